"""Two clauses of a claim read in the source's order (examples written for these tests)."""

from footnote.shared.verification.clauses import contrast_ids, denied_reason, put_back, unbounded_flip, without_aside
from footnote.shared.verification.judge import judge
from footnote.shared.verification.polarity import comma_breaks, polarity
from footnote.shared.verification.words import tokens


def test_a_fronted_clause_is_put_back_where_the_source_has_it():
    ev = "Let the left hand keep strict time while the right hand trills."
    assert put_back("While the right hand trills, the left hand keeps time.", ev) == (
        "the left hand keeps time while the right hand trills.")


def test_two_clauses_at_once_are_read_in_the_sources_order():
    ev = "In Chopin's nocturnes, let the right hand take time while the left hand keeps a steady pulse."
    claim = "In the nocturnes, the left hand holds a steady pulse as the right hand takes time."
    put = "In the nocturnes, the right hand takes time while the left hand holds a steady pulse."
    assert put_back(claim, ev) == put
    assert polarity(claim, ev) is None
    swapped = "Let the left hand take time while the right hand keeps a steady pulse."
    assert put_back(swapped, ev) == swapped
    assert polarity(swapped, ev)


def test_two_antonyms_put_on_each_others_clauses():
    from footnote.shared.verification.clauses import traded

    ev = "In the cross, the dominant allele sets the petal colour while the recessive allele stays hidden."
    claim = "The recessive allele sets the petal colour while the dominant allele stays hidden."
    assert traded(claim, ev, "recessive", "dominant")
    assert polarity(claim, ev)[0] == "swapped_roles"
    assert polarity("The dominant allele sets the petal colour, and the recessive one stays hidden.", ev) is None


def test_a_verb_denied_of_one_thing_and_granted_of_another():
    from footnote.shared.verification.clauses import only_instead

    span = "A thicker string does not change the note's pitch, only how long it rings."
    assert only_instead("A thicker string changes how long the note rings but not its pitch.", span) == {"chang"}
    assert only_instead("A thicker string changes the note's pitch.", span) == set()
    assert judge("A thicker string changes how long the note rings but not its pitch.", span).verdict == "supported"


def test_a_reason_the_source_says_is_not_why():
    span = "The bridge is older than the tower, but that is not why it was listed; its iron arches are rare."
    assert denied_reason("The bridge was listed because it is older than the tower.", span)
    assert denied_reason("The bridge was listed because its iron arches are rare.", span) is None
    assert judge("The bridge was listed because it is older than the tower.", span).verdict == "contradicted"


def test_without_limit_against_a_bound_the_source_sets():
    span = "Each tenant may store files; old versions are kept only up to the tenant's quota."
    assert unbounded_flip("Old versions are kept without limit.", span)
    assert unbounded_flip("Old versions are kept only up to the quota.", span) is None
    assert unbounded_flip("Old versions are kept without limit.", "Old versions are kept.") is None
    assert judge("Old versions are kept without limit.", span).verdict == "contradicted"


def test_a_reason_the_source_gives_another_reason_for_is_contradicted():
    from footnote.shared.verification.clauses import other_reason
    ev = "The miller, a friend of the baker, leaves the village because his mill has burned down."
    assert other_reason("The miller leaves the village because the baker asks him to.", ev, ev)
    assert judge("The miller leaves the village because the baker asks him to.", ev,
                 similarity=0.8).verdict == "contradicted"
    assert other_reason("The miller leaves the village because his mill burned down.", ev, ev) is None


def test_despite_is_said_by_anyway():
    ev = "The harbour master warns of a storm, and the ferry sails anyway."
    assert judge("Despite this, the ferry sails.", ev, similarity=0.6).verdict == "supported"


def test_the_source_reason_quoted_ends_with_its_clause():
    from footnote.shared.verification.clauses import other_reason
    ev = "The harbour master cancels the ferry because a storm is coming, and the passengers wait in the café."
    assert other_reason("The ferry is cancelled because the captain is ill.", ev, ev) == (
        "the source gives another reason: 'a storm is coming'")


def test_a_reason_for_what_the_source_says_of_it_under_a_pronoun():
    from footnote.shared.verification.clauses import other_reason

    ev = "The old bridge was due to be pulled down in 1950, but it was kept because it carried the town's water main."
    assert other_reason("The bridge was kept because the townspeople signed a petition.", ev, ev)
    assert other_reason("The bridge was kept because it carried the water main.", ev, ev) is None


def test_the_sources_reason_ends_where_a_though_clause_begins():
    from footnote.shared.verification.clauses import other_reason

    ev = "The fair was called off in 2021 because the stallholders withdrew, though the green stayed open all year."
    assert other_reason("The fair was called off because floods closed the green.", ev, ev) == \
        "the source gives another reason: 'the stallholders withdrew'"


def test_either_before_or_and_a_single_thing_for_one_are_said():
    from footnote.shared.verification.clauses import joining_words
    from footnote.shared.verification.words import canon

    evidence = "You can export one sheet or the whole workbook."
    assert joining_words("You can export either a single sheet or the whole workbook.", evidence) == \
        {canon("either"), canon("single")}
    assert joining_words("Either sheet can be exported.", evidence) == set()  # "either" that is no "either ... or"
    assert joining_words("You can export a single chart.", evidence) == set()  # the source has no "one chart"
    assert judge("You can export either a single sheet or the whole workbook.", evidence, similarity=0.8,
                 names="Export sheets and workbooks").verdict == "supported"


def test_an_aside_before_a_word_is_left_out_of_its_place():
    words = tokens("The bell tower, which was rebuilt in 1850, leans to the west.")
    seq = [w if w not in ("the", "which", "was", "in", "to") else "" for w in words]
    k = words.index("leans")
    trimmed, at = without_aside(seq, k, comma_breaks("The bell tower, which was rebuilt in 1850, leans to the west.",
                                                     len(words)), words)
    assert trimmed[at] == "leans" and trimmed[at - 1] == "tower"
    assert without_aside(seq, words.index("tower"), frozenset(), words) is None
    evidence = "Their resting heart rates, the measure the trial was built on, were also lower."
    assert judge("Resting heart rates were higher.", evidence, similarity=0.8).verdict == "contradicted"


def test_an_opposite_is_placed_on_its_own_side_of_a_contrast():
    text = "Gains were greatest in small towns, but larger cities needed more staff; rents rose."
    assert contrast_ids(text, 14) == [0] * 7 + [1] * 5 + [2] * 2  # ("but" is on the side it opens from)
    evidence = "The effect was greatest for children from rural schools, but the smaller schools needed more buses."
    assert judge("Children from rural schools gained the most.", evidence, similarity=0.8).verdict == "supported"
