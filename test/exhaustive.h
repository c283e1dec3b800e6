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

#endif
