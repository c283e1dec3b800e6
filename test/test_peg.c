/* SPDX-License-Identifier: MIT */
/* crib_peg_score: the play's examples from the rules and the sources, the faults other
 * programs make, the itemisation, the error codes, and random piles against the reference
 * scorer. */
#include "crib.h"
#include "harness.h"
#include "helpers.h"
#include "peg_reference.h"

#include <string.h>

/* Scores every prefix of a sequence of cards and compares each card's points with want[]. */
static void check_sequence(const char *cards, const int *want, const char *name)
{
    crib_card pile[16];
    int n = crib_hand_parse(cards, pile, 16);
    if (!CHECK(n > 0, "%s: parses", name))
        return;
    int ok = 1;
    for (int i = 1; i <= n; i++) {
        int32_t got = crib_peg_score(pile, (size_t)i, NULL);
        if (got != want[i - 1] || got != ref_peg_points(pile, i)) {
            printf("#   %s: card %d pegs %d, want %d (reference %d)\n", name, i, (int)got,
                   want[i - 1], ref_peg_points(pile, i));
            ok = 0;
        }
    }
    CHECK(ok, "%s", name);
}

static void test_examples(void)
{
    /* RULES.md and sources/001: A holds K K 2 2, B 9 8 7 6. The go and the last are the
     * engine's (test_play.c); here the combinations alone. */
    check_sequence("Kh 6c Kd 2h 2s", (const int[]){0, 0, 0, 0, 2}, "K-6-K-2-2: the pair of 2s");
    check_sequence("8c 7c 9c", (const int[]){0, 2, 3}, "8-7-9 after the reset: fifteen, run");
    check_sequence("4h 2h 3h 5h 6h", (const int[]){0, 0, 3, 4, 5}, "4-2-3-5-6: runs of 3, 4, 5");
    check_sequence("4h 2h 3h 4s 3s", (const int[]){0, 0, 3, 3, 0}, "4-2-3-4-3: 3, 3, then 0");
    check_sequence("4h 2h 6h 5h 3h", (const int[]){0, 0, 0, 0, 5}, "4-2-6-5-3: run of 5 on the 3");
    check_sequence("4h 6h 5h", (const int[]){0, 0, 5}, "4-6-5: run of 3 and fifteen");
    check_sequence("4h Kh 6h 5h", (const int[]){0, 0, 0, 0}, "4-K-6-5: no run");
    check_sequence("7h 6h 8h", (const int[]){0, 0, 3}, "Hoyle 7-6-8: run of 3");
    check_sequence("5h 2h 4h 3h", (const int[]){0, 0, 0, 4}, "Hoyle 5-2-4-3: run of 4");
    /* sources/001, example 1: 9 6 6 5 4 (fifteen, pair, run and last), then 10 7 10. */
    check_sequence("9c 6d 6c 5d 4d", (const int[]){0, 2, 2, 0, 3}, "9-6-6-5-4");
    check_sequence("10c 7d 10h", (const int[]){0, 0, 0}, "10-7-10 after the reset");
    /* Example 2: 8 7 7 6 reach 28 with no run (7-7-6 repeats). */
    check_sequence("8c 7d 7c 6d", (const int[]){0, 2, 2, 0}, "8-7-7-6: no run across the pair");
    check_sequence("3c 3d 3h 3s", (const int[]){0, 2, 6, 12}, "3-3-3-3: 2, 6, 12");
}

