// SPDX-License-Identifier: MIT

package libcrib

// #include "crib.h"
import "C"

import "strconv"

// Rules are the rules of a game (crib_game_rules). DefaultRules gives a variant's; any
// field may then be changed, and the library checks them when a game starts.
type Rules struct {
	Variant Variant
	// Target is the score that wins, 1 to GameMaxTarget.
	Target  int
	Options Option
	Ladder  Ladder
	// What a game is worth at each level of the ladder (a plain win is worth 1); each
	// 1 to GameMaxValue, TripleSkunkValue 0 for no triple skunk.
	LurchValue, SkunkValue, DoubleSkunkValue, TripleSkunkValue int
	// Peggers is four-handed: bit p for each of the two players elected to peg, one of
	// each side, who alone cut for the first deal; 0 for every player cuts.
	Peggers uint32
}

// DefaultRules is crib_game_rules_default: a variant's rules, target 121 (61 for the
// five-card game), no options, no ladder, values 2, 2, 3, 0.
func DefaultRules(variant Variant) (Rules, error) {
	var r C.crib_game_rules
	_, err := check("crib_game_rules_default", C.crib_game_rules_default(&r, C.uint32_t(variant)))
	if err != nil {
		return Rules{}, err
	}
	return rulesOf(&r), nil
}

func rulesOf(r *C.crib_game_rules) Rules {
	return Rules{
		Variant:          Variant(r.variant),
		Target:           int(r.target),
		Options:          Option(r.options),
		Ladder:           Ladder(r.ladder),
		LurchValue:       int(r.lurch_value),
		SkunkValue:       int(r.skunk_value),
		DoubleSkunkValue: int(r.double_skunk_value),
		TripleSkunkValue: int(r.triple_skunk_value),
		Peggers:          uint32(r.peggers),
	}
}

func (r *Rules) toC(fn string) (C.crib_game_rules, error) {
	c := C.crib_game_rules{variant: C.uint32_t(r.Variant), options: C.uint32_t(r.Options),
		ladder: C.uint32_t(r.Ladder), peggers: C.uint32_t(r.Peggers)}
	fields := []*C.uint32_t{&c.target, &c.lurch_value, &c.skunk_value, &c.double_skunk_value,
		&c.triple_skunk_value}
	names := []string{"target", "lurch value", "skunk value", "double skunk value",
		"triple skunk value"}
	for i, v := range []int{r.Target, r.LurchValue, r.SkunkValue, r.DoubleSkunkValue,
		r.TripleSkunkValue} {
		x, err := u32(fn, names[i], v)
		if err != nil {
			return c, err
		}
		*fields[i] = x
	}
	return c, nil
}

// Claim is what a claim pegged (crib_claim): in the show, or for an action of the play.
type Claim struct {
	// Player claimed; Opponent pegs his muggins and penalties.
	Player, Opponent int
	// Claimed is the points claimed (the true total for a claim of all), Actual the
	// true total; Missed and OverClaimed what the claim fell short by or went over by.
	Claimed, Actual, Missed, OverClaimed int
	// Pegged is what the player pegged, Muggins what the opponent pegged of the points
	// missed, Penalty the failure to play's penalty pegged first (in the play).
	Pegged, Muggins, Penalty int
	// Ended is set when the game ended during the claim.
	Ended bool
}

func claimOf(c *C.crib_claim) Claim {
	return Claim{
		Player:      int(c.player),
		Opponent:    int(c.opponent),
		Claimed:     int(c.claimed),
		Actual:      int(c.actual),
		Missed:      int(c.missed),
		OverClaimed: int(c.over_claimed),
		Pegged:      int(c.pegged),
		Muggins:     int(c.muggins),
		Penalty:     int(c.penalty),
		Ended:       c.ended != 0,
	}
}

