/* SPDX-License-Identifier: MIT */
/* crib game, run as a program from the repository root (where the tests run). */
#define _POSIX_C_SOURCE 200809L /* popen */
#include "crib.h"
#include "harness.h"
#include "cli_run.h"

static char g_out[1 << 20], g_again[1 << 20];

static int starts(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* The irregularities --errors makes happen, each settled as its source says. */
static void test_rules_in_the_log(void)
{
    int rc = run("bin/crib game --seed 4 --failure-to-play --muggins-play --overpeg "
                 "--errors misdeal@1,long@1:1,go@1:0,miss@1:1,overpeg@1:0",
                 g_out, sizeof g_out);
    CHECK(rc == 0 &&
              strstr(g_out, "a misdeal: a card is exposed in dealing; player 0 deals again\n"),
          "misdeal@1 (Hoyle: \"a new deal by the same dealer if ... a card is exposed in "
          "dealing\")");
    CHECK(strstr(g_out, "player 1 is dealt a card too many\n") &&
              strstr(g_out, "player 1 is found with 5 cards after laying away: player 0 pegs 2 "
                            "and draws 3s out of it\n"),
          "long@1:1 (Hoyle: \"the opponent may ... peg 2 and rectify the hand\")");
    CHECK(strstr(g_out, "player 0 says go though he could play 2c 3c 4h Kc: a failure to play, "
                        "the cards are dead and player 1 pegs 2\n"),
          "go@1:0 with --failure-to-play (004: \"the card or cards he could have played are "
          "dead and opponent pegs 2\")");
    CHECK(strstr(g_out, "15: 2 for player 1 (claimed 0: player 0 pegs 2 for muggins)\n") &&
              strstr(g_out, "(claimed 0: player 0 pegs 10 for muggins)\n"),
          "miss@1:1 with --muggins-play: muggins in the play (001) and in the show (Hoyle)");
    CHECK(strstr(g_out, "player 0 pegged 2 more than he announced: corrected on demand, and "
                        "player 1 pegs 2\n"),
          "overpeg@1:0 with --overpeg (Hoyle: \"his opponent pegs 2\")");
    rc = run("bin/crib game --seed 4 --errors go@1:0", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "player 0 says go holding a card: refused (go said by a "
                                   "player who can play a card)\n"),
          "go@1:0 without --failure-to-play: the library refuses the go, the card is played");
    rc = run("bin/crib game --seed 4 --errors crib@2,short@3:0:new,overclaim@2:1", g_out,
             sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "the crib is found with 5 cards: player 0 pegs 2 and draws "
                                   "5s out of it\n"),
          "crib@2 (Hoyle: \"nondealer pegs 2 and the crib is corrected\")");
    CHECK(strstr(g_out, "player 0 is found with 3 cards after laying away: player 1 demands a "
                        "new deal, by the same dealer\n"),
          "short@3:0:new (Hoyle: \"the opponent may either demand a new deal\")");
    CHECK(strstr(g_out, "(claimed 7: corrected to 5)\n"),
          "overclaim@2:1: corrected, no penalty (Hoyle: \"his opponent may require correction\")");
    rc = run("bin/crib game --seed 9 --errors correct@1:1", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "3c, 11: 4 for player 1 (claimed 0: 4 unpegged)\n"
                                   "  player 1 corrects his short peg before his next card: 4\n"),
          "correct@1:1 (Hoyle: a short peg corrected before \"he has played the next card\")");
    rc = run("bin/crib game --seed 2 --variant four --peggers 1,2", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "cut for deal: player 1 Jd, player 2 As; player 2 deals\n"),
          "--peggers 1,2 (001: \"these two players cut for first box\")");
    rc = run("bin/crib game --json --seed 2 --variant four --peggers 1,2", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "\"first_cut\":[null,\"Jd\",\"As\",null]"),
          "--json: the players who did not cut cut null");
    rc = run("bin/crib game --json --seed 4 --errors misdeal@1,long@2:0", g_out, sizeof g_out);
    CHECK(rc == 0 &&
              strstr(g_out, "{\"deal\":1,\"dealer\":0,\"misdeals\":1,\"voided\":[{\"cause\":"
                            "\"misdeal\"}],\"hands\":[") &&
              strstr(g_out, "\"rectified\":[{\"holder\":0,\"cards\":5,\"pegged\":2,\"drawn\":["),
          "--json: misdeals and rectified hands");
    rc = run("bin/crib game --match 2 --match-rule pub --target 31", g_out, sizeof g_out);
    CHECK(rc == 0 &&
              strstr(g_out, "== game 1 of the match\ncrib game: six-card, 2 players, to "
                            "31, seed 1\ncut for deal: player 0 5s, player 1 3c; player 1 "
                            "deals\n") &&
              strstr(g_out, "== game 2 of the match\ncrib game: six-card, 2 players, to 31, seed "
                            "2\nthe match's rule: player 0 deals first\n") &&
              strstr(g_out, "wins the match\n"),
          "--match 2 --match-rule pub (001: \"The opponent of the first dealer in the first "
          "game deals first ... in the second game\")");
    rc = run("bin/crib game --json --match 2 --target 31 --match-rule acc", g_out, sizeof g_out);
    CHECK(rc == 0 &&
              starts(g_out, "{\"match\":{\"wins_needed\":2,\"rule\":\"acc\"},"
                            "\"games\":[{\"record\":1,\"seed\":1,") &&
              strstr(g_out, "],\"standing\":{\"winner\":"),
          "--json --match: the games and the standing");
    rc = run("bin/crib game --seed 5 --pack-cut 20 --cut 30 --variant three", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, " wins the game "), "--pack-cut and --cut");
}

