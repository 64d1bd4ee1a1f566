"""manaplan.solver — the reasoning: the effective board, could-produce, the activation core and its CP-SAT models,
and the questions asked of them (pay, produce, cast, turn, deck).

Users of the library import :mod:`manaplan.api`; the layers inside are listed in the README's design section and
checked by the import contracts in ``pyproject.toml``.
"""
