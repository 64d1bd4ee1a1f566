"""Progress lines for long commands: on standard error, only when it is a terminal and the answer is not JSON.

:func:`progress_on` is a context manager the commands wrap their solve in; the line is rewritten in place
(carriage return) and cleared when the work ends, so the answer printed after it is unchanged.
"""

from __future__ import annotations

import sys
from contextlib import contextmanager
from typing import Iterator

import click

from ..solver import progress
from .terminal import visible

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
    # the line's carriage returns are meant: write under the escaping stream (cli/terminal.py), the text escaped
    stream = getattr(sys.stderr, "raw", sys.stderr)

    def sink(message: str) -> None:
        line = visible(message)[:78]
        click.echo("\r" + line.ljust(shown[0]), file=stream, nl=False)
        shown[0] = len(line)

    try:
        with progress.showing(sink):
            yield
    finally:
        if shown[0]:
            click.echo("\r" + " " * shown[0] + "\r", file=stream, nl=False)
        stream.flush()
