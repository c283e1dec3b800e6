/* SPDX-License-Identifier: MIT */
/* Game records (docs/records.md): a record read in place and replayed through the deal
 * driver's workers, every value the rules determine checked against the replay. This file
 * holds the entry points, the report, the game's start and its result (record_replay.h
 * names the others). */
#include "deal.h"
#include "gen/names.h"
#include "game.h"
#include "record_replay.h"
#include "text.h"
#include "variant.h"

#include <string.h>

/* The fields of the record and of its result (docs/records.md). */
static const record_field k_top_fields[] = {
    {"record", T_NUM, 1},    {"variant", T_STR, 1},      {"players", T_NUM, 0},
    {"target", T_NUM, 1},    {"ladder", T_STR, 1},       {"options", T_NUM, 1},
    {"peggers", T_NUM, 0},   {"seed", T_NUM, 0},         {"seed_hex", T_STR, 0},
    {"first_cut", T_ARR, 0}, {"first_dealer", T_NUM, 1}, {"levels", T_ARR, 0},
    {"deals", T_ARR, 1},     {"result", T_OBJ, 0},
};
static const record_field k_result_fields[] = {
    {"winner", T_NUM, 1}, {"scores", T_ARR, 1}, {"player", T_NUM, 0}, {"phase", T_STR, 0},
    {"reason", T_STR, 0}, {"levels", T_ARR, 0}, {"values", T_ARR, 0}, {"value", T_NUM, 0},
};

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
int32_t crib_replay_not_record(replay *R, size_t at, const char *field, const char *msg)
{
    R->r->code = CRIB_ERECORD;
    at_offset(R, at);
    set_text(R->r->field, sizeof R->r->field, field);
    set_text(R->r->message, sizeof R->r->message, msg);
    return CRIB_ERECORD;
}

/* A recorded value the rules do not give. */
int32_t crib_replay_differs(replay *R, size_t at, const char *field, uint32_t recorded,
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
int32_t crib_replay_refused(replay *R, size_t at, const char *field, uint32_t recorded,
                            int32_t code)
{
    crib_replay_differs(R, at, field, recorded, CRIB_NONE);
    R->r->rules_code = code;
    return CRIB_EREFUSED;
}

/* The next event begins: where it is in the record, its kind and player. */
void crib_replay_begin(replay *R, uint32_t kind, uint32_t player, uint32_t item, size_t at)
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
int crib_replay_decide(replay *R)
{
    while (R->points && R->points->next < R->points->n &&
           R->points->decisions[R->points->next] == R->r->decisions)
        snapshot(R);
    if (R->r->decisions == R->limit)
        return 0;
    R->r->decisions++;
    return 1;
}

/* ---- The start ---- */

/* The game set up: the first dealer recorded, or, for a seeded record that shows the cut for
 * the deal, cut for by the seed and checked. */
static int32_t start_game(replay *R, size_t top, const crib_game_rules *rules, uint64_t seed)
{
    uint32_t players = crib_variants[rules->variant].players, first;
    int32_t rc = crib_replay_number(R, top, "first_dealer", players - 1, &first);
    if (rc != CRIB_OK)
        return rc;
    size_t cuts = crib_replay_member(R, top, "first_cut");
    uint32_t cut_card[CRIB_PLAY_MAX_PLAYERS] = {CRIB_NONE, CRIB_NONE, CRIB_NONE, CRIB_NONE};
    int any = 0;
    if (cuts != RJ_NONE) {
        uint32_t k = 0;
        if (rj_type(&R->doc, cuts) != RJ_ARRAY || rj_count(&R->doc, cuts) != players)
            return crib_replay_not_record(R, cuts, "first_cut",
                                          "expected a card or null for each player");
        for (size_t el = rj_first(&R->doc, cuts); el != RJ_NONE; el = rj_next(&R->doc, el)) {
            if ((rc = crib_replay_card_at(R, el, "first_cut", 1, &cut_card[k])) != CRIB_OK)
                return rc;
            any |= cut_card[k++] != CRIB_NONE;
        }
    }
    crib_replay_begin(R, CRIB_EVENT_GAME, CRIB_NONE, 0, top);
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
            return crib_replay_differs(R, cuts, "first_cut", cut_card[p], R->deal->first_cut[p]);
        }
    if (R->deal->game.first_dealer != first)
        return crib_replay_differs(R, crib_replay_member(R, top, "first_dealer"), "first_dealer",
                                   first, R->deal->game.first_dealer);
    return CRIB_OK;
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
    return crib_replay_not_record(R, at, key, "an unknown name");
}

/* A recorded word against the rules' value, when recorded. */
static int32_t same_word(replay *R, size_t at, const char *key, const char *(*name)(uint32_t),
                         uint32_t actual)
{
    uint32_t v = 0;
    int32_t rc = at == RJ_NONE ? CRIB_OK : word_at(R, at, key, name, &v);
    if (rc != CRIB_OK || at == RJ_NONE)
        return rc;
    return v == actual ? CRIB_OK : crib_replay_differs(R, at, key, v, actual);
}

