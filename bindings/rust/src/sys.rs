// SPDX-License-Identifier: MIT
//! The one place the crate calls C: a safe function for each of libcrib's, taking
//! references and slices, so that every pointer handed to the library is live, aligned and
//! as long as the length passed with it. Each returns the library's code as it is; the
//! modules above turn codes into `Result`s. Nothing else in the crate is `unsafe` (lib.rs
//! denies it elsewhere).
//!
//! What each call's SAFETY rests on, besides the pointers: libcrib writes nothing but the
//! structures and the `cap` elements it is given, keeps no pointer after it returns, and
//! checks every value it reads (crib.h: "Every pointer and every card is checked").
#![allow(clippy::too_many_arguments)]

use crate::card::{Card, Mask};
use crate::ffi::{self, crib_card};
use core::ffi::{CStr, c_char};

/// The ids of cards, as the library takes them.
pub fn ids(cards: &[Card]) -> &[crib_card] {
    // SAFETY: Card is #[repr(transparent)] over crib_card (u8), so a slice of Cards is a
    // slice of as many u8 with the same lifetime.
    unsafe { core::slice::from_raw_parts(cards.as_ptr().cast::<crib_card>(), cards.len()) }
}

/// Masks, as the library takes them.
pub fn masks(masks: &[Mask]) -> &[u64] {
    // SAFETY: Mask is #[repr(transparent)] over u64, so a slice of Masks is a slice of as
    // many u64 with the same lifetime.
    unsafe { core::slice::from_raw_parts(masks.as_ptr().cast::<u64>(), masks.len()) }
}

/// A static text of the library: crib_version_string() and crib_strerror() never return
/// NULL and their texts are static (crib.h), ASCII.
fn static_text(text: *const c_char) -> &'static str {
    if text.is_null() {
        return "";
    }
    // SAFETY: not NULL (checked), NUL-terminated and static, as crib.h promises.
    let text = unsafe { CStr::from_ptr(text) };
    text.to_str().unwrap_or("")
}

pub fn version_number() -> u32 {
    // SAFETY: no arguments.
    unsafe { ffi::crib_version_number() }
}

pub fn version_string() -> &'static str {
    // SAFETY: no arguments; the text is static (see static_text).
    static_text(unsafe { ffi::crib_version_string() })
}

pub fn strerror(code: i32) -> &'static str {
    // SAFETY: any code is taken; the text is static (see static_text).
    static_text(unsafe { ffi::crib_strerror(code) })
}

pub fn card_make(rank: i32, suit: i32) -> i32 {
    // SAFETY: numbers only.
    unsafe { ffi::crib_card_make(rank, suit) }
}

pub fn card_rank(card: crib_card) -> i32 {
    // SAFETY: numbers only; the card is checked.
    unsafe { ffi::crib_card_rank(card) }
}

pub fn card_suit(card: crib_card) -> i32 {
    // SAFETY: numbers only; the card is checked.
    unsafe { ffi::crib_card_suit(card) }
}

pub fn card_value(card: crib_card) -> i32 {
    // SAFETY: numbers only; the card is checked.
    unsafe { ffi::crib_card_value(card) }
}

pub fn card_parse(text: &CStr, out: &mut crib_card) -> i32 {
    // SAFETY: text is NUL-terminated; out is one live byte.
    unsafe { ffi::crib_card_parse(text.as_ptr(), out) }
}

pub fn card_format(card: crib_card, buf: &mut [u8]) -> i32 {
    // SAFETY: buf is buf.len() writable bytes.
    unsafe { ffi::crib_card_format(card, buf.as_mut_ptr().cast(), buf.len()) }
}

pub fn hand_parse(text: &CStr, cards: &mut [crib_card]) -> i32 {
    // SAFETY: text is NUL-terminated; cards is cards.len() writable bytes.
    unsafe { ffi::crib_hand_parse(text.as_ptr(), cards.as_mut_ptr(), cards.len()) }
}

pub fn hand_format(cards: &[crib_card], buf: &mut [u8]) -> i32 {
    // SAFETY: cards.len() readable bytes; buf.len() writable bytes.
    unsafe {
        ffi::crib_hand_format(cards.as_ptr(), cards.len(), buf.as_mut_ptr().cast(), buf.len())
    }
}

