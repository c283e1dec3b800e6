/* SPDX-License-Identifier: MIT */
/* The arena: its configuration checks, its statistics on outcomes known in advance, the
 * caller's side driven step by step, and tallies that do not depend on how a run was
 * split; in the two-player games and three- and four-handed, side A moved through the
 * seats on the same cards. */
#include "crib.h"
#include "harness.h"

#include <math.h>
#include <stddef.h>
#include <string.h>

static crib_arena_config config_of(uint32_t a, uint32_t b, uint32_t pairs)
{
    crib_arena_config c;
    memset(&c, 0, sizeof c);
    MUST(crib_game_rules_default(&c.rules, CRIB_VARIANT_SIX_CARD));
    c.seed = 1;
    c.pairs = pairs;
    c.level[0] = a;
    c.level[1] = b;
    c.first_dealer = CRIB_DEAL_CUT;
    return c;
}

/* Runs an arena with no caller's side to its end; its tally. */
static int run(const crib_arena_config *c, crib_tally *t)
{
    static crib_arena a;
    if (crib_arena_init(&a, c) != CRIB_OK)
        return 0;
    for (;;) {
        int32_t kind = crib_arena_next(&a, 0, NULL);
        if (kind < 0)
            return 0;
        if (kind == CRIB_EVENT_DONE)
            break;
    }
    return crib_arena_tally(&a, t) == CRIB_OK;
}

static void test_config(void)
{
    static crib_arena a;
    crib_arena_config c = config_of(CRIB_BOT_EASY, CRIB_BOT_EASY, 10);
    CHECK_EQ(crib_arena_init(NULL, &c), CRIB_ENULL, "init: NULL arena");
    CHECK_EQ(crib_arena_init(&a, NULL), CRIB_ENULL, "init: NULL config");
    CHECK_EQ(crib_arena_init(&a, &c), CRIB_OK, "init: easy against easy");
    crib_arena_config bad = c;
    bad.pairs = 0;
    CHECK_EQ(crib_arena_init(&a, &bad), CRIB_ERANGE, "init: no pairs");
    bad = c;
    bad.first_pair = 0xFFFFFFF0u;
    bad.pairs = 0x20;
    CHECK_EQ(crib_arena_init(&a, &bad), CRIB_ERANGE, "init: pairs past 2^32");
    bad = c;
    bad.level[1] = 5;
    CHECK_EQ(crib_arena_init(&a, &bad), CRIB_ERANGE, "init: an unknown level");
    crib_arena_config expert = config_of(CRIB_BOT_EXPERT, CRIB_BOT_CALLER, 1);
    CHECK_EQ(crib_arena_init(&a, &expert), CRIB_OK, "init: the expert level");
    bad = c;
    bad.first_dealer = 2;
    CHECK_EQ(crib_arena_init(&a, &bad), CRIB_ERANGE, "init: first dealer 2");
    bad = c;
    bad.start[1] = 121;
    CHECK_EQ(crib_arena_init(&a, &bad), CRIB_ERANGE, "init: a start at the target");
    bad = c;
    MUST(crib_game_rules_default(&bad.rules, CRIB_VARIANT_FIVE_CARD));
    bad.start[0] = 58;
    CHECK_EQ(crib_arena_init(&a, &bad), CRIB_ERANGE,
             "init: five-card, a start that the three for last would end");
    bad = c;
    bad.reserved[0] = 1;
    CHECK_EQ(crib_arena_init(&a, &bad), CRIB_ERANGE, "init: reserved space set");
    bad = c;
    bad.flags = 2;
    CHECK(crib_arena_init(&a, &bad) == CRIB_EFLAGS && a.config.pairs == 0,
          "init: unknown flags, arena zeroed");
    CHECK_EQ(crib_arena_next(&a, 0, NULL), CRIB_ERANGE, "next on a zeroed arena: CRIB_ERANGE");
    MUST(crib_arena_init(&a, &c));
    CHECK_EQ(crib_arena_next(&a, 4, NULL), CRIB_EFLAGS, "next with unknown flags");
    CHECK_EQ(crib_arena_next(NULL, 0, NULL), CRIB_ENULL, "next of NULL");
    CHECK_EQ(crib_arena_play(&a, 3), CRIB_ESTAGE, "an answer nobody asked for: CRIB_ESTAGE");
    a.step = 99;
    CHECK_EQ(crib_arena_next(&a, 0, NULL), CRIB_ERANGE, "next from a step out of range");
    MUST(crib_arena_init(&a, &c));
    a.pair_a_value = 1000;
    CHECK_EQ(crib_arena_next(&a, 0, NULL), CRIB_ERANGE, "a pair's value out of reach");
    MUST(crib_arena_init(&a, &c));
    MUST(crib_arena_next(&a, CRIB_STOP_EVENTS, NULL));
    MUST(crib_arena_next(&a, CRIB_STOP_EVENTS, NULL));
    a.deal.hand[0] |= a.deal.hand[1];
    CHECK_EQ(crib_arena_next(&a, 0, NULL), CRIB_ERANGE, "a deal with a card in two hands");
}

#define Z95 1.959963984540054
#define Z2 (Z95 * Z95)

/* Two copies of one deterministic bot on duplicate deals: every pair is split one game
 * each, so side A wins exactly half, with no spread at all, and the sides' points agree. */
