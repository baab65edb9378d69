"""Card Lab: exact poker and badugi showdowns, badugi counts and the silver dollar game.

Pure Python, standard library only; the same code runs on CPython 3.11+ and in Pyodide.

>>> from cardlab.core.cards import parse_hand
>>> len(parse_hand("Ah Kd Qs Jc Th"))
5
"""

__version__ = "0.1.0"

# Each domain registers its rankings in the game catalog's table (cardlab.games.rankings) on import:
# the catalog never imports a domain, so games/ sits below poker/, lowball/ and badugi/.
from . import badugi, lowball, poker  # noqa: F401
