"""The equity question as its game's record deals it: a board game's :class:`~.equity.spot.Spot`
(own cards and a board by streets; Hold'em ranges), an Omaha game's with a range on some player
line (:class:`~.equity.omaha_ranges.OmahaRangeSpot`, ``AA:$ds``) or a stud game's
:class:`~.stud.spot.StudSpot` (own cards by streets, unknown down cards), read, estimated and
answered through one door, so the equity action and the job-time limit never ask which it is.

>>> question = read_question(["Ah Kd 2c", "Qs Jc 9h"], game="razz")
>>> type(question).__name__, estimate(question)["method"]
('StudSpot', 'exact')
>>> type(read_question(["Ah Kh", "Qs Qc"], "Jh Th 2c")).__name__
'Spot'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.job_time import on_runtime, once_per_job
from ..core.progress import Progress, no_progress
from ..games.variants import DEFAULT_GAME, Variant
from .equity.estimate import Estimate, equity_estimate
from .equity.omaha_ranges import OmahaRangeSpot, has_omaha_ranges, parse_omaha_spot
from .equity.shape import EquityReport
from .equity.spot import Spot, equity_variant, parse_spot
from .stud.spot import StudSpot, parse_stud_spot

Question = Spot | OmahaRangeSpot | StudSpot
"""An equity question: a board game's spot (an Omaha one with ranges apart) or a stud game's."""


@once_per_job  # the time limit's estimate reads it first (api.call): the job reuses that reading
def read_question(hands: str | Sequence[str], board: str = "", dead: str = "",
                  game: Variant | str = DEFAULT_GAME) -> Question:
    """The question for ``game`` (a record, or its name), read as its record deals.

    >>> read_question("Ah | Kd", game="stud").to_come
    (6, 6)
    >>> type(read_question(["Ah Kh Qd Jd", "AA:$ds"], "Ac 7c 2s", game="omaha")).__name__
    'OmahaRangeSpot'
    """
    record = equity_variant(game)
    if record.own_dealing is not None:
        return parse_stud_spot(hands, board, dead, record.key)
    if has_omaha_ranges(hands, record):  # an Omaha range (AA:$ds) on some player line
        return parse_omaha_spot(hands, board, dead, record)
    return parse_spot(hands, board, dead, record)


def estimate(question: Question, *, method: str = "auto", trials: int | None = None) -> Estimate:
    """What answering ``question`` will cost, before any work (the same refusals as answering).

    >>> estimate(read_question(["Ah Kh", "Qs Qc"], "Jh Th 2c"))["text"]
    'under a second'
    """
    if isinstance(question, StudSpot):
        from .stud.equity import stud_estimate

        return stud_estimate(question, method=method, trials=trials)
    if isinstance(question, OmahaRangeSpot):
        from .equity.omaha_ranges import omaha_estimate

        return omaha_estimate(question, method=method, trials=trials)
    return equity_estimate(question, method=method, trials=trials)


def exact_seconds(question: Question) -> float:
    """The seconds (in the page) counting ``question`` exactly would take, however long: for a part
    of a job that keeps its own limit (a history's all-in,
    :func:`~cardlab.core.job_time.check_part_time`), where :func:`estimate` would refuse an exact
    request past the equity tab's limit first. Omaha ranges that rarely fit are still refused.

    >>> exact_seconds(read_question(["Ah 7h 2c", "Ks 8s 3d", "Qd Jd 4c"], game="stud-hilo")) > 3600 * 24 * 365
    True
    >>> exact_seconds(read_question(["Ah Kh", "Qs Qc"], "Jh Th 2c")) < 1
    True
    """
    if isinstance(question, StudSpot):
        from .stud.equity import exact_way

        return on_runtime(exact_way(question)[1])
    return estimate(question, method="exact")["seconds"]


def answer(question: Question, *, method: str = "auto", trials: int | None = None, seed: int | None = None,
           progress: Progress = no_progress) -> EquityReport:
    """The equity report of ``question``: the preflop table where it answers, else counted or sampled.

    >>> answer(read_question(["Ah Kh", "Qs Qc"], "Jh Th 2c"))["boards"]
    990
    """
    if isinstance(question, StudSpot):
        from .stud.equity import stud_equity_report

        return stud_equity_report(question, method=method, trials=trials, seed=seed, progress=progress)
    if isinstance(question, OmahaRangeSpot):
        from .equity.omaha_ranges import omaha_range_report

        return omaha_range_report(question, method=method, trials=trials, seed=seed, progress=progress)
    from .equity.report import equity_report
    from .preflop.report import table_report  # heads-up preflop Hold'em: exact, from the preflop table

    if (found := table_report(question, method)) is not None:
        return found
    return equity_report(question, method=method, trials=trials, seed=seed, progress=progress)
