/* SPDX-License-Identifier: MIT */
/* Game records: given deals, the history of a deal, and records read back and replayed
 * (crib_record_check(), crib_record_replay(), crib_record_describe()), good and doctored. */
#include "harness.h"
#include "helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CORPUS "test/corpus/record/"

/* A corpus file, NUL-terminated, in a buffer the caller frees; NULL when unreadable. */
static char *load(const char *name, size_t *len)
{
    char path[256];
    snprintf(path, sizeof path, CORPUS "%s", name);
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = malloc(1 << 20);
    size_t n = buf ? fread(buf, 1, (1 << 20) - 1, f) : 0;
    fclose(f);
    if (buf)
        buf[n] = 0;
    *len = n;
    return buf;
}

static void test_given(void)
{
    crib_game_rules rules;
    crib_deal d, seeded;
    MUST(crib_game_rules_default(&rules, CRIB_VARIANT_SIX_CARD));
    MUST(crib_deal_init(&d, &rules, 42, 0));
    seeded = d;
    uint64_t hands[CRIB_PLAY_MAX_PLAYERS] = {mask_of("Ac 2c 3c 4c 5c 6c"),
                                             mask_of("Ad 2d 3d 4d 5d 6d"), 0, 0};
    uint64_t rng = d.rng;
    CHECK_EQ(crib_deal_start_given(&d, hands, 0), 0, "a given deal: dealer 0");
    crib_status st;
    MUST(crib_deal_status(&d, &st));
    CHECK(st.stage == CRIB_STAGE_DISCARD && st.hand[0] == hands[0] && st.hand[1] == hands[1] &&
              d.given == 1 && d.rng == rng,
          "the cards as given, the discard stage, the flag set, no number drawn");
    crib_card stock[CRIB_CARDS];
    int32_t n = MUST(crib_deal_stock(&d, stock, CRIB_CARDS));
    int ordered = n == 40;
    for (int32_t i = 1; i < n; i++)
        ordered &= stock[i - 1] < stock[i];
    CHECK(ordered && d.pack_next == stock[0], "the stock: 40 cards in id order, the lowest next");
    CHECK_EQ(crib_deal_start_given(NULL, hands, 0), CRIB_ENULL, "NULL deal");
    CHECK_EQ(crib_deal_start_given(&d, NULL, 0), CRIB_ENULL, "NULL hands");
    CHECK_EQ(crib_deal_start_given(&d, hands, 0), CRIB_ESTAGE, "a second deal in the discard");
    crib_deal fresh = seeded;
    uint64_t bad[CRIB_PLAY_MAX_PLAYERS] = {hands[0], hands[0], 0, 0};
    CHECK_EQ(crib_deal_start_given(&fresh, bad, 0), CRIB_EDUP, "a card given twice");
    bad[1] = hands[1] | mask_of("Kh");
    CHECK_EQ(crib_deal_start_given(&fresh, bad, 0), CRIB_ECOUNT, "seven cards");
    bad[1] = hands[1];
    bad[2] = mask_of("Kh");
    CHECK_EQ(crib_deal_start_given(&fresh, bad, 0), CRIB_ECOUNT, "a card to a third player");
    bad[2] = 0;
    CHECK_EQ(crib_deal_start_given(&fresh, bad, mask_of("Kh")), CRIB_ECOUNT,
             "a crib card where the variant deals none");
    bad[0] = hands[0] | (UINT64_C(1) << 60);
    CHECK_EQ(crib_deal_start_given(&fresh, bad, 0), CRIB_EMASK, "a bit past the cards");
    CHECK(memcmp(&fresh, &seeded, sizeof fresh) == 0, "refusals change nothing");

    /* Laid away, then any card of the stock may be the starter. */
    crib_card a0[2] = {0, 4}, a1[2] = {1, 5};
    MUST(crib_deal_discard(&d, 0, a0, 2));
    MUST(crib_deal_discard(&d, 1, a1, 2));
    crib_deal late = d;
    CHECK_EQ(crib_deal_cut_at(&late, (uint32_t)n - 1, NULL), stock[n - 1],
             "the last card of a given stock cut for the starter");
    late = d;
    CHECK_EQ(crib_deal_cut_at(&late, 1, NULL), stock[1], "the second card too");

    /* Forged: a given deal whose generator moved, or a flag of 2. */
    crib_deal forged = d;
    forged.rng++;
    CHECK_EQ(crib_deal_status(&forged, &st), CRIB_ERANGE, "a given deal that drew a number");
    forged = d;
    forged.given = 2;
    CHECK_EQ(crib_deal_status(&forged, &st), CRIB_ERANGE, "given 2");
    forged = d;
    forged.pack_cut = 10;
    CHECK_EQ(crib_deal_status(&forged, &st), CRIB_ERANGE, "a given deal with a pack cut");

    /* The shuffles of later deals are the seed's: the next deal is the seeded first one. */
    crib_deal fresh2;
    MUST(crib_deal_init(&fresh2, &rules, 42, 0));
    MUST(crib_deal_start_given(&fresh2, hands, 0));
    MUST(crib_deal_misdeal(&fresh2));
    MUST(crib_deal_start(&fresh2));
    crib_status s1, s2;
    MUST(crib_deal_status(&fresh2, &s1));
    MUST(crib_deal_init(&seeded, &rules, 42, 0));
    MUST(crib_deal_start(&seeded));
    MUST(crib_deal_status(&seeded, &s2));
    CHECK(s1.hand[0] == s2.hand[0] && s1.hand[1] == s2.hand[1] && fresh2.given == 0,
          "a given deal, a misdeal, then the seed's first shuffle");
}

