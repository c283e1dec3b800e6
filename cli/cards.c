/* SPDX-License-Identifier: MIT */
/* Cards as the crib program reads them from its arguments and writes them as text. */
#include "cli.h"

#include <string.h>

#define CARD_SEPARATORS " \t\n\r,"

void cli_put_card(FILE *f, crib_card card)
{
    char s[4];
    if (crib_card_format(card, s, sizeof s) > 0)
        fputs(s, f);
}

void cli_put_cards(FILE *f, const crib_card *cards, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (i)
            fputc(' ', f);
        cli_put_card(f, cards[i]);
    }
}

void cli_put_mask(FILE *f, uint64_t mask)
{
    crib_card cards[CRIB_CARDS];
    /* The masks written are the library's own, of cards alone. */
    int32_t n = CLI_SURE(crib_mask_to_cards(mask, cards, CRIB_CARDS));
    cli_put_cards(f, cards, (size_t)n);
}

/* Reads the card written in p[0 .. len-1]; prints a message and returns -1 when it is
 * not one. */
static int read_card(const char *p, size_t len, crib_card *card)
{
    char word[32], q[CLI_QUOTE_CAP];
    if (len < sizeof word) {
        memcpy(word, p, len);
        word[len] = '\0';
        if (crib_card_parse(word, card) == CRIB_OK)
            return 0;
    }
    cli_error("'%s' is not a card (a rank A 2-10 T J Q K and a suit c d h s)",
              cli_quote(p, len, q, sizeof q));
    return -1;
}

int cli_read_cards(int argc, char **argv, crib_card *cards, size_t cap)
{
    size_t n = 0;
    uint64_t seen = 0;
    for (int a = 0; a < argc; a++) {
        const char *p = argv[a] + strspn(argv[a], CARD_SEPARATORS);
        while (*p) {
            size_t len = strcspn(p, CARD_SEPARATORS);
            crib_card c;
            if (read_card(p, len, &c) < 0)
                return -1;
            if (seen & ((uint64_t)1 << c)) {
                char q[CLI_QUOTE_CAP];
                cli_error("%s is given twice", cli_quote(p, len, q, sizeof q));
                return -1;
            }
            seen |= (uint64_t)1 << c;
            if (n == cap) {
                cli_error("too many cards (at most %zu)", cap);
                return -1;
            }
            cards[n++] = c;
            p += len;
            p += strspn(p, CARD_SEPARATORS);
        }
    }
    return (int)n;
}