static void test_mirror(void)
{
    crib_arena_config c = config_of(CRIB_BOT_EASY, CRIB_BOT_EASY, 150);
    crib_tally t;
    crib_summary s;
    CHECK(run(&c, &t) && t.games == 300 && t.pairs == 150 && t.pair_wins[1] == 150,
          "easy against easy, 150 pairs: every pair split");
    CHECK(crib_tally_summary(&t, &s) == CRIB_OK && s.win_a == 0.5 && s.win_a_low == 0.5 &&
              s.win_a_high == 0.5 && s.value_a == 0 && s.games == 300,
          "side A wins 50%% exactly, interval [50%%, 50%%], net value 0");
    int same = 1;
    for (int k = 0; k < 5; k++)
        for (int role = 0; role < 2; role++)
            same &= s.points[role * 5 + k] == s.points[10 + role * 5 + k];
    CHECK(same && s.play_diff[0] == 0 && s.play_diff[1] == 0 && s.points[4] > 14 &&
              s.points[4] < 19 && s.points[9] > 8 && s.points[9] < 13,
          "the sides' points a deal agree: dealer %.2f, pone %.2f", s.points[4], s.points[9]);
    uint64_t whole = t.whole_deals[0] + t.whole_deals[1] + t.whole_deals[2] + t.whole_deals[3];
    CHECK(whole == 2 * (t.deals - t.games) || (whole < 2 * t.deals && whole > t.deals),
          "whole deals are the deals that reached the crib (%llu of %llu)",
          (unsigned long long)whole / 2, (unsigned long long)t.deals);
}

/* A seat one point from the target, dealing: whatever the cards, it pegs a point before the
 * other seat can make 121 from 0, so that seat wins every game. With the seats swapped in
 * every pair, each side wins one game of each pair; the first dealer wins them all. */
static void test_certain(void)
{
    crib_arena_config c = config_of(CRIB_BOT_STRONG, CRIB_BOT_EASY, 40);
    c.start[0] = 120;
    c.first_dealer = 0;
    crib_tally t;
    crib_summary s;
    CHECK(run(&c, &t) && t.games == 80 && t.seat_wins[0] == 80 && t.first_dealer_wins == 80 &&
              t.pair_wins[1] == 40,
          "seat 0 at 120 dealing wins all 80 games");
    MUST(crib_tally_summary(&t, &s));
    CHECK(s.win_a == 0.5 && s.first_dealer == 1 && s.first_dealer_high == 1 &&
              fabs(s.first_dealer_low - 80 / (80 + Z2)) < 1e-12 && s.deals_per_game < 1.5,
          "side A 50%%, the first dealer 100%% [%.2f%%, 100%%], games of about one deal",
          100 * s.first_dealer_low);
    c.flags = CRIB_ARENA_SINGLE;
    CHECK(run(&c, &t) && t.games == 40 && t.pairs == 0 && t.wins[0] == 40,
          "--single: side A in seat 0 wins all 40");
    MUST(crib_tally_summary(&t, &s));
    CHECK(s.win_a == 1 && fabs(s.win_a_low - 40 / (40 + Z2)) < 1e-12 && s.win_a_high == 1,
          "a certain win: rate 1, interval [%.2f%%, 100%%] (Wilson's)", 100 * s.win_a_low);
}

/* Wilson's score interval for k successes in n trials, written out. */
static void wilson_of(double k, double n, double *low, double *high)
{
    double p = k / n, root = sqrt(Z2 * (p * (1 - p) * n + Z2 / 4));
    *low = (k + Z2 / 2 - root) / (n + Z2);
    *high = (k + Z2 / 2 + root) / (n + Z2);
}

/* A tally of games alone (--single): a wins of n for side A, b of them the first dealer's. */
static crib_tally single_tally(uint64_t n, uint64_t a, uint64_t b)
{
    crib_tally t;
    memset(&t, 0, sizeof t);
    t.games = n;
    t.wins[0] = a;
    t.wins[1] = n - a;
    t.seat_wins[0] = a;
    t.seat_wins[1] = n - a;
    t.first_dealer_wins = b;
    return t;
}

/* A tally of pairs: c0 pairs that side A lost both games of, c1 split, c2 won both. */
static crib_tally paired_tally(uint64_t c0, uint64_t c1, uint64_t c2)
{
    crib_tally t = single_tally(2 * (c0 + c1 + c2), c1 + 2 * c2, c0 + c1 + c2);
    t.pairs = c0 + c1 + c2;
    t.pair_wins[0] = c0;
    t.pair_wins[1] = c1;
    t.pair_wins[2] = c2;
    return t;
}

/* The win rates' intervals stay inside [0, 1] and hold the rate, for few games or for a
 * side that won all or none of them, paired or not; with many they are the normal ones. */
