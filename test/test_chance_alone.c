/* SPDX-License-Identifier: MIT */
/* The chance tables made from a game's recorded deals alone, the games the strong bot plays
 * alike at every score (tools/gen_chance.c --five-card, --two-to-crib): the five-card
 * game's to 61 (src/gen/chance_five_table.h) and the game with two into the crib's to 121
 * and 61 (src/gen/chance_two_table.h), which the expert level plays the end of those games
 * by. Which games the library's tables cover, each table's bounds, its values against a
 * direct simulation of the model it was solved from (deals drawn from the recorded file,
 * pegged event by event to the target: 8 positions of 5,000 games within 3 standard
 * errors), and against the strong bot's own games, which the model describes to the end:
 * five-card, 400 games from the start and 1,000 from each of two positions near the end;
 * two into the crib, 500 from each of two positions near the end of the game to 121. */
#include "crib.h"
#include "harness.h"
#include "recorded_deals.h"

#include "../src/chance.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GAMES 5000
#define MAX_DEALS 50000

/* A game whose table comes from its deals alone: the positions tried against the model
 * (dealer's score, pone's) and against the strong bot's games (and how many games). */
typedef struct game {
    const char *name, *file;
    uint32_t variant, target;
    uint32_t model[8][2];
    uint32_t games[3][3];
    int n_games;
    uint32_t three;            /* the pone's three for last at the start of the game (five-card) */
    double start_lo, start_hi; /* the first dealer's chance at the start of the game */
} game;

static const game k_games[2] = {
    {"five-card",
     "tools/chance_five_deals.txt",
     CRIB_VARIANT_FIVE_CARD,
     61,
     {{0, 3}, {20, 20}, {40, 50}, {50, 40}, {55, 58}, {58, 55}, {30, 52}, {45, 45}},
     {{0, 3, 400}, {48, 55, 1000}, {55, 53, 1000}},
     3,
     3,
     0.45,
     0.52},
    {"two-to-crib",
     "tools/chance_two_deals.txt",
     CRIB_VARIANT_TWO_TO_CRIB,
     121,
     {{0, 0}, {40, 40}, {90, 100}, {100, 90}, {110, 115}, {115, 110}, {70, 112}, {105, 105}},
     {{104, 110, 500}, {112, 106, 500}},
     2,
     0,
     0.5,
     0.6},
};

/* The recorded deals: each deal's events in order (+ the dealer's points, - the pone's). */
static int8_t deals_[MAX_DEALS][RECORDED_EVENTS];
static uint8_t events_[MAX_DEALS];
static uint32_t n_deals_;

/* One game of the model from the start of a deal: 1 when the first dealer wins. */
static int play_model(uint64_t *rng, uint32_t target, uint32_t d, uint32_t p)
{
    int sign = 1; /* +1 while the first dealer deals */
    for (;;) {
        uint64_t x;
        MUST(crib_rng_next(rng, &x));
        uint32_t k = (uint32_t)(x % n_deals_);
        for (int i = 0; i < events_[k]; i++) {
            int v = deals_[k][i];
            if (v > 0 && (d += (uint32_t)v) >= target)
                return sign > 0;
            if (v < 0 && (p += (uint32_t)-v) >= target)
                return sign < 0;
        }
        uint32_t old = d;
        d = p;
        p = old;
        sign = -sign;
    }
}

static void test_sets(void)
{
    CHECK(crib_chance_set(CRIB_VARIANT_SIX_CARD, 121) != NULL &&
              crib_chance_set(CRIB_VARIANT_SIX_CARD, 61) != NULL &&
              crib_chance_set(CRIB_VARIANT_FIVE_CARD, 61) != NULL &&
              crib_chance_set(CRIB_VARIANT_TWO_TO_CRIB, 121) != NULL &&
              crib_chance_set(CRIB_VARIANT_TWO_TO_CRIB, 61) != NULL,
          "tables for the six-card game and two into the crib to 121 and 61, the five-card "
          "game to 61");
    CHECK(crib_chance_set(CRIB_VARIANT_FIVE_CARD, 121) == NULL &&
              crib_chance_set(CRIB_VARIANT_TWO_TO_CRIB, 91) == NULL &&
              crib_chance_set(CRIB_VARIANT_THREE, 121) == NULL &&
              crib_chance_set(CRIB_VARIANT_FOUR, 121) == NULL &&
              crib_chance_set(CRIB_VARIANT_SIX_CARD, 91) == NULL,
          "no table for the five-card game to 121, three or four players, or games to 91");
    /* The six-card game's set is its table as crib_win_chance() reads it. */
    const chance_set *six = crib_chance_set(CRIB_VARIANT_SIX_CARD, 61);
    crib_chance c;
    MUST(crib_win_chance(61, 40, 50, 1, &c));
    CHECK(six && fabs(crib_chance_set_wins(six, 40, 50) - c.win) < 1e-12,
          "the six-card set to 61 is crib_win_chance()'s table");
    const chance_set *a = crib_chance_set(CRIB_VARIANT_TWO_TO_CRIB, 121),
                     *b = crib_chance_set(CRIB_VARIANT_TWO_TO_CRIB, 61);
    CHECK(a && b && a->target == 121 && b->target == 61 && a->plays == b->plays &&
              a->crib == b->crib && crib_chance_set(CRIB_VARIANT_SIX_CARD, 121)->plays != a->plays,
          "two into the crib: one model for 121 and 61, not the six-card game's");
}

