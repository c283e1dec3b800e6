/* SPDX-License-Identifier: MIT */
/* The discard analysis as libcrib 1.0.0 computed it, kept as the reference that the
 * library's faster analysis is checked against on every keep: every completion of a crib
 * is scored with all its starters by crib_mask_score_starters(), one call each (1,035 a
 * keep of a six-card deal, 16,215 a keep of a five-card deal discarding one). */
#ifndef CRIB_TEST_DISCARD_REFERENCE_H
#define CRIB_TEST_DISCARD_REFERENCE_H

#include "crib.h"

/* What crib_hand_expect(), crib_discard_expect() and crib_discard_analyze() return, with
 * the same checks, the same codes and the same order of keeps. */
int32_t ref_hand_expect(uint64_t hand_mask, uint64_t dead_mask, crib_expect *out);
int32_t ref_discard_expect(uint64_t discard_mask, uint64_t dead_mask, crib_expect *out);
int32_t ref_discard_analyze(const crib_card *dealt, size_t n, uint32_t flags, crib_keep *keeps,
                            size_t cap);

#endif
