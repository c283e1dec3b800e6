/* SPDX-License-Identifier: MIT */
/* The crib program's shared pieces: the command line (args.c), messages (messages.c) and
 * cards as text (cards.c); each command lives in a file of its own. */
#ifndef CRIB_CLI_H
#define CRIB_CLI_H

#include "crib.h"

#include <stdio.h>

/* Exit codes: 0 done, 1 a failure while running, 2 bad usage or input. */
#define CLI_OK 0
#define CLI_FAIL 1
#define CLI_USAGE 2

/* The number of elements of an array. */
#define CLI_COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* What cli_read_flags returns once it has printed the usage that -h or --help asked for. */
#define CLI_HELP (-1)

/* The room cli_quote needs for any text: longer text is cut short. */
#define CLI_QUOTE_CAP 64

/* ---- The command line (args.c) ---- */

/* An option without a value, and the int it sets to 1. */
typedef struct cli_flag {
    const char *name;
    int *set;
} cli_flag;

/* Reads the options of cmd from argv: the flags[n_flags], -h or --help, and --, after which
 * every word is taken as it is. The other words are kept, in order, in argv[0 .. *words-1].
 * Returns CLI_OK; CLI_HELP after printing usage on stdout; CLI_USAGE after a message about
 * an unknown option (cli_unknown). */
int cli_read_flags(const char *cmd, int argc, char **argv, const cli_flag *flags, size_t n_flags,
                   void (*print_usage)(FILE *), int *words);

/* Whether arg asks for a command's usage: -h or --help. */
int cli_is_help(const char *arg);

/* The value whose word (by name_of, one of names.h's crib_name_* functions, which the
 * layout generator writes from crib.h) is s, or -1; n is the group's CRIB_NAMES_* count. */
int cli_find_word(const char *(*name_of)(uint32_t), uint32_t n, const char *s);

/* The index of s in names[0 .. n-1], or -1. */
int cli_find_name(const char *const *names, size_t n, const char *s);

/* A decimal number 0 .. max, digits only; 1 when s is one, with it in *out. */
int cli_parse_number(const char *s, unsigned long long max, unsigned long long *out);

/* ---- Messages (messages.c) ---- */

/* Prints "crib: <message>" on stderr. (With MinGW, gcc's printf format is msvcrt's; its
 * headers name the one stdio.h gives, C99's where __USE_MINGW_ANSI_STDIO is 1.) */
void cli_error(const char *fmt, ...)
#if defined(__MINGW_PRINTF_FORMAT)
    __attribute__((format(__MINGW_PRINTF_FORMAT, 1, 2)))
#elif defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* Writes the first len bytes of s into buf[cap] (cap >= 4) as a message may show them: a
 * terminal can display the result but never act on it. Printable ASCII stays as it is but
 * for the backslash, which is doubled; the UTF-8 suit symbols that a card may hold stay;
 * every other byte is written \xHH. Text that does not fit ends in "...". Returns buf.
 * Every message that quotes what the user typed quotes it through this. */
const char *cli_quote(const char *s, size_t len, char *buf, size_t cap);

/* Prints that arg is not an option (when it begins with '-') or an argument of cmd, then
 * where cmd's options are (cli_see_help); returns CLI_USAGE. */
int cli_unknown(const char *cmd, const char *arg);

/* Prints that val is no value for cmd's option opt (NULL: opt came last, with none) and
 * what the values are, then where cmd's options are (cli_see_help); returns CLI_USAGE:
 *   crib: game: bad value for --variant: 'nine' (six-card, five-card, three, four, two-to-crib)
 *   crib: see 'crib game --help' */
int cli_bad_value(const char *cmd, const char *opt, const char *val, const char *valid);

/* The names name_of(from .. to-1) gives, NULLs left out, separated by ", ", into buf[cap]
 * (cut short if it must be); returns buf. */
const char *cli_names(const char *(*name_of)(uint32_t), uint32_t from, uint32_t to, char *buf,
                      size_t cap);

/* Prints one line on where cmd's options are explained: "crib: see 'crib CMD --help'".
 * After a mistake the message stays the last thing on the screen, not buried under the
 * whole usage, which goes to stdout when asked for. */
void cli_see_help(const char *cmd);

/* Prints that cmd cannot take options a and b together, and why; returns CLI_USAGE. */
int cli_conflict(const char *cmd, const char *a, const char *b, const char *why);

/* Prints that cmd got the wrong number of cards: what it wants, in its own terms ("a hand
 * of 4 cards and the starter"), how many were given, and the hint unless it is NULL. The
 * library's sentence for CRIB_ECOUNT cannot say which of its calls a command makes. */
void cli_count_error(const char *cmd, const char *wanted, int given, const char *hint);

/* For a library call that cannot fail where it is made, its arguments checked before or
 * made by the library itself: CLI_SURE(call) is the call's result, and a negative one,
 * which would be a bug in crib, is reported (the call, where, crib_strerror) before
 * abort(). A call that can fail on what the user gave is checked and reported instead. */
#define CLI_SURE(call) cli_sure((call), #call, __FILE__, __LINE__)
int32_t cli_sure(int32_t rc, const char *call, const char *file, int line);

/* ---- Cards (cards.c) ---- */

/* Writes a card's text. */
void cli_put_card(FILE *f, crib_card card);

/* Writes cards[0 .. n-1] as text separated by spaces, as crib_hand_format() does. */
void cli_put_cards(FILE *f, const crib_card *cards, size_t n);

/* Writes the cards of a mask as cli_put_cards() does, in increasing id order. */
void cli_put_mask(FILE *f, uint64_t mask);

/* Reads cards from the words of argv (each word may hold several cards separated by
 * spaces or commas) into cards[cap]. Prints a message naming the bad word and returns -1
 * on a bad card, a repeated card or too many cards; else the number of cards. */
int cli_read_cards(int argc, char **argv, crib_card *cards, size_t cap);

/* ---- Views (view.c) ---- */

/* crib_deal_view() of the player with the cards he laid away, and the order of the earlier
 * counts from a history kept up to date with the play (crib_history_update() before each
 * turn), when it saw every card. Returns crib_deal_view()'s code (*out zeroed on error). */
int32_t cli_view(const crib_deal *deal, const crib_history *hist, uint32_t player, uint64_t away,
                 crib_view *out);

/* ---- The commands, each in its own file ---- */

int cmd_score(int argc, char **argv);
int cmd_peg(int argc, char **argv);
int cmd_stats(int argc, char **argv);
int cmd_discard(int argc, char **argv);
int cmd_crib_table(int argc, char **argv);
int cmd_advise(int argc, char **argv);
int cmd_game(int argc, char **argv);
int cmd_play(int argc, char **argv);
int cmd_solve(int argc, char **argv);
int cmd_arena(int argc, char **argv);
int cmd_chance(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_review(int argc, char **argv);

#endif
