/* SPDX-License-Identifier: MIT */
/* crib play: a game in the terminal, the player (player 0) against libcrib's bots, in any
 * variant and under any of crib game's rules (game_args.c reads them). Each decision the
 * player makes is kept; undo plays the game again from its seed through the deal driver
 * with every decision but the last, quietly, and asks again. */
/* POSIX for isatty; a feature-test macro is reserved by design. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _POSIX_C_SOURCE 200809L
#include "play.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* The largest fresh seed: short enough to type again. */
#define PLAY_SEED_MAX 999999u

static void play_usage(FILE *f)
{
    fputs("usage: crib play [--seed N] [--level ", f);
    game_level_list(f);
    fputs("] [--variant NAME]\n"
          "                 [--target N] [--ladder NAME] [RULES...] [--peggers P,Q]\n"
          "                 [--pack-cut N] [--cut N]\n"
          "  Plays a game of cribbage in the terminal: you against libcrib's bot\n"
          "  (three-handed two bots; four-handed your partner, player 2, and two\n"
          "  opponents). Each game has a fresh seed, printed first; --seed N plays that\n"
          "  game again, card for card. Every line is 80 columns at most.\n"
          "  At every prompt: help, hint (the engine's advice), undo (take back your last\n"
          "  decision), board (the scores), quit (or the end of the input). Type cards as\n"
          "  5h 10d Td Qs, in any case. When the game ends, each of your decisions is\n"
          "  reviewed against the engine's best.\n"
          "  --seed N        the seed of the shuffles, 0 to 2^64-1 (default: a fresh one)\n"
          "  --level NAME    the bots' level: ",
          f);
    game_level_list(f);
    fputs(" (default easy)\n"
          "  --variant, --target, --ladder, --peggers, --pack-cut, --cut and the RULES are\n"
          "  crib game's (see 'crib game --help'): --muggins lets you count your own hand,\n"
          "  and the bot takes what you miss.\n"
          "  Colour (red hearts and diamonds) only on a terminal, and never when\n"
          "  NO_COLOR is set.\n",
          f);
}

/* A seed from /dev/urandom where there is one, mixed with the time and an address (which
 * differ from run to run where the system places programs at random), so that a system
 * without /dev/urandom (Windows) still gets a fresh one. */
static uint64_t fresh_seed(void)
{
    uint64_t s = 0, out = 0;
    FILE *f = fopen("/dev/urandom", "rb");
    if (f) {
        if (fread(&s, sizeof s, 1, f) != 1)
            s = 0;
        fclose(f);
    }
    s ^= (uint64_t)time(NULL) * UINT64_C(0x9E3779B97F4A7C15);
    s ^= (uint64_t)clock() << 32;
    s ^= (uint64_t)(uintptr_t)&s;
    CLI_SURE(crib_rng_next(&s, &out));
    return out % PLAY_SEED_MAX + 1;
}

static void status(const play_state *g, crib_status *info)
{
    CLI_SURE(crib_deal_status(&g->deal, info));
}

static uint32_t side_of(const play_state *g, uint32_t player)
{
    return g->players == 4 ? player % 2 : player;
}

static int replaying(const play_state *g)
{
    return g->pos < g->n_dec;
}

/* Keeps a decision at pos: the same one again while replaying, or a new one. */
static int record(play_state *g, const play_decision *d)
{
    if (g->pos == g->cap) {
        size_t cap = g->cap ? 2 * g->cap : 256;
        play_decision *more = realloc(g->dec, cap * sizeof *more);
        if (!more) {
            cli_error("play: out of memory");
            return PLAY_QUIT;
        }
        g->dec = more;
        g->cap = cap;
    }
    g->dec[g->pos++] = *d;
    if (g->pos > g->n_dec)
        g->n_dec = g->pos;
    return PLAY_ON;
}

/* "your", "the bot's", "your partner's". */
static void say_whose(const play_state *g, uint32_t player)
{
    if (player == PLAY_YOU)
        say(g, "your");
    else
        say(g, "%s's", play_who(g, player));
}

/* ---- The discard ---- */

static void bot_discard(play_state *g, uint32_t p)
{
    crib_view view;
    crib_card away[2];
    CLI_SURE(crib_deal_view(&g->deal, p, 0, &view));
    int32_t n = CLI_SURE(crib_bot_choose_discard(&view, g->level, g->seed, away, 2));
    CLI_SURE(crib_deal_discard(&g->deal, p, away, (size_t)n));
    CLI_SURE(crib_mask_from_cards(away, (size_t)n, &g->away[p]));
}

