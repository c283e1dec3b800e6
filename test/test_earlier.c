/* SPDX-License-Identifier: MIT */
/* The deal's order of play in a view (crib_view's earlier[]): the arena and a history fill it
 * with the cards played before the current count, in the order played; a view whose earlier[]
 * is not that is refused; and the expert's search weighs the opponent's possible hands by
 * their plays of the earlier counts as by the pile's: under the easy rule exactly as a replay
 * of the deal says, and under the strong model as the product of each count's likelihood. */
#include "crib.h"
#include "harness.h"

#include "../src/easy.h"
#include "../src/expert.h"
#include "../src/opponent.h"

#include <math.h>
#include <string.h>

/* The deal's play as it happened: each card, who played it and the index of its count's
 * first card. */
typedef struct played_seq {
    crib_card card[CRIB_VIEW_MAX_EARLIER];
    uint32_t who[CRIB_VIEW_MAX_EARLIER];
    int first[CRIB_VIEW_MAX_EARLIER];
    int n, count_first;
} played_seq;

typedef struct tallies {
    long views, ordered, easy_checked, easy_miss, strong_checked, easy_off, strong_off;
    long not_ordered, true_easy, true_easy_fit;
    double worst_easy, worst_strong;
} tallies;

static int rank_of(crib_card c)
{
    return c / 4;
}

static int value_of(int r)
{
    return r >= 9 ? 10 : r + 1;
}

/* The easy rule's likelihood of the opponent's plays from hand h (m ranks), replayed from the
 * deal as it happened: 1 for each play the rule makes from the cards then held, the miss
 * chance for any other. Returns the number of plays that missed in *miss. */
static double easy_reference(const played_seq *s, uint32_t them, const uint8_t *h, int m, int *miss)
{
    double like = 1;
    *miss = 0;
    for (int i = 0; i < s->n; i++) {
        if (s->who[i] != them)
            continue;
        uint8_t held[8], pile[CRIB_PLAY_MAX_PILE];
        int nh = 0, np = 0, count = 0;
        for (int j = 0; j < m; j++)
            held[nh++] = h[j];
        for (int j = i; j < s->n; j++)
            if (s->who[j] == them && nh < 8)
                held[nh++] = (uint8_t)rank_of(s->card[j]);
        for (int j = s->first[i]; j < i; j++) {
            pile[np++] = (uint8_t)rank_of(s->card[j]);
            count += value_of(rank_of(s->card[j]));
        }
        if (crib_easy_rank(held, nh, pile, np, count) != rank_of(s->card[i])) {
            like *= EXPERT_EASY_MISS;
            ++*miss;
        }
    }
    return like;
}

/* The strong model's likelihood as a product of one problem per earlier count (that count
 * its pile, my cards and theirs played after it counted as held then) and the current
 * count's problem without the earlier ones. */
static double strong_product(const peg_problem *p, const played_seq *s, uint32_t me,
                             const uint8_t *h, int m)
{
    peg_problem now = *p;
    now.n_before = 0;
    now.their_before = 0;
    memset(now.before, 0, sizeof now.before);
    double like = crib_hand_likelihood(&now, h, m, 0);
    for (int c = 0; c < s->count_first;) {
        int end = c + 1;
        while (end < s->count_first && s->first[end] == c)
            end++;
        peg_problem q = *p;
        q.n_before = 0;
        q.their_before = 0;
        q.n_pile = 0;
        q.their_pile = 0;
        for (int j = c; j < end; j++) {
            if (s->who[j] != me)
                q.their_pile = (uint16_t)(q.their_pile | (1u << q.n_pile));
            q.pile[q.n_pile++] = (uint8_t)rank_of(s->card[j]);
        }
        uint8_t hc[8];
        int mc = 0;
        for (int j = 0; j < m; j++)
            hc[mc++] = h[j];
        for (int j = end; j < s->n; j++) {
            int r = rank_of(s->card[j]);
            if (s->who[j] == me) {
                q.mine[q.n_mine++] = (uint8_t)r;
            } else {
                hc[mc++] = (uint8_t)r;
                q.unseen[r]++;
            }
        }
        like *= crib_hand_likelihood(&q, hc, mc, 0);
        c = end;
    }
    return like;
}

