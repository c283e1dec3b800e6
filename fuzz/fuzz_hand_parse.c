/* SPDX-License-Identifier: MIT */
/* crib_hand_parse on arbitrary text with a capacity taken from the first byte: the result
 * is a count within the capacity or a documented error; nothing is written past the
 * capacity; on error the capacity is zeroed; on success the cards are valid and distinct,
 * and crib_hand_format then crib_hand_parse gives them back. */
#include "fuzz.h"

#include <string.h>

#define SENTINEL 0xEE /* not a card, so a stray write shows */

static void check_round_trip(const crib_card *cards, size_t n)
{
    uint64_t mask;
    REQUIRE(crib_mask_from_cards(cards, n, &mask) == CRIB_OK); /* valid and distinct */
    char text[256 * 4];
    int32_t len = crib_hand_format(cards, n, text, sizeof text);
    REQUIRE(len >= 0 && (size_t)len == strlen(text));
    crib_card back[256];
    REQUIRE(crib_hand_parse(text, back, n) == (int32_t)n);
    REQUIRE(memcmp(back, cards, n) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    size_t cap = data[0];
    char *text = fuzz_string(data + 1, size - 1);
    crib_card cards[256 + 1];
    memset(cards, SENTINEL, sizeof cards);
    int32_t rc = crib_hand_parse(text, cards, cap);
    for (size_t i = cap; i < sizeof cards; i++)
        REQUIRE(cards[i] == SENTINEL);
    if (rc >= 0) {
        REQUIRE((size_t)rc <= cap && rc <= CRIB_CARDS);
        check_round_trip(cards, (size_t)rc);
    } else {
        REQUIRE(rc == CRIB_EPARSE || rc == CRIB_EDUP || rc == CRIB_ESPACE);
        for (size_t i = 0; i < cap; i++)
            REQUIRE(cards[i] == 0);
    }
    free(text);
    return 0;
}
