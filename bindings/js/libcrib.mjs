// SPDX-License-Identifier: MIT
// libcrib for JavaScript: the C library built for WebAssembly (`make wasm`), wrapped.
//
//   import { load } from './libcrib.mjs';
//   const crib = await load();                 // build/wasm/libcrib.wasm of this tree
//   crib.score('5h 5d 5c Js', '5s').total;     // 29
//   const best = crib.discardAnalyze('5h 5d 5c Js 2c 9h', { dealer: true })[0];
//   best.keep;                                 // ['5c', '5d', '5h', 'Js']
//   const play = new crib.Play(2, ['Kc Kd 2c 2d', '9h 8h 7h 6h'], 0);
//   play.play(0, 'Kc').next;                   // 1
//   const deal = new crib.Deal(crib.gameRules(), 3n);   // a seeded game, cut for deal
//   deal.info().firstCut;                      // ['5s', 'Js']
//
// Cards go in as texts ("5h", "10S", "J♠") or ids (rank * 4 + suit), sets of cards also as
// masks (BigInts); results come out in the shapes the `crib` program prints with --json,
// with cards as texts. Every failure of the library throws a CribError carrying the
// library's code and sentence. Works in node and browsers.

// Constants mirrored from include/crib.h; test.mjs checks each against the header.
export const codes = Object.freeze({
  OK: 0, ENULL: -1, ECARD: -2, EDUP: -3, ECOUNT: -4, EFLAGS: -5, EPARSE: -6, ESPACE: -7,
  EMASK: -8, ERANGE: -9, EOVER31: -10, ENOTHELD: -11, ETURN: -12, EMUSTPLAY: -13, EDONE: -14,
  EORDER: -15, ESTAGE: -16,
});
export const CARDS = 52;
export const CRIB = 1;
export const POS_STARTER = 4;
export const SCORE_MAX_ITEMS = 32;
export const PEG_MAX_ITEMS = 4;
export const PLAY_FIVE_CARD = 1;
export const PLAY_MAX_PLAYERS = 4;
export const PLAY_NONE = 0xFFFFFFFF;
export const DISCARD_DEALER = 1;
export const DISCARD_FIVE_CARD = 2;
export const DISCARD_MAX_KEEPS = 15;
export const CRIB_TABLE_SIZE = 169;
export const VARIANT_SIX_CARD = 0;
export const VARIANT_FIVE_CARD = 1;
export const VARIANT_THREE = 2;
export const VARIANT_FOUR = 3;
export const VARIANT_TWO_TO_CRIB = 4;
export const OPT_NO_GO_OUT = 1;
export const OPT_NO_HEELS_NEAR = 2;
export const OPT_EXACT = 4;
export const OPT_MUGGINS = 8;
export const OPT_OVERCLAIM = 16;
export const LADDER_NONE = 0;
export const LADDER_LURCH = 1;
export const LADDER_SKUNK = 2;
export const LEVEL_NONE = 0;
export const LEVEL_LURCH = 1;
export const LEVEL_SKUNK = 2;
export const LEVEL_DOUBLE_SKUNK = 3;
export const LEVEL_TRIPLE_SKUNK = 4;
export const PHASE_START = 0;
export const PHASE_HEELS = 1;
export const PHASE_PLAY = 2;
export const PHASE_SHOW_HAND = 3;
export const PHASE_SHOW_CRIB = 4;
export const PEG_THREE_FOR_LAST = 1;
export const PEG_HEELS = 2;
export const PEG_PLAY = 3;
export const PEG_GO = 4;
export const PEG_HAND = 5;
export const PEG_CRIB = 6;
export const PEG_MUGGINS = 7;
export const PEG_PENALTY = 8;
export const GAME_MAX_SIDES = 3;
export const GAME_MAX_TARGET = 1000;
export const CLAIM_ALL = 0xFFFFFFFF;
export const MATCH_LOSER_DEALS = 1;
export const DEAL_CUT = 0xFFFFFFFF;
export const STAGE_DEAL = 0;
export const STAGE_DISCARD = 1;
export const STAGE_CUT = 2;
export const STAGE_PLAY = 3;
export const STAGE_SHOW = 4;
export const STAGE_OVER = 5;
export const itemKinds = Object.freeze({
  1: 'fifteen', 2: 'run', 3: 'pair', 4: 'flush', 5: 'nobs', 6: 'thirty-one', 7: 'go',
});
// The names `crib game --json` prints for a result's phase, reason and levels.
const PHASE_NAMES = ['start', 'heels', 'play', 'show-hand', 'show-crib'];
const REASON_NAMES = [null, 'three-for-last', 'heels', 'play', 'go', 'hand', 'crib', 'muggins', 'penalty'];
const LEVEL_NAMES = ['none', 'lurch', 'skunk', 'double-skunk', 'triple-skunk'];

