"""Progress lines for long commands: on standard error, only when it is a terminal and the answer is not JSON.

:func:`progress_on` is a context manager the commands wrap their solve in; the line is rewritten in place
(carriage return) and cleared when the work ends, so the answer printed after it is unchanged.
"""

from __future__ import annotations

import sys
from contextlib import contextmanager
from typing import Iterator

import click

from ..solver.core import progress

__all__ = ["progress_on"]


def _stderr_is_terminal() -> bool:
    stream = sys.stderr
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


@contextmanager
def progress_on(as_json: bool) -> Iterator[None]:
    """Show the solvers' progress on stderr during the block, when stderr is a terminal and ``as_json`` is false."""
    if as_json or not _stderr_is_terminal():
        yield
        return
    shown = [0]

    def sink(message: str) -> None:
        line = message[:78]
        click.echo("\r" + line.ljust(shown[0]), err=True, nl=False)
        shown[0] = len(line)

    progress.start(sink)
    try:
        yield
    finally:
        progress.stop()
        if shown[0]:
            click.echo("\r" + " " * shown[0] + "\r", err=True, nl=False)
        sys.stderr.flush()
