/* SPDX-License-Identifier: MIT */
/* crib peg: a sequence of the play, card by card, with the count and what each card pegs. */
#include "cli.h"
#include "json.h"
#include "names.h"

#include <string.h>

static void peg_usage(FILE *f)
{
    fputs("usage: crib peg [--json] CARD...\n"
          "  Plays the cards in the order given as one sequence of the play and prints,\n"
          "  card by card, the count and what the card pegs: fifteen, thirty-one, pairs,\n"
          "  runs, and one for last. There are no players: when a card would take the\n"
          "  count past 31, the card before it pegs one for last and the count starts\n"
          "  again at 0, as after a go; the last card of all pegs one for last too\n"
          "  (a count of 31 pegs 2 for it, never 3).\n"
          "  Example: crib peg Kh 6c Kd 2h 2s 8c 7c 9c\n"
          "  --json  print one JSON object instead of text\n",
          f);
}

/* One card of the sequence: what it pegs, and whether the count starts again after it. */
typedef struct peg_line {
    crib_card card;
    int reset;
    crib_peg peg;
} peg_line;

/* Gives the card that ends a count below 31 its one for last. */
static void add_last(peg_line *line)
{
    crib_peg *p = &line->peg;
    if (p->count == 31)
        return;
    crib_item *it = &p->items[p->n_items++];
    memset(it, 0, sizeof *it);
    it->kind = CRIB_ITEM_GO;
    it->points = 1;
    it->size = 1;
    it->cards = (uint64_t)1 << line->card;
    p->go = 1;
    p->total += 1;
}

/* Scores the sequence into lines[0 .. n-1]; returns the total, or -1 when the library
 * refuses a pile (which cli_read_cards and the resets should make impossible). */
static int score_sequence(const crib_card *cards, size_t n, peg_line *lines)
{
    size_t start = 0;
    int count = 0;
    if (n == 0)
        return 0;
    for (size_t i = 0; i < n; i++) {
        int value = crib_card_value(cards[i]);
        if (value < 0) {
            cli_error("peg: %s", crib_strerror(value));
            return -1;
        }
        if (i > 0 && count + value > 31) {
            lines[i - 1].reset = 1;
            add_last(&lines[i - 1]);
            start = i;
            count = 0;
        }
        count += value;
        lines[i].card = cards[i];
        lines[i].reset = 0;
        int32_t rc = crib_peg_score(cards + start, i - start + 1, &lines[i].peg);
        if (rc < 0) {
            cli_error("peg: %s", crib_strerror(rc));
            return -1;
        }
    }
    add_last(&lines[n - 1]);
    int total = 0;
    for (size_t i = 0; i < n; i++)
        total += (int)lines[i].peg.total;
    return total;
}

/* The item's kind as crib.h names it (names.h): "fifteen", "thirty-one", "go", ... */
static const char *item_name(const crib_item *it)
{
    return crib_name_item(it->kind);
}

/* The customary words for an item: "fifteen 2", "a pair royal for 6", "one for last". */
static void say_item(const crib_item *it)
{
    static const char *const k_pairs[5] = {"", "", "a pair", "a pair royal", "a double pair royal"};
    switch (it->kind) {
    case CRIB_ITEM_FIFTEEN: printf("fifteen 2"); break;
    case CRIB_ITEM_THIRTY_ONE: printf("thirty-one for 2"); break;
    case CRIB_ITEM_PAIR: printf("%s for %u", k_pairs[it->size], it->points); break;
    case CRIB_ITEM_RUN: printf("a run of %u for %u", it->size, it->points); break;
    default: printf("one for last"); break;
    }
}

static void print_text(const peg_line *lines, size_t n, int total)
{
    printf("card  count  pegs\n");
    for (size_t i = 0; i < n; i++) {
        const crib_peg *p = &lines[i].peg;
        char card[4];
        CLI_SURE(crib_card_format(lines[i].card, card, sizeof card)); /* a card read */
        printf("%-4s  %5u", card, p->count);
        if (p->total) {
            printf("  %4u  ", p->total);
            for (uint32_t k = 0; k < p->n_items; k++) {
                if (k)
                    printf(", ");
                say_item(&p->items[k]);
            }
        }
        putchar('\n');
        if (lines[i].reset)
            printf("-- the count starts again at 0\n");
    }
    printf("total %d\n", total);
}

static void print_json(const crib_card *cards, const peg_line *lines, size_t n, int total)
{
    printf("{\"cards\":[");
    for (size_t i = 0; i < n; i++) {
        const crib_peg *p = &lines[i].peg;
        printf("%s{\"card\":", i ? "," : "");
        json_card(stdout, lines[i].card);
        printf(",\"count\":%u,\"points\":%u,\"items\":[", p->count, p->total);
        for (uint32_t k = 0; k < p->n_items; k++) {
            const crib_item *it = &p->items[k];
            printf("%s{\"kind\":\"%s\",\"points\":%u,\"cards\":", k ? "," : "", item_name(it),
                   it->points);
            /* An item's cards are the last it->size played, this one the last of them. */
            json_cards(stdout, cards + i + 1 - it->size, it->size);
            putchar('}');
        }
        printf("],\"reset\":%s}", lines[i].reset ? "true" : "false");
    }
    printf("],\"total\":%d}\n", total);
}

int cmd_peg(int argc, char **argv)
{
    int json = 0, words = 0;
    const cli_flag opts[] = {{"--json", &json}};
    int rc = cli_read_flags("peg", argc, argv, opts, CLI_COUNT(opts), peg_usage, &words);
    if (rc != CLI_OK)
        return rc == CLI_HELP ? CLI_OK : rc;
    crib_card cards[CRIB_CARDS];
    int n = cli_read_cards(words, argv, cards, CRIB_CARDS);
    if (n < 0)
        return CLI_USAGE;
    if (n == 0) {
        cli_count_error("peg", "the cards of the play in the order played, 1 or more", n, NULL);
        cli_see_help("peg");
        return CLI_USAGE;
    }
    peg_line lines[CRIB_CARDS];
    int total = score_sequence(cards, (size_t)n, lines);
    if (total < 0)
        return CLI_FAIL;
    if (json)
        print_json(cards, lines, (size_t)n, total);
    else
        print_text(lines, (size_t)n, total);
    return CLI_OK;
}
