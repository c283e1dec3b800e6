/* SPDX-License-Identifier: MIT */
/* The opponent's keep, weighed by the pairs it could have been kept from: a lookup in the
 * tables of tools/gen_keep.c (four ranks kept in the six-card game, three in the five-card
 * game) by the keep's rank multiset (numbered as the fast evaluator's rows, colex over
 * r0 <= r1 <= ...), the pairs of ranks a <= b numbered in order. */
#include "keep_likelihood.h"

#include "bits.h"
#include "gen/keep_five_table.h"
#include "gen/keep_table.h"
#include "gen/keep_two_table.h"

/* The ranks a <= b of each pair, in the table's order. */
static const uint8_t k_pair_ranks[91][2] = {
    {0, 0},   {0, 1},  {0, 2},  {0, 3},  {0, 4},  {0, 5},   {0, 6},   {0, 7},   {0, 8},   {0, 9},
    {0, 10},  {0, 11}, {0, 12}, {1, 1},  {1, 2},  {1, 3},   {1, 4},   {1, 5},   {1, 6},   {1, 7},
    {1, 8},   {1, 9},  {1, 10}, {1, 11}, {1, 12}, {2, 2},   {2, 3},   {2, 4},   {2, 5},   {2, 6},
    {2, 7},   {2, 8},  {2, 9},  {2, 10}, {2, 11}, {2, 12},  {3, 3},   {3, 4},   {3, 5},   {3, 6},
    {3, 7},   {3, 8},  {3, 9},  {3, 10}, {3, 11}, {3, 12},  {4, 4},   {4, 5},   {4, 6},   {4, 7},
    {4, 8},   {4, 9},  {4, 10}, {4, 11}, {4, 12}, {5, 5},   {5, 6},   {5, 7},   {5, 8},   {5, 9},
    {5, 10},  {5, 11}, {5, 12}, {6, 6},  {6, 7},  {6, 8},   {6, 9},   {6, 10},  {6, 11},  {6, 12},
    {7, 7},   {7, 8},  {7, 9},  {7, 10}, {7, 11}, {7, 12},  {8, 8},   {8, 9},   {8, 10},  {8, 11},
    {8, 12},  {9, 9},  {9, 10}, {9, 11}, {9, 12}, {10, 10}, {10, 11}, {10, 12}, {11, 11}, {11, 12},
    {12, 12},
};

/* C(n, k) for k <= 4 and n small enough (at most 52 here). */
static unsigned choose(unsigned n, unsigned k)
{
    if (n < k)
        return 0;
    unsigned b = 1;
    for (unsigned i = 1; i <= k; i++)
        b = b * (n - k + i) / i;
    return b;
}

/* The table row of the m ranks kept[] (any order). */
static unsigned keep_index(const uint8_t *kept, int m)
{
    uint8_t r[4] = {0, 0, 0, 0};
    for (int i = 0; i < m; i++) {
        int j = i;
        for (; j > 0 && r[j - 1] > kept[i]; j--)
            r[j] = r[j - 1];
        r[j] = kept[i];
    }
    unsigned idx = 0;
    for (unsigned i = 0; i < (unsigned)m; i++)
        idx += choose(r[i] + i, i + 1);
    return idx;
}

double crib_keep_likelihood_one(const uint8_t kept[4], const uint8_t left[13], int dealer,
                                int model)
{
    unsigned bits = k2_keep_one[keep_index(kept, 4)][model ? 1 : 0][dealer ? 0 : 1];
    double all = 0, kept_ways = 0;
    for (unsigned k = 0; k < 13; k++) {
        all += left[k];
        kept_ways += (bits >> k) & 1 ? left[k] : 0;
    }
    return all > 0 ? kept_ways / all : -1;
}

double crib_keep_likelihood(const uint8_t *kept, int m, const uint8_t left[13], int dealer,
                            int model)
{
    unsigned idx = keep_index(kept, m);
    unsigned cards = 0;
    for (unsigned k = 0; k < 13; k++)
        cards += left[k];
    /* Every pair of the cards left, and those of the pairs with which the keep is kept:
     * only the set bits are visited. */
    double all = choose(cards, 2), kept_ways = 0;
    const uint64_t *bits = m == 3 ? k5_keep_pairs[idx][model ? 1 : 0][dealer ? 0 : 1]
                                  : k_keep_pairs[idx][model ? 1 : 0][dealer ? 0 : 1];
    for (unsigned w = 0; w < 2; w++)
        for (uint64_t b = bits[w]; b; b &= b - 1) {
            const uint8_t *ab = k_pair_ranks[64 * w + (unsigned)crib_ctz64(b)];
            kept_ways +=
                ab[0] == ab[1] ? choose(left[ab[0]], 2) : (double)left[ab[0]] * left[ab[1]];
        }
    return all > 0 ? kept_ways / all : -1;
}
