"""``produce`` end to end on the sample corpus: real embedded Postgres + Redis, the real MiniLM
model, real retrieval and the extractive generator. Asserts what a reader of the output sees."""

from __future__ import annotations

import json
import re
import uuid
from pathlib import Path

import pytest

from footnote.shared.deps import Deps
from footnote.shared.generation.generators.extractive import ExtractiveGenerator
from footnote.shared.generation.pipeline import NO_EVIDENCE_MESSAGE
from footnote.shared.generation.produce import produce
from footnote.shared.ingestion.loader import IngestLimits, load_path
from footnote.shared.ingestion.pipeline import ingest_documents
from tests.conftest import EXAMPLES

pytestmark = pytest.mark.integration

SCRIPT_SOURCE = (
    "Pedal notes for the recital.\n\n"
    "Write <script>alert('x')</script> nowhere near the pedal: the una corda pedal and the sustaining "
    "pedal each need their own marking in the score, so mark every pedal change in pencil.\n"
)


def ingest(rt, tenant: str, path: Path) -> None:
    docs = load_path(path, limits=IngestLimits.from_settings(rt.settings))
    with rt.session() as session:
        ingest_documents(session=session, tenant_id=tenant, documents=docs, embedder=rt.embedder, settings=rt.settings)


def run(rt, tenant: str, kind: str, payload: dict, redis=None) -> dict:
    with rt.session() as session:
        deps = Deps(rt.settings, rt.embedder, ExtractiveGenerator(), redis=redis)
        return produce(kind, payload, session=session, tenant_id=tenant, deps=deps)


@pytest.fixture(scope="module")
def corpus(minilm_runtime) -> str:
    """One tenant holding examples/corpus (ingesting it once keeps the module fast)."""
    tenant = f"t-{uuid.uuid4().hex[:10]}"
    ingest(minilm_runtime, tenant, EXAMPLES / "corpus")
    return tenant


def assert_numbered(out: dict) -> None:
    """Inline markers are 1..N in order of first use and match the footer; each citation
    links to its place (page, deep link or timestamp) where the source has one."""
    body = out["html"].split('<section class="evidence">')[0].split('<footer class="sources">')[0]
    inline = list(dict.fromkeys(int(n) for n in re.findall(r'data-cite="(\d+)"', body)))
    numbers = [c["number"] for c in out["citations"]]
    assert inline == numbers == list(range(1, len(numbers) + 1))
    assert [int(n) for n in re.findall(r'<li id="source-(\d+)"', out["html"])] == numbers
    for c in out["citations"]:
        if c["source_type"] == "video":
            assert c["timestamp_start"] is not None and "&t=" in c["url"]
        elif c["source_type"] == "book" and c["title"] == "Piano Pedagogy Notes":  # the PDF copy
            assert c["page_number"] is not None
    assert out["verification"]["citation_coverage"] == 1.0


def test_performance_feedback_names_sources_naturally(minilm_runtime, corpus):
    payload = json.loads((EXAMPLES / "inputs/performances/okafor-chopin-nocturne.json").read_text("utf-8"))
    out = run(minilm_runtime, corpus, "performance_feedback", payload)
    assert_numbered(out)
    text = out["plain_text"]
    assert "pedal clarity, which scored 0.31" in text
    assert "Chopin in particular" in text
    assert "Studio" not in text.split("Sources")[0]  # an organisation is named by its work's title
    assert 2 <= len(out["paragraphs"]) <= 3


def test_essay_feedback_flags_the_wrong_claims_and_lists_context(minilm_runtime, corpus):
    essay = (EXAMPLES / "inputs/essays/legato-and-the-pedal.txt").read_text("utf-8")
    out = run(minilm_runtime, corpus, "essay_feedback", {"essay": essay, "prompt": "How is legato achieved?"})
    assert_numbered(out)
    body = "\n\n".join(p["text"] for p in out["paragraphs"])
    assert 2 <= len(out["paragraphs"]) <= 3
    assert "Measured against the prompt" in body
    # the pedal-for-legato claim, set against Ashdown's fingers-alone passage: the two share only a few
    # words, so the student is asked to check it rather than told it is contradicted (compose/essay.py)
    assert "may be at odds with the course sources" in body and "main tool for legato" in body
    # a comparison only where the passage is on the paragraph's own point: the student's words and
    # the quote share content words (pedal beside pedal, rubato beside rubato)
    from footnote.shared.verification.words import content

    related = [s for s in re.split(r"(?<=\)\.) ", body) if "on relevant ground" in s or " beside " in s]
    for s in related:
        mine, theirs = re.search(r"‘(.+?)’", s).group(1), re.search(r'"(.+?)"', s).group(1)
        assert len(content(mine) & content(theirs)) >= 2, s
    assert re.search(r"\(Evidence #\d\)", body)
    evidence = out["plain_text"].split("\nEvidence\n")[1]
    assert "Previous: " in evidence and "Next: " in evidence
    assert '<span class="prev">' in out["html"] and '<span class="next">' in out["html"]


