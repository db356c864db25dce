import re

from footnote.shared.generation.citations import parse
from footnote.shared.generation.evidence import number_evidence
from footnote.shared.generation.render import render
from footnote.shared.generation.verify import verify
from tests.unit.generation.factories import embedder, four_evidence, make_hit, video_hit


def _tags(html):
    """Every (tag, attrs) a browser would build from the HTML."""
    from html.parser import HTMLParser

    found = []

    class P(HTMLParser):
        def handle_starttag(self, tag, attrs):
            found.append((tag, attrs))

    P().feed(html)
    return found


def out_for(text, evidence=None, kind="question"):
    evidence = evidence or four_evidence()
    parsed = parse(text, evidence)
    v = verify(parsed, evidence, embedder())
    return render(kind, parsed, v, evidence, retrieval_debug={}, generator={"name": "t", "model": "m"})


def test_footer_numbers_match_inline_markers_and_out_of_range_is_never_rendered():
    out = out_for(
        'Half pedaling "lets the bass ring while the upper harmonies clear" [3]. '
        "Keep each finger on its key [1, 7]. Bad [5]."
    )
    inline = re.findall(r'data-cite="(\d+)"', out["html"].split("<footer")[0])
    footer = re.findall(r'<li id="source-(\d+)"', out["html"])
    assert inline == ["1", "2"] and footer == ["1", "2"]
    assert [c["number"] for c in out["citations"]] == [1, 2]
    assert [c["evidence_number"] for c in out["citations"]] == [3, 1]
    assert out["out_of_range"] == ["7", "5"]
    assert "[5]" not in out["plain_text"] and "[7]" not in out["plain_text"] and "[3]" not in out["plain_text"]
    assert out["verification"]["out_of_range"] == 2


def test_every_citation_has_location_status_and_link():
    out = out_for("Half pedaling lets the bass ring [3]. Practice with the metronome at a slow tempo [4].")
    video, book = out["citations"]
    assert video["url"] == "https://www.youtube.com/watch?v=abc123&t=15s"
    assert video["timestamp_start"] == 15.0 and video["timestamp_end"] == 45.0
    assert book["page_number"] == 78 and book["url"].endswith("#page=78")
    assert all(c["status"] in {"supported", "partial", "contradicted", "unsupported"} for c in out["citations"])
    assert all(c[k] is not None for c in out["citations"] for k in ("title", "quote", "url", "label"))
    assert "Watch at 0:15" in out["html"] and "Watch at 0:15" in out["plain_text"]


def test_unsupported_claim_is_flagged_not_grounded():
    out = out_for("Mozart wrote forty-one symphonies in Vienna [2].")
    assert out["paragraphs"][0]["sentences"][0]["status"] == "unsupported"
    assert 'class="claim claim-unsupported"' in out["html"]
    assert "not supported by the cited source" in out["html"]
    assert "[not supported by source [1]" in out["plain_text"]


def test_hostile_source_and_model_text_is_escaped():
    evil = make_hit(
        "x",
        'Pedal <script>alert(1)</script> <img src=x onerror="alert(2)"> clean changes.',
        title='<b onmouseover="alert(3)">Evil</b>',
        author="<script>",
        url="javascript:alert(4)",
    )
    out = out_for(
        'Model says <script>bad()</script> "pedal clean changes" [1] <img onerror=alert(5)>.',
        number_evidence([evil]),
    )
    html = out["html"]
    assert "<script" not in html and "<img" not in html and "<b " not in html
    assert "javascript:" not in html
    assert out["citations"][0]["url"] is None
    assert "&lt;script&gt;" in html
    tags = _tags(html)
    assert {t for t, _ in tags} <= {"div", "style", "p", "span", "a", "footer", "h3", "ol", "li"}
    assert not [a for _, attrs in tags for a, _ in attrs if a.startswith("on")]
    assert all(v.startswith(("https://", "http://", "#")) for _, attrs in tags for a, v in attrs if a == "href")


def test_essay_has_evidence_section_with_neighbours():
    hit = make_hit(granularity="sentence", chapter="Chapter 4", previous_text="Before it.", next_text="After it.")
    out = out_for(
        "Keep each finger on its key until the next one sounds (Evidence #1).",
        number_evidence([hit]),
        kind="essay_feedback",
    )
    assert '<section class="evidence">' in out["html"]
    assert "Previous: Before it." in out["plain_text"] and "Next: After it." in out["plain_text"]
    assert "(Evidence #1)" in out["plain_text"]
    c = out["citations"][0]
    assert c["previous_sentence"] == "Before it." and c["next_sentence"] == "After it."
    assert c["chapter"] == "Chapter 4" and c["page_number"] == 45


def test_schema_is_json_serializable():
    import json

    out = out_for("Half pedaling lets the bass ring [3].", number_evidence([video_hit(), make_hit("z")]))
    json.dumps(out)
    assert set(out) >= {
        "html",
        "plain_text",
        "paragraphs",
        "citations",
        "evidence",
        "retrieval_debug",
        "verification",
        "generator",
    }


def test_timestamp_marker_links_to_that_second():
    out = out_for("Half pedaling lets the bass ring, Watch at 0:30.")
    assert 'href="https://www.youtube.com/watch?v=abc123&amp;t=30s">Watch at 0:30</a>' in out["html"]
    assert out["citations"][0]["url"] == "https://www.youtube.com/watch?v=abc123&t=15s"


def test_the_second_shown_is_the_second_linked():
    """One value makes both the "Watch at m:ss" text and the link's t= (issue 17.7): with the
    model's own timestamp and without one."""
    import re
    from urllib.parse import parse_qs, urlsplit

    from footnote.shared.generation.evidence import parse_timestamp

    for text in (
        "Half pedaling lets the bass ring [3].",
        "Half pedaling lets the bass ring (Watch at 0:37) [3].",
        "Half pedaling lets the bass ring, Watch at 0:44 [3].",
    ):
        out = out_for(text)
        links = re.findall(r'<a class="watch" href="([^"]+)">Watch at ([0-9:]+)</a>', out["html"])
        assert links, out["html"]
        for href, shown in links:
            linked = parse_qs(urlsplit(href.replace("&amp;", "&")).query)["t"][0].rstrip("s")
            assert int(linked) == parse_timestamp(shown), (href, shown)
            assert f"(Watch at {shown})" in out["plain_text"]
