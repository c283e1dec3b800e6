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
 * - Types: every argument, result and structure field is a fixed-width integer (int32_t,
 *   uint32_t, uint64_t, int64_t, uint8_t), a size_t for a count, a capacity, an index or a
 *   size, a char for text, or a double for a mean or a rate. Structures go by pointer; there
 *   is no bool, enum, bit-field, varargs or callback.
 * - States (crib_play, crib_game, crib_deal, crib_match, crib_arena) are caller-owned
 *   structures with no pointers inside: copy them with memcpy, save them, send them. A
 *   function that takes one first checks every invariant the library keeps in it (the
 *   counts, the cards, the turn, the board, the result); a structure that no sequence of
 *   calls could have made, whatever its bytes, is refused with CRIB_ERANGE and never read or
 *   written out of bounds.
 * - A state's bytes are its fields in the host's byte order. Every structure has the same
 *   size and field offsets on every machine libcrib is tested on (x86-64, 32-bit x86,
 *   AArch64, s390x, wasm32; on 32-bit x86 a structure holding a uint64_t or a double is
 *   aligned to 4 bytes instead of 8), so saved bytes carry over between machines of one byte
 *   order, 32- or 64-bit, but not between a little-endian and a big-endian machine (x86-64
 *   and s390x): there they are some other bytes, checked like any (most likely refused with
 *   CRIB_ERANGE), and never the same state. To move a state across byte orders, write each
 *   field in an order of your own, or replay the calls that made it.
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

/* Marks the exported functions. On Windows (and Cygwin) a program that links the DLL,
 * libcrib.dll through its import library, defines CRIB_USING_DLL before it includes this
 * header, so that its calls go through __declspec(dllimport); CMake's cribbage::crib
 * defines it for its users. A program that links the static library defines nothing,
 * and gets no dllimport (cribbage::crib_static). Without the macro a program still links
 * the DLL, through the import library's stubs: one jump more a call. The library's build
 * defines CRIB_BUILDING_DLL for the DLL's objects alone. Elsewhere the default visibility
 * keeps these functions exported from a library built with -fvisibility=hidden. */
#if defined(_WIN32) || defined(__CYGWIN__)
#if defined(CRIB_BUILDING_DLL)
#define CRIB_API __declspec(dllexport)
#elif defined(CRIB_USING_DLL)
#define CRIB_API __declspec(dllimport)
#else
#define CRIB_API
#endif
#elif defined(__GNUC__) || defined(__clang__)
#define CRIB_API __attribute__((visibility("default")))
#else
#define CRIB_API
#endif

/* Marks a function whose result is a code to be looked at: compilers that know the
 * attribute warn when a call's result is dropped. */
#if defined(__GNUC__) || defined(__clang__)
#define CRIB_NODISCARD __attribute__((warn_unused_result))
#else
#define CRIB_NODISCARD
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
#define CRIB_VERSION_MINOR 1
#define CRIB_VERSION_PATCH 0
/** The release as one number: (major << 16) | (minor << 8) | patch. */
#define CRIB_VERSION_NUMBER                                                                        \
    ((CRIB_VERSION_MAJOR << 16) | (CRIB_VERSION_MINOR << 8) | CRIB_VERSION_PATCH)
/** The release as text, "major.minor.patch". */
#define CRIB_VERSION_STRING "1.1.0"

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
/** A flags argument (or the options of a game's rules) has bits that this version does not
 *  know, or bits that do not go together (a reading of a rule without the rule). */
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
/** An action that the game's rules do not allow (a cut before the deal under
 *  CRIB_OPT_NO_CUT). */
#define CRIB_ERULES (-17)
/** The text is not a game record (crib_record_check()): a JSON syntax error, a field missing
 *  or of the wrong type, an unknown record version, or more than the reader holds. */
#define CRIB_ERECORD (-18)
/** The game record has an event that the rules refuse, or a value the rules do not give. */
#define CRIB_EREFUSED (-19)

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
CRIB_API CRIB_NODISCARD int32_t crib_card_make(int32_t rank, int32_t suit);

/** The rank (0 = ace .. 12 = king) of a card, or CRIB_ECARD. */
CRIB_API CRIB_NODISCARD int32_t crib_card_rank(crib_card card);

/** The suit (0 = clubs .. 3 = spades) of a card, or CRIB_ECARD. */
CRIB_API CRIB_NODISCARD int32_t crib_card_suit(crib_card card);

/** The counting value of a card (ace 1, 2..10 face value, J Q K 10), or CRIB_ECARD. */
CRIB_API CRIB_NODISCARD int32_t crib_card_value(crib_card card);

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
CRIB_API CRIB_NODISCARD int32_t crib_card_parse(const char *text, crib_card *out);

/**
 * Writes a card as text: the rank `A 2 .. 10 J Q K` then the suit letter `c d h s`
 * ("Ah", "10c", "Js"). At most 3 characters plus the NUL: a buffer of 4 always suffices.
 * @return the length of the text (2 or 3); CRIB_ECARD for an invalid id; CRIB_ENULL if buf
 *         is NULL while cap > 0. On error the buffer, when cap > 0, holds "".
 */
CRIB_API CRIB_NODISCARD int32_t crib_card_format(crib_card card, char *buf, size_t cap);

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
CRIB_API CRIB_NODISCARD int32_t crib_hand_parse(const char *text, crib_card *cards, size_t cap);

/**
 * Writes n cards as text, as crib_card_format() writes each, separated by single spaces
 * ("5h 5d 5c Js"). n == 0 writes "".
 * @return the length of the text; CRIB_ENULL if cards is NULL while n > 0, or buf is NULL
 *         while cap > 0; CRIB_ECARD if a card is invalid; CRIB_ERANGE if the text would be
 *         longer than INT32_MAX characters (n above about 536 million), which a return value
 *         cannot say. On error the buffer, when cap > 0, holds "".
 */
CRIB_API CRIB_NODISCARD int32_t crib_hand_format(const crib_card *cards, size_t n, char *buf,
                                                 size_t cap);

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
CRIB_API CRIB_NODISCARD int32_t crib_mask_from_cards(const crib_card *cards, size_t n,
                                                     uint64_t *out);

/**
 * The cards of a mask, in increasing id order.
 * @return the number of cards written; CRIB_ENULL if cards is NULL while cap > 0;
 *         CRIB_EMASK if a bit above 51 is set; CRIB_ESPACE if the mask holds more than cap
 *         cards. Checked in that order. On error cards[0 .. cap-1] are set to 0.
 */
CRIB_API CRIB_NODISCARD int32_t crib_mask_to_cards(uint64_t mask, crib_card *cards, size_t cap);

