"""A student's essay submitted as a Word file over HTTP: read as its paragraphs, answered with
feedback that points at them; a file that cannot be an essay is a 422 naming the part."""

from __future__ import annotations

import io
import json

import pytest

pytestmark = pytest.mark.integration


def _essay_docx() -> bytes:
    import docx

    d = docx.Document()
    d.add_paragraph("Pedalling in Chopin", style="Title")
    d.add_paragraph("Chopin's nocturnes need the damper pedal, changed with each harmony so the bass stays clear.")
    d.add_paragraph("A steady pulse matters more than rubato; practise slowly with a metronome.")
    buf = io.BytesIO()
    d.save(buf)
    return buf.getvalue()


def test_an_essay_uploaded_as_word_gets_feedback_on_its_paragraphs(service):
    files = {"file": ("essay.docx", _essay_docx())}
    r = service.alpha.client.post("/v1/jobs", files=files, data={"kind": "essay_feedback",
                                                                 "input": json.dumps({"prompt": "On pedalling"})})
    assert r.status_code == 202, r.text
    job = service.alpha.wait(r.json()["id"], timeout_s=60)
    assert job["status"] == "succeeded", job["failure_reason"]
    with service.runtime.session() as s:
        from sqlalchemy import text

        stored = s.execute(text("SELECT input FROM jobs WHERE id = :id"), {"id": job["id"]}).scalar_one()
    assert stored["essay"].split("\n\n")[1].startswith("Chopin's nocturnes need the damper pedal")  # its paragraphs
    assert stored["prompt"] == "On pedalling"
    result = job["result"]
    assert result["citations"] and "paragraph" in result["plain_text"], result["plain_text"]


@pytest.mark.parametrize(
    ("data", "files", "field", "says"),
    [
        ({"kind": "question", "input": "{}"}, {"file": ("q.docx", b"x")}, "file", "takes no file"),
        ({"kind": "essay_feedback"}, {"file": ("essay.docx", b"just text, renamed")}, "file", "not a Word document"),
        ({"kind": "essay_feedback"}, {"file": ("essay.exe", b"MZ")}, "file", "an essay is read from"),
        ({"kind": "essay_feedback", "input": "[1]"}, {"file": ("e.txt", b"x")}, "input", "JSON object"),
        ({"kind": "essay_feedback", "input": '{"essay": "x"}'}, {"file": ("e.txt", b"x")}, "file", "not both"),
        ({"kind": "essay_feedback", "colour": "red"}, {"file": ("e.txt", b"x")}, "colour", "unknown field"),
        ({"kind": "essay_feedback"}, {"file": ("", b"x")}, "file", "needs a file name"),
    ],
)
def test_a_form_that_cannot_be_an_essay_job_is_a_422_naming_the_part(service, data, files, field, says):
    r = service.alpha.client.post("/v1/jobs", data=data, files=files)
    assert r.status_code == 422, r.text
    body = r.json()
    assert body["field"] == field and says in body["detail"], body
