/* SPDX-License-Identifier: MIT */
/* Views of whole deals of any variant, two to four players, for the tests of crib_advise()
 * in every variant (test_advise.c, test_cli_advise.c): a deal driven through its discard,
 * its play and its shows, every player the expert bot deciding from its view, the history's
 * (the order of the earlier counts, the gos of the deal). The arena, which expert_games.h
 * drives, plays two-player games only. */
#ifndef CRIB_TEST_DEAL_VIEWS_H
#define CRIB_TEST_DEAL_VIEWS_H

#include "crib.h"
#include "harness.h"

#include <string.h>

/* Called with each view before the expert bot answers it: a discard before each player lays
 * away, a card of the play on each turn. */
typedef void deal_view_fn(const crib_view *v, void *ctx);

/* Plays up to `deals` deals of a game of `variant` (to `target`, or the variant's own when
 * 0) dealt from seed, every decision the expert bot's from its view, calling each on every
 * view. A refused step is a failed check, and ends the game. */
static void deal_views(uint32_t variant, uint32_t target, uint64_t seed, int deals,
                       deal_view_fn *each, void *ctx)
{
    crib_game_rules r;
    MUST(crib_game_rules_default(&r, variant));
    if (target)
        r.target = target;
    static crib_deal d;
    crib_history h;
    memset(&h, 0, sizeof h);
    if (MUST(crib_deal_init(&d, &r, seed, CRIB_DEAL_CUT)) < 0)
        return;
    for (int k = 0; k < deals; k++) {
        crib_status st;
        if (MUST(crib_deal_start(&d)) < 0 || MUST(crib_history_update(&h, &d)) < 0 ||
            MUST(crib_deal_status(&d, &st)) < 0)
            return;
        for (uint32_t p = 0; p < st.players; p++) {
            crib_view v;
            crib_card away[2];
            if (MUST(crib_deal_view_history(&d, &h, p, &v)) < 0)
                return;
            each(&v, ctx);
            int32_t n = MUST(crib_bot_choose_discard(&v, CRIB_BOT_EXPERT, seed, away, 2));
            if (n < 0 || MUST(crib_deal_discard(&d, p, away, (size_t)n)) < 0 ||
                MUST(crib_history_update(&h, &d)) < 0)
                return;
        }
        if (MUST(crib_deal_cut(&d, NULL)) < 0 || MUST(crib_history_update(&h, &d)) < 0 ||
            MUST(crib_deal_status(&d, &st)) < 0)
            return;
        while (st.stage == CRIB_STAGE_PLAY) {
            crib_play play;
            crib_view v;
            crib_card card = 0;
            if (MUST(crib_deal_play(&d, &play)) < 0)
                return;
            int32_t who = MUST(crib_play_turn(&play));
            if (who < 0 || MUST(crib_deal_view_history(&d, &h, (uint32_t)who, &v)) < 0)
                return;
            each(&v, ctx);
            int32_t plays = MUST(crib_bot_choose_play(&v, CRIB_BOT_EXPERT, seed, &card));
            int32_t rc = plays == 1   ? crib_deal_play_card(&d, (uint32_t)who, card, NULL)
                         : plays == 0 ? crib_deal_play_go(&d, (uint32_t)who, NULL)
                                      : plays;
            if (MUST(rc) < 0 || MUST(crib_history_update(&h, &d)) < 0 ||
                MUST(crib_deal_status(&d, &st)) < 0)
                return;
        }
        while (st.stage == CRIB_STAGE_SHOW)
            if (MUST(crib_deal_show(&d, CRIB_CLAIM_ALL, NULL)) < 0 ||
                MUST(crib_history_update(&h, &d)) < 0 || MUST(crib_deal_status(&d, &st)) < 0)
                return;
        if (st.stage == CRIB_STAGE_OVER)
            return;
    }
}

#endif
