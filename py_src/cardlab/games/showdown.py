"""One showdown path for every game variant: who wins among N hands (with a board where the game
has one), and why. Games are data (:mod:`cardlab.games.variants`); each names its ranking.
Rules: ``docs/rules.md``.

>>> from cardlab.core.cards import parse_hands
>>> result = showdown(parse_hands("5H 5C 6S 7S KD | 2C 3S 8S 8D TD"))
>>> result.winners, result.reason
([1], 'both one pair; decided by the pair: 8 vs 5')
>>> showdown(parse_hands("3c 2s 4d Ah | As 3h 2d 4h"), game="badugi").headline
'Player 1 wins with 4-card badugi 4-3-2-A (the wheel / number one)'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import NotRequired, TypedDict

from ..core.cards import (
    CardJson,
    Hand,
    card_json,
    check_disjoint,
    check_sizes,
    format_cards,
    parse_hand,
    parse_hand_texts,
)
from ..core.errors import InputError
from ..core.limits import MAX_PLAYERS, check_text_size
from ..core.words import plural, series
from .choices import showdown_games
from .played import HandValue, PlayedHand
from .ranking import Ranking, describe_share
from .rankings import ranking as ranking_named
from .split_pot import SplitPot, split_pot
from .variants import Variant, variant

FIRST_POKER_GAME = showdown_games("poker")[0]
"""The poker tab's first game (five-card): what a showdown plays when no game is named."""


@dataclass(frozen=True)
class Showdown:
    """Everyone's played hand, the winners (0-based, several on a split), the deciding reason and
    the sentence a user reads first."""

    variant: Variant
    hands: list[PlayedHand]
    board: Hand
    winners: list[int]
    reason: str
    headline: str
    lows: tuple[PlayedHand, ...] = ()  # split pots: each hand's low
    pot: SplitPot | None = None  # split pots: who takes each half
    half_reasons: tuple[str, str] = ("", "")  # split pots: why the high half and the low half went so


class DeadCardJson(TypedDict):
    card: str
    reason: str


class LowJson(TypedDict):
    """A hand's low half (split pots): its name, whether it qualifies, the cards that play."""

    qualifies: bool
    name: str
    played: list[str]
    hole_played: list[str]
    board_played: list[str]
    plays_text: str | None  # the same in words ("plays 2c Ah with 8s 4d 3c from the board"); None: no low


class HalfJson(TypedDict):
    """One half of a split pot: who takes it and why (nobody takes a low nobody qualifies for)."""

    winners: list[int]
    headline: str
    reason: str


class HalvesJson(TypedDict):
    high: HalfJson
    low: HalfJson


class ShareJson(TypedDict):
    """A player's share of a split pot: exact, as a number and in words."""

    fraction: str
    share: float
    words: str


HandReport = TypedDict("HandReport", {
    "cards": list[CardJson],
    "played": list[str],  # the cards that play, in reading order
    "best": list[str],  # the same (poker's name for it)
    "hole_played": list[str],  # own cards that play
    "board_played": list[str],  # board cards that play
    "plays_text": str,  # the same in words: "plays Ah Kd with 9h 7d 2c from the board", "plays the board"
    "dead": list[DeadCardJson],
    "size": int,
    "name": str,
    "category": str,
    "category_name": str,
    "class": int,
    "classes": int,
    "beats": float,
    "beats_text": str,
    "low": NotRequired[LowJson],
})
"""One played hand as the page and ``--json`` see it."""


class ShowdownReport(TypedDict):
    """A showdown as the page and ``--json`` see it (``draw`` is badugi's word for ``split``)."""

    game: str
    winners: list[int]
    split: bool
    draw: bool
    headline: str
    reason: str
    board: list[CardJson]
    hands: list[HandReport]
    hi_lo: bool  # a split pot: the halves, each player's share and each hand's low follow
    board_note: str | None  # a board not yet complete: the hands are as they stand, with cards to come
    halves: NotRequired[HalvesJson]
    shares: NotRequired[list[ShareJson]]


