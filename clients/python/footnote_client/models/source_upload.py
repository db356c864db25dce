from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field
import json
from .. import types

from ..types import UNSET, Unset

from ..models.source_upload_granularity import SourceUploadGranularity
from ..types import File, FileTypes
from ..types import UNSET, Unset
from io import BytesIO
from typing import cast






T = TypeVar("T", bound="SourceUpload")



@_attrs_define
class SourceUpload:
    """ ``POST /v1/sources`` as ``multipart/form-data``: the file, a recording's companions, and the JSON body's fields
    (less text and name) as form fields.

        Attributes:
            file (File):
            author (None | str | Unset):
            code (File | Unset): with an audio or video file: a source file or a .zip
            granularity (SourceUploadGranularity | Unset):  Default: SourceUploadGranularity.AUTO.
            slide_deck (File | Unset): with an audio or video file: its slides as a PDF
            source_type (None | str | Unset):
            title (None | str | Unset):
            url (None | str | Unset):
            webhook_url (None | str | Unset):
     """

    file: File
    author: None | str | Unset = UNSET
    code: File | Unset = UNSET
    granularity: SourceUploadGranularity | Unset = SourceUploadGranularity.AUTO
    slide_deck: File | Unset = UNSET
    source_type: None | str | Unset = UNSET
    title: None | str | Unset = UNSET
    url: None | str | Unset = UNSET
    webhook_url: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        file = self.file.to_tuple()


        author: None | str | Unset
        if isinstance(self.author, Unset):
            author = UNSET
        else:
            author = self.author

        code: FileTypes | Unset = UNSET
        if not isinstance(self.code, Unset):
            code = self.code.to_tuple()


        granularity: str | Unset = UNSET
        if not isinstance(self.granularity, Unset):
            granularity = self.granularity.value


        slide_deck: FileTypes | Unset = UNSET
        if not isinstance(self.slide_deck, Unset):
            slide_deck = self.slide_deck.to_tuple()


        source_type: None | str | Unset
        if isinstance(self.source_type, Unset):
            source_type = UNSET
        else:
            source_type = self.source_type

        title: None | str | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        else:
            title = self.title

        url: None | str | Unset
        if isinstance(self.url, Unset):
            url = UNSET
        else:
            url = self.url

        webhook_url: None | str | Unset
        if isinstance(self.webhook_url, Unset):
            webhook_url = UNSET
        else:
            webhook_url = self.webhook_url


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "file": file,
        })
        if author is not UNSET:
            field_dict["author"] = author
        if code is not UNSET:
            field_dict["code"] = code
        if granularity is not UNSET:
            field_dict["granularity"] = granularity
        if slide_deck is not UNSET:
            field_dict["slide_deck"] = slide_deck
        if source_type is not UNSET:
            field_dict["source_type"] = source_type
        if title is not UNSET:
            field_dict["title"] = title
        if url is not UNSET:
            field_dict["url"] = url
        if webhook_url is not UNSET:
            field_dict["webhook_url"] = webhook_url

        return field_dict


    def to_multipart(self) -> types.RequestFiles:
        files: types.RequestFiles = []

        files.append(("file", self.file.to_tuple()))



        if not isinstance(self.author, Unset):
            if isinstance(self.author, str):

                files.append(("author", (None, str(self.author).encode(), "text/plain")))
            else:
                files.append(("author", (None, str(self.author).encode(), "text/plain")))


        if not isinstance(self.code, Unset):
            files.append(("code", self.code.to_tuple()))



        if not isinstance(self.granularity, Unset):
            files.append(("granularity",  (None, str(self.granularity.value).encode(), "text/plain")))



        if not isinstance(self.slide_deck, Unset):
            files.append(("slide_deck", self.slide_deck.to_tuple()))



        if not isinstance(self.source_type, Unset):
            if isinstance(self.source_type, str):

                files.append(("source_type", (None, str(self.source_type).encode(), "text/plain")))
            else:
                files.append(("source_type", (None, str(self.source_type).encode(), "text/plain")))


        if not isinstance(self.title, Unset):
            if isinstance(self.title, str):

                files.append(("title", (None, str(self.title).encode(), "text/plain")))
            else:
                files.append(("title", (None, str(self.title).encode(), "text/plain")))


        if not isinstance(self.url, Unset):
            if isinstance(self.url, str):

                files.append(("url", (None, str(self.url).encode(), "text/plain")))
            else:
                files.append(("url", (None, str(self.url).encode(), "text/plain")))


        if not isinstance(self.webhook_url, Unset):
            if isinstance(self.webhook_url, str):

                files.append(("webhook_url", (None, str(self.webhook_url).encode(), "text/plain")))
            else:
                files.append(("webhook_url", (None, str(self.webhook_url).encode(), "text/plain")))



        for prop_name, prop in self.additional_properties.items():
            files.append((prop_name, (None, str(prop).encode(), "text/plain")))



        return files


    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        file = File(
             payload = BytesIO(d.pop("file"))
        )




        def _parse_author(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        author = _parse_author(d.pop("author", UNSET))


        _code = d.pop("code", UNSET)
        code: File | Unset
        if isinstance(_code,  Unset):
            code = UNSET
        else:
            code = File(
             payload = BytesIO(_code)
        )




        _granularity = d.pop("granularity", UNSET)
        granularity: SourceUploadGranularity | Unset
        if isinstance(_granularity,  Unset):
            granularity = UNSET
        else:
            granularity = SourceUploadGranularity(_granularity)




        _slide_deck = d.pop("slide_deck", UNSET)
        slide_deck: File | Unset
        if isinstance(_slide_deck,  Unset):
            slide_deck = UNSET
        else:
            slide_deck = File(
             payload = BytesIO(_slide_deck)
        )




        def _parse_source_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_type = _parse_source_type(d.pop("source_type", UNSET))


        def _parse_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        title = _parse_title(d.pop("title", UNSET))


        def _parse_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        url = _parse_url(d.pop("url", UNSET))


        def _parse_webhook_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        webhook_url = _parse_webhook_url(d.pop("webhook_url", UNSET))


        source_upload = cls(
            file=file,
            author=author,
            code=code,
            granularity=granularity,
            slide_deck=slide_deck,
            source_type=source_type,
            title=title,
            url=url,
            webhook_url=webhook_url,
        )


        source_upload.additional_properties = d
        return source_upload

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
