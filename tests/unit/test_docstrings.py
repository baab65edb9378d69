"""Every public function and method of the package has a docstring with a runnable example (a
``>>>`` line), as the developers' brief asks; pytest runs those examples as doctests (on CPython
and, from the installed wheel, in Pyodide).

Public means no leading underscore: module-level functions, and the methods and properties of
public classes (nested public classes too). A helper only its own module uses can be made private
instead of given an example.
"""

from __future__ import annotations

import ast
import doctest
import tomllib
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "py_src" / "cardlab"

Function = ast.FunctionDef | ast.AsyncFunctionDef


def _public_functions(body: list[ast.stmt], prefix: str = "") -> Iterator[tuple[str, Function]]:
    """(qualified name, node) of every public function in ``body``, descending into public classes
    and into module- or class-level ``if``/``try`` blocks (a definition there is still public)."""
    for node in body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            if not node.name.startswith("_"):
                yield prefix + node.name, node
        elif isinstance(node, ast.ClassDef):
            if not node.name.startswith("_"):
                yield from _public_functions(node.body, f"{prefix}{node.name}.")
        elif isinstance(node, ast.If | ast.Try):
            blocks = [node.body, node.orelse]
            if isinstance(node, ast.Try):
                blocks += [node.finalbody, *(handler.body for handler in node.handlers)]
            for block in blocks:
                yield from _public_functions(block, prefix)


def public_functions() -> dict[str, bool]:
    """``module path::qualified name`` -> whether its docstring holds a ``>>>`` example (as doctest
    reads it: a prompt with its code)."""
    parser = doctest.DocTestParser()
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for name, node in _public_functions(tree.body):
            examples = parser.get_examples(ast.get_docstring(node) or "", name)
            found[f"{path.relative_to(PACKAGE).as_posix()}::{name}"] = bool(examples)
    return found


def test_the_walk_finds_functions_methods_and_properties() -> None:
    found = public_functions()
    assert found["core/cards.py::parse_hand"]  # a module-level function
    assert found["core/cards.py::Card.parse"]  # a classmethod
    assert found["core/cards.py::Card.symbol"]  # a property
    assert found["poker/equity/shape.py::Tallied.boards"]  # a protocol's member
    assert not any("::_" in name or "._" in name for name in found)  # private names are not counted
    assert len(found) > 500


def test_every_public_function_has_a_runnable_example() -> None:
    missing = sorted(name for name, has_example in public_functions().items() if not has_example)
    assert not missing, (f"{len(missing)} public functions have no >>> example in their docstring (add one, "
                         "or make a helper only its module uses private):\n  " + "\n  ".join(missing))


def test_pytest_runs_the_examples_of_the_package() -> None:
    settings = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["pytest"]["ini_options"]
    assert "--doctest-modules" in settings["addopts"].split()
    assert "py_src/cardlab" in settings["testpaths"]
