/* SPDX-License-Identifier: MIT */
/* The chance to win from a view: the rest of the deal searched as the expert level searches
 * its play (search.c, with the opponent's hands weighed by its models), the deal's shows
 * counted in order with the player's hand and the crib as the view knows them, and the
 * chance table from the next deal's start (endgame.c's leaf). In the play the search is the
 * expert's own; in the discard each starter's rank is searched from the play's start for the
 * keeps the model ranks best; at the end of the play the shows alone are left. */
#include "view_chance.h"

#include "bits.h"
#include "bot.h"
#include "chance.h"
#include "discard.h"
#include "expert.h"
#include "game.h"
#include "search.h"
#include "view.h"

#include <string.h>

int crib_view_chance_reach(const crib_view *v)
{
    uint32_t t = v->rules.target, d = v->score[v->dealer], p = v->score[1 - v->dealer];
    return d + CRIB_CHANCE_REACH_DEALER >= t || p + CRIB_CHANCE_REACH_PONE >= t;
}

/* The optimal crib model's throws of the player's opponent into the crib. */
static const crib_weights *their_throws(const crib_view *v)
{
    return crib_optimal_throws(v->dealer == v->player ? CRIB_MODEL_PONE : CRIB_MODEL_DEALER);
}

/* The weight of the opponent's throwing the cards x and y under the model. */
static double throw_weight(const crib_weights *w, int x, int y)
{
    int rx = CARD_RANK(x), ry = CARD_RANK(y);
    return w->w[rx][ry][rx != ry && CARD_SUIT(x) == CARD_SUIT(y)];
}

static void normalize(double *p, int n)
{
    double total = 0;
    for (int i = 0; i < n; i++)
        total += p[i];
    for (int i = 0; total > 0 && i < n; i++)
        p[i] /= total;
}

/* The crib's chance of each score: the two known cards, two of the pool thrown under the
 * model w, the starter known. */
static void crib_of(uint64_t known, crib_card starter, uint64_t pool, const crib_weights *w,
                    double out[CHANCE_POINTS])
{
    memset(out, 0, CHANCE_POINTS * sizeof *out);
    for (uint64_t a = pool; a; a &= a - 1) {
        int x = crib_ctz64(a);
        for (uint64_t b = a & (a - 1); b; b &= b - 1) {
            int y = crib_ctz64(b);
            int32_t score =
                crib_mask_score(known | CARD_BIT(x) | CARD_BIT(y), starter, CRIB_SCORE_CRIB);
            out[score] += throw_weight(w, x, y);
        }
    }
    normalize(out, CHANCE_POINTS);
}

/* Every card the view has seen: its hand, its discard, the starter and the cards played. */
static uint64_t seen_cards(const crib_view *v)
{
    return v->hand | v->discard | crib_card_bit(v->starter) | v->played[0] | v->played[1];
}

/* The chance that a jack of the opponent's among the cards unseen (not in seen) is the
 * starter's suit's: 1 over the unseen jacks when that jack is one of them. */
static double nobs_chance(uint64_t seen, crib_card starter)
{
    uint64_t jacks = (UINT64_C(0xF) << (4 * CRIB_JACK)) & ~seen;
    crib_card nob = (crib_card)(4 * CRIB_JACK + CARD_SUIT(starter));
    return CARD_RANK(starter) != CRIB_JACK && (jacks & CARD_BIT(nob)) ? 1.0 / crib_popcount64(jacks)
                                                                      : 0;
}

