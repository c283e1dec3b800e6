# SPDX-License-Identifier: MIT
"""The deal driver (crib_deal_*, crib_rng_*, crib_history_*): Deal drives a whole seeded game
deal by deal, the referee's calls for the irregularities included; Rng is its generator;
deal_view() (Deal.view) is what one player of it knows, with the History that keeps what the
deal itself forgets."""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple, Union

from . import _names
from ._cards import (Card, CardLike, Cards, MaskOrCards, _array, _card_id, _card_list,
                     _hand_mask, mask_from_cards, mask_to_cards)
from ._checks import _c, _int, _need, _or_none, _player, _u32
from ._claims import Claim, _claim, _claimed
from ._enums import Stage
from ._game import Game
from ._native import STRUCT, CribError, check
from ._native import lib as _lib
from ._play import Event, Play, _event
from ._results import _Record
from ._rules import GameRules
from ._show import Score, _order, _score_of
from ._view import View, _view


class Rng:
    """The deal driver's seeded generator, SplitMix64 as crib.h writes it out: state is
    the 64-bit state, advanced by each draw."""

    def __init__(self, seed: int = 0) -> None:
        self.state = _int(seed, 0, 1 << 64, _c.ERANGE, "seed")

    def _call(self, fn: Callable[..., int], *args: Any) -> int:
        state = ctypes.c_uint64(_int(self.state, 0, 1 << 64, _c.ERANGE, "Rng.state"))
        value = fn(ctypes.byref(state), *args)
        self.state = state.value
        return value

    def next(self) -> int:
        """The next 64-bit number."""
        out = ctypes.c_uint64()
        check(self._call(_lib.crib_rng_next, ctypes.byref(out)))
        return out.value

    def below(self, n: int) -> int:
        """A uniform number in 0 .. n-1, for n from 1 to 2**32; CribError(ERANGE) for any
        other n (checked here too, since ctypes would wrap a larger one)."""
        out = ctypes.c_uint32()
        check(self._call(_lib.crib_rng_below, _int(n, 0, 1 << 64, _c.ERANGE, "n"),
                         ctypes.byref(out)))
        return out.value

    def shuffle(self) -> List[Card]:
        """The 52 Cards in the order of a fresh shuffle of the full pack."""
        deck = (ctypes.c_uint8 * _c.CARDS)()
        check(self._call(_lib.crib_deck_shuffle, deck))
        return [Card(c) for c in deck]


@dataclass(frozen=True)
class Status(_Record):
    """Where a Deal stands (crib_status): stage (Stage), the variant's shape (players, cards
    dealt, discarded and kept by each), the dealer, the deal number (0 before the first),
    the starter (None before the cut), who shows next (None outside the show) and whether
    it is the crib, the cards cut for the first deal (None where the first dealer was
    given, and for a player who did not cut), the holders dealt a wrong number of cards and
    not yet rectified (players, and HOLDER_CRIB for the crib, which to_dict() writes
    "crib" as `crib game --json` writes a holder), the points each player missed in his
    claims and may still peg (Deal.correct), each player's cards (as dealt until they
    discard, then the kept hand), the crib so far, and the players whose hands stand a
    card or two short until the next deal (RECTIFY_STAND)."""
    stage: Stage
    players: int
    dealt: int
    discard: int
    kept: int
    dealer: int
    deal: int
    starter: Optional[Card]
    next_show: Optional[int]
    next_is_crib: bool
    first_cut: Tuple[Optional[Card], ...]
    wrong: Tuple[int, ...]
    unpegged: Tuple[int, ...]
    hands: Tuple[Tuple[Card, ...], ...]
    crib: Tuple[Card, ...]
    stands: Tuple[int, ...] = ()

    def to_dict(self) -> Dict[str, Any]:
        return dict(super().to_dict(), wrong=[_holder_name(h) for h in self.wrong])


def _deal_show(raw: Any) -> Show:
    """The Show of a crib_show the deal filled."""
    cards = [Card(c) for c in raw.cards[:raw.n_cards]]
    starter = Card(raw.starter)
    return Show(player=raw.player, crib=bool(raw.is_crib), cards=tuple(cards),
                starter=starter, claim=_claim(raw.claim),
                score=_score_of(raw.score, cards, starter, bool(raw.is_crib)))


def _holder_name(holder: int) -> Union[int, str]:
    return "crib" if holder == _c.HOLDER_CRIB else holder


def _holder(holder: Any) -> int:
    """A player, or HOLDER_CRIB; the library refuses what is neither."""
    return _u32(holder, "holder")


