/* SPDX-License-Identifier: MIT */
/* Four threads at once score hands, analyse discards and play whole seeded games with the
 * deal driver and the bots, and each must get what one thread alone gets for the same
 * seed; first, the expert's decisions in a thread of the stack the documentation names. The library
 * keeps no mutable global state, so it does; `make tsan` runs this program under ThreadSanitizer,
 * which would also see a data race that happened to leave the results alone. */
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

/* The stack the expert's decisions need: its play, crib_advise() and crib_view_win_chance()
 * on every view of six-card games from 90-90 (where the play and the discard are searched
 * for the chance to win), in a thread of EXPERT_STACK bytes. crib.h says about 240 KB (the
 * last measure: 236 KB was enough on x86-64, i686, aarch64 and s390x, 224 KB was not); the
 * test allows a third more for other compilers (under wine the size is a floor, not a
 * limit). Unoptimised code and the sanitizers take more stack than that: the check is made
 * in optimised builds without them. */
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) ||                         \
    __has_feature(memory_sanitizer)
#define STACK_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define STACK_SANITIZED 1
#endif
#if defined(__OPTIMIZE__) && !defined(STACK_SANITIZED)
#define EXPERT_STACK (320u * 1024u)

static void *expert_stack_main(void *arg)
{
    int *decisions = (int *)arg;
    static crib_arena a; /* static: the thread's stack is for the library's frames */
    crib_arena_config c;
    memset(&c, 0, sizeof c);
    if (crib_game_rules_default(&c.rules, CRIB_VARIANT_SIX_CARD) != CRIB_OK)
        return NULL;
    c.seed = 5;
    c.pairs = 6;
    c.level[0] = CRIB_BOT_STRONG;
    c.level[1] = CRIB_BOT_CALLER;
    c.first_dealer = CRIB_DEAL_CUT;
    c.start[0] = c.start[1] = 90;
    if (crib_arena_init(&a, &c) != CRIB_OK)
        return NULL;
    crib_arena_event ev;
    for (int32_t kind; (kind = crib_arena_next(&a, 0, &ev)) > 0 && kind != CRIB_EVENT_DONE;) {
        crib_advice adv;
        crib_chance chance;
        crib_card cards[2], card = 0;
        int discard = kind == CRIB_EVENT_DISCARD;
        int32_t n = discard ? crib_bot_choose_discard(&ev.view, CRIB_BOT_EXPERT, 0, cards, 2)
                            : crib_bot_choose_play(&ev.view, CRIB_BOT_EXPERT, 0, &card);
        if (n < 0 || crib_advise(&ev.view, &adv) != CRIB_OK ||
            crib_view_win_chance(&ev.view, &chance) != CRIB_OK)
            return NULL;
        int32_t rc = discard ? crib_arena_discard(&a, cards, (size_t)n)
                             : crib_arena_play(&a, n == 1 ? card : CRIB_NONE);
        if (rc != CRIB_OK)
            return NULL;
        ++*decisions;
    }
    return NULL;
}

static void test_expert_stack(void)
{
    pthread_attr_t attr;
    pthread_t tid;
    int decisions = 0;
    int ok = pthread_attr_init(&attr) == 0 && pthread_attr_setstacksize(&attr, EXPERT_STACK) == 0 &&
             pthread_create(&tid, &attr, expert_stack_main, &decisions) == 0;
    if (ok)
        pthread_join(tid, NULL);
    CHECK(ok && decisions > 100,
          "the expert's play, advice and chance of %d views from 90-90 in a thread of %u KB",
          decisions, EXPERT_STACK / 1024u);
}
#else
static void test_expert_stack(void)
{
    printf("# the expert's stack is checked in optimised builds without sanitizers\n");
}
#endif

int main(void)
{
    test_expert_stack();
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
