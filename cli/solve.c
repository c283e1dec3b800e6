/* SPDX-License-Identifier: MIT */
/* crib solve: the best keep of every deal of a variant, for the dealer and for the pone,
 * on every core (solve/solver.c), with what the best keeps are worth, what they throw, and
 * how often keeping the best hand alone would be wrong. */
/* POSIX for isatty; a feature-test macro is reserved by design. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _POSIX_C_SOURCE 200809L

#include "cli.h"
#include "progress.h"
#include "solver.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void solve_usage(FILE *f)
{
    fputs("usage: crib solve [--five-card | --discard-one] [--model random|optimal]\n"
          "                  [--threads N] [--json]\n"
          "  Finds the best keep of every deal, for the dealer and for the pone, by the exact\n"
          "  analysis of crib discard: one deal for each class of deals equal up to a\n"
          "  permutation of the suits, weighted by the number of deals in its class. Prints\n"
          "  the best keep's mean value, hand and crib, how often a keep with more hand than\n"
          "  the best exists, the best values by one-point bins, and how often each pair of\n"
          "  ranks (suited or not) is thrown, with the crib's mean where it is thrown.\n"
          "  A progress bar goes to standard error when it is a terminal.\n"
          "  (default)      six-card deals: 962,988 classes of the 20,358,520 deals\n"
          "  --five-card    the five-card game: 5 dealt, 3 kept (2,598,960 deals)\n"
          "  --discard-one  5 dealt, 4 kept, one discarded into a crib that three unseen\n"
          "                 cards complete (three- and four-handed, two into the crib)\n"
          "  --model M      the crib model: random (the default) or optimal (six cards only;\n"
          "                 see crib discard --help)\n"
          "  --threads N    threads to use (default: one per processor)\n"
          "  --json         print one JSON object instead of text\n",
          f);
}

static int32_t analyze(void *ctx, const crib_card *dealt, size_t n, uint32_t flags,
                       crib_keep *keeps)
{
    (void)ctx;
    return crib_discard_analyze(dealt, n, flags, keeps, CRIB_DISCARD_MAX_KEEPS);
}

static void draw_progress(void *ctx, size_t done, size_t n)
{
    progress_draw(ctx, done, n);
}

static const char k_rank_name[13][3] = {"A", "2", "3",  "4", "5", "6", "7",
                                        "8", "9", "10", "J", "Q", "K"};
static const char *const k_variant_name[3] = {"six-card deals", "the five-card game",
                                              "five-card deals discarding one"};

/* The ranks and suitedness of thrown entry i (a pair of the crib table, or one rank). */
static void thrown_entry(int variant, int i, int *r1, int *r2, int *suited)
{
    if (variant == SOLVE_DISCARD_ONE) {
        *r1 = *r2 = i;
        *suited = 0;
        return;
    }
    int k = 0;
    for (int a = 0; a < 13; a++)
        for (int b = a; b < 13; b++)
            for (int s = 0; s < (a < b ? 2 : 1); s++, k++)
                if (k == i) {
                    *r1 = a;
                    *r2 = b;
                    *suited = s;
                    return;
                }
}

static int thrown_entries(int variant)
{
    return variant == SOLVE_DISCARD_ONE ? 13 : SOLVE_THROWN;
}

static double share(unsigned long long part, unsigned long long whole)
{
    return whole ? 100.0 * (double)part / (double)whole : 0.0;
}

