/* SPDX-License-Identifier: MIT */
/* A game record's fields read and checked against what docs/records.md allows (see
 * record_replay.h): numbers, cards and names, the fields an object may hold, the board, the
 * rules and the seed. */
#include "bits.h"
#include "game.h"
#include "record_replay.h"
#include "text.h"
#include "variant.h"

#include <string.h>

static const char *const k_variants[] = {"six-card", "five-card", "three", "four", "two-to-crib"};
static const char *const k_ladders[] = {"none", "lurch", "skunk"};

/* ---- Fields ---- */

/* A member of an object, through an index of it: a deal's fields are looked up a dozen
 * times, and each look-up would skip its whole play. */
size_t crib_replay_member(replay *R, size_t obj, const char *key)
{
    if (obj == RJ_NONE)
        return RJ_NONE;
    if (R->dobj.obj == obj)
        return rj_index_member(&R->doc, &R->dobj, key);
    if (R->top.obj == obj)
        return rj_index_member(&R->doc, &R->top, key);
    for (uint32_t i = 0; i < 4; i++)
        if (R->cache[i].obj == obj)
            return rj_index_member(&R->doc, &R->cache[i], key);
    rj_index *ix = &R->cache[R->next_cache++ % 4];
    rj_index_of(&R->doc, obj, ix);
    return rj_index_member(&R->doc, ix, key);
}

size_t crib_replay_need(replay *R, size_t obj, const char *key, int type, int32_t *rc)
{
    size_t v = crib_replay_member(R, obj, key);
    if (v == RJ_NONE)
        *rc = crib_replay_not_record(R, obj, key, "missing field");
    else if (type >= 0 && rj_type(&R->doc, v) != type)
        *rc = crib_replay_not_record(R, v, key, "a field of the wrong type");
    else
        *rc = CRIB_OK;
    return v;
}

/* A whole number 0 .. max: CRIB_OK with *out, or CRIB_ERECORD. */
int32_t crib_replay_number_at(replay *R, size_t at, const char *key, uint32_t max, uint32_t *out)
{
    uint64_t v;
    if (!rj_uint(&R->doc, at, max, &v))
        return crib_replay_not_record(R, at, key, "expected a whole number in range");
    *out = (uint32_t)v;
    return CRIB_OK;
}

int32_t crib_replay_number(replay *R, size_t obj, const char *key, uint32_t max, uint32_t *out)
{
    int32_t rc;
    size_t v = crib_replay_need(R, obj, key, RJ_NUMBER, &rc);
    return rc != CRIB_OK ? rc : crib_replay_number_at(R, v, key, max, out);
}

/* An optional number: *out stays dflt when absent. */
int32_t crib_replay_number_or(replay *R, size_t obj, const char *key, uint32_t max, uint32_t dflt,
                              uint32_t *out)
{
    size_t v = crib_replay_member(R, obj, key);
    *out = dflt;
    return v == RJ_NONE ? CRIB_OK : crib_replay_number_at(R, v, key, max, out);
}

/* A card ("5h"), or CRIB_NONE for null when null_ok. */
int32_t crib_replay_card_at(replay *R, size_t at, const char *key, int null_ok, uint32_t *out)
{
    char buf[8];
    crib_card c;
    if (null_ok && at != RJ_NONE && rj_type(&R->doc, at) == RJ_NULL) {
        *out = CRIB_NONE;
        return CRIB_OK;
    }
    if (!rj_string(&R->doc, at, buf, sizeof buf) || crib_card_parse(buf, &c) != CRIB_OK)
        return crib_replay_not_record(R, at, key, "expected a card");
    *out = c;
    return CRIB_OK;
}

/* An array of distinct cards, as a mask, and their cards in order. */
int32_t crib_replay_cards_at(replay *R, size_t at, const char *key, uint64_t *mask,
                             crib_card *cards, uint32_t cap, uint32_t *n)
{
    *mask = 0;
    *n = 0;
    if (at == RJ_NONE || rj_type(&R->doc, at) != RJ_ARRAY)
        return crib_replay_not_record(R, at, key, "expected an array of cards");
    for (size_t el = rj_first(&R->doc, at); el != RJ_NONE; el = rj_next(&R->doc, el)) {
        uint32_t c = 0;
        int32_t rc = crib_replay_card_at(R, el, key, 0, &c);
        if (rc != CRIB_OK)
            return rc;
        if ((*mask & CARD_BIT(c)) || *n == cap)
            return crib_replay_not_record(R, el, key, "a card twice, or too many cards");
        *mask |= CARD_BIT(c);
        if (cards)
            cards[*n] = (crib_card)c;
        (*n)++;
    }
    return CRIB_OK;
}

