/* SPDX-License-Identifier: MIT */
/* make bench: times the fast evaluator, through the shared library, against a plain scorer
 * (test/reference.c: fifteens by trying every subset) and crib_hand_score(), in one run on
 * one thread, over all 12,994,800 (4-card hand, starter) pairs; then the discard analysis
 * of six-card deals against brute-force enumeration with crib_hand_score(). Prints figures
 * only; the best of a few runs of each is kept, and every result is summed or counted so
 * that no call can be left out. */
#define _POSIX_C_SOURCE 200809L

#include "crib.h"
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
#define FOR_EVERY_HAND(cards, mask, body)                                                   \
    for (int a_ = 0; a_ < CRIB_CARDS; a_++)                                                 \
        for (int b_ = a_ + 1; b_ < CRIB_CARDS; b_++)                                        \
            for (int c_ = b_ + 1; c_ < CRIB_CARDS; c_++)                                    \
                for (int d_ = c_ + 1; d_ < CRIB_CARDS; d_++) {                              \
                    crib_card cards[4] = {(crib_card)a_, (crib_card)b_, (crib_card)c_,      \
                                          (crib_card)d_};                                   \
                    uint64_t mask = (UINT64_C(1) << a_) | (UINT64_C(1) << b_) |             \
                                    (UINT64_C(1) << c_) | (UINT64_C(1) << d_);              \
                    body                                                                    \
                }

/* Runs body for every starter s not in the hand. */
#define FOR_EVERY_STARTER(mask, s, body)                                                    \
    for (uint64_t rest_ = ~(mask) & CRIB_DECK_MASK; rest_; rest_ &= rest_ - 1) {            \
        crib_card s = (crib_card)lowest_bit(rest_);                                         \
        body                                                                                \
    }

static void plain_per_call(result *r)
{
    FOR_EVERY_HAND(cards, mask, {
        FOR_EVERY_STARTER(mask, s, { r->checksum += (unsigned)ref_hand_score(cards, 4, s, 0); })
    })
}

