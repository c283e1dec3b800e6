/* SPDX-License-Identifier: MIT */
/* crib advise: every choice of one decision, the discard of a deal or a card of the play,
 * with what the expert bot expects of it (crib_advise()), best first. */
#include "cli.h"
#include "json.h"
#include "names.h"

#include <string.h>

static void advise_usage(FILE *f)
{
    fputs("usage: crib advise [--dealer|--pone] [GAME] [--json] CARD...\n"
          "       crib advise --play --hand CARD... --starter CARD [--pile CARD...]\n"
          "                   [--played CARD...] [--played-opp CARD...] [--discard CARD...]\n"
          "                   [--earlier CARD...] [--go] [--dealer|--pone] [GAME] [--json]\n"
          "  Every choice of a decision, best first, as the expert bot values it\n"
          "  (crib_advise): the first line is the expert bot's choice.\n"
          "  The discard: the cards dealt to you; each way to lay away with the kept\n"
          "  hand's expected show, the crib's (minus when it is the opponent's), the\n"
          "  pegging the keep brings (yours less theirs), their total and the chance to\n"
          "  win the game.\n"
          "  The play (--play, two players): your turn; each card you may play with the\n"
          "  points you expect to peg in the rest of the play less the opponent's, and\n"
          "  the chance to win. The cards after an option belong to it:\n"
          "  --hand CARD...        the cards you still hold\n"
          "  --starter CARD        the starter\n"
          "  --pile CARD...        the cards of the current count, in the order played;\n"
          "                        those not named by --played or --played-opp are taken\n"
          "                        to alternate, the last the opponent's\n"
          "  --played CARD...      the cards you have played in this deal (earlier counts)\n"
          "  --played-opp CARD...  the cards the opponent has played in this deal\n"
          "  --discard CARD...     the cards you laid away (else counted as unseen)\n"
          "  --earlier CARD...     the cards of the earlier counts in the order played,\n"
          "                        yours and the opponent's (each named by --played or\n"
          "                        --played-opp): the opponent's plays then tell more\n"
          "  --go                  the opponent has said go in this count\n"
          "  Both:\n"
          "  --dealer              you deal: the crib is yours (the default)\n"
          "  --pone                the player on your right deals\n"
          "  GAME: --variant NAME  six-card (default), five-card, three, four, two-to-crib\n"
          "        --target N      the score that wins (default 121; 61 five-card)\n"
          "        --scores A,B    the scores, yours first (one for each side; default 0s);\n"
          "                        the chance to win is known for the two-player six-card\n"
          "                        game to 121 or 61 only, and shown as - otherwise\n"
          "  --json                print one JSON object instead of text\n"
          "  Examples: crib advise --pone 6c 5h 5d Jc 2s 9h\n"
          "            crib advise --play --hand 5h 9c Kd --starter 3c --pile 10s 4h\n",
          f);
}

/* The lists of cards the command line names, each after its option. */
#define LIST_HAND 0
#define LIST_STARTER 1
#define LIST_PILE 2
#define LIST_PLAYED 3
#define LIST_PLAYED_OPP 4
#define LIST_DISCARD 5
#define LIST_EARLIER 6
#define LISTS 7

static const char *const k_lists[LISTS] = {"--hand",       "--starter", "--pile",   "--played",
                                           "--played-opp", "--discard", "--earlier"};

/* Each variant's players, cards dealt and cards each player lays away. */
static const uint8_t k_shape[5][3] = {{2, 6, 2}, {2, 5, 2}, {3, 5, 1}, {4, 5, 1}, {2, 5, 1}};

/* The words of a list: at most one card a word matters, more are too many. */
#define LIST_WORDS CRIB_CARDS

typedef struct advise_args {
    int play, dealer, pone, json, go, variant;
    unsigned long long target, score[CRIB_GAME_MAX_SIDES];
    int n_scores;
    char *words[LISTS][LIST_WORDS];
    int n_words[LISTS], given[LISTS];
    crib_card cards[LISTS][CRIB_CARDS];
    int n_cards[LISTS];
    uint64_t mask[LISTS];
} advise_args;

