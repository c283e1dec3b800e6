/* SPDX-License-Identifier: MIT */
/**
 * @file crib.h
 * @brief libcrib: cribbage cards, scoring and play, as a small C library.
 *
 * This is the whole public interface. It needs only <stdint.h> and <stddef.h>.
 *
 * Conventions, which hold for every function below:
 * - A function returns CRIB_OK (0) or a result >= 0 on success, or a negative CRIB_E* code.
 *   crib_strerror() turns any code into a sentence and never returns NULL.
 * - Every pointer and every card is checked. An out-structure is zeroed when a function
 *   fails; an output array is zeroed over its whole capacity.
 * - Text goes into a caller's buffer (buf, cap). The function returns the length the text
 *   needs, not counting the terminating NUL, like snprintf: if cap is too small the text is
 *   cut short and still NUL-terminated; with cap == 0, buf may be NULL and nothing is written.
 * - The library allocates nothing, keeps no mutable global state and needs no set-up call:
 *   every function is thread-safe and may be called from any number of threads at once.
 * - Nothing aborts, prints, or touches errno.
 * - States (crib_play, crib_game, crib_deal, crib_match) are caller-owned structures with no
 *   pointers inside: copy them with memcpy, save them, send them. A function that takes one
 *   first checks every invariant the library keeps in it (the counts, the cards, the turn,
 *   the board, the result); a structure that no sequence of calls could have made, whatever
 *   its bytes, is refused with CRIB_ERANGE and never read or written out of bounds.
 * - Every structure ends with reserved space that is always 0. Later versions put new
 *   fields there, so that no structure ever changes size: functions write it as 0 and
 *   refuse an input structure whose reserved space is not 0.
 * - CRIB_NONE (0xFFFFFFFF) is the one value that a field holds for "no player", "no card"
 *   or "not yet"; an argument with a meaning of its own has a name of its own
 *   (CRIB_CLAIM_ALL, CRIB_DEAL_CUT).
 * - Names: functions are crib_<noun>_<verb> (crib_hand_score, crib_play_card); a read of a
 *   state is crib_<state>_<noun>, returning a number (crib_play_turn, crib_game_dealer) or
 *   filling the structure of that noun (crib_game_result fills a crib_result,
 *   crib_deal_status a crib_status, crib_match_standing a crib_standing); constants are
 *   CRIB_<GROUP>_<NAME>, where the group is the field or argument they go in
 *   (CRIB_REASON_HEELS for a reason, CRIB_SCORE_CRIB for the score functions' flags).
 */
#ifndef CRIB_H
#define CRIB_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32) && defined(CRIB_BUILDING_DLL)
#define CRIB_API __declspec(dllexport)
#elif defined(_WIN32) && defined(CRIB_USING_DLL)
#define CRIB_API __declspec(dllimport)
#elif defined(__GNUC__) || defined(__clang__)
#define CRIB_API __attribute__((visibility("default")))
#else
#define CRIB_API
#endif

/* ------------------------------------------------------------------------------------------ */
/* Versions                                                                                    */
/* ------------------------------------------------------------------------------------------ */

/**
 * Release version. This header is the one place it is written; the Makefile reads it here.
 * The major version is also the ABI's: it changes only with an incompatible change to the
 * ABI, which then also changes the shared library's soname (libcrib.so.MAJOR). Minor
 * releases add functions, constants and fields (in reserved space); patch releases fix.
 */
#define CRIB_VERSION_MAJOR 1
#define CRIB_VERSION_MINOR 0
#define CRIB_VERSION_PATCH 0
/** The release as one number: (major << 16) | (minor << 8) | patch. */
#define CRIB_VERSION_NUMBER \
    ((CRIB_VERSION_MAJOR << 16) | (CRIB_VERSION_MINOR << 8) | CRIB_VERSION_PATCH)
#define CRIB_VERSION_STRING "1.0.0"

/** The release version of the library actually linked, as CRIB_VERSION_NUMBER packs it. */
CRIB_API uint32_t crib_version_number(void);

/** The release version of the library actually linked, as "major.minor.patch"; never NULL. */
CRIB_API const char *crib_version_string(void);

/* ------------------------------------------------------------------------------------------ */
/* Errors                                                                                      */
/* ------------------------------------------------------------------------------------------ */

/** Success. */
#define CRIB_OK 0
/** A required pointer argument is NULL. */
#define CRIB_ENULL (-1)
/** A card id is not a card: ids 52..255 are invalid. */
#define CRIB_ECARD (-2)
/** The same card appears twice (the starter included). */
#define CRIB_EDUP (-3)
/** The wrong number of cards for the call: each function says how many it takes (a hand is
 *  4 cards, 3 in the five-card game; a crib 4; a discard 1 or 2; a pile 1 to 13). */
#define CRIB_ECOUNT (-4)
/** A flags argument has bits that this version does not know. */
#define CRIB_EFLAGS (-5)
/** A text is not exactly one card (or, for a hand, not cards separated by spaces). */
#define CRIB_EPARSE (-6)
/** The caller's output array is too small for the result. */
#define CRIB_ESPACE (-7)
/** A card mask has bits set above bit 51. */
#define CRIB_EMASK (-8)
/** A numeric argument or a field of an input structure is outside its allowed range. */
#define CRIB_ERANGE (-9)
/** A card would take the count of the play past 31, or a pile's count exceeds 31. */
#define CRIB_EOVER31 (-10)
/** The card is not in the player's hand (never dealt to them, or already played). */
#define CRIB_ENOTHELD (-11)
/** The player is not the one whose turn it is. */
#define CRIB_ETURN (-12)
/** A player said go while holding a card that can be played. */
#define CRIB_EMUSTPLAY (-13)
/** The play, the game, the deal or the match is already over. */
#define CRIB_EDONE (-14)
/** Points pegged out of the strict order of scoring (heels, the play, the hands from the
 *  dealer's left round to the dealer, the crib). */
#define CRIB_EORDER (-15)
/** A deal driver action that does not fit the stage of the deal (a discard during the
 *  play, a show before the play is over, ...). */
#define CRIB_ESTAGE (-16)

/**
 * A sentence that describes a return code: CRIB_OK, any CRIB_E* code, or anything else
 * (which gets a sentence saying the code is unknown). Never NULL; the text is static.
 */
CRIB_API const char *crib_strerror(int32_t code);

/* ------------------------------------------------------------------------------------------ */
/* Cards                                                                                       */
/* ------------------------------------------------------------------------------------------ */

/**
 * A card id: rank * 4 + suit.
 * rank: 0 = A, 1 = 2, ..., 9 = 10, 10 = J, 11 = Q, 12 = K.
 * suit: 0 = clubs, 1 = diamonds, 2 = hearts, 3 = spades.
 * Ids 0..51 are the 52 cards; ids 52..255 are invalid and rejected by every function.
 * Callers through an FFI: a wider integer converted to uint8_t wraps (274 becomes 18, the
 * 5 of hearts) before the library sees it, so check the range on your side first.
 */
typedef uint8_t crib_card;

/** Number of cards in the pack; valid ids are 0 .. CRIB_CARDS - 1. */
#define CRIB_CARDS 52
/** Rank numbers, as in a card id. */
#define CRIB_ACE 0
#define CRIB_JACK 10
#define CRIB_QUEEN 11
#define CRIB_KING 12
/** Suit numbers, as in a card id. */
#define CRIB_CLUBS 0
#define CRIB_DIAMONDS 1
#define CRIB_HEARTS 2
#define CRIB_SPADES 3

/**
 * The card of a rank (0..12) and a suit (0..3), as an id >= 0, or CRIB_ERANGE when either
 * is out of range.
 */
CRIB_API int32_t crib_card_make(int32_t rank, int32_t suit);

/** The rank (0 = ace .. 12 = king) of a card, or CRIB_ECARD. */
CRIB_API int32_t crib_card_rank(crib_card card);

/** The suit (0 = clubs .. 3 = spades) of a card, or CRIB_ECARD. */
CRIB_API int32_t crib_card_suit(crib_card card);

/** The counting value of a card (ace 1, 2..10 face value, J Q K 10), or CRIB_ECARD. */
CRIB_API int32_t crib_card_value(crib_card card);

/**
 * Parses one card: a rank `A 2 3 4 5 6 7 8 9 10 T J Q K` followed by a suit `c d h s`,
 * either in any case, or by a suit symbol in UTF-8 (U+2663 ♣, U+2666 ♦, U+2665 ♥, U+2660 ♠,
 * and their white forms U+2667 ♧, U+2662 ♢, U+2661 ♡, U+2664 ♤). Nothing else may stand
 * around it, not even a space: "5h", "10S", "Td", "J♠" parse; " 5h", "5h ", "1h" do not.
 * @return CRIB_OK with the card in *out; CRIB_ENULL if text or out is NULL (*out, when it
 *         is not NULL, is set to 0); CRIB_EPARSE if the text is not exactly one card
 *         (*out set to 0). Reads text only up to its NUL or the first character that cannot
 *         belong to a card.
 */
CRIB_API int32_t crib_card_parse(const char *text, crib_card *out);

/**
 * Writes a card as text: the rank `A 2 .. 10 J Q K` then the suit letter `c d h s`
 * ("Ah", "10c", "Js"). At most 3 characters plus the NUL: a buffer of 4 always suffices.
 * @return the length of the text (2 or 3); CRIB_ECARD for an invalid id; CRIB_ENULL if buf
 *         is NULL while cap > 0. On error the buffer, when cap > 0, holds "".
 */
CRIB_API int32_t crib_card_format(crib_card card, char *buf, size_t cap);

/**
 * Parses a hand or any list of cards from one string: cards as crib_card_parse() reads
 * them, separated by one or more spaces, tabs, newlines or commas, with any amount of such
 * separators before the first and after the last ("5h 5d 5c Js", "5h,5d, 5c  Js").
 * A string of separators only is a list of 0 cards.
 * @return the number of cards (0..cap) written to cards[]; CRIB_ENULL if text is NULL, or
 *         if cards is NULL while cap > 0; CRIB_EPARSE if a word is not a card; CRIB_EDUP if
 *         a card appears twice; CRIB_ESPACE if there are more than cap cards. On error
 *         cards[0 .. cap-1] are set to 0. Cost: linear in the length of the text.
 */
CRIB_API int32_t crib_hand_parse(const char *text, crib_card *cards, size_t cap);

/**
 * Writes n cards as text, as crib_card_format() writes each, separated by single spaces
 * ("5h 5d 5c Js"). n == 0 writes "".
 * @return the length of the text; CRIB_ENULL if cards is NULL while n > 0, or buf is NULL
 *         while cap > 0; CRIB_ECARD if a card is invalid; CRIB_ERANGE if the text would be
 *         longer than INT32_MAX characters (n above about 536 million), which a return value
 *         cannot say. On error the buffer, when cap > 0, holds "".
 */
CRIB_API int32_t crib_hand_format(const crib_card *cards, size_t n, char *buf, size_t cap);

/* ------------------------------------------------------------------------------------------ */
/* Card masks                                                                                  */
/* ------------------------------------------------------------------------------------------ */

/** A set of cards as a 64-bit mask: bit i is set when card id i is in the set. */
#define CRIB_DECK_MASK UINT64_C(0x000FFFFFFFFFFFFF)

/** The value a field holds for "no player", "no card", "no side" or "not yet": the one
 *  sentinel of every structure. */
#define CRIB_NONE 0xFFFFFFFFu

/**
 * The mask of n cards.
 * @return CRIB_OK with the mask in *out; CRIB_ENULL if out is NULL, or cards is NULL while
 *         n > 0; CRIB_ECARD for an invalid card; CRIB_EDUP if a card appears twice.
 *         *out is set to 0 on error.
 */
CRIB_API int32_t crib_mask_from_cards(const crib_card *cards, size_t n, uint64_t *out);

/**
 * The cards of a mask, in increasing id order.
 * @return the number of cards written; CRIB_ENULL if cards is NULL while cap > 0;
 *         CRIB_EMASK if a bit above 51 is set; CRIB_ESPACE if the mask holds more than cap
 *         cards. Checked in that order. On error cards[0 .. cap-1] are set to 0.
 */
