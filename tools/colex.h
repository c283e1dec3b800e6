/* SPDX-License-Identifier: MIT */
/* The number of a multiset of four ranks, as the fast evaluator's rows and the pegging
 * tables number them: colex over r0 <= r1 <= r2 <= r3 (0 .. 1819). For
 * tools/gen_peg_search.c and bench/bench_candidate.c, which write and read such a table. */
#ifndef CRIB_TOOLS_COLEX_H
#define CRIB_TOOLS_COLEX_H

static int colex_binomial(int n, int k)
{
    if (k < 0 || n < k)
        return 0;
    int b = 1;
    for (int i = 1; i <= k; i++)
        b = b * (n - k + i) / i;
    return b;
}

/* r sorted, lowest first. */
static int colex_index(const int *r)
{
    int idx = 0;
    for (int i = 0; i < 4; i++)
        idx += colex_binomial(r[i] + i, i + 1);
    return idx;
}

#endif
