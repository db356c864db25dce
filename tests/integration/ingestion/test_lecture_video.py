"""A recorded lecture with slides, built at test time (Pillow slides switched at known seconds,
H.264 by PyAV, espeak-ng sentences laid at known seconds as its soundtrack), through the real Whisper
model and the real OCR: slides found at their seconds and read, the speech bound to the slide
on screen, and a question or a search landing on the right second and slide."""

from __future__ import annotations

from pathlib import Path

import pytest

from footnote.shared.errors import IngestError
from footnote.shared.ingestion.loader import IngestLimits, load_bytes
from footnote.shared.retrieval.types import ON_SCREEN
from tests.fixtures.make_lecture_video import SLIDES, write_lecture
from tests.support.recordings import ask_recording
from tests.support.speech import LECTURE, Said, opening, speak

pytestmark = pytest.mark.integration
SHOWN = [(start, lines) for start, _, lines in SLIDES if lines]  # the slides with text, in order


@pytest.fixture(scope="module")
def said(tmp_path_factory) -> tuple[Path, list[Said]]:  # type: ignore[no-untyped-def]
    path = tmp_path_factory.mktemp("speech") / "speech.wav"
    return path, speak(LECTURE, path)


@pytest.fixture(scope="module")
def lecture(tmp_path_factory, said) -> bytes:  # type: ignore[no-untyped-def]
    return write_lecture(tmp_path_factory.mktemp("lecture") / "lecture3.mp4", audio=said[0]).read_bytes()


@pytest.fixture(scope="module")
def doc(lecture: bytes):  # type: ignore[no-untyped-def]
    (loaded,) = load_bytes(lecture, name="lecture3.mp4", limits=IngestLimits())
    return loaded.document


def test_each_slide_is_found_within_a_second_of_its_cut_and_read(doc):
    on_screen = [b for b in doc.blocks if b.speaker == ON_SCREEN]
    assert len(on_screen) == len(SHOWN)  # the camera shot (no text) is not a slide
    for block, (start, lines) in zip(on_screen, SHOWN, strict=True):
        assert abs(block.timestamp_start - start) <= 1.0, (block, start)
        read = doc.block_text(block)
        assert read.splitlines()[0] == lines[0]  # the title exactly
        assert sum(line in read for line in lines) >= len(lines) - 1, read  # at most one line misread
    assert doc.metadata["slides"] == str(len(SHOWN))


def test_the_speech_is_bound_to_the_slide_on_screen(doc):
    cues = [b for b in doc.blocks if b.kind == "cue" and b.speaker != ON_SCREEN]
    at = doc.text.index("dereference")  # spoken from 7.3 s, while slide 2 (7-11.5 s) is up
    cue = next(b for b in cues if b.char_start <= at < b.char_end)
    assert cue.section == "Slide 2: Dereferencing a pointer"
    assert all(b.section is None for b in cues if b.timestamp_start is not None and 4.5 <= b.timestamp_start < 6.5)


def test_a_question_and_a_search_land_on_the_second_and_the_slide(minilm_runtime, tenant, lecture, doc, said):
    runtime = minilm_runtime
    from footnote.shared.retrieval.search import search
    from footnote.shared.retrieval.types import SearchFilters

    out = ask_recording(runtime, tenant, lecture, name="lecture3.mp4",
                        question="How do I dereference a pointer with the star operator?",
                        url="https://www.youtube.com/watch?v=lec3", title="Lecture 3")
    cited = [c for c in out["citations"] if "dereference" in (c.get("quote") or "")]
    assert cited, out["plain_text"]
    assert "Slide 2: Dereferencing a pointer" in cited[0]["label"]
    second = int(cited[0]["url"].rsplit("t=", 1)[1].rstrip("s"))
    begins = opening(said[1], cited[0]["quote"])  # the link opens where the quoted words are spoken
    assert abs(second - begins.start) <= 1.5, (cited[0]["url"], begins)
    with runtime.session() as s:  # what was on screen, not said: the slide itself, at its second
        found = search(session=s, tenant_id=tenant, query="arrays decay to pointers", k=3, filters=SearchFilters(),
                       settings=runtime.settings, embedder=runtime.embedder)
    top = found.hits[0]
    assert top.speaker == ON_SCREEN and top.section == "Slide 3: Arrays decay to pointers"
    assert abs(top.timestamp_start - 11.5) <= 1.0


def test_a_video_without_sound_is_its_slides(tmp_path: Path):
    silent = write_lecture(tmp_path / "slides-only.mp4", audio=None).read_bytes()
    (loaded,) = load_bytes(silent, name="slides-only.mp4", limits=IngestLimits())
    doc = loaded.document
    assert doc.metadata["note"] == "no audio track: slides only"
    assert [b.speaker for b in doc.blocks] == [ON_SCREEN] * len(SHOWN)


