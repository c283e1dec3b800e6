/* SPDX-License-Identifier: MIT */
/* Grading a player's decisions against the engine (see review.h). */
#include "review.h"

#include <string.h>

/* Expected points are shown to two places; two keeps closer than this are equally good. */
#define REVIEW_EPSILON 0.005

int review_discard(const crib_card *dealt, size_t n, uint32_t flags, uint64_t kept, uint32_t deal,
                   review_item *out)
{
    crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
    memset(out, 0, sizeof *out);
    int32_t k = crib_discard_analyze(dealt, n, flags, keeps, CRIB_DISCARD_MAX_KEEPS);
    if (k < 0)
        return k;
    out->kind = REVIEW_DISCARD;
    out->deal = deal;
    CLI_SURE(crib_mask_from_cards(dealt, n, &out->dealt));
    out->kept = kept;
    out->best_keep = keeps[0].keep; /* best first */
    out->best_value = keeps[0].value;
    out->kept_value = keeps[0].value;
    for (int32_t i = 0; i < k; i++)
        if (keeps[i].keep == kept)
            out->kept_value = keeps[i].value;
    return CLI_OK;
}

/* What a card pegs at once on the view's pile; 0 for a go. */
static uint32_t points_now(const crib_view *view, uint32_t card)
{
    crib_card pile[CRIB_PLAY_MAX_PILE + 1];
    if (card == CRIB_NONE || view->n_pile >= CRIB_PLAY_MAX_PILE)
        return 0;
    memcpy(pile, view->pile, view->n_pile);
    pile[view->n_pile] = (crib_card)card;
    int32_t pts = crib_peg_score(pile, view->n_pile + 1, NULL);
    return pts > 0 ? (uint32_t)pts : 0;
}

int review_play(const crib_view *view, uint64_t seed, uint32_t card, uint32_t deal,
                review_item *out)
{
    crib_card best = 0;
    memset(out, 0, sizeof *out);
    int32_t rc = crib_bot_choose_play(view, CRIB_BOT_STRONG, seed, &best);
    if (rc < 0)
        return rc;
    out->kind = REVIEW_PLAY;
    out->deal = deal;
    out->count = view->count;
    out->card = card;
    out->best_card = rc == 1 ? best : CRIB_NONE;
    out->card_points = points_now(view, card);
    out->best_points = points_now(view, out->best_card);
    return CLI_OK;
}

void review_claim(uint32_t claimed, uint32_t actual, uint32_t deal, review_item *out)
{
    memset(out, 0, sizeof *out);
    out->kind = REVIEW_CLAIM;
    out->deal = deal;
    out->claimed = claimed;
    out->actual = actual;
}

static void put_card_or_go(FILE *f, uint32_t card)
{
    if (card == CRIB_NONE)
        fputs("go", f);
    else
        cli_put_card(f, (crib_card)card);
}

/* One decision's line; returns 1 when it was the best choice. */
static int print_item(FILE *f, const review_item *it)
{
    int best;
    fprintf(f, "  deal %u", it->deal);
    switch (it->kind) {
    case REVIEW_DISCARD:
        best = it->kept_value >= it->best_value - REVIEW_EPSILON;
        fputs(": you kept ", f);
        cli_put_mask(f, it->kept);
        fprintf(f, " (%.2f expected)", it->kept_value);
        if (best) {
            fputs(", the best keep\n", f);
        } else {
            fputs("; the best keep was ", f);
            cli_put_mask(f, it->best_keep);
            fprintf(f, " (%.2f): %.2f given up\n", it->best_value, it->best_value - it->kept_value);
        }
        return best;
    case REVIEW_PLAY:
        best = it->card == it->best_card;
        fprintf(f, ", count %u: you %s", it->count, it->card == CRIB_NONE ? "said " : "played ");
        put_card_or_go(f, it->card);
        fprintf(f, " (%u now)", it->card_points);
        if (best) {
            fputs(", as the strong bot would\n", f);
        } else {
            fputs("; the strong bot would play ", f);
            put_card_or_go(f, it->best_card);
            fprintf(f, " (%u now)\n", it->best_points);
        }
        return best;
    default:
        best = it->claimed == it->actual;
        fprintf(f, ": you claimed %u", it->claimed);
        if (best)
            fputs(", the whole count\n", f);
        else if (it->claimed < it->actual)
            fprintf(f, " of %u: %u missed\n", it->actual, it->actual - it->claimed);
        else
            fprintf(f, ", %u too many (the count is %u)\n", it->claimed - it->actual, it->actual);
        return best;
    }
}

void review_print(FILE *f, const review_item *items, size_t n)
{
    unsigned total[4] = {0, 0, 0, 0}, good[4] = {0, 0, 0, 0};
    double lost = 0;
    fputs("review of your decisions:\n", f);
    for (size_t i = 0; i < n; i++) {
        int k = items[i].kind;
        total[k]++;
        good[k] += (unsigned)print_item(f, &items[i]);
        if (k == REVIEW_DISCARD)
            lost += items[i].best_value - items[i].kept_value;
    }
    fprintf(f, "in all: %u of %u discards the best keep (%.2f expected points given up)",
            good[REVIEW_DISCARD], total[REVIEW_DISCARD], lost);
    fprintf(f, ", %u of %u cards as the strong bot would play", good[REVIEW_PLAY],
            total[REVIEW_PLAY]);
    if (total[REVIEW_CLAIM])
        fprintf(f, ", %u of %u claims in full", good[REVIEW_CLAIM], total[REVIEW_CLAIM]);
    fputs("\n", f);
}
