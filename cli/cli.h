/* SPDX-License-Identifier: MIT */
/* The crib program's shared pieces: each subcommand lives in its own file. */
#ifndef CRIB_CLI_H
#define CRIB_CLI_H

#include "crib.h"

#include <stdio.h>

/* Exit codes: 0 done, 1 a failure while running, 2 bad usage or input. */
#define CLI_OK 0
#define CLI_FAIL 1
#define CLI_USAGE 2

/* Reads cards from the words of argv (each word may hold several cards separated by
 * spaces or commas) into cards[cap]. Prints a message naming the bad word and returns -1
 * on a bad card, a repeated card or too many cards; else the number of cards. */
int cli_read_cards(int argc, char **argv, crib_card *cards, size_t cap);

/* Prints "crib: <message>" on stderr. */
void cli_error(const char *fmt, ...);

/* Writes s as a JSON string, quotes included. */
void cli_json_string(FILE *f, const char *s);

/* Writes a card's text. */
void cli_put_card(FILE *f, crib_card card);

/* The names of the variants (by CRIB_VARIANT_*) and of the ladders (by CRIB_LADDER_*). */
extern const char *const cli_variants[5];
extern const char *const cli_ladders[3];

/* The index of s in names[0 .. n-1], or -1. */
int cli_find_name(const char *const *names, size_t n, const char *s);

/* A decimal number 0 .. max, digits only; 1 when s is one, with it in *out. */
int cli_parse_number(const char *s, unsigned long long max, unsigned long long *out);

int cmd_score(int argc, char **argv);
int cmd_peg(int argc, char **argv);
int cmd_stats(int argc, char **argv);
int cmd_discard(int argc, char **argv);
int cmd_crib_table(int argc, char **argv);
int cmd_game(int argc, char **argv);
int cmd_arena(int argc, char **argv);
int cmd_chance(int argc, char **argv);

#endif
