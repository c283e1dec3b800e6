/* SPDX-License-Identifier: MIT */
/* A plain pegging scorer for the tests, written apart from src/peg.c so that the two can
 * check each other. */
#ifndef CRIB_TEST_PEG_REFERENCE_H
#define CRIB_TEST_PEG_REFERENCE_H

#include "crib.h"

/* The counting value of a valid card. */
int ref_card_value(crib_card card);

/* The points pile[n-1] pegs for fifteen, 31, pairs and runs against the cards before it,
 * all valid, distinct and counting 31 or less; the go is not included. */
int ref_peg_points(const crib_card *pile, int n);

#endif
