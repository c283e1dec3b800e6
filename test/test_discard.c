/* SPDX-License-Identifier: MIT */
/* Discard analysis: whole analyses recomputed by brute force with crib_hand_score, the crib
 * table's published values, suit symmetry, and bad input. */
#include "crib.h"
#include "harness.h"

#include <string.h>

/* An expectation by brute force: the hand with every unseen starter. */
static crib_expect brute_hand(uint64_t keep, uint64_t dead)
{
    crib_expect e;
    memset(&e, 0, sizeof e);
    e.min = UINT32_MAX;
    crib_card hand[4];
    int n = crib_mask_to_cards(keep, hand, 4);
    for (int s = 0; s < 52; s++) {
        if ((keep | dead) & (UINT64_C(1) << s))
            continue;
        uint32_t v = (uint32_t)crib_hand_score(hand, (size_t)n, (crib_card)s, 0, NULL);
        e.sum += v;
        e.count++;
        e.min = v < e.min ? v : e.min;
        e.max = v > e.max ? v : e.max;
    }
    e.mean = (double)e.sum / (double)e.count;
    return e;
}

/* The crib by brute force: every completion by unseen cards (in increasing order, so each
 * set once), then every unseen starter. */
static void brute_crib_rec(crib_expect *e, uint64_t crib, uint64_t seen, int from)
{
    if (crib_mask_count(crib) == 4) {
        crib_card cards[4];
        MUST(crib_mask_to_cards(crib, cards, 4));
        for (int s = 0; s < 52; s++) {
            if ((seen | crib) & (UINT64_C(1) << s))
                continue;
            uint32_t v = (uint32_t)crib_hand_score(cards, 4, (crib_card)s, CRIB_SCORE_CRIB, NULL);
            e->sum += v;
            e->count++;
            e->min = v < e->min ? v : e->min;
            e->max = v > e->max ? v : e->max;
        }
        return;
    }
    for (int c = from; c < 52; c++)
        if (!((seen | crib) & (UINT64_C(1) << c)))
            brute_crib_rec(e, crib | (UINT64_C(1) << c), seen, c + 1);
}

static crib_expect brute_crib(uint64_t discard, uint64_t dead)
{
    crib_expect e;
    memset(&e, 0, sizeof e);
    e.min = UINT32_MAX;
    brute_crib_rec(&e, discard, dead, 0);
    e.mean = (double)e.sum / (double)e.count;
    return e;
}

static int same_expect(const crib_expect *a, const crib_expect *b)
{
    return a->sum == b->sum && a->count == b->count && a->min == b->min && a->max == b->max &&
           a->mean == AS_STORED((double)a->sum / (double)a->count);
}

/* Notes a keep whose expectation (the hand's or the crib's) is not brute force's. */
static void note_expect(harness_first *f, const crib_keep *k, const char *what,
                        const crib_expect *got, const crib_expect *want)
{
    NOTE(f, same_expect(got, want),
         "keep 0x%013llx, %s: sum %llu count %u min %u max %u mean %.17g, brute force %llu %u "
         "%u %u",
         (unsigned long long)k->keep, what, (unsigned long long)got->sum, got->count, got->min,
         got->max, got->mean, (unsigned long long)want->sum, want->count, want->min, want->max);
}

/* Every keep of a deal against brute force, and the order: value never rises, ties by the
 * kept mask. */
