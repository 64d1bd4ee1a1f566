"""``manaplan deck``: random games of a deck, and for each spell the first turn its mana could be there.

- :mod:`.cards`: the deck read for games (simple lands, helpers, inert cards; the questions);
- :mod:`.shapes`: cost shapes and the Hall check;
- :mod:`.planner`: the per-game question behind the :class:`~.planner.Planner` interface, and its exact
  lands-only answer; :mod:`.helpers_planner` (with :mod:`.makers`): the exact answer with rocks, Signets, dorks,
  fetchlands and lands entering by a rule; :mod:`.turns_planner`: the several-turns engine for the rest, bounded;
- :mod:`.mulligan`: opening hands (Karsten 2022's London mulligan, or none);
- :mod:`.games`: batches of games with their own seeds, counted in tallies;
- :mod:`.executors`: where batches run (this process, a process pool, Dask);
- :mod:`.simulate`: the whole run; :mod:`.report`: the answers; :mod:`.karsten`: F. Karsten's 2022 table.
"""
