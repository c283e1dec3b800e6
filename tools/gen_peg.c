/* SPDX-License-Identifier: MIT */
/* Writes src/gen/peg_table.h, the expert bot's pegging estimate of a keep, to stdout.
 * `make gen-peg` runs it (about a minute); test/gen.sh reruns every 61st entry
 * (`gen_peg --every 61`) and fails if the checked-in lines differ.
 *
 * Suits never score in the play, so a keep is a multiset of ranks (1820 of four, 455 of
 * three for the five-card game), numbered as in tools/gen_tables.c. Its entry is the
 * points it pegs less the opponent's, exactly averaged over every hand of as many cards
 * the opponent may hold (each multiset of the ranks the keep leaves, weighted by the card
 * sets it stands for), the play going on between two players of one fixed policy: the
 * card that pegs most now less the mean the other then pegs with a card of a rank it has
 * not seen. The policy is crude; what the estimate tells is how keeps differ. */
#include "../src/pile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "colex.h"

#define RANKS 13
#define VAL(r) PILE_VALUE(r)

/* A play between player 0 and player 1, each with m ranks. */
typedef struct play {
    int h[2][4], n[2];
    uint8_t pile[8];
    int np, count, went, last, turn, five_card;
    int seen[2][RANKS]; /* what each player has seen: its own cards and the cards played */
    int pts[2];
} play;

static int can_play(const play *s, int q)
{
    for (int i = 0; i < s->n[q]; i++)
        if (VAL(s->h[q][i]) + s->count <= 31)
            return 1;
    return 0;
}

static int next_active(const play *s, int from)
{
    for (int k = 1; k <= 2; k++) {
        int q = (from + k) & 1;
        if (s->n[q] && !((s->went >> q) & 1))
            return q;
    }
    return -1;
}

static void end_count(play *s)
{
    if (s->count < 31)
        s->pts[s->last] += 1;
    s->count = 0;
    s->np = 0;
    s->went = 0;
    int leader = next_active(s, s->last);
    s->last = -1;
    s->turn = s->five_card ? -1 : leader;
}

static void advance(play *s, int actor)
{
    int q = s->count == 31 ? -1 : next_active(s, actor);
    if (q < 0 || (q == s->last && !can_play(s, q)))
        end_count(s);
    else
        s->turn = q;
}

/* The policy's value of player q playing rank r now, times the cards it has not seen. */
static long policy_value(const play *s, int q, int r)
{
    uint8_t pile[9];
    memcpy(pile, s->pile, sizeof s->pile);
    pile[s->np] = (uint8_t)r;
    int count = s->count + VAL(r);
    long now = pile_points(pile, s->np + 1, count);
    int np = count == 31 ? 0 : s->np + 1;
    count = count == 31 ? 0 : count;
    long back = 0, unseen = 0;
    for (int k = 0; k < RANKS; k++) {
        int u = 4 - s->seen[q][k] - (k == r);
        unseen += u;
        if (u <= 0 || count + VAL(k) > 31)
            continue;
        pile[np] = (uint8_t)k;
        back += u * pile_points(pile, np + 1, count + VAL(k));
    }
    return now * unseen - back;
}

static void step(play *s)
{
    int q = s->turn;
    if (!can_play(s, q)) {
        s->went |= 1 << q;
        advance(s, q);
        return;
    }
    int best = -1;
    long best_value = 0;
    for (int i = 0; i < s->n[q]; i++) {
        int r = s->h[q][i];
        if (VAL(r) + s->count > 31)
            continue;
        long v = policy_value(s, q, r);
        if (best < 0 || v > best_value || (v == best_value && r < s->h[q][best])) {
            best = i;
            best_value = v;
        }
    }
    int r = s->h[q][best];
    s->h[q][best] = s->h[q][--s->n[q]];
    s->pile[s->np++] = (uint8_t)r;
    s->count += VAL(r);
    s->pts[q] += pile_points(s->pile, s->np, s->count);
    s->seen[1 - q][r]++;
    s->last = q;
    advance(s, q);
}