/* A table's bounds: chances in [0, 1], rising with the dealer's score and falling with the
 * pone's, the play's outcomes adding up to 1, and the first dealer's chance. */
static void test_bounds(const game *g, const chance_set *s, uint32_t t)
{
    int bounded = 1, rising = 1;
    double sum = 0;
    for (uint32_t d = 0; d < t; d++)
        for (uint32_t p = 0; p < t; p++) {
            double w = crib_chance_set_wins(s, d, p);
            bounded &= w >= 0 && w <= 1;
            if (d + 1 < t)
                rising &= crib_chance_set_wins(s, d + 1, p) >= w;
            if (p + 1 < t)
                rising &= crib_chance_set_wins(s, d, p + 1) <= w;
        }
    for (uint32_t k = 0; k < s->n_plays; k++)
        sum += s->plays[k].p;
    CHECK(bounded, "%s to %u: chances in [0, 1]", g->name, t);
    CHECK(rising, "%s to %u: a point more for the dealer never lowers the dealer's chance", g->name,
          t);
    CHECK(fabs(sum - 1) < 1e-9, "%s: the play's outcomes add up to 1 (%.12f)", g->name, sum);
    double start = crib_chance_set_wins(s, 0, g->three);
    CHECK(start > g->start_lo && start < g->start_hi,
          "%s to %u: the first dealer wins %.4f from the start", g->name, t, start);
}

static void test_against_model(const game *g, const chance_set *s)
{
    uint64_t rng = 12345;
    int ok = 1;
    double worst = 0;
    for (int i = 0; i < 8; i++) {
        uint32_t d = g->model[i][0], p = g->model[i][1];
        double table = crib_chance_set_wins(s, d, p), wins = 0;
        for (int n = 0; n < GAMES; n++)
            wins += play_model(&rng, g->target, d, p);
        double w = wins / GAMES, se = sqrt(table * (1 - table) / GAMES) + 1.0 / 65535;
        double z = fabs(w - table) / se;
        worst = z > worst ? z : worst;
        ok &= z <= 3;
        if (z > 3)
            printf("#   %u-%u: table %.4f, model %.4f\n", d, p, table, w);
    }
    CHECK(ok,
          "%s to %u: 8 positions within 3 standard errors of %d model games each (worst "
          "%.2f)",
          g->name, g->target, GAMES, worst);
}

/* The strong bot against itself from the dealer at d and the pone at p (in the five-card
 * game the pone's three for last at the start of the game included: the arena pegs it on
 * the scores it starts from). */
static void test_against_games(const game *g, const chance_set *s)
{
    for (int i = 0; i < g->n_games; i++) {
        static crib_arena arena;
        crib_arena_config config;
        crib_tally tally;
        uint32_t d = g->games[i][0], p = g->games[i][1], games = g->games[i][2];
        memset(&config, 0, sizeof config);
        MUST(crib_game_rules_default(&config.rules, g->variant));
        config.rules.target = g->target;
        config.seed = 40000001 + (uint64_t)i * games;
        config.pairs = games;
        config.level[0] = config.level[1] = CRIB_BOT_STRONG;
        config.flags = CRIB_ARENA_SINGLE;
        config.first_dealer = 0;
        config.start[0] = d;
        config.start[1] = p - g->three;
        MUST(crib_arena_init(&arena, &config));
        MUST(crib_arena_next(&arena, 0, NULL));
        MUST(crib_arena_tally(&arena, &tally));
        double table = crib_chance_set_wins(s, d, p), w = (double)tally.seat_wins[0] / games;
        double se = sqrt(table * (1 - table) / games);
        CHECK(tally.games == games && fabs(w - table) <= 3 * se,
              "%s, dealer %u, pone %u: the table's %.4f within 3 standard errors (%.4f) of "
              "the strong bot's %.4f over %u games",
              g->name, d, p, table, se, w, games);
    }
}

int main(void)
{
    test_sets();
    for (int i = 0; i < 2; i++) {
        const game *g = &k_games[i];
        const chance_set *s = crib_chance_set(g->variant, g->target);
        if (!CHECK(s != NULL, "%s to %u: a table", g->name, g->target))
            continue;
        test_bounds(g, s, g->target);
        if (g->target == 121)
            test_bounds(g, crib_chance_set(g->variant, 61), 61);
        n_deals_ = read_recorded_deals(g->file, deals_, events_, MAX_DEALS);
        if (CHECK(n_deals_ > 1000, "%s read: %u deals", g->file, n_deals_))
            test_against_model(g, s);
        test_against_games(g, s);
    }
    return harness_done();
}