// Result is a game's result, or its state while it goes on (crib_result).
type Result struct {
	Over bool
	// Winner is the winning side, Player who pegged the winning points: -1 while the
	// game goes on. Phase and Reason are when and how it was won, None (crib.h's
	// CRIB_NONE) while it goes on.
	Winner, Player int
	Phase          Phase
	Reason         Reason
	// Scores, Levels and Values are by side: the scores, each loser's level on the
	// ladder (the winner's LevelNone) and what the game is worth against it (0 for the
	// winner, and for all while the game goes on); TotalValue is their sum.
	Sides      int
	Scores     []int
	Levels     []Level
	Values     []int
	TotalValue int
	// Players is 2, 3 or 4, FirstDealer the dealer of the game's first deal.
	Players, FirstDealer int
}

func resultOf(r *C.crib_result) Result {
	out := Result{
		Over:        r.over != 0,
		Winner:      player(r.winner),
		Player:      player(r.player),
		Phase:       Phase(r.phase),
		Reason:      Reason(r.reason),
		Sides:       int(r.sides),
		TotalValue:  int(r.total_value),
		Players:     int(r.players),
		FirstDealer: int(r.first_dealer),
	}
	n := int(r.sides)
	if n > GameMaxSides {
		n = GameMaxSides
	}
	for i := 0; i < n; i++ {
		out.Scores = append(out.Scores, int(r.score[i]))
		out.Levels = append(out.Levels, Level(r.level[i]))
		out.Values = append(out.Values, int(r.value[i]))
	}
	return out
}

func (r *Result) toC(fn string) (C.crib_result, error) {
	var c C.crib_result
	var err error
	if len(r.Scores) > GameMaxSides || len(r.Levels) > GameMaxSides || len(r.Values) > GameMaxSides {
		return c, fail(fn, C.CRIB_ERANGE, "more than "+strconv.Itoa(GameMaxSides)+" sides")
	}
	c.over = flag(r.Over)
	c.phase = C.uint32_t(r.Phase)
	c.reason = C.uint32_t(r.Reason)
	if c.winner, err = orNone(fn, "winner", r.Winner); err != nil {
		return c, err
	}
	if c.player, err = orNone(fn, "player", r.Player); err != nil {
		return c, err
	}
	for _, f := range []struct {
		to   *C.uint32_t
		v    int
		name string
	}{{&c.sides, r.Sides, "sides"}, {&c.total_value, r.TotalValue, "total value"},
		{&c.players, r.Players, "players"}, {&c.first_dealer, r.FirstDealer, "first dealer"}} {
		if *f.to, err = u32(fn, f.name, f.v); err != nil {
			return c, err
		}
	}
	for i, v := range r.Scores {
		if c.score[i], err = u32(fn, "score", v); err != nil {
			return c, err
		}
	}
	for i, v := range r.Levels {
		c.level[i] = C.uint32_t(v)
	}
	for i, v := range r.Values {
		if c.value[i], err = u32(fn, "value", v); err != nil {
			return c, err
		}
	}
	return c, nil
}

// Board is a side's pegs: the front peg (its score) and the rear peg (its score before
// its last peg).
type Board struct {
	Front, Rear int
}

// Game is a game's state (crib_game): the rules, the board, the dealer and where the
// deal stands in the strict order of scoring. It holds no pointers, so a copy (h := *g)
// is a game of its own. Make it with NewGame; a zero Game refuses every action with
// ERANGE. It is not safe for use by several goroutines at once.
type Game struct {
	c C.crib_game
}

// NewGame is crib_game_init: a game under the rules with its first dealer.
func NewGame(rules Rules, dealer int) (*Game, error) {
	const fn = "crib_game_init"
	r, err := rules.toC(fn)
	if err != nil {
		return nil, err
	}
	d, err := u32(fn, "dealer", dealer)
	if err != nil {
		return nil, err
	}
	g := new(Game)
	if _, err := check(fn, C.crib_game_init(&g.c, &r, d)); err != nil {
		return nil, err
	}
	return g, nil
}

// NextDeal is crib_game_next_deal: the deal passes to the left; the new dealer.
func (g *Game) NextDeal() (int, error) {
	return check("crib_game_next_deal", C.crib_game_next_deal(&g.c))
}

