from enum import StrEnum

class EssayFeedbackJobPriority(StrEnum):
    BATCH = "batch"
    REALTIME = "realtime"

    def __str__(self) -> str:
        return str(self.value)
