/* SPDX-License-Identifier: MIT */
/* Every deal solved, on threads (see solver.h). The library is thread-safe and allocates
 * nothing, so each thread analyses its own deals with no lock but the one that hands out
 * chunks of deals. Floating-point sums are kept per chunk and added in chunk order at the
 * end, so that the result does not depend on the number of threads or their timing. */
/* POSIX for threads, clock_gettime and nanosleep; a feature-test macro is reserved by design. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _POSIX_C_SOURCE 200809L

#include "solver.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef _WIN32
#include <windows.h>
#else
#include <unistd.h>
#endif

#define CHUNK 512

/* ---- Classes of deals ---- */

/* A deal's suits as four 13-bit columns, bit r of column s for the card of rank r and
 * suit s. Permuting the suits permutes the columns, so a class of deals is a multiset of
 * columns: its deal with columns in decreasing order stands for it, and it holds as many
 * deals as there are distinct orders of its columns, 24 over the product of the
 * factorials of how often each column repeats. */
static uint32_t class_weight(const unsigned col[4])
{
    uint32_t weight = 24;
    for (int i = 0; i < 4;) {
        int run = 1;
        while (i + run < 4 && col[i + run] == col[i])
            run++;
        for (int k = 2; k <= run; k++)
            weight /= (uint32_t)k;
        i += run;
    }
    return weight;
}

typedef struct class_list {
    solve_deal *deal;
    size_t n, cap;
    int failed;
} class_list;

static void add_class(class_list *list, uint64_t mask, uint32_t weight)
{
    if (list->n == list->cap) {
        size_t cap = list->cap ? 2 * list->cap : 4096;
        solve_deal *grown = realloc(list->deal, cap * sizeof *grown);
        if (!grown) {
            list->failed = 1;
            return;
        }
        list->deal = grown;
        list->cap = cap;
    }
    list->deal[list->n].mask = mask;
    list->deal[list->n].weight = weight;
    list->n++;
}

/* Every set of n cards in increasing order, like an odometer whose wheels never pass each
 * other; a set is kept when its columns are in decreasing order. */
static void enumerate(class_list *list, int n)
{
    int card[6];
    for (int i = 0; i < n; i++)
        card[i] = i;
    for (;;) {
        unsigned col[4] = {0, 0, 0, 0};
        uint64_t mask = 0;
        for (int i = 0; i < n; i++) {
            col[card[i] & 3] |= 1u << (card[i] >> 2);
            mask |= UINT64_C(1) << card[i];
        }
        if (col[0] >= col[1] && col[1] >= col[2] && col[2] >= col[3])
            add_class(list, mask, class_weight(col));
        int i = n - 1;
        while (i >= 0 && card[i] == CRIB_CARDS - n + i)
            i--;
        if (i < 0 || list->failed)
            return;
        card[i]++;
        for (int k = i + 1; k < n; k++)
            card[k] = card[k - 1] + 1;
    }
}

solve_deal *solve_classes(int variant, size_t *n)
{
    class_list list = {NULL, 0, 0, 0};
    enumerate(&list, variant == SOLVE_SIX ? 6 : 5);
    if (list.failed) {
        free(list.deal);
        return NULL;
    }
    *n = list.n;
    return list.deal;
}

/* ---- Solving ---- */

int solve_thrown_index(uint64_t thrown)
{
    crib_card c[2];
    int n = crib_mask_to_cards(thrown, c, 2);
    if (n == 1)
        return c[0] / 4;
    int r1 = c[0] / 4, r2 = c[1] / 4, suited = r1 != r2 && c[0] % 4 == c[1] % 4;
    /* The order of crib_discard_table(): by rank1, then rank2, unsuited before suited. */
    int index = 0;
    for (int a = 0; a < r1; a++)
        index += 1 + 2 * (12 - a);
    return index + (r2 == r1 ? 0 : 1 + 2 * (r2 - r1 - 1) + suited);
}

