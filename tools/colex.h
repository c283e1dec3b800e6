/* SPDX-License-Identifier: MIT */
/* Multisets of ranks numbered colex over r0 <= r1 <= ... (of four: 0 .. 1819), as the fast
 * evaluator's rows and the pegging and keep tables number them; for the generators in
 * tools/ and bench/bench_candidate.c, which write and read such tables. */
#ifndef CRIB_TOOLS_COLEX_H
#define CRIB_TOOLS_COLEX_H

static inline int colex_binomial(int n, int k)
{
    if (k < 0 || n < k)
        return 0;
    int b = 1;
    for (int i = 1; i <= k; i++)
        b = b * (n - k + i) / i;
    return b;
}

/* The number of four ranks r, sorted, lowest first. */
static inline int colex_index(const int *r)
{
    int idx = 0;
    for (int i = 0; i < 4; i++)
        idx += colex_binomial(r[i] + i, i + 1);
    return idx;
}

/* The m ranks of multiset number idx, lowest first. */
static inline void colex_unrank(int idx, int m, int *r)
{
    for (int k = m; k >= 1; k--) {
        int c = k - 1;
        while (colex_binomial(c + 1, k) <= idx)
            c++;
        idx -= colex_binomial(c, k);
        r[k - 1] = c - (k - 1);
    }
}

#endif
