/* SPDX-License-Identifier: MIT */
/* crib game: a whole game (or a match) between two (or three or four) simple bots, deal by
 * deal. --errors makes the rules' irregularities happen (game_slips.c), and the log
 * (game_log.c) shows how libcrib's referee calls settle them. */
#include "game.h"
#include "game_log.h"
#include "game_slips.h"
#include "record_json.h"

#include <stdlib.h>
#include <string.h>

void game_status(const game_state *g, crib_status *info)
{
    CLI_SURE(crib_deal_status(&g->deal, info));
}

/* The next decision, of a kind (CRIB_EVENT_DISCARD, _CARD or _SHOW) by a player: while the
 * record of --resume makes them, 1 and the record's choice (the cards laid away, the card
 * played, 0 for a go); else 0, and the bots decide. The game must stand where the record
 * stood: a record that crib game would not have played so ends the program. */
static int from_record(game_state *g, uint32_t kind, uint32_t player, uint64_t *choice)
{
    *choice = 0;
    if (g->made >= g->forced) {
        g->made++;
        return 0;
    }
    /* The record before this decision and after it, the text read once a batch. */
    if (g->made < g->pts_first || g->made + 1 >= g->pts_first + g->pts_n) {
        uint32_t n = g->forced - g->made + 1;
        g->pts_n = n < RECORD_BATCH + 1 ? n : RECORD_BATCH + 1;
        g->pts_first = g->made;
        /* The record held to its end when read. */
        CLI_SURE(record_goto_many(g->rec_text, g->rec_len, g->made, g->pts_n, g->pts));
    }
    const record_point *now = &g->pts[g->made - g->pts_first], *next = now + 1;
    const crib_record_report *at = &now->at;
    uint32_t k = at->kind == CRIB_EVENT_GO ? CRIB_EVENT_CARD : at->kind;
    if (k != kind || at->player != player || memcmp(&now->deal, &g->deal, sizeof g->deal) != 0) {
        fflush(stdout);
        cli_error("game: %s: deal %u, event %u is not what crib game plays there (an "
                  "irregularity, a claim, or other options): it cannot be resumed",
                  g->opts->resume, at->deal, at->event);
        exit(CLI_FAIL);
    }
    *choice = record_choice(now, next);
    g->made++;
    return 1;
}

/* The card of a mask of one card. */
static crib_card card_of(uint64_t mask)
{
    crib_card c = 0;
    while (c < CRIB_CARDS - 1 && !((mask >> c) & 1u))
        c++;
    return c;
}

/* A bot's discard at the player's level: the easy bot from the cards alone, the strong
 * one from what the player sees (crib_deal_view). */
static void bot_discard(const game_state *g, const crib_status *info, uint32_t p,
                        const crib_card *c, int n, crib_card *away)
{
    crib_view view;
    if (g->level[p] == CRIB_BOT_EASY || crib_deal_view(&g->deal, p, 0, &view) != CRIB_OK ||
        crib_bot_choose_discard(&view, g->level[p], g->seed, away, info->discard) !=
            (int32_t)info->discard)
        /* The hand is the one dealt, of the size the rules deal. */
        CLI_SURE(crib_bot_discard(c, (size_t)n, info->discard, p == info->dealer, away));
}

/* A bot's card in the play at the player's level; 1 with the card, 0 for go. */
static int bot_card(const game_state *g, const crib_play *play, uint32_t who, crib_card *card)
{
    crib_view view;
    int32_t rc = -1;
    if (g->level[who] != CRIB_BOT_EASY &&
        cli_view(&g->deal, &g->hist, who, g->away[who], &view) == CRIB_OK)
        rc = crib_bot_choose_play(&view, g->level[who], g->seed, card);
    if (rc < 0)
        rc = crib_bot_play(play, who, card);
    return rc == 1;
}

/* Shuffles and deals, the pack cut first under --pack-cut, or, when --errors has the dealer
 * offer the cut where there is no cutting, by his opponent; then the dealing errors that
 * --errors asks for. Returns 1 when a misdeal is declared, and the cards go back. */
