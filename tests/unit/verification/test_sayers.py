"""Who says what (examples written for these tests, not the benchmark)."""

from footnote.shared.verification.judge import judge
from footnote.shared.verification.sayers import other_sayer

EV = ("A survey of commuters found that most cyclists felt safer on segregated lanes. Shopkeepers argue that "
      "removing parking spaces drives customers away from the high street.")


def test_what_one_speaker_says_given_to_another_is_misattributed():
    assert other_sayer("The survey found that removing parking spaces drives customers away.", EV) == (
        "the survey", "the shopkeepers")
    assert other_sayer("Shopkeepers say removing parking spaces drives customers away.", EV) is None
    assert other_sayer("The survey found that most cyclists felt safer on segregated lanes.", EV) is None


def test_a_speaker_the_source_never_has_speak_is_left_to_other_checks():
    assert other_sayer("Drivers argue that removing parking spaces drives customers away.", EV) is None


def test_the_verdict_names_both_speakers():
    v = judge("The survey found that removing parking spaces drives customers away from the high street.", EV,
              similarity=0.8)
    assert v.verdict == "unsupported" and "shopkeepers" in v.reason


def test_a_sentence_s_subject_says_what_follows_its_arguing_and_however_does_not_hide_a_finding():
    ev = ("Some councils have closed their libraries, arguing that most readers now use e-books. Researchers found, "
          "however, that library visits rose in poorer areas.")
    assert other_sayer("Researchers argued that most readers now use e-books.", ev) == ("the researchers",
                                                                                        "the councils")
    assert other_sayer("Councils found that library visits rose in poorer areas.", ev) == ("the councils",
                                                                                           "the researchers")
    assert other_sayer("Councils argue that most readers now use e-books.", ev) is None


def test_a_group_the_source_names_given_what_another_speaker_argues():
    ev = ("Managers wanted to hire more staff for the busiest shifts, but Okafor argued the new staff belonged on "
          "the quietest shifts, where mistakes went unnoticed.")
    found = other_sayer("The managers argued that the new staff belonged on the quietest shifts.", ev)
    assert found == ("the managers", "Okafor")
    assert other_sayer("Okafor argued that the new staff belonged on the quietest shifts.", ev) is None



def test_a_group_a_saying_is_about_may_report_it_itself():
    ev = "Parents then drive their children to school, and surveys report more stress among parents."
    assert other_sayer("Parents reported more stress in the mornings.", ev) is None
