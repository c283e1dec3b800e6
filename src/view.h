/* SPDX-License-Identifier: MIT */
/* What one player knows (view.c): the check of a view a caller hands in, and the view of a
 * whole deal. */
#ifndef CRIB_VIEW_H
#define CRIB_VIEW_H

#include "crib.h"

/* A view that a deal could show its player in the discard (a hand as dealt, or a card or
 * two off when dealt wrong) or on their turn in the play. */
int crib_view_valid(const crib_view *v);

/* The view's earlier[]: n_earlier 0, or the cards played less the pile's, each once, in
 * some order; the entries past n_earlier 0. */
int crib_view_earlier_ok(const crib_view *v);

/* The least value a go at `count` shows of every card its player still holds (crib_view's
 * min_value): more than 31 - count, and never past 10, the most a card is worth; under
 * CRIB_OPT_FAILURE a go comes at any count, after the cards that fitted died. */
static inline uint32_t crib_go_min_value(uint32_t count)
{
    return 32 - count > 10 ? 10 : 32 - count;
}

/* crib_deal_view() of a whole deal; *out always written. */
int32_t crib_deal_view_unchecked(const crib_deal *deal, uint32_t player, uint64_t discard,
                                 crib_view *out);

#endif
