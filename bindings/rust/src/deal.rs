// SPDX-License-Identifier: MIT
//! The deal driver: a seeded game dealt, discarded, cut, played and shown, with the
//! referee's calls for irregularities; and its random numbers.
use crate::bot::{View, bot_choose_discard, bot_choose_play};
use crate::card::{AsCard, Card, Cards, card_or_none, known, mask_cards};
use crate::error::check;
use crate::ffi::{self, Zeroable};
use crate::game::{Claim, Game, GameRules, claimed};
use crate::play::{Play, PlayEvent};
use crate::score::{Score, score_of};
use crate::{BotLevel, Error, Rectify, Stage, or_none, sys};

/// The driver's random numbers, SplitMix64, which any language can reproduce (crib.h
/// gives the steps): the same seed gives the same numbers and shuffles everywhere.
///
/// ```
/// let mut rng = libcrib::Rng::new(7);
/// let deck = rng.shuffle();
/// assert_eq!(deck.len(), 52);
/// assert!(rng.below(6)? < 6);
/// assert_eq!(rng.below(0).unwrap_err(), libcrib::Error::Range);
/// # Ok::<(), libcrib::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rng {
    /// The generator's state.
    pub state: u64,
}

impl Rng {
    /// A generator whose state starts at the seed.
    pub const fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next 64-bit number.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        let mut out = 0;
        known(sys::rng_next(&mut self.state, &mut out));
        out
    }

    /// A uniform number in `0 .. n`; [`Error::Range`] for `n` 0 or above 2^32.
    pub fn below(&mut self, n: u64) -> Result<u32, Error> {
        let mut out = 0;
        check(sys::rng_below(&mut self.state, n, &mut out))?;
        Ok(out)
    }

    /// The 52 cards in the order of a shuffle.
    pub fn shuffle(&mut self) -> Vec<Card> {
        let mut deck = [0u8; 52];
        known(sys::deck_shuffle(&mut self.state, &mut deck));
        deck.iter().filter_map(|&id| Card::new(id).ok()).collect()
    }
}

/// Who holds cards in a deal: a player or the crib (`CRIB_HOLDER_CRIB`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Holder {
    /// A player.
    Player(u32),
    /// The crib.
    Crib,
}

impl Holder {
    fn raw(self) -> Result<u32, Error> {
        match self {
            Holder::Crib => Ok(ffi::CRIB_HOLDER_CRIB),
            Holder::Player(p) if p < ffi::CRIB_HOLDER_CRIB => Ok(p),
            Holder::Player(_) => Err(Error::Range),
        }
    }
}

/// Where a deal stands ([`Deal::status`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Status {
    /// The stage.
    pub stage: Stage,
    /// The number of players.
    pub players: u32,
    /// The variant's cards dealt to each player.
    pub dealt: u32,
    /// Laid away by each.
    pub discard: u32,
    /// Kept by each.
    pub kept: u32,
    /// The dealer.
    pub dealer: u32,
    /// The deal's number (1 for the first, 0 before any).
    pub deal: u32,
    /// The starter, once cut.
    pub starter: Option<Card>,
    /// In the show, who shows next.
    pub next_show: Option<u32>,
    /// In the show, whether the next show is the crib.
    pub next_is_crib: bool,
    /// The cards each player cut for the first deal (`None` for no cut).
    pub first_cut: Vec<Option<Card>>,
    /// The holders dealt a wrong number of cards and not yet rectified.
    pub wrong: Vec<Holder>,
    /// The points each player missed in his claims and may still peg
    /// ([`Deal::correct`]).
    pub unpegged: Vec<u32>,
    /// Each player's cards: as dealt until they discard, then the kept hand.
    pub hands: Vec<Vec<Card>>,
    /// The crib's cards so far.
    pub crib: Vec<Card>,
}

/// A starter cut ([`Deal::cut`]): the card, and the points of heels actually pegged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Cut {
    /// The starter.
    pub starter: Card,
    /// The points of heels actually pegged to the dealer.
    pub heels: u32,
}

/// One show ([`Deal::show`]): who showed, the cards, the claim as pegged and the true
/// score.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Show {
    /// The player who showed (the dealer, for the crib).
    pub player: u32,
    /// It was the crib.
    pub crib: bool,
    /// The cards shown, in increasing id order (dead cards included).
    pub cards: Vec<Card>,
    /// The starter.
    pub starter: Card,
    /// How the claim was pegged.
    pub claim: Claim,
    /// The true score, itemised.
    pub score: Score,
    /// The game ended during the show.
    pub ended: bool,
}

