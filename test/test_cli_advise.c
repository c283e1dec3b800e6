/* SPDX-License-Identifier: MIT */
/* crib advise, run from the repo root: the views of whole games between bots, each written
 * as a command line, and what the program prints checked against crib_advise() and the
 * expert bot's choice for the view the command line describes; and the refusals. */
#define _POSIX_C_SOURCE 200809L /* popen */
#include "harness.h"
#include "cli_run.h"
#include "expert_games.h"

/* Appends the cards of a mask to cmd[cap] after the option, when there are any. */
static void put_mask(char *cmd, size_t cap, const char *option, uint64_t mask)
{
    crib_card cards[CRIB_CARDS];
    int32_t n = crib_mask_to_cards(mask, cards, CRIB_CARDS);
    if (n > 0 && option)
        snprintf(cmd + strlen(cmd), cap - strlen(cmd), " %s", option);
    for (int32_t i = 0; i < n; i++) {
        char c[4];
        MUST(crib_card_format(cards[i], c, sizeof c));
        snprintf(cmd + strlen(cmd), cap - strlen(cmd), " %s", c);
    }
}

/* Appends the option and n cards in order to cmd[cap], when there are any. */
static void put_cards(char *cmd, size_t cap, const char *option, const crib_card *cards, uint32_t n)
{
    if (n)
        snprintf(cmd + strlen(cmd), cap - strlen(cmd), " %s", option);
    for (uint32_t i = 0; i < n; i++) {
        char c[4];
        MUST(crib_card_format(cards[i], c, sizeof c));
        snprintf(cmd + strlen(cmd), cap - strlen(cmd), " %s", c);
    }
}

/* The command line for a view of a two-player game, and the view it describes (seen from
 * player 0, as crib advise sees it). */
static void describe(const crib_view *v, char *cmd, size_t cap, crib_view *seen)
{
    uint32_t me = v->player, opp = 1 - me;
    int dealer = v->dealer == me;
    memset(seen, 0, sizeof *seen);
    seen->rules = v->rules;
    seen->stage = v->stage;
    seen->dealer = dealer ? 0 : 1;
    seen->score[0] = v->score[me];
    seen->score[1] = v->score[opp];
    seen->hand = v->hand;
    snprintf(cmd, cap, "bin/crib advise --%s --variant %s --target %u --scores %u,%u",
             dealer ? "dealer" : "pone",
             v->rules.variant == CRIB_VARIANT_FIVE_CARD ? "five-card" : "six-card", v->rules.target,
             v->score[me], v->score[opp]);
    if (v->stage == CRIB_STAGE_DISCARD) {
        seen->starter = CRIB_NONE;
        put_mask(cmd, cap, NULL, v->hand);
        return;
    }
    char starter[4];
    MUST(crib_card_format((crib_card)v->starter, starter, sizeof starter));
    snprintf(cmd + strlen(cmd), cap - strlen(cmd), " --play --starter %s", starter);
    put_mask(cmd, cap, "--hand", v->hand);
    put_mask(cmd, cap, "--discard", v->discard);
    put_mask(cmd, cap, "--played", v->played[me]);
    put_mask(cmd, cap, "--played-opp", v->played[opp]);
    put_cards(cmd, cap, "--pile", v->pile, v->n_pile);
    put_cards(cmd, cap, "--earlier", v->earlier, v->n_earlier);
    seen->n_earlier = v->n_earlier;
    memcpy(seen->earlier, v->earlier, sizeof seen->earlier);
    seen->starter = v->starter;
    seen->discard = v->discard;
    seen->count = v->count;
    seen->n_pile = v->n_pile;
    memcpy(seen->pile, v->pile, sizeof seen->pile);
    seen->played[0] = v->played[me];
    seen->played[1] = v->played[opp];
    seen->held[0] = v->held[me];
    seen->held[1] = v->held[opp];
    seen->min_value[0] = seen->min_value[1] = 1;
    if ((v->went >> opp) & 1) {
        snprintf(cmd + strlen(cmd), cap - strlen(cmd), " --go");
        seen->went = 2;
        seen->min_value[1] = 32 - v->count;
    }
}

/* The table's line for an entry, as crib advise writes it. */
static void entry_line(const crib_view *v, const crib_advice_entry *e, char *line, size_t cap)
{
    char win[12], cards[24], keep[24];
    if (e->win < 0)
        snprintf(win, sizeof win, "-");
    else
        snprintf(win, sizeof win, "%.1f%%", 100 * e->win);
    MUST(crib_hand_format(e->card, e->n_cards, cards, sizeof cards));
    if (v->stage == CRIB_STAGE_DISCARD) {
        crib_card kept[CRIB_CARDS];
        int32_t n = crib_mask_to_cards(v->hand & ~e->cards, kept, CRIB_CARDS);
        MUST(crib_hand_format(kept, (size_t)n, keep, sizeof keep));
        snprintf(line, cap, "\n  %-9s %-14s %7.3f %7.3f %7.3f %7.3f %6s\n", cards, keep, e->hand,
                 e->crib, e->peg, e->points, win);
    } else if (e->n_cards) {
        snprintf(line, cap, "\n  %-5s %+7.3f %6s\n", cards, e->points, win);
    } else {
        snprintf(line, cap, "\n  go: no card fits under the count\n");
    }
}

