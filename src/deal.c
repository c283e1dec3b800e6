/* SPDX-License-Identifier: MIT */
/* The deal driver: the cuts, the deal by variant, and a game stepped through discards,
 * starter, play and show. */
#include "internal.h"

#include <string.h>

#define NONE CRIB_NONE

size_t crib_deal_size(void)
{
    return sizeof(crib_deal);
}

size_t crib_status_size(void)
{
    return sizeof(crib_status);
}

size_t crib_show_size(void)
{
    return sizeof(crib_show);
}

static const crib_variant_shape *shape(const crib_deal *d)
{
    return &crib_variants[d->game.rules.variant];
}

static int card_or_none(uint32_t c)
{
    return c < CRIB_CARDS || c == NONE;
}

static int is_card(uint32_t c)
{
    return c < CRIB_CARDS;
}

/* The cards of a 32-bit card field as a mask (none for CRIB_NONE). */
static uint64_t card_bit(uint32_t c)
{
    return c < CRIB_CARDS ? CARD_BIT(c) : 0;
}

/* The hands and the crib hold what the variant deals at this point: dealt cards until a
 * player discards, then the kept ones; the crib what was dealt to it and laid away. */
static int counts_ok(const crib_deal *d)
{
    const crib_variant_shape *v = shape(d);
    uint32_t laid = 0;
    for (uint32_t p = 0; p < v->players; p++) {
        uint32_t done = (d->discarded >> p) & 1u;
        laid += done;
        if (crib_popcount64(d->hand[p]) != (done ? v->dealt - v->discard : v->dealt))
            return 0;
    }
    return crib_popcount64(d->crib) == (int)(v->to_crib + v->discard * laid);
}

/* The play of a deal in the play or the show: the engine's own state is whole, it is the
 * variant's kind of play among the deal's players, and what they still hold in it, and
 * the cards on the pile, come from their kept hands. */
static int play_fits(const crib_deal *d)
{
    const crib_play *pl = &d->play;
    uint32_t flags = d->game.rules.variant == CRIB_VARIANT_FIVE_CARD ? CRIB_PLAY_FIVE_CARD : 0;
    if (!crib_play_valid(pl) || pl->players != d->game.players || pl->flags != flags)
        return 0;
    uint64_t kept = 0;
    for (uint32_t p = 0; p < d->game.players; p++) {
        if (pl->hand[p] & ~d->hand[p])
            return 0;
        kept |= d->hand[p];
    }
    for (uint32_t i = 0; i < pl->n_pile; i++)
        if (!(kept & CARD_BIT(pl->pile[i])))
            return 0;
    return 1;
}

/* Nothing is played before the cut: crib_deal_init() and crib_deal_start() zero the play,
 * and crib_deal_cut() sets it up. The bytes are OR-ed, not compared with memcmp, which the
 * WebAssembly build (bindings/js/wasm_libc.c) does not have. */
static int play_zero(const crib_deal *d)
{
    const unsigned char *b = (const unsigned char *)&d->play;
    unsigned any = 0;
    for (size_t i = 0; i < sizeof d->play; i++)
        any |= b[i];
    return any == 0;
}

/* A game that is over stopped the deal where its winning points were pegged: before any
 * deal (the five-card game's three), at the cut (heels), in the play, or in the show. */
static int over_ok(const crib_deal *d)
{
    uint32_t n = d->game.players, all = (1u << n) - 1;
    if (d->game.win_phase == CRIB_PHASE_START)
        return d->deals == 0 && !d->crib && !is_card(d->starter) && !is_card(d->pack_next) &&
               !d->discarded && !d->shown && !d->hand[0] && !d->hand[1] && !d->hand[2] &&
               !d->hand[3] && play_zero(d);
    if (d->deals == 0 || !counts_ok(d) || !is_card(d->starter) || is_card(d->pack_next) ||
        d->discarded != all)
        return 0;
    switch (d->game.win_phase) {
    case CRIB_PHASE_HEELS: return !d->shown && play_zero(d);
    case CRIB_PHASE_PLAY: return !d->shown && play_fits(d);
    default: return d->shown >= 1 && play_fits(d) && d->play.turn == NONE;
    }
}

