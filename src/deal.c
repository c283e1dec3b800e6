/* The deal driver: the seeded generator, the shuffle, the cuts, the deal by variant, and a
 * game stepped through discards, starter, play and show. */
#include "internal.h"

#include <string.h>

#define NONE CRIB_PLAY_NONE

/* How each variant deals (indexed by CRIB_VARIANT_*): players, cards dealt to each, laid
 * away by each, and dealt straight to the crib. */
typedef struct variant_deal {
    uint8_t players, dealt, discard, to_crib;
} variant_deal;

static const variant_deal k_deal[] = {
    {2, 6, 2, 0}, /* six-card */
    {2, 5, 2, 0}, /* five-card */
    {3, 5, 1, 1}, /* three-handed */
    {4, 5, 1, 0}, /* four-handed partnership */
    {2, 5, 1, 2}, /* two into the crib */
};

/* The generator's steps on a state known to be there; the API functions check first. */
static uint64_t splitmix_next(uint64_t *state)
{
    uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* n is 1 .. 2^32. */
static uint32_t splitmix_below(uint64_t *state, uint64_t n)
{
    /* 2^64 mod n, computed without 2^64: (2^64 - n) mod n. The draws at or above
     * 2^64 - that remainder would favour the low results, so they are drawn again. */
    uint64_t rem = (UINT64_MAX - n + 1) % n;
    uint64_t z = splitmix_next(state);
    if (rem) {
        uint64_t limit = UINT64_MAX - rem + 1; /* 2^64 - rem */
        while (z >= limit)
            z = splitmix_next(state);
    }
    return (uint32_t)(z % n);
}

int32_t crib_rng_next(uint64_t *state, uint64_t *out)
{
    if (out)
        *out = 0;
    if (!state || !out)
        return CRIB_ENULL;
    *out = splitmix_next(state);
    return CRIB_OK;
}

int32_t crib_rng_below(uint64_t *state, uint64_t n, uint32_t *out)
{
    if (out)
        *out = 0;
    if (!state || !out)
        return CRIB_ENULL;
    if (n == 0 || n > (UINT64_C(1) << 32))
        return CRIB_ERANGE;
    *out = splitmix_below(state, n);
    return CRIB_OK;
}

int32_t crib_deck_shuffle(uint64_t *state, crib_card deck[CRIB_CARDS])
{
    if (!state || !deck)
        return CRIB_ENULL;
    for (int i = 0; i < CRIB_CARDS; i++)
        deck[i] = (crib_card)i;
    for (uint32_t i = CRIB_CARDS - 1; i >= 1; i--) {
        uint32_t j = splitmix_below(state, i + 1);
        crib_card t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
    }
    return CRIB_OK;
}

size_t crib_deal_size(void)
{
    return sizeof(crib_deal);
}

size_t crib_deal_info_size(void)
{
    return sizeof(crib_deal_info);
}

size_t crib_show_size(void)
{
    return sizeof(crib_show);
}

static const variant_deal *shape(const crib_deal *d)
{
    return &k_deal[d->game.rules.variant];
}

static int card_or_none(uint32_t c)
{
    return c < CRIB_CARDS || c == NONE;
}

/* The caller may hand in any bytes: check what an index or a shift depends on. The game
 * checks itself (crib_game_over() answers CRIB_ERANGE for a bad one), and so does the play. */
static int deal_ok(const crib_deal *d)
{
    if (crib_game_over(&d->game) < 0 || d->stage > CRIB_STAGE_OVER)
        return 0;
    uint32_t n = d->game.players;
    if ((d->stage == CRIB_STAGE_OVER) != (d->game.over == 1) || (d->discarded >> n) ||
        d->shown > n + 1 || !card_or_none(d->starter) || !card_or_none(d->pack_next) ||
        (d->crib & ~CRIB_DECK_MASK))
        return 0;
    for (uint32_t p = 0; p < CRIB_PLAY_MAX_PLAYERS; p++)
        if ((d->hand[p] & ~CRIB_DECK_MASK) || (p >= n && d->hand[p]) ||
            !card_or_none(d->first_cut[p]))
            return 0;
    if (d->stage == CRIB_STAGE_PLAY && crib_play_over(&d->play) != 0)
        return 0;
    if (d->stage == CRIB_STAGE_SHOW && d->starter == NONE)
        return 0;
    return 1;
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
        crib_deck_shuffle(&d->rng, deck);
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
    const variant_deal *v = shape(deal);
    uint32_t n = v->players, dealer = deal->game.dealer;
    crib_card deck[CRIB_CARDS];
    crib_deck_shuffle(&deal->rng, deck);
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
    if (deal->deals < UINT32_MAX)
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
    if (deal->pack_next == NONE)
        return CRIB_ERANGE;
    crib_game *g = &deal->game;
    deal->starter = deal->pack_next;
    deal->pack_next = NONE;
    uint32_t pegged = 0;
    int32_t points = crib_starter_heels((crib_card)deal->starter);
    if (points > 0)
        crib_game_peg(g, g->dealer, (uint32_t)points, CRIB_PEG_HEELS, &pegged);
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

int32_t crib_deal_play_state(const crib_deal *deal, crib_play *out)
{
    int32_t rc = read_check(deal, out, sizeof *out);
    if (rc != CRIB_OK)
        return rc;
    if (deal->starter == NONE)
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
        crib_game_peg(&d->game, ev->scorer, combos, CRIB_PEG_PLAY, &a);
    if (ev->score.go && !d->game.over)
        crib_game_peg(&d->game, ev->scorer, ev->score.go, CRIB_PEG_GO, &b);
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
    uint32_t flags = sh.is_crib ? CRIB_CRIB : 0;
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

int32_t crib_deal_info_get(const crib_deal *deal, crib_deal_info *out)
{
    int32_t rc = read_check(deal, out, sizeof *out);
    if (rc != CRIB_OK)
        return rc;
    const variant_deal *v = shape(deal);
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
