/* SPDX-License-Identifier: MIT */
/* The five-card game's three-card hands, exhaustively: every one with every starter
 * (1,082,900 pairs) under hand rules, each pair once through every scoring path, its items
 * and its announcement, against the reference scorer; and every one refused as a crib.
 * A program of its own, beside the two four-card sweeps, so that the two cores of make test
 * get even shares. */
#include "crib.h"
#include "harness.h"
#include "exhaustive.h"

#include <stdio.h>

static void test_three_card_hands(void)
{
    static ex_tally t;
    const char *rules = "three-card hands";
    ex_sweep(&t, 3, 0, 1);
    CHECK_EQ(t.pairs, 22100LL * 49, "every three-card hand with every starter: 1,082,900");
    ex_check(&t.itemised, rules, "itemised crib_hand_score equals the reference on every pair");
    ex_check(&t.total_only, rules, "total-only crib_hand_score equals the reference on every pair");
    ex_check(&t.mask, rules, "crib_mask_score equals the reference on every pair");
    ex_check(&t.starters, rules, "crib_mask_score_starters equals the reference on every pair");
    ex_check(&t.own_cards, rules, "crib_mask_score_starters gives 255 for the hand's own cards");
    ex_check(&t.returned, rules, "crib_mask_score_starters returns 49 for every hand");
    ex_check(&t.items, rules, "the items add up and name their cards");
    ex_check(&t.text, rules, "every announcement is written in full");
    int top = EX_MAX_SCORE;
    while (top > 0 && t.count[top] == 0)
        top--;
    printf("# three-card hands: best %d (%lld times), sum %lld\n", top, t.count[top], t.sum);
    CHECK_EQ(top, 20, "the best three-card hand is 20 (5-5-5 with a 5 starter)");
}

/* A crib is four cards: each function refuses three with CRIB_ECOUNT, with any starter. */
static void test_three_card_cribs(void)
{
    ex_fail hand_score = {0, ""}, mask_score = {0, ""}, starters = {0, ""};
    uint8_t scores[CRIB_CARDS];
    for (int a = 0; a < CRIB_CARDS; a++)
        for (int b = a + 1; b < CRIB_CARDS; b++)
            for (int c = b + 1; c < CRIB_CARDS; c++) {
                crib_card hand[3] = {(crib_card)a, (crib_card)b, (crib_card)c};
                uint64_t mask = (UINT64_C(1) << a) | (UINT64_C(1) << b) | (UINT64_C(1) << c);
                int32_t got = crib_mask_score_starters(mask, CRIB_SCORE_CRIB, scores);
                if (got != CRIB_ECOUNT)
                    ex_note(&starters, hand, 3, -1, got, CRIB_ECOUNT);
                for (int st = 0; st < CRIB_CARDS; st++) {
                    if (st == a || st == b || st == c)
                        continue;
                    got = crib_hand_score(hand, 3, (crib_card)st, CRIB_SCORE_CRIB, NULL);
                    if (got != CRIB_ECOUNT)
                        ex_note(&hand_score, hand, 3, st, got, CRIB_ECOUNT);
                    got = crib_mask_score(mask, (crib_card)st, CRIB_SCORE_CRIB);
                    if (got != CRIB_ECOUNT)
                        ex_note(&mask_score, hand, 3, st, got, CRIB_ECOUNT);
                }
            }
    const char *rules = "three-card cribs";
    ex_check(&hand_score, rules, "crib_hand_score is CRIB_ECOUNT with every starter");
    ex_check(&mask_score, rules, "crib_mask_score is CRIB_ECOUNT with every starter");
    ex_check(&starters, rules, "crib_mask_score_starters is CRIB_ECOUNT for every hand");
}

int main(void)
{
    test_three_card_hands();
    test_three_card_cribs();
    return harness_done();
}
