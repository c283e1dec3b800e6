#!/usr/bin/env node
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
  const found = text.matchAll(/^#define CRIB_(\w+) \(?(-?\d+)u?\)?$/gm);
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

test('every CRIB_E*, CRIB_ITEM_* and layout constant of crib.h is mirrored, equal', () => {
  for (const [name, value] of Object.entries(headerDefines())) {
    if (/^E[A-Z0-9]+$|^OK$/.test(name)) assert.equal(codes[name], value, name);
    if (name.startsWith('ITEM_')) assert.equal(libcrib.itemKinds[value], name.slice(5).toLowerCase().replace('_', '-'), name);
  }
  const d = headerDefines();
  for (const name of ['CARDS', 'CRIB', 'POS_STARTER', 'SCORE_MAX_ITEMS']) assert.equal(libcrib[name], d[name], name);
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
      const args = ['score', '--json', ...(asCrib ? ['--crib'] : []), row.hand, row.starter];
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
