/* SPDX-License-Identifier: MIT */
/* Crib rules, exhaustively: every four-card crib with every starter (12,994,800 pairs),
 * each pair once through every scoring path (crib_hand_score itemised and total only,
 * crib_mask_score, crib_mask_score_starters) and its items, against the reference scorer;
 * the distribution against test/data/distribution.csv. test_exhaustive_hand does the same
 * under hand rules, so that make test runs the two on two cores at once. */
#include "crib.h"
#include "harness.h"
#include "exhaustive.h"

static void test_four_card_cribs(void)
{
    static ex_tally t;
    long long want_hand[EX_MAX_SCORE + 1] = {0}, want_crib[EX_MAX_SCORE + 1] = {0};
    if (!CHECK(ex_read_distribution(want_hand, want_crib), "test/data/distribution.csv reads"))
        return;
    ex_sweep(&t, 4, CRIB_SCORE_CRIB, 0);
    ex_check_rules(&t, want_crib, "crib rules", 61528020);
}

int main(void)
{
    test_four_card_cribs();
    return harness_done();
}
