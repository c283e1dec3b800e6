/* SPDX-License-Identifier: MIT */
/* The deal driver's irregularities (Hoyle and 004): a misdeal, a wrong number of cards and
 * its rectification, an over-peg corrected, a short peg corrected in time. Each is a call
 * of the referee's; the driver checks the state first and changes nothing on a refusal. */
#include "deal.h"

#include "bits.h"
#include "game.h"
#include "play.h"

#include <string.h>

/* The stages of a deal in which its cards are out: dealt, laid away, cut, played, shown. */
static int cards_out(const crib_deal *d)
{
    return d->stage >= CRIB_STAGE_DISCARD && d->stage <= CRIB_STAGE_SHOW;
}

int32_t crib_deal_misdeal(crib_deal *deal)
{
    int32_t rc = crib_deal_check(deal, CRIB_NONE);
    return rc != CRIB_OK ? rc : crib_deal_misdeal_unchecked(deal);
}

int32_t crib_deal_misdeal_unchecked(crib_deal *deal)
{
    int32_t rc = crib_deal_stage_refusal(deal, CRIB_NONE);
    if (rc != CRIB_OK)
        return rc;
    if (!cards_out(deal))
        return CRIB_ESTAGE;
    crib_deal_redeal(deal);
    return (int32_t)deal->game.dealer;
}

/* The cards of a holder: a player's hand, or the crib. */
static uint64_t *holding(crib_deal *d, uint32_t holder)
{
    return holder == CRIB_HOLDER_CRIB ? &d->crib : &d->hand[holder];
}

static int is_holder(const crib_deal *d, uint32_t holder)
{
    return holder < d->game.players || holder == CRIB_HOLDER_CRIB;
}

/* Whether the holder may be dealt wrong now: a player before he lays away, the crib until
 * the starter, and each once a deal. */
static int32_t check_miscount(const crib_deal *d, uint32_t holder)
{
    int before_cut = d->stage == CRIB_STAGE_DISCARD || d->stage == CRIB_STAGE_CUT;
    if (holder == CRIB_HOLDER_CRIB
            ? !before_cut
            : d->stage != CRIB_STAGE_DISCARD || ((d->discarded >> holder) & 1u))
        return CRIB_ESTAGE;
    return (d->wrong >> holder) & 1u ? CRIB_ESTAGE : CRIB_OK;
}

/* Puts back to the stock the k cards of *from that come last in the pack's order. */
static void give_back(crib_deal *d, const crib_card order[CRIB_CARDS], uint64_t *from, uint32_t k)
{
    for (uint32_t i = CRIB_CARDS; i > 0 && k > 0; i--) {
        if (*from & CARD_BIT(order[i - 1])) {
            *from &= ~CARD_BIT(order[i - 1]);
            k--;
        }
    }
    uint64_t none = 0;
    crib_deal_draw(d, order, &none, 0); /* only sets the next card of the pack */
}

int32_t crib_deal_miscount(crib_deal *deal, uint32_t holder, int32_t delta)
{
    int32_t rc = crib_deal_check(deal, CRIB_NONE);
    return rc != CRIB_OK ? rc : crib_deal_miscount_unchecked(deal, holder, delta);
}

int32_t crib_deal_miscount_unchecked(crib_deal *deal, uint32_t holder, int32_t delta)
{
    int32_t rc = crib_deal_stage_refusal(deal, CRIB_NONE);
    if (rc != CRIB_OK)
        return rc;
    if (!is_holder(deal, holder) || delta == 0 || delta < -2 || delta > 2)
        return CRIB_ERANGE;
    rc = check_miscount(deal, holder);
    if (rc != CRIB_OK)
        return rc;
    uint64_t *cards = holding(deal, holder);
    uint32_t k = (uint32_t)(delta < 0 ? -delta : delta);
    if (delta < 0 && (uint32_t)crib_popcount64(*cards) < k)
        return CRIB_ERANGE;
    crib_card order[CRIB_CARDS];
    crib_deal_pack(deal, order);
    if (delta > 0)
        crib_deal_draw(deal, order, cards, k);
    else
        give_back(deal, order, cards, k);
    deal->wrong |= 1u << holder;
    return crib_popcount64(*cards);
}

/* Whether the choice fits the holder (CRIB_ERANGE when not): a known choice; the crib is
 * corrected, never let stand, and redealt only for two wrong at once; a long hand cannot
 * stand. */
static int choice_fits(const crib_deal *d, uint32_t holder, uint32_t choice, int two_wrong)
{
    int crib = holder == CRIB_HOLDER_CRIB;
    switch (choice) {
    case CRIB_RECTIFY_PEG: return 1;
    case CRIB_RECTIFY_NEW_DEAL: return !crib || two_wrong;
    case CRIB_RECTIFY_CORRECT: return !crib;
    case CRIB_RECTIFY_STAND:
        return !crib && (uint32_t)crib_popcount64(d->hand[holder]) < crib_deal_due(d, holder);
    default: return 0;
    }
}

