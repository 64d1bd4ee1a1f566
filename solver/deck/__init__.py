"""``manaplan deck``: random games of a deck, and for each spell the first turn its mana could be there.

- :mod:`.cards`: the deck read for games (simple lands, helpers, inert cards; the questions);
- :mod:`.shapes`: cost shapes and the Hall check;
- :mod:`.planner`: the per-game question behind the :class:`~.planner.Planner` interface, and its exact
  lands-only answer;
- :mod:`.mulligan`: opening hands (Karsten 2022's London mulligan, or none);
- :mod:`.games`: batches of games with their own seeds, counted in tallies;
- :mod:`.executors`: where batches run (this process, a process pool, Dask);
- :mod:`.simulate`: the whole run; :mod:`.report`: the answers; :mod:`.karsten`: F. Karsten's 2022 table.
"""
