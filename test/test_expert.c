/* SPDX-License-Identifier: MIT */
/* The expert level and crib_advise(): on every view of whole games against the strong bot
 * (from the start and from near the end, six-card and five-card), the advice lists legal
 * choices in its order, its first entry is exactly the expert bot's choice, and the bot
 * decides the same whatever the seed; a keep's pegging is the estimate at the game's
 * weight (expert.h; the whole with two into the crib), and near the end (in the five-card
 * game, always) moves the keep's chance to win as a point of the play does; the means of
 * the estimate that expert.h holds are measured again; bad views are refused. Time is not
 * asserted. */
#include "crib.h"
#include "harness.h"
#include "expert_games.h"

#include "../src/endgame.h"
#include "../src/expert.h"
#include "../src/peg_estimate.h"

#include <math.h>
#include <string.h>

static int popcount(uint64_t m)
{
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
}

/* What the expert bot chooses for a view, as an advice entry's mask (0 for a go). */
static uint64_t expert_choice(const crib_view *v, uint64_t seed)
{
    if (v->stage == CRIB_STAGE_DISCARD) {
        crib_card out[2];
        int32_t n = crib_bot_choose_discard(v, CRIB_BOT_EXPERT, seed, out, 2);
        uint64_t m = 0;
        if (n < 1 || crib_mask_from_cards(out, (size_t)n, &m) != CRIB_OK)
            return UINT64_MAX;
        return m;
    }
    crib_card c = 0;
    int32_t rc = crib_bot_choose_play(v, CRIB_BOT_EXPERT, seed, &c);
    return rc == 1 ? UINT64_C(1) << c : rc == 0 ? 0 : UINT64_MAX;
}

/* The cards a player may play at the count: each card of hand that keeps it to 31. */
static uint64_t playable(uint64_t hand, uint32_t count)
{
    uint64_t legal = 0;
    for (int c = 0; c < 52; c++)
        if (((hand >> c) & 1) && count + (uint32_t)(c / 4 < 10 ? c / 4 + 1 : 10) <= 31)
            legal |= UINT64_C(1) << c;
    return legal;
}

typedef struct tallies {
    int views, advised, agree, legal, ordered, seeds, bounded;
} tallies;

/* The advice of one view, checked. */
static void check_view(const crib_view *v, uint32_t discard, tallies *t)
{
    crib_advice adv;
    t->views++;
    if (crib_advise(v, &adv) != CRIB_OK || adv.kind != v->stage || adv.n < 1 ||
        adv.n > CRIB_ADVICE_MAX)
        return;
    t->advised++;
    uint64_t choice = expert_choice(v, 1);
    t->agree += adv.entry[0].cards == choice;
    t->seeds += expert_choice(v, 0xDEADBEEF) == choice;
    int legal = 1, by_points = 1, by_win = 1, bounded = 1;
    uint64_t seen[CRIB_ADVICE_MAX];
    uint64_t may = v->stage == CRIB_STAGE_PLAY ? playable(v->hand, v->count) : 0;
    for (uint32_t i = 0; i < adv.n; i++) {
        const crib_advice_entry *e = &adv.entry[i];
        if (v->stage == CRIB_STAGE_DISCARD)
            legal &= popcount(e->cards) == (int)discard && (e->cards & ~v->hand) == 0 &&
                     e->n_cards == discard;
        else
            legal &= may ? popcount(e->cards) == 1 && (e->cards & ~may) == 0 && e->n_cards == 1
                         : e->cards == 0 && adv.n == 1;
        for (uint32_t k = 0; k < e->n_cards; k++)
            legal &= ((e->cards >> e->card[k]) & 1) && (k == 0 || e->card[k] > e->card[k - 1]);
        for (uint32_t j = 0; j < i; j++)
            legal &= seen[j] != e->cards;
        seen[i] = e->cards;
        bounded &= (e->win >= 0 && e->win <= 1) || e->win == -1;
        bounded &= e->points > -200 && e->points < 200;
        if (v->stage == CRIB_STAGE_DISCARD)
            bounded &= e->points - (e->hand + e->crib + e->peg) < 1e-9 &&
                       (e->hand + e->crib + e->peg) - e->points < 1e-9;
        if (i >= 2) {
            by_points &= adv.entry[i - 1].points >= e->points;
            by_win &= adv.entry[i - 1].win >= e->win;
        }
    }
    /* The legal choices, every one: the ways to lay away or the cards that fit. */
    if (v->stage == CRIB_STAGE_DISCARD) {
        int n = popcount(v->hand);
        legal &= (int)adv.n == (discard == 2 ? n * (n - 1) / 2 : n);
    } else if (may) {
        legal &= (int)adv.n == popcount(may);
    }
    t->legal += legal;
    t->ordered += by_points || by_win;
    t->bounded += bounded;
}

