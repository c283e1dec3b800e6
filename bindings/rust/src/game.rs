// SPDX-License-Identifier: MIT
//! The game: its rules, the board and the order of scoring, claims, the result; matches.
use crate::card::known;
use crate::error::check;
use crate::ffi::{self, Zeroable};
use crate::play::PlayEvent;
use crate::score::Score;
use crate::{Error, Hidden, Ladder, Level, Options, Phase, Reason, Variant, or_none, sys};
use core::ops::{BitAnd, BitOr, BitOrAssign};

impl Options {
    /// No option: the common rules.
    pub const fn empty() -> Options {
        Options(0)
    }

    /// The bits, as `crib_game_rules.options` holds them.
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// The set of any bits; the library refuses bits it does not know ([`Error::Flags`])
    /// where the rules are used.
    pub const fn from_bits(bits: u32) -> Options {
        Options(bits)
    }

    /// Whether every option of `other` is in the set.
    pub const fn contains(self, other: Options) -> bool {
        self.0 & other.0 == other.0
    }
}

impl BitOr for Options {
    type Output = Options;
    fn bitor(self, other: Options) -> Options {
        Options(self.0 | other.0)
    }
}

impl BitOrAssign for Options {
    fn bitor_assign(&mut self, other: Options) {
        self.0 |= other.0;
    }
}

impl BitAnd for Options {
    type Output = Options;
    fn bitand(self, other: Options) -> Options {
        Options(self.0 & other.0)
    }
}

/// The rules of a game: [`GameRules::new`] gives a variant's defaults, and any field may
/// then be changed. The library checks them where they are used ([`Game::new`],
/// [`Deal::new`](crate::Deal::new), an arena): [`Error::Range`] for a value out of range,
/// [`Error::Flags`] for options that do not go together.
///
/// ```
/// use libcrib::{GameRules, Ladder, Options, Variant};
/// let mut rules = GameRules::new(Variant::FiveCard);
/// assert_eq!(rules.target, 61);
/// rules.ladder = Ladder::Skunk;
/// rules.options = Options::MUGGINS | Options::MUGGINS_PLAY;
/// # let _ = rules;
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameRules {
    /// The variant of the deal.
    pub variant: Variant,
    /// The score that wins, 1 to 1000.
    pub target: u32,
    /// The optional rules.
    pub options: Options,
    /// What a game is worth by the loser's score.
    pub ladder: Ladder,
    /// What a lurch is worth (1 to 100).
    pub lurch_value: u32,
    /// What a skunk is worth (1 to 100).
    pub skunk_value: u32,
    /// What a double skunk is worth (1 to 100).
    pub double_skunk_value: u32,
    /// What a triple skunk is worth (1 to 100; 0 for no triple skunk).
    pub triple_skunk_value: u32,
    /// Four-handed: the two players elected to peg (bit `p` for player `p`, one of each
    /// side), who alone cut for the first deal; 0 for every player.
    pub peggers: u32,
}

impl GameRules {
    /// A variant's defaults: target 121 (61 for the five-card game), no options, no
    /// ladder, lurch 2, skunk 2, double skunk 3, no triple skunk, no peggers.
    pub fn new(variant: Variant) -> GameRules {
        let mut raw = ffi::crib_game_rules::zeroed();
        known(sys::game_rules_default(&mut raw, variant.raw()));
        GameRules::from_raw(&raw)
    }

    pub(crate) fn from_raw(raw: &ffi::crib_game_rules) -> GameRules {
        GameRules {
            variant: Variant::from_raw(raw.variant).unwrap_or(Variant::SixCard),
            target: raw.target,
            options: Options(raw.options),
            ladder: Ladder::from_raw(raw.ladder).unwrap_or(Ladder::None),
            lurch_value: raw.lurch_value,
            skunk_value: raw.skunk_value,
            double_skunk_value: raw.double_skunk_value,
            triple_skunk_value: raw.triple_skunk_value,
            peggers: raw.peggers,
        }
    }

    pub(crate) fn raw(&self) -> ffi::crib_game_rules {
        let mut raw = ffi::crib_game_rules::zeroed();
        raw.variant = self.variant.raw();
        raw.target = self.target;
        raw.options = self.options.0;
        raw.ladder = self.ladder.raw();
        raw.lurch_value = self.lurch_value;
        raw.skunk_value = self.skunk_value;
        raw.double_skunk_value = self.double_skunk_value;
        raw.triple_skunk_value = self.triple_skunk_value;
        raw.peggers = self.peggers;
        raw
    }

