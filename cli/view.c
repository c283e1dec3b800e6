/* SPDX-License-Identifier: MIT */
/* The views the terminal game and crib game hand to bots and advice. */
#include "cli.h"

#include <string.h>

int32_t cli_view(const crib_deal *deal, const crib_history *hist, uint32_t player, uint64_t away,
                 crib_view *out)
{
    int32_t rc = crib_deal_view(deal, player, away, out);
    if (rc != CRIB_OK)
        return rc;
    crib_view h;
    /* A history that has not seen this deal, or missed a card, adds nothing; else the
     * earlier counts' order, and what every go of the deal showed (as the arena's views and
     * crib review's have it). */
    if (out->stage == CRIB_STAGE_PLAY &&
        crib_deal_view_history(deal, hist, player, &h) == CRIB_OK) {
        out->n_earlier = h.n_earlier;
        memcpy(out->earlier, h.earlier, sizeof out->earlier);
        memcpy(out->min_value, h.min_value, sizeof out->min_value);
    }
    return CRIB_OK;
}
