/* SPDX-License-Identifier: MIT */
/* Bytes of a 64-bit word added eight at a time (SWAR), as the discard analysis (discard.c)
 * and the counted crib (crib_count.c) add their scores; it needs no compiler vectoriser.
 * Nothing here is exported. */
#ifndef CRIB_BYTES_H
#define CRIB_BYTES_H

#include <stdint.h>
#include <string.h>

/* 0x01, 0x80 and 0x7F in every byte. */
#define BYTES_ONE UINT64_C(0x0101010101010101)
#define BYTES_HIGH UINT64_C(0x8080808080808080)
#define BYTES_LOW7 UINT64_C(0x7F7F7F7F7F7F7F7F)

/* The 8 bytes at p as a word, p[0] in its low byte and p[7] in its high one, whatever the
 * host's byte order, so that masks built by shifts (0xFF << 8 * i for byte i) pick the same
 * bytes on every machine. On a little-endian host that is the bytes as they lie (one load);
 * elsewhere they are put together one by one, which gcc and clang make a load and a byte
 * swap. make cross-check runs both ways (s390x is big-endian). */
static inline uint64_t bytes_load_le(const uint8_t *p)
{
#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) &&                                 \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t w;
    memcpy(&w, p, sizeof w);
    return w;
#else
    return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24 |
           (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 | (uint64_t)p[6] << 48 |
           (uint64_t)p[7] << 56;
#endif
}

/* The sum of the bytes of a word whose bytes are at most 0xFF each: pairs of bytes into
 * 16-bit lanes, then the lanes by a multiplication. */
static inline unsigned byte_sum(uint64_t x)
{
    uint64_t lanes = (x & UINT64_C(0x00FF00FF00FF00FF)) + ((x >> 8) & UINT64_C(0x00FF00FF00FF00FF));
    return (unsigned)((lanes * UINT64_C(0x0001000100010001)) >> 48);
}

#endif