/* Every point of a record: the history is true to the cards (every card a player still holds
 * is worth at least the least value it shows) and knows the discard. */
static void test_history(const char *name)
{
    size_t len;
    char *text = load(name, &len);
    CHECK(text != NULL, "%s: the corpus file", name);
    if (!text)
        return;
    crib_record_report all;
    CHECK_EQ(crib_record_check(text, len, &all), CRIB_OK, "%s holds", name);
    harness_first f = {0, ""};
    uint32_t plays = 0, raised = 0;
    for (uint32_t k = 0; k <= all.decisions; k++) {
        crib_deal d;
        crib_history h;
        crib_record_report r;
        int32_t rc = crib_record_replay(text, len, k, &d, &h, &r);
        if (rc != CRIB_OK || r.decisions != k) {
            harness_fail(&f, "%s: replay to %u: %d, %u decisions", name, k, rc, r.decisions);
            continue;
        }
        crib_status st;
        MUST(crib_deal_status(&d, &st));
        if (st.stage != CRIB_STAGE_PLAY)
            continue;
        crib_play pl;
        MUST(crib_deal_play(&d, &pl));
        uint32_t who = (uint32_t)crib_play_turn(&pl);
        crib_view v, plain;
        if (crib_deal_view_history(&d, &h, who, &v) != CRIB_OK ||
            crib_deal_view(&d, who, 0, &plain) != CRIB_OK) {
            harness_fail(&f, "%s: no view at decision %u", name, k);
            continue;
        }
        plays++;
        if (crib_mask_count(v.discard) != (int32_t)st.discard || (v.discard & ~st.crib))
            harness_fail(&f, "%s: decision %u: discard %llx", name, k,
                         (unsigned long long)v.discard);
        for (uint32_t q = 0; q < st.players; q++) {
            raised += v.min_value[q] > plain.min_value[q];
            if (v.min_value[q] < plain.min_value[q])
                harness_fail(&f, "%s: decision %u: player %u knows less", name, k, q);
            crib_card c[8];
            int32_t n = MUST(crib_mask_to_cards(pl.hand[q] & ~pl.dead, c, 8));
            for (int32_t i = 0; i < n; i++)
                if ((uint32_t)crib_card_value(c[i]) < v.min_value[q])
                    harness_fail(&f, "%s: decision %u: player %u holds a card under %u", name, k, q,
                                 v.min_value[q]);
        }
    }
    CHECK_FIRST(&f, "%s: every decision's history true (%u in the play, %u values raised)", name,
                plays, raised);
    free(text);
}

