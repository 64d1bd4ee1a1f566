"""Writing only what the user named: regular files, written whole, never a device, a FIFO or an input.

``manaplan cards import -o PATH`` and ``manaplan produce --graph FILE`` write files. Run as root, ``-o /dev/null``
once replaced the system's /dev/null, and ``--graph`` could overwrite the board being read. Every write goes
through :func:`writable_target` (what may be written) and :func:`write_atomically` (a temporary file beside the
target, then one ``os.replace``: a reader sees the old file or the new one, never half of one).

Examples
--------
>>> import tempfile, pathlib
>>> with tempfile.TemporaryDirectory() as tmp:
...     target = writable_target(pathlib.Path(tmp) / "g.dot", "--graph")
...     write_atomically(target, b"digraph {}\\n")
...     print(target.read_text(), end="")
digraph {}
>>> writable_target("/dev/null", "-o")
Traceback (most recent call last):
...
manaplan.models.errors.ManaplanError: -o /dev/null: not a regular file (a device); manaplan writes only regular files
"""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path

from .errors import ManaplanError

__all__ = ["writable_target", "write_atomically", "same_file", "read_regular_file"]

_KINDS = ((stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"), (stat.S_ISFIFO, "a FIFO"),
          (stat.S_ISSOCK, "a socket"), (stat.S_ISDIR, "a directory"))


def same_file(a: str | os.PathLike[str], b: str | os.PathLike[str]) -> bool:
    """Whether two paths name one existing file (links followed); False when either does not exist."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def writable_target(path: str | os.PathLike[str], what: str, *, protect: Iterable[str | os.PathLike[str]] = (),
                    new_folder: bool = False) -> Path:
    """The file to write for ``path``: itself, or the regular file a symbolic link names.

    Parameters
    ----------
    path : str or PathLike
        What the user named.
    what : str
        The option, for messages (``'--graph'``, ``'-o'``).
    protect : iterable of paths
        Files that must not be written (the board being read, the card file being imported).
    new_folder : bool
        The writer creates a missing folder (``cards import``), so a missing one is no error.

    Raises
    ------
    ManaplanError
        When ``path`` is (or links to) something other than a regular file, is one of ``protect``, or its folder
        does not exist.
    """
    path = Path(path)
    try:
        info = os.stat(path)  # links followed
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise ManaplanError(f"{what} {path}: cannot be written: {exc.strerror or exc}") from None
    except ValueError:  # a NUL character
        raise ManaplanError(f"{what} {path}: a file name cannot hold a NUL character") from None
    if info is None:
        if os.path.islink(path):
            raise ManaplanError(f"{what} {path}: a symbolic link to nothing; give the file itself")
        folder = path.parent
        if not new_folder and not folder.is_dir():
            raise ManaplanError(f"{what} {path}: no such folder {str(folder)!r}")
        return path
    for test, kind in _KINDS:
        if test(info.st_mode):
            raise ManaplanError(f"{what} {path}: not a regular file ({kind}); manaplan writes only regular files")
    for other in protect:
        if same_file(path, other):
            raise ManaplanError(f"{what} {path}: that is {other}, which this command reads; give another file")
    return Path(os.path.realpath(path)) if os.path.islink(path) else path


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder and one ``os.replace``.

    Raises
    ------
    OSError
        When the folder cannot be written (nothing is left behind).
    """
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        if path.exists():  # keep the permissions of the file replaced
            os.chmod(tmp, stat.S_IMODE(os.stat(path).st_mode))
        else:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def read_regular_file(path: str | os.PathLike[str], name: str, *, kind: str, limit: int,
                      error: Callable[[str, str], Exception], too_big: Callable[[int], str]) -> bytes:
    """The bytes of a regular file, at most ``limit`` + 1 of them (the caller says when that is too many).

    A device (``/dev/zero``), a FIFO (which would wait for a writer forever) or a socket is refused before it is
    read: it is opened without blocking and checked with ``fstat``, so a file swapped for a FIFO cannot slip in.

    Parameters
    ----------
    path : path-like
    name : str
        The file as the user named it, for messages.
    kind : str
        What the file should be, in messages: ``'board file'``, ``'deck file'``.
    limit : int
        The most bytes the file may have.
    error : callable
        ``error(message, name)``: the exception to raise (one line for the user).
    too_big : callable
        ``too_big(size)``: the message for a file whose size is over ``limit``.

    Returns
    -------
    bytes
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        raise error("no such file", name) from None
    except IsADirectoryError:
        raise error(f"is a directory, not a {kind}", name) from None
    except OSError as e:
        raise error(f"cannot read: {e.strerror or e}", name) from None
    except ValueError:  # a NUL character, which no file name holds
        raise error("no such file (a file name cannot hold a NUL character)", name) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise error(f"is a directory, not a {kind}", name)
        if not stat.S_ISREG(info.st_mode):
            raise error(f"is not a regular file (a device, FIFO or socket); give a {kind}, or - for standard input",
                        name)
        if info.st_size > limit:
            raise error(too_big(info.st_size), name)
        if hasattr(os, "O_NONBLOCK"):
            os.set_blocking(fd, True)
        with os.fdopen(fd, "rb", closefd=True) as f:
            fd = -1
            return f.read(limit + 1)
    except OSError as e:
        raise error(f"cannot read: {e.strerror or e}", name) from None
    finally:
        if fd >= 0:
            os.close(fd)
