/* SPDX-License-Identifier: MIT */
/* The game layer: the board, the strict order of scoring, the end in every phase, the
 * options, lurch and skunk at their boundaries, claims under muggins and the over-claim
 * penalty, partnerships and three sides, matches, and rejected states. */
#include "crib.h"
#include "harness.h"

#include <string.h>

static crib_game_rules rules_of(uint32_t variant, uint32_t target, uint32_t options)
{
    crib_game_rules r;
    MUST(crib_game_rules_default(&r, variant));
    if (target)
        r.target = target;
    r.options = options;
    return r;
}

/* A two-player six-card game, dealer 0, with the sides already at a and b. */
static void setup(crib_game *g, uint32_t target, uint32_t options, uint32_t a, uint32_t b)
{
    crib_game_rules r = rules_of(CRIB_VARIANT_SIX_CARD, target, options);
    MUST(crib_game_init(g, &r, 0));
    if (a)
        MUST(crib_game_peg(g, 0, a, CRIB_REASON_PLAY, NULL));
    if (b)
        MUST(crib_game_peg(g, 1, b, CRIB_REASON_PLAY, NULL));
    MUST(crib_game_next_deal(g));
    MUST(crib_game_next_deal(g)); /* dealer 0 again, the order back at the start */
}

static void test_rules_and_init(void)
{
    crib_game_rules r;
    CHECK(crib_game_rules_default(&r, CRIB_VARIANT_SIX_CARD) == CRIB_OK && r.target == 121 &&
              r.options == 0 && r.ladder == CRIB_LADDER_NONE && r.lurch_value == 2 &&
              r.skunk_value == 2 && r.double_skunk_value == 3 && r.triple_skunk_value == 0,
          "six-card defaults: 121, no options, no ladder, values 2 2 3 0");
    CHECK(crib_game_rules_default(&r, CRIB_VARIANT_FIVE_CARD) == CRIB_OK && r.target == 61,
          "five-card defaults: 61");
    CHECK_EQ(crib_game_rules_default(&r, 5), CRIB_ERANGE, "an unknown variant");
    CHECK_EQ(r.target, 0, "rules zeroed on error");
    CHECK_EQ(crib_game_rules_default(NULL, 0), CRIB_ENULL, "rules NULL");

    crib_game g;
    r = rules_of(CRIB_VARIANT_SIX_CARD, 0, 0);
    CHECK_EQ(crib_game_init(NULL, &r, 0), CRIB_ENULL, "init: game NULL");
    CHECK_EQ(crib_game_init(&g, NULL, 0), CRIB_ENULL, "init: rules NULL");
    CHECK_EQ(crib_game_init(&g, &r, 2), CRIB_ERANGE, "init: dealer 2 of 2 players");
    const uint32_t bad_targets[] = {0, 1001};
    for (int i = 0; i < 2; i++) {
        r.target = bad_targets[i];
        CHECK_EQ(crib_game_init(&g, &r, 0), CRIB_ERANGE, "init: target %u", bad_targets[i]);
    }
    const uint32_t good_targets[] = {1, 61, 91, 121, 1000};
    for (int i = 0; i < 5; i++) {
        r.target = good_targets[i];
        CHECK_EQ(crib_game_init(&g, &r, 1), CRIB_OK, "init: target %u", good_targets[i]);
    }
    r = rules_of(CRIB_VARIANT_SIX_CARD, 0, 32);
    CHECK_EQ(crib_game_init(&g, &r, 0), CRIB_EFLAGS, "init: unknown option bit");
    r = rules_of(CRIB_VARIANT_SIX_CARD, 0, 0);
    r.ladder = 3;
    CHECK_EQ(crib_game_init(&g, &r, 0), CRIB_ERANGE, "init: unknown ladder");
    r = rules_of(CRIB_VARIANT_SIX_CARD, 0, 0);
    r.skunk_value = 0;
    CHECK_EQ(crib_game_init(&g, &r, 0), CRIB_ERANGE, "init: a skunk worth 0");
    r = rules_of(CRIB_VARIANT_SIX_CARD, 0, 0);
    r.reserved[2] = 1;
    CHECK_EQ(crib_game_init(&g, &r, 0), CRIB_ERANGE, "init: reserved field set");
    CHECK_EQ(g.rules.target, 0, "init: game zeroed on error");
    CHECK(crib_game_size() == sizeof(crib_game) && crib_game_rules_size() == 64 &&
              crib_result_size() == sizeof(crib_result) && crib_claim_size() == 64 &&
              crib_match_size() == sizeof(crib_match),
          "the size functions");
}

