// SPDX-License-Identifier: MIT

package libcrib

// #include "crib.h"
import "C"

import "strconv"

// Rng is the deal driver's random numbers, SplitMix64 (crib.h tells the algorithm):
// State is the generator's state, which starts at the seed.
type Rng struct {
	State uint64
}

// NewRng is a generator whose state starts at the seed, as a deal's does.
func NewRng(seed uint64) *Rng { return &Rng{State: seed} }

// Next is crib_rng_next: the next 64-bit number.
func (r *Rng) Next() uint64 {
	s, out := C.uint64_t(r.State), C.uint64_t(0)
	C.crib_rng_next(&s, &out)
	r.State = uint64(s)
	return uint64(out)
}

// Below is crib_rng_below: a uniform number in 0 .. n-1, n from 1 to 2^32 (ERANGE
// otherwise, and nothing drawn).
func (r *Rng) Below(n uint64) (uint32, error) {
	s, out := C.uint64_t(r.State), C.uint32_t(0)
	if _, err := checkOf("crib_rng_below", C.crib_rng_below(&s, C.uint64_t(n), &out),
		"n "+strconv.FormatUint(n, 10)); err != nil {
		return 0, err
	}
	r.State = uint64(s)
	return uint32(out), nil
}

// Shuffle is crib_deck_shuffle: the 52 cards in the order of a shuffle.
func (r *Rng) Shuffle() [Cards]Card {
	var deck [Cards]Card
	s := C.uint64_t(r.State)
	C.crib_deck_shuffle(&s, cards(deck[:]))
	r.State = uint64(s)
	return deck
}

// Cut is what cutting the starter did: the starter, and the points of heels pegged to
// the dealer (2 for a jack, 0 when an option refused them).
type Cut struct {
	Starter Card
	Heels   int
}

// Status is where a deal stands (crib_status).
type Status struct {
	Stage Stage
	// Players (2 to 4) and the variant's cards dealt to each, laid away by each, kept.
	Players, Dealt, Discard, Kept int
	// Dealer, and Deal the deal's number (1 for the first, 0 before Start).
	Dealer, Deal int
	// Starter is NoCard before the cut.
	Starter Card
	// NextShow is who shows next in the show (-1 in other stages), NextIsCrib set when
	// that show is the crib.
	NextShow   int
	NextIsCrib bool
	// FirstCut is the card each player cut for the first deal (NoCard for none).
	FirstCut []Card
	// Wrong has bit p for each player p dealt a wrong number of cards and not yet
	// rectified, and bit HolderCrib for the crib.
	Wrong uint32
	// Unpegged is the points each player missed in his claims and may still peg
	// (Deal.Correct).
	Unpegged []int
	// Hands are each player's cards, as dealt until they lay away, then the kept
	// hand; Crib the crib's cards so far.
	Hands []Mask
	Crib  Mask
}

// Show is what one show did (crib_show): who showed, the cards and the starter, how the
// claim was pegged and the true score.
type Show struct {
	Player  int
	IsCrib  bool
	Cards   []Card
	Starter Card
	Claim   Claim
	Score   HandScore
	// Ended is set when the game ended during the show.
	Ended bool
}

// Deal is the deal driver's state (crib_deal): a seeded game played deal by deal, with
// the referee's calls for irregularities. It holds no pointers, so a copy (e := *d)
// branches the game. Make it with NewDeal; a zero Deal refuses every action with ERANGE.
// It is not safe for use by several goroutines at once.
type Deal struct {
	c C.crib_deal
}

// NewDeal is crib_deal_init: a game under the rules, its shuffles fixed by the seed,
// with its first dealer, or firstDealer < 0 (or DealCut) to cut for it.
func NewDeal(rules Rules, seed uint64, firstDealer int) (*Deal, error) {
	const fn = "crib_deal_init"
	r, err := rules.toC(fn)
	if err != nil {
		return nil, err
	}
	f, err := orNone(fn, "first dealer", firstDealer)
	if err != nil {
		return nil, err
	}
	d := new(Deal)
	if _, err := check(fn, C.crib_deal_init(&d.c, &r, C.uint64_t(seed), f)); err != nil {
		return nil, err
	}
	return d, nil
}

