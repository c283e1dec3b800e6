/* SPDX-License-Identifier: MIT */
/* The discard analysis on arbitrary input, against the 1.0.0 analysis kept in
 * test/discard_reference.c. Bytes: [0..7] a known mask, [8..15] a dead mask, [16] flags,
 * the rest a deal. Under the random model crib_discard_expect_model() and
 * crib_discard_analyze() must give exactly what the reference gives, codes and zeroed
 * outputs included (five cards discarding one only checked for codes and order, as the
 * reference takes milliseconds there); under the optimal model, the same codes, and the
 * least and most of the random model. */
#include "discard_reference.h"
#include "fuzz.h"

#include <string.h>

#define OPTIMAL CRIB_DISCARD_MODEL_OPTIMAL

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
    for (; m; m &= m - 1)
        n++;
    return n;
}

static int zeroed(const void *p, size_t n)
{
    const uint8_t *b = p;
    for (size_t i = 0; i < n; i++)
        if (b[i])
            return 0;
    return 1;
}

static void check_expect(uint64_t known, uint64_t dead, uint32_t flags)
{
    crib_expect got, want;
    memset(&got, 0xAB, sizeof got);
    int32_t rc = crib_discard_expect_model(known, dead, flags, &got);
    if (flags & ~(CRIB_DISCARD_DEALER | OPTIMAL)) {
        REQUIRE(rc == CRIB_EFLAGS && zeroed(&got, sizeof got));
        return;
    }
    /* The reference takes up to 19,600 crib scorings with one known card: keep it short. */
    if (bits(known & CRIB_DECK_MASK) == 1 && bits(dead & CRIB_DECK_MASK) < 30)
        return;
    int32_t want_rc = ref_discard_expect(known, dead, &want);
    if (!(flags & OPTIMAL)) {
        REQUIRE(rc == want_rc && !memcmp(&got, &want, sizeof got));
        return;
    }
    if (want_rc == CRIB_OK && bits(known) != 2)
        want_rc = CRIB_ECOUNT;
    REQUIRE(rc == want_rc);
    if (rc != CRIB_OK) {
        REQUIRE(zeroed(&got, sizeof got));
        return;
    }
    REQUIRE(got.min == want.min && got.max == want.max && got.count >= want.count);
    REQUIRE(got.mean >= got.min && got.mean <= got.max && got.reserved == 0);
}

static void check_analyze(const crib_card *dealt, size_t n, uint32_t flags)
{
    crib_keep got[CRIB_DISCARD_MAX_KEEPS], want[CRIB_DISCARD_MAX_KEEPS];
    memset(got, 0xAB, sizeof got);
    int32_t rc = crib_discard_analyze(dealt, n, flags, got, CRIB_DISCARD_MAX_KEEPS);
    if (rc < 0) {
        REQUIRE(zeroed(got, sizeof got));
        /* The reference knows neither the flag nor its count rule. */
        if (!(flags & OPTIMAL))
            REQUIRE(ref_discard_analyze(dealt, n, flags, want, CRIB_DISCARD_MAX_KEEPS) == rc);
        return;
    }
    /* Best first (the values are compared exactly; as doubles they may differ in the last
     * bit). */
    for (int32_t i = 1; i < rc; i++)
        REQUIRE(got[i - 1].value >= got[i].value - 1e-9);
    if (n == 5 && !(flags & CRIB_DISCARD_FIVE_CARD))
        return;
    int32_t want_rc = ref_discard_analyze(dealt, n, flags & ~OPTIMAL, want, CRIB_DISCARD_MAX_KEEPS);
    REQUIRE(want_rc == rc);
    if (!(flags & OPTIMAL)) {
        REQUIRE(!memcmp(got, want, (size_t)rc * sizeof got[0]));
        return;
    }
    for (int32_t i = 0; i < rc; i++)
        for (int32_t k = 0; k < rc; k++)
            if (want[k].keep == got[i].keep)
                REQUIRE(!memcmp(&got[i].hand, &want[k].hand, sizeof got[i].hand) &&
                        got[i].crib.min == want[k].crib.min && got[i].crib.max == want[k].crib.max);
}

/* The crib table under a model: the documented codes in their order, the buffer zeroed
 * on error; without the optimal model exactly crib_discard_table(); with it, pairs in the
 * same order and reserved bytes 0. */
static void check_table(uint32_t flags, size_t cap)
{
    /* Room for every cap the bytes give (up to 199), past the table's size. */
    static crib_pair_value got[200], plain[CRIB_DISCARD_TABLE_SIZE];
    memset(got, 0xAB, sizeof got);
    int32_t rc = crib_discard_table_model(flags, got, cap);
    REQUIRE(crib_discard_table_model(flags, NULL, cap) == CRIB_ENULL);
    int32_t want = (flags & ~(CRIB_DISCARD_DEALER | OPTIMAL)) ? CRIB_EFLAGS
                   : cap < CRIB_DISCARD_TABLE_SIZE            ? CRIB_ESPACE
                                                              : CRIB_DISCARD_TABLE_SIZE;
    REQUIRE(rc == want);
    if (rc < 0) {
        REQUIRE(zeroed(got, cap * sizeof got[0]));
        return;
    }
    REQUIRE(crib_discard_table(plain, CRIB_DISCARD_TABLE_SIZE) == CRIB_DISCARD_TABLE_SIZE);
    if (!(flags & OPTIMAL)) {
        REQUIRE(!memcmp(got, plain, sizeof plain));
        return;
    }
    for (size_t i = 0; i < CRIB_DISCARD_TABLE_SIZE; i++)
        REQUIRE(got[i].rank1 == plain[i].rank1 && got[i].rank2 == plain[i].rank2 &&
                got[i].suited == plain[i].suited &&
                zeroed(got[i].reserved, sizeof got[i].reserved));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 17)
        return 0;
    uint32_t flags = data[16];
    check_expect(read_mask(data), read_mask(data + 8), flags & 0x0F);
    check_table(flags & 0x0F, data[0] < 200 ? data[0] : CRIB_DISCARD_TABLE_SIZE);
    if (size - 17 <= 7)
        check_analyze(data + 17, size - 17, flags >> 4);
    return 0;
}
