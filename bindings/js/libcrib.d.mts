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
  readonly holder: NamesOf<'HOLDER'>;
  readonly rectify: NamesOf<'RECTIFY'>;
  /** The bot levels, and 'caller' (an arena's side that its caller plays); BOT_LEVELS, the
   *  number of levels, is none. */
  readonly bot: Omit<NamesOf<'BOT'>, Header['CRIB_BOT_LEVELS']>;
  readonly event: NamesOf<'EVENT'>;
};

export type Code = (typeof codes)[keyof typeof codes];
export type ItemKind = NameOf<'ITEM'>;
export type Phase = NameOf<'PHASE'>;
export type Reason = ValueOf<'REASON'>;
export type ReasonName = NameOf<'REASON'>;
export type Level = NameOf<'LEVEL'>;
/** A bot level by name: 'easy' (the simple bot), 'strong' or 'expert'. */
export type BotLevelName = Exclude<NameOf<'BOT'>, 'levels' | 'caller'>;
export type BotLevel = BotLevelName | Header['CRIB_BOT_EASY'] | Header['CRIB_BOT_STRONG'] | Header['CRIB_BOT_EXPERT'];
/** An arena's event kind: 'done', 'discard', 'play' (the requests), 'game', 'deal', ... */
export type ArenaEventKind = NameOf<'EVENT'>;
export type Stage = ValueOf<'STAGE'>;
export type Variant = ValueOf<'VARIANT'>;
export type VariantName = NameOf<'VARIANT'>;
export type Ladder = ValueOf<'LADDER'>;
export type LadderName = NameOf<'LADDER'>;
/** An option of the rules by name: 'muggins', 'overpeg', 'failure', ... */
export type OptionName = NameOf<'OPT'>;
/** The crib by name, where a holder of cards is a player or the crib: 'crib'. */
export type HolderName = NameOf<'HOLDER'>;
/** The opponent's choices for a hand found wrong: 'peg', 'new-deal', 'correct', 'stand'. */
export type RectifyName = NameOf<'RECTIFY'>;

/** An integer argument: a Number or a BigInt. */
export type Int = number | bigint;
/** A card: its text ('5h', '10S', 'J♠') or its id, rank * 4 + suit (0..51). */
export type Card = string | Int;
/** Cards: a text of cards separated by spaces or commas, or a list of cards. */
export type Cards = string | Iterable<Card>;
/** A set of cards: a mask (bit `id` for each card; a BigInt, or a Number below 2^53) or cards. */
export type CardSet = bigint | number | Cards;
/** The crib model of the discard analysis: 'random' (the other crib cards drawn at random
 *  from the unseen cards) or 'optimal' (the opponent's thrown as a solved player throws). */
export type CribModel = 'random' | 'optimal';
/** A card in a result: its text, such as '5h' or '10s'. */
export type CardText = string;
/** Where load() finds libcrib.wasm: a path or URL, the file's bytes, or a compiled module. */
export type WasmSource = string | URL | ArrayBuffer | ArrayBufferView | WebAssembly.Module;

/** A failure reported by libcrib: code is the CRIB_E* code, message its sentence. */
export declare class CribError extends Error {
  constructor(code: number, message: string);
  readonly code: number;
  /** From the batch functions (maskScoreMany, maskScoreStartersMany): the first hand refused. */
  readonly index?: number;
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

/** score()'s third argument: a CribOption, or { fiveCard: true } for a hand of 3 cards (the
 *  five-card game), which is refused (CribError ECOUNT) without it, as `crib score` refuses
 *  it without --five-card; fiveCard takes exactly 3 cards. */
export type ScoreOption = boolean | { crib?: boolean; fiveCard?: boolean };

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
  /** A failure to play (a go while able, with { failure: true }): the penalty, not part of
   *  points, and the opponent who pegs it; 0 and null for any other action. */
  penalty: number;
  penaltyTo: number | null;
  pegged: null;
}

