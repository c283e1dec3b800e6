/* SPDX-License-Identifier: MIT */
/* The ladder (crib_game_rules.ladder): a loser's level by his score, what a level is worth,
 * and the values that crib_game_rules_default() gives the levels. Written once for the game
 * and for the model of the win-probability table (chance_model.h), which its generator in
 * tools/ shares. Nothing here is exported. */
#ifndef CRIB_LADDER_H
#define CRIB_LADDER_H

#include "crib.h"

/* CRIB_LADDER_SKUNK's levels are steps below the target: skunk below target - 30, double
 * skunk below target - 60, triple skunk below target - 90. */
#define LADDER_SKUNK_STEP 30u

/* The levels' values by default; a triple skunk worth 0 is none (it is worth the double
 * skunk's value). */
#define LADDER_DEFAULT_LURCH 2u
#define LADDER_DEFAULT_SKUNK 2u
#define LADDER_DEFAULT_DOUBLE_SKUNK 3u
#define LADDER_DEFAULT_TRIPLE_SKUNK 0u

/* A loser's CRIB_LEVEL_* under a ladder (CRIB_LADDER_*) in a game to target. A threshold
 * below 1 cannot be met by a score. */
static inline uint32_t ladder_level(uint32_t ladder, uint32_t target, uint32_t score)
{
    if (ladder == CRIB_LADDER_LURCH)
        return score < (target + 1) / 2 ? CRIB_LEVEL_LURCH : CRIB_LEVEL_NONE;
    if (ladder != CRIB_LADDER_SKUNK)
        return CRIB_LEVEL_NONE;
    if (target > 3 * LADDER_SKUNK_STEP && score < target - 3 * LADDER_SKUNK_STEP)
        return CRIB_LEVEL_TRIPLE_SKUNK;
    if (target > 2 * LADDER_SKUNK_STEP && score < target - 2 * LADDER_SKUNK_STEP)
        return CRIB_LEVEL_DOUBLE_SKUNK;
    if (target > LADDER_SKUNK_STEP && score < target - LADDER_SKUNK_STEP)
        return CRIB_LEVEL_SKUNK;
    return CRIB_LEVEL_NONE;
}

/* What a game is worth against a loser at a level (CRIB_LEVEL_*), given the levels' values
 * in crib_game_rules' order: 1 for a plain win. */
static inline uint32_t ladder_value(uint32_t level, uint32_t lurch, uint32_t skunk,
                                    uint32_t double_skunk, uint32_t triple_skunk)
{
    switch (level) {
    case CRIB_LEVEL_LURCH: return lurch;
    case CRIB_LEVEL_SKUNK: return skunk;
    case CRIB_LEVEL_DOUBLE_SKUNK: return double_skunk;
    case CRIB_LEVEL_TRIPLE_SKUNK: return triple_skunk ? triple_skunk : double_skunk;
    default: return 1;
    }
}

#endif