CRIB_API int32_t crib_mask_to_cards(uint64_t mask, crib_card *cards, size_t cap);

/** The number of cards in a mask (0..52), or CRIB_EMASK if a bit above 51 is set. */
CRIB_API int32_t crib_mask_count(uint64_t mask);

/* ------------------------------------------------------------------------------------------ */
/* The show: scoring a hand or a crib with its starter                                         */
/* ------------------------------------------------------------------------------------------ */

/** Flag of the score functions (crib_hand_score(), crib_mask_score(),
 *  crib_mask_score_starters(), crib_game_claim()): score as a crib (only a flush of all 5
 *  cards counts). */
#define CRIB_SCORE_CRIB 1u
/** The largest score of a hand or a crib (the 29 hand). */
#define CRIB_SCORE_MAX 29

/** Kinds of scoring item (crib_item.kind). Values are only ever appended. */
#define CRIB_ITEM_FIFTEEN 1
#define CRIB_ITEM_RUN 2
#define CRIB_ITEM_PAIR 3
#define CRIB_ITEM_FLUSH 4
#define CRIB_ITEM_NOBS 5
/** In the play: a count of exactly 31 (2 points). */
#define CRIB_ITEM_THIRTY_ONE 6
/** In the play: one for last, or go (1 point; a count of 31 pegs CRIB_ITEM_THIRTY_ONE
 *  instead, never both). */
#define CRIB_ITEM_GO 7

/** The bit of crib_item.positions that stands for the starter (bit i < 4 is hand[i]). */
#define CRIB_POS_STARTER 4
/** Room for items in a crib_score. The most any hand or crib has is 15 (the 29 hand: eight
 * fifteens, six pairs and nobs), as the exhaustive tests check. */
#define CRIB_SCORE_MAX_ITEMS 32

/** One scoring combination: a fifteen, a run, a pair, a flush, or nobs. 16 bytes. */
typedef struct crib_item {
    /** The cards it uses, as a mask (bit i = card id i). */
    uint64_t cards;
    /** CRIB_ITEM_FIFTEEN, _RUN, _PAIR, _FLUSH or _NOBS; in the play (crib_peg) also
     *  _THIRTY_ONE and _GO. */
    uint8_t kind;
    /** Its points: 2 for a fifteen or a pair, the length for a run or a flush, 1 for nobs. */
    uint8_t points;
    /** The positions it uses: bit i for hand[i], bit CRIB_POS_STARTER for the starter. */
    uint8_t positions;
    /** How many cards it uses. */
    uint8_t size;
    /** Always 0. */
    uint8_t reserved[4];
} crib_item;

/**
 * The itemised score of a hand or a crib with its starter.
 * items[0 .. n_items-1] list every combination in the customary order of the show:
 * fifteens, runs, pairs, flush, nobs; within a kind in increasing order of positions.
 * The points of the items add up to total; the per-kind sums are given too.
 */
typedef struct crib_score {
    /** The total: the sum of every item's points. */
    uint32_t total;
    /** Points from fifteens, runs, pairs, the flush, and nobs. */
    uint32_t fifteens;
    uint32_t runs;
    uint32_t pairs;
    uint32_t flush;
    uint32_t nobs;
    /** Number of entries used in items[]. */
    uint32_t n_items;
    /** Always 0. */
    uint32_t reserved;
    crib_item items[CRIB_SCORE_MAX_ITEMS];
} crib_score;

/** sizeof(crib_score), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_score_size(void);

/** sizeof(crib_item) (16), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_item_size(void);

/**
 * Scores a hand or a crib with its starter.
 * @param hand    the kept cards: n == 4 for a hand of the six-card game and for every crib,
 *                n == 3 for a hand of the five-card game (its flush: 3 cards = 3, 4 with
 *                the starter).
 * @param starter the cut card, counted with the hand (a jack starter gives no nobs).
 * @param flags   0 for a hand, CRIB_SCORE_CRIB for a crib (only a 5-card flush counts).
 * @param out     the itemised score, or NULL for the total alone.
 * @return the total (0..CRIB_SCORE_MAX); CRIB_ENULL if hand is NULL; CRIB_ECOUNT if n is not 3 or 4,
 *         or is 3 with CRIB_SCORE_CRIB; CRIB_EFLAGS for unknown flags; CRIB_ECARD for an invalid
 *         card; CRIB_EDUP if a card appears twice, the starter included. Checked in that
 *         order. *out is zeroed on error. Cost: a few hundred nanoseconds with out; without
 *         it, a few nanoseconds (the fast evaluator's tables: see crib_mask_score()).
 */
CRIB_API int32_t crib_hand_score(const crib_card *hand, size_t n, crib_card starter,
                                 uint32_t flags, crib_score *out);

/**
 * Writes the customary announcement of a score: each fifteen ("fifteen 2, fifteen 4"),
 * then the runs (a double, triple or quadruple run named as one), the pairs ("a pair",
 * "two pairs", "a pair royal", "a double pair royal"), the flush and nobs, each with the
 * running total, the last joined by "and":
 * "fifteen 2, fifteen 4, fifteen 6, fifteen 8, fifteen 10, fifteen 12, fifteen 14,
 * fifteen 16, a double pair royal is 28 and one for his nob is 29". A score of 0 is
 * "no score".
 * @return the length of the text; CRIB_ENULL if score is NULL, or buf is NULL while
 *         cap > 0; CRIB_ERANGE if the structure is not one that crib_hand_score() could
 *         have filled (too many items, an unknown kind, sums that do not add up). On error
 *         the buffer, when cap > 0, holds "". Fewer than 400 characters for any hand.
 */
CRIB_API int32_t crib_score_format(const crib_score *score, char *buf, size_t cap);

/**
 * His heels: what the dealer pegs when this card is turned as the starter.
 * @return 2 for a jack, 0 for any other card, or CRIB_ECARD.
 */
CRIB_API int32_t crib_starter_heels(crib_card starter);

/* ------------------------------------------------------------------------------------------ */
/* The play                                                                                    */
/* ------------------------------------------------------------------------------------------ */

/*
 * The play (pegging): players lay cards in turn onto a running count that may not pass 31.
 * crib_peg_score() scores one card against the cards played since the count last began;
 * crib_play is an engine that runs a whole play for 2, 3 or 4 players (4 as two
 * partnerships) or the five-card game's single round, and says who pegs what.
 */

/** Room for items in a crib_peg: one card makes at most 3 (fifteen or 31, pair or run, go). */
#define CRIB_PEG_MAX_ITEMS 4

/**
 * What one card pegs in the play, itemised. items[0 .. n_items-1] are in increasing kind
 * order: CRIB_ITEM_FIFTEEN, _RUN, _PAIR, _THIRTY_ONE, _GO. In an item of the play,
 * positions is 0, cards is the mask of the cards used, and size counts them; they are the
 * last size cards of the pile:
 * - fifteen and thirty-one use the whole pile (2 points each);
 * - a pair item is the unbroken tail of cards of the last card's rank: size 2 is a pair (2),
 *   3 a pair royal (6), 4 a double pair royal (12);
 * - a run item is the longest tail of distinct consecutive ranks, in any order (size points);
 * - a go item is the last card alone, 1 point for last. Only the play engine adds it.
 * The per-kind fields repeat the items' points; total is their sum.
 */
typedef struct crib_peg {
    /** The points: fifteen + thirty_one + pairs + run + go. */
    uint32_t total;
    /** The count with this card (1..31). */
    uint32_t count;
    /** 2 when the count is exactly 15, else 0. */
    uint32_t fifteen;
    /** 2 when the count is exactly 31, else 0. */
    uint32_t thirty_one;
    /** 0, or 2, 6 or 12 for 2, 3 or 4 cards of a rank in a row. */
    uint32_t pairs;
    /** 0, or the length (3..7) of the run the card completes. */
    uint32_t run;
    /** 1 for last (set by the play engine only), else 0. */
    uint32_t go;
    /** Number of entries used in items[]. */
    uint32_t n_items;
    /** Always 0. */
    uint32_t reserved[2];
    crib_item items[CRIB_PEG_MAX_ITEMS];
} crib_peg;

/** sizeof(crib_peg), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_peg_size(void);

/**
 * Scores the last card of a pile: pile[0 .. n-1] are the cards played since the count last
 * began at 0, in the order played, and pile[n-1] is the card being scored. It pegs 2 for a
 * count of 15, 2 for 31, 2, 6 or 12 for a pair, pair royal or double pair royal with the
 * cards just before it, and the length of the longest run it completes with the cards just
 * before it. Nothing is added for last or go: that depends on the other players' hands
 * (see crib_play_card()).
 * @param out the itemised score, or NULL for the total alone.
 * @return the points (0..14); CRIB_ENULL if pile is NULL; CRIB_ECOUNT if n is 0;
 *         CRIB_ECARD for an invalid card; CRIB_EDUP if a card appears twice; CRIB_EOVER31
 *         if the cards count more than 31. Checked in that order. *out is zeroed on error.
 *         Cost: linear in n (at most 13 cards count 31 or less).
 */
CRIB_API int32_t crib_peg_score(const crib_card *pile, size_t n, crib_peg *out);

/** Flag for crib_play_init(): the five-card game, whose play is a single count. It runs as
 *  any count does (after one player's go the others still play what they can) and ends
 *  the play when its point for last is pegged or it reaches 31; the cards still held are
 *  not played. */
#define CRIB_PLAY_FIVE_CARD 1u
/** The most players in a play; also the size of the arrays in crib_play. */
#define CRIB_PLAY_MAX_PLAYERS 4
/** The most cards one count can hold (four aces, twos and threes and a four count 28). */
#define CRIB_PLAY_MAX_PILE 13

/**
 * The state of a play. The caller allocates it (on the stack is fine: 128 bytes, see
 * crib_play_size()) and crib_play_init() fills it; it holds no pointers, so it may be
 * copied with memcpy to save or branch a position. The fields are shown only so that the
 * size is known: read the state through the functions below and change it only through
 * crib_play_card() and crib_play_go(). Every function checks the whole state first (see
 * the conventions at the top): a structure that no play could reach is refused with
 * CRIB_ERANGE.
 */
typedef struct crib_play {
    uint64_t hand[CRIB_PLAY_MAX_PLAYERS];   /* cards each player still holds */
    uint32_t points[CRIB_PLAY_MAX_PLAYERS]; /* points each has pegged in this play */
    uint32_t players;                       /* 2, 3 or 4 */
    uint32_t flags;                         /* CRIB_PLAY_* flags */
    uint32_t turn;                          /* who acts next; CRIB_NONE when over */
    uint32_t last;                          /* who played the last card; CRIB_NONE */
    uint32_t count;                         /* the count, 0..30 between actions */
    uint32_t went;                          /* bit i: player i has said go in this count */
    uint32_t n_pile;                        /* cards played in this count */
    uint32_t reserved[9];                   /* 0 */
    crib_card pile[CRIB_PLAY_MAX_PILE];     /* those cards, in order */
    uint8_t reserved_pile[3];               /* 0 */
} crib_play;

/** sizeof(crib_play), for bindings that allocate the state themselves. */
CRIB_API size_t crib_play_size(void);

/**
 * What one action did. When the action ends the count (31, or nobody else can play), the
 * point for last is included here and the count is reset; when it ends the play, over is 1.
 * With 4 players the partners are players 0 and 2 (side 0) and 1 and 3 (side 1); with 2 or
 * 3 players each player is their own side.
 */
