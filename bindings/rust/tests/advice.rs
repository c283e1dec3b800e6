// SPDX-License-Identifier: MIT
//! advise() and view_win_chance() on every view of seeded deals that the expert bot plays,
//! each view filled as the arena fills it (the player's discard and the earlier counts).
use libcrib::{BotLevel, Card, ChanceMethod, Deal, Error, GameRules, Mask, Stage, Variant, View};

/// Plays `deals` deals of a seeded game with the expert bot, handing `check` each view the
/// bot decides from and the cards it chose (none for a go).
fn expert_deals(rules: &GameRules, seed: u64, deals: u32, mut check: impl FnMut(&View, &[Card])) {
    let mut deal = Deal::new(rules, seed, None).unwrap();
    for _ in 0..deals {
        deal.start().unwrap();
        let mut laid = vec![Vec::new(); deal.status().hands.len()];
        for (p, away) in laid.iter_mut().enumerate() {
            let view = deal.view(p as u32, Mask::EMPTY).unwrap();
            *away = libcrib::bot_choose_discard(&view, BotLevel::Expert, seed).unwrap();
            check(&view, away);
            deal.discard(p as u32, &*away).unwrap();
        }
        if deal.stage() == Stage::Cut {
            deal.cut().unwrap();
        }
        let mut order: Vec<Card> = Vec::new();
        while deal.stage() == Stage::Play {
            let p = deal.play().unwrap().turn().unwrap();
            let mut view = deal.view(p, &laid[p as usize]).unwrap();
            view.earlier = order[..order.len() - view.pile.len()].to_vec();
            let card = libcrib::bot_choose_play(&view, BotLevel::Expert, seed).unwrap();
            check(&view, card.as_slice());
            match card {
                Some(card) => {
                    deal.play_card(p, card).unwrap();
                    order.push(card);
                }
                None => {
                    deal.play_go(p).unwrap();
                }
            }
        }
        while deal.stage() == Stage::Show {
            deal.show(None).unwrap();
        }
        if deal.stage() == Stage::Over {
            break;
        }
    }
}

/// Every way to lay away `k` (1 or 2) of `hand`'s cards, each in increasing id order.
fn ways(hand: &[Card], k: u32) -> Vec<Vec<Card>> {
    let mut out = Vec::new();
    for (i, &a) in hand.iter().enumerate() {
        if k == 1 {
            out.push(vec![a]);
        } else {
            out.extend(hand[i + 1..].iter().map(|&b| vec![a, b]));
        }
    }
    out
}

#[test]
fn advise_is_the_experts_choice_first_in_every_variant() {
    let runs = [
        (Variant::SixCard, 1),
        (Variant::FiveCard, 2),
        (Variant::Three, 3),
        (Variant::Four, 4),
        (Variant::TwoToCrib, 5),
    ];
    for (variant, seed) in runs {
        let rules = GameRules::new(variant);
        let players = rules.players();
        let table = ([Variant::SixCard, Variant::TwoToCrib].contains(&variant)
            && [121, 61].contains(&rules.target))
            || (variant == Variant::FiveCard && rules.target == 61);
        let (mut discards, mut plays) = (0, 0);
        expert_deals(&rules, seed, 2, |view, choice| {
            let advice = libcrib::advise(view).unwrap();
            let at = format!("{variant} seed {seed} {view:?}");
            assert_eq!(advice.kind, view.stage, "{at}");
            assert_eq!(advice, libcrib::advise(view).unwrap(), "{at}");
            let first = &advice.entries[0];
            assert_eq!(first.cards, choice, "{at}");
            let mut got: Vec<Vec<Card>> = advice.entries.iter().map(|e| e.cards.clone()).collect();
            got.sort();
            let mut want = if view.stage == Stage::Discard {
                discards += 1;
                ways(&view.hand.cards().unwrap(), view.lay_away())
            } else {
                plays += 1;
                let legal: Vec<Vec<Card>> = view.legal().into_iter().map(|c| vec![c]).collect();
                if legal.is_empty() { vec![Vec::new()] } else { legal }
            };
            want.sort();
            assert_eq!(got, want, "every legal choice once: {at}");
            let sides = if players == 4 { 2 } else { players };
            let own = view.player % sides == view.dealer % sides;
            for e in &advice.entries {
                if view.stage == Stage::Discard {
                    assert!(if own { e.crib >= 0.0 } else { e.crib <= 0.0 }, "{e:?} {at}");
                    assert!((e.hand + e.crib + e.peg - e.points).abs() < 1e-9, "{e:?} {at}");
                } else {
                    assert_eq!((e.hand, e.crib, e.peg), (0.0, 0.0, 0.0), "{e:?} {at}");
                }
                match e.win {
                    Some(win) => {
                        let fits = table && !e.cards.is_empty();
                        assert!(fits && (0.0..=1.0).contains(&win), "{e:?} {at}");
                    }
                    None => assert!(!table || e.cards.is_empty(), "{e:?} {at}"),
                }
            }
            let rest = &advice.entries[1..];
            let by_points = rest.windows(2).all(|w| w[0].points >= w[1].points);
            let by_win = rest.windows(2).all(|w| w[0].win >= w[1].win);
            assert!(by_points || by_win, "the rest best first: {at}");
        });
        assert!(discards >= 4 && plays >= 12, "{variant}: {discards} discards, {plays} plays");
    }
}

