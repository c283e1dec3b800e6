/* SPDX-License-Identifier: MIT */
/* The crib program's JSON: a writer for what every command prints with --json, and a reader
 * for the one line an outside program (crib arena's exec: bots) answers with. */
#ifndef CRIB_CLI_JSON_H
#define CRIB_CLI_JSON_H

#include "crib.h"

#include <stdio.h>

/* ---- Writing ---- */

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

/* ---- Reading ---- */

#define JSON_NULL 0
#define JSON_FALSE 1
#define JSON_TRUE 2
#define JSON_NUMBER 3
#define JSON_STRING 4
#define JSON_ARRAY 5
#define JSON_OBJECT 6

/* A value inside a text that json_member() has checked: its type (JSON_*) and its text. */
typedef struct json_value {
    int type;
    const char *text;
    size_t len;
} json_value;

/* The room a message of json_member() needs. */
#define JSON_ERROR_CAP 96

/* Checks that text is one JSON object (RFC 8259, with spaces around it), and finds the
 * member named key among its own members (not those of the objects it nests). Returns 1
 * with the value in *value; 0 when the object has no such member; -1 when text is no JSON
 * object or names key twice, with why and where in err[cap]. Nesting deeper than 32 is
 * refused. */
int json_member(const char *text, const char *key, json_value *value, char *err, size_t cap);

/* The text of a JSON_STRING value, its escapes decoded (\u escapes into UTF-8), into
 * buf[cap]; 1, or 0 when v is no string, the text does not fit or holds a NUL. */
int json_text(const json_value *v, char *buf, size_t cap);

/* The elements of a JSON_ARRAY value one by one: *at starts at 0 and is moved past each
 * element given; returns 1 with the next element in *elem, 0 after the last one (or when
 * array is no array). */
int json_next(const json_value *array, size_t *at, json_value *elem);

#endif