void crib_view_shows(const crib_view *v, peg_shows *s)
{
    uint64_t theirs = v->played[1 - v->player];
    crib_card nob = (crib_card)(4 * CRIB_JACK + CARD_SUIT(v->starter));
    s->n = 1;
    s->w[0] = 1;
    s->nobs[0] = nobs_chance(seen_cards(v), (crib_card)v->starter);
    s->nobs_played = CARD_RANK(v->starter) != CRIB_JACK && (theirs & CARD_BIT(nob));
    s->my_show[0] =
        (uint32_t)crib_mask_score(v->hand | v->played[v->player], (crib_card)v->starter, 0);
    if (v->discard)
        crib_of(v->discard, (crib_card)v->starter, CRIB_DECK_MASK & ~seen_cards(v), their_throws(v),
                s->crib[0]);
    else
        memcpy(s->crib[0], crib_chance_crib, sizeof s->crib[0]);
}

void crib_view_goal(const crib_view *v, peg_problem *p, peg_shows *s)
{
    crib_endgame_goal_win(v, &p->goal);
    crib_view_shows(v, s);
    p->goal.shows = s;
    p->opp_best = CRIB_VIEW_OPP_BEST;
}

/* ---- The discard: each starter's rank searched from the play's start ---- */

/* The crib's chance of each score for every starter, the discard known (view_chance.c's
 * discard search): crib[s] for each card s of the pool. */
typedef struct discard_cribs {
    double crib[CRIB_CARDS][CHANCE_POINTS];
} discard_cribs;

static void cribs_of(uint64_t discard, uint64_t pool, const crib_weights *w, discard_cribs *dc)
{
    memset(dc, 0, sizeof *dc);
    for (uint64_t a = pool; a; a &= a - 1) {
        int x = crib_ctz64(a);
        for (uint64_t b = a & (a - 1); b; b &= b - 1) {
            int y = crib_ctz64(b);
            uint8_t scores[52];
            double wt = throw_weight(w, x, y);
            if (crib_mask_score_starters(discard | CARD_BIT(x) | CARD_BIT(y), CRIB_SCORE_CRIB,
                                         scores) <= 0)
                continue; /* not reached: a crib of four cards */
            for (uint64_t m = pool & ~(CARD_BIT(x) | CARD_BIT(y)); m; m &= m - 1) {
                int s = crib_ctz64(m);
                dc->crib[s][scores[s]] += wt;
            }
        }
    }
    for (uint64_t m = pool; m; m &= m - 1)
        normalize(dc->crib[crib_ctz64(m)], CHANCE_POINTS);
}

/* The view of the play's start with the keep and a starter, the player to lead or (as the
 * dealer) to answer the lead. */
static void start_view(const crib_view *v, uint64_t keep, crib_card starter, crib_view *out)
{
    *out = *v;
    out->stage = CRIB_STAGE_PLAY;
    out->hand = keep;
    out->discard = v->hand & ~keep;
    out->starter = starter;
    for (uint32_t q = 0; q < 2; q++) {
        out->held[q] = 4;
        out->min_value[q] = 1;
    }
}

/* The chance to win with the keep when the starter is of rank r (the pool's cards of it,
 * each as likely), scores[] the keep's show with each starter. */
static double rank_chance(const crib_view *v, uint64_t keep, int r, uint64_t pool,
                          const uint8_t scores[52], const discard_cribs *dc)
{
    peg_shows shows;
    shows.n = 0;
    uint64_t of_rank = pool & (UINT64_C(0xF) << (4 * r));
    shows.nobs_played = 0;
    for (uint64_t m = of_rank; m; m &= m - 1) {
        int s = crib_ctz64(m);
        shows.my_show[shows.n] = scores[s];
        memcpy(shows.crib[shows.n], dc->crib[s], sizeof shows.crib[0]);
        shows.nobs[shows.n] = nobs_chance(v->hand | CARD_BIT(s), (crib_card)s);
        shows.n++;
    }
    for (int i = 0; i < shows.n; i++)
        shows.w[i] = 1.0 / shows.n;
    crib_view sv;
    start_view(v, keep, (crib_card)crib_ctz64(of_rank), &sv);
    peg_problem p;
    crib_expert_problem(&sv, &p);
    crib_endgame_goal_win(&sv, &p.goal);
    p.goal.shows = &shows;
    p.opp_best = CRIB_VIEW_OPP_BEST;
    int me_dealer = v->dealer == v->player;
    p.their_turn = (uint8_t)me_dealer;
    uint32_t *dealer_score = &p.goal.score[me_dealer ? 0 : 1];
    uint32_t t = v->rules.target;
    int heels =
        r == CRIB_JACK && !((v->rules.options & CRIB_OPT_NO_HEELS_NEAR) && *dealer_score + 5 >= t);
    if (heels) {
        *dealer_score += 2;
        if (*dealer_score >= t)
            return me_dealer ? 1 : 0;
    }
    return crib_peg_search_value(&p, crib_expert_seed(&sv));
}