def _card_or_none(value: int) -> Optional[Card]:
    return None if value == _c.NONE else Card(value)


@dataclass(frozen=True)
class Cut(_Record):
    """The starter turned and the heels the dealer pegged for it (0, or 2 for a jack
    unless the options refused them)."""
    starter: Card
    heels: int


@dataclass(frozen=True)
class Show(_Record):
    """One show of a Deal: who showed, whether it was the crib, the cards in id order, the
    starter, how the claim was pegged, and the itemised Score. to_dict() has the keys of a
    show of `crib game --json` (less the board) and the rest."""
    player: int
    crib: bool
    cards: Tuple[Card, ...]
    starter: Card
    claim: Claim
    score: Score

    def to_dict(self) -> Dict[str, Any]:
        return dict(super().to_dict(), points=self.score.total,
                    said=self.score.announcement, pegged=self.claim.pegged)


class Deal:
    """A whole game driven deal by deal from a seed (crib_deal): start() shuffles and
    deals (start_cut() with the pack cut first), discard() lays away each player's cards,
    cut() turns the starter (cut_at() where the cutter cuts the stock), play_card(),
    play_go() and play_claim() run the play, show() counts each hand and the crib in order.
    The referee's calls settle the irregularities of Hoyle and 004: misdeal(), miscount()
    and rectify() (a hand or crib dealt wrong), overpeg() and correct() (an over-peg or a
    short peg put right). first_dealer None (and only None) cuts for the first deal. An
    action out of stage raises CribError(ESTAGE), any action after the end CribError(EDONE);
    a rejected action changes nothing."""

    _state: Any

    def __init__(self, rules: GameRules, seed: int,
                 first_dealer: Optional[int] = None) -> None:
        raw = _need(rules, GameRules, "Deal's rules")._raw()
        # The library reads CRIB_DEAL_CUT (CRIB_c.NONE) as "cut": only None may mean that.
        dealer = (_c.DEAL_CUT if first_dealer is None
                  else _int(first_dealer, 0, _c.NONE, _c.ERANGE, "first_dealer"))
        self._state = STRUCT["crib_deal"]()
        check(_lib.crib_deal_init(self._state, raw, _int(seed, 0, 1 << 64, _c.ERANGE, "seed"),
                                 dealer))

    def copy(self) -> Deal:
        """An independent copy, to branch from."""
        twin = Deal.__new__(Deal)
        twin._state = STRUCT["crib_deal"].from_buffer_copy(self._state)
        return twin

    def start(self) -> int:
        """Shuffles and deals (after the first deal, the deal passes left first, unless the
        last deal was a misdeal); returns the dealer."""
        return check(_lib.crib_deal_start(self._state))

    def start_cut(self, position: int) -> int:
        """start() with the pack cut before the deal by the player on the dealer's right:
        the top position cards (CUT_MIN to CARDS - CUT_MIN) go under the rest. Returns the
        dealer; CribError ERULES under OPT_NO_CUT, ERANGE for a position out of range."""
        return check(_lib.crib_deal_start_cut(self._state, _u32(position, "position")))

    def start_given(self, hands: Sequence[MaskOrCards],
                    crib: Optional[MaskOrCards] = None) -> int:
        """start() with the cards given instead of shuffled, for a game dealt elsewhere
        (crib_deal_start_given): hands, by player, each of the variant's number of cards (a
        mask or cards), and crib, the cards dealt to the crib from the pack (the three-handed
        game's one card; None or () for the others). No number is drawn, so later deals dealt
        by start() are still the seed's. The stock is the cards no one was given, in id
        order, and cut_at() may cut it anywhere. Returns the dealer; CribError ECOUNT for a
        hand or crib of another number, EDUP for a card given twice."""
        masks = [_hand_mask(hand) for hand in hands]
        if len(masks) > _c.PLAY_MAX_PLAYERS:
            raise CribError(_c.ECOUNT, f"libcrib: {len(masks)} hands, more than "
                            f"{_c.PLAY_MAX_PLAYERS} players")
        array = (ctypes.c_uint64 * _c.PLAY_MAX_PLAYERS)(*masks)
        return check(_lib.crib_deal_start_given(self._state, array,
                                                0 if crib is None else _hand_mask(crib)))

    def forfeit(self) -> int:
        """Under OPT_NO_CUT, the dealer who offers the pack to be cut all the same forfeits
        the deal (Six Card Cribbage: "the opponent may pick up the deck and deal, giving
        himself the crib"): the player at his left deals the pack as shuffled, uncut; the
        forfeited deal is counted. Returns the new dealer; CribError ERULES without
        OPT_NO_CUT, ESTAGE outside the stage DEAL."""
        return check(_lib.crib_deal_forfeit(self._state))

    def discard(self, player: int, cards: Cards) -> None:
        """The player lays away the variant's number of cards to the crib."""
        array, n = _array(_card_list(cards))
        check(_lib.crib_deal_discard(self._state, _player(player), array, n))

    def cut(self) -> Cut:
        """Turns the starter (the top card of the stock) and pegs heels; returns the Cut.
        CribError ESTAGE while a holder has a wrong number of cards (rectify() first)."""
        pegged = ctypes.c_uint32()
        starter = check(_lib.crib_deal_cut(self._state, ctypes.byref(pegged)))
        return Cut(Card(starter), pegged.value)

    def cut_at(self, position: int) -> Cut:
        """cut() where the player at the dealer's left cuts: position cards are lifted and
        the starter is the stock's card position, counted from 0 at the top (stock()), with
        at least CUT_MIN cards in each packet (CribError ERANGE otherwise)."""
        pegged = ctypes.c_uint32()
        starter = check(_lib.crib_deal_cut_at(self._state, _u32(position, "position"),
                                             ctypes.byref(pegged)))
        return Cut(Card(starter), pegged.value)

    def stock(self) -> List[Card]:
        """The stock: the cards of the pack that no hand, crib, starter or set-aside card
        holds, in the pack's order, its top first; empty before the first deal and after
        a misdeal."""
        cards = (ctypes.c_uint8 * _c.CARDS)()
        n = check(_lib.crib_deal_stock(self._state, cards, _c.CARDS))
        return [Card(c) for c in cards[:n]]

    def play(self) -> Play:
        """A copy of the deal's Play (crib_deal_play), to ask whose turn it is and what is
        legal."""
        play = STRUCT["crib_play"]()
        check(_lib.crib_deal_play(self._state, play))
        return Play._from_state(play)

    def _before(self) -> Optional[Play]:
        """The play before an action, to name the cards of its items and those a failure to
        play makes dead; None when there is no play, and then the action itself says why it
        cannot be taken."""
        play = STRUCT["crib_play"]()
        if _lib.crib_deal_play(self._state, play) < 0:
            return None
        return Play._from_state(play)

    def _act(self, fn: Callable[..., int], player: int, card: Optional[int],
             *claimed: int) -> Event:
        """An action through fn (play_card, play_go, or play_claim with its claim)."""
        before = self._before()
        raw = STRUCT["crib_play_event"]()
        args = [] if card is None and not claimed else [_c.NONE if card is None else card]
        out = STRUCT["crib_claim"]()
        extra = [ctypes.byref(out)] if claimed else []
        pegged = check(fn(self._state, _player(player), *args, *claimed, ctypes.byref(raw),
                          *extra))
        played = before.pile if before is not None else []
        # The cards a failure to play makes dead are those the player could have played
        # (crib_play_go), known from the play before even when the penalty ended the game.
        dead = 0
        if raw.penalty and before is not None:
            dead = mask_from_cards(before.legal(raw.player))
        return _event(raw, played + ([] if card is None else [Card(card)]), dead, pegged,
                      _claim(out) if claimed else None)

    def play_card(self, player: int, card: CardLike) -> Event:
        """A card in the play, its points pegged; returns the Event, with pegged."""
        return self._act(_lib.crib_deal_play_card, player, _card_id(card))

    def play_go(self, player: int) -> Event:
        """Go in the play, the point for last pegged; returns the Event, with pegged. Under
        OPT_FAILURE a player who can play may say go: a failure to play, whose penalty
        (Event.penalty) is pegged first."""
        return self._act(_lib.crib_deal_play_go, player, None)

    def play_claim(self, player: int, card: Optional[CardLike],
                   claimed: Optional[int] = None) -> Event:
        """A card (None: go) in the play, whose points its scorer claims (None: the true
        points, as play_card and play_go peg them): an over-claim is corrected down, and
        the points missed go to the opponent under OPT_MUGGINS_PLAY; without it the scorer
        may still peg them with correct() until he plays his next card or the next deal is
        cut or dealt (status().unpegged). Returns the Event, with pegged (what the scorer pegged)
        and claim (the Claim, the penalty of a failure to play included)."""
        return self._act(_lib.crib_deal_play_claim, player,
                         None if card is None else _card_id(card), _claimed(claimed))

    def show(self, claimed: Optional[int] = None) -> Show:
        """The next show in order, its player claiming claimed points (None: the true
        total); returns the Show. A holder with a wrong number of cards is settled first
        (rectify(); CribError ESTAGE until then); a hand that stands short is shown with its
        1 to 3 cards and no flush."""
        raw = STRUCT["crib_show"]()
        check(_lib.crib_deal_show(self._state, _claimed(claimed), ctypes.byref(raw)))
        return _deal_show(raw)

    def show_items(self, order: Sequence[int], claimed: Optional[int] = None) -> Show:
        """show() with the items pegged in the order the claimant announces them, as
        Game.claim_items() pegs them: order lists the indexes of the show's score's items
        (Show.score.items, in the customary order: show a copy() to know them), each once.
        Returns the Show."""
        array, n = _order(order)
        raw = STRUCT["crib_show"]()
        check(_lib.crib_deal_show_items(self._state, _claimed(claimed), array, n,
                                       ctypes.byref(raw)))
        return _deal_show(raw)

    def status(self) -> Status:
        """Where the deal stands (crib_deal_status)."""
        raw = STRUCT["crib_status"]()
        check(_lib.crib_deal_status(self._state, ctypes.byref(raw)))
        players = range(raw.players)
        return Status(
            stage=_names.member(Stage, raw.stage), players=raw.players, dealt=raw.dealt,
            discard=raw.discard, kept=raw.kept, dealer=raw.dealer, deal=raw.deal,
            starter=_card_or_none(raw.starter), next_show=_or_none(raw.next_show),
            next_is_crib=bool(raw.next_is_crib),
            first_cut=tuple(_card_or_none(raw.first_cut[p]) for p in players),
            wrong=tuple(h for h in list(players) + [_c.HOLDER_CRIB] if raw.wrong >> h & 1),
            unpegged=tuple(raw.unpegged[p] for p in players),
            hands=tuple(tuple(mask_to_cards(raw.hand[p])) for p in players),
            crib=tuple(mask_to_cards(raw.crib)),
            stands=tuple(p for p in players if raw.wrong >> (_c.WRONG_STANDS + p) & 1))

    @property
    def stage(self) -> Stage:
        return self.status().stage

    def view(self, player: int, discard: MaskOrCards = 0, *,
             history: Optional[History] = None) -> View:
        """What the player knows, for a bot to decide from (deal_view, crib_deal_view): in
        the discard, before it lays away; in the play, on its turn, with the cards it laid
        away when given (the deal does not keep them). With a History kept up to date
        (crib_deal_view_history), the view has the player's discard, what every go of the
        deal showed and the order of the earlier counts (earlier); discard is then not
        given."""
        return deal_view(self, player, discard, history=history)

    def game(self) -> Game:
        """A copy of the deal's Game: the board, the order, the result."""
        game = STRUCT["crib_game"]()
        check(_lib.crib_deal_game(self._state, game))
        return Game._from_state(game)

    # The irregularities: the referee's calls. Each checks the whole state first and
    # changes nothing when it is refused.

    def misdeal(self) -> int:
        """A misdeal (a card faced or exposed, an imperfect pack, a wrong number of cards
        found before laying away): the cards go back and the same dealer deals again
        (start(), from a new shuffle, under the same deal number). In the discard or the cut
        stage, or for an imperfect pack (Hoyle) in the play or the show too; the points
        pegged stand. Returns the dealer; CribError ESTAGE before a deal."""
        return check(_lib.crib_deal_misdeal(self._state))

    def miscount(self, holder: int, delta: int) -> int:
        """Records a dealing error: the holder (a player who has not laid away yet, or
        HOLDER_CRIB until the starter is cut) got delta cards too many (1 or 2, off the top
        of the stock) or too few (-1 or -2). The holder is then wrong (status().wrong): a
        player lays away the usual number and keeps the rest, until rectify() settles it
        when it is found: after laying away, in the play, or at the latest at its show.
        Returns the number of cards the holder holds."""
        return check(_lib.crib_deal_miscount(self._state, _holder(holder),
                                            _int(delta, -(1 << 31), 1 << 31, _c.ERANGE,
                                                 "delta")))

    def rectify(self, holder: int, choice: int, drawn: Cards = ()) -> int:
        """A wrong number of cards found after laying away (the cut stage, the play or the
        show), and the opponent's choice (a Rectify). Hoyle's, by default: RECTIFY_NEW_DEAL
        (a hand only) for a new deal by the same dealer; RECTIFY_PEG for 2 to the holder's
        opponent (for the crib, the non-dealer), then a short holder draws from the stock
        and a long one loses the cards drawn (its excess, chosen by the opponent; in the
        play, among those he still holds). Under OPT_LET_STAND (Irregularities in
        Cribbage): RECTIFY_CORRECT, corrected so for nothing, or RECTIFY_STAND, a short
        hand kept as it is for 2 to the opponent. Under OPT_TWO_WRONG two wrong at once take RECTIFY_NEW_DEAL only, the
        crib's included. A choice the rules do not give is CribError ERULES. Returns the
        penalty pegged (0 for a new deal or a correction, or when the options refuse
        it)."""
        array, n = _array(_card_list(drawn))
        pegged = ctypes.c_uint32()
        check(_lib.crib_deal_rectify(self._state, _holder(holder), _u32(choice, "choice"),
                                    array, n, ctypes.byref(pegged)))
        return pegged.value

    def overpeg(self, player: int) -> int:
        """An over-peg corrected on demand (Game.overpeg): the driver pegs announced scores
        only, so the board already holds the correction, and under OPT_OVERPEG the
        player's opponent pegs 2. Returns the penalty pegged. In every stage until the
        end; a demand after the next cut is the referee's to refuse (Hoyle)."""
        penalty = ctypes.c_uint32()
        check(_lib.crib_deal_overpeg(self._state, _player(player), ctypes.byref(penalty)))
        return penalty.value

    def correct(self, player: int) -> int:
        """The player pegs the points he missed in his claims (status().unpegged), in time:
        before he plays his next card or the next deal is cut or dealt (Hoyle), as Reason
        CORRECTION. Returns the points pegged (0 when there were none)."""
        pegged = ctypes.c_uint32()
        check(_lib.crib_deal_correct(self._state, _player(player), ctypes.byref(pegged)))
        return pegged.value


