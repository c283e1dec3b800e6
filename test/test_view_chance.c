/* SPDX-License-Identifier: MIT */
/* The chance to win from a view (crib_view_win_chance()) against play-outs of the same view:
 * the cards the view does not show drawn as the call weighs them (the opponent's hand and
 * their model, strong or easy, by the expert's weights of crib_expert_problem(); their throw
 * to the crib by the optimal crib model; in the discard the starter at random), the deal
 * played on from the view, the view's player by the expert bot and the opponent by the bot of
 * their model, and the game after the deal by the strong bots, whose games the chance table
 * measures. The views are taken from games of the expert bot against the strong one from near
 * the end, in the discard, the play and the show; each must agree with its play-outs within
 * 3 standard errors. Then the refusals: NULL, other stages, variants, targets and options,
 * hands dealt wrong, shows that no deal could make, and every byte of a view edited.
 *
 * With arguments, the longer sweep (tools/check_view_chance.sh): VIEWS views of each stage
 * and PLAYOUTS play-outs of each, a line a view and the worst z.
 *   test_view_chance [VIEWS PLAYOUTS] */
#include "crib.h"
#include "harness.h"
#include "helpers.h"

#include "../src/crib_count.h"
#include "../src/discard.h"
#include "../src/expert.h"
#include "../src/hands.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ALL_CARDS ((UINT64_C(1) << CRIB_CARDS) - 1)

/* A uniform number below n. */
static uint32_t below(uint64_t *rng, uint32_t n)
{
    return (uint32_t)(next_random(rng) % n);
}

/* The lowest card of a mask that holds one. */
static crib_card lowest(uint64_t mask)
{
    crib_card c = 0;
    while (!((mask >> c) & 1))
        c++;
    return c;
}

/* A card of the mask (not empty) at random. */
static crib_card card_in(uint64_t *rng, uint64_t mask)
{
    for (uint32_t k = below(rng, (uint32_t)crib_mask_count(mask)); k; k--)
        mask &= mask - 1;
    return lowest(mask);
}

static double uniform(uint64_t *rng)
{
    return (double)(next_random(rng) >> 11) * (1.0 / 9007199254740992.0);
}

/* ---- Driving a deal ---- */

/* A deal with its history, and the levels that play it: by player, in this deal and after. */
typedef struct game {
    crib_deal d;
    crib_history h;
    uint32_t level[2];
    uint32_t deal; /* the deal the levels are for; later deals are the strong bots' */
    uint64_t seed;
} game;

static int update(game *g)
{
    return crib_history_update(&g->h, &g->d) == CRIB_OK;
}

static int32_t view_of(const game *g, uint32_t p, crib_view *v)
{
    return crib_deal_view_history(&g->d, &g->h, p, v);
}

static uint32_t level_of(const game *g, uint32_t p)
{
    crib_status st;
    if (crib_deal_status(&g->d, &st) != CRIB_OK)
        return CRIB_BOT_STRONG;
    return st.deal == g->deal ? g->level[p] : CRIB_BOT_STRONG;
}

/* One action of the bots; 0 once the game is over, -1 on a refusal. */
static int step(game *g)
{
    crib_status st;
    if (crib_deal_status(&g->d, &st) != CRIB_OK)
        return -1;
    crib_view v;
    uint32_t heels;
    int32_t rc = CRIB_OK;
    switch (st.stage) {
    case CRIB_STAGE_OVER: return 0;
    case CRIB_STAGE_DEAL: rc = crib_deal_start(&g->d); break;
    case CRIB_STAGE_DISCARD:
        for (uint32_t p = 0; p < 2 && rc >= 0; p++) {
            if (view_of(g, p, &v) != CRIB_OK)
                continue; /* laid away already */
            crib_card out[2];
            rc = crib_bot_choose_discard(&v, level_of(g, p), g->seed, out, 2);
            if (rc == 2)
                rc = crib_deal_discard(&g->d, p, out, 2);
            if (rc >= 0 && !update(g))
                rc = -1;
        }
        return rc < 0 ? -1 : 1;
    case CRIB_STAGE_CUT: rc = crib_deal_cut(&g->d, &heels); break;
    case CRIB_STAGE_PLAY: {
        crib_play pl;
        crib_card card;
        if (crib_deal_play(&g->d, &pl) != CRIB_OK || view_of(g, pl.turn, &v) != CRIB_OK)
            return -1;
        rc = crib_bot_choose_play(&v, level_of(g, pl.turn), g->seed, &card);
        rc = rc == 1   ? crib_deal_play_card(&g->d, pl.turn, card, NULL)
             : rc == 0 ? crib_deal_play_go(&g->d, pl.turn, NULL)
                       : rc;
        break;
    }
    default: rc = crib_deal_show(&g->d, CRIB_CLAIM_ALL, NULL); break;
    }
    return rc < 0 || !update(g) ? -1 : 1;
}