// Peg is crib_game_peg: points pegged for a player's side, in the strict order of
// scoring, for a reason (ReasonHeels, ReasonPlay, ...). It returns the points actually
// pegged (the options may refuse them). On error nothing changes.
func (g *Game) Peg(player, points int, reason Reason) (int, error) {
	const fn = "crib_game_peg"
	p, err := u32(fn, "player", player)
	if err != nil {
		return 0, err
	}
	n, err := u32(fn, "points", points)
	if err != nil {
		return 0, err
	}
	var pegged C.uint32_t
	_, err = check(fn, C.crib_game_peg(&g.c, p, n, C.uint32_t(reason), &pegged))
	return int(pegged), err
}

// Claim is crib_game_claim: a shown hand (or, with crib, the crib) pegged from the
// points its player claims, given its true total; claimed < 0 (or ClaimAll) claims the
// true total.
func (g *Game) Claim(player int, crib bool, claimed, actual int) (Claim, error) {
	const fn = "crib_game_claim"
	var out C.crib_claim
	p, err := u32(fn, "player", player)
	if err != nil {
		return Claim{}, err
	}
	cl, err := orNone(fn, "claimed", claimed)
	if err != nil {
		return Claim{}, err
	}
	a, err := u32(fn, "actual", actual)
	if err != nil {
		return Claim{}, err
	}
	_, err = check(fn, C.crib_game_claim(&g.c, p, scoreFlags(crib), cl, a, &out))
	return claimOf(&out), err
}

// ClaimScore is crib_game_claim_score: Claim with the itemised score (ScoreCards), whose
// items OptExactItems pegs one by one; the score's Crib says whether it is the crib.
func (g *Game) ClaimScore(player, claimed int, score HandScore) (Claim, error) {
	const fn = "crib_game_claim_score"
	var out C.crib_claim
	p, err := u32(fn, "player", player)
	if err != nil {
		return Claim{}, err
	}
	cl, err := orNone(fn, "claimed", claimed)
	if err != nil {
		return Claim{}, err
	}
	s, err := score.toC(fn)
	if err != nil {
		return Claim{}, err
	}
	_, err = check(fn, C.crib_game_claim_score(&g.c, p, scoreFlags(score.Crib), cl, &s, &out))
	return claimOf(&out), err
}

// ClaimPlay is crib_game_claim_play: an action of the play engine (a Play's event)
// pegged as its scorer claims it, the penalty of a failure to play first; claimed < 0
// claims the event's points.
func (g *Game) ClaimPlay(event PlayEvent, claimed int) (Claim, error) {
	const fn = "crib_game_claim_play"
	var out C.crib_claim
	e, err := event.toC(fn)
	if err != nil {
		return Claim{}, err
	}
	cl, err := orNone(fn, "claimed", claimed)
	if err != nil {
		return Claim{}, err
	}
	_, err = check(fn, C.crib_game_claim_play(&g.c, &e, cl, &out))
	return claimOf(&out), err
}

// Overpeg is crib_game_overpeg: an over-peg of points corrected on demand; it returns
// the penalty the opponent pegged (2 under OptOverpeg, else 0).
func (g *Game) Overpeg(player, points int) (int, error) {
	const fn = "crib_game_overpeg"
	p, err := u32(fn, "player", player)
	if err != nil {
		return 0, err
	}
	n, err := u32(fn, "points", points)
	if err != nil {
		return 0, err
	}
	var penalty C.uint32_t
	_, err = check(fn, C.crib_game_overpeg(&g.c, p, n, &penalty))
	return int(penalty), err
}

// Opponent is crib_game_opponent: who pegs the player's muggins and penalties, the next
// player to the left.
func (g *Game) Opponent(player int) (int, error) {
	const fn = "crib_game_opponent"
	p, err := u32(fn, "player", player)
	if err != nil {
		return 0, err
	}
	return checkOf(fn, C.crib_game_opponent(&g.c, p), "player "+strconv.Itoa(player))
}

