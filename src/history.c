/* SPDX-License-Identifier: MIT */
/* What the deal forgets and a view needs (crib_history): the hands as dealt, each discard, and
 * the least card value every go of the play has shown. */
#include "history.h"

#include "bits.h"
#include "deal.h"
#include "view.h"

#include <string.h>

size_t crib_history_size(void)
{
    return sizeof(crib_history);
}

/* Zeroed, or as crib_history_update() leaves it. */
static int history_valid(const crib_history *h)
{
    if (!CRIB_ZERO_ARRAY(h->reserved) || !CRIB_ZERO_ARRAY(h->reserved_cards) ||
        h->stage > CRIB_STAGE_OVER || h->count > 31 || h->n_pile > CRIB_PLAY_MAX_PILE ||
        (h->turn >= CRIB_PLAY_MAX_PLAYERS && h->turn != CRIB_NONE) ||
        h->n_order > CRIB_VIEW_MAX_EARLIER)
        return 0;
    for (uint32_t i = 0; i < CRIB_VIEW_MAX_EARLIER; i++)
        if (h->order[i] >= (i < h->n_order ? CRIB_CARDS : 1))
            return 0;
    for (uint32_t q = 0; q < CRIB_PLAY_MAX_PLAYERS; q++)
        if (h->min_value[q] > 10 || ((h->dealt[q] | h->discard[q] | h->held[q]) & ~CRIB_DECK_MASK))
            return 0;
    return 1;
}

static void raise_min(crib_history *h, uint32_t q, uint32_t count)
{
    uint32_t least = crib_go_min_value(count);
    /* cppcheck-suppress knownConditionTrueFalse ; cppcheck loses min_value's earlier
     * values (1 at the deal's start, test_record checks a go raising it) */
    if (least > h->min_value[q])
        h->min_value[q] = (uint8_t)least;
}

/* The play since the last update: who said go, and who drew cards (a short hand rectified:
 * what his gos showed no longer holds). */
static void follow_play(crib_history *h, const crib_deal *d)
{
    const crib_play *pl = &d->play;
    uint32_t n = d->game.players;
    /* The card played since the last update, when there is exactly one. */
    uint64_t gone = 0;
    for (uint32_t q = 0; h->stage == CRIB_STAGE_PLAY && q < n; q++)
        gone |= h->held[q] & ~pl->hand[q] & ~pl->dead;
    if (crib_popcount64(gone) == 1 && h->n_order < CRIB_VIEW_MAX_EARLIER)
        h->order[h->n_order++] = (crib_card)crib_ctz64(gone);
    if (h->stage == CRIB_STAGE_PLAY && h->turn < n) {
        uint32_t t = h->turn;
        /* A go that ended the count (or the play) leaves no mark in the play's state: the
         * player to act kept his cards and the pile was cleared. */
        int ended = pl->n_pile < h->n_pile || pl->turn == CRIB_NONE;
        if (ended && h->n_pile > 0 && h->held[t] && pl->hand[t] == h->held[t])
            raise_min(h, t, h->count);
    }
    for (uint32_t q = 0; q < n; q++) {
        if (h->stage == CRIB_STAGE_PLAY && (pl->hand[q] & ~h->held[q]))
            h->min_value[q] = 1;
        if (!h->min_value[q])
            h->min_value[q] = 1;
        if ((pl->went >> q) & 1u)
            raise_min(h, q, pl->count);
        h->held[q] = pl->hand[q];
    }
    h->count = pl->count;
    h->turn = pl->turn;
    h->n_pile = pl->n_pile;
}

int32_t crib_history_update(crib_history *h, const crib_deal *deal)
{
    if (!h || !deal)
        return CRIB_ENULL;
    if (!crib_deal_valid(deal) || !history_valid(h))
        return CRIB_ERANGE;
    crib_history_update_unchecked(h, deal);
    return CRIB_OK;
}

void crib_history_update_unchecked(crib_history *h, const crib_deal *deal)
{
    /* A new deal, or the same dealt again after a misdeal: start afresh. */
    if (h->deal != deal->deals || deal->stage == CRIB_STAGE_DEAL ||
        (deal->stage == CRIB_STAGE_DISCARD && !deal->discarded)) {
        memset(h, 0, sizeof *h);
        h->deal = deal->deals;
    }
    for (uint32_t p = 0; p < deal->game.players; p++) {
        if (!((deal->discarded >> p) & 1u)) {
            h->dealt[p] = deal->hand[p];
            h->discard[p] = 0;
        } else if (!h->discard[p]) {
            h->discard[p] = h->dealt[p] & deal->crib;
        }
    }
    if (deal->starter != CRIB_NONE && !crib_zero_bytes(&deal->play, sizeof deal->play))
        follow_play(h, deal);
    h->stage = deal->stage;
}

/* The earlier counts' order, when the history saw every card played and the pile ends it. */
static void add_earlier(const crib_history *h, crib_view *v)
{
    uint64_t played = 0;
    for (uint32_t q = 0; q < CRIB_PLAY_MAX_PLAYERS; q++)
        played |= v->played[q];
    uint32_t n = (uint32_t)crib_popcount64(played);
    if (h->n_order != n || n <= v->n_pile)
        return;
    uint32_t e = n - v->n_pile;
    for (uint32_t i = 0; i < v->n_pile; i++)
        if (h->order[e + i] != v->pile[i])
            return;
    v->n_earlier = e;
    memcpy(v->earlier, h->order, e);
    if (!crib_view_earlier_ok(v)) {
        v->n_earlier = 0;
        memset(v->earlier, 0, sizeof v->earlier);
    }
}

int32_t crib_deal_view_history(const crib_deal *deal, const crib_history *h, uint32_t player,
                               crib_view *out)
{
    if (out)
        memset(out, 0, sizeof *out);
    if (!deal || !h || !out)
        return CRIB_ENULL;
    if (!crib_deal_valid(deal) || !history_valid(h) || h->deal != deal->deals)
        return CRIB_ERANGE;
    int play = deal->stage == CRIB_STAGE_PLAY;
    uint64_t discard = play && player < CRIB_PLAY_MAX_PLAYERS ? h->discard[player] : 0;
    crib_view v;
    int32_t rc = crib_deal_view_unchecked(deal, player, discard, &v);
    if (rc != CRIB_OK)
        return rc;
    for (uint32_t q = 0; play && q < deal->game.players; q++)
        if (v.min_value[q] < h->min_value[q])
            v.min_value[q] = h->min_value[q];
    if (play)
        add_earlier(h, &v);
    *out = v;
    return CRIB_OK;
}
