"""Cards and the card database: the Card value, the SQLite store, importers, the build of the shipped database."""
