/* SPDX-License-Identifier: MIT */
/* A position of the play by ranks in the pegging searches (hand_search.c, joint.c) and its
 * moves, as the play engine makes them: a card played, a go said, the end of a count.
 * Nothing here is exported. */
#ifndef CRIB_PEG_NODE_H
#define CRIB_PEG_NODE_H

#include "peg_problem.h"
#include "pile.h"

#include <string.h>

typedef struct node {
    uint8_t h[2][4];
    uint8_t n[2];
    uint8_t pile[CRIB_PLAY_MAX_PILE];
    uint8_t np;
    uint8_t count;
    uint8_t went;
    uint8_t last;
    uint8_t turn;
    int16_t pts[2];
} node;

#define CACHE 32

/* A search: the problem, the nodes visited, and what the search of one hand keeps
 * (hand_search.c); the joint search (joint.c) keeps one for the moves. */
typedef struct search {
    const peg_problem *p;
    long nodes;
    /* In win mode: the opponent's show in the hand searched, and the chance to win at
     * the end of the play by the points each side pegged in it, cached for that hand
     * (a cached entry holds its hand's number, stamp). */
    int their_show, their_jacks;
    int stamp;
    int cached[CACHE][CACHE];
    double cache[CACHE][CACHE];
    /* With inference: the cards of each rank the opponent has not seen, less mine (they
     * have not seen my hand either), for the hand searched. */
    uint8_t their_unseen[13];
    int their_total;
    /* The opponent of the hand searched plays by the easy rule (else as the strong bot). */
    int easy;
    /* The joint search: no hand of the opponent's in the node, so whether they can play on
     * is theirs to say (joint_theirs()). */
    int joint;
    /* The search of one hand: the values of the counts' starts found so far (hand_search.c);
     * NULL in the joint search. */
    struct memo *memo;
} search;

static inline int can_play(const node *s, int q)
{
    for (int i = 0; i < s->n[q]; i++)
        if (PILE_VALUE(s->h[q][i]) + s->count <= 31)
            return 1;
    return 0;
}

/* The first player after `from` who holds cards and has not said go; `from` last. */
static inline int next_active(const node *s, int from)
{
    for (int k = 1; k <= 2; k++) {
        int q = (from + k) & 1;
        if (s->n[q] && !((s->went >> q) & 1))
            return q;
    }
    return NO_PLAYER;
}

/* As the play engine: the point for last, then a new count led by the player after the
 * last, or the end of the play. */
static inline void end_count(const search *S, node *s)
{
    if (s->count < 31)
        s->pts[s->last] += 1;
    s->count = 0;
    s->np = 0;
    s->went = 0;
    int leader = next_active(s, s->last);
    s->last = NO_PLAYER;
    s->turn = (uint8_t)(S->p->five_card ? NO_PLAYER : leader);
}

static inline void advance(const search *S, node *s, int actor)
{
    int q = s->count == 31 ? NO_PLAYER : next_active(s, actor);
    if (q == NO_PLAYER || (q == s->last && !(S->joint && q == 1) && !can_play(s, q)))
        end_count(S, s);
    else
        s->turn = (uint8_t)q;
}

static inline void play_rank(const search *S, node *s, int i)
{
    int q = s->turn, r = s->h[q][i];
    s->h[q][i] = s->h[q][--s->n[q]];
    s->pile[s->np++] = (uint8_t)r;
    s->count = (uint8_t)(s->count + PILE_VALUE(r));
    s->pts[q] = (int16_t)(s->pts[q] + pile_points(s->pile, s->np, s->count));
    s->last = (uint8_t)q;
    advance(S, s, q);
}

static inline void say_go(const search *S, node *s)
{
    int q = s->turn;
    s->went = (uint8_t)(s->went | (1u << q));
    advance(S, s, q);
}

/* The game is decided once a side reaches the target: +1 for me, -1 for them, else 0. */
static inline int decided(const search *S, const node *s)
{
    const peg_problem *p = S->p;
    if (!p->goal.win)
        return 0;
    if ((int64_t)p->goal.score[0] + s->pts[0] >= (int64_t)p->goal.target)
        return 1;
    if ((int64_t)p->goal.score[1] + s->pts[1] >= (int64_t)p->goal.target)
        return -1;
    return 0;
}

/* The node of the problem: me (index 0) to move, or the opponent when their_turn is set. */
static inline void root_node(const peg_problem *p, node *root)
{
    memset(root, 0, sizeof *root);
    memcpy(root->h[0], p->mine, 4);
    root->n[0] = p->n_mine;
    root->n[1] = p->n_theirs;
    memcpy(root->pile, p->pile, sizeof root->pile);
    root->np = p->n_pile;
    root->count = p->count;
    root->went = p->went;
    root->last = p->last;
    root->turn = p->their_turn ? 1 : 0;
}

#endif
