"""Hand ranges: the notation players type, read into weighted two-card combos (rules:
``docs/rules.md``, "Hand ranges").

Parts are separated by commas, semicolons or spaces; each part is one of

* a specific hand ``AhKh`` (or ``Ah Kh``), a class ``AKs`` (4 combos), ``AKo`` (12), ``AK`` (16), ``QQ`` (6);
* a class with ``+``: ``QQ+`` (QQ, KK, AA), ``ATs+`` (ATs ... AKs), ``KTo+``, ``AT+`` (suited and offsuit);
* a dash form between two classes of the same first rank: ``A5s-A2s``, ``99-66``, ``KQo-K9o``;
* ``random``, ``xx`` or ``??``: any two cards (all 1,326 combos);
* a top percentage ``15%``: the best classes by :mod:`cardlab.poker.ranges.preflop_order` (equity against a
  random hand, computed by this project), as many as bring the share of all 1,326 combos closest to it;
* any of these with a weight ``AKs:0.5`` (0 to 1; the weight a combo is played with). A combo named
  by several parts keeps the weight of the last one, so ``QQ+, KK:0`` is QQ and AA.

A short deck's ranges (``rules``: :data:`~cardlab.games.rule_sets.SHORTDECK`) are the same notation
over its 81 classes and 630 combos: ``random`` and ``20%`` take only cards from 6 up, and a part naming
a 2 to 5 is refused.

>>> from cardlab.games.rule_sets import SHORTDECK
>>> parse_range("random", rules=SHORTDECK).size, parse_range("66+, A6s+", rules=SHORTDECK).size
(630, 86)
>>> parse_range("A5s", rules=SHORTDECK)
Traceback (most recent call last):
...
cardlab.core.errors.InputError: 'A5s' is not in the short deck: its 36 cards start at 6

>>> r = parse_range("QQ+, AKs")
>>> r.size, r.weighted_size
(22, Fraction(22, 1))
>>> parse_range("A5s-A2s:0.5").weighted_size
Fraction(8, 1)
>>> parse_range("QQ++")
Traceback (most recent call last):
...
cardlab.core.errors.InputError: malformed '+' in 'QQ++': write one + after one class, like QQ+ or ATs+
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from importlib import import_module

from ...core.cards import Card, could_be_cards, parse_hand
from ...core.errors import InputError, shown
from ...core.limits import check_text_size
from ...core.text import ascii_lower, ascii_upper
from ...games.rule_set import RuleSet
from ...games.rule_sets import HOLDEM
from .classes import (
    CLASS_SIZES,
    GRID_RANKS,
    Combo,
    cell_class,
    class_combos,
    class_id,
    combo_class,
    deck_combos,
    make_combo,
    rank_row,
)

MAX_PARTS = 2_000  # parts in one range, counted before any is read
MAX_WEIGHT_DECIMALS = 6
RANDOM_WORDS = ("random", "xx", "??")
_SEPARATORS = re.compile(r"[\s,;]+")
_GLUE = re.compile(r"\s*([:\-])\s*|\s+([+%])")  # "AKs : 0.5", "99 - 66", "QQ +" and "15 %" are one part each
_WEIGHT = re.compile(r"\d{1,3}(?:\.\d{0,6})?|\.\d{1,6}", re.ASCII)
_PERCENT = re.compile(r"\d{1,3}(?:\.\d{1,4})?|\.\d{1,4}", re.ASCII)
_RANKS = set(GRID_RANKS)
_CARDISH = re.compile(r"(?:10|[2-9tjqka])[^2-9tjqka+\-%:]", re.IGNORECASE)  # a rank and a bad suit: "Kx"
_FIRST_CARD = re.compile(r"(?:10|[2-9tjqka])[cdhs]\S", re.IGNORECASE | re.ASCII)  # "AhKx": cards, one of them bad


@dataclass(frozen=True)
class Range:
    """A range: each combo it holds with its weight (0 < weight <= 1), and the text it came from."""

    text: str
    weights: Mapping[Combo, Fraction]

    @property
    def size(self) -> int:
        """How many combos the range holds.

        >>> parse_range("AK").size
        16
        """
        return len(self.weights)

    @property
    def weighted_size(self) -> Fraction:
        """The combos counted by weight.

        >>> parse_range("AKs:0.25, QQ").weighted_size
        Fraction(7, 1)
        """
        return sum(self.weights.values(), Fraction(0))

    def without(self, cards: Iterable[Card]) -> Range:
        """The range without the combos that use any of ``cards`` (card removal).

        >>> from cardlab.core.cards import parse_hand
        >>> parse_range("QQ+").without(parse_hand("Ah Kh")).size
        12
        """
        known = set(cards)
        return Range(self.text, {combo: weight for combo, weight in self.weights.items()
                                 if combo[0] not in known and combo[1] not in known})


def parse_range(text: str, *, field: str | None = None, rules: RuleSet = HOLDEM) -> Range:
    """Read a range; InputError naming the part at fault (and ``field``).

    >>> parse_range("random").size, parse_range("xx").size, parse_range("AhKh, Ah Qh").size
    (1326, 1326, 2)
    >>> parse_range("AZs")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: unknown rank 'Z' in 'AZs'
    >>> parse_range("A5s-K2s")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: malformed '-' in 'A5s-K2s': both ends need one first rank, like A5s-A2s or 99-66
    """
    check_text_size(text, field=field or "range")
    try:
        parts = range_parts(text)
        weights: dict[Combo, Fraction] = {}
        for part in parts:
            combos, weight = read_part(part, rules)
            for combo in combos:
                if weight:
                    weights[combo] = weight
                else:
                    weights.pop(combo, None)
    except InputError as err:
        raise err.located(field=field) if field else err from None
    return Range(text, weights)


def range_parts(text: str) -> list[str]:
    """The parts of a range text; two single cards in a row are one hand.

    >>> range_parts("QQ + , AKs : 0.5 Ah Kh;99 - 66")
    ['QQ+', 'AKs:0.5', 'AhKh', '99-66']
    >>> range_parts("Ah")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: 'Ah' is one card; a hand has two, like AhKh
    """
    glued = _GLUE.sub(lambda match: match.group(1) or match.group(2), text)
    tokens = [token for token in _SEPARATORS.split(glued) if token]
    if len(tokens) > MAX_PARTS:
        raise InputError(f"a range of {len(tokens):,} parts is more than the {MAX_PARTS:,} allowed")
    parts: list[str] = []
    pending = ""
    for token in tokens:
        if _single_card(token):
            if pending:
                parts.append(pending + token)
                pending = ""
            else:
                pending = token
            continue
        if pending:
            read_part(token)  # a bad token is the mistake to name first
            raise _one_card(pending)
        parts.append(token)
    if pending:
        raise _one_card(pending)
    if not parts:
        raise InputError("the range is empty; write hands like QQ+, AKs or 15%")
    return parts


def _single_card(token: str) -> bool:
    if not could_be_cards(token):
        return False
    try:
        return len(parse_hand(token)) == 1
    except InputError:
        return False


def _one_card(token: str) -> InputError:
    return InputError(f"'{shown(token)}' is one card; a hand has two, like AhKh", token=shown(token))


def read_part(part: str, rules: RuleSet = HOLDEM) -> tuple[list[Combo], Fraction]:
    """The combos of one part and its weight (1 without ``:``), in the deck of ``rules``.

    >>> combos, weight = read_part("KTo+:0.5")
    >>> len(combos), weight, read_part("AQo:50%")[1], read_part("AQo:12.5%")[1]
    (36, Fraction(1, 2), Fraction(1, 2), Fraction(1, 8))
    >>> read_part("AKs:2")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: weight '2' in 'AKs:2' must be a number from 0 to 1, like 0.5, or a percentage, \