static void test_rate_intervals(void)
{
    crib_summary s;
    double lo, hi;
    crib_tally t = single_tally(2, 1, 1);
    MUST(crib_tally_summary(&t, &s));
    wilson_of(1, 2, &lo, &hi);
    CHECK(s.win_a == 0.5 && fabs(s.win_a_low - lo) < 1e-12 && fabs(s.win_a_high - hi) < 1e-12 &&
              lo > 0.09 && hi < 0.91 && s.first_dealer_low == s.win_a_low,
          "1 of 2 games: 50%% [%.2f%%, %.2f%%], not [-48%%, 148%%]", 100 * lo, 100 * hi);
    t = single_tally(5, 0, 5);
    MUST(crib_tally_summary(&t, &s));
    CHECK(s.win_a == 0 && s.win_a_low == 0 && fabs(s.win_a_high - Z2 / (5 + Z2)) < 1e-12 &&
              s.first_dealer_high == 1 && fabs(s.first_dealer_low - 5 / (5 + Z2)) < 1e-12,
          "0 of 5: [0%%, %.2f%%]; 5 of 5: [%.2f%%, 100%%]", 100 * s.win_a_high,
          100 * s.first_dealer_low);
    t = single_tally(1, 1, 0);
    MUST(crib_tally_summary(&t, &s));
    CHECK(s.win_a == 1 && s.win_a_high == 1 && fabs(s.win_a_low - 1 / (1 + Z2)) < 1e-12 &&
              s.first_dealer_low == 0 && s.first_dealer_high < 1,
          "1 game: [%.2f%%, 100%%]", 100 * s.win_a_low);
    t = paired_tally(0, 1, 0);
    MUST(crib_tally_summary(&t, &s));
    wilson_of(1, 2, &lo, &hi);
    CHECK(fabs(s.win_a_low - lo) < 1e-12 && fabs(s.win_a_high - hi) < 1e-12,
          "1 pair, split: its 2 games' interval, [%.2f%%, %.2f%%]", 100 * lo, 100 * hi);
    t = paired_tally(0, 0, 1);
    MUST(crib_tally_summary(&t, &s));
    CHECK(s.win_a == 1 && s.win_a_high == 1 && fabs(s.win_a_low - 2 / (2 + Z2)) < 1e-12,
          "1 pair, both won: [%.2f%%, 100%%]", 100 * s.win_a_low);
    t = paired_tally(5, 0, 0);
    MUST(crib_tally_summary(&t, &s));
    CHECK(s.win_a == 0 && s.win_a_low == 0 && fabs(s.win_a_high - Z2 / (10 + Z2)) < 1e-12,
          "5 pairs, both games lost in each: the 10 games' interval, [0%%, %.2f%%]",
          100 * s.win_a_high);
    /* Pair shares 1, 1, 1/2: mean 5/6, whose normal interval reaches 116%. */
    t = paired_tally(0, 1, 2);
    MUST(crib_tally_summary(&t, &s));
    CHECK(s.win_a_low > 0 && s.win_a_low < s.win_a && s.win_a_high > s.win_a && s.win_a_high < 1,
          "3 pairs, 5 games of 6: 83.33%% [%.2f%%, %.2f%%]", 100 * s.win_a_low, 100 * s.win_a_high);
    /* Many pairs: 20%% lost, 30%% split, 50%% won; the paired normal interval. */
    t = paired_tally(2000, 3000, 5000);
    MUST(crib_tally_summary(&t, &s));
    double p = 0.65, var = (0.25 * 3000 + 5000 - 10000 * p * p) / 9999;
    double half = Z95 * sqrt(var / 10000);
    CHECK(fabs(s.win_a_low - (p - half)) < 5e-4 && fabs(s.win_a_high - (p + half)) < 5e-4,
          "10,000 pairs: [%.3f, %.3f], the normal [%.3f, %.3f]", s.win_a_low, s.win_a_high,
          p - half, p + half);
    t = single_tally(20000, 11000, 11280);
    MUST(crib_tally_summary(&t, &s));
    half = Z95 * sqrt(0.564 * 0.436 / 19999);
    CHECK(fabs(s.first_dealer_low - (0.564 - half)) < 5e-4 &&
              fabs(s.first_dealer_high - (0.564 + half)) < 5e-4,
          "20,000 games: the first dealer's [%.3f, %.3f], the normal [%.3f, %.3f]",
          s.first_dealer_low, s.first_dealer_high, 0.564 - half, 0.564 + half);
}

/* The intervals, worked by hand from a tally. */
static void test_summary(void)
{
    crib_tally t;
    crib_summary s;
    memset(&t, 0, sizeof t);
    t.games = 120;
    t.wins[0] = 80;
    t.wins[1] = 40;
    t.seat_wins[0] = 60;
    t.seat_wins[1] = 60;
    t.first_dealer_wins = 66;
    t.pairs = 60;
    t.pair_wins[0] = 10;
    t.pair_wins[1] = 20;
    t.pair_wins[2] = 30;
    t.value[0] = 80;
    t.value[1] = 40;
    t.pair_value = 40; /* pairs: 10 at -2, 20 at 0, 30 at +2 */
    t.pair_value_sq = 160;
    CHECK_EQ(crib_tally_summary(&t, &s), CRIB_OK, "summary of a hand-made tally");
    /* Pair shares: 10 at 0, 20 at 1/2, 30 at 1: mean 2/3, variance (5 + 30 - 60 * 4/9) / 59;
     * Wilson's interval with the trials that give the mean that variance, p(1 - p) n / var. */
    double var = (20 * 0.25 + 30 - 60.0 * 4 / 9) / 59, trials = 2.0 / 9 * 60 / var, lo, hi;
    wilson_of(2.0 / 3 * trials, trials, &lo, &hi);
    CHECK(fabs(s.win_a - 2.0 / 3) < 1e-12 && fabs(s.win_a_low - lo) < 1e-9 &&
              fabs(s.win_a_high - hi) < 1e-9,
          "paired interval: 66.67%% [%.2f%%, %.2f%%], as from %.1f games", 100 * lo, 100 * hi,
          trials);
    double vvar = (160 - 60.0 * (40.0 / 60) * (40.0 / 60)) / 59, vhalf = Z95 * sqrt(vvar / 60) / 2;
    CHECK(fabs(s.value_a - 1.0 / 3) < 1e-12 && fabs(s.value_a_high - s.value_a - vhalf) < 1e-9,
          "paired net value: +0.3333 +- %.4f a game", vhalf);
    wilson_of(66, 120, &lo, &hi);
    CHECK(fabs(s.first_dealer - 0.55) < 1e-12 && fabs(s.first_dealer_low - lo) < 1e-9 &&
              fabs(s.first_dealer_high - hi) < 1e-9,
          "first dealer: 55%% [%.2f%%, %.2f%%] (Wilson's)", 100 * lo, 100 * hi);
    t.wins[0] = 200;
    CHECK(crib_tally_summary(&t, &s) == CRIB_ERANGE && s.games == 0,
          "more wins than games: CRIB_ERANGE, zeroed");
    t.wins[0] = 80;
    t.reserved[2] = 1;
    CHECK_EQ(crib_tally_summary(&t, &s), CRIB_ERANGE, "reserved space set: CRIB_ERANGE");
    t.reserved[2] = 0;
    crib_tally u = t;
    CHECK(crib_tally_add(&u, &t) == CRIB_OK && u.games == 240 && u.pair_value == 80 &&
              u.pair_wins[2] == 60,
          "a tally added to itself doubles");
    u.games = UINT64_MAX;
    crib_tally before = u;
    CHECK(crib_tally_add(&u, &t) == CRIB_ERANGE && memcmp(&u, &before, sizeof u) == 0,
          "an overflowing sum: CRIB_ERANGE, nothing changed");
    CHECK_EQ(crib_tally_add(NULL, &t), CRIB_ENULL, "add into NULL");
}

