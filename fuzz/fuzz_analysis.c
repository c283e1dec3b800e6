/* SPDX-License-Identifier: MIT */
/* The functions that compute rather than keep a state, each against a slower answer
 * worked out here. Byte 0 picks the check; the bytes after it are its arguments (past the
 * end they read 0, see fuzz_in).
 * - The fast evaluator (crib_mask_score, crib_mask_score_starters) against crib_hand_score
 *   and the reference scorer of test/reference.c, and their codes for any mask.
 * - crib_hand_expect and crib_discard_expect against sums over every starter and every
 *   completion of the crib, scored by the reference scorer; the inputs keep the sums
 *   small (few unseen cards, or 3 or 4 known crib cards).
 * - crib_discard_analyze: every keep once, each with the expectations above, in the
 *   documented order; crib_discard_table: its order, its anchors and crib_discard_expect.
 * - The bots: crib_bot_discard lays away cards of the deal, the ones the documented rule
 *   picks; crib_bot_play plays a legal card that pegs most.
 * - crib_rng_next, crib_rng_below and crib_deck_shuffle against the header's SplitMix64.
 * - The formatters never write past the capacity, always end the text with a NUL, return
 *   the whole length and agree with a larger buffer.
 * - The size functions, crib_strerror on any number, the version functions. */
#include "fuzz.h"
#include "peg_reference.h"
#include "reference.h"

#include <string.h>

#define NOT_A_STARTER CRIB_NOT_A_STARTER

static uint64_t bit(uint32_t card)
{
    return UINT64_C(1) << card;
}

static int popcount(uint64_t m)
{
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
}

/* One card not in `used`, the byte picking where to start looking; the ace of clubs when
 * every card is used. */
static crib_card pick_card(fuzz_in *in, uint64_t used)
{
    uint32_t c = fuzz_u8(in) % CRIB_CARDS;
    if ((used & CRIB_DECK_MASK) == CRIB_DECK_MASK)
        return 0;
    while (used & bit(c))
        c = (c + 1) % CRIB_CARDS;
    return (crib_card)c;
}

/* n distinct cards in the order picked, none in `used`; returns their mask. */
static uint64_t pick_cards(fuzz_in *in, crib_card *cards, int n, uint64_t used)
{
    uint64_t m = 0;
    for (int i = 0; i < n; i++) {
        cards[i] = pick_card(in, used | m);
        m |= bit(cards[i]);
    }
    return m;
}

/* The cards of a mask in increasing order; returns how many. */
static int cards_of(uint64_t m, crib_card *cards)
{
    int n = 0;
    for (uint32_t c = 0; c < CRIB_CARDS; c++)
        if (m & bit(c))
            cards[n++] = (crib_card)c;
    return n;
}

/* ------------------------------------------------------------------------------------------ */
/* The fast evaluator                                                                         */
/* ------------------------------------------------------------------------------------------ */

/* A valid hand or crib: every scorer gives the reference total, with every starter. */
static void check_fast(fuzz_in *in)
{
    uint8_t b = fuzz_u8(in);
    int n = 3 + (b & 1);
    uint32_t flags = n == 4 && (b & 2) ? CRIB_SCORE_CRIB : 0;
    crib_card hand[4];
    uint64_t mask = pick_cards(in, hand, n, 0);
    crib_card starter = pick_card(in, mask);
    int want = ref_hand_score(hand, n, starter, (int)flags);
    crib_score s;
    REQUIRE(crib_hand_score(hand, (size_t)n, starter, flags, NULL) == want);
    REQUIRE(crib_hand_score(hand, (size_t)n, starter, flags, &s) == want &&
            s.total == (uint32_t)want);
    REQUIRE(crib_mask_score(mask, starter, flags) == want);
    uint8_t scores[CRIB_CARDS];
    REQUIRE(crib_mask_score_starters(mask, flags, scores) == CRIB_CARDS - n);
    for (uint32_t c = 0; c < CRIB_CARDS; c++) {
        if (mask & bit(c)) {
            REQUIRE(scores[c] == NOT_A_STARTER);
            continue;
        }
        REQUIRE(scores[c] == ref_hand_score(hand, n, (crib_card)c, (int)flags));
        REQUIRE(crib_mask_score(mask, (crib_card)c, flags) == scores[c]);
    }
}

/* The codes of crib_mask_score for any mask, starter and flags, in the header's order,
 * which is crib_hand_score's. */
static int32_t expected_mask_code(uint64_t mask, crib_card starter, uint32_t flags)
{
    int n = popcount(mask);
    if ((n != 3 && n != 4) || (n == 3 && (flags & CRIB_SCORE_CRIB)))
        return CRIB_ECOUNT;
    if (flags & ~CRIB_SCORE_CRIB)
        return CRIB_EFLAGS;
    if (starter >= CRIB_CARDS)
        return CRIB_ECARD;
    if (mask & ~CRIB_DECK_MASK)
        return CRIB_EMASK;
    return (mask & bit(starter)) ? CRIB_EDUP : CRIB_OK;
}

/* Any mask, bits above 51 among them: the documented code, the same as crib_hand_score's
 * for the same cards, and a zeroed score array on error. */
