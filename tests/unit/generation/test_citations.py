import numpy as np

from footnote.shared.generation.citations import infer_citations, parse
from tests.unit.generation.factories import four_evidence


def cited(text):
    return [c.cited for c in parse(text, four_evidence()).claims]


def test_marker_forms():
    assert cited("A [1]. B [1, 3]. C [2-4]. D (Evidence #2). E Watch at 0:20. F [0:15].") == [
        (1,),
        (1, 3),
        (2, 3, 4),
        (2,),
        (3,),
        (3,),
    ]


def test_out_of_range_numbers_are_dropped_and_recorded():
    parsed = parse("Clean pedal [5]. Legato [2, 9]. Slow practice Evidence #7.", four_evidence())
    assert [c.cited for c in parsed.claims] == [(), (2,), ()]
    assert parsed.out_of_range == ("5", "9", "7")
    assert "[5]" not in parsed.claims[0].text and "9" not in parsed.claims[1].text


def test_timestamp_outside_every_video_is_out_of_range():
    parsed = parse("See the lecture, Watch at 9:59.", four_evidence())
    assert parsed.claims[0].cited == ()
    assert parsed.out_of_range == ("Watch at 9:59",)


def test_glitched_huge_range_is_not_expanded():
    parsed = parse("X [1-300].", four_evidence())
    assert parsed.claims[0].cited == (1,)
    assert parsed.out_of_range == ("300",)


def test_renumbering_follows_first_use():
    parsed = parse("First [3]. Second [1][3].\n\nThird [4].", four_evidence())
    assert parsed.order == (3, 1, 4)
    assert [parsed.display_number(n) for n in (3, 1, 4)] == [1, 2, 3]
    assert len(parsed.paragraphs) == 2


def test_claim_text_has_no_markers():
    parsed = parse("Keep the pedal clean [2].", four_evidence())
    assert parsed.claims[0].text == "Keep the pedal clean."


def test_infer_when_model_cites_nothing():
    evidence = four_evidence()
    parsed = parse("Use the metronome at a slow tempo. The moon is made of cheese.", evidence)

    def sim(claims, spans):
        m = np.zeros((len(claims), len(spans)))
        m[0, 3] = 0.9  # first claim matches evidence 4
        return m

    out = infer_citations(parsed, evidence, sim)
    assert [c.cited for c in out.claims] == [(4,), ()]
    assert [c.inferred for c in out.claims] == [True, False]


def test_no_inference_when_something_is_cited():
    evidence = four_evidence()
    parsed = parse("A [1]. B.", evidence)
    assert infer_citations(parsed, evidence, lambda a, b: np.ones((len(a), len(b)))) is parsed


def test_lone_marker_lines_close_the_previous_sentence():
    parsed = parse("Keep the pedal clean.\n[2]\n\nPractice slowly.\n[4]", four_evidence())
    assert [c.cited for c in parsed.claims] == [(2,), (4,)]
    assert [c.text for c in parsed.claims] == ["Keep the pedal clean.", "Practice slowly."]


def test_model_layout_is_not_content():
    parsed = parse("### Strength\n1. **Clean pedal** [2]\n- Slow practice [4]", four_evidence())
    assert [c.text for c in parsed.claims] == ["Strength", "Clean pedal", "Slow practice"]
