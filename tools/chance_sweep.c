/* SPDX-License-Identifier: MIT */
/* The chance table against the strong bot's own games at every position of the end of a
 * two-player six-card game: for the target TARGET and every position where the dealer
 * lacks a and the pone b points, 1 <= a, b <= NEED (NEED is a number, or AxB for the
 * dealer's needs 1 .. A and the pone's 1 .. B), at least GAMES deals that began there
 * in games of the strong bot against itself, and the share of them whose dealer won the
 * game. A game from a position goes on through the positions it reaches, and each deal
 * that begins at one counts for it (the bot's play depends on the cards and the board
 * alone, so a game that reaches a position is a game from there); the positions are
 * taken from the farthest from the end down, and each is dealt as many games of its own
 * as it still lacks. Then
 *
 *   chance_sweep TARGET NEED GAMES SEED [PART PARTS] > COUNTS
 *
 * writes lines "a b deals wins" (with PART and PARTS, runs that share the work: each
 * deals every PARTS-th seed from SEED + PART on and counts GAMES / PARTS, rounded up, a
 * position; their counts add up, line by line, to one run's), and
 *
 *   chance_sweep --report TARGET < COUNTS
 *
 * adds up the lines of each position (lines that begin with # and blank ones are skipped:
 * a file of many parts says which is which) and prints it beside the table's chance
 * (crib_win_chance()), the games' standard error and how many of them apart the two are
 * (z), then the mean z and z^2 by region (needs 1-15, 16-30, 31 and more a side) with the
 * parts' variance (print_regions(): whether one game's counting for many positions makes
 * their z less than independent), how many positions are as far off as a normal variate
 * beyond 3 and beyond 4 by the exact binomial (binomial_tail()), the worst z and how many
 * positions are more than 3 apart, and last whether the counts fit the table as a perfect
 * table's would (report()).
 * And
 *
 *   chance_sweep --compare COUNTS_A COUNTS_B
 *
 * holds two files of counts to each other where both measure (say, sweeps played with two
 * tables, which should not differ if the strong bot's play does not depend on the table):
 * at each position the difference of the shares the dealer won, in standard errors of the
 * difference (z), and the mean z and z^2, by region and in all. */
#include "crib.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_NEED 60

static double deals_[MAX_NEED + 1][MAX_NEED + 1], wins_[MAX_NEED + 1][MAX_NEED + 1];

static int parse(const char *s, unsigned long long *v)
{
    char *end;
    *v = strtoull(s, &end, 10);
    return end != s && !*end;
}

/* One game from (t - a, t - b), the dealer in seat 0: every deal that begins with its
 * dealer within need[0] of the target and its pone within need[1] counted for its
 * position, and won when its dealer wins the game. */
static int play(uint32_t t, const uint32_t need[2], uint32_t a, uint32_t b, uint64_t seed)
{
    static crib_arena arena;
    crib_arena_config c = {0};
    crib_arena_event e;
    uint32_t seen[128][3], n = 0; /* a, b and the dealer's seat of each deal counted */
    if (crib_game_rules_default(&c.rules, CRIB_VARIANT_SIX_CARD) != CRIB_OK)
        return 0;
    c.rules.target = t;
    c.seed = seed;
    c.pairs = 1;
    c.level[0] = c.level[1] = CRIB_BOT_STRONG;
    c.flags = CRIB_ARENA_SINGLE;
    c.first_dealer = 0;
    c.start[0] = t - a;
    c.start[1] = t - b;
    if (crib_arena_init(&arena, &c) != CRIB_OK)
        return 0;
    for (;;) {
        int32_t kind = crib_arena_next(&arena, CRIB_STOP_EVENTS, &e);
        if (kind < 0 || kind == CRIB_EVENT_DONE)
            return 0; /* a game ends with END first */
        if (kind == CRIB_EVENT_DEAL) {
            uint32_t da = t - e.score[e.dealer], pb = t - e.score[1 - e.dealer];
            if (da <= need[0] && pb <= need[1] && n < 128) {
                seen[n][0] = da;
                seen[n][1] = pb;
                seen[n][2] = e.dealer;
                n++;
            }
        } else if (kind == CRIB_EVENT_END) {
            for (uint32_t i = 0; i < n; i++) {
                deals_[seen[i][0]][seen[i][1]]++;
                wins_[seen[i][0]][seen[i][1]] += e.player == seen[i][2];
            }
            return 1;
        }
    }
}

