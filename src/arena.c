/* SPDX-License-Identifier: MIT */
/* The arena: two sides on duplicate deals, stepped by the caller, each deal's points
 * recorded in its tally. Side A holds one seat (four-handed, one partnership) and moves
 * through the seats it can hold, one game each, on the same seed; side B holds the rest.
 * The tally's arithmetic is in tally.c, its statistics in summary.c. */
#include "bits.h"
#include "bot.h"
#include "deal.h"
#include "game.h"
#include "rng.h"
#include "tally.h"
#include "variant.h"
#include "view.h"

#include <string.h>

/* Where the arena stands (crib_arena.step): what it does next. */
enum { S_GAME, S_DEAL, S_DISCARD, S_CUT, S_PLAY, S_SHOW, S_END, S_DONE, N_STEPS };
/* A deal is mid-game when the leader began it more than this short of the target. */
#define MID_MARGIN 40u
#define KNOWN_FLAGS CRIB_ARENA_SINGLE
#define KNOWN_STOPS (CRIB_STOP_EVENTS | CRIB_STOP_GAME)

size_t crib_arena_size(void)
{
    return sizeof(crib_arena);
}

size_t crib_arena_config_size(void)
{
    return sizeof(crib_arena_config);
}

size_t crib_arena_event_size(void)
{
    return sizeof(crib_arena_event);
}

static int single(const crib_arena_config *c)
{
    return (c->flags & CRIB_ARENA_SINGLE) != 0;
}

static uint32_t players_of(const crib_arena_config *c)
{
    return crib_variants[c->rules.variant].players;
}

/* The games of a pair: one for each seat (four-handed, each partnership) side A can hold. */
static uint32_t pair_games(const crib_arena_config *c)
{
    return players_of(c) == 3 ? 3 : 2;
}

/* The games played from each seed. */
static uint32_t rotations(const crib_arena_config *c)
{
    return single(c) ? 1 : pair_games(c);
}

static uint32_t games_of(const crib_arena_config *c)
{
    return c->pairs * rotations(c);
}

/* The most side A can win or lose in a pair: each game at the largest value, won from both
 * losers three-handed. */
static int32_t max_pair_value(const crib_arena_config *c)
{
    return (int32_t)(pair_games(c) * (players_of(c) == 3 ? 2 : 1) * CRIB_GAME_MAX_VALUE);
}

/* The start score of a side of the board (a seat; four-handed, a partnership). */
static uint32_t start_of(const crib_arena_config *c, uint32_t board_side)
{
    return board_side < 2 ? c->start[board_side] : c->start_third;
}

static int level_ok(uint32_t level)
{
    return level < CRIB_BOT_LEVELS || level == CRIB_BOT_CALLER;
}

/* The checks of crib_arena_init() apart from the flags and the rules' options. */
static int config_ok(const crib_arena_config *c)
{
    if (crib_rules_check(&c->rules) != CRIB_OK || !CRIB_ZERO_ARRAY(c->reserved) || c->pairs == 0 ||
        (uint64_t)c->first_pair + c->pairs > UINT64_C(0x100000000) ||
        (uint64_t)c->pairs * rotations(c) > UINT32_MAX || !level_ok(c->level[0]) ||
        !level_ok(c->level[1]))
        return 0;
    uint32_t players = players_of(c), sides = crib_sides_of(players);
    if ((c->first_dealer >= players && c->first_dealer != CRIB_DEAL_CUT) ||
        (sides < 3 && c->start_third != 0))
        return 0;
    uint32_t head = c->rules.variant == CRIB_VARIANT_FIVE_CARD ? 3 : 0;
    for (uint32_t b = 0; b < sides; b++)
        if ((uint64_t)start_of(c, b) + head >= c->rules.target)
            return 0;
    return 1;
}

/* Side A's seat in this game: the game's place among its seed's games (four-handed, seat
 * s stands for the partnership of s and s + 2). The divisions are by constants: the arena
 * asks for a seat's side at every step. */
static uint32_t seat_a_of(const crib_arena *a)
{
    if (single(&a->config))
        return 0;
    return players_of(&a->config) == 3 ? a->game % 3 : a->game & 1;
}

