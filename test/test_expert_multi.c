/* SPDX-License-Identifier: MIT */
/* The expert level with three and four players: on every view of whole games (experts
 * against strong bots, gos and all), its card is legal, the same for any seed and again
 * for the same view, and crib_advise() lists it first among every legal card; its keep is
 * the advice's first, worth hand +- crib + the pegging table's entry for the keep and the
 * seat; random views with gos never crash it; and in a plain position the search takes the
 * fifteen or the 31 over cards that give points away. Time is not asserted. */
#include "crib.h"
#include "harness.h"

#include "../src/gen/peg_multi_table.h"

#include <string.h>

static int popcount(uint64_t m)
{
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
}

static int lowest(uint64_t m)
{
    int c = 0;
    while (!((m >> c) & 1))
        c++;
    return c;
}

static int value_of(int c)
{
    return c / 4 < 10 ? c / 4 + 1 : 10;
}

/* The cards of hand that keep the count to 31. */
static uint64_t playable(uint64_t hand, uint32_t count)
{
    uint64_t legal = 0;
    for (int c = 0; c < 52; c++)
        if (((hand >> c) & 1) && count + (uint32_t)value_of(c) <= 31)
            legal |= UINT64_C(1) << c;
    return legal;
}

/* The number of the multiset of four ranks in the pegging table: its rows rise in colex
 * order (by the highest rank, then the next, ...). */
static int table_row(const int r[4])
{
    int idx = 0;
    for (int a = 0; a < 13; a++)
        for (int b = 0; b <= a; b++)
            for (int c = 0; c <= b; c++)
                for (int d = 0; d <= c; d++, idx++)
                    if (d == r[0] && c == r[1] && b == r[2] && a == r[3])
                        return idx;
    return -1;
}

typedef struct tallies {
    int plays, legal, again, seeds, advised, first, entries;
    int keeps, keep_first, keep_value, keep_peg;
} tallies;

/* One play view of the expert's, checked; returns the card (CRIB_NONE for a go). */
static uint32_t check_play(const crib_view *v, tallies *t)
{
    crib_card c = 0, d = 0, e = 0;
    int32_t rc = crib_bot_choose_play(v, CRIB_BOT_EXPERT, 1, &c);
    uint64_t may = playable(v->hand, v->count);
    t->plays++;
    t->legal += rc == 1 ? (int)((may >> c) & 1) : rc == 0 && !may;
    t->again += crib_bot_choose_play(v, CRIB_BOT_EXPERT, 1, &d) == rc && d == c;
    t->seeds += crib_bot_choose_play(v, CRIB_BOT_EXPERT, 0xC0FFEE, &e) == rc && e == c;
    crib_advice adv;
    if (crib_advise(v, &adv) == CRIB_OK && adv.kind == CRIB_STAGE_PLAY) {
        t->advised++;
        t->first += rc == 1 ? adv.entry[0].cards == UINT64_C(1) << c : adv.entry[0].cards == 0;
        uint64_t listed = 0;
        int ok = may ? (int)adv.n == popcount(may) : adv.n == 1;
        for (uint32_t i = 0; may && i < adv.n; i++) {
            const crib_advice_entry *x = &adv.entry[i];
            ok &= popcount(x->cards) == 1 && !(x->cards & ~may) && !(x->cards & listed) &&
                  x->win == -1 && x->points > -100 && x->points < 100;
            /* Entry 0 is the bot's; the others follow it best first. */
            ok &= i < 2 || adv.entry[i - 1].points >= x->points;
            ok &= i == 0 || adv.entry[0].points >= x->points - 1e-9;
            listed |= x->cards;
        }
        t->entries += ok;
    }
    return rc == 1 ? c : CRIB_NONE;
}

