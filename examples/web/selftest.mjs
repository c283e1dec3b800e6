// SPDX-License-Identifier: MIT
// The page's self-test, run by index.html?test=1 (test/web.sh does, in headless Chromium):
// it clicks the page's own cards and buttons as a person would and writes what it saw into
// <pre id="selftest">, for the test to read from the DOM. It counts 5h 5d 5c Js with the 5s,
// asks the advice for a fixed six, and plays a seeded game to its end, laying away the first
// two cards or the advised two, trying each card in turn (the library refuses those that do
// not fit) and go once while a card fits.
// Parameters: seed (default 16), ladder (default skunk), level (the bot's; default strong), clicks (stop the game after that
// many clicks, to look at it part way), tab (the tab to leave shown; default game).
const $ = (id) => document.getElementById(id);
const q = (sel) => document.querySelector(sel);

export async function selfTest(params, showTab) {
  const lines = ['libcrib page self-test'];
  const out = document.createElement('pre');
  out.id = 'selftest';
  document.body.append(out);
  let clicks = 0;
  const click = (el) => {
    if (!el) throw new Error('nothing to click');
    clicks++;
    el.click();
  };

  // 1. Count a hand.
  click($('tab-count'));
  click($('count-clear'));
  for (const c of ['5h', '5d', '5c', 'Js', '5s']) click(q(`#count-picker [data-card="${c}"]`));
  lines.push(`count: ${$('count-total')?.textContent} | ${q('#count-result .announcement')?.textContent}`);

  // 2. Discard advice for a dealer's six.
  click($('tab-advice'));
  click($('advice-clear'));
  click(q('input[name="advice-crib"][value="dealer"]'));
  for (const c of ['5h', '5d', '5c', 'Js', '2c', '9h']) click(q(`#advice-picker [data-card="${c}"]`));
  const best = q('#advice-result tbody tr');
  const keep = best ? [...best.children[1].querySelectorAll('[data-card]')].map((e) => e.dataset.card).join(' ') : '';
  const value = best?.querySelector('.value').textContent;
  lines.push(`advice: ${q('#advice-result tbody')?.children.length} keeps; best keep ${keep} value ${value}`);

  // 3. A game against the bot.
  click($('tab-game'));
  $('game-seed').value = params.get('seed') ?? '16';
  $('game-ladder').value = params.get('ladder') ?? 'skunk';
  $('game-level').value = params.get('level') ?? 'strong';
  click($('game-new'));
  const area = $('game-area');
  const limit = Number(params.get('clicks') ?? 5000);
  const refusals = new Set();
  let triedGo = false;
  let deals = 0;
  while (area.dataset.phase !== 'over' && clicks < limit) {
    const phase = area.dataset.phase;
    const hand = () => [...document.querySelectorAll('#you-hand button')];
    if (phase === 'discard') {
      // Odd deals lay away the first two cards, even deals what the Advice button picks.
      deals++;
      if (deals % 2) {
        click(hand()[0]);
        click(hand()[1]);
      } else {
        click($('game-hint'));
      }
      click($('game-discard'));
    } else if (phase === 'play' && area.dataset.turn === 'you') {
      if (!triedGo && hand().some((b) => !b.classList.contains('dim'))) {
        triedGo = true;
        click($('game-go'));
        refusals.add($('refusal').textContent);
        continue;
      }
      let played = false;
      for (let i = 0; i < hand().length && !played; i++) {
        click(hand()[i]);
        if ($('refusal').textContent) refusals.add($('refusal').textContent);
        else played = true;
      }
      if (!played) click($('game-go'));
    } else if (phase === 'shown') {
      click($('game-next'));
    } else {
      lines.push(`game: stuck in phase ${phase}, turn ${area.dataset.turn}`);
      break;
    }
  }
  const result = $('result');
  lines.push(`game: ${area.dataset.phase === 'over' ? 'over' : 'not over'} after ${deals} deals and ${clicks} clicks;` +
    ` winner ${result.hidden ? 'none' : result.dataset.winner}; ${$('log').children.length} lines of log`);
  lines.push(`bot: ${$('game-level').value}, of ${$('game-level').options.length} levels`);
  for (const r of refusals) lines.push(`refused: ${r}`);
  lines.push(`result: ${result.hidden ? '' : result.textContent}`);
  out.textContent = lines.join('\n');
  showTab(params.get('tab') ?? 'game');
  document.title = `selftest done: ${document.title}`;
}
