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
 * hands jointly instead, choosing each later play of mine by what I will have seen.
 *
 * Here the legal ranks and the search's entry points; the hands are enumerated and drawn in
 * hands.c, weighed by the opponent's models in opponent.c, and searched one by one in
 * hand_search.c or jointly in joint.c. */
#include "search.h"

#include "bits.h"
#include "hand_search.h"
#include "hands.h"
#include "joint.h"
#include "pile.h"

#define VAL(r) PILE_VALUE(r)

/* The ranks of mine that fit the count, one bit per rank. */
static unsigned legal_ranks(const peg_problem *p)
{
    unsigned legal = 0;
    for (int i = 0; i < p->n_mine; i++)
        if (VAL(p->mine[i]) + p->count <= 31)
            legal |= 1u << p->mine[i];
    return legal;
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

/* The hands searched one by one (drawn as for the joint search when drawn is set): each
 * legal rank's weighted values into sum[] (with legal 0, the root's into sum[0]); returns
 * what they are to be divided by. Out of line, so that its set of hands is not on the stack
 * under the joint search's. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
static double
search_each_hand(const peg_problem *p, uint64_t seed, int drawn, unsigned legal, double sum[13])
{
    hand_set hs;
    crib_fill_hands(p, &hs);
    double norm = crib_hand_search(p, &hs, 0, drawn, seed, legal, sum);
    if (p->infer)
        norm += crib_hand_search(p, &hs, 1, drawn, seed, legal, sum);
    return norm;
}

/* Every legal rank searched over the opponent's hands: sum[r] the weighted values, *norm
 * what they are to be divided by. With the inference and three cards or four in my hand
 * (a later choice mine), the hands are searched jointly (join 1); else, and with join -1
 * (the tests' reference, drawn as for the joint search), one by one. */
static void search_ranks(const peg_problem *p, uint64_t seed, int join, unsigned legal,
                         double sum[13], double *norm)
{
    if (join > 0 && p->infer && p->n_mine >= 3 && crib_joint_search(p, seed, legal, sum, norm))
        return;
    *norm = search_each_hand(p, seed, join < 0, legal, sum);
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

double crib_peg_search_value(const peg_problem *p, uint64_t seed)
{
    unsigned legal = p->their_turn ? 0 : legal_ranks(p);
    if (legal) {
        double values[13];
        int r = search_all(p, seed, 1, values);
        return values[r];
    }
    /* My later choices are made without their hand where the joint search takes the drawn
     * hands; else each hand alone (as if I knew it: at most one later choice of two cards). */
    double v, sum[13] = {0};
    if (p->infer && p->n_mine >= 2 && crib_joint_value(p, seed, &v))
        return v;
    double norm = search_each_hand(p, seed, 0, 0, sum);
    return norm > 0 ? sum[0] / norm : sum[0];
}
