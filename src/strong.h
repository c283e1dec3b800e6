/* SPDX-License-Identifier: MIT */
/* The strong level with two players (strong.c): the discard by the exact analysis, the play
 * by the pegging search. Every function here takes a view that crib_view_valid() passed, at
 * the stage it decides, a hand as dealt or kept. */
#ifndef CRIB_STRONG_H
#define CRIB_STRONG_H

#include "crib.h"

#include "peg_problem.h"

/* The discard and the play: CRIB_OK or a negative code (none for a checked view); 1 with
 * *card, or 0 to say go. */
int32_t crib_strong_discard(const crib_view *v, crib_card *out);
int32_t crib_strong_play(const crib_view *v, uint64_t seed, crib_card *card);

/* The search problem of the strong level's play from a view (goal not set). */
void crib_strong_problem(const crib_view *v, peg_problem *p);

#endif
