/* SPDX-License-Identifier: MIT */
/* crib check: a game record read back (crib_record_check()), every event checked. */
#include "record_step.h"

#include <stdlib.h>
#include <string.h>

static void check_usage(FILE *f)
{
    fputs("usage: crib check FILE\n"
          "  Reads a game record (the JSON object 'crib game --json' prints; see\n"
          "  docs/records.md) from FILE, or from standard input for -, and replays it,\n"
          "  checking every card, claim and peg against the rules. Prints one line: the\n"
          "  deals, events and result when every event holds (exit 0); the first event\n"
          "  the rules refuse (exit 1); or why the text is not a record (exit 2).\n",
          f);
}

int cmd_check(int argc, char **argv)
{
    int words = 1;
    /* "-" alone is standard input, no option. */
    int rc = argc == 1 && strcmp(argv[0], "-") == 0
                 ? CLI_OK
                 : cli_read_flags("check", argc, argv, NULL, 0, check_usage, &words);
    if (rc != CLI_OK)
        return rc == CLI_HELP ? CLI_OK : rc;
    if (words != 1)
        return record_one_file("check", words);
    size_t len = 0;
    char *text = record_read_file("check", argv[0], &len);
    if (!text)
        return CLI_USAGE;
    crib_record_report report;
    if (crib_record_check(text, len, &report) == CRIB_OK) {
        char line[256];
        /* The report is the one crib_record_check() wrote. */
        CLI_SURE(crib_record_describe(&report, line, sizeof line));
        printf("%s\n", line);
    } else {
        rc = record_refused(argv[0], text, len, &report);
    }
    free(text);
    return rc;
}
