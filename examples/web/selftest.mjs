// SPDX-License-Identifier: MIT
// The page's self-test, run by index.html?test=1 (test/web.sh does, in headless Chromium, at
// a desktop's size and a phone's): it taps the page's own cards and buttons as a person would
// and writes what it saw into <pre id="selftest">, for the test to read from the DOM.
//
// It counts 5h 5d 5c Js with the 5s, types a wrong hand and then a right one, averages a
// crib, asks the advice for a fixed six, and plays a seeded game to its end, laying away
// the first cards or the advised ones, trying each card in turn (the library refuses those
// that do not fit) and go once while a card fits, and, when it counts its own hands,
// claiming right, short and over in turn. On the way it notes every tap on something
// smaller than a finger (with touch=1), every time your cards or Go were off the screen
// when it was your turn, the page growing wider than the screen, and the bots' cards
// coming onto the pile.
//
// With undo=1 it takes back every third of its turns in the play and the second deal's
// discard, and notes whether the page is then as it was before the decision; with hint=1
// it asks for a hint at every fourth turn in the play (and, as without it, before laying
// away in even deals), noting whether the hint's first choice is the one the page marks as
// the expert bot's; with review=1 it asks for the review at the end and counts its rows.
//
// Served by a static server, the Play a friend tab must say that it needs the libcrib server.
//
// Parameters: parts (default count,advice,game,friend); the game's variant, target, ladder, seed
// (default 16), level (the bots'; default strong), claim=1 (count my own hands), muggins=1;
// clicks (stop the game after that many taps, to look at it part way, or to reload it);
// tab (the tab to leave shown; default game); touch=1 (check the size of what is tapped);
// undo=1, hint=1, review=1. test=resume plays on the game the page kept from the last visit
// instead of a new one, with undo=1 first taking back its last decision.
import { loadCrib } from './lib.mjs';
import { finger, name } from './testkit.mjs';

const $ = (id) => document.getElementById(id);
const q = (sel) => document.querySelector(sel);

