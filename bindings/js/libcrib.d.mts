// SPDX-License-Identifier: MIT
// TypeScript declarations of libcrib.mjs, the JavaScript binding of libcrib. The constants,
// and the names of each group of them, are derived from layout.d.mts, which
// tools/gen_layout.c writes from include/crib.h: nothing here repeats a value of crib.h.
// They use the DOM's or node's types for URL and WebAssembly.Module.
import type { CONSTANTS } from './layout.mjs';

type Header = typeof CONSTANTS;
type Kebab<S extends string> = S extends `${infer A}_${infer B}` ? `${Lowercase<A>}-${Kebab<B>}` : Lowercase<S>;
/** The values of a group of constants: ValueOf<'STAGE'> is 0 | 1 | 2 | 3 | 4 | 5. */
type ValueOf<G extends string> = { [K in keyof Header]: K extends `CRIB_${G}_${string}` ? Header[K] : never }[keyof Header];
/** The names of a group's values: NameOf<'PHASE'> is 'start' | 'heels' | ... | 'show-crib'. */
type NameOf<G extends string> = { [K in keyof Header]: K extends `CRIB_${G}_${infer N}` ? Kebab<N> : never }[keyof Header];
/** A group's values mapped to their names. */
type NamesOf<G extends string> = {
  readonly [K in keyof Header as K extends `CRIB_${G}_${string}` ? Header[K] & number : never]:
    K extends `CRIB_${G}_${infer N}` ? Kebab<N> : never;
};
type Unprefixed = { readonly [K in keyof Header as K extends `CRIB_${infer N}` ? N : never]: Header[K] };
type CodeName<N> = N extends 'OK' ? N : N extends `${string}_${string}` ? never : N extends `E${string}` ? N : never;

/** Every constant of crib.h, named without CRIB_: constants.STAGE_OVER is 5. */
export declare const constants: Unprefixed;
/** The return codes: codes.OK and the E* codes (codes.EDUP is -3). */
export declare const codes: { readonly [K in keyof Unprefixed as CodeName<K>]: Unprefixed[K] };
/** The names of each group's values, as `crib --json` prints them: names.reason[3] is 'play'. */
export declare const names: {
  readonly item: NamesOf<'ITEM'>;
  readonly phase: NamesOf<'PHASE'>;
  readonly reason: NamesOf<'REASON'>;
  readonly level: NamesOf<'LEVEL'>;
  readonly stage: NamesOf<'STAGE'>;
  readonly variant: NamesOf<'VARIANT'>;
  readonly ladder: NamesOf<'LADDER'>;
  readonly option: NamesOf<'OPT'>;
};

export type Code = (typeof codes)[keyof typeof codes];
export type ItemKind = NameOf<'ITEM'>;
export type Phase = NameOf<'PHASE'>;
export type Reason = ValueOf<'REASON'>;
export type ReasonName = NameOf<'REASON'>;
export type Level = NameOf<'LEVEL'>;
export type Stage = ValueOf<'STAGE'>;
export type Variant = ValueOf<'VARIANT'>;
export type VariantName = NameOf<'VARIANT'>;
export type Ladder = ValueOf<'LADDER'>;
export type LadderName = NameOf<'LADDER'>;

/** An integer argument: a Number or a BigInt. */
export type Int = number | bigint;
/** A card: its text ('5h', '10S', 'J♠') or its id, rank * 4 + suit (0..51). */
export type Card = string | Int;
/** Cards: a text of cards separated by spaces or commas, or a list of cards. */
export type Cards = string | Iterable<Card>;
/** A set of cards: a mask (bit `id` for each card; a BigInt, or a Number below 2^53) or cards. */
export type CardSet = bigint | number | Cards;
/** A card in a result: its text, such as '5h' or '10s'. */
export type CardText = string;
/** Where load() finds libcrib.wasm: a path or URL, the file's bytes, or a compiled module. */
export type WasmSource = string | URL | ArrayBuffer | ArrayBufferView | WebAssembly.Module;

/** A failure reported by libcrib: code is the CRIB_E* code, message its sentence. */
export declare class CribError extends Error {
  constructor(code: number, message: string);
  readonly code: number;
}

/**
 * Instantiates libcrib.wasm: the source given, or else libcrib.wasm beside the module (as
 * the npm package has it), or else the source tree's build/wasm/libcrib.wasm. Rejects when
 * the wasm's structures are not the sizes layout.mjs gives.
 */
export declare function load(source?: WasmSource): Promise<Libcrib>;

/** The third argument of the score functions: true (as Python's crib=True) or { crib: true }
 *  scores a crib. */
export type CribOption = boolean | { crib?: boolean };

export interface ScoreItem {
  kind: ItemKind;
  points: number;
  cards: CardText[];
  /** Positions in the hand (0..3), 'starter' for the starter. */
  positions: (number | 'starter')[];
}

