/* SPDX-License-Identifier: MIT */
/* The crib program's JSON (see json.h). The reader checks the whole text before it answers,
 * walking every value as RFC 8259 writes it, so that a key is only ever found where the
 * grammar puts one: never inside a string, nor in an object nested in the answer. */
#include "json.h"
#include "cli.h"

#include <string.h>

/* ---- Writing ---- */

void json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c < 0x20)
            fprintf(f, "\\u%04x", c);
        else
            fputc(c, f);
    }
    fputc('"', f);
}

void json_card(FILE *f, uint32_t card)
{
    char text[4];
    if (card >= CRIB_CARDS) {
        fputs("null", f);
        return;
    }
    /* Every id below CRIB_CARDS is a card, and its text fits in 4 bytes. */
    CLI_SURE(crib_card_format((crib_card)card, text, sizeof text));
    fprintf(f, "\"%s\"", text);
}

void json_cards(FILE *f, const crib_card *cards, size_t n)
{
    fputc('[', f);
    for (size_t i = 0; i < n; i++) {
        if (i)
            fputc(',', f);
        json_card(f, cards[i]);
    }
    fputc(']', f);
}

void json_mask(FILE *f, uint64_t mask)
{
    crib_card cards[CRIB_CARDS];
    /* The masks written are the library's own, of cards alone. */
    int32_t n = CLI_SURE(crib_mask_to_cards(mask, cards, CRIB_CARDS));
    json_cards(f, cards, (size_t)n);
}

/* ---- Writing into memory ---- */

static void put_bytes(json_buf *b, const char *s, size_t n)
{
    if (b->full || n > b->cap - b->len) {
        b->full = 1;
        return;
    }
    memcpy(b->text + b->len, s, n);
    b->len += n;
}

void json_put_raw(json_buf *b, const char *s)
{
    put_bytes(b, s, strlen(s));
}

void json_put_uint(json_buf *b, uint64_t v)
{
    char digits[20];
    size_t n = sizeof digits;
    do {
        digits[--n] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    put_bytes(b, digits + n, sizeof digits - n);
}

void json_put_string(json_buf *b, const char *s)
{
    put_bytes(b, "\"", 1);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        char esc[7];
        if (c == '"' || c == '\\') {
            esc[0] = '\\';
            esc[1] = (char)c;
            put_bytes(b, esc, 2);
        } else if (c < 0x20) {
            snprintf(esc, sizeof esc, "\\u%04x", c);
            put_bytes(b, esc, 6);
        } else {
            put_bytes(b, (const char *)&c, 1);
        }
    }
    put_bytes(b, "\"", 1);
}

void json_put_bool(json_buf *b, int v)
{
    json_put_raw(b, v ? "true" : "false");
}

void json_put_card(json_buf *b, uint32_t card)
{
    char text[6] = "\"";
    if (card >= CRIB_CARDS) {
        put_bytes(b, "null", 4);
        return;
    }
    /* As json_card(): every id below CRIB_CARDS is a card of at most 3 characters. */
    int32_t n = CLI_SURE(crib_card_format((crib_card)card, text + 1, 4));
    text[n + 1] = '"';
    put_bytes(b, text, (size_t)n + 2);
}

void json_put_mask(json_buf *b, uint64_t mask)
{
    put_bytes(b, "[", 1);
    for (uint32_t card = 0; mask; card++, mask >>= 1)
        if (mask & 1) {
            json_put_card(b, card);
            if (mask > 1)
                put_bytes(b, ",", 1);
        }
    put_bytes(b, "]", 1);
}

/* ---- Reading ---- */

#define MAX_DEPTH 32

/* Where the reader is in the text, and the first error met (err may be NULL). */
typedef struct cursor {
    const char *start, *p;
    char *err;
    size_t cap;
} cursor;

static int fail(cursor *c, const char *what)
{
    if (c->err && !c->err[0])
        snprintf(c->err, c->cap, "%s at byte %zu", what, (size_t)(c->p - c->start) + 1);
    return 0;
}

