/* SPDX-License-Identifier: MIT */
/* crib arena's outside programs' process groups: each program leads a group of its own
 * (arena_exec.c), and neither it nor anything it started may outlive the arena. The groups
 * that may still hold a process are kept here, shared by the arena's threads and read by
 * the handlers of SIGINT, SIGTERM and SIGHUP, which kill every group and then end crib as
 * the signal would have. */
#ifndef CRIB_CLI_ARENA_GROUP_H
#define CRIB_CLI_ARENA_GROUP_H

#include "arena_exec.h"

/* The groups kept at once: a program for each seat, four four-handed, on each of crib
 * arena's 256 threads at most. */
#define GROUP_MAX 1024

/* Has SIGINT, SIGTERM and SIGHUP kill every group kept and then end crib by the signal;
 * a signal that crib was started ignoring stays ignored. Call before any thread starts.
 * Nothing where outside programs are not supported. */
void group_guard_signals(void);

#if EXEC_SUPPORTED
#include <signal.h>
#include <sys/types.h>

/* Before fork(): blocks the guarded signals in this thread (the mask before into *saved)
 * and takes a place for the group: the place, or -1 with the mask restored when all
 * GROUP_MAX are taken. Never returns when crib is ending on a signal. */
int group_begin(sigset_t *saved);

/* After fork() gave pid (< 0 when it failed): keeps pid's group in place (given up when
 * pid < 0) and restores the mask. Never returns when a signal came meanwhile: then every
 * group is killed, this one too, and crib ends by the signal. */
void group_end(int place, pid_t pid, const sigset_t *saved);

/* In the child, before exec: the guarded signals as crib had them before group_begin(),
 * their dispositions and the mask. */
void group_child(const sigset_t *saved);

/* Kills what is left of the group led by pid and forgets it. Call before the leader is
 * reaped: until then no other group can take its id, even when the leader has exited. */
void group_kill(pid_t pid);
#endif

#endif
