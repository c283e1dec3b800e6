/* SPDX-License-Identifier: MIT */
/* The expected crib, counted instead of enumerated.
 *
 * A crib is its known cards (1 to 4), `need` more cards and a starter, all drawn from the
 * unseen cards. Fifteens, pairs and runs depend on the ranks alone: summed over every
 * completion they are a sum over the multisets of added ranks ("rows") and the starter's
 * rank, each scored once from the fast evaluator's table (the row of the crib's four ranks
 * holds all 13 starter ranks) and counted as many times as the unseen cards realise it.
 * The flush (all five cards of the known cards' suit) and nobs (the jack of the starter's
 * suit among the crib cards) depend on suits and are counted apart, in closed form.
 *
 * A six-card deal's crib so takes 91 rows of 13 entries instead of 1,035 crib scorings,
 * and a five-card deal's discard of one card 455 rows instead of 16,215. The least and
 * most come from the same rows: a crib scores its rank points plus a bonus of 0 to 6. The
 * most is found from the ranks alone (which rank choices allow nobs, which a flush); the
 * least is the least rank points, plus a bonus only where every choice of suits is forced
 * into one, which the suits of a few rank choices settle.
 *
 * With a throw model (crib_weights), the two added cards {x, y} of a crib with two known
 * cards count w(x, y) times: each rank pair's ways split into suited and unsuited card
 * pairs, and the flush and nobs counts weigh each pair. Every weight is at least 1, so the
 * same completions are possible and the least and most do not change. */
#include "crib_count.h"

#include "bits.h"
#include "bytes.h"
#include "fast.h"

#include <string.h>

#define RANKS 13
#define JACK_CARD(suit) (4u * CRIB_JACK + (unsigned)(suit))
#define SUIT_CARDS(suit) (UINT64_C(0x0001111111111111) << (suit))

/* ---- Rows as bytes ---- */

/* A row's 13 entries, or a mask over them, as two words: ranks 0-7, then ranks 8-12 in
 * the low five bytes. Entries are at most 29, so a few of them add up in a byte. */
typedef struct bytes13 {
    uint64_t lo, hi;
} bytes13;

#define HI_BYTES UINT64_C(0x000000FFFFFFFFFF) /* the five bytes of ranks 8-12 */

static bytes13 load_row(const uint8_t *points)
{
    /* A row of four ranks is followed by more of the table: 16 bytes stay inside it. Byte
     * r of the row is byte r % 8 of its word counted from the low end, as the masks
     * (rank_bytes) have it, on a big-endian machine too. */
    bytes13 b = {bytes_load_le(points), bytes_load_le(points + 8) & HI_BYTES};
    return b;
}

static bytes13 as_bytes(const uint64_t m[2])
{
    bytes13 b = {m[0], m[1]};
    return b;
}

/* 0xFF in the byte of each rank of a 13-bit mask. */
static void rank_bytes(unsigned ranks, uint64_t out[2])
{
    out[0] = out[1] = 0;
    for (unsigned r = 0; r < RANKS; r++)
        if ((ranks >> r) & 1)
            out[r / 8] |= UINT64_C(0xFF) << (8 * (r % 8));
}

static bytes13 bytes_and(bytes13 x, bytes13 m)
{
    x.lo &= m.lo;
    x.hi &= m.hi;
    return x;
}

static void clear_rank(bytes13 *m, unsigned r)
{
    uint64_t bits = UINT64_C(0xFF) << (8 * (r % 8));
    if (r < 8)
        m->lo &= ~bits;
    else
        m->hi &= ~bits;
}

/* Whether an entry of the row among the mask's is above best (masked-out entries read as
 * 0, and best < 0x7F). */
static int any_above(bytes13 row, bytes13 mask, unsigned best)
{
    uint64_t gap = (0x7Fu - best) * BYTES_ONE;
    return ((((row.lo & mask.lo) + gap) | ((row.hi & mask.hi) + gap)) & BYTES_HIGH) != 0;
}