pub fn mask_from_cards(cards: &[crib_card], out: &mut u64) -> i32 {
    // SAFETY: cards.len() readable bytes; out is live.
    unsafe { ffi::crib_mask_from_cards(cards.as_ptr(), cards.len(), out) }
}

pub fn mask_to_cards(mask: u64, cards: &mut [crib_card]) -> i32 {
    // SAFETY: cards.len() writable bytes.
    unsafe { ffi::crib_mask_to_cards(mask, cards.as_mut_ptr(), cards.len()) }
}

pub fn mask_count(mask: u64) -> i32 {
    // SAFETY: numbers only.
    unsafe { ffi::crib_mask_count(mask) }
}

pub fn hand_score(
    hand: &[crib_card],
    starter: crib_card,
    flags: u32,
    out: &mut ffi::crib_score,
) -> i32 {
    // SAFETY: hand.len() readable bytes; out is live.
    unsafe { ffi::crib_hand_score(hand.as_ptr(), hand.len(), starter, flags, out) }
}

pub fn score_format(score: &ffi::crib_score, buf: &mut [u8]) -> i32 {
    // SAFETY: score is live (and checked by the library); buf.len() writable bytes.
    unsafe { ffi::crib_score_format(score, buf.as_mut_ptr().cast(), buf.len()) }
}

pub fn starter_heels(starter: crib_card) -> i32 {
    // SAFETY: numbers only.
    unsafe { ffi::crib_starter_heels(starter) }
}

pub fn peg_score(pile: &[crib_card], out: &mut ffi::crib_peg) -> i32 {
    // SAFETY: pile.len() readable bytes; out is live.
    unsafe { ffi::crib_peg_score(pile.as_ptr(), pile.len(), out) }
}

/// crib_play_init() reads hands[0 .. players-1]: refused here when the slice is shorter.
pub fn play_init(
    play: &mut ffi::crib_play,
    players: u32,
    hands: &[u64],
    leader: u32,
    flags: u32,
) -> i32 {
    if (players as usize) > hands.len() {
        return ffi::CRIB_ERANGE;
    }
    // SAFETY: play is live; hands holds at least `players` masks (checked above).
    unsafe { ffi::crib_play_init(play, players, hands.as_ptr(), leader, flags) }
}

pub fn play_turn(play: &ffi::crib_play) -> i32 {
    // SAFETY: play is live.
    unsafe { ffi::crib_play_turn(play) }
}

pub fn play_count(play: &ffi::crib_play) -> i32 {
    // SAFETY: play is live.
    unsafe { ffi::crib_play_count(play) }
}

pub fn play_over(play: &ffi::crib_play) -> i32 {
    // SAFETY: play is live.
    unsafe { ffi::crib_play_over(play) }
}

pub fn play_pile(play: &ffi::crib_play, cards: &mut [crib_card]) -> i32 {
    // SAFETY: play is live; cards.len() writable bytes.
    unsafe { ffi::crib_play_pile(play, cards.as_mut_ptr(), cards.len()) }
}

pub fn play_hand(play: &ffi::crib_play, player: u32, out: &mut u64) -> i32 {
    // SAFETY: play and out are live.
    unsafe { ffi::crib_play_hand(play, player, out) }
}

pub fn play_legal(play: &ffi::crib_play, player: u32, out: &mut u64) -> i32 {
    // SAFETY: play and out are live.
    unsafe { ffi::crib_play_legal(play, player, out) }
}

pub fn play_dead(play: &ffi::crib_play, out: &mut u64) -> i32 {
    // SAFETY: play and out are live.
    unsafe { ffi::crib_play_dead(play, out) }
}

pub fn play_points(play: &ffi::crib_play, player: u32) -> i32 {
    // SAFETY: play is live.
    unsafe { ffi::crib_play_points(play, player) }
}

pub fn play_card(
    play: &mut ffi::crib_play,
    player: u32,
    card: crib_card,
    event: &mut ffi::crib_play_event,
) -> i32 {
    // SAFETY: play and event are live.
    unsafe { ffi::crib_play_card(play, player, card, event) }
}

