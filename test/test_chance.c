/* SPDX-License-Identifier: MIT */
/* The win-probability table: its lookups, and its values against a direct simulation of
 * the model it was solved from (src/chance_model.h: deals drawn from the recorded ones in
 * tools/chance_deals.txt, pegged event by event, up to the measured end and the positions
 * the strong bot's own deals correct, where the table's values are taken): 100,000 games
 * from 20 positions must agree within 3 standard errors. That checks the generator's
 * dynamic programming; how well the table fits real games is checked against the strong
 * bot's games from a few positions (test/data/chance_games.txt), and measured at length by
 * tools/chance_sweep.c and tools/check_chance.sh with the arena. */
#include "crib.h"
#include "harness.h"
#include "recorded_deals.h"

#include "../src/gen/chance_table.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GAMES 5000
#define MAX_DEALS 100000

/* The recorded deals: each deal's events in order (+ the dealer's points, - the pone's). */
static int8_t deals_[MAX_DEALS][RECORDED_EVENTS];
static uint8_t events_[MAX_DEALS];
static uint32_t n_deals_;

static int read_deals(void)
{
    n_deals_ = read_recorded_deals("tools/chance_deals.txt", deals_, events_, MAX_DEALS);
    return n_deals_ > 1000;
}

/* One game of the model from the start of a deal; the first dealer's game value under the
 * ladder (+ a win, - a loss). Where the table is not the model's alone (the measured end,
 * and where the strong bot's deals correct it: chance_paired()), the game goes no further
 * and is worth what the table says there. */
static double play_model(uint64_t *rng, uint32_t t, uint32_t ladder, uint32_t d, uint32_t p)
{
    int sign = 1; /* +1 while the first dealer deals */
    for (;;) {
        if ((t - d <= CHANCE_END_DEALER && t - p <= CHANCE_END_PONE) ||
            chance_paired(t, t - d, t - p, CHANCE_END_DEALER, CHANCE_END_PONE)) {
            crib_chance c;
            MUST(crib_win_chance(t, d, p, 1, &c));
            return sign * (ladder == 0 ? 2 * c.win - 1 : ladder == 1 ? c.lurch : c.skunk);
        }
        uint64_t x;
        MUST(crib_rng_next(rng, &x));
        uint32_t k = (uint32_t)(x % n_deals_);
        for (int i = 0; i < events_[k]; i++) {
            int v = deals_[k][i];
            if (v > 0 && (d += (uint32_t)v) >= t)
                return sign * chance_game_value(ladder, t, p);
            if (v < 0 && (p += (uint32_t)-v) >= t)
                return -sign * chance_game_value(ladder, t, d);
        }
        uint32_t old = d;
        d = p;
        p = old;
        sign = -sign;
    }
}

static void test_lookup(void)
{
    crib_chance c, o;
    CHECK_EQ(crib_win_chance(121, 0, 0, 1, NULL), CRIB_ENULL, "NULL out");
    c.win = 5;
    CHECK(crib_win_chance(91, 0, 0, 1, &c) == CRIB_ERANGE && c.win == 0,
          "target 91: CRIB_ERANGE, zeroed");
    CHECK_EQ(crib_win_chance(121, 121, 0, 1, &c), CRIB_ERANGE, "a score at the target");
    CHECK_EQ(crib_win_chance(61, 0, 61, 0, &c), CRIB_ERANGE, "61: a score at the target");
    CHECK_EQ(crib_win_chance(121, 0, 0, 2, &c), CRIB_ERANGE, "own_deals 2");
    MUST(crib_win_chance(121, 0, 0, 1, &c));
    CHECK(c.win > 0.5 && c.win < 0.6 && c.lurch > 0 && c.skunk > 0,
          "121 from 0-0: the first dealer is favoured, %.4f", c.win);
    int mirror = 1, bounded = 1, rising = 1;
    for (uint32_t t = 61; t <= 121; t += 60)
        for (uint32_t a = 0; a < t; a++)
            for (uint32_t b = 0; b < t; b++) {
                MUST(crib_win_chance(t, a, b, 1, &c));
                MUST(crib_win_chance(t, b, a, 0, &o));
                mirror &=
                    AS_STORED(c.win + o.win) == 1 && c.lurch == -o.lurch && c.skunk == -o.skunk;
                bounded &= c.win >= 0 && c.win <= 1 && fabs(c.lurch) <= 2 && fabs(c.skunk) <= 3 &&
                           fabs(c.lurch) <= 2 * (c.win > 0.5 ? c.win : 1 - c.win) * 2;
                if (a + 1 < t) {
                    MUST(crib_win_chance(t, a + 1, b, 1, &o));
                    rising &= o.win >= c.win - 0.002;
                }
            }
    CHECK(mirror, "a position and its mirror: the chances add up to 1, the values cancel");
    CHECK(bounded, "chances in [0, 1], values within the ladder's");
    CHECK(rising, "a point more never costs more than 0.2%% of the chance to win");
}

