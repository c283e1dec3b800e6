/* SPDX-License-Identifier: MIT */
/* Shared by the exhaustive tests (test_exhaustive_*.c). */
#ifndef CRIB_TEST_EXHAUSTIVE_H
#define CRIB_TEST_EXHAUSTIVE_H

#include "crib.h"

#define EX_MAX_SCORE 29

typedef struct ex_tally {
    long long count[EX_MAX_SCORE + 1];
    long long sum, hands, mismatches, bad_items, bad_text;
    uint32_t max_items;
    size_t longest_text;
} ex_tally;

/* Scores one (hand, starter) with the library (itemised and total only) and with the
 * reference, counts a mismatch or a score whose items do not add up, and, when announce is
 * set, writes its announcement. */
void ex_score_one(ex_tally *t, const crib_card *hand, int n, crib_card st, uint32_t flags,
                  int announce);

/* Calls ex_score_one for all 12,994,800 four-card hands with a starter. */
void ex_all_four_card_hands(ex_tally *t, uint32_t flags, int announce);

int ex_read_distribution(long long hand[EX_MAX_SCORE + 1], long long crib[EX_MAX_SCORE + 1]);
int ex_distribution_equals(const ex_tally *t, const long long want[EX_MAX_SCORE + 1],
                           const char *rules);

/* The checks every exhaustive run makes, for a program that includes harness.h first. */
#ifdef CRIB_TEST_HARNESS_H
static inline void ex_check_rules(const ex_tally *t, const long long want[EX_MAX_SCORE + 1],
                        const char *rules, long long want_sum)
{
    CHECK(ex_distribution_equals(t, want, rules),
          "%s rules: the distribution equals RULES.md count for count", rules);
    CHECK_EQ(t->hands, 12994800, "%s rules: 12,994,800 (hand, starter) pairs scored", rules);
    CHECK_EQ(t->sum, want_sum, "%s rules: the points add up to RULES.md's sum", rules);
    CHECK_EQ(t->count[29], 4, "%s rules: 29 exactly 4 times", rules);
    CHECK(t->count[19] == 0 && t->count[25] == 0 && t->count[26] == 0 && t->count[27] == 0,
          "%s rules: never 19, 25, 26 or 27", rules);
    CHECK_EQ(t->mismatches, 0,
             "%s rules: itemised, total-only and reference scores agree on every hand", rules);
    CHECK_EQ(t->bad_items, 0, "%s rules: every hand's items add up and name their cards", rules);
    CHECK(t->max_items <= 15, "%s rules: at most 15 items in a score (room for %d)", rules,
          CRIB_SCORE_MAX_ITEMS);
}

#endif

#endif
