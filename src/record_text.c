/* SPDX-License-Identifier: MIT */
/* A record report in a player's words (crib_record_describe()). */
#include "gen/names.h"
#include "text.h"

#include <string.h>

static void put_card(crib_text *t, uint32_t c)
{
    char b[4];
    if (c < CRIB_CARDS && crib_card_format((crib_card)c, b, sizeof b) > 0)
        crib_text_put(t, b);
    else
        crib_text_put(t, "no card");
}

static void put_player(crib_text *t, uint32_t p)
{
    crib_text_put(t, "player ");
    crib_text_put_uint(t, p);
}

/* Where the event is: "deal 3, play 5". */
static void put_where(crib_text *t, const crib_record_report *r)
{
    if (r->kind == CRIB_EVENT_GAME) {
        crib_text_put(t, "the start");
        return;
    }
    if (r->kind == CRIB_EVENT_END) {
        crib_text_put(t, "the result");
        return;
    }
    crib_text_put(t, "deal ");
    crib_text_put_uint(t, r->deal);
    crib_text_put(t, ", ");
    switch (r->kind) {
    case CRIB_EVENT_DEAL: crib_text_put(t, "the cards dealt"); break;
    case CRIB_EVENT_DISCARD:
        crib_text_put(t, "discard of ");
        put_player(t, r->player);
        break;
    case CRIB_EVENT_STARTER: crib_text_put(t, "the cut"); break;
    case CRIB_EVENT_CARD:
    case CRIB_EVENT_GO:
        crib_text_put(t, "play ");
        crib_text_put_uint(t, r->item + 1);
        break;
    case CRIB_EVENT_SHOW:
        crib_text_put(t, "show of ");
        put_player(t, r->player);
        crib_text_put(t, r->is_crib ? "'s crib" : "'s hand");
        break;
    case CRIB_EVENT_CORRECT:
        crib_text_put(t, "correction by ");
        put_player(t, r->player);
        break;
    default: crib_text_put(t, "an irregularity"); break;
    }
}

static int is_card_field(const char *f)
{
    static const char *const k_cards[] = {"dealt",     "discard", "cards", "crib_dealt",
                                          "first_cut", "starter", "card",  "drawn"};
    for (size_t i = 0; i < sizeof k_cards / sizeof k_cards[0]; i++)
        if (crib_text_same(f, k_cards[i]))
            return 1;
    return 0;
}

/* A value of a field that records a word (the result's phase, reason or levels) or a truth
 * (crib, reset), as the record writes it. */
static const char *word_of(const char *f, uint32_t v)
{
    if (crib_text_same(f, "crib") || crib_text_same(f, "reset"))
        return v ? "true" : "false";
    if (crib_text_same(f, "phase"))
        return crib_name_phase(v);
    if (crib_text_same(f, "reason"))
        return crib_name_reason(v);
    if (crib_text_same(f, "levels"))
        return crib_name_level(v);
    return NULL;
}

static void put_value(crib_text *t, const crib_record_report *r, uint32_t v)
{
    const char *word = word_of((const char *)r->field, v);
    if (is_card_field((const char *)r->field))
        put_card(t, v);
    else if (word)
        crib_text_put(t, word);
    else if (v == CRIB_NONE)
        crib_text_put(t, "none");
    else
        crib_text_put_uint(t, v);
}

