// SPDX-License-Identifier: MIT
//! Cards, hands and card masks.
use crate::Error;
use crate::error::{Word, check};
use crate::ffi;
use crate::sys;
use core::fmt;
use core::str::FromStr;
use std::ffi::CString;

/// One of the 52 cards: its id is `rank * 4 + suit` (rank 0 = ace .. 12 = king; suit
/// 0 = clubs, 1 = diamonds, 2 = hearts, 3 = spades). A `Card` always holds a valid id: the
/// ways to make one check it.
///
/// ```
/// use libcrib::Card;
/// let jack: Card = "J♠".parse()?;
/// assert_eq!((jack.rank(), jack.suit(), jack.value()), (10, 3, 10));
/// assert_eq!(jack.to_string(), "Js");
/// assert_eq!(Card::make(4, 2)?, Card::new(18)?);       // the 5 of hearts
/// assert_eq!(Card::new(52), Err(libcrib::Error::Card));
/// # Ok::<(), libcrib::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(transparent)]
pub struct Card(ffi::crib_card);

/// The result of a call that cannot fail on the values a type guarantees (a `Card`'s rank,
/// a state the library made): its number, never an error.
pub(crate) fn known(code: i32) -> u32 {
    code.max(0) as u32
}

impl Card {
    /// The card of an id, 0 to 51; [`Error::Card`] for any other.
    pub fn new(id: u8) -> Result<Card, Error> {
        check(sys::card_rank(id)).map(|_| Card(id))
    }

    /// The card of a rank (0 = ace .. 12 = king) and a suit (0 = clubs .. 3 = spades);
    /// [`Error::Range`] when either is out of range.
    pub fn make(rank: u32, suit: u32) -> Result<Card, Error> {
        let rank = i32::try_from(rank).map_err(|_| Error::Range)?;
        let suit = i32::try_from(suit).map_err(|_| Error::Range)?;
        check(sys::card_make(rank, suit)).map(|id| Card(id as u8))
    }

    /// Parses one card: a rank `A 2 .. 10 T J Q K` and a suit `c d h s` or its symbol
    /// (`♣ ♦ ♥ ♠`, or the white ones), in any case, nothing around it; [`Error::Parse`]
    /// naming the text otherwise.
    pub fn parse(text: &str) -> Result<Card, Error> {
        parse_one(text).ok_or(Error::Parse(Word::of(text)))
    }

    /// Every card, in id order.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..ffi::CRIB_CARDS as u8).map(Card)
    }

    /// The id, 0 to 51.
    pub const fn id(self) -> u8 {
        self.0
    }

    /// The rank: 0 = ace, 1 = two, .. 9 = ten, 10 = jack, 11 = queen, 12 = king.
    pub fn rank(self) -> u8 {
        known(sys::card_rank(self.0)) as u8
    }

    /// The suit: 0 = clubs, 1 = diamonds, 2 = hearts, 3 = spades.
    pub fn suit(self) -> u8 {
        known(sys::card_suit(self.0)) as u8
    }

    /// The counting value: ace 1, two to ten their number, jack, queen and king 10.
    pub fn value(self) -> u8 {
        known(sys::card_value(self.0)) as u8
    }

    /// The card as a mask: bit `id` set.
    pub const fn mask(self) -> Mask {
        Mask(1u64 << self.0)
    }
}

impl fmt::Display for Card {
    /// The rank `A 2 .. 10 J Q K` and the suit letter `c d h s`: "Ah", "10c", "Js".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0u8; 4];
        let n = known(sys::card_format(self.0, &mut buf)) as usize;
        f.pad(core::str::from_utf8(&buf[..n.min(3)]).unwrap_or("?"))
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Card({self})")
    }
}

impl FromStr for Card {
    type Err = Error;
    fn from_str(text: &str) -> Result<Card, Error> {
        Card::parse(text)
    }
}

impl TryFrom<u8> for Card {
    type Error = Error;
    fn try_from(id: u8) -> Result<Card, Error> {
        Card::new(id)
    }
}

impl From<Card> for u8 {
    fn from(card: Card) -> u8 {
        card.0
    }
}

/// One card, or `None`: a text with a NUL (where C would stop reading) is none.
fn parse_one(text: &str) -> Option<Card> {
    let text = CString::new(text).ok()?;
    let mut id = 0;
    (sys::card_parse(&text, &mut id) == ffi::CRIB_OK).then_some(Card(id))
}

/// [`Error::Parse`] naming the first word of a list that is not a card.
fn not_a_card(text: &str) -> Error {
    let mut words = text.split([' ', '\t', '\n', '\r', ',']).filter(|w| !w.is_empty());
    Error::Parse(Word::of(words.find(|w| parse_one(w).is_none()).unwrap_or(text)))
}

