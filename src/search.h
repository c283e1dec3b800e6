/* SPDX-License-Identifier: MIT */
/* The strong bot's pegging search (search.c), for the strong and the expert levels' play
 * (strong.c, expert.c). */
#ifndef CRIB_SEARCH_H
#define CRIB_SEARCH_H

#include "peg_problem.h"

/* The rank to play (0..12), or -1 to say go. seed makes sampling deterministic. */
int crib_peg_search(const peg_problem *p, uint64_t seed, double values[13]);

/* The expert level's search: as crib_peg_search(), but every legal rank is searched (one
 * alone too) and values[r] is rank r's mean over the hands (the points difference, or the
 * chance to win), -1e300 for a rank not legal. With the inference and three cards or four
 * in my hand, the hands are searched jointly (joint.c). */
int crib_peg_search_all(const peg_problem *p, uint64_t seed, double values[13]);

/* As crib_peg_search_all(), but each drawn hand searched on its own, as if I knew it, where
 * the expert would search them jointly (joint.c): the joint search's reference, for the
 * tests. */
int crib_peg_search_each(const peg_problem *p, uint64_t seed, double values[13]);

/* The value of the problem's root, whoever moves there, as crib_peg_search_all() values
 * its ranks: the best legal rank's value when I am to move and a card of mine fits; else
 * (my go, or their_turn set: the opponent leads) the position's value over the hands,
 * searched jointly with the inference and two cards or more in my hand. */
double crib_peg_search_value(const peg_problem *p, uint64_t seed);

#endif
