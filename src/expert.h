/* SPDX-License-Identifier: MIT */
/* The expert level (expert.c): the keep by hand, crib and pegging, the play by the strong
 * level's search with the opponent's hands inferred (the six-card and five-card games). Every
 * function here takes a view that crib_view_valid() passed, at the stage it decides, a hand as
 * dealt or kept. */
#ifndef CRIB_EXPERT_H
#define CRIB_EXPERT_H

#include "crib.h"

#include "peg_problem.h"

/* One keep as the expert level values it: the analysis, the pegging estimate (0 with three
 * or four players), value = hand +- crib + peg, and the chance to win (-1 when not known
 * or not asked). */
typedef struct expert_keep {
    crib_keep k;
    double peg, value, win;
} expert_keep;

/* The weight of the pegging estimate in the expert's keep in the six-card game, where the
 * play's search infers the opponent's keep: a whole weight cost more hand than it pegged,
 * and 0.35 did better than a half (docs/figures.md). */
#define EXPERT_PEG_WEIGHT_SIX 0.35

/* The same in the five-card game, where its play infers the opponent's keep as well and
 * the whole weight cost as much hand and crib as it pegged: 0.3 and 0.5 did alike, 0
 * worse (docs/figures.md). */
#define EXPERT_PEG_WEIGHT_FIVE 0.3

/* The same with two into the crib, where its play infers the opponent's keep too: with the
 * inference 0.35 won 55.18% [54.61, 55.75] of 10,000 games against the strong bot and the
 * whole weight 55.03% [54.43, 55.63] (docs/figures.md). */
#define EXPERT_PEG_WEIGHT_TWO 0.35

/* The mean pegging estimate (crib_peg_estimate()) of the keeps the expert makes in the
 * six-card game at the start of a game, as dealer and as pone: the estimate counts the
 * dealer's edge in the play, which the chance table's play holds already (test_expert
 * measures them again on 3,000 deals). */
#define EXPERT_PEG_MEAN_DEALER 1.286
#define EXPERT_PEG_MEAN_PONE (-1.056)

/* The same of the five-card game's keeps, at the start of a game (0 to the pone's 3). */
#define EXPERT_PEG_MEAN_FIVE_DEALER 0.636
#define EXPERT_PEG_MEAN_FIVE_PONE (-0.589)

/* The expert's prior chance, in the six-card game, that the opponent keeps and plays by the
 * easy rule rather than as the strong bot (peg_problem's easy_prior). */
#define EXPERT_EASY_PRIOR 0.3

/* The same in the five-card game and with two into the crib (not measured apart there):
 * against the strong bot 0.3 won 0.2 points of games fewer than 0.15, and 0 as many;
 * against the easy bot 0 won a point fewer (docs/figures.md). */
#define EXPERT_EASY_PRIOR_FIVE 0.15

/* A seed for the expert's search's sampling, from what the player sees alone. */
uint64_t crib_expert_seed(const crib_view *v);

/* The expert level's keeps of a view in the discard (a hand as dealt), its choice first and
 * the rest in its order; the chances to win are computed near the end, or always when
 * want_win is set (where the game is covered). Returns the number of keeps, or a negative
 * code (none for a checked view). */
int32_t crib_expert_keeps(const crib_view *v, int want_win, expert_keep *out);

/* The search problem of the expert level's play from a view (goal not set): the strong
 * level's, the opponent's hands weighed by the expert's models (the six-card and five-card
 * games: by their discard and every play of theirs the view orders, earlier counts'
 * included). */
void crib_expert_problem(const crib_view *v, peg_problem *p);

/* The expert level's play (two players, hands kept right): the rank to play or -1 for a
 * go; points[r] and, when want_win is set or the end is near, win[r] the legal ranks'
 * values (-1 in win[] where not known). Returns whether the chance decided. */
int crib_expert_play_ranks(const crib_view *v, int want_win, double points[13], double win[13],
                           int *rank);

/* The cards to lay away (out, the variant's number), and the card to play (1 with *card, 0
 * for a go). */
int32_t crib_expert_discard(const crib_view *v, crib_card *out);
int32_t crib_expert_play(const crib_view *v, crib_card *card);

#endif
