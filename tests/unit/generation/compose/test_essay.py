import re

from footnote.shared.generation.compose.essay import compose_essay
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
    assert re.search(r"contradict your opening paragraph: you write ‘In this essay I argue that the pedal", text)
    assert "(Evidence #1)" in text and "(Evidence #3)" in text
    assert "without citing a source" in text and "(Evidence #4)" in text
    assert "Record every week" not in text  # unrelated evidence is not suggested


def test_contradicted_claims_are_said_plainly():
    text = compose()
    tension = next(p for p in text.split("\n\n") if "contradict" in p)
    assert tension.startswith("The course sources contradict your opening paragraph: you write ‘In this essay")
    assert "A common fault is to rely on the sustaining pedal for legato" in tension
    assert "full tempo" in tension and "half tempo" in tension


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
