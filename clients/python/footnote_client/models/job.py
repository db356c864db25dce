from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.job_priority import JobPriority
from ..models.job_status import JobStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.job_result_type_0 import JobResultType0
  from ..models.rating import Rating
  from ..models.webhook_state import WebhookState





T = TypeVar("T", bound="Job")



@_attrs_define
class Job:
    """ 
        Attributes:
            attempts (int):
            enqueue_error (None | str):
            failure_reason (None | str):
            finished_at (None | str):
            id (str):
            kind (str):
            priority (JobPriority):
            progress (float):
            queue (str):
            queued_at (str):
            result (JobResultType0 | None):
            stage (None | str):
            started_at (None | str):
            status (JobStatus):
            rating (None | Rating | Unset):
            webhook (None | Unset | WebhookState):
     """

    attempts: int
    enqueue_error: None | str
    failure_reason: None | str
    finished_at: None | str
    id: str
    kind: str
    priority: JobPriority
    progress: float
    queue: str
    queued_at: str
    result: JobResultType0 | None
    stage: None | str
    started_at: None | str
    status: JobStatus
    rating: None | Rating | Unset = UNSET
    webhook: None | Unset | WebhookState = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.job_result_type_0 import JobResultType0 # noqa: PLC0415
        from ..models.rating import Rating # noqa: PLC0415
        from ..models.webhook_state import WebhookState # noqa: PLC0415
        attempts = self.attempts

        enqueue_error: None | str
        enqueue_error = self.enqueue_error

        failure_reason: None | str
        failure_reason = self.failure_reason

        finished_at: None | str
        finished_at = self.finished_at

        id = self.id

        kind = self.kind

        priority = self.priority.value

        progress = self.progress

        queue = self.queue

        queued_at = self.queued_at

        result: dict[str, Any] | None
        if isinstance(self.result, JobResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        stage: None | str
        stage = self.stage

        started_at: None | str
        started_at = self.started_at

        status = self.status.value

        rating: dict[str, Any] | None | Unset
        if isinstance(self.rating, Unset):
            rating = UNSET
        elif isinstance(self.rating, Rating):
            rating = self.rating.to_dict()
        else:
            rating = self.rating

        webhook: dict[str, Any] | None | Unset
        if isinstance(self.webhook, Unset):
            webhook = UNSET
        elif isinstance(self.webhook, WebhookState):
            webhook = self.webhook.to_dict()
        else:
            webhook = self.webhook


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attempts": attempts,
            "enqueue_error": enqueue_error,
            "failure_reason": failure_reason,
            "finished_at": finished_at,
            "id": id,
            "kind": kind,
            "priority": priority,
            "progress": progress,
            "queue": queue,
            "queued_at": queued_at,
            "result": result,
            "stage": stage,
            "started_at": started_at,
            "status": status,
        })
        if rating is not UNSET:
            field_dict["rating"] = rating
        if webhook is not UNSET:
            field_dict["webhook"] = webhook

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.job_result_type_0 import JobResultType0 # noqa: PLC0415
        from ..models.rating import Rating # noqa: PLC0415
        from ..models.webhook_state import WebhookState # noqa: PLC0415
        d = dict(src_dict)
        attempts = d.pop("attempts")

        def _parse_enqueue_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        enqueue_error = _parse_enqueue_error(d.pop("enqueue_error"))


        def _parse_failure_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure_reason = _parse_failure_reason(d.pop("failure_reason"))


        def _parse_finished_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))


        id = d.pop("id")

        kind = d.pop("kind")

        priority = JobPriority(d.pop("priority"))




        progress = d.pop("progress")

        queue = d.pop("queue")

        queued_at = d.pop("queued_at")

        def _parse_result(data: object) -> JobResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = JobResultType0.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JobResultType0 | None, data)

        result = _parse_result(d.pop("result"))


        def _parse_stage(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        stage = _parse_stage(d.pop("stage"))


        def _parse_started_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        started_at = _parse_started_at(d.pop("started_at"))


        status = JobStatus(d.pop("status"))




        def _parse_rating(data: object) -> None | Rating | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_type_0 = Rating.from_dict(data)



                return rating_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Rating | Unset, data)

        rating = _parse_rating(d.pop("rating", UNSET))


        def _parse_webhook(data: object) -> None | Unset | WebhookState:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                webhook_type_0 = WebhookState.from_dict(data)



                return webhook_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WebhookState, data)

        webhook = _parse_webhook(d.pop("webhook", UNSET))


        job = cls(
            attempts=attempts,
            enqueue_error=enqueue_error,
            failure_reason=failure_reason,
            finished_at=finished_at,
            id=id,
            kind=kind,
            priority=priority,
            progress=progress,
            queue=queue,
            queued_at=queued_at,
            result=result,
            stage=stage,
            started_at=started_at,
            status=status,
            rating=rating,
            webhook=webhook,
        )


        job.additional_properties = d
        return job

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