int solve_processors(void)
{
#ifdef _WIN32
    SYSTEM_INFO info;
    GetSystemInfo(&info);
    long n = (long)info.dwNumberOfProcessors;
#else
    long n = sysconf(_SC_NPROCESSORS_ONLN);
#endif
    return n > 0 ? (int)n : 1;
}

/* The floating-point sums of one chunk, for one role. */
typedef struct chunk_sums {
    double value, hand, crib;
    double thrown_crib[SOLVE_THROWN];
} chunk_sums;

typedef struct shared {
    const solve_job *job;
    const solve_deal *deal;
    size_t n, next, done;
    int failed;
    chunk_sums (*sums)[2]; /* per chunk and role */
    pthread_mutex_t lock;
} shared;

typedef struct worker {
    shared *s;
    solve_result r; /* the counts; the sums go to the chunks */
} worker;

/* The best keep for the pone from keeps sorted for the dealer: value hand - crib,
 * compared exactly as the library does (all keeps share their counts), ties to the lower
 * kept mask. */
static int pone_best(const crib_keep *k, int n)
{
    int best = 0;
    for (int i = 1; i < n; i++) {
        long long vb = (long long)k[best].hand.sum * k[best].crib.count -
                       (long long)k[best].crib.sum * k[best].hand.count;
        long long vi =
            (long long)k[i].hand.sum * k[i].crib.count - (long long)k[i].crib.sum * k[i].hand.count;
        if (vi > vb || (vi == vb && k[i].keep < k[best].keep))
            best = i;
    }
    return best;
}

static void record(solve_role *r, chunk_sums *sums, const crib_keep *keeps, int n, int best,
                   double value, uint32_t weight, const crib_card *dealt, int n_dealt,
                   uint8_t *best_out)
{
    const crib_keep *b = &keeps[best];
    uint64_t most_hand = 0;
    for (int i = 0; i < n; i++)
        most_hand = keeps[i].hand.sum > most_hand ? keeps[i].hand.sum : most_hand;
    r->deals += weight;
    r->hand_differs += b->hand.sum < most_hand ? weight : 0;
    int bin = (int)(value - SOLVE_VALUE_LOW + 1000.0) - 1000; /* floor, also below 0 */
    bin = bin < 0 ? 0 : bin >= SOLVE_VALUE_BINS ? SOLVE_VALUE_BINS - 1 : bin;
    r->value_bin[bin] += weight;
    int t = solve_thrown_index(b->discard);
    r->thrown[t] += weight;
    sums->value += value * weight;
    sums->hand += b->hand.mean * weight;
    sums->crib += b->crib.mean * weight;
    sums->thrown_crib[t] += b->crib.mean * weight;
    if (best_out) {
        uint8_t bits = 0;
        for (int i = 0; i < n_dealt; i++)
            bits = (uint8_t)(bits | (((b->keep >> dealt[i]) & 1) << i));
        *best_out = bits;
    }
}

static int solve_one(worker *w, size_t i, chunk_sums sums[2])
{
    const solve_job *job = w->s->job;
    const solve_deal *d = &w->s->deal[i];
    crib_card dealt[6];
    int n = crib_mask_to_cards(d->mask, dealt, 6);
    uint32_t flags = job->flags | (job->variant == SOLVE_FIVE_CARD ? CRIB_DISCARD_FIVE_CARD : 0u);
    crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
    int32_t k = 0;
    for (int role = SOLVE_DEALER; role >= SOLVE_PONE; role--) {
        if (role == SOLVE_DEALER || job->per_role) {
            uint32_t f = flags | (role == SOLVE_DEALER ? CRIB_DISCARD_DEALER : 0u);
            k = job->analyze(job->ctx, dealt, (size_t)n, f, keeps);
            if (k <= 0)
                return -1;
            record(&w->r.role[role], &sums[role], keeps, k, 0, keeps[0].value, d->weight, dealt, n,
                   job->best[role] ? &job->best[role][i] : NULL);
        } else {
            int b = pone_best(keeps, k);
            record(&w->r.role[role], &sums[role], keeps, k, b,
                   keeps[b].hand.mean - keeps[b].crib.mean, d->weight, dealt, n,
                   job->best[role] ? &job->best[role][i] : NULL);
        }
    }
    return 0;
}

