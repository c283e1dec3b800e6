/* SPDX-License-Identifier: MIT */
/* The play engine fed arbitrary actions. Bytes: [0] players (2..4) and the five-card flag,
 * [1] the leader, [2..53] an order of the pack to deal from, then one byte per action:
 * most play a legal card of the player whose turn it is or say go, the rest try a card or
 * a go by any player with any card id. Properties, after every action:
 * - a rejected action leaves the state byte for byte as it was and zeroes the event;
 * - an accepted card pegs what crib_peg_score() gives its pile, plus at most 1 for last,
 *   never 1 for last on 31, and the count never passes 31;
 * - a go is accepted exactly when the player whose turn it is has no legal card;
 * - the points of the events add up to crib_play_points() of their scorers;
 * - a six-card play that ends has played every card. */
#include "fuzz.h"

#include <string.h>

#define HAND 4

typedef struct setup {
    uint32_t players, flags, leader;
    uint64_t hands[CRIB_PLAY_MAX_PLAYERS];
} setup;

/* Deals HAND cards (3 in the five-card game) to each player from the order in the bytes:
 * each byte picks one of the cards not yet dealt. */
static void deal(setup *s, const uint8_t *data)
{
    uint64_t used = 0;
    uint32_t per_hand = (s->flags & CRIB_PLAY_FIVE_CARD) ? 3 : HAND;
    for (uint32_t p = 0; p < s->players; p++)
        for (uint32_t k = 0; k < per_hand; k++) {
            int c = data[p * HAND + k] % CRIB_CARDS;
            while (used & (UINT64_C(1) << c))
                c = (c + 1) % CRIB_CARDS;
            used |= UINT64_C(1) << c;
            s->hands[p] |= UINT64_C(1) << c;
        }
}

static int all_zero(const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        if (b[i])
            return 0;
    return 1;
}

/* The points the card pegs on its own: its pile as the engine had it, plus the card. */
static int32_t pile_points(const crib_play *before, crib_card card)
{
    crib_card pile[32];
    int32_t n = crib_play_pile(before, pile, sizeof pile - 1);
    REQUIRE(n >= 0);
    pile[n] = card;
    return crib_peg_score(pile, (size_t)n + 1, NULL);
}

static int lowest(uint64_t m, uint32_t index)
{
    int c = 0;
    for (uint32_t i = 0;; c++)
        if ((m >> c) & 1 && i++ == index)
            return c;
}

/* One action from one byte; returns the event's points to the scorer or 0. */
static void act(crib_play *play, uint8_t byte, uint32_t earned[CRIB_PLAY_MAX_PLAYERS])
{
    crib_play before = *play;
    crib_play_event ev;
    memset(&ev, 0xAB, sizeof ev);
    int32_t turn = crib_play_turn(play);
    uint32_t player = turn >= 0 ? (uint32_t)turn : 0;
    uint64_t legal = 0;
    int32_t n_legal = crib_play_legal(play, player, &legal);
    int32_t rc;
    crib_card card = 0;
    int is_card = 0;
    if (byte < 200 && turn >= 0 && n_legal > 0) {
        card = (crib_card)lowest(legal, byte % (uint32_t)n_legal);
        is_card = 1;
        rc = crib_play_card(play, player, card, &ev);
    } else if (byte < 230) {
        rc = crib_play_go(play, player, &ev);
        if (turn >= 0)
            REQUIRE((rc >= 0) == (n_legal == 0));
    } else {
        player = byte % 5; /* sometimes no such player */
        card = (crib_card)(byte * 7 % 64);
        is_card = 1;
        rc = crib_play_card(play, player, card, &ev);
    }
    if (rc < 0) {
        REQUIRE(!memcmp(&before, play, sizeof before) && all_zero(&ev, sizeof ev));
        return;
    }
    REQUIRE((uint32_t)rc == ev.points && ev.score.total == ev.points);
    REQUIRE(crib_play_count(play) >= 0 && crib_play_count(play) <= 31);
    if (is_card) {
        int32_t own = pile_points(&before, card);
        REQUIRE(own >= 0 && (uint32_t)own + ev.score.go == ev.points);
        REQUIRE(ev.score.go <= 1 && !(ev.score.go && ev.count == 31));
    }
    if (ev.points > 0) {
        REQUIRE(ev.scorer < before.players);
        earned[ev.scorer] += ev.points;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2 + CRIB_PLAY_MAX_PLAYERS * HAND)
        return 0;
    setup s;
    memset(&s, 0, sizeof s);
    s.players = 2 + data[0] % 3;
    s.flags = (data[0] & 0x80) ? CRIB_PLAY_FIVE_CARD : 0;
    s.leader = data[1] % s.players;
    deal(&s, data + 2);
    crib_play play;
    REQUIRE(crib_play_init(&play, s.players, s.hands, s.leader, s.flags) == CRIB_OK);
    uint32_t earned[CRIB_PLAY_MAX_PLAYERS] = {0};
    for (size_t i = 2 + CRIB_PLAY_MAX_PLAYERS * HAND; i < size; i++)
        act(&play, data[i], earned);
    for (uint32_t p = 0; p < s.players; p++)
        REQUIRE(crib_play_points(&play, p) == (int32_t)earned[p]);
    if (crib_play_over(&play) == 1 && !(s.flags & CRIB_PLAY_FIVE_CARD))
        for (uint32_t p = 0; p < s.players; p++) {
            uint64_t left = 1;
            REQUIRE(crib_play_hand(&play, p, &left) == 0 && left == 0);
        }
    return 0;
}
