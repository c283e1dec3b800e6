/* SPDX-License-Identifier: MIT */
/* How each variant deals, and the sides of its players (variant.c). */
#ifndef CRIB_VARIANT_H
#define CRIB_VARIANT_H

#include "crib.h"

/* How each variant deals (indexed by CRIB_VARIANT_*): players, cards dealt to each, laid
 * away by each, dealt straight to the crib, and the customary target. */
typedef struct crib_variant_shape {
    uint8_t players, dealt, discard, to_crib;
    uint16_t target;
} crib_variant_shape;

#define CRIB_N_VARIANTS 5u
extern const crib_variant_shape crib_variants[CRIB_N_VARIANTS];

/* The side of a player: partners 0 and 2, 1 and 3 with four players; else each alone. */
static inline uint32_t crib_side_of(uint32_t players, uint32_t player)
{
    return players == 4 ? player % 2 : player;
}

static inline uint32_t crib_sides_of(uint32_t players)
{
    return players == 4 ? 2 : players;
}

#endif