// The layout of crib_score and crib_item in wasm32 memory, as crib.h declares them.
const SCORE_FIELDS = ['total', 'fifteens', 'runs', 'pairs', 'flush', 'nobs'];
const SCORE_N_ITEMS = 24;
const SCORE_ITEMS = 32;
const ITEM_SIZE = 16;
const SCORE_SIZE = SCORE_ITEMS + ITEM_SIZE * SCORE_MAX_ITEMS;
// crib_peg: seven uint32 sums, n_items, then the items.
const PEG_FIELDS = ['total', 'count', 'fifteen', 'thirtyOne', 'pairs', 'run', 'go'];
const PEG_N_ITEMS = 28;
const PEG_ITEMS = 32;
const PEG_SIZE = PEG_ITEMS + ITEM_SIZE * PEG_MAX_ITEMS;
// crib_play is opaque here: its bytes are copied, never read.
const PLAY_SIZE = 96;
// crib_play_event: nine uint32 fields, three reserved, then a crib_peg.
const EVENT_PEG = 48;
const EVENT_SIZE = EVENT_PEG + PEG_SIZE;
const EXPECT_SIZE = 32;
const KEEP_SIZE = 16 + 2 * EXPECT_SIZE + 8;
const PAIR_VALUE_SIZE = 24;
// crib_game_rules: eight uint32 fields, four reserved.
const RULE_FIELDS = ['variant', 'target', 'options', 'ladder', 'lurchValue', 'skunkValue',
                     'doubleSkunkValue', 'tripleSkunkValue'];
const RULES_SIZE = 48;
// crib_game and crib_deal are opaque here, like crib_play.
const GAME_SIZE = 112;
const DEAL_SIZE = 296;
// crib_result: six uint32 fields, score, level and value by side, total_value.
const RESULT_SIZE = 64;
const CLAIM_FIELDS = ['player', 'opponent', 'claimed', 'actual', 'missed', 'overClaimed', 'pegged',
                      'muggins', 'penalty', 'ended'];
const CLAIM_SIZE = 40;
// crib_match: wins_needed, flags, sides, games, wins and value by side, next_dealer, winner.
const MATCH_SIZE = 48;
// crib_status: ten uint32 fields, first_cut by player, then the uint64 hands and crib.
const INFO_HAND = 56;
const INFO_SIZE = 96;
// crib_show: four uint32 fields, four cards, reserved, a crib_claim, then a crib_score.
const SHOW_CARDS = 16;
const SHOW_CLAIM = 24;
const SHOW_SCORE = 64;
const SHOW_SIZE = SHOW_SCORE + SCORE_SIZE;

/** A failure reported by libcrib: .code is the CRIB_E* code, .message its sentence. */
export class CribError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'CribError';
    this.code = code;
  }
}

/**
 * Instantiates libcrib.wasm and returns its functions. source: a path or URL (default: the
 * build of this tree, build/wasm/libcrib.wasm), the file's bytes, or a WebAssembly.Module.
 */
export async function load(source = new URL('../../build/wasm/libcrib.wasm', import.meta.url)) {
  const instance = source instanceof WebAssembly.Module
    ? await WebAssembly.instantiate(source, {})
    : (await WebAssembly.instantiate(await wasmBytes(source), {})).instance;
  return bind(instance.exports);
}

