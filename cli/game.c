/* SPDX-License-Identifier: MIT */
/* crib game: a whole game (or a match) between two (or three or four) simple bots, with its
 * log. --errors makes the rules' irregularities happen, and the log shows how libcrib's
 * referee calls settle them. */
#include "game.h"
#include "json.h"

#include <string.h>

#define NONE CRIB_NONE

/* The words of variants, ladders, levels, phases and reasons come from names.h, which
 * tools/gen_layout.c writes from crib.h by the rule the bindings follow; these are prose. */
static const char *const k_phase_words[] = {"at the start",
                                            "on his heels",
                                            "in the play",
                                            "in the show of a hand",
                                            "in the show of the crib",
                                            "before the starter"};

/* A wrong number of cards put right, for the JSON log. */
typedef struct fix {
    uint32_t holder, pegged;
    uint64_t drawn;
} fix;

/* How the log is written, and what this deal has seen so far. */
typedef struct glog {
    int json;
    crib_deal deal;
    game_opts *opts;
    uint32_t players, sides, deal_no;
    int first_deal, first_item;
    int misdeals, new_deals, n_fixes;
    fix fixes[CRIB_PLAY_MAX_PLAYERS + 1];
    uint64_t dealt[CRIB_PLAY_MAX_PLAYERS], away[CRIB_PLAY_MAX_PLAYERS];
    uint32_t level[CRIB_PLAY_MAX_PLAYERS]; /* each player's bot */
    uint64_t seed;
} glog;

/* A bot's discard at the player's level: the easy bot from the cards alone, the strong
 * one from what the player sees (crib_deal_view). */
static void bot_discard(const glog *g, const crib_status *info, uint32_t p, const crib_card *c,
                        int n, crib_card *away)
{
    crib_view view;
    if (g->level[p] == CRIB_BOT_EASY || crib_deal_view(&g->deal, p, 0, &view) != CRIB_OK ||
        crib_bot_choose_discard(&view, g->level[p], g->seed, away, info->discard) != CRIB_OK)
        crib_bot_discard(c, (size_t)n, info->discard, p == info->dealer, away);
}

/* A bot's card in the play at the player's level; 1 with the card, 0 for go. */
static int bot_card(const glog *g, const crib_play *play, uint32_t who, crib_card *card)
{
    crib_view view;
    int32_t rc = -1;
    if (g->level[who] != CRIB_BOT_EASY &&
        crib_deal_view(&g->deal, who, g->away[who], &view) == CRIB_OK)
        rc = crib_bot_choose_play(&view, g->level[who], g->seed, card);
    if (rc < 0)
        rc = crib_bot_play(play, who, card);
    return rc == 1;
}

/* Whether any player's bot is not the easy one; then the log names the levels. */
static int any_level(const glog *g)
{
    uint32_t any = 0;
    for (uint32_t p = 0; p < g->players; p++)
        any |= g->level[p];
    return any != 0;
}

/* game_slip.done: the bits of what has been made. miss@ is made twice, in the play and in
 * the show; every other irregularity once. */
#define MADE 1
#define MADE_IN_SHOW 2

/* The irregularity of a kind that --errors asks for in this deal (for this player, unless
 * player is NONE), not made yet (`made` not in its done bits); NULL when there is none. */
static game_slip *slip_when(const glog *g, int kind, uint32_t player, int made)
{
    for (int i = 0; i < g->opts->n_slips; i++) {
        game_slip *s = &g->opts->slips[i];
        if (!(s->done & made) && s->kind == kind && s->deal == g->deal_no &&
            (player == NONE || s->player == player))
            return s;
    }
    return NULL;
}

static game_slip *slip_for(const glog *g, int kind, uint32_t player)
{
    return slip_when(g, kind, player, MADE);
}

static void put_cards(const glog *g, uint64_t mask)
{
    crib_card c[CRIB_CARDS];
    int n = crib_mask_to_cards(mask, c, CRIB_CARDS);
    for (int i = 0; i < n; i++) {
        if (g->json)
            printf(i ? ",\"" : "\"");
        else if (i)
            putchar(' ');
        cli_put_card(stdout, c[i]);
        if (g->json)
            putchar('"');
    }
}

