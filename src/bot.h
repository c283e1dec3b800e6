/* SPDX-License-Identifier: MIT */
/* The bots by level on a checked view (bot.c dispatches to easy.c, strong.c, multi.c and
 * expert.c), for the arena and the advice. Every function here takes a view that
 * crib_view_valid() passed, at the stage it decides. */
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

/* A hand dealt or kept a wrong number of cards, which every level lays away or plays by
 * the easy rule (bot.c). */
int crib_bot_dealt_wrong(const crib_view *v);
int crib_bot_kept_wrong(const crib_view *v);

#endif
