/* SPDX-License-Identifier: MIT */
/* The chance to win from a view (view_chance.c): the public call's workers, which the expert
 * level and crib_advise() share so that their chances are the call's. Every function here
 * takes a view of the two-player six-card game to 121 or 61 that the call's checks passed. */
#ifndef CRIB_VIEW_CHANCE_H
#define CRIB_VIEW_CHANCE_H

#include "peg_problem.h"

/* 1 when a side can reach its target within the deal: the dealer lacks at most
 * CRIB_CHANCE_REACH_DEALER points or the pone CRIB_CHANCE_REACH_PONE. */
int crib_view_chance_reach(const crib_view *v);

/* In the chance's search, the share of the strong model's value of each of the opponent's
 * hands that is their best reply's (peg_problem's opp_best): the strong bot plays for the
 * win near the end, better than the points the expert's model weighs its plays by, and
 * weighs its own opponent's replies half by their best (hand_search.c's OPP_BEST).
 * Play-outs against the strong bot put it between 0.4 and 0.6 (docs/analysis.md). */
#define CRIB_VIEW_OPP_BEST 0.5

/* The shows of a view in the play: the player's hand's, and the crib's chance of each score
 * (the discard and the opponent's throw under the optimal crib model, or the table's crib
 * when the discard is not known). */
void crib_view_shows(const crib_view *v, peg_shows *s);

/* The chance's goal and model of the opponent on the expert's problem of a view in the play
 * (crib_expert_problem()): win mode with the view's shows (kept in *s, which must outlive
 * the search), and the opponent's best reply weighed by CRIB_VIEW_OPP_BEST. */
void crib_view_goal(const crib_view *v, peg_problem *p, peg_shows *s);

/* The chance to win of a keep (4 of the 6 cards dealt) from a view in the discard, by the
 * search of the whole deal over each starter's rank and the opponent's hands. */
double crib_view_keep_chance(const crib_view *v, uint64_t keep);

#endif
