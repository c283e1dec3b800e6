/* SPDX-License-Identifier: MIT */
/* Cards: ids, ranks and suits, parsing and printing, masks. */
#include "bits.h"
#include "text.h"

#include <string.h>

static const char k_rank_text[13][3] = {"A", "2", "3",  "4", "5", "6", "7",
                                        "8", "9", "10", "J", "Q", "K"};
static const char k_suit_letter[4] = {'c', 'd', 'h', 's'};

int32_t crib_card_make(int32_t rank, int32_t suit)
{
    if (rank < 0 || rank > CRIB_KING || suit < 0 || suit > CRIB_SPADES)
        return CRIB_ERANGE;
    return rank * 4 + suit;
}

int32_t crib_card_rank(crib_card card)
{
    return card < CRIB_CARDS ? CARD_RANK(card) : CRIB_ECARD;
}

int32_t crib_card_suit(crib_card card)
{
    return card < CRIB_CARDS ? CARD_SUIT(card) : CRIB_ECARD;
}

int32_t crib_card_value(crib_card card)
{
    return card < CRIB_CARDS ? crib_rank_value(CARD_RANK(card)) : CRIB_ECARD;
}

/* Reads a rank at *p; returns it and advances *p, or returns -1. */
static int parse_rank(const unsigned char **p)
{
    const unsigned char *s = *p;
    int c = s[0];
    int rank = -1;
    if (c >= '2' && c <= '9') {
        rank = c - '1';
    } else if (c == '1' && s[1] == '0') {
        rank = 9;
        s++;
    } else {
        switch (c | 0x20) { /* ASCII letters to lower case */
        case 'a': rank = CRIB_ACE; break;
        case 't': rank = 9; break;
        case 'j': rank = CRIB_JACK; break;
        case 'q': rank = CRIB_QUEEN; break;
        case 'k': rank = CRIB_KING; break;
        default: return -1;
        }
    }
    *p = s + 1;
    return rank;
}

/* Reads a suit letter or UTF-8 suit symbol at *p; returns it and advances *p, or -1. */
static int parse_suit(const unsigned char **p)
{
    const unsigned char *s = *p;
    int suit;
    switch (s[0] | 0x20) {
    case 'c': suit = CRIB_CLUBS; break;
    case 'd': suit = CRIB_DIAMONDS; break;
    case 'h': suit = CRIB_HEARTS; break;
    case 's': suit = CRIB_SPADES; break;
    default: suit = -1; break;
    }
    if (suit >= 0) {
        *p = s + 1;
        return suit;
    }
    /* U+2660..U+2667 are E2 99 A0..A7: spade, heart(white), diamond(white), club, spade
     * (white), heart, diamond, club (white). Short-circuit order keeps reads inside the
     * string: s[1] is read only when s[0] is not the NUL, s[2] only when s[1] is not. */
    if (s[0] == 0xE2 && s[1] == 0x99 && s[2] >= 0xA0 && s[2] <= 0xA7) {
        static const signed char k_symbol_suit[8] = {CRIB_SPADES,   CRIB_HEARTS, CRIB_DIAMONDS,
                                                     CRIB_CLUBS,    CRIB_SPADES, CRIB_HEARTS,
                                                     CRIB_DIAMONDS, CRIB_CLUBS};
        *p = s + 3;
        return k_symbol_suit[s[2] - 0xA0];
    }
    return -1;
}

/* Parses one card at *p and advances *p past it; returns the id, or -1. */
static int parse_one(const unsigned char **p)
{
    const unsigned char *s = *p;
    int rank = parse_rank(&s);
    if (rank < 0)
        return -1;
    int suit = parse_suit(&s);
    if (suit < 0)
        return -1;
    *p = s;
    return rank * 4 + suit;
}

int32_t crib_card_parse(const char *text, crib_card *out)
{
    if (out)
        *out = 0;
    if (!text || !out)
        return CRIB_ENULL;
    const unsigned char *p = (const unsigned char *)text;
    int card = parse_one(&p);
    if (card < 0 || *p != '\0')
        return CRIB_EPARSE;
    *out = (crib_card)card;
    return CRIB_OK;
}

static int is_separator(unsigned char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',';
}

