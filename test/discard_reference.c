/* SPDX-License-Identifier: MIT */
/* The discard analysis the plain way, written apart from src/ so that the two check each
 * other. A hand is shown with every unseen starter by the reference scorer
 * (test/reference.c). A crib is completed with every choice of unseen cards, and each
 * completion shown with every starter left: its score is what its five ranks make
 * (fifteens, pairs, runs: a table filled once by the reference scorer) plus what the
 * starter's suit adds (a flush of all five, nobs). Keeps are ordered by their exact values,
 * compared as fractions. Nothing is shared with src/ but crib.h. */
#include "discard_reference.h"
#include "reference.h"

#include <string.h>

#define RANKS 13
#define JACK 10
#define BIT(c) (UINT64_C(1) << (c))

/* A sum of shows, with their number, least and most. */
typedef struct shows {
    uint64_t sum;
    uint32_t count, min, max;
} shows;

static void shows_add(shows *s, uint32_t points)
{
    s->sum += points;
    s->count++;
    s->min = points < s->min ? points : s->min;
    s->max = points > s->max ? points : s->max;
}

static void shows_to_expect(const shows *s, crib_expect *out)
{
    memset(out, 0, sizeof *out);
    out->sum = s->sum;
    out->count = s->count;
    out->min = s->count ? s->min : 0;
    out->max = s->max;
    out->mean = s->count ? (double)s->sum / (double)s->count : 0.0;
}

static int count_cards(uint64_t mask)
{
    int n = 0;
    for (int c = 0; c < 64; c++)
        n += (int)((mask >> c) & 1);
    return n;
}

/* The code of an expectation's masks, in the library's order of checks: a card above 51,
 * a card in both, a number of known cards outside least .. most; else CRIB_OK. */
static int32_t masks_code(uint64_t known, uint64_t dead, int least, int most)
{
    int n = count_cards(known);
    return ((known | dead) >> CRIB_CARDS) ? CRIB_EMASK
           : (known & dead)               ? CRIB_EDUP
           : (n < least || n > most)      ? CRIB_ECOUNT
                                          : CRIB_OK;
}

int32_t ref_hand_expect(uint64_t hand_mask, uint64_t dead_mask, crib_expect *out)
{
    if (!out)
        return CRIB_ENULL;
    memset(out, 0, sizeof *out);
    int32_t rc = masks_code(hand_mask, dead_mask, 3, 4);
    if (rc != CRIB_OK)
        return rc;
    crib_card hand[4];
    int n = 0;
    for (int c = 0; c < CRIB_CARDS; c++)
        if ((hand_mask >> c) & 1)
            hand[n++] = (crib_card)c;
    shows s = {0, 0, UINT32_MAX, 0};
    for (int c = 0; c < CRIB_CARDS; c++)
        if (!(((hand_mask | dead_mask) >> c) & 1))
            shows_add(&s, (uint32_t)ref_hand_score(hand, n, (crib_card)c, 0));
    if (!s.count)
        return CRIB_ERANGE;
    shows_to_expect(&s, out);
    return CRIB_OK;
}

/* ---- The crib ---- */

/* What the suits of a crib add, by the starter's suit: 5 for a flush (the crib counts one
 * only when all five cards share a suit), 1 for nobs (the jack of the starter's suit among
 * the four). */
static void suit_points(const crib_card crib[4], unsigned by_suit[4])
{
    for (int t = 0; t < 4; t++)
        by_suit[t] = 0;
    int suit = crib[0] % 4;
    if (crib[1] % 4 == suit && crib[2] % 4 == suit && crib[3] % 4 == suit)
        by_suit[suit] += 5;
    for (int i = 0; i < 4; i++)
        if (crib[i] / 4 == JACK)
            by_suit[crib[i] % 4] += 1;
}

/* What four ranks make with a starter of each rank apart from their suits (fifteens, pairs,
 * runs; 0 for five cards of one rank, which cannot be), and the least and most of that over
 * the starters that can be. */
typedef struct rank_row {
    uint8_t points[RANKS];
    uint8_t least, most;
} rank_row;

/* The rows of every four ranks, ((a * 13 + b) * 13 + c) * 13 + d. Filled once, on first
 * use (the tests call the reference from one thread): ranks in increasing order by the
 * reference scorer, with cards of the first free suits of their ranks less what
 * suit_points() says those suits add; the other orders copy their sorted row. */
static rank_row g_rows[RANKS * RANKS * RANKS * RANKS];
static int g_filled;