/* Each stage's own invariants: what is dealt, laid away, cut, played and shown, and how
 * far the game's order of scoring has gone (crib_game.pos: 0 before heels, 2 the play, 3
 * and on the shows, 3 + players once the crib is shown). */
static int stage_ok(const crib_deal *d)
{
    uint32_t n = d->game.players, all = (1u << n) - 1, pos = d->game.pos;
    int cut = is_card(d->starter), next = is_card(d->pack_next);
    switch (d->stage) {
    case CRIB_STAGE_DEAL:
        if (d->deals == 0)
            return !d->crib && !cut && !next && !d->discarded && !d->shown && pos == 0 &&
                   !d->hand[0] && !d->hand[1] && !d->hand[2] && !d->hand[3] && play_zero(d);
        return counts_ok(d) && cut && !next && d->discarded == all && d->shown == n + 1 &&
               pos == 3 + n && play_fits(d) && d->play.turn == NONE;
    case CRIB_STAGE_DISCARD:
        return d->deals > 0 && counts_ok(d) && !cut && next && d->discarded != all &&
               !d->shown && pos == 0 && play_zero(d);
    case CRIB_STAGE_CUT:
        return d->deals > 0 && counts_ok(d) && !cut && next && d->discarded == all &&
               !d->shown && pos == 0 && play_zero(d);
    case CRIB_STAGE_PLAY:
        return d->deals > 0 && counts_ok(d) && cut && !next && d->discarded == all &&
               !d->shown && pos <= 2 && play_fits(d) && d->play.turn != NONE;
    case CRIB_STAGE_SHOW:
        return d->deals > 0 && counts_ok(d) && cut && !next && d->discarded == all &&
               d->shown <= n && play_fits(d) && d->play.turn == NONE &&
               (d->shown ? pos == 2 + d->shown : pos <= 2);
    default:
        return over_ok(d);
    }
}

/* The caller may hand in any bytes: check every invariant the functions below keep. The
 * game and the play check themselves; no card is in two places (the hands, the crib, the
 * starter, the next card of the pack); the cards cut for the first deal are distinct
 * cards, none past the players; the deal count agrees with the game's; and each stage has
 * its own invariants (stage_ok). */
static int deal_ok(const crib_deal *d)
{
    if (!crib_game_valid(&d->game) || d->stage > CRIB_STAGE_OVER ||
        !CRIB_ZERO_ARRAY(d->reserved))
        return 0;
    uint32_t n = d->game.players;
    if ((d->stage == CRIB_STAGE_OVER) != (d->game.over == 1) || (d->discarded >> n) ||
        d->shown > n + 1 || !card_or_none(d->starter) || !card_or_none(d->pack_next) ||
        d->game.deals != (d->deals ? d->deals : 1) || (d->crib & ~CRIB_DECK_MASK))
        return 0;
    uint64_t seen = d->crib, cuts = 0;
    for (uint32_t p = 0; p < CRIB_PLAY_MAX_PLAYERS; p++) {
        uint64_t h = d->hand[p];
        if ((h & ~CRIB_DECK_MASK) || (seen & h) || (p >= n && h) || !card_or_none(d->first_cut[p]) ||
            (p >= n && d->first_cut[p] != NONE) || (cuts & card_bit(d->first_cut[p])))
            return 0;
        seen |= h;
        cuts |= card_bit(d->first_cut[p]);
    }
    uint64_t s = card_bit(d->starter), k = card_bit(d->pack_next);
    if ((seen & s) || (seen & k) || (s & k))
        return 0;
    return stage_ok(d);
}

