"""Where batches run: this process, a process pool of this machine, or a Dask cluster — each a
:class:`concurrent.futures.Executor` (or none, for this process), opened and closed by :func:`open_executor`.

- ``local`` (the default): a :class:`~concurrent.futures.ProcessPoolExecutor` of K workers (K defaults to the
  machine's cores); with one worker, no pool: the batches run in this process.
- ``dask``: Dask ``distributed``'s executor on a cluster: the scheduler at ``--scheduler`` (or
  ``$DASK_SCHEDULER_ADDRESS``), whose workers must have manaplan installed; without an address, a
  :class:`distributed.LocalCluster` of K single-threaded worker processes. Dask is optional
  (``pip install 'manaplan[dask]'``) and imported only here, only when chosen.

The numbers never depend on the executor: batches carry their own seeds (:mod:`manaplan.solver.deck.games`).
"""

from __future__ import annotations

import logging
import os
from concurrent.futures import Executor, ProcessPoolExecutor
from contextlib import contextmanager
from typing import Iterator, NamedTuple

from ...models.errors import ManaplanError
from .. import lazy

__all__ = ["ENGINES", "Opened", "open_executor", "default_workers"]

#: The engines, by name.
ENGINES = ("local", "dask")
#: How long to wait for a Dask scheduler to answer, in seconds.
CONNECT_SECONDS = 30


class Opened(NamedTuple):
    """An open executor (None: run in this process), how many workers it has, and a description for people."""

    executor: Executor | None
    workers: int
    where: str


def default_workers() -> int:
    """The cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


@contextmanager
def open_executor(engine: str = "local", workers: int | None = None, scheduler: str | None = None) -> Iterator[Opened]:
    """Open the executor of ``engine`` for the duration of the block.

    Parameters
    ----------
    engine : str
        ``'local'`` or ``'dask'``.
    workers : int, optional
        Worker processes (local pool or local Dask cluster); the machine's cores by default. Ignored with a Dask
        scheduler (its cluster has the workers it has).
    scheduler : str, optional
        A Dask scheduler's address (``tcp://host:8786``); ``$DASK_SCHEDULER_ADDRESS`` when not given.

    Raises
    ------
    ManaplanError
        For an unknown engine, Dask not installed, or a scheduler that cannot be reached.
    """
    if engine not in ENGINES:
        raise ManaplanError(f"unknown engine {engine!r}; choose one of {', '.join(ENGINES)}")
    count = workers or default_workers()
    if engine == "local":
        if scheduler:
            raise ManaplanError("--scheduler is for --engine dask")
        if count == 1:
            yield Opened(None, 1, "this process")
            return
        with ProcessPoolExecutor(max_workers=count) as pool:
            yield Opened(pool, count, f"{count} worker processes")
        return
    yield from _dask(count, scheduler or os.environ.get("DASK_SCHEDULER_ADDRESS") or None)


def _dask(workers: int, address: str | None) -> Iterator[Opened]:
    try:
        distributed = lazy.distributed()  # an optional dependency, imported only when chosen
    except ImportError:
        raise ManaplanError("--engine dask needs Dask: pip install 'manaplan[dask]'") from None
    cluster = None
    try:
        if address:
            client = distributed.Client(address, timeout=CONNECT_SECONDS)
        else:
            cluster = distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                               dashboard_address=None, silence_logs=logging.ERROR)
            client = distributed.Client(cluster)
    except (OSError, TimeoutError) as exc:
        if cluster is not None:
            cluster.close()
        where = f"the Dask scheduler at {address}" if address else "a local Dask cluster"
        raise ManaplanError(f"cannot reach {where}: {exc}") from None
    try:
        threads = sum(client.nthreads().values()) or workers
        where = f"Dask scheduler {address} ({threads} worker threads)" if address else \
            f"a local Dask cluster of {workers} worker{'s' if workers != 1 else ''}"
        yield Opened(client.get_executor(), threads, where)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
