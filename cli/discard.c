/* SPDX-License-Identifier: MIT */
/* crib discard: every way to keep a deal, with exact expected hand and crib values; and
 * crib crib-table: the expected crib of every two discarded ranks. */
#include "cli.h"
#include "json.h"

#include <string.h>

static void discard_usage(FILE *f)
{
    fputs("usage: crib discard [--dealer|--pone] [--five-card] [--model random|optimal] [--json]\n"
          "                    CARD...\n"
          "  Every keep of a deal, best first: the expected hand over every starter among\n"
          "  the unseen cards (with its least and most), the expected crib from the\n"
          "  discards over every completion by unseen cards and every starter, and the\n"
          "  value: hand + crib for the dealer, hand - crib for the pone.\n"
          "  6 cards: keep 4 (the six-card game). 5 cards: keep 4, discard 1 (three- and\n"
          "  four-handed, two into the crib), or with --five-card keep 3 (the five-card game).\n"
          "  --dealer     the crib is yours (the default)\n"
          "  --pone       the crib is the opponent's\n"
          "  --five-card  five cards dealt, three kept\n"
          "  --model M    the crib model: random (the default), the other crib cards drawn at\n"
          "               random from the unseen cards; or optimal (six cards only), the\n"
          "               opponent's two cards thrown as a solved player throws them in\n"
          "               their role (see crib crib-table --model optimal)\n"
          "  --json       print one JSON object instead of text\n",
          f);
}

static void print_keeps_text(const crib_card *dealt, int n, int dealer, int optimal,
                             const crib_keep *k, int count)
{
    char deal[40];
    /* The deal's cards were read and checked; six fit in 40 bytes, as four and two below. */
    CLI_SURE(crib_hand_format(dealt, (size_t)n, deal, sizeof deal));
    printf("deal %s, %s%s\n", deal, dealer ? "dealer (your crib)" : "pone (their crib)",
           optimal ? ", optimal crib model" : "");
    printf("  %-14s %-9s %7s %7s %7s %8s\n", "keep", "discard", "hand", "range", "crib",
           dealer ? "hand+crib" : "hand-crib");
    for (int i = 0; i < count; i++) {
        char keep[24], discard[16], range[12];
        crib_card cards[4];
        int32_t kept = CLI_SURE(crib_mask_to_cards(k[i].keep, cards, 4));
        CLI_SURE(crib_hand_format(cards, (size_t)kept, keep, sizeof keep));
        int32_t thrown = CLI_SURE(crib_mask_to_cards(k[i].discard, cards, 4));
        CLI_SURE(crib_hand_format(cards, (size_t)thrown, discard, sizeof discard));
        snprintf(range, sizeof range, "%u-%u", k[i].hand.min, k[i].hand.max);
        printf("  %-14s %-9s %7.3f %7s %7.3f %8.3f\n", keep, discard, k[i].hand.mean, range,
               k[i].crib.mean, k[i].value);
    }
}

static void print_expect_json(const char *name, const crib_expect *e)
{
    printf("\"%s\":{\"mean\":%.6f,\"sum\":%llu,\"count\":%u,\"min\":%u,\"max\":%u}", name, e->mean,
           (unsigned long long)e->sum, e->count, e->min, e->max);
}

static void print_keeps_json(const crib_card *dealt, int n, int dealer, int five_card, int optimal,
                             const crib_keep *k, int count)
{
    printf("{\"deal\":");
    json_cards(stdout, dealt, (size_t)n);
    printf(",\"dealer\":%s,\"five_card\":%s,\"model\":\"%s\",\"keeps\":[",
           dealer ? "true" : "false", five_card ? "true" : "false", optimal ? "optimal" : "random");
    for (int i = 0; i < count; i++) {
        printf("%s{\"keep\":", i ? "," : "");
        json_mask(stdout, k[i].keep);
        printf(",\"discard\":");
        json_mask(stdout, k[i].discard);
        putchar(',');
        print_expect_json("hand", &k[i].hand);
        putchar(',');
        print_expect_json("crib", &k[i].crib);
        printf(",\"value\":%.6f}", k[i].value);
    }
    printf("]}\n");
}

/* The value of --model: 1 for optimal, 0 for random, -1 (with a message) for neither. */
static int parse_model(const char *command, const char *value)
{
    if (value && !strcmp(value, "random"))
        return 0;
    if (value && !strcmp(value, "optimal"))
        return 1;
    char q[CLI_QUOTE_CAP];
    cli_error("%s: --model takes random or optimal, not '%s'", command,
              value ? cli_quote(value, strlen(value), q, sizeof q) : "");
    return -1;
}

