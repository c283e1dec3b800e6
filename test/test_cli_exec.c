/* SPDX-License-Identifier: MIT */
/* crib arena's outside programs (cli/arena_exec.c) and the JSON reader their answers are
 * read with (cli/json.c), driven in this process: a failed fork must leave no descriptor
 * open, and the reader must find a key only among the object's own members. The arena's
 * tests (test_cli_arena.c) run the same code through bin/crib with scripted bots. */
#define _POSIX_C_SOURCE 200809L /* fork, pipe, setrlimit */
#include "harness.h"
#include "../cli/arena_exec.h"
#include "../cli/json.h"

#include <errno.h>
#include <string.h>
#if EXEC_SUPPORTED
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

#else
/* Windows, where crib arena runs no outside program: exec_start() starts nothing. */
static void test_start_unsupported(void)
{
    exec_program p;
    CHECK(exec_start(&p, "true") == 0 && p.pid == 0 && p.to == NULL && p.from == NULL,
          "exec_start where there is no fork: 0, and nothing started");
    exec_stop(&p);
    CHECK(1, "exec_attach after a failed fork # SKIP Windows has no fork() and no exec_attach");
}
#endif

/* The text with control characters written \xHH, for a TAP line. */
static const char *shown(const char *text)
{
    static char buf[512];
    size_t k = 0;
    for (; *text && k + 5 < sizeof buf; text++) {
        if ((unsigned char)*text < 0x20)
            k += (size_t)snprintf(buf + k, sizeof buf - k, "\\x%02x", (unsigned char)*text);
        else
            buf[k++] = *text;
    }
    buf[k] = '\0';
    return buf;
}

/* json_member on text: its result, and the member's type and text when found. */
static void member(const char *text, const char *key, int want, int want_type,
                   const char *want_text)
{
    json_value v;
    char err[JSON_ERROR_CAP];
    int got = json_member(text, key, &v, err, sizeof err);
    int ok = got == want && (got != 1 || (v.type == want_type && v.len == strlen(want_text) &&
                                          !strncmp(v.text, want_text, v.len)));
    if (!CHECK(ok, "json_member(%s, \"%s\") = %d", shown(text), key, want))
        printf("#   got %d (%s)\n", got, got < 0 ? err : "");
}

static void test_member(void)
{
    member("{\"card\":\"7c\"}", "card", 1, JSON_STRING, "\"7c\"");
    member(" {\"why\":\"card\" , \"card\" : null }\n", "card", 1, JSON_NULL, "null");
    member("{\"x\":{\"card\":\"5h\"},\"card\":\"7c\"}", "card", 1, JSON_STRING, "\"7c\"");
    member("{\"x\":[{\"card\":1},[\"card\"]],\"y\":2}", "card", 0, 0, "");
    member("{\"n\":\"\\\"card\\\":\\\"5h\\\"\",\"card\":\"7c\"}", "card", 1, JSON_STRING, "\"7c\"");
    member("{\"c\\u0061rd\":true}", "card", 1, JSON_TRUE, "true");
    member("{\"a\":-0.5e+3,\"b\":[1,2.25,-3E2],\"card\":false}", "card", 1, JSON_FALSE, "false");
    member("{\"discard\":[\"5h\", \"Kd\"]}", "discard", 1, JSON_ARRAY, "[\"5h\", \"Kd\"]");
    member("{}", "card", 0, 0, "");
    member("{\"a\":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],\"card\":2}",
           "card", 1, JSON_NUMBER, "2");
    static const char *const bad[] = {
        "",
        "[]",
        "{",
        "{\"card\"}",
        "{\"card\":}",
        "{\"card\":\"7c\",}",
        "{\"card\":\"7c\"} x",
        "{\"card\":01}",
        "{\"card\":1.}",
        "{\"card\":-}",
        "{\"card\":tru}",
        "{card:1}",
        "{\"a\":\"\\x\"}",
        "{\"a\":\"\\u12\"}",
        "{\"a\":\"tab\there\"}",
        "{\"a\":[1 2]}",
        "{\"a\":\"open}",
        "{\"card\":1,\"card\":2}",
        "{\"a\":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        member(bad[i], "card", -1, 0, "");
}

static void test_text_and_next(void)
{
    json_value v, e;
    char err[JSON_ERROR_CAP], buf[16];
    size_t at = 0;
    int n = 0;
    CHECK(json_member("{\"s\":\"5\\u2665 \\\"\\\\\\/\\n\"}", "s", &v, err, sizeof err) == 1 &&
              json_text(&v, buf, sizeof buf) && !strcmp(buf, "5\xE2\x99\xA5 \"\\/\n"),
          "json_text decodes escapes, \\u into UTF-8");
    CHECK(json_member("{\"s\":\"\\ud83c\\udca1\"}", "s", &v, err, sizeof err) == 1 &&
              json_text(&v, buf, sizeof buf) && !strcmp(buf, "\xF0\x9F\x82\xA1"),
          "json_text joins a surrogate pair");
    CHECK(json_member("{\"s\":\"\\ud83c\",\"t\":\"\\u0000\"}", "s", &v, err, sizeof err) == 1 &&
              !json_text(&v, buf, sizeof buf) &&
              json_member("{\"s\":\"\\ud83c\",\"t\":\"\\u0000\"}", "t", &v, err, sizeof err) == 1 &&
              !json_text(&v, buf, sizeof buf),
          "json_text refuses a lone surrogate and a NUL");
    CHECK(json_member("{\"s\":\"a long text here\"}", "s", &v, err, sizeof err) == 1 &&
              !json_text(&v, buf, 8),
          "json_text refuses a text too long for the buffer");
    CHECK(json_member("{\"d\":[ \"5h\" , [1,[2]] ,{\"a\":\"]\"}, 7 ]}", "d", &v, err, sizeof err) ==
              1,
          "an array of mixed values");
    static const int types[] = {JSON_STRING, JSON_ARRAY, JSON_OBJECT, JSON_NUMBER};
    int right = 1;
    while (json_next(&v, &at, &e))
        right &= n < 4 && e.type == types[n++];
    CHECK(right && n == 4, "json_next gives its 4 elements, each of its type");
}

int main(void)
{
#if EXEC_SUPPORTED
    test_attach_failed_fork();
    test_start_fork_fails();
#else
    test_start_unsupported();
#endif
    test_member();
    test_text_and_next();
    return harness_done();
}
