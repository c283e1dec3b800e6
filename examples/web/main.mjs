// SPDX-License-Identifier: MIT
// The page's start: loads libcrib, wires the three tabs, and with ?test=1 runs the page's
// own self-test (selftest.mjs), which clicks through it as a person would.
import { loadCrib, WASM_URL } from './lib.mjs';
import { setupCount } from './count.mjs';
import { setupAdvice } from './advice.mjs';
import { setupGame } from './game.mjs';

const tabs = [...document.querySelectorAll('[role="tab"]')];

/** Shows the tab whose panel has this id. */
function showTab(id) {
  for (const tab of tabs) {
    const on = tab.getAttribute('aria-controls') === id;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    document.getElementById(tab.getAttribute('aria-controls')).hidden = !on;
  }
}

tabs.forEach((tab, i) => {
  tab.addEventListener('click', () => {
    showTab(tab.getAttribute('aria-controls'));
    history.replaceState(null, '', `#${tab.getAttribute('aria-controls')}`);
  });
  tab.addEventListener('keydown', (e) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
    if (!step) return;
    const next = tabs[(i + step + tabs.length) % tabs.length];
    next.focus();
    next.click();
  });
});

const status = document.getElementById('status');
try {
  const crib = await loadCrib();
  document.getElementById('version').textContent = `libcrib ${crib.version()}`;
  setupCount(crib);
  setupAdvice(crib);
  // A game kept from the last visit opens on its tab, unless the address names another.
  const resumed = setupGame(crib);
  const start = location.hash.slice(1) || (resumed ? 'game' : '');
  if (tabs.some((t) => t.getAttribute('aria-controls') === start)) showTab(start);
  status.hidden = true;
  document.body.dataset.ready = 'true';
  const params = new URLSearchParams(location.search);
  if (params.has('test')) {
    const { selfTest } = await import('./selftest.mjs');
    await selfTest(params, showTab);
  }
} catch (err) {
  status.className = 'error';
  status.textContent = `libcrib did not load (${err.message}) from ${WASM_URL.pathname}. Build it with make wasm, ` +
    'serve the repository root (python3 -m http.server) and open /examples/web/.';
  throw err;
}
