/* SPDX-License-Identifier: MIT */
/* make bench: times the fast evaluator, through the shared library, against a plain scorer
 * (test/reference.c: fifteens by trying every subset) and crib_hand_score(), in one run on
 * one thread, over all 12,994,800 (4-card hand, starter) pairs; then the discard analysis
 * of six-card deals and of five-card deals discarding one against brute force (every
 * crib completion scored by crib_mask_score_starters(), and for six cards also every
 * (crib, starter) by crib_hand_score()) and against the 1.0.0 analysis that the library
 * replaced (test/discard_reference.c, one crib_mask_score_starters() call per completion
 * summed eight bytes at a time). Prints figures
 * only; the best of a few runs of each is kept, and every result is summed or counted so
 * that no call can be left out. */
#define _POSIX_C_SOURCE 200809L

#include "crib.h"
#include "discard_reference.h"
#include "reference.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define HANDS 270725
#define PAIRS 12994800.0
#define ROUNDS 3

/* What a timed loop produced: a checksum of per-call totals, or a histogram of them. */
typedef struct result {
    unsigned long long checksum;
    unsigned long long count[256];
} result;

typedef void (*workload)(result *r);

/* A call the benchmark cannot go on without: a refusal stops it, naming the call and the
 * code, with status 1 (a never-taken branch, cheap beside the calls it guards). */
static int32_t must(int32_t code, const char *call)
{
    if (code < 0) {
        fprintf(stderr, "bench: %s: %d, %s\n", call, (int)code, crib_strerror(code));
        exit(1);
    }
    return code;
}

#define MUST(call) must((call), #call)

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int lowest_bit(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(x);
#else
    int n = 0;
    while (!(x & 1)) {
        x >>= 1;
        n++;
    }
    return n;
#endif
}

/* Runs body for every 4-card hand: its cards in increasing order, and its mask. */
#define FOR_EVERY_HAND(cards, mask, body)                                                          \
    for (int a_ = 0; a_ < CRIB_CARDS; a_++)                                                        \
        for (int b_ = a_ + 1; b_ < CRIB_CARDS; b_++)                                               \
            for (int c_ = b_ + 1; c_ < CRIB_CARDS; c_++)                                           \
                for (int d_ = c_ + 1; d_ < CRIB_CARDS; d_++) {                                     \
                    crib_card cards[4] = {(crib_card)a_, (crib_card)b_, (crib_card)c_,             \
                                          (crib_card)d_};                                          \
                    uint64_t mask = (UINT64_C(1) << a_) | (UINT64_C(1) << b_) |                    \
                                    (UINT64_C(1) << c_) | (UINT64_C(1) << d_);                     \
                    body                                                                           \
                }

/* Runs body for every starter s not in the hand. */
#define FOR_EVERY_STARTER(mask, s, body)                                                           \
    for (uint64_t rest_ = ~(mask)&CRIB_DECK_MASK; rest_; rest_ &= rest_ - 1) {                     \
        crib_card s = (crib_card)lowest_bit(rest_);                                                \
        body                                                                                       \
    }

static void plain_per_call(result *r)
{
    FOR_EVERY_HAND(cards, mask, {FOR_EVERY_STARTER(mask, s, {
                       r->checksum += (unsigned)ref_hand_score(cards, 4, s, 0);
                   })})
}

static void hand_score_per_call(result *r)
{
    FOR_EVERY_HAND(cards, mask, {FOR_EVERY_STARTER(mask, s, {
                       r->checksum += (unsigned)crib_hand_score(cards, 4, s, 0, NULL);
                   })})
}

static void mask_score_per_call(result *r)
{
    FOR_EVERY_HAND(cards, mask, {
        (void)cards;
        FOR_EVERY_STARTER(mask, s, { r->checksum += (unsigned)crib_mask_score(mask, s, 0); })
    })
}

static void plain_counted(result *r)
{
    FOR_EVERY_HAND(cards, mask,
                   {FOR_EVERY_STARTER(mask, s, { r->count[ref_hand_score(cards, 4, s, 0)]++; })})
}

/* One histogram per suit position: consecutive scores often fall in the same bin, and
 * one histogram would make each count wait for the previous one's store. */