/** What `crib score --json` prints. */
export interface Score {
  hand: CardText[];
  starter: CardText;
  crib: boolean;
  total: number;
  fifteens: number;
  runs: number;
  pairs: number;
  flush: number;
  nobs: number;
  heels: number;
  items: ScoreItem[];
  announcement: string;
}

/** An exact expectation over every case: sum / count is mean. */
export interface Expect {
  sum: number;
  count: number;
  min: number;
  max: number;
  mean: number;
}

export interface Keep {
  keep: CardText[];
  discard: CardText[];
  hand: Expect;
  crib: Expect;
  /** hand + crib for the dealer, hand - crib for the pone. */
  value: number;
}

export interface PairValue {
  ranks: [string, string];
  suited: boolean;
  sum: number;
  mean: number;
}

export interface PegItem {
  kind: ItemKind;
  points: number;
  cards: CardText[];
}

/** What `crib peg --json` prints for a card. */
export interface Peg {
  total: number;
  count: number;
  fifteen: number;
  thirtyOne: number;
  pairs: number;
  run: number;
  go: number;
  items: PegItem[];
}

/** One card or go of a play; null stands for none. */
export interface PlayEvent {
  player: number;
  card: CardText | null;
  points: number;
  scorer: number | null;
  side: number | null;
  count: number;
  reset: boolean;
  over: boolean;
  next: number | null;
  items: PegItem[];
  pegged: null;
}

/** A deal's event also says what the game pegged, which its rules may cut short. */
export interface DealEvent extends Omit<PlayEvent, 'pegged'> {
  pegged: number;
}

/** The play engine; its state lives in the object, copied through wasm memory per call. */
export interface Play {
  copy(): Play;
  /** The player who must play or say go; null when the play is over. */
  readonly turn: number | null;
  readonly count: number;
  readonly over: boolean;
  /** The cards played since the count last began, in order. */
  readonly pile: CardText[];
  hand(player: Int): CardText[];
  /** The cards the player may play now: none off turn, and none on turn means go. */
  legal(player: Int): CardText[];
  points(player: Int): number;
  play(player: Int, card: Card): PlayEvent;
  go(player: Int): PlayEvent;
}

export interface PlayConstructor {
  new (players: Int, hands: Iterable<CardSet>, leader: Int, options?: { fiveCard?: boolean }): Play;
  /** A copy of another play. */
  new (other: Play): Play;
  readonly prototype: Play;
}

/** crib_game_rules, camelCased, as gameRules() returns them. */
export interface GameRules {
  variant: Variant;
  target: number;
  options: number;
  ladder: Ladder;
  lurchValue: number;
  skunkValue: number;
  doubleSkunkValue: number;
  tripleSkunkValue: number;
}

/** Rules as the Game and Deal take them: variants and ladders also by name. */
export interface GameRulesInput {
  variant: Int | VariantName;
  target: Int;
  options: Int;
  ladder: Int | LadderName;
  lurchValue: Int;
  skunkValue: Int;
  doubleSkunkValue: Int;
  tripleSkunkValue: Int;
}

/** Who won, in which phase and how: the result of `crib game --json`, with over added. */
export interface Result {
  over: boolean;
  winner: number | null;
  player: number | null;
  phase: Phase | null;
  reason: ReasonName | null;
  /** By side. */
  scores: number[];
  levels: Level[];
  values: number[];
  /** What the winner gains. */
  value: number;
}

export interface Claim {
  player: number;
  opponent: number;
  claimed: number;
  actual: number;
  missed: number;
  overClaimed: number;
  pegged: number;
  muggins: number;
  penalty: number;
  ended: boolean;
}

export interface Board {
  /** The score. */
  front: number;
  /** The score before the side's last peg. */
  rear: number;
}

/** A game's board and its strict order of scoring. */
export interface Game {
  copy(): Game;
  /** Passes the deal to the left; returns the new dealer. */
  nextDeal(): number;
  /** Pegs points for the player's side; returns the points pegged. */
  peg(player: Int, points: Int, reason: Int | ReasonName): number;
  /** Pegs a shown hand (or the crib) of true total `actual` from the claim (null or
   *  absent: the true total). */
  claim(player: Int, actual: Int, options?: { claimed?: Int | null; crib?: boolean }): Claim;
  readonly over: boolean;
  readonly players: number;
  readonly dealer: number;
  /** The deals begun: 1 at the start, one more for each nextDeal(). */
  readonly deals: number;
  board(side: Int): Board;
  side(player: Int): number;
  result(): Result;
}

export interface GameConstructor {
  new (rules: GameRulesInput, dealer: Int): Game;
  readonly prototype: Game;
}

