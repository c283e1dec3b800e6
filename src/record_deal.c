/* SPDX-License-Identifier: MIT */
/* A game record's deal replayed (see record_replay.h): the cards dealt, the discards, a
 * wrong number of cards settled, the cut, and the deals made void or forfeited; the play
 * and the show are record_play.c's. */
#include "bits.h"
#include "deal.h"
#include "record_replay.h"
#include "text.h"
#include "variant.h"

#include <string.h>

static const char *const k_choices[] = {"", "peg", "new-deal", "correct", "stand"};

/* The fields of a deal and of its parts (docs/records.md). */
static const record_field k_deal_fields[] = {
    {"deal", T_NUM, 1},     {"dealer", T_NUM, 1},     {"forfeited", T_OBJ, 0},
    {"pack_cut", T_NUM, 0}, {"misdeals", T_NUM, 0},   {"new_deals", T_NUM, 0},
    {"voided", T_ARR, 0},   {"crib_dealt", T_ARR, 0}, {"crib_cards", T_NUM, 0},
    {"hands", T_ARR, 1},    {"rectified", T_ARR, 0},  {"starter", T_STR | T_NULL, 0},
    {"heels", T_NUM, 0},    {"board", T_ARR, 0},      {"play", T_ARR, 0},
    {"void", T_STR, 0},     {"show", T_ARR, 0},
};
static const record_field k_forfeit_fields[] = {{"deal", T_NUM, 1}, {"dealer", T_NUM, 1}};
static const record_field k_void_fields[] = {
    {"cause", T_STR, 1},      {"hands", T_ARR, 0},      {"rectified", T_ARR, 0},
    {"crib_dealt", T_ARR, 0}, {"crib_cards", T_NUM, 0},
};
static const record_field k_hand_fields[] = {{"dealt", T_ARR, 1}, {"discard", T_ARR, 0}};
static const record_field k_fix_fields[] = {
    {"holder", T_NUM | T_STR, 1}, {"cards", T_NUM, 0}, {"choice", T_STR, 0},
    {"pegged", T_NUM, 0},         {"drawn", T_ARR, 0},
};

/* ---- A deal ---- */

/* The cards dealt to each player ("hands"[p]."dealt"), checked as a list of the players'. */
static int32_t read_dealt(replay *R, size_t hands, uint64_t dealt[CRIB_PLAY_MAX_PLAYERS])
{
    uint32_t p = 0, n;
    memset(dealt, 0, CRIB_PLAY_MAX_PLAYERS * sizeof dealt[0]);
    if (hands == RJ_NONE || rj_type(&R->doc, hands) != RJ_ARRAY ||
        rj_count(&R->doc, hands) != players_of(R))
        return crib_replay_not_record(R, hands, "hands", "expected a hand for each player");
    for (size_t el = rj_first(&R->doc, hands); el != RJ_NONE; el = rj_next(&R->doc, el), p++) {
        int32_t rc = crib_replay_check_fields(R, el, "hands", FIELDS(k_hand_fields));
        if (rc == CRIB_OK)
            rc = crib_replay_cards_at(R, crib_replay_member(R, el, "dealt"), "dealt", &dealt[p],
                                      NULL, 8, &n);
        if (rc != CRIB_OK)
            return rc;
    }
    return CRIB_OK;
}

/* A record without the seed gives every hand's cards ("hands" absent: not known), and
 * they must be the variant's number: a wrong number dealt is known only from the seed. */
static int32_t given_hands(replay *R, size_t dobj, size_t hands,
                           const uint64_t dealt[CRIB_PLAY_MAX_PLAYERS])
{
    const crib_variant_shape *v = &crib_variants[R->deal->game.rules.variant];
    if (hands == RJ_NONE)
        return crib_replay_not_record(R, dobj, "hands", "missing field");
    for (uint32_t p = 0; p < v->players; p++)
        if (crib_popcount64(dealt[p]) != v->dealt)
            return crib_replay_not_record(R, hands, "dealt", "a wrong number dealt needs the seed");
    return CRIB_OK;
}

/* The deal made: the cards given, forfeited, or from the seed with the pack cut at
 * pack_cut. A deal driver's code, negative when it refused. */
static int32_t make_deal(replay *R, const uint64_t dealt[CRIB_PLAY_MAX_PLAYERS], uint64_t crib,
                         int forfeit, uint32_t pack_cut)
{
    if (!R->r->seeded)
        return crib_deal_start_given_unchecked(R->deal, dealt, crib, forfeit);
    if (forfeit)
        return crib_deal_forfeit_unchecked(R->deal);
    return crib_deal_start_unchecked(R->deal, pack_cut ? pack_cut : CRIB_NONE);
}

