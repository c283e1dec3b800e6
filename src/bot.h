/* SPDX-License-Identifier: MIT */
/* The bots by level (bot.c dispatches; easy.c, strong.c and multi.c decide). Every
 * function here takes a view that crib_view_valid() passed, at the stage it decides. */
#ifndef CRIB_BOT_H
#define CRIB_BOT_H

#include "crib.h"

/* crib_bot_choose_discard() and crib_bot_choose_play() on a checked view: the cards to lay
 * away in increasing id order in out[0 .. n-1] (returns n), and 1 with *card or 0 for a
 * go. */
int32_t crib_bot_choose_discard_unchecked(const crib_view *view, uint32_t level, uint64_t seed,
                                          crib_card out[2]);
int32_t crib_bot_choose_play_unchecked(const crib_view *view, uint32_t level, uint64_t seed,
                                       crib_card *card);

/* The easy level: crib_bot_discard()'s rule on the hand in view (of any size a deal can
 * give, dealt wrong included), and crib_bot_play()'s on the pile; 1 with *card, or 0
 * when no card can be played. */
void crib_easy_discard(const crib_view *v, crib_card *out);
int32_t crib_easy_play(const crib_view *v, crib_card *card);

/* The strong level with two players, a hand as dealt: CRIB_OK or a negative code (none
 * for a checked view); 1 with *card, or 0 to say go. */
int32_t crib_strong_discard(const crib_view *v, crib_card *out);
int32_t crib_strong_play(const crib_view *v, uint64_t seed, crib_card *card);

/* The strong level's play with three or four players: 1 with *card, or 0 to say go. */
int32_t crib_multi_play(const crib_view *v, crib_card *card);

#endif
