"""The shape of the code, for a checkout: the largest modules and functions, imports inside functions, private names
taken from other modules, and the import cycles among the package's modules (imports inside functions counted).

Usage::

    python benchmarks/code_shape.py [CHECKOUT ...]

Each CHECKOUT is a directory holding ``models/``, ``solver/``, ``cli/`` and ``api/`` (default: this repository); with two or
more, the figures are printed side by side (before and after a change). Nothing is imported or run: the files are
read with :mod:`ast`.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

FOLDERS = ("models", "solver", "cli", "api")
TOP = 12


class _Reader(ast.NodeVisitor):
    """Functions with their sizes, imports (module, names, inside a function?), per file."""

    def __init__(self, module: str, is_package: bool) -> None:
        self.module, self.is_package = module, is_package
        self.depth = 0
        self.functions: list[tuple[int, str]] = []
        self.imports: list[tuple[str, tuple[str, ...], bool]] = []

    def _function(self, node) -> None:
        self.functions.append((node.end_lineno - node.lineno + 1, node.name))
        self.depth += 1
        self.generic_visit(node)
        self.depth -= 1

    visit_FunctionDef = visit_AsyncFunctionDef = _function

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self.imports.append((alias.name, (), self.depth > 0))

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = self.module.split(".")
        if node.level:
            base = base[: len(base) - node.level + (1 if self.is_package else 0)]
            target = ".".join(base + ([node.module] if node.module else []))
        else:
            target = node.module or ""
        self.imports.append((target, tuple(a.name for a in node.names), self.depth > 0))


def read(checkout: Path) -> dict:
    """The figures of one checkout."""
    modules: dict[str, _Reader] = {}
    sizes: dict[str, int] = {}
    for folder in FOLDERS:
        for path in sorted((checkout / folder).rglob("*.py")) if (checkout / folder).is_dir() else ():
            rel = path.relative_to(checkout)
            parts = list(rel.with_suffix("").parts)
            is_package = parts[-1] == "__init__"
            if is_package:
                parts = parts[:-1]
            name = "manaplan." + ".".join(parts)
            reader = _Reader(name, is_package)
            source = path.read_text()
            reader.visit(ast.parse(source))
            modules[name] = reader
            sizes[str(rel)] = len(source.splitlines())
    inside = sum(1 for r in modules.values() for _, _, inner in r.imports if inner)
    private = 0
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, r in modules.items():
        for target, names, _ in r.imports:
            if not target.startswith("manaplan."):
                continue
            for n in names or ("",):
                sub = f"{target}.{n}"
                dest = sub if sub in modules else target if target in modules else None
                if dest is None:
                    continue
                if dest != name:
                    graph[name].add(dest)
                if n.startswith("_") and not n.startswith("__") and dest != name:
                    private += 1
    functions = sorted(((n, f"{m.removeprefix('manaplan.')}.{f}") for m, r in modules.items()
                        for n, f in r.functions), reverse=True)
    return {"lines": sum(sizes.values()), "modules": sorted(((n, p) for p, n in sizes.items()), reverse=True),
            "functions": functions, "inside": inside, "private": private, "cycles": _cycles(graph)}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(c.removeprefix("manaplan.") for c in comp))

    sys.setrecursionlimit(10_000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(out)


def main(argv: list[str]) -> int:
    checkouts = [Path(a) for a in argv] or [Path(__file__).resolve().parent.parent]
    figures = [read(c) for c in checkouts]
    for checkout, f in zip(checkouts, figures):
        print(f"== {checkout}: {f['lines']:,} lines in {', '.join(d + '/' for d in FOLDERS)}")
        print(f"  imports inside functions: {f['inside']}; private names imported from another module: "
              f"{f['private']}; functions over 100 lines: {sum(1 for n, _ in f['functions'] if n > 100)}")
        print(f"  import cycles ({len(f['cycles'])}):")
        for cycle in f["cycles"]:
            print("    " + " <-> ".join(cycle))
        print("  largest modules: " + ", ".join(f"{p} {n}" for n, p in f["modules"][:TOP]))
        print("  largest functions: " + ", ".join(f"{p} {n}" for n, p in f["functions"][:TOP]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
