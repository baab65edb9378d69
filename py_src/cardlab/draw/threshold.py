"""A draw's goal as data: one threshold on the final value (smaller is better), reached when the
value is *below* it. The draw engines (:mod:`.several`) read it; :mod:`.goal` makes one from what a
user typed, in the game's words.

>>> Goal("8", (0, (9,)), 8, "an 8-high badugi or better").reached((0, (8, 5, 3, 1)))
True
"""

from __future__ import annotations

from dataclasses import dataclass

from ..games.played import HandValue


@dataclass(frozen=True)
class Goal:
    """A goal: ``key`` as typed back ("any", "8", "beat"), the ``threshold`` a final value must be
    below, ``cap`` the highest rank a card of a goal hand can have, and a ``label`` in words.
    ``against_draw`` marks "beat" against an opponent who draws too (decided over both draws)."""

    key: str
    threshold: HandValue
    cap: int
    label: str
    against_draw: bool = False

    def reached(self, value: HandValue) -> bool:
        """Whether a final value meets the goal (for ``against_draw``: beats the opponent's hand as
        it stands now; the joint odds are counted elsewhere).

        >>> eight = Goal("8", (0, (9,)), 8, "an 8-high badugi or better")
        >>> eight.reached((0, (8, 5, 3, 1))), eight.reached((0, (9, 3, 2, 1))), eight.reached((1, (3, 2, 1)))
        (True, False, False)
        """
        return value < self.threshold

    @property
    def needs_made(self) -> bool:
        """Whether only a made hand of cards ranked at most ``cap`` can reach the goal.

        >>> Goal("any", (0, (14,)), 13, "any badugi").needs_made, Goal("beat", (1, (3, 2, 1)), 13, "beat").needs_made
        (True, False)
        """
        return self.threshold[0] == 0
