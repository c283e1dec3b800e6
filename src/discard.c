/* SPDX-License-Identifier: MIT */
/* Discard analysis: exact expected hand and crib values for every keep of a deal, and the
 * crib table. Every expectation is an exact sum over equally likely cases, scored by the
 * fast evaluator one crib (or hand) at a time with all its starters at once. */
#include "discard.h"

#include "bits.h"
#include "bytes.h"
#include "gen/crib_model.h"

#include <string.h>

/* Score arrays are padded from 52 to 64 bytes and read as eight 64-bit words: the
 * accumulation below works on the 8 bytes of a word at once (SWAR), which needs no
 * compiler vectoriser. Every score is below 0x80 except CRIB_NOT_A_STARTER, which the byte
 * tricks rely on. */
#define WORDS 8

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

size_t crib_expect_size(void)
{
    return sizeof(crib_expect);
}

size_t crib_keep_size(void)
{
    return sizeof(crib_keep);
}

size_t crib_pair_value_size(void)
{
    return sizeof(crib_pair_value);
}

int32_t crib_hand_expect(uint64_t hand_mask, uint64_t dead_mask, crib_expect *out)
{
    if (!out)
        return CRIB_ENULL;
    memset(out, 0, sizeof *out);
    int32_t rc = check_masks(hand_mask, dead_mask);
    if (rc != CRIB_OK)
        return rc;
    int n = crib_popcount64(hand_mask);
    if (n != 3 && n != 4)
        return CRIB_ECOUNT;
    uint64_t unseen = CRIB_DECK_MASK & ~(hand_mask | dead_mask);
    if (!unseen)
        return CRIB_ERANGE;
    starters st;
    starters_from(&st, unseen);
    uint8_t scores[8 * WORDS] = {0};
    if (crib_mask_score_starters(hand_mask, 0, scores) < 0)
        return CRIB_ECOUNT; /* not reached: the hand holds 3 or 4 cards */
    tally t;
    tally_start(&t);
    tally_add(&t, scores, &st);
    tally_finish(&t, (uint32_t)crib_popcount64(unseen), out);
    return CRIB_OK;
}

int32_t crib_discard_expect(uint64_t discard_mask, uint64_t dead_mask, crib_expect *out)
{
    if (!out)
        return CRIB_ENULL;
    memset(out, 0, sizeof *out);
    int32_t rc = check_masks(discard_mask, dead_mask);
    if (rc != CRIB_OK)
        return rc;
    int known = crib_popcount64(discard_mask);
    if (known < 1 || known > 4)
        return CRIB_ECOUNT;
    uint64_t unseen = CRIB_DECK_MASK & ~(discard_mask | dead_mask);
    if (crib_popcount64(unseen) < 5 - known)
        return CRIB_ERANGE;
    crib_pool pool;
    crib_pool_init(&pool, unseen);
    crib_crib_count(&pool, discard_mask, NULL, 1, out);
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
    if ((n != 5 && n != 6) || (n == 6 && (flags & CRIB_DISCARD_FIVE_CARD)) ||
        (n == 5 && (flags & CRIB_DISCARD_MODEL_OPTIMAL)))
        return CRIB_ECOUNT;
    if (flags & ~(CRIB_DISCARD_DEALER | CRIB_DISCARD_FIVE_CARD | CRIB_DISCARD_MODEL_OPTIMAL))
        return CRIB_EFLAGS;
    for (size_t i = 0; i < n; i++)
        if (dealt[i] >= CRIB_CARDS)
            return CRIB_ECARD;
    return crib_mask_from_cards(dealt, n, mask);
}

/* The optimal model's throws of the opponent of the owner of known crib cards: the
 * pone's when the dealer threw them, the dealer's when the pone did. */
static const crib_weights *opponent_model(uint32_t flags)
{
    if (!(flags & CRIB_DISCARD_MODEL_OPTIMAL))
        return NULL;
    return &k_crib_model[(flags & CRIB_DISCARD_DEALER) ? CRIB_MODEL_PONE : CRIB_MODEL_DEALER];
}

const crib_weights *crib_optimal_throws(int role)
{
    return &k_crib_model[role];
}

int32_t crib_discard_analyze_weighted(const crib_card *dealt, size_t n, uint32_t flags,
                                      const crib_weights *opponent, crib_keep *keeps, size_t cap)
{
    if (keeps && cap > 0)
        memset(keeps, 0, cap * sizeof *keeps);
    if (!dealt || !keeps)
        return CRIB_ENULL;
    uint64_t deal;
    int32_t rc = check_deal(dealt, n, flags, &deal);
    if (rc != CRIB_OK)
        return rc;
    if (opponent && n != 6)
        return CRIB_ECOUNT;
    int kept = (n == 5 && (flags & CRIB_DISCARD_FIVE_CARD)) ? 3 : 4;
    int n_keeps = 0;
    unsigned full = (1u << n) - 1;
    for (unsigned sub = 1; sub <= full; sub++)
        n_keeps += crib_popcount64(sub) == kept;
    if (cap < (size_t)n_keeps)
        return CRIB_ESPACE;

    int dealer = (flags & CRIB_DISCARD_DEALER) != 0;
    crib_pool pool;
    crib_pool_init(&pool, CRIB_DECK_MASK & ~deal);
    int k = 0;
    for (unsigned sub = 1; sub <= full; sub++) {
        if (crib_popcount64(sub) != kept)
            continue;
        crib_keep *kp = &keeps[k++];
        for (size_t i = 0; i < n; i++)
            if (sub & (1u << i))
                kp->keep |= CARD_BIT(dealt[i]);
        kp->discard = deal & ~kp->keep;
        if (crib_hand_expect(kp->keep, kp->discard, &kp->hand) != CRIB_OK) {
            memset(keeps, 0, cap * sizeof *keeps); /* not reached: a keep of a checked deal */
            return CRIB_ERANGE;
        }
        crib_crib_count(&pool, kp->discard, opponent, 1, &kp->crib);
        kp->value = dealer ? kp->hand.mean + kp->crib.mean : kp->hand.mean - kp->crib.mean;
    }
    sort_keeps(keeps, n_keeps, dealer);
    return n_keeps;
}

