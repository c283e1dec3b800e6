/* SPDX-License-Identifier: MIT */
/* crib review: every discard and card of a game record graded by the expert bot's values
 * (crib_advise()) from the view the player had, as crib play's review grades a game
 * (review.c). The record is stepped through once, decision by decision (record_step.c). */
#include "json.h"
#include "record_step.h"
#include "review.h"

#include <stdlib.h>
#include <string.h>

static void review_usage(FILE *f)
{
    fputs("usage: crib review [--json] FILE\n"
          "  Reads a game record (the JSON object 'crib game --json' prints; see\n"
          "  docs/records.md) from FILE, or from standard input for -, and grades every\n"
          "  discard and every card or go of the play by the expert bot's values\n"
          "  (crib advise), from the view the player had then: what he chose, the best\n"
          "  choice, and the expected points and the chance to win the choice gave up.\n"
          "  Then each player's totals. A record the rules refuse, or a text that is no\n"
          "  record: crib check's message and exit code (1, 2).\n"
          "  --json  print one JSON object instead of the table: the same, with each\n"
          "          choice's expected points and the best's (points, best_points, is_best)\n"
          "  The table has a row a decision, in the order of the game:\n"
          "    deal      the deal, from 1\n"
          "    player    who decided: 0, 1 (and 2, 3 in the three- and four-handed games)\n"
          "    kind      discard (the cards laid away) or play (a card, or go)\n"
          "    chose     what the player chose\n"
          "    best      the expert bot's choice (crib advise's first)\n"
          "    loss      the expected points given up: the best's less the choice's\n"
          "    win_loss  the chance to win given up, likewise; - where no table covers\n"
          "              the game (two players, six cards, to 121 or 61 have one)\n"
          "    *         the choice was not as good as the best (one with the same values,\n"
          "              such as a card of the same rank, is as good, and unmarked)\n"
          "  A loss can be negative: the bot ranks its choices by the chance to win near\n"
          "  the end of a game (by points before), and so may give up points for the\n"
          "  game, or, rarely, a little of the chance for points; a negative loss is what\n"
          "  the choice gained by that measure. A row with no advice says why instead.\n"
          "  The totals, one line a player: the loss and win_loss of the player's\n"
          "  decisions summed, negative ones included.\n",
          f);
}

/* The card of a mask of one card. */
static uint32_t card_of(uint64_t mask)
{
    uint32_t c = 0;
    while (c < CRIB_CARDS && !((mask >> c) & 1u))
        c++;
    return c;
}

/* One row: a decision, graded (ok) or not (code, why the advice cannot cover it). */
typedef struct review_row {
    uint32_t deal, player;
    int kind, ok;
    int32_t code;
    review_item item;
} review_row;

/* The decision that takes the game from *before to *after, graded from the player's view. */
static void grade_one(const record_point *before, const record_point *after, review_row *row)
{
    const crib_record_report *at = &before->at;
    crib_view view;
    memset(row, 0, sizeof *row);
    row->deal = at->deal;
    row->player = at->player;
    row->kind = at->kind == CRIB_EVENT_DISCARD ? REVIEW_DISCARD : REVIEW_PLAY;
    uint64_t chose = record_choice(before, after);
    row->item.chosen = chose;
    row->code = crib_deal_view_history(&before->deal, &before->hist, at->player, &view);
    if (row->code == CRIB_OK)
        row->code =
            row->kind == REVIEW_DISCARD
                ? review_discard(&view, chose, at->deal, &row->item)
                : review_play(&view, chose ? card_of(chose) : CRIB_NONE, at->deal, &row->item);
    row->item.chosen = chose;
    row->ok = row->code == CRIB_OK;
}

/* Every discard, card and go of the record, graded: rows[0 .. *n-1] (malloc'd). */
static int32_t grade_all(const char *text, size_t len, uint32_t total, review_row **rows, size_t *n)
{
    record_point *pt = malloc((RECORD_BATCH + 1) * sizeof *pt);
    *rows = malloc((total ? total : 1) * sizeof **rows);
    *n = 0;
    if (!pt || !*rows) {
        free(pt);
        free(*rows);
        *rows = NULL;
        return CRIB_ENULL;
    }
    int32_t rc = CRIB_OK;
    for (uint32_t first = 0; rc == CRIB_OK && first < total; first += RECORD_BATCH) {
        uint32_t m = total - first;
        if (m > RECORD_BATCH)
            m = RECORD_BATCH;
        /* Each decision between the game before it and after it. */
        rc = record_goto_many(text, len, first, m + 1, pt);
        for (uint32_t i = 0; rc == CRIB_OK && i < m; i++) {
            uint32_t kind = pt[i].at.kind;
            if (kind == CRIB_EVENT_DISCARD || kind == CRIB_EVENT_CARD || kind == CRIB_EVENT_GO)
                grade_one(&pt[i], &pt[i + 1], &(*rows)[(*n)++]);
        }
    }
    free(pt);
    return rc;
}

/* Why no advice: the library's code in words fit for a row. */
static const char *no_advice(int32_t code)
{
    return code == CRIB_ECOUNT ? "no advice for a hand of the wrong size"
                               : "no advice for this view";
}

static double loss_of(const review_item *it)
{
    return it->best_points - it->chosen_points;
}

/* The chance to win given up, or -1 where no table covers the game. */
static double win_loss_of(const review_item *it)
{
    return it->best_win >= 0 && it->chosen_win >= 0 ? it->best_win - it->chosen_win : -1;
}

