/* SPDX-License-Identifier: MIT */
/* The play engine: the worked plays of the rules and the sources, three and four players,
 * the five-card game, rejected actions that leave the state as it was, and thousands of
 * seeded random deals checked against a model written here. */
#include "crib.h"
#include "harness.h"
#include "helpers.h"
#include "peg_reference.h"

#include <string.h>

#define GO NULL
#define NOBODY CRIB_NONE

/* One step of a scripted play: who acts, the card (GO for a go), and what must follow. */
typedef struct step {
    uint32_t player;
    const char *card;
    int points;
    uint32_t scorer;
    int reset;
    uint32_t next;
} step;

/* Plays a script and checks every event against it; returns 1 when all agree. */
static int run_script(crib_play *p, const step *steps, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++) {
        const step *s = &steps[i];
        crib_play_event ev;
        int32_t rc;
        if (s->card) {
            crib_card c;
            MUST(crib_card_parse(s->card, &c));
            rc = crib_play_card(p, s->player, c, &ev);
        } else {
            rc = crib_play_go(p, s->player, &ev);
        }
        if (rc != s->points || ev.points != (uint32_t)s->points || ev.scorer != s->scorer ||
            ev.reset != (uint32_t)s->reset || ev.next != s->next) {
            printf("#   %s, step %zu (player %u %s): rc %d points %u scorer %u reset %u "
                   "next %u; want %d %u %d %u\n",
                   name, i + 1, s->player, s->card ? s->card : "go", (int)rc, ev.points, ev.scorer,
                   ev.reset, ev.next, s->points, s->scorer, s->reset, s->next);
            return 0;
        }
    }
    return 1;
}

static void test_rules_example(void)
{
    /* RULES.md and sources/001: A (0) holds K K 2 2, B (1) holds 9 8 7 6; A leads. */
    uint64_t hands[2] = {mask_of("Kh Kd 2h 2s"), mask_of("9c 8c 7c 6c")};
    crib_play p;
    CHECK_EQ(crib_play_init(&p, 2, hands, 0, 0), CRIB_OK, "K-K-2-2 against 9-8-7-6: init");
    const step steps[] = {
        {0, "Kh", 0, NOBODY, 0, 1}, {1, "6c", 0, NOBODY, 0, 0},
        {0, "Kd", 0, NOBODY, 0, 1}, {1, GO, 0, NOBODY, 0, 0},
        {0, "2h", 0, NOBODY, 0, 0}, {0, "2s", 3, 0, 1, 1}, /* 30 for 3: the pair and one for last */
        {1, "8c", 0, NOBODY, 0, 1}, {1, "7c", 2, 1, 0, 1},
        {1, "9c", 4, 1, 1, NOBODY}, /* 24 for 3 and 1 for last */
    };
    CHECK(run_script(&p, steps, sizeof steps / sizeof steps[0], "K-K-2-2"),
          "K-K-2-2 against 9-8-7-6: every action as the rules tell it");
    CHECK(crib_play_points(&p, 0) == 3 && crib_play_points(&p, 1) == 6 && crib_play_over(&p) == 1 &&
              crib_play_turn(&p) == CRIB_EDONE,
          "A pegs 3, B 6, and the play is over");
}