/* Asks for the cards to lay away until they are good; d->away. */
static int ask_discard(play_state *g, const crib_status *info, play_decision *d)
{
    const char *count = info->discard == 1 ? "one card" : "two cards";
    g->quiet = 0;
    for (;;) {
        char line[256], prompt[32];
        crib_card cards[8];
        say(g, "your cards: ");
        say_mask(g, info->hand[PLAY_YOU]);
        if (info->dealer == PLAY_YOU)
            say(g, " (your crib)\n");
        else if (side_of(g, info->dealer) == 0)
            say(g, " (your partner's crib)\n");
        else
            say(g, " (%s's crib)\n", play_who(g, info->dealer));
        snprintf(prompt, sizeof prompt, "lay away %s> ", count);
        if (!ask_line(g, prompt, line, sizeof line))
            return PLAY_QUIT;
        int cmd = ask_command(line), n;
        if (cmd == PLAY_CMD_HINT) {
            hint_discard(g, &d->view);
        } else if (cmd == PLAY_CMD_GO) {
            say(g, "  the play has not begun: lay away %s\n", count);
        } else if (cmd != PLAY_CMD_NONE) {
            int rc = ask_common(g, cmd);
            if (rc != PLAY_ON)
                return rc;
        } else if ((n = ask_cards(g, line, cards, CLI_COUNT(cards))) >= 0) {
            int i = 0;
            while (i < n && ((info->hand[PLAY_YOU] >> cards[i]) & 1u))
                i++;
            if (i < n) {
                say(g, "  you do not hold ");
                say_card(g, cards[i]);
                say(g, "\n");
            } else if ((uint32_t)n != info->discard) {
                say(g, "  lay away %s\n", count);
            } else {
                CLI_SURE(crib_mask_from_cards(cards, (size_t)n, &d->away));
                return PLAY_ON;
            }
        }
    }
}

static int you_discard(play_state *g, const crib_status *info)
{
    play_decision d;
    crib_card away[2];
    memset(&d, 0, sizeof d);
    d.kind = REVIEW_DISCARD;
    d.deal = info->deal;
    CLI_SURE(crib_deal_view(&g->deal, PLAY_YOU, 0, &d.view)); /* the player's discard */
    if (replaying(g)) {
        d.away = g->dec[g->pos].away;
    } else {
        int rc = ask_discard(g, info, &d);
        if (rc != PLAY_ON)
            return rc;
    }
    int32_t n = CLI_SURE(crib_mask_to_cards(d.away, away, 2));
    CLI_SURE(crib_deal_discard(&g->deal, PLAY_YOU, away, (size_t)n));
    g->away[PLAY_YOU] = d.away;
    say(g, "you lay away ");
    say_mask(g, d.away);
    say(g, "\n");
    return record(g, &d);
}

/* ---- The play ---- */

static void say_event(const play_state *g, const crib_play_event *ev, int32_t pegged)
{
    say(g, "%s: ", play_who(g, ev->player));
    if (ev->card == CRIB_NONE) {
        say(g, "go");
    } else {
        say_card(g, ev->card);
        say(g, ", count %u", ev->count);
    }
    if (ev->penalty)
        say(g, " (a go while able: a failure to play, %u for %s)", ev->penalty,
            play_who(g, ev->penalty_to));
    if (ev->points) {
        say(g, ": %u for %s (", ev->points, play_who(g, ev->scorer));
        say_peg(g, &ev->score);
        say(g, ")");
        if (pegged >= 0 && (uint32_t)pegged != ev->points)
            say(g, ", %d pegged: the rules refuse the rest", pegged);
    }
    say(g, "\n");
    if (pegged > 0 || ev->penalty)
        say_board(g);
    if (ev->reset && !ev->over)
        say(g, "  the count starts again\n");
}

static void bot_play(play_state *g, uint32_t p)
{
    crib_view view;
    crib_card card = 0;
    crib_play_event ev;
    CLI_SURE(cli_view(&g->deal, &g->hist, p, g->away[p], &view));
    int32_t rc = CLI_SURE(crib_bot_choose_play(&view, g->level, g->seed, &card));
    int32_t pegged = CLI_SURE(rc == 1 ? crib_deal_play_card(&g->deal, p, card, &ev)
                                      : crib_deal_play_go(&g->deal, p, &ev));
    say_event(g, &ev, pegged);
}

