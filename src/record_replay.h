/* SPDX-License-Identifier: MIT */
/* A game record's replay, in pieces (docs/records.md): the entry points, the report and the
 * whole record (record.c), the record's fields read (record_read.c), a deal replayed
 * (record_deal.c), and its play and show (record_play.c). What they share: the replay and
 * the fields an object may hold. */
#ifndef CRIB_RECORD_REPLAY_H
#define CRIB_RECORD_REPLAY_H

#include "crib.h"
#include "history.h"
#include "record_json.h"

/* Not an error: the replay reached the decisions asked for. */
#define STOP 1

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

/* The history, when one is kept, brought up to the deal. */
static inline void follow(replay *R)
{
    if (R->hist)
        crib_history_update_unchecked(R->hist, R->deal);
}

/* The players of the game replayed. */
static inline uint32_t players_of(const replay *R)
{
    return R->deal->game.players;
}

/* The types a field may have (record_field.types): a bit for each of record_json.h's RJ_*. */
#define T_NULL (1u << RJ_NULL)
#define T_BOOL (1u << RJ_FALSE | 1u << RJ_TRUE)
#define T_NUM (1u << RJ_NUMBER)
#define T_STR (1u << RJ_STRING)
#define T_ARR (1u << RJ_ARRAY)
#define T_OBJ (1u << RJ_OBJECT)

/* A documented field: the types it may have, and whether it must be there. */
typedef struct record_field {
    const char *name;
    uint8_t types;
    uint8_t required;
} record_field;

#define FIELDS(table) (table), sizeof(table) / sizeof((table)[0])

/* record.c: the report of what is wrong, and of each event as it begins. */
int32_t crib_replay_not_record(replay *R, size_t at, const char *field, const char *msg);
int32_t crib_replay_differs(replay *R, size_t at, const char *field, uint32_t recorded,
                            uint32_t expected);
int32_t crib_replay_refused(replay *R, size_t at, const char *field, uint32_t recorded,
                            int32_t code);
void crib_replay_begin(replay *R, uint32_t kind, uint32_t player, uint32_t item, size_t at);
int crib_replay_decide(replay *R);

/* record_read.c: the fields read and checked, CRIB_OK or the report's code. */
size_t crib_replay_member(replay *R, size_t obj, const char *key);
size_t crib_replay_need(replay *R, size_t obj, const char *key, int type, int32_t *rc);
int32_t crib_replay_number_at(replay *R, size_t at, const char *key, uint32_t max, uint32_t *out);
int32_t crib_replay_number(replay *R, size_t obj, const char *key, uint32_t max, uint32_t *out);
int32_t crib_replay_number_or(replay *R, size_t obj, const char *key, uint32_t max, uint32_t dflt,
                              uint32_t *out);
int32_t crib_replay_card_at(replay *R, size_t at, const char *key, int null_ok, uint32_t *out);
int32_t crib_replay_cards_at(replay *R, size_t at, const char *key, uint64_t *mask,
                             crib_card *cards, uint32_t cap, uint32_t *n);
int32_t crib_replay_name_at(replay *R, size_t obj, const char *key, const char *const *names,
                            uint32_t n, uint32_t *out);
int32_t crib_replay_same_cards(replay *R, size_t at, const char *field, uint64_t recorded,
                               uint64_t actual);
int32_t crib_replay_same_number(replay *R, size_t obj, const char *key, uint32_t actual);
int32_t crib_replay_check_fields(replay *R, size_t obj, const char *what, const record_field *f,
                                 size_t n);
int32_t crib_replay_words_at(replay *R, size_t arr, const char *key, uint32_t n, const char *count);
int32_t crib_replay_same_board(replay *R, size_t obj);
int32_t crib_replay_read_rules(replay *R, size_t top, crib_game_rules *rules);
int32_t crib_replay_read_seed(replay *R, size_t top, uint64_t *seed, int *seeded);

/* record_deal.c: a deal replayed, and a wrong number of cards settled (in the show too). */
int32_t crib_replay_deal(replay *R, size_t dobj);
int32_t crib_replay_rectify_one(replay *R, size_t fix, size_t board_obj, uint32_t item);

/* record_play.c: a deal's play and its show. */
int32_t crib_replay_play(replay *R, size_t arr);
int32_t crib_replay_show(replay *R, size_t arr);

#endif