/* Plays the game out; the winning side, or -1 on a refusal. */
static int finish(game *g)
{
    int r;
    while ((r = step(g)) > 0)
        ;
    crib_game gm;
    crib_result res;
    if (r < 0 || crib_deal_game(&g->d, &gm) != CRIB_OK || crib_game_result(&gm, &res) != CRIB_OK ||
        !res.over)
        return -1;
    return (int)res.winner;
}

/* A game of the rules from the scores, `dealer` dealing first and the deal's cards given
 * (hands as dealt, six cards each), at the discard. */
static int given_deal(game *g, const crib_game_rules *rules, const uint32_t score[2],
                      uint32_t dealer, const uint64_t dealt[2], uint64_t seed)
{
    memset(g, 0, sizeof *g);
    uint64_t hands[CRIB_PLAY_MAX_PLAYERS] = {dealt[0], dealt[1], 0, 0};
    g->seed = seed;
    if (crib_deal_init(&g->d, rules, seed, dealer) < 0)
        return 0;
    g->d.game.front[0] = g->d.game.rear[0] = score[0];
    g->d.game.front[1] = g->d.game.rear[1] = score[1];
    if (crib_deal_start_given(&g->d, hands, 0) < 0 || !update(g))
        return 0;
    crib_status st;
    if (crib_deal_status(&g->d, &st) != CRIB_OK)
        return 0;
    g->deal = st.deal;
    return 1;
}

static int discard_mask(game *g, uint32_t p, uint64_t away)
{
    crib_card c[2];
    return crib_mask_to_cards(away, c, 2) == 2 && crib_deal_discard(&g->d, p, c, 2) == CRIB_OK &&
           update(g);
}

static int cut_at(game *g, crib_card starter)
{
    crib_card stock[CRIB_CARDS];
    int32_t n = crib_deal_stock(&g->d, stock, CRIB_CARDS);
    uint32_t heels;
    for (int32_t i = 0; i < n; i++)
        if (stock[i] == starter)
            return crib_deal_cut_at(&g->d, (uint32_t)i, &heels) >= 0 && update(g);
    return 0;
}

/* Plays card c by its owner (1 << c in played[]), the players before him saying go. */
static int replay_card(game *g, const uint64_t played[2], crib_card c)
{
    uint32_t owner = (played[0] >> c) & 1 ? 0 : 1;
    for (int k = 0; k < 4; k++) {
        crib_play pl;
        if (crib_deal_play(&g->d, &pl) != CRIB_OK)
            return 0;
        if (pl.turn == owner)
            return crib_deal_play_card(&g->d, owner, c, NULL) >= 0 && update(g);
        if (crib_deal_play_go(&g->d, pl.turn, NULL) < 0 || !update(g))
            return 0;
    }
    return 0;
}

/* ---- The hidden cards, drawn as the call weighs them ---- */

/* The opponent's cards held, from the pool, as the expert weighs their hands from view v;
 * *easy their model. */
static uint64_t draw_hand(uint64_t *rng, const crib_view *v, uint64_t pool, int *easy)
{
    static hand_set hs;
    peg_problem p;
    crib_expert_problem(v, &p);
    crib_fill_hands(&p, &hs);
    double total = 0;
    for (int i = 0; i < hs.n; i++)
        total += hs.w[i];
    double x = uniform(rng) * total;
    int i = 0;
    for (; i < hs.n - 1 && (x -= hs.w[i]) > 0; i++)
        ;
    *easy = hs.easy[i];
    uint64_t held = 0;
    for (int j = 0; j < p.n_theirs; j++)
        held |= UINT64_C(1) << card_in(rng, pool & ~held & (UINT64_C(0xF) << (4 * hs.r[i][j])));
    return held;
}

/* Two cards of the pool, as the opponent throws them under the optimal crib model (the pone's
 * throws when the player deals). */