like 50%
    """
    body, weight = _split_weight(part)
    folded = body.lower()
    if folded in RANDOM_WORDS:
        return list(deck_combos(rules.lowest_rank)), weight
    if body.endswith("%"):
        return [combo for number in top_classes(_percent(body, part), rules)
                for combo in class_combos(number)], weight
    if could_be_cards(body) or _CARDISH.fullmatch(body) or _FIRST_CARD.match(body):
        combos = [_specific(body, part)]
    else:
        combos = [combo for number in _class_form(body, part) for combo in class_combos(number)]
    _check_deck(combos, part, rules)
    return combos, weight


def _check_deck(combos: Iterable[Combo], part: str, rules: RuleSet) -> None:
    """InputError when a part names a card below the deck's lowest rank (short deck: 2 to 5)."""
    if any(combo[1].rank < rules.lowest_rank for combo in combos):
        deck = rules.deck
        raise InputError(f"'{shown(part)}' is not in the {deck.noun}: its {deck.size} cards start at "
                         f"{deck.lowest_char}", token=shown(part))


def _split_weight(part: str) -> tuple[str, Fraction]:
    if ":" not in part:
        return part, Fraction(1)
    body, _, text = part.partition(":")
    if not body:
        raise InputError(f"'{shown(part)}' has a weight but no hands before the ':'", token=shown(part))
    number = text.removesuffix("%")
    if number != text and _PERCENT.fullmatch(number) and Fraction(number) <= 100:  # "AQo:50%", as players write it
        return body, Fraction(number) / 100
    if not is_weight(text):
        raise InputError(f"weight '{shown(text)}' in '{shown(part)}' must be a number from 0 to 1, like 0.5, "
                         "or a percentage, like 50%", token=shown(part))
    return body, Fraction(text)


