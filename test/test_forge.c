/* SPDX-License-Identifier: MIT */
/* States no one can forge: the crafted states of the 1.0 review, and every state reachable
 * by play, game, deal and match edited byte by byte, through every function that takes the
 * state. A forged state must be refused with CRIB_ERANGE (or, when its bytes happen to make
 * a state the library could have made, be handled as that state), never read or written
 * out of bounds (the sanitizer and valgrind runs of CI see to that), and a refused call
 * must change nothing. */
#include "crib.h"
#include "harness.h"
#include "helpers.h"

#include <stddef.h>
#include <string.h>

static void test_crafted_play(void)
{
    uint64_t hands[2] = {mask_of("5h 6h"), mask_of("9c")};
    crib_play p;
    MUST(crib_play_init(&p, 2, hands, 0, 0));

    crib_play empty = p;
    empty.hand[0] = empty.hand[1] = 0;
    crib_play before = empty;
    crib_play_event ev;
    CHECK_EQ(crib_play_go(&empty, 0, &ev), CRIB_ERANGE,
             "both hands empty, turn 0: go is refused, not a write at points[NONE]");
    CHECK(memcmp(&before, &empty, sizeof empty) == 0 && ev.player == 0 && ev.card == 0,
          "the refused go changed nothing and zeroed its event");
    CHECK_EQ(crib_play_turn(&empty), CRIB_ERANGE, "and every read refuses it too");

    crib_play kings = p;
    for (int i = 0; i < CRIB_PLAY_MAX_PILE; i++)
        kings.pile[i] = 51;
    kings.n_pile = CRIB_PLAY_MAX_PILE;
    kings.count = 0;
    kings.last = 1;
    CHECK_EQ(crib_play_card(&kings, 0, 18, NULL), CRIB_ERANGE,
             "a pile of thirteen copies of one king is refused");
    kings.n_pile = 1;
    memset(kings.pile + 1, 0, CRIB_PLAY_MAX_PILE - 1);
    CHECK_EQ(crib_play_card(&kings, 0, 18, NULL), CRIB_ERANGE,
             "a king on the pile with a count of 0 is refused (the count is the pile's sum)");
    kings.count = 10;
    CHECK_EQ(crib_play_card(&kings, 0, 18, NULL), 2,
             "with the count 10 it is a real state: 15 for 2");

    crib_play twice = p;
    twice.hand[1] |= mask_of("5h");
    CHECK_EQ(crib_play_card(&twice, 0, 18, NULL), CRIB_ERANGE, "a card held in two hands");

    crib_play r = p;
    r.reserved[3] = 1;
    CHECK_EQ(crib_play_count(&r), CRIB_ERANGE, "reserved space not 0");
    r = p;
    r.reserved_pile[2] = 7;
    CHECK_EQ(crib_play_count(&r), CRIB_ERANGE, "the pile's padding not 0");
    r = p;
    r.count = 31;
    CHECK_EQ(crib_play_count(&r), CRIB_ERANGE, "a count of 31 that did not end");
    r = p;
    r.went = 1;
    CHECK_EQ(crib_play_count(&r), CRIB_ERANGE, "a go before any card");
    r = p;
    r.turn = CRIB_NONE;
    CHECK_EQ(crib_play_over(&r), CRIB_ERANGE, "over while cards are held (six-card play)");
    r.flags = CRIB_PLAY_FIVE_CARD;
    CHECK_EQ(crib_play_over(&r), 1, "which the five-card game's single count allows");

    crib_play f;
    MUST(crib_play_init(&f, 2, hands, 0, CRIB_PLAY_FAILURE));
    r = f;
    r.dead = mask_of("Kc");
    CHECK_EQ(crib_play_count(&r), CRIB_ERANGE, "a dead card with nobody having failed");
    r.failed = 1;
    CHECK_EQ(crib_play_count(&r), 0, "with a failure it is a state a go could make");
    r.dead = mask_of("5h");
    CHECK_EQ(crib_play_count(&r), CRIB_ERANGE, "a card both held and dead");
    r.dead = mask_of("Kc");
    r.failed = 4;
    CHECK_EQ(crib_play_count(&r), CRIB_ERANGE, "a failure by player 2 of two");
    r = p;
    r.dead = mask_of("Kc");
    r.failed = 1;
    CHECK_EQ(crib_play_count(&r), CRIB_ERANGE, "dead cards in a play without failure to play");
    r = f;
    r.flags = CRIB_PLAY_FAILURE_EACH;
    CHECK_EQ(crib_play_count(&r), CRIB_ERANGE, "the strict reading without its rule");
}

static crib_game game_won(void)
{
    crib_game_rules rules;
    MUST(crib_game_rules_default(&rules, CRIB_VARIANT_SIX_CARD));
    crib_game g;
    MUST(crib_game_init(&g, &rules, 0));
    MUST(crib_game_peg(&g, 1, 40, CRIB_REASON_PLAY, NULL));
    MUST(crib_game_peg(&g, 1, 81, CRIB_REASON_GO, NULL));
    return g;
}