/* Hands to weigh: the opponent's true ranks, and a few others drawn from the unseen ranks. */
static int hands_to_try(const peg_problem *p, const crib_deal *d, uint32_t them, uint64_t *rng,
                        uint8_t hands[][4])
{
    int k = 0, m = p->n_theirs;
    for (uint64_t b = d->play.hand[them]; b && k < 4; b &= b - 1) {
        int c = 0;
        while (!((b >> c) & 1u))
            c++;
        hands[0][k++] = (uint8_t)rank_of((crib_card)c);
    }
    int n = 1;
    for (int t = 0; t < 40 && n < 6; t++) {
        uint8_t left[13];
        memcpy(left, p->unseen, sizeof left);
        int ok = 1;
        for (int j = 0; j < m && ok; j++) {
            *rng = *rng * UINT64_C(6364136223846793005) + 1442695040888963407u;
            int r = (int)((*rng >> 33) % 13), tries = 0;
            while (!left[r] && tries++ < 13)
                r = (r + 1) % 13;
            ok = left[r] > 0 && value_of(r) >= p->min_value;
            if (ok) {
                left[r]--;
                hands[n][j] = (uint8_t)r;
            }
        }
        n += ok;
    }
    return n;
}

/* The expert's problem of the view, its likelihoods against the references. */
static void check_likelihoods(const crib_view *v, const crib_deal *d, const played_seq *s,
                              uint64_t *rng, tallies *t)
{
    uint32_t me = v->player, them = 1 - me;
    peg_problem p;
    crib_expert_problem(v, &p);
    if (p.n_theirs < 1 || p.n_theirs > 4)
        return;
    uint8_t hands[6][4];
    int n = hands_to_try(&p, d, them, rng, hands);
    for (int k = 0; k < n; k++) {
        int miss;
        double easy = crib_hand_likelihood(&p, hands[k], p.n_theirs, 1);
        double ref = easy_reference(s, them, hands[k], p.n_theirs, &miss);
        double off = fabs(easy - ref) / ref;
        t->easy_checked++;
        t->easy_miss += miss > 0;
        if (k == 0) {
            /* The opponent is the easy bot: its own hand fits its rule. */
            t->true_easy++;
            t->true_easy_fit += easy == 1.0;
        }
        t->easy_off += off > 1e-12;
        t->worst_easy = off > t->worst_easy ? off : t->worst_easy;
        double strong = crib_hand_likelihood(&p, hands[k], p.n_theirs, 0);
        double prod = strong_product(&p, s, me, hands[k], p.n_theirs);
        off = fabs(strong - prod) / (prod > 0 ? prod : 1);
        t->strong_checked++;
        t->strong_off += off > 1e-12 || !(strong >= 0 && strong <= 1);
        t->worst_strong = off > t->worst_strong ? off : t->worst_strong;
    }
}

/* The view's earlier[] against the deal's play as it happened. */
static void check_view(const crib_view *v, const played_seq *s, tallies *t)
{
    t->views++;
    if (s->count_first == 0) {
        t->ordered += v->n_earlier == 0;
        return;
    }
    int same = (int)v->n_earlier == s->count_first;
    for (int i = 0; same && i < s->count_first; i++)
        same = v->earlier[i] == s->card[i];
    t->ordered += same;
}

/* Deals, lays away (player 0 at `level`, player 1 as the easy bot) and cuts, the history
 * updated after each; 1 when the play begins. */
static int deal_to_play(crib_deal *d, crib_history *h, uint32_t level)
{
    MUST(crib_deal_start(d));
    MUST(crib_history_update(h, d));
    for (uint32_t q = 0; q < 2; q++) {
        crib_view v;
        crib_card away[2];
        MUST(crib_deal_view_history(d, h, q, &v));
        MUST(crib_bot_choose_discard(&v, q ? CRIB_BOT_EASY : level, 1, away, 2));
        MUST(crib_deal_discard(d, q, away, 2));
        MUST(crib_history_update(h, d));
    }
    if (crib_deal_cut(d, NULL) < 0)
        return 0;
    MUST(crib_history_update(h, d));
    return d->stage == CRIB_STAGE_PLAY;
}

/* Plays seeded two-player deals to the end of the game with the expert against the easy bot,
 * the history updated after every action but one card (skip_at: the card's index in the
 * deal, -1 for none), and checks each view of the play. */