/* Whether an entry of the row among the mask's is below least (1 <= least <= 0x80). */
static int any_below(bytes13 row, bytes13 mask, unsigned least)
{
    uint64_t gap = (0x80u - least) * BYTES_ONE;
    uint64_t lo = (row.lo & mask.lo) | (~mask.lo & BYTES_LOW7);
    uint64_t hi = (row.hi & mask.hi) | (~mask.hi & BYTES_LOW7);
    return (((lo + gap) & (hi + gap)) & BYTES_HIGH) != BYTES_HIGH;
}

/* The most entry of the row among the mask's, plus one; 0 when the mask is empty. */
static unsigned row_most(const uint8_t *points, bytes13 mask)
{
    unsigned most = 0;
    for (unsigned r = 0; r < RANKS; r++) {
        uint64_t m = r < 8 ? mask.lo : mask.hi;
        if ((m >> (8 * (r % 8))) & 1)
            most = points[r] + 1u > most ? points[r] + 1u : most;
    }
    return most;
}

/* ---- The pool and the job ---- */

void crib_pool_init(crib_pool *pool, uint64_t unseen)
{
    memset(pool, 0, sizeof *pool);
    pool->unseen = unseen;
    for (uint64_t u = unseen; u; u &= u - 1) {
        unsigned c = (unsigned)crib_ctz64(u);
        pool->n[c >> 2]++;
        pool->suits[c >> 2] = (uint8_t)(pool->suits[c >> 2] | (1u << (c & 3)));
        pool->suit_ranks[c & 3] = (uint16_t)(pool->suit_ranks[c & 3] | (1u << (c >> 2)));
        pool->total++;
    }
    for (unsigned c = 0; c < 4; c++) {
        unsigned ranks = 0;
        for (unsigned r = 0; r < RANKS; r++)
            ranks |= (unsigned)(pool->n[r] > c) << r;
        rank_bytes(ranks, pool->at_least[c]);
        rank_bytes(pool->suit_ranks[c], pool->of_suit[c]);
    }
}

/* One crib: the pool, the known cards, and the masks that the least and most read. */
typedef struct crib_job {
    const crib_pool *p;
    uint64_t known;
    unsigned known_rank[4]; /* in increasing order */
    int k, need;
    int flush_suit;      /* the suit of every known card, or -1 when they have two */
    unsigned known_jack; /* 1 when a jack is known */
    const crib_weights *wt;
    bytes13 nobs[2]; /* starter ranks that can give nobs: without, with an added jack */
} crib_job;

static void job_init(crib_job *j, const crib_pool *pool, uint64_t known,
                     const crib_weights *weights)
{
    memset(j, 0, sizeof *j);
    j->p = pool;
    j->known = known;
    j->wt = weights;
    unsigned suits = 0;
    for (uint64_t m = known; m; m &= m - 1) {
        unsigned c = (unsigned)crib_ctz64(m);
        j->known_rank[j->k++] = c >> 2;
        suits |= 1u << (c & 3);
    }
    j->need = 4 - j->k;
    j->flush_suit = crib_popcount64(suits) == 1 ? crib_ctz64(suits) : -1;
    unsigned jacks = (unsigned)(known >> JACK_CARD(0)) & 0xFu;
    j->known_jack = jacks != 0;
    /* A starter of rank r can give nobs when its suit is a jack's in the crib: a known
     * jack's, or an unseen jack's when a jack is added. A jack starter never can. */
    for (int added = 0; added < 2; added++) {
        unsigned with = jacks | (added ? pool->suits[CRIB_JACK] : 0u), ranks = 0;
        for (int t = 0; t < 4; t++)
            if ((with >> t) & 1)
                ranks |= pool->suit_ranks[t];
        ranks &= ~(1u << CRIB_JACK);
        uint64_t b[2];
        rank_bytes(ranks, b);
        j->nobs[added] = as_bytes(b);
    }
}

static uint64_t choose(uint64_t n, int k)
{
    switch (k) {
    case 0: return 1;
    case 1: return n;
    case 2: return n * (n - 1) / 2;
    default: return n * (n - 1) * (n - 2) / 6;
    }
}

