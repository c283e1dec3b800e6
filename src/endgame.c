/* SPDX-License-Identifier: MIT */
/* The strong level near the end of a two-player game, where the points of a deal matter
 * less than who gets to the target first: the keep with the best chance to win, and what
 * the play's search maximises, from the chance table and its model's distributions (the
 * game's own: the six-card game's, or the five-card game's, where the expert alone plays
 * for the win). */
#include "endgame.h"

#include "bits.h"
#include "chance.h"
#include "variant.h"

#include <string.h>

int crib_endgame_within(const crib_view *v, uint32_t near121, uint32_t near61)
{
    uint32_t t = v->rules.target;
    if (!crib_endgame_covered(v))
        return 0;
    uint32_t lead = v->score[0] > v->score[1] ? v->score[0] : v->score[1];
    return lead + (t == 121 ? near121 : near61) >= t;
}

/* 1 when the table covers the view's six-card game and its end is near: the strong bots'
 * window (in the other games they play alike at every score, which their tables model). */
static int near_end(const crib_view *v)
{
    return v->rules.variant == CRIB_VARIANT_SIX_CARD &&
           crib_endgame_within(v, CHANCE_NEAR_121, CHANCE_NEAR_61);
}

/* The scores one deal reaches, from each side's score at its start: a side that gains
 * more than WINDOW - 1 points in one deal (next to never) is counted at WINDOW - 1. */
#define WINDOW 48

typedef struct deal_model {
    const chance_set *cs; /* the game's table and distributions */
    uint32_t t, d0, p0;   /* the target; the dealer's and the pone's scores at the start */
    int me_dealer;
    double crib_mean; /* the measured crib's mean */
    /* The dealer's chance to win before the crib's show, with the crib as measured and one
     * point better; then before the other side's hand: the dealer's hand (when I am the
     * pone; indexed by the dealer's and the pone's scores) or the pone's hand (when I
     * deal; indexed by my score after my hand and the pone's before theirs). */
    float crib[2][WINDOW][WINDOW];
    float hand[2][WINDOW][WINDOW];
    float pone_short[WINDOW]; /* the chance that the pone's hand leaves them short */
} deal_model;

static int at(uint32_t score, uint32_t start)
{
    uint32_t i = score - start;
    return i < WINDOW ? (int)i : WINDOW - 1;
}

/* The dealer's chance to win before the crib's show, the dealer at d and the pone at p,
 * with the crib as measured and s points better. */
static double crib_cell(const deal_model *m, uint32_t d, uint32_t p, int s)
{
    uint32_t t = m->t;
    double sum = 0;
    if (d < t && p < t)
        for (int c = 0; c < CHANCE_POINTS; c++) {
            uint32_t dd = d + (uint32_t)(c + s);
            sum += m->cs->crib[c] * (dd >= t ? 1 : 1 - crib_chance_set_wins(m->cs, p, dd));
        }
    return sum;
}

/* The chance that the pone's hand leaves them short of the target from p0 + i. */
static double pone_short(const deal_model *m, int i)
{
    double sum = 0;
    for (int u = 0; u < CHANCE_POINTS; u++)
        sum += m->p0 + (uint32_t)i + (uint32_t)u < m->t ? m->cs->pone[u] : 0;
    return sum;
}

/* The dealer's chance to win before the other side's hand (see deal_model), at window
 * cell (i, j); the crib table must be built. */
static double hand_cell(const deal_model *m, int i, int j, int s)
{
    uint32_t t = m->t, d = m->d0 + (uint32_t)i, p = m->p0 + (uint32_t)j;
    double sum = 0;
    for (int h = 0; h < CHANCE_POINTS && d < t && p < t; h++) {
        uint32_t ph = p + (uint32_t)h, dh = d + (uint32_t)h;
        if (m->me_dealer)
            sum += m->cs->pone[h] * (ph >= t ? 0 : m->crib[s][i][at(ph, m->p0)]);
        else
            sum += m->cs->dealer[h] * (dh >= t ? 1 : m->crib[s][at(dh, m->d0)][j]);
    }
    return sum;
}

