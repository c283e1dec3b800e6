/* SPDX-License-Identifier: MIT */
/* Running the crib program from a test: header-only, after harness.h, in a program that
 * defines _POSIX_C_SOURCE for popen. Tests run from the repo root, where bin/crib is. */
#ifndef CRIB_TEST_CLI_RUN_H
#define CRIB_TEST_CLI_RUN_H

#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

/* Runs a command line, stderr merged into stdout; its exit status, or -1. */
static inline int run(const char *cmdline, char *out, size_t cap)
{
    char full[512];
    snprintf(full, sizeof full, "%s 2>&1", cmdline);
    FILE *p = popen(full, "r");
    if (!p)
        return -1;
    size_t n = fread(out, 1, cap - 1, p);
    out[n] = '\0';
    int status = pclose(p);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
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

static inline void expect(const char *cmdline, int want_status, const char *want_text)
{
    static char out[16384];
    int status = run(cmdline, out, sizeof out);
    if (!CHECK(status == want_status && strstr(out, want_text) != NULL,
               "%s: exit %d, prints \"%s\"", cmdline, want_status, one_line(want_text)))
        printf("#   exit %d, output:\n#   %s\n", status, out);
}

#endif
