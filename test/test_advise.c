/* SPDX-License-Identifier: MIT */
/* crib_advise() in every variant (six-card, five-card, three-handed, four-handed, two into
 * the crib), on every view of whole deals the expert bot plays (deal_views.h): the first
 * entry is the expert level's choice, whatever the seed; the entries are every legal choice,
 * each once (the ways to lay away, the cards that fit, or a single go); the rest follow best
 * first, by points or by the chance to win, equal values by their cards; a discard's points
 * are its parts' sum, the crib's sign the side that owns it; the chance to win is given
 * where the library has it (two players, six cards, to 121 or 61) and -1 everywhere else;
 * the same view gives the same advice. */
#include "crib.h"
#include "harness.h"
#include "deal_views.h"

#include <string.h>

static int popcount(uint64_t m)
{
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
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

/* What the expert bot chooses for a view, as an advice entry's mask (0 for a go), or
 * UINT64_MAX when it refuses the view. */
static uint64_t expert_choice(const crib_view *v, uint64_t seed)
{
    crib_card out[2] = {0, 0};
    if (v->stage == CRIB_STAGE_DISCARD) {
        int32_t n = crib_bot_choose_discard(v, CRIB_BOT_EXPERT, seed, out, 2);
        uint64_t m = 0;
        if (n < 1 || crib_mask_from_cards(out, (size_t)n, &m) != CRIB_OK)
            return UINT64_MAX;
        return m;
    }
    int32_t rc = crib_bot_choose_play(v, CRIB_BOT_EXPERT, seed, out);
    return rc == 1 ? UINT64_C(1) << out[0] : rc == 0 ? 0 : UINT64_MAX;
}

/* Entries 1 .. n-1 best first by points (by_win 0) or by the chance to win, equal values
 * in the order of their cards: in the play the card's id, in the discard the kept hand's
 * mask (the order the expert's keeps are sorted in). */
static int ordered(const crib_view *v, const crib_advice *adv, int by_win)
{
    for (uint32_t i = 2; i < adv->n; i++) {
        const crib_advice_entry *a = &adv->entry[i - 1], *b = &adv->entry[i];
        double ka = by_win ? a->win : a->points, kb = by_win ? b->win : b->points;
        uint64_t ta = v->stage == CRIB_STAGE_DISCARD ? v->hand & ~a->cards : a->cards;
        uint64_t tb = v->stage == CRIB_STAGE_DISCARD ? v->hand & ~b->cards : b->cards;
        if (ka < kb || (ka == kb && ta > tb))
            return 0;
    }
    return 1;
}

typedef struct tallies {
    int views, discards, plays, advised, first, seeds, legal, ordered, parts, wins, same;
    int went, go;
} tallies;

/* Every legal choice once: the ways to lay away the variant's cards, or the cards that fit
 * under the count, or a single go. */
static int all_legal(const crib_view *v, const crib_advice *adv, int away)
{
    int legal = 1;
    uint64_t may = v->stage == CRIB_STAGE_PLAY ? playable(v->hand, v->count) : 0;
    for (uint32_t i = 0; i < adv->n; i++) {
        const crib_advice_entry *e = &adv->entry[i];
        uint64_t mask = 0;
        for (uint32_t k = 0; k < e->n_cards && k < 2; k++) {
            legal &= k == 0 || e->card[k] > e->card[k - 1];
            mask |= UINT64_C(1) << e->card[k];
        }
        legal &= mask == e->cards;
        for (uint32_t j = 0; j < i; j++)
            legal &= adv->entry[j].cards != e->cards;
        if (v->stage == CRIB_STAGE_DISCARD)
            legal &= popcount(e->cards) == away && (e->cards & ~v->hand) == 0;
        else if (may)
            legal &= popcount(e->cards) == 1 && (e->cards & ~may) == 0;
        else
            legal &= e->cards == 0 && e->n_cards == 0 && adv->n == 1;
    }
    int n = popcount(v->hand);
    if (v->stage == CRIB_STAGE_DISCARD)
        legal &= (int)adv->n == (away == 2 ? n * (n - 1) / 2 : n);
    else if (may)
        legal &= (int)adv->n == popcount(may);
    return legal;
}

/* A discard's points its parts' sum, the crib's sign that of the side that owns it; a
 * play's parts 0. */
static int parts_right(const crib_view *v, const crib_advice *adv, uint32_t players)
{
    int right = 1;
    uint32_t sides = players == 4 ? 2 : players;
    int own = v->player % sides == v->dealer % sides;
    for (uint32_t i = 0; i < adv->n; i++) {
        const crib_advice_entry *e = &adv->entry[i];
        double sum = e->hand + e->crib + e->peg;
        if (v->stage == CRIB_STAGE_DISCARD)
            right &= sum - e->points < 1e-9 && e->points - sum < 1e-9 && e->hand >= 0 &&
                     (own ? e->crib >= 0 : e->crib <= 0);
        else
            right &=
                e->hand == 0 && e->crib == 0 && e->peg == 0 && e->points > -62 && e->points < 62;
    }
    return right;
}

/* The chance to win on every entry where the library has a table for the game (and the
 * view is not a go), -1 on every entry where it has not. */
static int wins_right(const crib_view *v, const crib_advice *adv)
{
    uint32_t variant = v->rules.variant, t = v->rules.target;
    int known = (((variant == CRIB_VARIANT_SIX_CARD || variant == CRIB_VARIANT_TWO_TO_CRIB) &&
                  (t == 121 || t == 61)) ||
                 (variant == CRIB_VARIANT_FIVE_CARD && t == 61)) &&
                adv->entry[0].n_cards > 0;
    int right = 1;
    for (uint32_t i = 0; i < adv->n; i++) {
        double w = adv->entry[i].win;
        right &= known ? w >= 0 && w <= 1 : w == -1;
    }
    return right;
}

typedef struct game {
    uint32_t players;
    int away;
    tallies *t;
} game;

static void check_view(const crib_view *v, void *ctx)
{
    const game *g = (const game *)ctx;
    tallies *t = g->t;
    crib_advice adv, again;
    t->views++;
    t->discards += v->stage == CRIB_STAGE_DISCARD;
    t->plays += v->stage == CRIB_STAGE_PLAY;
    t->went += v->went != 0;
    if (crib_advise(v, &adv) != CRIB_OK || adv.kind != v->stage || adv.n < 1 ||
        adv.n > CRIB_ADVICE_MAX)
        return;
    t->advised++;
    t->go += adv.entry[0].n_cards == 0;
    uint64_t choice = expert_choice(v, 1);
    t->first += adv.entry[0].cards == choice;
    t->seeds += expert_choice(v, 0x5EED5EED) == choice;
    t->legal += all_legal(v, &adv, g->away);
    /* By the chance only where there is one. */
    t->ordered += ordered(v, &adv, 0) || (adv.entry[0].win >= 0 && ordered(v, &adv, 1));
    t->parts += parts_right(v, &adv, g->players);
    t->wins += wins_right(v, &adv);
    t->same += crib_advise(v, &again) == CRIB_OK && !memcmp(&adv, &again, sizeof adv);
}

static void test_variant(uint32_t variant, uint32_t target, const char *name, uint64_t seed,
                         int deals)
{
    static const uint32_t k_players[5] = {2, 2, 3, 4, 2};
    tallies t;
    memset(&t, 0, sizeof t);
    game g = {k_players[variant],
              variant == CRIB_VARIANT_SIX_CARD || variant == CRIB_VARIANT_FIVE_CARD ? 2 : 1, &t};
    deal_views(variant, target, seed, deals, check_view, &g);
    printf("# %s: %d views, %d discards, %d plays, %d after a go, %d gos\n", name, t.views,
           t.discards, t.plays, t.went, t.go);
    CHECK(t.discards >= (int)g.players * 2 && t.plays >= 8 * (int)g.players,
          "%s: the discard and the play advised: %d discards, %d plays", name, t.discards, t.plays);
    CHECK_EQ(t.advised, t.views, "%s: every view advised", name);
    CHECK_EQ(t.first, t.views, "%s: the first entry is the expert level's choice", name);
    CHECK_EQ(t.seeds, t.views, "%s: the expert level's choice whatever the seed", name);
    CHECK_EQ(t.legal, t.views, "%s: the entries are every legal choice, each once", name);
    CHECK_EQ(t.ordered, t.views, "%s: the rest best first, by points or the chance", name);
    CHECK_EQ(t.parts, t.views, "%s: a discard's parts and its crib's sign, a play's 0s", name);
    CHECK_EQ(t.wins, t.views, "%s: the chance to win %s", name,
             ((variant == CRIB_VARIANT_SIX_CARD || variant == CRIB_VARIANT_TWO_TO_CRIB) &&
              target != 31) ||
                     (variant == CRIB_VARIANT_FIVE_CARD && target == 61)
                 ? "on every card or keep"
                 : "-1 (none known)");
    CHECK_EQ(t.same, t.views, "%s: the same view, the same advice", name);
    if (g.players > 2)
        CHECK(t.went > 0 && t.go > 0, "%s: views after a go (%d) and views that must go (%d)", name,
              t.went, t.go);
}

int main(void)
{
    test_variant(CRIB_VARIANT_SIX_CARD, 121, "six-card to 121", 3, 3);
    test_variant(CRIB_VARIANT_SIX_CARD, 61, "six-card to 61", 4, 2);
    test_variant(CRIB_VARIANT_SIX_CARD, 31, "six-card to 31", 5, 2);
    test_variant(CRIB_VARIANT_FIVE_CARD, 0, "five-card", 6, 3);
    test_variant(CRIB_VARIANT_THREE, 0, "three-handed", 7, 4);
    test_variant(CRIB_VARIANT_FOUR, 0, "four-handed", 8, 4);
    test_variant(CRIB_VARIANT_TWO_TO_CRIB, 0, "two into the crib", 9, 3);
    test_variant(CRIB_VARIANT_TWO_TO_CRIB, 31, "two into the crib to 31", 10, 2);
    return harness_done();
}