/* What the deal refused of the player's card (or go), in his words. */
static void say_refused(const play_state *g, const crib_play *play, uint32_t card, int32_t code)
{
    say(g, "  ");
    if (code == CRIB_ENOTHELD) {
        say(g, "you do not hold ");
        say_card(g, card);
    } else if (code == CRIB_EOVER31) {
        say_card(g, card);
        say(g, " would take the count past 31 (it is %d)", CLI_SURE(crib_play_count(play)));
    } else if (code == CRIB_EMUSTPLAY) {
        say(g, "you have a card to play: say go only when none fits");
    } else {
        say(g, "that cannot be played now");
    }
    say(g, "\n");
}

/* Asks for a card or go until the deal takes it; the event and the points pegged. */
static int ask_card(play_state *g, const crib_play *play, play_decision *d, crib_play_event *ev,
                    int32_t *pegged)
{
    g->quiet = 0;
    for (;;) {
        char line[256];
        crib_card pile[CRIB_PLAY_MAX_PILE];
        uint64_t hand;
        int32_t n = CLI_SURE(crib_play_pile(play, pile, CRIB_PLAY_MAX_PILE));
        CLI_SURE(crib_play_hand(play, PLAY_YOU, &hand));
        say(g, "the count is %d", CLI_SURE(crib_play_count(play)));
        if (n) {
            say(g, " (");
            say_cards(g, pile, (size_t)n);
            say(g, ")");
        }
        say(g, "; you hold ");
        say_mask(g, hand);
        say(g, "\n");
        if (!ask_line(g, "your card> ", line, sizeof line))
            return PLAY_QUIT;
        int cmd = ask_command(line);
        crib_card cards[8];
        if (cmd == PLAY_CMD_HINT) {
            hint_card(g, &d->view);
            continue;
        }
        if (cmd == PLAY_CMD_GO) {
            d->card = CRIB_NONE;
        } else if (cmd != PLAY_CMD_NONE) {
            int rc = ask_common(g, cmd);
            if (rc != PLAY_ON)
                return rc;
            continue;
        } else {
            int k = ask_cards(g, line, cards, CLI_COUNT(cards));
            if (k < 0)
                continue;
            if (k != 1) {
                say(g, "  play one card, or say go\n");
                continue;
            }
            d->card = cards[0];
        }
        *pegged = d->card == CRIB_NONE
                      ? crib_deal_play_go(&g->deal, PLAY_YOU, ev)
                      : crib_deal_play_card(&g->deal, PLAY_YOU, (crib_card)d->card, ev);
        if (*pegged >= 0)
            return PLAY_ON;
        say_refused(g, play, d->card, *pegged);
    }
}

static int you_play(play_state *g, const crib_play *play, uint32_t deal)
{
    play_decision d;
    crib_play_event ev;
    int32_t pegged;
    uint64_t legal;
    CLI_SURE(crib_play_legal(play, PLAY_YOU, &legal));
    if (!legal) {
        /* No card fits: the go is said for the player, and is no decision of his. */
        pegged = CLI_SURE(crib_deal_play_go(&g->deal, PLAY_YOU, &ev));
        say_event(g, &ev, pegged);
        return PLAY_ON;
    }
    memset(&d, 0, sizeof d);
    d.kind = REVIEW_PLAY;
    d.deal = deal;
    CLI_SURE(cli_view(&g->deal, &g->hist, PLAY_YOU, g->away[PLAY_YOU], &d.view));
    if (replaying(g)) {
        d.card = g->dec[g->pos].card;
        pegged = CLI_SURE(d.card == CRIB_NONE
                              ? crib_deal_play_go(&g->deal, PLAY_YOU, &ev)
                              : crib_deal_play_card(&g->deal, PLAY_YOU, (crib_card)d.card, &ev));
    } else {
        int rc = ask_card(g, play, &d, &ev, &pegged);
        if (rc != PLAY_ON)
            return rc;
    }
    say_event(g, &ev, pegged);
    return record(g, &d);
}

