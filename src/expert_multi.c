/* SPDX-License-Identifier: MIT */
/* The expert level with three or four players. The play: the hands the others may hold are
 * sampled, consistent with every card seen and every go, each weighed by how likely the
 * others' plays so far were under the strong level's rule (multi.c); each card the player
 * may play is played out to the end of the play on every sample, every player then by that
 * rule, and the card with the best weighted mean of my side's points less the others' is
 * played. Three-handed, a side that reaches the target first in the deal (in the play or
 * the shows after it, in their order) counts EM_WIN_BONUS more. The keep: hand +- crib as
 * the strong level's, plus the pegging of the keep from a table of such play-outs
 * (src/gen/peg_multi_table.h, tools/gen_peg_multi.c). The seed comes from the view alone,
 * so that a view always gets the same card and crib_advise() lists it first. */
#include "expert_multi.h"

#include "bits.h"
#include "gen/peg_multi_table.h"
#include "pile.h"
#include "play.h"
#include "rng.h"
#include "variant.h"

#include <string.h>

/* The number of deals sampled (a play takes about 2 ms at the 99th percentile: make bench). */
#define EM_SAMPLES 400

/* A sampled deal's weight for each play of another player's that the strong rule would not
 * have made from it: players are not all the strong bot (0.1 and 0.55 were tried in short
 * development runs and not kept; no interval tells them apart). */
#define EM_MISS 0.3

/* What reaching the target first in the deal is worth, in points, three-handed (kept from
 * development runs against none, which no interval told apart: the figures of docs/
 * figures.md are with it); four-handed it is not used. */
#define EM_WIN_BONUS 40.0

/* The play by ranks: suits never score in the play. */
typedef struct em_state {
    uint8_t players, np, count, went, last, turn, me;
    uint8_t n[CRIB_PLAY_MAX_PLAYERS];
    uint8_t h[CRIB_PLAY_MAX_PLAYERS][4];
    uint8_t pile[CRIB_PLAY_MAX_PILE + 1];
    /* The ranks every player has seen: the cards played and the starter (the root
     * player's discard, which only it has seen, comes apart). */
    uint8_t seen[13];
    int16_t pts[CRIB_PLAY_MAX_PLAYERS];
    /* Near the end: each side's score, the target, and the side that reached it first
     * (EM_NONE while none has). */
    uint8_t end, winner;
    uint16_t target;
    int16_t total[CRIB_PLAY_MAX_PLAYERS];
} em_state;

#define EM_NONE 0xFF

/* Player q pegs pts. */
static void em_score(em_state *s, int q, int pts)
{
    s->pts[q] = (int16_t)(s->pts[q] + pts);
    if (s->end && pts) {
        int side = s->players == 4 ? q % 2 : q;
        s->total[side] = (int16_t)(s->total[side] + pts);
        if (s->winner == EM_NONE && s->total[side] >= s->target)
            s->winner = (uint8_t)side;
    }
}

static int em_can_play(const em_state *s, int q)
{
    for (int i = 0; i < s->n[q]; i++)
        if (PILE_VALUE(s->h[q][i]) + s->count <= 31)
            return 1;
    return 0;
}

static uint8_t em_next_active(const em_state *s, int from)
{
    for (int k = 1; k <= s->players; k++) {
        int q = (from + k) % s->players;
        if (s->n[q] && !((s->went >> q) & 1))
            return (uint8_t)q;
    }
    return EM_NONE;
}

static void em_end_count(em_state *s)
{
    if (s->count < 31)
        em_score(s, s->last, 1);
    s->count = 0;
    s->np = 0;
    s->went = 0;
    uint8_t leader = em_next_active(s, s->last);
    s->last = EM_NONE;
    s->turn = leader;
}

static void em_advance(em_state *s, int actor)
{
    uint8_t q = s->count == 31 ? EM_NONE : em_next_active(s, actor);
    if (s->np > 0 && (q == EM_NONE || (q == s->last && !em_can_play(s, q))))
        em_end_count(s);
    else
        s->turn = q;
}

