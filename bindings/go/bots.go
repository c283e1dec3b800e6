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
// BotStrong, BotExpert) lays away, in increasing id order, from the view of a player in
// the discard. The same view, level and seed give the same cards.
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

// AdviceEntry is one choice of an Advice (crib_advice_entry), with what the expert bot
// expects of it.
type AdviceEntry struct {
	// Cards is the cards laid away in the discard, in increasing id order, or the card
	// played in the play; empty for a go.
	Cards []Card
	// Hand, Crib and Peg are, in the discard, the kept hand's expected show, the crib's
	// (negative when the crib is not the player's side's) and the pegging the keep brings
	// (the player's side's points less the opponent's; three-handed less the mean of the
	// other two's); 0 in the play.
	Hand, Crib, Peg float64
	// Points is, in the discard, Hand + Crib + Peg; in the play, the points of the rest
	// of the play net of the opponent's (three-handed, of the mean of the other two's).
	Points float64
	// Win is the chance that the player's side wins the game (0 to 1) when HasWin is
	// set. HasWin is unset, and Win 0, where the library has no chance table for the
	// game (only the two-player six-card game and the game with two into the crib to 121
	// or 61 and the five-card game to 61 have one) and for the single go entry of a play
	// with no card that fits.
	Win    float64
	HasWin bool
}

// Advice is what Advise tells of a view (crib_advice): its Kind (StageDiscard or
// StagePlay) and every legal choice, best first; Entries[0] is the expert bot's choice.
type Advice struct {
	Kind    Stage
	Entries []AdviceEntry
}

// Advise is crib_advise: the expert bot's evaluation of every legal choice of a view,
// best first, in every variant. In the discard, each way to lay away, with the kept
// hand's, the crib's and the pegging's expected points, their total and the chance to
// win; in the play, each card the player may play (or a single go entry) with the
// expected points of the rest of the play and the chance to win. Entries[0] is exactly
// what BotChooseDiscard or BotChoosePlay choose at BotExpert. ERANGE for a view in
// neither the discard nor the play, or one no deal could show; ECOUNT for a hand dealt
// or kept a wrong number of cards. Cost: under a millisecond for a discard, a few for a
// play.
func Advise(v *View) (Advice, error) {
	const fn = "crib_advise"
	c, err := v.toC(fn)
	if err != nil {
		return Advice{}, err
	}
	var a C.crib_advice
	if _, err := check(fn, C.crib_advise(&c, &a)); err != nil {
		return Advice{}, err
	}
	n := int(a.n)
	if n > len(a.entry) {
		n = len(a.entry)
	}
	out := Advice{Kind: Stage(a.kind), Entries: make([]AdviceEntry, n)}
	for i := range out.Entries {
		e := &a.entry[i]
		k := int(e.n_cards)
		if k > len(e.card) {
			k = len(e.card)
		}
		cs := make([]Card, k)
		for j := range cs {
			cs[j] = Card(e.card[j])
		}
		out.Entries[i] = AdviceEntry{Cards: cs, Hand: float64(e.hand), Crib: float64(e.crib),
			Peg: float64(e.peg), Points: float64(e.points)}
		if e.win >= 0 {
			out.Entries[i].Win, out.Entries[i].HasWin = float64(e.win), true
		}
	}
	return out, nil
}

// ViewChance is what ViewWinChance tells of a view: how the chance was found (Method:
// "model", "search" or "show", the words `crib chance --json` prints), the chance that
// the player's side wins, and its expected game value with lurch and with skunk.
type ViewChance struct {
	Method            string
	Win, Lurch, Skunk float64
}

// chanceMethods are the words for crib.h's CRIB_CHANCE_*, in their order.
var chanceMethods = [...]string{ChanceTable: "table", ChanceModel: "model", ChanceSearch: "search",
	ChanceShow: "show"}

// ViewWinChance is crib_view_win_chance: the chance that the view's player wins a
// two-player six-card game to 121 or 61, from what the view sees rather than the scores
// alone. In the play the rest of the deal is searched as the expert bot plays it
// ("search", the chance with Advise's best card); in the discard the keep the expert
// makes, searched near the end and by the model further out ("search" or "model"). A
// view in StageShow is one the caller fills (crib.h tells its fields): "show".
// Deterministic for a view. ERANGE for another variant or target or a view no deal could
// show, ERULES for the options that change how a game ends (OptNoGoOut, OptExact),
// ECOUNT for a hand dealt or kept a wrong number of cards. Cost: a play a few
// milliseconds at most, a discard near the end tens of milliseconds.
func ViewWinChance(v *View) (ViewChance, error) {
	const fn = "crib_view_win_chance"
	c, err := v.toC(fn)
	if err != nil {
		return ViewChance{}, err
	}
	var out C.crib_chance
	if _, err := check(fn, C.crib_view_win_chance(&c, &out)); err != nil {
		return ViewChance{}, err
	}
	method := "Method(" + strconv.FormatUint(uint64(out.method), 10) + ")"
	if int(out.method) < len(chanceMethods) {
		method = chanceMethods[out.method]
	}
	return ViewChance{Method: method, Win: float64(out.win), Lurch: float64(out.lurch),
		Skunk: float64(out.skunk)}, nil
}