static void mask_starters_counted(result *r)
{
    uint8_t scores[CRIB_CARDS];
    uint32_t count[4][256];
    memset(count, 0, sizeof count);
    FOR_EVERY_HAND(cards, mask, {
        (void)cards;
        MUST(crib_mask_score_starters(mask, 0, scores));
        for (int s = 0; s < CRIB_CARDS; s += 4) {
            count[0][scores[s]]++;
            count[1][scores[s + 1]]++;
            count[2][scores[s + 2]]++;
            count[3][scores[s + 3]]++;
        }
    })
    for (int t = 0; t < 255; t++) /* 255 marks the hands' own cards */
        r->count[t] = (unsigned long long)count[0][t] + count[1][t] + count[2][t] + count[3][t];
}

/* One workload, and the best time of its runs. */
typedef struct timing {
    const char *name;
    workload run;
    int runs_a_round; /* more for the fast ones, whose runs are short */
    double calls;     /* calls to the scorer in one run */
    double best;      /* seconds */
    result r;         /* what its last run produced */
} timing;

/* Rounds of every workload in turn, so that a busy spell on the machine falls on all of
 * them alike rather than on one; each keeps its best run. */
static void time_all(timing *t, int n, int rounds)
{
    for (int round = 0; round < rounds; round++)
        for (int i = 0; i < n; i++)
            for (int k = 0; k < t[i].runs_a_round; k++) {
                memset(&t[i].r, 0, sizeof t[i].r);
                double start = now_seconds();
                t[i].run(&t[i].r);
                double seconds = now_seconds() - start;
                if ((round == 0 && k == 0) || seconds < t[i].best)
                    t[i].best = seconds;
            }
}

static unsigned long long histogram_sum(const result *r)
{
    unsigned long long sum = 0;
    for (unsigned t = 0; t < 256; t++)
        sum += r->count[t] * t;
    return sum;
}

static void row(const timing *t, const timing *baseline)
{
    printf("  %-40s %9.1f %8.2f %9.2f %12.4g %8.1fx\n", t->name, t->best * 1e3,
           t->best * 1e9 / t->calls, t->best * 1e9 / PAIRS, PAIRS / t->best,
           baseline->best / t->best);
}

/* ---- The discard analysis ---- */

/* Deals timed by each method, fewer for the slow ones; the first deals are common to all,
 * and their keeps are compared. */
#define SIX_DEALS 4096
#define OLD_SIX_DEALS 256
#define BRUTE_SIX_DEALS 32
#define SCORE_SIX_DEALS 4
#define ONE_DEALS 512
#define OLD_ONE_DEALS 16
#define BRUTE_ONE_DEALS 4
#define COMPARED 4 /* deals whose keeps every method checksums */

/* Deal number i: n distinct cards from a fixed generator, the same on every run. */
static void make_deal(int i, crib_card *dealt, int n)
{
    uint64_t x = UINT64_C(0x9E3779B97F4A7C15) * (uint64_t)(i + 1), used = 0;
    for (int k = 0; k < n;) {
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        int c = (int)(((x * UINT64_C(0x2545F4914F6CDD1D)) >> 32) % CRIB_CARDS);
        if (!(used & (UINT64_C(1) << c))) {
            used |= UINT64_C(1) << c;
            dealt[k++] = (crib_card)c;
        }
    }
}

/* One keep's figures mixed into a number; the numbers of a deal's keeps are added, so
 * that the order of the keeps does not matter. */
static unsigned long long keep_hash(uint64_t keep, const crib_expect *hand, const crib_expect *crib)
{
    unsigned long long h = keep * 0x9E3779B97F4A7C15ull;
    const unsigned long long part[8] = {hand->sum, hand->count, hand->min, hand->max,
                                        crib->sum, crib->count, crib->min, crib->max};
    for (int i = 0; i < 8; i++)
        h = (h ^ part[i]) * 0xBF58476D1CE4E5B9ull;
    return h ^ (h >> 31);
}

static unsigned long long keeps_hash(const crib_keep *keeps, int n)
{
    unsigned long long sum = 0;
    for (int i = 0; i < n; i++)
        sum += keep_hash(keeps[i].keep, &keeps[i].hand, &keeps[i].crib);
    return sum;
}