/* A seeded deal's recorded cards against the seed's: the crib's, then each hand's, a hand's
 * size other than the variant's being a wrong number dealt. */
static int32_t same_dealt(replay *R, size_t hands, size_t crib_at,
                          const uint64_t dealt[CRIB_PLAY_MAX_PLAYERS], uint64_t crib)
{
    const crib_variant_shape *v = &crib_variants[R->deal->game.rules.variant];
    int32_t rc;
    if (crib_at != RJ_NONE &&
        (rc = crib_replay_same_cards(R, crib_at, "crib_dealt", crib, R->deal->crib)))
        return rc;
    size_t el = rj_first(&R->doc, hands);
    for (uint32_t p = 0; p < v->players; p++, el = rj_next(&R->doc, el)) {
        int32_t delta = crib_popcount64(dealt[p]) - (int32_t)v->dealt;
        R->r->player = p;
        if (delta && (rc = crib_deal_miscount_unchecked(R->deal, p, delta)) < 0)
            return crib_replay_refused(R, el, "dealt", CRIB_NONE, rc);
        if ((rc = crib_replay_same_cards(R, el, "dealt", dealt[p], R->deal->hand[p])) != CRIB_OK)
            return rc;
    }
    follow(R);
    return CRIB_OK;
}

/* Deals: from the seed, the pack cut at pack_cut (or forfeited), and a wrong number dealt as
 * the hands' sizes show, each checked against the record (hands RJ_NONE: not recorded, a deal
 * made void by a misdeal); or the cards given, for a record without a seed. */
static int32_t deal_cards(replay *R, size_t dobj, size_t hands, size_t crib_at, int *forfeit,
                          uint32_t pack_cut)
{
    uint64_t dealt[CRIB_PLAY_MAX_PLAYERS] = {0}, crib = 0;
    uint32_t n;
    int32_t rc = hands == RJ_NONE ? CRIB_OK : read_dealt(R, hands, dealt);
    if (rc == CRIB_OK && crib_at != RJ_NONE)
        rc = crib_replay_cards_at(R, crib_at, "crib_dealt", &crib, NULL, 2, &n);
    if (rc != CRIB_OK)
        return rc;
    crib_replay_begin(R, CRIB_EVENT_DEAL, CRIB_NONE, 0, hands == RJ_NONE ? dobj : hands);
    if (!R->r->seeded && (rc = given_hands(R, dobj, hands, dealt)) != CRIB_OK)
        return rc;
    if ((rc = make_deal(R, dealt, crib, *forfeit, pack_cut)) < 0)
        return crib_replay_refused(R, dobj, "deal", CRIB_NONE, rc);
    *forfeit = 0;
    follow(R);
    if ((rc = crib_replay_same_number(R, dobj, "deal", R->deal->deals)) != CRIB_OK ||
        (rc = crib_replay_same_number(R, dobj, "dealer", R->deal->game.dealer)) != CRIB_OK)
        return rc;
    if (!R->r->seeded || hands == RJ_NONE)
        return CRIB_OK;
    return same_dealt(R, hands, crib_at, dealt, crib);
}

/* A hand without its discard: the record stops before the discards of its last deal (a game
 * not finished), and this hand and the later ones have none, the deal nothing after them. */
static int32_t unfinished(replay *R, size_t el)
{
    size_t top = rj_root(&R->doc), d = R->deal_el;
    int last = rj_next(&R->doc, d) == RJ_NONE && crib_replay_member(R, top, "result") == RJ_NONE &&
               crib_replay_member(R, d, "starter") == RJ_NONE &&
               crib_replay_member(R, d, "play") == RJ_NONE &&
               crib_replay_member(R, d, "show") == RJ_NONE;
    for (size_t h = el; last && h != RJ_NONE; h = rj_next(&R->doc, h))
        last = crib_replay_member(R, h, "discard") == RJ_NONE;
    return last ? STOP : crib_replay_not_record(R, el, "discard", "missing field");
}

static int32_t discards(replay *R, size_t hands)
{
    uint32_t p = 0, n;
    for (size_t el = rj_first(&R->doc, hands); el != RJ_NONE; el = rj_next(&R->doc, el), p++) {
        crib_card cards[8];
        uint64_t mask;
        size_t at = crib_replay_member(R, el, "discard");
        if (at == RJ_NONE)
            return unfinished(R, el);
        int32_t rc = crib_replay_cards_at(R, at, "discard", &mask, cards, 8, &n);
        if (rc != CRIB_OK)
            return rc;
        crib_replay_begin(R, CRIB_EVENT_DISCARD, p, p, at);
        if (!crib_replay_decide(R))
            return STOP;
        rc = crib_deal_discard_unchecked(R->deal, p, cards, n);
        if (rc < 0) {
            uint64_t bad = mask & ~R->deal->hand[p];
            return crib_replay_refused(R, at, "discard",
                                       bad ? (uint32_t)crib_ctz64(bad) : CRIB_NONE, rc);
        }
        follow(R);
    }
    return CRIB_OK;
}