static void check_fast_codes(fuzz_in *in)
{
    uint64_t mask = 0;
    for (int k = 2 + fuzz_u8(in) % 4; k > 0; k--)
        mask |= UINT64_C(1) << (fuzz_u8(in) % 64);
    crib_card starter = fuzz_u8(in);
    uint32_t flags = fuzz_u8(in) % 4u;
    int32_t want = expected_mask_code(mask, starter, flags);
    int32_t rc = crib_mask_score(mask, starter, flags);
    if (want != CRIB_OK) {
        REQUIRE(rc == want);
    } else {
        crib_card hand[4];
        int n = cards_of(mask, hand);
        REQUIRE(rc == ref_hand_score(hand, n, starter, (int)flags));
    }
    if (!(mask & ~CRIB_DECK_MASK)) {
        crib_card hand[CRIB_CARDS];
        int n = cards_of(mask, hand);
        REQUIRE(crib_hand_score(hand, (size_t)n, starter, flags, NULL) == rc);
    }
    uint8_t scores[CRIB_CARDS];
    memset(scores, 0xEE, sizeof scores);
    int32_t all = crib_mask_score_starters(mask, flags, scores);
    /* The same checks less the starter's. */
    int32_t all_want = expected_mask_code(mask, 0, flags);
    all_want = all_want == CRIB_EDUP ? CRIB_OK : all_want;
    if (all_want != CRIB_OK)
        REQUIRE(all == all_want && fuzz_all_zero(scores, sizeof scores));
    else
        REQUIRE(all == CRIB_CARDS - popcount(mask));
    REQUIRE(crib_mask_score_starters(mask, flags, NULL) == CRIB_ENULL);
}

/* The batch functions on up to 8 hands of any masks and starters: each score is the
 * single call's, and the first hand the single call refuses is the batch's code and index,
 * with every output zeroed. */
static void check_fast_batch(fuzz_in *in)
{
    enum { MAX = 8 };
    /* Zeroed, though only n are read: gcc cannot tell, and warns, for n == 0. */
    uint64_t masks[MAX] = {0};
    crib_card starters[MAX] = {0};
    size_t n = fuzz_u8(in) % (MAX + 1), failed = 99, first = n;
    uint32_t flags = fuzz_u8(in) % 3u;
    for (size_t i = 0; i < n; i++) {
        masks[i] = 0;
        for (int k = 3 + fuzz_u8(in) % 2; k > 0; k--)
            masks[i] |= UINT64_C(1) << (fuzz_u8(in) % (fuzz_u8(in) % 16 ? 52 : 64));
        starters[i] = (crib_card)(fuzz_u8(in) % (fuzz_u8(in) % 16 ? 52 : 256));
    }
    uint8_t one[MAX], all[MAX * CRIB_CARDS], row[CRIB_CARDS];
    int32_t first_code = CRIB_OK;
    for (size_t i = 0; i < n && first == n; i++) {
        int32_t rc = crib_mask_score(masks[i], starters[i], flags);
        if (rc < 0) {
            first = i;
            first_code = rc;
        }
    }
    memset(one, 0xEE, sizeof one);
    int32_t rc = crib_mask_score_many(masks, starters, n, flags, one, &failed);
    REQUIRE(failed == first && rc == (first == n ? (int32_t)n : first_code));
    for (size_t i = 0; i < n; i++)
        REQUIRE(first == n ? one[i] == crib_mask_score(masks[i], starters[i], flags) : one[i] == 0);
    first = n;
    for (size_t i = 0; i < n && first == n; i++) {
        first_code = crib_mask_score_starters(masks[i], flags, row);
        if (first_code < 0)
            first = i;
    }
    memset(all, 0xEE, sizeof all);
    rc = crib_mask_score_starters_many(masks, n, flags, all, &failed);
    REQUIRE(failed == first && rc == (first == n ? (int32_t)n : first_code));
    for (size_t i = 0; i < n; i++) {
        if (first == n) {
            REQUIRE(crib_mask_score_starters(masks[i], flags, row) >= 0);
            REQUIRE(!memcmp(row, all + i * CRIB_CARDS, CRIB_CARDS));
        } else {
            REQUIRE(fuzz_all_zero(all + i * CRIB_CARDS, CRIB_CARDS));
        }
    }
    REQUIRE(crib_mask_score_many(masks, NULL, n ? n : 1, flags, one, NULL) == CRIB_ENULL);
}

/* ------------------------------------------------------------------------------------------ */
/* Expectations                                                                               */
/* ------------------------------------------------------------------------------------------ */

/* A sum, count, least and most, worked out one case at a time. */
typedef struct brute {
    uint64_t sum;
    uint32_t count, min, max;
} brute;

static void brute_add(brute *t, int score)
{
    uint32_t s = (uint32_t)score;
    t->sum += s;
    t->min = t->count == 0 || s < t->min ? s : t->min;
    t->max = t->count == 0 || s > t->max ? s : t->max;
    t->count++;
}

static void check_expect(const crib_expect *e, const brute *t)
{
    REQUIRE(e->sum == t->sum && e->count == t->count && e->min == t->min && e->max == t->max);
    REQUIRE(e->reserved == 0 && e->mean == AS_STORED((double)t->sum / (double)t->count));
}

/* A hand's show over every starter in neither mask, by the reference scorer. */
static void brute_hand(brute *t, uint64_t hand, uint64_t dead)
{
    crib_card cards[CRIB_CARDS];
    int n = cards_of(hand, cards);
    uint64_t unseen = CRIB_DECK_MASK & ~(hand | dead);
    for (uint32_t c = 0; c < CRIB_CARDS; c++)
        if (unseen & bit(c))
            brute_add(t, ref_hand_score(cards, n, (crib_card)c, 0));
}

static int32_t expected_masks_code(uint64_t a, uint64_t b)
{
    if ((a | b) & ~CRIB_DECK_MASK)
        return CRIB_EMASK;
    return (a & b) ? CRIB_EDUP : CRIB_OK;
}

/* Dead cards: a few from the bytes, or every card but a few unseen ones, so that the sums
 * over the unseen cards stay short. */
