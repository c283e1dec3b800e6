/* SPDX-License-Identifier: MIT */
/* The fast evaluator on the rules' worked examples and on bad input, and `crib stats`
 * against the distribution in test/data/distribution.csv. Its answers on every hand, crib
 * and three-card hand with every starter are checked by test_exhaustive_hand, _crib and
 * _three, in the same pass as the other scoring paths, so that no pair is scored twice.
 * Run from the repository root. */
#define _POSIX_C_SOURCE 200809L

#include "crib.h"
#include "harness.h"
#include "cli_run.h"
#include "exhaustive.h"

#include <stdlib.h>
#include <string.h>

#define MAX_SCORE EX_MAX_SCORE

/* The answer file: counts of each total over all (hand, starter) pairs, hand and crib. */
typedef struct distribution {
    long long count[2][MAX_SCORE + 1];
} distribution;

/* A few hands from the rules' worked examples, so that a broken table shows plainly. */
static void check_examples(void)
{
    static const struct {
        const char *hand, *starter;
        int32_t hand_total, crib_total;
    } k_examples[] = {
        {"5h 5d 5c Js", "5s", 29, 29}, {"Ah 3h 9h Kh", "9d", 6, 2},   {"Ah 3h 9h Kh", "10h", 5, 5},
        {"3c 4c 5c 6c", "6d", 20, 16}, {"4h 5c 5d 6h", "6d", 24, 24}, {"2s 3d 4d Jh", "3h", 13, 13},
    };
    for (size_t i = 0; i < sizeof k_examples / sizeof k_examples[0]; i++) {
        crib_card cards[4], starter;
        uint64_t mask;
        uint8_t scores[CRIB_CARDS];
        MUST(crib_hand_parse(k_examples[i].hand, cards, 4));
        MUST(crib_card_parse(k_examples[i].starter, &starter));
        MUST(crib_mask_from_cards(cards, 4, &mask));
        CHECK_EQ(crib_mask_score(mask, starter, 0), k_examples[i].hand_total, "%s | %s: hand",
                 k_examples[i].hand, k_examples[i].starter);
        CHECK_EQ(crib_mask_score(mask, starter, CRIB_SCORE_CRIB), k_examples[i].crib_total,
                 "%s | %s: crib", k_examples[i].hand, k_examples[i].starter);
        MUST(crib_mask_score_starters(mask, CRIB_SCORE_CRIB, scores));
        CHECK_EQ(scores[starter], k_examples[i].crib_total, "%s | %s: crib, every starter",
                 k_examples[i].hand, k_examples[i].starter);
    }
}

/* Each bad input gives its code from both functions, and leaves scores[] all 0. */
static void check_bad_input(void)
{
    static const struct {
        uint64_t mask;
        int starter;
        uint32_t flags;
        int32_t want;
        const char *what;
    } k_bad[] = {
        /* card 51 is in none of these hands */
        {(UINT64_C(1) << 52) | 0x7, 51, 0, CRIB_EMASK, "bit 52 set"},
        {(UINT64_C(1) << 63) | 0x7, 51, 0, CRIB_EMASK, "bit 63 set"},
        {(UINT64_C(1) << 63) | 0x1, 51, 0, CRIB_ECOUNT, "bit 63 set and 2 cards in all"},
        {0, 51, 0, CRIB_ECOUNT, "no cards"},
        {0x1, 51, 0, CRIB_ECOUNT, "1 card"},
        {0x3, 51, 0, CRIB_ECOUNT, "2 cards"},
        {0x1F, 51, 0, CRIB_ECOUNT, "5 cards"},
        {CRIB_DECK_MASK, 51, 0, CRIB_ECOUNT, "every card"},
        {0x7, 51, CRIB_SCORE_CRIB, CRIB_ECOUNT, "3 cards as a crib"},
        {0xF, 51, 2, CRIB_EFLAGS, "unknown flag 2"},
        {0xF, 51, 0x80000000u, CRIB_EFLAGS, "unknown flag bit 31"},
        {0x1F, 51, 2, CRIB_ECOUNT, "5 cards and an unknown flag: the count first"},
        {(UINT64_C(1) << 52) | 0x7, 51, 2, CRIB_EFLAGS, "bit 52 and an unknown flag: flags first"},
    };
    uint8_t scores[CRIB_CARDS];
    for (size_t i = 0; i < sizeof k_bad / sizeof k_bad[0]; i++) {
        CHECK_EQ(crib_mask_score(k_bad[i].mask, (crib_card)k_bad[i].starter, k_bad[i].flags),
                 k_bad[i].want, "crib_mask_score: %s", k_bad[i].what);
        memset(scores, 7, sizeof scores);
        CHECK_EQ(crib_mask_score_starters(k_bad[i].mask, k_bad[i].flags, scores), k_bad[i].want,
                 "crib_mask_score_starters: %s", k_bad[i].what);
        CHECK(all_zero(scores, CRIB_CARDS), "crib_mask_score_starters: %s: scores[] all 0",
              k_bad[i].what);
    }
    CHECK_EQ(crib_mask_score(0xF, 52, 0), CRIB_ECARD, "crib_mask_score: starter 52");
    CHECK_EQ(crib_mask_score(0xF, 255, 0), CRIB_ECARD, "crib_mask_score: starter 255");
    CHECK_EQ(crib_mask_score(0xF, 2, 0), CRIB_EDUP, "crib_mask_score: starter in the hand");
    CHECK_EQ(crib_mask_score(0x7, 2, 0), CRIB_EDUP, "crib_mask_score: starter in a 3-card hand");
    CHECK_EQ(crib_mask_score((UINT64_C(1) << 52) | 0x7, 255, 0), CRIB_ECARD,
             "crib_mask_score: bad starter and bit 52: the starter first");
    CHECK_EQ(crib_mask_score((UINT64_C(1) << 52) | 0x7, 1, 0), CRIB_EMASK,
             "crib_mask_score: bit 52 and the starter in the hand: the mask first");
    CHECK_EQ(crib_mask_score(0xF, 255, 2), CRIB_EFLAGS,
             "crib_mask_score: bad starter and an unknown flag: flags first");
    CHECK_EQ(crib_mask_score_starters(0xF, 0, NULL), CRIB_ENULL,
             "crib_mask_score_starters: NULL scores");
    CHECK_EQ(crib_mask_score_starters(0x1F, 2, NULL), CRIB_ENULL,
             "crib_mask_score_starters: NULL scores before any other check");
}

