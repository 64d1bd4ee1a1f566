"""The oracle parser: card text becomes ability and effect values, one direction, a table of small forms."""