static void test_source_examples(void)
{
    /* sources/001, example 1: A holds 10 10 9 6, B holds 7 6 5 4. */
    uint64_t one[2] = {mask_of("10c 10d 9c 6c"), mask_of("7d 6d 5d 4d")};
    crib_play p;
    MUST(crib_play_init(&p, 2, one, 0, 0));
    const step steps1[] = {
        {0, "9c", 0, NOBODY, 0, 1},  {1, "6d", 2, 1, 0, 0},      {0, "6c", 2, 0, 0, 1},
        {1, "5d", 0, NOBODY, 0, 0},  {0, GO, 0, NOBODY, 0, 1},   {1, "4d", 4, 1, 1, 0},
        {0, "10c", 0, NOBODY, 0, 1}, {1, "7d", 0, NOBODY, 0, 0}, {0, "10d", 1, 0, 1, NOBODY},
    };
    CHECK(run_script(&p, steps1, sizeof steps1 / sizeof steps1[0], "example 1"),
          "sources/001 example 1: fifteen, pair, run and last across a go, then one for last");

    /* Example 2: A holds 10 8 7 5, B holds 7 6 5 4: at 28 nobody can play. A must say go
     * (the engine asks each player in turn), then B pegs 1; A's 5 then makes no run with
     * the 7 and 6 of the count before. */
    uint64_t two[2] = {mask_of("10c 8c 7c 5c"), mask_of("7d 6d 5d 4d")};
    MUST(crib_play_init(&p, 2, two, 0, 0));
    const step steps2[] = {
        {0, "8c", 0, NOBODY, 0, 1}, {1, "7d", 2, 1, 0, 0}, {0, "7c", 2, 0, 0, 1},
        {1, "6d", 0, NOBODY, 0, 0}, {0, GO, 1, 1, 1, 0},   {0, "5c", 0, NOBODY, 0, 1},
    };
    CHECK(run_script(&p, steps2, sizeof steps2 / sizeof steps2[0], "example 2"),
          "sources/001 example 2: last to B at 28, then no run across the reset");
    crib_card pile[13];
    CHECK_EQ(crib_play_pile(&p, pile, 13), 1, "the pile after the reset holds the 5 alone");
    CHECK_EQ(crib_play_count(&p), 5, "the count after the reset is 5");
}

static void test_thirty_one(void)
{
    /* 31 on the last card of all pegs 2, never 3. */
    uint64_t hands[2] = {mask_of("Kc 9c"), mask_of("Jc 2c")};
    crib_play p;
    MUST(crib_play_init(&p, 2, hands, 0, 0));
    const step steps[] = {
        {0, "Kc", 0, NOBODY, 0, 1},
        {1, "Jc", 0, NOBODY, 0, 0},
        {0, "9c", 0, NOBODY, 0, 1},
        {1, "2c", 2, 1, 1, NOBODY},
    };
    CHECK(run_script(&p, steps, 4, "31 last"), "31 on the last card of all pegs 2, not 3");

    /* 31 in mid-play ends the count at once; the other player leads. */
    uint64_t mid[2] = {mask_of("Kc 9c 5c"), mask_of("Jd 2d 5d")};
    MUST(crib_play_init(&p, 2, mid, 0, 0));
    const step steps2[] = {
        {0, "Kc", 0, NOBODY, 0, 1}, {1, "Jd", 0, NOBODY, 0, 0},
        {0, "9c", 0, NOBODY, 0, 1}, {1, "2d", 2, 1, 1, 0},
        {0, "5c", 0, NOBODY, 0, 1}, {1, "5d", 3, 1, 1, NOBODY}, /* pair and last */
    };
    crib_play_event ev;
    CHECK(run_script(&p, steps2, 4, "31 mid"), "31 in mid-play pegs 2 and resets");
    CHECK(crib_play_count(&p) == 0 && crib_play_turn(&p) == 0, "the count is 0, A leads");
    CHECK(run_script(&p, steps2 + 4, 2, "after 31"), "then 5-5 pegs a pair and last");
    MUST(crib_play_init(&p, 2, mid, 0, 0));
    MUST(crib_play_card(&p, 0, 48, &ev)); /* Kc */
    CHECK(ev.score.n_items == 0 && ev.count == 10 && ev.side == NOBODY, "a lead of K: nothing");
}

