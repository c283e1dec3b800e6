/* SPDX-License-Identifier: MIT */
/* crib: the command-line face of libcrib. */
#include "cli.h"

#include <string.h>

typedef struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} command;

static const command k_commands[] = {
    {"score", cmd_score,
     "score [--crib|--five-card] [--json] CARD... STARTER\n"
     "                                            count a hand or a crib"},
    {"peg", cmd_peg, "peg [--json] CARD...                      count a sequence of the play"},
    {"stats", cmd_stats,
     "stats [--crib] [--json]                   totals of all hands and starters"},
    {"discard", cmd_discard,
     "discard [--dealer|--pone] [--five-card] [--model M] [--json] CARD...\n"
     "                                            expected values of each keep"},
    {"advise", cmd_advise,
     "advise [--dealer|--pone] [--play ...] [--json] CARD...\n"
     "                                            the expert bot's values of every choice"},
    {"crib-table", cmd_crib_table,
     "crib-table [--model M] [--json]           expected crib of each discard"},
    {"play", cmd_play,
     "play [--seed N] [--level L] [--variant V] ...  a game against the bot, in the terminal"},
    {"game", cmd_game, "game [--seed N] [--variant V] [--json] ...  a whole game between bots"},
    {"solve", cmd_solve,
     "solve [--five-card|--discard-one] [--model M] [--threads N] [--json]\n"
     "                                            the best keep of every deal"},
    {"arena", cmd_arena,
     "arena [--games N] [--threads N] ... BOT BOT  two bots on duplicate deals"},
    {"chance", cmd_chance,
     "chance [--target N] [--json] OWN OTHER dealer|pone\n"
     "                                            the chance to win"},
    {"check", cmd_check,
     "check FILE                                check a game record's every event"},
    {"review", cmd_review,
     "review [--json] FILE                      grade a game record's every decision"},
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