static int deal_cards(game_state *g, crib_status *info, int first)
{
    game_status(g, info);
    uint32_t upcoming = first ? info->deal + 1 : info->deal;
    /* The stage is the deal's, and --pack-cut's range is the library's; cutoffer@ comes
     * with --no-cut. */
    if (slips_cut_offered(g, upcoming)) {
        int32_t dealer = CLI_SURE(crib_deal_forfeit(&g->deal));
        g->forfeited = upcoming;
        g->forfeit_by = ((uint32_t)dealer + info->players - 1) % info->players;
        log_forfeit(g, upcoming, g->forfeit_by, (uint32_t)dealer);
        g->pack_cut = 0;
    } else if (g->opts->pack_cut) {
        CLI_SURE(crib_deal_start_cut(&g->deal, (uint32_t)g->opts->pack_cut));
        g->pack_cut = (uint32_t)g->opts->pack_cut;
    } else {
        CLI_SURE(crib_deal_start(&g->deal));
        g->pack_cut = 0;
    }
    game_status(g, info);
    g->crib_dealt = info->crib;
    g->deal_no = info->deal;
    log_dealt(g, info, first);
    if (slips_misdeal(g)) {
        g->misdeals++;
        log_misdeal(g, info);
        return 1;
    }
    for (uint32_t p = 0; p < info->players; p++) {
        int change = slips_miscount(g, p);
        if (change)
            log_miscount(g, p, change);
    }
    game_status(g, info);
    return 0;
}

/* Each player lays away: the bot's choice, or, from a hand of the wrong size, its first
 * cards. */
static void lay_away(game_state *g, const crib_status *info)
{
    for (uint32_t p = 0; p < info->players; p++) {
        crib_card c[8], away[2];
        int n = CLI_SURE(crib_mask_to_cards(info->hand[p], c, 8));
        uint64_t chosen;
        if (from_record(g, CRIB_EVENT_DISCARD, p, &chosen))
            CLI_SURE(crib_mask_to_cards(chosen, away, 2));
        else if ((uint32_t)n == info->dealt)
            bot_discard(g, info, p, c, n, away);
        else
            memcpy(away, c, info->discard);
        /* Cards of his hand, as many as the rules lay away: the referee finds a wrong
         * number of cards later (find_wrong). */
        CLI_SURE(crib_deal_discard(&g->deal, p, away, info->discard));
        g->dealt[p] = info->hand[p];
        CLI_SURE(crib_mask_from_cards(away, info->discard, &g->away[p]));
        log_lay_away(g, p);
    }
}

/* The opponent's choice for a holder found wrong: a new deal for two wrong at once under
 * --two-wrong (Hoyle's conditions); for the crib, 2 and corrected; for a hand, what --errors
 * asks, or the rules' own: Hoyle's 2 and rectified, or 004's correction. */
static uint32_t choice_of(game_state *g, const crib_status *info, uint32_t holder)
{
    uint32_t asked = slips_choice(g, holder);
    uint32_t open = info->wrong & ((1u << CRIB_HOLDER_CRIB) | ((1u << info->players) - 1));
    if ((g->opts->options & CRIB_OPT_TWO_WRONG) && crib_mask_count(open) > 1)
        return CRIB_RECTIFY_NEW_DEAL;
    if (holder == CRIB_HOLDER_CRIB)
        return CRIB_RECTIFY_PEG;
    if (asked)
        return asked;
    return (g->opts->options & CRIB_OPT_LET_STAND) ? CRIB_RECTIFY_CORRECT : CRIB_RECTIFY_PEG;
}

/* A holder found with a wrong number of cards after laying away, or at its show: the
 * opponent's choice. Returns 1 when he demands a new deal. */
