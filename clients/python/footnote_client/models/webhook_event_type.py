from enum import StrEnum

class WebhookEventType(StrEnum):
    JOB_CANCELLED = "job.cancelled"
    JOB_FAILED = "job.failed"
    JOB_SUCCEEDED = "job.succeeded"

    def __str__(self) -> str:
        return str(self.value)