/* "A,B[,C]": the scores, each 0 .. 1000; 1 when s is that. */
static int read_scores(advise_args *a, const char *s)
{
    char buf[64];
    size_t len = s ? strlen(s) : sizeof buf;
    if (len >= sizeof buf)
        return 0;
    memcpy(buf, s, len + 1);
    a->n_scores = 0;
    for (char *p = buf, *comma;; p = comma + 1) {
        comma = strchr(p, ',');
        if (comma)
            *comma = '\0';
        if (a->n_scores == CRIB_GAME_MAX_SIDES ||
            !cli_parse_number(p, 1000, &a->score[a->n_scores++]))
            return 0;
        if (!comma)
            return 1;
    }
}

/* An option with a value (argv[*at + 1]); 1 when it was one and good, 0 when it was no
 * such option, -1 after a message. */
static int take_valued(advise_args *a, int argc, char **argv, int *at)
{
    const char *opt = argv[*at], *val = *at + 1 < argc ? argv[*at + 1] : NULL;
    char valid[96];
    const char *takes = valid;
    int ok;
    if (!strcmp(opt, "--variant")) {
        ok = val && (a->variant = cli_find_word(crib_name_variant, CRIB_NAMES_VARIANT, val)) >= 0;
        cli_names(crib_name_variant, 0, CRIB_NAMES_VARIANT, valid, sizeof valid);
    } else if (!strcmp(opt, "--target")) {
        ok = cli_parse_number(val, CRIB_GAME_MAX_TARGET, &a->target) && a->target >= 1;
        snprintf(valid, sizeof valid, "a number, 1 to %d", CRIB_GAME_MAX_TARGET);
    } else if (!strcmp(opt, "--scores")) {
        ok = read_scores(a, val);
        takes = "each player's score, 0 to 1000, separated by commas: 90,100";
    } else {
        return 0;
    }
    if (!ok) {
        cli_bad_value("advise", opt, val, takes);
        return -1;
    }
    ++*at;
    return 1;
}

/* Reads the command line into *a. CLI_OK, CLI_HELP after the usage, or CLI_USAGE after a
 * message. Words that are no option go to the list of the last list option, the hand
 * before any. */
static int read_args(int argc, char **argv, advise_args *a)
{
    const cli_flag flags[] = {{"--play", &a->play},
                              {"--dealer", &a->dealer},
                              {"--pone", &a->pone},
                              {"--json", &a->json},
                              {"--go", &a->go}};
    int list = LIST_HAND;
    for (int i = 0; i < argc; i++) {
        const char *s = argv[i];
        int k = cli_find_name(k_lists, LISTS, s), f = 0, v;
        while (f < (int)CLI_COUNT(flags) && strcmp(s, flags[f].name) != 0)
            f++;
        if (cli_is_help(s)) {
            advise_usage(stdout);
            return CLI_HELP;
        } else if (k >= 0) {
            list = k;
            a->given[k] = 1;
        } else if (f < (int)CLI_COUNT(flags)) {
            *flags[f].set = 1;
        } else if ((v = take_valued(a, argc, argv, &i)) != 0) {
            if (v < 0)
                return CLI_USAGE;
        } else if (s[0] == '-') {
            return cli_unknown("advise", s);
        } else if (a->n_words[list] == LIST_WORDS) {
            cli_error("advise: too many cards after %s", k_lists[list]);
            return CLI_USAGE;
        } else {
            a->words[list][a->n_words[list]++] = argv[i];
        }
    }
    if (a->dealer && a->pone)
        return cli_conflict("advise", "--dealer", "--pone", "either you deal or the opponent does");
    return CLI_OK;
}

/* The number of cards of a mask, and its first card. */
static uint32_t mask_count(uint64_t mask)
{
    crib_card cards[CRIB_CARDS];
    return (uint32_t)CLI_SURE(crib_mask_to_cards(mask, cards, CRIB_CARDS));
}

static crib_card mask_first(uint64_t mask)
{
    crib_card cards[CRIB_CARDS];
    CLI_SURE(crib_mask_to_cards(mask, cards, CRIB_CARDS));
    return cards[0];
}

/* 1 when lists j < k may name the same card: the cards played, in the pile or earlier. */
static int may_share(int j, int k)
{
    int played = j == LIST_PLAYED || j == LIST_PLAYED_OPP;
    return (j == LIST_PILE && (k == LIST_PLAYED || k == LIST_PLAYED_OPP)) ||
           (played && k == LIST_EARLIER);
}

