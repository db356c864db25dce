"""A lecture uploaded through the API with its slide deck and its code as multipart parts:
the slides are numbered as the deck's pages and name the code lines they show; parts that
cannot belong to the upload are refused with the part named."""

from __future__ import annotations

import io
import zipfile

import pytest

from tests.fixtures.make_lecture_video import SLIDES, write_lecture

pytestmark = pytest.mark.integration


def _deck_pdf(pages: list[tuple[str, ...]]) -> bytes:
    from reportlab.lib.pagesizes import landscape, letter
    from reportlab.pdfgen import canvas

    buf = io.BytesIO()
    deck = canvas.Canvas(buf, pagesize=landscape(letter))
    for lines in pages:
        for i, line in enumerate(lines):
            deck.setFont("Helvetica", 24)
            deck.drawString(60, 520 - 50 * i, line)
        deck.showPage()
    deck.save()
    return buf.getvalue()


def test_a_lecture_with_its_deck_and_code_is_cited_by_page_and_line(service, tmp_path):
    slides = ((0.0, 3.0, SLIDES[0][2]), (3.0, 6.0, SLIDES[2][2]))  # 6 s: under the service's upload limit
    video = write_lecture(tmp_path / "lecture3.mp4", slides).read_bytes()
    deck = _deck_pdf([("Course overview", "Systems programming"), SLIDES[0][2], SLIDES[2][2]])
    code = io.BytesIO()
    with zipfile.ZipFile(code, "w") as z:
        z.writestr("src/pointers.c", "int main(void)\n{\n" + "\n".join(SLIDES[2][2][1:]) + "\n}\n")
    r = service.alpha.client.post(
        "/v1/sources",
        files={"file": ("lecture3.mp4", video, "video/mp4"), "slide_deck": ("deck.pdf", deck, "application/pdf"),
               "code": ("code.zip", code.getvalue(), "application/zip")},
        data={"title": "Lecture 3"},
    )
    assert r.status_code == 202, r.text
    job = service.alpha.wait(r.json()["id"], timeout_s=120)
    assert job["status"] == "succeeded", job["failure_reason"]
    source_id = job["result"]["outcomes"][0]["source_id"]  # the tenant has other lectures from other tests
    try:
        found = service.alpha.client.post("/v1/search", json={"query": "dereferencing a pointer printf", "k": 5,
                                                              "filters": {"source_ids": [source_id]}})
        shown = [h for h in found.json()["hits"] if h["speaker"] == "On screen"]
        assert shown and shown[0]["section"] == "Slide 3: Dereferencing a pointer — src/pointers.c:3-5", shown
    finally:  # the shared tenant's library is what later tests ask questions of
        service.alpha.client.delete(f"/v1/sources/{source_id}")


@pytest.mark.parametrize("part, name, reason", [
    ("slide_deck", "deck.txt", "must be a PDF"),
    ("code", "notes.docx", "must be a source file or a .zip"),
    ("poster", "poster.pdf", "unknown file part"),
])
def test_a_part_that_cannot_belong_is_refused_naming_it(service, tmp_path, part, name, reason):
    video = write_lecture(tmp_path / "l.mp4", ((0.0, 1.0, ("Title slide",)),), audio=None).read_bytes()
    r = service.alpha.client.post("/v1/sources", files={"file": ("l.mp4", video, "video/mp4"),
                                                       part: (name, b"x", "application/octet-stream")})
    assert r.status_code == 422 and r.json()["field"] == part and reason in r.json()["detail"], r.text


def test_a_deck_with_a_text_file_is_refused(service):
    r = service.alpha.client.post("/v1/sources", files={"file": ("notes.txt", b"Some notes.", "text/plain"),
                                                       "slide_deck": ("deck.pdf", b"%PDF-1.4", "application/pdf")})
    assert r.status_code == 422 and r.json()["field"] == "slide_deck" and "audio or video" in r.json()["detail"]