static int rectify(game_state *g, uint32_t holder)
{
    crib_status info;
    game_status(g, &info);
    uint64_t cards = holder == CRIB_HOLDER_CRIB ? info.crib : info.hand[holder];
    uint32_t have = (uint32_t)crib_mask_count(cards), dealer = info.dealer;
    uint32_t due = holder == CRIB_HOLDER_CRIB ? 4 : info.kept;
    uint32_t choice = choice_of(g, &info, holder);
    uint32_t opponent = ((holder == CRIB_HOLDER_CRIB ? dealer : holder) + 1) % info.players;
    int late = info.stage == CRIB_STAGE_SHOW;
    log_wrong(g, holder, have, late);
    /* The holder is one the referee found wrong, so it takes his settling, which the
     * options allow (game_read_options). */
    if (choice == CRIB_RECTIFY_NEW_DEAL) {
        /* Every wrong number of the deal goes with it, each made once. */
        for (uint32_t h = 0; h <= CRIB_HOLDER_CRIB; h++)
            if ((info.wrong >> h) & 1u)
                (void)slips_choice(g, h);
        g->new_deals++;
        memset(&g->new_deal, 0, sizeof g->new_deal);
        g->new_deal.holder = holder;
        g->new_deal.choice = CRIB_RECTIFY_NEW_DEAL;
        g->new_deal.cards = have;
        CLI_SURE(crib_deal_rectify(&g->deal, holder, CRIB_RECTIFY_NEW_DEAL, NULL, 0, NULL));
        log_new_deal(g, opponent, holder, have, late);
        return 1;
    }
    /* The opponent draws blind: here the lowest cards. */
    crib_card c[8];
    CLI_SURE(crib_mask_to_cards(cards, c, 8));
    size_t n = have > due && choice != CRIB_RECTIFY_STAND ? have - due : 0;
    game_fix late_fix;
    memset(&late_fix, 0, sizeof late_fix);
    game_fix *f = late ? &late_fix : &g->fixes[g->n_fixes++];
    f->holder = holder;
    f->choice = choice;
    f->cards = have;
    CLI_SURE(crib_mask_from_cards(c, n, &f->drawn));
    CLI_SURE(crib_deal_rectify(&g->deal, holder, choice, c, n, &f->pegged));
    log_drawn(g, opponent, f, n, late);
    return 0;
}

/* The crib made wrong when --errors asks, then every wrong holder put right, but those to
 * be found at their show (:late). Returns 1 when a new deal is demanded. */
static int find_wrong(game_state *g)
{
    crib_status info;
    game_status(g, &info);
    g->crib_cards = 0;
    if (slips_crib(g)) {
        game_status(g, &info);
        g->crib_cards = (uint32_t)crib_mask_count(info.crib);
    }
    for (uint32_t h = 0; h <= CRIB_HOLDER_CRIB && info.stage == CRIB_STAGE_CUT; h++) {
        if (!((info.wrong >> h) & 1u) || slips_late(g, h))
            continue;
        if (rectify(g, h))
            return 1;
        game_status(g, &info);
    }
    return 0;
}

/* A deal made void before its cut, for the log: cause 0 a misdeal, 1 a new deal. */
static void keep_void(game_state *g, int cause)
{
    if (g->n_voids == GAME_MAX_VOIDS)
        return;
    game_void *v = &g->voids[g->n_voids++];
    memset(v, 0, sizeof *v);
    v->cause = cause;
    if (!cause)
        return;
    v->crib_cards = g->crib_cards;
    memcpy(v->dealt, g->dealt, sizeof v->dealt);
    memcpy(v->away, g->away, sizeof v->away);
    for (int i = 0; i < g->n_fixes; i++)
        v->fixes[v->n_fixes++] = g->fixes[i];
    v->fixes[v->n_fixes++] = g->new_deal;
}

/* Deals until a deal stands (a misdeal or a new deal demanded deals again), and lays
 * away. */
static void play_deal(game_state *g)
{
    crib_status info;
    int first = !g->redeal;
    g->misdeals = g->new_deals = 0;
    g->forfeited = 0;
    g->redeal = 0;
    g->n_voids = 0;
    for (;; first = 0) {
        g->n_fixes = 0;
        if (deal_cards(g, &info, first)) {
            keep_void(g, 0);
            continue;
        }
        lay_away(g, &info);
        if (!find_wrong(g))
            break;
        keep_void(g, 1);
    }
    game_status(g, &info);
    log_deal(g, &info);
}

/* The starter, cut where --cut says (as deep as the stock allows) or at random. */
static void cut(game_state *g)
{
    uint32_t heels = 0;
    int32_t starter;
    /* In the cut stage, every holder put right (find_wrong), at a position in range. */
    if (g->opts->cut) {
        crib_card stock[CRIB_CARDS];
        int32_t n = CLI_SURE(crib_deal_stock(&g->deal, stock, CRIB_CARDS));
        uint32_t deepest = n > CRIB_CUT_MIN ? (uint32_t)(n - CRIB_CUT_MIN) : 0;
        uint32_t at = (uint32_t)g->opts->cut < deepest ? (uint32_t)g->opts->cut : deepest;
        starter = CLI_SURE(crib_deal_cut_at(&g->deal, at, &heels));
    } else {
        starter = CLI_SURE(crib_deal_cut(&g->deal, &heels));
    }
    log_cut(g, starter, heels);
}