static void print_text(int variant, const char *model, int threads, const solve_result *r)
{
    const solve_role *d = &r->role[SOLVE_DEALER], *p = &r->role[SOLVE_PONE];
    double deals = (double)r->deals;
    printf("crib solve: %s, crib model %s\n", k_variant_name[variant], model);
    printf("%zu classes of deals up to suits, %llu deals; %d threads, %.1f s\n\n", r->classes,
           r->deals, threads, r->seconds);
    printf("%-36s %14s %14s\n", "", "dealer", "pone");
    printf("%-36s %14.4f %14.4f\n", "best keep's value, mean", d->value / deals, p->value / deals);
    printf("%-36s %14.4f %14.4f\n", "  its hand, mean", d->hand / deals, p->hand / deals);
    printf("%-36s %14.4f %14.4f\n", "  its crib, mean", d->crib / deals, p->crib / deals);
    printf("%-36s %14llu %14llu\n", "deals where a keep has more hand", d->hand_differs,
           p->hand_differs);
    printf("%-36s %13.2f%% %13.2f%%\n", "  share of the deals", share(d->hand_differs, r->deals),
           share(p->hand_differs, r->deals));
    printf("\nbest keep's value, deals in each bin of one point:\n");
    printf("  %-14s %14s %14s\n", "value", "dealer", "pone");
    for (int b = 0; b < SOLVE_VALUE_BINS; b++) {
        if (!d->value_bin[b] && !p->value_bin[b])
            continue;
        int low = SOLVE_VALUE_LOW + b;
        char bin[32];
        if (b == 0)
            snprintf(bin, sizeof bin, "below %d", low + 1);
        else if (b == SOLVE_VALUE_BINS - 1)
            snprintf(bin, sizeof bin, "%d and up", low);
        else
            snprintf(bin, sizeof bin, "%d to %d", low, low + 1);
        printf("  %-14s %14llu %14llu\n", bin, d->value_bin[b], p->value_bin[b]);
    }
    printf("\nthrown by the best keep: deals, their share, and the crib's mean where thrown:\n");
    printf("  %-6s %-8s %12s %7s %7s %12s %7s %7s\n", "ranks", "suits", "dealer", "%", "crib",
           "pone", "%", "crib");
    for (int i = 0; i < thrown_entries(variant); i++) {
        int r1 = 0, r2 = 0, suited = 0;
        thrown_entry(variant, i, &r1, &r2, &suited);
        char ranks[16];
        if (variant == SOLVE_DISCARD_ONE)
            snprintf(ranks, sizeof ranks, "%.2s", k_rank_name[r1]);
        else
            snprintf(ranks, sizeof ranks, "%.2s %.2s", k_rank_name[r1], k_rank_name[r2]);
        const char *suits = variant == SOLVE_DISCARD_ONE ? ""
                            : r1 == r2                   ? "pair"
                            : suited                     ? "suited"
                                                         : "unsuited";
        printf("  %-6s %-8s %12llu %6.2f%% %7.3f %12llu %6.2f%% %7.3f\n", ranks, suits,
               d->thrown[i], share(d->thrown[i], r->deals),
               d->thrown[i] ? d->thrown_crib[i] / (double)d->thrown[i] : 0.0, p->thrown[i],
               share(p->thrown[i], r->deals),
               p->thrown[i] ? p->thrown_crib[i] / (double)p->thrown[i] : 0.0);
    }
}

static void print_role_json(int variant, const char *name, const solve_role *r,
                            unsigned long long deals)
{
    printf("\"%s\":{\"value\":%.6f,\"hand\":%.6f,\"crib\":%.6f,\"hand_differs\":%llu,"
           "\"value_bins\":[",
           name, r->value / (double)deals, r->hand / (double)deals, r->crib / (double)deals,
           r->hand_differs);
    int first = 1;
    for (int b = 0; b < SOLVE_VALUE_BINS; b++)
        if (r->value_bin[b]) {
            printf("%s{\"from\":%d,\"deals\":%llu}", first ? "" : ",", SOLVE_VALUE_LOW + b,
                   r->value_bin[b]);
            first = 0;
        }
    printf("],\"thrown\":[");
    for (int i = 0; i < thrown_entries(variant); i++) {
        int r1 = 0, r2 = 0, suited = 0;
        thrown_entry(variant, i, &r1, &r2, &suited);
        if (variant == SOLVE_DISCARD_ONE)
            printf("%s{\"rank\":\"%s\"", i ? "," : "", k_rank_name[r1]);
        else
            printf("%s{\"ranks\":[\"%s\",\"%s\"],\"suited\":%s", i ? "," : "", k_rank_name[r1],
                   k_rank_name[r2], suited ? "true" : "false");
        printf(",\"deals\":%llu,\"crib\":%.6f}", r->thrown[i],
               r->thrown[i] ? r->thrown_crib[i] / (double)r->thrown[i] : 0.0);
    }
    printf("]}");
}

