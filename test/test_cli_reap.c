/* SPDX-License-Identifier: MIT */
/* crib arena leaves no process behind: bots that start processes of their own, then exit,
 * crash, hang, answer wrongly, close their output or play to the end, and crib itself
 * ended by SIGTERM, SIGINT or SIGHUP. Each bot writes the ids of what it started to a file;
 * once crib is done with the bot, every one of them must be gone. Run from the repository
 * root, as test_cli_arena.c is. */
#define _POSIX_C_SOURCE 200809L /* fork, mkdtemp, nanosleep */
#include "harness.h"
#include "cli_run.h"

#ifndef _WIN32
#include "procs.h"

#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* The folder of the files below, and the file the bots write process ids to. */
static char g_dir[64], g_pids[96], g_out_path[96];
static char g_out[1 << 14];

/* cmdline with each PIDS in it the file g_pids; 1, or 0 when out[cap] is too short. */
static int with_pids(const char *cmdline, char *out, size_t cap)
{
    size_t k = 0;
    for (const char *c = cmdline; *c;) {
        const char *put = strncmp(c, "PIDS", 4) ? NULL : g_pids;
        size_t n = put ? strlen(put) : 1;
        if (k + n >= cap)
            return 0;
        memcpy(out + k, put ? put : c, n);
        k += n;
        c += put ? 4 : 1;
    }
    out[k] = '\0';
    return 1;
}

/* Starts cmdline (PIDS put in, then the programs as run() puts them in) under sh, its
 * output and error into g_out_path, with SIGINT, SIGTERM and SIGHUP at their defaults
 * whatever this test was started with (a shell starts a command in the background with
 * SIGINT ignored); its process id, or -1. */
static pid_t spawn(const char *cmdline)
{
    char expanded[1024], full[2048];
    if (!with_pids(cmdline, expanded, sizeof expanded) ||
        !cli_programs(expanded, full, sizeof full))
        return -1;
    remove(g_pids);
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        signal(SIGINT, SIG_DFL);
        signal(SIGTERM, SIG_DFL);
        signal(SIGHUP, SIG_DFL);
        int fd = open(g_out_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd < 0 || dup2(fd, 1) < 0 || dup2(fd, 2) < 0)
            _exit(127);
        execl("/bin/sh", "sh", "-c", full, (char *)NULL);
        _exit(127);
    }
    return pid;
}

/* Waits for pid, seconds at most, and reads what it wrote into g_out: 1 with its wait
 * status in *status; or, past that, kills it (SIGTERM, so that it kills its bots first,
 * then SIGKILL) and 0. */
static int finish(pid_t pid, int seconds, int *status)
{
    int done = 0;
    for (int i = 0; i < seconds * 50 && !done; i++) {
        done = waitpid(pid, status, WNOHANG) == pid;
        if (!done)
            procs_nap(20);
    }
    if (!done) {
        kill(pid, SIGTERM);
        procs_nap(500);
        kill(pid, SIGKILL);
        waitpid(pid, status, 0);
    }
    g_out[0] = '\0';
    FILE *f = fopen(g_out_path, "r");
    if (f) {
        size_t n = fread(g_out, 1, sizeof g_out - 1, f);
        g_out[n] = '\0';
        fclose(f);
    }
    return done;
}

/* Runs cmdline to its end, 60 s at most: its exit status (-1 when it did not end by
 * exit), and in *took the seconds it ran. */
