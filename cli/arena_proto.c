/* SPDX-License-Identifier: MIT */
/* crib arena's JSON-lines protocol (see arena_proto.h): the messages, written with json.c's
 * writer into memory, and the answers, read with the library's JSON reader (record_json.c,
 * compiled into crib too). */
#include "arena_proto.h"
#include "names.h"
#include "record_json.h"

#include <string.h>

/* ---- The first and the last message ---- */

static int single(const crib_arena_config *c)
{
    return (c->flags & CRIB_ARENA_SINGLE) != 0;
}

uint32_t proto_players(const crib_arena_config *c)
{
    return c->rules.variant == CRIB_VARIANT_THREE  ? 3
           : c->rules.variant == CRIB_VARIANT_FOUR ? 4
                                                   : 2;
}

/* The games of a seed: one for each seat side A can hold, or one under --single. */
static uint32_t rotations(const crib_arena_config *c)
{
    return single(c) ? 1 : proto_players(c) == 3 ? 3 : 2;
}

uint32_t proto_side_seats(const crib_arena_config *c, uint32_t side)
{
    uint32_t players = proto_players(c);
    return players == 4 || (players == 3 && side == 1) ? 2 : 1;
}

/* Which side a seat is on, side A holding seat_a (four-handed, and the seat opposite). */
static uint32_t side_of(uint32_t players, uint32_t seat_a, uint32_t seat)
{
    return players == 4 ? (seat % 2 != seat_a % 2) : seat != seat_a;
}

uint32_t proto_seat(const crib_arena_config *c, uint32_t side, uint32_t k, uint32_t seat_a)
{
    uint32_t players = proto_players(c);
    for (uint32_t j = 0; j < players; j++) {
        uint32_t seat = (seat_a + j) % players;
        if (side_of(players, seat_a, seat) == side && k-- == 0)
            return seat;
    }
    return CRIB_NONE;
}

/* Values by board side (three-handed: seat 2's is third) as one entry a seat: partners
 * share theirs four-handed. */
static void put_key_by_seat(json_buf *b, const char *key, const crib_arena_config *c,
                            uint32_t first, uint32_t second, uint32_t third)
{
    uint32_t v[4] = {first, second, third, second};
    if (proto_players(c) == 4)
        v[2] = first;
    json_put_key_uints(b, key, v, proto_players(c));
}

/* A message's start: its "type". */
static void put_type(json_buf *b, const char *type)
{
    json_put_raw(b, "{");
    json_put_key_string(b, "type", type);
}

static void put_seed(json_buf *b, uint64_t seed)
{
    /* A reader whose numbers are doubles (JavaScript) loses seeds above 2^53 - 1; the hex
     * string keeps every seed exact for it, as in crib game --json. */
    char hex[24];
    snprintf(hex, sizeof hex, "%016llx", (unsigned long long)seed);
    json_put_key_uint(b, "seed", seed);
    json_put_key_string(b, "seed_hex", hex);
}

/* A seat, or null for none (CRIB_NONE; also CRIB_DEAL_CUT, a first dealer cut for). */
static void put_key_seat(json_buf *b, const char *key, uint32_t seat)
{
    json_put_key(b, key);
    if (seat == CRIB_NONE)
        json_put_raw(b, "null");
    else
        json_put_uint(b, seat);
}

static void put_rules(json_buf *b, const crib_arena_config *c)
{
    const crib_game_rules *r = &c->rules;
    json_put_raw(b, "{");
    json_put_key_string(b, "variant", crib_name_variant(r->variant));
    json_put_key_uint(b, "players", proto_players(c));
    json_put_key_uint(b, "target", r->target);
    json_put_key_uint(b, "options", r->options);
    json_put_key_string(b, "ladder", crib_name_ladder(r->ladder));
    json_put_key_uint(b, "lurch", r->lurch_value);
    json_put_key_uint(b, "skunk", r->skunk_value);
    json_put_key_uint(b, "double_skunk", r->double_skunk_value);
    json_put_key_uint(b, "triple_skunk", r->triple_skunk_value);
    json_put_raw(b, "}");
}

void proto_hello(json_buf *b, const proto_run *run)
{
    const crib_arena_config *c = run->config;
    put_type(b, "hello");
    json_put_key_uint(b, "protocol", PROTO_VERSION);
    json_put_key_string(b, "side", run->side ? "B" : "A");
    json_put_key(b, "rules");
    put_rules(b, c);
    json_put_key_uint(b, "games", run->games);
    json_put_key_uint(b, "pairs", c->pairs);
    json_put_key_bool(b, "single", single(c));
    put_seed(b, c->seed);
    put_key_by_seat(b, "from", c, c->start[0], c->start[1], c->start_third);
    put_key_seat(b, "first_dealer", c->first_dealer);
    json_put_key_bool(b, "asks_go", run->asks_go);
    json_put_key_uint(b, "timeout_ms", run->timeout_ms);
    json_put_raw(b, "}\n");
}

void proto_bye(json_buf *b)
{
    put_type(b, "bye");
    json_put_raw(b, "}\n");
}

