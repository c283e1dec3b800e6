/* SPDX-License-Identifier: MIT */
/* The bots by level and the views they decide from: the easy level is the old bot; the
 * strong bot keeps the best exact value in mid-game, only ever makes legal moves in every
 * variant, and decides the same way for the same view and seed. */
#include "crib.h"
#include "harness.h"

#include <string.h>

static crib_game_rules rules_of(uint32_t variant)
{
    crib_game_rules r;
    MUST(crib_game_rules_default(&r, variant));
    return r;
}

static void test_sizes(void)
{
    CHECK_EQ(crib_view_size(), sizeof(crib_view), "crib_view_size");
    CHECK_EQ(sizeof(crib_view), 256, "crib_view is 256 bytes");
    CHECK_EQ(crib_chance_size(), 64, "crib_chance is 64 bytes");
    CHECK_EQ(crib_arena_config_size(), 128, "crib_arena_config is 128 bytes");
    CHECK_EQ(crib_arena_event_size(), 352, "crib_arena_event is 352 bytes");
    CHECK_EQ(crib_tally_size(), sizeof(crib_tally), "crib_tally_size");
    CHECK_EQ(crib_summary_size(), sizeof(crib_summary), "crib_summary_size");
    CHECK_EQ(crib_arena_size(), sizeof(crib_arena), "crib_arena_size");
}

static void test_view(void)
{
    crib_game_rules r = rules_of(CRIB_VARIANT_SIX_CARD);
    crib_deal d;
    crib_view v;
    MUST(crib_deal_init(&d, &r, 5, 0));
    CHECK_EQ(crib_deal_view(&d, 0, 0, &v), CRIB_ESTAGE, "view before the deal: CRIB_ESTAGE");
    MUST(crib_deal_start(&d));
    CHECK_EQ(crib_deal_view(NULL, 0, 0, &v), CRIB_ENULL, "view of NULL");
    CHECK_EQ(crib_deal_view(&d, 0, 0, NULL), CRIB_ENULL, "view into NULL");
    v.player = 7;
    CHECK(crib_deal_view(&d, 2, 0, &v) == CRIB_ERANGE && v.player == 0,
          "view of player 2 of two: CRIB_ERANGE, zeroed");
    CHECK_EQ(crib_deal_view(&d, 0, 3, &v), CRIB_ERANGE, "a discard in the discard stage");
    crib_status st;
    MUST(crib_deal_status(&d, &st));
    CHECK(crib_deal_view(&d, 1, 0, &v) == CRIB_OK && v.stage == CRIB_STAGE_DISCARD &&
              v.hand == st.hand[1] && v.player == 1 && v.dealer == 0 && v.starter == NONE &&
              v.rules.target == 121,
          "the pone's view in the discard: their six cards");
    uint64_t away[2] = {0, 0};
    for (uint32_t p = 0; p < 2; p++) {
        crib_card out[2];
        MUST(crib_deal_view(&d, p, 0, &v));
        MUST(crib_bot_choose_discard(&v, CRIB_BOT_EASY, 0, out, 2));
        MUST(crib_mask_from_cards(out, 2, &away[p]));
        MUST(crib_deal_discard(&d, p, out, 2));
    }
    CHECK_EQ(crib_deal_view(&d, 0, 0, &v), CRIB_ESTAGE, "view at the cut: CRIB_ESTAGE");
    MUST(crib_deal_cut(&d, NULL));
    CHECK_EQ(crib_deal_view(&d, 0, away[0], &v), CRIB_ETURN,
             "the dealer's view on the pone's turn");
    CHECK_EQ(crib_deal_view(&d, 1,
                            away[1] ^ (st.hand[0] & (~st.hand[0] + 1)) ^ (away[1] & (~away[1] + 1)),
                            &v),
             CRIB_ERANGE, "a discard with a card that is not in the crib: CRIB_ERANGE");
    CHECK(crib_deal_view(&d, 1, away[1], &v) == CRIB_OK && v.stage == CRIB_STAGE_PLAY &&
              v.held[0] == 4 && v.held[1] == 4 && v.min_value[0] == 1 && v.count == 0 &&
              v.discard == away[1] && v.starter == (uint32_t)d.starter,
          "the pone's view at the lead");
    crib_view bad = v;
    bad.played[0] = v.hand & (~v.hand + 1);
    CHECK_EQ(crib_bot_choose_play(&bad, CRIB_BOT_STRONG, 0, &(crib_card){0}), CRIB_ERANGE,
             "a view with a held card played too: CRIB_ERANGE");
    bad = v;
    bad.reserved[3] = 1;
    CHECK_EQ(crib_bot_choose_play(&bad, CRIB_BOT_EASY, 0, &(crib_card){0}), CRIB_ERANGE,
             "a view with reserved space set: CRIB_ERANGE");
    bad = v;
    bad.count = 5;
    CHECK_EQ(crib_bot_choose_play(&bad, CRIB_BOT_EASY, 0, &(crib_card){0}), CRIB_ERANGE,
             "a count that is not the pile's: CRIB_ERANGE");
}

