/* SPDX-License-Identifier: MIT */
/* The variants of the deal, in one table for the game and the deal driver. */
#include "variant.h"

const crib_variant_shape crib_variants[CRIB_N_VARIANTS] = {
    [CRIB_VARIANT_SIX_CARD] = {2, 6, 2, 0, 121},    [CRIB_VARIANT_FIVE_CARD] = {2, 5, 2, 0, 61},
    [CRIB_VARIANT_THREE] = {3, 5, 1, 1, 121},       [CRIB_VARIANT_FOUR] = {4, 5, 1, 0, 121},
    [CRIB_VARIANT_TWO_TO_CRIB] = {2, 5, 1, 2, 121},
};
