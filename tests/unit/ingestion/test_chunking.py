from __future__ import annotations

from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from footnote.shared.errors import ValidationError
from footnote.shared.ingestion.chunking import ChunkParams, chunk_document
from footnote.shared.ingestion.parsers.base import DocumentBuilder
from footnote.shared.ingestion.parsers.markdown import MarkdownParser
from footnote.shared.ingestion.types import ParsedDocument
from tests.unit.ingestion.conftest import GOOD_FIXTURES, parse_fixture

SMALL = ChunkParams(chunk_size_chars=300, chunk_overlap_chars=60, min_chunk_chars=80, max_merge_chars=600)
BOTH = ("sentence", "passage")


def _check_invariants(doc: ParsedDocument, chunks) -> None:
    assert [c.chunk_index for c in chunks] == list(range(len(chunks)))
    for c in chunks:
        assert doc.text[c.char_start : c.char_end] == c.text
        assert c.text and c.text == c.text.strip()
    by_index = {c.chunk_index: c for c in chunks}
    for c in chunks:
        if c.prev_index is not None:
            prev = by_index[c.prev_index]
            assert prev.next_index == c.chunk_index and prev.paragraph_index == c.paragraph_index
            assert prev.char_end <= c.char_start


@pytest.mark.parametrize("name", GOOD_FIXTURES)
@pytest.mark.parametrize(
    "params",
    [
        ChunkParams(),
        SMALL,
        ChunkParams(chunk_size_chars=40, chunk_overlap_chars=10, min_chunk_chars=5, max_merge_chars=80),
    ],
)
def test_invariant_on_every_fixture(name: str, params: ChunkParams) -> None:
    doc = parse_fixture(name)
    chunks = chunk_document(doc, granularities=BOTH, params=params)
    assert chunks
    _check_invariants(doc, chunks)
    passages = [c for c in chunks if c.granularity == "passage"]
    assert passages
    atomic = [b for b in doc.blocks if b.kind in ("code", "table", "code_unit")]
    for c in passages:
        longest_atomic = max(
            (
                b.char_end - b.char_start
                for b in atomic
                if b.char_start >= c.char_start and b.char_end <= c.char_end
            ),
            default=0,
        )
        limit = max(params.chunk_size_chars, min(longest_atomic, params.max_merge_chars))
        # a merged tail may exceed chunk_size, never max_merge
        assert len(c.text) <= max(limit, params.max_merge_chars)


_words = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), min_size=0, max_size=30
)


@st.composite
def _documents(draw) -> ParsedDocument:
    b = DocumentBuilder()
    for _ in range(draw(st.integers(1, 8))):
        kind = draw(st.sampled_from(["paragraph", "paragraph", "heading", "code", "list"]))
        words = draw(st.lists(_words, min_size=1, max_size=40))
        sep = draw(st.sampled_from([" ", ". ", "\n", "! ", ".\n"]))
        b.add(kind, sep.join(words), page_number=draw(st.integers(1, 5)))
    doc = b.build()
    if not doc.blocks:
        b.add("paragraph", "x")
        doc = b.build()
    return doc


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=_documents(), size=st.integers(10, 400), overlap_ratio=st.floats(0, 0.9))
def test_invariant_on_random_documents(doc: ParsedDocument, size: int, overlap_ratio: float) -> None:
    params = ChunkParams(
        chunk_size_chars=size,
        chunk_overlap_chars=int(size * overlap_ratio),
        min_chunk_chars=size // 4,
        max_merge_chars=size * 2,
    )
    _check_invariants(doc, chunk_document(doc, granularities=BOTH, params=params))


def test_sentences_stay_in_paragraphs_and_skip_headings_and_code() -> None:
    doc = parse_fixture("guide.md")
    chunks = chunk_document(doc, granularities=["sentence"], params=ChunkParams())
    texts = [c.text for c in chunks]
    assert (
        "Installing" not in texts
        and not any("```" in t for t in texts)
        and not any("|---" in t for t in texts)
    )
    routine = [c for c in chunks if c.section == "Daily Routine"]
    assert [c.text for c in routine] == [
        "Start with scales.",
        "Then play the passage slowly.",
        "Mr. Kay's rule: never more than 3.5 minutes on one bar.",
    ]
    assert [c.sentence_index for c in routine] == [0, 1, 2]
    assert routine[0].prev_index is None and routine[-1].next_index is None
    assert routine[1].prev_index == routine[0].chunk_index and routine[1].next_index == routine[2].chunk_index
    assert len({c.paragraph_index for c in routine}) == 1
    assert routine[0].chapter == "Practice Log Setup"


