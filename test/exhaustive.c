/* SPDX-License-Identifier: MIT */
/* The machinery of the exhaustive tests: each (hand, starter) pair goes once through every
 * scoring path of the library (crib_hand_score itemised and total only, crib_mask_score,
 * crib_mask_score_starters), the items, the announcement and the reference scorer, and the
 * totals are tallied. The sweeps are most of the time of `make test`, so a pair is scored
 * once for all the checks instead of once per check. */
#include "exhaustive.h"

#include "reference.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* One hand being swept, with the scratch space of its pairs: kept in one place that lives
 * through the whole sweep, so that no per-pair call sets up a large frame (under
 * AddressSanitizer each such frame costs shadow writes, 13 million times). */
typedef struct ex_hand {
    crib_card cards[4];
    int n;
    uint64_t mask;
    uint32_t flags;
    int announce;
    uint8_t scores[CRIB_CARDS]; /* crib_mask_score_starters' answer for the hand */
    crib_score score;           /* the itemised score of the pair at hand */
    char text[512];             /* its announcement */
} ex_hand;

/* Counts a failure; for the first, keeps the hand, the starter (none when negative) and
 * what went wrong, in words. */
static void note(ex_fail *f, const crib_card *hand, int n, int starter, const char *fmt, ...)
#if defined(__MINGW_PRINTF_FORMAT)
    __attribute__((format(__MINGW_PRINTF_FORMAT, 5, 6)))
#elif defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

static void note(ex_fail *f, const crib_card *hand, int n, int starter, const char *fmt, ...)
{
    if (f->failed++)
        return;
    /* A hand or starter that cannot be written (a bad card) is named as such, so that the
     * words still say which case failed. */
    char cards[32], st[4] = "";
    if (crib_hand_format(hand, (size_t)n, cards, sizeof cards) < 0)
        snprintf(cards, sizeof cards, "(bad hand)");
    if (starter >= 0 && crib_card_format((crib_card)starter, st, sizeof st) < 0)
        snprintf(st, sizeof st, "?");
    int len = snprintf(f->first, sizeof f->first, "%s%s%s: ", cards, starter >= 0 ? " | " : "", st);
    if (len < 0 || (size_t)len >= sizeof f->first)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(f->first + len, sizeof f->first - (size_t)len, fmt, ap);
    va_end(ap);
}

void ex_note(ex_fail *f, const crib_card *hand, int n, int starter, long long got, long long want)
{
    note(f, hand, n, starter, "got %lld, want %lld", got, want);
}

/* The items of a score: their points add up by kind and in all, each item's cards are the
 * cards named by its positions, and the unused slots are all 0 (as the library zeroes the
 * whole structure first). Notes the first rule broken. */
static void check_items(ex_fail *f, const ex_hand *h, int st)
{
    const crib_score *s = &h->score;
    uint32_t by_kind[6] = {0}, sum = 0;
    if (s->n_items > CRIB_SCORE_MAX_ITEMS) {
        note(f, h->cards, h->n, st, "%u items, room for %d", s->n_items, CRIB_SCORE_MAX_ITEMS);
        return;
    }
    for (uint32_t i = 0; i < s->n_items; i++) {
        const crib_item *it = &s->items[i];
        uint64_t cards = 0;
        for (int b = 0; b < h->n; b++)
            if (it->positions & (1u << b))
                cards |= UINT64_C(1) << h->cards[b];
        if (it->positions & (1u << CRIB_POS_STARTER))
            cards |= UINT64_C(1) << st;
        if (cards != it->cards || it->kind < 1 || it->kind > 5) {
            note(f, h->cards, h->n, st,
                 "item %u: kind %u, cards 0x%013llx, its positions name 0x%013llx", i, it->kind,
                 (unsigned long long)it->cards, (unsigned long long)cards);
            return;
        }
        by_kind[it->kind] += it->points;
        sum += it->points;
    }
    /* One memcmp, not a loop over the fields: under AddressSanitizer each field read is a
     * shadow check, and this runs for every pair. */
    static const crib_item k_unused[CRIB_SCORE_MAX_ITEMS];
    if (memcmp(&s->items[s->n_items], k_unused,
               (CRIB_SCORE_MAX_ITEMS - s->n_items) * sizeof(crib_item)) != 0) {
        note(f, h->cards, h->n, st, "%u items, and the unused ones are not all 0", s->n_items);
        return;
    }
    if (sum != s->total || s->reserved != 0 || by_kind[CRIB_ITEM_FIFTEEN] != s->fifteens ||
        by_kind[CRIB_ITEM_RUN] != s->runs || by_kind[CRIB_ITEM_PAIR] != s->pairs ||
        by_kind[CRIB_ITEM_FLUSH] != s->flush || by_kind[CRIB_ITEM_NOBS] != s->nobs)
        note(f, h->cards, h->n, st,
             "items add to %u (fifteens %u runs %u pairs %u flush %u nobs %u), score says %u "
             "(%u %u %u %u %u), reserved %u",
             sum, by_kind[CRIB_ITEM_FIFTEEN], by_kind[CRIB_ITEM_RUN], by_kind[CRIB_ITEM_PAIR],
             by_kind[CRIB_ITEM_FLUSH], by_kind[CRIB_ITEM_NOBS], s->total, s->fifteens, s->runs,
             s->pairs, s->flush, s->nobs, s->reserved);
}

