/* SPDX-License-Identifier: MIT */
/* crib_peg_score on arbitrary piles: each byte is a card id, valid or not. The code must be
 * the documented one in the documented order (CRIB_ECOUNT, CRIB_ECARD, CRIB_EDUP,
 * CRIB_EOVER31), the out-structure zeroed on error; a valid pile must score what the
 * separate reference scorer (test/peg_reference.c) gives, with items that add up. */
#include "fuzz.h"
#include "peg_reference.h"

#include <string.h>

static int32_t expected_code(const crib_card *pile, size_t n)
{
    if (n == 0)
        return CRIB_ECOUNT;
    for (size_t i = 0; i < n; i++)
        if (pile[i] >= CRIB_CARDS)
            return CRIB_ECARD;
    uint64_t seen = 0;
    int count = 0;
    for (size_t i = 0; i < n; i++) {
        if (seen & (UINT64_C(1) << pile[i]))
            return CRIB_EDUP;
        seen |= UINT64_C(1) << pile[i];
        count += ref_card_value(pile[i]);
    }
    return count > 31 ? CRIB_EOVER31 : CRIB_OK;
}

static int all_zero(const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        if (b[i])
            return 0;
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const crib_card *pile = data;
    crib_peg peg;
    memset(&peg, 0xAB, sizeof peg);
    int32_t rc = crib_peg_score(pile, size, &peg);
    int32_t want = expected_code(pile, size);
    REQUIRE(crib_peg_score(pile, size, NULL) == rc);
    if (want != CRIB_OK) {
        REQUIRE(rc == want && all_zero(&peg, sizeof peg));
        return 0;
    }
    REQUIRE(rc == ref_peg_points(pile, (int)size) && peg.total == (uint32_t)rc);
    REQUIRE(peg.fifteen + peg.thirty_one + peg.pairs + peg.run + peg.go == peg.total);
    REQUIRE(peg.go == 0 && peg.n_items <= CRIB_PEG_MAX_ITEMS);
    uint32_t sum = 0, count = 0;
    for (size_t i = 0; i < size; i++)
        count += (uint32_t)ref_card_value(pile[i]);
    REQUIRE(peg.count == count);
    for (uint32_t i = 0; i < peg.n_items; i++) {
        /* Every item is a tail of the pile that ends with the card scored. */
        REQUIRE(peg.items[i].cards & (UINT64_C(1) << pile[size - 1]));
        REQUIRE(peg.items[i].size >= 1 && peg.items[i].size <= size);
        sum += peg.items[i].points;
    }
    REQUIRE(sum == peg.total);
    return 0;
}
