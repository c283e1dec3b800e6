/* SPDX-License-Identifier: MIT */
/* The libc functions that libcrib calls, for the wasm32 build, which has no libc. Built
 * with -fno-builtin, so that the compiler does not turn these loops back into calls to
 * themselves. */
#include <math.h>
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

int memcmp(const void *a, const void *b, size_t n)
{
    const unsigned char *x = a, *y = b;
    for (; n--; x++, y++)
        if (*x != *y)
            return *x < *y ? -1 : 1;
    return 0;
}

/* WebAssembly has the instruction (f64.sqrt), which the builtin names. */
double sqrt(double x)
{
    return __builtin_sqrt(x);
}

size_t strlen(const char *s)
{
    const char *p = s;
    while (*p)
        p++;
    return (size_t)(p - s);
}
