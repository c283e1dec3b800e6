/* SPDX-License-Identifier: MIT */
/* The deal driver: the cuts, the deal by variant, and a game stepped through discards,
 * starter, play and show. The referee's calls for irregularities are in irregular.c. */
#include "deal.h"

#include "bits.h"
#include "game.h"
#include "play.h"
#include "rng.h"
#include "show.h"
#include "variant.h"

#include <string.h>

#define CRIB_BIT (1u << CRIB_HOLDER_CRIB)

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
    return c < CRIB_CARDS || c == CRIB_NONE;
}

static int is_card(uint32_t c)
{
    return c < CRIB_CARDS;
}

void crib_deal_pack(const crib_deal *d, crib_card order[CRIB_CARDS])
{
    if (d->given) { /* no pack was shuffled: the cards in id order */
        for (uint32_t i = 0; i < CRIB_CARDS; i++)
            order[i] = (crib_card)i;
        return;
    }
    uint64_t state = d->shuffle;
    crib_card deck[CRIB_CARDS];
    crib_splitmix_shuffle(&state, deck);
    for (uint32_t i = 0; i < CRIB_CARDS; i++)
        order[i] = deck[(i + d->pack_cut) % CRIB_CARDS];
}

uint64_t crib_deal_stock_mask(const crib_deal *d)
{
    uint64_t out = d->crib | d->aside | crib_card_bit(d->starter);
    for (uint32_t p = 0; p < CRIB_PLAY_MAX_PLAYERS; p++)
        out |= d->hand[p];
    return CRIB_DECK_MASK & ~out;
}

/* The top card of the stock in the pack's order, or CRIB_NONE for an empty stock. */
static uint32_t stock_top(const crib_deal *d, const crib_card order[CRIB_CARDS])
{
    uint64_t stock = crib_deal_stock_mask(d);
    for (uint32_t i = 0; i < CRIB_CARDS; i++)
        if (stock & CARD_BIT(order[i]))
            return order[i];
    return CRIB_NONE;
}

void crib_deal_draw(crib_deal *d, const crib_card order[CRIB_CARDS], uint64_t *to, uint32_t k)
{
    uint64_t stock = crib_deal_stock_mask(d);
    for (uint32_t i = 0; i < CRIB_CARDS && k > 0; i++) {
        if (stock & CARD_BIT(order[i])) {
            *to |= CARD_BIT(order[i]);
            k--;
        }
    }
    d->pack_next = stock_top(d, order);
}

uint32_t crib_deal_due(const crib_deal *d, uint32_t holder)
{
    const crib_variant_shape *v = shape(d);
    if (holder == CRIB_HOLDER_CRIB)
        return v->to_crib + v->discard * (uint32_t)crib_popcount64(d->discarded);
    return (d->discarded >> holder) & 1u ? (uint32_t)(v->dealt - v->discard) : v->dealt;
}

/* How a holder's number of cards may be: as due, wrong (dealt a card or two more or fewer,
 * not yet settled), or a hand that stands a card or two short (CRIB_RECTIFY_STAND). */
#define COUNT_DUE 0
#define COUNT_WRONG 1
#define COUNT_STANDS 2

static int count_fits(uint64_t cards, uint32_t due, int how)
{
    int have = crib_popcount64(cards), want = (int)due;
    switch (how) {
    case COUNT_DUE: return have == want;
    case COUNT_WRONG: return have != want && have >= want - 2 && have <= want + 2;
    default: return have < want && have >= want - 2;
    }
}

/* The hands and the crib hold what the variant deals at this point: dealt cards until a
 * player discards, then the kept ones; the crib what was dealt to it and laid away; a
 * holder marked wrong a card or two off, a hand that stands a card or two short. */
static int counts_ok(const crib_deal *d)
{
    for (uint32_t p = 0; p < d->game.players; p++) {
        uint32_t wrong = (d->wrong >> p) & 1u, stands = (d->wrong >> (CRIB_WRONG_STANDS + p)) & 1u;
        if ((wrong && stands) || !count_fits(d->hand[p], crib_deal_due(d, p),
                                             wrong    ? COUNT_WRONG
                                             : stands ? COUNT_STANDS
                                                      : COUNT_DUE))
            return 0;
    }
    return count_fits(d->crib, crib_deal_due(d, CRIB_HOLDER_CRIB),
                      (d->wrong & CRIB_BIT) ? COUNT_WRONG : COUNT_DUE);
}

/* The holders with a wrong number of cards: players and the crib, and hands that stand,
 * players who have laid away, and only once a deal is on. A wrong number is found and
 * settled at any time after laying away (crib_deal_rectify()), at the latest at the
 * holder's show: none is still unsettled among the hands shown, or once the deal is done. */