static void side_name(const glog *g, uint32_t side)
{
    if (g->players == 4)
        printf("players %u and %u", side, side + 2);
    else
        printf("player %u", side);
}

static void put_board(const glog *g)
{
    crib_game game;
    crib_deal_game(&g->deal, &game);
    printf(g->json ? "\"board\":[" : "    board:");
    for (uint32_t s = 0; s < g->sides; s++) {
        uint32_t front, rear;
        crib_game_board(&game, s, &front, &rear);
        if (g->json) {
            printf("%s{\"front\":%u,\"rear\":%u}", s ? "," : "", front, rear);
        } else {
            printf("%s ", s ? "," : "");
            side_name(g, s);
            printf(" %u (rear %u)", front, rear);
        }
    }
    printf(g->json ? "]" : "\n");
}

/* The levels of the players' bots, when one is not easy: "levels":[...], in the JSON log,
 * or a "bots:" line in the text. */
static void log_levels(const glog *g, uint32_t players)
{
    for (uint32_t p = 0; any_level(g) && p < players; p++) {
        const char *name = g->level[p] == CRIB_BOT_EASY ? "easy" : "strong";
        if (g->json)
            printf("%s\"%s\"%s", p ? "," : "\"levels\":[", name, p + 1 == players ? "]," : "");
        else
            printf("%s player %u %s%s", p ? "," : "bots:", p, name, p + 1 == players ? "\n" : "");
    }
}

static void log_start_json(const glog *g, unsigned long long seed, const crib_game_rules *r,
                           const crib_status *info)
{
    /* A reader whose numbers are doubles (JavaScript) loses seeds above 2^53 - 1; the hex
     * string beside the number keeps every seed exact for it. */
    printf("{\"seed\":%llu,\"seed_hex\":\"%016llx\",\"variant\":\"%s\",\"players\":%u,"
           "\"target\":%u,\"ladder\":\"%s\",\"options\":%u,\"first_cut\":[",
           seed, seed, crib_name_variant(r->variant), info->players, r->target,
           crib_name_ladder(r->ladder), r->options);
    for (uint32_t p = 0; p < info->players; p++) {
        printf(p ? "," : "");
        if (info->first_cut[p] == NONE) {
            printf("null"); /* a player who was not elected to peg did not cut */
            continue;
        }
        putchar('"');
        cli_put_card(stdout, (crib_card)info->first_cut[p]);
        putchar('"');
    }
    printf("],\"first_dealer\":%u,", info->dealer);
    log_levels(g, info->players);
    printf("\"deals\":[");
}

static void log_start_text(glog *g, unsigned long long seed, const crib_game_rules *r,
                           const crib_status *info)
{
    printf("crib game: %s, %u players, to %u, seed %llu\n", crib_name_variant(r->variant),
           info->players, r->target, seed);
    log_levels(g, info->players);
    uint32_t k = 0;
    for (uint32_t p = 0; p < info->players; p++) {
        if (info->first_cut[p] == NONE)
            continue;
        printf("%s player %u ", k++ ? "," : "cut for deal:", p);
        cli_put_card(stdout, (crib_card)info->first_cut[p]);
    }
    if (k)
        printf("; player %u deals\n", info->dealer);
    else
        printf("the match's rule: player %u deals first\n", info->dealer);
    if (r->variant == CRIB_VARIANT_FIVE_CARD) {
        printf("player %u pegs 3 for last at the start of the game\n", (info->dealer + 1) % 2);
        put_board(g);
    }
}

static void log_start(glog *g, unsigned long long seed, const crib_game_rules *r)
{
    crib_status info;
    crib_deal_status(&g->deal, &info);
    g->players = info.players;
    g->sides = info.players == 4 ? 2 : info.players;
    if (g->json)
        log_start_json(g, seed, r, &info);
    else
        log_start_text(g, seed, r, &info);
}

/* Shuffles and deals, the pack cut first under --pack-cut; then the dealing errors that
 * --errors asks for. Returns 1 when a misdeal is declared, and the cards go back. */
