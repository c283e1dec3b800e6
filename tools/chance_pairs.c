/* SPDX-License-Identifier: MIT */
/* Measures how the strong bot's play for the win near the end of the game changes a
 * deal's outcome, for tools/gen_chance.c: from each position of the end, the same deal
 * (the same seed: the same cards, cut and bots' seeds) played twice by the strong bot
 * against itself, once from the position itself (where it plays for the win) and once
 * from 0-0 (where it plays as in mid-game, as the table's model of a deal assumes), and
 * the outcome of each at the position: the points each side had gained when the first
 * of them reached its need (that side's counted as its need: more is worth no more), or
 * in all when neither did. The lines written by
 *
 *   chance_pairs NEED N SEED [PART PARTS]
 *
 * are, for each position i of the dealer's need a and the pone's need b (the points each
 * lacks of 121; a = 1 + i / NEED, b = 1 + i % NEED) with a or b above 15 (closer, the
 * table reads tools/chance_end.txt), N deals from seeds SEED + i * N onwards (each once):
 *
 *   a b N d,p>d,p ...
 *
 * then, for each deal whose two outcomes differ, the outcome played from the position and
 * the one played from 0-0: the dealer's points and the pone's (the deals whose outcomes
 * agree are counted in N alone). With PART and PARTS, only the positions i with
 * i % PARTS == PART, so that several runs can share the work; their lines, sorted, are
 * those of one run. */
#include "crib.h"

#include <stdio.h>
#include <stdlib.h>

#define CORNER 15u
#define MAX_PEGS 64

typedef struct deal_pegs {
    uint32_t n;
    int pegs[MAX_PEGS]; /* the dealer's positive, the pone's negative, in order */
    uint32_t starter;
} deal_pegs;

static int parse(const char *s, unsigned long long *v)
{
    char *end;
    *v = strtoull(s, &end, 10);
    return end != s && !*end;
}

/* The first deal of the game from (d, p), the dealer in seat 0, dealt from seed: its
 * pegs in the order they were pegged (the game's end cuts them short). */
static int first_deal(uint64_t seed, uint32_t d, uint32_t p, deal_pegs *out)
{
    static crib_arena arena;
    crib_arena_config c = {0};
    crib_arena_event e;
    out->n = 0;
    out->starter = CRIB_NONE;
    if (crib_game_rules_default(&c.rules, CRIB_VARIANT_SIX_CARD) != CRIB_OK)
        return 0;
    c.seed = seed;
    c.pairs = 1;
    c.level[0] = c.level[1] = CRIB_BOT_STRONG;
    c.flags = CRIB_ARENA_SINGLE;
    c.first_dealer = 0;
    c.start[0] = d;
    c.start[1] = p;
    if (crib_arena_init(&arena, &c) != CRIB_OK)
        return 0;
    for (;;) {
        int32_t kind = crib_arena_next(&arena, CRIB_STOP_EVENTS, &e);
        if (kind < 0)
            return 0;
        if (kind == CRIB_EVENT_DONE || kind == CRIB_EVENT_END ||
            (kind == CRIB_EVENT_DEAL && e.deal > 1))
            return 1;
        if (kind == CRIB_EVENT_STARTER)
            out->starter = e.card;
        if ((kind == CRIB_EVENT_STARTER || kind == CRIB_EVENT_CARD || kind == CRIB_EVENT_GO ||
             kind == CRIB_EVENT_SHOW) &&
            e.points) {
            if (out->n == MAX_PEGS)
                return 0;
            out->pegs[out->n++] =
                kind == CRIB_EVENT_STARTER || e.scorer == 0 ? (int)e.points : -(int)e.points;
        }
    }
}

/* The points each side had gained when the first reached its need (the dealer's a, the
 * pone's b; that side's counted as its need), or in all. */
static void outcome(const deal_pegs *dp, uint32_t a, uint32_t b, uint32_t got[2])
{
    got[0] = got[1] = 0;
    for (uint32_t i = 0; i < dp->n && got[0] < a && got[1] < b; i++) {
        if (dp->pegs[i] > 0)
            got[0] += (uint32_t)dp->pegs[i];
        else
            got[1] += (uint32_t)-dp->pegs[i];
    }
    got[0] = got[0] < a ? got[0] : a;
    got[1] = got[1] < b ? got[1] : b;
}

int main(int argc, char **argv)
{
    unsigned long long need, n, seed, part = 0, parts = 1;
    if ((argc != 4 && argc != 6) || !parse(argv[1], &need) || !parse(argv[2], &n) ||
        !parse(argv[3], &seed) ||
        (argc == 6 && (!parse(argv[4], &part) || !parse(argv[5], &parts))) || need < 1 ||
        need > 60 || n < 1 || n > 0xffffffffULL || parts < 1 || part >= parts) {
        fprintf(stderr, "usage: chance_pairs NEED N SEED [PART PARTS] > FILE\n");
        return 1;
    }
    for (unsigned long long i = part; i < need * need; i += parts) {
        uint32_t a = (uint32_t)(1 + i / need), b = (uint32_t)(1 + i % need);
        if (a <= CORNER && b <= CORNER)
            continue;
        printf("%u %u %llu", a, b, n);
        for (unsigned long long k = 0; k < n; k++) {
            deal_pegs near, mid;
            uint32_t x[2], y[2];
            uint64_t s = seed + i * n + k;
            if (!first_deal(s, 121 - a, 121 - b, &near) || !first_deal(s, 0, 0, &mid) ||
                near.starter != mid.starter) {
                fprintf(stderr, "chance_pairs: the deal of seed %llu failed\n",
                        (unsigned long long)s);
                return 1;
            }
            outcome(&near, a, b, x);
            outcome(&mid, a, b, y);
            if (x[0] != y[0] || x[1] != y[1])
                printf(" %u,%u>%u,%u", x[0], x[1], y[0], y[1]);
        }
        printf("\n");
        fflush(stdout);
    }
    return 0;
}
