"""The job kinds, by name."""

from shared.generation.kinds.base import JobContext, Kind, RetrievalRequest, Retrieve, Selection
from shared.generation.kinds.essay import EssayFeedback
from shared.generation.kinds.performance import PerformanceFeedback
from shared.generation.kinds.question import Question

KINDS: dict[str, Kind] = {k.name: k for k in (PerformanceFeedback(), EssayFeedback(), Question())}

__all__ = ["KINDS", "JobContext", "Kind", "RetrievalRequest", "Retrieve", "Selection"]
