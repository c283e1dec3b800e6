/* SPDX-License-Identifier: MIT */
/* A game record's play and show replayed (see record_replay.h): each card or go, each
 * correction, each show and its announcement, against the deal driver's. */
#include "bits.h"
#include "deal.h"
#include "record_replay.h"

/* The fields of the play's and the show's entries (docs/records.md). */
static const record_field k_act_fields[] = {
    {"player", T_NUM, 1},  {"card", T_STR | T_NULL, 1},   {"count", T_NUM, 0},
    {"points", T_NUM, 0},  {"scorer", T_NUM | T_NULL, 0}, {"pegged", T_NUM, 0},
    {"reset", T_BOOL, 0},  {"claimed", T_NUM, 0},         {"muggins", T_NUM, 0},
    {"penalty", T_NUM, 0}, {"penalty_to", T_NUM, 0},      {"dead", T_ARR, 0},
    {"board", T_ARR, 0},
};
static const record_field k_correct_entry_fields[] = {{"correct", T_OBJ, 1}, {"board", T_ARR, 0}};
static const record_field k_correct_fields[] = {{"player", T_NUM, 1}, {"pegged", T_NUM, 0}};
static const record_field k_show_fields[] = {
    {"player", T_NUM, 1},          {"crib", T_BOOL, 0},   {"cards", T_ARR, 0},
    {"points", T_NUM, 0},          {"said", T_STR, 0},    {"pegged", T_NUM, 0},
    {"claimed", T_NUM, 0},         {"muggins", T_NUM, 0}, {"order", T_ARR, 0},
    {"overpeg_penalty", T_NUM, 0}, {"board", T_ARR, 0},
};
static const record_field k_show_fix_fields[] = {{"rectified", T_OBJ, 1}, {"board", T_ARR, 0}};

/* ---- The play ---- */

static int32_t correct(replay *R, size_t el, size_t c, uint32_t item)
{
    uint32_t player, pegged;
    int32_t rc = crib_replay_number(R, c, "player", players_of(R) - 1, &player);
    if (rc != CRIB_OK)
        return rc;
    crib_replay_begin(R, CRIB_EVENT_CORRECT, player, item, c);
    if (!crib_replay_decide(R))
        return STOP;
    if ((rc = crib_deal_correct_unchecked(R->deal, player, &pegged)) < 0)
        return crib_replay_refused(R, c, "correct", CRIB_NONE, rc);
    follow(R);
    if ((rc = crib_replay_same_number(R, c, "pegged", pegged)) != CRIB_OK)
        return rc;
    return crib_replay_same_board(R, el);
}

/* Who scored a card's or go's points: a player, or null (CRIB_NONE) for none. */
static int32_t same_scorer(replay *R, size_t at, uint32_t actual)
{
    uint32_t recorded = CRIB_NONE;
    if (at == RJ_NONE)
        return CRIB_OK;
    if (rj_type(&R->doc, at) != RJ_NULL) {
        int32_t rc = crib_replay_number_at(R, at, "scorer", UINT32_MAX, &recorded);
        if (rc != CRIB_OK)
            return rc;
    }
    return recorded == actual ? CRIB_OK : crib_replay_differs(R, at, "scorer", recorded, actual);
}

/* The cards a failure to play made dead, when recorded. */
static int32_t same_dead(replay *R, size_t el, uint64_t made)
{
    size_t at = crib_replay_member(R, el, "dead");
    uint64_t mask;
    uint32_t n;
    if (at == RJ_NONE)
        return CRIB_OK;
    int32_t rc = crib_replay_cards_at(R, at, "dead", &mask, NULL, 8, &n);
    return rc != CRIB_OK ? rc : crib_replay_same_cards(R, at, "dead", mask, made);
}

