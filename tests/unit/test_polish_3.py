"""Page and CLI wording a new user tripped on (last session's review, left then): one chip is a
chip, one suit a suit."""

from __future__ import annotations

import contextlib
import io

from cardlab.cli import main
from cardlab.history.commands import money


def test_one_chip_is_a_chip_and_other_amounts_keep_their_plural():
    assert money(1, "chips") == "1 chip"
    assert money(-1, "chips", sign=True) == "-1 chip"
    assert money(1, "chips", sign=True) == "+1 chip"
    assert money(0, "chips") == "0 chips"
    assert money(1430, "chips", sign=True) == "+1,430 chips"
    assert money(1, "USD") == "$1.00"


def test_a_badugi_count_of_one_suit_says_one_suit():
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(["badugi-count", "--suits", "1", "--ranks", "4", "--sizes", "all", "--k", "1"])
    assert out.getvalue().splitlines()[0] == "Hands containing a 1-card badugi, deck of 1 suit x 4 ranks"