pub fn play_go(play: &mut ffi::crib_play, player: u32, event: &mut ffi::crib_play_event) -> i32 {
    // SAFETY: play and event are live.
    unsafe { ffi::crib_play_go(play, player, event) }
}

pub fn mask_score(hand: u64, starter: crib_card, flags: u32) -> i32 {
    // SAFETY: numbers only.
    unsafe { ffi::crib_mask_score(hand, starter, flags) }
}

pub fn mask_score_starters(hand: u64, flags: u32, scores: &mut [u8; 52]) -> i32 {
    // SAFETY: scores is the 52 writable bytes the function writes.
    unsafe { ffi::crib_mask_score_starters(hand, flags, scores.as_mut_ptr()) }
}

/// crib_mask_score_many() over hands.len() hands: refused here unless the three slices are
/// as long.
pub fn mask_score_many(
    hands: &[u64],
    starters: &[crib_card],
    flags: u32,
    scores: &mut [u8],
    failed: &mut usize,
) -> i32 {
    if starters.len() != hands.len() || scores.len() != hands.len() {
        return ffi::CRIB_ECOUNT;
    }
    // SAFETY: the three slices hold hands.len() elements each (checked above); failed is live.
    unsafe {
        ffi::crib_mask_score_many(
            hands.as_ptr(),
            starters.as_ptr(),
            hands.len(),
            flags,
            scores.as_mut_ptr(),
            failed,
        )
    }
}

/// crib_mask_score_starters_many() over hands.len() hands: refused here unless scores holds
/// 52 bytes a hand.
pub fn mask_score_starters_many(
    hands: &[u64],
    flags: u32,
    scores: &mut [u8],
    failed: &mut usize,
) -> i32 {
    if hands.len().checked_mul(52) != Some(scores.len()) {
        return ffi::CRIB_ECOUNT;
    }
    // SAFETY: hands.len() masks and 52 * hands.len() bytes (checked above); failed is live.
    unsafe {
        ffi::crib_mask_score_starters_many(
            hands.as_ptr(),
            hands.len(),
            flags,
            scores.as_mut_ptr(),
            failed,
        )
    }
}

pub fn hand_expect(hand: u64, dead: u64, out: &mut ffi::crib_expect) -> i32 {
    // SAFETY: out is live.
    unsafe { ffi::crib_hand_expect(hand, dead, out) }
}

pub fn discard_expect(discard: u64, dead: u64, out: &mut ffi::crib_expect) -> i32 {
    // SAFETY: out is live.
    unsafe { ffi::crib_discard_expect(discard, dead, out) }
}

pub fn discard_expect_model(
    discard: u64,
    dead: u64,
    flags: u32,
    out: &mut ffi::crib_expect,
) -> i32 {
    // SAFETY: out is live.
    unsafe { ffi::crib_discard_expect_model(discard, dead, flags, out) }
}

pub fn discard_analyze(dealt: &[crib_card], flags: u32, keeps: &mut [ffi::crib_keep]) -> i32 {
    // SAFETY: dealt.len() readable bytes; keeps.len() writable structures.
    unsafe {
        ffi::crib_discard_analyze(
            dealt.as_ptr(),
            dealt.len(),
            flags,
            keeps.as_mut_ptr(),
            keeps.len(),
        )
    }
}

pub fn discard_table(table: &mut [ffi::crib_pair_value]) -> i32 {
    // SAFETY: table.len() writable structures.
    unsafe { ffi::crib_discard_table(table.as_mut_ptr(), table.len()) }
}

pub fn discard_table_model(flags: u32, table: &mut [ffi::crib_pair_value]) -> i32 {
    // SAFETY: table.len() writable structures.
    unsafe { ffi::crib_discard_table_model(flags, table.as_mut_ptr(), table.len()) }
}

pub fn game_rules_default(rules: &mut ffi::crib_game_rules, variant: u32) -> i32 {
    // SAFETY: rules is live.
    unsafe { ffi::crib_game_rules_default(rules, variant) }
}

