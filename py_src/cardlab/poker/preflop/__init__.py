"""Heads-up preflop Hold'em, exactly and at once, from a precomputed table (rules: ``docs/rules.md``,
"Preflop table").

* :mod:`.matchups` — a matchup of two specific hands up to renaming suits (47,008 of them);
* :mod:`.table_file` — the table's file, its format and checksum; :mod:`.table` — the loaded table;
* :mod:`.heads_up` — any hand or weighted range against any other, by summing table entries;
* :mod:`.report` — the equity report the equity tool answers heads-up preflop questions with;
* :mod:`.matrix` — the 169 x 169 class matrix and its rows; :mod:`.actions` — ``poker.preflop``;
  :mod:`.commands` — ``cardlab preflop``.

The table is made by ``tools/preflop_table.py`` with Card Lab's own exact counter.
"""
