/* SPDX-License-Identifier: MIT */
/* The expert level with three or four players (expert_multi.c): the play by sampled deals
 * played out. Every function takes a view that crib_view_valid() passed, in the play, its
 * hands of the kept size. */
#ifndef CRIB_EXPERT_MULTI_H
#define CRIB_EXPERT_MULTI_H

#include "crib.h"

#include "expert.h"

/* The expert's keeps of a view in the discard (a hand as dealt), its choice first: value =
 * hand +- crib + peg (win -1). Returns the number of keeps, or a negative code. */
int32_t crib_expert_multi_keeps(const crib_view *v, expert_keep *out);

/* A play from its start, every player by the strong rule: hands[4 * q .. 4 * q + 3] the
 * ranks player q kept, the leader, the starter's rank; the value of its points for player
 * me, as the search values a play (for tools/gen_peg_multi.c). */
double crib_expert_multi_playout(uint32_t players, const uint8_t *hands, uint32_t leader,
                                 uint32_t me, int starter_rank);

/* Each legal rank's value (value[r]; -1e300 for the others): the weighted mean over the
 * sampled deals of my side's points less the others' from here to the end of the play
 * (three-handed less the mean of the other two's, the bonus for reaching the target first
 * near the end counted). A single rank that fits is valued only when forced is set (else
 * 0, without a search). Returns the rank to play, or -1 for a go. */
int crib_expert_multi_ranks(const crib_view *v, int forced, double value[13]);

/* The values by card (score[c]; -1e9 for the cards that may not be played; a single rank
 * that fits valued too), and the card the expert plays (*choice, left alone for a go). */
void crib_expert_multi_values(const crib_view *v, double score[CRIB_CARDS], crib_card *choice);

/* The play: 1 with *card, or 0 to say go. */
int32_t crib_expert_multi_play(const crib_view *v, crib_card *card);

#endif
