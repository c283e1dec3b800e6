/* SPDX-License-Identifier: MIT */
/* Writes src/gen/keep_table.h to stdout: which keeps the strong bot and the easy bot make,
 * for the expert level's inference of the opponent's hand (src/keep_likelihood.c). `make gen`
 * runs it (eight seconds); `make check-gen` reruns every 13th entry (`gen_keep --every 13`,
 * test/gen.sh) and fails if the checked-in lines differ.
 *
 * For every keep of four ranks (1820 multisets, numbered as the fast evaluator's rows) and
 * every pair of ranks a <= b laid away with it (91 pairs, numbered a * 13 - a * (a - 1) / 2
 * + b - a), the six ranks are dealt as cards whose suits make no flush (the i-th card in
 * rank order of suit i % 4) and crib_discard_analyze() values them as the strong bot does
 * outside the end of the game (hand and crib, the random crib model), as dealer and as
 * pone: the bit of the pair is set when the keep of highest value has the four ranks. The
 * easy bot's bit is set when crib_bot_discard() keeps them. */
#include "crib.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RANKS 13
#define KEEPS 1820
#define PAIRS 91

static int binomial(int n, int k)
{
    if (k < 0 || n < k)
        return 0;
    int b = 1;
    for (int i = 1; i <= k; i++)
        b = b * (n - k + i) / i;
    return b;
}

/* The m ranks of multiset number idx (colex over r0 <= r1 <= ...). */
static void unrank(int idx, int m, int *r)
{
    for (int k = m; k >= 1; k--) {
        int c = k - 1;
        while (binomial(c + 1, k) <= idx)
            c++;
        idx -= binomial(c, k);
        r[k - 1] = c - (k - 1);
    }
}

/* The rank counts of a mask of cards. */
static void counts_of(uint64_t mask, int *cnt)
{
    memset(cnt, 0, RANKS * sizeof *cnt);
    for (int c = 0; c < CRIB_CARDS; c++)
        if ((mask >> c) & 1)
            cnt[c / 4]++;
}

/* 1 when the bot (model 0 strong, 1 easy), dealt keep's ranks and a and b, keeps the keep's
 * ranks. */
static int kept(const int *keep, int a, int b, int dealer, int model)
{
    int six[6] = {keep[0], keep[1], keep[2], keep[3], a, b}, want[RANKS] = {0};
    for (int i = 0; i < 4; i++)
        want[keep[i]]++;
    for (int i = 1; i < 6; i++) /* rank order, for the suits */
        for (int j = i; j > 0 && six[j - 1] > six[j]; j--) {
            int t = six[j];
            six[j] = six[j - 1];
            six[j - 1] = t;
        }
    crib_card dealt[6];
    for (int i = 0; i < 6; i++)
        dealt[i] = (crib_card)(six[i] * 4 + i % 4);
    uint64_t all = 0, keep_mask;
    for (int i = 0; i < 6; i++)
        all |= UINT64_C(1) << dealt[i];
    if (model == 1) {
        crib_card away[2];
        int32_t rc = crib_bot_discard(dealt, 6, 2, (uint32_t)dealer, away);
        if (rc != CRIB_OK) {
            fprintf(stderr, "gen_keep: crib_bot_discard: %s\n", crib_strerror(rc));
            exit(1);
        }
        keep_mask = all & ~(UINT64_C(1) << away[0]) & ~(UINT64_C(1) << away[1]);
    } else {
        crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
        int32_t n = crib_discard_analyze(dealt, 6, dealer ? CRIB_DISCARD_DEALER : 0, keeps,
                                         CRIB_DISCARD_MAX_KEEPS);
        if (n < 1) {
            fprintf(stderr, "gen_keep: crib_discard_analyze: %s\n", crib_strerror(n));
            exit(1);
        }
        keep_mask = keeps[0].keep;
    }
    int got[RANKS];
    counts_of(keep_mask, got);
    return !memcmp(got, want, sizeof got);
}

/* Keep idx's line: its pairs' bits as dealer and as pone. */
static void print_entry(int idx)
{
    static const char names[] = "A23456789TJQK";
    int keep[4], cnt[RANKS] = {0};
    unrank(idx, 4, keep);
    for (int i = 0; i < 4; i++)
        cnt[keep[i]]++;
    uint64_t bits[2][2][2] = {{{0, 0}, {0, 0}}, {{0, 0}, {0, 0}}};
    int p = 0;
    for (int a = 0; a < RANKS; a++)
        for (int b = a; b < RANKS; b++, p++) {
            if (cnt[a] + 1 + (a == b) > 4 || cnt[b] + 1 + (a == b) > 4)
                continue;
            for (int model = 0; model < 2; model++)
                for (int role = 0; role < 2; role++)
                    if (kept(keep, a, b, role == 0, model))
                        bits[model][role][p / 64] |= UINT64_C(1) << (p % 64);
        }
    printf("    {");
    for (int model = 0; model < 2; model++)
        printf("%s{{0x%016llxu, 0x%07llxu}, {0x%016llxu, 0x%07llxu}}", model ? ", " : "",
               (unsigned long long)bits[model][0][0], (unsigned long long)bits[model][0][1],
               (unsigned long long)bits[model][1][0], (unsigned long long)bits[model][1][1]);
    printf("}, /* %4d %c%c%c%c */\n", idx, names[keep[0]], names[keep[1]], names[keep[2]],
           names[keep[3]]);
}

int main(int argc, char **argv)
{
    int every = 0;
    if (argc == 3 && !strcmp(argv[1], "--every") && atoi(argv[2]) > 0)
        every = atoi(argv[2]);
    else if (argc != 1) {
        fprintf(stderr, "usage: gen_keep [--every K]\n");
        return 2;
    }
    if (every) { /* the lines of every K-th entry, for test/gen.sh */
        for (int i = 0; i < KEEPS; i += every)
            print_entry(i);
        return 0;
    }
    printf("/* SPDX-License-Identifier: MIT */\n"
           "/* Generated by tools/gen_keep.c; do not edit. `make gen` rewrites it. */\n"
           "#ifndef CRIB_KEEP_TABLE_H\n#define CRIB_KEEP_TABLE_H\n\n"
           "#include <stdint.h>\n\n"
           "/* k_keep_pairs[keep][model][role][word]: bit p (word p / 64) when the bot, dealt the\n"
           " * keep's four ranks and pair p's two, keeps the four; model 0 the strong bot, 1 the\n"
           " * easy one; role 0 as dealer, 1 as pone. */\n"
           "static const uint64_t k_keep_pairs[%d][2][2][2] = {\n",
           KEEPS);
    for (int idx = 0; idx < KEEPS; idx++)
        print_entry(idx);
    printf("};\n\n#endif\n");
    return 0;
}
