/* SPDX-License-Identifier: MIT */
/* A penalty or a correction that ends the game (issue 33): in a game of 2 or 3 points each
 * irregularity can win it the moment it is pegged, right after the cut before the play's
 * first point, after heels, in the play, or before the cut. Whichever it is, the deal it
 * leaves is one the library's checks accept, so that the finished game's result can be
 * read: crib_deal_status(), crib_deal_game() and crib_game_result() answer, and the result
 * says who won, by what and in which phase. Before the fix a penalty pegged with the order
 * of scoring still at the deal (or at heels) once the starter was cut left a deal refused
 * with CRIB_ERANGE. */
#include "crib.h"
#include "harness.h"
#include "helpers.h"

#include <string.h>

static crib_game_rules rules_of(uint32_t options, uint32_t target)
{
    crib_game_rules r;
    MUST(crib_game_rules_default(&r, CRIB_VARIANT_SIX_CARD));
    r.options = options;
    r.target = target;
    return r;
}

/* How a deal is set up for a test: who is dealt wrong, and whether the starter is a jack. */
typedef struct setup {
    uint32_t wrong; /* a player dealt a card short, CRIB_HOLDER_CRIB for a long crib, or NONE */
    int heels;
} setup;

/* A deal with dealer 0 from the first seed whose starter is a jack or not, as asked, cut
 * with the game still on: the play begun, nothing of it played yet. 0 when none is found
 * (the checks that follow then fail). */
static uint64_t to_the_play(crib_deal *d, const crib_game_rules *r, const setup *s)
{
    for (uint64_t seed = 1; seed < 1000; seed++) {
        uint32_t heels = 0;
        crib_status st;
        MUST(crib_deal_init(d, r, seed, 0));
        MUST(crib_deal_start(d));
        if (s->wrong < CRIB_HOLDER_CRIB)
            MUST(crib_deal_miscount(d, s->wrong, -1));
        lay_away(d);
        if (s->wrong == CRIB_HOLDER_CRIB)
            MUST(crib_deal_miscount(d, CRIB_HOLDER_CRIB, 1));
        MUST(crib_deal_cut(d, &heels));
        MUST(crib_deal_status(d, &st));
        if ((heels > 0) == (s->heels != 0) && st.stage == CRIB_STAGE_PLAY)
            return seed;
    }
    return 0;
}

/* The deal is over and every read of it answers: player `winner` won by `reason` in
 * `phase`. */
static void expect_won(const crib_deal *d, uint32_t winner, uint32_t reason, uint32_t phase,
                       const char *what)
{
    crib_status st;
    crib_game g;
    crib_result res;
    memset(&res, 0, sizeof res);
    int32_t status = crib_deal_status(d, &st), game = crib_deal_game(d, &g);
    int read = status == CRIB_OK && game == CRIB_OK && crib_game_result(&g, &res) == CRIB_OK;
    CHECK(read && st.stage == CRIB_STAGE_OVER && res.over == 1 && res.player == winner &&
              res.reason == reason && res.phase == phase,
          "%s: the deal is read (status %d, game %d), player %u won by reason %u in phase %u", what,
          (int)status, (int)game, res.player, res.reason, res.phase);
}

/* Hoyle's "peg 2 and rectify", for a hand found short after the cut and for a long crib. */
static void test_rectify_peg(void)
{
    crib_game_rules r = rules_of(0, 2);
    crib_deal d;
    setup hand = {1, 0}, crib = {CRIB_HOLDER_CRIB, 0};
    uint32_t pegged = 0;
    uint64_t seed = to_the_play(&d, &r, &hand);
    CHECK(crib_deal_rectify(&d, 1, CRIB_RECTIFY_PEG, NULL, 0, &pegged) == 1 && pegged == 2,
          "player 1 found a card short after the cut (seed %llu): player 0 pegs 2 and wins",
          (unsigned long long)seed);
    expect_won(&d, 0, CRIB_REASON_PENALTY, CRIB_PHASE_PLAY, "a hand rectified after the cut");

    seed = to_the_play(&d, &r, &crib);
    crib_status st;
    crib_card c[8];
    MUST(crib_deal_status(&d, &st));
    MUST(crib_mask_to_cards(st.crib, c, 8));
    CHECK(crib_deal_rectify(&d, CRIB_HOLDER_CRIB, CRIB_RECTIFY_PEG, c, 1, &pegged) == 1 &&
              pegged == 2,
          "the crib found long after the cut (seed %llu): the non-dealer pegs 2 and wins",
          (unsigned long long)seed);
    expect_won(&d, 1, CRIB_REASON_PENALTY, CRIB_PHASE_PLAY, "a crib rectified after the cut");
}

