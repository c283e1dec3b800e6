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

int cmd_chance(int argc, char **argv)
{
    unsigned long long target = 121, score[2] = {0, 0};
    int json = 0, n = 0, role = -1;
    for (int a = 0; a < argc; a++) {
        const char *s = argv[a];
        if (!strcmp(s, "--help")) {
            chance_usage(stdout);
            return CLI_OK;
        }
        if (!strcmp(s, "--json")) {
            json = 1;
        } else if (!strcmp(s, "--target")) {
            if (a + 1 >= argc || !cli_parse_number(argv[a + 1], 1000, &target)) {
                cli_error("chance: bad value for --target: '%s'", a + 1 < argc ? argv[a + 1] : "");
                return CLI_USAGE;
            }
            a++;
        } else if (n < 2 && cli_parse_number(s, 1000, &score[n])) {
            n++;
        } else if (n == 2 && role < 0 && (!strcmp(s, "dealer") || !strcmp(s, "pone"))) {
            role = !strcmp(s, "dealer");
        } else {
            cli_error("chance: unexpected '%s'", s);
            chance_usage(stderr);
            return CLI_USAGE;
        }
    }
    if (n < 2 || role < 0) {
        cli_error("chance: give OWN OTHER and dealer or pone");
        return CLI_USAGE;
    }
    crib_chance c;
    int32_t rc = crib_win_chance((uint32_t)target, (uint32_t)score[0], (uint32_t)score[1],
                                 (uint32_t)role, &c);
    if (rc != CRIB_OK) {
        cli_error("chance: the table covers targets 121 and 61 and scores below them");
        return CLI_USAGE;
    }
    if (json)
        printf("{\"target\":%llu,\"own\":%llu,\"other\":%llu,\"deals\":%s,\"win\":%.6f,"
               "\"lurch\":%.6f,\"skunk\":%.6f}\n",
               target, score[0], score[1], role ? "true" : "false", c.win, c.lurch, c.skunk);
    else
        printf("at %llu to %llu of %llu, %s: wins %.2f%%, game value %+.4f with lurch, "
               "%+.4f with skunk\n",
               score[0], score[1], target, role ? "dealing" : "not dealing", 100 * c.win,
               c.lurch, c.skunk);
    return CLI_OK;
}
