/* SPDX-License-Identifier: MIT */
/* The exact crib over every completion of known cards (crib_count.c), and the models of
 * the opponent's throw it weighs them by. */
#ifndef CRIB_CRIB_COUNT_H
#define CRIB_CRIB_COUNT_H

#include "crib.h"

/* A model of the opponent's throw to the crib: the weight of each pair of cards by their
 * ranks, w[r1][r2][suited] (both orders filled; a pair of one rank in w[r][r][0]). Under
 * it the two cards that complete a crib are {x, y} with probability w(x, y) over the sum
 * of w over the pairs of unseen cards. Every weight is at least 1. */
typedef struct crib_weights {
    uint32_t w[13][13][2];
} crib_weights;

/* The optimal crib model's throws: k_crib_model[CRIB_MODEL_PONE] weighs the pone's
 * throws, [CRIB_MODEL_DEALER] the dealer's (crib_model.h, written by
 * tools/gen_crib_model.c). */
#define CRIB_MODEL_PONE 0
#define CRIB_MODEL_DEALER 1

/* The cards a crib is completed from, read once for every crib of a deal: unseen cards of
 * each rank and their suits; as byte masks over the 13 ranks, the ranks with at least
 * 1 .. 4 unseen cards and the ranks whose card of each suit is unseen. */
typedef struct crib_pool {
    uint64_t unseen;
    unsigned total;
    uint8_t n[13];
    uint8_t suits[13];
    uint16_t suit_ranks[4];
    uint64_t at_least[4][2];
    uint64_t of_suit[4][2];
} crib_pool;

void crib_pool_init(crib_pool *pool, uint64_t unseen);

/* The exact crib over every completion of the known cards (1 to 4) by the pool's cards
 * and a starter, as crib_discard_expect() defines it; with weights (known must then hold 2
 * cards) each completion {x, y} counts w(x, y) times. Known is not in the pool, and the
 * pool holds at least 5 - |known| cards. bounds = 0 leaves out the least and most (min and
 * max are then 0), which cost about a third of the time. */
void crib_crib_count(const crib_pool *pool, uint64_t known, const crib_weights *weights, int bounds,
                     crib_expect *out);

#endif
