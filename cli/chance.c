/* SPDX-License-Identifier: MIT */
/* crib chance: the chance to win from a position of the board, from libcrib's table. */
#include "cli.h"

#include <string.h>

static void chance_usage(FILE *f)
{
    fputs("usage: crib chance [--target 121|61] [--json] OWN OTHER dealer|pone\n"
          "  The chance that a side at OWN points wins the two-player six-card game\n"
          "  against a side at OTHER, from the start of a deal that the side deals\n"
          "  (dealer) or not (pone), and its expected game value with lurch and with\n"
          "  skunk, from libcrib's table (crib_win_chance; see libcrib(3) for its model).\n"
          "  --target N  121 (default) or 61\n"
          "  --json      print one JSON object instead of text\n",
          f);
}

typedef struct chance_args {
    unsigned long long target, score[2];
    int json, n, role; /* n scores read; role 1 dealer, 0 pone, -1 not yet given */
} chance_args;

/* A word that is no option: OWN, OTHER, then dealer or pone. 1 if it fits, else 0. */
static int take_word(chance_args *c, const char *s)
{
    if (c->n < 2 && cli_parse_number(s, 1000, &c->score[c->n])) {
        c->n++;
        return 1;
    }
    if (c->n == 2 && c->role < 0 && (!strcmp(s, "dealer") || !strcmp(s, "pone"))) {
        c->role = !strcmp(s, "dealer");
        return 1;
    }
    return 0;
}

/* A word take_word() did not take, said as what was wanted in its place; CLI_USAGE. */
static int not_taken(const chance_args *c, const char *s)
{
    char shown[CLI_QUOTE_CAP];
    cli_quote(s, strlen(s), shown, sizeof shown);
    if (c->n < 2)
        cli_error("chance: '%s' is not a score: %s is a number of points, 0 to 1000", shown,
                  c->n ? "OTHER" : "OWN");
    else if (c->role < 0)
        cli_error("chance: '%s' is neither dealer nor pone", shown);
    else
        cli_error("chance: unexpected '%s'", shown);
    cli_see_help("chance");
    return CLI_USAGE;
}

/* CLI_OK, -1 after --help, or CLI_USAGE (reported). */
static int read_chance_args(int argc, char **argv, chance_args *c)
{
    for (int a = 0; a < argc; a++) {
        const char *s = argv[a];
        if (!strcmp(s, "--help")) {
            chance_usage(stdout);
            return -1;
        }
        if (!strcmp(s, "--json")) {
            c->json = 1;
        } else if (!strcmp(s, "--target")) {
            if (a + 1 >= argc || !cli_parse_number(argv[a + 1], 1000, &c->target))
                return cli_bad_value("chance", s, a + 1 < argc ? argv[a + 1] : NULL, "121 or 61");
            a++;
        } else if (!take_word(c, s)) {
            return not_taken(c, s);
        }
    }
    if (c->n < 2 || c->role < 0) {
        cli_error("chance: give OWN OTHER and dealer or pone");
        return CLI_USAGE;
    }
    return CLI_OK;
}

static void print_chance(const chance_args *a, const crib_chance *c)
{
    if (a->json)
        printf("{\"target\":%llu,\"own\":%llu,\"other\":%llu,\"deals\":%s,\"win\":%.6f,"
               "\"lurch\":%.6f,\"skunk\":%.6f}\n",
               a->target, a->score[0], a->score[1], a->role ? "true" : "false", c->win, c->lurch,
               c->skunk);
    else
        printf("at %llu to %llu of %llu, %s: wins %.2f%%, game value %+.4f with lurch, "
               "%+.4f with skunk\n",
               a->score[0], a->score[1], a->target, a->role ? "dealing" : "not dealing",
               100 * c->win, c->lurch, c->skunk);
}

int cmd_chance(int argc, char **argv)
{
    chance_args args = {121, {0, 0}, 0, 0, -1};
    int rc = read_chance_args(argc, argv, &args);
    if (rc != CLI_OK)
        return rc < 0 ? CLI_OK : rc;
    crib_chance c;
    if (crib_win_chance((uint32_t)args.target, (uint32_t)args.score[0], (uint32_t)args.score[1],
                        (uint32_t)args.role, &c) != CRIB_OK) {
        cli_error("chance: the table covers targets 121 and 61 and scores below them");
        return CLI_USAGE;
    }
    print_chance(&args, &c);
    return CLI_OK;
}
