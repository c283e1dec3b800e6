/* SPDX-License-Identifier: MIT */
/* crib play's input (see play.h): the player's lines, the commands any prompt takes, the
 * cards as the library parses them, and the engine's hints. */
#include "play.h"

#include <ctype.h>
#include <string.h>

int ask_line(play_state *g, const char *prompt, char *line, size_t cap)
{
    say(g, "%s", prompt);
    say_flush(g);
    if (!fgets(line, (int)cap, stdin)) {
        say(g, "\nend of input: game abandoned; replay it with crib play --seed %llu\n",
            (unsigned long long)g->seed);
        return 0;
    }
    size_t n = strcspn(line, "\r\n");
    if (line[n] == '\0' && n + 1 == cap) {
        /* A line longer than the room: the rest goes unread, not into the next prompt. */
        int c;
        do
            c = getchar();
        while (c != EOF && c != '\n');
    }
    line[n] = '\0';
    if (g->echo)
        printf("%s\n", line);
    return 1;
}

int ask_command(const char *line)
{
    static const struct {
        const char *word;
        int cmd;
    } k_words[] = {
        {"help", PLAY_CMD_HELP},   {"?", PLAY_CMD_HELP},    {"quit", PLAY_CMD_QUIT},
        {"exit", PLAY_CMD_QUIT},   {"hint", PLAY_CMD_HINT}, {"undo", PLAY_CMD_UNDO},
        {"board", PLAY_CMD_BOARD}, {"go", PLAY_CMD_GO},
    };
    char word[8];
    size_t n = 0;
    while (isspace((unsigned char)*line))
        line++;
    while (*line && !isspace((unsigned char)*line) && n + 1 < sizeof word)
        word[n++] = (char)tolower((unsigned char)*line++);
    word[n] = '\0';
    while (isspace((unsigned char)*line))
        line++;
    if (*line)
        return PLAY_CMD_NONE;
    for (size_t i = 0; i < CLI_COUNT(k_words); i++)
        if (!strcmp(word, k_words[i].word))
            return k_words[i].cmd;
    return PLAY_CMD_NONE;
}

static void help(const play_state *g)
{
    say(g, "commands, at any prompt:\n"
           "  help    this list\n"
           "  hint    the engine's advice: the best keeps of your cards, or each card you\n"
           "          may play, with the expert bot's expected points (and the chance to\n"
           "          win, known in the six-card game and two-to-crib to 121 or 61,\n"
           "          five-card to 61)\n"
           "  undo    take back your last decision\n"
           "  board   the scores\n"
           "  quit    stop playing (so does the end of the input)\n"
           "cards are a rank (A 2-10 T J Q K) and a suit (c d h s), in any case: 10d Td Qs.\n"
           "In the discard, name the cards to lay away (2c 9h); in the play, one card, or go\n"
           "when none fits; in the show, with muggins, the points you count.\n");
}

int ask_common(play_state *g, int cmd)
{
    switch (cmd) {
    case PLAY_CMD_HELP: help(g); return PLAY_ON;
    case PLAY_CMD_BOARD: say_board(g); return PLAY_ON;
    case PLAY_CMD_QUIT:
        say(g, "game abandoned; replay it with crib play --seed %llu\n",
            (unsigned long long)g->seed);
        return PLAY_QUIT;
    default:
        if (g->n_dec == 0) {
            say(g, "  nothing to take back yet\n");
            return PLAY_ON;
        }
        return PLAY_UNDO;
    }
}

int ask_cards(const play_state *g, const char *line, crib_card *cards, size_t cap)
{
    static const char k_seps[] = " \t,";
    size_t n = 0;
    for (line += strspn(line, k_seps); *line; line += strspn(line, k_seps)) {
        size_t len = strcspn(line, k_seps);
        char word[16];
        crib_card card = 0;
        if (len >= sizeof word ||
            crib_card_parse((memcpy(word, line, len), word[len] = '\0', word), &card) != CRIB_OK) {
            char q[CLI_QUOTE_CAP];
            say(g,
                "  '%s' is not a card: type a rank and a suit, as 5h, 10d, Td or Qs\n"
                "  ('help' lists the commands)\n",
                cli_quote(line, len, q, sizeof q));
            return -1;
        }
        for (size_t i = 0; i < n; i++)
            if (cards[i] == card) {
                say(g, "  you named ");
                say_card(g, card);
                say(g, " twice\n");
                return -1;
            }
        if (n == cap) {
            say(g, "  too many cards\n");
            return -1;
        }
        cards[n++] = card;
        line += len;
    }
    return (int)n;
}

