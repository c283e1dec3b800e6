/* SPDX-License-Identifier: MIT */
/* The game's whole-state check and workers (game.c). A worker trusts the state it is
 * handed: its caller checked it with crib_game_valid(), or made it. */
#ifndef CRIB_GAME_H
#define CRIB_GAME_H

#include "crib.h"

/* 1 when the bytes are a state that the library's own calls could have made. */
int crib_game_valid(const crib_game *g);

/* Rules as crib_game_init() takes them: CRIB_OK, CRIB_ERANGE for a field out of range or
 * reserved space not 0, CRIB_EFLAGS for option bits unknown or that do not go together. */
int32_t crib_rules_check(const crib_game_rules *r);

/* crib_game_rules_default() for rules not NULL and a variant below CRIB_N_VARIANTS. */
void crib_game_rules_default_unchecked(crib_game_rules *rules, uint32_t variant);

/* crib_game_init() with rules that crib_rules_check() passed and a dealer among the
 * variant's players. */
void crib_game_init_unchecked(crib_game *game, const crib_game_rules *rules, uint32_t dealer);

/* crib_game_next_deal() on a whole game that is not over. */
void crib_game_next_deal_unchecked(crib_game *game);

/* The same dealer deals again (a new deal after the starter: crib_deal_misdeal(),
 * crib_deal_rectify()): the order of scoring starts again with heels, in the same deal. */
void crib_game_redeal_unchecked(crib_game *game);

/* The order of scoring reaches the play where it has not passed it, on a game that is not
 * over: a deal's starter is turned, so that what is pegged from then on, a penalty or a
 * correction included, is pegged in the play at the earliest. */
void crib_game_reach_play_unchecked(crib_game *game);

/* crib_game_peg(), crib_game_claim_play(), crib_game_claim_score() and
 * crib_game_result() on a whole game: the checks of their arguments and results stay;
 * the event and the score are trusted as the play engine and the show made them, and
 * flags are 0 or CRIB_SCORE_CRIB. The claim of a score takes its items in the claimant's
 * order (crib_game_claim_items(), an order crib_items_order_ok() passed), or, with order
 * NULL, in the rules' (crib_game_claim_score()). */
int32_t crib_game_peg_unchecked(crib_game *game, uint32_t player, uint32_t points, uint32_t reason,
                                uint32_t *pegged);
int32_t crib_game_claim_play_unchecked(crib_game *game, const crib_play_event *event,
                                       uint32_t claimed, crib_claim *out);
int32_t crib_game_claim_score_unchecked(crib_game *game, uint32_t player, uint32_t flags,
                                        uint32_t claimed, const crib_score *score,
                                        const uint8_t *order, crib_claim *out);

/* Whether order[0 .. n-1] lists each of the score's items once (crib_game_claim_items()). */
int crib_items_order_ok(const crib_score *score, const uint8_t *order, size_t n);
void crib_game_result_unchecked(const crib_game *game, crib_result *out);

#endif
