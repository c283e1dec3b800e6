/* SPDX-License-Identifier: MIT */
/* crib arena, run as a program from the repository root (where the tests run). */
#define _POSIX_C_SOURCE 200809L /* popen, clock_gettime, mkdtemp */
#include "harness.h"
#include "cli_run.h"

#include <stdlib.h>
#include <time.h>
#ifndef _WIN32
#include <unistd.h>
#endif

static char g_out[1 << 16], g_again[1 << 16];

/* Where test/cli_bot.sh logs what it is sent: a file in a folder of its own (test_protocol()),
 * so that the test runs from a tree where nothing was built by make too (ctest). */
static char g_log[64];

/* The lines of the log, each at most 4 KB, for the checks below. */
typedef struct log_text {
    char (*line)[4096];
    size_t n;
} log_text;

static log_text read_log(void)
{
    static char lines[8192][4096];
    log_text t = {lines, 0};
    FILE *f = fopen(g_log, "r");
    while (f && t.n < 8192 && fgets(lines[t.n], sizeof lines[0], f))
        t.n++;
    if (f)
        fclose(f);
    return t;
}

static int starts(const char *line, const char *head)
{
    return !strncmp(line, head, strlen(head));
}

/* The lines that begin with head. */
static size_t count_lines(log_text t, const char *head, const char *holding)
{
    size_t n = 0;
    for (size_t i = 0; i < t.n; i++)
        n += starts(t.line[i], head) && (!holding || strstr(t.line[i], holding));
    return n;
}

/* The number after "key": in line, or -1. */
static long number_of(const char *line, const char *key)
{
    const char *at = strstr(line, key);
    return at ? strtol(at + strlen(key), NULL, 10) : -1;
}

/* The value in the count of the card after "card":" in line: 1 to 10, or 0. */
static long card_value(const char *line)
{
    const char *at = strstr(line, "\"card\":\"");
    if (!at)
        return 0;
    at += 8;
    if (*at == 'A')
        return 1;
    if (*at == 'J' || *at == 'Q' || *at == 'K')
        return 10;
    return strtol(at, NULL, 10);
}

/* Follows each game's count through the log: every card, go or play request must begin
 * where the card or go before it left the count, or at 0 when that one ended the count;
 * a show or the game's end must come after a card or go that ended it. The number of
 * cards and gos checked, or -1 at the first disagreement. */
static long follow_counts(log_text t)
{
    long prev[64], ended[64], checked = 0;
    for (int g = 0; g < 64; g++)
        prev[g] = -1;
    for (size_t i = 0; i < t.n; i++) {
        const char *l = t.line[i];
        long g = number_of(l, ",\"game\":");
        if (g < 0 || g >= 64)
            continue;
        int card = starts(l, "{\"type\":\"card\""), go = starts(l, "{\"type\":\"go\"");
        int play = starts(l, "{\"type\":\"play\"");
        if (card || go || play) {
            long before = number_of(l, "\"count\":") - (card ? card_value(l) : 0);
            if (prev[g] >= 0 && before != (ended[g] ? 0 : prev[g]))
                return -1;
            if (card || go) {
                prev[g] = number_of(l, "\"count\":");
                ended[g] = strstr(l, "\"ends_count\":true") != NULL;
                checked++;
            }
        } else {
            if (prev[g] >= 0 && !ended[g])
                return -1;
            prev[g] = -1;
        }
    }
    return checked;
}

/* The protocol's first message, the run-wide game numbers, the gos in a request, the ends
 * of the counts, the arena's own gos, and bye, as test/cli_bot.sh logs them. */
/* crib arena, easy against test/cli_bot.sh logging into g_log, with the options given. */
static int run_logged(const char *options)
{
    char command[512];
    remove(g_log);
    snprintf(command, sizeof command,
             "bin/crib arena easy 'exec:sh test/cli_bot.sh plain %s' --no-progress %s", g_log,
             options);
    return run(command, g_out, sizeof g_out);
}

