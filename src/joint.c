/* SPDX-License-Identifier: MIT */
/* The joint search (the expert's inference, by points or by the chance to win): every
 * drawn hand of both models at once, so that my later plays are chosen by what I will have
 * seen, not by the hand each search knows. My node takes the rank best summed over the
 * hands; the opponent's node splits the hands by the card their model plays (or the go they
 * must say), each weighed by its chance. Searching each hand alone, I would play on as if I
 * knew it, and count on a choice I cannot make. */
#include "joint.h"

#include "bits.h"
#include "easy.h"
#include "endgame.h"
#include "hands.h"
#include "opponent.h"
#include "peg_node.h"
#include "pile.h"

#include <string.h>

#define VAL(r) PILE_VALUE(r)

/* One of the drawn hands on the line searched. */
typedef struct particle {
    double w;
    uint8_t h[4]; /* the opponent's ranks still held, s->n[1] of them */
    uint8_t easy;
    uint8_t show;   /* in win mode, what their whole hand shows with the starter by ranks
                   * (at most 29, bits 0..4), and the jacks among their drawn ranks, whose
                   * nobs the leaf weighs (bits 5..7) */
    uint16_t plays; /* at the opponent's node searched, the ranks the hand may play */
} particle;

/* Drawn hands the joint search takes at most (holding three cards or four, I draw at most
 * 455 + 178, at three each), and the opponent's turns on one line of play (their 4 cards
 * and a go in each count: at most 7, see joint_theirs()). */
#define JOINT_MAX 640
#define JOINT_LEVELS 7

#define SHOW_OF(a) ((a)->show & 31)
#define JACKS_OF(a) ((a)->show >> 5)

/* Room for the hands' values along a line: the values of the line's root, one set at each
 * of my turns with a choice and two at each of the opponent's, each as many as the hands
 * at that node. The opponent's nodes split the hands: the most that 963 decisions and
 * advice near the end took was 3,379 (a search that would need more gives up, joint.full,
 * and the hands are searched one by one). */
#define JOINT_VALUES 4096

typedef struct joint {
    search S;
    int gone[13]; /* the ranks the opponent has played in the line searched */
    particle kids[JOINT_LEVELS][JOINT_MAX];
    uint16_t from[JOINT_LEVELS][JOINT_MAX];   /* each kid's index among its parent's hands */
    float chance[JOINT_LEVELS][JOINT_MAX][4]; /* the strong model's, by card (strong_chances()) */
    /* In win mode, the chance to win at the end of the play by what I pegged in it and what
     * they pegged and show (their show folds into their score), cached for the search. */
    uint8_t cached[CACHE][2 * CACHE];
    float cache[CACHE][2 * CACHE], cache_jack[CACHE][2 * CACHE];
    float values[JOINT_VALUES];
    int top, full; /* values in use; full once they would not fit */
} joint;

/* The opponent's margins by rank at a node, shared by every hand: points[r] what rank r
 * pegs, coef[r][t] what a card of rank t pegs back after it, all[r] the same over the cards
 * no hand holds, total the cards each hand has not seen; for the ranks in `need` alone. */
typedef struct margins {
    const peg_problem *p;
    int points[13], all[13], total;
    int coef[13][13];
} margins;

static void node_margins(const joint *J, const node *s, unsigned need, margins *m)
{
    const peg_problem *p = J->S.p;
    int base[13];
    m->p = p;
    m->total = s->n[0] - s->n[1];
    for (int t = 0; t < 13; t++) {
        base[t] = p->unseen[t] + p->hidden[t] - J->gone[t];
        m->total += base[t];
    }
    for (int i = 0; i < s->n[0]; i++)
        base[s->h[0][i]]++;
    uint8_t pile[CRIB_PLAY_MAX_PILE + 1];
    memcpy(pile, s->pile, s->np);
    for (; need; need &= need - 1) {
        int r = crib_ctz64(need);
        pile[s->np] = (uint8_t)r;
        m->points[r] = pile_points(pile, s->np + 1, s->count + VAL(r));
        crib_back_coefs(s->pile, s->np, s->count, r, m->coef[r]);
        m->all[r] = 0;
        for (int t = 0; t < 13; t++)
            m->all[r] += m->coef[r][t] * base[t];
    }
}

/* The chance that the strong model, holding h (n ranks), plays each card that fits (fit),
 * as opponent() weighs them by give_back_weights() (hand_search.c): into chance[j] for the
 * first card of each rank, 0 for the others. As there, a card's points include the point for
 * last when it ends the count at once (I am out of it, gone, and none of their other cards
 * fits). */
