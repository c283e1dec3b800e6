/* SPDX-License-Identifier: MIT */
/* The easy level (easy.c): crib_bot_discard()'s and crib_bot_play()'s rules on a view that
 * crib_view_valid() passed, at the stage it decides, and its play by ranks for the expert's
 * model of an opponent who plays by it. */
#ifndef CRIB_EASY_H
#define CRIB_EASY_H

#include "crib.h"

/* crib_bot_discard()'s rule on the hand in view (of any size a deal can give, dealt wrong
 * included), and crib_bot_play()'s on the pile; 1 with *card, or 0 when no card can be
 * played. */
void crib_easy_discard(const crib_view *v, crib_card *out);
int32_t crib_easy_play(const crib_view *v, crib_card *card);

/* The easy rule by ranks, as the expert's search takes an opponent who plays by it: among
 * the n ranks h[] on a pile of np ranks (count its count), the one that pegs the most now,
 * the lowest rank on a tie; its index, or -1 when none fits. */
int crib_easy_choice(const uint8_t *h, int n, const uint8_t *pile, int np, int count);

/* That rank itself, or -1 when none fits. For the tests. */
int crib_easy_rank(const uint8_t *h, int n, const uint8_t *pile, int np, int count);

#endif
