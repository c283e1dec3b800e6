/* SPDX-License-Identifier: MIT */
/* The strong level with three or four players: a greedy heuristic of the play. */
#include "multi.h"

#include "bits.h"
#include "peg.h"
#include "play.h"

#include <string.h>

/* Three or four players: what the card pegs, less the mean the next player could peg
 * with a card of a rank not yet seen, weighted by how many of that rank are unseen. */
void crib_multi_values(const crib_view *v, double score[CRIB_CARDS])
{
    uint64_t seen = v->hand | v->discard | CARD_BIT(v->starter);
    for (uint32_t q = 0; q < CRIB_PLAY_MAX_PLAYERS; q++)
        seen |= v->played[q];
    int unseen[13] = {0}, total = 0;
    for (int c = 0; c < CRIB_CARDS; c++) {
        score[c] = -1e9;
        if (!(seen & CARD_BIT(c))) {
            unseen[CARD_RANK(c)]++;
            total++;
        }
    }
    crib_peg pile_score;
    for (uint64_t m = crib_playable(v->hand, v->count); m; m &= m - 1) {
        crib_card c = (crib_card)crib_ctz64(m), pile[CRIB_PLAY_MAX_PILE + 1];
        memcpy(pile, v->pile, v->n_pile);
        pile[v->n_pile] = c;
        int32_t pts = (int32_t)crib_peg_score_unchecked(pile, v->n_pile + 1, &pile_score);
        uint32_t count = v->count + (uint32_t)crib_rank_value(CARD_RANK(c));
        /* After 31 the next player leads a new count. */
        size_t np = count == 31 ? 0 : v->n_pile + 1;
        count = count == 31 ? 0 : count;
        double back = 0;
        for (int r = 0; r < 13 && total; r++) {
            if (!unseen[r] || count + (uint32_t)crib_rank_value(r) > 31)
                continue;
            int s = 0;
            while (seen & CARD_BIT(r * 4 + s))
                s++;
            crib_card after[CRIB_PLAY_MAX_PILE + 1];
            memcpy(after, pile, np);
            after[np] = (crib_card)(r * 4 + s);
            back += (double)unseen[r] / total *
                    (double)crib_peg_score_unchecked(after, np + 1, &pile_score);
        }
        score[c] = pts - back;
    }
}

int32_t crib_multi_play(const crib_view *v, crib_card *card)
{
    double score[CRIB_CARDS], best = -1e9;
    crib_multi_values(v, score);
    for (uint64_t m = crib_playable(v->hand, v->count); m; m &= m - 1) {
        crib_card c = (crib_card)crib_ctz64(m);
        if (score[c] > best + 1e-9) {
            best = score[c];
            *card = c;
        }
    }
    return best > -1e9;
}
