/* SPDX-License-Identifier: MIT */
/* crib score: the itemised count of a hand or a crib. */
#include "cli.h"
#include "json.h"
#include "names.h"

static void score_usage(FILE *f)
{
    fputs("usage: crib score [--crib|--five-card] [--json] CARD... STARTER\n"
          "  Counts a hand of 4 cards, or with --crib a crib of 4, or with --five-card a\n"
          "  hand of 3 (the five-card game), with the starter given last: 5 cards in all,\n"
          "  4 with --five-card. Cards may be separate words or one quoted list:\n"
          "  crib score 5h 5d 5c Js 5s, or crib score \"5h 5d 5c Js\" 5s.\n"
          "  --crib       score as a crib: only a flush of all five cards counts\n"
          "  --five-card  a hand of 3 cards and the starter\n"
          "  --json       print one JSON object instead of text\n",
          f);
}

/* The item's cards in the order of the hand, the starter last; returns how many. */
static size_t item_cards(const crib_item *it, const crib_card *cards, size_t n, crib_card *out)
{
    size_t k = 0;
    for (size_t b = 0; b < n; b++)
        if (it->positions & (1u << b))
            out[k++] = cards[b];
    if (it->positions & (1u << CRIB_POS_STARTER))
        out[k++] = cards[n];
    return k;
}

static void print_text(const crib_card *cards, size_t n, int crib, const crib_score *s,
                       const char *said)
{
    printf("%s ", crib ? "crib" : "hand");
    cli_put_cards(stdout, cards, n);
    printf(", starter ");
    cli_put_card(stdout, cards[n]);
    putchar('\n');
    for (uint32_t i = 0; i < s->n_items; i++) {
        const crib_item *it = &s->items[i];
        crib_card used[5];
        char text[32];
        /* At most five cards, 19 characters. */
        CLI_SURE(crib_hand_format(used, item_cards(it, cards, n, used), text, sizeof text));
        printf("  %-8s %-16s %2u\n", crib_name_item(it->kind), text, it->points);
    }
    printf("%s\n", said);
    int heels = crib_starter_heels(cards[n]);
    if (heels > 0)
        printf("his heels: the dealer pegs %d for the jack turned (not part of the count)\n",
               heels);
    printf("total %u\n", s->total);
}

/* Writes an item's positions as a JSON array: hand indexes, then "starter". */
static void json_positions(uint8_t positions)
{
    const char *sep = "";
    putchar('[');
    for (int b = 0; b < CRIB_POS_STARTER; b++)
        if (positions & (1u << b)) {
            printf("%s%d", sep, b);
            sep = ",";
        }
    if (positions & (1u << CRIB_POS_STARTER))
        printf("%s\"starter\"", sep);
    putchar(']');
}

static void print_json(const crib_card *cards, size_t n, int crib, const crib_score *s,
                       const char *said)
{
    printf("{\"hand\":");
    json_cards(stdout, cards, n);
    printf(",\"starter\":");
    json_card(stdout, cards[n]);
    printf(",\"crib\":%s,\"total\":%u,\"fifteens\":%u,\"runs\":%u,\"pairs\":%u,"
           "\"flush\":%u,\"nobs\":%u,\"heels\":%d,\"items\":[",
           crib ? "true" : "false", s->total, s->fifteens, s->runs, s->pairs, s->flush, s->nobs,
           crib_starter_heels(cards[n]));
    for (uint32_t i = 0; i < s->n_items; i++) {
        const crib_item *it = &s->items[i];
        crib_card used[5];
        printf("%s{\"kind\":\"%s\",\"points\":%u,\"cards\":", i ? "," : "",
               crib_name_item(it->kind), it->points);
        json_cards(stdout, used, item_cards(it, cards, n, used));
        printf(",\"positions\":");
        json_positions(it->positions);
        putchar('}');
    }
    printf("],\"announcement\":");
    json_string(stdout, said);
    printf("}\n");
}

/* A hand of 3 is asked for by name: with the starter forgotten, 4 cards would otherwise be
 * scored as a five-card game's hand, and the wrong total given without a word. */
static void count_error(int crib, int five_card, int given)
{
    if (crib)
        cli_count_error("score", "a crib of 4 cards and the starter, 5 cards in all", given, NULL);
    else if (five_card)
        cli_count_error("score",
                        "a hand of 3 cards and the starter with --five-card, 4 cards in all", given,
                        NULL);
    else
        cli_count_error("score", "a hand of 4 cards and the starter, 5 cards in all", given,
                        given == 4 ? "for a hand of 3 cards and the starter (the five-card "
                                     "game) add --five-card"
                                   : NULL);
}

int cmd_score(int argc, char **argv)
{
    int crib = 0, five_card = 0, json = 0, words = 0;
    const cli_flag opts[] = {{"--crib", &crib}, {"--five-card", &five_card}, {"--json", &json}};
    int rc = cli_read_flags("score", argc, argv, opts, CLI_COUNT(opts), score_usage, &words);
    if (rc != CLI_OK)
        return rc == CLI_HELP ? CLI_OK : rc;
    if (crib && five_card)
        return cli_conflict("score", "--crib", "--five-card", "a crib is 4 cards in every game");
    crib_card cards[CRIB_CARDS];
    int n = cli_read_cards(words, argv, cards, CRIB_CARDS);
    if (n < 0)
        return CLI_USAGE;
    if (n != (five_card ? 4 : 5)) {
        count_error(crib, five_card, n);
        return CLI_USAGE;
    }
    size_t hand_n = (size_t)n - 1;
    crib_score s;
    int32_t total = crib_hand_score(cards, hand_n, cards[hand_n], crib ? CRIB_SCORE_CRIB : 0, &s);
    if (total < 0) {
        cli_error("score: %s", crib_strerror(total));
        return CLI_USAGE;
    }
    char said[512];
    if (crib_score_format(&s, said, sizeof said) < 0) {
        cli_error("score: the announcement could not be written");
        return CLI_FAIL;
    }
    if (json)
        print_json(cards, hand_n, crib, &s, said);
    else
        print_text(cards, hand_n, crib, &s, said);
    return CLI_OK;
}
