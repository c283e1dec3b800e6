// SPDX-License-Identifier: MIT
// A seat at a table of the libcrib server (python3 -m libcrib.server, docs/server.md): the
// page connects to /ws?token=TOKEN&extra=1 on its own origin (a spectator to /ws?table=ID)
// and renders what the server says, in the messages of docs/bots.md's protocol 2: hello,
// game, deal, the discard and play requests, starter, card, go, show, end, bye, and the
// server's own view (all a seat knows, on each connection) and presence (who is connected,
// whose decision the table waits for). The server is the referee: the page sends only your
// answers ({"discard": [...]}, {"card": "7c"}) and shows its refusals; it says your go for
// you. No hints: the game is against people.
//
// A connection that drops is opened again by itself, after 0.5 s, then 1, 2, 4 and 8 s,
// and the view message puts the game back as it stands. At the end the page fetches the
// game's record (GET /api/tables/ID/record), offers it for download and checks it: the
// SHA-256 of SEED_HEX:SALT must be the commitment the server gave before its cards were
// shown, and the library's crib.checkRecord() replays every card from the seed.
import { back, cardName, face, row } from './cards.mjs';
import { drawBoard } from './board.mjs';
import { appendRow, noteRow, scoreRow } from './logrows.mjs';
import { announcement, itemsTable } from './count.mjs';
import { sha256Hex } from './sha256.mjs';

const LETTERS = 'ABCD';
const BACKOFF = [500, 1000, 2000, 4000, 8000];
// The commitment each table first showed this browser, by table id: a reload compares the
// record with the first one, not with what a later hello says.
const SEEN = 'libcrib-web-commitments';

const $ = (id) => document.getElementById(id);
const lower = (text) => text.replace(/^(The|Your|You|Friend|Bot|Player)\b/, (w) => w.toLowerCase());

/**
 * The online game's view in the #friend-area elements. Returns { connect(token), watch(id),
 * close(), drop(), state() }: connect() takes a seat by its token, watch() a table as a
 * spectator; drop() closes the connection as a network failure would (the self-test's);
 * state() is what the page shows, for the self-test.
 */
