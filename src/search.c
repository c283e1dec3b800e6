/* SPDX-License-Identifier: MIT */
/* The strong bot's pegging search: expectimax over the opponent's possible hands, each
 * hand searched exactly to the end of the play by alpha-beta on what both players peg.
 *
 * Suits never score in the play, so both hands are multisets of ranks: the opponent's
 * possible hands are the multisets of the unseen ranks (at most 1,820 of four cards), each
 * weighted by the number of card sets it stands for and by how likely the opponent was to
 * keep it. When there are more hands than the budget allows to search, a fixed number are
 * drawn by systematic sampling from the seed; with few cards left every hand is searched.
 *
 * The expert level's inference (six cards) searches each hand under two models of the
 * opponent: the strong bot (its keeps, and plays by points less what they give back) and
 * the easy rule (its keeps, and the card that pegs most now, the lowest on a tie), each
 * weighed by its prior chance and by how likely it made the plays of the count so far.
 * Searched one by one, each hand is searched as if I knew it, and my later plays are
 * chosen knowing it; with three cards or four in my hand the expert searches all the drawn
 * hands jointly instead, choosing each later play of mine by what I will have seen. */
#include "search.h"

#include "bits.h"
#include "easy.h"
#include "keep_likelihood.h"
#include "peg_estimate.h"
#include "pile.h"
#include "rng.h"

#include <string.h>

#define VAL(r) PILE_VALUE(r)

/* The opponent's kept hand is more likely the better it scores on its own: weight
 * KEEP_BASE ^ (points of its ranks) (fifteens, pairs and runs, no starter); e^0.5. */
#define KEEP_BASE 1.6487212707001282
#define HALF_BASE 1.2840254166877414 /* sqrt(KEEP_BASE) */
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
/* The expert level weighs an opponent's hand also by KEEP_BASE ^ (PEG_WEIGHT * the pegging
 * estimate of their keep), in half points so that the weight is exact on every machine. */
#define PEG_WEIGHT 1.0
/* The fewest hands drawn when sampling. */
#define MIN_SAMPLES 24
#define MAX_HANDS 1820
/* With the expert's inference, each hand twice: once for each model of the opponent. */
#define MAX_ENTRIES (2 * MAX_HANDS)

typedef struct node {
    uint8_t h[2][4];
    uint8_t n[2];
    uint8_t pile[CRIB_PLAY_MAX_PILE];
    uint8_t np;
    uint8_t count;
    uint8_t went;
    uint8_t last;
    uint8_t turn;
    int16_t pts[2];
} node;

#define CACHE 32

typedef struct search {
    const peg_problem *p;
    long nodes;
    /* In win mode: the opponent's show in the hand searched, and the chance to win at
     * the end of the play by the points each side pegged in it, cached for that hand
     * (a cached entry holds its hand's number, stamp). */
    int their_show;
    int stamp;
    int cached[CACHE][CACHE];
    double cache[CACHE][CACHE];
    /* With inference: the cards of each rank the opponent has not seen, less mine (they
     * have not seen my hand either), for the hand searched. */
    uint8_t their_unseen[13];
    int their_total;
    /* The opponent of the hand searched plays by the easy rule (else as the strong bot). */
    int easy;
    /* The joint search: no hand of the opponent's in the node, so whether they can play on
     * is theirs to say (joint_theirs()). */
    int joint;
} search;

static int can_play(const node *s, int q)
{
    for (int i = 0; i < s->n[q]; i++)
        if (VAL(s->h[q][i]) + s->count <= 31)
            return 1;
    return 0;
}

/* The first player after `from` who holds cards and has not said go; `from` last. */
static int next_active(const node *s, int from)
{
    for (int k = 1; k <= 2; k++) {
        int q = (from + k) & 1;
        if (s->n[q] && !((s->went >> q) & 1))
            return q;
    }
    return NO_PLAYER;
}

/* As the play engine: the point for last, then a new count led by the player after the
 * last, or the end of the play. */
static void end_count(const search *S, node *s)
{
    if (s->count < 31)
        s->pts[s->last] += 1;
    s->count = 0;
    s->np = 0;
    s->went = 0;
    int leader = next_active(s, s->last);
    s->last = NO_PLAYER;
    s->turn = (uint8_t)(S->p->five_card ? NO_PLAYER : leader);
}

static void advance(const search *S, node *s, int actor)
{
    int q = s->count == 31 ? NO_PLAYER : next_active(s, actor);
    if (q == NO_PLAYER || (q == s->last && !(S->joint && q == 1) && !can_play(s, q)))
        end_count(S, s);
    else
        s->turn = (uint8_t)q;
}

static void play_rank(const search *S, node *s, int i)
{
    int q = s->turn, r = s->h[q][i];
    s->h[q][i] = s->h[q][--s->n[q]];
    s->pile[s->np++] = (uint8_t)r;
    s->count = (uint8_t)(s->count + VAL(r));
    s->pts[q] = (int16_t)(s->pts[q] + pile_points(s->pile, s->np, s->count));
    s->last = (uint8_t)q;
    advance(S, s, q);
}

static void say_go(const search *S, node *s)
{
    int q = s->turn;
    s->went = (uint8_t)(s->went | (1u << q));
    advance(S, s, q);
}