static uint64_t draw_throw(uint64_t *rng, uint64_t pool, int me_dealer)
{
    const crib_weights *w = crib_optimal_throws(me_dealer ? CRIB_MODEL_PONE : CRIB_MODEL_DEALER);
    crib_card c[CRIB_CARDS];
    int32_t n = crib_mask_to_cards(pool, c, CRIB_CARDS);
    double total = 0, x;
    for (int pass = 0; pass < 2; pass++) {
        x = uniform(rng) * total;
        for (int32_t a = 0; a < n; a++)
            for (int32_t b = a + 1; b < n; b++) {
                int ra = c[a] >> 2, rb = c[b] >> 2;
                double wt = w->w[ra][rb][ra != rb && (c[a] & 3) == (c[b] & 3)];
                if (!pass)
                    total += wt;
                else if ((x -= wt) <= 0)
                    return (UINT64_C(1) << c[a]) | (UINT64_C(1) << c[b]);
            }
    }
    return (UINT64_C(1) << c[n - 2]) | (UINT64_C(1) << c[n - 1]);
}

/* ---- One play-out of a view ---- */

/* The view of the play's start with the keep and the starter (view_chance.c's). */
static crib_view start_view(const crib_view *v, uint64_t keep, crib_card starter)
{
    crib_view s = *v;
    s.stage = CRIB_STAGE_PLAY;
    s.hand = keep;
    s.discard = v->hand & ~keep;
    s.starter = starter;
    s.held[0] = s.held[1] = 4;
    s.min_value[0] = s.min_value[1] = 1;
    return s;
}

static int same_view(const crib_view *a, const crib_view *b)
{
    return a->hand == b->hand && a->count == b->count && a->went == b->went &&
           a->n_pile == b->n_pile && !memcmp(a->pile, b->pile, sizeof a->pile) &&
           !memcmp(a->played, b->played, sizeof a->played) &&
           !memcmp(a->held, b->held, sizeof a->held) && a->starter == b->starter &&
           a->min_value[1 - a->player] == b->min_value[1 - b->player];
}

/* Whether the view's player wins one play-out: 1 or 0, -1 when the deal refused. */
static int play_out_view(const crib_view *v, uint64_t seed)
{
    uint64_t rng = seed;
    uint32_t me = v->player, them = 1 - me, dealer = v->dealer;
    int me_dealer = dealer == me, easy = 0;
    game g;
    uint64_t dealt[2];
    crib_card starter = (crib_card)v->starter;
    if (v->stage == CRIB_STAGE_DISCARD) {
        crib_card away[2];
        if (crib_bot_choose_discard(v, CRIB_BOT_EXPERT, 0, away, 2) != 2)
            return -1;
        uint64_t keep = v->hand & ~((UINT64_C(1) << away[0]) | (UINT64_C(1) << away[1]));
        uint64_t pool = ALL_CARDS & ~v->hand;
        starter = card_in(&rng, pool);
        crib_view sv = start_view(v, keep, starter);
        pool &= ~(UINT64_C(1) << starter);
        uint64_t held = draw_hand(&rng, &sv, pool, &easy);
        dealt[me] = v->hand;
        dealt[them] = held | draw_throw(&rng, pool & ~held, me_dealer);
        if (!given_deal(&g, &v->rules, v->score, dealer, dealt, seed) ||
            !discard_mask(&g, me, v->hand & ~keep) ||
            !discard_mask(&g, them, dealt[them] & ~held) || !cut_at(&g, starter))
            return -1;
    } else {
        uint64_t seen =
            v->hand | v->discard | (UINT64_C(1) << starter) | v->played[0] | v->played[1];
        uint64_t pool = ALL_CARDS & ~seen, held = 0;
        if (v->stage == CRIB_STAGE_PLAY)
            held = draw_hand(&rng, v, pool, &easy);
        uint64_t thrown = draw_throw(&rng, pool & ~held, me_dealer);
        dealt[me] = v->hand | v->played[me] | v->discard;
        dealt[them] = held | v->played[them] | thrown;
        uint32_t zero[2] = {0, 0};
        if (!given_deal(&g, &v->rules, zero, dealer, dealt, seed) ||
            !discard_mask(&g, me, v->discard) || !discard_mask(&g, them, thrown) ||
            !cut_at(&g, starter))
            return -1;
        if (v->stage == CRIB_STAGE_PLAY) {
            for (uint32_t i = 0; i < v->n_earlier; i++)
                if (!replay_card(&g, v->played, v->earlier[i]))
                    return -1;
            for (uint32_t i = 0; i < v->n_pile; i++)
                if (!replay_card(&g, v->played, v->pile[i]))
                    return -1;
            crib_play pl;
            while (crib_deal_play(&g.d, &pl) == CRIB_OK && pl.turn != me)
                if (crib_deal_play_go(&g.d, pl.turn, NULL) < 0 || !update(&g))
                    return -1;
        } else {
            /* Any play of the hands reaches the show: the board is then the view's. */
            while (g.d.stage == CRIB_STAGE_PLAY)
                if (bot_plays(&g.d) < 0 || !update(&g))
                    return -1;
        }
        for (uint32_t s = 0; s < 2; s++)
            g.d.game.front[s] = g.d.game.rear[s] = v->score[s];
        if (v->stage == CRIB_STAGE_PLAY) {
            crib_view now;
            if (view_of(&g, me, &now) != CRIB_OK || !same_view(&now, v))
                return -1;
        }
    }
    g.level[me] = CRIB_BOT_EXPERT;
    g.level[them] = easy ? CRIB_BOT_EASY : CRIB_BOT_STRONG;
    int won = finish(&g);
    return won < 0 ? -1 : won == (int)me;
}

