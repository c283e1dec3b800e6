// SPDX-License-Identifier: MIT

package libcrib

// #include "crib.h"
import "C"

// Expect is an exact expectation (crib_expect): the sum of a score over every equally
// likely case (or, under the optimal crib model, every case by its weight), the number
// of cases, the least and the most, and the mean, Sum / Count.
type Expect struct {
	Sum      uint64
	Count    uint32
	Min, Max int
	Mean     float64
}

func expectOf(e *C.crib_expect) Expect {
	return Expect{Sum: uint64(e.sum), Count: uint32(e.count), Min: int(e.min), Max: int(e.max),
		Mean: float64(e.mean)}
}

// HandExpect is crib_hand_expect: the expected show of a hand (4 cards, or 3) over
// every starter in neither the hand nor dead.
func HandExpect(hand, dead Mask) (Expect, error) {
	var e C.crib_expect
	_, err := check("crib_hand_expect", C.crib_hand_expect(C.uint64_t(hand), C.uint64_t(dead), &e))
	return expectOf(&e), err
}

// DiscardExpect is crib_discard_expect: the expected crib of which the cards of discard
// (1 to 4) are known, the rest and the starter drawn from the cards in neither mask.
func DiscardExpect(discard, dead Mask) (Expect, error) {
	var e C.crib_expect
	_, err := check("crib_discard_expect",
		C.crib_discard_expect(C.uint64_t(discard), C.uint64_t(dead), &e))
	return expectOf(&e), err
}

// DiscardExpectModel is crib_discard_expect_model: DiscardExpect under a crib model,
// flags DiscardModelOptimal (2 known cards; with DiscardDealer when they are the
// dealer's) or 0 for the random model.
func DiscardExpectModel(discard, dead Mask, flags uint32) (Expect, error) {
	var e C.crib_expect
	_, err := check("crib_discard_expect_model",
		C.crib_discard_expect_model(C.uint64_t(discard), C.uint64_t(dead), C.uint32_t(flags), &e))
	return expectOf(&e), err
}

// Keep is one way to keep a deal (crib_keep): the kept and discarded cards, the
// expected hand and crib, and the value, Hand.Mean plus Crib.Mean for the dealer, minus
// for the pone.
type Keep struct {
	Keep, Discard Mask
	Hand, Crib    Expect
	Value         float64
}

// DiscardAnalyze is crib_discard_analyze: every way to keep the dealt cards, best first.
// Six cards keep 4; five keep 4 (discarding one), or 3 with DiscardFiveCard. flags:
// DiscardDealer when the player's side owns the crib, DiscardFiveCard,
// DiscardModelOptimal.
func DiscardAnalyze(dealt []Card, flags uint32) ([]Keep, error) {
	var keeps [DiscardMaxKeeps]C.crib_keep
	n, err := check("crib_discard_analyze", C.crib_discard_analyze(cards(dealt), C.size_t(len(dealt)),
		C.uint32_t(flags), &keeps[0], C.size_t(len(keeps))))
	if err != nil {
		return nil, err
	}
	out := make([]Keep, n)
	for i := range out {
		k := &keeps[i]
		out[i] = Keep{Keep: Mask(k.keep), Discard: Mask(k.discard), Hand: expectOf(&k.hand),
			Crib: expectOf(&k.crib), Value: float64(k.value)}
	}
	return out, nil
}

// PairValue is one entry of the crib table (crib_pair_value): two discarded ranks
// (Rank1 <= Rank2, 0 = ace), suited or not, the crib summed over its completions, and
// the mean.
type PairValue struct {
	Rank1, Rank2 int
	Suited       bool
	Sum          uint64
	Mean         float64
}

// DiscardTable is crib_discard_table: the expected crib of every two discarded cards
// when nothing else is known, DiscardTableSize entries in order of Rank1, Rank2,
// unsuited before suited.
func DiscardTable() ([]PairValue, error) {
	return DiscardTableModel(0)
}

// DiscardTableModel is crib_discard_table_model: DiscardTable under a crib model
// (flags as DiscardExpectModel's).
func DiscardTableModel(flags uint32) ([]PairValue, error) {
	var t [DiscardTableSize]C.crib_pair_value
	var n int
	var err error
	if flags == 0 {
		n, err = check("crib_discard_table", C.crib_discard_table(&t[0], C.size_t(len(t))))
	} else {
		n, err = check("crib_discard_table_model",
			C.crib_discard_table_model(C.uint32_t(flags), &t[0], C.size_t(len(t))))
	}
	if err != nil {
		return nil, err
	}
	out := make([]PairValue, n)
	for i := range out {
		p := &t[i]
		out[i] = PairValue{Rank1: int(p.rank1), Rank2: int(p.rank2), Suited: p.suited != 0,
			Sum: uint64(p.sum), Mean: float64(p.mean)}
	}
	return out, nil
}