def player_label(index: int) -> str:
    """'Player 1' for index 0.

    >>> player_label(2)
    'Player 3'
    """
    return f"Player {index + 1}"


def check_deal(game: Variant, hands: Sequence[Hand], board: Hand = (), *, shared: int | None = None) -> None:
    """InputError for a deal the game does not allow: player count, board size, hand sizes, a card
    dealt twice.

    >>> from cardlab.core.cards import parse_hands
    >>> check_deal(variant("omaha"), parse_hands("Ah Kd Qs Jc | 2c 3c 4c"), parse_hand("5d 6d 7d"))
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Hand 2: has 3 cards; an Omaha hand needs 4

    A hand of the wrong size is named before a board that is missing:

    >>> check_deal(variant("holdem"), parse_hands("Ah Kh Qh | 2c 3c"))
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Hand 1: has 3 cards; a Texas Hold'em hand needs 2
    """
    if len(hands) < 2:
        raise InputError("a showdown needs at least 2 hands", field="hands")
    if game.own_dealing is not None:
        check_own_cards(game, hands, board, at_showdown=True, shared=shared)
        return
    if len(hands) > MAX_PLAYERS:
        raise InputError(f"{len(hands):,} hands is more than the {MAX_PLAYERS:,} this tool accepts", field="hands")
    if len(board) not in game.board_sizes:
        # A hand no board could fit is named first: it is the line to fix before the board.
        try:
            check_sizes(hands, game.hole_cards, what=game.hand_noun)
        except InputError as err:
            raise err.located(field="hands") from None
        raise InputError(_board_problem(game, len(board)), field="board")
    try:
        check_disjoint(hands)
    except InputError as err:
        raise err.located(field="hands") from None
    _check_board_apart(hands, board)
    game.check_deck(board, field="board", label="board: ")
    for number, cards in enumerate(hands, start=1):
        game.check_deck(cards, hand=number, field="hands")
    sizes = [size for size in game.hole_cards if not game.card_totals or size + len(board) in game.card_totals]
    what = f"with a {len(board)}-card board, a hand" if board and game.card_totals else game.hand_noun
    try:
        check_sizes(hands, sizes, what=what)
    except InputError as err:
        raise err.located(field="hands") from None


def _check_board_apart(hands: Sequence[Hand], board: Hand) -> None:
    """InputError on the board when a board card is also in a hand (the equity tool's words).

    >>> from cardlab.core.cards import parse_hands
    >>> _check_board_apart(parse_hands("Ah Kd | Qs Qc"), parse_hand("2c Qc 4h"))
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: board: Qc is also in hand 2
    """
    owner = {card: number for number, hand in enumerate(hands, start=1) for card in hand}
    for card in board:
        if card in owner:
            raise InputError(f"board: {card} is also in hand {owner[card]}", token=str(card), field="board")


