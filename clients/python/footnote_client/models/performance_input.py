from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.performance_input_scores import PerformanceInputScores





T = TypeVar("T", bound="PerformanceInput")



@_attrs_define
class PerformanceInput:
    """ A performance scored per dimension (0..1); weak dimensions become what to improve.

        Attributes:
            composer (str):
            piece (str):
            scores (PerformanceInputScores): dimension -> score in 0..1 (the table's keys)
            performer (str | Unset):  Default: ''.
            top_k (int | None | Unset):
     """

    composer: str
    piece: str
    scores: PerformanceInputScores
    performer: str | Unset = ''
    top_k: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.performance_input_scores import PerformanceInputScores # noqa: PLC0415
        composer = self.composer

        piece = self.piece

        scores = self.scores.to_dict()

        performer = self.performer

        top_k: int | None | Unset
        if isinstance(self.top_k, Unset):
            top_k = UNSET
        else:
            top_k = self.top_k


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "composer": composer,
            "piece": piece,
            "scores": scores,
        })
        if performer is not UNSET:
            field_dict["performer"] = performer
        if top_k is not UNSET:
            field_dict["top_k"] = top_k

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.performance_input_scores import PerformanceInputScores # noqa: PLC0415
        d = dict(src_dict)
        composer = d.pop("composer")

        piece = d.pop("piece")

        scores = PerformanceInputScores.from_dict(d.pop("scores"))




        performer = d.pop("performer", UNSET)

        def _parse_top_k(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        top_k = _parse_top_k(d.pop("top_k", UNSET))


        performance_input = cls(
            composer=composer,
            piece=piece,
            scores=scores,
            performer=performer,
            top_k=top_k,
        )

        return performance_input

