// SPDX-License-Identifier: MIT
//! The show: a hand or a crib scored with its starter, itemised and announced; heels; the
//! fast mask evaluator, one hand at a time or in bulk.
use crate::card::{AsCard, Card, Cards, Mask, known};
use crate::error::{BatchError, check};
use crate::ffi::{self, Zeroable};
use crate::{Error, ItemKind, sys};

/// One scoring combination: a fifteen, a run, a pair, a flush or nobs in the show; in the
/// play also thirty-one and go.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Item {
    /// What it is.
    pub kind: ItemKind,
    /// Its points.
    pub points: u32,
    /// Its cards: in the show in hand order, the starter last; in the play in the order
    /// played.
    pub cards: Vec<Card>,
    /// Its cards as a mask.
    pub mask: Mask,
    /// In the show, the positions it uses: bit `i` for the hand's card `i`, bit 4
    /// (`CRIB_POS_STARTER`) for the starter; 0 in the play.
    pub positions: u8,
}

/// The items of a structure, each with its cards in the order of `order` (the hand and its
/// starter, or the pile).
pub(crate) fn items(raw: &[ffi::crib_item], order: &[Card]) -> Vec<Item> {
    raw.iter()
        .map(|it| Item {
            kind: ItemKind::from_raw(it.kind.into()).unwrap_or(ItemKind::Fifteen),
            points: it.points.into(),
            cards: order.iter().copied().filter(|c| Mask(it.cards).contains(*c)).collect(),
            mask: Mask(it.cards),
            positions: it.positions,
        })
        .collect()
}

/// The itemised score of a hand or a crib with its starter ([`score`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Score {
    /// The cards scored, in the order given.
    pub hand: Vec<Card>,
    /// The starter.
    pub starter: Card,
    /// Scored as a crib (only a five-card flush counts).
    pub crib: bool,
    /// The total: the sum of the items' points.
    pub total: u32,
    /// Points from fifteens.
    pub fifteens: u32,
    /// Points from runs.
    pub runs: u32,
    /// Points from pairs.
    pub pairs: u32,
    /// Points from the flush.
    pub flush: u32,
    /// Points from nobs.
    pub nobs: u32,
    /// Every combination, in the customary order of the show.
    pub items: Vec<Item>,
}

fn score_flags(crib: bool) -> u32 {
    if crib { ffi::CRIB_SCORE_CRIB } else { 0 }
}

/// Scores a hand (4 cards, or 3 in the five-card game) or a crib (4 cards, `crib` true)
/// with its starter, itemised.
///
/// The cards are a text, cards or a mask ([`Cards`]), the starter a text, a card or an id
/// ([`AsCard`]). Errors: [`Error::Parse`] for a text that is no card, [`Error::Count`] for
/// a hand of another size (or 3 cards with `crib`), [`Error::Dup`] for a card twice, the
/// starter included.
///
/// ```
/// let s = libcrib::score("5h 5d 5c Js", "5s", false)?;
/// assert_eq!(s.total, 29);
/// assert_eq!((s.fifteens, s.pairs, s.nobs), (16, 12, 1));
/// assert_eq!(s.items.len(), 15);
/// assert!(s.announcement().ends_with("a double pair royal is 28 and one for his nob is 29"));
/// assert_eq!(libcrib::score("5h 5d 5c", "5s", true).unwrap_err(), libcrib::Error::Count);
/// # Ok::<(), libcrib::Error>(())
/// ```
pub fn score(hand: impl Cards, starter: impl AsCard, crib: bool) -> Result<Score, Error> {
    let hand = hand.to_cards()?;
    let starter = starter.to_card()?;
    let raw = raw_score(&hand, starter, crib)?;
    Ok(score_of(&raw, hand, starter, crib))
}

pub(crate) fn raw_score(
    hand: &[Card],
    starter: Card,
    crib: bool,
) -> Result<ffi::crib_score, Error> {
    let mut raw = ffi::crib_score::zeroed();
    check(sys::hand_score(sys::ids(hand), starter.id(), score_flags(crib), &mut raw))?;
    Ok(raw)
}

pub(crate) fn score_of(raw: &ffi::crib_score, hand: Vec<Card>, starter: Card, crib: bool) -> Score {
    let mut order = hand.clone();
    order.push(starter);
    let n = (raw.n_items as usize).min(raw.items.len());
    Score {
        items: items(&raw.items[..n], &order),
        hand,
        starter,
        crib,
        total: raw.total,
        fifteens: raw.fifteens,
        runs: raw.runs,
        pairs: raw.pairs,
        flush: raw.flush,
        nobs: raw.nobs,
    }
}