def check_own_cards(game: Variant, hands: Sequence[Hand], board: Hand = (), *, at_showdown: bool,
                    shared: int | None = None) -> None:
    """InputError for a deal a stud game cannot have: more players than it deals to, a board (only
    the community card of a deck run short may be given), a player with more cards than the game
    deals (the first card too many is named) or, at the showdown, fewer; a card dealt twice.
    ``shared``: the community cards this deal has when the caller knows it (a hand history whose
    deck ran short with players who have since folded); None: as the rule gives for these hands.

    >>> from cardlab.core.cards import parse_hands
    >>> check_own_cards(variant("stud"), parse_hands("Ah Kd Qs Jc Th 9d 8s 2c | 2d 3d 4d 5d 6d 7d 8d"), (),
    ...                 at_showdown=True)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Hand 1: 2c is an eighth card; a seven-card stud hand has 7
    >>> check_own_cards(variant("razz"), parse_hands("Ah Kd Qs | 2d 3d 4d"), parse_hand("5c"), at_showdown=False)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Razz has no board: each player's cards are their own; leave it empty
    >>> eight = parse_hands("2c 2d 2h 3c 3d 3h | 4c 4d 4h 5c 5d 5h | 6c 6d 6h 7c 7d 7h | 8c 8d 8h 9c 9d 9h | "
    ...                     "Tc Td Th Jc Jd Jh | Qc Qd Qh Kc Kd Kh | Ac Ad Ah As Ks Qs | 5s 6s 7s 8s 9s Ts")
    >>> check_own_cards(variant("stud"), eight, parse_hand("Js 2s"), at_showdown=False)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: board: with 8 players the deck runs short: ...; 2 cards given (Js 2s)
    >>> check_own_cards(variant("stud"), eight, parse_hand("2c"), at_showdown=False)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Hand 1: 2c is also the community card
    """
    dealing = game.own_dealing
    assert dealing is not None
    if len(hands) > game.max_players:
        raise InputError(f"{len(hands)} hands is more than the {game.max_players} players {game.name} deals to",
                         field="hands")
    if shared is None:
        shared = dealing.community(len(hands), game.deck.size)
    if board and len(board) != shared:
        if shared:
            raise InputError(f"board: {dealing.short_deck_rule(len(hands))}; {plural(len(board), 'card')} given "
                             f"({format_cards(board)})", field="board")
        raise InputError(f"{game.name} has no board: each player's cards are their own; leave it empty", field="board")
    if at_showdown and shared and len(board) != shared:
        raise InputError(f"board: {dealing.short_deck_rule(len(hands))}: give it here, and "
                         f"{dealing.total - shared} own cards each", field="board")
    own = dealing.total - (shared if board or at_showdown else 0)
    for number, cards in enumerate(hands, start=1):
        if len(cards) > own:
            extra = cards[own]
            raise InputError(f"{extra} is {_ORDINAL_WORDS.get(own + 1, f'card {own + 1}')}; {game.hand_noun} "
                             f"has {own}", token=str(extra), hand=number, field="hands")
        if at_showdown and len(cards) < own:
            raise InputError(f"has {plural(len(cards), 'card')}; {game.hand_noun} needs {own} for a showdown "
                             "(equity counts the chances of a hand still being dealt)", hand=number, field="hands")
    check_disjoint(hands, board, board_place="the community card")  # the only board a stud game has
    game.check_deck(board, field="board", label="board: ")
    for number, cards in enumerate(hands, start=1):
        game.check_deck(cards, hand=number, field="hands")


_ORDINAL_WORDS = {7: "a seventh card", 8: "an eighth card", 9: "a ninth card"}


def _board_problem(game: Variant, size: int) -> str:
    if game.board_sizes == (0,):
        return f"{game.name} has no board; leave it empty"
    if size > max(game.board_sizes):
        return f"the board has {size} cards; it holds at most {max(game.board_sizes)}"
    low, high = min(game.board_sizes), max(game.board_sizes)
    return f"the board has {plural(size, 'card')}; {game.name} needs a board of {low} to {high} cards"


