/* SPDX-License-Identifier: MIT */
/* Shared by the exhaustive tests (test_exhaustive_*.c): one sweep of every hand with every
 * starter under one rule set, which checks every scoring path of the library against the
 * reference scorer, so that each (hand, starter) pair is enumerated once per rule set. */
#ifndef CRIB_TEST_EXHAUSTIVE_H
#define CRIB_TEST_EXHAUSTIVE_H

#include "crib.h"

#include <stddef.h>

#define EX_MAX_SCORE 29

/* How many cases broke one property, and the first of them in words (its hand, its starter,
 * what the library gave and what it should have), for the message of the failed check. */
typedef struct ex_fail {
    long long failed;
    char first[160];
} ex_fail;

typedef struct ex_tally {
    /* The itemised totals of crib_hand_score, by score, their sum, and how many pairs. */
    long long count[EX_MAX_SCORE + 1];
    long long sum, pairs;
    uint32_t max_items;
    size_t longest_text;
    /* Each path against the reference scorer, pair by pair. */
    ex_fail itemised, total_only, mask, starters;
    /* crib_mask_score_starters' other promises, hand by hand: 255 for the hand's own cards,
     * and the number of starters as its return. */
    ex_fail own_cards, returned;
    /* The items add up and name their cards; the announcement is written in full. */
    ex_fail items, text;
} ex_tally;

/* Every hand of n cards (3 or 4) with every starter not in it, under flags (0 or
 * CRIB_SCORE_CRIB): crib_hand_score itemised and total only, crib_mask_score and
 * crib_mask_score_starters against the reference scorer, and the items of each score; with
 * announce, also each score's announcement. */
void ex_sweep(ex_tally *t, int n, uint32_t flags, int announce);

/* Notes a failed case of one property: counts it and, for the first, keeps its words. */
void ex_note(ex_fail *f, const crib_card *hand, int n, int starter, long long got, long long want);

int ex_read_distribution(long long hand[EX_MAX_SCORE + 1], long long crib[EX_MAX_SCORE + 1]);
/* 1 when the tally's counts equal want[] score for score; prints each difference. */
int ex_distribution_equals(const ex_tally *t, const long long want[EX_MAX_SCORE + 1],
                           const char *rules);

/* The checks, for a program that includes harness.h first. */
#ifdef CRIB_TEST_HARNESS_H

/* One check for one property over a sweep; when it failed, how often and the first case. */
static inline void ex_check(const ex_fail *f, const char *rules, const char *what)
{
    if (!CHECK(f->failed == 0, "%s: %s", rules, what))
        printf("#   %lld failures; first: %s\n", f->failed, f->first);
}

/* The checks every sweep of the four-card hands makes; rules names the rule set in the
 * messages ("hand rules"). */
static inline void ex_check_rules(const ex_tally *t, const long long want[EX_MAX_SCORE + 1],
                                  const char *rules, long long want_sum)
{
    CHECK(ex_distribution_equals(t, want, rules),
          "%s: the distribution equals test/data/distribution.csv count for count", rules);
    CHECK_EQ(t->pairs, 12994800, "%s: 12,994,800 (hand, starter) pairs scored", rules);
    CHECK_EQ(t->sum, want_sum, "%s: the points add up to RULES.md's sum", rules);
    CHECK_EQ(t->count[29], 4, "%s: 29 exactly 4 times", rules);
    CHECK(t->count[19] == 0 && t->count[25] == 0 && t->count[26] == 0 && t->count[27] == 0,
          "%s: never 19, 25, 26 or 27", rules);
    ex_check(&t->itemised, rules, "itemised crib_hand_score equals the reference on every pair");
    ex_check(&t->total_only, rules,
             "total-only crib_hand_score equals the reference on every pair");
    ex_check(&t->mask, rules, "crib_mask_score equals the reference on every pair");
    ex_check(&t->starters, rules, "crib_mask_score_starters equals the reference on every pair");
    ex_check(&t->own_cards, rules, "crib_mask_score_starters gives 255 for the hand's own cards");
    ex_check(&t->returned, rules, "crib_mask_score_starters returns 48 for every hand");
    ex_check(&t->items, rules, "every score's items add up and name their cards");
    CHECK(t->max_items <= 15, "%s: at most 15 items in a score (%u; room for %d)", rules,
          t->max_items, CRIB_SCORE_MAX_ITEMS);
}

#endif

#endif