def deal_view(deal: Deal, player: int, discard: MaskOrCards = 0, *,
              history: Optional[History] = None) -> View:
    """What the player of a Deal knows (crib_deal_view): in the discard, before laying
    away; in the play, on its turn, with the cards it laid away (discard; 0 or () when not
    known). With a History updated after every action (crib_deal_view_history), the view
    has the player's discard, the least values every go of the deal showed and the order of
    the earlier counts (earlier); discard is then not given (TypeError). CribError ESTAGE,
    ETURN, EDONE as the library says, ERANGE for a history that is not this deal's."""
    raw = STRUCT["crib_view"]()
    state = _need(deal, Deal, "deal_view's deal")._state
    if history is None:
        check(_lib.crib_deal_view(state, _player(player), _hand_mask(discard),
                                  ctypes.byref(raw)))
    else:
        if _hand_mask(discard) != 0:
            raise TypeError("libcrib: deal_view takes a discard or a history, not both")
        check(_lib.crib_deal_view_history(state, _need(history, History, "the history")._state,
                                          _player(player), ctypes.byref(raw)))
    return _view(raw)


class History:
    """What a Deal forgets and a view needs (crib_history): each player's cards as dealt
    and laid away, and the gos of the deal's play. Call update(deal) after every action
    on the deal; deal.view(player, history=h) then gives the view with the player's discard
    and every go of the deal. replay_record() returns one kept up to date."""

    _state: Any

    def __init__(self) -> None:
        self._state = STRUCT["crib_history"]()

    def copy(self) -> History:
        """An independent copy, to branch from with a Deal's copy()."""
        twin = History.__new__(History)
        twin._state = STRUCT["crib_history"].from_buffer_copy(self._state)
        return twin

    def update(self, deal: Deal) -> None:
        """Brings the history up to the deal's present (crib_history_update): a new deal
        starts it afresh. CribError ERANGE for a history of another game's writing."""
        check(_lib.crib_history_update(self._state,
                                       _need(deal, Deal, "History.update's deal")._state))

    @property
    def deal(self) -> int:
        """The deal it follows (Status.deal), 0 before any."""
        return int(self._state.deal)

    def dealt(self, player: int) -> List[Card]:
        """The player's cards as dealt, before laying away."""
        return mask_to_cards(self._state.dealt[_hand_index(player)])

    def discard(self, player: int) -> List[Card]:
        """The cards the player laid away ([] until then)."""
        return mask_to_cards(self._state.discard[_hand_index(player)])


def _hand_index(player: Any) -> int:
    index = _player(player)
    if index >= _c.PLAY_MAX_PLAYERS:
        raise CribError(_c.ERANGE, f"libcrib: player {index} is past the players")
    return index
