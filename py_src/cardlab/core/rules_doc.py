"""Where the rules are written down: the sections of ``docs/rules.md`` each tool and each game links to.

The build renders ``docs/rules.md`` into the site's rules page (``rules.html``, by
``tools/render_rules.py``), every heading with an id made from its words as GitHub makes them
("Hold'em and Omaha" -> ``holdem-and-omaha``). A section is named here by that id; the page reads
the links from ``meta["rules"]`` (each tool's) and from each game's ``rules`` (``meta["variants"]``),
and shows them under the tool's title. The build refuses a page whose facts link to an id the
rendered rules lack, and so does a unit test (``tests/unit/test_rules_page.py``).

>>> rules_links(("badugi", "draw-odds-badugi-2-7-and-a-5"))
[{'anchor': 'badugi', 'title': 'Badugi'}, {'anchor': 'draw-odds-badugi-2-7-and-a-5', 'title': 'Draw odds'}]
>>> [link["title"] for link in meta()["tools"]["silver-dollar"]]
['The silver dollar game', 'Exact W(n, c) for large c']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Literal, TypedDict, get_args

RulesSection = Literal[
    "five-card-poker-and-problem-54",
    "holdem-and-omaha",
    "2-7-and-a-5-lowball",
    "badugi",
    "badugi-counts-problem-369",
    "poker-hand-counts-any-deck-any-hand-size",
    "range-hits-holdem-and-short-deck",
    "the-silver-dollar-game-problem-344",
    "short-deck-6-holdem",
    "equity-holdem-and-omaha-with-cards-still-to-come",
    "split-pots-omaha-hi-lo-and-big-omaha",
    "draw-odds-badugi-2-7-and-a-5",
    "hand-ranges-holdem",
    "preflop-table-heads-up-holdem-before-the-flop-exactly-and-at-once",
    "exact-wn-c-for-large-c-how-it-is-computed-fast",
    "seven-card-stud-stud-hi-lo-and-razz",
    "seven-card-stud",
    "stud-hi-lo",
    "razz",
    "hand-histories-all-in-equity-and-ev",
    "omaha-ranges",
]
"""A section of the rules page, by the id of its heading."""

RulesTool = Literal["poker", "equity", "preflop", "hits", "badugi", "draw", "badugi-counts", "poker-counts",
                    "silver-dollar", "history"]
"""A tool of the page (a tab, or a part of one: the Counts tab holds badugi and poker counts)."""


class RulesLink(TypedDict):
    """A link to a section of the rules page: the heading's id and the link's words."""

    anchor: RulesSection
    title: str


TITLES: dict[RulesSection, str] = {
    "five-card-poker-and-problem-54": "Five-card poker and Problem 54",
    "holdem-and-omaha": "Hold'em and Omaha",
    "2-7-and-a-5-lowball": "2-7 and A-5 lowball",
    "badugi": "Badugi",
    "badugi-counts-problem-369": "Badugi counts",
    "poker-hand-counts-any-deck-any-hand-size": "Poker hand counts",
    "range-hits-holdem-and-short-deck": "Range hits",
    "the-silver-dollar-game-problem-344": "The silver dollar game",
    "short-deck-6-holdem": "Short deck (6+) Hold'em",
    "equity-holdem-and-omaha-with-cards-still-to-come": "Equity",
    "split-pots-omaha-hi-lo-and-big-omaha": "Split pots and big Omaha",
    "draw-odds-badugi-2-7-and-a-5": "Draw odds",
    "hand-ranges-holdem": "Hand ranges",
    "preflop-table-heads-up-holdem-before-the-flop-exactly-and-at-once": "Preflop table",
    "exact-wn-c-for-large-c-how-it-is-computed-fast": "Exact W(n, c) for large c",
    "seven-card-stud-stud-hi-lo-and-razz": "Stud games",
    "seven-card-stud": "Seven-card stud",
    "stud-hi-lo": "Stud Hi-Lo",
    "razz": "Razz",
    "hand-histories-all-in-equity-and-ev": "Hand histories",
    "omaha-ranges": "Omaha ranges",
}
"""The words of each section's link (shorter than some headings)."""

TOOL_SECTIONS: dict[RulesTool, tuple[RulesSection, ...]] = {
    # The tools with a game selector add the chosen game's sections (each game's ``rules``) first.
    "poker": ("five-card-poker-and-problem-54",),  # Problem 54 batches are five-card deals
    "equity": ("equity-holdem-and-omaha-with-cards-still-to-come",),  # and the chosen game's ranges: RANGE_TOOLS
    "preflop": ("preflop-table-heads-up-holdem-before-the-flop-exactly-and-at-once", "hand-ranges-holdem"),
    "hits": ("range-hits-holdem-and-short-deck", "hand-ranges-holdem"),
    "badugi": ("badugi", "draw-odds-badugi-2-7-and-a-5"),
    "draw": ("draw-odds-badugi-2-7-and-a-5",),
    "badugi-counts": ("badugi-counts-problem-369",),
    "poker-counts": ("poker-hand-counts-any-deck-any-hand-size",),
    "silver-dollar": ("the-silver-dollar-game-problem-344", "exact-wn-c-for-large-c-how-it-is-computed-fast"),
    "history": ("hand-histories-all-in-equity-and-ev", "equity-holdem-and-omaha-with-cards-still-to-come"),
}
"""The sections each tool links to, whatever game is chosen."""

RANGE_TOOLS: tuple[RulesTool, ...] = ("equity",)
"""The tools that take ranges in several games, so link the ranges section of the game chosen (a
stud game's equity takes no range, an Omaha game's its own notation)."""


class RulesMeta(TypedDict):
    """The page's rules facts: each tool's links, each game's ranges links, and the tools that show them."""

    tools: dict[RulesTool, list[RulesLink]]
    ranges: dict[str, list[RulesLink]]
    range_tools: list[RulesTool]

SECTIONS: tuple[RulesSection, ...] = get_args(RulesSection)


def rules_links(sections: Iterable[RulesSection]) -> list[RulesLink]:
    """The links to ``sections``, in order, each once.

    >>> rules_links(("holdem-and-omaha", "holdem-and-omaha"))
    [{'anchor': 'holdem-and-omaha', 'title': "Hold'em and Omaha"}]
    """
    return [{"anchor": section, "title": TITLES[section]} for section in dict.fromkeys(sections)]


def meta(ranges: Mapping[str, Iterable[RulesSection]] | None = None) -> RulesMeta:
    """The page's facts: each tool's rules links (``meta["rules"]["tools"]``), and for each game that
    takes ranges (``ranges``: game key -> sections, read from the catalog by the caller) the links
    that :data:`RANGE_TOOLS` add when that game is chosen.

    >>> meta()["tools"]["draw"]
    [{'anchor': 'draw-odds-badugi-2-7-and-a-5', 'title': 'Draw odds'}]
    >>> meta({"omaha": ["omaha-ranges"]})["ranges"], meta()["range_tools"]
    ({'omaha': [{'anchor': 'omaha-ranges', 'title': 'Omaha ranges'}]}, ['equity'])
    """
    return {"tools": {tool: rules_links(sections) for tool, sections in TOOL_SECTIONS.items()},
            "ranges": {game: rules_links(sections) for game, sections in (ranges or {}).items()},
            "range_tools": list(RANGE_TOOLS)}
