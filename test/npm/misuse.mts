// SPDX-License-Identifier: MIT
// Misuses of the npm package libcrib that its declarations must refuse: test/npm.sh
// expects `tsc --strict --noEmit` to report exactly the lines marked "error".
import { constants, load } from 'libcrib';

const crib = await load();
crib.score('5h 5d 5c Js', '5s', 1);                         // error: a number is not a crib option
crib.score('5h 5d 5c Js', '5s', { Crib: true });            // error: no option Crib
const total: string = crib.score('5h 5d 5c Js', '5s').total;   // error: total is a number
crib.discardAnalyze('5h 5d 5c Js 2c 9h', {});                 // error: dealer must be said
new crib.Game(crib.gameRules(), 0).peg(0, 1, 'nobs');         // error: no reason is named nobs
const stage: 'over' = constants.STAGE_OVER;                   // error: the stage is a number
crib.cribTable();                                             // error: discardTable since 1.0.0
crib.maskScoreMany([1n], new Uint8Array(1));                  // error: the masks are a BigUint64Array
new crib.Match(2, { pub: 1 });                                // error: pub is true or false
crib.gameRules('six-card', { options: ['overclaim'] });       // error: no option overclaim since issue 14
new crib.Deal(crib.gameRules(), 1).rectify(0, 'redeal');      // error: the choices are 'peg' and 'new-deal'
crib.botPlay(new crib.Deal(crib.gameRules(), 1).view(0), { level: 'hard' });  // error: the levels are easy, strong and expert
new crib.Arena({ a: 'medium' });                              // error: no side is named medium
crib.winChance(121, 0, 0, { dealer: 1 });                     // error: dealer is true or false
crib.score('5h 5d 5c', '5s', { fiveCard: 'yes' });          // error: fiveCard is true or false
crib.maskScore('5h 5d 5c', '5s', { fiveCard: true });       // error: the fast evaluator takes the mask's count
const win: number = crib.advise(new crib.Deal(crib.gameRules(), 1).view(0)).entries[0].win;  // error: win may be null
crib.advise(new crib.Deal(crib.gameRules(), 1).view(0)).entries[0].cards.push('5h');  // error: the advice is frozen
crib.replayRecord('{}', { decisions: 'all' });             // error: decisions is a number or null
export { total, stage, win };
