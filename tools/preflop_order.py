"""Make the preflop ordering of the 169 Hold'em hand classes that the range form ``15%`` reads
(py_src/cardlab/poker/ranges/preflop_order.py), exactly, from Card Lab's preflop table.

Each class is ranked by its all-in equity against one random hand (any two of the other 50 cards),
heads-up, preflop: every combo of a class has the same equity against a random hand (by renaming
suits), and the table's class sums give it exactly (wins and ties over the 1,225 hands it can meet
times the 1,712,304 boards of each; the table is made by tools/preflop_table.py with Card Lab's own
exact counter). Classes of exactly equal equity keep the grid order.

    PYTHONPATH=py_src python tools/preflop_order.py --write

Without --write the module text is printed.

Short deck (``--game shortdeck``): the 81 classes of the 36-card deck under both rule sets, each
ranked by its **exact** equity against a random hand: one combo of the class against every one of
the 561 two-card hands of the other 34 cards, every board counted (``count_outcomes``), the
opponent hands that a renaming of suits fixing the class's combo maps onto each other counted once
with their multiplicity. Writes py_src/cardlab/poker/ranges/preflop_order_shortdeck.py (about 20
minutes on a busy 2-core machine).

    PYTHONPATH=py_src python tools/preflop_order.py --game shortdeck --write
"""

from __future__ import annotations

import argparse
import sys
import time
from fractions import Fraction
from itertools import combinations, permutations
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_src"))
from cardlab.core.cards import Card  # noqa: E402
from cardlab.games.rule_set import RuleSet  # noqa: E402
from cardlab.games.rule_sets import SHORTDECK, SHORTDECK_CLASSIC  # noqa: E402
from cardlab.poker.equity.patterns import count_outcomes, unseen_cards  # noqa: E402
from cardlab.poker.preflop.table import BOARDS, load_table  # noqa: E402
from cardlab.poker.ranges.classes import CLASSES, class_combos, class_ranks, combo_text, make_combo  # noqa: E402

TARGET = ROOT / "py_src" / "cardlab" / "poker" / "ranges" / "preflop_order.py"
SHORT_TARGET = ROOT / "py_src" / "cardlab" / "poker" / "ranges" / "preflop_order_shortdeck.py"
SUIT_ORDERS = tuple(permutations("cdhs"))


def exact_equities() -> dict[str, Fraction]:
    """Each class's exact equity against a random hand, from the table."""
    table = load_table()
    if table is None:
        sys.exit("the preflop table is missing or fails its checksum: run tools/preflop_table.py first")
    equities = {}
    for number, label in enumerate(CLASSES):
        wins, ties, pairs = table.against_all(number)
        equities[label] = Fraction(2 * wins + ties, 2 * pairs * BOARDS)
    return equities


def module_text(equities: dict[str, Fraction]) -> str:
    order = sorted(CLASSES, key=lambda label: (-equities[label], CLASSES.index(label)))
    rows = []
    for start in range(0, len(order), 8):
        rows.append("    " + " ".join(f'"{label}",' for label in order[start:start + 8]))
    values = []
    for start in range(0, len(order), 5):
        values.append("    " + " ".join(f'"{label}": {float(equities[label]):.6f},'
                                     for label in order[start:start + 5]))
    newline = "\n"
    return f'''"""The 169 Hold'em hand classes from best to worst by preflop all-in equity against one random
hand, exactly (the order the range form ``15%`` takes classes in).

Made by ``tools/preflop_order.py`` from the preflop table (:mod:`cardlab.poker.preflop`): each class's
exact equity against a random hand, over the 1,225 hands it can meet and all 1,712,304 boards of
each; shown here rounded to six decimals. Classes of exactly equal equity keep the grid order.
Rules: ``docs/rules.md``, "Hand ranges".

>>> ORDER[:3], len(ORDER), EQUITY["AA"] > EQUITY["KK"] > EQUITY["72o"]
(('AA', 'KK', 'QQ'), 169, True)
"""

ORDER: tuple[str, ...] = (
{newline.join(rows)}
)

EQUITY: dict[str, float] = {{  # equity against a random hand, 0..1, rounded to six decimals
{newline.join(values)}
}}
'''


