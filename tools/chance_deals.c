/* SPDX-License-Identifier: MIT */
/* Records the mid-game deals of the strong bot's self-play, one line each, for
 * tools/gen_chance.c: who pegged what, in the order it was pegged, and then the three
 * shows. The lines written by
 *
 *   chance_deals GAMES SEED [VARIANT]
 *
 * are those of the games to 121 dealt from seeds SEED .. SEED + GAMES - 1 (each seed once,
 * the first dealer cut for), in that order, so that runs over adjacent seed ranges, joined,
 * are the lines of one long run. VARIANT is six-card (the default), five-card or
 * two-to-crib: the strong bot plays those two alike at every score, so that their deals of
 * games to 121 are those of their games to 61 too. A deal is mid-game when the leader began it more
 * than 40 short of the target (as the arena's tally counts it), so that no deal is cut short by
 * the end of the game.
 *
 * A line: heels (0 or 2), the play's pegs in order (the dealer's positive, the pone's
 * negative; a go's point for last counts as a peg), ";", the pone's hand, the dealer's
 * hand and the crib:  "0 2 -1 3 -1 1 ; 8 12 4". */
#include "crib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MID_MARGIN 40u
#define MAX_PEGS 64

typedef struct record {
    int open;
    uint32_t dealer, heels, n, show[3];
    int pegs[MAX_PEGS];
} record;

static void write_record(const record *r)
{
    printf("%u", r->heels);
    for (uint32_t i = 0; i < r->n; i++)
        printf(" %d", r->pegs[i]);
    printf(" ; %u %u %u\n", r->show[0], r->show[1], r->show[2]);
}

static void on_event(record *r, const crib_arena_event *e)
{
    switch (e->kind) {
    case CRIB_EVENT_DEAL: {
        uint32_t lead = e->score[0] > e->score[1] ? e->score[0] : e->score[1];
        r->open = lead + MID_MARGIN < 121;
        r->dealer = e->dealer;
        r->heels = r->n = 0;
        break;
    }
    case CRIB_EVENT_STARTER: r->heels = e->points; break;
    case CRIB_EVENT_CARD:
    case CRIB_EVENT_GO:
        if (e->points && r->n < MAX_PEGS)
            r->pegs[r->n++] = e->scorer == r->dealer ? (int)e->points : -(int)e->points;
        break;
    case CRIB_EVENT_SHOW:
        if (e->is_crib) {
            r->show[2] = e->points;
            if (r->open)
                write_record(r);
            r->open = 0;
        } else {
            r->show[e->player == r->dealer ? 1 : 0] = e->points;
        }
        break;
    case CRIB_EVENT_END:
        r->open = 0; /* a deal the end of the game cut short: not mid-game after all */
        break;
    default: break;
    }
}

int main(int argc, char **argv)
{
    static crib_arena arena;
    crib_arena_config c = {0};
    crib_arena_event e;
    record r = {0};
    char *end1, *end2;
    int ok = argc == 3 || argc == 4;
    unsigned long games = ok ? strtoul(argv[1], &end1, 10) : 0;
    unsigned long long seed = ok ? strtoull(argv[2], &end2, 10) : 0;
    uint32_t variant = CRIB_VARIANT_SIX_CARD;
    if (argc == 4 && strcmp(argv[3], "five-card") == 0)
        variant = CRIB_VARIANT_FIVE_CARD;
    else if (argc == 4 && strcmp(argv[3], "two-to-crib") == 0)
        variant = CRIB_VARIANT_TWO_TO_CRIB;
    else if (argc == 4 && strcmp(argv[3], "six-card") != 0)
        ok = 0;
    if (!ok || *end1 || *end2 || games == 0 || games > 0xffffffffUL) {
        fprintf(stderr, "usage: chance_deals GAMES SEED [six-card|five-card|two-to-crib] > FILE\n");
        return 1;
    }
    if (crib_game_rules_default(&c.rules, variant) != CRIB_OK)
        return 1;
    c.rules.target = 121;
    c.seed = seed;
    c.pairs = (uint32_t)games;
    c.level[0] = c.level[1] = CRIB_BOT_STRONG;
    c.flags = CRIB_ARENA_SINGLE;
    c.first_dealer = CRIB_DEAL_CUT;
    if (crib_arena_init(&arena, &c) != CRIB_OK)
        return 1;
    for (;;) {
        int32_t kind = crib_arena_next(&arena, CRIB_STOP_EVENTS, &e);
        if (kind < 0)
            return 1;
        if (kind == CRIB_EVENT_DONE)
            break;
        on_event(&r, &e);
    }
    return fflush(stdout) != 0;
}