static void strong_chances(const margins *m, const node *s, unsigned fit, const uint8_t *h, int n,
                           float chance[4])
{
    int me_out = !s->n[0] || (s->went & 1);
    double x[4] = {0};
    int at[4], k = 0;
    unsigned tried = 0;
    for (int i = 0; i < n; i++) {
        int q = h[i];
        chance[i] = 0;
        if ((tried >> q) & 1 || !((fit >> q) & 1))
            continue;
        tried |= 1u << q;
        int back = m->all[q], after = s->count + VAL(q), last = me_out && after < 31;
        for (int j = 0; j < n; j++) {
            back -= m->coef[q][h[j]];
            last &= j == i || VAL(h[j]) + after > 31;
        }
        at[k] = i;
        x[k++] = m->points[q] + last + crib_pair_bonus(m->p, h, n, q, s->np) -
                 (m->total ? (double)back / m->total : 0);
    }
    crib_scale_weights(x, k);
    double all = 0;
    for (int j = 0; j < k; j++)
        all += x[j];
    for (int j = 0; j < k; j++)
        chance[at[j]] = (float)(x[j] / all);
}

static double joint_solve(joint *J, const node *s, particle *ps, int n, int lv, float *out);

/* Room for n values of the line searched, or NULL when the room is used up (the search is
 * then abandoned: joint_full). */
static float *take_values(joint *J, int n)
{
    if (J->full || J->top + n > JOINT_VALUES) {
        J->full = 1;
        return NULL;
    }
    J->top += n;
    return J->values + J->top - n;
}

/* The sum of the hands' values, each by its weight. */
static double weighed(const particle *ps, int n, const float *v)
{
    double sum = 0;
    for (int i = 0; i < n; i++)
        sum += ps[i].w * v[i];
    return sum;
}

/* One of the opponent's lines: the hands kids[] (k of them) after rank r (or a go, r < 0),
 * each one's value into out[]. Recursive with joint_solve. */
/* NOLINTNEXTLINE(misc-no-recursion) */
static void joint_line(joint *J, const node *s, int r, particle *kids, int k, int lv, float *out)
{
    node c = *s;
    if (r < 0) {
        say_go(&J->S, &c);
        (void)joint_solve(J, &c, kids, k, lv + 1, out);
        return;
    }
    c.h[1][0] = (uint8_t)r;
    play_rank(&J->S, &c, 0);
    J->gone[r]++;
    (void)joint_solve(J, &c, kids, k, lv + 1, out);
    J->gone[r]--;
}

/* The ranks among the n ranks h[], one bit each. */
static unsigned held_ranks(const uint8_t *h, int n)
{
    unsigned held = 0;
    for (int j = 0; j < n; j++)
        held |= 1u << h[j];
    return held;
}

/* The hands of ps[] (n of them, nt ranks each) that play rank r (their plays set by
 * joint_theirs()) into kids, r taken out, each weighed by its chance of playing it (the
 * strong model's chance[i] by card, the easy rule's 1), and the index of each in ps[] into
 * from[]. Returns how many. */
static int hands_playing(const particle *ps, int n, int nt, int r, float (*chance)[4],
                         particle *kids, uint16_t *from)
{
    int k = 0;
    for (int i = 0; i < n; i++) {
        const particle *a = &ps[i];
        if (!((a->plays >> r) & 1))
            continue;
        int at = 0;
        while (a->h[at] != r)
            at++;
        kids[k] = *a;
        kids[k].w = a->easy ? a->w : a->w * chance[i][at];
        kids[k].h[at] = kids[k].h[nt - 1];
        from[k++] = (uint16_t)i;
    }
    return k;
}

/* The chance the strong model gives hand a playing rank r (chance[] by card). */
static float chance_of(const particle *a, const float *chance, int r)
{
    int at = 0;
    while (a->h[at] != r)
        at++;
    return chance[at];
}

/* The opponent's turn in the joint search: the hands with no card that fits say go, the
 * others play each rank by their model's chance (the easy rule's one card, set in plays by
 * the first pass); each hand's value is its lines' by their chances, or with the problem's
 * opp_best (the strong model in win mode) that share of it the line worst for me instead.
 * The lines use kids[lv] and chance[lv]: the opponent plays at most 4 cards and says at
 * most one go a count, and a count they cannot play on stands at 22 or more, three cards or
 * more after the one searched from, so a line of the 8 cards has at most 7 of their turns.
 * Recursive with joint_solve. */
