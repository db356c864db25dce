from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Paragraph")



@_attrs_define
class Paragraph:
    """ A cited sentence's whole paragraph (a citation's ``further_reading``).

        Attributes:
            char_end (int):
            char_start (int):
            source_id (str):
            source_type (str):
            text (str):
            author (None | str | Unset):
            chapter (None | str | Unset):
            page_end (int | None | Unset):
            page_number (int | None | Unset):
            paragraph_index (int | None | Unset):
            section (None | str | Unset):
            sentences (int | None | Unset):
            timestamp_end (float | None | Unset):
            timestamp_start (float | None | Unset):
            title (None | str | Unset):
            url (None | str | Unset):
     """

    char_end: int
    char_start: int
    source_id: str
    source_type: str
    text: str
    author: None | str | Unset = UNSET
    chapter: None | str | Unset = UNSET
    page_end: int | None | Unset = UNSET
    page_number: int | None | Unset = UNSET
    paragraph_index: int | None | Unset = UNSET
    section: None | str | Unset = UNSET
    sentences: int | None | Unset = UNSET
    timestamp_end: float | None | Unset = UNSET
    timestamp_start: float | None | Unset = UNSET
    title: None | str | Unset = UNSET
    url: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        char_end = self.char_end

        char_start = self.char_start

        source_id = self.source_id

        source_type = self.source_type

        text = self.text

        author: None | str | Unset
        if isinstance(self.author, Unset):
            author = UNSET
        else:
            author = self.author

        chapter: None | str | Unset
        if isinstance(self.chapter, Unset):
            chapter = UNSET
        else:
            chapter = self.chapter

        page_end: int | None | Unset
        if isinstance(self.page_end, Unset):
            page_end = UNSET
        else:
            page_end = self.page_end

        page_number: int | None | Unset
        if isinstance(self.page_number, Unset):
            page_number = UNSET
        else:
            page_number = self.page_number

        paragraph_index: int | None | Unset
        if isinstance(self.paragraph_index, Unset):
            paragraph_index = UNSET
        else:
            paragraph_index = self.paragraph_index

        section: None | str | Unset
        if isinstance(self.section, Unset):
            section = UNSET
        else:
            section = self.section

        sentences: int | None | Unset
        if isinstance(self.sentences, Unset):
            sentences = UNSET
        else:
            sentences = self.sentences

        timestamp_end: float | None | Unset
        if isinstance(self.timestamp_end, Unset):
            timestamp_end = UNSET
        else:
            timestamp_end = self.timestamp_end

        timestamp_start: float | None | Unset
        if isinstance(self.timestamp_start, Unset):
            timestamp_start = UNSET
        else:
            timestamp_start = self.timestamp_start

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


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "char_end": char_end,
            "char_start": char_start,
            "source_id": source_id,
            "source_type": source_type,
            "text": text,
        })
        if author is not UNSET:
            field_dict["author"] = author
        if chapter is not UNSET:
            field_dict["chapter"] = chapter
        if page_end is not UNSET:
            field_dict["page_end"] = page_end
        if page_number is not UNSET:
            field_dict["page_number"] = page_number
        if paragraph_index is not UNSET:
            field_dict["paragraph_index"] = paragraph_index
        if section is not UNSET:
            field_dict["section"] = section
        if sentences is not UNSET:
            field_dict["sentences"] = sentences
        if timestamp_end is not UNSET:
            field_dict["timestamp_end"] = timestamp_end
        if timestamp_start is not UNSET:
            field_dict["timestamp_start"] = timestamp_start
        if title is not UNSET:
            field_dict["title"] = title
        if url is not UNSET:
            field_dict["url"] = url

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        char_end = d.pop("char_end")

        char_start = d.pop("char_start")

        source_id = d.pop("source_id")

        source_type = d.pop("source_type")

        text = d.pop("text")

        def _parse_author(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        author = _parse_author(d.pop("author", UNSET))


        def _parse_chapter(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        chapter = _parse_chapter(d.pop("chapter", UNSET))


        def _parse_page_end(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        page_end = _parse_page_end(d.pop("page_end", UNSET))


        def _parse_page_number(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        page_number = _parse_page_number(d.pop("page_number", UNSET))


        def _parse_paragraph_index(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        paragraph_index = _parse_paragraph_index(d.pop("paragraph_index", UNSET))


        def _parse_section(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        section = _parse_section(d.pop("section", UNSET))


        def _parse_sentences(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        sentences = _parse_sentences(d.pop("sentences", UNSET))


        def _parse_timestamp_end(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        timestamp_end = _parse_timestamp_end(d.pop("timestamp_end", UNSET))


        def _parse_timestamp_start(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        timestamp_start = _parse_timestamp_start(d.pop("timestamp_start", UNSET))


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


        paragraph = cls(
            char_end=char_end,
            char_start=char_start,
            source_id=source_id,
            source_type=source_type,
            text=text,
            author=author,
            chapter=chapter,
            page_end=page_end,
            page_number=page_number,
            paragraph_index=paragraph_index,
            section=section,
            sentences=sentences,
            timestamp_end=timestamp_end,
            timestamp_start=timestamp_start,
            title=title,
            url=url,
        )


        paragraph.additional_properties = d
        return paragraph

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
