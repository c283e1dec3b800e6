/* SPDX-License-Identifier: MIT */
/* A bounded text buffer with snprintf's contract, for every function that writes text. */
#include "text.h"

#include <string.h>

/* Appends text to a bounded buffer, counting the full length even past the capacity. */
void crib_text_put(crib_text *t, const char *s)
{
    size_t len = strlen(s);
    if (t->len < t->cap) {
        size_t room = t->cap - 1 - t->len;
        size_t k = len < room ? len : room;
        memcpy(t->buf + t->len, s, k);
        t->buf[t->len + k] = '\0';
    }
    /* Saturates, so that a 32-bit size_t cannot wrap back below INT32_MAX. */
    t->len = len > SIZE_MAX - t->len ? SIZE_MAX : t->len + len;
}

void crib_text_put_uint(crib_text *t, unsigned v)
{
    char digits[12];
    size_t i = sizeof digits;
    digits[--i] = '\0';
    do {
        digits[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    crib_text_put(t, digits + i);
}

void crib_text_init(crib_text *t, char *buf, size_t cap)
{
    t->buf = buf;
    t->cap = cap;
    t->len = 0;
    if (cap > 0)
        buf[0] = '\0';
}

int32_t crib_text_finish(crib_text *t)
{
    if (t->len <= INT32_MAX)
        return (int32_t)t->len;
    if (t->cap > 0)
        t->buf[0] = '\0';
    return CRIB_ERANGE;
}

int crib_text_same(const char *a, const char *b)
{
    size_t n = strlen(a);
    return n == strlen(b) && memcmp(a, b, n) == 0;
}

int crib_text_has(const char *s, size_t n, char c)
{
    for (size_t i = 0; i < n; i++)
        if (s[i] == c)
            return 1;
    return 0;
}
