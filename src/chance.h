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

/* A game's chance table and the distributions of the model it was built from: the
 * dealer's chance to win from the start of a deal, win[d * target + p] / 65535 with the
 * dealer at d and the pone at p (both below the target), and the play's outcomes and the
 * shows' scores as above. */
typedef struct chance_set {
    uint32_t target;
    const uint16_t *win;
    const chance_play *plays;
    uint32_t n_plays;
    const double *pone, *dealer, *crib;
} chance_set;

/* The table of a variant's game to a target: the six-card game to 121 or 61 (the tables
 * above), the five-card game to 61 (src/gen/chance_five_table.h), the game with two into
 * the crib to 121 or 61 (src/gen/chance_two_table.h); NULL for any other. */
const chance_set *crib_chance_set(uint32_t variant, uint32_t target);

/* The dealer's chance to win from the start of a deal in the set's game, the dealer at d
 * and the pone at p, both below its target. */
double crib_chance_set_wins(const chance_set *s, uint32_t d, uint32_t p);

#endif
