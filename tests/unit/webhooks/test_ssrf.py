import pytest

from footnote.shared.errors import UnsafeURL
from footnote.shared.webhooks.ssrf import allowed, check_url, classify


@pytest.mark.parametrize(
    ("ip", "reason"),
    [
        ("127.0.0.1", "loopback address"),
        ("::1", "loopback address"),
        ("10.1.2.3", "private address"),
        ("172.16.0.1", "private address"),
        ("192.168.1.1", "private address"),
        ("169.254.169.254", "cloud metadata address"),
        ("169.254.1.1", "link-local address"),
        ("fe80::1", "link-local address"),
        ("100.64.0.1", "carrier-grade NAT address"),
        ("0.0.0.0", "unspecified address"),
        ("224.0.0.1", "multicast address"),
        ("::ffff:127.0.0.1", "loopback address"),
        ("fd00::1", "private address"),
        ("93.184.216.34", None),
        ("2606:4700::1111", None),
    ],
)
def test_classify(ip, reason):
    assert classify(ip) == reason


def resolver(mapping):
    return lambda host, port: mapping[host]


def test_public_host_passes_and_private_is_refused():
    r = resolver({"example.com": ["93.184.216.34"], "evil.example": ["93.184.216.34", "10.0.0.1"]})
    assert check_url("https://example.com/hook", allowlist=[], resolver=r) == ["93.184.216.34"]
    with pytest.raises(UnsafeURL, match="10.0.0.1"):
        check_url("https://evil.example/hook", allowlist=[], resolver=r)


def test_allowlist_by_host_or_network():
    r = resolver({"127.0.0.1": ["127.0.0.1"], "hooks.internal": ["10.2.3.4"]})
    check_url("http://127.0.0.1:9000/x", allowlist=["127.0.0.1"], resolver=r)
    check_url("http://hooks.internal/x", allowlist=["10.0.0.0/8"], resolver=r)
    check_url("http://hooks.internal/x", allowlist=["hooks.internal"], resolver=r)
    with pytest.raises(UnsafeURL):
        check_url("http://hooks.internal/x", allowlist=["192.168.0.0/16", "not-a-net"], resolver=r)
    assert not allowed("a", "10.0.0.1", ["", " "])


def test_dns_rebinding_is_caught_by_the_second_check():
    answers = iter([["93.184.216.34"], ["169.254.169.254"]])
    r = lambda host, port: next(answers)  # noqa: E731
    check_url("http://rebind.example/x", allowlist=[], resolver=r)  # at submission
    with pytest.raises(UnsafeURL, match="metadata"):
        check_url("http://rebind.example/x", allowlist=[], resolver=r)  # at delivery


@pytest.mark.parametrize("url", ["ftp://example.com/x", "file:///etc/passwd", "http:///nohost",
                                 "http://u:p@example.com/x", "http://example.com:99999/x", "not a url"])
def test_malformed_or_credentialed_urls_are_refused(url):
    with pytest.raises(UnsafeURL):
        check_url(url, allowlist=[], resolver=resolver({"example.com": ["93.184.216.34"]}))


def test_pin_puts_the_checked_address_in_the_url_and_keeps_the_name_for_host_and_tls():
    from footnote.shared.webhooks.ssrf import pin

    assert pin("https://hooks.example.com/a/b?x=1", "93.184.216.34") == (
        "https://93.184.216.34/a/b?x=1", "hooks.example.com", "hooks.example.com"
    )
    assert pin("http://Hooks.Example.com:8080", "2606:2800:220:1::1") == (
        "http://[2606:2800:220:1::1]:8080/", "Hooks.Example.com:8080", "hooks.example.com"
    )