static void test_replay_points(void)
{
    size_t len;
    char *text = load("six_seed3.json", &len);
    if (!text)
        return;
    crib_record_report all, r;
    crib_deal d;
    crib_history h;
    MUST(crib_record_check(text, len, &all));
    CHECK(all.over && all.winner == 0 && all.deals == 3 && all.seeded == 1 && all.players == 2 &&
              all.score[0] == 32 && all.score[1] == 22,
          "the whole record: over, won by player 0 32 to 22 in 3 deals");
    MUST(crib_record_replay(text, len, 0, &d, &h, &r));
    crib_status st;
    MUST(crib_deal_status(&d, &st));
    CHECK(st.stage == CRIB_STAGE_DISCARD && st.deal == 1 && r.decisions == 0,
          "replay to 0 decisions: the first deal dealt, nobody has laid away");
    MUST(crib_record_replay(text, len, 2, &d, &h, &r));
    MUST(crib_deal_status(&d, &st));
    CHECK(st.stage == CRIB_STAGE_PLAY && st.starter != CRIB_NONE && h.discard[0] && h.discard[1],
          "replay to 2 decisions: the cut made with them, both discards known");
    MUST(crib_record_replay(text, len, all.decisions - 1, &d, &h, &r));
    MUST(crib_deal_status(&d, &st));
    CHECK(st.stage != CRIB_STAGE_OVER && r.decisions == all.decisions - 1,
          "all but the last decision: the game goes on");
    MUST(crib_record_replay(text, len, CRIB_NONE, &d, &h, &r));
    CHECK(d.stage == CRIB_STAGE_OVER && r.decisions == all.decisions, "all: over");
    free(text);
}

/* crib_record_replay_many() at every decision of a record, and past its end: each point what
 * crib_record_replay() to it gives, byte for byte; then its refusals. */
static void test_replay_many(const char *name)
{
    size_t len;
    char *text = load(name, &len);
    if (!text)
        return;
    crib_record_report all, whole, r;
    MUST(crib_record_check(text, len, &all));
    size_t n = all.decisions + 3;
    uint32_t *points = malloc(n * sizeof *points);
    crib_deal *deals = malloc(n * sizeof *deals);
    crib_history *hists = malloc(n * sizeof *hists);
    crib_record_report *reports = malloc(n * sizeof *reports);
    CHECK(points && deals && hists && reports, "memory for %zu points", n);
    if (!points || !deals || !hists || !reports) {
        free(points), free(deals), free(hists), free(reports), free(text);
        return;
    }
    for (size_t i = 0; i < n; i++)
        points[i] = (uint32_t)(i < n - 1 ? i : i - 1); /* the last point twice */
    CHECK(crib_record_replay_many(text, len, points, n, deals, hists, reports, &whole) == CRIB_OK &&
              memcmp(&whole, &all, sizeof all) == 0,
          "%s: the whole record's report is crib_record_check()'s", name);
    size_t same = 0;
    for (size_t i = 0; i < n; i++) {
        crib_deal d;
        crib_history h;
        int32_t rc = crib_record_replay(text, len, points[i], &d, &h, &r);
        same += rc == reports[i].code && memcmp(&d, &deals[i], sizeof d) == 0 &&
                memcmp(&h, &hists[i], sizeof h) == 0 && memcmp(&r, &reports[i], sizeof r) == 0;
    }
    CHECK(same == n, "%s: %zu of %zu points as crib_record_replay() leaves them", name, same, n);
    CHECK(crib_record_replay_many(text, len, points, n, NULL, NULL, NULL, NULL) == CRIB_OK,
          "%s: every array may be NULL", name);
    points[1] = 7;
    CHECK(crib_record_replay_many(text, len, points, n, deals, NULL, reports, &whole) ==
                  CRIB_ERANGE &&
              whole.code == CRIB_ERANGE && reports[0].code == 0 && deals[0].stage == 0,
          "%s: points out of order: CRIB_ERANGE, every entry zeroed", name);
    CHECK(crib_record_replay_many(NULL, len, points, 1, NULL, NULL, reports, &whole) ==
                  CRIB_ENULL &&
              crib_record_replay_many(text, len, NULL, 1, NULL, NULL, NULL, NULL) == CRIB_ENULL &&
              crib_record_replay_many(text, len, NULL, 0, NULL, NULL, NULL, NULL) == CRIB_OK,
          "%s: NULL text, or NULL points while n > 0: CRIB_ENULL", name);
    free(points), free(deals), free(hists), free(reports), free(text);
}

/* The record's next decision made by hand on the deal that replay(k) left: the replay to
 * k + 1 must be that deal, what follows the decision (a cut, the next deal) included. */