static int deal_cards(glog *g, crib_status *info, int first)
{
    if (g->opts->pack_cut)
        crib_deal_start_cut(&g->deal, (uint32_t)g->opts->pack_cut);
    else
        crib_deal_start(&g->deal);
    crib_deal_status(&g->deal, info);
    g->deal_no = info->deal;
    if (first && !g->json)
        printf("\n== deal %u: player %u deals\n", info->deal, info->dealer);
    game_slip *s = slip_for(g, SLIP_MISDEAL, NONE);
    if (s) {
        s->done = 1;
        g->misdeals++;
        crib_deal_misdeal(&g->deal);
        if (!g->json)
            printf("a misdeal: a card is exposed in dealing; player %u deals again\n",
                   info->dealer);
        return 1;
    }
    for (uint32_t p = 0; p < info->players; p++) {
        s = slip_for(g, SLIP_LONG, p);
        if (!s)
            s = slip_for(g, SLIP_SHORT, p);
        if (s && crib_deal_miscount(&g->deal, p, s->kind == SLIP_LONG ? 1 : -1) >= 0 && !g->json)
            printf("player %u is dealt a card too %s\n", p, s->kind == SLIP_LONG ? "many" : "few");
    }
    crib_deal_status(&g->deal, info);
    return 0;
}

/* Each player lays away: the bot's choice, or, from a hand of the wrong size, its first
 * cards. */
static void lay_away(glog *g, const crib_status *info)
{
    for (uint32_t p = 0; p < info->players; p++) {
        crib_card c[8], away[2];
        int n = crib_mask_to_cards(info->hand[p], c, 8);
        if ((uint32_t)n == info->dealt)
            bot_discard(g, info, p, c, n, away);
        else
            memcpy(away, c, info->discard);
        crib_deal_discard(&g->deal, p, away, info->discard);
        g->dealt[p] = info->hand[p];
        crib_mask_from_cards(away, info->discard, &g->away[p]);
        if (!g->json) {
            printf("player %u holds ", p);
            put_cards(g, g->dealt[p]);
            printf(" and lays away ");
            put_cards(g, g->away[p]);
            putchar('\n');
        }
    }
}

/* A holder found with a wrong number of cards after laying away: the opponent's choice.
 * Returns 1 when he demands a new deal. */
static int rectify(glog *g, uint32_t holder, uint32_t due)
{
    crib_status info;
    crib_deal_status(&g->deal, &info);
    uint64_t cards = holder == CRIB_HOLDER_CRIB ? info.crib : info.hand[holder];
    uint32_t have = (uint32_t)crib_mask_count(cards), dealer = info.dealer;
    game_slip *s = holder == CRIB_HOLDER_CRIB ? NULL : slip_for(g, SLIP_LONG, holder);
    if (!s && holder != CRIB_HOLDER_CRIB)
        s = slip_for(g, SLIP_SHORT, holder);
    if (s)
        s->done = 1;
    uint32_t opponent = ((holder == CRIB_HOLDER_CRIB ? dealer : holder) + 1) % info.players;
    if (!g->json) {
        if (holder == CRIB_HOLDER_CRIB)
            printf("the crib is found with %u cards", have);
        else
            printf("player %u is found with %u cards after laying away", holder, have);
    }
    if (s && s->new_deal) {
        g->new_deals++;
        crib_deal_rectify(&g->deal, holder, CRIB_RECTIFY_NEW_DEAL, NULL, 0, NULL);
        if (!g->json)
            printf(": player %u demands a new deal, by the same dealer\n", opponent);
        return 1;
    }
    /* The opponent draws blind: here the lowest cards. */
    crib_card c[8];
    crib_mask_to_cards(cards, c, 8);
    size_t n = have > due ? have - due : 0;
    fix *f = &g->fixes[g->n_fixes++];
    f->holder = holder;
    crib_mask_from_cards(c, n, &f->drawn);
    crib_deal_rectify(&g->deal, holder, CRIB_RECTIFY_PEG, c, n, &f->pegged);
    if (!g->json) {
        printf(": player %u pegs %u and ", opponent, f->pegged);
        if (n) {
            printf("draws ");
            put_cards(g, f->drawn);
            printf(" out of it\n");
        } else {
            printf("it draws from the stock\n");
        }
        put_board(g);
    }
    return 0;
}

