// SPDX-License-Identifier: MIT

package libcrib

// #include "crib.h"
import "C"

import (
	"math"
	"math/bits"
	"strconv"
	"unsafe"
)

// Item is one scoring combination of a show: a fifteen, a run, a pair, the flush or
// nobs (crib_item).
type Item struct {
	Kind   ItemKind
	Points int
	// Cards are the cards it uses in the order of the hand, the starter last.
	Cards []Card
	// Positions has bit i for Hand[i] and bit PosStarter for the starter.
	Positions uint8
	Mask      Mask
}

// HandScore is the itemised score of a hand or a crib with its starter (crib_score):
// the items in the customary order of the show (fifteens, runs, pairs, flush, nobs),
// their points by kind and in all, and the announcement ("fifteen 2, fifteen 4 and a
// pair is 6").
type HandScore struct {
	Hand    []Card
	Starter Card
	Crib    bool
	Total   int
	// The points by kind; they add up to Total.
	Fifteens, Runs, Pairs, Flush, Nobs int
	Items                              []Item
	// Announcement is crib_score_format's text; "no score" for 0.
	Announcement string
	// Heels is what the starter pegs the dealer when it is cut (2 for a jack); it is
	// not part of the show, nor of Total.
	Heels int
}

// Score scores a hand or, with crib, a crib, from texts: Score("5h 5d 5c Js", "5s",
// false) is the 29 hand. The hand is 4 cards, or 3 for a hand of the five-card game.
func Score(hand, starter string, crib bool) (HandScore, error) {
	h, err := ParseHand(hand)
	if err != nil {
		return HandScore{}, err
	}
	s, err := ParseCard(starter)
	if err != nil {
		return HandScore{}, err
	}
	return ScoreCards(h, s, crib)
}

// ScoreCards is crib_hand_score with the itemised score: Score with cards.
func ScoreCards(hand []Card, starter Card, crib bool) (HandScore, error) {
	var s C.crib_score
	flags := C.uint32_t(0)
	if crib {
		flags = C.CRIB_SCORE_CRIB
	}
	if _, err := check("crib_hand_score",
		C.crib_hand_score(cards(hand), C.size_t(len(hand)), C.crib_card(starter), flags, &s)); err != nil {
		return HandScore{}, err
	}
	return scoreOf(&s, hand, starter, crib), nil
}

// scoreOf is a HandScore of a crib_score that the library filled.
func scoreOf(s *C.crib_score, hand []Card, starter Card, crib bool) HandScore {
	out := HandScore{
		Hand:     append([]Card(nil), hand...),
		Starter:  starter,
		Crib:     crib,
		Total:    int(s.total),
		Fifteens: int(s.fifteens),
		Runs:     int(s.runs),
		Pairs:    int(s.pairs),
		Flush:    int(s.flush),
		Nobs:     int(s.nobs),
		Items:    make([]Item, s.n_items),
	}
	seq := append(append([]Card(nil), hand...), starter)
	for i := range out.Items {
		it := &s.items[i]
		out.Items[i] = Item{
			Kind:      ItemKind(it.kind),
			Points:    int(it.points),
			Cards:     inOrder(Mask(it.cards), seq),
			Positions: uint8(it.positions),
			Mask:      Mask(it.cards),
		}
	}
	var buf [512]C.char
	if n := C.crib_score_format(s, &buf[0], C.size_t(len(buf))); n >= 0 && int(n) < len(buf) {
		out.Announcement = C.GoStringN(&buf[0], C.int(n))
	}
	if h := C.crib_starter_heels(C.crib_card(starter)); h > 0 {
		out.Heels = int(h)
	}
	return out
}

