// SPDX-License-Identifier: MIT
// A TypeScript program in CommonJS using the npm package libcrib, for test/npm.sh: its
// import compiles to require('libcrib'), which the package's "require" condition answers
// with libcrib.cjs, declared by libcrib.d.cts; `tsc --strict --noEmit` must accept it.
import { load } from 'libcrib';
import type { Libcrib, Score } from 'libcrib';

async function main(): Promise<void> {
  const crib: Libcrib = await load();
  const s: Score = crib.score('5h 5d 5c Js', '5s');
  const { CribError, constants } = await import('libcrib');
  try {
    crib.parseCard('5x');
  } catch (e) {
    if (!(e instanceof CribError)) throw e;
  }
  console.log(s.total, constants.VERSION_STRING);
}
main();