/* The 30 counts after "distribution":[ in the JSON output equal the answer file's. */
static int json_distribution_is(const char *json, const long long *want)
{
    const char *p = strstr(json, "\"distribution\":[");
    if (!p)
        return 0;
    p += strlen("\"distribution\":[");
    for (int s = 0; s <= MAX_SCORE; s++) {
        char *end;
        long long v = strtoll(p, &end, 10);
        if (end == p || v != want[s] || *end != (s == MAX_SCORE ? ']' : ','))
            return 0;
        p = end + 1;
    }
    return 1;
}

static void check_cli(const distribution *d, int have_distribution)
{
    char out[8192];
    if (!cli_shell("crib stats through the crib program"))
        return;
    int rc = run("./bin/crib stats --json", out, sizeof out);
    CHECK_EQ(rc, 0, "crib stats --json exits 0");
    CHECK(strstr(out, "\"crib\":false") && strstr(out, "\"count\":12994800") &&
              strstr(out, "\"sum\":61974180"),
          "crib stats --json: hand rules, count 12994800, sum 61974180");
    CHECK(have_distribution && json_distribution_is(out, d->count[0]),
          "crib stats --json: the distribution file's hand counts");

    rc = run("./bin/crib stats --crib --json", out, sizeof out);
    CHECK_EQ(rc, 0, "crib stats --crib --json exits 0");
    CHECK(strstr(out, "\"crib\":true") && strstr(out, "\"sum\":61528020"),
          "crib stats --crib --json: crib rules, sum 61528020");
    CHECK(have_distribution && json_distribution_is(out, d->count[1]),
          "crib stats --crib --json: the distribution file's crib counts");

    rc = run("./bin/crib stats", out, sizeof out);
    CHECK(rc == 0 && strstr(out, "61974180") && strstr(out, "1009008"),
          "crib stats: text with the sum and the count of zeros");
    rc = run("./bin/crib stats --json --crib", out, sizeof out);
    CHECK(rc == 0 && strstr(out, "\"sum\":61528020"), "crib stats: options in any order");
    rc = run("./bin/crib stats --bogus 2>/dev/null", out, sizeof out);
    CHECK_EQ(rc, 2, "crib stats --bogus exits 2");
    rc = run("./bin/crib stats --help", out, sizeof out);
    CHECK(rc == 0 && strstr(out, "usage: crib stats"), "crib stats --help");
}

int main(void)
{
    static distribution d;
    int have_distribution = ex_read_distribution(d.count[0], d.count[1]);
    CHECK(have_distribution, "test/data/distribution.csv read");
    check_examples();
    check_bad_input();
    check_cli(&d, have_distribution);
    return harness_done();
}