static void test_protocol(void)
{
    char dir[] = "/tmp/crib_arena_XXXXXX";
#ifndef _WIN32 /* where command lines run (cli_shell()) */
    if (!CHECK(mkdtemp(dir) != NULL, "a folder for the protocol's log"))
        return;
#endif
    snprintf(g_log, sizeof g_log, "%s/protocol.log", dir);
    int rc = run_logged("--games 4 --threads 1 --variant five-card --target 31 --from 2,5");
    log_text t = read_log();
    CHECK(rc == 0 && t.n > 10 &&
              !strncmp(t.line[0],
                       "{\"type\":\"hello\",\"protocol\":2,\"side\":\"B\",\"rules\":{"
                       "\"variant\":\"five-card\",\"players\":2,\"target\":31,\"options\":0,"
                       "\"ladder\":\"none\",",
                       120) &&
              strstr(t.line[0], ",\"games\":4,\"pairs\":2,\"single\":false,\"seed\":1,") &&
              strstr(t.line[0], ",\"from\":[2,5],\"first_dealer\":null,\"asks_go\":false,"
                                "\"timeout_ms\":60000}") &&
              !strncmp(t.line[1], "{\"type\":\"game\",\"pair\":0,\"seed\":1,", 33) &&
              !strcmp(t.line[t.n - 1], "{\"type\":\"bye\"}\n"),
          "the first message gives the rules and the run, the game its pair and seed; bye last");

    rc = run_logged("--games 8 --threads 2 --seed 7");
    t = read_log();
    int seen[8] = {0}, right = 1;
    for (size_t i = 0; i < t.n; i++) {
        unsigned pair, seed, game;
        if (sscanf(t.line[i], "{\"type\":\"game\",\"pair\":%u,\"seed\":%u,", &pair, &seed) != 2)
            continue;
        const char *g = strstr(t.line[i], ",\"game\":");
        right &= g && sscanf(g, ",\"game\":%u", &game) == 1 && game < 8 && pair == game / 2 &&
                 seed == 7 + pair;
        if (g && game < 8)
            seen[game]++;
    }
    for (int g = 0; g < 8; g++)
        right &= seen[g] == 1;
    CHECK(rc == 0 && right && count_lines(t, "{\"type\":\"hello\"", NULL) == 2,
          "on 2 threads, each of the 8 games has its own number, its pair's and its seed");

    CHECK(count_lines(t, "{\"type\":\"play\"", "\"went\":[false,false]") > 0 &&
              count_lines(t, "{\"type\":\"play\"", "\"went\":[") ==
                  count_lines(t, "{\"type\":\"play\"", NULL) &&
              count_lines(t, "{\"type\":\"go\"", "\"ends_count\":true") > 0 &&
              count_lines(t, "{\"type\":\"go\"", "\"ends_count\":false") > 0,
          "a play request says who has said go; a card or a go says whether the count ends");
    CHECK(count_lines(t, "{\"type\":\"play\"", "\"went\":[true,") +
                  count_lines(t, "{\"type\":\"play\"", ",true],\"starter\"") >
              0,
          "a play request after a go says it");
    long followed = follow_counts(t);
    CHECK(followed > 100, "every card and go says rightly whether the count ends with it (%ld)",
          followed);
    CHECK(count_lines(t, "{\"type\":\"play\"", "\"legal\":[]") == 0,
          "by default no request comes without a card to play");
    size_t ends31 = 0, cards31 = 0;
    for (size_t i = 0; i < t.n; i++)
        if (strstr(t.line[i], "{\"type\":\"card\"") && strstr(t.line[i], "\"count\":31,")) {
            cards31++;
            ends31 += strstr(t.line[i], "\"ends_count\":true") != NULL;
        }
    CHECK(cards31 > 0 && ends31 == cards31, "a 31 ends the count (%zu of %zu)", ends31, cards31);

    rc = run_logged("--games 4 --threads 1 --ask-go");
    t = read_log();
    CHECK(rc == 0 && strstr(t.line[0], "\"asks_go\":true") &&
              count_lines(t, "{\"type\":\"play\"", "\"legal\":[]") > 0,
          "--ask-go: requests without a card to play, answered {\"go\":true}");
    remove(g_log);
#ifndef _WIN32
    rmdir(dir);
#endif
}

