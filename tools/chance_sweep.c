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
 * (z), then the worst z and how many positions are more than 3 apart, and last whether
 * the counts fit the table as a perfect table's would (report()). */
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

static int report(uint32_t t)
{
    char line[256];
    uint32_t need = 0, over = 0, over4 = 0, n = 0;
    double worst = 0, sq = 0;
    uint32_t wa = 0, wb = 0;
    while (fgets(line, sizeof line, stdin)) {
        unsigned a, b;
        double g, w;
        char extra;
        if (line[0] == '#' || line[strspn(line, " \t\r\n")] == 0)
            continue; /* a comment (which part, which seed, which table) or a blank line */
        if (sscanf(line, "%u %u %lf %lf %c", &a, &b, &g, &w, &extra) != 4 || a < 1 ||
            a > MAX_NEED || b < 1 || b > MAX_NEED || a >= t || b >= t || g < 0 || w < 0 || w > g) {
            fprintf(stderr, "chance_sweep --report: a bad line: %s", line);
            return 1;
        }
        deals_[a][b] += g;
        wins_[a][b] += w;
        need = a > need ? a : need;
        need = b > need ? b : need;
    }
    printf("%-6s %-9s %8s %8s %8s %8s %6s\n", "target", "position", "deals", "table", "games", "se",
           "z");
    for (uint32_t a = 1; a <= need; a++)
        for (uint32_t b = 1; b <= need; b++) {
            crib_chance c;
            double g = deals_[a][b];
            if (g <= 0)
                continue;
            if (crib_win_chance(t, t - a, t - b, 1, &c) != CRIB_OK)
                return 1;
            double won = wins_[a][b] / g, se = sqrt(c.win * (1 - c.win) / g);
            se = se < 1 / g ? 1 / g : se;
            double z = (won - c.win) / se;
            printf("%-6u %3u-%-5u %8.0f %8.4f %8.4f %8.4f %6.2f\n", t, t - a, t - b, g, c.win, won,
                   se, z);
            if (fabs(z) > worst) {
                worst = fabs(z);
                wa = a;
                wb = b;
            }
            over += fabs(z) > 3;
            over4 += fabs(z) > 4;
            sq += z * z;
            n++;
        }
    if (!n)
        return 1;
    printf("worst |z| %.2f at %u-%u (dealer-pone); %u of %u positions beyond 3; mean z^2 %.3f\n",
           worst, t - wa, t - wb, over, n, sq / n);
    /* What a perfect table would give (docs/analysis.md): mean z^2 within 3 of its standard
     * deviations above 1 (z^2 has variance 2), no more positions beyond 3 than chance
     * allows, and none beyond 4. */
    double most = 1 + 3 * sqrt(2.0 / n);
    uint32_t allows = chance_allows(n);
    int fits = sq / n <= most && over <= allows && !over4;
    printf("as a perfect table would: %s (mean z^2 %.3f, at most %.3f; %u beyond 3, chance "
           "allows %u; %u beyond 4, none allowed)\n",
           fits ? "yes" : "no", sq / n, most, over, allows, over4);
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
    if ((argc != 5 && argc != 7) || !parse(argv[1], &t) || (t != 121 && t != 61) ||
        !parse_need(argv[2], t, need) || !parse(argv[3], &games) || !parse(argv[4], &seed) ||
        (argc == 7 && (!parse(argv[5], &part) || !parse(argv[6], &parts))) || games < 1 ||
        games > 100000000ULL || parts < 1 || part >= parts) {
        fprintf(stderr, "usage: chance_sweep TARGET NEED|AxB GAMES SEED [PART PARTS] > COUNTS\n"
                        "       chance_sweep --report TARGET < COUNTS\n");
        return 1;
    }
    return sweep((uint32_t)t, need, games, seed, part, parts);
}
