/* SPDX-License-Identifier: MIT */
/* The play engine's whole-state check and workers (play.c). A worker trusts the state it
 * is handed: its caller checked it with crib_play_valid(), or made it. */
#ifndef CRIB_PLAY_H
#define CRIB_PLAY_H

#include "crib.h"

/* 1 when the bytes are a state that the library's own calls could have made. */
int crib_play_valid(const crib_play *p);

/* The cards of a hand that keep the count at 31 or below. */
uint64_t crib_playable(uint64_t hand, uint32_t count);

/* crib_play_init() with arguments known to be good: 2 to CRIB_PLAY_MAX_PLAYERS players,
 * disjoint hands of cards, the leader one of them, known flags. */
void crib_play_init_unchecked(crib_play *play, uint32_t players, const uint64_t *hands,
                              uint32_t leader, uint32_t flags);

/* A card (or a go when card is CRIB_NONE) on a whole state: crib_play_card()'s and
 * crib_play_go()'s checks of the action and their results; *event is always filled, and
 * on a refusal the play is unchanged. */
int32_t crib_play_act_unchecked(crib_play *play, uint32_t player, uint32_t card,
                                crib_play_event *event);

/* A hand rectified in the middle of the play (crib_deal_rectify()): the cards `out` leave
 * the player's hand, held or dead, and the cards `in` (none played, held or dead anywhere)
 * join what he holds. A go of his stands while he holds cards that do not fit; when the
 * player to act can act no longer, the turn moves on as after an action of his, which may
 * end the count with its point for last, or the play. *event says what happened, as a go's
 * event does (a point for last, a reset, the end), with the player as the one who acted. */
void crib_play_rehand_unchecked(crib_play *play, uint32_t player, uint64_t out, uint64_t in,
                                crib_play_event *event);

#endif
