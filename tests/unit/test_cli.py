"""The command line as a user runs it: real subprocesses, exit codes, stdout and stderr
(in-process under Pyodide, which has no subprocesses: see cli_runner)."""

import json

import pytest
from cli_runner import run

from cardlab.games.variants import VARIANTS

_EQUITY_KEYS = [game.key for game in VARIANTS if game.has_equity]  # as messages list them
EQUITY_GAMES = ", ".join(_EQUITY_KEYS[:-1]) + f" or {_EQUITY_KEYS[-1]}"


def test_poker_showdown_text():
    result = run("poker", "5H 5C 6S 7S KD", "2C 3S 8S 8D TD")
    assert result.returncode == 0
    assert "Player 2 wins with Pair of Eights, Ten kicker" in result.stdout


def test_poker_json_and_board():
    result = run("--json", "poker", "Ah Kd", "7c 7s", "--board", "7d 2c 9h Js Qc")
    data = json.loads(result.stdout)
    assert data["winners"] == [1]
    assert data["hands"][1]["name"] == "Three of a Kind, Sevens"
    assert data["hands"][1]["category"] == "three-of-a-kind"
    assert len(data["hands"][1]["best"]) == 5
    assert data["hands"][1]["plays_text"] == "plays 7s 7c with 7d Qc Js from the board"


def test_a_hand_that_plays_the_board_says_so():
    """The page and the CLI said "plays  with As Ks Qs Js Ts from the board" (no own card plays)."""
    board = ["--board", "As Ks Qs Js Ts"]
    data = json.loads(run("--json", "poker", "2c 3d", "4h 4d", *board).stdout)
    assert [hand["plays_text"] for hand in data["hands"]] == ["plays the board", "plays the board"]
    assert data["hands"][0]["hole_played"] == []
    shown = run("poker", "2c 3d", "4h 4d", *board).stdout
    assert "Royal Flush  (plays the board: As Ks Qs Js Ts)" in shown
    hi_lo = json.loads(run("--json", "poker", "Ah 2c Kd Kh", "9s 9d Tc Jc", "--board", "3c 4d 8s Qh 5c",
                           "--game", "omaha-hilo").stdout)
    assert hi_lo["hands"][0]["low"]["plays_text"] == "plays 2c Ah with 5c 4d 3c from the board"
    no_low = json.loads(run("--json", "poker", "Ah 2c Kd Kh", "9s 9d Tc Jc", "--board", "Kc Ks Qs 9h 8c",
                            "--game", "omaha-hilo").stdout)
    assert [hand["low"]["plays_text"] for hand in no_low["hands"]] == [None, None]  # no low: no cards play for it


def test_poker_batch_from_stdin_with_bad_lines():
    text = "5H 5C 6S 7S KD 2C 3S 8S 8D TD\n5D 8C 9S JS AC 2C 5C 7D 8S QH\nAH AH\n2H 2D 4C 4D 4S 3C 3D 3S 9S 9D\n"
    data = json.loads(run("--json", "poker", "--file", "-", stdin=text).stdout)
    assert data["deals"] == 3 and data["wins"] == [2, 1] and data["ties"] == 0
    assert data["errors"] == [{"line": 3, "message": "Line 3: Ah appears twice"}]


def test_poker_batch_file(tmp_path):
    path = tmp_path / "poker.txt"
    path.write_text("5H 5C 6S 7S KD 2C 3S 8S 8D TD\n")
    result = run("poker", "--file", str(path))
    assert result.returncode == 0 and "Player 1 wins: 0" in result.stdout and "Player 2 wins: 1" in result.stdout


def test_badugi_cli():
    data = json.loads(run("--json", "badugi", "3c 2s 4d Ah - As 3h 2d 4h").stdout)
    assert data["winners"] == [0]
    assert data["hands"][1]["played"] == ["3h", "2d", "As"] and data["hands"][1]["size"] == 3
    assert data["hands"][0]["name"] == "4-card badugi 4-3-2-A (the wheel / number one)"
    assert run("badugi", "3c 2s 4d Ah", "As 3h 2d 4h").returncode == 0


def test_badugi_count_cli():
    data = json.loads(run("--json", "badugi-count").stdout)
    assert data["total"] == 862400558448 and data["counts"]["4"] == 17160
    data = json.loads(run("--json", "badugi-count", "--suits", "3", "--ranks", "4", "--k", "3", "--sizes", "3").stdout)
    assert data["counts"] == {"3": 24}


def test_silver_dollar_cli():
    assert json.loads(run("--json", "silver-dollar", "count", "10", "2").stdout)["W"] == 324
    data = json.loads(run("--json", "silver-dollar", "count", "1000000", "100", "--mod", "1000036000099").stdout)
    assert data["W"] == 65579304332
    data = json.loads(run("--json", "silver-dollar", "analyze", ".o..$..o").stdout)
    assert data["winning"] is True and data["moves"][0] == {"type": "move", "from": 8, "to": 7, "text": "8 → 7"}