/* The side of a seat of the game in progress (whose deal arena_ok() has checked). */
static uint32_t side_of_seat(const crib_arena *a, uint32_t seat)
{
    uint32_t players = a->deal.game.players, game = single(&a->config) ? 0 : a->game;
    if (players == 2)
        return seat != (game & 1);
    return players == 3 ? seat != game % 3 : (seat ^ game) & 1;
}

static uint64_t pair_seed(const crib_arena *a)
{
    uint32_t game = a->game;
    uint32_t pair = single(&a->config) ? game : players_of(&a->config) == 3 ? game / 3 : game / 2;
    return a->config.seed + a->config.first_pair + pair;
}

/* The seat after seat in the order of play. */
static uint32_t next_seat(uint32_t seat, uint32_t players)
{
    return seat + 1 < players ? seat + 1 : 0;
}

/* ---- The seats' packed state (crib.h's crib_arena) ---------------------------------------- */

/* What seat's gos have shown in this deal: a byte of min_value[]. */
static uint32_t min_value_of(const crib_arena *a, uint32_t seat)
{
    return (a->min_value[seat % 2] >> (8 * (seat / 2))) & 0xFFu;
}

static void set_min_value(crib_arena *a, uint32_t seat, uint32_t v)
{
    uint32_t shift = 8 * (seat / 2), *w = &a->min_value[seat % 2];
    *w = (*w & ~(0xFFu << shift)) | (v << shift);
}

/* Each seat's byte at most 10, and no bits past the seats. */
static int min_values_ok(const crib_arena *a)
{
    uint32_t players = players_of(&a->config);
    for (uint32_t seat = 0; seat < 4; seat++)
        if (min_value_of(a, seat) > (seat < players ? 10u : 0u))
            return 0;
    return (a->min_value[0] >> 16) == 0 && (a->min_value[1] >> 16) == 0;
}

/* With three or four players each seat lays one card away, kept as a byte. */
static int packed_discards(const crib_arena *a)
{
    return players_of(&a->config) > 2;
}

/* The cards seat laid away in this deal (none before it has). */
static uint64_t discard_of(const crib_arena *a, uint32_t seat)
{
    if (!packed_discards(a))
        return a->discard[seat];
    uint32_t b = (uint32_t)(a->discard[0] >> (8 * seat)) & 0xFFu;
    return b ? CARD_BIT(b - 1) : 0;
}

static void set_discard(crib_arena *a, uint32_t seat, const crib_card *away, uint32_t n)
{
    if (packed_discards(a))
        a->discard[0] |= (uint64_t)(away[0] + 1u) << (8 * seat);
    else
        a->discard[seat] = CARD_BIT(away[0]) | (n == 2 ? CARD_BIT(away[1]) : 0);
}

/* The deal's stage at each step that has a deal in hand. */
static const uint32_t k_step_stage[N_STEPS] = {
    [S_DEAL] = CRIB_STAGE_DEAL, [S_DISCARD] = CRIB_STAGE_DISCARD, [S_CUT] = CRIB_STAGE_CUT,
    [S_PLAY] = CRIB_STAGE_PLAY, [S_SHOW] = CRIB_STAGE_SHOW,       [S_END] = CRIB_STAGE_OVER,
};

/* The cards laid away in this deal, as the arena keeps them for the seats' views: none
 * before a seat lays away, then its discard, which is in the crib and no other seat's. */
static int discards_ok(const crib_arena *a)
{
    uint32_t d = crib_variants[a->config.rules.variant].discard, players = players_of(&a->config);
    if (packed_discards(a)) {
        if (a->discard[1] != 0 || (a->discard[0] >> (8 * players)) != 0)
            return 0;
        for (uint32_t seat = 0; seat < players; seat++)
            if (((a->discard[0] >> (8 * seat)) & 0xFFu) > CRIB_CARDS)
                return 0;
    }
    uint64_t seen = 0;
    for (uint32_t seat = 0; seat < players; seat++) {
        uint64_t m = discard_of(a, seat);
        if ((a->deal.discarded >> seat) & 1u
                ? (uint32_t)crib_popcount64(m) != d || (m & ~a->deal.crib) || (m & seen)
                : m != 0)
            return 0;
        seen |= m;
    }
    return 1;
}

/* An answer kept for the next step is one that step takes: the asked seat's, and legal,
 * tried on a copy of the deal. */