/* The ways (weighted, with a model) to draw added ranks x <= y. */
static uint64_t pair_ways(const crib_job *j, unsigned x, unsigned y)
{
    const crib_pool *p = j->p;
    if (!j->wt)
        return x == y ? choose(p->n[x], 2) : (uint64_t)p->n[x] * (uint64_t)p->n[y];
    if (x == y)
        return j->wt->w[x][x][0] * choose(p->n[x], 2);
    uint64_t suited = (unsigned)crib_popcount64(p->suits[x] & p->suits[y]);
    return j->wt->w[x][y][1] * suited +
           j->wt->w[x][y][0] * ((uint64_t)p->n[x] * (uint64_t)p->n[y] - suited);
}

/* The ways to draw the added ranks a[0 .. need-1], in increasing order. */
static uint64_t ways_of(const crib_job *j, const unsigned *a)
{
    if (j->need == 2)
        return pair_ways(j, a[0], a[1]);
    /* Runs of one rank among a[0] <= a[1] <= a[2]: each draws that many of its cards. */
    uint64_t ways = 1;
    int run = 1;
    for (int i = 1; i <= j->need && i <= 3; i++) {
        if (i < j->need && i < 3 && a[i] == a[i - 1]) {
            run++;
            continue;
        }
        ways *= choose(j->p->n[a[i - 1]], run);
        run = 1;
    }
    return ways;
}

/* The next multiset of `need` ranks in increasing order after a[]; 0 after the last. */
static int next_multiset(unsigned *a, int need)
{
    int i = need - 1;
    while (i >= 0 && a[i] == RANKS - 1)
        i--;
    if (i < 0)
        return 0;
    a[i]++;
    for (int k = i + 1; k < need; k++)
        a[k] = a[i];
    return 1;
}

/* Unseen cards of rank r left to be the starter once the added ranks are drawn. */
static unsigned starters_left(const crib_job *j, const unsigned *a, unsigned r)
{
    unsigned left = j->p->n[r];
    for (int i = 0; i < j->need; i++)
        left -= a[i] == r;
    return left;
}

/* The offset of the table row of four ranks in increasing order. */
static unsigned row_of(unsigned q0, unsigned q1, unsigned q2, unsigned q3)
{
    return (unsigned)crib_row_start[0][(size_t)4 * q0] + crib_row_start[1][(size_t)4 * q1] +
           crib_row_start[2][(size_t)4 * q2] + crib_row_start[3][(size_t)4 * q3];
}

/* The row of two known ranks k0 <= k1 and two added ranks x <= y: merged by a network of
 * four comparisons. */
static unsigned pair_row(unsigned k0, unsigned k1, unsigned x, unsigned y)
{
    unsigned lo = k0 < x ? k0 : x, hi = k1 > y ? k1 : y;
    unsigned m0 = k0 > x ? k0 : x, m1 = k1 < y ? k1 : y;
    return row_of(lo, m0 < m1 ? m0 : m1, m0 < m1 ? m1 : m0, hi);
}

/* ---- The least: the suits of one rank choice ---- */

/* The least bonus (flush 5, nobs 1) of a rank choice: every choice of cards for the added
 * ranks a[] (cards of one rank in increasing suit order, so each set once) and every
 * starter of rank r; a bonus of 0, which nothing beats, ends the search. */
static unsigned least_bonus(const crib_job *j, const unsigned *a, unsigned r)
{
    const crib_pool *p = j->p;
    unsigned least = 255;
    for (unsigned code = 0; code < (1u << (2 * j->need)) && least; code++) {
        uint64_t added = 0;
        int ok = 1, flush = j->flush_suit >= 0;
        for (int i = 0; i < j->need && ok; i++) {
            unsigned s = (code >> (2 * i)) & 3;
            ok = ((p->suits[a[i]] >> s) & 1) &&
                 !(i > 0 && a[i] == a[i - 1] && s <= ((code >> (2 * i - 2)) & 3));
            added |= CARD_BIT(4 * a[i] + s);
            flush &= (int)s == j->flush_suit;
        }
        for (int s = 0; s < 4 && ok && least; s++) {
            unsigned card = 4 * r + (unsigned)s;
            if (!((p->suits[r] >> s) & 1) || (added & CARD_BIT(card)))
                continue;
            unsigned bonus = (flush && s == j->flush_suit) ? 5u : 0u;
            bonus += (unsigned)(((j->known | added) >> JACK_CARD(s)) & 1);
            least = bonus < least ? bonus : least;
        }
    }
    return least;
}

