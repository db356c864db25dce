"""What a side does not plainly affirm (``beliefs``), on examples written for these tests."""

from footnote.shared.verification.beliefs import believed_denied, held_only, seldom_done
from footnote.shared.verification.judge import judge
from footnote.shared.verification.words import canon

SPAN = ("The captain orders the crew into the boats when he fears the ferry is about to capsize. "
        "The ferry does not capsize, and the captain loses his command at the hearing.")


def test_words_said_only_inside_a_belief_are_held_not_affirmed():
    assert canon("capsize") in held_only("He leaves because he fears the ferry will capsize.")
    assert canon("capsize") not in held_only("The ferry capsizes, as he feared it would capsize.")
    assert held_only("He supposed to leave early.") == set()  # "supposed to": no belief read


def test_a_plain_claim_against_a_belief_the_source_later_denies_is_contradicted():
    first = SPAN.split(". ")[0]  # the aligned sentence, whose "capsize" is only feared
    assert believed_denied("The ferry capsizes in the storm.", first, {canon("capsize")}) == {canon("capsize")}
    assert believed_denied("The ferry capsizes in the storm.", SPAN, {canon("capsize")}) == set()  # said plainly
    verdict = judge("The ferry capsizes with the crew still aboard.", SPAN, similarity=0.6)  # aligned to the fear
    assert verdict.verdict == "contradicted" and "only as someone's belief" in verdict.reason


def test_a_claim_that_reports_the_belief_is_not_denied_by_the_outcome():
    verdict = judge("The captain fears the ferry will capsize.", SPAN.split(". ")[1], similarity=0.8)
    assert verdict.verdict != "contradicted"


def test_a_soft_denial_matches_a_source_that_says_less_likely():
    span = "Buyers who read a bad review were less likely to order the kettle."
    assert seldom_done("Buyers who read a bad review tended to avoid ordering it.", span) == {canon("order")}
    assert seldom_done("Buyers never order it.", span) == set()  # "never" overstates "less likely"
    assert judge("Buyers who read a bad review tended to avoid ordering the kettle.", span,
                 similarity=0.8).verdict == "supported"