/// A game driven deal by deal from a seed: the same rules, seed and calls give the same
/// game on every machine. Each call checks the stage and changes nothing when refused
/// ([`Error::Stage`] out of stage, [`Error::Done`] after the end).
///
/// ```
/// use libcrib::{Deal, GameRules, Stage};
/// let mut deal = Deal::new(&GameRules::default(), 16, None)?;   // None: cut for the deal
/// while deal.stage() != Stage::Over {
///     let dealer = deal.start()?;
///     for (p, dealt) in deal.status().hands.iter().enumerate() {
///         let discard = libcrib::bot_discard(dealt, 2, p as u32 == dealer)?;
///         deal.discard(p as u32, &discard)?;
///     }
///     deal.cut()?;
///     while deal.stage() == Stage::Play {
///         let play = deal.play()?;
///         let p = play.turn().unwrap_or(0);
///         match libcrib::bot_play(&play, p)? {
///             Some(card) => deal.play_card(p, card)?,
///             None => deal.play_go(p)?,
///         };
///     }
///     while deal.stage() == Stage::Show {
///         deal.show(None)?;                      // Some(n) claims n points
///     }
/// }
/// let result = deal.game().result();
/// assert!(result.over && result.scores.iter().any(|&s| s >= 121));
/// # Ok::<(), libcrib::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Deal {
    raw: ffi::crib_deal,
}

impl Deal {
    /// Sets up a game to drive: the rules, the seed and the first dealer (`None` to cut
    /// for it). The rules' errors; [`Error::Range`] for a first dealer who is no player.
    pub fn new(rules: &GameRules, seed: u64, first_dealer: Option<u32>) -> Result<Deal, Error> {
        let first = match first_dealer {
            None => ffi::CRIB_DEAL_CUT,
            Some(ffi::CRIB_DEAL_CUT) => return Err(Error::Range),
            Some(p) => p,
        };
        let mut raw = ffi::crib_deal::zeroed();
        check(sys::deal_init(&mut raw, &rules.raw(), seed, first))?;
        Ok(Deal { raw })
    }

    /// Shuffles and deals; the dealer (after the first deal the deal passes to the left,
    /// unless it was a misdeal).
    pub fn start(&mut self) -> Result<u32, Error> {
        check(sys::deal_start(&mut self.raw))
    }

    /// [`Deal::start`] with the pack cut `position` cards down first (4 to 48);
    /// [`Error::Rules`] under `Options::NO_CUT`.
    pub fn start_cut(&mut self, position: u32) -> Result<u32, Error> {
        check(sys::deal_start_cut(&mut self.raw, position))
    }

    /// A player lays away the variant's number of cards to the crib.
    pub fn discard(&mut self, player: u32, cards: impl Cards) -> Result<(), Error> {
        let cards = cards.to_cards()?;
        check(sys::deal_discard(&mut self.raw, player, sys::ids(&cards))).map(drop)
    }

    /// Cuts the starter (the top of the stock) and pegs heels for a jack.
    pub fn cut(&mut self) -> Result<Cut, Error> {
        let mut heels = 0;
        let id = check(sys::deal_cut(&mut self.raw, &mut heels))?;
        Card::new(id as u8).map(|starter| Cut { starter, heels })
    }

    /// Cuts the starter at a position of the stock (4 to the stock's size less 4).
    pub fn cut_at(&mut self, position: u32) -> Result<Cut, Error> {
        let mut heels = 0;
        let id = check(sys::deal_cut_at(&mut self.raw, position, &mut heels))?;
        Card::new(id as u8).map(|starter| Cut { starter, heels })
    }

    /// The stock: the pack's cards no hand, crib, starter or set-aside card holds, top
    /// first.
    pub fn stock(&self) -> Vec<Card> {
        let mut ids = [0u8; 52];
        let n = known(sys::deal_stock(&self.raw, &mut ids)) as usize;
        ids[..n].iter().filter_map(|&id| Card::new(id).ok()).collect()
    }

    /// A copy of the current play, to ask whose turn it is, what is legal, the pile.
    pub fn play(&self) -> Result<Play, Error> {
        let mut raw = ffi::crib_play::zeroed();
        check(sys::deal_play(&self.raw, &mut raw))?;
        Ok(Play::from_raw(raw))
    }

