from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.hit import Hit
  from ..models.search_response_retrieval_debug import SearchResponseRetrievalDebug





T = TypeVar("T", bound="SearchResponse")



@_attrs_define
class SearchResponse:
    """ 
        Attributes:
            context (list[Hit]): window-expanded neighbours, in document order
            hits (list[Hit]): best first; each with every citation field
            retrieval_debug (SearchResponseRetrievalDebug):
     """

    context: list[Hit]
    hits: list[Hit]
    retrieval_debug: SearchResponseRetrievalDebug
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.hit import Hit # noqa: PLC0415
        from ..models.search_response_retrieval_debug import SearchResponseRetrievalDebug # noqa: PLC0415
        context = []
        for context_item_data in self.context:
            context_item = context_item_data.to_dict()
            context.append(context_item)



        hits = []
        for hits_item_data in self.hits:
            hits_item = hits_item_data.to_dict()
            hits.append(hits_item)



        retrieval_debug = self.retrieval_debug.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "context": context,
            "hits": hits,
            "retrieval_debug": retrieval_debug,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hit import Hit # noqa: PLC0415
        from ..models.search_response_retrieval_debug import SearchResponseRetrievalDebug # noqa: PLC0415
        d = dict(src_dict)
        context = []
        _context = d.pop("context")
        for context_item_data in (_context):
            context_item = Hit.from_dict(context_item_data)



            context.append(context_item)


        hits = []
        _hits = d.pop("hits")
        for hits_item_data in (_hits):
            hits_item = Hit.from_dict(hits_item_data)



            hits.append(hits_item)


        retrieval_debug = SearchResponseRetrievalDebug.from_dict(d.pop("retrieval_debug"))




        search_response = cls(
            context=context,
            hits=hits,
            retrieval_debug=retrieval_debug,
        )


        search_response.additional_properties = d
        return search_response

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
