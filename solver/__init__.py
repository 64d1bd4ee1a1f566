"""manaplan.solver — the reasoning: the ability graph, could-produce, and the CP-SAT payment models."""
