"""Exceptions and restrictions (``exceptions``), on examples written for these tests."""

from footnote.shared.verification.exceptions import excepted_done, excepted_only, only_excepted, only_prompted, spared
from footnote.shared.verification.judge import judge
from footnote.shared.verification.words import canon

SPAN = ("Night mode mutes alerts from every channel except the ones you star. It waits for you to press the key; "
        "it never dims the screen by itself.")


def test_only_names_the_exception():
    assert only_excepted("Only starred channels can send alerts in night mode.", SPAN)
    assert not only_excepted("Only admins can send alerts.", SPAN)
    assert judge("In night mode only the channels you star can send alerts.", SPAN.split(". ")[0] + ".",
                 similarity=0.85).verdict == "supported"


def test_only_on_a_cue_is_what_is_never_done_by_itself():
    assert only_prompted("It only dims the screen when you ask.", SPAN) == {canon("dim")}
    assert only_prompted("It dims the screen.", SPAN) == set()
    assert judge("It only dims the screen after you press the key.", SPAN.split(". ")[1],
                 similarity=0.9).verdict == "supported"


def test_the_exception_is_spared_the_deed_done_to_the_rest():
    assert canon("mute") in excepted_done("Starred channels are muted in night mode.", SPAN)
    assert excepted_done("Channels that are not starred are muted.", SPAN) == set()
    assert canon("star") in spared(SPAN)
    first = SPAN.split(". ")[0] + "."
    assert judge("Starred channels are muted in night mode.", first, similarity=0.85).verdict == "contradicted"
    assert judge("Night mode mutes alerts from channels that are not starred.", first,
                 similarity=0.9).verdict == "supported"


def test_every_one_except_what_the_source_says_is_the_only_one():
    ev = ("Quiet hours silence your alerts. Choose Starred only to hear only alerts from starred contacts, or "
          "Calls only to silence everything except calls.")
    claim = "Starred only plays every alert except those from starred contacts."
    assert excepted_only(claim, ev) == "the claim excepts what the source says is the only one"
    assert judge(claim, ev, similarity=0.85).verdict == "contradicted"
    assert excepted_only("Calls only silences every alert except calls.", ev) is None  # the source's own exception

