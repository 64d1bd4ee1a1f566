"""Rules the effective board applies: could produce (CR 106.7), what an activation adds, conditions, spending."""
