/* SPDX-License-Identifier: MIT */
/* The show: worked hands from the answer file, the itemisation, the announcement, and
 * every kind of bad input. */
#include "crib.h"
#include "harness.h"
#include "reference.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int parse_cards(const char *text, crib_card *cards, size_t cap)
{
    return (int)crib_hand_parse(text, cards, cap);
}

/* Each row of test/data/hands.csv: hand, starter, hand total, crib total (empty for a
 * three-card hand), note. Shared with the binding tests. */
static void test_answer_file(void)
{
    FILE *f = fopen("test/data/hands.csv", "r");
    if (!CHECK(f != NULL, "test/data/hands.csv opens (tests run from the repo root)"))
        return;
    char line[256];
    int rows = 0;
    if (!fgets(line, sizeof line, f))
        line[0] = '\0';
    while (fgets(line, sizeof line, f)) {
        char *field[5] = {0};
        char *p = line;
        for (int i = 0; i < 5 && p; i++) {
            field[i] = p;
            p = i < 4 ? strchr(p, ',') : NULL;
            if (p)
                *p++ = '\0';
        }
        if (!field[4])
            continue;
        field[4][strcspn(field[4], "\r\n")] = '\0';
        crib_card hand[4], starter[1];
        int n = parse_cards(field[0], hand, 4);
        if (!CHECK((n == 3 || n == 4) && parse_cards(field[1], starter, 1) == 1, "row %d parses",
                   rows + 1))
            continue;
        int want = atoi(field[2]);
        crib_score s;
        int32_t got = crib_hand_score(hand, (size_t)n, starter[0], 0, &s);
        CHECK(got == want && s.total == (uint32_t)want, "%s | %s = %d (%s)", field[0], field[1],
              want, field[4]);
        if (field[3][0]) {
            want = atoi(field[3]);
            got = crib_hand_score(hand, (size_t)n, starter[0], CRIB_SCORE_CRIB, NULL);
            CHECK(got == want, "%s | %s as a crib = %d", field[0], field[1], want);
        } else {
            CHECK_EQ(crib_hand_score(hand, (size_t)n, starter[0], CRIB_SCORE_CRIB, NULL),
                     CRIB_ECOUNT, "%s | %s: a three-card crib is CRIB_ECOUNT", field[0], field[1]);
        }
        CHECK_EQ(ref_hand_score(hand, n, starter[0], 0), atoi(field[2]),
                 "the reference scorer agrees on %s | %s", field[0], field[1]);
        rows++;
    }
    fclose(f);
    CHECK(rows >= 30, "the answer file has %d rows", rows);
}

/* Scores "hand | starter" given as text; the total, or a negative code. */
static int32_t score_text(const char *hand, const char *starter, uint32_t flags, crib_score *s)
{
    crib_card h[4], st[1];
    int n = parse_cards(hand, h, 4);
    if (n < 0 || parse_cards(starter, st, 1) != 1)
        return -100;
    return crib_hand_score(h, (size_t)n, st[0], flags, s);
}

static void check_announcement(const char *hand, const char *starter, uint32_t flags,
                               const char *want)
{
    crib_score s;
    char buf[512];
    score_text(hand, starter, flags, &s);
    int32_t len = crib_score_format(&s, buf, sizeof buf);
    if (!CHECK(len == (int32_t)strlen(want) && !strcmp(buf, want), "%s | %s announces \"%s\"", hand,
               starter, want))
        printf("#   got \"%s\"\n", buf);
}

