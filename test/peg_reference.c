/* SPDX-License-Identifier: MIT */
/* The reference pegging scorer. Pairs by counting the equal ranks at the end (k cards make
 * k*(k-1)/2 pairs of 2 points); runs by sorting each tail, longest first. Nothing shared
 * with src/. */
#include "peg_reference.h"

int ref_card_value(crib_card card)
{
    int rank = card / 4;
    return rank >= 9 ? 10 : rank + 1;
}

/* 1 when the n ranks, once sorted, go up by exactly one each. */
static int ref_is_run(const int *ranks, int n)
{
    int sorted[13];
    for (int i = 0; i < n; i++) {
        int j = i;
        while (j > 0 && sorted[j - 1] > ranks[i]) {
            sorted[j] = sorted[j - 1];
            j--;
        }
        sorted[j] = ranks[i];
    }
    for (int i = 1; i < n; i++)
        if (sorted[i] != sorted[i - 1] + 1)
            return 0;
    return 1;
}

int ref_peg_points(const crib_card *pile, int n)
{
    int ranks[13];
    int count = 0, points = 0;
    for (int i = 0; i < n; i++) {
        count += ref_card_value(pile[i]);
        ranks[i] = pile[i] / 4;
    }
    if (count == 15 || count == 31)
        points += 2;

    int same = 1;
    while (same < n && ranks[n - 1 - same] == ranks[n - 1])
        same++;
    points += same * (same - 1);

    for (int len = n; len >= 3; len--)
        if (ref_is_run(ranks + n - len, len)) {
            points += len;
            break;
        }
    return points;
}
