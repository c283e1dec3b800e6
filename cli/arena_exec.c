/* SPDX-License-Identifier: MIT */
/* crib arena's outside programs (see arena_exec.h): the process and its pipes; what is
 * written sent and the answers read through poll(), against a deadline; and how a program
 * ended, told in words. */
/* POSIX for fork, pipes and poll; a feature-test macro is reserved by design. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _POSIX_C_SOURCE 200809L
#include "arena_exec.h"
#include "arena_group.h"

#include <string.h>

#if !EXEC_SUPPORTED
/* Windows: no outside program can be run, and crib arena refuses exec:COMMAND before it
 * gets here; these keep the calls well defined. */
static const char k_unsupported[] = "outside programs need fork() and POSIX pipes";

int exec_start(exec_program *p, const char *command, unsigned long long timeout_ms)
{
    (void)command;
    (void)timeout_ms;
    memset(p, 0, sizeof *p);
    return 0;
}

json_buf *exec_out(exec_program *p)
{
    return &p->out;
}

int exec_send(exec_program *p, size_t room, char *err)
{
    (void)p;
    (void)room;
    snprintf(err, EXEC_ERROR_CAP, "%s", k_unsupported);
    return 0;
}

long exec_answer(exec_program *p, char *line, char *err)
{
    (void)p;
    line[0] = '\0';
    snprintf(err, EXEC_ERROR_CAP, "%s", k_unsupported);
    return -1;
}

void exec_stop(exec_program *p)
{
    memset(p, 0, sizeof *p);
}
#else
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* How long a program that closed its output is given to exit, so that its exit status
 * can be told, before it is killed. An exiting program closes its output a moment before
 * it has exited. */
#define END_GRACE_MS 250

/* The longest a wait goes without looking whether the program has exited: what it started
 * may hold its pipes open, so that their end does not tell. */
#define EXIT_POLL_MS 10

/* ---- The process ---- */

/* Programs are started one thread at a time, and every pipe end is closed on exec, so
 * that no program holds another's pipes open (its input would never end). */
static pthread_mutex_t g_start_lock = PTHREAD_MUTEX_INITIALIZER;

/* In the child: fd becomes the standard descriptor to, open across exec. */
static int move_fd(int fd, int to)
{
    if (fd == to)
        return fcntl(fd, F_SETFD, 0);
    return dup2(fd, to) < 0 ? -1 : 0;
}

/* In the child: a process group of its own (so that the program is killed with whatever
 * it started), the pipes as its standard input, output and error, the signals as the
 * program expects them, and the shell runs the command. Never returns. */
static void run_child(const char *command, const int fds[6], const sigset_t *saved)
{
    struct sigaction dfl;
    group_child(saved);
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigaction(SIGPIPE, &dfl, NULL);
    setpgid(0, 0);
    if (move_fd(fds[0], 0) < 0 || move_fd(fds[3], 1) < 0 || move_fd(fds[5], 2) < 0)
        _exit(127);
    execl("/bin/sh", "sh", "-c", command, (char *)NULL);
    _exit(127);
}

/* The program's group is kept (arena_group.c) from its fork on, so that a signal that
 * ends crib kills it whenever it comes. */
int exec_start(exec_program *p, const char *command, unsigned long long timeout_ms)
{
    int fds[6], made = 0;
    sigset_t saved;
    memset(p, 0, sizeof *p);
    pthread_mutex_lock(&g_start_lock);
    int place = group_begin(&saved);
    while (place >= 0 && made < 6 && pipe(fds + made) == 0)
        made += 2;
    if (made < 6) {
        if (place >= 0)
            group_end(place, -1, &saved);
        pthread_mutex_unlock(&g_start_lock);
        for (int i = 0; i < made; i++)
            close(fds[i]);
        return 0;
    }
    for (int i = 0; i < 6; i++)
        fcntl(fds[i], F_SETFD, FD_CLOEXEC);
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0)
        run_child(command, fds, &saved);
    group_end(place, pid, &saved);
    pthread_mutex_unlock(&g_start_lock);
    return exec_attach(p, pid, fds, timeout_ms);
}

