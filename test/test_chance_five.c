/* SPDX-License-Identifier: MIT */
/* The five-card game's chance table (src/gen/chance_five_table.h, which the expert level
 * plays the end of that game by): which games the library's tables cover, the table's
 * bounds, its values against a direct simulation of the model it was solved from (deals
 * drawn from tools/chance_five_deals.txt, pegged event by event to 61: 8 positions of
 * 5,000 games within 3 standard errors), and against the strong bot's own games from the
 * start and from near the end, which the model describes to the end (the strong bot plays
 * the five-card game alike at every score): 400 games from the start, 1,000 from each of
 * two positions near the end. */
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
#define TARGET 61u

/* The recorded deals: each deal's events in order (+ the dealer's points, - the pone's). */
static int8_t deals_[MAX_DEALS][RECORDED_EVENTS];
static uint8_t events_[MAX_DEALS];
static uint32_t n_deals_;

static int read_deals(void)
{
    n_deals_ = read_recorded_deals("tools/chance_five_deals.txt", deals_, events_, MAX_DEALS);
    return n_deals_ > 1000;
}

/* One game of the model from the start of a deal: 1 when the first dealer wins. */
static int play_model(uint64_t *rng, uint32_t d, uint32_t p)
{
    int sign = 1; /* +1 while the first dealer deals */
    for (;;) {
        uint64_t x;
        MUST(crib_rng_next(rng, &x));
        uint32_t k = (uint32_t)(x % n_deals_);
        for (int i = 0; i < events_[k]; i++) {
            int v = deals_[k][i];
            if (v > 0 && (d += (uint32_t)v) >= TARGET)
                return sign > 0;
            if (v < 0 && (p += (uint32_t)-v) >= TARGET)
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
    const chance_set *five = crib_chance_set(CRIB_VARIANT_FIVE_CARD, 61);
    CHECK(crib_chance_set(CRIB_VARIANT_SIX_CARD, 121) != NULL &&
              crib_chance_set(CRIB_VARIANT_SIX_CARD, 61) != NULL && five != NULL,
          "tables for the six-card game to 121 and 61, the five-card game to 61");
    CHECK(crib_chance_set(CRIB_VARIANT_FIVE_CARD, 121) == NULL &&
              crib_chance_set(CRIB_VARIANT_TWO_TO_CRIB, 121) == NULL &&
              crib_chance_set(CRIB_VARIANT_THREE, 121) == NULL &&
              crib_chance_set(CRIB_VARIANT_SIX_CARD, 91) == NULL,
          "no table for the five-card game to 121, two into the crib, three players or 91");
    if (!five)
        return;
    /* The six-card game's set is its table as crib_win_chance() reads it. */
    const chance_set *six = crib_chance_set(CRIB_VARIANT_SIX_CARD, 61);
    crib_chance c;
    MUST(crib_win_chance(61, 40, 50, 1, &c));
    CHECK(six && fabs(crib_chance_set_wins(six, 40, 50) - c.win) < 1e-12,
          "the six-card set to 61 is crib_win_chance()'s table");
    int bounded = 1, rising = 1;
    double sum = 0;
    for (uint32_t d = 0; d < TARGET; d++)
        for (uint32_t p = 0; p < TARGET; p++) {
            double w = crib_chance_set_wins(five, d, p);
            bounded &= w >= 0 && w <= 1;
            if (d + 1 < TARGET)
                rising &= crib_chance_set_wins(five, d + 1, p) >= w;
            if (p + 1 < TARGET)
                rising &= crib_chance_set_wins(five, d, p + 1) <= w;
        }
    for (uint32_t k = 0; k < five->n_plays; k++)
        sum += five->plays[k].p;
    CHECK(bounded, "five-card: chances in [0, 1]");
    CHECK(rising, "five-card: a point more for the dealer never lowers the dealer's chance");
    CHECK(fabs(sum - 1) < 1e-9, "five-card: the play's outcomes add up to 1 (%.12f)", sum);
    double start = crib_chance_set_wins(five, 0, 3);
    CHECK(start > 0.45 && start < 0.52,
          "five-card: the first dealer, the pone's three pegged, wins %.4f", start);
}

static void test_against_model(const chance_set *five)
{
    static const uint32_t states[8][2] = {{0, 3},   {20, 20}, {40, 50}, {50, 40},
                                          {55, 58}, {58, 55}, {30, 52}, {45, 45}};
    uint64_t rng = 12345;
    int ok = 1;
    double worst = 0;
    for (int i = 0; i < 8; i++) {
        uint32_t d = states[i][0], p = states[i][1];
        double table = crib_chance_set_wins(five, d, p), wins = 0;
        for (int g = 0; g < GAMES; g++)
            wins += play_model(&rng, d, p);
        double w = wins / GAMES, se = sqrt(table * (1 - table) / GAMES) + 1.0 / 65535;
        double z = fabs(w - table) / se;
        worst = z > worst ? z : worst;
        ok &= z <= 3;
        if (z > 3)
            printf("#   %u-%u: table %.4f, model %.4f\n", d, p, table, w);
    }
    CHECK(ok,
          "five-card: 8 positions within 3 standard errors of %d model games each (worst "
          "%.2f)",
          GAMES, worst);
}

/* The strong bot against itself from the dealer at d and the pone at p, the pone's three
 * for last at the start of the game included (the arena pegs it on the scores it starts
 * from): the whole game from the start in 400 games, the end in 1,000. */
static void test_against_games(const chance_set *five)
{
    static const uint32_t states[3][3] = {{0, 3, 400}, {48, 55, 1000}, {55, 53, 1000}};
    for (int i = 0; i < 3; i++) {
        static crib_arena arena;
        crib_arena_config config;
        crib_tally tally;
        uint32_t d = states[i][0], p = states[i][1], games = states[i][2];
        memset(&config, 0, sizeof config);
        MUST(crib_game_rules_default(&config.rules, CRIB_VARIANT_FIVE_CARD));
        config.seed = 40000001 + (uint64_t)i * games;
        config.pairs = games;
        config.level[0] = config.level[1] = CRIB_BOT_STRONG;
        config.flags = CRIB_ARENA_SINGLE;
        config.first_dealer = 0;
        config.start[0] = d;
        config.start[1] = p - 3;
        MUST(crib_arena_init(&arena, &config));
        MUST(crib_arena_next(&arena, 0, NULL));
        MUST(crib_arena_tally(&arena, &tally));
        double table = crib_chance_set_wins(five, d, p), w = (double)tally.seat_wins[0] / games;
        double se = sqrt(table * (1 - table) / games);
        CHECK(tally.games == games && fabs(w - table) <= 3 * se,
              "five-card, dealer %u, pone %u: the table's %.4f within 3 standard errors (%.4f) of "
              "the strong bot's %.4f over %u games",
              d, p, table, se, w, games);
    }
}

int main(void)
{
    test_sets();
    const chance_set *five = crib_chance_set(CRIB_VARIANT_FIVE_CARD, 61);
    int read = read_deals();
    if (five && CHECK(read, "tools/chance_five_deals.txt read: %u deals", n_deals_))
        test_against_model(five);
    if (five)
        test_against_games(five);
    return harness_done();
}
