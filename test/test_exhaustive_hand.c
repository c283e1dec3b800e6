/* SPDX-License-Identifier: MIT */
/* Hand rules, exhaustively: every four-card hand with every starter (12,994,800 pairs), each
 * pair once through every scoring path (crib_hand_score itemised and total only,
 * crib_mask_score, crib_mask_score_starters), its items and its announcement, against the
 * reference scorer; the distribution against test/data/distribution.csv; and the order of
 * the cards. test_exhaustive_crib does the same under crib rules and test_exhaustive_three
 * for the three-card hands, so that make test runs them on two cores at once. */
#include "crib.h"
#include "harness.h"
#include "exhaustive.h"

static void test_four_card_hands(void)
{
    static ex_tally t;
    long long want_hand[EX_MAX_SCORE + 1] = {0}, want_crib[EX_MAX_SCORE + 1] = {0};
    if (!CHECK(ex_read_distribution(want_hand, want_crib), "test/data/distribution.csv reads"))
        return;
    ex_sweep(&t, 4, 0, 1);
    ex_check_rules(&t, want_hand, "hand rules", 61974180);
    ex_check(&t.text, "hand rules", "every hand's announcement is written in full");
    CHECK(t.longest_text < 400, "every announcement is under 400 characters (longest %zu)",
          t.longest_text);
}

/* The order of the hand's cards does not change the total. */
static void test_order_does_not_matter(void)
{
    static const int k_perm[24][4] = {
        {0, 1, 2, 3}, {0, 1, 3, 2}, {0, 2, 1, 3}, {0, 2, 3, 1}, {0, 3, 1, 2}, {0, 3, 2, 1},
        {1, 0, 2, 3}, {1, 0, 3, 2}, {1, 2, 0, 3}, {1, 2, 3, 0}, {1, 3, 0, 2}, {1, 3, 2, 0},
        {2, 0, 1, 3}, {2, 0, 3, 1}, {2, 1, 0, 3}, {2, 1, 3, 0}, {2, 3, 0, 1}, {2, 3, 1, 0},
        {3, 0, 1, 2}, {3, 0, 2, 1}, {3, 1, 0, 2}, {3, 1, 2, 0}, {3, 2, 0, 1}, {3, 2, 1, 0}};
    uint64_t x = 0x9E3779B97F4A7C15u;
    harness_first first = {0, ""};
    for (int trial = 0; trial < 20000; trial++) {
        uint64_t used = 0;
        crib_card cards[5];
        for (int i = 0; i < 5; i++) {
            int c;
            do {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                c = (int)(x % 52);
            } while (used & (UINT64_C(1) << c));
            used |= UINT64_C(1) << c;
            cards[i] = (crib_card)c;
        }
        int32_t base = crib_hand_score(cards, 4, cards[4], 0, NULL);
        int32_t base_crib = crib_hand_score(cards, 4, cards[4], CRIB_SCORE_CRIB, NULL);
        for (int p = 1; p < 24; p++) {
            crib_card h[4] = {cards[k_perm[p][0]], cards[k_perm[p][1]], cards[k_perm[p][2]],
                              cards[k_perm[p][3]]};
            int32_t got = crib_hand_score(h, 4, cards[4], 0, NULL);
            int32_t got_crib = crib_hand_score(h, 4, cards[4], CRIB_SCORE_CRIB, NULL);
            NOTE(&first, got == base && got_crib == base_crib,
                 "cards %d %d %d %d starter %d in order %d%d%d%d: hand %d, want %d; crib %d, "
                 "want %d",
                 cards[0], cards[1], cards[2], cards[3], cards[4], k_perm[p][0], k_perm[p][1],
                 k_perm[p][2], k_perm[p][3], (int)got, (int)base, (int)got_crib, (int)base_crib);
        }
    }
    CHECK_FIRST(&first, "20,000 random hands score the same in all 24 orders of the hand");
}

int main(void)
{
    test_four_card_hands();
    test_order_does_not_matter();
    return harness_done();
}