/* NOLINTNEXTLINE(misc-no-recursion) */
static double joint_theirs(joint *J, const node *s, particle *ps, int n, int lv, float *out)
{
    unsigned fit = 0, need = 0, played = 0;
    for (int r = 0; r < 13; r++)
        fit |= (unsigned)(VAL(r) + s->count <= 31) << r;
    particle *kids = J->kids[lv];
    uint16_t *from = J->from[lv];
    int k = 0, nt = s->n[1];
    for (int i = 0; i < n; i++) {
        particle *a = &ps[i];
        out[i] = 0;
        a->plays = (uint16_t)(held_ranks(a->h, nt) & fit);
        if (!a->plays) {
            kids[k] = *a;
            from[k++] = (uint16_t)i;
        } else if (a->easy) {
            a->plays = (uint16_t)(1u << a->h[crib_easy_choice(a->h, nt, s->pile, s->np, s->count)]);
            played |= a->plays;
        } else {
            need |= a->plays;
        }
    }
    float *worst = take_values(J, n), *line = take_values(J, n);
    if (!line)
        return 0;
    for (int i = 0; i < n; i++)
        worst[i] = 2e30f;
    if (k) {
        joint_line(J, s, -1, kids, k, lv, line);
        for (int j = 0; j < k; j++)
            out[from[j]] = worst[from[j]] = line[j];
    }
    margins m;
    node_margins(J, s, need, &m);
    float(*chance)[4] = J->chance[lv];
    for (int i = 0; i < n; i++)
        if (!ps[i].easy && ps[i].plays)
            strong_chances(&m, s, fit, ps[i].h, nt, chance[i]);
    for (unsigned left = need | played; left; left &= left - 1) {
        int r = crib_ctz64(left);
        k = hands_playing(ps, n, nt, r, chance, kids, from);
        joint_line(J, s, r, kids, k, lv, line);
        for (int j = 0; j < k; j++) {
            int i = from[j];
            out[i] += ps[i].easy ? line[j] : chance_of(&ps[i], chance[i], r) * line[j];
            worst[i] = line[j] < worst[i] ? line[j] : worst[i];
        }
    }
    double best = J->S.p->opp_best;
    for (int i = 0; best > 0 && i < n; i++)
        if (!ps[i].easy && ps[i].plays)
            out[i] = (float)(best * worst[i] + (1 - best) * out[i]);
    J->top -= 2 * n;
    return weighed(ps, n, out);
}

/* The end of the play, each hand's value into out[]: in win mode the chance to win, by
 * what I pegged in the play and what they pegged and show. */
static double joint_leaf(joint *J, const node *s, const particle *ps, int n, float *out)
{
    const peg_goal *g = &J->S.p->goal;
    int a = s->pts[0];
    for (int i = 0; i < n; i++) {
        int b = s->pts[1] + SHOW_OF(&ps[i]), jacks = JACKS_OF(&ps[i]);
        if (!g->win) {
            out[i] = (float)(s->pts[0] - s->pts[1]);
        } else if (a >= CACHE || b >= 2 * CACHE) {
            out[i] =
                (float)(crib_endgame_leaf(g, a, b, 0) + jacks * crib_endgame_leaf_jack(g, a, b, 0));
        } else {
            if (!J->cached[a][b]) {
                J->cached[a][b] = 1;
                J->cache[a][b] = (float)crib_endgame_leaf(g, a, b, 0);
                J->cache_jack[a][b] = (float)crib_endgame_leaf_jack(g, a, b, 0);
            }
            out[i] = J->cache[a][b] + (float)jacks * J->cache_jack[a][b];
        }
    }
    return weighed(ps, n, out);
}

/* The value of a node for each of the hands ps[] (n of them) into out[], and their sum by
 * the hands' weights: my turn takes the best rank by that sum, for all of them alike.
 * Recursive: one ply per card played or go said, and one level of kids for each of the
 * opponent's (at most JOINT_LEVELS). */
/* NOLINTNEXTLINE(misc-no-recursion) */
static double joint_solve(joint *J, const node *s, particle *ps, int n, int lv, float *out)
{
    J->S.nodes++;
    int d = decided(&J->S, s);
    if (d) {
        for (int i = 0; i < n; i++)
            out[i] = d > 0 ? 1.0f : 0.0f;
        return weighed(ps, n, out);
    }
    if (s->turn == NO_PLAYER)
        return joint_leaf(J, s, ps, n, out);
    if (s->turn == 1)
        return joint_theirs(J, s, ps, n, lv, out);
    node c = *s;
    if (!can_play(s, 0)) {
        say_go(&J->S, &c);
        return joint_solve(J, &c, ps, n, lv, out);
    }
    float *line = take_values(J, n);
    if (!line)
        return 0;
    double best = -1e300;
    unsigned tried = 0;
    for (int i = 0; i < s->n[0]; i++) {
        int r = s->h[0][i];
        if ((tried >> r) & 1 || VAL(r) + s->count > 31)
            continue;
        tried |= 1u << r;
        c = *s;
        play_rank(&J->S, &c, i);
        double v = joint_solve(J, &c, ps, n, lv, line);
        if (v > best) {
            best = v;
            memcpy(out, line, (size_t)n * sizeof *out);
        }
    }
    J->top -= n;
    return best;
}

