/* SPDX-License-Identifier: MIT */
/* crib chance: the chance to win from a position of the board, from libcrib's table, or
 * from what a player sees of a deal (crib_view_win_chance()). */
#include "cli.h"
#include "json.h"

#include <string.h>

static void chance_usage(FILE *f)
{
    fputs("usage: crib chance [--target 121|61] [--json] OWN OTHER dealer|pone\n"
          "       crib chance [GAME] [--json] --hand CARD...\n"
          "       crib chance [GAME] [--json] --play --hand CARD... --starter CARD\n"
          "                   [--pile CARD...] [--played CARD...] [--played-opp CARD...]\n"
          "                   [--discard CARD...] [--earlier CARD...] [--go]\n"
          "       crib chance [GAME] [--json] --show --starter CARD --played CARD...\n"
          "                   --played-opp CARD... [--discard CARD...]\n"
          "  The chance that a side at OWN points wins the two-player six-card game\n"
          "  against a side at OTHER, from the start of a deal that the side deals\n"
          "  (dealer) or not (pone), and its expected game value with lurch and with\n"
          "  skunk, from libcrib's table (crib_win_chance; see libcrib(3) for its model).\n"
          "  --target N  121 (default) or 61\n"
          "  --json      print one JSON object instead of text\n"
          "  With the cards of a deal, the chance from what you see of it\n"
          "  (crib_view_win_chance): the rest of the deal searched as the expert bot\n"
          "  plays it, the opponent's hands weighed as it weighs them, the shows counted\n"
          "  in order, and the table from the next deal. The cards after an option\n"
          "  belong to it, as for crib advise:\n"
          "  --hand CARD...        the six cards dealt to you (the discard), or with\n"
          "                        --play the cards you still hold\n"
          "  --play                your turn in the play:\n"
          "  --starter CARD        the starter\n"
          "  --pile CARD...        the cards of the current count, in the order played;\n"
          "                        those not named by --played or --played-opp are taken\n"
          "                        to alternate, the last the opponent's\n"
          "  --played CARD...      the cards you have played in this deal\n"
          "  --played-opp CARD...  the cards the opponent has played in this deal\n"
          "  --discard CARD...     the cards you laid away (else the table's crib)\n"
          "  --earlier CARD...     the cards of the earlier counts in the order played\n"
          "  --go                  the opponent has said go in this count\n"
          "  --show                the play is over and no hand shown yet: --played and\n"
          "                        --played-opp name the two kept hands\n"
          "  GAME: --dealer        you deal: the crib is yours (the default)\n"
          "        --pone          the opponent deals\n"
          "        --target N      121 (default) or 61\n"
          "        --scores A,B    the scores, yours first (default 0,0)\n"
          "  Examples: crib chance 110 100 dealer\n"
          "            crib chance --scores 110,112 --pone --play --hand 5h 9c Kd\n"
          "                        --starter 3c --pile 10s 4h --discard 2c 2d\n",
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

/* ---- The chance from a view ---- */

/* The lists of cards a view's options name, each after its option. */
#define VL_HAND 0
#define VL_STARTER 1
#define VL_PILE 2
#define VL_PLAYED 3
#define VL_PLAYED_OPP 4
#define VL_DISCARD 5
#define VL_EARLIER 6
#define VLISTS 7

static const char *const k_vlists[VLISTS] = {"--hand",       "--starter", "--pile",   "--played",
                                             "--played-opp", "--discard", "--earlier"};

typedef struct view_args {
    int play, show, dealer, pone, go, json, n_scores;
    unsigned long long target, score[2];
    char *words[VLISTS][CRIB_CARDS];
    int n_words[VLISTS], given[VLISTS], n_cards[VLISTS];
    crib_card cards[VLISTS][CRIB_CARDS];
    uint64_t mask[VLISTS];
} view_args;

/* Whether the word makes crib chance read a view: a list of cards, --play, --show, or an
 * option of the view's game. */
static int is_view_word(const char *s)
{
    static const char *const flags[] = {"--play",   "--show", "--go",
                                        "--dealer", "--pone", "--scores"};
    return cli_find_name(k_vlists, VLISTS, s) >= 0 ||
           cli_find_name(flags, CLI_COUNT(flags), s) >= 0;
}

/* "A,B": the two scores, each 0 .. 1000; 1 when s is that. */
static int read_two_scores(view_args *a, const char *s)
{
    const char *comma = s ? strchr(s, ',') : NULL;
    char first[16];
    if (!comma || (size_t)(comma - s) >= sizeof first)
        return 0;
    memcpy(first, s, (size_t)(comma - s));
    first[comma - s] = '\0';
    a->n_scores = 2;
    return cli_parse_number(first, 1000, &a->score[0]) &&
           cli_parse_number(comma + 1, 1000, &a->score[1]);
}

/* CLI_OK, CLI_HELP after the usage, or CLI_USAGE after a message. */
static int read_view_args(int argc, char **argv, view_args *a)
{
    const cli_flag flags[] = {{"--play", &a->play}, {"--show", &a->show}, {"--dealer", &a->dealer},
                              {"--pone", &a->pone}, {"--json", &a->json}, {"--go", &a->go}};
    int list = -1;
    for (int i = 0; i < argc; i++) {
        const char *s = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        int k = cli_find_name(k_vlists, VLISTS, s), f = 0;
        while (f < (int)CLI_COUNT(flags) && strcmp(s, flags[f].name) != 0)
            f++;
        if (cli_is_help(s)) {
            chance_usage(stdout);
            return CLI_HELP;
        } else if (k >= 0) {
            list = k;
            a->given[k] = 1;
        } else if (f < (int)CLI_COUNT(flags)) {
            *flags[f].set = 1;
        } else if (!strcmp(s, "--target")) {
            if (!cli_parse_number(val, 1000, &a->target))
                return cli_bad_value("chance", s, val, "121 or 61");
            i++;
        } else if (!strcmp(s, "--scores")) {
            if (!read_two_scores(a, val))
                return cli_bad_value("chance", s, val, "your score and the opponent's: 110,100");
            i++;
        } else if (s[0] == '-') {
            return cli_unknown("chance", s);
        } else if (list < 0 || a->n_words[list] == CRIB_CARDS) {
            char shown[CLI_QUOTE_CAP];
            cli_error("chance: unexpected '%s'%s", cli_quote(s, strlen(s), shown, sizeof shown),
                      list < 0 ? ": name the cards after --hand, --starter, ..." : "");
            cli_see_help("chance");
            return CLI_USAGE;
        } else {
            a->words[list][a->n_words[list]++] = argv[i];
        }
    }
    if (a->dealer && a->pone)
        return cli_conflict("chance", "--dealer", "--pone", "either you deal or the opponent does");
    if (a->play && a->show)
        return cli_conflict("chance", "--play", "--show", "a view is of the play or of the show");
    return CLI_OK;
}

/* Each list's cards, no card in two places but those played (the pile and --earlier name
 * cards of --played and --played-opp). 1, or 0 after a message. */
static int read_view_lists(view_args *a)
{
    for (int k = 0; k < VLISTS; k++) {
        a->n_cards[k] = cli_read_cards(a->n_words[k], a->words[k], a->cards[k], CRIB_CARDS);
        if (a->n_cards[k] < 0)
            return 0;
        CLI_SURE(crib_mask_from_cards(a->cards[k], (size_t)a->n_cards[k], &a->mask[k]));
    }
    for (int k = 0; k < VLISTS; k++)
        for (int j = 0; j < k; j++) {
            int played = j == VL_PLAYED || j == VL_PLAYED_OPP;
            int share = (j == VL_PILE && (k == VL_PLAYED || k == VL_PLAYED_OPP)) ||
                        (played && k == VL_EARLIER);
            uint64_t both = a->mask[j] & a->mask[k];
            if (both && !share) {
                crib_card c[CRIB_CARDS];
                char card[4];
                CLI_SURE(crib_mask_to_cards(both, c, CRIB_CARDS));
                CLI_SURE(crib_card_format(c[0], card, sizeof card));
                cli_error("chance: %s is named by both %s and %s", card, k_vlists[j], k_vlists[k]);
                return 0;
            }
        }
    return 1;
}

/* 1 when none of the lists named is given; else 0 after a message naming the first. */
static int none_given(const view_args *a, const int *lists, size_t n, const char *stage)
{
    for (size_t i = 0; i < n; i++)
        if (a->given[lists[i]]) {
            cli_error("chance: %s is not for %s", k_vlists[lists[i]], stage);
            return 0;
        }
    return 1;
}

static uint32_t count_of(uint64_t mask)
{
    return (uint32_t)CLI_SURE(crib_mask_count(mask));
}

/* The play: as crib advise --play reads it. 1, or 0 after a message. */
static int play_view_of(const view_args *a, crib_view *v)
{
    if (a->n_cards[VL_HAND] == 0 || a->n_cards[VL_STARTER] != 1 ||
        (a->n_cards[VL_DISCARD] && a->n_cards[VL_DISCARD] != 2) ||
        a->n_cards[VL_PILE] > CRIB_PLAY_MAX_PILE) {
        cli_error("chance: --play wants the cards you hold after --hand, one --starter, at "
                  "most %d cards of --pile and the 2 cards of --discard or none",
                  CRIB_PLAY_MAX_PILE);
        return 0;
    }
    v->stage = CRIB_STAGE_PLAY;
    v->starter = a->cards[VL_STARTER][0];
    v->hand = a->mask[VL_HAND];
    v->discard = a->mask[VL_DISCARD];
    v->n_pile = (uint32_t)a->n_cards[VL_PILE];
    memcpy(v->pile, a->cards[VL_PILE], v->n_pile);
    v->played[0] = a->mask[VL_PLAYED];
    v->played[1] = a->mask[VL_PLAYED_OPP];
    for (uint32_t i = 0; i < v->n_pile; i++) {
        uint64_t bit = (uint64_t)1 << v->pile[i];
        if (!((v->played[0] | v->played[1]) & bit))
            v->played[(v->n_pile - 1 - i) % 2 == 0] |= bit;
        v->count += (uint32_t)CLI_SURE(crib_card_value(v->pile[i]));
    }
    uint32_t mine = count_of(v->played[0]), theirs = count_of(v->played[1]);
    uint32_t held = (uint32_t)a->n_cards[VL_HAND];
    if (held + mine != 4 || theirs > 4 || v->count >= 31) {
        cli_error("chance: the cards you hold and have played make %u and the opponent has "
                  "played %u (a hand keeps 4), the pile counts %u (below 31)",
                  held + mine, theirs, v->count);
        return 0;
    }
    v->held[0] = held;
    v->held[1] = 4 - theirs;
    v->min_value[0] = v->min_value[1] = 1;
    if (a->go) {
        if (!v->held[1] || v->count < 22) {
            cli_error("chance: the opponent cannot have said go at a count of %u", v->count);
            return 0;
        }
        v->went = 2u;
        v->min_value[1] = 32 - v->count;
    }
    if (a->given[VL_EARLIER]) {
        uint64_t before = (v->played[0] | v->played[1]) & ~a->mask[VL_PILE];
        if (a->mask[VL_EARLIER] != before) {
            cli_error("chance: --earlier names the cards played before this count, in order "
                      "(%u cards; %d given)",
                      count_of(before), a->n_cards[VL_EARLIER]);
            return 0;
        }
        v->n_earlier = (uint32_t)a->n_cards[VL_EARLIER];
        memcpy(v->earlier, a->cards[VL_EARLIER], v->n_earlier);
    }
    return 1;
}

/* The view the options describe. 1, or 0 after a message. */
static int view_of(const view_args *a, crib_view *v)
{
    static const int k_play_only[] = {VL_STARTER,    VL_PILE,    VL_PLAYED,
                                      VL_PLAYED_OPP, VL_DISCARD, VL_EARLIER};
    static const int k_not_show[] = {VL_HAND, VL_PILE, VL_EARLIER};
    memset(v, 0, sizeof *v);
    CLI_SURE(crib_game_rules_default(&v->rules, CRIB_VARIANT_SIX_CARD));
    if (a->target)
        v->rules.target = (uint32_t)a->target;
    if ((v->rules.target != 121 && v->rules.target != 61) || a->score[0] >= v->rules.target ||
        a->score[1] >= v->rules.target) {
        cli_error("chance: the chance is known for games to 121 and 61, each score below the "
                  "target");
        return 0;
    }
    v->score[0] = (uint32_t)a->score[0];
    v->score[1] = (uint32_t)a->score[1];
    v->dealer = a->pone ? 1 : 0;
    if (a->show) {
        if (!none_given(a, k_not_show, CLI_COUNT(k_not_show), "the show"))
            return 0;
        if (a->go) {
            cli_error("chance: --go is for the play");
            return 0;
        }
        if (a->n_cards[VL_STARTER] != 1 || a->n_cards[VL_PLAYED] != 4 ||
            a->n_cards[VL_PLAYED_OPP] != 4 ||
            (a->n_cards[VL_DISCARD] && a->n_cards[VL_DISCARD] != 2)) {
            cli_error("chance: --show wants one --starter, the 4 cards of --played and of "
                      "--played-opp, and the 2 cards of --discard or none");
            return 0;
        }
        v->stage = CRIB_STAGE_SHOW;
        v->starter = a->cards[VL_STARTER][0];
        v->played[0] = a->mask[VL_PLAYED];
        v->played[1] = a->mask[VL_PLAYED_OPP];
        v->discard = a->mask[VL_DISCARD];
        return 1;
    }
    if (a->play)
        return play_view_of(a, v);
    if (!none_given(a, k_play_only, CLI_COUNT(k_play_only), "the discard (add --play)"))
        return 0;
    if (a->go) {
        cli_error("chance: --go is for the play (add --play)");
        return 0;
    }
    if (a->n_cards[VL_HAND] != 6) {
        cli_count_error("chance", "the 6 cards dealt after --hand", a->n_cards[VL_HAND], NULL);
        return 0;
    }
    v->stage = CRIB_STAGE_DISCARD;
    v->starter = CRIB_NONE;
    v->hand = a->mask[VL_HAND];
    return 1;
}

static void print_view_chance(const view_args *a, const crib_view *v, const crib_chance *c)
{
    static const char *const stage[] = {"deal", "discard", "cut", "play", "show", "over"};
    static const char *const method[] = {"table", "model", "search", "show"};
    static const char *const how[] = {
        "from the table", "by the keeps' model: the game cannot end in this deal",
        "searched: the rest of the deal as the expert bot plays it, then the table",
        "the shows counted in order over the crib's unseen cards, then the table"};
    const char *m = c->method < 4 ? method[c->method] : "?";
    if (a->json) {
        printf("{\"target\":%u,\"scores\":[%u,%u],\"dealer\":%s,\"stage\":\"%s\","
               "\"method\":\"%s\",\"win\":%.6f,\"lurch\":%.6f,\"skunk\":%.6f}\n",
               v->rules.target, v->score[0], v->score[1], v->dealer == 0 ? "true" : "false",
               stage[v->stage], m, c->win, c->lurch, c->skunk);
        return;
    }
    printf("%s at %u to %u of %u, %s: wins %.2f%% (%s), game value %+.4f with lurch, %+.4f "
           "with skunk\n",
           stage[v->stage], v->score[0], v->score[1], v->rules.target,
           v->dealer == 0 ? "you deal" : "the opponent deals", 100 * c->win,
           c->method < 4 ? how[c->method] : m, c->lurch, c->skunk);
}

static int cmd_view_chance(int argc, char **argv)
{
    view_args a;
    memset(&a, 0, sizeof a);
    int rc = read_view_args(argc, argv, &a);
    if (rc != CLI_OK)
        return rc == CLI_HELP ? CLI_OK : rc;
    crib_view v;
    if (!read_view_lists(&a) || !view_of(&a, &v))
        return CLI_USAGE;
    crib_chance c;
    int32_t code = crib_view_win_chance(&v, &c);
    if (code < 0) {
        cli_error("chance: %s", crib_strerror(code));
        return CLI_USAGE;
    }
    print_view_chance(&a, &v, &c);
    return CLI_OK;
}

int cmd_chance(int argc, char **argv)
{
    for (int i = 0; i < argc; i++)
        if (is_view_word(argv[i]))
            return cmd_view_chance(argc, argv);
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
