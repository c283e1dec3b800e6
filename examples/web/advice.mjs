// SPDX-License-Identifier: MIT
// Discard advice: six cards, dealt or picked, and whose crib it is; every keep from
// crib.discardAnalyze(), best first, with the bot's own choice marked.
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
    const value = document.createElement('td');
    value.className = 'num value';
    value.dataset.label = 'value';
    value.textContent = k.value.toFixed(2);
    tr.append(rank, keep, away, expectCell(k.hand, 'hand'), expectCell(k.crib, 'crib'), value);
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