    /// A card in the play, its points pegged to the player's side (`pegged`).
    pub fn play_card(&mut self, player: u32, card: impl AsCard) -> Result<PlayEvent, Error> {
        let card = card.to_card()?;
        self.act(|raw, event| sys::deal_play_card(raw, player, card.id(), event))
    }

    /// A go in the play, its point for last pegged.
    pub fn play_go(&mut self, player: u32) -> Result<PlayEvent, Error> {
        self.act(|raw, event| sys::deal_play_go(raw, player, event))
    }

    /// A card (or with `None` a go) whose points the scorer claims (`None`: the true
    /// points): an over-claim is corrected, the points missed go to the opponent under
    /// `Options::MUGGINS_PLAY`, or may be pegged later with [`Deal::correct`].
    pub fn play_claim(
        &mut self,
        player: u32,
        card: Option<Card>,
        claimed_points: Option<u32>,
    ) -> Result<(PlayEvent, Claim), Error> {
        let claimed_points = claimed(claimed_points)?;
        let id = card.map_or(ffi::CRIB_NONE, |c| c.id().into());
        let mut claim = ffi::crib_claim::zeroed();
        let event = self.act(|raw, event| {
            sys::deal_play_claim(raw, player, id, claimed_points, event, &mut claim)
        })?;
        Ok((event, Claim::of(&claim)))
    }

    /// An action of the play made by `call`, and its event: the items' cards in the order
    /// of the pile before it, the cards it made dead, the points the game pegged.
    fn act(
        &mut self,
        call: impl FnOnce(&mut ffi::crib_deal, &mut ffi::crib_play_event) -> i32,
    ) -> Result<PlayEvent, Error> {
        let before = self.play().ok();
        let (pile, dead) =
            before.as_ref().map_or((Vec::new(), Vec::new()), |p| (p.pile(), p.dead()));
        let mut event = ffi::crib_play_event::zeroed();
        let pegged = check(call(&mut self.raw, &mut event))?;
        let after = self.play().map(|p| p.dead()).unwrap_or_default();
        let made_dead = after.into_iter().filter(|c| !dead.contains(c)).collect();
        let mut event = PlayEvent::of(&event, &pile, made_dead);
        event.pegged = Some(pegged);
        Ok(event)
    }

    /// The next show in order (each hand from the dealer's left, then the crib), claimed
    /// as `claimed` points (`None`: the true total).
    pub fn show(&mut self, claimed_points: Option<u32>) -> Result<Show, Error> {
        let mut raw = ffi::crib_show::zeroed();
        let ended = check(sys::deal_show(&mut self.raw, claimed(claimed_points)?, &mut raw))? == 1;
        let n = (raw.n_cards as usize).min(raw.cards.len());
        let cards: Vec<Card> = raw.cards[..n].iter().filter_map(|&id| Card::new(id).ok()).collect();
        let starter = card_or_none(raw.starter).ok_or(Error::Range)?;
        let crib = raw.is_crib != 0;
        Ok(Show {
            player: raw.player,
            crib,
            score: score_of(&raw.score, cards.clone(), starter, crib),
            cards,
            starter,
            claim: Claim::of(&raw.claim),
            ended,
        })
    }

    /// Where the deal stands.
    pub fn status(&self) -> Status {
        let mut raw = ffi::crib_status::zeroed();
        known(sys::deal_status(&self.raw, &mut raw));
        let players = (raw.players as usize).min(raw.hand.len());
        let mut wrong: Vec<Holder> =
            (0..players as u32).filter(|p| raw.wrong & (1 << p) != 0).map(Holder::Player).collect();
        if raw.wrong & (1 << ffi::CRIB_HOLDER_CRIB) != 0 {
            wrong.push(Holder::Crib);
        }
        Status {
            stage: Stage::from_raw(raw.stage).unwrap_or(Stage::Over),
            players: raw.players,
            dealt: raw.dealt,
            discard: raw.discard,
            kept: raw.kept,
            dealer: raw.dealer,
            deal: raw.deal,
            starter: card_or_none(raw.starter),
            next_show: or_none(raw.next_show),
            next_is_crib: raw.next_is_crib != 0,
            first_cut: raw.first_cut[..players].iter().map(|&c| card_or_none(c)).collect(),
            wrong,
            unpegged: raw.unpegged[..players].iter().map(|&u| u.into()).collect(),
            hands: raw.hand[..players].iter().map(|&m| mask_cards(m)).collect(),
            crib: mask_cards(raw.crib),
        }
    }