typedef struct crib_play_event {
    /** Who acted. */
    uint32_t player;
    /** The card played, or CRIB_NONE for a go. */
    uint32_t card;
    /** The points pegged: score.total. */
    uint32_t points;
    /** Who pegs them: the player of a card, or, for a go that ends the count, the player of
     *  the last card. CRIB_NONE when points is 0. */
    uint32_t scorer;
    /** The scorer's side (scorer % 2 with 4 players, else scorer); CRIB_NONE when
     *  points is 0. */
    uint32_t side;
    /** The count after the action, before any reset (a go leaves it as it was). */
    uint32_t count;
    /** 1 when the action ended the count and the next count begins at 0, else 0. */
    uint32_t reset;
    /** 1 when the play is over, else 0. */
    uint32_t over;
    /** Who acts next (after a reset, who leads the new count); CRIB_NONE when over. */
    uint32_t next;
    /** Always 0. */
    uint32_t reserved[3];
    /** The points itemised: the card's combinations (see crib_peg_score()) and the go. */
    crib_peg score;
} crib_play_event;

/** sizeof(crib_play_event), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_play_event_size(void);

/**
 * Sets up a play.
 * @param players 2, 3, or 4 (two partnerships: 0 and 2 against 1 and 3).
 * @param hands   hands[0 .. players-1]: each player's cards as a mask (crib_mask_from_cards());
 *                any number of cards, none in two hands. Four each in the six-card game
 *                and with 3 or 4 players, three each in the five-card game.
 * @param leader  who plays first (the player after the dealer). A leader without cards
 *                passes the lead on in turn.
 * @param flags   0 for the usual play, which runs count after count until every card is
 *                played; CRIB_PLAY_FIVE_CARD for the five-card game's single count.
 * @return CRIB_OK; CRIB_ENULL if play or hands is NULL; CRIB_ERANGE if players is not 2..4
 *         or leader >= players; CRIB_EFLAGS for unknown flags; CRIB_EMASK for a mask with
 *         bits above 51; CRIB_EDUP if a card is in two hands. Checked in that order.
 *         *play is zeroed on error (and then every other function rejects it).
 */
CRIB_API int32_t crib_play_init(crib_play *play, uint32_t players, const uint64_t *hands,
                                uint32_t leader, uint32_t flags);

/**
 * Whose turn it is.
 * @return the player (0 .. players-1) who must play a card or say go; CRIB_EDONE when the
 *         play is over; CRIB_ENULL; CRIB_ERANGE for a state out of range.
 */
CRIB_API int32_t crib_play_turn(const crib_play *play);

/** The count (0..30: a count of 31 ends at once), or CRIB_ENULL or CRIB_ERANGE. 0 at the start
 *  of each count. */
CRIB_API int32_t crib_play_count(const crib_play *play);

/** 1 when the play is over, 0 while it goes on, or CRIB_ENULL or CRIB_ERANGE. */
CRIB_API int32_t crib_play_over(const crib_play *play);

/**
 * The cards played since the count last began, in order: what crib_peg_score() scores.
 * @return the number of cards written (0..13); CRIB_ENULL if play is NULL, or cards is NULL
 *         while cap > 0; CRIB_ERANGE for a state out of range; CRIB_ESPACE if there are
 *         more than cap cards. On error cards[0 .. cap-1] are set to 0.
 */
CRIB_API int32_t crib_play_pile(const crib_play *play, crib_card *cards, size_t cap);

/**
 * The cards a player still holds, as a mask.
 * @return the number of cards; CRIB_ENULL; CRIB_ERANGE if player >= players or the state is
 *         out of range. *out is set to 0 on error.
 */
CRIB_API int32_t crib_play_hand(const crib_play *play, uint32_t player, uint64_t *out);

/**
 * The cards a player may play now, as a mask: those held that keep the count at 31 or
 * below when it is the player's turn, none otherwise. None on the player's turn means the
 * player must say go.
 * @return the number of cards in the mask; CRIB_ENULL; CRIB_ERANGE if player >= players or
 *         the state is out of range. *out is set to 0 on error.
 */
CRIB_API int32_t crib_play_legal(const crib_play *play, uint32_t player, uint64_t *out);

/**
 * The points a player has pegged so far in this play (a side's are its players' sum).
 * @return the points; CRIB_ENULL; CRIB_ERANGE if player >= players or the state is out of
 *         range.
 */
CRIB_API int32_t crib_play_points(const crib_play *play, uint32_t player);

/**
 * The player whose turn it is plays a card. It pegs what crib_peg_score() gives it and,
 * when nobody can play after it, 1 for last (31 pegs 2 and never 3); then the count begins
 * again, led by the next player in turn after it who holds cards. A player whose
 * opponents have all said go or have no cards plays on alone.
 * @param event what happened, or NULL.
 * @return the points pegged (0..15); CRIB_ENULL if play is NULL; CRIB_ERANGE for a state
 *         out of range or player >= players; CRIB_EDONE if the play is over; CRIB_ECARD
 *         for an invalid card; CRIB_ETURN if it is not the player's turn; CRIB_ENOTHELD
 *         if the player does not hold the card; CRIB_EOVER31 if it would take the count
 *         past 31. Checked in that order. On error *play is unchanged and *event zeroed.
 */
CRIB_API int32_t crib_play_card(crib_play *play, uint32_t player, crib_card card,
                                crib_play_event *event);

/**
 * The player whose turn it is, who holds cards but none that can be played, says go. The
 * turn passes to the next player who holds cards and has not said go in this count. When
 * everyone but the player of the last card has said go or is out of cards, and that player
 * cannot play either, the count ends: that player pegs 1 for last (reported in this event,
 * as scorer) and the next player in turn after them leads a new count.
 * @param event what happened, or NULL.
 * @return the points pegged (0 or 1); CRIB_ENULL if play is NULL; CRIB_ERANGE for a state
 *         out of range or player >= players; CRIB_EDONE if the play is over; CRIB_ETURN if
 *         it is not the player's turn; CRIB_EMUSTPLAY if the player can play a card.
 *         On error *play is unchanged and *event zeroed.
 */
CRIB_API int32_t crib_play_go(crib_play *play, uint32_t player, crib_play_event *event);

/* ------------------------------------------------------------------------------------------ */
/* Fast evaluator: a hand as a card mask, for bulk work                                        */
/* ------------------------------------------------------------------------------------------ */

/**
 * Scores a hand or a crib given as a card mask, with its starter: the same total as
 * crib_hand_score() gives for the same cards and flags, from lookup tables instead of by
 * trying combinations.
 * @param hand_mask the kept cards, bit i for card id i: 4 cards, or 3 for a hand of the
 *                  five-card game.
 * @param starter   the cut card, not in hand_mask.
 * @param flags     0 for a hand, CRIB_SCORE_CRIB for a crib.
 * @return the total (0..CRIB_SCORE_MAX); CRIB_ECOUNT if hand_mask does not hold 3 or 4 cards (bits
 *         above 51 counted), or holds 3 with CRIB_SCORE_CRIB; CRIB_EFLAGS for unknown flags;
 *         CRIB_ECARD for an invalid starter; CRIB_EMASK if a bit above 51 is set; CRIB_EDUP
 *         if the starter is in hand_mask. Checked in that order, the order of
 *         crib_hand_score(). Cost: a few nanoseconds, no loop over combinations.
 */
CRIB_API int32_t crib_mask_score(uint64_t hand_mask, crib_card starter, uint32_t flags);

/** The entry crib_mask_score_starters() writes for each card of the hand, which cannot be
 *  its starter (no score is that high). */
#define CRIB_NOT_A_STARTER 255

/**
 * Scores a hand or a crib given as a card mask with every possible starter at once, doing
 * the work that depends on the hand alone once: scores[c] is what
 * crib_mask_score(hand_mask, c, flags) returns for each card c not in the hand, and
 * CRIB_NOT_A_STARTER (255) for each card of the hand.
 * @param hand_mask the kept cards, bit i for card id i: 4 cards, or 3 for a hand of the
 *                  five-card game.
 * @param flags     0 for a hand, CRIB_SCORE_CRIB for a crib.
 * @param scores    an array of 52 bytes, written in full.
 * @return the number of starters scored (48 for 4 cards, 49 for 3); CRIB_ENULL if scores is
 *         NULL; CRIB_ECOUNT if hand_mask does not hold 3 or 4 cards (bits above 51 counted),
 *         or holds 3 with CRIB_SCORE_CRIB; CRIB_EFLAGS for unknown flags; CRIB_EMASK if a bit
 *         above 51 is set. Checked in that order. On error scores[0..51] are set to 0.
 *         Cost: a few tens of nanoseconds for all 52 entries, about a nanosecond a starter.
 */
CRIB_API int32_t crib_mask_score_starters(uint64_t hand_mask, uint32_t flags,
                                          uint8_t scores[52]);

/* ------------------------------------------------------------------------------------------ */
/* Discard analysis: exact expected values for bots                                            */
/* ------------------------------------------------------------------------------------------ */

/**
 * An exact expectation: the sum of a score over every equally likely case, the number of
 * cases, the least and the most, and their quotient for convenience. The exact mean is
 * sum / count; mean is that quotient as a double.
 */
typedef struct crib_expect {
    uint64_t sum;
    uint32_t count;
    uint32_t min;
    uint32_t max;
    uint32_t reserved; /* always 0 */
    double mean;
} crib_expect;

/** sizeof(crib_expect) (32), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_expect_size(void);

/**
 * The expected show of a hand over every starter it can get: the starter is any card in
 * neither hand_mask nor dead_mask, each equally likely.
 * @param hand_mask the kept cards: 4, or 3 for a hand of the five-card game.
 * @param dead_mask cards known not to be the starter (the player's discards, say); may be 0.
 * @return CRIB_OK; CRIB_ENULL if out is NULL; CRIB_EMASK if either mask has a bit above 51;
 *         CRIB_EDUP if the masks share a card; CRIB_ECOUNT if hand_mask does not hold 3 or 4
 *         cards; CRIB_ERANGE if no card is left to be the starter. Checked in that order.
 *         *out is zeroed on error.
 *         Cost: one crib_mask_score_starters() call.
 */
CRIB_API int32_t crib_hand_expect(uint64_t hand_mask, uint64_t dead_mask, crib_expect *out);

/**
 * The expected value of a crib of which the cards of discard_mask are known: the rest of
 * the crib (4 cards in all) and then the starter are drawn from the cards in neither mask,
 * every set of cards and every starter equally likely. Crib rules (only a 5-card flush).
 * @param discard_mask the known crib cards, 1 to 4 of them.
 * @param dead_mask    cards known to be elsewhere (the player's kept cards); may be 0.
 * @return CRIB_OK; CRIB_ENULL if out is NULL; CRIB_EMASK if either mask has a bit above 51;
 *         CRIB_EDUP if the masks share a card; CRIB_ECOUNT if discard_mask does not hold 1
 *         to 4 cards; CRIB_ERANGE if too few cards are left to complete the crib and cut a
 *         starter. Checked in that order. *out is zeroed on error. Cost: one crib_mask_score_starters() call per
 *         completion of the crib: 1,225 with 2 cards known and nothing dead (about 0.1 ms),
 *         about 19,600 with 1 card known, 1 with 4.
 */
CRIB_API int32_t crib_discard_expect(uint64_t discard_mask, uint64_t dead_mask, crib_expect *out);

/** Flag for crib_discard_analyze(): the player deals and so owns the crib (a keep's value
 * is then hand + crib, else hand - crib). */
#define CRIB_DISCARD_DEALER 1u
/** Flag for crib_discard_analyze(): the five-card game (5 cards dealt, 3 kept, 2 discarded). */
#define CRIB_DISCARD_FIVE_CARD 2u
/** Room for the keeps of any deal: C(6,4) = 15. */
#define CRIB_DISCARD_MAX_KEEPS 15

/** One way to keep a deal, with its exact expectations. 96 bytes. */
typedef struct crib_keep {
    /** The kept cards and the discarded cards, as masks. */
    uint64_t keep;
    uint64_t discard;
    /** The hand's show over every starter among the unseen cards. */
    crib_expect hand;
    /** The crib's show over every completion by unseen cards and every starter. */
    crib_expect crib;
    /** hand.mean + crib.mean when the player deals, hand.mean - crib.mean when not. */
    double value;
    /** Always 0. */
    uint32_t reserved[2];
} crib_keep;

