/* SPDX-License-Identifier: MIT */
/* The bots and the arena fed arbitrary bytes. The input is laid over a crib_view (its
 * first 256 bytes; missing bytes are 0) and handed to both bots at both levels; the rest
 * of the input, when there is some, is laid over a crib_arena_config and a few steps of an
 * arena are run. Properties:
 * - a view is either refused with CRIB_ERANGE (the outputs zeroed) or answered with a
 *   legal choice: a discard of the variant's number of the view's own cards, in increasing
 *   order; a card the view holds that fits under the count, or a go exactly when none fits;
 * - the same view and seed give the same answer twice;
 * - crib_view_win_chance() refuses the view (the output zeroed) or gives a chance in
 *   [0, 1], the same twice;
 * - an arena either refuses its configuration or plays on without a negative code, and
 *   after every call that succeeds its state is one its check accepts (crib_arena_tally()),
 *   the caller's go while able under CRIB_OPT_FAILURE (a failure to play) included. */
#include "fuzz.h"

#include <string.h>

/* The advice either refuses the view (zeroed) or lists at least one choice, the expert
 * bot's first. */
static void check_advice(const crib_view *v)
{
    static crib_advice a;
    int32_t rc = crib_advise(v, &a);
    if (rc < 0) {
        REQUIRE((rc == CRIB_ERANGE || rc == CRIB_ECOUNT) && a.n == 0 && a.entry[0].cards == 0);
        return;
    }
    REQUIRE(a.n >= 1 && a.n <= CRIB_ADVICE_MAX);
    if (v->stage == CRIB_STAGE_DISCARD) {
        crib_card out[4];
        int32_t n = crib_bot_choose_discard(v, CRIB_BOT_EXPERT, 3, out, 4);
        uint64_t mask = 0;
        for (int32_t i = 0; i < n; i++)
            mask |= (uint64_t)1 << out[i];
        REQUIRE(n > 0 && a.entry[0].cards == mask);
    } else {
        crib_card card = 0;
        int32_t rc2 = crib_bot_choose_play(v, CRIB_BOT_EXPERT, 3, &card);
        REQUIRE(rc2 >= 0 && a.entry[0].cards == (rc2 == 1 ? (uint64_t)1 << card : 0));
    }
}

/* The chance from the view: refused with the output zeroed, or in range and the same twice
 * (the stage byte may say the show, which the call alone takes). */
static void check_chance(const crib_view *v)
{
    crib_chance c, again;
    int32_t rc = crib_view_win_chance(v, &c);
    if (rc < 0) {
        REQUIRE(rc == CRIB_ERANGE || rc == CRIB_ERULES || rc == CRIB_ECOUNT);
        REQUIRE(c.win == 0 && c.lurch == 0 && c.skunk == 0 && c.method == 0);
        return;
    }
    REQUIRE(rc == CRIB_OK && c.win >= 0 && c.win <= 1 && c.method <= CRIB_CHANCE_SHOW);
    REQUIRE(crib_view_win_chance(v, &again) == CRIB_OK && !memcmp(&c, &again, sizeof c));
}

static void check_view(const crib_view *v)
{
    check_advice(v);
    check_chance(v);
    for (uint32_t level = 0; level < CRIB_BOT_LEVELS; level++) {
        crib_card out[4] = {1, 1, 1, 1}, again[4];
        int32_t n = crib_bot_choose_discard(v, level, 3, out, 4);
        if (n < 0) {
            REQUIRE(n == CRIB_ERANGE && out[0] == 0 && out[3] == 0);
        } else {
            REQUIRE(v->stage == CRIB_STAGE_DISCARD && (n == 1 || n == 2));
            for (int32_t i = 0; i < n; i++)
                REQUIRE(out[i] < CRIB_CARDS && ((v->hand >> out[i]) & 1) &&
                        (i == 0 || out[i - 1] < out[i]));
            REQUIRE(crib_bot_choose_discard(v, level, 3, again, 4) == n &&
                    !memcmp(out, again, (size_t)n));
        }
        crib_card card = 7, card2;
        int32_t rc = crib_bot_choose_play(v, level, 5, &card);
        if (rc < 0) {
            REQUIRE(rc == CRIB_ERANGE && card == 0);
            continue;
        }
        REQUIRE(v->stage == CRIB_STAGE_PLAY);
        int fits = 0;
        for (int c = 0; c < CRIB_CARDS; c++)
            if (((v->hand >> c) & 1) && crib_card_value((crib_card)c) + (int32_t)v->count <= 31)
                fits = 1;
        REQUIRE(rc == fits);
        if (rc == 1)
            REQUIRE(((v->hand >> card) & 1) && crib_card_value(card) + (int32_t)v->count <= 31);
        REQUIRE(crib_bot_choose_play(v, level, 5, &card2) == rc && card2 == card);
    }
}

/* The arena's state is one its check accepts: what a call that succeeded must leave. */
static void check_accepted(const crib_arena *a)
{
    crib_tally t;
    REQUIRE(crib_arena_tally(a, &t) == CRIB_OK);
}

/* Answers an arena's request as the caller's side does: the easy bot's choice from the
 * view the request carries, which the arena must take, or under CRIB_OPT_FAILURE now and
 * then a go while a card fits; a refused answer (a card or discard the side does not hold)
 * must leave the request pending. */
