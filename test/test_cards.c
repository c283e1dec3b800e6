/* SPDX-License-Identifier: MIT */
/* Cards: ids, parsing and printing, hands as text, masks, errors and versions. */
#include "crib.h"
#include "harness.h"

#include <string.h>

static void test_ids(void)
{
    harness_first ids = {0, ""};
    for (int rank = 0; rank < 13; rank++)
        for (int suit = 0; suit < 4; suit++) {
            int32_t c = crib_card_make(rank, suit);
            int32_t r = crib_card_rank((crib_card)c), s = crib_card_suit((crib_card)c);
            int32_t v = crib_card_value((crib_card)c), want_v = rank < 10 ? rank + 1 : 10;
            NOTE(&ids, c == rank * 4 + suit && r == rank && s == suit && v == want_v,
                 "rank %d suit %d: card_make %d, want %d; rank %d suit %d value %d, want "
                 "%d %d %d",
                 rank, suit, (int)c, rank * 4 + suit, (int)r, (int)s, (int)v, rank, suit,
                 (int)want_v);
        }
    CHECK_FIRST(&ids, "card_make/rank/suit/value agree with id = rank*4 + suit on all 52 cards");
    CHECK_EQ(crib_card_make(13, 0), CRIB_ERANGE, "card_make rejects rank 13");
    CHECK_EQ(crib_card_make(-1, 0), CRIB_ERANGE, "card_make rejects rank -1");
    CHECK_EQ(crib_card_make(0, 4), CRIB_ERANGE, "card_make rejects suit 4");
    harness_first bad = {0, ""};
    for (int c = 52; c < 256; c++) {
        int32_t r = crib_card_rank((crib_card)c), s = crib_card_suit((crib_card)c);
        int32_t v = crib_card_value((crib_card)c), h = crib_starter_heels((crib_card)c);
        NOTE(&bad, r == CRIB_ECARD && s == CRIB_ECARD && v == CRIB_ECARD && h == CRIB_ECARD,
             "id %d: rank %d suit %d value %d heels %d, want %d for each", c, (int)r, (int)s,
             (int)v, (int)h, CRIB_ECARD);
    }
    CHECK_FIRST(&bad, "ids 52..255 are CRIB_ECARD for rank, suit, value and heels");
    CHECK_EQ(crib_card_value(CRIB_JACK * 4), 10, "a jack counts 10");
    CHECK_EQ(crib_card_value(0), 1, "an ace counts 1");
}

static void test_round_trip(void)
{
    harness_first trip = {0, ""};
    for (int c = 0; c < 52; c++) {
        char buf[4];
        crib_card back = 99;
        int32_t len = crib_card_format((crib_card)c, buf, sizeof buf);
        NOTE(&trip, len == (int32_t)strlen(buf) && (len == 2 || (len == 3 && c / 4 == 9)),
             "id %d: format gives \"%s\" and length %d, want %d", c, buf, (int)len,
             c / 4 == 9 ? 3 : 2);
        int32_t rc = crib_card_parse(buf, &back);
        NOTE(&trip, rc == CRIB_OK && back == c, "id %d: parse \"%s\" gives %d and id %d", c, buf,
             (int)rc, back);
    }
    CHECK_FIRST(&trip, "format then parse gives back each of the 52 cards");
    char buf[8];
    MUST(crib_card_format(9 * 4 + CRIB_CLUBS, buf, sizeof buf));
    CHECK(!strcmp(buf, "10c"), "the ten of clubs prints as 10c");
    MUST(crib_card_format(CRIB_JACK * 4 + CRIB_SPADES, buf, sizeof buf));
    CHECK(!strcmp(buf, "Js"), "the jack of spades prints as Js");
}

