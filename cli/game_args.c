/* SPDX-License-Identifier: MIT */
/* crib game's command line: the rules' options, the cuts, the irregularities to make
 * happen (--errors) and the match. */
#include "game_args.h"

#include <string.h>

void game_usage(FILE *f)
{
    fputs("usage: crib game [--seed N] [--variant NAME] [--target N] [--ladder NAME]\n"
          "                 [--level NAME[,NAME...]] [RULES...] [--peggers P,Q]\n"
          "                 [--pack-cut N] [--cut N] [--errors LIST]\n"
          "                 [--announce KINDS] [--match WINS [--match-rule RULE]] [--json]\n"
          "       crib game --resume FILE [--level NAME[,NAME...]] [--cut N] [--json]\n"
          "  Plays a whole game between libcrib's bots and prints its log: the cut for\n"
          "  the deal, each deal's hands, discards and starter, every card of the play with\n"
          "  its points, every show with its announcement, the board after each score, and\n"
          "  the result. The same seed gives the same game on every machine.\n"
          "  --seed N        the seed of the shuffles, 0 to 2^64-1 (default 1)\n"
          "  --variant NAME  six-card (default), five-card, three, four, two-to-crib\n"
          "  --target N      the score that wins, 1 to 1000 (default 121; 61 five-card)\n"
          "  --ladder NAME   none (default), lurch, skunk: what a game is worth\n"
          "  --level NAMES   easy (default; the simple bot), strong (it weighs its\n"
          "                  discards and searches the play) or expert (it weighs the\n"
          "                  pegging too): one level for every\n"
          "                  player, or one per player separated by commas (strong,easy)\n"
          "  RULES, the optional rules of the texts crib(1) names (one that reads another\n"
          "  more strictly turns that one on too):\n"
          "  --no-go-out     a go or last card cannot win the game\n"
          "  --no-go-out-31  ... nor the go's point of a 31 (a 31 is 1 for the 31 and 1\n"
          "                  for the go)\n"
          "  --no-heels-near no heels when the dealer needs 5 or fewer\n"
          "  --exact         the target must be reached exactly; a score past it is\n"
          "                  refused whole\n"
          "  --exact-items   ... item by item\n"
          "  --pairs-first   ... and a hand's pairs before its runs\n"
          "  --muggins       points missed in the show go to the opponent\n"
          "  --muggins-play  ... and in the play\n"
          "  --overpeg       an over-peg corrected on demand gives the opponent 2\n"
          "  --failure-to-play  a go while able: the cards are dead, the opponent pegs 2\n"
          "  --failure-each  ... 2 for each card that could have been played\n"
          "  --five-full-play  the five-card game's play runs until every card is played\n"
          "  --cut-tens-equal  two tenth cards tie in the cut for the first deal\n"
          "  --no-cut        no cut of the pack before the deal\n"
          "  --let-stand     a wrong hand is corrected, or stands and the opponent pegs\n"
          "                  2; too late for a new deal (Irregularities in Cribbage)\n"
          "  --two-wrong     two holders wrong at once: a new deal (Hoyle's conditions)\n"
          "  --peggers P,Q   four-handed: the two players elected to peg, who alone cut\n"
          "                  for the first deal (one of each side)\n",
          f);
    fputs("  --pack-cut N    the pack is cut before each deal, N cards lifted (4 to 48)\n"
          "  --cut N         the starter is cut N cards down the stock (4 or more; the\n"
          "                  deepest the stock allows when it is shorter)\n"
          "  --errors LIST   irregularities to make happen, comma-separated, each\n"
          "                  KIND@DEAL[:PLAYER][:CHOICE][:late]: misdeal@D, long@D:P\n"
          "                  and short@D:P (a card too many or too few, found after\n"
          "                  laying away, or with :late at the hand's show; the\n"
          "                  opponent's CHOICE: :new for a new deal, or with\n"
          "                  --let-stand :correct, or for a short hand :stand),\n"
          "                  crib@D[:late], imperfect@D (the pack found imperfect in\n"
          "                  the show: a new deal by the same dealer),\n"
          "                  go@D:P (a go while able), miss@D:P (nothing claimed for a\n"
          "                  card and the hand), correct@D:P (... for a card, corrected\n"
          "                  in time), overclaim@D:P, overpeg@D:P, cutoffer@D (with\n"
          "                  --no-cut: the dealer offers the cut, and his opponent\n"
          "                  takes the deal)\n"
          "  --announce KINDS  the order in which every claimant announces his show's\n"
          "                  items, each kind once, comma-separated: fifteens, runs,\n"
          "                  pairs, flush, nobs (with --exact-items it decides what\n"
          "                  is pegged)\n"
          "  --match WINS    a match: the first side to win WINS games (2: best of 3);\n"
          "                  game k is played from seed + k - 1\n"
          "  --match-rule RULE  who deals first in each game after the first: cut\n"
          "                  (default), acc (the loser of the last game), pub (the\n"
          "                  other player deals first in the second game)\n"
          "  --json          print one JSON object instead of text\n"
          "  --resume FILE   play on a game record that stops part-way (docs/records.md):\n"
          "                  its decisions replayed, then the bots at --level's levels\n"
          "                  (default: the record's); by the record's rules and seed,\n"
          "                  which it must have. A finished record: exit 1\n",
          f);
}

