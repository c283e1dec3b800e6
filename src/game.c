/* SPDX-License-Identifier: MIT */
/* The game: the board, the strict order of scoring, the end, the ladder, claims. */
#include "game.h"

#include "bits.h"
#include "ladder.h"
#include "show.h"
#include "variant.h"

#include <string.h>

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
    return v >= min && v <= CRIB_GAME_MAX_VALUE;
}

/* The peggers of the four-handed game: none, or one player of each side (bits 0 and 2 are
 * side 0, bits 1 and 3 side 1). */
static int peggers_ok(const crib_game_rules *r)
{
    uint32_t m = r->peggers;
    if (m == 0)
        return 1;
    uint32_t side0 = m & 5u, side1 = m & 10u;
    return r->variant == CRIB_VARIANT_FOUR && !(m & ~15u) && (side0 == 1u || side0 == 4u) &&
           (side1 == 2u || side1 == 8u);
}

/* The rules' range checks, apart from the option bits (which have their own code). */
static int rules_ok(const crib_game_rules *r)
{
    return r->variant < CRIB_N_VARIANTS && r->target >= 1 && r->target <= CRIB_GAME_MAX_TARGET &&
           r->ladder <= CRIB_LADDER_SKUNK && value_ok(r->lurch_value, 1) &&
           value_ok(r->skunk_value, 1) && value_ok(r->double_skunk_value, 1) &&
           value_ok(r->triple_skunk_value, 0) && peggers_ok(r) && CRIB_ZERO_ARRAY(r->reserved);
}

#define KNOWN_OPTIONS                                                                              \
    (CRIB_OPT_NO_GO_OUT | CRIB_OPT_NO_HEELS_NEAR | CRIB_OPT_EXACT | CRIB_OPT_MUGGINS |             \
     CRIB_OPT_OVERPEG | CRIB_OPT_NO_GO_OUT_31 | CRIB_OPT_EXACT_ITEMS | CRIB_OPT_MUGGINS_PLAY |     \
     CRIB_OPT_FAILURE | CRIB_OPT_FAILURE_EACH | CRIB_OPT_FIVE_FULL_PLAY |                          \
     CRIB_OPT_CUT_TENS_EQUAL | CRIB_OPT_NO_CUT | CRIB_OPT_PAIRS_FIRST | CRIB_OPT_LET_STAND |       \
     CRIB_OPT_TWO_WRONG)

/* Each reading of a rule, and the rule it needs. */
static const uint32_t k_readings[][2] = {
    {CRIB_OPT_NO_GO_OUT_31, CRIB_OPT_NO_GO_OUT},  {CRIB_OPT_EXACT_ITEMS, CRIB_OPT_EXACT},
    {CRIB_OPT_MUGGINS_PLAY, CRIB_OPT_MUGGINS},    {CRIB_OPT_FAILURE_EACH, CRIB_OPT_FAILURE},
    {CRIB_OPT_PAIRS_FIRST, CRIB_OPT_EXACT_ITEMS},
};

/* Options of rival texts that cannot both be followed. */
#define RIVALS (CRIB_OPT_LET_STAND | CRIB_OPT_TWO_WRONG)

/* The option bits: all known, each reading with its rule, the five-card game's own option
 * in that game only, no two rivals. */
static int options_ok(const crib_game_rules *r)
{
    uint32_t o = r->options;
    if ((o & ~KNOWN_OPTIONS) ||
        ((o & CRIB_OPT_FIVE_FULL_PLAY) && r->variant != CRIB_VARIANT_FIVE_CARD) ||
        (o & RIVALS) == RIVALS)
        return 0;
    for (size_t i = 0; i < sizeof k_readings / sizeof k_readings[0]; i++)
        if ((o & k_readings[i][0]) && !(o & k_readings[i][1]))
            return 0;
    return 1;
}

int32_t crib_rules_check(const crib_game_rules *r)
{
    if (!rules_ok(r))
        return CRIB_ERANGE;
    return options_ok(r) ? CRIB_OK : CRIB_EFLAGS;
}

