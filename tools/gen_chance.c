/* SPDX-License-Identifier: MIT */
/* Writes src/gen/chance_table.h, the win-probability table, to stdout, from the strong
 * bot's self-play: its mid-game deals recorded event by event in tools/chance_deals.txt
 * (tools/chance_deals.c writes it: each deal's heels, the play's pegs in the order they
 * were pegged, and the three shows), its wins from the positions at the very end of the
 * game counted in tools/chance_end.txt (tools/chance_end.c writes it), and its deals near
 * the end each played twice, for the win and as in mid-game, in tools/chance_pairs.txt
 * (tools/chance_pairs.c writes it). `make gen` runs it; `make check-gen` runs it again and
 * fails if the checked-in file differs. Seconds.
 *
 * The model (src/chance_model.h): a deal is one of the recorded deals, drawn at random,
 * whatever the score; its points are pegged one event after another in the order they
 * were (heels, the play's pegs, the pone's hand, the dealer's hand, the crib), and the
 * game ends the moment a side reaches the target. Where both sides are within the counted
 * needs of the target, the dealer's chance is the counted share of wins, fitted to rise
 * with the pone's need and fall with the dealer's (the true chance does, the counts' noise
 * need not). Around that corner, where both lack at most CHANCE_PAIRS_NEED points and the
 * strong bot plays for the win (chance_paired()), a state's value is the model's plus the
 * mean difference the play for the win made to the paired deals' outcomes, each valued by
 * the table itself, averaged with the pone's neighbouring needs. For each target (121 and
 * 61; the end counts and the pairs, made in games to 121, serve both:
 * there a game depends on what each side lacks, not on the target) and each state at the
 * start of a deal, the dealer at d and the pone at p (both below the target), the table
 * holds the dealer's chance to win and expected game value with lurch and with skunk (the
 * library's default values), by dynamic programming over the states: every deal pegs at
 * least one point (one for last), so the sum of the scores grows and the states can be
 * solved from the highest sum down.
 *
 * Per deal, what a state needs is: for each number of points a the dealer may lack, the
 * pone's points at the moment the dealer's reach a (the dealer wins from (t - a, t - b)
 * when that is below b), the same the other way round, and the deal's totals when neither
 * gets out. Those are counted over all deals once, so solving a state costs the number of
 * different totals, not of deals.
 *
 * The measured end's counts, less the model, are smoothed over neighbouring positions
 * (k_kernel). `gen_chance --cross-check` followed by the same files tries other kernels: each
 * fitted with half of the last file's parts and held to the other half (cross_check()),
 * what a kernel's smoothing costs in bias and saves in noise on counts it was not fitted
 * to.
 *
 * With --five-card it writes src/gen/chance_five_table.h instead, the five-card game's
 * table to 61, from the deals of tools/chance_five_deals.txt alone (tools/chance_deals.c,
 * five-card). The strong bot plays that game alike at every score (it plays for the win
 * in the six-card game only), so the model of its deals is its game to the very end and no
 * end counts are needed. With --two-to-crib, alike, src/gen/chance_two_table.h: the game
 * with two into the crib to 121 and to 61, from tools/chance_two_deals.txt. `make gen` runs
 * both. */
#include "../src/chance_model.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_T 121
/* Points a side may gain in a deal are counted up to MAX_GAIN - 1, and counts above it
 * (none was ever recorded) as MAX_GAIN - 1. */
#define MAX_GAIN 128
#define MAX_EVENTS 64
/* The end counts cover needs up to this; within it no loser is lurched or skunked, even in
 * the game to 61 (where a loser at 31 is neither), so that a game value there is
 * 2 * chance - 1 under every ladder. */
#define MAX_NEED 30

typedef struct data {
    double deals, heels;
    double play[CHANCE_POINTS][CHANCE_POINTS];
    double pone[CHANCE_POINTS], dealer[CHANCE_POINTS], crib[CHANCE_POINTS];
    /* reach[s][a][k]: deals in which side s (0 the dealer, 1 the pone) reaches a points
     * gained while the other side has gained k; total[x][y]: deals in which the dealer
     * gains x and the pone y in all. */
    double reach[2][MAX_T][MAX_GAIN];
    double total[MAX_GAIN][MAX_GAIN];
} data;

static int cap(int x, int n)
{
    return x < n ? x : n - 1;
}

/* One deal's events (points, + the dealer's, - the pone's) into the counts. */
static void add_deal(data *d, const int *ev, int n, int heels, int play_d, int play_p,
                     const int *show)
{
    int got[2] = {0, 0};
    for (int i = 0; i < n; i++) {
        int s = ev[i] < 0, pts = ev[i] < 0 ? -ev[i] : ev[i];
        for (int a = got[s] + 1; a <= got[s] + pts && a < MAX_T; a++)
            d->reach[s][a][cap(got[1 - s], MAX_GAIN)]++;
        got[s] += pts;
    }
    d->total[cap(got[0], MAX_GAIN)][cap(got[1], MAX_GAIN)]++;
    d->deals++;
    d->heels += heels > 0;
    d->play[cap(play_d, CHANCE_POINTS)][cap(play_p, CHANCE_POINTS)]++;
    d->pone[cap(show[0], CHANCE_POINTS)]++;
    d->dealer[cap(show[1], CHANCE_POINTS)]++;
    d->crib[cap(show[2], CHANCE_POINTS)]++;
}

