/* SPDX-License-Identifier: MIT */
/* What the deal forgets and a view needs (history.c): the update's worker, for the record
 * replay that keeps a history as it drives a deal. */
#ifndef CRIB_HISTORY_H
#define CRIB_HISTORY_H

#include "crib.h"

/* crib_history_update() of a valid deal and a valid (or zeroed) history. */
void crib_history_update_unchecked(crib_history *h, const crib_deal *deal);

#endif
