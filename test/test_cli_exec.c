/* SPDX-License-Identifier: MIT */
/* crib arena's outside programs (cli/arena_exec.c), driven in this process: a failed fork
 * must leave no descriptor open. The arena's tests (test_cli_arena.c) run the same code
 * through bin/crib with outside bots. */
#define _POSIX_C_SOURCE 200809L /* fork, pipe, setrlimit */
#include "harness.h"
#include "../cli/arena_exec.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

/* The descriptors open in this process, of the first 1024. */
static int open_fds(void)
{
    int n = 0;
    for (int fd = 0; fd < 1024; fd++)
        n += fcntl(fd, F_GETFD) != -1;
    return n;
}

/* The parent's side after fork() failed: all four pipe ends are closed. */
static void test_attach_failed_fork(void)
{
    int fds[4];
    if (!CHECK(pipe(fds) == 0 && pipe(fds + 2) == 0, "two pipes for exec_attach"))
        return;
    int before = open_fds();
    exec_program p;
    int ok = exec_attach(&p, -1, fds);
    int closed = 0;
    for (int i = 0; i < 4; i++)
        closed += fcntl(fds[i], F_GETFD) == -1 && errno == EBADF;
    CHECK(ok == 0 && p.pid == 0 && p.to == NULL && p.from == NULL && closed == 4 &&
              open_fds() == before - 4,
          "exec_attach after a failed fork: 0, and the four pipe ends closed");
}

/* exec_start where fork() really fails: in a child process that may start no other
 * (RLIMIT_NPROC 0, which binds a user without privileges: root's child becomes nobody
 * first). The child exits 0 when nothing was left open, 1 when descriptors leaked, 77
 * when it cannot be made unprivileged, 78 when the fork did not fail after all. */
static void test_start_fork_fails(void)
{
    fflush(stdout);
    pid_t child = fork();
    if (child == 0) {
        struct rlimit none = {0, 0};
        if ((getuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0)) ||
            setrlimit(RLIMIT_NPROC, &none) != 0)
            _exit(77);
        int before = open_fds();
        exec_program p;
        if (exec_start(&p, "true")) {
            exec_stop(&p);
            _exit(78);
        }
        _exit(open_fds() == before && p.pid == 0 ? 0 : 1);
    }
    int status = 0;
    if (child < 0 || waitpid(child, &status, 0) != child || !WIFEXITED(status)) {
        CHECK(0, "a child process for the failing fork");
        return;
    }
    int code = WEXITSTATUS(status);
    if (code == 77 || code == 78) {
        printf("ok %d - # SKIP fork cannot be made to fail here (%s)\n",
               harness_passed + harness_failed + 1,
               code == 77 ? "no unprivileged user" : "RLIMIT_NPROC not enforced");
        harness_passed++;
        return;
    }
    CHECK(code == 0, "exec_start when fork fails: 0, and no descriptor left open");
}

int main(void)
{
    test_attach_failed_fork();
    test_start_fork_fails();
    return harness_done();
}
