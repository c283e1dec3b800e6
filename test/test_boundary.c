/* SPDX-License-Identifier: MIT */
/* The boundary pass: each public function checks its state once and refuses a forged one
 * before it reads or writes anything, and the bugs that the check-once work found: a
 * penalty that ends the game on the play's first action, rules the arena took that the
 * game refuses, an edited arena that played on before refusing, and views of a hand dealt
 * wrong that the bots refused. */
#define _POSIX_C_SOURCE 200809L
#include "crib.h"
#include "harness.h"
#include "cli_run.h"

#include <string.h>

/* A deal of the variant, dealer 0, seed 1, dealt and laid away by the easy bot, cut. */
static int deal_to_play(crib_deal *d, uint32_t variant, uint32_t target, uint32_t options)
{
    crib_game_rules r;
    if (crib_game_rules_default(&r, variant) != CRIB_OK)
        return 0;
    r.target = target;
    r.options = options;
    if (crib_deal_init(d, &r, 1, 0) != 0 || crib_deal_start(d) != 0)
        return 0;
    crib_status st;
    if (crib_deal_status(d, &st) != CRIB_OK)
        return 0;
    for (uint32_t p = 0; p < st.players; p++) {
        crib_view v;
        crib_card away[2];
        if (crib_deal_view(d, p, 0, &v) != CRIB_OK ||
            crib_bot_choose_discard(&v, CRIB_BOT_EASY, 0, away, 2) != (int32_t)st.discard ||
            crib_deal_discard(d, p, away, st.discard) != CRIB_OK)
            return 0;
    }
    uint32_t heels;
    return crib_deal_cut(d, &heels) >= 0 && d->stage == CRIB_STAGE_PLAY;
}

/* A player who can play says go on the play's first action, and the penalty ends the
 * game: the deal stays readable, the game over in the play. */
static void failure_ends_game(uint32_t variant, const char *name)
{
    crib_deal d;
    if (!CHECK(deal_to_play(&d, variant, 2, CRIB_OPT_FAILURE), "%s: a deal to its play", name))
        return;
    uint32_t leader = d.play.turn;
    crib_play_event ev;
    int32_t rc = crib_deal_play_go(&d, leader, &ev);
    CHECK_EQ(rc, 0, "%s: the leader's go though he could play is taken", name);
    CHECK_EQ(ev.penalty, 2, "%s: and costs the penalty", name);
    CHECK_EQ(d.stage, CRIB_STAGE_OVER, "%s: which ends the game at 2", name);
    crib_status st;
    crib_game g;
    CHECK_EQ(crib_deal_status(&d, &st), CRIB_OK, "%s: crib_deal_status reads the deal", name);
    CHECK_EQ(crib_deal_game(&d, &g), CRIB_OK, "%s: crib_deal_game reads it", name);
    CHECK_EQ(g.win_phase, CRIB_PHASE_PLAY, "%s: the game was won in the play", name);
    CHECK_EQ(g.win_reason, CRIB_REASON_PENALTY, "%s: by the penalty", name);
    CHECK_EQ(g.win_player, (leader + 1) % g.players, "%s: of the leader's left", name);
    crib_result res;
    CHECK_EQ(crib_game_result(&g, &res), CRIB_OK, "%s: the game's result reads", name);
    CHECK_EQ(crib_deal_start(&d), CRIB_EDONE, "%s: no further deal", name);
}

static void test_failure_on_first_action(void)
{
    failure_ends_game(CRIB_VARIANT_THREE, "three");
    failure_ends_game(CRIB_VARIANT_SIX_CARD, "six-card");
    failure_ends_game(CRIB_VARIANT_FOUR, "four");
    expect("timeout 20 ./bin/crib game --seed 1 --variant three --target 2 --failure-to-play "
           "--errors go@1:2",
           0, "wins the game in the play (penalty");
    expect("timeout 20 ./bin/crib game --seed 1 --target 2 --failure-to-play --errors go@1:1", 0,
           "wins the game in the play (penalty");
}

static crib_arena_config arena_config(uint32_t options)
{
    crib_arena_config c;
    memset(&c, 0, sizeof c);
    if (crib_game_rules_default(&c.rules, CRIB_VARIANT_SIX_CARD) != CRIB_OK)
        memset(&c.rules, 0xFF, sizeof c.rules);
    c.rules.options = options;
    c.seed = 7;
    c.pairs = 2;
    c.level[0] = CRIB_BOT_EASY;
    c.level[1] = CRIB_BOT_EASY;
    c.first_dealer = CRIB_DEAL_CUT;
    return c;
}

/* Rules that crib_game_init() refuses are refused by the arena, the views and the bots
 * alike, with the game's code. */
