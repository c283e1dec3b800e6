/* SPDX-License-Identifier: MIT */
/* Every rule of the seeds that a table needs when people err, and where the texts differ:
 * the cuts, the irregularities (misdeal, wrong number of cards, failure to play, errors in
 * pegging), muggins in the play, the readings of "no peg-out on a go" and of "exactly",
 * the five-card game's full play and the pub rule of matches. Each test quotes the text it
 * implements: Hoyle (000), the pub-rules page (001), the 1999 rules file (002), the
 * encyclopedia (003), the club handout (004), in ../shared/rules/sources/. */
#include "crib.h"
#include "harness.h"
#include "helpers.h"

#include <string.h>

/* The lowest card id of a mask that is not empty. */
static unsigned crib_ctz64_of(uint64_t m)
{
    unsigned k = 0;
    while (!(m >> k & 1u))
        k++;
    return k;
}

static crib_card card_of(const char *text)
{
    crib_card c = 0;
    MUST(crib_card_parse(text, &c));
    return c;
}

static crib_game_rules rules_with(uint32_t variant, uint32_t options)
{
    crib_game_rules r;
    MUST(crib_game_rules_default(&r, variant));
    r.options = options;
    return r;
}

static void game_at(crib_game *g, uint32_t options, uint32_t score0, uint32_t score1)
{
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, options);
    MUST(crib_game_init(g, &r, 0));
    MUST(crib_game_peg(g, 0, score0, CRIB_REASON_PLAY, NULL));
    MUST(crib_game_peg(g, 1, score1, CRIB_REASON_PLAY, NULL));
}

/* Plays a script of cards ("Kh" or "go") from players taking turns as the engine says;
 * returns the last event's return code and fills *last. */
static int32_t run_play(crib_play *p, const char *const *script, size_t n, crib_play_event *last)
{
    int32_t rc = 0;
    for (size_t i = 0; i < n; i++) {
        int32_t who = crib_play_turn(p);
        if (who < 0)
            return who;
        rc = strcmp(script[i], "go") == 0
                 ? crib_play_go(p, (uint32_t)who, last)
                 : crib_play_card(p, (uint32_t)who, card_of(script[i]), last);
        if (rc < 0)
            return rc;
    }
    return rc;
}

/* ---- Failure to play (004) ---------------------------------------------------------- */

static void test_failure_to_play(void)
{
    uint64_t hands[2] = {mask_of("Kh Qh 8c"), mask_of("5c 2d 9s")};
    crib_play p;
    crib_play_event ev;
    MUST(crib_play_init(&p, 2, hands, 0, 0));
    const char *const lead[] = {"Kh", "9s"}; /* 19 */
    CHECK_EQ(run_play(&p, lead, 2, &ev), 0, "K, 9: the count is 19");
    CHECK_EQ(crib_play_card(&p, 0, card_of("8c"), &ev), 0, "A plays 8: 27");
    CHECK_EQ(crib_play_go(&p, 1, &ev), CRIB_EMUSTPLAY,
             "without the rule, B cannot say go holding the 2 (27 + 2 = 29)");

    MUST(crib_play_init(&p, 2, hands, 0, CRIB_PLAY_FAILURE));
    run_play(&p, lead, 2, &ev);
    MUST(crib_play_card(&p, 0, card_of("8c"), &ev));
    uint64_t dead = 0, held = 0;
    int32_t rc = crib_play_go(&p, 1, &ev);
    CHECK(rc == 1 && ev.penalty == 2 && ev.penalty_to == 0 && crib_play_dead(&p, &dead) == 1 &&
              dead == mask_of("2d") && crib_play_hand(&p, 1, &held) == 1 && held == mask_of("5c") &&
              crib_play_points(&p, 0) == 3 && ev.scorer == 0 && ev.reset == 1 &&
              crib_play_turn(&p) == 1,
          "004: \"If a player calls go when able to play ... the card or cards he could have "
          "played are dead and opponent pegs 2\": B's 2 is dead, A pegs 2, and 1 for last as "
          "nobody can play on 27; B leads");
    CHECK(crib_play_card(&p, 1, card_of("5c"), &ev) == 0 &&
              crib_play_card(&p, 0, card_of("Qh"), &ev) == 3 && ev.over == 1,
          "004: \"Dead cards are unplayable; the owner must complete his play with a short "
          "hand\": B plays his 5 alone, A the Q for 15 and last; the play is over");

    /* Failing to play after the opponent's go. */
    uint64_t h2[2] = {mask_of("Kh 9c 3d 2h"), mask_of("Qs Jd")};
    MUST(crib_play_init(&p, 2, h2, 0, CRIB_PLAY_FAILURE));
    const char *const s2[] = {"Kh", "Qs", "9c", "go"}; /* 29; B cannot play */
    run_play(&p, s2, 4, &ev);
    CHECK_EQ(crib_play_turn(&p), 0, "B says go at 29; A, holding a 2, is to play on");
    rc = crib_play_go(&p, 0, &ev);
    CHECK(rc == 1 && ev.penalty == 2 && ev.penalty_to == 1 && ev.scorer == 0 &&
              crib_play_dead(&p, &dead) == 1 && dead == mask_of("2h") &&
              crib_play_points(&p, 1) == 2 && crib_play_points(&p, 0) == 1,
          "004: \"or fails to play when able after opponent calls go\": A's 2 is dead, B "
          "pegs 2, and A still pegs 1 for last");

    /* The lead. */
    uint64_t h3[2] = {mask_of("4c 5d"), mask_of("6h")};
    MUST(crib_play_init(&p, 2, h3, 0, CRIB_PLAY_FAILURE));
    rc = crib_play_go(&p, 0, &ev);
    CHECK(rc == 0 && ev.penalty == 2 && crib_play_dead(&p, &dead) == 2 &&
              crib_play_hand(&p, 0, &held) == 0 && crib_play_turn(&p) == 1,
          "a go on the lead: every card could have been played, all are dead, the other leads");
    CHECK(crib_play_card(&p, 1, card_of("6h"), &ev) == 1 && ev.over == 1,
          "the other plays out alone, and pegs 1 for last");

    MUST(crib_play_init(&p, 2, hands, 0, CRIB_PLAY_FAILURE | CRIB_PLAY_FAILURE_EACH));
    const char *const s4[] = {"Kh", "9s"};
    run_play(&p, s4, 2, &ev); /* 19: A holds Q 8, B holds 5 2 */
    MUST(crib_play_card(&p, 0, card_of("Qh"), &ev));
    MUST(crib_play_go(&p, 1, &ev)); /* 29: B could play the 2 */
    CHECK(ev.penalty == 2 && crib_play_points(&p, 0) == 3,
          "EACH: one card could be played, 2 (and A's 1 for last)");
    MUST(crib_play_init(&p, 2, hands, 0, CRIB_PLAY_FAILURE | CRIB_PLAY_FAILURE_EACH));
    run_play(&p, s4, 2, &ev);
    MUST(crib_play_go(&p, 0, &ev)); /* 19: A could play Q and 8 */
    CHECK(ev.penalty == 4 && ev.penalty_to == 1 && crib_play_dead(&p, &dead) == 2,
          "004: \"a 2 point penalty for EACH card in your hand that could have been "
          "INDIVIDUALLY played below a 31 ... penalized 4 points\": Q and 8, 4 points");
}

/* ---- The game layer: claims in the play, no peg-out on a go, exactly, over-pegging ---- */

/* An event of the play engine: the given cards played in turn, the last one's event. */
static crib_play_event event_of(const char *hand0, const char *hand1, const char *const *script,
                                size_t n, uint32_t flags)
{
    uint64_t hands[2] = {mask_of(hand0), mask_of(hand1)};
    crib_play p;
    crib_play_event ev;
    memset(&ev, 0, sizeof ev);
    MUST(crib_play_init(&p, 2, hands, 0, flags));
    run_play(&p, script, n, &ev);
    return ev;
}

static void test_claims_in_the_play(void)
{
    const char *const fifteen[] = {"Kh", "5c"};
    crib_play_event ev = event_of("Kh Qd", "5c 9s", fifteen, 2, 0);
    crib_game g;
    crib_claim c;
    CHECK(ev.points == 2 && ev.scorer == 1, "K then 5: fifteen 2 for player 1");

    game_at(&g, CRIB_OPT_MUGGINS | CRIB_OPT_MUGGINS_PLAY, 10, 10);
    CHECK(crib_game_claim_play(&g, &ev, 0, &c) == 0 && c.missed == 2 && c.pegged == 0 &&
              c.muggins == 2 && c.opponent == 0 && g.front[0] == 12 && g.front[1] == 10,
          "001: \"Some people apply the same rule if a player fails to claim a combination "
          "scored during the play\": the fifteen unclaimed, player 0 pegs it");
    game_at(&g, CRIB_OPT_MUGGINS, 10, 10);
    CHECK(crib_game_claim_play(&g, &ev, 0, &c) == 0 && c.muggins == 0 && g.front[0] == 10 &&
              g.front[1] == 10,
          "muggins in the show only: the fifteen unclaimed in the play is lost");
    game_at(&g, CRIB_OPT_MUGGINS | CRIB_OPT_MUGGINS_PLAY, 10, 10);
    CHECK(crib_game_claim_play(&g, &ev, 5, &c) == 0 && c.over_claimed == 3 && c.pegged == 2 &&
              c.penalty == 0 && g.front[1] == 12 && g.front[0] == 10,
          "an over-claim in the play is corrected, never penalised");
    game_at(&g, CRIB_OPT_MUGGINS | CRIB_OPT_MUGGINS_PLAY, 119, 10);
    crib_result res;
    CHECK(crib_game_claim_play(&g, &ev, 0, &c) == 1 && crib_game_result(&g, &res) == CRIB_OK &&
              res.winner == 0 && res.reason == CRIB_REASON_MUGGINS && res.phase == CRIB_PHASE_PLAY,
          "002: \"any points that are missed at any point during the game can be claimed by "
          "the other player\": won by muggins in the play");
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, CRIB_OPT_MUGGINS_PLAY);
    CHECK_EQ(crib_game_init(&g, &r, 0), CRIB_EFLAGS, "muggins in the play needs muggins");

    game_at(&g, 0, 0, 0);
    crib_play_event bad = ev;
    bad.points = 3;
    CHECK_EQ(crib_game_claim_play(&g, &bad, CRIB_CLAIM_ALL, &c), CRIB_ERANGE,
             "an event whose points are not its items' sum");
    bad = ev;
    bad.penalty = 2;
    bad.penalty_to = 0;
    CHECK_EQ(crib_game_claim_play(&g, &bad, CRIB_CLAIM_ALL, &c), CRIB_ERANGE,
             "a penalty that the game's options do not give");
    MUST(crib_game_peg(&g, 0, 1, CRIB_REASON_HAND, NULL));
    CHECK_EQ(crib_game_claim_play(&g, &ev, CRIB_CLAIM_ALL, &c), CRIB_EORDER,
             "the play after a hand is shown");
}