/* An action the driver refused. */
static void put_refusal(crib_text *t, const crib_record_report *r)
{
    int held = r->rules_code == CRIB_ENOTHELD;
    switch (r->kind) {
    case CRIB_EVENT_CARD:
        put_player(t, r->player);
        crib_text_put(t, " played ");
        put_card(t, r->recorded);
        if (held) {
            crib_text_put(t, ", which ");
            put_player(t, r->player);
            crib_text_put(t, " does not hold");
            return;
        }
        break;
    case CRIB_EVENT_GO:
        put_player(t, r->player);
        crib_text_put(t, " said go");
        break;
    case CRIB_EVENT_DISCARD:
        put_player(t, r->player);
        crib_text_put(t, " laid away ");
        put_card(t, r->recorded);
        if (held) {
            crib_text_put(t, ", which was not dealt to him");
            return;
        }
        break;
    case CRIB_EVENT_STARTER:
        crib_text_put(t, "the starter ");
        put_card(t, r->recorded);
        crib_text_put(t, held ? " is not in the stock" : " cannot be cut there");
        return;
    default: crib_text_put(t, (const char *)r->field); break;
    }
    crib_text_put(t, ": ");
    crib_text_put(t, crib_strerror(r->rules_code));
}

static void put_differs(crib_text *t, const crib_record_report *r)
{
    crib_text_put(t, "recorded ");
    if (r->kind == CRIB_EVENT_SHOW && crib_text_same((const char *)r->field, "points")) {
        crib_text_put_uint(t, r->recorded);
        crib_text_put(t, r->is_crib ? ", the crib counts " : ", the hand counts ");
        crib_text_put_uint(t, r->expected);
        return;
    }
    crib_text_put(t, (const char *)r->field);
    crib_text_put(t, " ");
    put_value(t, r, r->recorded);
    if (r->side != CRIB_NONE) {
        crib_text_put(t, " for side ");
        crib_text_put_uint(t, r->side);
    }
    crib_text_put(t, ", the rules give ");
    put_value(t, r, r->expected);
}

static void put_summary(crib_text *t, const crib_record_report *r)
{
    crib_text_put_uint(t, r->deals);
    crib_text_put(t, r->deals == 1 ? " deal, " : " deals, ");
    crib_text_put_uint(t, r->events);
    crib_text_put(t, " events");
    if (r->over && r->winner < r->sides) {
        crib_text_put(t, ": ");
        if (r->players == 4) {
            crib_text_put(t, "players ");
            crib_text_put_uint(t, r->winner);
            crib_text_put(t, " and ");
            crib_text_put_uint(t, r->winner + 2);
            crib_text_put(t, " win ");
        } else {
            put_player(t, r->winner);
            crib_text_put(t, " wins ");
        }
    } else {
        crib_text_put(t, ": the game goes on at ");
    }
    for (uint32_t s = 0; s < r->sides && s < CRIB_GAME_MAX_SIDES; s++) {
        crib_text_put(t, s ? " to " : "");
        crib_text_put_uint(t, r->score[s]);
    }
}

int32_t crib_record_describe(const crib_record_report *r, char *buf, size_t cap)
{
    if (buf && cap > 0)
        buf[0] = 0;
    if (!r || (!buf && cap > 0))
        return CRIB_ENULL;
    if ((r->code != CRIB_OK && r->code != CRIB_ERECORD && r->code != CRIB_EREFUSED) ||
        r->kind > CRIB_EVENT_IRREGULARITY ||
        !crib_text_has((const char *)r->field, sizeof r->field, 0) ||
        !crib_text_has((const char *)r->message, sizeof r->message, 0))
        return CRIB_ERANGE;
    crib_text t;
    crib_text_init(&t, buf, cap);
    if (r->code == CRIB_OK) {
        put_summary(&t, r);
    } else if (r->code == CRIB_ERECORD) {
        crib_text_put(&t, "line ");
        crib_text_put_uint(&t, r->line);
        crib_text_put(&t, " column ");
        crib_text_put_uint(&t, r->column);
        crib_text_put(&t, ": ");
        crib_text_put(&t, (const char *)r->message);
        if (r->field[0]) {
            crib_text_put(&t, " (\"");
            crib_text_put(&t, (const char *)r->field);
            crib_text_put(&t, "\")");
        }
    } else {
        put_where(&t, r);
        crib_text_put(&t, ": ");
        if (r->rules_code)
            put_refusal(&t, r);
        else
            put_differs(&t, r);
    }
    return crib_text_finish(&t);
}