/* The crib made wrong when --errors asks, then every wrong holder put right. Returns 1
 * when a new deal is demanded. */
static int find_wrong(glog *g)
{
    crib_status info;
    crib_deal_status(&g->deal, &info);
    game_slip *s = slip_for(g, SLIP_CRIB, NONE);
    if (s && crib_deal_miscount(&g->deal, CRIB_HOLDER_CRIB, 1) >= 0) {
        s->done = 1;
        crib_deal_status(&g->deal, &info);
    }
    for (uint32_t h = 0; h <= CRIB_HOLDER_CRIB && info.stage == CRIB_STAGE_CUT; h++) {
        if (!((info.wrong >> h) & 1u))
            continue;
        if (rectify(g, h, h == CRIB_HOLDER_CRIB ? 4 : info.kept))
            return 1;
        crib_deal_status(&g->deal, &info);
    }
    return 0;
}

static void deal_json(glog *g, const crib_status *info)
{
    printf("%s{\"deal\":%u,\"dealer\":%u,", g->first_deal ? "" : ",", info->deal, info->dealer);
    if (g->misdeals)
        printf("\"misdeals\":%d,", g->misdeals);
    if (g->new_deals)
        printf("\"new_deals\":%d,", g->new_deals);
    printf("\"hands\":[");
    for (uint32_t p = 0; p < info->players; p++) {
        printf("%s{\"dealt\":[", p ? "," : "");
        put_cards(g, g->dealt[p]);
        printf("],\"discard\":[");
        put_cards(g, g->away[p]);
        printf("]}");
    }
    printf("]");
    for (int i = 0; i < g->n_fixes; i++) {
        printf(i ? ",{" : ",\"rectified\":[{");
        if (g->fixes[i].holder == CRIB_HOLDER_CRIB)
            printf("\"holder\":\"crib\"");
        else
            printf("\"holder\":%u", g->fixes[i].holder);
        printf(",\"pegged\":%u,\"drawn\":[", g->fixes[i].pegged);
        put_cards(g, g->fixes[i].drawn);
        printf("]}%s", i + 1 == g->n_fixes ? "]" : "");
    }
}

/* Deals until a deal stands (a misdeal or a new deal demanded deals again), and lays
 * away. */
static void log_deal(glog *g)
{
    crib_status info;
    g->misdeals = g->new_deals = 0;
    for (int first = 1;; first = 0) {
        g->n_fixes = 0;
        if (deal_cards(g, &info, first))
            continue;
        lay_away(g, &info);
        if (!find_wrong(g))
            break;
    }
    crib_deal_status(&g->deal, &info);
    if (g->json)
        deal_json(g, &info);
    g->first_deal = 0;
}

static void log_cut(glog *g)
{
    uint32_t heels = 0;
    int32_t starter;
    if (g->opts->cut) {
        crib_card stock[CRIB_CARDS];
        int32_t n = crib_deal_stock(&g->deal, stock, CRIB_CARDS);
        uint32_t deepest = n > CRIB_CUT_MIN ? (uint32_t)(n - CRIB_CUT_MIN) : 0;
        uint32_t at = (uint32_t)g->opts->cut < deepest ? (uint32_t)g->opts->cut : deepest;
        starter = crib_deal_cut_at(&g->deal, at, &heels);
    } else {
        starter = crib_deal_cut(&g->deal, &heels);
    }
    if (g->json) {
        printf(",\"starter\":\"");
        cli_put_card(stdout, (crib_card)starter);
        printf("\",\"heels\":%u,", heels);
        put_board(g);
        printf(",\"play\":[");
    } else {
        printf("starter ");
        cli_put_card(stdout, (crib_card)starter);
        if (heels) {
            printf(": his heels, 2 for the dealer\n");
            put_board(g);
        } else {
            putchar('\n');
        }
        printf("the play:\n");
    }
    g->first_item = 1;
}

/* What one action of the play did, for the log. */
typedef struct act {
    crib_play_event ev;
    crib_claim claim;
    int32_t pegged;
    int claimed_all;
    uint64_t dead;
} act;

