/* SPDX-License-Identifier: MIT */
/* The expert level: the discard by the keep's expected hand, crib (the optimal crib model
 * with six cards) and pegging, near the end by the chance to win (the five-card game: from
 * its first deal); the play by the strong level's search, the opponent's hands weighed by
 * how likely they were kept and played so far in the count (by the strong bot, or by the
 * easy rule with the game's prior chance; with two into the crib from five cards, one laid
 * away). The seed is not used: a view alone
 * decides, so that crib_advise() gives the bot's choice first. */
#include "expert.h"

#include "bits.h"
#include "endgame.h"
#include "expert_multi.h"
#include "peg_estimate.h"
#include "play.h"
#include "rng.h"
#include "search.h"
#include "strong.h"
#include "variant.h"
#include "view_chance.h"

#include <string.h>

/* The weight of the pegging estimate in a keep's value where no other is set, whole (the
 * six-card, five-card and two-into-the-crib games' are EXPERT_PEG_WEIGHT_SIX, _FIVE and
 * _TWO, expert.h). */
#define EXPERT_PEG_WEIGHT_OTHERS 1.0

/* The expert plays and keeps for the win once the leader is this close to the target (the
 * six-card game and with two into the crib). */
#define EXPERT_NEAR_121 50u
#define EXPERT_NEAR_61 32u

/* The five-card game to 61 is played for the win from its first deal: its table is the
 * strong bot's game at every score (playing by points until the leader had 31 won 0.1
 * points of games fewer in 20,000). */
static int expert_near(const crib_view *v)
{
    if (v->rules.variant == CRIB_VARIANT_FIVE_CARD)
        return crib_endgame_covered(v);
    return crib_endgame_within(v, EXPERT_NEAR_121, EXPERT_NEAR_61);
}

/* The weight of the pegging estimate in the view's keeps. */
static double peg_weight(const crib_view *v)
{
    switch (v->rules.variant) {
    case CRIB_VARIANT_SIX_CARD: return EXPERT_PEG_WEIGHT_SIX;
    case CRIB_VARIANT_FIVE_CARD: return EXPERT_PEG_WEIGHT_FIVE;
    case CRIB_VARIANT_TWO_TO_CRIB: return EXPERT_PEG_WEIGHT_TWO;
    default: return EXPERT_PEG_WEIGHT_OTHERS;
    }
}

uint64_t crib_expert_seed(const crib_view *v)
{
    uint64_t st = v->hand ^ (v->discard * 3) ^ UINT64_C(0x6578706572742121);
    for (uint32_t q = 0; q < CRIB_PLAY_MAX_PLAYERS; q++)
        st ^= v->played[q] * (2 * q + 5);
    st ^= (uint64_t)v->count << 56;
    return crib_splitmix_next(&st);
}

/* 1 when a goes before b: the higher key first, then the lower kept mask. */
static int before(const expert_keep *a, const expert_keep *b, int by_win)
{
    double ka = by_win ? a->win : a->value, kb = by_win ? b->win : b->value;
    return ka != kb ? ka > kb : a->k.keep < b->k.keep;
}

static void sort_keeps(expert_keep *e, int n, int by_win)
{
    for (int i = 1; i < n; i++) {
        expert_keep k = e[i];
        int j = i;
        for (; j > 0 && before(&k, &e[j - 1], by_win); j--)
            e[j] = e[j - 1];
        e[j] = k;
    }
}

/* What a two-player keep pegs, less what the opponent pegs back, by the estimate's table. */
static double keep_peg(uint64_t keep, int dealer, double weight)
{
    uint8_t ranks[4];
    int m = 0;
    for (uint64_t b = keep; b && m < 4; b &= b - 1)
        ranks[m++] = (uint8_t)CARD_RANK(crib_ctz64(b));
    return weight * crib_peg_estimate(ranks, m, dealer);
}

/* Each keep's chance to win, where the table covers the game. */
static void keep_chances(const crib_view *v, expert_keep *out, int32_t k)
{
    crib_keep sorted[CRIB_DISCARD_MAX_KEEPS];
    double win[CRIB_DISCARD_MAX_KEEPS], peg[CRIB_DISCARD_MAX_KEEPS];
    /* The chance table's play is that of a usual keep: the pegging a keep brings beyond
     * the mean of the keeps the expert makes in its role moves it. */
    int five = v->rules.variant == CRIB_VARIANT_FIVE_CARD, dealer = v->dealer == v->player;
    double mean = five ? (dealer ? EXPERT_PEG_MEAN_FIVE_DEALER : EXPERT_PEG_MEAN_FIVE_PONE)
                       : (dealer ? EXPERT_PEG_MEAN_DEALER : EXPERT_PEG_MEAN_PONE);
    for (int32_t i = 0; i < k; i++) {
        sorted[i] = out[i].k;
        peg[i] = out[i].peg - peg_weight(v) * mean;
    }
    crib_endgame_chances(v, sorted, (size_t)k, peg, win);
    /* The model's crib shift is linear, so a hopeless keep may come out a hair
     * below 0 (or a sure one above 1). */
    for (int32_t i = 0; i < k; i++)
        out[i].win = win[i] < 0 ? 0 : win[i] > 1 ? 1 : win[i];
}

