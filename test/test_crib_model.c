/* SPDX-License-Identifier: MIT */
/* The optimal crib model: crib_discard_expect_model(), crib_discard_table_model() and
 * crib_discard_analyze() with CRIB_DISCARD_MODEL_OPTIMAL, against brute force that weighs
 * every completion by the shipped model's weights (read here from the library's own
 * generated header, src/gen/crib_model.h), and their bad input. */
#include "../src/bits.h"
#include "../src/discard.h"
#include "../src/gen/crib_model.h"
#include "harness.h"
#include "helpers.h"

#include <string.h>

#define CASES 300

static uint64_t g_state = UINT64_C(0x9E3779B97F4A7C15);

static uint64_t random_cards(int n, uint64_t avoid)
{
    uint64_t got = 0;
    while (n > 0) {
        int c = (int)(xorshift64(&g_state) % CRIB_CARDS);
        if (((avoid | got) >> c) & 1)
            continue;
        got |= UINT64_C(1) << c;
        n--;
    }
    return got;
}

/* Every pair {x, y} of unseen cards, weighted, with every other unseen starter. */
static crib_expect brute_weighted(uint64_t known, uint64_t dead, const crib_weights *w)
{
    crib_expect e;
    memset(&e, 0, sizeof e);
    e.min = 255;
    uint64_t unseen = CRIB_DECK_MASK & ~(known | dead);
    unsigned long long count = 0;
    for (int x = 0; x < CRIB_CARDS; x++)
        for (int y = x + 1; y < CRIB_CARDS; y++) {
            if (!((unseen >> x) & 1) || !((unseen >> y) & 1))
                continue;
            int rx = x / 4, ry = y / 4;
            uint64_t weight = w->w[rx][ry][rx != ry && x % 4 == y % 4];
            uint8_t scores[CRIB_CARDS];
            MUST(crib_mask_score_starters(known | (UINT64_C(1) << x) | (UINT64_C(1) << y),
                                          CRIB_SCORE_CRIB, scores));
            for (int s = 0; s < CRIB_CARDS; s++) {
                if (!((unseen >> s) & 1) || s == x || s == y)
                    continue;
                e.sum += weight * scores[s];
                count += weight;
                e.min = scores[s] < e.min ? scores[s] : e.min;
                e.max = scores[s] > e.max ? scores[s] : e.max;
            }
        }
    e.count = (uint32_t)count;
    e.mean = (double)e.sum / (double)count;
    return e;
}

static void test_brute_force(void)
{
    int same = 1, random_same = 1;
    for (int i = 0; i < CASES; i++) {
        uint64_t known = random_cards(2, 0);
        uint64_t dead = random_cards(i % 3 ? 4 : (int)(xorshift64(&g_state) % 40), known);
        uint32_t role = i % 2 ? CRIB_DISCARD_DEALER : 0u;
        crib_expect got,
            want = brute_weighted(known, dead,
                                  &k_crib_model[role ? CRIB_MODEL_PONE : CRIB_MODEL_DEALER]);
        MUST(crib_discard_expect_model(known, dead, role | CRIB_DISCARD_MODEL_OPTIMAL, &got));
        same &= !memcmp(&got, &want, sizeof got);
        crib_expect plain, model;
        MUST(crib_discard_expect(known, dead, &plain));
        MUST(crib_discard_expect_model(known, dead, role, &model));
        random_same &=
            !memcmp(&plain, &model, sizeof plain) && plain.min == got.min && plain.max == got.max;
    }
    CHECK(same,
          "%d cribs of two known cards under the optimal model equal brute force "
          "weighted by the shipped throws (sum, count, least, most, mean)",
          CASES);
    CHECK(random_same, "without the flag it is crib_discard_expect(); least and most are "
                       "the random model's");
}

