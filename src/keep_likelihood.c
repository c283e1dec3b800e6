/* SPDX-License-Identifier: MIT */
/* The opponent's keep, weighed by the pairs it could have been kept from: a lookup in the
 * table of tools/gen_keep.c by the keep's rank multiset (numbered as the fast evaluator's
 * rows, colex over r0 <= r1 <= ...), the pairs of ranks a <= b numbered in order. */
#include "keep_likelihood.h"

#include "gen/keep_table.h"

/* C(n, k) for n < 16 and k <= 4. */
static unsigned choose(unsigned n, unsigned k)
{
    unsigned b = 1;
    for (unsigned i = 1; i <= k; i++)
        b = b * (n - k + i) / i;
    return n < k ? 0 : b;
}

double crib_keep_likelihood(const uint8_t kept[4], const uint8_t left[13], int dealer)
{
    uint8_t r[4] = {0, 0, 0, 0};
    for (int i = 0; i < 4; i++) {
        int j = i;
        for (; j > 0 && r[j - 1] > kept[i]; j--)
            r[j] = r[j - 1];
        r[j] = kept[i];
    }
    unsigned idx = 0;
    for (unsigned i = 0; i < 4; i++)
        idx += choose(r[i] + i, i + 1);
    const uint64_t *bits = k_keep_pairs[idx][dealer ? 0 : 1];
    double all = 0, kept_ways = 0;
    unsigned p = 0;
    for (unsigned a = 0; a < 13; a++)
        for (unsigned b = a; b < 13; b++, p++) {
            double ways = a == b ? choose(left[a], 2) : (double)left[a] * left[b];
            all += ways;
            if ((bits[p / 64] >> (p % 64)) & 1)
                kept_ways += ways;
        }
    return all > 0 ? kept_ways / all : -1;
}
