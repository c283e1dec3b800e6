/* SPDX-License-Identifier: MIT */
/* The crib program's JSON writer, for what every command prints with --json and crib arena's
 * messages to its exec: bots. What the program reads (the bots' answers, records) it reads
 * with the library's reader, src/record_json.c, compiled into it. */
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

/* The same values written into memory, for text made often (crib arena's messages to its
 * outside programs): text[0 .. len-1] of text[cap], never past cap; a value that does not
 * fit is left out and sets full, which stays set. The caller sets text and cap, len 0 and
 * full 0, and may take the text and set len back to 0 at any time. */
typedef struct json_buf {
    char *text;
    size_t len, cap;
    int full;
} json_buf;

/* Appends bytes as they are: punctuation and keys the caller knows need no escapes. */
void json_put_raw(json_buf *b, const char *s);

/* Appends a number, a JSON string (json_string()), true or false, a card (json_card()),
 * the cards of a mask (json_mask()). */
void json_put_uint(json_buf *b, uint64_t v);
void json_put_string(json_buf *b, const char *s);
void json_put_bool(json_buf *b, int v);
void json_put_card(json_buf *b, uint32_t card);
void json_put_mask(json_buf *b, uint64_t mask);

/* Appends an object member's key and its colon, "key":, after a comma unless the member is
 * its object's first (the text so far ends in '{'). Keys are the program's own words, which
 * need no escapes. */
void json_put_key(json_buf *b, const char *key);

/* A member whole: its key (json_put_key()) and a value as json_put_uint(), json_put_string(),
 * json_put_bool(), json_put_card() and json_put_mask() write it. */
void json_put_key_uint(json_buf *b, const char *key, uint64_t v);
void json_put_key_string(json_buf *b, const char *key, const char *s);
void json_put_key_bool(json_buf *b, const char *key, int v);
void json_put_key_card(json_buf *b, const char *key, uint32_t card);
void json_put_key_mask(json_buf *b, const char *key, uint64_t mask);

/* A member whose value is an array: of the numbers v[0 .. n-1] (scores by seat, ...), or of
 * the cards cards[0 .. n-1] in their order. */
void json_put_key_uints(json_buf *b, const char *key, const uint32_t *v, size_t n);
void json_put_key_cards(json_buf *b, const char *key, const crib_card *cards, size_t n);

#endif