/* Player q plays the i-th rank of its hand. */
static void em_lay(em_state *s, int q, int i)
{
    uint8_t r = s->h[q][i];
    s->h[q][i] = s->h[q][--s->n[q]];
    s->pile[s->np++] = r;
    s->count = (uint8_t)(s->count + PILE_VALUE(r));
    em_score(s, q, pile_points(s->pile, s->np, s->count));
    s->seen[r]++;
    s->last = (uint8_t)q;
    em_advance(s, q);
}

/* run[k]: the run rank k would make on top of the pile of np ranks. With the top m cards
 * distinct, k makes a run of m + 1 when it is not among them and they span m - 1 (k at
 * either end) or m (k in the gap). */
static void em_runs(const uint8_t *pile, int np, uint8_t run[13])
{
    memset(run, 0, 13);
    unsigned set = 0;
    int lo = 13, hi = -1;
    for (int m = 1; m <= np; m++) {
        int t = pile[np - m];
        if (set & (1u << t))
            break;
        set |= 1u << t;
        lo = t < lo ? t : lo;
        hi = t > hi ? t : hi;
        if (m >= 2 && hi - lo == m - 1) {
            if (lo > 0)
                run[lo - 1] = (uint8_t)(m + 1);
            if (hi < 12)
                run[hi + 1] = (uint8_t)(m + 1);
        } else if (m >= 2 && hi - lo == m) {
            for (int k = lo + 1; k < hi; k++)
                if (!(set & (1u << k)))
                    run[k] = (uint8_t)(m + 1);
        }
    }
}

/* The strong rule (crib_multi_values()) by ranks: what rank r pegs now on the pile before
 * (n_before ranks, count_before), times the cards the player has not seen (unseen, u[k] of
 * rank k: all but the cards played, the starter and its own, the root player's discard
 * among them), less what the next player pegs back with each of them. What each rank would peg back
 * is read off the pile once (pile_points() on each would rescan it): a fifteen or 31, a pair on the
 * top rank, or a run with the distinct ranks on top of the pile. */
static long em_rule_value(const uint8_t *before, int n_before, int count_before, uint8_t r,
                          const int *u, long unseen)
{
    static const int pair_points[5] = {0, 0, 2, 6, 12};
    uint8_t pile[CRIB_PLAY_MAX_PILE + 1];
    memcpy(pile, before, (size_t)n_before);
    pile[n_before] = r;
    int np = n_before + 1, count = count_before + PILE_VALUE(r);
    long now = pile_points(pile, np, count);
    /* After 31 the next player leads: a single card pegs nothing. */
    if (count == 31)
        return now * unseen;
    int same = 1;
    while (same < np && pile[np - 1 - same] == r)
        same++;
    uint8_t run[13];
    em_runs(pile, np, run);
    long back = 0;
    for (int k = 0; k < 13 && count + PILE_VALUE(k) <= 31; k++) {
        int after = count + PILE_VALUE(k);
        int pts = (after == 15 || after == 31) ? 2 : 0;
        pts += k == r ? pair_points[same + 1 < 4 ? same + 1 : 4] : run[k];
        back += (long)u[k] * pts;
    }
    return now * unseen - back;
}

/* One turn by the strong rule: the best rank (the lowest of equals), or a go. */
static void em_step(em_state *s, const uint8_t *mine_away)
{
    int q = s->turn;
    unsigned ranks = 0;
    for (int i = 0; i < s->n[q]; i++)
        if (PILE_VALUE(s->h[q][i]) + s->count <= 31)
            ranks |= 1u << s->h[q][i];
    if (!ranks) {
        s->went = (uint8_t)(s->went | (1u << q));
        em_advance(s, q);
        return;
    }
    int best = crib_ctz64(ranks);
    if (ranks & (ranks - 1)) {
        int u[13];
        long unseen = 0;
        for (int k = 0; k < 13; k++)
            u[k] = 4 - s->seen[k] - (q == s->me ? mine_away[k] : 0);
        for (int i = 0; i < s->n[q]; i++)
            u[s->h[q][i]]--;
        for (int k = 0; k < 13; k++)
            unseen += u[k];
        long best_value = 0;
        /* Rising ranks: the lowest of equal values stays. */
        for (unsigned m = ranks; m; m &= m - 1) {
            int r = crib_ctz64(m);
            long v = em_rule_value(s->pile, s->np, s->count, (uint8_t)r, u, unseen);
            if (r == best || v > best_value) {
                best = r;
                best_value = v;
            }
        }
    }
    int i = 0;
    while (s->h[q][i] != best)
        i++;
    em_lay(s, q, i);
}