def test_pdf_sentences_and_passages_carry_pages() -> None:
    doc = parse_fixture("sample.pdf")
    chunks = chunk_document(doc, granularities=BOTH, params=SMALL)
    s = next(c for c in chunks if c.text.startswith("On page three"))
    assert (s.granularity, s.page_number, s.page_end, s.chapter) == (
        "sentence",
        3,
        3,
        "Chapter 2. Legato and Touch",
    )
    for c in chunks:
        if c.granularity == "passage":
            assert c.page_number <= c.page_end


def test_passage_spanning_pages_has_page_end() -> None:
    b = DocumentBuilder()
    for page in (1, 2, 3):
        b.add("paragraph", f"Text on page {page}. " * 3, page_number=page)
    doc = b.build()
    chunks = chunk_document(doc, granularities=["passage"], params=ChunkParams())
    assert len(chunks) == 1 and (chunks[0].page_number, chunks[0].page_end) == (1, 3)


def test_passages_break_at_headings_and_overlap() -> None:
    para = " ".join(f"Sentence number {i} is here." for i in range(40))  # ~1100 chars
    md = f"# One\n\n{para}\n\n## Two\n\nShort section text that stands alone.\n".encode()
    doc = MarkdownParser().parse(md, name="x.md")
    params = ChunkParams(
        chunk_size_chars=400, chunk_overlap_chars=100, min_chunk_chars=50, max_merge_chars=800
    )
    chunks = chunk_document(doc, granularities=["passage"], params=params)
    assert chunks[-1].text.startswith("Two") and chunks[-1].section == "Two"
    first_section = chunks[:-1]
    assert all(len(c.text) <= 400 for c in first_section)
    for a, b in zip(first_section, first_section[1:], strict=False):
        overlap = a.char_end - b.char_start
        assert 0 < overlap <= 100
        assert b.text.startswith("Sentence")  # snapped to a sentence start


def test_tiny_tail_merges_into_previous() -> None:
    text = "A" * 250 + "\n\n" + "B" * 250 + "\n\n" + "tail."
    b = DocumentBuilder()
    for part in text.split("\n\n"):
        b.add("paragraph", part)
    doc = b.build()
    params = ChunkParams(chunk_size_chars=300, chunk_overlap_chars=0, min_chunk_chars=50, max_merge_chars=600)
    chunks = chunk_document(doc, granularities=["passage"], params=params)
    assert [c.text[-5:] for c in chunks] == ["AAAAA", "tail."]
    assert chunks[-1].text.startswith("BBB")


def test_code_fence_and_table_are_not_split() -> None:
    code = "```\n" + "\n".join(f"line_{i} = {i}" for i in range(40)) + "\n```"
    md = f"Intro paragraph.\n\n{code}\n\nOutro.\n".encode()
    doc = MarkdownParser().parse(md, name="c.md")
    params = ChunkParams(
        chunk_size_chars=200, chunk_overlap_chars=20, min_chunk_chars=5, max_merge_chars=1000
    )
    chunks = chunk_document(doc, granularities=["passage"], params=params)
    assert any(c.text == code for c in chunks)
    # over max_merge_chars it is split by lines
    params = ChunkParams(chunk_size_chars=200, chunk_overlap_chars=20, min_chunk_chars=5, max_merge_chars=300)
    chunks = chunk_document(doc, granularities=["passage"], params=params)
    assert all(len(c.text) <= 300 for c in chunks)
    assert all(
        c.text.endswith(("```", ".", "}")) or c.text.split("\n")[-1].startswith("line_") for c in chunks
    )


