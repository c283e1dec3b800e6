/* SPDX-License-Identifier: MIT */
/* score_hand: count a hand as a player would announce it, using only the public API.
 *
 *   build/examples/score_hand "5h 5d 5c Js" 5s
 *   build/examples/score_hand --crib "3c 4c 5c 6c" 6d
 */
#include <crib.h>
#include <stdio.h>
#include <string.h>

static const char *const kind_name[] = {"", "fifteen", "run", "pair", "flush", "nobs"};

int main(int argc, char **argv)
{
    uint32_t flags = 0;
    if (argc > 1 && strcmp(argv[1], "--crib") == 0) {
        flags = CRIB_SCORE_CRIB;
        argc--;
        argv++;
    }
    if (argc != 3) {
        fprintf(stderr, "usage: score_hand [--crib] \"HAND\" STARTER\n");
        return 2;
    }

    crib_card hand[4], starter;
    int32_t n = crib_hand_parse(argv[1], hand, 4);
    if (n < 0) {
        fprintf(stderr, "score_hand: %s: %s\n", argv[1], crib_strerror(n));
        return 2;
    }
    int32_t rc = crib_card_parse(argv[2], &starter);
    if (rc < 0) {
        fprintf(stderr, "score_hand: %s: %s\n", argv[2], crib_strerror(rc));
        return 2;
    }

    crib_score score;
    rc = crib_hand_score(hand, (size_t)n, starter, flags, &score);
    if (rc < 0) {
        fprintf(stderr, "score_hand: %s\n", crib_strerror(rc));
        return 2;
    }

    /* Each combination with the cards it uses. */
    for (uint32_t i = 0; i < score.n_items; i++) {
        crib_card used[5];
        char text[32];
        int32_t k = crib_mask_to_cards(score.items[i].cards, used, 5);
        if (k >= 0)
            k = crib_hand_format(used, (size_t)k, text, sizeof text);
        if (k < 0) {
            fprintf(stderr, "score_hand: %s\n", crib_strerror(k));
            return 1;
        }
        printf("%-8s %-16s %u\n", kind_name[score.items[i].kind], text, score.items[i].points);
    }

    /* The announcement: 512 bytes hold the longest any hand has. */
    char said[512];
    if (crib_score_format(&score, said, sizeof said) < 0)
        return 1;
    printf("%s\n", said);
    if (crib_starter_heels(starter) > 0)
        printf("(and the dealer pegs 2 for his heels)\n");
    return 0;
}