pub fn game_init(game: &mut ffi::crib_game, rules: &ffi::crib_game_rules, dealer: u32) -> i32 {
    // SAFETY: game and rules are live.
    unsafe { ffi::crib_game_init(game, rules, dealer) }
}

pub fn game_next_deal(game: &mut ffi::crib_game) -> i32 {
    // SAFETY: game is live.
    unsafe { ffi::crib_game_next_deal(game) }
}

pub fn game_peg(
    game: &mut ffi::crib_game,
    player: u32,
    points: u32,
    reason: u32,
    pegged: &mut u32,
) -> i32 {
    // SAFETY: game and pegged are live.
    unsafe { ffi::crib_game_peg(game, player, points, reason, pegged) }
}

pub fn game_claim(
    game: &mut ffi::crib_game,
    player: u32,
    flags: u32,
    claimed: u32,
    actual: u32,
    out: &mut ffi::crib_claim,
) -> i32 {
    // SAFETY: game and out are live.
    unsafe { ffi::crib_game_claim(game, player, flags, claimed, actual, out) }
}

pub fn game_claim_score(
    game: &mut ffi::crib_game,
    player: u32,
    flags: u32,
    claimed: u32,
    score: &ffi::crib_score,
    out: &mut ffi::crib_claim,
) -> i32 {
    // SAFETY: game, score and out are live.
    unsafe { ffi::crib_game_claim_score(game, player, flags, claimed, score, out) }
}

pub fn game_claim_play(
    game: &mut ffi::crib_game,
    event: &ffi::crib_play_event,
    claimed: u32,
    out: &mut ffi::crib_claim,
) -> i32 {
    // SAFETY: game, event and out are live.
    unsafe { ffi::crib_game_claim_play(game, event, claimed, out) }
}

pub fn game_overpeg(game: &mut ffi::crib_game, player: u32, points: u32, penalty: &mut u32) -> i32 {
    // SAFETY: game and penalty are live.
    unsafe { ffi::crib_game_overpeg(game, player, points, penalty) }
}

pub fn game_opponent(game: &ffi::crib_game, player: u32) -> i32 {
    // SAFETY: game is live.
    unsafe { ffi::crib_game_opponent(game, player) }
}

pub fn game_over(game: &ffi::crib_game) -> i32 {
    // SAFETY: game is live.
    unsafe { ffi::crib_game_over(game) }
}

pub fn game_board(game: &ffi::crib_game, side: u32, front: &mut u32, rear: &mut u32) -> i32 {
    // SAFETY: game, front and rear are live.
    unsafe { ffi::crib_game_board(game, side, front, rear) }
}

pub fn game_side(game: &ffi::crib_game, player: u32) -> i32 {
    // SAFETY: game is live.
    unsafe { ffi::crib_game_side(game, player) }
}

pub fn game_players(game: &ffi::crib_game) -> i32 {
    // SAFETY: game is live.
    unsafe { ffi::crib_game_players(game) }
}

pub fn game_dealer(game: &ffi::crib_game) -> i32 {
    // SAFETY: game is live.
    unsafe { ffi::crib_game_dealer(game) }
}

pub fn game_deals(game: &ffi::crib_game) -> i32 {
    // SAFETY: game is live.
    unsafe { ffi::crib_game_deals(game) }
}

pub fn game_result(game: &ffi::crib_game, out: &mut ffi::crib_result) -> i32 {
    // SAFETY: game and out are live.
    unsafe { ffi::crib_game_result(game, out) }
}

pub fn match_init(state: &mut ffi::crib_match, wins_needed: u32, flags: u32) -> i32 {
    // SAFETY: state is live.
    unsafe { ffi::crib_match_init(state, wins_needed, flags) }
}

pub fn match_record(state: &mut ffi::crib_match, result: &ffi::crib_result) -> i32 {
    // SAFETY: state and result are live.
    unsafe { ffi::crib_match_record(state, result) }
}

pub fn match_standing(state: &ffi::crib_match, out: &mut ffi::crib_standing) -> i32 {
    // SAFETY: state and out are live.
    unsafe { ffi::crib_match_standing(state, out) }
}