static int sweep(uint32_t t, const uint32_t need[2], unsigned long long games, uint64_t seed,
                 unsigned long long part, unsigned long long parts)
{
    unsigned long long want = (games + parts - 1) / parts, k = 0;
    for (uint32_t sum = need[0] + need[1]; sum >= 2; sum--)
        for (uint32_t a = need[0]; a >= 1; a--) {
            if (sum <= a || sum - a > need[1])
                continue;
            uint32_t b = sum - a;
            while (deals_[a][b] < (double)want) {
                if (!play(t, need, a, b, seed + part + k * parts)) {
                    fprintf(stderr, "chance_sweep: the game of seed %llu failed\n",
                            (unsigned long long)(seed + part + k * parts));
                    return 1;
                }
                k++;
            }
        }
    for (uint32_t a = 1; a <= need[0]; a++)
        for (uint32_t b = 1; b <= need[1]; b++)
            printf("%u %u %.0f %.0f\n", a, b, deals_[a][b], wins_[a][b]);
    return fflush(stdout) != 0;
}

/* The chance that a normal variate lies beyond 3 standard deviations. */
#define BEYOND_3 0.0026998

/* The chance that a normal variate lies beyond 4 standard deviations. */
#define BEYOND_4 6.334e-5

/* The chance that a binomial (n, p) lies as far from n p as k or farther, both ways: twice
 * the smaller tail (k and beyond), at most 1. Near p 0 or 1 the normal approximation, which
 * z counts by, makes far counts rarer than they are. */
static double binomial_tail(double n, double k, double p)
{
    if (p <= 0 || p >= 1)
        return (p <= 0 && k <= 0) || (p >= 1 && k >= n) ? 1 : 0;
    long m = lround(n), from = lround(k), step = k < n * p ? -1 : 1;
    double tail = 0, log_p = log(p), log_q = log1p(-p), base = lgamma(n + 1);
    for (long i = from; i >= 0 && i <= m; i += step) {
        double j = (double)i;
        double term = exp(base - lgamma(j + 1) - lgamma(n - j + 1) + j * log_p + (n - j) * log_q);
        tail += term;
        if (term < tail * 1e-17)
            break;
    }
    return 2 * tail < 1 ? 2 * tail : 1;
}

/* The most of n positions that a perfect table puts beyond 3 standard errors, by chance,
 * in all but 1% of sweeps: the 99th percentile of the binomial (n, BEYOND_3). */
static uint32_t chance_allows(uint32_t n)
{
    double term = pow(1 - BEYOND_3, n), cdf = term;
    uint32_t k = 0;
    while (cdf < 0.99 && k < n) {
        term *= (double)(n - k) / (k + 1) * BEYOND_3 / (1 - BEYOND_3);
        cdf += term;
        k++;
    }
    return k;
}

/* The lines read, each with its part: lines after the k-th line "# part" are part k (those
 * before any, part 0). --report sums each part's z by region. */
typedef struct line_kept {
    uint8_t a, b;
    uint32_t part;
    double deals, wins;
} line_kept;

typedef struct kept {
    line_kept *line;
    size_t n, cap;
    uint32_t parts; /* the largest part + 1 */
} kept;

/* Adds the lines "a b deals wins" of f to deals[][] and wins[][] (lines that begin with #
 * and blank ones are skipped: a file of many parts says which is which), the largest need
 * seen into *need, and each line to *keep unless it is NULL; 0, or -1 on a bad line, named
 * in a message as who's (or when memory runs out). */
