/* SPDX-License-Identifier: MIT */
/* Grading a player's decisions against the engine (see review.h). */
#include "review.h"

#include <string.h>

/* Values are shown to two places (the chance to win to one place of a percent); choices
 * closer than these are equally good. */
#define REVIEW_EPSILON 0.005
#define REVIEW_WIN_EPSILON 0.0005

/* Grades the choice whose cards are chosen among the advice of view. */
static int grade(const crib_view *view, uint64_t chosen, int kind, uint32_t deal, review_item *out)
{
    crib_advice adv;
    memset(out, 0, sizeof *out);
    int32_t rc = crib_advise(view, &adv);
    if (rc < 0)
        return rc;
    uint32_t i = 0;
    while (i < adv.n && adv.entry[i].cards != chosen)
        i++;
    if (i == adv.n)
        return CRIB_ERANGE;
    out->kind = kind;
    out->deal = deal;
    out->hand = view->hand;
    out->count = view->count;
    out->chosen = chosen;
    out->chosen_points = adv.entry[i].points;
    out->chosen_win = adv.entry[i].win;
    out->best = adv.entry[0].cards;
    out->best_points = adv.entry[0].points;
    out->best_win = adv.entry[0].win;
    return CLI_OK;
}

int review_discard(const crib_view *view, uint64_t away, uint32_t deal, review_item *out)
{
    return grade(view, away, REVIEW_DISCARD, deal, out);
}

int review_play(const crib_view *view, uint32_t card, uint32_t deal, review_item *out)
{
    return grade(view, card == CRIB_NONE ? 0 : (uint64_t)1 << card, REVIEW_PLAY, deal, out);
}

void review_claim(uint32_t claimed, uint32_t actual, uint32_t deal, review_item *out)
{
    memset(out, 0, sizeof *out);
    out->kind = REVIEW_CLAIM;
    out->deal = deal;
    out->claimed = claimed;
    out->actual = actual;
}

int review_is_best(const review_item *it)
{
    if (it->kind == REVIEW_CLAIM)
        return it->claimed == it->actual;
    double points = it->best_points - it->chosen_points;
    double win = it->best_win - it->chosen_win;
    return it->chosen == it->best || (points < REVIEW_EPSILON && points > -REVIEW_EPSILON &&
                                      win < REVIEW_WIN_EPSILON && win > -REVIEW_WIN_EPSILON);
}

static void put_choice(FILE *f, int kind, uint64_t cards)
{
    if (kind == REVIEW_PLAY && !cards)
        fputs("go", f);
    else
        cli_put_mask(f, cards);
}

/* "(13.35 points, wins 52.5%)"; the chance left out where no table covers the game. */
static void put_values(FILE *f, int kind, double points, double win)
{
    fprintf(f, kind == REVIEW_PLAY ? " (%+.2f points" : " (%.2f points", points);
    if (win >= 0)
        fprintf(f, ", wins %.1f%%", 100 * win);
    fputc(')', f);
}

static void print_choice(FILE *f, const review_item *it, int best)
{
    if (it->kind == REVIEW_DISCARD) {
        fputs(": you laid away ", f);
        cli_put_mask(f, it->chosen);
    } else {
        fprintf(f, ", count %u: you %s", it->count, it->chosen ? "played " : "said ");
        put_choice(f, it->kind, it->chosen);
    }
    put_values(f, it->kind, it->chosen_points, it->chosen_win);
    if (best) {
        fputs(it->kind == REVIEW_DISCARD ? ", the best keep\n" : ", the best card\n", f);
        return;
    }
    fputs("; the best was ", f);
    put_choice(f, it->kind, it->best);
    put_values(f, it->kind, it->best_points, it->best_win);
    fprintf(f, ": %.2f points", it->best_points - it->chosen_points);
    if (it->best_win >= 0 && it->chosen_win >= 0)
        fprintf(f, " and %.1f%% to win", 100 * (it->best_win - it->chosen_win));
    fputs(" given up\n", f);
}

/* One decision's line. */
static void print_item(FILE *f, const review_item *it)
{
    int best = review_is_best(it);
    fprintf(f, "  deal %u", it->deal);
    if (it->kind != REVIEW_CLAIM) {
        print_choice(f, it, best);
        return;
    }
    fprintf(f, ": you claimed %u", it->claimed);
    if (best)
        fputs(", the whole count\n", f);
    else if (it->claimed < it->actual)
        fprintf(f, " of %u: %u missed\n", it->actual, it->actual - it->claimed);
    else
        fprintf(f, ", %u too many (the count is %u)\n", it->claimed - it->actual, it->actual);
}

/* The summary of one kind of choice: "3 of 4 discards the best (1.20 points and 2.1% to
 * win given up)". */
static void print_sum(FILE *f, const char *what, unsigned good, unsigned total, double points,
                      double win, int wins_known)
{
    fprintf(f, "%u of %u %s the best (%.2f points", good, total, what, points);
    if (wins_known)
        fprintf(f, " and %.1f%% to win", 100 * win);
    fputs(" given up)", f);
}

void review_print(FILE *f, const review_item *items, size_t n)
{
    unsigned total[4] = {0, 0, 0, 0}, good[4] = {0, 0, 0, 0};
    double points[4] = {0, 0, 0, 0}, win[4] = {0, 0, 0, 0};
    int known = 0;
    fputs("review of your decisions, against the expert bot's values:\n", f);
    for (size_t i = 0; i < n; i++) {
        const review_item *it = &items[i];
        total[it->kind]++;
        good[it->kind] += (unsigned)review_is_best(it);
        print_item(f, it);
        if (it->kind == REVIEW_CLAIM)
            continue;
        points[it->kind] += it->best_points - it->chosen_points;
        if (it->best_win >= 0 && it->chosen_win >= 0) {
            win[it->kind] += it->best_win - it->chosen_win;
            known = 1;
        }
    }
    fputs("in all: ", f);
    print_sum(f, "discards", good[REVIEW_DISCARD], total[REVIEW_DISCARD], points[REVIEW_DISCARD],
              win[REVIEW_DISCARD], known);
    fputs(", ", f);
    print_sum(f, "cards", good[REVIEW_PLAY], total[REVIEW_PLAY], points[REVIEW_PLAY],
              win[REVIEW_PLAY], known);
    if (total[REVIEW_CLAIM])
        fprintf(f, ", %u of %u claims in full", good[REVIEW_CLAIM], total[REVIEW_CLAIM]);
    fputs("\n", f);
}
