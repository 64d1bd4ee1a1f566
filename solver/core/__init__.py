"""The activation core shared by pay and produce: groups, uses, CP-SAT loading, lexicographic solves, loops."""
