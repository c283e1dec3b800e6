/* SPDX-License-Identifier: MIT */
/* The fastest outside bot there can be, to measure what the JSON-lines protocol of crib
 * arena costs (bench/bench_exec.sh): it lays away the first cards of its hand and plays
 * its first legal card, reading the requests with strstr and answering with one write()
 * each. At bye it says on its standard error how many requests it answered. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static char g_line[1 << 16];

/* The first n cards of the list after key in g_line, as "c1","c2" in out[64]; how many. */
static int first_cards(const char *key, int n, char *out)
{
    const char *p = strstr(g_line, key);
    size_t k = 0;
    int i = 0;
    out[0] = '\0';
    if (!p)
        return 0;
    for (p += strlen(key); i < n && *p == '"'; i++) {
        const char *end = strchr(p + 1, '"');
        if (!end || k + (size_t)(end - p) + 3 > 64)
            break;
        if (i)
            out[k++] = ',';
        memcpy(out + k, p, (size_t)(end - p) + 1);
        k += (size_t)(end - p) + 1;
        out[k] = '\0';
        p = end + 1 + (end[1] == ',');
    }
    return i;
}

int main(void)
{
    char cards[64], answer[128];
    unsigned long requests = 0;
    while (fgets(g_line, sizeof g_line, stdin)) {
        int len = 0;
        if (!strncmp(g_line, "{\"type\":\"discard\"", 17)) {
            int away = strstr(g_line, "\"lay_away\":1") ? 1 : 2;
            first_cards("\"hand\":[", away, cards);
            len = snprintf(answer, sizeof answer, "{\"discard\":[%s]}\n", cards);
        } else if (!strncmp(g_line, "{\"type\":\"play\"", 14)) {
            len = first_cards("\"legal\":[", 1, cards)
                      ? snprintf(answer, sizeof answer, "{\"card\":%s}\n", cards)
                      : snprintf(answer, sizeof answer, "{\"card\":null}\n");
        } else if (!strncmp(g_line, "{\"type\":\"bye\"", 13)) {
            break;
        }
        if (len > 0) {
            requests++;
            if (write(STDOUT_FILENO, answer, (size_t)len) != (ssize_t)len)
                return 1;
        }
    }
    fprintf(stderr, "exec_bot: %lu requests\n", requests);
    return 0;
}