def showdown(hands: Sequence[Hand], board: Hand = (), game: str | Variant = FIRST_POKER_GAME, *,
             shared: int | None = None, names: Sequence[str] = ()) -> Showdown:
    """Settle a showdown of any variant; InputError for a deal the game does not allow (``shared``:
    a stud deal's community cards when known, as in :func:`check_own_cards`; ``names``: the
    players' names the headline uses, "Player 1" ... when none).

    >>> from cardlab.core.cards import parse_hands
    >>> omaha = showdown(parse_hands("Ah Kh 7c 2d | Qs Qd 8c 8d"), parse_hand("Qh Jh Th 9s 3c"), "omaha")
    >>> omaha.hands[0].name, omaha.winners
    ('Royal Flush', [0])
    >>> showdown(parse_hands("As 2s 3s 4s 5s 6s | Kh Kd Kc Qh Qd Qc"), parse_hand("7c"), "razz", shared=1).winners
    [0]
    >>> showdown(parse_hands("5H 5C 6S 7S KD | 2C 3S 8S 8D TD"), names=["Ann", "Ben"]).headline
    'Ben wins with Pair of Eights, Ten kicker'
    """
    rules = variant(game) if isinstance(game, str) else game
    check_deal(rules, hands, board, shared=shared)
    ranking = rules.ranking()
    played = [ranking.play(tuple(cards), tuple(board), rules.hole_used, rules.board_used) for cards in hands]
    values = [hand.value for hand in played]
    winners = ranking.winners(values)
    reason = showdown_reason(ranking, values, winners)
    if rules.hi_lo:
        return _split_showdown(rules, played, tuple(board), winners, reason, names)
    return Showdown(rules, played, tuple(board), winners, reason, _headline(ranking, played, winners, names))


def _split_showdown(rules: Variant, played: list[PlayedHand], board: Hand, high: list[int],
                    high_reason: str, names: Sequence[str] = ()) -> Showdown:
    """A split pot: the high half as any showdown; the low half to the best hand that qualifies
    under the low share's ranking (none: the high takes the whole pot).

    >>> from cardlab.core.cards import parse_hands
    >>> result = showdown(parse_hands("Ah 2h Kc Kd | Ad 2d Qc Js"), parse_hand("3c 4d 7s Ks 9h"), "omaha-hilo")
    >>> result.headline
    'high: Player 1, Three of a Kind, Kings; low: Player 1 and Player 2, 7-4-3-2-A'
    """
    share = rules.pot[1]
    low_ranking = ranking_named(share.ranking)
    qualifier = share.qualifier if share.qualifier is not None else 0
    lows = tuple(low_ranking.play(hand.cards, board, rules.hole_used, rules.board_used) for hand in played)
    qualified = [player for player, hand in enumerate(lows) if low_ranking.takes_part(hand.value, share.qualifier)]
    low: list[int] = []
    high_text = f"high: {_players(high, names)}, {played[high[0]].name}"
    if qualified:
        best = low_ranking.best_of([lows[player].value for player in qualified])
        low = [player for player in qualified if lows[player].value == best]
        losing = [hand.value for player, hand in enumerate(lows) if player not in low]
        why_low = (_and_tie(low_ranking.compare_reason(best, low_ranking.best_of(losing)), len(low), "lows")
                   if losing else f"every hand has {lows[0].name}: the low is split")
        low_text = f"low: {_players(low, names)}, {lows[low[0]].name}"
        reason = f"high: {high_reason}; low: {why_low}"
    else:
        why_low = f"no hand makes a low of {qualifier} or better"
        low_text = "no qualifying low: the high takes the whole pot"
        reason = f"high: {high_reason}; {why_low}"
    winners = sorted(set(high) | set(low))
    return Showdown(rules, played, board, winners, reason, f"{high_text}; {low_text}", lows, split_pot(high, low),
                    (high_reason, why_low))


def _players(indices: Sequence[int], names: Sequence[str] = ()) -> str:
    return series([names[index] if names else player_label(index) for index in indices])