/** The number of cards in a mask (0..52), or CRIB_EMASK if a bit above 51 is set. */
CRIB_API CRIB_NODISCARD int32_t crib_mask_count(uint64_t mask);

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
    /** The combinations, items[0 .. n_items-1]. */
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
 * @return the total (0..CRIB_SCORE_MAX); CRIB_ENULL if hand is NULL; CRIB_ECOUNT if n is not 3 or
 *         4, or is 3 with CRIB_SCORE_CRIB; CRIB_EFLAGS for unknown flags; CRIB_ECARD for an invalid
 *         card; CRIB_EDUP if a card appears twice, the starter included. Checked in that
 *         order. *out is zeroed on error. Cost: a few hundred nanoseconds with out; without
 *         it, a few nanoseconds (the fast evaluator's tables: see crib_mask_score()).
 */
CRIB_API CRIB_NODISCARD int32_t crib_hand_score(const crib_card *hand, size_t n, crib_card starter,
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
CRIB_API CRIB_NODISCARD int32_t crib_score_format(const crib_score *score, char *buf, size_t cap);

/**
 * The points of his heels: what the dealer pegs when this card is turned as the starter.
 * @return 2 for a jack, 0 for any other card, or CRIB_ECARD.
 */
CRIB_API CRIB_NODISCARD int32_t crib_starter_heels(crib_card starter);

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
    /** The combinations, items[0 .. n_items-1]. */
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
CRIB_API CRIB_NODISCARD int32_t crib_peg_score(const crib_card *pile, size_t n, crib_peg *out);

/** Flag for crib_play_init(): the five-card game, whose play is a single count. It runs as
 *  any count does (after one player's go the others still play what they can) and ends
 *  the play when its point for last is pegged or it reaches 31; the cards still held are
 *  not played. */
#define CRIB_PLAY_FIVE_CARD 1u
/** Flag for crib_play_init(): failure to play ("Irregularities in Cribbage", Failure to Play: "If a
 *  player calls go when able to play, or fails to play when able after opponent calls go, the card
 *  or cards he could have played are dead and opponent pegs 2. Dead cards are unplayable; the owner
 *  must complete his play with a short hand; but the cards are counted in showing."). Without it
 *  such a go is refused with CRIB_EMUSTPLAY; with it crib_play_go() takes it: the cards the player
 *  could have played leave the hand as dead cards (crib_play_dead()) and the opponent, the next
 *  player to the left (with 4 players, of the other side), pegs 2. */
#define CRIB_PLAY_FAILURE 2u
/** Flag for crib_play_init(), with CRIB_PLAY_FAILURE: the stricter reading of tournament play
 *  ("Additional Tournament Rules": "a 2 point penalty for EACH card in your hand that could have
 *  been INDIVIDUALLY played"): the opponent pegs 2 for each card made dead. */
#define CRIB_PLAY_FAILURE_EACH 4u
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
    uint32_t failed;                        /* bit i: player i has failed to play */
    uint64_t dead;                          /* cards made dead by failures to play */
    uint32_t reserved[6];                   /* 0 */
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
    /** A failure to play (CRIB_PLAY_FAILURE): the penalty (2, or 2 for each card made dead
     *  under CRIB_PLAY_FAILURE_EACH) and the player who pegs it, the offender's opponent;
     *  0 and CRIB_NONE for any other action. It is not part of points. */
    uint32_t penalty;
    uint32_t penalty_to;
    /** Always 0. */
    uint32_t reserved;
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
 *                played; CRIB_PLAY_FIVE_CARD for the five-card game's single count; with
 *                either, CRIB_PLAY_FAILURE (and CRIB_PLAY_FAILURE_EACH) for failure to play.
 * @return CRIB_OK; CRIB_ENULL if play or hands is NULL; CRIB_ERANGE if players is not 2..4
 *         or leader >= players; CRIB_EFLAGS for unknown flags, or CRIB_PLAY_FAILURE_EACH
 *         without CRIB_PLAY_FAILURE; CRIB_EMASK for a mask with
 *         bits above 51; CRIB_EDUP if a card is in two hands. Checked in that order.
 *         *play is zeroed on error (and then every other function rejects it).
 */
CRIB_API CRIB_NODISCARD int32_t crib_play_init(crib_play *play, uint32_t players,
                                               const uint64_t *hands, uint32_t leader,
                                               uint32_t flags);

/**
 * Whose turn it is.
 * @return the player (0 .. players-1) who must play a card or say go; CRIB_EDONE when the
 *         play is over; CRIB_ENULL; CRIB_ERANGE for a state out of range.
 */
CRIB_API CRIB_NODISCARD int32_t crib_play_turn(const crib_play *play);

/** The count (0..30: a count of 31 ends at once), or CRIB_ENULL or CRIB_ERANGE. 0 at the start
 *  of each count. */
CRIB_API CRIB_NODISCARD int32_t crib_play_count(const crib_play *play);

/** 1 when the play is over, 0 while it goes on, or CRIB_ENULL or CRIB_ERANGE. */
CRIB_API CRIB_NODISCARD int32_t crib_play_over(const crib_play *play);

/**
 * The cards played since the count last began, in order: what crib_peg_score() scores.
 * @return the number of cards written (0..13); CRIB_ENULL if play is NULL, or cards is NULL
 *         while cap > 0; CRIB_ERANGE for a state out of range; CRIB_ESPACE if there are
 *         more than cap cards. On error cards[0 .. cap-1] are set to 0.
 */
CRIB_API CRIB_NODISCARD int32_t crib_play_pile(const crib_play *play, crib_card *cards, size_t cap);

/**
 * The cards a player still holds, as a mask.
 * @return the number of cards; CRIB_ENULL; CRIB_ERANGE if player >= players or the state is
 *         out of range. *out is set to 0 on error.
 */
CRIB_API CRIB_NODISCARD int32_t crib_play_hand(const crib_play *play, uint32_t player,
                                               uint64_t *out);

/**
 * The cards a player may play now, as a mask: those held that keep the count at 31 or
 * below when it is the player's turn, none otherwise. None on the player's turn means the
 * player must say go.
 * @return the number of cards in the mask; CRIB_ENULL; CRIB_ERANGE if player >= players or
 *         the state is out of range. *out is set to 0 on error.
 */
CRIB_API CRIB_NODISCARD int32_t crib_play_legal(const crib_play *play, uint32_t player,
                                                uint64_t *out);

/**
 * The dead cards: those that failures to play (CRIB_PLAY_FAILURE) took out of the hands.
 * They are no longer held (crib_play_hand() leaves them out) and are never played, but they
 * still belong to their owners' hands in the show.
 * @return the number of dead cards; CRIB_ENULL; CRIB_ERANGE for a state out of range.
 *         *out is set to 0 on error.
 */
CRIB_API CRIB_NODISCARD int32_t crib_play_dead(const crib_play *play, uint64_t *out);

/**
 * The points a player has pegged so far in this play, penalties for failures to play
 * included (a side's are its players' sum).
 * @return the points; CRIB_ENULL; CRIB_ERANGE if player >= players or the state is out of
 *         range.
 */
CRIB_API CRIB_NODISCARD int32_t crib_play_points(const crib_play *play, uint32_t player);

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
CRIB_API CRIB_NODISCARD int32_t crib_play_card(crib_play *play, uint32_t player, crib_card card,
                                               crib_play_event *event);

/**
 * The player whose turn it is, who holds cards but none that can be played, says go. The
 * turn passes to the next player who holds cards and has not said go in this count. When
 * everyone but the player of the last card has said go or is out of cards, and that player
 * cannot play either, the count ends: that player pegs 1 for last (reported in this event,
 * as scorer) and the next player in turn after them leads a new count.
 * Under CRIB_PLAY_FAILURE a player who can play may say go too, on the lead as well: that is
 * a failure to play. The cards he could have played become dead (crib_play_dead()), the
 * opponent pegs the penalty (event.penalty, event.penalty_to; added to his points), and the
 * go goes on as above with the cards he has left, none of which can be played now (a
 * player left without cards is passed over, as any player out of cards is).
 * @param event what happened, or NULL.
 * @return the points pegged for last (0 or 1; a penalty is in *event); CRIB_ENULL if play is
 *         NULL; CRIB_ERANGE for a state out of range or player >= players; CRIB_EDONE if the
 *         play is over; CRIB_ETURN if it is not the player's turn; CRIB_EMUSTPLAY if the
 *         player can play a card and the play was set up without CRIB_PLAY_FAILURE.
 *         On error *play is unchanged and *event zeroed.
 */
CRIB_API CRIB_NODISCARD int32_t crib_play_go(crib_play *play, uint32_t player,
                                             crib_play_event *event);

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
CRIB_API CRIB_NODISCARD int32_t crib_mask_score(uint64_t hand_mask, crib_card starter,
                                                uint32_t flags);

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
CRIB_API CRIB_NODISCARD int32_t crib_mask_score_starters(uint64_t hand_mask, uint32_t flags,
                                                         uint8_t scores[52]);

/**
 * Scores many hands at once, as crib_mask_score() scores each: scores[i] is the total of
 * hand_masks[i] with starters[i]. One call for a whole array, for bindings and bulk work,
 * where a call per hand through a foreign-function interface would cost far more than the
 * scoring.
 * @param hand_masks n hands (or cribs) as card masks.
 * @param starters   their n starters.
 * @param n          how many, at most INT32_MAX.
 * @param flags      0 for hands, CRIB_SCORE_CRIB for cribs: the same for all.
 * @param scores     n bytes, written in full.
 * @param failed     where the index of the first hand refused goes (n when none), or NULL.
 * @return n; CRIB_ENULL if hand_masks, starters or scores is NULL while n > 0; CRIB_ERANGE if
 *         n > INT32_MAX; otherwise the code crib_mask_score() gives the first hand it
 *         refuses, whose index goes to *failed. On error scores[0 .. n-1] are zeroed.
 *         Cost: a few nanoseconds a hand.
 */
CRIB_API CRIB_NODISCARD int32_t crib_mask_score_many(const uint64_t *hand_masks,
                                                     const crib_card *starters, size_t n,
                                                     uint32_t flags, uint8_t *scores,
                                                     size_t *failed);

/**
 * Scores many hands with every starter at once, as crib_mask_score_starters() scores each:
 * scores[52 * i .. 52 * i + 51] are hand i's 52 entries (CRIB_NOT_A_STARTER for its own
 * cards).
 * @param hand_masks n hands (or cribs) as card masks.
 * @param n          how many, at most INT32_MAX / 52.
 * @param flags      0 for hands, CRIB_SCORE_CRIB for cribs: the same for all.
 * @param scores     52 * n bytes, written in full.
 * @param failed     where the index of the first hand refused goes (n when none), or NULL.
 * @return n; CRIB_ENULL if hand_masks or scores is NULL while n > 0; CRIB_ERANGE if n is
 *         above INT32_MAX / 52; otherwise the code crib_mask_score_starters() gives the first
 *         hand it refuses, whose index goes to *failed. On error scores[0 .. 52 * n - 1]
 *         are zeroed. Cost: about a nanosecond a starter.
 */
CRIB_API CRIB_NODISCARD int32_t crib_mask_score_starters_many(const uint64_t *hand_masks, size_t n,
                                                              uint32_t flags, uint8_t *scores,
                                                              size_t *failed);

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
CRIB_API CRIB_NODISCARD int32_t crib_hand_expect(uint64_t hand_mask, uint64_t dead_mask,
                                                 crib_expect *out);

/**
 * The expected value of a crib of which the cards of discard_mask are known: the rest of
 * the crib (4 cards in all) and then the starter are drawn from the cards in neither mask,
 * every set of cards and every starter equally likely. Crib rules (only a 5-card flush).
 * @param discard_mask the known crib cards, 1 to 4 of them.
 * @param dead_mask    cards known to be elsewhere (the player's kept cards); may be 0.
 * @return CRIB_OK; CRIB_ENULL if out is NULL; CRIB_EMASK if either mask has a bit above 51;
 *         CRIB_EDUP if the masks share a card; CRIB_ECOUNT if discard_mask does not hold 1
 *         to 4 cards; CRIB_ERANGE if too few cards are left to complete the crib and cut a
 *         starter. Checked in that order. *out is zeroed on error. Cost: the completions are
 *         counted by the ranks they add (91 rank choices with 2 cards known, 455 with 1, 13
 *         with 3), not scored one by one: about a microsecond with 2 cards known, a few
 *         with 1, whatever the dead cards.
 */
CRIB_API CRIB_NODISCARD int32_t crib_discard_expect(uint64_t discard_mask, uint64_t dead_mask,
                                                    crib_expect *out);

/** Flag for crib_discard_analyze(): the player deals and so owns the crib (a keep's value
 * is then hand + crib, else hand - crib). */
#define CRIB_DISCARD_DEALER 1u
/** Flag for crib_discard_analyze(): the five-card game (5 cards dealt, 3 kept, 2 discarded). */
#define CRIB_DISCARD_FIVE_CARD 2u
/**
 * Flag for crib_discard_analyze(), crib_discard_expect_model() and
 * crib_discard_table_model(): the optimal crib model, for the two-player six-card game.
 * Without it (the random model) the other crib cards are any unseen cards, each set equally
 * likely. With it the opponent's two cards are thrown as a solved player in the opponent's
 * role throws: each kind of pair (two ranks, suited or not) is thrown as often as the best
 * keeps of all 20,358,520 six-card deals throw it in that role (best by the expected show,
 * hand and crib, not the play), shared out among the unseen pairs of that kind; the starter
 * is any other unseen card. The weights ship with the library (tools/gen_crib_model.c;
 * docs/analysis.md tells how they were found). Every pair keeps a weight of at least 1 in
 * 2^24, so min and max are the random model's; sum and count are weighted (count is the
 * total weight of the completions, each pair's weight times its starters) and mean is their
 * quotient.
 */
#define CRIB_DISCARD_MODEL_OPTIMAL 4u
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
 * The crib model: by default the other crib cards are drawn at random from the unseen
 * cards (crib_discard_expect()); with CRIB_DISCARD_MODEL_OPTIMAL, six cards only, the
 * opponent's two are their throw under the optimal crib model (the pone's throws when the
 * player deals, the dealer's when not; see CRIB_DISCARD_MODEL_OPTIMAL), and crib is then
 * what crib_discard_expect_model() gives.
 * @param flags CRIB_DISCARD_DEALER when the player (or, four-handed, the player's side)
 *              owns the crib; CRIB_DISCARD_FIVE_CARD for the five-card game;
 *              CRIB_DISCARD_MODEL_OPTIMAL for the optimal crib model.
 * @param keeps where the results go: cap entries, at least the number of keeps (15, 5 or
 *              10; CRIB_DISCARD_MAX_KEEPS is always enough).
 * @return the number of keeps written; CRIB_ENULL if dealt or keeps is NULL; CRIB_ECOUNT if
 *         n is not 5 or 6, or is 6 with CRIB_DISCARD_FIVE_CARD, or is 5 with
 *         CRIB_DISCARD_MODEL_OPTIMAL; CRIB_EFLAGS for unknown flags; CRIB_ECARD for an
 *         invalid card; CRIB_EDUP if a card is dealt twice; CRIB_ESPACE if cap is too
 *         small. On error keeps[0 .. cap-1] are zeroed.
 *         Cost: the cribs are counted by rank choices, not scored completion by completion
 *         (see crib_discard_expect()): about 10 to 25 microseconds for six cards, a little
 *         more with the optimal model, and about 60 for five cards discarding one (whose
 *         cribs have 713,460 completions each); thread-safe, so deals may be analysed on
 *         many threads at once.
 */
CRIB_API CRIB_NODISCARD int32_t crib_discard_analyze(const crib_card *dealt, size_t n,
                                                     uint32_t flags, crib_keep *keeps, size_t cap);

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
 *         CRIB_DISCARD_TABLE_SIZE (table[0 .. cap-1] zeroed). Cost: about 0.1 ms; the result
 *         never changes, so a caller that needs it often keeps a copy.
 */
CRIB_API CRIB_NODISCARD int32_t crib_discard_table(crib_pair_value *table, size_t cap);

/**
 * The expected crib of a discard under a crib model: with CRIB_DISCARD_MODEL_OPTIMAL, the
 * crib of two known cards completed by the opponent's throw under the optimal model and a
 * starter from the other unseen cards; the opponent is the pone when CRIB_DISCARD_DEALER
 * says the known cards are the dealer's, the dealer when not. Without it, exactly
 * crib_discard_expect() (the random model, for either role).
 * @param discard_mask the known crib cards: 2 with the optimal model, else 1 to 4.
 * @param dead_mask    cards known to be elsewhere (the player's kept cards); may be 0.
 * @param flags        CRIB_DISCARD_DEALER, CRIB_DISCARD_MODEL_OPTIMAL.
 * @return CRIB_OK; CRIB_ENULL if out is NULL; CRIB_EFLAGS for other flags; CRIB_EMASK;
 *         CRIB_EDUP; CRIB_ECOUNT (2 known cards with the optimal model); CRIB_ERANGE, as
 *         crib_discard_expect(). Checked in that order. *out is zeroed on error. Under the
 *         optimal model sum and count are weighted (see CRIB_DISCARD_MODEL_OPTIMAL); min
 *         and max are the random model's. Cost: a few microseconds.
 */
CRIB_API CRIB_NODISCARD int32_t crib_discard_expect_model(uint64_t discard_mask, uint64_t dead_mask,
                                                          uint32_t flags, crib_expect *out);

/**
 * The crib table under a crib model: the expected crib of every two discarded cards when
 * nothing else is known, in the order of crib_discard_table(). With
 * CRIB_DISCARD_MODEL_OPTIMAL, the dealer's table (CRIB_DISCARD_DEALER: the dealer throws
 * the two cards and the pone throws under the model) or the pone's (the pone throws them,
 * the dealer under the model); sum is then the crib summed over the completions each
 * counted by its weight, and mean the weighted mean, the figure to compare with published
 * tables of the dealer's and the pone's crib. Without it, exactly crib_discard_table().
 * These are the tables the optimal model converged to; they ship with the library,
 * written by tools/gen_crib_model.c.
 * @return CRIB_DISCARD_TABLE_SIZE; CRIB_ENULL if table is NULL; CRIB_EFLAGS for other flags;
 *         CRIB_ESPACE if cap is below CRIB_DISCARD_TABLE_SIZE. On error table[0 .. cap-1]
 *         are zeroed (when table is not NULL). Cost: about 0.1 ms.
 */
CRIB_API CRIB_NODISCARD int32_t crib_discard_table_model(uint32_t flags, crib_pair_value *table,
                                                         size_t cap);

/* ------------------------------------------------------------------------------------------ */
/* The game: the board, the order of scoring, the end, lurch and skunk, claims                 */
/* ------------------------------------------------------------------------------------------ */

/*
 * A game is a crib_game state that the caller allocates and crib_game_init() fills. Points
 * reach it only through crib_game_peg() (and the claims, which peg through it: a shown hand,
 * a card in the play), in the strict order of scoring; the game ends the moment a side
 * reaches the target, and from then on every pegging call is refused with CRIB_EDONE.
 *
 * A program that referees a real table keeps its board here: the play engine's events go to
 * crib_game_claim_play(), the shows to crib_game_claim_score(); a penalty for a wrong hand or
 * crib (Hoyle, "Irregularities in Cribbage": the opponent, for a crib the non-dealer, pegs 2)
 * is crib_game_peg() with CRIB_REASON_PENALTY for crib_game_opponent() of the holder (of the
 * dealer, for the crib); an over-peg demanded is crib_game_overpeg(); a short peg corrected in
 * time is crib_game_peg() with CRIB_REASON_CORRECTION; a misdeal needs no call (nothing of the
 * deal is on the board yet). The deal driver below does all of this for a seeded game.
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

/**
 * Option bits (crib_game_rules.options). Each is a rule of one of the sources, quoted; the
 * common rule, with no bit set, is the default. A bit that is a reading of another needs
 * that other bit (CRIB_EFLAGS without it). The game layer applies the options to what it
 * pegs; the deal driver also reads those that concern the deal, the cuts and the play.
 *
 * A score, for the options below, is what one claim pegs for one player: a card or a go
 * in the play with its point for last (crib_game_claim_play()), a shown hand or crib
 * (crib_game_claim(), crib_game_claim_score()), the points missed that muggins takes, a
 * penalty; or one crib_game_peg() call. Its items are the crib_item entries of the card's
 * crib_peg or of the crib_score (a score given as a bare number is one item).
 */
/** No peg-out on a go (Six Card Cribbage, Variations: "You cannot finish the game on a go. So if
 *  you have 120 points in a 121 point game, the point for playing the last card does not count."):
 *  a point for last (CRIB_REASON_GO) that would reach the target is not pegged. Points the card
 *  itself makes (fifteen, 31, pairs, runs) still count, the whole of a 31 included. */
#define CRIB_OPT_NO_GO_OUT 1u
/** No heels near the end (Six Card Cribbage, Variations: "You cannot score "two for his heels" if
 *  you need five or fewer points to go out."): heels is not pegged when the dealer's side needs 5
 *  or fewer. */
#define CRIB_OPT_NO_HEELS_NEAR 2u
/** Exactly (Universalium, "cribbage": "the winner must be able to count out to exactly 121"): a
 *  side must reach the target exactly; a score that would take it past the target is not pegged at
 *  all, as a whole (the side stays where it is): a card's points with its point for last, a hand's
 *  total. CRIB_OPT_EXACT_ITEMS reads it item by item. */
#define CRIB_OPT_EXACT 4u
/** Muggins (Hoyle: "if a player claims less than is due, his opponent may say "Muggins" and
 *  himself score the points overlooked"): points a player fails to claim in the show are
 *  pegged by the opponent (crib_game_claim()). Without it, points not claimed are lost
 *  (the deal driver lets the player correct them in time: crib_deal_correct()). */
#define CRIB_OPT_MUGGINS 8u
/** Over-pegging (Hoyle, Error in Pegging: "If he pegs more than his announced score, the
 *  error must be corrected on demand at any time before the cut for the next deal and his
 *  opponent pegs 2."): with it, the correction of an over-peg (crib_game_overpeg(),
 *  crib_deal_overpeg()) pegs 2 for the opponent. Without it the over-peg is only corrected,
 *  as "Irregularities in Cribbage" has it. A claim above the true total in the show or the
 *  play is always corrected down and never penalised: Hoyle and "Irregularities in
 *  Cribbage" only correct it ("his opponent may require correction"). */
#define CRIB_OPT_OVERPEG 16u
/** The strict reading of CRIB_OPT_NO_GO_OUT ("Additional Tournament Rules": "a 31 for two is
 *  actually a 31 for 1 and a point for the "GO""): a 31 pegs 1 for the 31 (CRIB_REASON_PLAY) and
 *  1 for the go (CRIB_REASON_GO), and the go's share is refused as a go is. Needs
 *  CRIB_OPT_NO_GO_OUT. */
#define CRIB_OPT_NO_GO_OUT_31 32u
/** The item-by-item reading of CRIB_OPT_EXACT (Universalium, "cribbage": "if a player's score is
 *  120, he can count out only if he can score exactly one point, as for his nobs or for go"): each
 *  item of a score is pegged on its own, in the order of the score (the show's customary order; the
 *  play's fifteen, run, pair, 31, go), and refused alone when it would pass the target. Needs
 *  CRIB_OPT_EXACT. */
#define CRIB_OPT_EXACT_ITEMS 64u
/** Muggins in the play as well (Six Card Cribbage: "Some people apply the same rule if a player
 *  fails to claim a combination scored during the play"; Rules for two player, six card Cribbage:
 *  "any points that are missed at any point during the game"; Universalium, "cribbage": "fails to
 *  claim his full score on any turn"): the points a player leaves unclaimed in the play
 *  (crib_game_claim_play()) are pegged by the opponent. Needs CRIB_OPT_MUGGINS. */
#define CRIB_OPT_MUGGINS_PLAY 128u
/** Failure to play ("Irregularities in Cribbage", quoted at CRIB_PLAY_FAILURE): the deal driver
 *  sets up its plays with CRIB_PLAY_FAILURE, and the game pegs the opponent's penalty
 *  (CRIB_REASON_PENALTY). */
#define CRIB_OPT_FAILURE 256u
/** The tournament reading of failure to play ("Additional Tournament Rules", quoted at
 *  CRIB_PLAY_FAILURE_EACH): 2 for each card made dead. Needs CRIB_OPT_FAILURE. */
#define CRIB_OPT_FAILURE_EACH 512u
/** The five-card game's full play: every card is played, count after count, as in the
 *  six-card game, instead of the traditional single count (a choice no source states;
 *  docs/rules.md). Only with CRIB_VARIANT_FIVE_CARD. */
#define CRIB_OPT_FIVE_FULL_PLAY 1024u
/** Tenth cards tie in the cut for the first deal (Six Card Cribbage, Deal: "If the cards are
 *  equal - and that includes both players cutting a ten card (10, J, Q or K) - there is another
 *  cut"). */
#define CRIB_OPT_CUT_TENS_EQUAL 2048u
/** No cutting before the deal (Six Card Cribbage, Variations, "No cutting": "the non-dealer does
 *  not get the opportunity to cut the cards before the deal"): crib_deal_start_cut() is refused
 *  with CRIB_ERULES, and a dealer who offers the cut anyway forfeits the deal to his opponent
 *  when the opponent takes it (crib_deal_forfeit()). The starter is still cut. */
#define CRIB_OPT_NO_CUT 4096u
/** Pairs before runs, item by item (Rules for two player, six card Cribbage: "As a matter of
 *  tradition fifteens are scored first, followed by pairs, then runs or flushes, and lastly his
 *  nob"; Additional Tournament Rules: "count aloud, taking the categories in the order given
 *  above", which lists fifteens, pairs, runs, flush, his nobs. Hoyle's "customary order ... is to
 *  count fifteens first, then runs, then pairs" is the default): a shown hand or crib is pegged
 *  fifteens, pairs, runs, flush, nobs (crib_game_claim_score(), crib_deal_show()). Only the
 *  item-by-item reading of exactly makes the order matter, so it needs CRIB_OPT_EXACT_ITEMS; a
 *  claimant who announces in another order (Hoyle: "there is no compulsion of law") gives it to
 *  crib_game_claim_items() or crib_deal_show_items(). */
#define CRIB_OPT_PAIRS_FIRST 8192u
/** A wrong hand as "Irregularities in Cribbage" settles it (Wrong Number of Cards: "If a player is
 *  found (too late for a new deal) to have an incorrect number of cards in his hand, the opponent
 *  may either have the hand corrected or may let it stand and peg 2"; the new deal is for a wrong
 *  number found "before non-dealer lays away", crib_deal_misdeal()): crib_deal_rectify() takes
 *  CRIB_RECTIFY_CORRECT and CRIB_RECTIFY_STAND for a hand, and refuses Hoyle's
 *  CRIB_RECTIFY_NEW_DEAL and CRIB_RECTIFY_PEG with CRIB_ERULES. Without it, the other way round
 *  (Hoyle: "the opponent may either demand a new deal or may peg 2 and rectify the hand"). A
 *  wrong crib is CRIB_RECTIFY_PEG under both ("it must be corrected and non-dealer pegs 2"). */
#define CRIB_OPT_LET_STAND 16384u
/** Two wrong at once, as Hoyle's conditions read (Wrong Number of Cards: a hand's remedy holds
 *  "the other hand and crib being correct", the crib's "both hands being correct"): when two or
 *  more holders have a wrong number of cards at once, neither remedy applies, and
 *  crib_deal_rectify() takes only CRIB_RECTIFY_NEW_DEAL, for any of them, the crib included: the
 *  deal is void, as a misdeal is, and the same dealer deals again (our reading: Hoyle names no
 *  remedy there, and a new deal is the one he gives a faulty deal). Without it each holder is
 *  settled on its own, as "Irregularities in Cribbage" words its rules, with no condition on the
 *  others. Not with CRIB_OPT_LET_STAND (CRIB_EFLAGS), which settles each on its own. */
#define CRIB_OPT_TWO_WRONG 32768u

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
/** His heels. */
#define CRIB_PHASE_HEELS 1
/** The play. For the deal driver also a penalty or a correction pegged after the cut and
 *  before the first show, whatever was pegged before it: the starter turned, the deal is in
 *  the play, and the order of scoring reaches it first. */
#define CRIB_PHASE_PLAY 2
/** The show of the hands. */
#define CRIB_PHASE_SHOW_HAND 3
/** The show of the crib. */
#define CRIB_PHASE_SHOW_CRIB 4
/** Before the starter of a deal is cut: a penalty pegged between the deal and the cut (a
 *  wrong hand or crib, an over-peg corrected before the cut). It comes first in a deal,
 *  though its number is the highest. */
#define CRIB_PHASE_DEAL 5

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
/** Points an opponent missed in the show (or in the play, under CRIB_OPT_MUGGINS_PLAY),
 *  pegged by the player under muggins. In the play or the show; it moves no order. */
#define CRIB_REASON_MUGGINS 7
/** A penalty pegged by the offender's opponent: a failure to play, an over-peg (under
 *  CRIB_OPT_OVERPEG), a wrong hand or crib. At any point of a deal; it moves no order. */
#define CRIB_REASON_PENALTY 8
/** Points a player had missed in a claim (a short peg) and pegs in time, before he plays
 *  his next card or the pack is cut for the next deal (Hoyle; crib_deal_correct()). At any
 *  point of a deal; it moves no order. */
#define CRIB_REASON_CORRECTION 9

/** The most sides (three-handed); also the size of the per-side arrays. */
#define CRIB_GAME_MAX_SIDES 3
/** The largest target; targets are 1 .. CRIB_GAME_MAX_TARGET. */
#define CRIB_GAME_MAX_TARGET 1000
/** The most a level of the ladder is worth: lurch_value, skunk_value, double_skunk_value
 *  and triple_skunk_value are at most CRIB_GAME_MAX_VALUE, and so is a game's value
 *  against one loser (crib_result.value). */
#define CRIB_GAME_MAX_VALUE 100
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
     *  1 .. CRIB_GAME_MAX_VALUE, but triple_skunk_value may be 0 (no triple skunk). Defaults:
     *  2, 2, 3, 0. */
    uint32_t lurch_value;
    uint32_t skunk_value;
    uint32_t double_skunk_value;
    uint32_t triple_skunk_value;
    /** Four-handed (Six Card Cribbage, Four Handed Play: "One member of the partnership is elected
     *  to peg and these two players cut for first box"): the two players elected to peg, bit p for
     *  player p, one of each side, who alone cut for the first deal. 0 (the default): every player
     *  cuts. Only with CRIB_VARIANT_FOUR. */
    uint32_t peggers;
    /** Always 0. */
    uint32_t reserved[7];
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
    uint32_t first_dealer;               /* the dealer of the first deal */
    uint32_t reserved[6];                /* 0 */
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
    /** The number of players (2, 3 or 4) and the dealer of the game's first deal (for the
     *  match's pub rule, CRIB_MATCH_PUB). */
    uint32_t players;
    uint32_t first_dealer;
    /** Always 0. */
    uint32_t reserved[2];
} crib_result;

/** What a claim did: in the show (crib_game_claim(), crib_game_claim_score()) or in the play
 *  (crib_game_claim_play()). */
typedef struct crib_claim {
    /** The player who claimed (who showed, or who scores the card or the go), and the
     *  opponent who pegs muggins: the next player to the left (with 4 players, of the
     *  other side; crib_game_opponent()). */
    uint32_t player;
    uint32_t opponent;
    /** The points claimed (the true total when CRIB_CLAIM_ALL was given), and the true total. */
    uint32_t claimed;
    uint32_t actual;
    /** Points the claim missed (actual - claimed when claimed is lower, else 0) and points
     *  it over-claimed (claimed - actual when higher, else 0). */
    uint32_t missed;
    uint32_t over_claimed;
    /** What was pegged: in the play first the penalty of a failure to play, by the
     *  offender's opponent (crib_play_event.penalty_to; 0 in the show); then by the player
     *  (the claim, corrected down to the true total); then by the opponent under muggins
     *  (the missed points). Each is 0 when it was not pegged: the option is off, the game
     *  ended before it, or an option (exactly, no peg-out on a go) refused it. */
    uint32_t pegged;
    uint32_t muggins;
    uint32_t penalty;
    /** 1 when the game ended during this claim. */
    uint32_t ended;
    /** Always 0. */
    uint32_t reserved[6];
} crib_claim;

/** sizeof(crib_game_rules), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_game_rules_size(void);
/** sizeof(crib_game), for bindings that allocate the state themselves. */
CRIB_API size_t crib_game_size(void);
/** sizeof(crib_result), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_result_size(void);
/** sizeof(crib_claim), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_claim_size(void);

/**
 * Fills rules with a variant's defaults: target 121 (61 for the five-card game), no options,
 * no ladder, values lurch 2, skunk 2, double skunk 3, triple skunk 0 (none), no peggers.
 * @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE for an unknown variant. *rules is zeroed on error.
 */
CRIB_API CRIB_NODISCARD int32_t crib_game_rules_default(crib_game_rules *rules, uint32_t variant);

/**
 * Sets up a game with its first dealer. In the five-card game the non-dealer (player
 * dealer + 1) pegs 3 for last at once (which ends a game whose target is 3 or less; under
 * CRIB_OPT_EXACT a target of 1 or 2 refuses the three, and the game goes on).
 * @return CRIB_OK; CRIB_ENULL if game or rules is NULL; CRIB_ERANGE for rules out of range
 *         (unknown variant or ladder, target outside 1..1000, a value outside its range,
 *         peggers not one player of each side of the four-handed game, or set in another
 *         variant, reserved fields not 0) or dealer >= players; CRIB_EFLAGS for unknown
 *         option bits, a reading without its rule (CRIB_OPT_NO_GO_OUT_31,
 *         CRIB_OPT_EXACT_ITEMS, CRIB_OPT_MUGGINS_PLAY, CRIB_OPT_FAILURE_EACH,
 *         CRIB_OPT_PAIRS_FIRST), CRIB_OPT_FIVE_FULL_PLAY outside the five-card game, or
 *         CRIB_OPT_LET_STAND with CRIB_OPT_TWO_WRONG. *game is zeroed on error.
 */
CRIB_API CRIB_NODISCARD int32_t crib_game_init(crib_game *game, const crib_game_rules *rules,
                                               uint32_t dealer);

/**
 * Passes the deal to the left (dealer + 1) and begins a new deal: the order of scoring
 * starts again with heels.
 * @return the new dealer; CRIB_ENULL; CRIB_ERANGE for a state out of range; CRIB_EDONE when
 *         the game is over.
 */
CRIB_API CRIB_NODISCARD int32_t crib_game_next_deal(crib_game *game);

/**
 * Pegs points for a player's side, in the strict order of scoring within the deal: heels
 * (the dealer, once), the play (CRIB_REASON_PLAY and CRIB_REASON_GO, any player), the hands (each
 * player's CRIB_REASON_HAND, in order from the dealer's left round to the dealer, any number of
 * times for the same hand), the crib (the dealer). Muggins (in the play or the show), a
 * penalty and a correction (at any point of the deal) are pegged by any player and do not
 * move the order. Pegging for an earlier stage after a later one is CRIB_EORDER; a stage may
 * be skipped (heels when the starter is no jack). One call is one score (CRIB_OPT_EXACT).
 * The options may refuse the points (see CRIB_OPT_*): then nothing moves but the order.
 * Pegging moves the side's rear peg to its front peg and the front peg on by the points
 * (0 points move nothing). When the side reaches the target the game is over.
 * @param pegged the points actually pegged (0 when refused), or NULL.
 * @return 1 when this peg ended the game, else 0; CRIB_ENULL if game is NULL; CRIB_ERANGE
 *         for a state out of range, player >= players, an unknown reason,
 *         CRIB_REASON_THREE_FOR_LAST, or points > CRIB_GAME_MAX_TARGET; CRIB_EDONE when the
 *         game is over; CRIB_ETURN when heels or the crib is pegged for a player who is not
 *         the dealer; CRIB_EORDER out of order (or muggins before the play).
 *         Checked in that order. On error nothing changes and *pegged is 0.
 */
CRIB_API CRIB_NODISCARD int32_t crib_game_peg(crib_game *game, uint32_t player, uint32_t points,
                                              uint32_t reason, uint32_t *pegged);

/**
 * Pegs a shown hand (or, with flags CRIB_SCORE_CRIB, the crib) from the points its player claims:
 * the player pegs the claim, corrected down to the true total when it is higher (Hoyle:
 * "if a player claims a greater total than is due him, his opponent may require
 * correction"; never a penalty); then under CRIB_OPT_MUGGINS the opponent pegs the points
 * missed. Each goes through crib_game_peg(), so the order, the options and the end of the
 * game apply, and nothing is pegged after the end. The total is one item: for
 * CRIB_OPT_EXACT_ITEMS give the items with crib_game_claim_score().
 * @param claimed the points claimed, or CRIB_CLAIM_ALL for the true total.
 * @param actual  the true total (crib_hand_score()), 0..CRIB_SCORE_MAX.
 * @return 1 when the game ended during the claim, else 0; the codes of crib_game_peg();
 *         CRIB_EFLAGS for flags other than 0 and CRIB_SCORE_CRIB; CRIB_ERANGE for actual >
 *         CRIB_SCORE_MAX or
 *         claimed > CRIB_GAME_MAX_TARGET (CRIB_CLAIM_ALL aside). On error nothing changes
 *         and *out is zeroed.
 */
CRIB_API CRIB_NODISCARD int32_t crib_game_claim(crib_game *game, uint32_t player, uint32_t flags,
                                                uint32_t claimed, uint32_t actual, crib_claim *out);

/**
 * crib_game_claim() with the itemised score (crib_hand_score()) in place of the total: the
 * same claim, whose points are the score's items in order (the pairs before the runs under
 * CRIB_OPT_PAIRS_FIRST), so that CRIB_OPT_EXACT_ITEMS can take them one by one. A short
 * claim is the first items, the last of them cut short; the points missed are the rest,
 * which muggins pegs in the same way.
 * @return as crib_game_claim(); CRIB_ENULL if score is NULL; CRIB_ERANGE for a score that
 *         crib_hand_score() could not have filled (as crib_score_format() checks it).
 */
CRIB_API CRIB_NODISCARD int32_t crib_game_claim_score(crib_game *game, uint32_t player,
                                                      uint32_t flags, uint32_t claimed,
                                                      const crib_score *score, crib_claim *out);

/**
 * crib_game_claim_score() with the items in the order the claimant announces them (Hoyle: "The
 * customary order in showing is to count fifteens first, then runs, then pairs, but there is no
 * compulsion of law"): under CRIB_OPT_EXACT_ITEMS, which pegs each item alone and refuses one
 * that would pass the target, the order decides which items are pegged, and whether the hand
 * goes out or stalls. A short claim is the first items in that order.
 * @param order the indexes of the score's items (score->items[order[i]]), each once, in the
 *              order announced; may be NULL when n is 0.
 * @param n     score->n_items.
 * @return as crib_game_claim_score(); CRIB_ENULL also for order NULL while n > 0; CRIB_ERANGE
 *         also for n other than score->n_items, or an order that does not list each item
 *         once. On error nothing changes and *out is zeroed.
 */
CRIB_API CRIB_NODISCARD int32_t crib_game_claim_items(crib_game *game, uint32_t player,
                                                      uint32_t flags, uint32_t claimed,
                                                      const crib_score *score, const uint8_t *order,
                                                      size_t n, crib_claim *out);

/**
 * Pegs what an action of the play engine made (crib_play_card(), crib_play_go()), as its
 * scorer claims it: first the penalty of a failure to play, for event->penalty_to; then the
 * scorer's claim, corrected down to the true points (event->points) when it is higher, the
 * card's items and its point for last in order (CRIB_REASON_PLAY, then CRIB_REASON_GO;
 * under CRIB_OPT_NO_GO_OUT_31 a 31 is 1 of each); then under CRIB_OPT_MUGGINS_PLAY the
 * points missed, pegged by the scorer's opponent. Without that option the points missed are
 * lost (Hoyle: a short peg "may not be corrected after he has played the next card": the
 * deal driver keeps them for crib_deal_correct() until then). A short claim is the first
 * items, the last cut short. An action with no points may still be claimed (an over-claim,
 * corrected to nothing).
 * @param event   the action's event, as the play engine filled it.
 * @param claimed the points the scorer claims, or CRIB_CLAIM_ALL for event->points.
 * @return 1 when the game ended during the claim, else 0; the codes of crib_game_peg() (for
 *         the scorer, or for the player who acted when nothing was scored); CRIB_ENULL if
 *         event is NULL; CRIB_ERANGE for an event the play engine could not have filled
 *         (players out of range, points that do not add up, more than 15 points, a penalty
 *         that the game's options do not give), or claimed > CRIB_GAME_MAX_TARGET
 *         (CRIB_CLAIM_ALL aside). On error nothing changes and *out is zeroed.
 */
CRIB_API CRIB_NODISCARD int32_t crib_game_claim_play(crib_game *game, const crib_play_event *event,
                                                     uint32_t claimed, crib_claim *out);

/**
 * Corrects an over-peg on demand (Hoyle: "If he pegs more than his announced score, the error must
 * be corrected on demand at any time before the cut for the next deal and his opponent pegs 2";
 * "Irregularities in Cribbage": "A player may demand correction of an incorrect amount pegged by
 * his opponent"): the player's side moves its front peg back by `points` (its rear peg with it when
 * it would be ahead), then under CRIB_OPT_OVERPEG the opponent (crib_game_opponent()) pegs 2
 * (CRIB_REASON_PENALTY). When to demand is the referee's to judge (Hoyle: before the next cut;
 * "Irregularities in Cribbage": before the demander's next play, his own show or the gathering of
 * the cards). A game that the over-peg ended is over: nothing can be corrected then. points may be
 * 0 when the board never held the excess (the deal driver pegs announced scores only): then only
 * the penalty is pegged.
 * @param penalty the points of the penalty actually pegged (0 without the option, or when
 *                an option refused them), or NULL.
 * @return 1 when the penalty ended the game, else 0; CRIB_ENULL if game is NULL;
 *         CRIB_ERANGE for a bad state, player >= players, or points above the side's score;
 *         CRIB_EDONE when the game is over. On error nothing changes and *penalty is 0.
 */
CRIB_API CRIB_NODISCARD int32_t crib_game_overpeg(crib_game *game, uint32_t player, uint32_t points,
                                                  uint32_t *penalty);

/** The opponent of a player, who pegs his muggins and his penalties: the next player to the
 *  left, (player + 1) % players, which with 4 players is of the other side. CRIB_ENULL or
 *  CRIB_ERANGE (bad state, player >= players). */
CRIB_API CRIB_NODISCARD int32_t crib_game_opponent(const crib_game *game, uint32_t player);

/** 1 when the game is over, 0 while it goes on; CRIB_ENULL; CRIB_ERANGE for a bad state. */
CRIB_API CRIB_NODISCARD int32_t crib_game_over(const crib_game *game);

/**
 * A side's pegs on the board: the front peg (the score) and the rear peg (the score before
 * the side's last peg; both 0 at the start).
 * @return the score; CRIB_ENULL if any pointer is NULL; CRIB_ERANGE for a bad state or
 *         side >= sides. *front and *rear, when not NULL, are 0 on error.
 */
CRIB_API CRIB_NODISCARD int32_t crib_game_board(const crib_game *game, uint32_t side,
                                                uint32_t *front, uint32_t *rear);

/** The side of a player: player % 2 with 4 players, else the player; CRIB_ENULL or
 *  CRIB_ERANGE (bad state, player >= players). */
CRIB_API CRIB_NODISCARD int32_t crib_game_side(const crib_game *game, uint32_t player);

/** The number of players (2, 3 or 4, by the variant); CRIB_ENULL or CRIB_ERANGE. */
CRIB_API CRIB_NODISCARD int32_t crib_game_players(const crib_game *game);

/** The dealer of the current deal; CRIB_ENULL or CRIB_ERANGE. */
CRIB_API CRIB_NODISCARD int32_t crib_game_dealer(const crib_game *game);

/** The number of deals begun (1 after crib_game_init(), one more for each
 *  crib_game_next_deal()); CRIB_ENULL or CRIB_ERANGE. Counting stops at INT32_MAX. */
CRIB_API CRIB_NODISCARD int32_t crib_game_deals(const crib_game *game);

/**
 * The result of a game: who won, in which phase and how, the scores, each loser's level on
 * the ladder and what the game is worth. While the game goes on, over is 0 and the scores
 * are filled.
 * @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE for a bad state. *out is zeroed on error.
 */
CRIB_API CRIB_NODISCARD int32_t crib_game_result(const crib_game *game, crib_result *out);

/* ------------------------------------------------------------------------------------------ */
/* Matches                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/** Flag for crib_match_init(): the loser of a game deals first in the next (ACC rule; Six Card
 *  Cribbage, Variations: "According to the American Cribbage Congress rules, in a match consisting
 *  of a series of games, the loser of each game deals first in the next game"); without a flag the
 *  first dealer of every game is cut for. */
#define CRIB_MATCH_LOSER_DEALS 1u
/** Flag for crib_match_init(): the pub rule (Six Card Cribbage, Deal: "The opponent of the first
 *  dealer in the first game deals first and gets the first box in the second game. For the third
 *  game - if a decider is needed - there is a fresh cut to decide who deals first."): the player
 *  after the first game's first dealer (crib_result.first_dealer + 1, mod the players) deals first
 *  in the second game; every later game is cut for. Not with CRIB_MATCH_LOSER_DEALS. */
#define CRIB_MATCH_PUB 2u
/** The most games a side may need to win a match: crib_match_init() takes wins_needed
 *  1 .. CRIB_MATCH_MAX_WINS (best of 99). */
#define CRIB_MATCH_MAX_WINS 50
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
    uint32_t wins_needed;                /* 1 .. CRIB_MATCH_MAX_WINS */
    uint32_t flags;                      /* CRIB_MATCH_* */
    uint32_t sides;                      /* 2 or 3 from the first game recorded; 0 before */
    uint32_t games;                      /* games recorded */
    uint32_t wins[CRIB_GAME_MAX_SIDES];  /* games won by each side */
    uint32_t value[CRIB_GAME_MAX_SIDES]; /* the games' values won by each side */
    uint32_t next_dealer;                /* the next game's first dealer, or CRIB_NONE */
    uint32_t winner;                     /* the side that won the match, or CRIB_NONE */
    uint32_t players;                    /* 2, 3 or 4 from the first game recorded; 0 before */
    uint32_t reserved[3];                /* 0 */
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
    /** The first dealer of the next game (the last loser, under CRIB_MATCH_LOSER_DEALS; the
     *  first game's first dealer's opponent after the first game, under CRIB_MATCH_PUB), or
     *  CRIB_NONE when it is to be cut for: pass it to crib_deal_init() as it is. */
    uint32_t next_dealer;
    /** The number of players (2, 3 or 4), 0 before the first game is recorded. */
    uint32_t players;
    /** Always 0. */
    uint32_t reserved[2];
} crib_standing;

/** sizeof(crib_match), for bindings that allocate the state themselves. */
CRIB_API size_t crib_match_size(void);
/** sizeof(crib_standing), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_standing_size(void);

/**
 * Sets up a match of best of (2 * wins_needed - 1) games between two sides (or three:
 * the number of sides comes from the first result recorded).
 * @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE for wins_needed outside 1..CRIB_MATCH_MAX_WINS;
 *         CRIB_EFLAGS for unknown flags, or CRIB_MATCH_LOSER_DEALS with CRIB_MATCH_PUB.
 *         *match is zeroed on error.
 */
CRIB_API CRIB_NODISCARD int32_t crib_match_init(crib_match *match, uint32_t wins_needed,
                                                uint32_t flags);

/**
 * Records a finished game (from crib_game_result() of a game that is over). With
 * CRIB_MATCH_LOSER_DEALS the next game's first dealer becomes the loser: the player with the
 * losing side's number (with 3 sides, the lowest-scoring loser, the lower number on a tie);
 * with CRIB_MATCH_PUB, after the first game the player after its first dealer, after the
 * others CRIB_NONE (a fresh cut).
 * @return 1 when the match is over, else 0; CRIB_ENULL; CRIB_EDONE when the match is
 *         already over; CRIB_ERANGE for a result that is not over or is out of range
 *         (players and first_dealer included), of another number of players than the
 *         match's first, or a bad state. On error nothing changes.
 */
CRIB_API CRIB_NODISCARD int32_t crib_match_record(crib_match *match, const crib_result *result);

/**
 * Where the match stands: wins, values, the winner and the next game's first dealer.
 * @return 1 when the match is over, else 0; CRIB_ENULL if match or out is NULL;
 *         CRIB_ERANGE for a state that no sequence of crib_match_record() could make.
 *         *out is zeroed on error.
 */
CRIB_API CRIB_NODISCARD int32_t crib_match_standing(const crib_match *match, crib_standing *out);

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
 * pack from the current state, so a seed fixes the whole game on every machine; the same
 * seed and the same calls give the same game:
 * - cutting for the first deal: shuffle; player p's cut is deck[p], for every player, or
 *   with crib_game_rules.peggers for the two peggers only (the others cut nothing); the
 *   lowest rank (ace low) deals, with CRIB_OPT_CUT_TENS_EQUAL the ranks 10, J, Q and K
 *   counting as one; when the lowest is cut more than once, all cut again (a new shuffle);
 * - each deal: shuffle; the pack is deck[] as shuffled, or, cut before the deal at
 *   position k (crib_deal_start_cut()), deck[k .. 51] then deck[0 .. k-1]; cards go one at a
 *   time round from the dealer's left, the pack's first card first, until each player holds
 *   the variant's number; then the variant's cards to the crib straight from the pack; the
 *   rest is the stock, in the pack's order;
 * - a misdeal (crib_deal_misdeal(), or a new deal demanded for a wrong hand): the same
 *   dealer deals again from a new shuffle, as for any deal;
 * - the starter: crib_deal_cut() turns the top card of the stock (the card a cut at a
 *   random position of a shuffled pack turns up, as likely as any other: no number is
 *   drawn for it); a cut at position k (crib_deal_cut_at()) turns the stock's card k, k
 *   counted from 0 at the top;
 * - cards dealt short or long (crib_deal_miscount()) and drawn to rectify a short hand or
 *   crib (crib_deal_rectify()) come off the top of the stock; cards a short deal did not
 *   give go back to it, where they stand in the pack's order (the stock is always the
 *   pack's cards that no hand, crib, starter or set-aside card holds, in the pack's order).
 * No other numbers are drawn: cuts at a position, a wrong number of cards, failures to play,
 * claims and corrections draw none, so that the shuffles stay those of the seed.
 */

