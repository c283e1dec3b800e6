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

/* The whole-state checks of the caller-owned states: 1 when the bytes are a state that
 * the library's own calls could have made (play.c, game.c). */
int crib_play_valid(const crib_play *p);
int crib_game_valid(const crib_game *g);
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
