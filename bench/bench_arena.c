/* SPDX-License-Identifier: MIT */
/* The deal driver's speed on whole games: easy against easy on one thread, the games of
 * crib arena --single, played twice in the same run: by the arena, which checks its state
 * once a call and then works on the library's own workers, and by a program of public
 * calls (crib_deal_view, crib_bot_choose_*, crib_deal_*), each of which checks the whole
 * deal again. Both play the very same games (the bench checks that they agree). It
 * prints games and deals a second for each, and the share of the arena's time spent
 * checking states: its calls times the time of one whole check of a deal in the play. */
#define _POSIX_C_SOURCE 200809L
#include "crib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void die(const char *what, int32_t rc)
{
    fprintf(stderr, "bench_arena: %s: %s\n", what, crib_strerror(rc));
    exit(1);
}

/* What both drivers must agree on: each game's winning seat and the points of its deals. */
typedef struct outcome {
    uint64_t games, deals, seat0_wins, points;
} outcome;

static crib_arena_config config_of(uint32_t games)
{
    crib_arena_config c;
    memset(&c, 0, sizeof c);
    int32_t rc = crib_game_rules_default(&c.rules, CRIB_VARIANT_SIX_CARD);
    if (rc != CRIB_OK)
        die("rules", rc);
    c.seed = 1;
    c.pairs = games;
    c.flags = CRIB_ARENA_SINGLE;
    c.level[0] = CRIB_BOT_EASY;
    c.level[1] = CRIB_BOT_EASY;
    c.first_dealer = CRIB_DEAL_CUT;
    return c;
}

/* The arena, a game a call; returns the calls made. */
static uint64_t by_arena(uint32_t games, outcome *o)
{
    static crib_arena a;
    crib_arena_config c = config_of(games);
    int32_t rc = crib_arena_init(&a, &c);
    if (rc != CRIB_OK)
        die("crib_arena_init", rc);
    uint64_t calls = 0;
    memset(o, 0, sizeof *o);
    for (;;) {
        crib_arena_event ev;
        int32_t kind = crib_arena_next(&a, CRIB_STOP_GAME, &ev);
        calls++;
        if (kind < 0)
            die("crib_arena_next", kind);
        if (kind == CRIB_EVENT_DONE)
            break;
        o->seat0_wins += ev.player == 0;
        o->points += (uint64_t)ev.score[0] + ev.score[1];
    }
    crib_tally t;
    rc = crib_arena_tally(&a, &t);
    if (rc != CRIB_OK)
        die("crib_arena_tally", rc);
    o->games = t.games;
    o->deals = t.deals;
    return calls;
}

/* One seat's decision in the discard: its view, the easy bot's cards, laid away. */
static void discard_of(crib_deal *d, uint32_t seat, uint64_t *laid)
{
    crib_view v;
    crib_card away[2];
    int32_t rc = crib_deal_view(d, seat, 0, &v);
    if (rc != CRIB_OK)
        die("crib_deal_view", rc);
    int32_t n = crib_bot_choose_discard(&v, CRIB_BOT_EASY, 0, away, 2);
    if (n < 0)
        die("crib_bot_choose_discard", n);
    rc = crib_deal_discard(d, seat, away, (size_t)n);
    if (rc != CRIB_OK)
        die("crib_deal_discard", rc);
    *laid = 0;
    for (int32_t i = 0; i < n; i++)
        *laid |= UINT64_C(1) << away[i];
}

/* The turn's card or go, as the easy bot chooses it. */
static void play_of(crib_deal *d, const uint64_t laid[2])
{
    crib_play pl;
    int32_t rc = crib_deal_play(d, &pl);
    if (rc != CRIB_OK)
        die("crib_deal_play", rc);
    uint32_t seat = pl.turn;
    crib_view v;
    crib_card card;
    rc = crib_deal_view(d, seat, laid[seat], &v);
    if (rc != CRIB_OK)
        die("crib_deal_view", rc);
    rc = crib_bot_choose_play(&v, CRIB_BOT_EASY, 0, &card);
    if (rc < 0)
        die("crib_bot_choose_play", rc);
    rc = rc == 1 ? crib_deal_play_card(d, seat, card, NULL) : crib_deal_play_go(d, seat, NULL);
    if (rc < 0)
        die("a play", rc);
}

