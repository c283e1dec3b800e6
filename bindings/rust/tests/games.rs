// SPDX-License-Identifier: MIT
//! Whole seeded games driven through the crate as the crib program drives them (cli/game.c:
//! the easy bot from the cards dealt, the strong one from the player's view, every show
//! claimed in full), against the crib program's own results where make has built it.
use libcrib::{BotLevel, Card, Deal, GameResult, GameRules, Ladder, Level, Mask, Stage, Variant};
use std::path::PathBuf;
use std::process::Command;

fn play_game(rules: &GameRules, seed: u64, level: BotLevel) -> GameResult {
    let mut deal = Deal::new(rules, seed, None).unwrap();
    let mut away = [Mask::EMPTY; 4];
    while deal.stage() != Stage::Over {
        let dealer = deal.start().unwrap();
        let status = deal.status();
        for (p, dealt) in status.hands.iter().enumerate() {
            let p = p as u32;
            let cards: Vec<Card> = match level {
                BotLevel::Easy => libcrib::bot_discard(dealt, status.discard, p == dealer),
                _ => libcrib::bot_choose_discard(&deal.view(p, Mask::EMPTY).unwrap(), level, seed),
            }
            .unwrap();
            away[p as usize] = Mask::of(&cards).unwrap();
            deal.discard(p, &cards).unwrap();
        }
        if deal.stage() == Stage::Cut {
            deal.cut().unwrap();
        }
        while deal.stage() == Stage::Play {
            let play = deal.play().unwrap();
            let p = play.turn().unwrap();
            let card = match level {
                BotLevel::Easy => libcrib::bot_play(&play, p),
                _ => {
                    libcrib::bot_choose_play(&deal.view(p, away[p as usize]).unwrap(), level, seed)
                }
            }
            .unwrap();
            let event = match card {
                Some(card) => deal.play_card(p, card).unwrap(),
                None => deal.play_go(p).unwrap(),
            };
            assert_eq!(event.player, p);
        }
        while deal.stage() == Stage::Show {
            let show = deal.show(None).unwrap();
            assert_eq!(show.claim.pegged + show.claim.missed, show.score.total);
        }
    }
    deal.game().result()
}

/// `crib game --json`'s result line for a game, where bin/crib is built.
fn crib_program(args: &[&str]) -> Option<String> {
    let crib = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../bin/crib");
    let out = Command::new(crib).arg("game").args(args).arg("--json").output().ok()?;
    assert!(out.status.success(), "crib game {args:?}");
    Some(String::from_utf8(out.stdout).unwrap())
}

#[test]
fn a_game_with_a_skunk() {
    let rules = GameRules { ladder: Ladder::Skunk, ..GameRules::default() };
    let r = play_game(&rules, 16, BotLevel::Easy);
    assert_eq!((r.winner, r.scores.clone(), r.value), (Some(0), vec![132, 86], 2));
    assert_eq!(r.levels, vec![Level::None, Level::Skunk]);
}

#[test]
fn the_same_games_as_the_crib_program() {
    let mut compared = 0;
    for variant in Variant::ALL {
        for (level, seeds) in [(BotLevel::Easy, 1..4), (BotLevel::Strong, 1..2)] {
            for seed in seeds {
                let r = play_game(&GameRules::new(variant), seed, level);
                assert!(r.over);
                let seed_text = seed.to_string();
                let args =
                    ["--seed", &seed_text, "--variant", variant.name(), "--level", level.name()];
                // crib game --level strong lays away with the easy bot (cli/game.c takes
                // crib_bot_choose_discard's count of cards for a failure), so only the easy
                // level's games are the crib program's.
                if level != BotLevel::Easy {
                    continue;
                }
                let Some(log) = crib_program(&args) else { continue };
                let scores = r.scores.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
                let winner = format!("\"result\":{{\"winner\":{}", r.winner.unwrap());
                assert!(log.contains(&winner), "{args:?}: {winner}");
                assert!(log.contains(&format!("\"scores\":[{scores}]")), "{args:?}: {scores}");
                compared += 1;
            }
        }
    }
    if compared == 0 {
        eprintln!("bin/crib is not built: the games were not compared with it");
    }
}
