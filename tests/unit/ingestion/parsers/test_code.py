from __future__ import annotations

import ast

from footnote.shared.ingestion.parsers.code import CodeParser, language_for
from tests.unit.ingestion.conftest import FIXTURES, parse_fixture


def test_python_units_have_exact_source() -> None:
    doc = parse_fixture("sample_module.py")
    source = (FIXTURES / "sample_module.py").read_text()
    assert doc.text == source and doc.language == "python" and doc.source_type == "code"
    units = {b.symbol: doc.block_text(b) for b in doc.blocks if b.kind == "code_unit"}
    assert list(units) == ["beats_to_seconds", "Metronome", "tick_forever", "asleep"]
    tree = ast.parse(source)
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            assert ast.get_source_segment(source, node) in units[node.name]
    assert units["Metronome"].startswith("# A class with a docstring")
    module = [doc.block_text(b) for b in doc.blocks if b.kind == "code"]
    assert module[0].startswith('"""A small module') and module[-1].startswith("if __name__")


def test_python_decorators_included() -> None:
    src = b"import x\n\n\n@dec(1)\n@other\ndef f():\n    return 1\n"
    doc = CodeParser().parse(src, name="d.py")
    unit = next(b for b in doc.blocks if b.kind == "code_unit")
    assert doc.block_text(unit) == "@dec(1)\n@other\ndef f():\n    return 1"


def test_python_syntax_error_falls_back_to_module_blocks() -> None:
    doc = CodeParser().parse(b"def broken(:\n    pass\n", name="bad.py")
    assert [b.kind for b in doc.blocks] == ["code"]


def test_typescript_braces_ignore_strings_and_comments() -> None:
    doc = parse_fixture("scheduler.ts")
    units = {b.symbol: doc.block_text(b) for b in doc.blocks if b.kind == "code_unit"}
    assert list(units) == ["Scheduler", "nextSession"]
    assert units["Scheduler"].startswith("// Schedules practice sessions.\nexport class Scheduler {")
    assert units["Scheduler"].endswith("}\n}") or units["Scheduler"].rstrip().endswith("}")
    assert "this.sessions.push(name);" in units["Scheduler"]
    assert units["nextSession"].rstrip().endswith("return undefined;\n}")


def test_go_and_rust_functions() -> None:
    go = b"package main\n\nfunc (s *Srv) Run(x int) error {\n\treturn nil\n}\n\nfunc main() {\n\tRun()\n}\n"
    doc = CodeParser().parse(go, name="main.go")
    assert [b.symbol for b in doc.blocks if b.kind == "code_unit"] == ["Run", "main"]
    rs = (
        b"use std::io;\n\npub fn read(n: usize) -> io::Result<()> {\n    Ok(())\n}\n\n"
        b"impl Foo {\n    fn a() {}\n}\n"
    )
    doc = CodeParser().parse(rs, name="lib.rs")
    assert [b.symbol for b in doc.blocks if b.kind == "code_unit"] == ["read", "Foo"]


def test_language_by_extension() -> None:
    assert language_for("a/b.TSX") == "typescript"
    assert language_for("Makefile") == "make"
    assert language_for("x.unknown") is None


def test_minified_code_is_module_level_only() -> None:
    line = "function a(){return 1}" + ";var x=function(b){return b+1}" * 3000
    doc = CodeParser().parse(line.encode(), name="app.min.js")
    assert [b.kind for b in doc.blocks] == ["code"]
    assert doc.block_text(doc.blocks[0]) == line