/* A line: heels, the play's pegs (+ the dealer's, - the pone's), ";", the pone's hand,
 * the dealer's hand, the crib. */
static int read_line(data *d, char *line)
{
    int ev[MAX_EVENTS], n = 0, show[3], play_d = 0, play_p = 0;
    char *semi = strchr(line, ';'), *s = line, *end;
    if (!semi)
        return 0;
    *semi = 0;
    long heels = strtol(s, &end, 10);
    if (end == s || (heels != 0 && heels != 2))
        return 0;
    if (heels)
        ev[n++] = 2;
    for (s = end;; s = end) {
        long v = strtol(s, &end, 10);
        if (end == s)
            break;
        if (v == 0 || v > 31 || v < -31 || n >= MAX_EVENTS - 3)
            return 0;
        ev[n++] = (int)v;
        if (v > 0)
            play_d += (int)v;
        else
            play_p -= (int)v;
    }
    if (*s != 0 && *s != ' ')
        return 0;
    s = semi + 1;
    for (int i = 0; i < 3; i++, s = end) {
        long v = strtol(s, &end, 10);
        if (end == s || v < 0 || v > 29)
            return 0;
        show[i] = (int)v;
    }
    if (*end != '\n' && *end != 0)
        return 0;
    /* The pone's hand, the dealer's, the crib: shows of 0 peg nothing. */
    if (show[0])
        ev[n++] = -show[0];
    if (show[1])
        ev[n++] = show[1];
    if (show[2])
        ev[n++] = show[2];
    add_deal(d, ev, n, (int)heels, play_d, play_p, show);
    return 1;
}

static int read_data(const char *path, data *d)
{
    FILE *f = fopen(path, "r");
    char line[512];
    memset(d, 0, sizeof *d);
    if (!f)
        return 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        if (!read_line(d, line)) {
            fclose(f);
            return 0;
        }
    }
    fclose(f);
    return d->deals > 0;
}

/* The totals with their counts, as a list (only where neither side got out matters). */
typedef struct total {
    int x, y;
    double n;
} total;

/* The play's outcomes as a list; the rest of the counts to probabilities. */
static int normalise(data *d, chance_play *list, total *totals, int *n_totals)
{
    int n = 0;
    d->heels /= d->deals;
    for (int x = 0; x < CHANCE_POINTS; x++) {
        d->pone[x] /= d->deals;
        d->dealer[x] /= d->deals;
        d->crib[x] /= d->deals;
        for (int y = 0; y < CHANCE_POINTS; y++)
            if (d->play[x][y] > 0) {
                list[n].dealer = (uint8_t)x;
                list[n].pone = (uint8_t)y;
                list[n].p = d->play[x][y] / d->deals;
                n++;
            }
    }
    *n_totals = 0;
    for (int x = 0; x < MAX_GAIN; x++)
        for (int y = 0; y < MAX_GAIN; y++)
            if (d->total[x][y] > 0) {
                totals[*n_totals].x = x;
                totals[*n_totals].y = y;
                totals[*n_totals].n = d->total[x][y] / d->deals;
                ++*n_totals;
            }
    for (int s = 0; s < 2; s++)
        for (int a = 0; a < MAX_T; a++)
            for (int k = 0; k < MAX_GAIN; k++)
                d->reach[s][a][k] /= d->deals;
    return n;
}

/* The measured end of the game, indexed by the dealer's and the pone's need (the points
 * each lacks of the target): games and the dealer's wins, for the dealer's needs 1 ..
 * need[0] and the pone's 1 .. need[1]. */
typedef struct end {
    int need[2];
    double games[MAX_NEED + 1][MAX_NEED + 1], wins[MAX_NEED + 1][MAX_NEED + 1];
    double win[MAX_NEED + 1][MAX_NEED + 1];
} end;

/* Adds a file's lines "a b games wins" to e (lines that begin with # and blank ones are
 * skipped); a position's lines add up, so that a file may hold a measure's parts one
 * after another (tools/chance_sweep_parts.sh writes them so, each under a line "# part P
 * of N"). With half 0 or 1 only the lines of the parts P of that parity are added (lines
 * before any part's line are part 0's); with half -1, all. */
static int read_end_half(const char *path, end *e, int half)
{
    FILE *f = fopen(path, "r");
    char line[256];
    int lines = 0;
    unsigned part = 0;
    if (!f)
        return 0;
    while (fgets(line, sizeof line, f)) {
        int a, b;
        double g, w;
        char extra;
        if (sscanf(line, "# part %u", &part) == 1)
            continue;
        if (line[0] == '#' || line[strspn(line, " \t\r\n")] == 0)
            continue;
        if (sscanf(line, "%d %d %lf %lf %c", &a, &b, &g, &w, &extra) != 4 || a < 1 ||
            a > MAX_NEED || b < 1 || b > MAX_NEED || g < 0 || w < 0 || w > g) {
            fclose(f);
            return 0;
        }
        if (half >= 0 && (int)(part % 2) != half)
            continue;
        e->games[a][b] += g;
        e->wins[a][b] += w;
        e->need[0] = a > e->need[0] ? a : e->need[0];
        e->need[1] = b > e->need[1] ? b : e->need[1];
        lines++;
    }
    fclose(f);
    return lines > 0;
}

