#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// Tests of the JavaScript binding, with node alone. Prints TAP and, last, one line
// "N passed, N failed"; exits non-zero on a failure. Reads the answer file shared with the
// C tests (test/data/hands.csv) and the header, to check the constants generated from it.
// The wasm file is build/wasm/libcrib.wasm (`make wasm`), or $LIBCRIB_WASM.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, copyFileSync, constants as fsConstants, mkdtempSync, readFileSync, rmSync,
         writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CONSTANTS, FUNCTIONS, STRUCTS } from './layout.mjs';
import { CribError, codes, constants, load, names } from './libcrib.mjs';

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

// A text that is not a card (EPARSE) is named, in the crib program's words; any other code
// throws the library's sentence.
const NOT_A_CARD = / is not a card \(a rank A 2-10 T J Q K and a suit c d h s\)$/;

function throwsCode(code, fn) {
  assert.throws(fn, (e) => e instanceof CribError && e.code === code &&
                           (code === codes.EPARSE ? /^'.*'/.test(e.message) && NOT_A_CARD.test(e.message)
                             : e.message === crib.strerror(code)));
}

test('constants, codes and names: every #define of crib.h, equal; names in lower case with dashes', () => {
  const defines = headerDefines();
  assert.ok(Object.keys(defines).length > 90);
  for (const [name, value] of Object.entries(defines)) {
    assert.equal(constants[name], value, name);
    if (/^E[A-Z0-9]+$|^OK$/.test(name)) assert.equal(codes[name], value, name);
  }
  assert.deepEqual(Object.keys(constants).sort(), Object.keys(CONSTANTS).map((n) => n.slice(5)).sort());
  assert.equal(Object.keys(codes).length, 20);
  assert.equal(codes.EREFUSED, -19);
  assert.deepEqual([names.item[constants.ITEM_THIRTY_ONE], names.phase[constants.PHASE_SHOW_HAND],
                    names.reason[constants.REASON_THREE_FOR_LAST], names.level[constants.LEVEL_DOUBLE_SKUNK],
                    names.stage[constants.STAGE_OVER], names.variant[constants.VARIANT_TWO_TO_CRIB],
                    names.ladder[constants.LADDER_LURCH], names.option[constants.OPT_NO_HEELS_NEAR]],
                   ['thirty-one', 'show-hand', 'three-for-last', 'double-skunk', 'over', 'two-to-crib', 'lurch',
                    'no-heels-near']);
  // Issue 14's: the over-peg penalty took CRIB_OPT_OVERCLAIM's bit, which is gone.
  assert.deepEqual([names.phase[5], names.reason[9], names.option[16], names.option[256], names.option[4096],
                    names.holder[constants.HOLDER_CRIB], names.rectify[constants.RECTIFY_PEG],
                    names.rectify[constants.RECTIFY_NEW_DEAL]],
                   ['deal', 'correction', 'overpeg', 'failure', 'no-cut', 'crib', 'peg', 'new-deal']);
  assert.deepEqual([names.option[8192], names.option[16384], names.option[32768],
                    names.rectify[constants.RECTIFY_CORRECT], names.rectify[constants.RECTIFY_STAND]],
                   ['pairs-first', 'let-stand', 'two-wrong', 'correct', 'stand']);
  assert.deepEqual([constants.PLAY_FAILURE, constants.PLAY_FAILURE_EACH, constants.MATCH_PUB, constants.CUT_MIN,
                    constants.OPT_OVERCLAIM, Object.keys(names.option).length], [2, 4, 2, 4, undefined, 16]);
  const groups = { item: 'ITEM', phase: 'PHASE', reason: 'REASON', level: 'LEVEL', stage: 'STAGE', variant: 'VARIANT',
                   ladder: 'LADDER', option: 'OPT', holder: 'HOLDER', rectify: 'RECTIFY', bot: 'BOT', event: 'EVENT' };
  assert.deepEqual(Object.keys(names).sort(), Object.keys(groups).sort());
  assert.deepEqual([names.bot, names.event[constants.EVENT_PLAY]], [{ 0: 'easy', 1: 'strong', 2: 'expert', 256: 'caller' }, 'play']);
  for (const [group, prefix] of Object.entries(groups)) {
    // BOT_LEVELS is the number of levels, not one.
    const inHeader = Object.keys(defines).filter((n) => n.startsWith(`${prefix}_`) && n !== 'BOT_LEVELS');
    assert.equal(Object.keys(names[group]).length, inHeader.length, group);
    for (const n of inHeader) assert.equal(names[group][defines[n]], n.slice(prefix.length + 1).toLowerCase().replaceAll('_', '-'));
  }
  assert.ok(Object.isFrozen(constants) && Object.isFrozen(codes) && Object.isFrozen(names.stage));
});

test('version() and versionNumber() are the header\'s, and so is package.json\'s version', () => {
  const d = headerDefines();
  assert.equal(crib.version(), `${d.VERSION_MAJOR}.${d.VERSION_MINOR}.${d.VERSION_PATCH}`);
  assert.equal(crib.versionNumber(), d.VERSION_MAJOR << 16 | d.VERSION_MINOR << 8 | d.VERSION_PATCH);
  const pkg = JSON.parse(readFileSync(repoFile('bindings/js/package.json'), 'utf8'));
  assert.deepEqual([pkg.name, pkg.version, pkg.type], ['libcrib', constants.VERSION_STRING, 'module']);
});

test('the wasm exports every function of src/exports.txt and of layout.mjs, and imports nothing', () => {
  const module = new WebAssembly.Module(wasmBytes);
  const exported = new Set(WebAssembly.Module.exports(module).map((e) => e.name));
  const listed = readFileSync(repoFile('src/exports.txt'), 'utf8').split(/\s+/).filter(Boolean);
  assert.deepEqual(listed.sort(), Object.keys(FUNCTIONS).sort());
  for (const name of [...listed, 'crib_wasm_scratch', 'crib_wasm_scratch_size', 'crib_wasm_text_max']) {
    assert.ok(exported.has(name), name);
  }
  assert.deepEqual(WebAssembly.Module.imports(module), []);
});

// libcrib.mjs and a layout.mjs edited by `edit`, in a folder of their own, imported afresh.
const tmpModules = [];
async function withLayout(edit, { wasm = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'libcrib-js-'));
  tmpModules.push(dir);
  const layout = readFileSync(repoFile('bindings/js/layout.mjs'), 'utf8');
  const edited = edit(layout);
  writeFileSync(join(dir, 'layout.mjs'), edited);
  copyFileSync(repoFile('bindings/js/libcrib.mjs'), join(dir, 'libcrib.mjs'));
  if (wasm) writeFileSync(join(dir, 'libcrib.wasm'), wasmBytes);
  return [edited !== layout, await import(pathToFileURL(join(dir, 'libcrib.mjs')).href)];
}

test('a structure whose size layout.mjs gives wrong makes load() fail, each of them', async () => {
  assert.equal(Object.keys(STRUCTS).length, (readFileSync(repoFile('include/crib.h'), 'utf8').match(/^typedef struct crib_/gm) || []).length);
  for (const name of Object.keys(STRUCTS)) {
    const [edited, module] = await withLayout((text) => text.replace(new RegExp(`^( {4}${name}: \\[)(\\d+),`, 'm'),
                                                                      (_, head, n) => `${head}${Number(n) + 8},`));
    assert.ok(edited, name);
    await assert.rejects(module.load(wasmBytes),
                         new RegExp(`has a ${STRUCTS[name][0]}-byte ${name}, layout.mjs says ${STRUCTS[name][0] + 8}: they do not match`));
  }
});

test('a function the wasm lacks, or a field of a type the module does not know, is refused', async () => {
  const [, extra] = await withLayout((text) => text.replace('FUNCTIONS = Object.freeze({',
                                                            'FUNCTIONS = Object.freeze({\n    crib_later: ["int32_t", []],'));
  await assert.rejects(extra.load(wasmBytes), /has no crib_later, which layout.mjs declares/);
  const [, wide] = await withLayout((text) => text.replace('["kind", 8, "uint8_t", 1, 1]', '["kind", 8, "uint16_t", 1, 1]'));
  await assert.rejects(wide.load(wasmBytes),
                       /crib_item\.kind, of type uint16_t, 1-byte elements; libcrib.mjs does not know uint16_t$/);
  const [, pile] = await withLayout((text) => text.replace('["pile", 112, "crib_card", 13, 13]', '["pile", 112, "crib_card", 13, 26]'));
  await assert.rejects(pile.load(wasmBytes), /crib_play\.pile, of type crib_card, 2-byte elements; libcrib.mjs reads crib_card as 1 byte$/);
});

test('load() takes a path, a file URL, bytes or a module; by default the wasm beside it, else the build', async () => {
  const fileUrl = pathToFileURL(wasmPath);
  const sources = [wasmPath, fileUrl, fileUrl.href, new Uint8Array(wasmBytes), wasmBytes.buffer.slice(0),
                   new WebAssembly.Module(wasmBytes)];
  if (!process.env.LIBCRIB_WASM) sources.push(undefined);
  for (const source of sources) assert.equal((await load(source)).score('5h 5d 5c Js', '5s').total, 29);
  await assert.rejects(load(`${wasmPath}.missing`), { code: 'ENOENT' });
  const [, beside] = await withLayout((text) => text, { wasm: true });
  assert.equal((await beside.load()).score('5h 5d 5c Js', '5s').total, 29);
  const [, alone] = await withLayout((text) => text);
  await assert.rejects(alone.load(), /^Error: libcrib: no libcrib\.wasm at file:\/\/\/[^ ]*libcrib-js-[^ ]*\/libcrib\.wasm; give load\(\)/);
});

