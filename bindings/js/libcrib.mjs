// SPDX-License-Identifier: MIT
// libcrib for JavaScript: the C library built for WebAssembly (`make wasm`), wrapped.
//
//   import { load, constants } from 'libcrib';  // or './libcrib.mjs' in this tree
//   const crib = await load();                 // libcrib.wasm beside this module
//   crib.score('5h 5d 5c Js', '5s').total;     // 29
//   crib.score('5h 5d 5c Js', '5s', { crib: true }).total;   // 29, scored as a crib
//   crib.score('5h 5d 5c', '5s', { fiveCard: true }).total;   // 20, a five-card game's hand
//   const best = crib.discardAnalyze('5h 5d 5c Js 2c 9h', { dealer: true })[0];
//   best.keep;                                 // ['5c', '5d', '5h', 'Js']
//   const play = new crib.Play(2, ['Kc Kd 2c 2d', '9h 8h 7h 6h'], 0);
//   play.play(0, 'Kc').next;                   // 1
//   const deal = new crib.Deal(crib.gameRules(), 3n);   // a seeded game, cut for deal
//   deal.status().firstCut;                    // ['5s', 'Js']
//
// Cards go in as texts ("5h", "10S", "J♠") or ids (rank * 4 + suit, a Number or a BigInt),
// sets of cards also as masks (BigInts); results come out in the shapes the `crib` program
// prints with --json, with cards as texts. Every failure of the library throws a CribError
// carrying the library's code and sentence; a wrong type throws a TypeError. Works in node
// and browsers. libcrib.d.mts declares the whole API for TypeScript.
//
// Every constant, structure size, field offset and type comes from layout.mjs, which
// tools/gen_layout.c writes from include/crib.h; load() checks each structure's size
// against the wasm's own crib_*_size() before anything else.
import { CONSTANTS, FUNCTIONS, STRUCTS } from './layout.mjs';

/** Every constant of crib.h, named without CRIB_: constants.STAGE_OVER, constants.NONE. */
export const constants = Object.freeze(Object.fromEntries(
  Object.entries(CONSTANTS).map(([name, value]) => [name.replace(/^CRIB_/, ''), value])));

/** The return codes, OK and the E* codes: codes.EDUP is -3. */
export const codes = Object.freeze(Object.fromEntries(
  Object.entries(constants).filter(([name]) => /^(OK|E[A-Z0-9]+)$/.test(name))));

// The groups of constants whose values have names, each name the constant's in lower case
// with dashes: CRIB_PHASE_SHOW_HAND is 'show-hand', as `crib --json` prints it.
// BOT_ names the bot levels (BOT_LEVELS, their number, is no level); EVENT_ the arena's
// events.
const GROUPS = ['ITEM', 'PHASE', 'REASON', 'LEVEL', 'STAGE', 'VARIANT', 'LADDER', 'OPT', 'HOLDER', 'RECTIFY',
                'BOT', 'EVENT'];
const NOT_NAMED = ['BOT_LEVELS'];

/** The names of each group's values: names.reason[3] is 'play', names.option[4] 'exact',
 *  names.holder[4] 'crib', names.rectify[2] 'new-deal', names.bot[1] 'strong',
 *  names.event[2] 'play'. */
export const names = Object.freeze(Object.fromEntries(GROUPS.map((group) => [
  group === 'OPT' ? 'option' : group.toLowerCase(),
  Object.freeze(Object.fromEntries(Object.entries(constants)
    .filter(([name]) => name.startsWith(`${group}_`) && !NOT_NAMED.includes(name))
    .map(([name, value]) => [value, name.slice(group.length + 1).toLowerCase().replaceAll('_', '-')]))),
])));

const { CARDS, NONE, POS_STARTER } = constants;

/** A failure reported by libcrib: .code is the CRIB_E* code, .message its sentence; the
 *  batch functions add .index, the first item refused. */
export class CribError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'CribError';
    this.code = code;
  }
}

// How each C type of crib.h's fields and out-parameters sits in wasm32 memory, which is
// little-endian: its size and the DataView accessor. crib_card is crib.h's uint8_t id.
const SCALARS = {
  uint8_t: [1, 'Uint8'], crib_card: [1, 'Uint8'], int32_t: [4, 'Int32'], uint32_t: [4, 'Uint32'],
  uint64_t: [8, 'BigUint64'], int64_t: [8, 'BigInt64'], double: [8, 'Float64'],
  // No field has it: the batch functions' out-parameter `failed`, 4 bytes in wasm32.
  size_t: [4, 'Uint32'],
};

// The structures of layout.mjs by name: size, alignment, and each field's offset, type,
// count and element size (checked at load against SCALARS, by checkWasm()).
const LAYOUTS = Object.fromEntries(Object.entries(STRUCTS).map(([name, [size, align, fields]]) => [name, {
  name, size, align,
  fields: new Map(fields.map(([field, offset, type, count, bytes]) => [field, { offset, type, count, stride: bytes / count }])),
}]));

const peek = (memory, type, at) => new DataView(memory.buffer)[`get${SCALARS[type][1]}`](at, true);
const poke = (memory, type, at, value) => new DataView(memory.buffer)[`set${SCALARS[type][1]}`](at, value, true);

// A structure in wasm memory, read and written by its fields' names in crib.h:
// s.get('total'), s.get('hand', 2) for an array's element, s.list('score', n) for an
// array's first n, s.get('claim') for a nested structure (a Struct itself).
class Struct {
  constructor(memory, type, at) {
    this.memory = memory;
    this.layout = LAYOUTS[type];
    this.at = at;
  }

  #field(name, i) {
    const f = this.layout.fields.get(name);
    if (!f) throw new Error(`libcrib: layout.mjs has no field ${name} in ${this.layout.name}`);
    if (!(Number.isInteger(i) && i >= 0 && i < f.count)) {
      throw new RangeError(`libcrib: ${this.layout.name}.${name} has no element ${i}`);
    }
    return [f, this.at + f.offset + f.stride * i];
  }

  address(name, i = 0) { return this.#field(name, i)[1]; }

  get(name, i = 0) {
    const [f, at] = this.#field(name, i);
    return f.type in LAYOUTS ? new Struct(this.memory, f.type, at) : peek(this.memory, f.type, at);
  }

  set(name, value, i = 0) {
    const [f, at] = this.#field(name, i);
    poke(this.memory, f.type, at, value);
  }

  list(name, n = this.layout.fields.get(name)?.count) {
    return Array.from({ length: n }, (_, i) => this.get(name, i));
  }
}

/**
 * Instantiates libcrib.wasm and returns its functions. source: a path or URL, the file's
 * bytes, or a WebAssembly.Module. Without one, libcrib.wasm beside this module (where the
 * npm package has it), and failing that the build of the source tree this module sits in
 * (build/wasm/libcrib.wasm, `make wasm`).
 */
export async function load(source) {
  if (source instanceof WebAssembly.Module) return bind((await WebAssembly.instantiate(source, {})).exports);
  const bytes = source === undefined ? await defaultBytes() : await wasmBytes(source);
  return bind((await WebAssembly.instantiate(bytes, {})).instance.exports);
}

// Beside the module; and for the module of a source tree, bindings/js/libcrib.mjs, the
// tree's build.
const DEFAULT_SOURCES = ['./libcrib.wasm',
  ...(/\/bindings\/js\/libcrib\.mjs$/.test(new URL(import.meta.url).pathname) ? ['../../build/wasm/libcrib.wasm'] : [])];

async function defaultBytes() {
  const tried = [];
  for (const path of DEFAULT_SOURCES) {
    const url = new URL(path, import.meta.url);
    try {
      return await wasmBytes(url);
    } catch (e) {
      if (e.code !== 'ENOENT' && e.status !== 404) throw e;
      tried.push(url.href);
    }
  }
  throw new Error(`libcrib: no libcrib.wasm at ${tried.join(' or ')}; give load() its path, URL or bytes`);
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
  if (!response.ok) {
    throw Object.assign(new Error(`libcrib: fetching ${source}: HTTP ${response.status}`), { status: response.status });
  }
  return response.arrayBuffer();
}

// A word as the crib program quotes it in a message: printable ASCII and the suit symbols
// as they are, a backslash doubled, any other byte of its UTF-8 as \xNN; cut with "..."
// past 60 bytes.
function quote(word) {
  const bytes = new TextEncoder().encode(word);
  let out = '';
  let k = 0;
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i];
    let piece;
    let used = 1;
    if (b === 0xE2 && bytes[i + 1] === 0x99 && bytes[i + 2] >= 0xA0 && bytes[i + 2] <= 0xA7) {
      piece = new TextDecoder().decode(bytes.subarray(i, i + 3));
      used = 3;
    } else if (b === 0x5C) {
      piece = '\\\\';
    } else if (b >= 0x20 && b < 0x7F) {
      piece = String.fromCharCode(b);
    } else {
      piece = `\\x${b.toString(16).padStart(2, '0')}`;
    }
    const n = used === 3 ? 3 : piece.length;
    if (k + n + 4 > 64) return `${out}...`;
    out += piece;
    k += n;
    i += used;
  }
  return out;
}

// The message of a text that is not a card, the crib program's: "'5x' is not a card (...)".
const notACard = (word) => `'${quote(word)}' is not a card (a rank A 2-10 T J Q K and a suit c d h s)`;