double crib_view_keep_chance(const crib_view *v, uint64_t keep)
{
    uint64_t pool = CRIB_DECK_MASK & ~v->hand;
    discard_cribs dc;
    cribs_of(v->hand & ~keep, pool, their_throws(v), &dc);
    uint8_t scores[52];
    if (crib_mask_score_starters(keep, 0, scores) <= 0)
        return 0; /* not reached: a keep of four cards */
    double sum = 0;
    int total = crib_popcount64(pool);
    for (int r = 0; r < 13; r++) {
        int n = crib_popcount64(pool & (UINT64_C(0xF) << (4 * r)));
        if (n)
            sum += (double)n / total * rank_chance(v, keep, r, pool, scores, &dc);
    }
    return sum;
}

/* The chance with the expert's keep: searched within reach, else the model's. */
static double discard_chance(const crib_view *v, uint32_t *method)
{
    expert_keep keeps[CRIB_DISCARD_MAX_KEEPS];
    if (crib_expert_keeps(v, 1, keeps) < 1)
        return 0; /* not reached: a hand dealt right has its keeps */
    if (!crib_view_chance_reach(v)) {
        *method = CRIB_CHANCE_MODEL;
        return keeps[0].win;
    }
    *method = CRIB_CHANCE_SEARCH;
    return crib_view_keep_chance(v, keeps[0].k.keep);
}

/* ---- The play and the show ---- */

static double play_chance(const crib_view *v)
{
    peg_problem p;
    peg_shows shows;
    crib_expert_problem(v, &p);
    crib_view_goal(v, &p, &shows);
    return crib_peg_search_value(&p, crib_expert_seed(v));
}

static double show_chance(const crib_view *v)
{
    uint32_t me = v->player, them = 1 - me;
    crib_card starter = (crib_card)v->starter;
    peg_goal g;
    peg_shows shows;
    memset(&g, 0, sizeof g);
    g.win = 1;
    g.target = v->rules.target;
    g.score[0] = v->score[me];
    g.score[1] = v->score[them];
    g.dealer = v->dealer == me ? 0 : 1;
    shows.n = 1;
    shows.w[0] = 1;
    shows.my_show[0] = (uint32_t)crib_mask_score(v->played[me], starter, 0);
    if (v->discard)
        crib_of(v->discard, starter, CRIB_DECK_MASK & ~seen_cards(v), their_throws(v),
                shows.crib[0]);
    else
        memcpy(shows.crib[0], crib_chance_crib, sizeof shows.crib[0]);
    g.shows = &shows;
    return crib_endgame_leaf(&g, 0, 0, crib_mask_score(v->played[them], starter, 0));
}

/* ---- The checks ---- */

static int zero_u32(const uint32_t *a, size_t n)
{
    return crib_zero_bytes(a, n * sizeof *a);
}

/* A view of the end of the play (see crib_view_win_chance()): the game's rules, two
 * players' kept hands all played, nothing held, the discard 0 or the player's two cards. */
