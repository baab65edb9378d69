"""Omaha ranges: the generic syntax PLO players type (ProPokerTools' subset), read into terms of
patterns (rules: ``docs/rules.md``, "Omaha ranges"). Which hands a range holds is
:mod:`cardlab.poker.ranges.omaha_match`'s job.

* A range is **terms** separated by ``,`` or ``;`` (or); a term is **patterns** joined by ``:``
  (and) and ``!`` (and not): ``AA:$ds``, ``KK!KKK``.
* A **cards pattern** lists cards the hand holds at least, in any order: a rank ``A`` (any suit),
  an exact card ``As``, a rank with a suit variable ``Ax`` (``w x y z``: same letter same suit,
  different letters different suits), ``*`` (any card), ``*x`` / ``*s`` (any rank of that suit),
  rank variables ``R O N`` (same letter same rank, different letters different ranks, none equal
  to a rank written in the same pattern).
* **Macros** ``$ds`` ``$ss`` ``$r`` ``$np`` ``$p``, and **percent ranges** ``15%``, ``5%-10%``.
* Letters in any case; spaces, quotes and brackets are ignored (``Ah Kh Qd Jd`` is one hand).

>>> parse_omaha_range("AA : $DS, kk!KKK").text
'AA:$ds, KK!KKK'
>>> parse_omaha_range("AxAy*x*y").terms[0].parts[0].pattern.cards
(('A', 'x'), ('A', 'y'), ('*', 'x'), ('*', 'y'))
>>> parse_omaha_range("AAQ2:$q")
Traceback (most recent call last):
...
cardlab.core.errors.InputError: unknown macro '$q' in 'AAQ2:$q': use $ds, $ss, $r, $np or $p
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from ...core.cards import SUIT_SYMBOLS_AS_LETTERS
from ...core.errors import InputError, shown
from ...core.limits import check_text_size
from ...core.text import ascii_lower
from .notation import RANDOM_WORDS, is_weight

MAX_TERMS = 500  # terms in one range, counted before any is read
MAX_PARTS = 8  # patterns in one term
RANK_LETTERS = "23456789TJQKA"
RANK_VARIABLES = "RON"
SUIT_LETTERS = "cdhs"
SUIT_VARIABLES = "wxyz"
MACROS: dict[str, str] = {
    "$ds": "double-suited: two or more suits with two or more cards each",
    "$ss": "single-suited: exactly one suit with two or more cards, and it has exactly two",
    "$r": "rainbow: every card a different suit",
    "$np": "no pair: every card a different rank",
    "$p": "at least one pair",
}
_IGNORED = re.compile(r"[\s'\"`\[\](){}]+")
_TERM_SEPARATORS = re.compile(r"[,;]")
_ANY_CARDS = re.compile(r"[xX?]{2,}")  # 'xxxx': no card known (a suit variable x follows a rank)
_X_FOR_ANY = re.compile(r"([2-9TJQKARON*]+)([xX]{2,})", re.IGNORECASE)  # 'AAxx': aces and any two
_PERCENT = re.compile(r"(\d{1,3}(?:\.\d{1,4})?)%(?:-(\d{1,3}(?:\.\d{1,4})?)%)?", re.ASCII)
_OPERATORS = re.compile(r"([:!])")

CardSpec = tuple[str, str]  # (rank letter, variable or "*"; suit letter, variable or "" for any)
Kind = Literal["cards", "macro", "percent"]


@dataclass(frozen=True)
class Pattern:
    """One pattern: the cards a hand must hold, a macro, or a percent range (low, high)."""

    kind: Kind
    text: str
    cards: tuple[CardSpec, ...] = ()
    macro: str = ""
    percent: tuple[Fraction, Fraction] = (Fraction(0), Fraction(0))


@dataclass(frozen=True)
class Part:
    """A pattern in a term, and whether the term wants it absent (``!``)."""

    negated: bool
    pattern: Pattern


@dataclass(frozen=True)
class Term:
    """Patterns that must all hold (``:``) and must not (``!``)."""

    text: str
    parts: tuple[Part, ...]


@dataclass(frozen=True)
class OmahaRange:
    """A parsed Omaha range: its terms (a hand is in the range when some term holds) and its text
    written back in normal form."""

    terms: tuple[Term, ...]

    @property
    def text(self) -> str:
        """The normalised text: upper-case ranks, lower-case suits, no spaces, ``, `` between terms.

        >>> parse_omaha_range("a a k k").text
        'AAKK'
        """
        return ", ".join(term.text for term in self.terms)


def parse_omaha_range(text: str, *, field: str | None = None) -> OmahaRange:
    """Read an Omaha range; InputError naming the token at fault (and ``field``).

    >>> len(parse_omaha_range("A2**, A3:$ds; RROO").terms)
    3
    >>> parse_omaha_range("AQv2")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: unknown letter 'v' in 'AQv2': ranks 2-9 T J Q K A, rank variables R O N, ...
    >>> parse_omaha_range(" , ")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: the range is empty; write patterns like AA:$ds, RROO or 15%
    """
    check_text_size(text, field=field or "range")
    try:
        pieces = [piece for piece in _TERM_SEPARATORS.split(_IGNORED.sub("", text)) if piece]
        if not pieces:
            raise InputError("the range is empty; write patterns like AA:$ds, RROO or 15%")
        if len(pieces) > MAX_TERMS:
            raise InputError(f"a range of {len(pieces):,} terms is more than the {MAX_TERMS:,} allowed")
        terms = tuple(_term(piece) for piece in pieces)
    except InputError as err:
        raise err.located(field=field) if field else err from None
    return OmahaRange(terms)


def _term(text: str) -> Term:
    """One term: ``AA:$ds!AAA`` (a leading ``!`` means any hand but those). A macro's one letter
    alone after ``:`` or ``!`` (``AA:r``) is the macro written without its ``$``, not a rank.

    >>> _term("AA:R").text
    'AA:R'
    >>> _term("AA**:0.5")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: 'AA**:0.5' gives a weight (':0.5'): Omaha ranges take no weights (Hold'em \
ranges do); drop ':0.5'
    >>> _term("AA:r")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: 'AA:r' has a macro without its $: write 'AA:$r' (rainbow: every card a \
different suit; the rank variable is a capital R)
    """
    tokens = _OPERATORS.split(text)
    if len(tokens) // 2 + 1 > MAX_PARTS:
        raise InputError(f"'{shown(text)}' joins more than {MAX_PARTS} patterns", token=shown(text))
    _check_lone_macros(text, tokens)
    _check_weights(text, tokens)
    parts: list[Part] = []
    negated = False
    for index, token in enumerate(tokens):
        if index % 2:
            negated = token == "!"
            continue
        if not token:
            if index == 0 and len(tokens) > 1 and tokens[1] == "!":
                continue  # "!AAA": any hand but these
            raise InputError(f"'{shown(text)}' has an empty pattern around ':' or '!'", token=shown(text))
        parts.append(Part(negated, read_pattern(token, text)))
    return Term(_term_text(parts), tuple(parts))


def _check_lone_macros(text: str, tokens: list[str]) -> None:
    """A macro's one letter alone after ``:`` or ``!`` (``AA:r``, ``AA:r!p``) is that macro without
    its ``$``: an error that writes every such part back with it."""
    lone = [index for index in range(2, len(tokens), 2) if len(tokens[index]) == 1 and f"${tokens[index]}" in MACROS]
    if not lone:
        return
    written = "".join(f"${token}" if index in lone else token for index, token in enumerate(tokens))
    first = tokens[lone[0]]
    variable = f"; the rank variable is a capital {first.upper()}" if first.upper() in RANK_VARIABLES else ""
    raise InputError(f"'{shown(text)}' has a macro without its $: write '{shown(written)}' "
                     f"({MACROS['$' + first]}{variable})", token=shown(first))


def _check_weights(text: str, tokens: list[str]) -> None:
    """A weight after ``:`` (``AA**:0.5``), as a Hold'em range takes one: an error saying so, where
    it had read as an unknown rank ('0')."""
    weights = [token for index, token in enumerate(tokens)
               if index > 1 and tokens[index - 1] == ":" and is_weight(token)]
    if weights:
        weight = shown(weights[0])
        raise InputError(f"'{shown(text)}' gives a weight (':{weight}'): Omaha ranges take no weights (Hold'em ranges "
                         f"do); drop ':{weight}'", token=weight)


def _term_text(parts: list[Part]) -> str:
    words = []
    for number, part in enumerate(parts):
        sign = "!" if part.negated else (":" if number else "")
        words.append(sign + part.pattern.text)
    return "".join(words)


def read_pattern(token: str, term: str) -> Pattern:
    """One pattern of a term (``term`` is named in errors).

    >>> read_pattern("kx10X*", "kx10X*").text, read_pattern("5%-10%", "5%-10%").percent
    ('KxTx*', (Fraction(5, 1), Fraction(10, 1)))
    >>> read_pattern("Random", "Random") == read_pattern("??", "??") == Pattern("percent", "random", percent=(0, 100))
    True
    >>> read_pattern("xXxX", "xXxX") == read_pattern("????", "????") == read_pattern("xx", "xx")
    True
    >>> read_pattern("10%-5%", "10%-5%")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: '10%-5%' goes from a higher percentage down; write the lower first, like 5%-10%
    """
    if token.startswith("$"):
        name = token.lower()
        if name not in MACROS:
            listed = ", ".join(list(MACROS)[:-1]) + f" or {list(MACROS)[-1]}"
            raise InputError(f"unknown macro '{shown(token)}' in '{shown(term)}': use {listed}", token=shown(token))
        return Pattern("macro", name, macro=name)
    if "%" in token:
        return _percent(token, term)
    if ascii_lower(token) in RANDOM_WORDS or _ANY_CARDS.fullmatch(token):  # any hand, in the words Hold'em
        # ranges take (one vocabulary), also one x or ? a card ('xxxx', or 'xx xx' with its space dropped)
        return Pattern("percent", RANDOM_WORDS[0], percent=(Fraction(0), Fraction(100)))  # held by class, as 100%
    return _cards(token, term)


def _percent(token: str, term: str) -> Pattern:
    match = _PERCENT.fullmatch(token)
    if not match:
        raise InputError(f"'{shown(token)}' is not a percentage or a span like 15% or 5%-10%", token=shown(token))
    first, second = match.group(1), match.group(2)
    low, high = (Fraction(0), Fraction(first)) if second is None else (Fraction(first), Fraction(second))
    if high > 100:
        raise InputError(f"'{shown(token)}' goes past 100%", token=shown(token))
    if low > high:
        raise InputError(f"'{shown(token)}' goes from a higher percentage down; write the lower first, like 5%-10%",
                         token=shown(token))
    return Pattern("percent", token, percent=(low, high))


def _cards(token: str, term: str) -> Pattern:
    specs: list[CardSpec] = []
    text = token.translate(SUIT_SYMBOLS_AS_LETTERS).replace("10", "T")
    position = 0
    while position < len(text):
        rank = text[position].upper()
        if rank != "*" and rank not in RANK_LETTERS and rank not in RANK_VARIABLES:
            raise _unknown(text[position], token, term, text[position:])
        position += 1
        suit = ""
        if position < len(text) and text[position].lower() in SUIT_LETTERS + SUIT_VARIABLES:
            suit = text[position].lower()
            position += 1
        specs.append((rank, suit))
    if not specs:
        raise InputError(f"'{shown(term)}' has an empty pattern", token=shown(term))
    return Pattern("cards", "".join(rank + suit for rank, suit in specs), cards=tuple(specs))


def _unknown(char: str, token: str, term: str, rest: str) -> InputError:
    """An unknown letter where a rank should be: the letters a pattern takes, or, when the rest is a
    macro written without its ``$`` (``AAds``, ``AA:ds``), that macro as it is written.

    >>> print(_unknown("s", "AAds", "AAds", "s").message)
    'AAds' has a macro without its $: write 'AA:$ds' (double-suited: two or more suits with two or more cards each)
    >>> print(_unknown("x", "AAxx", "AAxx", "x").message)
    suit 'x' in 'AAxx' follows no rank: a card is a rank then at most one suit, like Ax or Ah; any card is *: 'AA**'
    >>> print(_unknown("h", "AAhh", "AAhh", "h").message)
    suit 'h' in 'AAhh' follows no rank: a card is a rank then at most one suit, like Ax or Ah (* any card)
    """
    for name in MACROS:
        bare = name[1:]
        if len(bare) > 1 and token.lower().endswith(bare) and rest.lower() in (bare, bare[1:]):
            before = token[:-len(bare)]
            head, _, tail = term.rpartition(token)
            written = head + (f"{before}:{name}" if before else name) + tail
            return InputError(f"'{shown(term)}' has a macro without its $: write '{shown(written)}' "
                              f"({MACROS[name]})", token=shown(token))
    where = f"'{shown(token)}'" if token == term else f"'{shown(token)}' of '{shown(term)}'"
    if char.lower() in SUIT_LETTERS + SUIT_VARIABLES:  # a suit where a rank should be: one suit a card
        any_cards = _X_FOR_ANY.fullmatch(token)  # 'AAxx', as players write aces and any two
        hint = f"; any card is *: '{any_cards[1]}{'*' * len(any_cards[2])}'" if any_cards else " (* any card)"
        return InputError(f"suit '{shown(char)}' in {where} follows no rank: a card is a rank then at most one "
                          f"suit, like Ax or Ah{hint}", token=shown(token))
    return InputError(f"unknown letter '{shown(char)}' in {where}: ranks 2-9 T J Q K A, rank variables R O N, "
                      "suits c d h s, suit variables w x y z, * any card", token=shown(token))
