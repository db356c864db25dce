"""Prose for the extractive generator, one module per job kind (pure: evidence in, text out).

``quotes`` picks what to quote and how to name a source; ``contrast`` spots an essay sentence
that its evidence disagrees with. Every sentence these modules write quotes the evidence it
cites, so each carries a verifiable citation.
"""