/* A holder: a player's number, or "crib". */
static int32_t holder_at(replay *R, size_t fix, uint32_t *holder)
{
    char buf[8];
    size_t at = crib_replay_member(R, fix, "holder");
    if (rj_string(&R->doc, at, buf, sizeof buf) && crib_text_same(buf, "crib")) {
        *holder = CRIB_HOLDER_CRIB;
        return CRIB_OK;
    }
    if (at == RJ_NONE)
        return crib_replay_not_record(R, fix, "holder", "missing field");
    return crib_replay_number_at(R, at, "holder", players_of(R) - 1, holder);
}

/* A wrong number of cards settled: {"holder","cards","choice","pegged","drawn"}, and the
 * board after it, in `board_obj` (the show's entry that holds it). */
int32_t crib_replay_rectify_one(replay *R, size_t fix, size_t board_obj, uint32_t item)
{
    uint32_t holder = 0, choice = CRIB_RECTIFY_PEG, n = 0, pegged;
    crib_card drawn[8];
    uint64_t mask = 0;
    int32_t rc = crib_replay_check_fields(R, fix, "rectified", FIELDS(k_fix_fields));
    if (rc == CRIB_OK)
        rc = holder_at(R, fix, &holder);
    if (rc == CRIB_OK && crib_replay_member(R, fix, "choice") != RJ_NONE)
        rc = crib_replay_name_at(R, fix, "choice", k_choices + 1, 4, &choice), choice++;
    size_t d = crib_replay_member(R, fix, "drawn");
    if (rc == CRIB_OK && d != RJ_NONE)
        rc = crib_replay_cards_at(R, d, "drawn", &mask, drawn, 8, &n);
    if (rc != CRIB_OK)
        return rc;
    uint32_t player = holder == CRIB_HOLDER_CRIB ? R->deal->game.dealer : holder;
    crib_replay_begin(R, CRIB_EVENT_IRREGULARITY, player, item, fix);
    uint64_t cards = holder == CRIB_HOLDER_CRIB ? R->deal->crib : R->deal->hand[holder];
    if ((rc = crib_replay_same_number(R, fix, "cards", (uint32_t)crib_popcount64(cards))) !=
        CRIB_OK)
        return rc;
    rc = crib_deal_rectify_unchecked(R->deal, holder, choice, drawn, n, &pegged);
    if (rc < 0)
        return crib_replay_refused(R, fix, "choice", choice, rc);
    follow(R);
    if ((rc = crib_replay_same_number(R, fix, "pegged", pegged)) != CRIB_OK)
        return rc;
    return crib_replay_same_board(R, board_obj);
}

/* The holders settled before the starter. */
static int32_t rectify_early(replay *R, size_t arr)
{
    uint32_t i = 0;
    for (size_t el = rj_first(&R->doc, arr); el != RJ_NONE; el = rj_next(&R->doc, el), i++) {
        int32_t rc = crib_replay_rectify_one(R, el, el, i);
        if (rc != CRIB_OK)
            return rc;
    }
    return CRIB_OK;
}

/* The crib's recorded number of cards when it was settled, in `arr` (early) or among the
 * show's entries; CRIB_NONE when it was right. */
static uint32_t crib_cards(replay *R, size_t arr, int in_show)
{
    for (size_t el = rj_first(&R->doc, arr); el != RJ_NONE; el = rj_next(&R->doc, el)) {
        size_t fix = in_show ? crib_replay_member(R, el, "rectified") : el;
        char buf[8];
        uint64_t v;
        if (rj_string(&R->doc, crib_replay_member(R, fix, "holder"), buf, sizeof buf) &&
            crib_text_same(buf, "crib") &&
            rj_uint(&R->doc, crib_replay_member(R, fix, "cards"), 8, &v))
            return (uint32_t)v;
    }
    return CRIB_NONE;
}

/* Laid away, the crib made wrong ("crib_cards", or in a record without it, when the record
 * settles the crib), and the holders settled before the starter. */
