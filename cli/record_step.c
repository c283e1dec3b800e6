/* SPDX-License-Identifier: MIT */
/* A game record stepped through decision by decision (see record_step.h). */
#include "record_step.h"

#include <stdlib.h>
#include <string.h>

char *record_read_file(const char *cmd, const char *path, size_t *len)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f) {
        cli_error("%s: cannot open '%s'", cmd, path);
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n, f);
        if (n < cap || cap >= CRIB_RECORD_MAX_LEN)
            break;
        char *more = realloc(buf, cap * 2);
        if (!more)
            free(buf);
        buf = more;
        cap *= 2;
    }
    if (buf && n == cap) {
        char *more = realloc(buf, cap + 1);
        if (!more)
            free(buf);
        buf = more;
    }
    int bad = !buf || ferror(f);
    if (f != stdin)
        fclose(f);
    if (bad) {
        free(buf);
        cli_error("%s: cannot read '%s'", cmd, path);
        return NULL;
    }
    buf[n] = 0;
    *len = n;
    return buf;
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

int record_refused(const char *path, const crib_record_report *report)
{
    char line[256];
    /* The report is one crib_record_replay() wrote. */
    CLI_SURE(crib_record_describe(report, line, sizeof line));
    cli_error("%s: %s", path, line);
    return report->code == CRIB_EREFUSED ? CLI_FAIL : CLI_USAGE;
}
