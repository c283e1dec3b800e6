/* SPDX-License-Identifier: MIT */
/* The crib program: output, JSON, exit codes and messages. Runs ./bin/crib from the repo
 * root, where the tests run. */
#define _POSIX_C_SOURCE 200809L /* popen */
#include "crib.h"
#include "harness.h"
#include "cli_run.h"

/* A hand of 3 cards (the five-card game) is scored only when --five-card asks for it;
 * without it, a hand with its starter forgotten is refused, not scored as a hand of 3. */
static void five_card_hand(void)
{
    static char out[4096];
    int rc = run("./bin/crib score 5h 5d 5c Js", out, sizeof out);
    CHECK(rc == 2 && strcmp(out, "crib: score: wants a hand of 4 cards and the starter, 5 cards "
                                 "in all; 4 given; for a hand of 3 cards and the starter (the "
                                 "five-card game) add --five-card\n") == 0,
          "crib score with the starter forgotten: only a message, exit 2");
    expect("./bin/crib score --five-card 5h 5d 5c Js", 0, "hand 5h 5d 5c, starter Js\n");
    expect("./bin/crib score --five-card 5h 5d 5c Js", 0, "\ntotal 14\n");
    expect("./bin/crib score 5h 5d 5c 5s --five-card", 0, "double pair royal is 20\ntotal 20\n");
    expect("./bin/crib score --five-card --json 5h 5d 5c 5s", 0,
           "{\"hand\":[\"5h\",\"5d\",\"5c\"],\"starter\":\"5s\",\"crib\":false,"
           "\"total\":20,");
    expect("./bin/crib score --five-card 5h 5d 5c Js 5s", 2,
           "crib: score: wants a hand of 3 cards and the starter with --five-card, 4 cards in "
           "all; 5 given\n");
    expect("./bin/crib score 5h 5d 5c", 2,
           "crib: score: wants a hand of 4 cards and the starter, 5 cards in all; 3 given\n");
    expect("./bin/crib score", 2,
           "crib: score: wants a hand of 4 cards and the starter, 5 cards in all; 0 given\n");
    expect("./bin/crib score --crib 5h 5d 5c 5s", 2,
           "crib: score: wants a crib of 4 cards and the starter, 5 cards in all; 4 given\n");
    expect("./bin/crib score Ah 2h 3h 4h 5h 6h", 2, "5 cards in all; 6 given\n");
    expect("./bin/crib score Ah 2h 3h 4h 5h 6h 7h", 2, "5 cards in all; 7 given\n");
    expect("./bin/crib score --crib --five-card 5h 5d 5c 5s", 2,
           "crib: score: --crib and --five-card cannot be given together: a crib is 4 cards in "
           "every game\n");
    expect("./bin/crib score --help", 0, "  --five-card  a hand of 3 cards and the starter\n");
}

/* Every command takes -h and --help, anywhere among its words, and prints its usage on
 * stdout; other words with a leading '-' are options it does not know, not cards. */
static void help_everywhere(void)
{
    static const char *const commands[] = {"score",   "peg",        "stats",
                                           "discard", "crib-table", "game"};
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        char cmd[96], want[64];
        snprintf(want, sizeof want, "usage: crib %s ", commands[i]);
        snprintf(cmd, sizeof cmd, "(./bin/crib %s -h 2>/dev/null)", commands[i]);
        expect(cmd, 0, want);
        snprintf(cmd, sizeof cmd, "(./bin/crib %s --help 2>/dev/null)", commands[i]);
        expect(cmd, 0, want);
    }
    expect("./bin/crib score 5h 5d -h 5c", 0, "usage: crib score ");
    expect("./bin/crib discard --json 5h -h", 0, "usage: crib discard ");
    expect("./bin/crib game --seed 3 -h", 0, "usage: crib game ");
    expect("./bin/crib score -x 5h 5d 5c Js 5s", 2,
           "crib: score: unknown option '-x'\ncrib: see 'crib score --help'\n");
    expect("./bin/crib peg - 5h", 2, "crib: peg: unknown option '-'");
    expect("./bin/crib score -- -h", 2, "'-h' is not a card");
    expect("./bin/crib crib-table -x", 2,
           "crib: crib-table: unknown option '-x'\ncrib: see 'crib crib-table --help'\n");
    expect("./bin/crib game extra", 2, "crib: game: unknown argument 'extra'");
    expect("./bin/crib -h", 0, "usage: crib COMMAND");
    expect("./bin/crib help", 0, "usage: crib COMMAND");
}