/* Player 0's points less player 1's, player `leader` leading. */
static int play_out(const int *mine, const int *theirs, int m, int leader, int five_card)
{
    play s;
    memset(&s, 0, sizeof s);
    s.n[0] = s.n[1] = m;
    for (int i = 0; i < m; i++) {
        s.h[0][i] = mine[i];
        s.h[1][i] = theirs[i];
        s.seen[0][mine[i]]++;
        s.seen[1][theirs[i]]++;
    }
    s.last = -1;
    s.turn = leader;
    s.five_card = five_card;
    while (s.turn >= 0)
        step(&s);
    return s.pts[0] - s.pts[1];
}

/* The entry of keep idx: the exact mean difference as dealer (the pone leads) and pone. */
static void entry(int idx, int m, int five_card, double out[2])
{
    int keep[4], left[RANKS];
    colex_unrank(idx, m, keep);
    for (int k = 0; k < RANKS; k++)
        left[k] = 4;
    for (int i = 0; i < m; i++)
        left[keep[i]]--;
    long long sum[2] = {0, 0}, ways_all = 0;
    int n_multisets = colex_binomial(RANKS + m - 1, m);
    for (int j = 0; j < n_multisets; j++) {
        int them[4], have[RANKS] = {0};
        colex_unrank(j, m, them);
        long long ways = 1;
        for (int i = 0; i < m; i++)
            have[them[i]]++;
        for (int k = 0; k < RANKS; k++)
            ways *= colex_binomial(left[k], have[k]);
        if (!ways)
            continue;
        ways_all += ways;
        sum[0] += ways * play_out(keep, them, m, 1, five_card);
        sum[1] += ways * play_out(keep, them, m, 0, five_card);
    }
    out[0] = (double)sum[0] / (double)ways_all;
    out[1] = (double)sum[1] / (double)ways_all;
}

static void print_entry(int idx, int m, int five_card)
{
    static const char names[] = "A23456789TJQK";
    double v[2];
    int r[4];
    entry(idx, m, five_card, v);
    colex_unrank(idx, m, r);
    printf("    {%.4ff, %.4ff}, /* %4d ", v[0], v[1], idx);
    for (int i = 0; i < m; i++)
        putchar(names[r[i]]);
    printf(" */\n");
}

int main(int argc, char **argv)
{
    int every = 0;
    if (argc == 3 && !strcmp(argv[1], "--every"))
        every = atoi(argv[2]);
    else if (argc != 1) {
        fprintf(stderr, "usage: gen_peg [--every K]\n");
        return 2;
    }
    if (every > 0) {
        /* The lines of every K-th entry of each table, for test/gen.sh. */
        for (int i = 0; i < 1820; i += every)
            print_entry(i, 4, 0);
        for (int i = 0; i < 455; i += every)
            print_entry(i, 3, 1);
        return 0;
    }
    printf("/* SPDX-License-Identifier: MIT */\n"
           "/* Generated by tools/gen_peg.c; do not edit. `make gen-peg` rewrites it (about a\n"
           " * minute); make check reruns every 61st entry (test/gen.sh). */\n"
           "#ifndef CRIB_PEG_TABLE_H\n#define CRIB_PEG_TABLE_H\n\n"
           "/* What a keep pegs less what the opponent pegs in the play, by the keep's rank\n"
           " * multiset (numbered as the fast evaluator's rows): {as dealer, as pone}. */\n"
           "static const float k_peg4[1820][2] = {\n");
    for (int i = 0; i < 1820; i++)
        print_entry(i, 4, 0);
    printf("};\n\n/* The five-card game's keeps of three, played as a single count. */\n"
           "static const float k_peg3[455][2] = {\n");
    for (int i = 0; i < 455; i++)
        print_entry(i, 3, 1);
    printf("};\n\n#endif\n");
    return 0;
}
