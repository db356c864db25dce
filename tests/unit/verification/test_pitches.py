"""Note and key names (``pitches``), on examples written for these tests."""

from footnote.shared.verification.judge import judge
from footnote.shared.verification.pitches import other_interval, other_pitch

SPAN = "The drone on E-flat sounds under the whole étude, which is in C minor."


def test_a_note_the_source_does_not_name_is_another_note():
    assert other_pitch("The drone is on F-sharp.", SPAN) == ("F-sharp", "E-flat")
    assert other_pitch("The étude is in G minor.", SPAN) == ("G minor", "C minor")
    assert other_pitch("The drone is on E flat.", SPAN) is None  # the same note, written apart
    assert other_pitch("The drone is on B-flat.", "The drone sounds under the whole étude.") is None  # none named


def test_a_sentence_opening_a_is_an_article_not_a_key():
    assert other_pitch("A minor slip spoils it.", SPAN) is None
    assert other_pitch("It is in A minor.", SPAN) == ("A minor", "C minor")


def test_the_judge_reads_the_changed_note_as_a_substitution():
    verdict = judge("The drone under the étude is on B-flat.", SPAN, similarity=0.7)
    assert verdict.verdict == "unsupported" and "B-flat" in verdict.reason


def test_another_interval_is_another_thing():
    ev = "In the coda both hands play in parallel sixths, a tenth apart at the climax."
    assert other_interval("In the coda both hands play in parallel thirds.", ev) == ("thirds", "sixths")
    assert judge("In the coda both hands play in parallel thirds.", ev, similarity=0.85).verdict == "unsupported"
    assert other_interval("In the coda the hands play in parallel sixths.", ev) is None
    assert other_interval("Two thirds of the class played the coda.", ev) is None  # a fraction
    assert other_interval("Count the rests in seconds.", ev) is None
