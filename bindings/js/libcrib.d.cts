// SPDX-License-Identifier: MIT
// The declarations of libcrib.cjs, what require('libcrib') gives: load(), as the ES module's
// (libcrib.d.mts declares the rest; in CommonJS, `await import('libcrib')` has it).
import type { Libcrib, WasmSource } from './libcrib.mjs';

/**
 * Instantiates libcrib.wasm: the source given, or else libcrib.wasm beside the module (as
 * the npm package has it). The ES module's load(), imported on the first call.
 */
export declare function load(source?: WasmSource): Promise<Libcrib>;

// The types, for `import type` in CommonJS TypeScript (a .cts file); the values beside
// load() are the ES module's alone.
export type * from './libcrib.mjs';
