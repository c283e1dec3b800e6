// SPDX-License-Identifier: MIT
//! Discard analysis: exact expected values of hands, cribs and every keep of a deal.
use crate::card::{Card, Cards, mask_cards};
use crate::error::check;
use crate::ffi::{self, Zeroable};
use crate::{Error, sys};

/// An exact expectation: the sum of a score over every equally likely case, the number
/// of cases, the least and the most; `mean` is `sum / count`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct Expect {
    /// The score summed over every case (weighted under the optimal crib model).
    pub sum: u64,
    /// The number of cases (their total weight under the optimal model).
    pub count: u32,
    /// The least score of any case.
    pub min: u32,
    /// The most.
    pub max: u32,
    /// `sum / count`.
    pub mean: f64,
}

impl Expect {
    fn of(raw: &ffi::crib_expect) -> Expect {
        Expect { sum: raw.sum, count: raw.count, min: raw.min, max: raw.max, mean: raw.mean }
    }
}

/// How the other cards of the crib are drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CribModel {
    /// Uniformly from the unseen cards.
    #[default]
    Random,
    /// The opponent's two cards thrown as a solved player throws them
    /// (`CRIB_DISCARD_MODEL_OPTIMAL`; the two-player six-card game).
    Optimal,
}

/// The expected show of a hand (4 cards, or 3) over every starter among the cards in
/// neither `hand` nor `dead`.
///
/// ```
/// use libcrib::Mask;
/// let e = libcrib::hand_expect("5h 5d 5c Js", Mask::EMPTY)?;
/// assert_eq!((e.count, e.min, e.max), (48, 14, 29));
/// # Ok::<(), libcrib::Error>(())
/// ```
pub fn hand_expect(hand: impl Cards, dead: impl Cards) -> Result<Expect, Error> {
    let mut raw = ffi::crib_expect::zeroed();
    check(sys::hand_expect(hand.to_mask()?.0, dead.to_mask()?.0, &mut raw))?;
    Ok(Expect::of(&raw))
}

/// The expected crib of which the cards `discard` (1 to 4) are known, the rest and the
/// starter drawn at random from the cards in neither mask.
pub fn discard_expect(discard: impl Cards, dead: impl Cards) -> Result<Expect, Error> {
    let mut raw = ffi::crib_expect::zeroed();
    check(sys::discard_expect(discard.to_mask()?.0, dead.to_mask()?.0, &mut raw))?;
    Ok(Expect::of(&raw))
}

fn model_flags(model: CribModel, dealer: bool) -> u32 {
    let mut flags = if dealer { ffi::CRIB_DISCARD_DEALER } else { 0 };
    if model == CribModel::Optimal {
        flags |= ffi::CRIB_DISCARD_MODEL_OPTIMAL;
    }
    flags
}

/// The expected crib of a discard under a model: with [`CribModel::Optimal`] two known
/// cards (the dealer's when `dealer`) completed by the opponent's modelled throw; with
/// [`CribModel::Random`] exactly [`discard_expect`].
pub fn discard_expect_model(
    discard: impl Cards,
    dead: impl Cards,
    model: CribModel,
    dealer: bool,
) -> Result<Expect, Error> {
    let mut raw = ffi::crib_expect::zeroed();
    check(sys::discard_expect_model(
        discard.to_mask()?.0,
        dead.to_mask()?.0,
        model_flags(model, dealer),
        &mut raw,
    ))?;
    Ok(Expect::of(&raw))
}

/// What [`discard_analyze`] is to assume.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Discard {
    /// The player (or the player's side) owns the crib.
    pub dealer: bool,
    /// The five-card game: keep 3 of 5.
    pub five_card: bool,
    /// How the other crib cards are drawn.
    pub model: CribModel,
}

/// One way to keep a deal, with its exact expectations ([`discard_analyze`]).
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Keep {
    /// The kept cards, in increasing id order.
    pub keep: Vec<Card>,
    /// The discarded cards, in increasing id order.
    pub discard: Vec<Card>,
    /// The hand's show over every starter among the unseen cards.
    pub hand: Expect,
    /// The crib's show over every completion by unseen cards and every starter.
    pub crib: Expect,
    /// `hand.mean + crib.mean` for the dealer, `hand.mean - crib.mean` otherwise.
    pub value: f64,
}

