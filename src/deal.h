/* SPDX-License-Identifier: MIT */
/* The deal driver's whole-state check, the pieces its irregularities share with it, and
 * its workers (deal.c). A worker trusts the deal it is handed: its caller checked it with
 * crib_deal_valid(), or made it; it keeps every other check of its public function, in
 * the same order, and changes nothing when it refuses. */
#ifndef CRIB_DEAL_H
#define CRIB_DEAL_H

#include "crib.h"

/* 1 when the bytes are a state that the library's own calls could have made. */
int crib_deal_valid(const crib_deal *d);

/* A whole deal's refusal of an action at `stage` (CRIB_NONE: any stage): CRIB_EDONE once
 * the game is over, CRIB_ESTAGE at another stage, else CRIB_OK. */
int32_t crib_deal_stage_refusal(const crib_deal *d, uint32_t stage);
/* The public functions' check, once: the pointer, the whole state, then the stage. */
int32_t crib_deal_check(const crib_deal *d, uint32_t stage);

/* The pack of the current deal in its order: the shuffle, cut before the deal. */
void crib_deal_pack(const crib_deal *d, crib_card order[CRIB_CARDS]);
/* The stock as a mask: the pack's cards in no hand, crib, starter or set-aside pile. */
uint64_t crib_deal_stock_mask(const crib_deal *d);
/* The stock's cards in the pack's order (none before a deal); returns how many. */
uint32_t crib_deal_stock_cards(const crib_deal *d, crib_card cards[CRIB_CARDS]);
/* Moves the top k cards of the stock to *to, then sets the next card of the pack. */
void crib_deal_draw(crib_deal *d, const crib_card order[CRIB_CARDS], uint64_t *to, uint32_t k);
/* The cards go back and the same dealer is to deal again (a misdeal, a new deal). */
void crib_deal_redeal(crib_deal *d);
/* What a holder (a player, or CRIB_HOLDER_CRIB) ought to hold at this stage. */
uint32_t crib_deal_due(const crib_deal *d, uint32_t holder);
/* After a peg outside the play and the show: the game may have ended. */
int32_t crib_deal_after_peg(crib_deal *d);
/* The deal's one peg outside the order of scoring: a penalty (CRIB_REASON_PENALTY) or a
 * correction (CRIB_REASON_CORRECTION), as crib_game_peg(), once the starter is turned in
 * the play at the earliest; *pegged always written. Every irregularity pegs through it. */
int32_t crib_deal_peg_aside(crib_deal *d, uint32_t player, uint32_t points, uint32_t reason,
                            uint32_t *pegged);

/* crib_deal_init() with rules that crib_rules_check() passed and a first dealer among the
 * players or CRIB_DEAL_CUT. */
void crib_deal_init_unchecked(crib_deal *deal, const crib_game_rules *rules, uint64_t seed,
                              uint32_t first_dealer);
/* crib_deal_start() (position CRIB_NONE) or crib_deal_start_cut(). */
int32_t crib_deal_start_unchecked(crib_deal *deal, uint32_t position);
int32_t crib_deal_forfeit_unchecked(crib_deal *deal);
/* crib_deal_start_given(), or with forfeit 1 crib_deal_forfeit() with the cards given. */
int32_t crib_deal_start_given_unchecked(crib_deal *deal,
                                        const uint64_t hands[CRIB_PLAY_MAX_PLAYERS], uint64_t crib,
                                        int forfeit);
int32_t crib_deal_discard_unchecked(crib_deal *deal, uint32_t player, const crib_card *cards,
                                    size_t n);
/* crib_deal_cut() (position CRIB_NONE) or crib_deal_cut_at(); *heels always written. */
int32_t crib_deal_cut_unchecked(crib_deal *deal, uint32_t position, uint32_t *heels);
/* crib_deal_play_claim(): a card, or a go for CRIB_NONE; *event and *claim always
 * written. */
int32_t crib_deal_act_unchecked(crib_deal *deal, uint32_t player, uint32_t card, uint32_t claimed,
                                crib_play_event *event, crib_claim *claim);
int32_t crib_deal_show_unchecked(crib_deal *deal, uint32_t claimed, crib_show *out);
/* crib_deal_show_items() (order not NULL) or crib_deal_show() (order NULL). */
int32_t crib_deal_show_order_unchecked(crib_deal *deal, uint32_t claimed, const uint8_t *order,
                                       size_t n, crib_show *out);
/* The irregularities (irregular.c); *pegged and *penalty always written. */
int32_t crib_deal_misdeal_unchecked(crib_deal *deal);
int32_t crib_deal_miscount_unchecked(crib_deal *deal, uint32_t holder, int32_t delta);
int32_t crib_deal_rectify_unchecked(crib_deal *deal, uint32_t holder, uint32_t choice,
                                    const crib_card *drawn, size_t n, uint32_t *pegged);
int32_t crib_deal_overpeg_unchecked(crib_deal *deal, uint32_t player, uint32_t *penalty);
int32_t crib_deal_correct_unchecked(crib_deal *deal, uint32_t player, uint32_t *pegged);
void crib_deal_status_unchecked(const crib_deal *deal, crib_status *out);

#endif
