"""The feedback cache key: another release never serves this one's results."""

from footnote.shared.generation import produce


def _key() -> str:
    return produce.cache_key(tenant_id="t", kind="question", payload={"question": "q"}, version=3, generator="g:m")


def test_the_key_names_the_code_that_computed_the_result(monkeypatch):
    before = _key()
    assert produce.code_digest() in before and len(produce.code_digest()) == 12
    monkeypatch.setattr(produce, "code_digest", lambda: "0123456789ab")  # an upgrade changed the code
    assert _key() != before and "0123456789ab" in _key()