int32_t crib_replay_name_at(replay *R, size_t obj, const char *key, const char *const *names,
                            uint32_t n, uint32_t *out)
{
    char buf[16];
    int32_t rc;
    size_t v = crib_replay_need(R, obj, key, RJ_STRING, &rc);
    if (rc != CRIB_OK)
        return rc;
    if (rj_string(&R->doc, v, buf, sizeof buf))
        for (uint32_t i = 0; i < n; i++)
            if (crib_text_same(buf, names[i])) {
                *out = i;
                return CRIB_OK;
            }
    return crib_replay_not_record(R, v, key, "an unknown name");
}

/* A recorded mask against the rules': the first card where they differ. */
int32_t crib_replay_same_cards(replay *R, size_t at, const char *field, uint64_t recorded,
                               uint64_t actual)
{
    if (recorded == actual)
        return CRIB_OK;
    uint64_t extra = recorded & ~actual, missing = actual & ~recorded;
    return crib_replay_differs(R, at, field, extra ? (uint32_t)crib_ctz64(extra) : CRIB_NONE,
                               missing ? (uint32_t)crib_ctz64(missing) : CRIB_NONE);
}

/* An optional recorded number against the rules'. */
int32_t crib_replay_same_number(replay *R, size_t obj, const char *key, uint32_t actual)
{
    size_t v = crib_replay_member(R, obj, key);
    uint32_t recorded = 0;
    if (v == RJ_NONE)
        return CRIB_OK;
    int32_t rc = crib_replay_number_at(R, v, key, UINT32_MAX, &recorded);
    if (rc != CRIB_OK)
        return rc;
    return recorded == actual ? CRIB_OK : crib_replay_differs(R, v, key, recorded, actual);
}

/* ---- The fields each object may hold (docs/records.md; each object's table is in the file
 * that replays it) ---- */

static const record_field k_side_fields[] = {{"front", T_NUM, 1}, {"rear", T_NUM, 1}};

/* An object with its documented fields each of its type, and those required there; other
 * fields are not the format's and are passed over. `what` names the object when it is none. */
int32_t crib_replay_check_fields(replay *R, size_t obj, const char *what, const record_field *f,
                                 size_t n)
{
    if (obj == RJ_NONE || rj_type(&R->doc, obj) != RJ_OBJECT)
        return crib_replay_not_record(R, obj, what, "expected an object");
    for (size_t i = 0; i < n; i++) {
        size_t v = crib_replay_member(R, obj, f[i].name);
        if (v == RJ_NONE) {
            if (f[i].required)
                return crib_replay_not_record(R, obj, f[i].name, "missing field");
            continue;
        }
        if (!((f[i].types >> rj_type(&R->doc, v)) & 1u))
            return crib_replay_not_record(R, v, f[i].name, "a field of the wrong type");
    }
    return CRIB_OK;
}

/* An array of strings, n of them (`count` says what they are for), when present. */
int32_t crib_replay_words_at(replay *R, size_t arr, const char *key, uint32_t n, const char *count)
{
    if (arr == RJ_NONE)
        return CRIB_OK;
    if (rj_count(&R->doc, arr) != n)
        return crib_replay_not_record(R, arr, key, count);
    for (size_t el = rj_first(&R->doc, arr); el != RJ_NONE; el = rj_next(&R->doc, el))
        if (rj_type(&R->doc, el) != RJ_STRING)
            return crib_replay_not_record(R, el, key, "expected a string");
    return CRIB_OK;
}