static void test_go_resets(void)
{
    /* A go below 31 ends the count when nobody can play: the count is 0 again. */
    uint64_t hands[2] = {mask_of("Kc Qc 9c"), mask_of("Kd Qd 8d")};
    crib_play p;
    crib_play_event ev;
    MUST(crib_play_init(&p, 2, hands, 0, 0));
    MUST(crib_play_card(&p, 0, 48, NULL)); /* Kc 10 */
    MUST(crib_play_card(&p, 1, 49, NULL)); /* Kd 20, pair */
    MUST(crib_play_card(&p, 0, 32, NULL)); /* 9c 29 */
    int32_t rc = crib_play_go(&p, 1, &ev); /* B holds Q 8: go; A holds Q: cannot play */
    CHECK(rc == 1 && ev.scorer == 0 && ev.side == 0 && ev.reset == 1 && ev.next == 1 &&
              ev.count == 29 && ev.score.go == 1 && ev.score.n_items == 1 &&
              ev.score.items[0].kind == CRIB_ITEM_GO && ev.score.items[0].size == 1,
          "a go at 29 gives A one for last and resets");
    CHECK_EQ(crib_play_count(&p), 0, "the count is 0 after the go");
    crib_card pile[13];
    CHECK_EQ(crib_play_pile(&p, pile, 13), 0, "the pile is empty after the go");
    CHECK_EQ(crib_play_turn(&p), 1, "the player after the last one leads");
    CHECK(crib_play_card(&p, 1, 45, &ev) == 0 && ev.count == 10, "B leads Qd: count 10");

    /* Combinations continue across a go: A's second 3 pairs the first across B's go. */
    uint64_t across[2] = {mask_of("Kc 3c 3d"), mask_of("Qd 9d")};
    MUST(crib_play_init(&p, 2, across, 0, 0));
    const step steps3[] = {
        {0, "Kc", 0, NOBODY, 0, 1}, {1, "Qd", 0, NOBODY, 0, 0}, {0, "3c", 0, NOBODY, 0, 1},
        {1, GO, 0, NOBODY, 0, 0},   {0, "3d", 3, 0, 1, 1}, /* pair across the go, last */
        {1, "9d", 1, 1, 1, NOBODY},
    };
    CHECK(run_script(&p, steps3, 6, "across a go"), "a pair continues across a go");
}

static void test_three_players(void)
{
    /* When two say go, the third, who played last, pegs one for last. */
    uint64_t hands[3] = {mask_of("Kc 5c"), mask_of("Qc 6c"), mask_of("Jc 7c")};
    crib_play p;
    MUST(crib_play_init(&p, 3, hands, 0, 0));
    const step steps[] = {
        {0, "Kc", 0, NOBODY, 0, 1}, {1, "Qc", 0, NOBODY, 0, 2}, {2, "Jc", 3, 2, 0, 0},
        {0, GO, 0, NOBODY, 0, 1},   {1, GO, 1, 2, 1, 0}, /* last to player 2 */
        {0, "5c", 0, NOBODY, 0, 1}, {1, "6c", 0, NOBODY, 0, 2}, {2, "7c", 4, 2, 1, NOBODY},
    };
    CHECK(run_script(&p, steps, sizeof steps / sizeof steps[0], "three"),
          "three players: two goes give the third one for last");
    CHECK(crib_play_points(&p, 2) == 8 && crib_play_points(&p, 0) == 0, "player 2 pegs 8");

    /* A player left alone plays on, scoring combinations and the last; the lead skips
     * players with no cards. */
    uint64_t alone[3] = {mask_of("Kc"), mask_of("Qc"), mask_of("2c 3c 4c")};
    MUST(crib_play_init(&p, 3, alone, 0, 0));
    const step steps2[] = {
        {0, "Kc", 0, NOBODY, 0, 1}, {1, "Qc", 0, NOBODY, 0, 2}, {2, "2c", 0, NOBODY, 0, 2},
        {2, "3c", 0, NOBODY, 0, 2}, {2, "4c", 4, 2, 1, NOBODY}, /* run of 3, 29, last */
    };
    CHECK(run_script(&p, steps2, 5, "alone"), "a player left alone plays on and pegs last");
}

static void test_four_players(void)
{
    /* Partners 0 and 2 against 1 and 3; when three say go the fourth pegs last. */
    uint64_t hands[4] = {mask_of("Kc 9c"), mask_of("Kd 9d"), mask_of("5c 8c"), mask_of("5d 8d")};
    crib_play p;
    MUST(crib_play_init(&p, 4, hands, 0, 0));
    const step steps[] = {
        {0, "Kc", 0, NOBODY, 0, 1}, {1, "Kd", 2, 1, 0, 2},      {2, "5c", 0, NOBODY, 0, 3},
        {3, "5d", 2, 3, 0, 0},      {0, GO, 0, NOBODY, 0, 1},   {1, GO, 0, NOBODY, 0, 2},
        {2, GO, 1, 3, 1, 0},        {0, "9c", 0, NOBODY, 0, 1}, {1, "9d", 2, 1, 0, 2},
        {2, "8c", 0, NOBODY, 0, 3}, {3, GO, 1, 2, 1, 3},        {3, "8d", 1, 3, 1, NOBODY},
    };
    CHECK(run_script(&p, steps, sizeof steps / sizeof steps[0], "four"),
          "four players: three goes give the fourth one for last, empty hands skipped");
    CHECK(crib_play_points(&p, 0) + crib_play_points(&p, 2) == 1 &&
              crib_play_points(&p, 1) + crib_play_points(&p, 3) == 8,
          "side 0 pegs 1, side 1 pegs 8");

    crib_play_event ev;
    MUST(crib_play_init(&p, 4, hands, 0, 0));
    MUST(crib_play_card(&p, 0, 48, NULL));
    MUST(crib_play_card(&p, 1, 49, &ev));
    CHECK(ev.scorer == 1 && ev.side == 1, "player 1 scores for side 1");
    MUST(crib_play_card(&p, 2, 16, NULL));
    MUST(crib_play_card(&p, 3, 17, &ev));
    CHECK(ev.scorer == 3 && ev.side == 1, "player 3 scores for side 1");
}

