"""manaplan.cli — the click commands; they read input, call the solver and print. No rules logic."""
