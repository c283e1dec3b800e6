/* SPDX-License-Identifier: MIT */
/* The plain reference scorer: slow, simple, and written apart from the library's code so
 * that the two can check each other. */
#ifndef CRIB_TEST_REFERENCE_H
#define CRIB_TEST_REFERENCE_H

#include "crib.h"

/* The show total of n (3 or 4) hand cards and a starter, all valid and distinct;
 * crib != 0 for crib rules. */
int ref_hand_score(const crib_card *hand, int n, crib_card starter, int crib);

/* The same for n from 1 to 4, with no flush at all when flushes is 0 (a hand that stands
 * short of cards, crib_deal_rectify()). */
int ref_show_score(const crib_card *hand, int n, crib_card starter, int crib, int flushes);

#endif
