"""Paying a cost: the model, its solve, reasons for 'not payable', and the plan."""