/* Whether the rules give the choice (CRIB_ERULES when not): Hoyle's new deal or 2 and
 * rectified, or 004's correction or 2 and standing; for the crib, 2 and corrected; for two
 * wrong at once under Hoyle's strict reading, a new deal only. */
static int choice_given(const crib_deal *d, uint32_t holder, uint32_t choice, int two_wrong)
{
    if (two_wrong)
        return choice == CRIB_RECTIFY_NEW_DEAL;
    if (holder == CRIB_HOLDER_CRIB)
        return choice == CRIB_RECTIFY_PEG;
    if (d->game.rules.options & CRIB_OPT_LET_STAND)
        return choice == CRIB_RECTIFY_CORRECT || choice == CRIB_RECTIFY_STAND;
    return choice == CRIB_RECTIFY_NEW_DEAL || choice == CRIB_RECTIFY_PEG;
}

/* The cards that may be drawn out of a long holder: a hand's during the play only those it
 * still holds in it (face down; the cards played lie on the table). */
static uint64_t drawable(const crib_deal *d, uint32_t holder)
{
    if (holder == CRIB_HOLDER_CRIB)
        return d->crib;
    return d->stage == CRIB_STAGE_PLAY ? d->play.hand[holder] : d->hand[holder];
}

/* The checks of a rectification, in the documented order; the cards drawn out of a long
 * holder in *drawn_mask. */
static int32_t check_rectify(const crib_deal *d, uint32_t holder, uint32_t choice,
                             const crib_card *drawn, size_t n, uint64_t *drawn_mask)
{
    *drawn_mask = 0;
    int32_t rc = crib_deal_stage_refusal(d, CRIB_NONE);
    if (rc != CRIB_OK)
        return rc;
    if (d->stage < CRIB_STAGE_CUT || !cards_out(d))
        return CRIB_ESTAGE;
    uint32_t open = d->wrong & ((1u << CRIB_HOLDER_CRIB) | ((1u << d->game.players) - 1));
    int two_wrong = (d->game.rules.options & CRIB_OPT_TWO_WRONG) && crib_popcount64(open) > 1;
    if (!is_holder(d, holder) || !((d->wrong >> holder) & 1u) ||
        !choice_fits(d, holder, choice, two_wrong))
        return CRIB_ERANGE;
    if (!choice_given(d, holder, choice, two_wrong))
        return CRIB_ERULES;
    if (choice == CRIB_RECTIFY_NEW_DEAL || choice == CRIB_RECTIFY_STAND)
        return CRIB_OK;
    uint64_t cards = holder == CRIB_HOLDER_CRIB ? d->crib : d->hand[holder];
    uint32_t have = (uint32_t)crib_popcount64(cards), due = crib_deal_due(d, holder);
    if (n != (have > due ? have - due : 0))
        return CRIB_ECOUNT;
    rc = crib_mask_from_cards(drawn, n, drawn_mask);
    if (rc != CRIB_OK)
        return rc;
    return (drawable(d, holder) & *drawn_mask) == *drawn_mask ? CRIB_OK : CRIB_ENOTHELD;
}

/* Puts a holder's number right: the cards drawn out of a long one set aside, a short one's
 * missing cards drawn off the top of the stock; during the play, the hand's cards in the play
 * with them, which may end a count or the play (*ev). */
static void correct_cards(crib_deal *d, uint32_t holder, uint64_t out, crib_play_event *ev)
{
    uint64_t *cards = holding(d, holder);
    uint32_t have = (uint32_t)crib_popcount64(*cards), due = crib_deal_due(d, holder);
    uint64_t before = *cards & ~out;
    crib_card order[CRIB_CARDS];
    crib_deal_pack(d, order);
    *cards = before;
    d->aside |= out;
    crib_deal_draw(d, order, cards, have < due ? due - have : 0);
    if (d->stage == CRIB_STAGE_CUT)
        return;
    d->pack_next = CRIB_NONE; /* the starter is cut: no card of the pack is next */
    if (holder != CRIB_HOLDER_CRIB)
        crib_play_rehand_unchecked(&d->play, holder, out,
                                   d->stage == CRIB_STAGE_PLAY ? *cards & ~before : 0, ev);
}