static void fill_rows(void)
{
    for (int code = 0; code < RANKS * RANKS * RANKS * RANKS; code++) {
        int r[4], q[4];
        for (int i = 0, rest = code; i < 4; i++, rest /= RANKS)
            r[3 - i] = q[3 - i] = rest % RANKS;
        for (int i = 1; i < 4; i++)
            for (int j = i; j > 0 && q[j - 1] > q[j]; j--) {
                int x = q[j];
                q[j] = q[j - 1];
                q[j - 1] = x;
            }
        if (memcmp(r, q, sizeof r) != 0) {
            /* The sorted order is the least code of these ranks: its row is filled. */
            g_rows[code] = g_rows[((q[0] * RANKS + q[1]) * RANKS + q[2]) * RANKS + q[3]];
            continue;
        }
        rank_row *row = &g_rows[code];
        row->least = UINT8_MAX;
        for (int s = 0; s < RANKS; s++) {
            int used[RANKS] = {0};
            crib_card card[5];
            for (int i = 0; i < 5; i++) {
                int rank = i < 4 ? r[i] : s;
                card[i] = (crib_card)(4 * rank + used[rank]++ % 4);
            }
            if (used[s] > 4)
                continue;
            unsigned by_suit[4];
            suit_points(card, by_suit);
            int points = ref_hand_score(card, 4, card[4], 1) - (int)by_suit[card[4] % 4];
            row->points[s] = (uint8_t)points;
            row->least = row->points[s] < row->least ? row->points[s] : row->least;
            row->most = row->points[s] > row->most ? row->points[s] : row->most;
        }
    }
    g_filled = 1;
}

/* A crib being completed: its cards so far, and the unseen cards that it has not taken,
 * any of which may be added or be the starter: all of them in increasing order, the suits
 * left of each rank (bit t for suit t) and the number left of each suit. */
typedef struct crib_walk {
    crib_card crib[4];
    int have;
    crib_card unseen[CRIB_CARDS];
    int n_unseen;
    unsigned left_of_rank[RANKS];
    unsigned left_of_suit[4];
    shows s;
} crib_walk;