/* The game is decided once a side reaches the target: +1 for me, -1 for them, else 0. */
static int decided(const search *S, const node *s)
{
    const peg_problem *p = S->p;
    if (!p->goal.win)
        return 0;
    if ((int64_t)p->goal.score[0] + s->pts[0] >= (int64_t)p->goal.target)
        return 1;
    if ((int64_t)p->goal.score[1] + s->pts[1] >= (int64_t)p->goal.target)
        return -1;
    return 0;
}

static double leaf(search *S, const node *s)
{
    if (!S->p->goal.win)
        return (double)(s->pts[0] - s->pts[1]);
    int a = s->pts[0], b = s->pts[1];
    if (a >= CACHE || b >= CACHE)
        return crib_endgame_leaf(&S->p->goal, a, b, S->their_show);
    if (S->cached[a][b] != S->stamp) {
        S->cached[a][b] = S->stamp;
        S->cache[a][b] = crib_endgame_leaf(&S->p->goal, a, b, S->their_show);
    }
    return S->cache[a][b];
}

/* How likely the opponent, holding h, was to play the cards of theirs on the pile as
 * they did: at each of their plays, a card that pegs k points is taken with weight
 * PLAY_BASE ^ k among the cards they then held that fit (their hand now and their later
 * cards of this count). Players take points when they can; a hand that could have pegged
 * and did not is less likely. The expert, with the inference, weighs those cards as its
 * search's opponent does: by points less what the next card pegs back, over the cards the
 * opponent had not seen then (the unseen cards but their hand, with my cards then); under
 * the easy model the rule's card has the chance 1 and any other EXPERT_EASY_MISS. */
#define PLAY_BASE 2.0

static double power(double base, int k)
{
    double w = 1;
    for (; k > 0; k--)
        w *= base;
    return w;
}

static double solve(search *S, const node *s, double alpha, double beta);

/* 2^x for x <= 0 (below -31 taken as -31), by a fixed polynomial (2^f on [0, 1) to 1e-5)
 * and exact powers of two, so that the weight is the same on every machine, libm or not. */
static double pow2(double x)
{
    static const double two[] = {0x1p-32, 0x1p-31, 0x1p-30, 0x1p-29, 0x1p-28, 0x1p-27, 0x1p-26,
                                 0x1p-25, 0x1p-24, 0x1p-23, 0x1p-22, 0x1p-21, 0x1p-20, 0x1p-19,
                                 0x1p-18, 0x1p-17, 0x1p-16, 0x1p-15, 0x1p-14, 0x1p-13, 0x1p-12,
                                 0x1p-11, 0x1p-10, 0x1p-9,  0x1p-8,  0x1p-7,  0x1p-6,  0x1p-5,
                                 0x1p-4,  0x1p-3,  0x1p-2,  0x1p-1,  0x1p0};
    x = x < -31 ? -31 : x > 0 ? 0 : x;
    int k = (int)(x + 32) - 32; /* floor(x) */
    double f = x - k;
    double e = 1 + f * (0.6931471805599453 +
                        f * (0.2402265069591007 +
                             f * (0.0555041086648216 +
                                  f * (0.0096181291076285 +
                                       f * (0.0013333558146428 + f * 0.0001540353039338)))));
    return e * two[k + 32];
}

/* Each of the n margins x[] (points less give-back) into its weight
 * 2 ^ (EXPERT_PLAY_SCALE * (x - the largest)), the largest weighing 1. */
static void scale_weights(double *x, int n)
{
    double top = x[0];
    for (int i = 1; i < n; i++)
        top = x[i] > top ? x[i] : top;
    for (int i = 0; i < n; i++)
        x[i] = pow2(EXPERT_PLAY_SCALE * (x[i] - top));
}

/* The run points the next card pegs back after rank r on the pile (np ranks), one card of
 * rank t pegging coef[t] more (room: the count's room after r): the last L cards, when all
 * differ, make a run of L + 1 with the rank just below or above them (when they are
 * consecutive) or the one rank missing among them. */
static void run_coefs(const uint8_t *pile, int np, int r, int room, int coef[13])
{
    int run[13];
    unsigned seen = 1u << r, runs = 0;
    int lo = r, hi = r;
    for (int len = 2; len <= np + 1; len++) {
        int q = pile[np + 1 - len];
        if ((seen >> q) & 1)
            break;
        seen |= 1u << q;
        lo = q < lo ? q : lo;
        hi = q > hi ? q : hi;
        int t[2] = {lo - 1, hi + 1};
        if (hi - lo == len)
            t[0] = t[1] = crib_ctz64(~(uint64_t)(seen >> lo)) + lo;
        else if (hi - lo != len - 1)
            continue;
        for (int k = 0; k < 2; k++)
            if (t[k] >= 0 && t[k] < 13) {
                run[t[k]] = len + 1;
                runs |= 1u << t[k];
            }
    }
    for (; runs; runs &= runs - 1) {
        int t = crib_ctz64(runs);
        coef[t] += VAL(t) <= room ? run[t] : 0;
    }
}