int exec_attach(exec_program *p, pid_t pid, const int fds[6], unsigned long long timeout_ms)
{
    memset(p, 0, sizeof *p);
    close(fds[0]);
    close(fds[3]);
    close(fds[5]);
    if (pid < 0) {
        close(fds[1]);
        close(fds[2]);
        close(fds[4]);
        return 0;
    }
    /* Also here, so that the group exists whichever of the two runs first. */
    setpgid(pid, pid);
    p->live = 1;
    p->pid = pid;
    p->to = fds[1];
    p->from = fds[2];
    p->err = fds[4];
    const int ours[3] = {p->to, p->from, p->err};
    for (int i = 0; i < 3; i++)
        fcntl(ours[i], F_SETFL, fcntl(ours[i], F_GETFL) | O_NONBLOCK);
    p->timeout_ms = timeout_ms;
    p->out.text = p->out_text;
    p->out.cap = sizeof p->out_text;
    return 1;
}

/* ---- Its standard error ---- */

static void keep_tail(exec_program *p, const char *s, size_t n)
{
    if (n >= EXEC_TAIL_CAP) {
        s += n - EXEC_TAIL_CAP;
        n = EXEC_TAIL_CAP;
    }
    if (p->tail_len + n > EXEC_TAIL_CAP) {
        size_t drop = p->tail_len + n - EXEC_TAIL_CAP;
        memmove(p->tail, p->tail + drop, p->tail_len - drop);
        p->tail_len -= drop;
        p->tail_cut = 1;
    }
    memcpy(p->tail + p->tail_len, s, n);
    p->tail_len += n;
}

static void close_fd(int *fd)
{
    if (*fd >= 0)
        close(*fd);
    *fd = -1;
}

/* Takes what the program has written on its standard error, passes it on to crib's and
 * keeps its end; closes the pipe at its end. */
static void read_err(exec_program *p)
{
    char buf[4096];
    ssize_t n = read(p->err, buf, sizeof buf);
    if (n < 0 && (errno == EAGAIN || errno == EINTR))
        return;
    if (n <= 0) {
        close_fd(&p->err);
        return;
    }
    for (ssize_t done = 0, k; done < n; done += k)
        if ((k = write(STDERR_FILENO, buf + done, (size_t)(n - done))) <= 0)
            break;
    keep_tail(p, buf, (size_t)n);
}

/* ---- Sending and reading ---- */

static long long now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Whether the program (the process crib started) has exited; it is left unreaped, so
 * that no other group can take its group's id before group_kill(). One that cannot be
 * waited for counts as exited. */
static int has_exited(exec_program *p)
{
    if (!p->exited) {
        siginfo_t info;
        memset(&info, 0, sizeof info);
        int rc = waitid(P_PID, (id_t)p->pid, &info, WEXITED | WNOHANG | WNOWAIT);
        p->exited = (rc == 0 && info.si_pid == p->pid) || (rc < 0 && errno == ECHILD);
    }
    return p->exited;
}

/* What pump() comes to. */
#define PUMP_DONE 0
#define PUMP_ENDED 1    /* the program closed its input or output */
#define PUMP_LATE 2     /* the deadline passed */
#define PUMP_TOO_LONG 3 /* a line longer than the room for it */
#define PUMP_EXITED 4   /* the program exited */

/* Writes what is pending; PUMP_DONE once all is written or the pipe is full for now. */
static int write_out(exec_program *p)
{
    while (p->out.len > 0) {
        ssize_t n = write(p->to, p->out.text, p->out.len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errno == EAGAIN)
            return PUMP_DONE;
        if (n <= 0)
            return PUMP_ENDED;
        p->out.len -= (size_t)n;
        memmove(p->out.text, p->out.text + n, p->out.len);
    }
    return PUMP_DONE;
}

/* Reads what the program has written on its output into in[]; closes it at its end. */
static void read_in(exec_program *p)
{
    ssize_t k = read(p->from, p->in + p->in_len, EXEC_LINE_CAP - p->in_len);
    if (k > 0)
        p->in_len += (size_t)k;
    else if (k == 0 || (errno != EAGAIN && errno != EINTR))
        close_fd(&p->from);
}

/* Reads what the program's output holds now: once it has exited, what it wrote last. */
static void drain_in(exec_program *p)
{
    size_t before;
    do {
        before = p->in_len;
        if (p->from >= 0 && p->in_len < EXEC_LINE_CAP)
            read_in(p);
    } while (p->in_len > before);
}

/* Waits, for left ms at most (-1: no limit) and no longer than EXIT_POLL_MS, until the
 * program can take more (when there is more to send) or has written on its output or its
 * standard error, and takes what it wrote; PUMP_ENDED when it cannot wait. */