/* Takes "--model M" out of argv (before any "--"), leaving the other words in order for
 * cli_read_flags; *optimal is 1 for optimal. Returns the words left, or -1 after a
 * message (a bad model, or --model given twice). */
static int take_model(const char *command, int argc, char **argv, int *optimal)
{
    int kept = 0, given = 0, done = 0;
    for (int a = 0; a < argc; a++) {
        if (done || strcmp(argv[a], "--model") != 0) {
            done |= !strcmp(argv[a], "--");
            argv[kept++] = argv[a];
            continue;
        }
        if (given++) {
            cli_error("%s: --model cannot be given twice", command);
            return -1;
        }
        *optimal = parse_model(command, a + 1 < argc ? argv[++a] : NULL);
        if (*optimal < 0)
            return -1;
    }
    return kept;
}

/* Whether n cards fit the options; prints why not. */
static int deal_fits(int n, int five_card, int optimal)
{
    if (n != 5 && (n != 6 || five_card)) {
        cli_count_error("discard",
                        five_card ? "a deal of 5 cards with --five-card (3 are kept)"
                                  : "a deal of 6 cards, or of 5 (three or four players, or "
                                    "the five-card game with --five-card)",
                        n, NULL);
        return 0;
    }
    if (n == 5 && optimal) {
        cli_error("discard: the optimal crib model is for six-card deals");
        return 0;
    }
    return 1;
}

int cmd_discard(int argc, char **argv)
{
    int dealer = 0, pone = 0, five_card = 0, json = 0, optimal = 0, words = 0;
    argc = take_model("discard", argc, argv, &optimal);
    if (argc < 0)
        return CLI_USAGE;
    const cli_flag opts[] = {
        {"--dealer", &dealer}, {"--pone", &pone}, {"--five-card", &five_card}, {"--json", &json}};
    int rc = cli_read_flags("discard", argc, argv, opts, CLI_COUNT(opts), discard_usage, &words);
    if (rc != CLI_OK)
        return rc == CLI_HELP ? CLI_OK : rc;
    if (dealer && pone)
        return cli_conflict("discard", "--dealer", "--pone",
                            "the crib is either yours or the opponent's");
    int yours = !pone; /* --dealer is the default */
    crib_card dealt[CRIB_CARDS];
    int n = cli_read_cards(words, argv, dealt, CRIB_CARDS);
    if (n < 0 || !deal_fits(n, five_card, optimal))
        return CLI_USAGE;
    uint32_t flags = (yours ? CRIB_DISCARD_DEALER : 0u) |
                     (five_card ? CRIB_DISCARD_FIVE_CARD : 0u) |
                     (optimal ? CRIB_DISCARD_MODEL_OPTIMAL : 0u);
    crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
    int32_t count = crib_discard_analyze(dealt, (size_t)n, flags, keeps, CRIB_DISCARD_MAX_KEEPS);
    if (count < 0) {
        cli_error("discard: %s", crib_strerror(count));
        return CLI_USAGE;
    }
    if (json)
        print_keeps_json(dealt, n, yours, five_card, optimal, keeps, count);
    else
        print_keeps_text(dealt, n, yours, optimal, keeps, count);
    return CLI_OK;
}

static const char k_rank_name[13][3] = {"A", "2", "3",  "4", "5", "6", "7",
                                        "8", "9", "10", "J", "Q", "K"};

static void print_table_text(const crib_pair_value *table, int n)
{
    printf("%-6s %-8s %10s %8s\n", "ranks", "suits", "sum", "mean");
    for (int i = 0; i < n; i++) {
        const crib_pair_value *v = &table[i];
        printf("%-2s %-3s %-8s %10llu %8.4f\n", k_rank_name[v->rank1], k_rank_name[v->rank2],
               v->rank1 == v->rank2 ? "pair"
               : v->suited          ? "suited"
                                    : "unsuited",
               (unsigned long long)v->sum, v->mean);
    }
}

static void print_table_json(const crib_pair_value *table, int n)
{
    printf("{\"completions\":58800,\"pairs\":[");
    for (int i = 0; i < n; i++) {
        const crib_pair_value *v = &table[i];
        printf("%s{\"ranks\":[\"%s\",\"%s\"],\"suited\":%s,\"sum\":%llu,\"mean\":%.6f}",
               i ? "," : "", k_rank_name[v->rank1], k_rank_name[v->rank2],
               v->suited ? "true" : "false", (unsigned long long)v->sum, v->mean);
    }
    printf("]}\n");
}