/// Every way to keep a deal (6 cards keep 4; 5 keep 4, or 3 in the five-card game), with
/// the exact expected hand and crib, best first.
///
/// ```
/// use libcrib::Discard;
/// let keeps = libcrib::discard_analyze("5h 5d 5c Js 2c 9h", Discard { dealer: true, ..Discard::default() })?;
/// assert_eq!(keeps.len(), 15);
/// assert_eq!(libcrib::format_hand(&keeps[0].keep), "5c 5d 5h Js");
/// assert!((keeps[0].value - 20.79).abs() < 0.01);
/// # Ok::<(), libcrib::Error>(())
/// ```
pub fn discard_analyze(dealt: impl Cards, how: Discard) -> Result<Vec<Keep>, Error> {
    let dealt = dealt.to_cards()?;
    let mut flags = model_flags(how.model, how.dealer);
    if how.five_card {
        flags |= ffi::CRIB_DISCARD_FIVE_CARD;
    }
    let mut keeps = [ffi::crib_keep::zeroed(); ffi::CRIB_DISCARD_MAX_KEEPS as usize];
    let n = check(sys::discard_analyze(sys::ids(&dealt), flags, &mut keeps))? as usize;
    Ok(keeps[..n.min(keeps.len())]
        .iter()
        .map(|k| Keep {
            keep: mask_cards(k.keep),
            discard: mask_cards(k.discard),
            hand: Expect::of(&k.hand),
            crib: Expect::of(&k.crib),
            value: k.value,
        })
        .collect())
}

/// The expected crib of two discarded ranks, suited or not ([`discard_table`]).
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct PairValue {
    /// The lower rank (0 = ace .. 12 = king).
    pub rank1: u8,
    /// The higher rank, or the same.
    pub rank2: u8,
    /// The two cards share a suit (never for a pair).
    pub suited: bool,
    /// The crib's total summed over its completions.
    pub sum: u64,
    /// Its mean.
    pub mean: f64,
}

/// The exact expected crib of every two discarded cards when nothing else is known: 169
/// entries, by rank1, then rank2, unsuited before suited.
///
/// ```
/// let table = libcrib::discard_table();
/// let fives = table.iter().find(|p| p.rank1 == 4 && p.rank2 == 4).unwrap();
/// assert_eq!(fives.sum, 528_768);
/// ```
pub fn discard_table() -> Vec<PairValue> {
    let mut table = vec![ffi::crib_pair_value::zeroed(); ffi::CRIB_DISCARD_TABLE_SIZE as usize];
    let n = check(sys::discard_table(&mut table)).unwrap_or(0) as usize;
    pair_values(&table[..n.min(table.len())])
}

/// The crib table under a model: with [`CribModel::Optimal`] the dealer's table (`dealer`)
/// or the pone's, weighted by the modelled throws; with [`CribModel::Random`]
/// [`discard_table`]'s.
pub fn discard_table_model(model: CribModel, dealer: bool) -> Result<Vec<PairValue>, Error> {
    let mut table = vec![ffi::crib_pair_value::zeroed(); ffi::CRIB_DISCARD_TABLE_SIZE as usize];
    let n = check(sys::discard_table_model(model_flags(model, dealer), &mut table))? as usize;
    Ok(pair_values(&table[..n.min(table.len())]))
}

fn pair_values(table: &[ffi::crib_pair_value]) -> Vec<PairValue> {
    table
        .iter()
        .map(|p| PairValue {
            rank1: p.rank1,
            rank2: p.rank2,
            suited: p.suited != 0,
            sum: p.sum,
            mean: p.mean,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Mask;

    #[test]
    fn tables_agree() {
        let table = discard_table();
        assert_eq!(table.len(), 169);
        assert_eq!(table, discard_table_model(CribModel::Random, true).unwrap());
        let dealer = discard_table_model(CribModel::Optimal, true).unwrap();
        let pone = discard_table_model(CribModel::Optimal, false).unwrap();
        assert_ne!(dealer, pone);
    }

    #[test]
    fn expectations_and_errors() {
        let e = discard_expect("5h 5d", "Js 5c 2c 9h").unwrap();
        let m = discard_expect_model("5h 5d", "Js 5c 2c 9h", CribModel::Random, true).unwrap();
        assert_eq!(e, m);
        assert!(discard_expect_model("5h 5d", "Js 5c 2c 9h", CribModel::Optimal, true).is_ok());
        assert_eq!(
            discard_expect_model("5h", Mask::EMPTY, CribModel::Optimal, true).unwrap_err(),
            Error::Count
        );
        assert_eq!(hand_expect("5h 5d 5c", "5c").unwrap_err(), Error::Dup);
        assert_eq!(hand_expect(Mask(1 << 55), Mask::EMPTY).unwrap_err(), Error::Mask);
        assert_eq!(hand_expect("5h 5d", Mask::EMPTY).unwrap_err(), Error::Count);
        let five = Discard { five_card: true, ..Discard::default() };
        assert_eq!(discard_analyze("5h 5d 5c Js 2c", five).unwrap().len(), 10);
        assert_eq!(discard_analyze("5h 5d 5c Js 2c", Discard::default()).unwrap().len(), 5);
        assert_eq!(discard_analyze("5h 5d 5c Js 2c 9h", five).unwrap_err(), Error::Count);
        assert_eq!(discard_analyze("5h 5d 5c", Discard::default()).unwrap_err(), Error::Count);
        let optimal = Discard { model: CribModel::Optimal, ..Discard::default() };
        assert_eq!(discard_analyze("5h 5d 5c Js 2c", optimal).unwrap_err(), Error::Count);
    }
}