def test_a_video_with_neither_speech_nor_slides_is_refused_with_the_reason(tmp_path: Path):
    blank = write_lecture(tmp_path / "camera.mp4", slides=((0.0, 3.0, ()),), audio=None).read_bytes()
    with pytest.raises(IngestError, match="no audio track, and no slide text found"):
        load_bytes(blank, name="camera.mp4", limits=IngestLimits())


def test_a_slide_deck_numbers_the_slides_as_its_pages_and_gives_their_exact_words(tmp_path: Path, lecture: bytes):
    import json

    from reportlab.lib.pagesizes import landscape, letter
    from reportlab.pdfgen import canvas

    from footnote.shared.ingestion.loader import load_path

    pages = [("Systems Programming", "Course overview")] + [lines for _, lines in SHOWN] + [("Summary", "Questions")]
    deck = canvas.Canvas(str(tmp_path / "deck.pdf"), pagesize=landscape(letter))
    for lines in pages:
        for i, line in enumerate(lines):
            deck.setFont("Helvetica-Bold" if i == 0 else "Helvetica", 28 if i == 0 else 20)
            deck.drawString(60, 520 - 50 * i, line)
        deck.showPage()
    deck.save()
    (tmp_path / "lecture3.mp4").write_bytes(lecture)
    (tmp_path / "lecture3.json").write_text(json.dumps({"title": "Lecture 3", "slide_deck": "deck.pdf"}))
    (loaded,) = load_path(tmp_path / "lecture3.mp4", limits=IngestLimits())
    doc = loaded.document
    on_screen = [b for b in doc.blocks if b.speaker == ON_SCREEN]
    assert [b.section for b in on_screen] == [f"Slide {n}: {lines[0]}" for n, (_, lines) in enumerate(SHOWN, start=2)]
    assert doc.block_text(on_screen[1]).split() == " ".join(SHOWN[1][1]).split()  # the deck's words, not OCR's
    at = doc.text.index("dereference")
    cue = next(b for b in doc.blocks if b.char_start <= at < b.char_end)
    assert cue.section == "Slide 3: Dereferencing a pointer"


def test_a_slide_deck_that_is_not_there_is_named_in_the_error(tmp_path: Path, lecture: bytes):
    import json

    from footnote.shared.ingestion.loader import load_path

    (tmp_path / "lecture3.mp4").write_bytes(lecture)
    (tmp_path / "lecture3.json").write_text(json.dumps({"slide_deck": "missing.pdf"}))
    with pytest.raises(IngestError, match='"slide_deck" must name a PDF next to the recording'):
        load_path(tmp_path / "lecture3.mp4", limits=IngestLimits())


def test_progress_is_reported_as_the_recording_is_read(lecture: bytes):
    heard: list[tuple[float, str]] = []
    load_bytes(lecture, name="lecture3.mp4", limits=IngestLimits(), progress=lambda share, stage: heard.append(
        (share, stage)))
    stages = [stage for _, stage in heard]
    assert stages[0].startswith("transcribing: 0:1") and stages[0].endswith(" of 0:16")  # 15 s of speech
    assert stages[1:] == [f"reading slide {i} of 4" for i in range(1, 5)]  # 4 scenes, the camera shot one of them
    shares = [share for share, _ in heard]
    assert shares == sorted(shares) and shares[-1] == 1.0


def test_a_deck_of_pictures_is_read_by_ocr(tmp_path: Path, lecture: bytes):
    """A deck exported as images (no text layer) still numbers the slides, read page by page."""
    import json

    from PIL import Image

    from footnote.shared.ingestion.loader import load_path
    from tests.fixtures.make_lecture_video import slide_image

    pages = [("Systems Programming", "Course overview")] + [lines for _, lines in SHOWN]
    images = [Image.fromarray(slide_image(lines, i)) for i, lines in enumerate(pages)]
    images[0].save(tmp_path / "deck.pdf", save_all=True, append_images=images[1:])  # pictures only
    (tmp_path / "lecture3.mp4").write_bytes(lecture)
    (tmp_path / "lecture3.json").write_text(json.dumps({"slide_deck": "deck.pdf"}))
    (loaded,) = load_path(tmp_path / "lecture3.mp4", limits=IngestLimits())
    on_screen = [b for b in loaded.document.blocks if b.speaker == ON_SCREEN]
    assert [b.section for b in on_screen] == [f"Slide {n}: {lines[0]}" for n, (_, lines) in enumerate(SHOWN, start=2)]