static void test_crafted_game(void)
{
    crib_game g = game_won();
    crib_result res;
    CHECK(crib_game_result(&g, &res) == CRIB_OK && res.over == 1 && res.winner == 1 &&
              res.player == 1 && res.phase == CRIB_PHASE_PLAY && res.reason == CRIB_REASON_GO,
          "a game won on a go");
    const struct {
        size_t offset;
        uint32_t value;
        const char *what;
    } pokes[] = {
        {offsetof(crib_game, win_phase), 1000000, "win_phase 1000000"},
        {offsetof(crib_game, win_phase), CRIB_PHASE_SHOW_CRIB, "a phase not the reason's"},
        {offsetof(crib_game, win_reason), 99, "win_reason 99"},
        {offsetof(crib_game, win_reason), CRIB_REASON_HEELS, "heels won by the non-dealer"},
        {offsetof(crib_game, win_player), 7, "win_player 7"},
        {offsetof(crib_game, win_player), 0, "the winning player on the losing side"},
        {offsetof(crib_game, winner), 0, "a winner below the target"},
        {offsetof(crib_game, deals), 0, "no deal begun"},
        {offsetof(crib_game, reserved) + 8, 1, "reserved space not 0"},
        {offsetof(crib_game, rules) + offsetof(crib_game_rules, reserved) + 24, 1,
         "the rules' reserved space not 0"},
    };
    for (size_t i = 0; i < sizeof pokes / sizeof pokes[0]; i++) {
        crib_game bad = g;
        memcpy((char *)&bad + pokes[i].offset, &pokes[i].value, sizeof(uint32_t));
        CHECK(crib_game_result(&bad, &res) == CRIB_ERANGE && res.over == 0 && res.sides == 0,
              "crib_game_result refuses %s and zeroes its result", pokes[i].what);
    }
    crib_game going;
    crib_game_rules rules;
    MUST(crib_game_rules_default(&rules, CRIB_VARIANT_SIX_CARD));
    MUST(crib_game_init(&going, &rules, 0));
    going.win_phase = CRIB_PHASE_PLAY;
    CHECK_EQ(crib_game_over(&going), CRIB_ERANGE, "a winning phase while the game goes on");
    CHECK(crib_game_players(&g) == 2 && crib_game_dealer(&g) == 0 && crib_game_deals(&g) == 1,
          "players, dealer and deals");
    crib_game moved = going;
    moved.first_dealer = 1;
    CHECK_EQ(crib_game_over(&moved), CRIB_ERANGE, "a dealer who is not the first dealer's due");
    moved = going;
    moved.rules.options = CRIB_OPT_EXACT_ITEMS;
    CHECK_EQ(crib_game_over(&moved), CRIB_ERANGE, "a reading of exactly without exactly");
    moved = going;
    moved.rules.peggers = 3;
    CHECK_EQ(crib_game_over(&moved), CRIB_ERANGE, "peggers in a two-handed game");
    /* Found by fuzz_states: the count stops at INT32_MAX, so a count above it is forged,
     * and was answered as a negative number (-1 for 0xFFFFFFFF, which reads as CRIB_ENULL). */
    crib_game many = g;
    many.deals = INT32_MAX;
    CHECK_EQ(crib_game_deals(&many), INT32_MAX, "INT32_MAX deals, where the count stops");
    many.deals = (uint32_t)INT32_MAX + 1;
    CHECK_EQ(crib_game_deals(&many), CRIB_ERANGE, "deals above INT32_MAX are refused");
    many.deals = 0xFFFFFFFFu;
    CHECK(crib_game_deals(&many) == CRIB_ERANGE && crib_game_over(&many) == CRIB_ERANGE,
          "0xFFFFFFFF deals are refused by every function, not answered as -1");
    g.dealer = 5;
    CHECK(crib_game_players(&g) == CRIB_ERANGE && crib_game_dealer(NULL) == CRIB_ENULL,
          "the reads check the state");
}

/* A deal driven by the bots to a random point of a random game. */
static crib_deal deal_at(uint64_t *seed, uint32_t variant, int steps)
{
    crib_game_rules rules;
    MUST(crib_game_rules_default(&rules, variant));
    crib_deal d;
    MUST(crib_deal_init(&d, &rules, next_random(seed), CRIB_DEAL_CUT));
    for (int i = 0; i < steps; i++) {
        crib_status st;
        if (crib_deal_status(&d, &st) != CRIB_OK)
            break;
        if (st.stage == CRIB_STAGE_OVER)
            break;
        if (st.stage == CRIB_STAGE_DEAL) {
            MUST(crib_deal_start(&d));
        } else if (st.stage == CRIB_STAGE_DISCARD) {
            for (uint32_t p = 0; p < st.players; p++) {
                crib_card cards[6], away[2];
                int32_t n = crib_mask_to_cards(st.hand[p], cards, 6);
                if ((uint32_t)n == st.dealt) {
                    MUST(crib_bot_discard(cards, (size_t)n, st.discard, p == st.dealer, away));
                    MUST(crib_deal_discard(&d, p, away, st.discard));
                }
            }
        } else if (st.stage == CRIB_STAGE_CUT) {
            MUST(crib_deal_cut(&d, NULL));
        } else if (st.stage == CRIB_STAGE_PLAY) {
            MUST(bot_plays(&d));
        } else {
            MUST(crib_deal_show(&d, CRIB_CLAIM_ALL, NULL));
        }
    }
    return d;
}

