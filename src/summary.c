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

/* Wilson's score interval at 95% for a rate p seen in n > 0 trials: inside [0, 1] for
 * every p, of some width at p = 0 or 1, and the normal approximation's as n grows. The
 * bounds are held to [0, p] and [p, 1] against rounding. (No fmin and fmax: the wasm build's
 * C library has sqrt alone.) */
static void wilson(double p, double n, double *low, double *high)
{
    double z2 = Z95 * Z95, d = 1 + z2 / n;
    double mid = (p + z2 / (2 * n)) / d;
    double half = Z95 / d * sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    double lo = mid - half, hi = mid + half;
    *low = lo < 0 ? 0 : lo > p ? p : lo;
    *high = hi > 1 ? 1 : hi < p ? p : hi;
}

/* The paired win rate's interval: each of n >= 2 pairs of m games scores 0, 1/m, ..., 1
 * for side A (c[k] pairs score k/m), mean p. Wilson's interval with the pairs' effective
 * number of trials, p(1 - p) over the variance of the mean (the design effect), is the
 * paired normal interval as n grows and stays inside [0, 1]. Pairs all alike measure no
 * variance: all split alike, no spread ([p, p], as the normal interval says); all one way
 * (p = 0 or 1), the games count as independent trials. */
static void paired_wilson(const uint64_t c[4], double m, double n, double p, double *low,
                          double *high)
{
    double sq = 0; /* c[3] is 0 for pairs of two */
    int kinds = 0; /* the scores some pair made: one alone is no variance, exactly */
    for (int k = 0; k < 4; k++) {
        sq += (double)c[k] * (k / m) * (k / m);
        kinds += c[k] != 0;
    }
    /* (Rounding, in x87's longer registers too, must not make pairs all alike vary.) */
    double var = kinds > 1 ? (sq - n * p * p) / (n - 1) : 0;
    if (var > 0)
        wilson(p, p * (1 - p) * n / var, low, high);
    else if (p > 0 && p < 1)
        *low = *high = p;
    else
        wilson(p, m * n, low, high);
}

/* The games of a pair: two, or three three-handed. */
static uint64_t pair_games(const crib_tally *t)
{
    return t->set_games ? t->set_games : 2;
}

static int tally_ok(const crib_tally *t)
{
    for (size_t i = 0; i < sizeof t->reserved / sizeof t->reserved[0]; i++)
        if (t->reserved[i])
            return 0;
    if (t->set_games != 0 && t->set_games != 3)
        return 0;
    if (t->set_games == 0 && (t->seat_wins_third || t->pair_wins_three))
        return 0;
    /* Sums of counts each at most games: none can wrap. */
    return t->wins[0] <= t->games && t->wins[1] == t->games - t->wins[0] &&
           t->seat_wins[0] <= t->games && t->seat_wins[1] <= t->games - t->seat_wins[0] &&
           t->seat_wins_third == t->games - t->seat_wins[0] - t->seat_wins[1] &&
           t->first_dealer_wins <= t->games && t->pairs <= t->games / pair_games(t) &&
           t->pair_wins[0] <= t->pairs && t->pair_wins[1] <= t->pairs - t->pair_wins[0] &&
           t->pair_wins[2] <= t->pairs - t->pair_wins[0] - t->pair_wins[1] &&
           t->pair_wins_three == t->pairs - t->pair_wins[0] - t->pair_wins[1] - t->pair_wins[2];
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
        double vh;
        uint64_t m = pair_games(t);
        if (t->pairs >= 2 && m * t->pairs == t->games) {
            /* Paired: each pair's share of A's wins, 0, 1/m, ..., 1, as one sample. */
            const uint64_t c[4] = {t->pair_wins[0], t->pair_wins[1], t->pair_wins[2],
                                   t->pair_wins_three};
            paired_wilson(c, (double)m, n, s.win_a, &s.win_a_low, &s.win_a_high);
            vh = half_width(n, (double)t->pair_value, (double)t->pair_value_sq) / (double)m;
        } else {
            wilson(s.win_a, g, &s.win_a_low, &s.win_a_high);
            vh = half_width(g, net, (double)t->value_sq);
        }
        s.value_a_low = s.value_a - vh;
        s.value_a_high = s.value_a + vh;
        wilson(s.first_dealer, g, &s.first_dealer_low, &s.first_dealer_high);
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
