/* SPDX-License-Identifier: MIT */
/* What the pegging searches know of a play (search.c and the files it searches with), as the
 * strong and the expert levels set it from a view (strong.c, expert.c). */
#ifndef CRIB_PEG_PROBLEM_H
#define CRIB_PEG_PROBLEM_H

#include "endgame.h"

/* What the search knows, all of it public or the searching player's own: two players,
 * "me" (index 0) to move, the opponent (index 1). Ranks only: suits never score in the
 * play. */
typedef struct peg_problem {
    uint8_t mine[4]; /* my ranks still held */
    uint8_t n_mine;
    uint8_t n_theirs;                 /* how many cards the opponent still holds */
    uint8_t pile[CRIB_PLAY_MAX_PILE]; /* ranks of the current count, in order */
    uint8_t n_pile;
    uint8_t count;
    uint8_t went;            /* bit 0: I said go in this count, bit 1: the opponent */
    uint8_t last;            /* 0, 1 or NO_PLAYER: who played the last card of the pile */
    uint16_t their_pile;     /* bit i: the opponent played pile[i] */
    uint8_t five_card;       /* the play is a single count */
    uint8_t min_value;       /* every card the opponent holds is worth at least this */
    uint8_t unseen[13];      /* cards of each rank I have not seen */
    uint8_t their_played[5]; /* ranks the opponent has played in this deal */
    uint8_t n_their_played;
    uint8_t kept; /* cards each player kept (4, or 3 in the five-card game) */
    /* Near the end of the game, what the search maximises (endgame.h). */
    peg_goal goal;
    /* The expert level (0 for the strong one): the opponent's hands weighed also by the
     * pegging their keep brings (their_dealer: 1 when they deal). */
    uint8_t expert;
    uint8_t their_dealer;
    /* The expert level in the six-card game: the opponent's hands weighed instead by how
     * likely the strong bot was to keep them (keep_likelihood.h); lay_one: they laid one
     * card away (two into the crib), not two. */
    uint8_t infer;
    uint8_t lay_one;
    /* With the inference: the prior chance that the opponent plays by the easy rule (its
     * keep and its plays) rather than as the strong bot; the deal's plays weigh it. */
    double easy_prior;
    /* With the inference, when the view knows them: the ranks played in this deal before the
     * current count, in order (n_before 0 otherwise), bit i of their_before set when the
     * opponent played before[i]. Their plays there weigh their hands as the pile's do. */
    uint8_t before[CRIB_VIEW_MAX_EARLIER];
    uint8_t n_before;
    uint16_t their_before;
    /* With the inference: cards of each rank that I have seen and the opponent has not (my
     * discard), which their model counts among the cards the next card may be. */
    uint8_t hidden[13];
    /* The opponent is to move at the root (a play searched from its start with them to lead,
     * crib_peg_search_value()); 0: I am, as at every decision of mine. */
    uint8_t their_turn;
    /* With the inference, the share of each strong hand's value that is the opponent's best
     * reply's (the line worst for me) rather than their model's plays: 0 by points, and
     * CRIB_VIEW_OPP_BEST in win mode (crib_view_goal(), which the expert's play near the end
     * and crib_view_win_chance() search by). */
    double opp_best;
    /* For the tests: every count's start searched anew, without the table of those already
     * searched (hand_search.c), which must not change a value. */
    uint8_t no_memo;
} peg_problem;

#define NO_PLAYER 2

#endif