static void test_no_go_out_31(void)
{
    const char *const s31[] = {"Kh", "Qd", "Jc", "Ac"};
    crib_play_event ev = event_of("Kh Jc", "Qd Ac", s31, 4, 0);
    CHECK(ev.points == 2 && ev.scorer == 1 && ev.score.thirty_one == 2 && ev.score.go == 0,
          "K Q J A: 31 for 2 to player 1");
    crib_game g;
    crib_claim c;
    game_at(&g, CRIB_OPT_NO_GO_OUT, 0, 119);
    CHECK(crib_game_claim_play(&g, &ev, CRIB_CLAIM_ALL, &c) == 1 && g.front[1] == 121,
          "no peg-out on a go, loose reading: the whole 31 counts and goes out");
    game_at(&g, CRIB_OPT_NO_GO_OUT | CRIB_OPT_NO_GO_OUT_31, 0, 119);
    CHECK(crib_game_claim_play(&g, &ev, CRIB_CLAIM_ALL, &c) == 0 && g.front[1] == 120 &&
              c.pegged == 1,
          "004: \"a 31 for two is actually a 31 for 1 and a point for the GO\": at 119 the 31's "
          "1 is pegged, its go's 1 refused");
    game_at(&g, CRIB_OPT_NO_GO_OUT | CRIB_OPT_NO_GO_OUT_31, 0, 120);
    crib_result res;
    CHECK(crib_game_claim_play(&g, &ev, CRIB_CLAIM_ALL, &c) == 1 &&
              crib_game_result(&g, &res) == CRIB_OK && res.reason == CRIB_REASON_PLAY,
          "at 120 the 31's own point goes out");
    game_at(&g, CRIB_OPT_NO_GO_OUT | CRIB_OPT_NO_GO_OUT_31, 0, 50);
    MUST(crib_game_claim_play(&g, &ev, CRIB_CLAIM_ALL, &c));
    CHECK(g.front[1] == 52 && g.rear[1] == 51, "far from the end the 31 pegs 1 and 1");
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, CRIB_OPT_NO_GO_OUT_31);
    CHECK_EQ(crib_game_init(&g, &r, 0), CRIB_EFLAGS, "the strict reading needs the rule");
}

static void test_exactly(void)
{
    crib_card hand[4];
    MUST(crib_hand_parse("5h 5d 10c Jh", hand, 4));
    crib_score sc;
    MUST(crib_hand_score(hand, 4, card_of("2h"), 0, &sc));
    crib_game g;
    crib_claim c;
    uint32_t total = sc.total;
    CHECK(total == 11 && sc.n_items == 6 && sc.items[5].kind == CRIB_ITEM_NOBS,
          "5h 5d 10c Jh with 2h: four fifteens, a pair and nobs, 11");
    game_at(&g, CRIB_OPT_EXACT, 0, 120);
    CHECK(crib_game_claim_score(&g, 1, 0, CRIB_CLAIM_ALL, &sc, &c) == 0 && c.pegged == 0 &&
              g.front[1] == 120,
          "exactly, whole: 9 at 120 would pass 121, and none of it is pegged");
    game_at(&g, CRIB_OPT_EXACT | CRIB_OPT_EXACT_ITEMS, 0, 120);
    crib_result res;
    CHECK(crib_game_claim_score(&g, 1, 0, CRIB_CLAIM_ALL, &sc, &c) == 1 && c.pegged == 1 &&
              crib_game_result(&g, &res) == CRIB_OK && res.score[1] == 121,
          "003: \"if a player's score is 120, he can count out only if he can score exactly "
          "one point, as for his nobs or for go\": item by item, the fifteens and the pair "
          "are refused and nobs goes out");
    game_at(&g, CRIB_OPT_EXACT | CRIB_OPT_EXACT_ITEMS, 0, 110);
    CHECK(crib_game_claim_score(&g, 1, 0, 5, &sc, &c) == 0 && c.pegged == 5 && g.front[1] == 115 &&
              g.rear[1] == 114,
          "a short claim of 5 is the first items, the third cut short: 2, 2, 1");

    const char *const pair_go[] = {"Kh", "9s", "9d"}; /* 28, a pair, and no card is left */
    crib_play_event ev = event_of("Kh 9d", "9s", pair_go, 3, 0);
    CHECK(ev.points == 3 && ev.score.go == 1 && ev.scorer == 0, "K 9 9: a pair and 1 for last");
    game_at(&g, CRIB_OPT_EXACT, 119, 0);
    CHECK(crib_game_claim_play(&g, &ev, CRIB_CLAIM_ALL, &c) == 0 && g.front[0] == 119,
          "exactly, whole: the card's 3 at 119 is refused whole");
    game_at(&g, CRIB_OPT_EXACT | CRIB_OPT_EXACT_ITEMS, 119, 0);
    CHECK(crib_game_claim_play(&g, &ev, CRIB_CLAIM_ALL, &c) == 1 && g.front[0] == 121,
          "item by item: the pair goes out exactly, the go is not needed");
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, CRIB_OPT_EXACT_ITEMS);
    CHECK_EQ(crib_game_init(&g, &r, 0), CRIB_EFLAGS, "the item reading needs exactly");
    crib_score forged = sc;
    forged.total = 10;
    game_at(&g, 0, 0, 0);
    CHECK_EQ(crib_game_claim_score(&g, 1, 0, CRIB_CLAIM_ALL, &forged, &c), CRIB_ERANGE,
             "a score whose items do not add up is refused");
    CHECK_EQ(crib_game_claim_score(&g, 1, 0, CRIB_CLAIM_ALL, NULL, &c), CRIB_ENULL, "no score");
}

/* The order of the items of Ac 2d 3h 9s with the 9c: two fifteens, a run, a pair. */
static void test_claim_order(void)
{
    crib_card hand[4];
    MUST(crib_hand_parse("Ac 2d 3h 9s", hand, 4));
    crib_score sc;
    MUST(crib_hand_score(hand, 4, card_of("9c"), 0, &sc));
    CHECK(sc.total == 9 && sc.n_items == 4 && sc.items[0].kind == CRIB_ITEM_FIFTEEN &&
              sc.items[1].kind == CRIB_ITEM_FIFTEEN && sc.items[2].kind == CRIB_ITEM_RUN &&
              sc.items[3].kind == CRIB_ITEM_PAIR,
          "Ac 2d 3h 9s with the 9c: fifteen 2, fifteen 4, a run of three is 7, a pair is 9");
    crib_game g;
    crib_claim c;
    game_at(&g, CRIB_OPT_EXACT | CRIB_OPT_EXACT_ITEMS, 0, 114);
    CHECK(crib_game_claim_score(&g, 1, 0, CRIB_CLAIM_ALL, &sc, &c) == 1 && g.front[1] == 121,
          "Hoyle: \"The customary oder in showing is to count fifteens first, then runs, then "
          "pairs\": exactly, item by item, at 114: 2, 2 and the run's 3 go out");
    game_at(&g, CRIB_OPT_EXACT | CRIB_OPT_EXACT_ITEMS | CRIB_OPT_PAIRS_FIRST, 0, 114);
    CHECK(crib_game_claim_score(&g, 1, 0, CRIB_CLAIM_ALL, &sc, &c) == 0 && g.front[1] == 120 &&
              c.pegged == 6,
          "002: \"As a matter of tradition fifteens are scored first, followed by pairs, then "
          "runs\": 2, 2 and the pair reach 120, and the run's 3 is refused: the hand stalls");
    const uint8_t pairs_first[4] = {0, 1, 3, 2}, run_first[4] = {2, 0, 1, 3};
    game_at(&g, CRIB_OPT_EXACT | CRIB_OPT_EXACT_ITEMS, 0, 114);
    CHECK(crib_game_claim_items(&g, 1, 0, CRIB_CLAIM_ALL, &sc, pairs_first, 4, &c) == 0 &&
              g.front[1] == 120,
          "004: \"count aloud, taking the categories in the order given above\" (fifteens, "
          "pairs, runs): the claimant's order, given item by item, stalls the same hand");
    game_at(&g, CRIB_OPT_EXACT | CRIB_OPT_EXACT_ITEMS | CRIB_OPT_PAIRS_FIRST, 0, 114);
    CHECK(crib_game_claim_items(&g, 1, 0, CRIB_CLAIM_ALL, &sc, run_first, 4, &c) == 1 &&
              g.front[1] == 121 && g.rear[1] == 119,
          "Hoyle: \"but there is no compulsion of law\": the run first, then the fifteens, "
          "goes out; the claimant's order overrides the rules' own");
    game_at(&g, CRIB_OPT_EXACT | CRIB_OPT_EXACT_ITEMS, 0, 110);
    CHECK(crib_game_claim_items(&g, 1, 0, 4, &sc, run_first, 4, &c) == 0 && g.front[1] == 114 &&
              c.missed == 5,
          "a short claim of 4 in that order is the run and a point of the first fifteen");
    game_at(&g, 0, 0, 114);
    CHECK(crib_game_claim_items(&g, 1, 0, CRIB_CLAIM_ALL, &sc, run_first, 4, &c) == 1 &&
              g.front[1] == 123,
          "without exactly the order changes nothing: 9 points");
    const uint8_t twice[4] = {0, 0, 1, 2}, past[4] = {0, 1, 2, 4};
    game_at(&g, 0, 0, 0);
    CHECK(crib_game_claim_items(&g, 1, 0, CRIB_CLAIM_ALL, &sc, twice, 4, &c) == CRIB_ERANGE &&
              crib_game_claim_items(&g, 1, 0, CRIB_CLAIM_ALL, &sc, past, 4, &c) == CRIB_ERANGE &&
              crib_game_claim_items(&g, 1, 0, CRIB_CLAIM_ALL, &sc, run_first, 3, &c) ==
                  CRIB_ERANGE &&
              crib_game_claim_items(&g, 1, 0, CRIB_CLAIM_ALL, &sc, NULL, 4, &c) == CRIB_ENULL &&
              g.front[1] == 0,
          "an order must list each item once: an item twice, an index past the items, too few "
          "items and no array are refused");
    crib_score none;
    MUST(crib_hand_parse("Ac 3d 7h 9s", hand, 4));
    MUST(crib_hand_score(hand, 4, card_of("Kc"), 0, &none));
    CHECK(none.n_items == 0 && crib_game_claim_items(&g, 1, 0, 0, &none, NULL, 0, &c) == 0,
          "a hand of nineteen has no items: an empty order, which may be NULL");
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, CRIB_OPT_EXACT | CRIB_OPT_PAIRS_FIRST);
    CHECK_EQ(crib_game_init(&g, &r, 0), CRIB_EFLAGS,
             "pairs first needs exactly read item by item, where alone the order matters");
}

