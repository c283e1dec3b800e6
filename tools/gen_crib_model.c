/* SPDX-License-Identifier: MIT */
/* Writes src/gen/crib_model.h, the optimal crib model, to stdout; `make gen-crib-model` runs it
 * (minutes: it solves every six-card deal several times, on every core).
 *
 * The model is how often the opponent throws each pair of cards. It starts as the random
 * model (every pair of unseen cards alike). Then, again and again: every six-card deal is
 * solved for the dealer and for the pone (one deal per class of deals equal up to suits,
 * weighted by its size), the dealer's cribs completed by the pone's throws under the
 * model and the pone's by the dealer's; the best keeps' discards, counted by ranks and
 * suitedness over all 20,358,520 deals, become the model's throws for each role. It stops
 * when no best keep changes (the throws then give back the model they came from), or when
 * the mean value of the best keeps moved by less than 0.001 points a deal for both roles
 * since the solve before; the file records both the throws the shipped weights came from
 * and the throws of the last solve, under them.
 *
 * A card pair of a class thrown N times over D = 20,358,520 deals, the class having n card
 * pairs (12 for two ranks unsuited, 4 suited, 6 for a pair), weighs
 * max(1, round(2^24 * N / (n * D))): its chance of being the throw, in units of 2^-24, and
 * never 0, so that no completion becomes impossible.
 *
 *   gen_crib_model [--threads N] [--max-iterations N] > src/gen/crib_model.h
 *   gen_crib_model --check src/gen/crib_model.h
 *
 * --check is what make check runs (test/crib_model.sh), in seconds instead of minutes:
 * the file's checksum line matches its text (no hand edits); the model's weights are those
 * its recorded throw counts (of the solve before the last) give; the shipped crib tables
 * are what the weights give,
 * entry by entry; and every 997th class of deals, solved again by the library under the
 * shipped model (crib_discard_analyze with CRIB_DISCARD_MODEL_OPTIMAL), keeps what the
 * recorded run kept, for both roles. */
/* POSIX for clock_gettime; a feature-test macro is reserved by design. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _POSIX_C_SOURCE 200809L

#include "bits.h"
#include "discard.h"
#define CRIB_MODEL_RUN
#include "gen/crib_model.h"
#include "solver.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEALS 20358520ull
#define SAMPLE_STEP 997
#define ONE (UINT64_C(1) << 24)

/* ---- The model ---- */

typedef struct model {
    crib_weights throws[2]; /* by the thrower's role: [SOLVE_PONE], [SOLVE_DEALER] */
} model;

/* The ranks and suitedness of each table entry, in crib_discard_table() order. */
static void entry_of(int index, int *r1, int *r2, int *suited)
{
    int i = 0;
    for (int a = 0; a < 13; a++)
        for (int b = a; b < 13; b++)
            for (int s = 0; s < (a < b ? 2 : 1); s++, i++)
                if (i == index) {
                    *r1 = a;
                    *r2 = b;
                    *suited = s;
                    return;
                }
}

static uint32_t pairs_of(int r1, int r2, int suited)
{
    return r1 == r2 ? 6u : suited ? 4u : 12u;
}

static void set_weight(crib_weights *w, int r1, int r2, int suited, uint32_t weight)
{
    w->w[r1][r2][suited] = weight;
    w->w[r2][r1][suited] = weight;
}

/* The weights that throw counts give (see the top of the file). */
static void weights_from(const unsigned long long thrown[SOLVE_THROWN], crib_weights *w)
{
    memset(w, 0, sizeof *w);
    for (int i = 0; i < SOLVE_THROWN; i++) {
        int r1 = 0, r2 = 0, suited = 0;
        entry_of(i, &r1, &r2, &suited);
        unsigned long long den = (unsigned long long)pairs_of(r1, r2, suited) * DEALS;
        unsigned long long weight = (2 * ONE * thrown[i] + den) / (2 * den);
        set_weight(w, r1, r2, suited, weight ? (uint32_t)weight : 1u);
    }
}

static void random_model(model *m)
{
    for (int role = 0; role < 2; role++)
        for (int r1 = 0; r1 < 13; r1++)
            for (int r2 = 0; r2 < 13; r2++)
                for (int s = 0; s < 2; s++)
                    m->throws[role].w[r1][r2][s] = 1;
}

