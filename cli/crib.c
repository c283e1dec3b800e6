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
    {"score", cmd_score, "score [--crib|--five-card] [--json] CARD... STARTER\n"
                         "                                            count a hand or a crib"},
    {"peg", cmd_peg, "peg [--json] CARD...                      count a sequence of the play"},
    {"stats", cmd_stats, "stats [--crib] [--json]                   totals of all hands and starters"},
    {"discard", cmd_discard, "discard [--dealer|--pone] [--five-card] [--model M] [--json] CARD...\n"
                             "                                            expected values of each keep"},
    {"crib-table", cmd_crib_table, "crib-table [--model M] [--json]           expected crib of each discard"},
    {"game", cmd_game, "game [--seed N] [--variant V] [--json] ...  a whole game between bots"},
    {"solve", cmd_solve, "solve [--five-card|--discard-one] [--model M] [--threads N] [--json]\n"
                         "                                            the best keep of every deal"},
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

/* One character of a quote: its text in piece[5] and that text's length; *used says how
 * many bytes of s (len > 0 of them) it stands for. A whole suit symbol passes, so that a
 * message shows a card as it was typed; a part of one does not. */
static size_t quote_one(const unsigned char *s, size_t len, char *piece, size_t *used)
{
    *used = 1;
    if (len >= 3 && s[0] == 0xE2 && s[1] == 0x99 && s[2] >= 0xA0 && s[2] <= 0xA7) {
        memcpy(piece, s, 3);
        *used = 3;
        return 3;
    }
    if (s[0] == '\\') {
        piece[0] = piece[1] = '\\';
        return 2;
    }
    if (s[0] >= 0x20 && s[0] < 0x7F) {
        piece[0] = (char)s[0];
        return 1;
    }
    snprintf(piece, 5, "\\x%02x", s[0]);
    return 4;
}

/* Room for "..." and the NUL is kept at every step, so that a cut is always marked. */
const char *cli_quote(const char *s, size_t len, char *buf, size_t cap)
{
    size_t k = 0;
    for (size_t i = 0; i < len;) {
        char piece[5];
        size_t used;
        size_t n = quote_one((const unsigned char *)s + i, len - i, piece, &used);
        if (k + n + 4 > cap) {
            memcpy(buf + k, "...", 4);
            return buf;
        }
        memcpy(buf + k, piece, n);
        k += n;
        i += used;
    }
    buf[k] = '\0';
    return buf;
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

int cli_is_help(const char *arg)
{
    return !strcmp(arg, "-h") || !strcmp(arg, "--help");
}

int cli_unknown(const char *cmd, const char *arg, void (*print_usage)(FILE *))
{
    char q[CLI_QUOTE_CAP];
    cli_error("%s: unknown %s '%s'", cmd, arg[0] == '-' ? "option" : "argument",
              cli_quote(arg, strlen(arg), q, sizeof q));
    print_usage(stderr);
    return CLI_USAGE;
}

int cli_conflict(const char *cmd, const char *a, const char *b, const char *why)
{
    cli_error("%s: %s and %s cannot be given together: %s", cmd, a, b, why);
    return CLI_USAGE;
}

void cli_count_error(const char *cmd, const char *wanted, int given, const char *hint)
{
    cli_error("%s: wants %s; %d given%s%s", cmd, wanted, given, hint ? "; " : "",
              hint ? hint : "");
}

/* The flag named arg, or NULL. */
static const cli_flag *find_flag(const cli_flag *flags, size_t n, const char *arg)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(arg, flags[i].name))
            return &flags[i];
    return NULL;
}

/* No card is written with a leading '-', so every such word is an option: "-h" must not be
 * read as a card that is not one. */
int cli_read_flags(const char *cmd, int argc, char **argv, const cli_flag *flags,
                   size_t n_flags, void (*print_usage)(FILE *), int *words)
{
    int options_done = 0;
    *words = 0;
    for (int a = 0; a < argc; a++) {
        const cli_flag *flag = find_flag(flags, n_flags, argv[a]);
        if (options_done || argv[a][0] != '-') {
            argv[(*words)++] = argv[a];
        } else if (flag) {
            *flag->set = 1;
        } else if (cli_is_help(argv[a])) {
            print_usage(stdout);
            return CLI_HELP;
        } else if (!strcmp(argv[a], "--")) {
            options_done = 1;
        } else {
            return cli_unknown(cmd, argv[a], print_usage);
        }
    }
    return CLI_OK;
}

/* Reads the card written in p[0 .. len-1]; prints a message and returns -1 when it is
 * not one. */
static int read_card(const char *p, size_t len, crib_card *card)
{
    char word[32], q[CLI_QUOTE_CAP];
    if (len < sizeof word) {
        memcpy(word, p, len);
        word[len] = '\0';
        if (crib_card_parse(word, card) == CRIB_OK)
            return 0;
    }
    cli_error("'%s' is not a card (a rank A 2-10 T J Q K and a suit c d h s)",
              cli_quote(p, len, q, sizeof q));
    return -1;
}

#define CARD_SEPARATORS " \t\n\r,"
int cli_find_word(const char *(*name_of)(uint32_t), uint32_t n, const char *s)
{
    for (uint32_t i = 0; i < n; i++)
        if (name_of(i) && !strcmp(name_of(i), s))
            return (int)i;
    return -1;
}

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
        const char *p = argv[a] + strspn(argv[a], CARD_SEPARATORS);
        while (*p) {
            size_t len = strcspn(p, CARD_SEPARATORS);
            crib_card c;
            if (read_card(p, len, &c) < 0)
                return -1;
            if (seen & ((uint64_t)1 << c)) {
                char q[CLI_QUOTE_CAP];
                cli_error("%s is given twice", cli_quote(p, len, q, sizeof q));
                return -1;
            }
            seen |= (uint64_t)1 << c;
            if (n == cap) {
                cli_error("too many cards (at most %zu)", cap);
                return -1;
            }
            cards[n++] = c;
            p += len;
            p += strspn(p, CARD_SEPARATORS);
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
    if (cli_is_help(argv[1]) || !strcmp(argv[1], "help")) {
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
    char q[CLI_QUOTE_CAP];
    cli_error("unknown command '%s' (try 'crib --help')",
              cli_quote(argv[1], strlen(argv[1]), q, sizeof q));
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