/* pts more for each rank of counting value v (none when v is not 1 to 10). */
static void add_of_value(int coef[13], int v, int pts)
{
    if (v < 1 || v > 10)
        return;
    for (int t = v - 1; t < (v < 10 ? v : 13); t++)
        coef[t] += pts;
}

/* What one card of each rank t pegs next, coef[t], after rank r on the pile (np ranks, its
 * count `count`, at most 31 with r: at 31 no card fits and all are 0): as pile_points() over
 * each t that fits, by its parts: fifteen or 31 by the value that makes it, the pair with r,
 * and the runs. What the next card pegs back is linear in the cards left of each rank. */
static void back_coefs(const uint8_t *pile, int np, int count, int r, int coef[13])
{
    static const int pair_points[5] = {0, 0, 2, 6, 12};
    int after = count + VAL(r), room = 31 - after;
    memset(coef, 0, 13 * sizeof *coef);
    add_of_value(coef, 15 - after, 2);
    add_of_value(coef, room, 2);
    if (VAL(r) <= room) {
        int same = 1;
        while (same < 4 && same <= np && pile[np - same] == r)
            same++;
        coef[r] += pair_points[same < 4 ? same + 1 : 4];
    }
    run_coefs(pile, np, r, room, coef);
}

/* The points the next card pegs back, summed over the cards left[t] of each rank t, after
 * rank r on the pile (np ranks, its count `count`). */
static int back_points(const uint8_t *pile, int np, int count, int r, const int left[13])
{
    int coef[13], back = 0;
    back_coefs(pile, np, count, r, coef);
    for (int t = 0; t < 13; t++)
        back += coef[t] * left[t];
    return back;
}

int crib_back_points(const uint8_t *pile, int np, int count, int r, const int left[13])
{
    return back_points(pile, np, count, r, left);
}

/* What the strong model adds to the margin of the opponent's card of rank r, when they hold
 * the n ranks h[] before playing it on a pile of np ranks: for each other card of rank r
 * they hold, EXPERT_PAIR_KEEP_* by their role, and EXPERT_PAIR_LEAD_* more on a lead. */
static double pair_bonus(const peg_problem *p, const uint8_t *h, int n, int r, int np)
{
    int more = -1;
    for (int i = 0; i < n; i++)
        more += h[i] == r;
    if (!more)
        return 0;
    double keep = p->their_dealer ? EXPERT_PAIR_KEEP_DEALER : EXPERT_PAIR_KEEP_PONE;
    double lead = p->their_dealer ? EXPERT_PAIR_LEAD_DEALER : EXPERT_PAIR_LEAD_PONE;
    return more * (keep + (np ? 0 : lead));
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
        int back = back_points(s->pile, s->np, s->count, played[i], left);
        w[i] += pair_bonus(S->p, s->h[1], s->n[1], played[i], s->np) -
                (total ? (double)back / total : 0);
    }
    scale_weights(w, n);
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
 * points with weight PLAY_BASE ^ k among those that fit. The expert level, when it infers
 * the opponent's keep (the six-card game), gives the best reply no weight and takes a card
 * with weight 2 ^ (EXPERT_PLAY_SCALE * (k - what the next card pegs back on average)):
 * the rule that best names the strong bot's plays (docs/figures.md has the measurements).
 * Under the easy model (S->easy) solve() asks easy_reply() instead. */
#define OPP_BEST 0.5
#define EXPERT_OPP_BEST 0.0

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
        w[n] = S->p->infer ? k : power(PLAY_BASE, k);
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
    double best = S->p->infer ? EXPERT_OPP_BEST : OPP_BEST;
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

/* Fifteens, pairs and runs of a few ranks, no starter: how the opponent's keep scored. */
static int rank_points(const uint8_t *r, int m)
{
    int pts = 0;
    for (int set = 3; set < (1 << m); set++) {
        int sum = 0, size = 0;
        for (int i = 0; i < m; i++)
            if ((set >> i) & 1) {
                sum += VAL(r[i]);
                size++;
            }
        if (size >= 2 && sum == 15)
            pts += 2;
    }
    int cnt[13] = {0};
    for (int i = 0; i < m; i++)
        cnt[r[i]]++;
    for (int k = 0; k < 13; k++)
        pts += cnt[k] * (cnt[k] - 1);
    for (int len = m; len >= 3; len--) {
        int runs = 0;
        for (int lo = 0; lo + len <= 13; lo++) {
            int ways = 1;
            for (int k = lo; k < lo + len; k++)
                ways *= cnt[k];
            runs += ways * len;
        }
        if (runs) {
            pts += runs;
            break;
        }
    }
    return pts;
}

/* The deal's play as the likelihood reads it: the ranks of the earlier counts (when known)
 * and the current count's, in order, which of them the opponent played (bit i), and for
 * each the index of its count's first card. */
typedef struct play_seq {
    uint8_t r[CRIB_VIEW_MAX_EARLIER + CRIB_PLAY_MAX_PILE];
    uint8_t first[CRIB_VIEW_MAX_EARLIER + CRIB_PLAY_MAX_PILE];
    uint32_t theirs;
    int n;
} play_seq;

/* A count ends at 31 or when the next card would pass it (the next card of a count that
 * went on would have fitted: a player who could play did), so the earlier cards alone show
 * where each count began. */
