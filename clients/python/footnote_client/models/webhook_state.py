from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_state_state_type_0 import WebhookStateStateType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.webhook_state_deliveries_item import WebhookStateDeliveriesItem





T = TypeVar("T", bound="WebhookState")



@_attrs_define
class WebhookState:
    """ 
        Attributes:
            attempts (int):
            next_attempt_at (None | str):
            state (None | WebhookStateStateType0):
            url (str):
            deliveries (list[WebhookStateDeliveriesItem] | Unset):
     """

    attempts: int
    next_attempt_at: None | str
    state: None | WebhookStateStateType0
    url: str
    deliveries: list[WebhookStateDeliveriesItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_state_deliveries_item import WebhookStateDeliveriesItem # noqa: PLC0415
        attempts = self.attempts

        next_attempt_at: None | str
        next_attempt_at = self.next_attempt_at

        state: None | str
        if isinstance(self.state, WebhookStateStateType0):
            state = self.state.value
        else:
            state = self.state

        url = self.url

        deliveries: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.deliveries, Unset):
            deliveries = []
            for deliveries_item_data in self.deliveries:
                deliveries_item = deliveries_item_data.to_dict()
                deliveries.append(deliveries_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attempts": attempts,
            "next_attempt_at": next_attempt_at,
            "state": state,
            "url": url,
        })
        if deliveries is not UNSET:
            field_dict["deliveries"] = deliveries

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_state_deliveries_item import WebhookStateDeliveriesItem # noqa: PLC0415
        d = dict(src_dict)
        attempts = d.pop("attempts")

        def _parse_next_attempt_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))


        def _parse_state(data: object) -> None | WebhookStateStateType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                state_type_0 = WebhookStateStateType0(data)



                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WebhookStateStateType0, data)

        state = _parse_state(d.pop("state"))


        url = d.pop("url")

        _deliveries = d.pop("deliveries", UNSET)
        deliveries: list[WebhookStateDeliveriesItem] | Unset = UNSET
        if _deliveries is not UNSET:
            deliveries = []
            for deliveries_item_data in _deliveries:
                deliveries_item = WebhookStateDeliveriesItem.from_dict(deliveries_item_data)



                deliveries.append(deliveries_item)


        webhook_state = cls(
            attempts=attempts,
            next_attempt_at=next_attempt_at,
            state=state,
            url=url,
            deliveries=deliveries,
        )


        webhook_state.additional_properties = d
        return webhook_state

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
