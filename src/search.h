/* SPDX-License-Identifier: MIT */
/* The strong bot's pegging search (search.c), for the strong level's play (strong.c). */
#ifndef CRIB_SEARCH_H
#define CRIB_SEARCH_H

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
     * likely the strong bot was to keep them (keep_likelihood.h). */
    uint8_t infer;
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
} peg_problem;

#define NO_PLAYER 2

/* The rank to play (0..12), or -1 to say go. seed makes sampling deterministic. */
int crib_peg_search(const peg_problem *p, uint64_t seed, double values[13]);

/* The expert level's search: as crib_peg_search(), but every legal rank is searched (one
 * alone too) and values[r] is rank r's mean over the hands (the points difference, or the
 * chance to win), -1e300 for a rank not legal. With the inference and three cards or four
 * in my hand, the hands are searched jointly (search.c). */
int crib_peg_search_all(const peg_problem *p, uint64_t seed, double values[13]);

/* As crib_peg_search_all(), but each drawn hand searched on its own, as if I knew it, where
 * the expert would search them jointly (search.c): the joint search's reference, for the
 * tests. */
int crib_peg_search_each(const peg_problem *p, uint64_t seed, double values[13]);

/* How sharply the expert's search takes the opponent to play the card that pegs the most
 * less what the next card pegs back: a point more weighs 2 ^ EXPERT_PLAY_SCALE times as
 * much (docs/figures.md has the screens). */
#define EXPERT_PLAY_SCALE 12.0

/* In the expert's model of the strong bot's play, a card of which the opponent holds another
 * of the same rank counts more for each such card: EXPERT_PAIR_KEEP_* points, and
 * EXPERT_PAIR_LEAD_* more on a lead, by the opponent's role (the strong bot plays from a
 * pair, to pair back). The fit's coefficients (tools/play_fit.c) over EXPERT_PLAY_SCALE ln 2:
 * docs/figures.md's eighth round. */
#define EXPERT_PAIR_KEEP_DEALER 0.125
#define EXPERT_PAIR_LEAD_DEALER (-0.055)
#define EXPERT_PAIR_KEEP_PONE 0.038
#define EXPERT_PAIR_LEAD_PONE 0.224

/* The expert's prior chance that the opponent keeps and plays by the easy rule rather than
 * as the strong bot (peg_problem's easy_prior), and how likely that opponent is taken to be
 * to make a play the rule does not, so that such a play weighs the model down but does not
 * rule it out. */
#define EXPERT_EASY_PRIOR 0.3
#define EXPERT_EASY_MISS 0.0001

/* How likely the opponent, holding the m ranks h[] now, was to make their plays of the deal
 * that the problem orders (the pile's, and with the inference the earlier counts'), under
 * the strong model or (easy) the easy rule: the product over those plays of each one's
 * chance among the cards that fit. For the tests. */
double crib_hand_likelihood(const peg_problem *p, const uint8_t *h, int m, int easy);

/* What the next card pegs back after rank r is played on a pile of np ranks (count its
 * count, at most 31 with r), summed over left[t] cards of each rank t (0 for a rank that does
 * not fit): the expert's model of the opponent's play (search.c). For the tests. */
int crib_back_points(const uint8_t *pile, int np, int count, int r, const int left[13]);

#endif
