"""Counting hands that contain a badugi (Project Euler 369), for any deck and badugi size
(rules: docs/rules.md, "Badugi counts (Problem 369)").

f(n) is the number of n-card subsets of a deck of ``suits`` x ``ranks`` cards that contain ``k``
cards of pairwise different suits and ranks (a k-card badugi). Problem 369 asks for
f(4) + ... + f(13) on the 52-card deck with k = 4:

>>> counts = badugi_counts()
>>> counts.contains(4), counts.contains(5)
(17160, 514800)
>>> sum(counts.contains(n) for n in range(4, 14))
862400558448

The method is a dynamic programme over ranks. Cards are edges of a bipartite graph between ranks
and suits; a k-card badugi is a matching of size k. After some ranks, the state is the *family* of
suit sets that cards of pairwise different ranks can cover (the independent sets of a transversal
matroid). A rank holding suit set T extends each covered set M by one suit of T not in M:

    F' = F  ∪  { M ∪ {t} : M ∈ F, t ∈ T \\ M }.

A family is stored as an integer with bit M set for each member M, so "add suit t to every member
without it" is ``(F & members_without_t) << 2**t``: the whole transition is a handful of integer
operations. Families that differ only by renaming suits have the same count, so states are kept up
to suit symmetry (orbit sums need no orbit sizes: E'[O'] = Σ E[O] · #{T : step(R_O, T) ∈ O'}).
The hand size is carried in a generating polynomial packed into one big integer (a fixed-width
bit field per power of x), so every count stays exact.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import permutations
from math import comb
from typing import TypedDict

from ..core.errors import InputError
from ..core.odds import ExactChance, exact_chance
from ..core.progress import Progress
from ..core.sizes import parse_sizes as parse_size_text

MAX_SUITS = 6
MAX_RANKS = 26


@dataclass(frozen=True)
class BadugiCounts:
    """For each hand size n: how many n-card hands have a best badugi of exactly j cards."""

    suits: int
    ranks: int
    by_best: tuple[tuple[int, ...], ...]  # by_best[n][j]

    @property
    def deck(self) -> int:
        """How many cards the deck holds.

        >>> badugi_counts(3, 4).deck
        12
        """
        return self.suits * self.ranks

    def contains(self, n: int, k: int = 4) -> int:
        """Hands of n cards containing a badugi of at least k cards.

        >>> badugi_counts(3, 4).contains(3, 3)
        24
        """
        return sum(self.by_best[n][k:])

    def exactly(self, n: int, j: int) -> int:
        """Hands of n cards whose best badugi has exactly j cards.

        >>> counts = badugi_counts(3, 4)
        >>> counts.exactly(3, 3), counts.exactly(3, 2), counts.exactly(3, 1)
        (24, 180, 16)
        """
        return self.by_best[n][j]

    def hands(self, n: int) -> int:
        """All n-card hands: C(deck, n).

        >>> badugi_counts(3, 4).hands(3)
        220
        """
        return comb(self.deck, n)


def _symmetry_tables(suits: int) -> list[list[int]]:
    """For each renaming of suits, where it sends each suit set (as a bitmask)."""
    return [
        [sum(1 << perm[i] for i in range(suits) if subset >> i & 1) for subset in range(1 << suits)]
        for perm in permutations(range(suits))
    ]


def _validate(suits: int, ranks: int, k: int) -> None:
    """InputError for a deck or badugi size the counter does not take."""
    if not 1 <= suits <= MAX_SUITS:
        raise InputError(f"suits: must be from 1 to {MAX_SUITS}, got {suits}", field="suits")
    if not 1 <= ranks <= MAX_RANKS:
        raise InputError(f"ranks: must be from 1 to {MAX_RANKS}, got {ranks}", field="ranks")
    if not 1 <= k <= suits:
        raise InputError(f"k: must be from 1 to the number of suits ({suits}), got {k}", field="k")


@cache
def _cached_counts(suits: int, ranks: int) -> BadugiCounts:
    return _count(suits, ranks, None)


def badugi_counts(suits: int = 4, ranks: int = 13, progress: Progress | None = None) -> BadugiCounts:
    """Exact counts for every hand size on a ``suits`` x ``ranks`` deck (more in the module example).

    >>> counts = badugi_counts(4, 13)
    >>> counts.contains(13), counts.hands(13)
    (601979379716, 635013559600)
    >>> badugi_counts(7, 13)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: suits: must be from 1 to 6, got 7
    """
    _validate(suits, ranks, 1)
    return _cached_counts(suits, ranks) if progress is None else _count(suits, ranks, progress)


# How many new (canonical) families each rank step meets, by suits: the counting's time goes to a family's
# transitions, worked out once, when it is first met (six suits: 96 families, 0.97 of the time in the
# first four ranks of 26). Progress is told by families met, so that it follows the time: by ranks
# done, six suits by 26 ranks sat at 8% for seconds, then ran to 100% at once (helper, session 14).
# tests/unit/test_badugi_count.py works them out again.
NEW_FAMILIES: dict[int, tuple[int, ...]] = {
    1: (1, 1), 2: (1, 2, 1), 3: (1, 3, 3, 1), 4: (1, 4, 7, 4, 1), 5: (1, 5, 13, 13, 5, 1),
    6: (1, 6, 22, 37, 23, 6, 1),
}
FAMILIES_SHARE = 0.95  # of the progress bar: the families' transitions; the rest, the rank steps


def _count(suits: int, ranks: int, progress: Progress | None) -> BadugiCounts:
    full = 1 << suits
    without = [sum(1 << m for m in range(full) if not m >> t & 1) for t in range(suits)]
    tables = _symmetry_tables(suits)
    width = suits * ranks + 2  # bits per coefficient: counts so far never exceed 2**cards
    canonical: dict[int, int] = {}

    def canon(family: int) -> int:
        found = canonical.get(family)
        if found is None:
            members = [m for m in range(full) if family >> m & 1]
            found = min(sum(1 << table[m] for m in members) for table in tables)
            canonical[family] = found
        return found

    def step(family: int, held: int) -> int:
        grown = family
        for t in range(suits):
            if held >> t & 1:
                grown |= (family & without[t]) << (1 << t)
        return grown

    transitions: dict[int, list[tuple[int, int, int]]] = {}
    families = max(1, sum(NEW_FAMILIES[suits][:ranks]))  # to be met in all

    def tell(steps: int) -> None:
        if progress:
            progress(FAMILIES_SHARE * len(transitions) / families + (1 - FAMILIES_SHARE) * steps / ranks)

    states: dict[int, int] = {1: 1}  # only the empty set is covered; one way to hold no cards
    for done in range(ranks):
        following: dict[int, int] = {}
        for family, poly in states.items():
            moves = transitions.get(family)
            if moves is None:
                tally: dict[tuple[int, int], int] = {}
                for held in range(full):
                    key = (canon(step(family, held)), held.bit_count())
                    tally[key] = tally.get(key, 0) + 1
                moves = transitions[family] = [(target, size, ways) for (target, size), ways in tally.items()]
                tell(done)
            for target, size, ways in moves:
                following[target] = following.get(target, 0) + ((poly * ways) << (width * size))
        states = following
        tell(done + 1)

    deck = suits * ranks
    mask = (1 << width) - 1
    by_best = [[0] * (suits + 1) for _ in range(deck + 1)]
    for family, poly in states.items():
        best = max(m.bit_count() for m in range(full) if family >> m & 1)
        for n in range(deck + 1):
            by_best[n][best] += (poly >> (width * n)) & mask
    return BadugiCounts(suits, ranks, tuple(tuple(row) for row in by_best))


def parse_sizes(text: str, deck: int) -> list[int]:
    """Hand sizes from text: ``4-13``, ``4..13``, ``5``, ``1,3,5-7`` or ``all``.

    >>> parse_sizes("4-13", 52)[:3], parse_sizes("all", 8)[-1]
    ([4, 5, 6], 8)
    >>> parse_sizes("3-60", 52)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: sizes: 60 is outside 0 to 52 (the deck has 52 cards)
    """
    return parse_size_text(text, lowest=0, highest=deck, deck_cards=deck, example="4-13")


class CountRow(ExactChance):
    """One hand size of a counts report: ``count`` of the ``of`` hands of n cards contain a k-card
    badugi (the one exact chance shape: count, of, probability, fraction; ``hands`` repeats ``of``)."""

    n: int
    hands: int  # all hands of n cards
    by_best: list[int]  # hands whose best badugi has exactly j cards, j = 0..suits


class CountsReport(TypedDict):
    """Counts for a deck and badugi size over the chosen hand sizes (exact integers)."""

    suits: int
    ranks: int
    k: int
    deck: int
    sizes: list[int]
    counts: dict[str, int]
    total: int
    rows: list[CountRow]


def counts_report(
    suits: int = 4, ranks: int = 13, k: int = 4, sizes: str = "4-13", progress: Progress | None = None
) -> CountsReport:
    """The table the page and ``--json`` show: f(n), its probability and the best-size split.

    >>> report = counts_report(sizes="4-13")
    >>> report["total"], report["counts"]["5"], report["rows"][0]["fraction"]
    (862400558448, 514800, '264/4165')
    """
    _validate(suits, ranks, k)
    deck = suits * ranks
    chosen = parse_sizes(sizes, deck)
    counts = badugi_counts(suits, ranks, progress)
    rows: list[CountRow] = []
    for n in chosen:
        hands = counts.hands(n)
        found = counts.contains(n, k)
        rows.append({
            "n": n,
            **exact_chance(found, hands),
            "hands": hands,
            "by_best": [counts.exactly(n, j) for j in range(suits + 1)],
        })
    return {
        "suits": suits,
        "ranks": ranks,
        "k": k,
        "deck": deck,
        "sizes": chosen,
        "counts": {str(row["n"]): row["count"] for row in rows},
        "total": sum(row["count"] for row in rows),
        "rows": rows,
    }