/* A card or go: what it counted and pegged, its claim and penalty. */
static int32_t act(replay *R, size_t el, uint32_t item)
{
    uint32_t player, card = CRIB_NONE, claimed;
    size_t card_at_ = crib_replay_member(R, el, "card");
    int32_t rc = crib_replay_number(R, el, "player", players_of(R) - 1, &player);
    if (rc == CRIB_OK)
        rc = card_at_ == RJ_NONE ? crib_replay_not_record(R, el, "card", "missing field")
                                 : crib_replay_card_at(R, card_at_, "card", 1, &card);
    if (rc == CRIB_OK)
        rc =
            crib_replay_number_or(R, el, "claimed", CRIB_GAME_MAX_TARGET, CRIB_CLAIM_ALL, &claimed);
    if (rc != CRIB_OK)
        return rc;
    crib_replay_begin(R, card == CRIB_NONE ? CRIB_EVENT_GO : CRIB_EVENT_CARD, player, item, el);
    if (!crib_replay_decide(R))
        return STOP;
    crib_play_event ev;
    crib_claim c;
    uint64_t dead = R->deal->play.dead;
    rc = crib_deal_act_unchecked(R->deal, player, card, claimed, &ev, &c);
    if (rc < 0)
        return crib_replay_refused(R, card_at_, "card", card, rc);
    follow(R);
    size_t scorer = crib_replay_member(R, el, "scorer"), reset = crib_replay_member(R, el, "reset");
    if ((rc = crib_replay_same_number(R, el, "count", ev.count)) != CRIB_OK ||
        (rc = crib_replay_same_number(R, el, "points", ev.points)) != CRIB_OK ||
        (rc = crib_replay_same_number(R, el, "pegged", (uint32_t)c.pegged)) != CRIB_OK ||
        (rc = crib_replay_same_number(R, el, "muggins", c.muggins)) != CRIB_OK ||
        (rc = crib_replay_same_number(R, el, "penalty_to", ev.penalty_to)) != CRIB_OK)
        return rc;
    if ((rc = same_scorer(R, scorer, ev.points ? ev.scorer : CRIB_NONE)) != CRIB_OK ||
        (rc = same_dead(R, el, R->deal->play.dead & ~dead)) != CRIB_OK)
        return rc;
    size_t pen = crib_replay_member(R, el, "penalty");
    uint32_t recorded = 0;
    if (pen != RJ_NONE &&
        (rc = crib_replay_number_at(R, pen, "penalty", UINT32_MAX, &recorded)) != CRIB_OK)
        return rc;
    if (recorded != c.penalty)
        return crib_replay_differs(R, pen == RJ_NONE ? el : pen, "penalty", recorded, c.penalty);
    if (reset != RJ_NONE && (rj_type(&R->doc, reset) == RJ_TRUE) != (ev.reset != 0))
        return crib_replay_differs(R, reset, "reset", rj_type(&R->doc, reset) == RJ_TRUE,
                                   ev.reset != 0);
    return crib_replay_same_board(R, el);
}

int32_t crib_replay_play(replay *R, size_t arr)
{
    uint32_t i = 0;
    if (arr != RJ_NONE && rj_type(&R->doc, arr) != RJ_ARRAY)
        return crib_replay_not_record(R, arr, "play", "a field of the wrong type");
    for (size_t el = rj_first(&R->doc, arr); el != RJ_NONE; el = rj_next(&R->doc, el), i++) {
        size_t c =
            rj_type(&R->doc, el) == RJ_OBJECT ? crib_replay_member(R, el, "correct") : RJ_NONE;
        int32_t rc = c != RJ_NONE
                         ? crib_replay_check_fields(R, el, "play", FIELDS(k_correct_entry_fields))
                         : crib_replay_check_fields(R, el, "play", FIELDS(k_act_fields));
        if (rc == CRIB_OK && c != RJ_NONE)
            rc = crib_replay_check_fields(R, c, "correct", FIELDS(k_correct_fields));
        if (rc == CRIB_OK)
            rc = c != RJ_NONE ? correct(R, el, c, i) : act(R, el, i);
        if (rc != CRIB_OK)
            return rc;
    }
    return CRIB_OK;
}

/* ---- The show ---- */

/* The order of the items announced: "order":[indexes]. */
static int32_t order_at(replay *R, size_t at, uint8_t *order, size_t *n)
{
    *n = 0;
    if (rj_type(&R->doc, at) != RJ_ARRAY)
        return crib_replay_not_record(R, at, "order", "a field of the wrong type");
    for (size_t el = rj_first(&R->doc, at); el != RJ_NONE; el = rj_next(&R->doc, el)) {
        uint32_t v = 0;
        if (*n == CRIB_SCORE_MAX_ITEMS)
            return crib_replay_not_record(R, el, "order", "too many items");
        int32_t rc = crib_replay_number_at(R, el, "order", CRIB_SCORE_MAX_ITEMS - 1, &v);
        if (rc != CRIB_OK)
            return rc;
        order[(*n)++] = (uint8_t)v;
    }
    return CRIB_OK;
}

/* Whether the deal is at this show, the one recorded: its stage, then whose it is and
 * whether it is the crib. */
static int32_t show_turn(replay *R, size_t el, uint32_t player, uint32_t is_crib)
{
    crib_status st;
    crib_deal_status_unchecked(R->deal, &st);
    if (st.stage != CRIB_STAGE_SHOW)
        return crib_replay_refused(R, el, "player", player,
                                   st.stage == CRIB_STAGE_OVER ? CRIB_EDONE : CRIB_ESTAGE);
    if (is_crib != st.next_is_crib) {
        size_t crib = crib_replay_member(R, el, "crib");
        return crib_replay_differs(R, crib != RJ_NONE ? crib : el, "crib", is_crib,
                                   st.next_is_crib);
    }
    if (player != st.next_show)
        return crib_replay_differs(R, el, "player", player, st.next_show);
    return CRIB_OK;
}

