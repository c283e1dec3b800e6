/* SPDX-License-Identifier: MIT */
/* The three libc functions that libcrib calls, for the wasm32 build, which has no libc.
 * Built with -fno-builtin, so that the compiler does not turn these loops back into calls
 * to themselves. */
#include <string.h>

void *memcpy(void *dst, const void *src, size_t n)
{
    unsigned char *d = dst;
    const unsigned char *s = src;
    while (n--)
        *d++ = *s++;
    return dst;
}

void *memset(void *dst, int c, size_t n)
{
    unsigned char *d = dst;
    while (n--)
        *d++ = (unsigned char)c;
    return dst;
}

size_t strlen(const char *s)
{
    const char *p = s;
    while (*p)
        p++;
    return (size_t)(p - s);
}
