"""Which Omaha hands a range holds (the syntax: :mod:`cardlab.poker.ranges.omaha_notation`; rules:
``docs/rules.md``, "Omaha ranges").

Hands are visited by **rank multiset** first (1,820 of them for four cards): a pattern that only
speaks of ranks (``AA``, ``RROO``, ``A2**``, ``$p``) is settled once per multiset, for every suit
assignment at once (counted, with its suitings, from the shape of the rank counts alone, not visited,
when no dead card has those ranks and the hands are not listed), and a pattern that needs
suits rules a multiset out when its ranks alone cannot match. Only the multisets left are visited
suit assignment by suit assignment. A hand is a sorted tuple of card numbers (``Card.deck_index``).

>>> from cardlab.poker.ranges.omaha_notation import parse_omaha_range
>>> [count_range(parse_omaha_range(text), 4).combos_before_removal for text in ("AA", "RROO", "$ds", "AA:$ds")]
[6961, 2808, 36504, 864]
>>> count_range(parse_omaha_range("AAAAA"), 4)
Traceback (most recent call last):
...
cardlab.core.errors.InputError: 'AAAAA' holds no 4-card hand
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import combinations, combinations_with_replacement, permutations, product
from math import comb, prod
from typing import NamedTuple

from ...core.cards import Card
from ...core.errors import InputError, shown
from .omaha_notation import RANK_LETTERS, SUIT_LETTERS, OmahaRange, Pattern, Term

OmahaHand = tuple[int, ...]  # card numbers (0..51, Card.deck_index), ascending
Ranks = tuple[int, ...]  # a hand's ranks, highest first
Suits = tuple[int, ...]  # the suit (0..3: c d h s) of each card, in the order of Ranks
RankTest = Callable[[Ranks], bool]
HandTest = Callable[[Ranks, Suits, OmahaHand], bool]
PercentClasses = Callable[[Pattern, int], tuple[tuple[OmahaHand, int], ...]]  # a percent's classes, with sizes
Signature = tuple[int, ...]  # a hand's rank masks by suit, sorted: the same for every hand of its class
MAX_VISITS = 1_000_000  # suit assignments visited for one range (about 2 s on CPython; 5-card $ds is refused)

_Spec = tuple[int | str | None, int | str | None, bool]  # rank, suit, same as the spec before


def card_number(card: Card) -> int:
    """A card's number in an :data:`OmahaHand`.

    >>> card_number(Card.parse("As")), card_number(Card.parse("2c"))
    (51, 0)
    """
    return card.deck_index


def hand_cards(hand: OmahaHand) -> tuple[Card, ...]:
    """The cards of a hand, highest rank first.

    >>> hand_cards((0, 51))
    (Card('As'), Card('2c'))
    """
    return tuple(Card(number // 4 + 2, SUIT_LETTERS[number % 4]) for number in sorted(hand, reverse=True))


def _specs(pattern: Pattern) -> tuple[list[_Spec], frozenset[int]]:
    """The card specs, most constrained first, and the ranks written in the pattern."""
    read: list[tuple[int | str | None, int | str | None]] = []
    for rank_letter, suit_letter in pattern.cards:
        rank: int | str | None = None if rank_letter == "*" else (
            RANK_LETTERS.index(rank_letter) + 2 if rank_letter in RANK_LETTERS else rank_letter)
        suit: int | str | None = None if not suit_letter else (
            SUIT_LETTERS.index(suit_letter) if suit_letter in SUIT_LETTERS else suit_letter)
        read.append((rank, suit))

    def order(spec: tuple[int | str | None, int | str | None]) -> tuple[int, str]:
        rank, suit = spec
        rank_place = 0 if isinstance(rank, int) else 1 if rank is not None else 2
        suit_place = 0 if isinstance(suit, int) else 1 if suit is not None else 2
        return rank_place * 3 + suit_place, repr(spec)

    read.sort(key=order)
    specs = [(rank, suit, index > 0 and read[index - 1] == (rank, suit)) for index, (rank, suit) in enumerate(read)]
    return specs, frozenset(rank for rank, _ in read if isinstance(rank, int))


def _search(specs: Sequence[_Spec], written: frozenset[int], ranks: Ranks, suits: Suits | None) -> bool:
    """True when the hand's cards can be given to the specs one each, variables kept consistent
    (``suits`` None: ranks only)."""
    size = len(ranks)
    rank_of: dict[str, int] = {}
    suit_of: dict[str, int] = {}

    def place(k: int, used: int, last: int) -> bool:
        if k == len(specs):
            return True
        rank, suit, same = specs[k]
        for i in range(last + 1 if same else 0, size):
            if used >> i & 1:
                continue
            value = ranks[i]
            new_rank = new_suit = ""
            if isinstance(rank, int):
                if value != rank:
                    continue
            elif rank is not None:
                bound = rank_of.get(rank)
                if bound is None:
                    if value in written or value in rank_of.values():
                        continue
                    new_rank = rank
                elif bound != value:
                    continue
            if suits is not None and suit is not None:
                colour = suits[i]
                if isinstance(suit, int):
                    if colour != suit:
                        continue
                else:
                    bound = suit_of.get(suit)
                    if bound is None:
                        if colour in suit_of.values():
                            continue
                        new_suit = suit
                    elif bound != colour:
                        continue
            if new_rank:
                rank_of[new_rank] = value
            if new_suit:
                suit_of[new_suit] = suits[i] if suits is not None else 0
            found = place(k + 1, used | 1 << i, i)
            if new_rank:
                del rank_of[new_rank]
            if new_suit:
                del suit_of[new_suit]
            if found:
                return True
        return False

    return place(0, 0, -1)


def _suit_counts(suits: Suits) -> list[int]:
    counts = [0, 0, 0, 0]
    for suit in suits:
        counts[suit] += 1
    return counts


def _double_suited(suits: Suits) -> bool:
    return sum(count >= 2 for count in _suit_counts(suits)) >= 2


def _single_suited(suits: Suits) -> bool:
    counts = _suit_counts(suits)
    return sum(count >= 2 for count in counts) == 1 and max(counts) == 2


def _rainbow(suits: Suits) -> bool:
    return max(_suit_counts(suits)) <= 1


SUIT_MACROS: dict[str, Callable[[Suits], bool]] = {"$ds": _double_suited, "$ss": _single_suited, "$r": _rainbow}
RANK_MACROS: dict[str, RankTest] = {
    "$np": lambda ranks: len(set(ranks)) == len(ranks),
    "$p": lambda ranks: len(set(ranks)) < len(ranks),
}


@dataclass
class _CompiledTerm:
    """A term as tests: decisive on ranks (settled per multiset), necessary on ranks (a filter),
    and per hand."""

    term: Term
    rank_tests: list[tuple[bool, RankTest]] = field(default_factory=list)  # (negated, test)
    rank_filters: list[RankTest] = field(default_factory=list)
    percent_filters: list[RankTest] = field(default_factory=list)  # built on first use: not needed within
    percent_tests: list[HandTest] = field(default_factory=list)  # the term's percent ranges (not negated)
    hand_tests: list[tuple[bool, HandTest]] = field(default_factory=list)
    within: dict[OmahaHand, int] | None = None  # a term with a percent range (not negated): the classes holding it
    invariant: bool = True  # no part names a suit: every hand of a class matches or none does

    def on_ranks(self, ranks: Ranks, within: bool = False) -> bool | None:
        """False when no hand of these ranks matches, True when all do, None when suits decide
        (``within``: the ranks are those of a hand of the term's percent ranges)."""
        for negated, test in self.rank_tests:
            if test(ranks) == negated:
                return False
        if not all(test(ranks) for test in self.rank_filters):
            return False
        if not within and not all(test(ranks) for test in self.percent_filters):
            return False
        return None if self.hand_tests or (self.percent_tests and not within) else True

    def on_hand(self, ranks: Ranks, suits: Suits, hand: OmahaHand, within: bool = False) -> bool:
        """Whether the hand matches (once :meth:`on_ranks` said suits decide; ``within``: as there)."""
        return (within or all(test(ranks, suits, hand) for test in self.percent_tests)) and \
            all(test(ranks, suits, hand) != negated for negated, test in self.hand_tests)

    def holds(self, hand: OmahaHand) -> bool:
        """Whether a hand of the term's percent ranges matches the whole term."""
        ranks = tuple(card // 4 + 2 for card in reversed(hand))
        verdict = self.on_ranks(ranks, within=True)
        return verdict is True or (verdict is None and self.on_hand(
            ranks, tuple(card % 4 for card in reversed(hand)), hand, within=True))


def _suit_macro(test: Callable[[Suits], bool]) -> HandTest:
    return lambda ranks, suits, hand: test(suits)


def signature(hand: Iterable[int]) -> Signature:
    """A hand's class under renaming of suits, as a value: the rank masks of its four suits, sorted
    (two hands are renamings of each other exactly when these agree).

    >>> signature((48, 49, 44, 45)) == signature((50, 51, 46, 47)), signature((0, 4, 8, 12))
    (True, (0, 0, 0, 15))
    """
    masks = [0, 0, 0, 0]
    for card in hand:
        masks[card & 3] |= 1 << (card >> 2)
    return tuple(sorted(masks))


def _held_in(classes: Sequence[tuple[OmahaHand, int]]) -> HandTest:
    """Whether a hand is of one of ``classes`` (their signatures found on the first call)."""
    found: list[frozenset[Signature]] = []

    def test(ranks: Ranks, suits: Suits, hand: OmahaHand) -> bool:
        if not found:
            found.append(frozenset(signature(key) for key, _ in classes))
        return signature(hand) in found[0]

    return test


def _held_ranks(classes: Sequence[tuple[OmahaHand, int]]) -> RankTest:
    """Whether some class of ``classes`` has these ranks (the rank multisets found on the first call)."""
    found: list[frozenset[Ranks]] = []

    def test(ranks: Ranks) -> bool:
        if not found:
            found.append(frozenset(tuple(number // 4 + 2 for number in reversed(key)) for key, _ in classes))
        return ranks in found[0]

    return test


def _on_ranks(specs: list[_Spec], written: frozenset[int]) -> RankTest:
    return lambda ranks: _search(specs, written, ranks, None)


def _on_cards(specs: list[_Spec], written: frozenset[int]) -> HandTest:
    return lambda ranks, suits, hand: _search(specs, written, ranks, suits)


def _compile(term: Term, size: int, percent_classes: PercentClasses | None) -> _CompiledTerm:
    compiled = _CompiledTerm(term)
    for part in term.parts:
        pattern = part.pattern
        if pattern.kind == "macro":
            if pattern.macro in RANK_MACROS:
                compiled.rank_tests.append((part.negated, RANK_MACROS[pattern.macro]))
            else:
                compiled.hand_tests.append((part.negated, _suit_macro(SUIT_MACROS[pattern.macro])))
        elif pattern.kind == "percent":
            if percent_classes is None:
                raise InputError(f"'{shown(pattern.text)}': percent ranges need a game", token=shown(pattern.text))
            held = percent_classes(pattern, size)
            if part.negated:
                compiled.hand_tests.append((True, _held_in(held)))
                continue
            compiled.percent_filters.append(_held_ranks(held))
            compiled.percent_tests.append(_held_in(held))
            compiled.within = dict(held) if compiled.within is None else {
                key: hands for key, hands in held if key in compiled.within}
        else:
            if len(pattern.cards) > size:
                raise _impossible(pattern.text, size)
            specs, written = _specs(pattern)
            compiled.invariant = compiled.invariant and not any(isinstance(suit, int) for _, suit, _ in specs)
            if all(suit is None for _, suit, _ in specs):
                compiled.rank_tests.append((part.negated, _on_ranks(specs, written)))
            else:
                if not part.negated:
                    compiled.rank_filters.append(_on_ranks(specs, written))
                compiled.hand_tests.append((part.negated, _on_cards(specs, written)))
    return compiled


def _impossible(text: str, size: int) -> InputError:
    return InputError(f"'{shown(text)}' holds no {size}-card hand", token=shown(text))


def rank_multisets(size: int) -> Iterator[Ranks]:
    """Every multiset of ``size`` ranks (at most four of a rank), highest rank first.

    >>> sum(1 for _ in rank_multisets(4)), sum(1 for _ in rank_multisets(5))
    (1820, 6175)
    """
    for ranks in combinations_with_replacement(range(14, 1, -1), size):
        if all(ranks[i] != ranks[i + 4] for i in range(size - 4)):
            yield ranks


def _groups(ranks: Ranks) -> list[tuple[int, int]]:
    found: list[tuple[int, int]] = []
    for rank in ranks:
        if found and found[-1][0] == rank:
            found[-1] = (rank, found[-1][1] + 1)
        else:
            found.append((rank, 1))
    return found


def _assignments(groups: Sequence[tuple[int, int]], dead: int) -> Iterator[tuple[Suits, OmahaHand]]:
    """Every suit assignment of a rank multiset, without dead cards: (suits in rank order, hand)."""
    choices = [[suits for suits in combinations(range(4), count)
                if not any(dead >> ((rank - 2) * 4 + suit) & 1 for suit in suits)] for rank, count in groups]
    for picked in product(*choices):
        suits = tuple(suit for chosen in picked for suit in chosen)
        hand = tuple(sorted((rank - 2) * 4 + suit for (rank, _), chosen in zip(groups, picked) for suit in chosen))
        yield suits, hand


def _live_count(groups: Sequence[tuple[int, int]], dead: int) -> int:
    return prod(comb(sum(not dead >> ((rank - 2) * 4 + suit) & 1 for suit in range(4)), count)
                for rank, count in groups)


class HeldClass(NamedTuple):
    """Part of a range held by class (a percent range): a class of hands under renaming of suits (named
    by its least hand), the hands of it the range holds (None: every one) and how many of those are live."""

    key: OmahaHand
    hands: tuple[OmahaHand, ...] | None
    live: int


@dataclass
class Counted:
    """What a range holds: its hands without a dead card (when listed), how many they are, how many
    before removal, the live count by pairing and by suits, and for a range held by class (every
    term a percent range's: ``15%``, ``15%:$ds``) its live classes."""

    combos: int
    combos_before_removal: int
    hands: list[OmahaHand] | None
    by_pairing: dict[str, int]
    by_suits: dict[str, int]
    classes: list[HeldClass] | None = None


MAX_LISTED = 100_000
"""Hands of a range held by class listed one by one when asked (``listed``); a wider one is held by class only."""


PAIRINGS = ("no pair", "one pair", "two pair", "three pair", "trips or more")
SUITINGS = ("rainbow", "single-suited", "double-suited", "three or more of one suit")


def pairing(ranks: Ranks) -> str:
    """How a hand is paired: ``no pair``, ``one pair``, ``two pair``, ``three pair`` or ``trips or more``.

    >>> pairing((14, 14, 13, 13)), pairing((9, 9, 9, 2)), pairing((14, 13, 12, 11))
    ('two pair', 'trips or more', 'no pair')
    """
    counts = [count for _, count in _groups(ranks)]
    if max(counts) >= 3:
        return PAIRINGS[4]
    return PAIRINGS[sum(count == 2 for count in counts)]


def suiting(suits: Suits) -> str:
    """How a hand is suited (the four kinds cover every hand; the first three are ``$r``, ``$ss``, ``$ds``).

    >>> suiting((0, 1, 2, 3)), suiting((0, 0, 1, 2)), suiting((0, 0, 1, 1)), suiting((0, 0, 0, 1))
    ('rainbow', 'single-suited', 'double-suited', 'three or more of one suit')
    """
    if _rainbow(suits):
        return SUITINGS[0]
    if _double_suited(suits):
        return SUITINGS[2]
    return SUITINGS[1] if _single_suited(suits) else SUITINGS[3]


@cache
def suiting_counts(counts: tuple[int, ...]) -> dict[str, int]:
    """How many suit assignments of ranks held ``counts`` times each are of each suiting (the
    ranks themselves do not matter).

    >>> suiting_counts((2, 1, 1))["double-suited"], sum(suiting_counts((2, 1, 1)).values())
    (12, 96)
    """
    found = dict.fromkeys(SUITINGS, 0)
    for suits, _ in _assignments([(14 - place, count) for place, count in enumerate(counts)], 0):
        found[suiting(suits)] += 1
    return found


def count_range(omaha: OmahaRange, size: int, *, dead: Iterable[Card] = (), listed: bool = False,
                before_removal: bool = True, percent_classes: PercentClasses | None = None) -> Counted:
    """Count (and with ``listed``, list) the ``size``-card hands a range holds without a ``dead``
    card, and (``before_removal``) how many it holds in the whole deck (a second pass when there are
    dead cards; else -1). InputError naming a term that holds no hand at all, or, before any hand
    is visited, when more than :data:`MAX_VISITS` suit assignments would be. A range each of whose
    terms holds a percent range is counted class by class (:func:`count_by_class`).

    >>> from cardlab.poker.ranges.omaha_notation import parse_omaha_range
    >>> counted = count_range(parse_omaha_range("AsAh**"), 4, dead=[Card.parse("Kd")], listed=True)
    >>> counted.combos_before_removal, counted.combos, len(counted.hands or [])
    (1225, 1176, 1176)
    >>> count_range(parse_omaha_range("KK!KKK"), 4).by_pairing["trips or more"]
    0
    >>> count_range(parse_omaha_range("$ds"), 5)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: '$ds' needs 2,598,960 5-card hands looked at one by one, more than ... like AAK:$ds
    """
    dead_mask = sum(1 << card_number(card) for card in dead)
    terms = [_compile(term, size, percent_classes) for term in omaha.terms]
    for term in terms:
        _check_possible(term, size)
    if all(term.within is not None for term in terms):
        return count_by_class(terms, size, dead_mask, listed)
    counted = _count(omaha, terms, size, dead_mask, listed)
    if before_removal:
        counted.combos_before_removal = counted.combos
        if dead_mask:
            counted.combos_before_removal = _count(omaha, terms, size, 0, False).combos
    return counted


def _check_possible(term: _CompiledTerm, size: int) -> None:
    """InputError for a term that plainly holds no hand (a rainbow of more than four cards)."""
    for part in term.term.parts:
        if not part.negated and part.pattern.macro == "$r" and size > 4:
            raise _impossible(part.pattern.text, size)


def _count(omaha: OmahaRange, terms: Sequence[_CompiledTerm], size: int, dead_mask: int, listed: bool) -> Counted:
    """One pass over the live hands (the bound checked first)."""
    plan: list[tuple[Ranks, list[bool | None]]] = []
    visits = 0
    for ranks in rank_multisets(size):
        verdicts = [term.on_ranks(ranks) for term in terms]
        if any(verdict is not False for verdict in verdicts):
            plan.append((ranks, verdicts))
            if True not in verdicts:
                visits += _live_count(_groups(ranks), dead_mask)
    if visits > MAX_VISITS:
        raise InputError(f"'{shown(omaha.text[:40])}' needs {visits:,} {size}-card hands looked at one by one, "
                         f"more than the {MAX_VISITS:,} allowed; narrow it with more ranks, like AAK:$ds",
                         token=shown(omaha.text[:40]))
    matched = [False] * len(terms)
    live = 0
    hands: list[OmahaHand] | None = [] if listed else None
    by_pairing = dict.fromkeys(PAIRINGS, 0)
    by_suits = dict.fromkeys(SUITINGS, 0)
    for ranks, verdicts in plan:
        groups = _groups(ranks)
        kind = pairing(ranks)
        whole = next((number for number, verdict in enumerate(verdicts) if verdict is True), None)
        open_terms = [(number, terms[number]) for number, verdict in enumerate(verdicts) if verdict is None]
        if whole is not None and hands is None and not any(dead_mask >> ((rank - 2) * 4) & 15 for rank, _ in groups):
            matched[whole] = True  # every suit assignment matches: counted by shape, none visited
            shape = suiting_counts(tuple(count for _, count in groups))
            live += sum(shape.values())
            by_pairing[kind] += sum(shape.values())
            for name, number in shape.items():
                by_suits[name] += number
            continue
        for suits, hand in _assignments(groups, dead_mask):
            if whole is not None:
                matched[whole] = True
            else:
                for number, term in open_terms:
                    if term.on_hand(ranks, suits, hand):
                        matched[number] = True
                        break
                else:
                    continue
            live += 1
            by_pairing[kind] += 1
            by_suits[suiting(suits)] += 1
            if hands is not None:
                hands.append(hand)
    if not dead_mask:
        for number, found in enumerate(matched):
            if not found and not _holds_any(terms[number], size):
                raise _impossible(terms[number].term.text, size)
    return Counted(live, -1, hands, by_pairing, by_suits)


def hand_mask(hand: OmahaHand) -> int:
    """A hand's cards as a bit mask (bit n for card number n).

    >>> hand_mask((0, 2, 51)) == 1 | 4 | 1 << 51
    True
    """
    mask = 0
    for card in hand:
        mask |= 1 << card
    return mask


def _suit_masks(hand: OmahaHand) -> tuple[int, int, int, int]:
    masks = [0, 0, 0, 0]
    for card in hand:
        masks[card & 3] |= 1 << (card >> 2)
    return masks[0], masks[1], masks[2], masks[3]


_RENAMINGS = tuple(permutations(range(4)))


@cache
def _class_facts(key: OmahaHand) -> tuple[tuple[int, int, int, int], str, str]:
    """A class's rank masks by suit, pairing and suiting (the same for every hand of it), kept."""
    return _suit_masks(key), _pairing_of(tuple(card >> 2 for card in key)), _suiting_of(tuple(card & 3 for card in key))


def live_counter(dead_mask: int) -> Callable[[OmahaHand, int], int]:
    """How many hands of a class (its least hand and number of hands) have no dead card: the class's
    renamings that miss every dead card, over the 24 renamings, times its number of hands. Only the
    class's cards of dead ranks matter, so classes alike there share one count (cached).

    >>> live = live_counter(1 << 51)   # the ace of spades is dead
    >>> live((48, 49, 50, 51), 1), live((48, 49, 44, 45), 6), live((0, 4, 8, 12), 4)
    (0, 3, 4)
    """
    dead = _suit_masks(tuple(card for card in range(52) if dead_mask >> card & 1))
    dead_ranks = dead[0] | dead[1] | dead[2] | dead[3]
    found: dict[tuple[int, int, int, int], int] = {}

    def live(key: OmahaHand, hands: int) -> int:
        if not dead_mask:
            return hands
        masks = _class_facts(key)[0]
        near = (masks[0] & dead_ranks, masks[1] & dead_ranks, masks[2] & dead_ranks, masks[3] & dead_ranks)
        missed = found.get(near)
        if missed is None:
            missed = found[near] = sum(all(not near[suit] & dead[to[suit]] for suit in range(4)) for to in _RENAMINGS)
        return hands * missed // 24

    return live


def count_by_class(terms: Sequence[_CompiledTerm], size: int, dead_mask: int, listed: bool) -> Counted:
    """Count a range each of whose terms holds a percent range (``15%``, ``15%:$ds``, ``5%-10%, 20%``)
    class by class: a term that names no suit is tested once on each class of its percent ranges and
    holds all of the class's live hands or none; a term that names one (``15%:As**``) is tested on each
    hand of those classes. Hands are listed (``listed``) only up to :data:`MAX_LISTED`.

    >>> from cardlab.poker.ranges.omaha_notation import parse_omaha_range
    >>> top = {(0, 1, 4, 5): 6, (0, 1, 2, 3): 1}   # 2c2d3c3d-like and the four deuces
    >>> classes = lambda pattern, size: tuple(top.items())
    >>> terms = [_compile(term, 4, classes) for term in parse_omaha_range("1%:$ds").terms]
    >>> counted = count_by_class(terms, 4, 1 << 0, True)   # 2c dead
    >>> counted.combos, counted.combos_before_removal, counted.by_suits["double-suited"], len(counted.hands or [])
    (3, 6, 3, 3)
    """
    full: dict[OmahaHand, int] = {}
    some: dict[OmahaHand, set[OmahaHand]] = {}
    matched = [False] * len(terms)
    for number, term in enumerate(terms):
        if not (term.rank_tests or term.rank_filters or term.hand_tests):  # percent ranges alone: every class
            full.update(term.within or {})
            matched[number] = bool(term.within)
            continue
        for key, hands in (term.within or {}).items():
            if term.invariant:
                if term.holds(key):
                    matched[number] = True
                    full[key] = hands
                continue
            held = [hand for hand in class_hands(key) if term.holds(hand)]
            if held:
                matched[number] = True
                some.setdefault(key, set()).update(held)
    for number, found in enumerate(matched):
        if not found:
            raise _impossible(terms[number].term.text, size)
    live_of = live_counter(dead_mask)
    classes: list[HeldClass] = []
    by_pairing = dict.fromkeys(PAIRINGS, 0)
    by_suits = dict.fromkeys(SUITINGS, 0)
    before = 0
    for key in [*full, *(key for key in some if key not in full)]:  # the order's order: draws repeat by seed
        if key in full:
            hands, held_hands = full[key], None
            live = live_of(key, hands)
        else:
            held_hands = tuple(sorted(some[key]))
            hands, live = len(held_hands), sum(not hand_mask(hand) & dead_mask for hand in held_hands)
        before += hands
        if live:
            classes.append(HeldClass(key, held_hands, live))
            _, kind, suits = _class_facts(key)
            by_pairing[kind] += live
            by_suits[suits] += live
    combos = sum(part.live for part in classes)
    listing = [hand for part in classes for hand in live_hands(part, dead_mask)] \
        if listed and combos <= MAX_LISTED else None
    return Counted(combos, before, sorted(listing) if listing is not None else None, by_pairing, by_suits, classes)


def class_hands(key: OmahaHand) -> frozenset[OmahaHand]:
    """Every hand of a class (named by any of its hands).

    >>> len(class_hands((0, 4, 8, 12)))   # 2c 3c 4c 5c: four suits
    4
    """
    return frozenset(tuple(sorted(number - number % 4 + suits[number % 4] for number in key)) for suits in _RENAMINGS)


def live_hands(part: HeldClass, dead_mask: int) -> list[OmahaHand]:
    """The live hands a range holds of one class, ascending.

    >>> live_hands(HeldClass((48, 49, 50, 51), None, 1), 0)
    [(48, 49, 50, 51)]
    """
    hands = part.hands if part.hands is not None else class_hands(part.key)
    return sorted(hand for hand in hands if not hand_mask(hand) & dead_mask)


@cache
def _pairing_of(ranks: Ranks) -> str:
    return pairing(ranks)


@cache
def _suiting_of(suits: Suits) -> str:
    return suiting(suits)


def _holds_any(term: _CompiledTerm, size: int) -> bool:
    """Whether a term holds some hand (asked only of a term every hand of which an earlier term took)."""
    for ranks in rank_multisets(size):
        verdict = term.on_ranks(ranks)
        if verdict:
            return True
        if verdict is None and any(term.on_hand(ranks, suits, hand) for suits, hand in _assignments(_groups(ranks), 0)):
            return True
    return False
