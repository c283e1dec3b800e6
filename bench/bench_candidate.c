/* SPDX-License-Identifier: MIT */
/* A candidate for a level above the expert, played against the expert bot of this build
 * on duplicate deals of the six-card game to 121 (the arena's caller side A is the
 * candidate, side B the library's CRIB_BOT_EXPERT): side A's win rate with its 95%
 * interval paired by seed, how much it out-pegs the expert, and the time of the
 * candidate's own decisions (the thread's CPU time a discard).
 *
 * The candidate plays as the expert does and keeps as it does near the end of the game
 * (the leader within 50 points of 121); elsewhere it keeps by the keep's expected hand and
 * crib (crib_advise()'s, the expert's) and WEIGHT times the pegging estimate by the
 * expert's own search (bench/peg_search_table.h, written by tools/gen_peg_search.c), in
 * place of the expert's 0.35 of the estimate by a fixed rule (src/gen/peg_table.h). With
 * --baseline it keeps as the expert does everywhere: the arena then reports 50.00%, a
 * check that the harness plays the expert's games.
 *
 * With --mix M it adds M times the expert's own pegging term (0.35 of the fixed rule's
 * estimate) to that value (default 0).
 *
 * With --against it plays the easy or the strong bot instead of the expert.
 *
 * With --oracle-play its play is an oracle's, a bound and not a level: it sees the
 * opponent's hand in the arena's deal and plays the rest of the play by minimax (the
 * expert's card wherever that is among the best); with --oracle-at N as well, only at the
 * plays where it holds N cards (4, 3 or 2: with one the card is forced), the expert's
 * everywhere else: what the hidden cards are worth at each stage of the play.
 *
 * usage: bench_candidate [--pairs N] [--seed S] [--threads T] [--weight W] [--mix M]
 *                        [--against easy|strong|expert] [--baseline] [--oracle-play]
 *                        [--oracle-at N]
 * Pair i deals from seed S + i (the seeds of `crib arena --seed S`); each thread plays its
 * own share of the pairs, and their tallies are added, so that the figures do not depend
 * on the number of threads. Prints figures only. */
#define _POSIX_C_SOURCE 200809L

#include "crib.h"

#include "../tools/colex.h"
#include "peg_search_table.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_THREADS 64
#define MAX_SAMPLES 200000

/* The leader's distance from 121 (61) at which the expert keeps for the chance to win. */
#define NEAR_121 50u
#define NEAR_61 32u

typedef struct worker {
    uint64_t seed;
    uint32_t first_pair, pairs, against;
    double weight, mix;
    int baseline, oracle;
    int oracle_at; /* with --oracle-at N: the oracle plays only holding N cards */
    crib_tally tally;
    double *t; /* the candidate's discard times, seconds */
    int n_t;
    int failed;
} worker;

static double thread_seconds(void)
{
    struct timespec ts;
#ifdef CLOCK_THREAD_CPUTIME_ID
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
#else
    clock_gettime(CLOCK_MONOTONIC, &ts);
#endif
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The search's pegging estimate of a kept hand of four (its ranks' colex number). */
static double search_peg(uint64_t keep, int dealer)
{
    int r[4], m = 0;
    for (crib_card c = 0; c < CRIB_CARDS && m < 4; c++)
        if ((keep >> c) & 1)
            r[m++] = crib_card_rank(c);
    if (m != 4)
        return 0;
    /* Cards in id order are in rank order. */
    return (double)k_peg_search[colex_index(r)][dealer ? 0 : 1];
}

static int near_end(const crib_view *v)
{
    uint32_t t = v->rules.target, lead = v->score[0] > v->score[1] ? v->score[0] : v->score[1];
    if (t == 121)
        return lead + NEAR_121 >= t;
    return t == 61 && lead + NEAR_61 >= t;
}

