/* SPDX-License-Identifier: MIT */
/* What a keep pegs, from the table tools/gen_peg.c writes (peg_estimate.c), for the expert
 * bot's discard and its weighing of the opponent's hands. */
#ifndef CRIB_PEG_ESTIMATE_H
#define CRIB_PEG_ESTIMATE_H

#include <stdint.h>

/* The points a keep of m ranks (4, or 3 in the five-card game; any order) pegs less the
 * opponent's in the play, as dealer (dealer 1) or pone; 0 for another m. */
double crib_peg_estimate(const uint8_t *ranks, int m, int dealer);

#endif
