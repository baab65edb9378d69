"""One game catalog (issue #33 item 1): the tools read their games from the records, no tool keeps a
list of its own, and the package's imports have no cycle between or inside its sub-packages.

Both checks read the source with ``ast``. Every import that runs counts, function-level (lazy) ones
too; an import only for types (under ``if TYPE_CHECKING:``) never runs and does not. Where the
package is not there yet, what is left is written down here exactly (``STILL_WRITTEN``): a module
that starts writing a game id fails; a module that stops writing one must leave the list, so it
only shrinks.
"""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from pathlib import Path
from typing import get_args

import pytest

from cardlab.core.commandline import Parser
from cardlab.draw.games import draw_game
from cardlab.draw.games import draw_games as draw_engines
from cardlab.games import choices
from cardlab.games.rankings import ranking
from cardlab.games.rule_sets import HIGH_RULE_SETS, LOW_RULE_SETS
from cardlab.games.variants import VARIANTS, Tool, variant
from cardlab.poker.counts.rules import RULES, RULES_IDS, game_of, rules_games
from cardlab.poker.equity.pot_parts import pot_parts
from cardlab.poker.hits.report import GAMES as HITS_GAMES

PACKAGE = Path(__file__).resolve().parents[2] / "py_src" / "cardlab"
CATALOG = {"games/variants.py", "games/examples.py"}  # the records, and each game's example deal and hints

# Game ids still written outside the catalog: the rules page's heading id for razz (a section, not the
# game). A ranking whose key is its game's id takes it from the record (``games/variants.py`` names
# those records); the default game is the catalog's (``DEFAULT_GAME``), resolved once at an action's door.
STILL_WRITTEN: dict[str, set[str]] = {
    "razz": {"core/rules_doc.py"},
}


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def game_ids_written(root: Path = PACKAGE) -> dict[str, set[str]]:
    """Game id -> the modules that write it as a string (docstrings aside). A game id that is also a
    tool's name (``badugi``: the badugi tab) is a word of the page, not a list of games."""
    ids = {game.key for game in VARIANTS} - set(get_args(Tool))
    written: dict[str, set[str]] = defaultdict(set)
    for path in root.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _docstrings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and node.value in ids and id(node) not in skip:
                written[str(node.value)].add(path.relative_to(root).as_posix())
    return written


def test_no_tool_keeps_its_own_list_of_games():
    outside = {key: modules - CATALOG for key, modules in game_ids_written().items() if modules - CATALOG}
    for key, modules in outside.items():
        new = modules - STILL_WRITTEN.get(key, set())
        assert not new, f"{key!r} is written in {sorted(new)}: read the game from the catalog (games/choices.py)"
    for key, modules in STILL_WRITTEN.items():
        gone = modules - outside.get(key, set())
        assert not gone, f"{key!r} is no longer written in {sorted(gone)}: take it off STILL_WRITTEN"
    assert all(len(modules) <= 2 for key, modules in game_ids_written().items() if key not in STILL_WRITTEN)


def test_the_scan_finds_a_game_id_written_in_a_tool(tmp_path):
    tool = tmp_path / "poker" / "tool.py"
    tool.parent.mkdir()
    tool.write_text('"""A tool for omaha."""\nGAMES = ("omaha", "omaha6", "badugi")\n', encoding="utf-8")
    assert game_ids_written(tmp_path) == {"omaha": {"poker/tool.py"}, "omaha6": {"poker/tool.py"}}


def _run_time_nodes(tree: ast.AST) -> list[ast.AST]:
    """Every node but those under ``if TYPE_CHECKING:`` (imports for types only never run)."""
    found: list[ast.AST] = []
    todo = [tree]
    while todo:
        node = todo.pop()
        found.append(node)
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                todo.extend(child.orelse)
            else:
                todo.append(child)
    return found