static void next_by_hand(crib_deal *d, const crib_deal *want)
{
    crib_status st;
    MUST(crib_deal_status(d, &st));
    if (st.stage == CRIB_STAGE_DISCARD) {
        uint32_t p = 0;
        while ((d->discarded >> p) & 1u)
            p++;
        crib_card away[2];
        int32_t n = MUST(crib_mask_to_cards(want->crib & ~d->crib, away, 2));
        MUST(crib_deal_discard(d, p, away, (size_t)n));
    } else if (st.stage == CRIB_STAGE_PLAY) {
        crib_play pl;
        MUST(crib_deal_play(d, &pl));
        uint32_t who = (uint32_t)crib_play_turn(&pl);
        /* The play of the replay to the next decision is still there in the show. */
        crib_card card[1];
        if (MUST(crib_mask_to_cards(pl.hand[who] & ~want->play.hand[who], card, 1)) == 1)
            MUST(crib_deal_play_card(d, who, card[0], NULL));
        else
            MUST(crib_deal_play_go(d, who, NULL));
    } else {
        MUST(crib_deal_show(d, CRIB_CLAIM_ALL, NULL));
    }
    if (d->stage == CRIB_STAGE_CUT) {
        crib_card stock[CRIB_CARDS];
        int32_t n = MUST(crib_deal_stock(d, stock, CRIB_CARDS)), at = 0;
        while (at < n && stock[at] != want->starter)
            at++;
        MUST(at == 0 ? crib_deal_cut(d, NULL) : crib_deal_cut_at(d, (uint32_t)at, NULL));
    }
    if (d->stage == CRIB_STAGE_DEAL && want->stage != CRIB_STAGE_DEAL)
        MUST(crib_deal_start(d));
}

static void test_by_hand(void)
{
    size_t len;
    char *text = load("six_seed3.json", &len);
    if (!text)
        return;
    crib_record_report all;
    MUST(crib_record_check(text, len, &all));
    harness_first f = {0, ""};
    for (uint32_t k = 0; k < all.decisions; k++) {
        crib_deal d, want;
        crib_record_report r;
        MUST(crib_record_replay(text, len, k, &d, NULL, &r));
        MUST(crib_record_replay(text, len, k + 1, &want, NULL, &r));
        next_by_hand(&d, &want);
        if (memcmp(&d, &want, sizeof d) != 0)
            harness_fail(&f, "decision %u made by hand differs from the replay", k);
    }
    CHECK_FIRST(&f,
                "each of the %u decisions, made by hand after a replay to it, gives the replay "
                "to the next",
                all.decisions);
    free(text);
}

/* The record with the value after the n-th (from 0) `key` replaced by `value`. */
static char *doctor(const char *text, const char *key, int nth, const char *value, size_t *len)
{
    const char *at = text;
    for (int i = 0; at && i <= nth; i++) {
        at = strstr(at, key);
        if (at && i < nth)
            at += strlen(key);
    }
    if (!at)
        return NULL;
    const char *v = at + strlen(key), *end = v;
    if (*end == '"')
        end = strchr(end + 1, '"') + 1;
    else if (*end == '[')
        end = strchr(end, ']') + 1;
    else
        while (*end && *end != ',' && *end != '}' && *end != ']')
            end++;
    char *out = malloc(strlen(text) + strlen(value) + 1);
    size_t head = (size_t)(v - text);
    memcpy(out, text, head);
    strcpy(out + head, value);
    strcat(out, end);
    *len = strlen(out);
    return out;
}

typedef struct doctoring {
    const char *key;
    int nth;
    const char *value;
    int32_t code;
    uint32_t deal, kind;
    const char *field;
    uint32_t recorded, expected;
    const char *words; /* a part of crib_record_describe()'s line */
} doctoring;

