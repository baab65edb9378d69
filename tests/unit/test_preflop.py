"""The heads-up preflop table: canonical matchups (exhaustively), the summing of ranges (against a
brute force over pairs of hands), the table's own sums, checkpoints, a random sample recomputed
with the live exact counter, and the equity tool, API and CLI answering from it."""

from __future__ import annotations

import json
import os
import random
from fractions import Fraction
from itertools import combinations
from pathlib import Path

import pytest

from cli_runner import run

ROOT = Path(__file__).resolve().parents[2]
os.environ.setdefault("CARDLAB_PREFLOP_TABLE", str(ROOT / "py_src/cardlab/poker/preflop/preflop-table.bin"))

from cardlab.api import call  # noqa: E402
from cardlab.core.cards import FULL_DECK, parse_hand  # noqa: E402
from cardlab.poker.equity.patterns import count_outcomes  # noqa: E402
from cardlab.poker.preflop import table_file  # noqa: E402
from cardlab.poker.preflop.heads_up import heads_up  # noqa: E402
from cardlab.poker.preflop.matchups import (  # noqa: E402
    all_hands, all_keys, canonical, hand_code, key_hands, orbit, symmetric,
)
from cardlab.poker.preflop.table import BOARDS, PreflopTable, class_sums, code_class, load_table  # noqa: E402
from cardlab.poker.ranges.classes import ALL_COMBOS, CLASS_SIZES, CLASSES, class_id, combo_class  # noqa: E402
from cardlab.poker.ranges.notation import parse_range  # noqa: E402

load_table.cache_clear()
TABLE = load_table()


def _rename(code: tuple[int, int], perm: tuple[int, ...]) -> tuple[int, int]:
    a, b = ((card & ~3) | perm[card & 3] for card in code)
    return (a, b) if a > b else (b, a)


@pytest.mark.slow
def test_canonical_keys_exhaustively():
    """Every unordered pair of disjoint hands: its key does not change when suits are renamed
    (checked for a transposition and a 4-cycle, which generate all 24 renamings) or when the seats
    swap, the key's hands are a renaming of the pair, and the orbits add up to every ordered pair."""
    hands = list(all_hands())
    keys = set()
    swap, cycle = (1, 0, 2, 3), (1, 2, 3, 0)
    for index, first in enumerate(hands):
        for second in hands[index + 1:]:
            if first[0] in second or first[1] in second:
                continue
            key, swapped = canonical(first, second)
            assert canonical(second, first) == (key, not swapped) or symmetric(key)
            assert canonical(second, first)[0] == key
            assert canonical(_rename(first, swap), _rename(second, swap))[0] == key
            assert canonical(_rename(first, cycle), _rename(second, cycle))[0] == key
            keys.add(key)
    assert len(keys) == 47_008
    assert sorted(keys) == all_keys()
    assert sum(orbit(key) * (1 if symmetric(key) else 2) for key in keys) == 1326 * 1225
    for key in random.Random(5).sample(sorted(keys), 300):  # a key's hands are a renaming of a pair it stands for
        first, second = key_hands(key)
        assert canonical(first, second) == (key, False)


