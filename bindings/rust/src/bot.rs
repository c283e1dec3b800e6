// SPDX-License-Identifier: MIT
//! Bots: the simple bot's choices, the bots by level over what a player knows (a view),
//! and the chance to win.
use crate::card::{Card, Cards, Mask, card_or_none};
use crate::error::check;
use crate::ffi::{self, Zeroable};
use crate::game::GameRules;
use crate::play::Play;
use crate::{BotLevel, ChanceMethod, Error, Stage, Variant, sys};

/// The simple bot's discard: of `dealt` (5 or 6 cards), the `discard` cards (1 or 2) to
/// lay away, keeping the best average hand plus (as the dealer) or minus 2 for a pair or
/// fifteen thrown. Deterministic.
///
/// ```
/// let thrown = libcrib::bot_discard("5h 5d 5c Js Kc Qd", 2, true)?;
/// assert_eq!(libcrib::format_hand(&thrown), "Kc Qd");
/// # Ok::<(), libcrib::Error>(())
/// ```
pub fn bot_discard(dealt: impl Cards, discard: u32, dealer: bool) -> Result<Vec<Card>, Error> {
    let dealt = dealt.to_cards()?;
    let mut out = [0u8; 2];
    check(sys::bot_discard(sys::ids(&dealt), discard, dealer.into(), &mut out))?;
    out[..(discard as usize).min(2)].iter().map(|&id| Card::new(id)).collect()
}

/// The simple bot's card for the player whose turn it is in a play: the legal card that
/// pegs most, the lowest on a tie; `None` when the player must say go. [`Error::Turn`]
/// when it is not the player's turn, [`Error::Done`] when the play is over.
///
/// ```
/// let play = libcrib::Play::new(["5h 9c", "Kd 2s"], 1)?;
/// assert_eq!(libcrib::bot_play(&play, 1)?, Some(libcrib::Card::parse("2s")?));
/// # Ok::<(), libcrib::Error>(())
/// ```
pub fn bot_play(play: &Play, player: u32) -> Result<Option<Card>, Error> {
    let mut card = 0;
    let found = check(sys::bot_play(play.raw(), player, &mut card))?;
    Ok(if found == 1 { Some(Card::new(card)?) } else { None })
}

/// What one player knows of a deal, all a bot may look at ([`Deal::view`](crate::Deal::view)
/// and the arena's requests make them; a program with its own engine may fill one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The game's rules.
    pub rules: GameRules,
    /// [`Stage::Discard`] (the player must lay away) or [`Stage::Play`] (the player's turn).
    pub stage: Stage,
    /// The player who decides.
    pub player: u32,
    /// The dealer.
    pub dealer: u32,
    /// The starter (`None` in the discard).
    pub starter: Option<Card>,
    /// Each side's score (0 past the sides).
    pub score: [u32; 3],
    /// In the play, the count.
    pub count: u32,
    /// In the play, bit `q` for each player `q` who has said go in this count.
    pub went: u32,
    /// The cards of the current count, in order.
    pub pile: Vec<Card>,
    /// In the play, when known: the cards played in this deal before the current count, in
    /// the order played (who played each is in `played`); empty when none was or the order
    /// is not known ([`Deal::view`](crate::Deal::view) does not know it; the arena does).
    pub earlier: Vec<Card>,
    /// In the play, how many cards each player still holds (0 past the players).
    pub held: [u32; 4],
    /// In the play, the least counting value any card each player holds can have, as
    /// their gos show (1 when nothing is known; 0 past the players).
    pub min_value: [u32; 4],
    /// The player's cards: as dealt in the discard, still held in the play.
    pub hand: Mask,
    /// In the play, the cards the player laid away when known.
    pub discard: Mask,
    /// In the play, the cards each player has played in this deal.
    pub played: [Mask; 4],
}

