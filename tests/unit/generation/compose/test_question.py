from shared.generation.citations import parse
from shared.generation.compose.question import compose_question
from shared.generation.evidence import number_evidence
from tests.unit.generation.factories import make_hit, video_hit

FILLER = "and so on we go " * 20


def test_video_paragraph_ends_with_watch_at_the_quoted_moment():
    text = FILLER + "play the melody alone without pedal and record it then listen back " + FILLER
    evidence = number_evidence([video_hit("v", text, timestamp_start=100.0, timestamp_end=300.0)])
    out = compose_question({"question": "Should I record the melody without pedal?"}, evidence)
    first = out.split("\n\n")[0]
    assert "without pedal and record it" in first
    assert first.endswith(")."), first
    parsed = parse(out, evidence)
    marker = next(s for c in parsed.claims for s in c.segments if not isinstance(s, str))
    assert marker.numbers == (1,) and 150 <= marker.seconds <= 220  # inside the chunk, near the words


def test_repeated_text_from_a_second_copy_is_not_quoted_twice():
    same = "Use syncopated pedaling for legato lines: play the new harmony, then lift the pedal."
    evidence = number_evidence(
        [
            make_hit("md", same, title="Piano Pedagogy Notes", author="Footnote Example Studio"),
            make_hit("pdf", same, title="Piano Pedagogy Notes", author="Footnote Example Studio"),
            make_hit("b", "Change the pedal just after the new harmony is struck, never with it.", author="Ana Ruiz"),
        ]
    )
    out = compose_question({"question": "How do I change the pedal for a new harmony?"}, evidence)
    assert out.count("syncopated pedaling") == 1
    assert out.startswith("The Piano Pedagogy Notes answer this directly")
    assert "Ruiz" in out and "[3]" in out and "[2]" not in out