def exact_class_equity(number: int, rules: RuleSet) -> Fraction:
    """Exact equity of one combo of class ``number`` against a random hand of the rule set's deck."""
    hero = class_combos(number)[0]
    stabiliser = []
    for order in SUIT_ORDERS:
        rename = dict(zip("cdhs", order))
        if {Card(card.rank, rename[card.suit]) for card in hero} == set(hero):
            stabiliser.append(rename)
    groups: dict[tuple[Card, Card], int] = {}
    for pair in combinations(unseen_cards([hero], (), (), rules.deck.cards), 2):
        images = [make_combo(*(Card(card.rank, rename[card.suit]) for card in pair)) for rename in stabiliser]
        key = min(images, key=lambda combo: (combo_text(combo)))
        groups[key] = groups.get(key, 0) + 1
    total, boards = Fraction(0), 0
    for villain, ways in groups.items():
        outcomes = count_outcomes([hero, villain], (), play=None, rules=rules)
        for (mine, theirs), count in outcomes.items():
            share = 1 if mine > theirs else Fraction(1, 2) if mine == theirs else 0
            total += share * count * ways
            boards += count * ways
    return total / boards


def short_module_text(equities: dict[str, dict[str, Fraction]]) -> str:
    """The module text: per rule set its order and its equities, under names made from the rule
    set's key (``ORDER_SHORTDECK``, ``EQUITY_SHORTDECK``; the rule set names its order's module and
    name, so the game id is written only in the catalog)."""
    orders = []
    tables = []
    newline = "\n"
    for key, found in equities.items():
        name = key.upper().replace("-", "_")
        labels = list(found)
        order = sorted(labels, key=lambda label: (-found[label], labels.index(label)))
        rows = ["    " + " ".join(f'"{label}",' for label in order[start:start + 9])
                for start in range(0, len(order), 9)]
        values = ["    " + " ".join(f'"{label}": {float(found[label]):.6f},' for label in order[start:start + 6])
                  for start in range(0, len(order), 6)]
        orders.append(f'''ORDER_{name}: tuple[str, ...] = (
{newline.join(rows)}
)''')
        tables.append(f'''EQUITY_{name}: dict[str, float] = {{
{newline.join(values)}
}}''')
    return f'''"""The 81 short-deck (6+) hand classes from best to worst by exact preflop all-in equity against
one random hand of the 36-card deck, per rule set (the order the range form ``20%`` takes classes in
for each short-deck game): ``ORDER_SHORTDECK`` (trips beat a straight) and ``ORDER_SHORTDECK_CLASSIC``
(a straight beats trips), each rule set naming its own (``RuleSet.preflop_order``).

Made by ``tools/preflop_order.py --game shortdeck``: for each class, one combo against each of the
561 hands of the other 34 cards, every board counted exactly; equities are exact (shown to six
decimals), ties keep the grid order. Rules: ``docs/rules.md``, "Short deck (6+) Hold'em".

>>> ORDER_SHORTDECK[0], len(ORDER_SHORTDECK_CLASSIC), EQUITY_SHORTDECK["AA"] > EQUITY_SHORTDECK["76o"]
('AA', 81, True)
"""

{(newline + newline).join(orders)}

{(newline + newline).join(tables)}
'''


def short_deck_main(write: bool) -> None:
    equities: dict[str, dict[str, Fraction]] = {}
    start = time.perf_counter()
    for rules in (SHORTDECK, SHORTDECK_CLASSIC):
        found = equities[rules.key] = {}
        for number, label in enumerate(CLASSES):
            if min(class_ranks(number)) < rules.lowest_rank:
                continue
            found[label] = exact_class_equity(number, rules)
            print(f"{rules.key} {label:>4} {float(found[label]):.4%}  ({time.perf_counter() - start:.0f} s)",
                  file=sys.stderr)
    text = short_module_text(equities)
    if write:
        SHORT_TARGET.write_text(text)
        print(f"wrote {SHORT_TARGET.relative_to(ROOT)}", file=sys.stderr)
    else:
        print(text)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--write", action="store_true", help=f"write {TARGET.relative_to(ROOT)}")
    parser.add_argument("--game", choices=("holdem", "shortdeck"), default="holdem",
                        help="holdem (169 classes, from the preflop table) or shortdeck (81 classes, both rule "
                        "sets, counted exactly here)")
    args = parser.parse_args(argv)
    if args.game == "shortdeck":
        short_deck_main(args.write)
        return
    text = module_text(exact_equities())
    if args.write:
        TARGET.write_text(text)
        print(f"wrote {TARGET.relative_to(ROOT)}", file=sys.stderr)
    else:
        print(text)


if __name__ == "__main__":
    main()
