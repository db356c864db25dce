from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.paragraph import Paragraph
from typing import cast



def _get_kwargs(
    source_id: str,
    offset: int,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sources/{source_id}/paragraphs/at/{offset}".format(source_id=quote(str(source_id), safe=""),offset=quote(str(offset), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | Paragraph | None:
    if response.status_code == 200:
        response_200 = Paragraph.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | Paragraph]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    source_id: str,
    offset: int,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Error | Paragraph]:
    """ The paragraph holding a character offset of the stored text: a citation's further_reading link.

    Args:
        source_id (str):
        offset (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Paragraph]
     """


    kwargs = _get_kwargs(
        source_id=source_id,
offset=offset,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    source_id: str,
    offset: int,
    *,
    client: AuthenticatedClient | Client,

) -> Error | Paragraph | None:
    """ The paragraph holding a character offset of the stored text: a citation's further_reading link.

    Args:
        source_id (str):
        offset (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Paragraph
     """


    return sync_detailed(
        source_id=source_id,
offset=offset,
client=client,

    ).parsed

async def asyncio_detailed(
    source_id: str,
    offset: int,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Error | Paragraph]:
    """ The paragraph holding a character offset of the stored text: a citation's further_reading link.

    Args:
        source_id (str):
        offset (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Paragraph]
     """


    kwargs = _get_kwargs(
        source_id=source_id,
offset=offset,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    source_id: str,
    offset: int,
    *,
    client: AuthenticatedClient | Client,

) -> Error | Paragraph | None:
    """ The paragraph holding a character offset of the stored text: a citation's further_reading link.

    Args:
        source_id (str):
        offset (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Paragraph
     """


    return (await asyncio_detailed(
        source_id=source_id,
offset=offset,
client=client,

    )).parsed
