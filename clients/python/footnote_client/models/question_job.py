from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.question_job_priority import QuestionJobPriority
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.question_input import QuestionInput





T = TypeVar("T", bound="QuestionJob")



@_attrs_define
class QuestionJob:
    """ A question about your sources -> a short cited answer

        Attributes:
            input_ (QuestionInput): A question about the tenant's sources, optionally limited to some of them.
            kind (Literal['question']):
            priority (QuestionJobPriority | Unset):  Default: QuestionJobPriority.REALTIME.
            webhook_url (None | str | Unset):
     """

    input_: QuestionInput
    kind: Literal['question']
    priority: QuestionJobPriority | Unset = QuestionJobPriority.REALTIME
    webhook_url: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.question_input import QuestionInput # noqa: PLC0415
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
        from ..models.question_input import QuestionInput # noqa: PLC0415
        d = dict(src_dict)
        input_ = QuestionInput.from_dict(d.pop("input"))




        kind = cast(Literal['question'] , d.pop("kind"))
        if kind != 'question':
            raise ValueError(f"kind must match const 'question', got '{kind}'")

        _priority = d.pop("priority", UNSET)
        priority: QuestionJobPriority | Unset
        if isinstance(_priority,  Unset):
            priority = UNSET
        else:
            priority = QuestionJobPriority(_priority)




        def _parse_webhook_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        webhook_url = _parse_webhook_url(d.pop("webhook_url", UNSET))


        question_job = cls(
            input_=input_,
            kind=kind,
            priority=priority,
            webhook_url=webhook_url,
        )

        return question_job

