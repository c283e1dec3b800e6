/* SPDX-License-Identifier: MIT */
/* The strong bot's recorded deals that a chance table is made from (tools/chance_deals.txt,
 * tools/chance_five_deals.txt, tools/chance_two_deals.txt: a line a deal, the play's pegs
 * in order, + the dealer's, - the pone's, then after ';' the pone's hand, the dealer's hand
 * and the crib), read for the tests that play the table's model (test_chance.c,
 * test_chance_alone.c). */
#ifndef CRIB_TEST_RECORDED_DEALS_H
#define CRIB_TEST_RECORDED_DEALS_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The most events a deal holds: the play's pegs, then the three shows. */
#define RECORDED_EVENTS 24

/* Reads up to max deals of the file at path into deals[i] (events[i] of them, each + the
 * dealer's points, - the pone's, in the order they were pegged) and returns how many; 0 when
 * the file cannot be read. Comment lines (#) and lines without ';' are skipped. */
static uint32_t read_recorded_deals(const char *path, int8_t (*deals)[RECORDED_EVENTS],
                                    uint8_t *events, uint32_t max)
{
    FILE *f = fopen(path, "r");
    char line[512];
    uint32_t n_deals = 0;
    if (!f)
        return 0;
    while (n_deals < max && fgets(line, sizeof line, f)) {
        char *s = line, *end, *semi = strchr(line, ';');
        int8_t *ev = deals[n_deals];
        int n = 0;
        if (line[0] == '#' || !semi)
            continue;
        *semi = 0;
        for (long v = strtol(s, &end, 10); end != s && n < RECORDED_EVENTS - 3;
             s = end, v = strtol(s, &end, 10))
            if (v)
                ev[n++] = (int8_t)v;
        for (int i = 0, sign = -1; i < 3; i++, sign = 1) {
            long v = strtol(semi + 1, &end, 10);
            semi = end - 1;
            if (v)
                ev[n++] = (int8_t)(sign * v);
        }
        events[n_deals++] = (uint8_t)n;
    }
    fclose(f);
    return n_deals;
}

#endif