/* Reads each list's cards and checks that no card is in two places (a card of the pile
 * or of --earlier is also among the cards played). 1, or 0 after a message. */
static int read_lists(advise_args *a)
{
    for (int k = 0; k < LISTS; k++) {
        a->n_cards[k] = cli_read_cards(a->n_words[k], a->words[k], a->cards[k], CRIB_CARDS);
        if (a->n_cards[k] < 0)
            return 0;
        CLI_SURE(crib_mask_from_cards(a->cards[k], (size_t)a->n_cards[k], &a->mask[k]));
    }
    for (int k = 0; k < LISTS; k++)
        for (int j = 0; j < k; j++) {
            uint64_t both = a->mask[j] & a->mask[k];
            if (both && !may_share(j, k)) {
                char card[4];
                CLI_SURE(crib_card_format(mask_first(both), card, sizeof card));
                cli_error("advise: %s is named by both %s and %s", card, k_lists[j], k_lists[k]);
                return 0;
            }
        }
    return 1;
}

/* The rules, the scores and the seats of a view. 1, or 0 after a message. */
static int view_game(const advise_args *a, crib_view *v)
{
    uint32_t players = k_shape[a->variant][0], sides = players == 4 ? 2 : players;
    CLI_SURE(crib_game_rules_default(&v->rules, (uint32_t)a->variant));
    if (a->target)
        v->rules.target = (uint32_t)a->target;
    if (a->n_scores && (uint32_t)a->n_scores != sides) {
        cli_error("advise: --scores wants %u scores for %s (yours first); %d given", sides,
                  crib_name_variant((uint32_t)a->variant), a->n_scores);
        return 0;
    }
    for (int s = 0; s < a->n_scores; s++) {
        if (a->score[s] >= v->rules.target) {
            cli_error("advise: a score of %llu has already won a game to %u", a->score[s],
                      v->rules.target);
            return 0;
        }
        v->score[s] = (uint32_t)a->score[s];
    }
    v->player = 0;
    v->dealer = a->pone ? players - 1 : 0;
    return 1;
}

static int discard_view(const advise_args *a, crib_view *v)
{
    static const int k_play_only[] = {LIST_STARTER,    LIST_PILE,    LIST_PLAYED,
                                      LIST_PLAYED_OPP, LIST_DISCARD, LIST_EARLIER};
    for (size_t i = 0; i < CLI_COUNT(k_play_only); i++)
        if (a->given[k_play_only[i]]) {
            cli_error("advise: %s is for the play: add --play", k_lists[k_play_only[i]]);
            return 0;
        }
    if (a->go) {
        cli_error("advise: --go is for the play: add --play");
        return 0;
    }
    int dealt = k_shape[a->variant][1];
    if (a->n_cards[LIST_HAND] != dealt) {
        char wanted[64];
        snprintf(wanted, sizeof wanted, "the %d cards dealt in the %s game", dealt,
                 crib_name_variant((uint32_t)a->variant));
        cli_count_error("advise", wanted, a->n_cards[LIST_HAND],
                        "--variant names another game (five-card, three, four, two-to-crib)");
        return 0;
    }
    v->stage = CRIB_STAGE_DISCARD;
    v->starter = CRIB_NONE;
    v->hand = a->mask[LIST_HAND];
    return 1;
}

/* Who played each card of the pile that neither --played nor --played-opp names: the last
 * the opponent, the one before it you, and so on. */
static void pile_owners(const advise_args *a, uint64_t played[2])
{
    played[0] = a->mask[LIST_PLAYED];
    played[1] = a->mask[LIST_PLAYED_OPP];
    int n = a->n_cards[LIST_PILE];
    for (int i = 0; i < n; i++) {
        uint64_t bit = (uint64_t)1 << a->cards[LIST_PILE][i];
        if (!((played[0] | played[1]) & bit))
            played[(n - 1 - i) % 2 == 0] |= bit;
    }
}

/* The counts of the play: each side's cards, the pile's count, the go. 1, or 0 after a
 * message. */
