// SPDX-License-Identifier: MIT
//! The crate as another crate uses it, against the answer files that the C tests and the
//! other bindings' tests share (test/data/): every hand of hands.csv, and every one of the
//! 12,994,800 hands against the published distribution of scores.
use libcrib::{Card, Cards, Error, ItemKind, Mask};
use std::path::PathBuf;

fn data(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../test/data").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The rows of a CSV answer file (no quoted fields), its header left out.
fn rows(name: &str) -> Vec<Vec<String>> {
    data(name).lines().skip(1).map(|l| l.split(',').map(String::from).collect()).collect()
}

#[test]
fn every_hand_of_the_answer_file() {
    let rows = rows("hands.csv");
    assert!(rows.len() > 30);
    for row in rows {
        let (hand, starter) = (row[0].as_str(), row[1].as_str());
        let s = libcrib::score(hand, starter, false).unwrap();
        assert_eq!(s.total.to_string(), row[2], "{hand} {starter}");
        assert_eq!(s.items.iter().map(|i| i.points).sum::<u32>(), s.total);
        let sum = |kind| s.items.iter().filter(|i| i.kind == kind).map(|i| i.points).sum::<u32>();
        assert_eq!(sum(ItemKind::Fifteen), s.fifteens);
        assert_eq!(sum(ItemKind::Run), s.runs);
        assert_eq!(sum(ItemKind::Pair), s.pairs);
        assert_eq!(sum(ItemKind::Flush), s.flush);
        assert_eq!(sum(ItemKind::Nobs), s.nobs);
        let fast =
            libcrib::mask_score(hand.to_mask().unwrap(), Card::parse(starter).unwrap(), false);
        assert_eq!(fast, Ok(s.total));
        let crib = libcrib::score(hand, starter, true);
        if row[3].is_empty() {
            assert_eq!(crib.unwrap_err(), Error::Count, "{hand}");
        } else {
            assert_eq!(crib.unwrap().total.to_string(), row[3], "{hand} {starter} as a crib");
        }
    }
}

#[test]
fn every_hand_against_the_distribution() {
    let mut hands = Vec::with_capacity(270_725);
    for a in 0..52 {
        for b in a + 1..52 {
            for c in b + 1..52 {
                for d in c + 1..52 {
                    hands.push(Mask(1 << a | 1 << b | 1 << c | 1 << d));
                }
            }
        }
    }
    let mut counts = [[0u64; 30]; 2];
    for (crib, count) in counts.iter_mut().enumerate() {
        let grid = libcrib::mask_score_starters_many(&hands, crib == 1).unwrap();
        for &total in &grid {
            if total != libcrib::NOT_A_STARTER {
                count[usize::from(total)] += 1;
            }
        }
    }
    let rows = rows("distribution.csv");
    assert_eq!(rows.len(), 30);
    for row in rows {
        let score: usize = row[0].parse().unwrap();
        assert_eq!(counts[0][score].to_string(), row[1], "hands scoring {score}");
        assert_eq!(counts[1][score].to_string(), row[2], "cribs scoring {score}");
    }
    assert_eq!(counts[0].iter().sum::<u64>(), 12_994_800);
}

#[test]
fn the_29_hand_in_every_form() {
    let cards: Vec<Card> = libcrib::parse_hand("5h 5d 5c Js").unwrap();
    let starter = Card::parse("5♠").unwrap();
    for total in [
        libcrib::score("5h 5d 5c Js", "5s", false).map(|s| s.total),
        libcrib::score(&cards, starter, false).map(|s| s.total),
        libcrib::score(cards.to_mask().unwrap(), starter.id(), false).map(|s| s.total),
        libcrib::mask_score(Mask::of(&cards).unwrap(), starter, false),
    ] {
        assert_eq!(total, Ok(29));
    }
}
