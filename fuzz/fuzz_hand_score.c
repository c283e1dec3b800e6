/* SPDX-License-Identifier: MIT */
/* crib_hand_score and crib_score_format on arbitrary input.
 *
 * Bytes: [0] the count n (bits 0-2, so 0..7) and a NULL hand (bit 7); [1] the starter and
 * [2..5] the hand, any id 0..255; [6] the flags (0..3, so unknown bit 1 shows up);
 * [7] a text capacity; the rest edits the score for crib_score_format (see check_edited).
 *
 * The library must return exactly the documented error, in the documented order, for bad
 * input, and the reference scorer's total for good input, with an itemised score that adds
 * up, whose items name the hand's cards, and that announces itself. Any structure at all
 * given to crib_score_format must be announced or refused with CRIB_ERANGE. */
#include "fuzz.h"
#include "reference.h"

#include <string.h>

typedef struct input {
    const crib_card *hand; /* NULL when bit 7 of byte 0 is set */
    size_t n;
    crib_card starter;
    uint32_t flags;
} input;

/* The documented outcome: the first error in the order the header lists them, else 0. */
static int32_t expected_error(const input *in)
{
    if (!in->hand)
        return CRIB_ENULL;
    if ((in->n != 3 && in->n != 4) || (in->n == 3 && (in->flags & CRIB_SCORE_CRIB)))
        return CRIB_ECOUNT;
    if (in->flags & ~CRIB_SCORE_CRIB)
        return CRIB_EFLAGS;
    if (in->starter >= CRIB_CARDS)
        return CRIB_ECARD;
    for (size_t i = 0; i < in->n; i++)
        if (in->hand[i] >= CRIB_CARDS)
            return CRIB_ECARD;
    uint64_t seen = UINT64_C(1) << in->starter;
    for (size_t i = 0; i < in->n; i++) {
        if (seen & (UINT64_C(1) << in->hand[i]))
            return CRIB_EDUP;
        seen |= UINT64_C(1) << in->hand[i];
    }
    return CRIB_OK;
}

static int all_zero(const void *p, size_t size)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < size; i++)
        if (b[i])
            return 0;
    return 1;
}

/* The cards an item's positions name. */
static uint64_t position_cards(const input *in, uint8_t positions)
{
    uint64_t cards = 0;
    for (size_t i = 0; i < in->n; i++)
        if (positions & (1u << i))
            cards |= UINT64_C(1) << in->hand[i];
    if (positions & (1u << CRIB_POS_STARTER))
        cards |= UINT64_C(1) << in->starter;
    return cards;
}

static void check_items(const input *in, const crib_score *s)
{
    uint32_t by_kind[6] = {0}, sum = 0;
    REQUIRE(s->n_items <= CRIB_SCORE_MAX_ITEMS && s->reserved == 0);
    for (uint32_t i = 0; i < s->n_items; i++) {
        const crib_item *it = &s->items[i];
        REQUIRE(it->kind >= CRIB_ITEM_FIFTEEN && it->kind <= CRIB_ITEM_NOBS);
        REQUIRE(it->cards == position_cards(in, it->positions));
        REQUIRE(crib_mask_count(it->cards) == it->size);
        by_kind[it->kind] += it->points;
        sum += it->points;
    }
    REQUIRE(sum == s->total);
    REQUIRE(by_kind[CRIB_ITEM_FIFTEEN] == s->fifteens && by_kind[CRIB_ITEM_RUN] == s->runs &&
            by_kind[CRIB_ITEM_PAIR] == s->pairs && by_kind[CRIB_ITEM_FLUSH] == s->flush &&
            by_kind[CRIB_ITEM_NOBS] == s->nobs);
    for (uint32_t i = s->n_items; i < CRIB_SCORE_MAX_ITEMS; i++)
        REQUIRE(all_zero(&s->items[i], sizeof s->items[i]));
}

/* The announcement fits in 400 characters, and a smaller buffer gets its first part. */
static void check_announcement(const crib_score *s, size_t cap)
{
    char full[400], cut[256];
    int32_t len = crib_score_format(s, full, sizeof full);
    REQUIRE(len > 0 && (size_t)len < sizeof full && (size_t)len == strlen(full));
    REQUIRE(crib_score_format(s, cut, cap) == len);
    if (cap > 0)
        REQUIRE(strlen(cut) == (cap <= (size_t)len ? cap - 1 : (size_t)len) &&
                strncmp(cut, full, strlen(cut)) == 0);
    REQUIRE(crib_score_format(s, NULL, 0) == len);
}

/* Any bytes edited into a score: announced or refused, never a crash or an overrun.
 * Each edit is three bytes: an offset (two bytes, little-endian) and a value. */
static void check_edited(const crib_score *base, const uint8_t *edits, size_t n_edits)
{
    crib_score s = *base;
    unsigned char *bytes = (unsigned char *)&s;
    for (size_t i = 0; i + 2 < n_edits; i += 3)
        bytes[(edits[i] | (size_t)edits[i + 1] << 8) % sizeof s] = edits[i + 2];
    char buf[1024];
    int32_t len = crib_score_format(&s, buf, sizeof buf);
    REQUIRE(len == CRIB_ERANGE || (len >= 0 && (size_t)len == strlen(buf)));
    if (len < 0)
        REQUIRE(buf[0] == '\0');
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 8)
        return 0;
    crib_card cards[8] = {0};
    memcpy(cards, data + 2, 4);
    input in = {(data[0] & 0x80) ? NULL : cards, data[0] & 7u, data[1], data[6] & 3u};
    crib_score s;
    memset(&s, 0xA5, sizeof s);
    int32_t rc = crib_hand_score(in.hand, in.n, in.starter, in.flags, &s);
    REQUIRE(rc == crib_hand_score(in.hand, in.n, in.starter, in.flags, NULL));
    int32_t want = expected_error(&in);
    if (want != CRIB_OK) {
        REQUIRE(rc == want && all_zero(&s, sizeof s));
    } else {
        REQUIRE(rc ==
                ref_hand_score(in.hand, (int)in.n, in.starter, (int)(in.flags & CRIB_SCORE_CRIB)));
        check_items(&in, &s);
        check_announcement(&s, data[7]);
    }
    check_edited(&s, data + 8, size - 8);
    return 0;
}