static int read_counts(FILE *f, const char *who, uint32_t t, double deals[][MAX_NEED + 1],
                       double wins[][MAX_NEED + 1], uint32_t *need, kept *keep)
{
    char line[256];
    uint32_t part = 0;
    while (fgets(line, sizeof line, f)) {
        unsigned a, b;
        double g, w;
        char extra;
        if (strncmp(line, "# part", 6) == 0 && part < UINT32_MAX - 1)
            part++;
        if (line[0] == '#' || line[strspn(line, " \t\r\n")] == 0)
            continue; /* a comment (which part, which seed, which table) or a blank line */
        if (sscanf(line, "%u %u %lf %lf %c", &a, &b, &g, &w, &extra) != 4 || a < 1 ||
            a > MAX_NEED || b < 1 || b > MAX_NEED || a >= t || b >= t || g < 0 || w < 0 || w > g) {
            fprintf(stderr, "chance_sweep %s: a bad line: %s", who, line);
            return -1;
        }
        deals[a][b] += g;
        wins[a][b] += w;
        *need = a > *need ? a : *need;
        *need = b > *need ? b : *need;
        if (!keep)
            continue;
        if (keep->n == keep->cap) {
            size_t cap = keep->cap ? 2 * keep->cap : 4096;
            line_kept *grown = realloc(keep->line, cap * sizeof *grown);
            if (!grown) {
                fprintf(stderr, "chance_sweep %s: out of memory\n", who);
                return -1;
            }
            keep->line = grown;
            keep->cap = cap;
        }
        line_kept k = {(uint8_t)a, (uint8_t)b, part, g, w};
        keep->line[keep->n++] = k;
        keep->parts = part + 1 > keep->parts ? part + 1 : keep->parts;
    }
    return ferror(f) ? -1 : 0;
}

/* The z of a set of positions: how many, their sum and sum of squares, how many beyond 3
 * and 4, and the worst, at (wa, wb) in needs. */
typedef struct tally {
    uint32_t n, over, over4, wa, wb;
    double sum, sq, worst;
} tally;

static void tally_add(tally *s, double z, uint32_t a, uint32_t b)
{
    if (!s->n || fabs(z) > s->worst) {
        s->worst = fabs(z);
        s->wa = a;
        s->wb = b;
    }
    s->over += fabs(z) > 3;
    s->over4 += fabs(z) > 4;
    s->sum += z;
    s->sq += z * z;
    s->n++;
}

/* Regions of needs, 15 points a side: 1-15, 16-30, 31 and more. */
#define REGIONS 3
static const char *const region_name[REGIONS] = {"1-15", "16-30", "31-"};

static int region(uint32_t need)
{
    return need <= 15 ? 0 : need <= 30 ? 1 : 2;
}

/* The regions' tallies, and with spread, each region's parts' variance: each part's z
 * summed over the region's positions and divided by the root of their number, and the
 * variance of that across the parts (1 if the positions were independent); a negative
 * spread where fewer than two parts have positions there. */
static void print_regions(const tally by[REGIONS][REGIONS], const double spread[REGIONS][REGIONS])
{
    printf("by region: the dealer lacks, the pone lacks, positions, mean z, mean z^2%s\n",
           spread ? ", the parts' variance" : "");
    for (int i = 0; i < REGIONS; i++)
        for (int j = 0; j < REGIONS; j++) {
            if (!by[i][j].n)
                continue;
            printf("region %-5s %-5s %4u %+6.2f %6.2f", region_name[i], region_name[j], by[i][j].n,
                   by[i][j].sum / by[i][j].n, by[i][j].sq / by[i][j].n);
            if (spread && spread[i][j] >= 0)
                printf(" %6.2f", spread[i][j]);
            printf("\n");
        }
}

/* The parts' variance of each region (print_regions()) of the lines kept, against the
 * table's chances p[][] (positions where p is 0 or 1 left out); 0, or -1 when memory runs
 * out. */
static int parts_spread(const kept *k, const double p[][MAX_NEED + 1],
                        double spread[REGIONS][REGIONS])
{
    double *sum = calloc((size_t)k->parts * REGIONS * REGIONS, sizeof *sum);
    uint32_t *n = calloc((size_t)k->parts * REGIONS * REGIONS, sizeof *n);
    if (!sum || !n) {
        free(sum);
        free(n);
        fprintf(stderr, "chance_sweep --report: out of memory\n");
        return -1;
    }
    for (size_t i = 0; i < k->n; i++) {
        const line_kept *l = &k->line[i];
        double q = p[l->a][l->b];
        if (l->deals <= 0 || q <= 0 || q >= 1)
            continue;
        size_t at =
            ((size_t)l->part * REGIONS + (size_t)region(l->a)) * REGIONS + (size_t)region(l->b);
        sum[at] += (l->wins - l->deals * q) / sqrt(l->deals * q * (1 - q));
        n[at]++;
    }
    for (int i = 0; i < REGIONS; i++)
        for (int j = 0; j < REGIONS; j++) {
            double s1 = 0, s2 = 0;
            uint32_t m = 0;
            for (uint32_t part = 0; part < k->parts; part++) {
                size_t at = ((size_t)part * REGIONS + (size_t)i) * REGIONS + (size_t)j;
                if (!n[at])
                    continue;
                double z = sum[at] / sqrt(n[at]);
                s1 += z;
                s2 += z * z;
                m++;
            }
            spread[i][j] = m >= 2 ? (s2 - s1 * s1 / m) / (m - 1) : -1;
        }
    free(sum);
    free(n);
    return 0;
}

