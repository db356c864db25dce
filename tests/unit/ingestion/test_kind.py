"""The ingest job's payload: a source's ``url`` is where its citations link, so it must be one."""

import pytest

from footnote.shared.errors import ValidationError
from footnote.shared.ingestion.kind import SourceInput
from footnote.shared.jobs.payload import parse


@pytest.mark.parametrize("url", ["https://www.youtube.com/watch?v=lec2", "http://intranet.school/book.pdf"])
def test_an_http_url_is_kept(url):
    assert parse(SourceInput, {"text": "Some text.", "url": url}).url == url


@pytest.mark.parametrize("url", ["3.962455504554827e-174", "ftp://files.example/a.pdf", "javascript:alert(1)",
                                 "https://a b", "www.example.org"])
def test_anything_else_is_refused_naming_the_field(url):
    with pytest.raises(ValidationError) as err:
        parse(SourceInput, {"text": "Some text.", "url": url})
    assert err.value.field == "url" and err.value.reason == "must be an absolute http(s) URL"


def test_the_published_schema_says_the_same():
    schema = SourceInput.model_json_schema()["properties"]["url"]["anyOf"][0]
    assert schema["pattern"].startswith("^https?://") and schema["maxLength"] == 2000
