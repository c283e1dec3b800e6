// SPDX-License-Identifier: MIT
// The cribbage board in SVG: a track for each side, a hole for each point up to the target,
// in groups of five, laid out in rows that run out and back (60 holes a row on a wide
// screen, 30 on a narrow one, so that the holes stay large enough to read), two start
// holes, and the game hole at the end; a front peg at the score and a rear peg at the score
// before the last peg, and the ladder's line where a loser is lurched or skunked.

const NS = 'http://www.w3.org/2000/svg';
const DX = 11;             // between holes
const GAP = 7;             // more between groups of five
const X0 = 42;             // the first hole of a row; the start holes and labels sit left of it
const ROW = 15;            // between the rows of a side
const BAND = 12;           // more between sides
const TOP = 12;

function el(name, attrs, parent) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (parent) parent.append(e);
  return e;
}

/** Where the holes of a board for these sides and this target lie. */
function geometry(sides, target, narrow) {
  const holes = target - 1;
  const perRow = narrow || holes % 60 ? 30 : 60;
  const rows = Math.ceil(holes / perRow);
  const holeX = (i) => X0 + i * DX + Math.floor(i / 5) * GAP;
  const right = holeX(perRow - 1);
  const width = right + 34;
  const rowY = (side, r) => TOP + side * (rows * ROW + BAND) + r * ROW;
  const height = rowY(sides - 1, rows - 1) + TOP;
  // Point n (1 .. holes) of a side: rows run left to right, then back.
  const at = (side, n) => {
    const r = Math.floor((n - 1) / perRow);
    const i = (n - 1) % perRow;
    return { x: holeX(r % 2 ? perRow - 1 - i : i), y: rowY(side, r) };
  };
  // The game hole, past the last row's end.
  const last = rows - 1;
  const home = (side) => ({ x: last % 2 ? 20 : right + 20, y: rowY(side, last) });
  return { holes, perRow, rows, holeX, right, width, height, rowY, at, home };
}

/** Where a side's peg stands for a score: 0 (and a rear peg not yet moved) in a start hole. */
function place(g, side, score, rear) {
  if (score <= 0) return { x: rear ? 10 : 24, y: g.rowY(side, 0) };
  if (score > g.holes) return g.home(side);
  return g.at(side, score);
}

/** The scores below which a loser is lurched or skunked, by the library's ladder rules. */
function thresholds(ladder, target) {
  if (ladder === 'lurch') return [(target + 1) / 2];
  if (ladder === 'skunk') return [target - 30, target - 60, target - 90].filter((t) => t > 1);
  return [];
}

/**
 * Returns update(boards, names, { ladder, target }), which draws the board into container:
 * boards[side] is { front, rear }, names[side] the side's name. The board is drawn afresh
 * when the sides, the target or the width's class change.
 */
export function drawBoard(container) {
  let key = '';
  let svg;
  let pegs;
  let title;
  let g;

  function build(sides, target, ladder) {
    const narrow = container.clientWidth > 0 && container.clientWidth < 600;
    const next = `${sides}/${target}/${ladder}/${narrow}`;
    if (next === key) return;
    key = next;
    g = geometry(sides, target, narrow);
    svg = el('svg', { viewBox: `0 0 ${g.width} ${g.height}`, class: `board ${narrow ? 'narrow' : 'wide'}`, role: 'img' });
    title = el('title', {}, svg);
    el('rect', { x: 1, y: 1, width: g.width - 2, height: g.height - 2, rx: 9, class: 'wood' }, svg);
    const label = (x, y, text, cls = 'mark') => {
      el('text', { x, y, class: cls }, svg).textContent = text;
    };
    for (let side = 0; side < sides; side++) {
      for (let r = 0; r < g.rows; r++) {
        const y = g.rowY(side, r);
        el('rect', { x: X0 - 7, y: y - 6, width: g.right - X0 + 14, height: 12, rx: 6, class: `street side-${side}` }, svg);
        for (let i = 0; i < g.perRow; i++) el('circle', { cx: g.holeX(i), cy: y, r: 2.4, class: 'hole' }, svg);
        // Each row's last point beside its end, but the last row's, where the game hole is.
        const end = Math.min((r + 1) * g.perRow, g.holes);
        if (r < g.rows - 1) label(r % 2 ? 21 : g.right + 19, y + 2.5, String(end));
      }
      for (const x of [10, 24]) el('circle', { cx: x, cy: g.rowY(side, 0), r: 2.4, class: 'hole start' }, svg);
      const home = g.home(side);
      el('circle', { cx: home.x, cy: home.y, r: 3.6, class: 'hole game' }, svg);
      // The ladder's lines: just before the first hole that escapes each level.
      for (const t of thresholds(ladder, target)) {
        const { x, y } = g.at(side, t);
        const r = Math.floor((t - 1) / g.perRow);
        const dx = (r % 2 ? 1 : -1) * (DX / 2 + ((t - 1) % 5 === 0 && (t - 1) % g.perRow ? GAP / 2 : 0));
        el('line', { x1: x + dx, x2: x + dx, y1: y - 7, y2: y + 7, class: 'ladder-line' }, svg);
      }
    }
    pegs = el('g', {}, svg);
    container.replaceChildren(svg);
  }

  return function update(boards, names, { ladder = 'none', target = 121 } = {}) {
    build(boards.length, target, ladder);
    pegs.replaceChildren();
    boards.forEach(({ front, rear }, side) => {
      for (const [score, isRear] of [[rear, true], [front, false]]) {
        const { x, y } = place(g, side, score, isRear);
        const peg = el('circle', { cx: x, cy: y, r: isRear ? 3.8 : 5,
          class: `peg side-${side} ${isRear ? 'rear' : 'front'}` }, pegs);
        el('title', {}, peg).textContent = `${names[side]}: ${isRear ? 'rear peg' : 'front peg'} at ${score}`;
      }
    });
    const text = boards.map(({ front, rear }, side) => `${names[side]} ${front} (rear peg ${rear})`).join(', ');
    title.textContent = `The board to ${target}: ${text}`;
    svg.setAttribute('aria-label', `The board to ${target}: ${text}`);
  };
}
