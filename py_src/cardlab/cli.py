"""The command line: ``python -m cardlab TOOL ...``, text for people, ``--json`` for programs.

Bad input exits with status 2 and one line on stderr (a JSON object with ``--json``).

>>> main(["poker", "5H 5C 6S 7S KD", "2C 3S 8S 8D TD"])
Player 1  5h 5c 6s 7s Kd  Pair of Fives, King kicker
          class 5,396 of 7,462, beats 61.8% of hands
Player 2  2c 3s 8s 8d Td  Pair of Eights, Ten kicker  <- wins
          class 4,830 of 7,462, beats 70.1% of hands
Player 2 wins with Pair of Eights, Ten kicker
Reason: both one pair; decided by the pair: 8 vs 5
0
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from typing import cast

from . import __version__
from .api import ESTIMATES, call, exact_for_javascript, to_json
from .badugi.commands import COMMANDS as BADUGI_COMMANDS
from .core.commandline import AddCommand, Parser, StderrProgress, UsageError
from .core.errors import InputError, shown
from .core.job_time import MAX_JOB_SECONDS
from .core.limits import any_length_int_text
from .draw.commands import COMMANDS as DRAW_COMMANDS
from .history.commands import COMMANDS as HISTORY_COMMANDS
from .poker.commands import COMMANDS as POKER_COMMANDS
from .silver_dollar.commands import COMMANDS as SILVER_DOLLAR_COMMANDS

TOOLS: list[AddCommand] = [*POKER_COMMANDS, *BADUGI_COMMANDS, *DRAW_COMMANDS, *SILVER_DOLLAR_COMMANDS]
TOOLS += HISTORY_COMMANDS  # hand histories (history/)


def build_parser() -> Parser:
    """The argument parser with one subcommand per tool; each sets the API request it makes.

    >>> args = build_parser().parse_args(["poker", "Ah Kd", "Qs Qc"])
    >>> command, params = args.request(args)
    >>> args.tool, command.name, params
    ('poker', 'poker.showdown', {'hands': ['Ah Kd', 'Qs Qc'], 'board': '', 'game': 'five-card'})
    """
    parser = Parser(prog="cardlab", description="Card Lab: exact card-game showdowns and counts.")
    parser.add_argument("--version", action="version", version=f"cardlab {__version__}")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    parser.add_argument("--max-seconds", metavar="N", help="run a job estimated to take up to N seconds (anywhere "
                        f"on the line; by default a job estimated over {MAX_JOB_SECONDS:,} seconds is refused)")
    commands = cast("argparse._SubParsersAction[argparse.ArgumentParser]",
                    parser.add_subparsers(dest="tool", metavar="TOOL", parser_class=Parser))
    for add_tool in TOOLS:
        add_tool(commands)
    parser.set_defaults(tool_names=sorted(commands.choices))
    return parser


def _wants_json(argv: Sequence[str]) -> bool:
    return "--json" in argv


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; returns the exit status (0 ok, 2 bad input, with one line on stderr).

    >>> main(["--json", "silver-dollar", "count", "5", "2"])
    {"n": 5, "c": 2, "mod": null, "W": 24, "digits": 2, "smallest_n": 3, "note": null}
    0
    >>> import contextlib
    >>> with contextlib.redirect_stderr(sys.stdout):
    ...     main(["poker", "Ah Kx", "Qs Qc"])
    cardlab: error: Hand 1: unknown suit 'x' in 'Kx'
    2
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    as_json = _wants_json(argv)
    argv = _positions_are_not_options([arg for arg in argv if arg != "--json"])
    try:
        argv, max_seconds = _max_seconds(argv)
        args = build_parser().parse_args(argv)
        if not getattr(args, "request", None):
            raise UsageError(f"choose a tool: {', '.join(args.tool_names)} (cardlab --help lists them)")
        command, params = args.request(args)
        action = command.name
        if max_seconds is not None:
            if action not in ESTIMATES:
                raise UsageError(f"--max-seconds: {args.tool} jobs are bounded to be quick; it takes no time limit")
            params = {**params, "max_seconds": max_seconds}
        result = call(action, params, StderrProgress())
    except (InputError, UsageError) as err:
        message = str(err)
        if as_json:
            payload = err.to_dict() if isinstance(err, InputError) else {"type": "usage", "message": message}
            print(to_json({"ok": False, "error": payload}), file=sys.stderr)
        else:
            print(f"cardlab: error: {shown(message, limit=1000)}", file=sys.stderr)  # always one line
        return 2
    with any_length_int_text():  # exact counts can have thousands of digits
        # --json follows the API's rule: integers JavaScript cannot hold exactly are strings.
        print(to_json(exact_for_javascript(result)) if as_json else command.format(result))
    return 0


def _max_seconds(argv: list[str]) -> tuple[list[str], str | None]:
    """``--max-seconds N`` (or ``--max-seconds=N``) taken out of the line wherever it stands.

    >>> _max_seconds(["equity", "AhAs", "KdKc", "--max-seconds", "600"])
    (['equity', 'AhAs', 'KdKc'], '600')
    >>> _max_seconds(["--max-seconds=60", "silver-dollar", "count", "10", "2"])
    (['silver-dollar', 'count', '10', '2'], '60')
    """
    rest: list[str] = []
    value: str | None = None
    words = iter(argv)
    for word in words:
        if word == "--":
            rest.append(word)
            rest.extend(words)
        elif word == "--max-seconds":
            value = next(words, None)
            if value is None:
                raise UsageError("--max-seconds needs a number of seconds")
        elif word.startswith("--max-seconds="):
            value = word.partition("=")[2]
        else:
            rest.append(word)
    return rest, value


_POSITION = re.compile(r"[.o$\s-]+")


def _positions_are_not_options(argv: list[str]) -> list[str]:
    """A silver dollar position may start with '-' (an empty square): mark it as an argument.

    >>> _positions_are_not_options(["silver-dollar", "analyze", "-o$"])
    ['silver-dollar', 'analyze', '--', '-o$']
    """
    out = list(argv)
    for index in range(len(out) - 1):
        if out[index] == "analyze" and out[index + 1].startswith("-") and _POSITION.fullmatch(out[index + 1]) \
                and "--" not in out[:index + 1]:
            out.insert(index + 1, "--")
            break
    return out
