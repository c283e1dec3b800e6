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
 * easy bot's bit is set when crib_bot_discard() keeps them.
 *
 * With --five-card it writes src/gen/keep_five_table.h instead: the same for the five-card
 * game, every keep of three ranks (455) and the pair laid away with it, valued with
 * CRIB_DISCARD_FIVE_CARD (a second); --every K works alike. With --two-to-crib it writes
 * src/gen/keep_two_table.h: the game with two into the crib, every keep of four ranks and
 * the single rank laid away with it (five cards dealt, one laid away; a bit a rank). */
#include "crib.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "colex.h"

#define RANKS 13
#define PAIRS 91

/* The ranks each bot keeps: 4 (the six-card game's table) or 3 (the five-card game's), and
 * how many it lays away: 2, or 1 with two into the crib. */
static int g_m = 4;
static int g_away = 2;

/* The rank counts of a mask of cards. */
static void counts_of(uint64_t mask, int *cnt)
{
    memset(cnt, 0, RANKS * sizeof *cnt);
    for (int c = 0; c < CRIB_CARDS; c++)
        if ((mask >> c) & 1)
            cnt[c / 4]++;
}

/* 1 when the bot (model 0 strong, 1 easy), dealt keep's ranks and a and b (a alone when it
 * lays one card away), keeps the keep's ranks. */
static int kept(const int *keep, int a, int b, int dealer, int model)
{
    int six[6], want[RANKS] = {0}, n = g_m + g_away;
    for (int i = 0; i < g_m; i++) {
        six[i] = keep[i];
        want[keep[i]]++;
    }
    six[g_m] = a;
    if (g_away == 2)
        six[g_m + 1] = b;
    for (int i = 1; i < n; i++) /* rank order, for the suits */
        for (int j = i; j > 0 && six[j - 1] > six[j]; j--) {
            int t = six[j];
            six[j] = six[j - 1];
            six[j - 1] = t;
        }
    crib_card dealt[6];
    for (int i = 0; i < n; i++)
        dealt[i] = (crib_card)(six[i] * 4 + i % 4);
    uint64_t all = 0, keep_mask;
    for (int i = 0; i < n; i++)
        all |= UINT64_C(1) << dealt[i];
    if (model == 1) {
        crib_card away[2];
        int32_t rc = crib_bot_discard(dealt, (size_t)n, (uint32_t)g_away, (uint32_t)dealer, away);
        if (rc != CRIB_OK) {
            fprintf(stderr, "gen_keep: crib_bot_discard: %s\n", crib_strerror(rc));
            exit(1);
        }
        keep_mask = all;
        for (int i = 0; i < g_away; i++)
            keep_mask &= ~(UINT64_C(1) << away[i]);
    } else {
        crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
        uint32_t flags =
            (dealer ? CRIB_DISCARD_DEALER : 0) | (g_m == 3 ? CRIB_DISCARD_FIVE_CARD : 0);
        int32_t k = crib_discard_analyze(dealt, (size_t)n, flags, keeps, CRIB_DISCARD_MAX_KEEPS);
        if (k < 1) {
            fprintf(stderr, "gen_keep: crib_discard_analyze: %s\n", crib_strerror(k));
            exit(1);
        }
        keep_mask = keeps[0].keep;
    }
    int got[RANKS];
    counts_of(keep_mask, got);
    return !memcmp(got, want, sizeof got);
}

/* Keep idx's line with one card laid away: the bit of each rank as dealer and as pone. */
static void print_single(int idx)
{
    static const char names[] = "A23456789TJQK";
    int keep[4], cnt[RANKS] = {0};
    colex_unrank(idx, 4, keep);
    for (int i = 0; i < 4; i++)
        cnt[keep[i]]++;
    unsigned bits[2][2] = {{0, 0}, {0, 0}};
    for (int a = 0; a < RANKS; a++) {
        if (cnt[a] + 1 > 4)
            continue;
        for (int model = 0; model < 2; model++)
            for (int role = 0; role < 2; role++)
                if (kept(keep, a, a, role == 0, model))
                    bits[model][role] |= 1u << a;
    }
    printf("    {{0x%04xu, 0x%04xu}, {0x%04xu, 0x%04xu}}, /* %4d %c%c%c%c */\n", bits[0][0],
           bits[0][1], bits[1][0], bits[1][1], idx, names[keep[0]], names[keep[1]], names[keep[2]],
           names[keep[3]]);
}