static const char *const k_match_rules[] = {"cut", "acc", "pub"};

/* The options without a value and the option bits each sets: a reading sets its rule's. */
static const struct {
    const char *name;
    uint32_t bits;
} k_flags[] = {
    {"--no-go-out", CRIB_OPT_NO_GO_OUT},
    {"--no-go-out-31", CRIB_OPT_NO_GO_OUT | CRIB_OPT_NO_GO_OUT_31},
    {"--no-heels-near", CRIB_OPT_NO_HEELS_NEAR},
    {"--exact", CRIB_OPT_EXACT},
    {"--exact-items", CRIB_OPT_EXACT | CRIB_OPT_EXACT_ITEMS},
    {"--muggins", CRIB_OPT_MUGGINS},
    {"--muggins-play", CRIB_OPT_MUGGINS | CRIB_OPT_MUGGINS_PLAY},
    {"--overpeg", CRIB_OPT_OVERPEG},
    {"--failure-to-play", CRIB_OPT_FAILURE},
    {"--failure-each", CRIB_OPT_FAILURE | CRIB_OPT_FAILURE_EACH},
    {"--five-full-play", CRIB_OPT_FIVE_FULL_PLAY},
    {"--cut-tens-equal", CRIB_OPT_CUT_TENS_EQUAL},
    {"--no-cut", CRIB_OPT_NO_CUT},
    {"--pairs-first", CRIB_OPT_EXACT | CRIB_OPT_EXACT_ITEMS | CRIB_OPT_PAIRS_FIRST},
    {"--let-stand", CRIB_OPT_LET_STAND},
    {"--two-wrong", CRIB_OPT_TWO_WRONG},
};

/* In the order of the GAME_REFUSE_* bits of game_args.h. */
static const char *const k_valued[] = {
    "--seed",   "--target", "--variant",    "--ladder", "--peggers",  "--cut",   "--pack-cut",
    "--errors", "--match",  "--match-rule", "--level",  "--announce", "--resume"};

/* The bots' levels by name: the one list that crib game and crib play read and print. */
static const struct {
    const char *name;
    uint32_t level;
} k_levels[] = {
    {"easy", CRIB_BOT_EASY},
    {"strong", CRIB_BOT_STRONG},
    {"expert", CRIB_BOT_EXPERT},
};

const char *game_level_name(uint32_t level)
{
    for (size_t i = 0; i < CLI_COUNT(k_levels); i++)
        if (k_levels[i].level == level)
            return k_levels[i].name;
    return "?";
}

int game_level_find(const char *s, size_t len, uint32_t *level)
{
    for (size_t i = 0; i < CLI_COUNT(k_levels); i++)
        if (strlen(k_levels[i].name) == len && !strncmp(s, k_levels[i].name, len)) {
            *level = k_levels[i].level;
            return 1;
        }
    return 0;
}

void game_level_list(FILE *f)
{
    for (size_t i = 0; i < CLI_COUNT(k_levels); i++)
        fprintf(f, "%s%s", i ? "|" : "", k_levels[i].name);
}