/* The easy level is the old bot, decision for decision, over many deals. */
static void test_easy_level(void)
{
    crib_game_rules r = rules_of(CRIB_VARIANT_SIX_CARD);
    int same_discard = 1, same_play = 1, plays = 0;
    for (uint64_t seed = 1; seed <= 200; seed++) {
        crib_deal d;
        MUST(crib_deal_init(&d, &r, seed, CRIB_DEAL_CUT));
        MUST(crib_deal_start(&d));
        crib_status st;
        MUST(crib_deal_status(&d, &st));
        uint64_t away[2];
        for (uint32_t p = 0; p < 2; p++) {
            crib_card dealt[6], old[2], out[2];
            crib_view v;
            MUST(crib_mask_to_cards(st.hand[p], dealt, 6));
            MUST(crib_bot_discard(dealt, 6, 2, p == st.dealer, old));
            MUST(crib_deal_view(&d, p, 0, &v));
            MUST(crib_bot_choose_discard(&v, CRIB_BOT_EASY, seed, out, 2));
            uint64_t a, b;
            MUST(crib_mask_from_cards(old, 2, &a));
            MUST(crib_mask_from_cards(out, 2, &b));
            same_discard &= a == b && out[0] < out[1];
            away[p] = b;
            MUST(crib_deal_discard(&d, p, out, 2));
        }
        MUST(crib_deal_cut(&d, NULL));
        MUST(crib_deal_status(&d, &st));
        while (st.stage == CRIB_STAGE_PLAY) {
            crib_play pl;
            crib_view v;
            crib_card a = 0, b = 0;
            MUST(crib_deal_play(&d, &pl));
            uint32_t who = (uint32_t)crib_play_turn(&pl);
            MUST(crib_deal_view(&d, who, away[who], &v));
            int32_t x = crib_bot_play(&pl, who, &a),
                    y = crib_bot_choose_play(&v, CRIB_BOT_EASY, 0, &b);
            same_play &= x == y && a == b;
            plays++;
            if (MUST(x == 1 ? crib_deal_play_card(&d, who, a, NULL)
                            : crib_deal_play_go(&d, who, NULL)) < 0 ||
                MUST(crib_deal_status(&d, &st)) < 0)
                break;
        }
    }
    CHECK(same_discard, "CRIB_BOT_EASY discards as crib_bot_discard on 400 deals");
    CHECK(same_play && plays > 1000, "CRIB_BOT_EASY plays as crib_bot_play (%d plays)", plays);
}

/* A whole game of bots at the given levels through the deal driver; every decision must be
 * accepted. Returns a hash of every card chosen, or 0 on an illegal move. */