static int read_end(const char *path, end *e)
{
    return read_end_half(path, e, -1);
}

/* 1 when the files read gave games at every a and b from 1 to the largest of each. */
static int end_whole(const end *e)
{
    for (int a = 1; a <= e->need[0]; a++)
        for (int b = 1; b <= e->need[1]; b++)
            if (!(e->games[a][b] > 0))
                return 0;
    return e->need[0] > 0;
}

/* The strong bot's deals near the end, each played from its position and from 0-0
 * (tools/chance_pairs.txt): for each position of the dealer's need a and the pone's b,
 * the deals played, and for those whose outcomes differ the points each side had gained
 * (when the first reached its need, or in all) played from the position, x, and from
 * 0-0, y. */
#define MAX_PAIRS 2000000
#define PAIR_KEYS ((CHANCE_PAIRS_NEED + 1) * (CHANCE_PAIRS_NEED + 1))
static int pair_key(int a, int b)
{
    return a * (CHANCE_PAIRS_NEED + 1) + b;
}

typedef struct pair_outcome {
    uint8_t a, b, x[2], y[2];
} pair_outcome;

typedef struct pairs {
    double n[CHANCE_PAIRS_NEED + 1][CHANCE_PAIRS_NEED + 1];
    uint32_t first[PAIR_KEYS + 1]; /* position k's outcomes: list[first[k] .. first[k + 1]) */
    pair_outcome *list;
    uint32_t count;
} pairs;

static int read_outcome(char **s, uint8_t out[2])
{
    char *stop;
    long d = strtol(*s, &stop, 10);
    if (stop == *s || *stop != ',' || d < 0 || d >= MAX_GAIN)
        return 0;
    char *from = stop + 1;
    long p = strtol(from, &stop, 10);
    if (stop == from || p < 0 || p >= MAX_GAIN)
        return 0;
    out[0] = (uint8_t)d;
    out[1] = (uint8_t)p;
    *s = stop;
    return 1;
}

/* An outcome from needs a and b: the side that got out counted at its need, the other
 * short of its own. */
static int outcome_ok(const uint8_t x[2], long a, long b)
{
    return x[0] <= a && x[1] <= b && (x[0] < a || x[1] < b);
}

/* Lines "a b n x0,x1>y0,y1 ..." (several lines of a position add up), in any order. */
static int read_pairs(const char *path, pairs *pr)
{
    static pair_outcome raw[MAX_PAIRS];
    static char line[1 << 20];
    FILE *f = fopen(path, "r");
    uint32_t count = 0;
    memset(pr->n, 0, sizeof pr->n);
    if (!f)
        return 0;
    while (fgets(line, sizeof line, f)) {
        char *s = line, *stop;
        if (line[0] == '#' || line[0] == '\n')
            continue;
        long a = strtol(s, &stop, 10), b = 0, n = 0;
        if (stop != s)
            b = strtol(s = stop, &stop, 10);
        if (stop != s)
            n = strtol(s = stop, &stop, 10);
        int ok = stop != s && a >= 1 && a <= CHANCE_PAIRS_NEED && b >= 1 &&
                 b <= CHANCE_PAIRS_NEED && n >= 1 && n <= 100000000;
        long listed = 0;
        for (s = stop; ok && *s == ' ';) {
            pair_outcome *o = &raw[count < MAX_PAIRS ? count : 0];
            s++;
            ok = count < MAX_PAIRS && read_outcome(&s, o->x) && *s++ == '>' &&
                 read_outcome(&s, o->y) && (o->x[0] != o->y[0] || o->x[1] != o->y[1]) &&
                 outcome_ok(o->x, a, b) && outcome_ok(o->y, a, b);
            o->a = (uint8_t)a;
            o->b = (uint8_t)b;
            count++;
            listed++;
        }
        ok = ok && listed <= n;
        if (!ok || (*s != '\n' && *s != 0)) {
            fclose(f);
            return 0;
        }
        pr->n[a][b] += (double)n;
    }
    fclose(f);
    /* By position (key a * (CHANCE_PAIRS_NEED + 1) + b): counting sort. */
    static pair_outcome sorted[MAX_PAIRS];
    uint32_t next[PAIR_KEYS + 1];
    memset(pr->first, 0, sizeof pr->first);
    for (uint32_t i = 0; i < count; i++)
        pr->first[pair_key(raw[i].a, raw[i].b) + 1]++;
    for (int k = 0; k < PAIR_KEYS; k++)
        pr->first[k + 1] += pr->first[k];
    memcpy(next, pr->first, sizeof next);
    for (uint32_t i = 0; i < count; i++)
        sorted[next[pair_key(raw[i].a, raw[i].b)]++] = raw[i];
    pr->list = sorted;
    pr->count = count;
    return 1;
}

/* Weighted least squares fit of v[0 .. n-1] (stride apart) that never falls (pool
 * adjacent violators). */