static int answer_ok(const crib_arena *a)
{
    if (!a->answered)
        return 1;
    if (a->step == S_DISCARD) {
        uint32_t d = crib_variants[a->config.rules.variant].discard;
        return a->config.level[side_of_seat(a, a->next)] == CRIB_BOT_CALLER &&
               (uint32_t)crib_popcount64(a->answer) == d &&
               (a->answer & ~a->deal.hand[a->next]) == 0;
    }
    if (a->step != S_PLAY || (a->answer >= CRIB_CARDS && a->answer != CRIB_NONE) ||
        a->config.level[side_of_seat(a, a->deal.play.turn)] != CRIB_BOT_CALLER)
        return 0;
    crib_deal trial = a->deal;
    crib_play_event ev;
    crib_claim c;
    return crib_deal_act_unchecked(&trial, a->deal.play.turn, (uint32_t)a->answer, CRIB_CLAIM_ALL,
                                   &ev, &c) >= 0;
}

/* The caller may hand in any bytes: the configuration as crib_arena_init() takes it, the
 * step and the game in range, reserved space 0; during a game a whole deal of the
 * configuration's rules at the step's stage, the discards the views show, the seat to lay
 * away yet to do so, and an answer the step takes. Everything a step reads is checked
 * here, so that the steps run on workers that trust it. */
static int arena_ok(const crib_arena *a)
{
    if (!config_ok(&a->config) || (a->config.flags & ~KNOWN_FLAGS) || a->step >= N_STEPS)
        return 0;
    uint32_t players = players_of(&a->config);
    int32_t max_value = max_pair_value(&a->config);
    if (a->next >= players || a->pair_a_wins >= pair_games(&a->config) || a->mid > 1 ||
        a->answered > 1 || a->pair_a_value < -max_value || a->pair_a_value > max_value ||
        !CRIB_ZERO_ARRAY(a->reserved) || a->n_order > CRIB_VIEW_MAX_EARLIER ||
        a->tally.set_games != (players == 3 ? 3u : 0u) || !CRIB_ZERO_ARRAY(a->tally.reserved))
        return 0;
    for (uint32_t i = 0; i < CRIB_VIEW_MAX_EARLIER; i++)
        if (a->order[i] >= (i < a->n_order ? CRIB_CARDS : 1))
            return 0;
    uint32_t games = games_of(&a->config);
    if (a->step == S_DONE ? a->game != games : a->game >= games)
        return 0;
    if (!min_values_ok(a))
        return 0;
    if (a->step == S_GAME || a->step == S_DONE)
        return !a->answered;
    const crib_deal *d = &a->deal;
    if (a->first_dealer >= players || !crib_deal_valid(d) || d->stage != k_step_stage[a->step] ||
        memcmp(&d->game.rules, &a->config.rules, sizeof d->game.rules) != 0 ||
        d->game.first_dealer != a->first_dealer || d->wrong)
        return 0;
    if (a->step >= S_DISCARD && a->step <= S_SHOW && !discards_ok(a))
        return 0;
    if (a->step == S_DISCARD && ((d->discarded >> a->next) & 1u))
        return 0;
    return answer_ok(a);
}

int32_t crib_arena_init(crib_arena *arena, const crib_arena_config *config)
{
    if (arena)
        memset(arena, 0, sizeof *arena);
    if (!arena || !config)
        return CRIB_ENULL;
    if (config->flags & ~KNOWN_FLAGS)
        return CRIB_EFLAGS;
    /* The rules' own code, as crib_game_init() would give it. */
    int32_t rc = crib_rules_check(&config->rules);
    if (rc != CRIB_OK)
        return rc;
    if (!config_ok(config))
        return CRIB_ERANGE;
    arena->config = *config;
    arena->tally.set_games = players_of(config) == 3 ? 3 : 0;
    arena->step = S_GAME;
    return CRIB_OK;
}

/* ---- Steps ------------------------------------------------------------------------------ */

static void base_event(const crib_arena *a, uint32_t kind, crib_arena_event *ev)
{
    memset(ev, 0, sizeof *ev);
    ev->kind = kind;
    ev->game = a->game;
    ev->deal = a->deal.deals;
    ev->side = CRIB_NONE;
    ev->player = CRIB_NONE;
    ev->seat_a = seat_a_of(a);
    ev->dealer = a->deal.game.dealer;
    ev->card = CRIB_NONE;
    ev->scorer = CRIB_NONE;
    ev->score[0] = a->deal.game.front[0];
    ev->score[1] = a->deal.game.front[1];
    ev->score_third = crib_sides_of(a->deal.game.players) == 3 ? a->deal.game.front[2] : 0;
}

