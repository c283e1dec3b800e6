/* SPDX-License-Identifier: MIT */
/* How likely the opponent was to keep a hand, from the strong and the easy bots' keeps that
 * tools/gen_keep.c tabulates (keep_likelihood.c): the expert level's inference of the
 * opponent's cards in the play. */
#ifndef CRIB_KEEP_LIKELIHOOD_H
#define CRIB_KEEP_LIKELIHOOD_H

#include <stdint.h>

/* The share of the pairs of cards the opponent may have laid away with the m ranks kept[]
 * (any order; 4 in the six-card game, 3 in the five-card game) with which the bot of the
 * model (0 strong, 1 easy) keeps those ranks, as dealer (dealer 1) or pone, each pair
 * counted by its card sets: `left` ranks' cards the opponent may have laid away (unseen by
 * the player and not in the hand supposed). 0 .. 1; -1 when no pair is left. */
double crib_keep_likelihood(const uint8_t *kept, int m, const uint8_t left[13], int dealer,
                            int model);

/* The same with two into the crib: the share of the single cards the opponent may have laid
 * away with the four ranks kept[] with which the bot of the model keeps those ranks. 0 .. 1;
 * -1 when no card is left. */
double crib_keep_likelihood_one(const uint8_t kept[4], const uint8_t left[13], int dealer,
                                int model);

#endif
