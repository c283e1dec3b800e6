/* The fast evaluator: a hand as a card mask, scored from tables instead of by enumeration.
 *
 * Fifteens, pairs and runs depend only on the ranks, so they come from one table entry
 * (see tools/gen_tables.c); the flush and nobs depend only on suits and are worked out
 * from the card ids. Scoring every starter reuses the hand's row of that table. */
#include "internal.h"
#include "fast_tables.h"

#include <string.h>

/* A hand read off its mask: its cards in increasing id order, hence increasing rank. */
typedef struct fast_hand {
    unsigned card[4];
    unsigned n;
    unsigned row;      /* index in k_rank_points of the entry for a starter of rank 0 */
    unsigned suited;   /* nonzero when every hand card has the same suit */
} fast_hand;

/* The checks of crib_hand_score(), in its order: the number of cards, the flags, the
 * starter (when there is one), the hand's cards (bits above 51 stand for invalid ids), and
 * last the starter inside the hand. CRIB_OK when all pass. */
static int32_t input_error(uint64_t hand_mask, int has_starter, crib_card starter,
                           uint32_t flags)
{
    int n = crib_popcount64(hand_mask);
    if ((n != 3 && n != 4) || (n == 3 && (flags & CRIB_CRIB)))
        return CRIB_ECOUNT;
    if (flags & ~CRIB_CRIB)
        return CRIB_EFLAGS;
    if (has_starter && starter >= CRIB_CARDS)
        return CRIB_ECARD;
    if (hand_mask & ~CRIB_DECK_MASK)
        return CRIB_EMASK;
    if (has_starter && (hand_mask & CARD_BIT(starter)))
        return CRIB_EDUP;
    return CRIB_OK;
}

static int hand_is_valid(uint64_t hand_mask, uint32_t flags)
{
    int n = crib_popcount64(hand_mask);
    return !(hand_mask & ~CRIB_DECK_MASK) && !(flags & ~CRIB_CRIB) &&
           (n == 4 || (n == 3 && !(flags & CRIB_CRIB)));
}

/* Only for a mask that hand_is_valid() accepts. */
static void hand_read(uint64_t hand_mask, fast_hand *h)
{
    uint64_t m = hand_mask;
    unsigned all_or = 0, all_and = 3;
    h->n = 0;
    h->row = 0;
    while (m) {
        unsigned c = (unsigned)crib_ctz64(m);
        m &= m - 1;
        h->card[h->n] = c;
        h->row += k_row_start[h->n][c];
        all_or |= c;
        all_and &= c;
        h->n++;
    }
    if (h->n == 3)
        h->row += FAST_ROWS_OF_3;
    h->suited = ((all_or ^ all_and) & 3) == 0;
}

/* Flush and nobs for a starter of the given suit. */
static unsigned suit_points(const fast_hand *h, uint64_t hand_mask, unsigned suit,
                            uint32_t flags)
{
    unsigned points = (unsigned)(hand_mask >> (4 * CRIB_JACK + suit)) & 1;
    if (h->suited) {
        unsigned match = (h->card[0] & 3) == suit;
        points += (flags & CRIB_CRIB) ? 5 * match : h->n + match;
    }
    return points;
}

int32_t crib_mask_score(uint64_t hand_mask, crib_card starter, uint32_t flags)
{
    if (!hand_is_valid(hand_mask, flags) || starter >= CRIB_CARDS ||
        (hand_mask & CARD_BIT(starter)))
        return input_error(hand_mask, 1, starter, flags);
    fast_hand h;
    hand_read(hand_mask, &h);
    return (int32_t)(k_rank_points[h.row + (unsigned)CARD_RANK(starter)] +
                     suit_points(&h, hand_mask, (unsigned)CARD_SUIT(starter), flags));
}

int32_t crib_mask_score_starters(uint64_t hand_mask, uint32_t flags, uint8_t scores[52])
{
    if (!scores)
        return CRIB_ENULL;
    if (!hand_is_valid(hand_mask, flags)) {
        memset(scores, 0, CRIB_CARDS);
        return input_error(hand_mask, 0, 0, flags);
    }
    fast_hand h;
    hand_read(hand_mask, &h);

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
        memcpy(scores + 4 * r, &word, sizeof word);
    }
    for (unsigned i = 0; i < h.n; i++)
        scores[h.card[i]] = 255;
    return (int32_t)(CRIB_CARDS - h.n);
}
