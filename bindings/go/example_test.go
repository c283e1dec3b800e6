// SPDX-License-Identifier: MIT

package libcrib_test

import (
	"errors"
	"fmt"

	"libcrib"
)

func ExampleScore() {
	s, err := libcrib.Score("5h 5d 5c Js", "5s", false)
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Total, s.Fifteens, s.Pairs, s.Nobs)
	fmt.Println(s.Announcement)
	for _, it := range s.Items[:2] {
		fmt.Println(it.Kind, it.Cards, it.Points)
	}
	// Output:
	// 29 16 12 1
	// fifteen 2, fifteen 4, fifteen 6, fifteen 8, fifteen 10, fifteen 12, fifteen 14, fifteen 16, a double pair royal is 28 and one for his nob is 29
	// fifteen [5h 5d 5c] 2
	// fifteen [5h Js] 2
}

func ExampleScore_crib() {
	hand, _ := libcrib.Score("Ah 2h 3h 4h", "5c", false)
	crib, _ := libcrib.Score("Ah 2h 3h 4h", "5c", true) // a crib's flush needs all five
	fmt.Println(hand.Total, crib.Total)
	// Output: 11 7
}

func ExampleParseHand() {
	cards, err := libcrib.ParseHand("Ah, 10d J♠ qc")
	if err != nil {
		panic(err)
	}
	for _, c := range cards {
		fmt.Println(c, int(c), c.Rank(), c.Suit(), c.Value())
	}
	m, _ := libcrib.MaskOf(cards...)
	fmt.Printf("%#x %v %d\n", uint64(m), m, m.Count())
	// Output:
	// Ah 2 0 2 1
	// 10d 37 9 1 10
	// Js 43 10 3 10
	// Qc 44 11 0 10
	// 0x182000000004 Ah 10d Js Qc 4
}

func ExampleMaskScoreStarters() {
	hand, _ := libcrib.ParseMask("5h 5d 5c Js")
	scores, _ := libcrib.MaskScoreStarters(hand, false)
	for _, starter := range []string{"5s", "Jd", "2c", "5h"} {
		c, _ := libcrib.ParseCard(starter)
		fmt.Println(starter, scores[c])
	}
	// Output:
	// 5s 29
	// Jd 22
	// 2c 14
	// 5h 255
}

func ExampleDiscardAnalyze() {
	dealt, _ := libcrib.ParseHand("5h 5d 5c Js 2c 9h")
	keeps, err := libcrib.DiscardAnalyze(dealt, libcrib.DiscardDealer)
	if err != nil {
		panic(err)
	}
	best := keeps[0]
	fmt.Printf("%v | %v %d %d %.2f\n", best.Keep, best.Discard, best.Hand.Sum, best.Hand.Count, best.Value)
	// Output: 5c 5d 5h Js | 2c 9h 766 46 20.79
}

func ExamplePlay() {
	a, _ := libcrib.ParseMask("Kc Kd 2c 2d")
	b, _ := libcrib.ParseMask("9h 8h 7h 6h")
	play, err := libcrib.NewPlay(2, []libcrib.Mask{a, b}, 0, 0)
	if err != nil {
		panic(err)
	}
	for !play.Over() { // each plays their highest card, or says go
		turn := play.Turn()
		legal, _ := play.Legal(turn)
		var ev libcrib.PlayEvent
		if legal == 0 {
			ev, _ = play.Go(turn)
		} else {
			cards := legal.Cards()
			ev, _ = play.PlayCard(turn, cards[len(cards)-1])
		}
		kinds := []string{}
		for _, it := range ev.Score.Items {
			kinds = append(kinds, it.Kind.String())
		}
		fmt.Println(ev.Player, ev.Card, ev.Count, ev.Points, kinds)
	}
	p0, _ := play.Points(0)
	p1, _ := play.Points(1)
	fmt.Println(p0, p1)
	// Output:
	// 0 Kd 10 0 []
	// 1 9h 19 0 []
	// 0 Kc 29 0 []
	// 1 none 29 0 []
	// 0 2d 31 2 [thirty-one]
	// 1 8h 8 0 []
	// 0 2c 10 0 []
	// 1 7h 17 0 []
	// 1 6h 23 1 [go]
	// 2 1
}

// A seeded game between the simple bots, as `crib game --seed 16 --ladder skunk` plays it.
func ExampleDeal() {
	rules, _ := libcrib.DefaultRules(libcrib.VariantSixCard)
	rules.Ladder = libcrib.LadderSkunk
	deal, err := libcrib.NewDeal(rules, 16, -1) // -1: cut for the first dealer
	if err != nil {
		panic(err)
	}
	for deal.Stage() != libcrib.StageOver {
		dealer, _ := deal.Start()
		status := deal.Status()
		for p, dealt := range status.Hands {
			away, _ := libcrib.BotDiscard(dealt.Cards(), status.Discard, p == dealer)
			if err := deal.Discard(p, away); err != nil {
				panic(err)
			}
		}
		if _, err := deal.Cut(); err != nil {
			panic(err)
		}
		for deal.Stage() == libcrib.StagePlay {
			play, _ := deal.Play()
			card, _ := libcrib.BotPlay(play, play.Turn())
			if card == libcrib.NoCard {
				_, err = deal.PlayGo(play.Turn())
			} else {
				_, err = deal.PlayCard(play.Turn(), card)
			}
			if err != nil {
				panic(err)
			}
		}
		for deal.Stage() == libcrib.StageShow {
			if _, err := deal.Show(-1); err != nil { // -1: claim the true total
				panic(err)
			}
		}
	}
	r := deal.Game().Result()
	fmt.Println(r.Winner, r.Scores, r.Levels, r.TotalValue, r.Phase, r.Reason)
	// Output: 0 [132 86] [none skunk] 2 show-hand hand
}

