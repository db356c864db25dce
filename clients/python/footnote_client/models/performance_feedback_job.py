from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.performance_feedback_job_priority import PerformanceFeedbackJobPriority
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.performance_input import PerformanceInput





T = TypeVar("T", bound="PerformanceFeedbackJob")



@_attrs_define
class PerformanceFeedbackJob:
    """ A performance's dimension scores -> a strength, what to improve and how, cited

        Attributes:
            input_ (PerformanceInput): A performance scored per dimension (0..1); weak dimensions become what to improve.
            kind (Literal['performance_feedback']):
            priority (PerformanceFeedbackJobPriority | Unset):  Default: PerformanceFeedbackJobPriority.REALTIME.
            webhook_url (None | str | Unset):
     """

    input_: PerformanceInput
    kind: Literal['performance_feedback']
    priority: PerformanceFeedbackJobPriority | Unset = PerformanceFeedbackJobPriority.REALTIME
    webhook_url: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.performance_input import PerformanceInput # noqa: PLC0415
        input_ = self.input_.to_dict()

        kind = self.kind

        priority: str | Unset = UNSET
        if not isinstance(self.priority, Unset):
            priority = self.priority.value


        webhook_url: None | str | Unset
        if isinstance(self.webhook_url, Unset):
            webhook_url = UNSET
        else:
            webhook_url = self.webhook_url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "input": input_,
            "kind": kind,
        })
        if priority is not UNSET:
            field_dict["priority"] = priority
        if webhook_url is not UNSET:
            field_dict["webhook_url"] = webhook_url

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.performance_input import PerformanceInput # noqa: PLC0415
        d = dict(src_dict)
        input_ = PerformanceInput.from_dict(d.pop("input"))




        kind = cast(Literal['performance_feedback'] , d.pop("kind"))
        if kind != 'performance_feedback':
            raise ValueError(f"kind must match const 'performance_feedback', got '{kind}'")

        _priority = d.pop("priority", UNSET)
        priority: PerformanceFeedbackJobPriority | Unset
        if isinstance(_priority,  Unset):
            priority = UNSET
        else:
            priority = PerformanceFeedbackJobPriority(_priority)




        def _parse_webhook_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        webhook_url = _parse_webhook_url(d.pop("webhook_url", UNSET))


        performance_feedback_job = cls(
            input_=input_,
            kind=kind,
            priority=priority,
            webhook_url=webhook_url,
        )

        return performance_feedback_job

