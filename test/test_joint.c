/* SPDX-License-Identifier: MIT */
/* The expert's joint search of the play (src/joint.c) against the search of each drawn hand
 * on its own, by points and by the chance to win: the joint search chooses my later plays by
 * what I will have seen, so no rank can be worth more to it than to the search that knows
 * each hand; where one hand is possible, under either model of the opponent, the two are the
 * same on every rank; and they differ often enough that the joint search is not the other
 * under another name. */
#include "crib.h"
#include "expert_games.h"
#include "harness.h"

#include "../src/endgame.h"
#include "../src/expert.h"
#include "../src/search.h"
#include "../src/strong.h"

#include <math.h>
#include <string.h>

typedef struct tallies {
    long positions, later_choice, lower, above, unequal, single, single_apart;
    double worst_above, worst_single;
    long memo_searches, memo_apart;
} tallies;

/* The expert's problem of a play view (by points). */
static peg_problem expert_problem(const crib_view *v)
{
    peg_problem p;
    crib_expert_problem(v, &p);
    return p;
}

/* The two searches of one problem, by points or (win) by the chance to win. */
static void compare(const crib_view *v, int win, tallies *t)
{
    peg_problem p = expert_problem(v);
    if (win)
        crib_endgame_goal_win(v, &p.goal);
    double joint[13], each[13];
    int best_joint = crib_peg_search_all(&p, 7, joint);
    int best_each = crib_peg_search_each(&p, 7, each);
    if (best_joint < 0)
        return;
    t->positions++;
    t->later_choice += p.n_mine >= 3;
    int lower = 0;
    for (int r = 0; r < 13; r++) {
        if (each[r] < -1e299)
            continue;
        double d = joint[r] - each[r];
        if (d > 1e-5) {
            t->above++;
            t->worst_above = d > t->worst_above ? d : t->worst_above;
        }
        lower |= d < -1e-5;
    }
    t->lower += lower;
    t->unequal += best_joint != best_each;
}

/* The view's problem with one hand left possible for the opponent, drawn from the cards
 * unseen by k: under each model alone the two searches must agree on every rank. */
static void compare_single(const crib_view *v, int win, int k, tallies *t)
{
    peg_problem p = expert_problem(v);
    if (win)
        crib_endgame_goal_win(v, &p.goal);
    uint8_t pool[52], n = 0;
    for (int r = 0; r < 13; r++)
        for (int c = 0; c < p.unseen[r]; c++)
            if ((r < 10 ? r + 1 : 10) >= p.min_value)
                pool[n++] = (uint8_t)r;
    if (n < p.n_theirs || p.n_mine < 3)
        return;
    memset(p.unseen, 0, sizeof p.unseen);
    uint32_t st = (uint32_t)k * 2654435761u + 1;
    for (int i = 0; i < p.n_theirs; i++) {
        st = st * 1103515245u + 12345u;
        int j = i + (int)((st >> 8) % (uint32_t)(n - i));
        uint8_t c = pool[j];
        pool[j] = pool[i];
        p.unseen[c]++;
    }
    for (int model = 0; model < 2; model++) {
        p.easy_prior = model;
        double joint[13], each[13];
        crib_peg_search_all(&p, 5, joint);
        crib_peg_search_each(&p, 5, each);
        t->single++;
        int apart = 0;
        for (int r = 0; r < 13; r++)
            if (each[r] > -1e299 && fabs(joint[r] - each[r]) > 1e-5) {
                apart = 1;
                t->worst_single = fmax(t->worst_single, fabs(joint[r] - each[r]));
            }
        t->single_apart += apart;
    }
}

/* The search of each hand keeps the values of the counts' starts it has searched
 * (src/hand_search.c): the strong and the expert problems of the view searched with that
 * table and without it give the same rank and the same values to the last bit. */