/* A mistake in the options gets its message and one line on where the options are
 * explained, not the whole usage after it: the message stays on the screen. */
static void see_help(void)
{
    static char out[4096];
    static const struct {
        const char *cmd, *want;
    } k_cases[] = {
        {"./bin/crib game --ladder foo", "crib: game: bad value for --ladder: 'foo' (none, "
                                         "lurch, skunk)\ncrib: see 'crib game --help'\n"},
        {"./bin/crib game --bogus", "crib: game: unknown option '--bogus'\n"
                                    "crib: see 'crib game --help'\n"},
        {"./bin/crib arena --games x easy easy", "crib: arena: bad value for --games: 'x' (a "
                                                 "number of games, 1 to 4294967294)\n"
                                                 "crib: see 'crib arena --help'\n"},
        {"./bin/crib arena --bogus easy easy", "crib: arena: unknown option '--bogus'\n"
                                               "crib: see 'crib arena --help'\n"},
        {"./bin/crib peg", "crib: peg: wants the cards of the play in the order played, 1 or "
                           "more; 0 given\ncrib: see 'crib peg --help'\n"},
        {"./bin/crib chance 1 2 dealer x", "crib: chance: unexpected 'x'\n"
                                           "crib: see 'crib chance --help'\n"},
        {"./bin/crib chance -1 0 pone", "crib: chance: '-1' is not a score: OWN is a number of "
                                        "points, 0 to 1000\ncrib: see 'crib chance --help'\n"},
        {"./bin/crib chance 5 70000 pone", "crib: chance: '70000' is not a score: OTHER is a "
                                           "number of points, 0 to 1000\n"
                                           "crib: see 'crib chance --help'\n"},
        {"./bin/crib chance 5 7 deals", "crib: chance: 'deals' is neither dealer nor pone\n"
                                        "crib: see 'crib chance --help'\n"},
        {"./bin/crib check", "crib: check: give the FILE of a game record (- for standard "
                             "input)\ncrib: see 'crib check --help'\n"},
        {"./bin/crib check a.json b.json", "crib: check: one FILE at a time, not 2\n"
                                           "crib: see 'crib check --help'\n"},
        {"./bin/crib review --json", "crib: review: give the FILE of a game record (- for "
                                     "standard input)\ncrib: see 'crib review --help'\n"},
        {"./bin/crib solve --bogus", "crib: solve: unknown argument '--bogus'\n"
                                     "crib: see 'crib solve --help'\n"},
        {"./bin/crib stats --bogus", "crib: stats: unknown option '--bogus'\n"
                                     "crib: see 'crib stats --help'\n"},
    };
    for (size_t i = 0; i < sizeof k_cases / sizeof k_cases[0]; i++) {
        int rc = run(k_cases[i].cmd, out, sizeof out);
        CHECK(rc == 2 && strcmp(out, k_cases[i].want) == 0, "%s: the message and where to look",
              k_cases[i].cmd);
    }
}

/* A bad value of an option that takes one of some names, or a number, says which: the
 * user need not open the help to find them. */
