from footnote.shared.verification.elsewhere import affirmed_elsewhere, denied_of_another_kind
from footnote.shared.verification.judge import judge
from footnote.shared.verification.negation import negation_flip
from footnote.shared.verification.words import canon


def test_a_negated_word_affirmed_only_in_a_sentence_about_something_else():
    span = ("Saved drafts expire after 14 days unless the laptop connects to the network. Shared folders sync "
            "automatically, but private folders need approval.")
    assert negation_flip("Saved drafts stop syncing after 14 days if the laptop never connects to the network.",
                         span) is None
    assert negation_flip("Shared folders never sync automatically.", span) is not None


def test_a_negated_word_the_other_side_of_but_affirms_is_not_the_claims():
    span = "Printed tickets work without signal, but mobile passes need a connection."
    assert negation_flip("You can use printed tickets without a connection.", span) is None
    assert negation_flip("You can use mobile passes without a connection.", span) is not None
    span = "Guests with a code can open the gate without signing in, but locking it always requires a key."
    assert negation_flip("Guests with a code can lock the gate without a key.", span) is not None


def test_affirmed_elsewhere_reads_the_side_of_but_that_holds_the_word():
    span = "Printed tickets work without signal, but mobile passes need a connection."
    assert affirmed_elsewhere("You can use printed tickets without a connection.", span,
                              {canon("connection")}) == {canon("connection")}
    assert affirmed_elsewhere("You can use mobile passes without a connection.", span, {canon("connection")}) == set()


def test_a_thing_denied_in_general_but_affirmed_of_the_kind_the_claim_names():
    ev = ("Quiet hours stop apps from sending notifications at night. Apps you mark as priority keep sending "
          "notifications.")
    assert denied_of_another_kind("Quiet hours stop priority apps from sending notifications.", ev, {canon("sending")},
                                  lambda t: {canon("sending")} if "stop" in t else set()) == {canon("sending")}
    v = judge("Quiet hours stop priority apps from sending notifications too.", ev, similarity=0.9)
    assert v.verdict == "contradicted"
    assert judge("Quiet hours stop apps from sending notifications at night.", ev, similarity=0.9).verdict == \
        "supported"


def test_a_denial_under_a_supposed_condition_the_claim_does_not_name():
    ev = ("In daylight the paddles spin with the black sides moving away from the lamp. The motion comes from the "
          "air left in the bulb; in a complete vacuum the paddles would not turn.")
    verdict = judge("In daylight the paddles turn with their black sides moving away from the lamp.", ev,
                    similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    assert judge("In a complete vacuum the paddles turn.", ev, similarity=0.85).verdict == "contradicted"