impl View {
    pub(crate) fn of(raw: &ffi::crib_view) -> View {
        let n = (raw.n_pile as usize).min(raw.pile.len());
        let n_earlier = (raw.n_earlier as usize).min(raw.earlier.len());
        View {
            rules: GameRules::from_raw(&raw.rules),
            stage: Stage::from_raw(raw.stage).unwrap_or(Stage::Over),
            player: raw.player,
            dealer: raw.dealer,
            starter: card_or_none(raw.starter),
            score: raw.score,
            count: raw.count,
            went: raw.went,
            pile: raw.pile[..n].iter().filter_map(|&id| Card::new(id).ok()).collect(),
            earlier: raw.earlier[..n_earlier].iter().filter_map(|&id| Card::new(id).ok()).collect(),
            held: raw.held,
            min_value: raw.min_value,
            hand: Mask(raw.hand),
            discard: Mask(raw.discard),
            played: raw.played.map(Mask),
        }
    }

    /// The structure of the library; [`Error::Range`] for a pile of more than 13 cards or
    /// more than 16 earlier cards.
    fn raw(&self) -> Result<ffi::crib_view, Error> {
        let mut raw = ffi::crib_view::zeroed();
        if self.pile.len() > raw.pile.len() || self.earlier.len() > raw.earlier.len() {
            return Err(Error::Range);
        }
        raw.rules = self.rules.raw();
        raw.stage = self.stage.raw();
        raw.player = self.player;
        raw.dealer = self.dealer;
        raw.starter = self.starter.map_or(ffi::CRIB_NONE, |c| c.id().into());
        raw.score = self.score;
        raw.count = self.count;
        raw.went = self.went;
        raw.n_pile = self.pile.len() as u32;
        raw.pile[..self.pile.len()].copy_from_slice(sys::ids(&self.pile));
        raw.n_earlier = self.earlier.len() as u32;
        raw.earlier[..self.earlier.len()].copy_from_slice(sys::ids(&self.earlier));
        raw.held = self.held;
        raw.min_value = self.min_value;
        raw.hand = self.hand.0;
        raw.discard = self.discard.0;
        raw.played = self.played.map(|m| m.0);
        Ok(raw)
    }

    /// The cards of the hand the player may play now: those that keep the count at 31 or
    /// below, in the play; none in the discard (and none: the player must say go).
    pub fn legal(&self) -> Vec<Card> {
        if self.stage != Stage::Play {
            return Vec::new();
        }
        let hand = self.hand.cards().unwrap_or_default();
        hand.into_iter().filter(|c| u32::from(c.value()) + self.count <= 31).collect()
    }

    /// The number of cards to lay away in the discard: 2 from six cards and in the
    /// five-card game, else 1.
    pub fn lay_away(&self) -> u32 {
        let six = self.hand.count() == Ok(6);
        if six || self.rules.variant == Variant::FiveCard { 2 } else { 1 }
    }
}

/// The cards a bot of a level lays away, from the view of a player in the discard, in
/// increasing id order. [`Error::Range`] for a view no deal could show. Deterministic: the
/// same view, level and seed give the same cards.
pub fn bot_choose_discard(view: &View, level: BotLevel, seed: u64) -> Result<Vec<Card>, Error> {
    let mut out = [0u8; 2];
    let n = check(sys::bot_choose_discard(&view.raw()?, level.raw(), seed, &mut out))? as usize;
    out[..n.min(2)].iter().map(|&id| Card::new(id)).collect()
}

/// The card a bot of a level plays, from the view of the player whose turn it is; `None`
/// when the player must say go.
///
/// ```
/// use libcrib::{BotLevel, Deal, GameRules, Mask};
/// let mut deal = Deal::new(&GameRules::default(), 4, Some(0))?;
/// deal.start()?;
/// for p in 0..2 {
///     let view = deal.view(p, Mask::EMPTY)?;
///     deal.discard(p, libcrib::bot_choose_discard(&view, BotLevel::Strong, 0)?)?;
/// }
/// deal.cut()?;
/// let view = deal.view(1, Mask::EMPTY)?;                   // the pone leads
/// let card = libcrib::bot_choose_play(&view, BotLevel::Strong, 0)?;
/// assert!(card.is_some() && view.legal().contains(&card.unwrap()));
/// # Ok::<(), libcrib::Error>(())
/// ```
pub fn bot_choose_play(view: &View, level: BotLevel, seed: u64) -> Result<Option<Card>, Error> {
    let mut card = 0;
    let found = check(sys::bot_choose_play(&view.raw()?, level.raw(), seed, &mut card))?;
    Ok(if found == 1 { Some(Card::new(card)?) } else { None })
}