static int32_t lay_away(replay *R, size_t obj, size_t show)
{
    size_t hands = crib_replay_member(R, obj, "hands"),
           early = crib_replay_member(R, obj, "rectified");
    uint32_t cards;
    int32_t rc = discards(R, hands);
    if (rc == CRIB_OK)
        rc = crib_replay_number_or(R, obj, "crib_cards", 8, CRIB_NONE, &cards);
    if (rc != CRIB_OK)
        return rc;
    if (cards == CRIB_NONE)
        cards = crib_cards(R, early, 0);
    if (cards == CRIB_NONE)
        cards = crib_cards(R, show, 1);
    uint32_t due = crib_deal_due(R->deal, CRIB_HOLDER_CRIB);
    if (cards != CRIB_NONE && cards != due) {
        crib_replay_begin(R, CRIB_EVENT_IRREGULARITY, R->deal->game.dealer, 0, obj);
        rc = crib_deal_miscount_unchecked(R->deal, CRIB_HOLDER_CRIB, (int32_t)cards - (int32_t)due);
        if (rc < 0)
            return crib_replay_refused(R, obj, "rectified", cards, rc);
        follow(R);
    }
    return rectify_early(R, early);
}

static int32_t cut(replay *R, size_t dobj)
{
    size_t s = crib_replay_member(R, dobj, "starter");
    uint32_t card, heels;
    if (s == RJ_NONE || rj_type(&R->doc, s) == RJ_NULL)
        return CRIB_OK; /* the game ended before the cut, or the record does */
    int32_t rc = crib_replay_card_at(R, s, "starter", 0, &card);
    if (rc != CRIB_OK)
        return rc;
    crib_replay_begin(R, CRIB_EVENT_STARTER, R->deal->game.dealer, 0, s);
    crib_card stock[CRIB_CARDS];
    uint32_t n = crib_deal_stock_cards(R->deal, stock), pos = 0;
    while (pos < n && stock[pos] != card)
        pos++;
    if (pos == n)
        return crib_replay_refused(R, s, "starter", card, CRIB_ENOTHELD);
    rc = crib_deal_cut_unchecked(R->deal, R->r->seeded && pos == 0 ? CRIB_NONE : pos, &heels);
    if (rc < 0)
        return crib_replay_refused(R, s, "starter", card, rc);
    follow(R);
    if ((rc = crib_replay_same_number(R, dobj, "heels", heels)) != CRIB_OK)
        return rc;
    return crib_replay_same_board(R, dobj);
}

/* ---- Deals made void or forfeited, and the deal as a whole ---- */

/* A voided deal's cause: 1 for "misdeal", 0 for "new deal", else CRIB_ERECORD. */
static int32_t void_cause(replay *R, size_t el)
{
    char cause[16];
    if (rj_string(&R->doc, crib_replay_member(R, el, "cause"), cause, sizeof cause)) {
        if (crib_text_same(cause, "misdeal"))
            return 1;
        if (crib_text_same(cause, "new deal"))
            return 0;
    }
    return crib_replay_not_record(R, el, "cause", "expected \"misdeal\" or \"new deal\"");
}

/* A seeded deal made void: dealt from the seed, then a misdeal declared, or the cards laid
 * away before a new deal was demanded (which must leave the deal to be made again). */
static int32_t void_deal(replay *R, size_t dobj, size_t el, int misdeal, int *forfeit,
                         uint32_t pack_cut)
{
    int32_t rc = deal_cards(R, dobj, misdeal ? RJ_NONE : crib_replay_member(R, el, "hands"),
                            crib_replay_member(R, el, "crib_dealt"), forfeit, pack_cut);
    if (rc != CRIB_OK)
        return rc;
    if (misdeal) {
        crib_replay_begin(R, CRIB_EVENT_IRREGULARITY, R->deal->game.dealer, 0, el);
        rc = crib_deal_misdeal_unchecked(R->deal);
        rc = rc < 0 ? crib_replay_refused(R, el, "cause", CRIB_NONE, rc) : CRIB_OK;
        follow(R);
        return rc;
    }
    rc = lay_away(R, el, RJ_NONE);
    if (rc == CRIB_OK && R->deal->stage != CRIB_STAGE_DEAL)
        rc = crib_replay_differs(R, el, "cause", 1, 0);
    return rc;
}

/* The deals made void before the cut ("voided"): a misdeal, or a new deal demanded; each
 * kind counted against "misdeals" and "new_deals". */