/* One discard view of the expert's, checked against the advice and the table. */
static void check_keep(const crib_view *v, crib_card *away, tallies *t)
{
    t->keeps++;
    int32_t n = crib_bot_choose_discard(v, CRIB_BOT_EXPERT, 1, away, 1);
    crib_advice adv;
    if (n != 1 || crib_advise(v, &adv) != CRIB_OK || adv.n != 5)
        return;
    t->keep_first += adv.entry[0].cards == UINT64_C(1) << away[0];
    int value = 1, peg = 1;
    uint32_t players = v->rules.variant == CRIB_VARIANT_THREE ? 3 : 4;
    uint32_t seat = (v->player + players - v->dealer) % players;
    for (uint32_t i = 0; i < adv.n; i++) {
        const crib_advice_entry *x = &adv.entry[i];
        double sum = x->hand + x->crib + x->peg;
        value &= sum - x->points < 1e-9 && x->points - sum < 1e-9 &&
                 (i == 0 || adv.entry[i - 1].points >= x->points);
        int r[4], m = 0;
        for (int c = 0; c < 52; c++)
            if (((v->hand & ~x->cards) >> c) & 1)
                r[m++] = c / 4;
        int row = table_row(r);
        double want = players == 3 ? (double)k_peg_three[row][seat] : (double)k_peg_four[row][seat];
        peg &= row >= 0 && x->peg == want;
    }
    t->keep_value += value;
    t->keep_peg += peg;
}

/* A whole game: the experts at the seats of expert_seats (bits), strong bots at the
 * others; every expert decision checked. */
static void play_game(uint32_t variant, uint64_t seed, unsigned expert_seats, tallies *t)
{
    crib_game_rules rules;
    crib_deal deal;
    crib_history hist;
    MUST(crib_game_rules_default(&rules, variant));
    MUST(crib_deal_init(&deal, &rules, seed, CRIB_DEAL_CUT));
    memset(&hist, 0, sizeof hist);
    uint64_t away[4] = {0, 0, 0, 0};
    for (int steps = 0; steps < 4000; steps++) {
        crib_status st;
        MUST(crib_deal_status(&deal, &st));
        MUST(crib_history_update(&hist, &deal));
        if (st.stage == CRIB_STAGE_OVER)
            return;
        if (st.stage == CRIB_STAGE_DEAL) {
            MUST(crib_deal_start(&deal));
            memset(away, 0, sizeof away);
        } else if (st.stage == CRIB_STAGE_DISCARD) {
            uint32_t p = 0;
            while (away[p])
                p++;
            crib_view v;
            crib_card out[1] = {0};
            MUST(crib_deal_view(&deal, p, 0, &v));
            if ((expert_seats >> p) & 1)
                check_keep(&v, out, t);
            else
                MUST(crib_bot_choose_discard(&v, CRIB_BOT_STRONG, seed, out, 1));
            MUST(crib_deal_discard(&deal, p, out, 1));
            away[p] = UINT64_C(1) << out[0];
        } else if (st.stage == CRIB_STAGE_CUT) {
            uint32_t heels;
            MUST(crib_deal_cut(&deal, &heels));
        } else if (st.stage == CRIB_STAGE_PLAY) {
            crib_play play;
            MUST(crib_deal_play(&deal, &play));
            uint32_t who = (uint32_t)MUST(crib_play_turn(&play));
            crib_view v;
            crib_play_event ev;
            MUST(crib_deal_view_history(&deal, &hist, who, &v));
            v.discard = away[who];
            uint32_t card;
            if ((expert_seats >> who) & 1) {
                card = check_play(&v, t);
            } else {
                crib_card c = 0;
                card = MUST(crib_bot_choose_play(&v, CRIB_BOT_STRONG, seed, &c)) ? c : CRIB_NONE;
            }
            if (card == CRIB_NONE)
                MUST(crib_deal_play_go(&deal, who, &ev));
            else
                MUST(crib_deal_play_card(&deal, who, (crib_card)card, &ev));
        } else {
            crib_show sh;
            MUST(crib_deal_show(&deal, CRIB_CLAIM_ALL, &sh));
        }
    }
    CHECK(0, "a game of seed %llu did not end", (unsigned long long)seed);
}