impl Score {
    /// The structure of the library for this score (scored again from the hand).
    pub(crate) fn raw(&self) -> Result<ffi::crib_score, Error> {
        raw_score(&self.hand, self.starter, self.crib)
    }

    /// The customary announcement: "fifteen 2, fifteen 4, ... and one for his nob is 29";
    /// "no score" for 0.
    pub fn announcement(&self) -> String {
        let Ok(raw) = self.raw() else {
            return String::new();
        };
        let need = known(sys::score_format(&raw, &mut [])) as usize;
        let mut buf = vec![0u8; need + 1];
        let n = known(sys::score_format(&raw, &mut buf)) as usize;
        buf.truncate(n.min(need));
        String::from_utf8(buf).unwrap_or_default()
    }
}

/// The points of his heels: 2 when the starter is a jack, else 0.
///
/// ```
/// assert_eq!(libcrib::heels("Jd")?, 2);
/// assert_eq!(libcrib::heels("5d")?, 0);
/// # Ok::<(), libcrib::Error>(())
/// ```
pub fn heels(starter: impl AsCard) -> Result<u32, Error> {
    check(sys::starter_heels(starter.to_card()?.id()))
}

/// The fast evaluator: the total of a hand or a crib given as a mask, from lookup tables,
/// in nanoseconds; the same total as [`score`]. [`Error::Count`] unless the mask holds 4
/// cards (or 3, not with `crib`), [`Error::Mask`] for bits above 51, [`Error::Dup`] when
/// the starter is in the hand.
///
/// ```
/// use libcrib::{Cards, Card};
/// let hand = "5h 5d 5c Js".to_mask()?;
/// assert_eq!(libcrib::mask_score(hand, Card::parse("5s")?, false)?, 29);
/// # Ok::<(), libcrib::Error>(())
/// ```
pub fn mask_score(hand: Mask, starter: Card, crib: bool) -> Result<u32, Error> {
    check(sys::mask_score(hand.0, starter.id(), score_flags(crib)))
}

/// The entry of [`mask_score_starters`] for each card of the hand, which cannot be its
/// starter (`CRIB_NOT_A_STARTER`).
pub const NOT_A_STARTER: u8 = ffi::CRIB_NOT_A_STARTER as u8;

/// A hand's total with every starter at once: entry `id` is the total with the card of
/// that id as the starter, and [`NOT_A_STARTER`] (255) for the hand's own cards.
///
/// ```
/// use libcrib::Cards;
/// let totals = libcrib::mask_score_starters("5h 5d 5c Js".to_mask()?, false)?;
/// assert_eq!(totals[libcrib::Card::parse("5s")?.id() as usize], 29);
/// assert_eq!(totals[libcrib::Card::parse("5h")?.id() as usize], libcrib::NOT_A_STARTER);
/// # Ok::<(), libcrib::Error>(())
/// ```
pub fn mask_score_starters(hand: Mask, crib: bool) -> Result<[u8; 52], Error> {
    let mut scores = [0u8; 52];
    check(sys::mask_score_starters(hand.0, score_flags(crib), &mut scores))?;
    Ok(scores)
}

fn batch(code: i32, failed: usize, n: usize) -> Result<(), BatchError> {
    match check(code) {
        Ok(_) => Ok(()),
        Err(error) => Err(BatchError { index: failed.min(n), error }),
    }
}

/// Scores many hands in one call: `out[i]` is the total of `hands[i]` with `starters[i]`,
/// as [`mask_score`] gives it. The three slices must be as long
/// ([`Error::Count`] at the shorter length otherwise). On an error `out` is zeroed and the
/// error names the first hand refused.
///
/// ```
/// use libcrib::{Card, Cards};
/// let hands = ["5h 5d 5c Js".to_mask()?, "Ah 2h 3h 4h".to_mask()?];
/// let starters = [Card::parse("5s")?, Card::parse("5h")?];
/// let mut out = [0u8; 2];
/// libcrib::mask_score_many_into(&hands, &starters, false, &mut out)?;
/// assert_eq!(out, [29, 12]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn mask_score_many_into(
    hands: &[Mask],
    starters: &[Card],
    crib: bool,
    out: &mut [u8],
) -> Result<(), BatchError> {
    let n = hands.len();
    if starters.len() != n || out.len() != n {
        out.fill(0);
        return Err(BatchError {
            index: n.min(starters.len()).min(out.len()),
            error: Error::Count,
        });
    }
    let mut failed = n;
    let code = sys::mask_score_many(
        sys::masks(hands),
        sys::ids(starters),
        score_flags(crib),
        out,
        &mut failed,
    );
    batch(code, failed, n)
}

