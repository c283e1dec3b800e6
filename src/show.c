/* SPDX-License-Identifier: MIT */
/* The show: scoring a hand or a crib with its starter, item by item, and announcing it. */
#include "show.h"
#include "bits.h"
#include "text.h"

#include <string.h>

/* The five (or four) cards of a show: the hand's cards first, then the starter. Subsets of
 * them are bit masks over these indexes; pos[] maps an index to its crib_item.positions
 * bit, so that the starter is always CRIB_POS_STARTER whatever the size of the hand. */
typedef struct show {
    crib_card card[5];
    uint8_t pos[5];
    int m; /* cards in all: n + 1 */
} show;

/* Cards in each subset of five. */
static const uint8_t k_subset_size[32] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
                                          1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5};

static uint8_t subset_positions(const show *sh, unsigned subset)
{
    uint8_t p = 0;
    for (int i = 0; i < sh->m; i++)
        if (subset & (1u << i))
            p |= sh->pos[i];
    return p;
}

static uint64_t subset_cards(const show *sh, unsigned subset)
{
    uint64_t c = 0;
    for (int i = 0; i < sh->m; i++)
        if (subset & (1u << i))
            c |= CARD_BIT(sh->card[i]);
    return c;
}

static void add_item(crib_score *s, const show *sh, int kind, unsigned points, unsigned subset)
{
    crib_item *it = &s->items[s->n_items++];
    it->cards = subset_cards(sh, subset);
    it->kind = (uint8_t)kind;
    it->points = (uint8_t)points;
    it->positions = subset_positions(sh, subset);
    it->size = k_subset_size[subset];
    s->total += points;
}

/* A set of `size` cards whose rank set is `ranks` is a run when its ranks are `size`
 * consecutive ones (which also makes them distinct). */
static int is_run(unsigned ranks, int size)
{
    return size >= 3 && ranks >> crib_ctz64(ranks) == (1u << size) - 1;
}

/* Every subset's counting sum and rank set, each built from the subset without its lowest
 * card, and the length of the longest run (only runs of that length count). */
typedef struct subsets {
    unsigned full;
    int run_len;
    uint8_t sum[32];
    uint16_t ranks[32];
} subsets;

static void subsets_fill(subsets *ss, const show *sh)
{
    ss->full = (1u << sh->m) - 1;
    ss->run_len = 0;
    ss->sum[0] = 0;
    ss->ranks[0] = 0;
    for (unsigned sub = 1; sub <= ss->full; sub++) {
        int rank = CARD_RANK(sh->card[crib_ctz64(sub)]);
        unsigned rest = sub & (sub - 1);
        ss->sum[sub] = (uint8_t)(ss->sum[rest] + crib_rank_value(rank));
        ss->ranks[sub] = (uint16_t)(ss->ranks[rest] | (1u << rank));
        int size = k_subset_size[sub];
        if (size > ss->run_len && is_run(ss->ranks[sub], size))
            ss->run_len = size;
    }
}

/* The points a subset scores as each kind of combination, 0 when it is not one. */
static unsigned fifteen_points(const subsets *ss, unsigned sub)
{
    return ss->sum[sub] == 15 && k_subset_size[sub] >= 2 ? 2u : 0u;
}

static unsigned run_points(const subsets *ss, unsigned sub)
{
    return ss->run_len && k_subset_size[sub] == ss->run_len && is_run(ss->ranks[sub], ss->run_len)
               ? (unsigned)ss->run_len
               : 0u;
}

static unsigned pair_points(const subsets *ss, unsigned sub)
{
    return k_subset_size[sub] == 2 && (ss->ranks[sub] & (ss->ranks[sub] - 1)) == 0 ? 2u : 0u;
}

/* The subset that makes a flush (the hand's cards, with the starter when it matches), or
 * 0. A crib's flush needs the starter too. */
