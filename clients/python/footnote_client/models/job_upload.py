from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field
import json
from .. import types

from ..types import UNSET, Unset

from ..models.job_upload_priority import JobUploadPriority
from ..types import File, FileTypes
from ..types import UNSET, Unset
from io import BytesIO
from typing import cast






T = TypeVar("T", bound="JobUpload")



@_attrs_define
class JobUpload:
    """ ``POST /v1/jobs`` as ``multipart/form-data``: the JSON body's fields as form fields, and a
    document whose text fills the kind's input (``essay_feedback``: the essay).

        Attributes:
            file (File): the document: .docx, .odt, .rtf, .pdf, .md, .markdown, .txt, .html
            kind (str): a registered kind that takes a file (essay_feedback)
            input_ (str | Unset): the rest of the input, as a JSON object Default: '{}'.
            priority (JobUploadPriority | Unset):  Default: JobUploadPriority.REALTIME.
            webhook_url (None | str | Unset):
     """

    file: File
    kind: str
    input_: str | Unset = '{}'
    priority: JobUploadPriority | Unset = JobUploadPriority.REALTIME
    webhook_url: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        file = self.file.to_tuple()


        kind = self.kind

        input_ = self.input_

        priority: str | Unset = UNSET
        if not isinstance(self.priority, Unset):
            priority = self.priority.value


        webhook_url: None | str | Unset
        if isinstance(self.webhook_url, Unset):
            webhook_url = UNSET
        else:
            webhook_url = self.webhook_url


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "file": file,
            "kind": kind,
        })
        if input_ is not UNSET:
            field_dict["input"] = input_
        if priority is not UNSET:
            field_dict["priority"] = priority
        if webhook_url is not UNSET:
            field_dict["webhook_url"] = webhook_url

        return field_dict


    def to_multipart(self) -> types.RequestFiles:
        files: types.RequestFiles = []

        files.append(("file", self.file.to_tuple()))



        files.append(("kind", (None, str(self.kind).encode(), "text/plain")))



        if not isinstance(self.input_, Unset):
            files.append(("input", (None, str(self.input_).encode(), "text/plain")))



        if not isinstance(self.priority, Unset):
            files.append(("priority",  (None, str(self.priority.value).encode(), "text/plain")))



        if not isinstance(self.webhook_url, Unset):
            if isinstance(self.webhook_url, str):

                files.append(("webhook_url", (None, str(self.webhook_url).encode(), "text/plain")))
            else:
                files.append(("webhook_url", (None, str(self.webhook_url).encode(), "text/plain")))



        for prop_name, prop in self.additional_properties.items():
            files.append((prop_name, (None, str(prop).encode(), "text/plain")))



        return files


    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        file = File(
             payload = BytesIO(d.pop("file"))
        )




        kind = d.pop("kind")

        input_ = d.pop("input", UNSET)

        _priority = d.pop("priority", UNSET)
        priority: JobUploadPriority | Unset
        if isinstance(_priority,  Unset):
            priority = UNSET
        else:
            priority = JobUploadPriority(_priority)




        def _parse_webhook_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        webhook_url = _parse_webhook_url(d.pop("webhook_url", UNSET))


        job_upload = cls(
            file=file,
            kind=kind,
            input_=input_,
            priority=priority,
            webhook_url=webhook_url,
        )


        job_upload.additional_properties = d
        return job_upload

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