    /// The stage of the deal.
    pub fn stage(&self) -> Stage {
        self.status().stage
    }

    /// A copy of the game: the board, the order of scoring, the result.
    pub fn game(&self) -> Game {
        let mut raw = ffi::crib_game::zeroed();
        known(sys::deal_game(&self.raw, &mut raw));
        Game::from_raw(raw)
    }

    /// What a player knows, for a bot: in the discard the cards dealt; in the play, on
    /// their turn, the cards held, the count and every card played. `discard` is the
    /// player's own discard in the play (or nothing), nothing in the discard.
    pub fn view(&self, player: u32, discard: impl Cards) -> Result<View, Error> {
        let mut raw = ffi::crib_view::zeroed();
        check(sys::deal_view(&self.raw, player, discard.to_mask()?.0, &mut raw))?;
        Ok(View::of(&raw))
    }

    /// A misdeal: before the starter, the cards go back and the same dealer deals again.
    pub fn misdeal(&mut self) -> Result<u32, Error> {
        check(sys::deal_misdeal(&mut self.raw))
    }

    /// Records a dealing error: the holder got `delta` (-2, -1, 1 or 2) cards too many or
    /// too few; the number of cards it now holds. The starter waits until
    /// [`Deal::rectify`] or [`Deal::misdeal`].
    pub fn miscount(&mut self, holder: Holder, delta: i32) -> Result<u32, Error> {
        check(sys::deal_miscount(&mut self.raw, holder.raw()?, delta))
    }

    /// A wrong number of cards found after laying away, and the opponent's choice: a new
    /// deal, or 2 pegged and the hand rectified (a long one loses the cards `drawn`); the
    /// penalty pegged.
    pub fn rectify(
        &mut self,
        holder: Holder,
        choice: Rectify,
        drawn: impl Cards,
    ) -> Result<u32, Error> {
        let drawn = drawn.to_cards()?;
        let mut pegged = 0;
        check(sys::deal_rectify(
            &mut self.raw,
            holder.raw()?,
            choice.raw(),
            sys::ids(&drawn),
            &mut pegged,
        ))?;
        Ok(pegged)
    }

    /// An over-peg corrected on demand: under `Options::OVERPEG` the opponent pegs 2; the
    /// penalty pegged.
    pub fn overpeg(&mut self, player: u32) -> Result<u32, Error> {
        let mut penalty = 0;
        check(sys::deal_overpeg(&mut self.raw, player, &mut penalty))?;
        Ok(penalty)
    }

    /// A player pegs the points he missed in his claims, in time; the points pegged.
    pub fn correct(&mut self, player: u32) -> Result<u32, Error> {
        let mut pegged = 0;
        check(sys::deal_correct(&mut self.raw, player, &mut pegged))?;
        Ok(pegged)
    }

