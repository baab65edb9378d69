"""First answers (#37 item 14): the boot snapshot holds the seven-card tables, packed, so a first
equity answer after "Python ready" unpacks them and never builds them; the ordinary boot, which
has no snapshot, builds them on its first answer. `version` says which (its `tables` key)."""

from __future__ import annotations

import pytest
from conftest import open_app

pytestmark = pytest.mark.browser

HOLDEM_FLOP = {"hands": "Ah Kh | Qs Qc", "board": "Jh Th 2c"}  # AhKh wins 555 of 990 boards (56.06%)
OMAHA_HILO_FLOP = {"hands": "Ah2h3cKd | QsQcJdTd", "board": "4h 5h Qd", "game": "omaha-hilo"}


def call(page, action: str, params: dict | None = None) -> dict:
    response = page.evaluate("([action, params]) => window.cardlab.python.call(action, params)", [action, params or {}])
    assert response["ok"] is True, response
    return response["result"]


def first_equity(page) -> dict:
    result = call(page, "poker.equity", HOLDEM_FLOP)
    assert [player["wins"] for player in result["players"]] == [555, 435]  # of 990 boards
    return call(page, "version")["tables"]


def test_the_first_answers_unpack_the_tables_the_snapshot_holds(page, site, outside_requests):
    open_app(page, site.origin + "/#poker")  # a tab that starts no background call
    assert page.evaluate("window.cardlab.python.ready")["boot"] == "snapshot"
    assert call(page, "version")["tables"] == {"built": [], "unpacked": []}  # packed, none in use yet
    assert first_equity(page) == {"built": [], "unpacked": ["standard"]}
    call(page, "poker.equity", OMAHA_HILO_FLOP)  # the split pot's high and the lows: built in the snapshot too
    assert call(page, "version")["tables"] == {"built": [], "unpacked": ["standard"]}
    assert outside_requests == []


def test_the_ordinary_boot_builds_them_on_its_first_answer(page, site, outside_requests):
    open_app(page, site.origin + "/?boot=plain#poker")
    assert page.evaluate("window.cardlab.python.ready")["boot"] == "plain"
    assert first_equity(page) == {"built": ["standard"], "unpacked": []}
    assert outside_requests == []
