/* SPDX-License-Identifier: MIT */
/* The search of one of the opponent's drawn hands, as if I knew it: alpha-beta on what both
 * players peg (near the end of the game, the chance to win), exactly to the end of the play,
 * the opponent's turns by their model: their plays weighed by what each pegs (the strong
 * bot), or the easy rule's one card. My later plays are chosen knowing the hand. */
#include "hand_search.h"

#include "easy.h"
#include "endgame.h"
#include "opponent.h"
#include "peg_node.h"
#include "pile.h"

#include <string.h>

#define VAL(r) PILE_VALUE(r)

static double leaf(search *S, const node *s)
{
    if (!S->p->goal.win)
        return (double)(s->pts[0] - s->pts[1]);
    int a = s->pts[0], b = s->pts[1];
    if (a >= CACHE || b >= CACHE || S->cached[a][b] != S->stamp) {
        double v = crib_endgame_leaf(&S->p->goal, a, b, S->their_show);
        if (S->their_jacks)
            v += S->their_jacks * crib_endgame_leaf_jack(&S->p->goal, a, b, S->their_show);
        if (a >= CACHE || b >= CACHE)
            return v;
        S->cached[a][b] = S->stamp;
        S->cache[a][b] = v;
    }
    return S->cache[a][b];
}

static double solve(search *S, const node *s, double alpha, double beta);

/* The expert's weights of the opponent's n plays (ranks played[], pegging w[] points):
 * 2 ^ (EXPERT_PLAY_SCALE * (points - what the next card pegs back on average over the
 * cards they have not seen)), into w[], scaled so that the largest is 1. */
static void give_back_weights(const search *S, const node *s, int n, const int *played, double *w)
{
    int left[13], total = S->their_total + s->n[0];
    for (int t = 0; t < 13; t++)
        left[t] = S->their_unseen[t];
    for (int i = 0; i < s->n[0]; i++)
        left[s->h[0][i]]++;
    for (int i = 0; i < n; i++) {
        int back = crib_back_points(s->pile, s->np, s->count, played[i], left);
        w[i] += crib_pair_bonus(S->p, s->h[1], s->n[1], played[i], s->np) -
                (total ? (double)back / total : 0);
    }
    crib_scale_weights(w, n);
}

/* The opponent plays by the easy rule: one reply, so the window passes through to it
 * (solve() asks only when a card of theirs fits). Recursive with solve. */
/* NOLINTNEXTLINE(misc-no-recursion) */
static double easy_reply(search *S, const node *s, double alpha, double beta)
{
    int i = crib_easy_choice(s->h[1], s->n[1], s->pile, s->np, s->count);
    node c = *s;
    play_rank(S, &c, i);
    return solve(S, &c, alpha, beta);
}

/* The opponent's turn: they know their hand but not mine, so they are taken to play their
 * best reply against my actual cards with weight OPP_BEST, and otherwise a card that pegs k
 * points with weight PLAY_BASE ^ k among those that fit (crib_play_weight()). The expert
 * level, when it infers the opponent's keep (the six-card game), gives the best reply the
 * problem's opp_best (0 by points, a half by the chance to win) and otherwise takes a card
 * with weight
 * 2 ^ (EXPERT_PLAY_SCALE * (k - what the next card pegs back on average)):
 * the rule that best names the strong bot's plays (docs/figures.md has the measurements).
 * Under the easy model (S->easy) solve() asks easy_reply() instead. */
#define OPP_BEST 0.5

/* Recursive with solve: one ply per card played, so at most 8 deep. */
/* NOLINTNEXTLINE(misc-no-recursion) */
static double opponent(search *S, const node *s)
{
    double v[4], w[4], all = 0, worst = 1e9;
    int n = 0, played[4];
    unsigned tried = 0;
    for (int i = 0; i < s->n[1]; i++) {
        int r = s->h[1][i];
        if ((tried >> r) & 1 || VAL(r) + s->count > 31)
            continue;
        tried |= 1u << r;
        node c = *s;
        int before = c.pts[1];
        play_rank(S, &c, i);
        int k = c.pts[1] - before;
        played[n] = r;
        w[n] = S->p->infer ? k : crib_play_weight(k);
        v[n] = solve(S, &c, -1e9, 1e9);
        worst = v[n] < worst ? v[n] : worst;
        n++;
    }
    if (n == 1)
        return v[0];
    if (S->p->infer)
        give_back_weights(S, s, n, played, w);
    for (int i = 0; i < n; i++)
        all += w[i];
    double mean = 0;
    for (int i = 0; i < n; i++)
        mean += w[i] / all * v[i];
    double best = S->p->infer ? S->p->opp_best : OPP_BEST;
    return best * worst + (1 - best) * mean;
}