// Start is crib_deal_start: shuffles and deals; the dealer.
func (d *Deal) Start() (int, error) {
	return check("crib_deal_start", C.crib_deal_start(&d.c))
}

// StartCut is crib_deal_start_cut: Start with the pack cut before the deal, position
// cards (CutMin to 52 - CutMin) lifted and put under the rest.
func (d *Deal) StartCut(position int) (int, error) {
	const fn = "crib_deal_start_cut"
	p, err := u32(fn, "position", position)
	if err != nil {
		return 0, err
	}
	return checkOf(fn, C.crib_deal_start_cut(&d.c, p), "position "+strconv.Itoa(position))
}

// Discard is crib_deal_discard: a player lays away the variant's number of cards.
func (d *Deal) Discard(player int, cs []Card) error {
	const fn = "crib_deal_discard"
	p, err := u32(fn, "player", player)
	if err != nil {
		return err
	}
	_, err = checkOf(fn, C.crib_deal_discard(&d.c, p, cards(cs), C.size_t(len(cs))),
		"player "+strconv.Itoa(player))
	return err
}

// Cut is crib_deal_cut: the starter, the top card of the stock, and heels.
func (d *Deal) Cut() (Cut, error) {
	var heels C.uint32_t
	n, err := check("crib_deal_cut", C.crib_deal_cut(&d.c, &heels))
	return Cut{Starter: Card(n), Heels: int(heels)}, err
}

// CutAt is crib_deal_cut_at: the starter is the stock's card at position (CutMin to
// the stock's size - CutMin, from 0 at the top).
func (d *Deal) CutAt(position int) (Cut, error) {
	const fn = "crib_deal_cut_at"
	p, err := u32(fn, "position", position)
	if err != nil {
		return Cut{}, err
	}
	var heels C.uint32_t
	n, err := checkOf(fn, C.crib_deal_cut_at(&d.c, p, &heels), "position "+strconv.Itoa(position))
	return Cut{Starter: Card(n), Heels: int(heels)}, err
}

// Stock is crib_deal_stock: the cards no hand, crib, starter or set-aside card holds,
// in the pack's order, its top first.
func (d *Deal) Stock() []Card {
	var buf [Cards]Card
	n := C.crib_deal_stock(&d.c, cards(buf[:]), C.size_t(len(buf)))
	if n < 0 {
		return nil
	}
	return append([]Card(nil), buf[:n]...)
}

// Play is crib_deal_play: a copy of the current deal's play, to ask whose turn it is,
// what is legal, the pile.
func (d *Deal) Play() (*Play, error) {
	p := new(Play)
	if _, err := check("crib_deal_play", C.crib_deal_play(&d.c, &p.c)); err != nil {
		return nil, err
	}
	return p, nil
}

// state is the play's pile and dead cards before an action, for its event.
func (d *Deal) state() ([]Card, Mask) {
	var p Play
	C.crib_deal_play(&d.c, &p.c)
	return p.Pile(), p.Dead()
}

// PlayCard is crib_deal_play_card: a card in the play, its points pegged to the
// player's side; the event's Pegged is what the game pegged.
func (d *Deal) PlayCard(player int, card Card) (PlayEvent, error) {
	const fn = "crib_deal_play_card"
	p, err := u32(fn, "player", player)
	if err != nil {
		return PlayEvent{}, err
	}
	pile, _ := d.state()
	var e C.crib_play_event
	n, err := checkOf(fn, C.crib_deal_play_card(&d.c, p, C.crib_card(card), &e),
		"player "+strconv.Itoa(player)+", "+card.String())
	if err != nil {
		return PlayEvent{}, err
	}
	return eventOf(&e, pile, 0, n), nil
}