static int report(uint32_t t)
{
    uint32_t need = 0;
    tally all = {0}, by[REGIONS][REGIONS] = {{{0}}};
    uint32_t rare3 = 0, rare4 = 0;
    static double table[MAX_NEED + 1][MAX_NEED + 1];
    double spread[REGIONS][REGIONS];
    kept k = {NULL, 0, 0, 0};
    if (read_counts(stdin, "--report", t, deals_, wins_, &need, &k)) {
        free(k.line);
        return 1;
    }
    printf("%-6s %-9s %8s %8s %8s %8s %6s\n", "target", "position", "deals", "table", "games", "se",
           "z");
    for (uint32_t a = 1; a <= need; a++)
        for (uint32_t b = 1; b <= need; b++) {
            crib_chance c;
            double g = deals_[a][b];
            if (g <= 0)
                continue;
            if (crib_win_chance(t, t - a, t - b, 1, &c) != CRIB_OK) {
                free(k.line);
                return 1;
            }
            table[a][b] = c.win;
            double won = wins_[a][b] / g, se = sqrt(c.win * (1 - c.win) / g);
            se = se < 1 / g ? 1 / g : se;
            double z = (won - c.win) / se;
            printf("%-6u %3u-%-5u %8.0f %8.4f %8.4f %8.4f %6.2f\n", t, t - a, t - b, g, c.win, won,
                   se, z);
            tally_add(&all, z, a, b);
            tally_add(&by[region(a)][region(b)], z, a, b);
            double tail = binomial_tail(g, wins_[a][b], c.win);
            rare3 += tail < BEYOND_3;
            rare4 += tail < BEYOND_4;
        }
    int bad = !all.n || parts_spread(&k, (const double(*)[MAX_NEED + 1]) table, spread);
    free(k.line);
    if (bad)
        return 1;
    print_regions((const tally(*)[REGIONS])by, (const double(*)[REGIONS])spread);
    printf("exact binomial tails: %u positions as rare as beyond 3 standard errors, %u as rare "
           "as beyond 4\n",
           rare3, rare4);
    printf("worst |z| %.2f at %u-%u (dealer-pone); %u of %u positions beyond 3; mean z^2 %.3f\n",
           all.worst, t - all.wa, t - all.wb, all.over, all.n, all.sq / all.n);
    /* What a perfect table would give (docs/analysis.md): mean z^2 within 3 of its standard
     * deviations above 1 (z^2 has variance 2), no more positions beyond 3 than chance
     * allows, and none beyond 4. */
    double most = 1 + 3 * sqrt(2.0 / all.n);
    uint32_t allows = chance_allows(all.n);
    int fits = all.sq / all.n <= most && all.over <= allows && !all.over4;
    printf("as a perfect table would: %s (mean z^2 %.3f, at most %.3f; %u beyond 3, chance "
           "allows %u; %u beyond 4, none allowed)\n",
           fits ? "yes" : "no", all.sq / all.n, most, all.over, allows, all.over4);
    return 0;
}

static double other_deals_[MAX_NEED + 1][MAX_NEED + 1], other_wins_[MAX_NEED + 1][MAX_NEED + 1];

/* Two files of counts against each other, where both have deals and the dealer neither
 * always won nor always lost in both: the difference of the shares won, in standard errors
 * of the difference of two counts with the shares pooled (z). */
