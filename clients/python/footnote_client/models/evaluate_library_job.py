from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.evaluate_library_job_priority import EvaluateLibraryJobPriority
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.library_eval_input import LibraryEvalInput





T = TypeVar("T", bound="EvaluateLibraryJob")



@_attrs_define
class EvaluateLibraryJob:
    """ Retrieval quality on your own library: Recall@1/5/10 and MRR per query level

        Attributes:
            input_ (LibraryEvalInput): How much of the library to sample; the same passages on every run of an unchanged
                library.
            kind (Literal['evaluate_library']):
            priority (EvaluateLibraryJobPriority | Unset):  Default: EvaluateLibraryJobPriority.REALTIME.
            webhook_url (None | str | Unset):
     """

    input_: LibraryEvalInput
    kind: Literal['evaluate_library']
    priority: EvaluateLibraryJobPriority | Unset = EvaluateLibraryJobPriority.REALTIME
    webhook_url: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.library_eval_input import LibraryEvalInput # noqa: PLC0415
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
        from ..models.library_eval_input import LibraryEvalInput # noqa: PLC0415
        d = dict(src_dict)
        input_ = LibraryEvalInput.from_dict(d.pop("input"))




        kind = cast(Literal['evaluate_library'] , d.pop("kind"))
        if kind != 'evaluate_library':
            raise ValueError(f"kind must match const 'evaluate_library', got '{kind}'")

        _priority = d.pop("priority", UNSET)
        priority: EvaluateLibraryJobPriority | Unset
        if isinstance(_priority,  Unset):
            priority = UNSET
        else:
            priority = EvaluateLibraryJobPriority(_priority)




        def _parse_webhook_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        webhook_url = _parse_webhook_url(d.pop("webhook_url", UNSET))


        evaluate_library_job = cls(
            input_=input_,
            kind=kind,
            priority=priority,
            webhook_url=webhook_url,
        )

        return evaluate_library_job