/* ---- The walk over the rows ---- */

/* The bounds found by the walk: the least rank points, with the added ranks and starter
 * rank of a completion that has them, and the most crib (rank points and bonus). */
typedef struct crib_walk {
    uint64_t sum, ways;
    unsigned least, least_r;
    unsigned least_a[3];
    unsigned most;
    unsigned cap; /* the most bonus any completion can have: 6, 1 or 0 */
} crib_walk;

/* Raises the most to the row's entries under the mask plus the bonus, where any is
 * higher. */
static void raise_most(unsigned *most, const uint8_t *points, bytes13 row, bytes13 mask,
                       unsigned bonus)
{
    if (*most >= bonus ? any_above(row, mask, *most - bonus) : (mask.lo | mask.hi) != 0) {
        unsigned got = row_most(points, mask);
        if (got && got - 1 + bonus > *most)
            *most = got - 1 + bonus;
    }
}

/* Starter ranks with a card left once the added ranks are drawn. */
static bytes13 feasible_starters(const crib_job *j, const unsigned *a)
{
    bytes13 feasible = as_bytes(j->p->at_least[0]);
    for (int i = 0; i < j->need; i++)
        if (!starters_left(j, a, a[i]))
            clear_rank(&feasible, a[i]);
    return feasible;
}

/* The least and most's share of a row that the table's least and most entries of the
 * row did not rule out. A completion scores its rank points, 1 more with nobs (possible
 * where the starter's suit has a jack among the crib's cards: the masks of the job) and 5
 * more with a flush (6 with a jack in the crib: all one suit, it is the starter's). Each
 * is possible exactly when the ranks say so: the unseen cards of the other ranks can
 * always avoid the few that a flush or nobs uses. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
static void
row_bounds(const crib_job *j, crib_walk *w, const unsigned *a, unsigned offset)
{
    const crib_pool *p = j->p;
    const uint8_t *points = crib_rank_points + offset;
    bytes13 row = load_row(points), feasible = feasible_starters(j, a);
    if (any_below(row, feasible, w->least)) {
        for (unsigned r = 0; r < RANKS; r++)
            if (points[r] < w->least && starters_left(j, a, r)) {
                w->least = points[r];
                w->least_r = r;
                for (int i = 0; i < 3; i++)
                    w->least_a[i] = i < j->need ? a[i] : 0;
            }
    }
    raise_most(&w->most, points, row, feasible, 0);
    int added_jack = 0;
    for (int i = 0; i < j->need; i++)
        added_jack |= a[i] == CRIB_JACK;
    raise_most(&w->most, points, row, bytes_and(feasible, j->nobs[added_jack]), 1);
    if (j->flush_suit < 0)
        return;
    /* A flush needs the added ranks and the starter's all apart, with their cards of the
     * known cards' suit unseen. */
    unsigned used = 0;
    for (int i = 0; i < j->need; i++) {
        if (!((p->suit_ranks[j->flush_suit] >> a[i]) & 1) || ((used >> a[i]) & 1))
            return;
        used |= 1u << a[i];
    }
    bytes13 of_suit = bytes_and(feasible, as_bytes(p->of_suit[j->flush_suit]));
    for (int i = 0; i < j->need; i++)
        clear_rank(&of_suit, a[i]);
    raise_most(&w->most, points, row, of_suit, 5u + ((unsigned)added_jack | j->known_jack));
}

/* Whether a row may change the least or most: its least entry below the least so far, or
 * its most entry with the most bonus above the most so far. */
static int row_matters(const crib_walk *w, unsigned offset)
{
    const uint8_t *range = crib_row_range[offset / RANKS];
    return range[0] < w->least || range[1] + w->cap > w->most;
}

/* The rank points of one row summed over its starters: n[r] - (added cards of rank r)
 * starters of rank r, that is the row summed under the masks of the ranks with at least
 * 1, 2, 3 and 4 unseen cards, less one entry per added card. */