/* The board after an event, when recorded: each side's front and rear pegs. */
int32_t crib_replay_same_board(replay *R, size_t obj)
{
    size_t b = crib_replay_member(R, obj, "board");
    if (b == RJ_NONE)
        return CRIB_OK;
    uint32_t sides = crib_sides_of(R->deal->game.players), s = 0;
    if (rj_type(&R->doc, b) != RJ_ARRAY || rj_count(&R->doc, b) != sides)
        return crib_replay_not_record(R, b, "board", "expected an array of each side's pegs");
    for (size_t el = rj_first(&R->doc, b); el != RJ_NONE; el = rj_next(&R->doc, el), s++) {
        int32_t rc = crib_replay_check_fields(R, el, "board", FIELDS(k_side_fields));
        if (rc == CRIB_OK)
            rc = crib_replay_same_number(R, el, "front", R->deal->game.front[s]);
        if (rc == CRIB_OK)
            rc = crib_replay_same_number(R, el, "rear", R->deal->game.rear[s]);
        if (rc != CRIB_OK) {
            R->r->side = s;
            return rc;
        }
    }
    return CRIB_OK;
}

/* ---- The rules and the seed ---- */

int32_t crib_replay_read_rules(replay *R, size_t top, crib_game_rules *rules)
{
    uint32_t variant = 0, ladder = 0, v = 0;
    int32_t rc = crib_replay_name_at(R, top, "variant", k_variants, CRIB_N_VARIANTS, &variant);
    if (rc == CRIB_OK)
        rc = crib_replay_name_at(R, top, "ladder", k_ladders, 3, &ladder);
    if (rc != CRIB_OK)
        return rc;
    crib_game_rules_default_unchecked(rules, variant); /* variant < CRIB_N_VARIANTS */
    rules->ladder = ladder;
    if ((rc = crib_replay_number(R, top, "target", CRIB_GAME_MAX_TARGET, &rules->target)) !=
            CRIB_OK ||
        (rc = crib_replay_number(R, top, "options", UINT32_MAX, &rules->options)) != CRIB_OK ||
        (rc = crib_replay_number_or(R, top, "peggers", UINT32_MAX, 0, &rules->peggers)) !=
            CRIB_OK ||
        (rc = crib_replay_number_or(R, top, "players", 4, crib_variants[variant].players, &v)) !=
            CRIB_OK)
        return rc;
    if (v != crib_variants[variant].players)
        return crib_replay_not_record(R, crib_replay_member(R, top, "players"), "players",
                                      "not the variant's number of players");
    if (crib_rules_check(rules) != CRIB_OK)
        return crib_replay_not_record(R, crib_replay_member(R, top, "options"), "options",
                                      "rules the library does not know");
    return CRIB_OK;
}

/* A hex digit's value, or -1. */
static int hex_digit(char c)
{
    return c >= '0' && c <= '9'   ? c - '0'
           : c >= 'a' && c <= 'f' ? c - 'a' + 10
           : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                  : -1;
}

/* "seed_hex": a string of 1 to 16 hex digits, exactly; 1 with *seed, else 0. */
static int hex_seed(replay *R, size_t hex, uint64_t *seed)
{
    char buf[20];
    if (!rj_string(&R->doc, hex, buf, sizeof buf) || !buf[0] || strlen(buf) > 16)
        return 0;
    for (size_t n = 0; buf[n]; n++) {
        int d = hex_digit(buf[n]);
        if (d < 0)
            return 0;
        *seed = *seed << 4 | (uint64_t)d;
    }
    return 1;
}

/* The seed, when there is one: "seed_hex" exactly, or "seed". */
int32_t crib_replay_read_seed(replay *R, size_t top, uint64_t *seed, int *seeded)
{
    size_t hex = crib_replay_member(R, top, "seed_hex"), dec = crib_replay_member(R, top, "seed");
    *seed = 0;
    *seeded = hex != RJ_NONE || dec != RJ_NONE;
    uint64_t from_dec = 0;
    if (hex != RJ_NONE && !hex_seed(R, hex, seed))
        return crib_replay_not_record(R, hex, "seed_hex", "expected up to 16 hex digits");
    if (dec != RJ_NONE && !rj_uint(&R->doc, dec, UINT64_MAX, &from_dec))
        return crib_replay_not_record(R, dec, "seed", "expected a whole number in range");
    if (hex != RJ_NONE && dec != RJ_NONE && from_dec != *seed)
        return crib_replay_not_record(R, dec, "seed", "not the seed seed_hex gives");
    if (hex == RJ_NONE)
        *seed = from_dec;
    return CRIB_OK;
}
