/* SPDX-License-Identifier: MIT */
/* SplitMix64 on a state known to be there; the API functions check first (rng.c). */
#ifndef CRIB_RNG_H
#define CRIB_RNG_H

#include "crib.h"

uint64_t crib_splitmix_next(uint64_t *state);
uint32_t crib_splitmix_below(uint64_t *state, uint64_t n);
void crib_splitmix_shuffle(uint64_t *state, crib_card deck[CRIB_CARDS]);
/* The state crib_splitmix_shuffle() leaves from `state`, without the deck's divisions: what
 * the deal check compares on every call. */
uint64_t crib_splitmix_after_shuffle(uint64_t state);

#endif