typedef struct games {
    uint32_t discard;
    tallies *t;
} games;

static void each_view(const crib_view *v, int k, void *ctx)
{
    const games *g = (const games *)ctx;
    (void)k;
    check_view(v, g->discard, g->t);
}

/* Every view of games of the strong bot against the expert, checked. */
static void run_games(uint32_t variant, uint32_t pairs, uint32_t start, tallies *t)
{
    games g = {variant == CRIB_VARIANT_TWO_TO_CRIB ? 1 : 2, t};
    expert_games(variant, 7 + start, pairs, start, each_view, &g);
}

static void test_games(void)
{
    tallies t;
    memset(&t, 0, sizeof t);
    run_games(CRIB_VARIANT_SIX_CARD, 10, 0, &t);
    run_games(CRIB_VARIANT_SIX_CARD, 16, 95, &t);
    run_games(CRIB_VARIANT_FIVE_CARD, 8, 0, &t);
    run_games(CRIB_VARIANT_TWO_TO_CRIB, 4, 60, &t);
    CHECK(t.views > 1800, "views of whole games: %d", t.views);
    CHECK_EQ(t.advised, t.views, "every view advised");
    CHECK_EQ(t.agree, t.views, "the first entry is the expert bot's choice, on every view");
    CHECK_EQ(t.seeds, t.views, "the expert bot's choice does not depend on the seed");
    CHECK_EQ(t.legal, t.views, "every entry legal, each choice once, all of them");
    CHECK_EQ(t.ordered, t.views, "entries after the first best first, by points or by chance");
    CHECK_EQ(t.bounded, t.views, "values in range; a discard's points its parts' sum");
}

static void test_refused(void)
{
    crib_advice adv;
    crib_view v;
    memset(&adv, 0x5A, sizeof adv);
    CHECK(crib_advise(NULL, &adv) == CRIB_ENULL && adv.n == 0 && adv.kind == 0,
          "advise NULL view: CRIB_ENULL, zeroed");
    memset(&v, 0, sizeof v);
    CHECK_EQ(crib_advise(&v, NULL), CRIB_ENULL, "advise into NULL");
    memset(&adv, 0x5A, sizeof adv);
    CHECK(crib_advise(&v, &adv) == CRIB_ERANGE && adv.entry[3].cards == 0,
          "a zeroed view: CRIB_ERANGE, zeroed");
    crib_game_rules r;
    crib_deal d;
    MUST(crib_game_rules_default(&r, CRIB_VARIANT_SIX_CARD));
    MUST(crib_deal_init(&d, &r, 3, CRIB_DEAL_CUT));
    MUST(crib_deal_start(&d));
    MUST(crib_deal_view(&d, 0, 0, &v));
    crib_view bad = v;
    bad.player = 2;
    CHECK_EQ(crib_advise(&bad, &adv), CRIB_ERANGE, "a player out of range: CRIB_ERANGE");
    bad = v;
    bad.stage = CRIB_STAGE_SHOW;
    CHECK_EQ(crib_advise(&bad, &adv), CRIB_ERANGE, "the show stage: CRIB_ERANGE");
    bad = v;
    bad.hand &= bad.hand - 1; /* dealt a card short */
    int32_t rc = crib_advise(&bad, &adv);
    CHECK(rc == CRIB_ECOUNT || rc == CRIB_ERANGE, "a hand dealt short: refused (%d)", rc);
    CHECK_EQ(crib_bot_choose_discard(&v, CRIB_BOT_LEVELS, 0, (crib_card[2]){0, 0}, 2), CRIB_ERANGE,
             "level CRIB_BOT_LEVELS: CRIB_ERANGE");
    CHECK_EQ(crib_advice_size(), sizeof(crib_advice), "crib_advice_size");
    CHECK_EQ(crib_advice_entry_size(), sizeof(crib_advice_entry), "crib_advice_entry_size");
    CHECK_EQ(sizeof(crib_advice_entry), 64, "crib_advice_entry is 64 bytes");
    CHECK_EQ(sizeof(crib_advice), 992, "crib_advice is 992 bytes");
    CHECK_EQ(CRIB_BOT_LEVELS, 3, "three levels");
}