static void rising(double *v, const double *w, int n, int stride)
{
    double val[MAX_NEED + 1], wt[MAX_NEED + 1];
    int len[MAX_NEED + 1], k = 0;
    for (int i = 0; i < n; i++) {
        val[k] = v[i * stride];
        wt[k] = w[i * stride];
        len[k] = 1;
        while (k > 0 && val[k - 1] > val[k]) {
            val[k - 1] = (val[k - 1] * wt[k - 1] + val[k] * wt[k]) / (wt[k - 1] + wt[k]);
            wt[k - 1] += wt[k];
            len[k - 1] += len[k];
            k--;
        }
        k++;
    }
    for (int j = 0, i = 0; j < k; j++)
        for (int r = 0; r < len[j]; r++, i++)
            v[i * stride] = val[j];
}

/* How far end_fit() smooths the counts less the model: over the pone's needs up to pone
 * apart and, where either side lacks at least dealer_from, the dealer's up to dealer apart,
 * each position weighed by (pone + dealer + 1 - its distance) times its games (the
 * distance: how far apart the needs are, added); where the pone lacks pone_alone or less,
 * along the dealer's need alone, and those needs of the pone's are no others' neighbours. */
typedef struct kernel {
    int pone, dealer, dealer_from, pone_alone;
} kernel;

/* The table's: 1 a side along the pone's need, but not across the pone's needs 1 to 3, and,
 * where either side lacks 16 or more, 2 a side along the dealer's (gen_chance --cross-check
 * chose it; docs/analysis.md). Averaged with its neighbours, the pone's need of 2 underrated
 * the dealer: the model misses by more there than at 1 or 3. */
static const kernel k_kernel = {1, 2, 16, 3};

/* The measured chances, made to rise with the pone's need and fall with the dealer's as
 * the true ones do (so that their noise does not make a point more ever cost the chance
 * to win): fits along rows and columns in turn until neither moves anything. */
static void end_fit(end *e, double model[MAX_NEED + 1][MAX_NEED + 1], const kernel *k)
{
    static double neg[MAX_NEED + 1][MAX_NEED + 1];
    int na = e->need[0], nb = e->need[1];
    /* The counts less the model, smoothed over each position and its neighbours (the
     * kernel: k_kernel's are those on either side along the pone's need, from the pone's
     * need of 4 up, and, where either side lacks 16 or more, two on either side along the
     * dealer's, weighed by nearness times the games), added back to the model: the model's
     * error changes slowly with the pone's need past its smallest needs, and with the
     * dealer's away from the smallest needs, the counts' noise does not, and the smoothing
     * cuts the noise's standard error to 0.6 of what it was where both lack at most 15 and
     * to 0.28 elsewhere (where the pone lacks 1 to 3: not at all, and to 0.48 where the
     * dealer lacks 16 or more). */
    for (int a = 1; a <= na; a++)
        for (int b = 1; b <= nb; b++) {
            double sum = 0, weight = 0;
            int da = a >= k->dealer_from || b >= k->dealer_from ? k->dealer : 0;
            int alone = b <= k->pone_alone;
            for (int i = a - da; i <= a + da; i++)
                for (int j = b - k->pone; j <= b + k->pone; j++) {
                    if (i < 1 || i > na || j < 1 || j > nb)
                        continue;
                    if (alone ? j != b : j <= k->pone_alone)
                        continue;
                    int far = (i > a ? i - a : a - i) + (j > b ? j - b : b - j);
                    double w = (k->pone + da + 1 - far) * e->games[i][j];
                    if (w <= 0)
                        continue;
                    sum += w * (e->wins[i][j] / e->games[i][j] - model[i][j]);
                    weight += w;
                }
            double v = model[a][b] + sum / weight;
            e->win[a][b] = v < 0 ? 0 : v > 1 ? 1 : v;
        }
    for (int pass = 0; pass < 1000; pass++) {
        double moved = 0;
        for (int a = 1; a <= na; a++) {
            double before[MAX_NEED + 1];
            memcpy(before, e->win[a], sizeof before);
            rising(&e->win[a][1], &e->games[a][1], nb, 1);
            for (int b = 1; b <= nb; b++)
                moved =
                    fabs(e->win[a][b] - before[b]) > moved ? fabs(e->win[a][b] - before[b]) : moved;
        }
        for (int a = 1; a <= na; a++)
            for (int b = 1; b <= nb; b++)
                neg[a][b] = -e->win[a][b];
        for (int b = 1; b <= nb; b++)
            rising(&neg[1][b], &e->games[1][b], na, MAX_NEED + 1);
        for (int a = 1; a <= na; a++)
            for (int b = 1; b <= nb; b++) {
                moved = fabs(-neg[a][b] - e->win[a][b]) > moved ? fabs(-neg[a][b] - e->win[a][b])
                                                                : moved;
                e->win[a][b] = -neg[a][b];
            }
        if (moved < 1e-12)
            break;
    }
}

/* e_[d][p]: the dealer's expected game value at the start of a deal (value 1 a win under
 * no ladder: then the chance to win is (1 + e) / 2). */
static double e_[MAX_T][MAX_T];

/* The dealer's game value, from the dealer at d and the pone at p, of a deal in which the
 * dealer gained x[0] and the pone x[1] (until the first reached the target). */
static double outcome_value(const uint8_t x[2], int d, int p, uint32_t t, uint32_t ladder)
{
    if (d + x[0] >= (int)t)
        return chance_game_value(ladder, t, (uint32_t)(p + x[1]));
    if (p + x[1] >= (int)t)
        return -chance_game_value(ladder, t, (uint32_t)(d + x[0]));
    return -e_[p + x[1]][d + x[0]];
}

