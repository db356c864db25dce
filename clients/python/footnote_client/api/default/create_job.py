from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.essay_feedback_job import EssayFeedbackJob
from ...models.evaluate_library_job import EvaluateLibraryJob
from ...models.job import Job
from ...models.job_upload import JobUpload
from ...models.performance_feedback_job import PerformanceFeedbackJob
from ...models.question_job import QuestionJob
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body:    EssayFeedbackJob | EvaluateLibraryJob | PerformanceFeedbackJob | QuestionJob  |     JobUpload  | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/jobs",
    }

    if isinstance(body, EssayFeedbackJob | EvaluateLibraryJob | PerformanceFeedbackJob | QuestionJob):
        
        if isinstance(body, PerformanceFeedbackJob):
            _kwargs["json"] = body.to_dict()
        elif isinstance(body, EssayFeedbackJob):
            _kwargs["json"] = body.to_dict()
        elif isinstance(body, QuestionJob):
            _kwargs["json"] = body.to_dict()
        else:
            _kwargs["json"] = body.to_dict()


        headers["Content-Type"] = "application/json"
    if isinstance(body, JobUpload):
        _kwargs["files"] = body.to_multipart()

        headers["Content-Type"] = "multipart/form-data; boundary=+++"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | Job | None:
    if response.status_code == 202:
        response_202 = Job.from_dict(response.json())



        return response_202

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())



        return response_403

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | Job]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body:    EssayFeedbackJob | EvaluateLibraryJob | PerformanceFeedbackJob | QuestionJob  |     JobUpload  | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | Job]:
    """ Submit a job (JSON, or a form with a document: an essay as .docx, .odt, .rtf, .pdf, .md or .txt).

    Args:
        idempotency_key (str | Unset): Retries with the same key return the original job instead
            of a new one.
        body (EssayFeedbackJob | EvaluateLibraryJob | PerformanceFeedbackJob | QuestionJob):
        body (JobUpload): ``POST /v1/jobs`` as ``multipart/form-data``: the JSON body's fields as
            form fields, and a
            document whose text fills the kind's input (``essay_feedback``: the essay).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Job]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body:    EssayFeedbackJob | EvaluateLibraryJob | PerformanceFeedbackJob | QuestionJob  |     JobUpload  | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Error | Job | None:
    """ Submit a job (JSON, or a form with a document: an essay as .docx, .odt, .rtf, .pdf, .md or .txt).

    Args:
        idempotency_key (str | Unset): Retries with the same key return the original job instead
            of a new one.
        body (EssayFeedbackJob | EvaluateLibraryJob | PerformanceFeedbackJob | QuestionJob):
        body (JobUpload): ``POST /v1/jobs`` as ``multipart/form-data``: the JSON body's fields as
            form fields, and a
            document whose text fills the kind's input (``essay_feedback``: the essay).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Job
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body:    EssayFeedbackJob | EvaluateLibraryJob | PerformanceFeedbackJob | QuestionJob  |     JobUpload  | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | Job]:
    """ Submit a job (JSON, or a form with a document: an essay as .docx, .odt, .rtf, .pdf, .md or .txt).

    Args:
        idempotency_key (str | Unset): Retries with the same key return the original job instead
            of a new one.
        body (EssayFeedbackJob | EvaluateLibraryJob | PerformanceFeedbackJob | QuestionJob):
        body (JobUpload): ``POST /v1/jobs`` as ``multipart/form-data``: the JSON body's fields as
            form fields, and a
            document whose text fills the kind's input (``essay_feedback``: the essay).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Job]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body:    EssayFeedbackJob | EvaluateLibraryJob | PerformanceFeedbackJob | QuestionJob  |     JobUpload  | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Error | Job | None:
    """ Submit a job (JSON, or a form with a document: an essay as .docx, .odt, .rtf, .pdf, .md or .txt).

    Args:
        idempotency_key (str | Unset): Retries with the same key return the original job instead
            of a new one.
        body (EssayFeedbackJob | EvaluateLibraryJob | PerformanceFeedbackJob | QuestionJob):
        body (JobUpload): ``POST /v1/jobs`` as ``multipart/form-data``: the JSON body's fields as
            form fields, and a
            document whose text fills the kind's input (``essay_feedback``: the essay).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Job
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
