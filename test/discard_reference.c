/* SPDX-License-Identifier: MIT */
/* The discard analysis of libcrib 1.0.0, kept unchanged (but for its names) as the
 * reference for the library's faster one: every crib completion scored with all its
 * starters by one crib_mask_score_starters() call, the sums taken eight bytes at a time.
 * It was itself checked against brute force with crib_hand_score(). */
#include "discard_reference.h"

#include <string.h>

#define CARD_BIT(c) (UINT64_C(1) << (c))

static int popcount64(uint64_t x)
{
    int n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

static int ctz64(uint64_t x)
{
    int n = 0;
    while (!(x & 1)) {
        x >>= 1;
        n++;
    }
    return n;
}

#include <string.h>

/* The ids of the cards in a mask, in increasing order; returns how many. */
static int mask_ids(uint64_t mask, uint8_t ids[52])
{
    int n = 0;
    for (; mask; mask &= mask - 1)
        ids[n++] = (uint8_t)ctz64(mask);
    return n;
}

/* Score arrays are padded from 52 to 64 bytes and read as eight 64-bit words: the
 * accumulation below works on the 8 bytes of a word at once (SWAR), which needs no
 * compiler vectoriser. Every score is below 0x80 except CRIB_NOT_A_STARTER, which the byte
 * tricks rely on. */
#define WORDS 8
#define BYTES_HIGH UINT64_C(0x8080808080808080)
#define BYTES_LOW7 UINT64_C(0x7F7F7F7F7F7F7F7F)
#define BYTES_ONE UINT64_C(0x0101010101010101)

/* 0xFF in each byte whose high bit is set, 0 in the others. */
static inline uint64_t high_bytes(uint64_t x)
{
    return ((x & BYTES_HIGH) >> 7) * 0xFF;
}

/* The starters to count, as byte masks over the card ids in words: 0xFF for a card that
 * can be the starter, 0 for one that cannot (and for the padding); skip is ~take. */
typedef struct starters {
    uint64_t take[WORDS];
    uint64_t skip[WORDS];
} starters;

static void starters_from(starters *st, uint64_t possible)
{
    uint8_t take[8 * WORDS];
    for (int c = 0; c < 8 * WORDS; c++)
        take[c] = (possible >> c) & 1 ? 0xFF : 0;
    memcpy(st->take, take, sizeof take);
    for (int w = 0; w < WORDS; w++)
        st->skip[w] = ~st->take[w];
}

/* The sum, least and most of the scores seen so far. */
typedef struct tally {
    uint64_t sum;
    unsigned min, max;
} tally;

static void tally_start(tally *t)
{
    t->sum = 0;
    t->min = 0x7F; /* above any score */
    t->max = 0;
}

/* The sum of the bytes of a word whose bytes are at most 0xFF each: pairs of bytes into
 * 16-bit lanes, then the lanes by a multiplication. */
static inline unsigned byte_sum(uint64_t x)
{
    uint64_t lanes = (x & UINT64_C(0x00FF00FF00FF00FF)) + ((x >> 8) & UINT64_C(0x00FF00FF00FF00FF));
    return (unsigned)((lanes * UINT64_C(0x0001000100010001)) >> 48);
}

/* The least and most bytes of 8 words, the slow way; called only when a score may beat
 * the least or most seen so far. */
static void tally_bounds(tally *t, const uint64_t counted[WORDS], const uint64_t for_min[WORDS])
{
    uint8_t hi[8 * WORDS], lo[8 * WORDS];
    memcpy(hi, counted, sizeof hi);
    memcpy(lo, for_min, sizeof lo);
    for (int c = 0; c < 8 * WORDS; c++) {
        t->max = hi[c] > t->max ? hi[c] : t->max;
        t->min = lo[c] < t->min ? lo[c] : t->min;
    }
}

/* Adds the scores of every starter in st. crib_mask_score_starters() marks the cards of the
 * scored hand or crib CRIB_NOT_A_STARTER, the cards that completed a crib among them: those
 * count as 0 in the sum and the most, as 0x7F in the least. The bytes of the eight words
 * are added lane by lane (8 scores of at most 29 fit a byte) and reduced once; a byte
 * above the most so far shows as a high bit in byte + (0x7F - most), a byte below the
 * least as a clear high bit in byte + (0x80 - least). */
static void tally_add(tally *t, const uint8_t scores[8 * WORDS], const starters *st)
{
    uint64_t counted[WORDS], for_min[WORDS];
    uint64_t lanes = 0, above = 0, not_below = BYTES_HIGH;
    uint64_t max_gap = (0x7Fu - t->max) * BYTES_ONE, min_gap = (0x80u - t->min) * BYTES_ONE;
    for (size_t w = 0; w < WORDS; w++) {
        uint64_t word;
        memcpy(&word, scores + 8 * w, sizeof word);
        counted[w] = word & st->take[w] & ~high_bytes(word);
        for_min[w] = (word | st->skip[w]) & BYTES_LOW7;
        lanes += counted[w];
        above |= counted[w] + max_gap;
        not_below &= for_min[w] + min_gap;
    }
    t->sum += byte_sum(lanes);
    if ((above & BYTES_HIGH) || (not_below & BYTES_HIGH) != BYTES_HIGH)
        tally_bounds(t, counted, for_min);
}

static void tally_finish(const tally *t, uint32_t count, crib_expect *e)
{
    e->sum = t->sum;
    e->count = count;
    e->min = count ? t->min : 0;
    e->max = t->max;
    e->mean = count ? (double)e->sum / (double)count : 0.0;
}

static int32_t check_masks(uint64_t a, uint64_t b)
{
    if ((a | b) & ~CRIB_DECK_MASK)
        return CRIB_EMASK;
    return (a & b) ? CRIB_EDUP : CRIB_OK;
}

int32_t ref_hand_expect(uint64_t hand_mask, uint64_t dead_mask, crib_expect *out)
{
    if (!out)
        return CRIB_ENULL;
    memset(out, 0, sizeof *out);
    int32_t rc = check_masks(hand_mask, dead_mask);
    if (rc != CRIB_OK)
        return rc;
    int n = popcount64(hand_mask);
    if (n != 3 && n != 4)
        return CRIB_ECOUNT;
    uint64_t unseen = CRIB_DECK_MASK & ~(hand_mask | dead_mask);
    if (!unseen)
        return CRIB_ERANGE;
    starters st;
    starters_from(&st, unseen);
    uint8_t scores[8 * WORDS] = {0};
    crib_mask_score_starters(hand_mask, 0, scores);
    tally t;
    tally_start(&t);
    tally_add(&t, scores, &st);
    tally_finish(&t, (uint32_t)popcount64(unseen), out);
    return CRIB_OK;
}

/* The unseen cards that complete a crib of known cards, and the starters they leave. */
typedef struct completion {
    uint64_t known;
    const starters *st;
    uint8_t unseen[52];
    int n_unseen;
} completion;

/* Scores the crib completed by the cards of `added` with every starter left. */
static void score_completion(tally *t, const completion *cp, uint64_t added)
{
    uint8_t scores[8 * WORDS] = {0};
    crib_mask_score_starters(cp->known | added, CRIB_SCORE_CRIB, scores);
    tally_add(t, scores, cp->st);
}

/* Every way to add `need` (0 to 3) unseen cards: idx[] runs through the combinations of
 * indexes in increasing order, like an odometer whose wheels never pass each other. */
static void complete_crib(tally *t, const completion *cp, int need)
{
    int idx[4];
    for (int k = 0; k < need; k++)
        idx[k] = k;
    for (;;) {
        uint64_t added = 0;
        for (int k = 0; k < need; k++)
            added |= CARD_BIT(cp->unseen[idx[k]]);
        score_completion(t, cp, added);
        int k = need - 1;
        while (k >= 0 && idx[k] == cp->n_unseen - need + k)
            k--;
        if (k < 0)
            return;
        idx[k]++;
        for (int j = k + 1; j < need; j++)
            idx[j] = idx[j - 1] + 1;
    }
}

static uint32_t choose(uint32_t n, uint32_t k)
{
    uint32_t r = 1;
    for (uint32_t i = 1; i <= k; i++)
        r = r * (n - k + i) / i;
    return r;
}

int32_t ref_discard_expect(uint64_t discard_mask, uint64_t dead_mask, crib_expect *out)
{
    if (!out)
        return CRIB_ENULL;
    memset(out, 0, sizeof *out);
    int32_t rc = check_masks(discard_mask, dead_mask);
    if (rc != CRIB_OK)
        return rc;
    int known = popcount64(discard_mask);
    if (known < 1 || known > 4)
        return CRIB_ECOUNT;
    uint64_t unseen = CRIB_DECK_MASK & ~(discard_mask | dead_mask);
    completion cp;
    starters st;
    cp.known = discard_mask;
    cp.st = &st;
    cp.n_unseen = mask_ids(unseen, cp.unseen);
    int need = 4 - known;
    if (cp.n_unseen < need + 1)
        return CRIB_ERANGE;
    starters_from(&st, unseen);
    tally t;
    tally_start(&t);
    complete_crib(&t, &cp, need);
    tally_finish(&t, choose((uint32_t)cp.n_unseen, (uint32_t)need) * (uint32_t)(cp.n_unseen - need),
                 out);
    return CRIB_OK;
}

/* Keeps compared exactly: all keeps of one deal share their counts (the same unseen cards,
 * the same number of crib completions), so hand.sum * c +- crib.sum * h orders the values
 * hand.sum / h +- crib.sum / c without rounding. */
static int64_t exact_value(const crib_keep *k, int dealer)
{
    int64_t hand = (int64_t)k->hand.sum * (int64_t)k->crib.count;
    int64_t crib = (int64_t)k->crib.sum * (int64_t)k->hand.count;
    return dealer ? hand + crib : hand - crib;
}

/* 1 when a goes before b: the higher value first, then the lower kept mask. */
static int keep_before(const crib_keep *a, const crib_keep *b, int dealer)
{
    int64_t va = exact_value(a, dealer), vb = exact_value(b, dealer);
    return va != vb ? va > vb : a->keep < b->keep;
}

static void sort_keeps(crib_keep *keeps, int n, int dealer)
{
    for (int i = 1; i < n; i++) {
        crib_keep k = keeps[i];
        int j = i;
        for (; j > 0 && keep_before(&k, &keeps[j - 1], dealer); j--)
            keeps[j] = keeps[j - 1];
        keeps[j] = k;
    }
}

static int32_t check_deal(const crib_card *dealt, size_t n, uint32_t flags, uint64_t *mask)
{
    if ((n != 5 && n != 6) || (n == 6 && (flags & CRIB_DISCARD_FIVE_CARD)))
        return CRIB_ECOUNT;
    if (flags & ~(CRIB_DISCARD_DEALER | CRIB_DISCARD_FIVE_CARD))
        return CRIB_EFLAGS;
    for (size_t i = 0; i < n; i++)
        if (dealt[i] >= CRIB_CARDS)
            return CRIB_ECARD;
    return crib_mask_from_cards(dealt, n, mask);
}

int32_t ref_discard_analyze(const crib_card *dealt, size_t n, uint32_t flags,
                             crib_keep *keeps, size_t cap)
{
    if (keeps && cap > 0)
        memset(keeps, 0, cap * sizeof *keeps);
    if (!dealt || !keeps)
        return CRIB_ENULL;
    uint64_t deal;
    int32_t rc = check_deal(dealt, n, flags, &deal);
    if (rc != CRIB_OK)
        return rc;
    int kept = (n == 5 && (flags & CRIB_DISCARD_FIVE_CARD)) ? 3 : 4;
    int n_keeps = 0;
    unsigned full = (1u << n) - 1;
    for (unsigned sub = 1; sub <= full; sub++)
        n_keeps += popcount64(sub) == kept;
    if (cap < (size_t)n_keeps)
        return CRIB_ESPACE;

    int dealer = (flags & CRIB_DISCARD_DEALER) != 0;
    int k = 0;
    for (unsigned sub = 1; sub <= full; sub++) {
        if (popcount64(sub) != kept)
            continue;
        crib_keep *kp = &keeps[k++];
        for (size_t i = 0; i < n; i++)
            if (sub & (1u << i))
                kp->keep |= CARD_BIT(dealt[i]);
        kp->discard = deal & ~kp->keep;
        ref_hand_expect(kp->keep, kp->discard, &kp->hand);
        ref_discard_expect(kp->discard, kp->keep, &kp->crib);
        kp->value = dealer ? kp->hand.mean + kp->crib.mean : kp->hand.mean - kp->crib.mean;
    }
    sort_keeps(keeps, n_keeps, dealer);
    return n_keeps;
}
