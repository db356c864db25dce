from enum import StrEnum

class ListJobsKind(StrEnum):
    ESSAY_FEEDBACK = "essay_feedback"
    EVALUATE_LIBRARY = "evaluate_library"
    INGEST_SOURCE = "ingest_source"
    PERFORMANCE_FEEDBACK = "performance_feedback"
    QUESTION = "question"

    def __str__(self) -> str:
        return str(self.value)