// PlayGo is crib_deal_play_go: go, its point for last pegged; under OptFailure a go by
// a player who can play is a failure to play, whose penalty is pegged first.
func (d *Deal) PlayGo(player int) (PlayEvent, error) {
	const fn = "crib_deal_play_go"
	p, err := u32(fn, "player", player)
	if err != nil {
		return PlayEvent{}, err
	}
	pile, dead := d.state()
	var e C.crib_play_event
	n, err := checkOf(fn, C.crib_deal_play_go(&d.c, p, &e), "player "+strconv.Itoa(player))
	if err != nil {
		return PlayEvent{}, err
	}
	_, after := d.state()
	return eventOf(&e, pile, after&^dead, n), nil
}

// PlayClaim is crib_deal_play_claim: a card (NoCard: go) whose points the scorer claims
// (claimed < 0: all of them); an over-claim is corrected, and points missed go to the
// opponent under OptMugginsPlay, or may be pegged with Correct in time.
func (d *Deal) PlayClaim(player int, card Card, claimed int) (PlayEvent, Claim, error) {
	const fn = "crib_deal_play_claim"
	p, err := u32(fn, "player", player)
	if err != nil {
		return PlayEvent{}, Claim{}, err
	}
	cl, err := orNone(fn, "claimed", claimed)
	if err != nil {
		return PlayEvent{}, Claim{}, err
	}
	pile, dead := d.state()
	var e C.crib_play_event
	var c C.crib_claim
	n, err := checkOf(fn, C.crib_deal_play_claim(&d.c, p, cardArg(card), cl, &e, &c),
		"player "+strconv.Itoa(player)+", "+card.String())
	if err != nil {
		return PlayEvent{}, Claim{}, err
	}
	_, after := d.state()
	return eventOf(&e, pile, after&^dead, n), claimOf(&c), nil
}

// Show is crib_deal_show: the next show in order, each hand from the dealer's left
// round to the dealer, then the crib, its player claiming claimed points (< 0: the true
// total).
func (d *Deal) Show(claimed int) (Show, error) {
	const fn = "crib_deal_show"
	cl, err := orNone(fn, "claimed", claimed)
	if err != nil {
		return Show{}, err
	}
	var s C.crib_show
	n, err := check(fn, C.crib_deal_show(&d.c, cl, &s))
	if err != nil {
		return Show{}, err
	}
	k := int(s.n_cards)
	if k > len(s.cards) {
		k = len(s.cards)
	}
	hand := make([]Card, k)
	for i := range hand {
		hand[i] = Card(s.cards[i])
	}
	starter := cardOf(s.starter)
	return Show{
		Player:  int(s.player),
		IsCrib:  s.is_crib != 0,
		Cards:   hand,
		Starter: starter,
		Claim:   claimOf(&s.claim),
		Score:   scoreOf(&s.score, hand, starter, s.is_crib != 0),
		Ended:   n == 1,
	}, nil
}

// Status is crib_deal_status.
func (d *Deal) Status() Status {
	var s C.crib_status
	C.crib_deal_status(&d.c, &s)
	out := Status{
		Stage:      Stage(s.stage),
		Players:    int(s.players),
		Dealt:      int(s.dealt),
		Discard:    int(s.discard),
		Kept:       int(s.kept),
		Dealer:     int(s.dealer),
		Deal:       int(s.deal),
		Starter:    cardOf(s.starter),
		NextShow:   player(s.next_show),
		NextIsCrib: s.next_is_crib != 0,
		Wrong:      uint32(s.wrong),
		Crib:       Mask(s.crib),
	}
	n := int(s.players)
	if n > PlayMaxPlayers {
		n = PlayMaxPlayers
	}
	for i := 0; i < n; i++ {
		out.FirstCut = append(out.FirstCut, cardOf(s.first_cut[i]))
		out.Unpegged = append(out.Unpegged, int(s.unpegged[i]))
		out.Hands = append(out.Hands, Mask(s.hand[i]))
	}
	return out
}

