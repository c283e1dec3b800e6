/* make bench: times the fast evaluator, through the shared library, against a plain scorer
 * (test/reference.c: fifteens by trying every subset) and crib_hand_score(), in one run on
 * one thread, over all 12,994,800 (4-card hand, starter) pairs. Prints figures only; the
 * best of a few runs of each is kept, and every result is summed or counted so that no
 * call can be left out. */
#define _POSIX_C_SOURCE 200809L

#include "crib.h"
#include "reference.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#define HANDS 270725
#define PAIRS 12994800.0
#define RUNS_FAST 15
#define RUNS_SLOW 3

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

/* The best of n runs, in seconds; the result is the last run's. */
static double best_time(workload w, int runs, result *r)
{
    double best = 0;
    for (int i = 0; i < runs; i++) {
        memset(r, 0, sizeof *r);
        double start = now_seconds();
        w(r);
        double t = now_seconds() - start;
        if (i == 0 || t < best)
            best = t;
    }
    return best;
}

static unsigned long long histogram_sum(const result *r)
{
    unsigned long long sum = 0;
    for (unsigned t = 0; t < 256; t++)
        sum += r->count[t] * t;
    return sum;
}

static void row(const char *name, double seconds, double calls, double baseline)
{
    printf("%-42s %9.1f %8.2f %9.2f %12.4g %8.1fx\n", name, seconds * 1e3,
           seconds * 1e9 / calls, seconds * 1e9 / PAIRS, PAIRS / seconds, baseline / seconds);
}

int main(void)
{
    result plain, hand_score, mask_score, plain_count, starters;
    printf("libcrib %s bench: all %.0f (4-card hand, starter) pairs, hand rules, one thread,\n"
           "best of %d runs (%d for the slow scorers); the fast evaluator through %s\n\n",
           crib_version_string(), PAIRS, RUNS_FAST, RUNS_SLOW, "the shared library");
    printf("%-42s %9s %8s %9s %12s %9s\n", "", "ms", "ns/call", "ns/hand", "hands/s",
           "vs plain");

    double t_plain = best_time(plain_per_call, RUNS_SLOW, &plain);
    double t_hand = best_time(hand_score_per_call, RUNS_SLOW, &hand_score);
    double t_mask = best_time(mask_score_per_call, RUNS_FAST, &mask_score);
    printf("per call, a checksum of the totals:\n");
    row("  plain scorer (test/reference.c)", t_plain, PAIRS, t_plain);
    row("  crib_hand_score", t_hand, PAIRS, t_plain);
    row("  crib_mask_score", t_mask, PAIRS, t_plain);

    double t_plain_count = best_time(plain_counted, RUNS_SLOW, &plain_count);
    double t_starters = best_time(mask_starters_counted, RUNS_FAST, &starters);
    printf("every starter of every hand, each total counted:\n");
    row("  plain scorer, 48 calls a hand", t_plain_count, PAIRS, t_plain_count);
    row("  crib_mask_score_starters, 1 call a hand", t_starters, HANDS, t_plain_count);

    int agree = plain.checksum == hand_score.checksum && plain.checksum == mask_score.checksum &&
                !memcmp(plain_count.count, starters.count, sizeof starters.count) &&
                plain.checksum == histogram_sum(&starters);
    printf("\nsum of totals %llu; every scorer %s\n", plain.checksum,
           agree ? "agrees" : "DOES NOT AGREE");
    printf("ns/hand is per (hand, starter) pair; vs plain is the plain scorer's time over this "
           "one's\n");
    return agree ? 0 : 1;
}