static void test_over_pegging(void)
{
    crib_game g;
    uint32_t pen = 9;
    game_at(&g, CRIB_OPT_OVERPEG, 30, 20);
    MUST(crib_game_peg(&g, 0, 10, CRIB_REASON_PLAY, NULL)); /* announced 8, pegged 10 */
    CHECK(crib_game_overpeg(&g, 0, 2, &pen) == 0 && g.front[0] == 38 && g.rear[0] == 30 &&
              pen == 2 && g.front[1] == 22,
          "Hoyle: \"If he pegs more than his announced score, the error must be corrected on "
          "demand ... and his opponent pegs 2\"");
    game_at(&g, 0, 30, 20);
    CHECK(crib_game_overpeg(&g, 0, 2, &pen) == 0 && g.front[0] == 28 && pen == 0 &&
              g.front[1] == 20,
          "004: \"A player may demand correction of an incorrect amount pegged by his "
          "opponent\": corrected, no penalty without the option");
    game_at(&g, 0, 30, 20);
    CHECK(crib_game_overpeg(&g, 0, 31, &pen) == CRIB_ERANGE && g.front[0] == 30,
          "no side goes below 0");
    game_at(&g, CRIB_OPT_OVERPEG, 30, 119);
    crib_result res;
    CHECK(crib_game_overpeg(&g, 0, 0, &pen) == 1 && crib_game_result(&g, &res) == CRIB_OK &&
              res.winner == 1 && res.reason == CRIB_REASON_PENALTY && res.phase == CRIB_PHASE_PLAY,
          "the penalty can go out");
    CHECK_EQ(crib_game_overpeg(&g, 0, 0, &pen), CRIB_EDONE, "nothing after the end");
}

static void test_penalties_and_order(void)
{
    crib_game g;
    crib_game_rules r = rules_with(CRIB_VARIANT_FOUR, 0);
    MUST(crib_game_init(&g, &r, 3));
    CHECK(crib_game_opponent(&g, 3) == 0 && crib_game_opponent(&g, 0) == 1 &&
              crib_game_opponent(&g, 4) == CRIB_ERANGE,
          "four-handed: the opponent is the next player to the left, of the other side");
    uint32_t pegged = 0;
    CHECK(crib_game_peg(&g, 0, 2, CRIB_REASON_PENALTY, &pegged) == 0 && pegged == 2,
          "Hoyle: \"nondealer pegs 2 and the crib is corrected\": a penalty before the cut");
    CHECK_EQ(crib_game_peg(&g, 0, 2, CRIB_REASON_MUGGINS, NULL), CRIB_EORDER,
             "muggins before the play is out of order");
    crib_game_rules six = rules_with(CRIB_VARIANT_SIX_CARD, 0);
    six.target = 2;
    MUST(crib_game_init(&g, &six, 1));
    crib_result res;
    CHECK(crib_game_peg(&g, 0, 2, CRIB_REASON_PENALTY, NULL) == 1 &&
              crib_game_result(&g, &res) == CRIB_OK && res.phase == CRIB_PHASE_DEAL &&
              res.first_dealer == 1 && res.players == 2,
          "a game won by a penalty before the starter: CRIB_PHASE_DEAL");
    MUST(crib_game_init(&g, &six, 1));
    CHECK(crib_game_peg(&g, 1, 2, CRIB_REASON_CORRECTION, NULL) == 1 &&
              crib_game_result(&g, &res) == CRIB_OK && res.reason == CRIB_REASON_CORRECTION,
          "a correction pegs like any score");
    r = rules_with(CRIB_VARIANT_FIVE_CARD, CRIB_OPT_FIVE_FULL_PLAY);
    CHECK_EQ(crib_game_init(&g, &r, 0), CRIB_OK, "the full play in the five-card game");
    r.variant = CRIB_VARIANT_SIX_CARD;
    CHECK_EQ(crib_game_init(&g, &r, 0), CRIB_EFLAGS, "and in no other");
    r = rules_with(CRIB_VARIANT_FOUR, 0);
    r.peggers = 1u | 2u;
    CHECK_EQ(crib_game_init(&g, &r, 0), CRIB_OK, "peggers 0 and 1");
    r.peggers = 1u | 4u;
    CHECK_EQ(crib_game_init(&g, &r, 0), CRIB_ERANGE, "two peggers of one side");
    r.peggers = 2u;
    CHECK_EQ(crib_game_init(&g, &r, 0), CRIB_ERANGE, "one pegger");
    r = rules_with(CRIB_VARIANT_SIX_CARD, 0);
    r.peggers = 3u;
    CHECK_EQ(crib_game_init(&g, &r, 0), CRIB_ERANGE, "peggers in a two-handed game");
}

/* ---- The deal driver: cuts ------------------------------------------------------------ */

static void test_first_cut(void)
{
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, 0);
    crib_deal d;
    crib_status st;
    uint64_t s = 3;
    crib_card deck[CRIB_CARDS];
    MUST(crib_deck_shuffle(&s, deck));
    int tie = deck[0] / 4 == deck[1] / 4;
    MUST(crib_deck_shuffle(&s, deck));
    int32_t dealer = crib_deal_init(&d, &r, 3, CRIB_DEAL_CUT);
    MUST(crib_deal_status(&d, &st));
    CHECK(tie && st.first_cut[0] == deck[0] && st.first_cut[1] == deck[1] &&
              dealer == (deck[0] / 4 < deck[1] / 4 ? 0 : 1),
          "Hoyle: \"Cards are drawn; the lower deals first. If cards of equal rank are drawn, "
          "both players draw again.\": seed 3 ties, and the second cut decides");

    /* A seed whose cut is two tenth cards of different ranks. */
    uint64_t seed = 0;
    for (uint64_t t = 1; t < 2000 && !seed; t++) {
        s = t;
        MUST(crib_deck_shuffle(&s, deck));
        int a = deck[0] / 4, b = deck[1] / 4;
        if (a >= 9 && b >= 9 && a != b)
            seed = t;
    }
    crib_deal plain, tens;
    crib_game_rules rt = rules_with(CRIB_VARIANT_SIX_CARD, CRIB_OPT_CUT_TENS_EQUAL);
    MUST(crib_deal_init(&plain, &r, seed, CRIB_DEAL_CUT));
    MUST(crib_deal_init(&tens, &rt, seed, CRIB_DEAL_CUT));
    crib_status a, b;
    MUST(crib_deal_status(&plain, &a));
    MUST(crib_deal_status(&tens, &b));
    CHECK(seed && a.first_cut[0] != b.first_cut[0] && a.first_cut[0] / 4 >= 9 &&
              a.first_cut[1] / 4 >= 9,
          "001: \"If the cards are equal - and that includes both players cutting a ten card "
          "(10, J, Q or K) - there is another cut\": seed %llu cuts two tenth cards; under the "
          "option they cut again",
          (unsigned long long)seed);

    crib_game_rules four = rules_with(CRIB_VARIANT_FOUR, 0);
    four.peggers = (1u << 2) | (1u << 1);
    dealer = crib_deal_init(&d, &four, 11, CRIB_DEAL_CUT);
    MUST(crib_deal_status(&d, &st));
    CHECK((dealer == 1 || dealer == 2) && st.first_cut[0] == NONE && st.first_cut[3] == NONE &&
              st.first_cut[1] != NONE && st.first_cut[2] != NONE &&
              st.first_cut[dealer] / 4 < st.first_cut[3 - dealer] / 4,
          "001: \"One member of the partnership is elected to peg and these two players cut "
          "for first box\": players 1 and 2 cut, the lower deals");
}

/* The cards a deal gives each player, rebuilt from the documented draws. */
static void expected_hands(uint64_t state, uint32_t cut, uint32_t dealer, uint64_t hands[2],
                           crib_card *next)
{
    crib_card deck[CRIB_CARDS];
    MUST(crib_deck_shuffle(&state, deck));
    hands[0] = hands[1] = 0;
    for (uint32_t i = 0; i < 12; i++)
        hands[(dealer + 1 + i) % 2] |= UINT64_C(1) << deck[(i + cut) % CRIB_CARDS];
    *next = deck[(12 + cut) % CRIB_CARDS];
}