static uint64_t dead_cards(fuzz_in *in, uint64_t known, int unseen)
{
    crib_card cards[CRIB_CARDS];
    uint8_t how = fuzz_u8(in);
    if (how < 64)
        return pick_cards(in, cards, how % 24, known);
    uint64_t keep = pick_cards(in, cards, unseen, known);
    return CRIB_DECK_MASK & ~(known | keep);
}

/* Masks that break the rules now and then: a bit above 51, a card in both. */
static void spoil_masks(fuzz_in *in, uint64_t *a, uint64_t *b)
{
    uint8_t how = fuzz_u8(in);
    if (how == 1)
        *a |= UINT64_C(1) << (52 + fuzz_u8(in) % 12);
    else if (how == 2)
        *b |= UINT64_C(1) << (52 + fuzz_u8(in) % 12);
    else if (how == 3)
        *b |= *a & (0 - *a);
    else if (how == 4)
        *a |= bit(pick_card(in, *a | *b));
}

static void check_hand_expect(fuzz_in *in)
{
    uint8_t b = fuzz_u8(in);
    crib_card hand[CRIB_CARDS];
    int n = 3 + (b & 1);
    uint64_t h = pick_cards(in, hand, n, 0);
    uint64_t dead = dead_cards(in, h, fuzz_u8(in) % 6);
    spoil_masks(in, &h, &dead);
    int32_t want = expected_masks_code(h, dead);
    uint64_t unseen = CRIB_DECK_MASK & ~(h | dead);
    if (want == CRIB_OK && popcount(h) != 3 && popcount(h) != 4)
        want = CRIB_ECOUNT;
    if (want == CRIB_OK && !unseen)
        want = CRIB_ERANGE;
    crib_expect e;
    memset(&e, 0xAB, sizeof e);
    REQUIRE(crib_hand_expect(h, dead, &e) == want);
    REQUIRE(crib_hand_expect(h, dead, NULL) == CRIB_ENULL);
    if (want != CRIB_OK) {
        REQUIRE(fuzz_all_zero(&e, sizeof e));
        return;
    }
    brute t = {0, 0, 0, 0};
    brute_hand(&t, h, dead);
    check_expect(&e, &t);
}

/* Every crib of the known cards and `need` unseen ones, with every starter left: the
 * known cards first, then the completion, each index above the one before. */
static void brute_crib(brute *t, crib_card *crib, int known, int need, const crib_card *unseen,
                       int n_unseen, int from, uint64_t used)
{
    if (need == 0) {
        for (int i = 0; i < n_unseen; i++)
            if (!(used & bit(unseen[i])))
                brute_add(t, ref_hand_score(crib, 4, unseen[i], 1));
        return;
    }
    for (int i = from; i < n_unseen; i++) {
        crib[known] = unseen[i];
        brute_crib(t, crib, known + 1, need - 1, unseen, n_unseen, i + 1, used | bit(unseen[i]));
    }
}

/* 1 to 4 known crib cards: with 3 or 4 any dead cards, with fewer few unseen ones, so that
 * the sum over every completion stays a few thousand scores. */
static void check_discard_expect(fuzz_in *in)
{
    int known = 1 + fuzz_u8(in) % 4, need = 4 - known;
    crib_card crib[CRIB_CARDS];
    uint64_t k = pick_cards(in, crib, known, 0);
    int unseen_n = need + fuzz_u8(in) % 8;
    uint64_t dead = dead_cards(in, k, unseen_n);
    if (need >= 2 && popcount(CRIB_DECK_MASK & ~(k | dead)) > 11)
        dead = CRIB_DECK_MASK & ~k & ~(UINT64_C(0x7FF) << (fuzz_u8(in) % 41));
    spoil_masks(in, &k, &dead);
    int32_t want = expected_masks_code(k, dead);
    uint64_t unseen = CRIB_DECK_MASK & ~(k | dead);
    if (want == CRIB_OK && (popcount(k) < 1 || popcount(k) > 4))
        want = CRIB_ECOUNT;
    if (want == CRIB_OK && popcount(unseen) < 4 - popcount(k) + 1)
        want = CRIB_ERANGE;
    crib_expect e;
    memset(&e, 0xAB, sizeof e);
    REQUIRE(crib_discard_expect(k, dead, &e) == want);
    REQUIRE(crib_discard_expect(k, dead, NULL) == CRIB_ENULL);
    if (want != CRIB_OK) {
        REQUIRE(fuzz_all_zero(&e, sizeof e));
        return;
    }
    crib_card unseen_cards[CRIB_CARDS];
    int n_unseen = cards_of(unseen, unseen_cards);
    known = cards_of(k, crib);
    brute t = {0, 0, 0, 0};
    brute_crib(&t, crib, known, 4 - known, unseen_cards, n_unseen, 0, 0);
    check_expect(&e, &t);
}

/* ------------------------------------------------------------------------------------------ */
/* The discard analysis and the crib table                                                    */
/* ------------------------------------------------------------------------------------------ */

/* The exact order of two keeps of one deal: the higher value first, then the lower kept
 * mask. Keeps of one deal share their counts, so the values compare as integers. */
static int keep_not_after(const crib_keep *a, const crib_keep *b, int dealer)
{
    int64_t ha = (int64_t)a->hand.sum * (int64_t)a->crib.count;
    int64_t ca = (int64_t)a->crib.sum * (int64_t)a->hand.count;
    int64_t hb = (int64_t)b->hand.sum * (int64_t)b->crib.count;
    int64_t cb = (int64_t)b->crib.sum * (int64_t)b->hand.count;
    int64_t va = dealer ? ha + ca : ha - ca, vb = dealer ? hb + cb : hb - cb;
    return va != vb ? va > vb : a->keep < b->keep;
}