/* The same games by public calls alone. */
static void by_calls(uint32_t games, outcome *o)
{
    crib_arena_config c = config_of(games);
    memset(o, 0, sizeof *o);
    for (uint32_t g = 0; g < games; g++) {
        crib_deal d;
        int32_t rc = crib_deal_init(&d, &c.rules, c.seed + g, CRIB_DEAL_CUT);
        if (rc < 0)
            die("crib_deal_init", rc);
        uint64_t laid[2] = {0, 0};
        for (;;) {
            crib_status st;
            rc = crib_deal_status(&d, &st);
            if (rc != CRIB_OK)
                die("crib_deal_status", rc);
            if (st.stage == CRIB_STAGE_OVER)
                break;
            uint32_t heels;
            crib_show sh;
            switch (st.stage) {
            case CRIB_STAGE_DEAL:
                rc = crib_deal_start(&d);
                o->deals++;
                break;
            case CRIB_STAGE_DISCARD:
                /* The pone first, as the arena asks. */
                for (uint32_t k = 1; k <= 2; k++)
                    discard_of(&d, (st.dealer + k) % 2, &laid[(st.dealer + k) % 2]);
                break;
            case CRIB_STAGE_CUT: rc = crib_deal_cut(&d, &heels); break;
            case CRIB_STAGE_PLAY: play_of(&d, laid); break;
            default: rc = crib_deal_show(&d, CRIB_CLAIM_ALL, &sh); break;
            }
            if (rc < 0)
                die("a step", rc);
        }
        crib_game game;
        rc = crib_deal_game(&d, &game);
        if (rc != CRIB_OK)
            die("crib_deal_game", rc);
        o->games++;
        o->seat0_wins += game.winner == 0;
        o->points += (uint64_t)game.front[0] + game.front[1];
    }
}

/* The time of one whole check of a deal in the play: crib_deal_status(), whose work past
 * the check is a copy of a few fields. */
static double check_seconds(void)
{
    crib_arena_config c = config_of(1);
    crib_deal d;
    int32_t rc = crib_deal_init(&d, &c.rules, 5, 0);
    rc = rc < 0 ? rc : crib_deal_start(&d);
    for (uint32_t k = 1; rc >= 0 && k <= 2; k++) {
        uint64_t laid;
        discard_of(&d, (d.game.dealer + k) % 2, &laid);
    }
    uint32_t heels;
    rc = rc < 0 ? rc : crib_deal_cut(&d, &heels);
    if (rc < 0)
        die("a deal to check", rc);
    const int n = 200000;
    uint32_t sum = 0;
    double t0 = now();
    for (int i = 0; i < n; i++) {
        crib_status st;
        d.unpegged[0] = (uint8_t)(i & 1); /* so that no call is hoisted out of the loop */
        sum += crib_deal_status(&d, &st) == CRIB_OK ? st.unpegged[0] : 1000u;
    }
    double t = (now() - t0) / n;
    if (sum != (uint32_t)n / 2)
        die("crib_deal_status", CRIB_ERANGE);
    return t;
}

int main(int argc, char **argv)
{
    uint32_t games = argc > 1 ? (uint32_t)strtoul(argv[1], NULL, 10) : 20000;
    if (games == 0)
        games = 20000;
    outcome a, b;
    double t0 = now();
    uint64_t calls = by_arena(games, &a);
    double ta = now() - t0;
    t0 = now();
    by_calls(games, &b);
    double tb = now() - t0;
    double tc = check_seconds();
    printf("# easy against easy, six-card, %u games of crib arena --single --seed 1, one thread\n",
           games);
    printf("the arena (checks once a call)   %9.0f games/s %10.0f deals/s\n", (double)a.games / ta,
           (double)a.deals / ta);
    printf("public calls (each checks)       %9.0f games/s %10.0f deals/s\n", (double)b.games / tb,
           (double)b.deals / tb);
    printf("ratio, same run                  %9.2fx\n", tb / ta);
    printf("one whole check of a deal        %9.3f us\n", tc * 1e6);
    printf("the arena's share spent checking %9.2f%% (%llu calls)\n",
           100.0 * (double)calls * tc / ta, (unsigned long long)calls);
    int same = a.games == b.games && a.deals == b.deals && a.seat0_wins == b.seat0_wins &&
               a.points == b.points;
    printf("the same games both ways         %9s (%llu deals, seat 0 won %llu, %llu points)\n",
           same ? "yes" : "NO", (unsigned long long)a.deals, (unsigned long long)a.seat0_wins,
           (unsigned long long)a.points);
    return same ? 0 : 1;
}