/* The claim's note, when the scorer claimed less (or more) than the card made. */
static void claim_text(const act *a)
{
    if (a->claimed_all || (!a->claim.missed && !a->claim.over_claimed))
        return;
    printf(" (claimed %u", a->claim.claimed);
    if (a->claim.muggins)
        printf(": player %u pegs %u for muggins", a->claim.opponent, a->claim.muggins);
    else if (a->claim.missed)
        printf(": %u unpegged", a->claim.missed);
    printf(")");
}

static void event_text(const glog *g, const act *a)
{
    const crib_play_event *ev = &a->ev;
    if (ev->card == CRIB_NONE) {
        printf("  player %u says go", ev->player);
    } else {
        printf("  player %u plays ", ev->player);
        cli_put_card(stdout, (crib_card)ev->card);
        printf(", %u", ev->count);
    }
    if (ev->penalty) {
        printf(" though he could play ");
        put_cards(g, a->dead);
        printf(": a failure to play, the cards are dead and player %u pegs %u", ev->penalty_to,
               a->claim.penalty);
    }
    if (ev->points)
        printf(": %u for player %u", ev->points, ev->scorer);
    if (!a->claimed_all && (a->claim.missed || a->claim.over_claimed))
        claim_text(a);
    else if (ev->points && a->pegged == 0)
        printf(" (not pegged: the rules refuse it)");
    else if (ev->points && (uint32_t)a->pegged != ev->points)
        printf(" (only %d pegged: the rules refuse the rest)", a->pegged);
    putchar('\n');
    if (a->pegged > 0 || a->claim.penalty || a->claim.muggins)
        put_board(g);
    if (ev->reset && !ev->over)
        printf("  -- the count starts again at 0\n");
}

static void event_json(glog *g, const act *a)
{
    const crib_play_event *ev = &a->ev;
    printf("%s{\"player\":%u,\"card\":", g->first_item ? "" : ",", ev->player);
    g->first_item = 0;
    if (ev->card == CRIB_NONE) {
        printf("null");
    } else {
        putchar('"');
        cli_put_card(stdout, (crib_card)ev->card);
        putchar('"');
    }
    printf(",\"count\":%u,\"points\":%u,\"scorer\":", ev->count, ev->points);
    printf(ev->points ? "%u" : "null", ev->scorer);
    printf(",\"pegged\":%d,\"reset\":%s,", a->pegged, ev->reset ? "true" : "false");
    if (!a->claimed_all)
        printf("\"claimed\":%u,\"muggins\":%u,", a->claim.claimed, a->claim.muggins);
    if (ev->penalty) {
        printf("\"penalty\":%u,\"penalty_to\":%u,\"dead\":[", a->claim.penalty, ev->penalty_to);
        put_cards(g, a->dead);
        printf("],");
    }
    put_board(g);
    putchar('}');
}

/* The cards made dead since `before`. */
static uint64_t new_dead(const glog *g, uint64_t before)
{
    crib_play play;
    uint64_t dead = 0;
    if (crib_deal_play(&g->deal, &play) == CRIB_OK)
        crib_play_dead(&play, &dead);
    return dead & ~before;
}

/* One turn: the bot's card or go, a go while able when --errors asks (the rules may refuse
 * it: then the card after all), a scoring card left unclaimed when it asks, corrected at
 * once for correct@. */
