"""Words a claim quotes (``quoted``), on examples written for these tests."""

from footnote.shared.verification.judge import judge
from footnote.shared.verification.quoted import quoted_elsewhere

EV = "To mute every alert at once, type '/quiet all' in the chat box; type '/quiet off' to hear them again."


def test_a_quotation_the_source_never_gives_is_unsupported():
    found = quoted_elsewhere("To mute every alert at once, type '/quiet everything' in the chat box.", EV)
    assert found and "'/quiet everything'" in found[2] and "'/quiet all'" in found[2]
    verdict = judge("To mute every alert at once, type '/quiet everything' in the chat box.", EV, similarity=0.9)
    assert verdict.verdict == "unsupported", verdict.reason


def test_the_source_s_own_quotation_and_apostrophes_pass():
    assert quoted_elsewhere("Type '/quiet off' to hear the alerts again.", EV) is None
    assert quoted_elsewhere("Type \u201c/QUIET ALL\u201d to mute everything.", EV) is None  # case and quote marks aside
    assert quoted_elsewhere("The users' alerts come back after the admins' reset.", EV) is None
    verdict = judge("Typing '/quiet off' in the chat box brings the alerts back.", EV, similarity=0.9)
    assert verdict.verdict == "supported", verdict.reason