/* Whether every "key":[...] list in the line has n entries (a list of lists counted by its
 * inner lists), and the line has one at all. */
static int lists_of(const char *line, const char *key, int n)
{
    const char *at = strstr(line, key);
    if (!at)
        return 0;
    at += strlen(key);
    int depth = 0, entries = 0, any = 0;
    for (; *at; at++) {
        if (*at == '[') {
            depth++;
            if (depth == 2)
                entries++;
        } else if (*at == ']') {
            if (--depth == 0)
                break;
        } else if (depth == 1 && *at != ',') {
            any = 1;
        }
    }
    if (any && entries == 0) { /* a list of numbers or booleans: count its commas */
        entries = 1;
        for (const char *c = strstr(line, key) + strlen(key); *c && *c != ']'; c++)
            entries += *c == ',';
    }
    return entries == n;
}

/* Three- and four-handed games through the protocol: a copy of the program for each of
 * its side's seats, asked for its own seat alone; one entry a seat in the lists. */
static void test_protocol_multi(void)
{
    char dir[] = "/tmp/crib_arena_XXXXXX";
#ifndef _WIN32
    if (!CHECK(mkdtemp(dir) != NULL, "a folder for the protocol's log"))
        return;
#endif
    snprintf(g_log, sizeof g_log, "%s/protocol.log", dir);
    int rc = run_logged("--games 3 --threads 1 --variant three --from 5,0,9");
    log_text t = read_log();
    size_t asked = 0, wrong = 0, seats[3] = {0, 0, 0};
    for (size_t i = 0; i < t.n; i++) {
        const char *l = t.line[i];
        long game = number_of(l, ",\"game\":"), you = number_of(l, "\"you\":");
        if (starts(l, "{\"type\":\"discard\"") || starts(l, "{\"type\":\"play\"")) {
            asked++;
            /* Side B's two seats: not side A's, which is game % 3. */
            wrong += you < 0 || you > 2 || you == game % 3;
            if (you >= 0 && you <= 2)
                seats[you]++;
        }
        if (starts(l, "{\"type\":\"play\""))
            wrong += !lists_of(l, "\"went\":", 3) || !lists_of(l, "\"played\":", 3) ||
                     !lists_of(l, "\"held\":", 3);
        if (game >= 0)
            wrong += !lists_of(l, "\"scores\":", 3);
    }
    CHECK(rc == 0 && count_lines(t, "{\"type\":\"hello\"", "\"players\":3,") == 2 &&
              count_lines(t, "{\"type\":\"hello\"", "\"from\":[5,0,9],") == 2 &&
              count_lines(t, "{\"type\":\"end\"", NULL) == 6,
          "three-handed: a copy of side B's program for each of its two seats, each told "
          "every game's end");
    CHECK(wrong == 0 && asked > 100 && seats[0] && seats[1] && seats[2],
          "three-handed: each request is a seat of side B's (%zu, %zu, %zu), the lists one "
          "entry a seat",
          seats[0], seats[1], seats[2]);
    rc = run_logged("--games 2 --threads 1 --variant four --from 10,20");
    t = read_log();
    wrong = 0;
    for (size_t i = 0; i < t.n; i++) {
        const char *l = t.line[i];
        long game = number_of(l, ",\"game\":"), you = number_of(l, "\"you\":");
        if (starts(l, "{\"type\":\"discard\"") || starts(l, "{\"type\":\"play\""))
            wrong += you < 0 || you > 3 || you % 2 == game % 2;
        if (starts(l, "{\"type\":\"end\"")) {
            long winner = number_of(l, "\"winner\":");
            const char *sc = strstr(l, "\"scores\":[");
            long s0 = sc ? strtol(sc + 10, NULL, 10) : -1;
            wrong += winner < 0 || winner > 1 || (winner == 0) != (s0 >= 121);
        }
        if (game >= 0)
            wrong += !lists_of(l, "\"scores\":", 4);
    }
    CHECK(rc == 0 && wrong == 0 &&
              count_lines(t, "{\"type\":\"hello\"", "\"from\":[10,20,10,20],") == 2 &&
              count_lines(t, "{\"type\":\"end\"", NULL) == 4,
          "four-handed: a copy for each partner, the partners' scores shared, the winner a "
          "side");
    remove(g_log);
#ifndef _WIN32
    rmdir(dir);
#endif
}