/** sizeof(crib_keep) (96), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_keep_size(void);

/**
 * Analyses a deal for the discard: every way to keep it, with the exact expected hand
 * (over every starter among the cards the player has not seen), its least and most, the
 * exact expected crib from the discards (the other crib cards and the starter drawn
 * uniformly from the unseen cards), and their combination, best first.
 *
 * The deal sets the variant: 6 cards (the six-card game) keep 4 and discard 2; 5 cards
 * keep 4 and discard 1 (three-handed, four-handed partnership, two into the crib: the crib
 * is completed by 3 unseen cards); 5 cards with CRIB_DISCARD_FIVE_CARD keep 3 and discard 2.
 *
 * Order: by value, highest first, compared exactly (not as doubles); ties in value by the
 * kept cards' mask, lowest first. The same deal gives the same order on every machine.
 * @param dealt the cards dealt to the player, n of them.
 * @param flags CRIB_DISCARD_DEALER when the player (or, four-handed, the player's side)
 *              owns the crib; CRIB_DISCARD_FIVE_CARD for the five-card game.
 * @param keeps where the results go: cap entries, at least the number of keeps (15, 5 or
 *              10; CRIB_DISCARD_MAX_KEEPS is always enough).
 * @return the number of keeps written; CRIB_ENULL if dealt or keeps is NULL; CRIB_ECOUNT if
 *         n is not 5 or 6, or is 6 with CRIB_DISCARD_FIVE_CARD; CRIB_EFLAGS for unknown
 *         flags; CRIB_ECARD for an invalid card; CRIB_EDUP if a card is dealt twice;
 *         CRIB_ESPACE if cap is too small. On error keeps[0 .. cap-1] are zeroed.
 *         Cost: about 1 ms for six cards, 5 ms for five cards discarding one (the crib
 *         has then 16,215 completions for each keep); thread-safe, so deals may be
 *         analysed on many threads at once.
 */
CRIB_API int32_t crib_discard_analyze(const crib_card *dealt, size_t n, uint32_t flags,
                                      crib_keep *keeps, size_t cap);

/** One entry of the crib table: two discarded ranks, suited or not. 24 bytes. */
typedef struct crib_pair_value {
    /** The ranks, rank1 <= rank2 (0 = ace .. 12 = king). */
    uint8_t rank1;
    uint8_t rank2;
    /** 1 when the two cards share a suit (never for a pair). */
    uint8_t suited;
    uint8_t reserved[5]; /* always 0 */
    /** The crib's total summed over the 58,800 completions (2 crib cards and a starter from
     * the other 50 cards), and its mean. */
    uint64_t sum;
    double mean;
} crib_pair_value;

/** sizeof(crib_pair_value) (24), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_pair_value_size(void);

/** Entries in the crib table: 13 pairs, 78 suited and 78 unsuited pairs of ranks. */
#define CRIB_DISCARD_TABLE_SIZE 169

/**
 * The exact expected crib of every two discarded cards when nothing else is known: the
 * other two crib cards and the starter are any of the other 50 cards, each completion
 * equally likely (58,800 of them), under crib rules. Entries in order of rank1, then rank2,
 * then unsuited before suited. 5-5 sums to 528,768 (mean 8.99); A-2 suited to 263,247.
 * @return CRIB_DISCARD_TABLE_SIZE; CRIB_ENULL if table is NULL; CRIB_ESPACE if cap is below
 *         CRIB_DISCARD_TABLE_SIZE (table[0 .. cap-1] zeroed). Cost: about 15 ms; the result
 *         never changes, so a caller that needs it often keeps a copy.
 */
CRIB_API int32_t crib_discard_table(crib_pair_value *table, size_t cap);

/* ------------------------------------------------------------------------------------------ */
/* The game: the board, the order of scoring, the end, lurch and skunk, claims                 */
/* ------------------------------------------------------------------------------------------ */

/*
 * A game is a crib_game state that the caller allocates and crib_game_init() fills. Points
 * reach it only through crib_game_peg() (and crib_game_claim(), which pegs a shown hand),
 * in the strict order of scoring; the game ends the moment a side reaches the target, and
 * from then on every pegging call is refused with CRIB_EDONE.
 *
 * Players and sides: players sit 0 .. players-1 and play passes to the left, from player p
 * to player p + 1 (mod players). With 2 or 3 players each player is a side (side = player);
 * with 4 players the partners 0 and 2 are side 0 and the partners 1 and 3 side 1 (side =
 * player % 2), as in crib_play.
 */

/** Variants of the deal (crib_game_rules.variant). Values are only ever appended. */
/** Two players, six cards each, two each to the crib; game 121. */
#define CRIB_VARIANT_SIX_CARD 0
/** Two players, five cards each, two each to the crib, hands of 3; the play is one count
 *  (CRIB_PLAY_FIVE_CARD); the non-dealer pegs 3 for last at the start of the game; game 61. */
#define CRIB_VARIANT_FIVE_CARD 1
/** Three players, five cards each and one to the crib, one each to the crib; the player at
 *  the dealer's left leads and shows first; three sides; game 121. */
#define CRIB_VARIANT_THREE 2
/** Four players in two partnerships (0 and 2 against 1 and 3), five cards each, one each to
 *  the crib; game 121. */
#define CRIB_VARIANT_FOUR 3
/** Two players, five cards each and two to the crib, one each to the crib; hands of 4, then
 *  as the six-card game; game 121. */
#define CRIB_VARIANT_TWO_TO_CRIB 4

/** Option bits (crib_game_rules.options). */
/** No peg-out on a go: a point for last (CRIB_REASON_GO) that would reach the target is not
 *  pegged. Points the card itself makes (fifteen, 31, pairs, runs) still count. */
#define CRIB_OPT_NO_GO_OUT 1u
/** No heels near the end: heels is not pegged when the dealer's side needs 5 or fewer. */
#define CRIB_OPT_NO_HEELS_NEAR 2u
/** Exactly: a side must reach the target exactly; a peg that would take it past the target
 *  is not pegged at all (the side stays where it is). */
#define CRIB_OPT_EXACT 4u
/** Muggins: points a player fails to claim in the show are pegged by the opponent (see
 *  crib_game_claim()). Without it, points not claimed are lost. */
#define CRIB_OPT_MUGGINS 8u
/** The over-claim penalty (Hoyle): when a player claims more than the hand holds, the claim
 *  is corrected and the opponent pegs 2. Without it the claim is only corrected. */
#define CRIB_OPT_OVERCLAIM 16u

/** Ladders (crib_game_rules.ladder): what a game is worth by the loser's score. */
/** Every game is worth 1. */
#define CRIB_LADDER_NONE 0
/** Lurch (British): a loser below half the target, (target + 1) / 2 points (61 in a game of
 *  121, 31 in a game of 61), is lurched and the game is worth lurch_value. */
#define CRIB_LADDER_LURCH 1
/** Skunk (North American): a loser below target - 30 (91 in 121) is skunked (skunk_value),
 *  below target - 60 (61) double skunked (double_skunk_value), below target - 90 (31) triple
 *  skunked (triple_skunk_value, or the double skunk when triple_skunk_value is 0). A level
 *  whose threshold is 0 or less cannot happen. */
#define CRIB_LADDER_SKUNK 2

/** Levels of a loss (crib_result.level). */
#define CRIB_LEVEL_NONE 0
#define CRIB_LEVEL_LURCH 1
#define CRIB_LEVEL_SKUNK 2
#define CRIB_LEVEL_DOUBLE_SKUNK 3
#define CRIB_LEVEL_TRIPLE_SKUNK 4

/** Phases of a deal, in the order in which they score (crib_result.phase). */
/** The start of the game: the five-card game's three for last. */
#define CRIB_PHASE_START 0
#define CRIB_PHASE_HEELS 1
#define CRIB_PHASE_PLAY 2
#define CRIB_PHASE_SHOW_HAND 3
#define CRIB_PHASE_SHOW_CRIB 4

/** Reasons for pegging (crib_game_peg()). Values are only ever appended. */
/** The five-card game's three for last to the non-dealer; pegged by crib_game_init() only. */
#define CRIB_REASON_THREE_FOR_LAST 1
/** His heels: 2 to the dealer for a jack starter. */
#define CRIB_REASON_HEELS 2
/** What a card makes in the play: fifteen, 31, pairs, runs. */
#define CRIB_REASON_PLAY 3
/** One for last (or go) in the play. */
#define CRIB_REASON_GO 4
/** A hand in the show. */
#define CRIB_REASON_HAND 5
/** The crib in the show (the dealer's). */
#define CRIB_REASON_CRIB 6
/** Points an opponent missed in the show, pegged by the player under muggins. */
#define CRIB_REASON_MUGGINS 7
/** The over-claim penalty, pegged by the opponent of the player who over-claimed. */
#define CRIB_REASON_PENALTY 8

/** The most sides (three-handed); also the size of the per-side arrays. */
#define CRIB_GAME_MAX_SIDES 3
/** The largest target; targets are 1 .. CRIB_GAME_MAX_TARGET. */
#define CRIB_GAME_MAX_TARGET 1000
/** Stands for "claim the true total" in crib_game_claim() and crib_deal_show(). */
#define CRIB_CLAIM_ALL 0xFFFFFFFFu

/** The rules of a game. crib_game_rules_default() fills it; the caller may then change any
 *  field. 64 bytes. */
typedef struct crib_game_rules {
    /** CRIB_VARIANT_*. */
    uint32_t variant;
    /** The score that wins: 1 .. CRIB_GAME_MAX_TARGET (121, 61 or 91 are customary). */
    uint32_t target;
    /** CRIB_OPT_* bits. */
    uint32_t options;
    /** CRIB_LADDER_*. */
    uint32_t ladder;
    /** What a game is worth at each level of the ladder; a plain win is worth 1. Each is
     *  1 .. 100, but triple_skunk_value may be 0 (no triple skunk). Defaults: 2, 2, 3, 0. */
    uint32_t lurch_value;
    uint32_t skunk_value;
    uint32_t double_skunk_value;
    uint32_t triple_skunk_value;
    /** Always 0. */
    uint32_t reserved[8];
} crib_game_rules;

/**
 * The state of a game: rules, board, dealer, and where the current deal stands in the order
 * of scoring. Caller-allocated (crib_game_size()), no pointers inside, copyable with memcpy.
 * Read it through the functions below; a structure with fields out of range is rejected
 * with CRIB_ERANGE.
 */
typedef struct crib_game {
    crib_game_rules rules;
    uint32_t front[CRIB_GAME_MAX_SIDES]; /* each side's front peg: its score */
    uint32_t rear[CRIB_GAME_MAX_SIDES];  /* each side's rear peg: its score before its last peg */
    uint32_t players;                    /* 2, 3 or 4, by the variant */
    uint32_t dealer;                     /* the dealer of the current deal */
    uint32_t deals;                      /* deals begun, 1 after crib_game_init() */
    uint32_t pos;                        /* the order of scoring reached in this deal */
    uint32_t over;                       /* 1 once a side has reached the target */
    uint32_t winner;                     /* the winning side; CRIB_NONE before the end */
    uint32_t win_player;                 /* the player who pegged the winning points */
    uint32_t win_reason;                 /* CRIB_REASON_* of the winning points */
    uint32_t win_phase;                  /* CRIB_PHASE_* of the winning points */
    uint32_t reserved[7];                /* 0 */
} crib_game;

/** The result of a game, or its state while it goes on (crib_game_result()). */
typedef struct crib_result {
    /** 1 when a side has reached the target, else 0 (and the four fields below marked
     *  "when over" are CRIB_NONE). */
    uint32_t over;
    /** The winning side, when over. */
    uint32_t winner;
    /** The player who pegged the winning points, when over. */
    uint32_t player;
    /** CRIB_PHASE_* in which the game was won, when over. */
    uint32_t phase;
    /** CRIB_REASON_* of the winning points, when over. */
    uint32_t reason;
    /** The number of sides: 2 or 3. */
    uint32_t sides;
    /** Each side's score (0 past sides). */
    uint32_t score[CRIB_GAME_MAX_SIDES];
    /** Each losing side's CRIB_LEVEL_* under the ladder (the winner's is CRIB_LEVEL_NONE). */
    uint32_t level[CRIB_GAME_MAX_SIDES];
    /** What the game is worth against each losing side (1, or the ladder's value of its
     *  level); 0 for the winner, and 0 for all while the game goes on. */
    uint32_t value[CRIB_GAME_MAX_SIDES];
    /** What the winner gains: the sum of value[]. With two sides, the game's value. */
    uint32_t total_value;
    /** Always 0. */
    uint32_t reserved[4];
} crib_result;