/* The candidate's discard: the mask of the cards it lays away, or 0 on error. */
static uint64_t candidate_discard(const crib_view *v, const worker *w)
{
    crib_advice adv;
    if (crib_advise(v, &adv) != CRIB_OK || adv.n < 1)
        return 0;
    if (w->baseline || near_end(v))
        return adv.entry[0].cards;
    int dealer = v->dealer == v->player;
    uint32_t best = 0;
    double best_value = -1e300;
    /* In the expert's order: the first of equal values wins. */
    for (uint32_t i = 0; i < adv.n; i++) {
        const crib_advice_entry *e = &adv.entry[i];
        double value = e->hand + e->crib + w->mix * e->peg +
                       w->weight * search_peg(v->hand & ~e->cards, dealer);
        if (value > best_value) {
            best_value = value;
            best = i;
        }
    }
    return adv.entry[best].cards;
}

/* The oracle's play (--oracle-play), a bound and not a level: it sees every hand and plays
 * the rest of the play by minimax, for the most it pegs less what the opponent pegs, a
 * player who reaches the target ending the game then and there. */
typedef struct oracle {
    uint32_t me, target;
    uint32_t base[2]; /* each seat's score when the play began */
} oracle_ctx;

#define ORACLE_WIN 1000.0

/* After an action: +-ORACLE_WIN when a player has reached the target, else 0. */
static double oracle_end(const crib_play *pl, const oracle_ctx *o)
{
    for (uint32_t p = 0; p < 2; p++) {
        int32_t pts = crib_play_points(pl, p);
        if (pts >= 0 && o->base[p] + (uint32_t)pts >= o->target)
            return p == o->me ? ORACLE_WIN : -ORACLE_WIN;
    }
    return 0;
}

static double oracle_value(const crib_play *pl, const oracle_ctx *o);

/* The value after the player to move plays card (CRIB_NONE: says go); 0 when refused. */
static double oracle_after(const crib_play *pl, uint32_t player, uint32_t card, const oracle_ctx *o)
{
    crib_play next = *pl;
    int32_t rc = card == CRIB_NONE ? crib_play_go(&next, player, NULL)
                                   : crib_play_card(&next, player, (crib_card)card, NULL);
    if (rc < 0)
        return 0;
    double end = oracle_end(&next, o);
    return end != 0 ? end : oracle_value(&next, o);
}

static double oracle_value(const crib_play *pl, const oracle_ctx *o)
{
    if (crib_play_over(pl) == 1)
        return (double)crib_play_points(pl, o->me) - (double)crib_play_points(pl, 1 - o->me);
    int32_t turn = crib_play_turn(pl);
    uint64_t legal = 0;
    if (turn < 0 || crib_play_legal(pl, (uint32_t)turn, &legal) < 0)
        return 0;
    if (!legal)
        return oracle_after(pl, (uint32_t)turn, CRIB_NONE, o);
    int mine = (uint32_t)turn == o->me;
    double best = mine ? -1e300 : 1e300;
    for (uint32_t c = 0; c < CRIB_CARDS; c++) {
        if (!((legal >> c) & 1))
            continue;
        double v = oracle_after(pl, (uint32_t)turn, c, o);
        if (mine ? v > best : v < best)
            best = v;
    }
    return best;
}

/* The oracle's card at the caller's turn in the arena's deal; the expert's card when it is
 * among the best; CRIB_NONE (a go) when none can be played. */
static uint32_t oracle_play(const crib_arena *a, const crib_view *v, uint32_t expert)
{
    crib_play pl;
    uint64_t legal = 0;
    if (crib_deal_play(&a->deal, &pl) != CRIB_OK || crib_play_legal(&pl, v->player, &legal) < 0 ||
        !legal)
        return CRIB_NONE;
    oracle_ctx o = {v->player, v->rules.target, {0, 0}};
    for (uint32_t p = 0; p < 2; p++) {
        int32_t pts = crib_play_points(&pl, p);
        o.base[p] = v->score[p] - (uint32_t)(pts > 0 ? pts : 0);
    }
    double best = -1e300, at_expert = -1e300;
    uint32_t card = CRIB_NONE;
    for (uint32_t c = 0; c < CRIB_CARDS; c++) {
        if (!((legal >> c) & 1))
            continue;
        double val = oracle_after(&pl, v->player, c, &o);
        if (c == expert)
            at_expert = val;
        if (val > best) {
            best = val;
            card = c;
        }
    }
    return at_expert >= best ? expert : card;
}

