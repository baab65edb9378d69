"""Silver dollar positions: notation, legal moves, who wins and how, and a move for the computer
(rules: docs/rules.md, "The silver dollar game (Problem 344)").

Notation: one character per square, leftmost first: ``.`` empty, ``o`` a coin, ``$`` the dollar.

>>> position = parse_position(".o..$..o")
>>> position.coins, position.dollar
((2, 5, 8), 1)
>>> analysis = analyze(position)
>>> analysis["winning"], [move["text"] for move in analysis["moves"]]
(True, ['8 → 7'])
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TypedDict

from ..core.errors import InputError, shown
from ..core.limits import MAX_TEXT_CHARS, parse_int

MAX_SQUARES = 10_000  # positions to analyse or play: every move is listed


@dataclass(frozen=True)
class Position:
    """Coins on squares 1..n (ascending); ``dollar`` is the index of the dollar among them."""

    n: int
    coins: tuple[int, ...]
    dollar: int

    def notation(self) -> str:
        """The strip as text.

        >>> Position(5, (2, 4), 0).notation()
        '.$.o.'
        """
        squares = ["."] * self.n
        for index, square in enumerate(self.coins):
            squares[square - 1] = "$" if index == self.dollar else "o"
        return "".join(squares)


@dataclass(frozen=True)
class Move:
    """A regular move (a coin from one square to another) or pocketing the leftmost coin."""

    source: int | None  # None for the pocket move
    target: int | None

    @property
    def is_pocket(self) -> bool:
        """Whether the move pockets the leftmost coin.

        >>> Move(None, None).is_pocket, Move(7, 6).is_pocket
        (True, False)
        """
        return self.source is None

    def text(self) -> str:
        """The move as people write it.

        >>> Move(7, 6).text(), Move(None, None).text()
        ('7 → 6', 'pocket')
        """
        return "pocket" if self.is_pocket else f"{self.source} → {self.target}"

    def to_json(self) -> MoveJson:
        """The move for the page.

        >>> Move(7, 6).to_json(), Move(None, None).to_json()
        ({'type': 'move', 'from': 7, 'to': 6, 'text': '7 → 6'}, {'type': 'pocket', 'text': 'pocket'})
        """
        if self.source is None or self.target is None:
            return {"type": "pocket", "text": "pocket"}
        return {"type": "move", "from": self.source, "to": self.target, "text": self.text()}


MoveJson = TypedDict("MoveJson", {"type": str, "text": str, "from": int, "to": int}, total=False)
"""A move for the page: ``{"type": "move", "from": 7, "to": 6, "text": "7 → 6"}`` or a pocket."""


class Analysis(TypedDict):
    """Everything the page and ``--json`` show about a position."""

    n: int
    coins: list[int]
    dollar: int
    dollar_square: int
    notation: str
    winning: bool
    verdict: str
    moves: list[MoveJson]
    heaps: list[int]
    explanation: list[str]
    legal: list[MoveJson]


class Turn(TypedDict, total=False):
    """The person's move and the computer's reply (``position``: the analysis after both;
    ``final``: the strip after both, the pocketed dollar gone; ``said``: the turn in words)."""

    human_move: str
    winner: str | None
    computer_move: str | None
    after_human: str
    final: str
    said: str
    position: Analysis | None
    message: str | None


def parse_position(text: str) -> Position:
    """A position from the notation; spaces are ignored, ``O``/``*`` count as coins, ``S`` as $.

    >>> parse_position("..o")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: the strip has no dollar ($)
    """
    if len(text) > MAX_TEXT_CHARS:
        raise InputError("the position is too long", field="position")
    squares = "".join(text.split())
    if not squares:
        raise InputError("enter a strip such as .o..$.o", field="position")
    if len(squares) > MAX_SQUARES:
        raise InputError(f"the strip has {len(squares):,} squares; the limit is {MAX_SQUARES:,}", field="position")
    coins: list[int] = []
    dollars: list[int] = []
    for square, char in enumerate(squares, start=1):
        if char in "oO*●":
            coins.append(square)
        elif char in "$sS":
            dollars.append(len(coins))
            coins.append(square)
        elif char not in "._-_":
            raise InputError(
                f"square {square}: '{shown(char)}' is not '.', 'o' or '$'", token=shown(char), field="position"
            )
    if not dollars:
        raise InputError("the strip has no dollar ($)", field="position")
    if len(dollars) > 1:
        raise InputError(f"the strip has {len(dollars)} dollars; it needs exactly one", field="position")
    return Position(len(squares), tuple(coins), dollars[0])


def position_from_squares(n: int, coins: list[int], dollar_square: int) -> Position:
    """A position from the strip length, the coins' squares and the dollar's square.

    >>> position_from_squares(7, [7, 2, 5], 5).notation()
    '.o..$.o'
    >>> position_from_squares(3, [1, 4], 1)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: a coin on square 4 is off the strip of 3 squares
    """
    if not 1 <= n <= MAX_SQUARES:
        raise InputError(f"the strip must have 1 to {MAX_SQUARES:,} squares, got {n}", field="n")
    ordered = sorted(coins)
    for square in ordered:
        if not 1 <= square <= n:
            raise InputError(f"a coin on square {square} is off the strip of {n} squares", field="coins")
    if len(set(ordered)) != len(ordered):
        raise InputError("two coins on one square", field="coins")
    if dollar_square not in ordered:
        raise InputError(f"no coin on square {dollar_square} to be the dollar", field="dollar")
    return Position(n, tuple(ordered), ordered.index(dollar_square))


def _wall(position: Position) -> int:
    """The square left of the first coin's gap: the edge (0), or the pocket (-1) when pocketing
    is an ordinary move (the dollar 3rd or later)."""
    return -1 if position.dollar >= 2 else 0


def nim_heaps(position: Position) -> list[tuple[int, int, int]]:
    """The Nim heaps as (size, left square, right square); the left square is 0 for the edge and -1
    for the pocket when it counts as a square (dollar 3rd or later).

    >>> nim_heaps(parse_position(".o..$.o"))
    [(1, 5, 7), (1, 0, 2)]
    """
    coins = position.coins
    wall = _wall(position)
    heaps = []
    for right in range(len(coins) - 1, -1, -2):
        left = coins[right - 1] if right >= 1 else wall
        heaps.append((coins[right] - left - 1, left, coins[right]))
    return heaps


def nim_sum(position: Position) -> int:
    """The XOR of the Nim heaps' sizes.

    >>> nim_sum(parse_position(".o..$.o")), nim_sum(parse_position(".o..$..o"))
    (0, 3)
    """
    total = 0
    for size, _, _ in nim_heaps(position):
        total ^= size
    return total


def to_move_wins(position: Position) -> bool:
    """Can the player to move force a win? (The rule in :mod:`cardlab.silver_dollar.count`.)

    >>> to_move_wins(parse_position(".o..$..o")), to_move_wins(parse_position("o.$o"))
    (True, False)
    """
    return position.dollar == 0 or nim_sum(position) != 0


def legal_moves(position: Position) -> list[Move]:
    """Every legal move: pocketing first, then each coin's slides from the far end.

    >>> [m.text() for m in legal_moves(parse_position("o.$"))]
    ['pocket', '3 → 2']
    """
    moves = [Move(None, None)]
    for index, square in enumerate(position.coins):
        lowest = position.coins[index - 1] + 1 if index else 1
        moves.extend(Move(square, target) for target in range(lowest, square))
    return moves


def apply_move(position: Position, move: Move) -> Position | None:
    """The position after ``move``, or None when it pockets the dollar (the mover has won).

    >>> position = parse_position(".o..$..o")
    >>> apply_move(position, Move(8, 7)).notation(), apply_move(position, Move(None, None)).notation()
    ('.o..$.o.', '....$..o')
    >>> apply_move(parse_position("$o"), Move(None, None)) is None
    True
    >>> apply_move(position, Move(5, 1))
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: the coin on square 5 can move to squares 3-4 only
    """
    if move.is_pocket:
        if position.dollar == 0:
            return None
        return Position(position.n, position.coins[1:], position.dollar - 1)
    if move.source not in position.coins:
        raise InputError(f"there is no coin on square {move.source}", field="move")
    index = position.coins.index(move.source)
    lowest = position.coins[index - 1] + 1 if index else 1
    if move.target is None or not lowest <= move.target < move.source:
        raise InputError(
            f"the coin on square {move.source} can move to {_squares(lowest, move.source - 1)} only"
            if lowest < move.source else f"the coin on square {move.source} cannot move",
            field="move",
        )
    coins = position.coins[:index] + (move.target,) + position.coins[index + 1:]
    return Position(position.n, coins, position.dollar)


def winning_moves(position: Position) -> list[Move]:
    """Moves after which the opponent, now to move, loses (pocketing the dollar wins outright).

    A slide keeps the dollar's place and the pairing of the coins, and changes just the two gaps
    beside the coin: one grows, one shrinks, and exactly one of them is a Nim heap (the last
    coin's right side is no heap). So each slide's new nim-sum is one XOR away, and the moves of a
    position are found in time linear in their number.

    >>> [m.text() for m in winning_moves(parse_position(".o..$..o"))]
    ['8 → 7']
    """
    pocket = Move(None, None)
    after = apply_move(position, pocket)
    found = [pocket] if after is None or not to_move_wins(after) else []
    if position.dollar == 0:
        return found  # after any slide the dollar is still first: the opponent pockets it
    heaps_xor = nim_sum(position)
    coins = position.coins
    wall = _wall(position)
    for index, square in enumerate(coins):
        left = coins[index - 1] if index else wall
        left_gap = square - left - 1
        if (len(coins) - 1 - index) % 2 == 0:  # the gap on the left is a heap: it shrinks
            wanted = heaps_xor ^ left_gap  # the heap size that zeroes the nim-sum
            target = square - (left_gap - wanted)
            if wanted < left_gap and target >= 1:  # target 0 is the pocket, found above
                found.append(Move(square, target))
        else:  # the gap on the right is the heap: it grows by the distance moved
            right_gap = coins[index + 1] - square - 1
            wanted = heaps_xor ^ right_gap
            distance = wanted - right_gap
            if 1 <= distance <= square - max(left, 0) - 1:
                found.append(Move(square, square - distance))
    return found


def best_move(position: Position) -> Move:
    """The computer's move: a winning one if any; otherwise one that keeps the game going longest
    (never handing over the dollar while a slide is possible), so a person can still go wrong.

    >>> best_move(parse_position("$o")).text()
    'pocket'
    """
    winners = winning_moves(position)
    if winners:
        return winners[0]
    slides = [move for move in legal_moves(position) if not move.is_pocket]
    if not slides:
        return Move(None, None)  # forced
    # Every move loses: the smallest slide of the coin farthest right leaves the most play.
    return max(slides, key=lambda move: (int(move.target or 0) - int(move.source or 0), int(move.source or 0)))


def _ordinal(number: int) -> str:
    """1st, 2nd, 3rd, 4th, ..., 11th, 21st.

    >>> [_ordinal(number) for number in (1, 2, 3, 4, 11, 12, 21, 102)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '21st', '102nd']
    """
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def explain(position: Position) -> list[str]:
    """The reasoning in player terms: where the dollar is, the heaps, their nim-sum.

    >>> explain(parse_position("$o"))
    ['The dollar is the leftmost coin: the player to move pockets it and wins.']
    >>> for line in explain(parse_position("o...$o")):  # doctest: +NORMALIZE_WHITESPACE
    ...     print(line)
    The dollar is the 2nd coin: pocketing the coin before it hands the dollar over, so the game is Nim on the gaps,
      with the strip's edge as the wall.
    Pairing coins from the right, the gaps are Nim heaps: 0 (between square 5 and square 6), 0 (between the edge
      and square 1).
    Their nim-sum is 0: whatever the player to move does, the opponent can restore it, so the player to move loses
      against perfect play.
    """
    if position.dollar == 0:
        return ["The dollar is the leftmost coin: the player to move pockets it and wins."]
    lines = []
    if position.dollar == 1:
        lines.append("The dollar is the 2nd coin: pocketing the coin before it hands the dollar over, "
                     "so the game is Nim on the gaps, with the strip's edge as the wall.")
    else:
        lines.append(f"The dollar is the {_ordinal(position.dollar + 1)} coin: pocketing is an ordinary move, "
                     "so the pocket counts as one more square left of the strip.")
    parts = []
    nim_sum = 0
    for size, left, right in nim_heaps(position):
        where = {0: "the edge", -1: "the pocket"}.get(left, f"square {left}")
        parts.append(f"{size} (between {where} and square {right})")
        nim_sum ^= size
    lines.append("Pairing coins from the right, the gaps are Nim heaps: " + ", ".join(parts) + ".")
    if nim_sum:
        lines.append(f"Their nim-sum is {nim_sum}, not 0: the player to move wins by making it 0.")
    else:
        lines.append("Their nim-sum is 0: whatever the player to move does, the opponent can restore it, "
                     "so the player to move loses against perfect play.")
    return lines


def analyze(position: Position) -> Analysis:
    """Everything the page and ``--json`` show about a position.

    >>> report = analyze(parse_position("o.$o"))
    >>> report["winning"], report["verdict"], report["heaps"], [move["text"] for move in report["legal"]]
    (False, 'The player to move loses against perfect play.', [0, 0], ['pocket', '3 → 2'])
    """
    winning = to_move_wins(position)
    moves = winning_moves(position)
    return {
        "n": position.n,
        "coins": list(position.coins),
        "dollar": position.dollar,
        "dollar_square": position.coins[position.dollar],
        "notation": position.notation(),
        "winning": winning,
        "verdict": "The player to move wins." if winning else "The player to move loses against perfect play.",
        "moves": [move.to_json() for move in moves],
        "heaps": [size for size, _, _ in nim_heaps(position)] if position.dollar else [],
        "explanation": explain(position),
        "legal": [move.to_json() for move in legal_moves(position)],
    }


def parse_move(value: object) -> Move:
    """A move from the page or CLI: ``"pocket"``, ``"7-6"``, ``"7 → 6"`` or ``{"from": 7, "to": 6}``.

    >>> parse_move("7-6").text(), parse_move({"type": "pocket"}).text()
    ('7 → 6', 'pocket')
    """
    if isinstance(value, dict):
        if value.get("type") == "pocket":
            return Move(None, None)
        source, target = value.get("from"), value.get("to")
    elif isinstance(value, str) and value.strip().lower() == "pocket":
        return Move(None, None)
    elif isinstance(value, str):
        parts = [p for p in value.replace("→", "-").replace(">", "-").replace(" ", "-").split("-") if p]
        source, target = (parts + [None, None])[:2] if len(parts) == 2 else (None, None)
    else:
        source = target = None
    try:
        return Move(parse_int(source, field="move", minimum=1), parse_int(target, field="move", minimum=1))
    except InputError:
        raise InputError(f"'{shown(str(value))}' is not a move like 7-6 or pocket", field="move") from None


def move_words(position: Position, move: Move) -> str:
    """What a move did, as the play line says it after "You" or "the computer".

    >>> position = parse_position(".o..$..o")
    >>> move_words(position, Move(8, 7)), move_words(position, Move(None, None))
    ('played 8 → 7', 'pocketed the coin on square 2')
    >>> move_words(parse_position("..$o"), Move(None, None))
    'pocketed the silver dollar'
    """
    if not move.is_pocket:
        return f"played {move.text()}"
    if position.dollar == 0:
        return "pocketed the silver dollar"
    return f"pocketed the coin on square {position.coins[0]}"


def _pocketed(position: Position) -> str:
    """The strip once the leftmost coin (here, the dollar) has left it."""
    squares = list(position.notation())
    squares[position.coins[0] - 1] = "."
    return "".join(squares)


def play_turn(position: Position, move: Move) -> Turn:
    """The person's move, then the computer's perfect reply; says when the game ends.

    >>> result = play_turn(parse_position(".o..$..o"), Move(None, None))
    >>> result["winner"], result["computer_move"], result["final"]
    ('computer', 'pocket', '.......o')
    >>> result["said"]
    'Game over. You pocketed the coin on square 2; the computer pocketed the silver dollar.'
    >>> play_turn(parse_position(".o..$..o"), Move(8, 6))["said"]
    'You played 8 → 6; the computer played 2 → 1. Your move.'
    """
    if move not in legal_moves(position):
        apply_move(position, move)  # raises a precise InputError
        raise InputError(f"{move.text()} is not a legal move here", field="move")
    after = apply_move(position, move)
    human = move_words(position, move)
    if after is None:
        return {"human_move": move.text(), "winner": "you", "computer_move": None, "position": None,
                "after_human": _pocketed(position), "final": _pocketed(position), "said": "Game over.",
                "message": "You pocketed the silver dollar: you win!"}
    reply = best_move(after)
    final = apply_move(after, reply)
    said = f"You {human}; the computer {move_words(after, reply)}."
    if final is None:
        return {"human_move": move.text(), "winner": "computer", "computer_move": reply.text(),
                "after_human": after.notation(), "final": _pocketed(after), "position": None,
                "said": f"Game over. {said}", "message": "The computer pocketed the silver dollar: the computer wins."}
    return {"human_move": move.text(), "winner": None, "computer_move": reply.text(),
            "after_human": after.notation(), "final": final.notation(), "position": analyze(final),
            "said": f"{said} Your move.", "message": None}


def random_position(n: int, c: int, winning: bool, seed: int | None = None) -> Position:
    """A random position with the dollar not leftmost, winning (or losing) for the player to move.

    >>> to_move_wins(random_position(12, 3, True, seed=1)), to_move_wins(random_position(12, 3, False, seed=1))
    (True, False)
    """
    if not 2 <= c + 1 <= n:
        raise InputError(f"a random game needs at least 2 coins on the strip (n={n}, c={c})", field="c")
    generator = random.Random(seed)
    for _ in range(10_000):
        coins = tuple(sorted(generator.sample(range(1, n + 1), c + 1)))
        position = Position(n, coins, generator.randrange(1, c + 1))
        if to_move_wins(position) == winning:
            return position
    raise InputError("no such position found; try a longer strip", field="n")


def _squares(first: int, last: int) -> str:
    """Squares first to last in words.

    >>> _squares(3, 4), _squares(7, 7)
    ('squares 3-4', 'square 7')
    """
    return f"square {first}" if first == last else f"squares {first}-{last}"