    /// Plays the game to its end with the library's bots of a level in every seat, each
    /// show claimed in full.
    pub fn play_out_with_bots(&mut self, level: BotLevel) -> Result<(), Error> {
        let seed = 0;
        loop {
            match self.stage() {
                Stage::Over => return Ok(()),
                Stage::Deal => {
                    self.start()?;
                }
                Stage::Discard => {
                    let mut laid = false;
                    for p in 0..self.status().players {
                        // A player who has laid away already has no view of the discard.
                        let view = match self.view(p, crate::Mask::EMPTY) {
                            Err(Error::Stage) => continue,
                            view => view?,
                        };
                        self.discard(p, bot_choose_discard(&view, level, seed)?)?;
                        laid = true;
                    }
                    if !laid {
                        return Err(Error::Stage);
                    }
                }
                Stage::Cut => {
                    self.cut()?;
                }
                Stage::Play => {
                    let p = self.play()?.turn().ok_or(Error::Stage)?;
                    match bot_choose_play(&self.view(p, crate::Mask::EMPTY)?, level, seed)? {
                        Some(card) => self.play_card(p, card)?,
                        None => self.play_go(p)?,
                    };
                }
                Stage::Show => {
                    self.show(None)?;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Mask, Options, Variant};

    #[test]
    fn the_same_seed_gives_the_same_game() {
        let play_one = |seed| {
            let mut deal = Deal::new(&GameRules::default(), seed, None).unwrap();
            deal.play_out_with_bots(BotLevel::Easy).unwrap();
            deal.game().result()
        };
        assert_eq!(play_one(3), play_one(3));
        for variant in Variant::ALL {
            let mut deal = Deal::new(&GameRules::new(variant), 5, Some(0)).unwrap();
            deal.play_out_with_bots(BotLevel::Easy).unwrap();
            assert!(deal.game().over(), "{variant}");
            assert_eq!(deal.start().unwrap_err(), Error::Done);
        }
    }

    #[test]
    fn irregularities() {
        let rules = GameRules { options: Options::FAILURE, ..GameRules::default() };
        let mut deal = Deal::new(&rules, 21, Some(0)).unwrap();
        assert_eq!(deal.cut().unwrap_err(), Error::Stage);
        deal.start_cut(20).unwrap();
        assert_eq!(deal.miscount(Holder::Player(0), 1).unwrap(), 7);
        let hands = deal.status().hands;
        for (p, dealt) in hands.iter().enumerate() {
            deal.discard(p as u32, &dealt[..2]).unwrap();
        }
        assert_eq!(deal.status().wrong, vec![Holder::Player(0)]);
        // A wrong hand may be found after the starter (Hoyle): the cut does not wait for it.
        assert!(deal.clone().cut().is_ok());
        let long = deal.status().hands[0][0];
        assert_eq!(deal.rectify(Holder::Player(0), Rectify::Peg, long).unwrap(), 2);
        assert_eq!(deal.game().board(1).unwrap().front, 2);
        let cut = deal.cut_at(10).unwrap();
        assert_eq!(cut.starter.to_string(), "4h");
        assert!(!deal.stock().contains(&cut.starter));
        assert_eq!(deal.miscount(Holder::Player(9), 1).unwrap_err(), Error::Range);
        // An imperfect pack voids the deal even in the play.
        assert_eq!(deal.clone().misdeal().unwrap(), 0);
        deal.play_card(1, "8h").unwrap();
        // A fifteen, claimed as nothing, then pegged in time, before his next card.
        let (event, claim) = deal.play_claim(0, Some(Card::parse("7s").unwrap()), Some(0)).unwrap();
        assert_eq!((event.points, event.pegged, claim.missed), (2, Some(0), 2));
        assert_eq!(deal.status().unpegged[0], 2);
        assert_eq!(deal.correct(0).unwrap(), 2);
        // A go though he could play: his playable cards are dead, the opponent pegs 2.
        let event = deal.play_go(1).unwrap();
        assert_eq!((event.penalty, event.penalty_to), (2, Some(0)));
        assert_eq!(crate::format_hand(&event.dead), "10s Qd Qs");
        assert_eq!(deal.overpeg(0).unwrap(), 0);
        assert_eq!(Deal::new(&rules, 1, Some(u32::MAX)).unwrap_err(), Error::Range);
    }

    #[test]
    fn a_misdeal_and_a_new_deal() {
        let rules = GameRules { options: Options::OVERPEG, ..GameRules::default() };
        let mut deal = Deal::new(&rules, 8, Some(1)).unwrap();
        deal.start().unwrap();
        let first = deal.status().hands;
        assert_eq!(deal.misdeal().unwrap(), 1);
        assert_eq!(deal.stage(), Stage::Deal);
        assert_eq!(deal.start().unwrap(), 1);
        assert_ne!(deal.status().hands, first);
        assert_eq!(deal.status().deal, 1);
        assert_eq!(deal.miscount(Holder::Crib, 1).unwrap(), 1);
        assert_eq!(deal.miscount(Holder::Player(1), -1).unwrap(), 5);
        for (p, dealt) in deal.status().hands.iter().enumerate() {
            deal.discard(p as u32, &dealt[..2]).unwrap();
        }
        assert_eq!(deal.status().wrong, vec![Holder::Player(1), Holder::Crib]);
        assert_eq!(
            deal.rectify(Holder::Crib, Rectify::NewDeal, Mask::EMPTY).unwrap_err(),
            Error::Range
        );
        assert_eq!(deal.rectify(Holder::Player(1), Rectify::NewDeal, Mask::EMPTY).unwrap(), 0);
        assert_eq!(deal.stage(), Stage::Deal);
        assert_eq!(deal.overpeg(1).unwrap(), 2);
        assert_eq!(deal.game().board(0).unwrap().front, 2);
    }
}
