/* SPDX-License-Identifier: MIT */
/* Game records on arbitrary text: crib_record_check() answers OK, CRIB_ERECORD (at an offset
 * inside the text) or CRIB_EREFUSED, and its report describes itself; a record that holds
 * replays to any number of decisions, leaving a deal and a history that the library takes
 * back (crib_history_update(), crib_deal_view_history()); and a given deal dealt from the
 * input's bytes is dealt exactly, or refused with nothing changed. */
#include "fuzz.h"

#include <string.h>

static void check_report(const crib_record_report *r, int32_t rc, size_t size)
{
    char line[512];
    REQUIRE(r->code == rc);
    REQUIRE(r->field[sizeof r->field - 1] == 0 && r->message[sizeof r->message - 1] == 0);
    REQUIRE(fuzz_all_zero(r->reserved, sizeof r->reserved));
    int32_t n = crib_record_describe(r, line, sizeof line);
    REQUIRE(n > 0 && (size_t)n < sizeof line && strlen(line) == (size_t)n);
    REQUIRE(crib_record_describe(r, NULL, 0) == n);
    if (rc == CRIB_ERECORD)
        REQUIRE(r->offset <= size && r->line >= 1 && r->column >= 1 && r->message[0]);
    if (rc == CRIB_OK)
        REQUIRE(r->rules_code == 0 && r->message[0] == 0 && r->players >= 2 && r->players <= 4 &&
                r->sides <= CRIB_GAME_MAX_SIDES);
}

/* Halfway through a record that holds: the deal and history the library takes back. */
static void check_halfway(const char *text, size_t size, uint32_t decisions)
{
    crib_deal d;
    crib_history h;
    crib_record_report r;
    uint32_t k = decisions / 2;
    REQUIRE(crib_record_replay(text, size, k, &d, &h, &r) == CRIB_OK && r.decisions == k);
    crib_status st;
    REQUIRE(crib_deal_status(&d, &st) == CRIB_OK);
    REQUIRE(crib_history_update(&h, &d) == CRIB_OK);
    if (st.stage == CRIB_STAGE_PLAY) {
        crib_play pl;
        crib_view v;
        REQUIRE(crib_deal_play(&d, &pl) == CRIB_OK);
        REQUIRE(crib_deal_view_history(&d, &h, (uint32_t)crib_play_turn(&pl), &v) == CRIB_OK);
    }
}

/* crib_record_replay_many() at a few points of any text: each what crib_record_replay() to
 * that point gives, byte for byte, and its whole report crib_record_check()'s. */
static void check_many(const char *text, size_t size, const crib_record_report *whole)
{
    uint32_t k = whole->decisions;
    const uint32_t points[4] = {0, k / 2, k / 2, k + 1};
    crib_deal deals[4], d;
    crib_history hists[4], h;
    crib_record_report reports[4], r, all;
    int32_t rc = crib_record_replay_many(text, size, points, 4, deals, hists, reports, &all);
    REQUIRE(rc == whole->code && memcmp(&all, whole, sizeof all) == 0);
    for (size_t i = 0; i < 4; i++) {
        REQUIRE(crib_record_replay(text, size, points[i], &d, &h, &r) == reports[i].code);
        REQUIRE(memcmp(&d, &deals[i], sizeof d) == 0 && memcmp(&h, &hists[i], sizeof h) == 0 &&
                memcmp(&r, &reports[i], sizeof r) == 0);
    }
    const uint32_t down[2] = {1, 0};
    REQUIRE(crib_record_replay_many(text, size, down, 2, NULL, NULL, NULL, NULL) == CRIB_ERANGE);
}

/* Hands for a given deal from the input's bytes: each card to the player its byte names
 * (mod 4; past the players, to no one), the first few of each kept. */
static void check_given(const uint8_t *data, size_t size)
{
    crib_game_rules rules;
    crib_deal d, before;
    REQUIRE(crib_game_rules_default(&rules, (uint32_t)(size % 5)) == CRIB_OK);
    REQUIRE(crib_deal_init(&d, &rules, size, 0) >= 0);
    uint64_t hands[CRIB_PLAY_MAX_PLAYERS] = {0, 0, 0, 0}, crib = 0;
    for (size_t i = 0; i < size && i < CRIB_CARDS; i++) {
        uint32_t who = data[i] % 5;
        if (who < 4)
            hands[who] |= UINT64_C(1) << i;
        else
            crib |= UINT64_C(1) << i;
    }
    before = d;
    int32_t rc = crib_deal_start_given(&d, hands, crib);
    if (rc < 0) {
        REQUIRE(memcmp(&before, &d, sizeof d) == 0);
        return;
    }
    crib_status st;
    REQUIRE(crib_deal_status(&d, &st) == CRIB_OK && st.stage == CRIB_STAGE_DISCARD);
    REQUIRE(d.rng == before.rng && d.given == 1 && st.crib == crib);
    for (uint32_t p = 0; p < CRIB_PLAY_MAX_PLAYERS; p++)
        REQUIRE(st.hand[p] == hands[p]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    crib_record_report r;
    REQUIRE(crib_record_report_size() == sizeof r && crib_history_size() == sizeof(crib_history));
    int32_t rc = crib_record_check(text, size, &r);
    REQUIRE(rc == CRIB_OK || rc == CRIB_ERECORD || rc == CRIB_EREFUSED);
    check_report(&r, rc, size);
    if (rc == CRIB_OK)
        check_halfway(text, size, r.decisions);
    check_many(text, size, &r);
    check_given(data, size);
    return 0;
}
