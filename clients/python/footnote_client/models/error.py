from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.error_body import ErrorBody





T = TypeVar("T", bound="Error")



@_attrs_define
class Error:
    """ RFC 9457 problem details (``application/problem+json``) plus Footnote's ``code`` and
    ``field``; ``error`` repeats them in the earlier shape (deprecated).

        Attributes:
            code (str):
            detail (str):
            error (ErrorBody):
            status (int):
            title (str):
            type_ (str):
            field (None | str | Unset):
            instance (None | str | Unset):
     """

    code: str
    detail: str
    error: ErrorBody
    status: int
    title: str
    type_: str
    field: None | str | Unset = UNSET
    instance: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.error_body import ErrorBody # noqa: PLC0415
        code = self.code

        detail = self.detail

        error = self.error.to_dict()

        status = self.status

        title = self.title

        type_ = self.type_

        field: None | str | Unset
        if isinstance(self.field, Unset):
            field = UNSET
        else:
            field = self.field

        instance: None | str | Unset
        if isinstance(self.instance, Unset):
            instance = UNSET
        else:
            instance = self.instance


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "detail": detail,
            "error": error,
            "status": status,
            "title": title,
            "type": type_,
        })
        if field is not UNSET:
            field_dict["field"] = field
        if instance is not UNSET:
            field_dict["instance"] = instance

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_body import ErrorBody # noqa: PLC0415
        d = dict(src_dict)
        code = d.pop("code")

        detail = d.pop("detail")

        error = ErrorBody.from_dict(d.pop("error"))




        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        def _parse_field(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        field = _parse_field(d.pop("field", UNSET))


        def _parse_instance(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        instance = _parse_instance(d.pop("instance", UNSET))


        error = cls(
            code=code,
            detail=detail,
            error=error,
            status=status,
            title=title,
            type_=type_,
            field=field,
            instance=instance,
        )


        error.additional_properties = d
        return error

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
