"""The draw games as data: what the one draw engine needs to know about each game.

A game supplies its hand size, its ranking (value, name, class; smaller values win), the counting
kernel that says how many equally likely draws end in each value, its "made hand" vocabulary (a
badugi, a low) with the top cards a made hand can have, the goal a player would pick by default,
and the policy and kernel its several-draws figures use. Everything else — spots, goals, the best
discard, opponents, reports — is shared (rules: ``docs/rules.md``, "Draw odds").

>>> [game.key for game in draw_games()]
['badugi', 'deuce-to-seven', 'ace-to-five']
>>> game = draw_game("deuce-to-seven")
>>> game.hand_size, game.top_text(8), [game.rank_text(top) for top in game.tops][:3], game.default_goal
(5, 'an 8-low or better', ['7', '8', '9'], '8')
>>> draw_game("badugi").top_text(13), draw_game("ace-to-five").any_text
('any badugi', 'any low')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from ..badugi.evaluator import badugi_value, low_rank, rank_text
from ..core.cards import Card, Hand
from ..core.forward import Forward
from ..core.progress import Progress, no_progress
from ..games.choices import covered_game
from ..games.choices import draw_games as catalog_draw_games
from ..games.examples import draw_example
from ..games.played import HandValue, Strength
from ..games.ranking import MadeHand, Ranking
from ..games.rule_sets import LOW_RULE_SETS
from ..games.variants import Variant
from ..lowball.evaluator import rank_text as lowball_rank_text
from ..lowball.evaluator import spelled
from .kernels.badugi import final_values as badugi_values
from .kernels.lowball import final_values as lowball_values
from .several import badugi as badugi_several
from .several.any_game import lowball_keep, lowball_policy
from .several.outcome import ReachOdds

Kernel = Callable[[Sequence[Card], Sequence[Card], Progress], dict[HandValue, int]]


@dataclass(frozen=True)
class DrawGame:
    """One draw game: its catalog record (``game``) and what the draw engine adds for its ranking.
    What the game is — key, name, hand size, the hand's noun, and how its ranking names, places and
    groups a value (``name_of``, ``strength``, ``category``) — is read from the record and the
    ranking it names, not written twice; a lowball engine is built from the record's rule set.
    ``tops`` lists the ranks a made hand can have on top, best first; ``lowest_hand`` names the best
    made hand (for messages); ``engine_seconds`` the measured CPython seconds of one kernel call by
    cards drawn (for estimates; bench/draw.py)."""

    game: Variant
    ranks: tuple[int, ...]  # every rank, best (lowest) first
    tops: tuple[int, ...]
    lowest_hand: str
    default_goal: str
    policy: str  # the several-draws policy in words
    engine_seconds: tuple[float, ...]
    value: Callable[[Sequence[Card]], HandValue]
    rank: Callable[[Card], int]
    rank_text: Callable[[int], str]
    kernel: Kernel
    keep: Callable[[Sequence[Card], int], Hand]  # the policy's kept cards for a goal cap
    # The game's own several-draws count (kept, unseen, draws, goal, seed=, progress=); None: the
    # generic walk of :mod:`cardlab.draw.several.any_game`.
    reach: Callable[..., ReachOdds] | None = None
    classes_listed: int = 300  # final classes a report lists, best first (a five-card draw reaches 6,000)
    # Top cards a player of the game calls "-high", not "-low" (2-7: an ace is high, so A-5-4-3-2 is ace-high).
    high_tops: tuple[int, ...] = ()

    # The record's facts under the names the engine's users read (not written twice).
    key = Forward[str]("game", "key")
    name = Forward[str]("game", "name")
    hand_size = Forward[int]("game", "hand_size")
    hand_noun = Forward[str]("game", "hand_noun")  # "a badugi hand"
    # How the record's ranking names, places and groups a value.
    name_of = Forward[Callable[[HandValue], str]]("ranking", "name")
    strength = Forward[Callable[[HandValue], Strength]]("ranking", "strength")
    category = Forward[Callable[[HandValue], tuple[str, str]]]("ranking", "category")
    # The ranking's words for a made hand (:class:`~cardlab.games.ranking.MadeHand`).
    made_key = Forward[str]("made_hand", "key")  # the report's key for the made-hand count: "badugi", "low"
    made_noun = Forward[str]("made_hand", "noun")  # "badugi", "low": "an 8-high badugi", "an 8-low"
    made_plural = Forward[str]("made_hand", "plural")  # "badugis", "lows": the page's "Badugis by final top card"
    any_text = Forward[str]("made_hand", "any_text")  # the goal "any made hand" in words
    high_word = Forward[str]("made_hand", "high_word")  # "-high" (badugi) or "-low" (lowball): what follows a top card
    unmade_label = Forward[str]("made_hand", "unmade_label")  # the hands not made, as a player names them
    top_pattern = Forward[str]("made_hand", "top_pattern")  # "{}-high badugi", "{}-low": a hand by its top card

    @property
    def ranking(self) -> Ranking:
        """The ranking the record names (values smaller win in every draw game).

        >>> draw_game("badugi").ranking.key, draw_game("ace-to-five").name_of((0, (5, 4, 3, 2, 1)))
        ('badugi', '5-4 low, 5-4-3-2-A (the wheel)')
        """
        return self.game.ranking()

    @property
    def made_hand(self) -> MadeHand:
        """The words for a made hand under the record's ranking.

        >>> draw_game("deuce-to-seven").made_hand.unmade_label
        'No low (paired, straight or flush)'
        """
        made = self.ranking.made
        assert made is not None, f"{self.name} is a draw game: its ranking names its made hand"
        return made

    def final_values(self, kept: Sequence[Card], unseen: Sequence[Card],
                     progress: Progress = no_progress) -> Counter[HandValue]:
        """Value -> number of equally likely draws ending in it (see the game's kernel).

        >>> from cardlab.core.cards import FULL_DECK, parse_hand
        >>> kept = parse_hand("Ac 2d 3h 4s")
        >>> finals = draw_game("ace-to-five").final_values(kept, [card for card in FULL_DECK if card not in kept])
        >>> sum(finals.values()), finals[(0, (5, 4, 3, 2, 1))]
        (48, 4)
        """
        return Counter(self.kernel(kept, unseen, progress))

    def made(self, value: HandValue) -> bool:
        """Whether a value is a made hand (a 4-card badugi; a low: no pair, and in 2-7 no
        straight or flush).

        >>> game = draw_game("deuce-to-seven")
        >>> game.made((0, (7, 5, 4, 3, 2))), game.made((4, (6,)))
        (True, False)
        """
        return value[0] == 0

    def top_text(self, top: int) -> str:
        """A top-card goal in words.

        >>> draw_game("badugi").top_text(8), draw_game("ace-to-five").top_text(7)
        ('an 8-high badugi or better', 'a 7-low or better')
        """
        if top == self.tops[-1]:
            return self.any_text
        text = self.rank_text(top)
        article = "an" if text in ("8", "A") else "a"
        return f"{article} {self.top_name(top)} or better"

    def top_name(self, top: int) -> str:
        """A made hand with this top card: "8-high badugi", "7-low".

        >>> draw_game("deuce-to-seven").top_name(7)
        '7-low'
        """
        return self.top_pattern.format(self.rank_text(top))

    def top_label(self, top: int) -> str:
        """A top card as the page's "by top card" rows name it: "8-high" (badugi), "7-low", and
        in 2-7 "Ace-high" (an ace is high there: A-5-4-3-2 is no low of an ace).

        >>> [draw_game("deuce-to-seven").top_label(top) for top in (7, 13, 14)]
        ['7-low', 'K-low', 'Ace-high']
        >>> draw_game("badugi").top_label(8), draw_game("ace-to-five").top_label(1)
        ('8-high', 'A-low')
        """
        if top in self.high_tops:
            return "Ace-high" if top == 14 else f"{self.rank_text(top)}-high"
        return f"{self.rank_text(top)}{self.high_word}"

    def summary(self) -> dict[str, object]:
        """The game's draw vocabulary as the page reads it (``meta``).

        >>> draw_game("deuce-to-seven").summary()["top_cards"][:2]
        [{'value': '7', 'label': '7-low or better'}, {'value': '8', 'label': '8-low or better'}]
        """
        return {
            "key": self.key,
            "name": self.name,
            "hand_size": self.hand_size,
            "hand_size_text": f"{_NUMBER_WORDS[self.hand_size]} cards",
            "made": self.made_key,
            "made_plural": self.made_plural,
            "any": self.any_text,
            "default_goal": self.default_goal,
            "top_cards": [{"value": self.rank_text(top), "label": f"{self.top_name(top)} or better"}
                          for top in self.tops[:-1]],
            "discards": 2 ** self.hand_size,
            "example": draw_example(self.game),
        }


def _lowball(game: Variant) -> DrawGame:
    """A lowball game's engine, from its record's rule set (2-7 and A-5 differ only there)."""
    rules = game.rule_set()
    assert rules.nickname is not None, "a lowball rule set names its best low"
    ranks = rules.rank_order
    return DrawGame(
        game=game, ranks=ranks,
        tops=ranks[4 + (1 if rules.straights_and_flushes else 0):],
        lowest_hand=spelled(rules.nickname[0]), default_goal="8",
        policy=lowball_policy(rules), engine_seconds=(0.000004, 0.00004, 0.0002, 0.0008, 0.003, 0.008),
        value=rules.hand_value, rank=rules.rank, rank_text=lowball_rank_text, kernel=partial(lowball_values, rules),
        keep=partial(lowball_keep, rules),
        high_tops=() if rules.ace == "low" else (14,),
    )


def _badugi(game: Variant) -> DrawGame:
    """Badugi's engine."""
    return DrawGame(
        game=game, ranks=tuple(range(1, 14)), tops=tuple(range(4, 14)),
        lowest_hand="4-3-2-A", default_goal="8", policy=badugi_several.POLICY,
        engine_seconds=(0.000004, 0.00025, 0.0015, 0.016, 0.065),
        value=badugi_value, rank=low_rank,
        rank_text=rank_text, kernel=badugi_values, keep=badugi_several.policy_keep, reach=badugi_several.reach_odds,
        classes_listed=1092,
    )


_ENGINES: dict[str, Callable[[Variant], DrawGame]] = dict.fromkeys(LOW_RULE_SETS, _lowball)
_ENGINES["badugi"] = _badugi
"""The draw engine of each ranking a draw game can be valued by (by ranking key), for a game record."""
_GAMES: dict[str, DrawGame] = {game.key: _ENGINES[game.evaluator](game) for game in catalog_draw_games()}
"""Every draw game by key, in the catalog's order (the order the page lists them)."""


def draw_game(key: str | Variant) -> DrawGame:
    """The draw game of a record, or named ``key`` or one of its aliases (an InputError naming the
    choices otherwise).

    >>> from cardlab.games.variants import variant
    >>> draw_game("2-7").key, draw_game("A5").key, draw_game(variant("badugi")).made_key
    ('deuce-to-seven', 'ace-to-five', 'badugi')
    >>> draw_game("holdem")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: the draw tool does not cover Texas Hold'em; choose badugi, deuce-to-seven or ...
    """
    return _GAMES[covered_game(key, catalog_draw_games(), "the draw tool").key]


def draw_games() -> list[DrawGame]:
    """Every draw game, in the order the page lists them.

    >>> [game.name for game in draw_games()]
    ['Badugi', '2-7 lowball', 'A-5 lowball']
    """
    return list(_GAMES.values())


GAME_KEYS = tuple(_GAMES)


_NUMBER_WORDS = {4: "four", 5: "five"}  # a draw hand's size as the page's hints say it