static unsigned flush_subset(const show *sh, int n, uint32_t flags)
{
    int suit = CARD_SUIT(sh->card[0]);
    for (int i = 1; i < n; i++)
        if (CARD_SUIT(sh->card[i]) != suit)
            return 0;
    unsigned hand = (1u << n) - 1;
    if (CARD_SUIT(sh->card[n]) == suit)
        return hand | (1u << n);
    return (flags & CRIB_SCORE_CRIB) ? 0 : hand;
}

/* The subset of the jack of the starter's suit and the starter, or 0. */
static unsigned nobs_subset(const show *sh, int n)
{
    int suit = CARD_SUIT(sh->card[n]);
    for (int i = 0; i < n; i++)
        if (CARD_RANK(sh->card[i]) == CRIB_JACK && CARD_SUIT(sh->card[i]) == suit)
            return (1u << i) | (1u << n);
    return 0;
}

static void add_kind(crib_score *s, const show *sh, const subsets *ss, int kind,
                     unsigned (*points_of)(const subsets *, unsigned), uint32_t *kind_total)
{
    for (unsigned sub = 3; sub <= ss->full; sub++) {
        unsigned points = points_of(ss, sub);
        if (points) {
            add_item(s, sh, kind, points, sub);
            *kind_total += points;
        }
    }
}

static void show_items(crib_score *s, const show *sh, int n, uint32_t flags, int flushes)
{
    subsets ss;
    subsets_fill(&ss, sh);
    add_kind(s, sh, &ss, CRIB_ITEM_FIFTEEN, fifteen_points, &s->fifteens);
    add_kind(s, sh, &ss, CRIB_ITEM_RUN, run_points, &s->runs);
    add_kind(s, sh, &ss, CRIB_ITEM_PAIR, pair_points, &s->pairs);
    unsigned flush = flushes ? flush_subset(sh, n, flags) : 0;
    if (flush) {
        s->flush = k_subset_size[flush];
        add_item(s, sh, CRIB_ITEM_FLUSH, s->flush, flush);
    }
    unsigned nobs = nobs_subset(sh, n);
    if (nobs) {
        s->nobs = 1;
        add_item(s, sh, CRIB_ITEM_NOBS, 1, nobs);
    }
}

size_t crib_score_size(void)
{
    return sizeof(crib_score);
}

size_t crib_item_size(void)
{
    return sizeof(crib_item);
}

int32_t crib_hand_score(const crib_card *hand, size_t n, crib_card starter, uint32_t flags,
                        crib_score *out)
{
    if (out)
        memset(out, 0, sizeof *out);
    if (!hand)
        return CRIB_ENULL;
    if ((n != 3 && n != 4) || (n == 3 && (flags & CRIB_SCORE_CRIB)))
        return CRIB_ECOUNT;
    if (flags & ~CRIB_SCORE_CRIB)
        return CRIB_EFLAGS;
    if (starter >= CRIB_CARDS)
        return CRIB_ECARD;
    for (size_t i = 0; i < n; i++)
        if (hand[i] >= CRIB_CARDS)
            return CRIB_ECARD;
    uint64_t seen = CARD_BIT(starter);
    for (size_t i = 0; i < n; i++) {
        if (seen & CARD_BIT(hand[i]))
            return CRIB_EDUP;
        seen |= CARD_BIT(hand[i]);
    }
    if (!out) /* the total alone: the fast evaluator's tables give it */
        return crib_mask_score(seen & ~CARD_BIT(starter), starter, flags);
    crib_score_cards(hand, n, starter, flags, 1, out);
    return (int32_t)out->total;
}

void crib_score_cards(const crib_card *hand, size_t n, crib_card starter, uint32_t flags,
                      int flushes, crib_score *out)
{
    show sh;
    memset(out, 0, sizeof *out);
    sh.m = (int)n + 1;
    for (size_t i = 0; i < n; i++) {
        sh.card[i] = hand[i];
        sh.pos[i] = (uint8_t)(1u << i);
    }
    sh.card[n] = starter;
    sh.pos[n] = 1u << CRIB_POS_STARTER;
    show_items(out, &sh, (int)n, flags, flushes);
}