/** A deal's event also says what the game pegged, which its rules may cut short. */
export interface DealEvent extends Omit<PlayEvent, 'pegged'> {
  pegged: number;
}

/** Deal.playClaim()'s event, with the claim as the game pegged it. */
export interface ClaimedEvent extends DealEvent {
  claim: Claim;
}

/** An event as Game.claimPlay() takes it: what Play.play(), Play.go() or a Deal's actions
 *  return, or the same fields in a plain object (without penalty: none). */
export interface PlayEventInput {
  player: Int;
  card: Card | null;
  points: Int;
  scorer: Int | null;
  side: Int | null;
  count: Int;
  reset: boolean;
  over: boolean;
  next: Int | null;
  items: Iterable<{ kind: ItemKind | Int; points: Int; cards: CardSet }>;
  penalty?: Int;
  penaltyTo?: Int | null;
}

/** The play's rules: the five-card game's single count; failure to play (a go while able
 *  makes the playable cards dead and the opponent pegs 2), 2 for each card with failureEach. */
export interface PlayOptions {
  fiveCard?: boolean;
  failure?: boolean;
  failureEach?: boolean;
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
  /** The cards failures to play made dead: out of the hands, still shown with them. */
  dead(): CardText[];
  play(player: Int, card: Card): PlayEvent;
  go(player: Int): PlayEvent;
}

export interface PlayConstructor {
  new (players: Int, hands: Iterable<CardSet>, leader: Int, options?: PlayOptions): Play;
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
  /** Four-handed: the two players elected to peg, bit p for player p (0: all cut). */
  peggers: number;
}

/** Rules as the Game and Deal take them: variants and ladders also by name, options also as
 *  a list of names or bits, peggers also as a list of players (absent: none). */
