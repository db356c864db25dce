"""A finding moved to another labelled thing (``labels``), on examples written for these tests."""
from footnote.shared.verification.labels import other_label

EV = ("In the trial, group 1 read the passage twice while group 2 read it once and then tested themselves. "
      "A week later group 2 recalled more of the passage. Group 1 felt more confident beforehand.")


def test_the_sentence_about_the_finding_gives_the_other_label():
    assert other_label("A week later group 1 recalled more of the passage.", EV) == \
        "the source says this of group 2, not group 1"
    assert other_label("Group 2 felt more confident beforehand.", EV) == "the source says this of group 1, not group 2"
    assert other_label("A week later group 2 recalled more of the passage.", EV) is None
    assert other_label("Group 1 read the passage twice.", EV) is None  # that sentence names both groups
    assert other_label("A week later the second group recalled more.", EV) is None  # no label in the claim