/* A program that hangs, crashes, exits, or writes on its output what is no answer: exit 1
 * and a message naming the side, the game, the deal, the request, how the program ended
 * and what it wrote last on its standard error. */
static void test_failures(void)
{
    double start = seconds_now();
    int rc = run("bin/crib arena easy 'exec:echo thinking hard >&2; sleep 30' --games 2 "
                 "--threads 1 --no-progress --bot-timeout 0.3",
                 g_out, sizeof g_out);
    double took = seconds_now() - start;
    CHECK(rc == 1 && took < 10 &&
              strstr(g_out, "crib: arena: side B (exec:echo thinking hard >&2; sleep 30), game 0, "
                            "deal 1, at a discard request: no answer within 0.300 s "
                            "(--bot-timeout); the program was killed; the end of its standard "
                            "error:\n    thinking hard\n"),
          "a bot that never answers: stopped after --bot-timeout 0.3 (%.1f s), named, with its "
          "standard error",
          took);
    rc = run("bin/crib arena 'exec:echo about to crash >&2; kill -SEGV $$' easy --games 2 "
             "--threads 1 --no-progress",
             g_out, sizeof g_out);
    CHECK(rc == 1 && strstr(g_out, "crib: arena: side A (exec:echo about to crash >&2; kill -SEGV "
                                   "$$), game 0, deal 1, at a discard request: the program ended "
                                   "without answering: killed by signal 11 (SIGSEGV); the end of "
                                   "its standard error:\n    about to crash\n"),
          "a bot that crashes: its signal and its standard error");
    rc = run("bin/crib arena easy 'exec:read l; read l; read l; echo no more >&2; exit 3' "
             "--games 2 --threads 1 --no-progress",
             g_out, sizeof g_out);
    CHECK(rc == 1 && strstr(g_out, "at a discard request: the program ended without answering: "
                                   "exit status 3; the end of its standard error:\n    no more\n"),
          "a bot that exits: its exit status");
    rc = run("bin/crib arena easy 'exec:sh -c \"kill -TERM \\$\\$\"' --games 2 --threads 1 "
             "--no-progress",
             g_out, sizeof g_out);
    CHECK(rc == 1 && strstr(g_out, "the program ended without answering: exit status 143 (as a "
                                   "shell reports signal 15, SIGTERM)"),
          "a bot whose shell reports a signal");
    rc =
        run("bin/crib arena easy 'exec:while read l; do case $l in *discard*) echo debug: "
            "thinking; echo {\\\"discard\\\":[]};; esac; done' --games 2 --threads 1 --no-progress",
            g_out, sizeof g_out);
    CHECK(rc == 1 &&
              strstr(g_out, "at a discard request: the program's answer \"debug: thinking\": "
                            "not a JSON object: expected a value at byte 1 (standard "
                            "output carries answers only: write anything else to standard "
                            "error)"),
          "a debug line on standard output: refused, named");
    rc = run("bin/crib arena easy 'exec:read l; read l; read l; head -c 5000 /dev/zero | tr "
             "\"\\\\0\" x; echo' --games 2 --threads 1 --no-progress",
             g_out, sizeof g_out);
    CHECK(rc == 1 && strstr(g_out, "at a discard request: the program's answer is longer than "
                                   "4095 bytes"),
          "an answer too long");
    start = seconds_now();
    rc = run("bin/crib arena easy 'exec:sh test/cli_bot.sh plain; sleep 30' --games 2 "
             "--threads 1 --no-progress --bot-timeout 0.5",
             g_out, sizeof g_out);
    took = seconds_now() - start;
    CHECK(rc == 0 && took < 10 && strstr(g_out, "2 games in"),
          "a bot that does not end after bye is killed after --bot-timeout (%.1f s)", took);
}

