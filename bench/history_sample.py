"""Write a session of made-up PokerStars hands for the history benchmark (seeded: the same seed,
the same file): Hold'em, Omaha and Omaha Hi/Lo cash hands of 2-6 players; most end before the
flop, some after a flop bet, and one in 25 is an all-in (preflop, on the flop or on the turn;
heads-up or three-way) shown down, its pot split as Card Lab's showdown says. Each no-limit
Hold'em hand is also written as PHH, for the peer (pokerkit).

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
GAMES = [("Hold'em No Limit", "holdem", 7, "NT"), ("Omaha Pot Limit", "omaha", 2, None),
         ("Omaha Hi/Lo Pot Limit", "omaha-hilo", 1, None)]
"""(PokerStars name, catalog id, weight, PHH code: the peer replays the no-limit Hold'em hands only,
as this generator's Omaha all-ins go over the pot limit, which only a pot-limit replay would check)."""
SMALL, BIG, STACK = 5, 10, 1000  # cents: $0.05/$0.10, 100 big blinds
RAKE_CAP = 60


def dollars(cents: int) -> str:
    whole, part = divmod(cents, 100)
    return f"${whole}" if not part else f"${whole}.{part:02d}"


def cards(hand: list[Card]) -> str:
    return " ".join(map(str, hand))


class Hand:
    """One hand written twice as it is played: PokerStars lines and PHH actions."""

    def __init__(self, rng: random.Random, number: int) -> None:
        title, key, _, self.phh_code = rng.choices(GAMES, weights=[g[2] for g in GAMES])[0]
        self.game = variant(key)
        count = rng.randint(2, 6)
        names = ["Hero", *rng.sample(NAMES[1:], count - 1)]
        rng.shuffle(names)
        self.names = names  # seat order: small blind, big blind, then the rest; the button last
        deck = list(FULL_DECK)
        rng.shuffle(deck)
        own = self.game.hole_cards[0]
        self.holes = {name: deck[i * own:(i + 1) * own] for i, name in enumerate(names)}
        self.board = deck[count * own:count * own + 5]
        heads_up = count == 2
        # PHH: p1 is the small blind (heads-up: the big blind, the button being p2)
        self.phh_players = [names[1], names[0]] if heads_up else list(names)
        self.preflop_order = names if heads_up else names[2:] + names[:2]
        self.postflop_order = [names[1], names[0]] if heads_up else list(names)
        self.lines = [f"PokerStars Hand #{240000000000 + number}:  {title} ($0.05/$0.10 USD) - 2026/02/01 12:00:00 ET",
                      f"Table 'Bench' 6-max Seat #{count} is the button"]
        self.lines += [f"Seat {seat}: {name} ($10 in chips)" for seat, name in enumerate(names, start=1)]
        self.lines += [f"{names[0]}: posts small blind $0.05", f"{names[1]}: posts big blind $0.10",
                       "*** HOLE CARDS ***", f"Dealt to Hero [{cards(self.holes['Hero'])}]"]
        self.actions = [f"d dh {self.p(name)} {''.join(map(str, self.holes[name]))}" for name in self.phh_players]
        self.put = dict.fromkeys(names, 0)
        self.put[names[0]], self.put[names[1]] = SMALL, BIG
        self.street = dict(self.put)

    def p(self, name: str) -> str:
        return f"p{self.phh_players.index(name) + 1}"

    def act(self, name: str, verb: str, amount: int = 0, *, to: int = 0, all_in: bool = False) -> None:
        tail = " and is all-in" if all_in else ""
        if verb == "folds":
            self.lines.append(f"{name}: folds")
            self.actions.append(f"{self.p(name)} f")
        elif verb == "checks":
            self.lines.append(f"{name}: checks")
            self.actions.append(f"{self.p(name)} cc")
        elif verb == "calls":
            owed = max(self.street.values()) - self.street[name]
            self.lines.append(f"{name}: calls {dollars(owed)}{tail}")
            self.actions.append(f"{self.p(name)} cc")
            self.street[name] += owed
            self.put[name] += owed
        else:  # bets or raises to `to` on this street
            added = to - self.street[name]
            self.lines.append(f"{name}: bets {dollars(added)}{tail}" if verb == "bets" else
                              f"{name}: raises {dollars(to - max(self.street.values()))} to {dollars(to)}{tail}")
            self.actions.append(f"{self.p(name)} cbr {to}")
            self.street[name] = to
            self.put[name] += added

    def deal(self, size: int) -> None:
        name = {3: "FLOP", 4: "TURN", 5: "RIVER"}[size]
        shown = (f"[{cards(self.board[:3])}]" if size == 3
                 else f"[{cards(self.board[:size - 1])}] [{self.board[size - 1]}]")
        self.lines.append(f"*** {name} *** {shown}")
        self.actions.append(f"d db {''.join(map(str, self.board[0 if size == 3 else size - 1:size]))}")
        self.street = dict.fromkeys(self.names, 0)

    def finish(self, winners: dict[str, int], board: int) -> None:
        pot = sum(self.put.values())
        rake = sum(winners.values()) and pot - sum(winners.values())
        self.lines += [f"{name} collected {dollars(amount)} from pot" for name, amount in winners.items() if amount]
        self.lines += ["*** SUMMARY ***", f"Total pot {dollars(pot)} | Rake {dollars(rake)}"]
        if board:
            self.lines.append(f"Board [{cards(self.board[:board])}]")

    def phh(self) -> str | None:
        if self.phh_code is None:
            return None
        quoted = ", ".join(f'"{action}"' for action in self.actions)
        stacks = ", ".join([str(STACK)] * len(self.names))
        return (f'variant = "{self.phh_code}"\nantes = [{", ".join(["0"] * len(self.names))}]\n'
                f"blinds_or_straddles = [{SMALL}, {BIG}{', 0' * (len(self.names) - 2)}]\nmin_bet = {BIG}\n"
                f"starting_stacks = [{stacks}]\nactions = [{quoted}]\n")


def play(rng: random.Random, number: int) -> Hand:
    """One hand: everyone folds to a raise, or a flop bet takes it, or an all-in is shown down."""
    hand = Hand(rng, number)
    raiser, *others = hand.preflop_order
    kind = rng.random()
    callers = [others[-1]] + ([others[0]] if kind > 0.99 and len(others) > 1 else [])
    if kind < 0.6:  # everyone folds to the raise
        hand.act(raiser, "raises", to=30)
        for name in others:
            hand.act(name, "folds")
        top = max(hand.put[name] for name in others)
        hand.lines.append(f"Uncalled bet ({dollars(30 - top)}) returned to {raiser}")
        hand.put[raiser] = top
        hand.finish({raiser: sum(hand.put.values())}, 0)
        return hand
    street = 0 if kind >= 0.96 and rng.random() < 1 / 3 else rng.choice([3, 4]) if kind >= 0.96 else 3
    all_in = kind >= 0.96
    hand.act(raiser, "raises", to=STACK if all_in and street == 0 else 30, all_in=all_in and street == 0)
    for name in others:
        hand.act(name, "calls" if name in callers else "folds", all_in=all_in and street == 0 and name in callers)
    live = [name for name in hand.postflop_order if name == raiser or name in callers]
    before = live[:live.index(raiser)]
    after = live[live.index(raiser) + 1:]
    if not all_in:  # a flop bet takes it
        hand.deal(3)
        for name in before:
            hand.act(name, "checks")
        hand.act(raiser, "bets", to=40)
        for name in after + before:
            hand.act(name, "folds")
        hand.lines.append(f"Uncalled bet ($0.40) returned to {raiser}")
        hand.put[raiser] -= 40
        pot = sum(hand.put.values())
        hand.finish({raiser: pot - min(pot // 20, RAKE_CAP)}, 3)
        return hand
    for size in (3, 4):
        if size <= street:
            hand.deal(size)
            if size < street:
                for name in live:
                    hand.act(name, "checks")
    if street:
        for name in before:
            hand.act(name, "checks")
        hand.act(raiser, "bets", to=STACK - 30, all_in=True)
        for name in after + before:
            hand.act(name, "calls", all_in=True)
    for name in [raiser, *after, *before]:
        hand.lines.append(f"{name}: shows [{cards(hand.holes[name])}]")
        hand.actions.append(f"{hand.p(name)} sm {''.join(map(str, hand.holes[name]))}")
    for size in (3, 4, 5):
        if size > street:
            hand.deal(size)
    pot = sum(hand.put.values())
    rake = min(pot // 20, RAKE_CAP)
    report = showdown_report([tuple(hand.holes[name]) for name in live], tuple(hand.board), hand.game)
    shares = ([Fraction(share["fraction"]) for share in report["shares"]] if "shares" in report
              else [Fraction(number in report["winners"], len(report["winners"])) for number in range(len(live))])
    won = [int((pot - rake) * share) for share in shares]
    won[won.index(max(won))] += pot - rake - sum(won)  # odd cents to one winner
    hand.lines.append("*** SHOW DOWN ***")
    hand.finish(dict(zip(live, won)), 5)
    return hand


def session(hands: int, seed: int) -> str:
    """``hands`` hands separated by blank lines.

    >>> session(3, 1).count("PokerStars Hand #")
    3
    """
    rng = random.Random(seed)
    return "\n\n\n".join("\n".join(play(rng, number).lines) for number in range(hands)) + "\n"


def session_both(hands: int, seed: int) -> tuple[str, list[str]]:
    """The PokerStars text of the no-limit Hold'em hands of a session, and the same hands as PHH.

    >>> text, phh = session_both(40, 2)
    >>> text.count("PokerStars Hand #") == len(phh) > 0
    True
    """
    rng = random.Random(seed)
    played = [play(rng, number) for number in range(hands)]
    kept = [(hand, hand.phh()) for hand in played]
    return ("\n\n\n".join("\n".join(hand.lines) for hand, phh in kept if phh) + "\n",
            [phh for _, phh in kept if phh])


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=36)
    args = parser.parse_args()
    sys.stdout.write(session(args.hands, args.seed))


if __name__ == "__main__":
    main()
