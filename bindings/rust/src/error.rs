// SPDX-License-Identifier: MIT
//! The library's error codes as [`Error`] (generated in enums.rs, one variant per code),
//! with the sentence of `crib_strerror()`; the [`Word`] of a text that is not a card; and
//! [`BatchError`] for the bulk scorers.
use crate::enums::Error;
use crate::sys;
use core::fmt;

impl Error {
    /// The library's sentence for the code (`crib_strerror()`): never empty.
    ///
    /// ```
    /// assert_eq!(libcrib::Error::Dup.message(), "the same card appears twice");
    /// ```
    pub fn message(self) -> &'static str {
        sys::strerror(self.code())
    }
}

impl fmt::Display for Error {
    /// The library's sentence; for a word that is not a card, the `crib` program's words:
    /// `'5x' is not a card (a rank A 2-10 T J Q K and a suit c d h s)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Parse(word) if *word != Word::NONE => {
                write!(
                    f,
                    "'{}' is not a card (a rank A 2-10 T J Q K and a suit c d h s)",
                    word.as_str()
                )
            }
            _ => f.write_str(self.message()),
        }
    }
}

/// The word of a text that is not a card, as [`Error::Parse`] names it: quoted as the `crib`
/// program quotes it, printable ASCII and the suit symbols as they are, a backslash
/// doubled, any other byte of its UTF-8 as `\xNN`, cut with `...` past 60 bytes. It is held
/// in the error itself, so that [`Error`] stays `Copy`.
///
/// ```
/// let e = libcrib::parse_hand("5h 5d Zz").unwrap_err();
/// assert!(matches!(e, libcrib::Error::Parse(word) if word.as_str() == "Zz"));
/// assert_eq!(e.to_string(), "'Zz' is not a card (a rank A 2-10 T J Q K and a suit c d h s)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Word {
    len: u8,
    text: [u8; Word::CAP],
}

impl Word {
    /// The room for a word: 60 bytes of it and "...".
    const CAP: usize = 63;

    /// No word: a name that is no member of an enum (`Stage`'s and the like), or
    /// `CRIB_EPARSE` as a code. [`Error::Parse`] with it shows the library's sentence.
    pub const NONE: Word = Word { len: 0, text: [0; Word::CAP] };

    /// The word as it is quoted (without the quotes); "" for [`Word::NONE`].
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(&self.text[..self.len as usize]).unwrap_or("")
    }

    /// The quoted form of a word, as `crib` writes it in its messages (cli/messages.c).
    pub(crate) fn of(word: &str) -> Word {
        let mut out = Word::NONE;
        let bytes = word.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            let b = bytes[i];
            let mut piece = [0u8; 4];
            let (n, used) = if b == 0xE2
                && bytes.get(i + 1) == Some(&0x99)
                && bytes.get(i + 2).is_some_and(|&c| (0xA0..=0xA7).contains(&c))
            {
                piece[..3].copy_from_slice(&bytes[i..i + 3]);
                (3, 3)
            } else if b == b'\\' {
                piece[..2].copy_from_slice(b"\\\\");
                (2, 1)
            } else if (0x20..0x7F).contains(&b) {
                piece[0] = b;
                (1, 1)
            } else {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                piece = [b'\\', b'x', HEX[(b >> 4) as usize], HEX[(b & 15) as usize]];
                (4, 1)
            };
            let k = out.len as usize;
            if k + n + 4 > 64 {
                out.text[k..k + 3].copy_from_slice(b"...");
                out.len += 3;
                return out;
            }
            out.text[k..k + n].copy_from_slice(&piece[..n]);
            out.len += n as u8;
            i += used;
        }
        out
    }
}

impl fmt::Debug for Word {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Word({:?})", self.as_str())
    }
}

impl std::error::Error for Error {}

/// A code of the library as a `Result`: a result >= 0 as a `u32`, a negative code as its
/// [`Error`].
pub(crate) fn check(code: i32) -> Result<u32, Error> {
    match Error::from_code(code) {
        Some(error) => Err(error),
        None => Ok(code as u32),
    }
}

/// The error of a bulk call ([`mask_score_many`](crate::mask_score_many),
/// [`mask_score_starters_many`](crate::mask_score_starters_many)): the first hand the
/// library refused, by its index, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BatchError {
    /// The index of the first hand refused (for slices of different lengths, the shorter
    /// length, with [`Error::Count`]).
    pub index: usize,
    /// Why it was refused.
    pub error: Error,
}

impl fmt::Display for BatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "hand {}: {}", self.index, self.error)
    }
}

impl std::error::Error for BatchError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

impl From<BatchError> for Error {
    fn from(e: BatchError) -> Error {
        e.error
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_has_its_sentence() {
        for e in Error::ALL {
            assert_eq!(Error::from_code(e.code()), Some(e));
            assert!(!e.message().is_empty());
            assert_ne!(e.message(), Error::Unknown(-1000).message(), "{e:?}");
            assert_eq!(e.to_string(), e.message());
        }
        assert_eq!(Error::from_code(0), None);
        assert_eq!(Error::from_code(3), None);
        assert_eq!(Error::from_code(-1000), Some(Error::Unknown(-1000)));
        assert_eq!(Error::Unknown(-1000).to_string(), "unknown libcrib error code");
        assert_eq!(check(7), Ok(7));
        assert_eq!(check(-2), Err(Error::Card));
    }

    #[test]
    fn a_word_is_quoted_as_crib_quotes_it() {
        for (word, quoted) in [
            ("5x", "5x"),
            ("5h\0", "5h\\x00"),
            ("a\\b", "a\\\\b"),
            ("5♥x", "5♥x"),
            ("é", "\\xc3\\xa9"),
        ] {
            assert_eq!(Word::of(word).as_str(), quoted, "{word:?}");
        }
        let long = "x".repeat(80);
        assert_eq!(Word::of(&long).as_str(), format!("{}...", &long[..60]));
        assert_eq!(Word::NONE.as_str(), "");
        assert_eq!(Error::Parse(Word::NONE).to_string(), Error::Parse(Word::NONE).message());
    }

    #[test]
    fn sentences_are_the_librarys() {
        assert_eq!(Error::Card.to_string(), "a card id is not a card (valid ids are 0 to 51)");
        assert_eq!(Error::Over31.code(), -10);
        let boxed: Box<dyn std::error::Error> = Box::new(Error::Turn);
        assert_eq!(boxed.to_string(), "it is not this player's turn");
    }
}
