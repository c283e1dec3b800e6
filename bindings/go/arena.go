// SPDX-License-Identifier: MIT

package libcrib

// #include "crib.h"
import "C"

// ArenaConfig is what an arena plays (crib_arena_config). DefaultArenaConfig gives one
// to change.
type ArenaConfig struct {
	// Rules are any variant's. Three-handed, side A holds one seat against side B's
	// two; four-handed, the sides are partnerships (A in seats 0 and 2, then 1 and 3).
	Rules Rules
	// Pair i deals from the seed Seed + i, once for each seat side A can hold (two
	// games, three three-handed); BotSeed is mixed into the library's bots' decisions.
	Seed, BotSeed uint64
	// FirstPair is the index of the first pair, Pairs how many (games, when Single).
	FirstPair, Pairs int
	// Levels are side A's and side B's: BotEasy, BotStrong, or BotCaller for a side
	// that the caller plays (Run's bots, or Next and the answers).
	Levels [2]BotLevel
	// Single plays each seed once, side A in seat 0, instead of once for each seat A
	// can hold.
	Single bool
	// FirstDealer is a seat (0 to the players less one), or -1 to cut for it.
	FirstDealer int
	// Start is the board at the start of a game: seats 0's and 1's scores (four-handed,
	// the partnerships of seats 0 and 2 and of 1 and 3); StartThird is seat 2's
	// three-handed, 0 in the other variants.
	Start      [2]int
	StartThird int
}

// DefaultArenaConfig is the six-card game's rules, seed 1, 1000 pairs (2000 games, as
// the crib program's arena plays by default), both sides BotStrong, the first dealer
// cut for.
func DefaultArenaConfig() ArenaConfig {
	r, _ := DefaultRules(VariantSixCard)
	return ArenaConfig{Rules: r, Seed: 1, Pairs: 1000, Levels: [2]BotLevel{BotStrong, BotStrong},
		FirstDealer: -1}
}

func (a *ArenaConfig) toC(fn string) (C.crib_arena_config, error) {
	var c C.crib_arena_config
	var err error
	if c.rules, err = a.Rules.toC(fn); err != nil {
		return c, err
	}
	c.seed = C.uint64_t(a.Seed)
	c.bot_seed = C.uint64_t(a.BotSeed)
	if c.first_pair, err = u32(fn, "first pair", a.FirstPair); err != nil {
		return c, err
	}
	if c.pairs, err = u32(fn, "pairs", a.Pairs); err != nil {
		return c, err
	}
	c.level[0] = C.uint32_t(a.Levels[0])
	c.level[1] = C.uint32_t(a.Levels[1])
	if a.Single {
		c.flags = C.CRIB_ARENA_SINGLE
	}
	if c.first_dealer, err = orNone(fn, "first dealer", a.FirstDealer); err != nil {
		return c, err
	}
	for i, s := range a.Start {
		if c.start[i], err = u32(fn, "start", s); err != nil {
			return c, err
		}
	}
	if c.start_third, err = u32(fn, "start", a.StartThird); err != nil {
		return c, err
	}
	return c, nil
}

// ArenaEvent is what Arena.Next reports (crib_arena_event): a request for a decision
// of a side the caller plays (EventDiscard, EventPlay, with the View), or, as Next's
// flags ask, an event of the games.
type ArenaEvent struct {
	Kind ArenaEventKind
	// Game is the game's number in this arena (game g is pair FirstPair + g/n, n the
	// games of a pair, 2 or three-handed 3, side A in seat g%n); Deal the deal's number
	// in the game.
	Game, Deal int
	// Side (0 = A, 1 = B) and Player (the seat) the event is about: who must decide,
	// played, showed or won; -1 for games, deals, starters and the end of the run.
	Side, Player int
	// SeatA is side A's seat in this game (four-handed, A holds it and the seat
	// opposite), Dealer the dealer's seat.
	SeatA, Dealer int
	// Card is the card played or cut, else NoCard.
	Card Card
	// Points is what the event pegged (for EventEnd, the game's value), Scorer the seat
	// that pegged them (-1 for none).
	Points, Scorer int
	// Count is the count after a card, or at a go; IsCrib marks the crib's show.
	Count  int
	IsCrib bool
	// Score is the board after the event: seats 0's and 1's scores (four-handed, the
	// partnerships'); ScoreThird seat 2's three-handed, else 0.
	Score      [2]int
	ScoreThird int
	// Cards is the cards of a show, the starter not included.
	Cards Mask
	// View is, for a request, what the deciding player knows.
	View View
}

