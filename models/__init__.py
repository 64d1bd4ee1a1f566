"""manaplan.models — the vocabulary: mana, costs, cards, abilities, boards, and the oracle parser.

Pure data and parsing; nothing here solves anything (that is :mod:`manaplan.solver`).
"""