/* One pair through every path, against the reference. */
static void check_pair(ex_tally *t, ex_hand *h, int st)
{
    crib_card starter = (crib_card)st;
    int want = ref_hand_score(h->cards, h->n, starter, (h->flags & CRIB_SCORE_CRIB) != 0);
    int32_t got = crib_hand_score(h->cards, (size_t)h->n, starter, h->flags, &h->score);
    int32_t total_only = crib_hand_score(h->cards, (size_t)h->n, starter, h->flags, NULL);
    int32_t by_mask = crib_mask_score(h->mask, starter, h->flags);
    t->pairs++;
    if (got != want)
        ex_note(&t->itemised, h->cards, h->n, st, got, want);
    if (total_only != want)
        ex_note(&t->total_only, h->cards, h->n, st, total_only, want);
    if (by_mask != want)
        ex_note(&t->mask, h->cards, h->n, st, by_mask, want);
    if (h->scores[st] != want)
        ex_note(&t->starters, h->cards, h->n, st, h->scores[st], want);
    if (got < 0 || got > EX_MAX_SCORE)
        return; /* an error: there is no score to tally, itemise or announce */
    t->count[got]++;
    t->sum += got;
    if (h->score.n_items > t->max_items)
        t->max_items = h->score.n_items;
    check_items(&t->items, h, st);
    if (h->announce) {
        int32_t len = crib_score_format(&h->score, h->text, sizeof h->text);
        if (len < 0 || (size_t)len != strlen(h->text))
            note(&t->text, h->cards, h->n, st, "crib_score_format gave %d for a text of %zu",
                 (int)len, strlen(h->text));
        else if ((size_t)len > t->longest_text)
            t->longest_text = (size_t)len;
    }
}

/* One hand with every starter; crib_mask_score_starters answers for all of them at once. */
static void check_hand(ex_tally *t, ex_hand *h)
{
    h->mask = 0;
    for (int i = 0; i < h->n; i++)
        h->mask |= UINT64_C(1) << h->cards[i];
    int32_t rc = crib_mask_score_starters(h->mask, h->flags, h->scores);
    if (rc != CRIB_CARDS - h->n)
        ex_note(&t->returned, h->cards, h->n, -1, rc, CRIB_CARDS - h->n);
    for (int st = 0; st < CRIB_CARDS; st++) {
        if (!(h->mask & (UINT64_C(1) << st)))
            check_pair(t, h, st);
        else if (h->scores[st] != CRIB_NOT_A_STARTER)
            ex_note(&t->own_cards, h->cards, h->n, st, h->scores[st], CRIB_NOT_A_STARTER);
    }
}

void ex_sweep(ex_tally *t, int n, uint32_t flags, int announce)
{
    static ex_hand h;
    memset(&h, 0, sizeof h);
    h.n = n;
    h.flags = flags;
    h.announce = announce;
    for (int a = 0; a < CRIB_CARDS; a++)
        for (int b = a + 1; b < CRIB_CARDS; b++)
            for (int c = b + 1; c < CRIB_CARDS; c++) {
                h.cards[0] = (crib_card)a;
                h.cards[1] = (crib_card)b;
                h.cards[2] = (crib_card)c;
                if (n == 3) {
                    check_hand(t, &h);
                    continue;
                }
                for (int d = c + 1; d < CRIB_CARDS; d++) {
                    h.cards[3] = (crib_card)d;
                    check_hand(t, &h);
                }
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

int ex_distribution_equals(const ex_tally *t, const long long want[EX_MAX_SCORE + 1],
                           const char *rules)
{
    int same = 1;
    for (int k = 0; k <= EX_MAX_SCORE; k++)
        if (t->count[k] != want[k]) {
            same = 0;
            printf("# %s, score %d: %lld pairs, test/data/distribution.csv says %lld\n", rules, k,
                   t->count[k], want[k]);
        }
    return same;
}
