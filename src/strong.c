/* SPDX-License-Identifier: MIT */
/* The bots by level: the easy bot on a view, and the strong bot's discard and play. */
#include "search.h"

#include <string.h>

#define NONE CRIB_NONE

static const crib_variant_shape *shape_of(const crib_view *v)
{
    return &crib_variants[v->rules.variant];
}

/* A seed for one decision: the caller's seed mixed with what the player sees, so that a
 * decision depends on nothing else. */
static uint64_t decision_seed(const crib_view *v, uint64_t seed)
{
    uint64_t st = seed ^ v->hand ^ (v->discard * 3);
    for (uint32_t q = 0; q < CRIB_PLAY_MAX_PLAYERS; q++)
        st ^= v->played[q] * (2 * q + 5);
    st ^= (uint64_t)v->count << 56;
    return crib_splitmix_next(&st);
}

/* ---- The discard ------------------------------------------------------------------------ */

static int easy_discard(const crib_view *v, crib_card *out)
{
    crib_card dealt[6];
    int32_t n = crib_mask_to_cards(v->hand, dealt, 6);
    return crib_bot_discard(dealt, (size_t)n, shape_of(v)->discard, v->player == v->dealer,
                            out);
}

static int32_t strong_discard(const crib_view *v, crib_card *out)
{
    const crib_variant_shape *sh = shape_of(v);
    crib_card dealt[6];
    int32_t n = crib_mask_to_cards(v->hand, dealt, 6);
    uint32_t flags = 0;
    if (crib_side_of(sh->players, v->player) == crib_side_of(sh->players, v->dealer))
        flags |= CRIB_DISCARD_DEALER;
    if (v->rules.variant == CRIB_VARIANT_FIVE_CARD)
        flags |= CRIB_DISCARD_FIVE_CARD;
    crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
    int32_t k = crib_discard_analyze(dealt, (size_t)n, flags, keeps, CRIB_DISCARD_MAX_KEEPS);
    if (k < 0)
        return k;
    int best = crib_chance_keep(v, keeps, (size_t)k);
    int32_t m = crib_mask_to_cards(keeps[best].discard, out, sh->discard);
    return m < 0 ? m : CRIB_OK;
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
    uint32_t d = shape_of(view)->discard;
    if (cap < d)
        return CRIB_ESPACE;
    (void)seed;
    crib_card away[2];
    int32_t rc = level == CRIB_BOT_EASY ? easy_discard(view, away) : strong_discard(view, away);
    if (rc < 0)
        return rc;
    /* In increasing id order, whatever order the bot found them in. */
    if (d == 2 && away[0] > away[1]) {
        crib_card t = away[0];
        away[0] = away[1];
        away[1] = t;
    }
    memcpy(out, away, d);
    return (int32_t)d;
}

/* ---- The play --------------------------------------------------------------------------- */

/* The player of the last card of the pile, or NONE. */
static uint32_t last_player(const crib_view *v, uint32_t players)
{
    if (!v->n_pile)
        return NONE;
    uint64_t bit = CARD_BIT(v->pile[v->n_pile - 1]);
    for (uint32_t q = 0; q < players; q++)
        if (v->played[q] & bit)
            return q;
    return NONE;
}

/* The easy bot's rule on a view: the legal card that pegs most now, lowest id on a tie. */
static int32_t easy_play(const crib_view *v, crib_card *card)
{
    crib_card pile[CRIB_PLAY_MAX_PILE + 1];
    memcpy(pile, v->pile, v->n_pile);
    int32_t best = -1;
    for (uint64_t m = crib_playable(v->hand, v->count); m; m &= m - 1) {
        crib_card c = (crib_card)crib_ctz64(m);
        pile[v->n_pile] = c;
        int32_t pts = crib_peg_score(pile, v->n_pile + 1, NULL);
        if (pts > best) {
            best = pts;
            *card = c;
        }
    }
    return best >= 0;
}

/* Three or four players: what the card pegs, less the most the next player could peg
 * with a card of a rank not yet seen, weighted by how many of that rank are unseen. */