static void expect_add(crib_expect *e, unsigned v)
{
    e->sum += v;
    e->count++;
    e->min = v < e->min ? v : e->min;
    e->max = v > e->max ? v : e->max;
}

/* Every completion of the crib of `known` by unseen cards (none of `seen`), each scored
 * with all its starters by one crib_mask_score_starters() call and summed plainly. */
static void brute_crib(crib_expect *e, uint64_t known, uint64_t seen, int need, int from)
{
    if (need == 0) {
        uint8_t scores[CRIB_CARDS];
        MUST(crib_mask_score_starters(known, CRIB_SCORE_CRIB, scores));
        FOR_EVERY_STARTER(seen | known, s, { expect_add(e, scores[s]); })
        return;
    }
    for (int c = from; c < CRIB_CARDS; c++)
        if (!(((seen | known) >> c) & 1))
            brute_crib(e, known | (UINT64_C(1) << c), seen, need - 1, c + 1);
}

/* The brute force of the issue that asked for the counted analysis: each keep's hand by
 * one crib_mask_score_starters() call, its crib by one call per completion. */
static unsigned long long brute_deal(const crib_card *dealt, int n)
{
    uint64_t deal = 0;
    for (int i = 0; i < n; i++)
        deal |= UINT64_C(1) << dealt[i];
    unsigned long long sum = 0;
    uint64_t keep = 0;
    do {
        keep = (keep - deal) & deal; /* the subsets of the deal in increasing order */
        int kept = 0;
        for (uint64_t m = keep; m; m &= m - 1)
            kept++;
        if (kept != 4)
            continue;
        crib_expect hand = {0, 0, 255, 0, 0, 0.0}, crib = {0, 0, 255, 0, 0, 0.0};
        uint8_t scores[CRIB_CARDS];
        MUST(crib_mask_score_starters(keep, 0, scores));
        FOR_EVERY_STARTER(deal, s, { expect_add(&hand, scores[s]); })
        brute_crib(&crib, deal & ~keep, keep, 4 - (n - 4), 0);
        sum += keep_hash(keep, &hand, &crib);
    } while (keep != deal);
    return sum;
}

/* The same sums with crib_hand_score(), one call per hand or crib and starter; a
 * checksum of the sums only (683,790 calls a six-card deal). */
static unsigned long long hand_score_deal(const crib_card dealt[6])
{
    unsigned long long sum = 0;
    uint64_t deal = 0;
    for (int i = 0; i < 6; i++)
        deal |= UINT64_C(1) << dealt[i];
    for (int d1 = 0; d1 < 6; d1++)
        for (int d2 = d1 + 1; d2 < 6; d2++) {
            crib_card keep[4], crib[4] = {dealt[d1], dealt[d2], 0, 0};
            for (int i = 0, k = 0; i < 6; i++)
                if (i != d1 && i != d2)
                    keep[k++] = dealt[i];
            FOR_EVERY_STARTER(deal, s, { sum += (unsigned)crib_hand_score(keep, 4, s, 0, NULL); })
            for (int x = 0; x < CRIB_CARDS; x++)
                for (int y = x + 1; y < CRIB_CARDS; y++) {
                    if ((deal >> x) & 1 || (deal >> y) & 1)
                        continue;
                    uint64_t used = deal | (UINT64_C(1) << x) | (UINT64_C(1) << y);
                    crib[2] = (crib_card)x;
                    crib[3] = (crib_card)y;
                    FOR_EVERY_STARTER(used, s, {
                        sum += (unsigned)crib_hand_score(crib, 4, s, CRIB_SCORE_CRIB, NULL);
                    })
                }
        }
    return sum;
}

typedef int32_t (*analyzer)(const crib_card *, size_t, uint32_t, crib_keep *, size_t);

/* Runs `deals` deals of n cards through an analyzer, keeping the first deals' hashes. */
static void run_analyzer(result *r, analyzer f, int deals, int n)
{
    for (int i = 0; i < deals; i++) {
        crib_card dealt[6];
        crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
        make_deal(i, dealt, n);
        int k = f(dealt, (size_t)n, CRIB_DISCARD_DEALER, keeps, CRIB_DISCARD_MAX_KEEPS);
        unsigned long long h = keeps_hash(keeps, k);
        r->checksum += h;
        if (i < COMPARED)
            r->count[i] = h;
    }
}

