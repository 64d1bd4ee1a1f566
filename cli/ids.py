"""Permanent ids as people read them: the card of an id, a run of ids of one card said once.

A permanent's id is ``'<card name>#<n>'`` unless the board gives one (SPEC, "Board file"); these functions read that
form and leave any other id as it is.

Examples
--------
>>> card_of("Plains#2"), card_of("gate")
('Plains', 'gate')
>>> id_range(["Forest#1", "Forest#2", "Forest#3"])
'#1–#3'
"""

from __future__ import annotations

__all__ = ["card_of", "id_range", "short_id"]


def card_of(pid: str) -> str:
    """The card of an id: ``Plains#2`` → ``Plains`` (an id not of that form is returned as it is)."""
    name, sep, number = pid.rpartition("#")
    return name if sep and number.isdigit() else pid


def id_range(ids) -> str:
    """``Forest#1, Forest#2, Forest#3`` as ``#1–#3``, numbers not in a run as ``#1, #3`` (ids of several cards, or
    not numbered, are listed).

    >>> id_range(["Forest#1", "Forest#3"]), id_range(["Forest#1", "gate"])
    ('#1, #3', 'Forest#1, gate')
    """
    ids = list(ids)
    numbers = [pid.rpartition("#")[2] for pid in ids]
    if all(n.isdigit() for n in numbers) and len({pid.rpartition("#")[0] for pid in ids}) == 1:
        values = [int(n) for n in numbers]
        if values == list(range(values[0], values[0] + len(values))):
            return f"#{values[0]}–#{values[-1]}"
        return ", ".join(f"#{n}" for n in numbers)
    return ", ".join(ids)


def short_id(pid: str | None, board) -> str | None:
    """``'Sol Ring'`` for ``'Sol Ring#1'`` when you have only one permanent of that card on ``board``; else the id
    (and the id as it is without a board).

    >>> short_id("Sol Ring#1", None)
    'Sol Ring#1'
    """
    if pid is None or board is None:
        return pid
    name, sep, number = pid.rpartition("#")
    if not sep or number != "1":
        return pid
    same = [p for p in board.permanents if p.is_yours and p.id.rpartition("#")[0] == name]
    return name if len(same) == 1 and same[0].id == pid else pid
