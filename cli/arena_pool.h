/* SPDX-License-Identifier: MIT */
/* crib arena's threads: the pairs of deals handed out in chunks to threads, each playing
 * its chunks in an arena of its own (with its own copies of the outside programs), their
 * tallies summed, and the progress bar drawn while they play. */
#ifndef CRIB_CLI_ARENA_POOL_H
#define CRIB_CLI_ARENA_POOL_H

#include "cli.h"

typedef struct arena_job {
    crib_arena_config config;      /* pairs and first_pair are set for each chunk */
    const char *command[2];        /* each side's outside program, or NULL */
    unsigned long long timeout_ms; /* the longest wait for a program's answer; 0: no limit */
    int ask_go;                    /* ask a program for a go with no card to play */
    uint32_t total;                /* pairs, or games under --single */
    uint64_t games;                /* the games they make */
    unsigned threads;              /* 1 to 256 */
    int progress;                  /* draw the progress bar on stderr */
} arena_job;

/* Plays the job: CLI_OK with the sum of the tallies in *tally and the threads that played
 * in *threads; CLI_FAIL after a message ("crib: arena: ..."). */
int arena_pool_play(const arena_job *job, crib_tally *tally, unsigned *threads);

#endif
