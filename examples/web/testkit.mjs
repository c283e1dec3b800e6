// SPDX-License-Identifier: MIT
// What the page's self-tests (selftest.mjs, friendtest.mjs) share: a tap as a finger makes
// it, noting what it taps that is smaller than a finger (with touch) or under something
// else, and a look at the page's width, noting what sticks out sideways.

const TAP = 44;

/** An element's name in a self-test's line. */
export const name = (el) => el.id ? `#${el.id}` : el.dataset.card ? `card ${el.dataset.card}` : el.textContent.trim().slice(0, 20);

/**
 * The taps and the width checks of one self-test: tap(el), noteWidth(where), the sets small,
 * covered and wide, and clicks, the taps so far. touch: note every tap on less than 44 px.
 */
export function finger(touch) {
  const kit = { small: new Set(), covered: new Set(), wide: new Set(), clicks: 0 };
  // A tap as a finger makes it: on something big enough, at a point where it is on top.
  kit.tap = (el) => {
    if (!el) throw new Error('nothing to tap');
    kit.clicks++;
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const r = el.getBoundingClientRect();
    if (touch && (r.width < TAP - 0.5 || r.height < TAP - 0.5)) kit.small.add(`${name(el)} ${Math.round(r.width)}x${Math.round(r.height)}`);
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!el.contains(hit) && !hit?.contains(el)) kit.covered.add(name(el));
    el.click();
  };
  // Sideways scrolling: the page wider than the screen, and what sticks out.
  kit.noteWidth = (where) => {
    // A table wider than the box it is in (the counts' tables in their boxes).
    for (const table of document.querySelectorAll('table')) {
      const box = table.parentElement;
      if (table.offsetParent && table.getBoundingClientRect().right > box.getBoundingClientRect().right + 0.5) {
        kit.wide.add(`${where}: a table in ${box.id || box.className}`);
      }
    }
    const width = document.documentElement.scrollWidth;
    if (width <= window.innerWidth) return;
    const out = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(-3).map((el) => el.className || el.tagName).join(', ');
    kit.wide.add(`${where} (${width} px: ${out})`);
  };
  return kit;
}
