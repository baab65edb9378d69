"""How a game values and compares hands: the :class:`Ranking` record each ranking module fills
(poker's high, badugi's...), hand classes (1 = best) with counts of strictly weaker hands, and a
share as people read it.

>>> ranked({(2,): 3, (1,): 5, (0,): 2}, best_first=sorted({(2,): 3, (1,): 5, (0,): 2}, reverse=True))
({(2,): 1, (1,): 2, (0,): 3}, {(0,): 0, (1,): 2, (2,): 7})
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from ..core.cards import Hand
from .played import HandValue, PlayedHand, Strength
from .rule_set import RuleSet

Value = TypeVar("Value", bound=Hashable)


def ranked(frequency: Mapping[Value, int], best_first: Sequence[Value]) -> tuple[dict[Value, int], dict[Value, int]]:
    """(value -> class number, value -> number of hands strictly weaker), given values best first.

    >>> frequency = {"pair": 3, "high card": 5, "flush": 1}
    >>> ranked(frequency, best_first=["flush", "pair", "high card"])
    ({'flush': 1, 'pair': 2, 'high card': 3}, {'high card': 0, 'pair': 5, 'flush': 8})
    """
    classes = {value: number for number, value in enumerate(best_first, start=1)}
    weaker: dict[Value, int] = {}
    below = 0
    for value in reversed(best_first):
        weaker[value] = below
        below += frequency[value]
    return classes, weaker


def describe_share(share: float) -> str:
    """A share as people read it: 'beats 87.7% of hands', never 100% nor 0% unless it is exact
    (more digits, as many as it takes, near either end).

    >>> describe_share(0.8775)
    '87.8%'
    >>> describe_share(0.9999984)
    '99.9998%'
    >>> describe_share(0.0), describe_share(0.0000031)
    ('0%', '0.0003%')
    """
    if share <= 0:
        return "0%"
    digits = 1
    while digits < 8 and not 0 < round(share * 100, digits) < 100:
        digits += 1
    text = f"{share * 100:.{digits}f}"
    return text.rstrip("0").rstrip(".") + "%" if "." in text else text + "%"


@dataclass(frozen=True)
class MadeHand:
    """The words for a made hand under a draw game's ranking (a badugi, a low), as reports and the
    page say them: the report's key for its count (``badugi``, ``low``), the noun and its plural,
    the goal "any made hand", what follows a top card ("-high", "-low"), and how a player names the
    hands that are not made (none in badugi)."""

    key: str
    noun: str
    plural: str
    any_text: str
    high_word: str
    top_pattern: str  # a made hand named by its top card ({} the rank): "{}-high badugi", "{}-low"
    unmade_label: str = ""


@dataclass(frozen=True)
class Ranking:
    """How a family of games values and compares hands.

    ``play(hole, board, hole_used, board_used)`` makes a player's hand (``hole_used``/``board_used``
    None: any cards); ``compare_reason(winner, loser)`` says why one value beats another;
    ``strength`` places a value among all hands; ``category`` gives a value's category key and name;
    ``qualifies(value, qualifier)`` says whether a hand may win a pot share with a qualifier (a low
    "8 or better"; None: every hand qualifies); ``rules`` the rule set it plays by
    (:mod:`cardlab.games.rule_sets`), so a ranking is one record with its rule data; ``made`` the
    words for its made hand where a draw game is played by it.
    """

    key: str
    low: bool
    play: Callable[[Hand, Hand, int | None, int | None], PlayedHand]
    compare_reason: Callable[[HandValue, HandValue], str]
    strength: Callable[[HandValue], Strength]
    category: Callable[[HandValue], tuple[str, str]]
    name: Callable[[HandValue], str]
    tie_headline: str  # "Split pot" / "Split low": how a shared win is announced
    all_tie_reason: str  # with {everyone} ("both", "all 3") and {name}
    qualifies: Callable[[HandValue, int], bool] | None = None  # (value, qualifier): may it take a share?
    rules: RuleSet | None = None  # its five-card rule set (deck, aces, category order); badugi: none
    made: MadeHand | None = None  # a draw game's made hand in words (None: no draw game plays it)
    in_sentence: Callable[[HandValue], str] | None = None  # the name inside a sentence (None: as ``name``)

    def name_in_sentence(self, value: HandValue) -> str:
        """A hand's name inside a sentence: the ranking's own words for it (a category's in lower
        case, ranks as written), else its name.

        >>> named = Ranking("x", True, None, None, None, None, lambda v: "8-5 low", "", "")  # type: ignore[arg-type]
        >>> named.name_in_sentence((0, (8, 5)))
        '8-5 low'
        """
        return (self.in_sentence or self.name)(value)

    def takes_part(self, value: HandValue, qualifier: int | None) -> bool:
        """Whether a hand of ``value`` may take a pot share that asks ``qualifier`` of it (None, or
        a ranking with no qualifying rule: every hand may).

        >>> any_hand = Ranking("x", True, None, None, None, None, None, "", "")  # type: ignore[arg-type]
        >>> any_hand.takes_part((3, (9,)), 8), any_hand.takes_part((3, (9,)), None)
        (True, True)
        """
        return qualifier is None or self.qualifies is None or self.qualifies(value, qualifier)

    def best_of(self, values: list[HandValue]) -> HandValue:
        """The best value of ``values`` under this ranking.

        >>> poker_like = Ranking("x", False, None, None, None, None, None, "", "")  # type: ignore[arg-type]
        >>> poker_like.best_of([(1, (5,)), (3, (2,))])
        (3, (2,))
        """
        return min(values) if self.low else max(values)

    def winners(self, values: list[HandValue]) -> list[int]:
        """Indices of every value equal to the best (Norvig's ``allmax``): ties share.

        >>> badugi_like = Ranking("x", True, None, None, None, None, None, "", "")  # type: ignore[arg-type]
        >>> badugi_like.winners([(0, (4, 3, 2, 1)), (1, (3, 2, 1)), (0, (4, 3, 2, 1))])
        [0, 2]
        """
        best = self.best_of(values)
        return [index for index, value in enumerate(values) if value == best]
