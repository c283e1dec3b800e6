// SPDX-License-Identifier: MIT
//! The play: what one card pegs, and the engine that runs a whole play.
use crate::card::{AsCard, Card, Cards, card_or_none, known, mask_cards};
use crate::error::check;
use crate::ffi::{self, Zeroable};
use crate::score::{Item, items};
use crate::{Error, Hidden, or_none, sys};

/// What one card pegs in the play ([`peg_score`]), itemised.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Peg {
    /// The points: fifteen + thirty_one + pairs + run + go.
    pub total: u32,
    /// The count with the card (1 to 31).
    pub count: u32,
    /// 2 for a count of 15.
    pub fifteen: u32,
    /// 2 for a count of 31.
    pub thirty_one: u32,
    /// 2, 6 or 12 for a pair, a pair royal or a double pair royal.
    pub pairs: u32,
    /// The length of the run the card completes (3 to 7).
    pub run: u32,
    /// 1 for last (set by the play engine only).
    pub go: u32,
    /// The combinations, their cards in the order played.
    pub items: Vec<Item>,
}

fn peg_of(raw: &ffi::crib_peg, order: &[Card]) -> Peg {
    let n = (raw.n_items as usize).min(raw.items.len());
    Peg {
        total: raw.total,
        count: raw.count,
        fifteen: raw.fifteen,
        thirty_one: raw.thirty_one,
        pairs: raw.pairs,
        run: raw.run,
        go: raw.go,
        items: items(&raw.items[..n], order),
    }
}

/// Scores the last card of a pile (the cards played since the count began at 0, in
/// order): 2 for fifteen or 31, pairs and runs with the cards just before it. Nothing for
/// last: that is the play engine's ([`Play`]). [`Error::Count`] for no cards,
/// [`Error::Over31`] when they count more than 31.
///
/// ```
/// let peg = libcrib::peg_score("7h 8d 6c")?;
/// assert_eq!((peg.total, peg.count, peg.run), (3, 21, 3));
/// assert_eq!(libcrib::peg_score("Kh Qd Jc 5s").unwrap_err(), libcrib::Error::Over31);
/// # Ok::<(), libcrib::Error>(())
/// ```
pub fn peg_score(pile: impl Cards) -> Result<Peg, Error> {
    let pile = pile.to_cards()?;
    let mut raw = ffi::crib_peg::zeroed();
    check(sys::peg_score(sys::ids(&pile), &mut raw))?;
    Ok(peg_of(&raw, &pile))
}

/// The rules of a play ([`Play::with_rules`]); the default is the usual play of the
/// six-card game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PlayRules {
    /// The five-card game's single count (`CRIB_PLAY_FIVE_CARD`).
    pub five_card: bool,
    /// Failure to play (`CRIB_PLAY_FAILURE`): a go while able to play is taken, the cards
    /// that could have been played are dead and the opponent pegs 2.
    pub failure: bool,
    /// With `failure`, 2 for each card made dead (`CRIB_PLAY_FAILURE_EACH`).
    pub failure_each: bool,
}

impl PlayRules {
    fn flags(self) -> u32 {
        let mut flags = 0;
        if self.five_card {
            flags |= ffi::CRIB_PLAY_FIVE_CARD;
        }
        if self.failure {
            flags |= ffi::CRIB_PLAY_FAILURE;
        }
        if self.failure_each {
            flags |= ffi::CRIB_PLAY_FAILURE_EACH;
        }
        flags
    }
}

/// What one action of the play did ([`Play::play`], [`Play::go`], and the deal driver's
/// [`Deal::play_card`](crate::Deal::play_card) and the like).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct PlayEvent {
    /// Who acted.
    pub player: u32,
    /// The card played (`None` for a go).
    pub card: Option<Card>,
    /// The points pegged.
    pub points: u32,
    /// Who pegs them: the player of the card, or for a go that ends the count the player
    /// of the last card (`None` when no points).
    pub scorer: Option<u32>,
    /// The scorer's side.
    pub side: Option<u32>,
    /// The count after the action, before any reset.
    pub count: u32,
    /// The count ended and the next begins at 0.
    pub reset: bool,
    /// The play is over.
    pub over: bool,
    /// Who acts next (`None` when over).
    pub next: Option<u32>,
    /// A failure to play: the penalty (not part of `points`).
    pub penalty: u32,
    /// Who pegs it: the offender's opponent.
    pub penalty_to: Option<u32>,
    /// The cards this action made dead (a failure to play).
    pub dead: Vec<Card>,
    /// The points itemised: the card's combinations and the go.
    pub score: Peg,
    /// From the deal driver: the points the game actually pegged (its options may refuse
    /// some); `None` from a [`Play`] alone.
    pub pegged: Option<u32>,
    pub(crate) raw: Hidden<ffi::crib_play_event>,
}

