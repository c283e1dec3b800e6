/* SPDX-License-Identifier: MIT */
/* A tiny test harness: TAP lines ("ok N - name"), and last "N passed, N failed".
 * Header-only so that every test program is one file plus the shared helpers. */
#ifndef CRIB_TEST_HARNESS_H
#define CRIB_TEST_HARNESS_H

#include <stdarg.h>
#include <stdio.h>

static int harness_passed, harness_failed;

/* Records one check; prints "ok N - name" or "not ok N - name" with where it failed. */
static int harness_check(int cond, const char *file, int line, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

static int harness_check(int cond, const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    int n = harness_passed + harness_failed + 1;
    printf("%s %d - ", cond ? "ok" : "not ok", n);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    putchar('\n');
    if (cond) {
        harness_passed++;
    } else {
        harness_failed++;
        printf("#   failed at %s:%d\n", file, line);
    }
    fflush(stdout);
    return cond;
}

#define CHECK(cond, ...) harness_check(!!(cond), __FILE__, __LINE__, __VA_ARGS__)
#define CHECK_EQ(got, want, ...)                                                            \
    do {                                                                                    \
        long long got_ = (long long)(got), want_ = (long long)(want);                       \
        if (!harness_check(got_ == want_, __FILE__, __LINE__, __VA_ARGS__))                 \
            printf("#   got %lld, want %lld\n", got_, want_);                               \
    } while (0)

/* Prints the plan and the closing line; the program's exit status. */
static int harness_done(void)
{
    printf("1..%d\n", harness_passed + harness_failed);
    printf("%d passed, %d failed\n", harness_passed, harness_failed);
    return harness_failed ? 1 : 0;
}

#endif