typedef struct starter_masks {
    uint64_t lo[4], hi[4];
} starter_masks;

static void starter_masks_of(const crib_pool *p, starter_masks *m)
{
    for (int c = 0; c < 4; c++) {
        m->lo[c] = p->at_least[c][0];
        m->hi[c] = p->at_least[c][1];
    }
}

static unsigned row_sum(const uint8_t *points, const starter_masks *m)
{
    bytes13 row = load_row(points);
    uint64_t acc = 0;
    for (int c = 0; c < 4; c++)
        acc += (row.lo & m->lo[c]) + (row.hi & m->hi[c]);
    return byte_sum(acc);
}

/* Two known cards, the six-card deal's crib: rows of two added ranks x <= y. */
static void walk_pairs(const crib_job *j, crib_walk *w, int bounds)
{
    starter_masks m;
    starter_masks_of(j->p, &m);
    unsigned k0 = j->known_rank[0], k1 = j->known_rank[1];
    uint64_t sum = 0, all = 0;
    for (unsigned x = 0; x < RANKS; x++) {
        if (!j->p->n[x])
            continue;
        for (unsigned y = x; y < RANKS; y++) {
            uint64_t ways = pair_ways(j, x, y);
            if (!ways)
                continue;
            unsigned offset = pair_row(k0, k1, x, y);
            const uint8_t *points = crib_rank_points + offset;
            sum += ways * (row_sum(points, &m) - points[x] - points[y]);
            all += ways;
            if (bounds && row_matters(w, offset)) {
                unsigned a[3] = {x, y, 0};
                row_bounds(j, w, a, offset);
            }
        }
    }
    w->sum = sum;
    w->ways = all;
}

/* Any number of known cards: rows of every multiset of added ranks. */
static void walk_multisets(const crib_job *j, crib_walk *w, int bounds)
{
    starter_masks m;
    starter_masks_of(j->p, &m);
    uint64_t sum = 0, all = 0;
    unsigned a[3] = {0, 0, 0};
    do {
        uint64_t ways = ways_of(j, a);
        if (!ways)
            continue;
        unsigned q[4];
        int x = 0, y = 0;
        for (int i = 0; i < 4; i++)
            q[i] = (y >= j->need || (x < j->k && j->known_rank[x] <= a[y])) ? j->known_rank[x++]
                                                                            : a[y++];
        unsigned offset = row_of(q[0], q[1], q[2], q[3]);
        const uint8_t *points = crib_rank_points + offset;
        unsigned row = row_sum(points, &m);
        for (int i = 0; i < j->need; i++)
            row -= points[a[i]];
        sum += ways * row;
        all += ways;
        if (bounds && row_matters(w, offset))
            row_bounds(j, w, a, offset);
    } while (next_multiset(a, j->need));
    w->sum = sum;
    w->ways = all;
}

/* The least crib: rank points plus the least bonus of their rank choice. The completion
 * found at the least rank points settles it when its ranks can take suits that score no
 * bonus (the usual case); else every rank choice below the best so far has its suits
 * tried. */
static unsigned crib_least(const crib_job *j, const crib_walk *w)
{
    unsigned least = w->least + least_bonus(j, w->least_a, w->least_r);
    if (least == w->least)
        return least;
    unsigned a[3] = {0, 0, 0};
    do {
        if (!ways_of(j, a))
            continue;
        unsigned q[4];
        int x = 0, y = 0;
        for (int i = 0; i < 4; i++)
            q[i] = (y >= j->need || (x < j->k && j->known_rank[x] <= a[y])) ? j->known_rank[x++]
                                                                            : a[y++];
        const uint8_t *points = crib_rank_points + row_of(q[0], q[1], q[2], q[3]);
        for (unsigned r = 0; r < RANKS; r++)
            if (points[r] < least && starters_left(j, a, r)) {
                unsigned got = points[r] + least_bonus(j, a, r);
                least = got < least ? got : least;
            }
    } while (least > w->least && next_multiset(a, j->need));
    return least;
}

/* ---- Flush and nobs ---- */

