"""The oracle parser: card text becomes ability and effect values, one direction, a table of small forms.

- :mod:`.parser`: the entry points (:func:`~manaplan.models.oracle.parser.parse_card`, ``parse_text``) and the
  table of line forms;
- :mod:`.text`: text made ready (reminder text out, self-references marked, abilities and sentences apart);
- :mod:`.costs` and :mod:`.colors`: activation costs;
- :mod:`.adds`, :mod:`.amounts` and :mod:`.riders`: what "Add …" adds, counted amounts, and the sentences after it;
- :mod:`.static` and :mod:`.triggers`: effects on mana that are not mana abilities, and triggered mana;
- :mod:`.casting`: permissions to cast, ways to cast, extra costs and cost changes.

The values they make are in :mod:`manaplan.models.ability` and :mod:`manaplan.models.effects`.
"""