static void model_build(deal_model *m)
{
    m->crib_mean = 0;
    for (int c = 0; c < CHANCE_POINTS; c++)
        m->crib_mean += c * m->cs->crib[c];
    for (int i = 0; i < WINDOW; i++) {
        for (int j = 0; j < WINDOW; j++)
            for (int s = 0; s < 2; s++)
                m->crib[s][i][j] = (float)crib_cell(m, m->d0 + (uint32_t)i, m->p0 + (uint32_t)j, s);
        m->pone_short[i] = (float)pone_short(m, i);
    }
    for (int i = 0; i < WINDOW; i++)
        for (int j = 0; j < WINDOW; j++)
            for (int s = 0; s < 2; s++)
                m->hand[s][i][j] = (float)hand_cell(m, i, j, s);
}

/* The dealer's chance to win after a play that took neither side out: the other side's
 * hand, then mine, then the crib. */
static double after_play(const deal_model *m, uint32_t d, uint32_t p, uint32_t mine, double shift)
{
    int i, j;
    if (m->me_dealer) {
        /* The pone's hand, then mine, then my crib. */
        if (d + mine >= m->t)
            return m->pone_short[at(p, m->p0)];
        i = at(d + mine, m->d0);
        j = at(p, m->p0);
    } else {
        if (p + mine >= m->t)
            return 0; /* my hand, the pone's, takes me out */
        i = at(d, m->d0);
        j = at(p + mine, m->p0);
    }
    return m->hand[0][i][j] + shift * (m->hand[1][i][j] - m->hand[0][i][j]);
}

/* The dealer's chance to win when my hand shows `mine` and heels is pegged or not, the
 * crib's mean moved by shift points, the dealer's play `dx` points better and the pone's
 * `px`. */
static double model_deal(const deal_model *m, uint32_t mine, int heels, double shift, uint32_t dx,
                         uint32_t px)
{
    uint32_t t = m->t, d0 = m->d0 + (heels ? 2u : 0u), p0 = m->p0;
    if (d0 >= t)
        return 1;
    double sum = 0;
    for (uint32_t k = 0; k < m->cs->n_plays; k++) {
        uint32_t x = m->cs->plays[k].dealer + dx, y = m->cs->plays[k].pone + px, d = d0 + x,
                 p = p0 + y;
        double v;
        if (d >= t && (p < t || chance_dealer_first(t, d0, x, p0, y)))
            v = 1;
        else if (p >= t)
            v = 0;
        else
            v = after_play(m, d, p, mine, shift);
        sum += m->cs->plays[k].p * v;
    }
    return sum;
}

int crib_endgame_covered(const crib_view *v)
{
    return crib_chance_set(v->rules.variant, v->rules.target) != NULL;
}

int crib_endgame_near(const crib_view *v)
{
    return near_end(v);
}

/* The dealer's chance to win with the keep, its hand scoring s points with the starter in
 * ways[s][jack] of the `total` starters (jack: heels), the crib's mean moved by shift and
 * the play by g points (peg: a point more for whoever g favours, weighed by |g|). */
static double keep_chance(const deal_model *m, uint32_t ways[][2], uint32_t total, double shift,
                          double g)
{
    int mine_up = g > 0;
    uint32_t dx = m->me_dealer == mine_up ? 1u : 0u, px = 1 - dx;
    double a = g < 0 ? -g : g, w = 0;
    for (uint32_t s = 0; s <= CRIB_SCORE_MAX; s++)
        for (int j = 0; j < 2; j++) {
            if (!ways[s][j])
                continue;
            double d = model_deal(m, s, j, shift, 0, 0);
            if (a > 0)
                d += a * (model_deal(m, s, j, shift, dx, px) - d);
            w += ways[s][j] * d;
        }
    return w / total;
}

void crib_endgame_chances(const crib_view *v, const crib_keep *keeps, size_t n, const double *peg,
                          double *win)
{
    deal_model m;
    memset(&m, 0, sizeof m);
    uint32_t me = v->player, them = 1 - me;
    m.cs = crib_chance_set(v->rules.variant, v->rules.target);
    m.t = v->rules.target;
    m.me_dealer = v->dealer == me;
    m.d0 = m.me_dealer ? v->score[me] : v->score[them];
    m.p0 = m.me_dealer ? v->score[them] : v->score[me];
    model_build(&m);
    for (size_t k = 0; k < n; k++) {
        uint8_t scores[52];
        uint32_t ways[CRIB_SCORE_MAX + 1][2];
        memset(ways, 0, sizeof ways);
        win[k] = -1;
        if (crib_mask_score_starters(keeps[k].keep, 0, scores) <= 0)
            continue; /* not reached: every keep holds 3 or 4 cards */
        uint32_t total = 0;
        for (int c = 0; c < CRIB_CARDS; c++)
            if (!(v->hand & CARD_BIT(c))) {
                ways[scores[c]][CARD_RANK(c) == CRIB_JACK]++;
                total++;
            }
        double w = keep_chance(&m, ways, total, keeps[k].crib.mean - m.crib_mean, peg ? peg[k] : 0);
        win[k] = m.me_dealer ? w : 1 - w;
    }
}