typedef struct tallies {
    int views, discards, plays, runs, first, all, bot, earlier;
} tallies;

/* Runs crib advise on a view; its first table line the expert bot's choice, with
 * crib_advise()'s values, and every entry's line in order. */
static void check_view(const crib_view *v, tallies *t)
{
    static char cmd[1024], out[8192];
    crib_view seen;
    crib_advice adv;
    describe(v, cmd, sizeof cmd, &seen);
    if (crib_advise(&seen, &adv) != CRIB_OK)
        return;
    t->views++;
    t->discards += v->stage == CRIB_STAGE_DISCARD;
    t->plays += v->stage == CRIB_STAGE_PLAY;
    t->earlier += v->n_earlier > 0;
    int rc = run(cmd, out, sizeof out);
    t->runs += rc == 0;
    uint64_t bot = 0;
    crib_card cards[2] = {0, 0};
    if (v->stage == CRIB_STAGE_DISCARD) {
        int32_t n = crib_bot_choose_discard(&seen, CRIB_BOT_EXPERT, 1, cards, 2);
        MUST(crib_mask_from_cards(cards, n > 0 ? (size_t)n : 0, &bot));
    } else if (crib_bot_choose_play(&seen, CRIB_BOT_EXPERT, 1, cards) == 1) {
        bot = UINT64_C(1) << cards[0];
    }
    t->bot += adv.entry[0].cards == bot;
    char line[128];
    entry_line(&seen, &adv.entry[0], line, sizeof line);
    /* The first table line follows the header, which ends "win\n". */
    const char *header = strstr(out, "win\n");
    int first = header && !strncmp(header + 3, line, strlen(line));
    t->first += first;
    if (!first)
        printf("# %s\n#   wants%s#   got %s\n", cmd, line, out);
    const char *at = header ? header + 3 : "";
    int all = 1;
    for (uint32_t i = 0; i < adv.n && all; i++) {
        entry_line(&seen, &adv.entry[i], line, sizeof line);
        all = !strncmp(at, line, strlen(line));
        at += strlen(line) - 1;
    }
    t->all += all && *at == '\n' && at[1] == '\0';
}

/* Every step-th view player 1 decides from, checked. */
typedef struct every {
    int step;
    tallies *t;
} every;

static void each_view(const crib_view *v, int k, void *ctx)
{
    const every *e = (const every *)ctx;
    if (k % e->step == 0)
        check_view(v, e->t);
}

/* The views of a game of the strong bot against the expert, every step-th checked. */
static void run_games(uint32_t variant, uint32_t start, int step, tallies *t)
{
    every e = {step, t};
    expert_games(variant, 11 + start, 1, start, each_view, &e);
}

static void test_games(void)
{
    tallies t;
    memset(&t, 0, sizeof t);
    run_games(CRIB_VARIANT_SIX_CARD, 0, 2, &t);
    run_games(CRIB_VARIANT_SIX_CARD, 100, 1, &t);
    run_games(CRIB_VARIANT_FIVE_CARD, 40, 1, &t);
    CHECK(t.discards >= 15 && t.plays >= 50, "views of whole games: %d discards, %d plays",
          t.discards, t.plays);
    CHECK(t.earlier >= 10, "%d views name the earlier counts' order (--earlier)", t.earlier);
    CHECK_EQ(t.runs, t.views, "crib advise takes every view's command line");
    CHECK_EQ(t.bot, t.views, "crib_advise()'s first entry is the expert bot's choice");
    CHECK_EQ(t.first, t.views, "the first line is the expert bot's choice, with its values");
    CHECK_EQ(t.all, t.views, "a line for every entry, in crib_advise()'s order, and no more");
}