static int wait_once(exec_program *p, long long left)
{
    int ms = left < 0 || left > EXIT_POLL_MS ? EXIT_POLL_MS : (int)left;
    struct pollfd fds[3] = {{p->out.len ? p->to : -1, POLLOUT, 0},
                            {p->in_len < EXEC_LINE_CAP ? p->from : -1, POLLIN, 0},
                            {p->err, POLLIN, 0}};
    int n = poll(fds, 3, ms);
    if (n < 0)
        return errno == EINTR ? PUMP_DONE : PUMP_ENDED;
    if (n > 0 && fds[2].revents)
        read_err(p);
    if (n > 0 && fds[1].revents)
        read_in(p);
    /* A closed input (POLLERR, POLLHUP) is told by the next write. */
    return PUMP_DONE;
}

/* Sends what is written and, when want_line, reads until a whole line is in, the program's
 * standard error taken all the while; deadline 0 is none. A program that has exited or
 * closed its output is told at once, whatever holds its pipes, since it can answer no
 * more. */
static int pump(exec_program *p, int want_line, long long deadline)
{
    for (;;) {
        if (write_out(p) != PUMP_DONE)
            return PUMP_ENDED;
        if (has_exited(p))
            drain_in(p);
        int have = !want_line || memchr(p->in, '\n', p->in_len) != NULL;
        if (p->out.len == 0 && have)
            return PUMP_DONE;
        if (!have && p->in_len == EXEC_LINE_CAP)
            return PUMP_TOO_LONG;
        if (p->exited)
            return PUMP_EXITED;
        if (p->from < 0)
            return PUMP_ENDED;
        long long left = deadline ? deadline - now_ms() : -1;
        if (deadline && left <= 0)
            return PUMP_LATE;
        if (wait_once(p, left) != PUMP_DONE)
            return PUMP_ENDED;
    }
}

/* The deadline of a wait that begins now. */
static long long deadline_of(const exec_program *p)
{
    return p->timeout_ms ? now_ms() + (long long)p->timeout_ms : 0;
}

/* ---- How it ended ---- */

static const char *signal_name(int sig)
{
    static const struct {
        int sig;
        const char *name;
    } k_names[] = {{SIGHUP, "SIGHUP"},   {SIGINT, "SIGINT"},   {SIGQUIT, "SIGQUIT"},
                   {SIGILL, "SIGILL"},   {SIGTRAP, "SIGTRAP"}, {SIGABRT, "SIGABRT"},
                   {SIGBUS, "SIGBUS"},   {SIGFPE, "SIGFPE"},   {SIGKILL, "SIGKILL"},
                   {SIGUSR1, "SIGUSR1"}, {SIGSEGV, "SIGSEGV"}, {SIGUSR2, "SIGUSR2"},
                   {SIGPIPE, "SIGPIPE"}, {SIGALRM, "SIGALRM"}, {SIGTERM, "SIGTERM"},
                   {SIGXCPU, "SIGXCPU"}, {SIGXFSZ, "SIGXFSZ"}, {SIGSYS, "SIGSYS"}};
    for (size_t i = 0; i < CLI_COUNT(k_names); i++)
        if (k_names[i].sig == sig)
            return k_names[i].name;
    return NULL;
}

/* Reads and drops what the program writes on its output, which is no answer now. */
static void skip_out(exec_program *p)
{
    char skip[512];
    ssize_t k = read(p->from, skip, sizeof skip);
    if (k == 0 || (k < 0 && errno != EAGAIN && errno != EINTR))
        close_fd(&p->from);
}

/* Waits for the program to exit, for wait_ms at most, taking its standard error and
 * leaving its output; kills it if it has not; then, whichever it was, kills what is left
 * of its group (what it started) and reaps it. Its wait status goes into *status; returns
 * 1 when it had to be killed. */
static int reap(exec_program *p, long long wait_ms, int *status)
{
    long long until = now_ms() + wait_ms;
    while (!has_exited(p)) {
        long long left = until - now_ms();
        if (left <= 0)
            break;
        struct pollfd fds[2] = {{p->err, POLLIN, 0}, {p->from, POLLIN, 0}};
        if (poll(fds, 2, left < EXIT_POLL_MS ? (int)left : EXIT_POLL_MS) > 0) {
            if (fds[0].revents)
                read_err(p);
            if (fds[1].revents)
                skip_out(p);
        }
    }
    int killed = !p->exited;
    group_kill(p->pid);
    pid_t got;
    do
        got = waitpid(p->pid, status, 0);
    while (got < 0 && errno == EINTR);
    /* What it wrote last, short of waiting for what it started. */
    for (int i = 0; i < 64 && p->err >= 0; i++) {
        struct pollfd fd = {p->err, POLLIN, 0};
        if (poll(&fd, 1, 0) <= 0)
            break;
        read_err(p);
    }
    p->pid = 0;
    return killed;
}

