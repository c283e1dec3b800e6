/* SPDX-License-Identifier: MIT */
/* crib play's input (see play.h): the player's lines, the commands any prompt takes, the
 * cards as the library parses them, and the engine's hints. */
#include "play.h"

#include <ctype.h>
#include <string.h>

int ask_line(play_state *g, const char *prompt, char *line, size_t cap)
{
    printf("%s", prompt);
    fflush(stdout);
    if (!fgets(line, (int)cap, stdin)) {
        printf("\nend of input: game abandoned; replay it with crib play --seed %llu\n",
               (unsigned long long)g->seed);
        return 0;
    }
    size_t n = strcspn(line, "\r\n");
    if (line[n] == '\0' && n + 1 == cap) {
        /* A line longer than the room: the rest goes unread, not into the next prompt. */
        int c;
        while ((c = getchar()) != EOF && c != '\n')
            continue;
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
           "  hint    the engine's advice: the best keeps of your cards, or the card the\n"
           "          strong bot would play and why\n"
           "  undo    take back your last decision\n"
           "  board   the scores\n"
           "  quit    stop playing (so does the end of the input)\n"
           "cards are a rank (A 2-10 T J Q K) and a suit (c d h s), in any case: 5h 10d Td Qs.\n"
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
        char word[16], q[CLI_QUOTE_CAP];
        crib_card card = 0;
        if (len >= sizeof word ||
            crib_card_parse((memcpy(word, line, len), word[len] = '\0', word), &card) != CRIB_OK) {
            say(g,
                "  '%s' is not a card: type a rank and a suit, as 5h, 10d, Td or Qs ('help' "
                "lists the commands)\n",
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

void hint_discard(const play_state *g, const play_decision *d)
{
    crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
    /* The cards are the ones dealt, as many as the variant deals (5 or 6). */
    int32_t n = CLI_SURE(
        crib_discard_analyze(d->dealt, d->n_dealt, d->flags, keeps, CRIB_DISCARD_MAX_KEEPS));
    const char *crib = (d->flags & CRIB_DISCARD_DEALER) ? "+ your crib" : "- their crib";
    say(g, "  hint: the best keeps by expected points (the hand's show %s):\n", crib);
    for (int32_t i = 0; i < n && i < 3; i++) {
        say(g, "    keep ");
        say_mask(g, keeps[i].keep);
        say(g, ", lay away ");
        say_mask(g, keeps[i].discard);
        say(g, ": hand %.2f %c crib %.2f = %.2f\n", keeps[i].hand.mean,
            (d->flags & CRIB_DISCARD_DEALER) ? '+' : '-', keeps[i].crib.mean, keeps[i].value);
    }
}

void hint_card(const play_state *g, const crib_view *view)
{
    crib_card card = 0, pile[CRIB_PLAY_MAX_PILE + 1];
    /* The view is the player's, on his turn, which the deal gave. */
    if (CLI_SURE(crib_bot_choose_play(view, CRIB_BOT_STRONG, g->seed, &card)) == 0) {
        say(g, "  hint: no card fits: say go\n");
        return;
    }
    memcpy(pile, view->pile, view->n_pile);
    pile[view->n_pile] = card;
    crib_peg peg;
    CLI_SURE(crib_peg_score(pile, view->n_pile + 1, &peg));
    say(g, "  hint: the strong bot would play ");
    say_card(g, card);
    say(g, ", making the count %u", peg.count);
    if (peg.total) {
        say(g, " for %u (", peg.total);
        say_peg(g, &peg);
        say(g, ")");
    } else
        say(g, ", pegging nothing now");
    say(g, ":\n  of the cards you may play, it gives the best points (yours less theirs) over "
           "the rest\n  of the play, averaged over every hand the others may hold\n");
}

void hint_claim(const play_state *g, uint32_t actual)
{
    say(g, "  hint: the engine counts %u\n", actual);
}
