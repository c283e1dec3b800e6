// SPDX-License-Identifier: MIT
// libcrib for CommonJS: what require('libcrib') gives, in a project whose .js files are
// CommonJS (as `npm init -y` makes them).
//
//   const { load } = require('libcrib');
//   load().then((crib) => console.log(crib.score('5h 5d 5c Js', '5s').total));   // 29
//
// The library is the ES module libcrib.mjs, and this file only reaches it: load() imports
// it, once, and calls its load(), so that require() and import share one copy of the module
// (one CribError class, one set of constants). Instantiating the wasm is asynchronous
// either way, so importing the module asynchronously too costs nothing. The module's other
// exports (constants, codes, names, CribError) are had the same way, in an async function:
// `const { constants, CribError } = await import('libcrib');`.
'use strict';

let esm = null;

/** Instantiates libcrib.wasm as the ES module's load() does, from the same sources. */
async function load(source) {
  esm ??= import('./libcrib.mjs');
  return (await esm).load(source);
}

module.exports = { load };