/* A level, or a list of them separated by commas, one a player. */
static int read_levels(game_opts *o, const char *val)
{
    o->n_levels = 0;
    while (val && o->n_levels < CRIB_PLAY_MAX_PLAYERS) {
        const char *comma = strchr(val, ',');
        size_t len = comma ? (size_t)(comma - val) : strlen(val);
        if (!game_level_find(val, len, &o->level[o->n_levels]))
            return 0;
        o->n_levels++;
        val = comma ? comma + 1 : NULL;
    }
    return val == NULL && o->n_levels > 0;
}

/* The kinds of item of --announce by name. */
static const struct {
    const char *name;
    uint8_t kind;
} k_kinds[GAME_KINDS] = {
    {"fifteens", CRIB_ITEM_FIFTEEN}, {"runs", CRIB_ITEM_RUN},  {"pairs", CRIB_ITEM_PAIR},
    {"flush", CRIB_ITEM_FLUSH},      {"nobs", CRIB_ITEM_NOBS},
};

/* --announce: every kind of item once, separated by commas. */
static int read_announce(game_opts *o, const char *val)
{
    unsigned seen = 0;
    for (int k = 0; k < GAME_KINDS; k++) {
        if (!val)
            return 0;
        const char *comma = strchr(val, ',');
        size_t len = comma ? (size_t)(comma - val) : strlen(val);
        int found = -1;
        for (int i = 0; i < GAME_KINDS; i++)
            if (strlen(k_kinds[i].name) == len && !strncmp(val, k_kinds[i].name, len))
                found = i;
        if (found < 0 || (seen >> found) & 1u)
            return 0;
        seen |= 1u << found;
        o->announce[k] = k_kinds[found].kind;
        val = comma ? comma + 1 : NULL;
    }
    return val == NULL;
}

static const struct {
    const char *name;
    int kind, player; /* player: 1 when the kind names one */
} k_slips[] = {
    {"misdeal", SLIP_MISDEAL, 0},
    {"long", SLIP_LONG, 1},
    {"short", SLIP_SHORT, 1},
    {"crib", SLIP_CRIB, 0},
    {"go", SLIP_GO, 1},
    {"miss", SLIP_MISS, 1},
    {"correct", SLIP_CORRECT, 1},
    {"overclaim", SLIP_OVERCLAIM, 1},
    {"overpeg", SLIP_OVERPEG, 1},
    {"cutoffer", SLIP_CUTOFFER, 0},
    {"imperfect", SLIP_IMPERFECT, 0},
};

/* What may follow a wrong number of cards: the opponent's choice, or :late. */
static const struct {
    const char *name;
    uint32_t choice;
} k_suffixes[] = {
    {"new", CRIB_RECTIFY_NEW_DEAL},
    {"stand", CRIB_RECTIFY_STAND},
    {"correct", CRIB_RECTIFY_CORRECT},
    {"late", 0},
};

/* The suffixes of long@, short@ and crib@ (the crib takes :late alone); 1 when they are
 * good. */
static int read_suffixes(const char *s, game_slip *slip)
{
    while (*s) {
        size_t len, k;
        if (*s++ != ':')
            return 0;
        len = strcspn(s, ":");
        for (k = 0; k < CLI_COUNT(k_suffixes); k++)
            if (strlen(k_suffixes[k].name) == len && !strncmp(s, k_suffixes[k].name, len))
                break;
        if (k == CLI_COUNT(k_suffixes))
            return 0;
        if (k_suffixes[k].choice == 0) {
            if (slip->late)
                return 0;
            slip->late = 1;
        } else {
            if (slip->choice || slip->kind == SLIP_CRIB)
                return 0;
            slip->choice = k_suffixes[k].choice;
        }
        s += len;
    }
    return 1;
}

/* A number at *s up to the next ':' or the end, at most max; moves *s past it. */
static int take_field(const char **s, unsigned long long max, unsigned long long *out)
{
    char buf[24];
    size_t n = strcspn(*s, ":");
    if (n == 0 || n >= sizeof buf)
        return 0;
    memcpy(buf, *s, n);
    buf[n] = '\0';
    *s += n;
    return cli_parse_number(buf, max, out);
}

/* The slip's kind, before the '@' of `item`; returns its k_slips index, or -1. */
static int slip_kind(const char *item, const char **rest)
{
    const char *at = strchr(item, '@');
    if (!at)
        return -1;
    for (size_t k = 0; k < CLI_COUNT(k_slips); k++) {
        size_t len = strlen(k_slips[k].name);
        if ((size_t)(at - item) == len && !strncmp(item, k_slips[k].name, len)) {
            *rest = at + 1;
            return (int)k;
        }
    }
    return -1;
}

