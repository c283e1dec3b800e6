/* SPDX-License-Identifier: MIT */
/* crib peg, run as a program from the repository root (where the tests run). */
#define _POSIX_C_SOURCE 200809L
#include "harness.h"
#include "cli_run.h"

int main(void)
{
    if (!cli_shell("crib peg through the crib program"))
        return harness_done();
    char out[8192];
    int rc = run("bin/crib peg Kh 6c Kd 2h 2s 8c 7c 9c", out, sizeof out);
    CHECK(rc == 0 && strstr(out, "2s       30     3  a pair for 2, one for last\n") &&
              strstr(out, "-- the count starts again at 0\n8c        8\n") &&
              strstr(out, "9c       24     4  a run of 3 for 3, one for last\n") &&
              strstr(out, "total 9\n"),
          "crib peg: the K-K-2-2 example, card by card");
    rc = run("bin/crib peg --json Kc Qc 10c Ac 5h", out, sizeof out);
    CHECK(rc == 0 &&
              strstr(out, "{\"card\":\"Ac\",\"count\":31,\"points\":2,\"items\":[{\"kind\":"
                          "\"thirty-one\",\"points\":2,\"cards\":[\"Kc\",\"Qc\",\"10c\",\"Ac\"]}],"
                          "\"reset\":true}") &&
              strstr(out, "\"total\":3}"),
          "crib peg --json: 31 for 2, then the count starts again");
    CHECK_EQ(run("bin/crib peg 5h xx 2>/dev/null", out, sizeof out), 2, "a bad card: exit 2");
    CHECK_EQ(run("bin/crib peg 5h 5h 2>/dev/null", out, sizeof out), 2, "a card twice: exit 2");
    const char *wants = "crib: peg: wants the cards of the play in the order played, 1 or "
                        "more; 0 given\ncrib: see 'crib peg --help'\n";
    rc = run("bin/crib peg", out, sizeof out);
    CHECK(rc == 2 && strncmp(out, wants, strlen(wants)) == 0,
          "no cards: what peg wants, then where to look, exit 2");
    CHECK(run("bin/crib peg --help", out, sizeof out) == 0 && strstr(out, "usage: crib peg"),
          "crib peg --help");
    return harness_done();
}
