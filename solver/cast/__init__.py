"""What can be cast now, and how."""
