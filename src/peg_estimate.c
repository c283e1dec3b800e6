/* SPDX-License-Identifier: MIT */
/* The pegging estimate of a keep: a lookup in the table of tools/gen_peg.c by the keep's
 * rank multiset, numbered as the fast evaluator's rows (colex over r0 <= r1 + 1 <= ...). */
#include "peg_estimate.h"

#include "gen/peg_table.h"

static const uint16_t k_binomial[17][5] = {
#define B(n)                                                                                       \
    {                                                                                              \
        1, (n), (n) * ((n)-1) / 2, (n) * ((n)-1) * ((n)-2) / 6,                                    \
            (n) * ((n)-1) * ((n)-2) * ((n)-3) / 24                                                 \
    }
    B(0), B(1),  B(2),  B(3),  B(4),  B(5),  B(6),  B(7),  B(8),
    B(9), B(10), B(11), B(12), B(13), B(14), B(15), B(16),
#undef B
};

double crib_peg_estimate(const uint8_t *ranks, int m, int dealer)
{
    if (m != 3 && m != 4)
        return 0;
    uint8_t r[4];
    for (int i = 0; i < m; i++) {
        int j = i;
        for (; j > 0 && r[j - 1] > ranks[i]; j--)
            r[j] = r[j - 1];
        r[j] = ranks[i];
    }
    unsigned idx = 0;
    for (int i = 0; i < m; i++)
        idx += k_binomial[r[i] + i][i + 1];
    int col = dealer ? 0 : 1;
    return m == 4 ? (double)k_peg4[idx][col] : (double)k_peg3[idx][col];
}