/** What a claim in the show did (crib_game_claim()). */
typedef struct crib_claim {
    /** The player who showed, and the opponent who pegs muggins or the penalty: the next
     *  player to the left (with 4 players, of the other side). */
    uint32_t player;
    uint32_t opponent;
    /** The points claimed (the true total when CRIB_CLAIM_ALL was given), and the true total. */
    uint32_t claimed;
    uint32_t actual;
    /** Points the claim missed (actual - claimed when claimed is lower, else 0) and points
     *  it over-claimed (claimed - actual when higher, else 0). */
    uint32_t missed;
    uint32_t over_claimed;
    /** What was pegged, in this order: by the player (the claim, corrected down to the true
     *  total), by the opponent under muggins (the missed points), by the opponent as the
     *  over-claim penalty (2). Each is 0 when it was not pegged: the option is off, the game
     *  ended before it, or an option (exactly) refused it. */
    uint32_t pegged;
    uint32_t muggins;
    uint32_t penalty;
    /** 1 when the game ended during this claim. */
    uint32_t ended;
    /** Always 0. */
    uint32_t reserved[6];
} crib_claim;

/** sizeof of each structure, for bindings that lay them out themselves. */
CRIB_API size_t crib_game_rules_size(void);
CRIB_API size_t crib_game_size(void);
CRIB_API size_t crib_result_size(void);
CRIB_API size_t crib_claim_size(void);

/**
 * Fills rules with a variant's defaults: target 121 (61 for the five-card game), no options,
 * no ladder, values lurch 2, skunk 2, double skunk 3, triple skunk 0 (none).
 * @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE for an unknown variant. *rules is zeroed on error.
 */
CRIB_API int32_t crib_game_rules_default(crib_game_rules *rules, uint32_t variant);

/**
 * Sets up a game with its first dealer. In the five-card game the non-dealer (player
 * dealer + 1) pegs 3 for last at once (which ends a game whose target is 3 or less; under
 * CRIB_OPT_EXACT a target of 1 or 2 refuses the three, and the game goes on).
 * @return CRIB_OK; CRIB_ENULL if game or rules is NULL; CRIB_ERANGE for rules out of range
 *         (unknown variant or ladder, target outside 1..1000, a value outside its range,
 *         reserved fields not 0) or dealer >= players; CRIB_EFLAGS for unknown option bits.
 *         *game is zeroed on error.
 */
CRIB_API int32_t crib_game_init(crib_game *game, const crib_game_rules *rules, uint32_t dealer);

/**
 * Passes the deal to the left (dealer + 1) and begins a new deal: the order of scoring
 * starts again with heels.
 * @return the new dealer; CRIB_ENULL; CRIB_ERANGE for a state out of range; CRIB_EDONE when
 *         the game is over.
 */
CRIB_API int32_t crib_game_next_deal(crib_game *game);

/**
 * Pegs points for a player's side, in the strict order of scoring within the deal: heels
 * (the dealer, once), the play (CRIB_REASON_PLAY and CRIB_REASON_GO, any player), the hands (each
 * player's CRIB_REASON_HAND, in order from the dealer's left round to the dealer, any number of
 * times for the same hand), the crib (the dealer). Muggins and the penalty are pegged during
 * a show, by any player, and do not move the order. Pegging for an earlier stage after a
 * later one is CRIB_EORDER; a stage may be skipped (heels when the starter is no jack).
 * The options may refuse the points (see CRIB_OPT_*): then nothing moves but the order.
 * Pegging moves the side's rear peg to its front peg and the front peg on by the points
 * (0 points move nothing). When the side reaches the target the game is over.
 * @param pegged the points actually pegged (0 when refused), or NULL.
 * @return 1 when this peg ended the game, else 0; CRIB_ENULL if game is NULL; CRIB_ERANGE
 *         for a state out of range, player >= players, an unknown reason,
 *         CRIB_REASON_THREE_FOR_LAST, or points > CRIB_GAME_MAX_TARGET; CRIB_EDONE when the
 *         game is over; CRIB_ETURN when heels or the crib is pegged for a player who is not
 *         the dealer; CRIB_EORDER out of order (or muggins or a penalty outside a show).
 *         Checked in that order. On error nothing changes and *pegged is 0.
 */
CRIB_API int32_t crib_game_peg(crib_game *game, uint32_t player, uint32_t points,
                               uint32_t reason, uint32_t *pegged);

/**
 * Pegs a shown hand (or, with flags CRIB_SCORE_CRIB, the crib) from the points its player claims:
 * the player pegs the claim, corrected down to the true total when it is higher; then under
 * CRIB_OPT_MUGGINS the opponent pegs the points missed; then under CRIB_OPT_OVERCLAIM the
 * opponent pegs 2 for an over-claim. Each goes through crib_game_peg(), so the order, the
 * options and the end of the game apply, and nothing is pegged after the end.
 * @param claimed the points claimed, or CRIB_CLAIM_ALL for the true total.
 * @param actual  the true total (crib_hand_score()), 0..CRIB_SCORE_MAX.
 * @return 1 when the game ended during the claim, else 0; the codes of crib_game_peg();
 *         CRIB_EFLAGS for flags other than 0 and CRIB_SCORE_CRIB; CRIB_ERANGE for actual >
 *         CRIB_SCORE_MAX or
 *         claimed > CRIB_GAME_MAX_TARGET (CRIB_CLAIM_ALL aside). On error nothing changes
 *         and *out is zeroed.
 */
CRIB_API int32_t crib_game_claim(crib_game *game, uint32_t player, uint32_t flags,
                                 uint32_t claimed, uint32_t actual, crib_claim *out);

/** 1 when the game is over, 0 while it goes on; CRIB_ENULL; CRIB_ERANGE for a bad state. */
CRIB_API int32_t crib_game_over(const crib_game *game);

/**
 * A side's pegs on the board: the front peg (the score) and the rear peg (the score before
 * the side's last peg; both 0 at the start).
 * @return the score; CRIB_ENULL if any pointer is NULL; CRIB_ERANGE for a bad state or
 *         side >= sides. *front and *rear, when not NULL, are 0 on error.
 */
CRIB_API int32_t crib_game_board(const crib_game *game, uint32_t side, uint32_t *front,
                                 uint32_t *rear);

/** The side of a player: player % 2 with 4 players, else the player; CRIB_ENULL or
 *  CRIB_ERANGE (bad state, player >= players). */
CRIB_API int32_t crib_game_side(const crib_game *game, uint32_t player);

/** The number of players (2, 3 or 4, by the variant); CRIB_ENULL or CRIB_ERANGE. */
CRIB_API int32_t crib_game_players(const crib_game *game);

/** The dealer of the current deal; CRIB_ENULL or CRIB_ERANGE. */
CRIB_API int32_t crib_game_dealer(const crib_game *game);

/** The number of deals begun (1 after crib_game_init(), one more for each
 *  crib_game_next_deal()); CRIB_ENULL or CRIB_ERANGE. Counting stops at INT32_MAX. */
CRIB_API int32_t crib_game_deals(const crib_game *game);

/**
 * The result: who won, in which phase and how, the scores, each loser's level on the ladder
 * and what the game is worth. While the game goes on, over is 0 and the scores are filled.
 * @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE for a bad state. *out is zeroed on error.
 */
CRIB_API int32_t crib_game_result(const crib_game *game, crib_result *out);

/* ------------------------------------------------------------------------------------------ */
/* Matches                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/** Flag for crib_match_init(): the loser of a game deals first in the next (ACC rule);
 *  without it the first dealer of every game is cut for. */
#define CRIB_MATCH_LOSER_DEALS 1u
/** The argument of crib_deal_init() that asks to cut for the first dealer. It has the value
 *  of CRIB_NONE, so that a match's next dealer (crib_standing.next_dealer, CRIB_NONE when
 *  nobody is due to deal) can be passed as it is. */
#define CRIB_DEAL_CUT CRIB_NONE

/**
 * The state of a match: the first side to win `wins_needed` games (2 for the usual best of
 * three). Caller-allocated (crib_match_size()), no pointers inside, copyable with memcpy.
 * Read it through crib_match_standing(); change it only through crib_match_record().
 */
typedef struct crib_match {
    uint32_t wins_needed;                /* 1 .. 50 */
    uint32_t flags;                      /* CRIB_MATCH_* */
    uint32_t sides;                      /* 2 or 3 from the first game recorded; 0 before */
    uint32_t games;                      /* games recorded */
    uint32_t wins[CRIB_GAME_MAX_SIDES];  /* games won by each side */
    uint32_t value[CRIB_GAME_MAX_SIDES]; /* the games' values won by each side */
    uint32_t next_dealer;                /* the next game's first dealer, or CRIB_NONE */
    uint32_t winner;                     /* the side that won the match, or CRIB_NONE */
    uint32_t reserved[4];                /* 0 */
} crib_match;

/** Where a match stands (crib_match_standing()). */
typedef struct crib_standing {
    /** 1 when a side has won wins_needed games, else 0. */
    uint32_t over;
    /** The side that won the match, or CRIB_NONE while it goes on. */
    uint32_t winner;
    /** The number of sides (2 or 3), 0 before the first game is recorded. */
    uint32_t sides;
    /** Games recorded, and the wins needed to take the match. */
    uint32_t games;
    uint32_t wins_needed;
    /** CRIB_MATCH_* flags. */
    uint32_t flags;
    /** Games won by each side, and the sum of their values (lurches and skunks count more);
     *  0 past sides. */
    uint32_t wins[CRIB_GAME_MAX_SIDES];
    uint32_t value[CRIB_GAME_MAX_SIDES];
    /** The first dealer of the next game (the last loser, under CRIB_MATCH_LOSER_DEALS), or
     *  CRIB_NONE when it is to be cut for: pass it to crib_deal_init() as it is. */
    uint32_t next_dealer;
    /** Always 0. */
    uint32_t reserved[3];
} crib_standing;

CRIB_API size_t crib_match_size(void);
CRIB_API size_t crib_standing_size(void);

/**
 * Sets up a match of best of (2 * wins_needed - 1) games between two sides (or three:
 * the number of sides comes from the first result recorded).
 * @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE for wins_needed outside 1..50; CRIB_EFLAGS.
 *         *match is zeroed on error.
 */
CRIB_API int32_t crib_match_init(crib_match *match, uint32_t wins_needed, uint32_t flags);

/**
 * Records a finished game (from crib_game_result() of a game that is over). With
 * CRIB_MATCH_LOSER_DEALS the next game's first dealer becomes the loser: the player with the
 * losing side's number (with 3 sides, the lowest-scoring loser, the lower number on a tie).
 * @return 1 when the match is over, else 0; CRIB_ENULL; CRIB_EDONE when the match is
 *         already over; CRIB_ERANGE for a result that is not over or is out of range, or a
 *         bad state. On error nothing changes.
 */
CRIB_API int32_t crib_match_record(crib_match *match, const crib_result *result);

/**
 * Where the match stands: wins, values, the winner and the next game's first dealer.
 * @return 1 when the match is over, else 0; CRIB_ENULL if match or out is NULL;
 *         CRIB_ERANGE for a state that no sequence of crib_match_record() could make.
 *         *out is zeroed on error.
 */
CRIB_API int32_t crib_match_standing(const crib_match *match, crib_standing *out);

/* ------------------------------------------------------------------------------------------ */
/* The deal driver: a seeded shuffle, the cuts, the deal, the discards, the starter, the play   */
/* and the show                                                                                */
/* ------------------------------------------------------------------------------------------ */