static void test_board(void)
{
    crib_game g;
    crib_game_rules r = rules_of(CRIB_VARIANT_SIX_CARD, 0, 0);
    MUST(crib_game_init(&g, &r, 0));
    uint32_t front, rear;
    CHECK(crib_game_board(&g, 0, &front, &rear) == 0 && front == 0 && rear == 0,
          "both pegs start at 0");
    MUST(crib_game_peg(&g, 1, 2, CRIB_REASON_PLAY, NULL));
    MUST(crib_game_peg(&g, 1, 3, CRIB_REASON_PLAY, NULL));
    CHECK(crib_game_board(&g, 1, &front, &rear) == 5 && front == 5 && rear == 2,
          "after 2 and 3: front 5, rear 2 (the rear peg jumps ahead)");
    MUST(crib_game_peg(&g, 1, 0, CRIB_REASON_GO, NULL));
    CHECK(crib_game_board(&g, 1, &front, &rear) == 5 && rear == 2, "0 points move no peg");
    CHECK(crib_game_board(&g, 0, &front, &rear) == 0 && front == 0 && rear == 0,
          "the other side has not moved");
    CHECK(crib_game_board(&g, 2, &front, &rear) == CRIB_ERANGE && front == 0 && rear == 0,
          "side 2 of two: CRIB_ERANGE, outputs zeroed");
    CHECK_EQ(crib_game_board(&g, 0, NULL, &rear), CRIB_ENULL, "board: front NULL");
    CHECK_EQ(crib_game_side(&g, 1), 1, "two players: side = player");
}

