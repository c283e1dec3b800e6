/* SPDX-License-Identifier: MIT */
/* Cards as bits, and the bit and byte helpers every module uses. Nothing here is exported. */
#ifndef CRIB_BITS_H
#define CRIB_BITS_H

#include "crib.h"

#define CARD_RANK(c) ((int)(c) >> 2)
#define CARD_SUIT(c) ((int)(c)&3)
#define CARD_BIT(c) (UINT64_C(1) << (c))

/* Counting value of a rank: ace 1, 2..10 face value, J Q K 10. */
static inline int crib_rank_value(int rank)
{
    return rank < 10 ? rank + 1 : 10;
}

/* Bit count by SWAR arithmetic: the builtin becomes a library call on CPUs without a
 * popcount instruction, which is slower than this. */
static inline int crib_popcount64(uint64_t x)
{
    x = x - ((x >> 1) & UINT64_C(0x5555555555555555));
    x = (x & UINT64_C(0x3333333333333333)) + ((x >> 2) & UINT64_C(0x3333333333333333));
    x = (x + (x >> 4)) & UINT64_C(0x0F0F0F0F0F0F0F0F);
    return (int)((x * UINT64_C(0x0101010101010101)) >> 56);
}

/* Index of the lowest set bit; x must not be 0. */
static inline int crib_ctz64(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(x);
#else
    int n = 0;
    while (!(x & 1)) {
        x >>= 1;
        n++;
    }
    return n;
#endif
}

/* The mask of a 32-bit card field: its bit, or none for CRIB_NONE (or any non-card). */
static inline uint64_t crib_card_bit(uint32_t c)
{
    return c < CRIB_CARDS ? CARD_BIT(c) : 0;
}

/* Whether all n bytes at p are 0: the one test of reserved space and zeroed states. */
static inline int crib_zero_bytes(const void *p, size_t n)
{
    const unsigned char *b = (const unsigned char *)p;
    unsigned char any = 0;
    for (size_t i = 0; i < n; i++)
        any |= b[i];
    return any == 0;
}

#define CRIB_ZERO_ARRAY(a) crib_zero_bytes((a), sizeof(a))

#endif