/* One item of --errors, KIND@DEAL[:PLAYER][:CHOICE][:late]; returns 1 when it is one. */
static int read_slip(const char *item, game_slip *slip)
{
    const char *s;
    unsigned long long deal, player = CRIB_NONE;
    int k = slip_kind(item, &s);
    if (k < 0 || !take_field(&s, INT32_MAX, &deal) || deal == 0)
        return 0;
    if (k_slips[k].player && !(*s == ':' && (s++, take_field(&s, 3, &player))))
        return 0;
    slip->kind = k_slips[k].kind;
    slip->deal = (uint32_t)deal;
    slip->player = (uint32_t)player;
    slip->choice = 0;
    slip->late = 0;
    slip->done = 0;
    if (slip->kind == SLIP_LONG || slip->kind == SLIP_SHORT || slip->kind == SLIP_CRIB)
        return read_suffixes(s, slip);
    return *s == '\0';
}

/* The comma-separated items of --errors. */
static int read_slips(game_opts *o, const char *val)
{
    char item[64];
    while (val && *val) {
        size_t n = strcspn(val, ",");
        if (n == 0 || n >= sizeof item || o->n_slips == GAME_MAX_SLIPS)
            return 0;
        memcpy(item, val, n);
        item[n] = '\0';
        if (!read_slip(item, &o->slips[o->n_slips++]) || (val[n] == ',' && !val[n + 1]))
            return 0;
        val += n + (val[n] == ',');
    }
    return val != NULL && o->n_slips > 0;
}

/* --peggers P,Q: two players, as a mask. */
static int read_peggers(game_opts *o, const char *val)
{
    unsigned long long a, b;
    const char *comma = val ? strchr(val, ',') : NULL;
    char first[8];
    if (!comma || (size_t)(comma - val) >= sizeof first)
        return 0;
    memcpy(first, val, (size_t)(comma - val));
    first[comma - val] = '\0';
    if (!cli_parse_number(first, 3, &a) || !cli_parse_number(comma + 1, 3, &b) || a == b)
        return 0;
    o->peggers = (1u << a) | (1u << b);
    return 1;
}

/* The command whose options these are, for its messages. */
static const char *cmd_of(const game_opts *o)
{
    return o->cmd ? o->cmd : "game";
}

/* An option that takes a value; returns 1 when the value is good. */
static int take_value(game_opts *o, int k, const char *val)
{
    switch (k) {
    case 0: return cli_parse_number(val, ~0ULL, &o->seed);
    case 1: return cli_parse_number(val, CRIB_GAME_MAX_TARGET, &o->target) && o->target >= 1;
    case 2:
        return val && (o->variant = cli_find_word(crib_name_variant, CRIB_NAMES_VARIANT, val)) >= 0;
    case 3:
        return val && (o->ladder = cli_find_word(crib_name_ladder, CRIB_NAMES_LADDER, val)) >= 0;
    case 4: return read_peggers(o, val);
    case 5:
        return cli_parse_number(val, CRIB_CARDS - CRIB_CUT_MIN, &o->cut) && o->cut >= CRIB_CUT_MIN;
    case 6:
        return cli_parse_number(val, CRIB_CARDS - CRIB_CUT_MIN, &o->pack_cut) &&
               o->pack_cut >= CRIB_CUT_MIN;
    case 7: return read_slips(o, val);
    case 8: return cli_parse_number(val, 50, &o->match) && o->match >= 1;
    case 10: return read_levels(o, val);
    case 11: return read_announce(o, val);
    case 12: return (o->resume = val) != NULL;
    default:
        return val &&
               (o->match_rule = cli_find_name(k_match_rules, CLI_COUNT(k_match_rules), val)) >= 0;
    }
}

/* An option without a value; returns 1 when it is one. */
static int take_flag(game_opts *o, const char *name)
{
    if (!strcmp(name, "--json") && !(o->refused & GAME_REFUSE_JSON)) {
        o->json = 1;
        return 1;
    }
    for (size_t k = 0; k < CLI_COUNT(k_flags); k++) {
        if (!strcmp(name, k_flags[k].name)) {
            o->options |= k_flags[k].bits;
            return 1;
        }
    }
    return 0;
}