static void play_seq_of(const peg_problem *p, play_seq *q)
{
    int n = 0, first = 0, count = 0;
    for (int i = 0; i < p->n_before; i++) {
        int v = VAL(p->before[i]);
        if (count + v > 31) {
            first = n;
            count = 0;
        }
        q->r[n] = p->before[i];
        q->first[n++] = (uint8_t)first;
        count += v;
        if (count == 31) {
            first = n;
            count = 0;
        }
    }
    for (int i = 0; i < p->n_pile; i++) {
        q->r[n] = p->pile[i];
        q->first[n++] = p->n_before;
    }
    q->theirs = p->their_before | ((uint32_t)p->their_pile << p->n_before);
    q->n = n;
}

/* The ranks the opponent held when they played card i of the deal's play: the hand h (m
 * ranks) and their cards from i on. Returns how many. */
static int held_at(const play_seq *q, const uint8_t *h, int m, int i, uint8_t *held)
{
    int nh = 0;
    for (int j = 0; j < m; j++)
        held[nh++] = h[j];
    for (int j = i; j < q->n; j++)
        if ((q->theirs >> j) & 1)
            held[nh++] = q->r[j];
    return nh;
}

/* The cards of each rank the opponent, holding h (m ranks), had not seen when they played
 * card i: the unseen cards but h, with my cards then (mine now and my later cards). Returns
 * how many. */
static int their_left_at(const peg_problem *p, const play_seq *q, const uint8_t *h, int m, int i,
                         int left[13])
{
    for (int t = 0; t < 13; t++)
        left[t] = p->unseen[t] + p->hidden[t];
    for (int j = 0; j < m; j++)
        left[h[j]]--;
    for (int j = 0; j < p->n_mine; j++)
        left[p->mine[j]]++;
    for (int j = i + 1; j < q->n; j++)
        if (!((q->theirs >> j) & 1))
            left[q->r[j]]++;
    int total = 0;
    for (int t = 0; t < 13; t++)
        total += left[t];
    return total;
}

/* The weight of the opponent's card r played at pile[i] (count the count before it, pile[]
 * the cards before it): PLAY_BASE ^ points, or with the inference the margin, points less
 * what the next card pegs back over the total cards left[] (scale_weights() makes it a
 * weight). */
static double card_weight(const peg_problem *p, uint8_t *pile, int i, int count, int r,
                          const uint8_t *held, int nh, const int left[13], int total)
{
    pile[i] = (uint8_t)r;
    int k = pile_points(pile, i + 1, count + VAL(r));
    if (!p->infer)
        return power(PLAY_BASE, k);
    return k + pair_bonus(p, held, nh, r, i) -
           (total ? (double)back_points(pile, i, count, r, left) / total : 0);
}

/* How likely the opponent, holding h, was to play card i of the deal's play among the cards
 * that fit (easy: by the easy rule). */
static double play_chance(const peg_problem *p, const play_seq *q, const uint8_t *h, int m, int i,
                          int easy)
{
    uint8_t pile[CRIB_PLAY_MAX_PILE + 1];
    int count = 0, np = 0;
    for (int j = q->first[i]; j < i; j++) {
        pile[np++] = q->r[j];
        count += VAL(q->r[j]);
    }
    uint8_t held[CRIB_VIEW_MAX_EARLIER + CRIB_PLAY_MAX_PILE + 4];
    int nh = held_at(q, h, m, i, held);
    if (easy) {
        int c = crib_easy_choice(held, nh, pile, np, count);
        return c >= 0 && held[c] == q->r[i] ? 1 : EXPERT_EASY_MISS;
    }
    int left[13] = {0}, total = p->infer ? their_left_at(p, q, h, m, i, left) : 0;
    double w[CRIB_VIEW_MAX_EARLIER + CRIB_PLAY_MAX_PILE + 4], all = 0;
    int fit = 0, took = -1;
    for (int j = 0; j < nh; j++) {
        if (count + VAL(held[j]) > 31)
            continue;
        w[fit] = card_weight(p, pile, np, count, held[j], held, nh, left, total);
        took = held[j] == q->r[i] && took < 0 ? fit : took;
        fit++;
    }
    if (p->infer && fit)
        scale_weights(w, fit);
    for (int j = 0; j < fit; j++)
        all += w[j];
    return all > 0 && took >= 0 ? w[took] / all : all > 0 ? 0 : 1;
}

static double play_likelihood(const peg_problem *p, const play_seq *q, const uint8_t *h, int m,
                              int easy)
{
    double like = 1;
    for (int i = 0; i < q->n; i++)
        if ((q->theirs >> i) & 1)
            like *= play_chance(p, q, h, m, i, easy);
    return like;
}

double crib_hand_likelihood(const peg_problem *p, const uint8_t *h, int m, int easy)
{
    play_seq q;
    play_seq_of(p, &q);
    return play_likelihood(p, &q, h, m, easy);
}

typedef struct hand_set {
    uint8_t r[MAX_ENTRIES][4];
    double w[MAX_ENTRIES];
    uint8_t easy[MAX_ENTRIES]; /* the opponent plays by the easy rule */
    int n;
    play_seq seq; /* the deal's play, read once for every hand's likelihood */
} hand_set;