/* --histogram's file is opened before the first game: a path that cannot be written is
 * refused at once (a million games would take an hour), and a run that fails later leaves
 * no file it made and a file that was there as it was. */
static void test_histogram(void)
{
    int rc = run("timeout 60 bin/crib arena easy easy --games 1000000 --no-progress "
                 "--histogram /nonexistent/h.txt",
                 g_out, sizeof g_out);
    CHECK(rc == 2 && strcmp(g_out, "crib: arena: cannot write '/nonexistent/h.txt' "
                                   "(--histogram): No such file or directory\n") == 0,
          "--histogram in a folder that is not there: refused before the first game, exit 2");
    rc = run("timeout 60 bin/crib arena easy easy --games 1000000 --histogram test", g_out,
             sizeof g_out);
    CHECK(rc == 2 && strstr(g_out, "crib: arena: cannot write 'test' (--histogram): "),
          "--histogram naming a folder: refused at once, exit 2");
    rc = run("d=$(mktemp -d) && echo kept >\"$d/old\" && "
             "bin/crib arena exec:false easy --games 2 --histogram \"$d/new\" 2>/dev/null; "
             "a=$?; bin/crib arena exec:false easy --games 2 --histogram \"$d/old\" "
             "2>/dev/null; echo \"$a $? $(ls \"$d\") $(cat \"$d/old\")\"; rm -rf \"$d\"",
             g_out, sizeof g_out);
    CHECK(rc == 0 && strcmp(g_out, "1 1 old kept\n") == 0,
          "a run that fails: no --histogram file made, one that was there kept (%s)",
          one_line(g_out));
    rc = run("d=$(mktemp -d) && bin/crib arena easy easy --games 2 --histogram \"$d/h\" "
             ">/dev/null && head -n 4 \"$d/h\" | tail -n 1; rm -rf \"$d\"",
             g_out, sizeof g_out);
    CHECK(rc == 0 && strncmp(g_out, "deals ", 6) == 0, "--histogram writes its file (%s)",
          one_line(g_out));
}

/* The JSON object's figures, up to its time, which differs from run to run. */
static int figures(char *json)
{
    char *at = strstr(json, "\"seconds\"");
    if (at)
        *at = '\0';
    return at != NULL;
}

/* Three- and four-handed games: side A moves through the seats on each seed, the games
 * rounded up to whole sets, the same figures on any number of threads, the board's start
 * and first dealer for each variant's seats. */