export function onlineTable(crib) {
  const area = $('friend-area');
  const handEl = $('friend-hand');
  const prompt = $('friend-prompt');
  const refusal = $('friend-refusal');
  const connEl = $('friend-conn');
  const discardButton = $('friend-discard');
  const reconnectButton = $('friend-reconnect');
  const updateBoard = drawBoard($('friend-board'));

  let query = null;        // the /ws query: { token } or { table }
  let ws = null;
  let retries = 0;
  let retryTimer = null;
  let connection = 'none'; // 'connecting', 'open', 'lost' (to be opened again), 'stopped'
  let stopped = false;     // no more connecting: the game is over, or the server refused us
  let reconnects = 0;      // connections opened again after one dropped
  let everOpen = false;

  let tableId = null;
  let me = null;           // your seat; null for a spectator
  let rules = null;        // hello's
  let players = 2;
  let sides = 2;
  let commitment = null;   // the table's, as this browser first saw it
  let firstSeenDeal = null; // the deal under way then (0: before any card of the game; -1: after its end)
  let kinds = [];          // each seat's kind, from presence: 'human', 'easy', 'strong', 'expert'
  let presence = [];       // presence's seats: { seat, kind, connected, thinking, bot }
  let dealNo = 0;
  let dealer = null;
  let scores = [];         // by seat (partners share theirs)
  let boards = [];         // by side: { front, rear }
  let stage = 'deal';      // 'discard', 'play', 'show' or 'over'
  let hand = [];           // your cards now (in the discard, the ones dealt)
  let layAway = 2;
  let chosen = new Set();  // the cards you mean to lay away
  let laid = [];           // the cards you laid away this deal
  let starter = null;
  let count = 0;
  let segments = [[]];     // the play so far: a list per count of { seat, card } (card null: go)
  let shown = 0;           // the cards of the pile already on the screen
  let held = [];           // the cards each seat holds
  let request = null;      // the server's request that you answer now
  let answered = null;     // the request an answer of yours is on its way to
  let shows = [];          // this deal's shows; lastShows the deal before's, kept until the next
  let lastShows = { deal: 0, list: [] };
  let result = null;       // end's { winner, value, scores }
  let record = null;       // { text, fair, check } once fetched and checked
  let scrolledFor = null;  // the request your cards were last brought into view for

  const sideOf = (p) => (players === 4 ? p % 2 : p);
  const isBot = (p) => kinds[p] !== undefined && kinds[p] !== 'human';
  // A seat's name; its presence badge says which bot a bot is.
  function who(p) {
    if (p === me) return 'You';
    if (me !== null && players === 4 && p === (me + 2) % 4) return 'Your partner';
    if (me !== null && players === 2) return isBot(p) ? 'The bot' : 'Your friend';
    return `${isBot(p) ? 'Bot' : me === null ? 'Player' : 'Friend'} ${LETTERS[p]}`;
  }
  const whose = (p) => (p === me ? 'your' : `${lower(who(p))}’s`);
  function sideName(side) {
    if (players !== 4) return who(side);
    if (me === null) return `${LETTERS[side]} and ${LETTERS[side + 2]}`;
    return side === sideOf(me) ? 'You and your partner' : 'The others';
  }
  const sideNames = () => Array.from({ length: sides }, (_, s) => sideName(s));

  // -- the log ----------------------------------------------------------------------------

  function log(seat, reason, text, points) {
    const side = sideOf(seat);
    addLine(scoreRow(side, [who(seat), reason, text, `+${points}`, String(boards[side]?.front ?? '')]));
  }

  function note(text) {
    addLine(noteRow(text));
  }

  function addLine(tr) {
    appendRow($('friend-log'), $('friend-log-wrap'), tr);
  }

  // Each side's front and rear pegs from the scores by seat that every message carries.
  function setScores(bySeat) {
    if (!Array.isArray(bySeat)) return;
    scores = bySeat.slice();
    for (let side = 0; side < sides; side++) {
      const front = scores[side] ?? 0;
      const board = boards[side] ?? { front: 0, rear: 0 };
      boards[side] = front === board.front ? board : { front, rear: board.front };
    }
  }

  // -- the messages -----------------------------------------------------------------------

  function newDeal(m) {
    dealNo = m.deal;
    dealer = m.dealer;
    if (shows.length) lastShows = { deal: dealNo - 1, list: shows };
    shows = [];
    stage = 'discard';
    starter = null;
    count = 0;
    segments = [[]];
    shown = 0;
    laid = [];
    chosen = new Set();
    request = null;
    answered = null;
    // Until your request says (a spectator has none): six cards in the six-card game, else five.
    held = Array(players).fill(rules?.variant === 'six-card' ? 6 : 5);
    layAway = rules?.variant === 'six-card' || rules?.variant === 'five-card' ? 2 : 1;
    // The seats' kinds come with presence, after the first deal's message.
    const deals = dealer === me ? 'you deal' : kinds.length ? `${lower(who(dealer))} deals` : `seat ${LETTERS[dealer]} deals`;
    note(`Deal ${dealNo}: ${deals}.`);
  }

  // The commitments this browser first saw, by table: { commitment, deal }, deal 0 when it
  // came before any card of the game was shown here (null until the first view says).
  function seenCommitments() {
    try {
      return JSON.parse(localStorage.getItem(SEEN)) ?? {};
    } catch {
      return {};
    }
  }
  function keepSeen(seen) {
    try {
      // Only the last few tables: a record is checked once its game is over.
      localStorage.setItem(SEEN, JSON.stringify(Object.fromEntries(Object.entries(seen).slice(-20))));
    } catch {
      // No storage: the commitment is this page's alone.
    }
  }

  // hello's commitment: the first this browser saw for the table is the one that counts.
  function noteCommitment(table, given) {
    const seen = seenCommitments();
    if (!seen[table]) {
      seen[table] = { commitment: given, deal: null };
      keepSeen(seen);
    }
    ({ commitment, deal: firstSeenDeal } = seen[table]);
    if (given !== commitment) {
      const fair = $('friend-fair');
      fair.hidden = false;
      fair.replaceChildren(Object.assign(document.createElement('p'), { className: 'fairness bad',
        textContent: `The server now gives the commitment ${given}, not the ${commitment} it gave this page first: ` +
          'the deal may not be fair.' }));
    }
  }

  // The first view after the first hello: whether any card of the game had been shown yet
  // (the first deal's discard, nothing laid away), or the deal it was.
  function noteFirstView(m) {
    if (firstSeenDeal !== null) return;
    const seen = seenCommitments();
    const before = m.deal <= 1 && ['deal', 'discard'].includes(m.stage) && m.discarded.length === 0;
    firstSeenDeal = before ? 0 : m.stage === 'over' ? -1 : m.deal;
    seen[tableId] = { commitment, deal: firstSeenDeal };
    keepSeen(seen);
  }

  const on = {
    hello(m) {
      me = m.side === 'spectator' ? null : LETTERS.indexOf(m.side);
      tableId = m.table;
      rules = m.rules;
      players = rules.players;
      sides = players === 4 ? 2 : players;
      if (boards.length !== sides) boards = Array.from({ length: sides }, () => ({ front: 0, rear: 0 }));
      area.dataset.table = tableId;
      area.dataset.seat = me === null ? 'spectator' : LETTERS[me];
      area.dataset.players = String(players);
      noteCommitment(tableId, m.commitment);
      retries = 0;
      connection = 'open';
      if (everOpen) {
        reconnects++;
        note('Connected again.');
      } else {
        note(`Table ${tableId}, ${rules.variant} to ${rules.target}: ` +
          `${me === null ? 'you are watching' : `you are seat ${LETTERS[me]}`}.`);
      }
      everOpen = true;
      buildSeats();
    },
    game(m) {
      dealer = m.dealer;
      setScores(m.scores);
    },
    deal(m) {
      if (m.deal !== dealNo) newDeal(m);
      setScores(m.scores);
    },
    view(m) {
      // All the seat knows now: the game as it stands, after a (re)connection.
      noteFirstView(m);
      stage = m.stage === 'cut' || m.stage === 'deal' ? 'discard' : m.stage;
      dealer = m.dealer;
      starter = m.starter;
      count = m.count;
      laid = m.discarded;
      hand = m.hand;
      held = m.held;
      if (m.deal !== dealNo) {
        dealNo = m.deal;
        shows = [];
        segments = [[]];
      }
      // The current count's cards; the earlier counts of the deal stay as the page had them.
      const current = segments.at(-1);
      const same = current.length === m.pile.length && current.every((e, i) => e.card === m.pile[i]);
      if (!same) {
        segments[segments.length - 1] = m.pile.map((card) => ({ seat: null, card }));
        shown = segments.flat().length;
      }
      if (m.shows.length > shows.length) {
        shows = m.shows.map((s) => ({ seat: s.seat, crib: s.crib, cards: s.cards, points: s.points }));
      }
      boards = m.boards.map((b) => ({ front: b.front, rear: b.rear }));
      scores = m.scores.slice();
      request = null;
      answered = null;
    },
    discard(m) {
      request = m;
      answered = null;
      hand = m.hand;
      layAway = m.lay_away;
      if (laid.length === 0) held = held.map(() => m.hand.length);
      chosen = new Set([...chosen].filter((c) => hand.includes(c)));
      stage = 'discard';
    },
    play(m) {
      request = m;
      answered = null;
      hand = m.hand;
      count = m.count;
      starter = m.starter;
      held = m.held;
      stage = 'play';
    },
    starter(m) {
      starter = m.card;
      stage = 'play';
      count = 0;
      // Every hand is laid away now: yours as kept, and the same number in each other hand.
      const kept = me !== null ? hand.length : rules?.variant === 'five-card' ? 3 : 4;
      held = held.map(() => kept);
      setScores(m.scores);
      if (m.heels) log(dealer, 'heels', `${cardName(m.card)} turned: two for his heels`, m.heels);
    },
    card(m) { played(m); },
    go(m) { played(m); },
    show(m) {
      stage = 'show';
      setScores(m.scores);
      shows.push({ seat: m.seat, crib: m.crib, cards: m.cards, points: m.points });
      log(m.seat, m.crib ? 'crib' : 'hand', `${m.cards.join(' ')} with ${starter}`, m.points);
    },
    end(m) {
      stage = 'over';
      setScores(m.scores);
      result = { winner: m.winner, value: m.value };
      stopped = true;
      request = null;
      note(resultText());
      fetchRecord();
    },
    bye() {
      stopped = true;
      if (stage === 'over' && !record) fetchRecord();
    },
    presence(m) {
      presence = m.seats;
      kinds = m.seats.map((s) => s.kind);
    },
    error(m) {
      refusal.textContent = `Refused: ${m.error}${/[.!?]$/.test(m.error) ? '' : '.'}`;
      // An answer refused changes nothing: the request stands.
      if (answered) {
        request = answered;
        answered = null;
        hand = request.hand;
      }
      if (m.retry_ms) retries = Math.max(0, BACKOFF.findIndex((ms) => ms >= m.retry_ms));
    },
  };

  // A card or a go, by any seat.
  function played(m) {
    const seg = segments.at(-1);
    seg.push({ seat: m.seat, card: m.card });
    if (m.card !== null) {
      held[m.seat] = Math.max(0, (held[m.seat] ?? 1) - 1);
      if (m.seat === me) hand = hand.filter((c) => c !== m.card);
    }
    // Your card or go answers the request you had, whichever connection it came by.
    if (m.seat === me) {
      request = null;
      answered = null;
    }
    count = m.count;
    setScores(m.scores);
    if (m.points > 0) {
      const what = m.card === null ? `${lower(who(m.seat))} said go at ${m.count}` : `${m.card} for ${m.count}`;
      log(m.scorer, m.card === null ? 'go' : 'play', what, m.points);
    }
    if (m.ends_count) {
      segments.push([]);
      count = 0;
    }
  }

  // -- answers ----------------------------------------------------------------------------

  function send(answer) {
    if (!ws || ws.readyState !== WebSocket.OPEN || !request) return;
    refusal.textContent = '';
    answered = request;
    request = null;
    ws.send(JSON.stringify(answer));
  }

  function layAwayChosen() {
    if (!request || request.type !== 'discard' || chosen.size !== layAway) return;
    laid = [...chosen];
    send({ discard: laid });
    hand = hand.filter((c) => !chosen.has(c));
    chosen = new Set();
    render();
  }

  // -- the record and its check -----------------------------------------------------------

  async function fetchRecord() {
    if (record || !tableId) return;
    record = { text: null };
    const fair = $('friend-fair');
    try {
      let res;
      // 409 while the game is not over where the record is kept: asked again a little later.
      for (let tries = 0; tries < 3; tries++) {
        if (tries) await new Promise((resolve) => setTimeout(resolve, 1000));
        res = await fetch(`/api/tables/${encodeURIComponent(tableId)}/record`, { cache: 'no-store' });
        if (res.status !== 409) break;
      }
      const text = await res.text();
      if (!res.ok) throw new Error(JSON.parse(text).error ?? `HTTP ${res.status}`);
      const rec = JSON.parse(text);
      // A page opened after the end got no end message: the record says who won.
      result ??= { winner: rec.result.winner, value: rec.result.value };
      const hex = await sha256Hex(`${rec.seed_hex}:${rec.fairness?.salt}`);
      const fairOk = hex === commitment && rec.fairness?.commitment === commitment;
      const report = crib.checkRecord(text);
      record = { text, fair: fairOk, hex, check: report };
    } catch (err) {
      record = { text: null, error: err.message };
    }
    fair.hidden = false;
    fair.replaceChildren();
    if (!record.text) {
      const text = `The record could not be fetched: ${record.error}.`;
      fair.append(Object.assign(document.createElement('p'), { className: 'error', textContent: text }));
      render();
      return;
    }
    const line = document.createElement('p');
    line.className = `fairness ${record.fair ? 'ok' : 'bad'}`;
    line.dataset.fair = String(record.fair);
    // When this browser first saw the commitment: before any card of the game, in a deal, or after the end.
    const when = firstSeenDeal === 0 ? 'before the game' : firstSeenDeal > 0 ? `in deal ${firstSeenDeal}` : 'after its end';
    const late = ` (this page first saw the game ${when}: it cannot say that the commitment came before the cards)`;
    line.textContent = record.fair
      ? (firstSeenDeal === 0 ? 'fair: the deal was committed to before the game'
        : `the seed and salt match the commitment${late}`)
      : `not fair: the SHA-256 of the seed and salt is ${record.hex}, but the commitment this page got ${when} was ${commitment}`;
    const checked = document.createElement('p');
    checked.className = `checked ${record.check.ok ? 'ok' : 'bad'}`;
    checked.textContent = record.check.ok
      ? `The record checks: libcrib replayed every card of its ${record.check.deal} deals from the seed, and every score.`
      : `The record does not check: ${record.check.describe()}`;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([record.text], { type: 'application/json' }));
    link.download = `crib-${tableId}.json`;
    link.className = 'download';
    link.textContent = 'Download the game’s record';
    const how = document.createElement('p');
    how.className = 'help';
    how.textContent = `Seed ${JSON.parse(record.text).seed_hex}; its commitment ${commitment}. ` +
      'crib check FILE replays the record, card by card.';
    fair.append(line, checked, link, how);
    render();
  }

  function resultText() {
    const { winner, value } = result;
    const name = sideName(winner);
    const verb = name === 'You' || players === 4 ? 'win' : 'wins';
    const others = boards.map((b, s) => ({ s, front: b.front })).filter(({ s }) => s !== winner).map(({ front }) => front);
    return `${name} ${verb}, ${boards[winner].front} to ${others.join(' and ')}` +
      `${value > 1 ? `; the game counts ${value}` : ''}.`;
  }

  // -- the connection ---------------------------------------------------------------------

  function open() {
    clearTimeout(retryTimer);
    retryTimer = null;
    const url = new URL('/ws', location.href);
    url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
    url.search = new URLSearchParams({ ...query, extra: '1' }).toString();
    connection = 'connecting';
    const socket = new WebSocket(url);
    ws = socket;
    let lastError = '';
    socket.addEventListener('message', (e) => {
      if (socket !== ws) return;
      let m;
      try {
        m = JSON.parse(e.data);
      } catch {
        return;
      }
      if (m.type === 'error') lastError = m.error;
      if (m.type in on) on[m.type](m);
      render();
    });
    socket.addEventListener('close', (e) => {
      if (socket !== ws) return;
      ws = null;
      // The server asks again once connected: until then there is nothing to answer.
      request = null;
      answered = null;
      // 1008: the server refused this connection (a bad token, another tab took the seat, too
      // many messages): connect again only when asked to.
      if (stopped || e.code === 1008) {
        connection = 'stopped';
        if (!stopped && lastError) refusal.textContent = `The server closed the connection: ${lastError}.`;
        stopped = true;
        if (stage === 'over' && !record) fetchRecord();
      } else {
        connection = 'lost';
        const wait = BACKOFF[Math.min(retries, BACKOFF.length - 1)];
        retries++;
        retryTimer = setTimeout(open, wait);
        if (everOpen) note(`Connection lost: connecting again in ${wait / 1000} s.`);
      }
      render();
    });
    render();
  }

  function start(q) {
    close();
    query = q;
    stopped = false;
    everOpen = false;
    reconnects = 0;
    retries = 0;
    tableId = null;
    me = null;
    kinds = [];
    presence = [];
    dealNo = 0;
    boards = [];
    result = null;
    record = null;
    shows = [];
    lastShows = { deal: 0, list: [] };
    $('friend-log').replaceChildren();
    $('friend-fair').hidden = true;
    $('friend-result').hidden = true;
    refusal.textContent = '';
    area.hidden = false;
    open();
  }

  function close() {
    clearTimeout(retryTimer);
    stopped = true;
    if (ws) {
      const socket = ws;
      ws = null;
      socket.close(1000);
    }
  }

  // -- rendering --------------------------------------------------------------------------

  function buildSeats() {
    const others = Array.from({ length: players }, (_, p) => p).filter((p) => p !== me);
    $('friend-others').replaceChildren(...others.map((p) => {
      const div = document.createElement('div');
      div.className = `seat bot side-${sideOf(p)}`;
      div.id = `friend-seat-${p}`;
      div.dataset.seat = LETTERS[p];
      div.innerHTML = '<h3><span class="name"></span> <span class="role"></span> <span class="presence"></span></h3>' +
        '<div class="hand"></div>';
      return div;
    }));
    $('friend-you').hidden = me === null;
  }

  const roleOf = (p) => (p === dealer ? '(dealer)' : players === 2 ? '(pone)' : '');

  // Whether a seat is connected, thinking (the table waits for it), or away, in words.
  function presenceOf(p) {
    const s = presence[p];
    if (!s) return { key: 'unknown', text: '' };
    if (s.kind !== 'human') return { key: s.thinking ? 'thinking' : 'bot', text: s.thinking ? 'thinking…' : `${s.kind} bot` };
    if (s.bot) return { key: 'bot', text: `away: the ${s.bot} bot plays` };
    if (!s.connected) return { key: 'away', text: s.thinking ? 'away; the table waits' : 'away' };
    return { key: s.thinking ? 'thinking' : 'connected', text: s.thinking ? 'thinking…' : 'connected' };
  }

  function render() {
    if (area.hidden) return;
    const yourTurn = request !== null && request.type === 'play';
    const discarding = request !== null && request.type === 'discard';
    const waitingFor = presence.filter((s) => s.thinking).map((s) => s.seat);
    area.dataset.phase = stage === 'over' ? 'over' : discarding ? 'discard' : stage === 'discard' ? 'laid' : stage;
    area.dataset.turn = yourTurn ? 'you' : waitingFor.map((p) => LETTERS[p]).join('');
    area.dataset.connection = connection;
    area.dataset.deal = String(dealNo);

    // The connection, in a line.
    connEl.dataset.state = connection === 'stopped' && stage === 'over' ? 'over' : connection;
    connEl.textContent = {
      connecting: everOpen ? 'Connecting again…' : 'Connecting to the table…',
      open: `Connected: table ${tableId}, ${me === null ? 'watching' : `seat ${LETTERS[me]}`}.`,
      lost: `The connection dropped: connecting again (try ${retries}).`,
      stopped: stage === 'over' ? `The game is over: table ${tableId}.` : 'Not connected.',
      none: '',
    }[connection];
    reconnectButton.hidden = !(connection === 'stopped' && stage !== 'over' && query);

    const names = sideNames();
    if (boards.length) updateBoard(boards, names, { ladder: rules?.ladder ?? 'none', target: rules?.target ?? 121 });
    $('friend-scores').replaceChildren(...boards.map(({ front, rear }, side) => {
      const span = document.createElement('span');
      span.className = `side-${side}`;
      span.textContent = `${names[side]} ${front}`;
      const last = document.createElement('small');
      last.textContent = front > rear ? ` (+${front - rear})` : '';
      span.append(last);
      return span;
    }));

    // Your cards: in the discard to choose, at your turn to play, else to look at.
    $('friend-role').textContent = me === null ? '' : roleOf(me);
    handEl.replaceChildren();
    const legal = new Set(yourTurn ? request.legal : []);
    const yourShow = shows.find((s) => s.seat === me && !s.crib);
    for (const c of hand.length || discarding || yourTurn ? hand : yourShow?.cards ?? []) {
      if (discarding || yourTurn) {
        const b = face(c, 'button');
        b.type = 'button';
        if (discarding) {
          b.setAttribute('aria-pressed', String(chosen.has(c)));
          b.addEventListener('click', () => {
            if (chosen.has(c)) chosen.delete(c);
            else if (chosen.size < layAway) chosen.add(c);
            render();
          });
        } else {
          if (!legal.has(c)) b.classList.add('dim');
          b.addEventListener('click', () => {
            send({ card: c });
            render();
          });
        }
        handEl.append(b);
      } else {
        const chip = face(c);
        handEl.append(chip);
      }
    }

    // The other seats: their presence, and their cards face down until shown.
    const shownHands = new Map(shows.filter((s) => !s.crib).map((s) => [s.seat, s.cards]));
    for (let p = 0; p < players; p++) {
      if (p === me) continue;
      const div = $(`friend-seat-${p}`);
      if (!div) continue;
      div.querySelector('.name').textContent = who(p);
      div.querySelector('.role').textContent = roleOf(p);
      const badge = div.querySelector('.presence');
      const pres = presenceOf(p);
      badge.textContent = pres.text;
      badge.dataset.presence = pres.key;
      div.dataset.presence = pres.key;
      const h = div.querySelector('.hand');
      h.replaceChildren();
      if (shownHands.has(p)) h.append(row(shownHands.get(p)));
      else for (let i = 0; i < (held[p] ?? 0); i++) h.append(back());
    }

    // The starter, the crib, the count and the pile.
    $('friend-starter').replaceChildren(starter ? face(starter) : back());
    if (dealer !== null) $('friend-crib-label').textContent = `${dealer === me ? 'Your' : `${who(dealer)}’s`} crib`;
    const cribShow = shows.find((s) => s.crib);
    $('friend-crib').replaceChildren(cribShow ? row(cribShow.cards) : back());
    $('friend-count').textContent = String(count);
    const pile = $('friend-pile');
    pile.replaceChildren();
    let index = 0;
    segments.forEach((seg, i) => {
      const line = document.createElement('div');
      line.className = i === segments.length - 1 && stage === 'play' ? 'segment current' : 'segment';
      for (const { seat, card } of seg) {
        const item = document.createElement('span');
        item.className = `played side-${seat === null ? 'x' : sideOf(seat)}`;
        if (index++ >= shown) item.classList.add('new');
        const go = Object.assign(document.createElement('span'), { className: 'go', textContent: 'go' });
        item.append(card === null ? go : face(card));
        if (seat !== null) {
          const by = document.createElement('span');
          by.className = 'by';
          by.textContent = seat === me ? 'you' : LETTERS[seat];
          item.append(by);
        }
        line.append(item);
      }
      if (seg.length) pile.append(line);
    });
    shown = index;

    // What to do now, and whose turn it is.
    discardButton.hidden = !discarding;
    discardButton.disabled = chosen.size !== layAway;
    if (dealer !== null) discardButton.textContent = `Lay away to ${whose(dealer)} crib`;
    const thinking = waitingFor.filter((p) => p !== me).map((p) => who(p));
    const waits = thinking.length ? `Waiting for ${thinking.map(lower).join(' and ')}.` : '';
    let todo;
    if (stage === 'over') todo = '';
    else if (connection !== 'open') todo = '';
    else if (discarding) {
      todo = `Choose ${layAway === 1 ? 'a card' : `${layAway} cards`} to lay away to ${whose(dealer)} crib ` +
        `(${chosen.size} of ${layAway}).`;
    }
    else if (yourTurn) todo = 'Your turn: tap a card to play (your go is said for you).';
    else if (answered) todo = 'Sent…';
    else todo = waits;
    prompt.textContent = todo;

    // The result at the end.
    const res = $('friend-result');
    res.hidden = result === null;
    if (result) {
      res.textContent = resultText();
      res.dataset.winner = me !== null && result.winner === sideOf(me) ? 'you' : 'other';
      res.dataset.winnerSide = String(result.winner);
    }

    // The shows of this deal, or of the last one until this deal's begin.
    const showing = shows.length ? { deal: dealNo, list: shows } : lastShows;
    const box = $('friend-shows');
    box.replaceChildren(...showing.list.map((s) => showBox(s, showing.deal === dealNo ? starter : null)));
    if (request && request !== scrolledFor) {
      scrolledFor = request;
      keepInView();
    }
    area.dispatchEvent(new Event('render'));
  }

  // At each request your cards come into view if they are not, the board too when it fits.
  function keepInView() {
    const seat = $('friend-you');
    const inView = (el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    };
    if (area.closest('[hidden]') || inView(seat)) return;
    area.querySelector('.board-area').scrollIntoView({ block: 'start' });
    if (!inView(seat)) seat.scrollIntoView({ block: 'end' });
  }

  // A show: the cards and the starter, and the count item by item by the library, which
  // must say what the server said.
  function showBox(s, withStarter) {
    const div = document.createElement('div');
    div.className = `show side-${sideOf(s.seat)}`;
    const h = document.createElement('h4');
    h.textContent = `${s.seat === me ? 'Your' : `${who(s.seat)}’s`} ${s.crib ? 'crib' : 'hand'}: ${s.points}`;
    const cards = row(s.cards);
    div.append(h, cards);
    if (withStarter) {
      const st = face(withStarter);
      st.classList.add('starter');
      cards.append(st);
      try {
        const score = crib.score(s.cards, withStarter, { crib: s.crib, fiveCard: s.cards.length === 3 });
        if (score.total === s.points) {
          div.append(announcement(score));
          if (score.items.length) div.append(itemsTable(score));
        }
      } catch {
        // A count the library cannot redo here: the server's points stand alone.
      }
    }
    return div;
  }

  discardButton.addEventListener('click', layAwayChosen);
  reconnectButton.addEventListener('click', () => {
    stopped = false;
    retries = 0;
    refusal.textContent = '';
    open();
  });
  window.addEventListener('online', () => {
    if (connection === 'lost') open();
  });

  return {
    connect: (token) => start({ token }),
    watch: (table) => start({ table }),
    close,
    /** Closes the connection as a network failure would: the page connects again. */
    drop() {
      ws?.close(4000, 'dropped by the self-test');
    },
    state: () => ({
      connection, reconnects, stage, tableId, seat: me, turn: area.dataset.turn, record,
      request: request?.type ?? null,
    }),
  };
}
