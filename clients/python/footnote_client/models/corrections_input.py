from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.corrections_input_corrections import CorrectionsInputCorrections





T = TypeVar("T", bound="CorrectionsInput")



@_attrs_define
class CorrectionsInput:
    """ The tenant's whole set of caption corrections, {"heard": "meant"}; {} removes them all.

        Attributes:
            corrections (CorrectionsInputCorrections):
     """

    corrections: CorrectionsInputCorrections





    def to_dict(self) -> dict[str, Any]:
        from ..models.corrections_input_corrections import CorrectionsInputCorrections # noqa: PLC0415
        corrections = self.corrections.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "corrections": corrections,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.corrections_input_corrections import CorrectionsInputCorrections # noqa: PLC0415
        d = dict(src_dict)
        corrections = CorrectionsInputCorrections.from_dict(d.pop("corrections"))




        corrections_input = cls(
            corrections=corrections,
        )

        return corrections_input

