/* SPDX-License-Identifier: MIT */
/* What several tests build their cases from: cards from their text, the tests' seeded
 * generators, and a deal driven through its discard and its play by the easy bot.
 * Header-only, as harness.h is: a setup that fails is a failed check (MUST) in the test
 * program's own count, which harness.h keeps in each program's own file. */
#ifndef CRIB_TEST_HELPERS_H
#define CRIB_TEST_HELPERS_H

#include "crib.h"
#include "harness.h"

#include <stdint.h>

/* The mask of the cards of a text such as "5h 6h" (crib_hand_parse()); 0, and a failed
 * check naming the text, where it is not cards. */
static inline uint64_t mask_of(const char *text)
{
    crib_card cards[CRIB_CARDS];
    uint64_t mask = 0;
    int32_t n = MUST(crib_hand_parse(text, cards, CRIB_CARDS));
    if (n >= 0)
        MUST(crib_mask_from_cards(cards, (size_t)n, &mask));
    return mask;
}

/* SplitMix64: the next number of the sequence that *state, any seed, stands at. */
static inline uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* Marsaglia's xorshift64 (13, 7, 17): the next number after *state, which must not be 0. */
static inline uint64_t xorshift64(uint64_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

/* Each player lays away the first cards he holds. */
static inline void lay_away(crib_deal *d)
{
    crib_status st;
    MUST(crib_deal_status(d, &st));
    for (uint32_t p = 0; p < st.players; p++) {
        crib_card c[8];
        MUST(crib_mask_to_cards(st.hand[p], c, 8));
        MUST(crib_deal_discard(d, p, c, st.discard));
    }
}

/* The easy bot's next action in the deal's play (crib_bot_play()): a card of the player
 * whose turn it is, or go, every claim whole. The deal's code; it records no check, so
 * that threads may call it. */
static inline int32_t bot_plays(crib_deal *d)
{
    crib_play p;
    crib_card card;
    int32_t rc = crib_deal_play(d, &p);
    if (rc != CRIB_OK)
        return rc;
    int32_t who = crib_play_turn(&p);
    if (who < 0)
        return who;
    if (crib_bot_play(&p, (uint32_t)who, &card) == 1)
        return crib_deal_play_card(d, (uint32_t)who, card, NULL);
    return crib_deal_play_go(d, (uint32_t)who, NULL);
}

/* Plays the deal's play out with the easy bot, every claim whole; a refused action is a
 * failed check, and ends it. */
static inline void play_out(crib_deal *d)
{
    crib_status st;
    while (crib_deal_status(d, &st) == CRIB_OK && st.stage == CRIB_STAGE_PLAY)
        if (MUST(bot_plays(d)) < 0)
            break;
}

#endif
