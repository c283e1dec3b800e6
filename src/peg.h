/* SPDX-License-Identifier: MIT */
/* The play's scoring of a pile (peg.c), for the play engine and the bots. */
#ifndef CRIB_PEG_H
#define CRIB_PEG_H

#include "crib.h"

/* Appends an item to a crib_peg and adds its points to the total (the play engine adds
 * the go with it). */
void crib_peg_add(crib_peg *s, int kind, unsigned points, uint64_t cards);

/* crib_peg_score() of a pile known to be 1 to CRIB_PLAY_MAX_PILE distinct cards counting
 * to at most 31; *out is always filled. */
uint32_t crib_peg_score_unchecked(const crib_card *pile, size_t n, crib_peg *out);

#endif
