// SPDX-License-Identifier: MIT

// Package libcrib is the Go binding of libcrib, a C library of cribbage: cards, hand
// and crib scoring with every combination itemised and announced, the fast mask
// scorer, exact discard analysis, the play, the whole game with every variant and
// optional rule, matches, a seeded deal driver with the referee's calls for
// irregularities, bots at three levels, an arena of duplicate-deal games, and the chance
// to win from any score.
//
// The package calls the C library itself, by cgo, so it scores exactly as C does; cgo
// compiles the library from the repository's sources (see internal/csrc), so `go build`
// needs a C compiler and nothing else: no make, no installed library.
//
//	s, err := libcrib.Score("5h 5d 5c Js", "5s", false) // true for a crib
//	fmt.Println(s.Total, s.Announcement)                  // 29 fifteen 2, ... his nob is 29
//
// Names follow crib.h: crib_hand_score is ScoreCards, crib_play is Play, crib_deal is
// Deal. The constants are crib.h's, CRIB_X_Y being XY (CRIB_STAGE_OVER is StageOver,
// CRIB_OPT_MUGGINS OptMuggins), those of a group typed by the group with a String() that
// gives the word the crib program writes (PhaseShowHand.String() is "show-hand"); the
// return codes keep their names (ENULL, EDUP) and are of type Code. They are written by
// tools/gen_layout.c from the header into consts_gen.go, which the compiler checks
// against the header.
//
// Types follow crib.h's: where it takes or gives a mask, a Mask (bit i for card id i);
// where an array of cards, a []Card. A player, a side or a seat that may be none is -1,
// a card that may be none NoCard; where crib.h takes CRIB_NONE for "cut for the dealer"
// or "claim the true total", a negative number does.
//
// Errors: a failure is an *Error, which carries the code, the C function and
// crib_strerror's sentence, and unwraps to its Code, so that errors.Is(err,
// libcrib.EDUP) asks for a code. A number too large for the C argument, or a text
// holding a NUL, is refused by the binding with the code the library gives such
// things (ERANGE, EPARSE) before it reaches C. Nothing panics on bad input.
//
// The states (Play, Game, Match, Deal, Arena) hold the C structures, which have no
// pointers: a copy is a state of its own. The package keeps no global state, and the
// library none, so different states may be used from different goroutines at once; one
// state must not be.
package libcrib