static void test_faults(void)
{
    check_sequence("Kc Qc 10c Ac", (const int[]){0, 0, 0, 2}, "31 pegs 2, not 3");
    check_sequence("6c 5c 6d 5d", (const int[]){0, 0, 0, 0}, "6-5-6-5: no pair across a card");
    check_sequence("7c 4c 4d", (const int[]){0, 0, 4}, "fifteen and a pair both score");
    check_sequence("Ac 2c 4c 4d 4h", (const int[]){0, 0, 0, 2, 8}, "a pair royal at 15: 6 + 2");
    check_sequence("Kc 6c 7c 8c", (const int[]){0, 0, 0, 5}, "31 and a run both score");
    check_sequence("Kc 5c 8c 8d", (const int[]){0, 2, 0, 4}, "31 and a pair both score");
    check_sequence("Kc 7c 7d 7h", (const int[]){0, 0, 2, 8}, "31 and a pair royal: 8");
    check_sequence("Ac 2c 3c 3d 3h 3s", (const int[]){0, 0, 3, 2, 6, 14},
                   "double pair royal at 15: 14");
    check_sequence("Kc 3c 4c 3d 5c", (const int[]){0, 0, 0, 0, 3}, "K-3-4-3-5 scores 3 on the 5");
    crib_card repeat[4] = {8, 12, 9, 16}; /* 3c 4c 3d 5c: 15 */
    crib_peg p;
    MUST(crib_peg_score(repeat, 4, &p));
    CHECK(p.run == 3 && p.fifteen == 2 && p.total == 5, "3-4-3-5: a run of 3 on the 5 (and 15)");
    check_sequence("Ac 2c 4c 5c 6c 3c", (const int[]){0, 0, 0, 0, 3, 6},
                   "A-2-4-5-6-3 scores 6 on the 3");
    check_sequence("5c 3c 4c 6c 2c", (const int[]){0, 0, 3, 4, 5}, "runs in any order");
    check_sequence("Qc Kc Ac", (const int[]){0, 0, 0}, "Q-K-A is no run");
    check_sequence("Jc Qc Kc", (const int[]){0, 0, 3}, "J-Q-K is a run");
    check_sequence("Kc Qc", (const int[]){0, 0}, "K and Q are no pair");
    check_sequence("Ac 2c 3c 4c 5c 6c 7c", (const int[]){0, 0, 3, 4, 7, 6, 7},
                   "A to 7: the longest run, 7 cards");
    crib_card over[4] = {44, 40, 36, 4}; /* Q J 10 2: 32 */
    CHECK_EQ(crib_peg_score(over, 4, NULL), CRIB_EOVER31, "a card past 31 is rejected");
}

static void test_items(void)
{
    crib_card pile[4] = {16, 20, 17}; /* 5c 6c 5d: no pair, 16 */
    crib_peg p;
    CHECK_EQ(crib_peg_score(pile, 3, &p), 0, "5-6-5 pegs nothing");
    CHECK_EQ(p.count, 16, "5-6-5 counts 16");

    crib_card royal[5] = {48, 0, 12, 13, 14}; /* Kc Ac 4c 4d 4h: 23, a pair royal */
    CHECK_EQ(crib_peg_score(royal, 5, &p), 6, "K-A-4-4-4 pegs 6");
    CHECK(p.n_items == 1 && p.items[0].kind == CRIB_ITEM_PAIR && p.items[0].points == 6 &&
              p.items[0].size == 3 && p.items[0].positions == 0 &&
              p.items[0].cards == ((UINT64_C(1) << 12) | (UINT64_C(1) << 13) | (UINT64_C(1) << 14)),
          "a pair royal is one item of 3 cards and 6 points");
    CHECK(p.pairs == 6 && p.total == 6 && p.count == 23 && p.go == 0, "its sums");

    crib_card fifteen_run[3] = {12, 20, 16}; /* 4c 6c 5c */
    CHECK_EQ(crib_peg_score(fifteen_run, 3, &p), 5, "4-6-5 pegs 5");
    CHECK(p.n_items == 2 && p.items[0].kind == CRIB_ITEM_FIFTEEN && p.items[0].size == 3 &&
              p.items[1].kind == CRIB_ITEM_RUN && p.items[1].points == 3,
          "fifteen then the run, in kind order");
    CHECK(p.fifteen == 2 && p.run == 3 && p.total == 5, "4-6-5 sums");

    crib_card thirty_one[4] = {48, 20, 24, 28}; /* Kc 6c 7c 8c */
    CHECK_EQ(crib_peg_score(thirty_one, 4, &p), 5, "K-6-7-8 pegs 5");
    CHECK(p.n_items == 2 && p.items[0].kind == CRIB_ITEM_RUN && p.items[0].size == 3 &&
              p.items[1].kind == CRIB_ITEM_THIRTY_ONE && p.items[1].points == 2 &&
              p.items[1].size == 4,
          "the run, then thirty-one over the whole pile");
    CHECK(p.thirty_one == 2 && p.fifteen == 0 && p.count == 31, "K-6-7-8 sums");
    CHECK_EQ(crib_peg_size(), sizeof(crib_peg), "crib_peg_size");
}

