"""Each game's example deal and the words that describe its input, as the page's Example buttons
and field hints show them (``meta`` sends them): a game chosen in a tool brings its own example and
hints, so a Hold'em showdown never gets a five-card example without a board.

A game with no written example gets one dealt from its shape (own cards per player, the smallest
board it needs), so every game the page lists has a valid example.

>>> from cardlab.games.variants import variant
>>> EXAMPLES["holdem"]["showdown"]["board"]
'Jh Th 2c 3d Qd'
>>> game_example(variant("omaha"))["hints"]["hands"]
'four cards each, one hand per line; e.g. <code>Ah As Kd Qd</code>'
>>> EXAMPLES["holdem"]["hints"]["equity_hands"].split("; ")[-1]
'a line may be a range, e.g. <code>QQ+, AKs</code> or <code>15%</code>'
>>> game_example(variant("five-card"))["hints"]["board"]
'optional community cards, shared by every hand'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict

from ..core.words import plural
from . import choices
from .variants import VARIANTS, Variant


class Deal(TypedDict):
    """Hands (one per line) and a board, as the tool's fields take them."""

    hands: str
    board: str


class Hints(TypedDict):
    """The words under a tool's Hands and Board labels (simple HTML: ``<code>``); ``equity_board``
    is the Board hint of the equity tool (cards still to come), empty for games without equity."""

    hands: str
    board: str
    equity_hands: str
    equity_board: str
    community: str  # stud: the hint of the community card field (a deck run short), empty when it never comes
    board_placeholder: str  # the showdown Board field's example, as its placeholder (plain text; empty: no board)
    equity_board_placeholder: str  # the equity Board field's: the first streets, each named


class GameExample(TypedDict):
    """A game's example for a showdown, for equity (cards still to come), and the field hints."""

    showdown: Deal
    equity: Deal
    hints: Hints


# The examples a person reads: two hands that show the game's rule at work.
_WRITTEN: dict[str, tuple[Deal, Deal]] = {
    "five-card": ({"hands": "5H 5C 6S 7S KD\n2C 3S 8S 8D TD", "board": ""},
                  {"hands": "", "board": ""}),
    "holdem": ({"hands": "Ah Kh\nQs Qc", "board": "Jh Th 2c 3d Qd"},
               {"hands": "Ah Kh\nQs Qc", "board": ""}),
    "omaha": ({"hands": "Ah As Kd Qd\nJc Tc 9h 8h", "board": "Qh Jd 7c 4s 2h"},
              {"hands": "Ah As Kd Qd\nJc Tc 9h 8h", "board": ""}),
    # Short deck: a flush beats a full house (both rule sets); classic: A-6-7-8-9 beats three kings.
    "shortdeck": ({"hands": "Ah Kh\nQc Qd", "board": "Qh 9h 6h 6c 6d"},
                  {"hands": "Ah Kh\nQs Qc", "board": ""}),
    "shortdeck-classic": ({"hands": "Ac 9d\nKs Qd", "board": "6h 7s 8c Kd Kh"},
                          {"hands": "Ah Kh\nQs Qc", "board": ""}),
    "omaha-hilo": ({"hands": "Ah 2h Kc Kd\nAd 2d Qc Js", "board": "3c 4d 7s Ks 9h"},
                   {"hands": "Ah 2h 3c Kd\nQs Qc Jd Td", "board": ""}),
    "omaha5": ({"hands": "Ah Ad Kd Qd 2c\nJc Tc 9h 8h 7s", "board": "9c 7d 2s Kh 4c"},
               {"hands": "Ah Ad Kd Qd 2c\nJc Tc 9h 8h 7s", "board": ""}),
    "omaha5-hilo": ({"hands": "Ah 2h 3c Kd 9s\nQs Qc Jd Td 4c", "board": "4h 5h Qd 8c 2s"},
                    {"hands": "Ah 2h 3c Kd 9s\nQs Qc Jd Td 4c", "board": ""}),
    "omaha6": ({"hands": "Ah Ad Kd Qd 2c 3c\nJc Tc 9h 8h 7s 6s", "board": "9c 7d 2s Ks 4h"},
               {"hands": "Ah Ad Kd Qd 2c 3c\nJc Tc 9h 8h 7s 6s", "board": ""}),
    "badugi": ({"hands": "3c 2s 4d Ah\nAs 3h 2d 4h", "board": ""},
               {"hands": "", "board": ""}),
    # 2-7: number one beats an 8-low, and K-Q low beats a six-high straight; A-5: the wheel.
    "deuce-to-seven": ({"hands": "7c 5d 4h 3s 2c\n8d 6c 4s 3h 2d\n6h 5s 4d 3c 2h\nKd Qh Js Tc 8s", "board": ""},
                       {"hands": "", "board": ""}),
    "ace-to-five": ({"hands": "5h 4h 3h 2h Ah\n8c 6s 4d 3c 2d\nKc Kd 2s 3d 4c", "board": ""},
                    {"hands": "", "board": ""}),
    # Stud: seven own cards each in the order dealt; for equity, fewer cards are unknown down cards.
    "stud": ({"hands": "Ah Ad Kc 7s 7d 2c Kh\nQs Js Ts 9s 4h 3d 8s", "board": ""},
             {"hands": "Ah Ad Kc 7s 7d\nQs Js Ts 9s 2h", "board": ""}),
    "stud-hilo": ({"hands": "Ah 2d 4c 7s 8d Kc Kh\nQs Qd 5s 3s 6h 9c Jd", "board": ""},
                  {"hands": "Ah 2d 4c 7s 8d Kc\nQs Qd 5s 3s 6h 9c", "board": ""}),
    "razz": ({"hands": "Kc 8d 6h 4s 2c Ah 2d\n7h 5c 4d 2s Kd Qh 9c", "board": ""},
             {"hands": "7h 5c 4d 2s Kc\nQs Jc 9h", "board": ""}),
}

