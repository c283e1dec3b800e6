// SPDX-License-Identifier: MIT
// The Play a friend tab: a table on the libcrib server this page came from (python3 -m
// libcrib.server serves the page and the API on one origin). The form asks for the game and
// each seat (you, a friend, or a bot level) and POSTs /api/tables; each person's seat gets
// a token and a link, /examples/web/#play=TOKEN, which the page shows with a Copy button.
// Opened with #play=TOKEN, the page takes that seat (online.mjs); with #watch=ID it
// watches the table. Served by a static server instead, the tab says it needs the server.
import { onlineTable } from './online.mjs';

const $ = (id) => document.getElementById(id);
const LETTERS = 'ABCD';
const PLAYERS = { 'six-card': 2, 'five-card': 2, 'two-to-crib': 2, three: 3, four: 4 };
const KINDS = [['you', 'you'], ['friend', 'a friend'], ['easy', 'the easy bot'], ['strong', 'the strong bot'],
  ['expert', 'the expert bot']];
// The last table this browser created: its links, shown again while one of its seats plays.
const CREATED = 'libcrib-web-friend-table';

export const NEEDS_SERVER = 'The online game needs the libcrib server, which serves this page and the tables: ' +
  'run python3 -m libcrib.server in the source tree (after make wasm) and open the address it prints.';

/** Whether the page's origin is the libcrib server: its API answers in JSON. */
async function serverThere() {
  try {
    const res = await fetch('/api/tables/-', { cache: 'no-store' });
    if (!(res.headers.get('content-type') ?? '').includes('json')) return false;
    return typeof (await res.json()).error === 'string';
  } catch {
    return false;
  }
}

/**
 * Sets up the tab. Returns { seat, opened, table, ready }: seat() is the hash of the seat
 * or table the tab shows ('#play=TOKEN', or null), opened() follows the address's hash,
 * table is the online game (online.mjs), and ready a promise settled once the tab knows
 * whether the server is there (true or false).
 */
