/* SPDX-License-Identifier: MIT */
/* The chance table and its model's distributions (chance.c), for the strong level's end
 * game (endgame.c). */
#ifndef CRIB_CHANCE_H
#define CRIB_CHANCE_H

#include "crib.h"

#include "chance_model.h"

/* The dealer's chance to win from the start of a deal, the dealer at d and the pone at p,
 * both below the target t (121 or 61). */
double crib_chance_dealer_wins(uint32_t t, uint32_t d, uint32_t p);

/* The model's distributions as measured: the play's outcomes (crib_chance_n_plays of
 * them), and the chance of each score 0 .. CHANCE_POINTS - 1 of the pone's hand, the
 * dealer's hand and the crib. */
extern const chance_play *const crib_chance_plays;
extern const uint32_t crib_chance_n_plays;
extern const double *const crib_chance_pone;
extern const double *const crib_chance_dealer;
extern const double *const crib_chance_crib;

#endif
