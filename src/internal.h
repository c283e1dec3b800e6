/* SPDX-License-Identifier: MIT */
/* Shared by the library's own files; nothing here is exported. */
#ifndef CRIB_INTERNAL_H
#define CRIB_INTERNAL_H

#include "crib.h"

#define CARD_RANK(c) ((int)(c) >> 2)
#define CARD_SUIT(c) ((int)(c) & 3)
#define CARD_BIT(c) (UINT64_C(1) << (c))

/* Counting value of a rank: ace 1, 2..10 face value, J Q K 10. */
static inline int crib_rank_value(int rank)
{
    return rank < 10 ? rank + 1 : 10;
}

/* Bit count by SWAR arithmetic: the builtin becomes a library call on CPUs without a
 * popcount instruction, which is slower than this. */
static inline int crib_popcount64(uint64_t x)
{
    x = x - ((x >> 1) & UINT64_C(0x5555555555555555));
    x = (x & UINT64_C(0x3333333333333333)) + ((x >> 2) & UINT64_C(0x3333333333333333));
    x = (x + (x >> 4)) & UINT64_C(0x0F0F0F0F0F0F0F0F);
    return (int)((x * UINT64_C(0x0101010101010101)) >> 56);
}

/* Index of the lowest set bit; x must not be 0. */
static inline int crib_ctz64(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(x);
#else
    int n = 0;
    while (!(x & 1)) {
        x >>= 1;
        n++;
    }
    return n;
#endif
}

/* The square root of x >= 0 by Newton's method, so that the library needs no libm (the
 * WebAssembly build has none): exact to the last bit or two. */
static inline double crib_sqrt(double x)
{
    if (!(x > 0))
        return 0;
    double r = x > 1 ? x : 1;
    for (int i = 0; i < 2000; i++) {
        double next = 0.5 * (r + x / r);
        if (next >= r)
            break;
        r = next;
    }
    return r;
}

/* Whether all n words of a reserved area are 0. */
static inline int crib_zero_words(const uint32_t *w, size_t n)
{
    uint32_t any = 0;
    for (size_t i = 0; i < n; i++)
        any |= w[i];
    return any == 0;
}

#define CRIB_ZERO_ARRAY(a) crib_zero_words((a), sizeof(a) / sizeof((a)[0]))

/* How each variant deals (indexed by CRIB_VARIANT_*): players, cards dealt to each, laid
 * away by each, dealt straight to the crib, and the customary target (variant.c). */
typedef struct crib_variant_shape {
    uint8_t players, dealt, discard, to_crib;
    uint16_t target;
} crib_variant_shape;

#define CRIB_N_VARIANTS 5u
extern const crib_variant_shape crib_variants[CRIB_N_VARIANTS];

/* The side of a player: partners 0 and 2, 1 and 3 with four players; else each alone. */
static inline uint32_t crib_side_of(uint32_t players, uint32_t player)
{
    return players == 4 ? player % 2 : player;
}

static inline uint32_t crib_sides_of(uint32_t players)
{
    return players == 4 ? 2 : players;
}

/* The fast evaluator's tables (fast.c, from fast_tables.h): crib_rank_points[row + r] is
 * the fifteens, pairs and runs of four ranks q0 <= q1 <= q2 <= q3 with a starter of rank r,
 * where row = crib_row_start[0][4 * q0] + ... + crib_row_start[3][4 * q3], and
 * crib_row_range[row / 13] the least and most of the row's 13 entries. */
extern const uint8_t *const crib_rank_points;
extern const uint16_t (*const crib_row_start)[52];
extern const uint8_t (*const crib_row_range)[2];

/* A model of the opponent's throw to the crib: the weight of each pair of cards by their
 * ranks, w[r1][r2][suited] (both orders filled; a pair of one rank in w[r][r][0]). Under
 * it the two cards that complete a crib are {x, y} with probability w(x, y) over the sum
 * of w over the pairs of unseen cards. Every weight is at least 1. */
typedef struct crib_weights {
    uint32_t w[13][13][2];
} crib_weights;

/* The cards a crib is completed from, read once for every crib of a deal (crib_count.c):
 * unseen cards of each rank and their suits; as byte masks over the 13 ranks, the ranks
 * with at least 1 .. 4 unseen cards and the ranks whose card of each suit is unseen. */
typedef struct crib_pool {
    uint64_t unseen;
    unsigned total;
    uint8_t n[13];
    uint8_t suits[13];
    uint16_t suit_ranks[4];
    uint64_t at_least[4][2];
    uint64_t of_suit[4][2];
} crib_pool;

void crib_pool_init(crib_pool *pool, uint64_t unseen);