def showdown_reason(ranking: Ranking, values: Sequence[HandValue], winners: list[int]) -> str:
    """Why the winners won: against the best losing hand, or the split when everyone ties.

    >>> from cardlab.poker.ranking import RANKING
    >>> showdown_reason(RANKING, [(4, (5,)), (4, (6,))], [1])
    'both straight; decided by the top card: 6 vs 5'
    >>> showdown_reason(RANKING, [(4, (5,)), (4, (6,)), (1, (9, 14, 8, 2))], [1])  # "both" of three: which two
    'against the best other hand, both straight; decided by the top card: 6 vs 5'
    >>> showdown_reason(RANKING, [(4, (6,)), (4, (6,)), (1, (9, 14, 8, 2))], [0, 1])  # two of three share
    'Straight beats one pair; both winning hands tie'
    """
    if len(winners) == len(values):
        everyone = "both" if len(values) == 2 else f"all {len(values)}"
        return ranking.all_tie_reason.format(everyone=everyone, name=ranking.name_in_sentence(values[0]))
    losers = [value for index, value in enumerate(values) if index not in winners]
    reason = ranking.compare_reason(values[winners[0]], ranking.best_of(losers))
    reason = f"against the best other hand, {reason}" if len(values) > 2 and reason.startswith("both ") else reason
    return _and_tie(reason, len(winners), "winning hands")


def _and_tie(reason: str, sharing: int, noun: str) -> str:
    """``reason`` for a pot part that ``sharing`` hands share, some hands beaten: it says the tie too.

    >>> _and_tie("One pair beats high card", 2, "winning hands"), _and_tie("Flush beats straight", 1, "lows")
    ('One pair beats high card; both winning hands tie', 'Flush beats straight')
    """
    if sharing < 2:
        return reason
    return f"{reason}; {'both' if sharing == 2 else f'all {sharing}'} {noun} tie"


def _headline(ranking: Ranking, played: Sequence[PlayedHand], winners: list[int], names: Sequence[str] = ()) -> str:
    name = played[winners[0]].name
    if len(winners) == 1:
        return f"{_players(winners, names)} wins with {name}"
    return f"{ranking.tie_headline}: {_players(winners, names)} tie with {name}"


def _hand_report(ranking: Ranking, hand: PlayedHand) -> HandReport:
    """One played hand as JSON: cards, the cards that play (own and board), name, strength."""
    rating = ranking.strength(hand.value)
    key, category_name = ranking.category(hand.value)
    played = [str(card) for card in hand.played]
    hole, board = _own_and_board(hand.played, hand.cards)
    return {
        "cards": [card_json(card) for card in hand.cards],
        "played": played,
        "best": played,
        "hole_played": hole,
        "board_played": board,
        "plays_text": plays_text(hole, board),
        "dead": [{"card": str(dead.card), "reason": dead.reason} for dead in hand.dead],
        "size": hand.size,
        "name": hand.name,
        "category": key,
        "category_name": category_name,
        "class": rating.hand_class,
        "classes": rating.classes,
        "beats": rating.beats,
        "beats_text": f"beats {describe_share(rating.beats)} of hands",
    }


def showdown_report(hands: Sequence[Hand], board: Hand = (), game: str | Variant = FIRST_POKER_GAME) -> ShowdownReport:
    """A showdown as the JSON object the page and ``--json`` share.

    >>> from cardlab.core.cards import parse_hands
    >>> report = showdown_report(parse_hands("2H 2D 4C 4D 4S | 3C 3D 3S 9S 9D"))
    >>> report["winners"], report["hands"][0]["name"], report["hands"][0]["class"]
    ([0], 'Full House, Fours full of Twos', 298)
    """
    result = showdown(hands, board, game)
    ranking = result.variant.ranking()
    split = len(result.winners) > 1
    report: ShowdownReport = {
        "game": result.variant.key,
        "winners": result.winners,
        "split": split,
        "draw": split,
        "headline": result.headline,
        "reason": result.reason,
        "board": [card_json(card) for card in result.board],
        "hands": [_hand_report(ranking, hand) for hand in result.hands],
        "hi_lo": result.pot is not None,
        "board_note": board_note(result.variant, len(result.board)),
    }
    if result.pot is not None:
        _add_split(report, result, result.pot)
    return report


