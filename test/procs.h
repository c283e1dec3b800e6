/* SPDX-License-Identifier: MIT */
/* What the outside programs of a test left behind: header-only, after harness.h, in a
 * program that defines _POSIX_C_SOURCE; POSIX systems only. The programs write the ids of
 * the processes they start to a file, which the test reads to see that each is gone once
 * crib is done with the program. A process that has exited counts as gone though no one
 * has reaped it yet: an orphan is reaped by whatever adopts it, and in a container that
 * may be a PID 1 that never reaps. */
#ifndef CRIB_TEST_PROCS_H
#define CRIB_TEST_PROCS_H

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

/* Whether pid has exited: no such process (or one not ours, which took its id), or one
 * that has exited and waits to be reaped (by /proc where there is one, else by ps). */
static inline int procs_gone(long pid)
{
    if (kill((pid_t)pid, 0) != 0)
        return 1;
    char path[64], line[512];
    snprintf(path, sizeof path, "/proc/%ld/stat", pid);
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(path, sizeof path, "ps -o stat= -p %ld", pid);
        f = popen(path, "r");
        int zombie = f && fgets(line, sizeof line, f) && line[0] == 'Z';
        if (f)
            pclose(f);
        return zombie;
    }
    const char *state = NULL;
    if (fgets(line, sizeof line, f) && (state = strrchr(line, ')')) != NULL)
        state += 2;
    fclose(f);
    return state && (*state == 'Z' || *state == 'X');
}

/* Sleeps ms milliseconds. */
static inline void procs_nap(long ms)
{
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

/* Waits, seconds at most, until pid is gone; 1 when it is. */
static inline int procs_wait_gone(long pid, int seconds)
{
    for (int i = 0; i < seconds * 50; i++) {
        if (procs_gone(pid))
            return 1;
        procs_nap(20);
    }
    return procs_gone(pid);
}

/* The process ids in the file at path, n at most, into pid[]: how many. */
static inline int procs_read(const char *path, long *pid, int n)
{
    int k = 0;
    FILE *f = fopen(path, "r");
    while (f && k < n && fscanf(f, "%ld", &pid[k]) == 1)
        k++;
    if (f)
        fclose(f);
    return k;
}

/* Waits, seconds at most, until the file at path holds n process ids; 1 when it does. */
static inline int procs_wait_file(const char *path, int n, int seconds)
{
    long pid[64];
    for (int i = 0; i < seconds * 50; i++) {
        if (procs_read(path, pid, n) >= n)
            return 1;
        procs_nap(20);
    }
    return 0;
}

/* Whether each of the processes whose ids the file at path holds is gone, within
 * seconds; any still there is killed, so that a failing test leaves nothing behind. 0
 * too when the file holds none. */
static inline int procs_all_gone(const char *path, int seconds)
{
    long pid[64];
    int n = procs_read(path, pid, 64), gone = n > 0;
    for (int i = 0; i < n; i++) {
        if (!procs_wait_gone(pid[i], seconds)) {
            printf("#   process %ld is still there\n", pid[i]);
            kill((pid_t)pid[i], SIGKILL);
            gone = 0;
        }
    }
    return gone;
}

#endif