static void valid_values(void)
{
    static const struct {
        const char *cmd, *want;
    } k_cases[] = {
        {"./bin/crib game --variant nine",
         "bad value for --variant: 'nine' (six-card, five-card, three, four, two-to-crib)\n"},
        {"./bin/crib game --level expurt",
         "bad value for --level: 'expurt' (easy, strong, expert, or one a player, separated by "
         "commas: strong,easy)\n"},
        {"./bin/crib play --level expurt",
         "bad value for --level: 'expurt' (easy, strong, expert)\n"},
        {"./bin/crib play --variant nine", "(six-card, five-card, three, four, two-to-crib)\n"},
        {"./bin/crib game --match 2 --match-rule loser", "'loser' (cut, acc, pub)\n"},
        {"./bin/crib game --announce runs", "'runs' (fifteens, runs, pairs, flush, nobs, each "
                                            "once, separated by commas)\n"},
        {"./bin/crib game --errors oops@1", "'oops@1' (KIND@DEAL[:PLAYER][:CHOICE][:late], "
                                            "comma-separated, KIND one of misdeal, long, short, "
                                            "crib, go, miss, correct, overclaim, overpeg, "
                                            "cutoffer, imperfect)\n"},
        {"./bin/crib game --target 0", "'0' (a number, 1 to 1000)\n"},
        {"./bin/crib game --cut", "crib: game: --cut needs a value (a number of cards, 4 to 48)\n"},
        {"./bin/crib arena --variant nine easy easy",
         "'nine' (six-card, five-card, three, four, two-to-crib)\n"},
        {"./bin/crib arena --ladder big easy easy", "'big' (none, lurch, skunk)\n"},
        {"./bin/crib advise --variant nine 5h 5d 5c Js 2c 9h",
         "'nine' (six-card, five-card, three, four, two-to-crib)\n"},
        {"./bin/crib chance --target x 1 2 dealer", "'x' (121 or 61)\n"},
        {"./bin/crib discard --model best 5h 5d 5c Js 2c 9h", "random or optimal, not 'best'"},
    };
    static char out[4096];
    for (size_t i = 0; i < sizeof k_cases / sizeof k_cases[0]; i++) {
        int rc = run(k_cases[i].cmd, out, sizeof out);
        if (!CHECK(rc == 2 && strstr(out, k_cases[i].want), "%s: says what it takes",
                   k_cases[i].cmd))
            printf("#   exit %d, output:\n#   %s\n", rc, one_line(out));
    }
}

/* crib review --help explains its table: each column, the mark, a negative loss, the
 * totals. */
static void review_help(void)
{
    static const char *const k_wants[] = {
        "    loss      the expected points given up: the best's less the choice's\n",
        "    win_loss  the chance to win given up, likewise; - where no table covers\n",
        "    *         the choice was not as good as the best",
        "  A loss can be negative:",
        "  The totals, one line a player:",
    };
    for (size_t i = 0; i < sizeof k_wants / sizeof k_wants[0]; i++)
        expect("./bin/crib review --help", 0, k_wants[i]);
}

/* A message that quotes a word holding terminal controls or bytes that are not UTF-8:
 * the word escaped as want says, and nothing in the output that a terminal could act on
 * (a control byte other than the newline, DEL, or any byte above 0x7F). */
static void expect_quoted(const char *cmdline, const char *want)
{
    static char out[4096];
    int status = run(cmdline, out, sizeof out);
    int clean = 1;
    for (const unsigned char *p = (const unsigned char *)out; *p; p++)
        if ((*p < 0x20 && *p != '\n') || *p >= 0x7F)
            clean = 0;
    if (!CHECK(status == 2 && clean && strstr(out, want) != NULL, "%s: exit 2, prints \"%s\"",
               cmdline, want))
        printf("#   exit %d, output:\n#   %s\n", status, one_line(out));
}

