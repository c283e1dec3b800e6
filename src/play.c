/* SPDX-License-Identifier: MIT */
/* The play engine: whose turn it is, go, the end of each count, and who pegs what. */
#include "play.h"

#include "bits.h"
#include "peg.h"
#include "variant.h"

#include <string.h>

/* More than any play can peg: every card of the pack pegging its most, 15, and a penalty
 * of 2 for each card made dead. */
#define MAX_POINTS (CRIB_CARDS * 17u)
#define KNOWN_FLAGS (CRIB_PLAY_FIVE_CARD | CRIB_PLAY_FAILURE | CRIB_PLAY_FAILURE_EACH)

/* The flags crib_play_init() takes: known bits, the strict reading only with its rule. */
static int flags_ok(uint32_t flags)
{
    return !(flags & ~KNOWN_FLAGS) &&
           (!(flags & CRIB_PLAY_FAILURE_EACH) || (flags & CRIB_PLAY_FAILURE));
}

/* The cards of a hand that keep the count at 31 or below. Ids go up by rank, and below
 * the tenth cards a card's value is its rank + 1, so the cards that fit under a room of
 * less than 10 are exactly the ids below 4 * room. */
uint64_t crib_playable(uint64_t hand, uint32_t count)
{
    uint32_t room = 31 - count;
    return room >= 10 ? hand : hand & ((UINT64_C(1) << (4 * room)) - 1);
}

/* The hands: no player past `players` holds cards or points, no card is in two hands or
 * both held and dead, points stay below what any play can peg. Returns the cards held and
 * dead, or a bit above the pack for a bad state. */
static uint64_t hands_held(const crib_play *p)
{
    uint64_t seen = p->dead;
    for (uint32_t i = 0; i < CRIB_PLAY_MAX_PLAYERS; i++) {
        if ((p->hand[i] & ~CRIB_DECK_MASK) || (seen & p->hand[i]) || p->points[i] > MAX_POINTS ||
            (i >= p->players && (p->hand[i] || p->points[i])))
            return ~CRIB_DECK_MASK;
        seen |= p->hand[i];
    }
    return seen;
}

/* The pile: at most CRIB_PLAY_MAX_PILE cards, then zeros; none held or played twice; the
 * count is the sum of its values, below 31 (a count of 31 ends at once); `last` played
 * its last card, and is none when it is empty. */
static int pile_ok(const crib_play *p, uint64_t held)
{
    uint32_t sum = 0;
    for (uint32_t i = 0; i < CRIB_PLAY_MAX_PILE; i++) {
        crib_card c = p->pile[i];
        if (i >= p->n_pile) {
            if (c)
                return 0;
            continue;
        }
        if (c >= CRIB_CARDS || (held & CARD_BIT(c)))
            return 0;
        held |= CARD_BIT(c);
        sum += (uint32_t)crib_rank_value(CARD_RANK(c));
    }
    if (sum != p->count || p->count >= 31)
        return 0;
    return p->n_pile == 0 ? p->last == CRIB_NONE : p->last < p->players;
}

/* Those who said go in this count hold cards, none of which can be played, and did not
 * play the last card; a go needs a card played first, since any card can lead. */
static int goes_ok(const crib_play *p)
{
    if (!p->went)
        return 1;
    if (p->n_pile == 0 || (p->went >> p->last) & 1)
        return 0;
    for (uint32_t i = 0; i < p->players; i++)
        if ((p->went >> i) & 1 && (!p->hand[i] || crib_playable(p->hand[i], p->count)))
            return 0;
    return 1;
}

/* Dead cards only from a failure to play, which the flags must allow, and the players who
 * failed are players; cards died with every failure. */
static int dead_ok(const crib_play *p)
{
    if ((p->dead & ~CRIB_DECK_MASK) || (p->failed >> p->players))
        return 0;
    return (p->dead == 0) == (p->failed == 0) && (!p->failed || (p->flags & CRIB_PLAY_FAILURE));
}

/* The caller may hand in any bytes: check every invariant the functions below keep (the
 * fields in range and the reserved bytes 0, then dead_ok, hands_held, pile_ok, goes_ok).
 * The player to move holds cards, has not said go, and when they played the last card can
 * play again (else the count would have ended). Over, nobody is to move: the pile is empty
 * and nobody holds cards, except in the five-card game, whose play ends with its first
 * count. */
