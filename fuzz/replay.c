/* SPDX-License-Identifier: MIT */
/* Replays a fuzz target's seeds and past findings without libFuzzer, so that `make test`
 * keeps them as regression tests with any C compiler: linked with one fuzz/fuzz_<name>.c,
 * it calls its LLVMFuzzerTestOneInput on every file of the folders or files given (by
 * default REPLAY_CORPUS, the target's test/corpus/<name>/), in name order, each in a child
 * process, so that an input that trips a REQUIRE (abort) or a sanitizer is named and the
 * others still run (on Windows, which has no fork(), in this one). Prints a TAP line per
 * input and the closing line. A folder that is missing or empty is a failure: a renamed
 * corpus must not replay nothing.
 * Usage: build/replay/fuzz_<name> [folder or file]...   (from the repository root) */
#define _POSIX_C_SOURCE 200809L

#include "harness.h"

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#ifndef _WIN32
#include <sys/wait.h>
#include <unistd.h>
#endif

#ifndef REPLAY_TARGET
#error "REPLAY_TARGET names the fuzz target, as \"fuzz_<name>\""
#endif
#ifndef REPLAY_CORPUS
#error "REPLAY_CORPUS names the target's corpus folder"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The whole file in a buffer of its own size (so that ASan sees a read past its end); NULL
 * when it cannot be read. */
static uint8_t *read_file(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    long len = fseek(f, 0, SEEK_END) == 0 ? ftell(f) : -1;
    uint8_t *data = len >= 0 && fseek(f, 0, SEEK_SET) == 0 ? malloc(len ? (size_t)len : 1) : NULL;
    if (data && fread(data, 1, (size_t)len, f) != (size_t)len) {
        free(data);
        data = NULL;
    }
    fclose(f);
    *size = data ? (size_t)len : 0;
    return data;
}

/* One input, in a child: ok when the target returns, else how it ended. */
static void replay(const char *path)
{
    size_t size = 0;
    uint8_t *data = read_file(path, &size);
    if (!data) {
        CHECK(0, "%s: %s could not be read", REPLAY_TARGET, path);
        return;
    }
#ifdef _WIN32
    /* No fork() on Windows: the input runs here, so an abort ends the replay at its input
     * (the program then fails without its closing line) instead of being named. */
    int returned = LLVMFuzzerTestOneInput(data, size);
    free(data);
    CHECK(returned == 0, "%s: %s (%zu bytes)", REPLAY_TARGET, path, size);
#else
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        /* exit(), not _exit(): LeakSanitizer, when built in, checks at exit. */
        int rc = LLVMFuzzerTestOneInput(data, size);
        free(data);
        exit(rc == 0 ? 0 : 3);
    }
    free(data);
    int status = 0;
    int waited = pid > 0 && waitpid(pid, &status, 0) == pid;
    int ok = waited && WIFEXITED(status) && WEXITSTATUS(status) == 0;
    if (CHECK(ok, "%s: %s (%zu bytes)", REPLAY_TARGET, path, size))
        return;
    if (!waited)
        printf("#   could not run it in a child process\n");
    else if (WIFSIGNALED(status))
        printf("#   killed by signal %d\n", WTERMSIG(status));
    else
        printf("#   exit status %d\n", WEXITSTATUS(status));
#endif
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every file of a folder (not those whose names begin with a dot), in name order. */
static void replay_folder(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        CHECK(0, "%s: the corpus %s could not be opened", REPLAY_TARGET, dir);
        return;
    }
    char **paths = NULL;
    size_t n = 0, cap = 0;
    int complete = 1;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (e->d_name[0] == '.')
            continue;
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        char *path = malloc(len);
        char **more = n < cap ? paths : realloc(paths, (cap = cap ? 2 * cap : 64) * sizeof *paths);
        if (!path || !more) {
            free(path);
            complete = 0;
            break;
        }
        paths = more;
        snprintf(path, len, "%s/%s", dir, e->d_name);
        /* A subfolder is skipped; a file that stat() cannot see is tried, and said unread. */
        struct stat st;
        if (stat(path, &st) != 0 || S_ISREG(st.st_mode))
            paths[n++] = path;
        else
            free(path);
    }
    closedir(d);
    if (!complete || n == 0)
        CHECK(0, "%s: the corpus %s: %s", REPLAY_TARGET, dir,
              complete ? "no inputs" : "out of memory listing its inputs");
    if (n)
        qsort(paths, n, sizeof *paths, by_name);
    for (size_t i = 0; i < n; i++) {
        replay(paths[i]);
        free(paths[i]);
    }
    free(paths);
}

int main(int argc, char **argv)
{
    static const char *const fallback[] = {REPLAY_CORPUS};
    const char *const *what = argc > 1 ? (const char *const *)(argv + 1) : fallback;
    int n = argc > 1 ? argc - 1 : 1;
    for (int i = 0; i < n; i++) {
        struct stat st;
        if (stat(what[i], &st) == 0 && !S_ISDIR(st.st_mode))
            replay(what[i]);
        else
            replay_folder(what[i]);
    }
    return harness_done();
}