static void test_announcements(void)
{
    check_announcement("5h 5d 5c Js", "5s", 0,
                       "fifteen 2, fifteen 4, fifteen 6, fifteen 8, fifteen 10, fifteen 12, "
                       "fifteen 14, fifteen 16, a double pair royal is 28 and one for his nob "
                       "is 29");
    check_announcement("9c 6d 5h 4s", "4d", 0,
                       "fifteen 2, fifteen 4, fifteen 6 and a double run of three is 14");
    check_announcement("4h 5c 6s Jh", "6h", 0,
                       "fifteen 2, fifteen 4, fifteen 6, a double run of three is 14 and one "
                       "for his nob is 15");
    check_announcement("4h 5c 5d 6h", "6d", 0,
                       "fifteen 2, fifteen 4, fifteen 6, fifteen 8 and a quadruple run of "
                       "three is 24");
    check_announcement("Kc Kd Kh Qs", "Jd", 0, "a triple run of three is 15");
    check_announcement("Kc Qd Qh Jc", "10s", 0, "a double run of four is 10");
    check_announcement("3c 4c 5c 6c", "6d", 0,
                       "fifteen 2, fifteen 4, fifteen 6, a double run of four is 16 and a "
                       "flush of four is 20");
    check_announcement("3c 4d 5h Kc", "Kd", 0,
                       "fifteen 2, fifteen 4, a run of three is 7 and a pair is 9");
    check_announcement("Kc Kd 9h 9s", "2c", 0, "two pairs is 4");
    check_announcement("Kc Kd Kh 9h", "9s", 0, "a pair royal and a pair is 8");
    check_announcement("Ah 3h 9h Kh", "10h", CRIB_SCORE_CRIB, "a flush of five is 5");
    check_announcement("Ah 3h 9c Kh", "10d", 0, "no score");
    check_announcement("2h 4h 9h", "Kc", 0, "fifteen 2 and a flush of three is 5");
    check_announcement("Ac 2d 3h 4s", "5c", 0, "fifteen 2 and a run of five is 7");

    crib_score s;
    char buf[512];
    score_text("5h 5d 5c Js", "5s", 0, &s);
    int32_t len = crib_score_format(&s, NULL, 0);
    CHECK(len > 0 && crib_score_format(&s, buf, 10) == len, "a short buffer gives the full length");
    CHECK(strlen(buf) == 9 && !strncmp(buf, "fifteen 2", 9), "and the text cut short");
    CHECK_EQ(crib_score_format(NULL, buf, sizeof buf), CRIB_ENULL, "a NULL score is CRIB_ENULL");
    CHECK_EQ(crib_score_format(&s, NULL, 8), CRIB_ENULL, "a NULL buffer is CRIB_ENULL");
    crib_score bad = s;
    bad.total++;
    CHECK_EQ(crib_score_format(&bad, buf, sizeof buf), CRIB_ERANGE, "a total that does not add up");
    CHECK(buf[0] == '\0', "leaves an empty string");
    bad = s;
    bad.n_items = CRIB_SCORE_MAX_ITEMS + 1;
    CHECK_EQ(crib_score_format(&bad, buf, sizeof buf), CRIB_ERANGE, "too many items");
    bad = s;
    bad.items[0].kind = 9;
    CHECK_EQ(crib_score_format(&bad, buf, sizeof buf), CRIB_ERANGE, "an unknown kind");
    bad = s;
    bad.items[0].cards |= UINT64_C(1) << 60;
    CHECK_EQ(crib_score_format(&bad, buf, sizeof buf), CRIB_ERANGE, "a card mask above bit 51");
    bad = s;
    crib_item first = bad.items[0];
    bad.items[0] = bad.items[bad.n_items - 1];
    bad.items[bad.n_items - 1] = first;
    CHECK_EQ(crib_score_format(&bad, buf, sizeof buf), CRIB_ERANGE,
             "items out of the customary order");
}

static void test_items(void)
{
    crib_score s;
    score_text("5h 5d 5c Js", "5s", 0, &s);
    CHECK(s.n_items == 15 && s.fifteens == 16 && s.pairs == 12 && s.nobs == 1 && s.runs == 0 &&
              s.flush == 0,
          "29: 8 fifteens, 6 pairs and nobs, by kind");
    const crib_item *nobs = &s.items[s.n_items - 1];
    CHECK(nobs->kind == CRIB_ITEM_NOBS && nobs->positions == ((1u << 3) | (1u << 4)) &&
              nobs->size == 2 && nobs->points == 1,
          "nobs uses the jack (position 3) and the starter (bit CRIB_POS_STARTER)");
    CHECK(s.items[0].kind == CRIB_ITEM_FIFTEEN && s.items[0].positions == 7 &&
              s.items[0].cards == ((UINT64_C(1) << 16) | (UINT64_C(1) << 17) | (UINT64_C(1) << 18)),
          "the first fifteen is the three fives of the hand, as positions and as cards");
    uint32_t sum = 0;
    harness_first items = {0, ""};
    for (uint32_t i = 0; i < s.n_items && i < CRIB_SCORE_MAX_ITEMS; i++) {
        sum += s.items[i].points;
        if (i > 0)
            NOTE(&items,
                 s.items[i].kind > s.items[i - 1].kind ||
                     (s.items[i].kind == s.items[i - 1].kind &&
                      s.items[i].positions > s.items[i - 1].positions),
                 "items %u and %u: kind %u positions 0x%02x, then kind %u positions 0x%02x", i - 1,
                 i, s.items[i - 1].kind, s.items[i - 1].positions, s.items[i].kind,
                 s.items[i].positions);
    }
    NOTE(&items, sum == 29, "the items add up to %u, want 29", sum);
    CHECK_FIRST(&items, "items add up to the total, in the customary order");

    score_text("2h 4h 9h", "Qh", 0, &s);
    const crib_item *fl = &s.items[s.n_items - 1];
    CHECK(fl->kind == CRIB_ITEM_FLUSH && fl->points == 4 && fl->positions == (7u | 16u),
          "a three-card hand's flush with the starter: 4, positions 0-2 and the starter bit");
    score_text("Ah 3h 9h Kh", "9d", 0, &s);
    fl = &s.items[s.n_items - 1];
    CHECK(fl->kind == CRIB_ITEM_FLUSH && fl->points == 4 && fl->positions == 15u,
          "a four-card hand flush: the hand's cards only");
    score_text("4h 5c 5d 6h", "6d", 0, &s);
    CHECK(s.runs == 12 && s.pairs == 4 && s.fifteens == 8, "4-5-5-6-6 by kind: 8, 12, 4");
    CHECK_EQ(crib_score_size(), sizeof(crib_score), "crib_score_size is sizeof(crib_score)");
    CHECK_EQ(sizeof(crib_item), 16, "crib_item is 16 bytes");
    CHECK_EQ(crib_item_size(), sizeof(crib_item), "crib_item_size is sizeof(crib_item)");
}

