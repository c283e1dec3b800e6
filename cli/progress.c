/* SPDX-License-Identifier: MIT */
/* The crib program's progress bar (see progress.h). */
/* POSIX for clock_gettime; a feature-test macro is reserved by design. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _POSIX_C_SOURCE 200809L
#include "progress.h"

#include <stdio.h>
#include <time.h>

#define WIDTH 30

double progress_clock(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

void progress_start(progress *p, const char *unit)
{
    p->unit = unit;
    p->start = progress_clock();
    p->drawn = 0;
}

void progress_draw(progress *p, uint64_t done, uint64_t total)
{
    double share = total ? (double)done / (double)total : 1.0;
    double elapsed = progress_clock() - p->start;
    double rate = elapsed > 0 ? (double)done / elapsed : 0;
    double left = rate > 0 ? (double)(total - done) / rate : 0;
    int fill = (int)(share * WIDTH);
    char bar[WIDTH + 1];
    for (int i = 0; i < WIDTH; i++)
        bar[i] = i < fill ? '#' : '.';
    bar[WIDTH] = '\0';
    fprintf(stderr, "\r[%s] %3d%% %llu/%llu %s, %.1f %s/s, %dm%02ds left ", bar, (int)(100 * share),
            (unsigned long long)done, (unsigned long long)total, p->unit, rate, p->unit,
            (int)(left / 60), (int)left % 60);
    fflush(stderr);
    p->drawn = 1;
}

void progress_end(progress *p)
{
    if (p->drawn)
        fputc('\n', stderr);
    p->drawn = 0;
}