static void test_parse_forms(void)
{
    static const struct {
        const char *text;
        int card;
    } k_good[] = {
        {"5h", 4 * 4 + CRIB_HEARTS},
        {"5H", 4 * 4 + CRIB_HEARTS},
        {"10S", 9 * 4 + CRIB_SPADES},
        {"10s", 9 * 4 + CRIB_SPADES},
        {"Td", 9 * 4 + CRIB_DIAMONDS},
        {"tD", 9 * 4 + CRIB_DIAMONDS},
        {"J\xE2\x99\xA0", CRIB_JACK * 4 + CRIB_SPADES},
        {"Q\xE2\x99\xA5", CRIB_QUEEN * 4 + CRIB_HEARTS},
        {"K\xE2\x99\xA6", CRIB_KING * 4 + CRIB_DIAMONDS},
        {"A\xE2\x99\xA3", CRIB_ACE * 4 + CRIB_CLUBS},
        {"2\xE2\x99\xA4", 1 * 4 + CRIB_SPADES},   /* white spade */
        {"2\xE2\x99\xA1", 1 * 4 + CRIB_HEARTS},   /* white heart */
        {"2\xE2\x99\xA2", 1 * 4 + CRIB_DIAMONDS}, /* white diamond */
        {"2\xE2\x99\xA7", 1 * 4 + CRIB_CLUBS},    /* white club */
        {"ac", 0},
        {"kS", 51},
        {"jc", 40},
        {"qd", 45},
    };
    for (size_t i = 0; i < sizeof k_good / sizeof k_good[0]; i++) {
        crib_card c = 99;
        int32_t rc = crib_card_parse(k_good[i].text, &c);
        CHECK(rc == CRIB_OK && c == k_good[i].card, "parse \"%s\" gives id %d", k_good[i].text,
              k_good[i].card);
    }
    static const char *const k_bad[] = {
        "",
        " 5h",
        "5h ",
        "1h",
        "11h",
        "0h",
        "5x",
        "5",
        "h",
        "5hh",
        "10",
        "AA",
        "55h",
        "\342\231\2405", /* a suit symbol before the rank */
        "5\xE2\x99",
        "5\xE2",
        "5\xE2\x99\xA8",
        "5\xE2\x98\xA0",
        "1 0h",
        "5\xC3\xA9",
        "T",
        "Z5",
        "5h\n",
        "+5h",
        "5h,",
    };
    for (size_t i = 0; i < sizeof k_bad / sizeof k_bad[0]; i++) {
        crib_card c = 99;
        int32_t rc = crib_card_parse(k_bad[i], &c);
        CHECK(rc == CRIB_EPARSE && c == 0, "parse rejects bad text #%zu with CRIB_EPARSE", i);
    }
    crib_card c = 99;
    CHECK_EQ(crib_card_parse(NULL, &c), CRIB_ENULL, "parse of NULL text is CRIB_ENULL");
    CHECK_EQ(c, 0, "and *out is set to 0");
    CHECK_EQ(crib_card_parse("5h", NULL), CRIB_ENULL, "parse into NULL is CRIB_ENULL");
}

static void test_format_buffers(void)
{
    char buf[8];
    memset(buf, 'x', sizeof buf);
    CHECK_EQ(crib_card_format(9 * 4, buf, 2), 3, "a short buffer still returns the length needed");
    CHECK(!strcmp(buf, "1"), "and holds the text cut short, NUL-terminated");
    CHECK_EQ(crib_card_format(0, NULL, 0), 2, "cap 0 with a NULL buffer measures the text");
    CHECK_EQ(crib_card_format(0, NULL, 4), CRIB_ENULL, "a NULL buffer with cap > 0 is CRIB_ENULL");
    memset(buf, 'x', sizeof buf);
    CHECK_EQ(crib_card_format(52, buf, sizeof buf), CRIB_ECARD, "format of id 52 is CRIB_ECARD");
    CHECK(buf[0] == '\0', "and leaves an empty string");
    CHECK_EQ(crib_card_format(255, buf, sizeof buf), CRIB_ECARD, "format of id 255 is CRIB_ECARD");
}

