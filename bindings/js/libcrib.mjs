// libcrib for JavaScript: the C library built for WebAssembly (`make wasm`), wrapped.
//
//   import { load } from './libcrib.mjs';
//   const crib = await load();                 // build/wasm/libcrib.wasm of this tree
//   crib.score('5h 5d 5c Js', '5s').total;     // 29
//   const best = crib.discardAnalyze('5h 5d 5c Js 2c 9h', { dealer: true })[0];
//   best.keep;                                 // ['5c', '5d', '5h', 'Js']
//   const play = new crib.Play(2, ['Kc Kd 2c 2d', '9h 8h 7h 6h'], 0);
//   play.play(0, 'Kc').next;                   // 1
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
export const itemKinds = Object.freeze({
  1: 'fifteen', 2: 'run', 3: 'pair', 4: 'flush', 5: 'nobs', 6: 'thirty-one', 7: 'go',
});

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
                                     ['crib_pair_value', wasm.crib_pair_value_size(), PAIR_VALUE_SIZE]]) {
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
  const cribExpect = (discard, dead = 0n) => expectOf(wasm.crib_crib_expect, discard, dead);

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
    const n = check(wasm.crib_crib_table(out, CRIB_TABLE_SIZE));
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

  function event(at, played) {
    const view = scratch.view();
    const u32 = (i) => view.getUint32(at + 4 * i, true);
    return {
      player: u32(0), card: u32(1) === PLAY_NONE ? null : formatCard(u32(1)), points: u32(2),
      scorer: orNull(u32(3)), side: orNull(u32(4)), count: u32(5), reset: u32(6) === 1,
      over: u32(7) === 1, next: orNull(u32(8)), items: pegItems(at + EVENT_PEG, played),
    };
  }

  // The play engine. Its state is 96 bytes without pointers, so it lives in this object,
  // not in wasm memory: each method copies it into the scratch area for the call, and an
  // action copies it back. Nothing outlives a call in wasm memory, so there is nothing to
  // free and no limit on how many plays, or copies for a search, exist at once.
  class Play {
    #state;

    // new Play(players, hands, leader, { fiveCard }); new Play(other) copies other.
    constructor(players, hands, leader, { fiveCard = false } = {}) {
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
      this.#state = scratch.bytes().slice(state, state + PLAY_SIZE);
    }

    // Starts a call: the scratch area afresh, the state at its start.
    #enter() {
      scratch.reset();
      const at = scratch.alloc(PLAY_SIZE);
      scratch.bytes().set(this.#state, at);
      return at;
    }

    #act(fn, who, ...args) {
      const at = this.#enter();
      const played = idList(wasm.crib_play_pile, at);
      const ids = args.map(card);
      const out = scratch.alloc(EVENT_SIZE);
      check(fn(at, player(who), ...ids, out));
      this.#state.set(scratch.bytes().subarray(at, at + PLAY_SIZE));
      return event(out, [...played, ...ids]);
    }

    #cards(fn, who) {
      const at = this.#enter();
      const out = scratch.alloc(8);
      check(fn(at, player(who), out));
      return maskTexts(scratch.view().getBigUint64(out, true));
    }

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

  // Bound here so that every API call starts with the whole scratch area free; Play's
  // methods start it afresh themselves.
  const api = {
    parseCard, formatCard, parseHand, formatHand, makeCard, rank, suit, value: cardValue, heels,
    maskFromCards, maskToCards, maskCount, score, strerror, maskScore, maskScoreStarters,
    handExpect, cribExpect, discardAnalyze, cribTable, pegScore,
    version: () => scratch.getCString(wasm.crib_version_string()),
    versionNumber: () => wasm.crib_version_number() >>> 0,
  };
  for (const [name, fn] of Object.entries(api)) {
    api[name] = (...args) => {
      scratch.reset();
      return fn(...args);
    };
  }
  api.Play = Play;
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