static void test_cut_before_the_deal(void)
{
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, 0);
    crib_deal d;
    crib_status st;
    uint64_t want[2];
    crib_card next;
    MUST(crib_deal_init(&d, &r, 42, 0));
    CHECK_EQ(crib_deal_start_cut(&d, 3), CRIB_ERANGE,
             "Hoyle: \"must leave at least four "
             "cards in each packet\": 3 is too few");
    CHECK_EQ(crib_deal_start_cut(&d, 49), CRIB_ERANGE, "and so is leaving 3");
    CHECK_EQ(crib_deal_start_cut(&d, 20), 0,
             "004: \"the ACC requires that a cut occur before "
             "every deal\": cut at 20, dealer 0 deals");
    MUST(crib_deal_status(&d, &st));
    expected_hands(42, 20, 0, want, &next);
    crib_card stock[52];
    CHECK(st.hand[0] == want[0] && st.hand[1] == want[1] && crib_deal_stock(&d, stock, 52) == 40 &&
              stock[0] == next,
          "the cut pack begins at the shuffle's card 20, and deals from there");
    crib_game_rules nc = rules_with(CRIB_VARIANT_SIX_CARD, CRIB_OPT_NO_CUT);
    MUST(crib_deal_init(&d, &nc, 42, 0));
    CHECK_EQ(crib_deal_start_cut(&d, 20), CRIB_ERULES,
             "001: \"the non-dealer does not get the opportunity to cut the cards before the "
             "deal\": refused under no cutting");
    CHECK_EQ(crib_deal_start(&d), 0, "the deal itself goes on");
    MUST(crib_deal_status(&d, &st));
    expected_hands(42, 0, 0, want, &next);
    CHECK(st.hand[0] == want[0] && st.hand[1] == want[1], "an uncut pack deals from the top");
}

/* No cutting, and a dealer who places the pack to be cut all the same. */
static void test_forfeit(void)
{
    crib_game_rules nc = rules_with(CRIB_VARIANT_SIX_CARD, CRIB_OPT_NO_CUT);
    crib_deal d, e;
    crib_status st;
    uint64_t want[2];
    crib_card next;
    MUST(crib_deal_init(&d, &nc, 42, 0));
    e = d;
    CHECK(crib_deal_start_cut(&d, 20) == CRIB_ERULES && crib_deal_forfeit(&d) == 1,
          "001: \"Dealer shuffles the deck ... but does not place it on the table to be cut. If "
          "he does, the opponent may pick up the deck and deal, giving himself the crib\": player "
          "0 offers the cut, player 1 deals");
    MUST(crib_deal_status(&d, &st));
    expected_hands(42, 0, 1, want, &next);
    CHECK(st.dealer == 1 && st.deal == 2 && st.hand[0] == want[0] && st.hand[1] == want[1] &&
              crib_game_deals(&d.game) == 2 && d.game.first_dealer == 0,
          "he deals the pack as shuffled, uncut; the forfeited deal is counted: deal 2");
    lay_away(&d);
    MUST(crib_deal_status(&d, &st));
    CHECK(st.crib && crib_mask_count(st.crib) == 4 && st.dealer == 1, "the crib is his");
    MUST(crib_deal_cut(&d, NULL));
    play_out(&d);
    while (crib_deal_status(&d, &st) == CRIB_OK && st.stage == CRIB_STAGE_SHOW)
        MUST(crib_deal_show(&d, CRIB_CLAIM_ALL, NULL));
    CHECK(crib_deal_start(&d) == 0 && crib_deal_status(&d, &st) == CRIB_OK && st.deal == 3,
          "then the deal passes to the left as after any deal: player 0 deals deal 3, player 1 "
          "having dealt twice running");
    CHECK_EQ(crib_deal_forfeit(&d), CRIB_ESTAGE, "only before a deal");
    MUST(crib_deal_start(&e));
    MUST(crib_deal_misdeal(&e));
    CHECK(crib_deal_forfeit(&e) == 1 && crib_deal_status(&e, &st) == CRIB_OK && st.deal == 2,
          "after a misdeal, the dealer to deal again may forfeit too: the misdealt deal is the one "
          "counted");
    crib_game_rules plain = rules_with(CRIB_VARIANT_SIX_CARD, 0);
    MUST(crib_deal_init(&d, &plain, 42, 0));
    CHECK_EQ(crib_deal_forfeit(&d), CRIB_ERULES,
             "004: \"the ACC requires that a cut occur before every deal\": where the pack is "
             "cut, offering it is no fault");
    crib_game_rules three = rules_with(CRIB_VARIANT_THREE, CRIB_OPT_NO_CUT);
    MUST(crib_deal_init(&d, &three, 42, 2));
    CHECK_EQ(crib_deal_forfeit(&d), 0,
             "three-handed, the next dealer in turn, at the dealer's left, takes it");
}

static void test_starter_cut(void)
{
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, 0);
    crib_deal d, e;
    crib_card stock[52];
    MUST(crib_deal_init(&d, &r, 7, 1));
    MUST(crib_deal_start(&d));
    lay_away(&d);
    e = d;
    int32_t n = crib_deal_stock(&d, stock, 52);
    CHECK_EQ(n, 40, "a six-card deal leaves 40 cards in the stock");
    CHECK(crib_deal_cut_at(&d, 3, NULL) == CRIB_ERANGE &&
              crib_deal_cut_at(&d, 37, NULL) == CRIB_ERANGE,
          "Hoyle: \"Again, each packet must contain at least four cards\": 3 and 37 refused");
    CHECK_EQ(crib_deal_cut_at(&d, 36, NULL), stock[36],
             "Hoyle: \"Dealer turns up the top card of the lower packet\": lifting 36, the "
             "starter is the stock's card 36");
    CHECK_EQ(crib_deal_cut(&e, NULL), stock[0],
             "crib_deal_cut() turns the stock's top card, as it always has");
    crib_play p;
    MUST(crib_deal_play(&d, &p));
    CHECK_EQ(crib_play_turn(&p), 0, "the non-dealer, who cut, leads");
    CHECK_EQ(crib_deal_stock(&d, stock, 52), 39, "the starter left the stock");
    CHECK_EQ(crib_deal_stock(&d, stock, 2), CRIB_ESPACE, "a short array");

    crib_game_rules three = rules_with(CRIB_VARIANT_THREE, 0);
    MUST(crib_deal_init(&d, &three, 7, 0));
    MUST(crib_deal_start(&d));
    lay_away(&d);
    n = crib_deal_stock(&d, stock, 52);
    CHECK(n == 36 && crib_deal_cut_at(&d, 32, NULL) == stock[32],
          "001: \"The player to the dealer's left cuts the deck to reveal the turn-up card\": "
          "three-handed, 36 cards, cut at 32");
}

/* ---- The deal driver: irregularities -------------------------------------------------- */

static void test_misdeal(void)
{
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, 0);
    crib_deal d;
    crib_game e;
    crib_status st, before;
    MUST(crib_deal_init(&d, &r, 5, 1));
    CHECK_EQ(crib_deal_misdeal(&d), CRIB_ESTAGE, "no misdeal before the deal");
    MUST(crib_deal_start(&d));
    MUST(crib_deal_status(&d, &before));
    uint64_t state = d.rng, want[2];
    crib_card next;
    CHECK_EQ(crib_deal_misdeal(&d), 1,
             "Hoyle: \"There must be a new deal by the same dealer if a card is found faced in "
             "the pack, if a card is exposed in dealing, or if the pack be found imperfect\"");
    MUST(crib_deal_status(&d, &st));
    crib_card stock[52];
    CHECK(st.stage == CRIB_STAGE_DEAL && st.hand[0] == 0 && crib_deal_stock(&d, stock, 52) == 0,
          "the cards go back: stage DEAL, nothing dealt");
    CHECK_EQ(crib_deal_start(&d), 1, "the same dealer deals again");
    MUST(crib_deal_status(&d, &st));
    expected_hands(state, 0, 1, want, &next);
    CHECK(st.deal == 1 && st.hand[0] == want[0] && st.hand[1] == want[1] &&
              st.hand[0] != before.hand[0],
          "from a new shuffle, under the same deal number");
    lay_away(&d);
    CHECK_EQ(crib_deal_misdeal(&d), 1, "a misdeal may still be declared before the starter");
    MUST(crib_deal_start(&d));
    lay_away(&d);
    MUST(crib_deal_cut(&d, NULL));
    crib_game g;
    MUST(crib_deal_game(&d, &g));
    for (int k = 0; k < 5; k++) /* five actions of the play */
        MUST(bot_plays(&d));
    MUST(crib_deal_game(&d, &g));
    CHECK(crib_deal_misdeal(&d) == 1 && crib_deal_status(&d, &st) == CRIB_OK &&
              st.stage == CRIB_STAGE_DEAL && st.deal == 1 && st.starter == NONE &&
              crib_deal_game(&d, &e) == CRIB_OK && !memcmp(e.front, g.front, sizeof g.front),
          "Hoyle: \"or if the pack be found imperfect\", which may be found in the play: a new "
          "deal by the same dealer, the deal's number kept; the points pegged stand, as no text "
          "takes pegs back (board %u-%u)",
          g.front[0], g.front[1]);
    CHECK(crib_deal_start(&d) == 1 && crib_deal_game(&d, &e) == CRIB_OK &&
              crib_game_peg(&e, 1, 2, CRIB_REASON_HEELS, NULL) == 0,
          "the new deal scores from heels again");
    lay_away(&d);
    MUST(crib_deal_cut(&d, NULL));
    play_out(&d);
    MUST(crib_deal_show(&d, CRIB_CLAIM_ALL, NULL));
    CHECK(crib_deal_misdeal(&d) == 1 && crib_deal_status(&d, &st) == CRIB_OK &&
              st.stage == CRIB_STAGE_DEAL && st.deal == 1,
          "or in the show, until the crib is shown");
}

