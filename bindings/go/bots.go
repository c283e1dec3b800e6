// SPDX-License-Identifier: MIT

package libcrib

// #include "crib.h"
import "C"

import "strconv"

// View is what one player knows of a deal, and all a bot may look at (crib_view):
// Deal.View makes one, the arena hands one with each request, and a program with its
// own game may fill one (the library refuses a view that no deal could show, ERANGE).
type View struct {
	Rules Rules
	// Stage is StageDiscard (the player must lay away) or StagePlay (his turn).
	Stage Stage
	// Player decides; Dealer deals.
	Player, Dealer int
	// Starter is NoCard in the discard.
	Starter Card
	// Scores are each side's score, 0 past the sides.
	Scores [GameMaxSides]int
	// Count is the count in the play; Went has bit q for each player q who said go in
	// this count.
	Count int
	Went  uint32
	// Pile is the cards of the current count, in order.
	Pile []Card
	// Earlier is, in the play when known, the cards played in this deal before the
	// current count, in the order played (who played each is in Played); empty when none
	// was or the order is not known (Deal.View does not know it; the arena does).
	Earlier []Card
	// Held is how many cards each player still holds in the play; MinValue the least
	// counting value any card each one holds can have, as his gos have shown (1 when
	// nothing is known); 0 past the players and in the discard.
	Held, MinValue [PlayMaxPlayers]int
	// Hand is the player's cards: as dealt in the discard, still held in the play.
	Hand Mask
	// Discard is the cards he laid away when known (else 0), in the play.
	Discard Mask
	// Played is the cards each player has played in this deal, the pile's included.
	Played [PlayMaxPlayers]Mask
}

func viewOf(v *C.crib_view) View {
	out := View{
		Rules:   rulesOf(&v.rules),
		Stage:   Stage(v.stage),
		Player:  int(v.player),
		Dealer:  int(v.dealer),
		Starter: cardOf(v.starter),
		Count:   int(v.count),
		Went:    uint32(v.went),
		Hand:    Mask(v.hand),
		Discard: Mask(v.discard),
	}
	for i := range out.Scores {
		out.Scores[i] = int(v.score[i])
	}
	for i := range out.Held {
		out.Held[i] = int(v.held[i])
		out.MinValue[i] = int(v.min_value[i])
		out.Played[i] = Mask(v.played[i])
	}
	n := int(v.n_pile)
	if n > len(v.pile) {
		n = len(v.pile)
	}
	for i := 0; i < n; i++ {
		out.Pile = append(out.Pile, Card(v.pile[i]))
	}
	n = int(v.n_earlier)
	if n > len(v.earlier) {
		n = len(v.earlier)
	}
	for i := 0; i < n; i++ {
		out.Earlier = append(out.Earlier, Card(v.earlier[i]))
	}
	return out
}

func (v *View) toC(fn string) (C.crib_view, error) {
	var c C.crib_view
	var err error
	if c.rules, err = v.Rules.toC(fn); err != nil {
		return c, err
	}
	if len(v.Pile) > len(c.pile) {
		return c, fail(fn, C.CRIB_ERANGE, strconv.Itoa(len(v.Pile))+" cards in the pile")
	}
	if len(v.Earlier) > len(c.earlier) {
		return c, fail(fn, C.CRIB_ERANGE, strconv.Itoa(len(v.Earlier))+" earlier cards")
	}
	c.stage = C.uint32_t(v.Stage)
	if c.player, err = u32(fn, "player", v.Player); err != nil {
		return c, err
	}
	if c.dealer, err = u32(fn, "dealer", v.Dealer); err != nil {
		return c, err
	}
	c.starter = cardArg(v.Starter)
	if c.count, err = u32(fn, "count", v.Count); err != nil {
		return c, err
	}
	c.went = C.uint32_t(v.Went)
	for i, s := range v.Scores {
		if c.score[i], err = u32(fn, "score", s); err != nil {
			return c, err
		}
	}
	for i := range v.Held {
		if c.held[i], err = u32(fn, "held", v.Held[i]); err != nil {
			return c, err
		}
		if c.min_value[i], err = u32(fn, "min value", v.MinValue[i]); err != nil {
			return c, err
		}
		c.played[i] = C.uint64_t(v.Played[i])
	}
	c.n_pile = C.uint32_t(len(v.Pile))
	for i, card := range v.Pile {
		c.pile[i] = C.crib_card(card)
	}
	c.n_earlier = C.uint32_t(len(v.Earlier))
	for i, card := range v.Earlier {
		c.earlier[i] = C.crib_card(card)
	}
	c.hand = C.uint64_t(v.Hand)
	c.discard = C.uint64_t(v.Discard)
	return c, nil
}