/*
 * The random numbers are SplitMix64, which any language can reproduce with 64-bit unsigned
 * arithmetic (all operations mod 2^64):
 *
 *     next(state):  state = state + 0x9E3779B97F4A7C15
 *                   z = state
 *                   z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
 *                   z = (z ^ (z >> 27)) * 0x94D049BB133111EB
 *                   return z ^ (z >> 31)
 *
 *     below(state, n), 1 <= n <= 2^32:  limit = 2^64 - (2^64 mod n)
 *                   draw z = next(state) until z < limit; return z mod n
 *
 *     shuffle(state, deck[52]):  deck[i] = i for i = 0..51 (card ids)
 *                   for i = 51 down to 1: j = below(state, i + 1); swap deck[i], deck[j]
 *
 * The deal driver's state starts at the seed. Every shuffle is a new shuffle of the full
 * pack from the current state, so a seed fixes the whole game on every machine:
 * - cutting for the first deal: shuffle; player p's cut is deck[p]; the lowest rank (ace
 *   low) deals; when the lowest rank is cut more than once, all cut again (a new shuffle);
 * - each deal: shuffle; cards go one at a time round from the dealer's left, deck[0] first,
 *   until each player holds the variant's number; then the variant's cards to the crib
 *   straight from the pack; the starter is the next card of the pack.
 */

/**
 * One SplitMix64 step: advances *state and puts the next 64-bit number in *out.
 * @return CRIB_OK; CRIB_ENULL if state or out is NULL (then *state is unchanged and *out,
 *         when it is not NULL, set to 0).
 */
CRIB_API int32_t crib_rng_next(uint64_t *state, uint64_t *out);

/**
 * A uniform number in 0 .. n-1, by rejection as above, in *out.
 * @return CRIB_OK; CRIB_ENULL if state or out is NULL; CRIB_ERANGE if n is 0 or above 2^32.
 *         On error nothing is drawn (*state is unchanged) and *out, when not NULL, is 0.
 */
CRIB_API int32_t crib_rng_below(uint64_t *state, uint64_t n, uint32_t *out);

/**
 * Puts the 52 card ids into deck[] in the order of the shuffle above.
 * @return CRIB_OK; CRIB_ENULL if state or deck is NULL (then *state is unchanged and
 *         deck[], when not NULL, is zeroed).
 */
CRIB_API int32_t crib_deck_shuffle(uint64_t *state, crib_card deck[CRIB_CARDS]);

/** Stages of a deal (crib_status.stage). */
/** Ready to deal: crib_deal_start(). */
#define CRIB_STAGE_DEAL 0
/** Waiting for each player's discard to the crib: crib_deal_discard(). */
#define CRIB_STAGE_DISCARD 1
/** Waiting for the starter: crib_deal_cut(). */
#define CRIB_STAGE_CUT 2
/** The play: crib_deal_play_card() and crib_deal_play_go(). */
#define CRIB_STAGE_PLAY 3
/** The show: crib_deal_show(), once per hand and once for the crib. */
#define CRIB_STAGE_SHOW 4
/** The game is over. */
#define CRIB_STAGE_OVER 5

/**
 * The state of a game driven deal by deal. Caller-allocated (crib_deal_size()), no
 * pointers inside, copyable with memcpy. Read it through the functions below.
 */
typedef struct crib_deal {
    crib_game game;                        /* the board and the order of scoring */
    crib_play play;                        /* the play of the current deal */
    uint64_t rng;                          /* the SplitMix64 state */
    uint64_t hand[CRIB_PLAY_MAX_PLAYERS];  /* cards dealt, less the discards once made */
    uint64_t crib;                         /* the crib so far */
    uint32_t stage;                        /* CRIB_STAGE_* */
    uint32_t discarded;                    /* bit p: player p has discarded */
    uint32_t shown;                        /* shows made in this deal */
    uint32_t starter;                      /* the starter, or CRIB_NONE before the cut */
    uint32_t pack_next;                    /* the next card of the pack: the starter to be */
    uint32_t deals;                        /* deals dealt */
    uint32_t first_cut[CRIB_PLAY_MAX_PLAYERS]; /* the cards cut for the first deal, or NONE */
    uint32_t reserved[8];                  /* 0 */
} crib_deal;

/** What crib_deal_status() tells. */
typedef struct crib_status {
    /** CRIB_STAGE_*. */
    uint32_t stage;
    /** Players (2..4) and the variant's cards: dealt to each, discarded by each, kept. */
    uint32_t players;
    uint32_t dealt;
    uint32_t discard;
    uint32_t kept;
    /** The dealer, the deal number (1 for the first, 0 before crib_deal_start()), the starter
     *  (CRIB_NONE before the cut), the player who shows next in the show stage (the dealer
     *  for the crib; CRIB_NONE in other stages), and 1 when that show is the crib. */
    uint32_t dealer;
    uint32_t deal;
    uint32_t starter;
    uint32_t next_show;
    uint32_t next_is_crib;
    /** The cards cut for the first deal, by player (CRIB_NONE past players, or when the
     *  first dealer was given). */
    uint32_t first_cut[CRIB_PLAY_MAX_PLAYERS];
    /** Always 0. */
    uint32_t reserved[4];
    /** Each player's cards: as dealt until they discard, then the kept hand (the play does
     *  not remove cards from it; see crib_deal_play()). */
    uint64_t hand[CRIB_PLAY_MAX_PLAYERS];
    /** The crib's cards so far. */
    uint64_t crib;
} crib_status;

/** What one show did (crib_deal_show()). */
typedef struct crib_show {
    /** The player who showed; 1 when it was the crib. */
    uint32_t player;
    uint32_t is_crib;
    /** The cards shown, in increasing id order, and how many (3 or 4), and the starter. */
    uint32_t n_cards;
    uint32_t starter;
    crib_card cards[4];
    /** Always 0. */
    uint32_t reserved;
    /** How the claim was pegged. */
    crib_claim claim;
    /** The true score, itemised (crib_score_format() announces it). */
    crib_score score;
} crib_show;

CRIB_API size_t crib_deal_size(void);
CRIB_API size_t crib_status_size(void);
CRIB_API size_t crib_show_size(void);

/**
 * Sets up a game to drive: the rules, the seed, and the first dealer, or CRIB_DEAL_CUT to
 * cut for it as above. Then the stage is CRIB_STAGE_DEAL (or CRIB_STAGE_OVER, when the
 * five-card game's three for last already reaches the target).
 * @return the first dealer; CRIB_ENULL; the codes of crib_game_init(); CRIB_ERANGE for a
 *         first dealer that is neither a player nor CRIB_DEAL_CUT. *deal zeroed on error.
 */
CRIB_API int32_t crib_deal_init(crib_deal *deal, const crib_game_rules *rules, uint64_t seed,
                                uint32_t first_dealer);

/**
 * Shuffles and deals (stage CRIB_STAGE_DEAL to CRIB_STAGE_DISCARD). After the first deal it
 * passes the deal to the left first.
 * @return the dealer; CRIB_ENULL; CRIB_ERANGE for a bad state; CRIB_EDONE when the game is
 *         over; CRIB_ESTAGE in another stage.
 */
CRIB_API int32_t crib_deal_start(crib_deal *deal);

/**
 * A player lays away the variant's number of cards to the crib. When every player has,
 * the stage becomes CRIB_STAGE_CUT.
 * @return CRIB_OK; CRIB_ENULL if deal is NULL or cards is NULL while n > 0; CRIB_ERANGE
 *         for a bad state or player; CRIB_EDONE when over; CRIB_ESTAGE outside the discard
 *         or when the player has discarded already; CRIB_ECOUNT when n is not the
 *         variant's number; CRIB_ECARD; CRIB_EDUP; CRIB_ENOTHELD for a card not dealt to
 *         the player. On error nothing changes.
 */
CRIB_API int32_t crib_deal_discard(crib_deal *deal, uint32_t player, const crib_card *cards,
                                   size_t n);

/**
 * Cuts the starter (the next card of the pack) and pegs heels to the dealer for a jack.
 * Then the play begins, led by the dealer's left (stage CRIB_STAGE_PLAY), unless heels ended
 * the game (CRIB_STAGE_OVER).
 * @param heels the points of heels actually pegged (0, or 2; 0 when an option refused
 *              them), or NULL.
 * @return the starter's id; CRIB_ENULL; CRIB_ERANGE; CRIB_EDONE; CRIB_ESTAGE.
 */
CRIB_API int32_t crib_deal_cut(crib_deal *deal, uint32_t *heels);

/**
 * A copy of the play of the current deal, to ask crib_play_turn(), crib_play_legal(),
 * crib_play_pile() and the rest.
 * @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE; CRIB_EDONE when the game ended before the cut
 *         (the five-card game's three for last can end it); CRIB_ESTAGE before the cut.
 *         *out zeroed on error.
 */
CRIB_API int32_t crib_deal_play(const crib_deal *deal, crib_play *out);

/**
 * A card in the play, as crib_play_card(), with its points pegged to the player's side:
 * first what the card makes (CRIB_REASON_PLAY), then one for last (CRIB_REASON_GO). When the play
 * is over the stage becomes CRIB_STAGE_SHOW; when the game ends, CRIB_STAGE_OVER.
 * @param event what happened in the play (its points are the play's, before any option
 *              refused them), or NULL.
 * @return the points actually pegged; CRIB_ENULL; CRIB_ERANGE; CRIB_EDONE; CRIB_ESTAGE;
 *         the codes of crib_play_card(). On error nothing changes and *event is zeroed.
 */
CRIB_API int32_t crib_deal_play_card(crib_deal *deal, uint32_t player, crib_card card,
                                     crib_play_event *event);

/** Go, as crib_play_go(), with the point for last pegged as CRIB_REASON_GO; otherwise as
 *  crib_deal_play_card(). */
CRIB_API int32_t crib_deal_play_go(crib_deal *deal, uint32_t player, crib_play_event *event);

/**
 * The next show in order: each hand from the dealer's left round to the dealer, then the
 * crib; the player (or dealer) claims `claimed` points (CRIB_CLAIM_ALL for the true total),
 * pegged as crib_game_claim() does. After the crib the stage is CRIB_STAGE_DEAL again.
 * @param out the show, its claim and its itemised score, or NULL.
 * @return 1 when the game ended during the show, else 0; CRIB_ENULL; CRIB_ERANGE (also for
 *         claimed > CRIB_GAME_MAX_TARGET); CRIB_EDONE; CRIB_ESTAGE outside the show.
 *         On error nothing changes and *out is zeroed.
 */
CRIB_API int32_t crib_deal_show(crib_deal *deal, uint32_t claimed, crib_show *out);

/** Where the deal stands. @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE. *out zeroed on error. */
CRIB_API int32_t crib_deal_status(const crib_deal *deal, crib_status *out);

/** A copy of the game (board, order, result). @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE.
 *  *out zeroed on error. */
CRIB_API int32_t crib_deal_game(const crib_deal *deal, crib_game *out);

/* ------------------------------------------------------------------------------------------ */
/* A simple bot                                                                                */
/* ------------------------------------------------------------------------------------------ */

/**
 * A simple, deterministic choice of discard: for every way to keep kept = n - discard cards,
 * the average of the kept hand's score over one starter of each rank (the lowest suit not
 * among the cards dealt; a rank all of whose cards were dealt is left out), plus, for the
 * dealer, or minus, for the other players, 2 when the two cards laid away are a pair or make
 * fifteen; the best keep wins, the first in order of enumeration (subsets of positions in
 * increasing binary order) on a tie.
 * Cost: at most 15 keeps times 13 scores (a few tens of microseconds).
 * @param dealt   the cards dealt, n of them: 5 or 6.
 * @param discard 1 or 2 cards to lay away; n - discard must be 3 or 4.
 * @param is_dealer 1 when the crib is the bot's, else 0.
 * @param out     the cards to lay away, discard of them.
 * @return CRIB_OK; CRIB_ENULL; CRIB_ECOUNT for n or discard out of range; CRIB_ECARD;
 *         CRIB_EDUP. out[0 .. discard-1] zeroed on error.
 */