static int show_ok(const crib_view *v)
{
    if (crib_rules_check(&v->rules) != CRIB_OK || v->rules.variant != CRIB_VARIANT_SIX_CARD ||
        !CRIB_ZERO_ARRAY(v->reserved) || v->player > 1 || v->dealer > 1 ||
        v->starter >= CRIB_CARDS || v->hand || v->count || v->went || v->n_pile || v->n_earlier ||
        !CRIB_ZERO_ARRAY(v->pile) || !CRIB_ZERO_ARRAY(v->reserved_pile) ||
        !CRIB_ZERO_ARRAY(v->earlier) || !zero_u32(v->held, CRIB_PLAY_MAX_PLAYERS) ||
        !zero_u32(v->min_value, CRIB_PLAY_MAX_PLAYERS))
        return 0;
    uint64_t seen = CARD_BIT(v->starter);
    for (uint32_t s = 0; s < CRIB_GAME_MAX_SIDES; s++)
        if (s < 2 ? v->score[s] >= v->rules.target : v->score[s] != 0)
            return 0;
    for (uint32_t q = 0; q < CRIB_PLAY_MAX_PLAYERS; q++) {
        uint64_t m = v->played[q];
        if ((m & ~CRIB_DECK_MASK) || (q < 2 ? crib_popcount64(m) != 4 : m != 0) || (m & seen))
            return 0;
        seen |= m;
    }
    return !(v->discard & ~CRIB_DECK_MASK) && !(v->discard & seen) &&
           (!v->discard || crib_popcount64(v->discard) == 2);
}

/* CRIB_OK for a view the call takes, else the code crib_view_win_chance() returns. */
static int32_t check(const crib_view *v)
{
    if (v->stage == CRIB_STAGE_SHOW ? !show_ok(v)
                                    : !crib_view_valid(v) || (v->stage != CRIB_STAGE_DISCARD &&
                                                              v->stage != CRIB_STAGE_PLAY))
        return CRIB_ERANGE;
    if (v->rules.variant != CRIB_VARIANT_SIX_CARD ||
        (v->rules.target != 121 && v->rules.target != 61))
        return CRIB_ERANGE;
    if (v->rules.options & (CRIB_OPT_NO_GO_OUT | CRIB_OPT_EXACT))
        return CRIB_ERULES;
    if (v->stage == CRIB_STAGE_DISCARD ? crib_bot_dealt_wrong(v)
        : v->stage == CRIB_STAGE_PLAY  ? crib_bot_kept_wrong(v)
                                       : 0)
        return CRIB_ECOUNT;
    return CRIB_OK;
}

static double clamp(double x, double lo, double hi)
{
    return x < lo ? lo : x > hi ? hi : x;
}

int32_t crib_view_win_chance(const crib_view *view, crib_chance *out)
{
    if (out)
        memset(out, 0, sizeof *out);
    if (!view || !out)
        return CRIB_ENULL;
    int32_t rc = check(view);
    if (rc != CRIB_OK)
        return rc;
    uint32_t method = CRIB_CHANCE_SEARCH;
    double win;
    if (view->stage == CRIB_STAGE_SHOW) {
        method = CRIB_CHANCE_SHOW;
        win = show_chance(view);
    } else if (view->stage == CRIB_STAGE_PLAY) {
        win = play_chance(view);
    } else {
        win = discard_chance(view, &method);
    }
    win = clamp(win, 0, 1);
    /* What lurch and skunk add to the game value, from the table at the view's scores. */
    crib_chance table;
    uint32_t me = view->player;
    double lurch = 0, skunk = 0;
    if (crib_win_chance(view->rules.target, view->score[me], view->score[1 - me],
                        view->dealer == me, &table) == CRIB_OK) {
        lurch = table.lurch - (2 * table.win - 1);
        skunk = table.skunk - (2 * table.win - 1);
    }
    out->win = win;
    out->lurch = clamp(2 * win - 1 + lurch, -2, 2);
    out->skunk = clamp(2 * win - 1 + skunk, -3, 3);
    out->method = method;
    return CRIB_OK;
}