static int is_zero(const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        if (b[i])
            return 0;
    return 1;
}

static void check_bad(const crib_card *hand, size_t n, int starter, uint32_t flags, int32_t want,
                      const char *what)
{
    crib_score s;
    memset(&s, 0xAB, sizeof s);
    int32_t got = crib_hand_score(hand, n, (crib_card)starter, flags, &s);
    CHECK(got == want && is_zero(&s, sizeof s), "%s is %s and zeroes the score", what,
          crib_strerror(want));
    CHECK_EQ(crib_hand_score(hand, n, (crib_card)starter, flags, NULL), want,
             "%s without an out-structure", what);
}

static void test_bad_input(void)
{
    crib_card h[4] = {18, 17, 16, 43};
    check_bad(NULL, 4, 19, 0, CRIB_ENULL, "a NULL hand");
    for (size_t n = 0; n <= 6; n++)
        if (n != 3 && n != 4)
            check_bad(h, n, 19, 0, CRIB_ECOUNT,
                      n == 0   ? "0 cards"
                      : n == 1 ? "1 card"
                      : n == 2 ? "2 cards"
                      : n == 5 ? "5 cards"
                               : "6 cards");
    check_bad(h, 3, 19, CRIB_SCORE_CRIB, CRIB_ECOUNT, "a three-card crib");
    check_bad(h, 4, 19, 2, CRIB_EFLAGS, "flag 2");
    check_bad(h, 4, 19, 0x80000000u, CRIB_EFLAGS, "flag bit 31");
    check_bad(h, 4, 52, 0, CRIB_ECARD, "starter id 52");
    check_bad(h, 4, 255, 0, CRIB_ECARD, "starter id 255");
    crib_card bad[4] = {18, 52, 16, 43};
    check_bad(bad, 4, 19, 0, CRIB_ECARD, "a hand card id 52");
    bad[1] = 255;
    check_bad(bad, 4, 19, CRIB_SCORE_CRIB, CRIB_ECARD, "a crib card id 255");
    crib_card dup[4] = {18, 17, 18, 43};
    check_bad(dup, 4, 19, 0, CRIB_EDUP, "a card twice in the hand");
    check_bad(h, 4, 43, 0, CRIB_EDUP, "the starter also in the hand");
    check_bad(h, 3, 16, 0, CRIB_EDUP, "the starter also in a three-card hand");
}

/* Every card of every suit as starter for a few hands: nobs exactly when the jack in
 * hand matches the starter's suit, never for a jack starter. */
static void test_nobs_and_heels(void)
{
    harness_first first = {0, ""};
    crib_card hand[4] = {CRIB_JACK * 4 + CRIB_HEARTS, 0 * 4 + CRIB_CLUBS, 2 * 4 + CRIB_DIAMONDS,
                         7 * 4 + CRIB_SPADES};
    for (int st = 0; st < 52; st++) {
        if (st == hand[0] || st == hand[1] || st == hand[2] || st == hand[3])
            continue;
        crib_score s;
        MUST(crib_hand_score(hand, 4, (crib_card)st, 0, &s));
        uint32_t want_nobs = st % 4 == CRIB_HEARTS ? 1u : 0u;
        int32_t heels = crib_starter_heels((crib_card)st);
        int32_t want_heels = st / 4 == CRIB_JACK ? 2 : 0;
        NOTE(&first, s.nobs == want_nobs, "Jh Ac 3d 8s, starter %d: nobs %u, want %u", st, s.nobs,
             want_nobs);
        NOTE(&first, heels == want_heels, "starter %d: heels %d, want %d", st, (int)heels,
             (int)want_heels);
    }
    CHECK_FIRST(&first,
                "nobs only for a starter of the jack's suit; heels only for a jack starter");
}

int main(void)
{
    test_answer_file();
    test_announcements();
    test_items();
    test_bad_input();
    test_nobs_and_heels();
    return harness_done();
}
