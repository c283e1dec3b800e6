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
          "       crib advise --play --variant three|four --hand CARD... --starter CARD\n"
          "                   [--pile CARD...] [--played CARD...] [--played-left CARD...]\n"
          "                   [--played-across CARD...] [--played-right CARD...]\n"
          "                   [--discard CARD...] [--earlier CARD...]\n"
          "                   [--go-left] [--go-across] [--go-right]\n"
          "                   [--dealer|--dealer-left|--dealer-across|--dealer-right]\n"
          "                   [GAME] [--json]\n"
          "  Every choice of a decision, best first, as the expert bot values it\n"
          "  (crib_advise): the first line is the expert bot's choice.\n"
          "  The discard: the cards dealt to you; each way to lay away with the kept\n"
          "  hand's expected show, the crib's (minus when it is not your side's), the\n"
          "  pegging the keep brings (yours less theirs), their total and the chance to\n"
          "  win the game.\n"
          "  The play (--play): your turn; each card you may play with the points you\n"
          "  (your side) expect to peg in the rest of the play less the opponent's\n"
          "  (three-handed, the mean of the other two's), and the chance to win. The\n"
          "  others are named by their seat: with two players the opponent; three-handed\n"
          "  the player on your left (who plays after you) and on your right; four-handed\n"
          "  also your partner, across. The cards after an option belong to it:\n"
          "  --hand CARD...        the cards you still hold\n"
          "  --starter CARD        the starter\n"
          "  --pile CARD...        the cards of the current count, in the order played;\n"
          "                        those no --played option names are taken to be played\n"
          "                        in turn, the last by the player on your right (with\n"
          "                        two, the opponent): name them when a go broke the turn\n"
          "  --played CARD...      the cards you have played in this deal (earlier counts)\n"
          "  --played-opp CARD...  the cards the opponent has played in this deal\n"
          "  --played-left CARD..., --played-across CARD..., --played-right CARD...\n"
          "                        three and four players: the cards each has played\n"
          "  --discard CARD...     the cards you laid away (else counted as unseen)\n"
          "  --earlier CARD...     the cards of the earlier counts in the order played,\n"
          "                        each named by a --played option: the others' plays\n"
          "                        then tell more\n"
          "  --go                  the opponent has said go in this count\n"
          "  --go-left, --go-across, --go-right\n"
          "                        three and four players: that player has said go in\n"
          "                        this count\n"
          "  Both:\n"
          "  --dealer              you deal: the crib is yours (the default)\n"
          "  --pone                the player on your right deals (with two, the opponent)\n"
          "  --dealer-left, --dealer-across, --dealer-right\n"
          "                        three and four players: that player deals\n"
          "  GAME: --variant NAME  six-card (default), five-card, three, four, two-to-crib\n"
          "        --target N      the score that wins (default 121; 61 five-card)\n"
          "        --scores A,B    the scores (default 0s): one a side, yours first;\n"
          "                        three-handed yours, the left's, the right's\n"
          "                        (A,B,C); four-handed your side's, then theirs. The\n"
          "                        chance to win is known for the two-player six-card\n"
          "                        game and two-to-crib to 121 or 61 and five-card to\n"
          "                        61, and shown as - otherwise\n"
          "  --json                print one JSON object instead of text\n"
          "  Examples: crib advise --pone 6c 5h 5d Jc 2s 9h\n"
          "            crib advise --play --hand 5h 9c Kd --starter 3c --pile 10s 4h\n"
          "            crib advise --play --variant three --pone --hand 5h 9c Kd\n"
          "                --starter 3c --pile 10s 4h 7c\n",
          f);
}

/* The lists of cards the command line names, each after its option. */
#define LIST_HAND 0
#define LIST_STARTER 1
#define LIST_PILE 2
#define LIST_PLAYED 3
#define LIST_DISCARD 4
#define LIST_EARLIER 5
#define LIST_OTHERS 6 /* the others' cards played: LIST_OTHERS + the seat word (below) */
#define LISTS (LIST_OTHERS + SEAT_WORDS)

/* The words that name the other players in the options: the opponent of a two-player game,
 * and three- and four-handed the player on your left (who plays after you), across (your
 * partner) and on your right. */
#define SEAT_OPP 0
#define SEAT_LEFT 1
#define SEAT_ACROSS 2
#define SEAT_RIGHT 3
#define SEAT_WORDS 4

static const char *const k_lists[LISTS] = {
    "--hand",    "--starter",    "--pile",        "--played",        "--discard",
    "--earlier", "--played-opp", "--played-left", "--played-across", "--played-right"};