static int32_t voided(replay *R, size_t dobj, int *forfeit, uint32_t pack_cut)
{
    size_t arr = crib_replay_member(R, dobj, "voided");
    uint32_t count[2] = {0, 0};
    for (size_t el = rj_first(&R->doc, arr); el != RJ_NONE; el = rj_next(&R->doc, el)) {
        int32_t rc = crib_replay_check_fields(R, el, "voided", FIELDS(k_void_fields));
        int32_t misdeal = rc != CRIB_OK ? rc : void_cause(R, el);
        if (misdeal < 0)
            return misdeal;
        count[misdeal]++;
        /* Without the seed a misdeal's cards are not known, and it changed nothing. */
        if (misdeal && !R->r->seeded)
            continue;
        if (!R->r->seeded)
            return crib_replay_not_record(R, el, "cause",
                                          "a new deal before the cut needs the seed");
        if ((rc = void_deal(R, dobj, el, misdeal, forfeit, pack_cut)) != CRIB_OK)
            return rc;
    }
    int32_t rc = crib_replay_same_number(R, dobj, "misdeals", count[1]);
    return rc != CRIB_OK ? rc : crib_replay_same_number(R, dobj, "new_deals", count[0]);
}

/* Under --no-cut, the deal forfeited before this one: its number and the dealer who offered
 * the cut, the player before this deal's dealer. */
static int32_t forfeited(replay *R, size_t dobj)
{
    size_t ff = crib_replay_member(R, dobj, "forfeited");
    if (ff == RJ_NONE)
        return CRIB_OK;
    uint32_t n = players_of(R), by = (R->deal->game.dealer + n - 1) % n;
    int32_t rc = crib_replay_check_fields(R, ff, "forfeited", FIELDS(k_forfeit_fields));
    if (rc == CRIB_OK)
        rc = crib_replay_same_number(R, ff, "deal", R->deal->deals - 1);
    return rc != CRIB_OK ? rc : crib_replay_same_number(R, ff, "dealer", by);
}

/* A deal made void at the show ("void"): "imperfect pack", the pack found imperfect and the
 * deal dealt again (before the shows, whose points stand); or "new deal", demanded for a
 * holder found wrong at his show, which must have left the deal to be made again. */
static int32_t void_at_show(replay *R, size_t dobj, int after_show)
{
    static const char *const k_voids[] = {"imperfect pack", "new deal"};
    size_t at = crib_replay_member(R, dobj, "void");
    uint32_t why = 0;
    int32_t rc;
    if (at == RJ_NONE)
        return CRIB_OK;
    if ((rc = crib_replay_name_at(R, dobj, "void", k_voids, 2, &why)) != CRIB_OK)
        return rc;
    if (why == 1)
        return !after_show || R->deal->stage == CRIB_STAGE_DEAL
                   ? CRIB_OK
                   : crib_replay_differs(R, at, "void", 1, 0);
    if (after_show)
        return CRIB_OK;
    crib_replay_begin(R, CRIB_EVENT_IRREGULARITY, R->deal->game.dealer, 0, dobj);
    if ((rc = crib_deal_misdeal_unchecked(R->deal)) < 0)
        return crib_replay_refused(R, at, "void", CRIB_NONE, rc);
    follow(R);
    return CRIB_OK;
}

int32_t crib_replay_deal(replay *R, size_t dobj)
{
    uint32_t pack_cut, deal_no;
    rj_index_of(&R->doc, dobj, &R->dobj);
    int forfeit = crib_replay_member(R, dobj, "forfeited") != RJ_NONE;
    int32_t rc = crib_replay_check_fields(R, dobj, "deals", FIELDS(k_deal_fields));
    if (rc == CRIB_OK)
        rc = crib_replay_number_or(R, dobj, "pack_cut", CRIB_CARDS, 0, &pack_cut);
    if (rc == CRIB_OK)
        rc = crib_replay_number(R, dobj, "deal", UINT32_MAX, &deal_no);
    if (rc != CRIB_OK)
        return rc;
    if (R->deal->deals != deal_no)
        R->r->deals++;
    R->r->deal = deal_no;
    R->deal_events = 0;
    if ((rc = voided(R, dobj, &forfeit, pack_cut)) != CRIB_OK ||
        (rc = deal_cards(R, dobj, crib_replay_member(R, dobj, "hands"),
                         crib_replay_member(R, dobj, "crib_dealt"), &forfeit, pack_cut)) !=
            CRIB_OK ||
        (rc = forfeited(R, dobj)) != CRIB_OK ||
        (rc = lay_away(R, dobj, crib_replay_member(R, dobj, "show"))) != CRIB_OK ||
        (rc = cut(R, dobj)) != CRIB_OK ||
        (rc = crib_replay_play(R, crib_replay_member(R, dobj, "play"))) != CRIB_OK ||
        (rc = void_at_show(R, dobj, 0)) != CRIB_OK ||
        (rc = crib_replay_show(R, crib_replay_member(R, dobj, "show"))))
        return rc;
    return void_at_show(R, dobj, 1);
}
