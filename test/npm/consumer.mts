// SPDX-License-Identifier: MIT
// A TypeScript program using the npm package libcrib as a user would, for test/npm.sh:
// `tsc --strict --noEmit` must accept it, which checks libcrib.d.mts against real use.
import { CribError, codes, constants, load, names } from 'libcrib';
import type { History, RecordReport, Replay, Advice, AdviceEntry, ArenaBot, ArenaEvent, ArenaEventKind, ArenaRequest, ArenaSummary, BotLevelName,
              CardText, Tally, View, WinChance } from 'libcrib';
import type { Card, Claim, ClaimedEvent, DealEvent, DealStatus, Holder, Libcrib, OptionName, Play, PlayEvent, Result,
              Score, Show, Stage } from 'libcrib';

const crib: Libcrib = await load();
const s: Score = crib.score('5h 5d 5c Js', '5s');
const total: number = s.total + crib.score(['Ah', 5, 9n, 'Kc'], 'Qh', true).total;
const kinds: string[] = s.items.map((it) => it.kind);
const asCrib = crib.maskScore(crib.maskFromCards('5h 5d 5c Js'), 19n, { crib: true });
const starters: (number | null)[] = crib.maskScoreStarters('5h 5d 5c Js');
const [best] = crib.discardAnalyze('5h 5d 5c Js 2c 9h', { dealer: true });
const mean: number = best.hand.mean + crib.discardExpect(best.discard).mean + crib.handExpect(best.keep, 0n).mean;
const table = crib.discardTable().filter((e) => e.suited && e.ranks[0] === 'A');
const thirtyOne: number = crib.pegScore('Kc Qc 10c Ac').thirtyOne;
const over: Stage = constants.STAGE_OVER;
const phaseName: 'show-hand' = names.phase[constants.PHASE_SHOW_HAND];

const play: Play = new crib.Play(2, ['Kc Kd 2c 2d', crib.maskFromCards('9h 8h 7h 6h')], 0, { fiveCard: false });
while (play.turn !== null) {
  const legal = play.legal(play.turn);
  const card: Card | null = crib.botPlay(play, play.turn);
  if (card === null) play.go(play.turn);
  else play.play(play.turn, legal.includes(card) ? card : legal[0]);
}

const deal = new crib.Deal(crib.gameRules('six-card', { ladder: 'skunk' }), 16n);
let last: DealEvent | null = null;
while (deal.stage !== over) {
  const dealer = deal.start();
  const status = deal.status();
  status.hands.forEach((dealt, p) => deal.discard(p, crib.botDiscard(dealt, status.discard, { dealer: p === dealer })));
  deal.cut();
  while (deal.stage === constants.STAGE_PLAY) {
    const state = deal.play();
    const turn = state.turn ?? 0;
    const card = crib.botPlay(state, turn);
    last = card === null ? deal.playGo(turn) : deal.playCard(turn, card);
  }
  while (deal.stage === constants.STAGE_SHOW) deal.show();
}
const result: Result = deal.game().result();
const match = new crib.Match(2, { loserDeals: true });
const game = new crib.Game({ ...crib.gameRules(), target: 5 }, 0);
game.peg(1, 5, 'play');
match.record(game);
const rng = new crib.Rng(42n);
const below: number = rng.below(2n ** 32n) + rng.below(6);
let code = 0;
try {
  crib.parseCard('5x');
} catch (e) {
  if (e instanceof CribError) code = e.code;
}
console.log(total, kinds.length, asCrib, starters.length, mean > 0, table.length, thirtyOne, phaseName,
            result.levels, last?.pegged, match.standing().wins, below >= 0, code === codes.EPARSE, crib.textMax);

// Issue 14: the rules' options by name, failure to play, claims, the cuts, irregularities.
const masks = new BigUint64Array([crib.maskFromCards('5h 5d 5c Js')]);
const many: Uint8Array = crib.maskScoreMany(masks, Uint8Array.of(19), { crib: false });
const grid: Uint8Array = crib.maskScoreStartersMany(masks, true);
let index: number | undefined;
try {
  crib.maskScoreMany(new BigUint64Array(1), new Uint8Array(1));
} catch (e) {
  if (e instanceof CribError) index = e.index;
}
const failing = new crib.Play(2, ['5c 6c', 'Kd Qd'], 0, { failure: true, failureEach: true });
const failed: PlayEvent = failing.go(0);
const dead: string[] = failing.dead();
const picked: OptionName[] = ['muggins', 'muggins-play', 'overpeg', 'exact', 'exact-items'];
const strict = new crib.Game(crib.gameRules('six-card', { options: picked }), 0);
const fromPlay: Claim = strict.claimPlay(new crib.Play(2, ['5c', 'Kd'], 0).play(0, '5c'), { claimed: null });
const shown: Claim = strict.claimScore(1, crib.score('5h 5d 5c Js', '5s'), { claimed: 28 });
const penalty: number = strict.overpeg(0, 0) + strict.opponent(1);
const four = crib.gameRules('four', { peggers: [0, 1], options: constants.OPT_CUT_TENS_EQUAL | constants.OPT_FAILURE });
const driven = new crib.Deal(four, 3n, null);
driven.startCut(constants.CUT_MIN);
const crib4: Holder = 'crib';
const held: number = driven.miscount(crib4, 1) + driven.miscount(0, -1);
const status: DealStatus = driven.status();
status.hands.forEach((dealt, p) => driven.discard(p, dealt.slice(0, status.discard)));
const pegged: number = driven.rectify(0, 'peg') + driven.rectify('crib', constants.RECTIFY_PEG, driven.status().crib.slice(0, 1));
const { starter } = driven.cutAt(driven.stock().length - constants.CUT_MIN);
const state = driven.play();
const claimed: ClaimedEvent = driven.playClaim(state.turn ?? 0, crib.botPlay(state, state.turn ?? 0), 0);
const fixed: number = driven.correct(claimed.player) + driven.overpeg(0);
const pub = new crib.Match(2, { pub: true }).standing();
const firstDealer: number = result.firstDealer + result.players;
console.log(many[0], grid.length, index, failed.penalty, failed.penaltyTo, dead, shown.pegged, fromPlay.missed, penalty,
            held, status.wrong, status.unpegged, pegged, starter, claimed.claim.missed, fixed, pub.pub, pub.players,
            firstDealer, names.holder[4], names.rectify[constants.RECTIFY_NEW_DEAL]);