/* The options that say who has said go, and who deals, by seat word. */
static const char *const k_go[SEAT_WORDS] = {"--go", "--go-left", "--go-across", "--go-right"};
static const char *const k_deals[SEAT_WORDS] = {"--pone", "--dealer-left", "--dealer-across",
                                                "--dealer-right"};

/* Each variant's players, cards dealt and cards each player lays away. */
static const uint8_t k_shape[5][3] = {{2, 6, 2}, {2, 5, 2}, {3, 5, 1}, {4, 5, 1}, {2, 5, 1}};

/* The words of a list: at most one card a word matters, more are too many. */
#define LIST_WORDS CRIB_CARDS

typedef struct advise_args {
    int play, dealer, json, variant;
    int go[SEAT_WORDS], deals[SEAT_WORDS];
    unsigned long long target, score[CRIB_GAME_MAX_SIDES];
    int n_scores;
    char *words[LISTS][LIST_WORDS];
    int n_words[LISTS], given[LISTS];
    crib_card cards[LISTS][CRIB_CARDS];
    int n_cards[LISTS];
    uint64_t mask[LISTS];
} advise_args;

/* The seat (1 .. players-1, counted from you to your left) that seat word w names in a game
 * of `players`, or 0 when it names no one there. --pone names the player on your right in
 * every game. */
static uint32_t seat_of(uint32_t players, int w)
{
    if (players == 2)
        return w == SEAT_OPP ? 1 : 0;
    if (w == SEAT_ACROSS)
        return players == 4 ? 2 : 0;
    return w == SEAT_LEFT ? 1 : w == SEAT_RIGHT ? players - 1 : 0;
}

/* The seat word of seat s (1 .. players-1). */
static int word_of(uint32_t players, uint32_t s)
{
    if (players == 2)
        return SEAT_OPP;
    return s == 1 ? SEAT_LEFT : s == players - 1 ? SEAT_RIGHT : SEAT_ACROSS;
}

/* Seat s (0 .. players-1) in words, as a sentence's subject. */
static const char *seat_name(uint32_t players, uint32_t s)
{
    static const char *const k_names[SEAT_WORDS] = {"the opponent", "the player on your left",
                                                    "your partner", "the player on your right"};
    return s == 0 ? "you" : k_names[word_of(players, s)];
}

/* "the %s game": a variant in words. */
static const char *variant_words(int variant)
{
    static const char *const k_words[5] = {"six-card", "five-card", "three-handed", "four-handed",
                                           "two-to-crib"};
    return k_words[variant];
}

static const char *game_name(uint32_t players)
{
    return players == 2   ? "a two-player game"
           : players == 3 ? "a three-handed game"
                          : "a four-handed game";
}

/* Says that option opt, of a kind ("played", "go" or "deals"), names no one in a game of
 * `players`, and which options do. */
