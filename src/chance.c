/* SPDX-License-Identifier: MIT */
/* The chance to win: the table generated from the model of a deal (chance_model.h), and
 * the model's measured distributions for the strong bot's end game (endgame.c). */
#include "chance.h"

#include "gen/chance_five_table.h"
#include "gen/chance_table.h"
#include "gen/chance_two_table.h"

#include <string.h>

size_t crib_chance_size(void)
{
    return sizeof(crib_chance);
}

const chance_play *const crib_chance_plays = k_play;
const uint32_t crib_chance_n_plays = CHANCE_PLAYS;
const double *const crib_chance_pone = k_pone;
const double *const crib_chance_dealer = k_dealer;
const double *const crib_chance_crib = k_crib;

double crib_chance_dealer_wins(uint32_t t, uint32_t d, uint32_t p)
{
    return (t == 121 ? k_win121[d][p] : k_win61[d][p]) / 65535.0;
}

static const chance_set k_sets[5] = {
    {121, &k_win121[0][0], k_play, CHANCE_PLAYS, k_pone, k_dealer, k_crib},
    {61, &k_win61[0][0], k_play, CHANCE_PLAYS, k_pone, k_dealer, k_crib},
    {61, &k5_win61[0][0], k5_play, CHANCE5_PLAYS, k5_pone, k5_dealer, k5_crib},
    {121, &k2_win121[0][0], k2_play, CHANCE2_PLAYS, k2_pone, k2_dealer, k2_crib},
    {61, &k2_win61[0][0], k2_play, CHANCE2_PLAYS, k2_pone, k2_dealer, k2_crib},
};

const chance_set *crib_chance_set(uint32_t variant, uint32_t target)
{
    if (variant == CRIB_VARIANT_SIX_CARD && (target == 121 || target == 61))
        return &k_sets[target == 121 ? 0 : 1];
    if (variant == CRIB_VARIANT_FIVE_CARD && target == 61)
        return &k_sets[2];
    if (variant == CRIB_VARIANT_TWO_TO_CRIB && (target == 121 || target == 61))
        return &k_sets[target == 121 ? 3 : 4];
    return NULL;
}

double crib_chance_set_wins(const chance_set *s, uint32_t d, uint32_t p)
{
    return s->win[d * s->target + p] / 65535.0;
}

int32_t crib_win_chance(uint32_t target, uint32_t own, uint32_t other, uint32_t own_deals,
                        crib_chance *out)
{
    if (out)
        memset(out, 0, sizeof *out);
    if (!out)
        return CRIB_ENULL;
    if ((target != 121 && target != 61) || own >= target || other >= target || own_deals > 1)
        return CRIB_ERANGE;
    uint32_t d = own_deals ? own : other, p = own_deals ? other : own;
    double win = crib_chance_dealer_wins(target, d, p);
    double lurch = (target == 121 ? k_lurch121[d][p] : k_lurch61[d][p]) / 10000.0;
    double skunk = (target == 121 ? k_skunk121[d][p] : k_skunk61[d][p]) / 10000.0;
    out->win = own_deals ? win : 1 - win;
    out->lurch = own_deals ? lurch : -lurch;
    out->skunk = own_deals ? skunk : -skunk;
    return CRIB_OK;
}
