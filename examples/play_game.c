/* SPDX-License-Identifier: MIT */
/* play_game: a game of six-card cribbage in the terminal, you (player 0) against one of
 * libcrib's bots (player 1), using only the public API. Every score is announced with the
 * board.
 *
 *   build/examples/play_game [--seed N] [--target N] [--level easy|strong] [--auto]
 *
 * --level picks the bot: easy (the default) or strong (about a millisecond a move).
 * You type cards as text ("5h Kd" to lay away, "7c" to play), or "go" in the play, which
 * the rules refuse while you hold a card that fits; when none fits, go is said for you.
 * What the library refuses is reported with its own sentence (crib_strerror). --auto lets
 * the bot play your side too; so does the end of the input, which lets the game be played
 * from a pipe:
 *   printf '5h Kd\n7c\n' | build/examples/play_game --seed 1
 */
#include <crib.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define YOU 0u
#define BOT 1u

static int g_auto;
static uint32_t g_level = CRIB_BOT_EASY;
static uint64_t g_seed;
/* What each side laid away in this deal, which the bot's view of the play needs. */
static uint64_t g_away[2];

/* Every call below that returns a code is checked. Most cannot fail where they are made:
 * the deal is set up, in the stage the call belongs to, and the cards are its own. Those
 * go through SURE, which stops the program with the library's sentence should one fail
 * all the same (a bug); what the person types is checked and answered instead. */
#define SURE(call) sure((call), #call)

static int32_t sure(int32_t rc, const char *call)
{
    if (rc < 0) {
        fprintf(stderr, "play_game: %s: %s\n", call, crib_strerror(rc));
        exit(1);
    }
    return rc;
}

/* The bot's choices, for its own side or, with --auto or at the end of the input, yours. */
static void bot_discard(const crib_deal *deal, uint32_t player, crib_card away[2])
{
    crib_view view;
    SURE(crib_deal_view(deal, player, 0, &view));
    SURE(crib_bot_choose_discard(&view, g_level, g_seed, away, 2));
}

static int32_t bot_play(const crib_deal *deal, uint32_t player, crib_card *card)
{
    crib_view view;
    SURE(crib_deal_view(deal, player, g_away[player], &view));
    return SURE(crib_bot_choose_play(&view, g_level, g_seed, card));
}

static const char *who(uint32_t player)
{
    return player == YOU ? "you" : "the bot";
}

static void say_cards(const char *before, uint64_t mask)
{
    crib_card cards[CRIB_CARDS];
    char text[160];
    int32_t n = SURE(crib_mask_to_cards(mask, cards, CRIB_CARDS));
    SURE(crib_hand_format(cards, (size_t)n, text, sizeof text));
    printf("%s%s\n", before, text);
}

static void say_board(const crib_deal *deal)
{
    crib_game game;
    uint32_t front[2], rear[2];
    SURE(crib_deal_game(deal, &game));
    SURE(crib_game_board(&game, YOU, &front[0], &rear[0]));
    SURE(crib_game_board(&game, BOT, &front[1], &rear[1]));
    printf("   board: you %u (rear peg %u), the bot %u (rear peg %u)\n", front[0], rear[0],
           front[1], rear[1]);
}

/* Reads a line from the person into line[cap]; 0 at the end of the input, which hands
 * the person's side to the bot. */
static int ask(const char *prompt, char *line, size_t cap)
{
    if (g_auto)
        return 0;
    printf("%s", prompt);
    fflush(stdout);
    if (!fgets(line, (int)cap, stdin)) {
        printf("\n(end of input: the bot plays your side from here)\n");
        g_auto = 1;
        return 0;
    }
    return 1;
}

static void discard_yours(crib_deal *deal, const crib_status *info)
{
    crib_card away[CRIB_CARDS];
    say_cards("your cards: ", info->hand[YOU]);
    for (;;) {
        char line[256];
        int32_t k = 2;
        if (ask("lay away two cards to the crib: ", line, sizeof line))
            k = crib_hand_parse(line, away, CRIB_CARDS);
        else
            bot_discard(deal, YOU, away);
        int32_t rc = k < 0 ? k : crib_deal_discard(deal, YOU, away, (size_t)k);
        if (rc == CRIB_OK) {
            SURE(crib_mask_from_cards(away, 2, &g_away[YOU]));
            return;
        }
        printf("   not that: %s\n", crib_strerror(rc));
    }
}