/* A run split into two arenas gives, added, the tally of the whole run. */
static void test_split(void)
{
    crib_arena_config c = config_of(CRIB_BOT_EASY, CRIB_BOT_STRONG, 8);
    crib_tally whole, part, again;
    run(&c, &whole);
    run(&c, &again);
    CHECK(memcmp(&whole, &again, sizeof whole) == 0, "the same run twice: the same tally");
    c.pairs = 3;
    run(&c, &part);
    c.first_pair = 3;
    c.pairs = 5;
    crib_tally rest;
    run(&c, &rest);
    MUST(crib_tally_add(&part, &rest));
    CHECK(memcmp(&whole, &part, sizeof whole) == 0,
          "pairs 0-2 and 3-7 added: the tally of pairs 0-7");
}

/* Side B is the caller, who plays the first legal card and lays away the first cards. */
static void test_caller(void)
{
    static crib_arena a;
    crib_arena_config c = config_of(CRIB_BOT_EASY, CRIB_BOT_CALLER, 2);
    MUST(crib_arena_init(&a, &c));
    crib_arena_event ev;
    int order = 1, requests = 0, shows = 0, ends = 0, games = 0, refused = 0;
    int32_t last = -1;
    for (;;) {
        int32_t kind = crib_arena_next(&a, CRIB_STOP_EVENTS, &ev);
        if (kind < 0) {
            order = 0;
            break;
        }
        if (kind == CRIB_EVENT_DONE)
            break;
        order &= kind == (int32_t)ev.kind;
        if (kind == CRIB_EVENT_GAME) {
            games++;
            order &= ev.seat_a == (uint32_t)(games - 1) % 2;
        }
        if (kind == CRIB_EVENT_DISCARD || kind == CRIB_EVENT_PLAY) {
            requests++;
            order &= ev.side == 1 && ev.view.player == ev.player &&
                     ev.view.stage ==
                         (kind == CRIB_EVENT_DISCARD ? CRIB_STAGE_DISCARD : CRIB_STAGE_PLAY);
            crib_arena_event same;
            order &= crib_arena_next(&a, CRIB_STOP_EVENTS, &same) == kind &&
                     memcmp(&same, &ev, sizeof ev) == 0;
        }
        if (kind == CRIB_EVENT_DISCARD) {
            crib_card cards[6];
            MUST(crib_mask_to_cards(ev.view.hand, cards, 6));
            refused += crib_arena_discard(&a, cards, 1) == CRIB_ECOUNT;
            refused += crib_arena_play(&a, cards[0]) == CRIB_ESTAGE;
            order &= crib_arena_discard(&a, cards, 2) == CRIB_OK;
            refused += crib_arena_discard(&a, cards, 2) == CRIB_ESTAGE;
        } else if (kind == CRIB_EVENT_PLAY) {
            crib_card cards[4];
            int32_t n = crib_mask_to_cards(ev.view.hand, cards, 4);
            uint32_t card = NONE;
            for (int32_t i = 0; i < n && card == NONE; i++)
                if (crib_card_value(cards[i]) + (int32_t)ev.view.count <= 31)
                    card = cards[i];
            refused += crib_arena_play(&a, ev.view.starter) == CRIB_ENOTHELD;
            refused += crib_arena_play(&a, 52) == CRIB_ERANGE;
            order &= crib_arena_play(&a, card) == CRIB_OK;
        }
        shows += kind == CRIB_EVENT_SHOW;
        ends += kind == CRIB_EVENT_END;
        last = kind;
    }
    crib_tally t;
    MUST(crib_arena_tally(&a, &t));
    CHECK(order && games == 4 && ends == 4 && last == CRIB_EVENT_END && t.games == 4,
          "the caller's side: 4 games, every event in order, each request repeated until answered");
    CHECK(requests > 40 && shows > 12 && refused > 10,
          "%d requests answered, %d shows, %d wrong answers refused", requests, shows, refused);
}

/* Under CRIB_OPT_FAILURE the caller's side may go while it can play (004's failure to
 * play): its cards that fit die and the other side pegs the penalty. The arena took such a
 * go and then kept what the go showed of the seat's cards, 32 less the count, past the 10
 * its own check allows, and refused every later step (issue 33). */
static void test_caller_failure(void)
{
    static crib_arena a;
    crib_arena_config c = config_of(CRIB_BOT_STRONG, CRIB_BOT_CALLER, 2);
    c.rules.options = CRIB_OPT_FAILURE;
    MUST(crib_arena_init(&a, &c));
    crib_arena_event ev;
    int steps = 0, refused = 0, failures = 0, accepted = 1;
    int32_t kind = 0;
    while (steps++ < 5000) {
        kind = crib_arena_next(&a, CRIB_STOP_EVENTS, &ev);
        if (kind < 0 || kind == CRIB_EVENT_DONE)
            break;
        if (kind == CRIB_EVENT_DISCARD) {
            crib_card cards[6];
            MUST(crib_mask_to_cards(ev.view.hand, cards, 6));
            accepted &= crib_arena_discard(&a, cards, 2) == CRIB_OK;
        } else if (kind == CRIB_EVENT_PLAY) {
            crib_card cards[6];
            int32_t n = crib_mask_to_cards(ev.view.hand, cards, 6);
            for (int32_t i = 0; i < n; i++)
                failures += crib_card_value(cards[i]) + (int32_t)ev.view.count <= 31;
            accepted &= crib_arena_play(&a, NONE) == CRIB_OK;
        }
        crib_tally t;
        refused += crib_arena_tally(&a, &t) != CRIB_OK;
    }
    crib_tally t;
    CHECK(kind == CRIB_EVENT_DONE && accepted && refused == 0 &&
              crib_arena_tally(&a, &t) == CRIB_OK && t.games == 4,
          "the caller always goes: the run plays its 4 games to the end (last kind %d)", (int)kind);
    CHECK(failures > 20, "%d of the caller's cards died by a failure to play", failures);
}

