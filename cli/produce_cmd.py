"""``manaplan produce BOARD``: what the board can make — could-produce types per source, the most of each type, the
most in all, the maximal pools, and loops that make arbitrarily much.

The command reads its options, asks :func:`~.answers.produce_answer` and prints it; ``--graph`` writes the ability
graph (:func:`write_graph`).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import click

from .answers.produce import produce_answer
from .common import Seconds, board_options, echo_answer, json_option, not_empty, read_board
from .progress import progress_on
from .whole_command import whole_command
from .terminal import visible
from ..models.errors import ManaplanError
from ..models.files import writable_target, write_atomically
from ..solver.analysis import Session
from ..solver.rules.could_produce import to_dot

__all__ = ["produce", "graph_targets", "write_graph"]


def graph_targets(path: str, protect=()) -> tuple[Path, Path | None]:
    """The DOT file and the SVG file (when Graphviz's ``dot`` is on the PATH) that ``--graph path`` writes, checked
    before anything is solved: regular files in an existing folder, never a device, a FIFO or a file in
    ``protect`` (the board being read).

    Raises
    ------
    ManaplanError
        For a target that may not be written (exit status 2, one line).
    """
    target = Path(path)
    is_svg = target.suffix.lower() == ".svg"
    dot_path = writable_target(target.with_suffix(".dot") if is_svg else target, "--graph", protect=protect)
    svg_path = None
    if shutil.which("dot"):
        svg_path = writable_target(target if is_svg else target.with_suffix(".svg"), "--graph", protect=protect)
    return dot_path, svg_path


def write_graph(effective, path: str, protect=()) -> list[str]:
    """Write the ability graph as DOT to ``path`` (``.svg``: DOT beside it, ``.dot``), and as SVG when the Graphviz
    ``dot`` program is on the PATH; each file written whole (a temporary file, then a rename), only regular files,
    never one of ``protect``. Returns the files written.

    Raises
    ------
    ManaplanError
        For a target that may not be written or a folder that cannot be written.
    """
    dot_path, svg_path = graph_targets(path, protect)
    try:
        write_atomically(dot_path, to_dot(effective.graph, effective.values).encode("utf-8"))
    except OSError as exc:
        raise ManaplanError(f"--graph {dot_path}: cannot be written: {exc.strerror or exc}") from None
    written = [str(dot_path)]
    program = shutil.which("dot")
    if program and svg_path is not None:
        try:
            done = subprocess.run([program, "-Tsvg", str(dot_path)], capture_output=True, check=False, timeout=60)
        except (OSError, subprocess.TimeoutExpired):
            return written
        if done.returncode == 0:
            try:
                write_atomically(svg_path, done.stdout)
            except OSError as exc:
                raise ManaplanError(f"--graph {svg_path}: cannot be written: {exc.strerror or exc}") from None
            written.append(str(svg_path))
    return written


@click.command()
@board_options
@click.option("--graph", "graph_path", metavar="FILE", callback=not_empty,
              help="Write the ability graph as DOT (and SVG when Graphviz's dot program is installed).")
@click.option("--max-pools", type=click.IntRange(min=1, max=10_000), default=32, show_default=True,
              help="List at most this many maximal pools (the most flexible ones, when they are one family of "
                   "\"any k of n\", are listed whole; below 32 most flexible pools or more, none is looked for).")
@click.option("--all-pools", is_flag=True,
              help="Look for every maximal pool below the most flexible ones too, up to --max-pools (by default "
                   "that search stops after 16 solves or a fixed amount of solver work: on filter lands and "
                   "Signets each pool below costs more than the one before).")
@click.option("--time-limit", type=Seconds(0.5), default=20.0, show_default=True,
              help="Seconds the solver may take; figures cut short are marked not proven.")
@json_option
@click.pass_context
@whole_command
def produce(ctx: click.Context, board_path: str | None, inline: str | None, graph_path: str | None, max_pools: int,
            all_pools: bool, time_limit: float, as_json: bool) -> None:
    """What BOARD can make right now: the types each source could produce (CR 106.7), the most of each type, the
    most in all (net of costs), the maximal pools, and loops that make arbitrarily much mana.

    \b
    Pools are written per mana: G×2 is two {G}; WU is one mana that may be W or U (you choose when you make it);
    WUBRG×3 is three mana of any colour. When pools share a part, it is printed once ("in every pool") and each
    pool's own part after it; "C + any 2 of: WU×2 / WB×2 / WR×2" is the three pools with C and two of those.
    """
    protect = [board_path] if board_path not in (None, "-") else []
    if graph_path:
        graph_targets(graph_path, protect)  # refused before the solve, not after it
    analysis = Session().analysis(read_board(ctx, board_path, inline))  # worked out once for the command
    with progress_on(as_json):
        answer = produce_answer(analysis, time_limit=time_limit, max_pools=max_pools, all_pools=all_pools)
    if graph_path and answer.value is not None:
        for written in write_graph(answer.value.effective, graph_path, protect):
            click.echo(f"wrote {visible(written)}", err=True)
    echo_answer(ctx, answer, as_json)