static void test_hand_text(void)
{
    crib_card cards[6];
    char buf[64];
    int32_t n = crib_hand_parse("5h 5d 5c Js", cards, 6);
    CHECK(n == 4 && cards[0] == 18 && cards[1] == 17 && cards[2] == 16 && cards[3] == 43,
          "hand_parse reads \"5h 5d 5c Js\"");
    n = crib_hand_parse("  5h,5d, 5c\t\n Js  ", cards, 6);
    CHECK_EQ(n, 4, "hand_parse takes spaces, commas, tabs and newlines as separators");
    CHECK_EQ(crib_hand_parse("", cards, 6), 0, "an empty string is 0 cards");
    CHECK_EQ(crib_hand_parse(" , ", cards, 6), 0, "separators alone are 0 cards");
    CHECK_EQ(crib_hand_parse("", NULL, 0), 0, "0 cards into a NULL array of capacity 0");
    CHECK_EQ(crib_hand_parse("5h 5x", cards, 6), CRIB_EPARSE, "a bad word is CRIB_EPARSE");
    CHECK_EQ(crib_hand_parse("5h5d", cards, 6), CRIB_EPARSE, "cards must be separated");
    CHECK_EQ(crib_hand_parse("5h 5d 5h", cards, 6), CRIB_EDUP, "a repeated card is CRIB_EDUP");
    memset(cards, 7, sizeof cards);
    CHECK_EQ(crib_hand_parse("Ah 2h 3h 4h", cards, 3), CRIB_ESPACE,
             "more cards than the capacity is CRIB_ESPACE");
    CHECK(cards[0] == 0 && cards[1] == 0 && cards[2] == 0 && cards[3] == 7,
          "and zeroes the array up to its capacity, not past it");
    CHECK_EQ(crib_hand_parse(NULL, cards, 6), CRIB_ENULL, "a NULL text is CRIB_ENULL");
    CHECK_EQ(crib_hand_parse("5h", NULL, 6), CRIB_ENULL,
             "a NULL array with capacity is CRIB_ENULL");

    n = crib_hand_parse("10h J\xE2\x99\xA0 ac", cards, 6);
    CHECK_EQ(n, 3, "hand_parse reads tens, symbols and lower case");
    CHECK_EQ(crib_hand_format(cards, 3, buf, sizeof buf), 9, "hand_format returns the length");
    CHECK(!strcmp(buf, "10h Js Ac"), "hand_format writes \"10h Js Ac\"");
    CHECK_EQ(crib_hand_format(cards, 0, buf, sizeof buf), 0, "an empty hand formats as \"\"");
    CHECK_EQ(crib_hand_format(cards, 3, buf, 5), 9, "a short buffer returns the full length");
    CHECK(!strcmp(buf, "10h "), "and holds the text cut short");
    cards[1] = 200;
    CHECK_EQ(crib_hand_format(cards, 3, buf, sizeof buf), CRIB_ECARD,
             "an invalid card is CRIB_ECARD");
    CHECK(buf[0] == '\0', "and leaves an empty string");
    CHECK_EQ(crib_hand_format(NULL, 2, buf, sizeof buf), CRIB_ENULL, "NULL cards is CRIB_ENULL");
    CHECK_EQ(crib_hand_format(cards, 0, NULL, 4), CRIB_ENULL, "a NULL buffer is CRIB_ENULL");
}