/* Rules with a random choice of the options, every one of which some game here uses. */
static crib_game_rules random_rules(uint64_t *seed, uint32_t variant)
{
    static const uint32_t k_sets[] = {
        0,
        CRIB_OPT_FAILURE,
        CRIB_OPT_FAILURE | CRIB_OPT_FAILURE_EACH | CRIB_OPT_OVERPEG,
        CRIB_OPT_MUGGINS | CRIB_OPT_MUGGINS_PLAY | CRIB_OPT_CUT_TENS_EQUAL,
        CRIB_OPT_EXACT | CRIB_OPT_EXACT_ITEMS | CRIB_OPT_NO_GO_OUT | CRIB_OPT_NO_GO_OUT_31,
        CRIB_OPT_EXACT | CRIB_OPT_MUGGINS | CRIB_OPT_NO_CUT | CRIB_OPT_FAILURE,
    };
    crib_game_rules rules;
    MUST(crib_game_rules_default(&rules, variant));
    rules.options = k_sets[next_random(seed) % (sizeof k_sets / sizeof k_sets[0])];
    if (variant == CRIB_VARIANT_FIVE_CARD && next_random(seed) % 2)
        rules.options |= CRIB_OPT_FIVE_FULL_PLAY;
    if (variant == CRIB_VARIANT_FOUR && next_random(seed) % 2)
        rules.peggers = (1u << (next_random(seed) % 2 * 2)) | (2u << (next_random(seed) % 2 * 2));
    rules.target = 31 + (uint32_t)(next_random(seed) % 91);
    return rules;
}

/* Actions the irregular driver tries that the rules may refuse, refused with any code but
 * the one the rules give for what it may get wrong: there must be none. */
static int g_wrong_refusals;

/* An action the driver tries at random: accepted, or refused with `refusal` alone. */
static void tried(int32_t rc, int32_t refusal)
{
    g_wrong_refusals += rc < 0 && rc != refusal;
}

/* The cut stage, with now and then a holder dealt wrong and put right, or the starter cut
 * at a position. */
static void irregular_cut(crib_deal *d, const crib_status *st, uint64_t *seed)
{
    uint64_t r = next_random(seed);
    if (!st->wrong) {
        if (r % 7 == 0)
            MUST(crib_deal_miscount(d, CRIB_HOLDER_CRIB, r % 2 ? 1 : -1));
        else if (r % 3 == 0)
            tried(crib_deal_cut_at(d, (uint32_t)(r >> 8) % 40, NULL), CRIB_ERANGE);
        else
            MUST(crib_deal_cut(d, NULL));
        return;
    }
    for (uint32_t h = 0; h <= CRIB_HOLDER_CRIB; h++) {
        if (!(st->wrong >> h & 1u))
            continue;
        uint64_t cards = h == CRIB_HOLDER_CRIB ? st->crib : st->hand[h];
        uint32_t due = h == CRIB_HOLDER_CRIB ? 4 : st->kept,
                 have = (uint32_t)crib_mask_count(cards);
        crib_card c[8];
        MUST(crib_mask_to_cards(cards, c, 8));
        if (r % 5 == 0 && h != CRIB_HOLDER_CRIB)
            MUST(crib_deal_rectify(d, h, CRIB_RECTIFY_NEW_DEAL, NULL, 0, NULL));
        else
            MUST(crib_deal_rectify(d, h, CRIB_RECTIFY_PEG, c, have > due ? have - due : 0, NULL));
        return;
    }
}

/* A turn of the play: now and then a go while able (refused without failure to play), a
 * short or long claim, a correction or an over-peg demanded. */
static void irregular_play(crib_deal *d, uint64_t *seed)
{
    crib_play p;
    MUST(crib_deal_play(d, &p));
    uint32_t who = (uint32_t)crib_play_turn(&p);
    crib_card c;
    uint64_t r = next_random(seed);
    uint32_t claimed = r % 4 ? CRIB_CLAIM_ALL : (uint32_t)(r >> 8) % 4;
    uint32_t card = crib_bot_play(&p, who, &c) == 1 && r % 9 ? c : CRIB_NONE;
    if (crib_deal_play_claim(d, who, card, claimed, NULL, NULL) < 0)
        MUST(crib_deal_play_card(d, who, c, NULL));
    if (r % 13 == 0)
        tried(crib_deal_correct(d, (uint32_t)(r >> 16) % 4, NULL), CRIB_ERANGE);
    if (r % 17 == 0)
        tried(crib_deal_overpeg(d, (uint32_t)(r >> 16) % 4, NULL), CRIB_ERANGE);
}

/* States that irregular_deal_at() reached and the checks refused: there must be none. */
static int g_unreachable;

/* A deal driven to a random point of a random game with random options and now and then
 * every irregularity the driver knows. */