static void test_order(void)
{
    crib_game g;
    setup(&g, 121, 0, 0, 0);
    CHECK_EQ(crib_game_peg(&g, 1, 2, CRIB_REASON_HEELS, NULL), CRIB_ETURN,
             "heels for the non-dealer: CRIB_ETURN");
    CHECK_EQ(crib_game_peg(&g, 0, 2, CRIB_REASON_HEELS, NULL), 0, "heels for the dealer");
    CHECK_EQ(crib_game_peg(&g, 0, 2, CRIB_REASON_HEELS, NULL), CRIB_EORDER, "heels only once");
    CHECK_EQ(crib_game_peg(&g, 1, 1, CRIB_REASON_MUGGINS, NULL), CRIB_EORDER,
             "muggins before the show: CRIB_EORDER");
    CHECK_EQ(crib_game_peg(&g, 1, 2, CRIB_REASON_PLAY, NULL), 0, "the play");
    CHECK_EQ(crib_game_peg(&g, 0, 1, CRIB_REASON_GO, NULL), 0, "a go");
    CHECK_EQ(crib_game_peg(&g, 0, 4, CRIB_REASON_HAND, NULL), CRIB_OK,
             "the dealer's hand (the non-dealer's skipped)");
    CHECK_EQ(crib_game_peg(&g, 1, 4, CRIB_REASON_HAND, NULL), CRIB_EORDER,
             "the non-dealer's hand after the dealer's: CRIB_EORDER");
    CHECK_EQ(crib_game_peg(&g, 1, 2, CRIB_REASON_PLAY, NULL), CRIB_EORDER,
             "the play after a hand: CRIB_EORDER");
    CHECK_EQ(crib_game_peg(&g, 0, 2, CRIB_REASON_HEELS, NULL), CRIB_EORDER,
             "heels after a hand: CRIB_EORDER");
    CHECK_EQ(crib_game_peg(&g, 1, 2, CRIB_REASON_MUGGINS, NULL), 0, "muggins in the show");
    CHECK_EQ(crib_game_peg(&g, 1, 2, CRIB_REASON_CRIB, NULL), CRIB_ETURN,
             "the crib for the non-dealer: CRIB_ETURN");
    CHECK_EQ(crib_game_peg(&g, 0, 2, CRIB_REASON_CRIB, NULL), 0, "the crib");
    CHECK_EQ(crib_game_peg(&g, 0, 2, CRIB_REASON_HAND, NULL), CRIB_EORDER,
             "a hand after the crib: CRIB_EORDER");
    CHECK_EQ(crib_game_peg(&g, 0, 1, CRIB_REASON_THREE_FOR_LAST, NULL), CRIB_ERANGE,
             "three for last is crib_game_init()'s alone");
    CHECK_EQ(crib_game_peg(&g, 0, 1, 10, NULL), CRIB_ERANGE, "an unknown reason");
    CHECK_EQ(crib_game_peg(&g, 2, 1, CRIB_REASON_PLAY, NULL), CRIB_ERANGE, "player 2 of two");
    CHECK_EQ(crib_game_peg(&g, 0, 1001, CRIB_REASON_CRIB, NULL), CRIB_ERANGE, "1001 points");
    CHECK_EQ(crib_game_peg(NULL, 0, 1, CRIB_REASON_CRIB, NULL), CRIB_ENULL, "game NULL");
    CHECK_EQ(crib_game_next_deal(&g), 1, "the deal passes to the left");
    CHECK_EQ(crib_game_peg(&g, 1, 2, CRIB_REASON_HEELS, NULL), 0, "a new deal: heels again");
    CHECK_EQ(g.deals, 4, "deals counted");

    /* Three players, dealer 2: hands in the order 0, 1, 2, then the crib (2). */
    crib_game_rules r = rules_of(CRIB_VARIANT_THREE, 0, 0);
    MUST(crib_game_init(&g, &r, 2));
    CHECK(crib_game_peg(&g, 0, 3, CRIB_REASON_HAND, NULL) == 0 &&
              crib_game_peg(&g, 1, 3, CRIB_REASON_HAND, NULL) == 0 &&
              crib_game_peg(&g, 0, 3, CRIB_REASON_HAND, NULL) == CRIB_EORDER &&
              crib_game_peg(&g, 2, 3, CRIB_REASON_HAND, NULL) == 0 &&
              crib_game_peg(&g, 2, 3, CRIB_REASON_CRIB, NULL) == 0,
          "three-handed: the dealer's left shows first, the dealer last, then the crib");
}

