/* SPDX-License-Identifier: MIT */
/* crib arena's threads (see arena_pool.h). */
/* POSIX for clock_gettime and signals; a feature-test macro is reserved by design. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _POSIX_C_SOURCE 200809L
#include "arena_pool.h"
#include "arena_exec.h"
#include "progress.h"

#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <time.h>

#define MAX_THREADS 256

/* What the threads share, under the lock. */
typedef struct pool {
    const arena_job *job;
    uint32_t chunk;
    uint32_t next; /* the next pair to hand out */
    uint64_t games_done;
    crib_tally tally;
    int failed;
    char error[EXEC_ERROR_CAP];
    int running;
    pthread_mutex_t lock;
    pthread_cond_t changed;
} pool;

static void pool_fail(pool *r, const char *msg)
{
    pthread_mutex_lock(&r->lock);
    if (!r->failed) {
        r->failed = 1;
        snprintf(r->error, sizeof r->error, "%s", msg);
    }
    pthread_cond_broadcast(&r->changed);
    pthread_mutex_unlock(&r->lock);
}

/* Tells each outside program the event, or has the one to move answer the request; 0
 * on a failure (reported). */
static int serve_programs(pool *r, crib_arena *a, const crib_arena_event *ev, int32_t kind,
                          exec_program prog[2])
{
    char err[EXEC_ERROR_CAP];
    for (uint32_t side = 0; side < 2; side++) {
        if (!prog[side].pid)
            continue;
        uint32_t seat = side == 0 ? ev->seat_a : 1 - ev->seat_a;
        if ((kind == CRIB_EVENT_DISCARD || kind == CRIB_EVENT_PLAY) && ev->side == side) {
            if (exec_move(&prog[side], a, ev, err) != CRIB_OK) {
                pool_fail(r, err);
                return 0;
            }
        } else {
            exec_tell(&prog[side], ev, seat);
        }
    }
    return 1;
}

static void count_game(pool *r)
{
    pthread_mutex_lock(&r->lock);
    r->games_done++;
    pthread_cond_broadcast(&r->changed);
    pthread_mutex_unlock(&r->lock);
}

/* Adds a finished arena's tally to the pool's; 0 on a failure (reported). */
static int add_tally(pool *r, const crib_arena *a)
{
    crib_tally t;
    int32_t rc = crib_arena_tally(a, &t);
    if (rc == CRIB_OK) {
        pthread_mutex_lock(&r->lock);
        rc = crib_tally_add(&r->tally, &t);
        pthread_mutex_unlock(&r->lock);
    }
    if (rc != CRIB_OK) {
        char err[128];
        snprintf(err, sizeof err, "the tally: %s", crib_strerror(rc));
        pool_fail(r, err);
    }
    return rc == CRIB_OK;
}

/* One chunk of pairs in one arena; 0 on a failure (reported). */
static int play_chunk(pool *r, uint32_t first, uint32_t n, exec_program prog[2])
{
    crib_arena_config cfg = r->job->config;
    cfg.first_pair = first;
    cfg.pairs = n;
    crib_arena a;
    char err[128];
    if (crib_arena_init(&a, &cfg) != CRIB_OK) {
        pool_fail(r, "the arena refuses its configuration");
        return 0;
    }
    int outside = prog[0].pid || prog[1].pid;
    uint32_t flags = outside ? CRIB_STOP_EVENTS : CRIB_STOP_GAME;
    for (;;) {
        crib_arena_event ev;
        int32_t kind = crib_arena_next(&a, flags, &ev);
        if (kind < 0) {
            snprintf(err, sizeof err, "the arena stopped: %s", crib_strerror(kind));
            pool_fail(r, err);
            return 0;
        }
        if (kind == CRIB_EVENT_DONE)
            break;
        if (!serve_programs(r, &a, &ev, kind, prog))
            return 0;
        if (kind == CRIB_EVENT_END)
            count_game(r);
    }
    return add_tally(r, &a);
}

static void *worker(void *arg)
{
    pool *r = arg;
    exec_program prog[2];
    memset(prog, 0, sizeof prog);
    int ok = 1;
    for (int side = 0; side < 2 && ok; side++)
        if (r->job->command[side] && !exec_start(&prog[side], r->job->command[side])) {
            pool_fail(r, "cannot start the outside program");
            ok = 0;
        }
    while (ok) {
        pthread_mutex_lock(&r->lock);
        uint32_t total = r->job->total;
        if (r->failed || r->next >= total) {
            pthread_mutex_unlock(&r->lock);
            break;
        }
        uint32_t first = r->next, n = total - first < r->chunk ? total - first : r->chunk;
        r->next += n;
        pthread_mutex_unlock(&r->lock);
        ok = play_chunk(r, first, n, prog);
    }
    for (int side = 0; side < 2; side++)
        exec_stop(&prog[side]);
    pthread_mutex_lock(&r->lock);
    r->running--;
    pthread_cond_broadcast(&r->changed);
    pthread_mutex_unlock(&r->lock);
    return NULL;
}

/* Waits for the workers, drawing the progress bar when asked to. */
static void wait_pool(pool *r)
{
    progress bar;
    progress_start(&bar, "games");
    pthread_mutex_lock(&r->lock);
    while (r->running > 0) {
        if (r->job->progress)
            progress_draw(&bar, r->games_done, r->job->games);
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += 250000000L;
        if (until.tv_nsec >= 1000000000L) {
            until.tv_sec++;
            until.tv_nsec -= 1000000000L;
        }
        pthread_cond_timedwait(&r->changed, &r->lock, &until);
    }
    pthread_mutex_unlock(&r->lock);
    if (r->job->progress) {
        progress_draw(&bar, r->games_done, r->job->games);
        progress_end(&bar);
    }
}

int arena_pool_play(const arena_job *job, crib_tally *tally, unsigned *threads)
{
    static pool r; /* the tally is large for a stack */
    static pthread_t tid[MAX_THREADS];
    memset(&r, 0, sizeof r);
    r.job = job;
    /* Chunks small enough to share the work and to show progress, big enough to keep an
     * outside program's start-up rare. */
    r.chunk = job->total / (job->threads * 16) + 1;
    if (r.chunk > 64)
        r.chunk = 64;
    pthread_mutex_init(&r.lock, NULL);
    pthread_cond_init(&r.changed, NULL);
    /* A program that ends early must not end crib with it: its answer is missed instead.
     * (Windows has no SIGPIPE, and no outside programs.) */
#ifdef SIGPIPE
    signal(SIGPIPE, SIG_IGN);
#endif
    unsigned started = 0;
    for (; started < job->threads && started < MAX_THREADS; started++) {
        pthread_mutex_lock(&r.lock);
        r.running++;
        pthread_mutex_unlock(&r.lock);
        if (pthread_create(&tid[started], NULL, worker, &r) != 0) {
            pthread_mutex_lock(&r.lock);
            r.running--;
            pthread_mutex_unlock(&r.lock);
            break;
        }
    }
    if (started == 0) {
        cli_error("arena: cannot start a thread");
        return CLI_FAIL;
    }
    wait_pool(&r);
    for (unsigned i = 0; i < started; i++)
        pthread_join(tid[i], NULL);
    pthread_cond_destroy(&r.changed);
    pthread_mutex_destroy(&r.lock);
    if (r.failed) {
        cli_error("arena: %s", r.error);
        return CLI_FAIL;
    }
    *tally = r.tally;
    *threads = started;
    return CLI_OK;
}