static void test_text(void)
{
    expect("bin/crib advise 6c 5h 5d Jc 2s 9h", 0,
           "deal 2s 5d 5h 6c 9h Jc: six-card; you deal, scores 0 to 0 (yours first), game to "
           "121\n  lay away  keep              hand    crib     peg   total    win\n");
    expect("bin/crib advise --pone --variant three --scores 3,4,5 6c 5h 5d Jc 2s", 0,
           "the opponent deals, scores 3 to 4 to 5 (yours first)");
    expect("bin/crib advise --pone --variant three 6c 5h 5d Jc 2s", 0,
           "\n  2s        5d 5h 6c Jc      9.638  -4.548  -0.787   4.303      -\n");
    expect("bin/crib advise --play --hand 5h 9c Ad --pile 10s Qh 2d --starter 3c --go", 0,
           "count 22 (10s Qh 2d), you hold Ad 5h 9c, starter 3c: six-card; you deal");
    expect("bin/crib advise --play --hand 5h 9c Ad --pile 10s Qh 2d --starter 3c --go", 0,
           "  play   points    win\n  9c     +5.000");
    expect("bin/crib advise --play --hand Kh Kc Ks --pile Qh 5d 9d --starter 3c --played 5d "
           "--played-opp 10s 5c",
           0, "win\n  go: no card fits under the count\n");
    expect("bin/crib advise --json --pone 6c 5h 5d Jc 2s 9h", 0,
           "{\"kind\":\"discard\",\"variant\":\"six-card\",\"target\":121,\"dealer\":false,"
           "\"hand\":[\"2s\",\"5d\",\"5h\",\"6c\",\"9h\",\"Jc\"],\"entries\":[{\"cards\":");
    expect("bin/crib advise --json --variant four 6c 5h 5d Jc 2s", 0, "\"win\":null}");
    expect("bin/crib advise --json --play --hand Kh Kc Ks --pile Qh 5d 9d --starter 3c --played "
           "5d --played-opp 10s 5c",
           0, "\"entries\":[{\"cards\":[],\"hand\":0.000000");
    expect("bin/crib advise --help", 0, "usage: crib advise");
    expect("bin/crib --help", 0, "  advise [--dealer|--pone]");
}

static void test_refused(void)
{
    expect("bin/crib advise 6c 5h 5d Jc 2s", 2,
           "crib: advise: wants the 6 cards dealt in the six-card game; 5 given");
    expect("bin/crib advise --variant five-card 6c 5h 5d Jc 2s 9h", 2, "the five-card game; 6");
    expect("bin/crib advise 6c 5h 5d Jc 2s 2s", 2, "2s is given twice");
    expect("bin/crib advise 6c 5h 5d Jc 2s 9x", 2, "'9x' is not a card");
    expect("bin/crib advise --dealer --pone 6c 5h 5d Jc 2s 9h", 2,
           "--dealer and --pone cannot be given together");
    expect("bin/crib advise --frob 6c 5h 5d Jc 2s 9h", 2, "unknown option '--frob'");
    expect("bin/crib advise --variant nine 6c 5h 5d Jc 2s 9h", 2,
           "bad value for --variant: 'nine'");
    expect("bin/crib advise --scores 121,3 6c 5h 5d Jc 2s 9h", 2,
           "a score of 121 has already won a game to 121");
    expect("bin/crib advise --scores 12 6c 5h 5d Jc 2s 9h", 2,
           "--scores wants 2 scores for six-card (yours first); 1 given");
    expect("bin/crib advise --scores 1,x 6c 5h 5d Jc 2s 9h", 2, "bad value for --scores: '1,x'");
    expect("bin/crib advise --starter 3c 6c 5h 5d Jc 2s 9h", 2,
           "--starter is for the play: add --play");
    expect("bin/crib advise --play --hand 5h 9c Kd --pile 10s 4h", 2,
           "wants one starter after --starter; 0 given");
    expect("bin/crib advise --play --hand 5h 9c Kd --pile 10s 4h --starter 5h", 2,
           "5h is named by both --hand and --starter");
    expect("bin/crib advise --play --hand 5h 9c --pile 10s 4h --starter 3c", 2,
           "the cards you hold (2) and have played (1) make 3; a hand of the six-card game "
           "keeps 4 (name the cards of earlier counts with --played)");
    expect("bin/crib advise --play --hand 5h 9c --pile 10s Qh Jd Ac --starter 3c", 2,
           "the pile counts 31: a count ends at 31");
    expect("bin/crib advise --play --hand 5h 9c Kd --pile 10s 4h --starter 3c --go", 2,
           "the opponent cannot have said go: every card fits under a count below 22");
    expect("bin/crib advise --play --variant three --hand 5h 9c Kd --starter 3c", 2,
           "the play is advised with two players (not three)");
    expect("bin/crib advise --play --hand 5h 9c Kd 2c --starter 3c --discard 4c", 2,
           "--discard wants the 2 cards you laid away; 1 given");
    expect("bin/crib advise --play --hand 5h 9c --starter 3c --pile 10s --played Kd 4c "
           "--played-opp 7h Jc 10s --earlier 7h Kd Jc",
           2,
           "--earlier names the cards played before this count, in order: those of --played "
           "and --played-opp not in the pile (4 cards; 3 given)");
    expect("bin/crib advise --play --hand 5h 9c --starter 3c --pile 10s --played Kd 4c "
           "--played-opp 7h Jc 10s --earlier 7h Kd Jc 5h",
           2, "5h is named by both --hand and --earlier");
    expect("bin/crib advise 6c 5h 5d Jc 2s 9h --earlier 7h", 2,
           "--earlier is for the play: add --play");
}

int main(void)
{
    if (!cli_shell("crib advise through the crib program"))
        return harness_done();
    test_text();
    test_refused();
    test_games();
    return harness_done();
}