/* How the program ended, by its wait status; killed when the arena killed it. */
static void say_status(char *err, size_t cap, int status, int killed)
{
    size_t at = strlen(err);
    if (killed) {
        snprintf(err + at, cap - at, "; the program was killed");
    } else if (WIFSIGNALED(status)) {
        const char *name = signal_name(WTERMSIG(status));
        snprintf(err + at, cap - at, ": killed by signal %d (%s)", WTERMSIG(status),
                 name ? name : "unknown");
    } else if (WIFEXITED(status)) {
        int code = WEXITSTATUS(status);
        const char *name = code > 128 ? signal_name(code - 128) : NULL;
        snprintf(err + at, cap - at, ": exit status %d", code);
        at = strlen(err);
        if (name)
            snprintf(err + at, cap - at, " (as a shell reports signal %d, %s)", code - 128, name);
    }
}

/* The end of its standard error, a line of the message for each of its lines. */
static void say_tail(const exec_program *p, char *err, size_t cap)
{
    size_t at = strlen(err);
    if (p->tail_len == 0)
        return;
    snprintf(err + at, cap - at, "; the end of its standard error:");
    for (size_t i = 0; i < p->tail_len;) {
        size_t end = i;
        while (end < p->tail_len && p->tail[end] != '\n')
            end++;
        char q[4 * EXEC_TAIL_CAP + 4];
        at = strlen(err);
        snprintf(err + at, cap - at, "\n    %s%s", i == 0 && p->tail_cut ? "..." : "",
                 cli_quote(p->tail + i, end - i, q, sizeof q));
        i = end + 1;
    }
}

/* After pump() failed with what: kills or waits for the program and says why in err. */
static void fail(exec_program *p, int what, char *err)
{
    int status = 0, killed;
    p->failed = 1;
    switch (what) {
    case PUMP_LATE:
        snprintf(err, EXEC_ERROR_CAP, "no answer within %llu.%03llu s (--bot-timeout)",
                 p->timeout_ms / 1000, p->timeout_ms % 1000);
        killed = reap(p, 0, &status);
        break;
    case PUMP_TOO_LONG:
        snprintf(err, EXEC_ERROR_CAP, "the program's answer is longer than %d bytes",
                 EXEC_LINE_CAP - 1);
        return;
    default: {
        /* Exited, or closed its input or output: given a moment to exit, for its status. */
        const char *closed = p->from < 0 ? "output" : "input";
        snprintf(err, EXEC_ERROR_CAP, "the program ended without answering");
        close_fd(&p->to);
        killed = reap(p, END_GRACE_MS, &status);
        if (killed)
            snprintf(err, EXEC_ERROR_CAP, "the program closed its standard %s without answering",
                     closed);
        break;
    }
    }
    say_status(err, EXEC_ERROR_CAP, status, killed);
    say_tail(p, err, EXEC_ERROR_CAP);
}

/* ---- What the arena calls ---- */

json_buf *exec_out(exec_program *p)
{
    return &p->out;
}

int exec_send(exec_program *p, size_t room, char *err)
{
    if (p->out.cap - p->out.len >= room)
        return 1;
    int what = pump(p, 0, deadline_of(p));
    if (what != PUMP_DONE) {
        fail(p, what, err);
        return 0;
    }
    return 1;
}

long exec_answer(exec_program *p, char *line, char *err)
{
    int what = pump(p, 1, deadline_of(p));
    if (what != PUMP_DONE) {
        fail(p, what, err);
        return -1;
    }
    char *nl = memchr(p->in, '\n', p->in_len);
    size_t len = (size_t)(nl - p->in), rest = p->in_len - len - 1;
    memcpy(line, p->in, len);
    memmove(p->in, nl + 1, rest);
    p->in_len = rest;
    if (len > 0 && line[len - 1] == '\r')
        len--;
    line[len] = '\0';
    return (long)len;
}

void exec_stop(exec_program *p)
{
    int status = 0;
    if (!p->live)
        return;
    if (p->pid && !p->failed)
        pump(p, 0, deadline_of(p));
    close_fd(&p->to);
    if (p->pid)
        reap(p, p->failed ? 0 : p->timeout_ms ? (long long)p->timeout_ms : 1LL << 40, &status);
    close_fd(&p->from);
    close_fd(&p->err);
    p->live = 0;
}
#endif
