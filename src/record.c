/* SPDX-License-Identifier: MIT */
/* Game records (docs/records.md): a record read in place and replayed through the deal
 * driver's workers, every value the rules determine checked against the replay. */
#include "bits.h"
#include "deal.h"
#include "gen/names.h"
#include "game.h"
#include "history.h"
#include "record_json.h"
#include "text.h"
#include "variant.h"

#include <string.h>

/* Not an error: the replay reached the decisions asked for. */
#define STOP 1

static const char *const k_variants[] = {"six-card", "five-card", "three", "four", "two-to-crib"};
static const char *const k_ladders[] = {"none", "lurch", "skunk"};
static const char *const k_choices[] = {"", "peg", "new-deal", "correct", "stand"};

/* crib_record_replay_many()'s points: the decisions, ascending, and where the game at each
 * goes; `next` is the first not yet reached. */
typedef struct replay_points {
    const uint32_t *decisions;
    size_t n, next;
    crib_deal *deals;
    crib_history *histories;
    crib_record_report *reports;
} replay_points;

/* A replay: the text, the deal it drives, and what it reports. */
typedef struct replay {
    rj_doc doc;
    crib_deal *deal;
    crib_history *hist;
    crib_record_report *r;
    uint32_t limit;
    uint32_t deal_events; /* events of the current deal */
    rj_index top, dobj;   /* the record's and the current deal's members */
    size_t deal_el;       /* the current deal's element of "deals" */
    rj_index cache[4];    /* the objects looked into last, each member found once */
    uint32_t next_cache;
    replay_points *points; /* for crib_record_replay_many(), else NULL */
    size_t pos_at;         /* the last offset put as a line and column, and those */
    uint32_t pos_line, pos_column;
} replay;

size_t crib_record_report_size(void)
{
    return sizeof(crib_record_report);
}

static void set_text(uint8_t *dst, size_t cap, const char *src)
{
    size_t n = strlen(src);
    if (n >= cap)
        n = cap - 1;
    memcpy(dst, src, n);
    dst[n] = 0;
}

/* Where the event or fault is; its line and column are counted once, at the end. */
static void at_offset(replay *R, size_t at)
{
    R->r->offset = (uint32_t)(at == RJ_NONE ? 0 : at);
}

/* The text is no record: what is wrong, where. */
static int32_t not_record(replay *R, size_t at, const char *field, const char *msg)
{
    R->r->code = CRIB_ERECORD;
    at_offset(R, at);
    set_text(R->r->field, sizeof R->r->field, field);
    set_text(R->r->message, sizeof R->r->message, msg);
    return CRIB_ERECORD;
}

/* A recorded value the rules do not give. */
static int32_t differs(replay *R, size_t at, const char *field, uint32_t recorded,
                       uint32_t expected)
{
    R->r->code = CRIB_EREFUSED;
    at_offset(R, at);
    set_text(R->r->field, sizeof R->r->field, field);
    R->r->recorded = recorded;
    R->r->expected = expected;
    return CRIB_EREFUSED;
}

/* An action the deal driver refused with `code`. */
static int32_t refused(replay *R, size_t at, const char *field, uint32_t recorded, int32_t code)
{
    differs(R, at, field, recorded, CRIB_NONE);
    R->r->rules_code = code;
    return CRIB_EREFUSED;
}

/* The next event begins: where it is in the record, its kind and player. */
static void begin(replay *R, uint32_t kind, uint32_t player, uint32_t item, size_t at)
{
    crib_record_report *r = R->r;
    r->event = R->deal_events++;
    r->index = r->events++;
    r->kind = kind;
    r->player = player;
    r->item = item;
    r->is_crib = 0;
    r->side = CRIB_NONE;
    at_offset(R, at);
}

static void snapshot(replay *R);

/* A player's decision: STOP when the decisions asked for are made, before it; the game kept
 * at each point asked for that it reaches. */
static int decide(replay *R)
{
    while (R->points && R->points->next < R->points->n &&
           R->points->decisions[R->points->next] == R->r->decisions)
        snapshot(R);
    if (R->r->decisions == R->limit)
        return 0;
    R->r->decisions++;
    return 1;
}

static void follow(replay *R)
{
    if (R->hist)
        crib_history_update_unchecked(R->hist, R->deal);
}

/* ---- Fields ---- */

/* A member of an object, through an index of it: a deal's fields are looked up a dozen
 * times, and each look-up would skip its whole play. */
static size_t member(replay *R, size_t obj, const char *key)
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

static size_t need(replay *R, size_t obj, const char *key, int type, int32_t *rc)
{
    size_t v = member(R, obj, key);
    if (v == RJ_NONE)
        *rc = not_record(R, obj, key, "missing field");
    else if (type >= 0 && rj_type(&R->doc, v) != type)
        *rc = not_record(R, v, key, "a field of the wrong type");
    else
        *rc = CRIB_OK;
    return v;
}

/* A whole number 0 .. max: CRIB_OK with *out, or CRIB_ERECORD. */
static int32_t number_at(replay *R, size_t at, const char *key, uint32_t max, uint32_t *out)
{
    uint64_t v;
    if (!rj_uint(&R->doc, at, max, &v))
        return not_record(R, at, key, "expected a whole number in range");
    *out = (uint32_t)v;
    return CRIB_OK;
}

static int32_t number(replay *R, size_t obj, const char *key, uint32_t max, uint32_t *out)
{
    int32_t rc;
    size_t v = need(R, obj, key, RJ_NUMBER, &rc);
    return rc != CRIB_OK ? rc : number_at(R, v, key, max, out);
}

/* An optional number: *out stays dflt when absent. */
static int32_t number_or(replay *R, size_t obj, const char *key, uint32_t max, uint32_t dflt,
                         uint32_t *out)
{
    size_t v = member(R, obj, key);
    *out = dflt;
    return v == RJ_NONE ? CRIB_OK : number_at(R, v, key, max, out);
}

/* A card ("5h"), or CRIB_NONE for null when null_ok. */
static int32_t card_at(replay *R, size_t at, const char *key, int null_ok, uint32_t *out)
{
    char buf[8];
    crib_card c;
    if (null_ok && at != RJ_NONE && rj_type(&R->doc, at) == RJ_NULL) {
        *out = CRIB_NONE;
        return CRIB_OK;
    }
    if (!rj_string(&R->doc, at, buf, sizeof buf) || crib_card_parse(buf, &c) != CRIB_OK)
        return not_record(R, at, key, "expected a card");
    *out = c;
    return CRIB_OK;
}

/* An array of distinct cards, as a mask, and their cards in order. */
static int32_t cards_at(replay *R, size_t at, const char *key, uint64_t *mask, crib_card *cards,
                        uint32_t cap, uint32_t *n)
{
    *mask = 0;
    *n = 0;
    if (at == RJ_NONE || rj_type(&R->doc, at) != RJ_ARRAY)
        return not_record(R, at, key, "expected an array of cards");
    for (size_t el = rj_first(&R->doc, at); el != RJ_NONE; el = rj_next(&R->doc, el)) {
        uint32_t c;
        int32_t rc = card_at(R, el, key, 0, &c);
        if (rc != CRIB_OK)
            return rc;
        if ((*mask & CARD_BIT(c)) || *n == cap)
            return not_record(R, el, key, "a card twice, or too many cards");
        *mask |= CARD_BIT(c);
        if (cards)
            cards[*n] = (crib_card)c;
        (*n)++;
    }
    return CRIB_OK;
}