int crib_play_valid(const crib_play *p)
{
    if (p->players < 2 || p->players > CRIB_PLAY_MAX_PLAYERS || !flags_ok(p->flags) ||
        p->n_pile > CRIB_PLAY_MAX_PILE || (p->went >> p->players) ||
        !CRIB_ZERO_ARRAY(p->reserved) || p->reserved_pile[0] || p->reserved_pile[1] ||
        p->reserved_pile[2] || !dead_ok(p))
        return 0;
    uint64_t known = hands_held(p);
    if ((known & ~CRIB_DECK_MASK) || !pile_ok(p, known) || !goes_ok(p))
        return 0;
    uint64_t held = known & ~p->dead;
    if (p->turn == CRIB_NONE)
        return p->n_pile == 0 && ((p->flags & CRIB_PLAY_FIVE_CARD) || !held);
    if (p->turn >= p->players || !p->hand[p->turn] || (p->went >> p->turn) & 1)
        return 0;
    return p->turn != p->last || crib_playable(p->hand[p->turn], p->count) != 0;
}

/* The first player after `from`, in turn, who holds cards and has not said go in this
 * count; `from` itself comes last. CRIB_NONE when there is nobody. */
static uint32_t next_active(const crib_play *p, uint32_t from)
{
    for (uint32_t k = 1; k <= p->players; k++) {
        uint32_t q = (from + k) % p->players;
        if (p->hand[q] && !(p->went & (1u << q)))
            return q;
    }
    return CRIB_NONE;
}

/* Nobody can play: the player of the last card pegs 1 unless 31 has paid for it already,
 * and the next player in turn after them who holds cards leads a new count. */
static void end_count(crib_play *p, crib_play_event *ev)
{
    if (p->count < 31) {
        ev->score.go = 1;
        crib_peg_add(&ev->score, CRIB_ITEM_GO, 1, CARD_BIT(p->pile[p->n_pile - 1]));
        p->points[p->last] += 1;
    }
    ev->reset = 1;
    p->count = 0;
    p->n_pile = 0;
    memset(p->pile, 0, sizeof p->pile); /* so that equal positions compare equal */
    p->went = 0;                        /* before the search: those who said go may lead */
    uint32_t leader = next_active(p, p->last);
    p->last = CRIB_NONE;
    p->turn = (p->flags & CRIB_PLAY_FIVE_CARD) ? CRIB_NONE : leader;
}

/* After an action: the turn passes to the next player who may still act in this count,
 * who must say go if they cannot play. The count ends at 31, or when that next player is
 * the one who played last and cannot play again (everyone else has said go or is out of
 * cards), or when nobody holds cards at all. A count with no card yet (a failure to play
 * on the lead) does not end: the next player leads, or, with nobody left, the play is
 * over. */
static void advance(crib_play *p, uint32_t actor, crib_play_event *ev)
{
    uint32_t q = p->count == 31 ? CRIB_NONE : next_active(p, actor);
    if (p->n_pile > 0 && (q == CRIB_NONE || (q == p->last && !crib_playable(p->hand[q], p->count))))
        end_count(p, ev);
    else
        p->turn = q;
}

/* Fills in what every event reports once the action is done. */
static void finish_event(const crib_play *p, crib_play_event *ev, uint32_t scorer)
{
    ev->points = ev->score.total;
    ev->scorer = ev->points ? scorer : CRIB_NONE;
    ev->side = ev->points ? crib_side_of(p->players, scorer) : CRIB_NONE;
    ev->next = p->turn;
    ev->over = p->turn == CRIB_NONE;
}

/* The checks of an action on a state known to be whole: the player, the end of the play,
 * then the card (CRIB_NONE for a go). */
static int32_t action_refusal(const crib_play *p, uint32_t player, uint32_t card)
{
    if (player >= p->players)
        return CRIB_ERANGE;
    if (p->turn == CRIB_NONE)
        return CRIB_EDONE;
    if (card == CRIB_NONE) {
        if (player != p->turn)
            return CRIB_ETURN;
        if (crib_playable(p->hand[player], p->count) && !(p->flags & CRIB_PLAY_FAILURE))
            return CRIB_EMUSTPLAY;
        return CRIB_OK;
    }
    if (card >= CRIB_CARDS)
        return CRIB_ECARD;
    if (player != p->turn)
        return CRIB_ETURN;
    if (!(p->hand[player] & CARD_BIT(card)))
        return CRIB_ENOTHELD;
    if (!(crib_playable(p->hand[player], p->count) & CARD_BIT(card)))
        return CRIB_EOVER31;
    return CRIB_OK;
}