/* The weight of the card pair {x, y} under the job's model. */
static uint64_t pair_weight(const crib_job *j, unsigned x, unsigned y)
{
    unsigned rx = x >> 2, ry = y >> 2;
    return j->wt->w[rx][ry][rx != ry && (x & 3) == (y & 3)];
}

/* Completions (weighted) with a flush: the added cards and the starter all of the known
 * cards' suit. */
static uint64_t flush_ways(const crib_job *j)
{
    if (j->flush_suit < 0)
        return 0;
    uint64_t of_suit = j->p->unseen & SUIT_CARDS(j->flush_suit);
    unsigned u = (unsigned)crib_popcount64(of_suit);
    if (u < (unsigned)j->need + 1)
        return 0;
    if (!j->wt)
        return choose(u, j->need) * (u - (unsigned)j->need);
    uint64_t ways = 0;
    for (uint64_t xs = of_suit; xs; xs &= xs - 1)
        for (uint64_t ys = xs & (xs - 1); ys; ys &= ys - 1)
            ways += pair_weight(j, (unsigned)crib_ctz64(xs), (unsigned)crib_ctz64(ys));
    return ways * (u - 2);
}

/* The weight of the unseen pairs that hold card c. */
static uint64_t weight_with(const crib_job *j, unsigned c)
{
    uint64_t sum = 0;
    for (uint64_t ys = j->p->unseen & ~CARD_BIT(c); ys; ys &= ys - 1)
        sum += pair_weight(j, c, (unsigned)crib_ctz64(ys));
    return sum;
}

/* Completions (weighted) with nobs: for each starter suit t, the jack of t among the known
 * cards (then any completion with a starter of suit t) or among the added cards (then a
 * starter of suit t other than that jack). all_ways is the weight of every choice of
 * added cards. */
static uint64_t nobs_ways(const crib_job *j, uint64_t all_ways)
{
    const crib_pool *p = j->p;
    uint64_t ways = 0;
    for (int t = 0; t < 4; t++) {
        unsigned jack = JACK_CARD(t);
        uint64_t of_suit = p->unseen & SUIT_CARDS(t);
        unsigned u = (unsigned)crib_popcount64(of_suit);
        if (j->known & CARD_BIT(jack)) {
            if (!j->wt) {
                ways += u * choose(p->total - 1, j->need);
                continue;
            }
            for (uint64_t ss = of_suit; ss; ss &= ss - 1)
                ways += all_ways - weight_with(j, (unsigned)crib_ctz64(ss));
        } else if ((p->unseen & CARD_BIT(jack)) && j->need > 0) {
            if (!j->wt) {
                ways += (u - 1) * choose(p->total - 2, j->need - 1);
                continue;
            }
            for (uint64_t ys = p->unseen & ~CARD_BIT(jack); ys; ys &= ys - 1) {
                unsigned y = (unsigned)crib_ctz64(ys);
                ways += pair_weight(j, jack, y) * (u - 1 - ((y & 3) == (unsigned)t));
            }
        }
    }
    return ways;
}

void crib_crib_count(const crib_pool *pool, uint64_t known, const crib_weights *weights, int bounds,
                     crib_expect *out)
{
    crib_job j;
    job_init(&j, pool, known, weights);
    crib_walk w;
    memset(&w, 0, sizeof w);
    w.least = 0x80;
    w.cap = j.flush_suit >= 0                                             ? 6u
            : (j.nobs[0].lo | j.nobs[0].hi | j.nobs[1].lo | j.nobs[1].hi) ? 1u
                                                                          : 0u;
    if (j.need == 2)
        walk_pairs(&j, &w, bounds);
    else
        walk_multisets(&j, &w, bounds);
    uint64_t count = w.ways * (pool->total - (unsigned)j.need);
    out->sum = w.sum + 5 * flush_ways(&j) + nobs_ways(&j, w.ways);
    out->count = (uint32_t)count;
    out->min = bounds ? crib_least(&j, &w) : 0;
    out->max = bounds ? w.most : 0;
    out->reserved = 0;
    out->mean = (double)out->sum / (double)count;
}
