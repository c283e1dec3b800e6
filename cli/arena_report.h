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

/* Writes the mid-game deals' distributions to path, as tools/gen_chance.c reads them; 1,
 * or 0 when the file cannot be written. */
int arena_write_histogram(const char *path, const crib_tally *t, const arena_opts *o);

#endif
