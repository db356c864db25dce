from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.search_filters_in import SearchFiltersIn





T = TypeVar("T", bound="SearchRequest")



@_attrs_define
class SearchRequest:
    """ 
        Attributes:
            query (str):
            filters (SearchFiltersIn | Unset):
            k (int | None | Unset):
     """

    query: str
    filters: SearchFiltersIn | Unset = UNSET
    k: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.search_filters_in import SearchFiltersIn # noqa: PLC0415
        query = self.query

        filters: dict[str, Any] | Unset = UNSET
        if not isinstance(self.filters, Unset):
            filters = self.filters.to_dict()

        k: int | None | Unset
        if isinstance(self.k, Unset):
            k = UNSET
        else:
            k = self.k


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "query": query,
        })
        if filters is not UNSET:
            field_dict["filters"] = filters
        if k is not UNSET:
            field_dict["k"] = k

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.search_filters_in import SearchFiltersIn # noqa: PLC0415
        d = dict(src_dict)
        query = d.pop("query")

        _filters = d.pop("filters", UNSET)
        filters: SearchFiltersIn | Unset
        if isinstance(_filters,  Unset):
            filters = UNSET
        else:
            filters = SearchFiltersIn.from_dict(_filters)




        def _parse_k(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        k = _parse_k(d.pop("k", UNSET))


        search_request = cls(
            query=query,
            filters=filters,
            k=k,
        )

        return search_request

