/* SPDX-License-Identifier: MIT */
/* Bytes of a 64-bit word added eight at a time (SWAR), as the discard analysis (discard.c)
 * and the counted crib (crib_count.c) add their scores; it needs no compiler vectoriser.
 * Nothing here is exported. */
#ifndef CRIB_BYTES_H
#define CRIB_BYTES_H

#include <stdint.h>

/* 0x01, 0x80 and 0x7F in every byte. */
#define BYTES_ONE UINT64_C(0x0101010101010101)
#define BYTES_HIGH UINT64_C(0x8080808080808080)
#define BYTES_LOW7 UINT64_C(0x7F7F7F7F7F7F7F7F)

/* The sum of the bytes of a word whose bytes are at most 0xFF each: pairs of bytes into
 * 16-bit lanes, then the lanes by a multiplication. */
static inline unsigned byte_sum(uint64_t x)
{
    uint64_t lanes = (x & UINT64_C(0x00FF00FF00FF00FF)) + ((x >> 8) & UINT64_C(0x00FF00FF00FF00FF));
    return (unsigned)((lanes * UINT64_C(0x0001000100010001)) >> 48);
}

#endif