static void check_deal(const char *text, uint32_t flags, int want_keeps)
{
    crib_card dealt[6];
    int n = (int)crib_hand_parse(text, dealt, 6);
    crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
    int32_t got = crib_discard_analyze(dealt, (size_t)n, flags, keeps, CRIB_DISCARD_MAX_KEEPS);
    if (!CHECK(got == want_keeps, "%s (flags %u): %d keeps", text, flags, want_keeps))
        return;
    int dealer = (flags & CRIB_DISCARD_DEALER) != 0;
    harness_first same = {0, ""}, ordered = {0, ""};
    uint64_t deal;
    MUST(crib_mask_from_cards(dealt, (size_t)n, &deal));
    for (int i = 0; i < got; i++) {
        const crib_keep *k = &keeps[i];
        crib_expect h = brute_hand(k->keep, k->discard);
        crib_expect c = brute_crib(k->discard, k->keep);
        double value = AS_STORED(dealer ? h.mean + c.mean : h.mean - c.mean);
        NOTE(&same, (k->keep | k->discard) == deal && !(k->keep & k->discard),
             "keep %d: keep 0x%013llx and discard 0x%013llx do not split the deal 0x%013llx", i,
             (unsigned long long)k->keep, (unsigned long long)k->discard, (unsigned long long)deal);
        note_expect(&same, k, "hand", &k->hand, &h);
        note_expect(&same, k, "crib", &k->crib, &c);
        NOTE(&same, k->value == value, "keep 0x%013llx: value %.17g, brute force %.17g",
             (unsigned long long)k->keep, k->value, value);
        if (i > 0) {
            /* Exact comparison: all keeps share the counts. */
            const crib_keep *p = &keeps[i - 1];
            long long vp = (long long)p->hand.sum * p->crib.count +
                           (dealer ? 1 : -1) * (long long)p->crib.sum * p->hand.count;
            long long vk = (long long)k->hand.sum * k->crib.count +
                           (dealer ? 1 : -1) * (long long)k->crib.sum * k->hand.count;
            NOTE(&ordered, vp > vk || (vp == vk && p->keep < k->keep),
                 "keeps %d and %d: 0x%013llx worth %lld, then 0x%013llx worth %lld (times the "
                 "counts)",
                 i - 1, i, (unsigned long long)p->keep, vp, (unsigned long long)k->keep, vk);
        }
    }
    CHECK_FIRST(&same, "%s (%s%s): every keep's hand and crib equal brute force", text,
                dealer ? "dealer" : "pone", (flags & CRIB_DISCARD_FIVE_CARD) ? ", five-card" : "");
    CHECK_FIRST(&ordered, "%s (%s): best first, ties by the kept cards", text,
                dealer ? "dealer" : "pone");
}

static void test_brute_force(void)
{
    check_deal("5h 5d 5c Js 2c 9h", CRIB_DISCARD_DEALER, 15);
    check_deal("5h 5d 5c Js 2c 9h", 0, 15);
    check_deal("2h 4h 6h 8h 10h Qh", CRIB_DISCARD_DEALER, 15); /* flushes in hand and crib */
    check_deal("Ac 2c 3c 4c Jd Jc", 0, 15);                    /* nobs both ways */
    check_deal("Kc Kd Ks Kh Qc Qd", CRIB_DISCARD_DEALER, 15);  /* many ties */
    check_deal("3s 4s 5d 6c 7h 8s", 0, 15);
    check_deal("5h 5d Js Qs 9c", CRIB_DISCARD_FIVE_CARD, 10); /* the five-card game */
    check_deal("2c 3c 4c 5c Jc", CRIB_DISCARD_FIVE_CARD | CRIB_DISCARD_DEALER, 10);
    check_deal("5h 5d 5c Js 9h", CRIB_DISCARD_DEALER, 5); /* discard one */
}

static void test_crib_table(void)
{
    crib_pair_value table[CRIB_DISCARD_TABLE_SIZE];
    CHECK_EQ(crib_discard_table(table, CRIB_DISCARD_TABLE_SIZE), CRIB_DISCARD_TABLE_SIZE,
             "the crib table has 169 entries");
    const crib_pair_value *five_five = NULL, *ace_two = NULL, *ace_two_off = NULL;
    harness_first entries = {0, ""};
    for (int i = 0; i < CRIB_DISCARD_TABLE_SIZE; i++) {
        const crib_pair_value *v = &table[i];
        if (v->rank1 == 4 && v->rank2 == 4)
            five_five = v;
        if (v->rank1 == 0 && v->rank2 == 1)
            *(v->suited ? &ace_two : &ace_two_off) = v;
        if (i > 0) {
            const crib_pair_value *p = &table[i - 1];
            int key_p = p->rank1 * 32 + p->rank2 * 2 + p->suited;
            int key_v = v->rank1 * 32 + v->rank2 * 2 + v->suited;
            NOTE(&entries, key_p < key_v,
                 "entries %d and %d: ranks %u %u suited %u, then %u %u suited %u", i - 1, i,
                 p->rank1, p->rank2, p->suited, v->rank1, v->rank2, v->suited);
        }
        NOTE(&entries, v->rank1 <= v->rank2 && !(v->rank1 == v->rank2 && v->suited),
             "entry %d: ranks %u %u suited %u", i, v->rank1, v->rank2, v->suited);
        for (int b = 0; b < 5; b++)
            NOTE(&entries, v->reserved[b] == 0, "entry %d: reserved[%d] is %u", i, b,
                 v->reserved[b]);
    }
    CHECK_FIRST(&entries, "entries by rank1, rank2, unsuited then suited");
    CHECK(five_five && five_five->sum == 528768, "5-5 sums to 528,768 over the completions");
    CHECK(five_five && five_five->mean > 8.99 && five_five->mean < 8.995, "5-5 averages 8.99");
    CHECK(ace_two && ace_two->sum == 263247,
          "A-2 suited sums to 263,247 (271,827 would count a hand flush in the crib)");
    CHECK(ace_two_off && ace_two_off->sum < ace_two->sum, "A-2 unsuited is worth less");

    crib_expect e;
    CHECK_EQ(crib_discard_expect((UINT64_C(1) << 16) | (UINT64_C(1) << 19), 0, &e), CRIB_OK,
             "crib_discard_expect of 5c 5s alone");
    CHECK(e.sum == 528768 && e.count == 58800, "equals the table's 5-5 entry, 58,800 cases");
    crib_expect brute = brute_crib((UINT64_C(1) << 0) | (UINT64_C(1) << 4), 0);
    CHECK(brute.sum == 263247 && brute.count == 58800, "and brute force agrees on A-2 suited");
}

