/* SPDX-License-Identifier: MIT */
/* crib game: the state of a game being played (game.c drives it), which the log
 * (game_log.c) and the irregularities of --errors (game_slips.c) read. */
#ifndef CRIB_CLI_GAME_H
#define CRIB_CLI_GAME_H

#include "game_args.h"
#include "record_step.h"

/* A wrong number of cards settled (corrected, or let stand), for the JSON log: the holder,
 * the opponent's choice (CRIB_RECTIFY_*), the cards it held, the penalty pegged and the
 * cards drawn out of it. */
typedef struct game_fix {
    uint32_t holder, choice, cards, pegged;
    uint64_t drawn;
} game_fix;

/* A deal made void before its starter, dealt again by the same dealer: a misdeal (cause 0), or
 * a new deal demanded for a wrong number of cards (1), with its hands, what it laid away and
 * the holders settled, the last the one whose new deal ended it. */
typedef struct game_void {
    int cause, n_fixes;
    uint32_t crib_cards; /* the crib's cards once it was made wrong, or 0 */
    uint64_t dealt[CRIB_PLAY_MAX_PLAYERS], away[CRIB_PLAY_MAX_PLAYERS];
    game_fix fixes[CRIB_PLAY_MAX_PLAYERS + 2];
} game_void;

#define GAME_MAX_VOIDS 8

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
    crib_history hist;   /* the deal's order of play, for the bots' views */
    uint64_t crib_dealt; /* the cards dealt to the crib from the pack */
    uint32_t crib_cards; /* the crib's cards once it was made wrong (crib@), or 0 */
    uint32_t pack_cut;   /* where the pack was cut before this deal, or 0 */
    game_fix new_deal;   /* the holder whose new deal was demanded before the cut */
    game_void voids[GAME_MAX_VOIDS];
    int n_voids;
    uint32_t level[CRIB_PLAY_MAX_PLAYERS]; /* each player's bot */
    uint64_t seed;
    /* --resume: the record, its decisions (those made so far counted in made), and the
     * record after pts_first, pts_first + 1, ... decisions (pts_n of them, RECORD_BATCH + 1
     * at most), read a batch at a time while the record makes them. */
    const char *rec_text;
    size_t rec_len;
    uint32_t forced, made;
    record_point *pts;
    uint32_t pts_first, pts_n;
} game_state;

/* Where the deal stands. The deal was set up by crib_deal_init, so the library cannot
 * refuse to say. */
void game_status(const game_state *g, crib_status *info);

#endif
