/* SPDX-License-Identifier: MIT */
/* crib: the command-line face of libcrib. */
#include "cli.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} command;

static const command k_commands[] = {
    {"score", cmd_score, "score [--crib] [--json] CARD... STARTER   count a hand or a crib"},
    {"peg", cmd_peg, "peg [--json] CARD...                      count a sequence of the play"},
    {"stats", cmd_stats, "stats [--crib] [--json]                   totals of all hands and starters"},
    {"discard", cmd_discard, "discard [--dealer|--pone] [--five-card] [--json] CARD...\n"
                             "                                            expected values of each keep"},
    {"crib-table", cmd_crib_table, "crib-table [--json]                       expected crib of each discard"},
    {"game", cmd_game, "game [--seed N] [--variant V] [--json] ...  a whole game between bots"},
    {"arena", cmd_arena, "arena [--games N] [--threads N] ... BOT BOT  two bots on duplicate deals"},
    {"chance", cmd_chance, "chance [--target N] [--json] OWN OTHER dealer|pone\n"
                           "                                            the chance to win"},
};

static void usage(FILE *f)
{
    fputs("usage: crib COMMAND [OPTIONS] [ARGS]\n"
          "       crib --help | --version\n\ncommands:\n",
          f);
    for (size_t i = 0; i < sizeof k_commands / sizeof k_commands[0]; i++)
        fprintf(f, "  %s\n", k_commands[i].summary);
    fputs("\ncards are a rank A 2-10 T J Q K and a suit c d h s (or a suit symbol),\n"
          "e.g. 5h 10s Td J\xE2\x99\xA0. Run 'crib COMMAND --help' for a command's options.\n",
          f);
}

void cli_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("crib: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

void cli_put_card(FILE *f, crib_card card)
{
    char s[4];
    if (crib_card_format(card, s, sizeof s) > 0)
        fputs(s, f);
}

void cli_json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c < 0x20)
            fprintf(f, "\\u%04x", c);
        else
            fputc(c, f);
    }
    fputc('"', f);
}

const char *const cli_variants[5] = {"six-card", "five-card", "three", "four", "two-to-crib"};
const char *const cli_ladders[3] = {"none", "lurch", "skunk"};

int cli_find_name(const char *const *names, size_t n, const char *s)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(names[i], s))
            return (int)i;
    return -1;
}

int cli_parse_number(const char *s, unsigned long long max, unsigned long long *out)
{
    char *end;
    if (!s || *s < '0' || *s > '9')
        return 0;
    errno = 0;
    *out = strtoull(s, &end, 10);
    return *end == '\0' && errno == 0 && *out <= max;
}

int cli_read_cards(int argc, char **argv, crib_card *cards, size_t cap)
{
    size_t n = 0;
    uint64_t seen = 0;
    for (int a = 0; a < argc; a++) {
        const char *p = argv[a];
        for (;;) {
            p += strspn(p, " \t\n\r,");
            if (!*p)
                break;
            size_t len = strcspn(p, " \t\n\r,");
            char word[32];
            crib_card c;
            if (len >= sizeof word) {
                cli_error("'%.*s...' is not a card", 16, p);
                return -1;
            }
            memcpy(word, p, len);
            word[len] = '\0';
            p += len;
            if (crib_card_parse(word, &c) != CRIB_OK) {
                cli_error("'%s' is not a card (a rank A 2-10 T J Q K and a suit c d h s)",
                          word);
                return -1;
            }
            if (seen & ((uint64_t)1 << c)) {
                cli_error("%s is given twice", word);
                return -1;
            }
            seen |= (uint64_t)1 << c;
            if (n == cap) {
                cli_error("too many cards (at most %zu)", cap);
                return -1;
            }
            cards[n++] = c;
        }
    }
    return (int)n;
}

static int dispatch(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return CLI_USAGE;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        usage(stdout);
        return CLI_OK;
    }
    if (!strcmp(argv[1], "--version")) {
        printf("crib (libcrib) %s\n", crib_version_string());
        return CLI_OK;
    }
    for (size_t i = 0; i < sizeof k_commands / sizeof k_commands[0]; i++)
        if (!strcmp(argv[1], k_commands[i].name))
            return k_commands[i].run(argc - 2, argv + 2);
    cli_error("unknown command '%s' (try 'crib --help')", argv[1]);
    return CLI_USAGE;
}

/* Output errors are checked once, here, rather than after every printf: a full disk or a
 * closed pipe must not pass for success. */
int main(int argc, char **argv)
{
    int status = dispatch(argc, argv);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        cli_error("cannot write the output");
        return CLI_FAIL;
    }
    return status;
}