# Cards for a dealt example: spread over ranks and suits so no two collide.
_DEALING_ORDER = "Ah Kd Qs Jc Th 9d 8s 7c 6h 5d 4s 3c 2h Ad Ks Qc Jh Td 9s 8c 7h 6d 5s 4c"

_COUNT_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


def _dealt(game: Variant, board_size: int) -> Deal:
    """Two hands of the game's first hole-card count and a board of ``board_size`` cards.

    >>> from cardlab.games.variants import variant
    >>> _dealt(variant("holdem"), 3)
    {'hands': 'Ah Kd\\nQs Jc', 'board': 'Th 9d 8s'}
    """
    own = game.hole_cards[0]
    in_deck = {str(card) for card in game.deck.cards}  # a short deck has no 2-5
    cards = iter([code for code in _DEALING_ORDER.split() + [str(c) for c in game.deck.cards] if code in in_deck])
    hands = "\n".join(" ".join(next(cards) for _ in range(own)) for _ in range(2))
    return {"hands": hands, "board": " ".join(next(cards) for _ in range(board_size))}


def _sizes_text(sizes: tuple[int, ...]) -> str:
    """``(3, 4, 5)`` -> ``'3, 4 or 5'``; a run of more than three -> ``'1 to 7'``.

    >>> _sizes_text((2,)), _sizes_text((3, 4, 5)), _sizes_text((1, 2, 3, 4, 5, 6, 7))
    ('2', '3, 4 or 5', '1 to 7')
    """
    words = [str(size) for size in sizes]
    if len(sizes) > 3 and list(sizes) == list(range(sizes[0], sizes[-1] + 1)):
        return f"{sizes[0]} to {sizes[-1]}"
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