static int play_counts(const advise_args *a, crib_view *v, uint32_t kept)
{
    uint32_t mine = mask_count(v->played[0]);
    uint32_t theirs = mask_count(v->played[1]);
    uint32_t held = (uint32_t)a->n_cards[LIST_HAND];
    if (held + mine != kept) {
        cli_error("advise: the cards you hold (%u) and have played (%u) make %u; a hand of the "
                  "%s game keeps %u%s",
                  held, mine, held + mine, crib_name_variant((uint32_t)a->variant), kept,
                  held + mine < kept ? " (name the cards of earlier counts with --played)"
                                     : " (name the pile's cards that are the opponent's with "
                                       "--played-opp)");
        return 0;
    }
    if (theirs > kept) {
        cli_error("advise: the opponent has played %u cards; a hand keeps %u", theirs, kept);
        return 0;
    }
    for (int i = 0; i < a->n_cards[LIST_PILE]; i++)
        v->count += (uint32_t)CLI_SURE(crib_card_value(a->cards[LIST_PILE][i]));
    if (v->count >= 31) {
        cli_error("advise: the pile counts %u: a count ends at 31", v->count);
        return 0;
    }
    v->held[0] = held;
    v->held[1] = kept - theirs;
    v->min_value[0] = v->min_value[1] = 1;
    if (a->go) {
        if (!v->held[1] || v->count < 22) {
            cli_error("advise: the opponent cannot have said go: %s",
                      v->held[1] ? "every card fits under a count below 22"
                                 : "they have played all their cards");
            return 0;
        }
        v->went = 2u;
        v->min_value[1] = 32 - v->count;
    }
    return 1;
}

/* --earlier: every card played before this count, in order. 1, or 0 after a message. */
static int earlier_cards(const advise_args *a, crib_view *v)
{
    uint64_t before = (v->played[0] | v->played[1]) & ~a->mask[LIST_PILE];
    if (!a->given[LIST_EARLIER])
        return 1;
    if (a->mask[LIST_EARLIER] != before) {
        cli_error("advise: --earlier names the cards played before this count, in order: "
                  "those of --played and --played-opp not in the pile (%u cards; %d given)",
                  mask_count(before), a->n_cards[LIST_EARLIER]);
        return 0;
    }
    v->n_earlier = (uint32_t)a->n_cards[LIST_EARLIER];
    memcpy(v->earlier, a->cards[LIST_EARLIER], v->n_earlier);
    return 1;
}

static int play_view(const advise_args *a, crib_view *v)
{
    if (k_shape[a->variant][0] != 2) {
        cli_error("advise: the play is advised with two players (not %s)",
                  crib_name_variant((uint32_t)a->variant));
        return 0;
    }
    if (a->n_cards[LIST_HAND] == 0) {
        cli_error("advise: --play wants the cards you hold after --hand");
        return 0;
    }
    if (a->n_cards[LIST_STARTER] != 1) {
        cli_count_error("advise", "one starter after --starter", a->n_cards[LIST_STARTER], NULL);
        return 0;
    }
    uint32_t away = k_shape[a->variant][2];
    if (a->n_cards[LIST_DISCARD] && (uint32_t)a->n_cards[LIST_DISCARD] != away) {
        cli_error("advise: --discard wants the %u card%s you laid away; %d given", away,
                  away == 1 ? "" : "s", a->n_cards[LIST_DISCARD]);
        return 0;
    }
    v->stage = CRIB_STAGE_PLAY;
    v->starter = a->cards[LIST_STARTER][0];
    v->hand = a->mask[LIST_HAND];
    v->discard = a->mask[LIST_DISCARD];
    v->n_pile = (uint32_t)a->n_cards[LIST_PILE];
    if (v->n_pile > CRIB_PLAY_MAX_PILE) {
        cli_error("advise: a count holds at most %d cards", CRIB_PLAY_MAX_PILE);
        return 0;
    }
    memcpy(v->pile, a->cards[LIST_PILE], v->n_pile);
    pile_owners(a, v->played);
    if (!play_counts(a, v, k_shape[a->variant][1] - away))
        return 0;
    return earlier_cards(a, v);
}

/* The chance to win as text: a percentage, or - where no table covers the game. */
static const char *win_text(double win, char *buf, size_t cap)
{
    if (win < 0)
        snprintf(buf, cap, "-");
    else
        snprintf(buf, cap, "%.1f%%", 100 * win);
    return buf;
}

