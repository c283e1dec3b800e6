// SPDX-License-Identifier: MIT
// A game against the library's bots, through the deal driver crib.Deal: you are player 0,
// the bots the others (player 1 two-handed; 1 and 2 three-handed; four-handed, 1 and 3
// against you and your partner, player 2). The page only asks the driver and renders what
// it says: whose turn it is, what is legal, what each card pegs, each show, the board and
// the result; every rule, and every refusal, is the library's.
//
// The game is kept in localStorage as its settings and your decisions: the deal driver is
// seeded and so are the bots, so a reload replays the decisions into the very same game.
// Undo replays them less the last; the review at the game's end rebuilds the view of each
// of your decisions by the same replay and grades it by crib.advise().
import { back, cardName, face, row } from './cards.mjs';
import { adviceTable, percent, signed } from './advice.mjs';
import { drawBoard } from './board.mjs';
import { appendRow, noteRow, scoreRow } from './logrows.mjs';
import { announcement, itemsTable } from './count.mjs';
import { constants, CribError, names } from './lib.mjs';

const { STAGE_PLAY, STAGE_SHOW, STAGE_OVER } = constants;
const YOU = 0;
const STORE = 'libcrib-web-game';

// The players' and the sides' names by the number of players; the sides of the four-handed
// game are the partnerships, 0 and 2 against 1 and 3.
const PLAYERS = { 'six-card': 2, 'five-card': 2, 'two-to-crib': 2, three: 3, four: 4 };
const WHO = { 2: ['You', 'The bot'], 3: ['You', 'Bot 1', 'Bot 2'], 4: ['You', 'Bot 1', 'Your partner', 'Bot 3'] };
const TAG = { 2: ['you', 'bot'], 3: ['you', 'bot 1', 'bot 2'], 4: ['you', 'bot 1', 'partner', 'bot 3'] };
const SIDES = { 2: ['You', 'The bot'], 3: ['You', 'Bot 1', 'Bot 2'], 4: ['You and your partner', 'The bots'] };
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
const lower = (text) => text.replace(/^(The|Your|You|Bot)\b/, (w) => w.toLowerCase());