static void test_five_card(void)
{
    /* The five-card game's play stops at the first go; the cards left are not played. */
    uint64_t hands[2] = {mask_of("Kc Qc 5c"), mask_of("Kd Qd 5d")};
    crib_play p;
    MUST(crib_play_init(&p, 2, hands, 0, CRIB_PLAY_FIVE_CARD));
    const step steps[] = {
        {0, "Kc", 0, NOBODY, 0, 1},
        {1, "Kd", 2, 1, 0, 0},
        {0, "Qc", 0, NOBODY, 0, 1},
        {1, GO, 1, 0, 1, NOBODY},
    };
    CHECK(run_script(&p, steps, 4, "five-card go"), "five-card game: over at the first go");
    uint64_t left;
    CHECK(crib_play_over(&p) == 1 && crib_play_hand(&p, 1, &left) == 2 && left == mask_of("Qd 5d"),
          "the cards left stay in hand");
    crib_play_event ev;
    CHECK_EQ(crib_play_card(&p, 1, 45, &ev), CRIB_EDONE, "no card after the end");
    CHECK_EQ(crib_play_go(&p, 1, &ev), CRIB_EDONE, "no go after the end");

    uint64_t other[2] = {mask_of("Kc Qc Ac"), mask_of("Jd 2d 3d")};
    MUST(crib_play_init(&p, 2, other, 1, CRIB_PLAY_FIVE_CARD));
    const step steps2[] = {
        {1, "Jd", 0, NOBODY, 0, 0}, {0, "Kc", 0, NOBODY, 0, 1}, {1, "2d", 0, NOBODY, 0, 0},
        {0, "Ac", 0, NOBODY, 0, 1}, {1, "3d", 3, 1, 0, 0},      {0, GO, 1, 1, 1, NOBODY},
    };
    CHECK(run_script(&p, steps2, 6, "five-card, B leads"),
          "five-card game: B leads, runs 2-A-3, and pegs last when A says go");

    uint64_t at31[2] = {mask_of("Kc Qc Ac"), mask_of("Jd 4d 2d")};
    MUST(crib_play_init(&p, 2, at31, 0, CRIB_PLAY_FIVE_CARD));
    const step steps3[] = {
        {0, "Kc", 0, NOBODY, 0, 1}, {1, "Jd", 0, NOBODY, 0, 0}, {0, "Qc", 3, 0, 0, 1},
        {1, GO, 0, NOBODY, 0, 0},   {0, "Ac", 2, 0, 1, NOBODY},
    };
    CHECK(run_script(&p, steps3, 5, "five-card 31"),
          "five-card game: over at 31, 2 for it and nothing more");
}

/* Tries an action that must fail: checks the code, that the state is byte for byte as it
 * was, and that the event is zeroed. */
static void check_rejected(crib_play *p, uint32_t player, int card, int32_t want, const char *name)
{
    crib_play before;
    crib_play_event ev, zero;
    memcpy(&before, p, sizeof before);
    memset(&ev, 0x5A, sizeof ev);
    memset(&zero, 0, sizeof zero);
    int32_t rc =
        card < 0 ? crib_play_go(p, player, &ev) : crib_play_card(p, player, (crib_card)card, &ev);
    CHECK(rc == want && memcmp(&before, p, sizeof before) == 0 &&
              memcmp(&ev, &zero, sizeof ev) == 0,
          "%s: %s, state unchanged", name, crib_strerror(want));
    if (rc != want)
        printf("#   got %d\n", (int)rc);
}