int32_t crib_expert_keeps(const crib_view *v, int want_win, expert_keep *out)
{
    const crib_variant_shape *sh = &crib_variants[v->rules.variant];
    if (sh->players > 2)
        return crib_expert_multi_keeps(v, out);
    crib_card dealt[6];
    int32_t n = crib_mask_to_cards(v->hand, dealt, 6);
    if (n < 0)
        return n;
    int dealer = crib_side_of(sh->players, v->player) == crib_side_of(sh->players, v->dealer);
    uint32_t flags = dealer ? CRIB_DISCARD_DEALER : 0;
    if (v->rules.variant == CRIB_VARIANT_FIVE_CARD)
        flags |= CRIB_DISCARD_FIVE_CARD;
    if (n == 6)
        flags |= CRIB_DISCARD_MODEL_OPTIMAL;
    double weight = peg_weight(v);
    crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
    int32_t k = crib_discard_analyze(dealt, (size_t)n, flags, keeps, CRIB_DISCARD_MAX_KEEPS);
    if (k < 0)
        return k;
    for (int32_t i = 0; i < k; i++) {
        expert_keep *e = &out[i];
        e->k = keeps[i];
        e->peg = sh->players == 2 ? keep_peg(keeps[i].keep, dealer, weight) : 0;
        e->value = keeps[i].value + e->peg;
        e->win = -1;
    }
    int near = sh->players == 2 && expert_near(v);
    if (sh->players == 2 && crib_endgame_covered(v) && (near || want_win))
        keep_chances(v, out, k);
    sort_keeps(out, k, near);
    return k;
}

int32_t crib_expert_discard(const crib_view *v, crib_card *out)
{
    expert_keep keeps[CRIB_DISCARD_MAX_KEEPS];
    int32_t k = crib_expert_keeps(v, 0, keeps);
    if (k < 1)
        return k < 0 ? k : CRIB_ECOUNT;
    int32_t m =
        crib_mask_to_cards(keeps[0].k.discard, out, crib_variants[v->rules.variant].discard);
    return m < 0 ? m : CRIB_OK;
}

void crib_expert_problem(const crib_view *v, peg_problem *p)
{
    crib_strong_problem(v, p);
    p->expert = 1;
    p->their_dealer = v->dealer != v->player;
    int five = v->rules.variant == CRIB_VARIANT_FIVE_CARD;
    int two = v->rules.variant == CRIB_VARIANT_TWO_TO_CRIB;
    p->infer = v->rules.variant == CRIB_VARIANT_SIX_CARD || five || two;
    p->lay_one = (uint8_t)two;
    p->easy_prior = five || two ? EXPERT_EASY_PRIOR_FIVE : EXPERT_EASY_PRIOR;
    /* The earlier counts' plays, when the view knows their order (view.c checked it). */
    for (uint32_t i = 0; p->infer && i < v->n_earlier; i++) {
        crib_card c = v->earlier[i];
        if (v->played[1 - v->player] & CARD_BIT(c))
            p->their_before = (uint16_t)(p->their_before | (1u << i));
        p->before[p->n_before++] = (uint8_t)CARD_RANK(c);
    }
    /* My discard: the opponent's model of the next card counts it among theirs. */
    for (uint64_t m = p->infer ? v->discard : 0; m; m &= m - 1)
        p->hidden[CARD_RANK(crib_ctz64(m))]++;
}

int crib_expert_play_ranks(const crib_view *v, int want_win, double points[13], double win[13],
                           int *rank)
{
    peg_problem p;
    crib_expert_problem(v, &p);
    uint64_t seed = crib_expert_seed(v);
    int near = expert_near(v);
    for (int r = 0; r < 13; r++)
        win[r] = -1;
    *rank = -1;
    if (!near || want_win)
        *rank = crib_peg_search_all(&p, seed, points);
    else
        for (int r = 0; r < 13; r++)
            points[r] = -1e300;
    if (crib_endgame_covered(v) && (near || want_win)) {
        /* The six-card game's search weighs the view's shows (crib_view_win_chance()'s);
         * the five-card game's, measured so, the table's crib and the model opponent. */
        peg_shows shows;
        if (v->rules.variant == CRIB_VARIANT_SIX_CARD)
            crib_view_goal(v, &p, &shows);
        else
            crib_endgame_goal_win(v, &p.goal);
        int by_win = crib_peg_search_all(&p, seed, win);
        if (near)
            *rank = by_win;
    }
    return near;
}

int32_t crib_expert_play(const crib_view *v, crib_card *card)
{
    int rank = -1;
    /* One rank that fits: nothing to search (crib_advise() still values it). */
    uint64_t legal = crib_playable(v->hand, v->count);
    if (!legal)
        return 0;
    for (uint64_t m = legal; m; m &= m - 1)
        if (CARD_RANK(crib_ctz64(m)) != CARD_RANK(crib_ctz64(legal)))
            rank = -2;
    if (rank == -2) {
        double points[13], win[13];
        (void)crib_expert_play_ranks(v, 0, points, win, &rank);
    } else {
        rank = CARD_RANK(crib_ctz64(legal));
    }
    if (rank < 0)
        return 0;
    *card = (crib_card)crib_ctz64(v->hand & (UINT64_C(0xF) << (4 * rank)));
    return 1;
}
