/* SPDX-License-Identifier: MIT */
/* Writes src/gen/chance_table.h, the win-probability table, to stdout, from the scoring
 * distributions of mid-game deals in tools/chance_data.txt (which `crib arena --histogram`
 * writes). `make gen` runs it; `make check-gen` runs it again and fails if the checked-in
 * file differs.
 *
 * The model is src/chance_model.h's. For each target (121 and 61) and each state at the
 * start of a deal, the dealer at d and the pone at p (both below the target), the table
 * holds the dealer's chance to win and expected game value with lurch and with skunk (the
 * library's default values), by dynamic programming over the deal's stages in the order
 * they score. Every deal pegs at least one point (one for last), so the sum of the scores
 * grows and the states can be solved from the highest sum down. */
#include "../src/chance_model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_T 121

typedef struct data {
    double deals, heels;
    double play[CHANCE_POINTS][CHANCE_POINTS];
    double pone[CHANCE_POINTS], dealer[CHANCE_POINTS], crib[CHANCE_POINTS];
} data;

static int read_data(const char *path, data *d)
{
    FILE *f = fopen(path, "r");
    char line[256];
    memset(d, 0, sizeof *d);
    if (!f)
        return 0;
    while (fgets(line, sizeof line, f)) {
        char word[16];
        double a, b, c;
        if (line[0] == '#' || line[0] == '\n')
            continue;
        int n = sscanf(line, "%15s %lf %lf %lf", word, &a, &b, &c);
        int ia = (int)a, ib = (int)b;
        if (n == 2 && !strcmp(word, "deals"))
            d->deals = a;
        else if (n == 2 && !strcmp(word, "heels"))
            d->heels = a;
        else if (n == 4 && !strcmp(word, "play") && ia >= 0 && ia < CHANCE_POINTS && ib >= 0 &&
                 ib < CHANCE_POINTS)
            d->play[ia][ib] = c;
        else if (n == 3 && ia >= 0 && ia < CHANCE_POINTS && !strcmp(word, "pone"))
            d->pone[ia] = b;
        else if (n == 3 && ia >= 0 && ia < CHANCE_POINTS && !strcmp(word, "dealer"))
            d->dealer[ia] = b;
        else if (n == 3 && ia >= 0 && ia < CHANCE_POINTS && !strcmp(word, "crib"))
            d->crib[ia] = b;
        else {
            fclose(f);
            return 0;
        }
    }
    fclose(f);
    return d->deals > 0;
}

/* Counts to probabilities; the play's outcomes as a list. */
static int normalise(data *d, chance_play *list)
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
    return n;
}

static double e_[MAX_T][MAX_T], c_[MAX_T][MAX_T], hd_[MAX_T][MAX_T], hp_[MAX_T][MAX_T];

/* The dealer's expected value after the play from (d, p), or the end of the game in it. */
static double after_play(const chance_play *list, int n, uint32_t t, uint32_t ladder, uint32_t d,
                         uint32_t p)
{
    double sum = 0;
    for (int i = 0; i < n; i++) {
        uint32_t x = list[i].dealer, y = list[i].pone, dd = d + x, pp = p + y;
        double v;
        if (dd >= t && (pp < t || chance_dealer_first(t, d, x, p, y)))
            v = chance_game_value(ladder, t, pp < t ? pp : t - 1);
        else if (pp >= t)
            v = -chance_game_value(ladder, t, dd < t ? dd : t - 1);
        else
            v = hp_[dd][pp];
        sum += list[i].p * v;
    }
    return sum;
}

/* e_[d][p]: the dealer's expected game value at the start of a deal (value 1 a win under
 * no ladder: then the chance to win is (1 + e) / 2). */
static void solve(const data *dd, const chance_play *list, int n, uint32_t t, uint32_t ladder)
{
    for (int s = 2 * (int)t - 2; s >= 0; s--) {
        int lo = s - (int)t + 1 > 0 ? s - (int)t + 1 : 0, hi = s < (int)t - 1 ? s : (int)t - 1;
        for (int d = lo; d <= hi; d++) {
            uint32_t ud = (uint32_t)d, up = (uint32_t)(s - d);
            double heels = ud + 2 >= t ? chance_game_value(ladder, t, up)
                                       : after_play(list, n, t, ladder, ud + 2, up);
            e_[d][s - d] =
                (1 - dd->heels) * after_play(list, n, t, ladder, ud, up) + dd->heels * heels;
        }
        for (int d = lo; d <= hi; d++) {
            int p = s - d;
            double sum = 0;
            for (int c = 0; c < CHANCE_POINTS; c++)
                sum += dd->crib[c] * ((uint32_t)(d + c) >= t
                                          ? chance_game_value(ladder, t, (uint32_t)p)
                                          : -e_[p][d + c]);
            c_[d][p] = sum;
        }
        for (int d = lo; d <= hi; d++) {
            int p = s - d;
            double sum = 0;
            for (int h = 0; h < CHANCE_POINTS; h++)
                sum += dd->dealer[h] * ((uint32_t)(d + h) >= t
                                            ? chance_game_value(ladder, t, (uint32_t)p)
                                            : c_[d + h][p]);
            hd_[d][p] = sum;
        }
        for (int d = lo; d <= hi; d++) {
            int p = s - d;
            double sum = 0;
            for (int h = 0; h < CHANCE_POINTS; h++)
                sum += dd->pone[h] * ((uint32_t)(p + h) >= t
                                          ? -chance_game_value(ladder, t, (uint32_t)d)
                                          : hd_[d][p + h]);
            hp_[d][p] = sum;
        }
    }
}