/* What the record says was shown, counted and pegged, against the show's. */
static int32_t same_show(replay *R, size_t el, const crib_show *sh)
{
    size_t cards = crib_replay_member(R, el, "cards");
    uint64_t mask, shown = 0;
    uint32_t n;
    int32_t rc;
    for (uint32_t i = 0; i < sh->n_cards; i++)
        shown |= CARD_BIT(sh->cards[i]);
    if (cards != RJ_NONE &&
        ((rc = crib_replay_cards_at(R, cards, "cards", &mask, NULL, 8, &n)) != CRIB_OK ||
         (rc = crib_replay_same_cards(R, cards, "cards", mask, shown)) != CRIB_OK))
        return rc;
    if ((rc = crib_replay_same_number(R, el, "points", sh->score.total)) != CRIB_OK ||
        (rc = crib_replay_same_number(R, el, "pegged", sh->claim.pegged)) != CRIB_OK ||
        (rc = crib_replay_same_number(R, el, "muggins", sh->claim.muggins)) != CRIB_OK)
        return rc;
    return CRIB_OK;
}

/* The penalty for pegging past what the show scored, when the record has one. */
static int32_t overpeg(replay *R, size_t el, uint32_t player, uint32_t item)
{
    uint32_t penalty;
    int32_t rc;
    if (crib_replay_member(R, el, "overpeg_penalty") == RJ_NONE)
        return CRIB_OK;
    crib_replay_begin(R, CRIB_EVENT_IRREGULARITY, player, item, el);
    if ((rc = crib_deal_overpeg_unchecked(R->deal, player, &penalty)) < 0)
        return crib_replay_refused(R, el, "overpeg_penalty", CRIB_NONE, rc);
    follow(R);
    return crib_replay_same_number(R, el, "overpeg_penalty", penalty);
}

static int32_t show_one(replay *R, size_t el, uint32_t item)
{
    uint32_t player, claimed;
    size_t crib = crib_replay_member(R, el, "crib"), ord = crib_replay_member(R, el, "order");
    int32_t rc = crib_replay_number(R, el, "player", players_of(R) - 1, &player);
    if (rc == CRIB_OK)
        rc =
            crib_replay_number_or(R, el, "claimed", CRIB_GAME_MAX_TARGET, CRIB_CLAIM_ALL, &claimed);
    uint8_t order[CRIB_SCORE_MAX_ITEMS];
    size_t n_order = 0;
    if (rc == CRIB_OK && ord != RJ_NONE)
        rc = order_at(R, ord, order, &n_order);
    if (rc != CRIB_OK)
        return rc;
    uint32_t is_crib = crib != RJ_NONE && rj_type(&R->doc, crib) == RJ_TRUE;
    crib_replay_begin(R, CRIB_EVENT_SHOW, player, item, el);
    R->r->is_crib = is_crib;
    if ((rc = show_turn(R, el, player, is_crib)) != CRIB_OK)
        return rc;
    if (!crib_replay_decide(R))
        return STOP;
    crib_show sh;
    rc = crib_deal_show_order_unchecked(R->deal, claimed, ord != RJ_NONE ? order : NULL, n_order,
                                        &sh);
    if (rc < 0)
        return crib_replay_refused(R, ord != RJ_NONE ? ord : el,
                                   ord != RJ_NONE ? "order" : "claimed", claimed, rc);
    follow(R);
    if ((rc = same_show(R, el, &sh)) != CRIB_OK || (rc = overpeg(R, el, player, item)) != CRIB_OK)
        return rc;
    return crib_replay_same_board(R, el);
}

int32_t crib_replay_show(replay *R, size_t arr)
{
    uint32_t i = 0;
    if (arr != RJ_NONE && rj_type(&R->doc, arr) != RJ_ARRAY)
        return crib_replay_not_record(R, arr, "show", "a field of the wrong type");
    for (size_t el = rj_first(&R->doc, arr); el != RJ_NONE; el = rj_next(&R->doc, el), i++) {
        size_t fix =
            rj_type(&R->doc, el) == RJ_OBJECT ? crib_replay_member(R, el, "rectified") : RJ_NONE;
        int32_t rc = fix != RJ_NONE
                         ? crib_replay_check_fields(R, el, "show", FIELDS(k_show_fix_fields))
                         : crib_replay_check_fields(R, el, "show", FIELDS(k_show_fields));
        if (rc == CRIB_OK)
            rc = fix != RJ_NONE ? crib_replay_rectify_one(R, fix, el, i) : show_one(R, el, i);
        if (rc != CRIB_OK)
            return rc;
    }
    return CRIB_OK;
}
