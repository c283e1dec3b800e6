// SPDX-License-Identifier: MIT

package libcrib

// #include <stdlib.h>
// #include "crib.h"
import "C"

import (
	"math"
	"math/bits"
	"strconv"
	"strings"
	"unsafe"
)

// Card is a card id, as crib.h numbers them: rank * 4 + suit, rank 0 (ace) to 12
// (king), suit 0 (clubs), 1 (diamonds), 2 (hearts), 3 (spades). Ids 0 to 51 are the
// cards; every function refuses the others with ECARD.
type Card uint8

// NoCard stands for "no card" where a card may be missing: the card of a go, the
// starter before the cut. It is no card id (ids 52 to 255 are not cards).
const NoCard Card = 255

// MakeCard is crib_card_make: the card of a rank (0..12) and a suit (0..3).
func MakeCard(rank, suit int) (Card, error) {
	detail := "rank " + strconv.Itoa(rank) + ", suit " + strconv.Itoa(suit)
	if rank < math.MinInt32 || rank > math.MaxInt32 || suit < math.MinInt32 || suit > math.MaxInt32 {
		return 0, fail("crib_card_make", C.CRIB_ERANGE, detail)
	}
	n, err := checkOf("crib_card_make", C.crib_card_make(C.int32_t(rank), C.int32_t(suit)), detail)
	return Card(n), err
}

// ParseCard is crib_card_parse: one card, "5h", "10S", "Td", "J♠"; nothing may stand
// around it.
func ParseCard(text string) (Card, error) {
	c, ok := parseCard(text)
	if !ok {
		return 0, notACard("crib_card_parse", text)
	}
	return c, nil
}

// parseCard is crib_card_parse's card, and whether the text is one (a NUL, where C would
// stop reading, is none).
func parseCard(text string) (Card, bool) {
	if strings.IndexByte(text, 0) >= 0 {
		return 0, false
	}
	s := C.CString(text)
	defer free(s)
	var c C.crib_card
	return Card(c), C.crib_card_parse(s, &c) == C.CRIB_OK
}

// notACard is EPARSE for a word of a text that is not a card, in the crib program's
// words: "'5x' is not a card (...)". The word is the whole text for crib_card_parse, and
// for crib_hand_parse the text's first word that is not a card.
func notACard(fn, text string) error {
	word := text
	if fn == "crib_hand_parse" {
		for _, w := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(" \t\n\r,", r) }) {
			if _, ok := parseCard(w); !ok {
				word = w
				break
			}
		}
	}
	q := "'" + quote(word) + "'"
	return &Error{Code: EPARSE, Func: fn, Detail: q, Index: -1,
		said: q + " is not a card (a rank A 2-10 T J Q K and a suit c d h s)"}
}

// quote is a word as the crib program quotes it: printable ASCII and the suit symbols
// (U+2660 to U+2667) as they are, a backslash doubled, any other byte as \xNN; cut with
// "..." past 60 bytes.
func quote(word string) string {
	var b strings.Builder
	for i := 0; i < len(word); {
		piece, used := "", 1
		switch c := word[i]; {
		case c == 0xE2 && i+2 < len(word) && word[i+1] == 0x99 && word[i+2] >= 0xA0 && word[i+2] <= 0xA7:
			piece, used = word[i:i+3], 3
		case c == '\\':
			piece = `\\`
		case c >= 0x20 && c < 0x7F:
			piece = string(rune(c))
		default:
			piece = `\x` + string("0123456789abcdef"[c>>4]) + string("0123456789abcdef"[c&15])
		}
		if b.Len()+len(piece)+4 > 64 {
			return b.String() + "..."
		}
		b.WriteString(piece)
		i += used
	}
	return b.String()
}

// Valid reports whether the id is a card (0 to 51).
func (c Card) Valid() bool { return c < Cards }

// Rank is crib_card_rank: 0 (ace) to 12 (king), or -1 for an id that is no card.
func (c Card) Rank() int { return orMinus(C.crib_card_rank(C.crib_card(c))) }

// Suit is crib_card_suit: 0 (clubs) to 3 (spades), or -1 for an id that is no card.
func (c Card) Suit() int { return orMinus(C.crib_card_suit(C.crib_card(c))) }

// Value is crib_card_value, the counting value: ace 1, 2 to 10, J Q K 10; or -1 for
// an id that is no card.
func (c Card) Value() int { return orMinus(C.crib_card_value(C.crib_card(c))) }

func orMinus(rc C.int32_t) int {
	if rc < 0 {
		return -1
	}
	return int(rc)
}

// String is crib_card_format: "Ah", "10c", "Js"; "none" for NoCard and "Card(60)" for
// another id that is no card.
func (c Card) String() string {
	if c == NoCard {
		return "none"
	}
	var buf [4]C.char
	n := C.crib_card_format(C.crib_card(c), &buf[0], C.size_t(len(buf)))
	if n < 0 {
		return "Card(" + strconv.Itoa(int(c)) + ")"
	}
	return C.GoStringN(&buf[0], C.int(n))
}