static crib_deal irregular_deal_at(uint64_t *seed, uint32_t variant, int steps)
{
    crib_game_rules rules = random_rules(seed, variant);
    crib_deal d;
    MUST(crib_deal_init(&d, &rules, next_random(seed), CRIB_DEAL_CUT));
    for (int i = 0; i < steps; i++) {
        crib_status st;
        uint64_t r = next_random(seed);
        if (crib_deal_status(&d, &st) != CRIB_OK) {
            g_unreachable++;
            break;
        }
        if (st.stage == CRIB_STAGE_OVER)
            break;
        if (st.stage == CRIB_STAGE_DEAL) {
            if (r % 3 == 0 && crib_deal_start_cut(&d, 4 + (uint32_t)(r >> 8) % 45) >= 0)
                continue;
            MUST(crib_deal_start(&d));
        } else if (st.stage == CRIB_STAGE_DISCARD) {
            if (r % 11 == 0) {
                MUST(crib_deal_misdeal(&d));
                continue;
            }
            uint32_t p = (uint32_t)(r >> 8) % st.players;
            if (r % 5 == 0)
                tried(crib_deal_miscount(&d, p, (r >> 16) % 2 ? 1 : -2), CRIB_ESTAGE);
            crib_card cards[8];
            MUST(crib_deal_status(&d, &st));
            MUST(crib_mask_to_cards(st.hand[p], cards, 8));
            tried(crib_deal_discard(&d, p, cards, st.discard), CRIB_ESTAGE);
        } else if (st.stage == CRIB_STAGE_CUT) {
            irregular_cut(&d, &st, seed);
        } else if (st.stage == CRIB_STAGE_PLAY) {
            irregular_play(&d, seed);
        } else {
            MUST(crib_deal_show(&d, r % 4 ? CRIB_CLAIM_ALL : (uint32_t)(r >> 8) % 12, NULL));
        }
    }
    return d;
}

/* Before the first deal no one holds cards, and before the cut nothing is played
 * (crib_deal_init and crib_deal_start zero the play); a forged hand there was accepted, and
 * crib_deal_status reported cards never dealt (found by fuzz_states), and so was a forged
 * play (found reading the check). */
static void test_deal_before_cut(void)
{
    crib_game_rules rules;
    MUST(crib_game_rules_default(&rules, CRIB_VARIANT_SIX_CARD));
    crib_deal fresh, bad;
    crib_status st;
    MUST(crib_deal_init(&fresh, &rules, 1, 0));
    CHECK_EQ(crib_deal_status(&fresh, &st), CRIB_OK, "a deal before the first deal");
    bad = fresh;
    bad.hand[0] = mask_of("5h 6h");
    CHECK(crib_deal_status(&bad, &st) == CRIB_ERANGE && st.hand[0] == 0,
          "cards held before the first deal are refused");
    bad = fresh;
    bad.play.points[1] = 3;
    CHECK_EQ(crib_deal_status(&bad, &st), CRIB_ERANGE, "a play before the first deal");
    MUST(crib_deal_start(&fresh));
    bad = fresh;
    bad.play.reserved[0] = 1;
    CHECK_EQ(crib_deal_discard(&bad, 0, NULL, 0), CRIB_ERANGE,
             "a play's bytes in the discard are refused");
    bad = fresh;
    bad.play.players = 2;
    bad.play.hand[0] = bad.hand[0];
    bad.play.last = bad.play.turn = CRIB_NONE;
    CHECK_EQ(crib_deal_status(&bad, &st), CRIB_ERANGE,
             "so is a whole play in the discard, which no call makes");
}

/* Found reading the deal's check while writing fuzz_states: between deals the game's order
 * of scoring stands at the crib, the last show; a deal waiting for its next deal with the
 * order moved back was accepted. */
static void test_deal_between_deals(void)
{
    uint64_t seed = 11;
    crib_deal d;
    crib_status st;
    int found = 0;
    for (int t = 0; t < 200 && !found; t++) {
        d = deal_at(&seed, CRIB_VARIANT_SIX_CARD, 10 + t % 40);
        found = crib_deal_status(&d, &st) == CRIB_OK && st.stage == CRIB_STAGE_DEAL && st.deal > 0;
    }
    CHECK(found, "a deal between two deals");
    crib_deal bad = d;
    bad.game.pos = 0;
    CHECK_EQ(crib_deal_status(&bad, &st), CRIB_ERANGE,
             "with the game's order of scoring back before heels, refused");
    bad.game.pos = d.game.pos - 1;
    CHECK(crib_deal_start(&bad) == CRIB_ERANGE && crib_deal_status(&d, &st) == CRIB_OK,
          "with it back at the dealer's hand, refused; as it was, accepted");
}

/* In the play, a player out of range is CRIB_ERANGE before a bad card is CRIB_ECARD, in
 * crib_play_card()'s order (fuzz_states found crib_deal_play_card giving CRIB_ECARD). */
static void test_deal_play_order(void)
{
    uint64_t seed = 5;
    crib_deal d;
    crib_status st;
    int found = 0;
    for (int t = 0; t < 200 && !found; t++) {
        d = deal_at(&seed, CRIB_VARIANT_SIX_CARD, 3 + t % 20);
        found = crib_deal_status(&d, &st) == CRIB_OK && st.stage == CRIB_STAGE_PLAY;
    }
    CHECK(found, "a deal in the play");
    crib_deal before = d;
    CHECK(crib_deal_play_card(&d, 4, 60, NULL) == CRIB_ERANGE &&
              crib_deal_play_claim(&d, 7, 60, CRIB_CLAIM_ALL, NULL, NULL) == CRIB_ERANGE &&
              !memcmp(&before, &d, sizeof d),
          "player 4 with card 60: CRIB_ERANGE, nothing changed");
    crib_play p;
    CHECK(crib_deal_play(&d, &p) == CRIB_OK, "the deal's play");
    CHECK_EQ(crib_deal_play_card(&d, (uint32_t)crib_play_turn(&p), 60, NULL), CRIB_ECARD,
             "the player to move, card 60");
}

