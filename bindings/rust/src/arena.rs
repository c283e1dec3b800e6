// SPDX-License-Identifier: MIT
//! The arena: two sides, bots of the library or the caller, on duplicate deals of any
//! variant, with its tally and summary.
use crate::bot::View;
use crate::card::{Card, Cards, card_or_none, mask_cards};
use crate::error::check;
use crate::ffi::{self, Zeroable};
use crate::game::GameRules;
use crate::{ArenaEventKind, BotLevel, Error, or_none, sys};

/// A side of the arena: a bot of the library, or the caller, who answers its requests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// A bot of the library, at a level.
    Bot(BotLevel),
    /// `CRIB_BOT_CALLER`: the arena stops and asks ([`Arena::next`]).
    Caller,
}

/// What an arena is to play ([`Arena::new`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ArenaConfig {
    /// The rules: any variant. Three-handed, side A holds one seat against side B's two;
    /// four-handed, the sides are partnerships (A in seats 0 and 2, then 1 and 3).
    pub rules: GameRules,
    /// Pair `i` deals from the seed `seed + i`: one game for each seat side A can hold
    /// (two, three three-handed).
    pub seed: u64,
    /// Mixed into the seed of each of the bots' decisions.
    pub bot_seed: u64,
    /// The index of the first pair.
    pub first_pair: u32,
    /// How many pairs (games, with `single`).
    pub pairs: u32,
    /// Side A and side B.
    pub sides: [Side; 2],
    /// Play each seed once, side A in seat 0, instead of once for each seat A can hold.
    pub single: bool,
    /// The first dealer by seat (0 to the players less one), or `None` to cut for it.
    pub first_dealer: Option<u32>,
    /// The board at the start of a game: seats 0's and 1's scores (four-handed, the
    /// partnerships of seats 0 and 2 and of 1 and 3).
    pub start: [u32; 2],
    /// Seat 2's score at the start, three-handed; 0 in the other variants.
    pub start_third: u32,
}

impl Default for ArenaConfig {
    /// One pair of six-card games between two easy bots, from seed 1.
    fn default() -> ArenaConfig {
        ArenaConfig {
            rules: GameRules::default(),
            seed: 1,
            bot_seed: 0,
            first_pair: 0,
            pairs: 1,
            sides: [Side::Bot(BotLevel::Easy); 2],
            single: false,
            first_dealer: None,
            start: [0, 0],
            start_third: 0,
        }
    }
}

impl ArenaConfig {
    fn raw(&self) -> Result<ffi::crib_arena_config, Error> {
        let mut raw = ffi::crib_arena_config::zeroed();
        raw.rules = self.rules.raw();
        raw.seed = self.seed;
        raw.bot_seed = self.bot_seed;
        raw.first_pair = self.first_pair;
        raw.pairs = self.pairs;
        raw.level = self.sides.map(|s| match s {
            Side::Bot(level) => level.raw(),
            Side::Caller => ffi::CRIB_BOT_CALLER,
        });
        raw.flags = if self.single { ffi::CRIB_ARENA_SINGLE } else { 0 };
        raw.first_dealer = match self.first_dealer {
            None => ffi::CRIB_DEAL_CUT,
            Some(ffi::CRIB_DEAL_CUT) => return Err(Error::Range),
            Some(seat) => seat,
        };
        raw.start = self.start;
        raw.start_third = self.start_third;
        Ok(raw)
    }
}

/// Where [`Arena::next`] stops, besides requests and the end of the run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Stop {
    /// Only there.
    #[default]
    Requests,
    /// Also at the end of each game.
    Games,
    /// After every event.
    Events,
}