/// One choice of an [`Advice`], with what the expert bot expects of it.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct AdviceEntry {
    /// The cards laid away in the discard (in increasing id order), the card played in the
    /// play; none for a go.
    pub cards: Vec<Card>,
    /// In the discard, the kept hand's expected show; 0 in the play.
    pub hand: f64,
    /// In the discard, the crib's expected show: positive when the player's side owns the
    /// crib, negative when not; 0 in the play.
    pub crib: f64,
    /// In the discard, the pegging the keep brings: the player's side's points less the
    /// opponent's (three-handed, less the mean of the other two's); 0 in the play.
    pub peg: f64,
    /// The expected points: in the discard `hand + crib + peg`; in the play the points of
    /// the rest of the play, net of the opponent's (three-handed, of the mean of the other
    /// two's).
    pub points: f64,
    /// The chance that the player's side wins the game (0 to 1); `None` where the library
    /// has no chance table for the game (only the two-player six-card game and the game
    /// with two into the crib to 121 or 61 and the five-card game to 61 have one) and for
    /// a go.
    pub win: Option<f64>,
}

/// What [`advise`] tells of a view: every legal choice, best first.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Advice {
    /// The view's stage: [`Stage::Discard`] or [`Stage::Play`].
    pub kind: Stage,
    /// The choices, best first: `entries[0]` is the expert bot's choice. In the discard
    /// one per way to lay away (15 from six cards, 10 in the five-card game, 5 laying away
    /// one); in the play one per card that fits, or a single go.
    pub entries: Vec<AdviceEntry>,
}

/// The expert bot's evaluation of every legal choice of a view, best first, in every
/// variant: `entries[0]` is exactly what [`bot_choose_discard`] or [`bot_choose_play`]
/// choose at [`BotLevel::Expert`] (whatever their seed), the rest follow by the value the
/// bot decides by (the chance to win near the end, points otherwise). [`Error::Range`] for
/// a view no deal could show or one in neither the discard nor the play, [`Error::Count`]
/// for a hand dealt or kept a wrong number of cards. Deterministic. Cost: under a
/// millisecond for a discard, a few for a play.
///
/// ```
/// use libcrib::{BotLevel, Deal, GameRules, Mask, Stage};
/// let mut deal = Deal::new(&GameRules::default(), 4, Some(0))?;
/// deal.start()?;
/// let view = deal.view(1, Mask::EMPTY)?;
/// let advice = libcrib::advise(&view)?;
/// assert_eq!((advice.kind, advice.entries.len()), (Stage::Discard, 15));   // C(6,2) keeps
/// let best = &advice.entries[0];
/// assert_eq!(best.cards, libcrib::bot_choose_discard(&view, BotLevel::Expert, 0)?);
/// assert!((best.hand + best.crib + best.peg - best.points).abs() < 1e-9);
/// assert!(best.crib < 0.0 && best.win.is_some());                          // the pone's
/// # Ok::<(), libcrib::Error>(())
/// ```
pub fn advise(view: &View) -> Result<Advice, Error> {
    let mut raw = ffi::crib_advice::zeroed();
    check(sys::advise(&view.raw()?, &mut raw))?;
    let n = (raw.n as usize).min(raw.entry.len());
    let entries = raw.entry[..n]
        .iter()
        .map(|e| {
            let n_cards = (e.n_cards as usize).min(e.card.len());
            Ok(AdviceEntry {
                cards: e.card[..n_cards]
                    .iter()
                    .map(|&id| Card::new(id))
                    .collect::<Result<_, _>>()?,
                hand: e.hand,
                crib: e.crib,
                peg: e.peg,
                points: e.points,
                win: (e.win >= 0.0).then_some(e.win),
            })
        })
        .collect::<Result<_, Error>>()?;
    Ok(Advice { kind: Stage::from_raw(raw.kind).unwrap_or(view.stage), entries })
}

/// The chance to win a two-player six-card game from a score ([`win_chance`]).
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct Chance {
    /// The chance that the side wins.
    pub win: f64,
    /// The side's expected game value, won minus lost, with lurch.
    pub lurch: f64,
    /// The same with skunk (2, double 3).
    pub skunk: f64,
}

