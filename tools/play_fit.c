/* SPDX-License-Identifier: MIT */
/* How the strong bot chooses its card in the play, against the expert's model of it. The
 * strong bot plays against itself (the arena, both seats asking the caller, every answer
 * crib_bot_choose_play() at CRIB_BOT_STRONG), and at every play where two ranks or more
 * fit, each rank's features are taken as the bot saw them: its margin (points less what
 * the next card pegs back on average over the cards it has not seen: the expert's model,
 * src/opponent.c) and how many other cards of the rank it holds (on a lead, and not). A
 * conditional logit model, P(rank) proportional to exp(b . features), is fitted by
 * Newton's method for each role, and the program prints the coefficients (the pair's also
 * as points of margin at the expert's sharpness, over EXPERT_PLAY_SCALE ln 2), the share
 * of plays whose rank the model names and the mean log-likelihood, for the margin alone
 * and with the pairs.
 *
 *   make build/tools/play_fit && build/tools/play_fit [SEED [PAIRS [LEVEL]]]
 *
 * (default seed 1, 600 pairs of games: about a minute.) LEVEL expert fits the expert bot's
 * own plays (its games against itself) instead of the strong bot's (strong, the default).
 * The pair's factors at the expert's sharpness are EXPERT_PAIR_* in src/opponent.h;
 * docs/figures.md's eighth round has the output and the arena's screens. */
#include "crib.h"

#include "expert.h"
#include "opponent.h"
#include "pile.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N_FEAT 3 /* the margin, other cards of the rank held, the same on a lead */
#define MAX_DECISIONS 100000

typedef struct decision {
    double x[4][N_FEAT];
    int n, chosen;
} decision;

static decision seen[2][MAX_DECISIONS]; /* by the bot's role: 0 pone, 1 dealer */
static int n_seen[2];

/* The features of each rank of the bot's hand that fits, into d; 0 when fewer than two. */
static int describe(const peg_problem *p, int chosen, decision *d)
{
    int left[13], total = 0;
    for (int t = 0; t < 13; t++)
        total += left[t] = p->unseen[t];
    unsigned tried = 0;
    d->n = 0;
    d->chosen = -1;
    for (int i = 0; i < p->n_mine; i++) {
        int r = p->mine[i], more = -1;
        if ((tried >> r) & 1 || PILE_VALUE(r) + p->count > 31)
            continue;
        tried |= 1u << r;
        for (int j = 0; j < p->n_mine; j++)
            more += p->mine[j] == r;
        uint8_t pile[CRIB_PLAY_MAX_PILE + 1];
        memcpy(pile, p->pile, p->n_pile);
        pile[p->n_pile] = (uint8_t)r;
        int k = pile_points(pile, p->n_pile + 1, p->count + PILE_VALUE(r));
        int back = crib_back_points(p->pile, p->n_pile, p->count, r, left);
        d->x[d->n][0] = k - (total ? (double)back / total : 0);
        d->x[d->n][1] = more;
        d->x[d->n][2] = p->n_pile ? 0 : more;
        d->chosen = r == chosen ? d->n : d->chosen;
        d->n++;
    }
    return d->n >= 2 && d->chosen >= 0;
}

static void record(uint64_t seed, uint32_t pairs, uint32_t level)
{
    static crib_arena a;
    crib_arena_config c;
    memset(&c, 0, sizeof c);
    if (crib_game_rules_default(&c.rules, CRIB_VARIANT_SIX_CARD) != CRIB_OK)
        exit(1);
    c.seed = seed;
    c.pairs = pairs;
    c.level[0] = c.level[1] = CRIB_BOT_CALLER;
    c.first_dealer = CRIB_DEAL_CUT;
    if (crib_arena_init(&a, &c) != CRIB_OK)
        exit(1);
    crib_arena_event ev;
    for (uint64_t k = 0;; k++) {
        int32_t kind = crib_arena_next(&a, 0, &ev), n, rc;
        if (kind < 0 || kind == CRIB_EVENT_DONE)
            break;
        crib_card cards[2];
        if (kind == CRIB_EVENT_DISCARD) {
            n = crib_bot_choose_discard(&ev.view, level, k, cards, 2);
            rc = crib_arena_discard(&a, cards, n > 0 ? (size_t)n : 0);
        } else {
            n = crib_bot_choose_play(&ev.view, level, k, cards);
            int role = ev.view.dealer == ev.view.player;
            peg_problem p;
            crib_expert_problem(&ev.view, &p);
            if (n == 1 && n_seen[role] < MAX_DECISIONS &&
                describe(&p, crib_card_rank(cards[0]), &seen[role][n_seen[role]]))
                n_seen[role]++;
            rc = crib_arena_play(&a, n == 1 ? cards[0] : CRIB_NONE);
        }
        if (rc != CRIB_OK)
            break;
    }
}

