/* SPDX-License-Identifier: MIT */
/* The reference scorer. Fifteens by trying every subset; pairs and runs from the count of
 * each rank (a run of length L through ranks with c1..cL cards is c1*...*cL runs); flush
 * and nobs by the rule's words. Nothing shared with src/. */
#include "reference.h"

int ref_hand_score(const crib_card *hand, int n, crib_card starter, int crib)
{
    return ref_show_score(hand, n, starter, crib, 1);
}

int ref_show_score(const crib_card *hand, int n, crib_card starter, int crib, int flushes)
{
    int rank[5], suit[5], value[5];
    int m = n + 1;
    for (int i = 0; i < m; i++) {
        crib_card c = i < n ? hand[i] : starter;
        rank[i] = c / 4;
        suit[i] = c % 4;
        value[i] = rank[i] >= 9 ? 10 : rank[i] + 1;
    }
    int total = 0;

    for (int subset = 0; subset < (1 << m); subset++) {
        int sum = 0, size = 0;
        for (int i = 0; i < m; i++)
            if (subset & (1 << i)) {
                sum += value[i];
                size++;
            }
        if (size >= 2 && sum == 15)
            total += 2;
    }

    int count[13] = {0};
    for (int i = 0; i < m; i++)
        count[rank[i]]++;
    for (int r = 0; r < 13; r++)
        total += count[r] * (count[r] - 1); /* C(c,2) pairs of 2 points */

    int best_len = 0, best_ways = 0;
    for (int start = 0; start < 13; start++) {
        int len = 0, ways = 1;
        while (start + len < 13 && count[start + len] > 0) {
            ways *= count[start + len];
            len++;
        }
        if (len >= 3 && len > best_len) {
            best_len = len;
            best_ways = ways;
        }
    }
    total += best_len * best_ways;

    int hand_suited = flushes;
    for (int i = 1; i < n; i++)
        if (suit[i] != suit[0])
            hand_suited = 0;
    if (hand_suited && suit[n] == suit[0])
        total += n + 1;
    else if (hand_suited && !crib)
        total += n;

    for (int i = 0; i < n; i++)
        if (rank[i] == 10 && suit[i] == suit[n])
            total += 1;
    return total;
}