/* The names of the bots' levels, for valid_values(). */
static const char *level_name(uint32_t i)
{
    return i < CLI_COUNT(k_levels) ? k_levels[i].name : NULL;
}

/* The names of --announce's kinds and of --errors' kinds, for valid_values(). */
static const char *kind_name(uint32_t i)
{
    return i < GAME_KINDS ? k_kinds[i].name : NULL;
}

static const char *slip_name(uint32_t i)
{
    return i < CLI_COUNT(k_slips) ? k_slips[i].name : NULL;
}

static const char *match_rule_name(uint32_t i)
{
    return i < CLI_COUNT(k_match_rules) ? k_match_rules[i] : NULL;
}

/* What the valued option k_valued[k] takes, into buf[cap], for the message of a bad value
 * (crib play's --level takes one level, for every bot). */
static const char *valid_values(const game_opts *o, int k, char *buf, size_t cap)
{
    char names[96];
    switch (k) {
    case 0: return "a number, 0 to 18446744073709551615";
    case 1: snprintf(buf, cap, "a number, 1 to %d", CRIB_GAME_MAX_TARGET); return buf;
    case 2: return cli_names(crib_name_variant, 0, CRIB_NAMES_VARIANT, buf, cap);
    case 3: return cli_names(crib_name_ladder, 0, CRIB_NAMES_LADDER, buf, cap);
    case 4: return "two different players, 0 to 3, as P,Q";
    case 5:
    case 6:
        snprintf(buf, cap, "a number of cards, %d to %d", CRIB_CUT_MIN, CRIB_CARDS - CRIB_CUT_MIN);
        return buf;
    case 7:
        snprintf(buf, cap, "KIND@DEAL[:PLAYER][:CHOICE][:late], comma-separated, KIND one of %s",
                 cli_names(slip_name, 0, (uint32_t)CLI_COUNT(k_slips), names, sizeof names));
        return buf;
    case 8: return "a number of wins, 1 to 50";
    case 9: return cli_names(match_rule_name, 0, (uint32_t)CLI_COUNT(k_match_rules), buf, cap);
    case 10:
        if (o->cmd && !strcmp(o->cmd, "play"))
            return cli_names(level_name, 0, (uint32_t)CLI_COUNT(k_levels), buf, cap);
        snprintf(buf, cap, "%s, or one a player, separated by commas: strong,easy",
                 cli_names(level_name, 0, (uint32_t)CLI_COUNT(k_levels), names, sizeof names));
        return buf;
    case 11:
        snprintf(buf, cap, "%s, each once, separated by commas",
                 cli_names(kind_name, 0, GAME_KINDS, names, sizeof names));
        return buf;
    default: return "a game record's FILE";
    }
}

/* Reads the value of argv[*a], the valued option k_valued[k], from the next word, and
 * steps over it. An option given twice is refused, not settled by the last one without a
 * word: "--variant three ... --variant four" is more likely a slip than a choice. */
static int read_value(game_opts *o, int argc, char **argv, int *a, int k)
{
    const char *name = argv[*a];
    const char *val = *a + 1 < argc ? argv[*a + 1] : NULL;
    if (o->given & (1u << k)) {
        cli_error("%s: %s cannot be given twice", cmd_of(o), name);
        return CLI_USAGE;
    }
    o->given |= 1u << k;
    if (!take_value(o, k, val)) {
        char valid[192];
        return cli_bad_value(cmd_of(o), name, val, valid_values(o, k, valid, sizeof valid));
    }
    (*a)++;
    return CLI_OK;
}

/* An option that only one variant, or another option, can take. */
static int needs(const game_opts *o, const char *option, const char *what)
{
    cli_error("%s: %s is only for %s", cmd_of(o), option, what);
    return CLI_USAGE;
}

/* The irregularities of --errors that the rules or the variant cannot make: cutoffer@ needs
 * no cutting, the choices of Irregularities in Cribbage its remedy (and not a new deal), a
 * hand let stand is a short one, a player is one the variant has. */
