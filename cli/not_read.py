"""The net in every answer: text on the board that no reader reads and that may change the answer
(:mod:`manaplan.solver.net`), printed under one heading, and as ``not_read`` in ``--json``."""

from __future__ import annotations

import click

__all__ = ["HEADING", "echo_not_read", "not_read_dict"]

#: The heading the net's list is printed under.
HEADING = "not read — may change this answer:"


def echo_not_read(items, echo=click.echo) -> None:
    """Print the net's list (nothing when it is empty).

    Examples
    --------
    >>> from manaplan.solver.net import NotRead
    >>> echo_not_read([NotRead("Null Rod#1", "Null Rod", "Activated abilities of artifacts can't be activated.",
    ...                        "stops or changes activated abilities", ("Null Rod#1",))])
    not read — may change this answer:
      Null Rod#1: "Activated abilities of artifacts can't be activated." (stops or changes activated abilities)
    >>> echo_not_read([])
    """
    if not items:
        return
    echo(click.style(HEADING, fg="yellow", bold=True))
    for item in items:
        echo(f"  {item.describe()}" + click.style(f" ({item.reason})", dim=True))


def not_read_dict(items) -> dict:
    """``{"not_read": [{"permanent": …, "permanents": […], "card": …, "text": …, "reason": …}, …]}``."""
    return {"not_read": [item.as_dict() for item in items]}
