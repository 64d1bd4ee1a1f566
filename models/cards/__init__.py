"""Cards: :mod:`.card` (a card as printed, the predefined tokens), :mod:`.store` (the SQLite card database, lookup
by name, which database is the default), :mod:`.importers` (a Scryfall or MTGJSON file as a database) and
:mod:`.build` (the database shipped in ``data/cards.sqlite``)."""