static int check_slips(const game_opts *o, uint32_t players)
{
    int stands = (o->options & CRIB_OPT_LET_STAND) != 0;
    for (int i = 0; i < o->n_slips; i++) {
        const game_slip *s = &o->slips[i];
        if (s->kind == SLIP_CUTOFFER && !(o->options & CRIB_OPT_NO_CUT))
            return needs(o, "cutoffer@", "--no-cut");
        if ((s->choice == CRIB_RECTIFY_STAND || s->choice == CRIB_RECTIFY_CORRECT) && !stands)
            return needs(o, ":stand and :correct", "--let-stand");
        if (s->choice == CRIB_RECTIFY_NEW_DEAL && stands)
            return cli_conflict(cmd_of(o), ":new", "--let-stand", "it is too late for a new deal");
        if (s->choice == CRIB_RECTIFY_STAND && s->kind == SLIP_LONG)
            return needs(o, ":stand", "short@ (a long hand cannot stand)");
        if (s->player != CRIB_NONE && s->player >= players) {
            cli_error("%s: --errors names player %u, whom the %s game does not have", cmd_of(o),
                      s->player, crib_name_variant((uint32_t)o->variant));
            return CLI_USAGE;
        }
    }
    return CLI_OK;
}

/* The options that do not go together, or with the variant. */
static int check_combinations(const game_opts *o)
{
    static const uint8_t k_players[5] = {2, 2, 3, 4, 2};
    /* --seed, --target, --variant, --ladder, --peggers, --errors, --match, --match-rule,
     * --announce. */
    unsigned rules_of_record = 0xB9Fu;
    if (o->resume && ((o->given & rules_of_record) || o->options)) {
        cli_error("%s: --resume plays on by the record's rules and seed: give only --level, "
                  "--cut, --pack-cut and --json with it",
                  cmd_of(o));
        return CLI_USAGE;
    }
    if ((o->options & CRIB_OPT_FIVE_FULL_PLAY) && o->variant != CRIB_VARIANT_FIVE_CARD)
        return needs(o, "--five-full-play", "the five-card game");
    if (o->peggers && o->variant != CRIB_VARIANT_FOUR)
        return needs(o, "--peggers", "the four-handed game");
    if (o->peggers && !(o->peggers & 5u && o->peggers & 10u)) {
        cli_error("%s: --peggers takes one player of each side (0 or 2, and 1 or 3)", cmd_of(o));
        return CLI_USAGE;
    }
    if ((o->given & (1u << 9)) && !o->match)
        return needs(o, "--match-rule", "a match (--match)");
    /* A record resumed has its own players (resume_settings()). */
    if (!o->resume && o->n_levels > 1 && (uint32_t)o->n_levels != k_players[o->variant]) {
        cli_error("%s: --level names %d levels for the %s game's %u players", cmd_of(o),
                  o->n_levels, crib_name_variant((uint32_t)o->variant), k_players[o->variant]);
        return CLI_USAGE;
    }
    if (o->pack_cut && (o->options & CRIB_OPT_NO_CUT))
        return cli_conflict(cmd_of(o), "--pack-cut", "--no-cut", "no cutting means no cut");
    if ((o->options & CRIB_OPT_LET_STAND) && (o->options & CRIB_OPT_TWO_WRONG))
        return cli_conflict(cmd_of(o), "--let-stand", "--two-wrong",
                            "Irregularities in Cribbage settles each wrong hand alone");
    return check_slips(o, k_players[o->variant]);
}

int game_read_options(int argc, char **argv, game_opts *o)
{
    for (int a = 0; a < argc; a++) {
        int k = cli_find_name(k_valued, CLI_COUNT(k_valued), argv[a]);
        if (cli_is_help(argv[a])) {
            (o->usage ? o->usage : game_usage)(stdout);
            return CLI_HELP;
        }
        if (k >= 0 && !((o->refused >> k) & 1u)) {
            if (read_value(o, argc, argv, &a, k) != CLI_OK)
                return CLI_USAGE;
        } else if (!take_flag(o, argv[a])) {
            return cli_unknown(cmd_of(o), argv[a]);
        }
    }
    return check_combinations(o);
}

void game_rules_of(const game_opts *o, crib_game_rules *rules)
{
    /* game_read_options took only the variants there are. */
    CLI_SURE(crib_game_rules_default(rules, (uint32_t)o->variant));
    if (o->target)
        rules->target = (uint32_t)o->target;
    rules->ladder = (uint32_t)o->ladder;
    rules->options = o->options;
    rules->peggers = o->peggers;
}
