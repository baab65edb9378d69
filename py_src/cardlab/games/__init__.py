"""Games as data: each game is one record (:mod:`.variants`) naming its deck, how cards are dealt,
which cards must play, how hands are valued (:mod:`.ranking`, :mod:`.rankings`) and how the pot is
split; one showdown path (:mod:`.showdown`) serves them all. Rules: ``docs/rules.md``."""
