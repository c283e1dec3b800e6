/* SPDX-License-Identifier: MIT */
/* What one player knows: the view a bot decides from, made from a deal or by hand. */
#include "view.h"

#include "bits.h"
#include "deal.h"
#include "game.h"
#include "variant.h"

#include <string.h>

size_t crib_view_size(void)
{
    return sizeof(crib_view);
}

static int pile_zero_past(const crib_view *v)
{
    for (uint32_t i = v->n_pile; i < CRIB_PLAY_MAX_PILE; i++)
        if (v->pile[i])
            return 0;
    return !v->reserved_pile[0] && !v->reserved_pile[1] && !v->reserved_pile[2];
}

int crib_view_earlier_ok(const crib_view *v)
{
    if (v->n_earlier > CRIB_VIEW_MAX_EARLIER)
        return 0;
    for (uint32_t i = v->n_earlier; i < CRIB_VIEW_MAX_EARLIER; i++)
        if (v->earlier[i])
            return 0;
    if (!v->n_earlier)
        return 1;
    uint64_t played = 0, pile = 0, seen = 0;
    for (uint32_t q = 0; q < CRIB_PLAY_MAX_PLAYERS; q++)
        played |= v->played[q];
    for (uint32_t i = 0; i < v->n_pile && i < CRIB_PLAY_MAX_PILE; i++)
        pile |= CARD_BIT(v->pile[i] & 63);
    for (uint32_t i = 0; i < v->n_earlier; i++) {
        crib_card c = v->earlier[i];
        if (c >= CRIB_CARDS || !(played & CARD_BIT(c)) || ((pile | seen) & CARD_BIT(c)))
            return 0;
        seen |= CARD_BIT(c);
    }
    return seen == (played & ~pile);
}

/* The play stage: the cards are where a deal could have put them (no card in two places,
 * each player's played and held cards make up the kept hand, or one a card or two off that
 * is wrong (crib_deal_miscount()) or stands so (crib_deal_rectify()), the pile played in
 * this deal, its values the count), the go marks and the least values in range, and the
 * player to decide holds cards and has not said go. */
static int play_ok(const crib_view *v, const crib_variant_shape *sh)
{
    uint32_t kept = (uint32_t)(sh->dealt - sh->discard), n = sh->players;
    if (v->starter >= CRIB_CARDS || (v->went >> n) || v->n_pile > CRIB_PLAY_MAX_PILE ||
        !pile_zero_past(v))
        return 0;
    uint64_t seen = v->hand | CARD_BIT(v->starter);
    if ((v->hand & CARD_BIT(v->starter)) || (v->discard & seen) ||
        (v->discard && crib_popcount64(v->discard) != sh->discard))
        return 0;
    seen |= v->discard;
    uint64_t played = 0;
    for (uint32_t q = 0; q < CRIB_PLAY_MAX_PLAYERS; q++) {
        uint64_t m = v->played[q];
        if (q >= n) {
            if (m || v->held[q] || v->min_value[q])
                return 0;
            continue;
        }
        uint32_t has = (uint32_t)crib_popcount64(m) + v->held[q];
        if ((m & seen) || has + 2 < kept || has > kept + 2 || v->min_value[q] < 1 ||
            v->min_value[q] > 10 || (((v->went >> q) & 1) && !v->held[q]))
            return 0;
        seen |= m;
        played |= m;
    }
    if (v->held[v->player] != (uint32_t)crib_popcount64(v->hand) || !v->held[v->player] ||
        ((v->went >> v->player) & 1))
        return 0;
    uint32_t sum = 0;
    uint64_t pile = 0;
    for (uint32_t i = 0; i < v->n_pile; i++) {
        crib_card c = v->pile[i];
        if (c >= CRIB_CARDS || !(played & CARD_BIT(c)) || (pile & CARD_BIT(c)))
            return 0;
        pile |= CARD_BIT(c);
        sum += (uint32_t)crib_rank_value(CARD_RANK(c));
    }
    return sum == v->count && v->count < 31 && (v->n_pile > 0 || !v->went) &&
           crib_view_earlier_ok(v);
}

/* Cards in a hand to lay away from: as dealt, or (crib_deal_miscount()) a card or two
 * more or fewer. */
