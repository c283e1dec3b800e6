/* SPDX-License-Identifier: MIT */
/* The discard analysis counts its cribs by rank multisets (src/crib_count.c). Here every
 * keep of thousands of random deals, and thousands of crib expectations with random known
 * and dead cards, are compared whole (sum, count, least, most, mean, value, order) with the
 * plain analysis in test/discard_reference.c, which shows every completion with every
 * starter, scored from the test folder's reference scorer. */
#include "crib.h"
#include "discard_reference.h"
#include "harness.h"
#include "helpers.h"

#include <string.h>

#define SIX_CARD_DEALS 2000
#define FIVE_CARD_GAME_DEALS 1000
#define DISCARD_ONE_DEALS 60
#define EXPECTS 3000

static uint64_t g_state = UINT64_C(0x243F6A8885A308D3);

/* n distinct random cards, none in `avoid`; their mask. */
static uint64_t random_cards(crib_card *cards, int n, uint64_t avoid)
{
    uint64_t used = avoid, got = 0;
    for (int k = 0; k < n;) {
        crib_card c = (crib_card)(xorshift64(&g_state) % CRIB_CARDS);
        if ((used >> c) & 1)
            continue;
        used |= UINT64_C(1) << c;
        got |= UINT64_C(1) << c;
        if (cards)
            cards[k] = c;
        k++;
    }
    return got;
}

/* Deals of n cards with the flags, each analysed both ways; 1 when all agree whole. */
static int same_analyses(int deals, size_t n, uint32_t flags, int *keeps_seen)
{
    int same = 1;
    for (int d = 0; d < deals; d++) {
        crib_card dealt[6];
        random_cards(dealt, (int)n, 0);
        crib_keep got[CRIB_DISCARD_MAX_KEEPS], want[CRIB_DISCARD_MAX_KEEPS];
        memset(got, 0, sizeof got);
        memset(want, 0, sizeof want);
        uint32_t role = (d & 1) ? CRIB_DISCARD_DEALER : 0u;
        int32_t a = crib_discard_analyze(dealt, n, flags | role, got, CRIB_DISCARD_MAX_KEEPS);
        int32_t b = ref_discard_analyze(dealt, n, flags | role, want, CRIB_DISCARD_MAX_KEEPS);
        if (a != b || a <= 0 || memcmp(got, want, sizeof got) != 0) {
            if (same)
                printf("#   first difference: deal %d (cards %u %u %u %u %u), %d keeps vs %d\n", d,
                       dealt[0], dealt[1], dealt[2], dealt[3], dealt[4], a, b);
            same = 0;
        }
        *keeps_seen += a > 0 ? a : 0;
    }
    return same;
}

static void test_analyses(void)
{
    int keeps = 0;
    int same = same_analyses(SIX_CARD_DEALS, 6, 0, &keeps);
    CHECK(same, "%d random six-card deals: every keep equals the reference's (%d keeps)",
          SIX_CARD_DEALS, keeps);
    keeps = 0;
    same = same_analyses(FIVE_CARD_GAME_DEALS, 5, CRIB_DISCARD_FIVE_CARD, &keeps);
    CHECK(same, "%d random five-card game deals: every keep equals it (%d keeps)",
          FIVE_CARD_GAME_DEALS, keeps);
    keeps = 0;
    same = same_analyses(DISCARD_ONE_DEALS, 5, 0, &keeps);
    CHECK(same, "%d random deals of five discarding one: every keep equals it (%d keeps)",
          DISCARD_ONE_DEALS, keeps);
}

/* Known cards 1 to 4 and dead cards from none to nearly the whole pack. */
static void test_expects(void)
{
    int same = 1, codes = 1;
    for (int i = 0; i < EXPECTS; i++) {
        int known = 1 + (int)(xorshift64(&g_state) % 4);
        if (known == 1 && i % 8)
            known = 2; /* one known card costs the reference 20,825 completions */
        int dead =
            (int)(xorshift64(&g_state) % 4 == 0 ? xorshift64(&g_state) % (uint64_t)(52 - known)
                                                : xorshift64(&g_state) % 9);
        uint64_t k = random_cards(NULL, known, 0);
        uint64_t x = random_cards(NULL, dead, k);
        crib_expect got, want;
        int32_t a = crib_discard_expect(k, x, &got);
        int32_t b = ref_discard_expect(k, x, &want);
        codes &= a == b;
        if (a == CRIB_OK && memcmp(&got, &want, sizeof got) != 0) {
            if (same)
                printf("#   first difference: known %llx dead %llx: sum %llu/%llu min %u/%u "
                       "max %u/%u count %u/%u\n",
                       (unsigned long long)k, (unsigned long long)x, (unsigned long long)got.sum,
                       (unsigned long long)want.sum, got.min, want.min, got.max, want.max,
                       got.count, want.count);
            same = 0;
        }
    }
    CHECK(codes, "%d crib expectations with random known and dead cards: the same codes", EXPECTS);
    CHECK(same, "and the same sum, count, least, most and mean");
}

/* Cribs made to sit at the edges: flushes possible, jacks known or not, few cards left. */
static void test_edges(void)
{
    static const char *const k_cases[][2] = {
        {"Jh 5h", ""},
        {"Jh 5h", "5c 5d 5s Qh Kh 10h"},
        {"5c 5d", "5h 5s Jc Jd Jh Js"},
        {"Jc", "5c 5d 5h 5s"},
        {"2h 3h 4h", "Ah 5h 6h"},
        {"Kc Kd Ks Kh", ""},
        {"Jc Jd", "Ac 2c 3c 4c 5c 6c 7c 8c 9c 10c Qc Kc"},
        {"Ac 2c", "3c 4c 5c 6c 7c 8c 9c 10c Jc Qc Kc Ad 2d 3d 4d 5d 6d 7d 8d 9d 10d Jd Qd Kd"},
    };
    int same = 1;
    for (size_t i = 0; i < sizeof k_cases / sizeof k_cases[0]; i++) {
        crib_card cards[52];
        uint64_t k = 0, x = 0;
        MUST(crib_mask_from_cards(cards, (size_t)crib_hand_parse(k_cases[i][0], cards, 52), &k));
        MUST(crib_mask_from_cards(cards, (size_t)crib_hand_parse(k_cases[i][1], cards, 52), &x));
        crib_expect got, want;
        int32_t a = crib_discard_expect(k, x, &got);
        int32_t b = ref_discard_expect(k, x, &want);
        if (a != b || memcmp(&got, &want, sizeof got) != 0) {
            printf("#   %s with %s dead differs\n", k_cases[i][0], k_cases[i][1]);
            same = 0;
        }
    }
    CHECK(same, "cribs at the edges (flushes, jacks, few cards left) equal the reference's");
}

int main(void)
{
    test_analyses();
    test_expects();
    test_edges();
    return harness_done();
}
