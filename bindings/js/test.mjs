#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// Tests of the JavaScript binding, with node alone. Prints TAP and, last, one line
// "N passed, N failed"; exits non-zero on a failure. Reads the answer file shared with the
// C tests (test/data/hands.csv) and the header, to check the constants mirrored from it.
// The wasm file is build/wasm/libcrib.wasm (`make wasm`), or $LIBCRIB_WASM.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { accessSync, constants as fsConstants, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as libcrib from './libcrib.mjs';
import { CribError, codes, load } from './libcrib.mjs';

const root = new URL('../../', import.meta.url);
const repoFile = (path) => fileURLToPath(new URL(path, root));
const wasmPath = process.env.LIBCRIB_WASM ?? repoFile('build/wasm/libcrib.wasm');
const wasmBytes = readFileSync(wasmPath);
const crib = await load(wasmBytes);

const tests = [];
const test = (name, fn) => tests.push({ name, fn });
class Skip extends Error {}

function headerDefines() {
  const text = readFileSync(repoFile('include/crib.h'), 'utf8');
  const found = text.matchAll(/^#define CRIB_(\w+) \(?(-?\d+|0x[0-9A-Fa-f]+)u?\)?$/gm);
  return Object.fromEntries(Array.from(found, (m) => [m[1], Number(m[2])]));
}

function handsCsv() {
  const [header, ...lines] = readFileSync(repoFile('test/data/hands.csv'), 'utf8').trim().split('\n');
  const names = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').slice(0, 4).map((v, i) => [names[i], v])));
}

function throwsCode(code, fn) {
  assert.throws(fn, (e) => e instanceof CribError && e.code === code &&
                           e.message === crib.strerror(code));
}

test('every CRIB_E*, CRIB_ITEM_*, game, deal and layout constant of crib.h is mirrored, equal', () => {
  for (const [name, value] of Object.entries(headerDefines())) {
    if (/^E[A-Z0-9]+$|^OK$/.test(name)) assert.equal(codes[name], value, name);
    if (/^(VARIANT|OPT|LADDER|LEVEL|PHASE|PEG|STAGE)_/.test(name)) assert.equal(libcrib[name], value, name);
    if (name.startsWith('ITEM_')) assert.equal(libcrib.itemKinds[value], name.slice(5).toLowerCase().replace('_', '-'), name);
  }
  const d = headerDefines();
  for (const name of ['CARDS', 'CRIB', 'POS_STARTER', 'SCORE_MAX_ITEMS', 'PEG_MAX_ITEMS', 'PLAY_FIVE_CARD',
                      'PLAY_MAX_PLAYERS', 'PLAY_NONE', 'DISCARD_DEALER', 'DISCARD_FIVE_CARD', 'DISCARD_MAX_KEEPS',
                      'CRIB_TABLE_SIZE', 'GAME_MAX_SIDES', 'GAME_MAX_TARGET', 'CLAIM_ALL', 'MATCH_LOSER_DEALS',
                      'DEAL_CUT']) {
    assert.equal(libcrib[name], d[name], name);
  }
});

test('version() and versionNumber() are the header\'s', () => {
  const d = headerDefines();
  assert.equal(crib.version(), `${d.VERSION_MAJOR}.${d.VERSION_MINOR}.${d.VERSION_PATCH}`);
  assert.equal(crib.versionNumber(), d.VERSION_MAJOR << 16 | d.VERSION_MINOR << 8 | d.VERSION_PATCH);
});

test('the wasm exports every function of src/exports.txt and imports nothing', () => {
  const module = new WebAssembly.Module(wasmBytes);
  const exported = new Set(WebAssembly.Module.exports(module).map((e) => e.name));
  for (const name of readFileSync(repoFile('src/exports.txt'), 'utf8').split(/\s+/).filter(Boolean)) {
    assert.ok(exported.has(name), name);
  }
  assert.deepEqual(WebAssembly.Module.imports(module), []);
});

test('a structure laid out with the wrong size makes load() fail', async () => {
  const source = readFileSync(repoFile('bindings/js/libcrib.mjs'), 'utf8');
  const drifts = [['const ITEM_SIZE = 16;', 'crib_item'], ['export const SCORE_MAX_ITEMS = 32;', 'crib_score'],
                  ['export const PEG_MAX_ITEMS = 4;', 'crib_peg'], ['const PLAY_SIZE = 96;', 'crib_play'],
                  ['const EVENT_PEG = 48;', 'crib_play_event'], ['const RULES_SIZE = 48;', 'crib_game_rules'],
                  ['const GAME_SIZE = 112;', 'crib_game'], ['const RESULT_SIZE = 64;', 'crib_result'],
                  ['const CLAIM_SIZE = 40;', 'crib_claim'], ['const MATCH_SIZE = 48;', 'crib_match'],
                  ['const DEAL_SIZE = 296;', 'crib_deal'], ['const INFO_SIZE = 96;', 'crib_status'],
                  ['const SHOW_SCORE = 64;', 'crib_show']];
  for (const [line, what] of drifts) {
    const drifted = source.replace(line, line.replace(/\d+;$/, (n) => `${parseInt(n, 10) + 8};`));
    assert.notEqual(drifted, source, line);
    const module = await import(`data:text/javascript,${encodeURIComponent(drifted)}`);
    await assert.rejects(module.load(wasmBytes),
                         new RegExp(`-byte ${what}, libcrib.mjs expects \\d+: they do not match`));
  }
});

test('load() takes a path, a file URL, bytes or a module, and by default finds the build', async () => {
  const fileUrl = pathToFileURL(wasmPath);
  const sources = [wasmPath, fileUrl, fileUrl.href, new Uint8Array(wasmBytes), new WebAssembly.Module(wasmBytes)];
  if (!process.env.LIBCRIB_WASM) sources.push(undefined);
  for (const source of sources) assert.equal((await load(source)).score('5h 5d 5c Js', '5s').total, 29);
  await assert.rejects(load(`${wasmPath}.missing`), { code: 'ENOENT' });
});

test('every row of test/data/hands.csv: hand total, crib total or ECOUNT, item sums', () => {
  const sums = { fifteen: 'fifteens', run: 'runs', pair: 'pairs', flush: 'flush', nobs: 'nobs' };
  for (const row of handsCsv()) {
    const s = crib.score(row.hand, row.starter);
    assert.equal(s.total, Number(row.hand_total), row.hand);
    assert.equal(s.items.reduce((sum, it) => sum + it.points, 0), s.total, row.hand);
    for (const [kind, field] of Object.entries(sums)) {
      assert.equal(s.items.filter((it) => it.kind === kind).reduce((sum, it) => sum + it.points, 0), s[field]);
    }
    if (row.crib_total) {
      assert.equal(crib.score(row.hand, row.starter, { crib: true }).total, Number(row.crib_total), row.hand);
    } else {
      throwsCode(codes.ECOUNT, () => crib.score(row.hand, row.starter, { crib: true }));
    }
  }
});

test('score() of every answer-file hand is what `crib score --json` prints', () => {
  const program = repoFile('bin/crib');
  try {
    accessSync(program, fsConstants.X_OK);
  } catch {
    throw new Skip('bin/crib is not built');
  }
  for (const row of handsCsv()) {
    for (const asCrib of row.crib_total ? [false, true] : [false]) {
      // A hand of 3 is asked for by name.
      const fiveCard = row.hand.split(' ').length === 3 ? ['--five-card'] : [];
      const args = ['score', '--json', ...(asCrib ? ['--crib'] : []), ...fiveCard, row.hand, row.starter];
      const printed = JSON.parse(execFileSync(program, args, { encoding: 'utf8' }));
      assert.deepEqual(crib.score(row.hand, row.starter, { crib: asCrib }), printed, `${row.hand} ${asCrib}`);
    }
  }
});

test('announcements, and cards and positions of the items', () => {
  const said = [
    ['5h 5d 5c Js', '5s', 'fifteen 2, fifteen 4, fifteen 6, fifteen 8, fifteen 10, fifteen 12, ' +
     'fifteen 14, fifteen 16, a double pair royal is 28 and one for his nob is 29'],
    ['4h 5c 5d 6h', '6d', 'fifteen 2, fifteen 4, fifteen 6, fifteen 8 and a quadruple run of three is 24'],
    ['Kc Qd Qh Jc', '10s', 'a double run of four is 10'],
    ['Ah 3h 9c Kh', '10d', 'no score'],
    ['2h 4h 9h Kh', 'Qh', 'fifteen 2 and a flush of five is 7'],
  ];
  for (const [hand, starter, text] of said) assert.equal(crib.score(hand, starter).announcement, text);
  const s = crib.score(['Js', '5h', 17, '5c'], 19);
  assert.deepEqual(s.items.at(-1), { kind: 'nobs', points: 1, cards: ['Js', '5s'], positions: [0, 'starter'] });
  assert.deepEqual([s.hand, s.starter, s.heels], [['Js', '5h', '5d', '5c'], '5s', 0]);
  assert.equal(crib.score('5c 5d Qs Kh', 'Jh').heels, 2);
});

test('all 52 cards: text, rank, suit, value, makeCard, and the text read back in every form', () => {
  const symbols = ['♣', '♦', '♥', '♠'];
  for (let id = 0; id < 52; id++) {
    const text = crib.formatCard(id);
    const [rank, suit] = [crib.rank(id), crib.suit(id)];
    assert.deepEqual([rank * 4 + suit, crib.makeCard(rank, suit)], [id, id]);
    assert.equal(crib.value(text), Math.min(rank + 1, 10));
    for (const form of [text, text.toUpperCase(), text.slice(0, -1) + symbols[suit]]) {
      assert.equal(crib.parseCard(form), id, form);
    }
  }
});

test('the whole pack through parseHand, formatHand and masks', () => {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  assert.deepEqual(crib.parseHand(crib.formatHand(deck)), deck);
  assert.deepEqual(crib.parseHand(' Ac,\t2c\n'), [0, 4]);
  assert.deepEqual(crib.parseHand(' , '), []);
  assert.equal(crib.maskFromCards(deck), (1n << 52n) - 1n);
  assert.deepEqual(crib.maskToCards((1n << 52n) - 1n), deck);
  assert.equal(crib.maskCount((1n << 52n) - 1n), 52);
  assert.equal(crib.maskFromCards('5h Js'), 1n << 18n | 1n << 43n);
  assert.deepEqual(crib.maskToCards(0), []);
  assert.equal(crib.maskCount(2 ** 40), 1);
});

test('heels: 2 for each jack turned, 0 for every other card', () => {
  for (let id = 0; id < 52; id++) assert.equal(crib.heels(id), crib.rank(id) === 10 ? 2 : 0);
});

test('CribError is an Error carrying the code and the library\'s sentence', () => {
  assert.throws(() => crib.parseCard('5x'), (e) => e instanceof Error && e.name === 'CribError' &&
                e.code === codes.EPARSE && /not a card/.test(e.message));
  const unknown = crib.strerror(1);
  const known = new Set(Object.values(codes).map(crib.strerror));
  assert.equal(known.size, Object.keys(codes).length);
  assert.ok(!known.has(unknown));
  for (const code of [Math.min(...Object.values(codes)) - 1, 2, 2 ** 40, -(2 ** 40)]) assert.equal(crib.strerror(code), unknown);
});

test('ECARD: ids 52 to 255, and ids that a uint8_t would wrap', () => {
  for (const bad of [52, 255, 256, 256 + 18, -1]) {
    throwsCode(codes.ECARD, () => crib.formatCard(bad));
    throwsCode(codes.ECARD, () => crib.score([0, 1, 2, bad], 3));
    throwsCode(codes.ECARD, () => crib.score([0, 1, 2, 3], bad));
    throwsCode(codes.ECARD, () => crib.maskFromCards([bad]));
    throwsCode(codes.ECARD, () => crib.heels(bad));
  }
});

test('EDUP, ECOUNT, EPARSE, EMASK, ERANGE from the API', () => {
  throwsCode(codes.EDUP, () => crib.parseHand('5h 5d 5h'));
  throwsCode(codes.EDUP, () => crib.score('5h 5d 5c Js', '5h'));
  throwsCode(codes.EDUP, () => crib.maskFromCards([7, 7]));
  for (const hand of [[], 'Ah 2h', 'Ah 2h 3h 4h 6h']) throwsCode(codes.ECOUNT, () => crib.score(hand, 'Kc'));
  for (const bad of ['', '1h', ' 5h', '5h ', '5x', '11h', '5h\0', '5h 5d']) {
    throwsCode(codes.EPARSE, () => crib.parseCard(bad));
  }
  throwsCode(codes.EPARSE, () => crib.parseHand('5h\0 5d'));
  throwsCode(codes.EPARSE, () => crib.score('5h 5d 5c Jz', '5s'));
  for (const bad of [1n << 52n, 1n << 63n, -1n, 1n << 64n, -1, 2 ** 53]) {
    throwsCode(codes.EMASK, () => crib.maskCount(bad));
    throwsCode(codes.EMASK, () => crib.maskToCards(bad));
  }
  for (const [rank, suit] of [[13, 0], [0, 4], [-1, 0], [2 ** 32, 0], [0, 2 ** 40]]) {
    throwsCode(codes.ERANGE, () => crib.makeCard(rank, suit));
  }
});

test('TypeError for what is neither a text nor an integer', () => {
  for (const bad of [1.5, null, undefined, true, {}]) assert.throws(() => crib.formatCard(bad), TypeError);
  assert.throws(() => crib.parseHand(null), TypeError);
  assert.throws(() => crib.maskCount('1'), TypeError);
  assert.throws(() => crib.strerror('x'), TypeError);
});

test('a text too long for the scratch area is a RangeError, and the next call works', () => {
  assert.throws(() => crib.parseHand(' '.repeat(1 << 17)), RangeError);
  assert.equal(crib.score('5h 5d 5c Js', '5s').total, 29);
  assert.deepEqual(crib.parseHand(' '.repeat(60000) + '5h'), [18]);
});

test('ENULL, EFLAGS, ESPACE and a bad crib_score: codes only raw calls reach', async () => {
  const { instance } = await WebAssembly.instantiate(wasmBytes, {});
  const wasm = instance.exports;
  const at = wasm.crib_wasm_scratch();
  const bytes = new Uint8Array(wasm.memory.buffer);
  assert.equal(wasm.crib_card_parse(0, 0), codes.ENULL);
  bytes.set([0, 1, 2, 3], at);
  assert.equal(wasm.crib_hand_score(at, 4, 4, 2, at + 8), codes.EFLAGS);
  bytes.set([...new TextEncoder().encode('5h 5d'), 0], at);
  assert.equal(wasm.crib_hand_parse(at, at + 8, 1), codes.ESPACE);
  bytes.fill(0, at, at + wasm.crib_score_size());
  new DataView(wasm.memory.buffer).setUint32(at + 24, libcrib.SCORE_MAX_ITEMS + 1, true);
  assert.equal(wasm.crib_score_format(at, 0, 0), codes.ERANGE);
});

function cribJson(...args) {
  const program = repoFile('bin/crib');
  try {
    accessSync(program, fsConstants.X_OK);
  } catch {
    throw new Skip('bin/crib is not built');
  }
  return JSON.parse(execFileSync(program, [args[0], '--json', ...args.slice(1)], { encoding: 'utf8' }));
}

// xorshift32: a few seeded numbers for sampling, the same on every run.
function random(seed) {
  let x = seed >>> 0;
  return (n) => {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

function deal(next, n) {
  const pack = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 51; i > 0; i--) {
    const j = next(i + 1);
    [pack[i], pack[j]] = [pack[j], pack[i]];
  }
  return pack.slice(0, n);
}

// Equal, but for floats, which the program prints to 6 decimals.
function sameJson(ours, printed, path = '') {
  if (typeof printed === 'number' && !Number.isInteger(printed)) {
    assert.ok(Math.abs(ours - printed) <= 5e-7, `${path}: ${ours} against ${printed}`);
  } else if (Array.isArray(printed)) {
    assert.equal(ours.length, printed.length, path);
    printed.forEach((v, i) => sameJson(ours[i], v, `${path}[${i}]`));
  } else if (printed !== null && typeof printed === 'object') {
    assert.deepEqual(Object.keys(ours).sort(), Object.keys(printed).sort(), path);
    for (const key of Object.keys(printed)) sameJson(ours[key], printed[key], `${path}.${key}`);
  } else {
    assert.equal(ours, printed, path);
  }
}

test('maskScore, maskScoreStarters: every starter of 300 seeded hands and cribs, 60 of three cards', () => {
  const next = random(20261122);
  const cases = [];
  for (let i = 0; i < 150; i++) cases.push([deal(next, 4), false], [deal(next, 4), true]);
  for (let i = 0; i < 60; i++) cases.push([deal(next, 3), false]);
  for (const [hand, asCrib] of cases) {
    const m = crib.maskFromCards(hand);
    const want = Array.from({ length: 52 },
                            (_, c) => (hand.includes(c) ? null : crib.score(hand, c, { crib: asCrib }).total));
    assert.deepEqual(crib.maskScoreStarters(m, { crib: asCrib }), want, `${hand} ${asCrib}`);
    for (let c = 0; c < 52; c++) if (want[c] !== null) assert.equal(crib.maskScore(m, c, { crib: asCrib }), want[c]);
  }
});

test('the 29 hand by mask and by cards; its starters', () => {
  assert.equal(crib.maskScore('5h 5d 5c Js', '5s'), 29);
  assert.equal(crib.maskScore(crib.maskFromCards('5h 5d 5c Js'), 19), 29);
  assert.equal(crib.maskScore(Number(crib.maskFromCards('5h 5d 5c Js')), '5s', { crib: true }), 29);
  const starters = crib.maskScoreStarters(['Js', '5h', 17, '5c']);
  assert.deepEqual(starters.slice(16, 20), [null, null, null, 29]);
  assert.equal(starters.filter((s) => s === null).length, 4);
});

test('the fast evaluator\'s errors: ECOUNT, EDUP, ECARD, EMASK', () => {
  throwsCode(codes.ECOUNT, () => crib.maskScore('5h 5d 5c Js 2c', '5s'));
  throwsCode(codes.ECOUNT, () => crib.maskScore('5h 5d 5c', '5s', { crib: true }));
  throwsCode(codes.ECOUNT, () => crib.maskScoreStarters(0n));
  throwsCode(codes.EDUP, () => crib.maskScore('5h 5d 5c Js', '5h'));
  throwsCode(codes.ECARD, () => crib.maskScore('5h 5d 5c Js', 52));
  throwsCode(codes.EMASK, () => crib.maskScoreStarters(1n << 52n | 7n));
  throwsCode(codes.EMASK, () => crib.maskScore(-1n, 0));
});

test('5h 5d 5c Js 2c 9h, dealing: keep the 29 hand\'s four, 766 over 46, crib 188288', () => {
  const keeps = crib.discardAnalyze('5h 5d 5c Js 2c 9h', { dealer: true });
  assert.equal(keeps.length, 15);
  const [best] = keeps;
  assert.deepEqual([best.keep, best.discard], [['5c', '5d', '5h', 'Js'], ['2c', '9h']]);
  assert.deepEqual(best.hand, { sum: 766, count: 46, min: 14, max: 29, mean: 766 / 46 });
  assert.deepEqual([best.crib.sum, best.crib.count], [188288, 45540]);
  assert.equal(best.value, 766 / 46 + 188288 / 45540);
  for (let i = 1; i < keeps.length; i++) assert.ok(keeps[i].value <= keeps[i - 1].value);
});

test('every keep of ten analyses, field for field, as `crib discard --json` prints it', () => {
  const variants = [[['--dealer'], { dealer: true }], [['--pone'], { dealer: false }],
                    [['--five-card'], { dealer: true, fiveCard: true }]];
  for (const [args, options] of variants) {
    for (const cards of ['5h 5d 5c Js 2c 9h', 'Ah 2h 3h 4h 5h 6h', 'Kc Qd 7s 7h 3c 2d']) {
      const dealt = options.fiveCard ? cards.split(' ').slice(0, 5) : cards.split(' ');
      const printed = cribJson('discard', ...args, ...dealt);
      assert.deepEqual([printed.dealer, printed.five_card], [options.dealer, Boolean(options.fiveCard)]);
      sameJson(crib.discardAnalyze(dealt, options), printed.keeps, `${dealt} ${args}`);
    }
  }
  const printed = cribJson('discard', '--pone', '5h', '5d', '5c', 'Js', '2c');
  sameJson(crib.discardAnalyze([18, '5d', '5c', 'Js', '2c'], { dealer: false }), printed.keeps);
});

test('handExpect and cribExpect give each keep\'s hand and crib, from masks or cards', () => {
  for (const k of crib.discardAnalyze('5h 5d 5c Js 2c 9h', { dealer: false }).slice(0, 4)) {
    assert.deepEqual(crib.handExpect(k.keep, k.discard), k.hand);
    assert.deepEqual(crib.cribExpect(crib.maskFromCards(k.discard), crib.maskFromCards(k.keep)), k.crib);
  }
  const alone = crib.handExpect('5h 5d 5c Js');
  assert.deepEqual([alone.count, alone.max], [48, 29]);
  assert.equal(crib.cribExpect('5h 5d 5c Js', '5s').count, 47);
});

test('cribTable: 169 entries, 5-5 sums to 528768, A-2 suited to 263247; as `crib crib-table` prints', () => {
  const table = crib.cribTable();
  assert.equal(table.length, libcrib.CRIB_TABLE_SIZE);
  const find = (r1, r2, suited) => table.find((e) => e.ranks[0] === r1 && e.ranks[1] === r2 && e.suited === suited);
  assert.equal(find('5', '5', false).sum, 528768);
  assert.deepEqual(find('A', '2', true), { ranks: ['A', '2'], suited: true, sum: 263247, mean: 263247 / 58800 });
  assert.deepEqual(table.at(-1).ranks, ['K', 'K']);
  sameJson(table, cribJson('crib-table').pairs);
});

test('the discard analysis\'s errors: ECOUNT, EDUP, ECARD, ERANGE, EMASK; dealer must be said', () => {
  throwsCode(codes.ECOUNT, () => crib.discardAnalyze('5h 5d 5c Js', { dealer: true }));
  throwsCode(codes.ECOUNT, () => crib.discardAnalyze('5h 5d 5c Js 2c 9h', { dealer: true, fiveCard: true }));
  throwsCode(codes.EDUP, () => crib.discardAnalyze([1, 2, 3, 4, 5, 1], { dealer: true }));
  throwsCode(codes.ECARD, () => crib.discardAnalyze([1, 2, 3, 4, 5, 52], { dealer: true }));
  throwsCode(codes.EDUP, () => crib.handExpect('5h 5d 5c Js', 'Js'));
  throwsCode(codes.ECOUNT, () => crib.cribExpect(0n));
  const hand = crib.maskFromCards('5h 5d 5c Js');
  throwsCode(codes.ERANGE, () => crib.handExpect(hand, (1n << 52n) - 1n - hand));
  throwsCode(codes.EMASK, () => crib.cribExpect('5h', 1n << 60n));
  assert.throws(() => crib.discardAnalyze('5h 5d 5c Js 2c 9h'), TypeError);
  assert.throws(() => crib.discardAnalyze('5h 5d 5c Js 2c 9h', { dealer: 1 }), TypeError);
});

test('pegScore: the play\'s examples of RULES.md, card by card', () => {
  const examples = [
    ['4h 2h 3h 4s 3s', [0, 0, 3, 3, 0]], ['4h 2h 3h 5h 6h', [0, 0, 3, 4, 5]], ['4h 6h 5h', [0, 0, 5]],
    ['4h Kh 6h 5h', [0, 0, 0, 0]], ['6c 5c 6d', [0, 0, 0]], ['3c 3d 3h 3s', [0, 2, 6, 12]],
    ['Kh 6c Kd 2h 2s', [0, 0, 0, 0, 2]], ['Kc Qc 10c Ac', [0, 0, 0, 2]], ['Qc Kc Ac', [0, 0, 0]],
    ['Jc Qc Kc', [0, 0, 3]],
  ];
  for (const [cards, want] of examples) {
    const pile = crib.parseHand(cards);
    assert.deepEqual(pile.map((_, i) => crib.pegScore(pile.slice(0, i + 1)).total), want, cards);
  }
});

test('pegScore: 31 pegs 2, never 3; items in kind order, their cards in the order played', () => {
  assert.deepEqual(crib.pegScore('Kc Qc 10c Ac'), {
    total: 2, count: 31, fifteen: 0, thirtyOne: 2, pairs: 0, run: 0, go: 0,
    items: [{ kind: 'thirty-one', points: 2, cards: ['Kc', 'Qc', '10c', 'Ac'] }],
  });
  const p = crib.pegScore(['Kc', '6c', 28, '7c']);
  assert.deepEqual([p.total, p.run, p.thirtyOne], [5, 3, 2]);
  assert.deepEqual(p.items.map((it) => [it.kind, it.cards.join(' ')]),
                   [['run', '6c 8c 7c'], ['thirty-one', 'Kc 6c 8c 7c']]);
  assert.deepEqual(crib.pegScore('Kc Ac 4c 4d 4h').items, [{ kind: 'pair', points: 6, cards: ['4c', '4d', '4h'] }]);
  throwsCode(codes.EOVER31, () => crib.pegScore('Qc Jc 10c 2c'));
  throwsCode(codes.ECOUNT, () => crib.pegScore([]));
  throwsCode(codes.EDUP, () => crib.pegScore('5h 6h 5h'));
  throwsCode(codes.ECARD, () => crib.pegScore([0, 60]));
});

const GO = null;

// Acts out steps [player, card or GO, points, scorer, reset, next], checking each event.
function runScript(play, steps) {
  return steps.map(([player, c, points, scorer, reset, next]) => {
    const ev = c === GO ? play.go(player) : play.play(player, c);
    const label = `${player} ${c}`;
    assert.deepEqual([ev.player, ev.card, ev.points, ev.scorer, ev.reset, ev.next],
                     [player, c, points, scorer, reset, next], label);
    assert.equal(ev.items.reduce((sum, it) => sum + it.points, 0), ev.points, label);
    assert.equal(play.turn, next, label);
    return ev;
  });
}

const KK22 = [
  [0, 'Kc', 0, null, false, 1], [1, '6h', 0, null, false, 0], [0, 'Kd', 0, null, false, 1],
  [1, GO, 0, null, false, 0], [0, '2c', 0, null, false, 0], [0, '2d', 3, 0, true, 1],
  [1, '8h', 0, null, false, 1], [1, '7h', 2, 1, false, 1], [1, '9h', 4, 1, true, null],
];

test('Play: K-K-2-2 against 9-8-7-6, A leading: each event as in test_play.c; A 3, B 6', () => {
  const play = new crib.Play(2, ['Kc Kd 2c 2d', '9h 8h 7h 6h'], 0);
  assert.ok(play instanceof crib.Play);
  assert.deepEqual([play.turn, play.count, play.over, play.pile], [0, 0, false, []]);
  assert.deepEqual([play.legal(0), play.legal(1)], [['2c', '2d', 'Kc', 'Kd'], []]);
  const events = runScript(play, KK22);
  assert.deepEqual([play.points(0), play.points(1), play.over, play.turn], [3, 6, true, null]);
  assert.deepEqual([events[5].count, events[5].side, events[5].items.map((it) => it.kind)], [30, 0, ['pair', 'go']]);
  assert.deepEqual([events[3].count, events[8].over, events[8].count], [26, true, 24]);
});

test('Play: each card of that play pegs what `crib peg --json` prints for it', () => {
  const play = new crib.Play(2, ['Kc Kd 2c 2d', '9h 8h 7h 6h'], 0);
  const events = KK22.map(([player, c]) => (c === GO ? play.go(player) : play.play(player, c)));
  const printed = cribJson('peg', ...KK22.map((s) => s[1]).filter((c) => c !== GO)).cards;
  const cardEvents = events.filter((e) => e.card !== null);
  assert.deepEqual(cardEvents.map(({ card, count, points, items }) => ({ card, count, points, items })),
                   printed.map(({ reset, ...rest }) => rest));
});

test('Play: three players, four in partnerships (sides), the five-card game\'s single count', () => {
  const three = new crib.Play(3, ['Kc 5c', 'Qc 6c', 'Jc 7c'], 0);
  runScript(three, [
    [0, 'Kc', 0, null, false, 1], [1, 'Qc', 0, null, false, 2], [2, 'Jc', 3, 2, false, 0],
    [0, GO, 0, null, false, 1], [1, GO, 1, 2, true, 0], [0, '5c', 0, null, false, 1],
    [1, '6c', 0, null, false, 2], [2, '7c', 4, 2, true, null],
  ]);
  assert.deepEqual([0, 1, 2].map((p) => three.points(p)), [0, 0, 8]);
  const four = new crib.Play(4, ['Kc 9c', 'Kd 9d', '5c 8c', '5d 8d'], 0);
  const events = runScript(four, [
    [0, 'Kc', 0, null, false, 1], [1, 'Kd', 2, 1, false, 2], [2, '5c', 0, null, false, 3], [3, '5d', 2, 3, false, 0],
  ]);
  assert.deepEqual(events.map((e) => e.side), [null, 1, null, 1]);
  const five = new crib.Play(2, ['Kc Qc 5c', 'Kd Qd 5d'], 0, { fiveCard: true });
  runScript(five, [
    [0, 'Kc', 0, null, false, 1], [1, 'Kd', 2, 1, false, 0], [0, 'Qc', 0, null, false, 1], [1, GO, 1, 0, true, null],
  ]);
  assert.deepEqual([five.over, five.hand(1)], [true, ['5d', 'Qd']]);
});

// What can be seen of a play, to check that a rejected action changed nothing.
const seen = (play, players) => JSON.stringify([play.turn, play.count, play.over, play.pile,
  Array.from({ length: players }, (_, p) => [play.hand(p), play.legal(p), play.points(p)])]);

test('Play: copy() branches a position, and thousands of plays live at once', () => {
  const play = new crib.Play(2, [crib.maskFromCards('Kc Kd 2c 2d'), '9h 8h 7h 6h'], 0);
  play.play(0, 'Kc');
  const twin = play.copy();
  assert.equal(seen(twin, 2), seen(play, 2));
  twin.play(1, '6h');
  assert.deepEqual([play.turn, play.count, play.pile], [1, 10, ['Kc']]);
  assert.deepEqual([twin.turn, twin.count], [0, 16]);
  play.play(1, '9h');
  assert.deepEqual([play.count, twin.count, twin.hand(1)], [19, 16, ['7h', '8h', '9h']]);
  const many = Array.from({ length: 20000 }, () => twin.copy());
  many.forEach((p, i) => p.play(0, i % 2 ? 'Kd' : '2c'));
  assert.deepEqual([many[0].count, many[19999].count, twin.count], [18, 26, 16]);
});

test('Play: ETURN, ENOTHELD, EMUSTPLAY, EOVER31, EDONE, ECARD, ERANGE leave the play unchanged', () => {
  const play = new crib.Play(2, ['Kc Qc 5c Ac', 'Kd 9d 8d 7d'], 0);
  const rejected = (code, player, c) => {
    const before = seen(play, 2);
    throwsCode(code, () => (c === GO ? play.go(player) : play.play(player, c)));
    assert.equal(seen(play, 2), before, `${player} ${c}`);
  };
  rejected(codes.ETURN, 1, 'Kd');
  rejected(codes.ENOTHELD, 0, 'Kd');
  rejected(codes.EMUSTPLAY, 0, GO);
  rejected(codes.ETURN, 1, GO);
  rejected(codes.ECARD, 0, 52);
  rejected(codes.ECARD, 0, 256 + 48);
  rejected(codes.ERANGE, 2, 'Kc');
  for (const [player, c] of [[0, 'Kc'], [1, 'Kd'], [0, 'Qc']]) play.play(player, c);
  rejected(codes.EOVER31, 1, '9d');
  rejected(codes.ENOTHELD, 1, 'Kc');
  play.go(1);
  rejected(codes.EOVER31, 0, '5c');
  rejected(codes.EMUSTPLAY, 0, GO);
  const ev = play.play(0, 'Ac');
  assert.deepEqual([ev.points, ev.reset, ev.next], [2, true, 1]);
  for (const [player, c] of [[1, '9d'], [0, '5c'], [1, '8d'], [1, '7d']]) play.play(player, c);
  assert.ok(play.over);
  rejected(codes.EDONE, 1, '7d');
  rejected(codes.EDONE, 0, GO);
  throwsCode(codes.ERANGE, () => play.points(2));
  throwsCode(codes.ERANGE, () => play.hand(-1));
});

test('Play: EDUP, ERANGE (players, leader, a list of another length), EMASK at the start', () => {
  throwsCode(codes.EDUP, () => new crib.Play(2, ['Kc Qc', 'Qc'], 0));
  throwsCode(codes.ERANGE, () => new crib.Play(5, ['Ac', '2c', '3c', '4c', '5c'], 0));
  throwsCode(codes.ERANGE, () => new crib.Play(2, ['Ac', '2c', '3c'], 0));
  throwsCode(codes.ERANGE, () => new crib.Play(2, ['Ac', '2c'], 2));
  throwsCode(codes.EMASK, () => new crib.Play(2, [1n << 52n, 1n], 0));
});

test('Play: 200 seeded deals of 2, 3, 4 players played at random: turns, legal cards, points', () => {
  const next = random(7);
  for (let n = 0; n < 200; n++) {
    const players = 2 + n % 3;
    const cards = deal(next, 4 * players);
    const hands = Array.from({ length: players }, (_, p) => cards.slice(4 * p, 4 * p + 4));
    const play = new crib.Play(players, hands, n % players, { fiveCard: n % 7 === 0 });
    const pegged = new Array(players).fill(0);
    while (!play.over) {
      const p = play.turn;
      const legal = play.legal(p);
      assert.deepEqual(legal, play.hand(p).filter((c) => play.count + crib.value(c) <= 31));
      const ev = legal.length ? play.play(p, legal[next(legal.length)]) : play.go(p);
      assert.equal(play.turn, ev.next);
      if (ev.points) pegged[ev.scorer] += ev.points;
    }
    assert.deepEqual(pegged, Array.from({ length: players }, (_, p) => play.points(p)));
  }
});

const VARIANT_NAMES = ['six-card', 'five-card', 'three', 'four', 'two-to-crib'];
const LADDER_NAMES = ['none', 'lurch', 'skunk'];
const OPTION_FLAGS = [[libcrib.OPT_NO_GO_OUT, '--no-go-out'], [libcrib.OPT_NO_HEELS_NEAR, '--no-heels-near'],
                      [libcrib.OPT_EXACT, '--exact'], [libcrib.OPT_MUGGINS, '--muggins'],
                      [libcrib.OPT_OVERCLAIM, '--overclaim']];

function boards(deal) {
  const game = deal.game();
  return game.result().scores.map((_, s) => game.board(s));
}

// The play and the show of a deal between the bots, logged into entry as `crib game` logs them.
function playAndShow(deal, entry) {
  while (deal.stage === libcrib.STAGE_PLAY) {
    const state = deal.playState();
    const c = crib.botPlay(state, state.turn);
    const ev = c === null ? deal.playGo(state.turn) : deal.playCard(state.turn, c);
    entry.play.push({ player: ev.player, card: ev.card, count: ev.count, points: ev.points, scorer: ev.scorer,
                      pegged: ev.pegged, reset: ev.reset, board: boards(deal) });
  }
  while (deal.stage === libcrib.STAGE_SHOW) {
    const sh = deal.show();
    entry.show.push({ player: sh.player, crib: sh.crib, cards: sh.cards, points: sh.score.total,
                      said: sh.score.announcement, pegged: sh.claim.pegged, board: boards(deal) });
  }
  return entry;
}

// One deal between the bots, driven as `crib game` drives it.
function botDeal(deal) {
  const dealer = deal.start();
  const info = deal.info();
  const hands = info.hands.map((dealt, p) => {
    const away = crib.botDiscard(dealt, info.discard, { dealer: p === dealer });
    deal.discard(p, away);
    return { dealt, discard: crib.maskToCards(crib.maskFromCards(away)).map(crib.formatCard) };
  });
  const { starter, heels } = deal.cut();
  return playAndShow(deal, { deal: info.deal, dealer, hands, starter, heels, board: boards(deal), play: [], show: [] });
}

// A whole seeded game between the bots through the binding, in the shape of `crib game --json`.
function botGame(rules, seed) {
  const deal = new crib.Deal(rules, seed);
  const info = deal.info();
  const log = { seed, seed_hex: BigInt(seed).toString(16).padStart(16, '0'),
                variant: VARIANT_NAMES[rules.variant], players: info.players, target: rules.target,
                ladder: LADDER_NAMES[rules.ladder], options: rules.options, first_cut: info.firstCut,
                first_dealer: info.dealer, deals: [] };
  while (deal.stage !== libcrib.STAGE_OVER) log.deals.push(botDeal(deal));
  const { over, ...result } = deal.game().result();
  assert.ok(over);
  return { ...log, result };
}

const gameArgs = (rules, seed) => ['--seed', String(seed), '--variant', VARIANT_NAMES[rules.variant],
  '--target', String(rules.target), '--ladder', LADDER_NAMES[rules.ladder],
  ...OPTION_FLAGS.filter(([bit]) => rules.options & bit).map(([, flag]) => flag)];

test('gameRules: each variant\'s defaults, fields changed by name; ERANGE, EFLAGS, TypeError', () => {
  for (const [variant, target] of [[0, 121], [1, 61], [2, 121], [3, 121], [4, 121]]) {
    assert.deepEqual(crib.gameRules(variant), { variant, target, options: 0, ladder: 0, lurchValue: 2, skunkValue: 2,
                                                doubleSkunkValue: 3, tripleSkunkValue: 0 });
  }
  assert.equal(crib.gameRules(libcrib.VARIANT_SIX_CARD, { ladder: libcrib.LADDER_SKUNK }).ladder, 2);
  throwsCode(codes.ERANGE, () => crib.gameRules(5));
  assert.throws(() => crib.gameRules(0, { colour: 1 }), TypeError);
  for (const [change, code] of [[{ target: 0 }, codes.ERANGE], [{ target: 1001 }, codes.ERANGE],
                                [{ target: -1 }, codes.ERANGE], [{ lurchValue: 0 }, codes.ERANGE],
                                [{ options: 32 }, codes.EFLAGS]]) {
    throwsCode(code, () => new crib.Game(crib.gameRules(0, change), 0));
    throwsCode(code, () => new crib.Deal(crib.gameRules(0, change), 1n));
  }
  throwsCode(codes.ERANGE, () => new crib.Game(crib.gameRules(), 2));
  assert.throws(() => new crib.Game({ variant: 0 }, 0), TypeError);
});

test('Game: the order of scoring, the board, partners\' sides, the five-card game\'s three for last', () => {
  const game = new crib.Game(crib.gameRules(), 1);
  assert.deepEqual([game.peg(1, 2, libcrib.PEG_HEELS), game.peg(0, 1, libcrib.PEG_GO), game.peg(1, 4, libcrib.PEG_PLAY)],
                   [2, 1, 4]);
  assert.deepEqual([game.claim(0, 8).pegged, game.claim(1, 6).pegged, game.claim(1, 5, { crib: true }).pegged], [8, 6, 5]);
  assert.deepEqual([game.board(0), game.board(1)], [{ front: 9, rear: 1 }, { front: 17, rear: 12 }]);
  assert.equal(game.nextDeal(), 0);
  const four = new crib.Game(crib.gameRules(libcrib.VARIANT_FOUR), 3);
  assert.deepEqual([0, 1, 2, 3].map((p) => four.side(p)), [0, 1, 0, 1]);
  four.peg(2, 5, libcrib.PEG_PLAY);
  assert.deepEqual(four.result().scores, [5, 0]);
  throwsCode(codes.ERANGE, () => four.board(2));
  const five = new crib.Game(crib.gameRules(libcrib.VARIANT_FIVE_CARD), 0);
  assert.deepEqual(five.result(), { over: false, winner: null, player: null, phase: null, reason: null,
                                    scores: [0, 3], levels: ['none', 'none'], values: [0, 0], value: 0 });
  const short = new crib.Game(crib.gameRules(libcrib.VARIANT_FIVE_CARD, { target: 3 }), 1).result();
  assert.deepEqual([short.winner, short.phase, short.reason], [0, 'start', 'three-for-last']);
});

// The loser's level and the game's value once side 1 has `loser` and side 0 pegs out.
function finished(rules, loser) {
  const game = new crib.Game(rules, 0);
  game.peg(1, loser, libcrib.PEG_PLAY);
  assert.equal(game.peg(0, rules.target, libcrib.PEG_PLAY), rules.target);
  const r = game.result();
  assert.deepEqual([r.over, r.winner, r.player, r.phase, r.reason, r.scores, r.values[0], r.values[1]],
                   [true, 0, 0, 'play', 'play', [rules.target, loser], 0, r.value]);
  return [r.levels[1], r.value];
}

test('Game: lurch and skunk at their boundaries, through peg', () => {
  const lurch = crib.gameRules(0, { ladder: libcrib.LADDER_LURCH, lurchValue: 3 });
  assert.deepEqual([finished(lurch, 60), finished(lurch, 61)], [['lurch', 3], ['none', 1]]);
  lurch.target = 61;
  assert.deepEqual([finished(lurch, 30), finished(lurch, 31)], [['lurch', 3], ['none', 1]]);
  const skunk = crib.gameRules(0, { ladder: libcrib.LADDER_SKUNK });
  assert.deepEqual([91, 90, 61, 60, 31, 30].map((l) => finished(skunk, l)),
                   [['none', 1], ['skunk', 2], ['skunk', 2], ['double-skunk', 3], ['double-skunk', 3],
                    ['double-skunk', 3]]);
  skunk.tripleSkunkValue = 4;
  assert.deepEqual([finished(skunk, 30), finished(skunk, 31)], [['triple-skunk', 4], ['double-skunk', 3]]);
});

test('Game: claims under muggins and the over-claim penalty, and without them', () => {
  const game = new crib.Game(crib.gameRules(0, { options: libcrib.OPT_MUGGINS | libcrib.OPT_OVERCLAIM }), 0);
  assert.deepEqual(game.claim(1, 12, { claimed: 8 }), { player: 1, opponent: 0, claimed: 8, actual: 12, missed: 4,
                                                         overClaimed: 0, pegged: 8, muggins: 4, penalty: 0, ended: false });
  const over = game.claim(0, 10, { claimed: 13 });
  assert.deepEqual([over.overClaimed, over.pegged, over.penalty], [3, 10, 2]);
  assert.deepEqual([game.board(0), game.board(1)], [{ front: 14, rear: 4 }, { front: 10, rear: 8 }]);
  const plain = new crib.Game(crib.gameRules(), 0);
  assert.deepEqual([plain.claim(1, 12, { claimed: 8 }).muggins, plain.claim(0, 10, { claimed: 13 }).penalty], [0, 0]);
  assert.deepEqual([plain.board(0).front, plain.board(1).front], [10, 8]);
});

test('Game: EORDER, ETURN, ERANGE, then EDONE after the end, each leaving the game unchanged', () => {
  const game = new crib.Game(crib.gameRules(), 0);
  game.peg(1, 2, libcrib.PEG_PLAY);
  // The board, and which pegs the order still allows, tried on copies.
  const allowed = (who, reason) => {
    try {
      return game.copy().peg(who, 0, reason);
    } catch (e) {
      return e.code;
    }
  };
  const seen = () => JSON.stringify([game.result(), game.board(0), game.board(1), allowed(0, libcrib.PEG_PLAY),
                                     allowed(1, libcrib.PEG_HAND), allowed(0, libcrib.PEG_HAND)]);
  const rejected = (code, fn) => {
    const before = seen();
    throwsCode(code, fn);
    assert.equal(seen(), before);
  };
  rejected(codes.EORDER, () => game.peg(0, 2, libcrib.PEG_HEELS));
  rejected(codes.ETURN, () => game.peg(1, 2, libcrib.PEG_HEELS));
  rejected(codes.EORDER, () => game.peg(1, 1, libcrib.PEG_MUGGINS));
  rejected(codes.ERANGE, () => game.peg(0, 2, libcrib.PEG_THREE_FOR_LAST));
  rejected(codes.ERANGE, () => game.peg(0, 1001, libcrib.PEG_PLAY));
  rejected(codes.ERANGE, () => game.claim(1, 30));
  game.claim(0, 4);
  rejected(codes.EORDER, () => game.claim(1, 4));
  game.peg(0, 120, libcrib.PEG_CRIB);
  assert.ok(game.over);
  const done = JSON.stringify(game.result());
  for (const fn of [() => game.peg(0, 1, libcrib.PEG_CRIB), () => game.claim(0, 1, { crib: true }), () => game.nextDeal()]) {
    throwsCode(codes.EDONE, fn);
  }
  assert.equal(JSON.stringify(game.result()), done);
  assert.equal(game.result().phase, 'show-crib');
});

// SplitMix64 and the shuffle written from crib.h, to check the library against.
function jsShuffle(seed) {
  const M = (1n << 64n) - 1n;
  let state = seed;
  const next = () => {
    state = (state + 0x9E3779B97F4A7C15n) & M;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & M;
    z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & M;
    return z ^ (z >> 31n);
  };
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 51; i > 0; i--) {
    const n = BigInt(i + 1);
    const limit = (1n << 64n) - (1n << 64n) % n;
    let z;
    do z = next(); while (z >= limit);
    const j = Number(z % n);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return [state, deck];
}

test('Rng: seed 0 gives the published values; shuffles as the C test\'s and the header\'s; below', () => {
  const rng = new crib.Rng(0);
  assert.deepEqual([rng.next(), rng.next(), rng.next()], [0xE220A8397B1DCDAFn, 0x6E789E6AA1B965F4n, 0x06C45D188009454Fn]);
  assert.equal(rng.state, (3n * 0x9E3779B97F4A7C15n) % (1n << 64n));
  assert.deepEqual(new crib.Rng(42n).shuffle().slice(0, 10), [6, 28, 12, 39, 40, 0, 26, 25, 22, 4]);
  for (const seed of [0n, 1n, 42n, 7919n, (1n << 64n) - 1n]) {
    const ours = new crib.Rng(seed);
    const [state, deck] = jsShuffle(seed);
    assert.deepEqual(ours.shuffle(), deck, String(seed));
    assert.equal(ours.state, state);
  }
  const below = new crib.Rng(5);
  assert.equal(below.below(1), 0);
  assert.deepEqual(new Set(Array.from({ length: 600 }, () => below.below(6))), new Set([0, 1, 2, 3, 4, 5]));
  assert.ok(below.below(2 ** 32) < 2 ** 32);
  const state = below.state;
  for (const bad of [0, 2 ** 32 + 1, -1]) throwsCode(codes.ERANGE, () => below.below(bad));
  assert.equal(below.state, state);
  for (const bad of [-1, 1n << 64n, 2 ** 53]) throwsCode(codes.ERANGE, () => new crib.Rng(bad));
  const cut = new crib.Rng(3);
  assert.deepEqual(cut.shuffle().slice(0, 2).map(crib.formatCard), ['4d', '4s']);  // a tie: cut again
  assert.deepEqual(new crib.Deal(crib.gameRules(), 3).info().firstCut, cut.shuffle().slice(0, 2).map(crib.formatCard));
});

const GAMES = [[crib.gameRules(), 1], [crib.gameRules(), 3n], [crib.gameRules(libcrib.VARIANT_FIVE_CARD), 2],
  [crib.gameRules(libcrib.VARIANT_THREE), 4], [crib.gameRules(libcrib.VARIANT_FOUR), 5],
  [crib.gameRules(libcrib.VARIANT_TWO_TO_CRIB), 6],
  [crib.gameRules(0, { ladder: libcrib.LADDER_SKUNK,
                       options: libcrib.OPT_MUGGINS | libcrib.OPT_OVERCLAIM | libcrib.OPT_NO_GO_OUT }), 7],
  [crib.gameRules(0, { target: 61, ladder: libcrib.LADDER_LURCH, options: libcrib.OPT_EXACT | libcrib.OPT_NO_HEELS_NEAR }), 8],
  [crib.gameRules(libcrib.VARIANT_FIVE_CARD, { target: 31 }), (1n << 64n) - 1n],
  // A play whose points the rules refuse in part: pegged differs from points.
  [crib.gameRules(0, { target: 61, options: libcrib.OPT_NO_GO_OUT | libcrib.OPT_EXACT }), 4]];

test('Deal: whole seeded bot games of every variant, logged as `crib game --json` logs them', () => {
  for (const [rules, seed] of GAMES) {
    const printed = cribJson('game', ...gameArgs(rules, seed));
    const ours = botGame(rules, seed);
    assert.deepEqual({ ...ours, seed: Number(ours.seed) }, { ...printed, seed: Number(printed.seed) }, `${seed}`);
  }
});

test('Deal: the first dealer given, the shape of a deal, discards, the cut, the play state', () => {
  const deal = new crib.Deal(crib.gameRules(libcrib.VARIANT_THREE), 11, 2);
  let info = deal.info();
  assert.deepEqual([info.stage, info.dealer, info.deal, info.firstCut, info.starter],
                   [libcrib.STAGE_DEAL, 2, 0, [null, null, null], null]);
  assert.equal(deal.start(), 2);
  info = deal.info();
  assert.deepEqual([info.players, info.dealt, info.discard, info.kept, info.crib.length, info.hands.map((h) => h.length)],
                   [3, 5, 1, 4, 1, [5, 5, 5]]);
  info.hands.forEach((hand, p) => deal.discard(p, hand.slice(0, 1)));
  const after = deal.info();
  assert.deepEqual([after.stage, after.hands.map((h) => h.length), after.crib.length], [libcrib.STAGE_CUT, [4, 4, 4], 4]);
  const { starter } = deal.cut();
  const play = deal.playState();
  assert.deepEqual([deal.stage, deal.info().starter, play.turn, play.hand(0)],
                   [libcrib.STAGE_PLAY, starter, 0, after.hands[0]]);
});

test('Deal: ESTAGE out of stage, ECOUNT, ENOTHELD, EDONE after the end, each leaving the deal unchanged', () => {
  let deal = new crib.Deal(crib.gameRules(), 5, 1);
  const seen = () => JSON.stringify([deal.info(), deal.game().result(), boards(deal)]);
  const rejected = (code, fn) => {
    const before = seen();
    throwsCode(code, fn);
    assert.equal(seen(), before);
  };
  for (const fn of [() => deal.cut(), () => deal.show(), () => deal.playGo(0), () => deal.playState(),
                    () => deal.discard(0, 'Ac 2c')]) {
    rejected(codes.ESTAGE, fn);
  }
  deal.start();
  const hand = deal.info().hands[0];
  const other = crib.maskToCards(((1n << 52n) - 1n) ^ crib.maskFromCards(hand))[0];
  rejected(codes.ESTAGE, () => deal.start());
  rejected(codes.ECOUNT, () => deal.discard(0, hand.slice(0, 1)));
  rejected(codes.ENOTHELD, () => deal.discard(0, [hand[0], other]));
  rejected(codes.ERANGE, () => deal.discard(2, hand.slice(0, 2)));
  deal.discard(0, hand.slice(0, 2));
  rejected(codes.ESTAGE, () => deal.discard(0, hand.slice(2, 4)));
  deal.discard(1, crib.botDiscard(deal.info().hands[1], 2, { dealer: true }));
  deal.cut();
  rejected(codes.ETURN, () => deal.playGo(1));
  rejected(codes.ESTAGE, () => deal.show());
  playAndShow(deal, { play: [], show: [] });
  while (deal.stage !== libcrib.STAGE_OVER) botDeal(deal);
  for (const fn of [() => deal.start(), () => deal.cut(), () => deal.show(), () => deal.playGo(0),
                    () => deal.discard(0, 'Ac 2c')]) {
    rejected(codes.EDONE, fn);
  }
  deal = new crib.Deal(crib.gameRules(libcrib.VARIANT_FIVE_CARD, { target: 3 }), 9);
  for (const fn of [() => deal.start(), () => deal.playGo(0), () => deal.playCard(0, 'Ac')]) rejected(codes.EDONE, fn);
});

test('Deal: show(claimed) under muggins; copy() branches a deal', () => {
  const deal = new crib.Deal(crib.gameRules(0, { options: libcrib.OPT_MUGGINS }), 12);
  for (;;) {
    const dealer = deal.start();
    deal.info().hands.forEach((h, p) => deal.discard(p, crib.botDiscard(h, 2, { dealer: p === dealer })));
    deal.cut();
    while (deal.stage === libcrib.STAGE_PLAY) {
      const state = deal.playState();
      const c = crib.botPlay(state, state.turn);
      if (c === null) deal.playGo(state.turn);
      else deal.playCard(state.turn, c);
    }
    if (deal.stage === libcrib.STAGE_SHOW && deal.copy().show().score.total > 0) break;
    while (deal.stage === libcrib.STAGE_SHOW) deal.show();
  }
  const twin = deal.copy();
  const whole = twin.show();
  const under = deal.show(0);
  assert.deepEqual([under.claim.pegged, under.claim.missed, under.claim.muggins], [0, whole.score.total, whole.score.total]);
  assert.deepEqual([under.player, under.cards, under.score], [whole.player, whole.cards, whole.score]);
  const opponent = deal.game().side(under.claim.opponent);
  assert.equal(deal.game().board(opponent).front - twin.game().board(opponent).front, whole.score.total);
});

test('bots: botDiscard and botPlay; their errors', () => {
  assert.deepEqual(crib.botDiscard('5h 5d 5c Js 2c 9h', 2, { dealer: true }), ['2c', '9h']);
  throwsCode(codes.ECOUNT, () => crib.botDiscard('5h 5d 5c Js 2c 9h', 3, { dealer: true }));
  throwsCode(codes.EDUP, () => crib.botDiscard([1, 2, 3, 4, 5, 1], 2, { dealer: true }));
  assert.throws(() => crib.botDiscard('5h 5d 5c Js 2c 9h', 2), TypeError);
  const play = new crib.Play(2, ['Kc 5c', 'Qd 10d'], 0);
  assert.equal(crib.botPlay(play, 0), '5c');
  throwsCode(codes.ETURN, () => crib.botPlay(play, 1));
  play.play(0, '5c');
  assert.equal(crib.botPlay(play, 1), '10d');
  play.play(1, '10d');
  play.play(0, 'Kc');
  assert.equal(crib.botPlay(play, 1), null);
  play.go(1);
  play.play(1, 'Qd');
  throwsCode(codes.EDONE, () => crib.botPlay(play, 0));
  assert.throws(() => crib.botPlay({}, 0), TypeError);
});

test('Match: best of three, the loser dealing first in the next game; EDONE, ERANGE', () => {
  const match = new crib.Match(2, { loserDeals: true });
  assert.deepEqual([match.games, match.wins, match.nextDealer, match.winner], [0, [], null, null]);
  const value = [0, 0];
  let seed = 1;
  let game;
  while (!match.over) {
    const deal = new crib.Deal(crib.gameRules(0, { ladder: libcrib.LADDER_SKUNK }), seed++, match.nextDealer);
    while (deal.stage !== libcrib.STAGE_OVER) botDeal(deal);
    game = deal.game();
    const r = game.result();
    value[r.winner] += r.value;
    assert.equal(match.record(game), match.over);
    assert.equal(match.nextDealer, 1 - r.winner);
  }
  assert.deepEqual([match.wins[match.winner], match.games, match.values], [2, seed - 1, value]);
  throwsCode(codes.EDONE, () => match.record(game));
  for (const bad of [0, 51, -1]) throwsCode(codes.ERANGE, () => new crib.Match(bad));
  const one = new crib.Match(1);
  throwsCode(codes.ERANGE, () => one.record(new crib.Game(crib.gameRules(), 0)));
  const short = new crib.Game(crib.gameRules(0, { target: 5 }), 0);
  short.peg(1, 5, libcrib.PEG_PLAY);
  assert.equal(one.record(short), true);
  assert.deepEqual([one.winner, one.wins, one.values, one.nextDealer], [1, [0, 1], [0, 1], null]);
  assert.throws(() => one.record({}), TypeError);
});

let failed = 0;
for (const [i, t] of tests.entries()) {
  try {
    await t.fn();
    console.log(`ok ${i + 1} - ${t.name}`);
  } catch (e) {
    if (e instanceof Skip) {
      console.log(`ok ${i + 1} - ${t.name} # skip ${e.message}`);
      continue;
    }
    failed++;
    console.log(`not ok ${i + 1} - ${t.name}`);
    console.log(String(e.stack ?? e).split('\n').map((line) => `#   ${line}`).join('\n'));
  }
}
console.log(`1..${tests.length}`);
console.log(`${tests.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
