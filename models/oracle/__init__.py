"""The oracle parser: card text becomes ability and effect values, one direction, a table of small forms.

- :mod:`.parser`: the entry points (:func:`~manaplan.models.oracle.parser.parse_card`, ``parse_text``) and the
  table of line forms, on top of the modules below, which never import it;
- :mod:`.line_reading`: what the forms share (``LineReading``, ``LineContext``);
- :mod:`.text`: text made ready (reminder text out, self-references marked, abilities and sentences apart);
- :mod:`.costs` and :mod:`.colors`: activation costs;
- :mod:`.adds`, :mod:`.amounts` and :mod:`.riders`: what "Add …" adds, counted amounts, and the sentences after it;
- :mod:`.amount_lines`: counted amounts an "Add" sentence does not say alone ("Choose a color. Add …");
- :mod:`.scopes`: which permanents an effect speaks of;
- :mod:`.triggers`, :mod:`.static` and :mod:`.chapters`: triggered mana, effects on mana that are not mana
  abilities, and Saga chapters;
- :mod:`.casting`: permissions to cast, ways to cast, extra costs and cost changes;
- :mod:`.relevance`: every piece of a card's text sorted into read, irrelevant or flagged (above the parser).

The values they make are in :mod:`manaplan.models.ability` and :mod:`manaplan.models.effects`.
"""