/// What the arena reports ([`Arena::next`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct ArenaEvent {
    /// What happened, or what is asked.
    pub kind: ArenaEventKind,
    /// The game's number in the arena (game `g` is pair `first_pair + g / n`, `n` the games
    /// of a pair: 2, or 3 three-handed; side A in seat `g % n`).
    pub game: u32,
    /// The deal's number in the game.
    pub deal: u32,
    /// The side (0 = A, 1 = B) the event is about: who must decide, played, showed, won.
    pub side: Option<u32>,
    /// That side's seat (player 0 to 3).
    pub player: Option<u32>,
    /// Side A's seat in this game (four-handed, A holds it and the seat opposite).
    pub seat_a: u32,
    /// The dealer's seat.
    pub dealer: u32,
    /// The card played or cut.
    pub card: Option<Card>,
    /// The points pegged (for the end of a game, its value).
    pub points: u32,
    /// The seat that pegged them.
    pub scorer: Option<u32>,
    /// The count after a card, or at a go.
    pub count: u32,
    /// A show of the crib.
    pub is_crib: bool,
    /// The board after the event: seats 0's and 1's (four-handed, the partnerships').
    pub score: [u32; 2],
    /// Seat 2's score three-handed; 0 in the other variants.
    pub score_third: u32,
    /// A show's cards (the starter not included).
    pub cards: Vec<Card>,
    /// For a request, what the deciding player knows.
    pub view: Option<View>,
}

impl ArenaEvent {
    fn of(raw: &ffi::crib_arena_event) -> ArenaEvent {
        let kind = ArenaEventKind::from_raw(raw.kind).unwrap_or(ArenaEventKind::Done);
        let request = matches!(kind, ArenaEventKind::Discard | ArenaEventKind::Play);
        ArenaEvent {
            kind,
            game: raw.game,
            deal: raw.deal,
            side: or_none(raw.side),
            player: or_none(raw.player),
            seat_a: raw.seat_a,
            dealer: raw.dealer,
            card: card_or_none(raw.card),
            points: raw.points,
            scorer: or_none(raw.scorer),
            count: raw.count,
            is_crib: raw.is_crib != 0,
            score: raw.score,
            score_third: raw.score_third,
            cards: mask_cards(raw.cards),
            view: request.then(|| View::of(&raw.view)),
        }
    }
}

/// The caller's answer to a request ([`Arena::run_with`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The cards to lay away.
    Discard(Vec<Card>),
    /// The card to play, or `None` for go.
    Play(Option<Card>),
}

/// Sums over an arena's games and deals by side and role, integers, so that tallies of
/// arenas over different pairs add up exactly ([`Tally::add`]). Each field is the field of
/// crib.h's `crib_tally` of its name, which says what it counts.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
#[allow(missing_docs)]
pub struct Tally {
    pub games: u64,
    pub wins: [u64; 2],
    pub seat_wins: [u64; 2],
    pub first_dealer_wins: u64,
    pub value: [u64; 2],
    pub value_sq: u64,
    pub pairs: u64,
    pub pair_wins: [u64; 3],
    pub pair_value: i64,
    pub pair_value_sq: u64,
    pub deals: u64,
    pub whole_deals: [u64; 4],
    pub points: [u64; 16],
    pub play_sq: [u64; 4],
    pub total_sq: [u64; 4],
    pub mid_deals: u64,
    /// 1024 entries: `play_hist[dealer's * 32 + pone's]`.
    pub play_hist: Vec<u32>,
    pub pone_hist: [u32; 32],
    pub dealer_hist: [u32; 32],
    pub crib_hist: [u32; 32],
    pub mid_heels: u64,
    pub seat_wins_third: u64,
    pub pair_wins_three: u64,
    pub set_games: u64,
}

impl Default for Tally {
    /// No games.
    fn default() -> Tally {
        Tally::of(&ffi::crib_tally::zeroed())
    }
}

impl Tally {
    fn of(raw: &ffi::crib_tally) -> Tally {
        Tally {
            games: raw.games,
            wins: raw.wins,
            seat_wins: raw.seat_wins,
            first_dealer_wins: raw.first_dealer_wins,
            value: raw.value,
            value_sq: raw.value_sq,
            pairs: raw.pairs,
            pair_wins: raw.pair_wins,
            pair_value: raw.pair_value,
            pair_value_sq: raw.pair_value_sq,
            deals: raw.deals,
            whole_deals: raw.whole_deals,
            points: raw.points,
            play_sq: raw.play_sq,
            total_sq: raw.total_sq,
            mid_deals: raw.mid_deals,
            play_hist: raw.play_hist.to_vec(),
            pone_hist: raw.pone_hist,
            dealer_hist: raw.dealer_hist,
            crib_hist: raw.crib_hist,
            mid_heels: raw.mid_heels,
            seat_wins_third: raw.seat_wins_third,
            pair_wins_three: raw.pair_wins_three,
            set_games: raw.set_games,
        }
    }

