/* SPDX-License-Identifier: MIT */
/* crib game's log, as text or as one JSON object (--json): game.c tells it each step of
 * the game as it happens, and each function writes what its format shows of that step
 * (some steps show in one format only). */
#ifndef CRIB_CLI_GAME_LOG_H
#define CRIB_CLI_GAME_LOG_H

#include "game.h"

/* What one action of the play did. */
typedef struct game_act {
    crib_play_event ev;
    crib_claim claim;
    int32_t pegged;
    int claimed_all;
    uint64_t dead; /* the cards it made dead */
} game_act;

/* The game's start (info the deal's status then): the seed, the rules, the players' levels
 * and the cut for deal. */
void log_start(const game_state *g, unsigned long long seed, const crib_game_rules *r,
               const crib_status *info);

/* A deal dealt; first is 0 when it is dealt again after a misdeal or a new deal. */
void log_dealt(const game_state *g, const crib_status *info, int first);

void log_misdeal(const game_state *g, const crib_status *info);

/* Deal `deal`'s dealer offered the pack to be cut, where there is no cutting, and the
 * opponent took the deal. */
void log_forfeit(const game_state *g, uint32_t deal, uint32_t by, uint32_t dealer);

/* Player p dealt a card too many (change +1) or too few (-1). */
void log_miscount(const game_state *g, uint32_t p, int change);

/* Player p's hand and what he laid away (g->dealt[p], g->away[p]). */
void log_lay_away(const game_state *g, uint32_t p);

/* A holder (a player or CRIB_HOLDER_CRIB) found with `have` cards after laying away, or
 * (late) at its show. */
void log_wrong(const game_state *g, uint32_t holder, uint32_t have, int late);

/* ... and the opponent demands a new deal. */
void log_new_deal(game_state *g, uint32_t opponent, uint32_t holder, uint32_t have, int late);

/* ... or settles it as fix says: 2 pegged and the cards too many (n of them) drawn out of
 * it, or the missing ones drawn from the stock; corrected for nothing; or let stand. */
void log_drawn(game_state *g, uint32_t opponent, const game_fix *fix, size_t n, int late);

/* The pack found imperfect in the show: the deal is void, and its dealer deals again. */
void log_imperfect(game_state *g, uint32_t dealer);

/* The deal is void after a new deal demanded in the show. */
void log_void(game_state *g);

/* The deal stands, its cards laid away. */
void log_deal(game_state *g, const crib_status *info);

/* The starter, and the heels pegged. */
void log_cut(game_state *g, int32_t starter, uint32_t heels);

/* No starter: the game ended before the cut. */
void log_no_cut(const game_state *g);

/* A go while able, refused by the rules with code; the card is played after all. */
void log_go_refused(const game_state *g, uint32_t who, int32_t code);

/* A card or a go in the play. */
void log_act(game_state *g, const game_act *a);

/* A short peg corrected before the player's next card: `fixed` points. */
void log_correct(game_state *g, uint32_t who, uint32_t fixed);

/* The show begins (or is skipped, the game over). */
void log_show_begin(game_state *g, const crib_status *info);

/* A hand or the crib shown, with its announcement, before any over-peg is found. */
void log_show(const game_state *g, const crib_show *sh, const char *said);

/* ... then settled: claimed as the player claimed it, its items announced in order[0 ..
 * n_order - 1] (NULL: the customary order), and an over-peg (with the penalty pegged) when one
 * was found. */
void log_show_settled(game_state *g, const crib_show *sh, const char *said, uint32_t claimed,
                      int overpeg, uint32_t penalty, const uint8_t *order, size_t n_order);

/* The show is over. */
void log_show_end(const game_state *g);

void log_result(const game_state *g, const crib_result *res);

/* The game's log is over; alone is 0 when it is one game of a match. */
void log_game_end(const game_state *g, int alone);

/* A match's start, its game k (from 0) about to be played, and its standing at the end. */
void log_match_start(const game_opts *o);
void log_match_game(const game_opts *o, uint32_t k);
void log_standing(const game_opts *o, const crib_standing *st);

#endif