/**
 * One SplitMix64 step: advances *state and puts the next 64-bit number in *out.
 * @return CRIB_OK; CRIB_ENULL if state or out is NULL (then *state is unchanged and *out,
 *         when it is not NULL, set to 0).
 */
CRIB_API CRIB_NODISCARD int32_t crib_rng_next(uint64_t *state, uint64_t *out);

/**
 * A uniform number in 0 .. n-1, by rejection as above, in *out.
 * @return CRIB_OK; CRIB_ENULL if state or out is NULL; CRIB_ERANGE if n is 0 or above 2^32.
 *         On error nothing is drawn (*state is unchanged) and *out, when not NULL, is 0.
 */
CRIB_API CRIB_NODISCARD int32_t crib_rng_below(uint64_t *state, uint64_t n, uint32_t *out);

/**
 * Puts the 52 card ids into deck[] in the order of the shuffle above.
 * @return CRIB_OK; CRIB_ENULL if state or deck is NULL (then *state is unchanged and
 *         deck[], when not NULL, is zeroed).
 */
CRIB_API CRIB_NODISCARD int32_t crib_deck_shuffle(uint64_t *state, crib_card deck[CRIB_CARDS]);

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
    crib_game game;                            /* the board and the order of scoring */
    crib_play play;                            /* the play of the current deal */
    uint64_t rng;                              /* the SplitMix64 state */
    uint64_t hand[CRIB_PLAY_MAX_PLAYERS];      /* cards dealt, less the discards once made */
    uint64_t crib;                             /* the crib so far */
    uint32_t stage;                            /* CRIB_STAGE_* */
    uint32_t discarded;                        /* bit p: player p has discarded */
    uint32_t shown;                            /* shows made in this deal */
    uint32_t starter;                          /* the starter, or CRIB_NONE before the cut */
    uint32_t pack_next;                        /* the next card of the pack: the starter to be */
    uint32_t deals;                            /* deals dealt */
    uint32_t first_cut[CRIB_PLAY_MAX_PLAYERS]; /* the cards cut for the first deal, or NONE */
    uint64_t shuffle;                        /* the generator's state before this deal's shuffle */
    uint64_t aside;                          /* cards drawn out of a long hand or crib */
    uint32_t pack_cut;                       /* where the pack was cut before this deal, or 0 */
    uint32_t wrong;                          /* holders with a wrong number of cards */
    uint8_t unpegged[CRIB_PLAY_MAX_PLAYERS]; /* points missed that may still be corrected */
    uint32_t given; /* 1: this deal's cards were given (crib_deal_start_given()), else 0 */
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
    /** The cards cut for the first deal, by player (CRIB_NONE past players, for players
     *  who did not cut, or when the first dealer was given). */
    uint32_t first_cut[CRIB_PLAY_MAX_PLAYERS];
    /** The holders dealt a wrong number of cards (crib_deal_miscount()) and not yet
     *  rectified: bit p for player p, bit CRIB_HOLDER_CRIB for the crib; and bit
     *  CRIB_WRONG_STANDS + p for player p's hand that stands a card or two short
     *  (CRIB_RECTIFY_STAND) until the next deal. */
    uint32_t wrong;
    /** The points each player missed in his claims and may still peg (crib_deal_correct()),
     *  until he plays his next card or the next deal is cut or dealt; 0 past players. */
    uint8_t unpegged[CRIB_PLAY_MAX_PLAYERS];
    /** Always 0. */
    uint32_t reserved[2];
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
    /** The cards shown, in increasing id order, and how many (3 or 4; 1 to 3 for a hand
     *  that stands short, CRIB_RECTIFY_STAND), and the starter. */
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