int crib_endgame_keep(const crib_view *v, const crib_keep *keeps, size_t n)
{
    if (!near_end(v) || crib_variants[v->rules.variant].players != 2)
        return 0;
    double win[CRIB_DISCARD_MAX_KEEPS];
    crib_endgame_chances(v, keeps, n, NULL, win);
    int best = 0;
    double best_win = -1;
    for (size_t k = 0; k < n; k++)
        if (win[k] >= 0 && win[k] > best_win + 1e-9) {
            best_win = win[k];
            best = (int)k;
        }
    return best;
}

void crib_endgame_goal(const crib_view *v, peg_goal *p)
{
    p->win = 0;
    if (near_end(v))
        crib_endgame_goal_win(v, p);
}

void crib_endgame_goal_win(const crib_view *v, peg_goal *p)
{
    uint32_t me = v->player, them = 1 - me;
    p->win = 1;
    p->set = crib_chance_set(v->rules.variant, v->rules.target);
    p->target = v->rules.target;
    p->score[0] = v->score[me];
    p->score[1] = v->score[them];
    p->dealer = v->dealer == me ? 0 : 1;
    p->my_show = (uint32_t)crib_mask_score(v->hand | v->played[me], (crib_card)v->starter, 0);
    p->starter_rank = (uint32_t)CARD_RANK(v->starter);
    p->shows = NULL;
}

/* The leaf with my hand showing my_show and the crib scoring c with chance crib[c]. */
static double leaf_with(const peg_goal *p, uint32_t my_show, const double *crib, int mine,
                        int theirs, int their_show)
{
    uint32_t t = p->target, m = p->score[0] + (uint32_t)mine, o = p->score[1] + (uint32_t)theirs;
    uint32_t ms = m + my_show, os = o + (uint32_t)their_show;
    double sum = 0;
    if (p->dealer == 1) {
        /* I am the pone: my hand first, then theirs, then their crib. */
        if (ms >= t)
            return 1;
        if (os >= t)
            return 0;
        for (int c = 0; c < CHANCE_POINTS; c++)
            sum += crib[c] *
                   (os + (uint32_t)c >= t ? 0 : crib_chance_set_wins(p->set, ms, os + (uint32_t)c));
        return sum;
    }
    if (os >= t)
        return 0;
    if (ms >= t)
        return 1;
    for (int c = 0; c < CHANCE_POINTS; c++)
        sum += crib[c] *
               (ms + (uint32_t)c >= t ? 1 : 1 - crib_chance_set_wins(p->set, os, ms + (uint32_t)c));
    return sum;
}

double crib_endgame_leaf(const peg_goal *p, int mine, int theirs, int their_show)
{
    const peg_shows *s = p->shows;
    if (!s)
        return leaf_with(p, p->my_show, p->set->crib, mine, theirs, their_show);
    double sum = 0;
    their_show += s->nobs_played;
    for (int i = 0; i < s->n; i++)
        sum += s->w[i] * leaf_with(p, s->my_show[i], s->crib[i], mine, theirs, their_show);
    return sum;
}

double crib_endgame_leaf_jack(const peg_goal *p, int mine, int theirs, int their_show)
{
    const peg_shows *s = p->shows;
    double sum = 0;
    if (!s || s->nobs_played)
        return 0;
    for (int i = 0; i < s->n; i++)
        if (s->nobs[i] > 0)
            sum += s->w[i] * s->nobs[i] *
                   (leaf_with(p, s->my_show[i], s->crib[i], mine, theirs, their_show + 1) -
                    leaf_with(p, s->my_show[i], s->crib[i], mine, theirs, their_show));
    return sum;
}