def _synthetic_table() -> PreflopTable:
    """A table of made-up counts (with the real keys and consistent sums): tests the summing alone."""
    rng = random.Random(7)
    keys = all_keys()
    entries = []
    for key in keys:
        if symmetric(key):
            ties = rng.randrange(0, BOARDS // 2) * 2 + BOARDS % 2
            entries.append(((BOARDS - ties) // 2, ties))
        else:
            wins = rng.randrange(BOARDS)
            entries.append((wins, rng.randrange(BOARDS - wins + 1)))
    return PreflopTable(keys, entries, class_sums(keys, entries))


def _brute(table: PreflopTable, first: dict, second: dict) -> tuple[int, int, int, int]:
    """Pair by pair: weighted boards, side 0's wins, side 1's wins, ties (weights as fractions)."""
    boards = wins = losses = ties = Fraction(0)
    for combo, weight in first.items():
        for other, other_weight in second.items():
            if set(combo) & set(other):
                continue
            won, tied = table.matchup(hand_code(combo), hand_code(other))
            w = weight * other_weight
            boards += w * BOARDS
            wins += w * won
            ties += w * tied
            losses += w * (BOARDS - won - tied)
    return boards, wins, losses, ties


@pytest.mark.parametrize("texts", [
    ("AhKh", "random"), *(pytest.param(pair, marks=pytest.mark.slow) for pair in [
        ("QQ+, AKs", "22+"), ("AKs:0.5, AhKh, 72o:0.25", "AA, KsKh, T9s:0.75"), ("AsAh", "AA"),
        ("5%", "JJ-88, AQo:0.3")]),
])
def test_summing_matches_pairs(texts):
    table = _synthetic_table()
    first, second = (dict(parse_range(text).weights) for text in texts)
    result = heads_up(first, second, table)
    boards, wins, losses, ties = _brute(table, first, second)
    assert Fraction(result.boards, result.scale) == boards
    assert Fraction(result.wins[0], result.scale) == wins and Fraction(result.wins[1], result.scale) == losses
    assert Fraction(result.ties, result.scale) == ties
    for side, weights in enumerate((first, second)):  # per class of each side
        for number in {combo_class(combo) for combo in weights}:
            part = {combo: w for combo, w in weights.items() if combo_class(combo) == number}
            sub = _brute(table, part, second) if side == 0 else _brute(table, first, part)
            counts = result.by_class[side].get(number, [0, 0, 0])
            assert Fraction(counts[0], result.scale) == sub[0]
            assert Fraction(counts[1], result.scale) == sub[1 + side]
            assert Fraction(counts[2], result.scale) == sub[3]


needs_table = pytest.mark.skipif(TABLE is None, reason="the preflop table is not at hand")


def test_table_is_checked_in_with_its_checksum():
    data = (ROOT / "py_src/cardlab/poker/preflop/preflop-table.bin").read_bytes()  # the checked-in file
    assert table_file.sha256(data) == table_file.TABLE_SHA256
    assert table_file.verify(data) == "" and table_file.intact(data)  # the build's check, every load's
    assert not table_file.intact(data[:-1] + bytes([data[-1] ^ 1]))  # one bit changed: refused on load
    assert len(data) <= 1_000_000
    assert TABLE is not None and len(TABLE.keys) == 47_008


@needs_table
def test_class_sums_follow_from_the_matchups():
    assert TABLE is not None
    assert TABLE.sums == class_sums(TABLE.keys, TABLE.entries)


@needs_table
def test_every_hand_against_all_others():
    """Every hand meets 1,225 others; over all ordered pairs wins and losses balance; classes of
    equal strength by symmetry agree; the average hand has exactly half the pot."""
    assert TABLE is not None
    total_pairs = total_wins = total_ties = 0
    for number in range(169):
        wins, ties, pairs = TABLE.against_all(number)
        assert pairs == 1225
        total_pairs += CLASS_SIZES[number] * pairs
        total_wins += CLASS_SIZES[number] * wins
        total_ties += CLASS_SIZES[number] * ties
    assert total_pairs == 1326 * 1225
    assert 2 * total_wins + total_ties == total_pairs * BOARDS  # the average hand wins half the pot
    for first in range(169):
        for second in range(169):
            w, t, p = TABLE.pair_sums(first, second)
            w2, t2, p2 = TABLE.pair_sums(second, first)
            assert p == p2 and t == t2 and w2 == p * BOARDS - w - t
            assert w % CLASS_SIZES[first] == 0 and p % CLASS_SIZES[first] == 0


@needs_table
def test_checkpoints():
    result = heads_up(parse_range("2s2h").weights, parse_range("random").weights)
    assert result is not None and f"{float(result.equity(0)):.4%}" == "50.3340%"
    result = heads_up(parse_range("AA").weights, parse_range("random").weights)
    assert result is not None and f"{float(result.equity(0)):.2%}" == "85.20%"
    result = heads_up(parse_range("AhKh").weights, parse_range("random").weights)
    assert result is not None and result.equity(0) == Fraction(468_769_901, 699_190_800)


@needs_table
def test_random_sample_against_the_live_counter():
    assert TABLE is not None
    rng = random.Random()  # a new sample each run
    for index in rng.sample(range(len(TABLE.keys)), 12):
        first, second = key_hands(TABLE.keys[index])
        hands = [tuple(FULL_DECK[c] for c in first), tuple(FULL_DECK[c] for c in second)]
        counts = count_outcomes(hands, (), play=None)
        wins = sum(n for (a, b), n in counts.items() if a > b)
        ties = sum(n for (a, b), n in counts.items() if a == b)
        assert TABLE.entries[index] == (wins, ties), (first, second)


@needs_table
def test_specific_pairs_in_any_suits():
    assert TABLE is not None
    for a, b, wins, ties in [("Ah Kh", "Qs Qd", 787_966, 6_732), ("2s 2h", "7c 8d", 824_004, 41_281),
                             ("Ah Kh", "Qh Jh", 1_124_180, 10_327), ("Ah Kd", "Ac Ks", 37_210, 1_637_884)]:
        assert TABLE.matchup(hand_code(parse_hand(a)), hand_code(parse_hand(b))) == (wins, ties)
        assert TABLE.matchup(hand_code(parse_hand(b)), hand_code(parse_hand(a))) == (BOARDS - wins - ties, ties)


@needs_table
def test_equity_tool_answers_from_the_table():
    report = call("poker.equity", {"hands": "AhKh | random"})
    assert report["method"] == "exact" and report["method_text"].endswith("read from the preflop table.")
    assert report["players"][0]["equity_fraction"] == "468769901/699190800"
    report = call("poker.equity", {"hands": ["QQ+, AKs", "22+"]})
    assert report["method_text"].endswith("read from the preflop table.") and report["ranges"] is True
    classes = {row["class"]: row for row in report["players"][0]["range"]["classes"]}
    assert set(classes) == {"AA", "KK", "QQ", "AKs"}
    # hand against hand agrees with the counter; three players, a board, dead cards or Monte Carlo do not use it
    hand = call("poker.equity", {"hands": "Ah Kh | Qs Qd"})
    assert hand["players"][0]["wins"] == 787_966 and hand["players"][0]["ties"] == 6_732
    for params in ({"hands": "AhKh | QsQd | 7c7d"}, {"hands": "AhKh | QsQd", "board": "2c 3d 4h"},
                   {"hands": "AhKh | QsQd", "dead": "2c"},
                   {"hands": "AhKh | QsQd", "method": "monte-carlo", "trials": 1000, "seed": 1}):
        assert not call("poker.equity", params)["method_text"].endswith("read from the preflop table.")


@needs_table
def test_ranges_agree_with_the_range_counter():
    """A small range question both ways: the table and the exact range counter."""
    from cardlab.poker.equity.report import equity_report
    from cardlab.poker.equity.spot import parse_spot

    hands = ["AhAd", "KK:0.5, QsQh, AKs"]
    table = call("poker.equity", {"hands": hands})
    counted = equity_report(parse_spot(hands), method="exact")
    assert (table["boards"], table["weight_scale"]) == (counted["boards"], counted["weight_scale"])
    for mine, theirs in zip(table["players"], counted["players"]):
        assert mine["equity_fraction"] == theirs["equity_fraction"]


@needs_table
def test_preflop_action_rows_matrix_and_errors():
    report = call("poker.preflop", {"vs": "random", "matrix": True})
    rows = {row["class"]: row for row in report["rows"]}
    assert len(rows) == 169 and f"{rows['AA']['equity']:.2%}" == "85.20%"
    assert len(report["matrix"]) == 169 and report["matrix"][0][0] == 0.5
    assert report["vs"] == {"text": "random", "kind": "random", "combos": 1326}
    kk = call("poker.preflop", {"vs": "kk", "csv": "row"})
    assert kk["vs"]["text"] == "KK" and kk["csv"].startswith("class,vs,combos,pairs")
    assert call("poker.preflop", {"vs": "QQ+, AKs"})["vs"]["kind"] == "range"
    with pytest.raises(Exception, match="unknown rank 'Z'"):
        call("poker.preflop", {"vs": "AZs"})
    with pytest.raises(Exception, match="'csv' must be row or matrix"):
        call("poker.preflop", {"csv": "table"})


@needs_table
def test_cli_preflop_row_matrix_csv():
    row = run("preflop", "--vs", "random")
    assert row.returncode == 0 and "AA  85.2" in row.stdout and "exact, from the preflop table" in row.stdout
    csv = run("preflop", "--vs", "AKs", "--csv")
    assert csv.returncode == 0 and csv.stdout.splitlines()[0] == "class,vs,combos,pairs,boards,wins,ties,equity,equity_fraction"
    assert len(csv.stdout.splitlines()) == 170
    matrix = run("preflop", "--csv")
    assert matrix.returncode == 0 and len(matrix.stdout.splitlines()) == 170
    assert matrix.stdout.splitlines()[1].startswith("AA,0.500000,")
    bad = run("preflop", "--vs", "AZs")
    assert bad.returncode == 2 and "unknown rank 'Z' in 'AZs'" in bad.stderr
    equity = run("equity", "AhKh", "random")
    assert equity.returncode == 0 and "read from the preflop table." in equity.stdout and "67.04%" in equity.stdout


@needs_table
def test_preflop_order_is_exact():
    from cardlab.poker.ranges.preflop_order import EQUITY, ORDER

    for label in ("AA", "22", "72o", "AKs"):
        wins, ties, pairs = TABLE.against_all(class_id(label))  # type: ignore[union-attr]
        assert EQUITY[label] == round((2 * wins + ties) / (2 * pairs * BOARDS), 6)
    assert ORDER[:3] == ("AA", "KK", "QQ") and ORDER[-1] == "32o"
    assert combinations and ALL_COMBOS and CLASSES and code_class  # used above


@needs_table
def test_the_planner_chooses_the_table_and_the_estimate_knows_it():
    from cardlab.core.job_time import PAGE_FACTOR
    from cardlab.poker.equity.estimate import equity_estimate
    from cardlab.poker.equity.plan import TABLE_SECONDS, choose, table_answers
    from cardlab.poker.equity.spot import parse_spot

    spot = parse_spot(["AhKh", "random"])
    assert table_answers(spot) and choose(spot, table=True).strategy == "preflop table"
    assert equity_estimate(spot) == {"method": "exact", "seconds": TABLE_SECONDS * PAGE_FACTOR,
                                     "text": "under a second"}
    assert call("estimate", {"action": "poker.equity", "params": {"hands": ["AhKh", "random"]}})["seconds"] \
        == TABLE_SECONDS * PAGE_FACTOR
    assert call("poker.equity", {"hands": ["AhKh", "random"]})["strategy"] == "preflop table"
    # what the table does not answer: dead cards, a board, Monte Carlo, three players, a split pot, short deck
    for hands, board, dead, game, method in ((["AhKh", "random"], "", "2c", "holdem", "auto"),
                                             (["AhKh", "QsQc"], "Jh Th 2c", "", "holdem", "auto"),
                                             (["AhKh", "QsQc"], "", "", "holdem", "monte-carlo"),
                                             (["AhKh", "QsQc", "7c 7d"], "", "", "holdem", "auto"),
                                             (["AhKh", "2c 3d"], "", "", "holdem-hilo", "exact"),
                                             (["AhKh", "QsQc"], "", "", "shortdeck", "exact")):
        assert not table_answers(parse_spot(hands, board, dead, game), method)
