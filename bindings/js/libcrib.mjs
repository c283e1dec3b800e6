// libcrib for JavaScript: the C library built for WebAssembly (`make wasm`), wrapped.
//
//   import { load } from './libcrib.mjs';
//   const crib = await load();                 // build/wasm/libcrib.wasm of this tree
//   crib.score('5h 5d 5c Js', '5s').total;     // 29
//
// Cards go in as texts ("5h", "10S", "J♠") or ids (rank * 4 + suit); a score comes out in
// the shape `crib score --json` prints, with cards as texts. Every failure of the library
// throws a CribError carrying the library's code and sentence. Works in node and browsers.

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
export const itemKinds = Object.freeze({
  1: 'fifteen', 2: 'run', 3: 'pair', 4: 'flush', 5: 'nobs', 6: 'thirty-one', 7: 'go',
});

// The layout of crib_score and crib_item in wasm32 memory, as crib.h declares them.
const SCORE_FIELDS = ['total', 'fifteens', 'runs', 'pairs', 'flush', 'nobs'];
const SCORE_N_ITEMS = 24;
const SCORE_ITEMS = 32;
const ITEM_SIZE = 16;
const SCORE_SIZE = SCORE_ITEMS + ITEM_SIZE * SCORE_MAX_ITEMS;

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
                                     ['crib_score', wasm.crib_score_size(), SCORE_SIZE]]) {
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

  // Bound here so that every API call starts with the whole scratch area free.
  const api = {
    parseCard, formatCard, parseHand, formatHand, makeCard, rank, suit, value: cardValue, heels,
    maskFromCards, maskToCards, maskCount, score, strerror,
    version: () => scratch.getCString(wasm.crib_version_string()),
    versionNumber: () => wasm.crib_version_number() >>> 0,
  };
  for (const [name, fn] of Object.entries(api)) {
    api[name] = (...args) => {
      scratch.reset();
      return fn(...args);
    };
  }
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
