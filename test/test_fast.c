/* SPDX-License-Identifier: MIT */
/* The fast evaluator against crib_hand_score() on every hand, crib and five-card hand with
 * every starter; its checks on bad input; and `crib stats`, against the distribution in
 * test/data/distribution.csv. Each property is one check over all hands, so that a failure
 * prints the first hand that breaks it. Run from the repository root. */
#define _POSIX_C_SOURCE 200809L

#include "crib.h"
#include "harness.h"
#include "cli_run.h"

#include <stdlib.h>
#include <string.h>

#define MAX_SCORE 29

/* The answer file: counts of each total over all (hand, starter) pairs, hand and crib. */
typedef struct distribution {
    long long count[2][MAX_SCORE + 1];
} distribution;

static int read_distribution(distribution *d)
{
    FILE *f = fopen("test/data/distribution.csv", "r");
    char line[128];
    int rows = 0;
    if (!f)
        return 0;
    memset(d, 0, sizeof *d);
    if (!fgets(line, sizeof line, f)) { /* the header line */
        fclose(f);
        return 0;
    }
    int score;
    long long hand, crib;
    while (fscanf(f, "%d,%lld,%lld", &score, &hand, &crib) == 3 && score >= 0 &&
           score <= MAX_SCORE) {
        d->count[0][score] = hand;
        d->count[1][score] = crib;
        rows++;
    }
    fclose(f);
    return rows == MAX_SCORE + 1;
}

/* What went wrong first, for the message of a failed check. */
typedef struct first_failure {
    long long failures;
    uint64_t mask;
    int starter;
    int32_t got, want;
} first_failure;

static void note(first_failure *f, int ok, uint64_t mask, int starter, int32_t got, int32_t want)
{
    if (ok)
        return;
    if (f->failures++ == 0) {
        f->mask = mask;
        f->starter = starter;
        f->got = got;
        f->want = want;
    }
}

static void report(const first_failure *f, const char *rules, const char *what)
{
    CHECK(f->failures == 0, "%s: %s", rules, what);
    if (f->failures)
        printf("#   %lld failures; first: mask 0x%013llx starter %d got %d want %d\n",
               f->failures, (unsigned long long)f->mask, f->starter, (int)f->got,
               (int)f->want);
}

typedef struct hand_results {
    first_failure single, starters, own_cards, returned;
    long long scored;
    long long count[MAX_SCORE + 1];
} hand_results;

/* One hand with every starter: both functions against crib_hand_score()'s itemised count,
 * which is code of its own (its total-only path is the fast evaluator itself). */
static void check_hand(const crib_card *cards, size_t n, uint32_t flags, hand_results *r)
{
    uint64_t mask = 0;
    for (size_t i = 0; i < n; i++)
        mask |= UINT64_C(1) << cards[i];
    uint8_t scores[CRIB_CARDS];
    int32_t rc = crib_mask_score_starters(mask, flags, scores);
    note(&r->returned, rc == (int32_t)(CRIB_CARDS - n), mask, -1, rc,
         (int32_t)(CRIB_CARDS - n));
    for (int s = 0; s < CRIB_CARDS; s++) {
        if (mask & (UINT64_C(1) << s)) {
            note(&r->own_cards, scores[s] == 255, mask, s, scores[s], 255);
            continue;
        }
        crib_score itemised;
        int32_t want = crib_hand_score(cards, n, (crib_card)s, flags, &itemised);
        int32_t got = crib_mask_score(mask, (crib_card)s, flags);
        note(&r->single, got == want, mask, s, got, want);
        note(&r->starters, scores[s] == want, mask, s, scores[s], want);
        if (want >= 0 && want <= MAX_SCORE)
            r->count[want]++;
        r->scored++;
    }
}

static void check_every_hand(uint32_t flags, const distribution *d, int have_distribution)
{
    const char *rules = flags & CRIB_SCORE_CRIB ? "crib rules" : "hand rules";
    hand_results r;
    memset(&r, 0, sizeof r);
    crib_card c[4];
    for (c[0] = 0; c[0] < CRIB_CARDS; c[0]++)
        for (c[1] = (crib_card)(c[0] + 1); c[1] < CRIB_CARDS; c[1]++)
            for (c[2] = (crib_card)(c[1] + 1); c[2] < CRIB_CARDS; c[2]++)
                for (c[3] = (crib_card)(c[2] + 1); c[3] < CRIB_CARDS; c[3]++)
                    check_hand(c, 4, flags, &r);
    CHECK_EQ(r.scored, 12994800, "%s: every (4-card hand, starter) pair scored", rules);
    report(&r.single, rules, "crib_mask_score equals crib_hand_score on every pair");
    report(&r.starters, rules, "crib_mask_score_starters equals crib_hand_score on every pair");
    report(&r.own_cards, rules, "crib_mask_score_starters gives 255 for the hand's own cards");
    report(&r.returned, rules, "crib_mask_score_starters returns 48 for every hand");
    int same = have_distribution;
    for (int s = 0; s <= MAX_SCORE && same; s++)
        same = r.count[s] == d->count[(flags & CRIB_SCORE_CRIB) ? 1 : 0][s];
    CHECK(same, "%s: the distribution of totals is test/data/distribution.csv's", rules);
}