static void play_turn(glog *g, const crib_play *play, uint32_t who)
{
    crib_card card;
    act a;
    memset(&a, 0, sizeof a);
    int can = bot_card(g, play, who, &card);
    uint32_t chosen = can ? card : NONE, claimed = CRIB_CLAIM_ALL;
    game_slip *s = can ? slip_for(g, SLIP_GO, who) : NULL;
    if (s) {
        s->done = 1;
        chosen = NONE;
    } else if (can) {
        crib_card pile[CRIB_PLAY_MAX_PILE + 1];
        int32_t n = crib_play_pile(play, pile, CRIB_PLAY_MAX_PILE);
        pile[n] = card;
        s = slip_for(g, SLIP_MISS, who);
        if (!s)
            s = slip_for(g, SLIP_CORRECT, who);
        if (s && crib_peg_score(pile, (size_t)n + 1, NULL) > 0) {
            s->done |= MADE;
            claimed = 0;
        } else {
            s = NULL;
        }
    }
    uint64_t dead_before = 0;
    crib_play_dead(play, &dead_before);
    a.pegged = crib_deal_play_claim(&g->deal, who, chosen, claimed, &a.ev, &a.claim);
    if (a.pegged < 0) {
        if (!g->json)
            printf("  player %u says go holding a card: refused (%s)\n", who,
                   crib_strerror(a.pegged));
        claimed = CRIB_CLAIM_ALL;
        a.pegged = crib_deal_play_claim(&g->deal, who, card, claimed, &a.ev, &a.claim);
    }
    a.claimed_all = claimed == CRIB_CLAIM_ALL;
    a.dead = new_dead(g, dead_before);
    if (g->json)
        event_json(g, &a);
    else
        event_text(g, &a);
    if (s && s->kind == SLIP_CORRECT) {
        uint32_t fixed = 0;
        crib_deal_correct(&g->deal, who, &fixed);
        if (!g->json) {
            printf("  player %u corrects his short peg before his next card: %u\n", who, fixed);
            put_board(g);
        }
    }
}

/* The play, card by card, until it is over or the game is. */
static void log_play(glog *g)
{
    crib_status info;
    crib_deal_status(&g->deal, &info);
    while (info.stage == CRIB_STAGE_PLAY) {
        crib_play play;
        crib_deal_play(&g->deal, &play);
        play_turn(g, &play, (uint32_t)crib_play_turn(&play));
        crib_deal_status(&g->deal, &info);
    }
}

static void show_text(const glog *g, const crib_show *sh, const char *said)
{
    crib_card all[5];
    char text[32];
    const crib_claim *c = &sh->claim;
    memcpy(all, sh->cards, sh->n_cards);
    crib_hand_format(all, sh->n_cards, text, sizeof text);
    printf("  player %u's %s %s with ", sh->player, sh->is_crib ? "crib" : "hand", text);
    cli_put_card(stdout, (crib_card)sh->starter);
    printf(": %s", said);
    if (c->missed || c->over_claimed) {
        printf(" (claimed %u", c->claimed);
        if (c->muggins)
            printf(": player %u pegs %u for muggins", c->opponent, c->muggins);
        else if (c->missed)
            printf(": %u unpegged", c->missed);
        else
            printf(": corrected to %u", c->pegged);
        printf(")");
    } else if (sh->score.total && c->pegged == 0) {
        printf(" (not pegged: the rules refuse it)");
    } else if (c->pegged != sh->score.total) {
        printf(" (%u pegged)", c->pegged);
    }
    putchar('\n');
    if (c->pegged || c->muggins || c->penalty)
        put_board(g);
}

static void show_json(glog *g, const crib_show *sh, const char *said, uint32_t claimed,
                      int overpeg, uint32_t penalty)
{
    printf("%s{\"player\":%u,\"crib\":%s,\"cards\":[", g->first_item ? "" : ",", sh->player,
           sh->is_crib ? "true" : "false");
    g->first_item = 0;
    uint64_t mask = 0;
    crib_mask_from_cards(sh->cards, sh->n_cards, &mask);
    put_cards(g, mask);
    printf("],\"points\":%u,\"said\":", sh->score.total);
    json_string(stdout, said);
    printf(",\"pegged\":%u,", sh->claim.pegged);
    if (claimed != CRIB_CLAIM_ALL)
        printf("\"claimed\":%u,\"muggins\":%u,", sh->claim.claimed, sh->claim.muggins);
    if (overpeg)
        printf("\"overpeg_penalty\":%u,", penalty);
    put_board(g);
    putchar('}');
}

/* What the next show's player claims: all, or as --errors asks, nothing or 2 too many. */
static uint32_t show_claim(const glog *g, uint32_t player, uint32_t is_crib, uint32_t total)
{
    game_slip *s = is_crib ? NULL : slip_when(g, SLIP_MISS, player, MADE_IN_SHOW);
    if (s) {
        s->done |= MADE_IN_SHOW;
        return 0;
    }
    s = is_crib ? NULL : slip_for(g, SLIP_OVERCLAIM, player);
    if (s) {
        s->done = 1;
        return total + 2;
    }
    return CRIB_CLAIM_ALL;
}

