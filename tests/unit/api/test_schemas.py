import pydantic
import pytest

from services.api import errors
from services.api.schemas import JobCreate, SearchRequest, SourceCreate, field_path
from shared import errors as e


def test_job_create_defaults_and_refuses_unknown_fields():
    job = JobCreate.model_validate({"kind": "question", "input": {"question": "q"}})
    assert job.priority == "realtime" and job.webhook_url is None
    with pytest.raises(pydantic.ValidationError) as info:
        JobCreate.model_validate({"kind": "question", "input": {}, "colour": "red"})
    assert errors.from_pydantic(info.value).field == "colour"
    assert errors.from_pydantic(info.value).reason == "unknown field"


@pytest.mark.parametrize(
    ("model", "data", "field"),
    [
        (JobCreate, {"kind": "poem", "input": {}}, "kind"),
        (JobCreate, {"kind": "question", "input": []}, "input"),
        (JobCreate, {"kind": "question", "input": {}, "priority": "now"}, "priority"),
        (SearchRequest, {"query": ""}, "query"),
        (SearchRequest, {"query": "q", "k": 0}, "k"),
        (SearchRequest, {"query": "q", "filters": {"tags": [1]}}, "filters.tags[0]"),
        (SourceCreate, {"text": "t", "granularity": "word"}, "granularity"),
    ],
)
def test_validation_errors_name_the_field(model, data, field):
    with pytest.raises(pydantic.ValidationError) as info:
        model.model_validate(data)
    assert errors.from_pydantic(info.value).field == field


def test_field_path():
    assert field_path(("input", "filters", 0, "x")) == "input.filters[0].x"
    assert field_path(()) == "body"


@pytest.mark.parametrize(
    ("err", "status"),
    [
        (e.ValidationError("f", "bad"), 422),
        (e.FileTooLarge("a.pdf", "too big"), 413),
        (e.UnsupportedFormat("a.exe", "no"), 422),
        (e.InputError("bad"), 400),
        (e.UnsafeURL("private"), 422),
        (e.NotFound("x"), 404),
        (e.Conflict("x"), 409),
        (e.AuthError("x"), 401),
        (e.Forbidden("x"), 403),
        (e.RateLimited("x", 5), 429),
        (e.GeneratorUnavailable("x"), 503),
        (e.ReindexRequired("x"), 503),
        (e.FootnoteError("x"), 500),
    ],
)
def test_error_tree_maps_to_http_in_one_place(err, status):
    assert errors.status_for(err)[0] == status