/* Every crib of the known cards and `need` unseen ones from card `from` on, with every
 * starter left, scored by the fast evaluator (which check_fast holds to the reference
 * scorer): 45,540 scores for two known cards of a six-card deal, a few milliseconds. */
static void brute_crib_fast(brute *t, uint64_t crib, int need, uint64_t unseen, uint32_t from)
{
    if (need == 0) {
        for (uint32_t c = 0; c < CRIB_CARDS; c++)
            if (unseen & ~crib & bit(c))
                brute_add(t, crib_mask_score(crib, (crib_card)c, CRIB_SCORE_CRIB));
        return;
    }
    for (uint32_t c = from; c < CRIB_CARDS; c++)
        if (unseen & bit(c))
            brute_crib_fast(t, crib | bit(c), need - 1, unseen, c + 1);
}

/* Each keep of the deal once, with the expectations of its hand and crib as
 * crib_hand_expect and crib_discard_expect give them; every hand summed over its starters
 * here, and the crib of one keep (the one `pick` names) over every completion when two
 * cards are laid away. */
static void check_keeps(const crib_keep *keeps, int32_t n, uint64_t dealt, int kept, int dealer,
                        int optimal, uint8_t pick)
{
    uint64_t seen_keeps[CRIB_DISCARD_MAX_KEEPS];
    for (int32_t i = 0; i < n; i++) {
        const crib_keep *k = &keeps[i];
        REQUIRE(popcount(k->keep) == kept && (k->keep & ~dealt) == 0);
        REQUIRE(k->discard == (dealt & ~k->keep) && fuzz_all_zero(k->reserved, sizeof k->reserved));
        for (int32_t j = 0; j < i; j++)
            REQUIRE(seen_keeps[j] != k->keep);
        seen_keeps[i] = k->keep;
        crib_expect h, c;
        REQUIRE(crib_hand_expect(k->keep, k->discard, &h) == CRIB_OK);
        /* Under the optimal model the crib is the model's: the known cards are the dealer's
         * when the player deals. */
        uint32_t model = CRIB_DISCARD_MODEL_OPTIMAL | (dealer ? CRIB_DISCARD_DEALER : 0u);
        REQUIRE((optimal ? crib_discard_expect_model(k->discard, k->keep, model, &c)
                         : crib_discard_expect(k->discard, k->keep, &c)) == CRIB_OK);
        REQUIRE(!memcmp(&h, &k->hand, sizeof h) && !memcmp(&c, &k->crib, sizeof c));
        REQUIRE(k->value == AS_STORED(dealer ? h.mean + c.mean : h.mean - c.mean));
        if (i > 0)
            REQUIRE(keep_not_after(&keeps[i - 1], k, dealer));
        brute th = {0, 0, 0, 0}, tc = {0, 0, 0, 0};
        brute_hand(&th, k->keep, k->discard);
        check_expect(&k->hand, &th);
        if (i != pick % n || popcount(k->discard) != 2 || optimal)
            continue;
        brute_crib_fast(&tc, k->discard, 2, CRIB_DECK_MASK & ~dealt, 0);
        check_expect(&k->crib, &tc);
    }
}

static int32_t expected_analyze_code(const crib_card *dealt, size_t n, uint32_t flags, size_t cap)
{
    if ((n != 5 && n != 6) || (n == 6 && (flags & CRIB_DISCARD_FIVE_CARD)) ||
        (n == 5 && (flags & CRIB_DISCARD_MODEL_OPTIMAL)))
        return CRIB_ECOUNT;
    if (flags & ~(CRIB_DISCARD_DEALER | CRIB_DISCARD_FIVE_CARD | CRIB_DISCARD_MODEL_OPTIMAL))
        return CRIB_EFLAGS;
    for (size_t i = 0; i < n; i++)
        if (dealt[i] >= CRIB_CARDS)
            return CRIB_ECARD;
    uint64_t m = 0;
    for (size_t i = 0; i < n; i++) {
        if (m & bit(dealt[i]))
            return CRIB_EDUP;
        m |= bit(dealt[i]);
    }
    size_t keeps = n == 6 ? 15 : (flags & CRIB_DISCARD_FIVE_CARD) ? 10 : 5;
    return cap < keeps ? CRIB_ESPACE : CRIB_OK;
}

/* The analysis of a deal, now and then: the five-card deal that lays one card away has
 * 16,215 crib completions per keep, so it needs one more byte to agree. */
static void check_analyze(fuzz_in *in)
{
    uint8_t b = fuzz_u8(in);
    size_t n = (b & 0x80) ? 4 + fuzz_u8(in) % 4u : 5 + (b & 1u);
    uint32_t flags = (b >> 1) & 7u;
    crib_card dealt[8];
    if (b & 0x40) {
        for (size_t i = 0; i < n; i++)
            dealt[i] = (crib_card)(fuzz_u8(in) % 60);
    } else {
        pick_cards(in, dealt, (int)n, 0);
    }
    size_t cap = (b & 0x20) ? fuzz_u8(in) % 16u : CRIB_DISCARD_MAX_KEEPS;
    if (n == 5 && !(flags & CRIB_DISCARD_FIVE_CARD) && fuzz_u8(in) != 0xA5)
        flags |= CRIB_DISCARD_FIVE_CARD;
    int32_t want = expected_analyze_code(dealt, n, flags, cap);
    crib_keep *keeps = malloc((cap ? cap : 1) * sizeof *keeps);
    REQUIRE(keeps != NULL);
    memset(keeps, 0xAB, (cap ? cap : 1) * sizeof *keeps);
    int32_t rc = crib_discard_analyze(dealt, n, flags, keeps, cap);
    if (want != CRIB_OK) {
        REQUIRE(rc == want && fuzz_all_zero(keeps, cap * sizeof *keeps));
    } else {
        uint64_t m = 0;
        for (size_t i = 0; i < n; i++)
            m |= bit(dealt[i]);
        int kept = (flags & CRIB_DISCARD_FIVE_CARD) ? 3 : 4;
        REQUIRE(rc == (n == 6 ? 15 : kept == 3 ? 10 : 5));
        check_keeps(keeps, rc, m, kept, (flags & CRIB_DISCARD_DEALER) != 0,
                    (flags & CRIB_DISCARD_MODEL_OPTIMAL) != 0, fuzz_u8(in));
    }
    REQUIRE(crib_discard_analyze(NULL, n, flags, keeps, cap) == CRIB_ENULL);
    REQUIRE(crib_discard_analyze(dealt, n, flags, NULL, cap) == CRIB_ENULL);
    free(keeps);
}