pub fn rng_next(state: &mut u64, out: &mut u64) -> i32 {
    // SAFETY: state and out are live.
    unsafe { ffi::crib_rng_next(state, out) }
}

pub fn rng_below(state: &mut u64, n: u64, out: &mut u32) -> i32 {
    // SAFETY: state and out are live.
    unsafe { ffi::crib_rng_below(state, n, out) }
}

pub fn deck_shuffle(state: &mut u64, deck: &mut [crib_card; 52]) -> i32 {
    // SAFETY: state is live; deck is the 52 writable bytes the function writes.
    unsafe { ffi::crib_deck_shuffle(state, deck.as_mut_ptr()) }
}

pub fn deal_init(
    deal: &mut ffi::crib_deal,
    rules: &ffi::crib_game_rules,
    seed: u64,
    first_dealer: u32,
) -> i32 {
    // SAFETY: deal and rules are live.
    unsafe { ffi::crib_deal_init(deal, rules, seed, first_dealer) }
}

pub fn deal_start(deal: &mut ffi::crib_deal) -> i32 {
    // SAFETY: deal is live.
    unsafe { ffi::crib_deal_start(deal) }
}

pub fn deal_start_cut(deal: &mut ffi::crib_deal, position: u32) -> i32 {
    // SAFETY: deal is live.
    unsafe { ffi::crib_deal_start_cut(deal, position) }
}

pub fn deal_discard(deal: &mut ffi::crib_deal, player: u32, cards: &[crib_card]) -> i32 {
    // SAFETY: deal is live; cards.len() readable bytes.
    unsafe { ffi::crib_deal_discard(deal, player, cards.as_ptr(), cards.len()) }
}

pub fn deal_cut(deal: &mut ffi::crib_deal, heels: &mut u32) -> i32 {
    // SAFETY: deal and heels are live.
    unsafe { ffi::crib_deal_cut(deal, heels) }
}

pub fn deal_cut_at(deal: &mut ffi::crib_deal, position: u32, heels: &mut u32) -> i32 {
    // SAFETY: deal and heels are live.
    unsafe { ffi::crib_deal_cut_at(deal, position, heels) }
}

pub fn deal_stock(deal: &ffi::crib_deal, cards: &mut [crib_card]) -> i32 {
    // SAFETY: deal is live; cards.len() writable bytes.
    unsafe { ffi::crib_deal_stock(deal, cards.as_mut_ptr(), cards.len()) }
}

pub fn deal_play(deal: &ffi::crib_deal, out: &mut ffi::crib_play) -> i32 {
    // SAFETY: deal and out are live.
    unsafe { ffi::crib_deal_play(deal, out) }
}

pub fn deal_play_card(
    deal: &mut ffi::crib_deal,
    player: u32,
    card: crib_card,
    event: &mut ffi::crib_play_event,
) -> i32 {
    // SAFETY: deal and event are live.
    unsafe { ffi::crib_deal_play_card(deal, player, card, event) }
}

pub fn deal_play_go(
    deal: &mut ffi::crib_deal,
    player: u32,
    event: &mut ffi::crib_play_event,
) -> i32 {
    // SAFETY: deal and event are live.
    unsafe { ffi::crib_deal_play_go(deal, player, event) }
}

pub fn deal_play_claim(
    deal: &mut ffi::crib_deal,
    player: u32,
    card: u32,
    claimed: u32,
    event: &mut ffi::crib_play_event,
    claim: &mut ffi::crib_claim,
) -> i32 {
    // SAFETY: deal, event and claim are live.
    unsafe { ffi::crib_deal_play_claim(deal, player, card, claimed, event, claim) }
}

pub fn deal_show(deal: &mut ffi::crib_deal, claimed: u32, out: &mut ffi::crib_show) -> i32 {
    // SAFETY: deal and out are live.
    unsafe { ffi::crib_deal_show(deal, claimed, out) }
}

pub fn deal_status(deal: &ffi::crib_deal, out: &mut ffi::crib_status) -> i32 {
    // SAFETY: deal and out are live.
    unsafe { ffi::crib_deal_status(deal, out) }
}

pub fn deal_game(deal: &ffi::crib_deal, out: &mut ffi::crib_game) -> i32 {
    // SAFETY: deal and out are live.
    unsafe { ffi::crib_deal_game(deal, out) }
}

