from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.hit_anchors_type_0 import HitAnchorsType0





T = TypeVar("T", bound="Hit")



@_attrs_define
class Hit:
    """ One retrieved chunk with everything a citation needs.

    ``score`` is the fused score (RRF or normalized combination, see ``retrieval_debug``);
    ``similarity`` is ``1 - cosine_distance`` from pgvector (None if the chunk came from the
    keyword side only); ``bm25`` is the Okapi BM25 score (None if dense side only).

        Attributes:
            author (None | str):
            chapter (None | str):
            char_end (int):
            char_start (int):
            chunk_index (int):
            chunk_uid (str):
            granularity (str):
            ingested_at (str):
            next_chunk_uid (None | str):
            page_number (int | None):
            paragraph_index (int | None):
            prev_chunk_uid (None | str):
            section (None | str):
            sentence_index (int | None):
            source_hash (str):
            source_id (str):
            source_type (str):
            speaker (None | str):
            tags (list[str]):
            text (str):
            timestamp_end (float | None):
            timestamp_start (float | None):
            title (None | str):
            url (None | str):
            anchors (HitAnchorsType0 | None | Unset):
            bm25 (float | None | Unset):
            context (list[str] | Unset):
            facets (list[str] | Unset):
            next_text (None | str | Unset):
            paragraph_ref (None | str | Unset):
            previous_text (None | str | Unset):
            score (float | Unset):  Default: 0.0.
            similarity (float | None | Unset):
     """

    author: None | str
    chapter: None | str
    char_end: int
    char_start: int
    chunk_index: int
    chunk_uid: str
    granularity: str
    ingested_at: str
    next_chunk_uid: None | str
    page_number: int | None
    paragraph_index: int | None
    prev_chunk_uid: None | str
    section: None | str
    sentence_index: int | None
    source_hash: str
    source_id: str
    source_type: str
    speaker: None | str
    tags: list[str]
    text: str
    timestamp_end: float | None
    timestamp_start: float | None
    title: None | str
    url: None | str
    anchors: HitAnchorsType0 | None | Unset = UNSET
    bm25: float | None | Unset = UNSET
    context: list[str] | Unset = UNSET
    facets: list[str] | Unset = UNSET
    next_text: None | str | Unset = UNSET
    paragraph_ref: None | str | Unset = UNSET
    previous_text: None | str | Unset = UNSET
    score: float | Unset = 0.0
    similarity: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.hit_anchors_type_0 import HitAnchorsType0 # noqa: PLC0415
        author: None | str
        author = self.author

        chapter: None | str
        chapter = self.chapter

        char_end = self.char_end

        char_start = self.char_start

        chunk_index = self.chunk_index

        chunk_uid = self.chunk_uid

        granularity = self.granularity

        ingested_at = self.ingested_at

        next_chunk_uid: None | str
        next_chunk_uid = self.next_chunk_uid

        page_number: int | None
        page_number = self.page_number

        paragraph_index: int | None
        paragraph_index = self.paragraph_index

        prev_chunk_uid: None | str
        prev_chunk_uid = self.prev_chunk_uid

        section: None | str
        section = self.section

        sentence_index: int | None
        sentence_index = self.sentence_index

        source_hash = self.source_hash

        source_id = self.source_id

        source_type = self.source_type

        speaker: None | str
        speaker = self.speaker

        tags = self.tags



        text = self.text

        timestamp_end: float | None
        timestamp_end = self.timestamp_end

        timestamp_start: float | None
        timestamp_start = self.timestamp_start

        title: None | str
        title = self.title

        url: None | str
        url = self.url

        anchors: dict[str, Any] | None | Unset
        if isinstance(self.anchors, Unset):
            anchors = UNSET
        elif isinstance(self.anchors, HitAnchorsType0):
            anchors = self.anchors.to_dict()
        else:
            anchors = self.anchors

        bm25: float | None | Unset
        if isinstance(self.bm25, Unset):
            bm25 = UNSET
        else:
            bm25 = self.bm25

        context: list[str] | Unset = UNSET
        if not isinstance(self.context, Unset):
            context = self.context



        facets: list[str] | Unset = UNSET
        if not isinstance(self.facets, Unset):
            facets = self.facets



        next_text: None | str | Unset
        if isinstance(self.next_text, Unset):
            next_text = UNSET
        else:
            next_text = self.next_text

        paragraph_ref: None | str | Unset
        if isinstance(self.paragraph_ref, Unset):
            paragraph_ref = UNSET
        else:
            paragraph_ref = self.paragraph_ref

        previous_text: None | str | Unset
        if isinstance(self.previous_text, Unset):
            previous_text = UNSET
        else:
            previous_text = self.previous_text

        score = self.score

        similarity: float | None | Unset
        if isinstance(self.similarity, Unset):
            similarity = UNSET
        else:
            similarity = self.similarity


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "author": author,
            "chapter": chapter,
            "char_end": char_end,
            "char_start": char_start,
            "chunk_index": chunk_index,
            "chunk_uid": chunk_uid,
            "granularity": granularity,
            "ingested_at": ingested_at,
            "next_chunk_uid": next_chunk_uid,
            "page_number": page_number,
            "paragraph_index": paragraph_index,
            "prev_chunk_uid": prev_chunk_uid,
            "section": section,
            "sentence_index": sentence_index,
            "source_hash": source_hash,
            "source_id": source_id,
            "source_type": source_type,
            "speaker": speaker,
            "tags": tags,
            "text": text,
            "timestamp_end": timestamp_end,
            "timestamp_start": timestamp_start,
            "title": title,
            "url": url,
        })
        if anchors is not UNSET:
            field_dict["anchors"] = anchors
        if bm25 is not UNSET:
            field_dict["bm25"] = bm25
        if context is not UNSET:
            field_dict["context"] = context
        if facets is not UNSET:
            field_dict["facets"] = facets
        if next_text is not UNSET:
            field_dict["next_text"] = next_text
        if paragraph_ref is not UNSET:
            field_dict["paragraph_ref"] = paragraph_ref
        if previous_text is not UNSET:
            field_dict["previous_text"] = previous_text
        if score is not UNSET:
            field_dict["score"] = score
        if similarity is not UNSET:
            field_dict["similarity"] = similarity

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hit_anchors_type_0 import HitAnchorsType0 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_author(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        author = _parse_author(d.pop("author"))


        def _parse_chapter(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        chapter = _parse_chapter(d.pop("chapter"))


        char_end = d.pop("char_end")

        char_start = d.pop("char_start")

        chunk_index = d.pop("chunk_index")

        chunk_uid = d.pop("chunk_uid")

        granularity = d.pop("granularity")

        ingested_at = d.pop("ingested_at")

        def _parse_next_chunk_uid(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_chunk_uid = _parse_next_chunk_uid(d.pop("next_chunk_uid"))


        def _parse_page_number(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        page_number = _parse_page_number(d.pop("page_number"))


        def _parse_paragraph_index(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        paragraph_index = _parse_paragraph_index(d.pop("paragraph_index"))


        def _parse_prev_chunk_uid(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        prev_chunk_uid = _parse_prev_chunk_uid(d.pop("prev_chunk_uid"))


        def _parse_section(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        section = _parse_section(d.pop("section"))


        def _parse_sentence_index(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        sentence_index = _parse_sentence_index(d.pop("sentence_index"))


        source_hash = d.pop("source_hash")

        source_id = d.pop("source_id")

        source_type = d.pop("source_type")

        def _parse_speaker(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        speaker = _parse_speaker(d.pop("speaker"))


        tags = cast(list[str], d.pop("tags"))


        text = d.pop("text")

        def _parse_timestamp_end(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        timestamp_end = _parse_timestamp_end(d.pop("timestamp_end"))


        def _parse_timestamp_start(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        timestamp_start = _parse_timestamp_start(d.pop("timestamp_start"))


        def _parse_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        title = _parse_title(d.pop("title"))


        def _parse_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        url = _parse_url(d.pop("url"))


        def _parse_anchors(data: object) -> HitAnchorsType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                anchors_type_0 = HitAnchorsType0.from_dict(data)



                return anchors_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HitAnchorsType0 | None | Unset, data)

        anchors = _parse_anchors(d.pop("anchors", UNSET))


        def _parse_bm25(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        bm25 = _parse_bm25(d.pop("bm25", UNSET))


        context = cast(list[str], d.pop("context", UNSET))


        facets = cast(list[str], d.pop("facets", UNSET))


        def _parse_next_text(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        next_text = _parse_next_text(d.pop("next_text", UNSET))


        def _parse_paragraph_ref(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        paragraph_ref = _parse_paragraph_ref(d.pop("paragraph_ref", UNSET))


        def _parse_previous_text(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        previous_text = _parse_previous_text(d.pop("previous_text", UNSET))


        score = d.pop("score", UNSET)

        def _parse_similarity(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        similarity = _parse_similarity(d.pop("similarity", UNSET))


        hit = cls(
            author=author,
            chapter=chapter,
            char_end=char_end,
            char_start=char_start,
            chunk_index=chunk_index,
            chunk_uid=chunk_uid,
            granularity=granularity,
            ingested_at=ingested_at,
            next_chunk_uid=next_chunk_uid,
            page_number=page_number,
            paragraph_index=paragraph_index,
            prev_chunk_uid=prev_chunk_uid,
            section=section,
            sentence_index=sentence_index,
            source_hash=source_hash,
            source_id=source_id,
            source_type=source_type,
            speaker=speaker,
            tags=tags,
            text=text,
            timestamp_end=timestamp_end,
            timestamp_start=timestamp_start,
            title=title,
            url=url,
            anchors=anchors,
            bm25=bm25,
            context=context,
            facets=facets,
            next_text=next_text,
            paragraph_ref=paragraph_ref,
            previous_text=previous_text,
            score=score,
            similarity=similarity,
        )


        hit.additional_properties = d
        return hit

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
