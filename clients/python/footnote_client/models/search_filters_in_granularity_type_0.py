from enum import StrEnum

class SearchFiltersInGranularityType0(StrEnum):
    PASSAGE = "passage"
    SENTENCE = "sentence"

    def __str__(self) -> str:
        return str(self.value)