    /// The number of players of the variant.
    pub fn players(&self) -> u32 {
        match self.variant {
            Variant::Three => 3,
            Variant::Four => 4,
            _ => 2,
        }
    }
}

impl Default for GameRules {
    /// The six-card game's defaults.
    fn default() -> GameRules {
        GameRules::new(Variant::SixCard)
    }
}

/// A side's pegs ([`Game::board`]): the front peg (the score) and the rear peg (the score
/// before its last peg).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Board {
    /// The front peg: the score.
    pub front: u32,
    /// The rear peg: the score before the side's last peg.
    pub rear: u32,
}

/// What a claim did ([`Game::claim`], [`Game::claim_score`], [`Game::claim_play`], and the
/// deal driver's shows and plays).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Claim {
    /// Who claimed.
    pub player: u32,
    /// The opponent, who pegs muggins.
    pub opponent: u32,
    /// The points claimed (the true points when the claim was the true total).
    pub claimed: u32,
    /// The true points.
    pub actual: u32,
    /// Points the claim missed.
    pub missed: u32,
    /// Points it over-claimed (corrected, never penalised).
    pub over_claimed: u32,
    /// What the player pegged.
    pub pegged: u32,
    /// What the opponent pegged under muggins.
    pub muggins: u32,
    /// In the play, the penalty of a failure to play, pegged by the offender's opponent.
    pub penalty: u32,
    /// The game ended during the claim.
    pub ended: bool,
}

impl Claim {
    pub(crate) fn of(raw: &ffi::crib_claim) -> Claim {
        Claim {
            player: raw.player,
            opponent: raw.opponent,
            claimed: raw.claimed,
            actual: raw.actual,
            missed: raw.missed,
            over_claimed: raw.over_claimed,
            pegged: raw.pegged,
            muggins: raw.muggins,
            penalty: raw.penalty,
            ended: raw.ended != 0,
        }
    }
}

/// The result of a game, or its state while it goes on ([`Game::result`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct GameResult {
    /// A side has reached the target.
    pub over: bool,
    /// The winning side, when over.
    pub winner: Option<u32>,
    /// The player who pegged the winning points, when over.
    pub player: Option<u32>,
    /// The phase in which the game was won, when over.
    pub phase: Option<Phase>,
    /// Why the winning points were pegged, when over.
    pub reason: Option<Reason>,
    /// Each side's score (2 or 3 sides).
    pub scores: Vec<u32>,
    /// Each side's level on the ladder (the winner's [`Level::None`]).
    pub levels: Vec<Level>,
    /// What the game is worth against each losing side (0 for the winner, and 0 for all
    /// while the game goes on).
    pub values: Vec<u32>,
    /// What the winner gains: the sum of `values`.
    pub value: u32,
    /// The number of players.
    pub players: u32,
    /// The dealer of the game's first deal.
    pub first_dealer: u32,
    pub(crate) raw: Hidden<ffi::crib_result>,
}

impl GameResult {
    fn of(raw: &ffi::crib_result) -> GameResult {
        let sides = (raw.sides as usize).min(raw.score.len());
        GameResult {
            over: raw.over != 0,
            winner: or_none(raw.winner),
            player: or_none(raw.player),
            phase: Phase::from_raw(raw.phase),
            reason: Reason::from_raw(raw.reason),
            scores: raw.score[..sides].to_vec(),
            levels: raw.level[..sides]
                .iter()
                .map(|&l| Level::from_raw(l).unwrap_or(Level::None))
                .collect(),
            values: raw.value[..sides].to_vec(),
            value: raw.total_value,
            players: raw.players,
            first_dealer: raw.first_dealer,
            raw: Hidden(*raw),
        }
    }
}

/// The claimed points of a claim: `None` for the true total.
pub(crate) fn claimed(claimed: Option<u32>) -> Result<u32, Error> {
    match claimed {
        None => Ok(ffi::CRIB_CLAIM_ALL),
        Some(ffi::CRIB_CLAIM_ALL) => Err(Error::Range),
        Some(points) => Ok(points),
    }
}

