/* SPDX-License-Identifier: MIT */
/* The fast evaluator: a hand as a card mask, scored from tables instead of by enumeration.
 *
 * Fifteens, pairs and runs depend only on the ranks, so they come from one table entry
 * (see tools/gen_tables.c); the flush and nobs depend only on suits and are worked out
 * from the card ids. Scoring every starter reuses the hand's row of that table.
 *
 * The number of cards is found by clearing the lowest bits one by one rather than by a
 * population count, which without -mpopcnt is a library call; the cleared masks also give
 * the cards, lowest first. */
#include "fast.h"
#include "bits.h"
#include "gen/fast_tables.h"

#include <string.h>

/* The tables, for the crib counts of discard analysis (crib_count.c), which score rank
 * multisets without cards. */
const uint8_t *const crib_rank_points = k_rank_points;
const uint16_t (*const crib_row_start)[52] = k_row_start;
const uint8_t (*const crib_row_range)[2] = k_row_range;

/* A hand read off its mask: its cards in increasing id order, hence increasing rank. */
typedef struct fast_hand {
    unsigned card[4];
    unsigned n;
    unsigned row;    /* index in k_rank_points of the entry for a starter of rank 0 */
    unsigned suited; /* 1 when every hand card has the same suit */
} fast_hand;

/* The mask less its lowest set bit. */
static inline uint64_t drop_lowest(uint64_t mask)
{
    return mask & (mask - 1);
}

/* 4 or 3 when the mask has that many bits set (bits above 51 included), else 0. */
static inline unsigned three_or_four(uint64_t mask)
{
    uint64_t rest = drop_lowest(drop_lowest(mask));
    if (!rest || drop_lowest(drop_lowest(rest)))
        return 0;
    return drop_lowest(rest) ? 4 : 3;
}

/* The checks of crib_hand_score(), in its order: the number of cards, the flags, the
 * starter (when there is one), the hand's cards (bits above 51 stand for invalid ids), and
 * last the starter inside the hand. CRIB_OK when all pass. */
static int32_t input_error(uint64_t hand_mask, int has_starter, crib_card starter, uint32_t flags)
{
    unsigned n = three_or_four(hand_mask);
    if (!n || (n == 3 && (flags & CRIB_SCORE_CRIB)))
        return CRIB_ECOUNT;
    if (flags & ~CRIB_SCORE_CRIB)
        return CRIB_EFLAGS;
    if (has_starter && starter >= CRIB_CARDS)
        return CRIB_ECARD;
    if (hand_mask & ~CRIB_DECK_MASK)
        return CRIB_EMASK;
    if (has_starter && (hand_mask & CARD_BIT(starter)))
        return CRIB_EDUP;
    return CRIB_OK;
}

/* The number of cards of a hand that passes every check but the starter's, else 0. */
static inline unsigned valid_hand_size(uint64_t hand_mask, uint32_t flags)
{
    unsigned n = three_or_four(hand_mask);
    if ((hand_mask & ~CRIB_DECK_MASK) || flags > CRIB_SCORE_CRIB || (n == 3 && flags))
        return 0;
    return n;
}

/* The cards of one suit: bit 4r + suit for every rank r. */
#define SUIT_MASK(suit) (UINT64_C(0x0001111111111111) << (suit))

/* 1 when every card of the hand has the suit of its card first_card. */
static inline unsigned is_suited(uint64_t hand_mask, unsigned first_card)
{
    return !(hand_mask & ~SUIT_MASK(first_card & 3));
}

/* A hand flush is n, n + 1 with the starter; a crib flush (n is 4) needs the starter. */
static inline unsigned flush_points(unsigned suited, unsigned match, unsigned n, uint32_t flags)
{
    return suited * (match + ((flags & CRIB_SCORE_CRIB) ? 4 * match : n));
}