static void test_rejections(void)
{
    uint64_t hands[2] = {mask_of("Kc Qc 5c Ac"), mask_of("Kd 9d 8d 7d")};
    crib_play p;
    MUST(crib_play_init(&p, 2, hands, 0, 0));
    check_rejected(&p, 1, 49, CRIB_ETURN, "B plays on A's lead");
    check_rejected(&p, 0, 49, CRIB_ENOTHELD, "A plays B's card");
    check_rejected(&p, 0, 52, CRIB_ECARD, "A plays card 52");
    check_rejected(&p, 2, 48, CRIB_ERANGE, "player 2 of 2 plays");
    check_rejected(&p, 0, -1, CRIB_EMUSTPLAY, "A says go holding cards");
    check_rejected(&p, 1, -1, CRIB_ETURN, "B says go out of turn");
    MUST(crib_play_card(&p, 0, 48, NULL)); /* Kc 10 */
    MUST(crib_play_card(&p, 1, 49, NULL)); /* Kd 20 */
    MUST(crib_play_card(&p, 0, 44, NULL)); /* Qc 30 */
    check_rejected(&p, 1, 33, CRIB_EOVER31, "B's 9 at 30");
    check_rejected(&p, 1, 48, CRIB_ENOTHELD, "B plays the K already played");
    MUST(crib_play_go(&p, 1, NULL));
    check_rejected(&p, 0, 16, CRIB_EOVER31, "A's 5 at 30");
    check_rejected(&p, 0, -1, CRIB_EMUSTPLAY, "A says go holding the ace at 30");
    check_rejected(&p, 1, -1, CRIB_ETURN, "B says go again");
    crib_play_event ev;
    CHECK(crib_play_card(&p, 0, 0, &ev) == 2 && ev.reset == 1 && ev.next == 1,
          "A plays on alone to 31 for 2; B leads");
}

