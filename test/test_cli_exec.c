/* SPDX-License-Identifier: MIT */
/* crib arena's outside programs (cli/arena_exec.c), its protocol's pieces (cli/arena_proto.c)
 * and the JSON writer they use (cli/json.c), driven in this process: a failed fork must leave
 * no descriptor open, a program's end or silence must be told, and the writer must never pass
 * its room; a program's exit must be seen at once, though what it started holds its pipes,
 * and what it started must not outlive it. The answers are read by the library's reader
 * (test_record_json.c). The arena's tests (test_cli_arena.c, test_cli_reap.c) run the same
 * code through bin/crib with scripted bots. */
#define _POSIX_C_SOURCE 200809L /* fork, pipe, setrlimit, mkdtemp */
#include "harness.h"
#include "cli_run.h"
#include "../cli/arena_exec.h"
#include "../cli/arena_proto.h"
#include "../cli/json.h"

#include <errno.h>
#include <string.h>
#if EXEC_SUPPORTED
#include "procs.h"

#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
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

/* The parent's side after fork() failed: all six pipe ends are closed. */
static void test_attach_failed_fork(void)
{
    int fds[6];
    if (!CHECK(pipe(fds) == 0 && pipe(fds + 2) == 0 && pipe(fds + 4) == 0,
               "three pipes for exec_attach"))
        return;
    int before = open_fds();
    static exec_program p;
    int ok = exec_attach(&p, -1, fds, 0);
    int closed = 0;
    for (int i = 0; i < 6; i++)
        closed += fcntl(fds[i], F_GETFD) == -1 && errno == EBADF;
    CHECK(ok == 0 && p.live == 0 && p.pid == 0 && closed == 6 && open_fds() == before - 6,
          "exec_attach after a failed fork: 0, and the six pipe ends closed");
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
        static exec_program p;
        if (exec_start(&p, "true", 0)) {
            exec_stop(&p);
            _exit(78);
        }
        _exit(open_fds() == before && p.live == 0 ? 0 : 1);
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

#endif

#if EXEC_SUPPORTED
/* A program that echoes, one that exits after writing on its standard error, one that never
 * answers: the answer read, the exit status and the error's end told, the silence cut short
 * by the timeout; no descriptor left open. */
static void test_programs(void)
{
    static exec_program p;
    char line[EXEC_LINE_CAP], err[EXEC_ERROR_CAP];
    int before = open_fds();
    long len = -1;
    if (exec_start(&p, "cat", 5000)) {
        json_put_raw(exec_out(&p), "{\"a\":1}\r\nnext\n");
        len = exec_answer(&p, line, err);
    }
    CHECK(len == 7 && !strcmp(line, "{\"a\":1}") && exec_answer(&p, line, err) == 4 &&
              !strcmp(line, "next"),
          "exec_answer reads a program's lines one at a time, without their line ends");
    exec_stop(&p);
    CHECK(open_fds() == before && !p.live, "exec_stop: nothing left open");

    len = 0;
    if (exec_start(&p, "echo '# a program about to exit' >&2; exit 4", 5000))
        len = exec_answer(&p, line, err);
    exec_stop(&p);
    if (!CHECK(len == -1 && !strcmp(err, "the program ended without answering: exit status 4; "
                                         "the end of its standard error:\n"
                                         "    # a program about to exit"),
               "a program that exits: its exit status and the end of its standard error"))
        printf("#   %s\n", err);

    len = 0;
    if (exec_start(&p, "sleep 20", 200))
        len = exec_answer(&p, line, err);
    exec_stop(&p);
    if (!CHECK(len == -1 && !strcmp(err, "no answer within 0.200 s (--bot-timeout); the "
                                         "program was killed"),
               "a program that never answers: killed after the timeout"))
        printf("#   %s\n", err);
    CHECK(open_fds() == before, "no descriptor left open after a failure");
}

/* Where the programs below write the ids of the processes they start. */
static char g_dir[64], g_pids[96];

/* Starts command (in which PIDS stands for g_pids) with timeout_ms, asks it for an answer
 * and stops it: the answer's length (-1 on a failure, why in err) and, in *took, the
 * seconds the answer took. */
static long ask_once(const char *command, unsigned long long timeout_ms, char *err, double *took)
{
    static exec_program p;
    char cmd[512], line[EXEC_LINE_CAP];
    const char *at = strstr(command, "PIDS");
    snprintf(cmd, sizeof cmd, "%.*s%s%s", (int)(at - command), command, g_pids, at + 4);
    remove(g_pids);
    err[0] = '\0';
    if (!exec_start(&p, cmd, timeout_ms))
        return -2;
    double start = seconds_now();
    json_put_raw(exec_out(&p), "{\"type\":\"discard\"}\n");
    long len = exec_answer(&p, line, err);
    *took = seconds_now() - start;
    exec_stop(&p);
    return len;
}

/* A program that starts a process holding its pipes and exits: its exit is seen at once,
 * not after the timeout (and without one), and the process it started is killed. alarm()
 * turns a wait for ever into this test's failure. */
static void test_exit_seen(void)
{
    static const unsigned long long timeouts[] = {60000, 0};
    char err[EXEC_ERROR_CAP];
    for (size_t i = 0; i < 2; i++) {
        double took = 0;
        alarm(120);
        long len =
            ask_once("exec 3<&0; sleep 60 <&3 & echo $! >PIDS; exit 0", timeouts[i], err, &took);
        alarm(0);
        if (!CHECK(len == -1 && took < 10 &&
                       !strcmp(err, "the program ended without answering: exit status 0"),
                   "a program that exits, its child holding its pipes: seen in %.2f s "
                   "(timeout %llu ms)",
                   took, timeouts[i]))
            printf("#   %ld: %s\n", len, err);
        CHECK(procs_all_gone(g_pids, 10), "and the child it started is killed");
    }
}

/* What a program started is killed however the program ends: answering and ending after
 * its input, never answering, closing its output. */
static void test_group_killed(void)
{
    char err[EXEC_ERROR_CAP];
    double took = 0;
    long len =
        ask_once("sleep 60 & echo $! >PIDS; while read l; do echo \"$l\"; done", 5000, err, &took);
    CHECK(len > 0 && procs_all_gone(g_pids, 10),
          "a program that answers and exits at the end of its input: what it started is killed");
    len = ask_once("sleep 60 & echo $! >PIDS; sleep 60", 300, err, &took);
    CHECK(len == -1 && strstr(err, "no answer within 0.300 s") && procs_all_gone(g_pids, 10),
          "a program that never answers: killed after the timeout, with what it started");
    len = ask_once("exec >&-; sleep 60 & echo $! $$ >PIDS; sleep 60", 60000, err, &took);
    if (!CHECK(len == -1 && took < 10 &&
                   !strcmp(err, "the program closed its standard output without answering; "
                                "the program was killed"),
               "a program that closes its standard output: told so in %.2f s", took))
        printf("#   %ld: %s\n", len, err);
    CHECK(procs_all_gone(g_pids, 10), "and it is killed, with what it started");
}

/* The programs of several threads started at once, then killed: the kept groups are
 * shared by the threads. */
static void *start_and_stop(void *arg)
{
    static exec_program p[8];
    exec_program *mine = &p[(size_t)arg];
    char line[EXEC_LINE_CAP], err[EXEC_ERROR_CAP];
    if (exec_start(mine, "read l; echo \"$l\"", 5000)) {
        json_put_raw(exec_out(mine), "{}\n");
        if (exec_answer(mine, line, err) < 0)
            mine->failed = 1;
        exec_stop(mine);
        return mine->failed ? NULL : arg;
    }
    return NULL;
}

static void test_programs_on_threads(void)
{
    pthread_t t[8];
    int started = 0, answered = 0;
    int before = open_fds();
    for (; started < 8; started++)
        if (pthread_create(&t[started], NULL, start_and_stop, (void *)(size_t)started) != 0)
            break;
    for (int i = 0; i < started; i++) {
        void *got = NULL;
        pthread_join(t[i], &got);
        answered += got == (void *)(size_t)i;
    }
    CHECK(started == 8 && answered == 8 && open_fds() == before,
          "8 threads each start, ask and stop a program: %d answered, nothing left open", answered);
}

static void test_processes(void)
{
    snprintf(g_dir, sizeof g_dir, "/tmp/crib_exec_XXXXXX");
    if (!CHECK(mkdtemp(g_dir) != NULL, "a folder for the programs' process ids"))
        return;
    snprintf(g_pids, sizeof g_pids, "%s/pids", g_dir);
    test_exit_seen();
    test_group_killed();
    test_programs_on_threads();
    remove(g_pids);
    rmdir(g_dir);
}

#else
/* Windows, where crib arena runs no outside program: exec_start() starts nothing. */
static void test_start_unsupported(void)
{
    static exec_program p;
    char line[EXEC_LINE_CAP], err[EXEC_ERROR_CAP];
    CHECK(exec_start(&p, "true", 1000) == 0 && p.live == 0,
          "exec_start where there is no fork: 0, and nothing started");
    CHECK(exec_answer(&p, line, err) == -1 && strstr(err, "fork") != NULL,
          "and no answer comes, with a sentence that says why");
    exec_stop(&p);
    CHECK(1, "exec_attach after a failed fork # SKIP Windows has no fork() and no exec_attach");
}
#endif

/* The writer into memory: numbers, strings, cards and masks, and never past its room; an
 * object's members, key and value. */
static void test_writer(void)
{
    char text[64];
    json_buf b = {text, 0, sizeof text, 0};
    json_put_uint(&b, 0);
    json_put_raw(&b, ",");
    json_put_uint(&b, UINT64_MAX);
    json_put_raw(&b, ",");
    json_put_string(&b, "a\"\\\n");
    json_put_raw(&b, ",");
    json_put_card(&b, 52);
    json_put_bool(&b, 1);
    json_put_mask(&b, 0x11u);
    CHECK(!b.full && b.len == 56 &&
              !memcmp(text, "0,18446744073709551615,\"a\\\"\\\\\\u000a\",nulltrue[\"Ac\",\"2c\"]",
                      56),
          "json_put_*: numbers, an escaped string, null for no card, a mask's cards");
    json_put_raw(&b, "123456789");
    CHECK(b.full && b.len == 56, "json_put_raw past the room: left out, full set");
    b.len = 0;
    b.full = 0;
    b.cap = 5;
    json_put_mask(&b, 0x3u);
    CHECK(b.full && b.len <= 5, "json_put_mask stops at the room");

    /* Members: a comma before each but an object's first, in a nested object and in a
     * message after another. */
    static const uint32_t k_nums[] = {7, 0};
    static const crib_card k_cards[] = {0, 51};
    char msg[256];
    json_buf m = {msg, 0, sizeof msg, 0};
    json_put_raw(&m, "{");
    json_put_key_uint(&m, "n", 12);
    json_put_key_string(&m, "s", "a\"b");
    json_put_key(&m, "o");
    json_put_raw(&m, "{");
    json_put_key_bool(&m, "t", 1);
    json_put_key_card(&m, "c", CRIB_NONE);
    json_put_raw(&m, "}");
    json_put_key_mask(&m, "m", 0x11u);
    json_put_key_uints(&m, "u", k_nums, 2);
    json_put_key_cards(&m, "k", k_cards, 2);
    json_put_key_cards(&m, "e", k_cards, 0);
    json_put_raw(&m, "}\n{");
    json_put_key_bool(&m, "f", 0);
    json_put_raw(&m, "}");
    static const char k_want[] =
        "{\"n\":12,\"s\":\"a\\\"b\",\"o\":{\"t\":true,\"c\":null},"
        "\"m\":[\"Ac\",\"2c\"],\"u\":[7,0],\"k\":[\"Ac\",\"Ks\"],\"e\":[]}\n"
        "{\"f\":false}";
    if (!CHECK(!m.full && m.len == sizeof k_want - 1 && !memcmp(msg, k_want, m.len),
               "json_put_key_*: members, a comma before all but an object's first"))
        printf("#   %.*s\n", (int)m.len, msg);
}

/* The run-wide game numbers, and what ends a count. */
static void test_proto(void)
{
    crib_arena_config c;
    memset(&c, 0, sizeof c);
    c.first_pair = 10;
    int pairs = proto_game_id(&c, 0) == 20 && proto_game_id(&c, 3) == 23;
    c.flags = CRIB_ARENA_SINGLE;
    CHECK(pairs && proto_game_id(&c, 3) == 13,
          "proto_game_id: pair i's games are 2i and 2i+1, game i under --single");

    crib_arena_event ev, next;
    memset(&ev, 0, sizeof ev);
    memset(&next, 0, sizeof next);
    ev.kind = CRIB_EVENT_CARD;
    ev.count = 25;
    next.kind = CRIB_EVENT_CARD;
    next.card = 4 * 3 + 1; /* the 4 of diamonds */
    next.count = 29;
    int on = !proto_ends_count(&ev, CRIB_EVENT_CARD, &next);
    next.count = 4;
    int ends = proto_ends_count(&ev, CRIB_EVENT_CARD, &next);
    next.kind = CRIB_EVENT_GO;
    next.count = 25;
    on &= !proto_ends_count(&ev, CRIB_EVENT_GO, &next);
    next.kind = CRIB_EVENT_PLAY;
    next.view.count = 25;
    next.view.n_pile = 3;
    on &= !proto_ends_count(&ev, CRIB_EVENT_PLAY, &next);
    next.view.count = 0;
    next.view.n_pile = 0;
    ends &= proto_ends_count(&ev, CRIB_EVENT_PLAY, &next);
    ends &= proto_ends_count(&ev, CRIB_EVENT_SHOW, &next) &&
            proto_ends_count(&ev, CRIB_EVENT_END, &next);
    CHECK(on && ends, "proto_ends_count: a count goes on, or ends with a new count or the play");

    crib_view v;
    memset(&v, 0, sizeof v);
    v.hand = (1ull << 0) | (1ull << 36) | (1ull << 51); /* Ac, 10c, Ks */
    v.count = 21;
    CHECK(proto_legal(&v) == (1ull << 0 | 1ull << 36 | 1ull << 51) &&
              (v.count = 22, proto_legal(&v) == 1ull),
          "proto_legal: the cards that keep the count at 31 or below");
}

/* Answers that proto_answer() refuses before the arena sees them, and what it says: the
 * library's reader's words for a line that is no JSON object, with the byte (from 1). */
static void test_answers(void)
{
    static const struct {
        int play;
        const char *line;
        size_t len; /* 0: strlen(line) */
        const char *said;
    } k_cases[] = {
        {0, "debug: thinking", 0, "not a JSON object: expected a value at byte 1 (standard"},
        {0, "{\"discard\":[\"5h\"]} {}", 0, "not a JSON object: text after the value at byte 20"},
        {1, "{\"card\":\"7c\"}\0x", 15, "not a JSON object: a NUL byte in the text at byte 14"},
        {1, "{\"x\":1,\"x\":2,\"card\":\"7c\"}", 0,
         "not a JSON object: a member named twice at byte 8"},
        {0, "{\"discard\":[\"5h\"]", 0, "not a JSON object: unexpected end of the text at byte 18"},
        {1, "{\"x\":{\"go\":true,\"card\":\"Zz\"},\"card\":\"Qq\"}", 0,
         "\": not an answer ({\"card\":CARD}, {\"card\":null} or {\"go\":true} wanted) (standard"},
        {0, "{\"discard\":\"2c 4c\"}", 0, "\": not an answer ({\"discard\":[CARD, ...]} wanted)"},
    };
    for (size_t i = 0; i < sizeof k_cases / sizeof k_cases[0]; i++) {
        crib_arena_event ev;
        char err[PROTO_ERROR_CAP] = "";
        memset(&ev, 0, sizeof ev);
        ev.kind = k_cases[i].play ? CRIB_EVENT_PLAY : CRIB_EVENT_DISCARD;
        size_t len = k_cases[i].len ? k_cases[i].len : strlen(k_cases[i].line);
        int32_t rc = proto_answer(NULL, &ev, k_cases[i].line, len, err);
        if (!CHECK(rc == CRIB_EPARSE && strstr(err, k_cases[i].said),
                   "proto_answer refuses answer %zu: %s", i, k_cases[i].said))
            printf("#   %d: %s\n", rc, err);
    }
}

int main(void)
{
#if EXEC_SUPPORTED
    test_attach_failed_fork();
    test_start_fork_fails();
    test_programs();
    test_processes();
#else
    test_start_unsupported();
#endif
    test_writer();
    test_proto();
    test_answers();
    return harness_done();
}