static void run_brute(result *r, int deals, int n)
{
    for (int i = 0; i < deals; i++) {
        crib_card dealt[6];
        make_deal(i, dealt, n);
        unsigned long long h = brute_deal(dealt, n);
        r->checksum += h;
        if (i < COMPARED)
            r->count[i] = h;
    }
}

static void six_new(result *r)
{
    run_analyzer(r, crib_discard_analyze, SIX_DEALS, 6);
}
static void six_old(result *r)
{
    run_analyzer(r, ref_discard_analyze, OLD_SIX_DEALS, 6);
}
static void six_brute(result *r)
{
    run_brute(r, BRUTE_SIX_DEALS, 6);
}
static void one_new(result *r)
{
    run_analyzer(r, crib_discard_analyze, ONE_DEALS, 5);
}
static void one_old(result *r)
{
    run_analyzer(r, ref_discard_analyze, OLD_ONE_DEALS, 5);
}
static void one_brute(result *r)
{
    run_brute(r, BRUTE_ONE_DEALS, 5);
}

static void six_hand_score(result *r)
{
    for (int i = 0; i < SCORE_SIX_DEALS; i++) {
        crib_card dealt[6];
        make_deal(i, dealt, 6);
        r->checksum += hand_score_deal(dealt);
    }
}

/* The sums of the hands and cribs of the first deals, by the library, for the plain
 * crib_hand_score() brute force, which keeps sums only. */
static unsigned long long six_sums(int deals)
{
    unsigned long long sum = 0;
    for (int i = 0; i < deals; i++) {
        crib_card dealt[6];
        crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
        make_deal(i, dealt, 6);
        int k = crib_discard_analyze(dealt, 6, CRIB_DISCARD_DEALER, keeps, CRIB_DISCARD_MAX_KEEPS);
        for (int j = 0; j < k; j++)
            sum += keeps[j].hand.sum + keeps[j].crib.sum;
    }
    return sum;
}

/* crib_discard_expect() with a deal's keep dead: two known cards and four dead, one
 * known and four dead; a checksum of everything it gives. */
#define EXPECTS 4096
#define OLD_EXPECTS 256

typedef int32_t (*expecter)(uint64_t, uint64_t, crib_expect *);

static void run_expects(result *r, expecter f, int n, int known)
{
    for (int i = 0; i < n; i++) {
        crib_card dealt[6];
        make_deal(i, dealt, 6);
        uint64_t discard = 0, dead = 0;
        for (int k = 0; k < 6; k++)
            *(k < known ? &discard : &dead) |= UINT64_C(1) << dealt[k];
        crib_expect e;
        f(discard, dead, &e);
        unsigned long long h = keep_hash(discard, &e, &e);
        r->checksum += h;
        if (i < COMPARED)
            r->count[i] = h;
    }
}

static void two_new(result *r)
{
    run_expects(r, crib_discard_expect, EXPECTS, 2);
}
static void two_old(result *r)
{
    run_expects(r, ref_discard_expect, OLD_EXPECTS, 2);
}
static void one_known_new(result *r)
{
    run_expects(r, crib_discard_expect, EXPECTS / 4, 1);
}
static void one_known_old(result *r)
{
    run_expects(r, ref_discard_expect, OLD_EXPECTS / 16, 1);
}

static void discard_row(const timing *t, const timing *brute)
{
    double us = t->best * 1e6 / t->calls, brute_us = brute->best * 1e6 / brute->calls;
    printf("  %-44s %10.1f %10.0f %9.1fx\n", t->name, us, 1e6 / us, brute_us / us);
}

static int same_keeps(const timing *a, const timing *b)
{
    return !memcmp(a->r.count, b->r.count, COMPARED * sizeof a->r.count[0]);
}

