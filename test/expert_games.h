/* SPDX-License-Identifier: MIT */
/* Views of whole games for the tests of the expert level and its advice (test_expert.c,
 * test_cli_advise.c): the strong bot (side A) against the caller, who answers every
 * request with the expert bot's choice. */
#ifndef CRIB_TEST_EXPERT_GAMES_H
#define CRIB_TEST_EXPERT_GAMES_H

#include "crib.h"
#include "harness.h"

#include <string.h>

/* Called with the k-th request's view (k from 0), before it is answered. */
typedef void expert_view_fn(const crib_view *v, int k, void *ctx);

/* pairs pairs of games of `variant` dealt from seed, both sides starting at `start`. */
static void expert_games(uint32_t variant, uint64_t seed, uint32_t pairs, uint32_t start,
                         expert_view_fn *each, void *ctx)
{
    static crib_arena a;
    crib_arena_config c;
    memset(&c, 0, sizeof c);
    MUST(crib_game_rules_default(&c.rules, variant));
    c.seed = seed;
    c.pairs = pairs;
    c.level[0] = CRIB_BOT_STRONG;
    c.level[1] = CRIB_BOT_CALLER;
    c.first_dealer = CRIB_DEAL_CUT;
    c.start[0] = c.start[1] = start;
    MUST(crib_arena_init(&a, &c));
    crib_arena_event ev;
    for (int k = 0;; k++) {
        int32_t kind = crib_arena_next(&a, 0, &ev);
        if (kind < 0 || kind == CRIB_EVENT_DONE)
            break;
        each(&ev.view, k, ctx);
        crib_card cards[2];
        int32_t n, rc;
        if (kind == CRIB_EVENT_DISCARD) {
            n = crib_bot_choose_discard(&ev.view, CRIB_BOT_EXPERT, 1, cards, 2);
            rc = crib_arena_discard(&a, cards, n > 0 ? (size_t)n : 0);
        } else {
            n = crib_bot_choose_play(&ev.view, CRIB_BOT_EXPERT, 1, cards);
            rc = crib_arena_play(&a, n == 1 ? cards[0] : CRIB_NONE);
        }
        if (rc != CRIB_OK)
            break;
    }
}

#endif
