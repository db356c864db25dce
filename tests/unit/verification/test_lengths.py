from footnote.shared.verification.judge import judge
from footnote.shared.verification.lengths import vague_length

SPAN = "Before the railway, the journey from the coast to the capital took travellers weeks by coach."


def test_a_length_without_a_number_in_another_unit_changes_it():
    kind = vague_length("Travellers made the journey from the coast to the capital in a few hours.", SPAN)
    assert kind and kind[0] == "contradicted" and "'weeks'" in kind[2] and "'a few hours'" in kind[2]
    verdict = judge("The coach journey from the coast to the capital took a few hours.", SPAN)
    assert verdict.verdict == "contradicted" and "'weeks'" in verdict.reason


def test_the_same_unit_a_number_or_another_thing_is_left_alone():
    assert vague_length("The journey from the coast to the capital took several weeks by coach.", SPAN) is None
    numbered = f"{SPAN} The coach from the coast took 3 days."
    assert vague_length("The journey from the coast took a few days.", numbered) is None
    assert vague_length("The paint took a few hours to dry.", SPAN) is None  # not the source's journey


def test_a_length_without_a_number_is_compared_beside_one_with_a_number_in_another_unit():
    ev = "The seeds can lie dormant for up to ten years and sprout within days once the soil is soaked."
    assert vague_length("The seeds take months to sprout once the soil is soaked.", ev)[0] == "contradicted"
    assert vague_length("The seeds sprout within days once the soil is soaked.", ev) is None
    assert vague_length("The seeds can lie dormant for years.", ev) is None  # "ten years": compared by number


def test_a_fraction_of_a_second_is_a_length_in_seconds():
    ev = "Early film needed long exposures: each frame took several minutes to record."
    assert vague_length("Each frame took a fraction of a second to record.", ev)[0] == "contradicted"
    assert vague_length("Each frame took minutes to record.", ev) is None