/* ---- Three- and four-handed ------------------------------------------------------------- */

static crib_arena_config multi_config(uint32_t variant, uint32_t a, uint32_t b, uint32_t pairs)
{
    crib_arena_config c = config_of(a, b, pairs);
    MUST(crib_game_rules_default(&c.rules, variant));
    return c;
}

/* The games of a pair: side A in each seat it can hold. */
static uint32_t pair_games(uint32_t variant)
{
    return variant == CRIB_VARIANT_THREE ? 3 : 2;
}

static void test_multi_config(void)
{
    static crib_arena a;
    crib_arena_config c3 = multi_config(CRIB_VARIANT_THREE, CRIB_BOT_EASY, CRIB_BOT_STRONG, 4);
    crib_arena_config c4 = multi_config(CRIB_VARIANT_FOUR, CRIB_BOT_STRONG, CRIB_BOT_CALLER, 4);
    CHECK(crib_arena_init(&a, &c3) == CRIB_OK && a.tally.set_games == 3,
          "init: three-handed, its tally's pairs of three games");
    CHECK(crib_arena_init(&a, &c4) == CRIB_OK && a.tally.set_games == 0, "init: four-handed");
    crib_arena_config bad = c3;
    bad.first_dealer = 2;
    CHECK_EQ(crib_arena_init(&a, &bad), CRIB_OK, "init: three-handed, seat 2 deals first");
    bad.first_dealer = 3;
    CHECK_EQ(crib_arena_init(&a, &bad), CRIB_ERANGE, "init: three-handed, no seat 3");
    bad = c4;
    bad.first_dealer = 3;
    CHECK_EQ(crib_arena_init(&a, &bad), CRIB_OK, "init: four-handed, seat 3 deals first");
    bad.first_dealer = 4;
    CHECK_EQ(crib_arena_init(&a, &bad), CRIB_ERANGE, "init: four-handed, no seat 4");
    bad = c3;
    bad.start_third = 120;
    CHECK_EQ(crib_arena_init(&a, &bad), CRIB_OK, "init: three-handed, seat 2 from 120");
    bad.start_third = 121;
    CHECK_EQ(crib_arena_init(&a, &bad), CRIB_ERANGE, "init: three-handed, seat 2 at the target");
    bad = c4;
    bad.start_third = 5;
    CHECK_EQ(crib_arena_init(&a, &bad), CRIB_ERANGE, "init: four-handed, a third score");
    bad = config_of(CRIB_BOT_EASY, CRIB_BOT_EASY, 1);
    bad.start_third = 5;
    CHECK_EQ(crib_arena_init(&a, &bad), CRIB_ERANGE, "init: two players, a third score");
    bad = c3;
    bad.pairs = 0x55555555u;
    CHECK_EQ(crib_arena_init(&a, &bad), CRIB_OK, "init: three-handed, 2^32 - 1 games");
    bad.pairs = 0x55555556u;
    CHECK_EQ(crib_arena_init(&a, &bad), CRIB_ERANGE, "init: three-handed, games past 2^32 - 1");
    bad.flags = CRIB_ARENA_SINGLE;
    CHECK_EQ(crib_arena_init(&a, &bad), CRIB_OK, "init: three-handed, as many single games");
}

/* A whole run's tally adds up: games, wins by side and seat, pairs and their outcomes. */
static int adds_up(const crib_tally *t, uint32_t variant, uint32_t pairs)
{
    uint32_t n = pair_games(variant);
    uint64_t pw = t->pair_wins[0] + t->pair_wins[1] + t->pair_wins[2] + t->pair_wins_three;
    return t->games == (uint64_t)n * pairs && t->pairs == pairs && pw == pairs &&
           t->wins[0] + t->wins[1] == t->games &&
           t->seat_wins[0] + t->seat_wins[1] + t->seat_wins_third == t->games &&
           (variant == CRIB_VARIANT_THREE ||
            (t->seat_wins_third == 0 && t->pair_wins_three == 0)) &&
           t->set_games == (variant == CRIB_VARIANT_THREE ? 3u : 0u) && t->mid_deals == 0 &&
           t->whole_deals[0] + t->whole_deals[2] == t->whole_deals[1] + t->whole_deals[3];
}

/* Runs of three- and four-handed games finish, their tallies add up, and a run split into
 * two arenas adds up to the whole run's tally, to the byte. */