static void test_doctored(void)
{
    size_t len;
    char *text = load("six_seed3.json", &len);
    if (!text)
        return;
    /* The facts of seed 3 to 31: deal 1 dealt 3c 3h 4d 4s 8d 10d to player 0 and 2h 3d 5d 6h
     * 9h Qh to player 1, player 0 laying away 4d 10d; the starter Kd; the first play 2h. */
    static const doctoring k_cases[] = {
        {"\"heels\":", 0, "2", CRIB_EREFUSED, 1, CRIB_EVENT_STARTER, "heels", 2, 0,
         "deal 1, the cut: recorded heels 2, the rules give 0"},
        {"\"points\":", 2, "3", CRIB_EREFUSED, 1, CRIB_EVENT_CARD, "points", 3, 2,
         "deal 1, play 3: recorded points 3, the rules give 2"},
        {"\"card\":", 0, "\"Ks\"", CRIB_EREFUSED, 1, CRIB_EVENT_CARD, "card", 51, CRIB_NONE,
         "deal 1, play 1: player 1 played Ks, which player 1 does not hold"},
        {"\"discard\":", 0, "[\"Ks\",\"10d\"]", CRIB_EREFUSED, 1, CRIB_EVENT_DISCARD, "discard", 51,
         CRIB_NONE, "player 0 laid away Ks, which was not dealt to him"},
        {"\"dealt\":", 0, "[\"3c\",\"3h\",\"4d\",\"4s\",\"8d\",\"Kc\"]", CRIB_EREFUSED, 1,
         CRIB_EVENT_DEAL, "dealt", 48, 37, "recorded dealt Kc"},
        {"\"starter\":", 0, "\"3c\"", CRIB_EREFUSED, 1, CRIB_EVENT_STARTER, "starter", 8, CRIB_NONE,
         "the starter 3c is not in the stock"},
        {"\"front\":", 5, "7", CRIB_EREFUSED, 1, CRIB_EVENT_CARD, "front", 7, 0,
         "deal 1, play 2: recorded front 7 for side 1, the rules give 0"},
        {"\"winner\":", 0, "1", CRIB_EREFUSED, 3, CRIB_EVENT_END, "winner", 1, 0,
         "the result: recorded winner 1, the rules give 0"},
        {"\"record\":", 0, "2", CRIB_ERECORD, 0, 0, "record", 0, 0,
         "line 1 column 11: an unknown record version"},
        {"\"target\":", 0, "\"31\"", CRIB_ERECORD, 0, 0, "target", 0, 0,
         "a field of the wrong type"},
        {"\"variant\":", 0, "\"seven-card\"", CRIB_ERECORD, 0, 0, "variant", 0, 0,
         "an unknown name"},
        /* A single digit past the range (the reader once took it). */
        {"\"first_dealer\":", 0, "5", CRIB_ERECORD, 0, 0, "first_dealer", 0, 0,
         "expected a whole number in range"},
        {"\"player\":", 0, "2", CRIB_ERECORD, 0, 0, "player", 0, 0,
         "expected a whole number in range"},
    };
    for (size_t i = 0; i < sizeof k_cases / sizeof k_cases[0]; i++) {
        const doctoring *c = &k_cases[i];
        size_t n;
        char *bad = doctor(text, c->key, c->nth, c->value, &n);
        CHECK(bad != NULL, "%s %d found", c->key, c->nth);
        if (!bad)
            continue;
        crib_record_report r;
        char line[256];
        int32_t rc = crib_record_check(bad, n, &r);
        MUST(crib_record_describe(&r, line, sizeof line));
        int ok = rc == c->code && r.code == rc && !strcmp((const char *)r.field, c->field) &&
                 strstr(line, c->words) != NULL;
        if (rc == CRIB_EREFUSED)
            ok &= r.deal == c->deal && r.kind == c->kind && r.recorded == c->recorded &&
                  r.expected == c->expected;
        CHECK(ok, "%s %d set to %s: %d, deal %u kind %u %s %u/%u: %s", c->key, c->nth, c->value, rc,
              r.deal, r.kind, (const char *)r.field, r.recorded, r.expected, line);
        free(bad);
    }
    free(text);
}

