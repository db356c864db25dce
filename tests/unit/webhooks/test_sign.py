from shared.webhooks.sign import delivery_id, sign_header, signature, verify

SECRET = "whsec_test"
BODY = b'{"id":"j1","status":"succeeded"}'


def test_signature_is_hmac_sha256_of_timestamp_dot_body():
    import hashlib
    import hmac

    expected = hmac.new(SECRET.encode(), b"1700000000." + BODY, hashlib.sha256).hexdigest()
    assert signature(SECRET, BODY, 1700000000) == expected
    assert sign_header(SECRET, BODY, 1700000000) == f"t=1700000000,v1={expected}"


def test_verify_accepts_the_signed_body_only():
    header = sign_header(SECRET, BODY, 1700000000)
    assert verify(SECRET, BODY, header, now=1700000010)
    assert not verify(SECRET, BODY + b" ", header, now=1700000010)
    assert not verify("whsec_other", BODY, header, now=1700000010)


def test_verify_rejects_stale_or_malformed_headers():
    header = sign_header(SECRET, BODY, 1700000000)
    assert not verify(SECRET, BODY, header, now=1700000000 + 301)
    for bad in ("", "t=abc,v1=00", "v1=00", "t=1700000000", "garbage"):
        assert not verify(SECRET, BODY, bad, now=1700000000)


def test_delivery_id_is_stable_per_event():
    assert delivery_id("j1", "succeeded") == delivery_id("j1", "succeeded") != delivery_id("j1", "failed")