static void test_multi_runs(void)
{
    static const uint32_t variants[] = {CRIB_VARIANT_THREE, CRIB_VARIANT_FOUR};
    for (size_t i = 0; i < 2; i++) {
        uint32_t v = variants[i];
        const char *name = v == CRIB_VARIANT_THREE ? "three-handed" : "four-handed";
        crib_arena_config c = multi_config(v, CRIB_BOT_EXPERT, CRIB_BOT_EASY, 10);
        crib_tally whole, part, rest;
        crib_summary s;
        int ran = run(&c, &whole);
        CHECK(ran && adds_up(&whole, v, 10), "%s, expert against easy: %llu games", name,
              (unsigned long long)whole.games);
        int32_t rc = crib_tally_summary(&whole, &s);
        CHECK(rc == CRIB_OK && s.win_a > 1.0 / pair_games(v) && s.pairs == 10 &&
                  s.win_a_low < s.win_a && s.win_a_high > s.win_a && s.deals_per_game > 3,
              "%s: A wins %.1f%% [%.1f%%, %.1f%%], %.1f deals a game", name, 100 * s.win_a,
              100 * s.win_a_low, 100 * s.win_a_high, s.deals_per_game);
        c.pairs = 4;
        run(&c, &part);
        c.first_pair = 4;
        c.pairs = 6;
        run(&c, &rest);
        MUST(crib_tally_add(&part, &rest));
        CHECK(memcmp(&whole, &part, sizeof whole) == 0,
              "%s: pairs 0-3 and 4-9 added, the tally of pairs 0-9", name);
        /* Two copies of one deterministic bot: each seed's games go alike, whatever seat
         * side A holds, so that A wins exactly its share. */
        c = multi_config(v, CRIB_BOT_STRONG, CRIB_BOT_STRONG, 12);
        double share = 1.0 / pair_games(v);
        CHECK(run(&c, &whole) && adds_up(&whole, v, 12) && whole.pair_wins[1] == 12 &&
                  crib_tally_summary(&whole, &s) == CRIB_OK && fabs(s.win_a - share) < 1e-12 &&
                  s.win_a_low == s.win_a && s.win_a_high == s.win_a && fabs(s.value_a) < 1e-12,
              "%s, strong against strong: A wins exactly %.1f%%, [p, p], net value 0", name,
              100 * share);
        c.flags = CRIB_ARENA_SINGLE;
        CHECK(run(&c, &whole) && whole.games == 12 && whole.pairs == 0 &&
                  whole.set_games == (v == CRIB_VARIANT_THREE ? 3u : 0u),
              "%s, single: 12 games, no pairs", name);
    }
}

/* A seat one point from the target, dealing, wins every game, wherever side A sits: A wins
 * one game of each three-handed set, the first dealer all; seat 2's start and its wins
 * count in the words given to it. */
static void test_multi_certain(void)
{
    crib_arena_config c = multi_config(CRIB_VARIANT_THREE, CRIB_BOT_STRONG, CRIB_BOT_EASY, 5);
    c.start_third = 120;
    c.first_dealer = 2;
    crib_tally t;
    crib_summary s;
    CHECK(run(&c, &t) && t.games == 15 && t.seat_wins_third == 15 && t.first_dealer_wins == 15 &&
              t.pair_wins[1] == 5 && t.wins[0] == 5,
          "three-handed, seat 2 at 120 dealing: it wins all 15, side A one of each set");
    MUST(crib_tally_summary(&t, &s));
    CHECK(fabs(s.win_a - 1.0 / 3) < 1e-12 && s.win_a_low == s.win_a && s.first_dealer == 1,
          "side A a third exactly, the first dealer all");
    c = multi_config(CRIB_VARIANT_FOUR, CRIB_BOT_STRONG, CRIB_BOT_EASY, 5);
    c.start[1] = 120;
    c.first_dealer = 3;
    CHECK(run(&c, &t) && t.games == 10 && t.seat_wins[1] == 10 && t.first_dealer_wins == 10 &&
              t.pair_wins[1] == 5,
          "four-handed, seats 1 and 3 at 120, seat 3 dealing: they win all 10, A one a pair");
}

/* A tally of sets of three games: c[k] sets in which side A won k. */
static crib_tally triple_tally(const uint64_t c[4])
{
    crib_tally t;
    memset(&t, 0, sizeof t);
    t.set_games = 3;
    for (int k = 0; k < 4; k++) {
        t.pairs += c[k];
        t.wins[0] += (uint64_t)k * c[k];
    }
    t.pair_wins[0] = c[0];
    t.pair_wins[1] = c[1];
    t.pair_wins[2] = c[2];
    t.pair_wins_three = c[3];
    t.games = 3 * t.pairs;
    t.wins[1] = t.games - t.wins[0];
    t.seat_wins[0] = t.seat_wins[1] = t.pairs;
    t.seat_wins_third = t.pairs;
    return t;
}

/* The paired interval of sets of three, worked by hand; tallies of different sets refused
 * together; a three-handed count in a two-player tally refused. */
static void test_triple_summary(void)
{
    const uint64_t c[4] = {400, 300, 200, 100};
    crib_tally t = triple_tally(c);
    crib_summary s;
    CHECK_EQ(crib_tally_summary(&t, &s), CRIB_OK, "summary of sets of three");
    double n = 1000, p = (300 + 400 + 300) / 3000.0;
    double var = (300 / 9.0 + 200 * 4 / 9.0 + 100 - n * p * p) / (n - 1);
    double trials = p * (1 - p) * n / var, lo, hi;
    wilson_of(p * trials, trials, &lo, &hi);
    CHECK(fabs(s.win_a - 1.0 / 3) < 1e-12 && fabs(s.win_a_low - lo) < 1e-12 &&
              fabs(s.win_a_high - hi) < 1e-12,
          "A wins 1/3 of 3000 games in 1000 sets: [%.3f%%, %.3f%%] from the sets' variance",
          100 * lo, 100 * hi);
    double half = Z95 * sqrt(var / n);
    CHECK(fabs(s.win_a_low - (p - half)) < 1e-3 && fabs(s.win_a_high - (p + half)) < 1e-3,
          "close to the paired normal interval, [%.3f%%, %.3f%%]", 100 * (p - half),
          100 * (p + half));
    const uint64_t split[4] = {0, 7, 0, 0};
    t = triple_tally(split);
    CHECK(crib_tally_summary(&t, &s) == CRIB_OK && s.win_a_low == s.win_a &&
              s.win_a_high == s.win_a,
          "7 sets each won once: [1/3, 1/3]");
    const uint64_t all[4] = {0, 0, 0, 4};
    t = triple_tally(all);
    MUST(crib_tally_summary(&t, &s));
    CHECK(s.win_a == 1 && fabs(s.win_a_low - 12 / (12 + Z2)) < 1e-12,
          "4 sets all won: the 12 games' interval");
    t = triple_tally(c);
    t.set_games = 2;
    CHECK_EQ(crib_tally_summary(&t, &s), CRIB_ERANGE, "set_games 2: CRIB_ERANGE");
    t = triple_tally(c);
    t.pair_wins_three++;
    CHECK_EQ(crib_tally_summary(&t, &s), CRIB_ERANGE, "the sets' outcomes do not add up");
    crib_tally two = paired_tally(1, 2, 3);
    two.pair_wins_three = 1;
    two.pairs++;
    CHECK_EQ(crib_tally_summary(&two, &s), CRIB_ERANGE, "a set of three in a two-player tally");
    two = paired_tally(1, 2, 3);
    t = triple_tally(c);
    crib_tally before = two;
    CHECK(crib_tally_add(&two, &t) == CRIB_ERANGE && memcmp(&two, &before, sizeof two) == 0,
          "a three-handed tally added to a two-player one: CRIB_ERANGE, unchanged");
    crib_tally sum;
    memset(&sum, 0, sizeof sum);
    CHECK(crib_tally_add(&sum, &t) == CRIB_OK && sum.set_games == 3 && sum.pairs == 1000 &&
              crib_tally_add(&sum, &t) == CRIB_OK && sum.games == 6000 && sum.set_games == 3,
          "added into a zeroed tally: it takes the sets of three, then sums");
}

