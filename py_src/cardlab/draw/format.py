"""The draw report as text for people (``cardlab draw``, ``cardlab badugi-draw``).

>>> from cardlab.draw.params import read_draw_params
>>> from cardlab.draw.report import draw_report
>>> print(format_draw(draw_report(read_draw_params({"hand": "Ac 2c 7d 8h", "discard": "2c",
...                                                 "vs": "Ks Qd 9c 5h", "goal": "badugi"}))))
Hand Ac 2c 7d 8h (3-card 8-7-A): throwing 2c, keeping Ac 7d 8h, drawing 1 of 44 unseen cards
Throwing 2c: 9 of 44 draws make any badugi (20.45%)
Final hand    4-card 9 of 44 = 20.45%   3-card 35 of 44 = 79.55%
Badugi, top card or better    8: 5   9: 6   T: 7   J: 8   Q: 9
Against Ks Qd 9c 5h (4-card badugi K-Q-9-5, pat): wins 9, ties 0, losses 35 of 44 (20.45% wins, exact)
"""

from __future__ import annotations

from ..core.odds import method_words
from ..core.words import percent
from .shapes import DrawReport, SeveralJson


def format_draw(result: DrawReport) -> str:
    """Every section the report has, a few lines each (the class list stays in ``--json``); more in
    the module example.

    >>> from cardlab.draw.params import read_draw_params
    >>> from cardlab.draw.report import draw_report
    >>> text = format_draw(draw_report(read_draw_params({"hand": "2c 3d 4h Kh", "best": "true"})))
    >>> for line in text.splitlines()[:5]:
    ...     print(line)
    Hand 2c 3d 4h Kh (3-card 4-3-2): throwing Kh (the best discard), keeping 2c 3d 4h, drawing 1 of 48 unseen cards
    Throwing Kh: 5 of 48 draws make an 8-high badugi or better (10.42%)
    Final hand    4-card 10 of 48 = 20.83%   3-card 38 of 48 = 79.17%
    Badugi, top card or better    4: 1   5: 2   6: 3   7: 4   8: 5   9: 6   T: 7   J: 8   Q: 9   K: 10
    Best discards for: an 8-high badugi or better
    """
    lines = [_head(result)]
    if result["headline"] != result["summary"]:
        lines.append(result["headline"])
    lines.append(result["summary"])
    if "sizes" in result:
        finals = [f"{row['size']}-card {row['text']}" for row in result["sizes"] if row["count"]]
    else:
        finals = [f"{row['name']} {row['text']}" for row in result["categories"]]
    lines.append("Final hand    " + "   ".join(finals))
    tops = [f"{row['top']}: {row['or_better']['count']:,}" for row in result["tops"] if row["count"]]
    if tops:
        made = "Badugi" if result["made"]["key"] == "badugi" else "Low"
        lines.append(f"{made}, top card or better    " + "   ".join(tops))
    if "vs" in result:
        lines.append(_versus(result))
    if "best" in result:
        lines.append(f"Best discards for: {result['goal']['label']}")
        for row in result["best"]:
            place = f"{row['place']}{'=' if row['tie'] else ''}"
            thrown = " ".join(row["discard"]) or "pat"
            figure = row["text"] if row["method"] == "exact" else f"~{percent(row['probability'])} (sampled)"
            lines.append(f"  {place:>3}  {thrown:<12} {figure:<28} {row['reason']}")
    if "several_draws" in result:
        lines.extend(_several(result["several_draws"]))
    if "versus_draws" in result:
        versus = result["versus_draws"]
        how = (f"exact, {versus['win']['fraction']} wins" if versus["method"] == "exact"
               else f"{method_words(versus['method'], versus.get('trials', 0))}, seed {versus.get('seed')}")
        lines.extend([f"Over {versus['draws']} draws against the opponent: wins {percent(versus['win_probability'])}, "
                      f"ties {percent(versus['tie_probability'])}, loses {percent(versus['loss_probability'])} "
                      f"({how})",
                      f"Policies: {versus['policy']}; {versus['opponent_policy']}"])
    return "\n".join(lines)


def _head(result: DrawReport) -> str:
    hand = " ".join(result["hand"])
    sources = {"policy": " (the cards that do not play)", "best": " (the best discard)"}
    source = sources.get(result["discard_source"], "")
    if not result["discard"]:
        action = "standing pat"
    else:
        action = (f"throwing {' '.join(result['discard'])}{source}, keeping {' '.join(result['kept']) or 'nothing'}, "
                  f"drawing {result['drawn']} of {result['unseen']} unseen cards")
    return f"Hand {hand} ({_unnested(result['hand_name'])}): {action}"


def _unnested(name: str) -> str:
    """A hand's name fit to sit in brackets: its own bracketed nickname follows a comma instead.

    >>> _unnested("7-5 low, 7-5-4-3-2 (number one)")
    '7-5 low, 7-5-4-3-2, number one'
    >>> _unnested("K-7 low, K-7-5-4-3")
    'K-7 low, K-7-5-4-3'
    """
    return name.replace(" (", ", ").replace("(", "").replace(")", "")


def _versus(result: DrawReport) -> str:
    opponent = result["vs"]
    draws = "pat" if opponent["pat"] else f"throwing {' '.join(opponent['discard'])}"
    line = (f"Against {' '.join(opponent['hand'])} ({opponent['name']}, {draws}): wins {result['wins']:,}, "
            f"ties {result['ties']:,}, losses {result['losses']:,} of {result['deals']:,} "
            f"({percent(result['win_probability'])} wins, {method_words(result['method'], result.get('trials', 0))}")
    if result["method"] != "exact":
        error = result["win"].get("standard_error")
        plus_minus = f", ± {percent(error)}" if error is not None else ""
        line += f"{plus_minus}, seed {result['seed']}"
    return line + ")"


def _several(several: SeveralJson) -> list[str]:
    figures = []
    for row in several["by_draw"]:
        error = row.get("standard_error")
        sampled = f" ± {percent(error)}" if error is not None else ""
        exact = f" = {row['fraction']}" if row["method"] == "exact" else sampled
        figures.append(f"{row['draws']}: {percent(row['probability'])}{exact}")
    method = method_words(several["method"], several.get("trials", 0)) + (
        f", seed {several['seed']}" if several["method"] != "exact" else "")
    note = [several["policy_note"]] if "policy_note" in several else []
    return [f"Within {several['draws']} draws ({several['goal']}; {method}):  " + "   ".join(figures),
            f"Policy: {several['policy']}", *note]
