"""Progress lines for long commands: on standard error, only when it is a terminal and the answer is not JSON.

:func:`progress_on` is a context manager the commands wrap their solve in; the line is rewritten in place
(carriage return) and cleared when the work ends, so the answer printed after it is unchanged.
"""

from __future__ import annotations

import os
import shutil
import sys
from contextlib import contextmanager
from typing import Iterator

import click

from ..solver import progress
from .terminal import visible

__all__ = ["progress_on", "line_width"]


def _stderr_is_terminal() -> bool:
    stream = sys.stderr
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def line_width(stream=None) -> int:
    """The most characters a progress line may hold on standard error's terminal: its width less one (a line as wide
    as the terminal would wrap the cursor onto the next); ``$COLUMNS`` or 80 columns where the width is not known
    (:func:`shutil.get_terminal_size`).

    >>> line_width(object()) >= 19
    True
    """
    columns = 0
    if "COLUMNS" not in os.environ:
        try:
            columns = os.get_terminal_size((stream or sys.__stderr__).fileno()).columns
        except (AttributeError, ValueError, OSError):
            columns = 0
    if columns <= 0:
        columns = shutil.get_terminal_size().columns
    return max(20, columns - 1)


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
        width = line_width(stream)  # read each time: the terminal may be resized while it works
        line = visible(message)
        line = line if len(line) <= width else line[: width - 1] + "…"
        click.echo("\r" + line.ljust(shown[0]), file=stream, nl=False)
        shown[0] = len(line)

    try:
        with progress.showing(sink):
            yield
    finally:
        if shown[0]:
            click.echo("\r" + " " * shown[0] + "\r", file=stream, nl=False)
        stream.flush()
