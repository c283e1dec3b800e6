// SPDX-License-Identifier: MIT
//! The library's error codes as [`Error`] (generated in enums.rs, one variant per code),
//! with the sentence of `crib_strerror()`, and [`BatchError`] for the bulk scorers.
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
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
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
    fn sentences_are_the_librarys() {
        assert_eq!(Error::Card.to_string(), "a card id is not a card (valid ids are 0 to 51)");
        assert_eq!(Error::Over31.code(), -10);
        let boxed: Box<dyn std::error::Error> = Box::new(Error::Turn);
        assert_eq!(boxed.to_string(), "it is not this player's turn");
    }
}