/** sizeof(crib_deal), for bindings that allocate the state themselves. */
CRIB_API size_t crib_deal_size(void);
/** sizeof(crib_status), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_status_size(void);
/** sizeof(crib_show), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_show_size(void);

/**
 * Sets up a game to drive: the rules, the seed, and the first dealer, or CRIB_DEAL_CUT to
 * cut for it as above. Then the stage is CRIB_STAGE_DEAL (or CRIB_STAGE_OVER, when the
 * five-card game's three for last already reaches the target).
 * @return the first dealer; CRIB_ENULL; the codes of crib_game_init(); CRIB_ERANGE for a
 *         first dealer that is neither a player nor CRIB_DEAL_CUT. *deal zeroed on error.
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_init(crib_deal *deal, const crib_game_rules *rules,
                                               uint64_t seed, uint32_t first_dealer);

/**
 * Shuffles and deals (stage CRIB_STAGE_DEAL to CRIB_STAGE_DISCARD). After the first deal it
 * passes the deal to the left first, unless the last deal was a misdeal (then the same
 * dealer deals again, and the deal number stays). The deal (or its cut, crib_deal_start_cut())
 * ends every player's chance to correct a short peg (crib_status.unpegged; Hoyle: "he may not
 * correct his error ... after the cut for the next deal", the cut of the pack before dealing,
 * the limit Hoyle also sets to an over-peg's correction).
 * @return the dealer; CRIB_ENULL; CRIB_ERANGE for a bad state; CRIB_EDONE when the game is
 *         over; CRIB_ESTAGE in another stage.
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_start(crib_deal *deal);

/** The fewest cards each packet of a cut must hold (Hoyle: "Nondealer cuts, and must leave
 *  at least four cards in each packet"; for the starter: "Again, each packet must contain
 *  at least four cards"). */
#define CRIB_CUT_MIN 4