async function wasmBytes(source) {
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return source;
  const inNode = typeof process === 'object' && Boolean(process.versions?.node);
  const url = source instanceof URL ? source : /^[a-z][a-z0-9+.-]*:\/\//i.test(source) ? new URL(source) : null;
  if (inNode && (url === null || url.protocol === 'file:')) {
    const { readFile } = await import('node:fs/promises');
    return readFile(url ?? source);
  }
  const response = await fetch(source);
  if (!response.ok) throw new Error(`libcrib: fetching ${source}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

// The scratch area in wasm memory through which arguments and results pass; each call of
// the API starts it afresh, so nothing is ever freed.
class Scratch {
  constructor(wasm) {
    this.memory = wasm.memory;
    this.base = wasm.crib_wasm_scratch() >>> 0;
    this.size = wasm.crib_wasm_scratch_size() >>> 0;
    this.used = 0;
  }

  reset() {
    this.used = 0;
    return this;
  }

  alloc(bytes, align = 8) {
    const at = Math.ceil(this.used / align) * align;
    if (at + bytes > this.size) {
      throw new RangeError(`libcrib: ${bytes} bytes do not fit the ${this.size}-byte scratch area`);
    }
    this.used = at + bytes;
    return this.base + at;
  }

  // Fresh views each time: a view of memory.buffer is detached if the memory ever grows.
  bytes() {
    return new Uint8Array(this.memory.buffer);
  }

  view() {
    return new DataView(this.memory.buffer);
  }

  putText(text) {
    const utf8 = new TextEncoder().encode(text);
    const at = this.alloc(utf8.length + 1, 1);
    this.bytes().set(utf8, at);
    this.bytes()[at + utf8.length] = 0;
    return at;
  }

  // One byte at least, so that even an empty list has an address of its own.
  putBytes(values) {
    const at = this.alloc(Math.max(values.length, 1), 1);
    this.bytes().set(values, at);
    return at;
  }

  getText(at, length) {
    return new TextDecoder().decode(this.bytes().subarray(at, at + length));
  }

  // A NUL-terminated text anywhere in memory, such as the library's static sentences.
  getCString(at) {
    return this.getText(at >>> 0, this.bytes().indexOf(0, at >>> 0) - (at >>> 0));
  }
}

function bind(wasm) {
  const scratch = new Scratch(wasm);
  // A code beyond int32 is an unknown code, not one that wraps into a known one.
  const strerror = (code) => {
    if (!Number.isInteger(code)) throw new TypeError(`libcrib: expected an integer, got ${code}`);
    return scratch.getCString(wasm.crib_strerror(Math.abs(code) < 2 ** 31 ? code : 2 ** 31 - 1));
  };
  const fail = (code) => new CribError(code, strerror(code));
  const check = (rc) => {
    if (rc < 0) throw fail(rc);
    return rc;
  };
  for (const [what, size, ours] of [['crib_item', wasm.crib_item_size(), ITEM_SIZE],
                                     ['crib_score', wasm.crib_score_size(), SCORE_SIZE],
                                     ['crib_peg', wasm.crib_peg_size(), PEG_SIZE],
                                     ['crib_play', wasm.crib_play_size(), PLAY_SIZE],
                                     ['crib_play_event', wasm.crib_play_event_size(), EVENT_SIZE],
                                     ['crib_expect', wasm.crib_expect_size(), EXPECT_SIZE],
                                     ['crib_keep', wasm.crib_keep_size(), KEEP_SIZE],
                                     ['crib_pair_value', wasm.crib_pair_value_size(), PAIR_VALUE_SIZE],
                                     ['crib_game_rules', wasm.crib_game_rules_size(), RULES_SIZE],
                                     ['crib_game', wasm.crib_game_size(), GAME_SIZE],
                                     ['crib_result', wasm.crib_result_size(), RESULT_SIZE],
                                     ['crib_claim', wasm.crib_claim_size(), CLAIM_SIZE],
                                     ['crib_match', wasm.crib_match_size(), MATCH_SIZE],
                                     ['crib_deal', wasm.crib_deal_size(), DEAL_SIZE],
                                     ['crib_status', wasm.crib_status_size(), INFO_SIZE],
                                     ['crib_show', wasm.crib_show_size(), SHOW_SIZE]]) {
    if (size >>> 0 !== ours) {
      throw new Error(`libcrib: this libcrib.wasm has a ${size}-byte ${what}, ` +
                      `libcrib.mjs expects ${ours}: they do not match`);
    }
  }

  // Checks done here because the C side cannot see them: a number that a uint8_t would
  // wrap into a valid id, a NUL that would end a text early.
  const text = (value) => {
    if (typeof value !== 'string') throw new TypeError(`libcrib: expected a string, got ${typeof value}`);
    if (value.includes('\0')) throw fail(codes.EPARSE);
    return scratch.putText(value);
  };
  const int = (value, low, high, code) => {
    if (!Number.isInteger(value)) throw new TypeError(`libcrib: expected an integer, got ${value}`);
    if (value < low || value >= high) throw fail(code);
    return value;
  };
  const mask = (value) => {
    if (typeof value === 'number') value = BigInt(int(value, 0, 2 ** 53, codes.EMASK));
    if (typeof value !== 'bigint') throw new TypeError(`libcrib: expected a BigInt mask, got ${typeof value}`);
    if (value < 0n || value >= 1n << 64n) throw fail(codes.EMASK);
    return value;
  };
  // A text gives its card's id; a number is an id, checked by the library from there.
  const card = (value) => typeof value === 'string' ? parseCard(value) : int(value, 0, 256, codes.ECARD);
  const cards = (values) => typeof values === 'string' ? parseHand(values) : Array.from(values, card);

  // Calls a (..., buf, cap) function, once more with room enough if it was cut short.
  const textResult = (fn, ...args) => {
    let cap = 64;
    let at = scratch.alloc(cap, 1);
    const need = check(fn(...args, at, cap));
    if (need >= cap) {
      cap = need + 1;
      at = scratch.alloc(cap, 1);
      check(fn(...args, at, cap));
    }
    return scratch.getText(at, need);
  };
  const idList = (fn, ...args) => {
    const at = scratch.alloc(CARDS, 1);
    const n = check(fn(...args, at, CARDS));
    return Array.from(scratch.bytes().subarray(at, at + n));
  };

  function parseCard(value) {
    const out = scratch.alloc(1, 1);
    check(wasm.crib_card_parse(text(value), out));
    return scratch.bytes()[out];
  }

  function parseHand(value) {
    return idList(wasm.crib_hand_parse, text(value));
  }

  const formatCard = (value) => textResult(wasm.crib_card_format, card(value));
  const rank = (value) => check(wasm.crib_card_rank(card(value)));
  const suit = (value) => check(wasm.crib_card_suit(card(value)));
  const cardValue = (c) => check(wasm.crib_card_value(card(c)));
  const heels = (starter) => check(wasm.crib_starter_heels(card(starter)));
  const makeCard = (r, s) => check(wasm.crib_card_make(int(r, -(2 ** 31), 2 ** 31, codes.ERANGE),
                                                       int(s, -(2 ** 31), 2 ** 31, codes.ERANGE)));

  function formatHand(values) {
    const ids = cards(values);
    return textResult(wasm.crib_hand_format, scratch.putBytes(ids), ids.length);
  }

  function maskFromCards(values) {
    const ids = cards(values);
    const out = scratch.alloc(8);
    check(wasm.crib_mask_from_cards(scratch.putBytes(ids), ids.length, out));
    return scratch.view().getBigUint64(out, true);
  }

  const maskToCards = (m) => idList(wasm.crib_mask_to_cards, mask(m));
  const maskCount = (m) => check(wasm.crib_mask_count(mask(m)));

  function score(hand, starter, { crib = false } = {}) {
    const ids = cards(hand);
    const start = card(starter);
    const out = scratch.alloc(SCORE_SIZE);
    check(wasm.crib_hand_score(scratch.putBytes(ids), ids.length, start, crib ? CRIB : 0, out));
    return scoreAt(out, ids, start, crib);
  }

  // The object of a crib_score at `out`, filled for these cards and starter.
  function scoreAt(out, ids, start, crib) {
    const view = scratch.view();
    const names = [...ids, start].map(formatCard);
    const result = { hand: names.slice(0, -1), starter: names[ids.length], crib: Boolean(crib) };
    SCORE_FIELDS.forEach((field, i) => { result[field] = view.getUint32(out + 4 * i, true); });
    result.heels = heels(start);
    result.items = [];
    for (let i = 0; i < view.getUint32(out + SCORE_N_ITEMS, true); i++) {
      result.items.push(item(view, out + SCORE_ITEMS + ITEM_SIZE * i, names));
    }
    result.announcement = textResult(wasm.crib_score_format, out);
    return result;
  }

  // A set of cards: a mask (a BigInt, or a Number below 2^53), or cards as a text or a list.
  const cardSet = (value) => (typeof value === 'bigint' || typeof value === 'number'
    ? mask(value) : maskFromCards(value));
  const maskTexts = (m) => idList(wasm.crib_mask_to_cards, m).map(formatCard);

  function maskScore(hand, starter, { crib = false } = {}) {
    return check(wasm.crib_mask_score(cardSet(hand), card(starter), crib ? CRIB : 0));
  }

  // Indexed by card id; null for the hand's own cards, which the library marks 255.
  function maskScoreStarters(hand, { crib = false } = {}) {
    const m = cardSet(hand);
    const at = scratch.alloc(CARDS, 1);
    check(wasm.crib_mask_score_starters(m, crib ? CRIB : 0, at));
    return Array.from(scratch.bytes().subarray(at, at + CARDS),
                      (total, c) => (m >> BigInt(c) & 1n ? null : total));
  }

  // A sum is a uint64_t in C but below 2^37 (29 points at most, fewer than 2^32 cases): a
  // Number holds it exactly.
  const expect = (view, at) => ({
    sum: Number(view.getBigUint64(at, true)),
    count: view.getUint32(at + 8, true),
    min: view.getUint32(at + 12, true),
    max: view.getUint32(at + 16, true),
    mean: view.getFloat64(at + 24, true),
  });

  function expectOf(fn, known, dead) {
    const [a, b] = [cardSet(known), cardSet(dead)];
    const out = scratch.alloc(EXPECT_SIZE);
    check(fn(a, b, out));
    return expect(scratch.view(), out);
  }

  const handExpect = (hand, dead = 0n) => expectOf(wasm.crib_hand_expect, hand, dead);
  const cribExpect = (discard, dead = 0n) => expectOf(wasm.crib_discard_expect, discard, dead);

  // dealer has no default: whose crib it is turns the answer round.
  function discardAnalyze(dealt, { dealer, fiveCard = false } = {}) {
    if (typeof dealer !== 'boolean') {
      throw new TypeError('libcrib: discardAnalyze needs { dealer: true } or { dealer: false }');
    }
    const ids = cards(dealt);
    const flags = (dealer ? DISCARD_DEALER : 0) | (fiveCard ? DISCARD_FIVE_CARD : 0);
    const out = scratch.alloc(KEEP_SIZE * DISCARD_MAX_KEEPS);
    const n = check(wasm.crib_discard_analyze(scratch.putBytes(ids), ids.length, flags, out,
                                              DISCARD_MAX_KEEPS));
    return Array.from({ length: n }, (_, i) => {
      const at = out + KEEP_SIZE * i;
      const view = scratch.view();
      return {
        keep: maskTexts(view.getBigUint64(at, true)),
        discard: maskTexts(view.getBigUint64(at + 8, true)),
        hand: expect(view, at + 16),
        crib: expect(view, at + 16 + EXPECT_SIZE),
        value: view.getFloat64(at + 16 + 2 * EXPECT_SIZE, true),
      };
    });
  }

  // The library's card text is the one place rank names are written: strip the suit.
  const rankText = (r) => formatCard(r * 4).slice(0, -1);

  function cribTable() {
    const out = scratch.alloc(PAIR_VALUE_SIZE * CRIB_TABLE_SIZE);
    const n = check(wasm.crib_discard_table(out, CRIB_TABLE_SIZE));
    const view = scratch.view();
    return Array.from({ length: n }, (_, i) => {
      const at = out + PAIR_VALUE_SIZE * i;
      return {
        ranks: [rankText(view.getUint8(at)), rankText(view.getUint8(at + 1))],
        suited: view.getUint8(at + 2) === 1,
        sum: Number(view.getBigUint64(at + 8, true)),
        mean: view.getFloat64(at + 16, true),
      };
    });
  }

  // The items of a crib_peg, each card as a text in the order played.
  function pegItems(at, played) {
    const view = scratch.view();
    return Array.from({ length: view.getUint32(at + PEG_N_ITEMS, true) }, (_, i) => {
      const it = at + PEG_ITEMS + ITEM_SIZE * i;
      const used = view.getBigUint64(it, true);
      return {
        kind: itemKinds[view.getUint8(it + 8)] ?? String(view.getUint8(it + 8)),
        points: view.getUint8(it + 9),
        cards: played.filter((c) => used >> BigInt(c) & 1n).map(formatCard),
      };
    });
  }

  function pegScore(pile) {
    const ids = cards(pile);
    const out = scratch.alloc(PEG_SIZE);
    check(wasm.crib_peg_score(scratch.putBytes(ids), ids.length, out));
    const view = scratch.view();
    const result = {};
    PEG_FIELDS.forEach((field, i) => { result[field] = view.getUint32(out + 4 * i, true); });
    result.items = pegItems(out, ids);
    return result;
  }

  const player = (value) => int(value, 0, 2 ** 32, codes.ERANGE);
  const orNull = (value) => (value === PLAY_NONE ? null : value);

  // pegged: what the game pegged, for a deal's events; null for a play's.
  function event(at, played, pegged = null) {
    const view = scratch.view();
    const u32 = (i) => view.getUint32(at + 4 * i, true);
    return {
      player: u32(0), card: u32(1) === PLAY_NONE ? null : formatCard(u32(1)), points: u32(2),
      scorer: orNull(u32(3)), side: orNull(u32(4)), count: u32(5), reset: u32(6) === 1,
      over: u32(7) === 1, next: orNull(u32(8)), items: pegItems(at + EVENT_PEG, played), pegged,
    };
  }

  // States kept in JavaScript objects pass through the scratch area for each call: put()
  // copies one in, enter() does so from a fresh scratch area, save() copies it back after
  // a call that succeeded (a rejected call changes nothing, so nothing is copied).
  const put = (state) => {
    const at = scratch.alloc(state.length);
    scratch.bytes().set(state, at);
    return at;
  };
  const enter = (state) => {
    scratch.reset();
    return put(state);
  };
  const save = (state, at) => state.set(scratch.bytes().subarray(at, at + state.length));
  const copyOut = (at, size) => scratch.bytes().slice(at, at + size);

  // The key under which Play and Game hand their state bytes to this module's other code
  // (a Deal's copies, the bots, a match), and by which a Deal makes them from its own. It is
  // never exported, so the state stays out of reach of callers.
  const STATE = Symbol('state');

  // The play engine. Its state is 96 bytes without pointers, so it lives in this object,
  // not in wasm memory: each method copies it into the scratch area for the call, and an
  // action copies it back. Nothing outlives a call in wasm memory, so there is nothing to
  // free and no limit on how many plays, or copies for a search, exist at once.
  class Play {
    #state;

    // new Play(players, hands, leader, { fiveCard }); new Play(other) copies other.
    constructor(players, hands, leader, { fiveCard = false } = {}) {
      if (players === STATE) {
        this.#state = hands;
        return;
      }
      if (players instanceof Play) {
        this.#state = players.#state.slice();
        return;
      }
      scratch.reset();
      const masks = Array.from(hands, cardSet);
      // The library reads players hands: a list of another length would be misread.
      if (masks.length !== player(players)) throw fail(codes.ERANGE);
      const at = scratch.alloc(8 * Math.max(masks.length, 1));
      masks.forEach((m, i) => scratch.view().setBigUint64(at + 8 * i, m, true));
      const state = scratch.alloc(PLAY_SIZE);
      check(wasm.crib_play_init(state, players, at, player(leader),
                                fiveCard ? PLAY_FIVE_CARD : 0));
      this.#state = copyOut(state, PLAY_SIZE);
    }

    // Starts a call: the scratch area afresh, the state at its start.
    #enter() { return enter(this.#state); }

    #act(fn, who, ...args) {
      const at = this.#enter();
      const played = idList(wasm.crib_play_pile, at);
      const ids = args.map(card);
      const out = scratch.alloc(EVENT_SIZE);
      check(fn(at, player(who), ...ids, out));
      save(this.#state, at);
      return event(out, [...played, ...ids]);
    }

    #cards(fn, who) {
      const at = this.#enter();
      const out = scratch.alloc(8);
      check(fn(at, player(who), out));
      return maskTexts(scratch.view().getBigUint64(out, true));
    }

    get [STATE]() { return this.#state; }

    copy() { return new Play(this); }

    /** The player who must play or say go; null when the play is over. */
    get turn() {
      const rc = wasm.crib_play_turn(this.#enter());
      return rc === codes.EDONE ? null : check(rc);
    }

    get count() { return check(wasm.crib_play_count(this.#enter())); }

    get over() { return check(wasm.crib_play_over(this.#enter())) === 1; }

    /** The cards played since the count last began, in order. */
    get pile() { return idList(wasm.crib_play_pile, this.#enter()).map(formatCard); }

    hand(who) { return this.#cards(wasm.crib_play_hand, who); }

    /** The cards the player may play now: none off turn, and none on turn means go. */
    legal(who) { return this.#cards(wasm.crib_play_legal, who); }

    points(who) { return check(wasm.crib_play_points(this.#enter(), player(who))); }

    play(who, c) { return this.#act(wasm.crib_play_card, who, c); }

    go(who) { return this.#act(wasm.crib_play_go, who); }
  }

  const uint32 = (value) => int(value, 0, 2 ** 32, codes.ERANGE);
  const uint64 = (value) => {
    if (typeof value === 'number') value = BigInt(int(value, 0, 2 ** 53, codes.ERANGE));
    if (typeof value !== 'bigint') throw new TypeError(`libcrib: expected a BigInt, got ${typeof value}`);
    if (value < 0n || value >= 1n << 64n) throw fail(codes.ERANGE);
    return value;
  };
  const cardOrNull = (value) => (value === PLAY_NONE ? null : formatCard(value));

  // A variant's rules (crib_game_rules_default) as a plain object, with fields changed by
  // name: gameRules(VARIANT_SIX_CARD, { ladder: LADDER_SKUNK }).
  function gameRules(variant = VARIANT_SIX_CARD, changes = {}) {
    const out = scratch.alloc(RULES_SIZE);
    check(wasm.crib_game_rules_default(out, uint32(variant)));
    const view = scratch.view();
    const rules = Object.fromEntries(RULE_FIELDS.map((field, i) => [field, view.getUint32(out + 4 * i, true)]));
    for (const field of Object.keys(changes)) {
      if (!RULE_FIELDS.includes(field)) throw new TypeError(`libcrib: the rules have no field ${field}`);
    }
    return Object.assign(rules, changes);
  }

  // The rules into the scratch area, the reserved fields zeroed; the library checks them.
  function putRules(rules) {
    const at = scratch.alloc(RULES_SIZE);
    const values = RULE_FIELDS.map((field) => uint32(rules[field]));
    const view = scratch.view();
    for (let i = 0; i < RULES_SIZE / 4; i++) view.setUint32(at + 4 * i, values[i] ?? 0, true);
    return at;
  }

  function resultAt(at) {
    const view = scratch.view();
    const field = (i) => view.getUint32(at + 4 * i, true);
    const sides = field(5);
    const bySide = (first) => Array.from({ length: sides }, (_, s) => field(first + s));
    const over = field(0) === 1;
    return {
      over, winner: orNull(field(1)), player: orNull(field(2)),
      phase: over ? PHASE_NAMES[field(3)] ?? String(field(3)) : null,
      reason: over ? REASON_NAMES[field(4)] ?? String(field(4)) : null,
      scores: bySide(6), levels: bySide(9).map((l) => LEVEL_NAMES[l] ?? String(l)), values: bySide(12),
      value: field(15),
    };
  }

  function claimAt(at) {
    const view = scratch.view();
    const claim = Object.fromEntries(CLAIM_FIELDS.map((field, i) => [field, view.getUint32(at + 4 * i, true)]));
    claim.ended = claim.ended === 1;
    return claim;
  }

  // A game's board and its strict order of scoring, its state kept here as Play's is.
  class Game {
    #state;

    // new Game(rules, dealer)
    constructor(rules, dealer) {
      if (rules === STATE) {
        this.#state = dealer;
        return;
      }
      scratch.reset();
      const r = putRules(rules);
      const at = scratch.alloc(GAME_SIZE);
      check(wasm.crib_game_init(at, r, player(dealer)));
      this.#state = copyOut(at, GAME_SIZE);
    }

    get [STATE]() { return this.#state; }

    copy() { return new Game(STATE, this.#state.slice()); }

    /** Passes the deal to the left; returns the new dealer. */
    nextDeal() {
      const at = enter(this.#state);
      const dealer = check(wasm.crib_game_next_deal(at));
      save(this.#state, at);
      return dealer;
    }

    /** Pegs points for the player's side for a reason (PEG_*); returns the points pegged. */
    peg(who, points, reason) {
      const at = enter(this.#state);
      const out = scratch.alloc(4);
      check(wasm.crib_game_peg(at, player(who), uint32(points), uint32(reason), out));
      save(this.#state, at);
      return scratch.view().getUint32(out, true);
    }

    /** Pegs a shown hand (or { crib: true } the crib) of true total `actual` from the claim
     *  (null: the true total). */
    claim(who, actual, { claimed = null, crib = false } = {}) {
      const at = enter(this.#state);
      const out = scratch.alloc(CLAIM_SIZE);
      const asked = claimed === null ? CLAIM_ALL : uint32(claimed);
      check(wasm.crib_game_claim(at, player(who), crib ? CRIB : 0, asked, uint32(actual), out));
      save(this.#state, at);
      return claimAt(out);
    }

    get over() { return check(wasm.crib_game_over(enter(this.#state))) === 1; }

    board(side) {
      const at = enter(this.#state);
      const out = scratch.alloc(8);
      check(wasm.crib_game_board(at, player(side), out, out + 4));
      const view = scratch.view();
      return { front: view.getUint32(out, true), rear: view.getUint32(out + 4, true) };
    }

    side(who) { return check(wasm.crib_game_side(enter(this.#state), player(who))); }

    result() {
      const at = enter(this.#state);
      const out = scratch.alloc(RESULT_SIZE);
      check(wasm.crib_game_result(at, out));
      return resultAt(out);
    }
  }

  // A match: the first side to win winsNeeded games. crib.h has no functions to read one, so
  // its fields are read here.
  class Match {
    #state;

    constructor(winsNeeded = 2, { loserDeals = false } = {}) {
      const at = scratch.reset().alloc(MATCH_SIZE);
      check(wasm.crib_match_init(at, uint32(winsNeeded), loserDeals ? MATCH_LOSER_DEALS : 0));
      this.#state = copyOut(at, MATCH_SIZE);
    }

    /** Records a finished Game; returns true when the match is over. */
    record(game) {
      if (!(game instanceof Game)) throw new TypeError('libcrib: Match.record() takes a Game');
      const at = enter(this.#state);
      const result = scratch.alloc(RESULT_SIZE);
      check(wasm.crib_game_result(put(game[STATE]), result));
      const over = check(wasm.crib_match_record(at, result)) === 1;
      save(this.#state, at);
      return over;
    }

    #field(i) { return new DataView(this.#state.buffer, this.#state.byteOffset).getUint32(4 * i, true); }

    #bySide(first) { return Array.from({ length: this.#field(2) }, (_, s) => this.#field(first + s)); }

    get games() { return this.#field(3); }

    /** Games won by each side (none until the first game is recorded). */
    get wins() { return this.#bySide(4); }

    get values() { return this.#bySide(7); }

    get nextDealer() { return this.#field(10) === DEAL_CUT ? null : this.#field(10); }

    get winner() { return orNull(this.#field(11)); }

    get over() { return this.winner !== null; }
  }

  // The deal driver's SplitMix64 generator: state is the 64-bit state, as a BigInt.
  class Rng {
    constructor(seed = 0n) { this.state = uint64(seed); }

    #call(fn, ...args) {
      const at = scratch.reset().alloc(8);
      scratch.view().setBigUint64(at, uint64(this.state), true);
      const value = fn(at, ...args);
      this.state = scratch.view().getBigUint64(at, true);
      return value;
    }

    /** The next 64-bit number, a BigInt. */
    next() {
      return this.#call((at) => {
        const out = scratch.alloc(8);
        check(wasm.crib_rng_next(at, out));
        return scratch.view().getBigUint64(out, true);
      });
    }

    /** A uniform number in 0 .. n-1 for n from 1 to 2^32; CribError(ERANGE) otherwise. */
    below(n) {
      const wide = BigInt(int(n, 0, 2 ** 64, codes.ERANGE));
      return this.#call((at) => {
        const out = scratch.alloc(4);
        check(wasm.crib_rng_below(at, wide, out));
        return scratch.view().getUint32(out, true);
      });
    }

    /** The 52 card ids in the order of a fresh shuffle of the full pack. */
    shuffle() {
      return this.#call((at) => {
        const deck = scratch.alloc(CARDS, 1);
        check(wasm.crib_deck_shuffle(at, deck));
        return Array.from(scratch.bytes().subarray(deck, deck + CARDS));
      });
    }
  }

  // A whole game driven deal by deal from a seed, its state kept here as Play's is.
  class Deal {
    #state;

    // new Deal(rules, seed, firstDealer): firstDealer null cuts for the first deal.
    constructor(rules, seed, firstDealer = null) {
      if (rules === STATE) {
        this.#state = seed;
        return;
      }
      scratch.reset();
      const r = putRules(rules);
      const at = scratch.alloc(DEAL_SIZE);
      check(wasm.crib_deal_init(at, r, uint64(seed), firstDealer === null ? DEAL_CUT : player(firstDealer)));
      this.#state = copyOut(at, DEAL_SIZE);
    }

    copy() { return new Deal(STATE, this.#state.slice()); }

    /** Shuffles and deals; returns the dealer. */
    start() {
      const at = enter(this.#state);
      const dealer = check(wasm.crib_deal_start(at));
      save(this.#state, at);
      return dealer;
    }

    discard(who, away) {
      const at = enter(this.#state);
      const ids = cards(away);
      check(wasm.crib_deal_discard(at, player(who), scratch.putBytes(ids), ids.length));
      save(this.#state, at);
    }

    /** Turns the starter and pegs heels: { starter, heels }. */
    cut() {
      const at = enter(this.#state);
      const heels = scratch.alloc(4);
      const starter = check(wasm.crib_deal_cut(at, heels));
      save(this.#state, at);
      return { starter: formatCard(starter), heels: scratch.view().getUint32(heels, true) };
    }

    /** A copy of the deal's Play, to ask whose turn it is and what is legal. */
    playState() {
      const at = enter(this.#state);
      const out = scratch.alloc(PLAY_SIZE);
      check(wasm.crib_deal_play(at, out));
      return new Play(STATE, copyOut(out, PLAY_SIZE));
    }

    // The pile before the action names the cards of its items; with no play yet it is
    // empty, and the action itself says why it cannot be taken.
    #act(fn, who, ...args) {
      const at = enter(this.#state);
      const play = scratch.alloc(PLAY_SIZE);
      const played = wasm.crib_deal_play(at, play) < 0 ? [] : idList(wasm.crib_play_pile, play);
      const ids = args.map(card);
      const out = scratch.alloc(EVENT_SIZE);
      const pegged = check(fn(at, player(who), ...ids, out));
      save(this.#state, at);
      return event(out, [...played, ...ids], pegged);
    }

    playCard(who, c) { return this.#act(wasm.crib_deal_play_card, who, c); }

    playGo(who) { return this.#act(wasm.crib_deal_play_go, who); }

    /** The next show in order, its player claiming `claimed` (null: the true total). */
    show(claimed = null) {
      const at = enter(this.#state);
      const out = scratch.alloc(SHOW_SIZE);
      check(wasm.crib_deal_show(at, claimed === null ? CLAIM_ALL : uint32(claimed), out));
      save(this.#state, at);
      const view = scratch.view();
      const [who, isCrib, n, starter] = [0, 1, 2, 3].map((i) => view.getUint32(out + 4 * i, true));
      const ids = Array.from(scratch.bytes().subarray(out + SHOW_CARDS, out + SHOW_CARDS + n));
      return {
        player: who, crib: isCrib === 1, cards: ids.map(formatCard), starter: formatCard(starter),
        claim: claimAt(out + SHOW_CLAIM), score: scoreAt(out + SHOW_SCORE, ids, starter, isCrib === 1),
      };
    }

    info() {
      const at = enter(this.#state);
      const out = scratch.alloc(INFO_SIZE);
      check(wasm.crib_deal_status(at, out));
      const view = scratch.view();
      const field = (i) => view.getUint32(out + 4 * i, true);
      const players = field(1);
      const each = (fn) => Array.from({ length: players }, (_, p) => fn(p));
      const masks = each((p) => view.getBigUint64(out + INFO_HAND + 8 * p, true));
      const crib = view.getBigUint64(out + INFO_HAND + 8 * PLAY_MAX_PLAYERS, true);
      return {
        stage: field(0), players, dealt: field(2), discard: field(3), kept: field(4), dealer: field(5),
        deal: field(6), starter: cardOrNull(field(7)), nextShow: orNull(field(8)), nextIsCrib: field(9) === 1,
        firstCut: each((p) => cardOrNull(field(10 + p))), hands: masks.map(maskTexts), crib: maskTexts(crib),
      };
    }

    get stage() { return this.info().stage; }

    /** A copy of the deal's Game: the board, the order, the result. */
    game() {
      const at = enter(this.#state);
      const out = scratch.alloc(GAME_SIZE);
      check(wasm.crib_deal_game(at, out));
      return new Game(STATE, copyOut(out, GAME_SIZE));
    }
  }

  // The simple bot's cards to lay away; dealer, whose crib it is, must be said. Ties go to
  // the first way in the order of the cards given: give them in id order to play as
  // `crib game` does.
  function botDiscard(dealt, discard, { dealer } = {}) {
    if (typeof dealer !== 'boolean') {
      throw new TypeError('libcrib: botDiscard needs { dealer: true } or { dealer: false }');
    }
    const ids = cards(dealt);
    const out = scratch.alloc(2, 1);
    check(wasm.crib_bot_discard(scratch.putBytes(ids), ids.length, int(discard, 0, 2 ** 32, codes.ECOUNT),
                                dealer ? 1 : 0, out));
    return Array.from(scratch.bytes().subarray(out, out + discard), formatCard);
  }

  // The simple bot's card for the player whose turn it is in a Play, or null for go.
  function botPlay(play, who) {
    if (!(play instanceof Play)) throw new TypeError('libcrib: botPlay() takes a Play');
    const out = scratch.alloc(1, 1);
    const plays = check(wasm.crib_bot_play(put(play[STATE]), player(who), out)) === 1;
    return plays ? formatCard(scratch.bytes()[out]) : null;
  }

  // Bound here so that every API call starts with the whole scratch area free; the
  // classes' methods start it afresh themselves.
  const api = {
    parseCard, formatCard, parseHand, formatHand, makeCard, rank, suit, value: cardValue, heels,
    maskFromCards, maskToCards, maskCount, score, strerror, maskScore, maskScoreStarters,
    handExpect, cribExpect, discardAnalyze, cribTable, pegScore, gameRules, botDiscard, botPlay,
    version: () => scratch.getCString(wasm.crib_version_string()),
    versionNumber: () => wasm.crib_version_number() >>> 0,
  };
  for (const [name, fn] of Object.entries(api)) {
    api[name] = (...args) => {
      scratch.reset();
      return fn(...args);
    };
  }
  Object.assign(api, { Play, Game, Match, Rng, Deal });
  return Object.freeze(api);
}

// One item, its cards in the order of the hand and the starter last, as texts.
function item(view, at, names) {
  const kind = view.getUint8(at + 8);
  const bits = view.getUint8(at + 10);
  const starter = names.length - 1;
  const used = [];
  for (let i = 0; i < starter; i++) if (bits >> i & 1) used.push(i);
  if (bits >> POS_STARTER & 1) used.push(starter);
  return {
    kind: itemKinds[kind] ?? String(kind),
    points: view.getUint8(at + 9),
    cards: used.map((i) => names[i]),
    positions: used.map((i) => (i === starter ? 'starter' : i)),
  };
}