int32_t crib_discard_analyze(const crib_card *dealt, size_t n, uint32_t flags, crib_keep *keeps,
                             size_t cap)
{
    return crib_discard_analyze_weighted(dealt, n, flags, opponent_model(flags), keeps, cap);
}

int32_t crib_discard_expect_model(uint64_t discard_mask, uint64_t dead_mask, uint32_t flags,
                                  crib_expect *out)
{
    if (!out)
        return CRIB_ENULL;
    memset(out, 0, sizeof *out);
    if (flags & ~(CRIB_DISCARD_DEALER | CRIB_DISCARD_MODEL_OPTIMAL))
        return CRIB_EFLAGS;
    if (!(flags & CRIB_DISCARD_MODEL_OPTIMAL))
        return crib_discard_expect(discard_mask, dead_mask, out);
    int32_t rc = check_masks(discard_mask, dead_mask);
    if (rc != CRIB_OK)
        return rc;
    if (crib_popcount64(discard_mask) != 2)
        return CRIB_ECOUNT;
    uint64_t unseen = CRIB_DECK_MASK & ~(discard_mask | dead_mask);
    if (crib_popcount64(unseen) < 3)
        return CRIB_ERANGE;
    crib_pool pool;
    crib_pool_init(&pool, unseen);
    crib_crib_count(&pool, discard_mask, opponent_model(flags), 1, out);
    return CRIB_OK;
}

/* The pair of cards that stands for a table entry: suits are symmetric, so clubs for the
 * first card and clubs or diamonds for the second stand for every suited or unsuited
 * choice. */
static uint64_t table_pair(int r1, int r2, int suited)
{
    return CARD_BIT(r1 * 4 + CRIB_CLUBS) | CARD_BIT(r2 * 4 + (suited ? CRIB_CLUBS : CRIB_DIAMONDS));
}

int32_t crib_discard_table_weighted(const crib_weights *opponent, crib_pair_value *table,
                                    uint64_t counts[CRIB_DISCARD_TABLE_SIZE])
{
    crib_pool pool;
    size_t i = 0;
    for (int r1 = 0; r1 < 13; r1++)
        for (int r2 = r1; r2 < 13; r2++)
            for (int suited = 0; suited < (r1 < r2 ? 2 : 1); suited++) {
                uint64_t pair = table_pair(r1, r2, suited);
                crib_expect e;
                crib_pool_init(&pool, CRIB_DECK_MASK & ~pair);
                crib_crib_count(&pool, pair, opponent, 0, &e);
                crib_pair_value *v = &table[i];
                v->rank1 = (uint8_t)r1;
                v->rank2 = (uint8_t)r2;
                v->suited = (uint8_t)suited;
                v->sum = e.sum;
                v->mean = e.mean;
                if (counts)
                    counts[i] = e.count;
                i++;
            }
    return (int32_t)i;
}

int32_t crib_discard_table(crib_pair_value *table, size_t cap)
{
    if (table && cap > 0)
        memset(table, 0, cap * sizeof *table);
    if (!table)
        return CRIB_ENULL;
    if (cap < CRIB_DISCARD_TABLE_SIZE)
        return CRIB_ESPACE;
    return crib_discard_table_weighted(NULL, table, NULL);
}

int32_t crib_discard_table_model(uint32_t flags, crib_pair_value *table, size_t cap)
{
    if (table && cap > 0)
        memset(table, 0, cap * sizeof *table);
    if (!table)
        return CRIB_ENULL;
    if (flags & ~(CRIB_DISCARD_DEALER | CRIB_DISCARD_MODEL_OPTIMAL))
        return CRIB_EFLAGS;
    if (cap < CRIB_DISCARD_TABLE_SIZE)
        return CRIB_ESPACE;
    if (!(flags & CRIB_DISCARD_MODEL_OPTIMAL))
        return crib_discard_table_weighted(NULL, table, NULL);
    /* The converged tables as the generator recorded them: the same entries, shipped. */
    int role = (flags & CRIB_DISCARD_DEALER) ? CRIB_MODEL_DEALER : CRIB_MODEL_PONE;
    int32_t n = crib_discard_table_weighted(NULL, table, NULL);
    for (int i = 0; i < n; i++) {
        table[i].sum = k_crib_model_table[role][i][0];
        table[i].mean =
            (double)k_crib_model_table[role][i][0] / (double)k_crib_model_table[role][i][1];
    }
    return n;
}
