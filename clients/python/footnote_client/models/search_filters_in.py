from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.search_filters_in_granularity_type_0 import SearchFiltersInGranularityType0
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SearchFiltersIn")



@_attrs_define
class SearchFiltersIn:
    """ 
        Attributes:
            granularity (None | SearchFiltersInGranularityType0 | Unset):
            source_ids (list[str] | Unset):
            source_types (list[str] | Unset):
            tags (list[str] | Unset):
     """

    granularity: None | SearchFiltersInGranularityType0 | Unset = UNSET
    source_ids: list[str] | Unset = UNSET
    source_types: list[str] | Unset = UNSET
    tags: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        granularity: None | str | Unset
        if isinstance(self.granularity, Unset):
            granularity = UNSET
        elif isinstance(self.granularity, SearchFiltersInGranularityType0):
            granularity = self.granularity.value
        else:
            granularity = self.granularity

        source_ids: list[str] | Unset = UNSET
        if not isinstance(self.source_ids, Unset):
            source_ids = self.source_ids



        source_types: list[str] | Unset = UNSET
        if not isinstance(self.source_types, Unset):
            source_types = self.source_types



        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if granularity is not UNSET:
            field_dict["granularity"] = granularity
        if source_ids is not UNSET:
            field_dict["source_ids"] = source_ids
        if source_types is not UNSET:
            field_dict["source_types"] = source_types
        if tags is not UNSET:
            field_dict["tags"] = tags

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_granularity(data: object) -> None | SearchFiltersInGranularityType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                granularity_type_0 = SearchFiltersInGranularityType0(data)



                return granularity_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SearchFiltersInGranularityType0 | Unset, data)

        granularity = _parse_granularity(d.pop("granularity", UNSET))


        source_ids = cast(list[str], d.pop("source_ids", UNSET))


        source_types = cast(list[str], d.pop("source_types", UNSET))


        tags = cast(list[str], d.pop("tags", UNSET))


        search_filters_in = cls(
            granularity=granularity,
            source_ids=source_ids,
            source_types=source_types,
            tags=tags,
        )

        return search_filters_in