/* 004's remedy: let stand with 2 to the opponent, or corrected with nothing pegged. */
static void test_let_stand(void)
{
    crib_game_rules r = rules_of(CRIB_OPT_LET_STAND, 2);
    crib_deal d;
    setup hand = {1, 0};
    uint32_t pegged = 0;
    uint64_t seed = to_the_play(&d, &r, &hand);
    crib_deal e = d;
    CHECK(crib_deal_rectify(&d, 1, CRIB_RECTIFY_STAND, NULL, 0, &pegged) == 1 && pegged == 2,
          "a short hand let stand after the cut (seed %llu): player 0 pegs 2 and wins",
          (unsigned long long)seed);
    expect_won(&d, 0, CRIB_REASON_PENALTY, CRIB_PHASE_PLAY, "a hand let stand after the cut");
    crib_status st;
    CHECK(crib_deal_rectify(&e, 1, CRIB_RECTIFY_CORRECT, NULL, 0, &pegged) == 0 && pegged == 0 &&
              crib_deal_status(&e, &st) == CRIB_OK && st.stage == CRIB_STAGE_PLAY,
          "corrected instead: nothing pegged, the play goes on");
}

/* An over-peg demanded under CRIB_OPT_OVERPEG: right after the cut, and after heels. */
static void test_overpeg(void)
{
    crib_game_rules r = rules_of(CRIB_OPT_OVERPEG, 2);
    crib_deal d;
    setup plain = {NONE, 0}, jack = {NONE, 1};
    uint32_t penalty = 0;
    uint64_t seed = to_the_play(&d, &r, &plain);
    CHECK(crib_deal_overpeg(&d, 1, &penalty) == 1 && penalty == 2,
          "an over-peg by player 1 right after the cut (seed %llu): player 0 pegs 2 and wins",
          (unsigned long long)seed);
    expect_won(&d, 0, CRIB_REASON_PENALTY, CRIB_PHASE_PLAY, "an over-peg after the cut");

    r.target = 3;
    seed = to_the_play(&d, &r, &jack);
    CHECK(crib_deal_overpeg(&d, 1, &penalty) == 1 && penalty == 2,
          "the dealer at 2 by his heels (seed %llu), player 1 over-pegs: the dealer wins",
          (unsigned long long)seed);
    expect_won(&d, 0, CRIB_REASON_PENALTY, CRIB_PHASE_PLAY, "an over-peg after heels");
}

/* 004's failure to play, on the play's first card: the leader goes while he can play. */
static void test_failure_to_play(void)
{
    crib_game_rules r = rules_of(CRIB_OPT_FAILURE, 2);
    crib_deal d;
    setup plain = {NONE, 0};
    crib_play_event ev;
    uint64_t seed = to_the_play(&d, &r, &plain);
    CHECK(crib_deal_play_go(&d, 1, &ev) == 0 && ev.penalty == 2 && ev.penalty_to == 0,
          "the leader goes while able (seed %llu): the dealer pegs 2 and wins",
          (unsigned long long)seed);
    expect_won(&d, 0, CRIB_REASON_PENALTY, CRIB_PHASE_PLAY, "a failure to play on the lead");
}

/* A deal with dealer 0 whose play's second card, the dealer's easy reply to the lead,
 * scores, and he claims nothing for it; returns what it scored, or 0 when no seed has one. */
