/* SPDX-License-Identifier: MIT */
/* The discard analysis under a model of one's own (discard.c), for tools/gen_crib_model.c,
 * which finds the optimal model with it; the optimal model's throws. */
#ifndef CRIB_DISCARD_H
#define CRIB_DISCARD_H

#include "crib_count.h"

/* crib_discard_analyze() with the opponent's throws weighed by a model of one's own (NULL
 * for the random model) instead of the flag's. flags must not hold
 * CRIB_DISCARD_MODEL_OPTIMAL. */
int32_t crib_discard_analyze_weighted(const crib_card *dealt, size_t n, uint32_t flags,
                                      const crib_weights *opponent, crib_keep *keeps, size_t cap);

/* The crib table with the opponent's throw under a model (NULL: at random), every entry
 * computed; counts[i], when not NULL, gets each entry's weighted count. */
int32_t crib_discard_table_weighted(const crib_weights *opponent, crib_pair_value *table,
                                    uint64_t counts[CRIB_DISCARD_TABLE_SIZE]);

/* The optimal crib model's throws of a role (CRIB_MODEL_PONE or CRIB_MODEL_DEALER), for the
 * crib's chances of each score (view_chance.c). */
const crib_weights *crib_optimal_throws(int role);

#endif