static int wrong_ok(const crib_deal *d)
{
    uint32_t n = d->game.players, all = (1u << n) - 1;
    uint32_t open = d->wrong & (CRIB_BIT | all), stands = (d->wrong >> CRIB_WRONG_STANDS) & all;
    if ((d->wrong & ~(CRIB_BIT | all | (all << CRIB_WRONG_STANDS))) || (stands & ~d->discarded) ||
        (stands && d->stage == CRIB_STAGE_DISCARD))
        return 0;
    if (d->stage == CRIB_STAGE_DEAL)
        return !open;
    if (d->stage != CRIB_STAGE_SHOW)
        return 1;
    for (uint32_t p = 0; p < n; p++)
        if ((open >> p) & 1u && (p + n - d->game.dealer - 1) % n < d->shown)
            return 0;
    return 1;
}

/* The flags of the deal's play: the five-card game's single count, unless the options ask
 * for the full play, and failure to play. */
static uint32_t play_flags(const crib_deal *d)
{
    uint32_t options = d->game.rules.options, flags = 0;
    if (d->game.rules.variant == CRIB_VARIANT_FIVE_CARD && !(options & CRIB_OPT_FIVE_FULL_PLAY))
        flags |= CRIB_PLAY_FIVE_CARD;
    if (options & CRIB_OPT_FAILURE)
        flags |= CRIB_PLAY_FAILURE;
    if (options & CRIB_OPT_FAILURE_EACH)
        flags |= CRIB_PLAY_FAILURE_EACH;
    return flags;
}

/* The play of a deal in the play or the show: the engine's own state is whole, it is the
 * variant's kind of play among the deal's players, and what they still hold in it, the
 * cards on the pile and the dead cards come from their kept hands. */
static int play_fits(const crib_deal *d)
{
    const crib_play *pl = &d->play;
    if (!crib_play_valid(pl) || pl->players != d->game.players || pl->flags != play_flags(d))
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
    return (pl->dead & ~kept) == 0;
}

/* Before any deal, or after a misdeal until the same dealer deals again: nothing dealt. */
static int undealt_ok(const crib_deal *d)
{
    return !d->crib && !d->aside && !d->wrong && !is_card(d->starter) && !is_card(d->pack_next) &&
           !d->discarded && !d->shown && !d->pack_cut && d->game.pos == 0 &&
           crib_zero_bytes(d->hand, sizeof d->hand) && crib_zero_bytes(&d->play, sizeof d->play);
}

/* Nothing is played before the cut: crib_deal_init() and crib_deal_start() zero the play,
 * and crib_deal_cut() sets it up. */
static int play_zero(const crib_deal *d)
{
    return crib_zero_bytes(&d->play, sizeof d->play);
}

/* Nothing waits to be corrected: the deal (or its cut) closed it, and nothing is claimed
 * before the play. */
static int unpegged_zero(const crib_deal *d)
{
    return crib_zero_bytes(d->unpegged, sizeof d->unpegged);
}

/* A game that is over stopped the deal where its winning points were pegged: before any
 * deal (the five-card game's three), in a deal before the cut (a penalty of the deal's
 * irregularities), at the cut (heels), in the play, or in the show. */
static int over_ok(const crib_deal *d)
{
    uint32_t all = (1u << d->game.players) - 1;
    switch (d->game.win_phase) {
    case CRIB_PHASE_START: return d->deals == 0 && undealt_ok(d);
    case CRIB_PHASE_DEAL: return !is_card(d->starter) && !d->shown && play_zero(d);
    default: break;
    }
    if (d->deals == 0 || !counts_ok(d) || !is_card(d->starter) || is_card(d->pack_next) ||
        d->discarded != all)
        return 0;
    switch (d->game.win_phase) {
    case CRIB_PHASE_HEELS: return !d->shown && play_zero(d);
    case CRIB_PHASE_PLAY: return !d->shown && play_fits(d);
    default: return d->shown >= 1 && play_fits(d) && d->play.turn == CRIB_NONE;
    }
}

/* Each stage's own invariants: what is dealt, laid away, cut, played and shown, and how
 * far the game's order of scoring has gone (crib_game.pos: 0 before heels, 2 the play, 3
 * and on the shows, 3 + players once the crib is shown), and who holds a wrong number of
 * cards (wrong_ok). */
