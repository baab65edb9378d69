"""An Omaha range's size (``poker.range`` and ``cardlab range`` for an Omaha game): its hands with no
dead or board card, how many before that removal, their share of all hands, the text written back in
normal form, and the hands by pairing and by suits (rules: ``docs/rules.md``, "Omaha ranges").

>>> report = omaha_range_report("aa : $ds", game="omaha")
>>> report["normalized"], report["combos"], report["all_hands"], report["size_text"]
('AA:$ds', 864, 270725, 'AA:$ds — 864 hands (0.32% of 270,725)')
>>> omaha_range_report("AsAh**", game="omaha", dead="Kd")["size_text"]
'AsAh** — 1,225 hands (0.45% of 270,725); 1,176 after card removal'
"""

from __future__ import annotations

from math import comb
from typing import TypedDict

from ...core.cards import Card, parse_hand
from ...core.errors import InputError, shown
from ...core.limits import MAX_PLAYERS, check_text_size
from ...core.words import plural
from ...games.choices import is_omaha_game
from ...games.variants import Variant
from .omaha_match import PAIRINGS, SUITINGS, Counted, count_range
from .omaha_notation import MACROS, OmahaRange, parse_omaha_range
from .omaha_order import percent_classes_of
from .size import share_text

EXAMPLES = (  # (text, what it is), as the page offers them
    ("AA:$ds", "double-suited aces"),
    ("AxAy*x*y", "aces suited to both side cards"),
    ("RROO", "two pair"),
    ("KK!KKK", "two kings, not three"),
    ("$np:$ds", "double-suited, unpaired"),
    ("15%", "the top 15% of Card Lab's preflop order"),
)

SYNTAX = (  # (what is typed, what it means), the page's short help
    (", (comma)", "or: a hand in any term"),
    (": (colon)", "and: AA:$ds is two aces, double-suited"),
    ("! (bang)", "and not: KK!KKK is two kings but not three"),
    ("A, K, ..., 2", "a rank, any suit (AA: at least two aces)"),
    ("As", "one exact card"),
    ("w x y z", "suit variables: AxKx is an ace and a king of one suit"),
    ("* / *x / *s", "any card / any card of suit x / any spade"),
    ("R O N", "rank variables: RROO is two pair"),
    ("15%, 5%-10%", "the top of Card Lab's 4-, 5- and 6-card preflop orders"),
)


class KindCount(TypedDict):
    """How many hands of a range are of one kind (a pairing or a suiting)."""

    kind: str
    combos: int


class OmahaRangeReport(TypedDict):
    """An Omaha range's size (``poker.range`` for an Omaha game)."""

    text: str
    game: str
    hand_size: int
    hand: bool  # the text is one hand of cards (a range of one), not patterns
    normalized: str
    combos: int  # hands with no dead (or board) card
    combos_before_removal: int
    all_hands: int
    share: float  # combos_before_removal / all_hands
    size_text: str
    by_pairing: list[KindCount]
    by_suits: list[KindCount]


class OmahaFacts(TypedDict):
    """What the page shows about Omaha ranges before Python answers (``meta``)."""

    games: list[str]  # the games whose players may be Omaha ranges
    examples: list[list[str]]
    syntax: list[list[str]]
    macros: dict[str, str]
    rules_anchor: str


def first_omaha_game() -> Variant:
    """The catalog's first game with Omaha ranges: the default of the Omaha range tools.

    >>> first_omaha_game().name
    'Omaha'
    """
    from ...games.variants import VARIANTS

    return next(rules for rules in VARIANTS if rules.equity_boards and is_omaha_game(rules))


def read_omaha_range(text: str, rules: Variant, removed: list[Card], *, listed: bool = False,
                     field: str = "text") -> tuple[OmahaRange, Counted]:
    """Parse and count a range for a game, without ``removed`` cards; InputError (on ``field``) when
    it holds no hand once they are out.

    >>> from cardlab.games.variants import variant
    >>> held, counted = read_omaha_range("KK!KKK", variant("omaha"), [])
    >>> held.text, counted.combos
    ('KK!KKK', 6768)
    """
    held = parse_omaha_range(text, field=field)
    size = rules.hole_cards[0]
    try:
        counted = count_range(held, size, dead=removed, listed=listed, percent_classes=percent_classes_of(rules.hi_lo))
    except InputError as err:
        raise err.located(field=field) from None
    if not counted.combos:
        raise InputError(f"the range '{shown(held.text[:40])}' has no hand left: each uses a known card",
                         token=shown(held.text[:40]), field=field)
    return held, counted