/* An over-peg found after the player's show, when --errors asks; 1 when it was. */
static int overpeg(glog *g, const crib_show *sh, uint32_t *penalty)
{
    game_slip *s = sh->is_crib ? NULL : slip_for(g, SLIP_OVERPEG, sh->player);
    if (!s || sh->claim.ended)
        return 0;
    s->done = 1;
    crib_deal_overpeg(&g->deal, sh->player, penalty);
    if (!g->json) {
        printf("  player %u pegged 2 more than he announced: corrected on demand", sh->player);
        if (*penalty)
            printf(", and player %u pegs %u\n", (sh->player + 1) % g->players, *penalty);
        else
            putchar('\n');
        put_board(g);
    }
    return 1;
}

static void log_show(glog *g)
{
    crib_status info;
    crib_deal_status(&g->deal, &info);
    if (info.stage == CRIB_STAGE_SHOW)
        printf(g->json ? "],\"show\":[" : "the show:\n");
    else if (g->json)
        printf("],\"show\":[");
    g->first_item = 1;
    while (info.stage == CRIB_STAGE_SHOW) {
        crib_show sh;
        char said[512];
        crib_card cards[4];
        crib_score score;
        uint64_t shown = info.next_is_crib ? info.crib : info.hand[info.next_show];
        int n = crib_mask_to_cards(shown, cards, 4);
        crib_hand_score(cards, (size_t)n, (crib_card)info.starter,
                        info.next_is_crib ? CRIB_SCORE_CRIB : 0, &score);
        uint32_t claimed = show_claim(g, info.next_show, info.next_is_crib, score.total);
        uint32_t penalty = 0;
        crib_deal_show(&g->deal, claimed, &sh);
        crib_score_format(&sh.score, said, sizeof said);
        if (!g->json)
            show_text(g, &sh, said);
        int over = overpeg(g, &sh, &penalty);
        if (g->json)
            show_json(g, &sh, said, claimed, over, penalty);
        crib_deal_status(&g->deal, &info);
    }
    if (g->json)
        printf("]}");
}

static void result_text(const glog *g, const crib_result *res)
{
    printf("\n== ");
    side_name(g, res->winner);
    printf(" %s the game", g->players == 4 ? "win" : "wins");
    printf(" %s (%s, pegged by player %u)\n", k_phase_words[res->phase],
           crib_name_reason(res->reason), res->player);
    for (uint32_t s = 0; s < res->sides; s++) {
        printf("   ");
        side_name(g, s);
        printf(" %u", res->score[s]);
        if (s != res->winner)
            printf(": %s, the game worth %u", res->level[s] ? crib_name_level(res->level[s]) : "plain",
                   res->value[s]);
        putchar('\n');
    }
    printf("   the winner gains %u\n", res->total_value);
}

static void result_json(const crib_result *res)
{
    printf("],\"result\":{\"winner\":%u,\"player\":%u,\"phase\":\"%s\",\"reason\":\"%s\","
           "\"scores\":[",
           res->winner, res->player, crib_name_phase(res->phase), crib_name_reason(res->reason));
    for (uint32_t s = 0; s < res->sides; s++)
        printf("%s%u", s ? "," : "", res->score[s]);
    printf("],\"levels\":[");
    for (uint32_t s = 0; s < res->sides; s++)
        printf("%s\"%s\"", s ? "," : "", crib_name_level(res->level[s]));
    printf("],\"values\":[");
    for (uint32_t s = 0; s < res->sides; s++)
        printf("%s%u", s ? "," : "", res->value[s]);
    printf("],\"value\":%u}}", res->total_value);
}

/* Plays the game to its end, deal by deal, and fills its result. A deal cut short by the
 * end of the game closes its open JSON arrays too. */