def test_a_slide_showing_the_lectures_code_names_its_file_and_lines(tmp_path: Path, lecture: bytes):
    import json
    import zipfile

    from footnote.shared.ingestion.loader import load_path

    source = ["#include <stdio.h>", "", "/* lecture 3 */", "", "int main(void)", "{"]
    source += ["    " + line for line in SHOWN[1][1][1:]]  # the slide's three lines of code: lines 7-9
    source += ["    return 0;", "}"]
    with zipfile.ZipFile(tmp_path / "code.zip", "w") as z:
        z.writestr("src/pointers.c", "\n".join(source) + "\n")
        z.writestr("bin/pointers", bytes(range(256)) * 8)  # a compiled binary: left out, not an error
    (tmp_path / "lecture3.mp4").write_bytes(lecture)
    (tmp_path / "lecture3.json").write_text(json.dumps({"code": "code.zip"}))
    (loaded,) = load_path(tmp_path / "lecture3.mp4", limits=IngestLimits())
    doc = loaded.document
    at = doc.text.index("dereference")
    cue = next(b for b in doc.blocks if b.char_start <= at < b.char_end)
    assert cue.section == "Slide 2: Dereferencing a pointer — src/pointers.c:7-9"
    sections = [b.section for b in doc.blocks if b.speaker == ON_SCREEN]
    assert sections[0] == "Slide 1: Lecture 3: Pointers in C" and sections[2] == "Slide 3: Arrays decay to pointers"


def test_a_search_fuses_a_slides_facets_and_says_which_matched(minilm_runtime, tenant, lecture: bytes):
    """What was said, what was shown and the code shown are chunks of their own (a vector each);
    a search folds a slide's matching facets into one hit, ranked by their fused ranks."""
    from footnote.shared.ingestion.pipeline import SourceOverrides, ingest_documents
    from footnote.shared.retrieval.search import search
    from footnote.shared.retrieval.types import CODE, SearchFilters

    source = ["#include <stdio.h>", "", "/* lecture 3 */", "", "int main(void)", "{"]
    source += ["    " + line for line in SHOWN[1][1][1:]] + ["    return 0;", "}"]
    docs = load_bytes(lecture, name="lecture3.mp4", limits=IngestLimits(), code={"src/pointers.c": "\n".join(source)})
    code = [b for b in docs[0].document.blocks if b.speaker == CODE]
    assert [b.section for b in code] == ["Slide 2: Dereferencing a pointer — src/pointers.c:7-9"]
    with minilm_runtime.session() as s:
        ingest_documents(session=s, tenant_id=tenant, documents=docs, embedder=minilm_runtime.embedder,
                         settings=minilm_runtime.settings, overrides=SourceOverrides(title="Lecture 3"))
    with minilm_runtime.session() as s:
        found = search(session=s, tenant_id=tenant, query="dereference the pointer p with the star operator",
                       k=3, filters=SearchFilters(), settings=minilm_runtime.settings,
                       embedder=minilm_runtime.embedder)
    top = found.hits[0]
    assert top.section.startswith("Slide 2: Dereferencing a pointer") and len(top.facets) >= 2, found.hits
    assert "speech" in top.facets and top.facet == top.facets[0]
    assert found.retrieval_debug["counts"]["folded_facets"] >= 1
    assert all(h.segment != top.segment for h in found.hits[1:])  # the slide is one hit, not three
    with minilm_runtime.session() as s:
        code_query = search(session=s, tenant_id=tenant, query='int *p = &x; printf("%d", *p);', k=3,
                            filters=SearchFilters(), settings=minilm_runtime.settings, embedder=minilm_runtime.embedder)
    top = code_query.hits[0]
    assert top.segment == found.hits[0].segment and "code" in top.facets, code_query.hits


def test_slides_are_found_beside_the_speakers_camera(tmp_path: Path):
    """A screen recording with the speaker's camera in a corner: the moving corner is not a
    slide change, and the slides beside it are still cut within a second and read."""
    video = write_lecture(tmp_path / "pip.mp4", camera=True).read_bytes()
    (loaded,) = load_bytes(video, name="pip.mp4", limits=IngestLimits())
    on_screen = [b for b in loaded.document.blocks if b.speaker == ON_SCREEN]
    assert [loaded.document.block_text(b).splitlines()[0] for b in on_screen] == [lines[0] for _, lines in SHOWN]
    assert all(abs(b.timestamp_start - start) <= 1.0 for b, (start, _) in zip(on_screen, SHOWN, strict=True))
