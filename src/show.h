/* SPDX-License-Identifier: MIT */
/* The show's checks that other modules share (show.c). */
#ifndef CRIB_SHOW_H
#define CRIB_SHOW_H

#include "crib.h"

/* Whether a crib_score is one crib_hand_score() could have filled: valid items in the
 * customary order and sums that add up. */
int crib_score_consistent(const crib_score *s);

#endif
