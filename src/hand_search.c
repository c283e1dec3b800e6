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
    int in_cache = a < CACHE && b < CACHE;
    if (in_cache && S->cached[a][b] == S->stamp)
        return S->cache[a][b];
    double v = crib_endgame_leaf(&S->p->goal, a, b, S->their_show);
    if (S->their_jacks)
        v += S->their_jacks * crib_endgame_leaf_jack(&S->p->goal, a, b, S->their_show);
    if (in_cache) {
        S->cached[a][b] = S->stamp;
        S->cache[a][b] = v;
    }
    return v;
}

static double solve(search *S, const node *s, double alpha, double beta);

/* A count's start met again in the search of one hand (each side's cards the same, in the
 * same order, the same points pegged, the same side to lead) has the value it had: the
 * same sums in the same order. A value is kept only when it was searched with the whole
 * window, so that it is the start's own value and not a bound; under a narrower window the
 * exact value serves alpha-beta as well as the bound would, and the value of the root,
 * always searched with the whole window, is the same to the last bit. The table holds one
 * hand's starts (at most some 250 in the sweeps measured); past MEMO_FILL it takes no
 * more, and those are searched again. */
#define MEMO_BITS 9
#define MEMO_SIZE (1u << MEMO_BITS)
#define MEMO_FILL (MEMO_SIZE * 3 / 4)
#define WHOLE 1e9

typedef struct memo {
    uint64_t key[MEMO_SIZE];
    double value[MEMO_SIZE];
    uint32_t stamp[MEMO_SIZE]; /* an entry is in use when its stamp is now's */
    uint32_t now;
    uint32_t used;
} memo;

/* The key of a count's start, or 0 for a node that is not one (or has points the key
 * cannot hold): 1 bit for the side to lead, then for each side 3 bits of how many cards
 * and 4 of each of the 4 slots, then 12 bits of each side's points. */
static uint64_t memo_key(const node *s)
{
    if (s->np || s->count || s->went || s->last != NO_PLAYER || s->turn > 1 || s->pts[0] < 0 ||
        s->pts[1] < 0 || s->pts[0] >= 4096 || s->pts[1] >= 4096)
        return 0;
    uint64_t k = 1u + s->turn;
    for (int q = 0; q < 2; q++) {
        k = k << 3 | s->n[q];
        for (int i = 0; i < 4; i++)
            k = k << 4 | (i < s->n[q] ? s->h[q][i] : 0u);
    }
    return (k << 12 | (uint64_t)s->pts[0]) << 12 | (uint64_t)s->pts[1];
}

static uint32_t memo_slot(const memo *m, uint64_t key)
{
    uint32_t i = (uint32_t)((key * 0x9E3779B97F4A7C15u) >> (64 - MEMO_BITS));
    while (m->stamp[i] == m->now && m->key[i] != key)
        i = (i + 1) & (MEMO_SIZE - 1);
    return i;
}

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
        v[n] = solve(S, &c, -WHOLE, WHOLE);
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
static inline double solve_node(search *S, const node *s, double alpha, double beta)
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

/* solve_node(), a count's start looked up in the table first and kept in it after. */
/* NOLINTNEXTLINE(misc-no-recursion) */
static double solve(search *S, const node *s, double alpha, double beta)
{
    memo *m = S->memo;
    uint64_t key = !s->np && m ? memo_key(s) : 0;
    if (key) {
        uint32_t i = memo_slot(m, key);
        if (m->stamp[i] == m->now)
            return m->value[i];
    }
    double v = solve_node(S, s, alpha, beta);
    if (key && alpha <= -WHOLE && beta >= WHOLE && m->used < MEMO_FILL) {
        uint32_t i = memo_slot(m, key);
        m->key[i] = key;
        m->value[i] = v;
        m->stamp[i] = m->now;
        m->used++;
    }
    return v;
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

/* A new hand: the table's entries are another hand's. */
static void memo_clear(memo *m)
{
    m->now++;
    m->used = 0;
}

/* Adds w times the value of each legal rank of mine, played first from base, to sum; with
 * legal 0, w times the value of base itself, whoever moves there, to sum[0]. */
static void add_values(search *S, const node *base, unsigned legal, double w, double sum[13])
{
    const peg_problem *p = S->p;
    if (!legal) {
        sum[0] += w * solve(S, base, -WHOLE, WHOLE);
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
        sum[r] += w * solve(S, &c, -WHOLE, WHOLE);
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
    memo m;
    memset(&m, 0, sizeof m);
    S.memo = p->no_memo ? NULL : &m;
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
        memo_clear(&m);
        add_values(&S, &base, legal, w, sum);
    }
    return d.norm;
}