/* The rules a referee still needs: the claimant's order, no cutting's forfeit, a wrong hand
 * let stand or found late, an imperfect pack, two wrong at once. */
static void test_more_rules_in_the_log(void)
{
    int rc = run("bin/crib game --seed 9 --exact-items", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "with 9h: fifteen 2, fifteen 4, fifteen 6 and a double run of "
                                   "three is 14\n    board: player 0 3 (rear 2), player 1 19 "
                                   "(rear 17)\n"),
          "--exact-items: fifteens, runs, pairs (Hoyle's customary order): a pair is pegged last");
    rc = run("bin/crib game --seed 9 --pairs-first", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "player 1 19 (rear 16)\n"),
          "--pairs-first (002: \"fifteens are scored first, followed by pairs, then runs\"): a "
          "run is pegged last");
    rc = run("bin/crib game --seed 9 --exact-items --announce runs,pairs,fifteens,flush,nobs",
             g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "player 1 19 (rear 17)\n"),
          "--announce: the claimant's own order (Hoyle: \"no compulsion of law\")");
    rc = run("bin/crib game --announce runs,pairs 2>&1", g_out, sizeof g_out);
    CHECK(rc == 2 && strstr(g_out, "bad value for --announce"), "--announce names every kind");
    rc = run("bin/crib game --seed 3 --no-cut --errors cutoffer@2", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "== deal 2: player 1 offers the pack to be cut, where there "
                                   "is no cutting;\nplayer 0 picks it up and deals, giving "
                                   "himself the crib\n\n== deal 3: player 0 deals\n"),
          "cutoffer@2 (001: \"the opponent may pick up the deck and deal, giving himself the "
          "crib\")");
    rc = run("bin/crib game --json --seed 3 --no-cut --errors cutoffer@2", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "{\"deal\":3,\"dealer\":0,\"forfeited\":{\"deal\":2,"
                                   "\"dealer\":1},"),
          "--json: the forfeited deal");
    rc = run("bin/crib game --seed 4 --let-stand --errors short@1:1:stand,long@2:0", g_out,
             sizeof g_out);
    CHECK(rc == 0 &&
              strstr(g_out, "player 1 is found with 3 cards after laying away: player 0 lets it "
                            "stand and pegs 2\n") &&
              strstr(g_out, "player 1's hand 5s Kd Kh with Kc: fifteen 2, fifteen 4, fifteen 6 and "
                            "a pair royal "
                            "is 12\n") &&
              strstr(g_out, "player 0 is found with 5 cards after laying away: player 1 has it "
                            "corrected, and draws 3s out of it\n"),
          "--let-stand (004: \"the opponent may either have the hand corrected or may let it "
          "stand and peg 2\"): short@1:1:stand, shown with three cards; long@2:0 corrected");
    rc = run("bin/crib game --seed 4 --errors long@1:1:late,imperfect@4", g_out, sizeof g_out);
    CHECK(rc == 0 &&
              strstr(g_out, "  player 1 is found with 5 cards at his show: player 0 pegs 2 and "
                            "draws 5s out of it\n") &&
              strstr(g_out, "  the pack is found imperfect: a misdeal, and player 1 deals again; "
                            "the points pegged stand\n"),
          "long@1:1:late (Hoyle: \"found ... after laying away\", here at the show) and "
          "imperfect@4 (Hoyle: \"if the pack be found imperfect\")");
    rc = run("bin/crib game --json --seed 4 --errors short@3:0:late:new", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "{\"rectified\":{\"holder\":0,\"cards\":3,\"choice\":"
                                   "\"new-deal\"}}],\"void\":\"new deal\"},{\"deal\":3,"),
          "--json: a new deal demanded at the show voids the deal, dealt again under its number");
    rc = run("bin/crib game --seed 4 --two-wrong --errors long@1:1,short@1:0", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "player 0 is found with 3 cards after laying away: player 1 "
                                   "demands a new deal, by the same dealer\n"),
          "--two-wrong (Hoyle: \"the other hand and crib being correct\"): both wrong, a new deal");
    rc = run("bin/crib game --errors short@1:1:stand 2>&1", g_out, sizeof g_out);
    CHECK(rc == 2 && strstr(g_out, "--let-stand"), ":stand needs --let-stand: exit 2");
    rc = run("bin/crib game --let-stand --errors long@1:1:stand 2>&1", g_out, sizeof g_out);
    CHECK(rc == 2 && strstr(g_out, "a long hand cannot stand"), "a long hand cannot stand");
    rc = run("bin/crib game --let-stand --errors long@1:1:new 2>&1", g_out, sizeof g_out);
    CHECK(rc == 2 && strstr(g_out, "too late for a new deal"), "004: too late for a new deal");
    rc = run("bin/crib game --let-stand --two-wrong 2>&1", g_out, sizeof g_out);
    CHECK(rc == 2, "--let-stand and --two-wrong do not go together");
    rc = run("bin/crib game --errors cutoffer@2 2>&1", g_out, sizeof g_out);
    CHECK(rc == 2 && strstr(g_out, "--no-cut"), "cutoffer@ needs --no-cut");
}