static uint64_t bot_game(uint32_t variant, uint64_t seed, const uint32_t *level, uint64_t bot_seed)
{
    crib_game_rules r = rules_of(variant);
    crib_deal d;
    crib_status st;
    uint64_t hash = 1469598103934665603u;
    MUST(crib_deal_init(&d, &r, seed, CRIB_DEAL_CUT));
    MUST(crib_deal_status(&d, &st));
    while (st.stage != CRIB_STAGE_OVER) {
        uint64_t away[4] = {0, 0, 0, 0};
        if (MUST(crib_deal_start(&d)) < 0 || MUST(crib_deal_status(&d, &st)) < 0)
            return 0;
        for (uint32_t p = 0; p < st.players; p++) {
            crib_view v;
            crib_card out[2];
            if (crib_deal_view(&d, p, 0, &v) != CRIB_OK ||
                crib_bot_choose_discard(&v, level[p], bot_seed, out, 2) != (int32_t)st.discard ||
                crib_deal_discard(&d, p, out, st.discard) != CRIB_OK)
                return 0;
            MUST(crib_mask_from_cards(out, st.discard, &away[p]));
            hash = (hash ^ away[p]) * 1099511628211u;
        }
        if (MUST(crib_deal_cut(&d, NULL)) < 0 || MUST(crib_deal_status(&d, &st)) < 0)
            return 0;
        while (st.stage == CRIB_STAGE_PLAY) {
            crib_play pl;
            crib_view v;
            crib_card c = 0;
            MUST(crib_deal_play(&d, &pl));
            uint32_t who = (uint32_t)crib_play_turn(&pl);
            if (crib_deal_view(&d, who, away[who], &v) != CRIB_OK)
                return 0;
            int32_t rc = crib_bot_choose_play(&v, level[who], bot_seed, &c);
            uint64_t legal;
            MUST(crib_play_legal(&pl, who, &legal));
            if (rc == 1 ? !((legal >> c) & 1) : (rc != 0 || legal))
                return 0;
            rc = rc == 1 ? crib_deal_play_card(&d, who, c, NULL) : crib_deal_play_go(&d, who, NULL);
            if (rc < 0)
                return 0;
            hash = (hash ^ (rc == 1 ? c : 99u)) * 1099511628211u;
            if (MUST(crib_deal_status(&d, &st)) < 0)
                return 0;
        }
        while (st.stage == CRIB_STAGE_SHOW)
            if (MUST(crib_deal_show(&d, CRIB_CLAIM_ALL, NULL)) < 0 ||
                MUST(crib_deal_status(&d, &st)) < 0)
                return 0;
    }
    return hash ? hash : 1;
}

static void test_strong_legal(void)
{
    static const char *const names[] = {"six-card", "five-card", "three", "four", "two-to-crib"};
    static const int games[] = {12, 12, 3, 3, 6};
    for (uint32_t variant = 0; variant < 5; variant++) {
        uint32_t strong[4] = {CRIB_BOT_STRONG, CRIB_BOT_STRONG, CRIB_BOT_STRONG, CRIB_BOT_STRONG};
        uint32_t mixed[4] = {CRIB_BOT_STRONG, CRIB_BOT_EASY, CRIB_BOT_STRONG, CRIB_BOT_EASY};
        int legal = 1;
        for (int g = 0; g < games[variant]; g++)
            legal &= bot_game(variant, 100 + (uint64_t)g, g & 1 ? mixed : strong, 7) != 0;
        CHECK(legal, "%s: the strong bot only ever makes legal moves (%d games)", names[variant],
              games[variant]);
    }
    uint32_t strong[4] = {CRIB_BOT_STRONG, CRIB_BOT_STRONG, 0, 0};
    crib_game_rules r = rules_of(CRIB_VARIANT_SIX_CARD);
    (void)r;
    uint64_t a = bot_game(CRIB_VARIANT_SIX_CARD, 77, strong, 3);
    uint64_t b = bot_game(CRIB_VARIANT_SIX_CARD, 77, strong, 3);
    CHECK(a && a == b, "the same seeds give the same strong game, move for move");
}