/** crib_match_standing: wins and values by side are empty until the first game. */
export interface Standing {
  over: boolean;
  winner: number | null;
  games: number;
  winsNeeded: number;
  loserDeals: boolean;
  wins: number[];
  values: number[];
  /** The next game's first dealer; null: cut for it. */
  nextDealer: number | null;
}

export interface Match {
  /** Records a finished game; returns true when the match is over. */
  record(game: Game): boolean;
  standing(): Standing;
  readonly games: number;
  readonly wins: number[];
  readonly values: number[];
  readonly nextDealer: number | null;
  readonly winner: number | null;
  readonly over: boolean;
}

export interface MatchConstructor {
  new (winsNeeded?: Int, options?: { loserDeals?: boolean }): Match;
  readonly prototype: Match;
}

/** The deal driver's SplitMix64 generator. */
export interface Rng {
  /** The 64-bit state. */
  state: bigint;
  next(): bigint;
  /** A uniform number in 0 .. n-1 for n from 1 to 2^32. */
  below(n: Int): number;
  /** The 52 card ids in the order of a fresh shuffle. */
  shuffle(): number[];
}

export interface RngConstructor {
  new (seed?: Int): Rng;
  readonly prototype: Rng;
}

/** crib_deal_status: where a deal stands. */
export interface DealStatus {
  stage: Stage;
  players: number;
  dealt: number;
  discard: number;
  kept: number;
  dealer: number;
  deal: number;
  starter: CardText | null;
  nextShow: number | null;
  nextIsCrib: boolean;
  /** The cards cut for the first deal (null where the first dealer was given). */
  firstCut: (CardText | null)[];
  /** Each player's cards: as dealt until they discard, then the kept hand. */
  hands: CardText[][];
  crib: CardText[];
}

export interface Cut {
  starter: CardText;
  heels: number;
}

export interface Show {
  player: number;
  crib: boolean;
  cards: CardText[];
  starter: CardText;
  claim: Claim;
  score: Score;
}

/** A whole game driven deal by deal from a seed. */
export interface Deal {
  copy(): Deal;
  /** Shuffles and deals; returns the dealer. */
  start(): number;
  discard(player: Int, cards: Cards): void;
  /** Turns the starter and pegs heels. */
  cut(): Cut;
  /** A copy of the deal's play, to ask whose turn it is and what is legal. */
  play(): Play;
  playCard(player: Int, card: Card): DealEvent;
  playGo(player: Int): DealEvent;
  /** The next show in order, its player claiming `claimed` (null or absent: the true total). */
  show(claimed?: Int | null): Show;
  status(): DealStatus;
  readonly stage: Stage;
  /** A copy of the deal's game. */
  game(): Game;
}

export interface DealConstructor {
  /** firstDealer null or absent: cut for the first deal. */
  new (rules: GameRulesInput, seed: Int, firstDealer?: Int | null): Deal;
  readonly prototype: Deal;
}

/** An instance of libcrib.wasm, as load() gives it. */
export interface Libcrib {
  parseCard(text: string): number;
  formatCard(card: Card): CardText;
  parseHand(text: string): number[];
  formatHand(cards: Cards): string;
  makeCard(rank: Int, suit: Int): number;
  rank(card: Card): number;
  suit(card: Card): number;
  value(card: Card): number;
  heels(starter: Card): number;
  maskFromCards(cards: Cards): bigint;
  maskToCards(mask: bigint | number): number[];
  maskCount(mask: bigint | number): number;
  score(hand: Cards, starter: Card, crib?: CribOption): Score;
  strerror(code: Int): string;
  maskScore(hand: CardSet, starter: Card, crib?: CribOption): number;
  /** Indexed by card id; null for the hand's own cards. */
  maskScoreStarters(hand: CardSet, crib?: CribOption): (number | null)[];
  handExpect(hand: CardSet, dead?: CardSet): Expect;
  discardExpect(discard: CardSet, dead?: CardSet): Expect;
  /** Every keep, best first; dealer must be said. */
  discardAnalyze(dealt: Cards, options: { dealer: boolean; fiveCard?: boolean }): Keep[];
  discardTable(): PairValue[];
  pegScore(pile: Cards): Peg;
  gameRules(variant?: Int | VariantName, changes?: Partial<GameRulesInput>): GameRules;
  botDiscard(dealt: Cards, discard: Int, options: { dealer: boolean }): CardText[];
  /** The bot's card for the player, or null for go. */
  botPlay(play: Play, player: Int): CardText | null;
  version(): string;
  versionNumber(): number;
  /** The longest text taken, in bytes of UTF-8 (64 KiB); longer is a RangeError. */
  readonly textMax: number;
  readonly Play: PlayConstructor;
  readonly Game: GameConstructor;
  readonly Match: MatchConstructor;
  readonly Rng: RngConstructor;
  readonly Deal: DealConstructor;
}