/* The optimal model's tables beside the random model's: random, the dealer's crib when
 * the dealer throws the pair, and when the pone does. */
static void print_models_text(const crib_pair_value *random, const crib_pair_value *dealer,
                              const crib_pair_value *pone, int n)
{
    printf("expected crib of two discarded cards: random model, and the optimal model with\n"
           "the dealer or the pone throwing them (the other two thrown by a solved player)\n");
    printf("%-6s %-8s %8s %8s %8s\n", "ranks", "suits", "random", "dealer", "pone");
    for (int i = 0; i < n; i++) {
        const crib_pair_value *v = &random[i];
        printf("%-2s %-3s %-8s %8.4f %8.4f %8.4f\n", k_rank_name[v->rank1], k_rank_name[v->rank2],
               v->rank1 == v->rank2 ? "pair"
               : v->suited          ? "suited"
                                    : "unsuited",
               v->mean, dealer[i].mean, pone[i].mean);
    }
}

static void print_models_json(const crib_pair_value *random, const crib_pair_value *dealer,
                              const crib_pair_value *pone, int n)
{
    printf("{\"model\":\"optimal\",\"pairs\":[");
    for (int i = 0; i < n; i++) {
        const crib_pair_value *v = &random[i];
        printf("%s{\"ranks\":[\"%s\",\"%s\"],\"suited\":%s,\"random\":%.6f,\"dealer\":%.6f,"
               "\"pone\":%.6f}",
               i ? "," : "", k_rank_name[v->rank1], k_rank_name[v->rank2],
               v->suited ? "true" : "false", v->mean, dealer[i].mean, pone[i].mean);
    }
    printf("]}\n");
}

static void crib_table_usage(FILE *f)
{
    fputs("usage: crib crib-table [--model random|optimal] [--json]\n"
          "  The exact expected crib of every two discarded cards, by rank, suited and\n"
          "  unsuited, when the other two crib cards and the starter are any of the\n"
          "  other 50 cards (58,800 equally likely completions), under crib rules.\n"
          "  --model optimal  beside it, the same under the optimal crib model: the\n"
          "                   dealer's crib when the dealer throws the two cards and\n"
          "                   the pone's two are thrown as a solved player throws\n"
          "                   them, and when the pone throws them and the dealer's\n"
          "                   two are (the tables that tools/gen_crib_model.c found)\n"
          "  --json           print one JSON object instead of text\n",
          f);
}

int cmd_crib_table(int argc, char **argv)
{
    int json = 0, optimal = 0, words = 0;
    argc = take_model("crib-table", argc, argv, &optimal);
    if (argc < 0)
        return CLI_USAGE;
    const cli_flag opts[] = {{"--json", &json}};
    int rc =
        cli_read_flags("crib-table", argc, argv, opts, CLI_COUNT(opts), crib_table_usage, &words);
    if (rc != CLI_OK)
        return rc == CLI_HELP ? CLI_OK : rc;
    if (words > 0)
        return cli_unknown("crib-table", argv[0]);
    crib_pair_value table[CRIB_DISCARD_TABLE_SIZE], dealer[CRIB_DISCARD_TABLE_SIZE],
        pone[CRIB_DISCARD_TABLE_SIZE];
    int32_t n = crib_discard_table(table, CRIB_DISCARD_TABLE_SIZE);
    if (n >= 0 && optimal)
        n = crib_discard_table_model(CRIB_DISCARD_MODEL_OPTIMAL | CRIB_DISCARD_DEALER, dealer,
                                     CRIB_DISCARD_TABLE_SIZE);
    if (n >= 0 && optimal)
        n = crib_discard_table_model(CRIB_DISCARD_MODEL_OPTIMAL, pone, CRIB_DISCARD_TABLE_SIZE);
    if (n < 0) {
        cli_error("crib-table: %s", crib_strerror(n));
        return CLI_FAIL;
    }
    if (optimal && json)
        print_models_json(table, dealer, pone, n);
    else if (optimal)
        print_models_text(table, dealer, pone, n);
    else if (json)
        print_table_json(table, n);
    else
        print_table_text(table, n);
    return CLI_OK;
}
