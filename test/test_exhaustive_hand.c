/* SPDX-License-Identifier: MIT */
/* Every four-card hand with every starter under hand rules (12,994,800), with each
 * score's items and announcement; every three-card hand with every starter (1,082,900);
 * the library against the reference scorer, the distribution against RULES.md. */
#include "crib.h"
#include "harness.h"
#include "exhaustive.h"

#include <stdio.h>

static void test_four_card_hands(void)
{
    static ex_tally t;
    long long want_hand[EX_MAX_SCORE + 1] = {0}, want_crib[EX_MAX_SCORE + 1] = {0};
    if (!CHECK(ex_read_distribution(want_hand, want_crib), "test/data/distribution.csv reads"))
        return;
    ex_all_four_card_hands(&t, 0, 1);
    ex_check_rules(&t, want_hand, "hand", 61974180);
    CHECK_EQ(t.bad_text, 0, "every hand's announcement is written in full");
    CHECK(t.longest_text < 400, "every announcement is under 400 characters (longest %zu)",
          t.longest_text);
}

static void test_three_card_hands(void)
{
    static ex_tally t;
    int crib_rejected = 1;
    for (int a = 0; a < 52; a++)
        for (int b = a + 1; b < 52; b++)
            for (int c = b + 1; c < 52; c++) {
                crib_card hand[3] = {(crib_card)a, (crib_card)b, (crib_card)c};
                for (int st = 0; st < 52; st++) {
                    if (st == a || st == b || st == c)
                        continue;
                    ex_score_one(&t, hand, 3, (crib_card)st, 0, 1);
                    crib_rejected &=
                        crib_hand_score(hand, 3, (crib_card)st, CRIB_SCORE_CRIB, NULL) == CRIB_ECOUNT;
                }
            }
    CHECK_EQ(t.hands, 22100LL * 49, "every three-card hand with every starter: 1,082,900");
    CHECK_EQ(t.mismatches, 0, "three-card hands: the library equals the reference on every hand");
    CHECK_EQ(t.bad_items, 0, "three-card hands: the items add up and name their cards");
    CHECK_EQ(t.bad_text, 0, "three-card hands: every announcement is written in full");
    CHECK(crib_rejected, "a three-card crib is always CRIB_ECOUNT");
    int top = EX_MAX_SCORE;
    while (top > 0 && t.count[top] == 0)
        top--;
    printf("# three-card hands: best %d (%lld times), sum %lld\n", top, t.count[top], t.sum);
    CHECK_EQ(top, 20, "the best three-card hand is 20 (5-5-5 with a 5 starter)");
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
    int ok = 1;
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
        for (int p = 1; p < 24; p++) {
            crib_card h[4] = {cards[k_perm[p][0]], cards[k_perm[p][1]], cards[k_perm[p][2]],
                              cards[k_perm[p][3]]};
            ok &= crib_hand_score(h, 4, cards[4], 0, NULL) == base &&
                  crib_hand_score(h, 4, cards[4], CRIB_SCORE_CRIB, NULL) ==
                      crib_hand_score(cards, 4, cards[4], CRIB_SCORE_CRIB, NULL);
        }
    }
    CHECK(ok, "20,000 random hands score the same in all 24 orders of the hand");
}

int main(void)
{
    test_four_card_hands();
    test_three_card_hands();
    test_order_does_not_matter();
    return harness_done();
}