static int stage_ok(const crib_deal *d)
{
    uint32_t n = d->game.players, all = (1u << n) - 1, pos = d->game.pos;
    int cut = is_card(d->starter), next = is_card(d->pack_next);
    if (!wrong_ok(d))
        return 0;
    switch (d->stage) {
    case CRIB_STAGE_DEAL:
        if (d->deals == 0 || !cut)
            return undealt_ok(d);
        return counts_ok(d) && !next && d->discarded == all && d->shown == n + 1 && pos == 3 + n &&
               play_fits(d) && d->play.turn == CRIB_NONE;
    case CRIB_STAGE_DISCARD:
        return d->deals > 0 && counts_ok(d) && !cut && next && d->discarded != all && !d->shown &&
               pos == 0 && play_zero(d) && unpegged_zero(d);
    case CRIB_STAGE_CUT:
        return d->deals > 0 && counts_ok(d) && !cut && next && d->discarded == all && !d->shown &&
               pos == 0 && play_zero(d) && unpegged_zero(d);
    case CRIB_STAGE_PLAY:
        return d->deals > 0 && counts_ok(d) && cut && !next && d->discarded == all && !d->shown &&
               pos <= 2 && play_fits(d) && d->play.turn != CRIB_NONE;
    case CRIB_STAGE_SHOW:
        return d->deals > 0 && counts_ok(d) && cut && !next && d->discarded == all &&
               d->shown <= n && play_fits(d) && d->play.turn == CRIB_NONE &&
               (d->shown ? pos == 2 + d->shown : pos <= 2);
    default: return over_ok(d);
    }
}

/* No card is in two places (the hands, the crib, the cards set aside, the starter, the next
 * card of the pack); the cards cut for the first deal are distinct cards, none past the
 * players. */
static int cards_ok(const crib_deal *d)
{
    uint32_t n = d->game.players;
    uint64_t seen = d->crib | d->aside, cuts = 0;
    if ((d->crib & ~CRIB_DECK_MASK) || (d->aside & ~CRIB_DECK_MASK) || (d->crib & d->aside))
        return 0;
    for (uint32_t p = 0; p < CRIB_PLAY_MAX_PLAYERS; p++) {
        uint64_t h = d->hand[p];
        if ((h & ~CRIB_DECK_MASK) || (seen & h) || (p >= n && h) ||
            !card_or_none(d->first_cut[p]) || (p >= n && d->first_cut[p] != CRIB_NONE) ||
            (cuts & crib_card_bit(d->first_cut[p])) || (p >= n && d->unpegged[p]))
            return 0;
        seen |= h;
        cuts |= crib_card_bit(d->first_cut[p]);
    }
    uint64_t s = crib_card_bit(d->starter), k = crib_card_bit(d->pack_next);
    return !(seen & s) && !(seen & k) && !(s & k);
}

/* The pack: nothing before the first deal; after it, the generator's state is the one the
 * deal's shuffle left, and while the starter is to come the next card of the pack is the
 * top of the stock. */
static int pack_ok(const crib_deal *d)
{
    if (d->pack_cut && (d->pack_cut < CRIB_CUT_MIN || d->pack_cut > CRIB_CARDS - CRIB_CUT_MIN))
        return 0;
    if (d->deals == 0)
        return !d->shuffle && !d->pack_cut && !d->aside && !d->wrong && !d->given &&
               crib_zero_bytes(d->unpegged, sizeof d->unpegged);
    /* A given deal drew nothing: the generator is where it was before the deal. */
    if (d->given) {
        if (d->rng != d->shuffle || d->pack_cut)
            return 0;
    } else if (crib_splitmix_after_shuffle(d->shuffle) != d->rng) {
        return 0;
    }
    if (d->stage != CRIB_STAGE_DISCARD && d->stage != CRIB_STAGE_CUT)
        return 1;
    crib_card order[CRIB_CARDS];
    crib_deal_pack(d, order);
    return d->pack_next == stock_top(d, order);
}

/* The caller may hand in any bytes: check every invariant the functions below keep. The
 * game and the play check themselves; the cards (cards_ok), the pack (pack_ok), the deal
 * count agrees with the game's; and each stage has its own invariants (stage_ok). */
int crib_deal_valid(const crib_deal *d)
{
    if (!crib_game_valid(&d->game) || d->stage > CRIB_STAGE_OVER || d->given > 1)
        return 0;
    uint32_t n = d->game.players;
    if ((d->stage == CRIB_STAGE_OVER) != (d->game.over == 1) || (d->discarded >> n) ||
        d->shown > n + 1 || !card_or_none(d->starter) || !card_or_none(d->pack_next) ||
        d->game.deals != (d->deals ? d->deals : 1))
        return 0;
    return cards_ok(d) && pack_ok(d) && stage_ok(d);
}

int32_t crib_deal_stage_refusal(const crib_deal *d, uint32_t stage)
{
    if (d->stage == CRIB_STAGE_OVER)
        return CRIB_EDONE;
    return stage == CRIB_NONE || d->stage == stage ? CRIB_OK : CRIB_ESTAGE;
}

int32_t crib_deal_check(const crib_deal *d, uint32_t stage)
{
    if (!d)
        return CRIB_ENULL;
    if (!crib_deal_valid(d))
        return CRIB_ERANGE;
    return crib_deal_stage_refusal(d, stage);
}

/* The rank that counts in the cut for the first deal: tenth cards all alike under
 * CRIB_OPT_CUT_TENS_EQUAL. */
