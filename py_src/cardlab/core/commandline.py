"""What every domain's command-line tools share: the parser class, file reading, hand arguments.

A domain declares its subcommands in its own ``commands.py`` (a list of functions that add a
subparser); :mod:`cardlab.cli` gathers them. Each subcommand sets ``request``: its arguments -> the
:class:`Command` to run (the API action paired with the formatter of that action's report, so mypy
checks that each formatter takes its action's report TypedDict) and its parameters.

>>> hands_arg(["Ah Kd | Qs Qc"]), hands_arg(["Ah Kd", "Qs Qc"])
('Ah Kd | Qs Qc', ['Ah Kd', 'Qs Qc'])
"""

from __future__ import annotations

import argparse
import codecs
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, NoReturn, TypeVar, cast

from .errors import InputError
from .limits import MAX_BATCH_CHARS
from .params import Params
from .progress import Progress

AddCommand = Callable[["argparse._SubParsersAction[argparse.ArgumentParser]"], None]
JsonObject = dict[str, Any]
"""Where JSON meets the command line: an action's parameters going in, its report coming out (the
typed reports are TypedDicts; the CLI's formatters read them as plain JSON)."""
Report = TypeVar("Report")


@dataclass(frozen=True)
class Command(Generic[Report]):
    """One API action as the command line runs it: its name, the action itself (the function
    ``api.ACTIONS`` holds for that name, typed by its report) and the formatter of that report.
    Built as ``Command("poker.equity", equity_action, format_equity)``, mypy infers the report from
    the action and refuses a formatter that takes another one.

    >>> def echo(params: Params, progress: Progress) -> dict[str, str]:
    ...     return {"text": str(params["text"])}
    >>> command = Command("echo", echo, lambda report: report["text"].upper())
    >>> command.format(echo({"text": "hi"}, print))
    'HI'
    """

    name: str
    action: Callable[[Params, Progress], Report]
    formatter: Callable[[Report], str]

    def format(self, report: object) -> str:
        """The text for people of ``report``, the report ``api.call`` returned for :attr:`name` (a
        test keeps :attr:`action` the one ``api.ACTIONS`` runs for that name).

        >>> Command("version", lambda params, progress: {"version": "1"}, lambda report: report["version"]).format(
        ...     {"version": "1"})
        '1'
        """
        return self.formatter(cast(Report, report))


Request = Callable[[argparse.Namespace], tuple[Command[Any], JsonObject]]
"""A subcommand's arguments -> the command to run (action and formatter) and its parameters."""


class UsageError(Exception):
    """argparse found the command line itself malformed."""


class Parser(argparse.ArgumentParser):
    """An argument parser that raises :class:`UsageError` instead of printing and exiting."""

    def error(self, message: str) -> NoReturn:
        """Raise :class:`UsageError` with argparse's message (the CLI prints it and exits with 2).

        >>> Parser(prog="cardlab").parse_args(["--nope"])
        Traceback (most recent call last):
        ...
        cardlab.core.commandline.UsageError: unrecognized arguments: --nope
        """
        raise UsageError(message)


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser], name: str, *, help: str,
                description: str, request: Request) -> argparse.ArgumentParser:
    """A subcommand: its help and description, and the request its arguments make (the command to
    run, which carries its formatter, and the parameters); the caller then adds its arguments.

    >>> echo = Command("echo", lambda params, progress: dict(params), lambda report: str(report["text"]))
    >>> commands = Parser(prog="cardlab").add_subparsers()
    >>> command = add_command(commands, "echo", help="say it", description="Say it back.",
    ...                       request=lambda args: (echo, {"text": args.text}))
    >>> _ = command.add_argument("text")
    >>> found = command.parse_args(["hi"])
    >>> run, params = found.request(found)
    >>> run.name, params, run.format({"text": "hi"})
    ('echo', {'text': 'hi'}, 'hi')
    """
    command = commands.add_parser(name, help=help, description=description)
    command.set_defaults(request=request)
    return command


_BOMS = ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be"))


def decode_text(data: bytes) -> str:
    """A file's bytes as text, as a browser reads a file the page is given: UTF-8, unless a byte-order
    mark says UTF-16 (a hand-history client may save so); what cannot be read becomes U+FFFD.

    >>> decode_text("Ah Kd".encode("utf-16")), decode_text("Ah".encode("utf-8-sig")), decode_text(bytes([65, 255]))
    ('Ah Kd', 'Ah', 'A�')
    """
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return data[len(bom):].decode(encoding, errors="replace")
    return data.decode("utf-8", errors="replace")


def read_file(path: str) -> str:
    """A batch file's text (``-``: standard input); a file over the batch limit is refused without
    reading it all, and a file that cannot be read is an InputError naming it.

    >>> read_file("no/such/hands.txt")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: cannot read no/such/hands.txt: No such file or directory
    """
    try:
        if path == "-":  # bytes, decoded like a file: invalid UTF-8 becomes U+FFFD, never a traceback
            stream = getattr(sys.stdin, "buffer", None)
            text = (decode_text(stream.read(4 * MAX_BATCH_CHARS + 4))[:MAX_BATCH_CHARS + 1]
                    if stream is not None else sys.stdin.read(MAX_BATCH_CHARS + 1))
        else:
            with open(path, "rb") as handle:
                text = decode_text(handle.read(4 * MAX_BATCH_CHARS + 4))[:MAX_BATCH_CHARS + 1]
    except OSError as err:
        raise InputError(f"cannot read {path}: {err.strerror}", token=path, field="file") from None
    if len(text) > MAX_BATCH_CHARS:
        name = "standard input" if path == "-" else path
        raise InputError(f"{name} is over the limit of {MAX_BATCH_CHARS:,} characters", token=path, field="file")
    return text


def hands_arg(hands: list[str]) -> str | list[str]:
    """One argument holds all hands (to be split); several arguments are one hand each.

    >>> hands_arg(["Ah Kd | Qs Qc"]), hands_arg(["Ah Kd", "Qs Qc"])
    ('Ah Kd | Qs Qc', ['Ah Kd', 'Qs Qc'])
    """
    return hands[0] if len(hands) == 1 else list(hands)


class StderrProgress:
    """Progress on stderr for every CLI job: a percentage once the job has run half a second, at
    most five times a second, cleared when it ends (silent for quick jobs, and when stderr is not a
    terminal, unless ``always``).

    >>> StderrProgress()(0.5)  # a quick job: nothing shown
    """

    def __init__(self, always: bool = False) -> None:
        self.start: float | None = None
        self.shown = 0.0
        self.enabled = always or sys.stderr.isatty()

    def __call__(self, fraction: float) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        if self.start is None:
            self.start = now
        if now - self.start < 0.5 or (now - self.shown < 0.2 and fraction < 1):
            return
        self.shown = now
        end = "\r" + " " * 12 + "\r" if fraction >= 1 else ""
        print(f"\r  {fraction:6.1%}", end=end, file=sys.stderr, flush=True)