// toC is the crib_score that s says, for the claims; the library checks that its items
// and sums are ones it could have made.
func (s *HandScore) toC(fn string) (C.crib_score, error) {
	var c C.crib_score
	if len(s.Items) > len(c.items) {
		return c, fail(fn, C.CRIB_ERANGE, strconv.Itoa(len(s.Items))+" items")
	}
	for _, v := range []int{s.Total, s.Fifteens, s.Runs, s.Pairs, s.Flush, s.Nobs} {
		if _, err := u32(fn, "points", v); err != nil {
			return c, err
		}
	}
	c.total = C.uint32_t(s.Total)
	c.fifteens = C.uint32_t(s.Fifteens)
	c.runs = C.uint32_t(s.Runs)
	c.pairs = C.uint32_t(s.Pairs)
	c.flush = C.uint32_t(s.Flush)
	c.nobs = C.uint32_t(s.Nobs)
	c.n_items = C.uint32_t(len(s.Items))
	for i, it := range s.Items {
		if it.Points < 0 || it.Points > 255 || uint32(it.Kind) > 255 {
			return c, fail(fn, C.CRIB_ERANGE, "item "+strconv.Itoa(i))
		}
		c.items[i] = C.crib_item{
			cards:     C.uint64_t(it.Mask),
			kind:      C.uint8_t(it.Kind),
			points:    C.uint8_t(it.Points),
			positions: C.uint8_t(it.Positions),
			size:      C.uint8_t(bits.OnesCount64(uint64(it.Mask))),
		}
	}
	return c, nil
}

// MaskScore is crib_mask_score, the fast evaluator: the total of a hand (4 cards, or 3
// for a hand of the five-card game) or a crib given as a mask, with its starter; the
// same total as ScoreCards, in a few nanoseconds.
func MaskScore(hand Mask, starter Card, crib bool) (int, error) {
	return check("crib_mask_score", C.crib_mask_score(C.uint64_t(hand), C.crib_card(starter), scoreFlags(crib)))
}

// MaskScoreStarters is crib_mask_score_starters: the hand's total with every starter at
// once, by card id, NotAStarter (255) for the hand's own cards.
func MaskScoreStarters(hand Mask, crib bool) ([Cards]uint8, error) {
	var out [Cards]uint8
	_, err := check("crib_mask_score_starters",
		C.crib_mask_score_starters(C.uint64_t(hand), scoreFlags(crib), (*C.uint8_t)(&out[0])))
	return out, err
}

// MaskScoreMany is crib_mask_score_many: the totals of many hands with their starters
// (hands[i] with starters[i]) in one call, a few nanoseconds a hand. The first hand the
// library refuses gives the error, with its index in the Error's Index.
func MaskScoreMany(hands []Mask, starters []Card, crib bool) ([]uint8, error) {
	const fn = "crib_mask_score_many"
	if len(hands) != len(starters) {
		return nil, fail(fn, C.CRIB_ECOUNT, strconv.Itoa(len(hands))+" hands, "+
			strconv.Itoa(len(starters))+" starters")
	}
	if len(hands) > math.MaxInt32 {
		return nil, fail(fn, C.CRIB_ERANGE, strconv.Itoa(len(hands))+" hands")
	}
	out := make([]uint8, len(hands))
	if len(hands) == 0 {
		return out, nil
	}
	var failed C.size_t
	rc := C.crib_mask_score_many((*C.uint64_t)(unsafe.Pointer(&hands[0])), cards(starters),
		C.size_t(len(hands)), scoreFlags(crib), (*C.uint8_t)(&out[0]), &failed)
	if rc < 0 {
		return nil, &Error{Code: Code(rc), Func: fn, Index: int(failed)}
	}
	return out, nil
}

// MaskScoreStartersMany is crib_mask_score_starters_many: for each hand its 52 entries
// as MaskScoreStarters gives them, hand i's at [52*i, 52*i+52).
func MaskScoreStartersMany(hands []Mask, crib bool) ([]uint8, error) {
	const fn = "crib_mask_score_starters_many"
	if len(hands) > math.MaxInt32/Cards {
		return nil, fail(fn, C.CRIB_ERANGE, strconv.Itoa(len(hands))+" hands")
	}
	out := make([]uint8, Cards*len(hands))
	if len(hands) == 0 {
		return out, nil
	}
	var failed C.size_t
	rc := C.crib_mask_score_starters_many((*C.uint64_t)(unsafe.Pointer(&hands[0])),
		C.size_t(len(hands)), scoreFlags(crib), (*C.uint8_t)(&out[0]), &failed)
	if rc < 0 {
		return nil, &Error{Code: Code(rc), Func: fn, Index: int(failed)}
	}
	return out, nil
}

func scoreFlags(crib bool) C.uint32_t {
	if crib {
		return C.CRIB_SCORE_CRIB
	}
	return 0
}