/* The crib table, worked out once per process: it takes the time of 169 expectations. */
static const crib_pair_value *discard_table(void)
{
    static crib_pair_value table[CRIB_DISCARD_TABLE_SIZE];
    static int done;
    if (!done) {
        REQUIRE(crib_discard_table(table, CRIB_DISCARD_TABLE_SIZE) == CRIB_DISCARD_TABLE_SIZE);
        done = 1;
    }
    return table;
}

/* The index of an entry by the header's order: rank1, then rank2, unsuited first. */
static size_t table_index(uint32_t rank1, uint32_t rank2, uint32_t suited)
{
    size_t i = 0;
    for (uint32_t r1 = 0; r1 < 13; r1++)
        for (uint32_t r2 = r1; r2 < 13; r2++)
            for (uint32_t s = 0; s < (r1 < r2 ? 2u : 1u); s++, i++)
                if (r1 == rank1 && r2 == rank2 && s == suited)
                    return i;
    return CRIB_DISCARD_TABLE_SIZE;
}

/* Any two cards of an entry's ranks and suitedness stand for it. */
static void check_table_entry(const crib_pair_value *v, fuzz_in *in)
{
    uint32_t s1 = fuzz_u8(in) % 4u, s2 = v->suited ? s1 : (s1 + 1 + fuzz_u8(in) % 3u) % 4;
    uint64_t pair = bit(v->rank1 * 4u + s1) | bit(v->rank2 * 4u + s2);
    crib_expect e;
    REQUIRE(crib_discard_expect(pair, 0, &e) == CRIB_OK && e.count == 58800);
    REQUIRE(e.sum == v->sum && e.mean == v->mean);
}

static void check_table(fuzz_in *in)
{
    const crib_pair_value *table = discard_table();
    size_t i = fuzz_u8(in) % CRIB_DISCARD_TABLE_SIZE;
    const crib_pair_value *v = &table[i];
    REQUIRE(v->rank1 <= v->rank2 && v->rank2 < 13 && v->suited <= 1);
    REQUIRE(!(v->suited && v->rank1 == v->rank2) && fuzz_all_zero(v->reserved, sizeof v->reserved));
    REQUIRE(table_index(v->rank1, v->rank2, v->suited) == i);
    REQUIRE(v->mean == AS_STORED((double)v->sum / 58800.0));
    REQUIRE(table[table_index(4, 4, 0)].sum == 528768 && table[table_index(0, 1, 1)].sum == 263247);
    if (fuzz_u8(in) < 64) /* now and then: it is 1,225 crib completions */
        check_table_entry(v, in);
    size_t cap = fuzz_u8(in) % CRIB_DISCARD_TABLE_SIZE;
    crib_pair_value *small = malloc((cap ? cap : 1) * sizeof *small);
    REQUIRE(small != NULL);
    memset(small, 0xAB, (cap ? cap : 1) * sizeof *small);
    REQUIRE(crib_discard_table(small, cap) == CRIB_ESPACE &&
            fuzz_all_zero(small, cap * sizeof *small));
    REQUIRE(crib_discard_table(NULL, CRIB_DISCARD_TABLE_SIZE) == CRIB_ENULL);
    free(small);
}

/* ------------------------------------------------------------------------------------------ */
/* The bots                                                                                   */
/* ------------------------------------------------------------------------------------------ */

/* The header's rule: each keep's score averaged over one starter of each rank not wholly
 * dealt (its lowest suit not dealt), plus 2 for the dealer's (minus 2 for another's) laid
 * away pair or fifteen; the best keep, the first in order of the subsets of positions on a
 * tie. The averages share their divisor, so sum + bonus * ranks compares them exactly. */
static void rule_discard(const crib_card *dealt, size_t n, uint32_t discard, int dealer,
                         crib_card *out)
{
    uint64_t m = 0;
    for (size_t i = 0; i < n; i++)
        m |= bit(dealt[i]);
    crib_card starters[13];
    int ranks = 0;
    for (uint32_t r = 0; r < 13; r++)
        for (uint32_t s = 0; s < 4; s++)
            if (!(m & bit(r * 4 + s))) {
                starters[ranks++] = (crib_card)(r * 4 + s);
                break;
            }
    int64_t best = INT64_MIN;
    for (uint32_t away = 0; away < (1u << n); away++) {
        if (popcount(away) != (int)discard)
            continue;
        crib_card keep[6], lay[2];
        int nk = 0, nl = 0;
        for (size_t i = 0; i < n; i++) {
            if (away & (1u << i))
                lay[nl++] = dealt[i];
            else
                keep[nk++] = dealt[i];
        }
        int64_t sum = 0;
        for (int i = 0; i < ranks; i++)
            sum += ref_hand_score(keep, nk, starters[i], 0);
        int bonus = nl == 2 && (lay[0] / 4 == lay[1] / 4 ||
                                ref_card_value(lay[0]) + ref_card_value(lay[1]) == 15);
        int64_t v = sum + (dealer ? 2 : -2) * bonus * ranks;
        if (v > best) {
            best = v;
            memcpy(out, lay, discard);
        }
    }
}

