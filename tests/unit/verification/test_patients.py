from footnote.shared.verification.judge import judge
from footnote.shared.verification.patients import done_by_them, done_to_doer

_DUEL = ("Years later Marguerite reads Delmont's diary, challenges him to a duel, and leaves for Lyon, where "
         "her brother takes her in.")
_WHO = "Elsa trusts Varga, her cousin's tutor, a charming gambler who robs and then deserts her."


def test_the_deed_done_to_the_one_who_does_it():
    assert done_to_doer("Delmont challenges Marguerite to a duel.", _DUEL) == (
        "Delmont challenges Marguerite", "Marguerite ... challenges him")
    assert done_to_doer("Marguerite challenges Delmont to a duel.", _DUEL) is None


def test_the_doer_of_a_relative_clause_is_the_person_before_who():
    assert done_to_doer("Elsa deserts Varga.", _WHO) == ("Elsa deserts Varga", "Varga ... deserts her")
    assert done_to_doer("Varga deserts Elsa.", _WHO) is None


def test_a_deed_wanted_or_denied_is_not_done():
    ev = "Elsa was raised by her aunt. The tutor Varga wants to rob her, but in the end Elsa robs Varga."
    assert done_to_doer("Elsa robs Varga.", ev) is None
    assert done_to_doer("Elsa robs Varga.", "Elsa trusts Varga, who never robs her.") is None


def test_judge_reads_it_as_a_swap():
    v = judge("Delmont challenges Marguerite to a duel.", _DUEL, similarity=0.8)
    assert v.verdict == "contradicted" and "swaps who does what" in v.reason


def test_a_deed_two_people_do_to_each_other_is_no_swap():
    assert done_to_doer("Delmont marries Marguerite.", "Years later Marguerite meets Delmont and marries him.") is None


def test_done_to_someone_by_others_said_as_done_by_them_to_the_others():
    ev = "Pip, who has come to the marshes alone, is seized by a convict near the graves."
    assert done_by_them("Pip seizes a convict near the graves.", ev) == \
        ("Pip seizes a convict", "Pip is seized by a convict")
    assert done_by_them("A convict seizes Pip near the graves.", ev) is None
    verdict = judge("Pip seizes a convict near the graves.", ev, similarity=0.85)
    assert verdict.verdict == "contradicted" and "swaps who does what" in verdict.reason


def test_a_named_doer_after_by_is_read_too():
    ev = "Oliver, new to London, is robbed by the Dodger on his first day."
    assert done_by_them("Oliver robs the Dodger on his first day.", ev) == \
        ("Oliver robs the Dodger", "Oliver is robbed by the Dodger")


def test_a_deed_the_source_has_a_named_person_do_to_him_is_not_the_other_persons():
    ev = ("In the story, Anna Petrovna passes an old tramp on the bridge every morning. Feeling sorry for the man, "
          "Anna gives him a silver coin, although she is poor herself.")
    found = judge("The tramp gives Anna a silver coin.", ev, similarity=0.8)
    assert found.verdict == "contradicted" and "Anna ... gives him" in found.reason
    assert judge("Anna gives the tramp a silver coin.", ev, similarity=0.8).verdict == "supported"


def test_a_deed_the_source_gives_to_a_person_named_by_a_noun_is_not_done_to_them():
    ev = ("In the tale, a ferryman who secretly smuggles letters for the rebels rows Colonel Vance across the "
          "river at night. Vance suspects nothing.")
    found = judge("Colonel Vance rows the ferryman across the river.", ev, similarity=0.8)
    assert found.verdict == "contradicted" and "ferryman rows Colonel Vance" in found.reason
    assert judge("The ferryman rows Colonel Vance across the river.", ev, similarity=0.8).verdict == "supported"
