"""Poker hand counts for any deck and any hand size, by counting (never by visiting hands).

A deck of 4 suits x r ranks (the r highest ranks, r = 5..13) is a 4 x r matrix of cards; a hand of
n cards is a 0/1 matrix with n ones. Its best five-card category depends on two kinds of facts:

* facts about the **columns** (ranks): how many cards each rank holds (pairs, trips, quads, full
  house) and which ranks are present (a straight);
* facts about the **rows** (suits): a suit holding five cards (a flush), five consecutive ranks (a
  straight flush), the five highest (a royal flush).

The modules count each kind exactly and join them where they meet:

* :mod:`.straights` — the deck a count asks for (the one :class:`~cardlab.games.decks.Deck`), its
  straights, and how many rank sets of each size hold one;
* :mod:`.levels` — the pair-type level of a rank-count multiset, as a table;
* :mod:`.no_flush` — hands with no flush, by pair level, number of ranks present and size (a DP
  over suits whose state is the multiset of rank counts); straights follow by symmetry of ranks;
* :mod:`.no_straight_flush` — hands with no straight flush, by pair level and size (a DP over ranks
  whose state is the multiset of suits' current runs, up to renaming suits);
* :mod:`.atoms` — the joint counts (royal, straight flush, flush x level, no flush x level x
  straight), every hand in exactly one atom;
* :mod:`.rules` — the three category orders as data, and the walk that names an atom's category;
* :mod:`.report` — the table the CLI, the API (``poker.count``) and the page show.

>>> from cardlab.poker.counts.report import count_report
>>> row = count_report(13, "5")["rows"][0]
>>> [(category["name"], category["count"]) for category in row["categories"]][:3]
[('Royal Flush', 4), ('Straight Flush', 36), ('Four of a Kind', 624)]
"""
