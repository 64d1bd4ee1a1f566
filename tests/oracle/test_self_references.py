"""A card's references to itself are marked ``~`` (:func:`~manaplan.models.oracle.text.mark_self`) by plain string
search, as the regular expression it replaced did: a name stands whole — no letter, digit, ``_`` or apostrophe
before it, no letter, digit or ``_`` after — and of two names at one place the longest is taken (CR 201.5: a card's
text that refers to the object by its name means that object)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st
from manaplan.models.oracle.text import SELF, mark_self, self_names

from manaplan_tests import examples


def _by_regex(text: str, names: tuple[str, ...]) -> str:
    alternatives = [re.escape(n) for n in names if n]
    if not alternatives:
        return text
    return re.sub(r"(?<![\w'])(?:" + "|".join(alternatives) + r")(?![\w])", SELF, text)


_PIECES = st.sampled_from(["Oboro", "Oboro, Palace in the Clouds", "Palace", " ", ",", "'", "'s", "s", "_", "1",
                           ".", ":", "é", "Oboros", "xOboro", "{T}", "\n"])


@settings(max_examples=examples(150), deadline=None)
@given(st.lists(_PIECES, max_size=12).map("".join))
def test_names_are_marked_as_the_regular_expression_marked_them(text):
    names = self_names("Oboro, Palace in the Clouds")
    assert mark_self(text, names) == _by_regex(text, names).replace("this land", SELF)


def test_a_possessive_is_a_reference_and_a_longer_word_is_not():
    names = self_names("Krenko, Mob Boss")
    assert mark_self("Krenko's power. Krenkos. O'Krenko. Krenko, Mob Boss deals", names) == \
        "~'s power. Krenkos. O'Krenko. ~ deals"


def test_the_longest_name_at_a_place_is_taken():
    names = self_names("Fire // Ice")
    assert mark_self("Fire // Ice and Fire, then Ice.", names) == "~ and ~, then ~."
