/* SPDX-License-Identifier: MIT */
/* The show's checks that other modules share (show.c). */
#ifndef CRIB_SHOW_H
#define CRIB_SHOW_H

#include "crib.h"

/* Whether a crib_score is one crib_hand_score() could have filled: valid items in the
 * customary order and sums that add up. */
int crib_score_consistent(const crib_score *s);

/* The itemised score of n (1 to 4) distinct cards and a starter not among them, as
 * crib_hand_score() scores them; with flushes 0 no flush counts (a hand that stands short
 * of a card, which the flush of its game needs: crib_deal_rectify()). */
void crib_score_cards(const crib_card *hand, size_t n, crib_card starter, uint32_t flags,
                      int flushes, crib_score *out);

#endif