def percent_parts(text: str) -> list[str]:
    """The parts of a range text that take hands by percentage (``15%``, ``15%:0.5``).

    >>> percent_parts("QQ+, 15%:0.5, A2s"), percent_parts("AKs")
    (['15%:0.5'], [])
    """
    return [part for part in range_parts(text) if _split_weight(part)[0].endswith("%")]


def is_weight(text: str) -> bool:
    """True when ``text`` is a weight a range may carry: a decimal number from 0 to 1.

    >>> is_weight("0.5"), is_weight("1"), is_weight("NaN"), is_weight("2"), is_weight("1e-1")
    (True, True, False, False, False)
    """
    decimals = text.partition(".")[2]
    return bool(_WEIGHT.fullmatch(text)) and len(decimals) <= MAX_WEIGHT_DECIMALS and Fraction(text) <= 1


def _percent(body: str, part: str) -> Fraction:
    number = body[:-1]
    if not _PERCENT.fullmatch(number) or Fraction(number) > 100:
        raise InputError(f"'{shown(part)}' is not a percentage from 0% to 100%, like 15%", token=shown(part))
    return Fraction(number)


def top_classes(percent: Fraction, rules: RuleSet = HOLDEM) -> list[int]:
    """The best classes (by the rule set's :func:`preflop_order`) whose combos come closest to
    ``percent`` of all the deck's combos (1,326; short deck 630; the fewer classes on a tie).

    >>> from cardlab.poker.ranges.classes import CLASSES
    >>> [CLASSES[number] for number in top_classes(Fraction(1))]
    ['AA', 'KK']
    >>> sum(CLASS_SIZES[number] for number in top_classes(Fraction(100)))
    1326
    >>> from cardlab.games.rule_sets import SHORTDECK
    >>> sum(CLASS_SIZES[number] for number in top_classes(Fraction(100), SHORTDECK))
    630
    """
    order = preflop_order(rules)
    target = percent * len(deck_combos(rules.lowest_rank)) / 100
    best_count, best_gap, total = 0, target, 0
    for count, label in enumerate(order, start=1):
        total += CLASS_SIZES[class_id(label)]
        gap = abs(total - target)
        if gap < best_gap:
            best_count, best_gap = count, gap
    return [class_id(label) for label in order[:best_count]]


def preflop_order(rules: RuleSet = HOLDEM) -> tuple[str, ...]:
    """The rule set's classes from best to worst by equity against a random hand.

    >>> preflop_order()[:3], len(preflop_order())
    (('AA', 'KK', 'QQ'), 169)
    """
    if rules.preflop_order is None:
        raise ValueError(f"{rules.title} has no preflop order")
    module, name = rules.preflop_order
    order: tuple[str, ...] = getattr(import_module(module, __package__), name)
    return order


def _specific(body: str, part: str) -> Combo:
    try:
        cards = parse_hand(body)
    except InputError as err:
        if err.token not in (None, shown(body)) and " in '" in err.reason:  # the bad card (Kx in AhKx) is named
            raise InputError(err.reason, token=err.token) from None
        reason = err.reason if f"'{shown(part)}'" in err.reason else f"{err.reason} in '{shown(part)}'"
        raise InputError(reason, token=shown(part)) from None
    if len(cards) != 2:
        raise InputError(f"'{shown(part)}' has {len(cards)} cards; a hand has two, like AhKh", token=shown(part))
    return make_combo(*cards)