/* The expert level's weight of the opponent's keep by the pegging it brings them:
 * sqrt(KEEP_BASE) ^ (half points, rounded); 1 at the strong level. */
static double peg_weight(const peg_problem *p, const uint8_t *kept, int nk)
{
    if (!p->expert || nk != p->kept)
        return 1;
    double half = 2 * PEG_WEIGHT * crib_peg_estimate(kept, nk, p->their_dealer);
    int k = (int)(half < 0 ? half - 0.5 : half + 0.5);
    double w = power(HALF_BASE, k < 0 ? -k : k);
    return k < 0 ? 1 / w : w;
}

/* A keep the model's bot would not make from any pair still keeps this weight: the table
 * knows neither suits nor the end of the game, where it keeps otherwise. */
#define INFER_FLOOR 0.002

/* How likely the opponent was to keep their kept ranks (nk of them, cur the m they still
 * hold among them); with the inference, as the strong bot or (easy) the easy one. */
static double keep_weight(const peg_problem *p, const uint8_t *kept, int nk, const uint8_t *cur,
                          int m, int easy)
{
    if (p->infer && nk == 4) {
        uint8_t left[13];
        memcpy(left, p->unseen, sizeof left);
        for (int i = 0; i < m; i++)
            left[cur[i]]--;
        double like = crib_keep_likelihood(kept, left, p->their_dealer, easy);
        if (like >= 0)
            return like + INFER_FLOOR;
    }
    return power(KEEP_BASE, rank_points(kept, nk)) * peg_weight(p, kept, nk);
}

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
        hs->w[hs->n++] = prior * ways * keep_weight(p, kept, nk, cur, m, easy) *
                         play_likelihood(p, &hs->seq, cur, m, easy);
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

/* The ranks of mine that fit the count, one bit per rank. */
static unsigned legal_ranks(const peg_problem *p)
{
    unsigned legal = 0;
    for (int i = 0; i < p->n_mine; i++)
        if (VAL(p->mine[i]) + p->count <= 31)
            legal |= 1u << p->mine[i];
    return legal;
}