static void test_end(void)
{
    crib_game g;
    crib_result res;
    uint32_t pegged;

    setup(&g, 121, 0, 119, 100);
    CHECK_EQ(crib_game_peg(&g, 0, 2, CRIB_REASON_HEELS, &pegged), 1, "119 + heels: the game ends");
    MUST(crib_game_result(&g, &res));
    CHECK(res.over && res.winner == 0 && res.player == 0 && res.phase == CRIB_PHASE_HEELS &&
              res.reason == CRIB_REASON_HEELS && res.score[0] == 121 && res.score[1] == 100 &&
              res.total_value == 1 && res.value[1] == 1 && res.value[0] == 0,
          "won by heels: winner, phase, scores, a plain game");
    CHECK_EQ(crib_game_peg(&g, 1, 2, CRIB_REASON_PLAY, &pegged), CRIB_EDONE,
             "nothing is pegged after the end");
    CHECK_EQ(pegged, 0, "pegged is 0 on error");
    CHECK_EQ(crib_game_next_deal(&g), CRIB_EDONE, "no deal after the end");
    crib_claim c;
    CHECK(crib_game_claim(&g, 1, 0, 5, 5, &c) == CRIB_EDONE && c.pegged == 0,
          "no claim after the end");
    CHECK_EQ(crib_game_over(&g), 1, "crib_game_over");

    setup(&g, 121, 0, 110, 120);
    MUST(crib_game_peg(&g, 0, 4, CRIB_REASON_PLAY, NULL));
    CHECK_EQ(crib_game_peg(&g, 1, 1, CRIB_REASON_GO, NULL), 1, "120 + a go: the game ends");
    MUST(crib_game_result(&g, &res));
    CHECK(res.winner == 1 && res.phase == CRIB_PHASE_PLAY && res.reason == CRIB_REASON_GO &&
              res.score[1] == 121 && res.score[0] == 114,
          "won by a go, in the play");

    setup(&g, 121, 0, 118, 115);
    MUST(crib_game_peg(&g, 1, 6, CRIB_REASON_HAND, NULL));
    CHECK_EQ(crib_game_peg(&g, 0, 12, CRIB_REASON_HAND, NULL), CRIB_EDONE,
             "the non-dealer goes out first: the dealer's hand is never counted");
    MUST(crib_game_result(&g, &res));
    CHECK(res.winner == 1 && res.phase == CRIB_PHASE_SHOW_HAND && res.score[0] == 118 &&
              res.score[1] == 121,
          "won by the non-dealer's hand before the dealer counts");

    setup(&g, 121, 0, 100, 100);
    MUST(crib_game_result(&g, &res));
    CHECK(!res.over && res.winner == NONE && res.phase == NONE && res.score[0] == 100 &&
              res.total_value == 0 && res.sides == 2,
          "a result while the game goes on");
    CHECK_EQ(crib_game_over(&g), 0, "not over");
    MUST(crib_game_peg(&g, 0, 29, CRIB_REASON_HAND, NULL));
    MUST(crib_game_result(&g, &res));
    CHECK(res.over && res.score[0] == 129, "a peg past the target counts in full");
}

static void test_options(void)
{
    crib_game g;
    uint32_t pegged;
    setup(&g, 121, CRIB_OPT_NO_GO_OUT, 0, 120);
    CHECK(crib_game_peg(&g, 1, 1, CRIB_REASON_GO, &pegged) == 0 && pegged == 0 && !g.over &&
              g.front[1] == 120,
          "no peg-out on a go: the go point is not pegged");
    CHECK(crib_game_peg(&g, 1, 2, CRIB_REASON_PLAY, &pegged) == 1 && pegged == 2,
          "no peg-out on a go: a pair still goes out");
    setup(&g, 121, CRIB_OPT_NO_GO_OUT, 0, 110);
    CHECK(crib_game_peg(&g, 1, 1, CRIB_REASON_GO, &pegged) == 0 && pegged == 1,
          "no peg-out on a go: a go short of the target counts");

    setup(&g, 121, CRIB_OPT_NO_HEELS_NEAR, 116, 0);
    CHECK(crib_game_peg(&g, 0, 2, CRIB_REASON_HEELS, &pegged) == 0 && pegged == 0 &&
              g.front[0] == 116,
          "no heels when the dealer needs 5");
    setup(&g, 121, CRIB_OPT_NO_HEELS_NEAR, 115, 0);
    CHECK(crib_game_peg(&g, 0, 2, CRIB_REASON_HEELS, &pegged) == 0 && pegged == 2,
          "heels when the dealer needs 6");
    setup(&g, 121, 0, 116, 0);
    CHECK(crib_game_peg(&g, 0, 2, CRIB_REASON_HEELS, &pegged) == 0 && pegged == 2,
          "heels near the end without the option");

    setup(&g, 121, CRIB_OPT_EXACT, 119, 0);
    CHECK(crib_game_peg(&g, 0, 3, CRIB_REASON_PLAY, &pegged) == 0 && pegged == 0 &&
              g.front[0] == 119,
          "exactly 121: 3 from 119 is not pegged");
    CHECK(crib_game_peg(&g, 0, 2, CRIB_REASON_PLAY, &pegged) == 1 && g.front[0] == 121,
          "exactly 121: 2 from 119 wins");
}