static long round_to(double x)
{
    return x < 0 ? -(long)(-x + 0.5) : (long)(x + 0.5);
}

static void emit(uint32_t t, uint32_t ladder, const char *name, const char *type, double scale,
                 double offset)
{
    printf("static const %s %s[%u][%u] = {\n", type, name, t, t);
    for (uint32_t d = 0; d < t; d++) {
        printf("    {");
        for (uint32_t p = 0; p < t; p++) {
            double v = ladder == CRIB_LADDER_NONE ? (1 + e_[d][p]) / 2 : e_[d][p];
            printf("%s%ld", p ? (p % 16 ? "," : ",\n     ") : "", round_to(v * scale + offset));
        }
        printf("},\n");
    }
    printf("};\n\n");
}

static void emit_dist(const char *name, const double *v)
{
    printf("static const double %s[CHANCE_POINTS] = {\n", name);
    for (int i = 0; i < CHANCE_POINTS; i++)
        printf("%s%.17g", i ? (i % 4 ? ", " : ",\n    ") : "    ", v[i]);
    printf("};\n\n");
}

int main(int argc, char **argv)
{
    static data d;
    static chance_play list[CHANCE_POINTS * CHANCE_POINTS];
    if (argc != 2 || !read_data(argv[1], &d)) {
        fprintf(stderr, "usage: gen_chance tools/chance_data.txt (a file it can read)\n");
        return 1;
    }
    double deals = d.deals;
    int n = normalise(&d, list);
    printf("/* SPDX-License-Identifier: MIT */\n"
           "/* Generated by tools/gen_chance.c from tools/chance_data.txt; do not edit.\n"
           " * `make gen` rewrites it. */\n"
           "#ifndef CRIB_CHANCE_TABLE_H\n#define CRIB_CHANCE_TABLE_H\n\n"
           "#include \"../chance_model.h\"\n\n");
    printf("/* The distributions of the model (src/chance_model.h), from %.0f mid-game deals:\n"
           " * the chance of heels, the play's outcomes (dealer's points, pone's points and\n"
           " * probability), and the chance of each score of the pone's hand, the dealer's\n"
           " * hand and the crib. */\n"
           "#define CHANCE_DEALS %.0f\n"
           "static const double k_heels = %.17g;\n"
           "#define CHANCE_PLAYS %d\n"
           "static const chance_play k_play[CHANCE_PLAYS] = {\n",
           deals, deals, d.heels, n);
    for (int i = 0; i < n; i++)
        printf("    {%u, %u, %.17g},\n", list[i].dealer, list[i].pone, list[i].p);
    printf("};\n\n");
    emit_dist("k_pone", d.pone);
    emit_dist("k_dealer", d.dealer);
    emit_dist("k_crib", d.crib);
    static const uint32_t targets[2] = {121, 61};
    for (int i = 0; i < 2; i++) {
        uint32_t t = targets[i];
        char name[32];
        printf("/* The game to %u, indexed [dealer's score][pone's score] at the start of a deal:\n"
               " * the dealer's chance to win times 65535, and the dealer's expected game value\n"
               " * with lurch and with skunk times 10000. */\n",
               t);
        solve(&d, list, n, t, CRIB_LADDER_NONE);
        snprintf(name, sizeof name, "k_win%u", t);
        emit(t, CRIB_LADDER_NONE, name, "uint16_t", 65535, 0);
        solve(&d, list, n, t, CRIB_LADDER_LURCH);
        snprintf(name, sizeof name, "k_lurch%u", t);
        emit(t, CRIB_LADDER_LURCH, name, "int16_t", 10000, 0);
        solve(&d, list, n, t, CRIB_LADDER_SKUNK);
        snprintf(name, sizeof name, "k_skunk%u", t);
        emit(t, CRIB_LADDER_SKUNK, name, "int16_t", 10000, 0);
    }
    printf("#endif\n");
    return 0;
}