def board_note(game: Variant, dealt: int) -> str | None:
    """What a showdown on a board not yet complete is: the hands as they stand (None on a complete
    board, and in a game that deals no board in streets: no board at all, or five-card's any cards
    plus any board).

    >>> board_note(variant("holdem"), 3)
    'The board has 3 cards of 5: these are the hands as they stand, with 2 cards to come (equity counts the chances).'
    >>> board_note(variant("holdem"), 5), board_note(variant("badugi"), 0), board_note(variant("five-card"), 0)
    (None, None, None)
    """
    full = max(game.board_sizes)
    if game.own_dealing is not None or min(game.board_sizes) == 0 or dealt >= full:
        return None
    return (f"The board has {plural(dealt, 'card')} of {full}: these are the hands as they stand, with "
            f"{plural(full - dealt, 'card')} to come (equity counts the chances).")


def _add_split(report: ShowdownReport, result: Showdown, pot: SplitPot) -> None:
    """The halves, each player's share and each hand's low, for a split-pot game.

    >>> from cardlab.core.cards import parse_hands
    >>> report = showdown_report(parse_hands("Ah 2h Kc Kd | Ad 2d Qc Js"), parse_hand("3c 4d 7s Ks 9h"), "omaha-hilo")
    >>> [share["fraction"] for share in report["shares"]], report["shares"][1]["words"]
    (['3/4', '1/4'], 'a quarter of the pot (quartered): half of the low')
    """
    high_text, low_text = result.headline.split("; ", 1)
    high_reason, low_reason = result.half_reasons
    report["halves"] = {
        "high": {"winners": list(pot.high), "headline": high_text, "reason": high_reason},
        "low": {"winners": list(pot.low), "headline": low_text, "reason": low_reason},
    }
    players = len(result.hands)
    report["shares"] = [{"fraction": _fraction(share), "share": float(share), "words": pot.words(player, players)}
                        for player, share in enumerate(pot.shares(players))]
    for low, entry in zip(result.lows, report["hands"]):
        hole, board = _own_and_board(low.played, low.cards)
        entry["low"] = {"qualifies": bool(low.played), "name": low.name, "played": [str(card) for card in low.played],
                        "hole_played": hole, "board_played": board,
                        "plays_text": plays_text(hole, board) if low.played else None}