static void test_init_and_queries(void)
{
    uint64_t hands[4] = {mask_of("Kc Qc"), mask_of("Kd"), 0, mask_of("5h")};
    crib_play p;
    memset(&p, 0x77, sizeof p);
    CHECK_EQ(crib_play_init(&p, 1, hands, 0, 0), CRIB_ERANGE, "1 player");
    CHECK(p.players == 0 && p.hand[0] == 0, "the state is zeroed on error");
    CHECK_EQ(crib_play_init(&p, 5, hands, 0, 0), CRIB_ERANGE, "5 players");
    CHECK_EQ(crib_play_init(&p, 2, hands, 2, 0), CRIB_ERANGE, "leader 2 of 2");
    CHECK_EQ(crib_play_init(&p, 2, hands, 0, 8), CRIB_EFLAGS, "unknown flag");
    CHECK_EQ(crib_play_init(&p, 2, hands, 0, CRIB_PLAY_FAILURE_EACH), CRIB_EFLAGS,
             "the strict reading of failure to play without the rule");
    CHECK_EQ(crib_play_init(NULL, 2, hands, 0, 0), CRIB_ENULL, "NULL state");
    CHECK_EQ(crib_play_init(&p, 2, NULL, 0, 0), CRIB_ENULL, "NULL hands");
    uint64_t bad[2] = {UINT64_C(1) << 52, 1};
    CHECK_EQ(crib_play_init(&p, 2, bad, 0, 0), CRIB_EMASK, "a mask bit above 51");
    uint64_t twice[2] = {3, 2};
    CHECK_EQ(crib_play_init(&p, 2, twice, 0, 0), CRIB_EDUP, "a card in two hands");
    CHECK(crib_play_turn(&p) == CRIB_ERANGE && crib_play_count(&p) == CRIB_ERANGE &&
              crib_play_over(&p) == CRIB_ERANGE,
          "a zeroed state is rejected");
    check_rejected(&p, 0, 0, CRIB_ERANGE, "acting on a zeroed state");
    CHECK(crib_play_turn(NULL) == CRIB_ENULL && crib_play_count(NULL) == CRIB_ENULL &&
              crib_play_over(NULL) == CRIB_ENULL && crib_play_points(NULL, 0) == CRIB_ENULL,
          "NULL state in the queries");

    CHECK_EQ(crib_play_init(&p, 4, hands, 2, 0), CRIB_OK, "four players, leader 2 empty");
    CHECK_EQ(crib_play_turn(&p), 3, "a leader with no cards passes the lead on");
    uint64_t m;
    CHECK(crib_play_legal(&p, 3, &m) == 1 && m == mask_of("5h"), "player 3 may play the 5");
    CHECK(crib_play_legal(&p, 0, &m) == 0 && m == 0, "player 0 may play nothing yet");
    CHECK(crib_play_hand(&p, 0, &m) == 2 && m == mask_of("Kc Qc"), "player 0's hand");
    CHECK_EQ(crib_play_hand(&p, 4, &m), CRIB_ERANGE, "player 4 of 4");
    CHECK_EQ(crib_play_legal(&p, 0, NULL), CRIB_ENULL, "NULL mask");
    crib_card pile[2] = {9, 9};
    CHECK_EQ(crib_play_pile(&p, pile, 2), 0, "an empty pile");
    CHECK_EQ(crib_play_pile(&p, NULL, 0), 0, "an empty pile into no buffer");
    MUST(crib_play_card(&p, 3, 18, NULL));
    MUST(crib_play_card(&p, 0, 48, NULL));
    CHECK(crib_play_pile(&p, pile, 2) == 2 && pile[0] == 18 && pile[1] == 48, "the pile");
    CHECK(crib_play_pile(&p, pile, 1) == CRIB_ESPACE && pile[0] == 0, "a pile too small");
    CHECK_EQ(crib_play_count(&p), 15, "5 and K make 15");
    CHECK_EQ(crib_play_points(&p, 0), 2, "player 0 pegged 2");

    uint64_t none[3] = {0, 0, 0};
    CHECK(crib_play_init(&p, 3, none, 0, 0) == CRIB_OK && crib_play_over(&p) == 1,
          "no cards at all: over at once");
    p.players = 9;
    CHECK_EQ(crib_play_turn(&p), CRIB_ERANGE, "a state with 9 players is rejected");
    CHECK(crib_play_size() == sizeof(crib_play) && crib_play_size() == 128 &&
              crib_play_event_size() == sizeof(crib_play_event),
          "sizes");
}

/* The model the random deals are checked against: the rules as RULES.md words them, kept
 * by the test itself from the cards it sees played and the goes it says. */
typedef struct model {
    int players, five_card;
    uint64_t hand[4];
    crib_card pile[13];
    int n_pile, count, last, turn, over;
    int went[4];
    int points[4];
    /* Where the deal is, and where a disagreement goes, for the words of a failed check. */
    int deal, action;
    harness_first *fail;
} model;

static int model_can_play(const model *m, int q)
{
    for (int c = 0; c < 52; c++)
        if ((m->hand[q] >> c & 1) && m->count + ref_card_value((crib_card)c) <= 31)
            return 1;
    return 0;
}

/* The next player after `from` who holds cards and has not said go, `from` last; -1 if
 * none. */
static int model_next(const model *m, int from)
{
    for (int k = 1; k <= m->players; k++) {
        int q = (from + k) % m->players;
        if (m->hand[q] && !m->went[q])
            return q;
    }
    return -1;
}

/* Nobody can play when everyone but the last player has said go or has no cards and the
 * last player cannot play either, or at 31. Returns the go point given. */
static int model_settle(model *m, int actor)
{
    int others_done = 1;
    for (int q = 0; q < m->players; q++)
        if (q != m->last && m->hand[q] && !m->went[q])
            others_done = 0;
    if (m->count < 31 && !(others_done && !model_can_play(m, m->last))) {
        m->turn = model_next(m, actor);
        return 0;
    }
    int go = m->count < 31;
    m->points[m->last] += go;
    m->count = 0;
    m->n_pile = 0;
    memset(m->went, 0, sizeof m->went);
    m->turn = model_next(m, m->last);
    if (m->turn < 0 || m->five_card)
        m->over = 1;
    return go;
}

/* Checks one event, and the code rc that came with it, against the model's expectation;
 * returns 1 when they agree. */