#[test]
fn view_win_chance_is_the_models_then_the_best_cards() {
    let rules = GameRules::new(Variant::SixCard);
    let (mut model, mut at_zero, mut search) = (0, 0, 0);
    expert_deals(&rules, 7, 2, |view, choice| {
        let chance = libcrib::view_win_chance(view).unwrap();
        assert_eq!(chance, libcrib::view_win_chance(view).unwrap());
        assert!((0.0..=1.0).contains(&chance.win), "{chance:?}");
        if view.stage == Stage::Discard {
            // Both sides far from the end: the model, not the search.
            assert!(view.score.iter().all(|&s| s + 48 < rules.target), "{view:?}");
            assert_eq!(chance.method, ChanceMethod::Model, "{view:?}");
            assert!((chance.lurch - (2.0 * chance.win - 1.0)).abs() < 0.2, "{chance:?}");
            // The model's chance is advise()'s for the keep the expert makes.
            let keep = libcrib::advise(view).unwrap().entries[0].win.unwrap();
            assert!((chance.win - keep).abs() < 1e-9, "{chance:?} {keep}");
            model += 1;
            at_zero += u32::from(view.score == [0, 0, 0]);
        } else {
            assert_eq!(chance.method, ChanceMethod::Search, "{view:?}");
            if !choice.is_empty() {
                let advice = libcrib::advise(view).unwrap();
                let best = advice.entries.iter().filter_map(|e| e.win).fold(f64::MIN, f64::max);
                assert!((chance.win - best).abs() < 1e-9, "{chance:?} {advice:?}");
                search += 1;
            }
        }
    });
    assert_eq!((model, at_zero), (4, 2));
    assert!(search >= 12, "{search} plays with a card");
    assert_eq!(ChanceMethod::Model.to_string(), "model");
    assert_eq!(ChanceMethod::from_raw(ChanceMethod::Show.raw()), Some(ChanceMethod::Show));
    for variant in [Variant::FiveCard, Variant::Three] {
        let mut deal = Deal::new(&GameRules::new(variant), 7, Some(0)).unwrap();
        deal.start().unwrap();
        let view = deal.view(0, Mask::EMPTY).unwrap();
        assert_eq!(libcrib::view_win_chance(&view).unwrap_err(), Error::Range, "{variant}");
    }
}

#[test]
fn refused_views_are_errors() {
    let mut deal = Deal::new(&GameRules::default(), 9, Some(1)).unwrap();
    deal.start().unwrap();
    let view = deal.view(0, Mask::EMPTY).unwrap();
    let mut bad = view.clone();
    bad.stage = Stage::Cut;
    assert_eq!(libcrib::advise(&bad).unwrap_err(), Error::Range);
    assert_eq!(libcrib::view_win_chance(&bad).unwrap_err(), Error::Range);
    bad = view.clone();
    bad.hand = Mask::EMPTY;
    assert!(libcrib::advise(&bad).is_err());
    bad.pile = vec![Card::new(0).unwrap(); 14];
    assert_eq!(libcrib::advise(&bad).unwrap_err(), Error::Range);
    assert_eq!(libcrib::view_win_chance(&bad).unwrap_err(), Error::Range);
}