/* Both models' hands drawn for the joint search into hands[]: how many, or -1 when more are
 * drawn than JOINT_MAX (not reached); *norm what the values are to be divided by, *all the
 * hands' weight. The hand set lives in this frame alone, not in the search's. */
static int draw_joint(const peg_problem *p, uint64_t seed, particle *hands, double *norm,
                      double *all)
{
    hand_set hs;
    crib_fill_hands(p, &hs);
    draw d[2];
    int ok[2], n = 0;
    for (int easy = 0; easy < 2; easy++) {
        ok[easy] = crib_draw_start(&d[easy], p, &hs, easy, 1, seed);
        n += ok[easy] ? (d[easy].n_samples < d[easy].n ? d[easy].n_samples : d[easy].n) : 0;
    }
    if (n > JOINT_MAX)
        return -1;
    double w;
    *norm = *all = 0;
    n = 0;
    for (int easy = 0; easy < 2; easy++) {
        if (!ok[easy])
            continue;
        *norm += d[easy].norm;
        for (int i; (i = crib_draw_next(&d[easy], p, &w)) >= 0; n++) {
            hands[n].w = w;
            memcpy(hands[n].h, hs.r[i], 4);
            hands[n].easy = (uint8_t)easy;
            int jacks = 0;
            for (int j = 0; j < p->n_theirs; j++)
                jacks += hs.r[i][j] == CRIB_JACK;
            hands[n].show = (uint8_t)(p->goal.win ? crib_their_show(p, hs.r[i]) | jacks << 5 : 0);
            *all += hands[n].w;
        }
    }
    return n;
}

static void joint_init(joint *J, const peg_problem *p)
{
    memset(&J->S, 0, sizeof J->S);
    memset(J->gone, 0, sizeof J->gone);
    memset(J->cached, 0, sizeof J->cached);
    J->S.p = p;
    J->S.joint = 1;
    J->top = 0;
    J->full = 0;
}

/* The n drawn hands searched jointly, each legal rank's summed value into sum[]; 0 when
 * the room for the values ran out (not reached). */
static int search_joint(const peg_problem *p, particle *hands, int n, unsigned legal,
                        double sum[13])
{
    joint J;
    joint_init(&J, p);
    node root;
    root_node(p, &root);
    float *out = take_values(&J, n);
    for (int k = 0; k < p->n_mine; k++) {
        int r = p->mine[k];
        if (!((legal >> r) & 1))
            continue;
        legal &= ~(1u << r);
        node c = root;
        play_rank(&J.S, &c, k);
        sum[r] += joint_solve(&J, &c, hands, n, 0, out);
    }
    return !J.full;
}

int crib_joint_search(const peg_problem *p, uint64_t seed, unsigned legal, double sum[13],
                      double *norm)
{
    particle hands[JOINT_MAX];
    double all, part[13] = {0};
    int n = draw_joint(p, seed, hands, norm, &all);
    if (n < 0 || !search_joint(p, hands, n, legal, part))
        return 0;
    for (int r = 0; r < 13; r++)
        sum[r] += part[r];
    return 1;
}

/* The root's value summed over the n drawn hands searched jointly into *sum; 0 when the
 * room for the values ran out (not reached). Out of line, so that the search's frame is not
 * on the stack under the draw's. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
static int
value_joint(const peg_problem *p, particle *hands, int n, double *sum)
{
    joint J;
    joint_init(&J, p);
    node root;
    root_node(p, &root);
    float *out = take_values(&J, n);
    *sum = joint_solve(&J, &root, hands, n, 0, out);
    return !J.full;
}

int crib_joint_value(const peg_problem *p, uint64_t seed, double *value)
{
    particle hands[JOINT_MAX];
    double norm, all, sum;
    int n = draw_joint(p, seed, hands, &norm, &all);
    if (n <= 0 || norm <= 0 || !value_joint(p, hands, n, &sum))
        return 0;
    *value = sum / norm;
    return 1;
}
