// SPDX-License-Identifier: MIT
// A game against the library's bot, through the deal driver crib.Deal: you are player 0,
// the bot player 1. The page only asks the driver and renders what it says: whose turn it
// is, what is legal, what each card pegs, each show, the board and the result; every rule,
// and every refusal, is the library's.
import { back, cardName, face, row } from './cards.mjs';
import { drawBoard } from './board.mjs';
import { announcement, itemsTable } from './count.mjs';
import { constants, CribError, names } from './lib.mjs';

const { STAGE_PLAY, STAGE_SHOW, STAGE_OVER } = constants;
const YOU = 0;
const BOT = 1;
const WHO = ['You', 'The bot'];
const who = (p) => WHO[p];
const whose = (p) => (p === YOU ? 'your' : 'the bot’s');
const Whose = (p) => (p === YOU ? 'Your' : 'The bot’s');

const PAIRS = { 2: 'a pair', 6: 'a pair royal', 12: 'a double pair royal' };

/** What one item of the play pegs, in words. */
function pegText(item, over) {
  switch (item.kind) {
    case 'fifteen': return 'fifteen for 2';
    case 'thirty-one': return 'thirty-one for 2';
    case 'pair': return `${PAIRS[item.points]} for ${item.points}`;
    case 'run': return `a run of ${item.cards.length} for ${item.points}`;
    case 'go': return over ? 'one for last' : 'a go for 1';
    default: return `${item.kind} for ${item.points}`;
  }
}

const $ = (id) => document.getElementById(id);

