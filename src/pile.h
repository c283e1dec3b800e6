/* SPDX-License-Identifier: MIT */
/* The play's points by ranks alone, for the pegging search (search.c and the files it
 * searches with), the easy rule on ranks (easy.c) and the generator of the search's keep
 * estimate (tools/gen_peg.c), so that the table and the search peg by one rule. Nothing here
 * is exported; the play engine (peg.c) scores cards and itemises. */
#ifndef CRIB_PILE_H
#define CRIB_PILE_H

#include <stdint.h>

/* Counting value of a rank 0..12: ace 1, 2..10 face value, J Q K 10. */
#define PILE_VALUE(r) ((r) < 10 ? (r) + 1 : 10)

/* What the last rank of a pile (np >= 1 ranks, the count after it) pegs: fifteen, 31,
 * pairs, runs. */
static inline int pile_points(const uint8_t *pile, int np, int count)
{
    static const int pair_points[5] = {0, 0, 2, 6, 12};
    int pts = (count == 15 || count == 31) ? 2 : 0;
    int top = pile[np - 1], same = 1;
    while (same < np && same < 4 && pile[np - 1 - same] == top)
        same++;
    pts += pair_points[same];
    if (same > 1 || np < 3)
        return pts;
    unsigned seen = 1u << top;
    int lo = top, hi = top, run = 0;
    for (int len = 2; len <= np; len++) {
        int r = pile[np - len];
        if (seen & (1u << r))
            break;
        seen |= 1u << r;
        lo = r < lo ? r : lo;
        hi = r > hi ? r : hi;
        if (len >= 3 && hi - lo == len - 1)
            run = len;
    }
    return pts + run;
}

#endif
