"""A range written back in its shortest usual notation (the text the page's grid keeps in sync).

Whole classes of one weight are joined into runs (``77+``, ``99-66``, ``ATs+``, ``A5s-A2s``; ``AT+``
when the suited and offsuit runs agree); classes held only in part, or with mixed weights, are
listed combo by combo. Weights other than 1 follow each part (``AKs:0.5``).

>>> from cardlab.poker.ranges.notation import parse_range
>>> range_text(parse_range("AA, KK, QQ, AKs, AQs, AJs, ATs, AKo, AQo, AJo, ATo, 99, 88, 77, 66").weights)
'QQ+, 99-66, AT+'
>>> range_text(parse_range("A5s-A2s, KQo:0.5, AK:0.5, AhKh, AsKs").weights)
'A5s-A2s, AK:0.5, KQo:0.5, AhKh, AsKs'
>>> range_text(parse_range("xx").weights)
'random'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from fractions import Fraction

from ...games.rule_set import RuleSet
from ...games.rule_sets import HOLDEM
from .classes import (
    CLASS_SIZES,
    CLASSES,
    GRID_RANKS,
    SIDE,
    Combo,
    cell_class,
    class_combos,
    combo_class,
    combo_text,
    deck_classes,
)

Run = tuple[int, int]  # first and last grid row of a run of consecutive ranks


def range_text(weights: Mapping[Combo, Fraction], rules: RuleSet = HOLDEM) -> str:
    """The shortest usual text for a range's weighted combos ('' for an empty range): whole
    classes first (at the weight most of their combos have), then single combos (a class held in
    part, or a combo whose weight differs from its class's), so the last part read wins as it should.
    Every class of the rule set's deck at one weight reads ``random``.

    >>> from cardlab.games.rule_sets import SHORTDECK
    >>> from cardlab.poker.ranges.notation import parse_range
    >>> range_text(parse_range("xx", rules=SHORTDECK).weights, SHORTDECK)
    'random'
    """
    if not weights:
        return ""
    same = _one_object_per_weight(weights)  # weights compared by identity below (Fraction == and hash are slow)
    whole: dict[int, tuple[Fraction, set[int]]] = {}  # id(weight) -> (weight, its whole classes)
    single: dict[int, tuple[Fraction, list[Combo]]] = {}  # id(weight) -> (weight, its single combos)
    by_class: dict[int, dict[Combo, Fraction]] = {}
    for combo, weight in same.items():
        by_class.setdefault(combo_class(combo), {})[combo] = weight
    for number, held in sorted(by_class.items()):
        order = class_combos(number)
        base: Fraction | None = None
        if len(held) == CLASS_SIZES[number]:
            counts = Counter(map(id, held.values()))
            base = max({id(weight): weight for weight in held.values()}.values(),
                       key=lambda weight: (counts[id(weight)], -weight))
            whole.setdefault(id(base), (base, set()))[1].add(number)
        for combo in order:
            kept = held.get(combo)
            if kept is not None and kept is not base:
                single.setdefault(id(kept), (kept, []))[1].append(combo)
    if len(whole) == 1 and not single:
        weight, classes = next(iter(whole.values()))
        if len(classes) == len(deck_classes(rules.lowest_rank)):
            return "random" + _weight_suffix(weight)
    parts: list[str] = []
    for weight, classes in sorted(whole.values(), key=lambda entry: entry[0], reverse=True):
        suffix = _weight_suffix(weight)
        parts.extend(part + suffix for part in class_parts(classes))
    for weight, combos in sorted(single.values(), key=lambda entry: entry[0], reverse=True):
        suffix = _weight_suffix(weight)
        parts.extend(combo_text(combo) + suffix for combo in combos)
    return ", ".join(parts)


def _one_object_per_weight(weights: Mapping[Combo, Fraction]) -> dict[Combo, Fraction]:
    """The same weights, each value one object per distinct weight (a range holds a few weights,
    often as many objects): equal weights are then the same object.

    >>> a, b = Fraction(1, 2), Fraction(2, 4)
    >>> same = _one_object_per_weight({(0, 1): a, (0, 2): b})
    >>> same[(0, 1)] is same[(0, 2)]
    True
    """
    objects = {id(weight): weight for weight in weights.values()}
    canonical: dict[int, Fraction] = {}
    kept: list[Fraction] = []
    for key, weight in objects.items():
        equal = next((other for other in kept if other == weight), None)
        if equal is None:
            kept.append(weight)
        canonical[key] = weight if equal is None else equal
    if len(kept) == len(objects):
        return dict(weights)
    return {combo: canonical[id(weight)] for combo, weight in weights.items()}


def _weight_suffix(weight: Fraction) -> str:
    if weight == 1:
        return ""
    return ":" + decimal_text(weight)


def decimal_text(value: Fraction) -> str:
    """A weight (a fraction with a finite decimal form) as a plain decimal.

    >>> decimal_text(Fraction(1, 8)), decimal_text(Fraction(1))
    ('0.125', '1')
    """
    whole, rest = divmod(value.numerator, value.denominator)
    digits: list[str] = []
    while rest and len(digits) < 12:
        rest *= 10
        digit, rest = divmod(rest, value.denominator)
        digits.append(str(digit))
    return str(whole) + ("." + "".join(digits) if digits else "")


def class_parts(classes: set[int]) -> list[str]:
    """Whole classes as the fewest parts: pairs, then runs held both suited and offsuit, then
    suited runs, then offsuit runs, each from the highest rank down.

    >>> from cardlab.poker.ranges.classes import class_id
    >>> class_parts({class_id(label) for label in ("AA", "KK", "AKs", "AQs", "KQo", "KJo", "KTo")})
    ['KK+', 'AQs+', 'KTo+']
    """
    pairs = sorted(row for row in range(SIDE) if cell_class(row, row) in classes)
    parts = [_pair_part(run) for run in _runs(pairs)]
    both: list[str] = []
    suited: list[str] = []
    offsuit: list[str] = []
    for high in range(SIDE):
        suited_runs = _runs([low for low in range(high + 1, SIDE) if cell_class(high, low) in classes])
        offsuit_runs = _runs([low for low in range(high + 1, SIDE) if cell_class(low, high) in classes])
        shared = [run for run in suited_runs if run in offsuit_runs]
        both.extend(_kicker_part(high, run, "") for run in shared)
        suited.extend(_kicker_part(high, run, "s") for run in suited_runs if run not in shared)
        offsuit.extend(_kicker_part(high, run, "o") for run in offsuit_runs if run not in shared)
    return parts + both + suited + offsuit


def _runs(rows: Sequence[int]) -> list[Run]:
    runs: list[Run] = []
    for row in rows:
        if runs and runs[-1][1] == row - 1:
            runs[-1] = (runs[-1][0], row)
        else:
            runs.append((row, row))
    return runs


def _pair_part(run: Run) -> str:
    top, bottom = run
    label = CLASSES[cell_class(bottom, bottom)]
    if top == bottom:
        return label
    if top == 0:
        return label + "+"
    return f"{CLASSES[cell_class(top, top)]}-{label}"


def _kicker_part(high: int, run: Run, suffix: str) -> str:
    top, bottom = run

    def label(low: int) -> str:
        return GRID_RANKS[high] + GRID_RANKS[low] + suffix

    if top == bottom:
        return label(top)
    if top == high + 1:
        return label(bottom) + "+"
    return f"{label(top)}-{label(bottom)}"
