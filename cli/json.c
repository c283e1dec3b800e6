/* SPDX-License-Identifier: MIT */
/* The crib program's JSON writer (see json.h). */
#include "json.h"
#include "cli.h"

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