static void put_choice(FILE *f, int kind, uint64_t cards, int width)
{
    char buf[32] = "go";
    if (kind == REVIEW_DISCARD || cards) {
        crib_card c[8];
        int32_t k = CLI_SURE(crib_mask_to_cards(cards, c, 8));
        size_t n = 0;
        for (int32_t i = 0; i < k; i++) {
            char one[4];
            CLI_SURE(crib_card_format(c[i], one, sizeof one));
            n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s", i ? " " : "", one);
        }
    }
    fprintf(f, "%-*s", width, buf);
}

static void print_table(const review_row *rows, size_t n, uint32_t players)
{
    double loss[CRIB_PLAY_MAX_PLAYERS] = {0}, win[CRIB_PLAY_MAX_PLAYERS] = {0};
    int known = 0;
    printf("deal player kind     chose   best      loss  win_loss\n");
    for (size_t i = 0; i < n; i++) {
        const review_row *r = &rows[i];
        printf("%4u %6u %-8s ", r->deal, r->player, r->kind == REVIEW_DISCARD ? "discard" : "play");
        put_choice(stdout, r->kind, r->item.chosen, 7);
        fputc(' ', stdout);
        if (!r->ok) {
            printf("%s\n", no_advice(r->code));
            continue;
        }
        put_choice(stdout, r->kind, r->item.best, 7);
        double w = win_loss_of(&r->item);
        printf(" %7.2f", loss_of(&r->item));
        if (w >= 0)
            printf(" %8.1f%%", 100 * w);
        else
            printf(" %9s", "-");
        puts(review_is_best(&r->item) ? "" : "  *");
        loss[r->player] += loss_of(&r->item);
        if (w >= 0) {
            win[r->player] += w;
            known = 1;
        }
    }
    for (uint32_t p = 0; p < players; p++) {
        printf("player %u: %.2f points", p, loss[p]);
        if (known)
            printf(" and %.1f%% to win", 100 * win[p]);
        puts(" given up");
    }
}

static void json_number(double v)
{
    printf("%.4f", v);
}

static void json_choice(int kind, uint64_t cards)
{
    if (kind == REVIEW_DISCARD) {
        json_mask(stdout, cards);
        return;
    }
    if (cards)
        json_card(stdout, card_of(cards));
    else
        json_string(stdout, "go");
}

static void print_json(const review_row *rows, size_t n, uint32_t players)
{
    double loss[CRIB_PLAY_MAX_PLAYERS] = {0}, win[CRIB_PLAY_MAX_PLAYERS] = {0};
    printf("{\"decisions\":[");
    for (size_t i = 0; i < n; i++) {
        const review_row *r = &rows[i];
        const review_item *it = &r->item;
        printf("%s{\"deal\":%u,\"player\":%u,\"kind\":\"%s\",\"chose\":", i ? "," : "", r->deal,
               r->player, r->kind == REVIEW_DISCARD ? "discard" : "play");
        json_choice(r->kind, it->chosen);
        if (!r->ok) {
            printf(",\"best\":null,\"loss\":null,\"win_loss\":null,\"note\":");
            json_string(stdout, no_advice(r->code));
            putchar('}');
            continue;
        }
        double w = win_loss_of(it);
        printf(",\"best\":");
        json_choice(r->kind, it->best);
        printf(",\"loss\":");
        json_number(loss_of(it));
        printf(",\"win_loss\":");
        if (w >= 0)
            json_number(w);
        else
            printf("null");
        printf(",\"points\":");
        json_number(it->chosen_points);
        printf(",\"best_points\":");
        json_number(it->best_points);
        printf(",\"is_best\":%s}", review_is_best(it) ? "true" : "false");
        loss[r->player] += loss_of(it);
        if (w >= 0)
            win[r->player] += w;
    }
    printf("],\"total_loss\":[");
    for (uint32_t p = 0; p < players; p++) {
        printf("%s", p ? "," : "");
        json_number(loss[p]);
    }
    printf("],\"total_win_loss\":[");
    for (uint32_t p = 0; p < players; p++) {
        printf("%s", p ? "," : "");
        json_number(win[p]);
    }
    printf("]}\n");
}

int cmd_review(int argc, char **argv)
{
    int json = 0, words = 0;
    const cli_flag flags[] = {{"--json", &json}};
    /* "-" last is standard input, no option. */
    int stdin_last = argc > 0 && strcmp(argv[argc - 1], "-") == 0;
    int rc = cli_read_flags("review", argc - stdin_last, argv, flags, CLI_COUNT(flags),
                            review_usage, &words);
    if (rc != CLI_OK)
        return rc == CLI_HELP ? CLI_OK : rc;
    if (stdin_last)
        argv[words++] = argv[argc - 1];
    if (words != 1)
        return record_one_file("review", words);
    const char *path = argv[0];
    size_t len = 0;
    char *text = record_read_file("review", path, &len);
    if (!text)
        return CLI_USAGE;
    crib_record_report whole;
    int32_t code = crib_record_check(text, len, &whole);
    if (code != CRIB_OK) {
        rc = record_refused(path, text, len, &whole);
        free(text);
        return rc;
    }
    review_row *rows;
    size_t n;
    code = grade_all(text, len, whole.decisions, &rows, &n);
    free(text);
    if (code != CRIB_OK) {
        free(rows);
        cli_error("review: %s", crib_strerror(code));
        return CLI_FAIL;
    }
    if (json)
        print_json(rows, n, whole.players);
    else
        print_table(rows, n, whole.players);
    free(rows);
    return CLI_OK;
}
