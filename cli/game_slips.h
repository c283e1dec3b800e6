/* SPDX-License-Identifier: MIT */
/* crib game's irregularities: those that --errors KIND@DEAL asks for, found when their deal
 * comes and made to happen through the library's referee calls. Each is made once (miss@
 * twice: in the play and in the show). */
#ifndef CRIB_CLI_GAME_SLIPS_H
#define CRIB_CLI_GAME_SLIPS_H

#include "game.h"

/* The dealer of deal `deal` offers the pack to be cut, where there is no cutting, when asked
 * for: 1 when he does (and his opponent takes the deal). */
int slips_cut_offered(game_state *g, uint32_t deal);

/* A misdeal, when asked for: declared (the cards go back); 1 when it was. */
int slips_misdeal(game_state *g);

/* A card too many (+1) or too few (-1) dealt to player p, when asked for; the change, or
 * 0 when none was made. */
int slips_miscount(game_state *g, uint32_t p);

/* A card too many in the crib, when asked for; 1 when it was made. */
int slips_crib(game_state *g);

/* Whether the wrong number of cards of a holder (a player, or CRIB_HOLDER_CRIB) is to be
 * found late, at its show (:late). */
int slips_late(const game_state *g, uint32_t holder);

/* The holder found with a wrong number of cards settles his long@, short@ or crib@: the
 * opponent's choice asked for (a CRIB_RECTIFY_*), or 0 for the rules' own. */
uint32_t slips_choice(game_state *g, uint32_t holder);

/* The pack found imperfect in the show of this deal, when asked for: 1 when it is. */
int slips_imperfect(game_state *g);

/* The turn of `who` in the play, who holds a playable card (can, the bot's card) or not:
 * what he does instead when asked, a go (*chosen becomes CRIB_NONE) or a scoring card left
 * unclaimed (*claimed becomes 0). Returns the kind made (SLIP_GO, SLIP_MISS or
 * SLIP_CORRECT, the last to be corrected before his next card), or 0. */
int slips_play(game_state *g, const crib_play *play, uint32_t who, int can, crib_card card,
               uint32_t *chosen, uint32_t *claimed);

/* What a player claims in the show: all (CRIB_CLAIM_ALL), or when asked nothing (miss@)
 * or 2 too many (overclaim@). */
uint32_t slips_show_claim(game_state *g, uint32_t player, uint32_t is_crib, uint32_t total);

/* An over-peg found after the player's show when asked, corrected on demand (the penalty
 * pegged in *penalty); 1 when it was. */
int slips_overpeg(game_state *g, const crib_show *sh, uint32_t *penalty);

#endif
