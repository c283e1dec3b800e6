// SPDX-License-Identifier: MIT
// A TypeScript program using the npm package libcrib as a user would, for test/npm.sh:
// `tsc --strict --noEmit` must accept it, which checks libcrib.d.mts against real use.
import { CribError, codes, constants, load, names } from 'libcrib';
import type { Card, DealEvent, Libcrib, Play, Result, Score, Stage } from 'libcrib';

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
