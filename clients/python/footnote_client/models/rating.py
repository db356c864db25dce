from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rating_rating import RatingRating
from typing import cast






T = TypeVar("T", bound="Rating")



@_attrs_define
class Rating:
    """ A reader's rating of the answer (``PUT /v1/jobs/{id}/rating``).

        Attributes:
            comment (str):
            rated_at (str):
            rating (RatingRating):
            reason (None | str):
     """

    comment: str
    rated_at: str
    rating: RatingRating
    reason: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        comment = self.comment

        rated_at = self.rated_at

        rating = self.rating.value

        reason: None | str
        reason = self.reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "comment": comment,
            "rated_at": rated_at,
            "rating": rating,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        comment = d.pop("comment")

        rated_at = d.pop("rated_at")

        rating = RatingRating(d.pop("rating"))




        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))


        rating = cls(
            comment=comment,
            rated_at=rated_at,
            rating=rating,
            reason=reason,
        )


        rating.additional_properties = d
        return rating

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
