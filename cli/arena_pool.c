/* SPDX-License-Identifier: MIT */
/* crib arena's threads (see arena_pool.h). */
/* POSIX for clock_gettime and signals; a feature-test macro is reserved by design. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _POSIX_C_SOURCE 200809L
#include "arena_pool.h"
#include "arena_exec.h"
#include "arena_group.h"
#include "arena_proto.h"
#include "progress.h"

#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <time.h>

#define MAX_THREADS 256

/* The room for a failure's message: a program's, and where it happened. */
#define POOL_ERROR_CAP (EXEC_ERROR_CAP + 512)

/* What the threads share, under the lock. */
typedef struct pool {
    const arena_job *job;
    uint32_t chunk;
    uint32_t next; /* the next pair to hand out */
    uint64_t games_done;
    crib_tally tally;
    int failed;
    char error[POOL_ERROR_CAP];
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

/* Reports that side's program failed at ev (why says how): the side and its command, the
 * game and the deal, and what it was asked or told. */
static void program_failed(pool *r, const crib_arena_config *chunk, uint32_t side,
                           const crib_arena_event *ev, const char *why)
{
    static const char *const k_what[] = {[CRIB_EVENT_DISCARD] = "a discard request",
                                         [CRIB_EVENT_PLAY] = "a play request",
                                         [CRIB_EVENT_GAME] = "a game event",
                                         [CRIB_EVENT_DEAL] = "a deal event",
                                         [CRIB_EVENT_STARTER] = "a starter event",
                                         [CRIB_EVENT_CARD] = "a card event",
                                         [CRIB_EVENT_GO] = "a go event",
                                         [CRIB_EVENT_SHOW] = "a show event",
                                         [CRIB_EVENT_END] = "an end event"};
    const char *command = r->job->command[side];
    char q[256], msg[POOL_ERROR_CAP];
    snprintf(msg, sizeof msg, "side %c (exec:%s), game %llu, deal %u, at %s: %s", 'A' + (int)side,
             cli_quote(command, strlen(command), q, sizeof q),
             (unsigned long long)proto_game_id(chunk, ev->game), ev->deal,
             ev->kind < CLI_COUNT(k_what) && k_what[ev->kind] ? k_what[ev->kind] : "an event", why);
    pool_fail(r, msg);
}

/* Asks side's program for its move on the request ev and gives its answer to the arena;
 * 0 on a failure (reported). */
static int ask(pool *r, crib_arena *a, const crib_arena_config *chunk, const crib_arena_event *ev,
               exec_program *p)
{
    char line[EXEC_LINE_CAP], err[EXEC_ERROR_CAP];
    proto_request(exec_out(p), chunk, ev);
    long len = exec_answer(p, line, err);
    if (len >= 0 && proto_answer(a, ev, line, (size_t)len, err) == CRIB_OK)
        return 1;
    p->failed = 1;
    program_failed(r, chunk, ev->side, ev, err);
    return 0;
}

/* Tells each outside program the event, as its seat sees it, or has the one whose seat is
 * to move answer the request; 0 on a failure (reported). ends_count: see proto_event(). */
static int serve_programs(pool *r, crib_arena *a, const crib_arena_config *chunk,
                          const crib_arena_event *ev, int ends_count, exec_program prog[2][2])
{
    char err[EXEC_ERROR_CAP];
    int request = ev->kind == CRIB_EVENT_DISCARD || ev->kind == CRIB_EVENT_PLAY;
    for (uint32_t side = 0; side < 2; side++) {
        for (uint32_t k = 0; k < proto_side_seats(chunk, side); k++) {
            exec_program *p = &prog[side][k];
            uint32_t seat = proto_seat(chunk, side, k, ev->seat_a);
            if (!p->live || (request && ev->player != seat))
                continue;
            if (!exec_send(p, PROTO_MESSAGE_CAP, err)) {
                program_failed(r, chunk, side, ev, err);
                return 0;
            }
            if (request && !ask(r, a, chunk, ev, p))
                return 0;
            if (!request)
                proto_event(exec_out(p), chunk, ev, seat, ends_count);
        }
    }
    return 1;
}

static int any_live(exec_program prog[2][2])
{
    return prog[0][0].live || prog[0][1].live || prog[1][0].live || prog[1][1].live;
}

/* Counts a finished game; 0 when the run has failed, so that every thread stops. */
static int count_game(pool *r)
{
    pthread_mutex_lock(&r->lock);
    r->games_done++;
    int failed = r->failed;
    pthread_cond_broadcast(&r->changed);
    pthread_mutex_unlock(&r->lock);
    return !failed;
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

static int arena_stopped(pool *r, int32_t rc)
{
    char err[128];
    snprintf(err, sizeof err, "the arena stopped: %s", crib_strerror(rc));
    pool_fail(r, err);
    return 0;
}

/* One chunk of pairs in one arena; 0 on a failure (reported). With outside programs it
 * stops at every event to tell them; after a card or a go it looks at what comes next,
 * which says whether the count ended with it; and it says go itself for a program that
 * has no card to play, unless asked not to (the go event tells the program). */
static int play_chunk(pool *r, uint32_t first, uint32_t n, exec_program prog[2][2])
{
    crib_arena_config cfg = r->job->config;
    cfg.first_pair = first;
    cfg.pairs = n;
    crib_arena a;
    if (crib_arena_init(&a, &cfg) != CRIB_OK) {
        pool_fail(r, "the arena refuses its configuration");
        return 0;
    }
    uint32_t flags = any_live(prog) ? CRIB_STOP_EVENTS : CRIB_STOP_GAME;
    crib_arena_event ev[2];
    int cur = 0;
    int32_t kind = crib_arena_next(&a, flags, &ev[cur]);
    while (kind != CRIB_EVENT_DONE) {
        if (kind < 0)
            return arena_stopped(r, kind);
        if (kind == CRIB_EVENT_PLAY && !r->job->ask_go && proto_legal(&ev[cur].view) == 0) {
            int32_t rc = crib_arena_play(&a, CRIB_NONE);
            if (rc != CRIB_OK)
                return arena_stopped(r, rc);
            kind = crib_arena_next(&a, flags, &ev[cur]);
            continue;
        }
        int32_t next_kind = 0;
        int peeked = kind == CRIB_EVENT_CARD || kind == CRIB_EVENT_GO, ends = 0;
        if (peeked) {
            next_kind = crib_arena_next(&a, flags, &ev[1 - cur]);
            ends = proto_ends_count(&ev[cur], next_kind, &ev[1 - cur]);
        }
        if (!serve_programs(r, &a, &cfg, &ev[cur], ends, prog))
            return 0;
        if (kind == CRIB_EVENT_END && !count_game(r))
            return 0;
        if (peeked) {
            cur = 1 - cur;
            kind = next_kind;
        } else {
            kind = crib_arena_next(&a, flags, &ev[cur]);
        }
    }
    return add_tally(r, &a);
}

/* Starts side's outside program and writes its first message; 0 on a failure (reported). */
static int start_program(pool *r, uint32_t side, exec_program *p)
{
    const arena_job *job = r->job;
    if (!exec_start(p, job->command[side], job->timeout_ms)) {
        char msg[64];
        snprintf(msg, sizeof msg, "cannot start side %c's outside program", 'A' + (int)side);
        pool_fail(r, msg);
        return 0;
    }
    proto_run run = {&job->config, job->games, side, job->ask_go, job->timeout_ms};
    proto_hello(exec_out(p), &run);
    return 1;
}

/* Says bye to side's program, unless it failed, and waits for it to end. */
static void stop_program(exec_program *p)
{
    char err[EXEC_ERROR_CAP];
    if (p->live && !p->failed && exec_send(p, PROTO_MESSAGE_CAP, err))
        proto_bye(exec_out(p));
    exec_stop(p);
}

/* Each side's outside program, one copy for each of its seats. */
static void *worker(void *arg)
{
    pool *r = arg;
    exec_program prog[2][2];
    memset(prog, 0, sizeof prog);
    int ok = 1;
    for (uint32_t side = 0; side < 2; side++)
        for (uint32_t k = 0;
             ok && r->job->command[side] && k < proto_side_seats(&r->job->config, side); k++)
            ok = start_program(r, side, &prog[side][k]);
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
        for (int k = 0; k < 2; k++)
            stop_program(&prog[side][k]);
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
    /* Ctrl-C, SIGTERM or SIGHUP reach crib alone (each program leads a group of its own,
     * so that it is killed with what it started): crib kills their groups as it ends. */
    if (job->command[0] || job->command[1])
        group_guard_signals();
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
