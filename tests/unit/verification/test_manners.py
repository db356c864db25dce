"""How a deed is done, openly or in secret (``manners``), on examples written for these tests."""
from footnote.shared.verification.manners import manner_flip


def test_openly_against_secretly_in_a_sentence_about_the_deed():
    ev = "The town was quiet that winter. At night the miller secretly sold flour to the rebels."
    assert manner_flip("The miller openly sold flour to the rebels.", ev) == \
        "the claim says 'openly' where the source says 'secretly'"
    assert manner_flip("In public, the miller sold flour to the rebels.", ev)
    assert manner_flip("The miller sold flour to the rebels.", ev) is None
    assert manner_flip("The baker openly praised the mayor.", ev) is None  # another deed
    assert manner_flip("The miller sold flour to the rebels in secret.", ev) is None


def test_by_itself_against_by_hand_in_a_clause_of_the_claim():
    ev = "Drag over an area to take a capture. The capture is pasted into your notes automatically; then add a title."
    assert manner_flip("The capture is saved to disk, and you paste it into your notes yourself.", ev) == \
        "the claim says 'yourself' where the source says 'automatically'"
    assert manner_flip("You have to paste the capture into your notes manually.", ev)
    assert manner_flip("The capture goes into your notes by itself.", ev) is None
    assert manner_flip("You add a title yourself.", ev) is None  # the title's clause has nothing done by itself


def test_upside_down_against_the_right_way_up():
    ev = "The second lens turns the picture round again, so the viewer sees it the right way up."
    assert manner_flip("The viewer sees the picture upside down after the second lens.", ev) == \
        "the claim says 'upside down' where the source says 'the right way up'"
    assert manner_flip("After the second lens the viewer sees the picture upright.", ev) is None
