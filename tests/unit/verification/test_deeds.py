"""Two deeds whose objects the claim trades (``deeds``), on examples written for these tests."""

from footnote.shared.verification.deeds import deeds_traded
from footnote.shared.verification.judge import judge

EV = "The new rota tends to reward the early starters and to penalise staff who work late shifts."


def test_objects_traded_between_two_verbs_are_a_swap():
    claim = "The new rota tends to reward staff on late shifts and penalise the early starters."
    assert deeds_traded(claim, EV)
    assert judge(claim, EV, similarity=0.85).verdict == "contradicted"


def test_each_verb_with_its_own_object_is_no_swap():
    claim = "The rota rewards the early starters and penalises staff on late shifts."
    assert not deeds_traded(claim, EV)
    assert judge(claim, EV, similarity=0.85).verdict == "supported"


def test_a_verb_followed_by_its_agent_takes_no_object():
    ev = "The choir is trained by a teacher she admires as a great singer."
    assert not deeds_traded("She admires the teacher training the choir as a great singer.", ev)


def test_one_option_given_the_effect_of_another():
    from footnote.shared.verification.deeds import option_effect_traded

    ev = "In the mail app you can archive a message, which hides it from the inbox, or delete it, which erases it."
    assert "'delete'" in option_effect_traded("Archiving a message erases it.", ev)  # as the source writes it
    assert option_effect_traded("Archiving a message hides it from the inbox.", ev) is None
    assert option_effect_traded("Deleting a message erases it.", ev) is None
    verdict = judge("Archiving a message erases it from the mail app.", ev, similarity=0.85)
    assert verdict.verdict == "contradicted", verdict.reason