Kind = str  # "pair", "s", "o" or "" (suited and offsuit)


def _class_form(body: str, part: str) -> list[int]:
    """Classes of ``AKs``, ``QQ+``, ``A5s-A2s`` (InputError naming ``part``)."""
    text = body.replace("10", "T")
    if "-" in text:
        pieces = text.split("-")
        if len(pieces) != 2 or not all(pieces) or "+" in text:
            raise _malformed("-", part, "write two classes, like 99-66 or A5s-A2s")
        (high_a, low_a, kind_a), (high_b, low_b, kind_b) = (_read_class(piece, part) for piece in pieces)
        same_pairs = kind_a == kind_b == "pair"
        if not same_pairs and (high_a != high_b or kind_a != kind_b or "pair" in (kind_a, kind_b)):
            raise _malformed("-", part, "both ends need one first rank, like A5s-A2s or 99-66")
        if same_pairs:
            return [_pair(rank) for rank in range(min(high_a, high_b), max(high_a, high_b) + 1)]
        return _kickers(high_a, range(min(low_a, low_b), max(low_a, low_b) + 1), kind_a)
    if "+" in text:
        if text.count("+") > 1 or not text.endswith("+"):
            raise _malformed("+", part, "write one + after one class, like QQ+ or ATs+")
        high, low, kind = _read_class(text[:-1], part)
        if kind == "pair":
            return [_pair(rank) for rank in range(high, 15)]
        return _kickers(high, range(low, high), kind)
    high, low, kind = _read_class(text, part)
    return [_pair(high)] if kind == "pair" else _kickers(high, range(low, low + 1), kind)


def _malformed(sign: str, part: str, hint: str) -> InputError:
    return InputError(f"malformed '{sign}' in '{shown(part)}': {hint}", token=shown(part))


def _read_class(token: str, part: str) -> tuple[int, int, Kind]:
    """(higher rank, lower rank, kind) of ``AKs``, ``KA``, ``QQ``; InputError naming ``part``."""
    upper = ascii_upper(token[:2])  # per character: "ǰ".upper() is two code points
    for char, shown_char in zip(upper, token):
        if char not in _RANKS:
            raise InputError(f"unknown rank '{shown(shown_char)}' in '{shown(part)}'", token=shown(part))
    if len(token) < 2:
        raise InputError(f"'{shown(part)}' is not a hand, a class or a range, like AhKh, AKs, QQ+ or 15%",
                         token=shown(part))
    suffix = ascii_lower(token[2:])
    if suffix not in ("", "s", "o"):
        raise InputError(f"unknown suffix '{shown(token[2:])}' in '{shown(part)}': use s (suited) or o (offsuit)",
                         token=shown(part))
    first, second = (14 - GRID_RANKS.index(char) for char in upper)
    high, low = max(first, second), min(first, second)
    if high == low:
        if suffix:
            raise InputError(f"'{shown(part)}': a pair is neither suited nor offsuit; write {upper}",
                             token=shown(part))
        return high, low, "pair"
    return high, low, suffix


def _pair(rank: int) -> int:
    return cell_class(rank_row(rank), rank_row(rank))


def _kickers(high: int, lows: range, kind: Kind) -> list[int]:
    found = []
    for low in lows:
        if kind in ("", "s"):
            found.append(cell_class(rank_row(high), rank_row(low)))
        if kind in ("", "o"):
            found.append(cell_class(rank_row(low), rank_row(high)))
    return found


def class_weights(weights: Mapping[Combo, Fraction]) -> dict[int, tuple[int, Fraction]]:
    """Per class present: (combos held, their summed weight).

    >>> from cardlab.poker.ranges.classes import class_id
    >>> class_weights(parse_range("AKs:0.5, AhKh").weights)[class_id("AKs")]
    (4, Fraction(5, 2))
    """
    found: dict[int, tuple[int, Fraction]] = {}
    for combo, weight in weights.items():
        number = combo_class(combo)
        count, total = found.get(number, (0, Fraction(0)))
        found[number] = (count + 1, total + weight)
    return found
