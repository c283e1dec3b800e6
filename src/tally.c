/* SPDX-License-Identifier: MIT */
/* The arena's tallies added up, as threads or processes that each ran a share of the
 * games hand them in. */
#include "crib.h"

#include <stddef.h>
#include <string.h>

size_t crib_tally_size(void)
{
    return sizeof(crib_tally);
}

static int add_u64(uint64_t *x, uint64_t y)
{
    if (*x > UINT64_MAX - y)
        return 0;
    *x += y;
    return 1;
}

int32_t crib_tally_add(crib_tally *sum, const crib_tally *more)
{
    if (!sum || !more)
        return CRIB_ENULL;
    for (size_t i = 0; i < sizeof sum->reserved / sizeof sum->reserved[0]; i++)
        if (sum->reserved[i] || more->reserved[i])
            return CRIB_ERANGE;
    /* The games of a pair are no sum: the same in both, or taken from a tally of games when
     * the sum has none yet. */
    uint64_t set_games = sum->games ? sum->set_games : more->set_games;
    if (sum->games && more->games && sum->set_games != more->set_games)
        return CRIB_ERANGE;
    crib_tally t = *sum;
    uint64_t u[sizeof t / 8], m[sizeof t / 8];
    memcpy(u, &t, sizeof t);
    memcpy(m, more, sizeof t);
    int ok = 1;
    /* Every 64-bit word but pair_value (signed), the 32-bit histograms and set_games. */
    size_t sv = offsetof(crib_tally, pair_value) / 8, h0 = offsetof(crib_tally, play_hist) / 8,
           h1 = offsetof(crib_tally, mid_heels) / 8, sg = offsetof(crib_tally, set_games) / 8;
    for (size_t i = 0; i < sizeof t / 8; i++)
        if (i != sv && i != sg && (i < h0 || i >= h1))
            ok &= add_u64(&u[i], m[i]);
    memcpy(&t, u, sizeof t);
    t.set_games = set_games;
    if ((more->pair_value > 0 && sum->pair_value > INT64_MAX - more->pair_value) ||
        (more->pair_value < 0 && sum->pair_value < INT64_MIN - more->pair_value))
        ok = 0;
    t.pair_value = sum->pair_value + (ok ? more->pair_value : 0);
    uint32_t *hs = t.play_hist;
    const uint32_t *hm = more->play_hist;
    size_t nh = (offsetof(crib_tally, mid_heels) - offsetof(crib_tally, play_hist)) / 4;
    for (size_t i = 0; i < nh; i++) {
        if (hs[i] > UINT32_MAX - hm[i])
            ok = 0;
        else
            hs[i] += hm[i];
    }
    if (!ok)
        return CRIB_ERANGE;
    *sum = t;
    return CRIB_OK;
}
