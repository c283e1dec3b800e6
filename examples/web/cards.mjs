// SPDX-License-Identifier: MIT
// Cards on the page: a card's face from its text as libcrib writes it ('5h', '10s'), the
// 52-card picker, and the row of slots that shows what was picked.

const PIPS = { c: '♣', d: '♦', h: '♥', s: '♠' };
const SUITS = { c: 'clubs', d: 'diamonds', h: 'hearts', s: 'spades' };
const RANKS = { A: 'ace', J: 'jack', Q: 'queen', K: 'king' };

const rankOf = (text) => text.slice(0, -1);
const suitOf = (text) => text.slice(-1).toLowerCase();

/** 'five of hearts'. */
export function cardName(text) {
  const rank = rankOf(text);
  return `${RANKS[rank] ?? rank} of ${SUITS[suitOf(text)]}`;
}

/** A card's face: an element of class card, its suit's class for the colour. */
export function face(text, tag = 'span') {
  const el = document.createElement(tag);
  const suit = suitOf(text);
  el.className = `card suit-${suit}`;
  el.dataset.card = text;
  const rank = document.createElement('span');
  rank.className = 'rank';
  rank.textContent = rankOf(text);
  const pip = document.createElement('span');
  pip.className = 'pip';
  pip.textContent = PIPS[suit];
  el.append(rank, pip);
  if (tag === 'span') el.setAttribute('role', 'img');
  el.setAttribute('aria-label', cardName(text));
  return el;
}

/** A card's back, or an empty place where a card will go. */
export function back(empty = false) {
  const el = document.createElement('span');
  el.className = empty ? 'card empty' : 'card back';
  el.setAttribute('aria-hidden', 'true');
  return el;
}

/** Cards in a row, as faces. */
export function row(texts, className = 'cards') {
  const el = document.createElement('span');
  el.className = className;
  for (const text of texts) el.append(face(text));
  return el;
}

/**
 * The 52 cards as buttons, a row per suit, in the order of libcrib's ids (rank * 4 + suit),
 * one tab stop for the whole grid and the arrow keys within it. onPick(text) is called for
 * each card clicked; mark(chosen) presses the buttons of the cards chosen.
 */
export function picker(container, crib, onPick) {
  const buttons = [];
  for (let suit = 3; suit >= 0; suit--) {
    const line = document.createElement('div');
    line.className = 'picker-row';
    for (let rank = 0; rank < 13; rank++) {
      const text = crib.formatCard(crib.makeCard(rank, suit));
      const button = face(text, 'button');
      button.type = 'button';
      button.setAttribute('aria-pressed', 'false');
      button.tabIndex = buttons.length === 0 ? 0 : -1;
      button.addEventListener('click', () => {
        focus(button);
        onPick(text);
      });
      line.append(button);
      buttons.push(button);
    }
    container.append(line);
  }

  function focus(button) {
    for (const b of buttons) b.tabIndex = b === button ? 0 : -1;
    button.focus();
  }

  container.addEventListener('keydown', (e) => {
    const i = buttons.indexOf(document.activeElement);
    if (i < 0) return;
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -13, ArrowDown: 13, Home: -(i % 13), End: 12 - (i % 13) };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const j = i + moves[e.key];
    if (j >= 0 && j < buttons.length) focus(buttons[j]);
  });

  return {
    mark(chosen) {
      for (const b of buttons) b.setAttribute('aria-pressed', String(chosen.includes(b.dataset.card)));
    },
  };
}

/**
 * Slots for the cards picked: names[i] labels slot i. A click on a slot makes it the one the
 * next card fills. cards[i] is the text in slot i or null.
 */
export function slots(container, names, onSelect) {
  const els = names.map((name, i) => {
    const slot = document.createElement('button');
    slot.type = 'button';
    slot.className = 'slot';
    slot.dataset.slot = String(i);
    slot.addEventListener('click', () => onSelect(i));
    const label = document.createElement('span');
    label.className = 'slot-label';
    label.textContent = name;
    slot.append(back(true), label);
    container.append(slot);
    return slot;
  });
  return {
    show(cards, active) {
      els.forEach((slot, i) => {
        const card = cards[i] ? face(cards[i]) : back(true);
        slot.firstChild.replaceWith(card);
        slot.classList.toggle('active', i === active);
        const what = cards[i] ? cardName(cards[i]) : 'empty';
        slot.setAttribute('aria-label', `${names[i]}: ${what}${i === active ? ', next to fill' : ''}`);
      });
    },
  };
}

/** Picks n distinct cards at random, as texts. */
export function randomCards(crib, n) {
  const ids = [...Array(52).keys()];
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(Math.random() * (52 - i));
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  return ids.slice(0, n).map((id) => crib.formatCard(id));
}

/**
 * A picker and its slots together: a card clicked fills the active slot, or leaves its slot
 * when it was chosen already; the active slot then moves to the next empty one. onChange(cards)
 * follows every change, cards[i] being slot i's text or null.
 */
export function chooser(pickerEl, slotsEl, crib, names, onChange) {
  let cards = names.map(() => null);
  let active = 0;
  const grid = picker(pickerEl, crib, pick);
  const row = slots(slotsEl, names, (i) => {
    active = i;
    update();
  });

  function nextEmpty(from) {
    for (let k = 0; k < cards.length; k++) {
      const i = (from + k) % cards.length;
      if (cards[i] === null) return i;
    }
    return -1;
  }

  function pick(text) {
    const at = cards.indexOf(text);
    if (at >= 0) {
      cards[at] = null;
      active = at;
    } else if (active >= 0) {
      cards[active] = text;
      active = nextEmpty(active + 1);
    }
    update();
  }

  function update() {
    grid.mark(cards);
    row.show(cards, active);
    onChange(cards.slice());
  }

  return {
    /** Puts these texts in the slots, in order (null for an empty slot). */
    set(texts) {
      cards = names.map((_, i) => texts[i] ?? null);
      active = nextEmpty(0);
      update();
    },
  };
}
