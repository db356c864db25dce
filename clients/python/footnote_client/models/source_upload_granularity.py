from enum import StrEnum

class SourceUploadGranularity(StrEnum):
    AUTO = "auto"
    BOTH = "both"
    PASSAGE = "passage"
    SENTENCE = "sentence"

    def __str__(self) -> str:
        return str(self.value)