static void answer(crib_arena *a, const crib_arena_event *ev, uint32_t wrong)
{
    crib_card away[2], card;
    if (ev->kind == CRIB_EVENT_DISCARD) {
        int32_t n = crib_bot_choose_discard(&ev->view, CRIB_BOT_EASY, 1, away, 2);
        REQUIRE(n > 0);
        if (wrong % 4 == 0) {
            crib_card bad = (crib_card)(wrong % CRIB_CARDS);
            if (!((ev->view.hand >> bad) & 1))
                REQUIRE(crib_arena_discard(a, &bad, 1) < 0);
        }
        REQUIRE(crib_arena_discard(a, away, (size_t)n) == CRIB_OK);
        check_accepted(a);
        return;
    }
    int32_t rc = crib_bot_choose_play(&ev->view, CRIB_BOT_EASY, 1, &card);
    REQUIRE(rc >= 0);
    if (wrong % 4 == 1)
        REQUIRE(crib_arena_play(a, 99) == CRIB_ERANGE);
    int fail = wrong % 4 == 2 && (a->config.rules.options & CRIB_OPT_FAILURE);
    REQUIRE(crib_arena_play(a, rc == 1 && !fail ? card : CRIB_NONE) == CRIB_OK);
    check_accepted(a);
}

static void check_arena(const uint8_t *data, size_t size)
{
    static crib_arena a;
    crib_arena_config c;
    memset(&c, 0, sizeof c);
    memcpy(&c, data, size < sizeof c ? size : sizeof c);
    c.pairs = c.pairs % 3 + (c.pairs & 1); /* a few games at most */
    /* Side B may be the caller's, answered here as a bot in another language would. */
    c.level[0] %= CRIB_BOT_LEVELS;
    c.level[1] = c.level[1] % 4 == 3 ? CRIB_BOT_CALLER : c.level[1] % CRIB_BOT_LEVELS;
    if (crib_arena_init(&a, &c) != CRIB_OK)
        return;
    static crib_arena_event ev;
    for (int i = 0; i < 2000; i++) {
        int32_t kind = crib_arena_next(&a, CRIB_STOP_EVENTS, &ev);
        REQUIRE(kind >= 0);
        check_accepted(&a);
        if (kind == CRIB_EVENT_DONE)
            break;
        if (kind == CRIB_EVENT_DISCARD || kind == CRIB_EVENT_PLAY)
            answer(&a, &ev, (uint32_t)i + c.level[0]);
    }
    crib_tally t, twice;
    crib_summary s;
    REQUIRE(crib_arena_tally(&a, &t) == CRIB_OK && crib_tally_summary(&t, &s) == CRIB_OK);
    twice = t;
    REQUIRE(crib_tally_add(&twice, &t) == CRIB_OK && crib_tally_summary(&twice, &s) == CRIB_OK);
}

/* A deal driven to the play by the easy bot: each player's view there is one that the
 * bots must answer legally; and the win chance of any scores is a code or a probability. */
static void check_deal_view(const uint8_t *data, size_t size)
{
    crib_game_rules r;
    REQUIRE(crib_game_rules_default(&r, CRIB_VARIANT_SIX_CARD) == CRIB_OK);
    crib_deal d;
    uint64_t seed = 0;
    memcpy(&seed, data, size < sizeof seed ? size : sizeof seed);
    int32_t dealer = crib_deal_init(&d, &r, seed, CRIB_DEAL_CUT);
    REQUIRE((dealer == 0 || dealer == 1) && crib_deal_start(&d) == dealer);
    crib_status st;
    REQUIRE(crib_deal_status(&d, &st) == CRIB_OK && st.dealer == (uint32_t)dealer);
    crib_view v;
    for (uint32_t p = 0; p < 2; p++) {
        REQUIRE(crib_deal_view(&d, p, 0, &v) == CRIB_OK);
        check_view(&v);
        crib_card c[6], away[2];
        REQUIRE(crib_mask_to_cards(st.hand[p], c, 6) == 6);
        REQUIRE(crib_bot_discard(c, 6, 2, p == st.dealer, away) == CRIB_OK);
        REQUIRE(crib_deal_discard(&d, p, away, 2) == CRIB_OK);
    }
    REQUIRE(crib_deal_view(&d, 5, 0, &v) == CRIB_ERANGE &&
            crib_deal_view(NULL, 0, 0, &v) == CRIB_ENULL);
    crib_chance ch;
    uint32_t own = (uint32_t)(seed % 130), other = (uint32_t)(seed >> 8) % 130;
    uint32_t target = seed & 1 ? 121 : 61;
    int32_t rc = crib_win_chance(target, own, other, (uint32_t)(seed >> 16) % 3, &ch);
    REQUIRE(rc == CRIB_OK ? ch.win >= 0.0 && ch.win <= 1.0 : rc == CRIB_ERANGE && ch.win == 0.0);
    REQUIRE(crib_arena_size() == sizeof(crib_arena) &&
            crib_arena_config_size() == sizeof(crib_arena_config));
    REQUIRE(crib_arena_event_size() == sizeof(crib_arena_event) &&
            crib_tally_size() == sizeof(crib_tally));
    REQUIRE(crib_summary_size() == sizeof(crib_summary) &&
            crib_chance_size() == sizeof(crib_chance));
    REQUIRE(crib_view_size() == sizeof(crib_view) && crib_advice_size() == sizeof(crib_advice) &&
            crib_advice_entry_size() == sizeof(crib_advice_entry));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    crib_view v;
    memset(&v, 0, sizeof v);
    memcpy(&v, data, size < sizeof v ? size : sizeof v);
    check_view(&v);
    check_deal_view(data, size);
    if (size > sizeof v)
        check_arena(data + sizeof v, size - sizeof v);
    return 0;
}
