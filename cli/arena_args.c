/* SPDX-License-Identifier: MIT */
/* crib arena's command line: the two sides (easy, strong, expert, exec:COMMAND) and the options. */
#include "arena_args.h"
#include "names.h"

#include <string.h>

static void arena_usage(FILE *f)
{
    fputs("usage: crib arena [OPTIONS] BOT_A BOT_B\n"
          "  Plays BOT_A (side A) against BOT_B (side B) on duplicate deals: every seed\n"
          "  twice, the same cards with the seats swapped. Three-handed, A holds one seat\n"
          "  and B two, and every seed is played three times, A in each seat; four-handed,\n"
          "  each side is a partnership (A in seats 0 and 2, then 1 and 3). Prints side A's\n"
          "  win rate with a 95% interval paired by seed (three-handed, A's fair share is a\n"
          "  third), the game value, the first dealer's win rate, each side's points a\n"
          "  whole deal as dealer and as pone (play, hand, crib, heels; a side's seats\n"
          "  together), how much A out-pegs B, and games per second. A progress bar goes\n"
          "  to a terminal.\n"
          "  BOT is easy, strong, expert, or exec:COMMAND, an outside program that reads events\n"
          "  and requests as JSON lines and answers each request with one line (see\n"
          "  crib(1)); each thread runs its own copy of it, one for each seat of its side.\n"
          "  --games N       games to play, 1 to 2^32-2 (default 2000; rounded up to even,\n"
          "                  three-handed to a multiple of 3, unless --single)\n"
          "  --seed N        the first seed (default 1); pair i deals from seed + i\n"
          "  --bot-seed N    mixed into the library bots' seeds (default 0)\n"
          "  --threads N     threads, 1 to 256 (default: the cores online)\n"
          "  --variant NAME  six-card (default), five-card, three, four, two-to-crib\n"
          "  --target N      the score that wins (default 121; 61 five-card)\n"
          "  --ladder NAME   none (default), lurch, skunk: the game values\n"
          "  --single        each seed once, side A in seat 0 (no seat swap)\n"
          "  --from S0,S1    the seats' scores at the start of each game (default 0,0);\n"
          "                  three-handed S0,S1,S2; four-handed the partnerships' (seats\n"
          "                  0 and 2, seats 1 and 3)\n"
          "  --dealer SEAT   the seat that deals first, 0 to players - 1 (default: cut)\n"
          "  --histogram FILE  write the mid-game deals' scoring distributions to FILE\n"
          "                  (the format of tools/chance_data.txt; two players only)\n"
          "  --bot-timeout S the longest wait, in seconds, for an outside bot's answer\n"
          "                  (default 60; decimals allowed; 0: no limit)\n"
          "  --ask-go        ask an outside bot even when it has no card to play (by\n"
          "                  default the arena says its go, and the go event tells it)\n"
          "  --no-progress   no progress bar, even on a terminal\n"
          "  --json          print one JSON object instead of text\n",
          f);
}

static int read_bot(const char *s, side_spec *b)
{
    b->name = s;
    b->command = NULL;
    if (!strcmp(s, "easy"))
        b->level = CRIB_BOT_EASY;
    else if (!strcmp(s, "strong"))
        b->level = CRIB_BOT_STRONG;
    else if (!strcmp(s, "expert"))
        b->level = CRIB_BOT_EXPERT;
    else if (!strncmp(s, "exec:", 5) && s[5]) {
        b->level = CRIB_BOT_CALLER;
        b->command = s + 5;
    } else
        return 0;
    return 1;
}

int arena_players(int variant)
{
    return variant == CRIB_VARIANT_THREE ? 3 : variant == CRIB_VARIANT_FOUR ? 4 : 2;
}

/* Two or three scores, S0,S1[,S2]: their number, or 0 when s is none of these. */
static int read_scores(const char *s, unsigned long long out[3])
{
    int n = 0;
    while (s && n < 3) {
        char word[32];
        const char *comma = strchr(s, ',');
        size_t len = comma ? (size_t)(comma - s) : strlen(s);
        if (len >= sizeof word)
            return 0;
        memcpy(word, s, len);
        word[len] = '\0';
        if (!cli_parse_number(word, CRIB_GAME_MAX_TARGET, &out[n++]))
            return 0;
        s = comma ? comma + 1 : NULL;
    }
    return s || n < 2 ? 0 : n;
}

/* Seconds with up to 3 decimals, at most a day, into milliseconds. */
static int read_seconds(const char *s, unsigned long long *ms)
{
    char whole[16];
    const char *dot = s ? strchr(s, '.') : NULL;
    size_t n = dot ? (size_t)(dot - s) : s ? strlen(s) : 0;
    unsigned long long secs, frac = 0;
    if (!s || n == 0 || n >= sizeof whole)
        return 0;
    memcpy(whole, s, n);
    whole[n] = '\0';
    if (!cli_parse_number(whole, 86400, &secs))
        return 0;
    if (dot) {
        size_t digits = strlen(dot + 1);
        if (digits < 1 || digits > 3 || !cli_parse_number(dot + 1, 999, &frac))
            return 0;
        for (; digits < 3; digits++)
            frac *= 10;
    }
    *ms = secs * 1000 + frac;
    return *ms <= 86400000ull;
}