static void play_deals(uint64_t seed, int deals, int skip_at, tallies *t)
{
    crib_game_rules rules;
    MUST(crib_game_rules_default(&rules, CRIB_VARIANT_SIX_CARD));
    crib_deal d;
    crib_history h;
    memset(&h, 0, sizeof h);
    MUST(crib_deal_init(&d, &rules, seed, 0));
    uint64_t rng = seed;
    for (int k = 0; k < deals && d.stage != CRIB_STAGE_OVER; k++) {
        if (!deal_to_play(&d, &h, CRIB_BOT_EXPERT))
            break;
        played_seq s;
        memset(&s, 0, sizeof s);
        while (d.stage == CRIB_STAGE_PLAY) {
            uint32_t p = d.play.turn;
            crib_view v;
            MUST(crib_deal_view_history(&d, &h, p, &v));
            if (skip_at < 0 || s.n <= skip_at)
                check_view(&v, &s, t);
            else
                t->not_ordered += v.n_earlier == 0 && s.count_first > 0;
            if (p == 0 && (skip_at < 0 || s.n <= skip_at))
                check_likelihoods(&v, &d, &s, &rng, t);
            crib_card c;
            int32_t rc = crib_bot_choose_play(&v, p ? CRIB_BOT_EASY : CRIB_BOT_EXPERT, 1, &c);
            crib_play_event ev;
            if (rc == 1) {
                MUST(crib_deal_play_card(&d, p, c, &ev));
                s.card[s.n] = c;
                s.who[s.n] = p;
                s.first[s.n] = s.count_first;
                s.n++;
            } else {
                MUST(rc);
                MUST(crib_deal_play_go(&d, p, &ev));
            }
            /* A count that ended (31, or nobody could play) starts the next at the next card. */
            if (d.stage != CRIB_STAGE_PLAY || d.play.n_pile == 0)
                s.count_first = s.n;
            if (rc != 1 || s.n - 1 != skip_at)
                MUST(crib_history_update(&h, &d));
        }
        while (d.stage == CRIB_STAGE_SHOW)
            if (crib_deal_show(&d, CRIB_CLAIM_ALL, NULL) < 0)
                break;
        MUST(crib_history_update(&h, &d));
    }
}

/* Views of the arena (the strong bot against the caller, who plays as the expert), each
 * checked against the cards the arena's events reported in order. */
static void arena_views(tallies *t)
{
    static crib_arena a;
    crib_arena_config c;
    memset(&c, 0, sizeof c);
    MUST(crib_game_rules_default(&c.rules, CRIB_VARIANT_SIX_CARD));
    c.seed = 11;
    c.pairs = 3;
    c.level[0] = CRIB_BOT_STRONG;
    c.level[1] = CRIB_BOT_CALLER;
    c.first_dealer = CRIB_DEAL_CUT;
    MUST(crib_arena_init(&a, &c));
    played_seq s;
    memset(&s, 0, sizeof s);
    crib_arena_event ev;
    for (;;) {
        int32_t kind = crib_arena_next(&a, CRIB_STOP_EVENTS, &ev);
        if (kind < 0 || kind == CRIB_EVENT_DONE)
            break;
        if (kind == CRIB_EVENT_DEAL)
            memset(&s, 0, sizeof s);
        if (kind == CRIB_EVENT_CARD && s.n < CRIB_VIEW_MAX_EARLIER) {
            s.card[s.n] = (crib_card)ev.card;
            s.who[s.n++] = ev.player;
        }
        if (kind == CRIB_EVENT_DISCARD) {
            crib_card cards[2];
            int32_t n = crib_bot_choose_discard(&ev.view, CRIB_BOT_EXPERT, 1, cards, 2);
            if (crib_arena_discard(&a, cards, n > 0 ? (size_t)n : 0) != CRIB_OK)
                break;
        } else if (kind == CRIB_EVENT_PLAY) {
            /* The pile is the last of the cards played: the rest came before its count. */
            s.count_first = s.n - (int)ev.view.n_pile;
            check_view(&ev.view, &s, t);
            crib_card card;
            int32_t n = crib_bot_choose_play(&ev.view, CRIB_BOT_EXPERT, 1, &card);
            if (crib_arena_play(&a, n == 1 ? card : CRIB_NONE) != CRIB_OK)
                break;
        }
    }
}

/* A view of the second count or later from a few deals, for the refusals. */
static int later_view(crib_view *out)
{
    crib_game_rules rules;
    MUST(crib_game_rules_default(&rules, CRIB_VARIANT_SIX_CARD));
    for (uint64_t seed = 1; seed < 50; seed++) {
        crib_deal d;
        crib_history h;
        memset(&h, 0, sizeof h);
        MUST(crib_deal_init(&d, &rules, seed, 0));
        if (!deal_to_play(&d, &h, CRIB_BOT_EASY))
            continue;
        while (d.stage == CRIB_STAGE_PLAY) {
            uint32_t p = d.play.turn;
            crib_view v;
            MUST(crib_deal_view_history(&d, &h, p, &v));
            if (v.n_earlier >= 3 && v.n_pile >= 1 && p == 0) {
                *out = v;
                return 1;
            }
            crib_card c;
            crib_play_event ev;
            int32_t rc = crib_bot_choose_play(&v, CRIB_BOT_EASY, 1, &c);
            MUST(rc == 1 ? crib_deal_play_card(&d, p, c, &ev) : crib_deal_play_go(&d, p, &ev));
            MUST(crib_history_update(&h, &d));
        }
    }
    return 0;
}

static crib_card lowest_card(uint64_t mask)
{
    crib_card c = 0;
    while (c < CRIB_CARDS - 1 && !((mask >> c) & 1u))
        c++;
    return c;
}

