/* SPDX-License-Identifier: MIT */
/* discard_threads: analyse many six-card deals on every core at once, using only the public
 * API. libcrib keeps no global state, so each thread simply calls crib_discard_analyze on
 * its own deals with its own results.
 *
 *   build/examples/discard_threads [DEALS] [THREADS]     (default 2000 deals, all cores)
 */
#define _POSIX_C_SOURCE 200809L
#include <crib.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#ifdef _WIN32
#include <windows.h>
#else
#include <unistd.h>
#endif

typedef struct job {
    int first, count;      /* the deals this thread analyses, by number */
    double best_value_sum; /* the sum of each deal's best value */
    int zero_min;          /* deals whose best keep can still score 0 */
} job;

/* Deal number i: six distinct cards from a small seeded generator, so that every run and
 * every thread count analyses the same deals. */
static void make_deal(int i, crib_card dealt[6])
{
    uint64_t x = 0x9E3779B97F4A7C15u * (uint64_t)(i + 1);
    uint64_t used = 0;
    for (int k = 0; k < 6;) {
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        int c = (int)(((x * 0x2545F4914F6CDD1Du) >> 32) % 52);
        if (!(used & (UINT64_C(1) << c))) {
            used |= UINT64_C(1) << c;
            dealt[k++] = (crib_card)c;
        }
    }
}

static void *work(void *arg)
{
    job *j = arg;
    for (int i = j->first; i < j->first + j->count; i++) {
        crib_card dealt[6];
        crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
        make_deal(i, dealt);
        /* Even deals as the dealer, odd ones as the pone. */
        uint32_t flags = (i % 2 == 0) ? CRIB_DISCARD_DEALER : 0;
        if (crib_discard_analyze(dealt, 6, flags, keeps, CRIB_DISCARD_MAX_KEEPS) > 0) {
            j->best_value_sum += keeps[0].value;
            j->zero_min += keeps[0].hand.min == 0;
        }
    }
    return NULL;
}

static double seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* The cores online: sysconf() where there is POSIX, GetSystemInfo() on Windows. */
static long cores_online(void)
{
#ifdef _WIN32
    SYSTEM_INFO info;
    GetSystemInfo(&info);
    return (long)info.dwNumberOfProcessors;
#else
    return sysconf(_SC_NPROCESSORS_ONLN);
#endif
}

int main(int argc, char **argv)
{
    int deals = argc > 1 ? atoi(argv[1]) : 2000;
    long cores = cores_online();
    int threads = argc > 2 ? atoi(argv[2]) : (int)(cores > 0 ? cores : 1);
    if (deals < 1 || threads < 1 || threads > 256) {
        fprintf(stderr, "usage: discard_threads [DEALS] [THREADS (1..256)]\n");
        return 2;
    }
    pthread_t tid[256];
    job jobs[256];
    double start = seconds();
    for (int t = 0; t < threads; t++) {
        jobs[t] = (job){.first = deals * t / threads,
                        .count = deals * (t + 1) / threads - deals * t / threads};
        if (pthread_create(&tid[t], NULL, work, &jobs[t]) != 0) {
            fprintf(stderr, "discard_threads: cannot start thread %d\n", t);
            return 1;
        }
    }
    double total = 0;
    int zero_min = 0;
    for (int t = 0; t < threads; t++) {
        pthread_join(tid[t], NULL);
        total += jobs[t].best_value_sum;
        zero_min += jobs[t].zero_min;
    }
    double elapsed = seconds() - start;
    printf("%d deals on %d threads in %.3f s: %.0f deals/s\n", deals, threads, elapsed,
           deals / elapsed);
    printf("mean best value %.4f; best keeps that can still score 0: %d\n", total / deals,
           zero_min);
    return 0;
}