static int cut_rank(const crib_game_rules *rules, crib_card c)
{
    int r = CARD_RANK(c);
    return (rules->options & CRIB_OPT_CUT_TENS_EQUAL) && r > 9 ? 9 : r;
}

/* Each player cuts a card of a fresh shuffle (only the peggers, four-handed, when they are
 * elected); the lowest deals, and a tie for the lowest means everyone cuts again. */
static uint32_t cut_for_deal(crib_deal *d, const crib_game_rules *rules, uint32_t players)
{
    uint32_t peggers = rules->peggers;
    for (;;) {
        crib_card deck[CRIB_CARDS];
        crib_splitmix_shuffle(&d->rng, deck);
        uint32_t low = CRIB_NONE, ties = 0;
        for (uint32_t p = 0; p < players; p++) {
            if (peggers && !((peggers >> p) & 1u))
                continue;
            d->first_cut[p] = deck[p];
            if (low == CRIB_NONE || cut_rank(rules, deck[p]) < cut_rank(rules, deck[low])) {
                low = p;
                ties = 0;
            } else if (cut_rank(rules, deck[p]) == cut_rank(rules, deck[low])) {
                ties++;
            }
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
    int32_t rc = crib_rules_check(rules);
    if (rc != CRIB_OK)
        return rc;
    uint32_t players = crib_variants[rules->variant].players;
    if (first_dealer != CRIB_DEAL_CUT && first_dealer >= players)
        return CRIB_ERANGE;
    crib_deal_init_unchecked(deal, rules, seed, first_dealer);
    return (int32_t)deal->game.first_dealer;
}

void crib_deal_init_unchecked(crib_deal *deal, const crib_game_rules *rules, uint64_t seed,
                              uint32_t first_dealer)
{
    memset(deal, 0, sizeof *deal);
    for (uint32_t p = 0; p < CRIB_PLAY_MAX_PLAYERS; p++)
        deal->first_cut[p] = CRIB_NONE;
    deal->rng = seed;
    if (first_dealer == CRIB_DEAL_CUT)
        first_dealer = cut_for_deal(deal, rules, crib_variants[rules->variant].players);
    crib_game_init_unchecked(&deal->game, rules, first_dealer);
    deal->starter = CRIB_NONE;
    deal->pack_next = CRIB_NONE;
    deal->stage = deal->game.over ? CRIB_STAGE_OVER : CRIB_STAGE_DEAL;
}

void crib_deal_redeal(crib_deal *d)
{
    crib_game_redeal_unchecked(&d->game);
    memset(d->hand, 0, sizeof d->hand);
    memset(&d->play, 0, sizeof d->play);
    d->crib = 0;
    d->aside = 0;
    d->wrong = 0;
    d->pack_cut = 0;
    d->starter = CRIB_NONE;
    d->pack_next = CRIB_NONE;
    d->discarded = 0;
    d->shown = 0;
    d->stage = CRIB_STAGE_DEAL;
}

/* Shuffles, cuts the pack at `cut` (0: not cut) and deals: the next dealer, or after a
 * misdeal the same one again; or, when that dealer forfeits the deal, the player at his
 * left, the forfeited deal counted. The cut for a deal, or the deal itself where there is no
 * cut, closes every player's chance to correct a short peg (Hoyle: not "after the cut for
 * the next deal"). */
static int32_t deal_pack(crib_deal *deal, uint32_t cut, int forfeit, const uint64_t *given,
                         uint64_t given_crib)
{
    int redeal = deal->deals > 0 && deal->starter == CRIB_NONE;
    if (deal->deals > 0 && !redeal)
        crib_game_next_deal_unchecked(&deal->game);
    if (forfeit)
        crib_game_next_deal_unchecked(&deal->game);
    const crib_variant_shape *v = shape(deal);
    uint32_t n = v->players, dealer = deal->game.dealer;
    crib_deal_redeal(deal);
    memset(deal->unpegged, 0, sizeof deal->unpegged);
    deal->shuffle = deal->rng;
    deal->pack_cut = cut;
    deal->given = given != NULL;
    crib_card order[CRIB_CARDS];
    if (given) {
        for (uint32_t p = 0; p < n; p++)
            deal->hand[p] = given[p];
        deal->crib = given_crib;
    } else {
        crib_card deck[CRIB_CARDS];
        crib_splitmix_shuffle(&deal->rng, deck);
    }
    crib_deal_pack(deal, order);
    uint32_t top = 0;
    for (uint32_t i = 0; !given && i < v->dealt * n; i++)
        deal->hand[(dealer + 1 + i) % n] |= CARD_BIT(order[top++]);
    for (uint32_t i = 0; !given && i < v->to_crib; i++)
        deal->crib |= CARD_BIT(order[top++]);
    deal->pack_next = given ? stock_top(deal, order) : order[top];
    deal->deals = deal->game.deals; /* the game counts the deals begun, as the deal does */
    deal->stage = CRIB_STAGE_DISCARD;
    return (int32_t)dealer;
}

int32_t crib_deal_start_given_unchecked(crib_deal *deal,
                                        const uint64_t hands[CRIB_PLAY_MAX_PLAYERS], uint64_t crib,
                                        int forfeit)
{
    int32_t rc = crib_deal_stage_refusal(deal, CRIB_STAGE_DEAL);
    if (rc != CRIB_OK)
        return rc;
    if (forfeit && !(deal->game.rules.options & CRIB_OPT_NO_CUT))
        return CRIB_ERULES;
    const crib_variant_shape *v = shape(deal);
    uint64_t seen = crib;
    if (crib & ~CRIB_DECK_MASK)
        return CRIB_EMASK;
    for (uint32_t p = 0; p < CRIB_PLAY_MAX_PLAYERS; p++)
        if (hands[p] & ~CRIB_DECK_MASK)
            return CRIB_EMASK;
    if (crib_popcount64(crib) != (int)v->to_crib)
        return CRIB_ECOUNT;
    for (uint32_t p = 0; p < CRIB_PLAY_MAX_PLAYERS; p++)
        if (crib_popcount64(hands[p]) != (p < v->players ? (int)v->dealt : 0))
            return CRIB_ECOUNT;
    for (uint32_t p = 0; p < v->players; p++) {
        if (hands[p] & seen)
            return CRIB_EDUP;
        seen |= hands[p];
    }
    return deal_pack(deal, 0, forfeit, hands, crib);
}

int32_t crib_deal_start_given(crib_deal *deal, const uint64_t hands[CRIB_PLAY_MAX_PLAYERS],
                              uint64_t crib)
{
    if (!deal || !hands)
        return CRIB_ENULL;
    if (!crib_deal_valid(deal))
        return CRIB_ERANGE;
    return crib_deal_start_given_unchecked(deal, hands, crib, 0);
}

int32_t crib_deal_start_unchecked(crib_deal *deal, uint32_t position)
{
    int32_t rc = crib_deal_stage_refusal(deal, CRIB_STAGE_DEAL);
    if (rc != CRIB_OK)
        return rc;
    if (position == CRIB_NONE)
        return deal_pack(deal, 0, 0, NULL, 0);
    if (deal->game.rules.options & CRIB_OPT_NO_CUT)
        return CRIB_ERULES;
    if (position < CRIB_CUT_MIN || position > CRIB_CARDS - CRIB_CUT_MIN)
        return CRIB_ERANGE;
    return deal_pack(deal, position, 0, NULL, 0);
}

int32_t crib_deal_forfeit_unchecked(crib_deal *deal)
{
    int32_t rc = crib_deal_stage_refusal(deal, CRIB_STAGE_DEAL);
    if (rc != CRIB_OK)
        return rc;
    if (!(deal->game.rules.options & CRIB_OPT_NO_CUT))
        return CRIB_ERULES;
    return deal_pack(deal, 0, 1, NULL, 0);
}

int32_t crib_deal_forfeit(crib_deal *deal)
{
    int32_t rc = crib_deal_check(deal, CRIB_NONE);
    return rc != CRIB_OK ? rc : crib_deal_forfeit_unchecked(deal);
}

int32_t crib_deal_start(crib_deal *deal)
{
    int32_t rc = crib_deal_check(deal, CRIB_NONE);
    return rc != CRIB_OK ? rc : crib_deal_start_unchecked(deal, CRIB_NONE);
}

int32_t crib_deal_start_cut(crib_deal *deal, uint32_t position)
{
    int32_t rc = crib_deal_check(deal, CRIB_NONE);
    if (rc == CRIB_OK && position == CRIB_NONE)
        position = 0; /* out of range: CRIB_NONE is the worker's "not cut" */
    return rc != CRIB_OK ? rc : crib_deal_start_unchecked(deal, position);
}

int32_t crib_deal_discard_unchecked(crib_deal *deal, uint32_t player, const crib_card *cards,
                                    size_t n)
{
    if (player >= deal->game.players)
        return CRIB_ERANGE;
    int32_t rc = crib_deal_stage_refusal(deal, CRIB_STAGE_DISCARD);
    if (rc != CRIB_OK)
        return rc;
    if (deal->discarded & (1u << player))
        return CRIB_ESTAGE;
    if (n != crib_variants[deal->game.rules.variant].discard)
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

int32_t crib_deal_discard(crib_deal *deal, uint32_t player, const crib_card *cards, size_t n)
{
    if (!deal || (!cards && n > 0))
        return CRIB_ENULL;
    if (!crib_deal_valid(deal))
        return CRIB_ERANGE;
    return crib_deal_discard_unchecked(deal, player, cards, n);
}

uint32_t crib_deal_stock_cards(const crib_deal *d, crib_card cards[CRIB_CARDS])
{
    uint64_t stock = 0, dealt = d->crib;
    for (uint32_t p = 0; p < CRIB_PLAY_MAX_PLAYERS; p++)
        dealt |= d->hand[p];
    /* No cards dealt: before the first deal, or after a misdeal. */
    if (dealt)
        stock = crib_deal_stock_mask(d);
    crib_card order[CRIB_CARDS];
    crib_deal_pack(d, order);
    uint32_t k = 0;
    for (uint32_t i = 0; i < CRIB_CARDS; i++)
        if (stock & CARD_BIT(order[i]))
            cards[k++] = order[i];
    return k;
}

/* Turns the starter, pegs heels and begins the play. */
static int32_t turn_starter(crib_deal *deal, uint32_t starter, uint32_t *heels)
{
    crib_game *g = &deal->game;
    deal->starter = starter;
    deal->pack_next = CRIB_NONE;
    uint32_t pegged = 0;
    if (CARD_RANK(starter) == CRIB_JACK &&
        crib_game_peg_unchecked(g, g->dealer, 2, CRIB_REASON_HEELS, &pegged) < 0)
        pegged = 0; /* heels is the first peg of a deal in a game that goes on */
    *heels = pegged;
    if (g->over) {
        deal->stage = CRIB_STAGE_OVER;
    } else {
        crib_play_init_unchecked(&deal->play, g->players, deal->hand, (g->dealer + 1) % g->players,
                                 play_flags(deal));
        deal->stage = CRIB_STAGE_PLAY;
    }
    return (int32_t)deal->starter;
}

int32_t crib_deal_cut_unchecked(crib_deal *deal, uint32_t position, uint32_t *heels)
{
    *heels = 0;
    int32_t rc = crib_deal_stage_refusal(deal, CRIB_STAGE_CUT);
    if (rc != CRIB_OK)
        return rc;
    if (position == CRIB_NONE)
        return turn_starter(deal, deal->pack_next, heels);
    crib_card stock[CRIB_CARDS];
    uint32_t n = crib_deal_stock_cards(deal, stock);
    /* A given deal's stock is in id order, no pack's: any of its cards may be the starter. */
    uint32_t least = deal->given ? 0 : CRIB_CUT_MIN, spare = deal->given ? 1 : CRIB_CUT_MIN;
    if (position >= CRIB_CARDS || position < least || position + spare > n)
        return CRIB_ERANGE;
    return turn_starter(deal, stock[position], heels);
}

/* The public cuts: the state checked once, then the worker. */
static int32_t deal_cut(crib_deal *deal, uint32_t position, uint32_t *heels)
{
    if (heels)
        *heels = 0;
    if (!deal)
        return CRIB_ENULL;
    if (!crib_deal_valid(deal))
        return CRIB_ERANGE;
    uint32_t h;
    int32_t rc = crib_deal_cut_unchecked(deal, position, &h);
    if (rc >= 0 && heels)
        *heels = h;
    return rc;
}

int32_t crib_deal_cut(crib_deal *deal, uint32_t *heels)
{
    return deal_cut(deal, CRIB_NONE, heels);
}

int32_t crib_deal_cut_at(crib_deal *deal, uint32_t position, uint32_t *heels)
{
    /* CRIB_NONE is the worker's top of the stock; as a position it is out of range. */
    return deal_cut(deal, position == CRIB_NONE ? CRIB_CARDS : position, heels);
}

/* The checks of a function that reads the deal into *out, which is zeroed first. */
static int32_t read_check(const crib_deal *deal, void *out, size_t size)
{
    if (out)
        memset(out, 0, size);
    if (!deal || !out)
        return CRIB_ENULL;
    return crib_deal_valid(deal) ? CRIB_OK : CRIB_ERANGE;
}

int32_t crib_deal_stock(const crib_deal *deal, crib_card *cards, size_t cap)
{
    int32_t rc = CRIB_OK;
    if (!deal || (!cards && cap > 0))
        rc = CRIB_ENULL;
    else if (!crib_deal_valid(deal))
        rc = CRIB_ERANGE;
    crib_card stock[CRIB_CARDS];
    uint32_t n = rc == CRIB_OK ? crib_deal_stock_cards(deal, stock) : 0;
    if (rc == CRIB_OK && n > cap)
        rc = CRIB_ESPACE;
    if (cards && cap > 0)
        memset(cards, 0, cap);
    if (rc != CRIB_OK)
        return rc;
    if (n > 0)
        memcpy(cards, stock, n);
    return (int32_t)n;
}

int32_t crib_deal_play(const crib_deal *deal, crib_play *out)
{
    int32_t rc = read_check(deal, out, sizeof *out);
    if (rc != CRIB_OK)
        return rc;
    /* A game can end before the play begins (heels, the five-card game's three, a penalty)
     * and then there is no play to copy. */
    if (deal->starter == CRIB_NONE || !play_fits(deal))
        return deal->stage == CRIB_STAGE_OVER ? CRIB_EDONE : CRIB_ESTAGE;
    *out = deal->play;
    return CRIB_OK;
}

/* A player's points still to be corrected, short of the byte that holds them. */
static void add_unpegged(crib_deal *d, uint32_t player, uint32_t points)
{
    uint32_t sum = d->unpegged[player] + points;
    d->unpegged[player] = (uint8_t)(sum > UINT8_MAX ? UINT8_MAX : sum);
}

int32_t crib_deal_after_peg(crib_deal *d)
{
    if (d->game.over)
        d->stage = CRIB_STAGE_OVER;
    return (int32_t)d->game.over;
}

/* A penalty or a correction moves no order, but once the starter is turned the deal is in
 * the play (or past it), whatever has been pegged: the order reaches the play first, so
 * that points that end the game end it where a deal over is checked for them (over_ok),
 * never before the cut or at heels with the play begun. */
int32_t crib_deal_peg_aside(crib_deal *d, uint32_t player, uint32_t points, uint32_t reason,
                            uint32_t *pegged)
{
    *pegged = 0;
    if (d->game.over)
        return CRIB_EDONE;
    if (is_card(d->starter))
        crib_game_reach_play_unchecked(&d->game);
    return crib_game_peg_unchecked(&d->game, player, points, reason, pegged);
}

int32_t crib_deal_act_unchecked(crib_deal *deal, uint32_t player, uint32_t card, uint32_t claimed,
                                crib_play_event *event, crib_claim *claim)
{
    memset(event, 0, sizeof *event);
    memset(claim, 0, sizeof *claim);
    int32_t rc = crib_deal_stage_refusal(deal, CRIB_STAGE_PLAY);
    if (rc != CRIB_OK)
        return rc;
    /* crib_play_card()'s order: the player's range before the card. */
    if (player >= deal->game.players)
        return CRIB_ERANGE;
    if (card != CRIB_NONE && card >= CRIB_CARDS)
        return CRIB_ECARD;
    /* On copies, so that a refusal of either the engine or the claim changes nothing. */
    crib_play play = deal->play;
    crib_game game = deal->game;
    crib_play_event ev;
    crib_claim c;
    rc = crib_play_act_unchecked(&play, player, card, &ev);
    if (rc >= 0)
        rc = crib_game_claim_play_unchecked(&game, &ev, claimed, &c);
    if (rc < 0)
        return rc;
    deal->play = play;
    deal->game = game;
    if (card != CRIB_NONE)
        deal->unpegged[player] = 0; /* he has played his next card */
    if (c.missed && !(game.rules.options & CRIB_OPT_MUGGINS_PLAY))
        add_unpegged(deal, c.player, c.missed);
    if (!crib_deal_after_peg(deal) && ev.over)
        deal->stage = CRIB_STAGE_SHOW;
    *event = ev;
    *claim = c;
    return (int32_t)c.pegged;
}

/* The public actions of the play: the state checked once, then the worker. */
static int32_t deal_act(crib_deal *deal, uint32_t player, uint32_t card, uint32_t claimed,
                        crib_play_event *event, crib_claim *claim)
{
    if (event)
        memset(event, 0, sizeof *event);
    if (claim)
        memset(claim, 0, sizeof *claim);
    int32_t rc = crib_deal_check(deal, CRIB_STAGE_PLAY);
    if (rc != CRIB_OK)
        return rc;
    crib_play_event ev;
    crib_claim c;
    rc = crib_deal_act_unchecked(deal, player, card, claimed, &ev, &c);
    if (rc < 0)
        return rc;
    if (event)
        *event = ev;
    if (claim)
        *claim = c;
    return rc;
}

int32_t crib_deal_play_card(crib_deal *deal, uint32_t player, crib_card card,
                            crib_play_event *event)
{
    return deal_act(deal, player, card, CRIB_CLAIM_ALL, event, NULL);
}

int32_t crib_deal_play_go(crib_deal *deal, uint32_t player, crib_play_event *event)
{
    return deal_act(deal, player, CRIB_NONE, CRIB_CLAIM_ALL, event, NULL);
}

int32_t crib_deal_play_claim(crib_deal *deal, uint32_t player, uint32_t card, uint32_t claimed,
                             crib_play_event *event, crib_claim *claim)
{
    return deal_act(deal, player, card, claimed, event, claim);
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

int32_t crib_deal_show_unchecked(crib_deal *deal, uint32_t claimed, crib_show *out)
{
    return crib_deal_show_order_unchecked(deal, claimed, NULL, 0, out);
}

int32_t crib_deal_show_order_unchecked(crib_deal *deal, uint32_t claimed, const uint8_t *order,
                                       size_t n, crib_show *out)
{
    memset(out, 0, sizeof *out);
    int32_t rc = crib_deal_stage_refusal(deal, CRIB_STAGE_SHOW);
    if (rc != CRIB_OK)
        return rc;
    crib_show sh;
    memset(&sh, 0, sizeof sh);
    uint64_t mask;
    sh.player = next_show(deal, &mask, &sh.is_crib);
    uint32_t holder = sh.is_crib ? CRIB_HOLDER_CRIB : sh.player;
    /* A wrong number of cards is seen when they are shown: settled first. */
    if ((deal->wrong >> holder) & 1u)
        return CRIB_ESTAGE;
    sh.starter = deal->starter;
    sh.n_cards = (uint32_t)crib_popcount64(mask);
    for (uint32_t i = 0; mask; mask &= mask - 1)
        sh.cards[i++] = (crib_card)crib_ctz64(mask);
    uint32_t flags = sh.is_crib ? CRIB_SCORE_CRIB : 0;
    /* A whole deal shows 1 to 4 distinct cards and a starter: 3 or 4, or a hand that stands
     * a card or two short, which has no flush. */
    int stands = !sh.is_crib && (deal->wrong >> (CRIB_WRONG_STANDS + sh.player)) & 1u;
    crib_score_cards(sh.cards, sh.n_cards, (crib_card)sh.starter, flags, !stands, &sh.score);
    if (order && !crib_items_order_ok(&sh.score, order, n))
        return CRIB_ERANGE;
    rc = crib_game_claim_score_unchecked(&deal->game, sh.player, flags, claimed, &sh.score, order,
                                         &sh.claim);
    if (rc < 0)
        return rc;
    deal->shown++;
    if (sh.claim.missed && !(deal->game.rules.options & CRIB_OPT_MUGGINS))
        add_unpegged(deal, sh.player, sh.claim.missed);
    if (deal->game.over)
        deal->stage = CRIB_STAGE_OVER;
    else if (sh.is_crib)
        deal->stage = CRIB_STAGE_DEAL;
    *out = sh;
    return rc;
}

int32_t crib_deal_show(crib_deal *deal, uint32_t claimed, crib_show *out)
{
    if (out)
        memset(out, 0, sizeof *out);
    int32_t rc = crib_deal_check(deal, CRIB_STAGE_SHOW);
    if (rc != CRIB_OK)
        return rc;
    crib_show sh;
    rc = crib_deal_show_unchecked(deal, claimed, &sh);
    if (rc >= 0 && out)
        *out = sh;
    return rc;
}

int32_t crib_deal_show_items(crib_deal *deal, uint32_t claimed, const uint8_t *order, size_t n,
                             crib_show *out)
{
    if (out)
        memset(out, 0, sizeof *out);
    if (!order && n > 0)
        return CRIB_ENULL;
    int32_t rc = crib_deal_check(deal, CRIB_STAGE_SHOW);
    if (rc != CRIB_OK)
        return rc;
    crib_show sh;
    /* An order of no items is an empty array, which may be NULL. */
    static const uint8_t k_none[1] = {0};
    rc = crib_deal_show_order_unchecked(deal, claimed, order ? order : k_none, n, &sh);
    if (rc >= 0 && out)
        *out = sh;
    return rc;
}

int32_t crib_deal_status(const crib_deal *deal, crib_status *out)
{
    int32_t rc = read_check(deal, out, sizeof *out);
    if (rc != CRIB_OK)
        return rc;
    crib_deal_status_unchecked(deal, out);
    return CRIB_OK;
}

void crib_deal_status_unchecked(const crib_deal *deal, crib_status *out)
{
    const crib_variant_shape *v = shape(deal);
    memset(out, 0, sizeof *out);
    out->stage = deal->stage;
    out->players = v->players;
    out->dealt = v->dealt;
    out->discard = v->discard;
    out->kept = (uint32_t)(v->dealt - v->discard);
    out->dealer = deal->game.dealer;
    out->deal = deal->deals;
    out->starter = deal->starter;
    out->next_show = CRIB_NONE;
    if (deal->stage == CRIB_STAGE_SHOW) {
        uint64_t cards;
        out->next_show = next_show(deal, &cards, &out->next_is_crib);
    }
    for (uint32_t p = 0; p < CRIB_PLAY_MAX_PLAYERS; p++) {
        out->first_cut[p] = deal->first_cut[p];
        out->hand[p] = deal->hand[p];
        out->unpegged[p] = deal->unpegged[p];
    }
    out->wrong = deal->wrong;
    out->crib = deal->crib;
}

int32_t crib_deal_game(const crib_deal *deal, crib_game *out)
{
    int32_t rc = read_check(deal, out, sizeof *out);
    if (rc != CRIB_OK)
        return rc;
    *out = deal->game;
    return CRIB_OK;
}
