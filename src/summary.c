/* SPDX-License-Identifier: MIT */
/* A tally's statistics: win rates and values with their 95% intervals, paired by seed when
 * the games came in pairs, and each side's points a deal. */
#include "tally.h"

#include <math.h>
#include <string.h>

size_t crib_summary_size(void)
{
    return sizeof(crib_summary);
}

#define Z95 1.959963984540054

/* The 95% half-width of a mean of n samples with sum s and sum of squares q. */
static double half_width(double n, double s, double q)
{
    if (n < 2)
        return 0;
    double mean = s / n, var = (q - n * mean * mean) / (n - 1);
    return var > 0 ? Z95 * sqrt(var / n) : 0;
}

static int tally_ok(const crib_tally *t)
{
    for (int i = 0; i < 8; i++)
        if (t->reserved[i])
            return 0;
    return t->wins[0] + t->wins[1] == t->games && t->seat_wins[0] + t->seat_wins[1] == t->games &&
           t->first_dealer_wins <= t->games &&
           t->pair_wins[0] + t->pair_wins[1] + t->pair_wins[2] == t->pairs &&
           t->pairs <= t->games / 2;
}

int32_t crib_tally_summary(const crib_tally *tally, crib_summary *out)
{
    if (out)
        memset(out, 0, sizeof *out);
    if (!tally || !out)
        return CRIB_ENULL;
    if (!tally_ok(tally))
        return CRIB_ERANGE;
    const crib_tally *t = tally;
    crib_summary s;
    memset(&s, 0, sizeof s);
    double g = (double)t->games, n = (double)t->pairs;
    s.games = g;
    s.pairs = n;
    if (g > 0) {
        double net = (double)t->value[0] - (double)t->value[1];
        s.win_a = (double)t->wins[0] / g;
        s.value_a = net / g;
        s.first_dealer = (double)t->first_dealer_wins / g;
        s.deals_per_game = (double)t->deals / g;
        double wh, vh;
        if (t->pairs >= 2 && 2 * t->pairs == t->games) {
            /* Paired: each pair's share of A's wins, 0, 1/2 or 1, as one sample. */
            double c1 = (double)t->pair_wins[1], c2 = (double)t->pair_wins[2];
            wh = half_width(n, 0.5 * c1 + c2, 0.25 * c1 + c2);
            vh = half_width(n, (double)t->pair_value, (double)t->pair_value_sq) / 2;
        } else {
            wh = half_width(g, (double)t->wins[0], (double)t->wins[0]);
            vh = half_width(g, net, (double)t->value_sq);
        }
        s.win_a_low = s.win_a - wh;
        s.win_a_high = s.win_a + wh;
        s.value_a_low = s.value_a - vh;
        s.value_a_high = s.value_a + vh;
        double fh = half_width(g, (double)t->first_dealer_wins, (double)t->first_dealer_wins);
        s.first_dealer_low = s.first_dealer - fh;
        s.first_dealer_high = s.first_dealer + fh;
    }
    for (int sr = 0; sr < 4; sr++) {
        double d = (double)t->whole_deals[sr], total = 0;
        if (d == 0)
            continue;
        for (int k = 0; k < 4; k++) {
            s.points[sr * 5 + k] = (double)t->points[sr * 4 + k] / d;
            total += (double)t->points[sr * 4 + k];
        }
        s.points[sr * 5 + 4] = total / d;
        s.total_half[sr] = half_width(d, total, (double)t->total_sq[sr]);
        s.play_half[sr] = half_width(d, (double)t->points[sr * 4 + K_PLAY], (double)t->play_sq[sr]);
    }
    for (size_t role = 0; role < 2; role++) {
        s.play_diff[role] = s.points[role * 5] - s.points[10 + role * 5];
        s.play_diff_half[role] = sqrt(s.play_half[role] * s.play_half[role] +
                                      s.play_half[2 + role] * s.play_half[2 + role]);
    }
    *out = s;
    return CRIB_OK;
}
