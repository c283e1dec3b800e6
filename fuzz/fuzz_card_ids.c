/* SPDX-License-Identifier: MIT */
/* The functions that take a bare number: crib_card_make on any rank and suit, the card
 * accessors and crib_starter_heels on any id, crib_strerror on any code. Bytes: [0..3]
 * the rank, [4..7] the suit, [8..11] an error code, all int32 little-endian; [12] an id. */
#include "fuzz.h"

#include <string.h>

static int32_t read_i32(const uint8_t *b)
{
    uint32_t u = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
    int32_t v;
    memcpy(&v, &u, sizeof v);
    return v;
}

static void check_make(int32_t rank, int32_t suit)
{
    int32_t card = crib_card_make(rank, suit);
    if (rank < 0 || rank > CRIB_KING || suit < 0 || suit > CRIB_SPADES) {
        REQUIRE(card == CRIB_ERANGE);
        return;
    }
    REQUIRE(card >= 0 && card < CRIB_CARDS);
    REQUIRE(crib_card_rank((crib_card)card) == rank && crib_card_suit((crib_card)card) == suit);
}

static void check_id(crib_card card)
{
    if (card >= CRIB_CARDS) {
        REQUIRE(crib_card_rank(card) == CRIB_ECARD && crib_card_suit(card) == CRIB_ECARD &&
                crib_card_value(card) == CRIB_ECARD && crib_starter_heels(card) == CRIB_ECARD);
        return;
    }
    int32_t rank = crib_card_rank(card);
    REQUIRE(crib_card_make(rank, crib_card_suit(card)) == card);
    REQUIRE(crib_card_value(card) == (rank < 10 ? rank + 1 : 10));
    REQUIRE(crib_starter_heels(card) == (rank == CRIB_JACK ? 2 : 0));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 13)
        return 0;
    check_make(read_i32(data), read_i32(data + 4));
    const char *said = crib_strerror(read_i32(data + 8));
    REQUIRE(said != NULL && strlen(said) > 0);
    check_id(data[12]);
    return 0;
}