static int32_t many_play(const crib_view *v, crib_card *card)
{
    uint64_t seen = v->hand | v->discard | CARD_BIT(v->starter);
    for (uint32_t q = 0; q < CRIB_PLAY_MAX_PLAYERS; q++)
        seen |= v->played[q];
    int unseen[13] = {0}, total = 0;
    for (int c = 0; c < CRIB_CARDS; c++)
        if (!(seen & CARD_BIT(c))) {
            unseen[CARD_RANK(c)]++;
            total++;
        }
    double best = -1e9;
    for (uint64_t m = crib_playable(v->hand, v->count); m; m &= m - 1) {
        crib_card c = (crib_card)crib_ctz64(m), pile[CRIB_PLAY_MAX_PILE + 1];
        memcpy(pile, v->pile, v->n_pile);
        pile[v->n_pile] = c;
        int32_t pts = crib_peg_score(pile, v->n_pile + 1, NULL);
        uint32_t count = v->count + (uint32_t)crib_rank_value(CARD_RANK(c));
        /* After 31 the next player leads a new count. */
        size_t np = count == 31 ? 0 : v->n_pile + 1;
        count = count == 31 ? 0 : count;
        double back = 0;
        for (int r = 0; r < 13 && total; r++) {
            if (!unseen[r] || count + (uint32_t)crib_rank_value(r) > 31)
                continue;
            int s = 0;
            while (seen & CARD_BIT(r * 4 + s))
                s++;
            crib_card after[CRIB_PLAY_MAX_PILE + 1];
            memcpy(after, pile, np);
            after[np] = (crib_card)(r * 4 + s);
            back += (double)unseen[r] / total * crib_peg_score(after, np + 1, NULL);
        }
        double score = pts - back;
        if (score > best + 1e-9) {
            best = score;
            *card = c;
        }
    }
    return best > -1e9;
}

static int32_t strong_play(const crib_view *v, uint64_t seed, crib_card *card)
{
    const crib_variant_shape *sh = shape_of(v);
    if (sh->players != 2)
        return many_play(v, card);
    uint32_t me = v->player, them = 1 - me;
    peg_problem p;
    memset(&p, 0, sizeof p);
    for (uint64_t m = v->hand; m; m &= m - 1)
        p.mine[p.n_mine++] = (uint8_t)CARD_RANK(crib_ctz64(m));
    p.n_theirs = (uint8_t)v->held[them];
    for (uint32_t i = 0; i < v->n_pile; i++)
        p.pile[i] = (uint8_t)CARD_RANK(v->pile[i]);
    p.n_pile = (uint8_t)v->n_pile;
    for (uint32_t i = 0; i < v->n_pile; i++)
        if (v->played[them] & CARD_BIT(v->pile[i]))
            p.their_pile = (uint16_t)(p.their_pile | (1u << i));
    p.count = (uint8_t)v->count;
    p.went = (uint8_t)(((v->went >> me) & 1) | (((v->went >> them) & 1) << 1));
    uint32_t last = last_player(v, 2);
    p.last = (uint8_t)(last == NONE ? NO_PLAYER : (last == me ? 0 : 1));
    p.five_card = v->rules.variant == CRIB_VARIANT_FIVE_CARD;
    p.min_value = (uint8_t)v->min_value[them];
    p.kept = (uint8_t)(sh->dealt - sh->discard);
    uint64_t seen = v->hand | v->discard | CARD_BIT(v->starter) | v->played[0] | v->played[1];
    for (int r = 0; r < 13; r++)
        p.unseen[r] = (uint8_t)(4 - crib_popcount64(seen & (UINT64_C(0xF) << (4 * r))));
    for (uint64_t m = v->played[them]; m; m &= m - 1)
        p.their_played[p.n_their_played++] = (uint8_t)CARD_RANK(crib_ctz64(m));
    crib_chance_play(v, &p);
    double values[13];
    int rank = crib_peg_search(&p, decision_seed(v, seed), values);
    if (rank < 0)
        return 0;
    uint64_t of_rank = v->hand & (UINT64_C(0xF) << (4 * rank));
    *card = (crib_card)crib_ctz64(of_rank);
    return 1;
}

int32_t crib_bot_choose_play(const crib_view *view, uint32_t level, uint64_t seed,
                             crib_card *card)
{
    if (card)
        *card = 0;
    if (!view || !card)
        return CRIB_ENULL;
    if (level >= CRIB_BOT_LEVELS || !crib_view_valid(view) || view->stage != CRIB_STAGE_PLAY)
        return CRIB_ERANGE;
    if (!crib_playable(view->hand, view->count))
        return 0;
    return level == CRIB_BOT_EASY ? easy_play(view, card) : strong_play(view, seed, card);
}
