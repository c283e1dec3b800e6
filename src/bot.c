/* SPDX-License-Identifier: MIT */
/* A simple deterministic bot: cheap enough to play thousands of games in the tests, good
 * enough to give a person a game. */
#include "internal.h"

#include <string.h>

/* The kept hand's score averaged over one starter of each rank not wholly dealt, times 13
 * so that it stays an integer (the comparison is all that matters). */
static uint32_t keep_value(const crib_card *keep, size_t n, uint64_t dealt)
{
    uint32_t sum = 0, ranks = 0;
    for (int rank = 0; rank < 13; rank++) {
        for (int suit = 0; suit < 4; suit++) {
            crib_card starter = (crib_card)(rank * 4 + suit);
            if (dealt & CARD_BIT(starter))
                continue;
            sum += (uint32_t)crib_hand_score(keep, n, starter, 0, NULL);
            ranks++;
            break;
        }
    }
    return ranks ? sum * 13 / ranks : 0;
}

/* What the cards laid away promise the crib: 2 when two of them are a pair or make fifteen
 * (times 13, as keep_value). */
static uint32_t crib_value(const crib_card *away, size_t n)
{
    uint32_t v = 0;
    if (n == 2 && (CARD_RANK(away[0]) == CARD_RANK(away[1]) ||
                   crib_rank_value(CARD_RANK(away[0])) + crib_rank_value(CARD_RANK(away[1])) ==
                       15))
        v = 2;
    return v * 13;
}

int32_t crib_bot_discard(const crib_card *dealt, size_t n, uint32_t discard,
                         uint32_t is_dealer, crib_card *out)
{
    if (out && discard >= 1 && discard <= 2)
        memset(out, 0, discard);
    if (!dealt || !out)
        return CRIB_ENULL;
    if (n < 5 || n > 6 || discard < 1 || discard > 2 || n - discard < 3 || n - discard > 4)
        return CRIB_ECOUNT;
    uint64_t mask;
    int32_t rc = crib_mask_from_cards(dealt, n, &mask);
    if (rc != CRIB_OK)
        return rc;
    int64_t best = INT64_MIN;
    /* Each subset of the positions with `discard` bits set is a way to lay away. */
    for (unsigned away = 0; away < (1u << n); away++) {
        if (crib_popcount64(away) != (int)discard)
            continue;
        crib_card keep[6], lay[2];
        size_t nk = 0, nl = 0;
        for (size_t i = 0; i < n; i++) {
            if (away & (1u << i))
                lay[nl++] = dealt[i];
            else
                keep[nk++] = dealt[i];
        }
        int64_t v = keep_value(keep, nk, mask);
        v += is_dealer ? crib_value(lay, nl) : -(int64_t)crib_value(lay, nl);
        if (v > best) {
            best = v;
            memcpy(out, lay, discard);
        }
    }
    return CRIB_OK;
}

int32_t crib_bot_play(const crib_play *play, uint32_t player, crib_card *card)
{
    if (card)
        *card = 0;
    if (!play || !card)
        return CRIB_ENULL;
    int32_t turn = crib_play_turn(play);
    uint64_t legal;
    int32_t rc = crib_play_legal(play, player, &legal);
    if (rc < 0)
        return rc;
    if (turn < 0)
        return turn;
    if ((uint32_t)turn != player)
        return CRIB_ETURN;
    if (!legal)
        return 0;
    crib_card pile[16];
    int32_t n = crib_play_pile(play, pile, sizeof pile);
    if (n < 0)
        return n;
    int32_t best = -1;
    for (uint64_t m = legal; m; m &= m - 1) {
        crib_card c = (crib_card)crib_ctz64(m);
        pile[n] = c;
        int32_t points = crib_peg_score(pile, (size_t)n + 1, NULL);
        if (points > best) {
            best = points;
            *card = c;
        }
    }
    return 1;
}