static void test_rules_everywhere(void)
{
    static const struct {
        uint32_t variant, options;
        const char *what;
    } bad[] = {
        {CRIB_VARIANT_SIX_CARD, CRIB_OPT_MUGGINS_PLAY, "muggins in the play without muggins"},
        {CRIB_VARIANT_SIX_CARD, CRIB_OPT_EXACT_ITEMS, "exactly item by item without exactly"},
        {CRIB_VARIANT_SIX_CARD, CRIB_OPT_FIVE_FULL_PLAY, "the five-card full play at six cards"},
        {CRIB_VARIANT_SIX_CARD, CRIB_OPT_FAILURE_EACH, "2 a card without failure to play"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        crib_game_rules r;
        crib_game g;
        CHECK_EQ(crib_game_rules_default(&r, bad[i].variant), CRIB_OK, "defaults");
        r.options = bad[i].options;
        CHECK_EQ(crib_game_init(&g, &r, 0), CRIB_EFLAGS, "crib_game_init refuses %s", bad[i].what);
        crib_arena a;
        crib_arena_config c = arena_config(bad[i].options);
        CHECK_EQ(crib_arena_init(&a, &c), CRIB_EFLAGS, "crib_arena_init refuses %s too",
                 bad[i].what);

        /* A view of a real deal, then its rules edited. */
        crib_deal d;
        crib_view v;
        crib_card away[2];
        crib_card card;
        crib_game_rules ok;
        CHECK_EQ(crib_game_rules_default(&ok, CRIB_VARIANT_SIX_CARD), CRIB_OK, "defaults");
        CHECK(crib_deal_init(&d, &ok, 3, 0) == 0 && crib_deal_start(&d) == 0, "a deal");
        CHECK_EQ(crib_deal_view(&d, 1, 0, &v), CRIB_OK, "its view");
        v.rules.options = bad[i].options;
        for (uint32_t level = 0; level < CRIB_BOT_LEVELS; level++)
            CHECK_EQ(crib_bot_choose_discard(&v, level, 0, away, 2), CRIB_ERANGE,
                     "level %u refuses a view whose rules hold %s", level, bad[i].what);
        v.stage = CRIB_STAGE_PLAY;
        CHECK_EQ(crib_bot_choose_play(&v, CRIB_BOT_EASY, 0, &card), CRIB_ERANGE,
                 "and a play from such a view");
    }
}

/* Plays an arena of easy bots until it has a deal in the play. */
static int arena_in_play(crib_arena *a)
{
    crib_arena_config c = arena_config(0);
    if (crib_arena_init(a, &c) != CRIB_OK)
        return 0;
    for (int i = 0; i < 200; i++) {
        crib_arena_event ev;
        if (crib_arena_next(a, CRIB_STOP_EVENTS, &ev) < 0)
            return 0;
        if (ev.kind == CRIB_EVENT_CARD && a->deal.deals >= 2)
            return 1;
    }
    return 0;
}

/* An arena edited into an impossible state is refused before anything is read or written:
 * its bytes are as they were. */
static void refused_untouched(const crib_arena *edited, const char *what)
{
    static crib_arena copy, before;
    copy = *edited;
    before = *edited;
    crib_arena_event ev;
    crib_tally t;
    CHECK_EQ(crib_arena_next(&copy, 0, &ev), CRIB_ERANGE, "crib_arena_next refuses %s", what);
    CHECK(memcmp(&copy, &before, sizeof copy) == 0, "and changes no byte of it (%s)", what);
    CHECK_EQ(crib_arena_tally(&copy, &t), CRIB_ERANGE, "crib_arena_tally refuses it too");
}

static void test_edited_arena(void)
{
    static crib_arena a, e;
    if (!CHECK(arena_in_play(&a), "an arena with a deal in the play"))
        return;
    e = a;
    e.config.rules.options = CRIB_OPT_MUGGINS_PLAY;
    e.deal.game.rules.options = CRIB_OPT_MUGGINS_PLAY;
    refused_untouched(&e, "rules with muggins in the play without muggins");
    e = a;
    e.config.rules.variant = CRIB_VARIANT_TWO_TO_CRIB;
    refused_untouched(&e, "a configured variant unlike the game in play");
    e = a;
    e.config.rules.target = 61;
    refused_untouched(&e, "a configured target unlike the game in play");
    e = a;
    e.step = 5; /* the show, while the deal is in the play */
    refused_untouched(&e, "a step unlike the deal's stage");
    e = a;
    e.discard[0] ^= 1;
    refused_untouched(&e, "a discard the deal's crib does not hold");
    e = a;
    e.first_dealer ^= 1;
    refused_untouched(&e, "a first dealer unlike the game's");
    e = a;
    e.answered = 1;
    refused_untouched(&e, "an answer kept for a library bot");

    /* The unedited arena plays on and finishes. */
    int32_t kind;
    do {
        kind = crib_arena_next(&a, 0, NULL);
    } while (kind >= 0 && kind != CRIB_EVENT_DONE);
    CHECK_EQ(kind, CRIB_EVENT_DONE, "the arena itself plays to its end");
}

/* A hand dealt a card or two short or long: crib_deal_view() shows it, and both levels lay
 * away from it cards that crib_deal_discard() takes. */
static void test_miscount_views(void)
{
    static const uint32_t variants[] = {CRIB_VARIANT_SIX_CARD, CRIB_VARIANT_FIVE_CARD,
                                        CRIB_VARIANT_THREE, CRIB_VARIANT_FOUR,
                                        CRIB_VARIANT_TWO_TO_CRIB};
    static const int32_t deltas[] = {-2, -1, 1, 2};
    int made = 0, taken = 0, both = 0;
    for (size_t vi = 0; vi < sizeof variants / sizeof variants[0]; vi++) {
        for (size_t di = 0; di < sizeof deltas / sizeof deltas[0]; di++) {
            for (uint64_t seed = 1; seed <= 5; seed++) {
                crib_game_rules r;
                crib_deal d;
                crib_view v;
                if (crib_game_rules_default(&r, variants[vi]) != CRIB_OK ||
                    crib_deal_init(&d, &r, seed, 0) != 0 || crib_deal_start(&d) != 0 ||
                    crib_deal_miscount(&d, 1, deltas[di]) < 0 ||
                    crib_deal_view(&d, 1, 0, &v) != CRIB_OK)
                    continue;
                made++;
                crib_card away[CRIB_BOT_LEVELS][2];
                int32_t n[CRIB_BOT_LEVELS];
                int ok = 1;
                for (uint32_t level = 0; level < CRIB_BOT_LEVELS; level++) {
                    crib_deal trial = d;
                    n[level] = crib_bot_choose_discard(&v, level, seed, away[level], 2);
                    ok &= n[level] > 0 &&
                          crib_deal_discard(&trial, 1, away[level], (size_t)n[level]) == CRIB_OK;
                }
                taken += ok;
                for (uint32_t level = 1; level < CRIB_BOT_LEVELS; level++)
                    ok &= n[0] == n[level] && memcmp(away[0], away[level], (size_t)n[0]) == 0;
                both += ok;
            }
        }
    }
    CHECK_EQ(made, 100, "views of 100 hands dealt wrong (5 variants, -2 to +2, 5 seeds)");
    CHECK_EQ(taken, made, "every level lays away from each, and the deal takes it");
    CHECK_EQ(both, made, "the strong and expert levels lay away a wrong hand by the easy rule");
}

/* A forged state is still refused once at each door, whatever the door: a byte of each
 * state flipped, every public function that takes it answers CRIB_ERANGE and writes
 * nothing to the state. */
static void test_refused_once(void)
{
    crib_deal d;
    if (!CHECK(deal_to_play(&d, CRIB_VARIANT_SIX_CARD, 121, 0), "a deal in the play"))
        return;
    crib_deal bad = d;
    bad.play.count ^= 1;
    crib_deal before = bad;
    crib_play_event ev;
    crib_claim c;
    crib_show sh;
    crib_status st;
    crib_view v;
    uint32_t heels;
    CHECK_EQ(crib_deal_play_card(&bad, bad.play.turn, 0, &ev), CRIB_ERANGE, "play_card");
    CHECK_EQ(crib_deal_play_go(&bad, bad.play.turn, &ev), CRIB_ERANGE, "play_go");
    CHECK_EQ(crib_deal_play_claim(&bad, bad.play.turn, NONE, 0, &ev, &c), CRIB_ERANGE,
             "play_claim");
    CHECK_EQ(crib_deal_show(&bad, CRIB_CLAIM_ALL, &sh), CRIB_ERANGE, "show");
    CHECK_EQ(crib_deal_cut(&bad, &heels), CRIB_ERANGE, "cut");
    CHECK_EQ(crib_deal_status(&bad, &st), CRIB_ERANGE, "status");
    CHECK_EQ(crib_deal_view(&bad, bad.play.turn, 0, &v), CRIB_ERANGE, "view");
    CHECK(memcmp(&bad, &before, sizeof bad) == 0, "the forged deal is left as it was");
    crib_game g = d.game;
    g.pos = 99;
    crib_game gb = g;
    uint32_t pegged;
    CHECK_EQ(crib_game_peg(&g, 0, 1, CRIB_REASON_PLAY, &pegged), CRIB_ERANGE, "game_peg");
    CHECK_EQ(crib_game_overpeg(&g, 0, 0, &pegged), CRIB_ERANGE, "game_overpeg");
    CHECK(memcmp(&g, &gb, sizeof g) == 0, "the forged game is left as it was");
    crib_play p = d.play;
    p.turn = 7;
    crib_play pb = p;
    crib_card card;
    CHECK_EQ(crib_play_card(&p, 0, 0, &ev), CRIB_ERANGE, "play_card on a forged play");
    CHECK_EQ(crib_bot_play(&p, 0, &card), CRIB_ERANGE, "bot_play on a forged play");
    CHECK(memcmp(&p, &pb, sizeof p) == 0, "the forged play is left as it was");
}

int main(void)
{
    test_failure_on_first_action();
    test_rules_everywhere();
    test_edited_arena();
    test_miscount_views();
    test_refused_once();
    return harness_done();
}