static void deal_and_discard(crib_deal *deal)
{
    crib_status info;
    SURE(crib_deal_start(deal));
    SURE(crib_deal_status(deal, &info));
    printf("\n== deal %u: %s deal%s\n", info.deal, who(info.dealer),
           info.dealer == YOU ? " (the crib is yours)" : "s (the crib is the bot's)");
    discard_yours(deal, &info);
    crib_card away[2];
    bot_discard(deal, BOT, away);
    SURE(crib_deal_discard(deal, BOT, away, 2));
    SURE(crib_mask_from_cards(away, 2, &g_away[BOT]));
    uint32_t heels = 0;
    crib_card starter = (crib_card)SURE(crib_deal_cut(deal, &heels));
    char text[4];
    SURE(crib_card_format(starter, text, sizeof text));
    printf("the starter is %s\n", text);
    if (heels) {
        printf("   his heels: 2 for %s\n", who(info.dealer));
        say_board(deal);
    }
}

/* Whether the line is the word go, in either case, alone. */
static int is_go(const char *line)
{
    char word[4], more;
    if (sscanf(line, "%3s %c", word, &more) != 1)
        return 0;
    for (char *c = word; *c; c++)
        *c = (char)tolower((unsigned char)*c);
    return strcmp(word, "go") == 0;
}

/* What the person typed in the play, done: a go or one card. The library is asked even for
 * a go that it will refuse, so that its code, not a parse error, says why. */
static int32_t act(crib_deal *deal, const char *line, crib_play_event *ev)
{
    crib_card cards[CRIB_CARDS];
    if (is_go(line))
        return crib_deal_play_go(deal, YOU, ev);
    int32_t k = crib_hand_parse(line, cards, CRIB_CARDS);
    if (k < 0)
        return k;
    return k == 1 ? crib_deal_play_card(deal, YOU, cards[0], ev) : CRIB_ECOUNT;
}

/* Your card in the play; a go when no card fits. Returns the event's result. */
static int32_t play_yours(crib_deal *deal, const crib_play *play, crib_play_event *ev)
{
    uint64_t legal, hand;
    SURE(crib_play_legal(play, YOU, &legal));
    SURE(crib_play_hand(play, YOU, &hand));
    if (!legal)
        return crib_deal_play_go(deal, YOU, ev);
    printf("   the count is %d; ", crib_play_count(play));
    say_cards("you hold ", hand);
    for (;;) {
        char line[256];
        crib_card card;
        int32_t rc;
        if (ask("play a card or say go: ", line, sizeof line)) {
            rc = act(deal, line, ev);
        } else {
            bot_play(deal, YOU, &card);
            rc = crib_deal_play_card(deal, YOU, card, ev);
        }
        if (rc >= 0)
            return rc;
        printf("   not that: %s\n", crib_strerror(rc));
    }
}

static void say_event(const crib_deal *deal, const crib_play_event *ev, int32_t pegged)
{
    char text[4] = "";
    if (ev->card == CRIB_NONE) {
        printf("%s: go\n", who(ev->player));
    } else {
        SURE(crib_card_format((crib_card)ev->card, text, sizeof text));
        printf("%s: %s, %u\n", who(ev->player), text, ev->count);
    }
    if (ev->points)
        printf("   %u for %s\n", ev->points, who(ev->scorer));
    if (pegged > 0)
        say_board(deal);
    if (ev->reset && !ev->over)
        printf("   the count starts again\n");
}