/**
 * crib_deal_start() with the pack cut before the deal ("Additional Tournament Rules", the ACC: "a
 * cut occur before every deal"; Six Card Cribbage: "the non-dealer cuts the cards"), by the player
 * on the dealer's right (two-handed the non-dealer; four-handed, Six Card Cribbage: "Dealer offers
 * the pack to the opponent on his right for the first cut" — "cut back for box, forward for
 * start"): the top `position` cards are lifted and put under the rest, so the pack begins at the
 * shuffle's card `position` (see the draws above). crib_deal_start() deals the pack as shuffled.
 * @param position CRIB_CUT_MIN .. 52 - CRIB_CUT_MIN.
 * @return the dealer; the codes of crib_deal_start(); CRIB_ERULES under CRIB_OPT_NO_CUT;
 *         CRIB_ERANGE for a position out of range. On error nothing changes.
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_start_cut(crib_deal *deal, uint32_t position);

/**
 * crib_deal_start() with the cards given instead of shuffled, for a game dealt elsewhere (a
 * record read back, crib_record_replay()): each player's hand of the variant's number, and the
 * crib's cards dealt from the pack (the three-handed game's one card; 0 for the variants that
 * deal none). The deal passes as crib_deal_start() passes it. No number is drawn: the generator's
 * state stays, so that the shuffles of later dealt deals are those of the seed. The stock is the
 * cards no one was given, in increasing id order (crib_deal_stock()); it has no order of a real
 * pack, so any position of it may be cut for the starter (crib_deal_cut_at(), CRIB_CUT_MIN does
 * not apply), and cards drawn from it (a wrong number dealt, crib_deal_miscount(), or a short hand
 * rectified, crib_deal_rectify()) are its lowest ids: a record of such a deal played elsewhere
 * need not agree with them. A misdeal after it deals the next deal from the shuffle.
 * crib_deal.given is 1 until the next deal.
 * @return the dealer; CRIB_ENULL if deal or hands is NULL; CRIB_ERANGE for a bad state;
 *         CRIB_EDONE when the game is over; CRIB_ESTAGE in another stage; CRIB_EMASK for a
 *         mask with bits past the 52 cards; CRIB_ECOUNT for a hand or crib of another number
 *         (a player past the players must be 0); CRIB_EDUP for a card given twice. On error
 *         nothing changes.
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_start_given(crib_deal *deal,
                                                      const uint64_t hands[CRIB_PLAY_MAX_PLAYERS],
                                                      uint64_t crib);

/**
 * Under CRIB_OPT_NO_CUT, the dealer who places the pack to be cut all the same forfeits the deal
 * (Six Card Cribbage, Variations, "No cutting", from David Dailey: "Dealer shuffles the deck ...
 * but does not place it on the table to be cut. If he does, the opponent may pick up the deck and
 * deal, giving himself the "crib" and a slight advantage"): the opponent, the player at the
 * dealer's left (with 3 or 4 players, the next dealer in turn), picks up the pack as the dealer
 * shuffled it and deals it, uncut, as crib_deal_start() would, with the crib his. The forfeited
 * deal is counted (crib_game_deals(), crib_status.deal move on by two), and the deal passes on
 * to the left after it as after any deal, so that the dealer who offered the cut has lost his
 * turn. The game's first dealer (crib_result.first_dealer) stays the one first named to deal.
 * Whether the opponent takes the deal is his to choose: without this call the dealer deals
 * (crib_deal_start()). Short pegs close as at any deal. It draws what crib_deal_start() draws.
 * @return the new dealer; CRIB_ENULL; CRIB_ERANGE for a bad state; CRIB_EDONE when the game is
 *         over; CRIB_ESTAGE outside the stage CRIB_STAGE_DEAL; CRIB_ERULES without
 *         CRIB_OPT_NO_CUT. On error nothing changes.
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_forfeit(crib_deal *deal);

/**
 * A player lays away the variant's number of cards to the crib. When every player has,
 * the stage becomes CRIB_STAGE_CUT.
 * @return CRIB_OK; CRIB_ENULL if deal is NULL or cards is NULL while n > 0; CRIB_ERANGE
 *         for a bad state or player; CRIB_EDONE when over; CRIB_ESTAGE outside the discard
 *         or when the player has discarded already; CRIB_ECOUNT when n is not the
 *         variant's number; CRIB_ECARD; CRIB_EDUP; CRIB_ENOTHELD for a card not dealt to
 *         the player. On error nothing changes.
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_discard(crib_deal *deal, uint32_t player,
                                                  const crib_card *cards, size_t n);

/**
 * Cuts the starter (the top card of the stock: see the draws above) and pegs heels to the
 * dealer for a jack. Then the play begins, led by the dealer's left (stage CRIB_STAGE_PLAY),
 * unless heels ended the game (CRIB_STAGE_OVER). A holder with a wrong number of cards
 * (crib_deal_miscount()) that nobody has found yet goes on so: it may be found in the play or
 * at its show (crib_deal_rectify()).
 * @param heels the points of heels actually pegged (0, or 2; 0 when an option refused
 *              them), or NULL.
 * @return the starter's id; CRIB_ENULL; CRIB_ERANGE; CRIB_EDONE; CRIB_ESTAGE. On error
 *         nothing changes.
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_cut(crib_deal *deal, uint32_t *heels);

/**
 * crib_deal_cut() at a position the cutter gives (Hoyle: "nondealer lifts off a packet from the top
 * of the stock ... each packet must contain at least four cards. Dealer turns up the top card of
 * the lower packet"): the player at the dealer's left (Six Card Cribbage: three-handed "The player
 * to the dealer's left cuts the deck to reveal the turn-up card"; four-handed "Dealer then offers
 * the undealt stack to the opponent on his left to cut for start") lifts `position` cards, and the
 * starter is the stock's card `position`, counted from 0 at the top (crib_deal_stock()).
 * @param position CRIB_CUT_MIN .. stock - CRIB_CUT_MIN; for a given deal (crib_deal_start_given())
 *                 any card of the stock, 0 .. stock - 1.
 * @return as crib_deal_cut(); CRIB_ERANGE for a position out of range.
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_cut_at(crib_deal *deal, uint32_t position,
                                                 uint32_t *heels);

/**
 * The stock: the cards of the pack that no hand, crib, starter or set-aside card holds, in
 * the pack's order, its top first (see the draws above). Empty before the first deal and
 * after a misdeal.
 * @return the number of cards (at most 52); CRIB_ENULL if deal is NULL, or cards is NULL
 *         while cap > 0; CRIB_ERANGE for a bad state; CRIB_ESPACE if there are more than
 *         cap cards. On error cards[0 .. cap-1] are set to 0.
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_stock(const crib_deal *deal, crib_card *cards,
                                                size_t cap);

/**
 * A copy of the play of the current deal, to ask crib_play_turn(), crib_play_legal(),
 * crib_play_pile() and the rest.
 * @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE; CRIB_EDONE when the game ended before the cut
 *         (the five-card game's three for last can end it); CRIB_ESTAGE before the cut.
 *         *out zeroed on error.
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_play(const crib_deal *deal, crib_play *out);

/**
 * A card in the play, as crib_play_card(), with its points pegged to the player's side:
 * first what the card makes (CRIB_REASON_PLAY), then one for last (CRIB_REASON_GO). When the play
 * is over the stage becomes CRIB_STAGE_SHOW; when the game ends, CRIB_STAGE_OVER.
 * The same as crib_deal_play_claim() with the card and CRIB_CLAIM_ALL.
 * @param event what happened in the play (its points are the play's, before any option
 *              refused them), or NULL.
 * @return the points actually pegged; CRIB_ENULL; CRIB_ERANGE; CRIB_EDONE; CRIB_ESTAGE;
 *         the codes of crib_play_card(). On error nothing changes and *event is zeroed.
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_play_card(crib_deal *deal, uint32_t player,
                                                    crib_card card, crib_play_event *event);

/** Go, as crib_play_go(), with the point for last pegged as CRIB_REASON_GO; otherwise as
 *  crib_deal_play_card(). Under CRIB_OPT_FAILURE a player who can play may say go: a
 *  failure to play, whose penalty is pegged first (event->penalty). The same as
 *  crib_deal_play_claim() with CRIB_NONE and CRIB_CLAIM_ALL. */
CRIB_API CRIB_NODISCARD int32_t crib_deal_play_go(crib_deal *deal, uint32_t player,
                                                  crib_play_event *event);

/**
 * A card (or, with card CRIB_NONE, a go) in the play, whose points the scorer claims (Six Card
 * Cribbage: "If you play a card which brings the total to 15 you peg 2 claiming Fifteen two"): the
 * action goes through the play engine, then crib_game_claim_play() pegs it, so that an over-claim
 * is corrected and the points missed go to the opponent under CRIB_OPT_MUGGINS_PLAY. Without that
 * option the scorer may still peg them with crib_deal_correct() until he plays his next card or the
 * next deal is cut or dealt (Hoyle: "If a player places a peg short of the amount to which he is
 * entitled, he may not correct his error after he has played the next card or after the cut for the
 * next deal").
 * @param card    the card, or CRIB_NONE for go.
 * @param claimed the points the scorer (event->scorer) claims, or CRIB_CLAIM_ALL.
 * @param event   what happened in the play, or NULL.
 * @param claim   how it was pegged (the penalty of a failure to play included), or NULL.
 * @return the points the scorer pegged (claim->pegged); the codes of crib_deal_play_card()
 *         and crib_game_claim_play(); CRIB_ECARD for a card that is neither a card nor
 *         CRIB_NONE. On error nothing changes and *event and *claim are zeroed.
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_play_claim(crib_deal *deal, uint32_t player,
                                                     uint32_t card, uint32_t claimed,
                                                     crib_play_event *event, crib_claim *claim);

/**
 * The next show in order: each hand from the dealer's left round to the dealer, then the
 * crib; the player (or dealer) claims `claimed` points (CRIB_CLAIM_ALL for the true total),
 * pegged as crib_game_claim_score() does (the score's items, for CRIB_OPT_EXACT_ITEMS, in the
 * customary order, or pairs before runs under CRIB_OPT_PAIRS_FIRST). A hand or crib with a
 * wrong number of cards is seen when it is shown: it is settled first (crib_deal_rectify()).
 * A hand that stands short (CRIB_RECTIFY_STAND) is shown with its 1 to 3 cards and no flush.
 * Without muggins the points missed may still be pegged with crib_deal_correct() until the
 * next deal is cut or dealt. Dead cards are shown with their hand. After the crib the stage is
 * CRIB_STAGE_DEAL again.
 * @param out the show, its claim and its itemised score, or NULL.
 * @return 1 when the game ended during the show, else 0; CRIB_ENULL; CRIB_ERANGE (also for
 *         claimed > CRIB_GAME_MAX_TARGET); CRIB_EDONE; CRIB_ESTAGE outside the show, or while
 *         the holder to show has a wrong number of cards (crib_status.wrong). On error
 *         nothing changes and *out is zeroed.
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_show(crib_deal *deal, uint32_t claimed, crib_show *out);

/**
 * crib_deal_show() with the items pegged in the order the claimant announces them, as
 * crib_game_claim_items() pegs them. The items are those of the show's score (crib_show.score,
 * in the customary order); to know them first, show a copy of the deal.
 * @param order the indexes of the score's items, each once, in the order announced; may be
 *              NULL when n is 0.
 * @param n     the number of items of the show's score.
 * @param out   the show, its claim and its itemised score (in the customary order), or NULL.
 * @return as crib_deal_show(); CRIB_ENULL also for order NULL while n > 0; CRIB_ERANGE also
 *         for an order that does not list each of the score's items once. On error nothing
 *         changes and *out is zeroed.
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_show_items(crib_deal *deal, uint32_t claimed,
                                                     const uint8_t *order, size_t n,
                                                     crib_show *out);

/** Where the deal stands. @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE. *out zeroed on error. */
CRIB_API CRIB_NODISCARD int32_t crib_deal_status(const crib_deal *deal, crib_status *out);

/** A copy of the game (board, order, result). @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE.
 *  *out zeroed on error. */
CRIB_API CRIB_NODISCARD int32_t crib_deal_game(const crib_deal *deal, crib_game *out);

/*
 * Irregularities (Hoyle and "Irregularities in Cribbage"): the referee's calls. A program that
 * deals itself has no misdeals unless it makes them: crib_deal_miscount() records a dealing error
 * as it happened at the table, so that the rest of the deal (finding it, the opponent's choice, the
 * rectified hand) runs as the rules say. Each call checks the whole state first and changes nothing
 * when it fails.
 */

/** The crib, where a holder argument takes a player (crib_deal_miscount(),
 *  crib_deal_rectify()); also its bit in crib_status.wrong (1 << CRIB_HOLDER_CRIB). */
#define CRIB_HOLDER_CRIB 4u
/** The opponent's choices for a hand found wrong after laying away (crib_deal_rectify()). */
/** He pegs 2 and the hand is rectified (Hoyle; for the crib, the only choice: the non-dealer
 *  pegs 2 and the crib is corrected). */
#define CRIB_RECTIFY_PEG 1u
/** He demands a new deal, by the same dealer (Hoyle). */
#define CRIB_RECTIFY_NEW_DEAL 2u
/** He has the hand corrected, and pegs nothing ("Irregularities in Cribbage", under
 *  CRIB_OPT_LET_STAND). */
#define CRIB_RECTIFY_CORRECT 3u
/** He lets the hand stand and pegs 2 ("Irregularities in Cribbage", under CRIB_OPT_LET_STAND): a
 *  short hand is played and shown as it is, a card or two short; no flush can be had with it
 *  (the flush of its game needs the hand's full number: "Four cards of the same suit in hand",
 *  Hoyle; three in the five-card game), and every other combination counts as in any hand. A
 *  long hand cannot stand here: crib_show holds four cards, so it is corrected. */
#define CRIB_RECTIFY_STAND 4u
/** In crib_status.wrong, bit CRIB_WRONG_STANDS + p: player p's hand stands with a wrong
 *  number of cards (CRIB_RECTIFY_STAND), until the next deal. */
#define CRIB_WRONG_STANDS 8u

/**
 * A misdeal (Hoyle: "There must be a new deal by the same dealer if a card is found faced in the
 * pack, if a card is exposed in dealing, or if the pack be found imperfect"; "Irregularities in
 * Cribbage", New Deal: "or if before non-dealer lays away to the crib, it is found that a wrong
 * number of cards was dealt"): in the discard or the cut stage, or, for a pack found imperfect,
 * which Hoyle puts no time on, in the play or the show too (until the crib is shown), the cards
 * go back and the stage is CRIB_STAGE_DEAL again; crib_deal_start() (or _start_cut()) then deals
 * anew, by the same dealer, from a new shuffle, under the same deal number, and the order of
 * scoring starts again with heels. The points already pegged in the deal stand: no text takes
 * pegs back but to correct an over-peg. Which cause, and when ("Irregularities in Cribbage": a
 * wrong number only before the non-dealer lays away; a card exposed in dealing before the
 * play), is the referee's to judge.
 * @return the dealer; CRIB_ENULL; CRIB_ERANGE for a bad state; CRIB_EDONE when the game is
 *         over; CRIB_ESTAGE before a deal (stage CRIB_STAGE_DEAL).
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_misdeal(crib_deal *deal);

/**
 * Records a dealing error: the holder, a player who has not laid away yet, or the crib
 * (CRIB_HOLDER_CRIB, until the starter is cut), got `delta` cards too many (the next cards
 * off the top of the stock) or, for delta < 0, too few (those of its cards that come last
 * in the pack's order go back to the stock). The holder then has a wrong number of cards
 * (crib_status.wrong): a player lays away the usual number and keeps the rest. Nobody has
 * found it yet: crib_deal_rectify() settles it when it is found, after laying away, in the
 * play, or at the latest at the holder's show, which waits for it.
 * @param holder a player, or CRIB_HOLDER_CRIB.
 * @param delta  -2, -1, 1 or 2.
 * @return the number of cards the holder now holds; CRIB_ENULL; CRIB_ERANGE for a bad state,
 *         holder or delta, or a crib with fewer cards than it would give back; CRIB_EDONE;
 *         CRIB_ESTAGE outside the discard (the cut too, for the crib), for a player who has
 *         laid away, or for a holder already wrong.
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_miscount(crib_deal *deal, uint32_t holder, int32_t delta);

/**
 * A wrong number of cards found after laying away, and the opponent's choice (Hoyle: "If one hand
 * (not crib) is found to have the wrong number of cards after laying away for the crib, the other
 * hand and crib being correct, the opponent may either demand a new deal or may peg 2 and rectify
 * the hand. If the crib is incorrect, both hands being correct, nondealer pegs 2 and the crib is
 * corrected."; "Irregularities in Cribbage": "A short hand is corrected by drawing cards from the
 * stock; a long hand is corrected by discarding cards drawn from it by the opponent"). It is
 * found in the cut stage, or later (Hoyle: "after laying away"; "Irregularities in Cribbage":
 * "too late for a new deal"): in the play, or at the latest at the holder's show. The choices, by
 * the rules (CRIB_OPT_LET_STAND, CRIB_OPT_TWO_WRONG say which):
 * - CRIB_RECTIFY_NEW_DEAL (a hand; under CRIB_OPT_TWO_WRONG any holder): a new deal by the same
 *   dealer, as crib_deal_misdeal(), the points pegged standing;
 * - CRIB_RECTIFY_PEG: the holder's opponent (crib_game_opponent(); for the crib, the
 *   non-dealer at the dealer's left) pegs 2 (CRIB_REASON_PENALTY), and the holder is
 *   corrected: a short hand or crib draws its missing cards off the top of the stock, and a
 *   long one loses the cards `drawn` (chosen by the opponent, face down), which are set aside
 *   out of the deal;
 * - CRIB_RECTIFY_CORRECT (a hand): corrected so, and nobody pegs;
 * - CRIB_RECTIFY_STAND (a short hand): it stands as it is, played and shown short
 *   (crib_status.wrong, bit CRIB_WRONG_STANDS + player), and the opponent pegs 2.
 * During the play a short hand's new cards join those he holds, and the cards drawn out of a
 * long hand are among those he still holds (the cards played lie on the table); when the player
 * to act can then act no longer, the turn moves on as after an action of his, which may end the
 * count with its point for last (pegged after the penalty) or end the play.
 * @param drawn the cards drawn out of a long hand or crib, n of them (its excess), for
 *              CRIB_RECTIFY_PEG and CRIB_RECTIFY_CORRECT; NULL with n == 0 for a short one.
 *              Not read for the other choices.
 * @param pegged the penalty actually pegged (0 for no penalty, or when an option refused it),
 *              or NULL.
 * @return 1 when the penalty (or a point for last after it) ended the game, else 0;
 *         CRIB_ENULL; CRIB_ERANGE for a bad state, holder or choice, a holder that is not
 *         wrong (its number right, or let stand), a choice that does not fit the holder (a new deal
 *         for the crib but for two wrong at once; the crib corrected for nothing or let stand; a
 *         long hand let stand); CRIB_EDONE; CRIB_ESTAGE before the cut stage; CRIB_ERULES for
 *         a choice the rules do not give; CRIB_ECOUNT when n is not the excess; CRIB_ECARD;
 *         CRIB_EDUP; CRIB_ENOTHELD for a drawn card the holder does not hold (in the play,
 *         does not hold still). Checked in that order. On error nothing changes and *pegged
 *         is 0.
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_rectify(crib_deal *deal, uint32_t holder, uint32_t choice,
                                                  const crib_card *drawn, size_t n,
                                                  uint32_t *pegged);

/**
 * An over-peg corrected on demand (crib_game_overpeg()): the driver pegs announced scores
 * only, so its board already holds the correction, and under CRIB_OPT_OVERPEG the player's
 * opponent pegs 2. In every stage until the game is over (Hoyle's limit is the cut for the
 * next deal: a demand after it is the referee's to refuse).
 * @param penalty the points actually pegged, or NULL.
 * @return 1 when the penalty ended the game, else 0; CRIB_ENULL; CRIB_ERANGE for a bad state
 *         or player; CRIB_EDONE when the game is over. On error nothing changes.
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_overpeg(crib_deal *deal, uint32_t player,
                                                  uint32_t *penalty);

/**
 * A player pegs the points he missed in his claims (crib_status.unpegged), in time (Hoyle: "If a
 * player places a peg short of the amount to which he is entitled, he may not correct his error
 * after he has played the next card or after the cut for the next deal"; the cut of the pack
 * before the next deal, or that deal itself under CRIB_OPT_NO_CUT), as CRIB_REASON_CORRECTION. A
 * referee who follows "Irregularities in Cribbage" ("a score once pegged may not be changed except
 * of demand of opponent") does not call it.
 * @param pegged the points actually pegged (0 when there were none, or the options refused
 *               them), or NULL.
 * @return 1 when the correction ended the game, else 0; CRIB_ENULL; CRIB_ERANGE for a bad
 *         state or player; CRIB_EDONE when the game is over. On error nothing changes.
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_correct(crib_deal *deal, uint32_t player,
                                                  uint32_t *pegged);

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
CRIB_API CRIB_NODISCARD int32_t crib_bot_discard(const crib_card *dealt, size_t n, uint32_t discard,
                                                 uint32_t is_dealer, crib_card *out);

/**
 * A simple, deterministic choice in the play for the player whose turn it is: the legal
 * card that pegs most by crib_peg_score(); on a tie, the one with the lowest id.
 * @return 1 with the card in *card; 0 when the player must say go (*card set to 0);
 *         CRIB_ENULL; CRIB_ERANGE for a bad state or player; CRIB_EDONE when the play is
 *         over; CRIB_ETURN when it is not the player's turn.
 */
