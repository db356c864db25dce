from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.verify_result_verdict import VerifyResultVerdict
from typing import cast

if TYPE_CHECKING:
  from ..models.verify_result_scores import VerifyResultScores





T = TypeVar("T", bound="VerifyResult")



@_attrs_define
class VerifyResult:
    """ 
        Attributes:
            id (int | None | str):
            reason (str):
            scores (VerifyResultScores):
            verdict (VerifyResultVerdict):
     """

    id: int | None | str
    reason: str
    scores: VerifyResultScores
    verdict: VerifyResultVerdict
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.verify_result_scores import VerifyResultScores # noqa: PLC0415
        id: int | None | str
        id = self.id

        reason = self.reason

        scores = self.scores.to_dict()

        verdict = self.verdict.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "reason": reason,
            "scores": scores,
            "verdict": verdict,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.verify_result_scores import VerifyResultScores # noqa: PLC0415
        d = dict(src_dict)
        def _parse_id(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        id = _parse_id(d.pop("id"))


        reason = d.pop("reason")

        scores = VerifyResultScores.from_dict(d.pop("scores"))




        verdict = VerifyResultVerdict(d.pop("verdict"))




        verify_result = cls(
            id=id,
            reason=reason,
            scores=scores,
            verdict=verdict,
        )


        verify_result.additional_properties = d
        return verify_result

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
