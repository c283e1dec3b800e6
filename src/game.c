/* SPDX-License-Identifier: MIT */
/* The game: the board, the strict order of scoring, the end, the ladder, claims. */
#include "internal.h"

#include <string.h>

#define NONE CRIB_NONE
#define MAX_VALUE 100u

/* Where a deal stands in the order of scoring (crib_game.pos): nothing yet, heels, the
 * play, then hand k (k = 0 for the dealer's left) at POS_HAND + k, then the crib at
 * POS_HAND + players. */
#define POS_DEAL 0u
#define POS_HEELS 1u
#define POS_PLAY 2u
#define POS_HAND 3u

static uint32_t side_of(const crib_game *g, uint32_t player)
{
    return crib_side_of(g->players, player);
}

static int value_ok(uint32_t v, uint32_t min)
{
    return v >= min && v <= MAX_VALUE;
}

/* The rules' range checks, apart from the option bits (which have their own code). */
static int rules_ok(const crib_game_rules *r)
{
    return r->variant < CRIB_N_VARIANTS && r->target >= 1 && r->target <= CRIB_GAME_MAX_TARGET &&
           r->ladder <= CRIB_LADDER_SKUNK && value_ok(r->lurch_value, 1) &&
           value_ok(r->skunk_value, 1) && value_ok(r->double_skunk_value, 1) &&
           value_ok(r->triple_skunk_value, 0) && CRIB_ZERO_ARRAY(r->reserved);
}

#define KNOWN_OPTIONS                                                                       \
    (CRIB_OPT_NO_GO_OUT | CRIB_OPT_NO_HEELS_NEAR | CRIB_OPT_EXACT | CRIB_OPT_MUGGINS |     \
     CRIB_OPT_OVERCLAIM)

int crib_rules_valid(const crib_game_rules *r)
{
    return rules_ok(r) && !(r->options & ~KNOWN_OPTIONS);
}

/* The order-of-scoring position and phase functions, used by the check below. */
static uint32_t position_of(const crib_game *g, uint32_t player, uint32_t reason);
static uint32_t phase_of(const crib_game *g, uint32_t reason);

/* The winner's fields of a game that is over agree with each other and with the order of
 * scoring: the winning player is on the winning side, heels and the crib are the dealer's,
 * a peg that moves the order left it where the winning points were pegged, the phase is
 * the one of the reason there, and the five-card game's three came before any deal. */
static int win_ok(const crib_game *g)
{
    uint32_t reason = g->win_reason;
    if (g->winner >= crib_sides_of(g->players) || g->win_player >= g->players ||
        side_of(g, g->win_player) != g->winner || reason < CRIB_REASON_THREE_FOR_LAST ||
        reason > CRIB_REASON_PENALTY)
        return 0;
    if (reason == CRIB_REASON_THREE_FOR_LAST)
        return g->rules.variant == CRIB_VARIANT_FIVE_CARD && g->deals == 1 &&
               g->pos == POS_DEAL && g->win_player == (g->dealer + 1) % g->players &&
               g->win_phase == CRIB_PHASE_START;
    if ((reason == CRIB_REASON_HEELS || reason == CRIB_REASON_CRIB) && g->win_player != g->dealer)
        return 0;
    uint32_t at = position_of(g, g->win_player, reason);
    if (at == NONE ? g->pos < POS_HAND : at != g->pos)
        return 0;
    return g->win_phase == phase_of(g, reason);
}

/* The caller may hand in any bytes: check every invariant the functions below keep. The
 * rules are as crib_game_init() takes them; the board has each side's rear peg at or
 * behind its front peg and every side short of the target but the winner's, which no
 * single peg can take past target + CRIB_GAME_MAX_TARGET - 1 (and under exactly, past the
 * target at all); the winner's fields are CRIB_NONE until the end and agree after it. */
