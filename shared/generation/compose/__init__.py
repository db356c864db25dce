"""Prose for the extractive generator, one module per job kind (pure: evidence in, text out).

``quotes`` picks what to quote and how to name a source; whether an essay sentence agrees with
or is contradicted by its evidence is the verifier's call (``footnote.shared.verification``). Every
sentence these modules write quotes the evidence it cites, so each carries a verifiable citation.
"""