static void seat_event(const crib_arena *a, uint32_t kind, uint32_t seat, crib_arena_event *ev)
{
    base_event(a, kind, ev);
    ev->player = seat;
    ev->side = side_of_seat(a, seat);
}

static int32_t start_game(crib_arena *a)
{
    crib_deal_init_unchecked(&a->deal, &a->config.rules, pair_seed(a), a->config.first_dealer);
    /* A game from a position of the board: the library's own state, so it may set the
     * pegs that crib_game_valid() then checks. */
    for (uint32_t b = 0; b < crib_sides_of(a->deal.game.players); b++)
        a->deal.game.front[b] += start_of(&a->config, b);
    memset(a->discard, 0, sizeof a->discard);
    a->first_dealer = a->deal.game.first_dealer;
    a->step = a->deal.stage == CRIB_STAGE_OVER ? S_END : S_DEAL;
    return CRIB_OK;
}

static int32_t start_deal(crib_arena *a)
{
    int32_t dealer = crib_deal_start_unchecked(&a->deal, CRIB_NONE);
    if (dealer < 0)
        return CRIB_ERANGE;
    uint32_t players = a->deal.game.players, lead = 0;
    for (uint32_t b = 0; b < crib_sides_of(players); b++)
        if (a->deal.game.front[b] > lead)
            lead = a->deal.game.front[b];
    a->mid = lead + MID_MARGIN < a->config.rules.target;
    memset(a->deal_points, 0, sizeof a->deal_points);
    memset(a->discard, 0, sizeof a->discard);
    memset(a->order, 0, sizeof a->order);
    a->n_order = 0;
    a->min_value[0] = a->min_value[1] = 0;
    for (uint32_t seat = 0; seat < players; seat++)
        set_min_value(a, seat, 1);
    a->next = next_seat((uint32_t)dealer, players);
    a->answered = 0;
    a->tally.deals++;
    a->step = S_DISCARD;
    return CRIB_OK;
}

/* What the seat knows now, with what the arena has seen of the gos. */
static int32_t view_of(const crib_arena *a, uint32_t seat, crib_view *v)
{
    if (crib_deal_view_unchecked(&a->deal, seat, discard_of(a, seat), v) != CRIB_OK)
        return CRIB_ERANGE;
    if (v->stage != CRIB_STAGE_PLAY)
        return CRIB_OK;
    uint64_t played = 0;
    for (uint32_t p = 0; p < a->deal.game.players; p++) {
        uint32_t known = min_value_of(a, p);
        if (known > v->min_value[p])
            v->min_value[p] = known;
        played |= v->played[p];
    }
    /* The order of the earlier counts, where the arena has every card played. */
    uint32_t n = (uint32_t)crib_popcount64(played);
    if (a->n_order == n && n > v->n_pile) {
        v->n_earlier = n - v->n_pile;
        memcpy(v->earlier, a->order, v->n_earlier);
        if (!crib_view_earlier_ok(v)) {
            v->n_earlier = 0;
            memset(v->earlier, 0, sizeof v->earlier);
        }
    }
    return CRIB_OK;
}

/* A bot's seed: the run's, the pair's and the side's; with more than two players the seat's
 * too, so that a side's two seats do not draw alike. */
static uint64_t bot_seed(const crib_arena *a, uint32_t side, uint32_t seat)
{
    uint64_t who = side ^ (a->deal.game.players > 2 ? (uint64_t)seat << 8 : 0);
    uint64_t st = a->config.bot_seed ^ (pair_seed(a) * UINT64_C(0x9E3779B97F4A7C15)) ^ who;
    return crib_splitmix_next(&st);
}

/* The seat to discard next: a library bot discards at once; the caller's side is asked,
 * and once it has answered its answer is laid away here. Returns 1 when a request is out. */
