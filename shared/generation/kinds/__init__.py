"""The generation job kinds' domain logic; each module registers its ``JobKind``
(``footnote.shared.jobs.kinds``), which is where kinds are looked up by name."""

from footnote.shared.generation.kinds.base import JobContext, Kind, RetrievalRequest, Retrieve, Selection

__all__ = ["JobContext", "Kind", "RetrievalRequest", "Retrieve", "Selection"]