/// [`mask_score_many_into`] into a new vector.
pub fn mask_score_many(
    hands: &[Mask],
    starters: &[Card],
    crib: bool,
) -> Result<Vec<u8>, BatchError> {
    let mut out = vec![0u8; hands.len()];
    mask_score_many_into(hands, starters, crib, &mut out)?;
    Ok(out)
}

/// Scores many hands with every starter: `out[52 * i .. 52 * i + 52]` is what
/// [`mask_score_starters`] gives `hands[i]`; `out` must hold 52 bytes a hand
/// ([`Error::Count`] otherwise).
pub fn mask_score_starters_many_into(
    hands: &[Mask],
    crib: bool,
    out: &mut [u8],
) -> Result<(), BatchError> {
    let n = hands.len();
    if n.checked_mul(52) != Some(out.len()) {
        out.fill(0);
        return Err(BatchError { index: (out.len() / 52).min(n), error: Error::Count });
    }
    let mut failed = n;
    let code =
        sys::mask_score_starters_many(sys::masks(hands), score_flags(crib), out, &mut failed);
    batch(code, failed, n)
}

/// [`mask_score_starters_many_into`] into a new vector of 52 bytes a hand.
pub fn mask_score_starters_many(hands: &[Mask], crib: bool) -> Result<Vec<u8>, BatchError> {
    let mut out = vec![0u8; hands.len() * 52];
    mask_score_starters_many_into(hands, crib, &mut out)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_29_hand() {
        let s = score("5h 5d 5c Js", "5s", false).unwrap();
        assert_eq!(s.total, 29);
        let nobs = s.items.last().unwrap();
        assert_eq!(nobs.kind, ItemKind::Nobs);
        assert_eq!(crate::format_hand(&nobs.cards), "Js 5s");
        assert_eq!(nobs.positions, 0b11000);
        assert_eq!(s.items.iter().map(|i| i.points).sum::<u32>(), 29);
        let crib = score([s.hand[0], s.hand[1], s.hand[2], s.hand[3]], s.starter, true).unwrap();
        assert_eq!(crib.total, 29);
    }

    #[test]
    fn nothing_scores_nothing() {
        let s = score("2c 4d 6h 8s", "Kc", false).unwrap();
        assert_eq!((s.total, s.items.len()), (0, 0));
        assert_eq!(s.announcement(), "no score");
    }

    #[test]
    fn bad_hands_are_errors() {
        assert_eq!(score("5h 5d 5c Js", "5h", false).unwrap_err(), Error::Dup);
        assert_eq!(score("5h 5d 5c Js 2c", "5s", false).unwrap_err(), Error::Count);
        assert_eq!(score("", "5s", false).unwrap_err(), Error::Count);
        assert_eq!(
            score("5h 5d 5c Jx", "5s", false).unwrap_err().to_string(),
            "'Jx' is not a card (a rank A 2-10 T J Q K and a suit c d h s)"
        );
        assert_eq!(score("5h 5d 5c Js", 99u8, false).unwrap_err(), Error::Card);
        assert_eq!(mask_score(Mask(1 << 60), Card::new(0).unwrap(), false), Err(Error::Count));
        assert_eq!(mask_score(Mask(0xF << 50), Card::new(0).unwrap(), false), Err(Error::Mask));
        assert_eq!(mask_score_starters(Mask(0b11), false), Err(Error::Count));
    }

    #[test]
    fn bulk_agrees_with_one_at_a_time() {
        let hands: Vec<Mask> = (0..40u64).map(|i| Mask(0b1111 << i)).collect();
        let starters: Vec<Card> = (0..40u8).map(|i| Card::new((i + 8) % 52).unwrap()).collect();
        let bulk = mask_score_many(&hands, &starters, false).unwrap();
        for (i, (h, s)) in hands.iter().zip(&starters).enumerate() {
            assert_eq!(u32::from(bulk[i]), mask_score(*h, *s, false).unwrap());
        }
        let grid = mask_score_starters_many(&hands, true).unwrap();
        for (i, h) in hands.iter().enumerate() {
            assert_eq!(grid[52 * i..52 * i + 52], mask_score_starters(*h, true).unwrap());
        }
        let mut bad = hands.clone();
        bad[7] = Mask(0b111);
        let e = mask_score_many(&bad, &starters, true).unwrap_err();
        assert_eq!((e.index, e.error), (7, Error::Count));
        assert_eq!(e.to_string(), format!("hand 7: {}", Error::Count));
        let e = mask_score_many(&hands, &starters[..3], false).unwrap_err();
        assert_eq!((e.index, e.error), (3, Error::Count));
        let mut out = [1u8; 5];
        assert!(mask_score_starters_many_into(&hands[..1], false, &mut out).is_err());
        assert_eq!(out, [0; 5]);
        assert_eq!(mask_score_many(&[], &[], false), Ok(vec![]));
    }
}