/* ---- The views ---- */

/* The views of one deal of a game from the scores (the expert bot as player 0, the strong
 * bot as player 1, dealt from seed): player 0's discard, its play views, and the show. */
typedef struct deal_views {
    crib_view discard, play[8], show;
    int n_play, have_show;
} deal_views;

static int views_of_deal(const crib_game_rules *rules, const uint32_t score[2], uint32_t dealer,
                         uint64_t seed, deal_views *out)
{
    game g;
    memset(out, 0, sizeof *out);
    memset(&g, 0, sizeof g);
    g.level[0] = CRIB_BOT_EXPERT;
    g.level[1] = CRIB_BOT_STRONG;
    g.seed = seed;
    if (crib_deal_init(&g.d, rules, seed, dealer) < 0)
        return 0;
    g.d.game.front[0] = g.d.game.rear[0] = score[0];
    g.d.game.front[1] = g.d.game.rear[1] = score[1];
    if (crib_deal_start(&g.d) < 0 || !update(&g) || view_of(&g, 0, &out->discard) != CRIB_OK)
        return 0;
    g.deal = 1;
    for (;;) {
        crib_status st;
        if (crib_deal_status(&g.d, &st) != CRIB_OK)
            return 0;
        if (st.stage == CRIB_STAGE_OVER || st.stage == CRIB_STAGE_DEAL)
            return 1;
        if (st.stage == CRIB_STAGE_PLAY) {
            crib_play pl;
            if (crib_deal_play(&g.d, &pl) == CRIB_OK && pl.turn == 0 && out->n_play < 8 &&
                view_of(&g, 0, &out->play[out->n_play]) == CRIB_OK)
                out->n_play++;
        }
        if (st.stage == CRIB_STAGE_SHOW && st.next_show != st.dealer && !out->have_show) {
            /* Before the first show: the kept hands all played. */
            crib_view *s = &out->show;
            *s = out->play[0];
            s->stage = CRIB_STAGE_SHOW;
            s->hand = 0;
            s->count = s->went = s->n_pile = s->n_earlier = 0;
            memset(s->pile, 0, sizeof s->pile);
            memset(s->earlier, 0, sizeof s->earlier);
            memset(s->held, 0, sizeof s->held);
            memset(s->min_value, 0, sizeof s->min_value);
            s->played[0] = st.hand[0];
            s->played[1] = st.hand[1];
            s->score[0] = g.d.game.front[0];
            s->score[1] = g.d.game.front[1];
            out->have_show = out->n_play > 0;
        }
        if (step(&g) <= 0)
            return 1;
    }
}

/* The call beside the play-outs of a view: |z| (the play-outs' share of wins less the call's
 * chance, over the standard error of n play-outs at the call's chance), or -1. */
static double agree(const crib_view *v, int n, uint64_t seed, const char *what, int print)
{
    crib_chance c;
    clock_t t0 = clock();
    if (MUST(crib_view_win_chance(v, &c)) != CRIB_OK)
        return -1;
    double ms = 1e3 * (double)(clock() - t0) / CLOCKS_PER_SEC;
    int won = 0, played = 0;
    for (int i = 0; i < n; i++) {
        int r = play_out_view(v, seed + (uint64_t)i * 7919);
        if (r >= 0) {
            won += r;
            played++;
        }
    }
    double share = played ? (double)won / played : 0;
    double se = sqrt(c.win * (1 - c.win) / (played ? played : 1));
    se = se < 1.0 / n ? 1.0 / n : se;
    double z = (share - c.win) / se;
    if (print)
        printf("# %-8s %3u-%-3u of %u, %s deals: chance %.4f (method %u, %.1f ms), %d play-outs "
               "%.4f, se %.4f, z %+.2f\n",
               what, v->score[v->player], v->score[1 - v->player], v->rules.target,
               v->dealer == v->player ? "it" : "the other", c.win, c.method, ms, played, share, se,
               z);
    CHECK(played == n, "%s: every play-out replays the view (%d of %d)", what, played, n);
    return fabs(z);
}

