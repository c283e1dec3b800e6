/* SPDX-License-Identifier: MIT */
/* The seeded generator: SplitMix64, a uniform draw below n, and the shuffle, as crib.h
 * defines them for every language to reproduce. */
#include "rng.h"

#include <string.h>

uint64_t crib_splitmix_next(uint64_t *state)
{
    uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* n is 1 .. 2^32. */
uint32_t crib_splitmix_below(uint64_t *state, uint64_t n)
{
    /* 2^64 mod n, computed without 2^64: (2^64 - n) mod n. The draws at or above
     * 2^64 - that remainder would favour the low results, so they are drawn again. */
    uint64_t rem = (UINT64_MAX - n + 1) % n;
    uint64_t z = crib_splitmix_next(state);
    if (rem) {
        uint64_t limit = UINT64_MAX - rem + 1; /* 2^64 - rem */
        while (z >= limit)
            z = crib_splitmix_next(state);
    }
    return (uint32_t)(z % n);
}

void crib_splitmix_shuffle(uint64_t *state, crib_card deck[CRIB_CARDS])
{
    for (int i = 0; i < CRIB_CARDS; i++)
        deck[i] = (crib_card)i;
    for (uint32_t i = CRIB_CARDS - 1; i >= 1; i--) {
        uint32_t j = crib_splitmix_below(state, i + 1);
        crib_card t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
    }
}

/* The shuffle draws once for each of its 51 swaps unless a draw is rejected, and
 * crib_splitmix_below(n) rejects only draws of 2^64 - (2^64 mod n) or more, n <= 52: when
 * none of the 51 draws is that high, the state is 51 steps on; else the shuffle is run. */
uint64_t crib_splitmix_after_shuffle(uint64_t state)
{
    uint64_t s = state;
    for (uint32_t i = CRIB_CARDS - 1; i >= 1; i--)
        if (crib_splitmix_next(&s) > UINT64_MAX - CRIB_CARDS) {
            crib_card deck[CRIB_CARDS];
            s = state;
            crib_splitmix_shuffle(&s, deck);
            return s;
        }
    return s;
}

int32_t crib_rng_next(uint64_t *state, uint64_t *out)
{
    if (out)
        *out = 0;
    if (!state || !out)
        return CRIB_ENULL;
    *out = crib_splitmix_next(state);
    return CRIB_OK;
}

int32_t crib_rng_below(uint64_t *state, uint64_t n, uint32_t *out)
{
    if (out)
        *out = 0;
    if (!state || !out)
        return CRIB_ENULL;
    if (n == 0 || n > (UINT64_C(1) << 32))
        return CRIB_ERANGE;
    *out = crib_splitmix_below(state, n);
    return CRIB_OK;
}

int32_t crib_deck_shuffle(uint64_t *state, crib_card deck[CRIB_CARDS])
{
    if (deck)
        memset(deck, 0, CRIB_CARDS);
    if (!state || !deck)
        return CRIB_ENULL;
    crib_splitmix_shuffle(state, deck);
    return CRIB_OK;
}
