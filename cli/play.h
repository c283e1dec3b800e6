/* SPDX-License-Identifier: MIT */
/* crib play: a game in the terminal against libcrib's bots. play.c drives the deal and
 * keeps the player's decisions, so that undo can play the game again from its seed without
 * the last one; play_say.c writes what happens, play_ask.c reads the player's lines, with
 * the commands and the engine's hints; review.c grades the decisions at the end. */
#ifndef CRIB_CLI_PLAY_H
#define CRIB_CLI_PLAY_H

#include "game_args.h"
#include "review.h"

/* The player's seat. */
#define PLAY_YOU 0u

/* What asking the player came to: a decision to go on with, quit (or the end of the
 * input), or undo. */
#define PLAY_ON 0
#define PLAY_QUIT 1
#define PLAY_UNDO 2

/* One decision of the player: a discard (REVIEW_DISCARD: the cards laid away), a card or a
 * go of the play (REVIEW_PLAY: card, CRIB_NONE for go), a claim in the show (REVIEW_CLAIM:
 * points); and what it was decided from (the player's view, in the discard and the play),
 * for the hints and the review. */
typedef struct play_decision {
    int kind;
    uint32_t card, points, deal;
    uint64_t away;
    crib_view view;
    uint32_t actual;
} play_decision;

/* crib play's lines are PLAY_WIDTH columns at most, so that an 80-column terminal never
 * wraps them: say() keeps the line it is given until its end, then writes it, broken at
 * spaces where it is longer, each further part indented PLAY_HANG more than the line. A
 * line longer than the room (PLAY_LINE_CAP) is written in parts. */
#define PLAY_WIDTH 80
#define PLAY_HANG 4
#define PLAY_LINE_CAP 2048

typedef struct play_line {
    size_t len;
    char text[PLAY_LINE_CAP];
} play_line;

/* The game being played. dec[0 .. n_dec-1] are the player's decisions so far; while pos <
 * n_dec the game is being played again from its seed (after an undo), quietly, with them. */
typedef struct play_state {
    game_opts opts;
    crib_game_rules rules;
    crib_deal deal;
    uint64_t seed;
    uint32_t level, players, sides;
    uint64_t away[CRIB_PLAY_MAX_PLAYERS]; /* what each player laid away in this deal */
    crib_history hist;                    /* the deal's order of play, for the views */
    int quiet, colour, echo;
    size_t n_dec, pos, cap;
    play_decision *dec;
    play_line *said; /* the line being said, not yet written */
} play_state;

/* ---- Output (play_say.c) ---- */

/* Prints as printf does, unless the game is being played again quietly; each line is
 * written at its end, within PLAY_WIDTH columns. */
void say(const play_state *g, const char *fmt, ...)
#if defined(__MINGW_PRINTF_FORMAT)
    __attribute__((format(__MINGW_PRINTF_FORMAT, 2, 3)))
#elif defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Writes what has been said of a line not yet ended (before a prompt, or at the end). */
void say_flush(const play_state *g);

/* A text as it is, for review_print(): ctx is the play_state. */
void say_text(void *ctx, const char *text);

/* The name of a player ("you", "the bot", "your partner", "bot 1") and of a side. */
const char *play_who(const play_state *g, uint32_t player);
const char *play_side(const play_state *g, uint32_t side);

/* A card (hearts and diamonds red when colour is on), cards[0 .. n-1], a mask's cards;
 * say_mask_in() pads the mask's cards with spaces to width columns, for a table. */
void say_card(const play_state *g, uint32_t card);
void say_cards(const play_state *g, const crib_card *cards, size_t n);
void say_mask(const play_state *g, uint64_t mask);
void say_mask_in(const play_state *g, uint64_t mask, size_t width);

/* What a card pegged, by kind: "fifteen, a pair". */
void say_peg(const play_state *g, const crib_peg *peg);

/* The board: each side's score, on a line of its own. */
void say_board(const play_state *g);

/* ---- Input, commands and hints (play_ask.c) ---- */

/* The commands a line may be. */
#define PLAY_CMD_NONE 0
#define PLAY_CMD_HELP 1
#define PLAY_CMD_QUIT 2
#define PLAY_CMD_HINT 3
#define PLAY_CMD_UNDO 4
#define PLAY_CMD_BOARD 5
#define PLAY_CMD_GO 6

/* Shows the prompt and reads a line into line[cap], echoed when the input is not a
 * terminal (so that a transcript reads as a dialogue). Returns 1, or 0 at the end of the
 * input. */
int ask_line(play_state *g, const char *prompt, char *line, size_t cap);

/* The command a line is (PLAY_CMD_*), in any case, alone on the line. */
int ask_command(const char *line);

/* Acts on a command other than go or a hint: help, board, quit, undo (which says there
 * is nothing to take back when there is none). Returns PLAY_QUIT, PLAY_UNDO, or PLAY_ON to
 * ask again. */
int ask_common(play_state *g, int cmd);

/* Reads the cards of a line into cards[cap]; says what is wrong and returns -1 when a word
 * is not a card, a card is named twice or there are too many; else their number. */
int ask_cards(const play_state *g, const char *line, crib_card *cards, size_t cap);

/* The hints: the expert bot's values of the best keeps of the cards dealt and of each card
 * the player may play (crib_advise(), from the player's view), the true count of a show. */
void hint_discard(const play_state *g, const crib_view *view);
void hint_card(const play_state *g, const crib_view *view);
void hint_claim(const play_state *g, uint32_t actual);

#endif