static void test_multi(void)
{
    int rc = run("bin/crib arena strong easy --variant three --games 10 --threads 1 --no-progress",
                 g_out, sizeof g_out);
    CHECK(rc == 0 &&
              strstr(g_out, "crib arena: strong (A, one seat) against easy (B, two seats), "
                            "three-handed to 121, 12 games (4 sets of three duplicate deals, A in "
                            "each seat), seeds 1..4\n") &&
              strstr(g_out, " (95%, paired by seed; fair share 33.3%); B wins ") &&
              strstr(g_out, "(B's points are its two seats' together)"),
          "three-handed: 10 games rounded up to 4 sets of 3, A's fair share a third");
    rc = run("bin/crib arena expert strong --variant three --games 12 --threads 1 --json", g_out,
             sizeof g_out);
    run("bin/crib arena expert strong --variant three --games 12 --threads 2 --json", g_again,
        sizeof g_again);
    CHECK(rc == 0 && figures(g_out) && figures(g_again) && strcmp(g_out, g_again) == 0 &&
              strstr(g_out, "{\"a\":\"expert\",\"b\":\"strong\",\"variant\":\"three\","
                            "\"target\":121,\"games\":12,\"pairs\":4,") &&
              strstr(g_out, ",\"players\":3,\"fair_share\":0.333333,\"points\":{"),
          "three-handed --json: the players and A's fair share; 1 thread or 2, the same figures");
    rc = run("bin/crib arena strong easy --variant four --games 7 --threads 1 --json", g_out,
             sizeof g_out);
    run("bin/crib arena strong easy --variant four --games 7 --threads 3 --json", g_again,
        sizeof g_again);
    CHECK(rc == 0 && figures(g_out) && figures(g_again) && strcmp(g_out, g_again) == 0 &&
              strstr(g_out, "\"variant\":\"four\",\"target\":121,\"games\":8,\"pairs\":4,") &&
              strstr(g_out, ",\"players\":4,\"fair_share\":0.500000,"),
          "four-handed --json: 7 games rounded up to 4 pairs; 1 thread or 3, the same figures");
    rc = run("bin/crib arena easy strong --variant three --single --games 3 --from 0,0,120 "
             "--dealer 2 --no-progress",
             g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "3 games (one per seed)") &&
              strstr(g_out, "  from seat 0 at 0, seat 1 at 0, seat 2 at 120, seat 2 deals first") &&
              strstr(g_out, "A wins 0.00% ["),
          "three-handed --single --from 0,0,120 --dealer 2: seat 2 wins, side A in seat 0 none");
    rc = run("bin/crib arena easy strong --variant four --games 4 --from 0,120 --dealer 3 "
             "--no-progress",
             g_out, sizeof g_out);
    CHECK(
        rc == 0 && strstr(g_out, "partnerships, four-handed to 121, 4 games (2 pairs") &&
            strstr(g_out, "  from seats 0 and 2 at 0, seats 1 and 3 at 120, seat 3 deals first") &&
            strstr(g_out, "A wins 50.00% [50.00, 50.00]") &&
            strstr(g_out, "the first dealer wins 100.00%"),
        "four-handed --from 0,120 --dealer 3: seats 1 and 3 win, A once a pair");
}

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
    rc = run("bin/crib arena easy easy --games 2 --threads 1 --no-progress", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, ", 2 games (1 pair of duplicate deals), seeds 1..1\n"),
          "one pair of duplicate deals is a pair, not pairs");
    rc = run("bin/crib arena easy easy --variant three --games 3 --threads 1 --no-progress", g_out,
             sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, ", 3 games (1 set of three duplicate deals, A in each seat)"),
          "one set of three is a set, not sets");
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
              strstr(g_out, "A wins 100.00% [56.55, 100.00] (95%, binomial)") &&
              strstr(g_out, "the first dealer wins 100.00% [56.55, 100.00]"),
          "--single --from 120,0 --dealer 0: seat 0 wins every game, Wilson's interval");
    rc = run("bin/crib arena easy easy --games 2 --no-progress", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "A wins 50.00% [9.45, 90.55] (95%, binomial)"),
          "2 games, one each: the interval inside [0%%, 100%%], not [-48.00, 148.00]");
    rc = run("bin/crib arena easy easy --games 2 --json", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "\"win_a\":0.500000,\"win_a_95\":[0.094531,0.905469]"),
          "--json: the same interval");
    rc = run("bin/crib arena easy easy --games 4 --variant five-card --target 31 --no-progress",
             g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "five-card to 31, 4 games"), "the five-card game to 31");

    static const char *const bad[] = {
        "easy",
        "easy easy easy",
        "easy medium",
        "easy easy --games 0",
        "easy easy --variant nine",
        "easy easy --from 1",
        "easy easy --from 1,2,3",
        "easy easy --from 1,2,3,4",
        "easy easy --variant three --from 1,2",
        "easy easy --variant four --from 1,2,3",
        "easy easy --variant three --dealer 3",
        "easy easy --dealer 4 --variant four",
        "easy easy --variant four --histogram /nonexistent/h",
        "easy easy --from 130,0",
        "easy easy --threads 0",
        "easy easy --dealer 2",
        "easy easy --bogus",
        "easy exec:",
        "easy easy --bot-timeout x",
        "easy easy --bot-timeout 1.2345",
        "easy easy --bot-timeout -1",
        "easy easy --bot-timeout 86401",
        "easy easy --bot-timeout .5",
    };
    refused("arena", bad, sizeof bad / sizeof bad[0]);
    rc = run("bin/crib arena --help", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "usage: crib arena"), "crib arena --help");

    rc = run("bin/crib arena easy 'exec:while read l; do echo \"{\\\"card\\\":\\\"Ah\\\"}\"; "
             "done' --games 2 --threads 1",
             g_out, sizeof g_out);
    CHECK(rc == 1 && strstr(g_out, "crib: arena: side B (exec:") &&
              strstr(g_out, "), game 0, deal 1, at a discard request: the program's answer "
                            "\"{\"card\":\"Ah\"}\": not an answer"),
          "an outside program that answers a discard with a card: exit 1, the answer shown");
    rc = run("bin/crib arena easy exec:true --games 2 --threads 1", g_out, sizeof g_out);
    CHECK(rc == 1 && strstr(g_out, "crib: arena: side B (exec:true), game 0, deal 1, at a discard "
                                   "request: the program ended without answering: exit status 0"),
          "an outside program that exits: exit 1, its exit status");

    /* The answers are read by the library's JSON reader (src/record_json.c, compiled into
     * crib), which finds a key among the object's own members alone: never inside a string
     * or in a nested object. test/cli_bot.sh answers in the form its argument names. */
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
        {"unclosed", "not a JSON object: unexpected end of the text at byte "},
        {"trailing", "not a JSON object: text after the value at byte "},
        {"twice", "not a JSON object: a member named twice at byte "},
        {"text", "not a JSON object: expected a value at byte 1"},
        {"escape", "not a JSON object: a bad escape at byte "},
        {"string", "\": not an answer ({\"discard\":[CARD, ...]} wanted)"},
    };
    for (size_t i = 0; i < sizeof malformed / sizeof malformed[0]; i++) {
        char cmd[160];
        snprintf(cmd, sizeof cmd,
                 "bin/crib arena easy 'exec:sh test/cli_bot.sh %s' --games 2 --threads 1 "
                 "--no-progress --seed 1",
                 malformed[i].form);
        rc = run(cmd, g_out, sizeof g_out);
        CHECK(rc == 1 && strncmp(g_out, "crib: arena: side B (exec:sh test/cli_bot.sh ", 45) == 0 &&
                  strstr(g_out, "at a discard request: the program's answer \"") &&
                  strstr(g_out, malformed[i].said),
              "an outside bot's answer of the form '%s' is refused: %s", malformed[i].form,
              malformed[i].said);
    }

    test_protocol();
    test_failures();
    test_histogram();
    test_multi();
    test_protocol_multi();

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
    rc = run("bin/crib chance --json --scores 110,112 --pone --play --hand 5h 9c Kd --starter 3c "
             "--pile 10s 4h --discard 2c 2d",
             g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "\"stage\":\"play\",\"method\":\"search\",\"win\":0."),
          "crib chance of a play view: searched");
    rc = run("bin/crib chance --scores 50,40 --hand 5h 5c 6d 9c Kd Jh", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "discard at 50 to 40 of 121, you deal: wins ") &&
              strstr(g_out, "by the keeps' model"),
          "crib chance of a discard far from the end: the model");
    rc = run("bin/crib chance --json --target 61 --scores 55,57 --show --starter 3c --played 5h 9c "
             "Kd 4d --played-opp 10s 4h 2s 7h --discard 2c 2d",
             g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "\"stage\":\"show\",\"method\":\"show\""),
          "crib chance of a show: counted");
    rc = run("bin/crib chance --play --hand 5h --starter 3c 4c", g_out, sizeof g_out);
    CHECK(rc == 2 && strstr(g_out, "crib: chance: --play wants"),
          "crib chance of a play without its cards: exit 2");
    rc = run("bin/crib chance --variant five-card --hand 5h", g_out, sizeof g_out);
    CHECK(rc == 2 && strstr(g_out, "crib: chance: "), "crib chance of another variant: exit 2");

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
