/* SPDX-License-Identifier: MIT */
/* The strong level near the end of a two-player six-card game, and the expert's in the
 * five-card game too (endgame.c). */
#ifndef CRIB_ENDGAME_H
#define CRIB_ENDGAME_H

#include "crib.h"

struct chance_set;
#include "chance_model.h"

/* The end of the deal as a view knows it (view_chance.c), for the play's search in win
 * mode: one starter (n 1), or each unseen card of the starter's rank (at the discard, where
 * the search is by rank), each with its weight (the weights sum to 1), my hand's show with
 * it and the crib's chance of each score 0 .. CHANCE_POINTS - 1. */
#define PEG_SHOWS_MAX 4

typedef struct peg_shows {
    int n;
    double w[PEG_SHOWS_MAX];
    uint32_t my_show[PEG_SHOWS_MAX];
    double crib[PEG_SHOWS_MAX][CHANCE_POINTS];
    /* Nobs in the opponent's hand, which their show by ranks leaves out: the chance that a
     * jack of theirs of a suit I have not seen is the starter's suit's, with each starter;
     * and 1 when they have played that jack (their show is then a point more). */
    double nobs[PEG_SHOWS_MAX];
    int nobs_played;
} peg_shows;

/* What the play's search maximises: when win is set, the chance to win from the scores,
 * my show and the starter's rank; otherwise (win 0) the points difference of the play. */
typedef struct peg_goal {
    uint8_t win;
    const struct chance_set *set; /* the game's chance table (chance.h), when win is set */
    uint32_t target;
    uint32_t score[2]; /* my side's and the opponent's scores now */
    uint32_t dealer;   /* 0 when I deal, 1 when they do */
    uint32_t my_show;  /* my hand's show with the starter */
    uint32_t starter_rank;
    /* NULL: my show is my_show and the crib the chance table's model's (the strong level);
     * else the shows and the crib of the view (the expert level, crib_view_win_chance()). */
    const peg_shows *shows;
} peg_goal;

/* The keep to choose among keeps[0 .. n-1], which come best value first: 0 unless the
 * end is near and another keep gives a better chance to win. */
int crib_endgame_keep(const crib_view *v, const crib_keep *keeps, size_t n);

/* 1 when a chance table covers the view's game (the six-card game to 121 or 61, the
 * five-card game to 61). */
int crib_endgame_covered(const crib_view *v);

/* 1 when the six-card game is covered and its end near: the strong bots play for the win. */
int crib_endgame_near(const crib_view *v);

/* 1 when a chance table covers the view's game (crib_endgame_covered()) and the leader is
 * within near121 points of 121 (near61 of 61). */
int crib_endgame_within(const crib_view *v, uint32_t near121, uint32_t near61);

/* The chance to win of each keep among keeps[0 .. n-1] (in win[0 .. n-1]), for a covered
 * game at any score: the keep's show, the crib's mean as the keep's, the rest from the
 * chance table's model; with peg (or NULL), the play's points moved by peg[k], what the
 * keep pegs less what the opponent does. */
void crib_endgame_chances(const crib_view *v, const crib_keep *keeps, size_t n, const double *peg,
                          double *win);

/* The goal of a play search from the view: win is set only near the end. */
void crib_endgame_goal(const crib_view *v, peg_goal *goal);

/* The goal of playing for the win in a covered game, at any score. */
void crib_endgame_goal_win(const crib_view *v, peg_goal *goal);

/* My chance to win once the play is over, when I pegged `mine` and they `theirs` in it
 * and their hand shows `their_show` by its ranks: the shows in order (the pone's hand, the
 * dealer's, the crib), then the chance table from the next deal's start. */
double crib_endgame_leaf(const peg_goal *goal, int mine, int theirs, int their_show);

/* What each jack among the opponent's unseen cards adds to crib_endgame_leaf(), by the
 * chance that it is the starter's suit's (nobs; 0 without the view's shows). */
double crib_endgame_leaf_jack(const peg_goal *goal, int mine, int theirs, int their_show);

#endif
