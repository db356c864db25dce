"""The words a claim says (examples written for these tests, not the benchmark)."""

from footnote.shared.verification.judge import judge
from footnote.shared.verification.words import canon, content, folded, one_root, unfolder


def test_being_able_to_and_among_say_nothing_of_their_own():
    assert content("Hikers want to be able to call for help among the peaks.") == content(
        "Hikers want to call for help the peaks.")
    assert canon("able") in content("An able climber leads the group.")


def test_a_negative_contraction_is_a_negation_not_a_word_said():
    assert content("Alerts don't sound and the lamp won't blink.") == content("Alerts sound and the lamp blink.")
    assert content("The guard cannot open the gate.") == content("The guard open the gate.")


def test_accents_are_read_plain_one_letter_for_one_and_given_back():
    text = "Émile Zola met Antonín Dvořák in Paris."
    assert folded(text) == "Emile Zola met Antonin Dvorak in Paris."
    assert len(folded(text)) == len(text)
    assert unfolder(text)("Dvorak, not Emile") == "Dvořák, not Émile"
    assert folded("straße ’") == "straße ’"  # no plain letter of its own: left as it is


def test_one_root_is_a_shared_opening_long_enough():
    assert one_root("transcript", "transcribed", 7, 0.8) and not one_root("transport", "transcribed", 7, 0.8)
    assert one_root("success", "succeed", 5) and not one_root("succinct", "success", 5)


def test_those_who_argue_for_a_thing_and_what_is_expected_are_one_word_each():
    assert canon("defenders") == canon("supporters") == canon("proponents")
    assert canon("expected") == canon("predicted")
    ev = "Most voters predicted that the new bridge would open before the winter."
    verdict = judge("Most voters expected the new bridge to open before the winter.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason


def test_a_setting_named_with_not_reads_as_one_word_of_the_same_length():
    from footnote.shared.verification.words import named_settings
    text = "The phone turns on Do Not Disturb until the alarm, and do not track is off."
    joined = named_settings(text)
    assert len(joined) == len(text)
    assert "not" not in joined.lower().split()
    assert "DoNotDisturb   until" in joined
    for instruction in ("Do not disturb the seedlings after watering.", "Please do not disturb."):
        assert named_settings(instruction) == instruction  # an instruction, not a setting


def test_a_setting_named_with_not_is_neither_denied_nor_given_back_changed():
    from footnote.shared.verification.judge import judge
    ev = "A reading session turns on do not disturb until the timer ends."
    same = judge("Do not disturb is turned on while the timer runs.", ev, similarity=0.8)
    assert same.verdict == "supported"
    off = judge("Do not disturb is turned off while the timer runs.", ev, similarity=0.8)
    assert off.verdict == "contradicted" and "do not disturb until" in off.reason


def test_a_setting_named_with_not_is_given_back_as_written_in_a_reason():
    from footnote.shared.verification.judge import judge
    ev = "When Bedtime starts, the screen dims and Do Not Disturb also turns on."
    found = judge("Do Not Disturb stays off during Bedtime.", ev, similarity=0.8)
    assert found.verdict == "contradicted"
    assert "Do Not Disturb also turns on" in found.reason and "  " not in found.reason