// Legal is the cards of the hand the player may play now: in the play, those that keep
// the count at 31 or below (none: he must say go); none in the discard.
func (v *View) Legal() Mask {
	var m Mask
	if v.Stage != StagePlay {
		return 0
	}
	for _, c := range v.Hand.Cards() {
		if c.Value()+v.Count <= 31 {
			m |= 1 << c
		}
	}
	return m
}

// LayAway is the number of cards the player lays away in the discard: 2 in the six-card
// and the five-card game, 1 in the others.
func (v *View) LayAway() int {
	if v.Rules.Variant == VariantSixCard || v.Rules.Variant == VariantFiveCard {
		return 2
	}
	return 1
}

// BotDiscard is crib_bot_discard, the simple bot's discard: discard cards (1 or 2) to
// lay away of the dealt cards (5 or 6), dealer set when the crib is the bot's.
func BotDiscard(dealt []Card, discard int, dealer bool) ([]Card, error) {
	const fn = "crib_bot_discard"
	if discard < 1 || discard > 2 {
		return nil, fail(fn, C.CRIB_ECOUNT, "discard "+strconv.Itoa(discard))
	}
	out := make([]Card, discard)
	_, err := check(fn, C.crib_bot_discard(cards(dealt), C.size_t(len(dealt)), C.uint32_t(discard),
		flag(dealer), cards(out)))
	if err != nil {
		return nil, err
	}
	return out, nil
}

// BotPlay is crib_bot_play, the simple bot's card in the play for the player whose turn
// it is: the legal card that pegs most; NoCard when he must say go.
func BotPlay(p *Play, player int) (Card, error) {
	const fn = "crib_bot_play"
	q, err := u32(fn, "player", player)
	if err != nil {
		return NoCard, err
	}
	var c C.crib_card
	n, err := checkOf(fn, C.crib_bot_play(&p.c, q, &c), "player "+strconv.Itoa(player))
	if err != nil || n == 0 {
		return NoCard, err
	}
	return Card(c), nil
}

// BotChooseDiscard is crib_bot_choose_discard: the cards a bot of a level (BotEasy,
// BotStrong) lays away, in increasing id order, from the view of a player in the
// discard. The same view, level and seed give the same cards.
func BotChooseDiscard(v *View, level BotLevel, seed uint64) ([]Card, error) {
	const fn = "crib_bot_choose_discard"
	c, err := v.toC(fn)
	if err != nil {
		return nil, err
	}
	var out [2]Card
	n, err := check(fn, C.crib_bot_choose_discard(&c, C.uint32_t(level), C.uint64_t(seed),
		cards(out[:]), C.size_t(len(out))))
	if err != nil {
		return nil, err
	}
	return append([]Card(nil), out[:n]...), nil
}

// BotChoosePlay is crib_bot_choose_play: the card a bot of a level plays from the view
// of the player whose turn it is; NoCard when he must say go.
func BotChoosePlay(v *View, level BotLevel, seed uint64) (Card, error) {
	const fn = "crib_bot_choose_play"
	c, err := v.toC(fn)
	if err != nil {
		return NoCard, err
	}
	var card C.crib_card
	n, err := check(fn, C.crib_bot_choose_play(&c, C.uint32_t(level), C.uint64_t(seed), &card))
	if err != nil || n == 0 {
		return NoCard, err
	}
	return Card(card), nil
}

// Chance is the chance to win from a position (crib_chance): the chance that the side
// wins, and its expected game value with lurch and with skunk.
type Chance struct {
	Win, Lurch, Skunk float64
}

// WinChance is crib_win_chance: the chance to win a two-player six-card game to target
// (121 or 61) from the start of a deal, scores own and other, dealer set when the side
// deals it.
func WinChance(target, own, other int, dealer bool) (Chance, error) {
	const fn = "crib_win_chance"
	var args [3]C.uint32_t
	for i, v := range []int{target, own, other} {
		x, err := u32(fn, [...]string{"target", "own", "other"}[i], v)
		if err != nil {
			return Chance{}, err
		}
		args[i] = x
	}
	var c C.crib_chance
	if _, err := check(fn, C.crib_win_chance(args[0], args[1], args[2], flag(dealer), &c)); err != nil {
		return Chance{}, err
	}
	return Chance{Win: float64(c.win), Lurch: float64(c.lurch), Skunk: float64(c.skunk)}, nil
}