/* The player of the pile's last card, or EM_NONE. */
static uint8_t em_last_player(const crib_view *v, uint32_t players)
{
    if (!v->n_pile)
        return EM_NONE;
    uint64_t bit = CARD_BIT(v->pile[v->n_pile - 1]);
    for (uint32_t q = 0; q < players; q++)
        if (v->played[q] & bit)
            return (uint8_t)q;
    return EM_NONE;
}

/* A seed from what the player sees alone, the others named by their seat from the player's,
 * so that the same cards seen from another seat number sample the same deals. */
static uint64_t em_view_seed(const crib_view *v, uint32_t players)
{
    uint64_t st = v->hand ^ (v->discard * 3) ^ UINT64_C(0x6d756c7469212121);
    uint64_t went = 0;
    for (uint32_t k = 0; k < players; k++) {
        uint32_t q = (v->player + k) % players;
        st ^= v->played[q] * (2 * k + 5);
        went |= (uint64_t)((v->went >> q) & 1) << k;
    }
    st ^= (uint64_t)v->count << 56 ^ went << 48 ^ (uint64_t)v->starter << 40;
    return crib_splitmix_next(&st);
}

/* The least value each other player's cards can have: the view's, and more than 31 less
 * the count for a player who said go in it. */
static void em_min_values(const crib_view *v, uint32_t players, uint32_t minv[4])
{
    for (uint32_t q = 0; q < players; q++) {
        minv[q] = v->min_value[q] ? v->min_value[q] : 1;
        if ((v->went >> q) & 1) {
            /* A go at count c: no card of theirs fits, each is worth 32 - c or more. */
            uint32_t go = v->count >= 22 ? 32 - v->count : 10;
            if (go > minv[q])
                minv[q] = go;
        }
    }
}

/* The cards of a pool worth at least minv. */
static uint64_t em_worth(uint64_t pool, uint32_t minv)
{
    /* Ids below 4 * (minv - 1) are the cards worth less than minv. */
    return minv <= 1 ? pool : pool & ~((UINT64_C(1) << (4 * (minv - 1))) - 1);
}

/* n cards drawn at random from pool (which holds at least n). */
static uint64_t em_draw(uint64_t *rng, uint64_t pool, int n)
{
    uint64_t got = 0;
    for (int k = 0; k < n; k++) {
        int left = crib_popcount64(pool);
        uint32_t j = crib_splitmix_below(rng, (uint64_t)left);
        uint64_t m = pool;
        for (uint32_t t = 0; t < j; t++)
            m &= m - 1;
        uint64_t bit = m & (~m + 1);
        got |= bit;
        pool &= ~bit;
    }
    return got;
}

/* The other players' hands, uniform among those that fit every go: the most constrained
 * player draws first, from the cards worth enough for him; those sets nest, so each
 * player's draw leaves the same number of choices to the next whatever it took. A player
 * whose constraint the cards cannot meet draws from all that is left. Equals draw in turn
 * from the player's left. */
