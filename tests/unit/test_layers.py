"""The domain library's packages form layers: no package imports one that imports it back
(directly or round a loop), and nothing in ``shared`` imports ``services``."""

import ast
from pathlib import Path

SHARED = Path(__file__).resolve().parents[2] / "shared"


def _edges() -> dict[str, set[str]]:
    edges: dict[str, set[str]] = {}
    for path in SHARED.rglob("*.py"):
        rel = path.relative_to(SHARED).with_suffix("").parts
        package = rel[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [node.module] if isinstance(node, ast.ImportFrom) and node.module and not node.level else []
            names += [a.name for a in node.names] if isinstance(node, ast.Import) else []
            for name in names:
                assert not name.startswith(("services", "footnote.services")), f"{path} imports {name}"
                assert not name.startswith("shared"), f"{path} imports {name}: the import name is footnote.shared"
                if name.startswith("footnote.shared.") and name.split(".")[2] != package:
                    edges.setdefault(package, set()).add(name.split(".")[2])
    return edges


def test_packages_have_no_cycles():
    edges = _edges()
    state: dict[str, int] = {}
    loops: list[list[str]] = []

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                loops.append([*path[path.index(nxt):], nxt])
            elif nxt not in state:
                visit(nxt, [*path, nxt])
        state[node] = 2

    for package in sorted(edges):
        if package not in state:
            visit(package, [package])
    assert loops == []


def test_retrieval_sits_below_generation_ingestion_and_evaluation():
    assert not _edges().get("retrieval", set()) & {"generation", "ingestion", "evaluation", "jobs", "verification"}
