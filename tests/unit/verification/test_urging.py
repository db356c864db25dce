"""What one person urges another to do (``urging``), on examples written for these tests."""

from footnote.shared.verification.judge import judge
from footnote.shared.verification.urging import urged_flip


def test_the_urged_deed_turned_to_its_opposite_is_caught_though_the_source_uses_the_word():
    evidence = "Tom rejected the settlement, although his lawyer advised him to accept it."
    assert judge("His lawyer advised him to reject the settlement.", evidence, similarity=0.9).verdict == "contradicted"
    assert judge("His lawyer advised him to accept the settlement.", evidence, similarity=0.9).verdict == "supported"
    assert judge("Tom rejected the settlement.", evidence, similarity=0.9).verdict == "supported"


def test_only_the_same_urging_of_the_same_person_is_compared():
    assert urged_flip("She urged him to refuse.", "She urged him to accept.") == \
        "the claim urges 'refuse' where the source urges 'accept'"
    assert urged_flip("She urged them to refuse.", "She urged him to accept.") is None  # another person urged
    assert urged_flip("She told him to refuse.", "She urged him to accept.") is None  # telling is not urging
    assert urged_flip("She urged him to leave.", "She urged him to accept.") is None  # no opposite


def test_a_person_named_on_one_side_is_the_pronoun_on_the_other():
    evidence = "The old sailor wrote to his grandson, urging him to resist the new owners."
    assert urged_flip("The sailor urges his grandson to accept the new owners.", evidence) == \
        "the claim urges 'accept' where the source urges 'resist'"
    assert urged_flip("The sailor urges his neighbour to accept the new owners.", evidence) is None  # not named
    assert urged_flip("The sailor urges his grandson to resist the new owners.", evidence) is None