static int32_t step_discard(crib_arena *a, crib_arena_event *ev)
{
    uint32_t seat = a->next, side = side_of_seat(a, seat), level = a->config.level[side];
    crib_card away[2];
    uint32_t n = crib_variants[a->config.rules.variant].discard;
    if (level == CRIB_BOT_CALLER && !a->answered) {
        seat_event(a, CRIB_EVENT_DISCARD, seat, ev);
        return view_of(a, seat, &ev->view) < 0 ? CRIB_ERANGE : 1;
    }
    if (level == CRIB_BOT_CALLER) {
        if (crib_mask_to_cards(a->answer, away, 2) != (int32_t)n)
            return CRIB_ERANGE;
    } else {
        crib_view v;
        if (view_of(a, seat, &v) < 0 || crib_bot_choose_discard_unchecked(
                                            &v, level, bot_seed(a, side, seat), away) != (int32_t)n)
            return CRIB_ERANGE;
    }
    if (crib_deal_discard_unchecked(&a->deal, seat, away, n) != CRIB_OK)
        return CRIB_ERANGE;
    a->answered = 0;
    set_discard(a, seat, away, n);
    a->next = next_seat(seat, a->deal.game.players);
    if (a->deal.stage == CRIB_STAGE_CUT)
        a->step = S_CUT;
    return 0;
}

static int32_t step_cut(crib_arena *a, crib_arena_event *ev)
{
    uint32_t heels = 0;
    int32_t starter = crib_deal_cut_unchecked(&a->deal, CRIB_NONE, &heels);
    if (starter < 0)
        return CRIB_ERANGE;
    uint32_t dealer = a->deal.game.dealer;
    a->deal_points[side_of_seat(a, dealer) * 4 + K_HEELS] += heels;
    base_event(a, CRIB_EVENT_STARTER, ev);
    ev->card = (uint32_t)starter;
    ev->points = heels;
    ev->scorer = heels ? dealer : CRIB_NONE;
    a->step = a->deal.stage == CRIB_STAGE_OVER ? S_END : S_PLAY;
    return 0;
}

/* The seat whose turn it is plays: as step_discard. */
static int32_t step_play(crib_arena *a, crib_arena_event *ev)
{
    uint32_t seat = a->deal.play.turn;
    if (seat >= a->deal.game.players)
        return CRIB_ERANGE;
    uint32_t side = side_of_seat(a, seat), level = a->config.level[side];
    uint32_t card = CRIB_NONE;
    if (level == CRIB_BOT_CALLER && !a->answered) {
        seat_event(a, CRIB_EVENT_PLAY, seat, ev);
        return view_of(a, seat, &ev->view) < 0 ? CRIB_ERANGE : 1;
    }
    if (level == CRIB_BOT_CALLER) {
        card = (uint32_t)a->answer;
    } else {
        crib_view v;
        crib_card c;
        int32_t rc = view_of(a, seat, &v);
        rc = rc < 0 ? rc : crib_bot_choose_play_unchecked(&v, level, bot_seed(a, side, seat), &c);
        if (rc < 0)
            return CRIB_ERANGE;
        card = rc == 1 ? c : CRIB_NONE;
    }
    uint32_t count = a->deal.play.count;
    crib_play_event pe;
    crib_claim claim;
    int32_t pegged = crib_deal_act_unchecked(&a->deal, seat, card, CRIB_CLAIM_ALL, &pe, &claim);
    if (pegged < 0)
        return CRIB_ERANGE;
    if (card != CRIB_NONE && a->n_order < CRIB_VIEW_MAX_EARLIER)
        a->order[a->n_order++] = (crib_card)card;
    a->answered = 0;
    if (card == CRIB_NONE && crib_go_min_value(count) > min_value_of(a, seat))
        set_min_value(a, seat, crib_go_min_value(count));
    if (pegged > 0)
        a->deal_points[side_of_seat(a, pe.scorer) * 4 + K_PLAY] += (uint32_t)pegged;
    seat_event(a, card == CRIB_NONE ? CRIB_EVENT_GO : CRIB_EVENT_CARD, seat, ev);
    ev->card = card;
    ev->count = pe.count;
    ev->points = (uint32_t)pegged;
    ev->scorer = pegged > 0 ? pe.scorer : CRIB_NONE;
    if (a->deal.stage == CRIB_STAGE_OVER)
        a->step = S_END;
    else if (a->deal.stage == CRIB_STAGE_SHOW)
        a->step = S_SHOW;
    return 0;
}

static uint32_t cap31(uint32_t x)
{
    return x > 31 ? 31 : x;
}

/* A deal played to the crib's show: its points go to the tally, each side's seats together,
 * and the two-player game's mid-game deals to the histograms. */