static void test_wrong_hand(void)
{
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, 0);
    crib_deal d, e;
    crib_status st;
    crib_card stock[52], c[8];
    MUST(crib_deal_init(&d, &r, 8, 0));
    MUST(crib_deal_start(&d));
    MUST(crib_deal_stock(&d, stock, 52));
    CHECK_EQ(crib_deal_miscount(&d, 1, 1), 7, "player 1 is dealt a seventh card");
    MUST(crib_deal_status(&d, &st));
    CHECK(st.wrong == 2u && (st.hand[1] >> stock[0] & 1u), "the stock's top card, now wrong");
    CHECK_EQ(crib_deal_miscount(&d, 1, 1), CRIB_ESTAGE, "once a deal");
    CHECK_EQ(crib_deal_miscount(&d, 0, 3), CRIB_ERANGE, "three too many");
    lay_away(&d);
    e = d;
    crib_deal f = d;
    CHECK(crib_deal_cut(&f, NULL) >= 0 && crib_deal_status(&f, &st) == CRIB_OK && st.wrong == 2u,
          "Hoyle: \"found to have the wrong number of cards after laying away\": not found yet, "
          "the starter is cut with the hand still wrong");
    MUST(crib_deal_status(&d, &st));
    MUST(crib_mask_to_cards(st.hand[1], c, 8));
    CHECK_EQ(crib_deal_rectify(&d, 1, CRIB_RECTIFY_PEG, NULL, 0, NULL), CRIB_ECOUNT,
             "a long hand needs the cards drawn from it");
    CHECK_EQ(crib_deal_rectify(&d, 0, CRIB_RECTIFY_PEG, NULL, 0, NULL), CRIB_ERANGE,
             "player 0's hand is right");
    uint32_t pegged = 0;
    CHECK(crib_deal_rectify(&d, 1, CRIB_RECTIFY_PEG, c + 2, 1, &pegged) == 0 && pegged == 2,
          "Hoyle: \"the opponent may either demand a new deal or may peg 2 and rectify the "
          "hand\": he pegs 2");
    MUST(crib_deal_status(&d, &st));
    crib_game g;
    MUST(crib_deal_game(&d, &g));
    int32_t n = crib_deal_stock(&d, stock, 52);
    CHECK(crib_mask_count(st.hand[1]) == 4 && !(st.hand[1] >> c[2] & 1u) && st.wrong == 0 &&
              g.front[0] == 2 && n == 39,
          "004: \"a long hand is corrected by discarding cards drawn from it by the "
          "opponent\": the card drawn is set aside, out of hand and stock");
    CHECK(crib_deal_cut(&d, NULL) >= 0, "then the starter is cut");

    uint32_t dealer = (uint32_t)crib_game_dealer(&e.game);
    CHECK(crib_deal_rectify(&e, 1, CRIB_RECTIFY_NEW_DEAL, NULL, 0, NULL) == 0 &&
              crib_deal_start(&e) == (int32_t)dealer,
          "or he demands a new deal, by the same dealer");

    MUST(crib_deal_init(&d, &r, 9, 0));
    MUST(crib_deal_start(&d));
    MUST(crib_deal_status(&d, &st));
    CHECK_EQ(crib_deal_miscount(&d, 1, -1), 5, "player 1 is dealt only five");
    lay_away(&d);
    MUST(crib_deal_stock(&d, stock, 52));
    pegged = 0;
    CHECK(crib_deal_rectify(&d, 1, CRIB_RECTIFY_PEG, NULL, 0, &pegged) == 0 && pegged == 2,
          "the opponent pegs 2");
    MUST(crib_deal_status(&d, &st));
    CHECK(crib_mask_count(st.hand[1]) == 4 && (st.hand[1] >> stock[0] & 1u),
          "004: \"A short hand is corrected by drawing cards from the stock\": the top card");

    MUST(crib_deal_init(&d, &r, 10, 1));
    MUST(crib_deal_start(&d));
    lay_away(&d);
    CHECK_EQ(crib_deal_miscount(&d, CRIB_HOLDER_CRIB, 1), 5, "the crib found with five cards");
    MUST(crib_deal_status(&d, &st));
    MUST(crib_mask_to_cards(st.crib, c, 8));
    CHECK_EQ(crib_deal_rectify(&d, CRIB_HOLDER_CRIB, CRIB_RECTIFY_NEW_DEAL, NULL, 0, NULL),
             CRIB_ERANGE, "no new deal for a wrong crib");
    CHECK(crib_deal_rectify(&d, CRIB_HOLDER_CRIB, CRIB_RECTIFY_PEG, c, 1, &pegged) == 0 &&
              crib_deal_game(&d, &g) == CRIB_OK && g.front[0] == 2 && g.front[1] == 0,
          "Hoyle: \"If the crib is incorrect, both hands being correct, nondealer pegs 2 and "
          "the crib is corrected\": dealer 1, player 0 pegs 2");
    MUST(crib_deal_status(&d, &st));
    CHECK_EQ(crib_mask_count(st.crib), 4, "the crib holds 4 again");

    MUST(crib_deal_init(&d, &r, 10, 1));
    MUST(crib_deal_start(&d));
    CHECK_EQ(crib_deal_miscount(&d, 0, 1), 7, "found before the non-dealer lays away");
    CHECK(crib_deal_misdeal(&d) == 1 && crib_deal_start(&d) == 1,
          "004: \"There must be a new deal by the same dealer ... if before non-dealer lays "
          "away to the crib, it is found that a wrong number of cards was dealt\"");
    MUST(crib_deal_status(&d, &st));
    CHECK(st.wrong == 0 && crib_mask_count(st.hand[0]) == 6, "dealt right this time");
}

/* A deal of six-card rules dealt with player 1 a card short, who lays away the first two of
 * his five; when the seed found is to have his three of one suit, the first from `seed` on
 * where they are. */
static uint64_t short_deal(crib_deal *d, const crib_game_rules *r, uint64_t seed, int suited)
{
    for (;; seed++) {
        crib_status st;
        if (seed > 5000)
            return 0; /* none: the checks that follow fail */
        MUST(crib_deal_init(d, r, seed, 0));
        MUST(crib_deal_start(d));
        MUST(crib_deal_miscount(d, 1, -1));
        lay_away(d);
        MUST(crib_deal_status(d, &st));
        uint64_t h = st.hand[1];
        int one_suit = 1;
        for (uint64_t m = h & (h - 1); m; m &= m - 1)
            one_suit &= crib_ctz64_of(m) % 4 == crib_ctz64_of(h) % 4;
        if (!suited || one_suit)
            return seed;
    }
}

/* 004's remedy: corrected, or let stand with 2 to the opponent; too late for a new deal. */
static void test_let_stand(void)
{
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, CRIB_OPT_LET_STAND);
    crib_deal d, e;
    crib_status st;
    crib_game g;
    uint32_t pegged = 9;
    uint64_t seed = short_deal(&d, &r, 1, 1);
    e = d;
    CHECK(crib_deal_rectify(&d, 1, CRIB_RECTIFY_NEW_DEAL, NULL, 0, NULL) == CRIB_ERULES &&
              crib_deal_rectify(&d, 1, CRIB_RECTIFY_PEG, NULL, 0, NULL) == CRIB_ERULES &&
              !memcmp(&d, &e, sizeof d),
          "004: \"If a player is found (too late for a new deal)\": Hoyle's new deal and 2 and "
          "rectified are refused");
    CHECK(crib_deal_rectify(&d, 1, CRIB_RECTIFY_STAND, NULL, 0, &pegged) == 0 && pegged == 2 &&
              crib_deal_status(&d, &st) == CRIB_OK && st.wrong == 1u << (CRIB_WRONG_STANDS + 1) &&
              crib_mask_count(st.hand[1]) == 3 && crib_deal_game(&d, &g) == CRIB_OK &&
              g.front[0] == 2,
          "004: \"the opponent may ... let it stand and peg 2\": player 0 pegs 2, player 1 "
          "keeps three cards (seed %llu)",
          (unsigned long long)seed);
    MUST(crib_deal_cut(&d, NULL));
    crib_play p;
    uint64_t held = 0;
    MUST(crib_deal_play(&d, &p));
    CHECK_EQ(crib_play_hand(&p, 1, &held), 3, "he plays his three cards");
    play_out(&d);
    crib_show sh;
    MUST(crib_deal_show(&d, CRIB_CLAIM_ALL, &sh));
    crib_score as_five;
    MUST(crib_hand_score(sh.cards, 3, (crib_card)sh.starter, 0, &as_five));
    CHECK(sh.player == 1 && sh.n_cards == 3 && sh.score.flush == 0 && as_five.flush >= 3 &&
              sh.score.total == as_five.total - as_five.flush,
          "a hand that stands short has no flush, though its three cards are of one suit: "
          "\"Four cards of the same suit in hand score 4\" (Hoyle); %u, not %u",
          sh.score.total, as_five.total);
    while (crib_deal_status(&d, &st) == CRIB_OK && st.stage == CRIB_STAGE_SHOW)
        MUST(crib_deal_show(&d, CRIB_CLAIM_ALL, NULL));
    MUST(crib_deal_status(&d, &st));
    CHECK(st.stage == CRIB_STAGE_DEAL && st.wrong == 1u << (CRIB_WRONG_STANDS + 1),
          "it stands until the next deal");
    MUST(crib_deal_start(&d));
    MUST(crib_deal_status(&d, &st));
    CHECK_EQ(st.wrong, 0, "which is dealt right");

    uint32_t front = (uint32_t)e.game.front[0];
    crib_card stock[52];
    MUST(crib_deal_stock(&e, stock, 52));
    CHECK(crib_deal_rectify(&e, 1, CRIB_RECTIFY_CORRECT, NULL, 0, &pegged) == 0 && pegged == 0 &&
              crib_deal_status(&e, &st) == CRIB_OK && st.wrong == 0 &&
              crib_mask_count(st.hand[1]) == 4 && (st.hand[1] >> stock[0] & 1u) &&
              e.game.front[0] == front,
          "004: \"the opponent may either have the hand corrected\": the short hand draws the "
          "stock's top card, and nobody pegs");
    MUST(crib_deal_init(&d, &r, 8, 0));
    MUST(crib_deal_start(&d));
    MUST(crib_deal_miscount(&d, 1, 1));
    lay_away(&d);
    CHECK_EQ(crib_deal_rectify(&d, 1, CRIB_RECTIFY_STAND, NULL, 0, NULL), CRIB_ERANGE,
             "a long hand cannot stand: crib_show holds four cards");
    MUST(crib_deal_miscount(&d, CRIB_HOLDER_CRIB, -1));
    CHECK(crib_deal_rectify(&d, CRIB_HOLDER_CRIB, CRIB_RECTIFY_CORRECT, NULL, 0, NULL) ==
                  CRIB_ERANGE &&
              crib_deal_rectify(&d, CRIB_HOLDER_CRIB, CRIB_RECTIFY_PEG, NULL, 0, &pegged) == 0 &&
              pegged == 2,
          "004: \"If the crib has the wrong number of cards it must be corrected and non-dealer "
          "pegs 2\"");
    crib_game_rules hoyle = rules_with(CRIB_VARIANT_SIX_CARD, 0);
    short_deal(&d, &hoyle, 1, 0);
    CHECK(crib_deal_rectify(&d, 1, CRIB_RECTIFY_STAND, NULL, 0, NULL) == CRIB_ERULES &&
              crib_deal_rectify(&d, 1, CRIB_RECTIFY_CORRECT, NULL, 0, NULL) == CRIB_ERULES,
          "Hoyle's rules have neither: \"the opponent may either demand a new deal or may peg 2 "
          "and rectify the hand\"");
    crib_game_rules both =
        rules_with(CRIB_VARIANT_SIX_CARD, CRIB_OPT_LET_STAND | CRIB_OPT_TWO_WRONG);
    CHECK_EQ(crib_game_init(&g, &both, 0), CRIB_EFLAGS,
             "004's remedy settles each holder alone: not with Hoyle's two wrong at once");

    crib_game_rules five = rules_with(CRIB_VARIANT_FIVE_CARD, CRIB_OPT_LET_STAND);
    MUST(crib_deal_init(&d, &five, 3, 0));
    MUST(crib_deal_start(&d));
    MUST(crib_deal_miscount(&d, 1, -2));
    lay_away(&d);
    MUST(crib_deal_rectify(&d, 1, CRIB_RECTIFY_STAND, NULL, 0, NULL));
    MUST(crib_deal_cut(&d, NULL));
    play_out(&d);
    MUST(crib_deal_show(&d, CRIB_CLAIM_ALL, &sh));
    CHECK(sh.player == 1 && sh.n_cards == 1 && sh.score.flush == 0,
          "the five-card game: a hand dealt two short keeps one card, and shows it with the "
          "starter");
}

