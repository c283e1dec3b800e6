/* SPDX-License-Identifier: MIT */
/* The crib program's command line: the options of a command, words and numbers. */
#include "cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

int cli_is_help(const char *arg)
{
    return !strcmp(arg, "-h") || !strcmp(arg, "--help");
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
int cli_read_flags(const char *cmd, int argc, char **argv, const cli_flag *flags, size_t n_flags,
                   void (*print_usage)(FILE *), int *words)
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
            return cli_unknown(cmd, argv[a]);
        }
    }
    return CLI_OK;
}

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