/* The cards made dead since `before`. */
static uint64_t new_dead(const game_state *g, uint64_t before)
{
    crib_play play;
    uint64_t dead = 0;
    if (crib_deal_play(&g->deal, &play) == CRIB_OK)
        CLI_SURE(crib_play_dead(&play, &dead));
    return dead & ~before;
}

/* One turn: the bot's card or go, a go while able when --errors asks (the rules may refuse
 * it: then the card after all), a scoring card left unclaimed when it asks, corrected at
 * once for correct@. */
static void play_turn(game_state *g, const crib_play *play, uint32_t who)
{
    crib_card card = 0;
    game_act a;
    memset(&a, 0, sizeof a);
    uint64_t forced;
    int can;
    if (from_record(g, CRIB_EVENT_CARD, who, &forced)) {
        can = forced != 0;
        card = card_of(forced);
    } else {
        can = bot_card(g, play, who, &card);
    }
    uint32_t chosen = can ? card : CRIB_NONE, claimed = CRIB_CLAIM_ALL;
    int slip = slips_play(g, play, who, can, card, &chosen, &claimed);
    uint64_t dead_before = 0;
    CLI_SURE(crib_play_dead(play, &dead_before));
    a.pegged = crib_deal_play_claim(&g->deal, who, chosen, claimed, &a.ev, &a.claim);
    if (a.pegged < 0) {
        log_go_refused(g, who, a.pegged);
        claimed = CRIB_CLAIM_ALL;
        /* The rules refused the go because the card can be played. */
        a.pegged = CLI_SURE(crib_deal_play_claim(&g->deal, who, card, claimed, &a.ev, &a.claim));
    }
    a.claimed_all = claimed == CRIB_CLAIM_ALL;
    a.dead = new_dead(g, dead_before);
    log_act(g, &a);
    crib_status info;
    game_status(g, &info);
    /* In time: before his next card, unless the card (or muggins for it) ended the game. */
    if (slip == SLIP_CORRECT && info.stage != CRIB_STAGE_OVER) {
        uint32_t fixed = 0;
        CLI_SURE(crib_deal_correct(&g->deal, who, &fixed));
        log_correct(g, who, fixed);
    }
}

/* The play, card by card, until it is over or the game is. */
static void play_cards(game_state *g)
{
    crib_status info;
    game_status(g, &info);
    while (info.stage == CRIB_STAGE_PLAY) {
        crib_play play;
        CLI_SURE(crib_history_update(&g->hist, &g->deal));
        CLI_SURE(crib_deal_play(&g->deal, &play));
        play_turn(g, &play, (uint32_t)crib_play_turn(&play));
        game_status(g, &info);
    }
}

/* The order in which --announce has the claimant announce the score's items: by kind, in
 * the order it names; n is how many. */
static size_t announce_order(const game_opts *o, const crib_score *score, uint8_t *order)
{
    size_t n = 0;
    for (int k = 0; k < GAME_KINDS; k++)
        for (uint32_t i = 0; i < score->n_items; i++)
            if (score->items[i].kind == o->announce[k])
                order[n++] = (uint8_t)i;
    return n;
}

/* The next show, claimed as `claimed` says, in --announce's order when it is given. */
static void show_one(game_state *g, uint32_t claimed, const crib_score *score, crib_show *sh,
                     uint8_t *order, size_t *n)
{
    /* The show stage, and the order lists the items of the score the show makes. */
    *n = 0;
    if (g->opts->announce[0]) {
        *n = announce_order(g->opts, score, order);
        CLI_SURE(crib_deal_show_items(&g->deal, claimed, order, *n, sh));
    } else {
        CLI_SURE(crib_deal_show(&g->deal, claimed, sh));
    }
}

/* The shows in order, each claimed as --errors says; an imperfect pack found or a wrong
 * number of cards seen at a show as it asks. Returns 1 when the deal is void and the same
 * dealer deals again. */
