"""Test isolation: no test reads or writes the real user's imported card database."""

import platformdirs
import pytest

from manaplan.models import cards


@pytest.fixture(autouse=True)
def _private_user_data(tmp_path_factory, monkeypatch):
    folder = tmp_path_factory.mktemp("user-data")
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *args, **kwargs: str(folder))
    monkeypatch.delenv("MANAPLAN_CARDS", raising=False)
    cards.refresh_default_database()
    yield
    cards.refresh_default_database()


@pytest.fixture
def run():
    """Invoke ``manaplan ARGS…`` through click's runner; exceptions propagate so that a traceback fails the test."""
    from click.testing import CliRunner

    from manaplan.cli.main import app

    runner = CliRunner()

    def invoke(*args, input=None):
        return runner.invoke(app, list(args), input=input, catch_exceptions=False)

    return invoke
