import numpy as np

from footnote.shared.retrieval.cache import ProcessLRU, RetrievalCache, request_key
from footnote.shared.retrieval.types import SearchResult
from tests.unit.retrieval.helpers import make_hit


class DictRedis:
    def __init__(self):
        self.d = {}

    def get(self, k):
        return self.d.get(k)

    def set(self, k, v, ex=None):
        self.d[k] = v if isinstance(v, bytes) else v.encode()

    def scan_iter(self, match, count=None):
        prefix = match.rstrip("*")
        return [k for k in list(self.d) if k.startswith(prefix)]

    def delete(self, k):
        return 1 if self.d.pop(k, None) is not None else 0


class BrokenRedis:
    def get(self, k):
        raise ConnectionError("down")

    set = get


def test_key_changes_with_corpus_version_and_request():
    a = request_key(tenant_id="t", corpus_version=1, request={"q": "x"})
    assert a != request_key(tenant_id="t", corpus_version=2, request={"q": "x"})
    assert a != request_key(tenant_id="t", corpus_version=1, request={"q": "y"})
    assert a.startswith("footnote:ret:t:v1:")


def test_result_roundtrip_and_invalidate():
    cache = RetrievalCache(DictRedis(), retrieval_ttl_s=10, embedding_ttl_s=10)
    res = SearchResult(hits=(make_hit("a", tags=("x:y",), context=("b",), score=0.5),), retrieval_debug={"k": 1})
    key = request_key(tenant_id="t", corpus_version=0, request={})
    cache.put_result(key, res)
    back = cache.get_result(key)
    assert back == res
    assert cache.invalidate_tenant("t") == 1
    assert cache.get_result(key) is None


def test_embedding_roundtrip_and_fail_open():
    cache = RetrievalCache(DictRedis(), retrieval_ttl_s=10, embedding_ttl_s=10)
    v = np.array([0.5, -0.25], dtype=np.float32)
    cache.put_embedding("m", "q", v)
    assert np.array_equal(cache.get_embedding("m", "q"), v)
    broken = RetrievalCache(BrokenRedis(), retrieval_ttl_s=10, embedding_ttl_s=10)
    assert broken.get_embedding("m", "q") is None
    broken.put_embedding("m", "q", v)  # no raise
    assert broken.get_result("k") is None


def test_process_lru_evicts_the_least_recently_used():
    lru = ProcessLRU(maxsize=2)
    lru.put("a", 1)
    lru.put("b", 2)
    assert lru.get("a") == 1  # a is now the most recent
    lru.put("c", 3)
    assert lru.get("b") is None and lru.get("a") == 1 and lru.get("c") == 3
    lru.put("a", 10)
    assert lru.get("a") == 10
