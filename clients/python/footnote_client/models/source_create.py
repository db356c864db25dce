from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.source_create_granularity import SourceCreateGranularity
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SourceCreate")



@_attrs_define
class SourceCreate:
    """ ``POST /v1/sources`` as JSON: the ingest job's input and where to send its webhook
    (``multipart/form-data`` with a ``file`` part takes the same fields as form fields).

        Attributes:
            author (None | str | Unset):
            granularity (SourceCreateGranularity | Unset):  Default: SourceCreateGranularity.AUTO.
            name (str | Unset): file name; its extension picks the parser (.txt, .md, .html, .vtt ...) Default:
                'upload.txt'.
            source_type (None | str | Unset):
            text (None | str | Unset):
            title (None | str | Unset):
            url (None | str | Unset):
            webhook_url (None | str | Unset):
     """

    author: None | str | Unset = UNSET
    granularity: SourceCreateGranularity | Unset = SourceCreateGranularity.AUTO
    name: str | Unset = 'upload.txt'
    source_type: None | str | Unset = UNSET
    text: None | str | Unset = UNSET
    title: None | str | Unset = UNSET
    url: None | str | Unset = UNSET
    webhook_url: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        author: None | str | Unset
        if isinstance(self.author, Unset):
            author = UNSET
        else:
            author = self.author

        granularity: str | Unset = UNSET
        if not isinstance(self.granularity, Unset):
            granularity = self.granularity.value


        name = self.name

        source_type: None | str | Unset
        if isinstance(self.source_type, Unset):
            source_type = UNSET
        else:
            source_type = self.source_type

        text: None | str | Unset
        if isinstance(self.text, Unset):
            text = UNSET
        else:
            text = self.text

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

        field_dict.update({
        })
        if author is not UNSET:
            field_dict["author"] = author
        if granularity is not UNSET:
            field_dict["granularity"] = granularity
        if name is not UNSET:
            field_dict["name"] = name
        if source_type is not UNSET:
            field_dict["source_type"] = source_type
        if text is not UNSET:
            field_dict["text"] = text
        if title is not UNSET:
            field_dict["title"] = title
        if url is not UNSET:
            field_dict["url"] = url
        if webhook_url is not UNSET:
            field_dict["webhook_url"] = webhook_url

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_author(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        author = _parse_author(d.pop("author", UNSET))


        _granularity = d.pop("granularity", UNSET)
        granularity: SourceCreateGranularity | Unset
        if isinstance(_granularity,  Unset):
            granularity = UNSET
        else:
            granularity = SourceCreateGranularity(_granularity)




        name = d.pop("name", UNSET)

        def _parse_source_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_type = _parse_source_type(d.pop("source_type", UNSET))


        def _parse_text(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        text = _parse_text(d.pop("text", UNSET))


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


        source_create = cls(
            author=author,
            granularity=granularity,
            name=name,
            source_type=source_type,
            text=text,
            title=title,
            url=url,
            webhook_url=webhook_url,
        )

        return source_create