// Side is crib_game_side: the player's side.
func (g *Game) Side(player int) (int, error) {
	const fn = "crib_game_side"
	p, err := u32(fn, "player", player)
	if err != nil {
		return 0, err
	}
	return checkOf(fn, C.crib_game_side(&g.c, p), "player "+strconv.Itoa(player))
}

// Board is crib_game_board: a side's pegs.
func (g *Game) Board(side int) (Board, error) {
	const fn = "crib_game_board"
	s, err := u32(fn, "side", side)
	if err != nil {
		return Board{}, err
	}
	var front, rear C.uint32_t
	_, err = checkOf(fn, C.crib_game_board(&g.c, s, &front, &rear), "side "+strconv.Itoa(side))
	return Board{Front: int(front), Rear: int(rear)}, err
}

// Over is crib_game_over: whether a side has reached the target.
func (g *Game) Over() bool { return C.crib_game_over(&g.c) == 1 }

// Players is crib_game_players: 2, 3 or 4.
func (g *Game) Players() int { return orMinus(C.crib_game_players(&g.c)) }

// Dealer is crib_game_dealer: the dealer of the current deal.
func (g *Game) Dealer() int { return orMinus(C.crib_game_dealer(&g.c)) }

// Deals is crib_game_deals: the number of deals begun.
func (g *Game) Deals() int { return orMinus(C.crib_game_deals(&g.c)) }

// Result is crib_game_result: who won, when, how, and what the game is worth; while the
// game goes on, the scores.
func (g *Game) Result() Result {
	var r C.crib_result
	C.crib_game_result(&g.c, &r)
	return resultOf(&r)
}

// Rules are the game's rules.
func (g *Game) Rules() Rules { return rulesOf(&g.c.rules) }

// Standing is where a match stands (crib_standing).
type Standing struct {
	Over bool
	// Winner is the side that won the match, -1 while it goes on.
	Winner int
	// Sides (2 or 3) and Players (2, 3 or 4) come from the first game recorded; 0 before.
	Sides, Players    int
	Games, WinsNeeded int
	Flags             uint32
	// Wins and Values are by side: the games won and the sum of their values.
	Wins, Values []int
	// NextDealer is the next game's first dealer, or -1 to cut for it: NewDeal takes
	// it as it is.
	NextDealer int
}

// Match is a match's state (crib_match): the first side to win WinsNeeded games. It
// holds no pointers; make it with NewMatch.
type Match struct {
	c C.crib_match
}

// NewMatch is crib_match_init: best of 2 * winsNeeded - 1, flags MatchLoserDeals,
// MatchPub or 0 (every game's first dealer cut for).
func NewMatch(winsNeeded int, flags uint32) (*Match, error) {
	const fn = "crib_match_init"
	w, err := u32(fn, "wins needed", winsNeeded)
	if err != nil {
		return nil, err
	}
	m := new(Match)
	if _, err := check(fn, C.crib_match_init(&m.c, w, C.uint32_t(flags))); err != nil {
		return nil, err
	}
	return m, nil
}

// Record is crib_match_record: a finished game's result (Game.Result); it reports
// whether the match is over.
func (m *Match) Record(r Result) (bool, error) {
	const fn = "crib_match_record"
	c, err := r.toC(fn)
	if err != nil {
		return false, err
	}
	n, err := check(fn, C.crib_match_record(&m.c, &c))
	return n == 1, err
}

// Standing is crib_match_standing.
func (m *Match) Standing() Standing {
	var s C.crib_standing
	C.crib_match_standing(&m.c, &s)
	out := Standing{
		Over:       s.over != 0,
		Winner:     player(s.winner),
		Sides:      int(s.sides),
		Players:    int(s.players),
		Games:      int(s.games),
		WinsNeeded: int(s.wins_needed),
		Flags:      uint32(s.flags),
		NextDealer: player(s.next_dealer),
	}
	n := int(s.sides)
	if n > GameMaxSides {
		n = GameMaxSides
	}
	for i := 0; i < n; i++ {
		out.Wins = append(out.Wins, int(s.wins[i]))
		out.Values = append(out.Values, int(s.value[i]))
	}
	return out
}
