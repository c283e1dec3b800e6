// SPDX-License-Identifier: MIT
// The cribbage board in SVG: a track of 120 holes for each side, out along an outer street
// of 60 and back along an inner one, in groups of five, two start holes, and the game hole;
// a front peg at the score and a rear peg at the score before the last peg.

const NS = 'http://www.w3.org/2000/svg';
const HOLES = 60;          // holes in a street
const DX = 11;             // between holes
const GAP = 7;             // more between groups of five
const X0 = 56;             // the first hole of a street
const STREETS = [18, 38, 70, 90];   // y of: your outer, your inner, the bot's inner, its outer
const WIDTH = X0 + (HOLES - 1) * DX + 11 * GAP + 26;
const HEIGHT = 108;

const holeX = (i) => X0 + i * DX + Math.floor(i / 5) * GAP;

function el(name, attrs, parent) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (parent) parent.append(e);
  return e;
}

/**
 * Where a side's peg stands for a score: side 0 (you) uses the top two streets, side 1 the
 * bottom two; 1..60 go out to the right on the outer street, 61..120 come back on the inner,
 * 121 is the game hole. Scores of 0 (and a rear peg not yet moved) stand in the start holes.
 */
function place(side, score, rear) {
  const outer = side === 0 ? STREETS[0] : STREETS[3];
  const inner = side === 0 ? STREETS[1] : STREETS[2];
  if (score <= 0) return { x: rear ? 18 : 32, y: outer };
  if (score <= HOLES) return { x: holeX(score - 1), y: outer };
  if (score <= 2 * HOLES) return { x: holeX(2 * HOLES - score), y: inner };
  return { x: 20, y: (STREETS[1] + STREETS[2]) / 2 };
}

/** Draws the empty board into container; returns update(boards, names, ladder). */
export function drawBoard(container) {
  const svg = el('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'board', role: 'img' });
  const title = el('title', {}, svg);
  el('rect', { x: 1, y: 1, width: WIDTH - 2, height: HEIGHT - 2, rx: 10, class: 'wood' }, svg);
  STREETS.forEach((y, s) => {
    el('rect', { x: X0 - 7, y: y - 6, width: holeX(HOLES - 1) - X0 + 14, height: 12, rx: 6,
      class: s < 2 ? 'street you' : 'street bot' }, svg);
    for (let i = 0; i < HOLES; i++) el('circle', { cx: holeX(i), cy: y, r: 2.4, class: 'hole' }, svg);
  });
  for (const y of [STREETS[0], STREETS[3]]) {
    for (const x of [18, 32]) el('circle', { cx: x, cy: y, r: 2.4, class: 'hole start' }, svg);
  }
  el('circle', { cx: 20, cy: (STREETS[1] + STREETS[2]) / 2, r: 3.4, class: 'hole game' }, svg);
  const label = (x, y, text, cls = 'mark') => {
    const t = el('text', { x, y, class: cls }, svg);
    t.textContent = text;
  };
  label(20, (STREETS[1] + STREETS[2]) / 2 + 11, '121');
  for (const n of [30, 60]) label(holeX(n - 1), (STREETS[0] + STREETS[1]) / 2 + 2.5, String(n));
  for (const n of [90, 120]) label(holeX(2 * HOLES - n), (STREETS[2] + STREETS[3]) / 2 + 2.5, String(n));
  // The line below which a loser is lurched or skunked: between holes 90 and 91.
  const lineX = (holeX(29) + holeX(30)) / 2;
  const line = el('line', { x1: lineX, x2: lineX, y1: STREETS[1] - 9, y2: STREETS[2] + 9, class: 'skunk-line' }, svg);
  const lineLabel = el('text', { x: lineX, y: HEIGHT / 2 + 3, class: 'mark skunk-label' }, svg);
  const pegs = el('g', {}, svg);
  container.replaceChildren(svg);

  return function update(boards, names, ladder) {
    pegs.replaceChildren();
    line.style.display = ladder === 'none' ? 'none' : '';
    lineLabel.textContent = ladder === 'none' ? '' : ladder;
    boards.forEach(({ front, rear }, side) => {
      for (const [score, isRear] of [[rear, true], [front, false]]) {
        const { x, y } = place(side, score, isRear);
        const peg = el('circle', { cx: x, cy: y, r: isRear ? 3.6 : 4.6,
          class: `peg ${side === 0 ? 'you' : 'bot'} ${isRear ? 'rear' : 'front'}` }, pegs);
        el('title', {}, peg).textContent = `${names[side]}: ${isRear ? 'rear peg' : 'front peg'} at ${score}`;
      }
    });
    const text = boards.map(({ front, rear }, side) => `${names[side]} ${front} (rear peg ${rear})`).join(', ');
    title.textContent = `The board: ${text}`;
    svg.setAttribute('aria-label', `The board: ${text}`);
  };
}
