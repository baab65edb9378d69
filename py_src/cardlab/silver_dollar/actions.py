"""The silver dollar domain's API actions (merged into :data:`cardlab.api.ACTIONS`)."""

from __future__ import annotations

from typing import TypedDict

from ..core.errors import InputError
from ..core.limits import any_length_int_text, parse_int
from ..core.odds import seed_param
from ..core.params import Action, Params, bool_param, optional_int_param, takes
from ..core.progress import Progress
from ..core.words import plural
from .game import (
    Analysis,
    Position,
    Turn,
    analyze,
    parse_move,
    parse_position,
    play_turn,
    position_from_squares,
    random_position,
)


def _count_params(params: Params) -> tuple[int, int, int | None]:
    """n, c and the optional modulus of a W(n, c) request, each bounded before any work."""
    from .count import MAX_C, MAX_N

    n = parse_int(params.get("n", ""), field="n", minimum=1, maximum=MAX_N)
    c = parse_int(params.get("c", ""), field="c", minimum=0, maximum=MAX_C)
    return n, c, optional_int_param(params, "mod", minimum=1)


class CountReport(TypedDict):
    """``sd.count``'s report: W(n, c), exactly or modulo ``mod``, its digits, the smallest strip
    that holds the coins and a note when none fits."""

    n: int
    c: int
    mod: int | None
    W: int
    digits: int
    smallest_n: int
    note: str | None


class EstimateReport(TypedDict):
    """How long ``sd.count`` will take: seconds, and in words."""

    seconds: float
    text: str


@takes("n", "c", "mod")
def count_action(params: Params, progress: Progress) -> CountReport:
    """``sd.count``: W(n, c), exactly or modulo ``mod``; progress is the modelled share of the work done.

    >>> count_action({"n": "10", "c": "2"}, lambda fraction: None)
    {'n': 10, 'c': 2, 'mod': None, 'W': 324, 'digits': 3, 'smallest_n': 3, 'note': None}
    >>> count_action({"n": "10", "c": "20"}, lambda fraction: None)["note"]
    '20 coins and the silver dollar need at least 21 squares: none fits on 10, so W is 0'
    >>> count_action({"n": "10^6", "c": "100", "mod": "1000036000099"}, lambda fraction: None)["W"]
    65579304332
    """
    from .count import W

    n, c, modulus = _count_params(params)
    value = W(n, c, modulus, progress)
    with any_length_int_text():
        digits = len(str(value))
    # The smallest strip that holds c coins and the dollar: the page's table of n below stops there.
    smallest = c + 1
    note = (f"{plural(c, 'coin')} and the silver dollar need at least {smallest:,} squares: "
            f"none fits on {n:,}, so W is 0") if n < smallest else None
    return {"n": n, "c": c, "mod": modulus, "W": value, "digits": digits, "smallest_n": smallest, "note": note}


@takes("n", "c", "mod")
def estimate_action(params: Params, progress: Progress) -> EstimateReport:
    """``sd.estimate``: how long ``sd.count`` with the same parameters will take, before it starts.

    >>> estimate_action({"n": "1000000", "c": "100"}, lambda fraction: None)["text"]
    'under a second'
    """
    from ..core.durations import describe_duration
    from .count import estimate_seconds

    seconds = estimate_seconds(*_count_params(params))
    return {"seconds": seconds, "text": describe_duration(seconds)}


def _position(params: Params) -> Position:
    position = params.get("position")
    if isinstance(position, str):
        return parse_position(position)
    coins = params.get("coins")
    if not isinstance(coins, list):
        raise InputError("give a position such as .o..$.o", field="position")
    return position_from_squares(
        parse_int(params.get("n", ""), field="n", minimum=1),
        [parse_int(coin, field="coins") for coin in coins],
        parse_int(params.get("dollar", ""), field="dollar"),
    )


@takes("position", "coins", "n", "dollar")
def analyze_action(params: Params, progress: Progress) -> Analysis:
    """``sd.analyze``: who wins a position, and every winning move.

    >>> report = analyze_action({"position": ".o..$..o"}, lambda fraction: None)
    >>> report["verdict"], [move["text"] for move in report["moves"]], report["heaps"]
    ('The player to move wins.', ['8 → 7'], [2, 1])
    """
    return analyze(_position(params))


@takes("position", "coins", "n", "dollar", "move")
def play_action(params: Params, progress: Progress) -> Turn:
    """``sd.play``: apply the player's move, then the computer's reply.

    >>> turn = play_action({"position": ".o..$..o", "move": {"from": 8, "to": 7}}, lambda fraction: None)
    >>> turn["after_human"], turn["computer_move"], turn["position"]["notation"], turn["winner"]
    ('.o..$.o.', '7 → 6', '.o..$o..', None)
    """
    return play_turn(_position(params), parse_move(params.get("move")))


RANDOM_SQUARES = 12  # the size of a new game the page deals
RANDOM_COINS = 3
RANDOM_MAX_SQUARES = 60


@takes("n", "c", "seed", "winning")
def random_action(params: Params, progress: Progress) -> Analysis:
    """``sd.random``: a random position of ``n`` squares and ``c`` coins, winning or not.

    >>> report = random_action({"n": "8", "c": "2", "seed": "1"}, lambda fraction: None)
    >>> report["n"], len(report["coins"]), report["winning"]
    (8, 3, True)
    """
    n = parse_int(params.get("n", RANDOM_SQUARES), field="n", minimum=2, maximum=RANDOM_MAX_SQUARES)
    c = parse_int(params.get("c", RANDOM_COINS), field="c", minimum=1, maximum=n - 1)
    seed = seed_param(params)  # 0 .. 2^64 - 1, as every seed
    winning = bool_param(params, "winning", True)
    return analyze(random_position(n, c, winning, seed))


ACTIONS: dict[str, Action] = {
    "sd.count": count_action,
    "sd.estimate": estimate_action,
    "sd.analyze": analyze_action,
    "sd.play": play_action,
    "sd.random": random_action,
}


def meta() -> dict[str, object]:
    """Facts the page shows about the silver dollar tools.

    >>> meta()["max_c"], meta()["random"]["squares"]
    (1000, 12)
    """
    from .count import MAX_C, MAX_N
    from .game import MAX_SQUARES

    return {
        "max_n": MAX_N,
        "max_c": MAX_C,
        # Project Euler 344: W(10^6, 100) modulo 1,000,036,000,099 (the page's preset button).
        "euler": {"n": "1000000", "c": "100", "mod": "1000036000099"},
        "max_squares": MAX_SQUARES,
        "random": {"squares": RANDOM_SQUARES, "coins": RANDOM_COINS, "max_squares": RANDOM_MAX_SQUARES},
        "defaults": {"n": "10", "c": "2", "position": ".o..$..o"},  # the tab's first questions
        "intro": "Coins on a strip; a move slides one coin any number of free squares to the left (never over "
                 "another coin) or pockets the leftmost coin. Whoever pockets the silver dollar wins. W(n, c) counts "
                 "the configurations of c coins plus the dollar on n squares that the player to move wins.",
    }