static uint32_t reply_unclaimed(crib_deal *d, const crib_game_rules *r, crib_claim *cl)
{
    for (uint64_t seed = 1; seed < 300; seed++) {
        crib_play p;
        crib_card lead, reply, pile[2];
        uint32_t heels = 0;
        MUST(crib_deal_init(d, r, seed, 0));
        MUST(crib_deal_start(d));
        lay_away(d);
        MUST(crib_deal_cut(d, &heels));
        if (heels || crib_deal_play(d, &p) != CRIB_OK || crib_bot_play(&p, 1, &lead) != 1)
            continue;
        MUST(crib_deal_play_card(d, 1, lead, NULL));
        MUST(crib_deal_play(d, &p));
        if (crib_bot_play(&p, 0, &reply) != 1)
            continue;
        pile[0] = lead;
        pile[1] = reply;
        if (crib_peg_score(pile, 2, NULL) > 0 &&
            crib_deal_play_claim(d, 0, reply, 0, NULL, cl) >= 0)
            return cl->missed;
    }
    return 0;
}

/* Muggins in the play takes the points missed; without it the scorer corrects his peg. */
static void test_muggins_and_correction(void)
{
    crib_game_rules r = rules_of(CRIB_OPT_MUGGINS | CRIB_OPT_MUGGINS_PLAY, 2);
    crib_deal d;
    crib_claim cl;
    memset(&cl, 0, sizeof cl);
    CHECK(reply_unclaimed(&d, &r, &cl) >= 2 && cl.muggins >= 2 && cl.ended == 1,
          "the dealer claims nothing for his reply: the leader takes it by muggins and wins");
    expect_won(&d, 1, CRIB_REASON_MUGGINS, CRIB_PHASE_PLAY, "muggins in the play");

    r = rules_of(0, 2);
    uint32_t missed = reply_unclaimed(&d, &r, &cl), pegged = 0;
    CHECK(missed >= 2 && crib_deal_correct(&d, 0, &pegged) == 1 && pegged == missed,
          "without muggins the dealer corrects his short peg in time, and wins");
    expect_won(&d, 0, CRIB_REASON_CORRECTION, CRIB_PHASE_PLAY, "a short peg corrected");
}

/* The ends that were always read: a penalty before the cut ends the game in the deal, and
 * heels at the cut. */
static void test_before_the_play(void)
{
    crib_game_rules r = rules_of(CRIB_OPT_OVERPEG, 2);
    crib_deal d;
    uint32_t penalty = 0, heels = 0;
    MUST(crib_deal_init(&d, &r, 1, 0));
    MUST(crib_deal_start(&d));
    lay_away(&d);
    CHECK(crib_deal_overpeg(&d, 1, &penalty) == 1 && penalty == 2,
          "an over-peg before the cut: player 0 pegs 2 and wins");
    expect_won(&d, 0, CRIB_REASON_PENALTY, CRIB_PHASE_DEAL, "an over-peg before the cut");

    /* A seed whose starter is a jack, then its deal again with the penalty before the cut. */
    setup jack = {NONE, 1};
    r.target = 3;
    uint64_t seed = to_the_play(&d, &r, &jack);
    MUST(crib_deal_init(&d, &r, seed, 0));
    MUST(crib_deal_start(&d));
    lay_away(&d);
    MUST(crib_deal_overpeg(&d, 1, &penalty));
    CHECK(crib_deal_cut(&d, &heels) >= 0 && heels == 2,
          "the dealer at 2 by a penalty before the cut, and a jack turned (seed %llu)",
          (unsigned long long)seed);
    expect_won(&d, 0, CRIB_REASON_HEELS, CRIB_PHASE_HEELS, "heels");
}

int main(void)
{
    test_rectify_peg();
    test_let_stand();
    test_overpeg();
    test_failure_to_play();
    test_muggins_and_correction();
    test_before_the_play();
    return harness_done();
}
