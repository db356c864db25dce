import pydantic
import pytest

from footnote.services.api import errors
from footnote.services.api.schemas import SearchRequest, SourceCreate, job_create
from footnote.shared import errors as e
from footnote.shared.jobs.payload import field_path

JOB = job_create()


def job_error(data) -> e.ValidationError:
    with pytest.raises(pydantic.ValidationError) as info:
        JOB.validate_python(data)
    return errors.from_pydantic(info.value, union=True)


def test_job_create_defaults_and_refuses_unknown_fields():
    job = JOB.validate_python({"kind": "question", "input": {"question": "q"}})
    assert job.priority == "realtime" and job.webhook_url is None and job.input.question == "q"
    err = job_error({"kind": "question", "input": {"question": "q"}, "colour": "red"})
    assert (err.field, err.reason) == ("colour", "unknown field")


@pytest.mark.parametrize(
    ("data", "field", "reason"),
    [
        ({"kind": "poem", "input": {}}, "kind", "unknown job kind 'poem'"),
        ({"input": {}}, "kind", "is required; valid kinds:"),
        ({"kind": "question", "input": []}, "input", "must be an object"),
        ({"kind": "question", "input": {}}, "question", "is required"),
        ({"kind": "question", "input": {"question": "  "}}, "question", "must not be blank"),
        ({"kind": "question", "input": {"question": "q", "top_k": True}}, "top_k", "must be an integer"),
        ({"kind": "question", "input": {"question": "q"}, "priority": "now"}, "priority", ""),
        ({"kind": "essay_feedback", "input": {"essay": "e", "x": 1}}, "x", "unknown field"),
        ({"kind": "performance_feedback", "input": {"piece": "p", "composer": "c", "scores": {"timing": 7}}},
         "scores.timing", ""),
    ],
)
def test_job_errors_name_the_input_field_as_the_kind_does(data, field, reason):
    err = job_error(data)
    assert err.field == field and reason in err.reason, (err.field, err.reason)


@pytest.mark.parametrize(
    ("model", "data", "field"),
    [
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


def test_a_pattern_other_than_non_blank_is_named_not_called_blank():
    err = job_error({"kind": "question", "input": {"question": "q"}, "webhook_url": "ftp://hooks.example"})
    assert err.field == "webhook_url" and err.reason.startswith("must match ^https?://")