static void test_crafted_deal(void)
{
    uint64_t seed = 5;
    crib_deal d;
    crib_play p;
    int found = 0;
    for (int t = 0; t < 200 && !found; t++) {
        d = deal_at(&seed, CRIB_VARIANT_SIX_CARD, 3 + t % 20);
        found = crib_deal_play(&d, &p) == CRIB_OK && crib_play_over(&p) == 0;
    }
    CHECK(found, "a deal in the play");
    crib_deal bad = d;
    memset(bad.play.hand, 0, sizeof bad.play.hand);
    bad.play.turn = 0;
    bad.play.count = 0;
    bad.play.n_pile = 0;
    bad.play.went = 0;
    memset(bad.play.pile, 0, sizeof bad.play.pile);
    bad.play.last = CRIB_NONE;
    crib_deal before = bad;
    CHECK(crib_deal_play_go(&bad, 0, NULL) == CRIB_ERANGE && memcmp(&before, &bad, sizeof bad) == 0,
          "a deal whose play has both hands empty and turn 0: go refused, nothing changed");
    crib_status st;
    bad = d;
    bad.hand[1] |= bad.hand[0] & (0 - bad.hand[0]);
    CHECK_EQ(crib_deal_status(&bad, &st), CRIB_ERANGE, "a card dealt to two players");
    bad = d;
    bad.starter = bad.pack_next = 3;
    CHECK(crib_deal_status(&bad, &st) == CRIB_ERANGE && st.stage == 0 && st.players == 0,
          "the starter also the next card of the pack; the status zeroed");
    bad = d;
    bad.stage = CRIB_STAGE_DISCARD;
    CHECK_EQ(crib_deal_status(&bad, &st), CRIB_ERANGE, "the discard stage after the cut");
    bad = d;
    bad.given = 2;
    crib_game g;
    CHECK_EQ(crib_deal_game(&bad, &g), CRIB_ERANGE, "the given flag neither 0 nor 1");
    bad = d;
    bad.given = 1;
    CHECK_EQ(crib_deal_game(&bad, &g), CRIB_ERANGE, "a shuffled deal marked given");
    bad = d;
    bad.wrong = 1;
    CHECK_EQ(crib_deal_status(&bad, &st), CRIB_ERANGE, "a wrong hand still marked in the play");
    bad = d;
    bad.aside = bad.hand[0] & (0 - bad.hand[0]);
    CHECK_EQ(crib_deal_status(&bad, &st), CRIB_ERANGE, "a card both held and set aside");
    bad = d;
    bad.unpegged[3] = 1;
    CHECK_EQ(crib_deal_status(&bad, &st), CRIB_ERANGE, "points to correct for player 3 of two");
    bad = d;
    bad.pack_cut = 3;
    CHECK_EQ(crib_deal_status(&bad, &st), CRIB_ERANGE, "the pack cut leaving three cards");
    bad = d;
    bad.shuffle ^= 1;
    CHECK_EQ(crib_deal_status(&bad, &st), CRIB_ERANGE,
             "a shuffle state that does not lead to the generator's state");

    crib_game_rules rules;
    MUST(crib_game_rules_default(&rules, CRIB_VARIANT_SIX_CARD));
    MUST(crib_deal_init(&d, &rules, 3, 0));
    MUST(crib_deal_start(&d));
    bad = d;
    bad.pack_next = 51 - bad.pack_next;
    if (bad.pack_next == d.pack_next || (bad.hand[0] | bad.hand[1]) >> bad.pack_next & 1)
        bad.pack_next = CRIB_NONE;
    CHECK_EQ(crib_deal_status(&bad, &st), CRIB_ERANGE, "a next card that is not the stock's top");
    MUST(crib_deal_misdeal(&d));
    CHECK(crib_deal_status(&d, &st) == CRIB_OK && st.stage == CRIB_STAGE_DEAL, "a misdeal");
    bad = d;
    bad.crib = 1;
    CHECK_EQ(crib_deal_status(&bad, &st), CRIB_ERANGE, "a crib after a misdeal");
    bad = d;
    bad.play.players = 2;
    CHECK_EQ(crib_deal_status(&bad, &st), CRIB_ERANGE, "a play after a misdeal");
}

/* A deal whose game is over is checked against where the game ended: the fuzzer's
 * examples of a finished six-card game (seed 7, dealer 0) with a hand emptied, the crib and
 * the starter wiped, or the play overwritten. */
static void test_crafted_over(void)
{
    uint64_t seed = 7;
    crib_deal d = deal_at(&seed, CRIB_VARIANT_SIX_CARD, 100000);
    crib_status st;
    CHECK(crib_deal_status(&d, &st) == CRIB_OK && st.stage == CRIB_STAGE_OVER, "a finished game");
    crib_deal bad = d;
    bad.hand[0] = 0;
    CHECK_EQ(crib_deal_status(&bad, &st), CRIB_ERANGE, "over, with a hand emptied");
    bad = d;
    bad.crib = 0;
    bad.starter = CRIB_NONE;
    bad.shown = 0;
    bad.discarded = 0;
    CHECK_EQ(crib_deal_status(&bad, &st), CRIB_ERANGE, "over, with no crib and no starter");
    bad = d;
    memset(&bad.play, 0xFF, sizeof bad.play);
    CHECK_EQ(crib_deal_status(&bad, &st), CRIB_ERANGE, "over, with the play overwritten");
}

