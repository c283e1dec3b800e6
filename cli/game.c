/* SPDX-License-Identifier: MIT */
/* crib game: a whole game between two (or three or four) simple bots, with its log. */
#include "cli.h"

#include <string.h>

static void game_usage(FILE *f)
{
    fputs("usage: crib game [--seed N] [--variant NAME] [--target N] [--ladder NAME]\n"
          "                 [--level NAME[,NAME...]] [--no-go-out] [--no-heels-near]\n"
          "                 [--exact] [--muggins] [--overclaim] [--json]\n"
          "  Plays a whole game between libcrib's bots (crib_bot_choose_discard and\n"
          "  crib_bot_choose_play) and prints its log: the cut for deal, each deal's hands,\n"
          "  discards and starter, every card of the play with its points, every show\n"
          "  with its announcement, the board after each score, and the result.\n"
          "  The same seed gives the same game on every machine.\n"
          "  --seed N        the seed of the shuffles, 0 to 2^64-1 (default 1)\n"
          "  --variant NAME  six-card (default), five-card, three, four, two-to-crib\n"
          "  --target N      the score that wins, 1 to 1000 (default 121; 61 five-card)\n"
          "  --ladder NAME   none (default), lurch, skunk: what a game is worth\n"
          "  --level NAMES   easy (default) or strong: one level for every player, or\n"
          "                  one per player separated by commas (strong,easy)\n"
          "  --no-go-out     a go or last card cannot win the game\n"
          "  --no-heels-near no heels when the dealer needs 5 or fewer\n"
          "  --exact         the target must be reached exactly\n"
          "  --muggins, --overclaim  the show's claim rules (the bots claim correctly)\n"
          "  --json          print one JSON object instead of text\n",
          f);
}

static const char *const k_levels_named[] = {"easy", "strong"};
static const char *const k_levels[] = {"none", "lurch", "skunk", "double-skunk",
                                       "triple-skunk"};
static const char *const k_phases[] = {"start", "heels", "play", "show-hand", "show-crib"};
static const char *const k_phase_words[] = {"at the start", "on his heels", "in the play",
                                            "in the show of a hand", "in the show of the crib"};
static const char *const k_reasons[] = {"",     "three-for-last", "heels",   "play", "go",
                                        "hand", "crib",           "muggins", "penalty"};

static const struct {
    const char *name;
    uint32_t bit;
} k_options[] = {
    {"--no-go-out", CRIB_OPT_NO_GO_OUT}, {"--no-heels-near", CRIB_OPT_NO_HEELS_NEAR},
    {"--exact", CRIB_OPT_EXACT},         {"--muggins", CRIB_OPT_MUGGINS},
    {"--overclaim", CRIB_OPT_OVERCLAIM},
};
#define N_OPTIONS (sizeof k_options / sizeof k_options[0])

/* How the log is written. */
typedef struct glog {
    int json;
    uint32_t level[CRIB_PLAY_MAX_PLAYERS];
    uint64_t seed;
    uint64_t away[CRIB_PLAY_MAX_PLAYERS]; /* each player's discard in this deal */
    crib_deal deal;
    uint32_t players, sides;
    int first_deal, first_item;
} glog;

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

static void log_start(glog *g, unsigned long long seed, const crib_game_rules *r)
{
    crib_status info;
    crib_deal_status(&g->deal, &info);
    g->players = info.players;
    g->sides = info.players == 4 ? 2 : info.players;
    if (g->json) {
        printf("{\"seed\":%llu,\"variant\":\"%s\",\"players\":%u,\"target\":%u,\"ladder\":\"%s\","
               "\"options\":%u,\"levels\":[",
               seed, cli_variants[r->variant], info.players, r->target, cli_ladders[r->ladder],
               r->options);
        for (uint32_t p = 0; p < info.players; p++)
            printf("%s\"%s\"", p ? "," : "", k_levels_named[g->level[p]]);
        printf("],\"first_cut\":[");
        for (uint32_t p = 0; p < info.players; p++) {
            printf(p ? ",\"" : "\"");
            cli_put_card(stdout, (crib_card)info.first_cut[p]);
            putchar('"');
        }
        printf("],\"first_dealer\":%u,\"deals\":[", info.dealer);
        return;
    }
    printf("crib game: %s, %u players, to %u, seed %llu\ncut for deal:", cli_variants[r->variant],
           info.players, r->target, seed);
    for (uint32_t p = 0; p < info.players; p++) {
        printf("%s player %u ", p ? "," : "", p);
        cli_put_card(stdout, (crib_card)info.first_cut[p]);
    }
    printf("; player %u deals\n", info.dealer);
    uint32_t any = 0;
    for (uint32_t p = 0; p < info.players; p++)
        any |= g->level[p];
    for (uint32_t p = 0; any && p < info.players; p++)
        printf("%s player %u %s%s", p ? "," : "bots:", p, k_levels_named[g->level[p]],
               p + 1 == info.players ? "\n" : "");
    if (r->variant == CRIB_VARIANT_FIVE_CARD) {
        printf("player %u pegs 3 for last at the start of the game\n", (info.dealer + 1) % 2);
        put_board(g);
    }
}

