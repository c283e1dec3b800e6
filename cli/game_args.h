/* SPDX-License-Identifier: MIT */
/* crib game's command line (game_args.c): its options, the irregularities of --errors and
 * the match's rules. */
#ifndef CRIB_CLI_GAME_ARGS_H
#define CRIB_CLI_GAME_ARGS_H

#include "cli.h"
#include "names.h"

/* The irregularities --errors makes happen (see game_usage): a misdeal, a hand dealt a card
 * too many or too few, a crib with a card too many, a failure to play, points left
 * unclaimed (and corrected in time), an over-claim, an over-peg, the pack offered to be
 * cut where there is no cutting, an imperfect pack found in the show. */
#define SLIP_MISDEAL 1
#define SLIP_LONG 2
#define SLIP_SHORT 3
#define SLIP_CRIB 4
#define SLIP_GO 5
#define SLIP_MISS 6
#define SLIP_CORRECT 7
#define SLIP_OVERCLAIM 8
#define SLIP_OVERPEG 9
#define SLIP_CUTOFFER 10
#define SLIP_IMPERFECT 11

#define GAME_MAX_SLIPS 16

/* One irregularity: its kind, the deal it happens in, the player it concerns (CRIB_NONE for
 * a misdeal or the crib), for a wrong number of cards the opponent's choice (a
 * CRIB_RECTIFY_*, or 0 for the rules' own) and whether it is found late, at the holder's
 * show, and what of it has happened already. */
typedef struct game_slip {
    int kind;
    uint32_t deal, player, choice;
    int late, done;
} game_slip;

/* The match rules of --match-rule. */
#define MATCH_RULE_CUT 0
#define MATCH_RULE_ACC 1
#define MATCH_RULE_PUB 2

/* The kinds of item of the show, which --announce orders. */
#define GAME_KINDS 5

/* The options another command that reads these (crib play) does not take: bit k for the
 * valued option k (in game_args.c's order), and --json. */
#define GAME_REFUSE_ERRORS (1u << 7)
#define GAME_REFUSE_MATCH (1u << 8)
#define GAME_REFUSE_MATCH_RULE (1u << 9)
#define GAME_REFUSE_ANNOUNCE (1u << 11)
#define GAME_REFUSE_RESUME (1u << 12)
#define GAME_REFUSE_JSON (1u << 31)

/* What the command line asks for; given has bit k set once the valued option k was read.
 * cmd (NULL: "game") names the command in messages, usage (NULL: game_usage) prints its
 * usage, and refused holds GAME_REFUSE_* bits: the caller sets these three first. */
typedef struct game_opts {
    const char *cmd;
    void (*usage)(FILE *f);
    unsigned refused;
    unsigned long long seed, target, cut, pack_cut, match;
    int variant, ladder, json, match_rule;
    uint32_t options, peggers;
    unsigned given;
    game_slip slips[GAME_MAX_SLIPS];
    int n_slips;
    uint32_t level[CRIB_PLAY_MAX_PLAYERS]; /* a CRIB_BOT_* level, by player */
    int n_levels;                          /* 0: all easy; 1: one for all; else one each */
    uint8_t announce[GAME_KINDS];          /* CRIB_ITEM_* in --announce's order; 0: none */
    const char *resume;                    /* --resume's record, or NULL */
} game_opts;

void game_usage(FILE *f);

/* The bots' levels, from one table: a level's name ("?" for none), the level of the first
 * len bytes of s (1 when they name one, with it in *level), and the names as
 * "easy|strong|expert". */
const char *game_level_name(uint32_t level);
int game_level_find(const char *s, size_t len, uint32_t *level);
void game_level_list(FILE *f);

/* Reads and checks the options; returns CLI_OK, CLI_HELP after the usage was printed, or
 * CLI_USAGE after a message. */
int game_read_options(int argc, char **argv, game_opts *o);

/* The game's rules as the options read ask for them. */
void game_rules_of(const game_opts *o, crib_game_rules *rules);

#endif
