/* SPDX-License-Identifier: MIT */
/* The pegging searches' models of the opponent (opponent.c): how likely they were to keep a
 * hand they may hold and to make their plays of the deal with it, as the strong bot or by
 * the easy rule, and how the expert's search weighs the cards they may play. */
#ifndef CRIB_OPPONENT_H
#define CRIB_OPPONENT_H

#include "peg_problem.h"

/* How sharply the expert's search takes the opponent to play the card that pegs the most
 * less what the next card pegs back: a point more weighs 2 ^ EXPERT_PLAY_SCALE times as
 * much (docs/figures.md has the screens). */
#define EXPERT_PLAY_SCALE 12.0

/* In the expert's model of the strong bot's play, a card of which the opponent holds another
 * of the same rank counts more for each such card: EXPERT_PAIR_KEEP_* points, and
 * EXPERT_PAIR_LEAD_* more on a lead, by the opponent's role (the strong bot plays from a
 * pair, to pair back). The fit's coefficients (tools/play_fit.c) over EXPERT_PLAY_SCALE ln 2:
 * docs/figures.md's eighth round. */
#define EXPERT_PAIR_KEEP_DEALER 0.125
#define EXPERT_PAIR_LEAD_DEALER (-0.055)
#define EXPERT_PAIR_KEEP_PONE 0.038
#define EXPERT_PAIR_LEAD_PONE 0.224

/* How likely an opponent who plays by the easy rule is taken to be to make a play the rule
 * does not, so that such a play weighs that model down but does not rule it out. */
#define EXPERT_EASY_MISS 0.0001

/* The deal's play as the likelihood reads it: the ranks of the earlier counts (when known)
 * and the current count's, in order, which of them the opponent played (bit i), and for
 * each the index of its count's first card. */
typedef struct play_seq {
    uint8_t r[CRIB_VIEW_MAX_EARLIER + CRIB_PLAY_MAX_PILE];
    uint8_t first[CRIB_VIEW_MAX_EARLIER + CRIB_PLAY_MAX_PILE];
    uint32_t theirs;
    int n;
} play_seq;

/* The strong model's weight of a play that pegs k points, without the inference: a point
 * more weighs PLAY_BASE times as much. */
double crib_play_weight(int k);

/* Each of the n margins x[] (points less give-back) into its weight
 * 2 ^ (EXPERT_PLAY_SCALE * (x - the largest)), the largest weighing 1. */
void crib_scale_weights(double *x, int n);

/* What one card of each rank t pegs next, coef[t], after rank r on the pile (np ranks, its
 * count `count`, at most 31 with r: at 31 no card fits and all are 0): as pile_points() over
 * each t that fits, by its parts: fifteen or 31 by the value that makes it, the pair with r,
 * and the runs. What the next card pegs back is linear in the cards left of each rank. */
void crib_back_coefs(const uint8_t *pile, int np, int count, int r, int coef[13]);

/* What the next card pegs back after rank r is played on a pile of np ranks (count its
 * count, at most 31 with r), summed over left[t] cards of each rank t (0 for a rank that does
 * not fit): the expert's model of the opponent's play. */
int crib_back_points(const uint8_t *pile, int np, int count, int r, const int left[13]);

/* What the strong model adds to the margin of the opponent's card of rank r, when they hold
 * the n ranks h[] before playing it on a pile of np ranks: for each other card of rank r
 * they hold, EXPERT_PAIR_KEEP_* by their role, and EXPERT_PAIR_LEAD_* more on a lead. */
double crib_pair_bonus(const peg_problem *p, const uint8_t *h, int n, int r, int np);

/* The problem's play of the deal into q, as the likelihood reads it. */
void crib_play_seq_of(const peg_problem *p, play_seq *q);

/* crib_hand_likelihood() on the play q read once (crib_play_seq_of()). */
double crib_play_likelihood(const peg_problem *p, const play_seq *q, const uint8_t *h, int m,
                            int easy);

/* How likely the opponent, holding the m ranks h[] now, was to make their plays of the deal
 * that the problem orders (the pile's, and with the inference the earlier counts'), under
 * the strong model or (easy) the easy rule: the product over those plays of each one's
 * chance among the cards that fit. For the tests. */
double crib_hand_likelihood(const peg_problem *p, const uint8_t *h, int m, int easy);

/* Fifteens, pairs and runs of the m ranks r[] (any m from 0 to 13, at most four of a rank),
 * no starter and no suits: how the opponent's keep scored, or their show with the starter
 * among the ranks. */
int crib_rank_score(const uint8_t *r, int m);

/* How likely the opponent was to keep their kept ranks (nk of them, cur the m they still
 * hold among them); with the inference, as the strong bot or (easy) the easy one. */
double crib_keep_weight(const peg_problem *p, const uint8_t *kept, int nk, const uint8_t *cur,
                        int m, int easy);

/* In win mode, what the opponent's hand shows with the starter, r their ranks still held. */
int crib_their_show(const peg_problem *p, const uint8_t *r);

#endif
