// SPDX-License-Identifier: MIT
// The online game's self-test, run by a seat's link with test=1 in its hash
// (index.html#play=TOKEN&test=1; test/server_web.sh opens two seats' at once in headless
// Chromium, against a real server): it plays the seat to the game's end by taps as a
// person would, laying away the first cards and playing the first card it may, at a
// person's pace (80 ms between answers at the least, well under the server's limit), and
// writes what it saw into <pre id="selftest">: the result, the page's fairness check of the
// record, whether it saw each other seat connected, thinking and away, and, with drop=1,
// whether the game was the same after the page's connection was dropped in the second deal
// and opened again by itself. touch=1 notes every tap on less than 44 px; on the way it
// notes the page growing wider than the screen and your cards off the screen at your turn.
// seconds=S: how long it may play (default 50). A spectator's link (#watch=ID&test=1)
// follows the game to its end the same way. tamper=1 forges the commitment the page keeps
// for the table in the second deal and drops the connection, so that the page must say that
// the server's commitment is not the one it first gave, and at the end that the game is not
// fair.
//
// index.html#friend&test=create&variant=three&seats=you,friend,easy[&seed=N] fills the form
// instead, creates the table (a seed only on a server started with --test), notes the
// links it shows and copies one, and waits for its own seat's first request.
import { finger, name } from './testkit.mjs';

