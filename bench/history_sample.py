"""Write a session of made-up PokerStars hands for the history benchmark (seeded: the same seed,
the same file): Hold'em, Omaha and Omaha Hi/Lo cash hands of 2-6 players; most end before the
flop, some after a flop bet, and one in 25 is an all-in (preflop, on the flop or on the
turn; heads-up or three-way) shown down, its pot split as Card Lab's showdown says.

    .venv/bin/python bench/history_sample.py --hands 10000 --seed 36 > session.txt
"""

from __future__ import annotations

import argparse
import random
import sys
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py_src"))

from cardlab.core.cards import FULL_DECK, Card
from cardlab.games.showdown import showdown_report
from cardlab.games.variants import variant

NAMES = ["Hero", "Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace"]
GAMES = [("Hold'em No Limit", "holdem", 7), ("Omaha Pot Limit", "omaha", 2), ("Omaha Hi/Lo Pot Limit", "omaha-hilo", 1)]
SMALL, BIG, STACK = 5, 10, 1000  # cents: $0.05/$0.10, 100 big blinds
RAKE_CAP = 60


def dollars(cents: int) -> str:
    whole, part = divmod(cents, 100)
    return f"${whole}" if not part else f"${whole}.{part:02d}"


def cards(hand: list[Card]) -> str:
    return " ".join(map(str, hand))


def hand_text(rng: random.Random, number: int) -> str:
    title, key, _ = rng.choices(GAMES, weights=[g[2] for g in GAMES])[0]
    game = variant(key)
    count = rng.randint(2, 6)
    names = ["Hero", *rng.sample(NAMES[1:], count - 1)]
    rng.shuffle(names)
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    own = game.hole_cards[0]
    holes = {name: deck[i * own:(i + 1) * own] for i, name in enumerate(names)}
    board = deck[count * own:count * own + 5]
    lines = [f"PokerStars Hand #{240000000000 + number}:  {title} ($0.05/$0.10 USD) - 2026/02/01 12:00:00 ET",
             f"Table 'Bench' 6-max Seat #{count} is the button"]
    lines += [f"Seat {seat}: {name} ($10 in chips)" for seat, name in enumerate(names, start=1)]
    sb, bb = names[0], names[1 % count]
    lines += [f"{sb}: posts small blind $0.05", f"{bb}: posts big blind $0.10" if count > 1 else ""]
    lines += ["*** HOLE CARDS ***", f"Dealt to Hero [{cards(holes['Hero'])}]"]
    put = dict.fromkeys(names, 0)
    put[sb], put[bb] = SMALL, BIG
    raiser = names[2 % count]
    others = [name for name in names if name != raiser]
    kind = rng.random()
    lines.append(f"{raiser}: raises $0.20 to $0.30")
    put[raiser] = 30
    if kind < 0.6:  # everyone folds to the raise
        for name in others:
            lines.append(f"{name}: folds")
        top = max(put[name] for name in others)
        lines.append(f"Uncalled bet ({dollars(30 - top)}) returned to {raiser}")
        put[raiser] = top
        pot = sum(put.values())
        lines += [f"{raiser} collected {dollars(pot)} from pot", "*** SUMMARY ***",
                  f"Total pot {dollars(pot)} | Rake $0"]
        return "\n".join(lines)
    caller = others[-1]
    callers = [caller] + ([others[0]] if kind > 0.99 and len(others) > 1 and others[0] != caller else [])
    for name in others:
        if name in callers:
            lines.append(f"{name}: calls {dollars(30 - put[name])}")
            put[name] = 30
        else:
            lines.append(f"{name}: folds")
    live = [raiser, *callers]
    if kind < 0.96:  # a flop bet takes it
        lines.append(f"*** FLOP *** [{cards(board[:3])}]")
        lines.append(f"{raiser}: bets $0.40")
        for name in callers:
            lines.append(f"{name}: folds")
        lines.append(f"Uncalled bet ($0.40) returned to {raiser}")
        pot = sum(put.values())
        rake = min(pot // 20, RAKE_CAP)
        lines += [f"{raiser} collected {dollars(pot - rake)} from pot", "*** SUMMARY ***",
                  f"Total pot {dollars(pot)} | Rake {dollars(rake)}", f"Board [{cards(board[:3])}]"]
        return "\n".join(lines)
    street = rng.choice([0, 3, 4])  # all in preflop, on the flop or on the turn
    for size, name in ((3, "FLOP"), (4, "TURN")):
        if size <= street:
            lines.append(f"*** {name} *** [{cards(board[:size - 1 if size == 4 else 3])}]"
                         + (f" [{board[3]}]" if size == 4 else ""))
    lines.append(f"{raiser}: bets {dollars(STACK - 30)} and is all-in" if street else
                 f"{raiser}: raises {dollars(STACK - 60)} to {dollars(STACK)} and is all-in")
    for name in callers:
        lines.append(f"{name}: calls {dollars(STACK - 30)} and is all-in")
        put[name] = STACK
    put[raiser] = STACK
    for name in live:
        lines.append(f"{name}: shows [{cards(holes[name])}]")
    for size, name in ((3, "FLOP"), (4, "TURN"), (5, "RIVER")):
        if size > street:
            lines.append(f"*** {name} *** [{cards(board[:3])}]" if size == 3 else
                         f"*** {name} *** [{cards(board[:size - 1])}] [{board[size - 1]}]")
    pot = sum(put.values())
    rake = min(pot // 20, RAKE_CAP)
    report = showdown_report([tuple(holes[name]) for name in live], tuple(board), game)
    shares = ([Fraction(share["fraction"]) for share in report["shares"]] if "shares" in report
              else [Fraction(number in report["winners"], len(report["winners"])) for number in range(len(live))])
    won = [int((pot - rake) * share) for share in shares]
    won[won.index(max(won))] += pot - rake - sum(won)  # odd cents to one winner
    lines.append("*** SHOW DOWN ***")
    lines += [f"{name} collected {dollars(amount)} from pot" for name, amount in zip(live, won) if amount]
    lines += ["*** SUMMARY ***", f"Total pot {dollars(pot)} | Rake {dollars(rake)}", f"Board [{cards(board)}]"]
    return "\n".join(lines)


def session(hands: int, seed: int) -> str:
    """``hands`` hands separated by blank lines.

    >>> session(3, 1).count("PokerStars Hand #")
    3
    """
    rng = random.Random(seed)
    return "\n\n\n".join(hand_text(rng, number) for number in range(hands)) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=36)
    args = parser.parse_args()
    sys.stdout.write(session(args.hands, args.seed))


if __name__ == "__main__":
    main()