/* Suits are symmetric: mapping every suit to another gives the same expectations. */
static void test_suit_symmetry(void)
{
    static const int k_perm[3][4] = {{1, 2, 3, 0}, {3, 2, 1, 0}, {2, 0, 3, 1}};
    crib_card dealt[6];
    MUST(crib_hand_parse("4h 5h 6d Jh Jd Kc", dealt, 6));
    crib_keep base[15];
    MUST(crib_discard_analyze(dealt, 6, CRIB_DISCARD_DEALER, base, 15));
    harness_first same = {0, ""};
    for (int p = 0; p < 3; p++) {
        crib_card moved[6];
        for (int i = 0; i < 6; i++)
            moved[i] = (crib_card)(dealt[i] / 4 * 4 + k_perm[p][dealt[i] % 4]);
        crib_keep keeps[15];
        MUST(crib_discard_analyze(moved, 6, CRIB_DISCARD_DEALER, keeps, 15));
        for (int i = 0; i < 15; i++) {
            int found = -1;
            uint64_t mapped = 0;
            for (int c = 0; c < 52; c++)
                if (base[i].keep & (UINT64_C(1) << c))
                    mapped |= UINT64_C(1) << (c / 4 * 4 + k_perm[p][c % 4]);
            for (int j = 0; j < 15; j++)
                if (keeps[j].keep == mapped)
                    found = j;
            if (!NOTE(&same, found >= 0,
                      "permutation %d: keep 0x%013llx, moved to 0x%013llx, "
                      "is not among the keeps",
                      p, (unsigned long long)base[i].keep, (unsigned long long)mapped))
                continue;
            const crib_keep *k = &keeps[found];
            NOTE(&same,
                 k->hand.sum == base[i].hand.sum && k->crib.sum == base[i].crib.sum &&
                     k->hand.min == base[i].hand.min && k->hand.max == base[i].hand.max,
                 "permutation %d, keep 0x%013llx: hand sum %llu min %u max %u crib sum %llu, "
                 "want %llu %u %u %llu",
                 p, (unsigned long long)mapped, (unsigned long long)k->hand.sum, k->hand.min,
                 k->hand.max, (unsigned long long)k->crib.sum, (unsigned long long)base[i].hand.sum,
                 base[i].hand.min, base[i].hand.max, (unsigned long long)base[i].crib.sum);
        }
    }
    CHECK_FIRST(&same, "three suit permutations of a deal give the same values keep for keep");
}