CRIB_API int32_t crib_bot_discard(const crib_card *dealt, size_t n, uint32_t discard,
                                  uint32_t is_dealer, crib_card *out);

/**
 * A simple, deterministic choice in the play for the player whose turn it is: the legal
 * card that pegs most by crib_peg_score(); on a tie, the one with the lowest id.
 * @return 1 with the card in *card; 0 when the player must say go (*card set to 0);
 *         CRIB_ENULL; CRIB_ERANGE for a bad state or player; CRIB_EDONE when the play is
 *         over; CRIB_ETURN when it is not the player's turn.
 */
CRIB_API int32_t crib_bot_play(const crib_play *play, uint32_t player, crib_card *card);

/* ------------------------------------------------------------------------------------------ */
/* The chance to win                                                                           */
/* ------------------------------------------------------------------------------------------ */

/** What crib_win_chance() tells of a position. 64 bytes. */
typedef struct crib_chance {
    /** The chance that the side wins. */
    double win;
    /** The side's expected game value, won minus lost, with lurch (a loser below half the
     *  target loses 2: CRIB_LADDER_LURCH with lurch_value 2). */
    double lurch;
    /** The same with skunk at the library's default values (CRIB_LADDER_SKUNK: 2 below
     *  target - 30, 3 below target - 60, and no triple skunk, so 3 below target - 90). */
    double skunk;
    /** Always 0. */
    uint32_t reserved[10];
} crib_chance;

/** sizeof(crib_chance), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_chance_size(void);

/**
 * The chance to win a two-player six-card game to 121 or to 61 from the start of a deal,
 * and the expected game value with lurch and with skunk, read from a generated table
 * (src/chance_table.h, written by tools/gen_chance.c).
 *
 * The model: a deal scores heels, the play, the pone's hand, the dealer's hand and the
 * crib, in that order, each drawn from its distribution over the 61,306 mid-game deals of
 * 10,000 games of the strong bot's self-play (tools/chance_data.txt; the play's two sides
 * drawn together),
 * independently of each other and of the score; the game ends the moment a side reaches
 * the target, and when both would reach it in one play the one that needs the smaller
 * share of its points of that play gets there first. So it takes both players to play as
 * the strong bot does in mid-game, to the end, and ignores what ties the phases of a deal
 * together (one starter for all three shows, hands that are good both to peg and to
 * show). The options of crib_game_rules (no go-out, exactly, ...) are not modelled.
 * Against 100,000 games of the strong bot from 20 positions (tools/check_chance.sh), 14
 * agree within 3 standard errors; near the end the model overrates the dealer by up to 3.6
 * points of chance (see the README).
 * @param target 121 or 61.
 * @param own    the side's score, 0 .. target - 1.
 * @param other  the opponent's score, 0 .. target - 1.
 * @param own_deals 1 when the side deals the coming deal, 0 when the opponent does.
 * @return CRIB_OK; CRIB_ENULL if out is NULL; CRIB_ERANGE for a target other than 121 and
 *         61, a score at or above it, or own_deals above 1. *out zeroed on error.
 *         Cost: a table lookup.
 */
CRIB_API int32_t crib_win_chance(uint32_t target, uint32_t own, uint32_t other,
                                 uint32_t own_deals, crib_chance *out);

/* ------------------------------------------------------------------------------------------ */
/* Bots by level, and what a player knows                                                      */
/* ------------------------------------------------------------------------------------------ */

/** Bot levels (crib_bot_choose_discard(), crib_bot_choose_play(), crib_arena_config). */
/** The simple bot: crib_bot_discard() and crib_bot_play(). */
#define CRIB_BOT_EASY 0u
/** The strong bot: discards by the exact expected value of crib_discard_analyze(), and by
 *  the chance to win near the end of the game; plays by searching the rest of the play
 *  over every hand the opponent may hold. Under a millisecond a decision on average. */
#define CRIB_BOT_STRONG 1u
/** The number of levels: levels are 0 .. CRIB_BOT_LEVELS - 1. */
#define CRIB_BOT_LEVELS 2u

/**
 * What one player knows of a deal, and all a bot may look at: the player's own cards, the
 * board, the starter once cut, and every card played. crib_deal_view() fills it from a
 * deal; the arena (crib_arena_next()) hands one with each decision it asks for; a program
 * with its own game engine may fill it by hand (zero it first). 256 bytes, no pointers.
 */
typedef struct crib_view {
    /** The game's rules (the variant sets the number of players and the cards). */
    crib_game_rules rules;
    /** CRIB_STAGE_DISCARD (the player has the dealt cards and must lay away) or
     *  CRIB_STAGE_PLAY (it is the player's turn in the play). */
    uint32_t stage;
    /** The player who decides, and the dealer. */
    uint32_t player;
    uint32_t dealer;
    /** The starter, or CRIB_NONE in the discard. */
    uint32_t starter;
    /** Each side's score (front peg); 0 past the sides. */
    uint32_t score[CRIB_GAME_MAX_SIDES];
    /** In the play: the count, and bit q for each player q who has said go in this count;
     *  0 in the discard. */
    uint32_t count;
    uint32_t went;
    /** The cards of the current count, in order (pile[0 .. n_pile-1]). */
    uint32_t n_pile;
    /** In the play: how many cards each player still holds; 0 past the players and in the
     *  discard. */
    uint32_t held[CRIB_PLAY_MAX_PLAYERS];
    /** In the play: the least counting value (1..10) any card player q still holds can
     *  have, as their gos have shown: a go at count c shows that every card held is worth
     *  more than 31 - c. 1 when nothing is known; 0 past the players and in the discard. */
    uint32_t min_value[CRIB_PLAY_MAX_PLAYERS];
    /** Always 0. */
    uint32_t reserved[14];
    /** The player's own cards: as dealt in the discard; still held in the play. */
    uint64_t hand;
    /** In the play: the cards the player laid away, when known (0 otherwise: the bot then
     *  counts them among the cards it has not seen). */
    uint64_t discard;
    /** In the play: the cards each player has played in this deal, the pile's included. */
    uint64_t played[CRIB_PLAY_MAX_PLAYERS];
    crib_card pile[CRIB_PLAY_MAX_PILE];
    /** Always 0. */
    uint8_t reserved_pile[3];
} crib_view;

/** sizeof(crib_view), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_view_size(void);

/**
 * What a player of a deal knows, for a bot to decide from: in the discard, before the
 * player has laid away, the cards dealt to them; in the play, on their turn, the cards
 * still held, the count and every card played. The deal does not keep what each player
 * laid away, nor the gos of earlier counts: pass the player's own discards (or 0), and
 * the view's min_value[] then tells only what the gos of the current count show.
 * @param discard in the play, the cards the player laid away, or 0; in the discard, 0.
 * @return CRIB_OK; CRIB_ENULL if deal or out is NULL; CRIB_ERANGE for a bad state, a
 *         player out of range, or a discard that is not the variant's number of the
 *         crib's cards (or not 0 in the discard); CRIB_EDONE when the game is over;
 *         CRIB_ESTAGE outside the discard and the play, or when the player has already
 *         laid away; CRIB_ETURN in the play when it is not the player's turn.
 *         *out is zeroed on error.
 */
CRIB_API int32_t crib_deal_view(const crib_deal *deal, uint32_t player, uint64_t discard,
                                crib_view *out);

/**
 * The cards a bot of a level lays away, from the view of a player in the discard
 * (crib_deal_view(), or the arena's request). CRIB_BOT_EASY gives crib_bot_discard()'s
 * choice. CRIB_BOT_STRONG keeps the hand of best exact expected value by
 * crib_discard_analyze() (the hand's show, plus or minus the crib's); with two players and
 * a target of 121 or 61 (crib_win_chance()), when the leader is within 36 points of the
 * target (24 of 61), it keeps the hand that gives the best chance to win instead (see
 * crib_win_chance() for the model). Deterministic: the same view, level and seed give the
 * same cards.
 * @param seed  any number; the strong bot draws nothing in the discard, so it changes
 *              nothing there today.
 * @param out   the cards to lay away, in increasing id order: the variant's number (1 or
 *              2); cap at least that.
 * @return the number of cards written; CRIB_ENULL; CRIB_ERANGE for a level out of range or
 *         a view that no deal could show (see crib_view) or not in the discard stage;
 *         CRIB_ESPACE if cap is too small. out[0 .. cap-1] zeroed on error.
 *         Cost: easy, tens of microseconds; strong, one crib_discard_analyze() (about a
 *         millisecond for six cards, 5 ms for five cards discarding one).
 */
CRIB_API int32_t crib_bot_choose_discard(const crib_view *view, uint32_t level, uint64_t seed,
                                         crib_card *out, size_t cap);

/**
 * The card a bot of a level plays, from the view of the player whose turn it is in the
 * play. CRIB_BOT_EASY gives crib_bot_play()'s choice. CRIB_BOT_STRONG, with two players,
 * searches the rest of the play: for each card it may play, the points both sides will
 * peg with best play, averaged over the hands the opponent may hold (the cards it has not
 * seen, less those the opponent's gos rule out, weighted by the number of ways and by how
 * well the opponent's kept cards score on their own); near the end of a game of 121 or
 * 61, the chance to win instead of points. Every hand is searched while that is cheap
 * (few cards left); otherwise a sample of hands drawn from the seed. With three or four
 * players it plays the card that pegs most less what the next player can peg back.
 * Deterministic: the same view, level and seed give the same card.
 * @return 1 with the card in *card; 0 when the player must say go (*card set to 0);
 *         CRIB_ENULL; CRIB_ERANGE for a level out of range or a view that no deal could
 *         show or not in the play stage. Cost: easy, a few microseconds; strong, 0.4 ms on
 *         average, about 2 ms for the first plays of a deal (make bench).
 */
CRIB_API int32_t crib_bot_choose_play(const crib_view *view, uint32_t level, uint64_t seed,
                                      crib_card *card);

/* ------------------------------------------------------------------------------------------ */
/* The arena: two bots on duplicate deals                                                      */
/* ------------------------------------------------------------------------------------------ */

/*
 * The arena plays two sides, A and B, against each other in two-player games. Each pair of
 * games uses one seed twice: the same shuffles, the same cut for the first deal, with the
 * seats swapped, so that luck of the cards cancels out (duplicate deals). Each side is a
 * bot of the library at some level, or the caller (CRIB_BOT_CALLER): then the arena stops
 * and asks, handing over what that player knows (crib_view), and the caller answers with
 * crib_arena_discard() or crib_arena_play(). A bot written in any language plays that way,
 * with no callbacks. The arena tallies wins, game values and each deal's points
 * (crib_tally); crib_tally_summary() makes rates and 95% intervals of them. To use several
 * threads, give each its own arena over its own range of pairs (first_pair, pairs) and add
 * the tallies (crib_tally_add()): the sums are integers, so the result does not depend on
 * how the work was split.
 */

/** The level of a side that the caller plays (crib_arena_config.level[]). */
#define CRIB_BOT_CALLER 0x100u
/** Flag of crib_arena_config: play each seed once, side A as player 0, instead of twice. */
#define CRIB_ARENA_SINGLE 1u

/** What the arena is to play. 128 bytes. */
typedef struct crib_arena_config {
    /** The rules: a two-player variant (six-card, five-card, two into the crib). */
    crib_game_rules rules;
    /** Pair i (first_pair <= i < first_pair + pairs) deals from the seed seed + i. */
    uint64_t seed;
    /** Mixed into the seed of each of the library's bots' decisions. */
    uint64_t bot_seed;
    /** The index of the first pair, and how many pairs (games, under CRIB_ARENA_SINGLE). */
    uint32_t first_pair;
    uint32_t pairs;
    /** Side A's and side B's level: CRIB_BOT_EASY, CRIB_BOT_STRONG or CRIB_BOT_CALLER. */
    uint32_t level[2];
    /** CRIB_ARENA_* flags. */
    uint32_t flags;
    /** The first dealer, by seat (0 or 1), or CRIB_DEAL_CUT to cut for it. */
    uint32_t first_dealer;
    /** Each seat's score at the start of a game (0 and 0 for a whole game): to play from a
     *  position of the board. Each must be below the target (three below it in the
     *  five-card game, whose non-dealer pegs three at the start). */
    uint32_t start[2];
    /** Always 0. */
    uint32_t reserved[4];
} crib_arena_config;