export interface GameRulesInput {
  variant: Int | VariantName;
  target: Int;
  options: Int | Iterable<Int | OptionName>;
  ladder: Int | LadderName;
  lurchValue: Int;
  skunkValue: Int;
  doubleSkunkValue: Int;
  tripleSkunkValue: Int;
  peggers?: Int | Iterable<Int>;
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
  /** The number of players, and the dealer of the game's first deal (for the pub rule). */
  players: number;
  firstDealer: number;
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

/** A shown hand or crib for Game.claimScore(): a Score, or its cards. */
export interface ShownScore {
  hand: Cards;
  starter: Card;
  crib: boolean;
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
  /** Pegs a shown hand or crib from the claim, item by item (for the option exact-items):
   *  a score() result, or its hand, starter and crib, scored afresh. */
  claimScore(player: Int, score: ShownScore, options?: { claimed?: Int | null }): Claim;
  /** claimScore() with the items in the claimant's order: their indexes, each once. */
  claimItems(player: Int, score: ShownScore, order: readonly Int[],
             options?: { claimed?: Int | null }): Claim;
  /** Pegs what an action of the play made, as its scorer claims it (null or absent: all). */
  claimPlay(event: PlayEventInput, options?: { claimed?: Int | null }): Claim;
  /** Corrects an over-peg of `points` on demand; returns the penalty the opponent pegs
   *  (2 under the option overpeg, else 0). */
  overpeg(player: Int, points: Int): number;
  /** Who pegs the player's muggins and penalties: the next player to the left. */
  opponent(player: Int): number;
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
  pub: boolean;
  /** The players of the games recorded; 0 before the first. */
  players: number;
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
  /** loserDeals: the ACC rule, the loser deals first in the next game; pub: the pub rule,
   *  the first game's first dealer's opponent deals first in the second, then a cut. */
  new (winsNeeded?: Int, options?: { loserDeals?: boolean; pub?: boolean }): Match;
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
  /** The holders dealt a wrong number of cards (miscount) and not yet rectified. */
  wrong: (number | HolderName)[];
  /** By player: the points he missed in his claims and may still peg with correct(). */
  unpegged: number[];
  /** The players whose hands stand a card or two short until the next deal ('stand'). */
  stands: number[];
}

/** A holder of cards: a player, or the crib ('crib', or constants.HOLDER_CRIB). */
export type Holder = Int | HolderName;

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

/** What one player knows of a deal (crib_view), for a bot to decide from: deal.view() or an
 *  arena's request. Its bytes travel with it (hidden) to botDiscard() and botPlay(). */
export interface View {
  readonly rules: GameRules;
  readonly stage: 'discard' | 'play';
  readonly player: number;
  readonly dealer: number;
  /** null in the discard. */
  readonly starter: CardText | null;
  /** Each side's score. */
  readonly score: readonly number[];
  /** In the play: the count, the players who have said go in it, its cards. */
  readonly count: number;
  readonly went: readonly number[];
  readonly pile: readonly CardText[];
  /** In the play, when known: the cards played in this deal before the current count, in
   *  the order played (who played each: played); none when none was or the order is not
   *  known (a view made without a History). */
  readonly earlier: readonly CardText[];
  /** In the play: how many cards each player holds, and the least value any of them can
   *  have as their gos have shown (1: nothing known). */
  readonly held: readonly number[];
  readonly minValue: readonly number[];
  /** As dealt in the discard; still held in the play. */
  readonly hand: readonly CardText[];
  /** In the play: the cards the player laid away, when known. */
  readonly discard: readonly CardText[];
  /** In the play: each player's cards played in this deal. */
  readonly played: readonly (readonly CardText[])[];
  /** In the play: the cards of hand that the count allows; none: go. */
  readonly legal: readonly CardText[];
  /** The number of cards to lay away in the discard: 2 from six cards, and in the
   *  five-card game; else 1 (Python's View.lay_away). */
  readonly layAway: number;
}

/** The bot level and the seed of its decision (default 'easy', 0). */
export interface BotOptions {
  level?: BotLevel;
  seed?: Int;
}

/** One choice of advise(): its cards and what the expert bot expects of it. */
export interface AdviceEntry {
  /** In the discard, the cards laid away (id order); in the play, the card played; none
   *  for a go. */
  readonly cards: readonly CardText[];
  /** In the discard: the kept hand's expected show, the crib's (negative when it is the
   *  opponent's) and the pegging the keep brings (net of the opponent's; three-handed of
   *  the mean of the other two's). 0 in the play. */
  readonly hand: number;
  readonly crib: number;
  readonly peg: number;
  /** The expected points: in the discard hand + crib + peg; in the play the rest of the
   *  play's points net of the opponent's (three-handed of the mean of the other two's,
   *  four-handed the side's net of the other side's). */
  readonly points: number;
  /** The chance that the player's side wins (0 to 1); null where the library has no
   *  table for the game (only the two-player six-card game and the game with two into
   *  the crib to 121 or 61 and the five-card game to 61 have one), and for a go, which
   *  has nothing to weigh. */
  readonly win: number | null;
}

/** advise()'s answer (crib_advice): every legal choice of the view, best first. */
export interface Advice {
  readonly kind: 'discard' | 'play';
  /** entries[0] is the expert bot's choice (botDiscard/botPlay with level 'expert'). */
  readonly entries: readonly AdviceEntry[];
}

/** What crib_record_check() and crib_record_replay() found, frozen: its fields as
 *  crib_record_report has them (NONE, 4294967295, for no player, card or winner). */
export interface RecordReport {
  /** OK; ERECORD for a text that is no record; EREFUSED for an event the rules refuse. */
  readonly code: number;
  readonly ok: boolean;
  /** The driver's code for an action it refused (ENOTHELD, ...); 0 for a value that differs. */
  readonly rulesCode: number;
  /** Where it stopped: the deal (from 1; 0 for the record), the event's index within the
   *  deal and within the record, and within its own "play" or "show" list. */
  readonly deal: number;
  readonly event: number;
  readonly index: number;
  readonly item: number;
  /** An EVENT_* value (constants.EVENT_SHOW, ...). */
  readonly kind: number;
  readonly player: number;
  readonly isCrib: boolean;
  /** The value recorded and the value the rules give; the side of a board value. */
  readonly recorded: number;
  readonly expected: number;
  readonly side: number;
  /** Where in the text: the byte offset, the line and the column (from 1). */
  readonly offset: number;
  readonly line: number;
  readonly column: number;
  /** Replayed so far: deals, events, player decisions. */
  readonly deals: number;
  readonly events: number;
  readonly decisions: number;
  readonly seeded: boolean;
  /** The game's end: over, the winning side (NONE before it), players, sides, the scores. */
  readonly over: boolean;
  readonly winner: number;
  readonly players: number;
  readonly sides: number;
  readonly score: readonly number[];
  /** The record's field at fault ("points", "card", ...), or "". */
  readonly field: string;
  /** For ERECORD, what is wrong ("expected ':'"), or "". */
  readonly message: string;
  /** The report in words, as `crib check` prints it (crib_record_describe). */
  describe(): string;
}

/** A record's text: a string (sent as UTF-8) or its bytes. */
export type RecordText = string | Uint8Array;

/** What a deal forgets and a view needs: each player's cards as dealt and laid away, and
 *  what the gos of the play showed. update(deal) after every action on the deal. */
export interface History {
  update(deal: Deal): void;
  copy(): History;
  /** The deal it follows, 0 before any. */
  readonly deal: number;
  dealt(player: Int): CardText[];
  /** The cards the player laid away ([] until then). */
  discard(player: Int): CardText[];
}

export interface HistoryConstructor {
  new (): History;
  readonly prototype: History;
}

/** replayRecord()'s answer: the deal where the record stood, to drive on, and its history. */
export interface Replay {
  readonly deal: Deal;
  readonly history: History;
  readonly report: RecordReport;
}

/** A whole game driven deal by deal from a seed. */
export interface Deal {
  /** What the player knows: in the discard, before laying away; in the play, on its turn.
   *  discard: in the play, the cards the player laid away, if known; or history, a History
   *  kept up to date, for the view with the discard, what every go showed and earlier. */
  view(player: Int, options?: { discard?: CardSet; history?: History | null }): View;
  copy(): Deal;
  /** Shuffles and deals; returns the dealer. */
  start(): number;
  /** Shuffles, cuts the pack `position` cards down (CUT_MIN .. 52 - CUT_MIN), deals;
   *  returns the dealer. CribError ERULES under the option no-cut. */
  startCut(position: Int): number;
  /** Deals the cards given: a hand a player, and the cards dealt to the crib from the pack
   *  (the three-handed game's one); the stock is the rest, in id order. Returns the dealer. */
  startGiven(hands: readonly CardSet[], crib?: CardSet | null): number;
  /** Under the option no-cut: the dealer offered the cut, and his opponent takes the deal,
   *  dealing the pack as shuffled; returns the new dealer. */
  forfeit(): number;
  discard(player: Int, cards: Cards): void;
  /** Turns the starter, the stock's top card, and pegs heels. */
  cut(): Cut;
  /** Turns the stock's card `position` (CUT_MIN .. stock - CUT_MIN, from 0 at the top). */
  cutAt(position: Int): Cut;
  /** The stock, its top card first. */
  stock(): CardText[];
  /** A copy of the deal's play, to ask whose turn it is and what is legal. */
  play(): Play;
  playCard(player: Int, card: Card): DealEvent;
  playGo(player: Int): DealEvent;
  /** A card (null: go) whose points the scorer claims (null or absent: all of them). */
  playClaim(player: Int, card: Card | null, claimed?: Int | null): ClaimedEvent;
  /** The next show in order, its player claiming `claimed` (null or absent: the true total). */
  show(claimed?: Int | null): Show;
  /** show() with the score's items pegged in the claimant's order (their indexes). */
  showItems(order: readonly Int[], claimed?: Int | null): Show;
  status(): DealStatus;
  readonly stage: Stage;
  /** A copy of the deal's game. */
  game(): Game;
  /** A misdeal (before the starter; an imperfect pack also after it): the same dealer
   *  deals again; returns the dealer. */
  misdeal(): number;
  /** A dealing error: `delta` (-2, -1, 1, 2) cards too many or too few; returns the number
   *  of cards the holder holds now. */
  miscount(holder: Holder, delta: Int): number;
  /** The opponent's choice for a holder found wrong after laying away; `drawn`, the cards
   *  drawn out of a long holder. Returns the penalty pegged. */
  rectify(holder: Holder, choice: Int | RectifyName, drawn?: Cards): number;
  /** An over-peg corrected on demand; returns the penalty (2 under the option overpeg). */
  overpeg(player: Int): number;
  /** The player pegs, in time, the points he missed (status().unpegged); returns them. */
  correct(player: Int): number;
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
  score(hand: Cards, starter: Card, options?: ScoreOption): Score;
  strerror(code: Int): string;
  maskScore(hand: CardSet, starter: Card, crib?: CribOption): number;
  /** Indexed by card id; null for the hand's own cards. */
  maskScoreStarters(hand: CardSet, crib?: CribOption): (number | null)[];
  /** The total of each masks[i] with starters[i] (card ids), in one call per 7,366 hands. */
  maskScoreMany(masks: BigUint64Array, starters: Uint8Array, crib?: CribOption): Uint8Array;
  /** 52 totals for each hand, hand i's at 52 * i; NOT_A_STARTER (255) for its own cards. */
  maskScoreStartersMany(masks: BigUint64Array, crib?: CribOption): Uint8Array;
  handExpect(hand: CardSet, dead?: CardSet): Expect;
  /** model 'optimal': 2 known cards, the opponent's two thrown as a solved player throws
   *  them; dealer says whose the known cards are; count is then a total weight. */
  discardExpect(discard: CardSet, dead?: CardSet,
                options?: { model?: CribModel; dealer?: boolean }): Expect;
  /** Every keep, best first; dealer must be said. */
  discardAnalyze(dealt: Cards,
                 options: { dealer: boolean; fiveCard?: boolean; model?: CribModel }): Keep[];
  /** model 'optimal': the dealer's (dealer: true) or the pone's crib when the other two
   *  are thrown as a solved player throws them. */
  discardTable(options?: { model?: CribModel; dealer?: boolean }): PairValue[];
  pegScore(pile: Cards): Peg;
  gameRules(variant?: Int | VariantName, changes?: Partial<GameRulesInput>): GameRules;
  botDiscard(dealt: Cards, discard: Int, options: { dealer: boolean }): CardText[];
  /** The cards a bot of the level lays away, in id order ('easy': botDiscard's). */
  botDiscard(view: View, options?: BotOptions): CardText[];
  /** The bot's card for the player, or null for go. */
  botPlay(play: Play, player: Int): CardText | null;
  /** The card a bot of the level plays from the view, or null for go. */
  botPlay(view: View, options?: BotOptions): CardText | null;
  /** The expert bot's evaluation of every legal choice of the view, best first
   *  (crib_advise). CribError ECOUNT for a hand dealt a wrong number of cards. */
  advise(view: View): Advice;
  /** The chance to win a two-player six-card game to target (121 or 61) from the start of
   *  a deal, dealing or not, and the expected game values: as `crib chance --json`. */
  winChance(target: Int, own: Int, other: Int, options: { dealer: boolean }): WinChance;
  /** The chance to win from what a view of a two-player six-card game to 121 or 61 sees
   *  (crib_view_win_chance): the play searched as the expert plays it, the discard by a
   *  search near the end or the model, the shows in order. CribError ERANGE for another
   *  variant or target. */
  viewWinChance(view: View): ViewWinChance;
  /** Two tallies added field by field. */
  tallyAdd(sum: Tally, more: Tally): Tally;
  /** Rates, means and 95% intervals of a tally. */
  tallySummary(tally: Tally): ArenaSummary;
  /** Reads a game record and replays it whole: the report (no record, or an event
   *  refused, is the answer, not thrown). A RangeError past textMax bytes. */
  checkRecord(text: RecordText): RecordReport;
  /** Replays a record to `decisions` player decisions (null or absent: all). */
  replayRecord(text: RecordText, options?: { decisions?: Int | null }): Replay;
  version(): string;
  versionNumber(): number;
  /** The longest text taken, in bytes of UTF-8 (64 KiB); longer is a RangeError. */
  readonly textMax: number;
  readonly Play: PlayConstructor;
  readonly Game: GameConstructor;
  readonly Match: MatchConstructor;
  readonly Rng: RngConstructor;
  readonly Deal: DealConstructor;
  readonly History: HistoryConstructor;
  readonly Arena: ArenaConstructor;
}

/** viewWinChance()'s answer: how the chance was found, the chance that the player's side
 *  wins and the expected game values with lurch and with skunk. */
export interface ViewWinChance {
  readonly method: 'model' | 'search' | 'show';
  readonly win: number;
  readonly lurch: number;
  readonly skunk: number;
}

export interface WinChance {
  target: number;
  own: number;
  other: number;
  /** Whether the side deals the coming deal. */
  deals: boolean;
  win: number;
  /** The expected game value, won minus lost, with lurch; and with skunk. */
  lurch: number;
  skunk: number;
}

/** An arena's sums (crib_tally), its fields in camelCase: counts as BigInts, the
 *  histograms as numbers. */
export interface Tally {
  games: bigint;
  wins: bigint[];
  seatWins: bigint[];
  firstDealerWins: bigint;
  value: bigint[];
  valueSq: bigint;
  pairs: bigint;
  pairWins: bigint[];
  pairValue: bigint;
  pairValueSq: bigint;
  deals: bigint;
  wholeDeals: bigint[];
  points: bigint[];
  playSq: bigint[];
  totalSq: bigint[];
  midDeals: bigint;
  playHist: number[];
  poneHist: number[];
  dealerHist: number[];
  cribHist: number[];
  midHeels: bigint;
  /** Three-handed: seat 2's wins, and the sets of three games side A won all of. */
  seatWinsThird: bigint;
  pairWinsThree: bigint;
  /** 3 in a tally of three-handed games, else 0 (pairs of two). */
  setGames: bigint;
}

export interface ArenaPoints {
  play: number;
  hand: number;
  crib: number;
  heels: number;
  total: number;
  /** 95% half-widths of the total and of the play. */
  total95: number;
  play95: number;
  /** @deprecated 1.0's name of total95, kept as a hidden (not enumerable) alias. */
  readonly total_95: number;
  /** @deprecated 1.0's name of play95. */
  readonly play_95: number;
}

export interface ArenaPlayDiff {
  dealer: number;
  dealer95: number;
  pone: number;
  pone95: number;
  /** @deprecated 1.0's name of dealer95. */
  readonly dealer_95: number;
  /** @deprecated 1.0's name of pone95. */
  readonly pone_95: number;
}

export interface ArenaPointsBySide {
  aDealer: ArenaPoints;
  aPone: ArenaPoints;
  bDealer: ArenaPoints;
  bPone: ArenaPoints;
  /** @deprecated 1.0's names of aDealer, aPone, bDealer and bPone. */
  readonly a_dealer: ArenaPoints;
  /** @deprecated */
  readonly a_pone: ArenaPoints;
  /** @deprecated */
  readonly b_dealer: ArenaPoints;
  /** @deprecated */
  readonly b_pone: ArenaPoints;
}

/** A tally's summary: the statistics `crib arena --json` prints, camelCased (win_a_95 is
 *  winA95). 1.0's snake_case names (win_a, points.a_dealer.total_95) still read the same
 *  values, as hidden aliases that JSON.stringify() leaves out. */
export interface ArenaSummary {
  games: number;
  pairs: number;
  /** Side A's share of the wins, paired by seed when there are pairs, and its interval. */
  winA: number;
  winA95: [number, number];
  valueA: number;
  valueA95: [number, number];
  firstDealer: number;
  firstDealer95: [number, number];
  dealsPerGame: number;
  points: ArenaPointsBySide;
  playDiff: ArenaPlayDiff;
  /** @deprecated 1.0's name of winA. */
  readonly win_a: number;
  /** @deprecated 1.0's name of winA95. */
  readonly win_a_95: [number, number];
  /** @deprecated 1.0's name of valueA. */
  readonly value_a: number;
  /** @deprecated 1.0's name of valueA95. */
  readonly value_a_95: [number, number];
  /** @deprecated 1.0's name of firstDealer. */
  readonly first_dealer: number;
  /** @deprecated 1.0's name of firstDealer95. */
  readonly first_dealer_95: [number, number];
  /** @deprecated 1.0's name of dealsPerGame. */
  readonly deals_per_game: number;
  /** @deprecated 1.0's name of playDiff. */
  readonly play_diff: ArenaPlayDiff;
}

/** What the arena reports (crib_arena_event); a request ('discard', 'play') has a view. */
export interface ArenaEvent {
  kind: ArenaEventKind;
  game: number;
  deal: number;
  /** The side (0: A, 1: B) and seat the event is about; null for game, deal, starter, done. */
  side: number | null;
  player: number | null;
  /** Side A's seat (four-handed, A holds it and the seat opposite). */
  seatA: number;
  dealer: number;
  card: CardText | null;
  points: number;
  scorer: number | null;
  count: number;
  crib: boolean;
  /** The board by seat: three scores three-handed, four-handed one a partnership's. */
  score: number[];
  cards: CardText[];
  view: View | null;
}

/** A request of the arena, as a bot written in JavaScript gets it. */
export type ArenaRequest = ArenaEvent & { kind: 'discard' | 'play'; side: number; player: number; view: View };
/** A bot written in JavaScript: the cards to lay away, or the card to play (null: go). */
export type ArenaBot = (request: ArenaRequest) => Cards | Card | null;
/** A side: a level of the library's bot, 'caller' (answered through next()), or a function. */
export type ArenaSide = BotLevel | 'caller' | Header['CRIB_BOT_CALLER'] | ArenaBot;

export interface ArenaOptions {
  a?: ArenaSide;
  b?: ArenaSide;
  /** Any variant's rules (three-handed, side A holds one seat against B's two; four-handed,
   *  the sides are partnerships); default gameRules(). */
  rules?: GameRulesInput;
  /** Games, rounded up to whole pairs (even; three-handed, a multiple of 3) unless single
   *  (default 2000). */
  games?: Int;
  /** Pair i deals from seed + i (default 1); botSeed is mixed into the bots' seeds. */
  seed?: Int;
  botSeed?: Int;
  firstPair?: Int;
  /** Each seed once, side A in seat 0. */
  single?: boolean;
  /** The first dealer's seat; null: cut for it. */
  firstDealer?: Int | null;
  /** The board at the start of each game: the seats' scores (three-handed three,
   *  four-handed the partnerships'). */
  start?: [Int, Int] | [Int, Int, Int];
}

/** Two sides on duplicate deals (crib_arena), side A in each seat it can hold in turn. */
export interface Arena {
  /** Plays on until a 'caller' side must decide, or (events) any event, or (game) a game's
   *  end, or the end (kind 'done'). Function sides are asked and answered on the way. */
  next(options?: { events?: boolean; game?: boolean }): ArenaEvent;
  /** Answers a discard request. */
  discard(cards: Cards): void;
  /** Answers a play request: the card, or null for go. */
  play(card: Card | null): void;
  tally(): Tally;
  summary(): ArenaSummary;
  /** Plays to the end; CribError or TypeError if a 'caller' side must decide. */
  run(): { tally: Tally; summary: ArenaSummary };
}

export interface ArenaConstructor {
  new (options?: ArenaOptions): Arena;
  readonly prototype: Arena;
}
