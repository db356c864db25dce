from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rating_input_rating import RatingInputRating
from ..models.rating_input_reason_type_0 import RatingInputReasonType0
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RatingInput")



@_attrs_define
class RatingInput:
    """ Thumbs up or down on a finished answer, with what was wrong (or right) about it.

        Attributes:
            rating (RatingInputRating):
            comment (str | Unset): the reader's own words Default: ''.
            reason (None | RatingInputReasonType0 | Unset):
     """

    rating: RatingInputRating
    comment: str | Unset = ''
    reason: None | RatingInputReasonType0 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        rating = self.rating.value

        comment = self.comment

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        elif isinstance(self.reason, RatingInputReasonType0):
            reason = self.reason.value
        else:
            reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rating": rating,
        })
        if comment is not UNSET:
            field_dict["comment"] = comment
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rating = RatingInputRating(d.pop("rating"))




        comment = d.pop("comment", UNSET)

        def _parse_reason(data: object) -> None | RatingInputReasonType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_0 = RatingInputReasonType0(data)



                return reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RatingInputReasonType0 | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))


        rating_input = cls(
            rating=rating,
            comment=comment,
            reason=reason,
        )

        return rating_input

