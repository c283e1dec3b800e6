// SPDX-License-Identifier: MIT

package libcrib_test

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"math"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"libcrib"
)

// The repository's top, where test/data and bin/crib are.
const top = "../.."

func card(t *testing.T, s string) libcrib.Card {
	t.Helper()
	c, err := libcrib.ParseCard(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func mask(t *testing.T, s string) libcrib.Mask {
	t.Helper()
	m, err := libcrib.ParseMask(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func hand(t *testing.T, s string) []libcrib.Card {
	t.Helper()
	h, err := libcrib.ParseHand(s)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// wantCode fails unless err is an *Error with the code.
func wantCode(t *testing.T, err error, code libcrib.Code) {
	t.Helper()
	var e *libcrib.Error
	if !errors.As(err, &e) {
		t.Fatalf("want %s, got %v", code.Name(), err)
	}
	if e.Code != code || !errors.Is(err, code) {
		t.Fatalf("want %s, got %s (%v)", code.Name(), e.Code.Name(), err)
	}
	if code == libcrib.EPARSE {
		if !notACard.MatchString(err.Error()) {
			t.Fatalf("%q is not the crib program's words for a text that is not a card", err.Error())
		}
	} else if !strings.Contains(err.Error(), libcrib.Strerror(int(code))) {
		t.Fatalf("%q does not carry crib_strerror's sentence", err.Error())
	}
}

// A text that is not a card, named as the crib program names it.
var notACard = regexp.MustCompile(`^'.*' is not a card \(a rank A 2-10 T J Q K and a suit c d h s\)$`)

// EPARSE names the word that is not a card, quoted as the crib program quotes it, and
// says no more than the crib program says.
func TestNotACard(t *testing.T) {
	const tail = " is not a card (a rank A 2-10 T J Q K and a suit c d h s)"
	score := func(hand, starter string) error {
		_, err := libcrib.Score(hand, starter, false)
		return err
	}
	card := func(text string) error {
		_, err := libcrib.ParseCard(text)
		return err
	}
	hand := func(text string) error {
		_, err := libcrib.ParseHand(text)
		return err
	}
	for _, c := range []struct {
		err  error
		word string
	}{
		{card("5x"), "'5x'"}, {card("5h "), "'5h '"}, {hand("5h,5d, Zz 5c"), "'Zz'"},
		{score("5h 5d 5c Jz", "5s"), "'Jz'"}, {score("5h 5d 5c Js", "5"), "'5'"},
		{hand("5h\x00 5d"), `'5h\x00'`}, {card(`a\b`), `'a\\b'`}, {card("5♥x"), "'5♥x'"},
		{card(strings.Repeat("x", 80)), "'" + strings.Repeat("x", 60) + "...'"},
	} {
		var e *libcrib.Error
		if !errors.As(c.err, &e) || e.Code != libcrib.EPARSE || e.Detail != c.word || c.err.Error() != c.word+tail {
			t.Errorf("want %s%s, got %v", c.word, tail, c.err)
		}
	}
	crib := filepath.Join(top, "bin/crib")
	if _, err := os.Stat(crib); err != nil {
		t.Skip("bin/crib not built (make): its words are not compared")
	}
	for _, word := range []string{"5x", `a\b`, "5♥x", "é", strings.Repeat("x", 80)} {
		var said bytes.Buffer
		cmd := exec.Command(crib, "score", "5h", "5d", "5c", word, "5s")
		cmd.Stderr = &said
		_ = cmd.Run()
		if err := score("5h 5d 5c "+word, "5s"); said.String() != "crib: "+err.Error()+"\n" {
			t.Errorf("crib says %q, the binding %q", said.String(), err)
		}
	}
}

// The answer file the C tests share: every hand's and crib's total, and the fast
// evaluator's, single and in bulk.
func TestHandsCSV(t *testing.T) {
	f, err := os.Open(filepath.Join(top, "test/data/hands.csv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var masks []libcrib.Mask
	var starters []libcrib.Card
	var want []uint8
	for _, row := range rows[1:] {
		for i, crib := range []bool{false, true} {
			total, err := strconv.Atoi(row[2+i])
			if err != nil { // a crib of three cards is no crib
				_, err := libcrib.Score(row[0], row[1], crib)
				wantCode(t, err, libcrib.ECOUNT)
				continue
			}
			s, err := libcrib.Score(row[0], row[1], crib)
			if err != nil {
				t.Fatalf("%v: %v", row, err)
			}
			if s.Total != total {
				t.Fatalf("%v crib=%v: %d", row, crib, s.Total)
			}
			sum, kinds := 0, 0
			for _, it := range s.Items {
				sum += it.Points
			}
			kinds = s.Fifteens + s.Runs + s.Pairs + s.Flush + s.Nobs
			if sum != total || kinds != total || s.Announcement == "" {
				t.Fatalf("%v: items %d, kinds %d, %q", row, sum, kinds, s.Announcement)
			}
			m := mask(t, row[0])
			fast, err := libcrib.MaskScore(m, card(t, row[1]), crib)
			if err != nil || fast != total {
				t.Fatalf("%v: MaskScore %d %v", row, fast, err)
			}
			if !crib {
				masks = append(masks, m)
				starters = append(starters, card(t, row[1]))
				want = append(want, uint8(total))
			}
		}
	}
	got, err := libcrib.MaskScoreMany(masks, starters, false)
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("MaskScoreMany: %v", err)
	}
	t.Logf("%d rows", len(rows)-1)
}

func TestCards(t *testing.T) {
	for id := libcrib.Card(0); id < libcrib.Cards; id++ {
		c, err := libcrib.ParseCard(id.String())
		if err != nil || c != id || !id.Valid() {
			t.Fatalf("%d: %v %v", id, c, err)
		}
		m, err := libcrib.MakeCard(id.Rank(), id.Suit())
		if err != nil || m != id {
			t.Fatalf("MakeCard %d: %v %v", id, m, err)
		}
	}
	for _, s := range []string{"10S", "Td", "J♠", "q♡", "aC"} {
		if _, err := libcrib.ParseCard(s); err != nil {
			t.Fatalf("%q: %v", s, err)
		}
	}
	for _, s := range []string{"", " 5h", "5h ", "1h", "5x", "5h\x00", "\x005h", "5h5d"} {
		_, err := libcrib.ParseCard(s)
		wantCode(t, err, libcrib.EPARSE)
	}
	if c := libcrib.Card(60); c.Valid() || c.Rank() != -1 || c.Suit() != -1 || c.Value() != -1 ||
		c.String() != "Card(60)" || libcrib.NoCard.String() != "none" {
		t.Fatal("invalid ids")
	}
	_, err := libcrib.MakeCard(13, 0)
	wantCode(t, err, libcrib.ERANGE)
	_, err = libcrib.MakeCard(-1, 0)
	wantCode(t, err, libcrib.ERANGE)
	_, err = libcrib.MakeCard(1<<40, 0) // no wrap into a rank of int32
	wantCode(t, err, libcrib.ERANGE)
	_, err = libcrib.Heels(60)
	wantCode(t, err, libcrib.ECARD)
	if h, _ := libcrib.Heels(card(t, "Jd")); h != 2 {
		t.Fatal("heels")
	}

	h, err := libcrib.ParseHand(" 5h,5d, 5c\tJs\n")
	if err != nil || len(h) != 4 {
		t.Fatal(h, err)
	}
	if s, err := libcrib.FormatHand(h); s != "5h 5d 5c Js" || err != nil {
		t.Fatal(s, err)
	}
	if h, err := libcrib.ParseHand(" , "); len(h) != 0 || err != nil {
		t.Fatal(h, err)
	}
	_, err = libcrib.ParseHand("5h 5d 5h")
	wantCode(t, err, libcrib.EDUP)
	_, err = libcrib.ParseHand("5h 5x")
	wantCode(t, err, libcrib.EPARSE)
	_, err = libcrib.ParseHand("5h\x00 5d")
	wantCode(t, err, libcrib.EPARSE)
	deck := make([]string, 0, 53)
	for id := libcrib.Card(0); id < libcrib.Cards; id++ {
		deck = append(deck, id.String())
	}
	if all, err := libcrib.ParseHand(strings.Join(deck, ",")); len(all) != 52 || err != nil {
		t.Fatal(len(all), err)
	}
	_, err = libcrib.ParseHand(strings.Join(append(deck, "Ac"), ","))
	wantCode(t, err, libcrib.EDUP)
	_, err = libcrib.FormatHand([]libcrib.Card{1, 60})
	wantCode(t, err, libcrib.ECARD)
}

func TestMasks(t *testing.T) {
	m := mask(t, "Ah 2d Ks")
	if n, err := libcrib.MaskCount(m); n != 3 || err != nil || m.Count() != 3 {
		t.Fatal(n, err)
	}
	cs, err := libcrib.MaskCards(m)
	if err != nil || !reflect.DeepEqual(cs, m.Cards()) || m.String() != "Ah 2d Ks" {
		t.Fatal(cs, err, m)
	}
	if !m.Has(card(t, "Ks")) || m.Has(card(t, "Kh")) || m.Has(200) {
		t.Fatal("Has")
	}
	bad := m | 1<<60
	_, err = libcrib.MaskCards(bad)
	wantCode(t, err, libcrib.EMASK)
	_, err = libcrib.MaskCount(bad)
	wantCode(t, err, libcrib.EMASK)
	if bad.Count() != 3 || bad.String() != "Ah 2d Ks +0x1000000000000000" {
		t.Fatal(bad.String())
	}
	_, err = libcrib.MaskOf(1, 2, 1)
	wantCode(t, err, libcrib.EDUP)
	_, err = libcrib.MaskOf(1, 52)
	wantCode(t, err, libcrib.ECARD)
	if m, err := libcrib.MaskOf(); m != 0 || err != nil {
		t.Fatal(m, err)
	}
}

func TestScoreErrors(t *testing.T) {
	cases := []struct {
		hand, starter string
		crib          bool
		code          libcrib.Code
	}{
		{"5h 5d 5c Js", "5h", false, libcrib.EDUP},
		{"5h 5d", "5s", false, libcrib.ECOUNT},
		{"5h 5d 5c Js 2c", "5s", false, libcrib.ECOUNT},
		{"5h 5d 5c", "5s", true, libcrib.ECOUNT},
		{"5h 5d 5c Jx", "5s", false, libcrib.EPARSE},
		{"5h 5d 5c Js", "", false, libcrib.EPARSE},
	}
	for _, c := range cases {
		_, err := libcrib.Score(c.hand, c.starter, c.crib)
		wantCode(t, err, c.code)
	}
	_, err := libcrib.ScoreCards([]libcrib.Card{1, 2, 3, 99}, 5, false)
	wantCode(t, err, libcrib.ECARD)
	// The five-card game's hand of three: four fifteens and a double pair royal.
	if s, err := libcrib.Score("5h 5d 5c", "5s", false); err != nil || s.Total != 20 {
		t.Fatal(s.Total, err)
	}
	_, err = libcrib.MaskScore(mask(t, "5h 5d"), 1, false)
	wantCode(t, err, libcrib.ECOUNT)
	_, err = libcrib.MaskScore(mask(t, "5h 5d 5c Js")|1<<60, 1, false)
	wantCode(t, err, libcrib.ECOUNT)
	_, err = libcrib.MaskScoreStarters(1<<60|7, false)
	wantCode(t, err, libcrib.EMASK)
}

// The fast evaluator against the itemised scorer on random hands, single and in bulk.
func TestFastEvaluator(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var hands []libcrib.Mask
	var starters []libcrib.Card
	for i := 0; i < 2000; i++ {
		perm := r.Perm(52)
		n := 4
		if i%5 == 0 {
			n = 3
		}
		h := make([]libcrib.Card, n)
		for j := range h {
			h[j] = libcrib.Card(perm[j])
		}
		starter := libcrib.Card(perm[4])
		crib := n == 4 && i%2 == 1
		s, err := libcrib.ScoreCards(h, starter, crib)
		if err != nil {
			t.Fatal(err)
		}
		m, _ := libcrib.MaskOf(h...)
		all, err := libcrib.MaskScoreStarters(m, crib)
		if err != nil || int(all[starter]) != s.Total {
			t.Fatalf("%v %v: %d %d %v", h, starter, all[starter], s.Total, err)
		}
		for _, c := range h {
			if all[c] != libcrib.NotAStarter {
				t.Fatal("NotAStarter")
			}
		}
		if !crib {
			hands = append(hands, m)
			starters = append(starters, starter)
		}
	}
	got, err := libcrib.MaskScoreMany(hands, starters, false)
	if err != nil {
		t.Fatal(err)
	}
	grid, err := libcrib.MaskScoreStartersMany(hands, false)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range hands {
		one, _ := libcrib.MaskScore(m, starters[i], false)
		if int(got[i]) != one || grid[52*i+int(starters[i])] != got[i] {
			t.Fatalf("hand %d", i)
		}
	}
	// The first hand refused gives the error and its index.
	starters[3] = starters[3] + 60
	_, err = libcrib.MaskScoreMany(hands, starters, false)
	wantCode(t, err, libcrib.ECARD)
	var e *libcrib.Error
	if errors.As(err, &e); e.Index != 3 || !strings.Contains(e.Error(), "(item 3)") {
		t.Fatal(e)
	}
	hands[7] |= 1 << 60
	_, err = libcrib.MaskScoreStartersMany(hands, false)
	if errors.As(err, &e); e.Index != 7 {
		t.Fatal(err)
	}
	_, err = libcrib.MaskScoreMany(hands, starters[:3], false)
	wantCode(t, err, libcrib.ECOUNT)
	if out, err := libcrib.MaskScoreMany(nil, nil, true); len(out) != 0 || err != nil {
		t.Fatal(out, err)
	}
}

func TestPegScore(t *testing.T) {
	p, err := libcrib.PegScore(hand(t, "5h 5d 5c"))
	if err != nil || p.Total != 8 || p.Pairs != 6 || p.Fifteen != 2 || p.Count != 15 {
		t.Fatal(p, err)
	}
	p, _ = libcrib.PegScore(hand(t, "Kc 3d 2h 4s 6c 5d"))
	if p.Run != 5 || p.Total != 5 || p.Count != 30 ||
		p.Items[0].Kind != libcrib.ItemRun || !reflect.DeepEqual(p.Items[0].Cards, hand(t, "3d 2h 4s 6c 5d")) {
		t.Fatal(p)
	}
	p, _ = libcrib.PegScore(hand(t, "Kc Qd Jh"))
	if p.Total != 3 {
		t.Fatal(p)
	}
	p, _ = libcrib.PegScore(hand(t, "Kc Qd Jh Ad"))
	if p.Total != 2 || p.ThirtyOne != 2 || p.Items[0].Kind != libcrib.ItemThirtyOne {
		t.Fatal(p)
	}
	_, err = libcrib.PegScore(nil) // an empty pile is no NULL in Go: ECOUNT, not ENULL
	wantCode(t, err, libcrib.ECOUNT)
	_, err = libcrib.PegScore(hand(t, "Kc Qd Jh 2d"))
	wantCode(t, err, libcrib.EOVER31)
}

func TestPlay(t *testing.T) {
	var zero libcrib.Play
	if !zero.Over() || zero.Turn() != -1 || zero.Pile() != nil {
		t.Fatal("a zero Play")
	}
	_, err := zero.PlayCard(0, 1)
	wantCode(t, err, libcrib.ERANGE)

	hands := []libcrib.Mask{mask(t, "5h 5d Kc Qh"), mask(t, "Jc 10s 9d 5s")}
	p, err := libcrib.NewPlay(2, hands, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.PlayCard(0, card(t, "5h"))
	wantCode(t, err, libcrib.ETURN)
	_, err = p.PlayCard(1, card(t, "5h"))
	wantCode(t, err, libcrib.ENOTHELD)
	_, err = p.PlayCard(1<<40, card(t, "5h"))
	wantCode(t, err, libcrib.ERANGE)
	_, err = p.PlayCard(-1, card(t, "5h"))
	wantCode(t, err, libcrib.ERANGE)
	_, err = p.Hand(7)
	wantCode(t, err, libcrib.ERANGE)
	branch := *p // a copy plays on its own
	if _, err := branch.PlayCard(1, card(t, "Jc")); err != nil {
		t.Fatal(err)
	}
	ev, err := branch.PlayCard(0, card(t, "5h"))
	if err != nil || ev.Points != 2 || ev.Score.Fifteen != 2 || ev.Scorer != 0 || ev.Count != 15 {
		t.Fatal(ev, err)
	}
	if p.Count() != 0 || p.Turn() != 1 || len(p.Pile()) != 0 {
		t.Fatal("the copy changed the original")
	}
	_, err = libcrib.NewPlay(2, hands[:1], 0, 0)
	wantCode(t, err, libcrib.ERANGE)
	_, err = libcrib.NewPlay(2, []libcrib.Mask{hands[0], hands[0]}, 0, 0)
	wantCode(t, err, libcrib.EDUP)
	_, err = libcrib.NewPlay(2, hands, 0, 99)
	wantCode(t, err, libcrib.EFLAGS)

	// A go while able: refused, and under PlayFailure a failure to play.
	q, _ := libcrib.NewPlay(2, hands, 0, 0)
	_, err = q.Go(0)
	wantCode(t, err, libcrib.EMUSTPLAY)
	q, _ = libcrib.NewPlay(2, hands, 0, libcrib.PlayFailure)
	if _, err := q.PlayCard(0, card(t, "Kc")); err != nil {
		t.Fatal(err)
	}
	ev, err = q.Go(1)
	if err != nil || ev.Penalty != 2 || ev.PenaltyTo != 0 || ev.Dead != hands[1] || q.Dead() != hands[1] {
		t.Fatal(ev, err)
	}
	// Play to the end with the simple bot; then every action is EDONE.
	for !q.Over() {
		c, err := libcrib.BotPlay(q, q.Turn())
		if err != nil {
			t.Fatal(err)
		}
		if c == libcrib.NoCard {
			_, err = q.Go(q.Turn())
		} else {
			_, err = q.PlayCard(q.Turn(), c)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	_, err = q.Go(0)
	wantCode(t, err, libcrib.EDONE)
	_, err = libcrib.BotPlay(q, 0)
	wantCode(t, err, libcrib.EDONE)
}

func TestGameAndMatch(t *testing.T) {
	rules, err := libcrib.DefaultRules(libcrib.VariantSixCard)
	if err != nil || rules.Target != 121 || rules.SkunkValue != 2 {
		t.Fatal(rules, err)
	}
	_, err = libcrib.DefaultRules(99)
	wantCode(t, err, libcrib.ERANGE)
	bad := rules
	bad.Target = 1 << 40
	_, err = libcrib.NewGame(bad, 0)
	wantCode(t, err, libcrib.ERANGE)
	bad = rules
	bad.Options = libcrib.OptExactItems
	_, err = libcrib.NewGame(bad, 0)
	wantCode(t, err, libcrib.EFLAGS)

	rules.Options = libcrib.OptMuggins
	rules.Target = 31
	g, err := libcrib.NewGame(rules, 0)
	if err != nil {
		t.Fatal(err)
	}
	if n, err := g.Peg(0, 2, libcrib.ReasonHeels); n != 2 || err != nil {
		t.Fatal(n, err)
	}
	if _, err := g.Peg(1, 4, libcrib.ReasonPlay); err != nil {
		t.Fatal(err)
	}
	_, err = g.Peg(0, 2, libcrib.ReasonHeels)
	wantCode(t, err, libcrib.EORDER)
	s, _ := libcrib.Score("5h 5d 5c Js", "5s", false)
	c, err := g.ClaimScore(1, 20, s) // he misses 9, his opponent pegs them
	if err != nil || c.Pegged != 20 || c.Missed != 9 || c.Muggins != 9 || c.Opponent != 0 {
		t.Fatal(c, err)
	}
	if b, _ := g.Board(1); b.Front != 24 || b.Rear != 4 {
		t.Fatal(b)
	}
	bad2 := s
	bad2.Total = 28
	_, err = g.ClaimScore(0, -1, bad2)
	wantCode(t, err, libcrib.ERANGE)
	c, err = g.Claim(0, true, libcrib.ClaimAll, 25) // the crib's 25 end the game
	if err != nil || !c.Ended || !g.Over() {
		t.Fatal(c, err)
	}
	_, err = g.Peg(0, 1, libcrib.ReasonPlay)
	wantCode(t, err, libcrib.EDONE)
	r := g.Result()
	if !r.Over || r.Winner != 0 || r.Phase != libcrib.PhaseShowCrib || r.Reason != libcrib.ReasonCrib ||
		!reflect.DeepEqual(r.Scores, []int{36, 24}) {
		t.Fatalf("%+v", r)
	}
	if n, _ := g.Opponent(1); n != 0 {
		t.Fatal(n)
	}
	_, err = g.Side(2)
	wantCode(t, err, libcrib.ERANGE)

	m, err := libcrib.NewMatch(2, libcrib.MatchLoserDeals)
	if err != nil {
		t.Fatal(err)
	}
	if over, err := m.Record(r); over || err != nil {
		t.Fatal(over, err)
	}
	st := m.Standing()
	if st.Games != 1 || st.NextDealer != 1 || !reflect.DeepEqual(st.Wins, []int{1, 0}) || st.Winner != -1 {
		t.Fatalf("%+v", st)
	}
	if over, err := m.Record(r); !over || err != nil || m.Standing().Winner != 0 {
		t.Fatal(over, err)
	}
	_, err = m.Record(r)
	wantCode(t, err, libcrib.EDONE)
	open, _ := libcrib.NewGame(rules, 0)
	m2, _ := libcrib.NewMatch(2, 0)
	_, err = m2.Record(open.Result())
	wantCode(t, err, libcrib.ERANGE)
	_, err = libcrib.NewMatch(2, libcrib.MatchLoserDeals|libcrib.MatchPub)
	wantCode(t, err, libcrib.EFLAGS)

	// The play's events, claimed on a game's board.
	g2, _ := libcrib.NewGame(rules, 0)
	p, _ := libcrib.NewPlay(2, []libcrib.Mask{mask(t, "5h"), mask(t, "10c")}, 1, 0)
	p.PlayCard(1, card(t, "10c"))
	ev, _ := p.PlayCard(0, card(t, "5h"))
	c, err = g2.ClaimPlay(ev, -1)
	if err != nil || c.Pegged != 3 || c.Actual != 3 {
		t.Fatal(c, err)
	}
	forged := ev
	forged.Points = 9
	_, err = g2.ClaimPlay(forged, -1)
	wantCode(t, err, libcrib.ERANGE)
	if pen, err := g2.Overpeg(0, 1); pen != 0 || err != nil {
		t.Fatal(pen, err)
	}
}

// SplitMix64 as crib.h spells it out, against the library's.
func TestRng(t *testing.T) {
	state := uint64(12345)
	next := func() uint64 {
		state += 0x9E3779B97F4A7C15
		z := state
		z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
		z = (z ^ (z >> 27)) * 0x94D049BB133111EB
		return z ^ (z >> 31)
	}
	below := func(n uint64) uint64 {
		limit := -(-n % n) // 2^64 - (2^64 mod n), as 0 - x wraps
		for {
			if z := next(); limit == 0 || z < limit {
				return z % n
			}
		}
	}
	r := libcrib.NewRng(12345)
	for i := 0; i < 100; i++ {
		if got, want := r.Next(), next(); got != want {
			t.Fatalf("next %d: %x %x", i, got, want)
		}
		n := uint64(i*7919 + 1)
		if got, err := r.Below(n); err != nil || uint64(got) != below(n) {
			t.Fatalf("below %d: %d %v", n, got, err)
		}
	}
	var deck [52]libcrib.Card
	for i := range deck {
		deck[i] = libcrib.Card(i)
	}
	for i := 51; i > 0; i-- {
		j := below(uint64(i + 1))
		deck[i], deck[j] = deck[j], deck[i]
	}
	if got := r.Shuffle(); got != deck || r.State != state {
		t.Fatal("shuffle")
	}
	before := r.State
	_, err := r.Below(0)
	wantCode(t, err, libcrib.ERANGE)
	_, err = r.Below(1<<32 + 1)
	wantCode(t, err, libcrib.ERANGE)
	if r.State != before {
		t.Fatal("a refused draw drew")
	}
	if n, err := r.Below(1 << 32); err != nil || r.State == before {
		t.Fatal(n, err)
	}
}

func TestDiscard(t *testing.T) {
	table, err := libcrib.DiscardTable()
	if err != nil || len(table) != libcrib.DiscardTableSize {
		t.Fatal(len(table), err)
	}
	for _, p := range table {
		if p.Rank1 == 4 && p.Rank2 == 4 && p.Sum != 528768 ||
			p.Rank1 == 0 && p.Rank2 == 1 && p.Suited && p.Sum != 263247 {
			t.Fatalf("%+v", p)
		}
	}
	dealer, err := libcrib.DiscardTableModel(libcrib.DiscardModelOptimal | libcrib.DiscardDealer)
	if err != nil || len(dealer) != len(table) || dealer[0] == table[0] {
		t.Fatal(err)
	}
	_, err = libcrib.DiscardTableModel(64)
	wantCode(t, err, libcrib.EFLAGS)

	e, err := libcrib.HandExpect(mask(t, "5c 5d 5h Js"), mask(t, "2c 9h"))
	if err != nil || e.Sum != 766 || e.Count != 46 || e.Max != 29 {
		t.Fatal(e, err)
	}
	_, err = libcrib.HandExpect(mask(t, "5c 5d"), 0)
	wantCode(t, err, libcrib.ECOUNT)
	_, err = libcrib.HandExpect(mask(t, "5c 5d 5h Js"), mask(t, "5c"))
	wantCode(t, err, libcrib.EDUP)
	d, err := libcrib.DiscardExpect(mask(t, "2c 9h"), mask(t, "5c 5d 5h Js"))
	if err != nil || d.Count == 0 || math.Abs(d.Mean-float64(d.Sum)/float64(d.Count)) > 1e-9 {
		t.Fatal(d, err)
	}
	dm, err := libcrib.DiscardExpectModel(mask(t, "2c 9h"), mask(t, "5c 5d 5h Js"), 0)
	if err != nil || dm != d {
		t.Fatal(dm, err)
	}
	keeps, err := libcrib.DiscardAnalyze(hand(t, "5h 5d 5c Js 2c 9h"), 0)
	if err != nil || len(keeps) != 15 {
		t.Fatal(err)
	}
	for i := 1; i < len(keeps); i++ {
		if keeps[i].Value > keeps[i-1].Value {
			t.Fatal("not best first")
		}
	}
	five, err := libcrib.DiscardAnalyze(hand(t, "5h 5d 5c Js 2c"), libcrib.DiscardFiveCard)
	if err != nil || len(five) != 10 || five[0].Keep.Count() != 3 {
		t.Fatal(err)
	}
	_, err = libcrib.DiscardAnalyze(hand(t, "5h 5d 5c Js"), 0)
	wantCode(t, err, libcrib.ECOUNT)
	_, err = libcrib.DiscardAnalyze([]libcrib.Card{1, 2, 3, 4, 5, 5}, 0)
	wantCode(t, err, libcrib.EDUP)
}

func TestWinChance(t *testing.T) {
	a, err := libcrib.WinChance(121, 0, 0, true)
	b, _ := libcrib.WinChance(121, 0, 0, false)
	if err != nil || a.Win <= 0.5 || math.Abs(a.Win+b.Win-1) > 0.05 {
		t.Fatal(a, b, err)
	}
	for _, args := range [][3]int{{100, 0, 0}, {121, 121, 0}, {61, 0, 61}, {121, -1, 0}, {1 << 40, 0, 0}} {
		_, err := libcrib.WinChance(args[0], args[1], args[2], true)
		wantCode(t, err, libcrib.ERANGE)
	}
}

// expertDeals plays up to deals deals of a game under the rules with the expert bot,
// calling visit on each view before its decision with the expert's choice: the cards
// laid away, or the card played (none for a go).
func expertDeals(t *testing.T, rules libcrib.Rules, seed uint64, deals int,
	visit func(v *libcrib.View, choice []libcrib.Card)) {
	t.Helper()
	d, err := libcrib.NewDeal(rules, seed, -1)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < deals && d.Stage() != libcrib.StageOver; i++ {
		if _, err := d.Start(); err != nil {
			t.Fatal(err)
		}
		away := make([]libcrib.Mask, d.Status().Players)
		for p := range away {
			v, err := d.View(p, 0)
			if err != nil {
				t.Fatal(err)
			}
			cs, err := libcrib.BotChooseDiscard(&v, libcrib.BotExpert, seed)
			if err != nil {
				t.Fatal(err)
			}
			visit(&v, cs)
			if err := d.Discard(p, cs); err != nil {
				t.Fatal(err)
			}
			away[p], _ = libcrib.MaskOf(cs...)
		}
		if _, err := d.Cut(); err != nil {
			t.Fatal(err)
		}
		for d.Stage() == libcrib.StagePlay {
			play, _ := d.Play()
			p := play.Turn()
			v, err := d.View(p, away[p])
			if err != nil {
				t.Fatal(err)
			}
			c, err := libcrib.BotChoosePlay(&v, libcrib.BotExpert, seed)
			if err != nil {
				t.Fatal(err)
			}
			if c == libcrib.NoCard {
				visit(&v, nil)
				_, err = d.PlayGo(p)
			} else {
				visit(&v, []libcrib.Card{c})
				_, err = d.PlayCard(p, c)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		for d.Stage() == libcrib.StageShow {
			if _, err := d.Show(-1); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// Advise on every view of two deals of each variant that the expert bot plays: its first
// entry the expert's choice, every legal choice once, the rest best first, a discard's
// crib signed by the side that owns it and its parts adding up, and a chance to win
// exactly where a table covers the game (the two-player six-card game and the game with
// two into the crib to 121 or 61, the five-card game to 61), but for a go.
func TestAdviseEveryVariant(t *testing.T) {
	for i, variant := range []libcrib.Variant{libcrib.VariantSixCard, libcrib.VariantFiveCard,
		libcrib.VariantThree, libcrib.VariantFour, libcrib.VariantTwoToCrib} {
		rules, err := libcrib.DefaultRules(variant)
		if err != nil {
			t.Fatal(err)
		}
		sixOrTwo := variant == libcrib.VariantSixCard || variant == libcrib.VariantTwoToCrib
		table := sixOrTwo && (rules.Target == 121 || rules.Target == 61) ||
			variant == libcrib.VariantFiveCard && rules.Target == 61
		seen := map[libcrib.Stage]int{}
		wins := 0
		expertDeals(t, rules, uint64(i+1), 2, func(v *libcrib.View, choice []libcrib.Card) {
			a, err := libcrib.Advise(v)
			if err != nil {
				t.Fatalf("%s: %v", variant, err)
			}
			seen[a.Kind]++
			if a.Kind != v.Stage || len(a.Entries) == 0 {
				t.Fatalf("%s: %s advice of %d entries for a %s view", variant, a.Kind, len(a.Entries), v.Stage)
			}
			if !reflect.DeepEqual(a.Entries[0].Cards, append([]libcrib.Card{}, choice...)) {
				t.Fatalf("%s %s: advice first %v, the expert %v", variant, v.Stage, a.Entries[0].Cards, choice)
			}
			choices := map[libcrib.Mask]bool{}
			for _, e := range a.Entries {
				m, err := libcrib.MaskOf(e.Cards...)
				if err != nil || choices[m] {
					t.Fatalf("%s: %v twice (%v)", variant, e.Cards, err)
				}
				choices[m] = true
				if e.HasWin != (table && len(e.Cards) > 0) || e.Win < 0 || e.Win > 1 ||
					!e.HasWin && e.Win != 0 {
					t.Fatalf("%s %s: %+v", variant, v.Stage, e)
				}
				if e.HasWin {
					wins++
				}
			}
			if v.Stage == libcrib.StageDiscard {
				// Every way to lay away the variant's number of cards from the hand.
				n, k := v.Hand.Count(), v.LayAway()
				want := 1
				for j := 0; j < k; j++ {
					want = want * (n - j) / (j + 1)
				}
				sides := 2 // four-handed, partners sit opposite
				if variant == libcrib.VariantThree {
					sides = 3
				}
				own := v.Player%sides == v.Dealer%sides
				for _, e := range a.Entries {
					m, _ := libcrib.MaskOf(e.Cards...)
					if len(e.Cards) != k || m&^v.Hand != 0 {
						t.Fatalf("%s: %v is no discard of %v", variant, e.Cards, v.Hand)
					}
					if own && e.Crib < 0 || !own && e.Crib > 0 ||
						math.Abs(e.Hand+e.Crib+e.Peg-e.Points) > 1e-9 {
						t.Fatalf("%s: player %d, dealer %d: %+v", variant, v.Player, v.Dealer, e)
					}
				}
				if len(a.Entries) != want {
					t.Fatalf("%s: %d discards of %d cards laying away %d", variant, len(a.Entries), n, k)
				}
			} else {
				legal := v.Legal()
				if legal == 0 && (len(a.Entries) != 1 || len(a.Entries[0].Cards) != 0) ||
					legal != 0 && len(a.Entries) != legal.Count() {
					t.Fatalf("%s: %d entries for legal %v", variant, len(a.Entries), legal)
				}
				for _, e := range a.Entries {
					if len(e.Cards) > 1 || len(e.Cards) == 1 && !legal.Has(e.Cards[0]) ||
						e.Hand != 0 || e.Crib != 0 || e.Peg != 0 || math.Abs(e.Points) > 31 {
						t.Fatalf("%s: %+v with legal %v", variant, e, legal)
					}
				}
			}
			rest := a.Entries[1:]
			byPoints, byWin := true, table // without a table no entry has a chance to order by
			for j := 1; j < len(rest); j++ {
				byPoints = byPoints && rest[j-1].Points >= rest[j].Points
				byWin = byWin && rest[j-1].Win >= rest[j].Win
			}
			if !byPoints && !byWin {
				t.Fatalf("%s: the rest not best first: %+v", variant, rest)
			}
		})
		if seen[libcrib.StageDiscard] < 4 || seen[libcrib.StagePlay] < 8 || table != (wins > 0) {
			t.Fatalf("%s: %v views, %d chances", variant, seen, wins)
		}
	}
	rules, _ := libcrib.DefaultRules(libcrib.VariantSixCard)
	d, _ := libcrib.NewDeal(rules, 1, 0)
	d.Start()
	v, _ := d.View(0, 0)
	for _, stage := range []libcrib.Stage{libcrib.StageDeal, libcrib.StageCut, libcrib.StageShow} {
		forged := v
		forged.Stage = stage
		a, err := libcrib.Advise(&forged)
		wantCode(t, err, libcrib.ERANGE)
		if a.Entries != nil {
			t.Fatal(a)
		}
	}
	forged := v
	forged.Player = -1
	_, err := libcrib.Advise(&forged)
	wantCode(t, err, libcrib.ERANGE)
}

// ViewWinChance on every view of two six-card deals: the discard's at the start the
// model's, the play's the search's and, where a card fits, Advise's best card's; the
// same view the same answer; another variant ERANGE.
func TestViewWinChance(t *testing.T) {
	rules, _ := libcrib.DefaultRules(libcrib.VariantSixCard)
	seen := map[string]int{}
	expertDeals(t, rules, 7, 2, func(v *libcrib.View, choice []libcrib.Card) {
		c, err := libcrib.ViewWinChance(v)
		if err != nil {
			t.Fatal(err)
		}
		if c.Win < 0 || c.Win > 1 {
			t.Fatalf("%s: %+v", v.Stage, c)
		}
		again, _ := libcrib.ViewWinChance(v)
		if again != c {
			t.Fatalf("%+v then %+v", c, again)
		}
		if v.Stage == libcrib.StageDiscard {
			if c.Method != "model" || math.Abs(c.Lurch-(2*c.Win-1)) > 0.2 {
				t.Fatalf("a discard at %v: %+v", v.Scores, c)
			}
			if v.Scores == [libcrib.GameMaxSides]int{} {
				seen["start"]++
			}
			seen["model"]++
			return
		}
		if c.Method != "search" {
			t.Fatalf("a play: %q", c.Method)
		}
		if len(choice) == 0 {
			return
		}
		a, err := libcrib.Advise(v)
		if err != nil {
			t.Fatal(err)
		}
		best := -1.0
		for _, e := range a.Entries {
			if !e.HasWin {
				t.Fatalf("%+v", e)
			}
			best = math.Max(best, e.Win)
		}
		if math.Abs(c.Win-best) > 1e-9 {
			t.Fatalf("the view's chance %v, Advise's best %v", c.Win, best)
		}
		seen["search"]++
	})
	if seen["start"] != 2 || seen["model"] != 4 || seen["search"] < 12 {
		t.Fatal(seen)
	}
	five, _ := libcrib.DefaultRules(libcrib.VariantFiveCard)
	d, _ := libcrib.NewDeal(five, 7, -1)
	d.Start()
	v, _ := d.View(0, 0)
	c, err := libcrib.ViewWinChance(&v)
	wantCode(t, err, libcrib.ERANGE)
	if c != (libcrib.ViewChance{}) {
		t.Fatal(c)
	}
}

func TestNames(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{libcrib.PhaseShowHand.String(), "show-hand"},
		{libcrib.ReasonThreeForLast.String(), "three-for-last"},
		{libcrib.StageOver.String(), "over"},
		{libcrib.ItemThirtyOne.String(), "thirty-one"},
		{libcrib.LevelDoubleSkunk.String(), "double-skunk"},
		{libcrib.VariantTwoToCrib.String(), "two-to-crib"},
		{libcrib.RectifyNewDeal.String(), "new-deal"},
		{libcrib.BotCaller.String(), "caller"},
		{libcrib.EventStarter.String(), "starter"},
		{libcrib.Stage(9).String(), "Stage(9)"},
		{(libcrib.OptMuggins | libcrib.OptOverpeg).String(), "muggins|overpeg"},
		{libcrib.Option(0).String(), "0"},
		{(libcrib.OptNoCut | 1<<20).String(), "no-cut|0x100000"},
		{libcrib.EMUSTPLAY.Name(), "EMUSTPLAY"},
		{libcrib.Code(-99).Name(), "Code(-99)"},
		{libcrib.ECARD.Error(), libcrib.Strerror(-2)},
		{libcrib.LibraryVersion(), libcrib.VersionString},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
	if libcrib.LibraryVersionNumber() != libcrib.VersionNumber || libcrib.Strerror(1<<40) == "" {
		t.Fatal("version")
	}
	// The words are the crib program's (src/gen/names.h, written by the same generator).
	names, err := os.ReadFile(filepath.Join(top, "src/gen/names.h"))
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"show-hand", "three-for-last", "double-skunk", "two-to-crib", "thirty-one"} {
		if !strings.Contains(string(names), `"`+w+`"`) {
			t.Errorf("src/gen/names.h has no %q", w)
		}
	}
}

// play drives a deal to the end of the game with the library's bots at a level, as
// the crib program's game does, and returns what it did as the crib program's log.
func playGame(t *testing.T, rules libcrib.Rules, seed uint64, level libcrib.BotLevel) map[string]interface{} {
	t.Helper()
	d, err := libcrib.NewDeal(rules, seed, -1)
	if err != nil {
		t.Fatal(err)
	}
	var deals []interface{}
	for d.Stage() != libcrib.StageOver {
		dealer, err := d.Start()
		if err != nil {
			t.Fatal(err)
		}
		st := d.Status()
		away := make([]libcrib.Mask, st.Players)
		var hands []interface{}
		for p := 0; p < st.Players; p++ {
			var cs []libcrib.Card
			if level == libcrib.BotEasy {
				cs, err = libcrib.BotDiscard(st.Hands[p].Cards(), st.Discard, p == dealer)
			} else {
				v, verr := d.View(p, 0)
				if verr != nil {
					t.Fatal(verr)
				}
				cs, err = libcrib.BotChooseDiscard(&v, level, seed)
			}
			if err != nil {
				t.Fatal(err)
			}
			if err := d.Discard(p, cs); err != nil {
				t.Fatal(err)
			}
			away[p], _ = libcrib.MaskOf(cs...)
			hands = append(hands, map[string]interface{}{"dealt": words(st.Hands[p].Cards()),
				"discard": words(away[p].Cards())})
		}
		cut, err := d.Cut()
		if err != nil {
			t.Fatal(err)
		}
		var plays []interface{}
		for d.Stage() == libcrib.StagePlay {
			play, _ := d.Play()
			who := play.Turn()
			var c libcrib.Card
			if level == libcrib.BotEasy {
				c, err = libcrib.BotPlay(play, who)
			} else {
				v, verr := d.View(who, away[who])
				if verr != nil {
					t.Fatal(verr)
				}
				c, err = libcrib.BotChoosePlay(&v, level, seed)
			}
			if err != nil {
				t.Fatal(err)
			}
			var ev libcrib.PlayEvent
			if c == libcrib.NoCard {
				ev, err = d.PlayGo(who)
			} else {
				ev, err = d.PlayCard(who, c)
			}
			if err != nil {
				t.Fatal(err)
			}
			var cardWord interface{}
			if ev.Card != libcrib.NoCard {
				cardWord = ev.Card.String()
			}
			plays = append(plays, map[string]interface{}{"player": ev.Player, "card": cardWord,
				"count": ev.Count, "points": ev.Points, "pegged": ev.Pegged, "reset": ev.Reset})
		}
		var shows []interface{}
		for d.Stage() == libcrib.StageShow {
			s, err := d.Show(-1)
			if err != nil {
				t.Fatal(err)
			}
			shows = append(shows, map[string]interface{}{"player": s.Player, "crib": s.IsCrib,
				"cards": words(s.Cards), "points": s.Score.Total, "said": s.Score.Announcement,
				"pegged": s.Claim.Pegged})
		}
		deals = append(deals, map[string]interface{}{"dealer": dealer, "hands": hands,
			"starter": cut.Starter.String(), "heels": cut.Heels, "play": plays, "show": shows})
	}
	r := d.Game().Result()
	levels := []string{}
	for _, l := range r.Levels {
		levels = append(levels, l.String())
	}
	return map[string]interface{}{"deals": deals, "result": map[string]interface{}{
		"winner": r.Winner, "player": r.Player, "phase": r.Phase.String(), "reason": r.Reason.String(),
		"scores": r.Scores, "levels": levels, "values": r.Values, "value": r.TotalValue}}
}

func words(cs []libcrib.Card) []string {
	out := []string{}
	for _, c := range cs {
		out = append(out, c.String())
	}
	return out
}

// keep is the parts of a log of the crib program that playGame writes, as JSON reads
// them.
func keep(log map[string]interface{}) interface{} {
	pick := func(m interface{}, keys ...string) map[string]interface{} {
		out := map[string]interface{}{}
		for _, k := range keys {
			out[k] = m.(map[string]interface{})[k]
		}
		return out
	}
	list := func(x interface{}) []interface{} {
		l, _ := x.([]interface{})
		return l
	}
	var deals []interface{}
	for _, d := range list(log["deals"]) {
		x := pick(d, "dealer", "hands", "starter", "heels", "play", "show")
		plays, shows := []interface{}{}, []interface{}{}
		for _, p := range list(x["play"]) {
			plays = append(plays, pick(p, "player", "card", "count", "points", "pegged", "reset"))
		}
		for _, s := range list(x["show"]) {
			shows = append(shows, pick(s, "player", "crib", "cards", "points", "said", "pegged"))
		}
		x["play"], x["show"] = plays, shows
		deals = append(deals, x)
	}
	return map[string]interface{}{"deals": deals, "result": pick(log["result"], "winner", "player",
		"phase", "reason", "scores", "levels", "values", "value")}
}

// Whole games by the deal driver and the simple bots against the crib program's log of
// the same seed: every hand, discard, starter, card, show and the result. (Not the strong
// bots: crib game --level strong lays away with the simple bot's discard, as cli/game.c
// takes crib_bot_choose_discard's count of cards for a failure.)
func TestGamesAgainstCribProgram(t *testing.T) {
	crib := filepath.Join(top, "bin/crib")
	if _, err := os.Stat(crib); err != nil {
		t.Skip("bin/crib not built (make): the games are not compared with it")
	}
	for _, c := range []struct {
		variant libcrib.Variant
		seed    uint64
		level   libcrib.BotLevel
	}{
		{libcrib.VariantSixCard, 16, libcrib.BotEasy},
		{libcrib.VariantFiveCard, 3, libcrib.BotEasy},
		{libcrib.VariantThree, 4, libcrib.BotEasy},
		{libcrib.VariantFour, 5, libcrib.BotEasy},
		{libcrib.VariantTwoToCrib, 6, libcrib.BotEasy},
	} {
		rules, _ := libcrib.DefaultRules(c.variant)
		out, err := exec.Command(crib, "game", "--json", "--seed", strconv.FormatUint(c.seed, 10),
			"--variant", c.variant.String(), "--level", c.level.String()).Output()
		if err != nil {
			t.Fatal(err)
		}
		var want map[string]interface{}
		if err := json.Unmarshal(out, &want); err != nil {
			t.Fatal(err)
		}
		// Through JSON, so that both sides have JSON's types.
		mine, _ := json.Marshal(playGame(t, rules, c.seed, c.level))
		var got map[string]interface{}
		json.Unmarshal(mine, &got)
		if g, w := keep(got), keep(want); !reflect.DeepEqual(g, w) {
			gj, _ := json.Marshal(g)
			wj, _ := json.Marshal(w)
			t.Fatalf("%s seed %d: the logs differ\n%s\n%s", c.variant, c.seed, gj, wj)
		}
	}
}

// Strong bots through views, whole games in every variant: the same seed plays the same
// game.
func TestStrongGames(t *testing.T) {
	for v := libcrib.VariantSixCard; v <= libcrib.VariantTwoToCrib; v++ {
		rules, _ := libcrib.DefaultRules(v)
		a, _ := json.Marshal(playGame(t, rules, 9, libcrib.BotStrong))
		b, _ := json.Marshal(playGame(t, rules, 9, libcrib.BotStrong))
		if string(a) != string(b) {
			t.Fatalf("%s: two games of one seed differ", v)
		}
	}
}

func TestDealErrorsAndViews(t *testing.T) {
	var zero libcrib.Deal
	_, err := zero.Start()
	wantCode(t, err, libcrib.ERANGE)
	if zero.Stock() != nil {
		t.Fatal("a zero Deal's stock")
	}
	rules, _ := libcrib.DefaultRules(libcrib.VariantSixCard)
	_, err = libcrib.NewDeal(rules, 1, 2)
	wantCode(t, err, libcrib.ERANGE)
	d, err := libcrib.NewDeal(rules, 1, libcrib.DealCut)
	if err != nil {
		t.Fatal(err)
	}
	if st := d.Status(); st.Stage != libcrib.StageDeal || len(st.FirstCut) != 2 ||
		st.FirstCut[0] == libcrib.NoCard || st.Starter != libcrib.NoCard || st.NextShow != -1 {
		t.Fatalf("%+v", st)
	}
	_, err = d.Cut()
	wantCode(t, err, libcrib.ESTAGE)
	_, err = d.Play()
	wantCode(t, err, libcrib.ESTAGE)
	_, err = d.StartCut(2)
	wantCode(t, err, libcrib.ERANGE)
	dealer, err := d.StartCut(30)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Stock()) != 40 {
		t.Fatal(len(d.Stock()))
	}
	v, err := d.View(dealer, 0)
	if err != nil || v.Stage != libcrib.StageDiscard || v.Hand.Count() != 6 || v.LayAway() != 2 ||
		v.Legal() != 0 || v.Starter != libcrib.NoCard {
		t.Fatalf("%+v %v", v, err)
	}
	err = d.Discard(dealer, v.Hand.Cards()[:1])
	wantCode(t, err, libcrib.ECOUNT)
	err = d.Discard(dealer, []libcrib.Card{v.Hand.Cards()[0], libcrib.NoCard})
	wantCode(t, err, libcrib.ECARD)
	// A view filled by hand goes through to the bots; one no deal could show does not.
	mine, err := libcrib.BotChooseDiscard(&v, libcrib.BotStrong, 0)
	if err != nil || len(mine) != 2 {
		t.Fatal(mine, err)
	}
	forged := v
	forged.Hand = 0
	_, err = libcrib.BotChooseDiscard(&forged, libcrib.BotStrong, 0)
	wantCode(t, err, libcrib.ERANGE)
	forged = v
	forged.Player = -1
	_, err = libcrib.BotChooseDiscard(&forged, libcrib.BotEasy, 0)
	wantCode(t, err, libcrib.ERANGE)
	_, err = libcrib.BotChooseDiscard(&v, 7, 0)
	wantCode(t, err, libcrib.ERANGE)
	_, err = libcrib.BotDiscard(v.Hand.Cards(), 3, true)
	wantCode(t, err, libcrib.ECOUNT)
	// A misdeal: the same dealer deals again.
	if n, err := d.Misdeal(); n != dealer || err != nil || d.Stage() != libcrib.StageDeal {
		t.Fatal(n, err)
	}
	if _, err := d.Miscount(0, 5); err == nil {
		t.Fatal("Miscount 5")
	}
	_, err = d.Rectify(0, libcrib.RectifyPeg, nil)
	wantCode(t, err, libcrib.ESTAGE)
	if n, err := d.Overpeg(0); n != 0 || err != nil {
		t.Fatal(n, err)
	}
	if n, err := d.Correct(1); n != 0 || err != nil {
		t.Fatal(n, err)
	}
	_, err = d.Show(-1)
	wantCode(t, err, libcrib.ESTAGE)
	_, _, err = d.PlayClaim(0, 60, -1)
	wantCode(t, err, libcrib.ESTAGE)
}

func TestArena(t *testing.T) {
	cfg := libcrib.DefaultArenaConfig()
	cfg.Pairs = 3
	cfg.Levels = [2]libcrib.BotLevel{libcrib.BotEasy, libcrib.BotEasy}
	a, err := libcrib.NewArena(cfg)
	if err != nil {
		t.Fatal(err)
	}
	// Every event of the first game, then the rest of the run.
	kinds := map[libcrib.ArenaEventKind]int{}
	for {
		ev, err := a.Next(libcrib.StopEvents)
		if err != nil {
			t.Fatal(err)
		}
		kinds[ev.Kind]++
		if ev.Kind == libcrib.EventEnd {
			if ev.Side < 0 || ev.Points < 1 {
				t.Fatalf("%+v", ev)
			}
			break
		}
	}
	if kinds[libcrib.EventGame] != 1 || kinds[libcrib.EventCard] == 0 || kinds[libcrib.EventShow] == 0 {
		t.Fatal(kinds)
	}
	tally, err := a.Run(nil, nil)
	if err != nil || tally.Games != 6 || tally.Pairs != 3 || tally.Wins[0]+tally.Wins[1] != 6 {
		t.Fatalf("%+v %v", tally.Games, err)
	}
	// Each field crosses to C and back: a tally added to itself is doubled, every field.
	double := tally
	if err := double.Add(&tally); err != nil {
		t.Fatal(err)
	}
	tv, dv := reflect.ValueOf(tally), reflect.ValueOf(double)
	nonzero := 0
	for i := 0; i < tv.NumField(); i++ {
		f, g := tv.Field(i), dv.Field(i)
		if f.Kind() != reflect.Array {
			f, g = reflect.ValueOf([1]interface{}{f.Interface()}), reflect.ValueOf([1]interface{}{g.Interface()})
		}
		for j := 0; j < f.Len(); j++ {
			x, y := reflect.ValueOf(f.Index(j).Interface()), reflect.ValueOf(g.Index(j).Interface())
			var xs, ys int64
			if x.CanInt() {
				xs, ys = x.Int(), y.Int()
			} else {
				xs, ys = int64(x.Uint()), int64(y.Uint())
			}
			if ys != 2*xs {
				t.Fatalf("%s[%d]: %d, doubled %d", tv.Type().Field(i).Name, j, xs, ys)
			}
			if xs != 0 {
				nonzero++
			}
		}
	}
	if nonzero < 40 {
		t.Fatal("too few fields crossed", nonzero)
	}
	sum, err := double.Summary()
	if err != nil || sum.Games != 12 || sum.WinA < 0 || sum.WinA > 1 || sum.DealsPerGame <= 0 {
		t.Fatalf("%+v %v", sum, err)
	}
	broken := tally
	broken.Wins[0] = 99
	_, err = broken.Summary()
	wantCode(t, err, libcrib.ERANGE)
	huge := tally
	huge.Games = math.MaxUint64
	before := huge
	err = huge.Add(&tally)
	wantCode(t, err, libcrib.ERANGE)
	if huge != before {
		t.Fatal("a refused Add changed the tally")
	}

	// A side the caller plays: a Run without its bot, a bot that errs, an answer refused.
	cfg.Levels[1] = libcrib.BotCaller
	a, _ = libcrib.NewArena(cfg)
	_, err = a.Run(nil, nil)
	wantCode(t, err, libcrib.ENULL)
	_, err = a.Run(nil, badBot{})
	wantCode(t, err, libcrib.ENOTHELD)
	ev, err := a.Next(0) // the request is still pending
	if err != nil || (ev.Kind != libcrib.EventDiscard && ev.Kind != libcrib.EventPlay) || ev.Side != 1 {
		t.Fatalf("%+v %v", ev, err)
	}
	if _, err := a.Run(nil, libcrib.LevelBot{Level: libcrib.BotStrong}); err != nil {
		t.Fatal(err)
	}
	if ev, _ := a.Next(0); ev.Kind != libcrib.EventDone {
		t.Fatal(ev.Kind)
	}
	if err := a.Discard(nil); err == nil {
		t.Fatal("a discard after the run")
	}
	bad := cfg
	bad.Pairs = 0
	_, err = libcrib.NewArena(bad)
	wantCode(t, err, libcrib.ERANGE)
	bad = cfg
	bad.Start[0] = -5
	_, err = libcrib.NewArena(bad)
	wantCode(t, err, libcrib.ERANGE)
}

// Three-handed, a caller's side A holds one seat, in seat 0, 1 and 2 of each seed in
// turn; four-handed the sides are partnerships. Their tallies count sets of three and
// seat 2's wins.
func TestArenaThreeAndFour(t *testing.T) {
	cfg := libcrib.DefaultArenaConfig()
	cfg.Rules, _ = libcrib.DefaultRules(libcrib.VariantThree)
	cfg.Pairs = 2
	cfg.Levels = [2]libcrib.BotLevel{libcrib.BotCaller, libcrib.BotStrong}
	cfg.StartThird = 100
	a, err := libcrib.NewArena(cfg)
	if err != nil {
		t.Fatal(err)
	}
	tally, err := a.Run(libcrib.LevelBot{Level: libcrib.BotEasy}, nil)
	if err != nil || tally.Games != 6 || tally.Pairs != 2 || tally.SetGames != 3 ||
		tally.SeatWins[0]+tally.SeatWins[1]+tally.SeatWinsThird != 6 {
		t.Fatalf("%+v %v", tally.Games, err)
	}
	if _, err := tally.Summary(); err != nil {
		t.Fatal(err)
	}
	a, _ = libcrib.NewArena(cfg)
	for seen := 0; seen < 3; {
		ev, err := a.Next(libcrib.StopGame)
		if err != nil {
			t.Fatal(err)
		}
		if ev.Kind == libcrib.EventDiscard || ev.Kind == libcrib.EventPlay {
			if ev.Side != 0 || ev.Player != ev.SeatA || ev.SeatA != ev.Game%3 {
				t.Fatalf("%+v", ev)
			}
			if ev.Kind == libcrib.EventDiscard {
				cs, _ := libcrib.BotChooseDiscard(&ev.View, libcrib.BotEasy, 0)
				err = a.Discard(cs)
			} else {
				c, _ := libcrib.BotChoosePlay(&ev.View, libcrib.BotEasy, 0)
				err = a.Play(c)
			}
			if err != nil {
				t.Fatal(err)
			}
		} else if ev.Kind == libcrib.EventEnd {
			if ev.ScoreThird == 0 {
				t.Fatalf("seat 2 ended at 0: %+v", ev)
			}
			seen++
		}
	}
	bad := cfg
	bad.FirstDealer = 3
	_, err = libcrib.NewArena(bad)
	wantCode(t, err, libcrib.ERANGE)

	four := libcrib.DefaultArenaConfig()
	four.Rules, _ = libcrib.DefaultRules(libcrib.VariantFour)
	four.Pairs = 3
	four.Levels = [2]libcrib.BotLevel{libcrib.BotStrong, libcrib.BotEasy}
	a, err = libcrib.NewArena(four)
	if err != nil {
		t.Fatal(err)
	}
	tally, err = a.Run(nil, nil)
	if err != nil || tally.Games != 6 || tally.Pairs != 3 || tally.SetGames != 0 {
		t.Fatalf("%+v %v", tally.Games, err)
	}
	four.StartThird = 1
	_, err = libcrib.NewArena(four)
	wantCode(t, err, libcrib.ERANGE)
}

// The arena's views carry the cards of the deal's earlier counts in the order played,
// and Earlier goes back to C: the library refuses a pile card in it, or a card left out.
func TestViewEarlier(t *testing.T) {
	cfg := libcrib.DefaultArenaConfig()
	cfg.Pairs = 2
	cfg.Levels = [2]libcrib.BotLevel{libcrib.BotCaller, libcrib.BotStrong}
	a, err := libcrib.NewArena(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var order []libcrib.Card
	later := 0
	for {
		ev, err := a.Next(libcrib.StopEvents)
		if err != nil {
			t.Fatal(err)
		}
		if ev.Kind == libcrib.EventDone {
			break
		}
		switch ev.Kind {
		case libcrib.EventDeal:
			order = nil
		case libcrib.EventCard:
			order = append(order, ev.Card)
		case libcrib.EventDiscard:
			if len(ev.View.Earlier) != 0 {
				t.Fatal("earlier cards in the discard:", words(ev.View.Earlier))
			}
			cs, err := libcrib.BotChooseDiscard(&ev.View, libcrib.BotEasy, 0)
			if err == nil {
				err = a.Discard(cs)
			}
			if err != nil {
				t.Fatal(err)
			}
		case libcrib.EventPlay:
			v := ev.View
			before := len(order) - len(v.Pile)
			if !reflect.DeepEqual(words(v.Pile), words(order[before:])) ||
				!reflect.DeepEqual(words(v.Earlier), words(order[:before])) {
				t.Fatalf("pile %v earlier %v, played %v", words(v.Pile), words(v.Earlier), words(order))
			}
			c, err := libcrib.BotChoosePlay(&v, libcrib.BotStrong, 0)
			if err != nil {
				t.Fatal(err)
			}
			if len(v.Earlier) > 0 && len(v.Pile) > 0 {
				later++
				bad := v
				bad.Earlier = append([]libcrib.Card{v.Pile[0]}, v.Earlier[1:]...)
				_, err = libcrib.BotChoosePlay(&bad, libcrib.BotEasy, 0)
				wantCode(t, err, libcrib.ERANGE)
				if len(v.Earlier) > 1 {
					bad.Earlier = v.Earlier[1:]
					_, err = libcrib.BotChoosePlay(&bad, libcrib.BotEasy, 0)
					wantCode(t, err, libcrib.ERANGE)
				}
				bad.Earlier = make([]libcrib.Card, 17)
				_, err = libcrib.BotChoosePlay(&bad, libcrib.BotEasy, 0)
				wantCode(t, err, libcrib.ERANGE)
				if !strings.Contains(err.Error(), "17 earlier cards") {
					t.Fatal(err)
				}
			}
			if err := a.Play(c); err != nil {
				t.Fatal(err)
			}
		}
	}
	if later < 8 {
		t.Fatal(later, "views with earlier cards and a pile")
	}

	// Deal.View does not know the order; a program that does may fill it in.
	rules, _ := libcrib.DefaultRules(libcrib.VariantSixCard)
	d, err := libcrib.NewDeal(rules, 3, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Start(); err != nil {
		t.Fatal(err)
	}
	var away [2]libcrib.Mask
	for p := 0; p < 2; p++ {
		v, err := d.View(p, 0)
		if err != nil {
			t.Fatal(err)
		}
		cs, err := libcrib.BotChooseDiscard(&v, libcrib.BotEasy, 0)
		if err == nil {
			err = d.Discard(p, cs)
		}
		if err != nil {
			t.Fatal(err)
		}
		away[p], _ = libcrib.MaskOf(cs...)
	}
	if _, err := d.Cut(); err != nil {
		t.Fatal(err)
	}
	order = nil
	for d.Stage() == libcrib.StagePlay {
		play, _ := d.Play()
		who := play.Turn()
		v, err := d.View(who, away[who])
		if err != nil || v.Earlier != nil {
			t.Fatal(words(v.Earlier), err)
		}
		v.Earlier = order[:len(order)-len(v.Pile)]
		c, err := libcrib.BotChoosePlay(&v, libcrib.BotStrong, 0)
		if err != nil {
			t.Fatal(err)
		}
		if c == libcrib.NoCard {
			_, err = d.PlayGo(who)
		} else {
			_, err = d.PlayCard(who, c)
			order = append(order, c)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(order) != 8 {
		t.Fatal(words(order))
	}
}

// badBot answers with cards it does not hold.
type badBot struct{}

func (badBot) Discard(v *libcrib.View) ([]libcrib.Card, error) {
	return []libcrib.Card{libcrib.Card(0), libcrib.Card(1)}[:v.LayAway()], nil
}

func (badBot) Play(v *libcrib.View) (libcrib.Card, error) { return 0, nil }

// Bad input of every kind gives an error, never a panic: texts as the fuzzer makes them.
func FuzzParseHand(f *testing.F) {
	for _, s := range []string{"5h 5d 5c Js", "", "10S,Td J♠", "5h\x005d", "♠♠♠", "1" + strings.Repeat("0", 100),
		strings.Repeat("Ah ", 60), "\xff\xfe"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		h, err := libcrib.ParseHand(s)
		if err != nil {
			var e *libcrib.Error
			if !errors.As(err, &e) || e.Code >= 0 {
				t.Fatal(err)
			}
			return
		}
		text, err := libcrib.FormatHand(h)
		if err != nil {
			t.Fatal(err)
		}
		again, err := libcrib.ParseHand(text)
		if err != nil || !reflect.DeepEqual(again, h) && len(h) > 0 {
			t.Fatal(text, err)
		}
		if len(h) == 4 || len(h) == 5 {
			s, err := libcrib.ScoreCards(h[:len(h)-1], h[len(h)-1], false)
			if err != nil || s.Total < 0 || s.Total > libcrib.ScoreMax {
				t.Fatal(s, err)
			}
		}
	})
}

// Any bytes as a pile and as a hand: an error or a score, never a crash.
func FuzzScores(f *testing.F) {
	f.Add([]byte{16, 17, 18, 43, 19})
	f.Add([]byte{0, 0})
	f.Add([]byte{255, 52, 51})
	f.Add([]byte{48, 49, 50, 51, 44, 45, 46, 47, 40, 41, 42, 43, 1, 2})
	f.Fuzz(func(t *testing.T, b []byte) {
		cs := make([]libcrib.Card, len(b))
		for i, x := range b {
			cs[i] = libcrib.Card(x)
		}
		if p, err := libcrib.PegScore(cs); err == nil && (p.Count > 31 || p.Total > 15) {
			t.Fatal(p)
		}
		if len(cs) > 0 {
			libcrib.ScoreCards(cs[:len(cs)-1], cs[len(cs)-1], len(cs)%2 == 0)
		}
		libcrib.DiscardAnalyze(cs, uint32(len(cs)))
		libcrib.BotDiscard(cs, len(cs)%3, len(cs)%2 == 0)
		m, err := libcrib.MaskOf(cs...)
		if err == nil {
			libcrib.HandExpect(m, 0)
			libcrib.DiscardExpect(m, 0)
			libcrib.MaskScoreStarters(m, false)
		}
	})
}