/* The analysis of a deal under the model: the dealer's crib gets the pone's throws, the
 * pone's (the dealer's crib) the dealer's. */
static int32_t analyze(void *ctx, const crib_card *dealt, size_t n, uint32_t flags,
                       crib_keep *keeps)
{
    const model *m = ctx;
    const crib_weights *opponent =
        &m->throws[(flags & CRIB_DISCARD_DEALER) ? SOLVE_PONE : SOLVE_DEALER];
    return crib_discard_analyze_weighted(dealt, n, flags, opponent, keeps, CRIB_DISCARD_MAX_KEEPS);
}

/* The library's own analysis under the shipped model, for --check. */
static int32_t analyze_shipped(void *ctx, const crib_card *dealt, size_t n, uint32_t flags,
                               crib_keep *keeps)
{
    (void)ctx;
    return crib_discard_analyze(dealt, n, flags | CRIB_DISCARD_MODEL_OPTIMAL, keeps,
                                CRIB_DISCARD_MAX_KEEPS);
}

/* ---- Text with a checksum ---- */

typedef struct text {
    char *buf;
    size_t len, cap;
    int failed;
} text;

#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 2, 3)))
#endif
static void
put(text *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || t->failed) {
        t->failed = 1;
        return;
    }
    if (t->len + (size_t)n + 1 > t->cap) {
        size_t cap = 2 * (t->len + (size_t)n + 1);
        char *grown = realloc(t->buf, cap);
        if (!grown) {
            t->failed = 1;
            return;
        }
        t->buf = grown;
        t->cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(t->buf + t->len, t->cap - t->len, fmt, ap);
    va_end(ap);
    t->len += (size_t)n;
}

/* FNV-1a, 64 bits. */
static uint64_t checksum(const char *s, size_t n)
{
    uint64_t h = UINT64_C(0xCBF29CE484222325);
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * UINT64_C(0x100000001B3);
    return h;
}

#define CHECKSUM_LINE "/* checksum (FNV-1a 64 of every byte after this line): "

/* ---- Writing ---- */

typedef struct run {
    int iterations, settled;
    char log[64][192];
    unsigned long long source[2][SOLVE_THROWN]; /* the throws the weights came from */
    unsigned long long thrown[2][SOLVE_THROWN]; /* the throws of the last solve */
    uint8_t *best[2];
    size_t classes;
    double seconds;
    int threads;
} run;

static void put_weights(text *t, const crib_weights *w, const char *what)
{
    put(t, "    /* %s: w[rank1][rank2][suited] */\n    {{\n", what);
    for (int r1 = 0; r1 < 13; r1++) {
        put(t, "        {");
        for (int r2 = 0; r2 < 13; r2++)
            put(t, "%s{%u, %u}", r2 ? ", " : "", w->w[r1][r2][0], w->w[r1][r2][1]);
        put(t, "},\n");
    }
    put(t, "    }},\n");
}