/* ---- Events and requests ---- */

uint64_t proto_game_id(const crib_arena_config *chunk, uint32_t game)
{
    return (uint64_t)rotations(chunk) * chunk->first_pair + game;
}

/* The members every message about a game ends with, and its end. */
static void put_common(json_buf *b, const crib_arena_config *chunk, const crib_arena_event *ev,
                       uint32_t seat)
{
    json_put_key_uint(b, "game", proto_game_id(chunk, ev->game));
    json_put_key_uint(b, "deal", ev->deal);
    json_put_key_uint(b, "you", seat);
    json_put_key_uint(b, "dealer", ev->dealer);
    put_key_by_seat(b, "scores", chunk, ev->score[0], ev->score[1], ev->score_third);
    json_put_raw(b, "}\n");
}

static void put_game(json_buf *b, const crib_arena_config *chunk, const crib_arena_event *ev)
{
    uint64_t pair = chunk->first_pair + ev->game / rotations(chunk);
    put_type(b, "game");
    json_put_key_uint(b, "pair", pair);
    put_seed(b, chunk->seed + pair);
}

static void put_play(json_buf *b, const crib_arena_event *ev, int ends_count)
{
    put_type(b, ev->kind == CRIB_EVENT_GO ? "go" : "card");
    json_put_key_uint(b, "seat", ev->player);
    json_put_key_card(b, "card", ev->card);
    json_put_key_uint(b, "count", ev->count);
    json_put_key_uint(b, "points", ev->points);
    put_key_seat(b, "scorer", ev->scorer);
    json_put_key_bool(b, "ends_count", ends_count);
}

void proto_event(json_buf *b, const crib_arena_config *chunk, const crib_arena_event *ev,
                 uint32_t seat, int ends_count)
{
    switch (ev->kind) {
    case CRIB_EVENT_GAME: put_game(b, chunk, ev); break;
    case CRIB_EVENT_DEAL: put_type(b, "deal"); break;
    case CRIB_EVENT_STARTER:
        put_type(b, "starter");
        json_put_key_card(b, "card", ev->card);
        json_put_key_uint(b, "heels", ev->points);
        break;
    case CRIB_EVENT_CARD:
    case CRIB_EVENT_GO: put_play(b, ev, ends_count); break;
    case CRIB_EVENT_SHOW:
        put_type(b, "show");
        json_put_key_uint(b, "seat", ev->player);
        json_put_key_bool(b, "crib", ev->is_crib != 0);
        json_put_key_mask(b, "cards", ev->cards);
        json_put_key_uint(b, "points", ev->points);
        break;
    case CRIB_EVENT_END:
        /* The winning side: a seat, four-handed a partnership (0: seats 0 and 2). */
        put_type(b, "end");
        json_put_key_uint(b, "winner", proto_players(chunk) == 4 ? ev->player % 2 : ev->player);
        json_put_key_uint(b, "value", ev->points);
        break;
    default: return;
    }
    put_common(b, chunk, ev, seat);
}

uint64_t proto_legal(const crib_view *v)
{
    uint64_t legal = 0;
    for (uint32_t card = 0; card < CRIB_CARDS; card++)
        if (((v->hand >> card) & 1) && crib_card_value((crib_card)card) + (int32_t)v->count <= 31)
            legal |= (uint64_t)1 << card;
    return legal;
}

/* The play request's cards: the legal ones, the pile, the earlier counts' cards in order,
 * the gos, what is known of the deal; one entry a seat of the players. */
static void put_play_request(json_buf *b, const crib_view *v, uint32_t players)
{
    json_put_key_mask(b, "legal", proto_legal(v));
    json_put_key_uint(b, "count", v->count);
    json_put_key_cards(b, "pile", v->pile, v->n_pile);
    json_put_key_cards(b, "earlier", v->earlier, v->n_earlier);
    json_put_key(b, "went");
    json_put_raw(b, "[");
    for (uint32_t q = 0; q < players; q++) {
        json_put_raw(b, q ? "," : "");
        json_put_bool(b, ((v->went >> q) & 1u) != 0);
    }
    json_put_raw(b, "]");
    json_put_key_card(b, "starter", v->starter);
    json_put_key_mask(b, "discarded", v->discard);
    json_put_key(b, "played");
    json_put_raw(b, "[");
    for (uint32_t q = 0; q < players; q++) {
        json_put_raw(b, q ? "," : "");
        json_put_mask(b, v->played[q]);
    }
    json_put_raw(b, "]");
    json_put_key_uints(b, "held", v->held, players);
}

void proto_request(json_buf *b, const crib_arena_config *chunk, const crib_arena_event *ev)
{
    const crib_view *v = &ev->view;
    put_type(b, ev->kind == CRIB_EVENT_DISCARD ? "discard" : "play");
    json_put_key_mask(b, "hand", v->hand);
    if (ev->kind == CRIB_EVENT_DISCARD) {
        /* Six cards lay away 2; five lay away 2 in the five-card game, else 1. */
        int away =
            crib_mask_count(v->hand) == 6 || v->rules.variant == CRIB_VARIANT_FIVE_CARD ? 2 : 1;
        json_put_key_uint(b, "lay_away", (uint64_t)away);
    } else {
        put_play_request(b, v, proto_players(chunk));
    }
    put_common(b, chunk, ev, ev->player);
}