def _hints(game: Variant, showdown: Deal) -> Hints:
    """The Hands and Board hints of a game, naming its card counts and its example's first hand."""
    own = game.hole_cards
    if game.card_totals:  # five-card: a hand plays its best five of 5-7 cards (fewer with a board)
        each = f"{_sizes_text(game.card_totals)} cards each (fewer with a board)"
    elif len(own) == 1:
        each = f"{_COUNT_WORDS.get(own[0], str(own[0]))} cards each"
    else:
        each = f"{_sizes_text(own)} cards each"
    first = showdown["hands"].split("\n")[0]
    hands = f"{each}, one hand per line; e.g. <code>{first}</code>"
    boards = tuple(size for size in game.board_sizes if size)
    if not boards:
        board = "no board in this game"
    elif 0 in game.board_sizes:
        board = "optional community cards, shared by every hand"
    else:
        example = showdown["board"]
        board = f"{_sizes_text(boards)} community cards, shared by every hand; e.g. <code>{example}</code>"
    equity_hands = f"{each}, one hand per line; e.g. <code>{first}</code>" if game.equity_boards else ""
    if game.own_dealing is not None:  # stud: the cards known, in the order dealt
        equity_hands = ("each player's known cards in the order dealt, one player per line; a player with fewer "
                        "cards than the most has the rest as unknown down cards; e.g. "
                        f"<code>{_WRITTEN.get(game.key, (showdown, showdown))[1]['hands'].split(chr(10))[0]}</code>")
    if game.key in range_games():  # a percentage takes the best hands for the whole pot: none in a split pot
        equity_hands += "; a line may be a range, e.g. <code>QQ+, AKs</code>" + (" or <code>15%</code>"
                                                                                 if len(game.pot) == 1 else "")
    elif game.equity_boards and choices.is_omaha_game(game):  # Omaha ranges
        equity_hands += "; a line may be a range, e.g. <code>AA:$ds</code> or <code>RROO</code>"
    placeholder, equity_placeholder = _board_placeholders(game, showdown)
    return {"hands": hands, "board": board, "equity_hands": equity_hands,
            "equity_board": _equity_board_hint(game), "community": _community_hint(game),
            "board_placeholder": placeholder, "equity_board_placeholder": equity_placeholder}


def _board_placeholders(game: Variant, showdown: Deal) -> tuple[str, str]:
    """The Board fields' placeholders: a board the game takes (its example's, else one dealt from its
    deck), and for equity its first two streets named. Every game has its own: a short deck's has no 2.

    >>> from cardlab.games.variants import variant
    >>> _board_placeholders(variant("holdem"), game_example(variant("holdem"))["showdown"])
    ('e.g. Jh Th 2c 3d Qd', 'e.g. Jh Th 2c (flop) 3d (turn)')
    >>> _board_placeholders(variant("razz"), game_example(variant("razz"))["showdown"])
    ('', '')
    """
    sizes = [size for size in game.board_sizes if size]
    if not sizes:
        return "", ""
    wanted = max(sizes)
    if game.card_totals:  # an optional board: as many cards as the example's hands leave room for
        wanted = max(1, min(wanted, max(game.card_totals) - len(showdown["hands"].split("\n")[0].split())))
    cards = showdown["board"].split()
    if len(cards) < wanted:  # a dealt example's board is its smallest: deal on from the same cards
        cards = _dealt(game, wanted)["board"].split()
    streets = [size for size in game.equity_boards if size][:2]
    named, dealt = [], 0
    for size in streets:
        named.append(f"{' '.join(cards[dealt:size])} ({game.street(size)})")
        dealt = size
    return f"e.g. {' '.join(cards[:wanted])}", f"e.g. {' '.join(named)}" if named else ""


def _community_hint(game: Variant) -> str:
    """The hint of a stud game's community card field: when the deck runs short, the last street
    is one card face up for everyone (empty when it never is).

    >>> from cardlab.games.variants import variant
    >>> _community_hint(variant("razz")).split(": ")[0], _community_hint(variant("razz")).split("; ")[-1]
    ('with 8 players the deck runs short', 'e.g. <code>As</code>')
    >>> _community_hint(variant("holdem"))
    ''
    """
    dealing = game.own_dealing
    players = dealing.community_from(game.max_players, game.deck.size) if dealing else 0
    if not dealing or not players:
        return ""
    own = dealing.total - dealing.streets[-1].cards
    return f"{dealing.short_deck_rule(players)} (each player lists {own}); e.g. <code>As</code>"


def range_games() -> tuple[str, ...]:
    """The games whose equity players may be ranges (two own cards, whatever the pot: the 13 x 13
    grid, 9 x 9 for the short deck).

    >>> range_games()
    ('holdem', 'holdem-hilo', 'shortdeck', 'shortdeck-classic')
    """
    return tuple(game.key for game in choices.range_equity_games())