test('every row of test/data/hands.csv: hand total, crib total or ECOUNT, item sums', () => {
  const sums = { fifteen: 'fifteens', run: 'runs', pair: 'pairs', flush: 'flush', nobs: 'nobs' };
  for (const row of handsCsv()) {
    const s = crib.score(row.hand, row.starter, { fiveCard: row.hand.split(' ').length === 3 });
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
      const opts = { crib: asCrib, fiveCard: fiveCard.length > 0 };
      assert.deepEqual(crib.score(row.hand, row.starter, opts), printed, `${row.hand} ${asCrib}`);
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

test('EPARSE names the word that is not a card, quoted as the crib program quotes it', () => {
  const tail = ' is not a card (a rank A 2-10 T J Q K and a suit c d h s)';
  for (const [fn, word] of [
    [() => crib.parseCard('5x'), "'5x'"], [() => crib.parseCard('5h '), "'5h '"],
    [() => crib.parseHand('5h,5d, Zz 5c'), "'Zz'"], [() => crib.score('5h 5d 5c Jz', '5s'), "'Jz'"],
    [() => crib.score('5h 5d 5c Js', '5'), "'5'"], [() => crib.parseHand('5h\0 5d'), "'5h\\x00'"],
    [() => crib.parseCard('a\\b'), "'a\\\\b'"], [() => crib.parseCard('5♥x'), "'5♥x'"],
    [() => crib.parseCard('x'.repeat(80)), `'${'x'.repeat(60)}...'`],
  ]) {
    assert.throws(fn, (e) => e instanceof CribError && e.code === codes.EPARSE && e.message === word + tail);
  }
});

test('the message of EPARSE is the crib program\'s, word for word', () => {
  const program = repoFile('bin/crib');
  try {
    accessSync(program, fsConstants.X_OK);
  } catch {
    throw new Skip('bin/crib is not built');
  }
  for (const word of ['5x', 'a\\b', '5♥x', 'é', 'x'.repeat(80)]) {
    const said = spawnSync(program, ['score', '5h', '5d', '5c', word, '5s'], { encoding: 'utf8' }).stderr;
    assert.throws(() => crib.score(`5h 5d 5c ${word}`, '5s'), (e) => said === `crib: ${e.message}\n`);
  }
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

test('TypeError for what is neither a text nor an integer, its message showing the value and its type', () => {
  const said = [[1.5, 'an integer, got 1.5'], [null, 'an integer, got null'], [undefined, 'an integer, got undefined'],
                [true, 'an integer, got true'], [{}, 'an integer, got an object'], [[5], 'an integer, got an array']];
  for (const [bad, message] of said) assert.throws(() => crib.formatCard(bad), { name: 'TypeError', message: `libcrib: expected ${message}` });
  assert.throws(() => crib.parseCard(5n), { name: 'TypeError', message: 'libcrib: expected a string, got 5n' });
  assert.throws(() => crib.parseHand(null), { name: 'TypeError', message: 'libcrib: expected a string, got null' });
  assert.throws(() => crib.score(5n, '5s'), { name: 'TypeError', message: 'libcrib: expected cards (a text or a list), got 5n' });
  assert.throws(() => crib.maskCount('1'), { name: 'TypeError', message: 'libcrib: expected a mask (a BigInt), got "1"' });
  assert.throws(() => crib.strerror('x'), { name: 'TypeError', message: 'libcrib: expected an integer, got "x"' });
  assert.throws(() => new crib.Rng('7'), { name: 'TypeError', message: 'libcrib: expected a BigInt or an integer, got "7"' });
});

test('BigInt ids, players, counts and codes are taken where an integer is, range-checked as Numbers are', () => {
  assert.equal(crib.score([17n, 18n, 16n, 43n], 19n).total, 29);
  assert.deepEqual([crib.formatCard(18n), crib.rank(51n), crib.suit(51n), crib.value(43n), crib.heels(40n), crib.makeCard(4n, 2n)],
                   ['5h', 12, 3, 10, 2, 18]);
  assert.equal(crib.maskFromCards([18n, 43n]), 1n << 18n | 1n << 43n);
  assert.equal(crib.strerror(-3n), crib.strerror(codes.EDUP));
  assert.equal(crib.strerror(1n << 40n), crib.strerror(1));
  for (const bad of [52n, 255n, 256n + 18n, -1n, 1n << 64n]) {
    throwsCode(codes.ECARD, () => crib.formatCard(bad));
    throwsCode(codes.ECARD, () => crib.score([0n, 1n, 2n, bad], 3n));
  }
  for (const [rank, suit] of [[13n, 0n], [-1n, 0n], [1n << 40n, 0n]]) throwsCode(codes.ERANGE, () => crib.makeCard(rank, suit));
  const play = new crib.Play(2n, ['Kc 5c', 'Qd 10d'], 0n);
  assert.deepEqual([play.play(0n, 16n).card, play.points(1n), play.legal(1n)], ['5c', 0, ['10d', 'Qd']]);
  throwsCode(codes.ERANGE, () => play.hand(2n));
  throwsCode(codes.ERANGE, () => play.hand(1n << 32n));
  const game = new crib.Game(crib.gameRules(0n), 1n);
  assert.equal(game.peg(1n, 2n, BigInt(constants.REASON_HEELS)), 2);
  assert.deepEqual(game.claim(0n, 8n, { claimed: 6n }).pegged, 6);
  const deal = new crib.Deal(crib.gameRules(), 3n, 1n);
  deal.start();
  const hand = deal.status().hands[0];
  assert.deepEqual(crib.botDiscard(hand, 2n, { dealer: false }), crib.botDiscard(hand, 2, { dealer: false }));
  assert.equal(new crib.Match(2n).standing().winsNeeded, 2);
});

test('score(hand, starter, true) scores a crib, as Python\'s score(hand, starter, True) does', () => {
  const hand = crib.score('Ah 2h 3h 4h', '5c');
  assert.deepEqual([hand.total, hand.flush, hand.crib], [11, 4, false]);
  for (const asCrib of [true, { crib: true }]) {
    const s = crib.score('Ah 2h 3h 4h', '5c', asCrib);
    assert.deepEqual([s.total, s.flush, s.crib], [7, 0, true]);
    assert.equal(crib.maskScore('Ah 2h 3h 4h', '5c', asCrib), 7);
    assert.equal(crib.maskScoreStarters('Ah 2h 3h 4h', asCrib)[crib.parseCard('5c')], 7);
  }
  for (const asHand of [false, undefined, {}, { crib: false }, { crib: undefined }]) {
    assert.equal(crib.score('Ah 2h 3h 4h', '5c', asHand).total, 11);
    assert.equal(crib.maskScore('Ah 2h 3h 4h', '5c', asHand), 11);
  }
  throwsCode(codes.ECOUNT, () => crib.score('Ah 2h 3h', '5c', true));
});

test('a hand of 3 is scored only with { fiveCard: true }, as crib score wants --five-card', () => {
  const sentence = crib.strerror(codes.ECOUNT);
  for (const opts of [undefined, false, {}, { fiveCard: false }]) {
    assert.throws(() => crib.score('5h 5d 5c', '5s', opts), { name: 'CribError', code: codes.ECOUNT, message: sentence });
  }
  const s = crib.score('5h 5d 5c', '5s', { fiveCard: true });
  assert.deepEqual([s.total, s.hand, s.crib], [20, ['5h', '5d', '5c'], false]);
  assert.equal(crib.score('Ah 2h 3h', '5c', { fiveCard: true }).flush, 3);
  // fiveCard takes 3 cards and no other number; a crib is 4 in every game.
  for (const hand of ['5h 5d 5c Js', 'Ah 2h', '']) throwsCode(codes.ECOUNT, () => crib.score(hand, '5s', { fiveCard: true }));
  throwsCode(codes.ECOUNT, () => crib.score('5h 5d 5c', '5s', { crib: true, fiveCard: true }));
  assert.throws(() => crib.score('5h 5d 5c', '5s', { fiveCard: 1 }), TypeError);
  // The fast evaluator takes the mask's 3 or 4 cards, as C does.
  assert.equal(crib.maskScore('5h 5d 5c', '5s'), 20);
});

test('an options argument of the wrong type or with an unknown option is a TypeError', () => {
  const bad = [[1, /^libcrib: score\(\) takes an options object \{ crib, fiveCard \}, got 1$/],
               ['crib', /takes an options object \{ crib, fiveCard \}, got "crib"/], [null, /got null/], [[true], /got an array/],
               [{ crib: 1 }, /^libcrib: score\(\)'s option crib must be true or false, got 1$/],
               [{ crib: 'yes' }, /option crib must be true or false, got "yes"/],
               [{ Crib: true }, /^libcrib: score\(\) has no option Crib \(it has crib, fiveCard\)$/],
               [{ dealer: true }, /score\(\) has no option dealer/]];
  for (const [third, message] of bad) {
    assert.throws(() => crib.score('Ah 2h 3h 4h', '5c', third), { name: 'TypeError', message });
    assert.throws(() => crib.maskScore('Ah 2h 3h 4h', '5c', third), TypeError);
    assert.throws(() => crib.maskScoreStarters('Ah 2h 3h 4h', third), TypeError);
  }
  const game = new crib.Game(crib.gameRules(), 0);
  assert.throws(() => game.claim(1, 8, 6), /Game.claim\(\) takes an options object \{ claimed, crib \}, got 6/);
  assert.throws(() => game.claim(1, 8, { crib: 1 }), TypeError);
  assert.throws(() => crib.discardAnalyze('5h 5d 5c Js 2c 9h', { dealer: true, five: true }), /has no option five/);
  assert.throws(() => crib.discardAnalyze('5h 5d 5c Js 2c 9h', true), TypeError);
  assert.throws(() => new crib.Play(2, ['Ac', '2c'], 0, { fivecard: true }), /new Play\(\) has no option fivecard/);
  assert.throws(() => new crib.Play(2, 'Ac 2c', 0), /new Play\(\) takes a list of hands, got "Ac 2c"/);
  assert.throws(() => new crib.Match(2, true), TypeError);
  assert.throws(() => crib.botDiscard('5h 5d 5c Js 2c 9h', 2, { dealer: 'yes' }), TypeError);
  assert.throws(() => crib.gameRules(0, null), TypeError);
  assert.throws(() => crib.gameRules('seven-card'), /no variant is named "seven-card" \(six-card, five-card/);
});

test('texts of up to crib.textMax (64 KiB) bytes of UTF-8 pass, one byte more is a RangeError', () => {
  assert.equal(crib.textMax, 65536);
  const limit = crib.textMax;
  const tooLong = (n) => ({ name: 'RangeError', message: `libcrib: a text of ${n} bytes is longer than the limit, ${limit} bytes` });
  const atLimit = ' '.repeat(limit - 2) + '5h';
  assert.deepEqual(crib.parseHand(atLimit), [18]);
  assert.throws(() => crib.parseHand(` ${atLimit}`), tooLong(limit + 1));
  const spade = ' '.repeat(limit - 4) + 'J♠';
  assert.deepEqual(crib.parseHand(spade), [43]);
  assert.throws(() => crib.parseHand(` ${spade}`), tooLong(limit + 1));
  throwsCode(codes.EPARSE, () => crib.parseCard(' '.repeat(limit)));
  assert.throws(() => crib.parseCard(' '.repeat(limit + 1)), tooLong(limit + 1));
  assert.throws(() => crib.parseHand(' '.repeat(1 << 20)), tooLong(1 << 20));
  // Two texts at the limit in one call, and one beside a deal's state: each is freed once read.
  const hand = ' '.repeat(limit - 11) + '5h 5d 5c Js';
  assert.equal(crib.score(hand, '5s').total, 29);
  assert.deepEqual(crib.handExpect(hand, ' '.repeat(limit - 2) + '5s'), crib.handExpect('5h 5d 5c Js', '5s'));
  assert.equal(new crib.Play(2, [hand, ' '.repeat(limit - 5) + '6h 7h'], 0).hand(1).length, 2);
  const deal = new crib.Deal(crib.gameRules(), 2, 0);
  deal.start();
  deal.discard(0, ' '.repeat(limit - 5) + deal.status().hands[0].slice(0, 2).join(' '));
  assert.equal(deal.status().hands[0].length, 4);
  assert.equal(crib.score('5h 5d 5c Js', '5s').total, 29);
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
  const nItems = STRUCTS.crib_score[2].find(([field]) => field === 'n_items')[1];
  new DataView(wasm.memory.buffer).setUint32(at + nItems, constants.SCORE_MAX_ITEMS + 1, true);
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
                            (_, c) => (hand.includes(c) ? null
                              : crib.score(hand, c, { crib: asCrib, fiveCard: hand.length === 3 }).total));
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

test('handExpect and discardExpect give each keep\'s hand and crib, from masks or cards', () => {
  for (const k of crib.discardAnalyze('5h 5d 5c Js 2c 9h', { dealer: false }).slice(0, 4)) {
    assert.deepEqual(crib.handExpect(k.keep, k.discard), k.hand);
    assert.deepEqual(crib.discardExpect(crib.maskFromCards(k.discard), crib.maskFromCards(k.keep)), k.crib);
  }
  const alone = crib.handExpect('5h 5d 5c Js');
  assert.deepEqual([alone.count, alone.max], [48, 29]);
  assert.equal(crib.discardExpect('5h 5d 5c Js', '5s').count, 47);
});

test('discardTable: 169 entries, 5-5 sums to 528768, A-2 suited to 263247; as `crib crib-table` prints', () => {
  const table = crib.discardTable();
  assert.equal(table.length, constants.DISCARD_TABLE_SIZE);
  const find = (r1, r2, suited) => table.find((e) => e.ranks[0] === r1 && e.ranks[1] === r2 && e.suited === suited);
  assert.equal(find('5', '5', false).sum, 528768);
  assert.deepEqual(find('A', '2', true), { ranks: ['A', '2'], suited: true, sum: 263247, mean: 263247 / 58800 });
  assert.deepEqual(table.at(-1).ranks, ['K', 'K']);
  sameJson(table, cribJson('crib-table').pairs);
});

test('the optimal crib model: every keep as `crib discard --model optimal` prints it, the tables as `crib crib-table --model optimal`', () => {
  for (const [flag, dealer] of [['--dealer', true], ['--pone', false]]) {
    for (const cards of ['5h 5d 5c Js 2c 9h', 'Kc Qd 7s 7h 3c 2d']) {
      const printed = cribJson('discard', '--model', 'optimal', flag, ...cards.split(' '));
      sameJson(crib.discardAnalyze(cards, { dealer, model: 'optimal' }), printed.keeps);
    }
  }
  const printed = cribJson('crib-table', '--model', 'optimal').pairs;
  const dealer = crib.discardTable({ model: 'optimal', dealer: true });
  const pone = crib.discardTable({ model: 'optimal', dealer: false });
  const plain = crib.discardTable();
  assert.equal(printed.length, dealer.length);
  printed.forEach((row, i) => {
    assert.deepEqual([row.ranks, row.suited], [dealer[i].ranks, dealer[i].suited]);
    for (const [got, want] of [[dealer[i].mean, row.dealer], [pone[i].mean, row.pone], [plain[i].mean, row.random]]) {
      assert.ok(Math.abs(got - want) < 5e-7, `${row.ranks}: ${got} against ${want}`);
    }
  });
  const best = crib.discardAnalyze('5h 5d 5c Js 2c 9h', { dealer: false, model: 'optimal' })[0];
  assert.deepEqual(crib.discardExpect(best.discard, best.keep, { model: 'optimal', dealer: false }), best.crib);
  assert.throws(() => crib.discardAnalyze('5h 5d 5c Js 2c 9h', { dealer: true, model: 'best' }), TypeError);
  assert.throws(() => crib.discardTable({ model: 'optimal' }), TypeError);
  assert.throws(() => crib.discardTable({ dealer: 'yes' }), TypeError);
  throwsCode(codes.ECOUNT, () => crib.discardAnalyze('5h 5d 5c Js 2c', { dealer: true, model: 'optimal' }));
});

test('the discard analysis\'s errors: ECOUNT, EDUP, ECARD, ERANGE, EMASK; dealer must be said', () => {
  throwsCode(codes.ECOUNT, () => crib.discardAnalyze('5h 5d 5c Js', { dealer: true }));
  throwsCode(codes.ECOUNT, () => crib.discardAnalyze('5h 5d 5c Js 2c 9h', { dealer: true, fiveCard: true }));
  throwsCode(codes.EDUP, () => crib.discardAnalyze([1, 2, 3, 4, 5, 1], { dealer: true }));
  throwsCode(codes.ECARD, () => crib.discardAnalyze([1, 2, 3, 4, 5, 52], { dealer: true }));
  throwsCode(codes.EDUP, () => crib.handExpect('5h 5d 5c Js', 'Js'));
  throwsCode(codes.ECOUNT, () => crib.discardExpect(0n));
  const hand = crib.maskFromCards('5h 5d 5c Js');
  throwsCode(codes.ERANGE, () => crib.handExpect(hand, (1n << 52n) - 1n - hand));
  throwsCode(codes.EMASK, () => crib.discardExpect('5h', 1n << 60n));
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

// `crib game`'s options are the names of the variants, ladders and options.
const VARIANT_NAMES = names.variant;
const LADDER_NAMES = names.ladder;
// Failure to play is --failure-to-play, the one flag that is not its option's name.
const OPTION_FLAGS = Object.entries(names.option).map(([bit, name]) => [Number(bit),
  name === 'failure' ? '--failure-to-play' : `--${name}`]);

function boards(deal) {
  const game = deal.game();
  return game.result().scores.map((_, s) => game.board(s));
}

// The play and the show of a deal between the bots, logged into entry as `crib game` logs them.
function playAndShow(deal, entry) {
  while (deal.stage === constants.STAGE_PLAY) {
    const state = deal.play();
    const c = crib.botPlay(state, state.turn);
    const ev = c === null ? deal.playGo(state.turn) : deal.playCard(state.turn, c);
    entry.play.push({ player: ev.player, card: ev.card, count: ev.count, points: ev.points, scorer: ev.scorer,
                      pegged: ev.pegged, reset: ev.reset, board: boards(deal) });
  }
  while (deal.stage === constants.STAGE_SHOW) {
    const sh = deal.show();
    entry.show.push({ player: sh.player, crib: sh.crib, cards: sh.cards, points: sh.score.total,
                      said: sh.score.announcement, pegged: sh.claim.pegged, board: boards(deal) });
  }
  return entry;
}

const idOrderOf = (cards) => crib.maskToCards(crib.maskFromCards(cards)).map(crib.formatCard);

// One deal between the bots, driven as `crib game` drives it.
function botDeal(deal) {
  const dealer = deal.start();
  const status = deal.status();
  const hands = status.hands.map((dealt, p) => {
    const away = crib.botDiscard(dealt, status.discard, { dealer: p === dealer });
    deal.discard(p, away);
    return { dealt, discard: crib.maskToCards(crib.maskFromCards(away)).map(crib.formatCard) };
  });
  const { starter, heels } = deal.cut();
  const cribDealt = status.crib.length ? { crib_dealt: idOrderOf(status.crib) } : {};
  return playAndShow(deal, { deal: status.deal, dealer, ...cribDealt, hands, starter, heels, board: boards(deal),
                             play: [], show: [] });
}

// A whole seeded game between the bots through the binding, in the shape of `crib game --json`.
function botGame(rules, seed) {
  const deal = new crib.Deal(rules, seed);
  const status = deal.status();
  const log = { record: 1, seed, seed_hex: BigInt(seed).toString(16).padStart(16, '0'),
                variant: VARIANT_NAMES[rules.variant], players: status.players, target: rules.target,
                ladder: LADDER_NAMES[rules.ladder], options: rules.options, first_cut: status.firstCut,
                first_dealer: status.dealer, deals: [] };
  while (deal.stage !== constants.STAGE_OVER) log.deals.push(botDeal(deal));
  const { over, players, firstDealer, ...result } = deal.game().result();
  assert.deepEqual([over, players, firstDealer], [true, log.players, log.first_dealer]);
  return { ...log, result };
}

const gameArgs = (rules, seed) => ['--seed', String(seed), '--variant', VARIANT_NAMES[rules.variant],
  '--target', String(rules.target), '--ladder', LADDER_NAMES[rules.ladder],
  ...OPTION_FLAGS.filter(([bit]) => rules.options & bit).map(([, flag]) => flag)];

test('gameRules: each variant\'s defaults, fields changed by name; ERANGE, EFLAGS, TypeError', () => {
  for (const [variant, target] of [[0, 121], [1, 61], [2, 121], [3, 121], [4, 121]]) {
    assert.deepEqual(crib.gameRules(variant), { variant, target, options: 0, ladder: 0, lurchValue: 2, skunkValue: 2,
                                                doubleSkunkValue: 3, tripleSkunkValue: 0, peggers: 0 });
  }
  assert.equal(crib.gameRules(constants.VARIANT_SIX_CARD, { ladder: constants.LADDER_SKUNK }).ladder, 2);
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
  assert.deepEqual([game.peg(1, 2, constants.REASON_HEELS), game.peg(0, 1, constants.REASON_GO), game.peg(1, 4, constants.REASON_PLAY)],
                   [2, 1, 4]);
  assert.deepEqual([game.claim(0, 8).pegged, game.claim(1, 6).pegged, game.claim(1, 5, { crib: true }).pegged], [8, 6, 5]);
  assert.deepEqual([game.board(0), game.board(1)], [{ front: 9, rear: 1 }, { front: 17, rear: 12 }]);
  assert.deepEqual([game.players, game.dealer, game.deals], [2, 1, 1]);
  assert.equal(game.nextDeal(), 0);
  assert.deepEqual([game.dealer, game.deals], [0, 2]);
  const four = new crib.Game(crib.gameRules(constants.VARIANT_FOUR), 3);
  assert.deepEqual([four.players, four.dealer, four.deals], [4, 3, 1]);
  assert.deepEqual([0, 1, 2, 3].map((p) => four.side(p)), [0, 1, 0, 1]);
  four.peg(2, 5, constants.REASON_PLAY);
  assert.deepEqual(four.result().scores, [5, 0]);
  throwsCode(codes.ERANGE, () => four.board(2));
  const five = new crib.Game(crib.gameRules(constants.VARIANT_FIVE_CARD), 0);
  assert.deepEqual(five.result(), { over: false, winner: null, player: null, phase: null, reason: null,
                                    scores: [0, 3], levels: ['none', 'none'], values: [0, 0], value: 0, players: 2,
                                    firstDealer: 0 });
  const short = new crib.Game(crib.gameRules(constants.VARIANT_FIVE_CARD, { target: 3 }), 1).result();
  assert.deepEqual([short.winner, short.phase, short.reason], [0, 'start', 'three-for-last']);
});

// The loser's level and the game's value once side 1 has `loser` and side 0 pegs out.
function finished(rules, loser) {
  const game = new crib.Game(rules, 0);
  game.peg(1, loser, constants.REASON_PLAY);
  assert.equal(game.peg(0, rules.target, constants.REASON_PLAY), rules.target);
  const r = game.result();
  assert.deepEqual([r.over, r.winner, r.player, r.phase, r.reason, r.scores, r.values[0], r.values[1]],
                   [true, 0, 0, 'play', 'play', [rules.target, loser], 0, r.value]);
  return [r.levels[1], r.value];
}

test('variants, ladders and reasons also by name; gameRules refuses an unknown name', () => {
  assert.deepEqual(crib.gameRules('five-card', { ladder: 'skunk' }), crib.gameRules(constants.VARIANT_FIVE_CARD,
                                                                                   { ladder: constants.LADDER_SKUNK }));
  const rules = { ...crib.gameRules(), variant: 'three', ladder: 'lurch' };
  assert.deepEqual(new crib.Game(rules, 2).result().scores, [0, 0, 0]);
  const game = new crib.Game(crib.gameRules(), 1);
  assert.equal(game.peg(0, 1, 'go'), 1);
  throwsCode(codes.EORDER, () => game.peg(1, 2, 'heels'));
  assert.throws(() => game.peg(1, 2, 'nob'), /no reason is named "nob" \(three-for-last, heels, play/);
  assert.throws(() => crib.gameRules(0, { ladder: 'double' }), /no ladder is named "double"/);
});

test('Game: lurch and skunk at their boundaries, through peg', () => {
  const lurch = crib.gameRules(0, { ladder: constants.LADDER_LURCH, lurchValue: 3 });
  assert.deepEqual([finished(lurch, 60), finished(lurch, 61)], [['lurch', 3], ['none', 1]]);
  lurch.target = 61;
  assert.deepEqual([finished(lurch, 30), finished(lurch, 31)], [['lurch', 3], ['none', 1]]);
  const skunk = crib.gameRules(0, { ladder: constants.LADDER_SKUNK });
  assert.deepEqual([91, 90, 61, 60, 31, 30].map((l) => finished(skunk, l)),
                   [['none', 1], ['skunk', 2], ['skunk', 2], ['double-skunk', 3], ['double-skunk', 3],
                    ['double-skunk', 3]]);
  skunk.tripleSkunkValue = 4;
  assert.deepEqual([finished(skunk, 30), finished(skunk, 31)], [['triple-skunk', 4], ['double-skunk', 3]]);
});

test('Game: claims under muggins, an over-claim only corrected (even under OPT_OVERPEG), and without muggins', () => {
  const game = new crib.Game(crib.gameRules(0, { options: constants.OPT_MUGGINS | constants.OPT_OVERPEG }), 0);
  assert.deepEqual(game.claim(1, 12, { claimed: 8 }), { player: 1, opponent: 0, claimed: 8, actual: 12, missed: 4,
                                                         overClaimed: 0, pegged: 8, muggins: 4, penalty: 0, ended: false });
  const over = game.claim(0, 10, { claimed: 13 });
  assert.deepEqual([over.overClaimed, over.pegged, over.penalty], [3, 10, 0]);
  assert.deepEqual([game.board(0), game.board(1)], [{ front: 14, rear: 4 }, { front: 8, rear: 0 }]);
  const plain = new crib.Game(crib.gameRules(), 0);
  assert.deepEqual([plain.claim(1, 12, { claimed: 8 }).muggins, plain.claim(0, 10, { claimed: 13 }).penalty], [0, 0]);
  assert.deepEqual([plain.board(0).front, plain.board(1).front], [10, 8]);
});

test('Game: EORDER, ETURN, ERANGE, then EDONE after the end, each leaving the game unchanged', () => {
  const game = new crib.Game(crib.gameRules(), 0);
  game.peg(1, 2, constants.REASON_PLAY);
  // The board, and which pegs the order still allows, tried on copies.
  const allowed = (who, reason) => {
    try {
      return game.copy().peg(who, 0, reason);
    } catch (e) {
      return e.code;
    }
  };
  const seen = () => JSON.stringify([game.result(), game.board(0), game.board(1), allowed(0, constants.REASON_PLAY),
                                     allowed(1, constants.REASON_HAND), allowed(0, constants.REASON_HAND)]);
  const rejected = (code, fn) => {
    const before = seen();
    throwsCode(code, fn);
    assert.equal(seen(), before);
  };
  rejected(codes.EORDER, () => game.peg(0, 2, constants.REASON_HEELS));
  rejected(codes.ETURN, () => game.peg(1, 2, constants.REASON_HEELS));
  throwsCode(codes.EORDER, () => new crib.Game(crib.gameRules(), 0).peg(1, 1, constants.REASON_MUGGINS));
  assert.equal(allowed(1, constants.REASON_MUGGINS), 0);  // muggins from the play on (OPT_MUGGINS_PLAY)
  rejected(codes.ERANGE, () => game.peg(0, 2, constants.REASON_THREE_FOR_LAST));
  rejected(codes.ERANGE, () => game.peg(0, 1001, constants.REASON_PLAY));
  rejected(codes.ERANGE, () => game.claim(1, 30));
  game.claim(0, 4);
  rejected(codes.EORDER, () => game.claim(1, 4));
  game.peg(0, 120, constants.REASON_CRIB);
  assert.ok(game.over);
  const done = JSON.stringify(game.result());
  for (const fn of [() => game.peg(0, 1, constants.REASON_CRIB), () => game.claim(0, 1, { crib: true }), () => game.nextDeal()]) {
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
  assert.deepEqual(new crib.Deal(crib.gameRules(), 3).status().firstCut, cut.shuffle().slice(0, 2).map(crib.formatCard));
});

const GAMES = [[crib.gameRules(), 1], [crib.gameRules(), 3n], [crib.gameRules(constants.VARIANT_FIVE_CARD), 2],
  [crib.gameRules(constants.VARIANT_THREE), 4], [crib.gameRules(constants.VARIANT_FOUR), 5],
  [crib.gameRules(constants.VARIANT_TWO_TO_CRIB), 6],
  [crib.gameRules(0, { ladder: constants.LADDER_SKUNK,
                       options: constants.OPT_MUGGINS | constants.OPT_OVERPEG | constants.OPT_NO_GO_OUT }), 7],
  [crib.gameRules(0, { target: 61, ladder: constants.LADDER_LURCH, options: constants.OPT_EXACT | constants.OPT_NO_HEELS_NEAR }), 8],
  [crib.gameRules(constants.VARIANT_FIVE_CARD, { target: 31 }), (1n << 64n) - 1n],
  // A play whose points the rules refuse in part: pegged differs from points.
  [crib.gameRules(0, { target: 61, options: constants.OPT_NO_GO_OUT | constants.OPT_EXACT }), 4]];

test('Deal: whole seeded bot games of every variant, logged as `crib game --json` logs them', () => {
  for (const [rules, seed] of GAMES) {
    const printed = cribJson('game', ...gameArgs(rules, seed));
    const ours = botGame(rules, seed);
    assert.deepEqual({ ...ours, seed: Number(ours.seed) }, { ...printed, seed: Number(printed.seed) }, `${seed}`);
  }
});

test('Deal: the first dealer given, the shape of a deal, discards, the cut, the play state', () => {
  const deal = new crib.Deal(crib.gameRules(constants.VARIANT_THREE), 11, 2);
  let status = deal.status();
  assert.deepEqual([status.stage, status.dealer, status.deal, status.firstCut, status.starter],
                   [constants.STAGE_DEAL, 2, 0, [null, null, null], null]);
  assert.equal(deal.start(), 2);
  status = deal.status();
  assert.deepEqual([status.players, status.dealt, status.discard, status.kept, status.crib.length, status.hands.map((h) => h.length)],
                   [3, 5, 1, 4, 1, [5, 5, 5]]);
  status.hands.forEach((hand, p) => deal.discard(p, hand.slice(0, 1)));
  const after = deal.status();
  assert.deepEqual([after.stage, after.hands.map((h) => h.length), after.crib.length], [constants.STAGE_CUT, [4, 4, 4], 4]);
  const { starter } = deal.cut();
  const play = deal.play();
  assert.deepEqual([deal.stage, deal.status().starter, play.turn, play.hand(0)],
                   [constants.STAGE_PLAY, starter, 0, after.hands[0]]);
});

test('Deal: ESTAGE out of stage, ECOUNT, ENOTHELD, EDONE after the end, each leaving the deal unchanged', () => {
  let deal = new crib.Deal(crib.gameRules(), 5, 1);
  const seen = () => JSON.stringify([deal.status(), deal.game().result(), boards(deal)]);
  const rejected = (code, fn) => {
    const before = seen();
    throwsCode(code, fn);
    assert.equal(seen(), before);
  };
  for (const fn of [() => deal.cut(), () => deal.show(), () => deal.playGo(0), () => deal.play(),
                    () => deal.discard(0, 'Ac 2c')]) {
    rejected(codes.ESTAGE, fn);
  }
  deal.start();
  const hand = deal.status().hands[0];
  const other = crib.maskToCards(((1n << 52n) - 1n) ^ crib.maskFromCards(hand))[0];
  rejected(codes.ESTAGE, () => deal.start());
  rejected(codes.ECOUNT, () => deal.discard(0, hand.slice(0, 1)));
  rejected(codes.ENOTHELD, () => deal.discard(0, [hand[0], other]));
  rejected(codes.ERANGE, () => deal.discard(2, hand.slice(0, 2)));
  deal.discard(0, hand.slice(0, 2));
  rejected(codes.ESTAGE, () => deal.discard(0, hand.slice(2, 4)));
  deal.discard(1, crib.botDiscard(deal.status().hands[1], 2, { dealer: true }));
  deal.cut();
  rejected(codes.ETURN, () => deal.playGo(1));
  rejected(codes.ESTAGE, () => deal.show());
  playAndShow(deal, { play: [], show: [] });
  while (deal.stage !== constants.STAGE_OVER) botDeal(deal);
  for (const fn of [() => deal.start(), () => deal.cut(), () => deal.show(), () => deal.playGo(0),
                    () => deal.discard(0, 'Ac 2c')]) {
    rejected(codes.EDONE, fn);
  }
  deal = new crib.Deal(crib.gameRules(constants.VARIANT_FIVE_CARD, { target: 3 }), 9);
  for (const fn of [() => deal.start(), () => deal.playGo(0), () => deal.playCard(0, 'Ac')]) rejected(codes.EDONE, fn);
});

test('Deal: show(claimed) under muggins; copy() branches a deal', () => {
  const deal = new crib.Deal(crib.gameRules(0, { options: constants.OPT_MUGGINS }), 12);
  for (;;) {
    const dealer = deal.start();
    deal.status().hands.forEach((h, p) => deal.discard(p, crib.botDiscard(h, 2, { dealer: p === dealer })));
    deal.cut();
    while (deal.stage === constants.STAGE_PLAY) {
      const state = deal.play();
      const c = crib.botPlay(state, state.turn);
      if (c === null) deal.playGo(state.turn);
      else deal.playCard(state.turn, c);
    }
    if (deal.stage === constants.STAGE_SHOW && deal.copy().show().score.total > 0) break;
    while (deal.stage === constants.STAGE_SHOW) deal.show();
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
    const deal = new crib.Deal(crib.gameRules(0, { ladder: constants.LADDER_SKUNK }), seed++, match.nextDealer);
    while (deal.stage !== constants.STAGE_OVER) botDeal(deal);
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
  short.peg(1, 5, constants.REASON_PLAY);
  assert.equal(one.record(short), true);
  assert.deepEqual([one.winner, one.wins, one.values, one.nextDealer], [1, [0, 1], [0, 1], null]);
  assert.deepEqual(one.standing(), { over: true, winner: 1, games: 1, winsNeeded: 1, loserDeals: false, pub: false,
                                     players: 2, wins: [0, 1], values: [0, 1], nextDealer: null });
  assert.deepEqual(new crib.Match(3, { loserDeals: true }).standing(),
                   { over: false, winner: null, games: 0, winsNeeded: 3, loserDeals: true, pub: false, players: 0,
                     wins: [], values: [], nextDealer: null });
  assert.throws(() => one.record({}), TypeError);
});

// ---- issue 14: every rule of the rules texts ----

test('maskScoreMany, maskScoreStartersMany: 20,000 seeded hands and cribs against maskScore, across chunks', () => {
  const next = random(14);
  const n = 20000;
  const masks = new BigUint64Array(n);
  const starters = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const cards = deal(next, i % 5 === 0 ? 4 : 5);
    starters[i] = cards.pop();
    masks[i] = crib.maskFromCards(cards);
  }
  const hands = masks.map((m) => (crib.maskCount(m) === 4 ? m : 0n)).filter((m) => m !== 0n);
  for (const asCrib of [false, true]) {
    const pairs = asCrib ? [hands, starters.filter((_, i) => crib.maskCount(masks[i]) === 4)] : [masks, starters];
    const totals = crib.maskScoreMany(pairs[0], pairs[1], asCrib);
    assert.ok(totals instanceof Uint8Array && totals.length === pairs[0].length && totals.length > 7366 * 2);
    pairs[0].forEach((m, i) => assert.equal(totals[i], crib.maskScore(m, pairs[1][i], { crib: asCrib }), `${i}`));
  }
  const some = masks.subarray(0, 3000);
  const grid = crib.maskScoreStartersMany(some, { crib: false });
  assert.equal(grid.length, 52 * 3000);
  for (const i of [0, 1, 1226, 1227, 1228, 2453, 2454, 2999]) {
    const row = Array.from(grid.subarray(52 * i, 52 * i + 52), (t) => (t === constants.NOT_A_STARTER ? null : t));
    assert.deepEqual(row, crib.maskScoreStarters(some[i]), `${i}`);
  }
  const cribs = crib.maskScoreStartersMany(hands.subarray(0, 2), true);
  assert.deepEqual(Array.from(cribs.subarray(52, 104)), crib.maskScoreStarters(hands[1], true).map((t) => t ?? 255));
  assert.deepEqual([crib.maskScoreMany(new BigUint64Array(0), new Uint8Array(0)), crib.maskScoreStartersMany(new BigUint64Array(0))],
                   [new Uint8Array(0), new Uint8Array(0)]);
  const nineteen = crib.maskScoreMany(BigUint64Array.of(crib.maskFromCards('5h 5d 5c Js')), Uint8Array.of(19));
  assert.deepEqual(nineteen, Uint8Array.of(29));
});

test('the batch functions\' errors: the first hand refused, its code and its index, in any chunk; TypeError, ERANGE', () => {
  const hand = crib.maskFromCards('5h 5d 5c Js');
  const masks = new BigUint64Array(10000).fill(hand);
  const starters = new Uint8Array(10000).fill(19);
  const refused = (code, index, fn) => assert.throws(fn, (e) => e instanceof CribError && e.code === code &&
                                                                e.index === index && e.message === crib.strerror(code));
  for (const [i, mask, starter, code] of [[0, hand, 18, codes.EDUP], [7366, hand, 52, codes.ECARD],
                                          [9999, hand | 1n << 60n, 19, codes.ECOUNT], [8000, 1n << 52n | 7n, 19, codes.EMASK],
                                          [5, hand, 255, codes.ECARD]]) {
    const [m, s] = [masks.slice(), starters.slice()];
    [m[i], s[i]] = [mask, starter];
    if (i < 9999) [m[i + 1], s[i + 1]] = [0n, 0];  // a later refusal is not the one reported
    refused(code, i, () => crib.maskScoreMany(m, s));
  }
  refused(codes.ECOUNT, 3, () => crib.maskScoreMany(BigUint64Array.of(hand, hand, hand, crib.maskFromCards('5h 5d 5c')),
                                                    Uint8Array.of(19, 19, 19, 19), { crib: true }));
  const rows = new BigUint64Array(3000).fill(hand);
  rows[2500] = 0n;
  refused(codes.ECOUNT, 2500, () => crib.maskScoreStartersMany(rows));
  rows[1300] = 1n << 55n | 7n;
  refused(codes.EMASK, 1300, () => crib.maskScoreStartersMany(rows));
  throwsCode(codes.ERANGE, () => crib.maskScoreMany(masks, starters.subarray(1)));
  assert.throws(() => crib.maskScoreMany([hand], Uint8Array.of(19)),
                { name: 'TypeError', message: 'libcrib: maskScoreMany() takes the hands\' masks as a BigUint64Array, got an array' });
  assert.throws(() => crib.maskScoreMany(BigUint64Array.of(hand), [19]), /the starters' ids as a Uint8Array, got an array/);
  assert.throws(() => crib.maskScoreStartersMany(new BigInt64Array(1)), /as a BigUint64Array, got a BigInt64Array/);
  assert.throws(() => crib.maskScoreMany(new BigUint64Array(1), new Int8Array(1)), /as a Uint8Array, got an Int8Array$/);
  assert.throws(() => crib.maskScoreStartersMany(BigUint64Array.of(hand), 1), TypeError);
});

// crib game's referee (cli/game.c) in JavaScript: the cuts (--pack-cut, --cut) and the
// irregularities of --errors ({ kind, deal, player, newDeal }), each settled through the
// binding's calls and logged in the shape of `crib game --json`. slips are shared by the
// games of a match, as the program's are.
function refereeGame(rules, seed, { packCut = 0, cut = 0, slips = [], firstDealer = null } = {}) {
  const deal = new crib.Deal(rules, seed, firstDealer);
  const start = deal.status();
  const log = { record: 1, seed: Number(seed), seed_hex: BigInt(seed).toString(16).padStart(16, '0'),
                variant: VARIANT_NAMES[rules.variant], players: start.players, target: rules.target,
                ladder: LADDER_NAMES[rules.ladder], options: rules.options,
                ...(rules.peggers ? { peggers: rules.peggers } : {}), first_cut: start.firstCut,
                first_dealer: start.dealer, deals: [] };
  let dealNo = 0;
  const slipWhen = (kind, player, made) => slips.find((s) => !(s.done & made) && s.kind === kind && s.deal === dealNo &&
                                                            (player === null || s.player === player));
  const slipFor = (kind, player) => slipWhen(kind, player, 1);
  const tried = (fn) => {
    try {
      fn();
      return true;
    } catch (e) {
      if (!(e instanceof CribError)) throw e;
      return false;
    }
  };
  const idOrder = (cards) => crib.maskToCards(crib.maskFromCards(cards)).map(crib.formatCard);
  let entry;
  let fixes;
  let newDeals;
  let cribCards;
  // A holder found wrong after laying away: a new deal if the slip says so, else the
  // opponent pegs 2 and draws the lowest cards out of a long holder.
  const rectify = (h, due) => {
    const status = deal.status();
    const held = h === 'crib' ? status.crib : status.hands[h];
    const s = h === 'crib' ? undefined : slipFor('long', h) ?? slipFor('short', h);
    if (s) s.done = 1;
    if (s?.newDeal) {
      newDeals++;
      fixes.push({ holder: h, cards: held.length, choice: 'new-deal' });
      deal.rectify(h, 'new-deal');
      return true;
    }
    const drawn = held.slice(0, Math.max(held.length - due, 0));
    fixes.push({ holder: h, cards: held.length, pegged: deal.rectify(h, 'peg', drawn), drawn });
    return false;
  };
  const findWrong = () => {
    let status = deal.status();
    const s = slipFor('crib', null);
    cribCards = 0;
    if (s && tried(() => deal.miscount('crib', 1))) {
      s.done = 1;
      status = deal.status();
      cribCards = status.crib.length;
    }
    for (const h of [0, 1, 2, 3, 'crib']) {
      if (status.stage !== constants.STAGE_CUT) break;
      if (!status.wrong.includes(h)) continue;
      if (rectify(h, h === 'crib' ? 4 : status.kept)) return true;
      status = deal.status();
    }
    return false;
  };
  const layAway = (status) => status.hands.map((dealt, p) => {
    const away = dealt.length === status.dealt
      ? crib.botDiscard(dealt, status.discard, { dealer: p === status.dealer }) : dealt.slice(0, status.discard);
    deal.discard(p, away);
    return { dealt, discard: idOrder(away) };
  });
  const playTurn = (play, who) => {
    const card = crib.botPlay(play, who);
    let [chosen, claimed] = [card, null];
    let s = card === null ? undefined : slipFor('go', who);
    if (s) {
      s.done = 1;
      chosen = null;
    } else if (card !== null) {
      s = slipFor('miss', who) ?? slipFor('correct', who);
      if (s && crib.pegScore([...play.pile, card]).total > 0) {
        s.done |= 1;
        claimed = 0;
      } else {
        s = undefined;
      }
    }
    const deadBefore = play.dead();
    let a;
    if (!tried(() => { a = deal.playClaim(who, chosen, claimed); })) {
      claimed = null;  // a go while able, refused without failure to play: the card after all
      a = deal.playClaim(who, card, null);
    }
    let deadNow = [];
    tried(() => { deadNow = deal.play().dead(); });
    const ev = { player: a.player, card: a.card, count: a.count, points: a.points, scorer: a.scorer, pegged: a.pegged,
                 reset: a.reset };
    if (claimed !== null) Object.assign(ev, { claimed: a.claim.claimed, muggins: a.claim.muggins });
    if (a.penalty) {
      Object.assign(ev, { penalty: a.claim.penalty, penalty_to: a.penaltyTo, dead: deadNow.filter((c) => !deadBefore.includes(c)) });
    }
    entry.play.push({ ...ev, board: boards(deal) });
    if (s?.kind === 'correct' && deal.stage !== constants.STAGE_OVER) entry.play.push({ correct: { player: who, pegged: deal.correct(who) }, board: boards(deal) });
  };
  const showClaim = (player, isCrib, total) => {
    if (isCrib) return null;
    let s = slipWhen('miss', player, 2);
    if (s) {
      s.done |= 2;
      return 0;
    }
    s = slipFor('overclaim', player);
    if (!s) return null;
    s.done = 1;
    return total + 2;
  };
  while (deal.stage !== constants.STAGE_OVER) {
    let misdeals = 0;
    let hands;
    let cribDealt;
    const voided = [];
    newDeals = 0;
    for (;;) {
      fixes = [];
      const dealer = packCut ? deal.startCut(packCut) : deal.start();
      let status = deal.status();
      assert.equal(status.dealer, dealer);
      dealNo = status.deal;
      cribDealt = idOrder(status.crib);
      const s = slipFor('misdeal', null);
      if (s) {
        s.done = 1;
        misdeals++;
        voided.push({ cause: 'misdeal' });
        assert.equal(deal.misdeal(), dealer);
        continue;
      }
      for (let p = 0; p < status.players; p++) {
        const wrong = slipFor('long', p) ?? slipFor('short', p);
        if (wrong) tried(() => deal.miscount(p, wrong.kind === 'long' ? 1 : -1));
      }
      status = deal.status();
      hands = layAway(status);
      if (!findWrong()) break;
      voided.push({ cause: 'new deal', hands, ...(cribCards ? { crib_cards: cribCards } : {}), rectified: fixes });
    }
    const status = deal.status();
    entry = { deal: status.deal, dealer: status.dealer, ...(misdeals ? { misdeals } : {}),
              ...(newDeals ? { new_deals: newDeals } : {}), ...(packCut ? { pack_cut: packCut } : {}),
              ...(voided.length ? { voided } : {}), ...(cribDealt.length ? { crib_dealt: cribDealt } : {}),
              hands, ...(cribCards ? { crib_cards: cribCards } : {}), ...(fixes.length ? { rectified: fixes } : {}) };
    if (status.stage === constants.STAGE_CUT) {
      const stock = deal.stock().length;
      const { starter, heels } = cut ? deal.cutAt(Math.min(cut, Math.max(stock - constants.CUT_MIN, 0))) : deal.cut();
      Object.assign(entry, { starter, heels, board: boards(deal) });
    }
    Object.assign(entry, { play: [], show: [] });
    while (deal.stage === constants.STAGE_PLAY) {
      const play = deal.play();
      playTurn(play, play.turn);
    }
    while (deal.stage === constants.STAGE_SHOW) {
      const next = deal.status();
      const shown = next.nextIsCrib ? next.crib : next.hands[next.nextShow];
      const claimed = showClaim(next.nextShow, next.nextIsCrib, crib.score(shown, next.starter, { crib: next.nextIsCrib, fiveCard: shown.length === 3 }).total);
      const sh = deal.show(claimed);
      const item = { player: sh.player, crib: sh.crib, cards: sh.cards, points: sh.score.total,
                     said: sh.score.announcement, pegged: sh.claim.pegged };
      if (claimed !== null) Object.assign(item, { claimed: sh.claim.claimed, muggins: sh.claim.muggins });
      const s = sh.crib ? undefined : slipFor('overpeg', sh.player);
      if (s && !sh.claim.ended) {
        s.done = 1;
        item.overpeg_penalty = deal.overpeg(sh.player);
      }
      entry.show.push({ ...item, board: boards(deal) });
    }
    log.deals.push(entry);
  }
  const game = deal.game();
  const { over, players, firstDealer: first, ...result } = game.result();
  assert.deepEqual([over, players, first], [true, log.players, log.first_dealer]);
  return { log: { ...log, result }, game };
}

// A match as `crib game --match` plays it: game k from seed + k - 1.
function refereeMatch(rules, seed, wins, rule, opts) {
  const match = new crib.Match(wins, { loserDeals: rule === 'acc', pub: rule === 'pub' });
  const games = [];
  for (let k = 0; !match.over; k++) {
    const { log, game } = refereeGame(rules, seed + k, { ...opts, firstDealer: match.nextDealer });
    games.push(log);
    assert.equal(match.record(game), match.over);
  }
  const { winner, games: played, wins: won, values } = match.standing();
  return { match: { wins_needed: wins, rule }, games, standing: { winner, games: played, wins: won, values } };
}

const slipText = ({ kind, deal: d, player, newDeal }) => `${kind}@${d}${player === undefined ? '' : `:${player}`}${newDeal ? ':new' : ''}`;
const slipsOf = (text) => text.split(',').map((item) => {
  const [, kind, d, player, neu] = item.match(/^(\w+)@(\d+)(?::(\d))?(:new)?$/);
  return { kind, deal: Number(d), ...(player === undefined ? {} : { player: Number(player) }), newDeal: Boolean(neu), done: 0 };
});

const REFEREED = [
  // Every irregularity in a six-card game, with the pack and the stock cut.
  [crib.gameRules('six-card', { options: ['overpeg', 'muggins', 'muggins-play', 'failure'] }), 7,
   { packCut: 10, cut: 20, errors: 'misdeal@1,long@2:1,short@3:0:new,crib@4,go@2:0,miss@3:1,correct@4:0,overclaim@5:1,overpeg@5:0,miss@6:0,go@7:1,long@8:0:new,short@9:1' }],
  [crib.gameRules('six-card', { options: ['failure', 'failure-each', 'exact', 'exact-items', 'no-go-out', 'no-go-out-31'],
                                target: 91 }), 12, { errors: 'go@1:0,go@1:1,go@2:1,miss@2:0,correct@3:1,crib@3' }],
  // Without the options, the same slips: a go while able refused, points missed lost or corrected, no penalty.
  [crib.gameRules('six-card'), 7, { errors: 'go@2:0,miss@3:1,correct@4:0,overclaim@5:1,overpeg@5:0' }],
  [crib.gameRules('four', { peggers: [0, 3], options: ['cut-tens-equal', 'failure'] }), 21,
   { cut: 30, errors: 'long@1:2,short@2:3,go@2:1,crib@3,overpeg@4:2' }],
  [crib.gameRules('three', { options: ['no-cut', 'muggins'] }), 5, { cut: 4, errors: 'short@1:2,misdeal@2,miss@2:0,overclaim@3:2' }],
  [crib.gameRules('five-card', { options: ['five-full-play', 'no-heels-near', 'cut-tens-equal'] }), 9,
   { packCut: 48, errors: 'long@1:0,go@1:1' }],
  [crib.gameRules('two-to-crib', { ladder: 'skunk', options: ['muggins', 'muggins-play'] }), 3, { errors: 'miss@1:0,miss@2:1' }],
];

test('Deal: crib game --json with every rule, the cuts and every irregularity, refereed through the binding', () => {
  let irregular = 0;
  for (const [rules, seed, { errors, ...opts }] of REFEREED) {
    const slips = slipsOf(errors);
    assert.equal(slips.map(slipText).join(','), errors);
    const args = [...gameArgs(rules, seed), ...(rules.peggers ? ['--peggers', crib.maskToCards(rules.peggers).join(',')] : []),
                  ...(opts.packCut ? ['--pack-cut', String(opts.packCut)] : []), ...(opts.cut ? ['--cut', String(opts.cut)] : []),
                  '--errors', errors];
    const printed = cribJson('game', ...args);
    const { log } = refereeGame(rules, seed, { ...opts, slips });
    assert.deepEqual(log, printed, args.join(' '));
    irregular += log.deals.filter((d) => d.misdeals || d.new_deals || d.rectified ||
                                         d.play.some((e) => 'claimed' in e || 'penalty' in e) ||
                                         d.show.some((e) => 'claimed' in e || 'overpeg_penalty' in e)).length;
  }
  assert.ok(irregular >= 20, `${irregular} deals with an irregularity`);
});

test('Deal: matches under each rule (cut, acc, pub) as `crib game --match --json` plays them', () => {
  for (const [rule, seed, wins] of [['cut', 31, 2], ['acc', 40, 2], ['pub', 52, 3], ['pub', 8, 1]]) {
    const rules = crib.gameRules('six-card', { ladder: 'lurch', options: ['muggins'] });
    const printed = cribJson('game', ...gameArgs(rules, seed), '--match', String(wins), '--match-rule', rule,
                             '--errors', 'miss@1:0');
    const ours = refereeMatch(rules, seed, wins, rule, { slips: slipsOf('miss@1:0') });
    assert.deepEqual(ours, printed, `${rule} ${seed}`);
    if (rule === 'pub' && ours.games.length > 1) {
      assert.equal(ours.games[1].first_dealer, (ours.games[0].first_dealer + 1) % 2);
      assert.deepEqual(ours.games[1].first_cut, [null, null]);
      if (ours.games.length > 2) assert.notDeepEqual(ours.games[2].first_cut, [null, null]);
    }
  }
});

test('rules: options by name or bit, peggers by player; a reading needs its rule (EFLAGS), peggers one of each side', () => {
  assert.equal(crib.gameRules('six-card', { options: ['muggins', 'overpeg'] }).options,
               constants.OPT_MUGGINS | constants.OPT_OVERPEG);
  assert.equal(crib.gameRules(0, { options: [constants.OPT_FAILURE, 'failure-each'] }).options, 768);
  assert.equal(crib.gameRules(0, { options: new Set(['no-cut']) }).options, constants.OPT_NO_CUT);
  assert.equal(crib.gameRules('four', { peggers: [1, 2] }).peggers, 6);
  assert.equal(crib.gameRules('four', { peggers: 9 }).peggers, 9);
  for (const reading of ['no-go-out-31', 'exact-items', 'muggins-play', 'failure-each']) {
    throwsCode(codes.EFLAGS, () => new crib.Game(crib.gameRules(0, { options: [reading] }), 0));
  }
  throwsCode(codes.EFLAGS, () => new crib.Deal(crib.gameRules(0, { options: ['five-full-play'] }), 1));
  assert.equal(new crib.Game(crib.gameRules('five-card', { options: ['five-full-play'] }), 0).players, 2);
  for (const [variant, peggers] of [['four', [0, 2]], ['four', [1]], ['four', [0, 1, 2]], ['six-card', [0, 1]], ['four', [4, 1]]]) {
    throwsCode(codes.ERANGE, () => new crib.Game(crib.gameRules(variant, { peggers }), 0));
  }
  throwsCode(codes.ERANGE, () => crib.gameRules('four', { peggers: [32] }));
  assert.throws(() => crib.gameRules(0, { options: ['overclaim'] }), /no option is named "overclaim" \(no-go-out, no-heels-near/);
  assert.throws(() => crib.gameRules(0, { options: 'muggins' }), TypeError);
  // Rules without peggers (made before it was a field) have none; the peggers alone cut.
  const { peggers, ...older } = crib.gameRules('four');
  assert.equal(new crib.Deal(older, 3).status().firstCut.filter((c) => c !== null).length, 4);
  const elected = new crib.Deal(crib.gameRules('four', { peggers: [1, 2] }), 3).status();
  assert.deepEqual([elected.firstCut[0], elected.firstCut[3], [1, 2].includes(elected.dealer)], [null, null, true]);
});

test('Play: failure to play — the cards that could be played are dead, the opponent pegs 2, or 2 each', () => {
  const play = new crib.Play(2, ['5c 6c Kc Ac', '9d Qd Jd 10d'], 0, { failure: true });
  play.play(0, 'Kc');
  const ev = play.go(1);
  assert.deepEqual([ev.player, ev.card, ev.points, ev.penalty, ev.penaltyTo, ev.next], [1, null, 0, 2, 0, 0]);
  assert.deepEqual([play.dead(), play.hand(1), play.points(0), play.points(1)], [['9d', '10d', 'Jd', 'Qd'], [], 2, 0]);
  const alone = ['5c', 'Ac', '6c'].map((c) => play.play(0, c));  // he plays on alone
  assert.deepEqual(alone.map((e) => e.points), [2, 0, 1]);
  assert.deepEqual([play.over, play.points(0), play.dead()], [true, 5, ['9d', '10d', 'Jd', 'Qd']]);
  // Only the cards that fit the count die; the go goes on (here it ends the count, 1 for last).
  const part = new crib.Play(2, ['Kc Qc 3c', '5d 9d 10d'], 0, { failure: true });
  for (const [p, c] of [[0, 'Kc'], [1, '9d'], [0, '3c']]) part.play(p, c);
  const short = part.go(1);
  assert.deepEqual([short.penalty, short.penaltyTo, short.points, short.scorer, short.reset, short.next],
                   [2, 0, 1, 0, true, 1]);
  assert.deepEqual([part.dead(), part.hand(1), part.points(0), part.count, part.legal(1)], [['5d'], ['10d'], 3, 0, ['10d']]);
  // 2 for each card made dead under failureEach.
  const each = new crib.Play(2, ['Kc Qc 3c', '5d 9d 4d'], 0, { failure: true, failureEach: true });
  for (const [p, c] of [[0, 'Kc'], [1, '9d'], [0, '3c']]) each.play(p, c);
  assert.deepEqual([each.turn, each.count, each.legal(1)], [1, 22, ['4d', '5d']]);
  const fail = each.go(1);
  assert.deepEqual([fail.penalty, fail.penaltyTo, fail.points, each.dead(), each.hand(1), each.points(0)],
                   [4, 0, 1, ['4d', '5d'], [], 5]);
  // On the lead too, and with four players the opponent is the next player, of the other side.
  const four = new crib.Play(4, ['Ac 2c', 'Ad 2d', 'Ah 2h', 'As 2s'], 3, { failure: true });
  const lead = four.go(3);
  assert.deepEqual([lead.penalty, lead.penaltyTo, lead.next, four.dead(), four.points(0)], [2, 0, 0, ['As', '2s'], 2]);
  // Without the option such a go is refused; failureEach needs failure.
  const strict = new crib.Play(2, ['5c', '9d'], 0);
  throwsCode(codes.EMUSTPLAY, () => strict.go(0));
  assert.deepEqual([strict.dead(), strict.hand(0)], [[], ['5c']]);
  throwsCode(codes.EFLAGS, () => new crib.Play(2, ['Ac', '2c'], 0, { failureEach: true }));
  assert.throws(() => new crib.Play(2, ['Ac', '2c'], 0, { failure: 1 }), /option failure must be true or false, got 1/);
  const copy = each.copy();
  assert.deepEqual(copy.dead(), each.dead());
});

// Two players' play events for claims: A's 5c, B's Kd for fifteen (2), then 31 by B.
function fifteenAndThirtyOne() {
  const play = new crib.Play(2, ['5c 6c', 'Kd Qd'], 0);
  return [play.play(0, '5c'), play.play(1, 'Kd'), play.play(0, '6c'), play.play(1, 'Qd')];
}

test('Game.claimPlay: a card\'s points as its scorer claims them; muggins in the play; the 31 split; penalties', () => {
  const [five, fifteen, six, thirtyOne] = fifteenAndThirtyOne();
  assert.deepEqual([fifteen.points, thirtyOne.points, thirtyOne.items.map((it) => it.kind)], [2, 2, ['thirty-one']]);
  const rules = (options) => crib.gameRules(0, { options });
  const game = new crib.Game(rules(['muggins', 'muggins-play']), 1);
  assert.deepEqual(game.claimPlay(five), { player: 0, opponent: 1, claimed: 0, actual: 0, missed: 0, overClaimed: 0,
                                           pegged: 0, muggins: 0, penalty: 0, ended: false });
  assert.deepEqual(game.claimPlay(fifteen, { claimed: 0 }), { player: 1, opponent: 0, claimed: 0, actual: 2, missed: 2,
                                                              overClaimed: 0, pegged: 0, muggins: 2, penalty: 0, ended: false });
  game.claimPlay(six);
  const over = game.claimPlay(thirtyOne, { claimed: 5 });
  assert.deepEqual([over.claimed, over.actual, over.overClaimed, over.pegged, over.penalty], [5, 2, 3, 2, 0]);
  assert.deepEqual([game.board(0), game.board(1)], [{ front: 2, rear: 0 }, { front: 2, rear: 0 }]);
  // Without muggins in the play the points missed are lost; a plain object works as well.
  const plain = new crib.Game(rules(['muggins']), 1);
  assert.deepEqual([plain.claimPlay(JSON.parse(JSON.stringify(fifteen)), { claimed: 1 }).muggins, plain.board(0).front,
                    plain.board(1).front], [0, 0, 1]);
  // No peg-out on a go, strictly: a 31 is 1 for the 31 and 1 for the go, which may not win.
  for (const [options, pegged, over31] of [[['no-go-out'], 2, true], [['no-go-out', 'no-go-out-31'], 1, false]]) {
    const near = new crib.Game({ ...rules(options), target: 11 }, 1);
    near.peg(1, 9, 'play');
    const claim = near.claimPlay(thirtyOne);
    assert.deepEqual([claim.pegged, claim.ended, near.over, near.board(1).front], [pegged, over31, over31, 9 + pegged], `${options}`);
  }
  // Exactly: a card's points with its go refused whole, or item by item (the pair refused,
  // the go taken).
  const pairAndGo = (() => {
    const play = new crib.Play(2, ['5c 3c', 'Kd 3d'], 0);
    return ['5c', 'Kd', '3c', '3d'].map((c, i) => play.play(i % 2, c)).at(-1);
  })();
  assert.deepEqual(pairAndGo.items.map((it) => [it.kind, it.points]), [['pair', 2], ['go', 1]]);
  for (const [options, pegged] of [[['exact'], 0], [['exact', 'exact-items'], 1], [['exact', 'exact-items', 'no-go-out'], 0]]) {
    const near = new crib.Game({ ...rules(options), target: 20 }, 1);
    near.peg(1, 19, 'play');
    assert.deepEqual([near.claimPlay(pairAndGo).pegged, near.over], [pegged, pegged === 1], `${options}`);
  }
  // A failure to play: its penalty first, for the opponent, only in a game with the option.
  const failing = new crib.Play(2, ['5c 6c', 'Kd Qd'], 0, { failure: true });
  const go = failing.go(0);
  const strict = new crib.Game(rules(['failure']), 1);
  assert.deepEqual([strict.claimPlay(go).penalty, strict.board(1).front], [2, 2]);
  throwsCode(codes.ERANGE, () => new crib.Game(rules([]), 1).claimPlay(go));
  const each = new crib.Game(rules(['failure', 'failure-each']), 1);
  throwsCode(codes.ERANGE, () => each.claimPlay({ ...go, penalty: 3 }));
  assert.equal(each.claimPlay({ ...go, penalty: 4 }).penalty, 4);
  // Events the engine could not have made: ERANGE; out of order: EORDER; a wrong type: TypeError.
  const fresh = () => new crib.Game(rules([]), 1);
  for (const forged of [{ ...fifteen, points: 3 }, { ...fifteen, scorer: null, side: null }, { ...fifteen, side: 0 },
                        { ...fifteen, player: 2 }, { ...fifteen, items: [{ kind: 'fifteen', points: 3, cards: ['5c', 'Kd'] }] },
                        { ...fifteen, items: [{ kind: 'nobs', points: 2, cards: [] }] },
                        { ...five, penalty: 2, penaltyTo: 1 }, { ...fifteen, items: Array(5).fill(fifteen.items[0]) }]) {
    const game2 = fresh();
    throwsCode(codes.ERANGE, () => game2.claimPlay(forged));
    assert.deepEqual(game2.result().scores, [0, 0]);
  }
  const shown = fresh();
  shown.claim(0, 4);
  throwsCode(codes.EORDER, () => shown.claimPlay(fifteen));
  throwsCode(codes.ERANGE, () => fresh().claimPlay(fifteen, { claimed: 1001 }));
  assert.throws(() => fresh().claimPlay(null), /expected an event of the play, got null/);
  assert.throws(() => fresh().claimPlay({ ...fifteen, items: 2 }), /an event's items must be a list, got 2/);
  assert.throws(() => fresh().claimPlay({ ...fifteen, reset: 1 }), /an event's reset must be true or false, got 1/);
  assert.throws(() => fresh().claimPlay({ ...fifteen, items: [{ kind: 'nob', points: 1, cards: [] }] }), /no item is named "nob"/);
  assert.throws(() => fresh().claimPlay(fifteen, { claim: 1 }), /Game.claimPlay\(\) has no option claim/);
});

test('Game.claimScore: a score\'s items one by one under exact-items, where claim() takes the total as one', () => {
  const hand = crib.score('5h 5d Kc Js', '5s');  // seven fifteens, three pairs, his nob: 21
  assert.deepEqual([hand.total, hand.items.at(-1).kind], [21, 'nobs']);
  const near = (options) => {
    const game = new crib.Game(crib.gameRules(0, { options }), 0);
    game.peg(1, 120, 'play');
    return game;
  };
  const items = near(['exact', 'exact-items']);
  assert.deepEqual(items.claimScore(1, hand), { player: 1, opponent: 0, claimed: 21, actual: 21, missed: 0, overClaimed: 0,
                                                pegged: 1, muggins: 0, penalty: 0, ended: true });
  assert.deepEqual([items.result().winner, items.result().reason, items.board(1)], [1, 'hand', { front: 121, rear: 120 }]);
  const total = near(['exact', 'exact-items']);
  assert.deepEqual([total.claim(1, 21).pegged, total.over, total.board(1).front], [0, false, 120]);
  const whole = near(['exact']);
  assert.deepEqual([whole.claimScore(1, hand).pegged, whole.over], [0, false]);
  // A short claim is the first items; muggins takes the rest. An over-claim is corrected.
  const game = new crib.Game(crib.gameRules(0, { options: ['muggins'] }), 0);
  const short = game.claimScore(1, crib.score('5h 5d 5c Js', '5s'), { claimed: 28 });
  assert.deepEqual([short.pegged, short.missed, short.muggins], [28, 1, 1]);
  const crib4 = { hand: 'Ah 2h 3h 4h', starter: '5c', crib: true };
  assert.deepEqual([game.claimScore(0, crib4, { claimed: 9 }).pegged, game.board(0).front], [7, 8]);
  // Errors: the hand's own (ECOUNT), the order (EORDER), the dealer's crib (ETURN), a wrong type.
  throwsCode(codes.ECOUNT, () => new crib.Game(crib.gameRules(), 0).claimScore(1, { hand: 'Ah 2h 3h 4h 6h', starter: '5c',
                                                                                     crib: false }));
  throwsCode(codes.EORDER, () => game.claimScore(1, hand));
  throwsCode(codes.ETURN, () => new crib.Game(crib.gameRules(), 0).claimScore(1, crib4));
  throwsCode(codes.ERANGE, () => new crib.Game(crib.gameRules(), 0).claimScore(1, hand, { claimed: 1001 }));
  assert.throws(() => game.claimScore(1, 'Ah 2h 3h 4h'), /Game.claimScore\(\) takes a score \(from score\(\)\), got "Ah 2h 3h 4h"/);
  assert.throws(() => game.claimScore(1, { hand: 'Ah 2h 3h 4h', starter: '5c' }), /a score's crib must be true or false, got undefined/);
});

test('Game.overpeg and Game.opponent: an over-peg taken back, 2 to the opponent under the option', () => {
  for (const [options, penalty] of [[[], 0], [['overpeg'], 2]]) {
    const game = new crib.Game(crib.gameRules(0, { options }), 1);
    game.peg(0, 5, 'play');
    game.peg(0, 10, 'play');
    assert.deepEqual(game.board(0), { front: 15, rear: 5 });
    assert.equal(game.overpeg(0, 3), penalty);
    assert.deepEqual([game.board(0), game.board(1).front], [{ front: 12, rear: 5 }, penalty]);
    assert.equal(game.overpeg(0, 10), penalty);
    assert.deepEqual([game.board(0), game.board(1).front], [{ front: 2, rear: 2 }, 2 * penalty]);
    throwsCode(codes.ERANGE, () => game.overpeg(0, 3));
    throwsCode(codes.ERANGE, () => game.overpeg(2, 0));
    assert.equal(game.overpeg(1, 0), penalty);  // nothing on the board to take back: the penalty alone
  }
  const near = new crib.Game(crib.gameRules(0, { options: ['overpeg'], target: 10 }), 0);
  near.peg(0, 9, 'play');
  near.peg(1, 3, 'play');
  assert.deepEqual([near.overpeg(1, 1), near.over, near.result().winner, near.result().reason], [2, true, 0, 'penalty']);
  throwsCode(codes.EDONE, () => near.overpeg(1, 0));
  for (const [variant, opponents] of [['six-card', [1, 0]], ['three', [1, 2, 0]], ['four', [1, 2, 3, 0]]]) {
    const game = new crib.Game(crib.gameRules(variant), 0);
    assert.deepEqual(opponents.map((_, p) => game.opponent(p)), opponents, variant);
    throwsCode(codes.ERANGE, () => game.opponent(opponents.length));
  }
});

// A deal of two players, player 1 first to deal, so that its first shuffle is Rng(seed)'s.
const pack = (seed, k = 0) => {
  const deck = new crib.Rng(seed).shuffle().map(crib.formatCard);
  return [...deck.slice(k), ...deck.slice(0, k)];
};
const sorted = (cards) => crib.maskToCards(crib.maskFromCards(cards)).map(crib.formatCard);

test('Deal.startCut, cutAt, stock: the pack cut before the deal, the stock in its order, the starter cut at a position', () => {
  for (const k of [0, 4, 17, 48]) {
    const deal = new crib.Deal(crib.gameRules(), 11, 1);
    assert.deepEqual(deal.stock(), []);
    assert.equal(k ? deal.startCut(k) : deal.start(), 1);
    const cards = pack(11, k);
    const status = deal.status();
    assert.deepEqual(status.hands, [0, 1].map((p) => sorted(cards.filter((_, i) => i < 12 && i % 2 === p))), `${k}`);
    assert.deepEqual(deal.stock(), cards.slice(12));
    status.hands.forEach((hand, p) => deal.discard(p, hand.slice(0, 2)));
    assert.deepEqual(deal.stock(), cards.slice(12));
    const at = [4, 20, 36][k % 3];
    assert.equal(deal.copy().cut().starter, cards[12]);
    assert.deepEqual(deal.cutAt(at), { starter: cards[12 + at], heels: crib.heels(cards[12 + at]) });
    assert.deepEqual([deal.status().starter, deal.stock()], [cards[12 + at], cards.slice(12).filter((_, i) => i !== at)]);
  }
  const deal = new crib.Deal(crib.gameRules(), 11, 1);
  for (const bad of [0, 3, 49, 52, -1]) throwsCode(codes.ERANGE, () => deal.startCut(bad));
  throwsCode(codes.ERULES, () => new crib.Deal(crib.gameRules(0, { options: ['no-cut'] }), 11, 1).startCut(10));
  assert.equal(new crib.Deal(crib.gameRules(0, { options: ['no-cut'] }), 11, 1).start(), 1);
  deal.startCut(20);
  throwsCode(codes.ESTAGE, () => deal.startCut(20));
  throwsCode(codes.ESTAGE, () => deal.cutAt(4));
  deal.status().hands.forEach((hand, p) => deal.discard(p, hand.slice(0, 2)));
  assert.equal(deal.stock().length, 40);
  for (const bad of [3, 37, 40]) throwsCode(codes.ERANGE, () => deal.cutAt(bad));
  assert.deepEqual(deal.copy().cutAt(36).starter, deal.stock()[36]);
  assert.equal(deal.stage, constants.STAGE_CUT);
});

test('Deal.misdeal, miscount, rectify: a new deal by the same dealer; wrong hands and cribs put right, 2 to the opponent', () => {
  const rules = crib.gameRules();
  const deal = new crib.Deal(rules, 11, 1);
  deal.start();
  const first = deal.status().hands;
  assert.equal(deal.misdeal(), 1);
  assert.deepEqual([deal.stage, deal.status().deal, deal.stock()], [constants.STAGE_DEAL, 1, []]);
  assert.equal(deal.start(), 1);
  assert.deepEqual([deal.status().deal, deal.status().dealer], [1, 1]);
  assert.notDeepEqual(deal.status().hands, first);
  // A long hand: the opponent draws the cards out of it, face down, and pegs 2.
  const top = deal.stock()[0];
  assert.equal(deal.miscount(0, 1), 7);
  assert.deepEqual([deal.status().hands[0].includes(top), deal.status().wrong, deal.stock()[0] === top], [true, [0], false]);
  throwsCode(codes.ESTAGE, () => deal.miscount(0, 1));
  assert.equal(deal.miscount(1, -2), 4);
  assert.deepEqual(deal.status().wrong, [0, 1]);
  assert.equal(deal.stock().length, 41);
  deal.status().hands.forEach((hand, p) => deal.discard(p, hand.slice(0, 2)));
  throwsCode(codes.ESTAGE, () => deal.miscount(0, -1));
  assert.equal(deal.miscount('crib', 1), 5);
  assert.deepEqual(deal.status().wrong, [0, 1, 'crib']);
  // Nobody has found them yet: the starter may be cut (Hoyle: found "after laying away").
  const unnoticed = deal.copy();
  assert.deepEqual([unnoticed.cut().starter, unnoticed.status().wrong], [deal.stock()[0], [0, 1, 'crib']]);
  const long = deal.status().hands[0];
  assert.equal(long.length, 5);
  throwsCode(codes.ECOUNT, () => deal.rectify(0, 'peg'));
  throwsCode(codes.ECOUNT, () => deal.rectify(0, 'peg', long.slice(0, 2)));
  throwsCode(codes.ENOTHELD, () => deal.rectify(0, 'peg', deal.status().hands[1].slice(0, 1)));
  throwsCode(codes.ERANGE, () => deal.rectify('crib', 'new-deal'));
  assert.equal(deal.rectify(0, constants.RECTIFY_PEG, long.slice(-1)), 2);
  assert.deepEqual([deal.status().hands[0], deal.status().wrong, deal.game().board(1).front], [long.slice(0, -1), [1, 'crib'], 2]);
  assert.ok(!deal.stock().includes(long.at(-1)));  // set aside, out of the deal
  const drawn = deal.stock().slice(0, 2);
  assert.equal(deal.rectify(1, 'peg'), 2);
  assert.deepEqual([deal.status().hands[1].length, drawn.every((c) => deal.status().hands[1].includes(c)),
                    deal.game().board(0).front], [4, true, 2]);
  throwsCode(codes.ERANGE, () => deal.rectify(1, 'peg'));
  // The crib's penalty goes to the non-dealer, at the dealer's left (here player 0, as for hand 1).
  assert.equal(deal.rectify('crib', 'peg', deal.status().crib.slice(0, 1)), 2);
  assert.deepEqual([deal.status().wrong, deal.status().crib.length, deal.game().board(0).front, deal.game().board(1).front],
                   [[], 4, 4, 2]);
  deal.cut();
  assert.equal(deal.copy().misdeal(), 1);  // Hoyle: an imperfect pack, found in the play
  throwsCode(codes.ESTAGE, () => deal.miscount('crib', 1));
  // A new deal demanded for a wrong hand; holders and choices by number or name, checked.
  const again = new crib.Deal(rules, 11, 1);
  again.start();
  again.miscount(constants.HOLDER_CRIB, 2);
  again.miscount(1, 1);
  again.status().hands.forEach((hand, p) => again.discard(p, hand.slice(0, 2)));
  assert.deepEqual([again.rectify(1, 'new-deal'), again.stage, again.status().wrong], [0, constants.STAGE_DEAL, []]);
  assert.equal(again.start(), 1);
  for (const [holder, delta] of [[0, 0], [0, 3], [0, -3], [2, 1], [5, 1]]) throwsCode(codes.ERANGE, () => again.miscount(holder, delta));
  assert.throws(() => again.miscount('pone', 1), /no holder is named "pone" \(crib\)/);
  assert.throws(() => again.rectify(0, 'redeal'), /no rectify is named "redeal" \(peg, new-deal, correct, stand\)/);
  throwsCode(codes.ESTAGE, () => again.rectify(0, 'peg'));
  throwsCode(codes.ERANGE, () => new crib.Deal(rules, 11, 1).miscount(0, 2 ** 31));
  const over = new crib.Deal(crib.gameRules('five-card', { target: 3 }), 9);
  for (const fn of [() => over.misdeal(), () => over.miscount(0, 1), () => over.rectify(0, 'peg')]) throwsCode(codes.EDONE, fn);
});

test('Deal.rectify under let-stand and two-wrong, found late; Deal.forfeit; Game.claimItems and Deal.showItems', () => {
  // 004: a short hand let stand for 2, shown short with no flush.
  const stand = new crib.Deal(crib.gameRules(0, { options: ['let-stand'] }), 9, 0);
  stand.start();
  stand.miscount(1, -1);
  stand.status().hands.forEach((hand, p) => stand.discard(p, hand.slice(0, 2)));
  throwsCode(codes.ERULES, () => stand.rectify(1, 'peg'));
  assert.equal(stand.rectify(1, 'stand'), 2);
  assert.deepEqual([stand.status().wrong, stand.status().stands, stand.status().hands[1].length], [[], [1], 3]);
  stand.cut();
  while (stand.stage === constants.STAGE_PLAY) {
    const play = stand.play();
    stand.playClaim(play.turn, crib.botPlay(play, play.turn));
  }
  const shown = stand.show();
  assert.deepEqual([shown.player, shown.cards.length, shown.score.flush], [1, 3, 0]);
  // Hoyle: a long hand found at its show; the show waits for it.
  const late = new crib.Deal(crib.gameRules(), 9, 0);
  late.start();
  late.miscount(1, 1);
  late.status().hands.forEach((hand, p) => late.discard(p, hand.slice(0, 2)));
  late.cut();
  while (late.stage === constants.STAGE_PLAY) {
    const play = late.play();
    late.playClaim(play.turn, crib.botPlay(play, play.turn));
  }
  throwsCode(codes.ESTAGE, () => late.show());
  const hand = late.status().hands[1];
  assert.equal(late.rectify(1, 'peg', hand.slice(0, 1)), 2);
  assert.deepEqual(late.show().cards, hand.slice(1));
  // Hoyle's conditions: two wrong at once make a new deal.
  const two = new crib.Deal(crib.gameRules(0, { options: ['two-wrong'] }), 9, 0);
  two.start();
  two.miscount(0, 1);
  two.miscount(1, -1);
  two.status().hands.forEach((h, p) => two.discard(p, h.slice(0, 2)));
  throwsCode(codes.ERULES, () => two.rectify(1, 'peg'));
  assert.deepEqual([two.rectify(1, 'new-deal'), two.stage, two.status().deal], [0, constants.STAGE_DEAL, 1]);
  // No cutting: the dealer who offers the cut forfeits the deal.
  const noCut = new crib.Deal(crib.gameRules(0, { options: ['no-cut'] }), 21, 0);
  assert.deepEqual([noCut.forfeit(), noCut.status().deal], [1, 2]);
  throwsCode(codes.ERULES, () => new crib.Deal(crib.gameRules(), 21, 0).forfeit());
  // The claimant's order: at 114, exactly item by item, pairs before the run stall at 120.
  const score = crib.score('Ac 2d 3h 9s', '9c');
  const game = new crib.Game(crib.gameRules(0, { options: ['exact', 'exact-items'] }), 0);
  game.peg(1, 114, 'play');
  assert.deepEqual([game.claimItems(1, score, [0, 1, 3, 2]).pegged, game.board(1).front], [6, 120]);
  const other = new crib.Game(crib.gameRules(0, { options: ['exact', 'exact-items', 'pairs-first'] }), 0);
  other.peg(1, 114, 'play');
  assert.equal(other.claimItems(1, score, [2, 0, 1, 3]).ended, true);
  throwsCode(codes.ERANGE, () => new crib.Game(crib.gameRules(), 0).claimItems(1, score, [0, 0, 1, 2]));
  const deal = dealtAndCut(['exact', 'exact-items']);
  while (deal.stage === constants.STAGE_PLAY) {
    const play = deal.play();
    deal.playClaim(play.turn, crib.botPlay(play, play.turn));
  }
  const items = deal.copy().show().score.items;
  assert.deepEqual(deal.showItems(items.map((_, i) => items.length - 1 - i)).score.items, items);
});

// A deal of the given rules, seed 11, player 1 dealing, laid away by the bots and cut.
function dealtAndCut(options) {
  const deal = new crib.Deal(crib.gameRules(0, { options }), 11, 1);
  deal.start();
  deal.status().hands.forEach((hand, p) => deal.discard(p, crib.botDiscard(hand, 2, { dealer: p === 1 })));
  deal.cut();
  return deal;
}

// The bots' play up to the first card that scores: [deal, player, card, points].
function toFirstScore(options) {
  const deal = dealtAndCut(options);
  for (;;) {
    const play = deal.play();
    const card = crib.botPlay(play, play.turn);
    const points = card === null ? 0 : crib.pegScore([...play.pile, card]).total;
    if (points > 0) return [deal, play.turn, card, points];
    if (card === null) deal.playGo(play.turn); else deal.playCard(play.turn, card);
  }
}

test('Deal.playClaim and correct: a short peg kept for correction until the next card; muggins in the play', () => {
  const [deal, who, card, points] = toFirstScore([]);
  const front = deal.game().board(who).front;
  const fixed = deal.copy();
  const ev = deal.playClaim(who, card, 0);
  assert.deepEqual([ev.player, ev.card, ev.points, ev.pegged, ev.claim.claimed, ev.claim.missed, ev.claim.muggins],
                   [who, card, points, 0, 0, points, 0]);
  assert.deepEqual(ev.items, fixed.copy().playCard(who, card).items);
  assert.equal(deal.status().unpegged[who], points);
  const twin = deal.copy();
  assert.deepEqual([deal.correct(who), deal.status().unpegged[who], deal.game().board(who).front], [points, 0, front + points]);
  assert.equal(deal.correct(who), 0);
  // Too late once he has played his next card.
  for (;;) {
    const play = twin.play();
    const c = crib.botPlay(play, play.turn);
    const p = play.turn;
    if (c === null) twin.playGo(p); else twin.playCard(p, c);
    if (p === who && c !== null) break;
  }
  assert.deepEqual([twin.status().unpegged[who], twin.correct(who)], [0, 0]);
  // An over-claim is corrected; the whole claimed by null or by default.
  const over = fixed.copy().playClaim(who, card, points + 3);
  assert.deepEqual([over.pegged, over.claim.overClaimed, over.claim.penalty], [points, 3, 0]);
  assert.equal(fixed.copy().playClaim(who, card).pegged, points);
  assert.equal(fixed.copy().playClaim(who, card, null).claim.claimed, points);
  // Muggins in the play: the opponent pegs the points missed at once.
  const [mugged, p2, c2, points2] = toFirstScore(['muggins', 'muggins-play']);
  const m = mugged.playClaim(p2, c2, 0);
  assert.deepEqual([m.claim.muggins, m.claim.opponent, mugged.status().unpegged[p2]], [points2, 1 - p2, 0]);
  assert.equal(mugged.game().board(1 - p2).front, points2);
  // A go while able: refused, or a failure to play with the option.
  const strict = dealtAndCut([]);
  const turn = strict.play().turn;
  throwsCode(codes.EMUSTPLAY, () => strict.playClaim(turn, null));
  const failing = dealtAndCut(['failure']);
  const go = failing.playClaim(turn, null, null);
  assert.deepEqual([go.card, go.penalty, go.penaltyTo, go.claim.penalty, failing.game().board(1 - turn).front,
                    failing.play().dead().length], [null, 2, 1 - turn, 2, 2, 4]);
  // Errors: a card that is not held (ENOTHELD), not a card (ECARD), out of stage; a wrong type.
  throwsCode(codes.ECARD, () => strict.playClaim(turn, 52));
  throwsCode(codes.ERANGE, () => strict.playClaim(turn, strict.play().legal(turn)[0], 1001));
  throwsCode(codes.ETURN, () => strict.playClaim(1 - turn, null));
  assert.throws(() => strict.playClaim(turn), /expected an integer, got undefined/);
  throwsCode(codes.ESTAGE, () => new crib.Deal(crib.gameRules(), 11, 1).playClaim(0, null));
  throwsCode(codes.ERANGE, () => strict.correct(2));
});

test('Deal.overpeg: an over-peg corrected on demand, 2 to the opponent under the option, in every stage', () => {
  for (const [options, penalty] of [[[], 0], [['overpeg'], 2]]) {
    const deal = new crib.Deal(crib.gameRules(0, { options }), 11, 1);
    assert.equal(deal.overpeg(0), penalty);
    assert.deepEqual(deal.game().result().scores, [0, penalty]);
    deal.start();
    assert.equal(deal.overpeg(1), penalty);
    assert.deepEqual([deal.game().result().scores, deal.stage], [[penalty, penalty], constants.STAGE_DISCARD]);
    throwsCode(codes.ERANGE, () => deal.overpeg(2));
  }
  const near = new crib.Deal(crib.gameRules(0, { options: ['overpeg'], target: 2 }), 11, 1);
  assert.deepEqual([near.overpeg(0), near.stage, near.game().result().reason], [2, constants.STAGE_OVER, 'penalty']);
  throwsCode(codes.EDONE, () => near.overpeg(0));
  throwsCode(codes.EDONE, () => near.correct(0));
});

test('Match: the pub rule — the first game\'s first dealer\'s opponent deals the second, then a cut; players', () => {
  const won = (variant, dealer, winner) => {
    const game = new crib.Game(crib.gameRules(variant, { target: 5 }), dealer);
    game.peg(winner, 5, 'play');
    return game;
  };
  assert.deepEqual([won('three', 2, 0).result().firstDealer, won('three', 2, 0).result().players], [2, 3]);
  const pub = new crib.Match(2, { pub: true });
  assert.deepEqual([pub.standing().pub, pub.standing().loserDeals, pub.standing().players], [true, false, 0]);
  assert.equal(pub.record(won('six-card', 1, 1)), false);
  assert.deepEqual([pub.nextDealer, pub.standing().players], [0, 2]);  // not the loser (0) by chance: dealer 1's opponent
  const again = new crib.Match(2, { pub: true });
  again.record(won('six-card', 0, 0));
  assert.equal(again.nextDealer, 1);
  assert.equal(again.record(won('six-card', 1, 1)), false);
  assert.equal(again.nextDealer, null);
  again.record(won('six-card', 0, 0));
  assert.deepEqual([again.over, again.winner, again.wins], [true, 0, [2, 1]]);
  const three = new crib.Match(1, { pub: true });
  three.record(won('three', 2, 1));
  assert.deepEqual([three.standing().players, three.standing().wins, three.nextDealer], [3, [0, 1, 0], 0]);
  // A Deal takes the next dealer as it is.
  assert.equal(new crib.Deal(crib.gameRules(), 1, pub.nextDealer).status().dealer, 0);
  throwsCode(codes.EFLAGS, () => new crib.Match(2, { pub: true, loserDeals: true }));
  throwsCode(codes.ERANGE, () => pub.record(won('three', 0, 0)));  // another number of players
  assert.throws(() => new crib.Match(2, { pub: 'yes' }), /option pub must be true or false/);
});

// A whole seeded game through deal.view(), every decision the level's bot's: checks each
// card against the view's legal cards and, for 'easy', each decision against the simple bot
// of botDiscard(dealt, n, { dealer }) and botPlay(play, who). Returns the final board.
function levelGame(rules, seed, level) {
  const deal = new crib.Deal(rules, seed);
  let decisions = 0;
  while (deal.stage !== constants.STAGE_OVER) {
    const dealer = deal.start();
    const status = deal.status();
    const away = status.hands.map((dealt, p) => {
      const view = deal.view(p);
      assert.deepEqual([view.stage, view.player, view.dealer, view.hand, view.starter], ['discard', p, dealer, dealt, null]);
      const cards = crib.botDiscard(view, { level, seed: 7n });
      assert.equal(cards.length, status.discard);
      assert.equal(view.layAway, status.discard);  // as Python's View.lay_away
      assert.ok(cards.every((c) => dealt.includes(c)), `${cards} from ${dealt}`);
      if (level === 'easy') {
        assert.deepEqual(crib.maskToCards(crib.maskFromCards(cards)),
                         crib.maskToCards(crib.maskFromCards(crib.botDiscard(dealt, status.discard, { dealer: p === dealer }))));
      }
      decisions++;
      return cards;
    });
    away.forEach((cards, p) => deal.discard(p, cards));
    if (deal.stage === constants.STAGE_OVER) break;
    deal.cut();
    while (deal.stage === constants.STAGE_PLAY) {
      const state = deal.play();
      const who = state.turn;
      const view = deal.view(who, { discard: away[who] });
      assert.deepEqual([view.stage, view.player, view.hand], ['play', who, state.hand(who)]);
      const c = crib.botPlay(view, { level, seed: BigInt(decisions) });
      if (c === null) assert.deepEqual(view.legal, []);
      else assert.ok(view.legal.includes(c), `${c} not in ${view.legal}`);
      if (level === 'easy') assert.equal(c, crib.botPlay(state, who));
      if (c === null) deal.playGo(who); else deal.playCard(who, c);
      decisions++;
    }
    while (deal.stage === constants.STAGE_SHOW) deal.show();
  }
  return { result: deal.game().result(), decisions };
}

test('bot levels: easy from a view is the simple bot on seeded games; strong plays only legal cards', () => {
  for (const seed of [1, 2, 3, 42]) {
    const easy = levelGame(crib.gameRules(), seed, 'easy');
    assert.ok(easy.result.over && easy.decisions > 50);
  }
  // The easy level in a view is the old bot's whole game, as `crib game` logs it.
  const strong = levelGame(crib.gameRules(), 5, 'strong');
  assert.ok(strong.result.over && strong.decisions > 50);
  const five = levelGame(crib.gameRules('five-card'), 9, 'strong');
  assert.ok(five.result.over);
  // Deterministic: the same view, level and seed give the same card.
  const deal = new crib.Deal(crib.gameRules(), 3n);
  deal.start();
  const view = deal.view(1);
  assert.deepEqual(crib.botDiscard(view, { level: 'strong' }), crib.botDiscard(view, { level: constants.BOT_STRONG }));
  assert.throws(() => crib.botDiscard(view, { level: 'hard' }), /no bot is named "hard"/);
  assert.throws(() => crib.botDiscard(view, { level: 'caller' }), /'caller' is no bot level/);
  assert.throws(() => crib.botPlay({ hand: ['5h'] }, { level: 'easy' }), TypeError);
  throwsCode(codes.ERANGE, () => crib.botDiscard(view, { level: 3 }));
  throwsCode(codes.ERANGE, () => crib.botPlay(view, { level: 'strong' }));  // a discard view
  throwsCode(codes.ESTAGE, () => { deal.discard(1, crib.botDiscard(view)); deal.view(1); });
  assert.ok(Object.isFrozen(view));
});

test('view.earlier: with a History kept after every action, the cards played before the count in order; none without it', () => {
  let later = 0;
  for (let seed = 1; seed <= 8; seed++) {
    const deal = new crib.Deal(crib.gameRules(), seed, seed % 2);
    const history = new crib.History();
    deal.start();
    history.update(deal);
    const away = [0, 1].map((p) => {
      const view = deal.view(p, { history });
      assert.deepEqual(view.earlier, []);
      const cards = crib.botDiscard(view, { level: 'strong' });
      deal.discard(p, cards);
      history.update(deal);
      return cards;
    });
    deal.cut();
    history.update(deal);
    const order = [];
    while (deal.stage === constants.STAGE_PLAY) {
      const who = deal.play().turn;
      const view = deal.view(who, { history });
      const { pile } = deal.play();
      assert.deepEqual(view.pile, pile);
      assert.deepEqual(order.slice(order.length - pile.length), pile);
      assert.deepEqual(view.earlier, order.slice(0, order.length - pile.length), `seed ${seed}`);
      assert.deepEqual(deal.view(who, { discard: away[who] }).earlier, []);
      const c = crib.botPlay(view, { level: 'expert', seed: BigInt(seed) });
      if (view.earlier.length) {
        later++;
        assert.deepEqual(crib.advise(view).entries[0].cards, c === null ? [] : [c]);
        const strong = crib.botPlay(view, { level: 'strong', seed: BigInt(seed) });
        assert.ok(strong === null ? view.legal.length === 0 : view.legal.includes(strong));
      }
      if (c === null) deal.playGo(who); else { deal.playCard(who, c); order.push(c); }
      history.update(deal);
    }
  }
  assert.ok(later > 8 * 2, `${later} views with earlier cards`);
});

// Seeded games whose every decision is crib.advise()'s first entry, checked against the
// expert bot of botDiscard() and botPlay() on the same view, until `views` views are seen.
// Returns the advice of each view, with its view.
function adviseGames(rules, seeds, views) {
  const seen = [];
  for (const seed of seeds) {
    const deal = new crib.Deal(rules, seed);
    while (deal.stage !== constants.STAGE_OVER && seen.length < views) {
      deal.start();
      const away = deal.status().hands.map((_, p) => {
        const view = deal.view(p);
        const advice = crib.advise(view);
        assert.deepEqual(advice.entries[0].cards, crib.botDiscard(view, { level: 'expert' }), `seed ${seed}`);
        seen.push({ view, advice });
        return advice.entries[0].cards;
      });
      away.forEach((cards, p) => deal.discard(p, cards));
      if (deal.stage === constants.STAGE_OVER) break;
      deal.cut();
      while (deal.stage === constants.STAGE_PLAY) {
        const who = deal.play().turn;
        const view = deal.view(who, { discard: away[who] });
        const advice = crib.advise(view);
        const [first] = advice.entries[0].cards;
        assert.equal(first ?? null, crib.botPlay(view, { level: 'expert', seed: 5n }), `seed ${seed}`);
        seen.push({ view, advice });
        if (first === undefined) deal.playGo(who); else deal.playCard(who, first);
      }
      while (deal.stage === constants.STAGE_SHOW) deal.show();
    }
  }
  return seen;
}

test('advise(): the first entry is the expert bot\'s choice on 300 views and more of seeded games of every variant; every legal choice once', () => {
  const seen = [...adviseGames(crib.gameRules(), [1, 2, 3, 4, 5, 6], 240),
                ...adviseGames(crib.gameRules('five-card', { target: 61 }), [9], 30),
                ...adviseGames(crib.gameRules('three'), [7], 30),
                ...adviseGames(crib.gameRules('four'), [8], 40),
                ...adviseGames(crib.gameRules('two-to-crib'), [10], 30)];
  assert.ok(seen.length >= 300);
  const kinds = new Set();
  for (const { view, advice } of seen) {
    const { kind, entries } = advice;
    kinds.add(kind);
    assert.ok(Object.isFrozen(advice) && Object.isFrozen(entries) && entries.every(Object.isFrozen));
    assert.equal(kind, view.stage);
    const choices = entries.map((e) => e.cards.join(' '));
    assert.equal(new Set(choices).size, entries.length, 'each choice once');
    if (kind === 'discard') {
      // Every way to lay away: C(n, layAway).
      const n = view.hand.length;
      assert.equal(entries.length, view.layAway === 2 ? n * (n - 1) / 2 : n);
      for (const e of entries) {
        assert.ok(e.cards.length === view.layAway && e.cards.every((c) => view.hand.includes(c)));
        assert.ok(Math.abs(e.hand + e.crib + e.peg - e.points) < 1e-9, `${e.hand} + ${e.crib} + ${e.peg} is ${e.points}`);
      }
    } else {
      // Each card the count allows, or a single go.
      assert.deepEqual(choices.sort(), view.legal.length ? [...view.legal].sort() : ['']);
      for (const e of entries) assert.deepEqual([e.hand, e.crib, e.peg], [0, 0, 0]);
    }
    // Only the two-player six-card game and the game with two into the crib (to 121 or 61)
    // and the five-card game to 61 have a table of the chance to win; a go has nothing to
    // weigh.
    const { variant, target } = view.rules;
    const sixOrTwo = variant === constants.VARIANT_SIX_CARD || variant === constants.VARIANT_TWO_TO_CRIB;
    const table = ((sixOrTwo && (target === 121 || target === 61)) ||
                   (variant === constants.VARIANT_FIVE_CARD && target === 61)) && choices[0] !== '';
    for (const e of entries) {
      assert.ok(table ? typeof e.win === 'number' && e.win >= 0 && e.win <= 1 : e.win === null, `win ${e.win}`);
    }
  }
  assert.deepEqual([...kinds].sort(), ['discard', 'play']);
});

test('advise(): a hand dealt wrong is the library\'s ECOUNT; what is not a view is a TypeError', () => {
  const deal = new crib.Deal(crib.gameRules(), 11n);
  deal.start();
  deal.miscount(1, 1);
  throwsCode(codes.ECOUNT, () => crib.advise(deal.view(1)));
  assert.equal(crib.advise(deal.view(0)).entries.length, 15);
  assert.throws(() => crib.advise({ hand: ['5h'], stage: 'discard' }), /advise\(\) takes a view/);
  assert.throws(() => crib.advise(), TypeError);
});

test('viewWinChance(): the play\'s chance is advise()\'s best card\'s, the discard\'s at 0-0 the model\'s; another variant is ERANGE', () => {
  const seen = adviseGames(crib.gameRules(), [3], 60);
  let plays = 0;
  for (const { view, advice } of seen) {
    const chance = crib.viewWinChance(view);
    assert.ok(Object.isFrozen(chance) && chance.win >= 0 && chance.win <= 1);
    assert.deepEqual(crib.viewWinChance(view), chance);
    if (view.stage === 'discard') {
      assert.equal(chance.method, 'model');
    } else {
      assert.equal(chance.method, 'search');
      if (advice.entries[0].cards.length) {
        const best = Math.max(...advice.entries.map((e) => e.win));
        assert.ok(Math.abs(chance.win - best) < 1e-9, `${chance.win} against ${best}`);
        plays++;
      }
    }
  }
  assert.ok(plays >= 20);
  const five = new crib.Deal(crib.gameRules('five-card', { target: 61 }), 9n);
  five.start();
  throwsCode(codes.ERANGE, () => crib.viewWinChance(five.view(0)));
  assert.throws(() => crib.viewWinChance(), TypeError);
});

test('winChance() is what `crib chance --json` prints, at 121 and 61, dealer and pone', () => {
  const round = (o) => ({ ...o, win: o.win.toFixed(6), lurch: o.lurch.toFixed(6), skunk: o.skunk.toFixed(6) });
  for (const [target, own, other, dealer] of [[121, 0, 0, true], [121, 100, 90, true], [121, 100, 90, false],
                                              [121, 120, 0, false], [121, 30, 110, true], [61, 40, 50, false],
                                              [61, 0, 60, true]]) {
    const printed = cribJson('chance', '--target', String(target), String(own), String(other), dealer ? 'dealer' : 'pone');
    const ours = crib.winChance(target, own, other, { dealer });
    assert.deepEqual(round(ours), round(printed), `${target} ${own} ${other} ${dealer}`);
  }
  throwsCode(codes.ERANGE, () => crib.winChance(100, 0, 0, { dealer: true }));
  throwsCode(codes.ERANGE, () => crib.winChance(121, 121, 0, { dealer: true }));
  assert.throws(() => crib.winChance(121, 0, 0), /needs \{ dealer: true \}/);
});

// The summary's statistics rounded as `crib arena --json` prints them.
function arenaRounded(s) {
  const r6 = (x) => x.toFixed(6);
  const r4 = (x) => x.toFixed(4);
  const points = Object.fromEntries(Object.entries(s.points).map(([key, p]) => [key,
    Object.fromEntries(['play', 'hand', 'crib', 'heels', 'total', 'total95'].map((k) => [k, r4(p[k])]))]));
  return {
    games: s.games, pairs: s.pairs, winA: r6(s.winA), winA95: s.winA95.map(r6), valueA: r6(s.valueA),
    valueA95: s.valueA95.map(r6), firstDealer: r6(s.firstDealer), firstDealer95: s.firstDealer95.map(r6),
    dealsPerGame: r4(s.dealsPerGame), points,
    playDiff: Object.fromEntries(Object.entries(s.playDiff).map(([k, v]) => [k, r4(v)])),
  };
}

// `crib arena --json`'s keys camelCased, as summary() names them: win_a_95 is winA95.
const camelKeys = (value) => (value === null || typeof value !== 'object' || Array.isArray(value) ? value
  : Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(/_(\w)/g, (_, c) => c.toUpperCase()),
                                                              camelKeys(v)])));

test('Arena: easy against easy is what `crib arena --json` prints, paired and single', () => {
  for (const [opts, args] of [
    [{ games: 300 }, ['--games', '300']],
    [{ games: 201, seed: 77n, botSeed: 5n, rules: crib.gameRules('six-card', { ladder: 'skunk' }) },
     ['--games', '201', '--seed', '77', '--bot-seed', '5', '--ladder', 'skunk']],
    [{ games: 200, single: true, seed: 1000, firstDealer: 1, start: [60, 80] },
     ['--games', '200', '--single', '--seed', '1000', '--dealer', '1', '--from', '60,80']],
  ]) {
    const printed = cribJson('arena', '--threads', '1', '--no-progress', ...args, 'easy', 'easy');
    const { tally, summary } = new crib.Arena({ a: 'easy', b: 'easy', ...opts }).run();
    const { a, b, variant, target, seed, seconds, games_per_second: gps, threads, ...stats } = printed;
    assert.deepEqual(arenaRounded(summary), arenaRounded(camelKeys(stats)), args.join(' '));
    assert.equal(tally.games, BigInt(printed.games));
    // tallySummary() of the tally is the summary, and tallyAdd() doubles it.
    assert.deepEqual(crib.tallySummary(tally), summary);
    const twice = crib.tallyAdd(tally, tally);
    assert.deepEqual([twice.games, twice.wins, twice.playHist[0]], [2n * tally.games, tally.wins.map((w) => 2n * w),
                                                                    2 * tally.playHist[0]]);
    assert.equal(crib.tallySummary(twice).winA, summary.winA);
  }
  throwsCode(codes.ERANGE, () => new crib.Arena({ start: [121, 0] }));
  throwsCode(codes.ERANGE, () => new crib.Arena({ rules: crib.gameRules('three'), firstDealer: 3 }));
  assert.throws(() => new crib.Arena({ rules: crib.gameRules('three'), start: [0, 0] }), /the 3 scores of the board/);
  assert.throws(() => new crib.Arena({ a: 'hard' }), /no bot is named "hard"/);
  assert.throws(() => new crib.Arena({ pairs: 3 }), /has no option pairs/);
  assert.throws(() => new crib.Arena({ a: 'caller' }).run(), /cannot answer a 'caller' side/);
});

test('Arena: three-handed, side A\'s seat moves through the seats; four-handed is what `crib arena --json` prints', () => {
  const asked = new Set();
  const lowest = (req) => {
    assert.deepEqual([req.side, req.player, req.score.length], [0, req.seatA, 3]);
    asked.add(`${req.game}:${req.player}`);
    if (req.kind === 'discard') return [req.view.hand[0]];
    return req.view.legal.length ? req.view.legal[0] : null;
  };
  const three = new crib.Arena({ a: lowest, b: 'strong', rules: crib.gameRules('three'), games: 4,
                                 start: [0, 0, 100] });
  const { tally } = three.run();
  assert.deepEqual([tally.games, tally.pairs, tally.setGames], [6n, 2n, 3n]);
  assert.equal(tally.seatWins[0] + tally.seatWins[1] + tally.seatWinsThird, 6n);
  assert.deepEqual([...asked].sort(), ['0:0', '1:1', '2:2', '3:0', '4:1', '5:2']);
  const printed = cribJson('arena', '--threads', '1', '--no-progress', '--variant', 'four', '--games', '6',
                           'strong', 'easy');
  const { summary } = new crib.Arena({ a: 'strong', b: 'easy', rules: crib.gameRules('four'), games: 6 }).run();
  const { a, b, variant, target, seed, seconds, games_per_second: gps, threads, players, fair_share: fair,
          ...stats } = printed;
  assert.deepEqual([players, fair], [4, 0.5]);
  assert.deepEqual(arenaRounded(summary), arenaRounded(camelKeys(stats)));
});

test('Arena: the summary is camelCase; 1.0\'s snake_case names read the same values, hidden', () => {
  const { summary } = new crib.Arena({ a: 'easy', b: 'easy', games: 4 }).run();
  const keys = (o) => Object.keys(o).concat(...Object.values(o).filter((v) => v && typeof v === 'object' && !Array.isArray(v)).map(keys));
  assert.deepEqual(keys(summary).filter((k) => k.includes('_')), []);
  assert.ok(!JSON.stringify(summary).includes('_'));
  const aliases = [['win_a', 'winA'], ['win_a_95', 'winA95'], ['value_a', 'valueA'], ['value_a_95', 'valueA95'],
                   ['first_dealer', 'firstDealer'], ['first_dealer_95', 'firstDealer95'], ['deals_per_game', 'dealsPerGame'],
                   ['points', 'points'], ['play_diff', 'playDiff']];
  for (const [old, now] of aliases) assert.equal(summary[old], summary[now], old);
  assert.deepEqual(Object.keys(summary).sort(), ['games', 'pairs', ...aliases.map(([, now]) => now)].sort());
  assert.equal(summary.points.a_dealer, summary.points.aDealer);
  assert.equal(summary.points.b_pone.total_95, summary.points.bPone.total95);
  assert.equal(summary.points.aPone.play_95, summary.points.aPone.play95);
  assert.equal(summary.play_diff.pone_95, summary.playDiff.pone95);
});

test('Arena: a bot written in JavaScript plays legal moves; a caller side steps by next()', () => {
  let asked = 0;
  // Plays the first legal card, lays away the first cards: legal, if weak.
  const first = (req) => {
    asked++;
    assert.equal(req.side, 1);
    assert.ok(['discard', 'play'].includes(req.kind) && req.view.player === req.player);
    if (req.kind === 'discard') return req.view.hand.slice(0, req.view.layAway);
    return req.view.legal.length ? req.view.legal[0] : null;
  };
  const { tally, summary } = new crib.Arena({ a: 'easy', b: first, games: 6 }).run();
  assert.ok(asked > 100);
  assert.equal(tally.games, 6n);
  assert.ok(summary.winA > 0.5, `${summary.winA}`);
  // A JavaScript bot that asks the library's strong bot equals the strong level.
  const viaJs = new crib.Arena({ a: (req) => (req.kind === 'discard' ? crib.botDiscard(req.view, { level: 'strong' })
    : crib.botPlay(req.view, { level: 'easy' })), b: 'easy', games: 2 }).run();
  assert.equal(viaJs.tally.games, 2n);
  // A caller side: next() stops at each request; a wrong answer is refused and asked again.
  const arena = new crib.Arena({ a: 'caller', b: 'easy', games: 2 });
  let ev = arena.next();
  assert.deepEqual([ev.kind, ev.side, ev.view.stage], ['discard', 0, 'discard']);
  throwsCode(codes.ESTAGE, () => arena.play(null));
  throwsCode(codes.ENOTHELD, () => arena.discard(crib.maskToCards(((1n << 52n) - 1n) ^ crib.maskFromCards(ev.view.hand)).slice(0, 2)));
  assert.deepEqual(arena.next(), ev);
  let steps = 0;
  for (; ev.kind !== 'done'; ev = arena.next(), steps++) {
    if (ev.kind === 'discard') arena.discard(ev.view.hand.slice(-2));
    else arena.play(ev.view.legal.at(-1) ?? null);
  }
  assert.ok(steps > 20);
  assert.equal(arena.tally().games, 2n);
  // Every event, with { events: true }.
  const watched = new crib.Arena({ games: 2 });
  const kinds = new Set();
  for (let e = watched.next({ events: true }); e.kind !== 'done'; e = watched.next({ events: true })) kinds.add(e.kind);
  assert.deepEqual([...kinds].sort(), ['card', 'deal', 'end', 'game', 'go', 'show', 'starter']);
});

// Game records: what bin/crib game --json writes, and what bin/crib check says of it.
function cribProgram() {
  const program = repoFile('bin/crib');
  try {
    accessSync(program, fsConstants.X_OK);
  } catch {
    throw new Skip('bin/crib is not built');
  }
  return program;
}
const cribRecord = (...args) => execFileSync(cribProgram(), ['game', '--json', ...args], { encoding: 'utf8' });
// crib check of a text: its exit code and its line, less "crib: FILE: " for one refused.
function cribCheck(text) {
  const dir = mkdtempSync(join(tmpdir(), 'libcrib-record-'));
  try {
    const path = join(dir, 'g.json');
    writeFileSync(path, text);
    const done = spawnSync(cribProgram(), ['check', path], { encoding: 'utf8' });
    return [done.status, (done.stdout + done.stderr).trim().replace(`crib: ${path}: `, '')];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const RECORD_VARIANTS = [['six-card', '3'], ['five-card', '4'], ['three', '5'], ['four', '6'], ['two-to-crib', '7']];

test('checkRecord(): records of every variant hold, with crib check\'s totals and words, as bytes too', () => {
  for (const [variant, seed] of RECORD_VARIANTS) {
    const text = cribRecord('--variant', variant, '--seed', seed);
    const report = crib.checkRecord(text);
    const [rc, line] = cribCheck(text);
    assert.deepEqual([rc, report.ok, report.code], [0, true, codes.OK], variant);
    assert.equal(report.describe(), line);
    const words = line.match(/^(\d+) deals?, (\d+) events: .* wins? ([\d to]+)$/);
    assert.deepEqual([report.deals, report.events, [...report.score]],
                     [Number(words[1]), Number(words[2]), words[3].split(' to ').map(Number)]);
    const record = JSON.parse(text);
    assert.deepEqual([report.over, report.seeded, report.players], [true, true, record.players]);
    assert.ok(Object.isFrozen(report));
    const bytes = crib.checkRecord(new TextEncoder().encode(text));
    assert.deepEqual(bytes, report);
    assert.equal(bytes.describe(), line);
    const given = crib.checkRecord(text.replace(/"seed":[0-9]*,"seed_hex":"[0-9a-f]*",/, ''));
    assert.deepEqual([given.ok, given.seeded, given.events], [true, false, report.events]);
  }
});

test('checkRecord(): doctored records are refused where crib check refuses them, value for value', () => {
  const text = cribRecord('--seed', '3');
  const record = JSON.parse(text);
  const { starter, play: [first] } = record.deals[0];
  const shown = record.deals[0].show.find((s) => !s.crib);
  const cases = [
    ['a show\'s points', text.replace(/("crib":false,"cards":\[[^\]]*\],"points":)([0-9]*)/, '$1$29'),
     (r) => assert.deepEqual([r.deal, r.kind, r.player, r.field, r.recorded, r.expected],
                             [1, constants.EVENT_SHOW, shown.player, 'points', Number(`${shown.points}9`), shown.points])],
    ['a card not held', text.replace(`"play":[{"player":${first.player},"card":"${first.card}"`,
                                     `"play":[{"player":${first.player},"card":"${starter}"`),
     (r) => assert.deepEqual([r.deal, r.kind, r.player, r.rulesCode, r.recorded],
                             [1, constants.EVENT_CARD, first.player, codes.ENOTHELD, crib.parseCard(starter)])],
    ['a wrong winner', text.replace('"result":{"winner":0', '"result":{"winner":9').replace('"result":{"winner":1', '"result":{"winner":0'),
     (r) => assert.deepEqual([r.kind, r.recorded, r.expected],
                             [constants.EVENT_END, record.result.winner === 0 ? 9 : 0, record.result.winner])],
  ];
  for (const [name, doctored, expect] of cases) {
    assert.notEqual(doctored, text, name);
    const report = crib.checkRecord(doctored);
    const [rc, line] = cribCheck(doctored);
    assert.deepEqual([rc, report.ok, report.code], [1, false, codes.EREFUSED], name);
    assert.equal(report.describe(), line, name);
    expect(report);
  }
});

test('checkRecord() and replayRecord(): no record is reported, not thrown; misuse throws', () => {
  for (const text of ['not json at all', new TextEncoder().encode('{"record":7}'), '', '{"record":1}\0']) {
    const report = crib.checkRecord(text);
    assert.deepEqual([report.code, report.ok], [codes.ERECORD, false]);
    assert.ok(report.message && report.describe());
    const again = crib.replayRecord(text);
    assert.deepEqual(again.report, report);
    throwsCode(codes.ERANGE, () => again.deal.status());
  }
  for (const bad of [null, undefined, 3, ['{}']]) {
    assert.throws(() => crib.checkRecord(bad), TypeError);
    assert.throws(() => crib.replayRecord(bad), TypeError);
  }
  assert.throws(() => crib.replayRecord('{}', { decisions: '3' }), TypeError);
  assert.throws(() => crib.replayRecord('{}', { moves: 3 }), TypeError);
  throwsCode(codes.ERANGE, () => crib.replayRecord('{}', { decisions: -1 }));
  assert.throws(() => crib.checkRecord(' '.repeat(crib.textMax + 1)), RangeError);
});

test('replayRecord(): to each early decision, then the simple bot plays on as the record did; history views carry the discard', () => {
  for (const [variant, seed] of RECORD_VARIANTS.slice(0, 4)) {
    const text = cribRecord('--variant', variant, '--seed', seed, '--level', 'easy');
    const record = JSON.parse(text);
    let played = 0;
    for (let n = 0; n < 40; n++) {
      const { deal, history, report } = crib.replayRecord(text, { decisions: n });
      assert.deepEqual([report.code, report.decisions], [codes.OK, n]);
      const { stage } = deal;
      if (stage === constants.STAGE_DISCARD) {
        const who = [0, 1, 2, 3].find((p) => history.discard(p).length === 0);
        const away = crib.botDiscard(deal.view(who, { history }), { level: 'easy' });
        deal.discard(who, away);
        assert.deepEqual(away, record.deals[deal.status().deal - 1].hands[who].discard.map(crib.parseCard).sort((a, b) => a - b).map(crib.formatCard));
      } else if (stage === constants.STAGE_PLAY) {
        const who = deal.play().turn;
        const view = deal.view(who, { history });
        assert.deepEqual(view.discard, history.discard(who));
        assert.equal(view.discard.length, record.deals[deal.status().deal - 1].hands[who].discard.length);
        assert.deepEqual(deal.view(who).discard, []);
        const c = crib.botPlay(view, { level: 'easy' });
        if (c === null) deal.playGo(who); else deal.playCard(who, c);
        played++;
      } else {
        continue;
      }
      history.update(deal);
      if (deal.stage === constants.STAGE_CUT) {
        deal.cut();
        history.update(deal);
      }
      const after = crib.replayRecord(text, { decisions: n + 1 }).deal;
      assert.deepEqual(deal.status().hands, after.status().hands, `${variant} ${n}`);
      if (after.stage === constants.STAGE_PLAY) assert.deepEqual(deal.play().pile, after.play().pile);
    }
    assert.ok(played > 10);
  }
});

test('Deal.startGiven() deals exactly the hands given, the three-handed crib card too', () => {
  const deal = new crib.Deal(crib.gameRules(), 1, 0);
  assert.equal(deal.startGiven(['5h 5d 5c Js 2c 9h', crib.maskFromCards('Kc Kd 2d 3d 4d 6d')]), 0);
  const status = deal.status();
  assert.deepEqual([status.hands, status.crib, status.stage],
                   [[['2c', '5c', '5d', '5h', '9h', 'Js'], ['2d', '3d', '4d', '6d', 'Kc', 'Kd']], [], constants.STAGE_DISCARD]);
  const stock = deal.stock();
  assert.equal(stock.length, 40);
  assert.deepEqual(stock.map(crib.parseCard), stock.map(crib.parseCard).sort((a, b) => a - b));
  const three = new crib.Deal(crib.gameRules('three'), 1, 2);
  three.startGiven([['As', '2s', '3s', '4s', '5s'], '6s 7s 8s 9s 10s', ['Js', crib.parseCard('Qs'), 'Ks', '2h', '3h']], ['Ah']);
  assert.deepEqual([three.status().crib, three.status().hands[2]], [['Ah'], ['2h', '3h', 'Js', 'Qs', 'Ks']]);
  const fresh = new crib.Deal(crib.gameRules(), 1, 0);
  throwsCode(codes.ECOUNT, () => fresh.startGiven(['5h 5d 5c Js 2c', 'Kc Kd 2d 3d 4d 6d']));
  throwsCode(codes.EDUP, () => fresh.startGiven(['5h 5d 5c Js 2c 9h', '5h Kd 2d 3d 4d 6d']));
  throwsCode(codes.ECOUNT, () => fresh.startGiven(Array(5).fill('5h')));
  assert.throws(() => fresh.startGiven('5h 5d'), TypeError);
  assert.equal(fresh.stage, constants.STAGE_DEAL);
  const h = new crib.History();
  assert.equal(h.deal, 0);
  h.update(deal);
  assert.deepEqual([h.deal, h.dealt(1), h.discard(1)], [1, ['2d', '3d', '4d', '6d', 'Kc', 'Kd'], []]);
  assert.deepEqual(h.copy().dealt(0), h.dealt(0));
  assert.throws(() => h.update({}), TypeError);
  assert.throws(() => deal.view(0, { history: {} }), TypeError);
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
for (const dir of tmpModules) rmSync(dir, { recursive: true, force: true });
console.log(`1..${tests.length}`);
console.log(`${tests.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