static void test_json_errors(void)
{
    static const struct {
        const char *text;
        uint32_t line, column;
        const char *message;
    } k_cases[] = {
        {"{\"record\":1 \"x\"}", 1, 13, "expected ',' or '}'"},
        {"{\n  \"record\": 1,\n  \"deals\" [] }", 3, 11, "expected ':'"},
        {"[1,2,]", 1, 6, "expected a value"},
        {"{\"a\":\"\\q\"}", 1, 8, "a bad escape"},
        {"{\"a\":01}", 1, 7, "expected ',' or '}'"},
        {"", 1, 1, "unexpected end of the text"},
        {"{} x", 1, 4, "text after the value"},
        {"[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]", 1, 17, "nested too deep"},
        {"[]", 1, 1, "expected an object"},
        {"{}", 1, 1, "missing field"},
        /* A name given twice, however written: readers differ on which copy they keep. */
        {"{\"record\":1,\"record\":1}", 1, 13, "a member named twice"},
        {"{\"record\":1,\"\\u0072ecord\":1}", 1, 13, "a member named twice"},
        {"{\"\\ud83d\\ude00\":1,\"\xf0\x9f\x98\x80\":1}", 1, 19, "a member named twice"},
        {"{\"\\ud800\":1,\"\\uD800\":1}", 1, 13, "a member named twice"},
        {"{\"a\\/b\":1,\"a/b\":1}", 1, 11, "a member named twice"},
        {"[{\"x\":{\"y\":1,\"y\":2}}]", 1, 14, "a member named twice"},
        /* The same name in different objects, and names differing in an escape, are fine. */
        {"{\"a\":{\"a\":1},\"b\":{\"a\":1},\"\\u0000\":1,\"\\u0001\":1}", 1, 1, "missing field"},
        /* Escaped names are the names they spell. */
        {"{\"\\u0072ecord\":2}", 1, 16, "an unknown record version"},
    };
    for (size_t i = 0; i < sizeof k_cases / sizeof k_cases[0]; i++) {
        crib_record_report r;
        int32_t rc = crib_record_check(k_cases[i].text, strlen(k_cases[i].text), &r);
        CHECK(rc == CRIB_ERECORD && r.line == k_cases[i].line && r.column == k_cases[i].column &&
                  strcmp((const char *)r.message, k_cases[i].message) == 0,
              "'%s': line %u column %u: %s", k_cases[i].text, r.line, r.column,
              (const char *)r.message);
    }
    crib_record_report r;
    CHECK(crib_record_check("{\"a\":1}\0{}", 10, &r) == CRIB_ERECORD && r.offset == 7 &&
              strcmp((const char *)r.message, "a NUL byte in the text") == 0,
          "a NUL inside the text: at its offset");
    /* Keys shorter than the names looked up, at the very end of a text with no byte after it
     * (an exact copy on the heap, so that a read past it is caught). */
    static const char *const k_short[] = {"{\"Vo\":0}", "{\"a\":1}", "{\"recor\":1}", "{\"\":1}"};
    for (size_t i = 0; i < sizeof k_short / sizeof k_short[0]; i++) {
        size_t n = strlen(k_short[i]);
        char *exact = malloc(n);
        CHECK(exact != NULL, "memory for '%s'", k_short[i]);
        if (exact == NULL)
            continue;
        memcpy(exact, k_short[i], n);
        CHECK(crib_record_check(exact, n, &r) == CRIB_ERECORD &&
                  strcmp((const char *)r.message, "missing field") == 0,
              "'%s': %s", k_short[i], (const char *)r.message);
        free(exact);
    }
    /* An object of CRIB_RECORD_MAX_MEMBERS members is read; one more is refused. */
    char many[1024];
    size_t at = 0;
    for (int k = 0; k <= CRIB_RECORD_MAX_MEMBERS; k++)
        at += (size_t)snprintf(many + at, sizeof many - at, "%s\"m%d\":0", k ? "," : "{", k);
    many[at++] = '}';
    CHECK(crib_record_check(many, at, &r) == CRIB_ERECORD &&
              strcmp((const char *)r.message, "too many members in an object") == 0,
          "%d members: %s", CRIB_RECORD_MAX_MEMBERS + 1, (const char *)r.message);
    char *last = strrchr(many, ',');
    *last = '}';
    CHECK(crib_record_check(many, (size_t)(last - many) + 1, &r) == CRIB_ERECORD &&
              strcmp((const char *)r.message, "missing field") == 0,
          "%d members: %s", CRIB_RECORD_MAX_MEMBERS, (const char *)r.message);
    char line[64];
    CHECK(crib_record_check("{\"record\":1 \"x\"}", 16, &r) == CRIB_ERECORD &&
              crib_record_describe(&r, line, sizeof line) == 37 &&
              strcmp(line, "line 1 column 13: expected ',' or '}'") == 0,
          "the JSON error described: %s", line);
}