/* Every hand the opponent may hold into hs, each model's weight of it. */
static void fill_hands(const peg_problem *p, hand_set *hs)
{
    hs->n = 0;
    play_seq_of(p, &hs->seq);
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

static void root_node(const peg_problem *p, node *root)
{
    memset(root, 0, sizeof *root);
    memcpy(root->h[0], p->mine, 4);
    root->n[0] = p->n_mine;
    root->n[1] = p->n_theirs;
    memcpy(root->pile, p->pile, sizeof root->pile);
    root->np = p->n_pile;
    root->count = p->count;
    root->went = p->went;
    root->last = p->last;
    root->turn = 0;
}

/* Systematic sampling: n points `step` apart from a random start, over the hands' weights
 * laid end to end. */
typedef struct sampler {
    double step, pos, acc;
    int next, n;
} sampler;

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

/* In win mode, what the opponent's hand shows with the starter, r their ranks still held. */
static int their_show(const peg_problem *p, const uint8_t *r)
{
    uint8_t shown[5];
    int n = 0;
    for (int j = 0; j < p->n_their_played; j++)
        shown[n++] = p->their_played[j];
    for (int j = 0; j < p->n_theirs; j++)
        shown[n++] = r[j];
    shown[n++] = (uint8_t)p->goal.starter_rank;
    return rank_points(shown, n);
}

/* Sets the show of the hand r for the leaves. */
static void set_their_show(search *S, const uint8_t *r)
{
    S->their_show = their_show(S->p, r);
    S->stamp++;
}

/* Adds w times the value of each legal rank of mine, played first from base, to sum. */
static void add_values(search *S, const node *base, unsigned legal, double w, double sum[13])
{
    const peg_problem *p = S->p;
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

/* The legal rank of the highest value (the lowest on a tie), each legal value copied out. */
static int best_rank(unsigned legal, const double sum[13], double values[13])
{
    int best = -1;
    for (int r = 0; r < 13; r++) {
        if (!((legal >> r) & 1))
            continue;
        values[r] = sum[r];
        if (best < 0 || sum[r] > sum[best] + 1e-9)
            best = r;
    }
    return best;
}

/* The hands of one model of the opponent (easy or not) drawn for the search: all of them,
 * each by its weight, or when there are more than the node budget allows, by systematic
 * sampling, each drawn hand weighing its picks (with the inference the model's total over
 * the picks, so that the models weigh their totals). */
typedef struct draw {
    const hand_set *hs;
    int easy, n, n_samples, i;
    sampler sm;
    double norm; /* what the values are to be divided by: the picks, or the total */
} draw;

/* Starts the draw; 0 when the model has no hand of any weight. */
static int draw_start(draw *d, const peg_problem *p, const hand_set *hs, int easy, int joint,
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

/* The next hand drawn (its index in the set) and its weight *w; -1 after the last. */
static int draw_next(draw *d, const peg_problem *p, double *w)
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

/* The drawn hands of one model searched one by one, as if I knew each (drawn as for the
 * joint search when joint is 1): each legal rank's values added to sum[] by the hand's
 * weight. Returns what the values are to be divided by. */
static double search_model(const peg_problem *p, const hand_set *hs, int easy, int joint,
                           uint64_t seed, unsigned legal, double sum[13])
{
    draw d;
    if (!draw_start(&d, p, hs, easy, joint, seed))
        return 0;
    node root;
    root_node(p, &root);
    search S;
    memset(&S, 0, sizeof S);
    S.p = p;
    S.easy = easy;
    double w;
    for (int i; (i = draw_next(&d, p, &w)) >= 0;) {
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

/* The joint search (the expert's inference, by points or by the chance to win): every
 * drawn hand of both models at once, so that my later plays are chosen by what I will have
 * seen, not by the hand each search knows. My node takes the rank best summed over the
 * hands; the opponent's node splits the hands by the card their model plays (or the go they
 * must say), each weighed by its chance. Searching each hand alone, I would play on as if I
 * knew it, and count on a choice I cannot make. */
typedef struct particle {
    double w;
    uint8_t h[4]; /* the opponent's ranks still held, s->n[1] of them */
    uint8_t easy;
    uint8_t show;   /* in win mode, what their whole hand shows with the starter */
    uint16_t plays; /* at the opponent's node searched, the ranks the hand may play */
} particle;

/* Drawn hands the joint search takes at most (holding three cards or four, I draw at most
 * 455 + 178, at three each), and the opponent's turns on one line of play (their 4 cards
 * and a go in each count: at most 7, see joint_theirs()). */
#define JOINT_MAX 640
#define JOINT_LEVELS 7

typedef struct joint {
    search S;
    int gone[13]; /* the ranks the opponent has played in the line searched */
    particle kids[JOINT_LEVELS][JOINT_MAX];
    float chance[JOINT_LEVELS][JOINT_MAX][4]; /* the strong model's, by card (strong_chances()) */
    /* In win mode, the chance to win at the end of the play by what I pegged in it and what
     * they pegged and show (their show folds into their score), cached for the search. */
    uint8_t cached[CACHE][2 * CACHE];
    double cache[CACHE][2 * CACHE];
} joint;

/* The opponent's margins by rank at a node, shared by every hand: points[r] what rank r
 * pegs, coef[r][t] what a card of rank t pegs back after it, all[r] the same over the cards
 * no hand holds, total the cards each hand has not seen; for the ranks in `need` alone. */
typedef struct margins {
    const peg_problem *p;
    int points[13], all[13], total;
    int coef[13][13];
} margins;

static void node_margins(const joint *J, const node *s, unsigned need, margins *m)
{
    const peg_problem *p = J->S.p;
    int base[13];
    m->p = p;
    m->total = s->n[0] - s->n[1];
    for (int t = 0; t < 13; t++) {
        base[t] = p->unseen[t] + p->hidden[t] - J->gone[t];
        m->total += base[t];
    }
    for (int i = 0; i < s->n[0]; i++)
        base[s->h[0][i]]++;
    uint8_t pile[CRIB_PLAY_MAX_PILE + 1];
    memcpy(pile, s->pile, s->np);
    for (; need; need &= need - 1) {
        int r = crib_ctz64(need);
        pile[s->np] = (uint8_t)r;
        m->points[r] = pile_points(pile, s->np + 1, s->count + VAL(r));
        back_coefs(s->pile, s->np, s->count, r, m->coef[r]);
        m->all[r] = 0;
        for (int t = 0; t < 13; t++)
            m->all[r] += m->coef[r][t] * base[t];
    }
}

/* The chance that the strong model, holding h (n ranks), plays each card that fits (fit),
 * as opponent() weighs them by give_back_weights(): into chance[j] for the first card of
 * each rank, 0 for the others. As there, a card's points include the point for last when it
 * ends the count at once (I am out of it, gone, and none of their other cards fits). */
static void strong_chances(const margins *m, const node *s, unsigned fit, const uint8_t *h, int n,
                           float chance[4])
{
    int me_out = !s->n[0] || (s->went & 1);
    double x[4] = {0};
    int at[4], k = 0;
    unsigned tried = 0;
    for (int i = 0; i < n; i++) {
        int q = h[i];
        chance[i] = 0;
        if ((tried >> q) & 1 || !((fit >> q) & 1))
            continue;
        tried |= 1u << q;
        int back = m->all[q], after = s->count + VAL(q), last = me_out && after < 31;
        for (int j = 0; j < n; j++) {
            back -= m->coef[q][h[j]];
            last &= j == i || VAL(h[j]) + after > 31;
        }
        at[k] = i;
        x[k++] = m->points[q] + last + pair_bonus(m->p, h, n, q, s->np) -
                 (m->total ? (double)back / m->total : 0);
    }
    scale_weights(x, k);
    double all = 0;
    for (int j = 0; j < k; j++)
        all += x[j];
    for (int j = 0; j < k; j++)
        chance[at[j]] = (float)(x[j] / all);
}

static double joint_solve(joint *J, const node *s, particle *ps, int n, double w, int lv);

/* One of the opponent's lines: the hands kids[] (k of them, weighing w) after rank r (or a
 * go, r < 0). Recursive with joint_solve. */
/* NOLINTNEXTLINE(misc-no-recursion) */
static double joint_line(joint *J, const node *s, int r, particle *kids, int k, double w, int lv)
{
    node c = *s;
    if (r < 0) {
        say_go(&J->S, &c);
        return joint_solve(J, &c, kids, k, w, lv + 1);
    }
    c.h[1][0] = (uint8_t)r;
    play_rank(&J->S, &c, 0);
    J->gone[r]++;
    double v = joint_solve(J, &c, kids, k, w, lv + 1);
    J->gone[r]--;
    return v;
}

/* The ranks among the n ranks h[], one bit each. */
static unsigned held_ranks(const uint8_t *h, int n)
{
    unsigned held = 0;
    for (int j = 0; j < n; j++)
        held |= 1u << h[j];
    return held;
}

/* The hands of ps[] (n of them, nt ranks each) that play rank r (their plays set by
 * joint_theirs()) into kids, r taken out, each weighed by its chance of playing it (the
 * strong model's chance[i] by card, the easy rule's 1). Returns how many; their weight in
 * *w. */
static int hands_playing(const particle *ps, int n, int nt, int r, float (*chance)[4],
                         particle *kids, double *w)
{
    int k = 0;
    *w = 0;
    for (int i = 0; i < n; i++) {
        const particle *a = &ps[i];
        if (!((a->plays >> r) & 1))
            continue;
        int at = 0;
        while (a->h[at] != r)
            at++;
        kids[k] = *a;
        kids[k].w = a->easy ? a->w : a->w * chance[i][at];
        kids[k].h[at] = kids[k].h[nt - 1];
        *w += kids[k++].w;
    }
    return k;
}

/* The opponent's turn in the joint search: the hands with no card that fits say go, the
 * others play each rank by their model's chance (the easy rule's one card, set in plays by
 * the first pass); the sum of the lines' values. The lines use kids[lv] and chance[lv]: the
 * opponent plays at most 4 cards and says at most one go a count, and a count they cannot
 * play on stands at 22 or more, three cards or more after the one searched from, so a line
 * of the 8 cards has at most 7 of their turns. Recursive with joint_solve. */
/* NOLINTNEXTLINE(misc-no-recursion) */
static double joint_theirs(joint *J, const node *s, particle *ps, int n, int lv)
{
    unsigned fit = 0, need = 0, played = 0;
    for (int r = 0; r < 13; r++)
        fit |= (unsigned)(VAL(r) + s->count <= 31) << r;
    particle *kids = J->kids[lv];
    double w = 0;
    int k = 0, nt = s->n[1];
    for (int i = 0; i < n; i++) {
        particle *a = &ps[i];
        a->plays = (uint16_t)(held_ranks(a->h, nt) & fit);
        if (!a->plays) {
            kids[k++] = *a;
            w += a->w;
        } else if (a->easy) {
            a->plays = (uint16_t)(1u << a->h[crib_easy_choice(a->h, nt, s->pile, s->np, s->count)]);
            played |= a->plays;
        } else {
            need |= a->plays;
        }
    }
    double sum = k ? joint_line(J, s, -1, kids, k, w, lv) : 0;
    margins m;
    node_margins(J, s, need, &m);
    float(*chance)[4] = J->chance[lv];
    for (int i = 0; i < n; i++)
        if (!ps[i].easy && ps[i].plays)
            strong_chances(&m, s, fit, ps[i].h, nt, chance[i]);
    for (unsigned left = need | played; left; left &= left - 1) {
        int r = crib_ctz64(left);
        k = hands_playing(ps, n, nt, r, chance, kids, &w);
        sum += joint_line(J, s, r, kids, k, w, lv);
    }
    return sum;
}

/* The end of the play in win mode, summed over the hands ps[] (n of them). */
static double joint_leaf(joint *J, const node *s, const particle *ps, int n)
{
    const peg_goal *g = &J->S.p->goal;
    int a = s->pts[0];
    double sum = 0;
    for (int i = 0; i < n; i++) {
        int b = s->pts[1] + ps[i].show;
        if (a >= CACHE || b >= 2 * CACHE) {
            sum += ps[i].w * crib_endgame_leaf(g, a, b, 0);
            continue;
        }
        if (!J->cached[a][b]) {
            J->cached[a][b] = 1;
            J->cache[a][b] = crib_endgame_leaf(g, a, b, 0);
        }
        sum += ps[i].w * J->cache[a][b];
    }
    return sum;
}

/* The value of a node summed over the hands ps[] (n of them, weighing w in all): my turn
 * takes the best rank for all of them alike. Recursive: one ply per card played or go
 * said, and one level of kids for each of the opponent's (at most JOINT_LEVELS). */
/* NOLINTNEXTLINE(misc-no-recursion) */
static double joint_solve(joint *J, const node *s, particle *ps, int n, double w, int lv)
{
    J->S.nodes++;
    int d = decided(&J->S, s);
    if (d)
        return d > 0 ? w : 0;
    if (s->turn == NO_PLAYER)
        return J->S.p->goal.win ? joint_leaf(J, s, ps, n) : w * (s->pts[0] - s->pts[1]);
    if (s->turn == 1)
        return joint_theirs(J, s, ps, n, lv);
    node c = *s;
    if (!can_play(s, 0)) {
        say_go(&J->S, &c);
        return joint_solve(J, &c, ps, n, w, lv);
    }
    double best = -1e300;
    unsigned tried = 0;
    for (int i = 0; i < s->n[0]; i++) {
        int r = s->h[0][i];
        if ((tried >> r) & 1 || VAL(r) + s->count > 31)
            continue;
        tried |= 1u << r;
        c = *s;
        play_rank(&J->S, &c, i);
        double v = joint_solve(J, &c, ps, n, w, lv);
        best = v > best ? v : best;
    }
    return best;
}

/* Both models' hands drawn for the joint search into hands[]: how many, or -1 when more are
 * drawn than JOINT_MAX (not reached); *norm what the values are to be divided by, *all the
 * hands' weight. The hand set lives in this frame alone, not in the search's. */
static int draw_joint(const peg_problem *p, uint64_t seed, particle *hands, double *norm,
                      double *all)
{
    hand_set hs;
    fill_hands(p, &hs);
    draw d[2];
    int ok[2], n = 0;
    for (int easy = 0; easy < 2; easy++) {
        ok[easy] = draw_start(&d[easy], p, &hs, easy, 1, seed);
        n += ok[easy] ? (d[easy].n_samples < d[easy].n ? d[easy].n_samples : d[easy].n) : 0;
    }
    if (n > JOINT_MAX)
        return -1;
    double w;
    *norm = *all = 0;
    n = 0;
    for (int easy = 0; easy < 2; easy++) {
        if (!ok[easy])
            continue;
        *norm += d[easy].norm;
        for (int i; (i = draw_next(&d[easy], p, &w)) >= 0; n++) {
            hands[n].w = w;
            memcpy(hands[n].h, hs.r[i], 4);
            hands[n].easy = (uint8_t)easy;
            hands[n].show = (uint8_t)(p->goal.win ? their_show(p, hs.r[i]) : 0);
            *all += hands[n].w;
        }
    }
    return n;
}

/* The n drawn hands searched jointly, each legal rank's summed value into sum[]. */
static void search_joint(const peg_problem *p, particle *hands, int n, double all, unsigned legal,
                         double sum[13])
{
    joint J;
    memset(&J.S, 0, sizeof J.S);
    memset(J.gone, 0, sizeof J.gone);
    memset(J.cached, 0, sizeof J.cached);
    J.S.p = p;
    J.S.joint = 1;
    node root;
    root_node(p, &root);
    for (int k = 0; k < p->n_mine; k++) {
        int r = p->mine[k];
        if (!((legal >> r) & 1))
            continue;
        legal &= ~(1u << r);
        node c = root;
        play_rank(&J.S, &c, k);
        sum[r] += joint_solve(&J, &c, hands, n, all, 0);
    }
}

/* Every legal rank searched over the opponent's hands: sum[r] the weighted values, *norm
 * what they are to be divided by. With the inference and three cards or four in my hand
 * (a later choice mine), the hands are searched jointly (join 1); else, and with join -1
 * (the tests' reference, drawn as for the joint search), one by one. */
static void search_ranks(const peg_problem *p, uint64_t seed, int join, unsigned legal,
                         double sum[13], double *norm)
{
    if (join > 0 && p->infer && p->n_mine >= 3) {
        particle hands[JOINT_MAX];
        double all;
        int n = draw_joint(p, seed, hands, norm, &all);
        if (n >= 0) {
            search_joint(p, hands, n, all, legal, sum);
            return;
        }
    }
    hand_set hs;
    fill_hands(p, &hs);
    int drawn = join < 0;
    *norm = search_model(p, &hs, 0, drawn, seed, legal, sum);
    if (p->infer)
        *norm += search_model(p, &hs, 1, drawn, seed, legal, sum);
}

int crib_peg_search(const peg_problem *p, uint64_t seed, double values[13])
{
    static const double none = -1e300;
    for (int r = 0; r < 13; r++)
        values[r] = none;
    unsigned legal = legal_ranks(p);
    if (!legal)
        return -1;
    if (!(legal & (legal - 1)))
        return crib_ctz64(legal);
    double sum[13] = {0}, norm;
    search_ranks(p, seed, 1, legal, sum, &norm);
    return best_rank(legal, sum, values);
}

static int search_all(const peg_problem *p, uint64_t seed, int join, double values[13])
{
    static const double none = -1e300;
    for (int r = 0; r < 13; r++)
        values[r] = none;
    unsigned legal = legal_ranks(p);
    if (!legal)
        return -1;
    double sum[13] = {0}, norm;
    search_ranks(p, seed, join, legal, sum, &norm);
    for (int r = 0; r < 13; r++)
        sum[r] = norm > 0 ? sum[r] / norm : sum[r];
    return best_rank(legal, sum, values);
}

int crib_peg_search_all(const peg_problem *p, uint64_t seed, double values[13])
{
    return search_all(p, seed, 1, values);
}

int crib_peg_search_each(const peg_problem *p, uint64_t seed, double values[13])
{
    return search_all(p, seed, -1, values);
}