// What a value is, for messages: 5n, "5", 1.5, true, null, an object.
function describe(value) {
  switch (typeof value) {
    case 'bigint': return `${value}n`;
    case 'string': return JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}...` : value);
    case 'symbol': return value.toString();
    case 'function': return 'a function';
    case 'object':
      if (value === null) return 'null';
      if (Array.isArray(value)) return 'an array';
      if (!ArrayBuffer.isView(value)) return 'an object';
      return `${/^[AEIOU]/.test(value.constructor.name) ? 'an' : 'a'} ${value.constructor.name}`;
    default: return String(value);
  }
}

// The scratch area in wasm memory through which arguments and results pass; each call of
// the API starts it afresh, so nothing is ever freed but texts, each freed once parsed.
class Scratch {
  constructor(wasm) {
    this.memory = wasm.memory;
    this.base = wasm.crib_wasm_scratch() >>> 0;
    this.size = wasm.crib_wasm_scratch_size() >>> 0;
    this.textMax = wasm.crib_wasm_text_max() >>> 0;
    this.used = 0;
  }

  reset() {
    this.used = 0;
    return this;
  }

  // Zeroed, so that a structure's reserved space is 0 as the library requires.
  alloc(bytes, align = 8) {
    const at = Math.ceil(this.used / align) * align;
    if (at + bytes > this.size) {
      throw new RangeError(`libcrib: ${bytes} bytes do not fit the ${this.size}-byte scratch area`);
    }
    this.used = at + bytes;
    this.bytes().fill(0, this.base + at, this.base + at + bytes);
    return this.base + at;
  }

  // Runs fn and gives back what it allocated: for what is read before fn returns.
  frame(fn) {
    const mark = this.used;
    try {
      return fn();
    } finally {
      this.used = mark;
    }
  }

  struct(type) {
    const { size, align } = LAYOUTS[type];
    return new Struct(this.memory, type, this.alloc(size, align));
  }

  // n structures in a row, as an output array; the first's .at is the array's address.
  structs(type, n) {
    const { size, align } = LAYOUTS[type];
    const at = this.alloc(size * Math.max(n, 1), align);
    return Array.from({ length: n }, (_, i) => new Struct(this.memory, type, at + size * i));
  }

  // Room for n values of a scalar type (an out-parameter, an array).
  scalar(type, n = 1) {
    const [size] = SCALARS[type];
    return this.alloc(size * Math.max(n, 1), size);
  }

  // Values of a scalar type in a row, as an input array.
  putScalars(type, values) {
    const at = this.scalar(type, values.length);
    values.forEach((value, i) => poke(this.memory, type, at + SCALARS[type][0] * i, value));
    return at;
  }

  peek(type, at) { return peek(this.memory, type, at); }

  poke(type, at, value) { poke(this.memory, type, at, value); }

  // Fresh views each time: a view of memory.buffer is detached if the memory ever grows.
  bytes() {
    return new Uint8Array(this.memory.buffer);
  }

  // A text and its NUL; RangeError past textMax bytes of UTF-8 (the NUL not counted).
  putText(text) {
    const utf8 = new TextEncoder().encode(text);
    if (utf8.length > this.textMax) {
      throw new RangeError(`libcrib: a text of ${utf8.length} bytes is longer than the limit, ${this.textMax} bytes`);
    }
    const at = this.alloc(utf8.length + 1, 1);
    this.bytes().set(utf8, at);
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

// Every structure of layout.mjs against the wasm's crib_<name>_size(), and every function
// against its exports: a wasm built from another crib.h is refused here, not misread later.
// Then each field's element size against what this module reads for its type.
function checkWasm(wasm) {
  for (const name of Object.keys(FUNCTIONS)) {
    if (typeof wasm[name] !== 'function') {
      throw new Error(`libcrib: this libcrib.wasm has no ${name}, which layout.mjs declares: they do not match`);
    }
  }
  for (const [name, { size }] of Object.entries(LAYOUTS)) {
    const sizeOf = wasm[`${name}_size`];
    const theirs = typeof sizeOf === 'function' ? sizeOf() >>> 0 : 'no';
    if (theirs !== size) {
      throw new Error(`libcrib: this libcrib.wasm has a ${theirs}-byte ${name}, ` +
                      `layout.mjs says ${size}: they do not match`);
    }
  }
  for (const { name, fields } of Object.values(LAYOUTS)) {
    for (const [field, { type, stride }] of fields) {
      const known = SCALARS[type]?.[0] ?? LAYOUTS[type]?.size;
      if (known !== stride) {
        const ours = known === undefined ? `does not know ${type}` : `reads ${type} as ${known} byte${known === 1 ? '' : 's'}`;
        throw new Error(`libcrib: layout.mjs gives ${name}.${field}, of type ${type}, ${stride}-byte ` +
                        `elements; libcrib.mjs ${ours}`);
      }
    }
  }
}

// An options argument: undefined, or an object with no keys but those of defaults, each
// boolean option a boolean. Returns the options with the defaults filled in.
function options(value, defaults, where) {
  if (value === undefined) return { ...defaults };
  const keys = Object.keys(defaults);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`libcrib: ${where} takes an options object { ${keys.join(', ')} }, got ${describe(value)}`);
  }
  const out = { ...defaults };
  for (const [key, given] of Object.entries(value)) {
    if (!keys.includes(key)) throw new TypeError(`libcrib: ${where} has no option ${key} (it has ${keys.join(', ')})`);
    if (given === undefined) continue;
    if (typeof defaults[key] === 'boolean' && typeof given !== 'boolean') {
      throw new TypeError(`libcrib: ${where}'s option ${key} must be true or false, got ${describe(given)}`);
    }
    out[key] = given;
  }
  return out;
}

// The last argument of the score functions: a boolean, as Python's positional crib=True,
// or { crib }.
const cribFlag = (value, where) => (typeof value === 'boolean' ? value : options(value, { crib: false }, where).crib);