/* Deals, and lays away each bot's choice. */
static void log_deal(glog *g)
{
    crib_status info;
    crib_deal_start(&g->deal);
    crib_deal_status(&g->deal, &info);
    if (g->json)
        printf("%s{\"deal\":%u,\"dealer\":%u,\"hands\":[", g->first_deal ? "" : ",", info.deal,
               info.dealer);
    else
        printf("\n== deal %u: player %u deals\n", info.deal, info.dealer);
    g->first_deal = 0;
    for (uint32_t p = 0; p < info.players; p++) {
        crib_card c[6], away[2];
        int n = crib_mask_to_cards(info.hand[p], c, 6);
        crib_view view;
        (void)n;
        crib_deal_view(&g->deal, p, 0, &view);
        crib_bot_choose_discard(&view, g->level[p], g->seed, away, 2);
        crib_deal_discard(&g->deal, p, away, info.discard);
        crib_mask_from_cards(away, info.discard, &g->away[p]);
        if (g->json) {
            printf("%s{\"dealt\":[", p ? "," : "");
            put_cards(g, info.hand[p]);
            printf("],\"discard\":[");
        } else {
            printf("player %u holds ", p);
            put_cards(g, info.hand[p]);
            printf(" and lays away ");
        }
        uint64_t mask = 0;
        crib_mask_from_cards(away, info.discard, &mask);
        put_cards(g, mask);
        printf(g->json ? "]}" : "\n");
    }
}