static void put_body(text *t, const model *m, const run *r)
{
    put(t, "#ifndef CRIB_MODEL_H\n#define CRIB_MODEL_H\n\n");
    put(t,
        "/* The run: %zu classes of six-card deals (20,358,520 deals) solved for both roles\n"
        " * %d times on %d threads in %.0f s:\n",
        r->classes, r->iterations, r->threads, r->seconds);
    for (int i = 0; i < r->iterations && i < 64; i++)
        put(t, " *   %s\n", r->log[i]);
    put(t, " * %s\n */\n\n",
        r->settled ? "No best keep changed in the last solve: the model is a fixed point."
                   : "The best keeps' mean value moved less than 0.001 a deal for both roles.");
    put(t, "/* The weight of one card pair of each class as the opponent's throw, in units of\n"
           " * 2^-24: k_crib_model[CRIB_MODEL_PONE] the pone's throws (into the dealer's crib),\n"
           " * [CRIB_MODEL_DEALER] the dealer's (into their own). */\n"
           "static const crib_weights k_crib_model[2] = {\n");
    put_weights(t, &m->throws[SOLVE_PONE], "the pone's throws");
    put_weights(t, &m->throws[SOLVE_DEALER], "the dealer's throws");
    put(t, "};\n\n");
    put(t,
        "/* The converged crib tables, in crib_discard_table() order: {weighted sum, weighted\n"
        " * count} of the crib when the dealer throws the pair ([CRIB_MODEL_DEALER], the pone\n"
        " * throwing under the model) and when the pone does ([CRIB_MODEL_PONE]). */\n"
        "static const uint64_t k_crib_model_table[2][%d][2] = {\n",
        CRIB_DISCARD_TABLE_SIZE);
    for (int role = 0; role < 2; role++) {
        crib_pair_value table[CRIB_DISCARD_TABLE_SIZE];
        uint64_t counts[CRIB_DISCARD_TABLE_SIZE];
        /* The dealer's table: the pone throws with the model's pone throws. */
        crib_discard_table_weighted(&m->throws[role == SOLVE_DEALER ? SOLVE_PONE : SOLVE_DEALER],
                                    table, counts);
        put(t, "    {");
        for (int i = 0; i < CRIB_DISCARD_TABLE_SIZE; i++)
            put(t, "%s{%llu, %llu},", i % 4 ? " " : "\n        ", (unsigned long long)table[i].sum,
                (unsigned long long)counts[i]);
        put(t, "\n    },\n");
    }
    put(t, "};\n\n#ifdef CRIB_MODEL_RUN\n");
    put(t, "/* For tools/gen_crib_model.c --check. By role and table entry, over all deals: the\n"
           " * throws of the solve that gave the weights, and of the last solve, under them. */\n");
    const char *name[2] = {"k_crib_model_source", "k_crib_model_thrown"};
    for (int which = 0; which < 2; which++) {
        put(t, "static const unsigned long long %s[2][%d] = {\n", name[which], SOLVE_THROWN);
        for (int role = 0; role < 2; role++) {
            put(t, "    {");
            for (int i = 0; i < SOLVE_THROWN; i++)
                put(t, "%s%llu,", i % 8 ? " " : "\n        ",
                    which ? r->thrown[role][i] : r->source[role][i]);
            put(t, "\n    },\n");
        }
        put(t, "};\n");
    }
    size_t samples = (r->classes + SAMPLE_STEP - 1) / SAMPLE_STEP;
    put(t,
        "\n/* The best keep of every %dth class of deals (the bits of its kept cards among the\n"
        " * dealt cards in increasing order), by role: */\n"
        "#define CRIB_MODEL_SAMPLE_STEP %d\n#define CRIB_MODEL_SAMPLES %zu\n"
        "static const uint8_t k_crib_model_sample[2][%zu] = {\n",
        SAMPLE_STEP, SAMPLE_STEP, samples, samples);
    for (int role = 0; role < 2; role++) {
        put(t, "    {");
        for (size_t i = 0; i < samples; i++)
            put(t, "%s%u,", i % 16 ? " " : "\n        ", r->best[role][i * SAMPLE_STEP]);
        put(t, "\n    },\n");
    }
    put(t, "};\n#endif\n\n#endif\n");
}

static int write_file(const model *m, const run *r)
{
    text body = {NULL, 0, 0, 0}, head = {NULL, 0, 0, 0};
    put_body(&body, m, r);
    put(&head,
        "/* SPDX-License-Identifier: MIT */\n"
        "/* Generated by tools/gen_crib_model.c; do not edit. `make gen-crib-model` rewrites it\n"
        " * (minutes on every core); make check verifies it (test/crib_model.sh). */\n");
    put(&head, CHECKSUM_LINE "%016llx */\n",
        body.failed ? 0ull : (unsigned long long)checksum(body.buf, body.len));
    int ok = !body.failed && !head.failed && fwrite(head.buf, 1, head.len, stdout) == head.len &&
             fwrite(body.buf, 1, body.len, stdout) == body.len && fflush(stdout) == 0;
    free(body.buf);
    free(head.buf);
    return ok ? 0 : 1;
}

/* ---- Iterating ---- */

static unsigned long long changed(const uint8_t *a, const uint8_t *b, const solve_deal *deals,
                                  size_t n)
{
    unsigned long long deals_changed = 0;
    for (size_t i = 0; i < n; i++)
        deals_changed += a[i] != b[i] ? deals[i].weight : 0;
    return deals_changed;
}

