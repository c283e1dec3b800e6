/* SPDX-License-Identifier: MIT */
/* crib play's output (see play.h): plain text, with red hearts and diamonds when the
 * output is a terminal and NO_COLOR is not set. */
#include "play.h"

#include <stdarg.h>
#include <string.h>

/* The columns s[0 .. n-1] takes on a terminal: a colour's escape (ESC [ ... m) takes none,
 * nor does a byte that goes on a UTF-8 character (a suit symbol). Sets *end to the end of
 * the longest start of it that fits in width columns. */
static size_t columns(const char *s, size_t n, size_t width, size_t *end)
{
    size_t col = 0, i = 0;
    *end = n;
    while (i < n) {
        if (s[i] == '\033') {
            while (i < n && s[i] != 'm')
                i++;
            i++;
            continue;
        }
        if (((unsigned char)s[i] & 0xC0) != 0x80) {
            if (col == width && *end == n)
                *end = i;
            col++;
        }
        i++;
    }
    return col;
}

/* Writes a whole line, s[0 .. n-1], in parts of PLAY_WIDTH columns at most, broken at
 * spaces, each part after the first indented PLAY_HANG more than the line. A word longer
 * than a part is written whole. */
static void put_line(const char *s, size_t n)
{
    size_t lead = strspn(s, " ");
    size_t hang = (lead < n && lead < PLAY_WIDTH / 2 ? lead : 0) + PLAY_HANG, at = 0;
    for (;;) {
        size_t fits;
        if (at + columns(s, n, PLAY_WIDTH - at, &fits) <= PLAY_WIDTH)
            break;
        /* The last space before the first character that does not fit, after a word. */
        size_t cut = fits;
        while (cut > 0 && s[cut] != ' ')
            cut--;
        size_t word = cut;
        while (word > 0 && s[word - 1] == ' ')
            word--;
        if (word == 0 || (at == 0 && word <= lead))
            break;
        fwrite(s, 1, word, stdout);
        printf("\n%*s", (int)hang, "");
        at = hang;
        s += cut;
        n -= cut;
        while (n > 0 && *s == ' ') {
            s++;
            n--;
        }
    }
    fwrite(s, 1, n, stdout);
    putchar('\n');
}

void say(const play_state *g, const char *fmt, ...)
{
    char piece[PLAY_LINE_CAP];
    va_list ap;
    if (g->quiet)
        return;
    va_start(ap, fmt);
    int n = vsnprintf(piece, sizeof piece, fmt, ap);
    va_end(ap);
    play_line *line = g->said;
    for (size_t i = 0; n > 0 && i < (size_t)n && i < sizeof piece - 1; i++) {
        if (piece[i] == '\n' || line->len == sizeof line->text) {
            put_line(line->text, line->len);
            line->len = 0;
        }
        if (piece[i] != '\n')
            line->text[line->len++] = piece[i];
    }
}

void say_flush(const play_state *g)
{
    fwrite(g->said->text, 1, g->said->len, stdout);
    g->said->len = 0;
    fflush(stdout);
}

void say_text(void *ctx, const char *text)
{
    say(ctx, "%s", text);
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

void say_mask_in(const play_state *g, uint64_t mask, size_t width)
{
    crib_card cards[CRIB_CARDS];
    char text[4];
    int32_t n = CLI_SURE(crib_mask_to_cards(mask, cards, CRIB_CARDS));
    size_t used = n > 0 ? (size_t)n - 1 : 0;
    for (int32_t i = 0; i < n; i++)
        used += (size_t)CLI_SURE(crib_card_format(cards[i], text, sizeof text));
    say_cards(g, cards, (size_t)n);
    say(g, "%*s", used < width ? (int)(width - used) : 0, "");
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