export function setupGame(crib) {
  const area = $('game-area');
  const seedBox = $('game-seed');
  const ladderBox = $('game-ladder');
  const levelBox = $('game-level');
  // The bot's levels, by the library's names (names.bot; 'caller' is the arena's, no bot).
  levelBox.replaceChildren(...Object.values(names.bot).filter((name) => name !== 'caller').map((name) => {
    const option = document.createElement('option');
    option.value = option.textContent = name;
    return option;
  }));
  const youHand = $('you-hand');
  const botHand = $('bot-hand');
  const prompt = $('prompt');
  const refusal = $('refusal');
  const buttons = { discard: $('game-discard'), hint: $('game-hint'), go: $('game-go'), next: $('game-next') };
  const updateBoard = drawBoard($('board-wrap'));

  let deal = null;
  let ladder = 'none';
  let level = 'easy';      // the bot's level, fixed for a game
  let botSeed = 0n;        // the game's seed, mixed into the bot's decisions
  let botAway = [];        // the bot's cards laid away this deal, which its view of the play keeps
  let dealer = 0;
  let phase = 'none';      // 'discard', 'play', 'shown' (the deal counted) or 'over'
  let dealt = [];          // your six, as dealt
  let chosen = new Set();  // the two you mean to lay away
  let segments = [];       // the play so far: a list per count of { player, card } (card null: go)
  let cut = null;
  let said = [];           // what happened since your last click, for the prompt

  // A line of the log: who pegged, for what (the library's reason), how, the points, the score.
  function log(player, reason, text, points) {
    const tr = document.createElement('tr');
    tr.className = player === YOU ? 'you' : 'bot';
    const cells = [who(player), reason, text, `+${points}`, String(deal.game().board(player).front)];
    cells.forEach((text, i) => {
      const td = document.createElement('td');
      td.textContent = text;
      td.className = ['who', 'reason', 'what', 'num pts', 'num score'][i];
      tr.append(td);
    });
    addLine(tr);
  }

  function note(text) {
    const tr = document.createElement('tr');
    tr.className = 'note';
    const td = document.createElement('td');
    td.colSpan = 5;
    td.textContent = text;
    tr.append(td);
    addLine(tr);
  }

  function addLine(tr) {
    $('log').append(tr);
    const wrap = $('log-wrap');
    wrap.scrollTop = wrap.scrollHeight;
  }

  function newGame(e) {
    e?.preventDefault();
    let seed = seedBox.value.trim();
    if (!/^\d{1,20}$/.test(seed) || BigInt(seed) >= 2n ** 64n) {
      seed = String(crypto.getRandomValues(new Uint32Array(1))[0]);
      seedBox.value = seed;
    }
    ladder = ladderBox.value;
    level = levelBox.value;
    botSeed = BigInt(seed);
    deal = new crib.Deal(crib.gameRules('six-card', { ladder }), BigInt(seed));
    $('log').replaceChildren();
    $('shows').replaceChildren();
    $('result').hidden = true;
    area.hidden = false;
    const first = deal.status().firstCut;
    startDeal();
    note(`Seed ${seed}, the ${level} bot. For the first deal you cut ${cardName(first[YOU])} and the bot ${cardName(first[BOT])}: ` +
      `${dealer === YOU ? 'you deal' : 'the bot deals'}.`);
  }

  function startDeal() {
    refusal.textContent = '';
    dealer = deal.start();
    dealt = deal.status().hands[YOU];
    chosen = new Set();
    segments = [[]];
    cut = null;
    phase = 'discard';
    said = [];
    $('shows').replaceChildren();
    const number = deal.status().deal;
    if (number > 1) note(`Deal ${number}: ${dealer === YOU ? 'you deal' : 'the bot deals'}.`);
    render();
  }

  function layAway() {
    if (chosen.size !== 2) return;
    try {
      deal.discard(YOU, [...chosen]);
    } catch (err) {
      return refuse(err);
    }
    // What the bot knows, and its level's choice (easy: the simple bot's).
    botAway = crib.botDiscard(deal.view(BOT), { level, seed: botSeed });
    deal.discard(BOT, botAway);
    cut = deal.cut();
    if (cut.heels) log(dealer, 'heels', `${cardName(cut.starter)} turned: two for his heels`, cut.heels);
    phase = 'play';
    said = [`The starter is ${cardName(cut.starter)}.`];
    advance();
  }

  function hint() {
    const [best] = crib.discardAnalyze(dealt, { dealer: dealer === YOU });
    chosen = new Set(best.discard);
    said = [`Advice: lay away ${best.discard.map(cardName).join(' and ')}; keeping ` +
      `${best.keep.join(' ')} is worth ${best.value.toFixed(2)} on average ` +
      `(hand ${best.hand.mean.toFixed(2)}, crib ${best.crib.mean.toFixed(2)}).`];
    render();
  }

  // A card or a go from the deal driver: onto the pile, and into the log if it pegged.
  function record(ev) {
    segments.at(-1).push({ player: ev.player, card: ev.card });
    // A go's point is the other player's: the scorer need not be who acted.
    const what = ev.card === null ? `${who(ev.player).toLowerCase()} said go at ${ev.count}`
      : `${ev.card} for ${ev.count}`;
    const items = ev.items.map((it) => pegText(it, ev.over)).join(', ');
    if (ev.pegged > 0) log(ev.scorer, ev.card === null ? 'go' : 'play', `${what}: ${items}`, ev.pegged);
    said.push(ev.card === null
      ? `${who(ev.player)} said go${items ? `: ${items} to ${who(ev.scorer).toLowerCase()}` : ''}.`
      : `${who(ev.player)} played ${cardName(ev.card)} for ${ev.count}${items ? `: ${items}` : ''}.`);
    if (ev.reset && !ev.over) segments.push([]);
  }

  function refuse(err) {
    if (!(err instanceof CribError)) throw err;
    refusal.textContent = `Refused: ${err.message}.`;
    render();
  }

  // Your card or go: refused with the library's reason, or taken, and then the bot's turn.
  function act(take) {
    let ev;
    try {
      ev = take();
    } catch (err) {
      return refuse(err);
    }
    said = [];
    record(ev);
    advance();
  }

  const playCard = (card) => act(() => deal.playCard(YOU, card));
  const sayGo = () => act(() => deal.playGo(YOU));

  // The bot plays until it is your turn, the play is over, or the game is.
  function advance() {
    refusal.textContent = '';
    while (deal.stage === STAGE_PLAY) {
      const play = deal.play();
      if (play.turn === YOU) break;
      const card = crib.botPlay(deal.view(BOT, { discard: botAway }), { level, seed: botSeed });
      record(card === null ? deal.playGo(BOT) : deal.playCard(BOT, card));
    }
    if (deal.stage === STAGE_SHOW) showAll();
    if (deal.stage === STAGE_OVER) finish();
    render();
  }

  // The shows in order, pone's hand, the dealer's, the crib; the game may end on any.
  function showAll() {
    while (deal.stage === STAGE_SHOW) {
      const s = deal.show();
      const title = s.crib ? `${Whose(s.player)} crib` : `${Whose(s.player)} hand`;
      log(s.player, s.crib ? 'crib' : 'hand', `${s.cards.join(' ')} with ${s.starter}: ${s.score.announcement}`,
        s.claim.pegged);
      const box = document.createElement('div');
      box.className = `show ${s.player === YOU ? 'you' : 'bot'}`;
      const h = document.createElement('h4');
      h.textContent = `${title}: ${s.score.total}`;
      const cards = row(s.cards);
      const starter = face(s.starter);
      starter.classList.add('starter');
      cards.append(starter);
      box.append(h, cards, announcement(s.score));
      if (s.score.items.length) box.append(itemsTable(s.score));
      $('shows').append(box);
    }
    phase = 'shown';
    said.push('The hands are counted.');
  }

  function finish() {
    phase = 'over';
    const r = deal.game().result();
    const loser = 1 - r.winner;
    const el = $('result');
    el.hidden = false;
    el.dataset.winner = r.winner === YOU ? 'you' : 'bot';
    const level = r.levels[loser];
    const how = { heels: 'with his heels', play: 'in the play', go: 'with a go', hand: 'counting the hand',
      crib: 'counting the crib' }[r.reason] ?? `(${r.reason})`;
    const ladderText = level === 'none' ? ''
      : `; ${r.winner === YOU ? 'the bot is' : 'you are'} ${level.replace('-', ' ')}ed and the game counts ${r.value}`;
    el.textContent = `${r.winner === YOU ? 'You win' : 'The bot wins'}, ${r.scores[r.winner]} to ${r.scores[loser]}, ` +
      `pegging out ${how}${ladderText}.`;
    said.push('Game over.');
    note(el.textContent);
  }

  function render() {
    // Rebuilding the hand loses the focus: note where it was, to put it back for the keyboard.
    const seat = $('you-seat');
    const inSeat = seat.contains(document.activeElement);
    const focused = inSeat ? [...youHand.children].indexOf(document.activeElement) : null;
    const status = deal.status();
    const game = deal.game();
    const boards = [game.board(YOU), game.board(BOT)];
    updateBoard(boards, WHO, ladder);
    $('scores').replaceChildren(...boards.map(({ front, rear }, p) => {
      const span = document.createElement('span');
      span.className = p === YOU ? 'you' : 'bot';
      span.textContent = `${WHO[p]} ${front}`;
      const last = document.createElement('small');
      last.textContent = front > rear ? ` (+${front - rear})` : '';
      span.append(last);
      return span;
    }));
    const play = phase === 'play' ? deal.play() : null;
    const yourTurn = play !== null && play.turn === YOU;
    area.dataset.phase = phase;
    area.dataset.turn = play === null || play.turn === null ? '' : play.turn === YOU ? 'you' : 'bot';
    $('you-role').textContent = dealer === YOU ? '(dealer)' : '(pone)';
    $('bot-role').textContent = dealer === BOT ? '(dealer)' : '(pone)';

    // Your cards: the six to choose from, then what you hold, then your kept hand.
    youHand.replaceChildren();
    if (phase === 'discard') {
      for (const c of dealt) {
        const b = face(c, 'button');
        b.type = 'button';
        b.setAttribute('aria-pressed', String(chosen.has(c)));
        b.addEventListener('click', () => {
          if (chosen.has(c)) chosen.delete(c);
          else if (chosen.size < 2) chosen.add(c);
          render();
        });
        youHand.append(b);
      }
    } else if (phase === 'play') {
      const legal = new Set(yourTurn ? play.legal(YOU) : []);
      for (const c of play.hand(YOU)) {
        const b = face(c, 'button');
        b.type = 'button';
        if (!legal.has(c)) b.classList.add('dim');
        b.addEventListener('click', () => playCard(c));
        youHand.append(b);
      }
    } else {
      youHand.append(row(status.hands[YOU]));
    }

    // The bot's cards, face down until its hand is shown.
    botHand.replaceChildren();
    if (phase === 'play') for (let i = 0; i < play.hand(BOT).length; i++) botHand.append(back());
    else if (phase === 'discard') for (let i = 0; i < status.hands[BOT].length; i++) botHand.append(back());
    else botHand.append(row(status.hands[BOT]));

    $('starter').replaceChildren(cut ? face(cut.starter) : back());
    $('crib-label').textContent = `${Whose(dealer)} crib`;
    const cribEl = $('crib');
    cribEl.replaceChildren();
    if ((phase === 'shown' || phase === 'over') && cut) cribEl.append(row(status.crib));
    else if (status.crib.length === 0) cribEl.append(back(true));
    else for (let i = 0; i < status.crib.length; i++) cribEl.append(back());

    // The pile: the current count large, earlier counts of the deal small.
    $('count-now').textContent = String(play ? play.count : 0);
    const pile = $('pile');
    pile.replaceChildren();
    segments.forEach((seg, i) => {
      const line = document.createElement('div');
      line.className = i === segments.length - 1 && phase === 'play' ? 'segment current' : 'segment';
      for (const { player, card } of seg) {
        const item = document.createElement('span');
        item.className = `played ${player === YOU ? 'you' : 'bot'}`;
        const go = Object.assign(document.createElement('span'), { className: 'go', textContent: 'go' });
        item.append(card === null ? go : face(card));
        const by = document.createElement('span');
        by.className = 'by';
        by.textContent = player === YOU ? 'you' : 'bot';
        item.append(by);
        line.append(item);
      }
      if (seg.length) pile.append(line);
    });

    // What to do now.
    buttons.discard.hidden = buttons.hint.hidden = phase !== 'discard';
    buttons.discard.disabled = chosen.size !== 2;
    buttons.discard.textContent = `Lay away to ${whose(dealer)} crib`;
    buttons.go.hidden = !yourTurn;
    buttons.go.classList.toggle('primary', yourTurn && play.legal(YOU).length === 0);
    buttons.next.hidden = phase !== 'shown';
    const todo = {
      discard: `Choose two cards to lay away to ${whose(dealer)} crib (${chosen.size} of 2).`,
      play: !yourTurn ? '' : play.legal(YOU).length ? 'Your turn: click a card to play.'
        : 'Nothing fits under 31: say go.',
      shown: 'Click Next deal when you have read the counts.',
      over: 'Start a new game above.',
    }[phase] ?? '';
    prompt.textContent = [...said, todo].filter(Boolean).join(' ');
    if (focused !== null && !seat.contains(document.activeElement)) {
      const cards = youHand.querySelectorAll('button');
      const actions = [...seat.querySelectorAll('.actions button')].filter((el) => !el.hidden && !el.disabled);
      (cards[Math.min(Math.max(focused, 0), cards.length - 1)] ?? actions[0])?.focus();
    }
  }

  $('game-form').addEventListener('submit', newGame);
  buttons.discard.addEventListener('click', layAway);
  buttons.hint.addEventListener('click', hint);
  buttons.go.addEventListener('click', sayGo);
  buttons.next.addEventListener('click', startDeal);
}
