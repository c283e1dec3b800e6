/* Discard analysis: exact expected hand and crib values for every keep of a deal, and the
 * crib table. Every expectation is an exact sum over equally likely cases, scored by the
 * fast evaluator one crib (or hand) at a time with all its starters at once. */
#include "internal.h"

#include <string.h>

#define NOT_A_STARTER 255 /* crib_mask_score_starters() marks the hand's own cards so */

/* The ids of the cards in a mask, in increasing order; returns how many. */
static int mask_ids(uint64_t mask, uint8_t ids[52])
{
    int n = 0;
    for (; mask; mask &= mask - 1)
        ids[n++] = (uint8_t)crib_ctz64(mask);
    return n;
}

static void expect_start(crib_expect *e)
{
    memset(e, 0, sizeof *e);
    e->min = UINT32_MAX;
}

static void expect_finish(crib_expect *e)
{
    if (e->count == 0)
        e->min = 0;
    e->mean = e->count ? (double)e->sum / (double)e->count : 0.0;
}

/* Adds the score of every starter among the unseen cards; the cards of the scored hand or
 * crib, themselves unseen when they complete a crib, are marked NOT_A_STARTER. */
static void add_starters(crib_expect *e, const uint8_t scores[52], const uint8_t *unseen,
                         int n_unseen)
{
    for (int i = 0; i < n_unseen; i++) {
        unsigned s = scores[unseen[i]];
        if (s == NOT_A_STARTER)
            continue;
        e->sum += s;
        e->count++;
        if (s < e->min)
            e->min = s;
        if (s > e->max)
            e->max = s;
    }
}

static int32_t check_masks(uint64_t a, uint64_t b)
{
    if ((a | b) & ~CRIB_DECK_MASK)
        return CRIB_EMASK;
    return (a & b) ? CRIB_EDUP : CRIB_OK;
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
    uint8_t unseen[52];
    int n_unseen = mask_ids(CRIB_DECK_MASK & ~(hand_mask | dead_mask), unseen);
    if (n_unseen == 0)
        return CRIB_ERANGE;
    uint8_t scores[52];
    crib_mask_score_starters(hand_mask, 0, scores);
    expect_start(out);
    add_starters(out, scores, unseen, n_unseen);
    expect_finish(out);
    return CRIB_OK;
}

/* Completes the crib with `need` more unseen cards, each beyond index `from`, in every way,
 * scoring each completed crib with every starter left. */
static void complete_crib(crib_expect *e, uint64_t crib, int need, int from,
                          const uint8_t *unseen, int n_unseen)
{
    if (need == 0) {
        uint8_t scores[52];
        crib_mask_score_starters(crib, CRIB_CRIB, scores);
        add_starters(e, scores, unseen, n_unseen);
        return;
    }
    for (int i = from; i <= n_unseen - need; i++)
        complete_crib(e, crib | CARD_BIT(unseen[i]), need - 1, i + 1, unseen, n_unseen);
}

int32_t crib_crib_expect(uint64_t discard_mask, uint64_t dead_mask, crib_expect *out)
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
    uint8_t unseen[52];
    int n_unseen = mask_ids(CRIB_DECK_MASK & ~(discard_mask | dead_mask), unseen);
    int need = 4 - known;
    if (n_unseen < need + 1)
        return CRIB_ERANGE;
    expect_start(out);
    complete_crib(out, discard_mask, need, 0, unseen, n_unseen);
    expect_finish(out);
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

int32_t crib_discard_analyze(const crib_card *dealt, size_t n, uint32_t flags,
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
        n_keeps += crib_popcount64(sub) == kept;
    if (cap < (size_t)n_keeps)
        return CRIB_ESPACE;

    int dealer = (flags & CRIB_DISCARD_DEALER) != 0;
    int k = 0;
    for (unsigned sub = 1; sub <= full; sub++) {
        if (crib_popcount64(sub) != kept)
            continue;
        crib_keep *kp = &keeps[k++];
        for (size_t i = 0; i < n; i++)
            if (sub & (1u << i))
                kp->keep |= CARD_BIT(dealt[i]);
        kp->discard = deal & ~kp->keep;
        crib_hand_expect(kp->keep, kp->discard, &kp->hand);
        crib_crib_expect(kp->discard, kp->keep, &kp->crib);
        kp->value = dealer ? kp->hand.mean + kp->crib.mean : kp->hand.mean - kp->crib.mean;
    }
    sort_keeps(keeps, n_keeps, dealer);
    return n_keeps;
}

int32_t crib_crib_table(crib_pair_value *table, size_t cap)
{
    if (table && cap > 0)
        memset(table, 0, cap * sizeof *table);
    if (!table)
        return CRIB_ENULL;
    if (cap < CRIB_CRIB_TABLE_SIZE)
        return CRIB_ESPACE;
    size_t i = 0;
    for (int r1 = 0; r1 < 13; r1++)
        for (int r2 = r1; r2 < 13; r2++)
            for (int suited = 0; suited <= (r1 < r2); suited++) {
                /* Suits are symmetric: clubs for the first card, clubs or diamonds for the
                 * second stand for every suited or unsuited choice. */
                uint64_t pair = CARD_BIT(r1 * 4 + CRIB_CLUBS) |
                                CARD_BIT(r2 * 4 + (suited ? CRIB_CLUBS : CRIB_DIAMONDS));
                crib_expect e;
                crib_crib_expect(pair, 0, &e);
                crib_pair_value *v = &table[i++];
                v->rank1 = (uint8_t)r1;
                v->rank2 = (uint8_t)r2;
                v->suited = (uint8_t)suited;
                v->sum = e.sum;
                v->mean = e.mean;
            }
    return (int32_t)i;
}