/** Sets up the game tab; returns whether it brought back a game kept from the last visit. */
export function setupGame(crib) {
  const area = $('game-area');
  const boxes = {
    variant: $('game-variant'), target: $('game-target'), ladder: $('game-ladder'), level: $('game-level'),
    seed: $('game-seed'), claim: $('game-claim'), muggins: $('game-muggins'),
  };
  // The bot's levels, by the library's names (names.bot; 'caller' is the arena's, no bot).
  boxes.level.replaceChildren(...Object.values(names.bot).filter((name) => name !== 'caller').map((name) => {
    const option = document.createElement('option');
    option.value = option.textContent = name;
    return option;
  }));
  // Each variant's own target (the five-card game's is 61) until another is chosen.
  boxes.variant.addEventListener('change', () => {
    boxes.target.value = String(crib.gameRules(boxes.variant.value).target);
    describeRules();
  });
  boxes.ladder.addEventListener('change', describeRules);
  boxes.target.addEventListener('change', describeRules);
  const youHand = $('you-hand');
  const seat = $('you-seat');
  const prompt = $('prompt');
  const refusal = $('refusal');
  const claimBox = $('claim-points');
  const buttons = { discard: $('game-discard'), hint: $('game-hint'), go: $('game-go'), next: $('game-next'),
                    undo: $('game-undo'), review: $('game-review') };
  const hintBox = $('hint');
  const updateBoard = drawBoard($('board-wrap'));

  let settings = null;     // { variant, target, ladder, level, seed, claim, muggins }
  let decisions = [];      // yours since the game began, each [kind, ...arguments], to replay it
  let replaying = false;
  let deal = null;
  let history = null;      // what the deal forgets, kept after every action, for the views
  let players = 2;
  let sides = 2;
  let seed = 0n;           // the game's seed, mixed into the bots' decisions too
  let known = [];          // each side's score as the log last wrote it
  let dealer = 0;
  let phase = 'none';      // 'discard', 'play', 'claim' (your count is asked), 'shown' or 'over'
  let dealt = [];          // your cards, as dealt
  let toLay = 2;           // how many you lay away
  let chosen = new Set();  // the cards you mean to lay away
  let away = [];           // each bot's cards laid away this deal, which its view of the play keeps
  let segments = [];       // the play so far: a list per count of { player, card } (card null: go)
  let shown = 0;           // the cards and gos of this deal's play already on the screen
  let cut = null;
  let claim = null;        // your count, for the show that waits for it
  let said = [];           // what happened since your last decision, for the prompt
  let yours = [];          // your decisions of the discard and the play: { deal, view, chose }
  let hinting = false;     // the hint's table is shown, until your next decision
  let hinted = [];         // the hint's best cards
  let hintSaid = '';       // the hint in words, for the prompt
  // The bots' answers in the order they were asked: a replay asks the same questions (the
  // bots draw only from the game's seed), so undo takes them from here rather than
  // thinking again; botAt is the next one a replay reads.
  let botAnswers = [];
  let botAt = 0;

  const who = (p) => WHO[players][p];
  const whose = (p) => (p === YOU ? 'your' : `${lower(who(p))}’s`);
  const Whose = (p) => (p === YOU ? 'Your' : `${who(p)}’s`);
  const sideOf = (p) => (players === 4 ? p % 2 : p);

  // The rules in words, under the form: what the ladder and the target make of a loss.
  function describeRules() {
    const target = Number(boxes.target.value);
    const ladder = boxes.ladder.value;
    const levels = ladder === 'lurch' ? `a loser below ${(target + 1) / 2} is lurched, a double game`
      : ladder === 'skunk' ? `a loser below ${target - 30} is skunked, a double game` +
        (target > 61 ? `, below ${target - 60} double skunked` : '') : 'every game counts one';
    $('game-rules-note').textContent = `To ${target}: ${levels}.`;
  }
  describeRules();

  // A line of the log: who pegged, for what (the library's reason), how, the points, the score.
  function log(player, reason, text, points) {
    const side = sideOf(player);
    const front = deal.game().board(side).front;
    known[side] = front;
    addLine(scoreRow(side, [who(player), reason, text, `+${points}`, String(front)]));
  }

  function note(text) {
    addLine(noteRow(text));
  }

  function addLine(tr) {
    appendRow($('log'), $('log-wrap'), tr);
  }

  // Points the board holds that no event said, such as the five-card game's three for last.
  function logUnsaid(reason, text) {
    const game = deal.game();
    for (let side = 0; side < sides; side++) {
      const gained = game.board(side).front - known[side];
      if (gained > 0) log(side, reason, text, gained);
    }
  }

  // A bot's answer: the one it gave before at this point of the game, or a new one.
  function botAnswer(think) {
    if (botAt === botAnswers.length) botAnswers.push(think());
    return botAnswers[botAt++];
  }

  function begin(s, sameGame = false) {
    settings = s;
    describeRules();
    decisions = [];
    yours = [];
    hinting = false;
    botAt = 0;
    if (!sameGame) botAnswers = [];
    $('review').replaceChildren();
    players = PLAYERS[s.variant];
    sides = players === 4 ? 2 : players;
    seed = BigInt(s.seed);
    const rules = crib.gameRules(s.variant, { target: s.target, ladder: s.ladder, options: s.muggins ? ['muggins'] : [] });
    deal = new crib.Deal(rules, seed);
    history = new crib.History();
    known = Array(sides).fill(0);
    $('log').replaceChildren();
    $('result').hidden = true;
    area.hidden = false;
    area.dataset.players = String(players);
    buildSeats();
    startDeal();
  }

  function startDeal() {
    dealer = deal.start();
    history.update(deal);
    const status = deal.status();
    dealt = status.hands[YOU];
    toLay = status.discard;
    chosen = new Set();
    away = [];
    segments = [[]];
    shown = 0;
    cut = null;
    claim = null;
    phase = 'discard';
    said = [];
    $('shows').replaceChildren();
    const deals = dealer === YOU ? 'you deal' : `${lower(who(dealer))} deals`;
    if (status.deal === 1) {
      const cuts = status.firstCut.map((c, p) => (c === null ? null : `${p === YOU ? 'you' : lower(who(p))} ${cardName(c)}`))
        .filter(Boolean).join(', ');
      note(`Seed ${settings.seed}, ${settings.variant} to ${settings.target}, the ${settings.level} bot` +
        `${players > 2 ? 's' : ''}. For the first deal the cut is ${cuts}: ${deals}.`);
    } else {
      note(`Deal ${status.deal}: ${deals}.`);
    }
    logUnsaid('start', 'three for last, at the start of the game');
    if (deal.stage === STAGE_OVER) finish();
  }

  // A card or a go from the deal driver: onto the pile, and into the log if it pegged.
  function record(ev) {
    history.update(deal);
    segments.at(-1).push({ player: ev.player, card: ev.card });
    // A go's point is the scorer's: the scorer need not be who acted.
    const what = ev.card === null ? `${lower(who(ev.player))} said go at ${ev.count}` : `${ev.card} for ${ev.count}`;
    const items = ev.items.map((it) => pegText(it, ev.over)).join(', ');
    if (ev.pegged > 0) log(ev.scorer, ev.card === null ? 'go' : 'play', `${what}: ${items}`, ev.pegged);
    said.push(ev.card === null
      ? `${who(ev.player)} said go${items ? `: ${items} to ${lower(who(ev.scorer))}` : ''}.`
      : `${who(ev.player)} played ${cardName(ev.card)} for ${ev.count}${items ? `: ${items}` : ''}.`);
    if (ev.reset && !ev.over) segments.push([]);
  }

  // The bots play until it is your turn, the play is over, or the game is.
  function advance() {
    while (deal.stage === STAGE_PLAY) {
      const p = deal.play().turn;
      if (p === YOU || p === null) break;
      const card = botAnswer(() => crib.botPlay(deal.view(p, { history }), { level: settings.level, seed }));
      record(card === null ? deal.playGo(p) : deal.playCard(p, card));
    }
    if (deal.stage === STAGE_SHOW) showAll();
    if (deal.stage === STAGE_OVER) finish();
  }

  // What your count made of your hand: right, points missed (to the opponent under
  // muggins), or points claimed over the count (corrected).
  function verdict(s, claimed) {
    const { missed, overClaimed, muggins, opponent } = s.claim;
    const what = s.crib ? 'your crib' : 'your hand';
    if (missed > 0) {
      const to = muggins > 0 ? `; muggins: ${lower(who(opponent))} pegs ${muggins}` : ', lost to you';
      return ['missed', `You claimed ${claimed} for ${what}, which counts ${s.score.total}: you missed ${missed}${to}.`];
    }
    if (overClaimed > 0) {
      return ['over', `You claimed ${claimed} for ${what}, which counts ${s.score.total}: ${overClaimed} over, corrected.`];
    }
    return ['right', `Right: ${what} counts ${claimed}.`];
  }

  // The shows in order, from the dealer's left round to the dealer, then the crib; the game
  // may end on any. With "count my own hands" the shows wait at yours for your count.
  function showAll() {
    while (deal.stage === STAGE_SHOW) {
      const next = deal.status();
      const yours = next.nextShow === YOU && settings.claim;
      if (yours && claim === null) {
        phase = 'claim';
        said.push(`Count ${next.nextIsCrib ? 'your crib' : 'your hand'} with the starter, and claim it.`);
        return;
      }
      const claimed = yours ? claim : null;
      claim = null;
      const s = deal.show(claimed);
      const title = s.crib ? `${Whose(s.player)} crib` : `${Whose(s.player)} hand`;
      log(s.player, s.crib ? 'crib' : 'hand', `${s.cards.join(' ')} with ${s.starter}: ${s.score.announcement}`,
        s.claim.pegged);
      if (s.claim.muggins > 0) {
        log(s.claim.opponent, 'muggins', `${lower(who(s.player))} missed ${s.claim.missed}`, s.claim.muggins);
      }
      const box = document.createElement('div');
      box.className = `show side-${sideOf(s.player)}`;
      const h = document.createElement('h4');
      h.textContent = `${title}: ${s.score.total}`;
      const cards = row(s.cards);
      const starter = face(s.starter);
      starter.classList.add('starter');
      cards.append(starter);
      box.append(h, cards, announcement(s.score));
      if (claimed !== null) {
        const [kind, text] = verdict(s, claimed);
        const p = Object.assign(document.createElement('p'), { className: `verdict ${kind}`, textContent: text });
        box.dataset.claim = kind;
        box.insertBefore(p, cards);
        said.push(text);
      }
      if (s.score.items.length) box.append(itemsTable(s.score));
      $('shows').append(box);
    }
    phase = 'shown';
    const totals = [...$('shows').children].map((box) => lower(box.firstChild.textContent)).join(', ');
    said.push(`The counts: ${totals}.`);
  }

  function finish() {
    phase = 'over';
    const r = deal.game().result();
    const el = $('result');
    el.hidden = false;
    el.dataset.winner = r.winner === sideOf(YOU) ? 'you' : 'bot';
    const winner = SIDES[players][r.winner];
    const verb = winner === 'The bots' || winner.includes(' and ') ? 'win' : 'wins';
    const how = { 'three-for-last': 'with three for last', heels: 'with his heels', play: 'in the play', go: 'with a go',
      hand: 'counting the hand', crib: 'counting the crib', muggins: 'by muggins' }[r.reason] ?? `(${r.reason})`;
    const losers = r.scores.map((score, side) => ({ score, side })).filter(({ side }) => side !== r.winner);
    const ladder = losers.filter(({ side }) => r.levels[side] !== 'none')
      .map(({ side }) => `${lower(SIDES[players][side])} ${side === sideOf(YOU) || players === 4 ? 'are' : 'is'} ` +
        `${r.levels[side].replace('-', ' ')}ed`);
    el.textContent = `${winner === 'You' ? 'You win' : `${winner} ${verb}`}, ${r.scores[r.winner]} to ` +
      `${losers.map(({ score }) => score).join(' and ')}, pegging out ${how}` +
      `${ladder.length ? `; ${ladder.join(', ')}, and the game counts ${r.value}` : ''}.`;
    said.push('Game over.');
    note(el.textContent);
  }

  // Your decisions, each through the deal driver, which throws the library's CribError and
  // changes nothing when it refuses one.
  const apply = {
    discard(...cards) {
      const view = deal.view(YOU);
      deal.discard(YOU, cards);
      history.update(deal);
      away[YOU] = cards;
      yours.push({ deal: deal.status().deal, view, chose: cards });
      for (let p = 1; p < players; p++) {
        away[p] = botAnswer(() => crib.botDiscard(deal.view(p), { level: settings.level, seed }));
        deal.discard(p, away[p]);
        history.update(deal);
      }
      cut = deal.cut();
      history.update(deal);
      if (cut.heels) log(dealer, 'heels', `${cardName(cut.starter)} turned: two for his heels`, cut.heels);
      phase = 'play';
      said = [`The starter is ${cardName(cut.starter)}.`];
      advance();
    },
    card(card) {
      const view = deal.view(YOU, { history });
      const ev = deal.playCard(YOU, card);
      yours.push({ deal: deal.status().deal, view, chose: [card] });
      said = [];
      record(ev);
      advance();
    },
    go() {
      const view = deal.view(YOU, { history });
      const ev = deal.playGo(YOU);
      yours.push({ deal: deal.status().deal, view, chose: [] });
      said = [];
      record(ev);
      advance();
    },
    claim(points) {
      if (phase !== 'claim') throw new Error('no count is asked for');
      said = [];
      claim = points;
      showAll();
      if (deal.stage === STAGE_OVER) finish();
    },
    next() {
      if (phase !== 'shown') throw new Error('the deal is not over');
      startDeal();
    },
  };

  function decide(kind, ...args) {
    refusal.textContent = '';
    hinting = false;
    try {
      apply[kind](...args);
    } catch (err) {
      if (!(err instanceof CribError)) throw err;
      refusal.textContent = `Refused: ${err.message}.`;
      render();
      return;
    }
    decisions.push([kind, ...args]);
    save();
    render();
    keepInView();
  }

  function save() {
    try {
      localStorage.setItem(STORE, JSON.stringify({ version: 1, settings, decisions }));
    } catch {
      // No storage (a private window, a full quota): the game is simply not kept.
    }
  }

  // The game kept by the last visit, replayed decision by decision; a decision the driver
  // no longer takes (the library changed) ends the replay there.
  function restore() {
    let kept;
    try {
      kept = JSON.parse(localStorage.getItem(STORE));
    } catch {
      return false;
    }
    if (!kept || kept.version !== 1 || !(kept.settings?.variant in PLAYERS)) return false;
    for (const [name, box] of Object.entries(boxes)) {
      if (box.type === 'checkbox') box.checked = Boolean(kept.settings[name]);
      else box.value = String(kept.settings[name]);
    }
    describeRules();
    replay(kept.settings, kept.decisions, false);
    return true;
  }

  // The game from its start through these decisions; a decision the driver no longer takes
  // (the library changed) ends the replay there. sameGame: the bots' answers so far hold.
  function replay(s, list, sameGame) {
    replaying = true;
    try {
      begin(s, sameGame);
      for (const [kind, ...args] of list) {
        apply[kind](...args);
        decisions.push([kind, ...args]);
      }
    } catch (err) {
      console.warn(`libcrib page: the kept game replays only ${decisions.length} decisions (${err.message})`);
    } finally {
      replaying = false;
    }
    // Answers past the replay's end followed decisions now taken back.
    botAnswers.length = botAt;
    save();
    shown = segments.flat().length;
    render();
  }

  // What undo takes back: your last decision of the discard, the play or a count (a Next
  // deal before it goes with it); null when there is none, or the game is over.
  function undoable() {
    if (phase === 'over' || phase === 'none') return null;
    let n = decisions.length;
    while (n > 0 && decisions[n - 1][0] === 'next') n--;
    return n > 0 ? n - 1 : null;
  }

  function undo() {
    const at = undoable();
    if (at === null) return;
    const [kind, ...args] = decisions[at];
    refusal.textContent = '';
    replay(settings, decisions.slice(0, at), true);
    const what = { discard: `laying away ${args.map(cardName).join(' and ')}`, card: `playing ${args.map(cardName)}`,
                   go: 'your go', claim: `your claim of ${args[0]}` }[kind];
    said.unshift(`Took back ${what}.`);
    render();
    keepInView();
  }

  function newGame(e) {
    e?.preventDefault();
    let typed = boxes.seed.value.trim();
    if (!/^\d{1,20}$/.test(typed) || BigInt(typed) >= 2n ** 64n) {
      typed = String(crypto.getRandomValues(new Uint32Array(1))[0]);
      boxes.seed.value = typed;
    }
    refusal.textContent = '';
    begin({ variant: boxes.variant.value, target: Number(boxes.target.value), ladder: boxes.ladder.value,
            level: boxes.level.value, seed: typed, claim: boxes.claim.checked, muggins: boxes.muggins.checked });
    save();
    render();
    area.querySelector('.board-area').scrollIntoView({ block: 'start' });
  }

  // Your cards and what you can do stay on the screen: after each decision the page scrolls
  // them back into view if they left it, the board first when it fits too.
  function keepInView() {
    const inView = (el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    };
    if (area.hidden || inView(seat)) return;
    area.querySelector('.board-area').scrollIntoView({ block: 'start' });
    if (!inView(seat)) seat.scrollIntoView({ block: 'end' });
  }

  function buildSeats() {
    $('bot-seats').replaceChildren(...Array.from({ length: players - 1 }, (_, i) => {
      const p = i + 1;
      const div = document.createElement('div');
      div.className = `seat bot side-${sideOf(p)}`;
      div.id = `seat-${p}`;
      div.innerHTML = '<h3><span class="name"></span> <span class="role"></span></h3><div class="hand"></div>';
      div.querySelector('.name').textContent = who(p);
      return div;
    }));
  }

  const roleOf = (p) => (p === dealer ? '(dealer)' : players === 2 ? '(pone)' : '');

  function render() {
    if (replaying) return;
    // Rebuilding the hand loses the focus: note where it was, to put it back for the keyboard.
    const inSeat = seat.contains(document.activeElement);
    const focused = inSeat ? [...youHand.children].indexOf(document.activeElement) : null;
    const status = deal.status();
    const game = deal.game();
    const boards = Array.from({ length: sides }, (_, side) => game.board(side));
    updateBoard(boards, SIDES[players], settings);
    $('scores').replaceChildren(...boards.map(({ front, rear }, side) => {
      const span = document.createElement('span');
      span.className = `side-${side}`;
      span.textContent = `${SIDES[players][side]} ${front}`;
      const last = document.createElement('small');
      last.textContent = front > rear ? ` (+${front - rear})` : '';
      span.append(last);
      return span;
    }));
    const play = phase === 'play' ? deal.play() : null;
    const yourTurn = play !== null && play.turn === YOU;
    area.dataset.phase = phase;
    area.dataset.turn = play === null || play.turn === null ? '' : play.turn === YOU ? 'you' : 'bot';
    $('you-role').textContent = roleOf(YOU);
    const faceUp = phase === 'claim' || phase === 'shown' || phase === 'over';

    // Your cards: the ones dealt to choose from, then what you hold, then your kept hand.
    youHand.replaceChildren();
    if (phase === 'discard') {
      for (const c of dealt) {
        const b = face(c, 'button');
        b.type = 'button';
        b.setAttribute('aria-pressed', String(chosen.has(c)));
        b.addEventListener('click', () => {
          if (chosen.has(c)) chosen.delete(c);
          else if (chosen.size < toLay) chosen.add(c);
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
        if (hinting && hinted.includes(c)) b.classList.add('hinted');
        b.addEventListener('click', () => decide('card', c));
        youHand.append(b);
      }
    } else {
      youHand.append(row(status.hands[YOU]));
    }

    // The bots' cards, face down until the hands are shown.
    for (let p = 1; p < players; p++) {
      const div = $(`seat-${p}`);
      div.querySelector('.role').textContent = roleOf(p);
      const hand = div.querySelector('.hand');
      hand.replaceChildren();
      if (faceUp) hand.append(row(status.hands[p]));
      else for (let i = 0; i < (play ? play.hand(p).length : status.hands[p].length); i++) hand.append(back());
    }

    $('starter').replaceChildren(cut ? face(cut.starter) : back());
    $('crib-label').textContent = `${Whose(dealer)} crib`;
    const cribEl = $('crib');
    cribEl.replaceChildren();
    const cribShown = phase === 'shown' || phase === 'over' || (phase === 'claim' && status.nextIsCrib);
    if (cribShown && cut) cribEl.append(row(status.crib));
    else if (status.crib.length === 0) cribEl.append(back(true));
    else for (let i = 0; i < status.crib.length; i++) cribEl.append(back());

    // The pile: the current count large, earlier counts of the deal small. A card or go not
    // yet on the screen comes in with a transition, the bots' one after another.
    $('count-now').textContent = String(play ? play.count : 0);
    const pile = $('pile');
    pile.replaceChildren();
    let index = 0;
    let delay = 0;
    segments.forEach((seg, i) => {
      const line = document.createElement('div');
      line.className = i === segments.length - 1 && phase === 'play' ? 'segment current' : 'segment';
      for (const { player, card } of seg) {
        const item = document.createElement('span');
        item.className = `played side-${sideOf(player)}`;
        if (index++ >= shown) {
          item.classList.add('new');
          if (player !== YOU) item.style.animationDelay = `${(delay++ * 0.35).toFixed(2)}s`;
        }
        const go = Object.assign(document.createElement('span'), { className: 'go', textContent: 'go' });
        item.append(card === null ? go : face(card));
        const by = document.createElement('span');
        by.className = 'by';
        by.textContent = TAG[players][player];
        item.append(by);
        line.append(item);
      }
      if (seg.length) pile.append(line);
    });
    shown = index;

    // What to do now.
    buttons.discard.hidden = phase !== 'discard';
    buttons.hint.hidden = !(phase === 'discard' || yourTurn);
    buttons.hint.setAttribute('aria-pressed', String(hinting));
    hintBox.hidden = !hinting;
    if (!hinting) hintBox.replaceChildren();
    buttons.undo.disabled = undoable() === null;
    buttons.review.hidden = phase !== 'over' || yours.length === 0 || $('review').childElementCount > 0;
    buttons.discard.disabled = chosen.size !== toLay;
    buttons.discard.textContent = `Lay away to ${whose(dealer)} crib`;
    buttons.go.hidden = !yourTurn;
    buttons.go.classList.toggle('primary', yourTurn && play.legal(YOU).length === 0);
    buttons.next.hidden = phase !== 'shown';
    $('claim-form').hidden = phase !== 'claim';
    if (phase === 'claim') $('claim-label').textContent = status.nextIsCrib ? 'Your crib counts' : 'Your hand counts';
    const todo = {
      discard: `Choose ${toLay === 1 ? 'a card' : `${toLay} cards`} to lay away to ${whose(dealer)} crib ` +
        `(${chosen.size} of ${toLay}).`,
      play: !yourTurn ? '' : play.legal(YOU).length ? 'Your turn: tap a card to play.' : 'Nothing fits under 31: say go.',
      shown: 'Tap Next deal when you have read the counts.',
      over: 'Start a new game above.',
    }[phase] ?? '';
    prompt.textContent = [...said, hinting ? hintSaid : '', todo].filter(Boolean).join(' ');
    if (focused !== null && !seat.contains(document.activeElement)) {
      const cards = youHand.querySelectorAll('button');
      const actions = [...seat.querySelectorAll('.actions button')].filter((el) => !el.hidden && !el.disabled &&
        !el.closest('[hidden]'));
      (cards[Math.min(Math.max(focused, 0), cards.length - 1)] ?? actions[0])?.focus();
    }
  }

  // Your view of the deal now, as the bots get theirs (the history gives the discard and the
  // order of the earlier counts).
  const yourView = () => (phase === 'discard' ? deal.view(YOU) : deal.view(YOU, { history }));

  // Every choice you have, by crib.advise(), best first; in the discard the best is chosen
  // for you (change it, or lay it away).
  function hint() {
    if (hinting) {
      hinting = false;
      render();
      return;
    }
    const view = yourView();
    let advice;
    try {
      advice = crib.advise(view);
    } catch (err) {
      if (!(err instanceof CribError)) throw err;
      refusal.textContent = `No hint: ${err.message}.`;
      return;
    }
    const expert = { level: 'expert', seed };
    const pick = advice.kind === 'discard' ? crib.botDiscard(view, expert) : [crib.botPlay(view, expert)].filter(Boolean);
    const [best] = advice.entries;
    if (advice.kind === 'discard') chosen = new Set(best.cards);
    hinted = best.cards;
    hintBox.replaceChildren(adviceTable(advice, view, pick));
    hinting = true;
    const choice = best.cards.length ? best.cards.map(cardName).join(' and ') : 'go';
    const win = best.win === null ? '' : `, a ${percent(best.win)} chance to win`;
    hintSaid = `Hint: ${advice.kind === 'discard' ? 'lay away' : 'play'} ${choice} ` +
      `(${signed(best.points)} points${win}).`;
    render();
  }

  // Each of your decisions of the discard and the play against crib.advise()'s best: the
  // points and the chance to win that your choice gave up, by the expert bot's reckoning.
  function review() {
    const same = (a, b) => [...a].sort().join(' ') === [...b].sort().join(' ');
    const table = document.createElement('table');
    table.className = 'review';
    table.innerHTML = `<caption>Your decisions, graded by the expert bot: what your choice gave up against its best</caption>
      <thead><tr><th>#</th><th>you</th><th>best</th><th class="num">points</th><th class="num">win</th></tr></thead>`;
    const body = document.createElement('tbody');
    let lostPoints = 0;
    let lostWin = null;
    let below = 0;
    yours.forEach(({ deal: n, view, chose }, i) => {
      // Each deal under a line of its own.
      if (i === 0 || yours[i - 1].deal !== n) {
        const tr = document.createElement('tr');
        tr.className = 'deal';
        tr.innerHTML = '<th colspan="5"></th>';
        tr.firstChild.textContent = `Deal ${n}`;
        body.append(tr);
      }
      const advice = crib.advise(view);
      const [best] = advice.entries;
      const mine = advice.entries.find((e) => same(e.cards, chose)) ?? best;
      const points = best.points - mine.points;
      const win = best.win === null ? null : best.win - mine.win;
      lostPoints += points;
      if (win !== null) lostWin = (lostWin ?? 0) + win;
      const lost = points > 1e-9 || win > 1e-9;
      if (lost) below++;
      const tr = document.createElement('tr');
      tr.className = lost ? 'lost' : 'agree';
      const cell = (content, className) => {
        const td = document.createElement('td');
        if (className) td.className = className;
        td.append(content);
        return td;
      };
      const cards = (list) => (list.length ? row(list) : 'go');
      tr.append(cell(String(i + 1)), cell(cards(chose)), cell(cards(best.cards)), cell(signed(-points), 'num'),
        cell(percent(win === null ? null : -win, true), 'num'));
      body.append(tr);
    });
    const foot = document.createElement('tfoot');
    foot.innerHTML = '<tr><td colspan="3"></td><td class="num"></td><td class="num"></td></tr>';
    const [label, pts, win] = foot.querySelectorAll('td');
    label.textContent = `Total: ${yours.length} decisions, ${below} below the best`;
    pts.textContent = signed(-lostPoints);
    win.textContent = percent(lostWin === null ? null : -lostWin, true);
    table.append(body, foot);
    $('review').replaceChildren(table);
    buttons.review.hidden = true;
    $('review').scrollIntoView({ block: 'start' });
  }

  const step = (by) => {
    claimBox.value = String(Math.min(29, Math.max(0, (Number(claimBox.value) || 0) + by)));
  };
  $('claim-less').addEventListener('click', () => step(-1));
  $('claim-more').addEventListener('click', () => step(1));
  $('claim-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const points = Number(claimBox.value);
    if (!Number.isInteger(points) || points < 0 || points > 29) {
      refusal.textContent = 'Refused: a count is a whole number from 0 to 29.';
      return;
    }
    decide('claim', points);
  });
  $('game-form').addEventListener('submit', newGame);
  buttons.discard.addEventListener('click', () => decide('discard', ...chosen));
  buttons.hint.addEventListener('click', hint);
  buttons.undo.addEventListener('click', undo);
  buttons.review.addEventListener('click', review);
  // Keys: u takes back, h hints, where a box does not take the key itself.
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || area.hidden || area.closest('[hidden]')) return;
    if (e.target.closest?.('input, select, textarea')) return;
    const button = { u: buttons.undo, h: buttons.hint }[e.key];
    if (!button || button.hidden || button.disabled) return;
    e.preventDefault();
    button.click();
  });
  buttons.go.addEventListener('click', () => decide('go'));
  buttons.next.addEventListener('click', () => decide('next'));
  return restore();
}
