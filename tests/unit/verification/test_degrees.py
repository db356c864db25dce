"""Degrees of comparison (``degrees``), on examples written for these tests."""

from footnote.shared.verification.degrees import ahead_turned, compared_with_own, less_for_more, superlative_base
from footnote.shared.verification.judge import judge

EV = "The reviewers found the second draft clearer and more persuasive than the first."


def test_less_of_a_quality_the_source_gives_more_of_is_contradicted():
    assert less_for_more("The reviewers found the second draft less clear than the first.", EV)
    assert less_for_more("The reviewers found the second draft less persuasive.", EV)
    assert judge("The reviewers found the second draft less persuasive than the first.", EV,
                 similarity=0.85).verdict == "contradicted"


def test_more_where_the_source_says_less_is_contradicted():
    ev = "In the trial, the new glue was less sticky than the old one."
    assert less_for_more("In the trial, the new glue was stickier than the old one.", ev)


def test_the_same_degree_or_another_thing_is_not():
    assert less_for_more("The reviewers found the second draft more persuasive.", EV) is None
    assert less_for_more("The first draft was no less clear to readers.", EV) is None
    assert less_for_more("Editors thought the cover less clear.", EV) is None  # said of another thing


TEMPO = "Largo is slower than lento, and presto is faster than vivace."


def test_a_word_placed_by_what_it_is_compared_with():
    assert compared_with_own("Presto is slower than vivace.", "presto", TEMPO, "largo")
    assert not compared_with_own("Presto is slower than lento.", "presto", TEMPO, "largo")
    assert not compared_with_own("Presto is slow.", "presto", TEMPO, "largo")


def test_a_tempo_word_in_the_source_is_not_swapped_for_its_antonym_in_the_other_clause():
    ev = "Allegro is faster than moderato, while adagio is slower than andante."
    assert judge("Adagio is faster than andante.", ev, similarity=0.8).verdict == "contradicted"


def test_less_of_a_quality_said_without_a_listed_opposite_is_contradicted():
    ev = "The critic watched both films and judged the sequel funnier and more moving."
    assert judge("The critic judged the sequel less funny than the original.", ev,
                 similarity=0.8).verdict == "contradicted"


def test_ranking_below_what_the_source_ranks_above_is_a_swap():
    ev = "Among local breads, the rye loaf is the best-selling, ahead of the spelt loaf."
    assert ahead_turned("The spelt loaf sells better than the rye loaf.", ev)
    assert not ahead_turned("The rye loaf sells better than the spelt loaf.", ev)
    assert judge("The spelt loaf sells better than the rye loaf.", ev, similarity=0.8).verdict == "contradicted"


def test_alike_in_the_source_against_more_or_less_in_the_claim():
    from footnote.shared.verification.degrees import equal_flip

    span = "Runners who trained twice a week improved as much as those who trained four times a week."
    assert equal_flip("Runners who trained four times a week improved more than those who trained twice.", span)
    assert equal_flip("Runners who trained four times a week improved as much as the others.", span) is None
    span = "Patients given the new drug recovered as quickly as patients given the old one."
    assert equal_flip("Patients given the new drug recovered faster than patients given the old one.", span)
    assert equal_flip("Patients given the new drug did not recover faster.", span) is None
    assert equal_flip("The new drug recovered faster.", "Patients did not recover as quickly as before.") is None


def test_at_least_as_much_against_less_than():
    from footnote.shared.verification.degrees import equal_flip

    ev = "Each replica must hold at least as many rows as the primary, and be at least as recent as its last snapshot."
    assert equal_flip("A replica may hold fewer rows than the primary.", ev) is not None
    assert equal_flip("A replica may be less recent than its last snapshot.", ev) is not None
    assert equal_flip("A replica holds no fewer rows than the primary.", ev) is None
    assert equal_flip("A replica may hold more rows than the primary.", ev) is None


def test_two_superlatives_at_the_two_extremes_are_contradicted_wherever_each_is_said():
    ev = "The calm final chorus is sung with the softest tone of the whole mass; the soloists rest."
    v = judge("The final chorus should be sung as the loudest moment of the mass.", ev, similarity=0.85)
    assert v.verdict == "contradicted" and "'softest'" in v.reason
    v = judge("The final chorus is sung with the softest tone of the mass.", ev, similarity=0.85)
    assert v.verdict == "supported"


def test_a_superlative_is_said_by_most_and_its_base():
    ev = "Of the three paths, the northern one is most muddy after a storm."
    assert judge("The northern path is muddiest after a storm.", ev, similarity=0.85).verdict == "supported"
    assert superlative_base("muddiest") == "muddy"
    assert superlative_base("forest") == "" and superlative_base("honest") == ""


def test_two_groups_doing_equally_well_are_not_one_better():
    ev = ("Readers of the printed map found the exit faster than readers of the phone map, though both groups "
          "named the landmarks equally well.")
    v = judge("Readers of the printed map named the landmarks much better than readers of the phone map.", ev,
              similarity=0.9)
    assert v.verdict == "contradicted" and "equally well" in v.reason
    v = judge("Readers of the printed map found the exit faster than readers of the phone map.", ev, similarity=0.9)
    assert v.verdict == "supported"


def test_the_other_extreme_is_found_beside_a_word_of_the_claims_side():
    ev = "The quiet prelude needs the softest touch of the whole recital; forcing it spoils the opening."
    v = judge("The prelude should have the loudest touch of the recital.", ev, similarity=0.85)
    assert v.verdict == "contradicted" and "'softest'" in v.reason
    ev2 = "A good reply meets the most serious objection rather than the weakest one."
    assert judge("Meet the strongest objection, not the weakest.", ev2, similarity=0.85).verdict == "supported"


def test_equally_well_against_better_at_the_thing_the_source_does():
    ev = "Both choirs learned the new hymn faster than the visiting choir, though all three groups sang equally well."
    v = judge("Both choirs scored much better on singing than the visiting choir.", ev, similarity=0.9)
    assert v.verdict == "contradicted" and "equally well" in v.reason
    v = judge("Both choirs learned the new hymn faster than the visiting choir.", ev, similarity=0.9)
    assert v.verdict == "supported"