CRIB_API CRIB_NODISCARD int32_t crib_bot_play(const crib_play *play, uint32_t player,
                                              crib_card *card);

/* ------------------------------------------------------------------------------------------ */
/* The chance to win                                                                           */
/* ------------------------------------------------------------------------------------------ */

/** How a chance was found (crib_chance.method). */
/** From the scores at the start of a deal, by the table (crib_win_chance()). */
#define CRIB_CHANCE_TABLE 0u
/** From a view in the discard by the model of a deal the strong and expert levels keep by
 *  near the end: each keep's show, the crib's mean, the pegging it brings, the chance
 *  table's measured deals for the rest (crib_view_win_chance()). */
#define CRIB_CHANCE_MODEL 1u
/** From a view by a search of the rest of the deal's play, its shows in order, and the
 *  table from the next deal's start (crib_view_win_chance()). */
#define CRIB_CHANCE_SEARCH 2u
/** From a view at the end of the play: the shows counted in order over the crib's unseen
 *  cards, and the table from the next deal's start (crib_view_win_chance()). */
#define CRIB_CHANCE_SHOW 3u

/** What crib_win_chance() and crib_view_win_chance() tell of a position. 64 bytes. */
typedef struct crib_chance {
    /** The chance that the side wins. */
    double win;
    /** The side's expected game value, won minus lost, with lurch (a loser below half the
     *  target loses 2: CRIB_LADDER_LURCH with lurch_value 2). */
    double lurch;
    /** The same with skunk at the library's default values (CRIB_LADDER_SKUNK: 2 below
     *  target - 30, 3 below target - 60, and no triple skunk, so 3 below target - 90). */
    double skunk;
    /** CRIB_CHANCE_*: how win was found (CRIB_CHANCE_TABLE from crib_win_chance()). */
    uint32_t method;
    /** Always 0. */
    uint32_t reserved[9];
} crib_chance;

/** sizeof(crib_chance), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_chance_size(void);

/**
 * The chance to win a two-player six-card game to 121 or to 61 from the start of a deal,
 * and the expected game value with lurch and with skunk, read from a generated table
 * (src/gen/chance_table.h, written by tools/gen_chance.c).
 *
 * The model: a deal is one of 39,000 mid-game deals of the strong bot's self-play,
 * recorded event by event (tools/chance_deals.txt), drawn at random whatever the score;
 * its points are pegged in the order they were (heels, each peg of the play, the pone's
 * hand, the dealer's hand, the crib), and the game ends the moment a side reaches the
 * target. Where both sides lack at most 30 points, the chance is not modelled but
 * measured: the strong bot's wins in 8,000 of its deals against itself from each such
 * position (tools/chance_end_sweep_30.txt), 12,800 more where the pone lacks at most 15
 * (tools/chance_end_sweep.txt) and 2,000 games more where both lack at most 15
 * (tools/chance_end.txt); the same counts serve 121 and 61, where a game so near its end
 * depends on what each side lacks. Around that corner, where a side lacks 31 points and
 * the other at most 31 (and the leader at most 24 of 61), the model's deal is corrected by
 * what the strong bot's play for the win changed in its own deals played from there
 * (tools/chance_pairs.txt). The options of crib_game_rules (no go-out, exactly, ...) are not
 * modelled. make check tests six positions of the corner and three around it against 8,000 of
 * the strong bot's games each. docs/analysis.md gives the sweeps of the tables against those
 * games at every position from 90-90 of 121 and 45-45 of 61. With an earlier table, whose end
 * was measured to the pone's 15 points, the game to 61 fit as a perfect table's games would
 * (worst 3.32 standard errors of 4,032 games) and the game to 121 did not (worst 4.42 standard
 * errors of 2,646 games): where the pone lacked more than 15 points and the dealer at most 15,
 * the dealer won more often than that table said, and so the end was measured farther. With it
 * measured 30 by 30 both fit as a perfect table's games would (61: worst 3.05 standard errors
 * of 4,032 games; 121: worst 3.66), but where the pone lacked 2 points the dealer won more
 * often than it said: this table leaves the pone's needs 1 to 3 out of the end's smoothing,
 * which moves the chance by at most half a point; there, on new seeds, the game to 121 fits as
 * a perfect table's games would (worst 2.86 standard errors of 4,032 games where the pone lacks
 * 1 to 4), and so does the game to 61 at every position from 45-45 (worst 3.40 standard errors
 * of 4,032 games, 2 positions of 256 beyond 3, as a perfect table's games may be). At every
 * position of the game to 121 from 90-90, 5 of 961 lie beyond 3 standard errors of 4,032
 * games (a perfect table's may have up to 7) and one beyond 4, where the dealer all but wins
 * (110-92: 16 games lost where the table expects 6, a binomial tail of about 1 in 2,000).
 * @param target 121 or 61.
 * @param own    the side's score, 0 .. target - 1.
 * @param other  the opponent's score, 0 .. target - 1.
 * @param own_deals 1 when the side deals the coming deal, 0 when the opponent does.
 * @return CRIB_OK; CRIB_ENULL if out is NULL; CRIB_ERANGE for a target other than 121 and
 *         61, a score at or above it, or own_deals above 1. *out zeroed on error.
 *         Cost: a table lookup.
 */
