/* SPDX-License-Identifier: MIT */
/* Shared by the libFuzzer targets: a property check that stops the run loudly, so that
 * libFuzzer saves the input that broke it. Each fuzz/fuzz_<name>.c is one target; its
 * seed corpus is test/corpus/<name>/. */
#ifndef CRIB_FUZZ_H
#define CRIB_FUZZ_H

#include "crib.h"

#include <stdio.h>
#include <stdlib.h>

#define REQUIRE(cond)                                                                       \
    do {                                                                                    \
        if (!(cond)) {                                                                      \
            fprintf(stderr, "%s:%d: property failed: %s\n", __FILE__, __LINE__, #cond);     \
            abort();                                                                        \
        }                                                                                   \
    } while (0)

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

#endif