static void compare_memo(const crib_view *v, int win, tallies *t)
{
    for (int expert = 0; expert < 2; expert++) {
        peg_problem p;
        if (expert)
            crib_expert_problem(v, &p);
        else
            crib_strong_problem(v, &p);
        if (win)
            crib_endgame_goal_win(v, &p.goal);
        double with[13], without[13];
        memset(with, 0, sizeof with);
        memset(without, 0, sizeof without);
        int a = expert ? crib_peg_search_each(&p, 5, with) : crib_peg_search(&p, 5, with);
        p.no_memo = 1;
        int b = expert ? crib_peg_search_each(&p, 5, without) : crib_peg_search(&p, 5, without);
        t->memo_searches++;
        t->memo_apart += a != b || memcmp(with, without, sizeof with) != 0;
    }
}

static void each_view(const crib_view *v, int k, void *ctx)
{
    tallies *t = ctx;
    if (v->stage == CRIB_STAGE_PLAY)
        for (int win = 0; win < 2; win++) {
            compare(v, win, &t[win]);
            compare_single(v, win, k, &t[win]);
            compare_memo(v, win, &t[win]);
        }
}

/* Views of games from 0-0 and from 90-90, searched by points and by the chance to win. */
static void test_games(void)
{
    static const char *const mode[2] = {"by points", "by the chance to win"};
    tallies t[2];
    memset(t, 0, sizeof t);
    expert_games(CRIB_VARIANT_SIX_CARD, 11, 8, 0, each_view, t);
    expert_games(CRIB_VARIANT_SIX_CARD, 11, 4, 90, each_view, t);
    for (int m = 0; m < 2; m++) {
        CHECK(t[m].single > 600 && t[m].single_apart == 0,
              "%s: one hand possible, each model: %ld of %ld searches differ, by up to %g", mode[m],
              t[m].single_apart, t[m].single, t[m].worst_single);
        CHECK(t[m].positions > 600 && t[m].later_choice > 300,
              "%s: %ld play views, %ld with a later choice", mode[m], t[m].positions,
              t[m].later_choice);
        CHECK(t[m].above == 0,
              "%s: no rank is worth more jointly than hand by hand: %ld are, by up to %g", mode[m],
              t[m].above, t[m].worst_above);
        CHECK(t[m].lower * 5 > t[m].later_choice,
              "%s: the joint search values lower in %ld of the %ld views with a later choice",
              mode[m], t[m].lower, t[m].later_choice);
        CHECK(t[m].memo_searches > 1200 && t[m].memo_apart == 0,
              "%s: with the table of counts' starts and without it, %ld of %ld searches differ",
              mode[m], t[m].memo_apart, t[m].memo_searches);
        CHECK(t[m].unequal > 0 && t[m].unequal * 5 < t[m].positions,
              "%s: it chooses another rank in %ld of %ld views", mode[m], t[m].unequal,
              t[m].positions);
    }
}

/* A position in which one hand is possible: the four unseen cards are the opponent's. Under
 * one model alone the joint search is the search of that hand. */
static void test_one_hand(void)
{
    static const uint8_t mine[4] = {4, 9, 2, 6};     /* 5 10 3 7 */
    static const uint8_t theirs[4] = {3, 7, 11, 12}; /* 4 8 Q K */
    peg_problem p;
    memset(&p, 0, sizeof p);
    memcpy(p.mine, mine, 4);
    p.n_mine = 4;
    p.n_theirs = 4;
    p.last = NO_PLAYER;
    p.min_value = 1;
    p.kept = 4;
    for (int i = 0; i < 4; i++)
        p.unseen[theirs[i]]++;
    p.expert = 1;
    p.infer = 1;
    for (int model = 0; model < 2; model++) {
        p.easy_prior = model;
        double joint[13], each[13], worst = 0;
        int a = crib_peg_search_all(&p, 3, joint), b = crib_peg_search_each(&p, 3, each);
        for (int i = 0; i < 4; i++)
            worst = fmax(worst, fabs(joint[mine[i]] - each[mine[i]]));
        CHECK(a == b && a >= 0 && worst < 1e-5,
              "one hand possible, the %s model: the same rank (%d, %d), values apart by %g",
              model ? "easy" : "strong", a, b, worst);
    }
}

int main(void)
{
    test_one_hand();
    test_games();
    return harness_done();
}
