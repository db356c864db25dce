from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.scope import Scope





T = TypeVar("T", bound="QuestionInput")



@_attrs_define
class QuestionInput:
    """ A question about the tenant's sources, optionally limited to some of them.

        Attributes:
            question (str):
            scope (None | Scope | Unset):
            top_k (int | None | Unset):
     """

    question: str
    scope: None | Scope | Unset = UNSET
    top_k: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.scope import Scope # noqa: PLC0415
        question = self.question

        scope: dict[str, Any] | None | Unset
        if isinstance(self.scope, Unset):
            scope = UNSET
        elif isinstance(self.scope, Scope):
            scope = self.scope.to_dict()
        else:
            scope = self.scope

        top_k: int | None | Unset
        if isinstance(self.top_k, Unset):
            top_k = UNSET
        else:
            top_k = self.top_k


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "question": question,
        })
        if scope is not UNSET:
            field_dict["scope"] = scope
        if top_k is not UNSET:
            field_dict["top_k"] = top_k

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.scope import Scope # noqa: PLC0415
        d = dict(src_dict)
        question = d.pop("question")

        def _parse_scope(data: object) -> None | Scope | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                scope_type_0 = Scope.from_dict(data)



                return scope_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Scope | Unset, data)

        scope = _parse_scope(d.pop("scope", UNSET))


        def _parse_top_k(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        top_k = _parse_top_k(d.pop("top_k", UNSET))


        question_input = cls(
            question=question,
            scope=scope,
            top_k=top_k,
        )

        return question_input

