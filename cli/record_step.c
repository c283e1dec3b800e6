/* SPDX-License-Identifier: MIT */
/* A game record stepped through decision by decision (see record_step.h). */
#include "record_step.h"
#include "record_json.h"

#include <stdlib.h>
#include <string.h>

/* The most record_read_file() reads (its message says 64 MiB): over 300 times a game of four
 * players to 1000 points (some 200 KB), and more than a whole match of 50 wins to 1000 (some
 * 20 MB), so that no record, nor a match given in its place, comes near it, while an endless
 * input ends. */
#define READ_MAX ((size_t)64 << 20)
/* The first read: a game to 121 is some 20 KB. */
#define READ_FIRST ((size_t)1 << 16)
/* How far before the end of a text cut short its reader may find fault with it: a word
 * (true, false, null) cut off is refused at its first letter. */
#define READ_LOOKAHEAD 8

/* Whether the first len bytes of a text show that the whole cannot be a record. A text
 * that is merely cut short is refused at its end ("unexpected end of the text"); a fault
 * found before that (a NUL, a byte no JSON value may hold there, nesting too deep) stays
 * whatever follows, and the library says the same of these bytes alone. */
static int cannot_be_record(const char *text, size_t len)
{
    crib_record_report r;
    return crib_record_check(text, len, &r) == CRIB_ERECORD &&
           (size_t)r.offset + READ_LOOKAHEAD <= len;
}

/* Grows *buf to cap bytes and a NUL; 0 (the buffer freed) when memory runs out. */
static int grow(char **buf, size_t cap)
{
    char *more = realloc(*buf, cap + 1);
    if (!more)
        free(*buf);
    *buf = more;
    return more != NULL;
}

/* Reads f into *buf, the room doubled as it fills, so that checking each prefix read
 * (cannot_be_record()) costs no more than twice the whole: *n bytes. Stops at EOF, once
 * the bytes read cannot be a record, or past READ_MAX (*too_long). 0 when memory runs
 * out. */
static int read_bounded(FILE *f, char **buf, size_t *n, int *too_long)
{
    size_t cap = READ_FIRST;
    *buf = NULL;
    *n = 0;
    *too_long = 0;
    for (;;) {
        if (!grow(buf, cap))
            return 0;
        *n += fread(*buf + *n, 1, cap - *n, f);
        if (*n < cap || cannot_be_record(*buf, *n))
            return 1;
        if (cap == READ_MAX) {
            *too_long = getc(f) != EOF;
            return 1;
        }
        cap = cap * 2 < READ_MAX ? cap * 2 : READ_MAX;
    }
}

/* Says why the input at path is not read: "what" follows its name. */
static void read_refused(const char *cmd, const char *path, const char *what)
{
    if (strcmp(path, "-") == 0)
        cli_error("%s: standard input %s", cmd, what);
    else
        cli_error("%s: '%s' %s", cmd, path, what);
}

char *record_read_file(const char *cmd, const char *path, size_t *len)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f) {
        cli_error("%s: cannot open '%s'", cmd, path);
        return NULL;
    }
    char *buf;
    size_t n;
    int too_long;
    int bad = !read_bounded(f, &buf, &n, &too_long) || ferror(f);
    if (f != stdin)
        fclose(f);
    if (bad || too_long) {
        free(buf);
        read_refused(cmd, path,
                     too_long ? "is longer than 64 MiB, more than any game record: not read"
                              : "cannot be read");
        return NULL;
    }
    buf[n] = 0;
    *len = n;
    return buf;
}

int record_one_file(const char *cmd, int given)
{
    if (given == 0)
        cli_error("%s: give the FILE of a game record (- for standard input)", cmd);
    else
        cli_error("%s: one FILE at a time, not %d", cmd, given);
    cli_see_help(cmd);
    return CLI_USAGE;
}

int32_t record_goto(const char *text, size_t len, uint32_t done, record_point *pt)
{
    pt->done = done;
    return crib_record_replay(text, len, done, &pt->deal, &pt->hist, &pt->at);
}

int32_t record_goto_many(const char *text, size_t len, uint32_t first, uint32_t n,
                         record_point *pts)
{
    uint32_t *decisions = calloc(n, sizeof *decisions);
    crib_deal *deals = malloc(n * sizeof *deals);
    crib_history *hists = malloc(n * sizeof *hists);
    crib_record_report *reports = malloc(n * sizeof *reports);
    int32_t rc = CRIB_ENULL;
    if (decisions && deals && hists && reports) {
        for (uint32_t i = 0; i < n; i++)
            decisions[i] = first + i;
        rc = crib_record_replay_many(text, len, decisions, n, deals, hists, reports, NULL);
        for (uint32_t i = 0; rc == CRIB_OK && i < n; i++) {
            pts[i].done = first + i;
            pts[i].deal = deals[i];
            pts[i].hist = hists[i];
            pts[i].at = reports[i];
        }
    }
    free(decisions);
    free(deals);
    free(hists);
    free(reports);
    return rc;
}

uint64_t record_choice(const record_point *before, const record_point *after)
{
    uint32_t p = before->at.player;
    if (before->at.kind == CRIB_EVENT_DISCARD)
        return after->hist.discard[p];
    if (before->at.kind != CRIB_EVENT_CARD)
        return 0;
    /* The card is the one his hand in the play no longer holds. */
    return before->hist.held[p] & ~after->hist.held[p];
}

/* Whether a text the library found no record is a match, as crib game --match --json
 * prints it: an object whose "games" are the records, with no "record" of its own. */
static int is_match(const char *text, size_t len)
{
    rj_doc d = {text, len};
    rj_index top;
    size_t at;
    const char *msg;
    if (!rj_object(&d, CRIB_RECORD_MAX_DEPTH, &top, &at, &msg))
        return 0;
    size_t games = rj_index_member(&d, &top, "games");
    return rj_index_member(&d, &top, "record") == RJ_NONE && games != RJ_NONE &&
           rj_type(&d, games) == RJ_ARRAY;
}

int record_refused(const char *path, const char *text, size_t len, const crib_record_report *report)
{
    char line[256];
    if (report->code == CRIB_ERECORD && is_match(text, len)) {
        cli_error("%s: a match, not a game record: each of its \"games\" is one", path);
        return CLI_USAGE;
    }
    /* The report is one crib_record_replay() wrote. */
    CLI_SURE(crib_record_describe(report, line, sizeof line));
    cli_error("%s: %s", path, line);
    return report->code == CRIB_EREFUSED ? CLI_FAIL : CLI_USAGE;
}