/* 1 when the hand holds the jack of the starter's suit. */
static inline unsigned nobs_point(uint64_t hand_mask, unsigned starter_suit)
{
    return (unsigned)(hand_mask >> (4 * CRIB_JACK + starter_suit)) & 1;
}

/* Only for a hand of n cards that valid_hand_size() accepts. */
static inline void hand_read(uint64_t hand_mask, unsigned n, fast_hand *h)
{
    uint64_t m1 = drop_lowest(hand_mask), m2 = drop_lowest(m1);
    unsigned c0 = (unsigned)crib_ctz64(hand_mask), c1 = (unsigned)crib_ctz64(m1),
             c2 = (unsigned)crib_ctz64(m2);
    unsigned c3 = n == 4 ? (unsigned)crib_ctz64(drop_lowest(m2)) : 0;
    h->card[0] = c0;
    h->card[1] = c1;
    h->card[2] = c2;
    h->card[3] = c3;
    h->n = n;
    h->row = (unsigned)k_row_start[0][c0] + k_row_start[1][c1] + k_row_start[2][c2] +
             (n == 4 ? k_row_start[3][c3] : FAST_ROWS_OF_3);
    h->suited = is_suited(hand_mask, c0);
}

/* Flush and nobs for a starter of the given suit. */
static inline unsigned suit_points(const fast_hand *h, uint64_t hand_mask, unsigned suit,
                                   uint32_t flags)
{
    unsigned match = (h->card[0] & 3) == suit;
    return flush_points(h->suited, match, h->n, flags) + nobs_point(hand_mask, suit);
}

/* Kept out of line so that the fast path of crib_mask_score() needs no saved registers. */
#if defined(__GNUC__) || defined(__clang__)
#define FAST_COLD __attribute__((noinline, cold))
#else
#define FAST_COLD
#endif

/* Every hand that the fast path of crib_mask_score() leaves: 3 cards, and every error. */
static FAST_COLD int32_t score_other(uint64_t hand_mask, crib_card starter, uint32_t flags)
{
    unsigned n = valid_hand_size(hand_mask, flags);
    if (!n || starter >= CRIB_CARDS || (hand_mask & CARD_BIT(starter)))
        return input_error(hand_mask, 1, starter, flags);
    fast_hand h;
    hand_read(hand_mask, n, &h);
    return (int32_t)(k_rank_points[h.row + (unsigned)CARD_RANK(starter)] +
                     suit_points(&h, hand_mask, (unsigned)CARD_SUIT(starter), flags));
}

int32_t crib_mask_score(uint64_t hand_mask, crib_card starter, uint32_t flags)
{
    /* The common case, 4 valid cards and a valid starter not among them, in one test.
     * m3 is then a single bit, as x ^ (x - 1) > x - 1 holds only for a power of two.
     * A starter above 63 is caught by starter >> 6, one from 52 to 63 by the shifted
     * ~CRIB_DECK_MASK. */
    uint64_t m1 = drop_lowest(hand_mask), m2 = drop_lowest(m1), m3 = drop_lowest(m2);
    uint64_t outside = ~CRIB_DECK_MASK;
    uint64_t other = (hand_mask & outside) | ((m3 ^ (m3 - 1)) <= m3 - 1) | (flags >> 1) |
                     (starter >> 6) | (((hand_mask | outside) >> (starter & 63)) & 1);
    /* cppcheck-suppress knownConditionTrueFalse ; false for every 4 valid cards with a valid
     * starter outside them (all 12,994,800 in the tests): cppcheck misreads the bit tests */
    if (other)
        return score_other(hand_mask, starter, flags);
    unsigned c0 = (unsigned)crib_ctz64(hand_mask), c1 = (unsigned)crib_ctz64(m1),
             c2 = (unsigned)crib_ctz64(m2), c3 = (unsigned)crib_ctz64(m3);
    unsigned row = (unsigned)k_row_start[0][c0] + k_row_start[1][c1] + k_row_start[2][c2] +
                   k_row_start[3][c3] + (unsigned)CARD_RANK(starter);
    unsigned suit = (unsigned)CARD_SUIT(starter);
    unsigned match = (c0 & 3) == suit;
    return (int32_t)(k_rank_points[row] + flush_points(is_suited(hand_mask, c0), match, 4, flags) +
                     nobs_point(hand_mask, suit));
}