/* What a seat's first deal was: its dealt hand, and the deal's dealer and starter. */
typedef struct first_deal {
    uint64_t hand[4];
    uint32_t dealer, starter, asked;
} first_deal;

/* Both sides played by the caller, answered by the library's strong bot from the views the
 * arena hands over. Each request's view must be one the bot takes and the seat's; the
 * answers are checked (wrong ones refused, the request pending); the first deal of each
 * game, seen through the requests, is the same in each of a seed's games, side A moved
 * through the seats. Returns the run's tally. */
static int caller_run(uint32_t variant, uint32_t pairs, first_deal *firsts, crib_tally *t,
                      int *views_ok, int *refused)
{
    static crib_arena a;
    crib_arena_config c = multi_config(variant, CRIB_BOT_CALLER, CRIB_BOT_CALLER, pairs);
    uint32_t players = variant == CRIB_VARIANT_THREE ? 3 : 4, n = pair_games(variant);
    if (crib_arena_init(&a, &c) != CRIB_OK)
        return 0;
    crib_arena_event ev;
    for (;;) {
        int32_t kind = crib_arena_next(&a, CRIB_STOP_EVENTS, &ev);
        if (kind < 0)
            return 0;
        if (kind == CRIB_EVENT_DONE)
            break;
        first_deal *f = &firsts[ev.game];
        *views_ok &= ev.seat_a == ev.game % n;
        if (kind == CRIB_EVENT_STARTER && ev.deal == 1) {
            f->starter = ev.card;
            f->dealer = ev.dealer;
        }
        if (kind != CRIB_EVENT_DISCARD && kind != CRIB_EVENT_PLAY)
            continue;
        uint32_t want_side = players == 4 ? (ev.player % 2 == ev.seat_a ? 0u : 1u)
                                          : (ev.player == ev.seat_a ? 0u : 1u);
        *views_ok &= ev.player < players && ev.side == want_side && ev.view.player == ev.player &&
                     ev.view.dealer == ev.dealer && ev.view.rules.variant == variant;
        uint64_t seed = 7;
        if (kind == CRIB_EVENT_DISCARD) {
            crib_card away[2];
            int32_t got = crib_bot_choose_discard(&ev.view, CRIB_BOT_STRONG, seed, away, 2);
            *views_ok &= got == 1;
            if (ev.deal == 1) {
                f->hand[ev.player] = ev.view.hand;
                f->asked |= 1u << ev.player;
            }
            crib_card two[2] = {away[0], away[0]};
            *refused += crib_arena_discard(&a, two, 2) < 0;
            *refused += crib_arena_play(&a, away[0]) == CRIB_ESTAGE;
            if (crib_arena_discard(&a, away, 1) != CRIB_OK)
                return 0;
            *refused += crib_arena_discard(&a, away, 1) == CRIB_ESTAGE;
        } else {
            crib_card card = 0;
            int32_t got = crib_bot_choose_play(&ev.view, CRIB_BOT_STRONG, seed, &card);
            *views_ok &= got >= 0;
            *refused += crib_arena_play(&a, ev.view.starter) == CRIB_ENOTHELD;
            if (crib_arena_play(&a, got == 1 ? card : NONE) != CRIB_OK)
                return 0;
        }
    }
    return crib_arena_tally(&a, t) == CRIB_OK;
}

static void test_multi_caller(void)
{
    static const uint32_t variants[] = {CRIB_VARIANT_THREE, CRIB_VARIANT_FOUR};
    for (size_t i = 0; i < 2; i++) {
        uint32_t v = variants[i], players = v == CRIB_VARIANT_THREE ? 3 : 4, n = pair_games(v);
        const char *name = v == CRIB_VARIANT_THREE ? "three-handed" : "four-handed";
        first_deal firsts[6];
        memset(firsts, 0, sizeof firsts);
        crib_tally t, lib;
        int views_ok = 1, refused = 0;
        CHECK(caller_run(v, 2, firsts, &t, &views_ok, &refused) && views_ok && t.games == 2 * n,
              "%s, both sides the caller: %u games, every view the seat's and valid", name, 2 * n);
        CHECK(refused > 100, "%s: %d wrong answers refused, the requests kept", name, refused);
        int same = 1;
        for (uint32_t g = 0; g < 2 * n; g++) {
            const first_deal *f = &firsts[g], *base = &firsts[g - g % n];
            same &= f->asked == (1u << players) - 1 && f->dealer == base->dealer &&
                    f->starter == base->starter && memcmp(f->hand, base->hand, sizeof f->hand) == 0;
        }
        same &= memcmp(firsts[0].hand, firsts[n].hand, sizeof firsts[0].hand) != 0;
        CHECK(same, "%s: each seed deals each seat the same cards, side A in seat 0 .. %u", name,
              n - 1);
        crib_arena_config c = multi_config(v, CRIB_BOT_STRONG, CRIB_BOT_STRONG, 2);
        CHECK(run(&c, &lib) && memcmp(&lib, &t, sizeof t) == 0,
              "%s: the caller's strong answers make the library's strong games", name);
    }
}

