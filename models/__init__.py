"""manaplan.models — the vocabulary: mana, costs, cards, abilities, boards, and the oracle parser.

Pure data and parsing; nothing here solves anything (that is :mod:`manaplan.solver`). :mod:`.mana`, :mod:`.costs`,
:mod:`.pool`: mana and the cost language; :mod:`.cards`: cards and the card database; :mod:`.oracle`: the parser;
:mod:`.ability` and :mod:`.effects`: the values it makes; :mod:`.board`, :mod:`.board_files`, :mod:`.facts`,
:mod:`.spells`: boards and what they hold; :mod:`.errors`: the errors every command reports.
"""
