/* SPDX-License-Identifier: MIT */
/* crib arena's report: the summary as text or JSON, and the mid-game deals' scoring for
 * tools/gen_chance.c (--histogram). */
/* POSIX for stat; a feature-test macro is reserved by design. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _POSIX_C_SOURCE 200809L
#include "arena_report.h"
#include "json.h"
#include "names.h"

#include <sys/stat.h>

static const char *const k_kinds[] = {"play", "hand", "crib", "heels", "total"};

/* The plural's ending for n of a thing: "" for one, "s" for any other number. */
static const char *plural(double n)
{
    return n == 1 ? "" : "s";
}

/* Where the games start from, when not from 0 with the dealer cut for: the board by seat
 * (four-handed by partnership) and the first dealer. */
static void print_start(const arena_opts *o, const crib_arena_config *c, int players)
{
    if (players == 4)
        printf("  from seats 0 and 2 at %llu, seats 1 and 3 at %llu, ", o->start[0], o->start[1]);
    else if (players == 3)
        printf("  from seat 0 at %llu, seat 1 at %llu, seat 2 at %llu, ", o->start[0], o->start[1],
               o->start[2]);
    else
        printf("  from seat 0 at %llu, seat 1 at %llu, ", o->start[0], o->start[1]);
    if (c->first_dealer == CRIB_DEAL_CUT)
        printf("first dealer cut for\n");
    else
        printf("seat %u deals first\n", c->first_dealer);
}

void arena_print_text(const arena_opts *o, const crib_arena_config *c, const crib_summary *s,
                      double secs, unsigned threads)
{
    const char *a = o->side[0].name, *b = o->side[1].name;
    int players = arena_players(o->variant);
    if (players == 3)
        printf("crib arena: %s (A, one seat) against %s (B, two seats), three-handed to %u, "
               "%.0f games",
               a, b, c->rules.target, s->games);
    else if (players == 4)
        printf("crib arena: %s (A) against %s (B), partnerships, four-handed to %u, %.0f games", a,
               b, c->rules.target, s->games);
    else
        printf("crib arena: %s (A) against %s (B), %s to %u, %.0f games", a, b,
               crib_name_variant((uint32_t)(c->rules.variant)), c->rules.target, s->games);
    if (o->single)
        printf(" (one per seed)");
    else if (players == 3)
        printf(" (%.0f set%s of three duplicate deals, A in each seat)", s->pairs,
               plural(s->pairs));
    else
        printf(" (%.0f pair%s of duplicate deals)", s->pairs, plural(s->pairs));
    printf(", seeds %llu..%llu\n", o->seed, o->seed + (unsigned long long)c->pairs - 1);
    if (o->start[0] || o->start[1] || o->start[2] || c->first_dealer != CRIB_DEAL_CUT)
        print_start(o, c, players);
    printf("  A wins %.2f%% [%.2f, %.2f] (95%%, %s", 100 * s->win_a, 100 * s->win_a_low,
           100 * s->win_a_high, s->pairs >= 2 ? "paired by seed" : "binomial");
    if (players == 3)
        printf("; fair share 33.3%%");
    printf("); B wins %.2f%%\n", 100 * (1 - s->win_a));
    printf("  A's net game value %+.4f a game [%+.4f, %+.4f]\n", s->value_a, s->value_a_low,
           s->value_a_high);
    printf("  the first dealer wins %.2f%% [%.2f, %.2f]; %.2f deals a game\n",
           100 * s->first_dealer, 100 * s->first_dealer_low, 100 * s->first_dealer_high,
           s->deals_per_game);
    printf("  points a whole deal  %7s %7s %7s %7s %7s\n", k_kinds[0], k_kinds[1], k_kinds[2],
           k_kinds[3], k_kinds[4]);
    for (int side = 0; side < 2; side++)
        for (int role = 0; role < 2; role++) {
            const double *pt = &s->points[side * 10 + role * 5];
            printf("    %s %-6s          %7.3f %7.3f %7.3f %7.3f %7.3f +- %.3f\n", side ? "B" : "A",
                   role ? "pone" : "dealer", pt[0], pt[1], pt[2], pt[3], pt[4],
                   s->total_half[side * 2 + role]);
        }
    if (players > 2)
        printf("    (%s)\n", players == 3 ? "B's points are its two seats' together"
                                          : "each side's points are its partners' together");
    printf("  A out-pegs B by %+.3f +- %.3f as dealer, %+.3f +- %.3f as pone\n", s->play_diff[0],
           s->play_diff_half[0], s->play_diff[1], s->play_diff_half[1]);
    printf("  %.0f games in %.1f s: %.1f games/s on %u thread%s\n", s->games, secs,
           secs > 0 ? s->games / secs : 0, threads, threads == 1 ? "" : "s");
}