int32_t crib_mask_score_starters(uint64_t hand_mask, uint32_t flags, uint8_t scores[52])
{
    if (!scores)
        return CRIB_ENULL;
    unsigned n = valid_hand_size(hand_mask, flags);
    if (!n) {
        memset(scores, 0, CRIB_CARDS);
        return input_error(hand_mask, 0, 0, flags);
    }
    fast_hand h;
    hand_read(hand_mask, n, &h);

    /* The four suits' flush and nobs as four bytes: a rank's four scores are then its
     * row entry copied into each byte plus these, as no byte ever carries. */
    uint8_t by_suit[4];
    for (unsigned s = 0; s < 4; s++)
        by_suit[s] = (uint8_t)suit_points(&h, hand_mask, s, flags);
    uint32_t suit_word;
    memcpy(&suit_word, by_suit, sizeof suit_word);
    const uint8_t *row = &k_rank_points[h.row];
    for (unsigned r = 0; r < 13; r++) {
        uint32_t word = row[r] * UINT32_C(0x01010101) + suit_word;
        memcpy(scores + 4 * (size_t)r, &word, sizeof word);
    }
    for (unsigned i = 0; i < n; i++)
        scores[h.card[i]] = CRIB_NOT_A_STARTER;
    return (int32_t)(CRIB_CARDS - n);
}

/* The checks the two batch functions share; *failed starts at n (no hand refused). */
static int32_t batch_check(const void *in, const void *in2, const uint8_t *scores, size_t n,
                           size_t max, size_t *failed)
{
    if (failed)
        *failed = n;
    if (n > 0 && (!in || !in2 || !scores))
        return CRIB_ENULL;
    return n > max ? CRIB_ERANGE : CRIB_OK;
}

/* A batch that refused hand i with code rc: outputs zeroed over their whole length. */
static int32_t batch_fail(int32_t rc, size_t i, uint8_t *scores, size_t bytes, size_t *failed)
{
    if (scores && bytes)
        memset(scores, 0, bytes);
    if (failed)
        *failed = i;
    return rc;
}

int32_t crib_mask_score_many(const uint64_t *hand_masks, const crib_card *starters, size_t n,
                             uint32_t flags, uint8_t *scores, size_t *failed)
{
    int32_t rc = batch_check(hand_masks, starters, scores, n, INT32_MAX, failed);
    if (rc != CRIB_OK) {
        if (scores && n <= INT32_MAX)
            memset(scores, 0, n);
        return rc;
    }
    for (size_t i = 0; i < n; i++) {
        rc = crib_mask_score(hand_masks[i], starters[i], flags);
        if (rc < 0)
            return batch_fail(rc, i, scores, n, failed);
        scores[i] = (uint8_t)rc;
    }
    return (int32_t)n;
}

int32_t crib_mask_score_starters_many(const uint64_t *hand_masks, size_t n, uint32_t flags,
                                      uint8_t *scores, size_t *failed)
{
    size_t max = INT32_MAX / CRIB_CARDS;
    int32_t rc = batch_check(hand_masks, hand_masks, scores, n, max, failed);
    if (rc != CRIB_OK) {
        if (scores && n <= max)
            memset(scores, 0, n * CRIB_CARDS);
        return rc;
    }
    for (size_t i = 0; i < n; i++) {
        rc = crib_mask_score_starters(hand_masks[i], flags, scores + i * CRIB_CARDS);
        if (rc < 0)
            return batch_fail(rc, i, scores, n * CRIB_CARDS, failed);
    }
    return (int32_t)n;
}