static void play_out(glog *g, crib_result *res)
{
    crib_status info;
    crib_deal_status(&g->deal, &info);
    while (info.stage != CRIB_STAGE_OVER) {
        log_deal(g);
        crib_deal_status(&g->deal, &info);
        if (info.stage == CRIB_STAGE_CUT)
            log_cut(g);
        else if (g->json)
            printf(",\"play\":[");
        log_play(g);
        log_show(g);
        crib_deal_status(&g->deal, &info);
    }
    crib_game game;
    crib_deal_game(&g->deal, &game);
    crib_game_result(&game, res);
    if (g->json)
        result_json(res);
    else
        result_text(g, res);
}

static crib_game_rules rules_of(const game_opts *o)
{
    crib_game_rules rules;
    crib_game_rules_default(&rules, (uint32_t)o->variant);
    if (o->target)
        rules.target = (uint32_t)o->target;
    rules.ladder = (uint32_t)o->ladder;
    rules.options = o->options;
    rules.peggers = o->peggers;
    return rules;
}

/* One game from a seed and a first dealer (CRIB_DEAL_CUT: cut for it). */
static int play_game(game_opts *o, unsigned long long seed, uint32_t first_dealer,
                     crib_result *res)
{
    crib_game_rules rules = rules_of(o);
    glog g;
    memset(&g, 0, sizeof g);
    g.json = o->json;
    g.opts = o;
    g.seed = seed;
    for (uint32_t p = 0; p < CRIB_PLAY_MAX_PLAYERS; p++)
        g.level[p] = o->n_levels ? o->level[o->n_levels > 1 ? p : 0] : CRIB_BOT_EASY;
    int32_t init = crib_deal_init(&g.deal, &rules, (uint64_t)seed, first_dealer);
    if (init < 0) {
        cli_error("game: %s", crib_strerror(init));
        return CLI_FAIL;
    }
    g.first_deal = 1;
    log_start(&g, seed, &rules);
    play_out(&g, res);
    if (o->json && !o->match)
        putchar('\n');
    return CLI_OK;
}

static void standing_text(const crib_standing *st)
{
    printf("\n== the match: ");
    for (uint32_t s = 0; s < st->sides; s++)
        printf("%sside %u %u game%s (worth %u)", s ? ", " : "", s, st->wins[s],
               st->wins[s] == 1 ? "" : "s", st->value[s]);
    printf("; side %u wins the match\n", st->winner);
}

static void standing_json(const crib_standing *st)
{
    printf("],\"standing\":{\"winner\":%u,\"games\":%u,\"wins\":[", st->winner, st->games);
    for (uint32_t s = 0; s < st->sides; s++)
        printf("%s%u", s ? "," : "", st->wins[s]);
    printf("],\"values\":[");
    for (uint32_t s = 0; s < st->sides; s++)
        printf("%s%u", s ? "," : "", st->value[s]);
    printf("]}}\n");
}

/* A match: games until a side has won o->match of them, the first dealer of each after the
 * first by the match's rule (a cut, the loser, or the pub rule). */
static int play_match(game_opts *o)
{
    static const uint32_t k_flags[] = {0, CRIB_MATCH_LOSER_DEALS, CRIB_MATCH_PUB};
    crib_match m;
    crib_standing st;
    crib_match_init(&m, (uint32_t)o->match, k_flags[o->match_rule]);
    crib_match_standing(&m, &st);
    static const char *const k_rules[] = {"cut", "acc", "pub"};
    if (o->json)
        printf("{\"match\":{\"wins_needed\":%llu,\"rule\":\"%s\"},\"games\":[", o->match,
               k_rules[o->match_rule]);
    for (uint32_t k = 0; !st.over; k++) {
        crib_result res;
        if (o->json && k)
            putchar(',');
        else if (!o->json)
            printf("%s== game %u of the match\n", k ? "\n" : "", k + 1);
        int rc = play_game(o, o->seed + k, st.next_dealer, &res);
        if (rc != CLI_OK)
            return rc;
        crib_match_record(&m, &res);
        crib_match_standing(&m, &st);
    }
    if (o->json)
        standing_json(&st);
    else
        standing_text(&st);
    return CLI_OK;
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
    crib_result res;
    return play_game(&o, o.seed, CRIB_DEAL_CUT, &res);
}
