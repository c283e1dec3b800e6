/* SPDX-License-Identifier: MIT */
/* crib arena, run as a program from the repository root (where the tests run). */
#define _POSIX_C_SOURCE 200809L /* popen */
#include "harness.h"
#include "cli_run.h"

#include <stdlib.h>

static char g_out[1 << 16], g_again[1 << 16];

int main(void)
{
    if (!cli_shell("crib arena and crib chance through the crib program"))
        return harness_done();
    int rc =
        run("bin/crib arena easy easy --games 40 --threads 2 --no-progress", g_out, sizeof g_out);
    CHECK(
        rc == 0 &&
            strstr(g_out, "crib arena: easy (A) against easy (B), six-card to 121, 40 games "
                          "(20 pairs of duplicate deals), seeds 1..20\n") &&
            strstr(g_out, "  A wins 50.00% [50.00, 50.00] (95%, paired by seed); B wins 50.00%") &&
            strstr(g_out, "    A dealer  ") && strstr(g_out, "    B pone  ") &&
            strstr(g_out, "A out-pegs B by +0.000 +- ") && strstr(g_out, " games/s on 2 threads"),
        "easy against easy: every pair split, the sides' points equal");
    rc = run("bin/crib arena strong easy --games 6 --threads 1 --json --seed 9", g_out,
             sizeof g_out);
    run("bin/crib arena strong easy --games 6 --threads 3 --json --seed 9", g_again,
        sizeof g_again);
    char *a = strstr(g_out, "\"seconds\""), *b = strstr(g_again, "\"seconds\"");
    if (a)
        *a = '\0';
    if (b)
        *b = '\0';
    CHECK(rc == 0 && a && b &&
              strncmp(g_out, "{\"a\":\"strong\",\"b\":\"easy\",\"variant\":\"six-card\"", 45) ==
                  0 &&
              strstr(g_out, "\"games\":6,\"pairs\":3,\"seed\":9,") && strcmp(g_out, g_again) == 0,
          "--json: one object; 1 thread or 3, the same figures");
    rc = run("bin/crib arena easy strong --single --games 5 --from 120,0 --dealer 0 "
             "--no-progress --variant six-card",
             g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "5 games (one per seed)") &&
              strstr(g_out, "  from seat 0 at 120, seat 1 at 0, seat 0 deals first") &&
              strstr(g_out, "A wins 100.00% [100.00, 100.00] (95%, binomial)"),
          "--single --from 120,0 --dealer 0: seat 0 wins every game");
    rc = run("bin/crib arena easy easy --games 4 --variant five-card --target 31 --no-progress",
             g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "five-card to 31, 4 games"), "the five-card game to 31");

    static const char *const bad[] = {
        "easy",
        "easy easy easy",
        "easy medium",
        "easy easy --games 0",
        "easy easy --variant three",
        "easy easy --from 1",
        "easy easy --from 130,0",
        "easy easy --threads 0",
        "easy easy --dealer 2",
        "easy easy --bogus",
        "easy exec:",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char cmd[160];
        snprintf(cmd, sizeof cmd, "bin/crib arena %s", bad[i]);
        rc = run(cmd, g_out, sizeof g_out);
        CHECK(rc == 2 && strncmp(g_out, "crib: arena: ", 13) == 0,
              "crib arena %s: a message, exit 2", bad[i]);
    }
    rc = run("bin/crib arena --help", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "usage: crib arena"), "crib arena --help");

    rc = run("bin/crib arena easy 'exec:while read l; do echo \"{\\\"card\\\":\\\"Ah\\\"}\"; "
             "done' --games 2 --threads 1",
             g_out, sizeof g_out);
    CHECK(rc == 1 && strstr(g_out, "crib: arena: the program's answer \"{\"card\":\"Ah\"}\": "
                                   "not an answer"),
          "an outside program that answers a discard with a card: exit 1, the answer shown");
    rc = run("bin/crib arena easy exec:true --games 2 --threads 1", g_out, sizeof g_out);
    CHECK(rc == 1 && strstr(g_out, "the program gave no answer to a discard request"),
          "an outside program that exits: exit 1");

    /* The answers are read by a JSON reader that walks the object's own members: a key
     * is never found inside a string or in a nested object (cli/json.c, which replaced
     * a reader that found the first "key" anywhere in the line). test/cli_bot.sh answers
     * in the form its argument names. */
    static const char *const good[] = {"plain", "why", "nested", "escaped"};
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        char cmd[160];
        snprintf(cmd, sizeof cmd,
                 "bin/crib arena easy 'exec:sh test/cli_bot.sh %s' --games 4 --threads 2 "
                 "--no-progress",
                 good[i]);
        rc = run(cmd, g_out, sizeof g_out);
        CHECK(rc == 0 && strstr(g_out, "against exec:sh test/cli_bot.sh") &&
                  strstr(g_out, "4 games in"),
              "an outside bot answering in the form '%s' plays its 4 games", good[i]);
    }
    static const struct {
        const char *form, *said;
    } malformed[] = {
        {"unclosed", "not a JSON object: expected ',' or '}' in an object at byte "},
        {"trailing", "not a JSON object: more text after the object at byte "},
        {"twice", "not a JSON object: a key given twice at byte "},
        {"text", "not a JSON object: expected an object at byte 1"},
        {"escape", "not a JSON object: an unknown escape in a string at byte "},
        {"string", "\": not an answer ({\"discard\":[CARD, ...]} wanted)"},
    };
    for (size_t i = 0; i < sizeof malformed / sizeof malformed[0]; i++) {
        char cmd[160];
        snprintf(cmd, sizeof cmd,
                 "bin/crib arena easy 'exec:sh test/cli_bot.sh %s' --games 2 --threads 1 "
                 "--no-progress --seed 1",
                 malformed[i].form);
        rc = run(cmd, g_out, sizeof g_out);
        CHECK(rc == 1 && strncmp(g_out, "crib: arena: the program's answer \"", 35) == 0 &&
                  strstr(g_out, malformed[i].said),
              "an outside bot's answer of the form '%s' is refused: %s", malformed[i].form,
              malformed[i].said);
    }

    rc = run("bin/crib chance 0 0 dealer", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "at 0 to 0 of 121, dealing: wins 5"),
          "crib chance 0 0 dealer: the first dealer's chance");
    rc = run("bin/crib chance --json --target 61 50 40 pone", g_out, sizeof g_out);
    CHECK(rc == 0 &&
              strstr(g_out, "{\"target\":61,\"own\":50,\"other\":40,\"deals\":false,\"win\":0."),
          "crib chance --json --target 61 50 40 pone");
    rc = run("bin/crib chance 121 0 dealer", g_out, sizeof g_out);
    CHECK(rc == 2 && strstr(g_out, "crib: chance: "), "crib chance at the target: exit 2");
    rc = run("bin/crib chance 5 5", g_out, sizeof g_out);
    CHECK(rc == 2 && strstr(g_out, "crib: chance: "), "crib chance without a role: exit 2");

    if (system("python3 -c 'import json' >/dev/null 2>&1") == 0) {
        rc = run("bin/crib arena easy 'exec:python3 examples/arena_bot.py' --games 8 "
                 "--threads 2 --no-progress",
                 g_out, sizeof g_out);
        CHECK(rc == 0 && strstr(g_out, "against exec:python3 examples/arena_bot.py (B)") &&
                  strstr(g_out, "8 games in"),
              "examples/arena_bot.py plays 8 games over the JSON-lines protocol");
    } else {
        printf("ok %d - # SKIP no python3 for examples/arena_bot.py\n",
               harness_passed + harness_failed + 1);
        harness_passed++;
    }
    return harness_done();
}