static void print_json(int variant, const char *model, int threads, const solve_result *r)
{
    static const char *const k_variant_key[3] = {"six-card", "five-card", "discard-one"};
    printf("{\"variant\":\"%s\",\"model\":\"%s\",\"classes\":%zu,\"deals\":%llu,"
           "\"threads\":%d,\"seconds\":%.3f,",
           k_variant_key[variant], model, r->classes, r->deals, threads, r->seconds);
    print_role_json(variant, "dealer", &r->role[SOLVE_DEALER], r->deals);
    putchar(',');
    print_role_json(variant, "pone", &r->role[SOLVE_PONE], r->deals);
    printf("}\n");
}

/* The value of --threads: 1 to 1024. */
static int parse_threads(const char *s)
{
    char *end;
    long n = strtol(s, &end, 10);
    return *s && !*end && n >= 1 && n <= 1024 ? (int)n : -1;
}

typedef struct solve_options {
    int variant, json, threads, optimal;
} solve_options;

/* Reads the options; CLI_OK to go on, else the exit status (--help printed, or an
 * error). */
static int parse_options(int argc, char **argv, solve_options *o)
{
    for (int a = 0; a < argc; a++) {
        const char *value = a + 1 < argc ? argv[a + 1] : NULL;
        if (!strcmp(argv[a], "--five-card")) {
            o->variant = SOLVE_FIVE_CARD;
        } else if (!strcmp(argv[a], "--discard-one")) {
            o->variant = SOLVE_DISCARD_ONE;
        } else if (!strcmp(argv[a], "--json")) {
            o->json = 1;
        } else if (!strcmp(argv[a], "--model") && value) {
            a++;
            o->optimal = !strcmp(value, "optimal");
            if (!o->optimal && strcmp(value, "random") != 0) {
                cli_error("solve: the crib model is random or optimal, not '%s'", value);
                return CLI_USAGE;
            }
        } else if (!strcmp(argv[a], "--threads") && value) {
            a++;
            o->threads = parse_threads(value);
            if (o->threads < 0) {
                cli_error("solve: --threads takes a number from 1 to 1024, not '%s'", value);
                return CLI_USAGE;
            }
        } else if (!strcmp(argv[a], "--help")) {
            solve_usage(stdout);
            return -1;
        } else {
            cli_error("solve: unknown argument '%s'", argv[a]);
            solve_usage(stderr);
            return CLI_USAGE;
        }
    }
    if (o->optimal && o->variant != SOLVE_SIX) {
        cli_error("solve: the optimal crib model is for six-card deals");
        return CLI_USAGE;
    }
    return CLI_OK;
}

int cmd_solve(int argc, char **argv)
{
    solve_options o = {SOLVE_SIX, 0, solve_processors(), 0};
    int rc = parse_options(argc, argv, &o);
    if (rc != CLI_OK)
        return rc < 0 ? CLI_OK : rc;
    size_t n;
    solve_deal *deals = solve_classes(o.variant, &n);
    if (!deals) {
        cli_error("solve: out of memory");
        return CLI_FAIL;
    }
    solve_job job;
    memset(&job, 0, sizeof job);
    job.variant = o.variant;
    job.threads = o.threads;
    job.flags = o.optimal ? CRIB_DISCARD_MODEL_OPTIMAL : 0u;
    job.per_role = o.optimal; /* the optimal model's crib depends on the role */
    job.analyze = analyze;
    progress bar;
    progress_start(&bar, "classes");
    if (isatty(STDERR_FILENO)) {
        job.progress = draw_progress;
        job.progress_ctx = &bar;
    }
    solve_result r;
    rc = solve_run(&job, deals, n, &r);
    progress_end(&bar);
    free(deals);
    if (rc != 0) {
        cli_error("solve: a thread could not be started or an analysis failed");
        return CLI_FAIL;
    }
    const char *model = o.optimal ? "optimal" : "random";
    if (o.json)
        print_json(o.variant, model, o.threads, &r);
    else
        print_text(o.variant, model, o.threads, &r);
    return CLI_OK;
}
