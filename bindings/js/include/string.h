/* SPDX-License-Identifier: MIT */
/* The part of <string.h> that libcrib calls, for the wasm32 build, which has no libc:
 * wasm_libc.c defines these functions. */
#ifndef CRIB_WASM_STRING_H
#define CRIB_WASM_STRING_H

#include <stddef.h>

void *memcpy(void *dst, const void *src, size_t n);
void *memset(void *dst, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);
size_t strlen(const char *s);

#endif