def test_transcript_passages_cover_whole_cues() -> None:
    doc = parse_fixture("rolling_captions.vtt")
    params = ChunkParams(chunk_size_chars=70, chunk_overlap_chars=30, min_chunk_chars=10, max_merge_chars=140)
    passages = chunk_document(doc, granularities=["passage"], params=params)
    cues = {(b.char_start, b.char_end): b for b in doc.blocks}
    starts = {s for s, _ in cues}
    ends = {e for _, e in cues}
    for p in passages:
        assert p.char_start in starts and p.char_end in ends
        first = next(b for (s, _), b in cues.items() if s == p.char_start)
        last = next(b for (_, e), b in cues.items() if e == p.char_end)
        assert (p.timestamp_start, p.timestamp_end) == (first.timestamp_start, last.timestamp_end)
    assert passages[0].timestamp_start == 0.16 and passages[-1].timestamp_end == 15.99


def test_transcript_sentences_are_cues_linked_by_speaker_runs() -> None:
    doc = parse_fixture("voices.vtt")
    chunks = chunk_document(doc, granularities=["sentence"], params=ChunkParams())
    assert [c.speaker for c in chunks] == ["Teacher", "Student", "Teacher", "Teacher"]
    assert [c.paragraph_index for c in chunks] == [0, 1, 2, 3]  # speaker change, then a 51 s pause
    assert chunks[0].timestamp_start == 1.0


def test_code_one_chunk_per_unit() -> None:
    doc = parse_fixture("sample_module.py")
    chunks = chunk_document(doc, granularities=BOTH, params=ChunkParams())
    assert all(c.granularity == "passage" for c in chunks)  # code has no sentences
    units = [b for b in doc.blocks if b.kind == "code_unit"]
    for u in units:
        assert any(
            c.char_start == u.char_start and c.char_end == u.char_end and c.section == u.symbol
            for c in chunks
        )


def test_oversized_code_unit_split_by_lines() -> None:
    body = "\n".join(f"    x{i} = {i}" for i in range(300))
    doc = parse_fixture("sample_module.py")
    from footnote.shared.ingestion.parsers.code import CodeParser

    doc = CodeParser().parse(f"def big():\n{body}\n".encode(), name="big.py")
    params = ChunkParams(chunk_size_chars=500, chunk_overlap_chars=0, min_chunk_chars=0, max_merge_chars=1000)
    chunks = chunk_document(doc, granularities=["passage"], params=params)
    assert len(chunks) > 1 and all(len(c.text) <= 500 for c in chunks)
    assert all(not c.text.startswith(" ") or c.text.lstrip().startswith("x") for c in chunks)


def test_chunk_indexes_unique_sentences_first() -> None:
    doc = parse_fixture("gutenberg.txt")
    chunks = chunk_document(doc, granularities=["sentence", "passage"], params=ChunkParams())
    kinds = [c.granularity for c in chunks]
    assert kinds == sorted(kinds, key=lambda k: k != "sentence")
    assert len({c.chunk_index for c in chunks}) == len(chunks)


def test_params_validation_and_settings() -> None:
    with pytest.raises(ValidationError, match="chunk_overlap_chars"):
        ChunkParams(chunk_size_chars=100, chunk_overlap_chars=100)
    with pytest.raises(ValidationError, match="max_merge_chars"):
        ChunkParams(chunk_size_chars=100, chunk_overlap_chars=10, max_merge_chars=50)
    with pytest.raises(ValidationError, match="granularities"):
        chunk_document(parse_fixture("guide.md"), granularities=["word"], params=ChunkParams())
    s = SimpleNamespace(
        chunk_size_chars=1000, chunk_overlap_chars=100, min_chunk_chars=50, max_merge_chars=3000
    )
    assert ChunkParams.from_settings(s) == ChunkParams(1000, 100, 50, 3000)


def test_a_list_label_is_never_a_sentence_of_its_own() -> None:
    """Word's numbers ("b.", "iv.", "2.1") lead their item; the splitter must not cut them off."""
    b = DocumentBuilder()
    b.add("list", "b. Lower the wrist slowly. The sound follows.")
    b.add("list", "iv. Lift the pedal. 2.1 Press it again.")
    doc = b.build(title="t", author=None, source_type="article")
    texts = [c.text for c in chunk_document(doc, granularities=("sentence",), params=ChunkParams())]
    assert texts == ["b. Lower the wrist slowly.", "The sound follows.", "iv. Lift the pedal.", "2.1 Press it again."]