function bind(wasm) {
  checkWasm(wasm);
  const scratch = new Scratch(wasm);
  // A code beyond int32 is an unknown code, not one that wraps into a known one.
  const strerror = (code) => {
    if (typeof code !== 'bigint' && !Number.isInteger(code)) {
      throw new TypeError(`libcrib: expected an integer, got ${describe(code)}`);
    }
    const inRange = code >= -(2 ** 31) && code < 2 ** 31;
    return scratch.getCString(wasm.crib_strerror(inRange ? Number(code) : 2 ** 31 - 1));
  };
  const fail = (code) => new CribError(code, strerror(code));
  const check = (rc) => {
    if (rc < 0) throw fail(rc);
    return rc;
  };

  // Checks done here because the C side cannot see them: a number that a uint8_t or
  // uint32_t would wrap into a valid one, a NUL that would end a text early.
  const text = (value) => {
    if (typeof value !== 'string') throw new TypeError(`libcrib: expected a string, got ${describe(value)}`);
    if (value.includes('\0')) throw fail(codes.EPARSE);
    return scratch.putText(value);
  };
  // An integer in low .. high-1, a Number or a BigInt, as a Number; else fail(code).
  const int = (value, low, high, code) => {
    if (typeof value === 'bigint') {
      if (value < BigInt(low) || value >= BigInt(high)) throw fail(code);
      return Number(value);
    }
    if (!Number.isInteger(value)) throw new TypeError(`libcrib: expected an integer, got ${describe(value)}`);
    if (value < low || value >= high) throw fail(code);
    return value;
  };
  // A 64-bit value as a BigInt: a BigInt, or a Number below 2^53 (above it, a Number is
  // not exact).
  const wide = (value, code, what) => {
    if (typeof value === 'number') return BigInt(int(value, 0, 2 ** 53, code));
    if (typeof value !== 'bigint') throw new TypeError(`libcrib: expected ${what}, got ${describe(value)}`);
    if (value < 0n || value >= 1n << 64n) throw fail(code);
    return value;
  };
  const mask = (value) => wide(value, codes.EMASK, 'a mask (a BigInt)');
  const uint64 = (value) => wide(value, codes.ERANGE, 'a BigInt or an integer');
  const uint32 = (value) => int(value, 0, 2 ** 32, codes.ERANGE);
  const player = uint32;
  // A value of a named group: its name (names[group]) or its number.
  const named = (group, value) => {
    if (typeof value !== 'string') return uint32(value);
    const found = Object.entries(names[group]).find(([, name]) => name === value);
    if (!found) {
      throw new TypeError(`libcrib: no ${group} is named ${describe(value)} (${Object.values(names[group]).join(', ')})`);
    }
    return Number(found[0]);
  };
  const iterable = (value) => value !== null && typeof value === 'object' && typeof value[Symbol.iterator] === 'function';
  // The rules' options: a number of OPT_* bits, or a list of options by name or bit
  // (['muggins', 'overpeg']); the library checks the bits.
  const optionBits = (value) => {
    if (!iterable(value)) return uint32(value);
    return Array.from(value, (v) => named('option', v)).reduce((bits, bit) => (bits | bit) >>> 0, 0);
  };
  // The four-handed game's peggers: a mask of players, or a list of them ([0, 1]).
  const peggerBits = (value) => {
    if (!iterable(value)) return uint32(value);
    return Array.from(value, (p) => 2 ** int(p, 0, 32, codes.ERANGE)).reduce((bits, bit) => (bits | bit) >>> 0, 0);
  };
  // A holder of cards: a player, or the crib by name ('crib') or number (HOLDER_CRIB).
  const holder = (value) => named('holder', value);
  // What a claim claims: null for the true total (CLAIM_ALL), else a number of points.
  const claimArg = (claimed) => (claimed === null ? constants.CLAIM_ALL : uint32(claimed));
  // A text gives its card's id; a number is an id, checked by the library from there.
  const card = (value) => (typeof value === 'string' ? parseCard(value) : int(value, 0, 256, codes.ECARD));
  const cards = (values) => {
    if (typeof values === 'string') return parseHand(values);
    if (values === null || typeof values !== 'object' || typeof values[Symbol.iterator] !== 'function') {
      throw new TypeError(`libcrib: expected cards (a text or a list), got ${describe(values)}`);
    }
    return Array.from(values, card);
  };

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
    const at = scratch.scalar('crib_card', CARDS);
    const n = check(fn(...args, at, CARDS));
    return Array.from(scratch.bytes().subarray(at, at + n));
  };

  // Texts are freed as soon as they are read, so that each may be as long as the limit. A
  // text that is not a card throws EPARSE naming it, as the crib program does: the whole
  // text for one card; for a list, its first word that is not one. A NUL, where C would
  // stop reading, is not one.
  const isCard = (word) => !word.includes('\0') && scratch.frame(() =>
    wasm.crib_card_parse(scratch.putText(word), scratch.scalar('crib_card')) === codes.OK);
  const notACardError = (word) => new CribError(codes.EPARSE, notACard(word));

  function parseCard(value) {
    return scratch.frame(() => {
      const out = scratch.scalar('crib_card');
      if (typeof value === 'string' && value.includes('\0')) throw notACardError(value);
      if (wasm.crib_card_parse(text(value), out) !== codes.OK) throw notACardError(value);
      return scratch.peek('crib_card', out);
    });
  }

  function parseHand(value) {
    const words = () => (typeof value === 'string' ? value.split(/[ \t\n\r,]+/) : []);
    const bad = () => notACardError(words().find((w) => w && !isCard(w)) ?? value);
    if (typeof value === 'string' && value.includes('\0')) throw bad();
    return scratch.frame(() => {
      const at = scratch.scalar('crib_card', CARDS);
      const rc = wasm.crib_hand_parse(text(value), at, CARDS);
      if (rc === codes.EPARSE) throw bad();
      const n = check(rc);
      return Array.from(scratch.bytes().subarray(at, at + n));
    });
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
    return scratch.frame(() => {
      const out = scratch.scalar('uint64_t');
      check(wasm.crib_mask_from_cards(scratch.putBytes(ids), ids.length, out));
      return scratch.peek('uint64_t', out);
    });
  }

  const maskToCards = (m) => idList(wasm.crib_mask_to_cards, mask(m));
  const maskCount = (m) => check(wasm.crib_mask_count(mask(m)));
  const scoreFlags = (isCrib) => (isCrib ? constants.SCORE_CRIB : 0);

  // A hand of 3 is the five-card game's, scored only when { fiveCard: true } asks for it, as
  // `crib score` wants --five-card: 3 cards without it are most likely 4 with one forgotten.
  function score(hand, starter, opts) {
    const { crib: isCrib, fiveCard } = typeof opts === 'boolean' ? { crib: opts, fiveCard: false }
      : options(opts, { crib: false, fiveCard: false }, 'score()');
    const ids = cards(hand);
    if ((ids.length === 3) !== fiveCard) throw fail(codes.ECOUNT);
    const start = card(starter);
    const out = scratch.struct('crib_score');
    check(wasm.crib_hand_score(scratch.putBytes(ids), ids.length, start, scoreFlags(isCrib), out.at));
    return scoreOf(out, ids, start, isCrib);
  }

  // One item of a score, its cards in the order of the hand and the starter last.
  function scoreItem(it, shown) {
    const bits = it.get('positions');
    const starter = shown.length - 1;
    const used = [];
    for (let i = 0; i < starter; i++) if (bits >> i & 1) used.push(i);
    if (bits >> POS_STARTER & 1) used.push(starter);
    return {
      kind: kindName(it.get('kind')),
      points: it.get('points'),
      cards: used.map((i) => shown[i]),
      positions: used.map((i) => (i === starter ? 'starter' : i)),
    };
  }

  // The object of a crib_score, filled for these cards and starter.
  function scoreOf(s, ids, start, isCrib) {
    const shown = [...ids, start].map(formatCard);
    const result = { hand: shown.slice(0, -1), starter: shown[ids.length], crib: Boolean(isCrib) };
    for (const field of ['total', 'fifteens', 'runs', 'pairs', 'flush', 'nobs']) result[field] = s.get(field);
    result.heels = heels(start);
    result.items = s.list('items', s.get('n_items')).map((it) => scoreItem(it, shown));
    result.announcement = textResult(wasm.crib_score_format, s.at);
    return result;
  }

  // A set of cards: a mask (a BigInt, or a Number below 2^53), or cards as a text or a list.
  const cardSet = (value) => (typeof value === 'bigint' || typeof value === 'number'
    ? mask(value) : maskFromCards(value));
  const maskTexts = (m) => idList(wasm.crib_mask_to_cards, m).map(formatCard);

  function maskScore(hand, starter, crib) {
    const isCrib = cribFlag(crib, 'maskScore()');
    return check(wasm.crib_mask_score(cardSet(hand), card(starter), scoreFlags(isCrib)));
  }

  // Indexed by card id; null for the hand's own cards (CRIB_NOT_A_STARTER in C).
  function maskScoreStarters(hand, crib) {
    const isCrib = cribFlag(crib, 'maskScoreStarters()');
    const m = cardSet(hand);
    const at = scratch.scalar('uint8_t', CARDS);
    check(wasm.crib_mask_score_starters(m, scoreFlags(isCrib), at));
    return Array.from(scratch.bytes().subarray(at, at + CARDS),
                      (total) => (total === constants.NOT_A_STARTER ? null : total));
  }

  // The batch functions, over typed arrays: any number of hands, passed through the scratch
  // area in chunks of as many as fit it (7,366 hands, or 1,227 with every starter), one
  // call into the library each. The first hand refused throws its CribError with .index.
  const typed = (value, type, where, what) => {
    if (!(value instanceof type)) throw new TypeError(`libcrib: ${where} takes ${what} as a ${type.name}, got ${describe(value)}`);
    return value;
  };

  function inChunks(n, perHand, fn) {
    const chunk = Math.floor((scratch.size - 64) / perHand);
    for (let from = 0; from < n; from += chunk) {
      const k = Math.min(chunk, n - from);
      scratch.frame(() => {
        const failed = scratch.scalar('size_t');
        const rc = fn(from, k, failed);
        if (rc < 0) throw Object.assign(fail(rc), { index: from + scratch.peek('size_t', failed) });
      });
    }
  }

  // masks[from .. from + k - 1] into the scratch area.
  function putMasks(masks, from, k) {
    const at = scratch.scalar('uint64_t', k);
    new BigUint64Array(scratch.memory.buffer, at, k).set(masks.subarray(from, from + k));
    return at;
  }

  // out[i] is the total of masks[i] with starters[i] (card ids).
  function maskScoreMany(masks, starters, crib) {
    const isCrib = cribFlag(crib, 'maskScoreMany()');
    typed(masks, BigUint64Array, 'maskScoreMany()', 'the hands\' masks');
    typed(starters, Uint8Array, 'maskScoreMany()', 'the starters\' ids');
    if (starters.length !== masks.length) throw fail(codes.ERANGE);
    const out = new Uint8Array(masks.length);
    inChunks(masks.length, 10, (from, k, failed) => {
      const m = putMasks(masks, from, k);
      const s = scratch.putBytes(starters.subarray(from, from + k));
      const scores = scratch.scalar('uint8_t', k);
      const rc = wasm.crib_mask_score_many(m, s, k, scoreFlags(isCrib), scores, failed);
      if (rc >= 0) out.set(scratch.bytes().subarray(scores, scores + k), from);
      return rc;
    });
    return out;
  }

  // out[52 * i + c] is the total of masks[i] with starter c, NOT_A_STARTER (255) for the
  // hand's own cards.
  function maskScoreStartersMany(masks, crib) {
    const isCrib = cribFlag(crib, 'maskScoreStartersMany()');
    typed(masks, BigUint64Array, 'maskScoreStartersMany()', 'the hands\' masks');
    const out = new Uint8Array(CARDS * masks.length);
    inChunks(masks.length, 8 + CARDS, (from, k, failed) => {
      const m = putMasks(masks, from, k);
      const scores = scratch.scalar('uint8_t', CARDS * k);
      const rc = wasm.crib_mask_score_starters_many(m, k, scoreFlags(isCrib), scores, failed);
      if (rc >= 0) out.set(scratch.bytes().subarray(scores, scores + CARDS * k), CARDS * from);
      return rc;
    });
    return out;
  }

  // A sum is a uint64_t in C but below 2^37 (29 points at most, fewer than 2^32 cases): a
  // Number holds it exactly.
  const expectOf = (e) => ({
    sum: Number(e.get('sum')), count: e.get('count'), min: e.get('min'), max: e.get('max'), mean: e.get('mean'),
  });

  function expect(fn, known, dead) {
    const [a, b] = [cardSet(known), cardSet(dead)];
    const out = scratch.struct('crib_expect');
    check(fn(a, b, out.at));
    return expectOf(out);
  }

  const handExpect = (hand, dead = 0n) => expect(wasm.crib_hand_expect, hand, dead);
  // The crib model by name: 'random' (the other crib cards drawn at random from the unseen
  // cards) or 'optimal' (the opponent's two thrown as a solved player throws them).
  function modelFlag(model, where) {
    if (model === 'random') return 0;
    if (model === 'optimal') return constants.DISCARD_MODEL_OPTIMAL;
    throw new TypeError(`libcrib: ${where}: model is 'random' or 'optimal', not ${describe(model)}`);
  }

  // The flags of the optimal model's expectation and table: whose cards are known.
  function modelFlags(opts, where) {
    const { model, dealer } = options(opts, { model: 'random', dealer: undefined }, where);
    const flags = modelFlag(model, where);
    if ((flags || dealer !== undefined) && typeof dealer !== 'boolean') {
      throw new TypeError(`libcrib: ${where}: the optimal model needs { dealer: true } or { dealer: false }`);
    }
    return flags | (dealer ? constants.DISCARD_DEALER : 0);
  }

  function discardExpect(discard, dead = 0n, opts = undefined) {
    const flags = modelFlags(opts, 'discardExpect()');
    if (!(flags & constants.DISCARD_MODEL_OPTIMAL)) return expect(wasm.crib_discard_expect, discard, dead);
    const [a, b] = [cardSet(discard), cardSet(dead)];
    const out = scratch.struct('crib_expect');
    check(wasm.crib_discard_expect_model(a, b, flags, out.at));
    return expectOf(out);
  }

  // dealer has no default: whose crib it is turns the answer round.
  function discardAnalyze(dealt, opts) {
    const { dealer, fiveCard, model } =
      options(opts, { dealer: undefined, fiveCard: false, model: 'random' }, 'discardAnalyze()');
    if (typeof dealer !== 'boolean') {
      throw new TypeError('libcrib: discardAnalyze() needs { dealer: true } or { dealer: false }');
    }
    const ids = cards(dealt);
    const flags = (dealer ? constants.DISCARD_DEALER : 0) | (fiveCard ? constants.DISCARD_FIVE_CARD : 0) |
      modelFlag(model, 'discardAnalyze()');
    const keeps = scratch.structs('crib_keep', constants.DISCARD_MAX_KEEPS);
    const n = check(wasm.crib_discard_analyze(scratch.putBytes(ids), ids.length, flags, keeps[0].at, keeps.length));
    return keeps.slice(0, n).map((k) => ({
      keep: maskTexts(k.get('keep')),
      discard: maskTexts(k.get('discard')),
      hand: expectOf(k.get('hand')),
      crib: expectOf(k.get('crib')),
      value: k.get('value'),
    }));
  }

  // The library's card text is the one place rank names are written: strip the suit.
  const rankText = (r) => formatCard(check(wasm.crib_card_make(r, constants.CLUBS))).slice(0, -1);

  function discardTable(opts = undefined) {
    const flags = modelFlags(opts, 'discardTable()');
    const table = scratch.structs('crib_pair_value', constants.DISCARD_TABLE_SIZE);
    const n = check(flags & constants.DISCARD_MODEL_OPTIMAL
      ? wasm.crib_discard_table_model(flags, table[0].at, table.length)
      : wasm.crib_discard_table(table[0].at, table.length));
    return table.slice(0, n).map((e) => ({
      ranks: [rankText(e.get('rank1')), rankText(e.get('rank2'))],
      suited: e.get('suited') === 1,
      sum: Number(e.get('sum')),
      mean: e.get('mean'),
    }));
  }

  // The items of a crib_peg, each card as a text in the order played.
  const pegItems = (p, played) => p.list('items', p.get('n_items')).map((it) => ({
    kind: kindName(it.get('kind')),
    points: it.get('points'),
    cards: played.filter((c) => it.get('cards') >> BigInt(c) & 1n).map(formatCard),
  }));

  function pegScore(pile) {
    const ids = cards(pile);
    const out = scratch.struct('crib_peg');
    check(wasm.crib_peg_score(scratch.putBytes(ids), ids.length, out.at));
    const result = {};
    for (const [field, key] of [['total'], ['count'], ['fifteen'], ['thirty_one', 'thirtyOne'], ['pairs'], ['run'], ['go']]) {
      result[key ?? field] = out.get(field);
    }
    result.items = pegItems(out, ids);
    return result;
  }

  const orNull = (value) => (value === NONE ? null : value);
  // The holders of crib_status.wrong's bits: players, then 'crib'.
  // The indexes of a score's items in the order a claimant announces them, as bytes.
  function itemOrder(order, what) {
    if (!Array.isArray(order)) throw new TypeError(`libcrib: ${what} takes an array of item indexes, got ${describe(order)}`);
    return order.map((i) => int(i, 0, 256, codes.ERANGE));
  }

  const holders = (bits, players) => [
    ...Array.from({ length: players }, (_, p) => p).filter((p) => bits >> p & 1),
    ...(bits >> constants.HOLDER_CRIB & 1 ? [names.holder[constants.HOLDER_CRIB]] : []),
  ];
  const cardOrNull = (value) => (value === NONE ? null : formatCard(value));

  // pegged: what the game pegged, for a deal's events; null for a play's.
  function event(e, played, pegged = null) {
    return {
      player: e.get('player'), card: cardOrNull(e.get('card')), points: e.get('points'),
      scorer: orNull(e.get('scorer')), side: orNull(e.get('side')), count: e.get('count'),
      reset: e.get('reset') === 1, over: e.get('over') === 1, next: orNull(e.get('next')),
      items: pegItems(e.get('score'), played), penalty: e.get('penalty'),
      penaltyTo: orNull(e.get('penalty_to')), pegged,
    };
  }

  const bool = (value, what) => {
    if (typeof value !== 'boolean') throw new TypeError(`libcrib: ${what} must be true or false, got ${describe(value)}`);
    return value ? 1 : 0;
  };
  const noneOr = (value, convert) => (value === null ? NONE : convert(value));

  // An event of the play (what Play.play(), Play.go() and a Deal's actions return, or the
  // same fields in a plain object) back into a crib_play_event, for Game.claimPlay(). Its
  // points come from its items; the library checks that they add up. An event without
  // penalty and penaltyTo has none.
  function putEvent(ev) {
    if (ev === null || typeof ev !== 'object') {
      throw new TypeError(`libcrib: expected an event of the play, got ${describe(ev)}`);
    }
    if (!iterable(ev.items)) throw new TypeError(`libcrib: an event's items must be a list, got ${describe(ev.items)}`);
    const items = Array.from(ev.items, (it) => {
      if (it === null || typeof it !== 'object') throw new TypeError(`libcrib: expected an item, got ${describe(it)}`);
      const kind = int(named('item', it.kind), 0, 256, codes.ERANGE);
      const m = cardSet(it.cards);
      return { kind, points: int(it.points, 0, 256, codes.ERANGE), cards: m, size: maskCount(m) };
    });
    if (items.length > constants.PEG_MAX_ITEMS) throw fail(codes.ERANGE);
    const fields = {
      player: uint32(ev.player), card: noneOr(ev.card, card), points: uint32(ev.points),
      scorer: noneOr(ev.scorer, uint32), side: noneOr(ev.side, uint32), count: uint32(ev.count),
      reset: bool(ev.reset, 'an event\'s reset'), over: bool(ev.over, 'an event\'s over'),
      next: noneOr(ev.next, uint32), penalty: uint32(ev.penalty ?? 0),
      penalty_to: noneOr(ev.penaltyTo ?? null, uint32),
    };
    const e = scratch.struct('crib_play_event');
    for (const [field, value] of Object.entries(fields)) e.set(field, value);
    const score = e.get('score');
    const sums = { fifteen: 0, thirty_one: 0, pairs: 0, run: 0, go: 0 };
    const sumOf = { [constants.ITEM_FIFTEEN]: 'fifteen', [constants.ITEM_THIRTY_ONE]: 'thirty_one',
                    [constants.ITEM_PAIR]: 'pairs', [constants.ITEM_RUN]: 'run', [constants.ITEM_GO]: 'go' };
    items.forEach((it, i) => {
      const item = score.get('items', i);
      for (const field of ['kind', 'points', 'cards', 'size']) item.set(field, it[field]);
      if (sumOf[it.kind]) sums[sumOf[it.kind]] += it.points;
    });
    score.set('total', items.reduce((sum, it) => sum + it.points, 0));
    score.set('count', fields.count);
    for (const [field, value] of Object.entries(sums)) score.set(field, value);
    score.set('n_items', items.length);
    return e.at;
  }

  // States kept in JavaScript objects pass through the scratch area for each call: put()
  // copies one in, enter() does so from a fresh scratch area, save() copies it back after
  // a call that succeeded (a rejected call changes nothing, so nothing is copied).
  const put = (state, type) => {
    const s = scratch.struct(type);
    scratch.bytes().set(state, s.at);
    return s.at;
  };
  const enter = (state, type) => {
    scratch.reset();
    return put(state, type);
  };
  const save = (state, at) => state.set(scratch.bytes().subarray(at, at + state.length));
  const copyOut = (s) => scratch.bytes().slice(s.at, s.at + s.layout.size);

  // The key under which Play and Game hand their state bytes to this module's other code
  // (a Deal's copies, the bots, a match), and by which a Deal makes them from its own. It is
  // never exported, so the state stays out of reach of callers.
  const STATE = Symbol('state');

  // The play engine. Its state (a crib_play) has no pointers, so it lives in this object,
  // not in wasm memory: each method copies it into the scratch area for the call, and an
  // action copies it back. Nothing outlives a call in wasm memory, so there is nothing to
  // free and no limit on how many plays, or copies for a search, exist at once.
  class Play {
    #state;

    // new Play(players, hands, leader, { fiveCard, failure, failureEach }); new Play(other)
    // copies other.
    constructor(players, hands, leader, opts) {
      if (players === STATE) {
        this.#state = hands;
        return;
      }
      if (players instanceof Play) {
        this.#state = players.#state.slice();
        return;
      }
      const { fiveCard, failure, failureEach } = options(opts, { fiveCard: false, failure: false, failureEach: false },
                                                         'new Play()');
      const flags = (fiveCard ? constants.PLAY_FIVE_CARD : 0) | (failure ? constants.PLAY_FAILURE : 0) |
                    (failureEach ? constants.PLAY_FAILURE_EACH : 0);
      scratch.reset();
      const n = player(players);
      if (hands === null || typeof hands !== 'object' || typeof hands[Symbol.iterator] !== 'function') {
        throw new TypeError(`libcrib: new Play() takes a list of hands, got ${describe(hands)}`);
      }
      const masks = Array.from(hands, cardSet);
      // The library reads `players` hands: a list of another length would be misread.
      if (masks.length !== n) throw fail(codes.ERANGE);
      const at = scratch.putScalars('uint64_t', masks);
      const state = scratch.struct('crib_play');
      check(wasm.crib_play_init(state.at, n, at, player(leader), flags));
      this.#state = copyOut(state);
    }

    // Starts a call: the scratch area afresh, the state at its start.
    #enter() { return enter(this.#state, 'crib_play'); }

    #act(fn, who, ...args) {
      const at = this.#enter();
      const played = idList(wasm.crib_play_pile, at);
      const ids = args.map(card);
      const out = scratch.struct('crib_play_event');
      check(fn(at, player(who), ...ids, out.at));
      save(this.#state, at);
      return event(out, [...played, ...ids]);
    }

    #cards(fn, who) {
      const at = this.#enter();
      const out = scratch.scalar('uint64_t');
      check(fn(at, player(who), out));
      return maskTexts(scratch.peek('uint64_t', out));
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

    /** The cards that failures to play made dead: out of the hands, never played, still
     *  shown with their hands. */
    dead() {
      const at = this.#enter();
      const out = scratch.scalar('uint64_t');
      check(wasm.crib_play_dead(at, out));
      return maskTexts(scratch.peek('uint64_t', out));
    }

    play(who, c) { return this.#act(wasm.crib_play_card, who, c); }

    go(who) { return this.#act(wasm.crib_play_go, who); }
  }

  // The fields of crib_game_rules, in camelCase, that the rules objects carry.
  const RULE_FIELDS = ['variant', 'target', 'options', 'ladder', 'lurch_value', 'skunk_value',
                       'double_skunk_value', 'triple_skunk_value', 'peggers'];
  // A field of the rules from what the caller gave: variants and ladders also by name,
  // options also as a list of names, peggers also as a list of players.
  const ruleField = (field, value) => {
    if (field === 'variant' || field === 'ladder') return named(field, value);
    if (field === 'options') return optionBits(value);
    return field === 'peggers' ? peggerBits(value) : uint32(value);
  };
  const camel = (field) => field.replace(/_([a-z])/g, (_, c) => c.toUpperCase());

  // A variant's rules (crib_game_rules_default) as a plain object, with fields changed by
  // name: gameRules(constants.VARIANT_SIX_CARD, { ladder: constants.LADDER_SKUNK }), or by
  // names: gameRules('six-card', { ladder: 'skunk', options: ['muggins', 'overpeg'] }).
  function gameRules(variant = constants.VARIANT_SIX_CARD, changes = {}) {
    if (changes === null || typeof changes !== 'object') {
      throw new TypeError(`libcrib: gameRules() takes its changes as an object, got ${describe(changes)}`);
    }
    const out = scratch.struct('crib_game_rules');
    check(wasm.crib_game_rules_default(out.at, named('variant', variant)));
    const rules = Object.fromEntries(RULE_FIELDS.map((field) => [camel(field), out.get(field)]));
    for (const [key, value] of Object.entries(changes)) {
      if (!(key in rules)) throw new TypeError(`libcrib: the rules have no field ${key}`);
      rules[key] = ruleField(RULE_FIELDS.find((field) => camel(field) === key), value);
    }
    return rules;
  }

  // The rules into the scratch area, the reserved space zeroed; the library checks them.
  // Rules without peggers (a field of 1.0's reserved space) have none, as in C.
  function putRules(rules) {
    if (rules === null || typeof rules !== 'object') {
      throw new TypeError(`libcrib: expected rules (from gameRules()), got ${describe(rules)}`);
    }
    const values = RULE_FIELDS.map((field) => {
      const value = rules[camel(field)];
      return field === 'peggers' && value === undefined ? 0 : ruleField(field, value);
    });
    const s = scratch.struct('crib_game_rules');
    RULE_FIELDS.forEach((field, i) => s.set(field, values[i]));
    return s.at;
  }

  const kindName = (kind) => names.item[kind] ?? String(kind);
  const nameOrNull = (group, value) => (value === NONE ? null : names[group][value] ?? String(value));

  function resultOf(r) {
    const sides = r.get('sides');
    return {
      over: r.get('over') === 1, winner: orNull(r.get('winner')), player: orNull(r.get('player')),
      phase: nameOrNull('phase', r.get('phase')), reason: nameOrNull('reason', r.get('reason')),
      scores: r.list('score', sides), levels: r.list('level', sides).map((l) => names.level[l] ?? String(l)),
      values: r.list('value', sides), value: r.get('total_value'), players: r.get('players'),
      firstDealer: r.get('first_dealer'),
    };
  }

  function claimOf(c) {
    const claim = {};
    for (const field of ['player', 'opponent', 'claimed', 'actual', 'missed', 'over_claimed', 'pegged',
                         'muggins', 'penalty']) {
      claim[camel(field)] = c.get(field);
    }
    claim.ended = c.get('ended') === 1;
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
      const at = scratch.struct('crib_game');
      check(wasm.crib_game_init(at.at, r, player(dealer)));
      this.#state = copyOut(at);
    }

    #enter() { return enter(this.#state, 'crib_game'); }

    get [STATE]() { return this.#state; }

    copy() { return new Game(STATE, this.#state.slice()); }

    /** Passes the deal to the left; returns the new dealer. */
    nextDeal() {
      const at = this.#enter();
      const dealer = check(wasm.crib_game_next_deal(at));
      save(this.#state, at);
      return dealer;
    }

    /** Pegs points for the player's side for a reason (a REASON_* value or its name);
     *  returns the points pegged. */
    peg(who, points, reason) {
      const at = this.#enter();
      const out = scratch.scalar('uint32_t');
      check(wasm.crib_game_peg(at, player(who), uint32(points), named('reason', reason), out));
      save(this.#state, at);
      return scratch.peek('uint32_t', out);
    }

    /** Pegs a shown hand (or { crib: true } the crib) of true total `actual` from the claim
     *  (null: the true total). */
    claim(who, actual, opts) {
      const { claimed, crib } = options(opts, { claimed: null, crib: false }, 'Game.claim()');
      const at = this.#enter();
      const out = scratch.struct('crib_claim');
      const asked = claimed === null ? constants.CLAIM_ALL : uint32(claimed);
      check(wasm.crib_game_claim(at, player(who), scoreFlags(crib), asked, uint32(actual), out.at));
      save(this.#state, at);
      return claimOf(out);
    }

    /** Pegs a shown hand or crib from the claim, item by item (for OPT_EXACT_ITEMS): shown
     *  is a score() result, or any { hand, starter, crib }, which is scored afresh. */
    claimScore(who, shown, opts) {
      const { claimed } = options(opts, { claimed: null }, 'Game.claimScore()');
      if (shown === null || typeof shown !== 'object') {
        throw new TypeError(`libcrib: Game.claimScore() takes a score (from score()), got ${describe(shown)}`);
      }
      const flags = scoreFlags(bool(shown.crib, 'a score\'s crib'));
      const at = this.#enter();
      const ids = cards(shown.hand);
      const s = scratch.struct('crib_score');
      check(wasm.crib_hand_score(scratch.putBytes(ids), ids.length, card(shown.starter), flags, s.at));
      const out = scratch.struct('crib_claim');
      check(wasm.crib_game_claim_score(at, player(who), flags, claimArg(claimed), s.at, out.at));
      save(this.#state, at);
      return claimOf(out);
    }

    /** claimScore() with the items pegged in the order the claimant announces them: `order`
     *  lists the indexes of the score's items, each once (Hoyle: "no compulsion of law"). */
    claimItems(who, shown, order, opts) {
      const { claimed } = options(opts, { claimed: null }, 'Game.claimItems()');
      if (shown === null || typeof shown !== 'object') {
        throw new TypeError(`libcrib: Game.claimItems() takes a score (from score()), got ${describe(shown)}`);
      }
      const flags = scoreFlags(bool(shown.crib, 'a score\'s crib'));
      const indexes = itemOrder(order, 'Game.claimItems()');
      const at = this.#enter();
      const ids = cards(shown.hand);
      const s = scratch.struct('crib_score');
      check(wasm.crib_hand_score(scratch.putBytes(ids), ids.length, card(shown.starter), flags, s.at));
      const out = scratch.struct('crib_claim');
      check(wasm.crib_game_claim_items(at, player(who), flags, claimArg(claimed), s.at,
                                       scratch.putBytes(indexes), indexes.length, out.at));
      save(this.#state, at);
      return claimOf(out);
    }

    /** Pegs what an action of the play made (an event of Play.play() or Play.go()) as its
     *  scorer claims it: a failure's penalty first, an over-claim corrected, muggins in the
     *  play under OPT_MUGGINS_PLAY. */
    claimPlay(ev, opts) {
      const { claimed } = options(opts, { claimed: null }, 'Game.claimPlay()');
      const at = this.#enter();
      const e = putEvent(ev);
      const out = scratch.struct('crib_claim');
      check(wasm.crib_game_claim_play(at, e, claimArg(claimed), out.at));
      save(this.#state, at);
      return claimOf(out);
    }

    /** Corrects an over-peg of `points` on demand: the player's side moves back, and under
     *  OPT_OVERPEG the opponent pegs 2. Returns the penalty pegged. */
    overpeg(who, points) {
      const at = this.#enter();
      const out = scratch.scalar('uint32_t');
      check(wasm.crib_game_overpeg(at, player(who), uint32(points), out));
      save(this.#state, at);
      return scratch.peek('uint32_t', out);
    }

    /** Who pegs the player's muggins and penalties: the next player to the left. */
    opponent(who) { return check(wasm.crib_game_opponent(this.#enter(), player(who))); }

    get over() { return check(wasm.crib_game_over(this.#enter())) === 1; }

    get players() { return check(wasm.crib_game_players(this.#enter())); }

    get dealer() { return check(wasm.crib_game_dealer(this.#enter())); }

    /** The number of deals begun: 1 at the start, one more for each nextDeal(). */
    get deals() { return check(wasm.crib_game_deals(this.#enter())); }

    board(side) {
      const at = this.#enter();
      const front = scratch.scalar('uint32_t');
      const rear = scratch.scalar('uint32_t');
      check(wasm.crib_game_board(at, player(side), front, rear));
      return { front: scratch.peek('uint32_t', front), rear: scratch.peek('uint32_t', rear) };
    }

    side(who) { return check(wasm.crib_game_side(this.#enter(), player(who))); }

    result() {
      const at = this.#enter();
      const out = scratch.struct('crib_result');
      check(wasm.crib_game_result(at, out.at));
      return resultOf(out);
    }
  }

  // A match: the first side to win winsNeeded games.
  class Match {
    #state;

    // new Match(winsNeeded, { loserDeals }): the ACC rule; { pub }: the pub rule.
    constructor(winsNeeded = 2, opts) {
      const { loserDeals, pub } = options(opts, { loserDeals: false, pub: false }, 'new Match()');
      const at = scratch.reset().struct('crib_match');
      const flags = (loserDeals ? constants.MATCH_LOSER_DEALS : 0) | (pub ? constants.MATCH_PUB : 0);
      check(wasm.crib_match_init(at.at, uint32(winsNeeded), flags));
      this.#state = copyOut(at);
    }

    /** Records a finished Game; returns true when the match is over. */
    record(game) {
      if (!(game instanceof Game)) throw new TypeError(`libcrib: Match.record() takes a Game, got ${describe(game)}`);
      const at = enter(this.#state, 'crib_match');
      const result = scratch.struct('crib_result');
      check(wasm.crib_game_result(put(game[STATE], 'crib_game'), result.at));
      const over = check(wasm.crib_match_record(at, result.at)) === 1;
      save(this.#state, at);
      return over;
    }

    /** Where the match stands (crib_match_standing): wins and values by side (none until
     *  the first game is recorded; players 0 until then), the next game's dealer (null:
     *  cut), the winner. */
    standing() {
      const at = enter(this.#state, 'crib_match');
      const s = scratch.struct('crib_standing');
      check(wasm.crib_match_standing(at, s.at));
      const sides = s.get('sides');
      return {
        over: s.get('over') === 1, winner: orNull(s.get('winner')), games: s.get('games'),
        winsNeeded: s.get('wins_needed'), loserDeals: (s.get('flags') & constants.MATCH_LOSER_DEALS) !== 0,
        pub: (s.get('flags') & constants.MATCH_PUB) !== 0, players: s.get('players'),
        wins: s.list('wins', sides), values: s.list('value', sides), nextDealer: orNull(s.get('next_dealer')),
      };
    }

    get games() { return this.standing().games; }

    get wins() { return this.standing().wins; }

    get values() { return this.standing().values; }

    get nextDealer() { return this.standing().nextDealer; }

    get winner() { return this.standing().winner; }

    get over() { return this.standing().over; }
  }

  // The deal driver's SplitMix64 generator: state is the 64-bit state, as a BigInt.
  class Rng {
    constructor(seed = 0n) { this.state = uint64(seed); }

    #call(fn) {
      const at = scratch.reset().scalar('uint64_t');
      scratch.poke('uint64_t', at, uint64(this.state));
      const value = fn(at);
      this.state = scratch.peek('uint64_t', at);
      return value;
    }

    /** The next 64-bit number, a BigInt. */
    next() {
      return this.#call((at) => {
        const out = scratch.scalar('uint64_t');
        check(wasm.crib_rng_next(at, out));
        return scratch.peek('uint64_t', out);
      });
    }

    /** A uniform number in 0 .. n-1 for n (a Number or a BigInt) from 1 to 2^32;
     *  CribError(ERANGE) otherwise. */
    below(n) {
      const limit = uint64(n);
      return this.#call((at) => {
        const out = scratch.scalar('uint32_t');
        check(wasm.crib_rng_below(at, limit, out));
        return scratch.peek('uint32_t', out);
      });
    }

    /** The 52 card ids in the order of a fresh shuffle of the full pack. */
    shuffle() {
      return this.#call((at) => {
        const deck = scratch.scalar('crib_card', CARDS);
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
      const at = scratch.struct('crib_deal');
      check(wasm.crib_deal_init(at.at, r, uint64(seed),
                                firstDealer === null ? constants.DEAL_CUT : player(firstDealer)));
      this.#state = copyOut(at);
    }

    #enter() { return enter(this.#state, 'crib_deal'); }

    get [STATE]() { return this.#state; }

    copy() { return new Deal(STATE, this.#state.slice()); }

    // A call that changes the deal: fn(at) on the state, saved when it succeeds.
    #change(fn) {
      const at = this.#enter();
      const rc = check(fn(at));
      save(this.#state, at);
      return rc;
    }

    // A call that changes the deal and pegs: the points its uint32_t out-parameter says.
    #pegs(fn) {
      let out;
      this.#change((at) => fn(at, out = scratch.scalar('uint32_t')));
      return scratch.peek('uint32_t', out);
    }

    /** Shuffles and deals; returns the dealer. */
    start() { return this.#change((at) => wasm.crib_deal_start(at)); }

    /** Shuffles, cuts the pack `position` cards down (CUT_MIN .. 52 - CUT_MIN) and deals;
     *  returns the dealer. CribError ERULES under OPT_NO_CUT. */
    startCut(position) {
      const k = uint32(position);
      return this.#change((at) => wasm.crib_deal_start_cut(at, k));
    }

    /** Deals the cards given instead of shuffled (crib_deal_start_given): `hands`, a hand
     *  a player (a mask or cards), and `crib`, the cards dealt to the crib from the pack
     *  (the three-handed game's one). The stock is the rest, in id order. Returns the
     *  dealer; CribError ECOUNT for a hand of another number, EDUP for a card given twice. */
    startGiven(hands, crib = []) {
      if (!iterable(hands) || typeof hands === 'string') {
        throw new TypeError(`libcrib: startGiven() takes a list of hands, got ${describe(hands)}`);
      }
      const masks = Array.from(hands, cardSet);
      if (masks.length > constants.PLAY_MAX_PLAYERS) throw fail(codes.ECOUNT);
      const extra = crib === null ? 0n : cardSet(crib);
      const all = [...masks, ...Array(constants.PLAY_MAX_PLAYERS - masks.length).fill(0n)];
      return this.#change((at) => wasm.crib_deal_start_given(at, scratch.putScalars('uint64_t', all), extra));
    }

    /** Under OPT_NO_CUT, the dealer who offers the pack to be cut forfeits the deal: the
     *  player at his left deals it as shuffled, uncut; returns the new dealer. */
    forfeit() { return this.#change((at) => wasm.crib_deal_forfeit(at)); }

    discard(who, away) {
      const at = this.#enter();
      const ids = cards(away);
      check(wasm.crib_deal_discard(at, player(who), scratch.putBytes(ids), ids.length));
      save(this.#state, at);
    }

    #cut(fn) {
      let heels;
      const starter = this.#change((at) => fn(at, heels = scratch.scalar('uint32_t')));
      return { starter: formatCard(starter), heels: scratch.peek('uint32_t', heels) };
    }

    /** Turns the starter (the stock's top card) and pegs heels: { starter, heels }. */
    cut() { return this.#cut((at, heels) => wasm.crib_deal_cut(at, heels)); }

    /** The cut for the starter at a position: the stock's card `position` (CUT_MIN ..
     *  stock - CUT_MIN, from 0 at the top) is the starter. */
    cutAt(position) {
      const k = uint32(position);
      return this.#cut((at, heels) => wasm.crib_deal_cut_at(at, k, heels));
    }

    /** The stock, its top card first: the pack's cards that nothing holds. */
    stock() { return idList(wasm.crib_deal_stock, this.#enter()).map(formatCard); }

    /** A copy of the deal's Play (crib_deal_play), to ask whose turn it is and what is
     *  legal. */
    play() {
      const at = this.#enter();
      const out = scratch.struct('crib_play');
      check(wasm.crib_deal_play(at, out.at));
      return new Play(STATE, copyOut(out));
    }

    // The pile before the action names the cards of its items; with no play yet it is
    // empty, and the action itself says why it cannot be taken. cs: the card played, or
    // none for a go; fn(at, player, ids, event) makes the call.
    #act(fn, who, ...cs) {
      const at = this.#enter();
      const state = scratch.struct('crib_play');
      const played = wasm.crib_deal_play(at, state.at) < 0 ? [] : idList(wasm.crib_play_pile, state.at);
      const ids = cs.map(card);
      const out = scratch.struct('crib_play_event');
      const pegged = check(fn(at, player(who), ids, out.at));
      save(this.#state, at);
      return event(out, [...played, ...ids], pegged);
    }

    playCard(who, c) { return this.#act((at, p, [id], ev) => wasm.crib_deal_play_card(at, p, id, ev), who, c); }

    playGo(who) { return this.#act((at, p, ids, ev) => wasm.crib_deal_play_go(at, p, ev), who); }

    /** A card (null: go) whose points its scorer claims (null: all of them): the event,
     *  with the claim as the game pegged it. */
    playClaim(who, c, claimed = null) {
      const asked = claimArg(claimed);
      let claim;
      const ev = this.#act((at, p, ids, evAt) => {
        claim = scratch.struct('crib_claim');
        return wasm.crib_deal_play_claim(at, p, ids.length ? ids[0] : NONE, asked, evAt, claim.at);
      }, who, ...(c === null ? [] : [c]));
      return { ...ev, claim: claimOf(claim) };
    }

    /** The next show in order, its player claiming `claimed` (null: the true total). */
    show(claimed = null) {
      const asked = claimArg(claimed);
      return this.#show((at, out) => wasm.crib_deal_show(at, asked, out));
    }

    /** show() with the items pegged in the order the claimant announces them: `order`
     *  lists the indexes of the show's score's items (show a copy() to know them). */
    showItems(order, claimed = null) {
      const asked = claimArg(claimed);
      const indexes = itemOrder(order, 'Deal.showItems()');
      return this.#show((at, out) => wasm.crib_deal_show_items(at, asked, scratch.putBytes(indexes),
                                                                indexes.length, out));
    }

    #show(fn) {
      const at = this.#enter();
      const out = scratch.struct('crib_show');
      check(fn(at, out.at));
      save(this.#state, at);
      const isCrib = out.get('is_crib') === 1;
      const ids = out.list('cards', out.get('n_cards'));
      const starter = out.get('starter');
      return {
        player: out.get('player'), crib: isCrib, cards: ids.map(formatCard), starter: formatCard(starter),
        claim: claimOf(out.get('claim')), score: scoreOf(out.get('score'), ids, starter, isCrib),
      };
    }

    /** Where the deal stands (crib_deal_status). */
    status() {
      const at = this.#enter();
      const s = scratch.struct('crib_status');
      check(wasm.crib_deal_status(at, s.at));
      const players = s.get('players');
      return {
        stage: s.get('stage'), players, dealt: s.get('dealt'), discard: s.get('discard'), kept: s.get('kept'),
        dealer: s.get('dealer'), deal: s.get('deal'), starter: cardOrNull(s.get('starter')),
        nextShow: orNull(s.get('next_show')), nextIsCrib: s.get('next_is_crib') === 1,
        firstCut: s.list('first_cut', players).map(cardOrNull), hands: s.list('hand', players).map(maskTexts),
        crib: maskTexts(s.get('crib')), wrong: holders(s.get('wrong'), players),
        unpegged: s.list('unpegged', players),
        stands: holders(s.get('wrong') >>> constants.WRONG_STANDS, players),
      };
    }

    /** A misdeal: the cards go back, and the same dealer deals again (start()); before the
     *  starter, or for an imperfect pack in the play or the show too. Returns the dealer. */
    misdeal() { return this.#change((at) => wasm.crib_deal_misdeal(at)); }

    /** A dealing error: the holder (a player who has not laid away, or 'crib') got `delta`
     *  cards too many (1, 2) or too few (-1, -2); returns the cards it holds now. */
    miscount(who, delta) {
      const [h, d] = [holder(who), int(delta, -(2 ** 31), 2 ** 31, codes.ERANGE)];
      return this.#change((at) => wasm.crib_deal_miscount(at, h, d));
    }

    /** The opponent's choice for a holder found wrong after laying away (in the cut, the play
     *  or the show): 'peg' (he pegs 2; a long holder loses the cards `drawn`, a short one
     *  draws from the stock) or 'new-deal'; under the option let-stand 'correct' (for
     *  nothing) or 'stand' (a short hand, for 2). Returns the penalty pegged. */
    rectify(who, choice, drawn = []) {
      const [h, ch] = [holder(who), named('rectify', choice)];
      return this.#pegs((at, out) => {
        const ids = cards(drawn);
        return wasm.crib_deal_rectify(at, h, ch, scratch.putBytes(ids), ids.length, out);
      });
    }

    /** An over-peg by the player corrected on demand; returns the penalty his opponent
     *  pegs (2 under OPT_OVERPEG, else 0). */
    overpeg(who) {
      const p = player(who);
      return this.#pegs((at, out) => wasm.crib_deal_overpeg(at, p, out));
    }

    /** The player pegs, in time, the points he missed in his claims (status().unpegged);
     *  returns the points pegged. */
    correct(who) {
      const p = player(who);
      return this.#pegs((at, out) => wasm.crib_deal_correct(at, p, out));
    }

    /** What the player knows (crib_deal_view), for the bots of botDiscard() and botPlay():
     *  in the discard, before the player lays away; in the play, on the player's turn.
     *  discard: in the play, the cards the player laid away, if known. */
    //  history: a History kept up to date (crib_deal_view_history), for the view with the
    //  player's discard, what every go of the deal showed and the order of the earlier
    //  counts (earlier); discard is then not given.
    view(who, opts) {
      const { discard, history } = options(opts, { discard: [], history: null }, 'view()');
      const p = player(who);
      const at = this.#enter();
      const away = cardSet(discard);
      const out = scratch.struct('crib_view');
      if (history === null) {
        check(wasm.crib_deal_view(at, p, away, out.at));
      } else {
        if (!(history instanceof History)) throw new TypeError(`libcrib: view()'s history must be a History, got ${describe(history)}`);
        if (away !== 0n) throw new TypeError('libcrib: view() takes a discard or a history, not both');
        check(wasm.crib_deal_view_history(at, put(history[STATE], 'crib_history'), p, out.at));
      }
      return viewOf(out);
    }

    /** The stage, a STAGE_* value (names.stage has their names). */
    get stage() { return this.status().stage; }

    /** A copy of the deal's Game: the board, the order, the result. */
    game() {
      const at = this.#enter();
      const out = scratch.struct('crib_game');
      check(wasm.crib_deal_game(at, out.at));
      return new Game(STATE, copyOut(out));
    }
  }

  // What a deal forgets and a view needs (crib_history): each player's cards as dealt and
  // laid away, and the gos of the deal's play. update(deal) after every action on it.
  class History {
    #state;

    // new History(); made from the library's bytes, new History(STATE, bytes).
    constructor(key, bytes) {
      this.#state = key === STATE ? bytes : new Uint8Array(LAYOUTS.crib_history.size);
    }

    get [STATE]() { return this.#state; }

    copy() { return new History(STATE, this.#state.slice()); }

    /** Brings the history up to the deal's present (a new deal starts it afresh). */
    update(deal) {
      if (!(deal instanceof Deal)) throw new TypeError(`libcrib: History.update() takes a Deal, got ${describe(deal)}`);
      const at = enter(this.#state, 'crib_history');
      check(wasm.crib_history_update(at, put(deal[STATE], 'crib_deal')));
      save(this.#state, at);
    }

    #read(field, i = 0) {
      const at = enter(this.#state, 'crib_history');
      return new Struct(scratch.memory, 'crib_history', at).get(field, i);
    }

    /** The deal it follows (status().deal), 0 before any. */
    get deal() { return this.#read('deal'); }

    /** The player's cards as dealt, before laying away. */
    dealt(who) { return maskTexts(this.#read('dealt', int(who, 0, constants.PLAY_MAX_PLAYERS, codes.ERANGE))); }

    /** The cards the player laid away ([] until then). */
    discard(who) { return maskTexts(this.#read('discard', int(who, 0, constants.PLAY_MAX_PLAYERS, codes.ERANGE))); }
  }

  // A record's text in the scratch area: a string as UTF-8, or its bytes. A NUL or bytes
  // that are no UTF-8 are the reader's to report.
  const recordText = (value) => {
    let bytes;
    if (typeof value === 'string') bytes = new TextEncoder().encode(value);
    else if (value instanceof Uint8Array) bytes = value;
    else throw new TypeError(`libcrib: a record is a string or a Uint8Array, got ${describe(value)}`);
    if (bytes.length > scratch.textMax) {
      throw new RangeError(`libcrib: a record of ${bytes.length} bytes is longer than the limit, ${scratch.textMax} bytes`);
    }
    return [scratch.putBytes(bytes), bytes.length];
  };
  // A record function's code: OK, ERECORD and EREFUSED are its answer, in the report.
  const answer = (rc) => (rc === codes.OK || rc === codes.ERECORD || rc === codes.EREFUSED ? rc : check(rc));
  const nulText = (values) => String.fromCharCode(...values.slice(0, values.indexOf(0) < 0 ? values.length : values.indexOf(0)));
  const REPORT = Symbol('report');
  // A crib_record_report as a frozen object, its fields in camelCase as the structure has
  // them, and describe(), the report in words (crib_record_describe).
  function reportOf(r) {
    const fields = readStruct(r);
    const report = {
      code: fields.code, ok: fields.code === codes.OK, rulesCode: fields.rulesCode, deal: fields.deal,
      event: fields.event, index: fields.index, item: fields.item, kind: fields.kind, player: fields.player,
      isCrib: fields.isCrib === 1, recorded: fields.recorded, expected: fields.expected, side: fields.side,
      offset: fields.offset, line: fields.line, column: fields.column, deals: fields.deals, events: fields.events,
      decisions: fields.decisions, seeded: fields.seeded === 1, over: fields.over === 1, winner: fields.winner,
      players: fields.players, sides: fields.sides, score: Object.freeze(fields.score.slice(0, fields.sides)),
      field: nulText(fields.field), message: nulText(fields.message),
    };
    const bytes = copyOut(r);
    Object.defineProperty(report, REPORT, { value: bytes });
    Object.defineProperty(report, 'describe', {
      value: () => {
        scratch.reset();
        const at = scratch.alloc(bytes.length, 4);
        scratch.bytes().set(bytes, at);
        return textResult(wasm.crib_record_describe, at);
      },
    });
    return Object.freeze(report);
  }

  // Reads a game record and replays it whole (crib_record_check); the report says whether
  // every event holds or where the first that differs is. A text that is no record and an
  // event refused are answers, in the report.
  function checkRecord(value) {
    const [at, n] = recordText(value);
    const out = scratch.struct('crib_record_report');
    answer(wasm.crib_record_check(at, n, out.at));
    return reportOf(out);
  }

  // Replays a record to `decisions` player decisions (null or absent: all of them):
  // { deal, history, report }, the deal to drive on from there.
  function replayRecord(value, opts) {
    const { decisions } = options(opts, { decisions: null }, 'replayRecord()');
    const stop = decisions === null ? NONE : uint32(decisions);
    const [at, n] = recordText(value);
    const deal = scratch.struct('crib_deal');
    const history = scratch.struct('crib_history');
    const out = scratch.struct('crib_record_report');
    answer(wasm.crib_record_replay(at, n, stop, deal.at, history.at, out.at));
    return Object.freeze({
      deal: new Deal(STATE, copyOut(deal)), history: new History(STATE, copyOut(history)), report: reportOf(out),
    });
  }

  // The simple bot's cards to lay away; dealer, whose crib it is, must be said. Ties go to
  // the first way in the order of the cards given: give them in id order to play as
  // `crib game` does.
  // With a view (deal.view(), an arena's request) and { level, seed }: the bot of that
  // level, 'easy' (the same cards as the simple bot) or 'strong'.
  function botDiscard(dealt, discard, opts) {
    if (dealt?.[VIEW]) return viewDiscard(dealt, discard);
    const { dealer } = options(opts, { dealer: undefined }, 'botDiscard()');
    if (typeof dealer !== 'boolean') {
      throw new TypeError('libcrib: botDiscard() needs { dealer: true } or { dealer: false }');
    }
    const ids = cards(dealt);
    const n = int(discard, 0, 2 ** 32, codes.ECOUNT);
    const out = scratch.scalar('crib_card', Math.min(n, CARDS));
    check(wasm.crib_bot_discard(scratch.putBytes(ids), ids.length, n, dealer ? 1 : 0, out));
    return Array.from(scratch.bytes().subarray(out, out + n), formatCard);
  }

  // The simple bot's card for the player whose turn it is in a Play, or null for go.
  // With a view and { level, seed }: the bot of that level, from what the player knows.
  function botPlay(play, who) {
    if (play?.[VIEW]) return viewPlay(play, who);
    if (!(play instanceof Play)) throw new TypeError(`libcrib: botPlay() takes a Play, got ${describe(play)}`);
    const out = scratch.scalar('crib_card');
    const plays = check(wasm.crib_bot_play(put(play[STATE], 'crib_play'), player(who), out)) === 1;
    return plays ? formatCard(scratch.peek('crib_card', out)) : null;
  }

  // A structure read whole into a plain object: fields in camelCase, arrays as lists,
  // nested structures as objects; reserved space left out. writeStruct() is the reverse.
  function readStruct(st) {
    const out = {};
    for (const [field, f] of st.layout.fields) {
      if (field.startsWith('reserved')) continue;
      const read = (i) => (f.type in LAYOUTS ? readStruct(st.get(field, i)) : st.get(field, i));
      out[camel(field)] = f.count === 1 ? read(0) : Array.from({ length: f.count }, (_, i) => read(i));
    }
    return out;
  }
  function writeStruct(st, value, where) {
    if (value === null || typeof value !== 'object') {
      throw new TypeError(`libcrib: ${where} takes a ${st.layout.name} object, got ${describe(value)}`);
    }
    for (const [field, f] of st.layout.fields) {
      if (field.startsWith('reserved')) continue;
      const given = value[camel(field)];
      const wideField = SCALARS[f.type]?.[0] === 8 && f.type !== 'double';
      const one = (v, i) => {
        if (wideField) {
          if (typeof v !== 'bigint' && !Number.isInteger(v)) {
            throw new TypeError(`libcrib: ${where}: ${camel(field)} must be integers, got ${describe(v)}`);
          }
          const big = BigInt(v);
          const [low, high] = f.type === 'int64_t' ? [-(1n << 63n), 1n << 63n] : [0n, 1n << 64n];
          if (big < low || big >= high) throw fail(codes.ERANGE);
          st.set(field, big, i);
        } else {
          st.set(field, uint32(v), i);
        }
      };
      if (f.count === 1) {
        one(given, 0);
      } else {
        if (!Array.isArray(given) || given.length !== f.count) {
          throw new TypeError(`libcrib: ${where}: ${camel(field)} must be a list of ${f.count}`);
        }
        given.forEach(one);
      }
    }
  }

  // The bot levels by name ('easy', 'strong', 'expert') or number; 'caller' is the arena's only.
  const LEVEL_DEFAULTS = { level: 'easy', seed: 0n };
  const botLevel = (value, where) => {
    const level = named('bot', value);
    if (level === constants.BOT_CALLER) throw new TypeError(`libcrib: ${where}: 'caller' is no bot level`);
    return level;
  };

  // What a player knows (crib_view) as a plain object, carrying its bytes under VIEW (not
  // enumerable) for botDiscard() and botPlay(). legal: in the play, the cards held that
  // the count allows (none: the player must say go). earlier: the cards played before the
  // current count, in order, when known (none otherwise).
  const VIEW = Symbol('view');
  function viewOf(v) {
    const variant = v.get('rules').get('variant');
    const players = variant === constants.VARIANT_THREE ? 3 : variant === constants.VARIANT_FOUR ? 4 : 2;
    const sides = players === 4 ? 2 : players;
    const inPlay = v.get('stage') === constants.STAGE_PLAY;
    const hand = maskTexts(v.get('hand'));
    const count = v.get('count');
    const rules = v.get('rules');
    const view = {
      rules: Object.fromEntries(RULE_FIELDS.map((field) => [camel(field), rules.get(field)])),
      stage: names.stage[v.get('stage')], player: v.get('player'), dealer: v.get('dealer'),
      starter: cardOrNull(v.get('starter')), score: v.list('score', sides), count,
      went: Array.from({ length: players }, (_, q) => q).filter((q) => (v.get('went') >>> q) & 1),
      pile: v.list('pile', v.get('n_pile')).map(formatCard),
      earlier: v.list('earlier', Math.min(v.get('n_earlier'), constants.VIEW_MAX_EARLIER)).map(formatCard),
      held: v.list('held', players),
      minValue: v.list('min_value', players), hand, discard: maskTexts(v.get('discard')),
      played: v.list('played', players).map(maskTexts),
      legal: inPlay ? hand.filter((c) => count + cardValue(c) <= 31) : [],
      // As Python's View.lay_away: 2 from six cards, and in the five-card game; else 1.
      layAway: hand.length === 6 || variant === constants.VARIANT_FIVE_CARD ? 2 : 1,
    };
    Object.defineProperty(view, VIEW, { value: copyOut(v) });
    return Object.freeze(view);
  }
  const viewBytes = (view, where) => {
    const bytes = view?.[VIEW];
    if (!bytes) throw new TypeError(`libcrib: ${where} takes a view (from deal.view() or an arena's request)`);
    return put(bytes, 'crib_view');
  };

  // A bot of a level from a view: the cards to lay away, in id order.
  function viewDiscard(view, opts) {
    const { level, seed } = options(opts, LEVEL_DEFAULTS, 'botDiscard()');
    const at = viewBytes(view, 'botDiscard()');
    const out = scratch.scalar('crib_card', 2);
    const n = check(wasm.crib_bot_choose_discard(at, botLevel(level, 'botDiscard()'), uint64(seed), out, 2));
    return Array.from(scratch.bytes().subarray(out, out + n), formatCard);
  }
  // ... the card to play, or null for go.
  function viewPlay(view, opts) {
    const { level, seed } = options(opts, LEVEL_DEFAULTS, 'botPlay()');
    const at = viewBytes(view, 'botPlay()');
    const out = scratch.scalar('crib_card');
    const plays = check(wasm.crib_bot_choose_play(at, botLevel(level, 'botPlay()'), uint64(seed), out)) === 1;
    return plays ? formatCard(scratch.peek('crib_card', out)) : null;
  }

  // crib_advise: every legal choice of a view, best first, as the expert bot weighs them;
  // entries[0] is botDiscard()'s or botPlay()'s choice at 'expert'. A choice's cards: those
  // laid away, the card played, or none for a go. win is null where the library gives -1:
  // no chance table for the game, or a go.
  function advise(view) {
    const at = viewBytes(view, 'advise()');
    const out = scratch.struct('crib_advice');
    check(wasm.crib_advise(at, out.at));
    const entries = out.list('entry', out.get('n')).map((e) => {
      const win = e.get('win');
      return Object.freeze({
        cards: Object.freeze(e.list('card', e.get('n_cards')).map(formatCard)),
        hand: e.get('hand'), crib: e.get('crib'), peg: e.get('peg'), points: e.get('points'),
        win: win < 0 ? null : win,
      });
    });
    return Object.freeze({ kind: names.stage[out.get('kind')], entries: Object.freeze(entries) });
  }

  // crib_view_win_chance: the chance to win from what a view of a two-player six-card game
  // sees; method is how it was found, the word `crib chance --json` prints.
  const CHANCE_METHODS = ['table', 'model', 'search', 'show'];
  function viewWinChance(view) {
    const at = viewBytes(view, 'viewWinChance()');
    const out = scratch.struct('crib_chance');
    check(wasm.crib_view_win_chance(at, out.at));
    return Object.freeze({ method: CHANCE_METHODS[out.get('method')], win: out.get('win'),
                           lurch: out.get('lurch'), skunk: out.get('skunk') });
  }

  // crib_win_chance: a two-player six-card game's chances from the start of a deal, in the
  // shape `crib chance --json` prints.
  function winChance(target, own, other, opts) {
    const { dealer } = options(opts, { dealer: undefined }, 'winChance()');
    if (typeof dealer !== 'boolean') {
      throw new TypeError('libcrib: winChance() needs { dealer: true } or { dealer: false }');
    }
    const [t, a, b] = [uint32(target), uint32(own), uint32(other)];
    const out = scratch.struct('crib_chance');
    check(wasm.crib_win_chance(t, a, b, dealer ? 1 : 0, out.at));
    return { target: t, own: a, other: b, deals: dealer, win: out.get('win'), lurch: out.get('lurch'),
             skunk: out.get('skunk') };
  }

  // A tally's summary: the statistics of `crib arena --json`, camelCased as the rest of the
  // module (winA, winA95, points.aDealer.total95). 1.0 named them as the JSON does (win_a,
  // points.a_dealer.total_95): those names still read the same values, as properties that
  // are not enumerable, so that JSON.stringify() and deepEqual() see the camelCase alone.
  const KINDS = ['play', 'hand', 'crib', 'heels', 'total'];
  const snake = (name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/(\D)95$/, '$1_95');
  function withSnakeNames(object) {
    for (const [key, value] of Object.entries(object)) {
      if (snake(key) !== key) Object.defineProperty(object, snake(key), { value, enumerable: false });
    }
    return object;
  }
  function summaryOf(s) {
    const points = {};
    for (const side of [0, 1]) {
      for (const role of [0, 1]) {
        const entry = Object.fromEntries(KINDS.map((k, i) => [k, s.get('points', side * 10 + role * 5 + i)]));
        entry.total95 = s.get('total_half', side * 2 + role);
        entry.play95 = s.get('play_half', side * 2 + role);
        points[`${side ? 'b' : 'a'}${role ? 'Pone' : 'Dealer'}`] = withSnakeNames(entry);
      }
    }
    return withSnakeNames({
      games: s.get('games'), pairs: s.get('pairs'),
      winA: s.get('win_a'), winA95: [s.get('win_a_low'), s.get('win_a_high')],
      valueA: s.get('value_a'), valueA95: [s.get('value_a_low'), s.get('value_a_high')],
      firstDealer: s.get('first_dealer'), firstDealer95: [s.get('first_dealer_low'), s.get('first_dealer_high')],
      dealsPerGame: s.get('deals_per_game'), points: withSnakeNames(points),
      playDiff: withSnakeNames({ dealer: s.get('play_diff', 0), dealer95: s.get('play_diff_half', 0),
                                 pone: s.get('play_diff', 1), pone95: s.get('play_diff_half', 1) }),
    });
  }
  const putTally = (tally, where) => {
    const t = scratch.struct('crib_tally');
    writeStruct(t, tally, where);
    return t;
  };
  function tallySummary(tally) {
    const t = putTally(tally, 'tallySummary()');
    const out = scratch.struct('crib_summary');
    check(wasm.crib_tally_summary(t.at, out.at));
    return summaryOf(out);
  }
  function tallyAdd(sum, more) {
    const t = putTally(sum, 'tallyAdd()');
    check(wasm.crib_tally_add(t.at, putTally(more, 'tallyAdd()').at));
    return readStruct(t);
  }

  // An arena event (crib_arena_event) as a plain object; a request's view as viewOf's.
  function arenaEvent(e, three) {
    const kind = e.get('kind');
    const request = kind === constants.EVENT_DISCARD || kind === constants.EVENT_PLAY;
    return {
      kind: names.event[kind], game: e.get('game'), deal: e.get('deal'), side: orNull(e.get('side')),
      player: orNull(e.get('player')), seatA: e.get('seat_a'), dealer: e.get('dealer'),
      card: cardOrNull(e.get('card')), points: e.get('points'), scorer: orNull(e.get('scorer')),
      count: e.get('count'), crib: e.get('is_crib') === 1,
      score: three ? [...e.list('score'), e.get('score_third')] : e.list('score'),
      cards: maskTexts(e.get('cards')), view: request ? viewOf(e.get('view')) : null,
    };
  }

  // Two sides on duplicate deals (crib_arena): each 'easy', 'strong', 'caller' (answered
  // through discard() and play() after next() asks), or a function, a bot written in
  // JavaScript: given the request (next()'s event, its view), it returns the cards to lay
  // away, or the card to play (null: go). Any variant: three-handed, A's one seat against
  // B's two, each seed three times; four-handed, partnerships. Its state lives here as a
  // Deal's does.
  class Arena {
    #state;
    #bots;
    #three;

    constructor(opts) {
      const o = options(opts, { a: 'easy', b: 'easy', rules: undefined, games: 2000, seed: 1n, botSeed: 0n,
                                firstPair: 0, single: false, firstDealer: null, start: undefined }, 'new Arena()');
      scratch.reset();
      const c = scratch.struct('crib_arena_config');
      const rules = o.rules === undefined ? gameRules() : o.rules;
      const r = putRules(rules);
      scratch.bytes().copyWithin(c.address('rules'), r, r + LAYOUTS.crib_game_rules.size);
      this.#three = c.get('rules').get('variant') === constants.VARIANT_THREE;
      this.#bots = [o.a, o.b].map((side) => (typeof side === 'function' ? side : null));
      [o.a, o.b].forEach((side, i) => c.set('level', typeof side === 'function' ? constants.BOT_CALLER : named('bot', side), i));
      const games = int(o.games, 1, 2 ** 32, codes.ERANGE);
      c.set('seed', uint64(o.seed));
      c.set('bot_seed', uint64(o.botSeed));
      c.set('first_pair', uint32(o.firstPair));
      c.set('pairs', o.single ? games : Math.ceil(games / (this.#three ? 3 : 2)));
      c.set('flags', o.single ? constants.ARENA_SINGLE : 0);
      c.set('first_dealer', o.firstDealer === null ? constants.DEAL_CUT : player(o.firstDealer));
      const scores = this.#three ? 3 : 2;
      const start = o.start === undefined ? new Array(scores).fill(0) : o.start;
      if (!Array.isArray(start) || start.length !== scores) {
        throw new TypeError(`libcrib: new Arena()'s start must be the ${scores} scores of the board`);
      }
      start.forEach((v, i) => (i < 2 ? c.set('start', uint32(v), i) : c.set('start_third', uint32(v))));
      const at = scratch.struct('crib_arena');
      check(wasm.crib_arena_init(at.at, c.at));
      this.#state = copyOut(at);
    }

    #enter() { return enter(this.#state, 'crib_arena'); }

    /** Plays on until a request of a 'caller' side (or, with { events: true }, any event;
     *  with { game: true }, a game's end) or the end of the run (kind 'done'); a side that
     *  is a function is asked and answered here. Returns the event. */
    next(opts) {
      const { events, game } = options(opts, { events: false, game: false }, 'next()');
      const flags = (events ? constants.STOP_EVENTS : 0) | (game ? constants.STOP_GAME : 0);
      for (;;) {
        const at = this.#enter();
        const out = scratch.struct('crib_arena_event');
        const kind = check(wasm.crib_arena_next(at, flags, out.at));
        save(this.#state, at);
        const ev = arenaEvent(out, this.#three);
        const bot = kind === constants.EVENT_DISCARD || kind === constants.EVENT_PLAY ? this.#bots[ev.side] : null;
        if (!bot) return ev;
        const answer = bot(ev);
        if (kind === constants.EVENT_DISCARD) this.discard(answer); else this.play(answer);
      }
    }

    /** Answers a discard request: the cards to lay away. */
    discard(away) {
      const at = this.#enter();
      const ids = cards(away);
      check(wasm.crib_arena_discard(at, scratch.putBytes(ids), ids.length));
      save(this.#state, at);
    }

    /** Answers a play request: the card, or null for go. */
    play(c) {
      const id = c === null ? NONE : card(c);
      const at = this.#enter();
      check(wasm.crib_arena_play(at, id));
      save(this.#state, at);
    }

    /** The tally so far (crib_tally): its fields in camelCase, counts as BigInts. */
    tally() {
      const at = this.#enter();
      const out = scratch.struct('crib_tally');
      check(wasm.crib_arena_tally(at, out.at));
      return readStruct(out);
    }

    /** The summary of the tally so far, as `crib arena --json` prints its statistics. */
    summary() { return tallySummary(this.tally()); }

    /** Plays to the end (every side a bot or a function); returns { tally, summary }. */
    run() {
      const ev = this.next();
      if (ev.kind !== 'done') throw new TypeError('libcrib: run() cannot answer a \'caller\' side; use next()');
      const tally = this.tally();
      return { tally, summary: tallySummary(tally) };
    }
  }

  // Bound here so that every API call starts with the whole scratch area free; the
  // classes' methods start it afresh themselves.
  const api = {
    parseCard, formatCard, parseHand, formatHand, makeCard, rank, suit, value: cardValue, heels,
    maskFromCards, maskToCards, maskCount, score, strerror, maskScore, maskScoreStarters, maskScoreMany,
    maskScoreStartersMany,
    handExpect, discardExpect, discardAnalyze, discardTable, pegScore, gameRules, botDiscard, botPlay, advise,
    winChance, viewWinChance, tallyAdd, tallySummary, checkRecord, replayRecord,
    version: () => scratch.getCString(wasm.crib_version_string()),
    versionNumber: () => wasm.crib_version_number() >>> 0,
  };
  for (const [name, fn] of Object.entries(api)) {
    api[name] = (...args) => {
      scratch.reset();
      return fn(...args);
    };
  }
  Object.assign(api, { Play, Game, Match, Rng, Deal, History, Arena, textMax: scratch.textMax });
  return Object.freeze(api);
}