static void test_analyze(void)
{
    int same = 1, ordered = 1;
    for (int i = 0; i < CASES; i++) {
        crib_card dealt[6];
        MUST(crib_mask_to_cards(random_cards(6, 0), dealt, 6));
        uint32_t role = i % 2 ? CRIB_DISCARD_DEALER : 0u;
        crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
        int32_t n = crib_discard_analyze(dealt, 6, role | CRIB_DISCARD_MODEL_OPTIMAL, keeps,
                                         CRIB_DISCARD_MAX_KEEPS);
        same &= n == 15;
        for (int k = 0; k < n; k++) {
            crib_expect hand, crib;
            MUST(crib_hand_expect(keeps[k].keep, keeps[k].discard, &hand));
            MUST(crib_discard_expect_model(keeps[k].discard, keeps[k].keep,
                                           role | CRIB_DISCARD_MODEL_OPTIMAL, &crib));
            same &=
                !memcmp(&hand, &keeps[k].hand, sizeof hand) &&
                !memcmp(&crib, &keeps[k].crib, sizeof crib) &&
                keeps[k].value == AS_STORED(role ? hand.mean + crib.mean : hand.mean - crib.mean);
            if (k > 0) {
                /* Exactly: the keeps of a deal share their counts. */
                const crib_keep *a = &keeps[k - 1], *b = &keeps[k];
                long long sign = role ? 1 : -1;
                long long va = (long long)a->hand.sum * a->crib.count +
                               sign * (long long)a->crib.sum * a->hand.count;
                long long vb = (long long)b->hand.sum * b->crib.count +
                               sign * (long long)b->crib.sum * b->hand.count;
                ordered &=
                    a->crib.count == b->crib.count && (va > vb || (va == vb && a->keep < b->keep));
            }
        }
    }
    CHECK(same,
          "crib_discard_analyze under the optimal model: each keep's crib is "
          "crib_discard_expect_model() of its discard, for %d random deals",
          CASES);
    CHECK(ordered, "and the keeps come best first, compared exactly, ties by the kept cards");
}

static void test_tables(void)
{
    crib_pair_value plain[CRIB_DISCARD_TABLE_SIZE], random[CRIB_DISCARD_TABLE_SIZE],
        dealer[CRIB_DISCARD_TABLE_SIZE], pone[CRIB_DISCARD_TABLE_SIZE];
    CHECK_EQ(crib_discard_table(plain, CRIB_DISCARD_TABLE_SIZE), CRIB_DISCARD_TABLE_SIZE,
             "crib_discard_table, the plain table");
    CHECK_EQ(crib_discard_table_model(CRIB_DISCARD_DEALER, random, CRIB_DISCARD_TABLE_SIZE),
             CRIB_DISCARD_TABLE_SIZE, "crib_discard_table_model, random model");
    CHECK(!memcmp(plain, random, sizeof plain), "is crib_discard_table()");
    CHECK_EQ(crib_discard_table_model(CRIB_DISCARD_MODEL_OPTIMAL | CRIB_DISCARD_DEALER, dealer,
                                      CRIB_DISCARD_TABLE_SIZE),
             CRIB_DISCARD_TABLE_SIZE, "the dealer's table under the optimal model");
    CHECK_EQ(crib_discard_table_model(CRIB_DISCARD_MODEL_OPTIMAL, pone, CRIB_DISCARD_TABLE_SIZE),
             CRIB_DISCARD_TABLE_SIZE, "the pone's table under the optimal model");
    int same = 1;
    for (int i = 0; i < CRIB_DISCARD_TABLE_SIZE; i++) {
        const crib_pair_value *v = &dealer[i];
        uint64_t pair =
            (UINT64_C(1) << (v->rank1 * 4)) | (UINT64_C(1) << (v->rank2 * 4 + (v->suited ? 0 : 1)));
        crib_expect d, p;
        MUST(crib_discard_expect_model(pair, 0, CRIB_DISCARD_MODEL_OPTIMAL | CRIB_DISCARD_DEALER,
                                       &d));
        MUST(crib_discard_expect_model(pair, 0, CRIB_DISCARD_MODEL_OPTIMAL, &p));
        same &= v->rank1 == plain[i].rank1 && v->rank2 == plain[i].rank2 &&
                v->suited == plain[i].suited && v->sum == d.sum && v->mean == d.mean &&
                pone[i].sum == p.sum && pone[i].mean == p.mean;
    }
    CHECK(same, "every entry of both is crib_discard_expect_model() of its pair with nothing "
                "dead, in crib_discard_table() order");
}