static int32_t try_view(const crib_view *v)
{
    crib_card c;
    int32_t a = crib_bot_choose_play(v, CRIB_BOT_EXPERT, 1, &c);
    crib_advice adv;
    int32_t b = crib_advise(v, &adv);
    return a < 0 ? a : b < 0 ? b : CRIB_OK;
}

static void refusals(void)
{
    crib_view v;
    if (!CHECK(later_view(&v), "a view of a later count with three earlier cards"))
        return;
    CHECK_EQ(try_view(&v), CRIB_OK, "the view as the history made it");
    crib_view w = v;
    crib_card t = w.earlier[0];
    w.earlier[0] = w.earlier[1];
    w.earlier[1] = t;
    CHECK_EQ(try_view(&w), CRIB_OK, "another order of the same cards is a view too");
    w = v;
    w.n_earlier = 0;
    memset(w.earlier, 0, sizeof w.earlier);
    CHECK_EQ(try_view(&w), CRIB_OK, "no order (n_earlier 0) is a view");
    w = v;
    w.earlier[0] = w.pile[0];
    CHECK_EQ(try_view(&w), CRIB_ERANGE, "a pile card among the earlier ones is refused");
    w = v;
    w.earlier[0] = w.earlier[1];
    CHECK_EQ(try_view(&w), CRIB_ERANGE, "a card twice is refused");
    w = v;
    w.earlier[0] = lowest_card(w.hand);
    CHECK_EQ(try_view(&w), CRIB_ERANGE, "a card still held is refused");
    w = v;
    w.earlier[w.n_earlier - 1] = 0;
    w.n_earlier--;
    CHECK_EQ(try_view(&w), CRIB_ERANGE, "one card short of the cards played is refused");
    w = v;
    w.earlier[w.n_earlier] = w.earlier[0];
    CHECK_EQ(try_view(&w), CRIB_ERANGE, "a card past n_earlier is refused");
    w = v;
    w.n_earlier = CRIB_VIEW_MAX_EARLIER + 1;
    CHECK_EQ(try_view(&w), CRIB_ERANGE, "n_earlier past the array is refused");
    w = v;
    w.earlier[1] = CRIB_CARDS;
    CHECK_EQ(try_view(&w), CRIB_ERANGE, "a card id past the pack is refused");
    crib_card dealt[6] = {0, 5, 10, 15, 20, 25};
    crib_view dv = harness_discard_view(CRIB_VARIANT_SIX_CARD, dealt, 6, 0);
    crib_card away[2];
    CHECK_EQ(crib_bot_choose_discard(&dv, CRIB_BOT_EXPERT, 1, away, 2), 2,
             "a discard view lays away");
    dv.n_earlier = 1;
    dv.earlier[0] = 30;
    CHECK_EQ(crib_bot_choose_discard(&dv, CRIB_BOT_EXPERT, 1, away, 2), CRIB_ERANGE,
             "an order in the discard is refused");
}

int main(void)
{
    tallies t;
    memset(&t, 0, sizeof t);
    for (uint64_t seed = 1; seed <= 16; seed++)
        play_deals(seed, 12, -1, &t);
    printf("# history: %ld views, %ld ordered; easy %ld hands (%ld with a miss), worst %g; "
           "strong %ld hands, worst %g\n",
           t.views, t.ordered, t.easy_checked, t.easy_miss, t.worst_easy, t.strong_checked,
           t.worst_strong);
    CHECK(t.views > 500 && t.ordered == t.views,
          "every view of the play made with the history has the earlier counts in order");
    CHECK(t.easy_checked > 1000 && t.easy_off == 0,
          "the easy model's likelihood is the replay's, earlier counts included");
    CHECK(t.easy_miss > t.easy_checked / 10 && t.easy_miss < t.easy_checked,
          "the easy replay both fits and misses some hands (%ld of %ld miss)", t.easy_miss,
          t.easy_checked);
    CHECK(t.true_easy > 200 && t.true_easy_fit == t.true_easy,
          "the easy bot's own hand has the easy model's likelihood 1 (%ld of %ld)", t.true_easy_fit,
          t.true_easy);
    CHECK(t.strong_checked > 1000 && t.strong_off == 0,
          "the strong model's likelihood is the product of each count's");

    tallies u;
    memset(&u, 0, sizeof u);
    for (uint64_t seed = 1; seed <= 3; seed++)
        play_deals(seed, 6, 1, &u);
    CHECK(u.not_ordered > 10 && u.ordered == u.views,
          "a history that missed a card leaves the order out (%ld views without it)",
          u.not_ordered);

    tallies a;
    memset(&a, 0, sizeof a);
    arena_views(&a);
    printf("# arena: %ld views, %ld ordered\n", a.views, a.ordered);
    CHECK(a.views > 200 && a.ordered == a.views,
          "the arena's views have the earlier counts in the order its events told");

    refusals();
    return harness_done();
}
