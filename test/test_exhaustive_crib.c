/* SPDX-License-Identifier: MIT */
/* Every four-card crib with every starter (12,994,800) under crib rules, itemised and
 * total only, against the reference scorer and RULES.md's distribution. */
#include "crib.h"
#include "harness.h"
#include "exhaustive.h"

int main(void)
{
    static ex_tally t;
    long long want_hand[EX_MAX_SCORE + 1] = {0}, want_crib[EX_MAX_SCORE + 1] = {0};
    if (CHECK(ex_read_distribution(want_hand, want_crib), "test/data/distribution.csv reads")) {
        ex_all_four_card_hands(&t, CRIB_SCORE_CRIB, 0);
        ex_check_rules(&t, want_crib, "crib", 61528020);
    }
    return harness_done();
}
