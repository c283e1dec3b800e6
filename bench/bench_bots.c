/* SPDX-License-Identifier: MIT */
/* make bench: the time of one decision of the strong and expert bots, and of crib_advise(),
  * on one thread, as the mean, the 50th and 99th percentiles and the most over every
  * decision of whole six-card games of the expert bot against the strong one (the arena's
  * caller side answers with the expert bot's choice; side A is the strong bot, timed by the
  * arena, not here). Discards and plays are timed apart; decisions near the end of a game
  * (from 90 points each) are in the second set of games, where crib_view_win_chance() is
  * timed on each view too. Then the same over whole five-card games, where the expert plays
  * for the win from the first deal, games with two into the crib, and three- and
  * four-handed games, the caller's seat (three-handed one, four-handed a partnership)
  * against strong bots. Prints figures only. */
#define _POSIX_C_SOURCE 200809L

#include "crib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_SAMPLES 200000

/* The thread's CPU time where the system keeps one, so that the figures are the work of
 * one core even on a machine running more than it has cores (wall time, where a thread is
 * often preempted, puts the time other programs ran into the percentiles). */
#ifdef CLOCK_THREAD_CPUTIME_ID
#define BENCH_CLOCK CLOCK_THREAD_CPUTIME_ID
#define BENCH_CLOCK_NAME "the thread's CPU time"
#else
#define BENCH_CLOCK CLOCK_MONOTONIC
#define BENCH_CLOCK_NAME "wall time"
#endif

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(BENCH_CLOCK, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct samples {
    double t[MAX_SAMPLES];
    int n;
} samples;

/* By kind: discard and play of each level, then advice on a discard and on a play. */
enum {
    STRONG_DISCARD,
    STRONG_PLAY,
    EXPERT_DISCARD,
    EXPERT_PLAY,
    ADVISE_DISCARD,
    ADVISE_PLAY,
    CHANCE_DISCARD,
    CHANCE_PLAY,
    KINDS
};
static const char *const k_names[KINDS] = {"strong discard", "strong play",    "expert discard",
                                           "expert play",    "advise discard", "advise play",
                                           "chance discard", "chance play"};

/* Whether time_view() times the chance of a view (the games from 90-90). */
static int g_chance;
static samples g_samples[KINDS];

static void add(int kind, double t)
{
    samples *s = &g_samples[kind];
    if (s->n < MAX_SAMPLES)
        s->t[s->n++] = t;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Times each kind on the view; the expert's choice as a mask into *choice. */
static unsigned long long time_view(const crib_view *v, uint64_t *choice)
{
    unsigned long long sum = 0;
    crib_card out[2] = {0, 0}, card = 0;
    crib_advice adv;
    int discard = v->stage == CRIB_STAGE_DISCARD;
    for (uint32_t level = CRIB_BOT_STRONG; level <= CRIB_BOT_EXPERT; level++) {
        double t0 = now_seconds();
        int32_t rc = discard ? crib_bot_choose_discard(v, level, 1, out, 2)
                             : crib_bot_choose_play(v, level, 1, &card);
        double t1 = now_seconds();
        add((level == CRIB_BOT_EXPERT ? EXPERT_DISCARD : STRONG_DISCARD) + !discard, t1 - t0);
        sum += (unsigned long long)rc + out[0] + card;
        if (level == CRIB_BOT_EXPERT) {
            *choice = 0;
            if (discard)
                for (int32_t i = 0; i < rc; i++)
                    *choice |= UINT64_C(1) << out[i];
            else if (rc == 1)
                *choice = UINT64_C(1) << card;
        }
    }
    double t0 = now_seconds();
    int32_t rc = crib_advise(v, &adv);
    add(discard ? ADVISE_DISCARD : ADVISE_PLAY, now_seconds() - t0);
    sum += (unsigned long long)rc + adv.n;
    if (g_chance) {
        crib_chance c;
        t0 = now_seconds();
        rc = crib_view_win_chance(v, &c);
        add(discard ? CHANCE_DISCARD : CHANCE_PLAY, now_seconds() - t0);
        sum += (unsigned long long)rc + (unsigned long long)(1000 * c.win);
    }
    return sum;
}

/* Games of the variant (the caller side B with two players, else side A). */
static unsigned long long run(uint32_t variant, uint32_t pairs, uint32_t start)
{
    static crib_arena a;
    crib_arena_config c;
    unsigned long long sum = 0;
    memset(&c, 0, sizeof c);
    if (crib_game_rules_default(&c.rules, variant) != CRIB_OK)
        exit(1);
    int two = variant != CRIB_VARIANT_THREE && variant != CRIB_VARIANT_FOUR;
    c.seed = 11 + start;
    c.pairs = pairs;
    c.level[0] = two ? CRIB_BOT_STRONG : CRIB_BOT_CALLER;
    c.level[1] = two ? CRIB_BOT_CALLER : CRIB_BOT_STRONG;
    c.first_dealer = CRIB_DEAL_CUT;
    c.start[0] = c.start[1] = start;
    if (crib_arena_init(&a, &c) != CRIB_OK)
        exit(1);
    crib_arena_event ev;
    for (;;) {
        int32_t kind = crib_arena_next(&a, 0, &ev);
        if (kind < 0 || kind == CRIB_EVENT_DONE)
            break;
        uint64_t choice = 0;
        sum += time_view(&ev.view, &choice);
        crib_card cards[2];
        int32_t n = crib_mask_to_cards(choice, cards, 2);
        int32_t rc = kind == CRIB_EVENT_DISCARD ? crib_arena_discard(&a, cards, (size_t)n)
                                                : crib_arena_play(&a, n ? cards[0] : CRIB_NONE);
        if (rc != CRIB_OK) {
            fprintf(stderr, "bench_bots: the arena refused the expert's choice (%d)\n", (int)rc);
            exit(1);
        }
    }
    return sum;
}

/* The percentiles of every kind, and the samples cleared. */
static void report(void)
{
    printf("%-16s %8s %8s %8s %8s %8s\n", "kind", "n", "mean", "p50", "p99", "max");
    for (int k = 0; k < KINDS; k++) {
        samples *s = &g_samples[k];
        if (!s->n)
            continue;
        double total = 0;
        for (int i = 0; i < s->n; i++)
            total += s->t[i];
        qsort(s->t, (size_t)s->n, sizeof s->t[0], by_value);
        printf("%-16s %8d %8.3f %8.3f %8.3f %8.3f\n", k_names[k], s->n, 1e3 * total / s->n,
               1e3 * s->t[s->n / 2], 1e3 * s->t[(int)(0.99 * (s->n - 1))], 1e3 * s->t[s->n - 1]);
        s->n = 0;
    }
}

int main(void)
{
    unsigned long long sum = run(CRIB_VARIANT_SIX_CARD, 100, 0);
    g_chance = 1;
    sum += run(CRIB_VARIANT_SIX_CARD, 50, 90);
    g_chance = 0;
    printf("# one decision on one thread (ms, %s); %d views of 300 six-card games, expert "
           "against strong, 100 of them from 90-90 (the chance's views)\n",
           BENCH_CLOCK_NAME, g_samples[EXPERT_PLAY].n + g_samples[EXPERT_DISCARD].n);
    report();
    sum += run(CRIB_VARIANT_FIVE_CARD, 150, 0);
    printf("# the same, %d views of 300 five-card games\n",
           g_samples[EXPERT_PLAY].n + g_samples[EXPERT_DISCARD].n);
    report();
    sum += run(CRIB_VARIANT_TWO_TO_CRIB, 50, 0);
    printf("# the same, %d views of 100 games with two into the crib (the expert infers the "
           "opponent's keep)\n",
           g_samples[EXPERT_PLAY].n + g_samples[EXPERT_DISCARD].n);
    report();
    sum += run(CRIB_VARIANT_THREE, 20, 0);
    printf("# the same, %d views of the expert's seat in 60 three-handed games (one expert "
           "seat against two strong)\n",
           g_samples[EXPERT_PLAY].n + g_samples[EXPERT_DISCARD].n);
    report();
    sum += run(CRIB_VARIANT_FOUR, 30, 0);
    printf("# the same, %d views of the expert partnership's seats in 60 four-handed games\n",
           g_samples[EXPERT_PLAY].n + g_samples[EXPERT_DISCARD].n);
    report();
    printf("# checksum %llu\n", sum);
    return 0;
}
