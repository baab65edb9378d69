"""An attribute that is an attribute of one of the object's parts: a record that holds another
record (a draw game its catalog record, a tally its parts' counts) offers the part's facts under
its own names without writing each one twice.

>>> class Part:
...     def __init__(self) -> None:
...         self.size = 4
>>> class Whole:
...     size = Forward[int]("part", "size")
...     def __init__(self) -> None:
...         self.part = Part()
>>> whole = Whole()
>>> whole.size
4
>>> whole.size = 5
>>> whole.part.size
5
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

T = TypeVar("T")


class Forward(Generic[T]):
    """The attribute ``name`` of the object's attribute ``part``, read and written there."""

    def __init__(self, part: str, name: str) -> None:
        self.part = part
        self.name = name

    def __get__(self, owner: Any, kind: type | None = None) -> T:
        """The part's attribute (on the class itself: this descriptor).

        >>> class Whole:
        ...     size = Forward[int]("part", "real")
        ...     part = 3 + 0j
        >>> Whole().size
        3.0
        """
        if owner is None:
            return self  # type: ignore[return-value]  # the class's attribute is the descriptor
        value: T = getattr(getattr(owner, self.part), self.name)
        return value

    def __set__(self, owner: Any, value: T) -> None:
        """Write the part's attribute.

        >>> from types import SimpleNamespace
        >>> class Whole:
        ...     size = Forward[int]("part", "size")
        >>> whole = Whole()
        >>> whole.part = SimpleNamespace(size=1)
        >>> whole.size = 2
        >>> whole.part.size
        2
        """
        setattr(getattr(owner, self.part), self.name, value)
