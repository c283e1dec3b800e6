// SPDX-License-Identifier: MIT
// Where the page finds libcrib: the binding and the wasm of this source tree, reached by
// relative URLs, so that serving the repository root after `make wasm` is all it takes.
import { load } from '../../bindings/js/libcrib.mjs';

export { codes, constants, names, CribError } from '../../bindings/js/libcrib.mjs';

export const WASM_URL = new URL('../../build/wasm/libcrib.wasm', import.meta.url);

/** The library, instantiated from build/wasm/libcrib.wasm. */
export const loadCrib = () => load(WASM_URL);
