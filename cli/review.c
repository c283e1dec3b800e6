/* SPDX-License-Identifier: MIT */
/* Grading a player's decisions against the engine (see review.h). */
#include "review.h"

#include <stdarg.h>
#include <stdio.h>
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

/* Where the review goes: put(ctx, text) for each piece of text. */
typedef struct review_out {
    review_put *put;
    void *ctx;
} review_out;

/* Writes as printf does, through o. */
static void out(const review_out *o, const char *fmt, ...)
#if defined(__MINGW_PRINTF_FORMAT)
    __attribute__((format(__MINGW_PRINTF_FORMAT, 2, 3)))
#elif defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void out(const review_out *o, const char *fmt, ...)
{
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    o->put(o->ctx, text);
}

/* The cards of a mask, "3c 3s". */
static void out_mask(const review_out *o, uint64_t mask)
{
    crib_card cards[CRIB_CARDS];
    char text[CRIB_CARDS * 4];
    /* The masks are the library's own, of cards alone. */
    int32_t n = CLI_SURE(crib_mask_to_cards(mask, cards, CRIB_CARDS));
    CLI_SURE(crib_hand_format(cards, (size_t)n, text, sizeof text));
    o->put(o->ctx, text);
}

static void put_choice(const review_out *o, int kind, uint64_t cards)
{
    if (kind == REVIEW_PLAY && !cards)
        out(o, "go");
    else
        out_mask(o, cards);
}

/* "(13.35 points, wins 52.5%)"; the chance left out where no table covers the game. */
static void put_values(const review_out *o, int kind, double points, double win)
{
    out(o, kind == REVIEW_PLAY ? " (%+.2f points" : " (%.2f points", points);
    if (win >= 0)
        out(o, ", wins %.1f%%", 100 * win);
    out(o, ")");
}

static void print_choice(const review_out *o, const review_item *it, int best)
{
    if (it->kind == REVIEW_DISCARD) {
        out(o, ": you laid away ");
        out_mask(o, it->chosen);
    } else {
        out(o, ", count %u: you %s", it->count, it->chosen ? "played " : "said ");
        put_choice(o, it->kind, it->chosen);
    }
    put_values(o, it->kind, it->chosen_points, it->chosen_win);
    if (best) {
        out(o, it->kind == REVIEW_DISCARD ? ", the best keep\n" : ", the best card\n");
        return;
    }
    out(o, "; the best was ");
    put_choice(o, it->kind, it->best);
    put_values(o, it->kind, it->best_points, it->best_win);
    out(o, ": %.2f points", it->best_points - it->chosen_points);
    if (it->best_win >= 0 && it->chosen_win >= 0)
        out(o, " and %.1f%% to win", 100 * (it->best_win - it->chosen_win));
    out(o, " given up\n");
}

/* One decision's line. */
static void print_item(const review_out *o, const review_item *it)
{
    int best = review_is_best(it);
    out(o, "  deal %u", it->deal);
    if (it->kind != REVIEW_CLAIM) {
        print_choice(o, it, best);
        return;
    }
    out(o, ": you claimed %u", it->claimed);
    if (best)
        out(o, ", the whole count\n");
    else if (it->claimed < it->actual)
        out(o, " of %u: %u missed\n", it->actual, it->actual - it->claimed);
    else
        out(o, ", %u too many (the count is %u)\n", it->claimed - it->actual, it->actual);
}

/* The summary of one kind of choice: "3 of 4 discards the best (1.20 points and 2.1% to
 * win given up)". */
static void print_sum(const review_out *o, const char *what, unsigned good, unsigned total,
                      double points, double win, int wins_known)
{
    out(o, "%u of %u %s the best (%.2f points", good, total, what, points);
    if (wins_known)
        out(o, " and %.1f%% to win", 100 * win);
    out(o, " given up)");
}

void review_print(review_put *put, void *ctx, const review_item *items, size_t n)
{
    const review_out o = {put, ctx};
    unsigned total[4] = {0, 0, 0, 0}, good[4] = {0, 0, 0, 0};
    double points[4] = {0, 0, 0, 0}, win[4] = {0, 0, 0, 0};
    int known = 0;
    out(&o, "review of your decisions, against the expert bot's values:\n");
    for (size_t i = 0; i < n; i++) {
        const review_item *it = &items[i];
        total[it->kind]++;
        good[it->kind] += (unsigned)review_is_best(it);
        print_item(&o, it);
        if (it->kind == REVIEW_CLAIM)
            continue;
        points[it->kind] += it->best_points - it->chosen_points;
        if (it->best_win >= 0 && it->chosen_win >= 0) {
            win[it->kind] += it->best_win - it->chosen_win;
            known = 1;
        }
    }
    out(&o, "in all: ");
    print_sum(&o, "discards", good[REVIEW_DISCARD], total[REVIEW_DISCARD], points[REVIEW_DISCARD],
              win[REVIEW_DISCARD], known);
    out(&o, ", ");
    print_sum(&o, "cards", good[REVIEW_PLAY], total[REVIEW_PLAY], points[REVIEW_PLAY],
              win[REVIEW_PLAY], known);
    if (total[REVIEW_CLAIM])
        out(&o, ", %u of %u claims in full", good[REVIEW_CLAIM], total[REVIEW_CLAIM]);
    out(&o, "\n");
}
