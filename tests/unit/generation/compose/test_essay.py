import re

from footnote.shared.generation.compose.essay import RELATED_SIMILARITY, compose_essay
from footnote.shared.generation.evidence import number_evidence
from footnote.shared.text import split_paragraphs
from tests.unit.generation.factories import make_hit

ESSAY = (
    "Legato and the Pedal\n\nby Sam Okafor\n\n"
    "In this essay I argue that the pedal is the main tool for legato.\n\n"
    "Legato means that one note passes into the next without a gap, joined by the fingers.\n\n"
    "Finally, I practise with the metronome every day at full tempo."
)
NOTES = dict(author="Footnote Example Studio", title="Piano Pedagogy Notes", granularity="sentence")
EVIDENCE = number_evidence(
    [
        make_hit("a", "A common fault is to rely on the sustaining pedal for legato.", **NOTES),
        make_hit("b", "Legato means that one note passes into the next without a gap.", **NOTES),
        make_hit("c", "Play a difficult passage at half tempo, with full tone and exact rhythm.", **NOTES),
        make_hit("d", "Practise the melody without the sustaining pedal so the fingers learn legato.", **NOTES),
        make_hit("e", "Record every week and listen the next day.", **NOTES),
    ]
)


def compose(**extra):
    paragraphs = split_paragraphs(ESSAY)
    inputs = {"essay": ESSAY, "paragraphs": paragraphs, "paragraph_evidence": {2: [1], 3: [2], 4: [3]}, **extra}
    return compose_essay(inputs, EVIDENCE)


def test_essay_feedback_reads_as_paragraphs_on_agreement_tension_and_depth():
    text = compose()
    paragraphs = text.split("\n\n")
    assert 2 <= len(paragraphs) <= 3
    assert "Your second paragraph is on solid ground" in text  # the title and byline are not paragraphs
    assert "first paragraph" not in text and "on relevant ground" not in text
    assert re.search(r"opening paragraph may be at odds with the course sources: you write ‘In this essay", text)
    assert "(Evidence #1)" in text and "(Evidence #3)" in text
    assert "without citing a source" in text and "(Evidence #4)" in text
    assert "Record every week" not in text  # unrelated evidence is not suggested


def test_a_contradiction_on_a_neighbouring_point_is_a_question_to_check_not_a_verdict():
    """The source calls relying on the pedal a fault, and practises at half tempo: related points
    the claims share only a few words with, so the feedback asks the student to check them."""
    text = compose()
    tension = next(p for p in text.split("\n\n") if "at odds" in p)
    assert tension.startswith("Your opening paragraph may be at odds with the course sources: you write ‘In this essay")
    assert "A common fault is to rely on the sustaining pedal for legato" in tension
    assert "Check your conclusion too" in tension and "full tempo" in tension and "half tempo" in tension
    assert "contradict" not in text


def test_a_head_on_contradiction_is_said_plainly():
    essay = ("Legato\n\nLegato is made by the sustaining pedal, not by the fingers.\n\n"
             "Debussy asked pianists to play as if the piano had no hammers.")
    evidence = number_evidence([
        make_hit("a", "Legato is made by the fingers, not by the sustaining pedal.", **NOTES),
        make_hit("b", "Debussy asked pianists to play as if the instrument had no hammers.", **NOTES),
    ])
    inputs = {"essay": essay, "paragraphs": split_paragraphs(essay), "paragraph_evidence": {1: [1], 2: [2]}}
    text = compose_essay(inputs, evidence)
    assert "The course sources contradict your opening paragraph: you write ‘Legato is made by the sustaining" in text
    assert "borne out" in text or "solid ground" in text  # the hammers sentence agrees


def test_the_prompt_is_measured_against():
    assert compose(prompt="What role do the pedal and the fingers have in legato?").startswith(
        "Measured against the prompt, your essay addresses it directly"
    )
    assert "addresses it only in part" in compose(prompt="Compare Liszt's octaves with Brahms's chords.")


def test_an_essay_no_source_bears_on_gets_nothing_rather_than_loose_comparisons():
    essay = (
        "Learning the guitar\n\nI started learning the guitar last year. Barre chords were hard at first.\n\n"
        "Now my strumming is steadier because I count aloud."
    )
    inputs = {"essay": essay, "paragraphs": split_paragraphs(essay), "paragraph_evidence": {1: [1], 2: [2]}}
    assert compose_essay(inputs, EVIDENCE) == ""


def _practice_feedback(similarity: float) -> str:
    essay = "Practice\n\nI set the metronome to a slow tempo for weeks before I let the piece get quicker."
    evidence = number_evidence([make_hit(
        "a", "Play a difficult passage at half tempo with a metronome, and only increase the speed when it is "
             "completely secure. Record it and listen the next day.",
        author="Footnote Example Studio", title="Piano Pedagogy Notes", similarity=similarity)])
    inputs = {"essay": essay, "paragraphs": split_paragraphs(essay), "paragraph_evidence": {1: [1]}}
    return compose_essay(inputs, evidence)


def test_a_passage_on_the_paragraphs_topic_is_set_beside_it_even_without_a_verdict():
    """A paraphrase the verifier cannot match word for word still gets feedback: the passage
    retrieved for the paragraph, when it is on its topic, to compare -- never called agreement."""
    text = _practice_feedback(0.5)
    assert text.startswith("Your opening paragraph is on relevant ground; compare ‘I set the metronome to a slow")
    assert "(Evidence #1)" in text and "solid ground" not in text
    assert _practice_feedback(RELATED_SIMILARITY - 0.06) == ""  # less similar: another topic, nothing said