/// A game: the board and the strict order of scoring (heels, the play, the hands from the
/// dealer's left, the crib), the end, lurch and skunk. Points reach it only by pegging
/// and claims; once a side reaches the target every further peg is [`Error::Done`].
///
/// ```
/// use libcrib::{Game, GameRules, Reason};
/// let mut game = Game::new(&GameRules::default(), 0)?;
/// game.peg(0, 2, Reason::Heels)?;                     // the dealer's heels
/// game.peg(1, 5, Reason::Play)?;
/// assert_eq!(game.peg(0, 2, Reason::Heels).unwrap_err(), libcrib::Error::Order);
/// let claim = game.claim(1, 12, Some(10), false)?;     // a hand of 12 claimed as 10
/// assert_eq!((claim.pegged, claim.missed), (10, 2));
/// assert_eq!(game.board(1)?.front, 15);
/// # Ok::<(), libcrib::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    raw: ffi::crib_game,
}

impl Game {
    /// Sets up a game with its first dealer; the rules' errors, or [`Error::Range`] for a
    /// dealer who is no player.
    pub fn new(rules: &GameRules, dealer: u32) -> Result<Game, Error> {
        let mut raw = ffi::crib_game::zeroed();
        check(sys::game_init(&mut raw, &rules.raw(), dealer))?;
        Ok(Game { raw })
    }

    pub(crate) fn from_raw(raw: ffi::crib_game) -> Game {
        Game { raw }
    }

    /// The game's rules.
    pub fn rules(&self) -> GameRules {
        GameRules::from_raw(&self.raw.rules)
    }

    /// Passes the deal to the left and begins a new deal; the new dealer.
    pub fn next_deal(&mut self) -> Result<u32, Error> {
        check(sys::game_next_deal(&mut self.raw))
    }

    /// Pegs points for a player's side, in the order of scoring; the points actually pegged
    /// (an option may refuse them). [`Error::Order`] out of order, [`Error::Turn`] for heels
    /// or the crib of a player who is not the dealer, [`Error::Done`] after the end.
    pub fn peg(&mut self, player: u32, points: u32, reason: Reason) -> Result<u32, Error> {
        let mut pegged = 0;
        check(sys::game_peg(&mut self.raw, player, points, reason.raw(), &mut pegged))?;
        Ok(pegged)
    }

    /// Pegs a shown hand (or with `crib` the crib) of `actual` points as the player claims
    /// it (`None`: the true total): an over-claim is corrected, and under muggins the
    /// opponent pegs what the claim missed.
    pub fn claim(
        &mut self,
        player: u32,
        actual: u32,
        claimed_points: Option<u32>,
        crib: bool,
    ) -> Result<Claim, Error> {
        let flags = if crib { ffi::CRIB_SCORE_CRIB } else { 0 };
        let mut out = ffi::crib_claim::zeroed();
        check(sys::game_claim(
            &mut self.raw,
            player,
            flags,
            claimed(claimed_points)?,
            actual,
            &mut out,
        ))?;
        Ok(Claim::of(&out))
    }

    /// [`Game::claim`] with the itemised score, whose items `Options::EXACT_ITEMS` pegs one
    /// by one.
    pub fn claim_score(
        &mut self,
        player: u32,
        score: &Score,
        claimed_points: Option<u32>,
    ) -> Result<Claim, Error> {
        let raw = score.raw()?;
        let flags = if score.crib { ffi::CRIB_SCORE_CRIB } else { 0 };
        let mut out = ffi::crib_claim::zeroed();
        check(sys::game_claim_score(
            &mut self.raw,
            player,
            flags,
            claimed(claimed_points)?,
            &raw,
            &mut out,
        ))?;
        Ok(Claim::of(&out))
    }

    /// Pegs what an action of a [`Play`](crate::Play) made, as its scorer claims it (`None`:
    /// the true points): the penalty of a failure to play first, then the claim, then
    /// under `Options::MUGGINS_PLAY` the points missed.
    pub fn claim_play(
        &mut self,
        event: &PlayEvent,
        claimed_points: Option<u32>,
    ) -> Result<Claim, Error> {
        let mut out = ffi::crib_claim::zeroed();
        check(sys::game_claim_play(
            &mut self.raw,
            &event.raw.0,
            claimed(claimed_points)?,
            &mut out,
        ))?;
        Ok(Claim::of(&out))
    }

