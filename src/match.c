/* SPDX-License-Identifier: MIT */
/* Matches: games recorded one by one until a side has won enough of them. */
#include "bits.h"
#include "variant.h"

#include <string.h>

#define KNOWN_FLAGS (CRIB_MATCH_LOSER_DEALS | CRIB_MATCH_PUB)

/* Known flags, and one rule for the next dealer at most. */
static int flags_ok(uint32_t flags)
{
    return !(flags & ~KNOWN_FLAGS) && flags != KNOWN_FLAGS;
}

/* The players of a game and its sides: 4 players are 2 sides, else each is one. */
static int players_ok(uint32_t players, uint32_t sides)
{
    return players >= 2 && players <= CRIB_PLAY_MAX_PLAYERS && sides == crib_sides_of(players);
}

size_t crib_match_size(void)
{
    return sizeof(crib_match);
}

size_t crib_standing_size(void)
{
    return sizeof(crib_standing);
}

int32_t crib_match_init(crib_match *match, uint32_t wins_needed, uint32_t flags)
{
    if (match)
        memset(match, 0, sizeof *match);
    if (!match)
        return CRIB_ENULL;
    if (wins_needed < 1 || wins_needed > CRIB_MATCH_MAX_WINS)
        return CRIB_ERANGE;
    if (!flags_ok(flags))
        return CRIB_EFLAGS;
    match->wins_needed = wins_needed;
    match->flags = flags;
    match->next_dealer = CRIB_NONE;
    match->winner = CRIB_NONE;
    return CRIB_OK;
}

/* The next dealer: a side's number after any game when the loser deals; a player after the
 * first game only under the pub rule; else nobody (a cut). */
static int next_dealer_ok(const crib_match *m)
{
    if ((m->flags & CRIB_MATCH_LOSER_DEALS) && m->games > 0)
        return m->next_dealer < m->sides;
    if ((m->flags & CRIB_MATCH_PUB) && m->games == 1)
        return m->next_dealer < m->players;
    return m->next_dealer == CRIB_NONE;
}

/* The caller may hand in any bytes: check every invariant crib_match_record() keeps. Each
 * game won adds one win and between 1 and (sides - 1) * CRIB_GAME_MAX_VALUE to the winner's value;
 * only the winner of the match has wins_needed wins; the players and sides come with the
 * first game; the next dealer follows the match's rule (next_dealer_ok). */
static int match_valid(const crib_match *m)
{
    if (m->wins_needed < 1 || m->wins_needed > CRIB_MATCH_MAX_WINS || !flags_ok(m->flags) ||
        !CRIB_ZERO_ARRAY(m->reserved))
        return 0;
    if (m->sides == 0 ? m->players != 0 : !players_ok(m->players, m->sides))
        return 0;
    if (m->winner != CRIB_NONE && (m->winner >= m->sides || m->wins[m->winner] != m->wins_needed))
        return 0;
    uint32_t games = 0;
    for (uint32_t s = 0; s < CRIB_GAME_MAX_SIDES; s++) {
        uint32_t w = m->wins[s], v = m->value[s];
        if (s >= m->sides) {
            if (w || v)
                return 0;
            continue;
        }
        if (w > m->wins_needed || (w == m->wins_needed && s != m->winner) || v < w ||
            v > w * (m->sides - 1) * CRIB_GAME_MAX_VALUE)
            return 0;
        games += w;
    }
    if (games != m->games || (m->sides == 0) != (games == 0))
        return 0;
    return next_dealer_ok(m);
}

/* A result as crib_game_result() writes it for a game that is over: the winner's level
 * and value are none, each loser's value is that of a level, and they add up. */
static int result_valid(const crib_result *r)
{
    if (r->over != 1 || !players_ok(r->players, r->sides) || r->winner >= r->sides ||
        r->player >= r->players || r->first_dealer >= r->players || r->phase > CRIB_PHASE_DEAL ||
        r->reason < CRIB_REASON_THREE_FOR_LAST || r->reason > CRIB_REASON_CORRECTION ||
        !CRIB_ZERO_ARRAY(r->reserved))
        return 0;
    uint32_t total = 0;
    for (uint32_t s = 0; s < CRIB_GAME_MAX_SIDES; s++) {
        if (s >= r->sides) {
            if (r->score[s] || r->level[s] || r->value[s])
                return 0;
            continue;
        }
        if (s == r->winner) {
            if (r->level[s] != CRIB_LEVEL_NONE || r->value[s] != 0)
                return 0;
            continue;
        }
        if (r->level[s] > CRIB_LEVEL_TRIPLE_SKUNK || r->value[s] < 1 ||
            r->value[s] > CRIB_GAME_MAX_VALUE || r->score[s] >= r->score[r->winner])
            return 0;
        total += r->value[s];
    }
    return total == r->total_value;
}

/* With 3 sides, the loser who deals is the lowest scorer. */
static uint32_t losing_dealer(const crib_result *r)
{
    uint32_t best = CRIB_NONE;
    for (uint32_t s = 0; s < r->sides; s++)
        if (s != r->winner && (best == CRIB_NONE || r->score[s] < r->score[best]))
            best = s;
    return best;
}

int32_t crib_match_record(crib_match *match, const crib_result *result)
{
    if (!match || !result)
        return CRIB_ENULL;
    if (!match_valid(match))
        return CRIB_ERANGE;
    if (match->winner != CRIB_NONE)
        return CRIB_EDONE;
    if (!result_valid(result) || (match->players && match->players != result->players))
        return CRIB_ERANGE;
    match->sides = result->sides;
    match->players = result->players;
    match->games++;
    match->wins[result->winner]++;
    match->value[result->winner] += result->total_value;
    if (match->flags & CRIB_MATCH_LOSER_DEALS)
        match->next_dealer = losing_dealer(result);
    else if (match->flags & CRIB_MATCH_PUB)
        match->next_dealer =
            match->games == 1 ? (result->first_dealer + 1) % result->players : CRIB_NONE;
    if (match->wins[result->winner] >= match->wins_needed)
        match->winner = result->winner;
    return match->winner != CRIB_NONE;
}

int32_t crib_match_standing(const crib_match *match, crib_standing *out)
{
    if (out)
        memset(out, 0, sizeof *out);
    if (!match || !out)
        return CRIB_ENULL;
    if (!match_valid(match))
        return CRIB_ERANGE;
    out->over = match->winner != CRIB_NONE;
    out->winner = match->winner;
    out->sides = match->sides;
    out->games = match->games;
    out->wins_needed = match->wins_needed;
    out->flags = match->flags;
    for (uint32_t s = 0; s < CRIB_GAME_MAX_SIDES; s++) {
        out->wins[s] = match->wins[s];
        out->value[s] = match->value[s];
    }
    out->next_dealer = match->next_dealer;
    out->players = match->players;
    return (int32_t)out->over;
}
