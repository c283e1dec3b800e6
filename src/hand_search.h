/* SPDX-License-Identifier: MIT */
/* The search of each of the opponent's drawn hands on its own (hand_search.c), as if I knew
 * it. */
#ifndef CRIB_HAND_SEARCH_H
#define CRIB_HAND_SEARCH_H

#include "hands.h"

/* The drawn hands of one model searched one by one, as if I knew each (drawn as for the
 * joint search when joint is 1): each legal rank's values added to sum[] by the hand's
 * weight; with legal 0, the value of the problem's root (whoever moves there) to sum[0].
 * Returns what the values are to be divided by. */
double crib_hand_search(const peg_problem *p, const hand_set *hs, int easy, int joint,
                        uint64_t seed, unsigned legal, double sum[13]);

#endif