/* The order-of-scoring position and phase functions, used by the check below. */
static uint32_t position_of(const crib_game *g, uint32_t player, uint32_t reason);
static uint32_t phase_of(const crib_game *g, uint32_t reason);

/* The winner's fields of a game that is over agree with each other and with the order of
 * scoring: the winning player is on the winning side, heels and the crib are the dealer's,
 * a peg that moves the order left it where the winning points were pegged (muggins comes
 * no sooner than the play), the phase is the one of the reason there, and the five-card
 * game's three came before any deal. */
static int win_ok(const crib_game *g)
{
    uint32_t reason = g->win_reason;
    if (g->winner >= crib_sides_of(g->players) || g->win_player >= g->players ||
        side_of(g, g->win_player) != g->winner || reason < CRIB_REASON_THREE_FOR_LAST ||
        reason > CRIB_REASON_CORRECTION)
        return 0;
    if (reason == CRIB_REASON_THREE_FOR_LAST)
        return g->rules.variant == CRIB_VARIANT_FIVE_CARD && g->deals == 1 && g->pos == POS_DEAL &&
               g->win_player == (g->dealer + 1) % g->players && g->win_phase == CRIB_PHASE_START;
    if ((reason == CRIB_REASON_HEELS || reason == CRIB_REASON_CRIB) && g->win_player != g->dealer)
        return 0;
    uint32_t at = position_of(g, g->win_player, reason);
    if (at == CRIB_NONE ? reason == CRIB_REASON_MUGGINS && g->pos < POS_PLAY : at != g->pos)
        return 0;
    return g->win_phase == phase_of(g, reason);
}

/* Each side's rear peg is at or behind its front peg and short of the target; every front
 * peg is short of it too but the winner's, which no single peg takes past
 * target + CRIB_GAME_MAX_TARGET - 1 (and under exactly, past the target at all). */
static int board_ok(const crib_game *g)
{
    uint32_t target = g->rules.target, sides = crib_sides_of(g->players);
    for (uint32_t s = 0; s < CRIB_GAME_MAX_SIDES; s++) {
        uint32_t low = 0, high = target - 1;
        if (s >= sides) {
            high = 0;
        } else if (g->over && s == g->winner) {
            low = target;
            high = (g->rules.options & CRIB_OPT_EXACT) ? target : target - 1 + CRIB_GAME_MAX_TARGET;
        }
        if (g->front[s] < low || g->front[s] > high || g->rear[s] > g->front[s] ||
            g->rear[s] >= target)
            return 0;
    }
    return 1;
}

/* The deal passes to the left once a deal: the dealer is the first dealer's (deals - 1)th
 * left-hand neighbour, for as long as the deals are counted. */
static int dealers_ok(const crib_game *g)
{
    if (g->dealer >= g->players || g->first_dealer >= g->players || g->deals == 0)
        return 0;
    return g->deals == INT32_MAX ||
           g->dealer == (g->first_dealer + (g->deals - 1) % g->players) % g->players;
}

/* The caller may hand in any bytes: check every invariant the functions below keep: the
 * rules as crib_game_init() takes them, the players, dealers and order in range, the board
 * (board_ok), and the winner's fields CRIB_NONE until the end and in agreement after it.
 * The count of deals stops at INT32_MAX, so that crib_game_deals() never answers a
 * negative number, which would read as an error code. */
