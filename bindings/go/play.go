// SPDX-License-Identifier: MIT

package libcrib

// #include "crib.h"
import "C"

import (
	"math/bits"
	"strconv"
)

// PegItem is one combination a card makes in the play: a fifteen, a run, a pair (of
// 2, 3 or 4 cards), a 31, or the go.
type PegItem struct {
	Kind   ItemKind
	Points int
	// Cards are the cards it uses in the order played: the last cards of the pile.
	Cards []Card
	Mask  Mask
}

// Peg is what one card pegs in the play, itemised (crib_peg): the points by kind and in
// all, the count with the card, and the items in increasing kind order.
type Peg struct {
	// Card is the card scored, NoCard for a go.
	Card                               Card
	Total, Count                       int
	Fifteen, ThirtyOne, Pairs, Run, Go int
	Items                              []PegItem
}

// PegScore is crib_peg_score: what the last card of the pile pegs, the pile being the
// cards played since the count last began, in order.
func PegScore(pile []Card) (Peg, error) {
	var p C.crib_peg
	if _, err := check("crib_peg_score", C.crib_peg_score(cards(pile), C.size_t(len(pile)), &p)); err != nil {
		return Peg{}, err
	}
	return pegOf(&p, pile[len(pile)-1], pile), nil
}

func pegOf(p *C.crib_peg, card Card, seq []Card) Peg {
	out := Peg{
		Card:      card,
		Total:     int(p.total),
		Count:     int(p.count),
		Fifteen:   int(p.fifteen),
		ThirtyOne: int(p.thirty_one),
		Pairs:     int(p.pairs),
		Run:       int(p.run),
		Go:        int(p._go),
		Items:     make([]PegItem, p.n_items),
	}
	for i := range out.Items {
		it := &p.items[i]
		out.Items[i] = PegItem{Kind: ItemKind(it.kind), Points: int(it.points),
			Cards: inOrder(Mask(it.cards), seq), Mask: Mask(it.cards)}
	}
	return out
}

func (p *Peg) toC(fn string) (C.crib_peg, error) {
	var c C.crib_peg
	if len(p.Items) > len(c.items) {
		return c, fail(fn, C.CRIB_ERANGE, strconv.Itoa(len(p.Items))+" items")
	}
	fields := []*C.uint32_t{&c.total, &c.count, &c.fifteen, &c.thirty_one, &c.pairs, &c.run, &c._go}
	for i, v := range []int{p.Total, p.Count, p.Fifteen, p.ThirtyOne, p.Pairs, p.Run, p.Go} {
		x, err := u32(fn, "points", v)
		if err != nil {
			return c, err
		}
		*fields[i] = x
	}
	c.n_items = C.uint32_t(len(p.Items))
	for i, it := range p.Items {
		if it.Points < 0 || it.Points > 255 || uint32(it.Kind) > 255 {
			return c, fail(fn, C.CRIB_ERANGE, "item "+strconv.Itoa(i))
		}
		c.items[i] = C.crib_item{cards: C.uint64_t(it.Mask), kind: C.uint8_t(it.Kind),
			points: C.uint8_t(it.Points), size: C.uint8_t(bits.OnesCount64(uint64(it.Mask)))}
	}
	return c, nil
}

// PlayEvent is what one action of the play did (crib_play_event). With 4 players the
// partners 0 and 2 are side 0, 1 and 3 side 1; otherwise each player is a side.
type PlayEvent struct {
	Player int
	// Card is the card played, NoCard for a go.
	Card Card
	// Points is what the action pegged, the point for last included; Scorer and Side
	// peg them (-1 when Points is 0).
	Points       int
	Scorer, Side int
	// Count is the count after the action, before any reset; Reset is set when the
	// count ended and the next begins at 0.
	Count int
	Reset bool
	// Over is set when the play is over; Next is who acts next (-1 when over).
	Over bool
	Next int
	// A failure to play (PlayFailure, OptFailure): the penalty and who pegs it (0 and -1
	// for any other action), and the cards it made dead.
	Penalty   int
	PenaltyTo int
	Dead      Mask
	// Score is the card's combinations and the go, itemised.
	Score Peg
	// Pegged is what the game pegged for the action after its options, for the deal
	// driver's actions (Deal.PlayCard and the rest); for a Play's, Points.
	Pegged int
}

func eventOf(e *C.crib_play_event, pile []Card, dead Mask, pegged int) PlayEvent {
	card := cardOf(e.card)
	seq := pile
	if card != NoCard {
		seq = append(append([]Card(nil), pile...), card)
	}
	return PlayEvent{
		Player:    int(e.player),
		Card:      card,
		Points:    int(e.points),
		Scorer:    player(e.scorer),
		Side:      player(e.side),
		Count:     int(e.count),
		Reset:     e.reset != 0,
		Over:      e.over != 0,
		Next:      player(e.next),
		Penalty:   int(e.penalty),
		PenaltyTo: player(e.penalty_to),
		Dead:      dead,
		Score:     pegOf(&e.score, card, seq),
		Pegged:    pegged,
	}
}

// toC is the crib_play_event that ev says, for Game.ClaimPlay, which checks that the
// play engine could have made it.
func (ev *PlayEvent) toC(fn string) (C.crib_play_event, error) {
	var c C.crib_play_event
	var err error
	if c.player, err = u32(fn, "player", ev.Player); err != nil {
		return c, err
	}
	c.card = cardArg(ev.Card)
	if c.points, err = u32(fn, "points", ev.Points); err != nil {
		return c, err
	}
	if c.scorer, err = orNone(fn, "scorer", ev.Scorer); err != nil {
		return c, err
	}
	if c.side, err = orNone(fn, "side", ev.Side); err != nil {
		return c, err
	}
	if c.count, err = u32(fn, "count", ev.Count); err != nil {
		return c, err
	}
	c.reset = flag(ev.Reset)
	c.over = flag(ev.Over)
	if c.next, err = orNone(fn, "next", ev.Next); err != nil {
		return c, err
	}
	if c.penalty, err = u32(fn, "penalty", ev.Penalty); err != nil {
		return c, err
	}
	if c.penalty_to, err = orNone(fn, "penalty_to", ev.PenaltyTo); err != nil {
		return c, err
	}
	c.score, err = ev.Score.toC(fn)
	return c, err
}

