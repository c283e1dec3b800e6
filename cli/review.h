/* SPDX-License-Identifier: MIT */
/* Grading a player's decisions against the engine (review.c): a discard by the expected
 * points of crib_discard_analyze(), a card of the play by the strong bot's choice, a claim
 * in the show by the true count. crib play reviews a game with it when the game ends. */
#ifndef CRIB_CLI_REVIEW_H
#define CRIB_CLI_REVIEW_H

#include "cli.h"

/* The kinds of decision. */
#define REVIEW_DISCARD 1
#define REVIEW_PLAY 2
#define REVIEW_CLAIM 3

/* One decision graded. kind and deal always; then, by kind:
 * - a discard: the cards dealt, those kept and the best keep, as masks, with their
 *   expected points (the hand's show plus or minus the crib's, as crib_discard_analyze()
 *   values them);
 * - a card of the play: the count before it, the card played and the strong bot's (each
 *   CRIB_NONE for a go) with the points each pegs at once;
 * - a claim: the points claimed and the hand's true count. */
typedef struct review_item {
    int kind;
    uint32_t deal;
    uint64_t dealt, kept, best_keep;
    double kept_value, best_value;
    uint32_t count, card, best_card, card_points, best_points;
    uint32_t claimed, actual;
} review_item;

/* Grades a discard: the n cards dealt, crib_discard_analyze()'s flags, the cards kept.
 * Returns CLI_OK, or the library's code when it cannot analyse the deal (n not 5 or 6). */
int review_discard(const crib_card *dealt, size_t n, uint32_t flags, uint64_t kept, uint32_t deal,
                   review_item *out);

/* Grades a card of the play (CRIB_NONE: a go) from the view of the player before it, the
 * strong bot drawing from seed. Returns CLI_OK, or the library's code for a view it
 * refuses. */
int review_play(const crib_view *view, uint64_t seed, uint32_t card, uint32_t deal,
                review_item *out);

/* A claim in the show. */
void review_claim(uint32_t claimed, uint32_t actual, uint32_t deal, review_item *out);

/* Prints the review of items[0 .. n-1]: a line for each decision, the best choice where it
 * was not made and what it gave up, and a summary. */
void review_print(FILE *f, const review_item *items, size_t n);

#endif