// Arena is an arena run's state (crib_arena): two sides play games of any variant on
// duplicate deals, each pair of games from one seed, side A in each seat it can hold in
// turn. It holds no
// pointers; make it with NewArena. It is not safe for use by several goroutines at once;
// to use several, give each its own arena over its own range of pairs and add their
// tallies.
type Arena struct {
	c C.crib_arena
}

// NewArena is crib_arena_init. Nothing is played until Next or Run.
func NewArena(cfg ArenaConfig) (*Arena, error) {
	const fn = "crib_arena_init"
	c, err := cfg.toC(fn)
	if err != nil {
		return nil, err
	}
	a := new(Arena)
	if _, err := check(fn, C.crib_arena_init(&a.c, &c)); err != nil {
		return nil, err
	}
	return a, nil
}

// Next is crib_arena_next: the library's bots play until a side the caller plays must
// decide, or (as flags ask: StopEvents, StopGame) an event happens or a game ends, or
// the run is over (EventDone). A request stays pending until Discard or Play answers it.
func (a *Arena) Next(flags uint32) (ArenaEvent, error) {
	var e C.crib_arena_event
	if _, err := check("crib_arena_next", C.crib_arena_next(&a.c, C.uint32_t(flags), &e)); err != nil {
		return ArenaEvent{}, err
	}
	out := ArenaEvent{
		Kind:       ArenaEventKind(e.kind),
		Game:       int(e.game),
		Deal:       int(e.deal),
		Side:       player(e.side),
		Player:     player(e.player),
		SeatA:      player(e.seat_a),
		Dealer:     player(e.dealer),
		Card:       cardOf(e.card),
		Points:     int(e.points),
		Scorer:     player(e.scorer),
		Count:      int(e.count),
		IsCrib:     e.is_crib != 0,
		Score:      [2]int{int(e.score[0]), int(e.score[1])},
		ScoreThird: int(e.score_third),
		Cards:      Mask(e.cards),
	}
	if out.Kind == EventDiscard || out.Kind == EventPlay {
		out.View = viewOf(&e.view)
	}
	return out, nil
}

// Discard is crib_arena_discard: the answer to an EventDiscard request. On error nothing
// changes and the request stays pending.
func (a *Arena) Discard(cs []Card) error {
	_, err := check("crib_arena_discard", C.crib_arena_discard(&a.c, cards(cs), C.size_t(len(cs))))
	return err
}

// Play is crib_arena_play: the answer to an EventPlay request, a card or NoCard for go.
// On error nothing changes and the request stays pending.
func (a *Arena) Play(card Card) error {
	_, err := checkOf("crib_arena_play", C.crib_arena_play(&a.c, cardArg(card)), card.String())
	return err
}

// Bot decides for a side that the caller plays (BotCaller): it lays away the cards to
// lay away (view.LayAway of the view's hand) and plays a card of view.Legal(), or
// NoCard for go. An error stops Run.
type Bot interface {
	Discard(view *View) ([]Card, error)
	Play(view *View) (Card, error)
}

// LevelBot is a Bot that decides as the library's bot of a level does
// (BotChooseDiscard, BotChoosePlay), with its seed.
type LevelBot struct {
	Level BotLevel
	Seed  uint64
}

// Discard is BotChooseDiscard.
func (b LevelBot) Discard(view *View) ([]Card, error) { return BotChooseDiscard(view, b.Level, b.Seed) }

// Play is BotChoosePlay.
func (b LevelBot) Play(view *View) (Card, error) { return BotChoosePlay(view, b.Level, b.Seed) }