def module_imports() -> dict[str, set[str]]:
    """Module -> the package's modules it imports when it runs (top level and in functions)."""
    found: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        targets = set()
        for node in _run_time_nodes(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = package.split(".")[:len(package.split(".")) - node.level + 1] if node.level else []
                module = ".".join([*base, node.module] if node.module else base)
                if module.startswith("cardlab"):
                    targets.add(module)
                    targets.update(f"{module}.{alias.name}" for alias in node.names)
            elif isinstance(node, ast.Import):
                targets.update(alias.name for alias in node.names if alias.name.startswith("cardlab"))
        found[name] = targets
    known = set(found)
    return {name: {target for target in targets if target in known} for name, targets in found.items()}


def cycles(edges: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected groups of more than one node (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in edges.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = set()
            while True:
                other = stack.pop()
                group.add(other)
                if other == node:
                    break
            if len(group) > 1:
                groups.append(group)

    for node in list(edges):
        if node not in index:
            visit(node)
    return groups


def test_cycles_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]


def test_no_import_cycle_inside_a_sub_package():
    imports = module_imports()
    for package in {name.split(".")[1] for name in imports if name.count(".") >= 2}:
        inside = {name: {t for t in targets if t.startswith(f"cardlab.{package}.")}
                  for name, targets in imports.items() if name.startswith(f"cardlab.{package}.")}
        assert cycles(inside) == [], f"an import cycle inside {package}/"


def test_no_import_cycle_between_sub_packages():
    between: dict[str, set[str]] = defaultdict(set)
    for name, targets in module_imports().items():
        if name.count(".") < 2:
            continue  # a top-level module (api, cli ...) sits above every sub-package
        for target in targets:
            if target.count(".") >= 2 and target.split(".")[1] != name.split(".")[1]:
                between[name.split(".")[1]].add(target.split(".")[1])
    assert cycles(between) == []
    assert "poker" not in between["games"] and "games" in between["poker"]  # the catalog below the domains


def test_no_import_cycle_among_top_level_modules():
    """The modules beside the sub-packages (api, snapshot, warm_ups, cli ...) import no one that
    imports them back: the API's ``warm`` once imported the snapshot module, which imported the API."""
    top = {name: {target for target in targets if target.count(".") == 1}
           for name, targets in module_imports().items() if name.count(".") == 1}
    assert cycles(top) == []


def test_tools_list_the_catalogs_games():
    assert HITS_GAMES == tuple(game.key for game in choices.range_games())
    assert [engine.key for engine in draw_engines()] == [game.key for game in VARIANTS if game.draws]
    assert [game_of(rules).key for rules in RULES_IDS] == ["holdem", "shortdeck", "shortdeck-classic"]
    assert {game.key for game in rules_games()} == {game.key for game in VARIANTS if game.tool == "poker"
                                                      and game.pot[0].ranking in ("high", "shortdeck",
                                                                                  "shortdeck-classic")}


def test_the_cli_game_help_names_every_game_of_the_tool():
    from cardlab.cli import build_parser

    parser: Parser = build_parser()
    commands = next(action for action in parser._actions if action.choices and "equity" in action.choices).choices
    for command, games in (("equity", choices.equity_games()), ("poker", choices.showdown_games("poker")),
                           ("hits", choices.range_games()), ("draw", choices.draw_games())):
        help_text = " ".join(next(action.help for action in commands[command]._actions
                                  if "--game" in action.option_strings).split())
        for game in games:
            assert f"{game.key} ({' '.join(game.name.split())}" in help_text, (command, game.key)


def test_the_page_writes_no_game_id():
    """#33 item 5: default games, hints and intros come from ``meta``; a tool's own name (the badugi
    tab) is not a list of games."""
    ids = {game.key for game in VARIANTS} - set(get_args(Tool))
    web = PACKAGE.parents[1] / "web" / "js"
    quoted = re.compile(r"[\"'`]([a-z0-9+'-]+)[\"'`]")
    written = {(path.name, word) for path in web.rglob("*.js")
               for word in quoted.findall(path.read_text(encoding="utf-8")) if word in ids}
    assert written == set()


def test_a_lazy_import_counts_and_a_type_only_one_does_not():
    tree = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import cardlab.a\n"
                     "def f():\n    import cardlab.b\n")
    assert [alias.name for node in _run_time_nodes(tree) if isinstance(node, ast.Import)
            for alias in node.names] == ["cardlab.b"]


# Tabs whose intro is still written in JavaScript: the history tab's (history/ is another branch's
# this round). May only shrink.
INTRO_STILL_WRITTEN: set[str] = set()


def test_every_tab_intro_is_pythons():
    """#33 item 5: a tab's intro (its ``lede``) describes its games in Python's words, so the page
    renders one expression from ``meta`` (``${... .intro}``) and writes no text of its own there."""
    web = PACKAGE.parents[1] / "web" / "js"
    lede = re.compile(r'<p class="lede">(.*?)</p>', re.S)
    written = {path.name: body for path in sorted(web.rglob("*.js"))
               for body in lede.findall(path.read_text(encoding="utf-8"))
               if not re.fullmatch(r"\$\{[\w.]+\.intro\}", body.strip())}
    assert set(written) == INTRO_STILL_WRITTEN, written


# --- #33 item 1: a game is described by one record type and its parts ---------------------------

# The types that describe a game, each written once, all in games/ (below every tool): the record, its
# deck, its pot shares, its stud dealing, its rankings, the one rule set a ranking carries and the words
# for a draw game's made hand.
RECORD_PARTS = {"Variant": "games/variants.py", "Deck": "games/decks.py", "PotShare": "games/pot.py",
                "OwnDealing": "games/own_streets.py", "Ranking": "games/ranking.py", "RuleSet": "games/rule_set.py",
                "MadeHand": "games/ranking.py"}


def _classes() -> dict[str, set[str]]:
    found: dict[str, set[str]] = defaultdict(set)
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                found[node.name].add(path.relative_to(PACKAGE).as_posix())
    return found


def test_each_part_of_a_game_is_one_type_written_once():
    """No second deck, rule-set or ranking type beside the catalog's (there were two ``Deck`` classes,
    ``PokerRules`` and ``LowRules``)."""
    classes = _classes()
    for name, module in RECORD_PARTS.items():
        assert classes[name] == {module}, (name, classes[name])
    assert not [name for name in classes if name.endswith(("Deck", "Rules", "RuleSet", "Ranking"))
                and name not in RECORD_PARTS]


def _parts(game):
    """Every object a game's record reaches: its fields, its deck, pot shares, dealing, the ranking of
    each share and that ranking's rule set (with its deck)."""
    found = [game, game.deck, *game.pot]
    if game.own_dealing is not None:
        found.append(game.own_dealing)
    for share in game.pot:
        judged = ranking(share.ranking)
        found.append(judged)
        if judged.rules is not None:
            found += [judged.rules, judged.rules.deck]
        if judged.made is not None:
            found.append(judged.made)
    return found


@pytest.mark.parametrize("game", VARIANTS, ids=lambda game: game.key)
def test_each_game_is_described_by_the_one_record_and_its_parts(game):
    for part in _parts(game):
        assert type(part).__name__ in RECORD_PARTS and type(part).__module__.startswith("cardlab.games."), part
    rule_sets = {*HIGH_RULE_SETS.values(), *LOW_RULE_SETS.values()}
    for share in game.pot:
        rules = ranking(share.ranking).rules
        assert (rules is None and share.ranking == "badugi") or rules in rule_sets, (game.key, share.ranking)
    if game.evaluator != "badugi":
        assert game.rule_set() is game.ranking().rules and game.rule_set().deck is game.deck
    else:
        with pytest.raises(ValueError, match="not ranked by five-card categories"):
            game.rule_set()


def test_the_tools_read_the_rule_set_from_the_record():
    """The counts, lowball's draw and equity's pot all take the record's rule set, not a table of their own."""
    assert {rules.rules_id: rules for rules in (game_of(rules_id).rule_set() for rules_id in RULES_IDS)} == RULES
    for key in ("deuce-to-seven", "ace-to-five"):
        engine, rules = draw_game(key), variant(key).rule_set()
        assert engine.value == rules.hand_value and engine.ranks == rules.rank_order
    for engine in draw_engines():  # how a value is named, placed and grouped, and the made hand's words
        judged = engine.game.ranking()
        assert engine.made_hand is judged.made and engine.made_plural == judged.made.plural
        assert (engine.name_of, engine.strength, engine.category) == (judged.name, judged.strength, judged.category)
    for game in VARIANTS:
        if game.has_equity and not game.own_dealing:
            assert pot_parts(game)[0].rules is game.rule_set()


def test_every_phh_code_starts_with_a_betting_limit_the_reader_knows():
    """Review, session 19: a PHH hand's limit is its code's first letter (N, P or F); a code added to
    the catalog with another letter would fail only when a file used it."""
    from cardlab.games.variants import VARIANTS
    from cardlab.history.games import PHH_LIMITS

    codes = [code for game in VARIANTS for code in game.phh_codes]
    assert codes and all(code[0] in PHH_LIMITS for code in codes), codes