static void test_crafted_match(void)
{
    crib_match m;
    crib_standing st;
    MUST(crib_match_init(&m, 2, CRIB_MATCH_LOSER_DEALS));
    CHECK(crib_match_standing(&m, &st) == 0 && st.winner == CRIB_NONE &&
              st.next_dealer == CRIB_NONE && st.wins_needed == 2 && st.sides == 0,
          "a new match: nobody due to deal, no winner");
    crib_game g = game_won();
    crib_result res;
    MUST(crib_game_result(&g, &res));
    CHECK_EQ(crib_match_record(&m, &res), 0, "game 1 to side 1");
    CHECK(crib_match_standing(&m, &st) == 0 && st.games == 1 && st.wins[1] == 1 &&
              st.value[1] == 1 && st.next_dealer == 0,
          "the standing: one win, the loser deals next");
    crib_match bad = m;
    bad.wins[0] = 1;
    CHECK(crib_match_standing(&bad, &st) == CRIB_ERANGE && st.games == 0,
          "wins that do not add up to the games");
    bad = m;
    bad.winner = 1;
    CHECK_EQ(crib_match_standing(&bad, &st), CRIB_ERANGE, "a winner with too few wins");
    bad = m;
    bad.next_dealer = 2;
    CHECK_EQ(crib_match_record(&bad, &res), CRIB_ERANGE, "a next dealer past the sides");
    bad = m;
    bad.reserved[0] = 1;
    CHECK_EQ(crib_match_record(&bad, &res), CRIB_ERANGE, "reserved space not 0");
    bad = m;
    bad.players = 3;
    CHECK_EQ(crib_match_record(&bad, &res), CRIB_ERANGE, "three players on two sides");
    bad = m;
    bad.flags = CRIB_MATCH_PUB;
    CHECK_EQ(crib_match_standing(&bad, &st), 0, "the pub rule after game 1: a player deals");
    CHECK(crib_match_record(&bad, &res) == 1 && bad.next_dealer == CRIB_NONE,
          "after game 2, nobody: a fresh cut");
    bad.next_dealer = 1;
    CHECK_EQ(crib_match_standing(&bad, &st), CRIB_ERANGE, "a dealer due after game 2");
    crib_result forged = res;
    forged.first_dealer = 2;
    CHECK_EQ(crib_match_record(&m, &forged), CRIB_ERANGE, "a first dealer past the players");
    forged = res;
    forged.players = 3;
    CHECK_EQ(crib_match_record(&m, &forged), CRIB_ERANGE, "three players on two sides");
    forged = res;
    forged.winner = 0;
    CHECK_EQ(crib_match_record(&m, &forged), CRIB_ERANGE,
             "a result whose winner has the lower score");
    forged = res;
    forged.total_value = 5;
    CHECK_EQ(crib_match_record(&m, &forged), CRIB_ERANGE, "a total that is not the values' sum");
}

/* Edits a few random bytes of a state. */
static void edit_bytes(void *state, size_t size, uint64_t *seed)
{
    unsigned char *b = state;
    int edits = 1 + (int)(next_random(seed) % 3);
    for (int i = 0; i < edits; i++) {
        uint64_t r = next_random(seed);
        size_t at = (size_t)(r % size);
        switch ((r >> 32) % 4) {
        case 0: b[at] = (unsigned char)(r >> 40); break;
        case 1: b[at] ^= (unsigned char)(1u << ((r >> 40) % 8)); break;
        case 2: b[at] = 0; break;
        default: b[at] = 0xFF; break;
        }
    }
}

/* Every state function on byte-edited plays: answers are codes, refusals change nothing,
 * and a play the checks accept stays acceptable after any accepted action. */
