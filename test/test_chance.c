/* SPDX-License-Identifier: MIT */
/* The win-probability table: its lookups, and its values against a direct simulation of
 * the model it was solved from (src/chance_model.h, with the distributions the generator
 * wrote): 100,000 games from 20 positions must agree within 3 standard errors. That checks
 * the generator's dynamic programming; how well the model fits real games is measured by
 * tools/check_chance.sh with the arena, which takes far longer. */
#include "crib.h"
#include "harness.h"

#include "../src/gen/chance_table.h"

#include <math.h>
#include <string.h>

#define GAMES 5000

static double uniform(uint64_t *rng)
{
    uint64_t x;
    MUST(crib_rng_next(rng, &x));
    return (double)(x >> 11) * (1.0 / 9007199254740992.0);
}

static int draw(uint64_t *rng, const double *dist)
{
    double u = uniform(rng), acc = 0;
    for (int i = 0; i < CHANCE_POINTS; i++) {
        acc += dist[i];
        if (u < acc)
            return i;
    }
    return CHANCE_POINTS - 1;
}

static const chance_play *draw_play(uint64_t *rng)
{
    double u = uniform(rng), acc = 0;
    for (int i = 0; i < CHANCE_PLAYS; i++) {
        acc += k_play[i].p;
        if (u < acc)
            return &k_play[i];
    }
    return &k_play[CHANCE_PLAYS - 1];
}

/* One game of the model from the start of a deal; the first dealer's game value under the
 * ladder (+ a win, - a loss). */
static int play_model(uint64_t *rng, uint32_t t, uint32_t ladder, uint32_t d, uint32_t p)
{
    int sign = 1; /* +1 while the first dealer deals */
    for (;;) {
        if (uniform(rng) < k_heels) {
            d += 2;
            if (d >= t)
                return sign * chance_game_value(ladder, t, p);
        }
        const chance_play *pl = draw_play(rng);
        uint32_t dd = d + pl->dealer, pp = p + pl->pone;
        if (dd >= t && (pp < t || chance_dealer_first(t, d, pl->dealer, p, pl->pone)))
            return sign * chance_game_value(ladder, t, pp < t ? pp : t - 1);
        if (pp >= t)
            return -sign * chance_game_value(ladder, t, dd < t ? dd : t - 1);
        d = dd;
        p = pp + (uint32_t)draw(rng, k_pone);
        if (p >= t)
            return -sign * chance_game_value(ladder, t, d);
        d += (uint32_t)draw(rng, k_dealer);
        if (d >= t)
            return sign * chance_game_value(ladder, t, p);
        d += (uint32_t)draw(rng, k_crib);
        if (d >= t)
            return sign * chance_game_value(ladder, t, p);
        uint32_t x = d;
        d = p;
        p = x;
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
            wins += play_model(&rng, t, 0, d, p) > 0;
            int l = play_model(&rng, t, 1, d, p), s = play_model(&rng, t, 2, d, p);
            lsum += l;
            lsq += l * l;
            ssum += s;
            ssq += s * s;
        }
        double w = wins / GAMES, se = sqrt(c.win * (1 - c.win) / GAMES) + 1.0 / 65535;
        double lm = lsum / GAMES, lse = sqrt((lsq / GAMES - lm * lm) / GAMES) + 1e-4;
        double sm = ssum / GAMES, sse = sqrt((ssq / GAMES - sm * sm) / GAMES) + 1e-4;
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

int main(void)
{
    test_lookup();
    test_against_model();
    return harness_done();
}