export async function selfTest(params, showTab) {
  const lines = ['libcrib page self-test'];
  const out = document.createElement('pre');
  out.id = 'selftest';
  out.style.whiteSpace = 'pre-wrap';
  const touch = params.get('touch') === '1';
  const kit = finger(touch);
  const { tap, noteWidth, small, covered, wide } = kit;

  const parts = (params.get('parts') ?? 'count,advice,game,friend').split(',');
  if (parts.includes('count')) await countPart();
  if (parts.includes('advice')) advicePart();
  if (parts.includes('game') || params.get('test') === 'resume') await gamePart();
  if (parts.includes('friend')) await friendPart();
  lines.push(`wide: ${[...wide].join('; ') || 'never'}`);
  if (touch) lines.push(`small taps: ${[...small].join('; ') || 'none'}`);
  lines.push(`covered taps: ${[...covered].join('; ') || 'none'}`);
  lines.push('the end');
  out.textContent = lines.join('\n');
  showTab(params.get('tab') ?? 'game');
  document.body.append(out);
  document.title = `selftest done: ${document.title}`;

  // Whether the count's total is on the screen, once the page has stopped scrolling.
  async function totalInView() {
    for (let last = null, still = 0, t = 0; still < 3 && t < 100; t++) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
    const r = q('#count-result .total')?.getBoundingClientRect();
    if (!r) return 'no total';
    return r.top >= 0 && r.bottom <= window.innerHeight ? 'yes' : `no (${Math.round(r.top)} px down a ${window.innerHeight} px screen)`;
  }

  // 1. Count a hand: by taps, then typed wrong and right, then a crib's average.
  async function countPart() {
    tap($('tab-count'));
    tap($('count-clear'));
    window.scrollTo(0, 0);
    for (const c of ['5h', '5d', '5c', 'Js', '5s']) tap(q(`#count-picker [data-card="${c}"]`));
    lines.push(`count: ${$('count-total')?.textContent} | ${q('#count-result .announcement')?.textContent}`);
    lines.push(`count in view: ${await totalInView()}`);
    lines.push(`count items: ${[...document.querySelectorAll('#count-result tbody tr')].map((tr) => tr.firstChild.textContent).join(', ')}`);
    noteWidth('count');
    const text = $('count-text');
    const type = (value) => {
      text.value = value;
      text.dispatchEvent(new Event('input', { bubbles: true }));
      tap(q('#count-form button'));
    };
    type('4h 5h 6h 6d Qx');
    lines.push(`typed wrong: ${$('count-error').textContent} | invalid ${text.getAttribute('aria-invalid')}`);
    type('4h 5h 6h 6d Qh');
    lines.push(`typed right: ${$('count-error').textContent || 'no error'} | invalid ${text.getAttribute('aria-invalid')}` +
      ` | counts ${$('count-total')?.textContent} with ${[...document.querySelectorAll('#count-slots [data-card]')].map((e) => e.dataset.card).join(' ')}`);
    lines.push(`typed count in view: ${await totalInView()}`);
    type('4h 5h 6h 6d Qx');
    tap($('count-clear'));
    lines.push(`cleared: ${document.querySelectorAll('#count-slots [data-card]').length} cards | text "${text.value}"` +
      ` | error "${$('count-error').textContent}" | invalid ${text.getAttribute('aria-invalid')}`);
    for (const c of ['2h', '5h', '9h', 'Kh', '3c']) tap(q(`#count-picker [data-card="${c}"]`));
    const cribBox = $('count-crib');
    lines.push(`hand average: ${$('count-total')?.textContent} | ${$('count-average')?.textContent}`);
    tap(cribBox.closest('label'));
    lines.push(`crib average: ${$('count-total')?.textContent} | ${$('count-average')?.textContent}`);
    tap(cribBox.closest('label'));
  }

  // 2. Discard advice for a dealer's six.
  function advicePart() {
    tap($('tab-advice'));
    tap($('advice-clear'));
    tap(q('input[name="advice-crib"][value="dealer"]').closest('label'));
    for (const c of ['5h', '5d', '5c', 'Js', '2c', '9h']) tap(q(`#advice-picker [data-card="${c}"]`));
    const best = q('#advice-result tbody tr');
    const keep = best ? [...best.children[1].querySelectorAll('[data-card]')].map((e) => e.dataset.card).join(' ') : '';
    const value = best?.querySelector('.value').textContent;
    lines.push(`advice: ${q('#advice-result tbody')?.children.length} keeps; best keep ${keep} value ${value}`);
    noteWidth('advice');
  }

  // The game's state in one line: a reload must bring back the very same.
  function state() {
    const area = $('game-area');
    const cards = (sel) => [...document.querySelectorAll(`${sel} [data-card]`)].map((e) => e.dataset.card).join(' ');
    return `state: ${area.dataset.phase} | ${$('scores').textContent} | hand ${cards('#you-hand')} | count ` +
      `${$('count-now').textContent} | pile ` +
      `${[...document.querySelectorAll('#pile .played')].map((e) => e.querySelector('[data-card]')?.dataset.card ?? 'go').join(' ')}` +
      ` | starter ${cards('#starter')} | ${$('log').children.length} log lines, the last ` +
      `"${$('log').lastElementChild?.textContent}" | ${$('shows').children.length} shows`;
  }

  // 3. A game against the bots.
  async function gamePart() {
    const crib = await loadCrib();
    tap($('tab-game'));
    const area = $('game-area');
    if (params.get('test') === 'resume') {
      lines.push(area.hidden ? 'resumed: no game' : `resumed ${state()}`);
    } else {
      $('game-variant').value = params.get('variant') ?? 'six-card';
      $('game-variant').dispatchEvent(new Event('change'));
      if (params.has('target')) $('game-target').value = params.get('target');
      $('game-ladder').value = params.get('ladder') ?? 'skunk';
      $('game-level').value = params.get('level') ?? 'strong';
      $('game-seed').value = params.get('seed') ?? '16';
      $('game-claim').checked = params.get('claim') === '1';
      $('game-muggins').checked = params.get('muggins') === '1';
      tap($('game-new'));
    }
    const useUndo = params.get('undo') === '1';
    const useHint = params.get('hint') === '1';
    // The decisions the page keeps: one more after a tap that the page took as a decision.
    const kept = () => JSON.parse(localStorage.getItem('libcrib-web-game'))?.decisions ?? [];
    const undoButton = $('game-undo');
    const undos = { taken: 0, same: 0, differ: [] };
    let before = null;       // the state before the last decision that undo would take back
    // A decision by taps: notes the state before it when the page took it (a Next deal
    // aside, which undo takes back with the decision before it). Returns whether it did.
    const decide = (taps) => {
      const now = state();
      const n = kept().length;
      taps();
      const grew = kept().length > n;
      if (grew && kept().at(-1)[0] !== 'next') before = now;
      return grew;
    };
    // Takes back the last decision: the page must be as it was before it.
    const takeBack = () => {
      const want = before;
      tap(undoButton);
      const got = state();
      undos.taken++;
      if (got === want) undos.same++;
      else undos.differ.push(`${want} <> ${got}`);
    };
    let hints = 0;
    let hintsExpert = 0;
    let hintRows = 0;
    let playHints = 0;
    // The hint's table: its first choice must be the one marked as the expert bot's pick,
    // and it lists every choice (choices: their number, known in the play).
    const askHint = (choices) => {
      tap($('game-hint'));
      const rows = [...document.querySelectorAll('#hint tbody tr')];
      hints++;
      if (rows[0]?.querySelector('.tag')?.textContent === 'expert’s pick') hintsExpert++;
      if (choices === undefined || rows.length === choices) hintRows++;
      noteWidth('game, a hint');
    };
    if (params.get('test') === 'resume' && useUndo) {
      lines.push(`undo after the reload: ${undoButton.disabled ? 'disabled' : 'enabled'}`);
      tap(undoButton);
      lines.push(`undone ${state()}`);
    }
    if (params.get('test') !== 'resume') lines.push(`undo at the start: ${undoButton.disabled ? 'disabled' : 'enabled'}`);
    const limit = Number(params.get('clicks') ?? 5000);
    const refusals = new Set();
    const offScreen = new Set();
    const verdicts = { right: 0, missed: 0, over: 0, wrong: 0 };
    const board = q('#board-wrap svg').getBoundingClientRect();
    const peg = q('#board-wrap .peg.front').getBoundingClientRect();
    lines.push(`board: ${Math.round(board.width)}x${Math.round(board.height)} px, pegs ${peg.width.toFixed(1)} px`);
    let triedGo = false;
    let deals = 0;
    let claims = 0;
    let botCards = 0;
    let moving = 0;
    let played = 0;
    const hand = () => [...document.querySelectorAll('#you-hand button')];
    const onScreen = (el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
    };
    // The cards the bots just played: each comes in with the page's transition.
    const watchPile = () => {
      for (const el of document.querySelectorAll('#pile .played.new:not(.side-0)')) {
        botCards++;
        if (getComputedStyle(el).animationName === 'card-in') moving++;
      }
    };
    while (area.dataset.phase !== 'over' && kit.clicks < limit) {
      const phase = area.dataset.phase;
      if (phase === 'discard') {
        // Odd deals lay away the first cards, even deals what the Advice button picks.
        deals++;
        const toLay = Number(/of (\d)\)/.exec($('prompt').textContent)?.[1] ?? 2);
        decide(() => {
          if (deals % 2 || $('game-hint').hidden) for (let i = 0; i < toLay; i++) tap(hand()[i]);
          else askHint();
          tap($('game-discard'));
        });
        watchPile();
        if (useUndo && deals === 2 && undos.taken === 0) {
          takeBack();
          deals--;
          continue;
        }
        noteWidth(`game, deal ${deals}`);
      } else if (phase === 'play' && area.dataset.turn === 'you') {
        played++;
        // The board too: a phone's screen holds the board, the table, your cards and Go.
        for (const el of [...hand(), $('game-go'), q('#board-wrap svg')]) {
          if (!onScreen(el)) offScreen.add(`${name(el) || 'the board'} in deal ${deals}`);
        }
        if (!triedGo && hand().some((b) => !b.classList.contains('dim'))) {
          triedGo = true;
          tap($('game-go'));
          refusals.add($('refusal').textContent);
          continue;
        }
        if (useHint && played % 4 === 1) {
          askHint(Math.max(1, hand().filter((b) => !b.classList.contains('dim')).length));
          playHints++;
        }
        const took = decide(() => {
          let done = false;
          for (let i = 0; i < hand().length && !done; i++) {
            tap(hand()[i]);
            if ($('refusal').textContent) refusals.add($('refusal').textContent);
            else done = true;
          }
          if (!done) tap($('game-go'));
        });
        watchPile();
        if (useUndo && took && played % 3 === 0 && area.dataset.phase !== 'over') takeBack();
      } else if (phase === 'claim') {
        // Right, short and over in turn, against the count of the same library.
        const cards = [...document.querySelectorAll('#you-hand [data-card]')].map((e) => e.dataset.card);
        const isCrib = $('claim-label').textContent.includes('crib');
        const shown = isCrib ? [...document.querySelectorAll('#crib [data-card]')].map((e) => e.dataset.card) : cards;
        const starter = q('#starter [data-card]').dataset.card;
        const total = crib.score(shown, starter, { crib: isCrib, fiveCard: shown.length === 3 }).total;
        // Nothing to miss in a hand of 0: that one is claimed right.
        const want = total === 0 ? 'right' : ['right', 'missed', 'over'][claims % 3];
        claims++;
        $('claim-points').value = String(want === 'missed' ? total - 1 : want === 'over' ? total + 2 : total);
        decide(() => tap($('claim-go')));
        const said = [...document.querySelectorAll('#shows [data-claim]')].at(-1)?.dataset.claim;
        verdicts[said === want ? want : 'wrong']++;
      } else if (phase === 'shown') {
        noteWidth(`game, the counts of deal ${deals}`);
        tap($('game-next'));
      } else {
        lines.push(`game: stuck in phase ${phase}, turn ${area.dataset.turn}`);
        break;
      }
    }
    const result = $('result');
    lines.push(state());
    if (before) lines.push(`before the last decision ${before}`);
    if (useUndo) {
      lines.push(`undo: ${undos.taken} taken back, ${undos.same} as before${undos.differ.map((d) => `; ${d}`).join('')}`);
      lines.push(`undo at the end: ${undoButton.disabled ? 'disabled' : 'enabled'}`);
    }
    if (hints) lines.push(`hints: ${hints}; first the expert's pick ${hintsExpert}; every choice listed ${hintRows}`);
    if (useHint) lines.push(`hints in the play: ${playHints}`);
    if (params.get('review') === '1' && area.dataset.phase === 'over') {
      tap($('game-review'));
      const graded = kept().filter(([kind]) => ['discard', 'card', 'go'].includes(kind)).length;
      lines.push(`review: ${document.querySelectorAll('#review tbody tr:not(.deal)').length} rows for ${graded} decisions; ` +
        `${q('#review tfoot')?.textContent}`);
      noteWidth('game, the review');
    }
    lines.push(`game: ${area.dataset.phase === 'over' ? 'over' : 'not over'} after ${deals} deals and ${kit.clicks} clicks;` +
      ` winner ${result.hidden ? 'none' : result.dataset.winner}; ${$('log').children.length} lines of log`);
    lines.push(`bot: ${$('game-level').value}, of ${$('game-level').options.length} levels; ${$('game-variant').value} to ${$('game-target').value}`);
    lines.push(`your turns: ${played}; off the screen: ${[...offScreen].join(', ') || 'never'}`);
    lines.push(`bot cards: ${botCards}, ${moving} with the transition`);
    const muggins = [...document.querySelectorAll('#log td.reason')].filter((td) => td.textContent === 'muggins').length;
    if (claims) {
      lines.push(`claims: ${claims}; right ${verdicts.right}, missed ${verdicts.missed}, over ${verdicts.over}, ` +
        `wrong ${verdicts.wrong}; ${muggins} pegged by muggins`);
    }
    for (const r of refusals) lines.push(`refused: ${r}`);
    lines.push(`result: ${result.hidden ? '' : result.textContent}`);
    noteWidth('game, at its end');
  }

  // 4. Play a friend, on a static server: the tab says it needs the libcrib server.
  async function friendPart() {
    tap($('tab-friend'));
    for (let t = 0; t < 100 && !$('friend-status').textContent; t++) await new Promise((resolve) => setTimeout(resolve, 30));
    lines.push(`friend: ${$('friend-status').textContent} | form ${$('friend-form').hidden ? 'hidden' : 'shown'}`);
    noteWidth('play a friend');
  }
}