static int the_play(play_state *g)
{
    crib_status info;
    status(g, &info);
    if (info.stage == CRIB_STAGE_PLAY)
        say(g, "the play:\n");
    while (info.stage == CRIB_STAGE_PLAY) {
        crib_play play;
        CLI_SURE(crib_history_update(&g->hist, &g->deal));
        CLI_SURE(crib_deal_play(&g->deal, &play));
        uint32_t turn = (uint32_t)CLI_SURE(crib_play_turn(&play));
        if (turn == PLAY_YOU) {
            int rc = you_play(g, &play, info.deal);
            if (rc != PLAY_ON)
                return rc;
        } else {
            bot_play(g, turn);
        }
        status(g, &info);
    }
    return PLAY_ON;
}

/* ---- The show ---- */

static void say_show(const play_state *g, const crib_show *sh)
{
    char said[512];
    const crib_claim *c = &sh->claim;
    CLI_SURE(crib_score_format(&sh->score, said, sizeof said));
    say_whose(g, sh->player);
    say(g, " %s ", sh->is_crib ? "crib" : "hand");
    say_cards(g, sh->cards, sh->n_cards);
    say(g, " with ");
    say_card(g, sh->starter);
    say(g, ": %s\n", said);
    if (c->missed && c->muggins)
        say(g, "  claimed %u: muggins! %s takes the %u missed\n", c->claimed,
            play_who(g, c->opponent), c->muggins);
    else if (c->missed)
        say(g, "  claimed %u: %u missed\n", c->claimed, c->missed);
    else if (c->over_claimed)
        say(g, "  claimed %u: corrected to %u\n", c->claimed, c->pegged);
    else if (sh->score.total && c->pegged != sh->score.total)
        say(g, "  %u pegged: the rules refuse the rest\n", c->pegged);
    if (c->pegged || c->muggins)
        say_board(g);
}

/* Asks the player for his count of a show, under muggins. */
static int ask_claim(play_state *g, const crib_show *ahead, play_decision *d)
{
    g->quiet = 0;
    for (;;) {
        char line[256];
        unsigned long long points;
        say(g, "count %s: ", ahead->is_crib ? "your crib" : "your hand");
        say_cards(g, ahead->cards, ahead->n_cards);
        say(g, " with ");
        say_card(g, ahead->starter);
        say(g, "\n");
        if (!ask_line(g, "your count> ", line, sizeof line))
            return PLAY_QUIT;
        int cmd = ask_command(line);
        if (cmd == PLAY_CMD_HINT) {
            hint_claim(g, d->actual);
        } else if (cmd == PLAY_CMD_GO) {
            say(g, "  the play is over: say how many points you count\n");
        } else if (cmd != PLAY_CMD_NONE) {
            int rc = ask_common(g, cmd);
            if (rc != PLAY_ON)
                return rc;
        } else if (cli_parse_number(line + strspn(line, " \t"), CRIB_SCORE_MAX, &points)) {
            d->points = (uint32_t)points;
            return PLAY_ON;
        } else {
            say(g, "  say how many points you count, as a number from 0 to %d\n", CRIB_SCORE_MAX);
        }
    }
}

static int you_claim(play_state *g, uint32_t deal, crib_show *sh)
{
    play_decision d;
    crib_deal ahead = g->deal;
    memset(&d, 0, sizeof d);
    d.kind = REVIEW_CLAIM;
    d.deal = deal;
    /* The deal is in the show, the player's turn to show. */
    CLI_SURE(crib_deal_show(&ahead, CRIB_CLAIM_ALL, sh));
    d.actual = sh->score.total;
    if (replaying(g)) {
        d.points = g->dec[g->pos].points;
    } else {
        int rc = ask_claim(g, sh, &d);
        if (rc != PLAY_ON)
            return rc;
    }
    CLI_SURE(crib_deal_show(&g->deal, d.points, sh));
    return record(g, &d);
}

static int the_show(play_state *g)
{
    crib_status info;
    status(g, &info);
    if (info.stage == CRIB_STAGE_SHOW)
        say(g, "the show:\n");
    while (info.stage == CRIB_STAGE_SHOW) {
        crib_show sh;
        if (info.next_show == PLAY_YOU && (g->rules.options & CRIB_OPT_MUGGINS)) {
            int rc = you_claim(g, info.deal, &sh);
            if (rc != PLAY_ON)
                return rc;
        } else {
            CLI_SURE(crib_deal_show(&g->deal, CRIB_CLAIM_ALL, &sh));
        }
        say_show(g, &sh);
        status(g, &info);
    }
    return PLAY_ON;
}