static int32_t name_at(replay *R, size_t obj, const char *key, const char *const *names, uint32_t n,
                       uint32_t *out)
{
    char buf[16];
    int32_t rc;
    size_t v = need(R, obj, key, RJ_STRING, &rc);
    if (rc != CRIB_OK)
        return rc;
    if (rj_string(&R->doc, v, buf, sizeof buf))
        for (uint32_t i = 0; i < n; i++)
            if (crib_text_same(buf, names[i])) {
                *out = i;
                return CRIB_OK;
            }
    return not_record(R, v, key, "an unknown name");
}

/* A recorded mask against the rules': the first card where they differ. */
static int32_t same_cards(replay *R, size_t at, const char *field, uint64_t recorded,
                          uint64_t actual)
{
    if (recorded == actual)
        return CRIB_OK;
    uint64_t extra = recorded & ~actual, missing = actual & ~recorded;
    return differs(R, at, field, extra ? (uint32_t)crib_ctz64(extra) : CRIB_NONE,
                   missing ? (uint32_t)crib_ctz64(missing) : CRIB_NONE);
}

/* An optional recorded number against the rules'. */
static int32_t same_number(replay *R, size_t obj, const char *key, uint32_t actual)
{
    size_t v = member(R, obj, key);
    uint32_t recorded = 0;
    if (v == RJ_NONE)
        return CRIB_OK;
    int32_t rc = number_at(R, v, key, UINT32_MAX, &recorded);
    if (rc != CRIB_OK)
        return rc;
    return recorded == actual ? CRIB_OK : differs(R, v, key, recorded, actual);
}

static uint32_t players_of(const replay *R)
{
    return R->deal->game.players;
}

/* ---- The fields each object may hold (docs/records.md) ---- */

#define T_NULL (1u << RJ_NULL)
#define T_BOOL (1u << RJ_FALSE | 1u << RJ_TRUE)
#define T_NUM (1u << RJ_NUMBER)
#define T_STR (1u << RJ_STRING)
#define T_ARR (1u << RJ_ARRAY)
#define T_OBJ (1u << RJ_OBJECT)

/* A documented field: the types it may have, and whether it must be there. */
typedef struct field {
    const char *name;
    uint8_t types;
    uint8_t required;
} field;

#define FIELDS(table) (table), sizeof(table) / sizeof((table)[0])

static const field k_top_fields[] = {
    {"record", T_NUM, 1},    {"variant", T_STR, 1},      {"players", T_NUM, 0},
    {"target", T_NUM, 1},    {"ladder", T_STR, 1},       {"options", T_NUM, 1},
    {"peggers", T_NUM, 0},   {"seed", T_NUM, 0},         {"seed_hex", T_STR, 0},
    {"first_cut", T_ARR, 0}, {"first_dealer", T_NUM, 1}, {"levels", T_ARR, 0},
    {"deals", T_ARR, 1},     {"result", T_OBJ, 0},
};
static const field k_result_fields[] = {
    {"winner", T_NUM, 1}, {"scores", T_ARR, 1}, {"player", T_NUM, 0}, {"phase", T_STR, 0},
    {"reason", T_STR, 0}, {"levels", T_ARR, 0}, {"values", T_ARR, 0}, {"value", T_NUM, 0},
};
static const field k_deal_fields[] = {
    {"deal", T_NUM, 1},     {"dealer", T_NUM, 1},     {"forfeited", T_OBJ, 0},
    {"pack_cut", T_NUM, 0}, {"misdeals", T_NUM, 0},   {"new_deals", T_NUM, 0},
    {"voided", T_ARR, 0},   {"crib_dealt", T_ARR, 0}, {"crib_cards", T_NUM, 0},
    {"hands", T_ARR, 1},    {"rectified", T_ARR, 0},  {"starter", T_STR | T_NULL, 0},
    {"heels", T_NUM, 0},    {"board", T_ARR, 0},      {"play", T_ARR, 0},
    {"void", T_STR, 0},     {"show", T_ARR, 0},
};
static const field k_forfeit_fields[] = {{"deal", T_NUM, 1}, {"dealer", T_NUM, 1}};
static const field k_void_fields[] = {
    {"cause", T_STR, 1},      {"hands", T_ARR, 0},      {"rectified", T_ARR, 0},
    {"crib_dealt", T_ARR, 0}, {"crib_cards", T_NUM, 0},
};
static const field k_hand_fields[] = {{"dealt", T_ARR, 1}, {"discard", T_ARR, 0}};
static const field k_fix_fields[] = {
    {"holder", T_NUM | T_STR, 1}, {"cards", T_NUM, 0}, {"choice", T_STR, 0},
    {"pegged", T_NUM, 0},         {"drawn", T_ARR, 0},
};
static const field k_act_fields[] = {
    {"player", T_NUM, 1},  {"card", T_STR | T_NULL, 1},   {"count", T_NUM, 0},
    {"points", T_NUM, 0},  {"scorer", T_NUM | T_NULL, 0}, {"pegged", T_NUM, 0},
    {"reset", T_BOOL, 0},  {"claimed", T_NUM, 0},         {"muggins", T_NUM, 0},
    {"penalty", T_NUM, 0}, {"penalty_to", T_NUM, 0},      {"dead", T_ARR, 0},
    {"board", T_ARR, 0},
};
static const field k_correct_entry_fields[] = {{"correct", T_OBJ, 1}, {"board", T_ARR, 0}};
static const field k_correct_fields[] = {{"player", T_NUM, 1}, {"pegged", T_NUM, 0}};
static const field k_show_fields[] = {
    {"player", T_NUM, 1},          {"crib", T_BOOL, 0},   {"cards", T_ARR, 0},
    {"points", T_NUM, 0},          {"said", T_STR, 0},    {"pegged", T_NUM, 0},
    {"claimed", T_NUM, 0},         {"muggins", T_NUM, 0}, {"order", T_ARR, 0},
    {"overpeg_penalty", T_NUM, 0}, {"board", T_ARR, 0},
};
static const field k_show_fix_fields[] = {{"rectified", T_OBJ, 1}, {"board", T_ARR, 0}};
static const field k_side_fields[] = {{"front", T_NUM, 1}, {"rear", T_NUM, 1}};

/* An object with its documented fields each of its type, and those required there; other
 * fields are not the format's and are passed over. `what` names the object when it is none. */
static int32_t check_fields(replay *R, size_t obj, const char *what, const field *f, size_t n)
{
    if (obj == RJ_NONE || rj_type(&R->doc, obj) != RJ_OBJECT)
        return not_record(R, obj, what, "expected an object");
    for (size_t i = 0; i < n; i++) {
        size_t v = member(R, obj, f[i].name);
        if (v == RJ_NONE) {
            if (f[i].required)
                return not_record(R, obj, f[i].name, "missing field");
            continue;
        }
        if (!((f[i].types >> rj_type(&R->doc, v)) & 1u))
            return not_record(R, v, f[i].name, "a field of the wrong type");
    }
    return CRIB_OK;
}

/* An array of strings, n of them (`count` says what they are for), when present. */
static int32_t words_at(replay *R, size_t arr, const char *key, uint32_t n, const char *count)
{
    if (arr == RJ_NONE)
        return CRIB_OK;
    if (rj_count(&R->doc, arr) != n)
        return not_record(R, arr, key, count);
    for (size_t el = rj_first(&R->doc, arr); el != RJ_NONE; el = rj_next(&R->doc, el))
        if (rj_type(&R->doc, el) != RJ_STRING)
            return not_record(R, el, key, "expected a string");
    return CRIB_OK;
}