static void test_games(void)
{
    tallies t;
    memset(&t, 0, sizeof t);
    for (uint64_t seed = 1; seed <= 6; seed++) {
        play_game(CRIB_VARIANT_THREE, seed, 1u << (seed % 3), &t);
        play_game(CRIB_VARIANT_FOUR, seed, seed % 2 ? 0x5u : 0xAu, &t);
    }
    CHECK(t.plays > 600, "the expert's plays in whole games: %d", t.plays);
    CHECK_EQ(t.legal, t.plays, "every card legal, a go only with nothing that fits");
    CHECK_EQ(t.again, t.plays, "the same view, the same card");
    CHECK_EQ(t.seeds, t.plays, "the card does not depend on the seed");
    CHECK_EQ(t.advised, t.plays, "every play view advised");
    CHECK_EQ(t.first, t.plays, "the advice's first entry is the expert's card");
    CHECK_EQ(t.entries, t.plays, "every legal card listed once, the rest best first");
    CHECK(t.keeps > 60, "the expert's discards: %d", t.keeps);
    CHECK_EQ(t.keep_first, t.keeps, "the advice's first keep is the expert's");
    CHECK_EQ(t.keep_value, t.keeps, "a keep's points: hand + crib + pegging, best first");
    CHECK_EQ(t.keep_peg, t.keeps, "a keep's pegging: the table's entry for its ranks and seat");
}

static uint32_t next_rand(uint64_t *s)
{
    *s = *s * UINT64_C(6364136223846793005) + UINT64_C(1442695040888963407);
    return (uint32_t)(*s >> 33);
}

/* Random plays (the easy rule's, a random card, a go whenever nothing fits) from many
 * deals: at every turn the expert's card is legal. Views with gos, several counts, and
 * go-constrained hands that the cards left cannot all satisfy (min_value raised by hand)
 * are among them. */
static void test_random_views(void)
{
    int views = 0, legal = 0, with_go = 0, forced = 0;
    uint64_t rng = 12345;
    for (uint32_t variant = CRIB_VARIANT_THREE; variant <= CRIB_VARIANT_FOUR; variant++) {
        crib_game_rules rules;
        MUST(crib_game_rules_default(&rules, variant));
        uint32_t players = variant == CRIB_VARIANT_THREE ? 3 : 4;
        for (uint64_t seed = 100; seed < 140; seed++) {
            crib_deal deal;
            MUST(crib_deal_init(&deal, &rules, seed, (uint32_t)(seed % players)));
            MUST(crib_deal_start(&deal));
            crib_status st;
            MUST(crib_deal_status(&deal, &st));
            for (uint32_t p = 0; p < players; p++) {
                crib_card c[1] = {(crib_card)lowest(st.hand[p])};
                MUST(crib_deal_discard(&deal, p, c, 1));
            }
            uint32_t heels;
            MUST(crib_deal_cut(&deal, &heels));
            for (;;) {
                MUST(crib_deal_status(&deal, &st));
                if (st.stage != CRIB_STAGE_PLAY)
                    break;
                crib_play play;
                MUST(crib_deal_play(&deal, &play));
                uint32_t who = (uint32_t)MUST(crib_play_turn(&play));
                crib_view v;
                MUST(crib_deal_view(&deal, who, 0, &v));
                for (int k = 0; k < 2; k++) {
                    crib_view w = v;
                    /* Then every other player as if his gos had shown tenth cards alone,
                     * more than the cards left may hold. */
                    for (uint32_t q = 0; k == 1 && q < players; q++)
                        if (q != who)
                            w.min_value[q] = 10;
                    forced += k == 1 && crib_view_size() == sizeof w;
                    crib_card c = 0;
                    int32_t rc = crib_bot_choose_play(&w, CRIB_BOT_EXPERT, 1, &c);
                    uint64_t may = playable(w.hand, w.count);
                    views++;
                    with_go += w.went != 0;
                    legal += rc == 1 ? (int)((may >> c) & 1) : rc == 0 && !may;
                }
                crib_play_event ev;
                uint64_t may = playable(v.hand, v.count);
                if (!may) {
                    MUST(crib_deal_play_go(&deal, who, &ev));
                } else {
                    int pick = (int)(next_rand(&rng) % (uint32_t)popcount(may));
                    uint64_t m = may;
                    while (pick--)
                        m &= m - 1;
                    MUST(crib_deal_play_card(&deal, who, (crib_card)lowest(m), &ev));
                }
            }
        }
    }
    CHECK(views > 1000 && with_go > 50, "random views: %d, %d with a go, %d forced", views, with_go,
          forced);
    CHECK_EQ(legal, views, "every card legal, a go only with nothing that fits");
}

