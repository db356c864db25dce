"""The installed import names are unambiguous: Footnote installs as ``footnote.shared``,
``footnote.services`` and ``footnote.migrations`` (setup.py maps the folders), so another
distribution's top-level ``shared`` or ``services`` package installs beside it and both import.

Built for real: the wheel from this checkout, a fresh virtual environment, another package named
``shared`` installed into it first, then the wheel (``--no-deps``: the check is about names, not
the dependencies, which would take minutes to install)."""

import ast
import re
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
OLD_NAMES = re.compile(r"^(shared|services|migrations)(\.|$)")


def test_no_code_imports_the_folders_by_their_bare_names():
    """A bare ``import shared...`` would load a second copy of a module (the checkout's folder is
    on sys.path in tests) with its own error classes and caches; every import says ``footnote.``."""
    bad = []
    for folder in ("shared", "services", "migrations", "tests", "benchmarks", "scripts"):
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = [node.module] if isinstance(node, ast.ImportFrom) and node.module and not node.level else []
                names += [a.name for a in node.names] if isinstance(node, ast.Import) else []
                bad += [f"{path.relative_to(ROOT)}: {n}" for n in names if OLD_NAMES.match(n)]
    assert bad == []


def _run(*args: str | Path) -> None:
    done = subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr


def _wheel(project: Path, out: Path) -> Path:
    """The project's wheel, built by this environment's setuptools (the clean one has no `wheel`)."""
    _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", out, project)
    return max(out.glob("*.whl"), key=lambda p: p.stat().st_mtime)


def test_the_wheel_installs_beside_another_package_named_shared(tmp_path):
    wheel = _wheel(ROOT, tmp_path / "ours")
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
    top = {n.split("/")[0] for n in names}
    assert {t for t in top if not t.endswith(".dist-info")} == {"footnote"}, top
    ours = sorted(  # every file of the three folders that the installed service reads
        f"footnote/{f}" for f in subprocess.run(["git", "ls-files", "shared", "services", "migrations"], cwd=ROOT,
                                                capture_output=True, text=True, check=True).stdout.split()
    )
    assert [f for f in ours if f not in names] == []  # templates, static files, vocabularies, migrations

    other = tmp_path / "other"  # someone else's distribution with a top-level `shared`
    (other / "shared").mkdir(parents=True)
    (other / "shared" / "__init__.py").write_text("WHO = 'someone else'\n")
    (other / "pyproject.toml").write_text(
        '[build-system]\nrequires = ["setuptools"]\nbuild-backend = "setuptools.build_meta"\n'
        '[project]\nname = "someone-elses-shared"\nversion = "1.0"\n'
        '[tool.setuptools]\npackages = ["shared"]\n'
    )
    env_dir = tmp_path / "clean"
    venv.create(env_dir, with_pip=True)
    py = env_dir / "bin" / "python"
    pip = [str(py), "-m", "pip", "install", "-q", "--no-index", "--no-deps", "--no-build-isolation"]
    _run(*pip, _wheel(other, tmp_path / "theirs"))
    _run(*pip, wheel)
    probe = (
        "import shared, footnote.shared.errors as e, footnote.migrations as m;"
        "print(shared.WHO); print(e.__file__); print(m.__file__)"
    )
    done = subprocess.run([str(py), "-c", probe], capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    who, errors_at, migrations_at = done.stdout.splitlines()
    site = str(env_dir)
    assert who == "someone else"  # theirs is untouched...
    assert errors_at.startswith(site) and errors_at.endswith("footnote/shared/errors.py")  # ...and ours is ours
    assert migrations_at.startswith(site) and migrations_at.endswith("footnote/migrations/__init__.py")
    assert (env_dir / "bin" / "footnote").exists()  # the console script, pointing into footnote.services
    assert "footnote.services.cli.main" in (env_dir / "bin" / "footnote").read_text()
