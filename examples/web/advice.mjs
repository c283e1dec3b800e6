// SPDX-License-Identifier: MIT
// Discard advice: six cards, dealt or picked, and whose crib it is; every keep from
// crib.discardAnalyze(), best first, with the bot's own choice marked. The game's hints lay
// out crib.advise()'s choices in the same table (adviceTable()).
import { chooser, randomCards, row } from './cards.mjs';

const NAMES = ['1', '2', '3', '4', '5', '6'];

/** A mean and its range: '16.65 (14–29)'; label names it where the table is laid out as
 *  cards, on a phone. */
function expectCell(e, label) {
  const td = document.createElement('td');
  td.className = 'num';
  td.dataset.label = label;
  td.innerHTML = '<span class="mean"></span> <span class="range"></span>';
  td.firstChild.textContent = e.mean.toFixed(2);
  td.lastChild.textContent = `${e.min}–${e.max}`;
  return td;
}

/** The table of every keep for six cards; dealer: whose crib it is. */
export function keepsTable(crib, dealt, dealer) {
  const keeps = crib.discardAnalyze(dealt, { dealer });
  const bot = new Set(crib.botDiscard([...dealt].sort((a, b) => crib.parseCard(a) - crib.parseCard(b)), 2, { dealer }));
  const table = document.createElement('table');
  table.className = 'keeps';
  table.innerHTML = `<caption></caption><thead><tr><th>#</th><th>keep</th><th>lay away</th>
    <th class="num">hand</th><th class="num">crib</th><th class="num">value</th></tr></thead>`;
  table.caption.textContent = `${dealer ? 'Your crib: value = hand + crib' : 'Their crib: value = hand − crib'}` +
    ` (means over every case, and the least and most)`;
  const body = document.createElement('tbody');
  keeps.forEach((k, i) => {
    const tr = document.createElement('tr');
    if (i === 0) tr.className = 'best';
    const rank = document.createElement('td');
    rank.textContent = String(i + 1);
    const keep = document.createElement('td');
    keep.append(row(k.keep));
    const away = document.createElement('td');
    away.append(row(k.discard));
    if (k.discard.every((c) => bot.has(c))) {
      const mark = document.createElement('span');
      mark.className = 'tag';
      mark.textContent = 'the bot’s pick';
      away.append(mark);
    }
    tr.append(rank, keep, away, expectCell(k.hand, 'hand'), expectCell(k.crib, 'crib'),
      numCell(k.value.toFixed(2), 'value', 'num value'));
    body.append(tr);
  });
  table.append(body);
  return table;
}

/** A number in a cell, labelled for a phone's layout as expectCell's. */
function numCell(text, label, className = 'num') {
  const td = document.createElement('td');
  td.className = className;
  td.dataset.label = label;
  td.textContent = text;
  return td;
}

/** x to `digits` decimals, with its sign (a minus sign, not a hyphen) when asked or
 *  negative; 0 for what rounds to 0 either way. */
function fixed(x, digits, withSign) {
  const text = Math.abs(x).toFixed(digits);
  if (Number(text) === 0) return text;
  return `${x < 0 ? '−' : withSign ? '+' : ''}${text}`;
}
/** A chance to win as a percentage ('+1.5%' with withSign); a dash where the library
 *  gives none (no table for the game, or a go). */
export const percent = (win, withSign = false) => (win === null ? '–' : `${fixed(win * 100, 1, withSign)}%`);
/** Points with their sign: '+1.25', '−0.50', '0.00'. */
export const signed = (x) => fixed(x, 2, true);

/**
 * crib.advise()'s answer for a view (its every choice, best first) as a table: in the
 * discard the keeps' table of the Discard advice tab with the pegging and the chance to win
 * added; in the play a card (or go) a row. pick: the cards the expert bot chooses, marked.
 */
export function adviceTable(advice, view, pick) {
  const discard = advice.kind === 'discard';
  const table = document.createElement('table');
  table.className = discard ? 'keeps advice' : 'advice';
  table.innerHTML = discard
    ? `<caption></caption><thead><tr><th>#</th><th>keep</th><th>lay away</th><th class="num">hand</th>
      <th class="num">crib</th><th class="num">peg</th><th class="num">value</th><th class="num">win</th></tr></thead>`
    : '<caption></caption><thead><tr><th>#</th><th>play</th><th class="num">points</th><th class="num">win</th></tr></thead>';
  // The chance to win is known in the two-player six-card game and the game with two
  // into the crib to 121 or 61 and the five-card game to 61 alone; three-handed a card's points are net of the mean of the
  // other two players'.
  const players = view.held.length;
  const [first] = advice.entries;
  const win = !first.cards.length ? '' // a go: nothing to weigh
    : first.win === null ? ' (no chance to win is known in this game: –)' : ', and the chance to win';
  table.caption.textContent = discard
    ? `Every way to lay away, best first: the expected hand, crib and pegging${win}`
    : players === 3
      ? `Every card you may play, best first: the points of the rest of the play less the mean of the other two's${win}`
      : `Every card you may play, best first: the points of the rest of the play less theirs${win}`;
  const chosen = [...pick].sort().join(' ');
  const body = document.createElement('tbody');
  advice.entries.forEach((e, i) => {
    const tr = document.createElement('tr');
    if (i === 0) tr.className = 'best';
    tr.dataset.cards = e.cards.join(' ');
    const rank = document.createElement('td');
    rank.textContent = String(i + 1);
    const choice = document.createElement('td');
    choice.append(e.cards.length ? row(e.cards) : 'go');
    if ([...e.cards].sort().join(' ') === chosen) {
      const mark = Object.assign(document.createElement('span'), { className: 'tag', textContent: 'expert’s pick' });
      choice.append(mark);
    }
    if (discard) {
      const keep = document.createElement('td');
      keep.append(row(view.hand.filter((c) => !e.cards.includes(c))));
      tr.append(rank, keep, choice, numCell(e.hand.toFixed(2), 'hand'), numCell(signed(e.crib), 'crib'),
        numCell(signed(e.peg), 'peg'), numCell(e.points.toFixed(2), 'value', 'num value'), numCell(percent(e.win), 'win'));
    } else {
      tr.append(rank, choice, numCell(signed(e.points), 'points', 'num value'), numCell(percent(e.win), 'win'));
    }
    body.append(tr);
  });
  table.append(body);
  return table;
}

export function setupAdvice(crib) {
  const result = document.getElementById('advice-result');
  const radios = [...document.querySelectorAll('input[name="advice-crib"]')];
  let cards = NAMES.map(() => null);

  const choose = chooser(document.getElementById('advice-picker'), document.getElementById('advice-slots'),
    crib, NAMES, (chosen) => {
      cards = chosen;
      show();
    });

  function show() {
    const dealt = cards.filter(Boolean);
    result.replaceChildren();
    if (dealt.length < 6) {
      const p = document.createElement('p');
      p.className = 'help';
      p.textContent = `Pick ${6 - dealt.length} more, or deal six.`;
      result.append(p);
      return;
    }
    const dealer = radios.find((r) => r.checked).value === 'dealer';
    result.append(keepsTable(crib, dealt, dealer));
  }

  for (const r of radios) r.addEventListener('change', show);
  document.getElementById('advice-deal').addEventListener('click', () => choose.set(randomCards(crib, 6)));
  document.getElementById('advice-clear').addEventListener('click', () => choose.set([]));
  choose.set([]);
}
