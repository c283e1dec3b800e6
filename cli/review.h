/* SPDX-License-Identifier: MIT */
/* Grading a player's decisions against the engine (review.c): a discard and a card of the
 * play by crib_advise(), the expert bot's values of every choice, a claim in the show by
 * the true count. crib play reviews a game with it when the game ends; the functions take
 * only what a record of a game keeps (the view of each decision and the choice made), so
 * that a replayed record can be reviewed the same way. */
#ifndef CRIB_CLI_REVIEW_H
#define CRIB_CLI_REVIEW_H

#include "cli.h"

/* The kinds of decision. */
#define REVIEW_DISCARD 1
#define REVIEW_PLAY 2
#define REVIEW_CLAIM 3

/* One decision graded. kind and deal always; then, by kind:
 * - a discard or a card of the play: the cards of the hand (as dealt, or held before the
 *   card), the count before the card, the choice made and the best (the cards laid away;
 *   the card played, 0 for a go), each with its expected points and chance to win (-1
 *   where no table covers the game) as crib_advise() values them;
 * - a claim: the points claimed and the hand's true count. */
typedef struct review_item {
    int kind;
    uint32_t deal;
    uint64_t hand, chosen, best;
    double chosen_points, best_points, chosen_win, best_win;
    uint32_t count;
    uint32_t claimed, actual;
} review_item;

/* Grades a discard: the player's view before laying away (crib_deal_view()) and the cards
 * laid away, as a mask. Returns CLI_OK, or the library's code for a view crib_advise()
 * refuses or cards that are no choice of it (CRIB_ERANGE). */
int review_discard(const crib_view *view, uint64_t away, uint32_t deal, review_item *out);

/* Grades a card of the play (CRIB_NONE: a go) from the view of the player before it.
 * Returns CLI_OK, or the library's code as review_discard(). */
int review_play(const crib_view *view, uint32_t card, uint32_t deal, review_item *out);

/* A claim in the show. */
void review_claim(uint32_t claimed, uint32_t actual, uint32_t deal, review_item *out);

/* Whether the decision was as good as the best: the same values (or the claim in full). */
int review_is_best(const review_item *it);

/* Where review_print() writes: put(ctx, text) with each piece of text in turn, the lines
 * ending in '\n' (crib play's say_text(), which keeps its lines within 80 columns). */
typedef void review_put(void *ctx, const char *text);

/* Writes the review of items[0 .. n-1] through put: a line for each decision, the best
 * choice where it was not made and the points and the chance to win it gave up, and a
 * summary. */
void review_print(review_put *put, void *ctx, const review_item *items, size_t n);

#endif
