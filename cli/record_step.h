/* SPDX-License-Identifier: MIT */
/* A game record read from a file and stepped through decision by decision (record_step.c),
 * for crib check, crib review and crib game --resume. Each step replays the record to a
 * number of decisions (crib_record_replay()), which leaves the deal, its history and, in the
 * report, the decision that comes next. */
#ifndef CRIB_CLI_RECORD_STEP_H
#define CRIB_CLI_RECORD_STEP_H

#include "cli.h"

/* A file, or standard input for "-", in memory the caller frees, *len bytes and a NUL after
 * them: the whole of it, or as much as shows that it cannot be a record (a NUL, a byte that
 * no record may hold there), which the library then refuses as it would the whole. NULL
 * (after a message naming cmd) when it cannot be read or is longer than 64 MiB. */
char *record_read_file(const char *cmd, const char *path, size_t *len);

/* Prints that cmd reads one FILE, not `given` of them, and where its usage is; returns
 * CLI_USAGE. */
int record_one_file(const char *cmd, int given);

/* The record at a decision: the game as it stood after `done` decisions, and the next one
 * (at.kind and at.player: CRIB_EVENT_DISCARD, _CARD, _GO, _SHOW or _CORRECT; at.deal its
 * deal), when done < total. */
typedef struct record_point {
    uint32_t done;
    crib_deal deal;
    crib_history hist;
    crib_record_report at;
} record_point;

/* Replays text to `done` decisions into *pt; the library's code (CRIB_OK for a good record). */
int32_t record_goto(const char *text, size_t len, uint32_t done, record_point *pt);

/* The points read at once: the text is read once a batch (crib review, crib game --resume). */
#define RECORD_BATCH 256u

/* record_goto() to first, first + 1, ... first + n - 1 decisions into pts[0 .. n-1], reading
 * the text once (crib_record_replay_many()); CRIB_ENULL when memory ran out. */
int32_t record_goto_many(const char *text, size_t len, uint32_t first, uint32_t n,
                         record_point *pts);

/* The choice that took the game from *before to *after, one decision later, by the player
 * whose decision it was: the cards he laid away, or the card he played as a mask (0 for a
 * go). */
uint64_t record_choice(const record_point *before, const record_point *after);

/* Prints crib check's line for text[0 .. len-1], which the library refused, after "path: ",
 * and returns crib check's exit code: CLI_FAIL for an event refused, CLI_USAGE for no record.
 * A match (crib game --match --json), which the library finds without a "record", is named
 * one. */
int record_refused(const char *path, const char *text, size_t len,
                   const crib_record_report *report);

#endif
