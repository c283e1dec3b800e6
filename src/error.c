/* SPDX-License-Identifier: MIT */
/* The sentence of each error code. */
#include "crib.h"

const char *crib_strerror(int32_t code)
{
    switch (code) {
    case CRIB_OK: return "success";
    case CRIB_ENULL: return "a required pointer argument is NULL";
    case CRIB_ECARD: return "a card id is not a card (valid ids are 0 to 51)";
    case CRIB_EDUP: return "the same card appears twice";
    case CRIB_ECOUNT:
        return "the wrong number of cards for this call (a hand has 4, 3 in the five-card game; "
               "a crib 4; a discard 1 or 2; a pile 1 to 13)";
    case CRIB_EFLAGS: return "unknown flag bits, or option bits that do not go together";
    case CRIB_EPARSE: return "the text is not a card (a rank A 2-10 T J Q K and a suit c d h s)";
    case CRIB_ESPACE: return "the output array is too small for the result";
    case CRIB_EMASK: return "a card mask has bits set above bit 51";
    case CRIB_ERANGE: return "an argument or a structure field is out of its allowed range";
    case CRIB_EOVER31: return "the count would pass 31";
    case CRIB_ENOTHELD: return "the player does not hold that card";
    case CRIB_ETURN: return "it is not this player's turn";
    case CRIB_EMUSTPLAY: return "go said by a player who can play a card";
    case CRIB_EDONE: return "the play, game, deal or match is already over";
    case CRIB_EORDER:
        return "points pegged out of the order of scoring (heels, the play, the hands from "
               "the dealer's left, the crib)";
    case CRIB_ESTAGE: return "that action does not fit the stage of the deal";
    case CRIB_ERULES: return "the game's rules do not allow that action";
    case CRIB_ERECORD: return "the text is not a game record";
    case CRIB_EREFUSED: return "the record has an event the rules refuse";
    default: return "unknown libcrib error code";
    }
}
