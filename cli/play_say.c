/* SPDX-License-Identifier: MIT */
/* crib play's output (see play.h): plain text, with red hearts and diamonds when the
 * output is a terminal and NO_COLOR is not set. */
#include "play.h"

#include <stdarg.h>

void say(const play_state *g, const char *fmt, ...)
{
    va_list ap;
    if (g->quiet)
        return;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
}

const char *play_who(const play_state *g, uint32_t player)
{
    static const char *const k_two[] = {"you", "the bot"};
    static const char *const k_three[] = {"you", "bot 1", "bot 2"};
    static const char *const k_four[] = {"you", "bot 1", "your partner", "bot 3"};
    if (g->players == 2)
        return k_two[player & 1u];
    if (g->players == 3)
        return k_three[player % 3];
    return k_four[player & 3u];
}

const char *play_side(const play_state *g, uint32_t side)
{
    if (g->players == 4)
        return side == 0 ? "you and your partner" : "bots 1 and 3";
    return play_who(g, side);
}

void say_card(const play_state *g, uint32_t card)
{
    char text[4];
    CLI_SURE(crib_card_format((crib_card)card, text, sizeof text));
    int32_t suit = CLI_SURE(crib_card_suit((crib_card)card));
    int red = g->colour && (suit == CRIB_HEARTS || suit == CRIB_DIAMONDS);
    say(g, red ? "\033[31m%s\033[0m" : "%s", text);
}

void say_cards(const play_state *g, const crib_card *cards, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        say(g, i ? " " : "");
        say_card(g, cards[i]);
    }
}

void say_mask(const play_state *g, uint64_t mask)
{
    crib_card cards[CRIB_CARDS];
    int32_t n = CLI_SURE(crib_mask_to_cards(mask, cards, CRIB_CARDS));
    say_cards(g, cards, (size_t)n);
}

void say_board(const play_state *g)
{
    crib_game game;
    CLI_SURE(crib_deal_game(&g->deal, &game));
    say(g, "  board:");
    for (uint32_t s = 0; s < g->sides; s++) {
        uint32_t front, rear;
        CLI_SURE(crib_game_board(&game, s, &front, &rear));
        say(g, g->colour ? "%s %s \033[1m%u\033[0m" : "%s %s %u", s ? "," : "", play_side(g, s),
            front);
    }
    say(g, " (to %u)\n", g->rules.target);
}

void say_peg(const play_state *g, const crib_peg *peg)
{
    const char *what[5];
    size_t k = 0;
    if (peg->fifteen)
        what[k++] = "fifteen";
    if (peg->thirty_one)
        what[k++] = "thirty-one";
    if (peg->pairs)
        what[k++] = peg->pairs == 2   ? "a pair"
                    : peg->pairs == 6 ? "a pair royal"
                                      : "a double pair royal";
    if (peg->run)
        what[k++] = "a run";
    if (peg->go)
        what[k++] = "one for last";
    for (size_t i = 0; i < k; i++)
        say(g, "%s%s", i ? ", " : "", what[i]);
}