/* What the strong bot's play for the win changes in the dealer's game value from the
 * dealer at d and the pone at p: the mean over the paired deals of the outcome played
 * from the position less the one played from 0-0 (which the model's deal stands for). */
static double correction(const pairs *pr, int d, int p, uint32_t t, uint32_t ladder)
{
    int a = (int)t - d, b = (int)t - p, k = pair_key(a, b);
    double sum = 0;
    for (uint32_t i = pr->first[k]; i < pr->first[k + 1]; i++)
        sum += outcome_value(pr->list[i].x, d, p, t, ladder) -
               outcome_value(pr->list[i].y, d, p, t, ladder);
    return sum / pr->n[a][b];
}

/* The corrections by the dealer's and the pone's need: as measured (a first pass of
 * solve() writes them), then smoothed (a second pass reads them). */
typedef struct corrections {
    const pairs *pr;
    int smoothed;
    double c[CHANCE_PAIRS_NEED + 1][CHANCE_PAIRS_NEED + 1];
} corrections;

/* 1 when the state of needs a and b is corrected. */
static int corrected(const corrections *cr, const end *en, uint32_t t, int a, int b)
{
    return cr && a <= CHANCE_PAIRS_NEED && b <= CHANCE_PAIRS_NEED && cr->pr->n[a][b] > 0 &&
           chance_paired(t, (uint32_t)a, (uint32_t)b, (uint32_t)en->need[0], (uint32_t)en->need[1]);
}

/* The measured corrections, each averaged with those of the pone's needs up to two apart
 * (weights 3, 2 and 1 times their deals): what the play for the win changes varies slowly
 * with the pone's need, the deals' noise not at all, and the average cuts the noise's
 * standard error about in half. Where no other need of the pone's nearby is corrected (the
 * row just past a measured end that reaches the pone's 30), the dealer's needs up to two
 * apart instead. */
static void smooth(corrections *cr, const end *en, uint32_t t)
{
    static const double w[3] = {3, 2, 1};
    double out[CHANCE_PAIRS_NEED + 1][CHANCE_PAIRS_NEED + 1] = {{0}};
    for (int a = 1; a <= CHANCE_PAIRS_NEED; a++)
        for (int b = 1; b <= CHANCE_PAIRS_NEED; b++) {
            if (!corrected(cr, en, t, a, b))
                continue;
            int along_b = 0;
            for (int j = b - 2; j <= b + 2; j++)
                along_b |= j != b && j >= 1 && corrected(cr, en, t, a, j);
            double sum = 0, weight = 0;
            for (int k = -2; k <= 2; k++) {
                int i = along_b ? a : a + k, j = along_b ? b + k : b;
                if (i >= 1 && j >= 1 && corrected(cr, en, t, i, j)) {
                    double wt = w[k < 0 ? -k : k] * cr->pr->n[i][j];
                    sum += wt * cr->c[i][j];
                    weight += wt;
                }
            }
            out[a][b] = sum / weight;
        }
    memcpy(cr->c, out, sizeof out);
    cr->smoothed = 1;
}

/* Solves e_ for target t under the ladder: the measured end from en, the model's deal
 * elsewhere, corrected where chance_paired() (cr NULL: nowhere) by what the pairs measure
 * (cr->c written) or by cr->c once smoothed (read). */
static void solve(const data *dd, const total *totals, int n_totals, const end *en, corrections *cr,
                  uint32_t t, uint32_t ladder)
{
    for (int s = 2 * (int)t - 2; s >= 0; s--) {
        int lo = s - (int)t + 1 > 0 ? s - (int)t + 1 : 0, hi = s < (int)t - 1 ? s : (int)t - 1;
        for (int d = lo; d <= hi; d++) {
            int p = s - d, a = (int)t - d, b = (int)t - p;
            double sum = 0;
            if (a <= en->need[0] && b <= en->need[1]) {
                e_[d][p] = 2 * en->win[a][b] - 1;
                continue;
            }
            /* The dealer gets out first: the pone then has p + k, k < b (no deal gains
             * MAX_T points or more: the counts stop short of it). */
            for (int k = 0; k < b && k < MAX_GAIN && a < MAX_T; k++)
                sum += dd->reach[0][a][k] * chance_game_value(ladder, t, (uint32_t)(p + k));
            for (int k = 0; k < a && k < MAX_GAIN && b < MAX_T; k++)
                sum -= dd->reach[1][b][k] * chance_game_value(ladder, t, (uint32_t)(d + k));
            for (int i = 0; i < n_totals; i++)
                if (totals[i].x < a && totals[i].y < b)
                    sum -= totals[i].n * e_[p + totals[i].y][d + totals[i].x];
            if (corrected(cr, en, t, a, b)) {
                /* No correction takes a value past a sure win or loss (where one is all but
                 * certain, the deals' noise could). */
                double most = chance_game_value(ladder, t, 0);
                if (!cr->smoothed)
                    cr->c[a][b] = correction(cr->pr, d, p, t, ladder);
                sum += cr->c[a][b];
                sum = sum > most ? most : sum < -most ? -most : sum;
            }
            e_[d][p] = sum;
        }
    }
}