/* Checks the state and that the action fits the stage. */
static int32_t check_stage(const crib_deal *d, uint32_t stage)
{
    if (!d)
        return CRIB_ENULL;
    if (!deal_ok(d))
        return CRIB_ERANGE;
    if (d->stage == CRIB_STAGE_OVER)
        return CRIB_EDONE;
    return d->stage == stage ? CRIB_OK : CRIB_ESTAGE;
}

/* Each player cuts a card of a fresh shuffle; the lowest rank deals, and a tie for the
 * lowest means everyone cuts again. */
static uint32_t cut_for_deal(crib_deal *d, uint32_t players)
{
    for (;;) {
        crib_card deck[CRIB_CARDS];
        crib_splitmix_shuffle(&d->rng, deck);
        uint32_t low = 0, ties = 0;
        for (uint32_t p = 0; p < players; p++) {
            d->first_cut[p] = deck[p];
            if (CARD_RANK(deck[p]) < CARD_RANK(deck[low])) {
                low = p;
                ties = 0;
            } else if (p != low && CARD_RANK(deck[p]) == CARD_RANK(deck[low]))
                ties++;
        }
        if (!ties)
            return low;
    }
}

int32_t crib_deal_init(crib_deal *deal, const crib_game_rules *rules, uint64_t seed,
                       uint32_t first_dealer)
{
    if (deal)
        memset(deal, 0, sizeof *deal);
    if (!deal || !rules)
        return CRIB_ENULL;
    int32_t rc = crib_game_init(&deal->game, rules, 0); /* checks the rules */
    if (rc != CRIB_OK)
        return rc;
    uint32_t players = deal->game.players;
    for (uint32_t p = 0; p < CRIB_PLAY_MAX_PLAYERS; p++)
        deal->first_cut[p] = NONE;
    deal->rng = seed;
    if (first_dealer == CRIB_DEAL_CUT) {
        first_dealer = cut_for_deal(deal, players);
    } else if (first_dealer >= players) {
        memset(deal, 0, sizeof *deal);
        return CRIB_ERANGE;
    }
    crib_game_init(&deal->game, rules, first_dealer);
    deal->starter = NONE;
    deal->pack_next = NONE;
    deal->stage = deal->game.over ? CRIB_STAGE_OVER : CRIB_STAGE_DEAL;
    return (int32_t)first_dealer;
}

int32_t crib_deal_start(crib_deal *deal)
{
    int32_t rc = check_stage(deal, CRIB_STAGE_DEAL);
    if (rc != CRIB_OK)
        return rc;
    if (deal->deals > 0)
        crib_game_next_deal(&deal->game);
    const crib_variant_shape *v = shape(deal);
    uint32_t n = v->players, dealer = deal->game.dealer;
    crib_card deck[CRIB_CARDS];
    crib_splitmix_shuffle(&deal->rng, deck);
    memset(deal->hand, 0, sizeof deal->hand);
    memset(&deal->play, 0, sizeof deal->play);
    uint32_t top = 0;
    for (uint32_t i = 0; i < v->dealt * n; i++)
        deal->hand[(dealer + 1 + i) % n] |= CARD_BIT(deck[top++]);
    deal->crib = 0;
    for (uint32_t i = 0; i < v->to_crib; i++)
        deal->crib |= CARD_BIT(deck[top++]);
    deal->pack_next = deck[top];
    deal->starter = NONE;
    deal->discarded = 0;
    deal->shown = 0;
    if (deal->deals < INT32_MAX)
        deal->deals++;
    deal->stage = CRIB_STAGE_DISCARD;
    return (int32_t)dealer;
}

