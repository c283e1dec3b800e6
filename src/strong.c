/* SPDX-License-Identifier: MIT */
/* The strong level with two players: the discard by the exact analysis (and near the end
 * by the chance to win), the play by search. */
#include "strong.h"

#include "bits.h"
#include "endgame.h"
#include "rng.h"
#include "search.h"
#include "variant.h"

#include <string.h>

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

/* The player of the last card of the pile, or CRIB_NONE. */
static uint32_t last_player(const crib_view *v, uint32_t players)
{
    if (!v->n_pile)
        return CRIB_NONE;
    uint64_t bit = CARD_BIT(v->pile[v->n_pile - 1]);
    for (uint32_t q = 0; q < players; q++)
        if (v->played[q] & bit)
            return q;
    return CRIB_NONE;
}

int32_t crib_strong_discard(const crib_view *v, crib_card *out)
{
    const crib_variant_shape *sh = &crib_variants[v->rules.variant];
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
    int best = crib_endgame_keep(v, keeps, (size_t)k);
    int32_t m = crib_mask_to_cards(keeps[best].discard, out, sh->discard);
    return m < 0 ? m : CRIB_OK;
}

void crib_strong_problem(const crib_view *v, peg_problem *p)
{
    const crib_variant_shape *sh = &crib_variants[v->rules.variant];
    uint32_t me = v->player, them = 1 - me;
    memset(p, 0, sizeof *p);
    for (uint64_t m = v->hand; m; m &= m - 1)
        p->mine[p->n_mine++] = (uint8_t)CARD_RANK(crib_ctz64(m));
    p->n_theirs = (uint8_t)v->held[them];
    for (uint32_t i = 0; i < v->n_pile; i++)
        p->pile[i] = (uint8_t)CARD_RANK(v->pile[i]);
    p->n_pile = (uint8_t)v->n_pile;
    for (uint32_t i = 0; i < v->n_pile; i++)
        if (v->played[them] & CARD_BIT(v->pile[i]))
            p->their_pile = (uint16_t)(p->their_pile | (1u << i));
    p->count = (uint8_t)v->count;
    p->went = (uint8_t)(((v->went >> me) & 1) | (((v->went >> them) & 1) << 1));
    uint32_t last = last_player(v, 2);
    p->last = (uint8_t)(last == CRIB_NONE ? NO_PLAYER : (last == me ? 0 : 1));
    p->five_card = v->rules.variant == CRIB_VARIANT_FIVE_CARD;
    p->min_value = (uint8_t)v->min_value[them];
    p->kept = (uint8_t)(sh->dealt - sh->discard);
    uint64_t seen = v->hand | v->discard | CARD_BIT(v->starter) | v->played[0] | v->played[1];
    for (int r = 0; r < 13; r++)
        p->unseen[r] = (uint8_t)(4 - crib_popcount64(seen & (UINT64_C(0xF) << (4 * r))));
    for (uint64_t m = v->played[them]; m; m &= m - 1)
        p->their_played[p->n_their_played++] = (uint8_t)CARD_RANK(crib_ctz64(m));
}

int32_t crib_strong_play(const crib_view *v, uint64_t seed, crib_card *card)
{
    peg_problem p;
    crib_strong_problem(v, &p);
    crib_endgame_goal(v, &p.goal);
    double values[13];
    int rank = crib_peg_search(&p, decision_seed(v, seed), values);
    if (rank < 0)
        return 0;
    uint64_t of_rank = v->hand & (UINT64_C(0xF) << (4 * rank));
    *card = (crib_card)crib_ctz64(of_rank);
    return 1;
}
