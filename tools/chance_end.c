/* SPDX-License-Identifier: MIT */
/* Counts the strong bot's wins against itself from each position of the end of the game,
 * for tools/gen_chance.c: for every dealer's need a and pone's need b from 1 to NEED (the
 * points each lacks of the target), GAMES six-card games to 121 from the dealer at 121 - a
 * and the pone at 121 - b, and how many the dealer won. The lines written by
 *
 *   chance_end NEED GAMES SEED [PART PARTS]
 *
 * are "a b games wins", the games of position i (a = 1 + i / NEED, b = 1 + i % NEED)
 * dealt from seeds SEED + i * GAMES onwards (each seed once); with PART and PARTS, only
 * the positions i with i % PARTS == PART, so that several runs can share the work. */
#include "crib.h"

#include <stdio.h>
#include <stdlib.h>

static int parse(const char *s, unsigned long long *v)
{
    char *end;
    *v = strtoull(s, &end, 10);
    return end != s && !*end;
}

int main(int argc, char **argv)
{
    static crib_arena arena;
    unsigned long long need, games, seed, part = 0, parts = 1;
    if ((argc != 4 && argc != 6) || !parse(argv[1], &need) || !parse(argv[2], &games) ||
        !parse(argv[3], &seed) ||
        (argc == 6 && (!parse(argv[4], &part) || !parse(argv[5], &parts))) || need < 1 ||
        need > 120 || games < 1 || games > 0xffffffffULL || parts < 1 || part >= parts) {
        fprintf(stderr, "usage: chance_end NEED GAMES SEED [PART PARTS] > FILE\n");
        return 1;
    }
    for (unsigned long long i = part; i < need * need; i += parts) {
        crib_arena_config c = {0};
        crib_tally tally;
        uint32_t a = (uint32_t)(1 + i / need), b = (uint32_t)(1 + i % need);
        if (crib_game_rules_default(&c.rules, CRIB_VARIANT_SIX_CARD) != CRIB_OK)
            return 1;
        c.seed = seed + i * games;
        c.pairs = (uint32_t)games;
        c.level[0] = c.level[1] = CRIB_BOT_STRONG;
        c.flags = CRIB_ARENA_SINGLE;
        c.first_dealer = 0;
        c.start[0] = 121 - a;
        c.start[1] = 121 - b;
        if (crib_arena_init(&arena, &c) != CRIB_OK ||
            crib_arena_next(&arena, 0, NULL) != CRIB_EVENT_DONE ||
            crib_arena_tally(&arena, &tally) != CRIB_OK)
            return 1;
        printf("%u %u %llu %llu\n", a, b, (unsigned long long)tally.games,
               (unsigned long long)tally.seat_wins[0]);
        fflush(stdout);
    }
    return 0;
}