static void test_masks(void)
{
    crib_card cards[52];
    uint64_t mask = 1;
    crib_card hand[4] = {18, 17, 16, 43};
    CHECK_EQ(crib_mask_from_cards(hand, 4, &mask), CRIB_OK, "mask_from_cards of a hand");
    CHECK(mask == ((UINT64_C(1) << 16) | (UINT64_C(1) << 17) | (UINT64_C(1) << 18) |
                   (UINT64_C(1) << 43)),
          "sets bit i for card id i");
    CHECK_EQ(crib_mask_to_cards(mask, cards, 4), 4, "mask_to_cards gives 4 cards back");
    CHECK(cards[0] == 16 && cards[1] == 17 && cards[2] == 18 && cards[3] == 43,
          "in increasing id order");
    CHECK_EQ(crib_mask_count(mask), 4, "mask_count counts them");
    CHECK_EQ(crib_mask_count(CRIB_DECK_MASK), 52, "the deck mask holds 52 cards");
    CHECK_EQ(crib_mask_to_cards(CRIB_DECK_MASK, cards, 52), 52, "the whole deck fits 52");
    CHECK_EQ(crib_mask_count(UINT64_C(1) << 52), CRIB_EMASK, "bit 52 is CRIB_EMASK");
    CHECK_EQ(crib_mask_to_cards(UINT64_C(1) << 63, cards, 52), CRIB_EMASK, "bit 63 is CRIB_EMASK");
    CHECK_EQ(crib_mask_to_cards(mask, cards, 3), CRIB_ESPACE, "too small an array is CRIB_ESPACE");
    CHECK_EQ(crib_mask_to_cards(mask, NULL, 4), CRIB_ENULL, "a NULL array is CRIB_ENULL");
    CHECK_EQ(crib_mask_to_cards(0, NULL, 0), 0, "the empty mask into nothing is 0 cards");
    hand[2] = 18;
    CHECK_EQ(crib_mask_from_cards(hand, 4, &mask), CRIB_EDUP, "a repeated card is CRIB_EDUP");
    CHECK_EQ(mask, 0, "and the mask is set to 0");
    hand[2] = 52;
    CHECK_EQ(crib_mask_from_cards(hand, 4, &mask), CRIB_ECARD, "id 52 is CRIB_ECARD");
    CHECK_EQ(crib_mask_from_cards(NULL, 1, &mask), CRIB_ENULL, "NULL cards is CRIB_ENULL");
    CHECK_EQ(crib_mask_from_cards(hand, 4, NULL), CRIB_ENULL, "a NULL out is CRIB_ENULL");
    CHECK_EQ(crib_mask_from_cards(NULL, 0, &mask), CRIB_OK, "no cards is the empty mask");
}

static void test_errors_and_version(void)
{
    harness_first own = {0, ""};
    for (int32_t code = -9; code <= 0; code++) {
        const char *s = crib_strerror(code);
        if (!NOTE(&own, s != NULL && s[0] != '\0' && strcmp(s, crib_strerror(-1000)) != 0,
                  "code %d: \"%s\", the unknown code's or empty", (int)code, s ? s : "(null)"))
            continue;
        for (int32_t other = -9; other < code; other++)
            NOTE(&own, strcmp(s, crib_strerror(other)) != 0, "codes %d and %d: both \"%s\"",
                 (int)code, (int)other, s);
    }
    CHECK_FIRST(&own, "every code 0..-9 has its own sentence");
    CHECK(crib_strerror(-1000) != NULL && strstr(crib_strerror(-1000), "unknown"),
          "an unknown code gets a sentence saying so");
    CHECK(crib_strerror(INT32_MIN) != NULL && crib_strerror(1) != NULL, "never NULL");
    CHECK_EQ(crib_version_number(), CRIB_VERSION_NUMBER, "the linked version is the header's");
    CHECK(!strcmp(crib_version_string(), CRIB_VERSION_STRING), "and so is its string");
    CHECK_EQ(crib_starter_heels(CRIB_JACK * 4 + CRIB_HEARTS), 2,
             "a jack starter is 2 for his heels");
    CHECK_EQ(crib_starter_heels(CRIB_QUEEN * 4), 0, "a queen starter is nothing");
}

int main(void)
{
    test_ids();
    test_round_trip();
    test_parse_forms();
    test_format_buffers();
    test_hand_text();
    test_masks();
    test_errors_and_version();
    return harness_done();
}
