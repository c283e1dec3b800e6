/* SPDX-License-Identifier: MIT */
/* Running the crib program from a test: header-only, after harness.h, in a program that
 * defines _POSIX_C_SOURCE for popen and clock_gettime. Tests run from the repo root. Their command
 * lines name the programs where make builds them, bin/crib and build/examples/; a build that puts
 * them elsewhere (CMake's) names its own in the environment, CRIB_TEST_CRIB for the crib
 * program and CRIB_TEST_EXAMPLES for the examples' folder, and they stand in for those
 * in every command line. Windows has no POSIX shell to run the command lines: there
 * cli_shell() says so in a SKIP line, and expect() skips (a test that runs the command
 * lines otherwise asks cli_shell() first). */
#ifndef CRIB_TEST_CLI_RUN_H
#define CRIB_TEST_CLI_RUN_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifndef _WIN32
#include <sys/wait.h>
#endif

/* 1 where the command lines can be run; on Windows a SKIP line naming what is not
 * tested, and 0. */
static inline int cli_shell(const char *what)
{
#ifdef _WIN32
    CHECK(1, "%s # SKIP Windows has no POSIX shell to run the command lines", what);
    return 0;
#else
    (void)what;
    return 1;
#endif
}

/* cmdline into out[cap] with the programs the environment names put in (see above): a
 * word that begins ./bin/crib or bin/crib, or build/examples/. 1, or 0 when it is too long. */
static inline int cli_programs(const char *cmdline, char *out, size_t cap)
{
    static const struct {
        const char *word, *variable, *keep;
    } k_programs[] = {{"./bin/crib", "CRIB_TEST_CRIB", ""},
                      {"bin/crib", "CRIB_TEST_CRIB", ""},
                      {"build/examples/", "CRIB_TEST_EXAMPLES", "/"}};
    size_t k = 0;
    for (const char *c = cmdline; *c;) {
        const char *with = NULL;
        size_t i = 0, n = sizeof k_programs / sizeof k_programs[0];
        if (c == cmdline || strchr(" (|;&", c[-1]))
            for (; i < n && !with; i++)
                if (!strncmp(c, k_programs[i].word, strlen(k_programs[i].word)))
                    with = getenv(k_programs[i].variable);
        if (with) {
            int w = snprintf(out + k, cap - k, "'%s'%s", with, k_programs[i - 1].keep);
            if (w < 0 || (size_t)w >= cap - k)
                return 0;
            k += (size_t)w;
            c += strlen(k_programs[i - 1].word);
        } else {
            if (k + 1 >= cap)
                return 0;
            out[k++] = *c++;
        }
    }
    out[k] = '\0';
    return 1;
}

/* Runs a command line, stderr merged into stdout; its exit status, or -1. */
static inline int run(const char *cmdline, char *out, size_t cap)
{
    out[0] = '\0';
#ifdef _WIN32
    (void)cmdline;
    (void)cap;
    return -1;
#else
    char full[2048];
    if (!cli_programs(cmdline, full, sizeof full - 8))
        return -1;
    strcat(full, " 2>&1");
    FILE *p = popen(full, "r");
    if (!p)
        return -1;
    size_t n = fread(out, 1, cap - 1, p);
    out[n] = '\0';
    int status = pclose(p);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
#endif
}

/* The text with each newline written as \n, to keep a TAP line on one line. */
static inline const char *one_line(const char *text)
{
    static char buf[1024];
    size_t k = 0;
    for (; *text && k + 3 < sizeof buf; text++) {
        if (*text == '\n') {
            buf[k++] = '\\';
            buf[k++] = 'n';
        } else {
            buf[k++] = *text;
        }
    }
    buf[k] = '\0';
    return buf;
}

/* The command line exits want_status, printing want_text (stderr merged). */
static inline void expect(const char *cmdline, int want_status, const char *want_text)
{
    static char out[16384];
    if (!cli_shell(cmdline))
        return;
    int status = run(cmdline, out, sizeof out);
    if (!CHECK(status == want_status && strstr(out, want_text) != NULL,
               "%s: exit %d, prints \"%s\"", cmdline, want_status, one_line(want_text)))
        printf("#   exit %d, output:\n#   %s\n", status, out);
}

/* Each of the n argument lists, given to crib's command, is refused: exit 2, and a message
 * that begins "crib: COMMAND: ". */
static inline void refused(const char *command, const char *const *args, size_t n)
{
    static char out[16384];
    char cmdline[512], head[64];
    snprintf(head, sizeof head, "crib: %s: ", command);
    for (size_t i = 0; i < n; i++) {
        snprintf(cmdline, sizeof cmdline, "bin/crib %s %s", command, args[i]);
        int status = run(cmdline, out, sizeof out);
        if (!CHECK(status == 2 && strncmp(out, head, strlen(head)) == 0,
                   "crib %s %s: a message, exit 2", command, args[i]))
            printf("#   exit %d, output:\n#   %s\n", status, out);
    }
}

/* Seconds on the monotonic clock, to time what a test runs. */
static inline double seconds_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

#endif