/** Kinds of event (crib_arena_event.kind), the return values of crib_arena_next(). */
/** The run is over: every game is played. */
#define CRIB_EVENT_DONE 0
/** A request: the side must lay away (crib_arena_discard()); event.view says what it knows. */
#define CRIB_EVENT_DISCARD 1
/** A request: the side must play a card or say go (crib_arena_play()). */
#define CRIB_EVENT_PLAY 2
/** A game begins: dealer is its first dealer; score the start. */
#define CRIB_EVENT_GAME 3
/** A deal begins: dealer deals, deal is its number. */
#define CRIB_EVENT_DEAL 4
/** The starter is cut: card; points is heels pegged to the dealer. */
#define CRIB_EVENT_STARTER 5
/** player played card: count after it, points pegged by scorer (the go's point included). */
#define CRIB_EVENT_CARD 6
/** player said go: points (0 or 1) pegged by scorer for last. */
#define CRIB_EVENT_GO 7
/** player showed a hand (or, with is_crib, the crib): cards with the starter, points. */
#define CRIB_EVENT_SHOW 8
/** A game is over: side and player won, score is the final board, points its value. */
#define CRIB_EVENT_END 9

/** Flags of crib_arena_next(): stop at every event, or at the end of each game. Without
 *  them it stops only for requests and at the end of the run. */
#define CRIB_STOP_EVENTS 1u
#define CRIB_STOP_GAME 2u

/** What crib_arena_next() reports. 352 bytes. */
typedef struct crib_arena_event {
    /** CRIB_EVENT_*. */
    uint32_t kind;
    /** The game's number in this arena (0-based; with pairs, game g is pair first_pair +
     *  g / 2, its seats swapped when g is odd), and the deal's number in the game. */
    uint32_t game;
    uint32_t deal;
    /** The side (0 = A, 1 = B) and the seat (player 0 or 1) the event is about: who must
     *  decide, who played, showed or won; CRIB_NONE for GAME, DEAL, STARTER and DONE. */
    uint32_t side;
    uint32_t player;
    /** Side A's seat in this game (0 or 1), and the dealer's seat. */
    uint32_t seat_a;
    uint32_t dealer;
    /** The card played or cut, else CRIB_NONE. */
    uint32_t card;
    /** The points the event pegged (actually pegged, after the rules' options), and the
     *  seat that pegged them (CRIB_NONE when none); for END, the game's value. */
    uint32_t points;
    uint32_t scorer;
    /** CARD: the count after the card; GO: the count. */
    uint32_t count;
    /** SHOW: 1 for the crib. */
    uint32_t is_crib;
    /** The board after the event, by seat. */
    uint32_t score[2];
    /** Always 0. */
    uint32_t reserved[8];
    /** SHOW: the cards shown (the starter not included). */
    uint64_t cards;
    /** For a request, what the deciding player knows; zeroed for other events. */
    crib_view view;
} crib_arena_event;

/** Sums over games and deals, by side (0 = A, 1 = B) and role (0 = dealer, 1 = pone).
 *  Integers only, so that tallies add up exactly in any order. */
typedef struct crib_tally {
    /** Games finished, and those won by each side; by each seat; by the first dealer. */
    uint64_t games;
    uint64_t wins[2];
    uint64_t seat_wins[2];
    uint64_t first_dealer_wins;
    /** The values of the games won (lurch and skunk count more), by side. */
    uint64_t value[2];
    /** The sum over games of the square of the game's value. */
    uint64_t value_sq;
    /** Pairs finished (both games of a seed), and the number in which side A won 0, 1 or
     *  2 of the two games. */
    uint64_t pairs;
    uint64_t pair_wins[3];
    /** Over pairs: the sum of side A's net value (won minus lost), and of its square. */
    int64_t pair_value;
    uint64_t pair_value_sq;
    /** Deals begun, and deals played to the end of the crib's show (whole deals), by side
     *  and role: whole_deals[side * 2 + role]. */
    uint64_t deals;
    uint64_t whole_deals[4];
    /** Over whole deals, the points each side pegged in each role, by kind: in the play
     *  (cards and gos), its hand, the crib (dealer only), heels (dealer only):
     *  points[side * 8 + role * 4 + kind], kind 0 .. 3 in that order. */
    uint64_t points[16];
    /** Over whole deals, the sum of squares of each side's points in the play, and of its
     *  whole deal's points, in each role ([side * 2 + role]): for the intervals. */
    uint64_t play_sq[4];
    uint64_t total_sq[4];
    /** Over whole deals begun with the leader more than 40 points short of the target
     *  (mid-game deals, both sides together): how often each pair of points was pegged in
     *  the play (dealer's, pone's; 31 stands for 31 or more), each hand's and the crib's
     *  show, and heels. The distributions of tools/chance_data.txt.
     *  play_hist[dealer's * 32 + pone's]. */
    uint64_t mid_deals;
    uint32_t play_hist[1024];
    uint32_t pone_hist[32];
    uint32_t dealer_hist[32];
    uint32_t crib_hist[32];
    uint64_t mid_heels;
    /** Always 0. */
    uint64_t reserved[8];
} crib_tally;

/** What crib_tally_summary() makes of a tally. The intervals are 95% (1.96 standard
 *  errors); a rate with too few games for one has its interval equal to itself. */
typedef struct crib_summary {
    /** Games, pairs. */
    double games;
    double pairs;
    /** Side A's share of the games won (B's is 1 minus it), with its interval, paired by
     *  seed when the arena played pairs (the mean over pairs of A's wins / 2). */
    double win_a;
    double win_a_low;
    double win_a_high;
    /** Side A's mean net game value a game (lurch and skunk included), with its interval
     *  (paired when there are pairs). */
    double value_a;
    double value_a_low;
    double value_a_high;
    /** The first dealer's share of the games won, with its interval (binomial). */
    double first_dealer;
    double first_dealer_low;
    double first_dealer_high;
    /** Deals a game. */
    double deals_per_game;
    /** Mean points a whole deal by side and role (0 = dealer, 1 = pone): in the play, the
     *  hand, the crib, heels, and the total: points[side * 10 + role * 5 + kind]. */
    double points[20];
    /** The 95% half-width of each total, and of each side's mean points in the play, by
     *  [side * 2 + role]. */
    double total_half[4];
    double play_half[4];
    /** Side A's points in the play less side B's, a whole deal, in each role, with the
     *  95% half-width (the two sides' deals taken as independent samples). */
    double play_diff[2];
    double play_diff_half[2];
    /** Always 0. */
    double reserved[8];
} crib_summary;

/**
 * The state of an arena run. Caller-allocated (crib_arena_size(), about 5.5 KB with
 * its tally), no pointers inside, copyable with memcpy. Read it through the functions below.
 */
typedef struct crib_arena {
    crib_arena_config config;
    crib_deal deal;           /* the game in progress */
    crib_tally tally;
    uint32_t game;            /* the game in progress, 0 .. games */
    uint32_t step;            /* where the arena stands (arena.c) */
    uint32_t next;            /* the seat to discard next */
    uint32_t pair_a_wins;     /* side A's wins in the pair so far */
    int32_t pair_a_value;     /* side A's net value in the pair so far */
    uint32_t first_dealer;    /* the seat that dealt first in this game */
    uint32_t min_value[2];    /* by seat: what its gos have shown in this deal */
    uint32_t deal_points[8];  /* [seat * 4 + kind]: this deal's points, as in crib_tally */
    uint32_t mid;             /* 1 when this deal began in mid-game */
    uint32_t answered;        /* 1 when the caller has answered the pending request */
    uint32_t reserved[6];     /* 0 */
    uint64_t answer;          /* that answer: the discard's mask, or the card (NONE: go) */
    uint64_t discard[2];      /* by seat: the cards laid away in this deal */
} crib_arena;

CRIB_API size_t crib_arena_size(void);
CRIB_API size_t crib_arena_config_size(void);
CRIB_API size_t crib_arena_event_size(void);
CRIB_API size_t crib_tally_size(void);
CRIB_API size_t crib_summary_size(void);

/**
 * Sets up an arena run of config->pairs pairs of games (or games, under
 * CRIB_ARENA_SINGLE). Nothing is played until crib_arena_next().
 * @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE for rules that crib_game_init() refuses or of
 *         a variant with more than two players, pairs of 0 or first_pair + pairs past
 *         2^32, a level that is none of CRIB_BOT_EASY, CRIB_BOT_STRONG, CRIB_BOT_CALLER, a
 *         first dealer that is neither 0, 1 nor CRIB_DEAL_CUT, a start score too high,
 *         or reserved fields not 0; CRIB_EFLAGS for unknown flags. *arena zeroed on error.
 */
CRIB_API int32_t crib_arena_init(crib_arena *arena, const crib_arena_config *config);

/**
 * Plays on: the library's bots decide for their sides, until the caller's side must
 * decide, or (as the flags ask) an event happens or a game ends, or the run is over.
 * A request stays pending, and is reported again, until crib_arena_discard() or
 * crib_arena_play() answers it.
 * @param flags CRIB_STOP_EVENTS to stop after every event; CRIB_STOP_GAME to stop at the
 *              end of each game (CRIB_EVENT_END); 0 to stop only for requests and at the
 *              end.
 * @param event what happened, or what is asked; may be NULL.
 * @return the event's kind (CRIB_EVENT_*, >= 0); CRIB_ENULL if arena is NULL; CRIB_EFLAGS;
 *         CRIB_ERANGE for a state that no sequence of calls could make. *event zeroed on
 *         error. Cost: what the bots take; a game between two strong bots 50 to 100 ms.
 */
CRIB_API int32_t crib_arena_next(crib_arena *arena, uint32_t flags, crib_arena_event *event);

/**
 * Answers a CRIB_EVENT_DISCARD request: the side lays away these cards.
 * @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE for a bad state; CRIB_ESTAGE when no discard is
 *         asked; the codes of crib_deal_discard() for the cards. On error nothing changes
 *         and the request stays pending.
 */
CRIB_API int32_t crib_arena_discard(crib_arena *arena, const crib_card *cards, size_t n);

/**
 * Answers a CRIB_EVENT_PLAY request: the side plays the card, or says go with CRIB_NONE.
 * @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE for a bad state or a card above 51 that is not
 *         CRIB_NONE; CRIB_ESTAGE when no play is asked; the codes of crib_play_card() or
 *         crib_play_go() (CRIB_ENOTHELD, CRIB_EOVER31, CRIB_EMUSTPLAY). On error nothing
 *         changes and the request stays pending.
 */
CRIB_API int32_t crib_arena_play(crib_arena *arena, uint32_t card);

/** A copy of the arena's tally so far. @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE for a bad
 *  state. *out zeroed on error. */
CRIB_API int32_t crib_arena_tally(const crib_arena *arena, crib_tally *out);

/**
 * Adds one tally into another, field by field (to join the tallies of several arenas).
 * @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE when a sum would overflow or a reserved field
 *         is not 0 (then *sum is unchanged).
 */
CRIB_API int32_t crib_tally_add(crib_tally *sum, const crib_tally *more);

/**
 * Rates, means and 95% intervals from a tally: side A's win rate and game value (paired by
 * seed when the tally has pairs), the first dealer's win rate, and each side's points a
 * whole deal by role and kind.
 * @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE when a reserved field is not 0 or the counts
 *         do not add up (more wins than games). *out zeroed on error. A tally of no games
 *         gives zeros.
 */
CRIB_API int32_t crib_tally_summary(const crib_tally *tally, crib_summary *out);

#ifdef __cplusplus
}
#endif

#endif /* CRIB_H */