pub fn deal_misdeal(deal: &mut ffi::crib_deal) -> i32 {
    // SAFETY: deal is live.
    unsafe { ffi::crib_deal_misdeal(deal) }
}

pub fn deal_miscount(deal: &mut ffi::crib_deal, holder: u32, delta: i32) -> i32 {
    // SAFETY: deal is live.
    unsafe { ffi::crib_deal_miscount(deal, holder, delta) }
}

pub fn deal_rectify(
    deal: &mut ffi::crib_deal,
    holder: u32,
    choice: u32,
    drawn: &[crib_card],
    pegged: &mut u32,
) -> i32 {
    // SAFETY: deal and pegged are live; drawn.len() readable bytes.
    unsafe { ffi::crib_deal_rectify(deal, holder, choice, drawn.as_ptr(), drawn.len(), pegged) }
}

pub fn deal_overpeg(deal: &mut ffi::crib_deal, player: u32, penalty: &mut u32) -> i32 {
    // SAFETY: deal and penalty are live.
    unsafe { ffi::crib_deal_overpeg(deal, player, penalty) }
}

pub fn deal_correct(deal: &mut ffi::crib_deal, player: u32, pegged: &mut u32) -> i32 {
    // SAFETY: deal and pegged are live.
    unsafe { ffi::crib_deal_correct(deal, player, pegged) }
}

pub fn deal_view(
    deal: &ffi::crib_deal,
    player: u32,
    discard: u64,
    out: &mut ffi::crib_view,
) -> i32 {
    // SAFETY: deal and out are live.
    unsafe { ffi::crib_deal_view(deal, player, discard, out) }
}

/// crib_bot_discard() writes `discard` cards: refused here when out is shorter.
pub fn bot_discard(
    dealt: &[crib_card],
    discard: u32,
    is_dealer: u32,
    out: &mut [crib_card],
) -> i32 {
    if (discard as usize) > out.len() {
        return ffi::CRIB_ECOUNT;
    }
    // SAFETY: dealt.len() readable bytes; out holds at least `discard` bytes (checked above).
    unsafe {
        ffi::crib_bot_discard(dealt.as_ptr(), dealt.len(), discard, is_dealer, out.as_mut_ptr())
    }
}

pub fn bot_play(play: &ffi::crib_play, player: u32, card: &mut crib_card) -> i32 {
    // SAFETY: play and card are live.
    unsafe { ffi::crib_bot_play(play, player, card) }
}

pub fn win_chance(
    target: u32,
    own: u32,
    other: u32,
    own_deals: u32,
    out: &mut ffi::crib_chance,
) -> i32 {
    // SAFETY: out is live.
    unsafe { ffi::crib_win_chance(target, own, other, own_deals, out) }
}

pub fn bot_choose_discard(
    view: &ffi::crib_view,
    level: u32,
    seed: u64,
    out: &mut [crib_card],
) -> i32 {
    // SAFETY: view is live; out.len() writable bytes.
    unsafe { ffi::crib_bot_choose_discard(view, level, seed, out.as_mut_ptr(), out.len()) }
}

pub fn bot_choose_play(view: &ffi::crib_view, level: u32, seed: u64, card: &mut crib_card) -> i32 {
    // SAFETY: view and card are live.
    unsafe { ffi::crib_bot_choose_play(view, level, seed, card) }
}

pub fn advise(view: &ffi::crib_view, out: &mut ffi::crib_advice) -> i32 {
    // SAFETY: view and out are live.
    unsafe { ffi::crib_advise(view, out) }
}

pub fn view_win_chance(view: &ffi::crib_view, out: &mut ffi::crib_chance) -> i32 {
    // SAFETY: view and out are live.
    unsafe { ffi::crib_view_win_chance(view, out) }
}

pub fn arena_init(arena: &mut ffi::crib_arena, config: &ffi::crib_arena_config) -> i32 {
    // SAFETY: arena and config are live.
    unsafe { ffi::crib_arena_init(arena, config) }
}

