"""The words of range hits, as data: made classes (finer than the category), draws, the groups
that colour the grid, and flop textures. Keys are the JSON ids; names are what people read.

>>> [made.name for made in MADE][:3]
['Straight Flush', 'Four of a Kind', 'Full House']
>>> DRAW_NAMES["oesd"], GROUP_NAMES["pair"]
('Open-ended straight draw', 'One pair (own card)')
"""

from __future__ import annotations

from typing import Literal, NamedTuple

Group = Literal["strong", "pair", "draw", "nothing"]


class Made(NamedTuple):
    """A made class: key, name, the grid group it colours, the category it is a class of (a key of
    :data:`~cardlab.games.categories.CATEGORIES`; a rule set orders the rows by it), and a note
    where the name alone would mislead a player (a pocket pair between board cards)."""

    key: str
    name: str
    group: Group
    category: str
    note: str = ""


# Best first; every combo on a board falls in exactly one.
MADE: tuple[Made, ...] = (
    Made("straight-flush", "Straight Flush", "strong", "straight-flush"),
    Made("four-of-a-kind", "Four of a Kind", "strong", "four-of-a-kind"),
    Made("full-house", "Full House", "strong", "full-house"),
    Made("flush", "Flush", "strong", "flush"),
    Made("straight", "Straight", "strong", "straight"),
    Made("set", "Set", "strong", "three-of-a-kind"),
    Made("trips", "Trips", "strong", "three-of-a-kind"),
    Made("board-trips", "Three of a kind on the board", "nothing", "three-of-a-kind"),
    Made("two-pairs", "Two Pair", "strong", "two-pairs"),
    Made("overpair", "Overpair", "pair", "one-pair"),
    Made("top-pair-top-kicker", "Top pair, top kicker", "pair", "one-pair"),
    Made("top-pair-good-kicker", "Top pair, good kicker", "pair", "one-pair"),
    Made("top-pair-weak-kicker", "Top pair, weak kicker", "pair", "one-pair"),
    Made("second-pair", "Second pair", "pair", "one-pair",
         "pairs the second board rank, or a pocket pair with one board rank above it"),
    Made("third-pair", "Third pair or lower", "pair", "one-pair",
         "pairs a lower board rank, or a pocket pair with two or more board ranks above it and at least one below"),
    Made("underpair", "Underpair", "pair", "one-pair"),
    Made("board-pair", "Pair on the board only", "nothing", "one-pair"),
    Made("high-card", "High Card", "nothing", "high-card"),
)
MADE_NAMES = {made.key: made.name for made in MADE}
MADE_NOTES = {made.key: made.note for made in MADE if made.note}
MADE_GROUP = {made.key: made.group for made in MADE}
PAIRED_WITH_OWN_CARD = frozenset(made.key for made in MADE if made.group == "pair")

# Draws, in the order shown; a combo may hold several (a flush draw that is also the nut one is
# listed under both).
DRAWS: tuple[tuple[str, str], ...] = (
    ("flush-draw", "Flush draw"),
    ("nut-flush-draw", "Nut flush draw"),
    ("oesd", "Open-ended straight draw"),
    ("gutshot", "Gutshot"),
    ("pair-and-flush-draw", "Pair and flush draw"),
    ("pair-and-straight-draw", "Pair and straight draw"),
    ("flush-and-straight-draw", "Flush and straight draw"),
    ("backdoor-flush-draw", "Backdoor flush draw"),
    ("backdoor-straight-draw", "Backdoor straight draw"),
    ("overcards", "Overcards"),
)
DRAW_NAMES = dict(DRAWS)

GROUPS: tuple[tuple[Group, str], ...] = (
    ("strong", "Two pair or better"),
    ("pair", "One pair (own card)"),
    ("draw", "A flush or straight draw"),
    ("nothing", "Nothing yet"),
)
GROUP_NAMES = dict(GROUPS)

TextureShare = Literal["hit", "strong", "draw"]
TEXTURE_COLUMNS: tuple[tuple[TextureShare, str], ...] = (
    ("hit", "Own pair or better"),  # a pair with an own card: a paired board alone is not a hit
    ("strong", GROUP_NAMES["strong"]),
    ("draw", "Draw, no pair"),
)
"""The shares every flop's texture rows give (their keys in :class:`~cardlab.poker.hits.every_flop.TextureRow`)."""

# Flop textures: each flop has one of each kind (suits, pairing, connection, height).
TEXTURES: tuple[tuple[str, str], ...] = (
    ("rainbow", "Rainbow (three suits)"),
    ("two-tone", "Two-tone"),
    ("monotone", "Monotone"),
    ("unpaired", "Unpaired"),
    ("paired", "Paired"),
    ("trips", "Three of a kind"),
    ("connected", "Connected (a straight possible)"),
    ("disconnected", "Disconnected"),
    ("high", "High (two or more cards ten or higher)"),
    ("middle", "Middle"),
    ("low", "Low (no card above nine)"),
)
TEXTURE_NAMES = dict(TEXTURES)
