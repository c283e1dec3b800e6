/* SPDX-License-Identifier: MIT */
/* How the arena lays out a tally's points, for the arena that records them (arena.c) and
 * the statistics that read them (summary.c). */
#ifndef CRIB_TALLY_H
#define CRIB_TALLY_H

#include "crib.h"

/* Kinds of a deal's points: crib_tally.points[(side * 2 + role) * 4 + kind]. */
enum { K_PLAY, K_HAND, K_CRIB, K_HEELS };

#endif
