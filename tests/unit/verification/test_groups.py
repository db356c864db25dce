"""Groups, offices and things as doers, and the populations a finding is about (``groups``), on examples written
for these tests."""

from footnote.shared.verification.groups import other_group_agent, population_check, unnamed_relative
from footnote.shared.verification.judge import judge


def test_a_group_the_source_names_doing_what_another_group_does():
    ev = ("In 1381 angry peasants marched on London to protest the poll tax. Within a month the royal army "
          "crushed the revolt, and its leaders were executed.")
    assert other_group_agent("The peasants crushed the revolt within a month.", ev) == \
        ("the peasants", "the army")
    assert judge("The peasants crushed the revolt within a month.", ev).verdict == "unsupported"
    assert other_group_agent("The soldiers crushed the revolt within a month.", ev) is None  # not named
    assert judge("Within a month the royal army crushed the revolt.", ev).verdict == "supported"
    ev = "The treaty was signed by the emperor in 1648. Within a year it was rejected by the council."
    assert other_group_agent("The emperor rejected the treaty within a year.", ev) == \
        ("the emperor", "the council")
    assert other_group_agent("The council rejected the treaty within a year.", ev) is None


def test_a_thing_the_source_has_do_something_in_a_which_clause():
    ev = ("In daylight, the leaf opens its pores to take in carbon dioxide, which feeds the sugar factory. At "
          "night, oxygen leaves the leaf through the same pores.")
    assert other_group_agent("In daylight, oxygen feeds the sugar factory.", ev) == ("oxygen", "dioxide")
    assert other_group_agent("In daylight, carbon dioxide feeds the sugar factory.", ev) is None


def test_a_relative_the_source_never_mentions():
    ev = ("The play follows Nora Helmer over three days at Christmas. Her old friend Kristine Linde, a widow "
          "looking for work, arrives and is hired at the bank.")
    assert unnamed_relative("Nora's sister is the widow looking for work.", ev) == "Nora's sister"
    assert judge("Nora's sister is the widow looking for work.", ev).verdict == "unsupported"
    assert unnamed_relative("Nora's friend Kristine is a widow looking for work.", ev) is None
    assert judge("Nora's old friend Kristine is a widow looking for work.", ev).verdict == "supported"


def test_a_study_of_healthy_people_says_nothing_of_people_with_an_illness():
    ev = "In 30 healthy adults, a walk after dinner lowered the rise in blood glucose by a fifth."
    assert population_check("In adults with diabetes, a walk after dinner lowered the glucose rise.", ev)
    assert population_check("In healthy adults, a walk after dinner lowered the glucose rise.", ev) is None


def test_a_plural_group_opening_a_sentence_does_its_verb():
    ev = ("With the new scheduler, members book rooms through the shared calendar. Moderators keep a manual "
          "override in case the calendar is down.")
    assert other_group_agent("Members keep a manual override in case the calendar is down.", ev) is not None
    assert other_group_agent("Moderators keep a manual override in case the calendar is down.", ev) is None
    assert judge("Members keep a manual override if the calendar is down.", ev, similarity=0.7).verdict \
        == "unsupported"


def test_a_group_described_before_its_verb_is_the_doer():
    ev = ("Members of the rowing club voted to buy a new boat. Neighbours who disliked the noise "
          "complained to the council about early training.")
    assert other_group_agent("Members complained to the council about early training.", ev) is not None
    assert other_group_agent("Neighbours complained to the council about early training.", ev) is None
    ev = "Fans of the old stadium protest against the move. Planners argue that the new site is safer."
    assert other_group_agent("Planners protest against the move.", ev) is not None
    assert other_group_agent("Fans protest against the move.", ev) is None


def test_a_described_group_at_the_end_of_a_claim_is_read_without_error():
    # (the words read after "of" ran out before any verb: this once raised IndexError in the ablation run)
    assert other_group_agent("Fans of the old stadium", "Fans of the old stadium protest. Planners argue.") is None
    assert judge("Supporters of the plan", "Supporters of the plan argue that it is cheaper.").verdict in (
        "supported", "partial", "unsupported")


def test_in_advance_names_no_advanced_players():
    ev = "Pupils who were shown the marking scheme before the test scored slightly higher."
    assert population_check("Showing pupils the marking scheme in advance raised scores a little.", ev) is None
    assert population_check("Showing advanced players the marking scheme raised scores a little.", ev) is not None


def test_a_group_that_says_something_in_the_source_says_it_in_other_words():
    ev = ("The town brought in a curfew for under-16s. Supporters say the curfew keeps the streets calm. "
          "Opponents argue that it harms teenagers with evening jobs more than anyone.")
    verdict = judge("Opponents say the curfew hurts teenagers with evening jobs most.", ev, similarity=0.7)
    assert verdict.verdict == "supported", verdict.reason
    assert other_group_agent("Opponents say the curfew hurts teenagers with evening jobs most.", ev) is None
    assert judge("Opponents say the curfew keeps the streets calm.", ev, similarity=0.8).verdict != "supported"


def test_a_group_with_a_word_before_it_opening_a_sentence():
    ev = ("Since May, every member has logged their hours in a book. Shift leaders check the books each Friday, "
          "and members are asked to sign them.")
    assert other_group_agent("Members check the books each Friday.", ev) == ("the members", "the leaders")

