/* SPDX-License-Identifier: MIT */
/* crib arena's outside programs (exec:COMMAND): each runs under /bin/sh, in a process group
 * of its own, with its standard input, output and error on pipes. What is written to it
 * (arena_proto.c's messages, in exec_out()) is sent when an answer is wanted, with the
 * request, or when the room runs short; an answer is one line, waited for no longer than
 * the timeout, and no longer than the program lives: its exit is seen at once, even when
 * what it started holds its pipes. Its standard error goes on to crib's, and its end is
 * kept to be shown when the program fails. When the program is done with, however it
 * ended, its whole group is killed (arena_group.h), so that nothing it started is left. */
#ifndef CRIB_CLI_ARENA_EXEC_H
#define CRIB_CLI_ARENA_EXEC_H

#include "cli.h"
#include "json.h"

#include <sys/types.h>

/* Whether this build can run outside programs: not on Windows, which has no fork() and
 * other pipes; there exec_start() always fails and crib arena refuses exec:COMMAND first. */
#ifdef _WIN32
#define EXEC_SUPPORTED 0
#else
#define EXEC_SUPPORTED 1
#endif

/* The room for what is written to a program between two answers (a deal's events are
 * about 4 KB), the longest answer read with its newline, and the end of its standard
 * error kept. */
#define EXEC_OUT_CAP 16384
#define EXEC_LINE_CAP 4096
#define EXEC_TAIL_CAP 400

/* The room a message of exec_answer() and exec_send() needs. */
#define EXEC_ERROR_CAP 2048

typedef struct exec_program {
    int live;                      /* 1 from exec_start() to exec_stop() */
    pid_t pid;                     /* 0 once it has been reaped; its process group too */
    int exited;                    /* 1 once it has exited, before it is reaped */
    int to, from, err;             /* our ends of its input, output and error; -1 closed */
    unsigned long long timeout_ms; /* the longest wait for it; 0: no limit */
    int failed;                    /* 1 after a failure: it is killed, not asked to end */
    json_buf out;                  /* what is yet to be sent, in out_text */
    size_t in_len;                 /* bytes read into in[] not yet taken as a line */
    size_t tail_len;               /* bytes in tail[], the end of its standard error */
    int tail_cut;                  /* 1 when more came before them */
    char out_text[EXEC_OUT_CAP];
    char in[EXEC_LINE_CAP];
    char tail[EXEC_TAIL_CAP];
} exec_program;

/* Starts command with answers awaited no longer than timeout_ms (0: no limit); 1, or 0
 * when a pipe or the process cannot be made, with nothing left open and p->live 0. */
int exec_start(exec_program *p, const char *command, unsigned long long timeout_ms);

#if EXEC_SUPPORTED
/* The parent's side of exec_start() once fork() gave pid: fds are the pipes to the
 * program (fds[0] its end, fds[1] ours), from its output (fds[2] ours, fds[3] its end)
 * and from its error (fds[4] ours, fds[5] its end). Closes the program's ends; on pid < 0
 * ours too, and returns 0 with *p zeroed. Else makes ours p's; 1. */
int exec_attach(exec_program *p, pid_t pid, const int fds[6], unsigned long long timeout_ms);
#endif

/* Where messages to the program are written (json_put_*()); call exec_send() before
 * writing one when this may be short of PROTO_MESSAGE_CAP (arena_proto.h) bytes of room. */
json_buf *exec_out(exec_program *p);

/* Sends what has been written when less than room bytes are left for more: 1, or 0 with
 * why in err[EXEC_ERROR_CAP] (as exec_answer()). */
int exec_send(exec_program *p, size_t room, char *err);

/* Sends what has been written (a request) and reads one line of answer into
 * line[EXEC_LINE_CAP], without its line end: its length. Or -1 with why in
 * err[EXEC_ERROR_CAP]: no answer within the timeout (the program is then killed), the
 * program's exit (with its exit status or signal; its group is then killed), its output
 * closed (it is then killed unless it exits at once), a line too long; with the end of its
 * standard error when it wrote any. After -1, only exec_stop() may be called. */
long exec_answer(exec_program *p, char *line, char *err);

/* Sends what has been written (the protocol's bye), closes the program's input and waits
 * for it to exit, no longer than the timeout, after which it is killed; after a failure,
 * kills it at once. Then kills what is left of its group, reaps it and closes everything.
 * Nothing when none runs. */
void exec_stop(exec_program *p);

#endif