    /// The structure of the library; [`Error::Range`] when `play_hist` is not 1024 long.
    fn raw(&self) -> Result<Box<ffi::crib_tally>, Error> {
        let mut raw = Box::new(ffi::crib_tally::zeroed());
        if self.play_hist.len() != raw.play_hist.len() {
            return Err(Error::Range);
        }
        raw.games = self.games;
        raw.wins = self.wins;
        raw.seat_wins = self.seat_wins;
        raw.first_dealer_wins = self.first_dealer_wins;
        raw.value = self.value;
        raw.value_sq = self.value_sq;
        raw.pairs = self.pairs;
        raw.pair_wins = self.pair_wins;
        raw.pair_value = self.pair_value;
        raw.pair_value_sq = self.pair_value_sq;
        raw.deals = self.deals;
        raw.whole_deals = self.whole_deals;
        raw.points = self.points;
        raw.play_sq = self.play_sq;
        raw.total_sq = self.total_sq;
        raw.mid_deals = self.mid_deals;
        raw.play_hist.copy_from_slice(&self.play_hist);
        raw.pone_hist = self.pone_hist;
        raw.dealer_hist = self.dealer_hist;
        raw.crib_hist = self.crib_hist;
        raw.mid_heels = self.mid_heels;
        raw.seat_wins_third = self.seat_wins_third;
        raw.pair_wins_three = self.pair_wins_three;
        raw.set_games = self.set_games;
        Ok(raw)
    }

    /// Adds another tally into this one, field by field; [`Error::Range`] when a sum would
    /// overflow (then nothing changes).
    pub fn add(&mut self, more: &Tally) -> Result<(), Error> {
        let mut sum = self.raw()?;
        check(sys::tally_add(&mut sum, &*more.raw()?))?;
        *self = Tally::of(&sum);
        Ok(())
    }

    /// Rates, means and 95% intervals ([`Summary`]); [`Error::Range`] for counts that do
    /// not add up (more wins than games).
    pub fn summary(&self) -> Result<Summary, Error> {
        let mut s = ffi::crib_summary::zeroed();
        check(sys::tally_summary(&*self.raw()?, &mut s))?;
        Ok(Summary {
            games: s.games,
            pairs: s.pairs,
            win_a: s.win_a,
            win_a_low: s.win_a_low,
            win_a_high: s.win_a_high,
            value_a: s.value_a,
            value_a_low: s.value_a_low,
            value_a_high: s.value_a_high,
            first_dealer: s.first_dealer,
            first_dealer_low: s.first_dealer_low,
            first_dealer_high: s.first_dealer_high,
            deals_per_game: s.deals_per_game,
            points: s.points,
            total_half: s.total_half,
            play_half: s.play_half,
            play_diff: s.play_diff,
            play_diff_half: s.play_diff_half,
        })
    }
}

/// What [`Tally::summary`] makes of a tally: side A's win rate and game value, the first
/// dealer's win rate, each with a 95% interval, and points a whole deal by side and role
/// (each field is the field of crib.h's `crib_summary` of its name).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[non_exhaustive]
#[allow(missing_docs)]
pub struct Summary {
    pub games: f64,
    pub pairs: f64,
    pub win_a: f64,
    pub win_a_low: f64,
    pub win_a_high: f64,
    pub value_a: f64,
    pub value_a_low: f64,
    pub value_a_high: f64,
    pub first_dealer: f64,
    pub first_dealer_low: f64,
    pub first_dealer_high: f64,
    pub deals_per_game: f64,
    /// `points[side * 10 + role * 5 + kind]`: the play, the hand, the crib, heels, the
    /// total.
    pub points: [f64; 20],
    pub total_half: [f64; 4],
    pub play_half: [f64; 4],
    pub play_diff: [f64; 2],
    pub play_diff_half: [f64; 2],
}

