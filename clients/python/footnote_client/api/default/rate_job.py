from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.job import Job
from ...models.rating_input import RatingInput
from typing import cast



def _get_kwargs(
    job_id: str,
    *,
    body: RatingInput,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/jobs/{job_id}/rating".format(job_id=quote(str(job_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | Job | None:
    if response.status_code == 200:
        response_200 = Job.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())



        return response_409

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
    job_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: RatingInput,

) -> Response[Error | Job]:
    """ Rate a finished answer: thumbs up or down, a reason and a comment (a new rating replaces the last).

    Args:
        job_id (str):
        body (RatingInput): Thumbs up or down on a finished answer, with what was wrong (or right)
            about it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Job]
     """


    kwargs = _get_kwargs(
        job_id=job_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    job_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: RatingInput,

) -> Error | Job | None:
    """ Rate a finished answer: thumbs up or down, a reason and a comment (a new rating replaces the last).

    Args:
        job_id (str):
        body (RatingInput): Thumbs up or down on a finished answer, with what was wrong (or right)
            about it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Job
     """


    return sync_detailed(
        job_id=job_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    job_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: RatingInput,

) -> Response[Error | Job]:
    """ Rate a finished answer: thumbs up or down, a reason and a comment (a new rating replaces the last).

    Args:
        job_id (str):
        body (RatingInput): Thumbs up or down on a finished answer, with what was wrong (or right)
            about it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Job]
     """


    kwargs = _get_kwargs(
        job_id=job_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    job_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: RatingInput,

) -> Error | Job | None:
    """ Rate a finished answer: thumbs up or down, a reason and a comment (a new rating replaces the last).

    Args:
        job_id (str):
        body (RatingInput): Thumbs up or down on a finished answer, with what was wrong (or right)
            about it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Job
     """


    return (await asyncio_detailed(
        job_id=job_id,
client=client,
body=body,

    )).parsed