// Play is the play engine's state (crib_play): a whole play for 2, 3 or 4 players (4 as
// two partnerships), or the five-card game's single count. It holds no pointers, so a
// copy (q := *p) branches a position. Make it with NewPlay; a zero Play is no play (it
// reads as over and refuses every action with ERANGE). It is not safe for use by
// several goroutines at once.
type Play struct {
	c C.crib_play
}

// NewPlay is crib_play_init: players (2, 3 or 4), each one's cards as a mask, the
// leader, and flags PlayFiveCard, PlayFailure, PlayFailureEach or 0.
func NewPlay(players int, hands []Mask, leader int, flags uint32) (*Play, error) {
	const fn = "crib_play_init"
	n, err := u32(fn, "players", players)
	if err != nil {
		return nil, err
	}
	if int(n) != len(hands) {
		return nil, fail(fn, C.CRIB_ERANGE, strconv.Itoa(players)+" players, "+
			strconv.Itoa(len(hands))+" hands")
	}
	l, err := u32(fn, "leader", leader)
	if err != nil {
		return nil, err
	}
	p := new(Play)
	var h [PlayMaxPlayers]C.uint64_t
	for i, m := range hands {
		if i < len(h) {
			h[i] = C.uint64_t(m)
		}
	}
	if _, err := check(fn, C.crib_play_init(&p.c, n, &h[0], l, C.uint32_t(flags))); err != nil {
		return nil, err
	}
	return p, nil
}

// Turn is crib_play_turn: who must play a card or say go, or -1 when the play is over.
func (p *Play) Turn() int { return orMinus(C.crib_play_turn(&p.c)) }

// Count is crib_play_count: the count, 0 to 30 between actions.
func (p *Play) Count() int { return orMinus(C.crib_play_count(&p.c)) }

// Over is crib_play_over: whether the play is over.
func (p *Play) Over() bool { return C.crib_play_over(&p.c) != 0 }

// Pile is crib_play_pile: the cards played since the count last began, in order.
func (p *Play) Pile() []Card {
	var buf [PlayMaxPile]Card
	n := C.crib_play_pile(&p.c, cards(buf[:]), C.size_t(len(buf)))
	if n < 0 {
		return nil
	}
	return append([]Card(nil), buf[:n]...)
}

// Hand is crib_play_hand: the cards the player still holds.
func (p *Play) Hand(player int) (Mask, error) {
	return p.mask("crib_play_hand", player, func(q C.uint32_t, m *C.uint64_t) C.int32_t {
		return C.crib_play_hand(&p.c, q, m)
	})
}

// Legal is crib_play_legal: the cards the player may play now; none on the player's
// turn means go.
func (p *Play) Legal(player int) (Mask, error) {
	return p.mask("crib_play_legal", player, func(q C.uint32_t, m *C.uint64_t) C.int32_t {
		return C.crib_play_legal(&p.c, q, m)
	})
}

func (p *Play) mask(fn string, player int, f func(C.uint32_t, *C.uint64_t) C.int32_t) (Mask, error) {
	q, err := u32(fn, "player", player)
	if err != nil {
		return 0, err
	}
	var m C.uint64_t
	_, err = checkOf(fn, f(q, &m), "player "+strconv.Itoa(player))
	return Mask(m), err
}

// Dead is crib_play_dead: the cards failures to play made dead.
func (p *Play) Dead() Mask {
	var m C.uint64_t
	C.crib_play_dead(&p.c, &m)
	return Mask(m)
}

// Points is crib_play_points: what the player has pegged in this play, penalties for
// failures to play included.
func (p *Play) Points(player int) (int, error) {
	const fn = "crib_play_points"
	q, err := u32(fn, "player", player)
	if err != nil {
		return 0, err
	}
	return checkOf(fn, C.crib_play_points(&p.c, q), "player "+strconv.Itoa(player))
}

// PlayCard is crib_play_card: the player whose turn it is plays a card. On error
// nothing changes.
func (p *Play) PlayCard(player int, card Card) (PlayEvent, error) {
	const fn = "crib_play_card"
	q, err := u32(fn, "player", player)
	if err != nil {
		return PlayEvent{}, err
	}
	pile := p.Pile()
	var e C.crib_play_event
	if _, err := checkOf(fn, C.crib_play_card(&p.c, q, C.crib_card(card), &e),
		"player "+strconv.Itoa(player)+", "+card.String()); err != nil {
		return PlayEvent{}, err
	}
	return eventOf(&e, pile, 0, int(e.points)), nil
}

// Go is crib_play_go: the player whose turn it is says go. Under PlayFailure a player
// who could play may say go: a failure to play, whose penalty and dead cards the event
// tells. On error nothing changes.
func (p *Play) Go(player int) (PlayEvent, error) {
	const fn = "crib_play_go"
	q, err := u32(fn, "player", player)
	if err != nil {
		return PlayEvent{}, err
	}
	pile, dead := p.Pile(), p.Dead()
	var e C.crib_play_event
	if _, err := checkOf(fn, C.crib_play_go(&p.c, q, &e), "player "+strconv.Itoa(player)); err != nil {
		return PlayEvent{}, err
	}
	return eventOf(&e, pile, p.Dead()&^dead, int(e.points)), nil
}