static void *run(void *arg)
{
    worker *w = arg;
    crib_arena *a = calloc(1, sizeof *a);
    crib_arena_config c;
    memset(&c, 0, sizeof c);
    if (!a || crib_game_rules_default(&c.rules, CRIB_VARIANT_SIX_CARD) != CRIB_OK) {
        w->failed = 1;
        free(a);
        return NULL;
    }
    c.seed = w->seed;
    c.first_pair = w->first_pair;
    c.pairs = w->pairs;
    c.level[0] = CRIB_BOT_CALLER;
    c.level[1] = w->against;
    c.first_dealer = CRIB_DEAL_CUT;
    if (crib_arena_init(a, &c) != CRIB_OK) {
        w->failed = 1;
        free(a);
        return NULL;
    }
    crib_arena_event ev;
    for (;;) {
        int32_t kind = crib_arena_next(a, 0, &ev);
        if (kind < 0) {
            w->failed = 1;
            break;
        }
        if (kind == CRIB_EVENT_DONE)
            break;
        int32_t rc;
        if (kind == CRIB_EVENT_DISCARD) {
            double t0 = thread_seconds();
            uint64_t away = candidate_discard(&ev.view, w);
            if (w->n_t < MAX_SAMPLES)
                w->t[w->n_t++] = thread_seconds() - t0;
            crib_card cards[2];
            int32_t n = crib_mask_to_cards(away, cards, 2);
            rc = n == 2 ? crib_arena_discard(a, cards, 2) : CRIB_ERANGE;
        } else {
            crib_card card = 0;
            int32_t n = crib_bot_choose_play(&ev.view, CRIB_BOT_EXPERT, 0, &card);
            uint32_t pick = n == 1 ? card : CRIB_NONE;
            if (n == 1 && w->oracle &&
                (!w->oracle_at || crib_mask_count(ev.view.hand) == w->oracle_at))
                pick = oracle_play(a, &ev.view, card);
            rc = n < 0 ? n : crib_arena_play(a, pick);
        }
        if (rc != CRIB_OK) {
            w->failed = 1;
            break;
        }
    }
    if (!w->failed && crib_arena_tally(a, &w->tally) != CRIB_OK)
        w->failed = 1;
    free(a);
    return NULL;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void usage(void)
{
    fprintf(stderr, "usage: bench_candidate [--pairs N] [--seed S] [--threads T] [--weight W] "
                    "[--mix M] [--against easy|strong|expert] [--baseline] [--oracle-play] "
                    "[--oracle-at N]\n");
    exit(2);
}

int main(int argc, char **argv)
{
    uint32_t pairs = 100, threads = 1, against = CRIB_BOT_EXPERT;
    uint64_t seed = 1;
    double weight = 0.5, mix = 0;
    int baseline = 0, oracle = 0, oracle_at = 0;
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i];
        if (!strcmp(o, "--baseline")) {
            baseline = 1;
            continue;
        }
        if (!strcmp(o, "--oracle-play")) {
            oracle = 1;
            continue;
        }
        if (i + 1 >= argc)
            usage();
        const char *x = argv[++i];
        char *end = (char *)x;
        if (!strcmp(o, "--pairs"))
            pairs = (uint32_t)strtoul(x, &end, 10);
        else if (!strcmp(o, "--seed"))
            seed = strtoull(x, &end, 10);
        else if (!strcmp(o, "--threads"))
            threads = (uint32_t)strtoul(x, &end, 10);
        else if (!strcmp(o, "--weight"))
            weight = strtod(x, &end);
        else if (!strcmp(o, "--against")) {
            end = (char *)x + strlen(x);
            if (!strcmp(x, "easy"))
                against = CRIB_BOT_EASY;
            else if (!strcmp(x, "strong"))
                against = CRIB_BOT_STRONG;
            else if (strcmp(x, "expert"))
                usage();
        } else if (!strcmp(o, "--oracle-at"))
            oracle_at = (int)strtol(x, &end, 10);
        else if (!strcmp(o, "--mix"))
            mix = strtod(x, &end);
        else
            usage();
        if (*end || end == x)
            usage();
    }
    if (pairs < 1 || pairs > 1000000 || threads < 1 || threads > MAX_THREADS ||
        (oracle_at && (oracle_at < 2 || oracle_at > 4 || !oracle)))
        usage();
    if (threads > pairs)
        threads = pairs;
    static worker w[MAX_THREADS];
    pthread_t tid[MAX_THREADS];
    for (uint32_t k = 0; k < threads; k++) {
        w[k].seed = seed;
        w[k].first_pair = (uint32_t)((uint64_t)pairs * k / threads);
        w[k].pairs = (uint32_t)((uint64_t)pairs * (k + 1) / threads) - w[k].first_pair;
        w[k].weight = weight;
        w[k].mix = mix;
        w[k].against = against;
        w[k].baseline = baseline;
        w[k].oracle = oracle;
        w[k].oracle_at = oracle_at;
        w[k].t = malloc(MAX_SAMPLES * sizeof(double));
        if (!w[k].t || pthread_create(&tid[k], NULL, run, &w[k]) != 0) {
            fprintf(stderr, "bench_candidate: cannot start a thread\n");
            return 1;
        }
    }
    crib_tally total;
    memset(&total, 0, sizeof total);
    double *t = malloc((size_t)threads * MAX_SAMPLES * sizeof(double));
    int n_t = 0, failed = !t;
    for (uint32_t k = 0; k < threads; k++) {
        pthread_join(tid[k], NULL);
        failed |= w[k].failed || crib_tally_add(&total, &w[k].tally) != CRIB_OK;
        if (t)
            memcpy(t + n_t, w[k].t, (size_t)w[k].n_t * sizeof(double));
        n_t += w[k].n_t;
        free(w[k].t);
    }
    crib_summary s;
    if (failed || crib_tally_summary(&total, &s) != CRIB_OK || !n_t) {
        fprintf(stderr, "bench_candidate: the arena failed\n");
        free(t);
        return 1;
    }
    qsort(t, (size_t)n_t, sizeof t[0], by_value);
    if (baseline)
        printf("# the candidate keeping as the expert everywhere (--baseline)");
    else
        printf("# the candidate (weight %.3g of the search's pegging estimate, %.3g of the "
               "expert's)",
               weight, mix);
    static const char *const names[3] = {"easy", "strong", "expert"};
    printf(" against the %s bot, six-card to 121,\n# %.0f games (%u pairs of duplicate deals), "
           "seeds %llu..%llu, %u threads\n",
           names[against], s.games, pairs, (unsigned long long)seed,
           (unsigned long long)(seed + pairs - 1), threads);
    if (oracle)
        printf("# the candidate's play by the oracle (--oracle-play: it sees every hand; a "
               "bound, not a level)");
    if (oracle_at)
        printf(", holding %d cards only", oracle_at);
    if (oracle)
        printf("\n");
    printf("candidate wins %.2f%% [%.2f, %.2f] (95%%, paired by seed)\n", 100 * s.win_a,
           100 * s.win_a_low, 100 * s.win_a_high);
    printf("net game value %+.4f a game [%+.4f, %+.4f]\n", s.value_a, s.value_a_low,
           s.value_a_high);
    static const char *const role[2] = {"dealer", "pone"};
    for (int side = 0; side < 2; side++)
        for (int r = 0; r < 2; r++) {
            const double *p = &s.points[side * 10 + r * 5];
            printf("%-9s %-6s play %.3f hand %.3f crib %.3f heels %.3f total %.3f +- %.3f\n",
                   side ? names[against] : "candidate", role[r], p[0], p[1], p[2], p[3], p[4],
                   s.total_half[side * 2 + r]);
        }
    printf("candidate out-pegs the %s bot by %+.3f +- %.3f as dealer, %+.3f +- %.3f as pone\n",
           names[against], s.play_diff[0], s.play_diff_half[0], s.play_diff[1],
           s.play_diff_half[1]);
    printf("candidate discard (ms, the thread's CPU time, %d): p50 %.3f p99 %.3f max %.3f\n", n_t,
           1e3 * t[n_t / 2], 1e3 * t[(int)(0.99 * (n_t - 1))], 1e3 * t[n_t - 1]);
    free(t);
    return 0;
}
