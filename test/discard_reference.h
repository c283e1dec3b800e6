/* SPDX-License-Identifier: MIT */
/* The discard analysis the plain way, kept as the reference that the library's analysis
 * is checked against on every keep, and written apart from src/: a hand is shown with every
 * unseen starter by the reference scorer (test/reference.c); a crib is completed with every
 * choice of unseen cards (1,035 a keep of a six-card deal, 16,215 a keep of a five-card
 * deal discarding one) and each completion shown with every starter left. */
#ifndef CRIB_TEST_DISCARD_REFERENCE_H
#define CRIB_TEST_DISCARD_REFERENCE_H

#include "crib.h"

/* What crib_hand_expect(), crib_discard_expect() and crib_discard_analyze() return, with
 * the same checks, the same codes and the same order of keeps (crib_discard_analyze()
 * without CRIB_DISCARD_MODEL_OPTIMAL, which is refused here as an unknown flag). Not
 * thread-safe: the first crib fills a table of the ranks' points. */
int32_t ref_hand_expect(uint64_t hand_mask, uint64_t dead_mask, crib_expect *out);
int32_t ref_discard_expect(uint64_t discard_mask, uint64_t dead_mask, crib_expect *out);
int32_t ref_discard_analyze(const crib_card *dealt, size_t n, uint32_t flags, crib_keep *keeps,
                            size_t cap);

#endif