/* ---- The announcement ---- */

static const char *const k_number_word[6] = {"zero", "one", "two", "three", "four", "five"};

/* The phrases of an announcement. Each phrase is built in pending and written out when the
 * next one begins, so that the last can be joined by "and". */
typedef struct speech {
    crib_text text;
    unsigned phrases;
    unsigned running;
    char pending[80];
    crib_text phrase; /* writes into pending */
} speech;

static void phrase_begin(speech *sp)
{
    if (sp->phrases > 0) {
        crib_text_put(&sp->text, sp->phrases > 1 ? ", " : "");
        crib_text_put(&sp->text, sp->pending);
    }
    crib_text_init(&sp->phrase, sp->pending, sizeof sp->pending);
    sp->phrases++;
}

/* Ends a phrase with its running total: "<phrase> is N", or "fifteen N" for a fifteen. */
static void phrase_end(speech *sp, unsigned points, int fifteen)
{
    sp->running += points;
    crib_text_put(&sp->phrase, fifteen ? "fifteen " : " is ");
    crib_text_put_uint(&sp->phrase, sp->running);
}

static void say(speech *sp, const char *phrase, unsigned points)
{
    phrase_begin(sp);
    crib_text_put(&sp->phrase, phrase);
    phrase_end(sp, points, 0);
}

/* Whether an item is of a known kind, with the points and the size that kind gives. */
static int item_is_valid(const crib_item *it)
{
    if ((it->cards & ~CRIB_DECK_MASK) || crib_popcount64(it->cards) != it->size)
        return 0;
    switch (it->kind) {
    case CRIB_ITEM_FIFTEEN: return it->points == 2 && it->size >= 2;
    case CRIB_ITEM_RUN:
    case CRIB_ITEM_FLUSH: return it->points == it->size && it->size >= 3 && it->size <= 5;
    case CRIB_ITEM_PAIR: return it->points == 2 && it->size == 2;
    case CRIB_ITEM_NOBS: return it->points == 1 && it->size == 2;
    default: return 0;
    }
}

/* Checks that a structure is one crib_hand_score() could have filled: valid items in the
 * customary order (which is the order of their kinds' numbers), and sums that add up. */
int crib_score_consistent(const crib_score *s)
{
    uint32_t sum[6] = {0};
    int last_kind = 0;
    if (s->n_items > CRIB_SCORE_MAX_ITEMS)
        return 0;
    for (uint32_t i = 0; i < s->n_items; i++) {
        const crib_item *it = &s->items[i];
        if (!item_is_valid(it) || it->kind < last_kind)
            return 0;
        last_kind = it->kind;
        sum[it->kind] += it->points;
    }
    return sum[CRIB_ITEM_FIFTEEN] == s->fifteens && sum[CRIB_ITEM_RUN] == s->runs &&
           sum[CRIB_ITEM_PAIR] == s->pairs && sum[CRIB_ITEM_FLUSH] == s->flush &&
           sum[CRIB_ITEM_NOBS] == s->nobs &&
           s->fifteens + s->runs + s->pairs + s->flush + s->nobs == s->total;
}

/* Runs, all of one length: a single run, or a double, triple or quadruple run that takes
 * in the pairs among its cards. Returns 0 for runs no hand could hold. */
static int announce_runs(speech *sp, const crib_score *s, uint64_t *run_cards,
                         unsigned *absorbed_pairs)
{
    unsigned count = 0, len = 0;
    *run_cards = 0;
    *absorbed_pairs = 0;
    for (uint32_t i = 0; i < s->n_items; i++)
        if (s->items[i].kind == CRIB_ITEM_RUN) {
            if (count++ > 0 && s->items[i].size != len)
                return 0;
            len = s->items[i].size;
            *run_cards |= s->items[i].cards;
        }
    if (count == 0)
        return 1;
    if (count > 4)
        return 0;
    unsigned points = s->runs;
    if (count > 1)
        for (uint32_t i = 0; i < s->n_items; i++)
            if (s->items[i].kind == CRIB_ITEM_PAIR && !(s->items[i].cards & ~*run_cards)) {
                points += 2;
                (*absorbed_pairs)++;
            }
    static const char *const k_multiple[5] = {"", "a", "a double", "a triple", "a quadruple"};
    phrase_begin(sp);
    crib_text_put(&sp->phrase, k_multiple[count]);
    crib_text_put(&sp->phrase, " run of ");
    crib_text_put(&sp->phrase, k_number_word[len]);
    phrase_end(sp, points, 0);
    return 1;
}