int32_t crib_deal_discard(crib_deal *deal, uint32_t player, const crib_card *cards, size_t n)
{
    if (!deal || (!cards && n > 0))
        return CRIB_ENULL;
    if (!deal_ok(deal) || player >= deal->game.players)
        return CRIB_ERANGE;
    int32_t rc = check_stage(deal, CRIB_STAGE_DISCARD);
    if (rc != CRIB_OK)
        return rc;
    if (deal->discarded & (1u << player))
        return CRIB_ESTAGE;
    if (n != shape(deal)->discard)
        return CRIB_ECOUNT;
    uint64_t mask;
    rc = crib_mask_from_cards(cards, n, &mask);
    if (rc != CRIB_OK)
        return rc;
    if ((deal->hand[player] & mask) != mask)
        return CRIB_ENOTHELD;
    deal->hand[player] &= ~mask;
    deal->crib |= mask;
    deal->discarded |= 1u << player;
    if (deal->discarded == (1u << deal->game.players) - 1)
        deal->stage = CRIB_STAGE_CUT;
    return CRIB_OK;
}

int32_t crib_deal_cut(crib_deal *deal, uint32_t *heels)
{
    if (heels)
        *heels = 0;
    int32_t rc = check_stage(deal, CRIB_STAGE_CUT);
    if (rc != CRIB_OK)
        return rc;
    crib_game *g = &deal->game;
    deal->starter = deal->pack_next;
    deal->pack_next = NONE;
    uint32_t pegged = 0;
    int32_t points = crib_starter_heels((crib_card)deal->starter);
    if (points > 0)
        crib_game_peg(g, g->dealer, (uint32_t)points, CRIB_REASON_HEELS, &pegged);
    if (heels)
        *heels = pegged;
    if (g->over) {
        deal->stage = CRIB_STAGE_OVER;
    } else {
        uint32_t flags = g->rules.variant == CRIB_VARIANT_FIVE_CARD ? CRIB_PLAY_FIVE_CARD : 0;
        crib_play_init(&deal->play, g->players, deal->hand, (g->dealer + 1) % g->players,
                       flags);
        deal->stage = CRIB_STAGE_PLAY;
    }
    return (int32_t)deal->starter;
}

/* The checks of a function that reads the deal into *out, which is zeroed first. */
static int32_t read_check(const crib_deal *deal, void *out, size_t size)
{
    if (out)
        memset(out, 0, size);
    if (!deal || !out)
        return CRIB_ENULL;
    return deal_ok(deal) ? CRIB_OK : CRIB_ERANGE;
}

int32_t crib_deal_play(const crib_deal *deal, crib_play *out)
{
    int32_t rc = read_check(deal, out, sizeof *out);
    if (rc != CRIB_OK)
        return rc;
    /* A game can end before the play begins (heels, the five-card game's three) and then
     * there is no play to copy. */
    if (deal->starter == NONE || !play_fits(deal))
        return deal->stage == CRIB_STAGE_OVER ? CRIB_EDONE : CRIB_ESTAGE;
    *out = deal->play;
    return CRIB_OK;
}

/* Pegs what a play event made: the card's combinations, then the point for last, each for
 * the scorer; then moves the stage on. Returns the points actually pegged. */
static int32_t peg_event(crib_deal *d, const crib_play_event *ev)
{
    uint32_t combos = ev->points - ev->score.go, a = 0, b = 0;
    if (combos)
        crib_game_peg(&d->game, ev->scorer, combos, CRIB_REASON_PLAY, &a);
    if (ev->score.go && !d->game.over)
        crib_game_peg(&d->game, ev->scorer, ev->score.go, CRIB_REASON_GO, &b);
    if (d->game.over)
        d->stage = CRIB_STAGE_OVER;
    else if (ev->over)
        d->stage = CRIB_STAGE_SHOW;
    return (int32_t)(a + b);
}