/* A wrong number found in the play or the show (Hoyle: "after laying away"). */
static void test_found_late(void)
{
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, 0);
    crib_deal d, e, f;
    crib_status st;
    crib_play p;
    uint32_t pegged = 0;
    MUST(crib_deal_init(&d, &r, 8, 0));
    MUST(crib_deal_start(&d));
    MUST(crib_deal_miscount(&d, 1, 1));
    lay_away(&d);
    MUST(crib_deal_cut(&d, NULL));
    MUST(crib_deal_play(&d, &p));
    uint64_t held = 0;
    CHECK_EQ(crib_play_hand(&p, 1, &held), 5, "unnoticed, player 1 goes into the play with five");
    e = d;
    /* Play until player 1 is to act, then the opponent finds his fifth card. */
    for (int guard = 0; guard < 20; guard++) {
        MUST(crib_deal_play(&d, &p));
        if (crib_play_turn(&p) == 1 && crib_play_hand(&p, 1, &held) >= 2)
            break;
        MUST(bot_plays(&d));
    }
    crib_view view;
    crib_card choice;
    CHECK(crib_deal_view(&d, 1, 0, &view) == CRIB_OK &&
              crib_bot_choose_play(&view, CRIB_BOT_STRONG, 1, &choice) == 1 &&
              (held >> choice & 1u),
          "what the long hand's player knows is a view the bots take: the strong bot plays it by "
          "the easy rule");
    crib_card drawn = (crib_card)crib_ctz64_of(held);
    f = d;
    CHECK(crib_deal_rectify(&d, 1, CRIB_RECTIFY_PEG, &drawn, 1, &pegged) == 0 && pegged == 2 &&
              crib_deal_play(&d, &p) == CRIB_OK && crib_play_hand(&p, 1, &held) >= 1 &&
              !(held >> drawn & 1u) && crib_deal_status(&d, &st) == CRIB_OK && st.wrong == 0 &&
              crib_mask_count(st.hand[1]) == 4,
          "Hoyle: found in the play, \"the opponent may ... peg 2 and rectify the hand\": he "
          "draws one of the cards still held, which leaves the hand and the play");
    crib_card played = 0;
    for (uint64_t m = st.hand[1] & ~held; m; m &= m - 1)
        played = (crib_card)crib_ctz64_of(m);
    CHECK_EQ(crib_deal_rectify(&f, 1, CRIB_RECTIFY_PEG, &played, 1, NULL), CRIB_ENOTHELD,
             "not one of the cards he has played: they lie on the table");
    play_out(&d);
    MUST(crib_deal_status(&d, &st));
    CHECK(st.stage == CRIB_STAGE_SHOW && crib_deal_show(&d, CRIB_CLAIM_ALL, NULL) >= 0,
          "the play and the show go on");
    CHECK(crib_deal_rectify(&f, 1, CRIB_RECTIFY_NEW_DEAL, NULL, 0, NULL) == 0 &&
              crib_deal_status(&f, &st) == CRIB_OK && st.stage == CRIB_STAGE_DEAL &&
              st.dealer == 0 && st.deal == 1,
          "Hoyle: \"or may demand a new deal\", in the play too: the same dealer deals again");

    play_out(&e);
    f = e;
    CHECK(crib_deal_status(&e, &st) == CRIB_OK && st.stage == CRIB_STAGE_SHOW &&
              st.next_show == 1 && crib_deal_show(&e, CRIB_CLAIM_ALL, NULL) == CRIB_ESTAGE,
          "played out unnoticed: at his show the five cards are seen, and must be settled first");
    drawn = (crib_card)crib_ctz64_of(st.hand[1]);
    CHECK(crib_deal_rectify(&e, 1, CRIB_RECTIFY_PEG, &drawn, 1, &pegged) == 0 && pegged == 2 &&
              crib_deal_show(&e, CRIB_CLAIM_ALL, NULL) >= 0,
          "found at the show: 2 to the opponent, a card drawn out of it, then it is shown");
    crib_game_rules late = rules_with(CRIB_VARIANT_SIX_CARD, CRIB_OPT_LET_STAND);
    f.game.rules = late;
    CHECK(crib_deal_rectify(&f, 1, CRIB_RECTIFY_NEW_DEAL, NULL, 0, NULL) == CRIB_ERULES &&
              crib_deal_rectify(&f, 1, CRIB_RECTIFY_CORRECT, &drawn, 1, &pegged) == 0 &&
              pegged == 0,
          "004: \"too late for a new deal\": corrected, for nothing");

    /* A short hand found in the play draws from the stock and may play the card. */
    r = rules_with(CRIB_VARIANT_SIX_CARD, 0);
    short_deal(&d, &r, 20, 0);
    MUST(crib_deal_cut(&d, NULL));
    MUST(crib_deal_play(&d, &p));
    crib_card stock[52];
    MUST(crib_deal_stock(&d, stock, 52));
    uint64_t before = 0;
    MUST(crib_play_hand(&p, 1, &before));
    CHECK(crib_deal_rectify(&d, 1, CRIB_RECTIFY_PEG, NULL, 0, &pegged) == 0 &&
              crib_deal_play(&d, &p) == CRIB_OK && crib_play_hand(&p, 1, &held) == 4 &&
              held == (before | UINT64_C(1) << stock[0]),
          "004: \"A short hand is corrected by drawing cards from the stock\": the stock's top "
          "card, under the starter, joins the cards he holds in the play");
    play_out(&d);
    MUST(crib_deal_status(&d, &st));
    CHECK_EQ(st.stage, CRIB_STAGE_SHOW, "and the play goes on to its end");
}

/* A long hand to act with one card left in the play, the opponent out of the count: the
 * card drawn out of it ends the count, and its last player pegs his go after the penalty. */
static void test_found_ending_a_count(void)
{
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, 0);
    crib_deal d;
    crib_play p;
    uint64_t seed = 1, held = 0;
    int found = 0;
    for (; seed < 400 && !found; seed++) {
        MUST(crib_deal_init(&d, &r, seed, 0));
        MUST(crib_deal_start(&d));
        MUST(crib_deal_miscount(&d, 1, 1));
        lay_away(&d);
        MUST(crib_deal_cut(&d, NULL));
        for (int guard = 0; guard < 30 && !found; guard++) {
            if (crib_deal_play(&d, &p) != CRIB_OK || crib_play_over(&p) != 0)
                break;
            uint32_t turn = (uint32_t)crib_play_turn(&p);
            uint64_t other = 0;
            if (turn == 1 && crib_play_hand(&p, 1, &held) == 1 && p.last == 1 && p.n_pile > 0 &&
                ((p.went & 1u) || crib_play_hand(&p, 0, &other) == 0)) {
                found = 1;
                break;
            }
            MUST(bot_plays(&d));
        }
    }
    crib_game before, after;
    MUST(crib_deal_game(&d, &before));
    crib_card drawn = (crib_card)crib_ctz64_of(held);
    uint32_t pegged = 0;

    uint32_t go = p.count < 31 ? 1 : 0;
    CHECK(found && crib_deal_rectify(&d, 1, CRIB_RECTIFY_PEG, &drawn, 1, &pegged) == 0 &&
              pegged == 2 && crib_deal_game(&d, &after) == CRIB_OK &&
              after.front[0] == before.front[0] + 2 && after.front[1] == before.front[1] + go &&
              crib_deal_play(&d, &p) == CRIB_OK && p.count == 0,
          "the last card of a long hand's count drawn out of it: the count ends, its last player "
          "pegs %u for last after the opponent's 2 (seed %llu)",
          go, (unsigned long long)(seed - 1));
}