/* States no sequence of calls makes, of an arena at a play request: each refused. */
static int impossible_refused(const crib_arena *a, uint32_t variant)
{
    static crib_arena e;
    int ok = 1;
    e = *a;
    e.next = variant == CRIB_VARIANT_THREE ? 3 : 4;
    ok &= crib_arena_next(&e, 0, NULL) == CRIB_ERANGE;
    e = *a;
    e.pair_a_wins = pair_games(variant);
    ok &= crib_arena_next(&e, 0, NULL) == CRIB_ERANGE;
    e = *a;
    e.first_dealer = 4;
    ok &= crib_arena_next(&e, 0, NULL) == CRIB_ERANGE;
    e = *a;
    e.min_value[1] |= 0x0B00u; /* seat 3 at 11; three-handed, any seat 3 */
    ok &= crib_arena_next(&e, 0, NULL) == CRIB_ERANGE;
    e = *a;
    e.discard[1] = 1;
    ok &= crib_arena_next(&e, 0, NULL) == CRIB_ERANGE;
    e = *a;
    e.discard[0] |= (uint64_t)0xFF << 8; /* seat 1's card 254 */
    ok &= crib_arena_next(&e, 0, NULL) == CRIB_ERANGE;
    e = *a;
    e.discard[0] &= ~(uint64_t)0xFF; /* seat 0 laid nothing away */
    ok &= crib_arena_next(&e, 0, NULL) == CRIB_ERANGE;
    e = *a;
    e.discard[0] = (e.discard[0] & ~(uint64_t)0xFF00) | (e.discard[0] & 0xFF) << 8;
    ok &= crib_arena_next(&e, 0, NULL) == CRIB_ERANGE; /* seat 1 laid away seat 0's card */
    e = *a;
    e.tally.set_games ^= 3;
    ok &= crib_arena_next(&e, 0, NULL) == CRIB_ERANGE;
    e = *a;
    e.config.start_third = variant == CRIB_VARIANT_THREE ? 121 : 1;
    ok &= crib_arena_next(&e, 0, NULL) == CRIB_ERANGE;
    return ok;
}

/* The caller may edit any byte of the arena's own fields or its configuration: each edit,
 * at several points of a three- or four-handed game, is refused with CRIB_ERANGE and no
 * byte changed, or played on to the next request or the game's end; never a crash or a
 * read out of bounds (the sanitizers' build runs this). */
static void test_multi_edited(void)
{
    static crib_arena a, e, before;
    static const uint32_t variants[] = {CRIB_VARIANT_THREE, CRIB_VARIANT_FOUR};
    static const uint8_t flips[] = {0x01, 0x02, 0x08, 0x80, 0xFF};
    const size_t own = offsetof(crib_arena, game);
    int refused = 0, played = 0, bad = 0, impossible = 0, requests = 0;
    for (size_t i = 0; i < 2; i++) {
        crib_arena_config c = multi_config(variants[i], CRIB_BOT_CALLER, CRIB_BOT_EASY, 2);
        MUST(crib_arena_init(&a, &c));
        for (int stop = 0; stop < 40; stop++) {
            crib_arena_event ev;
            int32_t kind = crib_arena_next(&a, CRIB_STOP_EVENTS, &ev);
            if (kind == CRIB_EVENT_PLAY) {
                requests++;
                impossible += impossible_refused(&a, variants[i]);
            }
            for (size_t at = 0; stop % 4 == 0 && at < sizeof a; at++) {
                if (at >= sizeof a.config && at < own)
                    continue; /* the deal and the tally: their own checks' tests */
                for (size_t f = 0; f < sizeof flips; f++) {
                    e = a;
                    ((unsigned char *)&e)[at] ^= flips[f];
                    before = e;
                    crib_arena_event edited;
                    int32_t rc = crib_arena_next(&e, CRIB_STOP_GAME, &edited);
                    refused += rc == CRIB_ERANGE;
                    played += rc >= 0;
                    bad += rc == CRIB_ERANGE ? memcmp(&e, &before, sizeof e) != 0 : rc < 0;
                }
            }
            if (kind == CRIB_EVENT_DISCARD) {
                crib_card away[2];
                MUST(crib_bot_choose_discard(&ev.view, CRIB_BOT_EASY, 0, away, 2));
                MUST(crib_arena_discard(&a, away, 1));
            } else if (kind == CRIB_EVENT_PLAY) {
                crib_card card;
                int32_t got = MUST(crib_bot_choose_play(&ev.view, CRIB_BOT_EASY, 0, &card));
                MUST(crib_arena_play(&a, got == 1 ? card : NONE));
            }
        }
    }
    CHECK(bad == 0 && refused > 1000 && played > 1000,
          "byte edits: %d refused untouched, %d played on, %d wrong", refused, played, bad);
    CHECK(requests >= 4 && impossible == requests,
          "states no calls make, at %d play requests: each refused (%d)", requests, impossible);
}

int main(void)
{
    test_config();
    test_mirror();
    test_certain();
    test_summary();
    test_rate_intervals();
    test_split();
    test_caller();
    test_caller_failure();
    test_multi_config();
    test_multi_runs();
    test_multi_certain();
    test_triple_summary();
    test_multi_caller();
    test_multi_edited();
    return harness_done();
}
