"""Dealing by streets of own cards (seven-card stud, stud hi-lo, razz) as data: each street deals
every player some cards face down and some face up, and there is no board. When the deck cannot
give every player the last street's card, that card is dealt once, face up in the middle, as a
community card every player uses. Rules: ``docs/rules.md``, "Seven-card stud, stud hi-lo and razz".

>>> STUD.total, STUD.street(5), STUD.up_cards(5), STUD.faces(7)
(7, 'fifth', 3, ('down', 'down', 'up', 'up', 'up', 'up', 'down'))
>>> STUD.community(7, 52), STUD.community(8, 52)
(0, 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, TypedDict, get_args

OwnStreetName = Literal["third", "fourth", "fifth", "sixth", "seventh"]
Face = Literal["down", "up"]
OWN_STREETS: tuple[OwnStreetName, ...] = get_args(OwnStreetName)


def street_name(street: str) -> str:
    """A street as players say it: a stud street with its word, a board's street as it is.

    >>> street_name("third"), street_name("flop")
    ('third street', 'flop')
    """
    return f"{street} street" if street in OWN_STREETS else street


class OwnStreetJson(TypedDict):
    """One street as the page reads it (``meta``): its name, the cards dealt down and up."""

    name: OwnStreetName
    down: int
    up: int


@dataclass(frozen=True)
class OwnStreet:
    """One street: every player gets ``down`` cards face down, then ``up`` face up."""

    name: OwnStreetName
    down: int
    up: int

    @property
    def cards(self) -> int:
        """Cards each player gets on this street.

        >>> OwnStreet("third", 2, 1).cards
        3
        """
        return self.down + self.up


@dataclass(frozen=True)
class OwnDealing:
    """A game dealt in streets of own cards, and whether a short deck's last street is shared."""

    streets: tuple[OwnStreet, ...]
    shared_last_when_short: bool = True

    @property
    def total(self) -> int:
        """Own cards a player holds at the showdown.

        >>> STUD.total
        7
        """
        return sum(street.cards for street in self.streets)

    def faces(self, count: int) -> tuple[Face, ...]:
        """How the first ``count`` cards of a player are dealt, in order: down or up.

        >>> STUD.faces(4)
        ('down', 'down', 'up', 'up')
        """
        down: Face = "down"
        up: Face = "up"
        faces: list[Face] = []
        for street in self.streets:
            faces += [down] * street.down + [up] * street.up
        return tuple(faces[:count])

    def up_cards(self, count: int) -> int:
        """How many of a player's first ``count`` cards are face up (every player sees them).

        >>> STUD.up_cards(3), STUD.up_cards(7)
        (1, 4)
        """
        return self.faces(count).count("up")

    def counts(self) -> tuple[int, ...]:
        """The numbers of cards a player can hold after a street (third street: 3).

        >>> STUD.counts()
        (3, 4, 5, 6, 7)
        """
        held, counts = 0, []
        for street in self.streets:
            held += street.cards
            counts.append(held)
        return tuple(counts)

    def street(self, count: int) -> OwnStreetName:
        """The street after which a player holds ``count`` cards.

        >>> STUD.street(3), STUD.street(7)
        ('third', 'seventh')
        """
        return self.streets[self.counts().index(count)].name

    def short_deck_rule(self, players: int) -> str:
        """The rule for the last street when ``players`` run the deck short, in words (the field's hint
        and the errors about that card say it alike).

        >>> STUD.short_deck_rule(8)
        'with 8 players the deck runs short: the seventh street card is one card, face up, for everyone'
        """
        return (f"with {players} players the deck runs short: the {self.streets[-1].name} street card is one card, "
                "face up, for everyone")

    def community(self, players: int, deck_size: int) -> int:
        """Cards of the last street dealt once as community cards: 1 when the deck cannot give
        every player their own (eight players of seven cards need 56 of 52), else 0.

        >>> STUD.community(8, 52), STUD.community(2, 52)
        (1, 0)
        """
        short = players * self.total > deck_size
        return self.streets[-1].cards if short and self.shared_last_when_short else 0

    def community_from(self, max_players: int, deck_size: int) -> int:
        """The fewest players with whom the last street is a community card (0: never, up to
        ``max_players``).

        >>> STUD.community_from(8, 52), STUD.community_from(7, 52)
        (8, 0)
        """
        return next((players for players in range(2, max_players + 1) if self.community(players, deck_size)), 0)

    def summary(self) -> list[OwnStreetJson]:
        """The streets as the page reads them.

        >>> STUD.summary()[0]
        {'name': 'third', 'down': 2, 'up': 1}
        """
        return [{"name": street.name, "down": street.down, "up": street.up} for street in self.streets]


STUD = OwnDealing((OwnStreet("third", 2, 1), OwnStreet("fourth", 0, 1), OwnStreet("fifth", 0, 1),
                   OwnStreet("sixth", 0, 1), OwnStreet("seventh", 1, 0)))
"""Seven-card stud's dealing (razz and stud hi-lo deal the same way)."""