/* Every keep's pegging in the discard advice of view v: weight times the estimate of its
 * ranks for the view's role, and its points hand + crib + peg. Returns how many keeps the
 * advice has when every one is right, else -1. */
static int check_peg_weight(const crib_view *v, double weight)
{
    crib_advice adv;
    if (crib_advise(v, &adv) != CRIB_OK)
        return -1;
    int good = 0;
    for (uint32_t i = 0; i < adv.n; i++) {
        const crib_advice_entry *e = &adv.entry[i];
        crib_card kept[4];
        uint8_t ranks[4];
        int32_t m = crib_mask_to_cards(v->hand & ~e->cards, kept, 4);
        for (int32_t j = 0; j < m; j++)
            ranks[j] = (uint8_t)crib_card_rank(kept[j]);
        double want = m < 0 ? 1e300 : weight * crib_peg_estimate(ranks, m, v->dealer == v->player);
        good +=
            fabs(e->peg - want) < 1e-12 && fabs(e->points - (e->hand + e->crib + e->peg)) < 1e-9;
    }
    return good == (int)adv.n ? good : -1;
}

static void test_peg_weight(void)
{
    /* A five, six, seven, eight, nine and king (card ids are rank * 4 + suit); the
     * five-card game deals the first five. */
    static const crib_card six[6] = {17, 21, 26, 31, 33, 49};
    for (int dealer = 0; dealer < 2; dealer++) {
        const char *role = dealer ? "dealer" : "pone";
        crib_view v = harness_discard_view(CRIB_VARIANT_SIX_CARD, six, 6, dealer);
        CHECK(check_peg_weight(&v, EXPERT_PEG_WEIGHT_SIX) == 15,
              "six-card, %s: 15 keeps, EXPERT_PEG_WEIGHT_SIX of the estimate", role);
        v = harness_discard_view(CRIB_VARIANT_FIVE_CARD, six, 5, dealer);
        CHECK(check_peg_weight(&v, EXPERT_PEG_WEIGHT_FIVE) == 10,
              "five-card, %s: 10 keeps, EXPERT_PEG_WEIGHT_FIVE of the estimate", role);
        v = harness_discard_view(CRIB_VARIANT_TWO_TO_CRIB, six, 5, dealer);
        CHECK(check_peg_weight(&v, EXPERT_PEG_WEIGHT_TWO) == 5,
              "two into the crib, %s: 5 keeps, EXPERT_PEG_WEIGHT_TWO of the estimate", role);
    }
}

/* The keeps' chances to win with the play moved by a keep's pegging, as the pone at 109
 * against a dealer at 112 (the five-card game: 52 each): a point more in the play
 * for either side is worth its chance. */