/* Returns 1 when every method found the same keeps on the deals they share. */
static int bench_discard(void)
{
    static timing six[] = {
        {"brute force, crib_hand_score per starter",
         six_hand_score,
         1,
         SCORE_SIX_DEALS,
         0,
         {0, {0}}},
        {"brute force, crib_mask_score_starters", six_brute, 1, BRUTE_SIX_DEALS, 0, {0, {0}}},
        {"1.0.0 analysis (test/discard_reference.c)", six_old, 1, OLD_SIX_DEALS, 0, {0, {0}}},
        {"crib_discard_analyze", six_new, 3, SIX_DEALS, 0, {0, {0}}},
    };
    static timing one[] = {
        {"brute force, crib_mask_score_starters", one_brute, 1, BRUTE_ONE_DEALS, 0, {0, {0}}},
        {"1.0.0 analysis (test/discard_reference.c)", one_old, 1, OLD_ONE_DEALS, 0, {0, {0}}},
        {"crib_discard_analyze", one_new, 3, ONE_DEALS, 0, {0, {0}}},
    };
    static timing expects[] = {
        {"1.0.0, 2 known, 4 dead", two_old, 1, OLD_EXPECTS, 0, {0, {0}}},
        {"crib_discard_expect, 2 known, 4 dead", two_new, 3, EXPECTS, 0, {0, {0}}},
        {"1.0.0, 1 known, 5 dead", one_known_old, 1, OLD_EXPECTS / 16, 0, {0, {0}}},
        {"crib_discard_expect, 1 known, 5 dead", one_known_new, 3, EXPECTS / 4, 0, {0, {0}}},
    };
    time_all(six, 4, ROUNDS);
    time_all(one, 3, ROUNDS);
    time_all(expects, 4, ROUNDS);
    printf("\nthe discard analysis, dealer, one thread, the best of %d runs; vs brute is the\n"
           "time of the brute force by crib_mask_score_starters (one call per crib completion)\n"
           "over this one's, in the same run\n",
           ROUNDS);
    printf("six-card deals (15 keeps; each hand over 46 starters, each crib over 45,540\n"
           "completions and starters):\n");
    printf("%-46s %10s %10s %10s\n", "", "us/deal", "deals/s", "vs brute");
    for (int i = 0; i < 4; i++)
        discard_row(&six[i], &six[1]);
    printf("five-card deals discarding one (5 keeps; each crib over 713,460 completions and "
           "starters):\n");
    for (int i = 0; i < 3; i++)
        discard_row(&one[i], &one[0]);
    printf("crib_discard_expect with a deal's other cards dead (per call; vs is the 1.0.0\n"
           "analysis's time over this one's):\n");
    printf("%-46s %10s %10s %10s\n", "", "us/call", "calls/s", "vs 1.0.0");
    for (int i = 0; i < 4; i++)
        discard_row(&expects[i], &expects[i - i % 2]);
    int agree = same_keeps(&expects[0], &expects[1]) && same_keeps(&expects[2], &expects[3]) &&
                same_keeps(&six[1], &six[2]) && same_keeps(&six[1], &six[3]) &&
                same_keeps(&one[0], &one[1]) && same_keeps(&one[0], &one[2]) &&
                six[0].r.checksum == six_sums(SCORE_SIX_DEALS);
    printf("every method finds the same keeps (sums, counts, least and most) on the first %d "
           "deals: %s\n",
           COMPARED, agree ? "yes" : "NO");
    return agree;
}

#define BOT_DEALS 300
#define MAX_PLAYS (BOT_DEALS * 8)

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The strong bot's decisions, each timed: the discards and plays of BOT_DEALS deals of
 * the strong bot against itself through the deal driver, mid-game (a target of 1000). */