static int show(game_state *g)
{
    crib_status info;
    game_status(g, &info);
    log_show_begin(g, &info);
    if (info.stage == CRIB_STAGE_SHOW && slips_imperfect(g)) {
        g->misdeals++;
        log_imperfect(g, info.dealer);
        return 1;
    }
    while (info.stage == CRIB_STAGE_SHOW) {
        uint32_t holder = info.next_is_crib ? CRIB_HOLDER_CRIB : info.next_show;
        if ((info.wrong >> holder) & 1u) {
            if (rectify(g, holder)) {
                log_void(g);
                return 1;
            }
            game_status(g, &info);
            continue; /* the penalty may have ended the game */
        }
        crib_show sh;
        char said[512];
        /* What the show will score, from a copy of the deal in the show stage. */
        crib_deal ahead = g->deal;
        CLI_SURE(crib_deal_show(&ahead, CRIB_CLAIM_ALL, &sh));
        crib_score score = sh.score;
        uint64_t none;
        (void)from_record(g, CRIB_EVENT_SHOW, info.next_show, &none);
        uint32_t claimed = slips_show_claim(g, info.next_show, info.next_is_crib, score.total);
        uint32_t penalty = 0;
        uint8_t order[CRIB_SCORE_MAX_ITEMS];
        size_t n_order;
        show_one(g, claimed, &score, &sh, order, &n_order);
        CLI_SURE(crib_score_format(&sh.score, said, sizeof said));
        log_show(g, &sh, said);
        int over = slips_overpeg(g, &sh, &penalty);
        log_show_settled(g, &sh, said, claimed, over, penalty, g->opts->announce[0] ? order : NULL,
                         n_order);
        game_status(g, &info);
    }
    log_show_end(g);
    return 0;
}

/* Plays the game to its end, deal by deal, and fills its result. A deal cut short by the
 * end of the game closes its open JSON arrays too. */
static void play_out(game_state *g, crib_result *res)
{
    crib_status info;
    game_status(g, &info);
    while (info.stage != CRIB_STAGE_OVER) {
        play_deal(g);
        game_status(g, &info);
        if (info.stage == CRIB_STAGE_CUT)
            cut(g);
        else
            log_no_cut(g);
        play_cards(g);
        if (show(g))
            g->redeal = 1;
        game_status(g, &info);
    }
    crib_game game;
    CLI_SURE(crib_deal_game(&g->deal, &game));
    CLI_SURE(crib_game_result(&game, res)); /* the game is over */
    log_result(g, res);
}

/* One game from a seed and a first dealer (CRIB_DEAL_CUT: cut for it); under --resume, its
 * first decisions the record's (resume, NULL otherwise). */
static int play_game(game_opts *o, unsigned long long seed, uint32_t first_dealer, crib_result *res,
                     game_state *resume)
{
    crib_game_rules rules;
    game_rules_of(o, &rules);
    game_state g;
    memset(&g, 0, sizeof g);
    g.json = o->json;
    g.opts = o;
    g.seed = seed;
    if (resume) {
        g.rec_text = resume->rec_text;
        g.rec_len = resume->rec_len;
        g.forced = resume->forced;
        g.pts = resume->pts;
    }
    for (uint32_t p = 0; p < CRIB_PLAY_MAX_PLAYERS; p++)
        g.level[p] = o->n_levels ? o->level[o->n_levels > 1 ? p : 0] : CRIB_BOT_EASY;
    int32_t init = crib_deal_init(&g.deal, &rules, (uint64_t)seed, first_dealer);
    if (init < 0) {
        cli_error("game: %s", crib_strerror(init));
        return CLI_FAIL;
    }
    crib_status info;
    game_status(&g, &info);
    g.players = info.players;
    g.sides = info.players == 4 ? 2 : info.players;
    g.first_deal = 1;
    log_start(&g, seed, &rules, &info);
    play_out(&g, res);
    log_game_end(&g, !o->match);
    return CLI_OK;
}

/* A match: games until a side has won o->match of them, the first dealer of each after the
 * first by the match's rule (a cut, the loser, or the pub rule). */
