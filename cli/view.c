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
    /* A history that has not seen this deal, or missed a card, adds nothing. */
    if (out->stage == CRIB_STAGE_PLAY &&
        crib_deal_view_history(deal, hist, player, &h) == CRIB_OK) {
        out->n_earlier = h.n_earlier;
        memcpy(out->earlier, h.earlier, sizeof out->earlier);
    }
    return CRIB_OK;
}