/* ---- A deal, and the game ---- */

/* The starter, cut where --cut says (as deep as the stock allows) or at random. */
static void cut(play_state *g)
{
    uint32_t heels = 0;
    int32_t starter;
    if (g->opts.cut) {
        crib_card stock[CRIB_CARDS];
        int32_t n = CLI_SURE(crib_deal_stock(&g->deal, stock, CRIB_CARDS));
        uint32_t deepest = n > CRIB_CUT_MIN ? (uint32_t)(n - CRIB_CUT_MIN) : 0;
        uint32_t at = (uint32_t)g->opts.cut < deepest ? (uint32_t)g->opts.cut : deepest;
        starter = CLI_SURE(crib_deal_cut_at(&g->deal, at, &heels));
    } else {
        starter = CLI_SURE(crib_deal_cut(&g->deal, &heels));
    }
    say(g, "the starter is ");
    say_card(g, (uint32_t)starter);
    crib_status info;
    status(g, &info);
    if (heels) {
        say(g, ": his heels, 2 for %s\n", play_who(g, info.dealer));
        say_board(g);
    } else {
        say(g, "\n");
    }
}

static int one_deal(play_state *g)
{
    crib_status info;
    if (g->opts.pack_cut)
        CLI_SURE(crib_deal_start_cut(&g->deal, (uint32_t)g->opts.pack_cut));
    else
        CLI_SURE(crib_deal_start(&g->deal));
    status(g, &info);
    say(g, "\n== deal %u: %s deal%s\n", info.deal, play_who(g, info.dealer),
        info.dealer == PLAY_YOU ? "" : "s");
    for (uint32_t p = 1; p < info.players; p++)
        bot_discard(g, p);
    int rc = you_discard(g, &info);
    if (rc != PLAY_ON)
        return rc;
    cut(g);
    rc = the_play(g);
    return rc != PLAY_ON ? rc : the_show(g);
}

static void say_start(const play_state *g, int argc, char **argv)
{
    crib_status info;
    status(g, &info);
    say(g, "seed %llu: replay this game with crib play --seed %llu", (unsigned long long)g->seed,
        (unsigned long long)g->seed);
    for (int a = 0; a < argc; a++) {
        if (!strcmp(argv[a], "--seed"))
            a++;
        else
            say(g, " %s", argv[a]);
    }
    static const char *const k_games[] = {"six-card cribbage", "five-card cribbage",
                                          "three-handed cribbage", "four-handed cribbage",
                                          "cribbage with two into the crib"};
    say(g, "\n%s to %u: you against the %s bot%s", k_games[g->rules.variant], g->rules.target,
        game_level_name(g->level), g->players > 2 ? "s" : "");
    say(g, g->players == 4 ? "\nyour partner is player 2, a bot of the same level\n" : "\n");
    uint32_t k = 0;
    for (uint32_t p = 0; p < info.players; p++) {
        if (info.first_cut[p] == CRIB_NONE)
            continue;
        say(g, "%s%s ", k++ ? ", " : "cut for deal: ", play_who(g, p));
        say_card(g, info.first_cut[p]);
    }
    say(g, "%s%s deal%s first\n", k ? "; " : "", play_who(g, info.dealer),
        info.dealer == PLAY_YOU ? "" : "s");
    crib_game game;
    CLI_SURE(crib_deal_game(&g->deal, &game));
    if (game.front[0] || game.front[1]) {
        say(g, "three for last: 3 for %s, who does not deal first\n",
            play_who(g, game.front[0] ? 0 : 1));
        say_board(g);
    }
    say(g, "type help for the commands\n");
}

static void review(const play_state *g)
{
    review_item *items = calloc(g->n_dec ? g->n_dec : 1, sizeof *items);
    size_t n = 0;
    if (!items) {
        cli_error("play: out of memory for the review");
        return;
    }
    for (size_t i = 0; i < g->n_dec; i++) {
        const play_decision *d = &g->dec[i];
        if (d->kind == REVIEW_DISCARD)
            n += review_discard(&d->view, d->away, d->deal, &items[n]) == CLI_OK;
        else if (d->kind == REVIEW_PLAY)
            n += review_play(&d->view, d->card, d->deal, &items[n]) == CLI_OK;
        else
            review_claim(d->points, d->actual, d->deal, &items[n++]);
    }
    say(g, "\n");
    review_print(say_text, (void *)g, items, n);
    free(items);
}

