"""manaplan's version: the one place it is written (``pyproject.toml`` reads it from here when the package is built),
so ``manaplan --version`` needs no look at the installed metadata."""

__all__ = ["__version__"]

__version__ = "0.1.0"
