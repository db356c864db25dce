from enum import StrEnum

class EvaluateLibraryJobPriority(StrEnum):
    BATCH = "batch"
    REALTIME = "realtime"

    def __str__(self) -> str:
        return str(self.value)
