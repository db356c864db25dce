from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.corrections_corrections import CorrectionsCorrections





T = TypeVar("T", bound="Corrections")



@_attrs_define
class Corrections:
    """ A tenant's own caption corrections ({"heard": "meant"}) and the packaged dictionary's size.

        Attributes:
            corrections (CorrectionsCorrections):
            packaged (int):
     """

    corrections: CorrectionsCorrections
    packaged: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.corrections_corrections import CorrectionsCorrections # noqa: PLC0415
        corrections = self.corrections.to_dict()

        packaged = self.packaged


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "corrections": corrections,
            "packaged": packaged,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.corrections_corrections import CorrectionsCorrections # noqa: PLC0415
        d = dict(src_dict)
        corrections = CorrectionsCorrections.from_dict(d.pop("corrections"))




        packaged = d.pop("packaged")

        corrections = cls(
            corrections=corrections,
            packaged=packaged,
        )


        corrections.additional_properties = d
        return corrections

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
