"""A range over every flop: the share of its combos in each made class and draw across all 22,100
flops (7,140 from the short deck), and which flop textures it hits most (rules: ``docs/rules.md``, "Range hits").

Flops are read once per class of flops that a renaming of suits maps onto each other *and* that
leaves the range and the dead cards unchanged (all 24 renamings for ranges of whole classes at one
weight: 1,755 classes); each class counts as many times as it has flops (the Hold'em example is
:func:`every_flop_report`'s). Short deck deals its flops from 36 cards (7,140 flops):

>>> short = every_flop_report("AA", game="shortdeck")
>>> short["flops"], short["classes"], round(short["made"][4]["share"], 4)  # sets: 896 of 5,984 flops
(7140, 573, 0.1497)
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from itertools import combinations, permutations
from math import lcm
from typing import NamedTuple, TypedDict, final

from ...core.cards import SUIT_CHARS, Card
from ...core.errors import InputError
from ...core.progress import Progress
from ...games.categories import CATEGORIES
from ...games.rule_set import RuleSet
from ...games.rule_sets import HOLDEM
from ...games.variants import Variant
from ..equity.spot import check_decks, field_cards
from ..ranges.classes import Combo
from .board import Board, card_facts, rank_of, straights
from .classify import Hit, cached_reader
from .report import GAMES, category_rows, hits_game, live_weights, made_rows, number
from .vocabulary import DRAWS, GROUPS, TEXTURE_NAMES, TEXTURES

MAX_READS = 3_000_000  # combo readings (flop classes x live combos), bounded before work starts
HIT_GROUPS = ("strong", "pair")


class ShareRow(TypedDict):
    """A made class, draw, category or group: its share of the live combos over every flop."""

    key: str
    name: str
    share: float


class TextureRow(TypedDict):
    """A flop texture: its flops and how the range meets them."""

    key: str
    name: str
    flops: int
    hit: float  # one pair with an own card or better
    strong: float  # two pair or better
    draw: float  # a flush or straight draw and no pair


@final  # closed: narrowed from the one-board report by its "textures"
class EveryFlopReport(TypedDict):
    """``poker.hits`` with ``every_flop``."""

    game: str
    range: str
    dead: list[str]
    combos: float | int
    flops: int
    classes: int
    categories: list[ShareRow]
    made: list[ShareRow]
    draws: list[ShareRow]
    groups: list[ShareRow]
    textures: list[TextureRow]


def _renamings(weights: dict[Combo, Fraction], dead: tuple[Card, ...]) -> list[dict[str, str]]:
    """The renamings of suits that leave the range's weights and the dead cards as they are.

    They form a group, so a renaming found to keep the range brings every product with those found
    before, and one found not to keep it rules out its products with them (its coset): for a range
    of whole classes, three renamings are checked against the range, not all 24.

    >>> from cardlab.poker.ranges.notation import parse_range
    >>> len(_renamings(parse_range("AhKh").weights, ()))  # clubs, diamonds and spades may swap
    6
    """
    # Each weight's combos, as sets of two cards.
    images: dict[Fraction, set[frozenset[Card]]] = {weight: set() for weight in weights.values()}
    for combo, weight in weights.items():
        images[weight].add(frozenset(combo))
    groups = list(images.values())
    dead_set = frozenset(dead)

    def keeps(order: tuple[str, ...]) -> bool:
        rename = dict(zip(SUIT_CHARS, order, strict=True))
        if frozenset(Card(card.rank, rename[card.suit]) for card in dead_set) != dead_set:
            return False
        cards = {card: Card(card.rank, rename[card.suit]) for pair in weights for card in pair}
        return all({frozenset((cards[a], cards[b])) for a, b in group} == group for group in groups)

    def then(first: tuple[str, ...], second: tuple[str, ...]) -> tuple[str, ...]:  # first, then second
        return tuple(second[SUIT_CHARS.index(suit)] for suit in first)

    kept = {tuple(SUIT_CHARS)}
    ruled_out: set[tuple[str, ...]] = set()
    for order in permutations(SUIT_CHARS):
        if order in kept or order in ruled_out:
            continue
        if keeps(order):
            grown = {order}  # the group the kept renamings make: closed under products
            while grown:
                kept |= grown
                grown = {then(a, b) for a in kept for b in kept} - kept
        else:
            ruled_out |= {then(h, order) for h in kept} | {then(order, h) for h in kept}
    return [dict(zip(SUIT_CHARS, order, strict=True)) for order in permutations(SUIT_CHARS) if order in kept]


def flop_classes(deck: Iterable[Card], renamings: list[dict[str, str]]) -> list[tuple[tuple[Card, ...], int]]:
    """One flop per class with the number of flops in it.

    >>> from cardlab.core.cards import FULL_DECK
    >>> len(flop_classes(FULL_DECK, [dict(zip(SUIT_CHARS, o, strict=True)) for o in permutations(SUIT_CHARS)]))
    1755
    """
    seen: set[frozenset[Card]] = set()
    classes: list[tuple[tuple[Card, ...], int]] = []
    for flop in combinations(deck, 3):
        key = frozenset(flop)
        if key in seen:
            continue
        orbit = {frozenset(Card(card.rank, rename[card.suit]) for card in flop) for rename in renamings}
        seen |= orbit
        classes.append((flop, len(orbit)))
    return classes


def flop_class_count(deck: Iterable[Card], renamings: list[dict[str, str]]) -> int:
    """How many classes :func:`flop_classes` finds, counted without visiting a flop: by Burnside's
    lemma, the mean over the renamings of the flops each leaves as they are. A renaming moves the
    cards in cycles (a card's suit's cycle); a flop it keeps is three fixed cards, a fixed card and a
    two-card cycle, or one three-card cycle. (The deck must be kept by every renaming.)

    >>> from cardlab.core.cards import FULL_DECK
    >>> flop_class_count(FULL_DECK, [dict(zip(SUIT_CHARS, o, strict=True)) for o in permutations(SUIT_CHARS)])
    1755
    """
    cards = list(deck)
    total = 0
    for rename in renamings:
        cycles = [0, 0, 0, 0, 0]  # cards by the length of their cycle
        for card in cards:
            length, suit = 1, rename[card.suit]
            while suit != card.suit:
                length, suit = length + 1, rename[suit]
            cycles[length] += 1
        fixed, two, three = cycles[1], cycles[2] // 2, cycles[3] // 3
        total += fixed * (fixed - 1) * (fixed - 2) // 6 + fixed * two + three
    return total // len(renamings)


def textures(flop: tuple[Card, ...], rules: RuleSet = HOLDEM) -> tuple[str, str, str, str]:
    """The flop's suits, pairing, connection and height keys.

    >>> from cardlab.core.cards import parse_hand
    >>> textures(parse_hand("Qh Jh 2c")), textures(parse_hand("8s 7s 6s"))
    (('two-tone', 'unpaired', 'disconnected', 'high'), ('monotone', 'unpaired', 'connected', 'low'))
    """
    suits = len({card.suit for card in flop})
    ranks = [rank_of(card) for card in flop]
    distinct = len(set(ranks))
    mask = sum(1 << rank for rank in set(ranks))
    high = sum(1 for rank in ranks if rank >= 8)
    return (
        {1: "monotone", 2: "two-tone", 3: "rainbow"}[suits],
        {3: "unpaired", 2: "paired", 1: "trips"}[distinct],
        "connected" if any(window & mask == mask for window in straights(rules)) and distinct > 1 else "disconnected",
        "high" if high >= 2 else "low" if max(ranks) <= 7 else "middle",
    )


SECONDS_PER_READ = 2e-6  # one combo read on one flop class, CPU seconds on CPython (bench/estimates.py --jobs)
SETUP_SECONDS = 0.2  # the tables every run builds or reads first


def every_flop_seconds(text: str, *, dead: str = "", game: Variant | str = GAMES[0]) -> float:
    """The estimated CPython seconds of :func:`every_flop_report` (its reads times their cost);
    the same input errors as running it.

    >>> every_flop_seconds("AA") < 1 < every_flop_seconds("100%")
    True
    """
    plan = _plan(text, dead, game)
    return SETUP_SECONDS + flop_class_count(plan.deck, plan.renamings) * len(plan.weights) * SECONDS_PER_READ


class _Plan(NamedTuple):
    """What every flop reads: the game, its rules, the dead cards, the range's live weights, the
    live deck and the renamings of suits that keep the range (a flop class: one flop per renaming)."""

    game: Variant
    rules: RuleSet
    dead: tuple[Card, ...]
    weights: dict[Combo, Fraction]
    deck: list[Card]
    renamings: list[dict[str, str]]


def _plan(text: str, dead: str, game: Variant | str) -> _Plan:
    game_rules = hits_game(game)
    rules = game_rules.rule_set()
    dead_cards = field_cards(dead, "dead")
    check_decks(game_rules, [], (), dead_cards)
    weights = live_weights(text, (), dead_cards, rules)
    deck = [card for card in rules.deck.cards if card not in set(dead_cards)]
    return _Plan(game_rules, rules, dead_cards, weights, deck, _renamings(weights, dead_cards))


def every_flop_report(text: str, *, dead: str = "", game: Variant | str = GAMES[0],
                      progress: Progress | None = None) -> EveryFlopReport:
    """Shares over every flop; the work is bounded before it starts.

    >>> report = every_flop_report("AA")
    >>> report["flops"], report["classes"], round(report["made"][5]["share"], 4)  # sets: 12,672 of 117,600
    (22100, 1755, 0.1078)
    """
    game_rules, rules, dead_cards, weights, deck, renamings = _plan(text, dead, game)
    if (count := flop_class_count(deck, renamings)) * len(weights) > MAX_READS:
        raise InputError(f"range: every flop would read {count:,} flop classes x {len(weights):,} combos; "
                         f"the limit is {MAX_READS:,} (a range of whole classes at one weight has the fewest)",
                         field="range")
    classes = flop_classes(deck, renamings)
    # Integer weights (scaled by their common denominator) keep the inner loop to int additions.
    scale = lcm(*(weight.denominator for weight in weights.values()))
    facts = card_facts()
    combos = [(first, second, int(weight * scale), facts[first][3] | facts[second][3])
              for (first, second), weight in weights.items()]
    totals: dict[str, int] = {}
    texture_live: dict[str, int] = {}
    texture_flops: dict[str, int] = {}
    texture_groups: dict[tuple[str, str], int] = {}
    live_total = 0
    flops = 0
    for done, (flop, count) in enumerate(classes, start=1):
        read = cached_reader(Board.read(flop, dead_cards, rules))
        board = facts[flop[0]][3] | facts[flop[1]][3] | facts[flop[2]][3]
        by_hit: dict[Hit, int] = {}
        for first, second, weight, cards in combos:
            if cards & board:
                continue
            hit = read(first, second)
            by_hit[hit] = by_hit.get(hit, 0) + weight
        here: dict[str, int] = {}
        for hit, weight in by_hit.items():
            for name in (CATEGORIES[hit.category].key, "made:" + hit.made, "group:" + hit.group,
                         *("draw:" + draw for draw in hit.draws)):
                here[name] = here.get(name, 0) + weight
        live = sum(by_hit.values())
        for name, value in here.items():
            totals[name] = totals.get(name, 0) + value * count
        live_total += live * count
        flops += count
        for texture in textures(flop, rules):
            texture_flops[texture] = texture_flops.get(texture, 0) + count
            texture_live[texture] = texture_live.get(texture, 0) + live * count
            for group in ("strong", "pair", "draw"):
                texture_groups[texture, group] = texture_groups.get((texture, group), 0) + here.get(
                    "group:" + group, 0) * count
        if progress is not None:
            progress(done / len(classes))

    def share(name: str) -> float:
        return totals.get(name, 0) / live_total if live_total else 0.0

    texture_rows: list[TextureRow] = []
    for texture, _ in TEXTURES:
        if not texture_flops.get(texture):
            continue
        live = texture_live[texture]

        def part(group: str, texture: str = texture, live: int = live) -> float:
            return texture_groups.get((texture, group), 0) / live if live else 0.0

        texture_rows.append({"key": texture, "name": TEXTURE_NAMES[texture], "flops": texture_flops[texture],
                             "hit": part("strong") + part("pair"), "strong": part("strong"), "draw": part("draw")})
    texture_rows.sort(key=lambda row: -row["hit"])
    return {
        "game": game_rules.key,
        "range": text.strip(),
        "dead": [str(card) for card in dead_cards],
        "combos": number(sum(weights.values(), Fraction(0))),
        "flops": flops,
        "classes": len(classes),
        "categories": [{"key": k, "name": n, "share": share(k)} for k, n in category_rows(rules)],
        "made": [{"key": k, "name": n, "share": share("made:" + k)} for k, n in made_rows(rules)],
        "draws": [{"key": k, "name": n, "share": share("draw:" + k)} for k, n in DRAWS],
        "groups": [{"key": k, "name": n, "share": share("group:" + k)} for k, n in GROUPS],
        "textures": texture_rows,
    }