/// An arena run: pairs of games on duplicate deals (one seed for each seat side A can hold:
/// twice, the seats swapped; three times three-handed), each side a bot of the library or
/// the caller, with no callbacks into Rust
/// from C: [`Arena::next`] steps until the caller's side must decide, and
/// [`Arena::discard`] or [`Arena::play`] answers.
///
/// ```
/// use libcrib::{Answer, Arena, ArenaConfig, BotLevel, Side};
/// let config = ArenaConfig {
///     pairs: 2,
///     sides: [Side::Bot(BotLevel::Easy), Side::Caller],
///     ..ArenaConfig::default()
/// };
/// let mut arena = Arena::new(&config)?;
/// // Side B, in Rust: lays away its two lowest cards, plays its lowest legal card.
/// let summary = arena.run_with(|request| {
///     let view = request.view.as_ref().expect("a request has a view");
///     let mut hand = view.hand.cards().unwrap_or_default();
///     hand.sort_by_key(|c| c.value());
///     match request.kind {
///         libcrib::ArenaEventKind::Discard => Answer::Discard(hand[..view.lay_away() as usize].to_vec()),
///         _ => Answer::Play(view.legal().into_iter().min_by_key(|c| c.value())),
///     }
/// })?;
/// assert_eq!(summary.games, 4.0);
/// assert_eq!(arena.tally().games, 4);
/// # Ok::<(), libcrib::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Arena {
    raw: Box<ffi::crib_arena>,
}

impl Arena {
    /// Sets up a run; nothing is played until [`Arena::next`]. The rules' errors;
    /// [`Error::Range`] for no pairs, a first dealer who is no seat, a start score too
    /// high, or `start_third` outside the three-handed game.
    pub fn new(config: &ArenaConfig) -> Result<Arena, Error> {
        let mut raw = Box::new(ffi::crib_arena::zeroed());
        check(sys::arena_init(&mut raw, &config.raw()?))?;
        Ok(Arena { raw })
    }

    /// Plays on: the bots decide for their sides until the caller's side must decide, an
    /// event happens or a game ends (as `stop` asks), or the run is over
    /// ([`ArenaEventKind::Done`]). A request stays pending until it is answered.
    pub fn next(&mut self, stop: Stop) -> Result<ArenaEvent, Error> {
        let flags = match stop {
            Stop::Requests => 0,
            Stop::Games => ffi::CRIB_STOP_GAME,
            Stop::Events => ffi::CRIB_STOP_EVENTS,
        };
        let mut event = Box::new(ffi::crib_arena_event::zeroed());
        check(sys::arena_next(&mut self.raw, flags, &mut event))?;
        Ok(ArenaEvent::of(&event))
    }

    /// Answers a discard request; [`Error::Stage`] when none is pending, the deal's errors
    /// for the cards.
    pub fn discard(&mut self, cards: impl Cards) -> Result<(), Error> {
        let cards = cards.to_cards()?;
        check(sys::arena_discard(&mut self.raw, sys::ids(&cards))).map(drop)
    }

    /// Answers a play request with a card, or `None` for go.
    pub fn play(&mut self, card: Option<Card>) -> Result<(), Error> {
        let card = card.map_or(ffi::CRIB_NONE, |c| c.id().into());
        check(sys::arena_play(&mut self.raw, card)).map(drop)
    }

    /// The tally so far.
    pub fn tally(&self) -> Tally {
        let mut raw = Box::new(ffi::crib_tally::zeroed());
        let _ = check(sys::arena_tally(&self.raw, &mut raw));
        Tally::of(&raw)
    }

    /// Plays the whole run between bots and summarises it; [`Error::Stage`] if a side is
    /// the caller's (use [`Arena::run_with`]).
    pub fn run(&mut self) -> Result<Summary, Error> {
        match self.next(Stop::Requests)?.kind {
            ArenaEventKind::Done => self.tally().summary(),
            _ => Err(Error::Stage),
        }
    }

