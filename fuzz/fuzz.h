/* SPDX-License-Identifier: MIT */
/* Shared by the libFuzzer targets: a property check that stops the run loudly, so that
 * libFuzzer saves the input that broke it. Each fuzz/fuzz_<name>.c is one target; its
 * seed corpus is test/corpus/<name>/, which make test also replays through fuzz/replay.c
 * without libFuzzer, so a target must build with any C99 compiler. */
#ifndef CRIB_FUZZ_H
#define CRIB_FUZZ_H

#include "crib.h"

#include <stdio.h>
#include <stdlib.h>

#define REQUIRE(cond)                                                                              \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: property failed: %s\n", __FILE__, __LINE__, #cond);            \
            abort();                                                                               \
        }                                                                                          \
    } while (0)

/* A double as a structure field holds it, for exact comparisons with one: where doubles
 * are computed with more precision than they are stored in (32-bit x86's x87), a quotient
 * or sum compared where it is computed keeps bits the stored field lost; the cast drops
 * them (C99 6.3.1.8). test/harness.h has the same for the tests. */
#define AS_STORED(x) ((double)(x))

/* A NUL-terminated copy of the input, since the parsers read C strings; free() it. */
static inline char *fuzz_string(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    REQUIRE(s != NULL);
    for (size_t i = 0; i < size; i++)
        s[i] = (char)data[i];
    s[size] = '\0';
    return s;
}

/* The bytes of a structure are all 0: what a refused call leaves in its outputs. */
static inline int fuzz_all_zero(const void *p, size_t size)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < size; i++)
        if (b[i])
            return 0;
    return 1;
}

/* The input read as a stream of numbers, little-endian; past its end every read gives 0,
 * so that a short input is still a whole run. */
typedef struct fuzz_in {
    const uint8_t *p;
    size_t n;
} fuzz_in;

static inline uint8_t fuzz_u8(fuzz_in *in)
{
    if (in->n == 0)
        return 0;
    in->n--;
    return *in->p++;
}

static inline uint16_t fuzz_u16(fuzz_in *in)
{
    uint16_t lo = fuzz_u8(in);
    return (uint16_t)(lo | fuzz_u8(in) << 8);
}

static inline uint32_t fuzz_u32(fuzz_in *in)
{
    uint32_t v = 0;
    for (int i = 0; i < 4; i++)
        v |= (uint32_t)fuzz_u8(in) << (8 * i);
    return v;
}

static inline uint64_t fuzz_u64(fuzz_in *in)
{
    uint64_t lo = fuzz_u32(in);
    return lo | (uint64_t)fuzz_u32(in) << 32;
}

#endif
