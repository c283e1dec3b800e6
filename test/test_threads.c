/* SPDX-License-Identifier: MIT */
/* Four threads at once score hands, analyse discards and play whole seeded games with the
 * deal driver and the bots, and each must get what one thread alone gets for the same
 * seed. The library keeps no mutable global state, so it does; `make tsan` runs this
 * program under ThreadSanitizer, which would also see a data race that happened to leave
 * the results alone. */
#define _POSIX_C_SOURCE 200809L
#include "crib.h"
#include "harness.h"
#include "helpers.h"

#include <pthread.h>
#include <string.h>

#define THREADS 4
#define HAND_DEALS 400 /* shuffles, ten hands and starters from each */
#define ANALYSES 6     /* six-card deals, about a millisecond each */
#define GAMES 10       /* two of each variant */
#define MAX_STEPS 5000 /* far more actions than any game takes */

/* What one run of the work made, as digests of every result's bytes. */
typedef struct results {
    uint64_t hands, analyses, games;
    int errors; /* calls that failed, which none should */
} results;

typedef struct job {
    uint64_t seed;
    results got;
} job;

/* FNV-1a over the bytes of a result: any difference shows. */
static uint64_t digest(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * UINT64_C(0x100000001B3);
    return h;
}

static void score_hands(uint64_t seed, results *r)
{
    uint64_t state = seed;
    for (int i = 0; i < HAND_DEALS; i++) {
        crib_card deck[CRIB_CARDS];
        r->errors += crib_deck_shuffle(&state, deck) != CRIB_OK;
        for (int k = 0; k < 10; k++) {
            const crib_card *hand = deck + 5 * k;
            uint32_t flags = k % 2 ? CRIB_SCORE_CRIB : 0;
            crib_score s;
            uint64_t mask = 0;
            int32_t total = crib_hand_score(hand, 4, hand[4], flags, &s);
            r->errors += total < 0 || crib_mask_from_cards(hand, 4, &mask) != CRIB_OK;
            r->errors += crib_mask_score(mask, hand[4], flags) != total;
            r->hands = digest(r->hands, &s, sizeof s);
        }
    }
}

static void analyse_deals(uint64_t seed, results *r)
{
    uint64_t state = seed;
    for (int i = 0; i < ANALYSES; i++) {
        crib_card deck[CRIB_CARDS];
        crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
        r->errors += crib_deck_shuffle(&state, deck) != CRIB_OK;
        uint32_t flags = i % 2 ? CRIB_DISCARD_DEALER : 0;
        r->errors += crib_discard_analyze(deck, 6, flags, keeps, CRIB_DISCARD_MAX_KEEPS) != 15;
        r->analyses = digest(r->analyses, keeps, sizeof keeps);
    }
}

static int32_t bots_discard(crib_deal *d, const crib_status *st)
{
    for (uint32_t p = 0; p < st->players; p++) {
        crib_card held[6], away[2];
        int32_t n = crib_mask_to_cards(st->hand[p], held, 6);
        if (n != (int32_t)st->dealt)
            continue;
        int32_t rc = crib_bot_discard(held, (size_t)n, st->discard, p == st->dealer, away);
        if (rc == CRIB_OK)
            rc = crib_deal_discard(d, p, away, st->discard);
        if (rc != CRIB_OK)
            return rc;
    }
    return CRIB_OK;
}

/* One step of a bot game; CRIB_EDONE when it is over. */
static int32_t bot_step(crib_deal *d)
{
    crib_status st;
    if (crib_deal_status(d, &st) != CRIB_OK)
        return CRIB_ERANGE;
    switch (st.stage) {
    case CRIB_STAGE_DEAL: return crib_deal_start(d);
    case CRIB_STAGE_DISCARD: return bots_discard(d, &st);
    case CRIB_STAGE_CUT: return crib_deal_cut(d, NULL);
    case CRIB_STAGE_PLAY: return bot_plays(d);
    case CRIB_STAGE_SHOW: return crib_deal_show(d, CRIB_CLAIM_ALL, NULL);
    default: return CRIB_EDONE;
    }
}

static void play_games(uint64_t seed, results *r)
{
    for (uint32_t g = 0; g < GAMES; g++) {
        crib_game_rules rules;
        crib_deal d;
        crib_game game;
        crib_result res;
        r->errors += crib_game_rules_default(&rules, g % 5) != CRIB_OK;
        r->errors += crib_deal_init(&d, &rules, seed + g, CRIB_DEAL_CUT) < 0;
        int32_t rc = 0;
        int steps = 0;
        for (; steps < MAX_STEPS && (rc = bot_step(&d)) >= 0; steps++)
            ;
        r->errors += rc != CRIB_EDONE;
        r->errors +=
            crib_deal_game(&d, &game) != CRIB_OK || crib_game_result(&game, &res) != CRIB_OK;
        r->games = digest(r->games, &res, sizeof res);
        r->games = digest(r->games, &d, sizeof d);
        r->games = digest(r->games, &steps, sizeof steps);
    }
}

static void run_work(uint64_t seed, results *r)
{
    memset(r, 0, sizeof *r);
    score_hands(seed, r);
    analyse_deals(seed, r);
    play_games(seed, r);
}

/* The threads wait at a gate, so that their work overlaps as much as it can. */
static pthread_mutex_t gate_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t gate_open = PTHREAD_COND_INITIALIZER;
static int gate_waiting, gate_opened;

static void wait_at_gate(void)
{
    pthread_mutex_lock(&gate_lock);
    if (++gate_waiting == THREADS) {
        gate_opened = 1;
        pthread_cond_broadcast(&gate_open);
    }
    while (!gate_opened)
        pthread_cond_wait(&gate_open, &gate_lock);
    pthread_mutex_unlock(&gate_lock);
}

static void *thread_main(void *arg)
{
    job *j = arg;
    wait_at_gate();
    run_work(j->seed, &j->got);
    return NULL;
}

int main(void)
{
    job jobs[THREADS];
    results alone[THREADS];
    pthread_t tid[THREADS];
    for (int t = 0; t < THREADS; t++) {
        jobs[t].seed = UINT64_C(0x5EED) + (uint64_t)t * 1000;
        run_work(jobs[t].seed, &alone[t]);
        CHECK_EQ(alone[t].errors, 0, "seed %d alone: every call succeeds", t);
    }
    int started = 0;
    for (int t = 0; t < THREADS; t++)
        started += pthread_create(&tid[t], NULL, thread_main, &jobs[t]) == 0;
    CHECK_EQ(started, THREADS, "%d threads start", THREADS);
    if (started != THREADS)
        return harness_done();
    for (int t = 0; t < THREADS; t++)
        pthread_join(tid[t], NULL);
    for (int t = 0; t < THREADS; t++) {
        const results *got = &jobs[t].got, *want = &alone[t];
        CHECK_EQ(got->errors, 0, "thread %d: every call succeeds", t);
        CHECK(got->hands == want->hands, "thread %d: %d hands scored as alone", t, HAND_DEALS * 10);
        CHECK(got->analyses == want->analyses, "thread %d: %d discard analyses as alone", t,
              ANALYSES);
        CHECK(got->games == want->games, "thread %d: %d bot games, two per variant, as alone", t,
              GAMES);
    }
    return harness_done();
}
