"""``poker.count`` (API): the counts table for a deck; its command line, ``cardlab poker-count``, is
in :mod:`.commands`.

>>> report = count_action({"ranks": 13, "sizes": "5", "game": "holdem"}, lambda fraction: None)
>>> report["rows"][0]["categories"][2]["count"], report["rows"][0]["categories"][2]["fraction"]
(624, '1/4165')
>>> count_action({"sizes": "5", "rules": "holdem"}, lambda fraction: None)["rules"]  # rules: game's old name
'standard'
"""

from __future__ import annotations

from ...core.limits import parse_int
from ...core.params import Params, takes
from ...core.progress import Progress
from ...core.sizes import EVERY_SIZE
from .report import PokerCountReport, count_report
from .rules import COUNT_CATEGORIES, RULES, RULES_IDS, RULES_NAMES, RULES_ORDERS, count_game_param, game_of
from .straights import MAX_RANKS, MIN_RANKS, STRAIGHT_LENGTH, counted_deck

DEFAULT_SIZES = "5-7"
DEFAULT_RULES = RULES_IDS[0]
DEFAULT_GAME = game_of(DEFAULT_RULES).key
_SHORT = next(rules for rules in RULES_IDS if RULES[rules].lowest_rank > 2)  # the first short-deck rule set
_SHORT_RANKS = 15 - RULES[_SHORT].lowest_rank
SHORT_DECK_PRESET = {"label": f"{4 * _SHORT_RANKS} cards, short deck, n = 5-{_SHORT_RANKS}", "ranks": str(_SHORT_RANKS),
                     "sizes": f"5-{_SHORT_RANKS}", "rules": _SHORT}
"""The page's one-click question for the short deck (its button names it)."""


@takes("ranks", "sizes", "game", "rules")
def count_action(params: Params, progress: Progress) -> PokerCountReport:
    """``poker.count``: ``ranks`` (5..13, default 13), ``sizes`` (``5-7``, ``all``, ...; default
    5-7) and ``game`` (a poker game: holdem, shortdeck, shortdeck-classic, omaha...; ``rules`` is
    its old name, and takes the rule-set ids standard, shortdeck and shortdeck-classic too).

    >>> report = count_action({"ranks": "9", "sizes": "5", "rules": "shortdeck"}, lambda fraction: None)
    >>> report["deck"], report["rows"][0]["hands"], [row["count"] for row in report["rows"][0]["categories"][3:5]]
    (36, 376992, [480, 1728])
    """
    ranks = parse_int(params.get("ranks", MAX_RANKS), field="ranks")
    sizes = params.get("sizes", DEFAULT_SIZES)
    game = count_game_param(params)  # game, or rules (its old name): the record from here on
    return count_report(ranks, sizes if isinstance(sizes, str) else str(sizes), game, progress)


def meta() -> dict[str, object]:
    """What the page's "Poker hands" section shows before any counting: the deck sizes, the rules
    and the categories.

    >>> facts = meta()
    >>> facts["min_ranks"], facts["max_ranks"], facts["rules"][1]["id"], facts["decks"][-1]
    (5, 13, 'shortdeck', {'ranks': 13, 'cards': 52, 'lowest': '2'})
    >>> facts["rules"][0]["title"], facts["rules"][0]["order"]
    ('Standard', 'full house above flush, straight above trips')
    """
    return {
        "min_ranks": MIN_RANKS,
        "max_ranks": MAX_RANKS,
        "min_size": STRAIGHT_LENGTH,
        "decks": [{"ranks": deck.rank_count, "cards": deck.size, "lowest": deck.lowest_char}
                  for deck in map(counted_deck, range(MIN_RANKS, MAX_RANKS + 1))],
        "rules": [{"id": rules, "game": game_of(rules).key, "name": RULES_NAMES[rules], "title": RULES[rules].title,
                   "order": RULES_ORDERS[rules]} for rules in RULES_IDS],
        "categories": [{"key": category.key, "name": category.name, "short": category.short}
                       for category in COUNT_CATEGORIES],
        "defaults": {"ranks": str(MAX_RANKS), "sizes": DEFAULT_SIZES, "rules": DEFAULT_RULES, "game": DEFAULT_GAME},
        "short_deck": SHORT_DECK_PRESET,
        "every_size": EVERY_SIZE,
        "intro": "How many n-card hands make each best five-card category, for a deck of 4 suits × R ranks (the R "
                 f"highest; the ace also plays low) and any hand size from {STRAIGHT_LENGTH} to the whole deck. "
                 "Counted exactly, never by visiting hands.",
    }


def _percent(probability: float) -> str:
    """A probability with four significant digits, and more near all: never 100% unless it is all
    (the page's percent with ``significant`` writes the same).

    >>> _percent(0.0), _percent(0.4225690), _percent(0.99996), _percent(1.0)
    ('0%', '42.26%', '99.996%', '100%')
    """
    places = 4
    while probability < 1 and places < 12 and float(f"{probability * 100:.{places}g}") >= 100:
        places += 1
    return f"{probability * 100:.{places}g}%" if probability else "0%"


def format_count(report: PokerCountReport) -> str:
    """The report as a table per hand size, for people.

    >>> print(format_count(count_report(5, "20")).splitlines()[3])
    Royal Flush                       1         100%  1 in 1                 100%
    """
    lines = [f"{report['deck']} cards ({report['lowest']} to A), {report['game_name']}: {report['rules_name']}"]
    for row in report["rows"]:
        lines.append(f"{row['n']} cards: {row['hands']:,} hands")
        lines.append(f"{'Category':<16}{'Count':>19}  {'Probability':>11}  {'Odds':<16}{'Or better':>11}")
        for category in row["categories"]:
            lines.append(f"{category['name']:<16}{category['count']:>19,}  {_percent(category['probability']):>11}"
                         f"  {category['odds_text']:<16}{_percent(category['or_better_probability']):>11}")
    return "\n".join(lines)
