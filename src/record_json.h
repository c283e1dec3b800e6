/* SPDX-License-Identifier: MIT */
/* A JSON reader that works in place (record_json.c): one pass checks the whole text's syntax,
 * then values are found by their byte offsets, without allocation. */
#ifndef CRIB_RECORD_JSON_H
#define CRIB_RECORD_JSON_H

#include "crib.h"

/* No value: a member or element that is not there. */
#define RJ_NONE ((size_t)-1)

#define RJ_NULL 0
#define RJ_FALSE 1
#define RJ_TRUE 2
#define RJ_NUMBER 3
#define RJ_STRING 4
#define RJ_ARRAY 5
#define RJ_OBJECT 6

typedef struct rj_doc {
    const char *s;
    size_t len;
} rj_doc;

/* Checks the text is one JSON value (whitespace around it allowed), nested at most `depth`
 * deep. 1 when it is; else 0 with the offset of the fault and what was expected there. */
int rj_validate(const rj_doc *d, uint32_t depth, size_t *err, const char **msg);

/* The rest trust a validated text and an offset at the start of a value. */
size_t rj_root(const rj_doc *d);
int rj_type(const rj_doc *d, size_t at);
/* An object's members found in one pass, for many look-ups: their names' offsets (the opening
 * quote), lengths and whether they hold an escape, and their values' offsets. A validated
 * object has at most CRIB_RECORD_MAX_MEMBERS members, each named once. */
#define RJ_MAX_MEMBERS CRIB_RECORD_MAX_MEMBERS
typedef struct rj_index {
    size_t obj;
    uint32_t n;
    uint8_t escaped[RJ_MAX_MEMBERS];
    size_t key[RJ_MAX_MEMBERS], len[RJ_MAX_MEMBERS], val[RJ_MAX_MEMBERS];
} rj_index;
void rj_index_of(const rj_doc *d, size_t obj, rj_index *ix);
/* The value of the member named `key` (escapes in names decoded), or RJ_NONE. */
size_t rj_index_member(const rj_doc *d, const rj_index *ix, const char *key);
/* Validates the text (rj_validate()) as one object and indexes its members: 1, else 0 with
 * the offset of the fault and what was expected there ("expected an object" at the value
 * when the text is another). */
int rj_object(const rj_doc *d, uint32_t depth, rj_index *ix, size_t *err, const char **msg);

/* The offset just past the value at `at`. */
size_t rj_end(const rj_doc *d, size_t at);
/* The first element of the array at `arr`, or RJ_NONE; the element after `el`, or RJ_NONE. */
size_t rj_first(const rj_doc *d, size_t arr);
size_t rj_next(const rj_doc *d, size_t el);
/* Elements of the array at `arr` (0 for no array). */
uint32_t rj_count(const rj_doc *d, size_t arr);
/* A whole number 0 .. max: 1 with *out, else 0 (another type, a fraction, a sign, too big). */
int rj_uint(const rj_doc *d, size_t at, uint64_t max, uint64_t *out);
/* A string, its escapes decoded, copied with its NUL into buf[cap]: 1, else 0 (no string, too
 * long, or a NUL in it). */
int rj_string(const rj_doc *d, size_t at, char *buf, size_t cap);

#endif