/// The chance to win a game to 121 or 61 from the start of a deal, the side at `own`
/// and the opponent at `other`, the side dealing or not; from a table the library
/// ships. [`Error::Range`] for another target or a score at or past it.
///
/// ```
/// let c = libcrib::win_chance(121, 100, 90, true)?;
/// assert!(c.win > 0.85 && c.win < 0.95);
/// assert_eq!(libcrib::win_chance(100, 0, 0, true).unwrap_err(), libcrib::Error::Range);
/// # Ok::<(), libcrib::Error>(())
/// ```
pub fn win_chance(target: u32, own: u32, other: u32, dealer: bool) -> Result<Chance, Error> {
    let mut raw = ffi::crib_chance::zeroed();
    check(sys::win_chance(target, own, other, dealer.into(), &mut raw))?;
    Ok(Chance { win: raw.win, lurch: raw.lurch, skunk: raw.skunk })
}

/// The chance to win from a view ([`view_win_chance`]).
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct ViewChance {
    /// How the chance was found: [`ChanceMethod::Model`], [`ChanceMethod::Search`] or
    /// [`ChanceMethod::Show`].
    pub method: ChanceMethod,
    /// The chance that the player's side wins.
    pub win: f64,
    /// The side's expected game value, won minus lost, with lurch.
    pub lurch: f64,
    /// The same with skunk (2, double 3).
    pub skunk: f64,
}

