/* SPDX-License-Identifier: MIT */
/* The opponent's possible hands for the pegging searches (hands.c): every hand they may hold,
 * weighed by each model of them, and the hands drawn from those for a search. */
#ifndef CRIB_HANDS_H
#define CRIB_HANDS_H

#include "opponent.h"

/* The opponent's possible hands at most: the multisets of four of the 13 ranks. */
#define MAX_HANDS 1820
/* With the expert's inference, each hand twice: once for each model of the opponent. */
#define MAX_ENTRIES (2 * MAX_HANDS)

/* Every hand the opponent may hold, once for each model of them, with its weight. */
typedef struct hand_set {
    uint8_t r[MAX_ENTRIES][4];
    double w[MAX_ENTRIES];
    uint8_t easy[MAX_ENTRIES]; /* the opponent plays by the easy rule */
    int n;
    play_seq seq; /* the deal's play, read once for every hand's likelihood */
} hand_set;

/* Systematic sampling: n points `step` apart from a random start, over the hands' weights
 * laid end to end. */
typedef struct sampler {
    double step, pos, acc;
    int next, n;
} sampler;

/* The hands of one model of the opponent (easy or not) drawn for the search: all of them,
 * each by its weight, or when there are more than the node budget allows, by systematic
 * sampling, each drawn hand weighing its picks (with the inference the model's total over
 * the picks, so that the models weigh their totals). */
typedef struct draw {
    const hand_set *hs;
    int easy, n, n_samples, i;
    sampler sm;
    double norm; /* what the values are to be divided by: the picks, or the total */
} draw;

/* Every hand the opponent may hold into hs, each model's weight of it. */
void crib_fill_hands(const peg_problem *p, hand_set *hs);

/* Starts the draw of the model's hands (easy or not) from hs, as many as the node budget of
 * the search allows (joint: the joint search's); 0 when the model has no hand of any
 * weight. */
int crib_draw_start(draw *d, const peg_problem *p, const hand_set *hs, int easy, int joint,
                    uint64_t seed);

/* The next hand drawn (its index in the set) and its weight *w; -1 after the last. */
int crib_draw_next(draw *d, const peg_problem *p, double *w);

#endif
