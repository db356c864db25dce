#!/usr/bin/env bash
# Create a virtual environment with CPU torch first, then Footnote. One script for every install:
#   scripts/install.sh dev     VENV  -- `make install` (editable, with the dev/test tools; CI runs it)
#   scripts/install.sh runtime VENV  -- the Dockerfile (the package itself, no dev tools)
# TORCH_INDEX_URL: where CPU torch comes from when it is not on the machine's own index
# (the Dockerfile sets https://download.pytorch.org/whl/cpu; a bare PyPI torch pulls CUDA).
set -euo pipefail
mode=${1:?dev or runtime}
venv=${2:-.venv}
py=${PY:-python3.11}
"$py" -m venv "$venv"
"$venv/bin/pip" install -q --upgrade pip
if [ -n "${TORCH_INDEX_URL:-}" ]; then
  "$venv/bin/pip" install -q torch==2.13.0 --index-url "$TORCH_INDEX_URL"
else
  "$venv/bin/pip" install -q torch==2.13.0  # CPU build first, so no CUDA wheels are pulled
fi
case "$mode" in
  dev) "$venv/bin/pip" install -q -e ".[dev]" ;;
  runtime) "$venv/bin/pip" install -q --no-cache-dir . ;;
  *) echo "mode must be dev or runtime, not $mode" >&2; exit 2 ;;
esac