/* A view of the play by hand: three-handed, player 1 to play, holding `hand`; the pile's
 * cards played in turn before him (the last by player 0, the one before by player 2, ...). */
static crib_view position(const char *hand, const char *pile, const char *starter)
{
    crib_view v;
    memset(&v, 0, sizeof v);
    MUST(crib_game_rules_default(&v.rules, CRIB_VARIANT_THREE));
    v.stage = CRIB_STAGE_PLAY;
    v.player = 1;
    v.dealer = 2;
    crib_card cards[8];
    int32_t n = MUST(crib_hand_parse(hand, cards, 8));
    MUST(crib_mask_from_cards(cards, (size_t)n, &v.hand));
    n = MUST(crib_hand_parse(pile, cards, 8));
    for (int32_t i = 0; i < n; i++) {
        uint32_t who = (uint32_t)(((1 - (n - i)) % 3 + 3) % 3);
        v.pile[i] = cards[i];
        v.played[who] |= UINT64_C(1) << cards[i];
        v.count += (uint32_t)value_of(cards[i]);
    }
    v.n_pile = (uint32_t)n;
    MUST(crib_card_parse(starter, &cards[0]));
    v.starter = cards[0];
    for (uint32_t q = 0; q < 3; q++) {
        v.held[q] = q == 1 ? (uint32_t)popcount(v.hand) : 4 - (uint32_t)popcount(v.played[q]);
        v.min_value[q] = 1;
    }
    return v;
}

static void test_positions(void)
{
    crib_advice adv;
    /* Count 9: the six makes fifteen; the king, the four and the two peg nothing. */
    crib_view v = position("6S KH 4D 2C", "9H", "2H");
    MUST(crib_advise(&v, &adv));
    CHECK(adv.n == 4 && adv.entry[0].cards == UINT64_C(1) << (5 * 4 + CRIB_SPADES) &&
              adv.entry[0].points > adv.entry[1].points + 1,
          "count 9: the six for fifteen, by more than a point (%.2f, then %.2f)",
          adv.entry[0].points, adv.entry[1].points);
    /* Count 21 (the king his own lead): the ten makes 31; the others peg nothing. */
    v = position("TD 4S 9S", "KC JD AD", "7H");
    MUST(crib_advise(&v, &adv));
    CHECK(adv.n == 3 && adv.entry[0].cards == UINT64_C(1) << (9 * 4 + CRIB_DIAMONDS) &&
              adv.entry[0].points > adv.entry[1].points + 1,
          "count 21: the ten for 31, by more than a point (%.2f, then %.2f)", adv.entry[0].points,
          adv.entry[1].points);
    /* Count 30: of two aces and a king only the aces fit, one rank: its lowest card,
     * without a search. */
    v = position("AD AS KC", "TC JC QH", "7H");
    crib_card c = 0;
    MUST(crib_advise(&v, &adv));
    CHECK(crib_bot_choose_play(&v, CRIB_BOT_EXPERT, 1, &c) == 1 && c == CRIB_DIAMONDS &&
              adv.n == 2 && adv.entry[0].cards == UINT64_C(1) << CRIB_DIAMONDS,
          "count 30: one rank fits, its lowest card first");
}

int main(void)
{
    test_games();
    test_random_views();
    test_positions();
    return harness_done();
}