static void test_bad_input(void)
{
    crib_expect e;
    uint64_t two = UINT64_C(3) << 16, three = UINT64_C(7) << 16;
    memset(&e, 0xAB, sizeof e);
    CHECK_EQ(crib_discard_expect_model(two, 0, 8, &e), CRIB_EFLAGS, "expect_model: unknown flag");
    CHECK(e.sum == 0 && e.count == 0 && e.mean == 0.0, "zeroes its result on error");
    CHECK_EQ(crib_discard_expect_model(two, 0, CRIB_DISCARD_FIVE_CARD, &e), CRIB_EFLAGS,
             "expect_model: the five-card flag");
    CHECK_EQ(crib_discard_expect_model(two, 0, 0, NULL), CRIB_ENULL, "expect_model: NULL out");
    CHECK_EQ(crib_discard_expect_model(three, 0, CRIB_DISCARD_MODEL_OPTIMAL, &e), CRIB_ECOUNT,
             "expect_model: three known cards under the optimal model");
    CHECK_EQ(crib_discard_expect_model(three, 0, 0, &e), CRIB_OK,
             "but three known cards under the random model");
    CHECK_EQ(crib_discard_expect_model(two, two, CRIB_DISCARD_MODEL_OPTIMAL, &e), CRIB_EDUP,
             "expect_model: a card both known and dead");
    CHECK_EQ(crib_discard_expect_model(two, UINT64_C(1) << 60, CRIB_DISCARD_MODEL_OPTIMAL, &e),
             CRIB_EMASK, "expect_model: bit 60");
    CHECK_EQ(crib_discard_expect_model(two, CRIB_DECK_MASK & ~two & ~UINT64_C(3),
                                       CRIB_DISCARD_MODEL_OPTIMAL, &e),
             CRIB_ERANGE, "expect_model: two cards left");

    crib_pair_value table[CRIB_DISCARD_TABLE_SIZE];
    CHECK_EQ(crib_discard_table_model(CRIB_DISCARD_MODEL_OPTIMAL, NULL, 169), CRIB_ENULL,
             "table_model: NULL");
    CHECK_EQ(crib_discard_table_model(CRIB_DISCARD_MODEL_OPTIMAL, table, 168), CRIB_ESPACE,
             "table_model: room for 168");
    CHECK_EQ(crib_discard_table_model(CRIB_DISCARD_FIVE_CARD, table, 169), CRIB_EFLAGS,
             "table_model: the five-card flag");

    crib_card dealt[6];
    MUST(crib_hand_parse("5h 5d 5c Js 2c 9h", dealt, 6));
    crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
    CHECK_EQ(crib_discard_analyze(dealt, 5, CRIB_DISCARD_MODEL_OPTIMAL, keeps, 15), CRIB_ECOUNT,
             "analyze: five cards under the optimal model");
    CHECK_EQ(crib_discard_analyze(dealt, 5, CRIB_DISCARD_MODEL_OPTIMAL | CRIB_DISCARD_FIVE_CARD,
                                  keeps, 15),
             CRIB_ECOUNT, "analyze: the five-card game under the optimal model");
    CHECK_EQ(crib_discard_analyze(dealt, 6, 8, keeps, 15), CRIB_EFLAGS, "analyze: flag 8");
}

int main(void)
{
    test_brute_force();
    test_analyze();
    test_tables();
    test_bad_input();
    return harness_done();
}