/// Parses a list of cards: cards as [`Card::parse`] reads them, separated by spaces, tabs,
/// newlines or commas ("5h 5d 5c Js", "5h,5d, 5c"); [`Error::Parse`] naming the first word
/// that is no card, [`Error::Dup`] for a card twice.
///
/// ```
/// let cards = libcrib::parse_hand("5h,5d, 5c  Js")?;
/// assert_eq!(libcrib::format_hand(&cards), "5h 5d 5c Js");
/// assert_eq!(libcrib::parse_hand("5h 5h"), Err(libcrib::Error::Dup));
/// # Ok::<(), libcrib::Error>(())
/// ```
pub fn parse_hand(text: &str) -> Result<Vec<Card>, Error> {
    let c_text = CString::new(text).map_err(|_| not_a_card(text))?;
    // 52 cards is room for any list: a 53rd card would be a card twice.
    let mut ids = [0u8; ffi::CRIB_CARDS as usize];
    let n = match check(sys::hand_parse(&c_text, &mut ids)) {
        Err(Error::Parse(_)) => return Err(not_a_card(text)),
        n => n? as usize,
    };
    Ok(ids[..n].iter().map(|&id| Card(id)).collect())
}

/// Writes cards separated by single spaces ("5h 5d 5c Js").
pub fn format_hand(cards: &[Card]) -> String {
    let ids = sys::ids(cards);
    let need = known(sys::hand_format(ids, &mut [])) as usize;
    let mut buf = vec![0u8; need + 1];
    let n = known(sys::hand_format(ids, &mut buf)) as usize;
    buf.truncate(n.min(need));
    String::from_utf8(buf).unwrap_or_default()
}

/// A set of cards as a 64-bit mask: bit `i` is set when the card of id `i` is in the set.
/// Any `u64` may be wrapped; one with bits above 51 is refused with [`Error::Mask`] where
/// it is used.
///
/// ```
/// use libcrib::{Cards, Mask};
/// let mask = "5h 5d 5c Js".to_mask()?;
/// assert_eq!(mask.count()?, 4);
/// assert_eq!(libcrib::format_hand(&mask.cards()?), "5c 5d 5h Js");
/// assert_eq!(Mask(1 << 60).count(), Err(libcrib::Error::Mask));
/// # Ok::<(), libcrib::Error>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(transparent)]
pub struct Mask(pub u64);

impl Mask {
    /// No cards.
    pub const EMPTY: Mask = Mask(0);
    /// All 52 cards (`CRIB_DECK_MASK`).
    pub const DECK: Mask = Mask(ffi::CRIB_DECK_MASK);

    /// The mask of cards; [`Error::Dup`] for a card twice, and the errors of parsing a
    /// text.
    pub fn of(cards: impl Cards) -> Result<Mask, Error> {
        cards.to_mask()
    }

    /// The number of cards; [`Error::Mask`] for bits above 51.
    pub fn count(self) -> Result<u32, Error> {
        check(sys::mask_count(self.0))
    }

    /// The cards in increasing id order; [`Error::Mask`] for bits above 51.
    pub fn cards(self) -> Result<Vec<Card>, Error> {
        let mut ids = [0u8; ffi::CRIB_CARDS as usize];
        let n = check(sys::mask_to_cards(self.0, &mut ids))? as usize;
        Ok(ids[..n].iter().map(|&id| Card(id)).collect())
    }

    /// Whether the card is in the set.
    pub const fn contains(self, card: Card) -> bool {
        self.0 & (1u64 << card.0) != 0
    }

    /// The cards of both sets.
    pub const fn union(self, other: Mask) -> Mask {
        Mask(self.0 | other.0)
    }
}

impl From<Card> for Mask {
    fn from(card: Card) -> Mask {
        card.mask()
    }
}

/// The cards of a mask the library made (valid by construction).
pub(crate) fn mask_cards(mask: u64) -> Vec<Card> {
    Mask(mask).cards().unwrap_or_default()
}

/// A card or no card from a field that holds an id or `CRIB_NONE`.
pub(crate) fn card_or_none(value: u32) -> Option<Card> {
    u8::try_from(value).ok().and_then(|id| Card::new(id).ok())
}

/// Anything that names a list of cards: a text ("5h 5d 5c Js", parsed by
/// [`parse_hand`]), cards (`[Card; N]`, `Vec<Card>`, `&[Card]`), a single [`Card`], or a
/// [`Mask`]. Functions of the crate that take cards take any of them; a bad text or mask
/// is their `Err`.
pub trait Cards {
    /// The cards, in order (a mask's in increasing id order).
    fn to_cards(&self) -> Result<Vec<Card>, Error>;

    /// The cards as a mask; [`Error::Dup`] for a card twice.
    fn to_mask(&self) -> Result<Mask, Error> {
        let cards = self.to_cards()?;
        let mut mask = 0;
        check(sys::mask_from_cards(sys::ids(&cards), &mut mask))?;
        Ok(Mask(mask))
    }
}