def omaha_size_text(normalized: str, combos: int, before: int, all_hands: int) -> str:
    """The size in words, as the page shows it under the field.

    >>> omaha_size_text("AA", 6961, 6961, 270725)
    'AA — 6,961 hands (2.57% of 270,725)'
    """
    share = share_text(before / all_hands)
    words = f"{normalized} — {plural(before, 'hand')} ({share} of {all_hands:,})"
    if combos != before:
        words += f"; {combos:,} after card removal"
    return words


def read_omaha_hand(text: str, game: Variant, number: int | None = None) -> tuple[Card, ...]:
    """One player's hand of cards in an Omaha game (a line that is no range): InputError for a card
    written twice or the wrong number of cards, the same words whether the equity run or the size
    shown as it is typed reads it (``number``: the hand's, named in the error).

    >>> from cardlab.games.variants import variant
    >>> read_omaha_hand("As Ks Qh Jh Th", variant("omaha"), 1)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Hand 1: has 5 cards; an Omaha hand needs 4
    """
    hand = parse_hand(text, hand=number)
    if len(hand) not in game.hole_cards:
        need = " or ".join(map(str, game.hole_cards))
        raise InputError(f"has {len(hand)} cards; {game.hand_noun} needs {need}", hand=number, field="hands")
    return hand


def omaha_range_report(text: str, *, game: Variant | str | None = None, board: str = "", dead: str = "",
                       others: str = "") -> OmahaRangeReport:
    """The size of an Omaha range in ``game``, the board, dead cards and the cards of ``others``
    (the other players' lines, one a line: those that are hands; ranges and lines still being typed
    are left out) removed.

    >>> omaha_range_report("AA:$ds", board="Ac 7c 2s", others="Ah Kh Qd Jd\\nRROO")["combos"]
    110

    >>> report = omaha_range_report("RROO", game="omaha", board="Ah Kd 2c")
    >>> report["combos_before_removal"], report["combos"] < 2808
    (2808, True)
    >>> [row["combos"] for row in omaha_range_report("AA", game="omaha")["by_pairing"]]
    [0, 6336, 432, 0, 193]
    >>> omaha_range_report("As As Qh Jh", game="omaha")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: As appears twice
    """
    from ..equity.spot import equity_variant, is_range_text, report_board_and_dead

    rules = equity_variant(game) if game is not None else first_omaha_game()
    check_text_size(others, field="others")
    board_cards, dead_cards = report_board_and_dead(rules, board, dead)
    known = list(board_cards + dead_cards)
    for line in others.splitlines()[:MAX_PLAYERS]:
        if line.strip() and not is_range_text(line, rules.key):
            try:
                known.extend(card for card in parse_hand(line) if card not in known)
            except InputError:
                continue  # a hand still being typed: the equity run names it
    if not is_range_text(text, rules.key):  # a hand: its cards checked as the equity run checks them
        read_omaha_hand(text, rules)
    held, counted = read_omaha_range(text, rules, known)
    size = rules.hole_cards[0]
    all_hands = comb(rules.deck.size, size)
    return {
        "text": text,
        "game": rules.key,
        "hand_size": size,
        "hand": not is_range_text(text, rules.key),
        "normalized": held.text,
        "combos": counted.combos,
        "combos_before_removal": counted.combos_before_removal,
        "all_hands": all_hands,
        "share": counted.combos_before_removal / all_hands,
        "size_text": omaha_size_text(held.text, counted.combos, counted.combos_before_removal, all_hands),
        "by_pairing": [{"kind": kind, "combos": counted.by_pairing[kind]} for kind in PAIRINGS],
        "by_suits": [{"kind": kind, "combos": counted.by_suits[kind]} for kind in SUITINGS],
    }


def omaha_facts() -> OmahaFacts:
    """Examples, macros and the rules section, for the page.

    >>> omaha_facts()["examples"][0], omaha_facts()["games"][:2]
    (['AA:$ds', 'double-suited aces'], ['omaha', 'omaha-hilo'])
    """
    from ...games.variants import VARIANTS

    games = [rules.key for rules in VARIANTS if rules.equity_boards and is_omaha_game(rules)]
    return {"games": games, "examples": [list(example) for example in EXAMPLES],
            "syntax": [list(row) for row in SYNTAX], "macros": dict(MACROS),
            "rules_anchor": "omaha-ranges"}
