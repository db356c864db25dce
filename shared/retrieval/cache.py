"""Redis caches for retrieval: query embeddings and whole search results (both with a TTL).

Keys::

    footnote:qemb:<model_key>:<sha256(query)>                         -> float32 bytes
    footnote:ret:<tenant_id>:v<corpus_version>:<sha256(request)>      -> SearchResult JSON

The retrieval key carries ``tenants.corpus_version``, which every ingest or delete bumps in
its own transaction, so a change to a tenant's corpus makes its old entries unreachable at
once (they expire by TTL); ``invalidate_tenant`` also deletes them eagerly. Caches fail open:
a Redis error is logged and the search runs uncached.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import threading
from typing import Any

import numpy as np

from footnote.shared.retrieval.types import Hit, SearchResult

log = logging.getLogger(__name__)

PREFIX = "footnote"


def _sha(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()


def request_key(*, tenant_id: str, corpus_version: int, request: dict[str, Any]) -> str:
    body = json.dumps(request, sort_keys=True, default=str)
    return f"{PREFIX}:ret:{tenant_id}:v{corpus_version}:{_sha(body)}"


def hit_from_dict(d: dict[str, Any]) -> Hit:
    return Hit.from_dict(d)


def result_from_dict(d: dict[str, Any]) -> SearchResult:
    return SearchResult(
        hits=tuple(hit_from_dict(h) for h in d["hits"]),
        retrieval_debug=d["retrieval_debug"],
        context_hits=tuple(hit_from_dict(h) for h in d.get("context", ())),
    )


class RetrievalCache:
    def __init__(self, redis: Any, *, retrieval_ttl_s: int, embedding_ttl_s: int) -> None:
        self.redis = redis
        self.retrieval_ttl_s = retrieval_ttl_s
        self.embedding_ttl_s = embedding_ttl_s

    # --- query embeddings ---------------------------------------------------------------
    def get_embedding(self, model_key: str, query: str) -> np.ndarray | None:
        try:
            raw = self.redis.get(f"{PREFIX}:qemb:{model_key}:{_sha(query)}")
        except Exception as err:  # noqa: BLE001 - fail open on any Redis error
            log.warning("query embedding cache unavailable: %s", err)
            return None
        return None if raw is None else np.frombuffer(raw, dtype=np.float32).copy()

    def put_embedding(self, model_key: str, query: str, vector: np.ndarray) -> None:
        try:
            self.redis.set(
                f"{PREFIX}:qemb:{model_key}:{_sha(query)}",
                np.asarray(vector, dtype=np.float32).tobytes(),
                ex=self.embedding_ttl_s,
            )
        except Exception as err:  # noqa: BLE001
            log.warning("query embedding cache unavailable: %s", err)

    # --- search results ------------------------------------------------------------------
    def get_result(self, key: str) -> SearchResult | None:
        try:
            raw = self.redis.get(key)
        except Exception as err:  # noqa: BLE001
            log.warning("retrieval cache unavailable: %s", err)
            return None
        return None if raw is None else result_from_dict(json.loads(raw))

    def put_result(self, key: str, result: SearchResult) -> None:
        try:
            self.redis.set(key, json.dumps(result.to_dict(), default=str), ex=self.retrieval_ttl_s)
        except Exception as err:  # noqa: BLE001
            log.warning("retrieval cache unavailable: %s", err)

    def invalidate_tenant(self, tenant_id: str) -> int:
        """Delete every cached result of a tenant (the version in the key already hides them)."""
        n = 0
        try:
            for key in self.redis.scan_iter(match=f"{PREFIX}:ret:{tenant_id}:*", count=500):
                n += int(self.redis.delete(key))
        except Exception as err:  # noqa: BLE001
            log.warning("retrieval cache unavailable: %s", err)
        return n


class ProcessLRU:
    """A small in-process LRU (thread-safe; a forked child starts with a fresh lock). For values
    keyed by ``corpus_version`` such as the filtered-row counts of ``search``: a corpus change
    makes old keys unreachable, so nothing needs invalidating."""

    def __init__(self, maxsize: int = 4096) -> None:
        from collections import OrderedDict

        self.maxsize = maxsize
        self._data: OrderedDict[Any, Any] = OrderedDict()
        self._lock = threading.Lock()
        os.register_at_fork(after_in_child=self._reset_lock)

    def _reset_lock(self) -> None:
        self._lock = threading.Lock()

    def get(self, key: Any) -> Any:
        with self._lock:
            value = self._data.get(key)
            if value is not None:
                self._data.move_to_end(key)
            return value

    def put(self, key: Any, value: Any) -> None:
        with self._lock:
            self._data[key] = value
            self._data.move_to_end(key)
            while len(self._data) > self.maxsize:
                self._data.popitem(last=False)
