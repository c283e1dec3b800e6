/* SPDX-License-Identifier: MIT */
/* crib stats: the distribution of the totals of every (4-card hand, starter) pair. */
/* POSIX for clock_gettime; a feature-test macro is reserved by design. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _POSIX_C_SOURCE 200809L

#include "cli.h"

#include <math.h>
#include <string.h>
#include <time.h>

#define MAX_TOTAL 29

typedef struct stats {
    unsigned long long count[MAX_TOTAL + 1]; /* by total */
    unsigned long long pairs, sum, sum_squares;
    double seconds;
} stats;

static void stats_usage(FILE *f)
{
    fputs("usage: crib stats [--crib] [--json]\n"
          "  Scores all 12,994,800 (4-card hand, starter) pairs and prints how many give each\n"
          "  total, with the sum, the mean, the standard deviation and the time it took.\n"
          "  --crib  score as cribs: only a flush of all five cards counts\n"
          "  --json  print one JSON object instead of text\n",
          f);
}

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Every hand once, with all its starters from one call. One count per suit position:
 * with one, each count would wait for the store of the one before, often the same. */
static int collect(uint32_t flags, stats *st)
{
    uint32_t count[4][256];
    memset(st, 0, sizeof *st);
    memset(count, 0, sizeof count);
    double start = now_seconds();
    uint8_t scores[CRIB_CARDS];
    for (int a = 0; a < CRIB_CARDS; a++)
        for (int b = a + 1; b < CRIB_CARDS; b++)
            for (int c = b + 1; c < CRIB_CARDS; c++)
                for (int d = c + 1; d < CRIB_CARDS; d++) {
                    uint64_t mask = (UINT64_C(1) << a) | (UINT64_C(1) << b) | (UINT64_C(1) << c) |
                                    (UINT64_C(1) << d);
                    if (crib_mask_score_starters(mask, flags, scores) < 0)
                        return 0;
                    for (int s = 0; s < CRIB_CARDS; s += 4) {
                        count[0][scores[s]]++;
                        count[1][scores[s + 1]]++;
                        count[2][scores[s + 2]]++;
                        count[3][scores[s + 3]]++;
                    }
                }
    st->seconds = now_seconds() - start;
    for (unsigned t = 0; t <= MAX_TOTAL; t++) {
        st->count[t] = (unsigned long long)count[0][t] + count[1][t] + count[2][t] + count[3][t];
        st->pairs += st->count[t];
        st->sum += st->count[t] * t;
        st->sum_squares += st->count[t] * t * t;
    }
    return 1;
}

static double mean(const stats *st)
{
    return (double)st->sum / (double)st->pairs;
}

/* Of the whole population of pairs, not of a sample. */
static double standard_deviation(const stats *st)
{
    double m = mean(st);
    return sqrt((double)st->sum_squares / (double)st->pairs - m * m);
}

static void print_text(const stats *st, int crib)
{
    printf("%s rules: every (4-card hand, starter) pair\n", crib ? "crib" : "hand");
    printf("total      count  percent\n");
    for (unsigned t = 0; t <= MAX_TOTAL; t++)
        printf("%5u %10llu %7.3f%%\n", t, st->count[t],
               100.0 * (double)st->count[t] / (double)st->pairs);
    printf("pairs %llu, sum %llu, mean %.6f, standard deviation %.6f\n", st->pairs, st->sum,
           mean(st), standard_deviation(st));
    printf("took %.1f ms\n", st->seconds * 1e3);
}

static void print_json(const stats *st, int crib)
{
    printf("{\"crib\":%s,\"count\":%llu,\"sum\":%llu,\"mean\":%.6f,"
           "\"standard_deviation\":%.6f,\"distribution\":[",
           crib ? "true" : "false", st->pairs, st->sum, mean(st), standard_deviation(st));
    for (unsigned t = 0; t <= MAX_TOTAL; t++)
        printf(t ? ",%llu" : "%llu", st->count[t]);
    printf("],\"seconds\":%.6f}\n", st->seconds);
}

int cmd_stats(int argc, char **argv)
{
    int crib = 0, json = 0, words = 0;
    const cli_flag opts[] = {{"--crib", &crib}, {"--json", &json}};
    int rc = cli_read_flags("stats", argc, argv, opts, CLI_COUNT(opts), stats_usage, &words);
    if (rc != CLI_OK)
        return rc == CLI_HELP ? CLI_OK : rc;
    if (words > 0)
        return cli_unknown("stats", argv[0], stats_usage);
    stats st;
    if (!collect(crib ? CRIB_SCORE_CRIB : 0, &st)) {
        cli_error("stats: the fast evaluator refused a hand");
        return CLI_FAIL;
    }
    if (json)
        print_json(&st, crib);
    else
        print_text(&st, crib);
    return CLI_OK;
}
