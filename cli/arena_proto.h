/* SPDX-License-Identifier: MIT */
/* crib arena's JSON-lines protocol (docs/bots.md, crib(1)): the messages to an outside
 * program, written into memory, and the answers it gives, read and handed to the arena.
 * Plain C: the program's process and pipes are arena_exec.c's. */
#ifndef CRIB_CLI_ARENA_PROTO_H
#define CRIB_CLI_ARENA_PROTO_H

#include "cli.h"
#include "json.h"

/* The protocol's version, in the first message: 2 added that message, the run-wide game
 * numbers, the game's seed and pair, the gos in a request and the end of each count, and
 * the arena's own gos for a player with no card to play. */
#define PROTO_VERSION 2

/* The room the longest message needs (a play request is about 600 bytes). */
#define PROTO_MESSAGE_CAP 2048

/* The room a message of proto_answer() needs. */
#define PROTO_ERROR_CAP 512

/* What the first message says of the run, besides the rules of config. */
typedef struct proto_run {
    const crib_arena_config *config; /* the whole run's: seed, pairs, flags, start */
    uint64_t games;                  /* the games of the run */
    uint32_t side;                   /* the program's side: 0 for A, 1 for B */
    int asks_go;                     /* 1: asked for a go with no card to play */
    unsigned long long timeout_ms;   /* --bot-timeout, 0 for none */
} proto_run;

/* The players of the run's variant. */
uint32_t proto_players(const crib_arena_config *c);

/* How many seats a side holds (0 = A, 1 = B): one each with two players; three-handed A
 * one and B two; four-handed two each. Each seat's program is a copy of the side's. */
uint32_t proto_side_seats(const crib_arena_config *c, uint32_t side);

/* The seat of a side's k-th seat (0 <= k < proto_side_seats()) in a game where side A
 * holds seat_a: its seats in the order of play from seat_a. */
uint32_t proto_seat(const crib_arena_config *c, uint32_t side, uint32_t k, uint32_t seat_a);

/* The first message, before the first game: the rules, the program's side and the run. */
void proto_hello(json_buf *b, const proto_run *run);

/* The run-wide number of the event's game in an arena that plays chunk (first_pair and
 * flags set for the chunk): games 2i and 2i+1 are pair i (three-handed, 3i to 3i+2),
 * game i under --single. */
uint64_t proto_game_id(const crib_arena_config *chunk, uint32_t game);

/* An event as the player at seat sees it. ends_count (for a card or a go, see
 * proto_ends_count()) says the count ends with it. */
void proto_event(json_buf *b, const crib_arena_config *chunk, const crib_arena_event *ev,
                 uint32_t seat, int ends_count);

/* A request (CRIB_EVENT_DISCARD or _PLAY) with what the player knows. */
void proto_request(json_buf *b, const crib_arena_config *chunk, const crib_arena_event *ev);

/* The last message. */
void proto_bye(json_buf *b);

/* The cards of the play request's view that may be played on its count. */
uint64_t proto_legal(const crib_view *v);

/* Whether the count ends with the card or go ev: whether what the arena reported next
 * (next_kind, next) no longer belongs to it. A card on the same count shows its count
 * went on, as does a go or a request at that count with its pile; a new count starts at
 * 0, and the end of the play or of the game ends it too. */
int proto_ends_count(const crib_arena_event *ev, int32_t next_kind, const crib_arena_event *next);

/* Reads the answer line[0 .. len-1] to the request ev and gives it to the arena: CRIB_OK,
 * or a negative code with why in err[PROTO_ERROR_CAP]: not a JSON object, no answer to
 * the request, or the arena's refusal. */
int32_t proto_answer(crib_arena *a, const crib_arena_event *ev, const char *line, size_t len,
                     char *err);

#endif
