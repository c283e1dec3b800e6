/* SPDX-License-Identifier: MIT */
/* A JSON reader that works in place (see record_json.h): RFC 8259's grammar, checked once. */
#include "record_json.h"

#include "text.h"

#include <string.h>

static int is_ws(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static size_t ws(const rj_doc *d, size_t at)
{
    while (at < d->len && is_ws(d->s[at]))
        at++;
    return at;
}

static int is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static int is_hex(char c)
{
    return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* A valid string's bytes with its escapes decoded, one at a time, as every JSON reader sees
 * them: a \u escape as the UTF-8 of its code unit, a surrogate pair as its one code point
 * (a lone surrogate as its own three bytes), so that "\u0072esult" is the name "result". */
typedef struct rj_chars {
    const char *s;
    size_t at; /* the next byte of the text */
    unsigned char out[4];
    uint32_t n, i; /* decoded bytes waiting in out */
} rj_chars;

static void chars_open(rj_chars *c, const char *s, size_t quote)
{
    c->s = s;
    c->at = quote + 1;
    c->n = c->i = 0;
}

static uint32_t hex4(const char *p)
{
    uint32_t v = 0;
    for (int i = 0; i < 4; i++) {
        char h = p[i];
        v = v << 4 | (uint32_t)(is_digit(h) ? h - '0' : (h | 0x20) - 'a' + 10);
    }
    return v;
}

static uint32_t utf8(uint32_t u, unsigned char *out)
{
    if (u < 0x80) {
        out[0] = (unsigned char)u;
        return 1;
    }
    if (u < 0x800) {
        out[0] = (unsigned char)(0xC0 | u >> 6);
        out[1] = (unsigned char)(0x80 | (u & 0x3F));
        return 2;
    }
    if (u < 0x10000) {
        out[0] = (unsigned char)(0xE0 | u >> 12);
        out[1] = (unsigned char)(0x80 | (u >> 6 & 0x3F));
        out[2] = (unsigned char)(0x80 | (u & 0x3F));
        return 3;
    }
    out[0] = (unsigned char)(0xF0 | u >> 18);
    out[1] = (unsigned char)(0x80 | (u >> 12 & 0x3F));
    out[2] = (unsigned char)(0x80 | (u >> 6 & 0x3F));
    out[3] = (unsigned char)(0x80 | (u & 0x3F));
    return 4;
}

/* The code unit of a \u escape whose four hex digits are at c->at (past its backslash and
 * u), with the low half of a pair. */
static uint32_t code_point(rj_chars *c)
{
    uint32_t u = hex4(c->s + c->at);
    c->at += 4;
    if (u >= 0xD800 && u < 0xDC00 && c->s[c->at] == '\\' && c->s[c->at + 1] == 'u') {
        uint32_t lo = hex4(c->s + c->at + 2);
        if (lo >= 0xDC00 && lo < 0xE000) {
            u = 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00);
            c->at += 6;
        }
    }
    return u;
}

/* The next byte, or -1 at the closing quote. */
static int chars_next(rj_chars *c)
{
    if (c->i < c->n)
        return c->out[c->i++];
    char ch = c->s[c->at];
    if (ch == '"')
        return -1;
    c->at++;
    if (ch != '\\')
        return (unsigned char)ch;
    ch = c->s[c->at++];
    switch (ch) {
    case 'b': return '\b';
    case 'f': return '\f';
    case 'n': return '\n';
    case 'r': return '\r';
    case 't': return '\t';
    case 'u': break;
    default: return (unsigned char)ch; /* " \\ / */
    }
    c->n = utf8(code_point(c), c->out);
    c->i = 1;
    return c->out[0];
}

/* Whether two valid strings, at their opening quotes, say the same. */
static int same_string(const char *s, size_t a, size_t b)
{
    rj_chars x, y;
    chars_open(&x, s, a);
    chars_open(&y, s, b);
    for (;;) {
        int cx = chars_next(&x), cy = chars_next(&y);
        if (cx != cy)
            return 0;
        if (cx < 0)
            return 1;
    }
}

/* Whether the valid string at `at` says `key`. */
static int string_is(const char *s, size_t at, const char *key)
{
    rj_chars c;
    chars_open(&c, s, at);
    for (;; key++) {
        int ch = chars_next(&c);
        if (ch < 0)
            return *key == 0;
        if ((unsigned char)*key != ch || *key == 0)
            return 0;
    }
}

/* The validator's state: where it is, and the first fault. */
typedef struct rj_check {
    const rj_doc *d;
    size_t at;
    size_t err;
    const char *msg;
} rj_check;

static int fail(rj_check *c, const char *msg)
{
    if (c->err == RJ_NONE) {
        c->err = c->at;
        c->msg = c->at >= c->d->len ? "unexpected end of the text" : msg;
    }
    return 0;
}

static int peek(const rj_check *c)
{
    return c->at < c->d->len ? (unsigned char)c->d->s[c->at] : -1;
}

static int check_string(rj_check *c)
{
    c->at++; /* the opening quote */
    for (;;) {
        int ch = peek(c);
        if (ch < 0)
            return fail(c, "unterminated string");
        if (ch == '"') {
            c->at++;
            return 1;
        }
        if (ch < 0x20)
            return fail(c, "a control character in a string");
        if (ch != '\\') {
            c->at++;
            continue;
        }
        c->at++;
        ch = peek(c);
        if (ch == 'u') {
            for (int i = 1; i <= 4; i++)
                if (c->at + (size_t)i >= c->d->len || !is_hex(c->d->s[c->at + (size_t)i])) {
                    c->at += (size_t)i;
                    return fail(c, "a bad \\u escape");
                }
            c->at += 5;
        } else if (ch > 0 && crib_text_has("\"\\/bfnrt", 8, (char)ch)) {
            c->at++;
        } else {
            return fail(c, "a bad escape");
        }
    }
}

static int digits(rj_check *c)
{
    if (!is_digit((char)peek(c)))
        return fail(c, "expected a digit");
    while (is_digit((char)peek(c)))
        c->at++;
    return 1;
}

static int check_number(rj_check *c)
{
    if (peek(c) == '-')
        c->at++;
    if (peek(c) == '0')
        c->at++;
    else if (!digits(c))
        return 0;
    if (peek(c) == '.') {
        c->at++;
        if (!digits(c))
            return 0;
    }
    if (peek(c) == 'e' || peek(c) == 'E') {
        c->at++;
        if (peek(c) == '+' || peek(c) == '-')
            c->at++;
        if (!digits(c))
            return 0;
    }
    return 1;
}

static int check_word(rj_check *c, const char *w)
{
    size_t n = strlen(w);
    if (c->d->len - c->at < n || memcmp(c->d->s + c->at, w, n) != 0)
        return fail(c, "expected a value");
    c->at += n;
    return 1;
}

/* A value that is no array or object. */
static int check_scalar(rj_check *c)
{
    int ch = peek(c);
    switch (ch) {
    case '"': return check_string(c);
    case 't': return check_word(c, "true");
    case 'f': return check_word(c, "false");
    case 'n': return check_word(c, "null");
    default:
        if (ch == '-' || is_digit((char)ch))
            return check_number(c);
        return fail(c, "expected a value");
    }
}

/* The arrays and objects open around the value being checked, innermost last: for each, 1
 * for an object. Iteration over this fixed stack, not recursion, bounds the reader's own
 * stack whatever the text. */
typedef struct rj_open {
    uint8_t object[CRIB_RECORD_MAX_DEPTH];
    uint32_t n;
    /* Each open object's names so far (their opening quotes), for names given twice. */
    uint32_t names[CRIB_RECORD_MAX_DEPTH];
    size_t name[CRIB_RECORD_MAX_DEPTH][CRIB_RECORD_MAX_MEMBERS];
} rj_open;

/* An object member's name and its ':', up to its value. A name given twice is refused:
 * readers differ on which copy they keep (the first here, the last in Python's json and
 * JavaScript's JSON.parse), and a record must mean one thing to all of them. Bounding the
 * members bounds the comparisons. */
static int check_key(rj_check *c, rj_open *o)
{
    size_t at = c->at, *seen = o->name[o->n - 1];
    uint32_t *n = &o->names[o->n - 1];
    if (peek(c) != '"')
        return fail(c, "expected a string");
    if (!check_string(c))
        return 0;
    for (uint32_t i = 0; i < *n; i++)
        if (same_string(c->d->s, seen[i], at)) {
            c->at = at;
            return fail(c, "a member named twice");
        }
    if (*n == CRIB_RECORD_MAX_MEMBERS) {
        c->at = at;
        return fail(c, "too many members in an object");
    }
    seen[(*n)++] = at;

    c->at = ws(c->d, c->at);
    if (peek(c) != ':')
        return fail(c, "expected ':'");
    c->at = ws(c->d, c->at + 1);
    return 1;
}

/* An array or object opened: just past its bracket and any space. 1 with *empty when it
 * closes there (passed over), else 1 at its first member's value. */
static int open_items(rj_check *c, rj_open *o, uint32_t depth, int *empty)
{
    int object = peek(c) == '{';
    *empty = 0;
    if (o->n == depth)
        return fail(c, "nested too deep");
    c->at = ws(c->d, c->at + 1);
    if (peek(c) == (object ? '}' : ']')) {
        c->at++;
        *empty = 1;
        return 1;
    }
    o->object[o->n] = (uint8_t)object;
    o->names[o->n++] = 0;
    return object ? check_key(c, o) : 1;
}

/* After a value: the arrays and objects that end there closed, then the ',' (and, in an
 * object, the key) before the next member. 1 with *done when the outermost value ended. */
static int after_value(rj_check *c, rj_open *o, int *done)
{
    *done = 0;
    while (o->n > 0) {
        int object = o->object[o->n - 1];
        c->at = ws(c->d, c->at);
        if (peek(c) == (object ? '}' : ']')) {
            c->at++;
            o->n--;
            continue;
        }
        if (peek(c) != ',')
            return fail(c, object ? "expected ',' or '}'" : "expected ',' or ']'");
        c->at = ws(c->d, c->at + 1);
        return object ? check_key(c, o) : 1;
    }
    *done = 1;
    return 1;
}

/* One value, nested at most `depth` (up to CRIB_RECORD_MAX_DEPTH, the stack's size) deep. */
static int check_value(rj_check *c, uint32_t depth)
{
    rj_open o;
    int done = 0;
    o.n = 0;
    if (depth > CRIB_RECORD_MAX_DEPTH)
        depth = CRIB_RECORD_MAX_DEPTH;
    while (!done) {
        int ch = peek(c), empty = 0;
        if (ch == '{' || ch == '[') {
            if (!open_items(c, &o, depth, &empty))
                return 0;
            if (!empty)
                continue; /* on to its first member's value */
        } else if (!check_scalar(c)) {
            return 0;
        }
        if (!after_value(c, &o, &done))
            return 0;
    }
    return 1;
}

int rj_validate(const rj_doc *d, uint32_t depth, size_t *err, const char **msg)
{
    rj_check c = {d, 0, RJ_NONE, NULL};
    const char *nul = NULL;
    for (size_t i = 0; i < d->len && !nul; i++)
        if (!d->s[i])
            nul = d->s + i;
    c.at = ws(d, 0);
    if (check_value(&c, depth)) {
        c.at = ws(d, c.at);
        if (c.at < d->len)
            fail(&c, "text after the value");
    }
    /* A NUL inside the text: a C caller's string ends there, and we say so at its place. */
    if (nul && (c.err == RJ_NONE || (size_t)(nul - d->s) <= c.err)) {
        c.err = (size_t)(nul - d->s);
        c.msg = "a NUL byte in the text";
    }
    *err = c.err;
    *msg = c.msg;
    return c.err == RJ_NONE;
}

size_t rj_root(const rj_doc *d)
{
    return ws(d, 0);
}

int rj_type(const rj_doc *d, size_t at)
{
    switch (d->s[at]) {
    case '{': return RJ_OBJECT;
    case '[': return RJ_ARRAY;
    case '"': return RJ_STRING;
    case 't': return RJ_TRUE;
    case 'f': return RJ_FALSE;
    case 'n': return RJ_NULL;
    default: return RJ_NUMBER;
    }
}

/* The end of a valid string. */
static size_t skip_string(const rj_doc *d, size_t at)
{
    for (at++; d->s[at] != '"'; at++)
        if (d->s[at] == '\\')
            at++;
    return at + 1;
}

/* The end of a valid value: brackets counted, those inside strings passed over. */
static size_t skip(const rj_doc *d, size_t at)
{
    char ch = d->s[at];
    if (ch == '"')
        return skip_string(d, at);
    if (ch == '{' || ch == '[') {
        uint32_t depth = 0;
        for (;; at++) {
            char k = d->s[at];
            if (k == '"')
                at = skip_string(d, at) - 1;
            else if (k == '{' || k == '[')
                depth++;
            else if ((k == '}' || k == ']') && --depth == 0)
                return at + 1;
        }
    }
    while (at < d->len && !is_ws(d->s[at]) && !crib_text_has(",]}", 3, d->s[at]))
        at++;
    return at;
}

size_t rj_end(const rj_doc *d, size_t at)
{
    return skip(d, at);
}

size_t rj_first(const rj_doc *d, size_t arr)
{
    if (arr == RJ_NONE || (d->s[arr] != '[' && d->s[arr] != '{'))
        return RJ_NONE;
    size_t at = ws(d, arr + 1);
    return d->s[at] == ']' || d->s[at] == '}' ? RJ_NONE : at;
}

size_t rj_next(const rj_doc *d, size_t el)
{
    size_t at = ws(d, skip(d, el));
    return d->s[at] == ',' ? ws(d, at + 1) : RJ_NONE;
}

uint32_t rj_count(const rj_doc *d, size_t arr)
{
    uint32_t n = 0;
    if (arr == RJ_NONE || d->s[arr] != '[')
        return 0;
    for (size_t el = rj_first(d, arr); el != RJ_NONE; el = rj_next(d, el))
        n++;
    return n;
}

void rj_index_of(const rj_doc *d, size_t obj, rj_index *ix)
{
    ix->obj = obj;
    ix->n = 0;
    if (obj == RJ_NONE || d->s[obj] != '{')
        return;
    /* A validated object has at most CRIB_RECORD_MAX_MEMBERS members. */
    for (size_t k = rj_first(d, obj); k != RJ_NONE && ix->n < RJ_MAX_MEMBERS;) {
        size_t end = skip(d, k), v = ws(d, ws(d, end) + 1);
        ix->key[ix->n] = k;
        ix->len[ix->n] = end - k - 2;
        ix->escaped[ix->n] = crib_text_has(d->s + k + 1, end - k - 2, '\\') != 0;
        ix->val[ix->n++] = v;
        k = rj_next(d, v);
    }
}

int rj_object(const rj_doc *d, uint32_t depth, rj_index *ix, size_t *err, const char **msg)
{
    ix->obj = RJ_NONE;
    ix->n = 0;
    if (!rj_validate(d, depth, err, msg))
        return 0;
    size_t top = rj_root(d);
    if (rj_type(d, top) != RJ_OBJECT) {
        *err = top;
        *msg = "expected an object";
        return 0;
    }
    rj_index_of(d, top, ix);
    return 1;
}

size_t rj_index_member(const rj_doc *d, const rj_index *ix, const char *key)
{
    size_t n = strlen(key);
    for (uint32_t i = 0; i < ix->n; i++) {
        if (ix->escaped[i] ? string_is(d->s, ix->key[i], key)
                           : ix->len[i] == n && memcmp(d->s + ix->key[i] + 1, key, n) == 0)
            return ix->val[i];
    }
    return RJ_NONE;
}

int rj_uint(const rj_doc *d, size_t at, uint64_t max, uint64_t *out)
{
    uint64_t v = 0;
    if (at == RJ_NONE || !is_digit(d->s[at]))
        return 0;
    size_t end = skip(d, at);
    for (size_t i = at; i < end; i++) {
        if (!is_digit(d->s[i]))
            return 0;
        uint64_t digit = (uint64_t)(d->s[i] - '0');
        if (digit > max || v > (max - digit) / 10)
            return 0;
        v = v * 10 + digit;
    }
    *out = v;
    return 1;
}

int rj_string(const rj_doc *d, size_t at, char *buf, size_t cap)
{
    if (at == RJ_NONE || d->s[at] != '"')
        return 0;
    rj_chars c;
    size_t n = 0;
    chars_open(&c, d->s, at);
    for (int ch = chars_next(&c); ch >= 0; ch = chars_next(&c)) {
        if (ch == 0 || n + 1 >= cap)
            return 0;
        buf[n++] = (char)ch;
    }
    buf[n] = 0;
    return 1;
}