static void the_play(crib_deal *deal)
{
    crib_status info;
    SURE(crib_deal_status(deal, &info));
    while (info.stage == CRIB_STAGE_PLAY) {
        crib_play play;
        crib_play_event ev;
        crib_card card;
        int32_t pegged;
        SURE(crib_deal_play(deal, &play));
        if ((uint32_t)SURE(crib_play_turn(&play)) == YOU)
            pegged = play_yours(deal, &play, &ev);
        else if (bot_play(deal, BOT, &card) == 1)
            pegged = SURE(crib_deal_play_card(deal, BOT, card, &ev));
        else
            pegged = SURE(crib_deal_play_go(deal, BOT, &ev));
        say_event(deal, &ev, pegged);
        SURE(crib_deal_status(deal, &info));
    }
}

static void the_show(crib_deal *deal)
{
    crib_status info;
    SURE(crib_deal_status(deal, &info));
    while (info.stage == CRIB_STAGE_SHOW) {
        crib_show sh;
        char said[512], cards[32], starter[4];
        SURE(crib_deal_show(deal, CRIB_CLAIM_ALL, &sh));
        SURE(crib_score_format(&sh.score, said, sizeof said));
        SURE(crib_hand_format(sh.cards, sh.n_cards, cards, sizeof cards));
        SURE(crib_card_format((crib_card)sh.starter, starter, sizeof starter));
        printf("%s %s %s with %s: %s\n", sh.player == YOU ? "your" : "the bot's",
               sh.is_crib ? "crib" : "hand", cards, starter, said);
        if (sh.claim.pegged)
            say_board(deal);
        SURE(crib_deal_status(deal, &info));
    }
}

static void the_end(const crib_deal *deal)
{
    static const char *const levels[] = {"", "lurched", "skunked", "double skunked",
                                         "triple skunked"};
    crib_game game;
    crib_result res;
    SURE(crib_deal_game(deal, &game));
    SURE(crib_game_result(&game, &res));
    uint32_t loser = 1 - res.winner;
    printf("\n== %s the game, %u to %u", res.winner == YOU ? "you win" : "the bot wins",
           res.score[res.winner], res.score[loser]);
    if (res.level[loser])
        printf(": %s %s, a game worth %u", who(loser), levels[res.level[loser]], res.value[loser]);
    printf("\n");
}

int main(int argc, char **argv)
{
    unsigned long long seed = 1, target = 121;
    for (int a = 1; a < argc; a++) {
        if (!strcmp(argv[a], "--auto")) {
            g_auto = 1;
        } else if (!strcmp(argv[a], "--seed") && a + 1 < argc) {
            seed = strtoull(argv[++a], NULL, 10);
        } else if (!strcmp(argv[a], "--target") && a + 1 < argc) {
            target = strtoull(argv[++a], NULL, 10);
        } else if (!strcmp(argv[a], "--level") && a + 1 < argc &&
                   (!strcmp(argv[a + 1], "easy") || !strcmp(argv[a + 1], "strong"))) {
            g_level = !strcmp(argv[++a], "strong") ? CRIB_BOT_STRONG : CRIB_BOT_EASY;
        } else {
            fprintf(stderr, "usage: play_game [--seed N] [--target N] [--level easy|strong] "
                            "[--auto]\n");
            return 2;
        }
    }
    g_seed = seed;
    crib_game_rules rules;
    SURE(crib_game_rules_default(&rules, CRIB_VARIANT_SIX_CARD));
    rules.target = target <= CRIB_GAME_MAX_TARGET ? (uint32_t)target : 0;
    rules.ladder = CRIB_LADDER_SKUNK;
    crib_deal deal;
    int32_t dealer = crib_deal_init(&deal, &rules, seed, CRIB_DEAL_CUT);
    if (dealer < 0) {
        fprintf(stderr, "play_game: %s\n", crib_strerror(dealer));
        return 2;
    }
    printf("cribbage to %u, you against the %s bot; %s deal%s first\n", rules.target,
           g_level == CRIB_BOT_STRONG ? "strong" : "easy", who((uint32_t)dealer),
           dealer == (int32_t)YOU ? "" : "s");
    crib_status info;
    SURE(crib_deal_status(&deal, &info));
    while (info.stage != CRIB_STAGE_OVER) {
        deal_and_discard(&deal);
        the_play(&deal);
        the_show(&deal);
        SURE(crib_deal_status(&deal, &info));
    }
    the_end(&deal);
    return 0;
}