/* Pairs that no multiple run took: grouped by rank into pairs, pairs royal and double
 * pairs royal. */
static int announce_pairs(speech *sp, const crib_score *s, uint64_t run_cards, int absorb)
{
    unsigned per_rank[13] = {0};
    unsigned points = 0;
    for (uint32_t i = 0; i < s->n_items; i++) {
        const crib_item *it = &s->items[i];
        if (it->kind != CRIB_ITEM_PAIR || (absorb && !(it->cards & ~run_cards)))
            continue;
        per_rank[crib_ctz64(it->cards) >> 2]++;
        points += 2;
    }
    unsigned pairs = 0, royals = 0, doubles = 0;
    for (int r = 0; r < 13; r++) {
        switch (per_rank[r]) {
        case 0: break;
        case 1: pairs++; break;
        case 3: royals++; break;
        case 6: doubles++; break;
        default: return 0;
        }
    }
    if (doubles + royals + pairs > 2 || (doubles && doubles + royals + pairs > 1))
        return 0;
    if (points == 0)
        return 1;
    /* Five cards hold at most two groups: a pair royal and a pair, or two pairs. */
    phrase_begin(sp);
    if (doubles)
        crib_text_put(&sp->phrase, "a double pair royal");
    if (royals)
        crib_text_put(&sp->phrase, "a pair royal");
    if (royals && pairs)
        crib_text_put(&sp->phrase, " and ");
    if (pairs)
        crib_text_put(&sp->phrase, pairs == 1 ? "a pair" : "two pairs");
    phrase_end(sp, points, 0);
    return 1;
}

int32_t crib_score_format(const crib_score *score, char *buf, size_t cap)
{
    if (!buf && cap > 0)
        return CRIB_ENULL;
    speech sp;
    memset(&sp, 0, sizeof sp);
    crib_text_init(&sp.text, buf, cap);
    if (!score)
        return CRIB_ENULL;
    if (!crib_score_consistent(score))
        return CRIB_ERANGE;

    for (uint32_t i = 0; i < score->n_items; i++)
        if (score->items[i].kind == CRIB_ITEM_FIFTEEN) {
            phrase_begin(&sp);
            phrase_end(&sp, 2, 1);
        }
    uint64_t run_cards;
    unsigned absorbed;
    if (!announce_runs(&sp, score, &run_cards, &absorbed) ||
        !announce_pairs(&sp, score, run_cards, absorbed > 0)) {
        if (cap > 0)
            buf[0] = '\0';
        return CRIB_ERANGE;
    }
    for (uint32_t i = 0; i < score->n_items; i++) {
        const crib_item *it = &score->items[i];
        if (it->kind == CRIB_ITEM_FLUSH) {
            phrase_begin(&sp);
            crib_text_put(&sp.phrase, "a flush of ");
            crib_text_put(&sp.phrase, k_number_word[it->size]);
            phrase_end(&sp, it->points, 0);
        } else if (it->kind == CRIB_ITEM_NOBS) {
            say(&sp, "one for his nob", 1);
        }
    }
    if (sp.phrases == 0) {
        crib_text_put(&sp.text, "no score");
    } else {
        if (sp.phrases > 1)
            crib_text_put(&sp.text, " and ");
        crib_text_put(&sp.text, sp.pending);
    }
    return crib_text_finish(&sp.text);
}
