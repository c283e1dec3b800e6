/* SPDX-License-Identifier: MIT */
/* The machinery of the exhaustive tests: score one (hand, starter) with the library, its
 * items, its total-only path, its announcement and the reference, and tally the totals. */
#include "exhaustive.h"

#include "reference.h"

#include <stdio.h>
#include <string.h>

/* The items of a score: their points add up by kind and in all, each item's cards are the
 * cards named by its positions, and nothing is left over in the unused slots. */
static int items_consistent(const crib_score *s, const crib_card *hand, int n, crib_card st)
{
    uint32_t by_kind[6] = {0}, sum = 0;
    for (uint32_t i = 0; i < s->n_items; i++) {
        const crib_item *it = &s->items[i];
        uint64_t cards = 0;
        for (int b = 0; b < n; b++)
            if (it->positions & (1u << b))
                cards |= UINT64_C(1) << hand[b];
        if (it->positions & (1u << CRIB_POS_STARTER))
            cards |= UINT64_C(1) << st;
        if (cards != it->cards || it->kind < 1 || it->kind > 5)
            return 0;
        by_kind[it->kind] += it->points;
        sum += it->points;
    }
    for (uint32_t i = s->n_items; i < CRIB_SCORE_MAX_ITEMS; i++)
        if (s->items[i].cards || s->items[i].kind || s->items[i].points || s->items[i].size)
            return 0;
    return sum == s->total && s->reserved == 0 && by_kind[CRIB_ITEM_FIFTEEN] == s->fifteens &&
           by_kind[CRIB_ITEM_RUN] == s->runs && by_kind[CRIB_ITEM_PAIR] == s->pairs &&
           by_kind[CRIB_ITEM_FLUSH] == s->flush && by_kind[CRIB_ITEM_NOBS] == s->nobs;
}

void ex_score_one(ex_tally *t, const crib_card *hand, int n, crib_card st, uint32_t flags,
                  int announce)
{
    crib_score s;
    int32_t got = crib_hand_score(hand, (size_t)n, st, flags, &s);
    int32_t total_only = crib_hand_score(hand, (size_t)n, st, flags, NULL);
    int want = ref_hand_score(hand, n, st, (flags & CRIB_SCORE_CRIB) != 0);
    if (got != want || total_only != want || got < 0 || got > EX_MAX_SCORE) {
        if (t->mismatches++ < 5) {
            char text[32];
            crib_hand_format(hand, (size_t)n, text, sizeof text);
            printf("# %s | %d (flags %u): library %d (total only %d), reference %d\n", text,
                   st, flags, got, total_only, want);
        }
        return;
    }
    t->count[got]++;
    t->sum += got;
    t->hands++;
    if (s.n_items > t->max_items)
        t->max_items = s.n_items;
    if (!items_consistent(&s, hand, n, st))
        t->bad_items++;
    if (announce) {
        char text[512];
        int32_t len = crib_score_format(&s, text, sizeof text);
        if (len < 0 || (size_t)len != strlen(text))
            t->bad_text++;
        else if ((size_t)len > t->longest_text)
            t->longest_text = (size_t)len;
    }
}

/* Reads test/data/distribution.csv (score, hand count, crib count); 1 when all 30 rows
 * are there. */
int ex_read_distribution(long long hand[EX_MAX_SCORE + 1], long long crib[EX_MAX_SCORE + 1])
{
    FILE *f = fopen("test/data/distribution.csv", "r");
    if (!f)
        return 0;
    char line[128];
    int rows = 0;
    if (!fgets(line, sizeof line, f))
        line[0] = '\0';
    while (fgets(line, sizeof line, f)) {
        int score;
        long long h, c;
        if (sscanf(line, "%d,%lld,%lld", &score, &h, &c) == 3 && score >= 0 &&
            score <= EX_MAX_SCORE) {
            hand[score] = h;
            crib[score] = c;
            rows++;
        }
    }
    fclose(f);
    return rows == EX_MAX_SCORE + 1;
}

/* 1 when the tally's counts equal want[] score for score; prints each difference. */
int ex_distribution_equals(const ex_tally *t, const long long want[EX_MAX_SCORE + 1],
                           const char *rules)
{
    int same = 1;
    for (int k = 0; k <= EX_MAX_SCORE; k++)
        if (t->count[k] != want[k]) {
            same = 0;
            printf("# %s rules, score %d: %lld hands, RULES.md says %lld\n", rules, k,
                   t->count[k], want[k]);
        }
    return same;
}

void ex_all_four_card_hands(ex_tally *t, uint32_t flags, int announce)
{
    for (int a = 0; a < 52; a++)
        for (int b = a + 1; b < 52; b++)
            for (int c = b + 1; c < 52; c++)
                for (int d = c + 1; d < 52; d++) {
                    crib_card hand[4] = {(crib_card)a, (crib_card)b, (crib_card)c,
                                         (crib_card)d};
                    for (int st = 0; st < 52; st++)
                        if (st != a && st != b && st != c && st != d)
                            ex_score_one(t, hand, 4, (crib_card)st, flags, announce);
                }
}