int32_t crib_deal_rectify(crib_deal *deal, uint32_t holder, uint32_t choice, const crib_card *drawn,
                          size_t n, uint32_t *pegged)
{
    if (pegged)
        *pegged = 0;
    if (!deal || (!drawn && n > 0))
        return CRIB_ENULL;
    if (!crib_deal_valid(deal))
        return CRIB_ERANGE;
    uint32_t p;
    int32_t rc = crib_deal_rectify_unchecked(deal, holder, choice, drawn, n, &p);
    if (rc >= 0 && pegged)
        *pegged = p;
    return rc;
}

int32_t crib_deal_rectify_unchecked(crib_deal *deal, uint32_t holder, uint32_t choice,
                                    const crib_card *drawn, size_t n, uint32_t *pegged)
{
    *pegged = 0;
    uint64_t out;
    int32_t rc = check_rectify(deal, holder, choice, drawn, n, &out);
    if (rc != CRIB_OK)
        return rc;
    if (choice == CRIB_RECTIFY_NEW_DEAL) {
        crib_deal_redeal(deal);
        return 0;
    }
    crib_play_event ev;
    memset(&ev, 0, sizeof ev);
    deal->wrong &= ~(1u << holder);
    if (choice == CRIB_RECTIFY_STAND)
        deal->wrong |= 1u << (CRIB_WRONG_STANDS + holder);
    else
        correct_cards(deal, holder, out, &ev);
    /* The non-dealer pegs for a wrong crib; for a hand, the holder's opponent. */
    uint32_t n_players = deal->game.players;
    uint32_t to = holder == CRIB_HOLDER_CRIB ? deal->game.dealer : holder;
    if (choice != CRIB_RECTIFY_CORRECT &&
        crib_deal_peg_aside(deal, (to + 1) % n_players, 2, CRIB_REASON_PENALTY, pegged) < 0)
        return CRIB_ERANGE; /* a penalty keeps the order, and the game goes on */
    /* A count the correction ended pegs its point for last, after the penalty. */
    crib_claim c;
    if (ev.points && !deal->game.over &&
        crib_game_claim_play_unchecked(&deal->game, &ev, CRIB_CLAIM_ALL, &c) < 0)
        return CRIB_ERANGE; /* the play goes on, and takes its own point for last */
    if (!crib_deal_after_peg(deal) && deal->stage == CRIB_STAGE_PLAY && ev.over)
        deal->stage = CRIB_STAGE_SHOW;
    return (int32_t)deal->game.over;
}

int32_t crib_deal_overpeg(crib_deal *deal, uint32_t player, uint32_t *penalty)
{
    if (penalty)
        *penalty = 0;
    int32_t rc = crib_deal_check(deal, CRIB_NONE);
    uint32_t p = 0;
    if (rc == CRIB_OK)
        rc = crib_deal_overpeg_unchecked(deal, player, &p);
    if (rc >= 0 && penalty)
        *penalty = p;
    return rc;
}

int32_t crib_deal_overpeg_unchecked(crib_deal *deal, uint32_t player, uint32_t *penalty)
{
    *penalty = 0;
    int32_t rc = crib_deal_stage_refusal(deal, CRIB_NONE);
    if (rc != CRIB_OK)
        return rc;
    if (player >= deal->game.players)
        return CRIB_ERANGE;
    /* The driver pegs announced scores only: nothing moves back, and only the penalty is
     * pegged (crib_game_overpeg() of 0 points). */
    if ((deal->game.rules.options & CRIB_OPT_OVERPEG) &&
        crib_deal_peg_aside(deal, (player + 1) % deal->game.players, 2, CRIB_REASON_PENALTY,
                            penalty) < 0)
        return CRIB_ERANGE; /* a penalty keeps the order, and the game goes on */
    return crib_deal_after_peg(deal);
}

int32_t crib_deal_correct(crib_deal *deal, uint32_t player, uint32_t *pegged)
{
    if (pegged)
        *pegged = 0;
    int32_t rc = crib_deal_check(deal, CRIB_NONE);
    uint32_t p = 0;
    if (rc == CRIB_OK)
        rc = crib_deal_correct_unchecked(deal, player, &p);
    if (rc >= 0 && pegged)
        *pegged = p;
    return rc;
}

int32_t crib_deal_correct_unchecked(crib_deal *deal, uint32_t player, uint32_t *pegged)
{
    *pegged = 0;
    int32_t rc = crib_deal_stage_refusal(deal, CRIB_NONE);
    if (rc != CRIB_OK)
        return rc;
    if (player >= deal->game.players)
        return CRIB_ERANGE;
    uint32_t points = deal->unpegged[player];
    if (points && crib_deal_peg_aside(deal, player, points, CRIB_REASON_CORRECTION, pegged) < 0)
        return CRIB_ERANGE; /* a correction keeps the order, and the game goes on */
    deal->unpegged[player] = 0;
    return crib_deal_after_peg(deal);
}
