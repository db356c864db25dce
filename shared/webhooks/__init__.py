"""Webhooks: signing (pure), the SSRF guard, delivery over HTTP and its recorded attempts."""