pub fn arena_next(
    arena: &mut ffi::crib_arena,
    flags: u32,
    event: &mut ffi::crib_arena_event,
) -> i32 {
    // SAFETY: arena and event are live.
    unsafe { ffi::crib_arena_next(arena, flags, event) }
}

pub fn arena_discard(arena: &mut ffi::crib_arena, cards: &[crib_card]) -> i32 {
    // SAFETY: arena is live; cards.len() readable bytes.
    unsafe { ffi::crib_arena_discard(arena, cards.as_ptr(), cards.len()) }
}

pub fn arena_play(arena: &mut ffi::crib_arena, card: u32) -> i32 {
    // SAFETY: arena is live.
    unsafe { ffi::crib_arena_play(arena, card) }
}

pub fn arena_tally(arena: &ffi::crib_arena, out: &mut ffi::crib_tally) -> i32 {
    // SAFETY: arena and out are live.
    unsafe { ffi::crib_arena_tally(arena, out) }
}

pub fn tally_add(sum: &mut ffi::crib_tally, more: &ffi::crib_tally) -> i32 {
    // SAFETY: sum and more are live and distinct (a &mut and a & cannot alias).
    unsafe { ffi::crib_tally_add(sum, more) }
}

pub fn tally_summary(tally: &ffi::crib_tally, out: &mut ffi::crib_summary) -> i32 {
    // SAFETY: tally and out are live.
    unsafe { ffi::crib_tally_summary(tally, out) }
}

#[cfg(test)]
mod tests {
    use crate::ffi;
    use core::mem::size_of;

    /// Every structure is as large in Rust as the linked library says it is in C: the
    /// compile-time assertions of ffi.rs hold the header's layout, this the library's.
    #[test]
    fn sizes_are_the_librarys() {
        // SAFETY: the size functions take nothing and return a number.
        let sizes = unsafe {
            [
                (ffi::crib_score_size(), size_of::<ffi::crib_score>()),
                (ffi::crib_item_size(), size_of::<ffi::crib_item>()),
                (ffi::crib_peg_size(), size_of::<ffi::crib_peg>()),
                (ffi::crib_play_size(), size_of::<ffi::crib_play>()),
                (ffi::crib_play_event_size(), size_of::<ffi::crib_play_event>()),
                (ffi::crib_expect_size(), size_of::<ffi::crib_expect>()),
                (ffi::crib_keep_size(), size_of::<ffi::crib_keep>()),
                (ffi::crib_pair_value_size(), size_of::<ffi::crib_pair_value>()),
                (ffi::crib_game_rules_size(), size_of::<ffi::crib_game_rules>()),
                (ffi::crib_game_size(), size_of::<ffi::crib_game>()),
                (ffi::crib_result_size(), size_of::<ffi::crib_result>()),
                (ffi::crib_claim_size(), size_of::<ffi::crib_claim>()),
                (ffi::crib_match_size(), size_of::<ffi::crib_match>()),
                (ffi::crib_standing_size(), size_of::<ffi::crib_standing>()),
                (ffi::crib_deal_size(), size_of::<ffi::crib_deal>()),
                (ffi::crib_status_size(), size_of::<ffi::crib_status>()),
                (ffi::crib_show_size(), size_of::<ffi::crib_show>()),
                (ffi::crib_chance_size(), size_of::<ffi::crib_chance>()),
                (ffi::crib_view_size(), size_of::<ffi::crib_view>()),
                (ffi::crib_advice_entry_size(), size_of::<ffi::crib_advice_entry>()),
                (ffi::crib_advice_size(), size_of::<ffi::crib_advice>()),
                (ffi::crib_arena_size(), size_of::<ffi::crib_arena>()),
                (ffi::crib_arena_config_size(), size_of::<ffi::crib_arena_config>()),
                (ffi::crib_arena_event_size(), size_of::<ffi::crib_arena_event>()),
                (ffi::crib_tally_size(), size_of::<ffi::crib_tally>()),
                (ffi::crib_summary_size(), size_of::<ffi::crib_summary>()),
            ]
        };
        for (i, (c, rust)) in sizes.iter().enumerate() {
            assert_eq!(c, rust, "structure {i}");
        }
    }
}