static int event_agrees(const model *m, const crib_play_event *ev, int32_t rc, int points,
                        int scorer, int reset)
{
    uint32_t want_scorer = points ? (uint32_t)scorer : NOBODY;
    uint32_t want_side = !points           ? NOBODY
                         : m->players == 4 ? (uint32_t)scorer % 2
                                           : (uint32_t)scorer;
    uint32_t want_next = m->over ? NOBODY : (uint32_t)m->turn;
    return NOTE(m->fail,
                rc == points && ev->points == (uint32_t)points &&
                    ev->score.total == (uint32_t)points && ev->scorer == want_scorer &&
                    ev->side == want_side && ev->reset == (uint32_t)reset &&
                    ev->over == (uint32_t)m->over && ev->next == want_next,
                "deal %d, action %d (player %u, card %u): rc %d points %u total %u scorer %u "
                "side %u reset %u over %u next %u; want %d %d %d %u %u %d %d %u",
                m->deal, m->action, ev->player, ev->card, (int)rc, ev->points, ev->score.total,
                ev->scorer, ev->side, ev->reset, ev->over, ev->next, points, points, points,
                want_scorer, want_side, reset, m->over, want_next);
}

/* One action of the simple policy: a random legal card, else go; sometimes first a wrong
 * action, which must leave the state as it was. Returns 1 when all agrees. */
static int random_action(crib_play *p, model *m, uint64_t *seed, uint64_t *seen)
{
    int q = m->turn;
    uint64_t legal;
    int n = crib_play_legal(p, (uint32_t)q, &legal);
    int32_t turn = crib_play_turn(p), count = crib_play_count(p);
    if (!NOTE(m->fail, turn == q && count == m->count && n >= 0,
              "deal %d, action %d: turn %d count %d legal %d, want %d %d and >= 0", m->deal,
              m->action, (int)turn, (int)count, n, q, m->count))
        return 0;
    for (int c = 0; c < 52; c++) {
        int fits = (m->hand[q] >> c & 1) && m->count + ref_card_value((crib_card)c) <= 31;
        if (!NOTE(m->fail, fits == (int)(legal >> c & 1),
                  "deal %d, action %d: card %d legal %d for player %d at %d, want %d", m->deal,
                  m->action, c, (int)(legal >> c & 1), q, m->count, fits))
            return 0;
    }
    if (next_random(seed) % 8 == 0) {
        crib_play before = *p;
        int wrong = (q + 1) % m->players;
        int32_t other = crib_play_go(p, (uint32_t)wrong, NULL);
        int32_t own = legal ? crib_play_go(p, (uint32_t)q, NULL) : CRIB_EMUSTPLAY;
        if (!NOTE(m->fail,
                  other == CRIB_ETURN && own == CRIB_EMUSTPLAY &&
                      memcmp(&before, p, sizeof before) == 0,
                  "deal %d, action %d: go out of turn %d (want %d), go holding a legal card "
                  "%d (want %d), the state %s",
                  m->deal, m->action, (int)other, CRIB_ETURN, (int)own, CRIB_EMUSTPLAY,
                  memcmp(&before, p, sizeof before) == 0 ? "unchanged" : "changed"))
            return 0;
    }
    crib_play_event ev;
    if (!legal) {
        m->went[q] = 1;
        int last = m->last;
        int32_t rc = crib_play_go(p, (uint32_t)q, &ev);
        int go = model_settle(m, q);
        return event_agrees(m, &ev, rc, go, last, go);
    }
    int pick = (int)(next_random(seed) % (uint64_t)n);
    int card = 0;
    for (uint64_t l = legal; l; l &= l - 1, pick--)
        if (pick == 0) {
            while (!(l >> card & 1))
                card++;
            break;
        }
    if (!NOTE(m->fail, !(*seen >> card & 1),
              "deal %d, action %d: card %d is legal again after it was played", m->deal, m->action,
              card))
        return 0;
    *seen |= UINT64_C(1) << card;
    m->hand[q] &= ~(UINT64_C(1) << card);
    m->pile[m->n_pile++] = (crib_card)card;
    m->count += ref_card_value((crib_card)card);
    m->last = q;
    int combos = ref_peg_points(m->pile, m->n_pile);
    m->points[q] += combos;
    int32_t rc = crib_play_card(p, (uint32_t)q, (crib_card)card, &ev);
    int before_reset = m->count;
    int go = model_settle(m, q);
    return NOTE(m->fail, ev.count == (uint32_t)before_reset,
                "deal %d, action %d: card %d makes the count %u, want %d", m->deal, m->action, card,
                ev.count, before_reset) &&
           event_agrees(m, &ev, rc, combos + go, q, m->count == 0);
}

