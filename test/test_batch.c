/* SPDX-License-Identifier: MIT */
/* The batch functions of the fast evaluator against their single calls: the same scores
 * for many random hands and cribs, the first refused hand reported with its code and
 * index, and every output zeroed on error. */
#include "crib.h"
#include "harness.h"
#include "helpers.h"

#include <string.h>

#define N 20000

/* A random hand of `size` cards and a starter outside it. */
static uint64_t random_hand(uint64_t *seed, int size, crib_card *starter)
{
    uint64_t mask = 0;
    while (crib_mask_count(mask) < size + 1)
        mask |= UINT64_C(1) << (next_random(seed) % 52);
    int c = 0;
    while (!(mask >> c & 1))
        c++;
    *starter = (crib_card)c;
    return mask & ~(UINT64_C(1) << c);
}

static uint64_t masks[N];
static crib_card starters[N];
static uint8_t scores[N * 52];

static void test_many(void)
{
    uint64_t seed = 3;
    for (uint32_t flags = 0; flags <= CRIB_SCORE_CRIB; flags++) {
        for (int i = 0; i < N; i++)
            masks[i] = random_hand(&seed, flags || i % 3 ? 4 : 3, &starters[i]);
        size_t failed = 7;
        int32_t rc = crib_mask_score_many(masks, starters, N, flags, scores, &failed);
        const char *what = flags ? "cribs" : "hands of 4 and 3";
        int first_bad = -1;
        for (int i = 0; i < N && first_bad < 0; i++)
            if (scores[i] != crib_mask_score(masks[i], starters[i], flags))
                first_bad = i;
        CHECK(rc == N && failed == N && first_bad < 0,
              "crib_mask_score_many: %d %s, each as crib_mask_score scores it (first "
              "difference at %d)",
              N, what, first_bad);

        rc = crib_mask_score_starters_many(masks, N, flags, scores, &failed);
        first_bad = -1;
        for (int i = 0; i < N && first_bad < 0; i++) {
            uint8_t one[52];
            MUST(crib_mask_score_starters(masks[i], flags, one));
            if (memcmp(one, scores + 52 * i, 52) != 0)
                first_bad = i;
        }
        CHECK(rc == N && failed == N && first_bad < 0,
              "crib_mask_score_starters_many: %d %s, each as crib_mask_score_starters "
              "(first difference at %d)",
              N, what, first_bad);
    }
}

static void test_errors(void)
{
    uint64_t seed = 9;
    for (int i = 0; i < 10; i++)
        masks[i] = random_hand(&seed, 4, &starters[i]);
    masks[6] |= UINT64_C(1) << 60;
    masks[8] = 0;
    size_t failed = 0;
    memset(scores, 0xAA, 10 * 52);
    int32_t rc = crib_mask_score_many(masks, starters, 10, 0, scores, &failed);
    int zero = 1;
    for (int i = 0; i < 10; i++)
        zero &= scores[i] == 0;
    CHECK(rc == crib_mask_score(masks[6], starters[6], 0) && rc < 0 && failed == 6 && zero,
          "the first refused hand's code (%d) and index (%zu); the scores zeroed", (int)rc, failed);
    memset(scores, 0xAA, 10 * 52);
    rc = crib_mask_score_starters_many(masks, 10, 0, scores, &failed);
    zero = 1;
    for (int i = 0; i < 10 * 52; i++)
        zero &= scores[i] == 0;
    uint8_t one[52];
    CHECK(rc == crib_mask_score_starters(masks[6], 0, one) && failed == 6 && zero,
          "with every starter: the same code and index, all 520 bytes zeroed");
    masks[6] &= CRIB_DECK_MASK;
    starters[2] = 52;
    CHECK(crib_mask_score_many(masks, starters, 10, 0, scores, &failed) == CRIB_ECARD &&
              failed == 2,
          "a bad starter refuses its hand");
    CHECK_EQ(crib_mask_score_many(masks, starters, 3, 2, scores, NULL), CRIB_EFLAGS,
             "unknown flags; failed may be NULL");
    CHECK(crib_mask_score_many(NULL, starters, 3, 0, scores, &failed) == CRIB_ENULL && failed == 3,
          "NULL hands: CRIB_ENULL, failed says none was scored as refused");
    CHECK_EQ(crib_mask_score_many(NULL, NULL, 0, 0, NULL, &failed), 0,
             "no hands: 0, NULL arrays allowed");
    CHECK_EQ(crib_mask_score_starters_many(masks, (size_t)INT32_MAX / 52 + 1, 0, NULL, NULL),
             CRIB_ENULL, "NULL scores");
    CHECK_EQ(crib_mask_score_starters_many(masks, (size_t)INT32_MAX / 52 + 1, 0, scores, NULL),
             CRIB_ERANGE, "more hands than the return value can count");
}

int main(void)
{
    test_many();
    test_errors();
    return harness_done();
}