/* A number or a word for each side ("scores", "values", "levels"), when recorded. */
static int32_t same_sides(replay *R, size_t res, const char *key, const crib_result *out,
                          const uint32_t *actual, const char *(*name)(uint32_t))
{
    size_t arr = crib_replay_member(R, res, key);
    uint32_t s = 0;
    if (arr == RJ_NONE)
        return CRIB_OK;
    if (rj_count(&R->doc, arr) != out->sides)
        return crib_replay_not_record(R, arr, key, "expected one for each side");
    for (size_t el = rj_first(&R->doc, arr); el != RJ_NONE; el = rj_next(&R->doc, el), s++) {
        uint32_t v = 0;
        int32_t rc = name ? word_at(R, el, key, name, &v)
                          : crib_replay_number_at(R, el, key, UINT32_MAX, &v);
        if (rc != CRIB_OK)
            return rc;
        if (v != actual[s]) {
            R->r->side = s;
            return crib_replay_differs(R, el, key, v, actual[s]);
        }
    }
    return CRIB_OK;
}

/* The game's end: the winner and every other field of "result", against the game's. */
static int32_t result(replay *R, size_t top)
{
    size_t res = crib_replay_member(R, top, "result");
    if (res == RJ_NONE)
        return CRIB_OK; /* a game not finished */
    crib_replay_begin(R, CRIB_EVENT_END, CRIB_NONE, 0, res);
    R->deal_events = 0;
    crib_result out;
    crib_game_result_unchecked(&R->deal->game, &out);
    int32_t rc = crib_replay_check_fields(R, res, "result", FIELDS(k_result_fields));
    if (rc == CRIB_OK)
        rc = crib_replay_same_number(R, res, "winner", out.winner);
    if (rc == CRIB_OK)
        rc = same_sides(R, res, "scores", &out, out.score, NULL);
    if (rc == CRIB_OK)
        rc = crib_replay_same_number(R, res, "player", out.player);
    if (rc == CRIB_OK)
        rc = same_word(R, crib_replay_member(R, res, "phase"), "phase", crib_name_phase, out.phase);
    if (rc == CRIB_OK)
        rc = same_word(R, crib_replay_member(R, res, "reason"), "reason", crib_name_reason,
                       out.reason);
    if (rc == CRIB_OK)
        rc = same_sides(R, res, "levels", &out, out.level, crib_name_level);
    if (rc == CRIB_OK)
        rc = same_sides(R, res, "values", &out, out.value, NULL);
    return rc != CRIB_OK ? rc : crib_replay_same_number(R, res, "value", out.total_value);
}

static int32_t run(replay *R)
{
    size_t err;
    const char *msg;
    if (!rj_object(&R->doc, CRIB_RECORD_MAX_DEPTH, &R->top, &err, &msg))
        return crib_replay_not_record(R, err, "", msg);
    size_t top = R->top.obj;
    uint32_t version;
    crib_game_rules rules;
    uint64_t seed;
    int seeded;
    int32_t rc = crib_replay_number(R, top, "record", UINT32_MAX, &version);
    if (rc == CRIB_OK && version != CRIB_RECORD_VERSION)
        rc = crib_replay_not_record(R, crib_replay_member(R, top, "record"), "record",
                                    "an unknown record version");
    if (rc == CRIB_OK)
        rc = crib_replay_check_fields(R, top, "", FIELDS(k_top_fields));
    if (rc == CRIB_OK)
        rc = crib_replay_read_rules(R, top, &rules);
    if (rc == CRIB_OK)
        rc = crib_replay_words_at(R, crib_replay_member(R, top, "levels"), "levels",
                                  crib_variants[rules.variant].players,
                                  "expected one for each player");
    if (rc == CRIB_OK)
        rc = crib_replay_read_seed(R, top, &seed, &seeded);
    if (rc != CRIB_OK)
        return rc;
    R->r->seeded = (uint32_t)seeded;
    size_t deals = crib_replay_need(R, top, "deals", RJ_ARRAY, &rc);
    if (rc == CRIB_OK)
        rc = start_game(R, top, &rules, seed);
    for (size_t el = rj_first(&R->doc, deals); rc == CRIB_OK && el != RJ_NONE;
         el = rj_next(&R->doc, el)) {
        if (rj_type(&R->doc, el) != RJ_OBJECT)
            return crib_replay_not_record(R, el, "deals", "expected a deal object");
        R->deal_el = el;
        rc = crib_replay_deal(R, el);
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
    int32_t rc = len > CRIB_RECORD_MAX_LEN
                     ? crib_replay_not_record(R, 0, "", "longer than a record may be")
                     : run(R);
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
