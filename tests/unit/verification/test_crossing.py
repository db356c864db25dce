"""Two things of the source exchanged in the claim (``crossing``), on examples written for these tests."""

from footnote.shared.verification.crossing import (
    crossed,
    number_of_other_thing,
    other_object,
    other_place,
    share_of_other,
)
from footnote.shared.verification.judge import judge


def test_two_cases_with_their_advice_exchanged():
    span = ("On steep climbs, shift to the small chainring early. "
            "On long descents, keep the large chainring and pedal lightly.")
    assert crossed("Keep the large chainring on steep climbs, and shift to the small chainring on long descents.", span)
    assert crossed("On steep climbs shift early to the small chainring, and on long descents keep the large one.",
                   span) is None


def test_two_clauses_of_one_sentence_with_their_predicates_exchanged():
    ev = "In a bowed passage, keep the bow arm relaxed by letting the shoulder drop, while the bow fingers stay firm."
    reason = crossed("In a bowed passage, keep the bow fingers relaxed and let the shoulder muscles stay firm.", ev)
    assert reason and "two clauses" in reason
    assert crossed("Let the shoulder drop so the bow arm stays relaxed, and keep the bow fingers firm.", ev) is None


def test_a_clause_that_goes_on_from_the_one_before_is_one_case():
    from footnote.shared.verification.words import clause_texts

    ev = ("Adding salt raises the water's boiling point only slightly; beyond that, the flavour changes and "
          "the foam drops.")
    assert len(clause_texts(ev)) == 1
    assert crossed("Past the boiling point the flavour changes and the water's foam drops.", ev) is None


def test_a_clause_a_colon_opens_spells_out_the_one_before():
    ev = ("A good serve comes from a toss and a reach: throw the ball just above the front foot, then stretch "
          "the arm fully so the racket meets it at the top.")
    assert crossed("Serve with a toss above the front foot and a reach to the top.", ev) is None
    # two cases in two sentences still exchange
    ev = "On clay, slide into the shot. On grass, stay low and take short steps."
    assert crossed("On clay stay low and take short steps, and on grass slide into the shot.", ev)


def test_a_number_given_for_the_other_thing_of_the_same_noun():
    ev = "Nightly backups are kept for 14 days and weekly backups for 12 weeks."
    assert number_of_other_thing("Nightly backups are kept for 12 weeks and weekly backups for 14 days.", ev)
    assert number_of_other_thing("Nightly backups are kept for 12 weeks.", ev)
    assert number_of_other_thing("Weekly backups are retained for twelve weeks.", ev) is None
    assert number_of_other_thing("Backups made each night are kept for 14 days.", ev) is None


def test_a_while_clause_is_a_part_that_can_exchange_the_sources_cases():
    ev = "Bring out the top note with a firmer finger, while the lower notes stay soft."
    assert crossed("Let the top note stay soft while the lower notes are brought out.", ev)
    assert crossed("Bring out the top note while the lower notes stay soft.", ev) is None


def test_a_fronted_frame_and_its_clause_give_one_number_for_one_thing():
    span = ("In the three years after a levy on salty snacks was introduced, sales of levied snacks fell by 15% in "
            "the region, while sales elsewhere did not change.")
    claim = "Sales of levied snacks fell by 15% in the region over the three years after the levy began."
    assert number_of_other_thing(claim, span) is None


def test_two_findings_exchanged_between_two_places_one_leaving_its_subject_to_the_other():
    span = "After the fare cut, trips on city buses rose by 9%, while trips on suburban buses did not change."
    assert crossed("Trips rose on suburban buses but did not change on city buses.", span)
    assert crossed("Trips rose on city buses but did not change on suburban buses.", span) is None


def test_an_order_between_two_sentences_events_exchanges_nothing():
    span = ("In a canary release the new build is started beside the stable one and watched there. Users are moved "
            "over in small groups, and the stable build keeps serving the rest.")
    assert crossed("The new build serves next to the stable one and is watched before users move.", span) is None


def test_a_name_a_later_sentence_calls_her_is_no_exchange():
    ev = ("Raised in Malta, Ada Fenn is sent to her aunt's farm in Kent, where she finds a boat that has lain in the "
          "barn for years. With Tom's help she mends it, and her shy brother Hal learns to sail on the river.")
    assert crossed("Hal, Ada's shy brother, learns to sail in the boat.", ev) is None


def test_a_settings_name_is_no_sentences_own_word_but_its_value_is():
    ev = ("Setting CACHE_MODE=STRICT also checks every entry on read, which can slow busy nodes; LAZY checks only on "
          "write. The mode can be changed at run time without a restart.")
    assert crossed("You can change the cache mode while the node is running, with no restart.", ev) is None
    assert crossed("LAZY checks every entry on read, while STRICT checks only on write.", ev)


def test_another_thing_of_the_source_in_its_one_frame():
    ev = "Ada discovered copper and tin, and she named copper after her town."
    assert other_object("She named tin after her town.", ev) == "the source says 'named copper after her town'"
    assert judge("She named tin after her town.", ev, similarity=0.8).verdict == "contradicted"
    assert other_object("She named copper after her town.", ev) is None
    assert other_object("She named tin after her mother.", ev) is None  # another frame: not this check's to say
    assert other_object("The river sends water out to sea.", "Each lock sends fresh water out to sea.") is None


def test_a_deed_moved_to_another_named_place():
    ev = ("In 1911 Roald Vik sailed alone from Bergen, meaning to reach Iceland, but came ashore on a beach in "
          "Shetland after nine days.")
    assert other_place("Vik came ashore on a beach near Iceland.", ev) is not None
    assert other_place("Vik came ashore on a beach in Shetland.", ev) is None
    assert judge("Vik came ashore on a beach near Iceland.", ev, similarity=0.7).verdict == "contradicted"
    assert judge("Vik came ashore on a beach in Shetland.", ev, similarity=0.7).verdict == "supported"


def test_a_deed_in_the_claim_is_not_the_thing_the_source_counts():
    ev = ("In the 2019 survey, members rated the new timetable as clear and useful. The average rating "
          "was 4 out of 5.")
    verdict = judge("In the survey, members rated the new timetable 4 out of 5 on average.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason


def test_a_share_of_one_thing_given_of_the_other():
    ev = "In the survey, 70 percent of the votes went to 30 percent of the candidates."
    assert share_of_other("30 percent of the votes went to 70 percent of the candidates.", ev) == \
        "the source gives 70 percent of the votes, not 30 percent"
    assert share_of_other("70 percent of the votes went to 30 percent of the candidates.", ev) is None
    assert share_of_other("50 percent of the votes went to 30 percent of the candidates.", ev) is None  # (a number
    # the source never gives: the number check's)


def test_people_for_the_source_s_participants_is_no_other_object():
    ev = "Admins invite people and guests to the workspace. Admins can let members from their own team skip approval."
    assert other_object("Admins can let people from their own team skip approval.", ev) is None
    assert other_object("Admins can let guests from their own team skip approval.", ev)