static void test_truncated(void)
{
    size_t len;
    char *text = load("six_seed3.json", &len);
    if (!text)
        return;
    harness_first f = {0, ""};
    for (size_t n = 0; n + 1 < len; n++) {
        crib_record_report r;
        int32_t rc = crib_record_check(text, n, &r);
        if (rc != CRIB_ERECORD || r.offset > n)
            harness_fail(&f, "%zu bytes: %d at %u", n, rc, r.offset);
    }
    CHECK_FIRST(&f, "every truncated copy of a record is no record, found within it");
    /* A huge text: whitespace around a record, and a length past the limit. */
    size_t big = (size_t)1 << 22;
    char *huge = malloc(big + len);
    if (huge) {
        memset(huge, ' ', big);
        memcpy(huge + big, text, len);
        crib_record_report r;
        CHECK_EQ(crib_record_check(huge, big + len, &r), CRIB_OK, "4 MiB of spaces first");
        CHECK(crib_record_check(huge, (size_t)CRIB_RECORD_MAX_LEN + 1, &r) == CRIB_ERECORD &&
                  strcmp((const char *)r.message, "longer than a record may be") == 0,
              "a length past CRIB_RECORD_MAX_LEN refused unread");
        free(huge);
    }
    free(text);
}

static void test_nulls(void)
{
    crib_record_report r;
    crib_deal d;
    crib_history h;
    memset(&r, 0xAB, sizeof r);
    CHECK(crib_record_check(NULL, 3, &r) == CRIB_ENULL && r.code == CRIB_ENULL,
          "NULL text: CRIB_ENULL");
    CHECK_EQ(crib_record_check("{}", 2, NULL), CRIB_ERECORD, "no report asked for");
    CHECK_EQ(crib_record_replay(NULL, 0, 0, &d, &h, &r), CRIB_ENULL, "replay of NULL");
    CHECK(all_zero(&d, sizeof d) && all_zero(&h, sizeof h), "the deal and history zeroed");
    char buf[8];
    CHECK_EQ(crib_record_describe(NULL, buf, sizeof buf), CRIB_ENULL, "describe NULL");
    CHECK_EQ(crib_record_check("{}", 2, &r), CRIB_ERECORD, "an empty object");
    CHECK_EQ(crib_record_describe(&r, NULL, 4), CRIB_ENULL, "describe into NULL");
    int32_t need = crib_record_describe(&r, NULL, 0);
    CHECK(need > 8 && crib_record_describe(&r, buf, sizeof buf) == need && strlen(buf) == 7,
          "describe: the length needed, the text cut short");
    r.code = -3;
    CHECK_EQ(crib_record_describe(&r, buf, sizeof buf), CRIB_ERANGE, "a report no one wrote");
    CHECK(crib_history_size() == sizeof(crib_history) &&
              crib_record_report_size() == sizeof(crib_record_report),
          "the sizes");
    crib_deal zero;
    memset(&zero, 0, sizeof zero);
    memset(&h, 0, sizeof h);
    crib_view v;
    CHECK_EQ(crib_history_update(NULL, &zero), CRIB_ENULL, "history NULL");
    CHECK_EQ(crib_history_update(&h, &zero), CRIB_ERANGE, "a zeroed deal is no deal");
    CHECK_EQ(crib_deal_view_history(&zero, NULL, 0, &v), CRIB_ENULL, "view of no history");
    CHECK(strcmp(crib_strerror(CRIB_ERECORD), "the text is not a game record") == 0 &&
              strcmp(crib_strerror(CRIB_EREFUSED), "the record has an event the rules refuse") == 0,
          "the sentences of the new codes");
}

/* Every corpus record that should hold does, with and without its seed. */
static void test_corpus(void)
{
    static const char *const k_good[] = {"six_seed3.json",     "three_errors.json",
                                         "four_seedless.json", "five_muggins.json",
                                         "six_errors.json",    "let_stand.json"};
    for (size_t i = 0; i < sizeof k_good / sizeof k_good[0]; i++) {
        size_t len;
        char *text = load(k_good[i], &len);
        crib_record_report r;
        char line[256];
        int32_t rc = text ? crib_record_check(text, len, &r) : CRIB_ENULL;
        if (text)
            MUST(crib_record_describe(&r, line, sizeof line));
        CHECK(rc == CRIB_OK && r.over, "%s: %s", k_good[i], text ? line : "missing");
        free(text);
    }
}

/* A record that stops before its last deal's discards, or between two of them, holds, its
 * decisions those before; a discard missing elsewhere, or before a result, is no record. */