/* The board after an event, when recorded: each side's front and rear pegs. */
static int32_t same_board(replay *R, size_t obj)
{
    size_t b = member(R, obj, "board");
    if (b == RJ_NONE)
        return CRIB_OK;
    uint32_t sides = crib_sides_of(R->deal->game.players), s = 0;
    if (rj_type(&R->doc, b) != RJ_ARRAY || rj_count(&R->doc, b) != sides)
        return not_record(R, b, "board", "expected an array of each side's pegs");
    for (size_t el = rj_first(&R->doc, b); el != RJ_NONE; el = rj_next(&R->doc, el), s++) {
        int32_t rc = check_fields(R, el, "board", FIELDS(k_side_fields));
        if (rc == CRIB_OK)
            rc = same_number(R, el, "front", R->deal->game.front[s]);
        if (rc == CRIB_OK)
            rc = same_number(R, el, "rear", R->deal->game.rear[s]);
        if (rc != CRIB_OK) {
            R->r->side = s;
            return rc;
        }
    }
    return CRIB_OK;
}

/* ---- The rules and the start ---- */

static int32_t read_rules(replay *R, size_t top, crib_game_rules *rules)
{
    uint32_t variant = 0, ladder = 0, v = 0;
    int32_t rc = name_at(R, top, "variant", k_variants, CRIB_N_VARIANTS, &variant);
    if (rc == CRIB_OK)
        rc = name_at(R, top, "ladder", k_ladders, 3, &ladder);
    if (rc != CRIB_OK)
        return rc;
    if (crib_game_rules_default(rules, variant) != CRIB_OK)
        return not_record(R, top, "variant", "an unknown name");
    rules->ladder = ladder;
    if ((rc = number(R, top, "target", CRIB_GAME_MAX_TARGET, &rules->target)) != CRIB_OK ||
        (rc = number(R, top, "options", UINT32_MAX, &rules->options)) != CRIB_OK ||
        (rc = number_or(R, top, "peggers", UINT32_MAX, 0, &rules->peggers)) != CRIB_OK ||
        (rc = number_or(R, top, "players", 4, crib_variants[variant].players, &v)) != CRIB_OK)
        return rc;
    if (v != crib_variants[variant].players)
        return not_record(R, member(R, top, "players"), "players",
                          "not the variant's number of players");
    if (crib_rules_check(rules) != CRIB_OK)
        return not_record(R, member(R, top, "options"), "options",
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
static int32_t read_seed(replay *R, size_t top, uint64_t *seed, int *seeded)
{
    size_t hex = member(R, top, "seed_hex"), dec = member(R, top, "seed");
    *seed = 0;
    *seeded = hex != RJ_NONE || dec != RJ_NONE;
    uint64_t from_dec = 0;
    if (hex != RJ_NONE && !hex_seed(R, hex, seed))
        return not_record(R, hex, "seed_hex", "expected up to 16 hex digits");
    if (dec != RJ_NONE && !rj_uint(&R->doc, dec, UINT64_MAX, &from_dec))
        return not_record(R, dec, "seed", "expected a whole number in range");
    if (hex != RJ_NONE && dec != RJ_NONE && from_dec != *seed)
        return not_record(R, dec, "seed", "not the seed seed_hex gives");
    if (hex == RJ_NONE)
        *seed = from_dec;
    return CRIB_OK;
}

/* The game set up: the first dealer recorded, or, for a seeded record that shows the cut for
 * the deal, cut for by the seed and checked. */
static int32_t start_game(replay *R, size_t top, const crib_game_rules *rules, uint64_t seed)
{
    uint32_t players = crib_variants[rules->variant].players, first;
    int32_t rc = number(R, top, "first_dealer", players - 1, &first);
    if (rc != CRIB_OK)
        return rc;
    size_t cuts = member(R, top, "first_cut");
    uint32_t cut_card[CRIB_PLAY_MAX_PLAYERS] = {CRIB_NONE, CRIB_NONE, CRIB_NONE, CRIB_NONE};
    int any = 0;
    if (cuts != RJ_NONE) {
        uint32_t k = 0;
        if (rj_type(&R->doc, cuts) != RJ_ARRAY || rj_count(&R->doc, cuts) != players)
            return not_record(R, cuts, "first_cut", "expected a card or null for each player");
        for (size_t el = rj_first(&R->doc, cuts); el != RJ_NONE; el = rj_next(&R->doc, el)) {
            if ((rc = card_at(R, el, "first_cut", 1, &cut_card[k])) != CRIB_OK)
                return rc;
            any |= cut_card[k++] != CRIB_NONE;
        }
    }
    begin(R, CRIB_EVENT_GAME, CRIB_NONE, 0, top);
    if (!R->r->seeded || !any) {
        crib_deal_init_unchecked(R->deal, rules, seed, first);
        follow(R);
        return CRIB_OK;
    }
    crib_deal_init_unchecked(R->deal, rules, seed, CRIB_DEAL_CUT);
    follow(R);
    for (uint32_t p = 0; p < players; p++)
        if (cut_card[p] != R->deal->first_cut[p]) {
            R->r->player = p;
            return differs(R, cuts, "first_cut", cut_card[p], R->deal->first_cut[p]);
        }
    if (R->deal->game.first_dealer != first)
        return differs(R, member(R, top, "first_dealer"), "first_dealer", first,
                       R->deal->game.first_dealer);
    return CRIB_OK;
}

/* ---- A deal ---- */

/* The cards dealt to each player ("hands"[p]."dealt"), checked as a list of the players'. */
static int32_t read_dealt(replay *R, size_t hands, uint64_t dealt[CRIB_PLAY_MAX_PLAYERS])
{
    uint32_t p = 0, n;
    memset(dealt, 0, CRIB_PLAY_MAX_PLAYERS * sizeof dealt[0]);
    if (hands == RJ_NONE || rj_type(&R->doc, hands) != RJ_ARRAY ||
        rj_count(&R->doc, hands) != players_of(R))
        return not_record(R, hands, "hands", "expected a hand for each player");
    for (size_t el = rj_first(&R->doc, hands); el != RJ_NONE; el = rj_next(&R->doc, el), p++) {
        int32_t rc = check_fields(R, el, "hands", FIELDS(k_hand_fields));
        if (rc == CRIB_OK)
            rc = cards_at(R, member(R, el, "dealt"), "dealt", &dealt[p], NULL, 8, &n);
        if (rc != CRIB_OK)
            return rc;
    }
    return CRIB_OK;
}

/* A record without the seed gives every hand's cards ("hands" absent: not known), and
 * they must be the variant's number: a wrong number dealt is known only from the seed. */
static int32_t given_hands(replay *R, size_t dobj, size_t hands,
                           const uint64_t dealt[CRIB_PLAY_MAX_PLAYERS])
{
    const crib_variant_shape *v = &crib_variants[R->deal->game.rules.variant];
    if (hands == RJ_NONE)
        return not_record(R, dobj, "hands", "missing field");
    for (uint32_t p = 0; p < v->players; p++)
        if (crib_popcount64(dealt[p]) != v->dealt)
            return not_record(R, hands, "dealt", "a wrong number dealt needs the seed");
    return CRIB_OK;
}

/* The deal made: the cards given, forfeited, or from the seed with the pack cut at
 * pack_cut. A deal driver's code, negative when it refused. */
static int32_t make_deal(replay *R, const uint64_t dealt[CRIB_PLAY_MAX_PLAYERS], uint64_t crib,
                         int forfeit, uint32_t pack_cut)
{
    if (!R->r->seeded)
        return crib_deal_start_given_unchecked(R->deal, dealt, crib, forfeit);
    if (forfeit)
        return crib_deal_forfeit_unchecked(R->deal);
    return crib_deal_start_unchecked(R->deal, pack_cut ? pack_cut : CRIB_NONE);
}

/* A seeded deal's recorded cards against the seed's: the crib's, then each hand's, a hand's
 * size other than the variant's being a wrong number dealt. */
static int32_t same_dealt(replay *R, size_t hands, size_t crib_at,
                          const uint64_t dealt[CRIB_PLAY_MAX_PLAYERS], uint64_t crib)
{
    const crib_variant_shape *v = &crib_variants[R->deal->game.rules.variant];
    int32_t rc;
    if (crib_at != RJ_NONE && (rc = same_cards(R, crib_at, "crib_dealt", crib, R->deal->crib)))
        return rc;
    size_t el = rj_first(&R->doc, hands);
    for (uint32_t p = 0; p < v->players; p++, el = rj_next(&R->doc, el)) {
        int32_t delta = crib_popcount64(dealt[p]) - (int32_t)v->dealt;
        R->r->player = p;
        if (delta && (rc = crib_deal_miscount_unchecked(R->deal, p, delta)) < 0)
            return refused(R, el, "dealt", CRIB_NONE, rc);
        if ((rc = same_cards(R, el, "dealt", dealt[p], R->deal->hand[p])) != CRIB_OK)
            return rc;
    }
    follow(R);
    return CRIB_OK;
}

/* Deals: from the seed, the pack cut at pack_cut (or forfeited), and a wrong number dealt as
 * the hands' sizes show, each checked against the record (hands RJ_NONE: not recorded, a deal
 * made void by a misdeal); or the cards given, for a record without a seed. */
static int32_t deal_cards(replay *R, size_t dobj, size_t hands, size_t crib_at, int *forfeit,
                          uint32_t pack_cut)
{
    uint64_t dealt[CRIB_PLAY_MAX_PLAYERS] = {0}, crib = 0;
    uint32_t n;
    int32_t rc = hands == RJ_NONE ? CRIB_OK : read_dealt(R, hands, dealt);
    if (rc == CRIB_OK && crib_at != RJ_NONE)
        rc = cards_at(R, crib_at, "crib_dealt", &crib, NULL, 2, &n);
    if (rc != CRIB_OK)
        return rc;
    begin(R, CRIB_EVENT_DEAL, CRIB_NONE, 0, hands == RJ_NONE ? dobj : hands);
    if (!R->r->seeded && (rc = given_hands(R, dobj, hands, dealt)) != CRIB_OK)
        return rc;
    if ((rc = make_deal(R, dealt, crib, *forfeit, pack_cut)) < 0)
        return refused(R, dobj, "deal", CRIB_NONE, rc);
    *forfeit = 0;
    follow(R);
    if ((rc = same_number(R, dobj, "deal", R->deal->deals)) != CRIB_OK ||
        (rc = same_number(R, dobj, "dealer", R->deal->game.dealer)) != CRIB_OK)
        return rc;
    if (!R->r->seeded || hands == RJ_NONE)
        return CRIB_OK;
    return same_dealt(R, hands, crib_at, dealt, crib);
}

/* A hand without its discard: the record stops before the discards of its last deal (a game
 * not finished), and this hand and the later ones have none, the deal nothing after them. */
static int32_t unfinished(replay *R, size_t el)
{
    size_t top = rj_root(&R->doc), d = R->deal_el;
    int last = rj_next(&R->doc, d) == RJ_NONE && member(R, top, "result") == RJ_NONE &&
               member(R, d, "starter") == RJ_NONE && member(R, d, "play") == RJ_NONE &&
               member(R, d, "show") == RJ_NONE;
    for (size_t h = el; last && h != RJ_NONE; h = rj_next(&R->doc, h))
        last = member(R, h, "discard") == RJ_NONE;
    return last ? STOP : not_record(R, el, "discard", "missing field");
}

static int32_t discards(replay *R, size_t hands)
{
    uint32_t p = 0, n;
    for (size_t el = rj_first(&R->doc, hands); el != RJ_NONE; el = rj_next(&R->doc, el), p++) {
        crib_card cards[8];
        uint64_t mask;
        size_t at = member(R, el, "discard");
        if (at == RJ_NONE)
            return unfinished(R, el);
        int32_t rc = cards_at(R, at, "discard", &mask, cards, 8, &n);
        if (rc != CRIB_OK)
            return rc;
        begin(R, CRIB_EVENT_DISCARD, p, p, at);
        if (!decide(R))
            return STOP;
        rc = crib_deal_discard_unchecked(R->deal, p, cards, n);
        if (rc < 0) {
            uint64_t bad = mask & ~R->deal->hand[p];
            return refused(R, at, "discard", bad ? (uint32_t)crib_ctz64(bad) : CRIB_NONE, rc);
        }
        follow(R);
    }
    return CRIB_OK;
}

/* A holder: a player's number, or "crib". */
static int32_t holder_at(replay *R, size_t fix, uint32_t *holder)
{
    char buf[8];
    size_t at = member(R, fix, "holder");
    if (rj_string(&R->doc, at, buf, sizeof buf) && crib_text_same(buf, "crib")) {
        *holder = CRIB_HOLDER_CRIB;
        return CRIB_OK;
    }
    if (at == RJ_NONE)
        return not_record(R, fix, "holder", "missing field");
    return number_at(R, at, "holder", players_of(R) - 1, holder);
}

/* A wrong number of cards settled: {"holder","cards","choice","pegged","drawn"}, and the
 * board after it, in `board_obj` (the show's entry that holds it). */
static int32_t rectify_one(replay *R, size_t fix, size_t board_obj, uint32_t item)
{
    uint32_t holder = 0, choice = CRIB_RECTIFY_PEG, n = 0, pegged;
    crib_card drawn[8];
    uint64_t mask = 0;
    int32_t rc = check_fields(R, fix, "rectified", FIELDS(k_fix_fields));
    if (rc == CRIB_OK)
        rc = holder_at(R, fix, &holder);
    if (rc == CRIB_OK && member(R, fix, "choice") != RJ_NONE)
        rc = name_at(R, fix, "choice", k_choices + 1, 4, &choice), choice++;
    size_t d = member(R, fix, "drawn");
    if (rc == CRIB_OK && d != RJ_NONE)
        rc = cards_at(R, d, "drawn", &mask, drawn, 8, &n);
    if (rc != CRIB_OK)
        return rc;
    uint32_t player = holder == CRIB_HOLDER_CRIB ? R->deal->game.dealer : holder;
    begin(R, CRIB_EVENT_IRREGULARITY, player, item, fix);
    uint64_t cards = holder == CRIB_HOLDER_CRIB ? R->deal->crib : R->deal->hand[holder];
    if ((rc = same_number(R, fix, "cards", (uint32_t)crib_popcount64(cards))) != CRIB_OK)
        return rc;
    rc = crib_deal_rectify_unchecked(R->deal, holder, choice, drawn, n, &pegged);
    if (rc < 0)
        return refused(R, fix, "choice", choice, rc);
    follow(R);
    if ((rc = same_number(R, fix, "pegged", pegged)) != CRIB_OK)
        return rc;
    return same_board(R, board_obj);
}

/* The holders settled before the starter. */
static int32_t rectify_early(replay *R, size_t arr)
{
    uint32_t i = 0;
    for (size_t el = rj_first(&R->doc, arr); el != RJ_NONE; el = rj_next(&R->doc, el), i++) {
        int32_t rc = rectify_one(R, el, el, i);
        if (rc != CRIB_OK)
            return rc;
    }
    return CRIB_OK;
}

/* The crib's recorded number of cards when it was settled, in `arr` (early) or among the
 * show's entries; CRIB_NONE when it was right. */
static uint32_t crib_cards(replay *R, size_t arr, int in_show)
{
    for (size_t el = rj_first(&R->doc, arr); el != RJ_NONE; el = rj_next(&R->doc, el)) {
        size_t fix = in_show ? member(R, el, "rectified") : el;
        char buf[8];
        uint64_t v;
        if (rj_string(&R->doc, member(R, fix, "holder"), buf, sizeof buf) &&
            crib_text_same(buf, "crib") && rj_uint(&R->doc, member(R, fix, "cards"), 8, &v))
            return (uint32_t)v;
    }
    return CRIB_NONE;
}

/* Laid away, the crib made wrong ("crib_cards", or in a record without it, when the record
 * settles the crib), and the holders settled before the starter. */
static int32_t lay_away(replay *R, size_t obj, size_t show)
{
    size_t hands = member(R, obj, "hands"), early = member(R, obj, "rectified");
    uint32_t cards;
    int32_t rc = discards(R, hands);
    if (rc == CRIB_OK)
        rc = number_or(R, obj, "crib_cards", 8, CRIB_NONE, &cards);
    if (rc != CRIB_OK)
        return rc;
    if (cards == CRIB_NONE)
        cards = crib_cards(R, early, 0);
    if (cards == CRIB_NONE)
        cards = crib_cards(R, show, 1);
    uint32_t due = crib_deal_due(R->deal, CRIB_HOLDER_CRIB);
    if (cards != CRIB_NONE && cards != due) {
        begin(R, CRIB_EVENT_IRREGULARITY, R->deal->game.dealer, 0, obj);
        rc = crib_deal_miscount_unchecked(R->deal, CRIB_HOLDER_CRIB, (int32_t)cards - (int32_t)due);
        if (rc < 0)
            return refused(R, obj, "rectified", cards, rc);
        follow(R);
    }
    return rectify_early(R, early);
}

static int32_t cut(replay *R, size_t dobj)
{
    size_t s = member(R, dobj, "starter");
    uint32_t card, heels;
    if (s == RJ_NONE || rj_type(&R->doc, s) == RJ_NULL)
        return CRIB_OK; /* the game ended before the cut, or the record does */
    int32_t rc = card_at(R, s, "starter", 0, &card);
    if (rc != CRIB_OK)
        return rc;
    begin(R, CRIB_EVENT_STARTER, R->deal->game.dealer, 0, s);
    crib_card stock[CRIB_CARDS];
    uint32_t n = crib_deal_stock_cards(R->deal, stock), pos = 0;
    while (pos < n && stock[pos] != card)
        pos++;
    if (pos == n)
        return refused(R, s, "starter", card, CRIB_ENOTHELD);
    rc = crib_deal_cut_unchecked(R->deal, R->r->seeded && pos == 0 ? CRIB_NONE : pos, &heels);
    if (rc < 0)
        return refused(R, s, "starter", card, rc);
    follow(R);
    if ((rc = same_number(R, dobj, "heels", heels)) != CRIB_OK)
        return rc;
    return same_board(R, dobj);
}

static int32_t correct(replay *R, size_t el, size_t c, uint32_t item)
{
    uint32_t player, pegged;
    int32_t rc = number(R, c, "player", players_of(R) - 1, &player);
    if (rc != CRIB_OK)
        return rc;
    begin(R, CRIB_EVENT_CORRECT, player, item, c);
    if (!decide(R))
        return STOP;
    if ((rc = crib_deal_correct_unchecked(R->deal, player, &pegged)) < 0)
        return refused(R, c, "correct", CRIB_NONE, rc);
    follow(R);
    if ((rc = same_number(R, c, "pegged", pegged)) != CRIB_OK)
        return rc;
    return same_board(R, el);
}

/* Who scored a card's or go's points: a player, or null (CRIB_NONE) for none. */
static int32_t same_scorer(replay *R, size_t at, uint32_t actual)
{
    uint32_t recorded = CRIB_NONE;
    if (at == RJ_NONE)
        return CRIB_OK;
    if (rj_type(&R->doc, at) != RJ_NULL) {
        int32_t rc = number_at(R, at, "scorer", UINT32_MAX, &recorded);
        if (rc != CRIB_OK)
            return rc;
    }
    return recorded == actual ? CRIB_OK : differs(R, at, "scorer", recorded, actual);
}

/* The cards a failure to play made dead, when recorded. */
static int32_t same_dead(replay *R, size_t el, uint64_t made)
{
    size_t at = member(R, el, "dead");
    uint64_t mask;
    uint32_t n;
    if (at == RJ_NONE)
        return CRIB_OK;
    int32_t rc = cards_at(R, at, "dead", &mask, NULL, 8, &n);
    return rc != CRIB_OK ? rc : same_cards(R, at, "dead", mask, made);
}

/* A card or go: what it counted and pegged, its claim and penalty. */
static int32_t act(replay *R, size_t el, uint32_t item)
{
    uint32_t player, card, claimed;
    size_t card_at_ = member(R, el, "card");
    int32_t rc = number(R, el, "player", players_of(R) - 1, &player);
    if (rc == CRIB_OK)
        rc = card_at_ == RJ_NONE ? not_record(R, el, "card", "missing field")
                                 : card_at(R, card_at_, "card", 1, &card);
    if (rc == CRIB_OK)
        rc = number_or(R, el, "claimed", CRIB_GAME_MAX_TARGET, CRIB_CLAIM_ALL, &claimed);
    if (rc != CRIB_OK)
        return rc;
    begin(R, card == CRIB_NONE ? CRIB_EVENT_GO : CRIB_EVENT_CARD, player, item, el);
    if (!decide(R))
        return STOP;
    crib_play_event ev;
    crib_claim c;
    uint64_t dead = R->deal->play.dead;
    rc = crib_deal_act_unchecked(R->deal, player, card, claimed, &ev, &c);
    if (rc < 0)
        return refused(R, card_at_, "card", card, rc);
    follow(R);
    size_t scorer = member(R, el, "scorer"), reset = member(R, el, "reset");
    if ((rc = same_number(R, el, "count", ev.count)) != CRIB_OK ||
        (rc = same_number(R, el, "points", ev.points)) != CRIB_OK ||
        (rc = same_number(R, el, "pegged", (uint32_t)c.pegged)) != CRIB_OK ||
        (rc = same_number(R, el, "muggins", c.muggins)) != CRIB_OK ||
        (rc = same_number(R, el, "penalty_to", ev.penalty_to)) != CRIB_OK)
        return rc;
    if ((rc = same_scorer(R, scorer, ev.points ? ev.scorer : CRIB_NONE)) != CRIB_OK ||
        (rc = same_dead(R, el, R->deal->play.dead & ~dead)) != CRIB_OK)
        return rc;
    size_t pen = member(R, el, "penalty");
    uint32_t recorded = 0;
    if (pen != RJ_NONE && (rc = number_at(R, pen, "penalty", UINT32_MAX, &recorded)) != CRIB_OK)
        return rc;
    if (recorded != c.penalty)
        return differs(R, pen == RJ_NONE ? el : pen, "penalty", recorded, c.penalty);
    if (reset != RJ_NONE && (rj_type(&R->doc, reset) == RJ_TRUE) != (ev.reset != 0))
        return differs(R, reset, "reset", rj_type(&R->doc, reset) == RJ_TRUE, ev.reset != 0);
    return same_board(R, el);
}

static int32_t play(replay *R, size_t arr)
{
    uint32_t i = 0;
    if (arr != RJ_NONE && rj_type(&R->doc, arr) != RJ_ARRAY)
        return not_record(R, arr, "play", "a field of the wrong type");
    for (size_t el = rj_first(&R->doc, arr); el != RJ_NONE; el = rj_next(&R->doc, el), i++) {
        size_t c = rj_type(&R->doc, el) == RJ_OBJECT ? member(R, el, "correct") : RJ_NONE;
        int32_t rc = c != RJ_NONE ? check_fields(R, el, "play", FIELDS(k_correct_entry_fields))
                                  : check_fields(R, el, "play", FIELDS(k_act_fields));
        if (rc == CRIB_OK && c != RJ_NONE)
            rc = check_fields(R, c, "correct", FIELDS(k_correct_fields));
        if (rc == CRIB_OK)
            rc = c != RJ_NONE ? correct(R, el, c, i) : act(R, el, i);
        if (rc != CRIB_OK)
            return rc;
    }
    return CRIB_OK;
}

/* The order of the items announced: "order":[indexes]. */
static int32_t order_at(replay *R, size_t at, uint8_t *order, size_t *n)
{
    *n = 0;
    if (rj_type(&R->doc, at) != RJ_ARRAY)
        return not_record(R, at, "order", "a field of the wrong type");
    for (size_t el = rj_first(&R->doc, at); el != RJ_NONE; el = rj_next(&R->doc, el)) {
        uint32_t v = 0;
        if (*n == CRIB_SCORE_MAX_ITEMS)
            return not_record(R, el, "order", "too many items");
        int32_t rc = number_at(R, el, "order", CRIB_SCORE_MAX_ITEMS - 1, &v);
        if (rc != CRIB_OK)
            return rc;
        order[(*n)++] = (uint8_t)v;
    }
    return CRIB_OK;
}

/* Whether the deal is at this show, the one recorded: its stage, then whose it is and
 * whether it is the crib. */
static int32_t show_turn(replay *R, size_t el, uint32_t player, uint32_t is_crib)
{
    crib_status st;
    crib_deal_status_unchecked(R->deal, &st);
    if (st.stage != CRIB_STAGE_SHOW)
        return refused(R, el, "player", player,
                       st.stage == CRIB_STAGE_OVER ? CRIB_EDONE : CRIB_ESTAGE);
    if (is_crib != st.next_is_crib) {
        size_t crib = member(R, el, "crib");
        return differs(R, crib != RJ_NONE ? crib : el, "crib", is_crib, st.next_is_crib);
    }
    if (player != st.next_show)
        return differs(R, el, "player", player, st.next_show);
    return CRIB_OK;
}

/* What the record says was shown, counted and pegged, against the show's. */
static int32_t same_show(replay *R, size_t el, const crib_show *sh)
{
    size_t cards = member(R, el, "cards");
    uint64_t mask, shown = 0;
    uint32_t n;
    int32_t rc;
    for (uint32_t i = 0; i < sh->n_cards; i++)
        shown |= CARD_BIT(sh->cards[i]);
    if (cards != RJ_NONE && ((rc = cards_at(R, cards, "cards", &mask, NULL, 8, &n)) != CRIB_OK ||
                             (rc = same_cards(R, cards, "cards", mask, shown)) != CRIB_OK))
        return rc;
    if ((rc = same_number(R, el, "points", sh->score.total)) != CRIB_OK ||
        (rc = same_number(R, el, "pegged", sh->claim.pegged)) != CRIB_OK ||
        (rc = same_number(R, el, "muggins", sh->claim.muggins)) != CRIB_OK)
        return rc;
    return CRIB_OK;
}

/* The penalty for pegging past what the show scored, when the record has one. */
static int32_t overpeg(replay *R, size_t el, uint32_t player, uint32_t item)
{
    uint32_t penalty;
    int32_t rc;
    if (member(R, el, "overpeg_penalty") == RJ_NONE)
        return CRIB_OK;
    begin(R, CRIB_EVENT_IRREGULARITY, player, item, el);
    if ((rc = crib_deal_overpeg_unchecked(R->deal, player, &penalty)) < 0)
        return refused(R, el, "overpeg_penalty", CRIB_NONE, rc);
    follow(R);
    return same_number(R, el, "overpeg_penalty", penalty);
}

static int32_t show_one(replay *R, size_t el, uint32_t item)
{
    uint32_t player, claimed;
    size_t crib = member(R, el, "crib"), ord = member(R, el, "order");
    int32_t rc = number(R, el, "player", players_of(R) - 1, &player);
    if (rc == CRIB_OK)
        rc = number_or(R, el, "claimed", CRIB_GAME_MAX_TARGET, CRIB_CLAIM_ALL, &claimed);
    uint8_t order[CRIB_SCORE_MAX_ITEMS];
    size_t n_order = 0;
    if (rc == CRIB_OK && ord != RJ_NONE)
        rc = order_at(R, ord, order, &n_order);
    if (rc != CRIB_OK)
        return rc;
    uint32_t is_crib = crib != RJ_NONE && rj_type(&R->doc, crib) == RJ_TRUE;
    begin(R, CRIB_EVENT_SHOW, player, item, el);
    R->r->is_crib = is_crib;
    if ((rc = show_turn(R, el, player, is_crib)) != CRIB_OK)
        return rc;
    if (!decide(R))
        return STOP;
    crib_show sh;
    rc = crib_deal_show_order_unchecked(R->deal, claimed, ord != RJ_NONE ? order : NULL, n_order,
                                        &sh);
    if (rc < 0)
        return refused(R, ord != RJ_NONE ? ord : el, ord != RJ_NONE ? "order" : "claimed", claimed,
                       rc);
    follow(R);
    if ((rc = same_show(R, el, &sh)) != CRIB_OK || (rc = overpeg(R, el, player, item)) != CRIB_OK)
        return rc;
    return same_board(R, el);
}

static int32_t show(replay *R, size_t arr)
{
    uint32_t i = 0;
    if (arr != RJ_NONE && rj_type(&R->doc, arr) != RJ_ARRAY)
        return not_record(R, arr, "show", "a field of the wrong type");
    for (size_t el = rj_first(&R->doc, arr); el != RJ_NONE; el = rj_next(&R->doc, el), i++) {
        size_t fix = rj_type(&R->doc, el) == RJ_OBJECT ? member(R, el, "rectified") : RJ_NONE;
        int32_t rc = fix != RJ_NONE ? check_fields(R, el, "show", FIELDS(k_show_fix_fields))
                                    : check_fields(R, el, "show", FIELDS(k_show_fields));
        if (rc == CRIB_OK)
            rc = fix != RJ_NONE ? rectify_one(R, fix, el, i) : show_one(R, el, i);
        if (rc != CRIB_OK)
            return rc;
    }
    return CRIB_OK;
}

/* A voided deal's cause: 1 for "misdeal", 0 for "new deal", else CRIB_ERECORD. */
static int32_t void_cause(replay *R, size_t el)
{
    char cause[16];
    if (rj_string(&R->doc, member(R, el, "cause"), cause, sizeof cause)) {
        if (crib_text_same(cause, "misdeal"))
            return 1;
        if (crib_text_same(cause, "new deal"))
            return 0;
    }
    return not_record(R, el, "cause", "expected \"misdeal\" or \"new deal\"");
}

/* A seeded deal made void: dealt from the seed, then a misdeal declared, or the cards laid
 * away before a new deal was demanded (which must leave the deal to be made again). */
static int32_t void_deal(replay *R, size_t dobj, size_t el, int misdeal, int *forfeit,
                         uint32_t pack_cut)
{
    int32_t rc = deal_cards(R, dobj, misdeal ? RJ_NONE : member(R, el, "hands"),
                            member(R, el, "crib_dealt"), forfeit, pack_cut);
    if (rc != CRIB_OK)
        return rc;
    if (misdeal) {
        begin(R, CRIB_EVENT_IRREGULARITY, R->deal->game.dealer, 0, el);
        rc = crib_deal_misdeal_unchecked(R->deal);
        rc = rc < 0 ? refused(R, el, "cause", CRIB_NONE, rc) : CRIB_OK;
        follow(R);
        return rc;
    }
    rc = lay_away(R, el, RJ_NONE);
    if (rc == CRIB_OK && R->deal->stage != CRIB_STAGE_DEAL)
        rc = differs(R, el, "cause", 1, 0);
    return rc;
}

/* The deals made void before the cut ("voided"): a misdeal, or a new deal demanded; each
 * kind counted against "misdeals" and "new_deals". */
static int32_t voided(replay *R, size_t dobj, int *forfeit, uint32_t pack_cut)
{
    size_t arr = member(R, dobj, "voided");
    uint32_t count[2] = {0, 0};
    for (size_t el = rj_first(&R->doc, arr); el != RJ_NONE; el = rj_next(&R->doc, el)) {
        int32_t rc = check_fields(R, el, "voided", FIELDS(k_void_fields));
        int32_t misdeal = rc != CRIB_OK ? rc : void_cause(R, el);
        if (misdeal < 0)
            return misdeal;
        count[misdeal]++;
        /* Without the seed a misdeal's cards are not known, and it changed nothing. */
        if (misdeal && !R->r->seeded)
            continue;
        if (!R->r->seeded)
            return not_record(R, el, "cause", "a new deal before the cut needs the seed");
        if ((rc = void_deal(R, dobj, el, misdeal, forfeit, pack_cut)) != CRIB_OK)
            return rc;
    }
    int32_t rc = same_number(R, dobj, "misdeals", count[1]);
    return rc != CRIB_OK ? rc : same_number(R, dobj, "new_deals", count[0]);
}

/* Under --no-cut, the deal forfeited before this one: its number and the dealer who offered
 * the cut, the player before this deal's dealer. */
static int32_t forfeited(replay *R, size_t dobj)
{
    size_t ff = member(R, dobj, "forfeited");
    if (ff == RJ_NONE)
        return CRIB_OK;
    uint32_t n = players_of(R), by = (R->deal->game.dealer + n - 1) % n;
    int32_t rc = check_fields(R, ff, "forfeited", FIELDS(k_forfeit_fields));
    if (rc == CRIB_OK)
        rc = same_number(R, ff, "deal", R->deal->deals - 1);
    return rc != CRIB_OK ? rc : same_number(R, ff, "dealer", by);
}

/* A deal made void at the show ("void"): "imperfect pack", the pack found imperfect and the
 * deal dealt again (before the shows, whose points stand); or "new deal", demanded for a
 * holder found wrong at his show, which must have left the deal to be made again. */
static int32_t void_at_show(replay *R, size_t dobj, int after_show)
{
    static const char *const k_voids[] = {"imperfect pack", "new deal"};
    size_t at = member(R, dobj, "void");
    uint32_t why = 0;
    int32_t rc;
    if (at == RJ_NONE)
        return CRIB_OK;
    if ((rc = name_at(R, dobj, "void", k_voids, 2, &why)) != CRIB_OK)
        return rc;
    if (why == 1)
        return !after_show || R->deal->stage == CRIB_STAGE_DEAL ? CRIB_OK
                                                                : differs(R, at, "void", 1, 0);
    if (after_show)
        return CRIB_OK;
    begin(R, CRIB_EVENT_IRREGULARITY, R->deal->game.dealer, 0, dobj);
    if ((rc = crib_deal_misdeal_unchecked(R->deal)) < 0)
        return refused(R, at, "void", CRIB_NONE, rc);
    follow(R);
    return CRIB_OK;
}

static int32_t replay_deal(replay *R, size_t dobj)
{
    uint32_t pack_cut, deal_no;
    rj_index_of(&R->doc, dobj, &R->dobj);
    int forfeit = member(R, dobj, "forfeited") != RJ_NONE;
    int32_t rc = check_fields(R, dobj, "deals", FIELDS(k_deal_fields));
    if (rc == CRIB_OK)
        rc = number_or(R, dobj, "pack_cut", CRIB_CARDS, 0, &pack_cut);
    if (rc == CRIB_OK)
        rc = number(R, dobj, "deal", UINT32_MAX, &deal_no);
    if (rc != CRIB_OK)
        return rc;
    if (R->deal->deals != deal_no)
        R->r->deals++;
    R->r->deal = deal_no;
    R->deal_events = 0;
    if ((rc = voided(R, dobj, &forfeit, pack_cut)) != CRIB_OK ||
        (rc = deal_cards(R, dobj, member(R, dobj, "hands"), member(R, dobj, "crib_dealt"), &forfeit,
                         pack_cut)) != CRIB_OK ||
        (rc = forfeited(R, dobj)) != CRIB_OK ||
        (rc = lay_away(R, dobj, member(R, dobj, "show"))) != CRIB_OK ||
        (rc = cut(R, dobj)) != CRIB_OK || (rc = play(R, member(R, dobj, "play"))) != CRIB_OK ||
        (rc = void_at_show(R, dobj, 0)) != CRIB_OK || (rc = show(R, member(R, dobj, "show"))))
        return rc;
    return void_at_show(R, dobj, 1);
}

/* ---- The result and the whole record ---- */

/* A word of names.h's (a phase, a reason, a level): CRIB_OK with its value, or CRIB_ERECORD. */
static int32_t word_at(replay *R, size_t at, const char *key, const char *(*name)(uint32_t),
                       uint32_t *out)
{
    char buf[24];
    if (rj_string(&R->doc, at, buf, sizeof buf))
        for (uint32_t v = 0; name(v) || v < 16; v++)
            if (name(v) && crib_text_same(buf, name(v))) {
                *out = v;
                return CRIB_OK;
            }
    return not_record(R, at, key, "an unknown name");
}

/* A recorded word against the rules' value, when recorded. */
static int32_t same_word(replay *R, size_t at, const char *key, const char *(*name)(uint32_t),
                         uint32_t actual)
{
    uint32_t v = 0;
    int32_t rc = at == RJ_NONE ? CRIB_OK : word_at(R, at, key, name, &v);
    if (rc != CRIB_OK || at == RJ_NONE)
        return rc;
    return v == actual ? CRIB_OK : differs(R, at, key, v, actual);
}

/* A number or a word for each side ("scores", "values", "levels"), when recorded. */
static int32_t same_sides(replay *R, size_t res, const char *key, const crib_result *out,
                          const uint32_t *actual, const char *(*name)(uint32_t))
{
    size_t arr = member(R, res, key);
    uint32_t s = 0;
    if (arr == RJ_NONE)
        return CRIB_OK;
    if (rj_count(&R->doc, arr) != out->sides)
        return not_record(R, arr, key, "expected one for each side");
    for (size_t el = rj_first(&R->doc, arr); el != RJ_NONE; el = rj_next(&R->doc, el), s++) {
        uint32_t v = 0;
        int32_t rc = name ? word_at(R, el, key, name, &v) : number_at(R, el, key, UINT32_MAX, &v);
        if (rc != CRIB_OK)
            return rc;
        if (v != actual[s]) {
            R->r->side = s;
            return differs(R, el, key, v, actual[s]);
        }
    }
    return CRIB_OK;
}

/* The game's end: the winner and every other field of "result", against the game's. */
static int32_t result(replay *R, size_t top)
{
    size_t res = member(R, top, "result");
    if (res == RJ_NONE)
        return CRIB_OK; /* a game not finished */
    begin(R, CRIB_EVENT_END, CRIB_NONE, 0, res);
    R->deal_events = 0;
    crib_result out;
    crib_game_result_unchecked(&R->deal->game, &out);
    int32_t rc = check_fields(R, res, "result", FIELDS(k_result_fields));
    if (rc == CRIB_OK)
        rc = same_number(R, res, "winner", out.winner);
    if (rc == CRIB_OK)
        rc = same_sides(R, res, "scores", &out, out.score, NULL);
    if (rc == CRIB_OK)
        rc = same_number(R, res, "player", out.player);
    if (rc == CRIB_OK)
        rc = same_word(R, member(R, res, "phase"), "phase", crib_name_phase, out.phase);
    if (rc == CRIB_OK)
        rc = same_word(R, member(R, res, "reason"), "reason", crib_name_reason, out.reason);
    if (rc == CRIB_OK)
        rc = same_sides(R, res, "levels", &out, out.level, crib_name_level);
    if (rc == CRIB_OK)
        rc = same_sides(R, res, "values", &out, out.value, NULL);
    return rc != CRIB_OK ? rc : same_number(R, res, "value", out.total_value);
}

static int32_t run(replay *R)
{
    size_t err;
    const char *msg;
    if (!rj_object(&R->doc, CRIB_RECORD_MAX_DEPTH, &R->top, &err, &msg))
        return not_record(R, err, "", msg);
    size_t top = R->top.obj;
    uint32_t version;
    crib_game_rules rules;
    uint64_t seed;
    int seeded;
    int32_t rc = number(R, top, "record", UINT32_MAX, &version);
    if (rc == CRIB_OK && version != CRIB_RECORD_VERSION)
        rc = not_record(R, member(R, top, "record"), "record", "an unknown record version");
    if (rc == CRIB_OK)
        rc = check_fields(R, top, "", FIELDS(k_top_fields));
    if (rc == CRIB_OK)
        rc = read_rules(R, top, &rules);
    if (rc == CRIB_OK)
        rc = words_at(R, member(R, top, "levels"), "levels", crib_variants[rules.variant].players,
                      "expected one for each player");
    if (rc == CRIB_OK)
        rc = read_seed(R, top, &seed, &seeded);
    if (rc != CRIB_OK)
        return rc;
    R->r->seeded = (uint32_t)seeded;
    size_t deals = need(R, top, "deals", RJ_ARRAY, &rc);
    if (rc == CRIB_OK)
        rc = start_game(R, top, &rules, seed);
    for (size_t el = rj_first(&R->doc, deals); rc == CRIB_OK && el != RJ_NONE;
         el = rj_next(&R->doc, el)) {
        if (rj_type(&R->doc, el) != RJ_OBJECT)
            return not_record(R, el, "deals", "expected a deal object");
        R->deal_el = el;
        rc = replay_deal(R, el);
    }
    return rc == CRIB_OK ? result(R, top) : rc;
}

/* The line and column of an offset: counted on from the last one asked for when it is not
 * before it, so that the points of crib_record_replay_many() cost one pass of the text. */
static void position(replay *R, size_t at, uint32_t *line, uint32_t *column)
{
    if (at < R->pos_at) {
        R->pos_at = 0;
        R->pos_line = R->pos_column = 1;
    }
    for (; R->pos_at < at && R->pos_at < R->doc.len; R->pos_at++) {
        if (R->doc.s[R->pos_at] == '\n') {
            R->pos_line++;
            R->pos_column = 1;
        } else {
            R->pos_column++;
        }
    }
    *line = R->pos_line;
    *column = R->pos_column;
}

/* A report finished as the replay stands: its code, where, and the game's standing. */
static void finish(replay *R, crib_record_report *r, int32_t rc)
{
    r->code = rc;
    position(R, r->offset, &r->line, &r->column);
    if (rc == CRIB_OK) {
        r->field[0] = 0;
        r->message[0] = 0;
    }
    crib_result res;
    crib_game_result_unchecked(&R->deal->game, &res);
    if (R->deal->game.players) {
        r->over = res.over;
        r->winner = res.winner;
        r->players = res.players;
        r->sides = res.sides;
        memcpy(r->score, res.score, sizeof r->score);
    }
}

/* The game as it stands kept for the next point: what crib_record_replay() to its number of
 * decisions leaves. */
static void snapshot(replay *R)
{
    replay_points *pts = R->points;
    size_t i = pts->next++;
    if (pts->deals)
        memcpy(&pts->deals[i], R->deal, sizeof *R->deal);
    if (pts->histories)
        memcpy(&pts->histories[i], R->hist, sizeof *R->hist);
    if (pts->reports) {
        memcpy(&pts->reports[i], R->r, sizeof *R->r);
        finish(R, &pts->reports[i], CRIB_OK);
    }
}

/* The replay of text into *deal (and *history, when not NULL), reporting in *r, each zeroed
 * first; the library's code. */
static int32_t replay_text(replay *R, const char *text, size_t len, crib_deal *deal,
                           crib_history *history, crib_record_report *r)
{
    memset(r, 0, sizeof *r);
    memset(deal, 0, sizeof *deal);
    if (history)
        memset(history, 0, sizeof *history);
    if (!text) {
        r->code = CRIB_ENULL;
        return CRIB_ENULL;
    }
    R->doc.s = text;
    R->doc.len = len;
    R->deal = deal;
    R->hist = history;
    R->r = r;
    R->top.obj = R->dobj.obj = RJ_NONE;
    for (uint32_t i = 0; i < 4; i++)
        R->cache[i].obj = RJ_NONE;
    R->pos_line = R->pos_column = 1;
    r->winner = CRIB_NONE;
    r->player = CRIB_NONE;
    r->side = CRIB_NONE;
    int32_t rc =
        len > CRIB_RECORD_MAX_LEN ? not_record(R, 0, "", "longer than a record may be") : run(R);
    if (rc == STOP)
        rc = CRIB_OK;
    finish(R, r, rc);
    return rc;
}

int32_t crib_record_replay(const char *text, size_t len, uint32_t decisions, crib_deal *deal,
                           crib_history *history, crib_record_report *out)
{
    crib_record_report local = {0};
    crib_deal own;
    replay R;
    memset(&R, 0, sizeof R);
    R.limit = decisions;
    return replay_text(&R, text, len, deal ? deal : &own, history, out ? out : &local);
}

int32_t crib_record_replay_many(const char *text, size_t len, const uint32_t *decisions, size_t n,
                                crib_deal *deals, crib_history *histories,
                                crib_record_report *reports, crib_record_report *out)
{
    crib_record_report local = {0};
    crib_record_report *r = out ? out : &local;
    crib_deal own;
    crib_history hist;
    memset(r, 0, sizeof *r);
    for (size_t i = 0; i < n; i++) {
        if (deals)
            memset(&deals[i], 0, sizeof deals[i]);
        if (histories)
            memset(&histories[i], 0, sizeof histories[i]);
        if (reports)
            memset(&reports[i], 0, sizeof reports[i]);
    }
    if (!text || (n && !decisions)) {
        r->code = CRIB_ENULL;
        return CRIB_ENULL;
    }
    for (size_t i = 1; i < n; i++)
        if (decisions[i] < decisions[i - 1]) {
            r->code = CRIB_ERANGE;
            return CRIB_ERANGE;
        }
    replay_points pts = {decisions, n, 0, deals, histories, reports};
    replay R;
    memset(&R, 0, sizeof R);
    R.limit = CRIB_NONE;
    R.points = &pts;
    int32_t rc = replay_text(&R, text, len, &own, histories ? &hist : NULL, r);
    /* The points the replay did not reach: where it ended, as crib_record_replay() gives. */
    while (pts.next < n) {
        size_t i = pts.next++;
        if (deals)
            memcpy(&deals[i], &own, sizeof own);
        if (histories)
            memcpy(&histories[i], &hist, sizeof hist);
        if (reports)
            memcpy(&reports[i], r, sizeof *r);
    }
    return rc;
}

int32_t crib_record_check(const char *text, size_t len, crib_record_report *out)
{
    return crib_record_replay(text, len, CRIB_NONE, NULL, NULL, out);
}
