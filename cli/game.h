/* SPDX-License-Identifier: MIT */
/* crib game: the state of a game being played (game.c drives it), which the log
 * (game_log.c) and the irregularities of --errors (game_slips.c) read. */
#ifndef CRIB_CLI_GAME_H
#define CRIB_CLI_GAME_H

#include "game_args.h"

/* A wrong number of cards settled (corrected, or let stand), for the JSON log: the holder,
 * the opponent's choice (CRIB_RECTIFY_*), the cards it held, the penalty pegged and the
 * cards drawn out of it. */
typedef struct game_fix {
    uint32_t holder, choice, cards, pegged;
    uint64_t drawn;
} game_fix;

/* The game, how its log is written, and what the current deal has seen so far. */
typedef struct game_state {
    int json;
    crib_deal deal;
    game_opts *opts;
    uint32_t players, sides, deal_no;
    int first_deal, first_item;
    int misdeals, new_deals, n_fixes;
    uint32_t forfeited, forfeit_by; /* a deal forfeited before this one (0: none), its dealer */
    int redeal;                     /* 1 when the last deal was void, to be dealt again */
    game_fix fixes[CRIB_PLAY_MAX_PLAYERS + 1];
    uint64_t dealt[CRIB_PLAY_MAX_PLAYERS], away[CRIB_PLAY_MAX_PLAYERS];
    uint32_t level[CRIB_PLAY_MAX_PLAYERS]; /* each player's bot */
    uint64_t seed;
} game_state;

/* Where the deal stands. The deal was set up by crib_deal_init, so the library cannot
 * refuse to say. */
void game_status(const game_state *g, crib_status *info);

#endif