static void log_cut(glog *g)
{
    uint32_t heels = 0;
    int32_t starter = crib_deal_cut(&g->deal, &heels);
    if (g->json) {
        printf("],\"starter\":\"");
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

static void event_text(const glog *g, const crib_play_event *ev, int32_t pegged)
{
    if (ev->card == CRIB_NONE) {
        printf("  player %u says go", ev->player);
    } else {
        printf("  player %u plays ", ev->player);
        cli_put_card(stdout, (crib_card)ev->card);
        printf(", %u", ev->count);
    }
    if (ev->points)
        printf(": %u for player %u", ev->points, ev->scorer);
    if (ev->points && pegged == 0)
        printf(" (not pegged: the rules refuse it)");
    else if (ev->points && (uint32_t)pegged != ev->points)
        printf(" (only %d pegged: the rules refuse the rest)", pegged);
    putchar('\n');
    if (pegged > 0)
        put_board(g);
    if (ev->reset && !ev->over)
        printf("  -- the count starts again at 0\n");
}

static void event_json(glog *g, const crib_play_event *ev, int32_t pegged)
{
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
    printf(",\"pegged\":%d,\"reset\":%s,", pegged, ev->reset ? "true" : "false");
    put_board(g);
    putchar('}');
}

/* The play, card by card, until it is over or the game is. */
static void log_play(glog *g)
{
    crib_status info;
    crib_deal_status(&g->deal, &info);
    while (info.stage == CRIB_STAGE_PLAY) {
        crib_play play;
        crib_play_event ev;
        crib_card card;
        crib_deal_play(&g->deal, &play);
        uint32_t who = (uint32_t)crib_play_turn(&play);
        crib_view view;
        crib_deal_view(&g->deal, who, g->away[who], &view);
        int32_t pegged = crib_bot_choose_play(&view, g->level[who], g->seed, &card) == 1
                             ? crib_deal_play_card(&g->deal, who, card, &ev)
                             : crib_deal_play_go(&g->deal, who, &ev);
        if (g->json)
            event_json(g, &ev, pegged);
        else
            event_text(g, &ev, pegged);
        crib_deal_status(&g->deal, &info);
    }
}

static void show_text(const glog *g, const crib_show *sh, const char *said)
{
    crib_card all[5];
    char text[32];
    memcpy(all, sh->cards, sh->n_cards);
    crib_hand_format(all, sh->n_cards, text, sizeof text);
    printf("  player %u's %s %s with ", sh->player, sh->is_crib ? "crib" : "hand", text);
    cli_put_card(stdout, (crib_card)sh->starter);
    printf(": %s", said);
    if (sh->score.total && sh->claim.pegged == 0)
        printf(" (not pegged: the rules refuse it)");
    else if (sh->claim.pegged != sh->score.total)
        printf(" (%u pegged)", sh->claim.pegged);
    putchar('\n');
    if (sh->claim.pegged || sh->claim.muggins || sh->claim.penalty)
        put_board(g);
}

static void show_json(glog *g, const crib_show *sh, const char *said)
{
    printf("%s{\"player\":%u,\"crib\":%s,\"cards\":[", g->first_item ? "" : ",", sh->player,
           sh->is_crib ? "true" : "false");
    g->first_item = 0;
    uint64_t mask = 0;
    crib_mask_from_cards(sh->cards, sh->n_cards, &mask);
    put_cards(g, mask);
    printf("],\"points\":%u,\"said\":", sh->score.total);
    cli_json_string(stdout, said);
    printf(",\"pegged\":%u,", sh->claim.pegged);
    put_board(g);
    putchar('}');
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
        crib_deal_show(&g->deal, CRIB_CLAIM_ALL, &sh);
        crib_score_format(&sh.score, said, sizeof said);
        if (g->json)
            show_json(g, &sh, said);
        else
            show_text(g, &sh, said);
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
           k_reasons[res->reason], res->player);
    for (uint32_t s = 0; s < res->sides; s++) {
        printf("   ");
        side_name(g, s);
        printf(" %u", res->score[s]);
        if (s != res->winner)
            printf(": %s, the game worth %u", res->level[s] ? k_levels[res->level[s]] : "plain",
                   res->value[s]);
        putchar('\n');
    }
    printf("   the winner gains %u\n", res->total_value);
}

static void result_json(const crib_result *res)
{
    printf("],\"result\":{\"winner\":%u,\"player\":%u,\"phase\":\"%s\",\"reason\":\"%s\","
           "\"scores\":[",
           res->winner, res->player, k_phases[res->phase], k_reasons[res->reason]);
    for (uint32_t s = 0; s < res->sides; s++)
        printf("%s%u", s ? "," : "", res->score[s]);
    printf("],\"levels\":[");
    for (uint32_t s = 0; s < res->sides; s++)
        printf("%s\"%s\"", s ? "," : "", k_levels[res->level[s]]);
    printf("],\"values\":[");
    for (uint32_t s = 0; s < res->sides; s++)
        printf("%s%u", s ? "," : "", res->value[s]);
    printf("],\"value\":%u}}\n", res->total_value);
}

/* Plays the game to its end, deal by deal. A deal cut short by the end of the game closes
 * its open JSON arrays too. */
static void play_out(glog *g)
{
    crib_status info;
    crib_deal_status(&g->deal, &info);
    while (info.stage != CRIB_STAGE_OVER) {
        log_deal(g);
        log_cut(g);
        log_play(g);
        log_show(g);
        crib_deal_status(&g->deal, &info);
    }
    crib_game game;
    crib_result res;
    crib_deal_game(&g->deal, &game);
    crib_game_result(&game, &res);
    if (g->json)
        result_json(&res);
    else
        result_text(g, &res);
}

/* What the command line asks for. */
typedef struct game_opts {
    unsigned long long seed, target;
    int variant, ladder, json;
    uint32_t options;
    uint32_t level[CRIB_PLAY_MAX_PLAYERS];
    int n_levels;
} game_opts;

/* easy or strong, or a list of them separated by commas. */
static int read_levels(game_opts *o, const char *val)
{
    o->n_levels = 0;
    while (val && o->n_levels < CRIB_PLAY_MAX_PLAYERS) {
        const char *comma = strchr(val, ',');
        size_t len = comma ? (size_t)(comma - val) : strlen(val);
        int found = -1;
        for (int i = 0; i < 2; i++)
            if (strlen(k_levels_named[i]) == len && !strncmp(val, k_levels_named[i], len))
                found = i;
        if (found < 0)
            return 0;
        o->level[o->n_levels++] = (uint32_t)found;
        val = comma ? comma + 1 : NULL;
    }
    return val == NULL && o->n_levels > 0;
}

/* An option that takes a value; returns 1 when the value is good. */
static int take_value(game_opts *o, const char *name, const char *val)
{
    if (!strcmp(name, "--seed"))
        return cli_parse_number(val, ~0ULL, &o->seed);
    if (!strcmp(name, "--target"))
        return cli_parse_number(val, CRIB_GAME_MAX_TARGET, &o->target) && o->target >= 1;
    if (!strcmp(name, "--level"))
        return read_levels(o, val);
    if (!strcmp(name, "--variant"))
        return val && (o->variant = cli_find_name(cli_variants, 5, val)) >= 0;
    return val && (o->ladder = cli_find_name(cli_ladders, 3, val)) >= 0;
}

/* An option without a value; returns 1 when it is one. */
static int take_flag(game_opts *o, const char *name)
{
    if (!strcmp(name, "--json")) {
        o->json = 1;
        return 1;
    }
    for (size_t k = 0; k < N_OPTIONS; k++) {
        if (!strcmp(name, k_options[k].name)) {
            o->options |= k_options[k].bit;
            return 1;
        }
    }
    return 0;
}

static int is_valued(const char *name)
{
    return !strcmp(name, "--seed") || !strcmp(name, "--target") || !strcmp(name, "--level") ||
           !strcmp(name, "--variant") || !strcmp(name, "--ladder");
}

/* Reads the options; returns CLI_OK, -1 after --help, or CLI_USAGE. */
static int read_options(int argc, char **argv, game_opts *o)
{
    for (int a = 0; a < argc; a++) {
        if (!strcmp(argv[a], "--help")) {
            game_usage(stdout);
            return -1;
        }
        if (is_valued(argv[a])) {
            const char *val = a + 1 < argc ? argv[a + 1] : NULL;
            if (!take_value(o, argv[a], val)) {
                cli_error("game: bad value for %s: '%s'", argv[a], val ? val : "");
                game_usage(stderr);
                return CLI_USAGE;
            }
            a++;
        } else if (!take_flag(o, argv[a])) {
            cli_error("game: unknown option '%s'", argv[a]);
            game_usage(stderr);
            return CLI_USAGE;
        }
    }
    return CLI_OK;
}

int cmd_game(int argc, char **argv)
{
    game_opts o;
    memset(&o, 0, sizeof o);
    o.seed = 1;
    int rc = read_options(argc, argv, &o);
    if (rc != CLI_OK)
        return rc < 0 ? CLI_OK : rc;
    crib_game_rules rules;
    crib_game_rules_default(&rules, (uint32_t)o.variant);
    if (o.target)
        rules.target = (uint32_t)o.target;
    rules.ladder = (uint32_t)o.ladder;
    rules.options = o.options;
    glog g;
    memset(&g, 0, sizeof g);
    g.json = o.json;
    int32_t init = crib_deal_init(&g.deal, &rules, (uint64_t)o.seed, CRIB_DEAL_CUT);
    if (init < 0) {
        cli_error("game: %s", crib_strerror(init));
        return CLI_FAIL;
    }
    uint32_t players = (uint32_t)crib_game_players(&g.deal.game);
    if (o.n_levels > 1 && (uint32_t)o.n_levels != players) {
        cli_error("game: %d levels for %u players", o.n_levels, players);
        return CLI_USAGE;
    }
    for (uint32_t p = 0; p < players; p++)
        g.level[p] = o.level[o.n_levels > 1 ? p : 0];
    g.seed = (uint64_t)o.seed;
    g.first_deal = 1;
    log_start(&g, o.seed, &rules);
    play_out(&g);
    return CLI_OK;
}
