"""The boot snapshot's warm-ups (#37 item 14): each lowball draw's class table is built at build
time (a 2-7 draw's first answer took 1.5 s against 0.3 s warm); every warm-up answers."""

from __future__ import annotations

import json

from cardlab.api import handle
from cardlab.snapshot import WARM_UP


def test_the_lowball_draws_and_the_showdown_are_warmed_up():
    asked = {(request["action"], str(request.get("params", {}).get("game", ""))) for request in WARM_UP}
    for wanted in [("draw", "deuce-to-seven"), ("draw", "ace-to-five"), ("poker.showdown", ""), ("badugi.draw", "")]:
        assert wanted in asked, wanted
    for request in WARM_UP:
        assert json.loads(handle(json.dumps(request)))["ok"], request
