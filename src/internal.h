/* Shared by the library's own files; nothing here is exported. */
#ifndef CRIB_INTERNAL_H
#define CRIB_INTERNAL_H

#include "crib.h"

#define CARD_RANK(c) ((int)(c) >> 2)
#define CARD_SUIT(c) ((int)(c) & 3)
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

/* Appends an item to a crib_peg and adds its points to the total (peg.c; the play engine
 * adds the go with it). */
void crib_peg_add(crib_peg *s, int kind, unsigned points, uint64_t cards);

/* A bounded text buffer with snprintf's contract: len counts everything put, even what
 * did not fit; what fits is always NUL-terminated. */
typedef struct crib_text {
    char *buf;
    size_t cap;
    size_t len;
} crib_text;

void crib_text_init(crib_text *t, char *buf, size_t cap);
void crib_text_put(crib_text *t, const char *s);
void crib_text_put_uint(crib_text *t, unsigned v);
int32_t crib_text_finish(const crib_text *t);

#endif