def test_video_answer_links_to_the_second(minilm_runtime, corpus):
    out = run(minilm_runtime, corpus, "question", {"question": "What does the masterclass say about legato?"})
    assert_numbered(out)
    assert 2 <= len(out["paragraphs"]) <= 4
    assert out["evidence"][0]["timestamp_start"] is not None  # a recording answers it: its depth of moments
    assert out["retrieval_debug"]["top_k"] == minilm_runtime.settings.video_top_k
    assert all(re.search(r"\[\d+\]( \(Watch at \d+:\d\d\))?\.?$", p["text"]) for p in out["paragraphs"])
    video = [p for p in out["paragraphs"] if "Watch at" in p["text"]]
    assert video, out["plain_text"]
    assert re.search(r'class="watch" href="https://www\.youtube\.com/watch\?v=[\w-]+&amp;t=\d+s"', out["html"])
    # each paragraph that ends on the video carries its citation object, the answer its videos
    assert out["total_paragraphs"] == len(out["paragraphs"])
    ending = [p["video_citation"] for p in out["paragraphs"] if p["video_citation"]]
    assert len(ending) == len(video)
    for c in ending:
        assert c["youtube_link"].startswith(f"https://www.youtube.com/watch?v={c['video_id']}&t=")
        assert c["youtube_link"].endswith(f"t={int(c['timestamp'])}s") and c["text_snippet"]
    assert [v["video_id"] for v in out["videos_referenced"]] == list(dict.fromkeys(c["video_id"] for c in ending))


def test_a_question_about_one_video_walks_through_it_in_time_order(runtime, tmp_path):  # type: ignore[no-untyped-def]
    topics = ["a loose wrist rolls each note into its neighbour", "arm weight passes from finger to finger",
              "slow practice lets the ear hear every join", "the fingertips stay close to the keys",
              "the damper pedal must never hide a broken line", "a phrase ending lifts only after its last note",
              "listening decides whether two notes really touch", "the thumb passes under without a bump",
              "the weak fourth finger needs extra attention", "the melody sings above its accompaniment",
              "a bass line in octaves needs fingered joins", "a fast tempo still leaves no silence between notes"]
    cues = ["WEBVTT", ""]
    for n, topic in enumerate(topics):  # a pause after each cue: every cue its own passage
        start = n * 30
        cues += [f"00:{start // 60:02d}:{start % 60:02d}.000 --> 00:{start // 60:02d}:{start % 60 + 12:02d}.000",
                 f"Legato: {topic}.", ""]
    (tmp_path / "legato.vtt").write_text("\n".join(cues))
    (tmp_path / "legato.json").write_text('{"title": "Legato masterclass", "url": "https://www.youtube.com/watch?v=abcdefghijk"}')
    tenant = f"t-{uuid.uuid4().hex[:10]}"
    ingest(runtime, tenant, tmp_path)
    with runtime.session() as s:
        from sqlalchemy import text

        video = s.execute(text("SELECT id FROM sources WHERE tenant_id = :t"), {"t": tenant}).scalar_one()
    out = run(runtime, tenant, "question", {"question": "How is legato joined?", "scope": {"video": video}})
    assert out["retrieval_debug"]["queries"][0]["k"] == runtime.settings.video_top_k == 15
    times = [e["timestamp_start"] for e in out["evidence"]]
    assert len(times) >= 8 and times == sorted(times), out["retrieval_debug"]  # its moments, in the order said
    ranked = run(runtime, tenant, "question", {"question": "How is legato joined?", "scope": {"source_ids": [video]}})
    assert [e["timestamp_start"] for e in ranked["evidence"]][:5] != sorted(times)[:5]  # otherwise by relevance