static int play_match(game_opts *o)
{
    static const uint32_t k_flags[] = {0, CRIB_MATCH_LOSER_DEALS, CRIB_MATCH_PUB};
    crib_match m;
    crib_standing st;
    /* --match is 1 to 50, and the rule's flags go alone. */
    CLI_SURE(crib_match_init(&m, (uint32_t)o->match, k_flags[o->match_rule]));
    CLI_SURE(crib_match_standing(&m, &st));
    log_match_start(o);
    for (uint32_t k = 0; !st.over; k++) {
        crib_result res;
        log_match_game(o, k);
        int rc = play_game(o, o->seed + k, st.next_dealer, &res, NULL);
        if (rc != CLI_OK)
            return rc;
        /* A game over, of the match's players, while the match goes on. */
        CLI_SURE(crib_match_record(&m, &res));
        CLI_SURE(crib_match_standing(&m, &st));
    }
    log_standing(o, &st);
    return CLI_OK;
}

/* The members of the record text[0 .. len-1], which crib_record_check() has passed, as the
 * library's reader finds them: it is one JSON object within the library's bounds (else *top
 * would have no members, and every field would be missing). */
static void record_members(const char *text, size_t len, rj_doc *d, rj_index *top)
{
    size_t at;
    const char *msg;
    d->s = text;
    d->len = len;
    rj_object(d, CRIB_RECORD_MAX_DEPTH, top, &at, &msg);
}

/* The seed of a record: "seed_hex" (1 to 16 hex digits) or "seed"; 1 when it has one. */
static int record_seed(const char *text, size_t len, unsigned long long *seed)
{
    rj_doc d;
    rj_index top;
    char buf[24];
    uint64_t v;
    record_members(text, len, &d, &top);
    if (rj_string(&d, rj_index_member(&d, &top, "seed_hex"), buf, sizeof buf)) {
        char *end;
        *seed = strtoull(buf, &end, 16);
        return *buf && !*end;
    }
    if (!rj_uint(&d, rj_index_member(&d, &top, "seed"), UINT64_MAX, &v))
        return 0;
    *seed = v;
    return 1;
}

/* Refuses to play on from the record at o->resume: its field and what is wrong with it,
 * with what the command line could give instead. Returns CLI_USAGE. */
static int resume_refused(const game_opts *o, const char *field, const char *what,
                          const char *instead)
{
    cli_error("game: %s: its \"%s\" %s: %s", o->resume, field, what, instead);
    return CLI_USAGE;
}

/* The record's "levels", one a player, into o: CLI_OK, all easy when it has none; else
 * CLI_USAGE after a message, as bots other than the record's would play on as its. */
static int record_levels(const char *text, size_t len, uint32_t players, game_opts *o)
{
    static const char *const instead = "give the bots' levels with --level";
    rj_doc d;
    rj_index top;
    char name[16], what[CLI_QUOTE_CAP + 64], shown[CLI_QUOTE_CAP];
    record_members(text, len, &d, &top);
    size_t levels = rj_index_member(&d, &top, "levels");
    if (levels == RJ_NONE)
        return CLI_OK;
    if (rj_type(&d, levels) != RJ_ARRAY)
        return resume_refused(o, "levels", "are not an array of level names", instead);
    uint32_t n = rj_count(&d, levels);
    if (n != players) {
        snprintf(what, sizeof what, "name %u level%s for its %u players", n, n == 1 ? "" : "s",
                 players);
        return resume_refused(o, "levels", what, instead);
    }
    n = 0;
    for (size_t el = rj_first(&d, levels); el != RJ_NONE; el = rj_next(&d, el), n++)
        if (!rj_string(&d, el, name, sizeof name) ||
            !game_level_find(name, strlen(name), &o->level[n])) {
            snprintf(what, sizeof what, "hold %s, which is not a level of crib game",
                     cli_quote(text + el, rj_end(&d, el) - el, shown, sizeof shown));
            return resume_refused(o, "levels", what, instead);
        }
    o->n_levels = (int)players;
    return CLI_OK;
}

/* The record's pack cut, its first deal's, for the game played on (crib game cuts every
 * deal alike): --pack-cut, when given, must be it. CLI_OK or CLI_USAGE. */