static void test_against_model(void)
{
    /* (target, dealer's score, pone's score) */
    static const uint32_t states[20][3] = {
        {121, 0, 0},    {121, 60, 60},   {121, 100, 100}, {121, 110, 115}, {121, 115, 110},
        {121, 90, 110}, {121, 110, 90},  {121, 0, 100},   {121, 100, 0},   {121, 30, 80},
        {121, 80, 30},  {121, 117, 117}, {121, 105, 95},  {121, 118, 100}, {121, 45, 70},
        {61, 0, 0},     {61, 40, 50},    {61, 50, 40},    {61, 55, 58},    {61, 20, 45},
    };
    uint64_t rng = 12345;
    int win_ok = 1, lurch_ok = 1, skunk_ok = 1;
    double worst = 0;
    for (int i = 0; i < 20; i++) {
        uint32_t t = states[i][0], d = states[i][1], p = states[i][2];
        crib_chance c;
        MUST(crib_win_chance(t, d, p, 1, &c));
        double wins = 0, lsum = 0, lsq = 0, ssum = 0, ssq = 0;
        for (int g = 0; g < GAMES; g++) {
            wins += (1 + play_model(&rng, t, 0, d, p)) / 2;
            double l = play_model(&rng, t, 1, d, p), s = play_model(&rng, t, 2, d, p);
            lsum += l;
            lsq += l * l;
            ssum += s;
            ssq += s * s;
        }
        double w = wins / GAMES, se = sqrt(c.win * (1 - c.win) / GAMES) + 1.0 / 65535;
        /* (Games that start where the table is taken are all worth the same.) */
        double lm = lsum / GAMES, lv = lsq / GAMES - lm * lm;
        double sm = ssum / GAMES, sv = ssq / GAMES - sm * sm;
        double lse = sqrt((lv > 0 ? lv : 0) / GAMES) + 3.0 / GAMES;
        double sse = sqrt((sv > 0 ? sv : 0) / GAMES) + 3.0 / GAMES;
        double z = fabs(w - c.win) / se;
        worst = z > worst ? z : worst;
        win_ok &= z <= 3;
        lurch_ok &= fabs(lm - c.lurch) <= 3 * lse;
        skunk_ok &= fabs(sm - c.skunk) <= 3 * sse;
        if (fabs(w - c.win) > 3 * se || fabs(lm - c.lurch) > 3 * lse ||
            fabs(sm - c.skunk) > 3 * sse)
            printf("#   %u: %u-%u: table %.4f %.4f %.4f, model %.4f %.4f %.4f\n", t, d, p, c.win,
                   c.lurch, c.skunk, w, lm, sm);
    }
    CHECK(win_ok,
          "the chance to win of 20 positions within 3 standard errors of %d model "
          "games each (worst %.2f)",
          GAMES, worst);
    CHECK(lurch_ok, "the game value with lurch within 3 standard errors");
    CHECK(skunk_ok, "the game value with skunk within 3 standard errors");
}

/* The table against the strong bot's own games from a few positions at the end of the
 * game (test/data/chance_games.txt, written by tools/chance_games.sh): within 3 standard
 * errors of 8,000 games, or 1.5 points of chance where that is less (3 standard errors at
 * an even chance), so that an error of 2 points is seen anywhere, but no more than half
 * the chance of the less likely side, so that a small chance is not read as 0; and the
 * first of those games played again, to show that the counts are those of today's bot.
 * Six positions lie in the measured corner (105-118 of 121 past the dealer's 15 points,
 * where a table that modelled it gave the dealer 0.10% and its games give 0.49%; 100-100
 * past both sides' 15), three where the strong bot's own deals correct the model, a side
 * lacking 31 (90-100 and 100-90 of 121, 30-40 of 61). */
static void test_against_games(void)
{
    FILE *f = fopen("test/data/chance_games.txt", "r");
    char line[256];
    int n = 0;
    if (!CHECK(f != NULL, "test/data/chance_games.txt opens"))
        return;
    while (fgets(line, sizeof line, f)) {
        unsigned t, d, p, games, wins, first, first_wins;
        unsigned long long seed;
        if (line[0] == '#')
            continue;
        line[strcspn(line, "\n")] = 0;
        if (!CHECK(sscanf(line, "%u %u %u %llu %u %u %u %u", &t, &d, &p, &seed, &games, &wins,
                          &first, &first_wins) == 8 &&
                       games > 0 && first > 0,
                   "a line of test/data/chance_games.txt reads: %s", line))
            break;
        crib_chance c;
        MUST(crib_win_chance(t, d, p, 1, &c));
        double w = (double)wins / games, se = sqrt(c.win * (1 - c.win) / games);
        se = se < 1.0 / games ? 1.0 / games : se;
        double least = fmin(c.win, 1 - c.win) / 2, at_least = least < 0.015 ? least : 0.015;
        CHECK(fabs(w - c.win) <= (3 * se > at_least ? 3 * se : at_least),
              "%u, dealer %u, pone %u: the table's %.4f within 3 standard errors (%.4f) or %.4f "
              "of %u games' %.4f",
              t, d, p, c.win, se, at_least, games, w);
        static crib_arena arena;
        crib_arena_config config;
        crib_tally tally;
        memset(&config, 0, sizeof config);
        MUST(crib_game_rules_default(&config.rules, CRIB_VARIANT_SIX_CARD));
        config.rules.target = t;
        config.seed = seed;
        config.pairs = first;
        config.level[0] = config.level[1] = CRIB_BOT_STRONG;
        config.flags = CRIB_ARENA_SINGLE;
        config.first_dealer = 0;
        config.start[0] = d;
        config.start[1] = p;
        MUST(crib_arena_init(&arena, &config));
        CHECK_EQ(crib_arena_next(&arena, 0, NULL), CRIB_EVENT_DONE, "%u games played", first);
        MUST(crib_arena_tally(&arena, &tally));
        CHECK(tally.seat_wins[0] == first_wins,
              "%u, dealer %u, pone %u: the first %u games played again, the dealer wins %u as "
              "counted (%llu)",
              t, d, p, first, first_wins, (unsigned long long)tally.seat_wins[0]);
        n++;
    }
    fclose(f);
    CHECK(n >= 9, "%d positions checked against games", n);
}

int main(void)
{
    test_lookup();
    int read = read_deals();
    if (CHECK(read, "tools/chance_deals.txt read: %u deals", n_deals_))
        test_against_model();
    test_against_games();
    return harness_done();
}