static void test_errors(void)
{
    crib_card pile[3] = {0, 1, 2};
    crib_peg p;
    memset(&p, 0xAB, sizeof p);
    CHECK_EQ(crib_peg_score(NULL, 3, &p), CRIB_ENULL, "NULL pile");
    CHECK(p.total == 0 && p.n_items == 0 && p.items[0].cards == 0, "out zeroed on error");
    CHECK_EQ(crib_peg_score(pile, 0, &p), CRIB_ECOUNT, "n of 0");
    crib_card bad[2] = {0, 52};
    CHECK_EQ(crib_peg_score(bad, 2, &p), CRIB_ECARD, "invalid id");
    crib_card twice[3] = {5, 9, 5};
    CHECK_EQ(crib_peg_score(twice, 3, &p), CRIB_EDUP, "a card twice");
    crib_card many[14] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13};
    CHECK_EQ(crib_peg_score(many, 14, &p), CRIB_EOVER31, "14 cards count over 31");
    CHECK_EQ(crib_peg_score(many, 13, &p), 0, "13 cards make 28 and are accepted");
    CHECK_EQ(crib_peg_score(pile, 3, NULL), 6, "out may be NULL (A-A-A: 6)");
    CHECK(crib_strerror(CRIB_EOVER31)[0] && crib_strerror(CRIB_ENOTHELD)[0] &&
              crib_strerror(CRIB_ETURN)[0] && crib_strerror(CRIB_EMUSTPLAY)[0] &&
              crib_strerror(CRIB_EDONE)[0] &&
              strcmp(crib_strerror(CRIB_EDONE), crib_strerror(-99)) != 0,
          "the new codes have their own sentences");
}

/* Random piles: cards drawn from a shuffled pack, low ranks favoured so that long runs and
 * pairs royal come up, each pile scored card by card against the reference. */
static void test_random_piles(void)
{
    uint64_t seed = 20261122;
    int piles = 200000, bad = 0, cards = 0;
    for (int t = 0; t < piles; t++) {
        crib_card pile[13];
        uint64_t used = 0;
        int n = 0, count = 0;
        int top = 16 + (int)(next_random(&seed) % 37);
        for (;;) {
            crib_card c = (crib_card)(next_random(&seed) % (uint64_t)top);
            if (used & (UINT64_C(1) << c))
                continue; /* 16 cards or more to draw from: they cannot all be used */
            if (count + ref_card_value(c) > 31)
                break;
            used |= UINT64_C(1) << c;
            count += ref_card_value(c);
            pile[n++] = c;
            cards++;
            crib_peg p;
            int32_t got = crib_peg_score(pile, (size_t)n, &p);
            uint32_t sum = 0;
            for (uint32_t i = 0; i < p.n_items; i++)
                sum += p.items[i].points;
            if (got != ref_peg_points(pile, n) || sum != p.total || p.count != (uint32_t)count)
                bad++;
        }
    }
    CHECK(bad == 0,
          "%d random piles, %d cards: crib_peg_score agrees with the reference "
          "(%d differ)",
          piles, cards, bad);
}

int main(void)
{
    test_examples();
    test_faults();
    test_items();
    test_errors();
    test_random_piles();
    return harness_done();
}