int crib_game_valid(const crib_game *g)
{
    if (!rules_ok(&g->rules) || (g->rules.options & ~KNOWN_OPTIONS) ||
        g->players != crib_variants[g->rules.variant].players || g->dealer >= g->players ||
        g->deals == 0 || g->pos > POS_HAND + g->players || g->over > 1 ||
        !CRIB_ZERO_ARRAY(g->reserved))
        return 0;
    if (!g->over) {
        if (g->winner != NONE || g->win_player != NONE || g->win_reason != NONE ||
            g->win_phase != NONE)
            return 0;
    } else if (!win_ok(g)) {
        return 0;
    }
    uint32_t target = g->rules.target, sides = crib_sides_of(g->players);
    for (uint32_t s = 0; s < CRIB_GAME_MAX_SIDES; s++) {
        if (s >= sides) {
            if (g->front[s] || g->rear[s])
                return 0;
            continue;
        }
        uint32_t cap = target - 1;
        if (g->over && s == g->winner)
            cap = (g->rules.options & CRIB_OPT_EXACT) ? target : target - 1 + CRIB_GAME_MAX_TARGET;
        if (g->rear[s] > g->front[s] || g->front[s] > cap || g->rear[s] >= target)
            return 0;
        if (g->over && s == g->winner && g->front[s] < target)
            return 0;
    }
    return 1;
}

size_t crib_game_rules_size(void)
{
    return sizeof(crib_game_rules);
}

size_t crib_game_size(void)
{
    return sizeof(crib_game);
}

size_t crib_result_size(void)
{
    return sizeof(crib_result);
}

size_t crib_claim_size(void)
{
    return sizeof(crib_claim);
}

int32_t crib_game_rules_default(crib_game_rules *rules, uint32_t variant)
{
    if (!rules)
        return CRIB_ENULL;
    memset(rules, 0, sizeof *rules);
    if (variant >= CRIB_N_VARIANTS)
        return CRIB_ERANGE;
    rules->variant = variant;
    rules->target = crib_variants[variant].target;
    rules->ladder = CRIB_LADDER_NONE;
    rules->lurch_value = 2;
    rules->skunk_value = 2;
    rules->double_skunk_value = 3;
    rules->triple_skunk_value = 0;
    return CRIB_OK;
}

/* Moves the side's pegs and ends the game when the target is reached. */
static int move_pegs(crib_game *g, uint32_t player, uint32_t points, uint32_t reason,
                     uint32_t phase)
{
    uint32_t s = side_of(g, player);
    if (points == 0)
        return 0;
    g->rear[s] = g->front[s];
    g->front[s] += points;
    if (g->front[s] < g->rules.target)
        return 0;
    g->over = 1;
    g->winner = s;
    g->win_player = player;
    g->win_reason = reason;
    g->win_phase = phase;
    return 1;
}

int32_t crib_game_init(crib_game *game, const crib_game_rules *rules, uint32_t dealer)
{
    if (game)
        memset(game, 0, sizeof *game);
    if (!game || !rules)
        return CRIB_ENULL;
    if (!rules_ok(rules) || dealer >= crib_variants[rules->variant].players)
        return CRIB_ERANGE;
    if (rules->options & ~KNOWN_OPTIONS)
        return CRIB_EFLAGS;
    game->rules = *rules;
    game->players = crib_variants[rules->variant].players;
    game->dealer = dealer;
    game->deals = 1;
    game->pos = POS_DEAL;
    game->winner = NONE;
    game->win_player = NONE;
    game->win_reason = NONE;
    game->win_phase = NONE;
    if (rules->variant == CRIB_VARIANT_FIVE_CARD) {
        uint32_t pone = (dealer + 1) % game->players;
        uint32_t three = rules->options & CRIB_OPT_EXACT && rules->target < 3 ? 0 : 3;
        move_pegs(game, pone, three, CRIB_REASON_THREE_FOR_LAST, CRIB_PHASE_START);
    }
    return CRIB_OK;
}

int32_t crib_game_next_deal(crib_game *game)
{
    if (!game)
        return CRIB_ENULL;
    if (!crib_game_valid(game))
        return CRIB_ERANGE;
    if (game->over)
        return CRIB_EDONE;
    game->dealer = (game->dealer + 1) % game->players;
    game->pos = POS_DEAL;
    if (game->deals < INT32_MAX)
        game->deals++;
    return (int32_t)game->dealer;
}

/* The position a peg moves the order to, or NONE for one that keeps it (muggins and the
 * penalty). */
static uint32_t position_of(const crib_game *g, uint32_t player, uint32_t reason)
{
    switch (reason) {
    case CRIB_REASON_HEELS: return POS_HEELS;
    case CRIB_REASON_PLAY:
    case CRIB_REASON_GO: return POS_PLAY;
    case CRIB_REASON_HAND: return POS_HAND + (player + g->players - g->dealer - 1) % g->players;
    case CRIB_REASON_CRIB: return POS_HAND + g->players;
    default: return NONE;
    }
}