def _fraction(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def _own_and_board(played: Hand, own: Hand) -> tuple[list[str], list[str]]:
    """The cards that play, split into the hand's own and the board's (in playing order)."""
    mine = set(own)
    return [str(card) for card in played if card in mine], [str(card) for card in played if card not in mine]


def plays_text(own: Sequence[str], board: Sequence[str]) -> str:
    """Which cards play, in words (the page shows it): own cards, then the board's; a hand whose
    own cards all stay out plays the board.

    >>> plays_text(["Ah", "Kd"], ["9h", "7d", "2c"])
    'plays Ah Kd with 9h 7d 2c from the board'
    >>> plays_text([], ["As", "Ks", "Qs", "Js", "Ts"]), plays_text(["8d", "6h", "4s", "2c", "Ah"], [])
    ('plays the board', 'plays 8d 6h 4s 2c Ah')
    """
    if not own:
        return "plays the board"
    return f"plays {' '.join(own)}" + (f" with {' '.join(board)} from the board" if board else "")


def _plays(own: list[str], board: list[str]) -> str:
    """The cards that play, as the CLI shows them: own cards, then the board's after a ``+``.

    >>> _plays(["Ah", "Kd"], ["9h", "7d", "2c"]), _plays(["8d", "6h", "4s", "2c", "Ah"], [])
    ('  (plays Ah Kd + 9h 7d 2c)', '  (plays 8d 6h 4s 2c Ah)')
    >>> _plays([], ["As", "Ks", "Qs", "Js", "Ts"])
    '  (plays the board: As Ks Qs Js Ts)'
    """
    if not own:
        return f"  (plays the board: {' '.join(board)})"
    return f"  (plays {' '.join(own)}" + (f" + {' '.join(board)})" if board else ")")


def parse_deal(hands_text: str | Sequence[str], board_text: str = "") -> tuple[list[Hand], Hand]:
    """Hands (one string to split, or one string per hand) and an optional board, parsed and
    checked for repeated cards (the game's rules are checked by :func:`showdown`).

    >>> hands, board = parse_deal(["Ah Kd", "Qs Qc"], "2c 3d 4h")
    >>> len(hands), len(board)
    (2, 3)
    """
    hands = parse_hand_texts(hands_text, min_hands=2)
    check_text_size(board_text, field="board")
    try:
        board = parse_hand(board_text) if board_text.strip() else ()
    except InputError as err:
        raise InputError(f"board: {err.reason}", token=err.token, field="board") from None
    return hands, board


def showdown_text(result: ShowdownReport) -> str:
    """A showdown report as the CLI prints it, for every game: the board, each player's cards and
    hand (with the cards that play, its class among all hands of the game and the share it beats,
    and the cards that do not play and why), the winners marked, the headline and the reason.

    >>> from cardlab.core.cards import parse_hands
    >>> print(showdown_text(showdown_report(parse_hands("Ah Kd | Qs Qc"), parse_hand("2c 7d 9h"), "holdem")))
    Board     2c 7d 9h
    Player 1  Ah Kd  High Card, Ace-high  (plays Ah Kd + 9h 7d 2c)
              class 6,304 of 7,462, beats 45.4% of hands
    Player 2  Qs Qc  Pair of Queens, Nine kicker  (plays Qs Qc + 9h 7d 2c)  <- wins
              class 3,940 of 7,462, beats 83.3% of hands
    Player 2 wins with Pair of Queens, Nine kicker
    Reason: One pair beats high card
    The board has 3 cards of 5: these are the hands as they stand, with 2 cards to come (equity counts the chances).
    >>> print(showdown_text(showdown_report(parse_hands("3c 2s 4d Ah | As 3h 2d 4c"), game="badugi")))
    Player 1  3c 2s 4d Ah  4-card badugi 4-3-2-A (the wheel / number one)  <- splits
              class 1 of 1,092, beats 99.99% of hands
    Player 2  As 3h 2d 4c  4-card badugi 4-3-2-A (the wheel / number one)  <- splits
              class 1 of 1,092, beats 99.99% of hands
    Split pot: Player 1 and Player 2 tie with 4-card badugi 4-3-2-A (the wheel / number one)
    Reason: both hands tie with 4-card badugi 4-3-2-A (the wheel / number one); the pot is split
    """
    game = variant(result["game"])
    own_only = game.own_dealing is not None  # stud: the five that play are named, own and community alike
    lines = []
    if result["board"]:
        lines.append("Board     " + " ".join(card["code"] for card in result["board"]))
    for index, hand in enumerate(result["hands"]):
        cards = " ".join(card["code"] for card in hand["cards"])
        mark = "" if index not in result["winners"] else "  <- splits" if result["split"] else "  <- wins"
        plays = _plays(hand["hole_played"], hand["board_played"]) if result["board"] or own_only else ""
        lines.append(f"Player {index + 1}  {cards}  {hand['name']}{plays}{'' if result['hi_lo'] else mark}")
        lines.append(f"          class {hand['class']:,} of {hand['classes']:,}, {hand['beats_text']}")
        lines.extend(f"          {dead['card']} dead: {dead['reason']}" for dead in hand["dead"])
        if "low" in hand and "shares" in result:  # a split pot: the hand's low and its share
            low, share = hand["low"], result["shares"][index]
            low_plays = _plays(low["hole_played"], low["board_played"]) if low["qualifies"] else ""
            lines.append(f"          low: {low['name']}{low_plays}; takes {share['fraction']}: {share['words']}")
    lines.append(result["headline"])
    lines.append(f"Reason: {result['reason']}")
    if result["board_note"]:
        lines.append(result["board_note"])
    return "\n".join(lines)
