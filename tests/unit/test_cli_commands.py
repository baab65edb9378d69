"""The CLI's command table is typed per command (#33): each subcommand's request names a
``Command`` pairing its API action with the formatter of that action's report, so mypy --strict
checks the formatter against the report TypedDict; this test keeps each command's action the very
function ``api.ACTIONS`` runs under its name (the CLI calls it by that name)."""

from __future__ import annotations

import importlib
import pkgutil

import cardlab
from cardlab import api, cli
from cardlab.core.commandline import Command


def _commands() -> dict[str, Command[object]]:
    found: dict[str, Command[object]] = {}
    for module in pkgutil.walk_packages(cardlab.__path__, "cardlab."):
        if module.name.endswith(".commands"):
            for name, value in vars(importlib.import_module(module.name)).items():
                if isinstance(value, Command):
                    found[f"{module.name}.{name}"] = value
    return found


def test_every_command_runs_the_action_the_api_holds_under_its_name():
    commands = _commands()
    assert len(commands) >= 12
    for where, command in commands.items():
        assert api.ACTIONS[command.name] is command.action, where


def test_every_subcommand_requests_a_typed_command():
    parser = cli.build_parser()
    lines = {
        "poker": ["poker", "Ah Kd", "Qs Qc"],
        "equity": ["equity", "Ah As", "Kd Kc"],
        "range": ["range", "QQ+"],
        "poker-count": ["poker-count"],
        "hits": ["hits", "AA", "--board", "Kh 7c 2d"],
        "preflop": ["preflop", "--vs", "AKs"],
        "badugi": ["badugi", "Ah 2c 3d 4s", "Kh Qc Jd Ts"],
        "badugi-count": ["badugi-count"],
        "silver-dollar": ["silver-dollar", "count", "5", "2"],
        "draw": ["draw", "2c 3d 4h 8s Kd"],
        "badugi-draw": ["badugi-draw", "2c 3d 4h Kh"],
    }
    for tool, argv in lines.items():
        args = parser.parse_args(argv)
        command, _ = args.request(args)
        assert isinstance(command, Command), tool
        assert command.name in api.ACTIONS, tool


def test_the_text_comes_from_the_command_the_request_chose(capsys):
    assert cli.main(["poker", "5H 5C 6S 7S KD", "2C 3S 8S 8D TD"]) == 0
    assert "Player 2 wins with Pair of Eights, Ten kicker" in capsys.readouterr().out
    assert cli.main(["silver-dollar", "count", "5", "2"]) == 0
    assert capsys.readouterr().out == "W(5, 2) = 24\n"
