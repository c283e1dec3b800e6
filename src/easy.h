/* SPDX-License-Identifier: MIT */
/* The easy level (easy.c): crib_bot_discard()'s and crib_bot_play()'s rules on a view that
 * crib_view_valid() passed, at the stage it decides. */
#ifndef CRIB_EASY_H
#define CRIB_EASY_H

#include "crib.h"

/* crib_bot_discard()'s rule on the hand in view (of any size a deal can give, dealt wrong
 * included), and crib_bot_play()'s on the pile; 1 with *card, or 0 when no card can be
 * played. */
void crib_easy_discard(const crib_view *v, crib_card *out);
int32_t crib_easy_play(const crib_view *v, crib_card *card);

#endif