static int32_t expected_bot_discard_code(const crib_card *dealt, size_t n, uint32_t discard)
{
    if (n < 5 || n > 6 || discard < 1 || discard > 2 || n - discard < 3 || n - discard > 4)
        return CRIB_ECOUNT;
    uint64_t m = 0;
    for (size_t i = 0; i < n; i++) {
        if (dealt[i] >= CRIB_CARDS)
            return CRIB_ECARD;
        if (m & bit(dealt[i]))
            return CRIB_EDUP;
        m |= bit(dealt[i]);
    }
    return CRIB_OK;
}

static void check_bot_discard(fuzz_in *in)
{
    uint8_t b = fuzz_u8(in);
    size_t n = 5 + (b & 1u);
    uint32_t discard = 1 + ((b >> 1) & 1u), dealer = (b >> 2) & 1u;
    crib_card dealt[8], out[2] = {0xAB, 0xAB}, want_out[2] = {0, 0};
    if ((b >> 3) % 8 == 0) {
        n = fuzz_u8(in) % 8u;
        discard = fuzz_u8(in) % 4u;
        for (size_t i = 0; i < n; i++)
            dealt[i] = (crib_card)(fuzz_u8(in) % 56);
    } else {
        pick_cards(in, dealt, (int)n, 0);
    }
    int32_t want = expected_bot_discard_code(dealt, n, discard);
    int32_t rc = crib_bot_discard(dealt, n, discard, dealer, out);
    REQUIRE(crib_bot_discard(NULL, n, discard, dealer, want_out) == CRIB_ENULL);
    REQUIRE(crib_bot_discard(dealt, n, discard, dealer, NULL) == CRIB_ENULL);
    if (want != CRIB_OK) {
        REQUIRE(rc == want);
        if (discard >= 1 && discard <= 2)
            REQUIRE(out[0] == 0 && (discard == 1 ? out[1] == 0xAB : out[1] == 0));
        return;
    }
    REQUIRE(rc == CRIB_OK && (discard == 2 || out[1] == 0xAB));
    rule_discard(dealt, n, discard, (int)dealer, want_out);
    REQUIRE(memcmp(out, want_out, discard) == 0);
}

/* A play set up from the bytes and played on by the bot a few moves: at each, the bot's
 * card is legal and pegs most, the lowest id on a tie; it goes only without a legal card;
 * it answers nobody but the player to move. */
static void check_bot_play(fuzz_in *in)
{
    uint8_t b = fuzz_u8(in);
    uint32_t players = 2 + b % 3u, flags = (b & 0x80) ? CRIB_PLAY_FIVE_CARD : 0;
    uint64_t hands[CRIB_PLAY_MAX_PLAYERS] = {0, 0, 0, 0}, used = 0;
    crib_card cards[6];
    for (uint32_t p = 0; p < players; p++) {
        hands[p] = pick_cards(in, cards, flags ? 3 : 4, used);
        used |= hands[p];
    }
    crib_play play;
    REQUIRE(crib_play_init(&play, players, hands, fuzz_u8(in) % players, flags) == CRIB_OK);
    for (int moves = fuzz_u8(in) % 17; moves >= 0; moves--) {
        crib_card card = 0xAB, pile[CRIB_PLAY_MAX_PILE + 1];
        int32_t turn = crib_play_turn(&play);
        uint32_t who = fuzz_u8(in) % (players + 1);
        int32_t rc = crib_bot_play(&play, who, &card);
        crib_card scratch = 0xAB;
        REQUIRE(crib_bot_play(NULL, who, &scratch) == CRIB_ENULL && scratch == 0);
        REQUIRE(crib_bot_play(&play, who, NULL) == CRIB_ENULL);
        if (who >= players || turn < 0 || (uint32_t)turn != who) {
            REQUIRE(rc == (who >= players ? CRIB_ERANGE : turn < 0 ? turn : CRIB_ETURN));
            who = turn >= 0 ? (uint32_t)turn : 0;
            rc = crib_bot_play(&play, who, &card);
            if (turn < 0) {
                REQUIRE(rc == CRIB_EDONE && card == 0);
                return;
            }
        }
        uint64_t legal;
        int32_t n = crib_play_pile(&play, pile, CRIB_PLAY_MAX_PILE);
        REQUIRE(crib_play_legal(&play, who, &legal) >= 0 && n >= 0);
        if (!legal) {
            REQUIRE(rc == 0 && card == 0 && crib_play_go(&play, who, NULL) >= 0);
            continue;
        }
        REQUIRE(rc == 1 && card < CRIB_CARDS && (legal & bit(card)));
        pile[n] = card;
        int best = ref_peg_points(pile, n + 1);
        for (uint32_t c = 0; c < card; c++) {
            pile[n] = (crib_card)c;
            REQUIRE(!(legal & bit(c)) || ref_peg_points(pile, n + 1) < best);
        }
        for (uint32_t c = card + 1u; c < CRIB_CARDS; c++) {
            pile[n] = (crib_card)c;
            REQUIRE(!(legal & bit(c)) || ref_peg_points(pile, n + 1) <= best);
        }
        REQUIRE(crib_play_card(&play, who, card, NULL) >= 0);
    }
}