static void em_sample(const crib_view *v, uint32_t players, const uint32_t minv[4], uint64_t unseen,
                      uint64_t *rng, uint64_t hands[4])
{
    uint32_t order[4];
    uint32_t k = 0;
    for (uint32_t i = 1; i < players; i++)
        order[k++] = (v->player + i) % players;
    for (uint32_t i = 1; i < k; i++)
        for (uint32_t j = i; j > 0 && minv[order[j]] > minv[order[j - 1]]; j--) {
            uint32_t t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    uint64_t pool = unseen;
    for (uint32_t i = 0; i < k; i++) {
        uint32_t q = order[i];
        int want = (int)v->held[q];
        uint64_t fits = em_worth(pool, minv[q]);
        if (crib_popcount64(fits) < want)
            fits = pool;
        if (crib_popcount64(fits) < want)
            want = crib_popcount64(fits);
        hands[q] = em_draw(rng, fits, want);
        pool &= ~hands[q];
    }
}

/* The value of a play-out for the root player: its side's points less the other side's,
 * with three players less the mean of the other two. */
static double em_outcome(const em_state *s)
{
    int me = s->me;
    if (s->players == 4)
        return (double)(s->pts[me] + s->pts[(me + 2) % 4] - s->pts[(me + 1) % 4] -
                        s->pts[(me + 3) % 4]);
    double others = 0;
    for (int q = 0; q < s->players; q++)
        if (q != me)
            others += s->pts[q];
    return s->pts[me] - others / (s->players - 1);
}

double crib_expert_multi_playout(uint32_t players, const uint8_t *hands, uint32_t leader,
                                 uint32_t me, int starter_rank)
{
    static const uint8_t none[13];
    em_state s;
    memset(&s, 0, sizeof s);
    s.players = (uint8_t)players;
    s.me = (uint8_t)me;
    s.last = EM_NONE;
    s.winner = EM_NONE;
    s.turn = (uint8_t)leader;
    for (uint32_t q = 0; q < players; q++) {
        s.n[q] = 4;
        memcpy(s.h[q], hands + (size_t)4 * q, 4);
    }
    s.seen[starter_rank]++;
    while (s.turn != EM_NONE)
        em_step(&s, none);
    return em_outcome(&s);
}

/* The end is near when a side may reach the target within the deal: within this many
 * points of it (two shows and a crib at their most, and the play). */
#define EM_END_REACH 70

/* Near the end, the scores and target go into the root state. */
static void em_end_start(const crib_view *v, em_state *root)
{
    uint32_t sides = crib_sides_of(root->players);
    int near = 0;
    for (uint32_t i = 0; i < sides; i++) {
        root->total[i] = (int16_t)v->score[i];
        near |= v->score[i] + EM_END_REACH >= v->rules.target;
    }
    root->end = (uint8_t)near;
    root->winner = EM_NONE;
    root->target = (uint16_t)v->rules.target;
}

/* The shows of a sampled deal: show[k] for the k-th hand shown (the dealer's left first,
 * the dealer's last), show[players] the crib, its cards I have not seen drawn from those
 * left unseen. */
static void em_shows(const crib_view *v, const uint64_t hands[4], uint64_t unseen, uint64_t *rng,
                     int show[5])
{
    uint32_t players = crib_variants[v->rules.variant].players;
    crib_card starter = (crib_card)v->starter;
    uint64_t left = unseen;
    for (uint32_t k = 1; k <= players; k++) {
        uint32_t q = (v->dealer + k) % players;
        uint64_t kept = v->played[q] | (q == v->player ? v->hand : hands[q]);
        left &= ~hands[q];
        int32_t pts = crib_popcount64(kept) == 4 ? crib_mask_score(kept, starter, 0) : 0;
        show[k - 1] = pts > 0 ? pts : 0;
    }
    int known = crib_popcount64(v->discard);
    int want = 4 - known;
    uint64_t crib = v->discard;
    if (want > 0 && crib_popcount64(left) >= want)
        crib |= em_draw(rng, left, want);
    int32_t pts = crib_popcount64(crib) == 4 ? crib_mask_score(crib, starter, CRIB_SCORE_CRIB) : 0;
    show[players] = pts > 0 ? pts : 0;
}

/* The value of a play-out near the end: bonus when my side reaches the target first in
 * the play or the shows after it, -bonus when another does, else the play's points. */
static double em_end_value(const crib_view *v, em_state *s, const int show[5], double bonus)
{
    uint32_t players = s->players;
    if (players < 3)
        return em_outcome(s); /* not reached: three or four players */
    for (uint32_t k = 1; k <= players + 1 && s->winner == EM_NONE; k++) {
        uint32_t q = (v->dealer + (k <= players ? k : players)) % players;
        int side = players == 4 ? (int)q % 2 : (int)q;
        s->total[side] = (int16_t)(s->total[side] + show[k - 1]);
        if (s->total[side] >= s->target)
            s->winner = (uint8_t)side;
    }
    if (s->winner == EM_NONE)
        return em_outcome(s);
    int mine = players == 4 ? s->me % 2 : s->me;
    return em_outcome(s) + (s->winner == mine ? bonus : -bonus);
}

/* The plays seen, in order, for weighing a sampled deal by how likely the others' plays
 * were under the strong rule: the earlier counts' when the view orders them, and the
 * pile's. */
typedef struct em_past {
    int n;
    uint8_t rank[CRIB_CARDS], who[CRIB_CARDS], start[CRIB_CARDS], count[CRIB_CARDS];
    uint8_t seen[CRIB_CARDS][13]; /* the ranks seen by all before play t: starter, plays */
} em_past;

static void em_past_of(const crib_view *v, uint32_t players, em_past *p)
{
    crib_card seq[CRIB_CARDS];
    int n = 0;
    uint64_t all = 0;
    for (uint32_t q = 0; q < players; q++)
        all |= v->played[q];
    uint8_t seen[13] = {0};
    if (v->starter < CRIB_CARDS)
        seen[CARD_RANK(v->starter)]++;
    /* The earlier counts' plays when their order is known; else only seen before the pile. */
    if ((uint32_t)crib_popcount64(all) == v->n_earlier + v->n_pile) {
        for (uint32_t i = 0; i < v->n_earlier; i++)
            seq[n++] = v->earlier[i];
    } else {
        uint64_t before = all;
        for (uint32_t i = 0; i < v->n_pile; i++)
            before &= ~CARD_BIT(v->pile[i]);
        for (; before; before &= before - 1)
            seen[CARD_RANK(crib_ctz64(before))]++;
    }
    for (uint32_t i = 0; i < v->n_pile; i++)
        seq[n++] = v->pile[i];
    /* An earlier count ends before the card that does not fit it (nobody could play),
     * or after 31; the pile's count begins at its first card. */
    int count = 0, start = 0, pile_at = n - (int)v->n_pile;
    for (int t = 0; t < n; t++) {
        int r = CARD_RANK(seq[t]);
        if (t == pile_at || count == 31 || count + PILE_VALUE(r) > 31) {
            count = 0;
            start = t;
        }
        p->rank[t] = (uint8_t)r;
        p->who[t] = EM_NONE;
        for (uint32_t q = 0; q < players; q++)
            if (v->played[q] & CARD_BIT(seq[t]))
                p->who[t] = (uint8_t)q;
        p->start[t] = (uint8_t)start;
        p->count[t] = (uint8_t)count;
        memcpy(p->seen[t], seen, 13);
        seen[r]++;
        count += PILE_VALUE(r);
    }
    p->n = n;
}

/* The rank the strong rule plays at the past's play t from the ranks it may play, holding
 * held[]. */
static int em_rule_choice(const em_past *p, int t, const int held[13], unsigned ranks)
{
    int u[13];
    long unseen = 0;
    for (int k = 0; k < 13; k++) {
        u[k] = 4 - p->seen[t][k] - held[k];
        unseen += u[k];
    }
    int best = crib_ctz64(ranks);
    long best_value = 0;
    for (unsigned m = ranks; m; m &= m - 1) {
        int r = crib_ctz64(m);
        long val = em_rule_value(p->rank + p->start[t], t - p->start[t], p->count[t], (uint8_t)r, u,
                                 unseen);
        if (r == best || val > best_value) {
            best = r;
            best_value = val;
        }
    }
    return best;
}

/* The weight of a sampled deal: EM_MISS for each play of another player that the strong rule,
 * holding the sampled cards, would not have made. */
static double em_weight(const em_past *p, const em_state *base)
{
    double w = 1;
    for (int t = 0; t < p->n; t++) {
        int q = p->who[t];
        if (q == EM_NONE || q == base->me)
            continue;
        /* q's hand then: what it holds now and what it played from t on. */
        int held[13] = {0};
        for (int i = 0; i < base->n[q]; i++)
            held[base->h[q][i]]++;
        for (int j = t; j < p->n; j++)
            if (p->who[j] == q)
                held[p->rank[j]]++;
        unsigned ranks = 0;
        for (int k = 0; k < 13; k++)
            if (held[k] && p->count[t] + PILE_VALUE(k) <= 31)
                ranks |= 1u << k;
        if (!(ranks & (ranks - 1)))
            continue;
        if (em_rule_choice(p, t, held, ranks) != p->rank[t])
            w *= EM_MISS;
    }
    return w;
}

/* The table's pegging of a keep of four cards for the player's seat. */
static double em_keep_peg(const crib_view *v, uint64_t keep)
{
    uint32_t players = crib_variants[v->rules.variant].players;
    uint8_t r[4];
    int m = 0;
    for (uint64_t b = keep; b && m < 4; b &= b - 1)
        r[m++] = (uint8_t)CARD_RANK(crib_ctz64(b)); /* ids rise with ranks: r sorted */
    if (m != 4)
        return 0;
    /* The multiset's number: colex over r0 <= r1 + 1 <= r2 + 2 <= r3 + 3, sum C(r_i + i, i + 1). */
    unsigned idx = 0;
    for (int i = 0; i < 4; i++) {
        unsigned n = (unsigned)(r[i] + i), b = 1;
        for (int j = 0; j <= i; j++)
            b = b * (n - (unsigned)j) / (unsigned)(j + 1);
        idx += b;
    }
    uint32_t seat = (v->player + players - v->dealer) % players;
    return players == 3 ? (double)k_peg_three[idx][seat] : (double)k_peg_four[idx][seat];
}

/* 1 when a goes before b: the higher value first, then the lower kept mask. */
static int em_keep_before(const expert_keep *a, const expert_keep *b)
{
    return a->value != b->value ? a->value > b->value : a->k.keep < b->k.keep;
}

int32_t crib_expert_multi_keeps(const crib_view *v, expert_keep *out)
{
    const crib_variant_shape *sh = &crib_variants[v->rules.variant];
    crib_card dealt[6];
    int32_t n = crib_mask_to_cards(v->hand, dealt, 6);
    if (n < 0)
        return n;
    int dealer = crib_side_of(sh->players, v->player) == crib_side_of(sh->players, v->dealer);
    crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
    int32_t k = crib_discard_analyze(dealt, (size_t)n, dealer ? CRIB_DISCARD_DEALER : 0, keeps,
                                     CRIB_DISCARD_MAX_KEEPS);
    if (k < 0)
        return k;
    for (int32_t i = 0; i < k; i++) {
        expert_keep *e = &out[i];
        e->k = keeps[i];
        e->peg = em_keep_peg(v, keeps[i].keep);
        e->value = keeps[i].value + e->peg;
        e->win = -1;
    }
    for (int32_t i = 1; i < k; i++) {
        expert_keep e = out[i];
        int32_t j = i;
        for (; j > 0 && em_keep_before(&e, &out[j - 1]); j--)
            out[j] = out[j - 1];
        out[j] = e;
    }
    return k;
}

/* The root of the play-outs: the view's pile, count, gos, the ranks seen by all and the
 * player's hand; away[] the ranks it laid away; returns the cards it has not seen. */
static uint64_t em_root_of(const crib_view *v, uint32_t players, em_state *root, uint8_t away[13])
{
    memset(root, 0, sizeof *root);
    root->players = (uint8_t)players;
    root->me = (uint8_t)v->player;
    root->np = (uint8_t)v->n_pile;
    root->count = (uint8_t)v->count;
    root->went = (uint8_t)v->went;
    root->last = em_last_player(v, players);
    root->turn = (uint8_t)v->player;
    root->winner = EM_NONE;
    for (uint32_t i = 0; i < v->n_pile; i++)
        root->pile[i] = (uint8_t)CARD_RANK(v->pile[i]);
    uint64_t seen = v->hand | v->discard | crib_card_bit(v->starter);
    for (uint32_t q = 0; q < players; q++)
        seen |= v->played[q];
    for (uint64_t m = seen & ~v->hand & ~v->discard; m; m &= m - 1)
        root->seen[CARD_RANK(crib_ctz64(m))]++;
    memset(away, 0, 13);
    for (uint64_t m = v->discard; m; m &= m - 1)
        away[CARD_RANK(crib_ctz64(m))]++;
    for (uint64_t m = v->hand; m; m &= m - 1)
        root->h[v->player][root->n[v->player]++] = (uint8_t)CARD_RANK(crib_ctz64(m));
    return CRIB_DECK_MASK & ~seen;
}

/* The sampled hands given to the players but me (their ranks, at most four). */
static void em_give(em_state *s, uint32_t me, const uint64_t hands[4])
{
    for (uint32_t q = 0; q < s->players; q++) {
        if (q == me)
            continue;
        s->n[q] = 0;
        for (uint64_t m = hands[q]; m && s->n[q] < 4; m &= m - 1)
            s->h[q][s->n[q]++] = (uint8_t)CARD_RANK(crib_ctz64(m));
    }
}

/* One play-out of a sampled deal: the player plays rank r, then everyone by the strong
 * rule; near the end (show not NULL) to the shows, else the play's points. */
static double em_play_out(const crib_view *v, const em_state *base, int r, const uint8_t *away,
                          const int *show, double bonus)
{
    em_state s = *base;
    int i = 0;
    while (s.h[s.me][i] != r)
        i++;
    em_lay(&s, s.me, i);
    while (s.turn != EM_NONE && s.winner == EM_NONE)
        em_step(&s, away);
    return show ? em_end_value(v, &s, show, bonus) : em_outcome(&s);
}

int crib_expert_multi_ranks(const crib_view *v, int forced, double value[13])
{
    const crib_variant_shape *sh = &crib_variants[v->rules.variant];
    uint32_t players = sh->players;
    for (int r = 0; r < 13; r++)
        value[r] = -1e300;
    uint64_t legal = crib_playable(v->hand, v->count);
    if (!legal)
        return -1;
    /* The legal ranks. */
    uint16_t ranks = 0;
    for (uint64_t m = legal; m; m &= m - 1)
        ranks = (uint16_t)(ranks | (1u << CARD_RANK(crib_ctz64(m))));
    int only = crib_ctz64(ranks);
    if (!(ranks & (ranks - 1)) && !forced) {
        value[only] = 0;
        return only;
    }
    em_state root;
    uint8_t away[13];
    uint64_t unseen = em_root_of(v, players, &root, away);
    uint32_t minv[4];
    em_min_values(v, players, minv);
    double bonus = players == 3 ? EM_WIN_BONUS : 0;
    if (bonus > 0)
        em_end_start(v, &root);
    uint64_t rng = em_view_seed(v, players);
    double sum[13] = {0}, weights = 0;
    em_past past;
    em_past_of(v, players, &past);
    for (int n = 0; n < EM_SAMPLES; n++) {
        uint64_t hands[4] = {0};
        em_sample(v, players, minv, unseen, &rng, hands);
        em_state base = root;
        em_give(&base, v->player, hands);
        double w = em_weight(&past, &base);
        weights += w;
        int show[5];
        if (root.end)
            em_shows(v, hands, unseen, &rng, show);
        for (uint16_t rs = ranks; rs; rs &= (uint16_t)(rs - 1)) {
            int r = crib_ctz64(rs);
            sum[r] += w * em_play_out(v, &base, r, away, root.end ? show : NULL, bonus);
        }
    }
    int best = -1;
    for (uint16_t rs = ranks; rs; rs &= (uint16_t)(rs - 1)) {
        int r = crib_ctz64(rs);
        value[r] = sum[r] / weights;
        if (best < 0 || value[r] > value[best] + 1e-9)
            best = r;
    }
    return best;
}

void crib_expert_multi_values(const crib_view *v, double score[CRIB_CARDS], crib_card *choice)
{
    double value[13];
    int r = crib_expert_multi_ranks(v, 1, value);
    for (int c = 0; c < CRIB_CARDS; c++)
        score[c] = -1e9;
    for (uint64_t m = crib_playable(v->hand, v->count); m; m &= m - 1) {
        int c = crib_ctz64(m);
        score[c] = value[CARD_RANK(c)];
    }
    if (r >= 0)
        *choice = (crib_card)crib_ctz64(v->hand & (UINT64_C(0xF) << (4 * r)));
}

int32_t crib_expert_multi_play(const crib_view *v, crib_card *card)
{
    double value[13];
    int r = crib_expert_multi_ranks(v, 0, value);
    if (r < 0)
        return 0;
    *card = (crib_card)crib_ctz64(v->hand & (UINT64_C(0xF) << (4 * r)));
    return 1;
}
