/* SPDX-License-Identifier: MIT */
/* crib arena's outside programs (exec:COMMAND): each runs under /bin/sh with its standard
 * input and output on pipes, reads events and requests as JSON lines, and answers each
 * request with one line (see crib(1) and examples/arena_bot.py). */
#ifndef CRIB_CLI_ARENA_EXEC_H
#define CRIB_CLI_ARENA_EXEC_H

#include "cli.h"

#include <sys/types.h>

/* Whether this build can run outside programs: not on Windows, which has no fork() and
 * other pipes; there exec_start() always fails and crib arena refuses exec:COMMAND first. */
#ifdef _WIN32
#define EXEC_SUPPORTED 0
#else
#define EXEC_SUPPORTED 1
#endif

typedef struct exec_program {
    pid_t pid;  /* 0 when none runs */
    FILE *to;   /* its standard input */
    FILE *from; /* its standard output */
} exec_program;

/* The room a message of exec_move() needs. */
#define EXEC_ERROR_CAP 512

/* Starts command; 1, or 0 when a pipe, the process or a stream cannot be made, with
 * nothing left open and *p empty. */
int exec_start(exec_program *p, const char *command);

#if EXEC_SUPPORTED
/* The parent's side of exec_start() once fork() gave pid: fds are the pipe to the program
 * (fds[0] its end, fds[1] ours) and the pipe from it (fds[2] ours, fds[3] its end). Closes
 * the program's ends; on pid < 0 ours too, and returns 0. Else makes ours p's streams;
 * 1, or 0 after stopping the program when a stream cannot be made. */
int exec_attach(exec_program *p, pid_t pid, const int fds[4]);
#endif

/* Says bye, closes the pipes and waits for the program to end. Nothing when none runs. */
void exec_stop(exec_program *p);

/* Tells the program an event, as the player at `seat` sees it. */
void exec_tell(exec_program *p, const crib_arena_event *ev, uint32_t seat);

/* Asks the program for its move on a request (CRIB_EVENT_DISCARD or _PLAY), reads its
 * answer and gives it to the arena. CRIB_OK; else a negative code with a message in
 * err[EXEC_ERROR_CAP]: no answer, not a JSON object, no answer to the request, or the
 * arena's refusal. */
int32_t exec_move(exec_program *p, crib_arena *a, const crib_arena_event *ev, char *err);

#endif
