// SPDX-License-Identifier: MIT
// The rows of a game's log, which the game against the bot (game.mjs) and the online game
// (online.mjs) both keep: a scoring row, a note across the table, and the table scrolled to
// its last row.

const CELLS = ['who', 'reason', 'what', 'num pts', 'num score'];

/** A row of who scored, why, on what, the points and the score after them, for a side. */
export function scoreRow(side, cells) {
  const tr = document.createElement('tr');
  tr.className = `side-${side}`;
  cells.forEach((cell, i) => {
    const td = document.createElement('td');
    td.textContent = cell;
    td.className = CELLS[i];
    tr.append(td);
  });
  return tr;
}

/** A row of text across the log's five columns. */
export function noteRow(text) {
  const tr = document.createElement('tr');
  tr.className = 'note';
  const td = document.createElement('td');
  td.colSpan = CELLS.length;
  td.textContent = text;
  tr.append(td);
  return tr;
}

/** Adds the row to the log's table and scrolls its box to it. */
export function appendRow(table, wrap, tr) {
  table.append(tr);
  wrap.scrollTop = wrap.scrollHeight;
}