/* A view of the stage from the deal's views with its chance between 0.15 and 0.85 (where
 * the play-outs say the most), or NULL. */
static const crib_view *pick(const deal_views *dv, int stage, int k)
{
    const crib_view *v = stage == CRIB_STAGE_DISCARD ? &dv->discard
                         : stage == CRIB_STAGE_SHOW  ? (dv->have_show ? &dv->show : NULL)
                         : k < dv->n_play            ? &dv->play[k]
                                                     : NULL;
    crib_chance c;
    if (!v || crib_view_win_chance(v, &c) != CRIB_OK || c.win < 0.15 || c.win > 0.85)
        return NULL;
    return v;
}

/* The positions the views come from: target, player 0's score and the other's, the dealer. */
static const uint32_t k_starts[][4] = {
    {121, 106, 104, 0}, {121, 100, 110, 1}, {61, 48, 50, 0},    {121, 112, 103, 1},
    {61, 52, 44, 1},    {121, 95, 108, 0},  {121, 115, 115, 0}, {61, 40, 45, 1},
};

/* views views of each stage, n play-outs each; the worst |z|. */
static double sweep(int views, int n, int print)
{
    double worst = 0;
    static const int stages[3] = {CRIB_STAGE_PLAY, CRIB_STAGE_DISCARD, CRIB_STAGE_SHOW};
    for (int s = 0; s < 3; s++) {
        int found = 0;
        for (uint64_t seed = 1; found < views && seed < 400; seed++) {
            const uint32_t *st = k_starts[seed % (sizeof k_starts / sizeof k_starts[0])];
            crib_game_rules rules;
            MUST(crib_game_rules_default(&rules, CRIB_VARIANT_SIX_CARD));
            rules.target = st[0];
            uint32_t score[2] = {st[1], st[2]};
            static deal_views dv;
            if (!views_of_deal(&rules, score, st[3], seed * 1000003, &dv))
                continue;
            const crib_view *v = pick(&dv, stages[s], (int)(seed % 3));
            if (!v)
                continue;
            found++;
            static const char *const names[3] = {"play", "discard", "show"};
            double z = agree(v, n, seed * 7777, names[s], print);
            worst = z > worst ? z : worst;
        }
        CHECK(found == views, "%d views of the %s found", views,
              s == 0   ? "play"
              : s == 1 ? "discard"
                       : "show");
    }
    return worst;
}

/* ---- Refusals ---- */