/* A go by a player who could play (004's failure to play): those cards die, out of the
 * hand for good, and the opponent at the player's left pegs the penalty. */
static void fail_to_play(crib_play *p, uint32_t player, crib_play_event *ev)
{
    uint64_t dead = crib_playable(p->hand[player], p->count);
    uint32_t cards = (uint32_t)crib_popcount64(dead);
    uint32_t opponent = (player + 1) % p->players;
    p->hand[player] &= ~dead;
    p->dead |= dead;
    p->failed |= 1u << player;
    ev->penalty = (p->flags & CRIB_PLAY_FAILURE_EACH) ? 2 * cards : 2;
    ev->penalty_to = opponent;
    p->points[opponent] += ev->penalty;
}

size_t crib_play_size(void)
{
    return sizeof(crib_play);
}

size_t crib_play_event_size(void)
{
    return sizeof(crib_play_event);
}

void crib_play_init_unchecked(crib_play *play, uint32_t players, const uint64_t *hands,
                              uint32_t leader, uint32_t flags)
{
    memset(play, 0, sizeof *play);
    for (uint32_t i = 0; i < players; i++)
        play->hand[i] = hands[i];
    play->players = players;
    play->flags = flags;
    play->last = CRIB_NONE;
    /* Searching from the player before the leader tries the leader first. */
    play->turn = next_active(play, (leader + players - 1) % players);
}

int32_t crib_play_init(crib_play *play, uint32_t players, const uint64_t *hands, uint32_t leader,
                       uint32_t flags)
{
    if (play)
        memset(play, 0, sizeof *play);
    if (!play || !hands)
        return CRIB_ENULL;
    if (players < 2 || players > CRIB_PLAY_MAX_PLAYERS || leader >= players)
        return CRIB_ERANGE;
    if (!flags_ok(flags))
        return CRIB_EFLAGS;
    for (uint32_t i = 0; i < players; i++)
        if (hands[i] & ~CRIB_DECK_MASK)
            return CRIB_EMASK;
    uint64_t seen = 0;
    for (uint32_t i = 0; i < players; i++) {
        if (seen & hands[i])
            return CRIB_EDUP;
        seen |= hands[i];
    }
    crib_play_init_unchecked(play, players, hands, leader, flags);
    return CRIB_OK;
}

int32_t crib_play_turn(const crib_play *play)
{
    if (!play)
        return CRIB_ENULL;
    if (!crib_play_valid(play))
        return CRIB_ERANGE;
    return play->turn == CRIB_NONE ? CRIB_EDONE : (int32_t)play->turn;
}

int32_t crib_play_count(const crib_play *play)
{
    if (!play)
        return CRIB_ENULL;
    return crib_play_valid(play) ? (int32_t)play->count : CRIB_ERANGE;
}

int32_t crib_play_over(const crib_play *play)
{
    if (!play)
        return CRIB_ENULL;
    return crib_play_valid(play) ? play->turn == CRIB_NONE : CRIB_ERANGE;
}

int32_t crib_play_pile(const crib_play *play, crib_card *cards, size_t cap)
{
    int32_t rc = CRIB_OK;
    if (!play || (!cards && cap > 0))
        rc = CRIB_ENULL;
    else if (!crib_play_valid(play))
        rc = CRIB_ERANGE;
    else if (play->n_pile > cap)
        rc = CRIB_ESPACE;
    if (rc != CRIB_OK) {
        if (cards && cap > 0)
            memset(cards, 0, cap);
        return rc;
    }
    if (play->n_pile > 0) /* cards may be NULL when cap is 0 */
        memcpy(cards, play->pile, play->n_pile);
    return (int32_t)play->n_pile;
}

/* Checks a query about one player and clears its output first. */
static int32_t check_query(const crib_play *p, uint32_t player, uint64_t *out)
{
    if (out)
        *out = 0;
    if (!p || !out)
        return CRIB_ENULL;
    return crib_play_valid(p) && player < p->players ? CRIB_OK : CRIB_ERANGE;
}

int32_t crib_play_hand(const crib_play *play, uint32_t player, uint64_t *out)
{
    int32_t rc = check_query(play, player, out);
    if (rc != CRIB_OK)
        return rc;
    *out = play->hand[player];
    return crib_popcount64(*out);
}