/* Two holders wrong at once. */
static void test_two_wrong(void)
{
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, 0);
    crib_deal d;
    crib_game g;
    crib_card c[8];
    crib_status st;
    uint32_t pegged = 0;
    MUST(crib_deal_init(&d, &r, 8, 0));
    MUST(crib_deal_start(&d));
    MUST(crib_deal_miscount(&d, 0, 1));
    MUST(crib_deal_miscount(&d, 1, -1));
    lay_away(&d);
    crib_deal e = d;
    MUST(crib_deal_status(&d, &st));
    MUST(crib_mask_to_cards(st.hand[0], c, 8));
    CHECK(crib_deal_rectify(&d, 0, CRIB_RECTIFY_PEG, c, 1, &pegged) == 0 &&
              crib_deal_rectify(&d, 1, CRIB_RECTIFY_PEG, NULL, 0, &pegged) == 0 &&
              crib_deal_game(&d, &g) == CRIB_OK && g.front[0] == 2 && g.front[1] == 2,
          "004: \"If a player is found ... to have an incorrect number of cards in his hand\", "
          "with no word of the other: each is settled alone, and each opponent pegs 2");
    e.game.rules.options = CRIB_OPT_TWO_WRONG;
    crib_deal f = e;
    CHECK(crib_deal_rectify(&e, 0, CRIB_RECTIFY_PEG, c, 1, NULL) == CRIB_ERULES,
          "Hoyle: \"the other hand and crib being correct\": with both hands wrong the remedy "
          "does not apply");
    CHECK(crib_deal_rectify(&e, 1, CRIB_RECTIFY_NEW_DEAL, NULL, 0, &pegged) == 0 && pegged == 0 &&
              crib_deal_status(&e, &st) == CRIB_OK && st.stage == CRIB_STAGE_DEAL &&
              st.wrong == 0 && crib_deal_start(&e) == 0,
          "a new deal by the same dealer, as a faulty deal has");
    MUST(crib_deal_miscount(&f, CRIB_HOLDER_CRIB, 1));
    MUST(crib_deal_rectify(&f, 0, CRIB_RECTIFY_NEW_DEAL, NULL, 0, NULL));
    MUST(crib_deal_start(&f));
    MUST(crib_deal_miscount(&f, 1, 1));
    lay_away(&f);
    MUST(crib_deal_miscount(&f, CRIB_HOLDER_CRIB, 1));
    CHECK(crib_deal_rectify(&f, CRIB_HOLDER_CRIB, CRIB_RECTIFY_PEG, c, 1, NULL) == CRIB_ERULES &&
              crib_deal_rectify(&f, CRIB_HOLDER_CRIB, CRIB_RECTIFY_NEW_DEAL, NULL, 0, NULL) == 0,
          "Hoyle: \"If the crib is incorrect, both hands being correct\": a hand wrong too, and "
          "the crib's remedy gives way to a new deal");
    MUST(crib_deal_start(&f));
    MUST(crib_deal_miscount(&f, 1, 1));
    lay_away(&f);
    MUST(crib_deal_status(&f, &st));
    MUST(crib_mask_to_cards(st.hand[1], c, 8));
    CHECK(crib_deal_rectify(&f, CRIB_HOLDER_CRIB, CRIB_RECTIFY_NEW_DEAL, NULL, 0, NULL) ==
                  CRIB_ERANGE &&
              crib_deal_rectify(&f, 1, CRIB_RECTIFY_PEG, c, 1, &pegged) == 0 && pegged == 2,
          "one wrong alone: Hoyle's remedy, and no new deal for a crib that is right");
}

/* Drives the play to its end with the bot, the given player failing to play at his first
 * chance; returns the penalty pegged. */
static uint32_t play_out_failing(crib_deal *d, uint32_t failer)
{
    uint32_t penalty = 0;
    int failed = 0;
    for (int guard = 0; guard < 40; guard++) {
        crib_play p;
        if (crib_deal_play(d, &p) != CRIB_OK || crib_play_over(&p) != 0)
            break;
        uint32_t who = (uint32_t)crib_play_turn(&p);
        crib_card c;
        crib_play_event ev;
        crib_claim cl;
        int can = crib_bot_play(&p, who, &c) == 1;
        if (can && !(who == failer && !failed))
            MUST(crib_deal_play_claim(d, who, c, CRIB_CLAIM_ALL, &ev, &cl));
        else
            MUST(crib_deal_play_claim(d, who, NONE, CRIB_CLAIM_ALL, &ev, &cl));
        if (can && who == failer && !failed) {
            failed = 1;
            penalty = cl.penalty;
        }
    }
    return penalty;
}

static void test_failure_in_the_deal(void)
{
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, CRIB_OPT_FAILURE);
    crib_deal d;
    MUST(crib_deal_init(&d, &r, 12, 0));
    MUST(crib_deal_start(&d));
    lay_away(&d);
    MUST(crib_deal_cut(&d, NULL));
    crib_status st;
    MUST(crib_deal_status(&d, &st));
    uint64_t kept = st.hand[1];
    uint32_t penalty = play_out_failing(&d, 1);
    crib_play p;
    uint64_t dead = 0;
    MUST(crib_deal_play(&d, &p));
    MUST(crib_deal_status(&d, &st));
    CHECK(penalty == 2 && crib_play_dead(&p, &dead) > 0 && (dead & ~kept) == 0 &&
              st.stage == CRIB_STAGE_SHOW,
          "failure to play in a dealt game: player 1's cards are dead, player 0 pegged 2");
    crib_show sh;
    MUST(crib_deal_show(&d, CRIB_CLAIM_ALL, &sh));
    uint64_t shown = 0;
    MUST(crib_mask_from_cards(sh.cards, sh.n_cards, &shown));
    CHECK(sh.player == 1 && shown == kept,
          "004: \"but the cards are counted in showing\": player 1 shows his four");
    crib_game_rules plain = rules_with(CRIB_VARIANT_SIX_CARD, 0);
    MUST(crib_deal_init(&d, &plain, 12, 0));
    MUST(crib_deal_start(&d));
    lay_away(&d);
    MUST(crib_deal_cut(&d, NULL));
    CHECK_EQ(crib_deal_play_go(&d, 1, NULL), CRIB_EMUSTPLAY,
             "without the option a go while able is refused, as it always was");
}

static void test_short_pegs(void)
{
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, 0);
    crib_deal d;
    crib_status st;
    crib_game g;
    uint32_t pegged = 0;
    /* A deal in which a player is to play a scoring card with more cards in hand: he
     * claims nothing for it. */
    uint32_t who = NONE;
    crib_claim cl;
    memset(&cl, 0, sizeof cl);
    for (uint64_t seed = 1; seed < 200 && who == NONE; seed++) {
        MUST(crib_deal_init(&d, &r, seed, 0));
        MUST(crib_deal_start(&d));
        lay_away(&d);
        MUST(crib_deal_cut(&d, NULL));
        for (int guard = 0; guard < 20 && who == NONE; guard++) {
            crib_play p;
            crib_card c, pile[CRIB_PLAY_MAX_PILE + 1];
            uint64_t held = 0;
            if (crib_deal_play(&d, &p) != CRIB_OK || crib_play_over(&p) != 0)
                break;
            uint32_t turn = (uint32_t)crib_play_turn(&p);
            if (crib_bot_play(&p, turn, &c) != 1) {
                MUST(crib_deal_play_go(&d, turn, NULL));
                continue;
            }
            int32_t n = crib_play_pile(&p, pile, CRIB_PLAY_MAX_PILE);
            pile[n] = c;
            int scores = crib_peg_score(pile, (size_t)n + 1, NULL) > 0;
            int more = crib_play_hand(&p, turn, &held) > 1;
            MUST(crib_deal_play_claim(&d, turn, c, scores && more ? 0 : CRIB_CLAIM_ALL, NULL, &cl));
            if (scores && more)
                who = turn;
        }
    }
    MUST(crib_deal_status(&d, &st));
    MUST(crib_deal_game(&d, &g));
    CHECK(who < 2 && st.unpegged[who] == cl.missed && cl.missed > 0 && cl.muggins == 0,
          "a player claims nothing for a scoring card: without muggins the points wait");
    who = who < 2 ? who : 0;
    crib_deal e = d;
    uint32_t front = g.front[who], owed = st.unpegged[who];
    CHECK(crib_deal_correct(&d, who, &pegged) == 0 && pegged == owed &&
              crib_deal_game(&d, &g) == CRIB_OK && g.front[who] == front + owed,
          "Hoyle: \"If a player places a peg short of the amount to which he is entitled, he "
          "may not correct his error after he has played the next card\": before it, he may");
    /* After his next card the chance is gone. */
    for (int guard = 0; guard < 20; guard++) {
        crib_play p;
        if (crib_deal_play(&e, &p) != CRIB_OK || crib_play_over(&p) != 0)
            break;
        uint32_t turn = (uint32_t)crib_play_turn(&p);
        crib_card c;
        int card = crib_bot_play(&p, turn, &c) == 1;
        if (card)
            MUST(crib_deal_play_card(&e, turn, c, NULL));
        else
            MUST(crib_deal_play_go(&e, turn, NULL));
        if (turn == who && card)
            break;
    }
    MUST(crib_deal_status(&e, &st));
    CHECK(st.unpegged[who] == 0 && crib_deal_correct(&e, who, &pegged) == 0 && pegged == 0,
          "after his next card, nothing is left to correct");

    crib_game_rules mr =
        rules_with(CRIB_VARIANT_SIX_CARD, CRIB_OPT_MUGGINS | CRIB_OPT_MUGGINS_PLAY);
    MUST(crib_deal_init(&d, &mr, 3, 0));
    MUST(crib_deal_start(&d));
    lay_away(&d);
    MUST(crib_deal_cut(&d, NULL));
    while (crib_deal_status(&d, &st) == CRIB_OK && st.stage == CRIB_STAGE_PLAY) {
        crib_play p;
        MUST(crib_deal_play(&d, &p));
        uint32_t turn = (uint32_t)crib_play_turn(&p);
        crib_card c;
        uint32_t card = crib_bot_play(&p, turn, &c) == 1 ? c : NONE;
        if (MUST(crib_deal_play_claim(&d, turn, card, 0, NULL, NULL)) < 0)
            break; /* refused, the deal would stay where it is */
    }
    MUST(crib_deal_status(&d, &st));
    CHECK(st.unpegged[0] == 0 && st.unpegged[1] == 0,
          "003: \"if a player fails to claim his full score on any turn, his opponent may call "
          "out, Muggins\": under muggins in the play nothing waits, the opponent took it");

    MUST(crib_deal_init(&d, &r, 4, 0));
    MUST(crib_deal_start(&d));
    lay_away(&d);
    MUST(crib_deal_cut(&d, NULL));
    play_out(&d);
    crib_show sh;
    MUST(crib_deal_show(&d, 0, &sh));
    MUST(crib_deal_status(&d, &st));
    CHECK(st.unpegged[sh.player] == sh.score.total,
          "a hand claimed short without muggins: its points wait until the next cut");
    while (crib_deal_status(&d, &st) == CRIB_OK && st.stage == CRIB_STAGE_SHOW)
        if (MUST(crib_deal_show(&d, CRIB_CLAIM_ALL, NULL)) < 0)
            break;
    MUST(crib_deal_status(&d, &st));
    e = d;
    CHECK(st.stage == CRIB_STAGE_DEAL && st.unpegged[sh.player] == sh.score.total &&
              crib_deal_correct(&e, sh.player, &pegged) == 0 && pegged == sh.score.total,
          "after the crib's show, before the next deal, the hand may still be corrected");
    e = d;
    MUST(crib_deal_start_cut(&d, 20));
    MUST(crib_deal_status(&d, &st));
    CHECK(st.unpegged[sh.player] == 0 && crib_deal_correct(&d, sh.player, &pegged) == 0 &&
              pegged == 0,
          "Hoyle: \"he may not correct his error ... after the cut for the next deal\": the cut "
          "of the pack before the next deal closes it, not the next starter");
    crib_game_rules nc = rules_with(CRIB_VARIANT_SIX_CARD, CRIB_OPT_NO_CUT);
    e.game.rules = nc;
    MUST(crib_deal_start(&e));
    MUST(crib_deal_status(&e, &st));
    CHECK(st.unpegged[sh.player] == 0, "with no cut before the deal, the deal itself closes it");
}