static void hand_score_per_call(result *r)
{
    FOR_EVERY_HAND(cards, mask, {
        FOR_EVERY_STARTER(mask, s, {
            r->checksum += (unsigned)crib_hand_score(cards, 4, s, 0, NULL);
        })
    })
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
    FOR_EVERY_HAND(cards, mask, {
        FOR_EVERY_STARTER(mask, s, { r->count[ref_hand_score(cards, 4, s, 0)]++; })
    })
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
        crib_mask_score_starters(mask, 0, scores);
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

#define DEALS 64
#define BRUTE_DEALS 2

/* Deal number i: six distinct cards from a fixed generator, the same on every run. */
static void make_deal(int i, crib_card dealt[6])
{
    uint64_t x = UINT64_C(0x9E3779B97F4A7C15) * (uint64_t)(i + 1), used = 0;
    for (int k = 0; k < 6;) {
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

/* The sums crib_discard_analyze() finds, the obvious way: every keep, every starter for
 * the hand, every completion of the crib and every starter for the crib, one
 * crib_hand_score() call each (683,790 calls a deal). */
static unsigned long long brute_force_deal(const crib_card dealt[6])
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

static unsigned long long analysed_sum(const crib_keep *keeps, int n)
{
    unsigned long long sum = 0;
    for (int i = 0; i < n; i++)
        sum += keeps[i].hand.sum + keeps[i].crib.sum;
    return sum;
}

static void analyse_deals(result *r)
{
    for (int i = 0; i < DEALS; i++) {
        crib_card dealt[6];
        crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
        make_deal(i, dealt);
        int n = crib_discard_analyze(dealt, 6, CRIB_DISCARD_DEALER, keeps, CRIB_DISCARD_MAX_KEEPS);
        r->checksum += analysed_sum(keeps, n);
        if (i < BRUTE_DEALS)
            r->count[i] = analysed_sum(keeps, n);
    }
}

static void brute_force_deals(result *r)
{
    for (int i = 0; i < BRUTE_DEALS; i++) {
        crib_card dealt[6];
        make_deal(i, dealt);
        r->count[i] = brute_force_deal(dealt);
        r->checksum += r->count[i];
    }
}

/* Returns 1 when the analysis and brute force found the same sums. */
static int bench_discard(void)
{
    static timing t[] = {
        {"brute force, crib_hand_score total only", brute_force_deals, 1, BRUTE_DEALS, 0,
         {0, {0}}},
        {"crib_discard_analyze", analyse_deals, 3, DEALS, 0, {0, {0}}},
    };
    time_all(t, 2, ROUNDS);
    double brute = t[0].best * 1e3 / BRUTE_DEALS, fast = t[1].best * 1e3 / DEALS;
    printf("\nthe discard analysis of a six-card deal (15 keeps, each hand over 46 starters,\n"
           "each crib over 45,540 completions and starters), dealer, one thread:\n");
    printf("%-42s %9s %12s %9s\n", "", "ms/deal", "deals/s", "vs brute");
    printf("  %-40s %9.3f %12.1f %8.1fx\n", t[0].name, brute, 1e3 / brute, 1.0);
    printf("  %-40s %9.3f %12.1f %8.1fx\n", t[1].name, fast, 1e3 / fast, brute / fast);
    int agree = !memcmp(t[0].r.count, t[1].r.count, BRUTE_DEALS * sizeof t[0].r.count[0]);
    printf("the analysis and brute force %s on the %d deals both did\n",
           agree ? "agree" : "DO NOT AGREE", BRUTE_DEALS);
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
    crib_game_rules_default(&r, CRIB_VARIANT_SIX_CARD);
    r.target = 1000;
    for (int i = 0; i < BOT_DEALS; i++) {
        crib_deal d;
        crib_view v;
        crib_status st;
        uint64_t away[2];
        crib_deal_init(&d, &r, (uint64_t)i + 1, (uint32_t)i & 1);
        crib_deal_start(&d);
        for (uint32_t p = 0; p < 2; p++) {
            crib_card out[2];
            crib_deal_view(&d, p, 0, &v);
            double t0 = now_seconds();
            crib_bot_choose_discard(&v, CRIB_BOT_STRONG, 1, out, 2);
            discards[nd++] = now_seconds() - t0;
            crib_mask_from_cards(out, 2, &away[p]);
            crib_deal_discard(&d, p, out, 2);
        }
        crib_deal_cut(&d, NULL);
        crib_deal_status(&d, &st);
        while (st.stage == CRIB_STAGE_PLAY) {
            crib_play pl;
            crib_card c;
            crib_deal_play(&d, &pl);
            uint32_t who = (uint32_t)crib_play_turn(&pl);
            crib_deal_view(&d, who, away[who], &v);
            double t0 = now_seconds();
            int32_t rc = crib_bot_choose_play(&v, CRIB_BOT_STRONG, 1, &c);
            if (np < MAX_PLAYS)
                plays[np++] = now_seconds() - t0;
            if (rc == 1)
                crib_deal_play_card(&d, who, c, NULL);
            else
                crib_deal_play_go(&d, who, NULL);
            crib_deal_status(&d, &st);
        }
    }
    printf("\nthe strong bot (CRIB_BOT_STRONG), %d deals against itself, one thread, each\n"
           "decision timed (a go or a single legal card included):\n", BOT_DEALS);
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
        {"crib_mask_score_starters, 1 call a hand", mask_starters_counted, 5, HANDS, 0,
         {0, {0}}},
    };
    printf("libcrib %s bench: all %.0f (4-card hand, starter) pairs, hand rules, one thread;\n"
           "the best of %d runs of each scorer (%d of the fast ones), in turns; the library's\n"
           "functions called through the shared library\n\n",
           crib_version_string(), PAIRS, ROUNDS, ROUNDS * t[2].runs_a_round);
    time_all(t, (int)(sizeof t / sizeof t[0]), ROUNDS);

    printf("%-42s %9s %8s %9s %12s %9s\n", "", "ms", "ns/call", "ns/hand", "hands/s",
           "vs plain");
    printf("per call, a checksum of the totals:\n");
    row(&t[0], &t[0]);
    row(&t[1], &t[0]);
    row(&t[2], &t[0]);
    printf("every starter of every hand, each total counted:\n");
    row(&t[3], &t[3]);
    row(&t[4], &t[3]);

    unsigned long long sum = t[0].r.checksum;
    int agree = t[1].r.checksum == sum && t[2].r.checksum == sum &&
                histogram_sum(&t[3].r) == sum &&
                !memcmp(t[3].r.count, t[4].r.count, sizeof t[4].r.count);
    printf("\nsum of totals %llu; every scorer %s\n", sum, agree ? "agrees" : "DOES NOT AGREE");
    printf("ns/hand is per (hand, starter) pair; vs plain is the plain scorer's time over this "
           "one's\n");
    agree &= bench_discard();
    bench_bots();
    return agree ? 0 : 1;
}