int32_t crib_play_legal(const crib_play *play, uint32_t player, uint64_t *out)
{
    int32_t rc = check_query(play, player, out);
    if (rc != CRIB_OK)
        return rc;
    if (player == play->turn)
        *out = crib_playable(play->hand[player], play->count);
    return crib_popcount64(*out);
}

int32_t crib_play_points(const crib_play *play, uint32_t player)
{
    if (!play)
        return CRIB_ENULL;
    if (!crib_play_valid(play) || player >= play->players)
        return CRIB_ERANGE;
    return (int32_t)play->points[player];
}

/* A card: on the pile, out of the hand, scored. */
static void lay_card(crib_play *play, uint32_t player, crib_card card, crib_play_event *ev)
{
    play->pile[play->n_pile++] = card;
    play->hand[player] &= ~CARD_BIT(card);
    play->last = player;
    crib_peg_score_unchecked(play->pile, play->n_pile, &ev->score);
    play->count = ev->score.count;
    play->points[player] += ev->score.total;
    ev->count = play->count;
    advance(play, player, ev);
    finish_event(play, ev, player);
}

/* A go: a failure to play first when the player could play, then the go. */
static void say_go(crib_play *play, uint32_t player, crib_play_event *ev)
{
    uint32_t last = play->last;
    if (crib_playable(play->hand[player], play->count))
        fail_to_play(play, player, ev);
    /* A player whose every card died is out of cards, which no go needs to say. */
    if (play->hand[player])
        play->went |= 1u << player;
    ev->score.count = play->count;
    advance(play, player, ev);
    finish_event(play, ev, last);
}

void crib_play_rehand_unchecked(crib_play *play, uint32_t player, uint64_t out, uint64_t in,
                                crib_play_event *event)
{
    uint32_t last = play->last;
    memset(event, 0, sizeof *event);
    event->player = player;
    event->card = CRIB_NONE;
    event->penalty_to = CRIB_NONE;
    event->count = play->count;
    event->score.count = play->count;
    play->hand[player] = (play->hand[player] & ~out) | in;
    play->dead &= ~out;
    if (!play->dead)
        play->failed = 0; /* dead cards and failures go together */
    if (play->turn != CRIB_NONE) {
        uint64_t held = play->hand[player];
        /* A go stands for a player who holds cards that still do not fit. */
        if (!held || crib_playable(held, play->count))
            play->went &= ~(1u << player);
        uint32_t t = play->turn;
        /* The player to act who can no longer act: as after an action of his. */
        if (!play->hand[t] || (t == play->last && !crib_playable(play->hand[t], play->count)))
            advance(play, t, event);
    }
    finish_event(play, event, last);
}

int32_t crib_play_act_unchecked(crib_play *play, uint32_t player, uint32_t card,
                                crib_play_event *event)
{
    memset(event, 0, sizeof *event);
    int32_t rc = action_refusal(play, player, card);
    if (rc != CRIB_OK)
        return rc;
    event->penalty_to = CRIB_NONE;
    event->player = player;
    event->card = card;
    if (card == CRIB_NONE) {
        event->count = play->count;
        say_go(play, player, event);
    } else {
        lay_card(play, player, (crib_card)card, event);
    }
    return (int32_t)event->points;
}

/* The public actions: the pointer and the whole state checked once, then the worker. */
static int32_t play_act(crib_play *play, uint32_t player, uint32_t card, crib_play_event *event)
{
    if (event)
        memset(event, 0, sizeof *event);
    if (!play)
        return CRIB_ENULL;
    if (!crib_play_valid(play))
        return CRIB_ERANGE;
    crib_play_event ev;
    int32_t rc = crib_play_act_unchecked(play, player, card, &ev);
    if (rc >= 0 && event)
        *event = ev;
    return rc;
}

int32_t crib_play_card(crib_play *play, uint32_t player, crib_card card, crib_play_event *event)
{
    /* A card id past the pack is no go: it is refused as a card. */
    return play_act(play, player, card, event);
}

int32_t crib_play_go(crib_play *play, uint32_t player, crib_play_event *event)
{
    return play_act(play, player, CRIB_NONE, event);
}

int32_t crib_play_dead(const crib_play *play, uint64_t *out)
{
    if (out)
        *out = 0;
    if (!play || !out)
        return CRIB_ENULL;
    if (!crib_play_valid(play))
        return CRIB_ERANGE;
    *out = play->dead;
    return crib_popcount64(*out);
}
