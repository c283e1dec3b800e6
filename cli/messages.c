/* SPDX-License-Identifier: MIT */
/* The crib program's messages: errors on standard error, and what the user typed quoted so
 * that a terminal shows it but never acts on it. */
#include "cli.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void cli_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("crib: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

/* One character of a quote: its text in piece[5] and that text's length; *used says how
 * many bytes of s (len > 0 of them) it stands for. A whole suit symbol passes, so that a
 * message shows a card as it was typed; a part of one does not. */
static size_t quote_one(const unsigned char *s, size_t len, char *piece, size_t *used)
{
    *used = 1;
    if (len >= 3 && s[0] == 0xE2 && s[1] == 0x99 && s[2] >= 0xA0 && s[2] <= 0xA7) {
        memcpy(piece, s, 3);
        *used = 3;
        return 3;
    }
    if (s[0] == '\\') {
        piece[0] = piece[1] = '\\';
        return 2;
    }
    if (s[0] >= 0x20 && s[0] < 0x7F) {
        piece[0] = (char)s[0];
        return 1;
    }
    snprintf(piece, 5, "\\x%02x", s[0]);
    return 4;
}

/* Room for "..." and the NUL is kept at every step, so that a cut is always marked. */
const char *cli_quote(const char *s, size_t len, char *buf, size_t cap)
{
    size_t k = 0;
    for (size_t i = 0; i < len;) {
        char piece[5];
        size_t used;
        size_t n = quote_one((const unsigned char *)s + i, len - i, piece, &used);
        if (k + n + 4 > cap) {
            memcpy(buf + k, "...", 4);
            return buf;
        }
        memcpy(buf + k, piece, n);
        k += n;
        i += used;
    }
    buf[k] = '\0';
    return buf;
}

int cli_unknown(const char *cmd, const char *arg)
{
    char q[CLI_QUOTE_CAP];
    cli_error("%s: unknown %s '%s'", cmd, arg[0] == '-' ? "option" : "argument",
              cli_quote(arg, strlen(arg), q, sizeof q));
    cli_see_help(cmd);
    return CLI_USAGE;
}

int cli_bad_value(const char *cmd, const char *opt, const char *val, const char *valid)
{
    if (val) {
        char q[CLI_QUOTE_CAP];
        cli_error("%s: bad value for %s: '%s' (%s)", cmd, opt,
                  cli_quote(val, strlen(val), q, sizeof q), valid);
    } else {
        cli_error("%s: %s needs a value (%s)", cmd, opt, valid);
    }
    cli_see_help(cmd);
    return CLI_USAGE;
}

const char *cli_names(const char *(*name_of)(uint32_t), uint32_t from, uint32_t to, char *buf,
                      size_t cap)
{
    size_t k = 0;
    buf[0] = '\0';
    for (uint32_t i = from; i < to; i++) {
        const char *name = name_of(i);
        if (!name)
            continue;
        int n = snprintf(buf + k, cap - k, "%s%s", k ? ", " : "", name);
        if (n < 0 || (size_t)n >= cap - k) {
            buf[k] = '\0';
            break;
        }
        k += (size_t)n;
    }
    return buf;
}

void cli_see_help(const char *cmd)
{
    cli_error("see 'crib %s --help'", cmd);
}

int cli_conflict(const char *cmd, const char *a, const char *b, const char *why)
{
    cli_error("%s: %s and %s cannot be given together: %s", cmd, a, b, why);
    return CLI_USAGE;
}

void cli_count_error(const char *cmd, const char *wanted, int given, const char *hint)
{
    cli_error("%s: wants %s; %d given%s%s", cmd, wanted, given, hint ? "; " : "", hint ? hint : "");
}

int32_t cli_sure(int32_t rc, const char *call, const char *file, int line)
{
    if (rc < 0) {
        cli_error("internal error at %s:%d: %s gave %s", file, line, call, crib_strerror(rc));
        abort();
    }
    return rc;
}