static int generate(int threads, int max_iterations)
{
    size_t n;
    solve_deal *deals = solve_classes(SOLVE_SIX, &n);
    static model m;
    static run r;
    uint8_t *before[2] = {calloc(n, 1), calloc(n, 1)};
    r.best[0] = calloc(n, 1);
    r.best[1] = calloc(n, 1);
    if (!deals || !before[0] || !before[1] || !r.best[0] || !r.best[1]) {
        fprintf(stderr, "gen_crib_model: out of memory\n");
        return 1;
    }
    random_model(&m);
    for (int role = 0; role < 2; role++)
        for (int i = 0; i < SOLVE_THROWN; i++) {
            /* The random model's throws, as counts: every card pair alike. */
            int r1 = 0, r2 = 0, suited = 0;
            entry_of(i, &r1, &r2, &suited);
            r.source[role][i] = pairs_of(r1, r2, suited);
        }
    r.classes = n;
    r.threads = threads;
    double last_value[2] = {0, 0};
    for (int it = 1;; it++) {
        solve_job job;
        memset(&job, 0, sizeof job);
        job.variant = SOLVE_SIX;
        job.threads = threads;
        job.per_role = 1;
        job.analyze = analyze;
        job.ctx = &m;
        job.best[0] = r.best[0];
        job.best[1] = r.best[1];
        solve_result res;
        if (solve_run(&job, deals, n, &res) != 0) {
            fprintf(stderr, "gen_crib_model: the solve failed\n");
            return 1;
        }
        r.seconds += res.seconds;
        unsigned long long moved[2] = {it > 1 ? changed(before[0], r.best[0], deals, n) : DEALS,
                                       it > 1 ? changed(before[1], r.best[1], deals, n) : DEALS};
        double value[2] = {res.role[0].value / (double)DEALS, res.role[1].value / (double)DEALS};
        snprintf(r.log[it - 1], sizeof r.log[0],
                 "%d: %s; mean best value: dealer %.4f, pone %.4f; best keeps changed: "
                 "dealer %llu, pone %llu deals; %.0f s",
                 it, it == 1 ? "the random model" : "the throws of the solve before", value[1],
                 value[0], it > 1 ? moved[1] : 0ull, it > 1 ? moved[0] : 0ull, res.seconds);
        fprintf(stderr, "%s\n", r.log[it - 1]);
        r.iterations = it;
        for (int role = 0; role < 2; role++)
            memcpy(r.thrown[role], res.role[role].thrown, sizeof r.thrown[role]);
        r.settled = it > 1 && moved[0] == 0 && moved[1] == 0;
        int close = it > 1 && last_value[0] - value[0] < 0.001 &&
                    value[0] - last_value[0] < 0.001 && last_value[1] - value[1] < 0.001 &&
                    value[1] - last_value[1] < 0.001;
        if (r.settled || close || it == max_iterations) {
            if (!r.settled && !close)
                fprintf(stderr, "gen_crib_model: stopped after %d solves, not converged\n", it);
            break;
        }
        for (int role = 0; role < 2; role++) {
            memcpy(r.source[role], res.role[role].thrown, sizeof r.source[role]);
            weights_from(res.role[role].thrown, &m.throws[role]);
            memcpy(before[role], r.best[role], n);
            last_value[role] = value[role];
        }
    }
    int rc = write_file(&m, &r);
    free(deals);
    free(before[0]);
    free(before[1]);
    free(r.best[0]);
    free(r.best[1]);
    return rc;
}

/* ---- Checking ---- */

static int n_checks, n_failed;

static void check(int ok, const char *what)
{
    n_checks++;
    n_failed += !ok;
    printf("%s %d - %s\n", ok ? "ok" : "not ok", n_checks, what);
}

static int file_checksum_ok(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    static char buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    const char *line = strstr(buf, CHECKSUM_LINE);
    const char *body = line ? strchr(line, '\n') : NULL;
    if (!body)
        return 0;
    unsigned long long recorded = strtoull(line + strlen(CHECKSUM_LINE), NULL, 16);
    body++;
    return recorded == checksum(body, n - (size_t)(body - buf));
}