static void test_endgame_peg(uint32_t variant)
{
    static const crib_card six[6] = {17, 21, 26, 31, 33, 49};
    int five = variant == CRIB_VARIANT_FIVE_CARD;
    crib_view v = harness_discard_view(variant, six, five ? 5 : 6, 0);
    v.score[0] = five ? 52 : 109;
    v.score[1] = five ? 52 : 112;
    crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
    int32_t n = crib_discard_analyze(six, five ? 5 : 6,
                                     five ? CRIB_DISCARD_FIVE_CARD : CRIB_DISCARD_MODEL_OPTIMAL,
                                     keeps, CRIB_DISCARD_MAX_KEEPS);
    if (!CHECK(n == (five ? 10 : 15), "the pone's %d keeps", (int)n))
        return;
    double none[CRIB_DISCARD_MAX_KEEPS], zero[CRIB_DISCARD_MAX_KEEPS], up[CRIB_DISCARD_MAX_KEEPS];
    double down[CRIB_DISCARD_MAX_KEEPS], half[CRIB_DISCARD_MAX_KEEPS], g[CRIB_DISCARD_MAX_KEEPS];
    crib_endgame_chances(&v, keeps, (size_t)n, NULL, none);
    for (int i = 0; i < n; i++)
        g[i] = 0;
    crib_endgame_chances(&v, keeps, (size_t)n, g, zero);
    for (int i = 0; i < n; i++)
        g[i] = 1;
    crib_endgame_chances(&v, keeps, (size_t)n, g, up);
    for (int i = 0; i < n; i++)
        g[i] = -1;
    crib_endgame_chances(&v, keeps, (size_t)n, g, down);
    for (int i = 0; i < n; i++)
        g[i] = 0.5;
    crib_endgame_chances(&v, keeps, (size_t)n, g, half);
    int same = 0, higher = 0, lower = 0, between = 0;
    for (int i = 0; i < n; i++) {
        same += none[i] == zero[i];
        higher += up[i] > zero[i] + 0.01;
        lower += down[i] < zero[i];
        between += fabs(half[i] - (zero[i] + up[i]) / 2) < 1e-9;
    }
    printf("# pone at %u-%u: keep 0 wins %.4f, a point more in the play %.4f, less %.4f\n",
           v.score[0], v.score[1], zero[0], up[0], down[0]);
    CHECK_EQ(same, n, "no pegging is the same as pegging 0");
    CHECK_EQ(higher, n, "a point more in the play raises every keep's chance");
    CHECK_EQ(lower, n, "a point more for the dealer lowers every keep's chance");
    CHECK_EQ(between, n, "half a point lies halfway between");
}

/* The means the expert's keep chances take the pegging estimate from, measured again: the
 * estimate of the keep it makes at the start of a game in 3,000 deals, as dealer and as
 * pone (the six-card game's at 0-0, the five-card game's at 0-3). */
static void test_peg_mean(uint32_t variant, double want_dealer, double want_pone)
{
    crib_game_rules rules;
    MUST(crib_game_rules_default(&rules, variant));
    double sum[2] = {0, 0};
    long n[2] = {0, 0};
    for (uint64_t seed = 1; seed <= 3000; seed++) {
        crib_deal d;
        MUST(crib_deal_init(&d, &rules, seed, 0));
        MUST(crib_deal_start(&d));
        for (uint32_t q = 0; q < 2; q++) {
            crib_view v;
            expert_keep k[CRIB_DISCARD_MAX_KEEPS];
            MUST(crib_deal_view(&d, q, 0, &v));
            if (variant == CRIB_VARIANT_FIVE_CARD)
                v.score[1 - v.dealer] = 3;
            if (crib_expert_keeps(&v, 0, k) < 1)
                continue;
            uint8_t ranks[4];
            int m = 0;
            for (uint64_t b = k[0].k.keep; b && m < 4; b &= b - 1)
                ranks[m++] = (uint8_t)crib_card_rank((crib_card)popcount((b & -b) - 1));
            int dealer = v.dealer == q;
            sum[dealer] += crib_peg_estimate(ranks, m, dealer);
            n[dealer]++;
        }
    }
    double dealer = sum[1] / (double)n[1], pone = sum[0] / (double)n[0];
    const char *game = variant == CRIB_VARIANT_FIVE_CARD ? "five-card" : "six-card";
    printf("# %s: the expert's keeps peg %.4f as dealer, %.4f as pone (estimate)\n", game, dealer,
           pone);
    CHECK(fabs(dealer - want_dealer) < 0.01 && fabs(pone - want_pone) < 0.01,
          "%s: the expert's mean pegging estimates (expert.h) are the means measured again", game);
}

int main(void)
{
    test_refused();
    test_peg_mean(CRIB_VARIANT_SIX_CARD, EXPERT_PEG_MEAN_DEALER, EXPERT_PEG_MEAN_PONE);
    test_peg_mean(CRIB_VARIANT_FIVE_CARD, EXPERT_PEG_MEAN_FIVE_DEALER, EXPERT_PEG_MEAN_FIVE_PONE);
    test_endgame_peg(CRIB_VARIANT_SIX_CARD);
    test_endgame_peg(CRIB_VARIANT_FIVE_CARD);
    test_peg_weight();
    test_games();
    return harness_done();
}
