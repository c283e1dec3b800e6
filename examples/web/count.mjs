// SPDX-License-Identifier: MIT
// Count a hand: four cards and a starter picked by clicking (or typed), counted by
// crib.score() item by item, with the announcement the library writes.
import { chooser, randomCards, row } from './cards.mjs';
import { codes } from './lib.mjs';

const NAMES = ['Hand', 'Hand', 'Hand', 'Hand', 'Starter'];

/** What a show item is, in words: 'fifteen', 'a run of four', 'a flush of five'. */
export function itemText(item) {
  const n = item.cards.length;
  const words = ['', '', 'two', 'three', 'four', 'five'];
  switch (item.kind) {
    case 'fifteen': return 'fifteen';
    case 'run': return `a run of ${words[n]}`;
    case 'pair': return 'a pair';
    case 'flush': return `a flush of ${words[n]}`;
    case 'nobs': return 'his nob';
    default: return item.kind;
  }
}

/** A table of a score's items: what, the cards, the points and the running total. */
export function itemsTable(score) {
  const table = document.createElement('table');
  table.className = 'items';
  table.innerHTML = '<thead><tr><th>what</th><th>cards</th><th>points</th><th>total</th></tr></thead>';
  const body = document.createElement('tbody');
  let total = 0;
  for (const item of score.items) {
    total += item.points;
    const tr = document.createElement('tr');
    tr.className = `item-${item.kind}`;
    const cells = [itemText(item), row(item.cards), String(item.points), String(total)];
    for (const cell of cells) {
      const td = document.createElement('td');
      td.append(cell);
      tr.append(td);
    }
    body.append(tr);
  }
  table.append(body);
  return table;
}

/** The announcement, as a quotation. */
export function announcement(score) {
  const q = document.createElement('blockquote');
  q.className = 'announcement';
  q.textContent = `“${score.announcement[0].toUpperCase()}${score.announcement.slice(1)}.”`;
  return q;
}

export function setupCount(crib) {
  const result = document.getElementById('count-result');
  const cribBox = document.getElementById('count-crib');
  const text = document.getElementById('count-text');
  let cards = NAMES.map(() => null);
  let counted = '';

  const choose = chooser(document.getElementById('count-picker'), document.getElementById('count-slots'),
    crib, NAMES, (chosen) => {
      cards = chosen;
      show();
      // A hand made whole, or changed while whole (not a slot chosen), is brought into view.
      const hand = cards.every(Boolean) ? cards.join(' ') : '';
      if (hand && hand !== counted) reveal();
      counted = hand;
    });

  // On a narrow screen the result is below the 52 cards, out of sight once a finger picks
  // the fifth card: the page scrolls to it then, unless its total is in view already.
  function reveal() {
    const line = result.querySelector('.total');
    const r = line?.getBoundingClientRect();
    if (!r || (r.top >= 0 && r.bottom <= window.innerHeight)) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    result.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }

  function show() {
    result.replaceChildren();
    const hand = cards.slice(0, 4).filter(Boolean);
    const starter = cards[4];
    if (hand.length < 4 || !starter) {
      const p = document.createElement('p');
      p.className = 'help';
      p.textContent = `Pick ${4 - hand.length} more for the hand${starter ? '' : ' and a starter'}.`;
      result.append(p);
      if (hand.length === 4) result.append(expectation(hand));
      return;
    }
    const s = crib.score(hand, starter, cribBox.checked);
    const total = document.createElement('p');
    total.className = 'total';
    total.innerHTML = '<span class="total-label"></span> <output id="count-total"></output>';
    total.firstChild.textContent = s.crib ? 'The crib counts' : 'The hand counts';
    total.lastChild.textContent = String(s.total);
    const parts = document.createElement('p');
    parts.className = 'parts';
    parts.textContent = ['fifteens', 'runs', 'pairs', 'flush', 'nobs']
      .map((k) => `${k} ${s[k]}`).join(' · ');
    result.append(total, announcement(s), parts);
    if (s.items.length) result.append(itemsTable(s));
    if (s.crib && s.flush === 0 && new Set(hand.map((c) => c.slice(-1))).size === 1) {
      result.append(note('A crib scores a flush only when the starter is of its suit too.'));
    }
    if (s.heels) {
      result.append(note(`A jack turned as the starter is ${s.heels} for his heels to the dealer, ` +
        'apart from the hand.'));
    }
    result.append(expectation(hand));
  }

  // What the four cards were worth before the cut, over every starter they leave, counted
  // as the box says: a hand (crib.handExpect) or a crib, whose flush needs the starter too.
  function expectation(hand) {
    const e = cribBox.checked ? cribExpect(crib, hand) : crib.handExpect(hand);
    const p = note(`Before the cut, these four average ${e.mean.toFixed(2)} over the ${e.count} starters ` +
      `they leave (${e.min} to ${e.max}), counted as ${cribBox.checked ? 'a crib' : 'a hand'}.`);
    p.id = 'count-average';
    return p;
  }

  cribBox.addEventListener('change', show);
  document.getElementById('count-random').addEventListener('click', () => choose.set(randomCards(crib, 5)));
  // A typed hand's mistake is said beside the box, and goes as soon as the box is edited or
  // counts: it is never left on the box, where the browser would keep refusing the form.
  const error = document.getElementById('count-error');
  const sayError = (message) => {
    error.textContent = message ? `${message[0].toUpperCase()}${message.slice(1)}.` : '';
    if (message) text.setAttribute('aria-invalid', 'true');
    else text.removeAttribute('aria-invalid');
  };
  text.addEventListener('input', () => sayError(''));
  // Clear empties the Type box too, and takes its mistake with it.
  document.getElementById('count-clear').addEventListener('click', () => {
    text.value = '';
    sayError('');
    choose.set([]);
  });
  document.getElementById('count-form').addEventListener('submit', (e) => {
    e.preventDefault();
    try {
      const ids = crib.parseHand(text.value);
      if (ids.length !== 5) throw new Error('type five cards: four for the hand, then the starter');
      if (new Set(ids).size !== 5) throw new Error(crib.strerror(codes.EDUP));
      sayError('');
      text.blur();   // a phone's keyboard would hide the count
      choose.set(ids.map((id) => crib.formatCard(id)));
    } catch (err) {
      sayError(err.message);
    }
  });
  choose.set([]);
}

/**
 * A crib's expectation for its four cards, as crib.handExpect() gives a hand's: the library
 * has no crib expectation of four cards, so every starter the four leave is counted with the
 * crib's rules (crib.maskScoreStarters), where a flush needs the starter's suit too.
 */
export function cribExpect(crib, hand) {
  const totals = crib.maskScoreStarters(hand, { crib: true }).filter((t) => t !== null);
  const sum = totals.reduce((a, b) => a + b, 0);
  return { sum, count: totals.length, min: Math.min(...totals), max: Math.max(...totals), mean: sum / totals.length };
}

function note(text) {
  const p = document.createElement('p');
  p.className = 'note';
  p.textContent = text;
  return p;
}
