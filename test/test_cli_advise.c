/* SPDX-License-Identifier: MIT */
/* crib advise, run from the repo root: the views of whole games between bots, each written
 * as a command line, and what the program prints checked against crib_advise() and the
 * expert bot's choice for the view the command line describes; and the refusals. */
#define _POSIX_C_SOURCE 200809L /* popen */
#include "harness.h"
#include "cli_run.h"
#include "deal_views.h"
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

static const char *const k_variants[5] = {"six-card", "five-card", "three", "four", "two-to-crib"};

/* How the options name seat s (1 .. n-1, counted from the player to his left) of a game of n
 * players: the opponent, or the player on the left, across or on the right. */
static const char *seat_word(uint32_t n, uint32_t s)
{
    return n == 2 ? "opp" : s == 1 ? "left" : s == n - 1 ? "right" : "across";
}

/* The command line for a view of a game of any variant, and the view it describes (seen
 * from player 0, the others by seat from his left, as crib advise sees it). The cards of
 * the pile that crib advise takes to be played in turn (the last by the player on the
 * right) are left out of the --played options, so that it has to. */
static void describe(const crib_view *v, uint32_t n, char *cmd, size_t cap, crib_view *seen)
{
    uint32_t me = v->player, dealer = (v->dealer + n - me) % n;
    memset(seen, 0, sizeof *seen);
    seen->rules = v->rules;
    seen->stage = v->stage;
    seen->dealer = dealer;
    if (n == 4) {
        seen->score[0] = v->score[me % 2];
        seen->score[1] = v->score[1 - me % 2];
    } else {
        for (uint32_t s = 0; s < n; s++)
            seen->score[s] = v->score[(me + s) % n];
    }
    seen->hand = v->hand;
    char deals[24];
    if (dealer == 0)
        snprintf(deals, sizeof deals, "--dealer");
    else if (n == 2)
        snprintf(deals, sizeof deals, "--pone");
    else
        snprintf(deals, sizeof deals, "--dealer-%s", seat_word(n, dealer));
    snprintf(cmd, cap, "bin/crib advise %s --variant %s --target %u --scores %u", deals,
             k_variants[v->rules.variant], v->rules.target, seen->score[0]);
    for (uint32_t s = 1; s < (n == 4 ? 2 : n); s++)
        snprintf(cmd + strlen(cmd), cap - strlen(cmd), ",%u", seen->score[s]);
    if (v->stage == CRIB_STAGE_DISCARD) {
        seen->starter = CRIB_NONE;
        put_mask(cmd, cap, NULL, v->hand);
        return;
    }
    seen->starter = v->starter;
    seen->discard = v->discard;
    seen->count = v->count;
    seen->n_pile = v->n_pile;
    memcpy(seen->pile, v->pile, sizeof seen->pile);
    seen->n_earlier = v->n_earlier;
    memcpy(seen->earlier, v->earlier, sizeof seen->earlier);
    uint64_t named[CRIB_PLAY_MAX_PLAYERS];
    for (uint32_t s = 0; s < n; s++) {
        uint32_t q = (me + s) % n;
        named[s] = seen->played[s] = v->played[q];
        seen->held[s] = v->held[q];
        seen->min_value[s] = 1;
        if ((v->went >> q) & 1) {
            seen->went |= 1u << s;
            seen->min_value[s] = 32 - v->count;
        }
    }
    for (uint32_t i = 0; i < v->n_pile; i++) {
        uint32_t turn = n - 1 - (v->n_pile - 1 - i) % n;
        named[turn] &= ~(UINT64_C(1) << v->pile[i]);
    }
    char starter[4], option[24];
    MUST(crib_card_format((crib_card)v->starter, starter, sizeof starter));
    snprintf(cmd + strlen(cmd), cap - strlen(cmd), " --play --starter %s", starter);
    put_mask(cmd, cap, "--hand", v->hand);
    put_mask(cmd, cap, "--discard", v->discard);
    put_mask(cmd, cap, "--played", named[0]);
    for (uint32_t s = 1; s < n; s++) {
        snprintf(option, sizeof option, "--played-%s", seat_word(n, s));
        put_mask(cmd, cap, option, named[s]);
    }
    put_cards(cmd, cap, "--pile", v->pile, v->n_pile);
    put_cards(cmd, cap, "--earlier", v->earlier, v->n_earlier);
    for (uint32_t s = 1; s < n; s++)
        if ((seen->went >> s) & 1)
            snprintf(cmd + strlen(cmd), cap - strlen(cmd), n == 2 ? " --go" : " --go-%s",
                     seat_word(n, s));
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
    int views, discards, plays, runs, first, all, bot, earlier, seated, seats, went, turns;
} tallies;