def test_docs_answer_quotes_prose_not_tables(minilm_runtime, corpus):
    out = run(minilm_runtime, corpus, "question", {"question": "How do I change the chunk size?"})
    assert_numbered(out)
    assert "Configuring Footnote" in out["plain_text"]
    assert "|---" not in out["plain_text"].split("Sources")[0]
    # the doc's "follow these steps" comes with its steps, each cited and verified
    assert 'Step 1: "Stop the ingestion workers' in out["plain_text"] and "Step 5:" in out["plain_text"]
    assert out["verification"]["sentences_by_status"]["supported"] >= 6
    # a technical doc answers it, so it reads the docs' depth of evidence; a book question does not
    settings = minilm_runtime.settings
    assert out["evidence"][0]["source_type"] == "doc" and out["retrieval_debug"]["top_k"] == settings.docs_top_k
    book = run(minilm_runtime, corpus, "question", {"question": "How should I use the sustain pedal in Chopin?"})
    assert book["evidence"][0]["source_type"] != "doc" and book["retrieval_debug"]["top_k"] == settings.top_k
    assert len(book["evidence"]) <= settings.top_k
    asked = run(minilm_runtime, corpus, "question", {"question": "How do I change the chunk size?", "top_k": 3})
    assert asked["retrieval_debug"]["top_k"] == 3  # the caller's own top_k always wins


def test_nonsense_question_gets_the_no_evidence_message(minilm_runtime, corpus):
    out = run(
        minilm_runtime, corpus, "question", {"question": "What is the capital of Mongolia's stock exchange zebra?"}
    )
    assert out["status"] == "no_evidence"
    assert out["message"] == NO_EVIDENCE_MESSAGE and out["citations"] == []


def test_feedback_cache_hit_then_miss_after_ingest(minilm_runtime, tenant, tmp_path):
    rt = minilm_runtime
    ingest(rt, tenant, EXAMPLES / "corpus/piano/pedagogy-notes.md")
    payload = {"question": "When should I change the sustaining pedal?"}
    first = run(rt, tenant, "question", payload, redis=rt.redis)
    second = run(rt, tenant, "question", payload, redis=rt.redis)
    assert first["cache"] == {"hit": False} and second["cache"] == {"hit": True}
    assert second["plain_text"] == first["plain_text"]

    extra = tmp_path / "recital-pedal-notes.txt"
    extra.write_text(SCRIPT_SOURCE, encoding="utf-8")
    ingest(rt, tenant, extra)
    third = run(rt, tenant, "question", payload, redis=rt.redis)
    assert third["cache"] == {"hit": False}

    out = run(rt, tenant, "question", {"question": "Where should I mark every pedal change in the score?"})
    assert any("<script>" in c["quote"] for c in out["citations"]), out["plain_text"]
    assert "<script>" not in out["html"] and "&lt;script&gt;" in out["html"]


PROCEDURE = """# Regulating a grand piano action

## Replacing a worn damper felt

### Step 1: Take the action out

Lift the fallboard off, unscrew the two key blocks and slide the action out on a clean towel,
holding it by the key frame rather than by the hammers.

### Step 2: Loosen the damper head

Loosen the damper head screw half a turn with a small screwdriver; the worn felt comes away
with the head, and the wire stays where it is in its guide rail.

### Step 3: Glue the new felt

Glue the new felt to the damper head with hide glue, align it with the string and leave it
clamped for an hour before the action goes back in.
"""


def test_a_cited_step_reaches_the_generator_with_the_steps_around_it(runtime, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from footnote.shared.generation.evidence import format_block, number_evidence
    from footnote.shared.generation.kinds.base import JobContext, RetrievalRequest, run_retrieval
    from footnote.shared.generation.produce import make_retrieve

    tenant = f"t-{uuid.uuid4().hex[:10]}"
    (tmp_path / "action.md").write_text(PROCEDURE)
    ingest(runtime, tenant, tmp_path / "action.md")
    with runtime.session() as session:
        deps = Deps(runtime.settings, runtime.embedder, ExtractiveGenerator())
        ctx = JobContext(tenant, runtime.settings, runtime.embedder, deps.generator,
                         make_retrieve(session=session, tenant_id=tenant, deps=deps))
        request = RetrievalRequest(query="loosen the damper head screw", k=1, granularity="passage")
        hits, _ = run_retrieval(ctx, request)
    step = next(h for h in hits if "Loosen the damper head screw" in h.text)
    assert "slide the action out" in (step.previous_text or "")  # step 1, the chunk before
    assert "Glue the new felt" in (step.next_text or "")  # step 3, the chunk after
    block = format_block(number_evidence([step])[0])
    assert block.index("Before: ") < block.index("Loosen the damper head screw") < block.index("After: ")
