from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Scope")



@_attrs_define
class Scope:
    """ 
        Attributes:
            source_ids (list[str] | Unset):
            video (None | str | Unset):
     """

    source_ids: list[str] | Unset = UNSET
    video: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        source_ids: list[str] | Unset = UNSET
        if not isinstance(self.source_ids, Unset):
            source_ids = self.source_ids



        video: None | str | Unset
        if isinstance(self.video, Unset):
            video = UNSET
        else:
            video = self.video


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if source_ids is not UNSET:
            field_dict["source_ids"] = source_ids
        if video is not UNSET:
            field_dict["video"] = video

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source_ids = cast(list[str], d.pop("source_ids", UNSET))


        def _parse_video(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        video = _parse_video(d.pop("video", UNSET))


        scope = cls(
            source_ids=source_ids,
            video=video,
        )

        return scope

