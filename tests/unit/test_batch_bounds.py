"""Batch files are streamed with bounded memory: the first bad lines are listed and the rest
counted, a line has a length limit, the first deals are listed and every deal is counted."""

from cardlab.api import call
from cardlab.poker.batch import MAX_LINE_CHARS, MAX_REPORTED_ERRORS, MAX_ROWS, run_batch

DEAL = "8C TS KC 9H 4S 7D 2S 5D 3S AC"  # king high loses to ace high: player 2 wins


def test_bad_lines_are_counted_past_the_first_hundred():
    report = call("poker.batch", {"text": "x\n" * 150_000 + DEAL})
    assert report["errors_total"] == 150_000 and len(report["errors"]) == MAX_REPORTED_ERRORS == 100
    assert report["errors"][0] == {"line": 1, "message": "Line 1: unknown rank 'x' in 'x'"}
    assert report["deals"] == 1 and report["lines"] == 150_001


def test_counting_past_the_listed_errors_agrees_with_a_full_parse():
    lines = ["Ah Ah Kd Qs Jc 2c 3c 4c 5c 7d", "Ah Kd", "zz", DEAL, "2c 3c 4c 5c 7d 8h 9h Th Jh Qh Ks"] * 60
    report = run_batch("\n".join(lines))
    assert report["errors_total"] == 4 * 60 and report["deals"] == 60


def test_a_line_has_a_length_limit_and_a_repeat_stops_the_parse():
    long_line = "2c" * 10_000_000  # 20 MB on one line, inside the file limit
    report = run_batch(long_line)
    assert report["errors"] == [{"line": 1, "message": f"Line 1: the line is 20,000,000 characters long; "
                                                      f"a deal line holds at most {MAX_LINE_CHARS:,}"}]
    assert run_batch("2c" * 400)["errors"][0]["message"] == "Line 1: 2c appears twice"


def test_rows_are_listed_for_the_first_deals_and_every_deal_is_counted():
    report = run_batch((DEAL + "\n") * (MAX_ROWS + 500))
    assert report["deals"] == report["rows_total"] == MAX_ROWS + 500
    assert len(report["rows"]) == MAX_ROWS and report["wins"] == [0, MAX_ROWS + 500]
    assert report["categories"][0]["high-card"] == MAX_ROWS + 500


def test_plain_and_odd_formats_give_the_same_result():
    plain = run_batch("5H 5C 6S 7S KD 2C 3S 8S 8D TD\n2D 9C AS AH AC 3D 6D 7D TD QD")
    odd = run_batch("5h,5c,6s,7s,Kd 2c 3s 8s 8d 10d\n[2D 9C AS AH AC] [3D 6D 7D TD QD]")
    assert plain["wins"] == odd["wins"] == [0, 2] and plain["rows"][0]["names"] == odd["rows"][0]["names"]
