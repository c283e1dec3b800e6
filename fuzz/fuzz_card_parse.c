/* SPDX-License-Identifier: MIT */
/* crib_card_parse on arbitrary text: it accepts exactly one card or fails with
 * CRIB_EPARSE and a zeroed card; an accepted card prints as text that says the same card
 * as the input and parses back to it; and it agrees with crib_hand_parse, which reads the
 * same words. */
#include "fuzz.h"

#include <ctype.h>
#include <string.h>

/* The UTF-8 symbols of each suit (black and white), by suit number. */
static const char *const k_suit_symbols[4][2] = {{"\xE2\x99\xA3", "\xE2\x99\xA7"},
                                                 {"\xE2\x99\xA6", "\xE2\x99\xA2"},
                                                 {"\xE2\x99\xA5", "\xE2\x99\xA1"},
                                                 {"\xE2\x99\xA0", "\xE2\x99\xA4"}};

static int same_nocase(const char *a, const char *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (tolower((unsigned char)a[i]) != tolower((unsigned char)b[i]))
            return 0;
    return 1;
}

/* Whether text names the card that printed reads: the same rank (T for 10) and suit, in
 * any case, the suit possibly as a symbol. Written apart from the parser, as its check. */
static int says_same_card(const char *text, const char *printed, int suit)
{
    size_t rank_len = strlen(printed) - 1;
    if (tolower((unsigned char)text[0]) == 't' && strncmp(printed, "10", 2) == 0)
        text += 1;
    else if (same_nocase(text, printed, rank_len))
        text += rank_len;
    else
        return 0;
    return (tolower((unsigned char)text[0]) == printed[rank_len] && text[1] == '\0') ||
           strcmp(text, k_suit_symbols[suit][0]) == 0 || strcmp(text, k_suit_symbols[suit][1]) == 0;
}

static int has_separator(const char *s)
{
    return strpbrk(s, " \t\n\r,") != NULL;
}

static void check_accepted(const char *text, crib_card card)
{
    REQUIRE(card < CRIB_CARDS);
    char buf[4];
    int32_t len = crib_card_format(card, buf, sizeof buf);
    REQUIRE((len == 2 || len == 3) && (size_t)len == strlen(buf));
    REQUIRE(says_same_card(text, buf, crib_card_suit(card)));
    crib_card back = 0xFF;
    REQUIRE(crib_card_parse(buf, &back) == CRIB_OK && back == card);
    crib_card listed[2];
    REQUIRE(crib_hand_parse(text, listed, 2) == 1 && listed[0] == card);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_string(data, size);
    crib_card card = 0xFF;
    int32_t rc = crib_card_parse(text, &card);
    if (rc == CRIB_OK) {
        check_accepted(text, card);
    } else {
        REQUIRE(rc == CRIB_EPARSE && card == 0);
        /* A single word the hand parser takes as a card must be one for the card parser. */
        crib_card listed[2];
        if (*text && !has_separator(text))
            REQUIRE(crib_hand_parse(text, listed, 2) != 1);
    }
    REQUIRE(crib_card_parse(text, NULL) == CRIB_ENULL);
    free(text);
    return 0;
}