static int take_value(arena_opts *o, const char *name, const char *val)
{
    if (!strcmp(name, "--games"))
        return cli_parse_number(val, 0xFFFFFFFEull, &o->games) && o->games >= 1;
    if (!strcmp(name, "--seed"))
        return cli_parse_number(val, ~0ULL, &o->seed);
    if (!strcmp(name, "--bot-seed"))
        return cli_parse_number(val, ~0ULL, &o->bot_seed);
    if (!strcmp(name, "--threads"))
        return cli_parse_number(val, 256, &o->threads) && o->threads >= 1;
    if (!strcmp(name, "--target"))
        return cli_parse_number(val, CRIB_GAME_MAX_TARGET, &o->target) && o->target >= 1;
    if (!strcmp(name, "--dealer"))
        return cli_parse_number(val, 3, &o->dealer);
    if (!strcmp(name, "--from"))
        return (o->n_start = read_scores(val, o->start)) > 0;
    if (!strcmp(name, "--histogram"))
        return (o->histogram = val) != NULL;
    if (!strcmp(name, "--bot-timeout"))
        return read_seconds(val, &o->timeout_ms);
    if (!strcmp(name, "--variant")) {
        o->variant = val ? cli_find_word(crib_name_variant, CRIB_NAMES_VARIANT, val) : -1;
        return o->variant >= 0;
    }
    return val && (o->ladder = cli_find_word(crib_name_ladder, CRIB_NAMES_LADDER, val)) >= 0;
}

static const char *const k_valued[] = {"--games",   "--seed",   "--bot-seed",   "--threads",
                                       "--target",  "--dealer", "--from",       "--histogram",
                                       "--variant", "--ladder", "--bot-timeout"};

static int is_valued(const char *s)
{
    return cli_find_name(k_valued, CLI_COUNT(k_valued), s) >= 0;
}

/* What a valued option takes, into buf[cap], for the message of a bad value. */
static const char *valid_values(const char *name, char *buf, size_t cap)
{
    static const char *const k_taken[] = {
        "a number of games, 1 to 4294967294",
        "a number, 0 to 18446744073709551615",
        "a number, 0 to 18446744073709551615",
        "a number of threads, 1 to 256",
        NULL,
        "a seat, 0 to 3",
        NULL,
        "a FILE",
        NULL,
        NULL,
        "seconds, with up to 3 decimals, at most 86400",
    };
    int k = cli_find_name(k_valued, CLI_COUNT(k_valued), name);
    switch (k) {
    case 4: snprintf(buf, cap, "a number, 1 to %d", CRIB_GAME_MAX_TARGET); return buf;
    case 6:
        snprintf(buf, cap, "the seats' scores, 0 to %d, as S0,S1 or S0,S1,S2",
                 CRIB_GAME_MAX_TARGET);
        return buf;
    case 8: return cli_names(crib_name_variant, 0, CRIB_NAMES_VARIANT, buf, cap);
    case 9: return cli_names(crib_name_ladder, 0, CRIB_NAMES_LADDER, buf, cap);
    default: return k_taken[k];
    }
}

/* The options that take no value: 1 if s is one (and set in o), else 0. */
static int take_flag(arena_opts *o, const char *s)
{
    if (!strcmp(s, "--single"))
        o->single = 1;
    else if (!strcmp(s, "--json"))
        o->json = 1;
    else if (!strcmp(s, "--no-progress"))
        o->progress = 0;
    else if (!strcmp(s, "--ask-go"))
        o->ask_go = 1;
    else
        return 0;
    return 1;
}

/* A word that is no option: the next of the two bots. CLI_OK or CLI_USAGE (reported). */
static int take_bot(arena_opts *o, int *bots, const char *s)
{
    if (s[0] == '-' && s[1] == '-')
        return cli_unknown("arena", s);
    if (*bots == 2 || !read_bot(s, &o->side[*bots])) {
        char q[CLI_QUOTE_CAP];
        cli_error(*bots == 2 ? "arena: more than two bots ('%s')"
                             : "arena: '%s' is no bot (easy, strong, expert, exec:COMMAND)",
                  cli_quote(s, strlen(s), q, sizeof q));
        return CLI_USAGE;
    }
    (*bots)++;
    return CLI_OK;
}

/* What the variant's seats make of --dealer, --from and --histogram, given in any order
 * with --variant: CLI_OK or CLI_USAGE (reported). */
static int check_seats(const arena_opts *o)
{
    int players = arena_players(o->variant), scores = players == 3 ? 3 : 2;
    const char *name = crib_name_variant((uint32_t)o->variant);
    if (o->dealer != CRIB_DEAL_CUT && o->dealer >= (unsigned long long)players) {
        cli_error("arena: --dealer %llu: the %s game has seats 0 to %d", o->dealer, name,
                  players - 1);
        return CLI_USAGE;
    }
    if (o->n_start && o->n_start != scores) {
        cli_error("arena: --from takes %s in the %s game",
                  scores == 3    ? "3 scores, S0,S1,S2"
                  : players == 4 ? "2 scores, the partnerships' (seats 0 and 2, seats 1 and 3)"
                                 : "2 scores, S0,S1",
                  name);
        return CLI_USAGE;
    }
    if (o->histogram && players != 2) {
        cli_error("arena: --histogram: the mid-game distributions are kept for two players only");
        return CLI_USAGE;
    }
    return CLI_OK;
}

int arena_read_options(int argc, char **argv, arena_opts *o)
{
    int bots = 0;
    for (int a = 0; a < argc; a++) {
        const char *s = argv[a];
        if (!strcmp(s, "--help")) {
            arena_usage(stdout);
            return CLI_HELP;
        }
        if (is_valued(s)) {
            const char *val = a + 1 < argc ? argv[a + 1] : NULL;
            if (!take_value(o, s, val)) {
                char valid[96];
                return cli_bad_value("arena", s, val, valid_values(s, valid, sizeof valid));
            }
            a++;
        } else if (!take_flag(o, s) && take_bot(o, &bots, s) != CLI_OK) {
            return CLI_USAGE;
        }
    }
    if (bots != 2) {
        cli_error("arena: give two bots (easy, strong, expert, exec:COMMAND)");
        return CLI_USAGE;
    }
    return check_seats(o);
}
