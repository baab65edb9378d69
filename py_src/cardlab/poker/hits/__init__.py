"""Range hits: how a Hold'em or short-deck range meets a board — made hands, draws, and every flop (rules:
``docs/rules.md``, "Range hits").

* :mod:`.vocabulary` — the made classes, draws, groups and flop textures, as data;
* :mod:`.board` — what a board says once (ranks, suits, straights) so each combo is read fast;
* :mod:`.classify` — one combo on one board: category, made class, draws;
* :mod:`.report` — ``poker.hits`` on one board: counts of live combos (weights counted), each row
  with the range text of exactly its combos, and the grid's cells;
* :mod:`.every_flop` — the same over every flop (22,100; short deck 7,140), once per suit-isomorphic class, by texture;
* :mod:`.actions` — the API action and ``cardlab hits``.

>>> from cardlab.poker.hits.report import hits_report
>>> report = hits_report("AKs", board="Qh Jh 2c")
>>> report["combos"], [(row["name"], row["combos"]) for row in report["draws"] if row["combos"]][:3]
(4, [('Flush draw', 1), ('Nut flush draw', 1), ('Gutshot', 4)])
"""
