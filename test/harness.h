/* SPDX-License-Identifier: MIT */
/* A tiny test harness: TAP lines ("ok N - name"), and last "N passed, N failed".
 * Header-only so that every test program is one file plus the shared helpers. */
#ifndef CRIB_TEST_HARNESS_H
#define CRIB_TEST_HARNESS_H

#include "crib.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static int harness_passed, harness_failed;

/* (The format attributes: with MinGW, gcc's printf is msvcrt's, and its headers name the
 * printf that stdio.h gives, C99's where __USE_MINGW_ANSI_STDIO is 1.) */

/* Records one check; prints "ok N - name" or "not ok N - name" with where it failed. */
static int harness_check(int cond, const char *file, int line, const char *fmt, ...)
#if defined(__MINGW_PRINTF_FORMAT)
    __attribute__((format(__MINGW_PRINTF_FORMAT, 4, 5)))
#elif defined(__GNUC__)
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

/* The tests' name for the library's one sentinel. */
#define NONE CRIB_NONE

/* Whether n bytes at p are all 0: how a test sees that a refusal zeroed its output. */
static inline int all_zero(const void *p, size_t n)
{
    const unsigned char *b = (const unsigned char *)p;
    for (size_t i = 0; i < n; i++)
        if (b[i])
            return 0;
    return 1;
}

#define CHECK(cond, ...) harness_check(!!(cond), __FILE__, __LINE__, __VA_ARGS__)
#define CHECK_EQ(got, want, ...)                                                                   \
    do {                                                                                           \
        long long got_ = (long long)(got), want_ = (long long)(want);                              \
        if (!harness_check(got_ == want_, __FILE__, __LINE__, __VA_ARGS__))                        \
            printf("#   got %lld, want %lld\n", got_, want_);                                      \
    } while (0)

/* MUST(call): a call that sets up what a test goes on to check, made so that it cannot fail
 * unseen. A code < 0 records a failed check naming the call, the code and its sentence; a
 * result >= 0 records nothing, so a test's count does not grow with its setup. Its value is
 * the call's, so that `n = MUST(crib_hand_parse(...))` keeps a count. Where a test expects
 * one particular result, it checks that with CHECK_EQ instead. */
static inline int32_t harness_must(int32_t code, const char *expr, const char *file, int line)
{
    if (code < 0)
        harness_check(0, file, line, "%s: %d, %s", expr, (int)code, crib_strerror(code));
    return code;
}

#define MUST(call) harness_must((call), #call, __FILE__, __LINE__)

/* A two-player view of the discard at 0-0 for player 0, dealt the n cards given, as dealer
 * (dealer != 0) or pone, in the variant's default rules. */
static inline crib_view harness_discard_view(uint32_t variant, const crib_card *cards, size_t n,
                                             int dealer)
{
    crib_view v;
    memset(&v, 0, sizeof v);
    MUST(crib_game_rules_default(&v.rules, variant));
    v.stage = CRIB_STAGE_DISCARD;
    v.player = 0;
    v.dealer = dealer ? 0 : 1;
    v.starter = CRIB_NONE;
    MUST(crib_mask_from_cards(cards, n, &v.hand));
    return v;
}

/* A loop of cases summed up in one check keeps how many cases failed and the first one in
 * words (its inputs, what it got and what it wanted), so that a failed check says which
 * case broke it and not only that one did. */
typedef struct harness_first {
    long long failed;
    char first[256];
} harness_first;

static inline void harness_fail(harness_first *f, const char *fmt, ...)
#if defined(__MINGW_PRINTF_FORMAT)
    __attribute__((format(__MINGW_PRINTF_FORMAT, 2, 3)))
#elif defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Counts a failed case and, for the first, writes its words. */
static inline void harness_fail(harness_first *f, const char *fmt, ...)
{
    if (f->failed++)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(f->first, sizeof f->first, fmt, ap);
    va_end(ap);
}

static inline int harness_check_first(const harness_first *f, const char *file, int line,
                                      const char *fmt, ...)
#if defined(__MINGW_PRINTF_FORMAT)
    __attribute__((format(__MINGW_PRINTF_FORMAT, 4, 5)))
#elif defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* The loop's one check: passes when no case failed, else says how many and the first. */
static inline int harness_check_first(const harness_first *f, const char *file, int line,
                                      const char *fmt, ...)
{
    char name[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(name, sizeof name, fmt, ap);
    va_end(ap);
    if (harness_check(f->failed == 0, file, line, "%s", name))
        return 1;
    printf("#   %lld failed; first: %s\n", f->failed, f->first);
    return 0;
}

/* NOTE(&first, cond, "words", ...) in the loop, CHECK_FIRST(&first, "name", ...) after it.
 * NOTE is cond (1 or 0); the words' arguments are evaluated only when cond fails, so that a
 * passing case costs no more than the test of cond. */
#define NOTE(first, cond, ...) ((cond) ? 1 : (harness_fail((first), __VA_ARGS__), 0))
#define CHECK_FIRST(first, ...) harness_check_first((first), __FILE__, __LINE__, __VA_ARGS__)

/* A double as a structure field holds it, for exact comparisons with one. Where doubles are
 * computed with more precision than they are stored in (32-bit x86's x87, FLT_EVAL_METHOD
 * 2), a quotient or sum compared where it is computed keeps bits that the library's stored
 * mean or value lost; the cast drops them (C99 6.3.1.8), and changes nothing elsewhere. */
#define AS_STORED(x) ((double)(x))

/* Prints the plan and the closing line; the program's exit status. */
static int harness_done(void)
{
    printf("1..%d\n", harness_passed + harness_failed);
    printf("%d passed, %d failed\n", harness_passed, harness_failed);
    return harness_failed ? 1 : 0;
}

#endif
