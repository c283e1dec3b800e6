/* SPDX-License-Identifier: MIT */
/* The bots and the arena fed arbitrary bytes. The input is laid over a crib_view (its
 * first 256 bytes; missing bytes are 0) and handed to both bots at both levels; the rest
 * of the input, when there is some, is laid over a crib_arena_config and a few steps of an
 * arena are run. Properties:
 * - a view is either refused with CRIB_ERANGE (the outputs zeroed) or answered with a
 *   legal choice: a discard of the variant's number of the view's own cards, in increasing
 *   order; a card the view holds that fits under the count, or a go exactly when none fits;
 * - the same view and seed give the same answer twice;
 * - an arena either refuses its configuration or plays on without a negative code but
 *   CRIB_ERANGE never (its own state is always whole). */
#include "fuzz.h"

#include <string.h>

static void check_view(const crib_view *v)
{
    for (uint32_t level = 0; level < 2; level++) {
        crib_card out[4] = {1, 1, 1, 1}, again[4];
        int32_t n = crib_bot_choose_discard(v, level, 3, out, 4);
        if (n < 0) {
            REQUIRE(n == CRIB_ERANGE && out[0] == 0 && out[3] == 0);
        } else {
            REQUIRE(v->stage == CRIB_STAGE_DISCARD && (n == 1 || n == 2));
            for (int32_t i = 0; i < n; i++)
                REQUIRE(out[i] < CRIB_CARDS && ((v->hand >> out[i]) & 1) && (i == 0 || out[i - 1] < out[i]));
            REQUIRE(crib_bot_choose_discard(v, level, 3, again, 4) == n && !memcmp(out, again, (size_t)n));
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

static void check_arena(const uint8_t *data, size_t size)
{
    static crib_arena a;
    crib_arena_config c;
    memset(&c, 0, sizeof c);
    memcpy(&c, data, size < sizeof c ? size : sizeof c);
    c.pairs = c.pairs % 3 + (c.pairs & 1); /* a few games at most */
    c.level[0] %= 2; /* no caller's side: nobody would answer */
    c.level[1] %= 2;
    if (crib_arena_init(&a, &c) != CRIB_OK)
        return;
    for (int i = 0; i < 2000; i++) {
        int32_t kind = crib_arena_next(&a, CRIB_STOP_EVENTS, NULL);
        REQUIRE(kind >= 0);
        if (kind == CRIB_EVENT_DONE)
            break;
    }
    crib_tally t;
    crib_summary s;
    REQUIRE(crib_arena_tally(&a, &t) == CRIB_OK && crib_tally_summary(&t, &s) == CRIB_OK);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    crib_view v;
    memset(&v, 0, sizeof v);
    memcpy(&v, data, size < sizeof v ? size : sizeof v);
    check_view(&v);
    if (size > sizeof v)
        check_arena(data + sizeof v, size - sizeof v);
    return 0;
}