/* The loser of a two-sided game at `loser`, under a ladder. */
/* The result of a two-handed game that `winner` wins with the other on `loser`. */
static crib_result finish_by(uint32_t winner, uint32_t target, uint32_t ladder, uint32_t triple,
                             uint32_t loser)
{
    crib_game g;
    crib_game_rules r = rules_of(CRIB_VARIANT_SIX_CARD, target, 0);
    r.ladder = ladder;
    r.triple_skunk_value = triple;
    MUST(crib_game_init(&g, &r, 0));
    if (loser)
        MUST(crib_game_peg(&g, 1 - winner, loser, CRIB_REASON_PLAY, NULL));
    MUST(crib_game_peg(&g, winner, target, CRIB_REASON_PLAY, NULL));
    crib_result res;
    MUST(crib_game_result(&g, &res));
    return res;
}

static crib_result finish(uint32_t target, uint32_t ladder, uint32_t triple, uint32_t loser)
{
    return finish_by(0, target, ladder, triple, loser);
}

static void test_ladder(void)
{
    struct {
        uint32_t target, ladder, triple, loser, level, value;
    } cases[] = {
        {121, CRIB_LADDER_LURCH, 0, 60, CRIB_LEVEL_LURCH, 2},
        {121, CRIB_LADDER_LURCH, 0, 61, CRIB_LEVEL_NONE, 1},
        {61, CRIB_LADDER_LURCH, 0, 30, CRIB_LEVEL_LURCH, 2},
        {61, CRIB_LADDER_LURCH, 0, 31, CRIB_LEVEL_NONE, 1},
        {121, CRIB_LADDER_SKUNK, 0, 91, CRIB_LEVEL_NONE, 1},
        {121, CRIB_LADDER_SKUNK, 0, 90, CRIB_LEVEL_SKUNK, 2},
        {121, CRIB_LADDER_SKUNK, 0, 61, CRIB_LEVEL_SKUNK, 2},
        {121, CRIB_LADDER_SKUNK, 0, 60, CRIB_LEVEL_DOUBLE_SKUNK, 3},
        {121, CRIB_LADDER_SKUNK, 0, 31, CRIB_LEVEL_DOUBLE_SKUNK, 3},
        {121, CRIB_LADDER_SKUNK, 0, 30, CRIB_LEVEL_DOUBLE_SKUNK, 3},
        {121, CRIB_LADDER_SKUNK, 4, 31, CRIB_LEVEL_DOUBLE_SKUNK, 3},
        {121, CRIB_LADDER_SKUNK, 4, 30, CRIB_LEVEL_TRIPLE_SKUNK, 4},
        {121, CRIB_LADDER_SKUNK, 4, 0, CRIB_LEVEL_TRIPLE_SKUNK, 4},
        {121, CRIB_LADDER_NONE, 0, 0, CRIB_LEVEL_NONE, 1},
        {61, CRIB_LADDER_SKUNK, 4, 30, CRIB_LEVEL_SKUNK, 2},
        {61, CRIB_LADDER_SKUNK, 4, 0, CRIB_LEVEL_DOUBLE_SKUNK, 3},
        {91, CRIB_LADDER_SKUNK, 4, 60, CRIB_LEVEL_SKUNK, 2},
        {91, CRIB_LADDER_LURCH, 4, 45, CRIB_LEVEL_LURCH, 2},
        {91, CRIB_LADDER_LURCH, 4, 46, CRIB_LEVEL_NONE, 1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        crib_result res = finish(cases[i].target, cases[i].ladder, cases[i].triple, cases[i].loser);
        CHECK(res.level[1] == cases[i].level && res.value[1] == cases[i].value &&
                  res.total_value == cases[i].value && res.level[0] == CRIB_LEVEL_NONE,
              "game of %u, ladder %u, triple %u: loser at %u is level %u, worth %u",
              cases[i].target, cases[i].ladder, cases[i].triple, cases[i].loser, cases[i].level,
              cases[i].value);
    }
}

static void test_five_card(void)
{
    crib_game g;
    crib_game_rules r = rules_of(CRIB_VARIANT_FIVE_CARD, 0, 0);
    MUST(crib_game_init(&g, &r, 1));
    uint32_t front, rear;
    CHECK(crib_game_board(&g, 0, &front, &rear) == 3 && front == 3 && rear == 0 && g.front[1] == 0,
          "five-card: the non-dealer pegs 3 for last at the start");
    MUST(crib_game_init(&g, &r, 0));
    CHECK(g.front[1] == 3 && g.front[0] == 0, "five-card, dealer 0: player 1 pegs 3");
    CHECK(crib_game_peg(&g, 0, 2, CRIB_REASON_HEELS, NULL) == 0, "then heels");
    r.target = 3;
    MUST(crib_game_init(&g, &r, 0));
    crib_result res;
    MUST(crib_game_result(&g, &res));
    CHECK(res.over && res.winner == 1 && res.phase == CRIB_PHASE_START &&
              res.reason == CRIB_REASON_THREE_FOR_LAST,
          "five-card to 3: won at the start by three for last");
    r.target = 2;
    r.options = CRIB_OPT_EXACT;
    MUST(crib_game_init(&g, &r, 0));
    CHECK(!g.over && g.front[1] == 0, "five-card to exactly 2: the 3 is not pegged");
}

static void test_claims(void)
{
    crib_game g;
    crib_claim c;
    setup(&g, 121, CRIB_OPT_MUGGINS | CRIB_OPT_OVERPEG, 0, 0);
    CHECK_EQ(crib_game_claim(&g, 1, 0, 4, 6, &c), 0, "claim 4 of 6");
    CHECK(c.player == 1 && c.opponent == 0 && c.claimed == 4 && c.actual == 6 && c.missed == 2 &&
              c.over_claimed == 0 && c.pegged == 4 && c.muggins == 2 && c.penalty == 0 &&
              g.front[1] == 4 && g.front[0] == 2,
          "muggins: the player pegs 4, the opponent the 2 missed");
    CHECK_EQ(crib_game_claim(&g, 0, 0, 9, 6, &c), 0, "claim 9 of 6");
    CHECK(c.over_claimed == 3 && c.pegged == 6 && c.penalty == 0 && c.opponent == 1 &&
              g.front[0] == 8 && g.front[1] == 4,
          "over-claim (Hoyle: \"his opponent may require correction\"): corrected to 6, no "
          "penalty, not even under CRIB_OPT_OVERPEG, which is for over-pegging");
    CHECK_EQ(crib_game_claim(&g, 0, CRIB_SCORE_CRIB, CRIB_CLAIM_ALL, 5, &c), 0, "the crib, all");
    CHECK(c.claimed == 5 && c.pegged == 5 && c.missed == 0 && g.front[0] == 13,
          "CRIB_CLAIM_ALL claims the true total");
    CHECK_EQ(crib_game_claim(&g, 0, 0, 1, 1, &c), CRIB_EORDER, "a hand after the crib");
    CHECK_EQ(crib_game_claim(&g, 0, 2, 1, 1, &c), CRIB_EFLAGS, "unknown claim flags");
    CHECK_EQ(crib_game_claim(&g, 0, CRIB_SCORE_CRIB, 1, 30, &c), CRIB_ERANGE, "a total of 30");
    CHECK_EQ(crib_game_claim(NULL, 0, 0, 1, 1, &c), CRIB_ENULL, "claim: game NULL");

    setup(&g, 121, 0, 0, 0);
    MUST(crib_game_claim(&g, 1, 0, 4, 6, &c));
    MUST(crib_game_claim(&g, 0, 0, 9, 6, &c));
    CHECK(g.front[1] == 4 && g.front[0] == 6 && c.penalty == 0,
          "without the options: the missed points are lost, an over-claim only corrected");

    setup(&g, 121, CRIB_OPT_MUGGINS, 0, 119);
    CHECK_EQ(crib_game_claim(&g, 1, 0, 3, 8, &c), 1, "a claim that goes out");
    CHECK(c.pegged == 3 && c.muggins == 0 && c.ended == 1 && g.front[0] == 0,
          "nothing is pegged after the end, not even muggins");
    setup(&g, 121, CRIB_OPT_MUGGINS, 115, 0);
    CHECK_EQ(crib_game_claim(&g, 1, 0, 0, 8, &c), 1, "muggins that goes out");
    crib_result res;
    MUST(crib_game_result(&g, &res));
    CHECK(res.winner == 0 && res.reason == CRIB_REASON_MUGGINS &&
              res.phase == CRIB_PHASE_SHOW_HAND && res.player == 0,
          "won by muggins on the other's hand");
}

static void test_partnership(void)
{
    crib_game g;
    crib_game_rules r = rules_of(CRIB_VARIANT_FOUR, 0, CRIB_OPT_MUGGINS);
    CHECK_EQ(crib_game_init(&g, &r, 3), CRIB_OK, "four-handed, dealer 3");
    CHECK(crib_game_side(&g, 2) == 0 && crib_game_side(&g, 3) == 1, "partners 0 and 2, 1 and 3");
    MUST(crib_game_peg(&g, 0, 2, CRIB_REASON_PLAY, NULL));
    MUST(crib_game_peg(&g, 2, 3, CRIB_REASON_PLAY, NULL));
    uint32_t front, rear;
    CHECK(crib_game_board(&g, 0, &front, &rear) == 5 && rear == 2 && g.front[1] == 0,
          "partners peg to their side");
    CHECK_EQ(crib_game_board(&g, 2, &front, &rear), CRIB_ERANGE, "two sides only");
    crib_claim c;
    MUST(crib_game_claim(&g, 0, 0, 2, 4, &c));
    CHECK(c.opponent == 1 && g.front[1] == 2, "muggins on player 0 goes to player 1's side");
    CHECK_EQ(crib_game_peg(&g, 3, 2, CRIB_REASON_CRIB, NULL), 0, "the dealer's crib");
    crib_result res;
    MUST(crib_game_result(&g, &res));
    CHECK(res.sides == 2 && res.score[1] == 4 && res.score[0] == 7, "two sides' scores");

    r = rules_of(CRIB_VARIANT_THREE, 31, 0);
    r.ladder = CRIB_LADDER_LURCH;
    MUST(crib_game_init(&g, &r, 0));
    MUST(crib_game_peg(&g, 2, 20, CRIB_REASON_PLAY, NULL));
    MUST(crib_game_peg(&g, 1, 31, CRIB_REASON_PLAY, NULL));
    MUST(crib_game_result(&g, &res));
    CHECK(res.sides == 3 && res.winner == 1 && res.level[0] == CRIB_LEVEL_LURCH &&
              res.level[2] == CRIB_LEVEL_NONE && res.value[0] == 2 && res.value[2] == 1 &&
              res.total_value == 3,
          "three sides: each loser's level and value, summed for the winner");
}

static void test_match(void)
{
    crib_match m;
    CHECK_EQ(crib_match_init(&m, 2, CRIB_MATCH_LOSER_DEALS), CRIB_OK, "best of three");
    CHECK_EQ(m.next_dealer, CRIB_DEAL_CUT, "the first game: cut for deal");
    crib_result res = finish(121, CRIB_LADDER_SKUNK, 0, 80);
    CHECK_EQ(crib_match_record(&m, &res), 0, "side 0 wins game 1");
    CHECK(m.next_dealer == 1 && m.value[0] == 2, "the loser deals next; a skunk counts 2");
    res = finish_by(1, 121, CRIB_LADDER_SKUNK, 0, 100);
    CHECK_EQ(crib_match_record(&m, &res), 0, "side 1 wins game 2");
    CHECK_EQ(m.next_dealer, 0, "the loser deals next");
    res = finish(121, CRIB_LADDER_SKUNK, 0, 100);
    CHECK_EQ(crib_match_record(&m, &res), 1, "side 0 wins game 3 and the match");
    CHECK(m.winner == 0 && m.games == 3 && m.wins[0] == 2 && m.wins[1] == 1, "2 games to 1");
    CHECK_EQ(crib_match_record(&m, &res), CRIB_EDONE, "no game after the match");
    MUST(crib_match_init(&m, 2, 0));
    MUST(crib_match_record(&m, &res));
    CHECK_EQ(m.next_dealer, CRIB_DEAL_CUT, "without the option, cut again");
    res.over = 0;
    CHECK_EQ(crib_match_record(&m, &res), CRIB_ERANGE, "a game not over");
    CHECK_EQ(crib_match_init(&m, 0, 0), CRIB_ERANGE, "no wins needed");
    CHECK_EQ(crib_match_init(&m, 2, 4), CRIB_EFLAGS, "unknown match flags");
    CHECK_EQ(crib_match_init(&m, 2, CRIB_MATCH_LOSER_DEALS | CRIB_MATCH_PUB), CRIB_EFLAGS,
             "the ACC rule and the pub rule together");
    CHECK_EQ(crib_match_init(NULL, 2, 0), CRIB_ENULL, "match NULL");
}

static void test_bad_states(void)
{
    crib_game g, bad;
    setup(&g, 121, 0, 10, 20);
    const struct {
        size_t offset;
        uint32_t value;
        const char *what;
    } pokes[] = {
        {offsetof(crib_game, dealer), 2, "dealer 2 of two"},
        {offsetof(crib_game, players), 3, "players not the variant's"},
        {offsetof(crib_game, pos), 9, "an order position past the crib"},
        {offsetof(crib_game, over), 2, "over 2"},
        {offsetof(crib_game, winner), 0, "a winner while not over"},
        {offsetof(crib_game, front) + 4, 200, "a score past the target"},
        {offsetof(crib_game, rear), 50, "a rear peg ahead of the front"},
        {offsetof(crib_game, front) + 8, 1, "a third side in a two-sided game"},
        {offsetof(crib_game, rules) + offsetof(crib_game_rules, variant), 7, "a variant"},
        {offsetof(crib_game, reserved), 1, "reserved"},
    };
    for (size_t i = 0; i < sizeof pokes / sizeof pokes[0]; i++) {
        bad = g;
        memcpy((char *)&bad + pokes[i].offset, &pokes[i].value, sizeof(uint32_t));
        crib_result res;
        CHECK(crib_game_peg(&bad, 0, 1, CRIB_REASON_PLAY, NULL) == CRIB_ERANGE &&
                  crib_game_over(&bad) == CRIB_ERANGE &&
                  crib_game_result(&bad, &res) == CRIB_ERANGE && res.score[0] == 0 &&
                  memcmp((char *)&bad + pokes[i].offset, &pokes[i].value, 4) == 0,
              "a state with %s is rejected and left alone", pokes[i].what);
    }
    CHECK(strstr(crib_strerror(CRIB_EORDER), "order") != NULL &&
              strstr(crib_strerror(CRIB_ESTAGE), "stage") != NULL,
          "crib_strerror knows CRIB_EORDER and CRIB_ESTAGE");
}

int main(void)
{
    test_rules_and_init();
    test_board();
    test_order();
    test_end();
    test_options();
    test_ladder();
    test_five_card();
    test_claims();
    test_partnership();
    test_match();
    test_bad_states();
    return harness_done();
}