static int record_pack_cut(const crib_deal *first, game_opts *o)
{
    unsigned long long recorded = first->pack_cut;
    if (o->pack_cut && o->pack_cut != recorded) {
        if (recorded)
            cli_error("game: %s: its deals were dealt with the pack cut %llu cards down "
                      "(\"pack_cut\"), not %llu as --pack-cut asks",
                      o->resume, recorded, o->pack_cut);
        else
            cli_error("game: %s: its deals were dealt without a pack cut (no \"pack_cut\"), "
                      "not cut %llu cards down as --pack-cut asks",
                      o->resume, o->pack_cut);
        return CLI_USAGE;
    }
    o->pack_cut = recorded;
    return CLI_OK;
}

/* The game played on from a good record at its start (whole its report): the record's
 * rules and seed, its levels unless --level gives them (as many as it has players), and its
 * pack cut. CLI_OK, or CLI_USAGE after a message. */
static int resume_settings(game_opts *o, const char *text, size_t len,
                           const crib_record_report *whole, const crib_deal *first)
{
    const crib_game_rules *rules = &first->game.rules;
    o->variant = (int)rules->variant;
    o->target = rules->target;
    o->ladder = (int)rules->ladder;
    o->options = rules->options;
    o->peggers = rules->peggers;
    if (o->n_levels > 1 && (uint32_t)o->n_levels != whole->players) {
        cli_error("game: --level names %d levels for the %u players of %s", o->n_levels,
                  whole->players, o->resume);
        return CLI_USAGE;
    }
    int rc = o->n_levels ? CLI_OK : record_levels(text, len, whole->players, o);
    return rc == CLI_OK ? record_pack_cut(first, o) : rc;
}

/* The record read for --resume and checked: CLI_OK when it can be played on (its seed in
 * *seed), else an exit code after a message. */
static int resume_check(const game_opts *o, const char *text, size_t len,
                        const crib_record_report *whole, int32_t code, unsigned long long *seed)
{
    if (code == CRIB_ENULL) {
        cli_error("game: out of memory");
        return CLI_FAIL;
    }
    if (code != CRIB_OK)
        return record_refused(o->resume, text, len, whole);
    if (whole->over) {
        cli_error("game: %s: the game is over, side %u winning: nothing to resume", o->resume,
                  whole->winner);
        return CLI_FAIL;
    }
    if (!whole->seeded || !record_seed(text, len, seed)) {
        cli_error("game: %s: a record without its seed cannot be resumed (the deals to come "
                  "are the seed's)",
                  o->resume);
        return CLI_USAGE;
    }
    return CLI_OK;
}

/* --resume: the record read and checked, then the game played from its start, the
 * record's decisions first (from_record()). */
static int resume_game(game_opts *o)
{
    size_t len = 0;
    char *text = record_read_file("game", o->resume, &len);
    if (!text)
        return CLI_USAGE;
    game_state rs;
    memset(&rs, 0, sizeof rs);
    record_point *pt = malloc((RECORD_BATCH + 1) * sizeof *pt);
    crib_record_report whole;
    int32_t code = pt ? crib_record_check(text, len, &whole) : CRIB_ENULL;
    unsigned long long seed = 0;
    int rc = resume_check(o, text, len, &whole, code, &seed);
    if (rc == CLI_OK) {
        /* A good record at its start. */
        CLI_SURE(record_goto(text, len, 0, &pt[0]));
        o->seed = seed;
        rc = resume_settings(o, text, len, &whole, &pt[0].deal);
    }
    if (rc == CLI_OK) {
        uint32_t first =
            pt[0].deal.first_cut[0] != CRIB_NONE ? CRIB_DEAL_CUT : pt[0].deal.game.first_dealer;
        rs.rec_text = text;
        rs.rec_len = len;
        rs.forced = whole.decisions;
        rs.pts = pt;
        crib_result res;
        rc = play_game(o, seed, first, &res, &rs);
    }
    free(pt);
    free(text);
    return rc;
}

int cmd_game(int argc, char **argv)
{
    game_opts o;
    memset(&o, 0, sizeof o);
    o.seed = 1;
    int rc = game_read_options(argc, argv, &o);
    if (rc != CLI_OK)
        return rc == CLI_HELP ? CLI_OK : rc;
    if (o.match)
        return play_match(&o);
    if (o.resume)
        return resume_game(&o);
    crib_result res;
    return play_game(&o, o.seed, CRIB_DEAL_CUT, &res, NULL);
}