static void tally_deal(crib_arena *a)
{
    crib_tally *t = &a->tally;
    uint32_t dealer = side_of_seat(a, a->deal.game.dealer);
    for (uint32_t side = 0; side < 2; side++) {
        uint32_t role = side == dealer ? 0 : 1;
        uint32_t sr = side * 2 + role;
        const uint32_t *pts = &a->deal_points[(size_t)side * 4];
        uint64_t total = 0;
        for (uint32_t k = 0; k < 4; k++) {
            t->points[sr * 4 + k] += pts[k];
            total += pts[k];
        }
        t->whole_deals[sr]++;
        t->play_sq[sr] += (uint64_t)pts[K_PLAY] * pts[K_PLAY];
        t->total_sq[sr] += total * total;
    }
    if (!a->mid || a->deal.game.players != 2)
        return;
    const uint32_t *d = &a->deal_points[(size_t)dealer * 4],
                   *p = &a->deal_points[(size_t)(1 - dealer) * 4];
    t->mid_deals++;
    t->play_hist[cap31(d[K_PLAY]) * 32 + cap31(p[K_PLAY])]++;
    t->pone_hist[cap31(p[K_HAND])]++;
    t->dealer_hist[cap31(d[K_HAND])]++;
    t->crib_hist[cap31(d[K_CRIB])]++;
    t->mid_heels += d[K_HEELS] > 0;
}

static int32_t step_show(crib_arena *a, crib_arena_event *ev)
{
    crib_show sh;
    int32_t rc = crib_deal_show_unchecked(&a->deal, CRIB_CLAIM_ALL, &sh);
    if (rc < 0)
        return CRIB_ERANGE;
    a->deal_points[side_of_seat(a, sh.player) * 4 + (sh.is_crib ? K_CRIB : K_HAND)] +=
        sh.claim.pegged;
    if (sh.is_crib)
        tally_deal(a);
    seat_event(a, CRIB_EVENT_SHOW, sh.player, ev);
    ev->is_crib = sh.is_crib;
    ev->points = sh.claim.pegged;
    ev->scorer = sh.claim.pegged ? sh.player : CRIB_NONE;
    ev->cards = 0;
    for (uint32_t i = 0; i < sh.n_cards; i++)
        ev->cards |= CARD_BIT(sh.cards[i]);
    if (a->deal.stage == CRIB_STAGE_OVER)
        a->step = S_END;
    else if (a->deal.stage == CRIB_STAGE_DEAL)
        a->step = S_DEAL;
    return 0;
}

static int32_t step_end(crib_arena *a, crib_arena_event *ev)
{
    crib_result res;
    crib_game_result_unchecked(&a->deal.game, &res);
    uint32_t players = a->deal.game.players;
    if (!res.over || res.winner >= crib_sides_of(players) || res.player >= players)
        return CRIB_ERANGE;
    crib_tally *t = &a->tally;
    /* What passes between the sides: three-handed, side B wins A's value alone (what its
     * seats pay each other stays in the side). */
    uint32_t side = side_of_seat(a, res.player);
    uint32_t v = side == 1 && players == 3 ? res.value[seat_a_of(a)] : res.total_value;
    t->games++;
    t->wins[side]++;
    if (res.winner < 2)
        t->seat_wins[res.winner]++;
    else
        t->seat_wins_third++;
    t->value[side] += v;
    t->value_sq += (uint64_t)v * v;
    t->first_dealer_wins += res.winner == crib_side_of(players, a->first_dealer);
    seat_event(a, CRIB_EVENT_END, res.player, ev);
    ev->points = res.total_value;
    if (!single(&a->config)) {
        a->pair_a_wins += side == 0;
        a->pair_a_value += side == 0 ? (int32_t)v : -(int32_t)v;
        if (a->game % rotations(&a->config) == rotations(&a->config) - 1) {
            t->pairs++;
            if (a->pair_a_wins < 3)
                t->pair_wins[a->pair_a_wins]++;
            else
                t->pair_wins_three++;
            /* Unsigned, so that a tally made up by the caller wraps rather than overflows. */
            t->pair_value = (int64_t)((uint64_t)t->pair_value + (uint64_t)(int64_t)a->pair_a_value);
            t->pair_value_sq += (uint64_t)((int64_t)a->pair_a_value * a->pair_a_value);
            a->pair_a_wins = 0;
            a->pair_a_value = 0;
        }
    }
    a->game++;
    a->step = a->game == games_of(&a->config) ? S_DONE : S_GAME;
    return 0;
}

