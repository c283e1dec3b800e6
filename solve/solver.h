/* SPDX-License-Identifier: MIT */
/* Every deal solved: the best keep of every deal of a variant, for the dealer and for the
 * pone, on threads. Used by `crib solve` (cli/solve.c) and by tools/gen_crib_model.c, which
 * iterates the optimal crib model with it; it depends on the library alone. Deals are taken
 * one per class of deals equal up to a permutation of the suits, each weighted by the size
 * of its class. */
#ifndef CRIB_SOLVE_SOLVER_H
#define CRIB_SOLVE_SOLVER_H

#include "crib.h"

/* The variants solved: six cards keeping 4; five keeping 3 (the five-card game); five
 * keeping 4 and discarding one into a crib completed by three unseen cards. */
#define SOLVE_SIX 0
#define SOLVE_FIVE_CARD 1
#define SOLVE_DISCARD_ONE 2

/* Roles: the pone (whose opponent owns the crib) and the dealer. */
#define SOLVE_PONE 0
#define SOLVE_DEALER 1

/* Best values are counted in bins of one point from SOLVE_VALUE_LOW up. */
#define SOLVE_VALUE_LOW (-20)
#define SOLVE_VALUE_BINS 60

/* Thrown cards by class: the 169 entries of crib_discard_table() for two cards, the 13
 * ranks for one. */
#define SOLVE_THROWN 169

/* One class of deals: its cards and the number of deals in it. */
typedef struct solve_deal {
    uint64_t mask;
    uint32_t weight;
} solve_deal;

/* What solving gave for one role, every count weighted by the deals of each class. */
typedef struct solve_role {
    unsigned long long deals;
    double value, hand, crib;        /* summed over deals: the best keep's value, hand, crib */
    unsigned long long hand_differs; /* deals whose best keep has less hand than another */
    unsigned long long value_bin[SOLVE_VALUE_BINS];
    unsigned long long thrown[SOLVE_THROWN];
    double thrown_crib[SOLVE_THROWN]; /* the crib's mean summed where thrown */
} solve_role;

typedef struct solve_result {
    size_t classes;
    unsigned long long deals;
    double seconds;
    solve_role role[2];
} solve_result;

/* Analyses a deal for one role (flags as crib_discard_analyze() takes them), writing its
 * keeps best first; returns their number or a negative code. */
typedef int32_t (*solve_analyzer)(void *ctx, const crib_card *dealt, size_t n, uint32_t flags,
                                  crib_keep *keeps);

typedef struct solve_job {
    int variant;
    int threads;
    uint32_t flags; /* more flags for every analysis (the crib model) */
    /* 1 when a deal needs one analysis a role (a model whose crib depends on the role),
     * 0 when one analysis serves both: the keeps' sums do not depend on the role. */
    int per_role;
    solve_analyzer analyze;
    void *ctx;
    /* Where given, the best keep of each class and role, as the bits of its kept cards
     * among the dealt cards in increasing order: best[role][class]. */
    uint8_t *best[2];
    /* Where given, called on the calling thread about four times a second while the
     * threads work, and once when they are done, with the classes solved of n. */
    void (*progress)(void *ctx, size_t done, size_t n);
    void *progress_ctx;
} solve_job;

/* The classes of deals of a variant, in increasing order of their masks' suit columns;
 * *n gets their number. Returns NULL when out of memory; the caller frees the array. */
solve_deal *solve_classes(int variant, size_t *n);

/* Solves every class; 0, or -1 when a thread cannot be started or an analysis fails. */
int solve_run(const solve_job *job, const solve_deal *deals, size_t n, solve_result *out);

/* The index of a thrown pair of cards (or one card, by its rank) among SOLVE_THROWN. */
int solve_thrown_index(uint64_t thrown);

/* The number of processors online, at least 1. */
int solve_processors(void);

#endif