static void test_refusals(void)
{
    crib_game_rules rules;
    MUST(crib_game_rules_default(&rules, CRIB_VARIANT_SIX_CARD));
    uint32_t score[2] = {110, 108};
    static deal_views dv;
    CHECK(views_of_deal(&rules, score, 0, 4242, &dv) && dv.n_play > 0 && dv.have_show,
          "a deal's views at 110-108");
    crib_chance c;
    memset(&c, 0xAB, sizeof c);
    CHECK(crib_view_win_chance(NULL, &c) == CRIB_ENULL && all_zero(&c, sizeof c),
          "a NULL view is refused and out zeroed");
    CHECK(crib_view_win_chance(&dv.play[0], NULL) == CRIB_ENULL, "a NULL out is refused");

    crib_view v = dv.play[0];
    crib_chance a, b;
    CHECK(crib_view_win_chance(&v, &a) == CRIB_OK && crib_view_win_chance(&v, &b) == CRIB_OK &&
              !memcmp(&a, &b, sizeof a) && a.method == CRIB_CHANCE_SEARCH,
          "a play view: searched, the same twice");
    crib_advice adv;
    MUST(crib_advise(&v, &adv));
    double best = -1;
    for (uint32_t i = 0; i < adv.n; i++)
        best = adv.entry[i].win > best ? adv.entry[i].win : best;
    CHECK(fabs(best - a.win) < 1e-9, "the play's chance is crib_advise()'s best card's (%f, %f)",
          a.win, best);
    CHECK(a.win >= 0 && a.win <= 1 && a.lurch >= -2 && a.lurch <= 2 && a.skunk >= -3 &&
              a.skunk <= 3 && all_zero(a.reserved, sizeof a.reserved),
          "the values are in range, the reserved words 0");
    CHECK(crib_view_win_chance(&dv.discard, &a) == CRIB_OK && a.method == CRIB_CHANCE_SEARCH,
          "a discard within reach: searched");
    CHECK(crib_view_win_chance(&dv.show, &a) == CRIB_OK && a.method == CRIB_CHANCE_SHOW,
          "a show: counted");
    v = dv.discard;
    v.score[0] = v.score[1] = 10;
    CHECK(crib_view_win_chance(&v, &a) == CRIB_OK && a.method == CRIB_CHANCE_MODEL,
          "a discard out of reach: the model");
    CHECK(crib_win_chance(121, 10, 10, 1, &a) == CRIB_OK && a.method == CRIB_CHANCE_TABLE,
          "crib_win_chance(): the table");

    static const struct {
        int field;
        int32_t code;
        const char *what;
    } bad[] = {{0, CRIB_ERANGE, "a deal's cut stage"},
               {1, CRIB_ERANGE, "a target of 91"},
               {2, CRIB_ERANGE, "the two-to-crib game"},
               {3, CRIB_ERULES, "no go-out"},
               {4, CRIB_ERULES, "exactly"},
               {5, CRIB_ERANGE, "a score at the target"},
               {6, CRIB_ERANGE, "a reserved word set"},
               {7, CRIB_ECOUNT, "seven cards dealt"},
               {8, CRIB_ERANGE, "a show with 3 cards"},
               {9, CRIB_ERANGE, "a show with a count"},
               {10, CRIB_ERANGE, "a show's card twice"},
               {11, CRIB_ERANGE, "a show's discard of one"},
               {12, CRIB_ERANGE, "a show of player 2"}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        v = bad[i].field >= 8 ? dv.show : bad[i].field == 7 ? dv.discard : dv.play[0];
        switch (bad[i].field) {
        case 0: v.stage = CRIB_STAGE_CUT; break;
        case 1: v.rules.target = 91; break;
        case 2: v.rules.variant = CRIB_VARIANT_TWO_TO_CRIB; break;
        case 3: v.rules.options |= CRIB_OPT_NO_GO_OUT; break;
        case 4: v.rules.options |= CRIB_OPT_EXACT; break;
        case 5: v.score[1] = 121; break;
        case 6: v.reserved[0] = 1; break;
        case 7: v.hand |= UINT64_C(1) << lowest(ALL_CARDS & ~v.hand); break;
        case 8: v.played[1] &= v.played[1] - 1; break;
        case 9: v.count = 5; break;
        case 10: v.discard = v.played[1] & (0 - v.played[1]); break;
        case 11: v.discard &= v.discard - 1; break;
        default: v.player = 2; break;
        }
        memset(&c, 0xAB, sizeof c);
        int32_t rc = crib_view_win_chance(&v, &c);
        CHECK(rc == bad[i].code && all_zero(&c, sizeof c), "%s: %d (%s), out zeroed", bad[i].what,
              (int)rc, crib_strerror(rc));
    }

    /* Every byte of each stage's view edited: a chance in range or a refusal, never a
     * crash. */
    const crib_view *base[3] = {&dv.discard, &dv.play[dv.n_play - 1], &dv.show};
    int ok = 1;
    for (int k = 0; k < 3; k++)
        for (size_t at = 0; at < sizeof v; at++) {
            v = *base[k];
            ((unsigned char *)&v)[at] ^= (unsigned char)(0x5B + at);
            int32_t rc = crib_view_win_chance(&v, &c);
            if (rc == CRIB_OK ? !(c.win >= 0 && c.win <= 1) : !all_zero(&c, sizeof c) || rc > 0)
                ok = 0;
        }
    CHECK(ok, "every byte of a discard, a play and a show view edited: in range or refused");
}

int main(int argc, char **argv)
{
    if (argc == 3) {
        int views = atoi(argv[1]), n = atoi(argv[2]);
        double worst = sweep(views, n, 1);
        printf("# worst |z| %.2f over %d views of each stage, %d play-outs each\n", worst, views,
               n);
        CHECK(worst < 3, "every view within 3 standard errors of its play-outs");
    } else {
        test_refusals();
        double worst = sweep(1, 500, 1);
        CHECK(worst < 3, "a view of each stage within 3 standard errors of 500 play-outs (%.2f)",
              worst);
    }
    return harness_done();
}