static int compare(const char *path_a, const char *path_b)
{
    const char *path[2] = {path_a, path_b};
    double(*deals[2])[MAX_NEED + 1] = {deals_, other_deals_};
    double(*wins[2])[MAX_NEED + 1] = {wins_, other_wins_};
    uint32_t need = 0;
    tally all = {0}, by[REGIONS][REGIONS] = {{{0}}};
    for (int i = 0; i < 2; i++) {
        FILE *f = fopen(path[i], "r");
        if (!f) {
            fprintf(stderr, "chance_sweep --compare: cannot read %s\n", path[i]);
            return 1;
        }
        int bad = read_counts(f, "--compare", 121, deals[i], wins[i], &need, NULL);
        fclose(f);
        if (bad)
            return 1;
    }
    printf("%-9s %8s %8s %8s %8s %6s\n", "needs", "deals A", "won A", "deals B", "won B", "z");
    for (uint32_t a = 1; a <= need; a++)
        for (uint32_t b = 1; b <= need; b++) {
            double ga = deals_[a][b], gb = other_deals_[a][b];
            if (ga <= 0 || gb <= 0)
                continue;
            double p = (wins_[a][b] + other_wins_[a][b]) / (ga + gb);
            if (p <= 0 || p >= 1)
                continue;
            double z =
                (wins_[a][b] / ga - other_wins_[a][b] / gb) / sqrt(p * (1 - p) * (1 / ga + 1 / gb));
            printf("%3u %-5u %8.0f %8.4f %8.0f %8.4f %6.2f\n", a, b, ga, wins_[a][b] / ga, gb,
                   other_wins_[a][b] / gb, z);
            tally_add(&all, z, a, b);
            tally_add(&by[region(a)][region(b)], z, a, b);
        }
    if (!all.n) {
        fprintf(stderr, "chance_sweep --compare: no position to compare\n");
        return 1;
    }
    print_regions((const tally(*)[REGIONS])by, NULL);
    printf("A against B: %u positions; mean z %+.3f, mean z^2 %.3f (alike: 1 within %.3f); "
           "%u beyond 3, %u beyond 4; worst %.2f at needs %u-%u (dealer-pone)\n",
           all.n, all.sum / all.n, all.sq / all.n, 3 * sqrt(2.0 / all.n), all.over, all.over4,
           all.worst, all.wa, all.wb);
    return 0;
}

/* NEED: a number n (n by n) or AxB, each from 1 to MAX_NEED and below the target t. */
static int parse_need(const char *s, unsigned long long t, uint32_t need[2])
{
    unsigned long long v[2];
    char *end;
    for (int i = 0; i < 2; i++) {
        if (*s < '0' || *s > '9')
            return 0;
        v[i] = strtoull(s, &end, 10);
        if (v[i] < 1 || v[i] > MAX_NEED || v[i] >= t)
            return 0;
        if (i == 0 && *end == 0) {
            v[1] = v[0];
            break;
        }
        if (*end != (i == 0 ? 'x' : 0))
            return 0;
        s = end + 1;
    }
    need[0] = (uint32_t)v[0];
    need[1] = (uint32_t)v[1];
    return 1;
}

int main(int argc, char **argv)
{
    unsigned long long t, games, seed, part = 0, parts = 1;
    uint32_t need[2];
    if (argc == 3 && strcmp(argv[1], "--report") == 0 && parse(argv[2], &t) &&
        (t == 121 || t == 61))
        return report((uint32_t)t);
    if (argc == 4 && strcmp(argv[1], "--compare") == 0)
        return compare(argv[2], argv[3]);
    if ((argc != 5 && argc != 7) || !parse(argv[1], &t) || (t != 121 && t != 61) ||
        !parse_need(argv[2], t, need) || !parse(argv[3], &games) || !parse(argv[4], &seed) ||
        (argc == 7 && (!parse(argv[5], &part) || !parse(argv[6], &parts))) || games < 1 ||
        games > 100000000ULL || parts < 1 || part >= parts) {
        fprintf(stderr, "usage: chance_sweep TARGET NEED|AxB GAMES SEED [PART PARTS] > COUNTS\n"
                        "       chance_sweep --report TARGET < COUNTS\n"
                        "       chance_sweep --compare COUNTS_A COUNTS_B\n");
        return 1;
    }
    return sweep((uint32_t)t, need, games, seed, part, parts);
}
