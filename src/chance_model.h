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
 * but measured: the strong bot's wins from that position (tools/chance_end.txt). Around
 * that corner, where the strong bot plays for the win, the model's deal is corrected by
 * what the play for the win changed in its own deals there (chance_paired()).
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

/* The strong bot plays for the win once the leader is this close to the target
 * (endgame.c). */
#define CHANCE_NEAR_121 36u
#define CHANCE_NEAR_61 24u

/* The most either side may lack where the strong bot's own deals correct the model. */
#define CHANCE_PAIRS_NEED 31

/* 1 where the model's deal is corrected by the strong bot's own deals there (the six-card
 * game; tools/chance_pairs.txt): the dealer lacks a points and the pone b, both at most
 * CHANCE_PAIRS_NEED, not both within the measured end (end_a, end_b), and the leader is
 * where the strong bot plays for the win, as in the games to 121 the pairs were played in. */
static inline int chance_paired(uint32_t t, uint32_t a, uint32_t b, uint32_t end_a, uint32_t end_b)
{
    uint32_t lead = a < b ? a : b;
    return a <= CHANCE_PAIRS_NEED && b <= CHANCE_PAIRS_NEED && (a > end_a || b > end_b) &&
           lead <= (t == 121 ? CHANCE_NEAR_121 : CHANCE_NEAR_61);
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
