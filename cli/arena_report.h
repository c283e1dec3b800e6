/* SPDX-License-Identifier: MIT */
/* crib arena's report (arena_report.c): what the games came to. */
#ifndef CRIB_CLI_ARENA_REPORT_H
#define CRIB_CLI_ARENA_REPORT_H

#include "arena_args.h"

/* The summary of the games played under c, which took secs on `threads` threads, as text
 * or as one JSON object, on stdout. */
void arena_print_text(const arena_opts *o, const crib_arena_config *c, const crib_summary *s,
                      double secs, unsigned threads);
void arena_print_json(const arena_opts *o, const crib_arena_config *c, const crib_summary *s,
                      double secs, unsigned threads);

/* A file written once the games are over, opened before the first of them, so that a path
 * that cannot be written is refused at once rather than after the games. */
typedef struct arena_out {
    FILE *f; /* open to append, so far with nothing written */
    const char *path;
    int made; /* 1 when opening made the file */
} arena_out;

/* Opens path for *out: 1, or 0 (errno says why) when it cannot be written. */
int arena_out_open(arena_out *out, const char *path);

/* Closes an opened file without writing it, for a run that fails: the file goes again when
 * opening made it, and one that was there keeps its bytes. */
void arena_out_drop(arena_out *out);

/* Writes the mid-game deals' distributions to the opened file in place of what it held, as
 * tools/gen_chance.c reads them, and closes it; 1, or 0 when it cannot be written. */
int arena_write_histogram(arena_out *out, const crib_tally *t, const arena_opts *o);

#endif
