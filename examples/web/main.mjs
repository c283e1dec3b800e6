// SPDX-License-Identifier: MIT
// The page's start: loads libcrib, wires the four tabs, and with ?test=1 runs the page's
// own self-test (selftest.mjs), which clicks through it as a person would; an online seat
// opened with #play=TOKEN&test=1 runs the online game's (friendtest.mjs).
import { loadCrib, WASM_URL } from './lib.mjs';
import { setupCount } from './count.mjs';
import { setupAdvice } from './advice.mjs';
import { setupGame } from './game.mjs';
import { setupFriend } from './friend.mjs';

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

let friend = null;

tabs.forEach((tab, i) => {
  tab.addEventListener('click', () => {
    const id = tab.getAttribute('aria-controls');
    showTab(id);
    // The online seat keeps its address (#play=TOKEN), so that a reload takes the seat again.
    history.replaceState(null, '', (id === 'friend' && friend?.seat()) || `#${id}`);
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
  friend = setupFriend(crib);
  const hash = new URLSearchParams(location.hash.slice(1));
  const named = hash.has('play') || hash.has('watch') ? 'friend' : location.hash.slice(1).split('&')[0];
  const start = named || (resumed ? 'game' : '');
  if (tabs.some((t) => t.getAttribute('aria-controls') === start)) showTab(start);
  window.addEventListener('hashchange', () => {
    const now = new URLSearchParams(location.hash.slice(1));
    if (now.has('play') || now.has('watch')) showTab('friend');
  });
  status.hidden = true;
  document.body.dataset.ready = 'true';
  const params = new URLSearchParams(location.search);
  if (params.has('test')) {
    const { selfTest } = await import('./selftest.mjs');
    await selfTest(params, showTab);
  } else if (hash.has('test')) {
    const { friendTest } = await import('./friendtest.mjs');
    await friendTest(hash, friend);
  }
} catch (err) {
  status.className = 'error';
  status.textContent = `libcrib did not load (${err.message}) from ${WASM_URL.pathname}. Build it with make wasm, ` +
    'serve the repository root (python3 -m http.server) and open /examples/web/.';
  throw err;
}
