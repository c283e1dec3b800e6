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

/* crib_deal_view() of a whole deal; *out always written. */
int32_t crib_deal_view_unchecked(const crib_deal *deal, uint32_t player, uint64_t discard,
                                 crib_view *out);

#endif