void arena_print_json(const arena_opts *o, const crib_arena_config *c, const crib_summary *s,
                      double secs, unsigned threads)
{
    printf("{\"a\":");
    json_string(stdout, o->side[0].name);
    printf(",\"b\":");
    json_string(stdout, o->side[1].name);
    printf(",\"variant\":\"%s\",\"target\":%u,\"games\":%.0f,\"pairs\":%.0f,\"seed\":%llu,"
           "\"win_a\":%.6f,\"win_a_95\":[%.6f,%.6f],\"value_a\":%.6f,\"value_a_95\":[%.6f,%.6f],"
           "\"first_dealer\":%.6f,\"first_dealer_95\":[%.6f,%.6f],\"deals_per_game\":%.4f,",
           crib_name_variant((uint32_t)(c->rules.variant)), c->rules.target, s->games, s->pairs,
           o->seed, s->win_a, s->win_a_low, s->win_a_high, s->value_a, s->value_a_low,
           s->value_a_high, s->first_dealer, s->first_dealer_low, s->first_dealer_high,
           s->deals_per_game);
    int players = arena_players(o->variant);
    if (players > 2)
        printf("\"players\":%d,\"fair_share\":%.6f,", players, players == 3 ? 1.0 / 3 : 0.5);
    printf("\"points\":{");
    for (int side = 0; side < 2; side++)
        for (int role = 0; role < 2; role++) {
            printf("%s\"%s_%s\":{", side || role ? "," : "", side ? "b" : "a",
                   role ? "pone" : "dealer");
            for (int k = 0; k < 5; k++)
                printf("%s\"%s\":%.4f", k ? "," : "", k_kinds[k],
                       s->points[side * 10 + role * 5 + k]);
            printf(",\"total_95\":%.4f}", s->total_half[side * 2 + role]);
        }
    printf("},\"play_diff\":{\"dealer\":%.4f,\"dealer_95\":%.4f,\"pone\":%.4f,\"pone_95\":%.4f},"
           "\"seconds\":%.2f,\"games_per_second\":%.2f,\"threads\":%u}\n",
           s->play_diff[0], s->play_diff_half[0], s->play_diff[1], s->play_diff_half[1], secs,
           secs > 0 ? s->games / secs : 0, threads);
}

int arena_out_open(arena_out *out, const char *path)
{
    struct stat st;
    out->path = path;
    out->made = stat(path, &st) != 0;
    /* Appending writes nothing yet: a file that is there keeps its bytes until the games
     * are over. */
    out->f = fopen(path, "a");
    return out->f != NULL;
}

void arena_out_drop(arena_out *out)
{
    if (!out->f)
        return;
    fclose(out->f);
    out->f = NULL;
    if (out->made)
        remove(out->path);
}

int arena_write_histogram(arena_out *out, const crib_tally *t, const arena_opts *o)
{
    FILE *f = freopen(out->path, "w", out->f);
    out->f = NULL;
    if (!f)
        return 0;
    fprintf(f,
            "# The scoring of mid-game deals (the leader more than 40 short of the target),\n"
            "# read by tools/gen_chance.c. Written by: crib arena --games %llu --seed %llu\n"
            "#   --variant %s --histogram FILE %s %s\n",
            o->games, o->seed, crib_name_variant((uint32_t)(o->variant)), o->side[0].name,
            o->side[1].name);
    fprintf(f, "deals %llu\nheels %llu\n", (unsigned long long)t->mid_deals,
            (unsigned long long)t->mid_heels);
    for (int d = 0; d < 32; d++)
        for (int p = 0; p < 32; p++)
            if (t->play_hist[d * 32 + p])
                fprintf(f, "play %d %d %u\n", d, p, t->play_hist[d * 32 + p]);
    static const char *const names[] = {"pone", "dealer", "crib"};
    const uint32_t *hists[] = {t->pone_hist, t->dealer_hist, t->crib_hist};
    for (int h = 0; h < 3; h++)
        for (int s = 0; s < 32; s++)
            if (hists[h][s])
                fprintf(f, "%s %d %u\n", names[h], s, hists[h][s]);
    int bad = ferror(f);
    return fclose(f) == 0 && !bad;
}