// Stage is the deal's stage, Status().Stage.
func (d *Deal) Stage() Stage { return d.Status().Stage }

// Game is crib_deal_game: a copy of the game (board, order of scoring, result).
func (d *Deal) Game() *Game {
	g := new(Game)
	C.crib_deal_game(&d.c, &g.c)
	return g
}

// View is crib_deal_view: what the player knows, for a bot: in the discard, before he
// lays away, the cards dealt; in the play, on his turn, the cards held, the count and
// every card played. discard is the cards he laid away, in the play (0 when not known
// or in the discard).
func (d *Deal) View(player int, discard Mask) (View, error) {
	const fn = "crib_deal_view"
	p, err := u32(fn, "player", player)
	if err != nil {
		return View{}, err
	}
	var v C.crib_view
	if _, err := checkOf(fn, C.crib_deal_view(&d.c, p, C.uint64_t(discard), &v),
		"player "+strconv.Itoa(player)); err != nil {
		return View{}, err
	}
	return viewOf(&v), nil
}

// Misdeal is crib_deal_misdeal: the cards go back, and the same dealer deals anew (the
// discard or the cut stage); the dealer.
func (d *Deal) Misdeal() (int, error) {
	return check("crib_deal_misdeal", C.crib_deal_misdeal(&d.c))
}

// Miscount is crib_deal_miscount: a dealing error, the holder (a player who has not
// laid away, or HolderCrib) dealt delta (-2, -1, 1 or 2) cards too many or too few; the
// number of cards it now holds.
func (d *Deal) Miscount(holder, delta int) (int, error) {
	const fn = "crib_deal_miscount"
	h, err := u32(fn, "holder", holder)
	if err != nil {
		return 0, err
	}
	if delta < -2 || delta > 2 {
		return 0, fail(fn, C.CRIB_ERANGE, "delta "+strconv.Itoa(delta))
	}
	return checkOf(fn, C.crib_deal_miscount(&d.c, h, C.int32_t(delta)),
		"holder "+strconv.Itoa(holder)+", delta "+strconv.Itoa(delta))
}

// Rectify is crib_deal_rectify: a wrong number of cards found after laying away, and
// the opponent's choice: RectifyNewDeal (a hand only), or RectifyPeg, his 2 points and
// the hand or crib rectified, drawn being the cards drawn out of a long one (none for a
// short one). It returns the penalty actually pegged.
func (d *Deal) Rectify(holder int, choice Rectify, drawn []Card) (int, error) {
	const fn = "crib_deal_rectify"
	h, err := u32(fn, "holder", holder)
	if err != nil {
		return 0, err
	}
	var pegged C.uint32_t
	_, err = checkOf(fn, C.crib_deal_rectify(&d.c, h, C.uint32_t(choice), cards(drawn),
		C.size_t(len(drawn)), &pegged), "holder "+strconv.Itoa(holder)+", "+choice.String())
	return int(pegged), err
}

// Overpeg is crib_deal_overpeg: an over-peg corrected on demand; the penalty the
// player's opponent pegged (2 under OptOverpeg, else 0).
func (d *Deal) Overpeg(player int) (int, error) {
	const fn = "crib_deal_overpeg"
	p, err := u32(fn, "player", player)
	if err != nil {
		return 0, err
	}
	var pegged C.uint32_t
	_, err = checkOf(fn, C.crib_deal_overpeg(&d.c, p, &pegged), "player "+strconv.Itoa(player))
	return int(pegged), err
}

// Correct is crib_deal_correct: the player pegs the points he missed in his claims
// (Status().Unpegged) in time, as ReasonCorrection; the points pegged.
func (d *Deal) Correct(player int) (int, error) {
	const fn = "crib_deal_correct"
	p, err := u32(fn, "player", player)
	if err != nil {
		return 0, err
	}
	var pegged C.uint32_t
	_, err = checkOf(fn, C.crib_deal_correct(&d.c, p, &pegged), "player "+strconv.Itoa(player))
	return int(pegged), err
}