const $ = (id) => document.getElementById(id);
const q = (sel) => document.querySelector(sel);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function friendTest(params, friend) {
  const lines = ['libcrib online self-test'];
  const kit = finger(params.get('touch') === '1');
  const { tap, noteWidth } = kit;
  const area = $('friend-area');
  const seconds = Number(params.get('seconds') ?? 50);
  const deadline = Date.now() + seconds * 1000;
  // The next render of the game, or a short wait.
  const change = (ms = 250) => new Promise((resolve) => {
    const done = () => resolve();
    area.addEventListener('render', done, { once: true });
    setTimeout(done, ms);
  });
  const until = async (what, ms) => {
    for (const end = Date.now() + ms; !what() && Date.now() < end;) await change();
    return what();
  };

  // What the other seats looked like, render by render: connected, thinking, away, bot.
  const seen = new Map();
  const refusals = new Set();
  area.addEventListener('render', () => {
    for (const seat of document.querySelectorAll('#friend-others .seat')) {
      if (!seen.has(seat.dataset.seat)) seen.set(seat.dataset.seat, new Set());
      seen.get(seat.dataset.seat).add(seat.dataset.presence);
    }
    const said = $('friend-refusal').textContent;
    if (said) refusals.add(said);
  });

  const cards = (sel) => [...document.querySelectorAll(`${sel} [data-card]`)].map((e) => e.dataset.card).join(' ');
  // The game as the page shows it, less the log: the same before a dropped connection and
  // after the page has connected again.
  const state = () => `${area.dataset.phase} | turn ${area.dataset.turn} | ${$('friend-scores').textContent} | ` +
    `hand ${cards('#friend-hand')} | count ${$('friend-count').textContent} | pile ${cards('#friend-pile .segment.current')} | ` +
    `starter ${cards('#friend-starter')}`;

  const there = await friend.ready;
  lines.push(`server: ${there ? 'there' : `not there: ${$('friend-status').textContent}`}`);
  try {
    if (there && params.get('test') === 'create') await createPart();
    else if (there) await playPart();
  } catch (err) {
    lines.push(`the self-test failed: ${err.stack}`);
  }
  lines.push(`wide: ${[...kit.wide].join('; ') || 'never'}`);
  if (params.get('touch') === '1') lines.push(`small taps: ${[...kit.small].join('; ') || 'none'}`);
  lines.push(`covered taps: ${[...kit.covered].join('; ') || 'none'}`);
  lines.push('the end');
  const out = document.createElement('pre');
  out.id = 'selftest';
  out.style.whiteSpace = 'pre-wrap';
  out.textContent = lines.join('\n');
  document.body.append(out);
  document.title = `selftest done: ${document.title}`;

  async function createPart() {
    tap($('tab-friend'));
    const variant = $('friend-variant');
    variant.value = params.get('variant') ?? 'six-card';
    variant.dispatchEvent(new Event('change'));
    const kinds = (params.get('seats') ?? 'you,friend').split(',');
    document.querySelectorAll('#friend-seats select').forEach((select, i) => { select.value = kinds[i] ?? 'strong'; });
    if (params.has('seed')) $('friend-form').dataset.seed = params.get('seed');
    noteWidth('the form');
    tap($('friend-create'));
    await until(() => area.dataset.phase === 'discard' && area.dataset.connection === 'open', 10_000);
    const links = [...document.querySelectorAll('#friend-links .link')];
    lines.push(`links: ${links.length}; ${links.map((l) => `${l.querySelector('label').firstChild.textContent.trim()} ` +
      `${l.querySelector('input').value.replace(/#play=.*/, '#play=TOKEN').replace(/.*\/examples/, '/examples')}`).join('; ')}`);
    const copy = links.find((l) => l.dataset.seat === 'B')?.querySelector('button');
    if (copy) {
      tap(copy);
      await sleep(300);
      lines.push(`copy: ${copy.textContent}`);
    }
    lines.push(`connected: ${area.dataset.connection}; seat ${area.dataset.seat} of ${area.dataset.players} players; ` +
      `phase ${area.dataset.phase}; hand ${document.querySelectorAll('#friend-hand button').length} cards; ` +
      `address ${location.hash.replace(/=.*/, '=TOKEN')}`);
    const others = [...document.querySelectorAll('#friend-others .seat')].map((s) =>
      `${s.querySelector('.name').textContent} ${s.dataset.presence} (${s.querySelector('.presence').textContent})`);
    lines.push(`others: ${others.join('; ')}`);
    noteWidth('the table made');
  }

  async function playPart() {
    const hand = () => [...document.querySelectorAll('#friend-hand button')];
    const offScreen = new Set();
    const onScreen = (el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
    };
    let last = 0;
    // A person's pace: some time between one answer and the next.
    const pace = async () => {
      const wait = 80 - (Date.now() - last);
      if (wait > 0) await sleep(wait);
      last = Date.now();
    };
    let deals = 0;
    let turns = 0;
    let drop = params.get('drop') === '1' ? 'to do' : 'no';
    let tamper = params.get('tamper') === '1' ? 'to do' : 'no';
    await until(() => ['open', 'stopped'].includes(area.dataset.connection), 10_000);
    lines.push(`seat: ${area.dataset.seat} of table ${area.dataset.table}, ${area.dataset.players} players`);
    while (Date.now() < deadline) {
      const phase = area.dataset.phase;
      const { connection, record } = friend.table.state();
      if (phase === 'over' && (record?.text || record?.error)) break;
      if (connection === 'stopped' && phase !== 'over') {
        lines.push(`stopped: ${$('friend-refusal').textContent}`);
        break;
      }
      if (tamper === 'to do' && Number(area.dataset.deal) >= 2) {
        const seen = JSON.parse(localStorage.getItem('libcrib-web-commitments'));
        seen[area.dataset.table].commitment = '0'.repeat(64);
        localStorage.setItem('libcrib-web-commitments', JSON.stringify(seen));
        friend.table.drop();
        await until(() => area.dataset.connection !== 'open', 5000);
        await until(() => area.dataset.connection === 'open', 10_000);
        tamper = $('friend-fair').textContent;
        continue;
      }
      if (phase === 'discard' && !$('friend-discard').hidden) {
        deals++;
        const n = Number(/of (\d)\)/.exec($('friend-prompt').textContent)?.[1] ?? 2);
        await pace();
        for (let i = 0; i < n; i++) tap(hand().filter((b) => b.getAttribute('aria-pressed') !== 'true')[0]);
        noteWidth(`deal ${deals}`);
        tap($('friend-discard'));
        await change();
      } else if (phase === 'play' && area.dataset.turn === 'you') {
        turns++;
        for (const el of hand()) if (!onScreen(el)) offScreen.add(`${name(el)} in deal ${deals}`);
        if (drop === 'to do' && deals >= 2) {
          // The connection dropped at your turn: the page connects again by itself, and the
          // server's view and request put the game back as it was.
          const before = state();
          friend.table.drop();
          await until(() => area.dataset.connection !== 'open', 5000);
          await until(() => area.dataset.connection === 'open' && area.dataset.turn === 'you', 10_000);
          const after = state();
          const same = before === after ? 'yes' : `no: ${before} <> ${after}`;
          drop = `${friend.table.state().reconnects} reconnected; the same: ${same}`;
          continue;
        }
        await pace();
        const card = hand().find((b) => !b.classList.contains('dim'));
        if (!card) {
          lines.push(`no card to play at your turn: ${state()}`);
          break;
        }
        tap(card);
        await change();
      } else {
        await change();
      }
    }
    noteWidth('the end of the game');
    const result = $('friend-result');
    const fair = q('#friend-fair .fairness');
    const link = q('#friend-fair a[download]');
    let saved = '';
    if (link) {
      const text = await (await fetch(link.href)).text();
      saved = `${link.download}, ${text.length} bytes, seed ${JSON.parse(text).seed_hex}`;
    }
    lines.push(`game: ${area.dataset.phase === 'over' ? 'over' : 'not over'} after ${deals} deals, ${turns} turns and ` +
      `${kit.clicks} taps; winner ${result.hidden ? 'none' : `${result.dataset.winner} side ${result.dataset.winnerSide}`}`);
    lines.push(`result: ${result.hidden ? '' : result.textContent}`);
    lines.push(`fairness: ${fair ? `${fair.textContent} | data-fair ${fair.dataset.fair}` : 'none'}`);
    lines.push(`checked: ${q('#friend-fair .checked')?.textContent ?? 'none'}`);
    lines.push(`record offered: ${saved || 'none'}`);
    lines.push(`other seats: ${[...seen].map(([seat, keys]) => `${seat} ${[...keys].sort().join(' ')}`).join('; ')}`);
    if (drop !== 'no') lines.push(`drop: ${drop}`);
    if (tamper !== 'no') lines.push(`tampered: ${tamper}`);
    lines.push(`refused: ${[...refusals].join(' | ') || 'none'}`);
    lines.push(`your turns: ${turns}; off the screen: ${[...offScreen].join(', ') || 'never'}`);
    lines.push(`connection: ${area.dataset.connection}; ${$('friend-conn').textContent}`);
  }
}
