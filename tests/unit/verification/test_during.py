"""An event placed during another (``during``), on examples written for these tests."""

from footnote.shared.verification import during
from footnote.shared.verification.during import during_flip
from footnote.shared.verification.judge import judge

SPAN = ("The match went to extra time after a late equaliser. The captain twisted his ankle during the "
        "penalty shootout and was carried off.")


def test_before_or_after_an_event_the_source_says_it_happened_during():
    assert during_flip("The captain twisted his ankle before the penalty shootout.", SPAN)
    assert during_flip("The captain twisted his ankle after the penalty shootout.", SPAN)
    assert during_flip("The captain twisted his ankle before the team began the penalty shootout.", SPAN)
    assert judge("The captain twisted his ankle before the penalty shootout.", SPAN).verdict == "contradicted"


def test_before_its_end_and_after_its_start_agree_with_during():
    assert during_flip("The captain twisted his ankle before the penalty shootout ended.", SPAN) is None
    assert during_flip("The captain twisted his ankle after the penalty shootout started.", SPAN) is None
    assert during_flip("The captain twisted his ankle after extra time.", SPAN) is None  # another event
    assert during_flip("The referee blew before the penalty shootout.", SPAN) is None  # another doing


def test_reverse_order_against_the_order_given_is_a_reversal():
    ev = "Run the database migrations in the order they are numbered, then restart the workers."
    v = judge("Run the database migrations in reverse order.", ev)
    assert v.verdict == "contradicted" and "reversed_order" in v.checks
    assert judge("Run the numbered database migrations in order, then restart the workers.", ev).verdict == "supported"
    assert during.order_word_flip("Undo the migrations in reverse order.", ev) is None  # other things


def test_at_once_against_a_deed_said_before_its_delay():
    from footnote.shared.verification.during import delay_flip

    ev = "Returned books go to the sorting shelf and are reshelved after two days."
    assert delay_flip("Returned books are reshelved immediately.", ev) is not None
    assert delay_flip("Returned books go to the sorting shelf immediately.", "Returned books go to the sorting "
                      "shelf at once and are reshelved after two days.") is None
