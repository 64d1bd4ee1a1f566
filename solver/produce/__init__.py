"""What a board can make: the model and the answer."""
