/* Every four-card crib with every starter (12,994,800) under crib rules, itemised and
 * total only, against the reference scorer and RULES.md's distribution. */
#include "crib.h"
#include "exhaustive.h"
#include "harness.h"

/* The distribution and the checks every exhaustive run makes. */
static void check_rules(const ex_tally *t, const long long want[EX_MAX_SCORE + 1],
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

int main(void)
{
    static ex_tally t;
    long long want_hand[EX_MAX_SCORE + 1] = {0}, want_crib[EX_MAX_SCORE + 1] = {0};
    if (CHECK(ex_read_distribution(want_hand, want_crib), "test/data/distribution.csv reads")) {
        ex_all_four_card_hands(&t, CRIB_CRIB, 0);
        check_rules(&t, want_crib, "crib", 61528020);
    }
    return harness_done();
}
