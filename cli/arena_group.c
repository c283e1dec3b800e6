/* SPDX-License-Identifier: MIT */
/* crib arena's outside programs' process groups (see arena_group.h). */
/* POSIX for sigaction and kill; a feature-test macro is reserved by design. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _POSIX_C_SOURCE 200809L
#include "arena_group.h"

#if !EXEC_SUPPORTED
/* Windows: no outside program is ever started, so there is no group to kill. */
void group_guard_signals(void)
{
}
#else
#include <pthread.h>
#include <string.h>
#include <unistd.h>

/* The kept groups and the signal handlers meet without a lock (a handler may not take
 * one): through C11's atomics as gcc and clang give them to C99, sequentially consistent,
 * so that a handler and a thread starting a program cannot both miss the other (below). */
#define LOAD(x) __atomic_load_n(&(x), __ATOMIC_SEQ_CST)
#define STORE(x, v) __atomic_store_n(&(x), (v), __ATOMIC_SEQ_CST)

/* The leader of each kept group; 0 for a free place, -1 for one taken by a start. */
static pid_t g_place[GROUP_MAX];
/* The threads between group_begin() and group_end(). */
static int g_starting;
/* The signal that crib is ending on, or 0. */
static int g_ending;

static const int k_guarded[] = {SIGINT, SIGTERM, SIGHUP};

static void guarded_set(sigset_t *set)
{
    sigemptyset(set);
    for (size_t i = 0; i < CLI_COUNT(k_guarded); i++)
        sigaddset(set, k_guarded[i]);
}

static void kill_group(pid_t pid)
{
    kill(-pid, SIGKILL);
    /* The leader too, should it not have made its group yet. */
    kill(pid, SIGKILL);
}

/* Async-signal-safe, as all below that a handler reaches. */
static void kill_all(void)
{
    for (size_t i = 0; i < GROUP_MAX; i++) {
        pid_t pid = LOAD(g_place[i]);
        if (pid > 0)
            kill_group(pid);
    }
}

/* Ends crib by sig, as if it had not been caught: the shell sees the signal's status. */
static void end_by(int sig)
{
    sigset_t one;
    signal(sig, SIG_DFL);
    sigemptyset(&one);
    sigaddset(&one, sig);
    pthread_sigmask(SIG_UNBLOCK, &one, NULL);
    raise(sig);
    /* cppcheck-suppress unreachableCode ; raise() returns should the signal not end crib
     * after all, and the caller counts on the end: the shell's status for the signal. */
    _exit(128 + sig);
}

/* A handler that finds a program being started (forked, its group not kept yet) leaves
 * the end to that thread, which looks at g_ending once the group is kept: the handler
 * writes g_ending before it reads g_starting, the thread g_starting before g_ending, so
 * that one of the two sees the other. */
static void on_signal(int sig)
{
    STORE(g_ending, sig);
    int starting = LOAD(g_starting);
    kill_all();
    if (starting == 0)
        end_by(sig);
}

void group_guard_signals(void)
{
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    guarded_set(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    for (size_t i = 0; i < CLI_COUNT(k_guarded); i++)
        if (sigaction(k_guarded[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
            sigaction(k_guarded[i], &sa, NULL);
}

/* Leaves a start: ends crib, as the handler left it to, when a signal came meanwhile. */
static void leave(const sigset_t *saved)
{
    __atomic_sub_fetch(&g_starting, 1, __ATOMIC_SEQ_CST);
    int sig = LOAD(g_ending);
    if (sig) {
        kill_all();
        end_by(sig);
    }
    pthread_sigmask(SIG_SETMASK, saved, NULL);
}

int group_begin(sigset_t *saved)
{
    sigset_t guarded;
    guarded_set(&guarded);
    /* The handler then never runs on this thread while it starts a program. */
    pthread_sigmask(SIG_BLOCK, &guarded, saved);
    __atomic_add_fetch(&g_starting, 1, __ATOMIC_SEQ_CST);
    /* A signal that came before is seen here, before anything is started; leave() then
     * ends crib. */
    if (LOAD(g_ending))
        leave(saved);
    for (int i = 0; i < GROUP_MAX; i++) {
        pid_t free_place = 0;
        if (__atomic_compare_exchange_n(&g_place[i], &free_place, -1, 0, __ATOMIC_SEQ_CST,
                                        __ATOMIC_SEQ_CST))
            return i;
    }
    leave(saved);
    return -1;
}

void group_end(int place, pid_t pid, const sigset_t *saved)
{
    STORE(g_place[place], pid > 0 ? pid : 0);
    leave(saved);
}

void group_child(const sigset_t *saved)
{
    for (size_t i = 0; i < CLI_COUNT(k_guarded); i++) {
        struct sigaction now;
        if (sigaction(k_guarded[i], NULL, &now) == 0 && now.sa_handler == on_signal)
            signal(k_guarded[i], SIG_DFL);
    }
    pthread_sigmask(SIG_SETMASK, saved, NULL);
}

void group_kill(pid_t pid)
{
    kill_group(pid);
    for (int i = 0; i < GROUP_MAX; i++) {
        pid_t kept = pid;
        if (__atomic_compare_exchange_n(&g_place[i], &kept, 0, 0, __ATOMIC_SEQ_CST,
                                        __ATOMIC_SEQ_CST))
            break;
    }
}
#endif