    /// Corrects an over-peg on demand: the player's side moves back `points`, and under
    /// `Options::OVERPEG` the opponent pegs 2; the penalty pegged.
    pub fn overpeg(&mut self, player: u32, points: u32) -> Result<u32, Error> {
        let mut penalty = 0;
        check(sys::game_overpeg(&mut self.raw, player, points, &mut penalty))?;
        Ok(penalty)
    }

    /// The opponent of a player, who pegs his muggins and penalties: the next to the left.
    pub fn opponent(&self, player: u32) -> Result<u32, Error> {
        check(sys::game_opponent(&self.raw, player))
    }

    /// Whether a side has reached the target.
    pub fn over(&self) -> bool {
        sys::game_over(&self.raw) == 1
    }

    /// The number of players.
    pub fn players(&self) -> u32 {
        known(sys::game_players(&self.raw))
    }

    /// The dealer of the current deal.
    pub fn dealer(&self) -> u32 {
        known(sys::game_dealer(&self.raw))
    }

    /// The number of deals begun.
    pub fn deals(&self) -> u32 {
        known(sys::game_deals(&self.raw))
    }

    /// A side's pegs; [`Error::Range`] for no such side.
    pub fn board(&self, side: u32) -> Result<Board, Error> {
        let (mut front, mut rear) = (0, 0);
        check(sys::game_board(&self.raw, side, &mut front, &mut rear))?;
        Ok(Board { front, rear })
    }

    /// The side of a player: the player, or with four players `player % 2`.
    pub fn side(&self, player: u32) -> Result<u32, Error> {
        check(sys::game_side(&self.raw, player))
    }

    /// The result: who won, how, the scores, the levels and what the game is worth.
    pub fn result(&self) -> GameResult {
        let mut out = ffi::crib_result::zeroed();
        known(sys::game_result(&self.raw, &mut out));
        GameResult::of(&out)
    }
}

/// Who deals first in each game of a match after the first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MatchDealer {
    /// Cut for it in every game.
    #[default]
    Cut,
    /// The loser of a game deals first in the next (`CRIB_MATCH_LOSER_DEALS`).
    Loser,
    /// The pub rule (`CRIB_MATCH_PUB`): the player after the first game's first dealer
    /// deals the second; later games are cut for.
    Pub,
}

impl MatchDealer {
    fn flags(self) -> u32 {
        match self {
            MatchDealer::Cut => 0,
            MatchDealer::Loser => ffi::CRIB_MATCH_LOSER_DEALS,
            MatchDealer::Pub => ffi::CRIB_MATCH_PUB,
        }
    }

    fn of(flags: u32) -> MatchDealer {
        if flags & ffi::CRIB_MATCH_LOSER_DEALS != 0 {
            MatchDealer::Loser
        } else if flags & ffi::CRIB_MATCH_PUB != 0 {
            MatchDealer::Pub
        } else {
            MatchDealer::Cut
        }
    }
}

/// Where a match stands ([`Match::standing`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Standing {
    /// A side has won `wins_needed` games.
    pub over: bool,
    /// That side.
    pub winner: Option<u32>,
    /// The number of sides (0 before the first game is recorded).
    pub sides: u32,
    /// The number of players (0 before the first game is recorded).
    pub players: u32,
    /// Games recorded.
    pub games: u32,
    /// The wins that take the match.
    pub wins_needed: u32,
    /// Who deals first in each game.
    pub dealer: MatchDealer,
    /// Games won by each side.
    pub wins: Vec<u32>,
    /// The values of the games each side won, summed (lurches and skunks count more).
    pub values: Vec<u32>,
    /// The first dealer of the next game, `None` to cut for it: pass it to
    /// [`Deal::new`](crate::Deal::new) as it is.
    pub next_dealer: Option<u32>,
}

/// A match: the first side to win `wins_needed` games.
///
/// ```
/// use libcrib::{Deal, GameRules, Match, MatchDealer};
/// let mut m = Match::new(2, MatchDealer::Loser)?;
/// let mut seed = 1;
/// while !m.standing().over {
///     let mut deal = Deal::new(&GameRules::default(), seed, m.standing().next_dealer)?;
///     deal.play_out_with_bots(libcrib::BotLevel::Easy)?;
///     m.record(&deal.game().result())?;
///     seed += 1;
/// }
/// assert_eq!(m.standing().wins.iter().max(), Some(&2));
/// # Ok::<(), libcrib::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Match {
    raw: ffi::crib_match,
}