static void test_unfinished(void)
{
    size_t len;
    char *text = load("six_unfinished.json", &len);
    if (!text) {
        CHECK(0, "six_unfinished.json missing");
        return;
    }
    crib_record_report r, full;
    crib_deal deal;
    crib_history h;
    int32_t rc = crib_record_check(text, len, &r);
    CHECK(rc == CRIB_OK && !r.over && r.deals == 3, "a record stopping before deal 3's discards");
    char *whole = load("six_seed3.json", &len);
    MUST(crib_record_replay(whole, len, r.decisions, &deal, &h, &full));
    CHECK(full.kind == CRIB_EVENT_DISCARD && full.deal == 3 && h.deal == 3,
          "... as many decisions as the whole record has before deal 3's discards");
    /* The first hand's "discard" put back (the whole record's): the record stops between
     * the two discards, one decision later. */
    uint32_t before = r.decisions;
    char *at = strstr(text, "\"deal\":3,");
    char *end = at ? strstr(at, "]}") : NULL;
    char *w3 = strstr(whole, "\"deal\":3,");
    char *d0 = w3 ? strstr(w3, ",\"discard\":[") : NULL;
    char *d0_end = d0 ? strchr(d0, ']') : NULL;
    if (end && d0_end) {
        size_t head = (size_t)(end + 1 - text), n = strlen(text), k = (size_t)(d0_end + 1 - d0);
        char *one = malloc(n + k + 1);
        if (one) {
            memcpy(one, text, head);
            memcpy(one + head, d0, k);
            memcpy(one + head + k, text + head, n - head + 1);
            rc = crib_record_check(one, strlen(one), &r);
            CHECK(rc == CRIB_OK && r.decisions == before + 1,
                  "a record stopping between two players' discards");
            free(one);
        }
    }
    free(whole);
    /* A discard missing in a deal not the last: no record. */
    char *first = strstr(text, ",\"discard\":[");
    char *first_end = first ? strchr(first, ']') : NULL;
    if (first_end) {
        size_t n = strlen(text), k = (size_t)(first_end + 1 - first);
        char *cut = malloc(n + 1);
        if (cut) {
            memcpy(cut, text, (size_t)(first - text));
            memcpy(cut + (first - text), first_end + 1, n - (size_t)(first_end + 1 - text) + 1);
            CHECK_EQ(crib_record_check(cut, n - k, &r), CRIB_ERECORD,
                     "a discard missing in the first deal: no record");
            free(cut);
        }
    }
    /* A result after the deal whose discards are missing: no record. */
    size_t n = strlen(text);
    while (n && text[n - 1] != '}')
        n--;
    static const char k_result[] = ",\"result\":{\"winner\":0,\"scores\":[121,0]}}";
    char *res = malloc(n + sizeof k_result);
    if (res) {
        memcpy(res, text, n - 1);
        memcpy(res + n - 1, k_result, sizeof k_result);
        CHECK_EQ(crib_record_check(res, strlen(res), &r), CRIB_ERECORD,
                 "missing discards before a result: no record");
        free(res);
    }
    free(text);
}

/* A deal without "hands" in a record without the seed: its cards are known from nowhere, and
 * the field is reported missing at the deal (it once read cards that were never set). */
static void test_seedless_no_hands(void)
{
    static const char k_text[] = "{\"record\":1,\"variant\":\"four\",\"players\":4,\"target\":61,"
                                 "\"ladder\":\"none\",\"options\":0,\"first_dealer\":2,"
                                 "\"deals\":[{\"deal\":1,\"dealer\":2}]}";
    crib_record_report r;
    int32_t rc = crib_record_check(k_text, sizeof k_text - 1, &r);
    CHECK(rc == CRIB_ERECORD && r.offset == (uint32_t)(strstr(k_text, "{\"deal\"") - k_text) &&
              strcmp((const char *)r.field, "hands") == 0 &&
              strcmp((const char *)r.message, "missing field") == 0,
          "a seedless deal without hands: \"hands\" missing, at the deal");
}

int main(void)
{
    test_given();
    test_history("six_seed3.json");
    test_history("three_errors.json");
    test_history("four_seedless.json");
    test_history("six_errors.json");
    test_replay_points();
    test_replay_many("six_seed3.json");
    test_replay_many("three_errors.json");
    test_replay_many("four_seedless.json");
    test_by_hand();
    test_doctored();
    test_json_errors();
    test_truncated();
    test_nulls();
    test_corpus();
    test_unfinished();
    test_seedless_no_hands();
    return harness_done();
}
