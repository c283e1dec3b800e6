// SPDX-License-Identifier: MIT

package libcrib

// #cgo CFLAGS: -std=c99 -I${SRCDIR}/../../include
// #include <stdlib.h>
// #include "crib.h"
import "C"

import (
	"math"
	"strconv"
	"strings"
	"unsafe"

	// The C library itself, compiled from ../../src (see internal/csrc).
	_ "libcrib/internal/csrc"
)

// Error is a failure the library reported, or one the binding found in an argument
// before the library could see it (a number that no uint32 holds, a text with a NUL):
// the code, crib.h's C function that gave it, what was refused where the binding can
// say it, and for the bulk functions the index of the first item refused.
//
// It unwraps to its Code, so errors.Is(err, libcrib.EDUP) asks for a code and
// errors.As(err, &e) with e a *libcrib.Error gives the whole of it.
//
// A text of cards with a word that is not a card is EPARSE with that word, quoted, for
// Detail, and its message is the crib program's: `'5x' is not a card (a rank A 2-10 T J
// Q K and a suit c d h s)`.
type Error struct {
	Code   Code
	Func   string // "crib_hand_parse"
	Detail string // "'5x'", `"Zz"`, "player 7", or ""
	Index  int    // the bulk functions' first item refused; -1 elsewhere
	said   string // the whole message, where the binding words it itself
}

// Error is the function, the detail and crib_strerror's sentence for the code:
// `crib_hand_parse: "5h 5d 5h Js": the same card appears twice`; or, for a word that is
// not a card, the crib program's words: `'5x' is not a card (...)`.
func (e *Error) Error() string {
	if e.said != "" {
		return e.said
	}
	s := e.Func + ": "
	if e.Detail != "" {
		s += e.Detail + ": "
	}
	s += e.Code.Error()
	if e.Index >= 0 {
		s += " (item " + strconv.Itoa(e.Index) + ")"
	}
	return s
}

// Unwrap gives the code, for errors.Is and errors.As.
func (e *Error) Unwrap() error { return e.Code }

// Error is crib_strerror's sentence for the code; never empty.
func (c Code) Error() string { return C.GoString(C.crib_strerror(C.int32_t(c))) }

// Strerror is crib_strerror: the sentence for any return code, known or not.
func Strerror(code int) string {
	if code < math.MinInt32 || code > math.MaxInt32 {
		return C.GoString(C.crib_strerror(C.int32_t(math.MinInt32)))
	}
	return C.GoString(C.crib_strerror(C.int32_t(code)))
}

// LibraryVersion is crib_version_string: the version of the C library compiled in, as
// "major.minor.patch" (VersionString is the header's).
func LibraryVersion() string { return C.GoString(C.crib_version_string()) }

// LibraryVersionNumber is crib_version_number: (major << 16) | (minor << 8) | patch.
func LibraryVersionNumber() uint32 { return uint32(C.crib_version_number()) }

func fail(fn string, code C.int32_t, detail string) error {
	return &Error{Code: Code(code), Func: fn, Detail: detail, Index: -1}
}

// check turns a return value into a result or an *Error.
func check(fn string, rc C.int32_t) (int, error) {
	if rc < 0 {
		return 0, fail(fn, rc, "")
	}
	return int(rc), nil
}

// checkOf is check with a detail for the error.
func checkOf(fn string, rc C.int32_t, detail string) (int, error) {
	if rc < 0 {
		return 0, fail(fn, rc, detail)
	}
	return int(rc), nil
}

// u32 is v as a uint32 argument, or ERANGE naming it when no uint32 holds it, so that
// a number never wraps into a valid one on its way to C.
func u32(fn, what string, v int) (C.uint32_t, error) {
	if v < 0 || uint64(v) > math.MaxUint32 {
		return 0, fail(fn, C.CRIB_ERANGE, what+" "+strconv.Itoa(v))
	}
	return C.uint32_t(v), nil
}

// orNone is u32 where a negative number stands for CRIB_NONE (no dealer: cut for it;
// no claim: the true total).
func orNone(fn, what string, v int) (C.uint32_t, error) {
	if v < 0 {
		return C.CRIB_NONE, nil
	}
	return u32(fn, what, v)
}

// player is -1 for CRIB_NONE, else the number.
func player(v C.uint32_t) int {
	if v == C.CRIB_NONE {
		return -1
	}
	return int(v)
}

// cardOf is NoCard for CRIB_NONE (and for anything above 255), else the card.
func cardOf(v C.uint32_t) Card {
	if v > 255 {
		return NoCard
	}
	return Card(v)
}

// cardArg is a card argument that may be NoCard: CRIB_NONE for NoCard.
func cardArg(c Card) C.uint32_t {
	if c == NoCard {
		return C.CRIB_NONE
	}
	return C.uint32_t(c)
}

func flag(b bool) C.uint32_t {
	if b {
		return 1
	}
	return 0
}

// cards is a pointer to the first of cs for C: Card and crib_card are both one byte.
// No cards are a pointer to noCards, never NULL, so that the library says what is
// wrong with no cards (ECOUNT) rather than ENULL, which a Go caller cannot pass; with
// a count of 0 the library reads and writes none of it.
func cards(cs []Card) *C.crib_card {
	if len(cs) == 0 {
		return &noCards
	}
	return (*C.crib_card)(unsafe.Pointer(&cs[0]))
}

var noCards C.crib_card

// cString is s for C, or EPARSE when s holds a NUL, which would end it early and let
// the library read a shorter text than the one given.
func cString(fn, s string) (*C.char, error) {
	if strings.IndexByte(s, 0) >= 0 {
		return nil, fail(fn, C.CRIB_EPARSE, strconv.Quote(s))
	}
	return C.CString(s), nil
}

func free(p *C.char) { C.free(unsafe.Pointer(p)) }