// Run plays the arena to its end: the library's bots for their sides, and for a side
// whose level is BotCaller the bot given for it (a for side A, b for side B; nil for a
// library side). It returns the tally. A bot's error, or an answer the library refuses,
// stops it, the request left pending.
func (a *Arena) Run(botA, botB Bot) (Tally, error) {
	bots := [2]Bot{botA, botB}
	for {
		ev, err := a.Next(0)
		if err != nil {
			return Tally{}, err
		}
		if ev.Kind == EventDone {
			return a.Tally(), nil
		}
		bot := bots[ev.Side&1]
		if bot == nil {
			return Tally{}, fail("crib_arena_next", C.CRIB_ENULL, "no bot for side "+"AB"[ev.Side&1:ev.Side&1+1])
		}
		if ev.Kind == EventDiscard {
			cs, err := bot.Discard(&ev.View)
			if err == nil {
				err = a.Discard(cs)
			}
			if err != nil {
				return Tally{}, err
			}
			continue
		}
		card, err := bot.Play(&ev.View)
		if err == nil {
			err = a.Play(card)
		}
		if err != nil {
			return Tally{}, err
		}
	}
}

// Tally is crib_arena_tally: a copy of the arena's tally so far.
func (a *Arena) Tally() Tally {
	var t C.crib_tally
	C.crib_arena_tally(&a.c, &t)
	return tallyOf(&t)
}

// Tally is sums over games and deals by side (0 = A, 1 = B) and role (0 = dealer, 1 =
// pone) (crib_tally): integers, so that tallies add up exactly in any order. crib.h
// tells each field.
type Tally struct {
	Games           uint64
	Wins            [2]uint64
	SeatWins        [2]uint64
	FirstDealerWins uint64
	Value           [2]uint64
	ValueSq         uint64
	Pairs           uint64
	PairWins        [3]uint64
	PairValue       int64
	PairValueSq     uint64
	Deals           uint64
	WholeDeals      [4]uint64
	Points          [16]uint64
	PlaySq          [4]uint64
	TotalSq         [4]uint64
	MidDeals        uint64
	PlayHist        [1024]uint32
	PoneHist        [32]uint32
	DealerHist      [32]uint32
	CribHist        [32]uint32
	MidHeels        uint64
	// SeatWinsThird and PairWinsThree are seat 2's wins and the sets of three games side
	// A won all of, three-handed; SetGames is 3 in a tally of three-handed games, else 0.
	SeatWinsThird uint64
	PairWinsThree uint64
	SetGames      uint64
}

func tallyOf(t *C.crib_tally) Tally {
	var out Tally
	out.Games = uint64(t.games)
	out.FirstDealerWins = uint64(t.first_dealer_wins)
	out.ValueSq = uint64(t.value_sq)
	out.Pairs = uint64(t.pairs)
	out.PairValue = int64(t.pair_value)
	out.PairValueSq = uint64(t.pair_value_sq)
	out.Deals = uint64(t.deals)
	out.MidDeals = uint64(t.mid_deals)
	out.MidHeels = uint64(t.mid_heels)
	out.SeatWinsThird = uint64(t.seat_wins_third)
	out.PairWinsThree = uint64(t.pair_wins_three)
	out.SetGames = uint64(t.set_games)
	for i := range out.Wins {
		out.Wins[i] = uint64(t.wins[i])
		out.SeatWins[i] = uint64(t.seat_wins[i])
		out.Value[i] = uint64(t.value[i])
	}
	for i := range out.PairWins {
		out.PairWins[i] = uint64(t.pair_wins[i])
	}
	for i := range out.WholeDeals {
		out.WholeDeals[i] = uint64(t.whole_deals[i])
		out.PlaySq[i] = uint64(t.play_sq[i])
		out.TotalSq[i] = uint64(t.total_sq[i])
	}
	for i := range out.Points {
		out.Points[i] = uint64(t.points[i])
	}
	for i := range out.PlayHist {
		out.PlayHist[i] = uint32(t.play_hist[i])
	}
	for i := range out.PoneHist {
		out.PoneHist[i] = uint32(t.pone_hist[i])
		out.DealerHist[i] = uint32(t.dealer_hist[i])
		out.CribHist[i] = uint32(t.crib_hist[i])
	}
	return out
}

