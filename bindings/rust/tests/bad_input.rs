// SPDX-License-Identifier: MIT
//! Bad input is an `Err` carrying the library's sentence, never a panic: random texts,
//! masks, ids and numbers through every function that takes outside input.
use libcrib::{
    BotLevel, Card, Cards, Discard, Error, Game, GameRules, Mask, Play, Reason, Rng, Variant,
};

/// Texts: random words of card-like characters, separators and odd bytes.
fn texts(rng: &mut Rng, n: usize) -> Vec<String> {
    let pieces = [
        "5h", "10s", "Td", "J♠", "♥", "A", "k", "c", " ", ",", "\t", "\n", "1", "0", "x", "\u{0}",
        "é", "🂡", "5h5d", "100c", "-", "  ,, ",
    ];
    (0..n)
        .map(|_| {
            let words = rng.below(12).unwrap();
            (0..words).map(|_| pieces[rng.below(pieces.len() as u64).unwrap() as usize]).collect()
        })
        .collect()
}

fn sentence(e: Error) {
    assert!(!e.to_string().is_empty());
    assert!(e.code() < 0);
}

#[test]
fn random_texts() {
    let mut rng = Rng::new(2024);
    for text in texts(&mut rng, 3000) {
        for e in [
            libcrib::parse_hand(&text).err(),
            Card::parse(&text).err(),
            libcrib::score(text.as_str(), "5s", false).err(),
            libcrib::score("5h 5d 5c Js", text.as_str(), true).err(),
            libcrib::peg_score(text.as_str()).err(),
            libcrib::discard_analyze(text.as_str(), Discard::default()).err(),
            libcrib::bot_discard(text.as_str(), 2, true).err(),
            libcrib::hand_expect(text.as_str(), "").err(),
            Play::new([text.as_str(), "Kc"], 0).err(),
        ]
        .into_iter()
        .flatten()
        {
            sentence(e);
        }
    }
}

#[test]
fn random_masks_ids_and_numbers() {
    let mut rng = Rng::new(7);
    for _ in 0..5000 {
        let bits = rng.next();
        let mask = Mask(bits >> rng.below(64).unwrap());
        let id = (rng.next() & 0xFF) as u8;
        let n = rng.next() as u32 >> rng.below(32).unwrap();
        for e in [
            mask.count().err(),
            mask.cards().err(),
            Card::new(id).err(),
            Card::make(n, n % 7).err(),
            Card::new(id).and_then(|c| libcrib::mask_score(mask, c, n % 2 == 0)).err(),
            libcrib::mask_score_starters(mask, n % 2 == 1).err(),
            libcrib::discard_expect(mask, Mask(rng.next())).err(),
            libcrib::win_chance(n % 200, n % 130, id.into(), n % 3 == 0).err(),
            Game::new(&GameRules { target: n, ..GameRules::new(Variant::Four) }, n % 5).err(),
            Rng::new(bits).below(u64::from(n)).err(),
            libcrib::Match::new(n % 60, libcrib::MatchDealer::Pub).err(),
        ]
        .into_iter()
        .flatten()
        {
            sentence(e);
        }
    }
}

#[test]
fn actions_out_of_turn_and_order() {
    let mut game = Game::new(&GameRules::default(), 0).unwrap();
    game.peg(1, 10, Reason::Hand).unwrap();
    for (e, want) in [
        (game.peg(0, 2, Reason::Heels).unwrap_err(), Error::Order),
        (game.peg(1, 2, Reason::Crib).unwrap_err(), Error::Turn),
        (game.peg(7, 2, Reason::Hand).unwrap_err(), Error::Range),
        (game.peg(0, 5000, Reason::Hand).unwrap_err(), Error::Range),
        (game.peg(0, 1, Reason::ThreeForLast).unwrap_err(), Error::Range),
        (game.board(3).unwrap_err(), Error::Range),
    ] {
        assert_eq!(e, want);
        sentence(e);
    }
    let mut view = libcrib::Deal::new(&GameRules::default(), 3, Some(0))
        .and_then(|mut d| d.start().and_then(|_| d.view(0, Mask::EMPTY)))
        .unwrap();
    view.score = [500, 0, 0];
    view.hand = Mask(u64::MAX);
    assert!(libcrib::bot_choose_discard(&view, BotLevel::Strong, 0).is_err());
    assert!(libcrib::bot_choose_play(&view, BotLevel::Strong, 0).is_err());
    assert_eq!("".to_mask(), Ok(Mask::EMPTY));
}

/// A text that is not a card is named in the `crib` program's words, word for word, where
/// bin/crib is built.
#[test]
fn not_a_card_as_the_crib_program_says_it() {
    let crib = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../bin/crib");
    let long = "x".repeat(80);
    for word in ["5x", "a\\b", "5♥x", "é", long.as_str()] {
        let e = libcrib::score(format!("5h 5d 5c {word}").as_str(), "5s", false).unwrap_err();
        assert!(matches!(e, Error::Parse(_)), "{word:?}: {e:?}");
        let Ok(out) = std::process::Command::new(&crib)
            .args(["score", "5h", "5d", "5c", word, "5s"])
            .output()
        else {
            eprintln!("bin/crib is not built: its words were not compared");
            return;
        };
        assert_eq!(String::from_utf8_lossy(&out.stderr), format!("crib: {e}\n"), "{word:?}");
    }
}