/* Deals `per` cards to each of `players` from a shuffled pack and plays them out; returns
 * 1 when all went as the model says, else notes the first disagreement in *fail. */
static int random_deal(uint64_t *seed, int players, int per, int five_card, int *events,
                       int *points, int deal, harness_first *fail)
{
    crib_card pack[52];
    for (int i = 0; i < 52; i++)
        pack[i] = (crib_card)i;
    for (int i = 51; i > 0; i--) {
        int j = (int)(next_random(seed) % (uint64_t)(i + 1));
        crib_card t = pack[i];
        pack[i] = pack[j];
        pack[j] = t;
    }
    model m;
    memset(&m, 0, sizeof m);
    m.players = players;
    m.five_card = five_card;
    m.last = -1;
    m.deal = deal;
    m.fail = fail;
    uint64_t hands[4] = {0, 0, 0, 0}, dealt = 0, seen = 0;
    for (int i = 0; i < players * per; i++)
        hands[i % players] |= UINT64_C(1) << pack[i];
    for (int q = 0; q < players; q++) {
        m.hand[q] = hands[q];
        dealt |= hands[q];
    }
    int leader = (int)(next_random(seed) % (uint64_t)players);
    m.turn = leader;
    crib_play p;
    int32_t rc = crib_play_init(&p, (uint32_t)players, hands, (uint32_t)leader,
                                five_card ? CRIB_PLAY_FIVE_CARD : 0);
    if (!NOTE(fail, rc == CRIB_OK, "deal %d: crib_play_init gave %d", deal, (int)rc))
        return 0;
    for (m.action = 1; !m.over; m.action++) {
        if (!random_action(&p, &m, seed, &seen))
            return 0;
        (*events)++;
    }
    int sum = 0;
    for (int q = 0; q < players; q++) {
        int32_t got = crib_play_points(&p, (uint32_t)q);
        if (!NOTE(fail, got == m.points[q], "deal %d: player %d pegged %d, want %d", deal, q,
                  (int)got, m.points[q]))
            return 0;
        sum += m.points[q];
    }
    *points += sum;
    int32_t over = crib_play_over(&p);
    return NOTE(fail, over == 1 && (five_card || seen == dealt),
                "deal %d: over %d, cards played 0x%013llx of 0x%013llx dealt", deal, (int)over,
                (unsigned long long)seen, (unsigned long long)dealt);
}

static void test_random_deals(void)
{
    static const struct {
        int players, per, five_card;
        const char *name;
    } k_kinds[] = {
        {2, 4, 0, "two players, six-card game"},
        {3, 4, 0, "three players"},
        {4, 4, 0, "four players, two partnerships"},
        {2, 3, 1, "five-card game"},
    };
    uint64_t seed = 121;
    for (size_t k = 0; k < sizeof k_kinds / sizeof k_kinds[0]; k++) {
        int deals = 5000, bad = 0, events = 0, points = 0;
        harness_first first = {0, ""};
        for (int d = 0; d < deals; d++)
            if (!random_deal(&seed, k_kinds[k].players, k_kinds[k].per, k_kinds[k].five_card,
                             &events, &points, d, &first))
                bad++;
        CHECK_FIRST(&first,
                    "%d random deals, %s: %d actions, %d points, all as the model "
                    "says (%d differ)",
                    deals, k_kinds[k].name, events, points, bad);
    }
}

/* States of random bytes, some made to pass the range checks: no function may read or
 * write out of bounds (the sanitizer build checks that), and each answers with a code. */
int main(void)
{
    test_rules_example();
    test_source_examples();
    test_thirty_one();
    test_go_resets();
    test_three_players();
    test_four_players();
    test_five_card();
    test_rejections();
    test_init_and_queries();
    test_random_deals();
    return harness_done();
}