static int32_t check_peg(const crib_game *g, uint32_t player, uint32_t points, uint32_t reason)
{
    if (!g)
        return CRIB_ENULL;
    if (!crib_game_valid(g) || player >= g->players || reason < CRIB_REASON_HEELS ||
        reason > CRIB_REASON_PENALTY || points > CRIB_GAME_MAX_TARGET)
        return CRIB_ERANGE;
    if (g->over)
        return CRIB_EDONE;
    if ((reason == CRIB_REASON_HEELS || reason == CRIB_REASON_CRIB) && player != g->dealer)
        return CRIB_ETURN;
    uint32_t to = position_of(g, player, reason);
    if (to == NONE)
        return g->pos >= POS_HAND ? CRIB_OK : CRIB_EORDER;
    /* Heels comes once; every later stage may peg again at its own position. */
    if (to < g->pos || (reason == CRIB_REASON_HEELS && g->pos == POS_HEELS))
        return CRIB_EORDER;
    return CRIB_OK;
}

/* The points the options let through: all of them, or none. */
static uint32_t allowed(const crib_game *g, uint32_t side, uint32_t points, uint32_t reason)
{
    uint32_t options = g->rules.options, target = g->rules.target, score = g->front[side];
    if ((options & CRIB_OPT_NO_HEELS_NEAR) && reason == CRIB_REASON_HEELS && target - score <= 5)
        return 0;
    if ((options & CRIB_OPT_NO_GO_OUT) && reason == CRIB_REASON_GO && score + points >= target)
        return 0;
    if ((options & CRIB_OPT_EXACT) && score + points > target)
        return 0;
    return points;
}

static uint32_t phase_of(const crib_game *g, uint32_t reason)
{
    switch (reason) {
    case CRIB_REASON_HEELS: return CRIB_PHASE_HEELS;
    case CRIB_REASON_PLAY:
    case CRIB_REASON_GO: return CRIB_PHASE_PLAY;
    case CRIB_REASON_HAND: return CRIB_PHASE_SHOW_HAND;
    case CRIB_REASON_CRIB: return CRIB_PHASE_SHOW_CRIB;
    default: return g->pos == POS_HAND + g->players ? CRIB_PHASE_SHOW_CRIB : CRIB_PHASE_SHOW_HAND;
    }
}

int32_t crib_game_peg(crib_game *game, uint32_t player, uint32_t points, uint32_t reason,
                      uint32_t *pegged)
{
    if (pegged)
        *pegged = 0;
    int32_t rc = check_peg(game, player, points, reason);
    if (rc != CRIB_OK)
        return rc;
    uint32_t to = position_of(game, player, reason);
    if (to != NONE)
        game->pos = to;
    uint32_t p = allowed(game, side_of(game, player), points, reason);
    if (pegged)
        *pegged = p;
    return move_pegs(game, player, p, reason, phase_of(game, reason));
}

/* Pegs one part of a claim unless the game has ended; returns what was pegged. */
static uint32_t peg_part(crib_game *g, uint32_t player, uint32_t points, uint32_t reason)
{
    uint32_t p = 0;
    if (!g->over)
        crib_game_peg(g, player, points, reason, &p);
    return p;
}

int32_t crib_game_claim(crib_game *game, uint32_t player, uint32_t flags, uint32_t claimed,
                        uint32_t actual, crib_claim *out)
{
    if (out)
        memset(out, 0, sizeof *out);
    if (!game)
        return CRIB_ENULL;
    if (flags & ~CRIB_SCORE_CRIB)
        return CRIB_EFLAGS;
    uint32_t reason = flags == CRIB_SCORE_CRIB ? CRIB_REASON_CRIB : CRIB_REASON_HAND;
    int32_t rc = check_peg(game, player, 0, reason);
    if (rc != CRIB_OK)
        return rc;
    if (actual > CRIB_SCORE_MAX || (claimed > CRIB_GAME_MAX_TARGET && claimed != CRIB_CLAIM_ALL))
        return CRIB_ERANGE;
    crib_claim c;
    memset(&c, 0, sizeof c);
    c.player = player;
    c.opponent = (player + 1) % game->players;
    c.claimed = claimed == CRIB_CLAIM_ALL ? actual : claimed;
    c.actual = actual;
    c.missed = c.claimed < actual ? actual - c.claimed : 0;
    c.over_claimed = c.claimed > actual ? c.claimed - actual : 0;
    c.pegged = peg_part(game, player, c.claimed - c.over_claimed, reason);
    if (c.missed && (game->rules.options & CRIB_OPT_MUGGINS))
        c.muggins = peg_part(game, c.opponent, c.missed, CRIB_REASON_MUGGINS);
    if (c.over_claimed && (game->rules.options & CRIB_OPT_OVERCLAIM))
        c.penalty = peg_part(game, c.opponent, 2, CRIB_REASON_PENALTY);
    c.ended = game->over;
    if (out)
        *out = c;
    return (int32_t)c.ended;
}