/* How many suits a set of suits (bit t for suit t) holds. */
static const unsigned k_suits_in[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

/* Shows a completed crib with every starter left. A starter scores its rank's points plus
 * its suit's, so the sum is the ranks' points times their starters plus the suits' points
 * times theirs. For the least and most the starters are tried one by one, where the row's
 * least and most with the suits' could move them. */
static void show_with_starters(crib_walk *w)
{
    const crib_card *k = w->crib;
    const rank_row *row =
        &g_rows[((k[0] / 4 * RANKS + k[1] / 4) * RANKS + k[2] / 4) * RANKS + k[3] / 4];
    unsigned by_suit[4], top = 0;
    suit_points(k, by_suit);
    for (int t = 0; t < 4; t++)
        top = by_suit[t] > top ? by_suit[t] : top;
    shows s = w->s;
    for (int r = 0; r < RANKS; r++) {
        s.sum += row->points[r] * k_suits_in[w->left_of_rank[r]];
        s.count += k_suits_in[w->left_of_rank[r]];
    }
    for (int t = 0; t < 4; t++)
        s.sum += by_suit[t] * w->left_of_suit[t];
    if (row->least < s.min || row->most + top > s.max)
        for (int r = 0; r < RANKS; r++)
            for (int t = 0; t < 4; t++)
                if ((w->left_of_rank[r] >> t) & 1) {
                    unsigned points = row->points[r] + by_suit[t];
                    s.min = points < s.min ? points : s.min;
                    s.max = points > s.max ? points : s.max;
                }
    w->s = s;
}

/* Adds unseen cards from unseen[from] on, in increasing order (so each choice once), until
 * the crib holds four. */
static void complete(crib_walk *w, int from)
{
    if (w->have == 4) {
        show_with_starters(w);
        return;
    }
    for (int i = from; i < w->n_unseen; i++) {
        crib_card c = w->unseen[i];
        w->crib[w->have++] = c;
        w->left_of_rank[c / 4] &= ~(1u << c % 4);
        w->left_of_suit[c % 4]--;
        complete(w, i + 1);
        w->left_of_suit[c % 4]++;
        w->left_of_rank[c / 4] |= 1u << c % 4;
        w->have--;
    }
}

int32_t ref_discard_expect(uint64_t discard_mask, uint64_t dead_mask, crib_expect *out)
{
    if (!out)
        return CRIB_ENULL;
    memset(out, 0, sizeof *out);
    int32_t rc = masks_code(discard_mask, dead_mask, 1, 4);
    if (rc != CRIB_OK)
        return rc;
    if (!g_filled)
        fill_rows();
    crib_walk w;
    memset(&w, 0, sizeof w);
    for (int c = 0; c < CRIB_CARDS; c++) {
        if ((discard_mask >> c) & 1)
            w.crib[w.have++] = (crib_card)c;
        else if (!((dead_mask >> c) & 1)) {
            w.unseen[w.n_unseen++] = (crib_card)c;
            w.left_of_rank[c / 4] |= 1u << c % 4;
            w.left_of_suit[c % 4]++;
        }
    }
    w.s.min = UINT32_MAX;
    complete(&w, 0);
    if (!w.s.count)
        return CRIB_ERANGE;
    shows_to_expect(&w.s, out);
    return CRIB_OK;
}

/* ---- Keeps ---- */

/* A keep's value h / hc +- c / cc as the fraction (h * cc +- c * hc) / (hc * cc). A hand
 * has fewer than 2^6 starters, a crib fewer than 2^20 completions and starters, and a show
 * scores below 2^5, so the numerator is below 2^32, the denominator below 2^26 and
 * products of the two below 2^58. */
static void value_fraction(const crib_keep *k, int dealer, int64_t *num, int64_t *den)
{
    int64_t hand = (int64_t)k->hand.sum * k->crib.count;
    int64_t crib = (int64_t)k->crib.sum * k->hand.count;
    *num = dealer ? hand + crib : hand - crib;
    *den = (int64_t)k->hand.count * k->crib.count;
}

/* 1 when keep a is worth more than keep b, or as much with a lower kept mask. */
static int better(const crib_keep *a, const crib_keep *b, int dealer)
{
    int64_t num_a, den_a, num_b, den_b;
    value_fraction(a, dealer, &num_a, &den_a);
    value_fraction(b, dealer, &num_b, &den_b);
    if (num_a * den_b != num_b * den_a)
        return num_a * den_b > num_b * den_a;
    return a->keep < b->keep;
}

/* The code of a deal, in the library's order of checks: no cards, a number of cards that
 * no game deals, unknown flags, a card above 51, a card twice; else CRIB_OK, with the
 * deal's cards in *deal. */
static int32_t deal_code(const crib_card *dealt, size_t n, uint32_t flags, uint64_t *deal)
{
    if (!dealt)
        return CRIB_ENULL;
    if ((n != 5 && n != 6) || (n == 6 && (flags & CRIB_DISCARD_FIVE_CARD)))
        return CRIB_ECOUNT;
    if (flags & ~(uint32_t)(CRIB_DISCARD_DEALER | CRIB_DISCARD_FIVE_CARD))
        return CRIB_EFLAGS;
    for (size_t i = 0; i < n; i++)
        if (dealt[i] >= CRIB_CARDS)
            return CRIB_ECARD;
    for (size_t i = 0; i < n; i++) {
        if ((*deal >> dealt[i]) & 1)
            return CRIB_EDUP;
        *deal |= BIT(dealt[i]);
    }
    return CRIB_OK;
}

int32_t ref_discard_analyze(const crib_card *dealt, size_t n, uint32_t flags, crib_keep *keeps,
                            size_t cap)
{
    for (size_t i = 0; keeps && i < cap; i++)
        memset(&keeps[i], 0, sizeof keeps[i]);
    uint64_t deal = 0;
    int32_t rc = keeps ? deal_code(dealt, n, flags, &deal) : CRIB_ENULL;
    if (rc != CRIB_OK)
        return rc;
    /* Six cards discard two; five discard two in the five-card game, else one. */
    int discards = (n == 6 || (flags & CRIB_DISCARD_FIVE_CARD)) ? 2 : 1;
    int n_keeps = 0;
    for (unsigned pick = 0; pick < 1u << n; pick++)
        n_keeps += count_cards(pick) == discards;
    if (cap < (size_t)n_keeps)
        return CRIB_ESPACE;

    int dealer = (flags & CRIB_DISCARD_DEALER) != 0;
    crib_keep found[CRIB_DISCARD_MAX_KEEPS];
    memset(found, 0, sizeof found);
    int k = 0;
    for (unsigned pick = 0; pick < 1u << n; pick++) {
        if (count_cards(pick) != discards)
            continue;
        crib_keep *kp = &found[k++];
        for (size_t i = 0; i < n; i++)
            *((pick >> i) & 1 ? &kp->discard : &kp->keep) |= BIT(dealt[i]);
        ref_hand_expect(kp->keep, kp->discard, &kp->hand);
        ref_discard_expect(kp->discard, kp->keep, &kp->crib);
        kp->value = dealer ? kp->hand.mean + kp->crib.mean : kp->hand.mean - kp->crib.mean;
    }
    /* Each place takes the best keep not yet placed. */
    int placed[CRIB_DISCARD_MAX_KEEPS] = {0};
    for (int i = 0; i < n_keeps; i++) {
        int best = -1;
        for (int j = 0; j < n_keeps; j++)
            if (!placed[j] && (best < 0 || better(&found[j], &found[best], dealer)))
                best = j;
        placed[best] = 1;
        keeps[i] = found[best];
    }
    return n_keeps;
}