/* A card, or a go when is_go is set, through the play engine; then what it made is pegged. */
static int32_t deal_act(crib_deal *deal, uint32_t player, int is_go, crib_card card,
                        crib_play_event *event)
{
    if (event)
        memset(event, 0, sizeof *event);
    int32_t rc = check_stage(deal, CRIB_STAGE_PLAY);
    if (rc != CRIB_OK)
        return rc;
    crib_play_event ev;
    rc = is_go ? crib_play_go(&deal->play, player, &ev)
               : crib_play_card(&deal->play, player, card, &ev);
    if (rc < 0)
        return rc;
    if (event)
        *event = ev;
    return peg_event(deal, &ev);
}

int32_t crib_deal_play_card(crib_deal *deal, uint32_t player, crib_card card,
                            crib_play_event *event)
{
    return deal_act(deal, player, 0, card, event);
}

int32_t crib_deal_play_go(crib_deal *deal, uint32_t player, crib_play_event *event)
{
    return deal_act(deal, player, 1, 0, event);
}

/* The player and cards of the next show: hands from the dealer's left, then the crib. */
static uint32_t next_show(const crib_deal *d, uint64_t *cards, uint32_t *is_crib)
{
    uint32_t n = d->game.players, dealer = d->game.dealer;
    *is_crib = d->shown == n;
    if (*is_crib) {
        *cards = d->crib;
        return dealer;
    }
    uint32_t p = (dealer + 1 + d->shown) % n;
    *cards = d->hand[p];
    return p;
}

int32_t crib_deal_show(crib_deal *deal, uint32_t claimed, crib_show *out)
{
    if (out)
        memset(out, 0, sizeof *out);
    int32_t rc = check_stage(deal, CRIB_STAGE_SHOW);
    if (rc != CRIB_OK)
        return rc;
    crib_show sh;
    memset(&sh, 0, sizeof sh);
    uint64_t mask;
    sh.player = next_show(deal, &mask, &sh.is_crib);
    sh.starter = deal->starter;
    rc = crib_mask_to_cards(mask, sh.cards, 4);
    if (rc < 0)
        return CRIB_ERANGE;
    sh.n_cards = (uint32_t)rc;
    uint32_t flags = sh.is_crib ? CRIB_SCORE_CRIB : 0;
    rc = crib_hand_score(sh.cards, sh.n_cards, (crib_card)sh.starter, flags, &sh.score);
    if (rc < 0)
        return CRIB_ERANGE;
    rc = crib_game_claim(&deal->game, sh.player, flags, claimed, sh.score.total, &sh.claim);
    if (rc < 0)
        return rc;
    deal->shown++;
    if (deal->game.over)
        deal->stage = CRIB_STAGE_OVER;
    else if (sh.is_crib)
        deal->stage = CRIB_STAGE_DEAL;
    if (out)
        *out = sh;
    return rc;
}

int32_t crib_deal_status(const crib_deal *deal, crib_status *out)
{
    int32_t rc = read_check(deal, out, sizeof *out);
    if (rc != CRIB_OK)
        return rc;
    const crib_variant_shape *v = shape(deal);
    out->stage = deal->stage;
    out->players = v->players;
    out->dealt = v->dealt;
    out->discard = v->discard;
    out->kept = (uint32_t)(v->dealt - v->discard);
    out->dealer = deal->game.dealer;
    out->deal = deal->deals;
    out->starter = deal->starter;
    out->next_show = NONE;
    if (deal->stage == CRIB_STAGE_SHOW) {
        uint64_t cards;
        out->next_show = next_show(deal, &cards, &out->next_is_crib);
    }
    for (uint32_t p = 0; p < CRIB_PLAY_MAX_PLAYERS; p++) {
        out->first_cut[p] = deal->first_cut[p];
        out->hand[p] = deal->hand[p];
    }
    out->crib = deal->crib;
    return CRIB_OK;
}

int32_t crib_deal_game(const crib_deal *deal, crib_game *out)
{
    int32_t rc = read_check(deal, out, sizeof *out);
    if (rc != CRIB_OK)
        return rc;
    *out = deal->game;
    return CRIB_OK;
}
