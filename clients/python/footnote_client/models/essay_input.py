from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EssayInput")



@_attrs_define
class EssayInput:
    """ A student's essay (paragraphs separated by blank lines), with its prompt and rubric.

        Attributes:
            essay (str):
            prompt (str | Unset):  Default: ''.
            rubric (str | Unset):  Default: ''.
            top_k (int | None | Unset):
     """

    essay: str
    prompt: str | Unset = ''
    rubric: str | Unset = ''
    top_k: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        essay = self.essay

        prompt = self.prompt

        rubric = self.rubric

        top_k: int | None | Unset
        if isinstance(self.top_k, Unset):
            top_k = UNSET
        else:
            top_k = self.top_k


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "essay": essay,
        })
        if prompt is not UNSET:
            field_dict["prompt"] = prompt
        if rubric is not UNSET:
            field_dict["rubric"] = rubric
        if top_k is not UNSET:
            field_dict["top_k"] = top_k

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        essay = d.pop("essay")

        prompt = d.pop("prompt", UNSET)

        rubric = d.pop("rubric", UNSET)

        def _parse_top_k(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        top_k = _parse_top_k(d.pop("top_k", UNSET))


        essay_input = cls(
            essay=essay,
            prompt=prompt,
            rubric=rubric,
            top_k=top_k,
        )

        return essay_input