static void *work(void *arg)
{
    worker *w = arg;
    shared *s = w->s;
    for (;;) {
        pthread_mutex_lock(&s->lock);
        size_t start = s->next;
        s->next += CHUNK;
        int stop = s->failed;
        pthread_mutex_unlock(&s->lock);
        if (stop || start >= s->n)
            return NULL;
        size_t end = start + CHUNK < s->n ? start + CHUNK : s->n;
        int failed = 0;
        for (size_t i = start; i < end && !failed; i++)
            failed = solve_one(w, i, s->sums[start / CHUNK]) != 0;
        pthread_mutex_lock(&s->lock);
        s->done += end - start;
        s->failed |= failed;
        pthread_mutex_unlock(&s->lock);
    }
}

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void add_counts(solve_result *to, const solve_result *from)
{
    for (int role = 0; role < 2; role++) {
        solve_role *t = &to->role[role];
        const solve_role *f = &from->role[role];
        t->deals += f->deals;
        t->hand_differs += f->hand_differs;
        for (int b = 0; b < SOLVE_VALUE_BINS; b++)
            t->value_bin[b] += f->value_bin[b];
        for (int i = 0; i < SOLVE_THROWN; i++)
            t->thrown[i] += f->thrown[i];
    }
}

static void add_sums(solve_result *to, chunk_sums (*sums)[2], size_t chunks)
{
    for (size_t c = 0; c < chunks; c++)
        for (int role = 0; role < 2; role++) {
            solve_role *t = &to->role[role];
            t->value += sums[c][role].value;
            t->hand += sums[c][role].hand;
            t->crib += sums[c][role].crib;
            for (int i = 0; i < SOLVE_THROWN; i++)
                t->thrown_crib[i] += sums[c][role].thrown_crib[i];
        }
}

int solve_run(const solve_job *job, const solve_deal *deals, size_t n, solve_result *out)
{
    memset(out, 0, sizeof *out);
    int threads = job->threads > 0 ? job->threads : 1;
    size_t chunks = (n + CHUNK - 1) / CHUNK;
    shared s;
    memset(&s, 0, sizeof s);
    s.job = job;
    s.deal = deals;
    s.n = n;
    s.sums = calloc(chunks ? chunks : 1, sizeof *s.sums);
    worker *w = calloc((size_t)threads, sizeof *w);
    pthread_t *tid = calloc((size_t)threads, sizeof *tid);
    if (!s.sums || !w || !tid || pthread_mutex_init(&s.lock, NULL) != 0) {
        free(s.sums);
        free(w);
        free(tid);
        return -1;
    }
    double start = now_seconds();
    int started = 0;
    for (; started < threads; started++) {
        w[started].s = &s;
        if (pthread_create(&tid[started], NULL, work, &w[started]) != 0)
            break;
    }
    if (started == 0) {
        s.failed = 1;
    } else if (job->progress) {
        for (;;) {
            pthread_mutex_lock(&s.lock);
            size_t done = s.done;
            int failed = s.failed;
            pthread_mutex_unlock(&s.lock);
            job->progress(job->progress_ctx, done, n);
            if (done >= n || failed)
                break;
            struct timespec pause = {0, 250000000};
            nanosleep(&pause, NULL);
        }
    }
    for (int i = 0; i < started; i++) {
        pthread_join(tid[i], NULL);
        add_counts(out, &w[i].r);
    }
    add_sums(out, s.sums, chunks);
    out->classes = n;
    out->deals = out->role[SOLVE_DEALER].deals;
    out->seconds = now_seconds() - start;
    pthread_mutex_destroy(&s.lock);
    int failed = s.failed;
    free(s.sums);
    free(w);
    free(tid);
    return failed ? -1 : 0;
}