impl Match {
    /// A match of best of `2 * wins_needed - 1` games; [`Error::Range`] for `wins_needed`
    /// outside 1 to 50.
    pub fn new(wins_needed: u32, dealer: MatchDealer) -> Result<Match, Error> {
        let mut raw = ffi::crib_match::zeroed();
        check(sys::match_init(&mut raw, wins_needed, dealer.flags()))?;
        Ok(Match { raw })
    }

    /// Records a finished game; whether the match is over. [`Error::Range`] for a game that
    /// goes on, [`Error::Done`] when the match is over.
    pub fn record(&mut self, result: &GameResult) -> Result<bool, Error> {
        Ok(check(sys::match_record(&mut self.raw, &result.raw.0))? == 1)
    }

    /// Where the match stands.
    pub fn standing(&self) -> Standing {
        let mut raw = ffi::crib_standing::zeroed();
        known(sys::match_standing(&self.raw, &mut raw));
        let sides = (raw.sides as usize).min(raw.wins.len());
        Standing {
            over: raw.over != 0,
            winner: or_none(raw.winner),
            sides: raw.sides,
            players: raw.players,
            games: raw.games,
            wins_needed: raw.wins_needed,
            dealer: MatchDealer::of(raw.flags),
            wins: raw.wins[..sides].to_vec(),
            values: raw.value[..sides].to_vec(),
            next_dealer: or_none(raw.next_dealer),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_are_checked_where_used() {
        let mut rules = GameRules::default();
        assert_eq!((rules.target, rules.players()), (121, 2));
        rules.target = 5000;
        assert_eq!(Game::new(&rules, 0).unwrap_err(), Error::Range);
        let mut rules = GameRules { options: Options::EXACT_ITEMS, ..GameRules::default() };
        assert_eq!(Game::new(&rules, 0).unwrap_err(), Error::Flags);
        rules.options |= Options::EXACT;
        assert!(Game::new(&rules, 0).is_ok());
        rules.options = Options::from_bits(1 << 30);
        assert_eq!(Game::new(&rules, 0).unwrap_err(), Error::Flags);
        assert_eq!(Game::new(&GameRules::default(), 2).unwrap_err(), Error::Range);
        assert_eq!(GameRules::new(Variant::Four).players(), 4);
        assert_eq!(Game::new(&GameRules::new(Variant::Three), 2).unwrap().players(), 3);
    }

    #[test]
    fn a_game_to_its_end() {
        let rules = GameRules { target: 31, ladder: Ladder::Skunk, ..GameRules::default() };
        let mut game = Game::new(&rules, 1).unwrap();
        assert_eq!(game.claim(0, 29, None, false).unwrap().pegged, 29);
        assert_eq!(game.peg(1, 4, Reason::Hand).unwrap(), 4);
        let claim = game.claim(1, 29, Some(40), true).unwrap();
        assert_eq!((claim.pegged, claim.over_claimed, claim.ended), (29, 11, true));
        let r = game.result();
        assert!(r.over && game.over());
        assert_eq!(
            (r.winner, r.phase, r.reason),
            (Some(1), Some(Phase::ShowCrib), Some(Reason::Crib))
        );
        assert_eq!(r.scores, vec![29, 33]);
        assert_eq!(game.peg(0, 1, Reason::Hand).unwrap_err(), Error::Done);
        assert_eq!(game.claim(0, 1, Some(u32::MAX), false).unwrap_err(), Error::Range);
        let mut m = Match::new(1, MatchDealer::Pub).unwrap();
        assert!(m.record(&r).unwrap());
        assert_eq!(m.record(&r).unwrap_err(), Error::Done);
        let s = m.standing();
        assert_eq!((s.winner, s.wins.clone(), s.dealer), (Some(1), vec![0, 1], MatchDealer::Pub));
        assert_eq!(Match::new(51, MatchDealer::Cut).unwrap_err(), Error::Range);
        let going = Game::new(&rules, 0).unwrap().result();
        assert_eq!(
            Match::new(2, MatchDealer::Cut).unwrap().record(&going).unwrap_err(),
            Error::Range
        );
    }
}