static void check_every_three_card_hand(void)
{
    hand_results r;
    memset(&r, 0, sizeof r);
    first_failure crib = {0, 0, 0, 0, 0};
    crib_card c[3];
    uint8_t scores[CRIB_CARDS];
    for (c[0] = 0; c[0] < CRIB_CARDS; c[0]++)
        for (c[1] = (crib_card)(c[0] + 1); c[1] < CRIB_CARDS; c[1]++)
            for (c[2] = (crib_card)(c[1] + 1); c[2] < CRIB_CARDS; c[2]++) {
                check_hand(c, 3, 0, &r);
                uint64_t mask = (UINT64_C(1) << c[0]) | (UINT64_C(1) << c[1]) |
                                (UINT64_C(1) << c[2]);
                crib_card starter = c[0] ? 0 : 51;
                int32_t got = crib_mask_score(mask, starter, CRIB_SCORE_CRIB);
                note(&crib, got == CRIB_ECOUNT, mask, starter, got, CRIB_ECOUNT);
                got = crib_mask_score_starters(mask, CRIB_SCORE_CRIB, scores);
                note(&crib, got == CRIB_ECOUNT, mask, -1, got, CRIB_ECOUNT);
            }
    CHECK_EQ(r.scored, 22100 * 49, "3 cards: every (hand, starter) pair scored");
    report(&r.single, "3 cards", "crib_mask_score equals crib_hand_score on every pair");
    report(&r.starters, "3 cards", "crib_mask_score_starters equals crib_hand_score on every pair");
    report(&r.own_cards, "3 cards", "crib_mask_score_starters gives 255 for the hand's own cards");
    report(&r.returned, "3 cards", "crib_mask_score_starters returns 49 for every hand");
    report(&crib, "3 cards with CRIB_SCORE_CRIB", "CRIB_ECOUNT from both functions");
}

/* A few hands from the rules' worked examples, so that a broken table shows plainly. */
static void check_examples(void)
{
    static const struct {
        const char *hand, *starter;
        int32_t hand_total, crib_total;
    } k_examples[] = {
        {"5h 5d 5c Js", "5s", 29, 29}, {"Ah 3h 9h Kh", "9d", 6, 2},
        {"Ah 3h 9h Kh", "10h", 5, 5},  {"3c 4c 5c 6c", "6d", 20, 16},
        {"4h 5c 5d 6h", "6d", 24, 24}, {"2s 3d 4d Jh", "3h", 13, 13},
    };
    for (size_t i = 0; i < sizeof k_examples / sizeof k_examples[0]; i++) {
        crib_card cards[4], starter;
        uint64_t mask;
        uint8_t scores[CRIB_CARDS];
        crib_hand_parse(k_examples[i].hand, cards, 4);
        crib_card_parse(k_examples[i].starter, &starter);
        crib_mask_from_cards(cards, 4, &mask);
        CHECK_EQ(crib_mask_score(mask, starter, 0), k_examples[i].hand_total, "%s | %s: hand",
                 k_examples[i].hand, k_examples[i].starter);
        CHECK_EQ(crib_mask_score(mask, starter, CRIB_SCORE_CRIB), k_examples[i].crib_total,
                 "%s | %s: crib", k_examples[i].hand, k_examples[i].starter);
        crib_mask_score_starters(mask, CRIB_SCORE_CRIB, scores);
        CHECK_EQ(scores[starter], k_examples[i].crib_total, "%s | %s: crib, every starter",
                 k_examples[i].hand, k_examples[i].starter);
    }
}

static int all_zero(const uint8_t *scores)
{
    for (int i = 0; i < CRIB_CARDS; i++)
        if (scores[i])
            return 0;
    return 1;
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
    } k_bad[] = { /* card 51 is in none of these hands */
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
        CHECK_EQ(crib_mask_score_starters(k_bad[i].mask, k_bad[i].flags, scores),
                 k_bad[i].want, "crib_mask_score_starters: %s", k_bad[i].what);
        CHECK(all_zero(scores), "crib_mask_score_starters: %s: scores[] all 0", k_bad[i].what);
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
    distribution d;
    int have_distribution = read_distribution(&d);
    CHECK(have_distribution, "test/data/distribution.csv read");
    check_examples();
    check_bad_input();
    check_every_hand(0, &d, have_distribution);
    check_every_hand(CRIB_SCORE_CRIB, &d, have_distribution);
    check_every_three_card_hand();
    check_cli(&d, have_distribution);
    return harness_done();
}