static void skip_space(cursor *c)
{
    while (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r')
        c->p++;
}

static int is_digit(char ch)
{
    return ch >= '0' && ch <= '9';
}

static int hex_value(char ch)
{
    if (is_digit(ch))
        return ch - '0';
    if (ch >= 'a' && ch <= 'f')
        return ch - 'a' + 10;
    if (ch >= 'A' && ch <= 'F')
        return ch - 'A' + 10;
    return -1;
}

/* The four hex digits at s as a number, or -1. */
static long hex4(const char *s)
{
    long v = 0;
    for (int i = 0; i < 4; i++) {
        int d = hex_value(s[i]);
        if (d < 0)
            return -1;
        v = v * 16 + d;
    }
    return v;
}

/* One escape, after its backslash. */
static int skip_escape(cursor *c)
{
    if (*c->p == 'u') {
        if (hex4(c->p + 1) < 0)
            return fail(c, "a \\u escape without four hex digits");
        c->p += 5;
        return 1;
    }
    if (*c->p == '\0' || !strchr("\"\\/bfnrt", *c->p))
        return fail(c, "an unknown escape in a string");
    c->p++;
    return 1;
}

static int skip_string(cursor *c)
{
    c->p++;
    for (;;) {
        unsigned char ch = (unsigned char)*c->p;
        if (ch == '"') {
            c->p++;
            return 1;
        }
        if (ch == '\0')
            return fail(c, "a string without its closing quote");
        if (ch < 0x20)
            return fail(c, "a control character in a string");
        c->p++;
        if (ch == '\\' && !skip_escape(c))
            return 0;
    }
}

static int skip_digits(cursor *c)
{
    if (!is_digit(*c->p))
        return fail(c, "a number without its digits");
    while (is_digit(*c->p))
        c->p++;
    return 1;
}

/* -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? */
static int skip_number(cursor *c)
{
    if (*c->p == '-')
        c->p++;
    if (*c->p == '0')
        c->p++;
    else if (!skip_digits(c))
        return 0;
    if (*c->p == '.') {
        c->p++;
        if (!skip_digits(c))
            return 0;
    }
    if (*c->p == 'e' || *c->p == 'E') {
        c->p++;
        if (*c->p == '+' || *c->p == '-')
            c->p++;
        if (!skip_digits(c))
            return 0;
    }
    return 1;
}

static int skip_word(cursor *c, const char *word)
{
    size_t n = strlen(word);
    if (strncmp(c->p, word, n) != 0)
        return fail(c, "expected a value");
    c->p += n;
    return 1;
}

/* The UTF-8 of the code point u into out[4]; its length. */
static size_t put_utf8(unsigned long u, char *out)
{
    if (u < 0x80) {
        out[0] = (char)u;
        return 1;
    }
    if (u < 0x800) {
        out[0] = (char)(0xC0 | (u >> 6));
        out[1] = (char)(0x80 | (u & 0x3F));
        return 2;
    }
    if (u < 0x10000) {
        out[0] = (char)(0xE0 | (u >> 12));
        out[1] = (char)(0x80 | ((u >> 6) & 0x3F));
        out[2] = (char)(0x80 | (u & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (u >> 18));
    out[1] = (char)(0x80 | ((u >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((u >> 6) & 0x3F));
    out[3] = (char)(0x80 | (u & 0x3F));
    return 4;
}

/* The code point of the \u escape at s (just past the backslash), a surrogate pair taken
 * whole; moves s past it. -1 for a surrogate without its other half, or for NUL. */
static long read_u_escape(const char **s)
{
    long u = hex4(*s + 1);
    *s += 5;
    if (u >= 0xDC00 && u <= 0xDFFF)
        return -1;
    if (u >= 0xD800 && u <= 0xDBFF) {
        long low = (*s)[0] == '\\' && (*s)[1] == 'u' ? hex4(*s + 2) : -1;
        if (low < 0xDC00 || low > 0xDFFF)
            return -1;
        *s += 6;
        u = 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00);
    }
    return u == 0 ? -1 : u;
}

/* One character of a checked string at *s, decoded into out[4]; its length, 0 for an
 * escape that json_text refuses. */
static size_t decode_one(const char **s, char *out)
{
    static const char k_from[] = "\"\\/bfnrt", k_to[] = "\"\\/\b\f\n\r\t";
    if (**s != '\\') {
        out[0] = *(*s)++;
        return 1;
    }
    (*s)++;
    if (**s == 'u') {
        long u = read_u_escape(s);
        return u < 0 ? 0 : put_utf8((unsigned long)u, out);
    }
    out[0] = k_to[strchr(k_from, **s) - k_from];
    (*s)++;
    return 1;
}

/* Decodes the checked string at s (its opening quote) into buf[cap]. */
static int decode(const char *s, char *buf, size_t cap)
{
    size_t k = 0;
    for (s++; *s != '"';) {
        char piece[4];
        size_t n = decode_one(&s, piece);
        if (n == 0 || k + n >= cap)
            return 0;
        memcpy(buf + k, piece, n);
        k += n;
    }
    buf[k] = '\0';
    return 1;
}

/* Whether the checked string at s says key. Keys longer than the room kept say none of the
 * keys asked for. */
static int key_is(const char *s, const char *key)
{
    char text[64];
    return decode(s, text, sizeof text) && !strcmp(text, key);
}

static int type_at(char ch)
{
    switch (ch) {
    case '{': return JSON_OBJECT;
    case '[': return JSON_ARRAY;
    case '"': return JSON_STRING;
    case 't': return JSON_TRUE;
    case 'f': return JSON_FALSE;
    case 'n': return JSON_NULL;
    default: return JSON_NUMBER;
    }
}

/* A string, number, true, false or null. */
static int skip_scalar(cursor *c)
{
    switch (*c->p) {
    case '"': return skip_string(c);
    case 't': return skip_word(c, "true");
    case 'f': return skip_word(c, "false");
    case 'n': return skip_word(c, "null");
    default:
        if (*c->p == '-' || is_digit(*c->p))
            return skip_number(c);
        return fail(c, *c->p ? "expected a value" : "the text ends where a value was expected");
    }
}

/* A member's name and its colon; *match says whether the name is key (never when key is
 * NULL). */
static int read_name(cursor *c, const char *key, int *match)
{
    skip_space(c);
    const char *name = c->p;
    if (*c->p != '"')
        return fail(c, "expected a key (a string)");
    if (!skip_string(c))
        return 0;
    *match = key && key_is(name, key);
    skip_space(c);
    if (*c->p != ':')
        return fail(c, "expected ':' after a key");
    c->p++;
    return 1;
}

/* A walk through a value: the arrays and objects open, innermost last, kept on a stack
 * rather than by recursion, so that no input can take more than MAX_DEPTH of it; and the
 * member named key of the outermost object, when one is sought. */
typedef struct walker {
    cursor *c;
    char open[MAX_DEPTH];
    int depth;
    int match;         /* the last name read at depth 1 is key */
    const char *key;   /* NULL when no member is sought */
    json_value *found; /* found->text is NULL until the member is */
    const char *start; /* the value of the member named key, while it is walked */
} walker;

static int in_object(const walker *w)
{
    return w->open[w->depth - 1] == '{';
}

/* The next member's name, when the innermost container is an object. */
static int next_name(walker *w)
{
    return !in_object(w) || read_name(w->c, w->depth == 1 ? w->key : NULL, &w->match);
}

/* Opens the array or object at c->p: 1 when a value follows in it, 0 when it is empty
 * (and closed again), -1 on an error. */
static int open_container(walker *w)
{
    if (w->depth == MAX_DEPTH) {
        fail(w->c, "arrays and objects nested too deep");
        return -1;
    }
    w->open[w->depth++] = *w->c->p++;
    skip_space(w->c);
    if (*w->c->p == (in_object(w) ? '}' : ']')) {
        w->c->p++;
        w->depth--;
        return 0;
    }
    return next_name(w) ? 1 : -1;
}

/* Keeps the member named key once its value has ended; a second one is an error. */
static int keep_member(walker *w)
{
    if (w->depth != 1 || !w->start)
        return 1;
    if (w->found->text)
        return fail(w->c, "a key given twice");
    w->found->type = type_at(*w->start);
    w->found->text = w->start;
    w->found->len = (size_t)(w->c->p - w->start);
    w->start = NULL;
    return 1;
}

/* After a value: closes the arrays and objects it ends. 1 when another value follows, 0
 * when the walk is over, -1 on an error. */
static int after_value(walker *w)
{
    for (;;) {
        if (!keep_member(w))
            return -1;
        if (w->depth == 0)
            return 0;
        skip_space(w->c);
        if (*w->c->p == ',') {
            w->c->p++;
            return next_name(w) ? 1 : -1;
        }
        if (*w->c->p != (in_object(w) ? '}' : ']')) {
            fail(w->c, in_object(w) ? "expected ',' or '}' in an object"
                                    : "expected ',' or ']' in an array");
            return -1;
        }
        w->c->p++;
        w->depth--;
    }
}

/* The value at c->p, checked whole; see walker for key and found. */
static int walk(cursor *c, const char *key, json_value *found)
{
    walker w;
    memset(&w, 0, sizeof w);
    w.c = c;
    w.key = key;
    w.found = found;
    for (;;) {
        skip_space(c);
        if (w.depth == 1 && w.match)
            w.start = c->p;
        if (*c->p == '{' || *c->p == '[') {
            int inside = open_container(&w);
            if (inside < 0)
                return 0;
            if (inside)
                continue;
        } else if (!skip_scalar(c)) {
            return 0;
        }
        int more = after_value(&w);
        if (more <= 0)
            return more == 0;
    }
}

int json_member(const char *text, const char *key, json_value *value, char *err, size_t cap)
{
    cursor c = {text, text, err, cap};
    if (cap)
        err[0] = '\0';
    memset(value, 0, sizeof *value);
    skip_space(&c);
    if (*c.p != '{') {
        fail(&c, "expected an object");
        return -1;
    }
    if (!walk(&c, key, value))
        return -1;
    skip_space(&c);
    if (*c.p != '\0') {
        fail(&c, "more text after the object");
        return -1;
    }
    return value->text != NULL;
}

int json_text(const json_value *v, char *buf, size_t cap)
{
    return v->type == JSON_STRING && cap > 0 && decode(v->text, buf, cap);
}

int json_next(const json_value *array, size_t *at, json_value *elem)
{
    if (array->type != JSON_ARRAY)
        return 0;
    cursor c = {array->text, array->text + (*at ? *at : 1), NULL, 0};
    skip_space(&c);
    if (*at && *c.p == ',') {
        c.p++;
        skip_space(&c);
    }
    const char *start = c.p;
    if (*start == ']' || !walk(&c, NULL, NULL))
        return 0;
    elem->type = type_at(*start);
    elem->text = start;
    elem->len = (size_t)(c.p - start);
    *at = (size_t)(c.p - array->text);
    return 1;
}
