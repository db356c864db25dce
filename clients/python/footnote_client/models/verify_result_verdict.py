from enum import StrEnum

class VerifyResultVerdict(StrEnum):
    CONTRADICTED = "contradicted"
    PARTIAL = "partial"
    SUPPORTED = "supported"
    UNSUPPORTED = "unsupported"

    def __str__(self) -> str:
        return str(self.value)
