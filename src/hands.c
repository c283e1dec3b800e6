/* SPDX-License-Identifier: MIT */
/* The opponent's possible hands for the pegging searches: the multisets of the unseen ranks
 * (at most 1,820 of four cards), each weighted by the number of card sets it stands for and
 * by each model's likelihood of it (opponent.c); and the hands drawn for a search, every one
 * with few cards left, else a fixed number by systematic sampling from the seed, as many
 * as the node budget allows. */
#include "hands.h"

#include "pile.h"
#include "rng.h"

#include <string.h>

#define VAL(r) PILE_VALUE(r)

/* Nodes to search for one decision: well under a millisecond on average. The expert, whose
 * opponent nodes weigh each play by what it gives back, searches fewer hands in the same
 * time (a larger budget bought no strength it could measure). */
#define NODE_BUDGET 200000.0
#define EXPERT_NODE_BUDGET 150000.0
/* The expert's hands of an opponent who plays by the easy rule, searched besides. Their
 * trees are about as large as tree_size() says, the others' some 2.7 times smaller, so this
 * is about a ninth of the nodes: a larger share made a play's p99 5 ms (docs/figures.md). */
#define EASY_NODE_BUDGET 8000.0
/* The joint search's budgets for the two models' hands: it cannot cut a hand's tree short
 * by alpha-beta as the search of each hand does, so it draws two thirds as many to take
 * about the same time (docs/figures.md). */
#define JOINT_NODE_BUDGET 100000.0
#define JOINT_EASY_BUDGET 5000.0

/* The fewest hands drawn when sampling. */
#define MIN_SAMPLES 24

static const int k_choose[5][5] = {
    {1, 0, 0, 0, 0}, {1, 1, 0, 0, 0}, {1, 2, 1, 0, 0}, {1, 3, 3, 1, 0}, {1, 4, 6, 4, 1}};

/* The hand cur (m ranks, standing for `ways` card sets) into the set, once for each model of
 * the opponent, weighed by the model's prior, keep and plays. */
static void add_hand(const peg_problem *p, hand_set *hs, const uint8_t *cur, int m, double ways)
{
    uint8_t kept[5];
    int nk = 0;
    for (int i = 0; i < p->n_their_played; i++)
        kept[nk++] = p->their_played[i];
    for (int i = 0; i < m; i++)
        kept[nk++] = cur[i];
    for (int easy = 0; easy <= p->infer; easy++) {
        double prior = !p->infer ? 1 : easy ? p->easy_prior : 1 - p->easy_prior;
        if (prior <= 0)
            continue;
        memcpy(hs->r[hs->n], cur, 4);
        hs->easy[hs->n] = (uint8_t)easy;
        hs->w[hs->n++] = prior * ways * crib_keep_weight(p, kept, nk, cur, m, easy) *
                         crib_play_likelihood(p, &hs->seq, cur, m, easy);
    }
}

/* Recursive: one level per rank chosen, so at most 4 deep (the opponent's cards left). */
/* NOLINTNEXTLINE(misc-no-recursion) */
static void enumerate(const peg_problem *p, hand_set *hs, uint8_t *cur, int m, int from,
                      double ways)
{
    if (m == p->n_theirs) {
        add_hand(p, hs, cur, m, ways);
        return;
    }
    for (int r = from; r < 13; r++) {
        if (VAL(r) < p->min_value)
            continue;
        int have = 0;
        for (int i = 0; i < m; i++)
            have += cur[i] == r;
        if (have >= p->unseen[r])
            continue;
        cur[m] = (uint8_t)r;
        /* Choosing one more card of rank r multiplies the ways by C(u, have+1)/C(u, have). */
        double more = (double)k_choose[p->unseen[r]][have + 1] / k_choose[p->unseen[r]][have];
        enumerate(p, hs, cur, m + 1, r, ways * more);
    }
}

/* About how many nodes one hand's search visits (easy: the opponent plays by the easy
 * rule, one card at each turn). */
static double tree_size(int mine, int theirs, int easy)
{
    static const double f[5] = {1, 1, 2, 6, 24};
    return 4.0 * f[mine] * (easy ? 1 : f[theirs]) + 4.0;
}

void crib_fill_hands(const peg_problem *p, hand_set *hs)
{
    hs->n = 0;
    crib_play_seq_of(p, &hs->seq);
    uint8_t cur[4] = {0};
    enumerate(p, hs, cur, 0, 0, 1.0);
}

/* Hands to search: all n, or as many as the node budget allows (at least MIN_SAMPLES). */
static int sample_count(const peg_problem *p, int n, int easy, int joint)
{
    double per = tree_size(p->n_mine, p->n_theirs, easy);
    double budget = joint      ? (easy ? JOINT_EASY_BUDGET : JOINT_NODE_BUDGET)
                    : easy     ? EASY_NODE_BUDGET
                    : p->infer ? EXPERT_NODE_BUDGET
                               : NODE_BUDGET;
    if (n * per <= budget)
        return n;
    int n_samples = (int)(budget / per);
    return n_samples < MIN_SAMPLES ? MIN_SAMPLES : n_samples;
}

/* How many sample points fall in the next hand, of weight w. */
static int picks_of(sampler *sm, double w)
{
    sm->acc += w;
    int picks = 0;
    while (sm->next < sm->n && sm->pos < sm->acc) {
        picks++;
        sm->next++;
        sm->pos += sm->step;
    }
    return picks;
}

int crib_draw_start(draw *d, const peg_problem *p, const hand_set *hs, int easy, int joint,
                    uint64_t seed)
{
    double total = 0;
    memset(d, 0, sizeof *d);
    d->hs = hs;
    d->easy = easy;
    for (int i = 0; i < hs->n; i++)
        if (hs->easy[i] == easy) {
            total += hs->w[i];
            d->n++;
        }
    if (!d->n || total <= 0)
        return 0;
    d->n_samples = sample_count(p, d->n, easy, joint);
    sampler sm = {total / d->n_samples, 0, 0, 0, d->n_samples};
    if (d->n_samples < d->n) {
        uint64_t st = seed;
        sm.pos = (double)(crib_splitmix_next(&st) >> 11) * (1.0 / 9007199254740992.0) * sm.step;
    }
    d->sm = sm;
    d->norm = d->n_samples != d->n && !p->infer ? d->n_samples : total;
    return 1;
}

int crib_draw_next(draw *d, const peg_problem *p, double *w)
{
    for (; d->i < d->hs->n; d->i++) {
        int i = d->i;
        if (d->hs->easy[i] != d->easy)
            continue;
        *w = d->hs->w[i];
        if (d->n_samples != d->n) {
            int picks = picks_of(&d->sm, d->hs->w[i]);
            if (!picks)
                continue;
            *w = p->infer ? picks * d->sm.step : picks;
        }
        d->i++;
        return i;
    }
    return -1;
}