/* The exact crib over every completion of the known cards (1 to 4) by the pool's cards
 * and a starter, as crib_discard_expect() defines it; with weights (known must then hold 2
 * cards) each completion {x, y} counts w(x, y) times. Known is not in the pool, and the
 * pool holds at least 5 - |known| cards. bounds = 0 leaves out the least and most (min and
 * max are then 0), which cost about a third of the time. */
void crib_crib_count(const crib_pool *pool, uint64_t known, const crib_weights *weights,
                     int bounds, crib_expect *out);

/* The optimal crib model's throws: k_crib_model[CRIB_MODEL_PONE] weighs the pone's
 * throws, [CRIB_MODEL_DEALER] the dealer's (crib_model.h, written by
 * tools/gen_crib_model.c). */
#define CRIB_MODEL_PONE 0
#define CRIB_MODEL_DEALER 1

/* crib_discard_analyze() with the opponent's throws weighed by a model of one's own (NULL
 * for the random model) instead of the flag's: for tools/gen_crib_model.c, which finds
 * the model. flags must not hold CRIB_DISCARD_MODEL_OPTIMAL. */
int32_t crib_discard_analyze_weighted(const crib_card *dealt, size_t n, uint32_t flags,
                                      const crib_weights *opponent, crib_keep *keeps,
                                      size_t cap);

/* The crib table with the opponent's throw under a model (NULL: at random), every entry
 * computed; counts[i], when not NULL, gets each entry's weighted count. */
int32_t crib_discard_table_weighted(const crib_weights *opponent, crib_pair_value *table,
                                    uint64_t counts[CRIB_DISCARD_TABLE_SIZE]);

/* The whole-state checks of the caller-owned states: 1 when the bytes are a state that
 * the library's own calls could have made (play.c, game.c, deal.c). */
int crib_play_valid(const crib_play *p);
int crib_game_valid(const crib_game *g);
int crib_deal_valid(const crib_deal *d);

/* The deal driver's pieces that its irregularities (irregular.c) share with it (deal.c). */
/* Checks the state, that the game goes on, and, unless stage is CRIB_NONE, the stage. */
int32_t crib_deal_check(const crib_deal *d, uint32_t stage);
/* The pack of the current deal in its order: the shuffle, cut before the deal. */
void crib_deal_pack(const crib_deal *d, crib_card order[CRIB_CARDS]);
/* The stock as a mask: the pack's cards in no hand, crib, starter or set-aside pile. */
uint64_t crib_deal_stock_mask(const crib_deal *d);
/* Moves the top k cards of the stock to *to, then sets the next card of the pack. */
void crib_deal_draw(crib_deal *d, const crib_card order[CRIB_CARDS], uint64_t *to, uint32_t k);
/* The cards go back and the same dealer is to deal again (a misdeal, a new deal). */
void crib_deal_redeal(crib_deal *d);
/* What a holder (a player, or CRIB_HOLDER_CRIB) ought to hold at this stage. */
uint32_t crib_deal_due(const crib_deal *d, uint32_t holder);
/* After a peg outside the play and the show: the game may have ended. */
int32_t crib_deal_after_peg(crib_deal *d);

/* Whether a crib_score is one crib_hand_score() could have filled: valid items in the
 * customary order and sums that add up (show.c). */
int crib_score_consistent(const crib_score *s);
/* Rules that crib_game_init() takes: fields in range, known options, reserved 0 (game.c). */
int crib_rules_valid(const crib_game_rules *r);
/* A view that a deal could show its player in the discard or on their turn (view.c). */
int crib_view_valid(const crib_view *v);

/* The cards of a hand that keep the count at 31 or below (play.c). */
uint64_t crib_playable(uint64_t hand, uint32_t count);

/* SplitMix64 on a state known to be there; the API functions check first (rng.c). */
uint64_t crib_splitmix_next(uint64_t *state);
uint32_t crib_splitmix_below(uint64_t *state, uint64_t n);
void crib_splitmix_shuffle(uint64_t *state, crib_card deck[CRIB_CARDS]);

/* Appends an item to a crib_peg and adds its points to the total (peg.c; the play engine
 * adds the go with it). */
void crib_peg_add(crib_peg *s, int kind, unsigned points, uint64_t cards);

/* A bounded text buffer with snprintf's contract: len counts everything put, even what
 * did not fit; what fits is always NUL-terminated. */
typedef struct crib_text {
    char *buf;
    size_t cap;
    size_t len;
} crib_text;

void crib_text_init(crib_text *t, char *buf, size_t cap);
void crib_text_put(crib_text *t, const char *s);
void crib_text_put_uint(crib_text *t, unsigned v);
/* The length put, or CRIB_ERANGE (and the buffer emptied) past INT32_MAX. */
int32_t crib_text_finish(crib_text *t);

#endif
