/* SPDX-License-Identifier: MIT */
/* crib arena's command line (arena_args.c): the two sides and the options. */
#ifndef CRIB_CLI_ARENA_ARGS_H
#define CRIB_CLI_ARENA_ARGS_H

#include "cli.h"

/* A side: a library bot, or an outside program (exec:COMMAND). */
typedef struct side_spec {
    uint32_t level;
    const char *command; /* for CRIB_BOT_CALLER: the outside program */
    const char *name;
} side_spec;

/* What the command line asks for. */
typedef struct arena_opts {
    unsigned long long games, seed, bot_seed, threads, target, start[3], dealer;
    unsigned long long timeout_ms; /* --bot-timeout; 0: no limit */
    int variant, ladder, single, json, progress, ask_go;
    int n_start; /* the scores --from gave, 0 without it */
    const char *histogram;
    side_spec side[2];
} arena_opts;

/* The players of a variant (CRIB_VARIANT_*). */
int arena_players(int variant);

/* Reads the options and the two bots into o, which holds the defaults; returns CLI_OK,
 * CLI_HELP after the usage was printed, or CLI_USAGE after a message. */
int arena_read_options(int argc, char **argv, arena_opts *o);

#endif