impl Cards for str {
    fn to_cards(&self) -> Result<Vec<Card>, Error> {
        parse_hand(self)
    }
}

impl Cards for String {
    fn to_cards(&self) -> Result<Vec<Card>, Error> {
        parse_hand(self)
    }
}

impl Cards for [Card] {
    fn to_cards(&self) -> Result<Vec<Card>, Error> {
        Ok(self.to_vec())
    }
}

impl<const N: usize> Cards for [Card; N] {
    fn to_cards(&self) -> Result<Vec<Card>, Error> {
        Ok(self.to_vec())
    }
}

impl Cards for Vec<Card> {
    fn to_cards(&self) -> Result<Vec<Card>, Error> {
        Ok(self.clone())
    }
}

impl Cards for Card {
    fn to_cards(&self) -> Result<Vec<Card>, Error> {
        Ok(vec![*self])
    }
}

impl Cards for Mask {
    fn to_cards(&self) -> Result<Vec<Card>, Error> {
        self.cards()
    }

    fn to_mask(&self) -> Result<Mask, Error> {
        self.count().map(|_| *self)
    }
}

impl<T: Cards + ?Sized> Cards for &T {
    fn to_cards(&self) -> Result<Vec<Card>, Error> {
        (**self).to_cards()
    }

    fn to_mask(&self) -> Result<Mask, Error> {
        (**self).to_mask()
    }
}

/// Anything that names one card: a [`Card`], a text ("5s", parsed by [`Card::parse`]), or
/// an id (`u8`, [`Error::Card`] above 51).
pub trait AsCard {
    /// The card.
    fn to_card(&self) -> Result<Card, Error>;
}

impl AsCard for Card {
    fn to_card(&self) -> Result<Card, Error> {
        Ok(*self)
    }
}

impl AsCard for str {
    fn to_card(&self) -> Result<Card, Error> {
        Card::parse(self)
    }
}

impl AsCard for String {
    fn to_card(&self) -> Result<Card, Error> {
        Card::parse(self)
    }
}

impl AsCard for u8 {
    fn to_card(&self) -> Result<Card, Error> {
        Card::new(*self)
    }
}

impl<T: AsCard + ?Sized> AsCard for &T {
    fn to_card(&self) -> Result<Card, Error> {
        (**self).to_card()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_round_trips() {
        for card in Card::all() {
            let text = card.to_string();
            assert_eq!(Card::parse(&text), Ok(card));
            assert_eq!(Card::make(card.rank().into(), card.suit().into()), Ok(card));
            assert_eq!(card.id(), card.rank() * 4 + card.suit());
            assert!(card.value() >= 1 && card.value() <= 10);
        }
        assert_eq!(Card::all().count(), 52);
    }

    #[test]
    fn bad_cards_are_errors() {
        for text in ["", " 5h", "5h ", "1h", "5x", "10", "5h\0", "\u{2660}", "ZZZZZZZZZZ"] {
            assert_eq!(Card::parse(text), Err(Error::Parse(Word::of(text))), "{text:?}");
        }
        assert_eq!(Card::new(255), Err(Error::Card));
        assert_eq!(Card::make(13, 0), Err(Error::Range));
        assert_eq!(Card::make(0, 4), Err(Error::Range));
        assert_eq!(Card::make(u32::MAX, 0), Err(Error::Range));
        assert_eq!(parse_hand("5h x"), Err(Error::Parse(Word::of("x"))));
        assert_eq!(parse_hand("5h\x005d"), Err(Error::Parse(Word::of("5h\x005d"))));
        assert_eq!(parse_hand("5h,5d, Zz 5c"), Err(Error::Parse(Word::of("Zz"))));
        assert_eq!(
            parse_hand("5h,5d, Zz 5c").unwrap_err().to_string(),
            "'Zz' is not a card (a rank A 2-10 T J Q K and a suit c d h s)"
        );
        assert_eq!(parse_hand(" ,\t"), Ok(vec![]));
        assert_eq!(52u8.to_card(), Err(Error::Card));
        assert_eq!(Mask(u64::MAX).cards(), Err(Error::Mask));
        assert_eq!(Mask(u64::MAX).to_mask(), Err(Error::Mask));
        assert_eq!("5h 5h".to_mask(), Err(Error::Dup));
        assert_eq!([Card::new(1).unwrap(); 2].to_mask(), Err(Error::Dup));
    }

    #[test]
    fn the_whole_deck_parses() {
        let all: Vec<Card> = Card::all().collect();
        let text = format_hand(&all);
        assert_eq!(parse_hand(&text), Ok(all.clone()));
        assert_eq!(Mask::of(&all), Ok(Mask::DECK));
        assert_eq!(Mask::DECK.count(), Ok(52));
        assert_eq!(format_hand(&[]), "");
        assert_eq!(format!("{:>4}|", Card::parse("10c").unwrap()), " 10c|");
    }
}