/// The chance that the view's player wins a two-player six-card game to 121 or 61, from
/// what the view shows rather than from the scores alone ([`win_chance`]): in the play the
/// rest of the deal searched as the expert bot plays it ([`ChanceMethod::Search`], the
/// chance with [`advise`]'s best card); in the discard the keep the expert makes, searched
/// near the end ([`ChanceMethod::Search`]) and by the model further out
/// ([`ChanceMethod::Model`]); a view in [`Stage::Show`], which the caller fills (crib.h
/// tells its fields), by the shows in order ([`ChanceMethod::Show`]). [`Error::Range`]
/// for another variant or target or a view no deal could show, [`Error::Rules`] for the
/// options that change how a game ends, [`Error::Count`] for a hand dealt or kept a wrong
/// number of cards. Deterministic. Cost: a play a few milliseconds at most, a discard near
/// the end tens of milliseconds.
///
/// ```
/// use libcrib::{ChanceMethod, Deal, GameRules, Mask, Variant};
/// let mut deal = Deal::new(&GameRules::default(), 4, Some(0))?;
/// deal.start()?;
/// let chance = libcrib::view_win_chance(&deal.view(0, Mask::EMPTY)?)?;  // at 0-0
/// assert_eq!(chance.method, ChanceMethod::Model);
/// assert!(chance.win > 0.4 && chance.win < 0.7);
/// let mut five = Deal::new(&GameRules::new(Variant::FiveCard), 4, Some(0))?;
/// five.start()?;
/// let refused = libcrib::view_win_chance(&five.view(0, Mask::EMPTY)?).unwrap_err();
/// assert_eq!(refused, libcrib::Error::Range);
/// # Ok::<(), libcrib::Error>(())
/// ```
pub fn view_win_chance(view: &View) -> Result<ViewChance, Error> {
    let mut raw = ffi::crib_chance::zeroed();
    check(sys::view_win_chance(&view.raw()?, &mut raw))?;
    Ok(ViewChance {
        // Always one of crib.h's CRIB_CHANCE_* (never TABLE from a view).
        method: ChanceMethod::from_raw(raw.method).unwrap_or(ChanceMethod::Table),
        win: raw.win,
        lurch: raw.lurch,
        skunk: raw.skunk,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Deal;

    #[test]
    fn views_round_trip_and_bad_views_are_errors() {
        let mut deal = Deal::new(&GameRules::default(), 9, Some(1)).unwrap();
        deal.start().unwrap();
        let view = deal.view(0, Mask::EMPTY).unwrap();
        assert_eq!(View::of(&view.raw().unwrap()), view);
        assert_eq!((view.stage, view.lay_away(), view.legal()), (Stage::Discard, 2, vec![]));
        assert_eq!(bot_choose_discard(&view, BotLevel::Easy, 0).unwrap().len(), 2);
        let mut bad = view.clone();
        bad.hand = Mask(0);
        assert_eq!(bot_choose_discard(&bad, BotLevel::Strong, 0).unwrap_err(), Error::Range);
        bad.pile = vec![Card::new(0).unwrap(); 14];
        assert_eq!(bot_choose_play(&bad, BotLevel::Easy, 0).unwrap_err(), Error::Range);
        assert_eq!(bot_choose_play(&view, BotLevel::Easy, 0).unwrap_err(), Error::Range);
        assert_eq!(bot_discard("5h 5d", 2, false).unwrap_err(), Error::Count);
        assert_eq!(bot_discard("5h 5d 5c Js Kc Qd", 3, false).unwrap_err(), Error::Count);
    }

    #[test]
    fn views_carry_the_earlier_counts_in_order() {
        use crate::{Arena, ArenaConfig, ArenaEventKind, Side, Stop};
        let config = ArenaConfig {
            sides: [Side::Caller, Side::Bot(BotLevel::Strong)],
            pairs: 2,
            ..ArenaConfig::default()
        };
        let mut arena = Arena::new(&config).unwrap();
        let (mut order, mut later) = (Vec::new(), 0);
        loop {
            let event = arena.next(Stop::Events).unwrap();
            match event.kind {
                ArenaEventKind::Done => break,
                ArenaEventKind::Deal => order.clear(),
                ArenaEventKind::Card => order.push(event.card.unwrap()),
                ArenaEventKind::Discard => {
                    let view = event.view.unwrap();
                    assert!(view.earlier.is_empty());
                    arena.discard(bot_choose_discard(&view, BotLevel::Easy, 0).unwrap()).unwrap();
                }
                ArenaEventKind::Play => {
                    let view = event.view.unwrap();
                    let before = order.len() - view.pile.len();
                    assert_eq!(view.pile, order[before..]);
                    assert_eq!(view.earlier, order[..before]);
                    assert_eq!(View::of(&view.raw().unwrap()), view);
                    let card = bot_choose_play(&view, BotLevel::Strong, 0).unwrap();
                    if !view.earlier.is_empty() && !view.pile.is_empty() {
                        later += 1;
                        let mut bad = view.clone();
                        bad.earlier[0] = bad.pile[0];
                        let refused = bot_choose_play(&bad, BotLevel::Easy, 0).unwrap_err();
                        assert_eq!(refused, Error::Range);
                        bad.earlier = vec![view.earlier[0]; 17];
                        assert_eq!(bad.raw().unwrap_err(), Error::Range);
                    }
                    arena.play(card).unwrap();
                }
                _ => {}
            }
        }
        assert!(later > 4 * 2, "{later} views with earlier cards and a pile");
    }

    #[test]
    fn a_deal_view_does_not_know_the_earlier_counts() {
        let mut deal = Deal::new(&GameRules::default(), 3, Some(0)).unwrap();
        deal.start().unwrap();
        let mut laid = Vec::new();
        for p in 0..2 {
            let view = deal.view(p, Mask::EMPTY).unwrap();
            laid.push(bot_choose_discard(&view, BotLevel::Easy, 0).unwrap());
            deal.discard(p, &laid[p as usize]).unwrap();
        }
        deal.cut().unwrap();
        let mut order = Vec::new();
        while deal.stage() == Stage::Play {
            let p = deal.play().unwrap().turn().unwrap();
            let mut view = deal.view(p, &laid[p as usize]).unwrap();
            assert!(view.earlier.is_empty());
            view.earlier = order[..order.len() - view.pile.len()].to_vec();
            assert_eq!(View::of(&view.raw().unwrap()).earlier, view.earlier);
            match bot_choose_play(&view, BotLevel::Strong, 0).unwrap() {
                Some(card) => {
                    deal.play_card(p, card).unwrap();
                    order.push(card);
                }
                None => {
                    deal.play_go(p).unwrap();
                }
            }
        }
        assert_eq!(order.len(), 8);
    }
}