/* The player to move plays each distinct rank that fits; the best for them, cut off by
 * alpha-beta. Recursive with solve: one ply per card played, so at most 8 deep. */
/* NOLINTNEXTLINE(misc-no-recursion) */
static double best_move(search *S, const node *s, double alpha, double beta)
{
    int q = s->turn;
    double best = q == 0 ? -1e9 : 1e9;
    unsigned tried = 0;
    for (int i = 0; i < s->n[q]; i++) {
        int r = s->h[q][i];
        if ((tried >> r) & 1 || VAL(r) + s->count > 31)
            continue;
        tried |= 1u << r;
        node c = *s;
        play_rank(S, &c, i);
        double v = solve(S, &c, alpha, beta);
        if (q == 0) {
            best = v > best ? v : best;
            alpha = best > alpha ? best : alpha;
        } else {
            best = v < best ? v : best;
            beta = best < beta ? best : beta;
        }
        if (alpha >= beta)
            break;
    }
    return best;
}

/* Minimax from my side (index 0) with alpha-beta; values are the points difference still
 * to come (or, at the end of the game, a large value for a decided game). Recursive: one
 * ply per card played or go said, so bounded by the 8 cards of the play. */
/* NOLINTNEXTLINE(misc-no-recursion) */
static double solve(search *S, const node *s, double alpha, double beta)
{
    S->nodes++;
    int d = decided(S, s);
    if (d)
        return d > 0 ? 1 : 0;
    if (s->turn == NO_PLAYER)
        return leaf(S, s);
    int q = s->turn;
    if (!can_play(s, q)) {
        node c = *s;
        say_go(S, &c);
        return solve(S, &c, alpha, beta);
    }
    if (q == 1)
        return S->easy ? easy_reply(S, s, alpha, beta) : opponent(S, s);
    return best_move(S, s, alpha, beta);
}

/* Sets the show of the hand r for the leaves. */
static void set_their_show(search *S, const uint8_t *r)
{
    S->their_show = crib_their_show(S->p, r);
    S->their_jacks = 0;
    for (int j = 0; j < S->p->n_theirs; j++)
        S->their_jacks += r[j] == CRIB_JACK;
    S->stamp++;
}

/* Adds w times the value of each legal rank of mine, played first from base, to sum; with
 * legal 0, w times the value of base itself, whoever moves there, to sum[0]. */
static void add_values(search *S, const node *base, unsigned legal, double w, double sum[13])
{
    const peg_problem *p = S->p;
    if (!legal) {
        sum[0] += w * solve(S, base, -1e9, 1e9);
        return;
    }
    for (int k = 0; k < p->n_mine; k++) {
        int r = p->mine[k];
        if (!((legal >> r) & 1))
            continue;
        int dup = 0;
        for (int j = 0; j < k; j++)
            dup |= p->mine[j] == r;
        if (dup)
            continue;
        node c = *base;
        play_rank(S, &c, k);
        sum[r] += w * solve(S, &c, -1e9, 1e9);
    }
}

double crib_hand_search(const peg_problem *p, const hand_set *hs, int easy, int joint,
                        uint64_t seed, unsigned legal, double sum[13])
{
    draw d;
    if (!crib_draw_start(&d, p, hs, easy, joint, seed))
        return 0;
    node root;
    root_node(p, &root);
    search S;
    memset(&S, 0, sizeof S);
    S.p = p;
    S.easy = easy;
    double w;
    for (int i; (i = crib_draw_next(&d, p, &w)) >= 0;) {
        node base = root;
        memcpy(base.h[1], hs->r[i], 4);
        for (int t = 0; t < 13; t++)
            S.their_unseen[t] = (uint8_t)(p->unseen[t] + p->hidden[t]);
        for (int j = 0; j < p->n_theirs; j++)
            S.their_unseen[hs->r[i][j]]--;
        S.their_total = 0;
        for (int t = 0; t < 13; t++)
            S.their_total += S.their_unseen[t];
        if (p->goal.win)
            set_their_show(&S, hs->r[i]);
        add_values(&S, &base, legal, w, sum);
    }
    return d.norm;
}
