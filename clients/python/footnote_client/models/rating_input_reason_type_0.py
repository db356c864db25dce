from enum import StrEnum

class RatingInputReasonType0(StrEnum):
    MISSING_SOURCE = "missing_source"
    NOT_HELPFUL = "not_helpful"
    OTHER = "other"
    UNSUPPORTED = "unsupported"
    WRONG_PLACE = "wrong_place"
    WRONG_QUOTE = "wrong_quote"

    def __str__(self) -> str:
        return str(self.value)
