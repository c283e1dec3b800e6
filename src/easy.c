/* SPDX-License-Identifier: MIT */
/* The easy bot: cheap enough to play thousands of games in the tests, good enough to give
 * a person a game. crib_bot_discard() and crib_bot_play() are its rules on cards and on a
 * play; the easy level of crib_bot_choose_discard() and crib_bot_choose_play() applies
 * them to a view; crib_easy_choice() is its play on ranks, for the expert's search of an
 * opponent who plays by it. */
#include "easy.h"

#include "bits.h"
#include "peg.h"
#include "pile.h"
#include "play.h"
#include "variant.h"

#include <string.h>

/* The show of a hand of any size with a starter, for a hand dealt a wrong number of
 * cards (crib_hand_score() takes 3 or 4): fifteens, pairs, runs, a flush of the whole
 * hand when it holds four or more, and his nobs. */
static uint32_t any_show(const crib_card *hand, size_t n, crib_card starter)
{
    crib_card all[9];
    memcpy(all, hand, n);
    all[n] = starter;
    size_t m = n + 1;
    uint32_t points = 0;
    for (unsigned sub = 1; sub < (1u << m); sub++) {
        int sum = 0;
        for (size_t i = 0; i < m; i++)
            if (sub & (1u << i))
                sum += crib_rank_value(CARD_RANK(all[i]));
        points += sum == 15 ? 2 : 0;
    }
    uint32_t of_rank[13] = {0};
    for (size_t i = 0; i < m; i++)
        of_rank[CARD_RANK(all[i])]++;
    for (int r = 0; r < 13; r++)
        if (of_rank[r] > 1)
            points += of_rank[r] * (of_rank[r] - 1); /* 2 for each pair */
    for (int r = 0; r < 13;) {
        int len = 0;
        uint32_t ways = 1;
        while (r + len < 13 && of_rank[r + len]) {
            ways *= of_rank[r + len];
            len++;
        }
        if (len >= 3)
            points += (uint32_t)len * ways;
        r += len ? len : 1;
    }
    int suited = n >= 4;
    for (size_t i = 1; i < n; i++)
        suited &= CARD_SUIT(hand[i]) == CARD_SUIT(hand[0]);
    if (suited)
        points += (uint32_t)n + (CARD_SUIT(starter) == CARD_SUIT(hand[0]));
    for (size_t i = 0; i < n; i++)
        points += CARD_RANK(hand[i]) == CRIB_JACK && CARD_SUIT(hand[i]) == CARD_SUIT(starter);
    return points;
}

/* The starters the easy rule averages over: one of each rank not wholly dealt, the lowest
 * suit not dealt; returns how many. */
static uint32_t starters_of(uint64_t dealt, crib_card starters[13])
{
    uint32_t k = 0;
    for (int rank = 0; rank < 13; rank++) {
        for (int suit = 0; suit < 4; suit++) {
            crib_card starter = (crib_card)(rank * 4 + suit);
            if (!(dealt & CARD_BIT(starter))) {
                starters[k++] = starter;
                break;
            }
        }
    }
    return k;
}

/* The kept hand's score averaged over the starters, times 13 so that it stays an integer
 * (the comparison is all that matters). */
static uint32_t keep_value(const crib_card *keep, size_t n, const crib_card *starters,
                           uint32_t n_starters)
{
    uint8_t scores[CRIB_CARDS];
    uint64_t mask = 0;
    for (size_t i = 0; i < n; i++)
        mask |= CARD_BIT(keep[i]);
    /* Every starter's score at once from the fast evaluator, for a hand of 3 or 4. */
    int fast = (n == 3 || n == 4) && crib_mask_score_starters(mask, 0, scores) > 0;
    uint32_t sum = 0;
    for (uint32_t i = 0; i < n_starters; i++)
        sum += fast ? scores[starters[i]] : any_show(keep, n, starters[i]);
    return n_starters ? sum * 13 / n_starters : 0;
}

/* What the cards laid away promise the crib: 2 when two of them are a pair or make fifteen
 * (times 13, as keep_value). */
static uint32_t crib_value(const crib_card *away, size_t n)
{
    uint32_t v = 0;
    if (n == 2 && (CARD_RANK(away[0]) == CARD_RANK(away[1]) ||
                   crib_rank_value(CARD_RANK(away[0])) + crib_rank_value(CARD_RANK(away[1])) == 15))
        v = 2;
    return v * 13;
}