    /// Plays the whole run, `answer` deciding for the caller's sides, and summarises it;
    /// the first answer the library refuses is the error.
    pub fn run_with(
        &mut self,
        mut answer: impl FnMut(&ArenaEvent) -> Answer,
    ) -> Result<Summary, Error> {
        loop {
            let event = self.next(Stop::Requests)?;
            if event.kind == ArenaEventKind::Done {
                return self.tally().summary();
            }
            match answer(&event) {
                Answer::Discard(cards) => self.discard(&cards)?,
                Answer::Play(card) => self.play(card)?,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bots_and_tallies() {
        let config = ArenaConfig { pairs: 2, ..ArenaConfig::default() };
        let mut a = Arena::new(&config).unwrap();
        let summary = a.run().unwrap();
        assert_eq!(summary.games, 4.0);
        let mut b = Arena::new(&ArenaConfig { first_pair: 2, ..config }).unwrap();
        b.run().unwrap();
        let mut sum = a.tally();
        sum.add(&b.tally()).unwrap();
        assert_eq!((sum.games, sum.pairs), (8, 4));
        let mut whole = Arena::new(&ArenaConfig { pairs: 4, ..config }).unwrap();
        whole.run().unwrap();
        assert_eq!(whole.tally(), sum);
        assert_eq!(Tally::default().summary().unwrap(), Summary::default());
        let mut bad = Tally::default();
        bad.wins[0] = 3;
        assert_eq!(bad.summary().unwrap_err(), Error::Range);
        bad.play_hist.pop();
        assert_eq!(bad.clone().add(&sum).unwrap_err(), Error::Range);
    }

    #[test]
    fn three_and_four_handed() {
        let three = ArenaConfig {
            rules: GameRules::new(crate::Variant::Three),
            pairs: 2,
            sides: [Side::Caller, Side::Bot(BotLevel::Strong)],
            start_third: 100,
            ..ArenaConfig::default()
        };
        let mut arena = Arena::new(&three).unwrap();
        let mut seats = Vec::new();
        loop {
            let e = arena.next(Stop::Requests).unwrap();
            let answer = match e.kind {
                ArenaEventKind::Done => break,
                ArenaEventKind::Discard => {
                    Answer::Discard(vec![e.view.as_ref().unwrap().hand.cards().unwrap()[0]])
                }
                _ => Answer::Play(e.view.as_ref().unwrap().legal().into_iter().next()),
            };
            assert_eq!((e.side, e.player), (Some(0), Some(e.seat_a)));
            if !seats.contains(&(e.game, e.seat_a)) {
                seats.push((e.game, e.seat_a));
            }
            match answer {
                Answer::Discard(cards) => arena.discard(&cards).unwrap(),
                Answer::Play(card) => arena.play(card).unwrap(),
            }
        }
        assert_eq!(seats, [(0, 0), (1, 1), (2, 2), (3, 0), (4, 1), (5, 2)]);
        let t = arena.tally();
        assert_eq!((t.games, t.pairs, t.set_games), (6, 2, 3));
        assert_eq!(t.seat_wins[0] + t.seat_wins[1] + t.seat_wins_third, 6);
        let four = ArenaConfig {
            rules: GameRules::new(crate::Variant::Four),
            pairs: 3,
            sides: [Side::Bot(BotLevel::Strong), Side::Bot(BotLevel::Easy)],
            ..ArenaConfig::default()
        };
        let summary = Arena::new(&four).unwrap().run().unwrap();
        assert_eq!((summary.games, summary.pairs), (6.0, 3.0));
    }

    #[test]
    fn events_and_refusals() {
        let config = ArenaConfig {
            sides: [Side::Caller, Side::Bot(BotLevel::Strong)],
            single: true,
            first_dealer: Some(0),
            ..ArenaConfig::default()
        };
        let mut arena = Arena::new(&config).unwrap();
        let first = arena.next(Stop::Events).unwrap();
        assert_eq!(first.kind, ArenaEventKind::Game);
        assert_eq!(arena.play(None).unwrap_err(), Error::Stage);
        let request = loop {
            let e = arena.next(Stop::Requests).unwrap();
            if e.kind == ArenaEventKind::Discard {
                break e;
            }
        };
        let view = request.view.unwrap();
        assert_eq!(request.side, Some(0));
        assert!(matches!(arena.discard("Zz").unwrap_err(), Error::Parse(_)));
        let hand = view.hand.cards().unwrap();
        assert_eq!(arena.discard(&hand[..1]).unwrap_err(), Error::Count);
        arena.discard(&hand[..2]).unwrap();
        let mut bad = config;
        bad.rules = GameRules::new(crate::Variant::Three);
        bad.first_dealer = Some(3);
        assert_eq!(Arena::new(&bad).unwrap_err(), Error::Range);
        bad = config;
        bad.start_third = 1;
        assert_eq!(Arena::new(&bad).unwrap_err(), Error::Range);
        bad = config;
        bad.pairs = 0;
        assert_eq!(Arena::new(&bad).unwrap_err(), Error::Range);
        bad = config;
        bad.first_dealer = Some(u32::MAX);
        assert_eq!(Arena::new(&bad).unwrap_err(), Error::Range);
    }
}