int32_t crib_hand_parse(const char *text, crib_card *cards, size_t cap)
{
    if (!text || (!cards && cap > 0)) {
        if (cards)
            memset(cards, 0, cap);
        return CRIB_ENULL;
    }
    const unsigned char *p = (const unsigned char *)text;
    uint64_t seen = 0;
    size_t n = 0;
    int32_t rc = CRIB_OK;
    for (;;) {
        while (is_separator(*p))
            p++;
        if (*p == '\0')
            break;
        int card = parse_one(&p);
        if (card < 0 || (*p != '\0' && !is_separator(*p))) {
            rc = CRIB_EPARSE;
            break;
        }
        if (seen & CARD_BIT(card)) {
            rc = CRIB_EDUP;
            break;
        }
        if (n == cap) {
            rc = CRIB_ESPACE;
            break;
        }
        seen |= CARD_BIT(card);
        cards[n++] = (crib_card)card;
    }
    if (rc != CRIB_OK) {
        if (cap > 0)
            memset(cards, 0, cap);
        return rc;
    }
    return (int32_t)n;
}

/* Writes a valid card's text (at most 3 characters and a NUL) into s. */
static void card_text(crib_card card, char s[4])
{
    const char *r = k_rank_text[CARD_RANK(card)];
    size_t i = 0;
    while (*r)
        s[i++] = *r++;
    s[i++] = k_suit_letter[CARD_SUIT(card)];
    s[i] = '\0';
}

int32_t crib_card_format(crib_card card, char *buf, size_t cap)
{
    if (!buf && cap > 0)
        return CRIB_ENULL;
    crib_text t;
    crib_text_init(&t, buf, cap);
    if (card >= CRIB_CARDS)
        return CRIB_ECARD;
    char s[4];
    card_text(card, s);
    crib_text_put(&t, s);
    return crib_text_finish(&t);
}

int32_t crib_hand_format(const crib_card *cards, size_t n, char *buf, size_t cap)
{
    if (!buf && cap > 0)
        return CRIB_ENULL;
    crib_text t;
    crib_text_init(&t, buf, cap);
    if (!cards && n > 0)
        return CRIB_ENULL;
    for (size_t i = 0; i < n; i++)
        if (cards[i] >= CRIB_CARDS)
            return CRIB_ECARD;
    for (size_t i = 0; i < n; i++) {
        char s[4];
        card_text(cards[i], s);
        if (i > 0)
            crib_text_put(&t, " ");
        crib_text_put(&t, s);
    }
    return crib_text_finish(&t);
}

int32_t crib_mask_from_cards(const crib_card *cards, size_t n, uint64_t *out)
{
    if (out)
        *out = 0;
    if (!out || (!cards && n > 0))
        return CRIB_ENULL;
    uint64_t mask = 0;
    for (size_t i = 0; i < n; i++) {
        if (cards[i] >= CRIB_CARDS)
            return CRIB_ECARD;
        if (mask & CARD_BIT(cards[i]))
            return CRIB_EDUP;
        mask |= CARD_BIT(cards[i]);
    }
    *out = mask;
    return CRIB_OK;
}

int32_t crib_mask_to_cards(uint64_t mask, crib_card *cards, size_t cap)
{
    int32_t rc = CRIB_OK;
    if (!cards && cap > 0)
        return CRIB_ENULL;
    if (mask & ~CRIB_DECK_MASK)
        rc = CRIB_EMASK;
    else if ((size_t)crib_popcount64(mask) > cap)
        rc = CRIB_ESPACE;
    if (rc != CRIB_OK) {
        if (cards && cap > 0)
            memset(cards, 0, cap);
        return rc;
    }
    /* n < cap holds anyway after the count check; the loop says so, so that the bound on
     * the writes is plain to a reader and to the static analyser. */
    size_t n = 0;
    while (mask && n < cap) {
        cards[n++] = (crib_card)crib_ctz64(mask);
        mask &= mask - 1;
    }
    return (int32_t)n;
}

int32_t crib_mask_count(uint64_t mask)
{
    return (mask & ~CRIB_DECK_MASK) ? CRIB_EMASK : crib_popcount64(mask);
}

int32_t crib_starter_heels(crib_card starter)
{
    if (starter >= CRIB_CARDS)
        return CRIB_ECARD;
    return CARD_RANK(starter) == CRIB_JACK ? 2 : 0;
}
