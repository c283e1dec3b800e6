/* SPDX-License-Identifier: MIT */
/* The pegging searches' models of the opponent. Their keep: more likely the better it scores
 * on its own and, at the expert level, the more it pegs; with the expert's inference (the
 * six-card and five-card games) as likely as the strong bot or the easy one was to keep it
 * (keep_likelihood.c). Their plays: a card likelier the more it pegs (the strong model; with
 * the inference, by its points less what the next card pegs back, and a pair held), or the
 * easy rule's card (easy.c). A hand's weight is its keep's times the chance of the plays the
 * opponent made with it so far in the deal. */
#include "opponent.h"

#include "bits.h"
#include "easy.h"
#include "keep_likelihood.h"
#include "peg_estimate.h"
#include "pile.h"

#include <string.h>

#define VAL(r) PILE_VALUE(r)

/* The opponent's kept hand is more likely the better it scores on its own: weight
 * KEEP_BASE ^ (points of its ranks) (fifteens, pairs and runs, no starter); e^0.5. */
#define KEEP_BASE 1.6487212707001282
#define HALF_BASE 1.2840254166877414 /* sqrt(KEEP_BASE) */

/* The expert level weighs an opponent's hand also by KEEP_BASE ^ (OPPONENT_PEG_WEIGHT * the
 * pegging estimate of their keep), in half points so that the weight is exact on every
 * machine. */
#define OPPONENT_PEG_WEIGHT 1.0

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

double crib_play_weight(int k)
{
    return power(PLAY_BASE, k);
}

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

void crib_scale_weights(double *x, int n)
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

void crib_back_coefs(const uint8_t *pile, int np, int count, int r, int coef[13])
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

int crib_back_points(const uint8_t *pile, int np, int count, int r, const int left[13])
{
    int coef[13], back = 0;
    crib_back_coefs(pile, np, count, r, coef);
    for (int t = 0; t < 13; t++)
        back += coef[t] * left[t];
    return back;
}

double crib_pair_bonus(const peg_problem *p, const uint8_t *h, int n, int r, int np)
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

int crib_rank_score(const uint8_t *r, int m)
{
    /* ways[s]: the sets of the ranks so far whose values sum to s. No one card is worth 15,
     * and sets of one are not counted, so every set summing to 15 is a fifteen. */
    uint32_t ways[16] = {1};
    int cnt[13] = {0};
    for (int i = 0; i < m; i++) {
        int v = VAL(r[i]);
        for (int s = 15; s >= v; s--)
            ways[s] += ways[s - v];
        cnt[r[i]]++;
    }
    int pts = 2 * (int)ways[15];
    for (int k = 0; k < 13; k++)
        pts += cnt[k] * (cnt[k] - 1);
    /* The runs: the longest stretches of consecutive ranks held, if 3 or more long, each
     * as many times as its ranks' cards multiply. */
    int best = 0, runs = 0;
    for (int lo = 0; lo < 13;) {
        if (!cnt[lo]) {
            lo++;
            continue;
        }
        int hi = lo, ways_run = 1;
        for (; hi < 13 && cnt[hi]; hi++)
            ways_run *= cnt[hi];
        int len = hi - lo;
        if (len >= 3 && len > best) {
            best = len;
            runs = 0;
        }
        if (len == best)
            runs += ways_run * len;
        lo = hi;
    }
    return pts + runs;
}

/* A count ends at 31 or when the next card would pass it (the next card of a count that
 * went on would have fitted: a player who could play did), so the earlier cards alone show
 * where each count began. */
void crib_play_seq_of(const peg_problem *p, play_seq *q)
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
 * what the next card pegs back over the total cards left[] (crib_scale_weights() makes it a
 * weight). */
static double card_weight(const peg_problem *p, uint8_t *pile, int i, int count, int r,
                          const uint8_t *held, int nh, const int left[13], int total)
{
    pile[i] = (uint8_t)r;
    int k = pile_points(pile, i + 1, count + VAL(r));
    if (!p->infer)
        return power(PLAY_BASE, k);
    return k + crib_pair_bonus(p, held, nh, r, i) -
           (total ? (double)crib_back_points(pile, i, count, r, left) / total : 0);
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
        crib_scale_weights(w, fit);
    for (int j = 0; j < fit; j++)
        all += w[j];
    return all > 0 && took >= 0 ? w[took] / all : all > 0 ? 0 : 1;
}

double crib_play_likelihood(const peg_problem *p, const play_seq *q, const uint8_t *h, int m,
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
    crib_play_seq_of(p, &q);
    return crib_play_likelihood(p, &q, h, m, easy);
}

/* The expert level's weight of the opponent's keep by the pegging it brings them:
 * sqrt(KEEP_BASE) ^ (half points, rounded); 1 at the strong level. */
static double peg_weight(const peg_problem *p, const uint8_t *kept, int nk)
{
    if (!p->expert || nk != p->kept)
        return 1;
    double half = 2 * OPPONENT_PEG_WEIGHT * crib_peg_estimate(kept, nk, p->their_dealer);
    int k = (int)(half < 0 ? half - 0.5 : half + 0.5);
    double w = power(HALF_BASE, k < 0 ? -k : k);
    return k < 0 ? 1 / w : w;
}

/* A keep the model's bot would not make from any pair still keeps this weight: the table
 * knows neither suits nor the end of the game, where it keeps otherwise. */
#define INFER_FLOOR 0.002

double crib_keep_weight(const peg_problem *p, const uint8_t *kept, int nk, const uint8_t *cur,
                        int m, int easy)
{
    if (p->infer && nk == p->kept) {
        uint8_t left[13];
        memcpy(left, p->unseen, sizeof left);
        for (int i = 0; i < m; i++)
            left[cur[i]]--;
        double like = p->lay_one ? crib_keep_likelihood_one(kept, left, p->their_dealer, easy)
                                 : crib_keep_likelihood(kept, nk, left, p->their_dealer, easy);
        if (like >= 0)
            return like + INFER_FLOOR;
    }
    return power(KEEP_BASE, crib_rank_score(kept, nk)) * peg_weight(p, kept, nk);
}

int crib_their_show(const peg_problem *p, const uint8_t *r)
{
    uint8_t shown[5];
    int n = 0;
    for (int j = 0; j < p->n_their_played; j++)
        shown[n++] = p->their_played[j];
    for (int j = 0; j < p->n_theirs; j++)
        shown[n++] = r[j];
    shown[n++] = (uint8_t)p->goal.starter_rank;
    return crib_rank_score(shown, n);
}