/* Each option's chance under b (the first nf features) into pr; the chosen one's log. */
static double chances(const decision *d, const double *b, int nf, double *pr)
{
    double s[4], top = -1e300, z = 0;
    for (int i = 0; i < d->n; i++) {
        s[i] = 0;
        for (int j = 0; j < nf; j++)
            s[i] += b[j] * d->x[i][j];
        top = s[i] > top ? s[i] : top;
    }
    for (int i = 0; i < d->n; i++)
        z += pr[i] = exp(s[i] - top);
    for (int i = 0; i < d->n; i++)
        pr[i] /= z;
    return s[d->chosen] - top - log(z);
}

/* Solves the nf x nf system a x = y in place (Gauss-Jordan, partial pivoting). */
static void solve(double a[N_FEAT][N_FEAT], double *y, int nf)
{
    for (int c = 0; c < nf; c++) {
        int piv = c;
        for (int r = c + 1; r < nf; r++)
            piv = fabs(a[r][c]) > fabs(a[piv][c]) ? r : piv;
        for (int l = 0; l < nf; l++) {
            double t = a[c][l];
            a[c][l] = a[piv][l];
            a[piv][l] = t;
        }
        double t = y[c];
        y[c] = y[piv];
        y[piv] = t;
        for (int r = 0; r < nf; r++) {
            if (r == c || a[c][c] == 0)
                continue;
            double f = a[r][c] / a[c][c];
            for (int l = 0; l < nf; l++)
                a[r][l] -= f * a[c][l];
            y[r] -= f * y[c];
        }
    }
    for (int c = 0; c < nf; c++)
        y[c] = a[c][c] != 0 ? y[c] / a[c][c] : 0;
}

/* One decision's share of the log-likelihood's gradient g and of its curvature h (less
 * the Hessian) at b. */
static void accumulate(const decision *d, const double *b, int nf, double *g,
                       double h[N_FEAT][N_FEAT])
{
    double pr[4], mean[N_FEAT] = {0};
    chances(d, b, nf, pr);
    for (int i = 0; i < d->n; i++)
        for (int j = 0; j < nf; j++)
            mean[j] += pr[i] * d->x[i][j];
    for (int j = 0; j < nf; j++)
        g[j] += d->x[d->chosen][j] - mean[j];
    for (int i = 0; i < d->n; i++)
        for (int j = 0; j < nf; j++)
            for (int l = 0; l < nf; l++)
                h[j][l] += pr[i] * (d->x[i][j] - mean[j]) * (d->x[i][l] - mean[l]);
}

/* The maximum-likelihood b over the first nf features, by Newton's method. */
static void fit(const decision *ds, int n, int nf, double *b)
{
    memset(b, 0, N_FEAT * sizeof *b);
    for (int it = 0; it < 50; it++) {
        double g[N_FEAT] = {0}, h[N_FEAT][N_FEAT] = {{0}};
        for (int k = 0; k < n; k++)
            accumulate(&ds[k], b, nf, g, h);
        solve(h, g, nf);
        double step = 0;
        for (int j = 0; j < nf; j++) {
            b[j] += g[j];
            step = fabs(g[j]) > step ? fabs(g[j]) : step;
        }
        if (step < 1e-9)
            break;
    }
}

static void report(const char *role, const decision *ds, int n, int nf)
{
    double b[N_FEAT], pr[4], ll = 0;
    int named = 0;
    fit(ds, n, nf, b);
    for (int k = 0; k < n; k++) {
        ll += chances(&ds[k], b, nf, pr);
        int best = 0;
        for (int i = 1; i < ds[k].n; i++)
            best = pr[i] > pr[best] ? i : best;
        named += best == ds[k].chosen;
    }
    printf("%-6s %-22s margin %.3f", role, nf == 1 ? "margin" : "margin and pairs", b[0]);
    /* The expert weighs a point of margin 2 ^ EXPERT_PLAY_SCALE, sharper than the fit: the
     * pair's fitted factors as points of margin at that sharpness. */
    double at_scale = EXPERT_PLAY_SCALE * log(2.0);
    if (nf > 1)
        printf(", pair %.3f (%.4f points at the expert's scale), pair on a lead %.3f (%.4f)", b[1],
               b[1] / at_scale, b[2], b[2] / at_scale);
    printf("; names %.4f of %d plays, log-likelihood %.4f a play\n", (double)named / n, n, ll / n);
}

int main(int argc, char **argv)
{
    uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
    uint32_t pairs = argc > 2 ? (uint32_t)strtoul(argv[2], NULL, 10) : 600;
    const char *name = argc > 3 ? argv[3] : "strong";
    int strong = !strcmp(name, "strong");
    uint32_t level = strong ? CRIB_BOT_STRONG : CRIB_BOT_EXPERT;
    if (pairs < 1 || pairs > 5000 || (!strong && strcmp(name, "expert")) || argc > 4) {
        fprintf(stderr, "usage: play_fit [SEED [PAIRS (1 to 5000) [strong|expert]]]\n");
        return 2;
    }
    record(seed, pairs, level);
    static const char *role[2] = {"pone", "dealer"};
    for (int q = 0; q < 2; q++) {
        report(role[q], seen[q], n_seen[q], 1);
        report(role[q], seen[q], n_seen[q], N_FEAT);
    }
    return 0;
}