int crib_game_valid(const crib_game *g)
{
    if (!rules_ok(&g->rules) || !options_ok(&g->rules) ||
        g->players != crib_variants[g->rules.variant].players || !dealers_ok(g) ||
        g->deals > INT32_MAX || g->pos > POS_HAND + g->players || g->over > 1 ||
        !CRIB_ZERO_ARRAY(g->reserved))
        return 0;
    if (g->over ? !win_ok(g)
                : g->winner != CRIB_NONE || g->win_player != CRIB_NONE ||
                      g->win_reason != CRIB_NONE || g->win_phase != CRIB_NONE)
        return 0;
    return board_ok(g);
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

void crib_game_rules_default_unchecked(crib_game_rules *rules, uint32_t variant)
{
    memset(rules, 0, sizeof *rules);
    rules->variant = variant;
    rules->target = crib_variants[variant].target;
    rules->ladder = CRIB_LADDER_NONE;
    rules->lurch_value = LADDER_DEFAULT_LURCH;
    rules->skunk_value = LADDER_DEFAULT_SKUNK;
    rules->double_skunk_value = LADDER_DEFAULT_DOUBLE_SKUNK;
    rules->triple_skunk_value = LADDER_DEFAULT_TRIPLE_SKUNK;
}

int32_t crib_game_rules_default(crib_game_rules *rules, uint32_t variant)
{
    if (!rules)
        return CRIB_ENULL;
    if (variant >= CRIB_N_VARIANTS) {
        memset(rules, 0, sizeof *rules);
        return CRIB_ERANGE;
    }
    crib_game_rules_default_unchecked(rules, variant);
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

void crib_game_init_unchecked(crib_game *game, const crib_game_rules *rules, uint32_t dealer)
{
    memset(game, 0, sizeof *game);
    game->rules = *rules;
    game->players = crib_variants[rules->variant].players;
    game->dealer = dealer;
    game->first_dealer = dealer;
    game->deals = 1;
    game->pos = POS_DEAL;
    game->winner = CRIB_NONE;
    game->win_player = CRIB_NONE;
    game->win_reason = CRIB_NONE;
    game->win_phase = CRIB_NONE;
    if (rules->variant == CRIB_VARIANT_FIVE_CARD) {
        uint32_t pone = (dealer + 1) % game->players;
        uint32_t three = rules->options & CRIB_OPT_EXACT && rules->target < 3 ? 0 : 3;
        move_pegs(game, pone, three, CRIB_REASON_THREE_FOR_LAST, CRIB_PHASE_START);
    }
}

int32_t crib_game_init(crib_game *game, const crib_game_rules *rules, uint32_t dealer)
{
    if (game)
        memset(game, 0, sizeof *game);
    if (!game || !rules)
        return CRIB_ENULL;
    if (!rules_ok(rules) || dealer >= crib_variants[rules->variant].players)
        return CRIB_ERANGE;
    if (!options_ok(rules))
        return CRIB_EFLAGS;
    crib_game_init_unchecked(game, rules, dealer);
    return CRIB_OK;
}

void crib_game_next_deal_unchecked(crib_game *game)
{
    game->dealer = (game->dealer + 1) % game->players;
    game->pos = POS_DEAL;
    if (game->deals < INT32_MAX)
        game->deals++;
}

void crib_game_redeal_unchecked(crib_game *game)
{
    game->pos = POS_DEAL;
}

void crib_game_reach_play_unchecked(crib_game *game)
{
    if (game->pos < POS_PLAY)
        game->pos = POS_PLAY;
}

int32_t crib_game_next_deal(crib_game *game)
{
    if (!game)
        return CRIB_ENULL;
    if (!crib_game_valid(game))
        return CRIB_ERANGE;
    if (game->over)
        return CRIB_EDONE;
    crib_game_next_deal_unchecked(game);
    return (int32_t)game->dealer;
}

/* The position a peg moves the order to, or CRIB_NONE for one that keeps it (muggins, a
 * penalty, a correction). */
static uint32_t position_of(const crib_game *g, uint32_t player, uint32_t reason)
{
    switch (reason) {
    case CRIB_REASON_HEELS: return POS_HEELS;
    case CRIB_REASON_PLAY:
    case CRIB_REASON_GO: return POS_PLAY;
    case CRIB_REASON_HAND: return POS_HAND + (player + g->players - g->dealer - 1) % g->players;
    case CRIB_REASON_CRIB: return POS_HAND + g->players;
    default: return CRIB_NONE;
    }
}

/* The checks of a peg on a whole game: the arguments, the end, the order of scoring. */
static int32_t peg_refusal(const crib_game *g, uint32_t player, uint32_t points, uint32_t reason)
{
    if (player >= g->players || reason < CRIB_REASON_HEELS || reason > CRIB_REASON_CORRECTION ||
        points > CRIB_GAME_MAX_TARGET)
        return CRIB_ERANGE;
    if (g->over)
        return CRIB_EDONE;
    if ((reason == CRIB_REASON_HEELS || reason == CRIB_REASON_CRIB) && player != g->dealer)
        return CRIB_ETURN;
    uint32_t to = position_of(g, player, reason);
    if (to == CRIB_NONE)
        return reason == CRIB_REASON_MUGGINS && g->pos < POS_PLAY ? CRIB_EORDER : CRIB_OK;
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

/* The phase of a peg that keeps the order: the phase the deal has reached. */
static uint32_t phase_at(const crib_game *g)
{
    switch (g->pos) {
    case POS_DEAL: return CRIB_PHASE_DEAL;
    case POS_HEELS: return CRIB_PHASE_HEELS;
    case POS_PLAY: return CRIB_PHASE_PLAY;
    default: return g->pos == POS_HAND + g->players ? CRIB_PHASE_SHOW_CRIB : CRIB_PHASE_SHOW_HAND;
    }
}

static uint32_t phase_of(const crib_game *g, uint32_t reason)
{
    switch (reason) {
    case CRIB_REASON_HEELS: return CRIB_PHASE_HEELS;
    case CRIB_REASON_PLAY:
    case CRIB_REASON_GO: return CRIB_PHASE_PLAY;
    case CRIB_REASON_HAND: return CRIB_PHASE_SHOW_HAND;
    case CRIB_REASON_CRIB: return CRIB_PHASE_SHOW_CRIB;
    default: return phase_at(g);
    }
}

int32_t crib_game_peg_unchecked(crib_game *game, uint32_t player, uint32_t points, uint32_t reason,
                                uint32_t *pegged)
{
    if (pegged)
        *pegged = 0;
    int32_t rc = peg_refusal(game, player, points, reason);
    if (rc != CRIB_OK)
        return rc;
    uint32_t to = position_of(game, player, reason);
    if (to != CRIB_NONE)
        game->pos = to;
    uint32_t p = allowed(game, side_of(game, player), points, reason);
    if (pegged)
        *pegged = p;
    return move_pegs(game, player, p, reason, phase_of(game, reason));
}

int32_t crib_game_peg(crib_game *game, uint32_t player, uint32_t points, uint32_t reason,
                      uint32_t *pegged)
{
    if (pegged)
        *pegged = 0;
    if (!game)
        return CRIB_ENULL;
    if (!crib_game_valid(game))
        return CRIB_ERANGE;
    return crib_game_peg_unchecked(game, player, points, reason, pegged);
}

/* Pegs one part of a claim unless the game has ended; returns what was pegged. */
static uint32_t peg_part(crib_game *g, uint32_t player, uint32_t points, uint32_t reason)
{
    uint32_t p = 0;
    if (!g->over && crib_game_peg_unchecked(g, player, points, reason, &p) < 0)
        p = 0; /* no piece of a checked claim is refused: the game is not over */
    return p;
}

/* A score as the pieces that are pegged one crib_game_peg() call each: its items, under
 * CRIB_OPT_EXACT_ITEMS; otherwise one piece for each run of items of one reason, so that
 * a card's combinations move the pegs once and its point for last once more, as they
 * always have. */
#define MAX_PIECES (CRIB_SCORE_MAX_ITEMS + 2)

typedef struct pieces {
    uint32_t n, total;
    uint32_t points[MAX_PIECES];
    uint32_t reason[MAX_PIECES];
} pieces;

static void piece_add(pieces *ps, int by_item, uint32_t points, uint32_t reason)
{
    ps->total += points;
    if (!by_item && ps->n > 0 && ps->reason[ps->n - 1] == reason) {
        ps->points[ps->n - 1] += points;
    } else if (ps->n < MAX_PIECES) {
        ps->points[ps->n] = points;
        ps->reason[ps->n] = reason;
        ps->n++;
    }
}

static int by_item(const crib_game *g)
{
    return (g->rules.options & CRIB_OPT_EXACT_ITEMS) != 0;
}

/* Pegs points from .. from + count of a score for a player, as one score: each piece's
 * share, with the piece's reason (or `reason`, for muggins). Exactly read whole refuses
 * the whole share when it would pass the target; read item by item, crib_game_peg()
 * refuses each piece alone. Returns the points pegged. */
static uint32_t peg_score(crib_game *g, uint32_t player, const pieces *ps, uint32_t from,
                          uint32_t count, uint32_t reason)
{
    uint32_t options = g->rules.options, pegged = 0, at = 0;
    if (count == 0 || g->over)
        return 0;
    if ((options & CRIB_OPT_EXACT) && !(options & CRIB_OPT_EXACT_ITEMS) &&
        g->front[side_of(g, player)] + count > g->rules.target)
        return 0;
    for (uint32_t i = 0; i < ps->n; i++) {
        uint32_t end = at + ps->points[i];
        uint32_t lo = at > from ? at : from, hi = end < from + count ? end : from + count;
        if (hi > lo)
            pegged += peg_part(g, player, hi - lo, reason ? reason : ps->reason[i]);
        at = end;
    }
    return pegged;
}

/* Pegs a claim of a score: the claimant's share, the claim corrected down to the true
 * total (an over-claim is only corrected: Hoyle, 004), then, when muggins applies, the
 * points missed for the opponent. */
static void claim_score(crib_game *g, crib_claim *c, const pieces *ps, uint32_t claimed,
                        int muggins)
{
    uint32_t actual = ps->total;
    c->claimed = claimed == CRIB_CLAIM_ALL ? actual : claimed;
    c->actual = actual;
    c->missed = c->claimed < actual ? actual - c->claimed : 0;
    c->over_claimed = c->claimed > actual ? c->claimed - actual : 0;
    uint32_t share = c->claimed - c->over_claimed;
    c->pegged = peg_score(g, c->player, ps, 0, share, 0);
    if (c->missed && muggins)
        c->muggins = peg_score(g, c->opponent, ps, share, c->missed, CRIB_REASON_MUGGINS);
    c->ended = g->over;
}

static int claimed_ok(uint32_t claimed)
{
    return claimed <= CRIB_GAME_MAX_TARGET || claimed == CRIB_CLAIM_ALL;
}

/* The checks of a claim in the show, in the documented order; the reason in *reason. */
static int32_t check_show(const crib_game *g, uint32_t player, uint32_t flags, uint32_t *reason)
{
    if (!g)
        return CRIB_ENULL;
    if (flags & ~CRIB_SCORE_CRIB)
        return CRIB_EFLAGS;
    *reason = flags == CRIB_SCORE_CRIB ? CRIB_REASON_CRIB : CRIB_REASON_HAND;
    if (!crib_game_valid(g))
        return CRIB_ERANGE;
    return peg_refusal(g, player, 0, *reason);
}

/* A checked claim in the show: the order reaches the hand even for nothing claimed. */
static int32_t show_claim(crib_game *g, uint32_t player, uint32_t reason, uint32_t claimed,
                          const pieces *ps, crib_claim *out)
{
    crib_claim c;
    memset(&c, 0, sizeof c);
    c.player = player;
    c.opponent = (player + 1) % g->players;
    int32_t rc = crib_game_peg_unchecked(g, player, 0, reason, NULL);
    if (rc < 0)
        return rc;
    claim_score(g, &c, ps, claimed, (g->rules.options & CRIB_OPT_MUGGINS) != 0);
    if (out)
        *out = c;
    return (int32_t)c.ended;
}

int32_t crib_game_claim(crib_game *game, uint32_t player, uint32_t flags, uint32_t claimed,
                        uint32_t actual, crib_claim *out)
{
    if (out)
        memset(out, 0, sizeof *out);
    uint32_t reason = 0;
    int32_t rc = check_show(game, player, flags, &reason);
    if (rc != CRIB_OK)
        return rc;
    if (actual > CRIB_SCORE_MAX || !claimed_ok(claimed))
        return CRIB_ERANGE;
    pieces ps;
    memset(&ps, 0, sizeof ps);
    piece_add(&ps, 1, actual, reason);
    return show_claim(game, player, reason, claimed, &ps, out);
}

/* The kinds of the show in the order that CRIB_OPT_PAIRS_FIRST announces them. */
static const uint8_t k_pairs_first[] = {CRIB_ITEM_FIFTEEN, CRIB_ITEM_PAIR, CRIB_ITEM_RUN,
                                        CRIB_ITEM_FLUSH, CRIB_ITEM_NOBS};

/* A score's items as the pieces of a claim in the show, in the claimant's order when there
 * is one; else in the score's order, the customary one, with the pairs before the runs
 * under CRIB_OPT_PAIRS_FIRST. */
static void show_pieces(const crib_game *g, const crib_score *score, uint32_t reason,
                        const uint8_t *order, pieces *ps)
{
    int items = by_item(g);
    memset(ps, 0, sizeof *ps);
    if (order) {
        for (uint32_t i = 0; i < score->n_items; i++)
            piece_add(ps, items, score->items[order[i]].points, reason);
    } else if (g->rules.options & CRIB_OPT_PAIRS_FIRST) {
        for (size_t k = 0; k < sizeof k_pairs_first; k++)
            for (uint32_t i = 0; i < score->n_items; i++)
                if (score->items[i].kind == k_pairs_first[k])
                    piece_add(ps, items, score->items[i].points, reason);
    } else {
        for (uint32_t i = 0; i < score->n_items; i++)
            piece_add(ps, items, score->items[i].points, reason);
    }
}

int crib_items_order_ok(const crib_score *score, const uint8_t *order, size_t n)
{
    uint64_t seen = 0;
    if (n != score->n_items)
        return 0;
    for (size_t i = 0; i < n; i++) {
        if (order[i] >= n || ((seen >> order[i]) & 1u))
            return 0;
        seen |= UINT64_C(1) << order[i];
    }
    return 1;
}

int32_t crib_game_claim_score_unchecked(crib_game *game, uint32_t player, uint32_t flags,
                                        uint32_t claimed, const crib_score *score,
                                        const uint8_t *order, crib_claim *out)
{
    memset(out, 0, sizeof *out);
    uint32_t reason = flags == CRIB_SCORE_CRIB ? CRIB_REASON_CRIB : CRIB_REASON_HAND;
    int32_t rc = peg_refusal(game, player, 0, reason);
    if (rc != CRIB_OK)
        return rc;
    if (!claimed_ok(claimed))
        return CRIB_ERANGE;
    pieces ps;
    show_pieces(game, score, reason, order, &ps);
    return show_claim(game, player, reason, claimed, &ps, out);
}

int32_t crib_game_claim_score(crib_game *game, uint32_t player, uint32_t flags, uint32_t claimed,
                              const crib_score *score, crib_claim *out)
{
    if (out)
        memset(out, 0, sizeof *out);
    if (!score)
        return CRIB_ENULL;
    uint32_t reason = 0;
    int32_t rc = check_show(game, player, flags, &reason);
    if (rc != CRIB_OK)
        return rc;
    if (!crib_score_consistent(score) || score->total > CRIB_SCORE_MAX || !claimed_ok(claimed))
        return CRIB_ERANGE;
    pieces ps;
    show_pieces(game, score, reason, NULL, &ps);
    return show_claim(game, player, reason, claimed, &ps, out);
}

int32_t crib_game_claim_items(crib_game *game, uint32_t player, uint32_t flags, uint32_t claimed,
                              const crib_score *score, const uint8_t *order, size_t n,
                              crib_claim *out)
{
    if (out)
        memset(out, 0, sizeof *out);
    if (!score || (!order && n > 0))
        return CRIB_ENULL;
    uint32_t reason = 0;
    int32_t rc = check_show(game, player, flags, &reason);
    if (rc != CRIB_OK)
        return rc;
    if (!crib_score_consistent(score) || score->total > CRIB_SCORE_MAX || !claimed_ok(claimed) ||
        !crib_items_order_ok(score, order, n))
        return CRIB_ERANGE;
    pieces ps;
    show_pieces(game, score, reason, order, &ps);
    return show_claim(game, player, reason, claimed, &ps, out);
}

/* Whether an item of the play has the points its kind and size give. */
static int play_item_ok(const crib_item *it)
{
    switch (it->kind) {
    case CRIB_ITEM_FIFTEEN:
    case CRIB_ITEM_THIRTY_ONE: return it->points == 2;
    case CRIB_ITEM_PAIR: return it->points == 2 || it->points == 6 || it->points == 12;
    case CRIB_ITEM_RUN: return it->points >= 3 && it->points <= 7;
    case CRIB_ITEM_GO: return it->points == 1;
    default: return 0;
    }
}

/* The items of a card in the play: known kinds, in order, adding up to the total. */
static int play_items_ok(const crib_peg *s)
{
    uint32_t sum = 0;
    int last_kind = 0;
    if (s->n_items > CRIB_PEG_MAX_ITEMS || !CRIB_ZERO_ARRAY(s->reserved))
        return 0;
    for (uint32_t i = 0; i < s->n_items; i++) {
        if (!play_item_ok(&s->items[i]) || s->items[i].kind <= last_kind)
            return 0;
        last_kind = s->items[i].kind;
        sum += s->items[i].points;
    }
    return sum == s->total;
}

/* A penalty only for a go under CRIB_OPT_FAILURE, for the player at the offender's left:
 * 2, or under CRIB_OPT_FAILURE_EACH 2 for each of the cards a hand can lose. */
static int penalty_ok(const crib_game *g, const crib_play_event *ev)
{
    uint32_t options = g->rules.options;
    if (ev->penalty == 0)
        return ev->penalty_to == CRIB_NONE;
    if (!(options & CRIB_OPT_FAILURE) || ev->card != CRIB_NONE ||
        ev->penalty_to != (ev->player + 1) % g->players)
        return 0;
    if (options & CRIB_OPT_FAILURE_EACH)
        return ev->penalty % 2 == 0 && ev->penalty <= 2 * CRIB_CARDS;
    return ev->penalty == 2;
}

/* An event the play engine could have filled for this game's players and options. */
static int event_ok(const crib_game *g, const crib_play_event *ev)
{
    if (ev->player >= g->players || ev->reserved || ev->points != ev->score.total ||
        ev->points > 15 || !play_items_ok(&ev->score) || !penalty_ok(g, ev))
        return 0;
    if (ev->points == 0)
        return ev->scorer == CRIB_NONE && ev->side == CRIB_NONE;
    return ev->scorer < g->players && ev->side == side_of(g, ev->scorer);
}

/* A card's items as pieces: combinations for the play, the point for last for the go; a
 * 31 under CRIB_OPT_NO_GO_OUT_31 as 1 for the 31 and 1 for the go (004). */
static void play_pieces(const crib_game *g, const crib_peg *score, pieces *ps)
{
    int split = (g->rules.options & CRIB_OPT_NO_GO_OUT_31) != 0, items = by_item(g);
    memset(ps, 0, sizeof *ps);
    for (uint32_t i = 0; i < score->n_items; i++) {
        const crib_item *it = &score->items[i];
        if (it->kind == CRIB_ITEM_GO) {
            piece_add(ps, items, it->points, CRIB_REASON_GO);
        } else if (it->kind == CRIB_ITEM_THIRTY_ONE && split) {
            piece_add(ps, items, 1, CRIB_REASON_PLAY);
            piece_add(ps, items, 1, CRIB_REASON_GO);
        } else {
            piece_add(ps, items, it->points, CRIB_REASON_PLAY);
        }
    }
}

int32_t crib_game_claim_play_unchecked(crib_game *game, const crib_play_event *event,
                                       uint32_t claimed, crib_claim *out)
{
    memset(out, 0, sizeof *out);
    if (!claimed_ok(claimed))
        return CRIB_ERANGE;
    uint32_t who = event->points ? event->scorer : event->player;
    int32_t rc = peg_refusal(game, who, 0, CRIB_REASON_PLAY);
    if (rc != CRIB_OK)
        return rc;
    crib_claim c;
    memset(&c, 0, sizeof c);
    c.player = who;
    c.opponent = (who + 1) % game->players;
    /* The order of scoring reaches the play before any of its points, a penalty for a
     * failure to play included: a penalty that ends the game ends it in the play. */
    crib_game_reach_play_unchecked(game);
    if (event->penalty)
        c.penalty = peg_part(game, event->penalty_to, event->penalty, CRIB_REASON_PENALTY);
    pieces ps;
    play_pieces(game, &event->score, &ps);
    claim_score(game, &c, &ps, claimed, (game->rules.options & CRIB_OPT_MUGGINS_PLAY) != 0);
    *out = c;
    return (int32_t)c.ended;
}

int32_t crib_game_claim_play(crib_game *game, const crib_play_event *event, uint32_t claimed,
                             crib_claim *out)
{
    if (out)
        memset(out, 0, sizeof *out);
    if (!game || !event)
        return CRIB_ENULL;
    if (!crib_game_valid(game) || !event_ok(game, event) || !claimed_ok(claimed))
        return CRIB_ERANGE;
    crib_claim c;
    int32_t rc = crib_game_claim_play_unchecked(game, event, claimed, &c);
    if (rc >= 0 && out)
        *out = c;
    return rc;
}

/* crib_game_overpeg() on a whole game. */
static int32_t overpeg(crib_game *game, uint32_t player, uint32_t points, uint32_t *penalty)
{
    if (penalty)
        *penalty = 0;
    if (player >= game->players)
        return CRIB_ERANGE;
    if (game->over)
        return CRIB_EDONE;
    uint32_t s = side_of(game, player);
    if (points > game->front[s])
        return CRIB_ERANGE;
    game->front[s] -= points;
    if (game->rear[s] > game->front[s])
        game->rear[s] = game->front[s];
    uint32_t p = 0;
    if (game->rules.options & CRIB_OPT_OVERPEG)
        p = peg_part(game, (player + 1) % game->players, 2, CRIB_REASON_PENALTY);
    if (penalty)
        *penalty = p;
    return (int32_t)game->over;
}

int32_t crib_game_overpeg(crib_game *game, uint32_t player, uint32_t points, uint32_t *penalty)
{
    if (penalty)
        *penalty = 0;
    if (!game)
        return CRIB_ENULL;
    if (!crib_game_valid(game))
        return CRIB_ERANGE;
    return overpeg(game, player, points, penalty);
}

int32_t crib_game_opponent(const crib_game *game, uint32_t player)
{
    if (!game)
        return CRIB_ENULL;
    if (!crib_game_valid(game) || player >= game->players)
        return CRIB_ERANGE;
    return (int32_t)((player + 1) % game->players);
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

int32_t crib_game_result(const crib_game *game, crib_result *out)
{
    if (out)
        memset(out, 0, sizeof *out);
    if (!game || !out)
        return CRIB_ENULL;
    if (!crib_game_valid(game))
        return CRIB_ERANGE;
    crib_game_result_unchecked(game, out);
    return CRIB_OK;
}

void crib_game_result_unchecked(const crib_game *game, crib_result *out)
{
    memset(out, 0, sizeof *out);
    out->over = game->over;
    out->winner = game->winner;
    out->player = game->win_player;
    out->phase = game->win_phase;
    out->reason = game->win_reason;
    out->sides = crib_sides_of(game->players);
    out->players = game->players;
    out->first_dealer = game->first_dealer;
    for (uint32_t s = 0; s < out->sides; s++) {
        out->score[s] = game->front[s];
        if (!game->over || s == game->winner)
            continue;
        const crib_game_rules *r = &game->rules;
        uint32_t level = ladder_level(r->ladder, r->target, game->front[s]);
        /* The triple skunk counts as the double where the caller has none. */
        if (level == CRIB_LEVEL_TRIPLE_SKUNK && !game->rules.triple_skunk_value)
            level = CRIB_LEVEL_DOUBLE_SKUNK;
        out->level[s] = level;
        out->value[s] = ladder_value(level, r->lurch_value, r->skunk_value, r->double_skunk_value,
                                     r->triple_skunk_value);
        out->total_value += out->value[s];
    }
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
