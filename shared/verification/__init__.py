"""Entailment-grade verification of (claim, evidence) pairs: ``judge`` (pure checks),
``lexicon`` (the word lists they read). ``footnote.shared.generation.verify`` applies it to a job's
cited sentences; ``footnote verify`` and ``POST /v1/verify`` expose it to integrators."""
