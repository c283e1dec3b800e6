/* SPDX-License-Identifier: MIT */
/* The fast evaluator's tables (fast.c, from fast_tables.h), shared with the crib counter. */
#ifndef CRIB_FAST_H
#define CRIB_FAST_H

#include "crib.h"

/* crib_rank_points[row + r] is the fifteens, pairs and runs of four ranks
 * q0 <= q1 <= q2 <= q3 with a starter of rank r, where
 * row = crib_row_start[0][4 * q0] + ... + crib_row_start[3][4 * q3], and
 * crib_row_range[row / 13] the least and most of the row's 13 entries. */
extern const uint8_t *const crib_rank_points;
extern const uint16_t (*const crib_row_start)[52];
extern const uint8_t (*const crib_row_range)[2];

#endif