export function setupFriend(crib) {
  const form = $('friend-form');
  const status = $('friend-status');
  const error = $('friend-error');
  const links = $('friend-links');
  const variant = $('friend-variant');
  const target = $('friend-target');
  const table = onlineTable(crib);
  let current = null;      // { play: token } or { watch: id }

  function buildSeats() {
    const n = PLAYERS[variant.value];
    const box = $('friend-seats');
    const was = [...box.querySelectorAll('select')].map((s) => s.value);
    box.querySelectorAll('label').forEach((l) => l.remove());
    for (let p = 0; p < n; p++) {
      const label = document.createElement('label');
      label.textContent = `Seat ${LETTERS[p]}${n === 4 && p >= 2 ? ` (${LETTERS[p - 2]}’s partner)` : ''} `;
      const select = document.createElement('select');
      select.id = `friend-seat-kind-${p}`;
      select.dataset.seat = String(p);
      for (const [value, text] of KINDS) select.append(new Option(text, value));
      select.value = was[p] ?? (p === 0 ? 'you' : p === 1 ? 'friend' : 'strong');
      label.append(select);
      box.append(label);
    }
  }
  variant.addEventListener('change', () => {
    target.value = String(crib.gameRules(variant.value).target);
    buildSeats();
  });
  buildSeats();

  // A seat's link, to copy, with what it is for.
  function linkRow(text, url, tokenSeat) {
    const div = document.createElement('div');
    div.className = 'link';
    if (tokenSeat !== null) div.dataset.seat = LETTERS[tokenSeat];
    const label = document.createElement('label');
    label.textContent = text;
    const input = document.createElement('input');
    input.readOnly = true;
    input.value = url;
    input.addEventListener('focus', () => input.select());
    label.append(input);
    const copy = document.createElement('button');
    copy.type = 'button';
    copy.textContent = 'Copy';
    copy.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(url);
        copy.textContent = 'Copied';
      } catch {
        input.select();
        copy.textContent = document.execCommand?.('copy') ? 'Copied' : 'Select and copy';
      }
      setTimeout(() => { copy.textContent = 'Copy'; }, 2000);
    });
    div.append(label, copy);
    return div;
  }

  // The links of a table this browser created.
  function showLinks(made) {
    links.replaceChildren();
    const h = document.createElement('h3');
    h.textContent = `Table ${made.id}: send each friend their link`;
    links.append(h);
    for (const s of made.seats) {
      if (!s.token) continue;
      const mine = s.you ? ' (yours: this page plays it)' : '';
      links.append(linkRow(`Seat ${LETTERS[s.seat]}${mine}`, s.url, s.seat));
    }
    if (made.watch) links.append(linkRow('To watch', made.watch, null));
    const commit = document.createElement('p');
    commit.className = 'help';
    commit.textContent = `The deal is committed to: SHA-256 ${made.commitment}.`;
    links.append(commit);
    links.hidden = false;
  }

  function keptTable() {
    try {
      return JSON.parse(localStorage.getItem(CREATED));
    } catch {
      return null;
    }
  }

  async function create(e) {
    e.preventDefault();
    error.textContent = '';
    const selects = [...$('friend-seats').querySelectorAll('select')];
    const kinds = selects.map((s) => s.value);
    if (kinds.filter((k) => k === 'you').length > 1) {
      error.textContent = 'Only one seat can be yours: choose a friend or a bot for the others.';
      return;
    }
    if (!kinds.some((k) => k === 'you' || k === 'friend')) {
      error.textContent = 'No seat for a person: choose you or a friend for one seat at least.';
      return;
    }
    const body = {
      variant: variant.value, target: Number(target.value), ladder: $('friend-ladder').value,
      options: [...$('friend-rules').querySelectorAll('input:checked')].map((i) => i.value),
      seats: kinds.map((k) => (k === 'you' || k === 'friend' ? 'human' : k)),
    };
    // A fixed seed only for a server started for tests (the self-test's).
    if (form.dataset.seed) body.seed = Number(form.dataset.seed);
    let made;
    try {
      const res = await fetch('/api/tables', { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body) });
      made = await res.json();
      if (!res.ok) throw new Error(made.error ?? `HTTP ${res.status}`);
    } catch (err) {
      error.textContent = `The table was not made: ${err.message}.`;
      return;
    }
    for (const s of made.seats) s.you = kinds[s.seat] === 'you';
    try {
      localStorage.setItem(CREATED, JSON.stringify(made));
    } catch {
      // Not kept: the links are on the screen now.
    }
    showLinks(made);
    const yours = made.seats.find((s) => s.you);
    if (yours) location.hash = `play=${yours.token}`;
  }
  form.addEventListener('submit', create);

  // What the address asks for: a seat (#play=TOKEN), a table to watch (#watch=ID), or the form.
  function opened() {
    const params = new URLSearchParams(location.hash.slice(1));
    const play = params.get('play');
    const watch = params.get('watch');
    const key = play ? `play=${play}` : watch ? `watch=${watch}` : null;
    if (key === current) return;
    current = key;
    if (play) {
      const made = keptTable();
      if (made?.seats?.some((s) => s.token === play)) showLinks(made);
      else links.hidden = true;
      table.connect(play);
    } else if (watch) {
      links.hidden = true;
      table.watch(watch);
    } else {
      table.close();
      $('friend-area').hidden = true;
      links.hidden = true;
    }
    form.hidden = Boolean(key);
    newTable.hidden = !key;
  }

  const newTable = document.createElement('button');
  newTable.type = 'button';
  newTable.id = 'friend-new';
  newTable.textContent = 'Another table';
  newTable.hidden = true;
  newTable.addEventListener('click', () => {
    history.replaceState(null, '', '#friend');
    opened();
  });
  status.after(newTable);

  const ready = serverThere().then((there) => {
    if (!there) {
      status.className = 'needs-server';
      status.textContent = NEEDS_SERVER;
      form.hidden = true;
      return false;
    }
    status.textContent = '';
    form.hidden = false;
    window.addEventListener('hashchange', opened);
    opened();
    return true;
  });

  return {
    seat: () => current && `#${current}`,
    table,
    ready,
  };
}