static void the_end(const play_state *g)
{
    crib_game game;
    crib_result res;
    CLI_SURE(crib_deal_game(&g->deal, &game));
    CLI_SURE(crib_game_result(&game, &res)); /* the game is over */
    int plural = res.winner == 0 || g->players == 4;
    say(g, "\n== %s win%s the game", play_side(g, res.winner), plural ? "" : "s");
    for (uint32_t s = 0; s < res.sides; s++)
        say(g, "%s%s %u", s ? ", " : ": ", play_side(g, s), res.score[s]);
    say(g, "\n");
    for (uint32_t s = 0; s < res.sides; s++)
        if (s != res.winner && res.level[s])
            say(g, "  %s: %s, a game worth %u\n", play_side(g, s), crib_name_level(res.level[s]),
                res.value[s]);
    review(g);
}

/* The game from its seed, the decisions kept replayed quietly first. */
static int play_out(play_state *g)
{
    crib_status info;
    status(g, &info);
    while (info.stage != CRIB_STAGE_OVER) {
        int rc = one_deal(g);
        if (rc != PLAY_ON)
            return rc;
        status(g, &info);
    }
    the_end(g);
    return PLAY_ON;
}

static void say_taken_back(play_state *g, const play_decision *d)
{
    say(g, "  taken back: ");
    if (d->kind == REVIEW_DISCARD) {
        say(g, "you laid away ");
        say_mask(g, d->away);
    } else if (d->kind == REVIEW_PLAY && d->card == CRIB_NONE) {
        say(g, "your go");
    } else if (d->kind == REVIEW_PLAY) {
        say(g, "you played ");
        say_card(g, d->card);
    } else {
        say(g, "your count of %u", d->points);
    }
    say(g, "\n");
}

static int run(play_state *g, int argc, char **argv)
{
    for (int again = 0;; again = 1) {
        int32_t dealer = crib_deal_init(&g->deal, &g->rules, g->seed, CRIB_DEAL_CUT);
        if (dealer < 0) {
            cli_error("play: %s", crib_strerror(dealer));
            return CLI_FAIL;
        }
        crib_status info;
        status(g, &info);
        g->players = info.players;
        g->sides = info.players == 4 ? 2 : info.players;
        g->pos = 0;
        g->quiet = again;
        memset(g->away, 0, sizeof g->away);
        memset(&g->hist, 0, sizeof g->hist);
        say_start(g, argc, argv);
        int rc = play_out(g);
        if (rc != PLAY_UNDO)
            return CLI_OK;
        g->n_dec--;
        g->quiet = 0;
        say_taken_back(g, &g->dec[g->n_dec]);
    }
}

int cmd_play(int argc, char **argv)
{
    play_state *g = calloc(1, sizeof *g);
    play_line *said = calloc(1, sizeof *said);
    if (!g || !said) {
        cli_error("play: out of memory");
        free(g);
        free(said);
        return CLI_FAIL;
    }
    g->said = said;
    g->opts.cmd = "play";
    g->opts.usage = play_usage;
    g->opts.refused = GAME_REFUSE_ERRORS | GAME_REFUSE_MATCH | GAME_REFUSE_MATCH_RULE |
                      GAME_REFUSE_ANNOUNCE | GAME_REFUSE_JSON | GAME_REFUSE_RESUME;
    int rc = game_read_options(argc, argv, &g->opts);
    if (rc == CLI_OK && g->opts.n_levels > 1) {
        cli_error("play: --level takes one level, for every bot");
        rc = CLI_USAGE;
    }
    if (rc == CLI_OK) {
        g->seed = (g->opts.given & 1u) ? (uint64_t)g->opts.seed : fresh_seed();
        g->level = g->opts.n_levels ? g->opts.level[0] : CRIB_BOT_EASY;
        game_rules_of(&g->opts, &g->rules);
        g->colour = isatty(STDOUT_FILENO) && !getenv("NO_COLOR");
        g->echo = !isatty(STDIN_FILENO);
        rc = run(g, argc, argv);
        say_flush(g);
    }
    free(g->dec);
    free(said);
    free(g);
    return rc == CLI_HELP ? CLI_OK : rc;
}