int main(void)
{
    if (!cli_shell("crib game through its command line"))
        return harness_done();
    int rc = run("bin/crib game --seed 1", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "crib game: six-card, 2 players, to 121, seed 1\n") &&
              strstr(g_out, "cut for deal: player 0 ") && strstr(g_out, "== deal 1: player ") &&
              strstr(g_out, "the play:\n") && strstr(g_out, "the show:\n") &&
              strstr(g_out, "    board: player 0 ") && strstr(g_out, " wins the game "),
          "crib game --seed 1: deals, the play, the show, the board and the result");
    run("bin/crib game --seed 1", g_again, sizeof g_again);
    CHECK(strcmp(g_out, g_again) == 0, "the same seed prints the same game");
    run("bin/crib game --seed 2", g_again, sizeof g_again);
    CHECK(strcmp(g_out, g_again) != 0, "another seed prints another game");

    static const char *const variants[] = {"six-card", "five-card", "three", "four", "two-to-crib"};
    for (int v = 0; v < 5; v++) {
        char cmd[128];
        snprintf(cmd, sizeof cmd, "bin/crib game --json --variant %s --seed 5 --ladder skunk",
                 variants[v]);
        rc = run(cmd, g_out, sizeof g_out);
        size_t n = strlen(g_out);
        CHECK(
            rc == 0 &&
                starts(
                    g_out,
                    "{\"record\":1,\"seed\":5,\"seed_hex\":\"0000000000000005\",\"variant\":\"") &&
                strstr(g_out, variants[v]) && strstr(g_out, "],\"result\":{\"winner\":") && n > 3 &&
                strcmp(g_out + n - 3, "}}\n") == 0,
            "crib game --json --variant %s: one JSON object with the result", variants[v]);
    }
    /* Above 2^53 - 1 a double cannot hold every seed: seed_hex keeps it exact. */
    rc = run("bin/crib game --json --seed 18446744073709551615", g_out, sizeof g_out);
    CHECK(rc == 0 && starts(g_out, "{\"record\":1,\"seed\":18446744073709551615,\"seed_hex\":"
                                   "\"ffffffffffffffff\",\"variant\":"),
          "crib game --json --seed 2^64-1: the seed, and seed_hex");
    rc = run("bin/crib game --json --seed 9007199254740993", g_out, sizeof g_out);
    CHECK(rc == 0 && starts(g_out, "{\"record\":1,\"seed\":9007199254740993,\"seed_hex\":"
                                   "\"0020000000000001\","),
          "crib game --json --seed 2^53+1: the seed, and seed_hex");
    /* --level: the strong bot for one player, the easy for the other, named in the log;
     * easy games' logs do not name levels, as before the strong bot. */
    rc = run("bin/crib game --seed 3 --level strong,easy", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "\nbots: player 0 strong, player 1 easy\n") &&
              strstr(g_out, "wins the game"),
          "crib game --level strong,easy: the levels named, a game to its end");
    rc = run("bin/crib game --seed 3 --level strong --json", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "\"first_dealer\":0,\"levels\":[\"strong\",\"strong\"],"),
          "crib game --level strong --json: the levels in the log");
    rc = run("bin/crib game --seed 3 --json", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "\"first_dealer\":0,\"deals\":["),
          "easy bots: no levels in the log, which reads as before the strong bot");
    rc = run("bin/crib game --level strong,easy,easy 2>&1", g_out, sizeof g_out);
    CHECK(rc == 2 && strstr(g_out, "--level names 3 levels for the six-card game's 2 players"),
          "three levels for two players: exit 2");
    rc = run("bin/crib game --level hard 2>&1", g_out, sizeof g_out);
    CHECK(rc == 2 && strstr(g_out, "bad value for --level"), "an unknown level: exit 2");
    rc = run("bin/crib game --variant five-card --target 3", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "pegs 3 for last at the start of the game") &&
              strstr(g_out, "wins the game at the start (three-for-last"),
          "five-card to 3: won by three for last");
    rc = run("bin/crib game --seed 3 --target 2", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "wins the game in the play"), "a game to 2");

    static const char *const bad[] = {
        "--bogus",
        "--target 0",
        "--target 1001",
        "--variant six",
        "--ladder double",
        "--seed",
        "--seed x",
        "--seed -1",
        "--seed 18446744073709551616",
        "--seed 1 --seed 2",
        "--variant three --json --variant four",
        "--errors bogus@1",
        "--errors long@1",
        "--errors long@0:1",
        "--errors go@1:2",
        "--errors misdeal@1:0",
        "--errors go@1:0:new",
        "--errors misdeal@1,",
        "--errors ''",
        "--peggers 0,2 --variant four",
        "--peggers 0,1",
        "--peggers 0,0 --variant four",
        "--five-full-play",
        "--pack-cut 3",
        "--pack-cut 49",
        "--cut 3",
        "--no-cut --pack-cut 10",
        "--match 0",
        "--match 51",
        "--match-rule pub",
        "--match 2 --match-rule loser",
        "--overclaim",
    };
    refused("game", bad, sizeof bad / sizeof bad[0]);
    rc = run("bin/crib game --target 61 --seed 4 --target 61", g_out, sizeof g_out);
    CHECK(rc == 2 && strcmp(g_out, "crib: game: --target cannot be given twice\n") == 0,
          "crib game: an option with a value given twice is refused, even with the same value");
    rc = run("bin/crib game --help", g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "usage: crib game"), "crib game --help");
    rc = run("bin/crib game --json --seed 9 --target 61 --exact --no-go-out --no-heels-near "
             "--muggins --overpeg",
             g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "\"target\":61") && strstr(g_out, "\"options\":31"),
          "every option, anywhere");
    rc = run("bin/crib game --json --seed 9 --no-go-out-31 --exact-items --muggins-play "
             "--failure-each --cut-tens-equal --no-cut --overpeg --no-heels-near",
             g_out, sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "\"options\":7167"),
          "every rule of the sources, each reading with its rule: options 7167");
    rc = run("bin/crib game --json --seed 9 --variant five-card --five-full-play", g_out,
             sizeof g_out);
    CHECK(rc == 0 && strstr(g_out, "\"options\":1024"), "--five-full-play, five-card");
    test_rules_in_the_log();
    test_more_rules_in_the_log();

    return harness_done();
}