def _equity_board_hint(game: Variant) -> str:
    """The equity Board hint: each board size a spot may have, named by its street.

    >>> from cardlab.games.variants import variant
    >>> _equity_board_hint(variant("holdem"))
    'empty before the flop, 3 cards (flop), 4 cards (turn) or 5 cards (river)'
    """
    sizes, streets = game.equity_boards, game.streets
    if not sizes:
        return ""
    named = ["empty before the flop" if size == 0 else f"{plural(size, 'card')} ({street})"
             for size, street in zip(sizes, streets)]
    return named[0] if len(named) == 1 else f"{', '.join(named[:-1])} or {named[-1]}"


def game_example(game: Variant) -> GameExample:
    """The example and hints of one game (written, or dealt from its shape).

    >>> from cardlab.games.variants import variant
    >>> game_example(variant("holdem"))["equity"]
    {'hands': 'Ah Kh\\nQs Qc', 'board': ''}
    """
    written = _WRITTEN.get(game.key)
    needed = min((size for size in game.board_sizes), default=0)
    showdown = written[0] if written else _dealt(game, needed)
    equity = written[1] if written else (_dealt(game, game.equity_boards[0] if game.equity_boards else 0)
                                         if game.has_equity else {"hands": "", "board": ""})
    return {"showdown": showdown, "equity": equity, "hints": _hints(game, showdown)}


EXAMPLES: dict[str, GameExample] = {game.key: game_example(game) for game in VARIANTS}
"""Every game's example, by game key (``meta()["examples"]``)."""


class DrawExample(TypedDict):
    """A draw game's example: a hand and the cards thrown (the draw tool's Example button)."""

    hand: str
    discard: str


_DRAW_WRITTEN: dict[str, DrawExample] = {
    "badugi": {"hand": "2c 3d 4h Kh", "discard": "Kh"},
    "deuce-to-seven": {"hand": "2c 3d 4h Kh Ks", "discard": "Kh Ks"},
    "ace-to-five": {"hand": "Ac 2d 3h 9s 9c", "discard": "9s 9c"},
}


def draw_example(game: Variant) -> DrawExample:
    """A draw game's example (written, or the first hand of its showdown example with its top card thrown).

    >>> from cardlab.games.variants import variant
    >>> draw_example(variant("ace-to-five"))
    {'hand': 'Ac 2d 3h 9s 9c', 'discard': '9s 9c'}
    """
    written = _DRAW_WRITTEN.get(game.key)
    if written is not None:
        return written
    hand = EXAMPLES[game.key]["showdown"]["hands"].split("\n")[0]
    return {"hand": hand, "discard": hand.split()[-1]}


# What each game is, in a sentence, as a tool's intro says it (a game covered by another's sentence
# has none: the bigger Omahas, the classic short deck, A-5 beside 2-7).
_ABOUT: dict[str, str] = {
    "five-card": "Five-card: hands of 5 to 7 cards (or hands plus a shared board) play their best five.",
    "holdem": "Hold'em: two cards each, any five of seven.",
    "omaha": "Omaha: four cards each (five or six in the big Omahas), exactly two of them with three of the board.",
    "omaha-hilo": "Omaha Hi-Lo: the same for a high and an 8-or-better low, each taking half the pot.",
    "shortdeck": "Short deck (6+): Hold'em with 36 cards, 6 to ace, where a flush beats a full house and A-6-7-8-9 "
                 "is the lowest straight (two rule sets: trips beat a straight, or the classic straight over trips).",
    "deuce-to-seven": "2-7 and A-5 lowball: five cards each, no board, the lowest hand wins.",
    "holdem-hilo": "Hold'em Hi-Lo: Hold'em for a high and an 8-or-better low, each from any five of seven.",
    "courchevel": "Courchevel: five-card Omaha with the first board card out before the first betting round "
                  "(its Hi-Lo too).",
    "stud": "Seven-card stud, stud Hi-Lo and razz: seven own cards each, no board, the best five play "
            "(razz: the lowest five).",
}


def about_games(games: Sequence[Variant]) -> list[str]:
    """What each of a tool's games is, a sentence each (the page folds them under its lede: on a
    phone they had filled the first screen, above the fields).

    >>> from cardlab.games.variants import variant
    >>> about_games([variant("holdem"), variant("shortdeck-classic")])
    ["Hold'em: two cards each, any five of seven."]
    """
    return [_ABOUT[game.key] for game in games if game.key in _ABOUT]