/* The same choices with the same values, in the same order. */
static int same_advice(const crib_advice *a, const crib_advice *b)
{
    int same = a->kind == b->kind && a->n == b->n;
    for (uint32_t i = 0; i < a->n && same; i++)
        same = a->entry[i].cards == b->entry[i].cards && a->entry[i].points == b->entry[i].points &&
               a->entry[i].win == b->entry[i].win && a->entry[i].hand == b->entry[i].hand &&
               a->entry[i].crib == b->entry[i].crib && a->entry[i].peg == b->entry[i].peg;
    return same;
}

/* Runs crib advise on a view of a game of n players; its first table line the expert bot's
 * choice, with crib_advise()'s values, and every entry's line in order. The view seen from
 * seat 0 is advised as the player's own (the gos of the current count alone known), which
 * tells that the seats, the dealer and the scores were named right. */
static void check_view(const crib_view *v, uint32_t n, tallies *t)
{
    static char cmd[1024], out[8192];
    crib_view seen, own = *v;
    crib_advice adv, theirs;
    describe(v, n, cmd, sizeof cmd, &seen);
    if (crib_advise(&seen, &adv) != CRIB_OK)
        return;
    t->views++;
    t->discards += v->stage == CRIB_STAGE_DISCARD;
    t->plays += v->stage == CRIB_STAGE_PLAY;
    t->earlier += v->n_earlier > 0;
    t->went += v->went != 0;
    /* The pile's cards not all played in turn: some crib advise is told of. */
    for (uint32_t i = 0; i < v->n_pile; i++)
        if (!((v->played[(v->player + n - 1 - (v->n_pile - 1 - i) % n) % n] >> v->pile[i]) & 1)) {
            t->turns++;
            break;
        }
    for (uint32_t q = 0; q < n && v->stage == CRIB_STAGE_PLAY; q++)
        own.min_value[q] = (v->went >> q) & 1 ? 32 - v->count : 1;
    /* (The expert's search with two players samples the hands from a seed that the seats'
     * numbers change: there the play's values may differ by the sampling.) */
    if (n > 2 || v->stage == CRIB_STAGE_DISCARD) {
        t->seated++;
        t->seats += crib_advise(&own, &theirs) == CRIB_OK && same_advice(&adv, &theirs);
    }
    int rc = run(cmd, out, sizeof out);
    t->runs += rc == 0;
    uint64_t bot = 0;
    crib_card cards[2] = {0, 0};
    if (v->stage == CRIB_STAGE_DISCARD) {
        int32_t k = crib_bot_choose_discard(&seen, CRIB_BOT_EXPERT, 1, cards, 2);
        MUST(crib_mask_from_cards(cards, k > 0 ? (size_t)k : 0, &bot));
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

/* Every step-th view, checked. */
typedef struct every {
    int step, k;
    uint32_t players;
    tallies *t;
} every;

static void each_view(const crib_view *v, int k, void *ctx)
{
    const every *e = (const every *)ctx;
    if (k % e->step == 0)
        check_view(v, e->players, e->t);
}

/* The views of a game of the strong bot against the expert, every step-th checked. */
static void run_games(uint32_t variant, uint32_t start, int step, tallies *t)
{
    every e = {step, 0, 2, t};
    expert_games(variant, 11 + start, 1, start, each_view, &e);
}

static void each_deal_view(const crib_view *v, void *ctx)
{
    every *e = (every *)ctx;
    each_view(v, e->k++, ctx);
}

/* The views of deals of a game of n players, every step-th checked. */
static void run_deals(uint32_t variant, uint32_t n, uint64_t seed, int deals, int step, tallies *t)
{
    every e = {step, 0, n, t};
    deal_views(variant, 0, seed, deals, each_deal_view, &e);
}

/* The checks of the views of tallies t, a game named by what. */
static void check_tallies(const tallies *t, const char *what)
{
    CHECK_EQ(t->runs, t->views, "%s: crib advise takes every view's command line", what);
    CHECK_EQ(t->bot, t->views, "%s: crib_advise()'s first entry is the expert bot's choice", what);
    CHECK_EQ(t->first, t->views, "%s: the first line is the expert bot's choice, with its values",
             what);
    CHECK_EQ(t->all, t->views, "%s: a line for every entry, in crib_advise()'s order, and no more",
             what);
    CHECK(t->seated > 0 && t->seats == t->seated,
          "%s: the view from seat 0 is advised as the player's own (%d of %d)", what, t->seats,
          t->seated);
}

static void test_games(void)
{
    tallies t;
    memset(&t, 0, sizeof t);
    run_games(CRIB_VARIANT_SIX_CARD, 0, 2, &t);
    run_games(CRIB_VARIANT_SIX_CARD, 100, 1, &t);
    run_games(CRIB_VARIANT_FIVE_CARD, 40, 1, &t);
    run_games(CRIB_VARIANT_TWO_TO_CRIB, 80, 2, &t);
    CHECK(t.discards >= 15 && t.plays >= 50, "views of whole games: %d discards, %d plays",
          t.discards, t.plays);
    CHECK(t.earlier >= 10, "%d views name the earlier counts' order (--earlier)", t.earlier);
    check_tallies(&t, "two players");
}

/* Three and four players: the seats, the dealer, the scores by side, the others' cards and
 * gos named by seat (--played-left, --go-right, --dealer-across...). */
static void test_many_players(void)
{
    for (uint32_t n = 3; n <= 4; n++) {
        tallies t;
        memset(&t, 0, sizeof t);
        run_deals(n == 3 ? CRIB_VARIANT_THREE : CRIB_VARIANT_FOUR, n, 20 + n, 3, 1, &t);
        const char *what = n == 3 ? "three-handed" : "four-handed";
        printf("# %s: %d views, %d after a go, %d with cards out of turn\n", what, t.views, t.went,
               t.turns);
        CHECK(t.discards == 3 * (int)n && t.plays >= 9 * (int)n && t.earlier >= 10 && t.went >= 2 &&
                  t.turns >= 2,
              "%s deals: %d discards, %d plays, %d with earlier counts, %d after a go, %d with "
              "the pile's cards out of turn",
              what, t.discards, t.plays, t.earlier, t.went, t.turns);
        check_tallies(&t, what);
    }
}

static void test_text(void)
{
    expect("bin/crib advise 6c 5h 5d Jc 2s 9h", 0,
           "deal 2s 5d 5h 6c 9h Jc: six-card; you deal, scores 0 to 0 (yours first), game to "
           "121\n  lay away  keep              hand    crib     peg   total    win\n");
    expect("bin/crib advise --pone --variant three --scores 3,4,5 6c 5h 5d Jc 2s", 0,
           "three; the player on your right deals, scores: you 3, left 4, right 5, game to 121");
    expect("bin/crib advise --dealer-across --variant four --scores 3,4 6c 5h 5d Jc 2s", 0,
           "four; your partner deals, scores: your side 3, theirs 4, game to 121\n");
    expect("bin/crib advise --dealer-across --variant four --scores 3,4 6c 5h 5d Jc 2s", 0,
           "\n  2s        5d 5h 6c Jc      9.638   4.");
    expect(
        "bin/crib advise --play --variant three --pone --hand 5h 9c Kd --starter 3c --pile 10s 4h "
        "7c",
        0,
        "count 21 (10s 4h 7c), you hold 5h 9c Kd, starter 3c: three; the player on your right "
        "deals, scores: you 0, left 0, right 0, game to 121\n  play   points    win\n  Kd     "
        "+0.725      -\n");
    expect(
        "bin/crib advise --play --variant four --dealer-left --hand 5h 9c Kd --starter 3c --pile "
        "10s Qh 2d 3d --played 10s --played-left 2d --played-across Qh 3d --go-left",
        0,
        "count 25 (10s Qh 2d 3d), you hold 5h 9c Kd, starter 3c: four; the player on your left "
        "deals, scores: your side 0, theirs 0, game to 121\n  play   points    win\n  5h ");
    expect(
        "bin/crib advise --play --variant four --dealer-left --hand 5h 9c Kd --starter 3c --pile "
        "10s Qh 5s --played 10s --played-left Qh 3d --played-right 5s 3s --go-left --json",
        0, "\"dealer\":false,\"dealer_seat\":1,\"hand\":[\"5h\",\"9c\",\"Kd\"]");
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
           "\"dealer_seat\":1,\"hand\":[\"2s\",\"5d\",\"5h\",\"6c\",\"9h\",\"Jc\"],\"entries\":[{"
           "\"cards\":");
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
           "the cards you hold (3) and have played (0) make 3; a hand of the three-handed game "
           "keeps 4 (name the cards of earlier counts with --played)");
    expect(
        "bin/crib advise --play --variant four --hand 5h 9c Kd 2c 3c --starter 4c --pile 10s", 2,
        "the cards you hold (5) and have played (0) make 5; a hand of the four-handed game keeps "
        "4 (name the pile's cards that others played with --played-left, --played-across and "
        "--played-right)");
    expect("bin/crib advise --play --variant three --hand 5h 9c Kd --starter 3c --pile 10s 4h 7c "
           "--played-opp 4h",
           2,
           "--played-opp names no one in a three-handed game: --played-left and --played-right "
           "name the others' cards");
    expect("bin/crib advise --play --variant three --hand 5h 9c Kd --starter 3c --pile 10s 4h 7c "
           "--played-across 4h",
           2, "--played-across names no one in a three-handed game");
    expect("bin/crib advise --play --hand 5h 9c Kd --starter 3c --pile 10s 4h --played-left 4h", 2,
           "--played-left names no one in a two-player game: name the opponent's cards with "
           "--played-opp");
    expect("bin/crib advise --play --variant four --hand 5h 9c Kd --starter 3c --pile 10s Qh 5s "
           "--played 10s --go",
           2,
           "--go names no one in a four-handed game: --go-left, --go-across and --go-right say "
           "who has said go");
    expect("bin/crib advise --play --variant three --hand 5h 9c Kd --starter 3c --pile 10s 4h 7c "
           "--go-right",
           2,
           "the player on your right cannot have said go: every card fits under a count below 22");
    expect("bin/crib advise --play --variant four --hand 5h 9c --starter 3c --pile 10s Qh 5s "
           "--played Kd 10s --played-right 5s 4s 3s 2s --played-left Qh Kc Ks Kh --go-right",
           2, "the player on your right cannot have said go: they have played all their cards");
    expect("bin/crib advise --play --variant three --hand 5h 9c Kd --starter 3c --pile 10s 4h 7c "
           "--played 10s --played-left 4h Kh Ks Kc Qc",
           2, "the player on your left has played 5 cards; a hand keeps 4");
    expect("bin/crib advise --play --variant three --hand 5h 9c Kd --starter 3c --pile 10s 4h 7c "
           "--played-left 4h --played-right 4h",
           2, "4h is named by both --played-left and --played-right");
    expect("bin/crib advise --variant three --dealer-across 6c 5h 5d Jc 2s", 2,
           "--dealer-across names no one in a three-handed game: --dealer-left or --dealer-right "
           "says who deals (--dealer: you)");
    expect("bin/crib advise --dealer-left 6c 5h 5d Jc 2s 9h", 2,
           "--dealer-left names no one in a two-player game: --pone says the opponent deals");
    expect("bin/crib advise --variant four --pone --dealer-left 6c 5h 5d Jc 2s", 2,
           "--pone and --dealer-left cannot be given together: one player deals");
    expect("bin/crib advise --variant four --go-left 6c 5h 5d Jc 2s", 2,
           "--go-left is for the play: add --play");
    expect("bin/crib advise --variant four --played-across 4h 6c 5h 5d Jc 2s", 2,
           "--played-across is for the play: add --play");
    expect("bin/crib advise --variant four --scores 1,2,3 6c 5h 5d Jc 2s", 2,
           "--scores wants 2 scores for four (your side's first); 3 given");
    expect("bin/crib advise --play --hand 5h 9c Kd 2c --starter 3c --discard 4c", 2,
           "--discard wants the 2 cards you laid away; 1 given");
    expect("bin/crib advise --play --hand 5h 9c --starter 3c --pile 10s --played Kd 4c "
           "--played-opp 7h Jc 10s --earlier 7h Kd Jc",
           2,
           "--earlier names the cards played before this count, in order: those of the --played "
           "options not in the pile (4 cards; 3 given)");
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
    test_many_players();
    return harness_done();
}
