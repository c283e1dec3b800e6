/* SPDX-License-Identifier: MIT */
/* The bots by level on a view: each public call checks the view once and hands it to the
 * level's rule. */
#include "bot.h"

#include "bits.h"
#include "easy.h"
#include "expert.h"
#include "expert_multi.h"
#include "multi.h"
#include "play.h"
#include "strong.h"
#include "variant.h"
#include "view.h"

#include <string.h>

/* A hand dealt a wrong number of cards, which only the easy rule takes. */
int crib_bot_dealt_wrong(const crib_view *v)
{
    return crib_popcount64(v->hand) != crib_variants[v->rules.variant].dealt;
}

/* A play in which a hand has a wrong number of cards, which only the easy rule takes. */
int crib_bot_kept_wrong(const crib_view *v)
{
    const crib_variant_shape *sh = &crib_variants[v->rules.variant];
    for (uint32_t q = 0; q < sh->players; q++)
        if ((uint32_t)crib_popcount64(v->played[q]) + v->held[q] !=
            (uint32_t)(sh->dealt - sh->discard))
            return 1;
    return 0;
}

int32_t crib_bot_choose_discard_unchecked(const crib_view *view, uint32_t level, uint64_t seed,
                                          crib_card out[2])
{
    uint32_t d = crib_variants[view->rules.variant].discard;
    crib_card away[2] = {0, 0};
    (void)seed; /* no discard samples: the same view gets the same discard */
    if (level == CRIB_BOT_EASY || crib_bot_dealt_wrong(view)) {
        crib_easy_discard(view, away);
    } else if (level == CRIB_BOT_EXPERT) {
        int32_t rc = crib_expert_discard(view, away);
        if (rc < 0)
            return rc;
    } else {
        int32_t rc = crib_strong_discard(view, away);
        if (rc < 0)
            return rc;
    }
    /* In increasing id order, whatever order the bot found them in. */
    if (d == 2 && away[0] > away[1]) {
        crib_card t = away[0];
        away[0] = away[1];
        away[1] = t;
    }
    memcpy(out, away, d);
    return (int32_t)d;
}

int32_t crib_bot_choose_discard(const crib_view *view, uint32_t level, uint64_t seed,
                                crib_card *out, size_t cap)
{
    if (out && cap)
        memset(out, 0, cap);
    if (!view || !out)
        return CRIB_ENULL;
    if (level >= CRIB_BOT_LEVELS || !crib_view_valid(view) || view->stage != CRIB_STAGE_DISCARD)
        return CRIB_ERANGE;
    if (cap < crib_variants[view->rules.variant].discard)
        return CRIB_ESPACE;
    crib_card away[2];
    int32_t n = crib_bot_choose_discard_unchecked(view, level, seed, away);
    if (n > 0)
        memcpy(out, away, (size_t)n);
    return n;
}

int32_t crib_bot_choose_play_unchecked(const crib_view *view, uint32_t level, uint64_t seed,
                                       crib_card *card)
{
    if (!crib_playable(view->hand, view->count))
        return 0;
    if (level == CRIB_BOT_EASY || crib_bot_kept_wrong(view))
        return crib_easy_play(view, card);
    if (crib_variants[view->rules.variant].players != 2)
        return level == CRIB_BOT_EXPERT ? crib_expert_multi_play(view, card)
                                        : crib_multi_play(view, card);
    if (level == CRIB_BOT_EXPERT)
        return crib_expert_play(view, card);
    return crib_strong_play(view, seed, card);
}

int32_t crib_bot_choose_play(const crib_view *view, uint32_t level, uint64_t seed, crib_card *card)
{
    if (card)
        *card = 0;
    if (!view || !card)
        return CRIB_ENULL;
    if (level >= CRIB_BOT_LEVELS || !crib_view_valid(view) || view->stage != CRIB_STAGE_PLAY)
        return CRIB_ERANGE;
    crib_card c = 0;
    int32_t rc = crib_bot_choose_play_unchecked(view, level, seed, &c);
    if (rc == 1)
        *card = c;
    return rc;
}
