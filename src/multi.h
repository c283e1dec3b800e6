/* SPDX-License-Identifier: MIT */
/* The strong level's play with three or four players (multi.c), on a view that
 * crib_view_valid() passed in the play. */
#ifndef CRIB_MULTI_H
#define CRIB_MULTI_H

#include "crib.h"

/* The play: 1 with *card, or 0 to say go. */
int32_t crib_multi_play(const crib_view *v, crib_card *card);

/* That play's value of each card the player may play (score[c]; -1e9 for the others). */
void crib_multi_values(const crib_view *v, double score[CRIB_CARDS]);

#endif
