/* SPDX-License-Identifier: MIT */
/* crib discard and crib crib-table, run from the repo root. */
#define _POSIX_C_SOURCE 200809L /* popen */
#include "harness.h"
#include "cli_run.h"

int main(void)
{
    if (!cli_shell("crib discard, crib-table and crib solve through the crib program"))
        return harness_done();
    expect("./bin/crib discard 5h 5d 5c Js 2c 9h", 0,
           "deal 5h 5d 5c Js 2c 9h, dealer (your crib)\n");
    expect("./bin/crib discard 5h 5d 5c Js 2c 9h", 0,
           "  5c 5d 5h Js    2c 9h      16.652   14-29   4.135   20.787\n");
    expect("./bin/crib discard --pone 5h 5d 5c Js 2c 9h", 0,
           "  5c 5d 5h Js    2c 9h      16.652   14-29   4.135   12.518\n");
    expect("./bin/crib discard --json 5h 5d 5c Js 2c 9h", 0,
           "{\"keep\":[\"5c\",\"5d\",\"5h\",\"Js\"],\"discard\":[\"2c\",\"9h\"],\"hand\":"
           "{\"mean\":16.652174,\"sum\":766,\"count\":46,\"min\":14,\"max\":29},\"crib\":"
           "{\"mean\":4.134563,\"sum\":188288,\"count\":45540,\"min\":0,\"max\":20}");
    expect("./bin/crib discard 5h 5d 5c Js 9h", 0, "  5c 5d 5h Js    9h         16.596");
    expect("./bin/crib discard --five-card --pone 5h 5d Js Qs 9c", 0,
           "  5d 5h Js       9c Qs       7.894    6-15   3.268    4.626\n");
    expect("./bin/crib discard 5h 5d 5c Js 2c", 0, "deal 5h 5d 5c Js 2c");
    expect("./bin/crib discard 5h 5d 5c Js", 2,
           "crib: discard: wants a deal of 6 cards, or of 5 (three or four players, or the "
           "five-card game with --five-card); 4 given\n");
    expect("./bin/crib discard 5h 5d 5c Js 2c 9h 9d", 2, "; 7 given\n");
    expect("./bin/crib discard --five-card 5h 5d 5c Js 2c 9h", 2,
           "crib: discard: wants a deal of 5 cards with --five-card (3 are kept); 6 given\n");
    expect("./bin/crib discard --five-card 5h 5d 5c Js", 2, "(3 are kept); 4 given\n");
    expect("./bin/crib discard 5h 5d 5c Js 2c 5h", 2, "5h is given twice");
    expect("./bin/crib discard 5h 5d 5c Js 2c 9x", 2, "'9x' is not a card");
    expect("./bin/crib discard --bogus 5h 5d 5c Js 2c 9h", 2, "unknown option '--bogus'");
    expect("./bin/crib discard --help", 0, "usage: crib discard");
    static char out[4096];
    static const char *const both[] = {"--dealer --pone", "--pone --dealer"};
    for (int i = 0; i < 2; i++) {
        char cmd[96];
        snprintf(cmd, sizeof cmd, "./bin/crib discard %s 5h 5d 5c Js 2c 9h", both[i]);
        int rc = run(cmd, out, sizeof out);
        CHECK(rc == 2 && strcmp(out, "crib: discard: --dealer and --pone cannot be given "
                                     "together: the crib is either yours or the opponent's\n") == 0,
              "crib discard %s: refused, not run as one of them; exit 2", both[i]);
    }
    expect("./bin/crib discard --pone --pone 5h 5d 5c Js 2c 9h", 0, "pone (their crib)\n");
    expect("./bin/crib crib-table", 0, "5  5   pair         528768   8.9927\n");
    expect("./bin/crib crib-table", 0, "A  2   suited       263247   4.4770\n");
    expect("./bin/crib crib-table --json", 0,
           "{\"ranks\":[\"5\",\"5\"],\"suited\":false,\"sum\":528768,\"mean\":8.992653}");
    expect("./bin/crib crib-table extra", 2, "unknown argument 'extra'");

    /* The crib model. */
    expect("./bin/crib discard --model random 5h 5d 5c Js 2c 9h", 0,
           "  5c 5d 5h Js    2c 9h      16.652   14-29   4.135   20.787\n");
    expect("./bin/crib discard --model optimal --pone 5h 5d 5c Js 2c 9h", 0,
           "deal 5h 5d 5c Js 2c 9h, pone (their crib), optimal crib model\n");
    expect("./bin/crib discard --model optimal --json 5h 5d 5c Js 2c 9h", 0,
           "\"dealer\":true,\"five_card\":false,\"model\":\"optimal\"");
    expect("./bin/crib discard --model optimal 5h 5d 5c Js 9h", 2,
           "the optimal crib model is for six-card deals");
    expect("./bin/crib discard --model best 5h 5d 5c Js 2c 9h", 2,
           "--model takes random or optimal, not 'best'");
    expect("./bin/crib discard 5h 5d 5c Js 2c 9h --model", 2, "--model takes random or optimal");
    expect("./bin/crib crib-table --model optimal", 0,
           "ranks  suits      random   dealer     pone\n");
    expect("./bin/crib crib-table --model optimal", 0, "5  5   pair       8.9927 ");
    expect("./bin/crib crib-table --model random", 0, "5  5   pair         528768   8.9927\n");
    expect("./bin/crib crib-table --model optimal --json", 0,
           "{\"model\":\"optimal\",\"pairs\":[{\"ranks\":[\"A\",\"A\"],\"suited\":false,"
           "\"random\":");
    expect("./bin/crib crib-table --model", 2, "--model takes random or optimal");

    /* Every deal of the five-card game, solved (a second or two on two cores); cut reads
     * the whole output, so that crib is not cut off by a closed pipe. */
    expect("./bin/crib solve --five-card --json | cut -c1-120", 0,
           "{\"variant\":\"five-card\",\"model\":\"random\",\"classes\":134459,"
           "\"deals\":2598960,");
    expect("./bin/crib solve --help", 0, "usage: crib solve");
    expect("./bin/crib solve --model optimal --five-card", 2,
           "the optimal crib model is for six-card deals");
    expect("./bin/crib solve --threads 0", 2, "--threads takes a number from 1 to 1024, not '0'");
    expect("./bin/crib solve --model worst", 2, "the crib model is random or optimal");
    expect("./bin/crib solve extra", 2, "unknown argument 'extra'");
    return harness_done();
}
