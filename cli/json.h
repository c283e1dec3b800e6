/* SPDX-License-Identifier: MIT */
/* The crib program's JSON writer, for what every command prints with --json. */
#ifndef CRIB_CLI_JSON_H
#define CRIB_CLI_JSON_H

#include "crib.h"

#include <stdio.h>

/* Writes s as a JSON string, quotes included. */
void json_string(FILE *f, const char *s);

/* Writes a card as a JSON string ("5h"), or null for CRIB_NONE or any id that is no card. */
void json_card(FILE *f, uint32_t card);

/* Writes cards[0 .. n-1] as a JSON array of strings: ["5h","5d"]. */
void json_cards(FILE *f, const crib_card *cards, size_t n);

/* Writes the cards of a mask as json_cards() does, in increasing id order. */
void json_mask(FILE *f, uint64_t mask);

#endif