// The rules a referee still needs: the claimant's order, no cutting's forfeit, a hand let stand.
const ordered: Claim = strict.claimItems(1, crib.score('Ac 2d 3h 9s', '9c'), [2, 0, 1, 3], { claimed: null });
const forfeited = new crib.Deal(crib.gameRules('six-card', { options: ['no-cut', 'let-stand'] }), 9n, 0);
const taker: number = forfeited.forfeit();
forfeited.miscount(1, -1);
forfeited.status().hands.forEach((dealt, p) => forfeited.discard(p, dealt.slice(0, 2)));
const stood: number = forfeited.rectify(1, 'stand');
const stands: number[] = forfeited.status().stands;
forfeited.cut();
while (forfeited.stage === constants.STAGE_PLAY) {
  const now = forfeited.play();
  forfeited.playClaim(now.turn ?? 0, crib.botPlay(now, now.turn ?? 0));
}
const items = forfeited.copy().show().score.items;
const inOrder: Show = forfeited.showItems(items.map((_, i) => items.length - 1 - i), null);
console.log(ordered.pegged, taker, stood, stands, inOrder.cards, names.rectify[constants.RECTIFY_STAND]);

// Issue 13: bot levels from a view, the chance to win, the arena with a bot in TypeScript.
const viewed = new crib.Deal(crib.gameRules(), 5n);
viewed.start();
const view: View = viewed.view(0);
const level: BotLevelName = names.bot[constants.BOT_STRONG];
const laid: CardText[] = crib.botDiscard(view, { level, seed: 3n });
const chance: WinChance = crib.winChance(121, 100, 90, { dealer: true });
const mine: ArenaBot = (req: ArenaRequest) => (req.kind === 'discard' ? crib.botDiscard(req.view, { level: 'easy' })
  : crib.botPlay(req.view, { level: constants.BOT_EASY, seed: req.deal }));
const arena = new crib.Arena({ a: mine, b: 'strong', games: 2, seed: 9, single: true, start: [100, 100] });
const { tally, summary }: { tally: Tally; summary: ArenaSummary } = arena.run();
const next: ArenaEvent = new crib.Arena({ a: 'caller' }).next({ events: true });
const kind: ArenaEventKind = next.kind;
const sum: Tally = crib.tallyAdd(tally, tally);
console.log(laid, chance.win, tally.games, summary.winA95[0], crib.tallySummary(sum).points.aDealer.total95, kind,
            next.view?.legal, names.event[constants.EVENT_DONE]);
// One behaviour in every language: a hand of 3 asked for by name, View.layAway, the
// summary camelCased with 1.0's names kept (deprecated).
const three: number = crib.score('5h 5d 5c', '5s', { fiveCard: true }).total + view.layAway;
const old: number = summary.win_a + summary.points.b_pone.total_95 + summary.play_diff.dealer_95;
console.log(three, old, summary.playDiff.pone95);
// Issue 21: the expert bot's advice on every choice of a view.
const advice: Advice = crib.advise(view);
const top: AdviceEntry = advice.entries[0];
const chanceOrNone: number | null = top.win;
const sameAsBot: boolean = top.cards.join() === crib.botDiscard(view, { level: constants.BOT_EXPERT }).join();
console.log(advice.kind, top.points + top.hand + top.crib + top.peg, chanceOrNone ?? 'no table', sameAsBot);
// Issue 22: game records, given deals and the history's views.
const given = new crib.Deal(crib.gameRules(), 1n, 0);
const givenDealer: number = given.startGiven(['5h 5d 5c Js 2c 9h', 0xfc0n], null);
const record: RecordReport = crib.checkRecord(new TextEncoder().encode('{}'));
const replay: Replay = crib.replayRecord('{}', { decisions: 3 });
const history: History = new crib.History();
history.update(given);
const seen: View = given.view(0, { history });
const words: string = record.describe();
console.log(givenDealer, record.ok, record.score, replay.report.code, history.discard(0), seen.discard, words);