static int discard_count_ok(uint64_t hand, const crib_variant_shape *sh)
{
    int have = crib_popcount64(hand), dealt = sh->dealt;
    return have >= dealt - 2 && have <= dealt + 2;
}

int crib_view_valid(const crib_view *v)
{
    if (crib_rules_check(&v->rules) != CRIB_OK || !CRIB_ZERO_ARRAY(v->reserved))
        return 0;
    const crib_variant_shape *sh = &crib_variants[v->rules.variant];
    uint32_t n = sh->players, sides = crib_sides_of(n);
    if (v->player >= n || v->dealer >= n || (v->hand & ~CRIB_DECK_MASK) ||
        (v->discard & ~CRIB_DECK_MASK))
        return 0;
    for (uint32_t s = 0; s < CRIB_GAME_MAX_SIDES; s++)
        if (s < sides ? v->score[s] >= v->rules.target : v->score[s] != 0)
            return 0;
    for (uint32_t q = 0; q < CRIB_PLAY_MAX_PLAYERS; q++)
        if (v->played[q] & ~CRIB_DECK_MASK)
            return 0;
    if (v->stage == CRIB_STAGE_DISCARD) {
        for (uint32_t q = 0; q < CRIB_PLAY_MAX_PLAYERS; q++)
            if (v->played[q] || v->held[q] || v->min_value[q])
                return 0;
        return v->starter == CRIB_NONE && !v->count && !v->went && !v->n_pile && !v->discard &&
               !v->n_earlier && crib_view_earlier_ok(v) && discard_count_ok(v->hand, sh) &&
               pile_zero_past(v);
    }
    return v->stage == CRIB_STAGE_PLAY && play_ok(v, sh);
}

int32_t crib_deal_view(const crib_deal *deal, uint32_t player, uint64_t discard, crib_view *out)
{
    if (out)
        memset(out, 0, sizeof *out);
    if (!deal || !out)
        return CRIB_ENULL;
    if (!crib_deal_valid(deal))
        return CRIB_ERANGE;
    crib_view v;
    int32_t rc = crib_deal_view_unchecked(deal, player, discard, &v);
    if (rc == CRIB_OK)
        *out = v;
    return rc;
}

int32_t crib_deal_view_unchecked(const crib_deal *deal, uint32_t player, uint64_t discard,
                                 crib_view *out)
{
    memset(out, 0, sizeof *out);
    const crib_variant_shape *sh = &crib_variants[deal->game.rules.variant];
    uint32_t players = sh->players;
    if (player >= players)
        return CRIB_ERANGE;
    if (deal->stage == CRIB_STAGE_OVER)
        return CRIB_EDONE;
    crib_view v;
    memset(&v, 0, sizeof v);
    v.rules = deal->game.rules;
    v.stage = deal->stage;
    v.player = player;
    v.dealer = deal->game.dealer;
    v.starter = deal->starter;
    for (uint32_t s = 0; s < crib_sides_of(players); s++)
        v.score[s] = deal->game.front[s];
    v.hand = deal->hand[player];
    if (deal->stage == CRIB_STAGE_DISCARD) {
        if ((deal->discarded >> player) & 1)
            return CRIB_ESTAGE;
        if (discard)
            return CRIB_ERANGE;
    } else if (deal->stage == CRIB_STAGE_PLAY) {
        const crib_play *pl = &deal->play;
        if (pl->turn != player)
            return CRIB_ETURN;
        if (discard && ((discard & ~deal->crib) || crib_popcount64(discard) != (int)sh->discard))
            return CRIB_ERANGE;
        v.discard = discard;
        v.hand = pl->hand[player];
        v.count = pl->count;
        v.went = pl->went;
        v.n_pile = pl->n_pile;
        memcpy(v.pile, pl->pile, sizeof v.pile);
        /* Who said go in this count holds nothing that fits under the count now. */
        for (uint32_t q = 0; q < players; q++) {
            v.played[q] = deal->hand[q] & ~pl->hand[q];
            v.held[q] = (uint32_t)crib_popcount64(pl->hand[q]);
            v.min_value[q] = ((pl->went >> q) & 1) ? 32 - pl->count : 1;
        }
    } else {
        return CRIB_ESTAGE;
    }
    *out = v;
    return CRIB_OK;
}