/* solve() with the pairs' corrections, measured and then smoothed. */
static void solve_corrected(const data *dd, const total *totals, int n_totals, const end *en,
                            const pairs *pr, uint32_t t, uint32_t ladder)
{
    static corrections cr;
    memset(&cr, 0, sizeof cr);
    cr.pr = pr;
    solve(dd, totals, n_totals, en, &cr, t, ladder);
    smooth(&cr, en, t);
    solve(dd, totals, n_totals, en, &cr, t, ladder);
}

static long round_to(double x)
{
    return x < 0 ? -(long)(-x + 0.5) : (long)(x + 0.5);
}

/* Writes e_ as a table. A point more never costs the dealer: where the model just outside
 * the measured end gives the dealer more than the measured chance with a point more does
 * (the model overrates the dealer there; docs/analysis.md), the table holds the latter.
 * Only the table is held so, not the states the dynamic programming goes on from. */
static void emit(uint32_t t, uint32_t ladder, const char *name, const char *type, double scale,
                 double offset)
{
    static double v[MAX_T][MAX_T];
    for (int d = (int)t - 1; d >= 0; d--)
        for (uint32_t p = 0; p < t; p++) {
            v[d][p] = ladder == CRIB_LADDER_NONE ? (1 + e_[d][p]) / 2 : e_[d][p];
            if (d + 1 < (int)t && v[d][p] > v[d + 1][p])
                v[d][p] = v[d + 1][p];
        }
    printf("static const %s %s[%u][%u] = {\n", type, name, t, t);
    for (uint32_t d = 0; d < t; d++) {
        printf("    {");
        for (uint32_t p = 0; p < t; p++)
            printf("%s%ld", p ? (p % 16 ? "," : ",\n     ") : "",
                   round_to(v[d][p] * scale + offset));
        printf("},\n");
    }
    printf("};\n\n");
}

static void emit_dist(const char *prefix, const char *name, const double *v)
{
    printf("static const double %s%s[CHANCE_POINTS] = {\n", prefix, name);
    for (int i = 0; i < CHANCE_POINTS; i++)
        printf("%s%.17g", i ? (i % 4 ? ", " : ",\n    ") : "    ", v[i]);
    printf("};\n\n");
}

/* The distributions of each part of a deal, the names prefixed (k_ or k5_). */
static void emit_deals(const data *d, const chance_play *list, int n, const char *prefix,
                       const char *macro)
{
    printf("#define %sDEALS %.0f\n"
           "static const double %sheels = %.17g;\n"
           "#define %sPLAYS %d\n"
           "static const chance_play %splay[%sPLAYS] = {\n",
           macro, d->deals, prefix, d->heels, macro, n, prefix, macro);
    for (int i = 0; i < n; i++)
        printf("    {%u, %u, %.17g},\n", list[i].dealer, list[i].pone, list[i].p);
    printf("};\n\n");
    emit_dist(prefix, "pone", d->pone);
    emit_dist(prefix, "dealer", d->dealer);
    emit_dist(prefix, "crib", d->crib);
}

/* The games whose tables come from their deals alone: the option, the game's name, the
 * names' prefixes, the header's guard, the deals' file (for its banner) and the target. */
typedef struct alone {
    const char *option, *game, *prefix, *macro, *guard, *file;
    uint32_t targets[2]; /* 0: none */
} alone;

#define N_ALONE 2
static const alone k_alone[N_ALONE] = {
    {"--five-card",
     "five-card",
     "k5_",
     "CHANCE5_",
     "CRIB_CHANCE_FIVE_TABLE_H",
     "tools/chance_five_deals.txt",
     {61, 0}},
    {"--two-to-crib",
     "two-to-crib",
     "k2_",
     "CHANCE2_",
     "CRIB_CHANCE_TWO_TABLE_H",
     "tools/chance_two_deals.txt",
     {121, 61}},
};

/* src/gen/chance_five_table.h, src/gen/chance_two_table.h: the game's deals and its
 * tables. */
static int deals_alone(const alone *g, const char *path)
{
    static data d;
    static chance_play list[CHANCE_POINTS * CHANCE_POINTS];
    static total totals[MAX_GAIN * MAX_GAIN];
    static end none;
    int n_totals;
    if (!read_data(path, &d)) {
        fprintf(stderr, "usage: gen_chance %s %s (a file it can read)\n", g->option, g->file);
        return 1;
    }
    double deals = d.deals;
    int n = normalise(&d, list, totals, &n_totals);
    printf("/* SPDX-License-Identifier: MIT */\n"
           "/* Generated by tools/gen_chance.c %s from %s;\n"
           " * do not edit. `make gen` rewrites it. */\n"
           "#ifndef %s\n#define %s\n\n"
           "#include \"../chance_model.h\"\n\n",
           g->option, g->file, g->guard, g->guard);
    printf("/* The %s game: the distributions of each part of a deal over the %.0f\n"
           " * recorded deals, as in chance_table.h (the strong bot plays alike at every score\n"
           " * there, so the model needs no measured end). */\n",
           g->game, deals);
    emit_deals(&d, list, n, g->prefix, g->macro);
    for (int i = 0; i < 2 && g->targets[i]; i++) {
        uint32_t t = g->targets[i];
        char name[32];
        printf("/* The %s game to %u, indexed [dealer's score][pone's score] at the start of\n"
               " * a deal: the dealer's chance to win times 65535. */\n",
               g->game, t);
        solve(&d, totals, n_totals, &none, NULL, t, CRIB_LADDER_NONE);
        snprintf(name, sizeof name, "%swin%u", g->prefix, t);
        emit(t, CRIB_LADDER_NONE, name, "uint16_t", 65535, 0);
    }
    printf("#endif\n");
    return 0;
}

