"""Write only what you own (issue 15): ``cards import -o`` and ``produce --graph`` write regular files only, whole,
never the input; a damaged file at the default database location yields to ``--force``; stale temporary files of
killed imports go; deep JSON and encrypted zips in an import are one-line errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import platformdirs
import pytest

from manaplan.models.cards.store import set_default_database, user_database_path

from manaplan_tests import at_most

CARD = {"object": "card", "id": "x", "name": "Synthetic Gate", "layout": "normal", "set_type": "expansion",
        "lang": "en", "legalities": {"legacy": "legal"}, "type_line": "Land — Gate",
        "oracle_text": "{T}: Add {W} or {U}.", "produced_mana": ["W", "U"]}


@pytest.fixture(autouse=True)
def user_dir(tmp_path, monkeypatch):
    folder = tmp_path / "user-data"
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *args, **kwargs: str(folder))
    set_default_database(None)
    yield folder
    set_default_database(None)


@pytest.fixture
def cards_file(tmp_path):
    path = tmp_path / "oracle-cards.json"
    path.write_text(json.dumps([CARD]))
    return path


def _error(result, *words):
    assert result.exit_code == 2, (result.exit_code, result.stdout, result.stderr)
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    for word in words:
        assert word in lines[0], lines[0]


@pytest.mark.parametrize("target", ["/dev/null", "fifo", "folder", "link-to-dev-null", "link-to-fifo"])
def test_import_writes_regular_files_only(run, tmp_path, cards_file, target):
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "folder").mkdir()
    os.symlink("/dev/null", tmp_path / "link-to-dev-null")
    os.symlink(tmp_path / "fifo", tmp_path / "link-to-fifo")
    path = target if target.startswith("/") else str(tmp_path / target)
    before = os.stat(path)
    result = run("cards", "import", str(cards_file), "-o", path)
    assert result.exit_code == 2, result.stderr
    assert len(result.stderr.splitlines()) == 1
    after = os.stat(path)
    assert (before.st_ino, before.st_mode) == (after.st_ino, after.st_mode)


def test_import_through_a_link_to_a_file_writes_the_file(run, tmp_path, cards_file):
    real = tmp_path / "real.sqlite"
    link = tmp_path / "link.sqlite"
    assert run("cards", "import", str(cards_file), "-o", str(real)).exit_code == 0
    os.symlink(real, link)
    assert run("cards", "import", str(cards_file), "-o", str(link)).exit_code == 0
    assert link.is_symlink() and real.is_file()


def test_a_damaged_default_database_yields_to_force(run, cards_file, user_dir):
    user_dir.mkdir(parents=True)
    damaged = user_database_path()
    damaged.write_text("not a database")
    _error(run("cards", "import", str(cards_file)), "not a card database", "--force")
    assert damaged.read_text() == "not a database"
    result = run("cards", "import", str(cards_file), "--force")
    assert result.exit_code == 0, result.stderr
    assert damaged.read_bytes().startswith(b"SQLite format 3")
    assert run("card", "Synthetic Gate").exit_code == 0


def test_stale_temporary_files_are_cleaned_up(run, cards_file, user_dir):
    user_dir.mkdir(parents=True)
    stale = user_dir / "cards.sqlite.abc123.tmp"
    stale.write_bytes(b"x" * 1000)
    other = user_dir / "notes.tmp"
    other.write_text("mine")
    assert run("cards", "import", str(cards_file)).exit_code == 0
    assert not stale.exists()
    assert other.exists()


def test_a_live_import_keeps_its_temporary_file(tmp_path):
    """A temporary file locked by a running process (as every import locks its own) is not removed."""
    from manaplan.models.cards.store import _remove_stale_temporaries

    live = tmp_path / "cards.sqlite.live.tmp"
    live.write_text("")
    holder = subprocess.Popen([sys.executable, "-c", (
        "import fcntl, os, sys\n"
        f"fd = os.open({str(live)!r}, os.O_RDONLY)\n"
        "fcntl.flock(fd, fcntl.LOCK_EX)\n"
        "print('locked', flush=True)\n"
        "sys.stdin.read()\n")], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)  # locked until killed
    try:
        assert holder.stdout.readline().strip() == "locked"
        assert _remove_stale_temporaries(tmp_path / "cards.sqlite") == []
        assert live.exists()
    finally:
        holder.kill()
        holder.wait()
    assert _remove_stale_temporaries(tmp_path / "cards.sqlite") == [live]


def test_deeply_nested_json_fails_fast(run, tmp_path):
    for text in ["[" * 100_000 + "]" * 100_000, '{"data": ' + '{"a":' * 100_000 + "1" + "}" * 100_001]:
        path = tmp_path / "deep.json"
        path.write_text(text)
        with at_most(300_000):  # refused at the 65th level, not after reading 100,000
            _error(run("cards", "import", str(path), "-o", str(tmp_path / "out.sqlite")), "nested more than 64")
    assert not (tmp_path / "out.sqlite").exists()


def test_an_encrypted_zip_is_one_line(run, tmp_path, cards_file):
    path = tmp_path / "cards.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.write(cards_file, "oracle-cards.json")
    data = bytearray(path.read_bytes())
    for signature, offset in ((b"PK\x03\x04", 6), (b"PK\x01\x02", 8)):  # set the 'encrypted' flag bit
        at = data.find(signature)
        data[at + offset] |= 0x1
    path.write_bytes(bytes(data))
    _error(run("cards", "import", str(path), "-o", str(tmp_path / "out.sqlite")), "encrypted")


@pytest.mark.parametrize("source", ["/dev/zero", "fifo"])
def test_an_import_reads_regular_files_only(run, tmp_path, source):
    os.mkfifo(tmp_path / "fifo")
    path = source if source.startswith("/") else str(tmp_path / source)
    _error(run("cards", "import", path, "-o", str(tmp_path / "out.sqlite")), "not a regular file")


# ---- produce --graph ----------------------------------------------------------------------------------------

def test_graph_into_a_missing_folder_is_one_line(run):
    _error(run("produce", "--board", "Forest", "--graph", "/nonexistent/g.dot"), "--graph", "no such folder")


@pytest.mark.parametrize("target", ["/dev/null", "fifo", "folder"])
def test_graph_writes_regular_files_only(run, tmp_path, target):
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "folder").mkdir()
    path = target if target.startswith("/") else str(tmp_path / target)
    _error(run("produce", "--board", "Forest", "--graph", path), "--graph")


def test_graph_never_writes_the_board(run, tmp_path):
    board = tmp_path / "board.dot"  # a board file with any extension is read as JSON, YAML or TOML
    board.write_text("permanents: [Forest]\n")
    _error(run("produce", str(board), "--graph", str(board)), "--graph", "reads")
    assert board.read_text() == "permanents: [Forest]\n"
    link = tmp_path / "link.dot"
    os.symlink(board, link)
    _error(run("produce", str(board), "--graph", str(link)), "--graph", "reads")
    assert board.read_text() == "permanents: [Forest]\n"


def test_graph_is_written_whole_with_escaped_labels(run, tmp_path):
    board = tmp_path / "board.yaml"
    board.write_text('permanents:\n  - {card: Forest, id: "evil\\\\"}\n  - {card: Island, id: "q\\"uote\\nline"}\n')
    dot = tmp_path / "g.dot"
    dot.write_text("old")
    result = run("produce", str(board), "--graph", str(dot))
    assert result.exit_code == 0, result.stderr
    text = dot.read_text()
    assert '"evil\\\\"' in text and '"q\\"uote\\nline"' in text
    assert "\n" not in text.split('"evil\\\\"')[1].split(";")[0]
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    from manaplan.solver.rules.could_produce import _dot_id

    for raw in ['evil\\', 'a"b', 'x\ny', 'x\\"];\n injected -> x [label="']:
        quoted = _dot_id(raw)
        inner = quoted[1:-1]
        assert "\n" not in quoted
        # every quote inside is escaped: an odd run of backslashes before it
        for i, ch in enumerate(inner):
            if ch == '"':
                run_length = len(inner[:i]) - len(inner[:i].rstrip("\\"))
                assert run_length % 2 == 1, quoted
        assert (len(inner) - len(inner.rstrip("\\"))) % 2 == 0, quoted