func (t *Tally) toC() C.crib_tally {
	var c C.crib_tally
	c.games = C.uint64_t(t.Games)
	c.first_dealer_wins = C.uint64_t(t.FirstDealerWins)
	c.value_sq = C.uint64_t(t.ValueSq)
	c.pairs = C.uint64_t(t.Pairs)
	c.pair_value = C.int64_t(t.PairValue)
	c.pair_value_sq = C.uint64_t(t.PairValueSq)
	c.deals = C.uint64_t(t.Deals)
	c.mid_deals = C.uint64_t(t.MidDeals)
	c.mid_heels = C.uint64_t(t.MidHeels)
	c.seat_wins_third = C.uint64_t(t.SeatWinsThird)
	c.pair_wins_three = C.uint64_t(t.PairWinsThree)
	c.set_games = C.uint64_t(t.SetGames)
	for i := range t.Wins {
		c.wins[i] = C.uint64_t(t.Wins[i])
		c.seat_wins[i] = C.uint64_t(t.SeatWins[i])
		c.value[i] = C.uint64_t(t.Value[i])
	}
	for i := range t.PairWins {
		c.pair_wins[i] = C.uint64_t(t.PairWins[i])
	}
	for i := range t.WholeDeals {
		c.whole_deals[i] = C.uint64_t(t.WholeDeals[i])
		c.play_sq[i] = C.uint64_t(t.PlaySq[i])
		c.total_sq[i] = C.uint64_t(t.TotalSq[i])
	}
	for i := range t.Points {
		c.points[i] = C.uint64_t(t.Points[i])
	}
	for i := range t.PlayHist {
		c.play_hist[i] = C.uint32_t(t.PlayHist[i])
	}
	for i := range t.PoneHist {
		c.pone_hist[i] = C.uint32_t(t.PoneHist[i])
		c.dealer_hist[i] = C.uint32_t(t.DealerHist[i])
		c.crib_hist[i] = C.uint32_t(t.CribHist[i])
	}
	return c
}

// Add is crib_tally_add: more's sums added into t, field by field (to join the tallies
// of arenas over different pairs). ERANGE, t unchanged, when a sum would overflow.
func (t *Tally) Add(more *Tally) error {
	sum, m := t.toC(), more.toC()
	if _, err := check("crib_tally_add", C.crib_tally_add(&sum, &m)); err != nil {
		return err
	}
	*t = tallyOf(&sum)
	return nil
}

// Summary is crib_tally_summary: rates, means and 95% intervals from the tally.
func (t *Tally) Summary() (Summary, error) {
	c := t.toC()
	var s C.crib_summary
	if _, err := check("crib_tally_summary", C.crib_tally_summary(&c, &s)); err != nil {
		return Summary{}, err
	}
	out := Summary{
		Games:           float64(s.games),
		Pairs:           float64(s.pairs),
		WinA:            float64(s.win_a),
		WinALow:         float64(s.win_a_low),
		WinAHigh:        float64(s.win_a_high),
		ValueA:          float64(s.value_a),
		ValueALow:       float64(s.value_a_low),
		ValueAHigh:      float64(s.value_a_high),
		FirstDealer:     float64(s.first_dealer),
		FirstDealerLow:  float64(s.first_dealer_low),
		FirstDealerHigh: float64(s.first_dealer_high),
		DealsPerGame:    float64(s.deals_per_game),
	}
	for i := range out.Points {
		out.Points[i] = float64(s.points[i])
	}
	for i := range out.TotalHalf {
		out.TotalHalf[i] = float64(s.total_half[i])
		out.PlayHalf[i] = float64(s.play_half[i])
	}
	for i := range out.PlayDiff {
		out.PlayDiff[i] = float64(s.play_diff[i])
		out.PlayDiffHalf[i] = float64(s.play_diff_half[i])
	}
	return out, nil
}

// Summary is what crib_tally_summary makes of a tally (crib_summary): side A's win rate
// and mean net game value (paired by seed when the arena played pairs), the first
// dealer's win rate, each with its 95% interval, and the points a whole deal by side and
// role. crib.h tells each field.
type Summary struct {
	Games, Pairs                                 float64
	WinA, WinALow, WinAHigh                      float64
	ValueA, ValueALow, ValueAHigh                float64
	FirstDealer, FirstDealerLow, FirstDealerHigh float64
	DealsPerGame                                 float64
	// Points is by [side*10 + role*5 + kind], kind the play, the hand, the crib, heels
	// and the total.
	Points [20]float64
	// TotalHalf and PlayHalf are the 95% half-widths by [side*2 + role].
	TotalHalf, PlayHalf [4]float64
	// PlayDiff is side A's points in the play less side B's, by role, PlayDiffHalf
	// its half-width.
	PlayDiff, PlayDiffHalf [2]float64
}