static void print_game(const crib_view *v, uint32_t sides)
{
    printf("%s; %s", crib_name_variant(v->rules.variant),
           v->dealer == v->player ? "you deal" : "the opponent deals");
    for (uint32_t s = 0; s < sides; s++)
        printf("%s%u", s ? " to " : ", scores ", v->score[s]);
    printf(" (yours first), game to %u\n", v->rules.target);
}

static void print_text(const crib_view *v, const crib_advice *adv, uint32_t sides)
{
    char buf[24], win[12];
    if (adv->kind == CRIB_STAGE_DISCARD) {
        printf("deal ");
        cli_put_mask(stdout, v->hand);
        printf(": ");
        print_game(v, sides);
        printf("  %-9s %-14s %7s %7s %7s %7s %6s\n", "lay away", "keep", "hand", "crib", "peg",
               "total", "win");
    } else {
        printf("count %u", v->count);
        if (v->n_pile) {
            printf(" (");
            cli_put_cards(stdout, v->pile, v->n_pile);
            printf(")");
        }
        printf(", you hold ");
        cli_put_mask(stdout, v->hand);
        printf(", starter ");
        cli_put_card(stdout, (crib_card)v->starter);
        printf(": ");
        print_game(v, sides);
        printf("  %-5s %7s %6s\n", "play", "points", "win");
    }
    for (uint32_t i = 0; i < adv->n; i++) {
        const crib_advice_entry *e = &adv->entry[i];
        win_text(e->win, win, sizeof win);
        if (adv->kind == CRIB_STAGE_DISCARD) {
            char keep[24];
            crib_card cards[CRIB_CARDS];
            int32_t n = CLI_SURE(crib_mask_to_cards(v->hand & ~e->cards, cards, CRIB_CARDS));
            CLI_SURE(crib_hand_format(cards, (size_t)n, keep, sizeof keep));
            CLI_SURE(crib_hand_format(e->card, e->n_cards, buf, sizeof buf));
            printf("  %-9s %-14s %7.3f %7.3f %7.3f %7.3f %6s\n", buf, keep, e->hand, e->crib,
                   e->peg, e->points, win);
        } else if (e->n_cards) {
            CLI_SURE(crib_card_format(e->card[0], buf, sizeof buf));
            printf("  %-5s %+7.3f %6s\n", buf, e->points, win);
        } else {
            printf("  go: no card fits under the count\n");
        }
    }
}

static void print_json(const crib_view *v, const crib_advice *adv)
{
    int discard = adv->kind == CRIB_STAGE_DISCARD;
    printf("{\"kind\":\"%s\",\"variant\":\"%s\",\"target\":%u,\"dealer\":%s,\"hand\":",
           discard ? "discard" : "play", crib_name_variant(v->rules.variant), v->rules.target,
           v->dealer == v->player ? "true" : "false");
    json_mask(stdout, v->hand);
    printf(",\"entries\":[");
    for (uint32_t i = 0; i < adv->n; i++) {
        const crib_advice_entry *e = &adv->entry[i];
        printf("%s{\"cards\":", i ? "," : "");
        json_cards(stdout, e->card, e->n_cards);
        if (discard) {
            printf(",\"keep\":");
            json_mask(stdout, v->hand & ~e->cards);
        }
        printf(",\"hand\":%.6f,\"crib\":%.6f,\"peg\":%.6f,\"points\":%.6f,\"win\":", e->hand,
               e->crib, e->peg, e->points);
        if (e->win < 0)
            printf("null}");
        else
            printf("%.6f}", e->win);
    }
    printf("]}\n");
}

int cmd_advise(int argc, char **argv)
{
    advise_args a;
    memset(&a, 0, sizeof a);
    int rc = read_args(argc, argv, &a);
    if (rc != CLI_OK)
        return rc == CLI_HELP ? CLI_OK : rc;
    crib_view view;
    memset(&view, 0, sizeof view);
    if (!read_lists(&a) || !view_game(&a, &view) ||
        !(a.play ? play_view(&a, &view) : discard_view(&a, &view)))
        return CLI_USAGE;
    crib_advice adv;
    int32_t code = crib_advise(&view, &adv);
    if (code < 0) {
        cli_error("advise: %s", crib_strerror(code));
        return CLI_USAGE;
    }
    uint32_t players = k_shape[a.variant][0];
    if (a.json)
        print_json(&view, &adv);
    else
        print_text(&view, &adv, players == 4 ? 2 : players);
    return CLI_OK;
}