/* ", wins 52.5%", or nothing where no table covers the game. */
static void say_win(const play_state *g, double win)
{
    if (win >= 0)
        say(g, ", wins %.1f%%", 100 * win);
}

/* The expert bot's advice for a view, or 0 (said) when it has none for it. */
static int advise(const play_state *g, const crib_view *view, crib_advice *adv)
{
    if (crib_advise(view, adv) == CRIB_OK)
        return 1;
    say(g, "  hint: the engine has no advice for this hand\n");
    return 0;
}

void hint_discard(const play_state *g, const crib_view *view)
{
    crib_advice adv;
    if (!advise(g, view, &adv))
        return;
    int wins = adv.entry[0].win >= 0;
    say(g,
        "  hint: the best keeps, as the expert bot values them: the expected points of\n"
        "  the hand, of the crib (yours +, theirs -) and of the pegging, their total%s:\n",
        wins ? ",\n  and the chance to win" : "");
    say(g, "    %-15s  %-8s  %6s  %6s  %7s  %6s%s\n", "keep", "lay away", "hand", "crib", "pegging",
        "total", wins ? "    wins" : "");
    for (uint32_t i = 0; i < adv.n && i < 3; i++) {
        const crib_advice_entry *e = &adv.entry[i];
        say(g, "    ");
        say_mask_in(g, view->hand & ~e->cards, 15);
        say(g, "  ");
        say_mask_in(g, e->cards, 8);
        say(g, "  %6.2f  %+6.2f  %+7.2f  %6.2f", e->hand, e->crib, e->peg, e->points);
        if (wins)
            say(g, "  %5.1f%%", 100 * e->win);
        say(g, "\n");
    }
}

void hint_card(const play_state *g, const crib_view *view)
{
    crib_advice adv;
    if (!advise(g, view, &adv))
        return;
    if (adv.entry[0].n_cards == 0) {
        say(g, "  hint: no card fits: say go\n");
        return;
    }
    /* What the values are: the points over the rest of the play, net of the others' (their
     * mean three-handed); the chance to win only where the library knows it. */
    if (g->players == 2)
        say(g,
            "  hint: your cards, best first, as the expert bot values them (the points you\n"
            "  peg less theirs over the rest of the play%s):\n",
            adv.entry[0].win >= 0 ? ", and the chance to win" : "");
    else if (g->players == 4)
        say(g, "  hint: your cards, best first, as the expert bot values them (the points your\n"
               "  side pegs less theirs over the rest of the play):\n");
    else
        say(g, "  hint: your cards, best first, as the expert bot values them (the points you\n"
               "  peg less the mean of the other two's over the rest of the play):\n");
    for (uint32_t i = 0; i < adv.n; i++) {
        const crib_advice_entry *e = &adv.entry[i];
        crib_card pile[CRIB_PLAY_MAX_PILE + 1];
        crib_peg peg;
        memcpy(pile, view->pile, view->n_pile);
        pile[view->n_pile] = e->card[0];
        /* A card the advice lists fits under the count of the view's pile. */
        CLI_SURE(crib_peg_score(pile, view->n_pile + 1, &peg));
        say(g, "    ");
        say_card(g, e->card[0]);
        say(g, ", count %u", peg.count);
        if (peg.total) {
            say(g, " for %u (", peg.total);
            say_peg(g, &peg);
            say(g, ")");
        }
        say(g, ": %+.2f points", e->points);
        say_win(g, e->win);
        say(g, "\n");
    }
}

void hint_claim(const play_state *g, uint32_t actual)
{
    say(g, "  hint: the engine counts %u\n", actual);
}