/* One step; 1 when it produced a request, 0 after an event, or a negative code. The event
 * kind to report is left in ev. */
static int32_t step(crib_arena *a, crib_arena_event *ev)
{
    int32_t rc;
    switch (a->step) {
    case S_GAME:
        rc = start_game(a);
        base_event(a, CRIB_EVENT_GAME, ev);
        return rc;
    case S_DEAL:
        rc = start_deal(a);
        base_event(a, CRIB_EVENT_DEAL, ev);
        return rc;
    case S_DISCARD:
        memset(ev, 0, sizeof *ev); /* a discard by a bot is no public event */
        ev->kind = CRIB_NONE;
        return step_discard(a, ev);
    case S_CUT: return step_cut(a, ev);
    case S_PLAY: return step_play(a, ev);
    case S_SHOW: return step_show(a, ev);
    case S_END: return step_end(a, ev);
    default: base_event(a, CRIB_EVENT_DONE, ev); return 0;
    }
}

int32_t crib_arena_next(crib_arena *arena, uint32_t flags, crib_arena_event *event)
{
    crib_arena_event ev;
    if (event)
        memset(event, 0, sizeof *event);
    if (!arena)
        return CRIB_ENULL;
    if (flags & ~KNOWN_STOPS)
        return CRIB_EFLAGS;
    if (!arena_ok(arena))
        return CRIB_ERANGE;
    for (;;) {
        int32_t rc = step(arena, &ev);
        if (rc < 0)
            return rc;
        int stop = rc == 1 || ev.kind == CRIB_EVENT_DONE ||
                   ((flags & CRIB_STOP_EVENTS) && ev.kind != CRIB_NONE) ||
                   ((flags & CRIB_STOP_GAME) && ev.kind == CRIB_EVENT_END);
        if (stop) {
            if (event)
                *event = ev;
            return (int32_t)ev.kind;
        }
    }
}

/* An answer to a request: checked on a copy of the deal, then kept for the next step. */
static int32_t check_answer(const crib_arena *a, uint32_t step_wanted)
{
    if (!arena_ok(a))
        return CRIB_ERANGE;
    if (a->step != step_wanted || a->answered)
        return CRIB_ESTAGE;
    uint32_t seat = step_wanted == S_DISCARD ? a->next : a->deal.play.turn;
    if (seat >= a->deal.game.players || a->config.level[side_of_seat(a, seat)] != CRIB_BOT_CALLER)
        return CRIB_ESTAGE;
    return CRIB_OK;
}

int32_t crib_arena_discard(crib_arena *arena, const crib_card *cards, size_t n)
{
    if (!arena || (!cards && n > 0))
        return CRIB_ENULL;
    int32_t rc = check_answer(arena, S_DISCARD);
    if (rc != CRIB_OK)
        return rc;
    crib_deal trial = arena->deal;
    rc = crib_deal_discard_unchecked(&trial, arena->next, cards, n);
    if (rc != CRIB_OK)
        return rc;
    arena->answer = trial.crib & ~arena->deal.crib;
    arena->answered = 1;
    return CRIB_OK;
}

int32_t crib_arena_play(crib_arena *arena, uint32_t card)
{
    if (!arena)
        return CRIB_ENULL;
    int32_t rc = check_answer(arena, S_PLAY);
    if (rc != CRIB_OK)
        return rc;
    if (card >= CRIB_CARDS && card != CRIB_NONE)
        return CRIB_ERANGE;
    crib_deal trial = arena->deal;
    crib_play_event ev;
    crib_claim claim;
    rc = crib_deal_act_unchecked(&trial, arena->deal.play.turn, card, CRIB_CLAIM_ALL, &ev, &claim);
    if (rc < 0)
        return rc;
    arena->answer = card;
    arena->answered = 1;
    return CRIB_OK;
}

int32_t crib_arena_tally(const crib_arena *arena, crib_tally *out)
{
    if (out)
        memset(out, 0, sizeof *out);
    if (!arena || !out)
        return CRIB_ENULL;
    if (!arena_ok(arena))
        return CRIB_ERANGE;
    *out = arena->tally;
    return CRIB_OK;
}