static void bench_bots(void)
{
    static double plays[MAX_PLAYS], discards[2 * BOT_DEALS];
    int np = 0, nd = 0;
    crib_game_rules r;
    MUST(crib_game_rules_default(&r, CRIB_VARIANT_SIX_CARD));
    r.target = 1000;
    for (int i = 0; i < BOT_DEALS; i++) {
        crib_deal d;
        crib_view v;
        crib_status st;
        uint64_t away[2];
        MUST(crib_deal_init(&d, &r, (uint64_t)i + 1, (uint32_t)i & 1));
        MUST(crib_deal_start(&d));
        for (uint32_t p = 0; p < 2; p++) {
            crib_card out[2];
            MUST(crib_deal_view(&d, p, 0, &v));
            double t0 = now_seconds();
            MUST(crib_bot_choose_discard(&v, CRIB_BOT_STRONG, 1, out, 2));
            discards[nd++] = now_seconds() - t0;
            MUST(crib_mask_from_cards(out, 2, &away[p]));
            MUST(crib_deal_discard(&d, p, out, 2));
        }
        MUST(crib_deal_cut(&d, NULL));
        MUST(crib_deal_status(&d, &st));
        while (st.stage == CRIB_STAGE_PLAY) {
            crib_play pl;
            crib_card c;
            MUST(crib_deal_play(&d, &pl));
            uint32_t who = (uint32_t)crib_play_turn(&pl);
            MUST(crib_deal_view(&d, who, away[who], &v));
            double t0 = now_seconds();
            int32_t rc = crib_bot_choose_play(&v, CRIB_BOT_STRONG, 1, &c);
            if (np < MAX_PLAYS)
                plays[np++] = now_seconds() - t0;
            if (rc == 1)
                MUST(crib_deal_play_card(&d, who, c, NULL));
            else
                MUST(crib_deal_play_go(&d, who, NULL));
            MUST(crib_deal_status(&d, &st));
        }
    }
    printf("\nthe strong bot (CRIB_BOT_STRONG), %d deals against itself, one thread, each\n"
           "decision timed (a go or a single legal card included):\n",
           BOT_DEALS);
    printf("%-42s %9s %9s %9s %9s\n", "", "mean ms", "median", "99%", "max");
    double *sets[2] = {discards, plays};
    int counts[2] = {nd, np};
    const char *names[2] = {"crib_bot_choose_discard", "crib_bot_choose_play"};
    for (int k = 0; k < 2; k++) {
        double sum = 0;
        for (int i = 0; i < counts[k]; i++)
            sum += sets[k][i];
        qsort(sets[k], (size_t)counts[k], sizeof(double), by_value);
        printf("  %-40s %9.3f %9.3f %9.3f %9.3f\n", names[k], sum / counts[k] * 1e3,
               sets[k][counts[k] / 2] * 1e3, sets[k][counts[k] * 99 / 100] * 1e3,
               sets[k][counts[k] - 1] * 1e3);
    }
}

int main(void)
{
    static timing t[] = {
        {"plain scorer (test/reference.c)", plain_per_call, 1, PAIRS, 0, {0, {0}}},
        {"crib_hand_score, total only (the tables)", hand_score_per_call, 1, PAIRS, 0, {0, {0}}},
        {"crib_mask_score", mask_score_per_call, 5, PAIRS, 0, {0, {0}}},
        {"plain scorer, 48 calls a hand", plain_counted, 1, PAIRS, 0, {0, {0}}},
        {"crib_mask_score_starters, 1 call a hand", mask_starters_counted, 5, HANDS, 0, {0, {0}}},
    };
    printf("libcrib %s bench: all %.0f (4-card hand, starter) pairs, hand rules, one thread;\n"
           "the best of %d runs of each scorer (%d of the fast ones), in turns; the library's\n"
           "functions called through the shared library\n\n",
           crib_version_string(), PAIRS, ROUNDS, ROUNDS * t[2].runs_a_round);
    time_all(t, (int)(sizeof t / sizeof t[0]), ROUNDS);

    printf("%-42s %9s %8s %9s %12s %9s\n", "", "ms", "ns/call", "ns/hand", "hands/s", "vs plain");
    printf("per call, a checksum of the totals:\n");
    row(&t[0], &t[0]);
    row(&t[1], &t[0]);
    row(&t[2], &t[0]);
    printf("every starter of every hand, each total counted:\n");
    row(&t[3], &t[3]);
    row(&t[4], &t[3]);

    unsigned long long sum = t[0].r.checksum;
    int agree = t[1].r.checksum == sum && t[2].r.checksum == sum && histogram_sum(&t[3].r) == sum &&
                !memcmp(t[3].r.count, t[4].r.count, sizeof t[4].r.count);
    printf("\nsum of totals %llu; every scorer %s\n", sum, agree ? "agrees" : "DOES NOT AGREE");
    printf("ns/hand is per (hand, starter) pair; vs plain is the plain scorer's time over this "
           "one's\n");
    agree &= bench_discard();
    bench_bots();
    return agree ? 0 : 1;
}