int proto_ends_count(const crib_arena_event *ev, int32_t next_kind, const crib_arena_event *next)
{
    switch (next_kind) {
    case CRIB_EVENT_CARD:
        return next->count != ev->count + (uint32_t)crib_card_value((crib_card)next->card);
    case CRIB_EVENT_GO: return next->count != ev->count;
    case CRIB_EVENT_PLAY: return next->view.count != ev->count || next->view.n_pile == 0;
    default: return 1;
    }
}

/* ---- Answers ---- */

/* The room for what is wrong with an answer that is no JSON object, and where. */
#define WHY_CAP 96

/* An answer: one JSON object, read by the library's reader with its bounds (nesting 16 deep,
 * 64 members an object: ample for the protocol's answers), its members indexed. */
typedef struct answer {
    rj_doc doc;
    rj_index top;
} answer;

/* line[0 .. len-1] as an answer: 1, or 0 with what is wrong and where in why[WHY_CAP]. */
static int read_answer(const char *line, size_t len, answer *ans, char *why)
{
    size_t at;
    const char *msg;
    ans->doc.s = line;
    ans->doc.len = len;
    if (rj_object(&ans->doc, CRIB_RECORD_MAX_DEPTH, &ans->top, &at, &msg))
        return 1;
    snprintf(why, WHY_CAP, "%s at byte %zu", msg, at + 1);
    return 0;
}

/* A JSON string that names a card. */
static int read_card(const rj_doc *d, size_t at, crib_card *card)
{
    char text[16];
    return rj_string(d, at, text, sizeof text) && crib_card_parse(text, card) == CRIB_OK;
}

/* {"discard":[CARD, ...]}, at most 4 cards: 1 with them, else 0. */
static int read_discard(const answer *ans, crib_card cards[4], size_t *n)
{
    const rj_doc *d = &ans->doc;
    size_t list = rj_index_member(d, &ans->top, "discard");
    if (list == RJ_NONE || rj_type(d, list) != RJ_ARRAY)
        return 0;
    *n = 0;
    for (size_t el = rj_first(d, list); el != RJ_NONE; el = rj_next(d, el), (*n)++)
        if (*n == 4 || !read_card(d, el, &cards[*n]))
            return 0;
    return 1;
}

/* {"card":CARD}, or a go: {"card":null} or {"go":true}. 1 with the card (CRIB_NONE for
 * go), else 0. */
static int read_play(const answer *ans, uint32_t *card)
{
    const rj_doc *d = &ans->doc;
    size_t go = rj_index_member(d, &ans->top, "go");
    size_t v = rj_index_member(d, &ans->top, "card");
    crib_card c;
    if ((go != RJ_NONE && rj_type(d, go) == RJ_TRUE) ||
        (v != RJ_NONE && rj_type(d, v) == RJ_NULL)) {
        *card = CRIB_NONE;
        return 1;
    }
    if (v == RJ_NONE || !read_card(d, v, &c))
        return 0;
    *card = c;
    return 1;
}

/* Says why the answer in line[0 .. len-1] was refused: got < 0 when it is no JSON object
 * (why says more), 0 when it answers nothing, else the arena's code rc. A line that is no
 * answer is most often one the program meant for its own eyes. */
static void refused(char *err, const char *line, size_t len, int play, int got, const char *why,
                    int32_t rc)
{
    static const char *const k_wanted[2] = {
        "not an answer ({\"discard\":[CARD, ...]} wanted)",
        "not an answer ({\"card\":CARD}, {\"card\":null} or {\"go\":true} wanted)"};
    char q[256];
    snprintf(err, PROTO_ERROR_CAP, "the program's answer \"%s\": %s%s%s",
             cli_quote(line, len, q, sizeof q), got < 0 ? "not a JSON object: " : "",
             got < 0    ? why
             : got == 0 ? k_wanted[play]
                        : crib_strerror(rc),
             got <= 0 ? " (standard output carries answers only: write anything else to "
                        "standard error)"
                      : "");
}

int32_t proto_answer(crib_arena *a, const crib_arena_event *ev, const char *line, size_t len,
                     char *err)
{
    int play = ev->kind == CRIB_EVENT_PLAY;
    char why[WHY_CAP];
    int32_t rc = CRIB_EPARSE;
    answer ans;
    int got = -1;
    if (read_answer(line, len, &ans, why)) {
        if (play) {
            uint32_t card = CRIB_NONE;
            got = read_play(&ans, &card);
            if (got)
                rc = crib_arena_play(a, card);
        } else {
            crib_card cards[4];
            size_t n = 0;
            got = read_discard(&ans, cards, &n);
            if (got)
                rc = crib_arena_discard(a, cards, n);
        }
    }
    if (rc != CRIB_OK)
        refused(err, line, len, play, got, why, rc);
    return rc;
}