impl PlayEvent {
    pub(crate) fn of(
        raw: &ffi::crib_play_event,
        pile_before: &[Card],
        dead: Vec<Card>,
    ) -> PlayEvent {
        let card = card_or_none(raw.card);
        let mut order = pile_before.to_vec();
        order.extend(card);
        PlayEvent {
            player: raw.player,
            card,
            points: raw.points,
            scorer: or_none(raw.scorer),
            side: or_none(raw.side),
            count: raw.count,
            reset: raw.reset != 0,
            over: raw.over != 0,
            next: or_none(raw.next),
            penalty: raw.penalty,
            penalty_to: or_none(raw.penalty_to),
            dead,
            score: peg_of(&raw.score, &order),
            pegged: None,
            raw: Hidden(*raw),
        }
    }
}

/// A play in progress: 2, 3 or 4 players (4 as partners 0 and 2 against 1 and 3) lay
/// cards in turn onto a count that may not pass 31. A copy (`clone`) branches the
/// position. A refused action is an `Err` and changes nothing.
///
/// ```
/// use libcrib::Play;
/// let mut play = Play::new(["Kc Kd 2c 2d", "9h 8h 7h 6h"], 0)?;
/// while let Some(p) = play.turn() {
///     // each plays their highest legal card, or says go
///     let event = match play.legal(p)?.last() {
///         Some(&card) => play.play(p, card)?,
///         None => play.go(p)?,
///     };
///     assert_eq!(event.player, p);
/// }
/// assert_eq!((play.points(0)?, play.points(1)?), (2, 1));
/// # Ok::<(), libcrib::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Play {
    raw: ffi::crib_play,
}

impl Play {
    /// Sets up the usual play: one hand for each player (2 to 4 of them), and the player
    /// who leads (the dealer's left). [`Error::Range`] for another number of hands or a
    /// leader who is no player, [`Error::Dup`] for a card in two hands.
    pub fn new<H: Cards>(hands: impl IntoIterator<Item = H>, leader: u32) -> Result<Play, Error> {
        Play::with_rules(hands, leader, PlayRules::default())
    }

    /// [`Play::new`] under other rules: the five-card game's single count, failure to play.
    pub fn with_rules<H: Cards>(
        hands: impl IntoIterator<Item = H>,
        leader: u32,
        rules: PlayRules,
    ) -> Result<Play, Error> {
        let mut masks = Vec::new();
        for hand in hands {
            masks.push(hand.to_mask()?.0);
            if masks.len() > ffi::CRIB_PLAY_MAX_PLAYERS as usize {
                return Err(Error::Range);
            }
        }
        let mut raw = ffi::crib_play::zeroed();
        check(sys::play_init(&mut raw, masks.len() as u32, &masks, leader, rules.flags()))?;
        Ok(Play { raw })
    }

    pub(crate) fn from_raw(raw: ffi::crib_play) -> Play {
        Play { raw }
    }

    /// The number of players.
    pub fn players(&self) -> u32 {
        self.raw.players
    }

    /// Whose turn it is: who must play a card or say go; `None` once the play is over.
    pub fn turn(&self) -> Option<u32> {
        check(sys::play_turn(&self.raw)).ok()
    }

    /// The count, 0 to 30 (0 at the start of each count).
    pub fn count(&self) -> u32 {
        known(sys::play_count(&self.raw))
    }

    /// Whether the play is over.
    pub fn over(&self) -> bool {
        sys::play_over(&self.raw) == 1
    }

    /// The cards of the current count, in the order played.
    pub fn pile(&self) -> Vec<Card> {
        let mut ids = [0u8; ffi::CRIB_PLAY_MAX_PILE as usize];
        let n = known(sys::play_pile(&self.raw, &mut ids)) as usize;
        ids[..n].iter().filter_map(|&id| Card::new(id).ok()).collect()
    }

    /// The cards a player still holds; [`Error::Range`] for no such player.
    pub fn hand(&self, player: u32) -> Result<Vec<Card>, Error> {
        let mut mask = 0;
        check(sys::play_hand(&self.raw, player, &mut mask))?;
        Ok(mask_cards(mask))
    }

    /// The cards a player may play now: none when it is not their turn, none on their turn
    /// when they must say go.
    pub fn legal(&self, player: u32) -> Result<Vec<Card>, Error> {
        let mut mask = 0;
        check(sys::play_legal(&self.raw, player, &mut mask))?;
        Ok(mask_cards(mask))
    }

    /// The dead cards: taken out of the hands by failures to play (still shown with them).
    pub fn dead(&self) -> Vec<Card> {
        let mut mask = 0;
        known(sys::play_dead(&self.raw, &mut mask));
        mask_cards(mask)
    }

    fn dead_mask(&self) -> u64 {
        let mut mask = 0;
        known(sys::play_dead(&self.raw, &mut mask));
        mask
    }

