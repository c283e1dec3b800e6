/* SPDX-License-Identifier: MIT */
/* The model of a deal behind the win-probability table, shared by its generator
 * (tools/gen_chance.c), the library (chance.c) and the test that simulates it.
 *
 * A deal of the two-player six-card game scores in this order: heels (a jack starter, 2 to
 * the dealer), the play (the dealer's and the pone's points drawn together from one joint
 * distribution), the pone's hand, the dealer's hand, the crib. Each is drawn from the
 * distribution measured over mid-game deals of strong self-play (tools/chance_data.txt),
 * independently of the others and of the score. The game ends the moment a side reaches
 * the target; when both would reach it within the same play, the one that needs the
 * smaller share of its own points of that play gets there first (the pone on a tie). */
#ifndef CRIB_CHANCE_MODEL_H
#define CRIB_CHANCE_MODEL_H

#include "ladder.h"

#include <stdint.h>

/* Points of one kind in a deal, 0..31 (31 standing for 31 or more). */
#define CHANCE_POINTS 32

/* One outcome of the play with its probability. */
typedef struct chance_play {
    uint8_t dealer, pone;
    double p;
} chance_play;

/* 1 when the dealer, at d and pegging x in the play, reaches target t before the pone, at
 * p and pegging y, when both reach it in that play. */
static inline int chance_dealer_first(uint32_t t, uint32_t d, uint32_t x, uint32_t p, uint32_t y)
{
    /* (t - d) / x < (t - p) / y, without division. */
    return (uint64_t)(t - d) * y < (uint64_t)(t - p) * x;
}

/* What a game is worth by the loser's score under a ladder (CRIB_LADDER_*) with the values
 * that crib_game_rules_default() gives the levels (ladder.h). */
static inline int chance_game_value(uint32_t ladder, uint32_t target, uint32_t loser)
{
    return (int)ladder_value(ladder_level(ladder, target, loser), LADDER_DEFAULT_LURCH,
                             LADDER_DEFAULT_SKUNK, LADDER_DEFAULT_DOUBLE_SKUNK,
                             LADDER_DEFAULT_TRIPLE_SKUNK);
}

#endif