// ParseHand is crib_hand_parse: cards separated by spaces, tabs, newlines or commas
// ("5h 5d 5c Js", "5h,5d, 5c  Js"), each at most once; "" is no cards.
func ParseHand(text string) ([]Card, error) {
	if strings.IndexByte(text, 0) >= 0 {
		return nil, notACard("crib_hand_parse", text)
	}
	s := C.CString(text)
	defer free(s)
	// A card takes two bytes and a separator one, so the text holds at most
	// (len + 1) / 3 cards; past 52 there is a duplicate, which the library finds.
	n := (len(text) + 1) / 3
	if n > Cards+1 {
		n = Cards + 1
	}
	out := make([]Card, n)
	rc := C.crib_hand_parse(s, cards(out), C.size_t(len(out)))
	if rc == C.CRIB_EPARSE {
		return nil, notACard("crib_hand_parse", text)
	}
	got, err := checkOf("crib_hand_parse", rc, strconv.Quote(text))
	if err != nil {
		return nil, err
	}
	return out[:got], nil
}

// FormatHand is crib_hand_format: the cards separated by single spaces ("5h 5d 5c Js").
func FormatHand(cs []Card) (string, error) {
	n, err := check("crib_hand_format", C.crib_hand_format(cards(cs), C.size_t(len(cs)), nil, 0))
	if err != nil {
		return "", err
	}
	buf := make([]byte, n+1)
	C.crib_hand_format(cards(cs), C.size_t(len(cs)), (*C.char)(unsafe.Pointer(&buf[0])),
		C.size_t(len(buf)))
	return string(buf[:n]), nil
}

// Heels is crib_starter_heels: what the dealer pegs when this card is turned as the
// starter, 2 for a jack and 0 for any other card.
func Heels(starter Card) (int, error) {
	return check("crib_starter_heels", C.crib_starter_heels(C.crib_card(starter)))
}

// Mask is a set of cards as crib.h's masks hold them: bit i for card id i. Bits 52 to
// 63 are no cards; the library refuses a mask with any of them set (EMASK).
type Mask uint64

// MaskOf is crib_mask_from_cards: the mask of the cards, each at most once.
func MaskOf(cs ...Card) (Mask, error) {
	var m C.uint64_t
	_, err := check("crib_mask_from_cards", C.crib_mask_from_cards(cards(cs), C.size_t(len(cs)), &m))
	return Mask(m), err
}

// ParseMask is the mask of the cards of a text, as ParseHand reads them.
func ParseMask(text string) (Mask, error) {
	cs, err := ParseHand(text)
	if err != nil {
		return 0, err
	}
	return MaskOf(cs...)
}

// MaskCards is crib_mask_to_cards: the cards of a mask in increasing id order, or
// EMASK when a bit above 51 is set.
func MaskCards(m Mask) ([]Card, error) {
	var buf [Cards]Card
	n, err := check("crib_mask_to_cards", C.crib_mask_to_cards(C.uint64_t(m), cards(buf[:]), Cards))
	if err != nil {
		return nil, err
	}
	return append([]Card(nil), buf[:n]...), nil
}

// MaskCount is crib_mask_count: the number of cards in a mask, or EMASK when a bit
// above 51 is set.
func MaskCount(m Mask) (int, error) {
	return check("crib_mask_count", C.crib_mask_count(C.uint64_t(m)))
}

// Cards is the cards of the mask in increasing id order, the bits above 51 (which are
// no cards) left out; MaskCards refuses them instead.
func (m Mask) Cards() []Card {
	m &= DeckMask
	out := make([]Card, 0, bits.OnesCount64(uint64(m)))
	for ; m != 0; m &= m - 1 {
		out = append(out, Card(bits.TrailingZeros64(uint64(m))))
	}
	return out
}

// Count is the number of cards in the mask, the bits above 51 left out.
func (m Mask) Count() int { return bits.OnesCount64(uint64(m & DeckMask)) }

// Has reports whether the card is in the mask.
func (m Mask) Has(c Card) bool { return c < Cards && m&(1<<c) != 0 }

// String is the cards in increasing id order, as FormatHand writes them ("5c 5d 5h
// Js"), with any bits above 51 after them in hexadecimal ("+0x10000000000000").
func (m Mask) String() string {
	s, _ := FormatHand(m.Cards())
	if extra := uint64(m &^ DeckMask); extra != 0 {
		if s != "" {
			s += " "
		}
		s += "+0x" + strconv.FormatUint(extra, 16)
	}
	return s
}

// inOrder is the cards of m in the order they stand in seq, then any others of m in
// increasing id order: an item's cards in the order of the hand or of the play.
func inOrder(m Mask, seq []Card) []Card {
	out := make([]Card, 0, m.Count())
	for _, c := range seq {
		if m.Has(c) {
			out = append(out, c)
			m &^= 1 << c
		}
	}
	return append(out, m.Cards()...)
}