@pytest.mark.parametrize(
    "args, message",
    [
        (["poker", "5H 5X"], "cardlab: error: Hand 1: unknown suit 'X' in '5X'"),
        (["badugi", "3c 2s 4d"], "cardlab: error: found only 1 hand; enter at least 2"),
        (["badugi-count", "--k", "5"], "cardlab: error: k: must be from 1 to the number of suits (4), got 5"),
        (["silver-dollar", "analyze", "..o"], "cardlab: error: the strip has no dollar ($)"),
        (["silver-dollar", "count", "x", "2"], "cardlab: error: n: 'x' is not a whole number"),
        (["poker", "--file", "/no/such/file"], "cardlab: error: cannot read /no/such/file: No such file or directory"),
        (["poker", "--bogus"], "cardlab: error: unrecognized arguments: --bogus"),
        (["equity", "--game", "badugi", "Ah Kh", "Qs Qc"],
         f"cardlab: error: the equity tool does not cover Badugi; choose {EQUITY_GAMES}"),
        (["equity", "--game", "seven-stud", "Ah Kh", "Qs Qc"], f"cardlab: error: unknown game 'seven-stud'; choose {EQUITY_GAMES}"),
        (["draw", "--goal", "nine", "2c 3d 4h Kh"], "cardlab: error: goal: 'nine' is not any, badugi, beat or a top "
         "card (4 to K)"),
        (["draw", "--game", "deuce-to-seven", "--goal", "x", "7d 5s 4h 3c Kc"], "cardlab: error: goal: 'x' is not "
         "any, low, beat or a top card (7 to A)"),
    ],
)
def test_bad_input_exits_2_with_one_line(args, message):
    result = run(*args)
    assert result.returncode == 2
    assert result.stderr.strip() == message and result.stderr.count("\n") == 1
    assert result.stdout == ""


def test_json_errors_are_json():
    result = run("--json", "poker", "5H 5X")
    assert result.returncode == 2
    error = json.loads(result.stderr)
    assert error["ok"] is False and error["error"]["token"] == "5X" and error["error"]["hand"] == 1


def test_cli_usage_edges():
    from cli_runner import run_in_process

    none = run_in_process([])
    assert none.returncode == 2 and none.stdout == "" and len(none.stderr.strip().splitlines()) == 1
    assert "choose a tool: badugi" in none.stderr
    as_json = run_in_process(["--json"])
    assert as_json.returncode == 2 and '"type": "usage"' in as_json.stderr
    dash = run_in_process(["silver-dollar", "analyze", "-o$"])
    assert dash.returncode == 0 and dash.stdout.startswith(".o$")
    blank = run_in_process(["silver-dollar", "count", "10", "2", "--mod", " "])
    assert blank.returncode == 2 and "--mod: give a modulus" in blank.stderr
    power = run_in_process(["silver-dollar", "count", "10^1", "2"])
    assert power.stdout.strip() == "W(10, 2) = 324"


def test_cli_reads_invalid_utf8_on_stdin_with_replacement():
    import io
    import sys

    from cardlab.cli import main

    class Stdin(io.TextIOWrapper):
        pass

    raw = b"5H 5C 6S 7S KD 2C 3S 8S 8D TD\n\xff\xfe 2c\n"
    saved = sys.stdin
    sys.stdin = Stdin(io.BytesIO(raw), encoding="utf-8")
    try:
        assert main(["poker", "--file", "-"]) == 0
    finally:
        sys.stdin = saved


def test_progress_on_stderr_for_a_long_job(monkeypatch, capsys):
    from cardlab.core import commandline

    clock = iter([0.0, 0.2, 0.6, 0.7, 1.0, 1.5])
    monkeypatch.setattr(commandline.time, "monotonic", lambda: next(clock))
    progress = commandline.StderrProgress(always=True)
    for fraction in (0.1, 0.2, 0.4, 0.5, 0.8, 1.0):  # quiet for half a second, then at most 5 a second
        progress(fraction)
    assert capsys.readouterr().err == "\r   40.0%\r   80.0%\r  100.0%\r            \r"


def test_every_cli_job_reports_progress(monkeypatch):
    # Not only equity: every tool's call gets the CLI's progress (silent while quick or piped).
    import cardlab.cli as cli

    class Called(Exception):
        """Raised by the stub once the call is seen: no report is formatted."""

    seen = []

    def record(action, params, progress):
        seen.append((action, progress))
        raise Called

    monkeypatch.setattr(cli, "call", record)
    for argv in (["badugi-count", "--sizes", "4"], ["silver-dollar", "count", "10", "2"]):
        with pytest.raises(Called):
            cli.main(argv)
    assert [action for action, _ in seen] == ["badugi.counts", "sd.count"]
    assert all(isinstance(progress, cli.StderrProgress) for _, progress in seen)


def test_draw_header_has_no_brackets_inside_brackets():
    result = run("draw", "--game", "deuce-to-seven", "7d 5s 4h 3c 2c")
    assert result.returncode == 0
    assert result.stdout.splitlines()[0] == "Hand 7d 5s 4h 3c 2c (7-5 low, 7-5-4-3-2, number one): standing pat"