/* ------------------------------------------------------------------------------------------ */
/* The seeded generator                                                                       */
/* ------------------------------------------------------------------------------------------ */

/* SplitMix64 and the draws from it, as the header defines them. */
static uint64_t ref_next(uint64_t *state)
{
    uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* 2^64 - (2^64 mod n), or 0 for 2^64 itself (when n divides 2^64 nothing is drawn again). */
static uint32_t ref_below(uint64_t *state, uint64_t n)
{
    uint64_t rem = (0 - n) % n, z = ref_next(state);
    while (rem && z >= 0 - rem)
        z = ref_next(state);
    return (uint32_t)(z % n);
}

static void ref_shuffle(uint64_t *state, crib_card deck[CRIB_CARDS])
{
    for (uint32_t i = 0; i < CRIB_CARDS; i++)
        deck[i] = (crib_card)i;
    for (uint32_t i = CRIB_CARDS - 1; i >= 1; i--) {
        uint32_t j = ref_below(state, i + 1);
        crib_card t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
    }
}

/* The bound of a draw: small, near 2^32, 2^32 itself, or out of range (0, past 2^32). */
static uint64_t draw_bound(fuzz_in *in)
{
    uint8_t how = fuzz_u8(in);
    if (how < 128)
        return 1 + (uint64_t)fuzz_u8(in);
    if (how < 192)
        return (UINT64_C(1) << 32) - fuzz_u8(in) % 4u;
    if (how < 224)
        return (uint64_t)fuzz_u32(in) + (how & 1u);
    if (how < 240)
        return how & 1u ? 0 : (UINT64_C(1) << 32) + 1;
    return fuzz_u64(in);
}

static void check_rng(fuzz_in *in)
{
    uint64_t seed = fuzz_u64(in), s = seed, r = seed, out = 1;
    REQUIRE(crib_rng_next(&s, &out) == CRIB_OK && out == ref_next(&r) && s == r);
    uint64_t n = draw_bound(in);
    uint32_t v = 0xABCDu, want = 0;
    int32_t rc = crib_rng_below(&s, n, &v);
    if (n == 0 || n > (UINT64_C(1) << 32)) {
        REQUIRE(rc == CRIB_ERANGE && v == 0 && s == r);
    } else {
        want = ref_below(&r, n);
        REQUIRE(rc == CRIB_OK && v == want && v < n && s == r);
    }
    crib_card deck[CRIB_CARDS], again[CRIB_CARDS], ref[CRIB_CARDS];
    uint64_t s2 = s;
    REQUIRE(crib_deck_shuffle(&s, deck) == CRIB_OK && crib_deck_shuffle(&s2, again) == CRIB_OK);
    ref_shuffle(&r, ref);
    REQUIRE(!memcmp(deck, ref, sizeof deck) && !memcmp(deck, again, sizeof deck) && s == r &&
            s2 == r);
    uint64_t all = 0;
    for (int i = 0; i < CRIB_CARDS; i++)
        all |= bit(deck[i]);
    REQUIRE(all == CRIB_DECK_MASK);
    memset(deck, 7, sizeof deck);
    REQUIRE(crib_rng_next(NULL, &out) == CRIB_ENULL && out == 0);
    REQUIRE(crib_rng_next(&s, NULL) == CRIB_ENULL && s == r);
    REQUIRE(crib_rng_below(NULL, n, &v) == CRIB_ENULL && v == 0);
    REQUIRE(crib_rng_below(&s, n, NULL) == CRIB_ENULL && s == r);
    REQUIRE(crib_deck_shuffle(NULL, deck) == CRIB_ENULL && fuzz_all_zero(deck, sizeof deck));
    REQUIRE(crib_deck_shuffle(&s, NULL) == CRIB_ENULL && s == r);
}

/* ------------------------------------------------------------------------------------------ */
/* Text                                                                                       */
/* ------------------------------------------------------------------------------------------ */

/* A formatter's answer for a buffer of `cap` bytes against its answer for a buffer large
 * enough: the same code; the first cap - 1 characters of the text, NUL-terminated; "" on
 * error; nothing at all for cap 0. The small buffer is allocated to its size exactly, so
 * that AddressSanitizer sees a write past it. */
typedef int32_t (*formatter)(const void *what, size_t n, char *buf, size_t cap);

static void check_format(formatter f, const void *what, size_t n, size_t cap)
{
    char full[1024];
    int32_t len = f(what, n, full, sizeof full);
    REQUIRE(len < (int32_t)sizeof full);
    if (len >= 0)
        REQUIRE((size_t)len == strlen(full));
    else
        REQUIRE(full[0] == '\0');
    REQUIRE(f(what, n, NULL, 0) == len);
    char *small = malloc(cap ? cap : 1);
    REQUIRE(small != NULL);
    memset(small, 0xEE, cap ? cap : 1);
    REQUIRE(f(what, n, small, cap) == len);
    if (cap == 0) {
        REQUIRE((unsigned char)small[0] == 0xEE);
    } else {
        size_t want = len < 0 ? 0 : (size_t)len < cap ? (size_t)len : cap - 1;
        REQUIRE(memchr(small, '\0', cap) == small + want && memcmp(small, full, want) == 0);
        REQUIRE(f(what, n, NULL, cap) == CRIB_ENULL);
    }
    free(small);
}

static int32_t card_formatter(const void *what, size_t n, char *buf, size_t cap)
{
    (void)n;
    return crib_card_format(*(const crib_card *)what, buf, cap);
}

static int32_t hand_formatter(const void *what, size_t n, char *buf, size_t cap)
{
    return crib_hand_format(what, n, buf, cap);
}

static int32_t score_formatter(const void *what, size_t n, char *buf, size_t cap)
{
    (void)n;
    return crib_score_format(what, buf, cap);
}

static void check_card_text(fuzz_in *in)
{
    crib_card card = fuzz_u8(in), back = 0xAB;
    char text[4];
    check_format(card_formatter, &card, 1, fuzz_u8(in) % 6u);
    int32_t len = crib_card_format(card, text, sizeof text);
    if (card >= CRIB_CARDS) {
        REQUIRE(len == CRIB_ECARD);
        return;
    }
    REQUIRE((len == 2 || len == 3) && crib_card_parse(text, &back) == CRIB_OK && back == card);
    crib_card hand[64];
    size_t n = fuzz_u8(in) % 24u;
    for (size_t i = 0; i < n; i++)
        hand[i] = fuzz_u8(in) < 8 ? (crib_card)(52 + fuzz_u8(in) % 200) : pick_card(in, 0);
    check_format(hand_formatter, hand, n, fuzz_u16(in) % 100u);
    REQUIRE(crib_hand_format(NULL, n, text, sizeof text) == (n ? CRIB_ENULL : 0));
}

static void check_score_text(fuzz_in *in)
{
    crib_card hand[4], starter;
    int n = 3 + (fuzz_u8(in) & 1);
    uint64_t m = pick_cards(in, hand, n, 0);
    starter = pick_card(in, m);
    crib_score s;
    REQUIRE(crib_hand_score(hand, (size_t)n, starter, 0, &s) >= 0);
    for (int k = fuzz_u8(in) % 4; k > 0; k--) {
        size_t at = fuzz_u16(in) % sizeof s;
        ((unsigned char *)&s)[at] = fuzz_u8(in);
    }
    check_format(score_formatter, &s, 1, fuzz_u16(in) % 450u);
    REQUIRE(crib_score_format(NULL, NULL, 0) == CRIB_ENULL);
}

/* ------------------------------------------------------------------------------------------ */
/* Constants: sizes, messages, versions                                                       */
/* ------------------------------------------------------------------------------------------ */

static void check_sizes(void)
{
    REQUIRE(crib_score_size() == sizeof(crib_score) && crib_item_size() == sizeof(crib_item));
    REQUIRE(crib_peg_size() == sizeof(crib_peg) && crib_play_size() == sizeof(crib_play));
    REQUIRE(crib_play_event_size() == sizeof(crib_play_event));
    REQUIRE(crib_expect_size() == sizeof(crib_expect) && crib_keep_size() == sizeof(crib_keep));
    REQUIRE(crib_pair_value_size() == sizeof(crib_pair_value));
    REQUIRE(crib_game_rules_size() == sizeof(crib_game_rules) &&
            crib_game_size() == sizeof(crib_game));
    REQUIRE(crib_result_size() == sizeof(crib_result) && crib_claim_size() == sizeof(crib_claim));
    REQUIRE(crib_match_size() == sizeof(crib_match) &&
            crib_standing_size() == sizeof(crib_standing));
    REQUIRE(crib_deal_size() == sizeof(crib_deal) && crib_status_size() == sizeof(crib_status));
    REQUIRE(crib_show_size() == sizeof(crib_show));
}

/* The last error code there is (codes are only ever appended, so a new one moves it). */
#define LAST_CODE CRIB_EREFUSED

/* Any number gets a sentence: its own for the codes there are (each different), else the
 * one for unknown codes. */
static void check_message(int32_t code)
{
    const char *said = crib_strerror(code), *unknown = crib_strerror(INT32_MIN);
    REQUIRE(said != NULL && said[0] != '\0' && strlen(said) < 200);
    for (const char *c = said; *c; c++)
        REQUIRE(*c >= ' ' && *c <= '~');
    int known = code <= CRIB_OK && code >= LAST_CODE;
    REQUIRE(known == (strcmp(said, unknown) != 0));
    if (known && code != CRIB_OK)
        REQUIRE(strcmp(said, crib_strerror(code == LAST_CODE ? CRIB_ENULL : code - 1)) != 0);
}

/* The messages of any number and of every number near the codes there are (a switch that
 * the compiler makes a table shows libFuzzer no new edge for a new code); the version
 * functions say what the header says. */
static void check_constants(fuzz_in *in)
{
    uint32_t u = fuzz_u32(in);
    int32_t code;
    memcpy(&code, &u, sizeof code);
    check_message(code);
    for (code = LAST_CODE - 4; code <= 4; code++)
        check_message(code);
    char v[32];
    uint32_t num = crib_version_number();
    snprintf(v, sizeof v, "%u.%u.%u", num >> 16, (num >> 8) & 0xFFu, num & 0xFFu);
    REQUIRE(num == CRIB_VERSION_NUMBER && strcmp(crib_version_string(), CRIB_VERSION_STRING) == 0);
    REQUIRE(strcmp(v, crib_version_string()) == 0);
    check_sizes();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in in = {data, size};
    switch (fuzz_u8(&in) % 13) {
    case 0: check_fast(&in); break;
    case 12: check_fast_batch(&in); break;
    case 1: check_fast_codes(&in); break;
    case 2: check_hand_expect(&in); break;
    case 3: check_discard_expect(&in); break;
    case 4: check_analyze(&in); break;
    case 5: check_table(&in); break;
    case 6: check_bot_discard(&in); break;
    case 7: check_bot_play(&in); break;
    case 8: check_rng(&in); break;
    case 9: check_card_text(&in); break;
    case 10: check_score_text(&in); break;
    default: check_constants(&in); break;
    }
    return 0;
}
