/* SPDX-License-Identifier: MIT */
/* The model behind the win-probability table, shared by its generator (tools/gen_chance.c),
 * the library (chance.c) and the test that simulates it.
 *
 * A deal of the two-player six-card game is one of the deals of the strong bot's mid-game
 * self-play recorded in tools/chance_deals.txt, drawn at random whatever the score; its
 * points are pegged one event after another in the order they were: heels, the play's
 * pegs, the pone's hand, the dealer's hand, the crib. The game ends the moment a side
 * reaches the target. Where both sides are within a few points of the target (the
 * dealer CHANCE_END_DEALER, the pone CHANCE_END_PONE), the chance to win is not modelled
 * but measured: the strong bot's wins from that position (tools/chance_end.txt).
 *
 * The strong bot's end game (endgame.c) weighs its keeps with a simpler model of the deal
 * whose parts are independent, drawn from the distributions of the same deals (the play's
 * two sides together); within a play it takes the side that needs the smaller share of
 * its points of that play to get out first (the pone on a tie): chance_dealer_first. */
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
