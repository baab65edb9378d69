"""The boot snapshot's warm-ups (#37 items 8 and 14): every tool whose first answer built tables
(the seven-card tables, the split-pot lows, the lowball class tables, the preflop table) has them
built at build time, so no tab starts a hidden job for them and no first answer pays for them."""

from __future__ import annotations

import json
import os

from cardlab.api import handle
from cardlab.poker.preflop.table_file import TABLE_PATH
from cardlab.snapshot import WARM_UP, prepare


def test_every_tool_that_builds_tables_is_warmed_up():
    asked = {(request["action"], str(request.get("params", {}).get("game", ""))) for request in WARM_UP}
    for wanted in [("poker.equity", ""), ("poker.equity", "omaha-hilo"), ("poker.hits", ""),
                   ("draw", "deuce-to-seven"), ("draw", "ace-to-five"), ("poker.preflop", ""), ("poker.showdown", "")]:
        assert wanted in asked, wanted
    for request in WARM_UP:
        assert json.loads(handle(json.dumps(request)))["ok"], request


def test_the_preflop_table_is_read_from_the_copy_the_build_hands_over(tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    import zipfile

    with zipfile.ZipFile(tmp_path / "tiny.whl", "w") as archive:
        archive.writestr("tiny/__init__.py", "")
    with zipfile.ZipFile(tmp_path / "tiny.whl") as archive:
        archive.extractall(site)
    import sys

    try:
        assert prepare("cd" * 32, str(site), str(tmp_path / "tiny.whl"), str(TABLE_PATH)) == ""
        assert "CARDLAB_PREFLOP_TABLE" not in os.environ  # set for the warm-ups only
    finally:
        for name in ("_cardlab_snapshot_wheel", "_cardlab_wheel_files"):
            if hasattr(sys, name):
                delattr(sys, name)