int32_t crib_game_over(const crib_game *game)
{
    if (!game)
        return CRIB_ENULL;
    return crib_game_valid(game) ? (int32_t)game->over : CRIB_ERANGE;
}

int32_t crib_game_board(const crib_game *game, uint32_t side, uint32_t *front, uint32_t *rear)
{
    if (front)
        *front = 0;
    if (rear)
        *rear = 0;
    if (!game || !front || !rear)
        return CRIB_ENULL;
    if (!crib_game_valid(game) || side >= crib_sides_of(game->players))
        return CRIB_ERANGE;
    *front = game->front[side];
    *rear = game->rear[side];
    return (int32_t)*front;
}

int32_t crib_game_side(const crib_game *game, uint32_t player)
{
    if (!game)
        return CRIB_ENULL;
    if (!crib_game_valid(game) || player >= game->players)
        return CRIB_ERANGE;
    return (int32_t)side_of(game, player);
}

/* A loser's level on the ladder. Thresholds below 1 cannot be met by a score. */
static uint32_t level_of(const crib_game_rules *r, uint32_t score)
{
    uint32_t t = r->target;
    if (r->ladder == CRIB_LADDER_LURCH)
        return score < (t + 1) / 2 ? CRIB_LEVEL_LURCH : CRIB_LEVEL_NONE;
    if (r->ladder != CRIB_LADDER_SKUNK)
        return CRIB_LEVEL_NONE;
    if (t > 90 && score < t - 90)
        return CRIB_LEVEL_TRIPLE_SKUNK;
    if (t > 60 && score < t - 60)
        return CRIB_LEVEL_DOUBLE_SKUNK;
    if (t > 30 && score < t - 30)
        return CRIB_LEVEL_SKUNK;
    return CRIB_LEVEL_NONE;
}

static uint32_t value_of(const crib_game_rules *r, uint32_t level)
{
    switch (level) {
    case CRIB_LEVEL_LURCH: return r->lurch_value;
    case CRIB_LEVEL_SKUNK: return r->skunk_value;
    case CRIB_LEVEL_DOUBLE_SKUNK: return r->double_skunk_value;
    case CRIB_LEVEL_TRIPLE_SKUNK:
        return r->triple_skunk_value ? r->triple_skunk_value : r->double_skunk_value;
    default: return 1;
    }
}

int32_t crib_game_result(const crib_game *game, crib_result *out)
{
    if (out)
        memset(out, 0, sizeof *out);
    if (!game || !out)
        return CRIB_ENULL;
    if (!crib_game_valid(game))
        return CRIB_ERANGE;
    out->over = game->over;
    out->winner = game->winner;
    out->player = game->win_player;
    out->phase = game->win_phase;
    out->reason = game->win_reason;
    out->sides = crib_sides_of(game->players);
    for (uint32_t s = 0; s < out->sides; s++) {
        out->score[s] = game->front[s];
        if (!game->over || s == game->winner)
            continue;
        uint32_t level = level_of(&game->rules, game->front[s]);
        /* The triple skunk counts as the double where the caller has none. */
        if (level == CRIB_LEVEL_TRIPLE_SKUNK && !game->rules.triple_skunk_value)
            level = CRIB_LEVEL_DOUBLE_SKUNK;
        out->level[s] = level;
        out->value[s] = value_of(&game->rules, level);
        out->total_value += out->value[s];
    }
    return CRIB_OK;
}

/* The three reads of a game's numbers share their checks. */
static int32_t game_number(const crib_game *game, uint32_t value)
{
    if (!game)
        return CRIB_ENULL;
    return crib_game_valid(game) ? (int32_t)value : CRIB_ERANGE;
}

int32_t crib_game_players(const crib_game *game)
{
    return game_number(game, game ? game->players : 0);
}

int32_t crib_game_dealer(const crib_game *game)
{
    return game_number(game, game ? game->dealer : 0);
}

int32_t crib_game_deals(const crib_game *game)
{
    return game_number(game, game ? game->deals : 0);
}