static void test_bad_input(void)
{
    crib_card dealt[6];
    MUST(crib_hand_parse("5h 5d 5c Js 2c 9h", dealt, 6));
    crib_keep keeps[15];
    memset(keeps, 0xAB, sizeof keeps);
    CHECK_EQ(crib_discard_analyze(NULL, 6, 0, keeps, 15), CRIB_ENULL, "NULL cards");
    CHECK(all_zero(keeps, sizeof keeps), "zeroes the results on error");
    CHECK_EQ(crib_discard_analyze(dealt, 6, 0, NULL, 15), CRIB_ENULL, "NULL results");
    CHECK_EQ(crib_discard_analyze(dealt, 4, 0, keeps, 15), CRIB_ECOUNT, "4 cards");
    CHECK_EQ(crib_discard_analyze(dealt, 7, 0, keeps, 15), CRIB_ECOUNT, "7 cards");
    CHECK_EQ(crib_discard_analyze(dealt, 6, CRIB_DISCARD_FIVE_CARD, keeps, 15), CRIB_ECOUNT,
             "6 cards in the five-card game");
    CHECK_EQ(crib_discard_analyze(dealt, 6, 8, keeps, 15), CRIB_EFLAGS, "unknown flag (8)");
    CHECK_EQ(crib_discard_analyze(dealt, 6, 0, keeps, 14), CRIB_ESPACE, "room for 14 of 15");
    CHECK_EQ(crib_discard_analyze(dealt, 5, CRIB_DISCARD_FIVE_CARD, keeps, 9), CRIB_ESPACE,
             "room for 9 of 10");
    CHECK_EQ(crib_discard_analyze(dealt, 5, 0, keeps, 5), 5, "room for exactly 5 of 5");
    crib_card bad[6] = {18, 17, 16, 43, 52, 9};
    CHECK_EQ(crib_discard_analyze(bad, 6, 0, keeps, 15), CRIB_ECARD, "card id 52");
    bad[4] = 255;
    CHECK_EQ(crib_discard_analyze(bad, 6, 0, keeps, 15), CRIB_ECARD, "card id 255");
    bad[4] = 18;
    CHECK_EQ(crib_discard_analyze(bad, 6, 0, keeps, 15), CRIB_EDUP, "a card dealt twice");

    crib_expect e;
    uint64_t hand =
        (UINT64_C(1) << 16) | (UINT64_C(1) << 17) | (UINT64_C(1) << 18) | (UINT64_C(1) << 43);
    memset(&e, 0xAB, sizeof e);
    CHECK_EQ(crib_hand_expect(hand, UINT64_C(1) << 52, &e), CRIB_EMASK, "hand_expect: bit 52");
    CHECK(all_zero(&e, sizeof e), "zeroes its result on error");
    CHECK_EQ(crib_hand_expect(hand, hand, &e), CRIB_EDUP, "hand_expect: shared card");
    CHECK_EQ(crib_hand_expect(hand | 1, 0, &e), CRIB_ECOUNT, "hand_expect: 5 cards");
    CHECK_EQ(crib_hand_expect(hand, 0, NULL), CRIB_ENULL, "hand_expect: NULL out");
    CHECK_EQ(crib_hand_expect(hand, CRIB_DECK_MASK & ~hand, &e), CRIB_ERANGE,
             "hand_expect: no starter left");
    CHECK_EQ(crib_hand_expect(hand, 0, &e), CRIB_OK, "hand_expect of 5h 5d 5c Js");
    CHECK(e.count == 48 && e.max == 29 && e.min == 14, "48 starters, 14 to 29");
    CHECK_EQ(crib_discard_expect(0, 0, &e), CRIB_ECOUNT, "crib_expect: no card known");
    CHECK_EQ(crib_discard_expect(hand | 1, 0, &e), CRIB_ECOUNT, "crib_expect: 5 cards");
    CHECK_EQ(crib_discard_expect(hand, UINT64_C(1) << 63, &e), CRIB_EMASK, "crib_expect: bit 63");
    CHECK_EQ(crib_discard_expect(hand, hand, &e), CRIB_EDUP, "crib_expect: shared card");
    CHECK_EQ(crib_discard_expect(1, CRIB_DECK_MASK & ~UINT64_C(7), &e), CRIB_ERANGE,
             "crib_expect: too few cards left");
    CHECK_EQ(crib_discard_expect(hand, 0, &e), CRIB_OK, "crib_expect of a whole crib");
    CHECK(e.count == 48 && e.max == 29, "its 48 starters");
    crib_pair_value table[CRIB_DISCARD_TABLE_SIZE];
    CHECK_EQ(crib_discard_table(NULL, 169), CRIB_ENULL, "crib_table: NULL");
    CHECK_EQ(crib_discard_table(table, 168), CRIB_ESPACE, "crib_table: room for 168");
    CHECK_EQ(sizeof(crib_keep), 96, "crib_keep is 96 bytes");
    CHECK_EQ(sizeof(crib_pair_value), 24, "crib_pair_value is 24 bytes");
    CHECK(crib_expect_size() == sizeof(crib_expect) && crib_keep_size() == sizeof(crib_keep) &&
              crib_pair_value_size() == sizeof(crib_pair_value),
          "the *_size() functions give the structures' sizes");
}

int main(void)
{
    test_brute_force();
    test_crib_table();
    test_suit_symmetry();
    test_bad_input();
    return harness_done();
}