static void test_edited_plays(void)
{
    uint64_t seed = 77;
    int odd = 0, accepted = 0, refused = 0, unreachable_plays = 0, wrong_goes = 0;
    for (int t = 0; t < 20000; t++) {
        uint64_t players = 2 + next_random(&seed) % 3, hands[4] = {0, 0, 0, 0};
        uint64_t pack = 0;
        for (uint64_t i = 0; i < players * 4; i++) {
            uint64_t c;
            do
                c = next_random(&seed) % 52;
            while (pack >> c & 1);
            pack |= UINT64_C(1) << c;
            hands[i % players] |= UINT64_C(1) << c;
        }
        crib_play p;
        static const uint32_t k_flags[] = {0, CRIB_PLAY_FIVE_CARD, CRIB_PLAY_FAILURE,
                                           CRIB_PLAY_FAILURE | CRIB_PLAY_FAILURE_EACH,
                                           CRIB_PLAY_FIVE_CARD | CRIB_PLAY_FAILURE};
        MUST(crib_play_init(&p, (uint32_t)players, hands, 0, k_flags[t % 5]));
        for (int k = (int)(next_random(&seed) % 12); k > 0 && crib_play_over(&p) == 0; k--) {
            int32_t who = crib_play_turn(&p);
            crib_card c;
            /* Now and then a go while able: a failure to play where the rules have it,
             * else refused. */
            int able = crib_bot_play(&p, (uint32_t)who, &c) == 1;
            if (able && next_random(&seed) % 5)
                MUST(crib_play_card(&p, (uint32_t)who, c, NULL));
            else if (able && !(k_flags[t % 5] & CRIB_PLAY_FAILURE))
                wrong_goes += crib_play_go(&p, (uint32_t)who, NULL) != CRIB_EMUSTPLAY;
            else
                MUST(crib_play_go(&p, (uint32_t)who, NULL));
            uint64_t dead;
            unreachable_plays += crib_play_dead(&p, &dead) < 0;
        }
        edit_bytes(&p, sizeof p, &seed);
        uint32_t who = (uint32_t)(next_random(&seed) % 5);
        crib_card card = (crib_card)(next_random(&seed) % 53), pile[CRIB_PLAY_MAX_PILE], bot;
        uint64_t m;
        crib_play before = p;
        int32_t turn = crib_play_turn(&p);
        uint64_t dead_cards;
        int32_t rcs[9] = {turn,
                          crib_play_dead(&p, &dead_cards),
                          crib_play_count(&p),
                          crib_play_over(&p),
                          crib_play_pile(&p, pile, CRIB_PLAY_MAX_PILE),
                          crib_play_hand(&p, who, &m),
                          crib_play_legal(&p, who, &m),
                          crib_play_points(&p, who),
                          crib_bot_play(&p, who, &bot)};
        odd += memcmp(&before, &p, sizeof p) != 0;
        accepted += turn >= 0 || turn == CRIB_EDONE;
        refused += turn == CRIB_ERANGE;
        for (int i = 0; i < 9; i++)
            odd += rcs[i] < CRIB_ERULES;
        int32_t rc = next_random(&seed) % 2 ? crib_play_card(&p, who, card, NULL)
                                            : crib_play_go(&p, who, NULL);
        if (rc < 0)
            odd += memcmp(&before, &p, sizeof p) != 0;
        else
            odd += crib_play_count(&p) < 0;
    }
    CHECK(unreachable_plays == 0, "every play reached, failures to play included, is accepted");
    CHECK_EQ(wrong_goes, 0, "a go while able is refused, CRIB_EMUSTPLAY, without failure to play");
    CHECK(odd == 0 && accepted > 1000 && refused > 1000,
          "20000 edited plays: codes only, refusals change nothing (%d accepted, %d refused)",
          accepted, refused);
}

static void test_edited_games_and_deals(void)
{
    uint64_t seed = 99;
    int odd = 0, accepted = 0, refused = 0;
    for (int t = 0; t < 6000; t++) {
        int steps = (int)(next_random(&seed) % 60);
        crib_deal d = t % 2 ? irregular_deal_at(&seed, (uint32_t)(t % 5), steps)
                            : deal_at(&seed, (uint32_t)(t % 5), steps);
        edit_bytes(&d, sizeof d, &seed);
        crib_deal before = d;
        crib_status st;
        crib_game g;
        crib_play p;
        crib_result res;
        int32_t rc = crib_deal_status(&d, &st);
        accepted += rc == CRIB_OK;
        refused += rc == CRIB_ERANGE;
        int32_t rcs[4] = {rc, crib_deal_game(&d, &g), crib_deal_play(&d, &p),
                          crib_game_result(&d.game, &res)};
        for (int i = 0; i < 4; i++)
            odd += rcs[i] < CRIB_ERULES;
        odd += memcmp(&before, &d, sizeof d) != 0;
        uint32_t who = (uint32_t)(next_random(&seed) % 5);
        crib_card cards[2] = {(crib_card)(next_random(&seed) % 52),
                              (crib_card)(next_random(&seed) % 52)},
                  stock[CRIB_CARDS];
        uint32_t any = (uint32_t)next_random(&seed);
        switch (next_random(&seed) % 15) {
        case 0: rc = crib_deal_start(&d); break;
        case 1: rc = crib_deal_discard(&d, who, cards, 1 + next_random(&seed) % 2); break;
        case 2: rc = crib_deal_cut(&d, NULL); break;
        case 3: rc = crib_deal_play_card(&d, who, cards[0], NULL); break;
        case 4: rc = crib_deal_play_go(&d, who, NULL); break;
        case 5: rc = crib_deal_start_cut(&d, any % 53); break;
        case 6: rc = crib_deal_cut_at(&d, any % 45, NULL); break;
        case 7: rc = crib_deal_misdeal(&d); break;
        case 8: rc = crib_deal_miscount(&d, who, (int32_t)(any % 7) - 3); break;
        case 9: rc = crib_deal_rectify(&d, who, any % 3, cards, any % 3, NULL); break;
        case 10:
            rc = crib_deal_play_claim(&d, who, any % 2 ? cards[0] : CRIB_NONE, any % 5, NULL, NULL);
            break;
        case 11: rc = crib_deal_overpeg(&d, who, NULL); break;
        case 12: rc = crib_deal_correct(&d, who, NULL); break;
        case 13: rc = crib_deal_stock(&d, stock, any % 53); break;
        default: rc = crib_deal_show(&d, any % 2 ? CRIB_CLAIM_ALL : any % 30, NULL); break;
        }
        if (rc < 0)
            odd += rc < CRIB_ERULES || memcmp(&before, &d, sizeof d) != 0;
        else
            odd += crib_deal_status(&d, &st) != CRIB_OK;
        crib_game gb = before.game;
        rc = crib_game_peg(&gb, who, (uint32_t)(next_random(&seed) % 40),
                           (uint32_t)(next_random(&seed) % 11), NULL);
        if (rc >= 0)
            odd += crib_game_over(&gb) < 0;
    }
    CHECK_EQ(g_unreachable, 0, "every state of the irregular games is accepted by the checks");
    CHECK_EQ(g_wrong_refusals, 0,
             "every action the irregular games try is accepted or refused as the rules say");
    CHECK(
        odd == 0 && accepted > 500 && refused > 1000,
        "6000 edited deals (%d odd): codes only, refusals change nothing (%d accepted, %d refused)",
        odd, accepted, refused);
}

