/* SPDX-License-Identifier: MIT */
/* The crib program's progress bar, on standard error, for the commands that take a while
 * (crib arena, crib solve); they draw it only when standard error is a terminal. */
#ifndef CRIB_CLI_PROGRESS_H
#define CRIB_CLI_PROGRESS_H

#include <stdint.h>

typedef struct progress {
    const char *unit; /* what is counted: "games", "classes" */
    double start;
    int drawn;
} progress;

/* Seconds on a monotonic clock: the bar's rate, and the commands' timings. */
double progress_clock(void);

/* A bar counting `unit`, its clock started now. */
void progress_start(progress *p, const char *unit);

/* Draws the bar over the line: done of total, the rate and the time left at that rate. */
void progress_draw(progress *p, uint64_t done, uint64_t total);

/* Ends the bar's line, when one was drawn. */
void progress_end(progress *p);

#endif
