/* SPDX-License-Identifier: MIT */
/* crib game's log, as text or JSON (see game_log.h). */
#include "game_log.h"
#include "json.h"

#define NONE CRIB_NONE

/* The words of variants, ladders, levels, phases and reasons come from names.h, which
 * tools/gen_layout.c writes from crib.h by the rule the bindings follow; these are prose. */
static const char *const k_phase_words[] = {"at the start",
                                            "on his heels",
                                            "in the play",
                                            "in the show of a hand",
                                            "in the show of the crib",
                                            "before the starter"};

static void side_name(const game_state *g, uint32_t side)
{
    if (g->players == 4)
        printf("players %u and %u", side, side + 2);
    else
        printf("player %u", side);
}

static void put_board(const game_state *g)
{
    crib_game game;
    /* The deal is set up, and its sides are the game's. */
    CLI_SURE(crib_deal_game(&g->deal, &game));
    printf(g->json ? "\"board\":[" : "    board:");
    for (uint32_t s = 0; s < g->sides; s++) {
        uint32_t front, rear;
        CLI_SURE(crib_game_board(&game, s, &front, &rear));
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

/* Whether any player's bot is not the easy one; then the log names the levels. */
static int any_level(const game_state *g)
{
    uint32_t any = 0;
    for (uint32_t p = 0; p < g->players; p++)
        any |= g->level[p];
    return any != 0;
}

/* The levels of the players' bots, when one is not easy: "levels":[...], in the JSON log,
 * or a "bots:" line in the text. */
static void log_levels(const game_state *g, uint32_t players)
{
    for (uint32_t p = 0; any_level(g) && p < players; p++) {
        const char *name = game_level_name(g->level[p]);
        if (g->json)
            printf("%s\"%s\"%s", p ? "," : "\"levels\":[", name, p + 1 == players ? "]," : "");
        else
            printf("%s player %u %s%s", p ? "," : "bots:", p, name, p + 1 == players ? "\n" : "");
    }
}

static void log_start_json(const game_state *g, unsigned long long seed, const crib_game_rules *r,
                           const crib_status *info)
{
    /* A reader whose numbers are doubles (JavaScript) loses seeds above 2^53 - 1; the hex
     * string beside the number keeps every seed exact for it. */
    printf("{\"record\":%d,\"seed\":%llu,\"seed_hex\":\"%016llx\",\"variant\":\"%s\","
           "\"players\":%u,\"target\":%u,\"ladder\":\"%s\",\"options\":%u,",
           CRIB_RECORD_VERSION, seed, seed, crib_name_variant(r->variant), info->players, r->target,
           crib_name_ladder(r->ladder), r->options);
    if (r->peggers)
        printf("\"peggers\":%u,", r->peggers);
    printf("\"first_cut\":[");
    for (uint32_t p = 0; p < info->players; p++) {
        printf(p ? "," : "");
        json_card(stdout, info->first_cut[p]); /* null: a player not elected to peg */
    }
    printf("],\"first_dealer\":%u,", info->dealer);
    log_levels(g, info->players);
    printf("\"deals\":[");
}

static void log_start_text(const game_state *g, unsigned long long seed, const crib_game_rules *r,
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

void log_start(const game_state *g, unsigned long long seed, const crib_game_rules *r,
               const crib_status *info)
{
    if (g->json)
        log_start_json(g, seed, r, info);
    else
        log_start_text(g, seed, r, info);
}

void log_dealt(const game_state *g, const crib_status *info, int first)
{
    if (first && !g->json)
        printf("\n== deal %u: player %u deals\n", info->deal, info->dealer);
}

void log_misdeal(const game_state *g, const crib_status *info)
{
    if (!g->json)
        printf("a misdeal: a card is exposed in dealing; player %u deals again\n", info->dealer);
}

void log_forfeit(const game_state *g, uint32_t deal, uint32_t by, uint32_t dealer)
{
    if (!g->json)
        printf("\n== deal %u: player %u offers the pack to be cut, where there is no cutting;\n"
               "player %u picks it up and deals, giving himself the crib\n",
               deal, by, dealer);
}

void log_miscount(const game_state *g, uint32_t p, int change)
{
    if (!g->json)
        printf("player %u is dealt a card too %s\n", p, change > 0 ? "many" : "few");
}

void log_lay_away(const game_state *g, uint32_t p)
{
    if (g->json)
        return;
    printf("player %u holds ", p);
    cli_put_mask(stdout, g->dealt[p]);
    printf(" and lays away ");
    cli_put_mask(stdout, g->away[p]);
    putchar('\n');
}

/* The opponent's choices by CRIB_RECTIFY_*, as the bindings name them. */
static const char *const k_choices[] = {"", "peg", "new-deal", "correct", "stand"};

void log_wrong(const game_state *g, uint32_t holder, uint32_t have, int late)
{
    if (g->json)
        return;
    if (late)
        printf("  ");
    if (holder == CRIB_HOLDER_CRIB)
        printf("the crib is found with %u cards%s", have, late ? " at its show" : "");
    else
        printf("player %u is found with %u cards %s", holder, have,
               late ? "at his show" : "after laying away");
}

/* A late finding in the JSON log: an entry of the show, {"rectified":{...}}. */
static void late_json(game_state *g, const game_fix *fix, uint32_t holder, uint32_t cards,
                      uint32_t choice)
{
    printf("%s{\"rectified\":{", g->first_item ? "" : ",");
    g->first_item = 0;
    if (holder == CRIB_HOLDER_CRIB)
        printf("\"holder\":\"crib\"");
    else
        printf("\"holder\":%u", holder);
    printf(",\"cards\":%u,\"choice\":\"%s\"", cards, k_choices[choice]);
    if (fix) {
        printf(",\"pegged\":%u,\"drawn\":", fix->pegged);
        json_mask(stdout, fix->drawn);
    }
    printf("}");
}

void log_new_deal(game_state *g, uint32_t opponent, uint32_t holder, uint32_t have, int late)
{
    if (!g->json) {
        printf(": player %u demands a new deal, by the same dealer\n", opponent);
        return;
    }
    if (late) {
        late_json(g, NULL, holder, have, CRIB_RECTIFY_NEW_DEAL);
        putchar('}');
    }
}

void log_drawn(game_state *g, uint32_t opponent, const game_fix *fix, size_t n, int late)
{
    if (g->json) {
        if (late) {
            late_json(g, fix, fix->holder, fix->cards, fix->choice);
            putchar(',');
            put_board(g);
            putchar('}');
        }
        return;
    }
    if (fix->choice == CRIB_RECTIFY_STAND) {
        printf(": player %u lets it stand and pegs %u\n", opponent, fix->pegged);
        put_board(g);
        return;
    }
    if (fix->choice == CRIB_RECTIFY_CORRECT)
        printf(": player %u has it corrected, and ", opponent);
    else
        printf(": player %u pegs %u and ", opponent, fix->pegged);
    if (n) {
        printf("draws ");
        cli_put_mask(stdout, fix->drawn);
        printf(" out of it\n");
    } else {
        printf("it draws from the stock\n");
    }
    if (fix->pegged)
        put_board(g);
}

void log_imperfect(game_state *g, uint32_t dealer)
{
    if (g->json)
        printf("],\"void\":\"imperfect pack\"}");
    else
        printf("  the pack is found imperfect: a misdeal, and player %u deals again; the points "
               "pegged stand\n",
               dealer);
    g->first_item = 1;
}

void log_void(game_state *g)
{
    if (g->json)
        printf("],\"void\":\"new deal\"}");
    g->first_item = 1;
}

/* The JSON log's holders put right before the starter: "rectified":[...], when any. */
static void fixes_json(const game_fix *fixes, int n)
{
    for (int i = 0; i < n; i++) {
        printf(i ? ",{" : ",\"rectified\":[{");
        if (fixes[i].holder == CRIB_HOLDER_CRIB)
            printf("\"holder\":\"crib\"");
        else
            printf("\"holder\":%u", fixes[i].holder);
        printf(",\"cards\":%u", fixes[i].cards);
        if (fixes[i].choice != CRIB_RECTIFY_PEG)
            printf(",\"choice\":\"%s\"", k_choices[fixes[i].choice]);
        if (fixes[i].choice != CRIB_RECTIFY_NEW_DEAL) {
            printf(",\"pegged\":%u,\"drawn\":", fixes[i].pegged);
            json_mask(stdout, fixes[i].drawn);
        }
        printf("}%s", i + 1 == n ? "]" : "");
    }
}

static void hands_json(uint32_t players, const uint64_t *dealt, const uint64_t *away)
{
    printf("\"hands\":[");
    for (uint32_t p = 0; p < players; p++) {
        printf("%s{\"dealt\":", p ? "," : "");
        json_mask(stdout, dealt[p]);
        printf(",\"discard\":");
        json_mask(stdout, away[p]);
        putchar('}');
    }
    printf("]");
}

/* The crib's number of cards once it was made wrong: the reader cannot tell it from the
 * rest when the game ends before the crib is settled, and the starter comes after it. */
static void crib_cards_json(uint32_t cards)
{
    if (cards)
        printf(",\"crib_cards\":%u", cards);
}

/* The deals made void before this one stood: "voided":[...], when any. */
static void voids_json(const game_state *g)
{
    for (int i = 0; i < g->n_voids; i++) {
        const game_void *v = &g->voids[i];
        printf("%s{\"cause\":\"%s\"", i ? "," : "\"voided\":[", v->cause ? "new deal" : "misdeal");
        if (v->cause) {
            putchar(',');
            hands_json(g->players, v->dealt, v->away);
            crib_cards_json(v->crib_cards);
            fixes_json(v->fixes, v->n_fixes);
        }
        printf("}%s", i + 1 == g->n_voids ? "]," : "");
    }
}

void log_deal(game_state *g, const crib_status *info)
{
    if (g->json) {
        printf("%s{\"deal\":%u,\"dealer\":%u,", g->first_deal ? "" : ",", info->deal, info->dealer);
        if (g->misdeals)
            printf("\"misdeals\":%d,", g->misdeals);
        if (g->new_deals)
            printf("\"new_deals\":%d,", g->new_deals);
        if (g->forfeited)
            printf("\"forfeited\":{\"deal\":%u,\"dealer\":%u},", g->forfeited, g->forfeit_by);
        if (g->pack_cut)
            printf("\"pack_cut\":%u,", g->pack_cut);
        voids_json(g);
        if (g->crib_dealt) {
            printf("\"crib_dealt\":");
            json_mask(stdout, g->crib_dealt);
            putchar(',');
        }
        hands_json(info->players, g->dealt, g->away);
        crib_cards_json(g->crib_cards);
        fixes_json(g->fixes, g->n_fixes);
    }
    g->first_deal = 0;
}

void log_cut(game_state *g, int32_t starter, uint32_t heels)
{
    if (g->json) {
        printf(",\"starter\":");
        json_card(stdout, (uint32_t)starter);
        printf(",\"heels\":%u,", heels);
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

void log_no_cut(const game_state *g)
{
    if (g->json)
        printf(",\"play\":[");
}

void log_go_refused(const game_state *g, uint32_t who, int32_t code)
{
    if (!g->json)
        printf("  player %u says go holding a card: refused (%s)\n", who, crib_strerror(code));
}

/* The claim's note, when the scorer claimed less (or more) than the card made. */
static void claim_text(const game_act *a)
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

static void act_text(const game_state *g, const game_act *a)
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
        cli_put_mask(stdout, a->dead);
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

static void act_json(game_state *g, const game_act *a)
{
    const crib_play_event *ev = &a->ev;
    printf("%s{\"player\":%u,\"card\":", g->first_item ? "" : ",", ev->player);
    g->first_item = 0;
    json_card(stdout, ev->card);
    printf(",\"count\":%u,\"points\":%u,\"scorer\":", ev->count, ev->points);
    printf(ev->points ? "%u" : "null", ev->scorer);
    printf(",\"pegged\":%d,\"reset\":%s,", a->pegged, ev->reset ? "true" : "false");
    if (!a->claimed_all)
        printf("\"claimed\":%u,\"muggins\":%u,", a->claim.claimed, a->claim.muggins);
    if (ev->penalty) {
        printf("\"penalty\":%u,\"penalty_to\":%u,\"dead\":", a->claim.penalty, ev->penalty_to);
        json_mask(stdout, a->dead);
        putchar(',');
    }
    put_board(g);
    putchar('}');
}

void log_act(game_state *g, const game_act *a)
{
    if (g->json)
        act_json(g, a);
    else
        act_text(g, a);
}

void log_correct(game_state *g, uint32_t who, uint32_t fixed)
{
    if (g->json) {
        printf(",{\"correct\":{\"player\":%u,\"pegged\":%u},", who, fixed);
        put_board(g);
        putchar('}');
        return;
    }
    printf("  player %u corrects his short peg before his next card: %u\n", who, fixed);
    put_board(g);
}

void log_show_begin(game_state *g, const crib_status *info)
{
    if (g->json)
        printf("],\"show\":[");
    else if (info->stage == CRIB_STAGE_SHOW)
        printf("the show:\n");
    g->first_item = 1;
}

void log_show(const game_state *g, const crib_show *sh, const char *said)
{
    if (g->json)
        return;
    const crib_claim *c = &sh->claim;
    printf("  player %u's %s ", sh->player, sh->is_crib ? "crib" : "hand");
    cli_put_cards(stdout, sh->cards, sh->n_cards);
    printf(" with ");
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

static void overpeg_text(const game_state *g, const crib_show *sh, uint32_t penalty)
{
    printf("  player %u pegged 2 more than he announced: corrected on demand", sh->player);
    if (penalty)
        printf(", and player %u pegs %u\n", (sh->player + 1) % g->players, penalty);
    else
        putchar('\n');
    put_board(g);
}

void log_show_settled(game_state *g, const crib_show *sh, const char *said, uint32_t claimed,
                      int overpeg, uint32_t penalty, const uint8_t *order, size_t n_order)
{
    if (!g->json) {
        if (overpeg)
            overpeg_text(g, sh, penalty);
        return;
    }
    printf("%s{\"player\":%u,\"crib\":%s,\"cards\":", g->first_item ? "" : ",", sh->player,
           sh->is_crib ? "true" : "false");
    g->first_item = 0;
    json_cards(stdout, sh->cards, sh->n_cards);
    printf(",\"points\":%u,\"said\":", sh->score.total);
    json_string(stdout, said);
    printf(",\"pegged\":%u,", sh->claim.pegged);
    if (claimed != CRIB_CLAIM_ALL)
        printf("\"claimed\":%u,\"muggins\":%u,", sh->claim.claimed, sh->claim.muggins);
    if (overpeg)
        printf("\"overpeg_penalty\":%u,", penalty);
    for (size_t i = 0; order && i < n_order; i++)
        printf("%s%u", i ? "," : "\"order\":[", order[i]);
    if (order)
        printf(n_order ? "]," : "\"order\":[],");
    put_board(g);
    putchar('}');
}

void log_show_end(const game_state *g)
{
    if (g->json)
        printf("]}");
}

static void result_text(const game_state *g, const crib_result *res)
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
            printf(": %s, the game worth %u",
                   res->level[s] ? crib_name_level(res->level[s]) : "plain", res->value[s]);
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

void log_result(const game_state *g, const crib_result *res)
{
    if (g->json)
        result_json(res);
    else
        result_text(g, res);
}

void log_game_end(const game_state *g, int alone)
{
    if (g->json && alone)
        putchar('\n');
}

void log_match_start(const game_opts *o)
{
    static const char *const k_rules[] = {"cut", "acc", "pub"};
    if (o->json)
        printf("{\"match\":{\"wins_needed\":%llu,\"rule\":\"%s\"},\"games\":[", o->match,
               k_rules[o->match_rule]);
}

void log_match_game(const game_opts *o, uint32_t k)
{
    if (o->json && k)
        putchar(',');
    else if (!o->json)
        printf("%s== game %u of the match\n", k ? "\n" : "", k + 1);
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

void log_standing(const game_opts *o, const crib_standing *st)
{
    if (o->json)
        standing_json(st);
    else
        standing_text(st);
}