static int verify(const char *path, int threads)
{
    check(file_checksum_ok(path), "the checksum line matches the file's text");

    model m;
    for (int role = 0; role < 2; role++)
        weights_from(k_crib_model_source[role], &m.throws[role]);
    check(!memcmp(&m.throws[SOLVE_PONE], &k_crib_model[CRIB_MODEL_PONE], sizeof(crib_weights)) &&
              !memcmp(&m.throws[SOLVE_DEALER], &k_crib_model[CRIB_MODEL_DEALER],
                      sizeof(crib_weights)),
          "the weights are what the recorded throw counts they came from give");
    unsigned long long deals[2] = {0, 0};
    for (int role = 0; role < 2; role++)
        for (int i = 0; i < SOLVE_THROWN; i++)
            deals[role] += k_crib_model_thrown[role][i];
    check(deals[0] == DEALS && deals[1] == DEALS,
          "the last solve's recorded throws add up to 20,358,520 deals for each role");

    int same = 1;
    for (int role = 0; role < 2; role++) {
        crib_pair_value table[CRIB_DISCARD_TABLE_SIZE], shipped[CRIB_DISCARD_TABLE_SIZE];
        uint64_t counts[CRIB_DISCARD_TABLE_SIZE];
        crib_discard_table_weighted(
            &k_crib_model[role == CRIB_MODEL_DEALER ? CRIB_MODEL_PONE : CRIB_MODEL_DEALER], table,
            counts);
        int32_t rc = crib_discard_table_model(
            CRIB_DISCARD_MODEL_OPTIMAL | (role == CRIB_MODEL_DEALER ? CRIB_DISCARD_DEALER : 0u),
            shipped, CRIB_DISCARD_TABLE_SIZE);
        check(rc == CRIB_DISCARD_TABLE_SIZE, "crib_discard_table_model gives the whole table");
        for (int i = 0; i < CRIB_DISCARD_TABLE_SIZE; i++)
            same &= table[i].sum == k_crib_model_table[role][i][0] &&
                    counts[i] == k_crib_model_table[role][i][1] && shipped[i].sum == table[i].sum &&
                    shipped[i].mean == table[i].mean;
    }
    check(same, "the shipped crib tables are what the weights give, entry by entry");

    size_t n;
    solve_deal *classes = solve_classes(SOLVE_SIX, &n);
    if (!classes)
        return 1;
    size_t samples = (n + SAMPLE_STEP - 1) / SAMPLE_STEP;
    solve_deal *sample = calloc(samples, sizeof *sample);
    uint8_t *best[2] = {calloc(samples, 1), calloc(samples, 1)};
    if (!sample || !best[0] || !best[1])
        return 1;
    for (size_t i = 0; i < samples; i++)
        sample[i] = classes[i * SAMPLE_STEP];
    solve_job job;
    memset(&job, 0, sizeof job);
    job.variant = SOLVE_SIX;
    job.threads = threads;
    job.per_role = 1;
    job.analyze = analyze_shipped;
    job.best[0] = best[0];
    job.best[1] = best[1];
    solve_result res;
    int solved = solve_run(&job, sample, samples, &res) == 0;
    check(samples == CRIB_MODEL_SAMPLES && solved &&
              !memcmp(best[0], k_crib_model_sample[0], samples) &&
              !memcmp(best[1], k_crib_model_sample[1], samples),
          "every 997th class of deals, solved under the shipped model, keeps what the run kept");
    free(classes);
    free(sample);
    free(best[0]);
    free(best[1]);
    printf("%d passed, %d failed\n", n_checks - n_failed, n_failed);
    return n_failed ? 1 : 0;
}

/* A whole decimal number from 1 to 1024, or -1. */
static int small_number(const char *s)
{
    char *end;
    long n = strtol(s, &end, 10);
    return *s && !*end && n >= 1 && n <= 1024 ? (int)n : -1;
}

int main(int argc, char **argv)
{
    int threads = solve_processors(), max_iterations = 30;
    const char *check_path = NULL;
    for (int a = 1; a < argc; a++) {
        if (!strcmp(argv[a], "--threads") && a + 1 < argc)
            threads = small_number(argv[++a]);
        else if (!strcmp(argv[a], "--max-iterations") && a + 1 < argc)
            max_iterations = small_number(argv[++a]);
        else if (!strcmp(argv[a], "--check") && a + 1 < argc)
            check_path = argv[++a];
        else {
            fprintf(stderr, "usage: gen_crib_model [--threads N] [--max-iterations N] > FILE\n"
                            "       gen_crib_model [--threads N] --check FILE\n");
            return 2;
        }
    }
    if (threads < 1 || max_iterations < 1 || max_iterations > 64) {
        fprintf(stderr, "gen_crib_model: bad --threads or --max-iterations\n");
        return 2;
    }
    return check_path ? verify(check_path, threads) : generate(threads, max_iterations);
}
