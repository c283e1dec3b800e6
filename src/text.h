/* SPDX-License-Identifier: MIT */
/* A bounded text buffer with snprintf's contract (text.c): len counts everything put, even
 * what did not fit; what fits is always NUL-terminated. */
#ifndef CRIB_TEXT_H
#define CRIB_TEXT_H

#include "crib.h"

typedef struct crib_text {
    char *buf;
    size_t cap;
    size_t len;
} crib_text;

void crib_text_init(crib_text *t, char *buf, size_t cap);
void crib_text_put(crib_text *t, const char *s);
void crib_text_put_uint(crib_text *t, unsigned v);
/* The wasm32 build has no libc beyond memcpy, memset, memcmp and strlen: these stand for
 * strcmp() == 0 and memchr() != NULL. */
int crib_text_same(const char *a, const char *b);
int crib_text_has(const char *s, size_t n, char c);

/* The length put, or CRIB_ERANGE (and the buffer emptied) past INT32_MAX. */
int32_t crib_text_finish(crib_text *t);

#endif