/* Keep idx's line: its pairs' bits as dealer and as pone. */
static void print_entry(int idx)
{
    if (g_away == 1) {
        print_single(idx);
        return;
    }
    static const char names[] = "A23456789TJQK";
    int keep[4] = {0, 0, 0, 0}, cnt[RANKS] = {0};
    colex_unrank(idx, g_m, keep);
    for (int i = 0; i < g_m; i++)
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
           g_m == 4 ? names[keep[3]] : ' ');
}

int main(int argc, char **argv)
{
    int every = 0, arg = 1;
    if (argc > 1 && !strcmp(argv[1], "--five-card")) {
        g_m = 3;
        arg = 2;
    } else if (argc > 1 && !strcmp(argv[1], "--two-to-crib")) {
        g_away = 1;
        arg = 2;
    }
    if (argc == arg + 2 && !strcmp(argv[arg], "--every") && atoi(argv[arg + 1]) > 0)
        every = atoi(argv[arg + 1]);
    else if (argc != arg) {
        fprintf(stderr, "usage: gen_keep [--five-card | --two-to-crib] [--every K]\n");
        return 2;
    }
    int keeps = colex_binomial(RANKS + g_m - 1, g_m);
    if (every) { /* the lines of every K-th entry, for test/gen.sh */
        for (int i = 0; i < keeps; i += every)
            print_entry(i);
        return 0;
    }
    if (g_away == 1) {
        printf(
            "/* SPDX-License-Identifier: MIT */\n"
            "/* Generated by tools/gen_keep.c --two-to-crib; do not edit. `make gen` rewrites "
            "it. */\n"
            "#ifndef CRIB_KEEP_TWO_TABLE_H\n#define CRIB_KEEP_TWO_TABLE_H\n\n"
            "#include <stdint.h>\n\n"
            "/* k2_keep_one[keep][model][role]: bit r when the bot, dealt the keep's four ranks\n"
            " * and rank r with two into the crib, lays r away; model 0 the strong bot, 1 the\n"
            " * easy one; role 0 as dealer, 1 as pone. */\n"
            "static const uint16_t k2_keep_one[%d][2][2] = {\n",
            keeps);
        for (int idx = 0; idx < keeps; idx++)
            print_entry(idx);
        printf("};\n\n#endif\n");
        return 0;
    }
    const char *gen = g_m == 3 ? " --five-card" : "";
    printf("/* SPDX-License-Identifier: MIT */\n"
           "/* Generated by tools/gen_keep.c%s; do not edit. `make gen` rewrites it. */\n"
           "#ifndef CRIB_KEEP%s%s_TABLE_H\n#define CRIB_KEEP%s%s_TABLE_H\n\n"
           "#include <stdint.h>\n\n",
           gen, g_m == 3 ? "_" : "", g_m == 3 ? "FIVE" : "", g_m == 3 ? "_" : "",
           g_m == 3 ? "FIVE" : "");
    if (g_m == 3)
        printf(
            "/* k5_keep_pairs[keep][model][role][word]: bit p (word p / 64) when the bot, dealt\n"
            " * the keep's three ranks and pair p's two in the five-card game, keeps the three;\n"
            " * model 0 the strong bot, 1 the easy one; role 0 as dealer, 1 as pone. */\n"
            "static const uint64_t k5_keep_pairs[%d][2][2][2] = {\n",
            keeps);
    else
        printf(
            "/* k_keep_pairs[keep][model][role][word]: bit p (word p / 64) when the bot, dealt "
            "the\n"
            " * keep's four ranks and pair p's two, keeps the four; model 0 the strong bot, 1 the\n"
            " * easy one; role 0 as dealer, 1 as pone. */\n"
            "static const uint64_t k_keep_pairs[%d][2][2][2] = {\n",
            keeps);
    for (int idx = 0; idx < keeps; idx++)
        print_entry(idx);
    printf("};\n\n#endif\n");
    return 0;
}
