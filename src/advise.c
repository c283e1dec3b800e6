/* SPDX-License-Identifier: MIT */
/* crib_advise(): the expert level's evaluation of every choice of a view, its choice
 * first. */
#include "bot.h"

#include "bits.h"
#include "expert.h"
#include "expert_multi.h"
#include "play.h"
#include "variant.h"
#include "view.h"

#include <string.h>

size_t crib_advice_entry_size(void)
{
    return sizeof(crib_advice_entry);
}

size_t crib_advice_size(void)
{
    return sizeof(crib_advice);
}

static void set_cards(crib_advice_entry *e, uint64_t cards)
{
    e->cards = cards;
    for (uint64_t m = cards; m && e->n_cards < 2; m &= m - 1)
        e->card[e->n_cards++] = (crib_card)crib_ctz64(m);
}

static void advise_discard(const crib_view *v, crib_advice *out)
{
    expert_keep keeps[CRIB_DISCARD_MAX_KEEPS];
    int32_t k = crib_expert_keeps(v, 1, keeps);
    uint32_t players = crib_variants[v->rules.variant].players;
    int dealer = crib_side_of(players, v->player) == crib_side_of(players, v->dealer);
    for (int32_t i = 0; i < k; i++) {
        crib_advice_entry *e = &out->entry[i];
        set_cards(e, keeps[i].k.discard);
        e->hand = keeps[i].k.hand.mean;
        e->crib = dealer ? keeps[i].k.crib.mean : -keeps[i].k.crib.mean;
        e->peg = keeps[i].peg;
        e->points = keeps[i].value;
        e->win = keeps[i].win;
    }
    out->n = (uint32_t)(k > 0 ? k : 0);
}

/* 1 when entry a goes before b: the higher key, then the lower card. */
static int entry_before(const crib_advice_entry *a, const crib_advice_entry *b, int by_win)
{
    double ka = by_win ? a->win : a->points, kb = by_win ? b->win : b->points;
    return ka != kb ? ka > kb : a->cards < b->cards;
}

/* Orders entries 1 .. n-1 (entry 0 is the bot's choice). */
static void sort_rest(crib_advice *out, int by_win)
{
    for (uint32_t i = 2; i < out->n; i++) {
        crib_advice_entry e = out->entry[i];
        uint32_t j = i;
        for (; j > 1 && entry_before(&e, &out->entry[j - 1], by_win); j--)
            out->entry[j] = out->entry[j - 1];
        out->entry[j] = e;
    }
}

static void advise_play(const crib_view *v, crib_advice *out)
{
    uint64_t legal = crib_playable(v->hand, v->count);
    if (!legal) {
        out->n = 1;
        out->entry[0].win = -1;
        return; /* a go: no card, nothing to weigh */
    }
    double points[13] = {0}, win[13] = {0}, score[CRIB_CARDS] = {0};
    int rank = -1, by_win = 0;
    crib_card choice = 0;
    int two = crib_variants[v->rules.variant].players == 2;
    if (two) {
        by_win = crib_expert_play_ranks(v, 1, points, win, &rank);
        choice = (crib_card)crib_ctz64(v->hand & (UINT64_C(0xF) << (4 * rank)));
    } else {
        crib_expert_multi_values(v, score, &choice);
    }
    /* The bot's choice first, then the other legal cards. */
    out->n = 0;
    for (uint64_t m = legal & ~CARD_BIT(choice), c = choice;; m &= m - 1) {
        crib_advice_entry *e = &out->entry[out->n++];
        set_cards(e, CARD_BIT(c));
        e->points = two ? points[CARD_RANK(c)] : score[c];
        e->win = two && win[CARD_RANK(c)] > -1e300 ? win[CARD_RANK(c)] : -1;
        e->win = e->win > 1 ? 1 : e->win < 0 && e->win != -1 ? 0 : e->win;
        if (!m)
            break;
        c = (uint64_t)crib_ctz64(m);
    }
    sort_rest(out, by_win);
}

int32_t crib_advise(const crib_view *view, crib_advice *out)
{
    if (out)
        memset(out, 0, sizeof *out);
    if (!view || !out)
        return CRIB_ENULL;
    if (!crib_view_valid(view) ||
        (view->stage != CRIB_STAGE_DISCARD && view->stage != CRIB_STAGE_PLAY))
        return CRIB_ERANGE;
    if (view->stage == CRIB_STAGE_DISCARD ? crib_bot_dealt_wrong(view) : crib_bot_kept_wrong(view))
        return CRIB_ECOUNT;
    out->kind = view->stage;
    if (view->stage == CRIB_STAGE_DISCARD)
        advise_discard(view, out);
    else
        advise_play(view, out);
    return CRIB_OK;
}
