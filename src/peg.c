/* SPDX-License-Identifier: MIT */
/* The play: what one card pegs against the cards played before it in the same count. */
#include "peg.h"

#include "bits.h"

#include <string.h>

/* The mask of the last k cards of a pile. */
static uint64_t tail_cards(const crib_card *pile, size_t n, size_t k)
{
    uint64_t m = 0;
    for (size_t i = n - k; i < n; i++)
        m |= CARD_BIT(pile[i]);
    return m;
}

void crib_peg_add(crib_peg *s, int kind, unsigned points, uint64_t cards)
{
    crib_item *it = &s->items[s->n_items++];
    it->cards = cards;
    it->kind = (uint8_t)kind;
    it->points = (uint8_t)points;
    it->size = (uint8_t)crib_popcount64(cards);
    s->total += points;
}

/* How many cards in a row at the end of the pile share the last card's rank. */
static size_t pair_length(const crib_card *pile, size_t n)
{
    size_t k = 1;
    while (k < n && CARD_RANK(pile[n - 1 - k]) == CARD_RANK(pile[n - 1]))
        k++;
    return k;
}

/* The length of the longest tail of the pile whose ranks are distinct and consecutive, if
 * it is 3 or more; else 0. A repeated rank breaks every longer tail, so the scan stops
 * there. */
static size_t run_length(const crib_card *pile, size_t n)
{
    unsigned ranks = 0;
    size_t best = 0;
    for (size_t k = 1; k <= n; k++) {
        unsigned rank = (unsigned)pile[n - k] >> 2;
        unsigned bit = 1u << rank;
        if (ranks & bit)
            break;
        ranks |= bit;
        unsigned lowest = ranks & (0u - ranks);
        if (k >= 3 && ranks / lowest == (1u << k) - 1)
            best = k;
    }
    return best;
}

static void score_pile(const crib_card *pile, size_t n, unsigned count, crib_peg *s)
{
    static const unsigned k_pair_points[5] = {0, 0, 2, 6, 12};
    uint64_t all = tail_cards(pile, n, n);
    s->count = count;
    if (count == 15) {
        s->fifteen = 2;
        crib_peg_add(s, CRIB_ITEM_FIFTEEN, 2, all);
    }
    size_t run = run_length(pile, n);
    if (run) {
        s->run = (uint32_t)run;
        crib_peg_add(s, CRIB_ITEM_RUN, (unsigned)run, tail_cards(pile, n, run));
    }
    size_t same = pair_length(pile, n);
    if (same > 1) {
        s->pairs = k_pair_points[same];
        crib_peg_add(s, CRIB_ITEM_PAIR, k_pair_points[same], tail_cards(pile, n, same));
    }
    if (count == 31) {
        s->thirty_one = 2;
        crib_peg_add(s, CRIB_ITEM_THIRTY_ONE, 2, all);
    }
}

uint32_t crib_peg_score_unchecked(const crib_card *pile, size_t n, crib_peg *out)
{
    unsigned count = 0;
    for (size_t i = 0; i < n; i++)
        count += (unsigned)crib_rank_value(CARD_RANK(pile[i]));
    memset(out, 0, sizeof *out);
    score_pile(pile, n, count, out);
    return out->total;
}

size_t crib_peg_size(void)
{
    return sizeof(crib_peg);
}

int32_t crib_peg_score(const crib_card *pile, size_t n, crib_peg *out)
{
    crib_peg local;
    crib_peg *s = &local;
    if (out)
        s = out;
    memset(s, 0, sizeof *s);
    if (!pile)
        return CRIB_ENULL;
    if (n == 0)
        return CRIB_ECOUNT;
    for (size_t i = 0; i < n; i++)
        if (pile[i] >= CRIB_CARDS)
            return CRIB_ECARD;
    uint64_t seen = 0;
    unsigned count = 0;
    for (size_t i = 0; i < n; i++) {
        if (seen & CARD_BIT(pile[i]))
            return CRIB_EDUP;
        seen |= CARD_BIT(pile[i]);
        count += (unsigned)crib_rank_value(CARD_RANK(pile[i]));
    }
    if (count > 31)
        return CRIB_EOVER31;
    score_pile(pile, n, count, s);
    return (int32_t)s->total;
}