static void test_show_items_in_the_deal(void)
{
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, CRIB_OPT_EXACT | CRIB_OPT_EXACT_ITEMS);
    crib_deal d, e;
    crib_show sh, twin;
    uint8_t order[CRIB_SCORE_MAX_ITEMS];
    MUST(crib_deal_init(&d, &r, 6, 0));
    MUST(crib_deal_start(&d));
    lay_away(&d);
    MUST(crib_deal_cut(&d, NULL));
    CHECK_EQ(crib_deal_show_items(&d, CRIB_CLAIM_ALL, order, 0, &sh), CRIB_ESTAGE,
             "no show in the play");
    play_out(&d);
    e = d;
    MUST(crib_deal_show(&e, CRIB_CLAIM_ALL, &sh));
    for (uint32_t i = 0; i < sh.score.n_items; i++)
        order[i] = (uint8_t)(sh.score.n_items - 1 - i);
    crib_game g = d.game;
    crib_claim c;
    MUST(crib_game_claim_items(&g, sh.player, 0, 5, &sh.score, order, sh.score.n_items, &c));
    e = d;
    CHECK(crib_deal_show_items(&e, 5, order, sh.score.n_items, &twin) >= 0 &&
              !memcmp(&e.game, &g, sizeof g) && !memcmp(&twin.claim, &c, sizeof c) &&
              !memcmp(&twin.score, &sh.score, sizeof sh.score),
          "the deal's show in the claimant's order pegs as crib_game_claim_items() does, and "
          "reports the score in the customary order (%u items, reversed)",
          sh.score.n_items);
    e = d;
    order[0] = (uint8_t)sh.score.n_items;
    CHECK(crib_deal_show_items(&e, CRIB_CLAIM_ALL, order, sh.score.n_items, &twin) == CRIB_ERANGE &&
              !memcmp(&e, &d, sizeof d) && crib_deal_show_items(&e, 0, NULL, 1, NULL) == CRIB_ENULL,
          "an order that is not the score's items is refused, and nothing changes");
}

static void test_overpeg_in_the_deal(void)
{
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, CRIB_OPT_OVERPEG);
    crib_deal d;
    crib_game g;
    uint32_t pen = 0;
    MUST(crib_deal_init(&d, &r, 2, 0));
    MUST(crib_deal_start(&d));
    CHECK(crib_deal_overpeg(&d, 1, &pen) == 0 && pen == 2 && crib_deal_game(&d, &g) == CRIB_OK &&
              g.front[0] == 2,
          "Hoyle: an over-peg corrected on demand before the cut: the opponent pegs 2");
    r.options = 0;
    MUST(crib_deal_init(&d, &r, 2, 0));
    CHECK(crib_deal_overpeg(&d, 1, &pen) == 0 && pen == 0, "004: corrected, nothing more");
    CHECK_EQ(crib_deal_overpeg(&d, 2, &pen), CRIB_ERANGE, "player 2 of two");
}

static void test_five_card_full_play(void)
{
    crib_game_rules one = rules_with(CRIB_VARIANT_FIVE_CARD, 0);
    crib_game_rules full = rules_with(CRIB_VARIANT_FIVE_CARD, CRIB_OPT_FIVE_FULL_PLAY);
    int single_left = 0, full_left = 0;
    for (uint64_t seed = 1; seed <= 30; seed++) {
        const crib_game_rules *rs[2] = {&one, &full};
        for (int k = 0; k < 2; k++) {
            crib_deal d;
            MUST(crib_deal_init(&d, rs[k], seed, 0));
            MUST(crib_deal_start(&d));
            lay_away(&d);
            MUST(crib_deal_cut(&d, NULL));
            play_out(&d);
            crib_play p;
            uint64_t h0 = 0, h1 = 0;
            MUST(crib_deal_play(&d, &p));
            MUST(crib_play_hand(&p, 0, &h0));
            MUST(crib_play_hand(&p, 1, &h1));
            if (k == 0)
                single_left += (h0 | h1) != 0;
            else
                full_left += (h0 | h1) != 0;
        }
    }
    CHECK(single_left > 0 && full_left == 0,
          "the five-card game's full play: every card is played (the single count left cards "
          "unplayed in %d of 30 deals)",
          single_left);
}

static void test_pub_rule(void)
{
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, 0);
    r.target = 5;
    crib_game g;
    crib_result res;
    crib_match m;
    crib_standing st;
    MUST(crib_match_init(&m, 2, CRIB_MATCH_PUB));
    MUST(crib_game_init(&g, &r, 1));
    MUST(crib_game_peg(&g, 1, 5, CRIB_REASON_PLAY, NULL));
    MUST(crib_game_result(&g, &res));
    CHECK(crib_match_record(&m, &res) == 0 && crib_match_standing(&m, &st) == 0 &&
              st.next_dealer == 0 && st.players == 2,
          "001: \"The opponent of the first dealer in the first game deals first and gets the "
          "first box in the second game\": dealer 1 first, player 0 next, though 1 won");
    MUST(crib_game_init(&g, &r, 0));
    MUST(crib_game_peg(&g, 0, 5, CRIB_REASON_PLAY, NULL));
    MUST(crib_game_result(&g, &res));
    CHECK(crib_match_record(&m, &res) == 0 && crib_match_standing(&m, &st) == 0 &&
              st.next_dealer == NONE,
          "001: \"For the third game - if a decider is needed - there is a fresh cut\"");
    crib_game_rules four = rules_with(CRIB_VARIANT_FOUR, 0);
    four.target = 5;
    MUST(crib_match_init(&m, 2, CRIB_MATCH_PUB));
    MUST(crib_game_init(&g, &four, 3));
    MUST(crib_game_peg(&g, 3, 5, CRIB_REASON_PLAY, NULL));
    MUST(crib_game_result(&g, &res));
    MUST(crib_match_record(&m, &res));
    MUST(crib_match_standing(&m, &st));
    CHECK(st.next_dealer == 0 && st.players == 4 && st.sides == 2,
          "four-handed: the opponent on the first dealer's left, player 0 after 3");
    MUST(crib_game_init(&g, &r, 0));
    MUST(crib_game_peg(&g, 0, 5, CRIB_REASON_PLAY, NULL));
    MUST(crib_game_result(&g, &res));
    CHECK_EQ(crib_match_record(&m, &res), CRIB_ERANGE, "a two-handed game in a four-handed match");
    MUST(crib_match_init(&m, 2, CRIB_MATCH_LOSER_DEALS));
    MUST(crib_game_init(&g, &r, 1));
    MUST(crib_game_peg(&g, 1, 5, CRIB_REASON_PLAY, NULL));
    MUST(crib_game_result(&g, &res));
    MUST(crib_match_record(&m, &res));
    MUST(crib_match_standing(&m, &st));
    CHECK_EQ(st.next_dealer, 0, "the ACC rule: the loser, player 0, deals next");
}

/* The same seed and the same calls, irregularities included, give the same game. */
static void test_determinism(void)
{
    crib_game_rules r = rules_with(CRIB_VARIANT_SIX_CARD, CRIB_OPT_FAILURE | CRIB_OPT_OVERPEG);
    crib_deal a[2];
    for (int k = 0; k < 2; k++) {
        crib_deal *d = &a[k];
        MUST(crib_deal_init(d, &r, 77, CRIB_DEAL_CUT));
        MUST(crib_deal_start_cut(d, 17));
        MUST(crib_deal_misdeal(d));
        MUST(crib_deal_start(d));
        MUST(crib_deal_miscount(d, 0, 1));
        lay_away(d);
        crib_status st;
        crib_card c[8];
        MUST(crib_deal_status(d, &st));
        MUST(crib_mask_to_cards(st.hand[0], c, 8));
        MUST(crib_deal_rectify(d, 0, CRIB_RECTIFY_PEG, c, 1, NULL));
        MUST(crib_deal_cut_at(d, 9, NULL));
        play_out_failing(d, 0);
    }
    CHECK(memcmp(&a[0], &a[1], sizeof a[0]) == 0,
          "the same seed and the same calls give the same state, byte for byte");
}

int main(void)
{
    test_failure_to_play();
    test_claims_in_the_play();
    test_no_go_out_31();
    test_exactly();
    test_claim_order();
    test_over_pegging();
    test_penalties_and_order();
    test_first_cut();
    test_cut_before_the_deal();
    test_forfeit();
    test_starter_cut();
    test_misdeal();
    test_wrong_hand();
    test_let_stand();
    test_found_late();
    test_found_ending_a_count();
    test_two_wrong();
    test_failure_in_the_deal();
    test_short_pegs();
    test_show_items_in_the_deal();
    test_overpeg_in_the_deal();
    test_five_card_full_play();
    test_pub_rule();
    test_determinism();
    return harness_done();
}