    /// The points a player has pegged in this play, penalties included.
    pub fn points(&self, player: u32) -> Result<u32, Error> {
        check(sys::play_points(&self.raw, player))
    }

    /// The player whose turn it is plays a card: it pegs what [`peg_score`] gives, and 1
    /// for last when nobody can play after it. [`Error::Turn`], [`Error::Notheld`],
    /// [`Error::Over31`], [`Error::Done`] as the library refuses it.
    pub fn play(&mut self, player: u32, card: impl AsCard) -> Result<PlayEvent, Error> {
        let card = card.to_card()?;
        let (pile, dead) = (self.pile(), self.dead_mask());
        let mut event = ffi::crib_play_event::zeroed();
        check(sys::play_card(&mut self.raw, player, card.id(), &mut event))?;
        Ok(PlayEvent::of(&event, &pile, mask_cards(self.dead_mask() & !dead)))
    }

    /// The player whose turn it is says go. [`Error::Mustplay`] when they can play (unless
    /// the rules take failures to play).
    pub fn go(&mut self, player: u32) -> Result<PlayEvent, Error> {
        let (pile, dead) = (self.pile(), self.dead_mask());
        let mut event = ffi::crib_play_event::zeroed();
        check(sys::play_go(&mut self.raw, player, &mut event))?;
        Ok(PlayEvent::of(&event, &pile, mask_cards(self.dead_mask() & !dead)))
    }

    pub(crate) fn raw(&self) -> &ffi::crib_play {
        &self.raw
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_of_31() {
        let mut play = Play::new(["Kc Kd 5c 6d", "Kh Ks 5h Ah"], 0).unwrap();
        play.play(0, "Kc").unwrap();
        play.play(1, "5h").unwrap();
        let e = play.play(0, "6d").unwrap();
        assert_eq!((e.points, e.count), (0, 21));
        let e = play.play(1, "Kh").unwrap();
        assert_eq!((e.points, e.count, e.reset), (2, 31, true));
        assert_eq!(e.score.items[0].kind, crate::ItemKind::ThirtyOne);
        assert_eq!(crate::format_hand(&e.score.items[0].cards), "Kc 5h 6d Kh");
        assert_eq!(play.count(), 0);
        assert_eq!(play.turn(), Some(0));
    }

    #[test]
    fn refusals_change_nothing() {
        let mut play = Play::new(["Kc Kd 5c 6d", "Kh Ks 5h Ah"], 0).unwrap();
        let before = play.clone();
        assert_eq!(play.play(1, "Kh").unwrap_err(), Error::Turn);
        assert_eq!(play.play(0, "Kh").unwrap_err(), Error::Notheld);
        assert!(matches!(play.play(0, "Zz").unwrap_err(), Error::Parse(_)));
        assert_eq!(play.go(0).unwrap_err(), Error::Mustplay);
        assert_eq!(play.hand(7).unwrap_err(), Error::Range);
        assert_eq!(play, before);
        assert_eq!(Play::new(["Kc"], 0).unwrap_err(), Error::Range);
        assert_eq!(Play::new(["Kc", "Kd", "Kh", "Ks", "Ac"], 0).unwrap_err(), Error::Range);
        assert_eq!(Play::new(["Kc", "Kc"], 0).unwrap_err(), Error::Dup);
        assert_eq!(Play::new(["Kc", "Kd"], 2).unwrap_err(), Error::Range);
        let rules = PlayRules { failure_each: true, ..PlayRules::default() };
        assert_eq!(Play::with_rules(["Kc", "Kd"], 0, rules).unwrap_err(), Error::Flags);
    }

    #[test]
    fn failure_to_play() {
        let rules = PlayRules { failure: true, ..PlayRules::default() };
        let mut play = Play::with_rules(["Kc 2d", "Kh Ks"], 0, rules).unwrap();
        let e = play.go(0).unwrap();
        assert_eq!((e.penalty, e.penalty_to), (2, Some(1)));
        assert_eq!(crate::format_hand(&e.dead), "2d Kc");
        assert_eq!(crate::format_hand(&play.dead()), "2d Kc");
        assert_eq!(play.points(1), Ok(2));
    }

    #[test]
    fn the_bot_plays_a_whole_play() {
        let mut play = Play::new(["Ac 2c 3c 4c", "5d 6d 7d 8d", "9h 10h Jh Qh"], 1).unwrap();
        let mut actions = 0;
        while let Some(p) = play.turn() {
            match crate::bot_play(&play, p).unwrap() {
                Some(card) => play.play(p, card).unwrap(),
                None => play.go(p).unwrap(),
            };
            actions += 1;
        }
        assert!(play.over() && actions >= 12);
        assert_eq!(crate::bot_play(&play, 0).unwrap_err(), Error::Done);
    }
}
