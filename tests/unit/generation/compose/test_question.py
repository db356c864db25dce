import re

from shared.generation.citations import parse
from shared.generation.compose.question import compose_question
from shared.generation.evidence import number_evidence
from shared.generation.spans import quote_span
from shared.verification.words import align
from tests.unit.generation.factories import make_hit, video_hit

FILLER = "and so on we go " * 20


def test_video_paragraph_ends_with_watch_at_the_quoted_moment():
    text = FILLER + "play the melody alone without pedal and record it then listen back " + FILLER
    evidence = number_evidence([video_hit("v", text, timestamp_start=100.0, timestamp_end=300.0)])
    out = compose_question({"question": "Should I record the melody without pedal?"}, evidence)
    first = out.split("\n\n")[0]
    assert "without pedal and record it" in first and first.endswith("[1].")
    parsed = parse(out, evidence)
    (claim,) = parsed.claims
    quote = re.search(r'"(.+)"', claim.text).group(1).strip("…")
    span = quote_span(evidence[0].hit, align(quote, text))  # what the renderer links to
    assert text[span.char_start - 100 : span.char_end - 100] == span.text  # hit starts at offset 100
    assert 150 <= span.timestamp_start <= 220  # inside the chunk, near the words


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


def test_a_sentence_that_restates_the_question_is_not_the_answer():
    """"The first thing to learn is when to change it" shares the question's words but answers
    nothing; the passage that says when is quoted first."""
    echo = make_hit("echo", "The first thing to learn is when to change the pedal in a nocturne.", similarity=0.7)
    answer = make_hit("ans", "Lift the pedal just after the new chord sounds, then press it again.", similarity=0.6)
    evidence = number_evidence([echo, answer])
    out = compose_question({"question": "When should I change the pedal in a nocturne?"}, evidence)
    assert out.split("\n\n")[0].count("Lift the pedal just after") == 1
    # it is still cited (it points at where the source takes the question up), not as advice
    assert 'takes up this question: "The first thing to learn is when to change' in out.split("\n\n")[1]


def test_a_when_question_prefers_the_sentence_that_says_when():
    text = (  # the first and second sentences share as many of the question's words
        "The damper pedal is changed with the right foot by most players. "
        "Change the damper pedal just after the new harmony sounds, never with it. "
        "Pianos have had a damper pedal since the eighteenth century."
    )
    evidence = number_evidence([make_hit("p", text, similarity=0.7)])
    out = compose_question({"question": "When should the damper pedal be changed?"}, evidence)
    assert '"Change the damper pedal just after' in out.split("\n\n")[0]  # the quote opens with it


def test_a_when_question_is_not_answered_directly_by_words_that_do_not_say_when():
    hit = make_hit("p", "Practise the melody of a Chopin nocturne without pedal first.", similarity=0.7)
    out = compose_question({"question": "When should I change the pedal in a Chopin nocturne?"}, number_evidence([hit]))
    assert out.startswith("Your sources do not answer this directly")
    hit = make_hit("p", "In a Chopin nocturne, change the pedal just after each new bass note.", similarity=0.7)
    out = compose_question({"question": "When should I change the pedal in a Chopin nocturne?"}, number_evidence([hit]))
    assert "answers this directly" in out