static void quoted_words(void)
{
    expect_quoted("./bin/crib score \"$(printf '\\033[2J5h')\" 5d 5c Js 5s",
                  "crib: '\\x1b[2J5h' is not a card");
    expect_quoted("./bin/crib discard \"$(printf '5\\377\\302\\233\\\\x')\"",
                  "crib: '5\\xff\\xc2\\x9b\\\\x' is not a card");
    expect_quoted("./bin/crib \"$(printf 'x\\033]0;owned\\007')\"",
                  "crib: unknown command 'x\\x1b]0;owned\\x07'");
    expect_quoted("./bin/crib score \"$(printf -- '--\\033c')\" 5h",
                  "crib: score: unknown option '--\\x1bc'");
    expect_quoted("./bin/crib stats \"$(printf '\\177')\"",
                  "crib: stats: unknown argument '\\x7f'");
    expect_quoted("./bin/crib game --variant \"$(printf '\\033[31m')\"",
                  "crib: game: bad value for --variant: '\\x1b[31m'");
    expect_quoted("./bin/crib peg \"$(head -c 300 /dev/zero | tr '\\000' '\\033')\"",
                  "crib: '\\x1b\\x1b\\x1b\\x1b\\x1b\\x1b\\x1b\\x1b\\x1b\\x1b\\x1b"
                  "\\x1b\\x1b\\x1b\\x1b...' is not a card");
    /* A card's suit symbol is shown as typed. */
    expect("./bin/crib score J\xE2\x99\xA0\xE2\x99\xA0 5h", 2,
           "crib: 'J\xE2\x99\xA0\xE2\x99\xA0' is not a card");
}

int main(void)
{
    if (!cli_shell("the crib program's output, JSON, exit codes and messages"))
        return harness_done();
    expect("./bin/crib score 5h 5d 5c Js 5s", 0, "\ntotal 29\n");
    expect("./bin/crib score 5h 5d 5c Js 5s", 0,
           "fifteen 16, a double pair royal is 28 and one for his nob is 29\n");
    expect("./bin/crib score 5h 5d 5c Js 5s", 0, "  nobs     Js 5s             1\n");
    expect("./bin/crib score '5h 5d 5c Js' 5s", 0, "total 29");
    expect("./bin/crib score 5H 5D 5C JS 5S", 0, "total 29");
    expect("./bin/crib score --json 5h 5d 5c Js 5s", 0,
           "{\"hand\":[\"5h\",\"5d\",\"5c\",\"Js\"],\"starter\":\"5s\",\"crib\":false,"
           "\"total\":29,\"fifteens\":16,\"runs\":0,\"pairs\":12,\"flush\":0,\"nobs\":1,"
           "\"heels\":0,\"items\":[{\"kind\":\"fifteen\",\"points\":2,\"cards\":"
           "[\"5h\",\"5d\",\"5c\"],\"positions\":[0,1,2]}");
    expect("./bin/crib score 5h 5d 5c Js 5s --json", 0,
           "{\"kind\":\"nobs\",\"points\":1,\"cards\":[\"Js\",\"5s\"],\"positions\":[3,\"starter\"]"
           "}]");
    expect("./bin/crib score Ah 3h 9h Kh 9d", 0, "total 6");
    expect("./bin/crib score --crib Ah 3h 9h Kh 9d", 0, "total 2");
    expect("./bin/crib score --crib --json Ah 3h 9h Kh 9d", 0, "\"crib\":true,\"total\":2");
    expect("./bin/crib score 5c 5d Qs Kh Jh", 0, "his heels: the dealer pegs 2");
    expect("./bin/crib score --five-card 2h 4h 9h Qh", 0, "a flush of four is 6\ntotal 6");
    expect("./bin/crib score Ah 3h 9c Kh 10d", 0, "no score\ntotal 0");
    expect("./bin/crib score 5h 5d 5c Js 5x", 2, "crib: '5x' is not a card");
    expect("./bin/crib score 5h 5d 5c 5h 5s", 2, "crib: 5h is given twice");
    five_card_hand();
    expect("./bin/crib score --bogus 5h 5d 5c Js 5s", 2, "unknown option '--bogus'");
    expect("./bin/crib score --help", 0, "usage: crib score");
    help_everywhere();
    see_help();
    valid_values();
    review_help();
    quoted_words();
    expect("(./bin/crib score 5h 5d 5c Js 5s >/dev/full)", 1, "crib: cannot write the output");
    expect("./bin/crib frobnicate", 2, "unknown command 'frobnicate'");
    expect("./bin/crib", 2, "usage: crib COMMAND");
    expect("./bin/crib --help", 0, "usage: crib COMMAND");
    expect("./bin/crib --version", 0, "crib (libcrib) " CRIB_VERSION_STRING);
    return harness_done();
}