/* The rule on n distinct cards (discard + 1 to 8 of them), for any count dealt. */
static void easy_lay_away(const crib_card *dealt, size_t n, uint64_t mask, uint32_t discard,
                          uint32_t is_dealer, crib_card *out)
{
    int64_t best = INT64_MIN;
    crib_card starters[13];
    uint32_t n_starters = starters_of(mask, starters);
    /* Each subset of the positions with `discard` bits set is a way to lay away. */
    for (unsigned away = 0; away < (1u << n); away++) {
        if (crib_popcount64(away) != (int)discard)
            continue;
        crib_card keep[8], lay[2];
        size_t nk = 0, nl = 0;
        for (size_t i = 0; i < n; i++) {
            if (away & (1u << i))
                lay[nl++] = dealt[i];
            else
                keep[nk++] = dealt[i];
        }
        int64_t v = keep_value(keep, nk, starters, n_starters);
        v += is_dealer ? crib_value(lay, nl) : -(int64_t)crib_value(lay, nl);
        if (v > best) {
            best = v;
            memcpy(out, lay, discard);
        }
    }
}

int32_t crib_bot_discard(const crib_card *dealt, size_t n, uint32_t discard, uint32_t is_dealer,
                         crib_card *out)
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
    easy_lay_away(dealt, n, mask, discard, is_dealer, out);
    return CRIB_OK;
}

void crib_easy_discard(const crib_view *v, crib_card *out)
{
    crib_card dealt[8];
    size_t n = 0;
    for (uint64_t m = v->hand; m; m &= m - 1)
        dealt[n++] = (crib_card)crib_ctz64(m);
    uint32_t discard = crib_variants[v->rules.variant].discard;
    easy_lay_away(dealt, n, v->hand, discard, v->player == v->dealer, out);
}

/* The legal card that pegs most now on the pile, lowest id on a tie; 0 with none. */
static int best_peg(const crib_card *pile, size_t n_pile, uint64_t legal, crib_card *card)
{
    crib_card p[CRIB_PLAY_MAX_PILE + 1];
    memcpy(p, pile, n_pile);
    int32_t best = -1;
    for (uint64_t m = legal; m; m &= m - 1) {
        crib_card c = (crib_card)crib_ctz64(m);
        p[n_pile] = c;
        crib_peg score;
        int32_t points = (int32_t)crib_peg_score_unchecked(p, n_pile + 1, &score);
        if (points > best) {
            best = points;
            *card = c;
        }
    }
    return best >= 0;
}

int32_t crib_bot_play(const crib_play *play, uint32_t player, crib_card *card)
{
    if (card)
        *card = 0;
    if (!play || !card)
        return CRIB_ENULL;
    if (!crib_play_valid(play) || player >= play->players)
        return CRIB_ERANGE;
    if (play->turn == CRIB_NONE)
        return CRIB_EDONE;
    if (play->turn != player)
        return CRIB_ETURN;
    return best_peg(play->pile, play->n_pile, crib_playable(play->hand[player], play->count), card);
}

int32_t crib_easy_play(const crib_view *v, crib_card *card)
{
    return best_peg(v->pile, v->n_pile, crib_playable(v->hand, v->count), card);
}

int crib_easy_choice(const uint8_t *h, int n, const uint8_t *pile, int np, int count)
{
    uint8_t p[CRIB_PLAY_MAX_PILE + 1];
    memcpy(p, pile, (size_t)np);
    int best = -1, best_pts = -1;
    for (int i = 0; i < n; i++) {
        int r = h[i];
        if (PILE_VALUE(r) + count > 31)
            continue;
        p[np] = (uint8_t)r;
        int k = pile_points(p, np + 1, count + PILE_VALUE(r));
        if (best < 0 || k > best_pts || (k == best_pts && r < h[best])) {
            best = i;
            best_pts = k;
        }
    }
    return best;
}

int crib_easy_rank(const uint8_t *h, int n, const uint8_t *pile, int np, int count)
{
    int i = crib_easy_choice(h, n, pile, np, count);
    return i < 0 ? -1 : h[i];
}