// The referee's calls: a pack cut before the deal, a card dealt too many and the
// opponent's choice, a cut at a position, a short claim corrected in time, and a
// failure to play.
func ExampleDeal_irregularities() {
	rules, _ := libcrib.DefaultRules(libcrib.VariantSixCard)
	rules.Options = libcrib.OptFailure
	deal, _ := libcrib.NewDeal(rules, 21, 0)
	deal.StartCut(20)   // the pack cut 20 cards down, then dealt
	deal.Miscount(0, 1) // player 0 is dealt a card too many
	for p, dealt := range deal.Status().Hands {
		deal.Discard(p, dealt.Cards()[:2])
	}
	fmt.Printf("%b\n", deal.Status().Wrong) // bit 0: player 0's hand; the starter waits
	pegged, _ := deal.Rectify(0, libcrib.RectifyPeg, deal.Status().Hands[0].Cards()[:1])
	cut, _ := deal.CutAt(10) // 10 cards down the stock
	fmt.Println(pegged, cut.Starter)
	eightH, _ := libcrib.ParseCard("8h")
	sevenS, _ := libcrib.ParseCard("7s")
	deal.PlayCard(1, eightH)
	ev, _, _ := deal.PlayClaim(0, sevenS, 0) // fifteen, but he claims nothing
	corrected, _ := deal.Correct(0)          // he pegs it before his next card
	fmt.Println(ev.Points, ev.Pegged, corrected)
	ev, err := deal.PlayGo(1) // a go though he could play
	fmt.Println(ev.Penalty, ev.PenaltyTo, ev.Dead, err)
	// Output:
	// 1
	// 2 4h
	// 2 0 2
	// 2 0 10s Qd Qs <nil>
}

// lowest is a bot written in Go: it lays away its lowest cards and plays its lowest
// card.
type lowest struct{}

func (lowest) Discard(v *libcrib.View) ([]libcrib.Card, error) {
	return v.Hand.Cards()[:v.LayAway()], nil
}

func (lowest) Play(v *libcrib.View) (libcrib.Card, error) {
	best := libcrib.NoCard
	for _, c := range v.Legal().Cards() {
		if best == libcrib.NoCard || c.Value() < best.Value() {
			best = c
		}
	}
	return best, nil // NoCard: go
}

func ExampleArena() {
	cfg := libcrib.DefaultArenaConfig()
	cfg.Pairs = 10
	cfg.Levels = [2]libcrib.BotLevel{libcrib.BotStrong, libcrib.BotCaller}
	arena, err := libcrib.NewArena(cfg)
	if err != nil {
		panic(err)
	}
	tally, err := arena.Run(nil, lowest{})
	if err != nil {
		panic(err)
	}
	summary, _ := tally.Summary()
	fmt.Println(tally.Games, tally.Wins, summary.WinA)
	// Output: 20 [20 0] 1
}

// The expert bot's values of every way to lay away, best first, from a player's view.
func ExampleAdvise() {
	rules, _ := libcrib.DefaultRules(libcrib.VariantSixCard)
	deal, _ := libcrib.NewDeal(rules, 3, 0) // player 0 deals
	deal.Start()
	view, _ := deal.View(1, 0) // the pone's six cards
	advice, err := libcrib.Advise(&view)
	if err != nil {
		panic(err)
	}
	fmt.Println(advice.Kind, view.Hand, len(advice.Entries)) // C(6,2) ways to lay away
	for _, e := range advice.Entries[:3] {
		fmt.Printf("%v: hand %.2f crib %.2f peg %.2f = %.2f", e.Cards, e.Hand, e.Crib, e.Peg, e.Points)
		if e.HasWin { // the six-card game to 121 has a chance table
			fmt.Printf(", win %.3f", e.Win)
		}
		fmt.Println()
	}
	// Output:
	// discard 4d 8c Js Qd Qs Ks 15
	// [4d 8c]: hand 10.43 crib -5.22 peg -0.52 = 4.70, win 0.474
	// [8c Qs]: hand 5.35 crib -4.29 peg -0.68 = 0.38, win 0.387
	// [8c Qd]: hand 5.35 crib -4.29 peg -0.68 = 0.38, win 0.387
}

func ExampleWinChance() {
	c, err := libcrib.WinChance(121, 100, 110, true)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%.3f %.3f %.3f\n", c.Win, c.Lurch, c.Skunk)
	// Output: 0.296 -0.408 -0.408
}

func ExampleError() {
	_, err := libcrib.Score("5h 5d 5h Js", "5s", false)
	fmt.Println(err)
	var e *libcrib.Error
	if errors.As(err, &e) {
		fmt.Println(e.Code.Name(), int(e.Code), e.Func)
	}
	fmt.Println(errors.Is(err, libcrib.EDUP), errors.Is(err, libcrib.ECARD))
	// Output:
	// crib_hand_parse: "5h 5d 5h Js": the same card appears twice
	// EDUP -3 crib_hand_parse
	// true false
}