/* In mid-game the strong bot keeps what crib_discard_analyze() ranks first. */
static void test_strong_discard(void)
{
    crib_game_rules r = rules_of(CRIB_VARIANT_SIX_CARD);
    int best = 1, deterministic = 1;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        crib_deal d;
        MUST(crib_deal_init(&d, &r, seed, CRIB_DEAL_CUT));
        MUST(crib_deal_start(&d));
        crib_status st;
        MUST(crib_deal_status(&d, &st));
        for (uint32_t p = 0; p < 2; p++) {
            crib_view v;
            crib_card dealt[6], out[2], again[2];
            crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
            MUST(crib_deal_view(&d, p, 0, &v));
            MUST(crib_mask_to_cards(st.hand[p], dealt, 6));
            MUST(crib_discard_analyze(dealt, 6, p == st.dealer ? CRIB_DISCARD_DEALER : 0, keeps,
                                      CRIB_DISCARD_MAX_KEEPS));
            MUST(crib_bot_choose_discard(&v, CRIB_BOT_STRONG, seed, out, 2));
            MUST(crib_bot_choose_discard(&v, CRIB_BOT_STRONG, seed, again, 2));
            uint64_t m;
            MUST(crib_mask_from_cards(out, 2, &m));
            best &= m == keeps[0].discard;
            deterministic &= memcmp(out, again, 2) == 0;
        }
    }
    CHECK(best, "strong: in mid-game the discard of best exact value, 80 deals");
    CHECK(deterministic, "strong: the same view and seed, the same discard");

    crib_deal d;
    crib_view v;
    crib_card out[3] = {9, 9, 9};
    MUST(crib_deal_init(&d, &r, 1, 0));
    MUST(crib_deal_start(&d));
    MUST(crib_deal_view(&d, 0, 0, &v));
    CHECK(crib_bot_choose_discard(&v, CRIB_BOT_LEVELS, 0, out, 3) == CRIB_ERANGE && out[0] == 0 &&
              out[2] == 0,
          "discard at an unknown level: CRIB_ERANGE, out zeroed");
    CHECK(crib_bot_choose_discard(&v, CRIB_BOT_STRONG, 0, out, 1) == CRIB_ESPACE && out[0] == 0,
          "discard into one card: CRIB_ESPACE");
    CHECK_EQ(crib_bot_choose_discard(NULL, 0, 0, out, 2), CRIB_ENULL, "discard of NULL view");
    CHECK_EQ(crib_bot_choose_play(&v, CRIB_BOT_STRONG, 0, &out[0]), CRIB_ERANGE,
             "a play from a view of the discard: CRIB_ERANGE");
    /* Near the end: the view's board says the end is near; the keep is still one of the
     * deal's. */
    v.score[0] = 110;
    v.score[1] = 115;
    int32_t n = crib_bot_choose_discard(&v, CRIB_BOT_STRONG, 0, out, 2);
    CHECK(n == 2 && (v.hand >> out[0] & 1) && (v.hand >> out[1] & 1) && out[0] < out[1],
          "strong near the end: two of the dealt cards");
}

/* Positions where one play is plainly best. */
static void test_strong_play(void)
{
    crib_game_rules r = rules_of(CRIB_VARIANT_SIX_CARD);
    crib_view v;
    memset(&v, 0, sizeof v);
    v.rules = r;
    v.stage = CRIB_STAGE_PLAY;
    v.player = 0;
    v.dealer = 0;
    crib_card c;
    MUST(crib_card_parse("2c", &c));
    v.starter = c;
    crib_card hand[4], pile[2];
    MUST(crib_hand_parse("5h 9s Kd Kc", hand, 4));
    MUST(crib_hand_parse("Qs", pile, 2));
    MUST(crib_mask_from_cards(hand, 4, &v.hand));
    v.played[1] = UINT64_C(1) << pile[0];
    v.pile[0] = pile[0];
    v.n_pile = 1;
    v.count = 10;
    v.held[0] = 4;
    v.held[1] = 3;
    v.min_value[0] = v.min_value[1] = 1;
    crib_card got = 0;
    CHECK(crib_bot_choose_play(&v, CRIB_BOT_STRONG, 1, &got) == 1 && CRIB_CARDS > got &&
              crib_card_rank(got) == 4,
          "strong: on a queen it makes fifteen with the 5");
    /* Count 21 after Qs 9h 2c: the king makes 31. */
    crib_card mine[3], seq[3];
    MUST(crib_hand_parse("Ks 3d 4h", mine, 3));
    MUST(crib_hand_parse("Qs 9h 2c", seq, 3));
    MUST(crib_mask_from_cards(mine, 3, &v.hand));
    v.played[0] = UINT64_C(1) << seq[1];
    v.played[1] = (UINT64_C(1) << seq[0]) | (UINT64_C(1) << seq[2]);
    memcpy(v.pile, seq, 3);
    v.n_pile = 3;
    v.count = 21;
    v.held[0] = 3;
    v.held[1] = 2;
    v.dealer = 1;
    MUST(crib_card_parse("9c", &c));
    v.starter = c;
    int32_t rc = crib_bot_choose_play(&v, CRIB_BOT_STRONG, 1, &got);
    if (!CHECK(rc == 1 && got == mine[0], "strong: at 21 it makes 31 with the king"))
        printf("#   rc %d card %d\n", rc, got);
    crib_card again = 0;
    MUST(crib_bot_choose_play(&v, CRIB_BOT_STRONG, 1, &again));
    CHECK_EQ(again, got, "strong: the same view and seed, the same card");
}

int main(void)
{
    test_sizes();
    test_view();
    test_easy_level();
    test_strong_discard();
    test_strong_play();
    test_strong_legal();
    return harness_done();
}