/* A deal two cards into its play, made by calls alone (no bot, no floating point), so that
 * every machine makes the same one. */
static void saved_deal(crib_deal *d)
{
    crib_game_rules rules;
    MUST(crib_game_rules_default(&rules, CRIB_VARIANT_SIX_CARD));
    MUST(crib_deal_init(d, &rules, 2024, 0));
    MUST(crib_deal_start(d));
    lay_away(d);
    MUST(crib_deal_cut(d, NULL));
    for (int i = 0; i < 2; i++) {
        crib_play play;
        MUST(crib_deal_play(d, &play));
        uint32_t who = (uint32_t)MUST(crib_play_turn(&play));
        crib_card held[4];
        int32_t n = MUST(crib_mask_to_cards(play.hand[who], held, 4));
        for (int32_t k = 0; k < n; k++)
            if (crib_deal_play_card(d, who, held[k], NULL) == CRIB_OK)
                break;
    }
}

/* saved_deal()'s bytes as x86-64 saves them. crib.h: a state's bytes are its fields in the
 * host's byte order, with one layout on every machine libcrib is tested on (make
 * cross-check), so they carry over between machines of one byte order and not across. */
static const unsigned char k_saved_le[] = {
    0x00, 0x00, 0x00, 0x00, 0x79, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x02, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x80, 0x10, 0x00, 0x00, 0x08, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x20, 0x08, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0e, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x20, 0x13, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x17, 0xc0, 0xd6, 0x5b, 0xf4, 0x3f, 0x0d, 0x85,
    0x00, 0x00, 0x88, 0x10, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x21, 0x08, 0x01, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x41, 0x80, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x23, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x01, 0x00, 0x00, 0x00,
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    0xe8, 0x07, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00};

static void test_saved_bytes(void)
{
    crib_deal made, loaded;
    saved_deal(&made);
    if (!CHECK(sizeof k_saved_le == sizeof made, "a deal is %zu bytes, as on x86-64",
               sizeof k_saved_le))
        return;
    memcpy(&loaded, k_saved_le, sizeof loaded);
    crib_status want, got;
    MUST(crib_deal_status(&made, &want));
    int32_t rc = crib_deal_status(&loaded, &got);
    uint16_t one = 1;
    unsigned char low;
    memcpy(&low, &one, 1);
    if (low) {
        CHECK(!memcmp(&made, k_saved_le, sizeof made),
              "little-endian, %zu-bit: the deal's bytes are x86-64's", 8 * sizeof(void *));
        CHECK(rc == CRIB_OK && !memcmp(&want, &got, sizeof want),
              "little-endian: x86-64's saved deal reads as this machine's");
    } else {
        CHECK(memcmp(&made, k_saved_le, sizeof made) != 0,
              "big-endian: the deal's bytes are not x86-64's");
        CHECK_EQ(rc, CRIB_ERANGE, "big-endian: x86-64's saved deal is refused");
    }
}

static void test_conventions(void)
{
    crib_card deck[CRIB_CARDS];
    memset(deck, 7, sizeof deck);
    int zero = 1;
    CHECK_EQ(crib_deck_shuffle(NULL, deck), CRIB_ENULL, "shuffle without a state");
    for (int i = 0; i < CRIB_CARDS; i++)
        zero &= deck[i] == 0;
    CHECK(zero, "... zeroes the deck");
    CHECK_EQ(crib_mask_to_cards(UINT64_C(1) << 60, NULL, 4), CRIB_ENULL,
             "crib_mask_to_cards checks its pointer first, as every function does");
    CHECK(strstr(crib_strerror(CRIB_EDONE), "game") != NULL &&
              strstr(crib_strerror(CRIB_EDONE), "match") != NULL,
          "CRIB_EDONE speaks of games and matches too: %s", crib_strerror(CRIB_EDONE));
    CHECK(CRIB_DEAL_CUT == CRIB_NONE && CRIB_NONE == 0xFFFFFFFFu,
          "one sentinel; the cut argument has its value");
    CHECK(crib_play_size() == 128 && crib_game_size() == 152 && crib_game_rules_size() == 64 &&
              crib_result_size() == 80 && crib_claim_size() == 64 && crib_match_size() == 64 &&
              crib_standing_size() == 64 && crib_status_size() == 112 && crib_keep_size() == 96 &&
              crib_peg_size() == 104 && crib_show_size() == sizeof(crib_show) &&
              crib_deal_size() == sizeof(crib_deal),
          "the 1.0 sizes");
    CHECK(crib_version_number() == 0x010100 && strcmp(crib_version_string(), "1.1.0") == 0,
          "version 1.1.0");
}

int main(void)
{
    test_crafted_play();
    test_crafted_game();
    test_crafted_deal();
    test_deal_before_cut();
    test_deal_between_deals();
    test_deal_play_order();
    test_crafted_over();
    test_crafted_match();
    test_edited_plays();
    test_edited_games_and_deals();
    test_conventions();
    test_saved_bytes();
    return harness_done();
}
