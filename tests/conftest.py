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
