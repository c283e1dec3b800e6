/* SPDX-License-Identifier: MIT */
/* crib discard: every way to keep a deal, with exact expected hand and crib values; and
 * crib crib-table: the expected crib of every two discarded ranks. */
#include "cli.h"

static void discard_usage(FILE *f)
{
    fputs("usage: crib discard [--dealer|--pone] [--five-card] [--json] CARD...\n"
          "  Every keep of a deal, best first: the expected hand over every starter among\n"
          "  the unseen cards (with its least and most), the expected crib from the\n"
          "  discards over every completion by unseen cards and every starter, and the\n"
          "  value: hand + crib for the dealer, hand - crib for the pone.\n"
          "  6 cards: keep 4 (the six-card game). 5 cards: keep 4, discard 1 (three- and\n"
          "  four-handed, two into the crib), or with --five-card keep 3 (the five-card game).\n"
          "  --dealer     the crib is yours (the default)\n"
          "  --pone       the crib is the opponent's\n"
          "  --five-card  five cards dealt, three kept\n"
          "  --json       print one JSON object instead of text\n",
          f);
}

static void put_mask(FILE *f, uint64_t mask, int json)
{
    crib_card cards[6];
    int n = crib_mask_to_cards(mask, cards, 6);
    for (int i = 0; i < n; i++) {
        fputs(i == 0 ? "" : json ? "," : " ", f);
        if (json)
            fputc('"', f);
        cli_put_card(f, cards[i]);
        if (json)
            fputc('"', f);
    }
}

static void print_keeps_text(const crib_card *dealt, int n, int dealer, const crib_keep *k,
                             int count)
{
    char deal[40];
    crib_hand_format(dealt, (size_t)n, deal, sizeof deal);
    printf("deal %s, %s\n", deal, dealer ? "dealer (your crib)" : "pone (their crib)");
    printf("  %-14s %-9s %7s %7s %7s %8s\n", "keep", "discard", "hand", "range", "crib",
           dealer ? "hand+crib" : "hand-crib");
    for (int i = 0; i < count; i++) {
        char keep[24], discard[16], range[12];
        crib_card cards[4];
        crib_hand_format(cards, (size_t)crib_mask_to_cards(k[i].keep, cards, 4), keep,
                         sizeof keep);
        crib_hand_format(cards, (size_t)crib_mask_to_cards(k[i].discard, cards, 4), discard,
                         sizeof discard);
        snprintf(range, sizeof range, "%u-%u", k[i].hand.min, k[i].hand.max);
        printf("  %-14s %-9s %7.3f %7s %7.3f %8.3f\n", keep, discard, k[i].hand.mean, range,
               k[i].crib.mean, k[i].value);
    }
}

static void print_expect_json(const char *name, const crib_expect *e)
{
    printf("\"%s\":{\"mean\":%.6f,\"sum\":%llu,\"count\":%u,\"min\":%u,\"max\":%u}", name,
           e->mean, (unsigned long long)e->sum, e->count, e->min, e->max);
}

static void print_keeps_json(const crib_card *dealt, int n, int dealer, int five_card,
                             const crib_keep *k, int count)
{
    printf("{\"deal\":[");
    for (int i = 0; i < n; i++) {
        printf(i ? ",\"" : "\"");
        cli_put_card(stdout, dealt[i]);
        putchar('"');
    }
    printf("],\"dealer\":%s,\"five_card\":%s,\"keeps\":[", dealer ? "true" : "false",
           five_card ? "true" : "false");
    for (int i = 0; i < count; i++) {
        printf("%s{\"keep\":[", i ? "," : "");
        put_mask(stdout, k[i].keep, 1);
        printf("],\"discard\":[");
        put_mask(stdout, k[i].discard, 1);
        printf("],");
        print_expect_json("hand", &k[i].hand);
        putchar(',');
        print_expect_json("crib", &k[i].crib);
        printf(",\"value\":%.6f}", k[i].value);
    }
    printf("]}\n");
}

int cmd_discard(int argc, char **argv)
{
    int dealer = 0, pone = 0, five_card = 0, json = 0, words = 0;
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
    if (n < 0)
        return CLI_USAGE;
    if (n != 5 && (n != 6 || five_card)) {
        cli_count_error("discard",
                        five_card ? "a deal of 5 cards with --five-card (3 are kept)"
                                  : "a deal of 6 cards, or of 5 (three or four players, or "
                                    "the five-card game with --five-card)",
                        n, NULL);
        return CLI_USAGE;
    }
    uint32_t flags = (yours ? CRIB_DISCARD_DEALER : 0u) | (five_card ? CRIB_DISCARD_FIVE_CARD : 0u);
    crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
    int32_t count = crib_discard_analyze(dealt, (size_t)n, flags, keeps, CRIB_DISCARD_MAX_KEEPS);
    if (count < 0) {
        cli_error("discard: %s", crib_strerror(count));
        return CLI_USAGE;
    }
    if (json)
        print_keeps_json(dealt, n, yours, five_card, keeps, count);
    else
        print_keeps_text(dealt, n, yours, keeps, count);
    return CLI_OK;
}

static const char k_rank_name[13][3] = {"A", "2", "3", "4", "5", "6", "7",
                                        "8", "9", "10", "J", "Q", "K"};

static void print_table_text(const crib_pair_value *table, int n)
{
    printf("%-6s %-8s %10s %8s\n", "ranks", "suits", "sum", "mean");
    for (int i = 0; i < n; i++) {
        const crib_pair_value *v = &table[i];
        printf("%-2s %-3s %-8s %10llu %8.4f\n", k_rank_name[v->rank1], k_rank_name[v->rank2],
               v->rank1 == v->rank2 ? "pair" : v->suited ? "suited" : "unsuited",
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

static void crib_table_usage(FILE *f)
{
    fputs("usage: crib crib-table [--json]\n"
          "  The exact expected crib of every two discarded cards, by rank, suited and\n"
          "  unsuited, when the other two crib cards and the starter are any of the\n"
          "  other 50 cards (58,800 equally likely completions), under crib rules.\n"
          "  --json  print one JSON object instead of text\n",
          f);
}

int cmd_crib_table(int argc, char **argv)
{
    int json = 0, words = 0;
    const cli_flag opts[] = {{"--json", &json}};
    int rc = cli_read_flags("crib-table", argc, argv, opts, CLI_COUNT(opts), crib_table_usage,
                            &words);
    if (rc != CLI_OK)
        return rc == CLI_HELP ? CLI_OK : rc;
    if (words > 0)
        return cli_unknown("crib-table", argv[0], crib_table_usage);
    crib_pair_value table[CRIB_DISCARD_TABLE_SIZE];
    int32_t n = crib_discard_table(table, CRIB_DISCARD_TABLE_SIZE);
    if (n < 0) {
        cli_error("crib-table: %s", crib_strerror(n));
        return CLI_FAIL;
    }
    if (json)
        print_table_json(table, n);
    else
        print_table_text(table, n);
    return CLI_OK;
}