CRIB_API CRIB_NODISCARD int32_t crib_win_chance(uint32_t target, uint32_t own, uint32_t other,
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
/** The expert bot (two players): discards by the keep's expected hand, crib under the
 *  optimal crib model (six cards) and the pegging the keep brings as dealer or pone, and
 *  once the leader is within 50 points of 121 (32 of 61) by the chance to win, the
 *  pegging counted too; plays by the strong bot's search, by the chance to win from the
 *  same point (the deal's end as crib_view_win_chance() counts it; the five-card game to
 *  61 from the first deal, and the game with two into the crib, the deal's end by their
 *  own tables). With two players the opponent is taken to be, with a prior chance, a
 *  player like the strong bot (its discard, and plays for points less what the next card may peg
 *  back, from a pair more often) or like the easy one (its discard, and the card that pegs most
 *  now), each possible hand under each weighed by how likely that discard kept it and its plays
 *  were made from it: the count's, and the earlier counts' when the view has their order
 *  (crib_view's earlier). Holding three cards or four, it searches those hands jointly,
 *  each later play of its own chosen by what it will have seen, not by the hand searched
 *  (a thread of about 240 KB of stack). With three or four players it keeps by hand, crib and the
 *  pegging the keep brings in that seat, and plays by sampling the others' hands
 *  (consistent with their gos, weighed by how likely their plays were) and playing each
 *  card out to the end of the play, everyone then as the strong bot; three-handed,
 *  reaching the target first within the deal counts extra. A few milliseconds a play.
 *  crib_advise() gives its evaluation of every choice. */
#define CRIB_BOT_EXPERT 2u
/** The number of levels: levels are 0 .. CRIB_BOT_LEVELS - 1. */
#define CRIB_BOT_LEVELS 3u

/** The most cards a view's earlier[] holds: every card of a deal's play but the last. */
#define CRIB_VIEW_MAX_EARLIER 16

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
     *  CRIB_STAGE_PLAY (it is the player's turn in the play); crib_view_win_chance() also
     *  takes CRIB_STAGE_SHOW, the play over and no hand shown yet (see there). */
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
     *  discard. With the cards played, the kept hand's number, or a card or two more or
     *  fewer for a hand with a wrong number of cards (crib_deal_rectify()), which the bots
     *  play by the easy rule. */
    uint32_t held[CRIB_PLAY_MAX_PLAYERS];
    /** In the play: the least counting value (1..10) any card player q still holds can
     *  have, as their gos have shown: a go at count c shows that every card held is worth
     *  more than 31 - c. 1 when nothing is known; 0 past the players and in the discard. */
    uint32_t min_value[CRIB_PLAY_MAX_PLAYERS];
    /** In the play, when known: the cards played in this deal before the current count, in
     *  the order played (earlier[0 .. n_earlier-1]; who played each is in played[]), so that
     *  a bot can read the opponent's earlier counts as it reads the pile. Either exactly the
     *  cards played less the pile's, or n_earlier 0 when none was played before this count
     *  or the order is not known (crib_deal_view() does not know it; crib_deal_view_history()
     *  and the arena fill it). Entries past n_earlier are 0. */
    uint32_t n_earlier;
    crib_card earlier[CRIB_VIEW_MAX_EARLIER];
    /** Always 0. */
    uint32_t reserved[9];
    /** The player's own cards: as dealt in the discard (a card or two more or fewer when
     *  dealt wrong, crib_deal_miscount()); still held in the play. */
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
CRIB_API CRIB_NODISCARD int32_t crib_deal_view(const crib_deal *deal, uint32_t player,
                                               uint64_t discard, crib_view *out);

/**
 * What the deal forgets and a view needs: each player's hand as dealt and discard once made, and
 * the least value each player's cards can have, as every go of the deal's play has shown (a go
 * at count c: every card held is worth more than 31 - c, until a short hand draws cards,
 * crib_deal_rectify()). Caller-owned, no pointers, copyable; zero it (or call
 * crib_history_update() on a zeroed one) before the first deal, then call crib_history_update()
 * after every action on the deal (a deal, discard, cut, card, go, show or irregularity): it sees
 * what changed since the last call. Read it with crib_deal_view_history().
 */
typedef struct crib_history {
    /** The deal it follows (crib_status.deal), 0 before any. */
    uint32_t deal;
    /** The deal's stage and its play's count, turn and number of cards on the pile at the last
     *  update, to see what the next action did. */
    uint32_t stage;
    uint32_t count;
    uint32_t turn;
    uint32_t n_pile;
    /** Each player's least card value (1 .. 10) as gos have shown; 0 past the players and
     *  before the play. */
    uint32_t min_value[CRIB_PLAY_MAX_PLAYERS];
    /** The cards played in this deal, in order (order[0 .. n_order-1]), each seen by the
     *  update after it; an update that saw more than one card played adds none of them, and
     *  the views then leave the order out (crib_view's n_earlier 0). Entries past n_order
     *  are 0. */
    uint32_t n_order;
    /** Always 0. */
    uint32_t reserved[6];
    /** Each player's cards as dealt (before laying away), and those laid away (0 until then). */
    uint64_t dealt[CRIB_PLAY_MAX_PLAYERS];
    uint64_t discard[CRIB_PLAY_MAX_PLAYERS];
    /** The cards each player held in the play at the last update. */
    uint64_t held[CRIB_PLAY_MAX_PLAYERS];
    crib_card order[CRIB_VIEW_MAX_EARLIER];
    /** Always 0. */
    uint64_t reserved_cards[2];
} crib_history;

/** sizeof(crib_history), for bindings that allocate it themselves. */
CRIB_API size_t crib_history_size(void);

/**
 * Brings the history up to the deal's present: a new deal (or a deal dealt again) starts it
 * afresh; at the discard each player's hand as dealt, then his discard once made; in the play
 * the gos. Call it after every action on the deal: a go it did not see is not known.
 * Cost: a few hundred nanoseconds.
 * @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE for a bad deal or a history that is neither zeroed nor
 *         one this function wrote (the history then unchanged).
 */
CRIB_API CRIB_NODISCARD int32_t crib_history_update(crib_history *h, const crib_deal *deal);

/**
 * crib_deal_view() with what the history knows: the player's discard in the play, each
 * player's least card value for the whole deal (the larger of the current count's and the
 * earlier gos'), and the order of the earlier counts (earlier[]) when it saw every card.
 * @return the codes of crib_deal_view(); CRIB_ENULL also for a NULL history; CRIB_ERANGE also
 *         for a history that is not this deal's (crib_history_update() not called since the
 *         deal). *out zeroed on error.
 */
CRIB_API CRIB_NODISCARD int32_t crib_deal_view_history(const crib_deal *deal, const crib_history *h,
                                                       uint32_t player, crib_view *out);

/**
 * The cards a bot of a level lays away, from the view of a player in the discard
 * (crib_deal_view(), or the arena's request). CRIB_BOT_EASY gives crib_bot_discard()'s
 * choice. CRIB_BOT_STRONG keeps the hand of best exact expected value by
 * crib_discard_analyze() (the hand's show, plus or minus the crib's); in the two-player
 * six-card game to 121 or 61 (crib_win_chance()), when the leader is within 36 points of
 * the target (24 of 61), it keeps the hand that gives the best chance to win instead (see
 * crib_win_chance() for the model). A hand dealt a card or two short or long
 * (crib_deal_miscount()) is laid away by the easy rule at either level. Deterministic: the
 * same view, level and seed give the same cards.
 * @param seed  any number; the strong bot draws nothing in the discard, so it changes
 *              nothing there today.
 * @param out   the cards to lay away, in increasing id order: the variant's number (1 or
 *              2); cap at least that.
 * @return the number of cards written; CRIB_ENULL; CRIB_ERANGE for a level out of range or
 *         a view that no deal could show (see crib_view) or not in the discard stage;
 *         CRIB_ESPACE if cap is too small. out[0 .. cap-1] zeroed on error.
 *         Cost: easy, tens of microseconds; strong, one crib_discard_analyze() (about 20 to
 *         30 microseconds for six cards, 60 for five cards discarding one) and, near the end
 *         of a game, the chance to win of each keep (about 0.15 ms; docs/figures.md).
 */
CRIB_API CRIB_NODISCARD int32_t crib_bot_choose_discard(const crib_view *view, uint32_t level,
                                                        uint64_t seed, crib_card *out, size_t cap);

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
 *         show or not in the play stage. Cost: easy, a few microseconds; strong, 0.4 to
 *         0.5 ms on average, 2 to 3 ms for the first plays of a deal (make bench;
 *         docs/figures.md).
 */
CRIB_API CRIB_NODISCARD int32_t crib_bot_choose_play(const crib_view *view, uint32_t level,
                                                     uint64_t seed, crib_card *card);

/** Room in crib_advice for the choices of any view: the 15 discards of six cards
 *  (C(6,2); five cards laying away two have 10, laying away one 5; a play has at most 4). */
#define CRIB_ADVICE_MAX 15

/** One choice of crib_advice, with what the expert bot expects of it. 64 bytes. */
typedef struct crib_advice_entry {
    /** The cards of the choice as a mask: in the discard, the cards laid away; in the
     *  play, the card played; 0 for a go. */
    uint64_t cards;
    /** The same cards in increasing id order, n_cards of them (0 for a go). */
    crib_card card[2];
    uint8_t n_cards;
    /** Always 0. */
    uint8_t reserved_card[5];
    /** In the discard: the kept hand's expected show, the crib's (positive when the
     *  player's side owns the crib, negative when not) and the pegging the keep brings
     *  (the player's side's points less the opponent's in the play, three-handed less the
     *  mean of the other two's), as the expert bot weighs it: 0.35 of the estimate in the
     *  six-card game and with two into the crib, 0.3 in the five-card game (where its play
     *  infers the opponent's keep), the whole estimate in the others. 0 in the play. */
    double hand;
    double crib;
    double peg;
    /** The expected points: in the discard hand + crib + peg; in the play the points the
     *  player (their side) pegs in the rest of the play less the opponent's (three-handed,
     *  less the mean of the other two's). */
    double points;
    /** The chance that the player's side wins the game (0 to 1), or -1 where the library
     *  has no chance table for the game (only the six-card game and the game with two into
     *  the crib to 121 or 61 and the five-card game to 61 have one), and for the single go
     *  entry of a play with no card that fits (nothing to weigh). In the six-card game's
     *  play, the card's chance by crib_view_win_chance()'s search; elsewhere by the model
     *  the expert keeps and plays by near the end. */
    double win;
    /** Always 0. */
    uint32_t reserved[2];
} crib_advice_entry;

/** sizeof(crib_advice_entry) (64), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_advice_entry_size(void);

/** What crib_advise() writes: every legal choice of a view, best first. 992 bytes. */
typedef struct crib_advice {
    /** CRIB_STAGE_DISCARD or CRIB_STAGE_PLAY: the view's stage. */
    uint32_t kind;
    /** The number of entries, 1 .. CRIB_ADVICE_MAX. */
    uint32_t n;
    /** Always 0. */
    uint32_t reserved[6];
    /** The choices, best first: entry[0] is CRIB_BOT_EXPERT's choice. */
    crib_advice_entry entry[CRIB_ADVICE_MAX];
} crib_advice;

/** sizeof(crib_advice) (992), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_advice_size(void);

/**
 * The expert bot's evaluation of every legal choice of a view, best first, in every variant
 * (two, three or four players, five or six cards). In the discard, one entry per way to lay
 * away (the variant's number of cards: 15 for six cards, 10 for the five-card game, 5 when
 * one card is laid away), with the kept hand's, the crib's and the pegging's expected
 * points, their total and the chance to win. In the play, one entry per card the player
 * may play (cards of one rank share their values), or a single go entry when none may be
 * played, with the expected points of the rest of the play, net of the opponent's
 * (three-handed, of the mean of the other two's), and the chance to win (-1 where no
 * table covers the game: see crib_advice_entry). entry[0] is always exactly what
 * crib_bot_choose_discard() or crib_bot_choose_play() at CRIB_BOT_EXPERT choose, whatever
 * their seed (the expert bot draws nothing from the seed); the rest follow by the value
 * the bot decides by (the chance to win near the end of the game, points otherwise),
 * highest first, then by cards. Deterministic: the same view gives the same advice.
 * @return CRIB_OK; CRIB_ENULL if view or out is NULL; CRIB_ERANGE for a view that no deal
 *         could show (see crib_view) or one in neither the discard nor the play;
 *         CRIB_ECOUNT for a hand dealt or kept a wrong number of cards
 *         (crib_deal_miscount()), which the bots play by the easy rule. *out is zeroed on
 *         error. Cost: a discard, one crib_discard_analyze() and the chance to win of each
 *         keep (under a millisecond); a play with two players, the expert bot's search
 *         twice (points and the chance to win; a few milliseconds at most; make bench),
 *         with three or four players the expert bot's sampled play-outs (a few
 *         milliseconds).
 */
CRIB_API CRIB_NODISCARD int32_t crib_advise(const crib_view *view, crib_advice *out);

/** A side within this many points of the target can reach it within the deal (the most the
 *  strong bot's 39,000 recorded mid-game deals gave a dealer was 47 points, a pone 35):
 *  crib_view_win_chance() searches the discard from there. */
#define CRIB_CHANCE_REACH_DEALER 48
#define CRIB_CHANCE_REACH_PONE 36

/**
 * The chance that the view's player wins the two-player six-card game to 121 or 61, from
 * what the view shows (the player's cards, the board, the cards played and their order)
 * rather than from the scores alone (crib_win_chance()). The rest of the deal is searched
 * as the expert bot (CRIB_BOT_EXPERT) searches its play: the opponent's possible hands
 * weighed as it weighs them (their keep and every play of theirs, as the strong bot or the
 * easy one), the player playing on without knowing them; the strong opponent plays, at
 * each turn, half the card the expert's model of the strong bot plays and half the card
 * worst for the player, as the strong bot plays for the win near the end. The deal's points
 * count in order (the play, the pone's hand, the dealer's, the crib: the game ends the
 * moment a side reaches the target), then the table from the next deal's start. The
 * player's show is exact; the opponent's hand shows by its ranks, with the chance of nobs
 * for each jack of a suit not seen (no flush); the crib is the player's discard
 * (crib_view.discard) and two unseen cards the opponent throws under the optimal crib
 * model (CRIB_DISCARD_MODEL_OPTIMAL), or the table's crib when the discard is not given. By stage
 * (out->method says how):
 * - CRIB_STAGE_PLAY (CRIB_CHANCE_SEARCH): the chance with the best card (crib_advise()'s
 *   values; the expert plays that card once the leader is within 50 points of 121, 32 of
 *   61); with no card that fits, the chance after the go.
 * - CRIB_STAGE_DISCARD: the chance with the keep the expert makes, when the dealer lacks at
 *   most CRIB_CHANCE_REACH_DEALER points or the pone CRIB_CHANCE_REACH_PONE searched from
 *   the play's start for each starter's rank (heels pegged), the player leading as the pone
 *   and answering the lead as the dealer (CRIB_CHANCE_SEARCH); further from the end the
 *   model the expert keeps by near the end, crib_advise()'s chance of the keep
 *   (CRIB_CHANCE_MODEL).
 * - CRIB_STAGE_SHOW, the play over and no hand shown (CRIB_CHANCE_SHOW): starter a card;
 *   hand, count, went, n_pile, n_earlier, held[] and min_value[] 0; played[] each player's
 *   kept hand (4 cards); discard the player's 2 cards or 0; the scores after the play. The
 *   shows are exact over the opponent's throw.
 * lurch and skunk are the chance's won minus lost, 2 win - 1, plus what lurch (skunk) adds
 * to it in the table at the view's scores (crib_win_chance()). The rules' other options
 * (muggins, ...) are not modelled. Against play-outs of views near the end (the hidden cards
 * drawn as the call weighs them, the deal played on by the expert and the strong or easy
 * bot, the game by the strong bots) the chance agrees within a few points; docs/analysis.md
 * gives the figures. Deterministic: the same view gives the same chance.
 * @return CRIB_OK; CRIB_ENULL if view or out is NULL; CRIB_ERANGE for a view that no deal
 *         could show (see crib_view; a show as above), a variant other than the six-card
 *         game or a target other than 121 and 61; CRIB_ERULES for the options that change
 *         how a game ends (CRIB_OPT_NO_GO_OUT, CRIB_OPT_EXACT); CRIB_ECOUNT for a hand
 *         dealt or kept a wrong number of cards (crib_deal_miscount()). *out zeroed on
 *         error. Cost: a play, the expert's search (a few milliseconds at most); a discard
 *         within reach, a search of the whole play for each starter's rank (tens of
 *         milliseconds), else under a millisecond; a show, tens of microseconds (make
 *         bench). The searches need a thread of about 240 KB of stack, as the expert's play does.
 */
CRIB_API CRIB_NODISCARD int32_t crib_view_win_chance(const crib_view *view, crib_chance *out);

/* ------------------------------------------------------------------------------------------ */
/* The arena: bots on duplicate deals                                                          */
/* ------------------------------------------------------------------------------------------ */

/*
 * The arena plays two sides, A and B, against each other in games of any variant. In the
 * two-player games each side holds a seat; three-handed, side A holds one seat and side B
 * the other two (one A bot against two B bots); four-handed, each side is a partnership
 * (side A in seats s and s + 2). Each seed is played once for each seat side A can hold,
 * with the same shuffles and the same cut for the first deal, so that the luck of the
 * cards cancels out (duplicate deals): two games (a pair: A in seat 0, then seat 1) with
 * two players, two four-handed (A in seats 0 and 2, then 1 and 3), three three-handed (A
 * in seat 0, 1, then 2; a "pair" of the arena is then this set of three games). Each side
 * is a bot of the library at some level, or the caller (CRIB_BOT_CALLER): then the arena
 * stops and asks, handing over what that seat knows (crib_view), and the caller answers
 * with crib_arena_discard() or crib_arena_play(). A bot written in any language plays
 * that way, with no callbacks. The arena tallies wins, game values and each deal's points
 * (crib_tally); crib_tally_summary() makes rates and 95% intervals of them. To use several
 * threads, give each its own arena over its own range of pairs (first_pair, pairs) and add
 * the tallies (crib_tally_add()): the sums are integers, so the result does not depend on
 * how the work was split.
 */

/** The level of a side that the caller plays (crib_arena_config.level[]). */
#define CRIB_BOT_CALLER 0x100u
/** Flag of crib_arena_config: play each seed once, side A in seat 0 (four-handed: seats 0
 *  and 2), instead of once for each seat it can hold. */
#define CRIB_ARENA_SINGLE 1u

/** What the arena is to play. 128 bytes. */
typedef struct crib_arena_config {
    /** The rules: any variant (the two-player ones, three-handed, four-handed). */
    crib_game_rules rules;
    /** Pair i (first_pair <= i < first_pair + pairs) deals from the seed seed + i: two
     *  games, three three-handed, one under CRIB_ARENA_SINGLE. */
    uint64_t seed;
    /** Mixed into the seed of each of the library's bots' decisions. */
    uint64_t bot_seed;
    /** The index of the first pair, and how many pairs (games, under CRIB_ARENA_SINGLE);
     *  the games they make must fit in 32 bits. */
    uint32_t first_pair;
    uint32_t pairs;
    /** Side A's and side B's level: CRIB_BOT_EASY, CRIB_BOT_STRONG, CRIB_BOT_EXPERT or
     *  CRIB_BOT_CALLER. */
    uint32_t level[2];
    /** CRIB_ARENA_* flags. */
    uint32_t flags;
    /** The first dealer, by seat (0 .. players - 1), or CRIB_DEAL_CUT to cut for it. */
    uint32_t first_dealer;
    /** The board at the start of a game (0 for a whole game): to play from a position.
     *  start[0] and start[1] are the scores of seats 0 and 1, four-handed of the
     *  partnerships of seats 0 and 2 and of seats 1 and 3; start_third is seat 2's
     *  three-handed, and 0 in the other variants. Each must be below the target (three
     *  below it in the five-card game, whose non-dealer pegs three at the start). */
    uint32_t start[2];
    uint32_t start_third;
    /** Always 0. */
    uint32_t reserved[3];
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
    /** The game's number in this arena (0-based; with pairs of n games, n 2 or three-handed
     *  3, game g is pair first_pair + g / n, side A in seat g % n), and the deal's number
     *  in the game. */
    uint32_t game;
    uint32_t deal;
    /** The side (0 = A, 1 = B) and the seat (player 0 .. players - 1) the event is about:
     *  who must decide, who played, showed or won (END: who pegged the winning points,
     *  four-handed one of the winning partners); CRIB_NONE for GAME, DEAL, STARTER and DONE. */
    uint32_t side;
    uint32_t player;
    /** Side A's seat in this game (0 .. players - 1; four-handed 0 or 1, A holding seat_a
     *  and seat_a + 2), and the dealer's seat. */
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
    /** The board after the event: score[0] and score[1] are seats 0's and 1's (four-handed
     *  the partnerships of seats 0 and 2, and 1 and 3), score_third seat 2's three-handed
     *  (0 in the other variants). */
    uint32_t score[2];
    uint32_t score_third;
    /** Always 0. */
    uint32_t reserved[7];
    /** SHOW: the cards shown (the starter not included). */
    uint64_t cards;
    /** For a request, what the deciding player knows; zeroed for other events. */
    crib_view view;
} crib_arena_event;

/** Sums over games and deals, by side (0 = A, 1 = B) and role (0 = dealer, 1 = pone).
 *  Integers only, so that tallies add up exactly in any order. A side's points in a deal
 *  are those of its seats together (three-handed, side B's two seats; four-handed, the
 *  partners'), and its role is dealer when one of its seats deals. */
typedef struct crib_tally {
    /** Games finished, and those won by each side; by each seat (seat_wins[0] and [1],
     *  seat_wins_third below; four-handed, by the partnership of seat 0 and 2 and of seat 1
     *  and 3); by the first dealer (his side). */
    uint64_t games;
    uint64_t wins[2];
    uint64_t seat_wins[2];
    uint64_t first_dealer_wins;
    /** The values of the games won (lurch and skunk count more), by side: what the losing
     *  side gives the winner. Three-handed, each loser pays the winner his value: side A
     *  winning gains the sum of B's two seats' values, side B winning gains A's value
     *  (what B's seats pay each other stays in the side). */
    uint64_t value[2];
    /** The sum over games of the square of the game's value (as in value[]). */
    uint64_t value_sq;
    /** Pairs finished (every game of a seed: two, three three-handed), and the number in
     *  which side A won 0, 1 or 2 of them (3: pair_wins_three below). */
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
     *  (cards and gos), its hands, the crib (dealer only), heels (dealer only):
     *  points[side * 8 + role * 4 + kind], kind 0 .. 3 in that order. */
    uint64_t points[16];
    /** Over whole deals, the sum of squares of each side's points in the play, and of its
     *  whole deal's points, in each role ([side * 2 + role]): for the intervals. */
    uint64_t play_sq[4];
    uint64_t total_sq[4];
    /** Over two-player whole deals begun with the leader more than 40 points short of the
     *  target (mid-game deals, both sides together): how often each pair of points was
     *  pegged in the play (dealer's, pone's; 31 stands for 31 or more), each hand's and the
     *  crib's show, and heels. The distributions of tools/chance_data.txt.
     *  play_hist[dealer's * 32 + pone's]. Three- and four-handed deals leave them 0. */
    uint64_t mid_deals;
    uint32_t play_hist[1024];
    uint32_t pone_hist[32];
    uint32_t dealer_hist[32];
    uint32_t crib_hist[32];
    uint64_t mid_heels;
    /** Three-handed: the games won by seat 2, and the pairs (sets of three games) in which
     *  side A won all three; 0 in the other variants. */
    uint64_t seat_wins_third;
    uint64_t pair_wins_three;
    /** The games of a pair when it is not two: 3 in a tally of three-handed games, else 0.
     *  Not a sum: crib_tally_add() keeps it, and takes it from a tally of no games. */
    uint64_t set_games;
    /** Always 0. */
    uint64_t reserved[5];
} crib_tally;

/** What crib_tally_summary() makes of a tally. The intervals are 95%. A rate's (side A's
 *  win rate, the first dealer's) is Wilson's score interval, which stays inside [0, 1] and
 *  has some width at a rate of 0 or 1 and for a single game; for many games it is the
 *  normal one (1.96 standard errors). A mean's (the game value, the points) is the normal
 *  one; with fewer than two samples its interval is the mean itself. */
typedef struct crib_summary {
    /** Games, pairs. */
    double games;
    double pairs;
    /** Side A's share of the games won (B's is 1 minus it; three-handed A's fair share is a
     *  third), with its interval, paired by seed when the arena played two pairs or more
     *  (the mean over pairs of A's wins / n, n the games of a pair, 2 or 3): then Wilson's
     *  interval for as many games as give that mean the pairs' variance (p(1 - p) over the
     *  variance of the mean), the paired normal interval for many pairs; pairs that all went
     *  alike give [p, p] when all split alike, and when all went one way (p 0 or 1) the
     *  interval of their games taken one by one. */
    double win_a;
    double win_a_low;
    double win_a_high;
    /** Side A's mean net game value a game (lurch and skunk included), with its interval
     *  (paired when there are pairs). */
    double value_a;
    double value_a_low;
    double value_a_high;
    /** The first dealer's share of the games won, with its interval (Wilson's, the games
     *  taken one by one). */
    double first_dealer;
    double first_dealer_low;
    double first_dealer_high;
    /** Deals a game. */
    double deals_per_game;
    /** Mean points a whole deal by side and role (0 = dealer, 1 = pone): in the play, the
     *  hands, the crib, heels, and the total: points[side * 10 + role * 5 + kind]; a side's
     *  seats together (see crib_tally). */
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
 * its tally), no pointers inside, copyable with memcpy. Read it through the functions below:
 * the fields past the tally are the arena's own, packed to hold up to four seats. Seat s's
 * least card value as its gos showed it is the byte s / 2 of min_value[s % 2]. The cards
 * laid away are masks by seat in discard[] with two players; with three or four, seat s's
 * one card plus 1 (0 before it lays away) is byte s of discard[0], and discard[1] is 0.
 */
typedef struct crib_arena {
    crib_arena_config config;
    crib_deal deal; /* the game in progress */
    crib_tally tally;
    uint32_t game;           /* the game in progress, 0 .. games */
    uint32_t step;           /* where the arena stands (arena.c) */
    uint32_t next;           /* the seat to discard next */
    uint32_t pair_a_wins;    /* side A's wins in the pair so far */
    int32_t pair_a_value;    /* side A's net value in the pair so far */
    uint32_t first_dealer;   /* the seat that dealt first in this game */
    uint32_t min_value[2];   /* each seat's least card value as its gos have shown it */
    uint32_t deal_points[8]; /* [side * 4 + kind]: this deal's points, as in crib_tally */
    uint32_t mid;            /* 1 when this deal began in mid-game */
    uint32_t answered;       /* 1 when the caller has answered the pending request */
    uint32_t n_order;        /* the cards played in this deal, in order (the views' earlier) */
    crib_card order[CRIB_VIEW_MAX_EARLIER];
    uint32_t reserved[1]; /* 0 */
    uint64_t answer;      /* that answer: the discard's mask, or the card (NONE: go) */
    uint64_t discard[2];  /* the cards each seat laid away in this deal */
} crib_arena;

/** sizeof(crib_arena), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_arena_size(void);
/** sizeof(crib_arena_config), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_arena_config_size(void);
/** sizeof(crib_arena_event), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_arena_event_size(void);
/** sizeof(crib_tally), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_tally_size(void);
/** sizeof(crib_summary), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_summary_size(void);

/**
 * Sets up an arena run of config->pairs pairs of games (or games, under
 * CRIB_ARENA_SINGLE). Nothing is played until crib_arena_next().
 * @return CRIB_OK; CRIB_ENULL; CRIB_EFLAGS for unknown flags; for rules that
 *         crib_game_init() refuses, its code (CRIB_ERANGE or CRIB_EFLAGS); CRIB_ERANGE for
 *         pairs of 0, first_pair + pairs past 2^32 or games past 2^32 - 1, a level that is
 *         none of CRIB_BOT_EASY, CRIB_BOT_STRONG, CRIB_BOT_EXPERT, CRIB_BOT_CALLER, a first
 *         dealer that is neither a seat nor CRIB_DEAL_CUT, a start score too high,
 *         start_third not 0 outside the three-handed game, or reserved fields not 0.
 *         *arena zeroed on error.
 */
CRIB_API CRIB_NODISCARD int32_t crib_arena_init(crib_arena *arena, const crib_arena_config *config);

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
 *         error. Cost: what the bots take; a game between two strong bots 50 to 100 ms, a
 *         three- or four-handed one 1 to 3 ms.
 */
CRIB_API CRIB_NODISCARD int32_t crib_arena_next(crib_arena *arena, uint32_t flags,
                                                crib_arena_event *event);

/**
 * Answers a CRIB_EVENT_DISCARD request: the side lays away these cards.
 * @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE for a bad state; CRIB_ESTAGE when no discard is
 *         asked; the codes of crib_deal_discard() for the cards. On error nothing changes
 *         and the request stays pending.
 */
CRIB_API CRIB_NODISCARD int32_t crib_arena_discard(crib_arena *arena, const crib_card *cards,
                                                   size_t n);

/**
 * Answers a CRIB_EVENT_PLAY request: the side plays the card, or says go with CRIB_NONE.
 * @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE for a bad state or a card above 51 that is not
 *         CRIB_NONE; CRIB_ESTAGE when no play is asked; the codes of crib_play_card() or
 *         crib_play_go() (CRIB_ENOTHELD, CRIB_EOVER31, CRIB_EMUSTPLAY). On error nothing
 *         changes and the request stays pending.
 */
CRIB_API CRIB_NODISCARD int32_t crib_arena_play(crib_arena *arena, uint32_t card);

/** A copy of the arena's tally so far. @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE for a bad
 *  state. *out zeroed on error. */
CRIB_API CRIB_NODISCARD int32_t crib_arena_tally(const crib_arena *arena, crib_tally *out);

/**
 * Adds one tally into another, field by field (to join the tallies of several arenas);
 * set_games, no sum, stays (or is more's when *sum has no games).
 * @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE when a sum would overflow, a reserved field
 *         is not 0, or the tallies have games and set_games differs (then *sum is
 *         unchanged).
 */
CRIB_API CRIB_NODISCARD int32_t crib_tally_add(crib_tally *sum, const crib_tally *more);

/**
 * Rates, means and 95% intervals from a tally: side A's win rate and game value (paired by
 * seed when the tally has pairs), the first dealer's win rate, and each side's points a
 * whole deal by role and kind. The rates' intervals are Wilson's, inside [0, 1] (see
 * crib_summary).
 * @return CRIB_OK; CRIB_ENULL; CRIB_ERANGE when a reserved field is not 0, set_games is
 *         neither 0 nor 3, or the counts do not add up (more wins than games, a three-handed
 *         count in another tally). *out zeroed on error. A tally of no games
 *         gives zeros.
 */
CRIB_API CRIB_NODISCARD int32_t crib_tally_summary(const crib_tally *tally, crib_summary *out);

/* ------------------------------------------------------------------------------------------ */
/* Game records                                                                                */
/* ------------------------------------------------------------------------------------------ */

/*
 * A game record is the JSON object `crib game --json` prints (docs/records.md gives every
 * field): the rules, the seed when the cards came from one, and deal by deal the cards dealt and
 * laid away, the starter, every card and go of the play, every show, every irregularity and its
 * remedy, the board after each score, and the result. The functions below read it in place
 * (no allocation, nesting at most CRIB_RECORD_MAX_DEPTH deep) and replay it through the deal
 * driver, checking every value the rules determine; they stop at the first that differs.
 */

/** The record format's version: the record's "record" field. */
#define CRIB_RECORD_VERSION 1
/** How deep a record's arrays and objects may nest. */
#define CRIB_RECORD_MAX_DEPTH 16
/** How many members one object of a record may have (each name given once). */
#define CRIB_RECORD_MAX_MEMBERS 64
/** The longest record read, in bytes (offsets fit in 32 bits). */
#define CRIB_RECORD_MAX_LEN 0x7FFFFFFFu

/** Kinds of events (crib_record_report.kind): the arena's kinds where they mean the same -
 *  CRIB_EVENT_GAME (the record itself: its text, rules, seed and first dealer), CRIB_EVENT_DEAL
 *  (the cards dealt), CRIB_EVENT_DISCARD (a player's discard), CRIB_EVENT_STARTER (the starter,
 *  heels and the board after them), CRIB_EVENT_CARD (a card in the play, its points, claim and
 *  board), CRIB_EVENT_GO, CRIB_EVENT_SHOW (a hand or the crib shown), CRIB_EVENT_END (the
 *  result) - and these two: */
/** A short peg corrected (crib_deal_correct()). */
#define CRIB_EVENT_CORRECT 10
/** An irregularity and its remedy: a misdeal, a forfeited deal, a wrong number of cards
 *  settled, a new deal, a pack found imperfect, an over-peg corrected. */
#define CRIB_EVENT_IRREGULARITY 11

/**
 * What crib_record_check() and crib_record_replay() found: where they stopped and why, or the
 * totals of a good record. Caller-allocated (crib_record_report_size()), no pointers.
 */
typedef struct crib_record_report {
    /** CRIB_OK, CRIB_ERECORD, CRIB_EREFUSED (as returned). */
    int32_t code;
    /** For an action the deal driver refused, its code (CRIB_ENOTHELD for a card the player
     *  does not hold, ...); 0 for a value that differs from the rules'. */
    int32_t rules_code;
    /** The deal (1 for the first; 0 for the record as a whole), the event's index within the
     *  deal (from 0: the deal, each discard, the cut, each card or go, correction, show and
     *  irregularity in the record's order) and in the whole record, and within its own list
     *  (the deal's "play" or "show" array, from 0). */
    uint32_t deal;
    uint32_t event;
    uint32_t index;
    uint32_t item;
    /** CRIB_EVENT_*, the player (CRIB_NONE for none; the dealer for the crib's show), and 1
     *  for a show of the crib. */
    uint32_t kind;
    uint32_t player;
    uint32_t is_crib;
    /** The value recorded and the value the rules give (a card id, points, a count or a
     *  score; CRIB_NONE for no card, or when the rules refused the action), and the side of
     *  a board value (CRIB_NONE otherwise). */
    uint32_t recorded;
    uint32_t expected;
    uint32_t side;
    /** The byte offset in the text of the value at fault or of the JSON error, and the same
     *  as a line and a column (from 1; the column counts bytes). */
    uint32_t offset;
    uint32_t line;
    uint32_t column;
    /** Replayed so far (the whole record when it holds): deals (each counted once, however
     *  often dealt again), events, and player decisions (discards, cards, gos, shows,
     *  corrections). */
    uint32_t deals;
    uint32_t events;
    uint32_t decisions;
    /** 1 when the record had a seed (its deals then are the seed's). */
    uint32_t seeded;
    /** The game's end: 1 when over, the winning side (CRIB_NONE before the end), the number of
     *  players and of sides, and each side's score. */
    uint32_t over;
    uint32_t winner;
    uint32_t players;
    uint32_t sides;
    uint32_t score[CRIB_GAME_MAX_SIDES];
    /** Always 0. */
    uint32_t reserved[7];
    /** The record's field at fault ("points", "board", "card", ...), NUL-terminated ASCII, or
     *  "" (bytes, so that every binding lays them out: (const char *)report.field in C). */
    uint8_t field[16];
    /** For CRIB_ERECORD, what is wrong ("expected ':'", "missing field"), NUL-terminated
     *  ASCII, as field. */
    uint8_t message[48];
} crib_record_report;

/** sizeof(crib_record_report), for bindings that lay the structure out themselves. */
CRIB_API size_t crib_record_report_size(void);

/**
 * Reads a game record and replays it whole, checking every event: the dealt cards (a seeded
 * record's against its seed's), each discard, the starter and heels, each card's and go's
 * count, points and pegs, each show's points and pegs, every irregularity's remedy, the board
 * after each score, and the result.
 * Cost: a few microseconds an event (a game to 121, some 150 events, in about a millisecond).
 * @param text the record, len bytes (need not be NUL-terminated; a NUL inside is an error).
 * @param out  where it stopped and why, or the totals; may be NULL.
 * @return CRIB_OK when every event holds; CRIB_ENULL for text NULL; CRIB_ERECORD for a text
 *         that is not a record; CRIB_EREFUSED for an event the rules refuse (out says which).
 */
CRIB_API CRIB_NODISCARD int32_t crib_record_check(const char *text, size_t len,
                                                  crib_record_report *out);

/**
 * crib_record_check() that stops after `decisions` player decisions (discards, cards, gos, shows,
 * corrections; CRIB_NONE for all) and leaves the deal and its history where the record stood
 * then: the next decision is the one the record made next (to resume a game, or undo the last
 * decision). The irregularities and the cut that follow a decision before the next one are
 * replayed with it.
 * @param deal    the game at that point; NULL to check alone.
 * @param history its history (crib_history_update() after every action); may be NULL.
 * @return as crib_record_check(). *deal and *history are zeroed first; on CRIB_EREFUSED they
 *         hold the game as the last event that held left it (on a refused action the driver
 *         changed nothing; on a value that differs, the action is made), and on CRIB_ERECORD
 *         as far as the replay went (zeroed when the text or its rules were no record).
 */
CRIB_API CRIB_NODISCARD int32_t crib_record_replay(const char *text, size_t len, uint32_t decisions,
                                                   crib_deal *deal, crib_history *history,
                                                   crib_record_report *out);

/**
 * crib_record_replay() at many points of one record, reading the text once: entry i of
 * deals[], histories[] and reports[] is what crib_record_replay(text, len, decisions[i], ...)
 * leaves and reports, so that stepping through a record (a review of every decision) costs one
 * replay, not one a decision.
 * Cost: one crib_record_check() and a copy of the deal a point.
 * @param decisions n counts of decisions, in increasing order (repeats allowed; a count past
 *                  the record's decisions is the whole record).
 * @param deals, histories, reports n entries each; each may be NULL.
 * @param out       the whole record's report, as crib_record_check() gives; may be NULL.
 * @return as crib_record_check() for the whole record; CRIB_ENULL for text NULL, or decisions
 *         NULL while n > 0; CRIB_ERANGE for decisions not in increasing order. Every entry is
 *         zeroed first, and on CRIB_ENULL and CRIB_ERANGE stays so.
 */
CRIB_API CRIB_NODISCARD int32_t crib_record_replay_many(const char *text, size_t len,
                                                        const uint32_t *decisions, size_t n,
                                                        crib_deal *deals, crib_history *histories,
                                                        crib_record_report *reports,
                                                        crib_record_report *out);

/**
 * The report in a player's words, one line without a newline: "deal 3, play 5: player 1
 * played 7h, which player 1 does not hold", "deal 2, show of player 0's hand: recorded 8, the
 * hand counts 6", "line 1 column 40: expected ':'", or for a good record "3 deals, 97
 * events: player 0 wins 121 to 98".
 * @return the length of the line (without its NUL), written as far as it fits in cap and
 *         always NUL-terminated (snprintf's contract); CRIB_ENULL for r NULL, or buf NULL while
 *         cap > 0; CRIB_ERANGE for a report no function wrote (a code other than those above,
 *         an event kind out of range, an unterminated text), the buffer then "".
 */
CRIB_API CRIB_NODISCARD int32_t crib_record_describe(const crib_record_report *r, char *buf,
                                                     size_t cap);

#ifdef __cplusplus
}
#endif

#endif /* CRIB_H */
