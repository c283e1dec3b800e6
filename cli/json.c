/* SPDX-License-Identifier: MIT */
/* The crib program's JSON writer (see json.h). */
#include "json.h"
#include "cli.h"

#include <string.h>

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

void json_put_key(json_buf *b, const char *key)
{
    if (b->len > 0 && b->text[b->len - 1] != '{')
        put_bytes(b, ",", 1);
    put_bytes(b, "\"", 1);
    json_put_raw(b, key);
    put_bytes(b, "\":", 2);
}

void json_put_key_uint(json_buf *b, const char *key, uint64_t v)
{
    json_put_key(b, key);
    json_put_uint(b, v);
}

void json_put_key_string(json_buf *b, const char *key, const char *s)
{
    json_put_key(b, key);
    json_put_string(b, s);
}

void json_put_key_bool(json_buf *b, const char *key, int v)
{
    json_put_key(b, key);
    json_put_bool(b, v);
}

void json_put_key_card(json_buf *b, const char *key, uint32_t card)
{
    json_put_key(b, key);
    json_put_card(b, card);
}

void json_put_key_mask(json_buf *b, const char *key, uint64_t mask)
{
    json_put_key(b, key);
    json_put_mask(b, mask);
}

void json_put_key_uints(json_buf *b, const char *key, const uint32_t *v, size_t n)
{
    json_put_key(b, key);
    put_bytes(b, "[", 1);
    for (size_t i = 0; i < n; i++) {
        if (i)
            put_bytes(b, ",", 1);
        json_put_uint(b, v[i]);
    }
    put_bytes(b, "]", 1);
}

void json_put_key_cards(json_buf *b, const char *key, const crib_card *cards, size_t n)
{
    json_put_key(b, key);
    put_bytes(b, "[", 1);
    for (size_t i = 0; i < n; i++) {
        if (i)
            put_bytes(b, ",", 1);
        json_put_card(b, cards[i]);
    }
    put_bytes(b, "]", 1);
}