static int run_bounded(const char *cmdline, double *took)
{
    double start = seconds_now();
    int status = 0;
    pid_t pid = spawn(cmdline);
    int ended = pid > 0 && finish(pid, 60, &status);
    *took = seconds_now() - start;
    return ended && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* A bot that starts a process holding its pipes (its standard input too) and exits, under
 * a long --bot-timeout and under none: its exit is told at once (the timeout-less run is
 * bounded by run_bounded()), and the process it started is killed. */
static void test_bot_exits(void)
{
    static const char *const timeouts[] = {"30", "0"};
    for (size_t i = 0; i < 2; i++) {
        char cmd[512];
        double took;
        snprintf(cmd, sizeof cmd,
                 "exec bin/crib arena easy 'exec:exec 3<&0; sleep 60 <&3 & echo $! >PIDS; "
                 "exit 0' --games 2 --threads 1 --no-progress --bot-timeout %s",
                 timeouts[i]);
        int rc = run_bounded(cmd, &took);
        if (!CHECK(rc == 1 && took < 10 &&
                       strstr(g_out, "at a discard request: the program ended without "
                                     "answering: exit status 0\n"),
                   "a bot that exits, its child holding its pipes, under --bot-timeout %s: "
                   "told in %.2f s",
                   timeouts[i], took))
            printf("#   exit %d: %s", rc, g_out);
        CHECK(procs_all_gone(g_pids, 10), "and the child it started is killed");
    }
}

/* However a bot's run ends, what it started is gone after it. */
static void test_bot_ends(void)
{
    static const struct {
        const char *bot, *options, *said, *what;
        int rc;
    } k_ends[] = {
        {"sleep 60 & echo $! >>PIDS; sh test/cli_bot.sh plain", "", "4 games in",
         "a bot that plays every game and exits after bye", 0},
        {"sleep 60 & echo $! >>PIDS; sh test/cli_bot.sh text", "", "not a JSON object",
         "a bot that answers wrongly", 1},
        {"sleep 60 & echo $! >>PIDS; kill -SEGV $$", "", "killed by signal 11 (SIGSEGV)",
         "a bot that crashes", 1},
        {"sleep 60 & echo $! >>PIDS; sleep 60", "--bot-timeout 0.3", "no answer within 0.300 s",
         "a bot that never answers", 1},
        {"exec >&-; sleep 60 & echo $! $$ >>PIDS; sleep 60", "",
         "the program closed its standard output without answering; the program was killed",
         "a bot that closes its standard output, told so at once", 1},
    };
    for (size_t i = 0; i < sizeof k_ends / sizeof k_ends[0]; i++) {
        char cmd[512];
        double took;
        snprintf(cmd, sizeof cmd,
                 "exec bin/crib arena easy 'exec:%s' --games 4 --threads 2 --no-progress %s",
                 k_ends[i].bot, k_ends[i].options);
        int rc = run_bounded(cmd, &took);
        if (!CHECK(rc == k_ends[i].rc && took < 10 && strstr(g_out, k_ends[i].said),
                   "%s: exit %d in %.2f s", k_ends[i].what, k_ends[i].rc, took))
            printf("#   exit %d: %s", rc, g_out);
        CHECK(procs_all_gone(g_pids, 10), "and what it started is killed");
    }
}

/* crib arena ended by sig while its bots (one a thread, each with a child) wait to be
 * asked: crib ends by the signal, and the bots and their children are gone. */
static void test_signal(int sig, const char *name)
{
    pid_t crib = spawn("exec bin/crib arena 'exec:sleep 60 & echo $$ $! >>PIDS; wait' "
                       "'exec:sleep 60 & echo $$ $! >>PIDS; wait' --games 8 --threads 2 "
                       "--no-progress --bot-timeout 100");
    if (!CHECK(crib > 0 && procs_wait_file(g_pids, 8, 20), "crib arena's four bots start")) {
        if (crib > 0)
            finish(crib, 0, &(int){0});
        procs_all_gone(g_pids, 0);
        return;
    }
    kill(crib, sig);
    int status = 0, ended = finish(crib, 10, &status);
    CHECK(ended && WIFSIGNALED(status) && WTERMSIG(status) == sig,
          "%s ends crib arena as the signal does", name);
    CHECK(procs_all_gone(g_pids, 10), "and its bots and their children are gone");
}

int main(void)
{
    if (!cli_shell("crib arena's bots and what they start are gone after it"))
        return harness_done();
    snprintf(g_dir, sizeof g_dir, "/tmp/crib_reap_XXXXXX");
    if (!CHECK(mkdtemp(g_dir) != NULL, "a folder for the bots' process ids"))
        return harness_done();
    snprintf(g_pids, sizeof g_pids, "%s/pids", g_dir);
    snprintf(g_out_path, sizeof g_out_path, "%s/out", g_dir);
    test_bot_exits();
    test_bot_ends();
    test_signal(SIGTERM, "SIGTERM");
    test_signal(SIGINT, "SIGINT");
    test_signal(SIGHUP, "SIGHUP");
    remove(g_pids);
    remove(g_out_path);
    rmdir(g_dir);
    return harness_done();
}
#else
int main(void)
{
    cli_shell("crib arena's bots and what they start are gone after it");
    return harness_done();
}
#endif
