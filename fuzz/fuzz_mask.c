/* SPDX-License-Identifier: MIT */
/* The mask functions on arbitrary masks and card arrays. Bytes: [0..7] a mask, [8] a
 * capacity (0..255), the rest a card array for crib_mask_from_cards. A mask with a bit
 * above 51 is CRIB_EMASK everywhere; otherwise crib_mask_to_cards lists its cards in
 * increasing order within the capacity, and crib_mask_from_cards gives the mask back. */
#include "fuzz.h"

#include <string.h>

#define SENTINEL 0xEE

static uint64_t read_mask(const uint8_t *b)
{
    uint64_t m = 0;
    for (int i = 7; i >= 0; i--)
        m = m << 8 | b[i];
    return m;
}

static int bits(uint64_t m)
{
    int n = 0;
    for (; m; m >>= 1)
        n += (int)(m & 1);
    return n;
}

static void check_to_cards(uint64_t mask, size_t cap)
{
    crib_card cards[256 + 1];
    memset(cards, SENTINEL, sizeof cards);
    int32_t rc = crib_mask_to_cards(mask, cards, cap);
    for (size_t i = cap; i < sizeof cards; i++)
        REQUIRE(cards[i] == SENTINEL);
    if (mask & ~CRIB_DECK_MASK) {
        REQUIRE(rc == CRIB_EMASK && crib_mask_count(mask) == CRIB_EMASK);
    } else if ((size_t)bits(mask) > cap) {
        REQUIRE(rc == CRIB_ESPACE && crib_mask_count(mask) == bits(mask));
    } else {
        REQUIRE(rc == bits(mask) && crib_mask_count(mask) == rc);
        for (int32_t i = 1; i < rc; i++)
            REQUIRE(cards[i - 1] < cards[i]);
        uint64_t back = ~mask;
        REQUIRE(crib_mask_from_cards(cards, (size_t)rc, &back) == CRIB_OK && back == mask);
        return;
    }
    for (size_t i = 0; i < cap; i++)
        REQUIRE(cards[i] == 0);
}

/* The documented result of crib_mask_from_cards, worked out card by card. */
static void check_from_cards(const crib_card *cards, size_t n)
{
    uint64_t want = 0;
    int32_t want_rc = CRIB_OK;
    for (size_t i = 0; i < n && want_rc == CRIB_OK; i++) {
        if (cards[i] >= CRIB_CARDS)
            want_rc = CRIB_ECARD;
        else if (want & (UINT64_C(1) << cards[i]))
            want_rc = CRIB_EDUP;
        else
            want |= UINT64_C(1) << cards[i];
    }
    uint64_t got = 1;
    REQUIRE(crib_mask_from_cards(cards, n, &got) == want_rc);
    REQUIRE(got == (want_rc == CRIB_OK ? want : 0));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 9)
        return 0;
    check_to_cards(read_mask(data), data[8]);
    check_from_cards(data + 9, size - 9);
    return 0;
}
