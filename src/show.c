/* The show: scoring a hand or a crib with its starter, item by item, and announcing it. */
#include "internal.h"

#include <string.h>

/* The five (or four) cards of a show: the hand's cards first, then the starter. Subsets of
 * them are bit masks over these indexes; pos[] maps an index to its crib_item.positions
 * bit, so that the starter is always CRIB_POS_STARTER whatever the size of the hand. */
typedef struct show {
    crib_card card[5];
    uint8_t pos[5];
    int m; /* cards in all: n + 1 */
} show;

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
    it->size = (uint8_t)crib_popcount64(subset);
    s->total += points;
}

static void score_fifteens(crib_score *s, const show *sh)
{
    unsigned full = (1u << sh->m) - 1;
    int sum[32];
    sum[0] = 0;
    for (unsigned sub = 1; sub <= full; sub++) {
        int low = crib_ctz64(sub);
        sum[sub] = sum[sub & (sub - 1)] + crib_rank_value(CARD_RANK(sh->card[low]));
        if (sum[sub] == 15 && (sub & (sub - 1))) {
            add_item(s, sh, CRIB_ITEM_FIFTEEN, 2, sub);
            s->fifteens += 2;
        }
    }
}

/* Only the runs of the greatest length count: try the longest first and stop at the
 * first length that has any. */
static void score_runs(crib_score *s, const show *sh)
{
    unsigned full = (1u << sh->m) - 1;
    for (int len = sh->m; len >= 3; len--) {
        for (unsigned sub = 1; sub <= full; sub++) {
            if (crib_popcount64(sub) != len)
                continue;
            unsigned ranks = 0;
            for (int i = 0; i < sh->m; i++)
                if (sub & (1u << i))
                    ranks |= 1u << CARD_RANK(sh->card[i]);
            unsigned lowest = ranks & (0u - ranks);
            if (ranks / lowest == (1u << len) - 1) { /* len distinct consecutive ranks */
                add_item(s, sh, CRIB_ITEM_RUN, (unsigned)len, sub);
                s->runs += (uint32_t)len;
            }
        }
        if (s->runs)
            return;
    }
}

static void score_pairs(crib_score *s, const show *sh)
{
    for (int i = 0; i < sh->m; i++)
        for (int j = i + 1; j < sh->m; j++)
            if (CARD_RANK(sh->card[i]) == CARD_RANK(sh->card[j])) {
                add_item(s, sh, CRIB_ITEM_PAIR, 2, (1u << i) | (1u << j));
                s->pairs += 2;
            }
}

static void score_flush(crib_score *s, const show *sh, int n, uint32_t flags)
{
    int suit = CARD_SUIT(sh->card[0]);
    for (int i = 1; i < n; i++)
        if (CARD_SUIT(sh->card[i]) != suit)
            return;
    unsigned hand = (1u << n) - 1;
    if (CARD_SUIT(sh->card[n]) == suit) {
        add_item(s, sh, CRIB_ITEM_FLUSH, (unsigned)n + 1, hand | (1u << n));
        s->flush = (uint32_t)n + 1;
    } else if (!(flags & CRIB_CRIB)) {
        add_item(s, sh, CRIB_ITEM_FLUSH, (unsigned)n, hand);
        s->flush = (uint32_t)n;
    }
}

static void score_nobs(crib_score *s, const show *sh, int n)
{
    int suit = CARD_SUIT(sh->card[n]);
    for (int i = 0; i < n; i++)
        if (CARD_RANK(sh->card[i]) == CRIB_JACK && CARD_SUIT(sh->card[i]) == suit) {
            add_item(s, sh, CRIB_ITEM_NOBS, 1, (1u << i) | (1u << n));
            s->nobs = 1;
        }
}

size_t crib_score_size(void)
{
    return sizeof(crib_score);
}

int32_t crib_hand_score(const crib_card *hand, size_t n, crib_card starter, uint32_t flags,
                        crib_score *out)
{
    crib_score local;
    crib_score *s = out ? out : &local;
    memset(s, 0, sizeof *s);
    if (!hand)
        return CRIB_ENULL;
    if ((n != 3 && n != 4) || (n == 3 && (flags & CRIB_CRIB)))
        return CRIB_ECOUNT;
    if (flags & ~CRIB_CRIB)
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

    show sh;
    sh.m = (int)n + 1;
    for (size_t i = 0; i < n; i++) {
        sh.card[i] = hand[i];
        sh.pos[i] = (uint8_t)(1u << i);
    }
    sh.card[n] = starter;
    sh.pos[n] = 1u << CRIB_POS_STARTER;

    score_fifteens(s, &sh);
    score_runs(s, &sh);
    score_pairs(s, &sh);
    score_flush(s, &sh, (int)n, flags);
    score_nobs(s, &sh, (int)n);
    return (int32_t)s->total;
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

/* Checks that a structure is one crib_hand_score() could have filled: known kinds in the
 * customary order (which is the order of their numbers), the points each kind gives, and sums that add up. */
static int score_is_consistent(const crib_score *s)
{
    uint32_t sum[6] = {0};
    int last_kind = 0;
    if (s->n_items > CRIB_SCORE_MAX_ITEMS)
        return 0;
    for (uint32_t i = 0; i < s->n_items; i++) {
        const crib_item *it = &s->items[i];
        if (it->kind < CRIB_ITEM_FIFTEEN || it->kind > CRIB_ITEM_NOBS ||
            it->kind < last_kind || (it->cards & ~CRIB_DECK_MASK) ||
            crib_popcount64(it->cards) != it->size)
            return 0;
        last_kind = it->kind;
        switch (it->kind) {
        case CRIB_ITEM_FIFTEEN: if (it->points != 2 || it->size < 2) return 0; break;
        case CRIB_ITEM_RUN: if (it->points != it->size || it->size < 3 || it->size > 5) return 0; break;
        case CRIB_ITEM_PAIR: if (it->points != 2 || it->size != 2) return 0; break;
        case CRIB_ITEM_FLUSH: if (it->points != it->size || it->size < 3 || it->size > 5) return 0; break;
        default: if (it->points != 1 || it->size != 2) return 0; break;
        }
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
    if (!score_is_consistent(score))
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