/* The kernels --cross-check tries (k_kernel among them). */
static const kernel k_tried[] = {
    {0, 0, 0, 0},  {1, 0, 0, 0},  {2, 0, 0, 0},  {3, 0, 0, 0},  {1, 1, 4, 0},  {1, 1, 8, 0},
    {1, 2, 8, 0},  {1, 1, 16, 0}, {1, 2, 16, 0}, {1, 3, 16, 0}, {2, 1, 16, 0}, {2, 2, 16, 0},
    {1, 2, 16, 1}, {1, 2, 16, 2}, {1, 2, 16, 3}, {1, 2, 16, 4},
};

/* gen_chance --cross-check DEALS END PAIRS [MORE_END ...]: the end fit by each kernel of
 * k_tried, fitted to the end files with half of the last file's parts (the even ones, then
 * the odd) and held to the other half: at each position of the held half, how many of its
 * standard errors the fit is off (z), and the mean z^2 (1 for a fit without error, more by
 * the fit's own error, noise and bias alike) and mean z, by region of 15 needs a side, in
 * all, and where the pone lacks 1, 2 and 3, the two folds together. */
static int cross_check(int argc, char **argv)
{
    static data d;
    static chance_play list[CHANCE_POINTS * CHANCE_POINTS];
    static total totals[MAX_GAIN * MAX_GAIN];
    static end none, train[2], held[2], fit;
    static pairs pr;
    static double model[MAX_NEED + 1][MAX_NEED + 1];
    int n_totals, ok = argc >= 5 && read_data(argv[1], &d) && read_pairs(argv[3], &pr);
    for (int h = 0; ok && h < 2; h++) {
        ok = read_end(argv[2], &train[h]);
        for (int i = 4; ok && i < argc - 1; i++)
            ok = read_end(argv[i], &train[h]);
        ok = ok && read_end_half(argv[argc - 1], &train[h], h) &&
             read_end_half(argv[argc - 1], &held[h], 1 - h) && end_whole(&train[h]);
    }
    if (!ok) {
        fprintf(stderr, "usage: gen_chance --cross-check tools/chance_deals.txt "
                        "tools/chance_end.txt tools/chance_pairs.txt MORE_END ...\n"
                        "       (files it can read; the last MORE_END has parts, \"# part P\" "
                        "lines, of both parities)\n");
        return 1;
    }
    (void)normalise(&d, list, totals, &n_totals);
    solve(&d, totals, n_totals, &none, NULL, 121, CRIB_LADDER_NONE);
    for (int a = 1; a <= MAX_NEED; a++)
        for (int b = 1; b <= MAX_NEED; b++)
            model[a][b] = (1 + e_[121 - a][121 - b]) / 2;
    printf("the end's fit by each kernel, fitted with half of %s's parts and held to the other\n"
           "half, both ways: mean z^2 (mean z) where the dealer lacks 1-15 or 16-30 and the pone\n"
           "1-15 or 16-30, in all, and where the pone lacks 1, 2 and 3 (\"1-N alone\": the pone's\n"
           "needs 1 to N not smoothed along the pone's need)\n",
           argv[argc - 1]);
    printf("%-37s %15s %15s %15s %15s %15s %15s %15s %15s\n", "kernel", "1-15/1-15", "1-15/16-30",
           "16-30/1-15", "16-30/16-30", "all", "pone lacks 1", "pone lacks 2", "pone lacks 3");
    for (size_t k = 0; k < sizeof k_tried / sizeof k_tried[0]; k++) {
        double n[8] = {0}, sz[8] = {0}, sq[8] = {0};
        for (int h = 0; h < 2; h++) {
            fit = train[h];
            end_fit(&fit, model, &k_tried[k]);
            for (int a = 1; a <= fit.need[0] && a <= held[h].need[0]; a++)
                for (int b = 1; b <= fit.need[1] && b <= held[h].need[1]; b++) {
                    double g = held[h].games[a][b], p = fit.win[a][b];
                    if (!(g > 0))
                        continue;
                    double se = sqrt(p * (1 - p) / g);
                    se = se < 1 / g ? 1 / g : se;
                    double z = (held[h].wins[a][b] / g - p) / se;
                    /* Its region, all, and the row of the pone's need up to 3. */
                    int at[3] = {(a > 15) * 2 + (b > 15), 4, b <= 3 ? 4 + b : -1};
                    for (int i = 0; i < 3 && at[i] >= 0; i++) {
                        n[at[i]]++;
                        sz[at[i]] += z;
                        sq[at[i]] += z * z;
                    }
                }
        }
        const kernel *q = &k_tried[k];
        char name[64], only[16] = "";
        if (q->pone_alone)
            snprintf(only, sizeof only, ", 1-%d alone", q->pone_alone);
        snprintf(name, sizeof name, "pone %d, dealer %d from %d%s%s", q->pone, q->dealer,
                 q->dealer_from, only, memcmp(q, &k_kernel, sizeof *q) ? "" : " *");
        printf("%-37s", name);
        for (int i = 0; i < 8; i++)
            if (n[i] > 0)
                printf(" %6.3f (%+5.2f)", sq[i] / n[i], sz[i] / n[i]);
            else
                printf(" %15s", "-");
        printf("\n");
    }
    printf("* the table's kernel\n");
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "--cross-check") == 0)
        return cross_check(argc - 1, argv + 1);
    static data d;
    static chance_play list[CHANCE_POINTS * CHANCE_POINTS];
    static total totals[MAX_GAIN * MAX_GAIN];
    static end en;
    static pairs pr;
    int n_totals;
    for (int i = 0; i < N_ALONE; i++)
        if (argc == 3 && strcmp(argv[1], k_alone[i].option) == 0)
            return deals_alone(&k_alone[i], argv[2]);
    int ends = argc >= 4 && read_end(argv[2], &en);
    for (int i = 4; ends && i < argc; i++)
        ends = read_end(argv[i], &en);
    if (argc < 4 || !read_data(argv[1], &d) || !ends || !end_whole(&en) ||
        !read_pairs(argv[3], &pr)) {
        fprintf(stderr, "usage: gen_chance tools/chance_deals.txt tools/chance_end.txt "
                        "tools/chance_pairs.txt [MORE_END ...] (files it can read; each\n"
                        "       MORE_END's counts add to tools/chance_end.txt's, and together\n"
                        "       they give every position of a corner)\n"
                        "       gen_chance --five-card tools/chance_five_deals.txt\n"
                        "       gen_chance --two-to-crib tools/chance_two_deals.txt\n");
        return 1;
    }
    double deals = d.deals;
    int n = normalise(&d, list, totals, &n_totals);
    /* The model's own chances in the measured corner, for end_fit. */
    static end none;
    static double model[MAX_NEED + 1][MAX_NEED + 1];
    solve(&d, totals, n_totals, &none, NULL, 121, CRIB_LADDER_NONE);
    for (int a = 1; a <= en.need[0]; a++)
        for (int b = 1; b <= en.need[1]; b++)
            model[a][b] = (1 + e_[121 - a][121 - b]) / 2;
    end_fit(&en, model, &k_kernel);
    printf("/* SPDX-License-Identifier: MIT */\n"
           "/* Generated by tools/gen_chance.c from tools/chance_deals.txt,\n"
           " * tools/chance_end.txt and tools/chance_pairs.txt");
    for (int i = 4; i < argc; i++)
        printf(",\n * with the end counts of %s", argv[i]);
    printf("; do not edit.\n"
           " * `make gen` rewrites it. */\n"
           "#ifndef CRIB_CHANCE_TABLE_H\n#define CRIB_CHANCE_TABLE_H\n\n"
           "#include \"../chance_model.h\"\n\n");
    printf("/* The distributions of each part of a deal over the %.0f recorded deals, for the\n"
           " * strong bot's end game (src/endgame.c): the chance of heels, the play's outcomes\n"
           " * (dealer's points, pone's points and probability), and the chance of each score\n"
           " * of the pone's hand, the dealer's hand and the crib. */\n",
           deals);
    emit_deals(&d, list, n, "k_", "CHANCE_");
    printf("/* Where the dealer lacks at most CHANCE_END_DEALER points of the target and the pone\n"
           " * at most CHANCE_END_PONE, the table holds the strong bot's measured chance to win\n"
           " * (tools/chance_end.txt) instead of the model's. */\n"
           "#define CHANCE_END_DEALER %d\n#define CHANCE_END_PONE %d\n\n",
           en.need[0], en.need[1]);
    double paired = 0;
    for (int a = 1; a <= CHANCE_PAIRS_NEED; a++)
        for (int b = 1; b <= CHANCE_PAIRS_NEED; b++)
            paired += pr.n[a][b];
    printf("/* Where chance_paired(), the model's deal is corrected by what the strong bot's play\n"
           " * for the win changed in %.0f of its deals played from those positions and from 0-0\n"
           " * (tools/chance_pairs.txt; %u of them came out differently). */\n\n",
           paired, pr.count);
    static const uint32_t targets[2] = {121, 61};
    for (int i = 0; i < 2; i++) {
        uint32_t t = targets[i];
        char name[32];
        printf("/* The game to %u, indexed [dealer's score][pone's score] at the start of a deal:\n"
               " * the dealer's chance to win times 65535, and the dealer's expected game value\n"
               " * with lurch and with skunk times 10000. */\n",
               t);
        solve_corrected(&d, totals, n_totals, &en, &pr, t, CRIB_LADDER_NONE);
        snprintf(name, sizeof name, "k_win%u", t);
        emit(t, CRIB_LADDER_NONE, name, "uint16_t", 65535, 0);
        solve_corrected(&d, totals, n_totals, &en, &pr, t, CRIB_LADDER_LURCH);
        snprintf(name, sizeof name, "k_lurch%u", t);
        emit(t, CRIB_LADDER_LURCH, name, "int16_t", 10000, 0);
        solve_corrected(&d, totals, n_totals, &en, &pr, t, CRIB_LADDER_SKUNK);
        snprintf(name, sizeof name, "k_skunk%u", t);
        emit(t, CRIB_LADDER_SKUNK, name, "int16_t", 10000, 0);
    }
    printf("#endif\n");
    return 0;
}
