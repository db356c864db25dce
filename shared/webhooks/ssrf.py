"""SSRF guard: a webhook URL must resolve only to public addresses.

Private, loopback, link-local (cloud metadata lives at 169.254.169.254), carrier-grade NAT,
multicast, reserved and unspecified addresses are refused unless ``webhook_allowlist`` names the
host or a network containing the address (tests allow 127.0.0.1). Checked at submission and
again at each delivery, because DNS can change in between (rebinding); the delivery then
connects to an address that was just checked (``pin``), so a second DNS answer cannot send it
elsewhere. ``classify`` and ``pin`` are pure.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Callable, Iterable
from urllib.parse import urlsplit, urlunsplit

from footnote.shared.errors import UnsafeURL

_METADATA = {ipaddress.ip_address("169.254.169.254"), ipaddress.ip_address("fd00:ec2::254")}
_CGNAT = ipaddress.ip_network("100.64.0.0/10")

Resolver = Callable[[str, int], list[str]]


def classify(ip: str) -> str | None:
    """Why this address is not a public one (None when it is)."""
    addr = ipaddress.ip_address(ip)
    if isinstance(addr, ipaddress.IPv6Address) and addr.ipv4_mapped is not None:
        addr = addr.ipv4_mapped
    if addr in _METADATA:
        return "cloud metadata address"
    if addr.is_loopback:
        return "loopback address"
    if addr.is_link_local:
        return "link-local address"
    if addr.is_unspecified:
        return "unspecified address"
    if addr.is_multicast:
        return "multicast address"
    if isinstance(addr, ipaddress.IPv4Address) and addr in _CGNAT:
        return "carrier-grade NAT address"
    if addr.is_private:
        return "private address"
    if addr.is_reserved or not addr.is_global:
        return "reserved address"
    return None


def allowed(host: str, ip: str, allowlist: Iterable[str]) -> bool:
    addr = ipaddress.ip_address(ip)
    for entry in allowlist:
        entry = entry.strip()
        if not entry:
            continue
        if entry.lower() == host.lower():
            return True
        try:
            if addr in ipaddress.ip_network(entry, strict=False):
                return True
        except ValueError:
            continue
    return False


def system_resolver(host: str, port: int) -> list[str]:
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError) as err:
        raise UnsafeURL(f"webhook host {host!r} does not resolve ({err})") from None
    return sorted({str(info[4][0]) for info in infos})


def parse_webhook_url(url: str) -> tuple[str, str, int]:
    """(scheme, host, port) of an http(s) URL without credentials; UnsafeURL otherwise."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as err:
        raise UnsafeURL(f"webhook_url {url!r} is not a valid URL ({err})") from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise UnsafeURL(f"webhook_url {url!r} must be an http(s) URL with a host")
    if parts.username or parts.password:
        raise UnsafeURL("webhook_url must not carry credentials; the payload is signed instead")
    return parts.scheme, parts.hostname, port or (443 if parts.scheme == "https" else 80)


def check_url(url: str, *, allowlist: Iterable[str], resolver: Resolver = system_resolver) -> list[str]:
    """Resolve the URL's host and refuse it unless every address is public or allow-listed."""
    allowlist = list(allowlist)
    _, host, port = parse_webhook_url(url)
    ips = resolver(host, port)
    if not ips:
        raise UnsafeURL(f"webhook host {host!r} does not resolve")
    for ip in ips:
        reason = classify(ip)
        if reason and not allowed(host, ip, allowlist):
            raise UnsafeURL(
                f"webhook_url host {host!r} resolves to {ip}, a {reason}; refused "
                "(add it to FOOTNOTE_WEBHOOK_ALLOWLIST if this is intended)"
            )
    return ips


def pin(url: str, ip: str) -> tuple[str, str, str]:
    """The URL with its host replaced by the vetted ``ip``, the ``Host`` header to send, and the
    host name for TLS (SNI and certificate check): ``(pinned_url, host_header, server_name)``."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    address = f"[{ip}]" if ":" in ip else ip
    netloc = f"{address}:{parts.port}" if parts.port else address
    host_header = parts.netloc.rsplit("@", 1)[-1]
    return urlunsplit((parts.scheme, netloc, parts.path or "/", parts.query, "")), host_header, host
