/* SPDX-License-Identifier: MIT */
/* crib game's irregularities (see game_slips.h). */
#include "game_slips.h"

#define NONE CRIB_NONE

/* game_slip.done: the bits of what has been made. miss@ is made twice, in the play and in
 * the show; every other irregularity once; a wrong number of cards is made, then settled. */
#define MADE 1
#define MADE_IN_SHOW 2
#define SETTLED 4

/* The irregularity of a kind that --errors asks for in this deal (for this player, unless
 * player is NONE), not made yet (`made` not in its done bits); NULL when there is none. */
static game_slip *slip_when(const game_state *g, int kind, uint32_t player, int made)
{
    for (int i = 0; i < g->opts->n_slips; i++) {
        game_slip *s = &g->opts->slips[i];
        if (!(s->done & made) && s->kind == kind && s->deal == g->deal_no &&
            (player == NONE || s->player == player))
            return s;
    }
    return NULL;
}

static game_slip *slip_for(const game_state *g, int kind, uint32_t player)
{
    return slip_when(g, kind, player, MADE);
}

int slips_cut_offered(game_state *g, uint32_t deal)
{
    for (int i = 0; i < g->opts->n_slips; i++) {
        game_slip *s = &g->opts->slips[i];
        if (!s->done && s->kind == SLIP_CUTOFFER && s->deal == deal) {
            s->done = MADE;
            return 1;
        }
    }
    return 0;
}

int slips_misdeal(game_state *g)
{
    game_slip *s = slip_for(g, SLIP_MISDEAL, NONE);
    if (!s)
        return 0;
    s->done = MADE;
    /* Asked for right after the deal, in the discard stage, where a misdeal is allowed. */
    CLI_SURE(crib_deal_misdeal(&g->deal));
    return 1;
}

int slips_miscount(game_state *g, uint32_t p)
{
    game_slip *s = slip_for(g, SLIP_LONG, p);
    if (!s)
        s = slip_for(g, SLIP_SHORT, p);
    int change = s && s->kind == SLIP_LONG ? 1 : -1;
    /* The referee may refuse it (the stock too short, say): then nothing was made. */
    return s && crib_deal_miscount(&g->deal, p, change) >= 0 ? change : 0;
}

int slips_crib(game_state *g)
{
    game_slip *s = slip_for(g, SLIP_CRIB, NONE);
    if (!s || crib_deal_miscount(&g->deal, CRIB_HOLDER_CRIB, 1) < 0)
        return 0;
    s->done = MADE;
    return 1;
}

/* The slip that made a holder's number of cards wrong in this deal and is not settled: a
 * player's long@ or short@, which is marked made when settled, or the crib's crib@, made
 * when the crib was. */
static game_slip *wrong_slip(const game_state *g, uint32_t holder)
{
    if (holder != CRIB_HOLDER_CRIB) {
        game_slip *s = slip_for(g, SLIP_LONG, holder);
        return s ? s : slip_for(g, SLIP_SHORT, holder);
    }
    for (int i = 0; i < g->opts->n_slips; i++) {
        game_slip *s = &g->opts->slips[i];
        if (s->kind == SLIP_CRIB && s->deal == g->deal_no && s->done == MADE)
            return s;
    }
    return NULL;
}

int slips_late(const game_state *g, uint32_t holder)
{
    const game_slip *s = wrong_slip(g, holder);
    return s && s->late;
}

uint32_t slips_choice(game_state *g, uint32_t holder)
{
    game_slip *s = wrong_slip(g, holder);
    if (!s)
        return 0;
    s->done = MADE | SETTLED;
    return s->choice;
}

int slips_imperfect(game_state *g)
{
    game_slip *s = slip_for(g, SLIP_IMPERFECT, NONE);
    if (!s)
        return 0;
    s->done = MADE;
    /* Asked for in the show, where a misdeal is allowed. */
    CLI_SURE(crib_deal_misdeal(&g->deal));
    return 1;
}

int slips_play(game_state *g, const crib_play *play, uint32_t who, int can, crib_card card,
               uint32_t *chosen, uint32_t *claimed)
{
    if (!can)
        return 0;
    game_slip *s = slip_for(g, SLIP_GO, who);
    if (s) {
        s->done = MADE;
        *chosen = NONE;
        return SLIP_GO;
    }
    s = slip_for(g, SLIP_MISS, who);
    if (!s)
        s = slip_for(g, SLIP_CORRECT, who);
    if (!s)
        return 0;
    crib_card pile[CRIB_PLAY_MAX_PILE + 1];
    int32_t n = CLI_SURE(crib_play_pile(play, pile, CRIB_PLAY_MAX_PILE));
    pile[n] = card;
    /* Only a card that scores can be left unclaimed; the pile with it is a legal one. */
    if (CLI_SURE(crib_peg_score(pile, (size_t)n + 1, NULL)) == 0)
        return 0;
    s->done |= MADE;
    *claimed = 0;
    return s->kind;
}

uint32_t slips_show_claim(game_state *g, uint32_t player, uint32_t is_crib, uint32_t total)
{
    game_slip *s = is_crib ? NULL : slip_when(g, SLIP_MISS, player, MADE_IN_SHOW);
    if (s) {
        s->done |= MADE_IN_SHOW;
        return 0;
    }
    s = is_crib ? NULL : slip_for(g, SLIP_OVERCLAIM, player);
    if (s) {
        s->done = MADE;
        return total + 2;
    }
    return CRIB_CLAIM_ALL;
}

int slips_overpeg(game_state *g, const crib_show *sh, uint32_t *penalty)
{
    game_slip *s = sh->is_crib ? NULL : slip_for(g, SLIP_OVERPEG, sh->player);
    if (!s || sh->claim.ended)
        return 0;
    s->done = MADE;
    /* The game goes on after this show (claim.ended is 0), where a demand is allowed. */
    CLI_SURE(crib_deal_overpeg(&g->deal, sh->player, penalty));
    return 1;
}