static void no_seat(const char *opt, const char *kind, uint32_t players)
{
    static const char *const k_two[3] = {"name the opponent's cards with --played-opp",
                                         "--go says the opponent has said go",
                                         "--pone says the opponent deals"};
    static const char *const k_three[3] = {
        "--played-left and --played-right name the others' cards",
        "--go-left and --go-right say who has said go",
        "--dealer-left or --dealer-right says who deals (--dealer: you)"};
    static const char *const k_four[3] = {
        "--played-left, --played-across (your partner) and --played-right name the others' cards",
        "--go-left, --go-across and --go-right say who has said go",
        "--dealer-left, --dealer-across or --dealer-right says who deals (--dealer: you)"};
    int k = kind[0] == 'p' ? 0 : kind[0] == 'g' ? 1 : 2;
    cli_error("advise: %s names no one in %s: %s", opt, game_name(players),
              (players == 2   ? k_two
               : players == 3 ? k_three
                              : k_four)[k]);
}

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
/* NOLINTNEXTLINE(readability-function-cognitive-complexity): one loop over the words */
static int read_args(int argc, char **argv, advise_args *a)
{
    cli_flag flags[3 + 2 * SEAT_WORDS] = {
        {"--play", &a->play}, {"--dealer", &a->dealer}, {"--json", &a->json}};
    for (int w = 0; w < SEAT_WORDS; w++) {
        flags[3 + w] = (cli_flag){k_go[w], &a->go[w]};
        flags[3 + SEAT_WORDS + w] = (cli_flag){k_deals[w], &a->deals[w]};
    }
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
    /* One player deals: --dealer or one of the others. */
    const char *first = a->dealer ? "--dealer" : NULL;
    for (int w = 0; w < SEAT_WORDS; w++) {
        if (!a->deals[w])
            continue;
        if (first)
            return cli_conflict("advise", first, k_deals[w],
                                a->dealer && w == SEAT_OPP ? "either you deal or the opponent does"
                                                           : "one player deals");
        first = k_deals[w];
    }
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

static int is_played(int k)
{
    return k == LIST_PLAYED || k >= LIST_OTHERS;
}

/* 1 when lists j < k may name the same card: the cards played, in the pile or earlier. */
static int may_share(int j, int k)
{
    return (j == LIST_PILE && is_played(k)) || (is_played(j) && k == LIST_EARLIER) ||
           (j == LIST_EARLIER && is_played(k));
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
        cli_error("advise: --scores wants %u scores for %s (%s first); %d given", sides,
                  crib_name_variant((uint32_t)a->variant), players == 4 ? "your side's" : "yours",
                  a->n_scores);
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
    v->dealer = 0;
    for (int w = 0; w < SEAT_WORDS; w++) {
        if (!a->deals[w])
            continue;
        /* --pone: the player on your right, whatever the game. */
        v->dealer = w == SEAT_OPP ? players - 1 : seat_of(players, w);
        if (!v->dealer) {
            no_seat(k_deals[w], "deals", players);
            return 0;
        }
    }
    return 1;
}

static int discard_view(const advise_args *a, crib_view *v)
{
    for (int k = LIST_STARTER; k < LISTS; k++)
        if (a->given[k]) {
            cli_error("advise: %s is for the play: add --play", k_lists[k]);
            return 0;
        }
    for (int w = 0; w < SEAT_WORDS; w++)
        if (a->go[w]) {
            cli_error("advise: %s is for the play: add --play", k_go[w]);
            return 0;
        }
    int dealt = k_shape[a->variant][1];
    if (a->n_cards[LIST_HAND] != dealt) {
        char wanted[64];
        snprintf(wanted, sizeof wanted, "the %d cards dealt in the %s game", dealt,
                 variant_words(a->variant));
        cli_count_error("advise", wanted, a->n_cards[LIST_HAND],
                        "--variant names another game (five-card, three, four, two-to-crib)");
        return 0;
    }
    v->stage = CRIB_STAGE_DISCARD;
    v->starter = CRIB_NONE;
    v->hand = a->mask[LIST_HAND];
    return 1;
}

/* Who played each card: the cards each --played option names, by seat, and those of the
 * pile that none names, in turn from the end: the last the player on your right's (the
 * opponent's with two), the one before it the player's before them, and so on. 1, or 0
 * after a message when an option names no one in the game. */
static int card_owners(const advise_args *a, uint32_t players, crib_view *v)
{
    v->played[0] = a->mask[LIST_PLAYED];
    for (int w = 0; w < SEAT_WORDS; w++) {
        int k = LIST_OTHERS + w;
        if (!a->given[k])
            continue;
        uint32_t s = seat_of(players, w);
        if (!s) {
            no_seat(k_lists[k], "played", players);
            return 0;
        }
        v->played[s] = a->mask[k];
    }
    uint64_t named = 0;
    for (uint32_t s = 0; s < players; s++)
        named |= v->played[s];
    int n = a->n_cards[LIST_PILE];
    for (int i = 0; i < n; i++) {
        uint64_t bit = (uint64_t)1 << a->cards[LIST_PILE][i];
        if (!(named & bit))
            v->played[players - 1 - (uint32_t)(n - 1 - i) % players] |= bit;
    }
    return 1;
}

/* " (name ... with --played-opp)": where the pile's cards that are not yours are named. */
static const char *others_options(uint32_t players)
{
    return players == 2   ? "--played-opp"
           : players == 3 ? "--played-left and --played-right"
                          : "--played-left, --played-across and --played-right";
}

/* The gos of this count: bit s of v->went for each player who has said go, and the least
 * value their cards can have. 1, or 0 after a message. */
static int play_gos(const advise_args *a, uint32_t players, crib_view *v)
{
    for (int w = 0; w < SEAT_WORDS; w++) {
        if (!a->go[w])
            continue;
        uint32_t s = seat_of(players, w);
        if (!s || s >= CRIB_PLAY_MAX_PLAYERS) {
            no_seat(k_go[w], "go", players);
            return 0;
        }
        if (!v->held[s] || v->count < 22) {
            cli_error("advise: %s cannot have said go: %s", seat_name(players, s),
                      v->held[s] ? "every card fits under a count below 22"
                                 : "they have played all their cards");
            return 0;
        }
        v->went |= 1u << s;
        v->min_value[s] = 32 - v->count;
    }
    return 1;
}

/* The counts of the play: each player's cards, the pile's count, the gos. 1, or 0 after a
 * message. */
static int play_counts(const advise_args *a, uint32_t players, crib_view *v, uint32_t kept)
{
    uint32_t mine = mask_count(v->played[0]);
    uint32_t held = (uint32_t)a->n_cards[LIST_HAND];
    if (held + mine != kept) {
        char hint[128];
        if (held + mine < kept)
            snprintf(hint, sizeof hint, " (name the cards of earlier counts with --played)");
        else if (players == 2)
            snprintf(hint, sizeof hint,
                     " (name the pile's cards that are the opponent's with "
                     "--played-opp)");
        else
            snprintf(hint, sizeof hint, " (name the pile's cards that others played with %s)",
                     others_options(players));
        cli_error("advise: the cards you hold (%u) and have played (%u) make %u; a hand of the "
                  "%s game keeps %u%s",
                  held, mine, held + mine, variant_words(a->variant), kept, hint);
        return 0;
    }
    v->held[0] = held;
    v->min_value[0] = 1;
    for (uint32_t s = 1; s < players; s++) {
        uint32_t theirs = mask_count(v->played[s]);
        if (theirs > kept) {
            cli_error("advise: %s has played %u cards; a hand keeps %u", seat_name(players, s),
                      theirs, kept);
            return 0;
        }
        v->held[s] = kept - theirs;
        v->min_value[s] = 1;
    }
    for (int i = 0; i < a->n_cards[LIST_PILE]; i++)
        v->count += (uint32_t)CLI_SURE(crib_card_value(a->cards[LIST_PILE][i]));
    if (v->count >= 31) {
        cli_error("advise: the pile counts %u: a count ends at 31", v->count);
        return 0;
    }
    return play_gos(a, players, v);
}

/* --earlier: every card played before this count, in order. 1, or 0 after a message. */
static int earlier_cards(const advise_args *a, crib_view *v)
{
    uint64_t before = 0;
    for (int s = 0; s < CRIB_PLAY_MAX_PLAYERS; s++)
        before |= v->played[s];
    before &= ~a->mask[LIST_PILE];
    if (!a->given[LIST_EARLIER])
        return 1;
    if (a->mask[LIST_EARLIER] != before) {
        cli_error("advise: --earlier names the cards played before this count, in order: "
                  "those of the --played options not in the pile (%u cards; %d given)",
                  mask_count(before), a->n_cards[LIST_EARLIER]);
        return 0;
    }
    v->n_earlier = (uint32_t)a->n_cards[LIST_EARLIER];
    memcpy(v->earlier, a->cards[LIST_EARLIER], v->n_earlier);
    return 1;
}

static int play_view(const advise_args *a, crib_view *v)
{
    uint32_t players = k_shape[a->variant][0];
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
    if (!card_owners(a, players, v) || !play_counts(a, players, v, k_shape[a->variant][1] - away))
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

/* The game's line: who deals and the scores. */
static void print_game(const crib_view *v, uint32_t players)
{
    printf("%s; ", crib_name_variant(v->rules.variant));
    if (v->dealer == v->player)
        printf("you deal");
    else
        printf("%s deals", seat_name(players, v->dealer));
    if (players == 2)
        printf(", scores %u to %u (yours first)", v->score[0], v->score[1]);
    else if (players == 3)
        printf(", scores: you %u, left %u, right %u", v->score[0], v->score[1], v->score[2]);
    else
        printf(", scores: your side %u, theirs %u", v->score[0], v->score[1]);
    printf(", game to %u\n", v->rules.target);
}

static void print_text(const crib_view *v, const crib_advice *adv, uint32_t players)
{
    char buf[24], win[12];
    if (adv->kind == CRIB_STAGE_DISCARD) {
        printf("deal ");
        cli_put_mask(stdout, v->hand);
        printf(": ");
        print_game(v, players);
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
        print_game(v, players);
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
    printf("{\"kind\":\"%s\",\"variant\":\"%s\",\"target\":%u,\"dealer\":%s,"
           "\"dealer_seat\":%u,\"hand\":",
           discard ? "discard" : "play", crib_name_variant(v->rules.variant), v->rules.target,
           v->dealer == v->player ? "true" : "false", v->dealer);
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
    if (a.json)
        print_json(&view, &adv);
    else
        print_text(&view, &adv, k_shape[a.variant][0]);
    return CLI_OK;
}
